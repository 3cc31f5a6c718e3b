"""The feature scenarios are found by what they are about: their test ids carry the game and the clause id,
and ``pytest -m`` selects a clause, a game, rulings or FAQ clauses."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def collect(*args: str) -> list[str]:
    r = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--collect-only", "-q", "tests/test_features.py", *args],
                       cwd=ROOT, capture_output=True, text=True, env=dict(os.environ), timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    return [line for line in r.stdout.splitlines() if line.startswith("tests/test_features.py::")]


@pytest.mark.parametrize(
    "selection,check",
    [
        (("-m", "clause(id='CC-SPOT-JOKER')"), lambda i: "_curtain-call_CC-SPOT-JOKER_" in i),
        (("-m", "game(name='nozoku')"), lambda i: "::test_nozoku_NZ-" in i),
        (("-m", "ruling"), lambda i: "-RULING-" in i),
        (("-m", "faq"), lambda i: "-FAQ-" in i),
        (("-k", "ET-SET-CAST"), lambda i: "_eitsuku_ET-SET-CAST_" in i),
    ],
)
def test_a_selection_gets_exactly_its_scenarios(selection, check):
    ids = collect(*selection)
    assert ids and all(check(i) for i in ids), ids[:5]


def test_every_feature_scenario_names_its_game_and_clause():
    ids = collect()
    assert len(ids) > 800
    assert all(i.split("::test_", 1)[1].split("_")[1][:2].isupper() for i in ids), [i for i in ids[:5]]
