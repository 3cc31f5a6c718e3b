"""Refresh the transcripts in docs/console.md: run each ```session block's commands again and
write the real output back (tests/test_docs.py checks that they still match).

    python scripts/console_doc.py            # rewrite docs/console.md
    python scripts/console_doc.py --check    # exit 1 if a transcript is out of date
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from test_docs import run_session, session_commands  # noqa: E402

BLOCK = re.compile(r"^```session\n(.*?)^```", re.S | re.M)


def refresh(text: str) -> str:
    def redo(m: re.Match[str]) -> str:
        body = m.group(1)
        args, stdin, _ = session_commands(body)
        got, status = run_session(args, stdin)
        if status != 0:
            got.append(f"[exit {status}]")
        first = body.splitlines()[0]
        return "```session\n" + first + "\n" + "\n".join(got) + "\n```"

    return BLOCK.sub(redo, text)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true")
    ns = ap.parse_args()
    path = ROOT / "docs" / "console.md"
    old = path.read_text(encoding="utf-8")
    new = refresh(old)
    if ns.check:
        return int(new != old)
    path.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
