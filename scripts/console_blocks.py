#!/usr/bin/env python3
"""Run every ```console block of the given Markdown files again and write the real output into it (as
tests/test_docs.py runs them: 100 columns, no colour). Review the diff before committing: the docs must say
what the output should be, not only what it is.

    scripts/console_blocks.py docs/cli.md docs/slips.md
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BLOCK = re.compile(r"^```console\n(.*?)^```", re.S | re.M)
ENV = dict(os.environ, COLUMNS="100", NO_COLOR="1", TERM="dumb", PYTHONIOENCODING="utf-8")


def run(cmd: str) -> list[str]:
    proc = subprocess.run([sys.executable, "-m", "referee", *cmd.split()[1:]], cwd=ROOT, env=ENV, capture_output=True,
                          text=True, timeout=300)
    out = [ln.rstrip() for ln in (proc.stdout + proc.stderr).rstrip("\n").splitlines()]
    return out + [f"[exit {proc.returncode}]"]


def refresh(body: str) -> str:
    lines: list[str] = []
    for line in body.splitlines():
        if line.startswith("$ "):
            lines.append(line)
            lines.extend(run(line[2:]))
    return "\n".join(lines) + "\n"


def main(paths: list[str]) -> int:
    for p in paths:
        path = Path(p)
        text = path.read_text(encoding="utf-8")
        new = BLOCK.sub(lambda m: "```console\n" + refresh(m.group(1)) + "```", text)
        if new != text:
            path.write_text(new, encoding="utf-8")
            print(f"{p}: refreshed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
