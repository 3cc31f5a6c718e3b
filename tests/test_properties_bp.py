"""Property tests for BlackPoker: random legal games (``referee.games.blackpoker.play``, played through the
engine's own ``legal_events()``), their written and spectator forms, one-event mutations, and arbitrary input.

The example counts are scaled down from the profile (tests/conftest.py) so that this file stays short in CI.
"""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest
from hypothesis import given, note, settings
from hypothesis import strategies as st

from referee.core.clauses import ClauseIndex
from referee.core.referee import check_text
from referee.games.blackpoker import clauses as K
from referee.games.blackpoker import rules
from referee.games.blackpoker.play import BpGameRecord, BpPolicy, drawn_game, play, random_game
from referee.games.blackpoker.setup import OVER, PLAY
from referee.harness.mutations import mutate_events
from referee.harness.strategies import DrawChooser, drawn

INTERNAL = "REFEREE-INTERNAL"
FEW = max(10, settings.default.max_examples // 6)


def games(**kw):  # noqa: ANN201 - a Hypothesis strategy of complete legal games
    return drawn(drawn_game, **kw)


KNOWN_CLAUSES = ({v for k, v in vars(K).items() if k.isupper() and isinstance(v, str) and re.fullmatch(r"BP-[A-Z0-9-]+", v)}
                 | {r.clause for r in rules.RULINGS} | {c.id for c in ClauseIndex.load().clauses if c.id.startswith("BP-")})


# -- invariants at every step ------------------------------------------------------------------------


class Watcher:
    """After every event of a generated game: every card in exactly one zone, the characters and the field
    zone agree, the life never grows but by rule, the stage is empty once the game is over."""

    def __init__(self) -> None:
        self.steps = 0
        self.total: list[int] = []  # each player's cards, counted at the start

    def __call__(self, s, line: str | None) -> None:
        self.steps += 1
        L = s.ledger
        for seat in (0, 1):
            side = s.sides[seat]
            zones = [side.life, side.hand, side.grave, side.fog, side.field, side.stage, side.pack] + [b.zone for b in side.bulwarks]
            seen: Counter[int] = Counter()
            unseen = 0
            for z in zones:
                unseen += len(z.hidden)
                for c in z.known:
                    seen[c] += 1
                    assert L.where.get(c) is z, f"{c} is in {z.label}, the ledger says otherwise"
                    assert c // 64 == seat, "a card changed owner"
            assert all(n == 1 for n in seen.values()), "a card in two places"
            if len(self.total) < 2:
                self.total.append(sum(seen.values()) + unseen)
            assert sum(seen.values()) + unseen == self.total[seat], f"{s.players[seat]} has {sum(seen.values()) + unseen} cards"
            on_field = sorted(c for u in side.units for c in u.cards)
            assert on_field == sorted(side.field.known), "the characters and the field zone disagree"
            assert all(len(b.zone) == 1 for b in side.bulwarks), "a bulwark is one card"
            assert not side.stage.known or s.step in (PLAY, OVER), "keycards on the stage before the game began"
        keys = sorted(k for r in s.stage for k in r.keys if isinstance(k, int))
        assert keys == sorted(c for side in s.sides for c in side.stage.known), "the stage and its keycards disagree"
        if s.step == OVER:
            assert s.loser is not None and s.life_count(s.loser) == 0


@settings(max_examples=FEW)
@given(st.data())
def test_invariants_at_every_step(data):
    ch = DrawChooser(data.draw)
    w = Watcher()
    if ch.percent(50):
        rec = play(ch, policy=BpPolicy.draw(ch), on_step=w, fmt=ch.pick(("standard", "pro", "master")), frame="free",
                   deck_size=ch.pick((20, 30)))
    else:
        rec = play(ch, policy=BpPolicy.draw(ch), on_step=w)
    assert w.total[0] == len(rec.decks[0]) and w.total[1] == len(rec.decks[1])
    assert w.steps == len(rec.events) + 1
    assert rec.result is not None and len(rec.result.winners) == 1


# -- the written game reads back clean ----------------------------------------------------------------


@settings(max_examples=FEW)
@given(games())
def test_written_games_are_clean(rec: BpGameRecord):
    v = check_text(rec.text() + "".join(c + "\n" for c in rec.claim_lines()), "g.log")
    assert v.status == "clean", v.sorted()
    assert v.result is not None and v.result.winners == rec.result.winners


@settings(max_examples=FEW)
@given(games(formats=False))
def test_observer_logs_are_clean(rec: BpGameRecord):
    """The same game as a spectator writes it (hands, draws and face-down bulwarks unseen) is clean, with the
    same winner and the same life left."""
    v = check_text(rec.observer_text() + "".join(c + "\n" for c in rec.claim_lines()), "observer.log")
    assert not v.violations and not v.errors, "\n".join(map(str, v.findings)) + "\n" + rec.observer_text()
    assert v.result is not None and v.result.winners == rec.result.winners
    assert v.result.scores == rec.result.scores


@pytest.mark.xfail(reason="pending: a spectator's log cannot yet name a face-down bulwark that リバース or 奇襲 turns into a "
                   "soldier, so when two such soldiers are unseen a later line naming one is not placed", strict=False)
@settings(max_examples=FEW)
@given(games(formats=True))
def test_observer_logs_of_every_format_are_clean(rec: BpGameRecord):
    v = check_text(rec.observer_text() + "".join(c + "\n" for c in rec.claim_lines()), "observer.log")
    assert not v.violations and not v.errors, "\n".join(map(str, v.findings)) + "\n" + rec.observer_text()


# -- one-event mutations ------------------------------------------------------------------------------

MUTATIONS = ("drop", "duplicate", "swap", "actor")


@settings(max_examples=FEW * 2)
@given(games(), st.data())
def test_mutations_never_fail_and_cite_known_clauses(rec: BpGameRecord, data):
    kind, out, i = mutate_events(rec.events, data, MUTATIONS)
    if kind == "actor":
        toks = out[i].split()
        toks[0] = rec.players[1 - rec.players.index(toks[0])]
        out[i] = " ".join(toks)
    note(f"{kind} event {i + 1}: {out[i] if i < len(out) else ''}")
    v = check_text(rec.head() + "".join(e + "\n" for e in out), "mutation.log")
    assert not any(f.clause == INTERNAL for f in v.findings), v.sorted()
    cited = {f.clause for f in v.violations}
    assert cited <= KNOWN_CLAUSES, sorted(cited - KNOWN_CLAUSES)


# -- arbitrary input never crashes --------------------------------------------------------------------







# -- the generator itself -----------------------------------------------------------------------------


def test_random_games_are_reproducible_and_varied():
    assert random_game(random.Random(5)).text() == random_game(random.Random(5)).text()
    recs = [random_game(random.Random(s)) for s in range(80)]
    kinds = Counter(e.split()[1] for r in recs for e in r.events)
    for verb in ("draw", "preset", "flip", "pass", "end", "attack", "block", "bulwark", "soldier", "hero", "ace", "equip",
                 "up", "down", "twist", "counter", "break", "throw", "discard", "reveal", "generation", "top"):
        assert kinds[verb], (verb, kinds)
    # the other formats, without a frame: every action of the catalogue turns up
    from referee.core.play import RandomChooser

    seeker = BpPolicy(rare=90)
    more = [play(RandomChooser(random.Random(s)), fmt=("standard", "pro", "master")[s % 3], frame="free", deck_size=30,
                 policy=seeker) for s in range(300)]
    kinds = Counter(e.split()[1] for r in more for e in r.events)
    for verb in ("magician", "search", "spear", "refill", "reanimate", "handes", "return", "quick", "kill", "reunion",
                 "reverse", "rain", "force", "ambush", "bj"):
        assert kinds[verb], (verb, kinds)
    assert {w for r in recs for w in r.result.winners} == {"Aki", "Ben"}
