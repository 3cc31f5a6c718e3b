#!/usr/bin/env python3
"""Run every ```console block of the given Markdown files again and write the real output into it (as
tests/test_docs.py runs them: 100 columns, no colour); write into every ```report block the findings of the
```log block before it, in the document's language. Review the diff before committing: the docs must say
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


ANY = re.compile(r"^```(\w+)\n(.*?)^```", re.S | re.M)


def report(log: str, lang: str) -> str:
    import io

    from rich.console import Console

    from referee import i18n
    from referee.terminal import report_one
    from referee.core.referee import check_text

    i18n.set_language(lang)
    try:
        v = check_text(log, "example.log", partial="# fragment" in log.splitlines()[:3]).to_json()
        out = Console(file=io.StringIO(), width=100, force_terminal=False, color_system=None)
        report_one(out, v)
    finally:
        i18n.set_language(None)
    return "".join(ln.rstrip() + "\n" for ln in out.file.getvalue().splitlines() if ln.startswith("example.log:"))


def reports(text: str, lang: str) -> str:
    out, last, pos = [], None, 0
    for m in ANY.finditer(text):
        if m.group(1) == "log":
            last = m.group(2)
        elif m.group(1) == "report" and last is not None:
            out.append(text[pos : m.start()] + "```report\n" + report(last, lang) + "```")
            pos = m.end()
    return "".join(out) + text[pos:]


def main(paths: list[str]) -> int:
    for p in paths:
        path = Path(p)
        text = path.read_text(encoding="utf-8")
        new = BLOCK.sub(lambda m: "```console\n" + refresh(m.group(1)) + "```", text)
        new = reports(new, "ja" if "ja" in path.resolve().relative_to(ROOT / "docs").parts[:1] else "en") if "docs" in path.resolve().parts else new
        if new != text:
            path.write_text(new, encoding="utf-8")
            print(f"{p}: refreshed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
