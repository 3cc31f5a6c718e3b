"""BlackPoker's header: a deck size the frame cannot have is a clear input error, at the ``deck:`` line."""

from __future__ import annotations

import pytest

from referee.core.referee import check_text

HEAD = "game: blackpoker\nplayers: Aki Ben\n"


@pytest.mark.parametrize(("lines", "says"), [
    ("deck: 12\n", "'12' is not a deck size: a number of cards from 16 to 54"),
    ("deck: lots\n", "'lots' is not a deck size"),
    ("frame: entry16\ndeck: 54\n", "the エントリー16 frame plays its fixed 16-card deck, not 54 cards"),
    ("deck: 40\n", "(with no frame: line, the frame is エントリー16)"),
])
def test_a_deck_the_frame_cannot_have_is_an_input_error(lines: str, says: str) -> None:
    verdict = check_text(HEAD + lines, "deck.log")
    errors = [f for f in verdict.findings if f.clause == "LOG-DECK"]
    assert len(errors) == 1, verdict.findings
    assert says in errors[0].message
    deck_line = 1 + (HEAD + lines).splitlines().index(lines.splitlines()[-1])
    assert errors[0].position.line == deck_line
    assert errors[0].position.col == len("deck: ") + 1


def test_a_free_frame_takes_any_deck_size() -> None:
    verdict = check_text(HEAD + "frame: free\ndeck: 54\n", "deck.log")
    assert not [f for f in verdict.findings if f.clause == "LOG-DECK"]
