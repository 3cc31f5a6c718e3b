#!/usr/bin/env python3
"""Keep the Japanese message catalogues (Babel).

    scripts/i18n.py update [DOMAIN…]   extract the messages the code says into each ja .po (translations kept)
    scripts/i18n.py compile [DOMAIN…]  compile each ja .po into its .mo
    scripts/i18n.py check [DOMAIN…]    list the messages with no Japanese (exit 1 if any)

DOMAIN: referee (the command), core, notation, console, or a game package (curtain_call, crown_crest,
nozoku, blackpoker, eitsuku); all of them by default. Needs the test extras (Babel).
"""

from __future__ import annotations

import sys

from referee.harness.catalogues import compile_mo, domains, problems, translated, update


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("update", "compile", "check"):
        print(__doc__, file=sys.stderr)
        return 2
    command, names = argv[0], set(argv[1:])
    chosen = [d for d in domains() if not names or d.name in names]
    unknown = names - {d.name for d in domains()}
    if unknown:
        print(f"unknown domain(s): {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    status = 0
    for d in chosen:
        if command == "update":
            cat = update(d)
            empty = sum(1 for m in cat if m.id and not translated(m))
            print(f"{d.po}: {len(cat)} messages, {empty} without Japanese")
        elif command == "compile":
            compile_mo(d)
            print(f"{d.mo}")
        else:
            found = problems(d)
            for p in found:
                print(p)
            status = status or (1 if found else 0)
    return status


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
