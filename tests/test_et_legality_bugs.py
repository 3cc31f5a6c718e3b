"""えいつく: what the one legality (referee/core/legality.py) found the referee let pass.

``end`` and ``release`` take no words after them (``PLAYER end``, docs/notation): words written there were read as
nothing and said nothing, so ``try Aki end shift`` answered "legal" and the console's ``legal`` could not list
every event ``try`` accepts. They are now a notation error at the first such word, and the line still counts.
"""

from __future__ import annotations

from pathlib import Path

from referee.core.referee import check_text

ROOT = Path(__file__).resolve().parent.parent
LOG = ROOT / "scenarios" / "eitsuku" / "eitsuku-four-observer.log"


def _findings(text: str) -> list[tuple[str, str, int, int]]:
    v = check_text(text, str(LOG))
    return sorted((f.kind, f.clause, f.position.line, f.position.col) for f in v.findings)


def test_words_after_end_are_a_notation_error_and_the_end_still_counts():
    text = LOG.read_text(encoding="utf-8")
    lines = text.split("\n")
    assert lines[51] == "Aki end"
    lines[51] = "Aki end shift"
    before, after = _findings(text), _findings("\n".join(lines))
    assert sorted(set(after) - set(before)) == [("error", "LOG-ARGUMENT", 52, 9)]
    assert set(before) <= set(after)  # nothing else changes: the week's actions are over for Aki all the same
