"""The feature scenarios are found by what they are about: their test ids carry the game and the clause id,
and ``pytest -m`` selects a clause, a game, rulings or FAQ clauses."""

from __future__ import annotations

from pathlib import Path

import pytest
from collection import collect, ids

ROOT = Path(__file__).resolve().parent.parent

SELECTIONS = [
    (("-m", "clause(id='CC-SPOT-JOKER')"), lambda i: "_curtain-call_CC-SPOT-JOKER_" in i),
    (("-m", "game(name='nozoku')"), lambda i: "::test_nozoku_NZ-" in i),
    (("-m", "ruling"), lambda i: "-RULING-" in i),
    (("-m", "faq"), lambda i: "-FAQ-" in i),
    (("-k", "ET-SET-CAST"), lambda i: "_eitsuku_ET-SET-CAST_" in i),
]


@pytest.fixture(scope="module")
def collected() -> dict[tuple[str, ...], list[str]]:
    """What pytest collects of tests/test_features.py for each selection and for none (one process for them all:
    tests/collection.py)."""
    wanted = [args for args, _check in SELECTIONS] + [()]
    out = {}
    for args, (code, said) in zip(wanted, collect([list(a) for a in wanted])):
        assert code == 0, said
        out[args] = ids(said)
    return out


@pytest.mark.parametrize("selection,check", SELECTIONS)
def test_a_selection_gets_exactly_its_scenarios(collected, selection, check):
    got = collected[selection]
    assert got and all(check(i) for i in got), got[:5]


def test_every_feature_scenario_names_its_game_and_clause(collected):
    got = collected[()]
    assert len(got) > 800
    assert all(i.split("::test_", 1)[1].split("_")[1][:2].isupper() for i in got), got[:5]
