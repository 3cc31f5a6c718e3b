"""The Japanese docs say what the English ones say: README.ja.md has the same two quickstart commands,
and docs/ja/ has the notation guide with every example the English one has (each checked by
tests/test_docs.py like the English ones)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.S | re.M)


def _quickstart(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    block = next(m.group(2) for m in FENCE.finditer(text) if m.group(1) == "sh")
    return [line for line in block.splitlines() if line.strip()]


def test_readme_ja_has_the_same_two_quickstart_commands():
    english = _quickstart(ROOT / "README.md")
    assert len(english) == 2
    assert _quickstart(ROOT / "README.ja.md") == english
    assert "README.ja.md" in (ROOT / "README.md").read_text(encoding="utf-8")
    assert "README.md" in (ROOT / "README.ja.md").read_text(encoding="utf-8")


def test_the_japanese_notation_guide_has_every_example():
    def kinds(path: Path) -> list[str]:
        return [m.group(1) for m in FENCE.finditer(path.read_text(encoding="utf-8")) if m.group(1) in ("log", "json", "report", "console")]

    english, japanese = kinds(ROOT / "docs/notation.md"), kinds(ROOT / "docs/ja/notation.md")
    assert japanese == english, (english, japanese)
    text = (ROOT / "docs/ja/notation.md").read_text(encoding="utf-8")
    assert sum(1 for ch in text if "\u3040" <= ch <= "\u30ff") > 2000, "docs/ja/notation.md is written in Japanese"
