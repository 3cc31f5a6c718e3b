"""Write each game's Japanese glossary, docs/ja/glossary-<game>.md, from the game's own table (``Game.japanese_terms``,
referee/core/terms.py). tests/test_japanese_terms.py keeps the files true and holds the messages to them.

    .venv/bin/python scripts/glossary.py
"""

from __future__ import annotations

import sys
from pathlib import Path

from referee.core.game import all_games

DOCS = Path(__file__).resolve().parent.parent / "docs" / "ja"


def page(game) -> str:  # type: ignore[no-untyped-def]
    """The glossary page of ``game``: every word the notation spells in English, with the term a Japanese message uses."""
    rows = [f"| `{word}` | {ja} |" for word, ja in game.japanese_terms().items()]
    return "\n".join([
        f"# 用語集：{game.title}",
        "",
        "ログの表記（英字）と、日本語のメッセージでの呼び方の対応です。日本語で表示する指摘・回答・レポートは、",
        "カード・動詞（行動）・場所・得点の内訳をこの表の呼び方で書きます（ルールブックの表記に合わせ、1つの語に1つの呼び方）。",
        "",
        f"This is the glossary of {game.title}: each word as the notation spells it, and the term a Japanese message uses",
        "for it (the rulebook's spelling, one each). It is written by `scripts/glossary.py` from the game's table",
        "(`japanese_terms`), and `tests/test_japanese_terms.py` fails when a Japanese message names one of these words",
        "in its English spelling.",
        "",
        "| 表記 (notation) | 日本語 |",
        "|---|---|",
        *rows,
        "",
    ])


def main(argv: list[str]) -> int:
    check = "--check" in argv
    stale = []
    for game in all_games():
        path = DOCS / f"glossary-{game.name}.md"
        text = page(game)
        if check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                stale.append(str(path))
        else:
            path.write_text(text, encoding="utf-8")
    for p in stale:
        print(f"{p}: out of date (run scripts/glossary.py)", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
