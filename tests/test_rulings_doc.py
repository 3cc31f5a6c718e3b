"""docs/rulings.md names every ruling of every game with its option, default and alternatives."""

from pathlib import Path

import pytest

from referee.core.game import all_games

DOC = (Path(__file__).resolve().parent.parent / "docs/rulings.md").read_text(encoding="utf-8")
RULINGS = [pytest.param(g, r, id=r.clause) for g in all_games() for r in g.rulings]


@pytest.mark.parametrize("game,ruling", RULINGS)
def test_ruling_is_documented(game, ruling):
    section = DOC.split(f"### {ruling.clause}: `option {ruling.name}`", 1)
    assert len(section) == 2, f"{ruling.clause} (option {ruling.name}) has no section in docs/rulings.md"
    body = section[1].split("\n### ", 1)[0]
    assert f"**Default:** `{ruling.default}`" in body
    for value in ruling.alternatives:
        assert f"`{value}`" in body, f"alternative {value} of {ruling.clause} is not documented"


def test_every_game_with_rulings_has_a_section():
    for g in all_games():
        if g.rulings:
            assert f"(`{g.name}`)" in DOC
