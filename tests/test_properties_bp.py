"""Property tests for BlackPoker: random legal games (``referee.games.blackpoker.play``, played through the
engine's own ``legal_events()``), their written and spectator forms, one-event mutations, and arbitrary input.

Each test runs a few examples in the default profile and its nightly count under ``HYPOTHESIS_PROFILE=nightly``
(referee/harness/properties.py, docs/testing.md).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.games.blackpoker import clauses as K
from referee.games.blackpoker import rules
from referee.games.blackpoker.play import BpGameRecord, BpPolicy, drawn_game, play, random_game
from referee.games.blackpoker.setup import OVER, PLAY
from referee.harness import properties as P

KNOWN_CLAUSES = P.clause_ids("BP", K, rulings=rules.RULINGS)


# -- invariants at every step ------------------------------------------------------------------------


class Watcher(P.Watcher):
    """After every event of a generated game: every card in exactly one zone, the characters and the field
    zone agree, the life never grows but by rule, the stage is empty once the game is over."""

    def __init__(self) -> None:
        super().__init__()
        self.total: list[int] = []  # each player's cards, counted at the start

    def check(self, s, line: str | None) -> None:
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


def _formats(ch) -> dict:
    """Half the games in another format, without a frame."""
    if ch.percent(50):
        return {"fmt": ch.pick(("standard", "pro", "master")), "frame": "free", "deck_size": ch.pick((20, 30))}
    return {}


@P.examples(quick=3, nightly=33)
@given(st.data())
def test_invariants_at_every_step(data):
    w = Watcher()
    rec = P.watched(data, play, BpPolicy.draw, w, _formats)
    assert w.total[0] == len(rec.decks[0]) and w.total[1] == len(rec.decks[1])
    assert rec.result is not None and len(rec.result.winners) == 1


# -- the written game reads back clean ----------------------------------------------------------------


def _claims(rec: BpGameRecord) -> str:
    return "".join(c + "\n" for c in rec.claim_lines())


@P.examples(quick=3, nightly=33)
@given(P.games(drawn_game))
def test_written_games_are_clean(rec: BpGameRecord):
    P.assert_clean(rec.text() + _claims(rec), result=rec.result)


@P.examples(quick=3, nightly=33)
@given(P.games(drawn_game, formats=False))
def test_observer_logs_are_clean(rec: BpGameRecord):
    """The same game as a spectator writes it (hands, draws and face-down bulwarks unseen) is clean, with the
    same winner and the same life left."""
    P.assert_clean(rec.observer_text() + _claims(rec), "observer.log", result=rec.result)


@pytest.mark.xfail(reason="pending: a spectator's log cannot yet name a face-down bulwark that リバース or 奇襲 turns into a "
                   "soldier, so when two such soldiers are unseen a later line naming one is not placed", strict=False)
@P.examples(quick=3, nightly=33)
@given(P.games(drawn_game, formats=True))
def test_observer_logs_of_every_format_are_clean(rec: BpGameRecord):
    P.assert_clean(rec.observer_text() + _claims(rec), "observer.log")


# -- one-event mutations ------------------------------------------------------------------------------

@P.examples(quick=6, nightly=66)
@given(P.games(drawn_game), st.data())
def test_mutations_never_fail_and_cite_known_clauses(rec: BpGameRecord, data):
    m = P.mutated(rec.head().splitlines(), rec.events, rec.players, data)
    P.assert_mutation_judged(m, KNOWN_CLAUSES, also=())


# -- the generator itself -----------------------------------------------------------------------------


def test_random_games_are_reproducible_and_varied():
    assert random_game(random.Random(5)).text() == random_game(random.Random(5)).text()
    recs = [random_game(random.Random(s)) for s in range(80)]
    P.assert_verbs_occur(recs, ("draw", "preset", "flip", "pass", "end", "attack", "block", "bulwark", "soldier", "hero",
                                "ace", "equip", "up", "down", "twist", "counter", "break", "throw", "discard", "reveal",
                                "generation", "top"))
    # the other formats, without a frame: every action of the catalogue turns up
    from referee.core.play import RandomChooser

    seeker = BpPolicy(rare=90)
    more = [play(RandomChooser(random.Random(s)), fmt=("standard", "pro", "master")[s % 3], frame="free", deck_size=30,
                 policy=seeker) for s in range(300)]
    P.assert_verbs_occur(more, ("magician", "search", "spear", "refill", "reanimate", "handes", "return", "quick", "kill",
                                "reunion", "reverse", "rain", "force", "ambush", "bj"))
    assert {w for r in recs for w in r.result.winners} == {"Aki", "Ben"}
