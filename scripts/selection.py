#!/usr/bin/env python3
"""Translate a selection of the features for scripts/test.sh into what each runner takes.

    scripts/selection.py WORD…

Each WORD is a game (``nozoku``), a clause id (``CC-SCOUT-DRAW``, any case) or a kind of clause
(``ruling``, ``faq``, ``definition``, ``fact``, ``informative``). Words of one sort widen the selection
(``nozoku eitsuku``: either game), words of different sorts narrow it (``nozoku ruling``: ノゾクダイス's
rulings). Prints two lines: the pytest marker expression (``-m``) and the behave tag expression
(``--tags``), which select the same scenarios. An unknown word: a usage error (exit 2).
"""

from __future__ import annotations

import sys

from referee.core.clauses import index

KINDS = ("ruling", "faq", "definition", "fact", "informative")  # the features' kind tags (@ruling, …)


def translate(words: list[str]) -> tuple[str, str]:
    """The pytest ``-m`` and behave ``--tags`` expressions for ``words``; ValueError names a word that is
    neither a game, a clause id nor a kind."""
    idx = index()
    games = idx.games()
    sorts: dict[str, list[tuple[str, str]]] = {"game": [], "clause": [], "kind": []}
    for word in words:
        clause = idx.get(word)
        if word in games:
            sorts["game"].append((f"game(name='{word}')", f"@game:{word}"))
        elif clause is not None:
            sorts["clause"].append((f"clause(id='{clause.id}')", f"@clause:{clause.id}"))
        elif word.lower() in KINDS:
            sorts["kind"].append((word.lower(), f"@{word.lower()}"))
        else:
            raise ValueError(word)
    mark, tags = [], []
    for chosen in sorts.values():
        if chosen:
            unique = list(dict.fromkeys(chosen))
            mark.append(" or ".join(m for m, _t in unique))
            tags.append(" or ".join(t for _m, t in unique))
    if len(mark) > 1:
        mark, tags = [f"({m})" for m in mark], [f"({t})" for t in tags]
    return " and ".join(mark), " and ".join(tags)


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        mark, tags = translate(argv)
    except ValueError as e:
        games = ", ".join(index().games())
        print(f"scripts/test.sh: {e.args[0]!r} is not a game ({games}), a clause id (such as CC-SCOUT-DRAW) "
              f"or a kind ({', '.join(KINDS)})", file=sys.stderr)
        return 2
    print(mark)
    print(tags)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
