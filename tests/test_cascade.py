"""One slip, one finding: the cascade figure (referee/harness/cascade.py, docs/slips.md).

Generated games (and, in the nightly profile, every recorded game) get one slip of each kind (a misspelt actor,
verb or card; an event moved earlier or later, deleted or written twice; the wrong actor; a card swapped for
another). A finding the unslipped log did not have, off the slip's line and the first line after it that proves
it, is a cascade finding: a finding against a player who did nothing new.

The full figure (1,000 generated games per game) is made by scripts/cascade.py and kept in docs/slips.md; this
test measures a sample, holds what must always hold (no referee failure; a misspelling never changes a score, it
may only leave it unknown), and holds the target: no cascade in at least 99 % of slips per game. A game that does
not meet the target yet is pending (an expected failure, not strict), with its measured figure.

The sample depends on the Hypothesis profile (referee/harness/properties.py, docs/testing.md):

- **nightly** (``HYPOTHESIS_PROFILE=nightly``): every recorded game in ``scenarios/`` and 80 generated games per
  game, one slip of each kind each (about 4,000 slips); the old games' slips from one random stream as they were
  before BlackPoker joined, each newer game from its own. Fewer games give a noisy figure.
- **quick** (the default, CI): 6 generated games per game (seed 5, each game its own random stream), about 53
  slips per game. At this size the target is met only with no cascade at all, which a game at 99.3 % does in
  about 7 samples out of 10: the seed was chosen as one whose sample meets the target in every game (measured:
  100 % of 52 to 54 slips in each game, eitsuku included). It is a fixed sample, so a cascade appearing in it
  is a change of behaviour to look at, and a real cascade (a finding against an innocent player). When a
  change to a game's generator changes the sample, a cascade may also come in by luck: judge it with the
  nightly figure (``scripts/cascade.py``), and fix it or move the seed only with that figure in hand.

Slipped logs that once cascaded are kept in tests/regressions/cascade/ with the verdict a careful human
referee gives, and checked like the recorded games.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from functools import lru_cache
from pathlib import Path

import pytest

from referee.core.referee import check_path
from referee.harness import cascade as K
from referee.harness import properties as P

ROOT = Path(__file__).resolve().parent.parent
REGRESSIONS = ROOT / "tests" / "regressions" / "cascade"
NIGHTLY_SAMPLE = 80  # generated games per game in the nightly profile; scripts/cascade.py measures 1,000
QUICK_SAMPLE, QUICK_SEED = 6, 5  # … in the quick profile (see above)
TARGET = 0.99

#: games whose figure over 1,000 generated games (scripts/cascade.py, docs/slips.md) is below the target, with
#: that figure and what is left. Pending, not strict: a sample here may meet the target by luck (an XPASS),
#: while the measured figure does not; a game leaves this list when its measured figure does.
PENDING: dict[str, str] = {}  # every game meets the target (えいつく 99.5 %, BlackPoker 99.3 %, docs/slips.md)


def _nightly() -> list[K.Outcome]:
    """Each game's slips from its own random stream (the old games' sample as it was before BlackPoker joined:
    adding a game never changes another game's sample)."""
    out: list[K.Outcome] = []
    legacy = ("curtain-call", "crown-crest", "nozoku")
    rng = random.Random(7)
    for base in K.recorded(ROOT / "scenarios"):
        if base.game in legacy:
            out.extend(K.slips(base, rng))
    for game in legacy:
        for base in K.generated(game, NIGHTLY_SAMPLE, seed=11):
            out.extend(K.slips(base, rng))
    for game in (g for g in K.GENERATED_GAMES if g not in legacy):
        own = random.Random(f"7-{game}")
        for base in K.recorded(ROOT / "scenarios"):
            if base.game == game:
                out.extend(K.slips(base, own))
        for base in K.generated(game, NIGHTLY_SAMPLE, seed=11):
            out.extend(K.slips(base, own))
    return out


def _quick() -> list[K.Outcome]:
    out: list[K.Outcome] = []
    for game in K.GENERATED_GAMES:
        own = random.Random(f"{QUICK_SEED}-{game}")
        for base in K.generated(game, QUICK_SAMPLE, seed=QUICK_SEED):
            out.extend(K.slips(base, own))
    return out


@lru_cache(maxsize=1)
def outcomes() -> tuple[K.Outcome, ...]:
    """The slips of the profile's sample."""
    return tuple(_nightly() if P.deep() else _quick())


def test_every_kind_of_slip_is_tried_in_every_game():
    """Each kind of slip is made in at least half the logs of each game (a log offers every kind but rarely)."""
    tried = Counter((o.game, o.kind) for o in outcomes())
    logs = Counter(o.game for o in {(o.base, o.game): o for o in outcomes()}.values())
    for game in K.GENERATED_GAMES:
        assert logs[game] >= QUICK_SAMPLE, (game, logs[game])
        for kind in K.KINDS:
            assert 2 * tried[(game, kind)] >= logs[game], (game, kind, tried[(game, kind)], logs[game])


def test_no_slip_makes_the_referee_fail():
    failed = [(o.base, o.kind, o.line, o.internal) for o in outcomes() if o.internal]
    assert not failed, failed[:5]


def test_a_misspelling_never_changes_a_score():
    """A typo changes nothing at the table: the scores are the unslipped log's, or unknown (never others)."""
    wrong = [(o.base, o.kind, o.line, o.slipped) for o in outcomes() if o.scores == "different"]
    assert not wrong, wrong[:5]
    typos = [o for o in outcomes() if o.kind in ("actor-typo", "verb-typo")]
    assert typos and all(o.scores == "same" for o in typos), [(o.base, o.slipped) for o in typos if o.scores != "same"][:5]


def test_a_misspelt_actor_or_verb_is_one_finding():
    """Read as the unique near miss, or held: a misspelt name or verb never cascades."""
    bad = [(o.base, o.slipped, o.cascade) for o in outcomes() if o.kind in ("actor-typo", "verb-typo") and o.cascade]
    assert not bad, bad[:3]


@pytest.mark.parametrize("game", K.GENERATED_GAMES)
def test_the_cascade_target(game: str, request: pytest.FixtureRequest):
    if game in PENDING:
        request.applymarker(pytest.mark.xfail(strict=False, reason=f"below the target: {PENDING[game]}"))
    mine = [o for o in outcomes() if o.game == game]
    rate = sum(o.contained for o in mine) / len(mine)
    worst = Counter(o.kind for o in mine if not o.contained).most_common(3)
    assert rate >= TARGET, f"{game}: {100 * rate:.1f} % of {len(mine)} slips without a cascade; most cascades: {worst}"


def _regressions() -> list[Path]:
    return sorted(REGRESSIONS.glob("*.log")) if REGRESSIONS.is_dir() else []


def test_there_are_cascade_regressions():
    assert len(_regressions()) >= 9


@pytest.mark.parametrize("log", _regressions(), ids=lambda p: p.stem)
def test_cascade_regression(log: Path):
    expected = json.loads(log.with_suffix(".expected.json").read_text(encoding="utf-8"))
    v = check_path(log)
    got = Counter((f.kind, f.clause, f.position.line) for f in v.findings)
    want = Counter((f["kind"], f["clause"], f["line"]) for f in expected["findings"])
    assert got == want, "\n".join(map(str, v.sorted()))
    if "scores" in expected:
        assert v.result is not None and v.result.scores == expected["scores"]
