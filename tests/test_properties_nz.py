"""Property tests for ノゾクダイス: random legal games (``referee.games.nozoku.play``, played through
the engine's own ``legal_events()``), the invariants of the table at every step, the written games,
one-event mutations, and arbitrary input.

Each test runs a few examples in the default profile and its nightly count under
``HYPOTHESIS_PROFILE=nightly`` (referee/harness/properties.py, docs/testing.md); a ノゾクダイス game
is short (about 50 events).
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

import referee.games.nozoku  # noqa: F401  (registers the game)
from referee.core import dice as D
from referee.games.nozoku import rules
from referee.games.nozoku.play import NzGameRecord, NzPolicy, drawn_game, play, random_game
from referee.harness import properties as P

KNOWN_CLAUSES = P.clause_ids("NZ", rules, rulings=rules.RULINGS)


# -- invariants at every step ------------------------------------------------------------------


class Watcher(P.Watcher):
    """Checks the table after every event of a generated game."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: frozenset[str] | None = None
        self.owned = None
        self.cards: list[list[str]] | None = None  # each player's cards after the set-up

    def check(self, state: rules.NozokuState, line: str | None) -> None:
        gs, n = state.gs, state.n
        total = gs.own * n + gs.white[n]
        ids = frozenset(state.dice)
        assert len(ids) == total, f"{len(ids)} dice, the set has {total} for {n} players"
        if self.ids is None:
            self.ids = ids
        assert ids == self.ids, "dice appeared or vanished"
        per_colour = Counter(d.colour for d in state.dice.values())
        assert per_colour == Counter({**{c: gs.own for c in gs.colours[:n]}, "white": gs.white[n]})
        # every die in exactly one place: a player's own dice, the card of this turn, or the centre
        places: Counter[str] = Counter()
        for i, o in state.owner.items():
            assert o is None or 0 <= o < n, f"{i} is nowhere ({o})"
            where = "card" if i == state.acquired else ("centre" if o is None else f"player {o}")
            places[where] += 1
            in_centre = i in {d.id for d in state.centre()}
            in_owned = any(i in {d.id for d in state.owned(p)} for p in range(n))
            assert [in_centre, in_owned, i == state.acquired].count(True) == 1, f"{i} is in two places or none"
        assert sum(places.values()) == total
        if state.acquired is not None:
            d = state.dice[state.acquired]
            assert state.owner[d.id] == state.turn_player
            assert state.card is not None and (d.top, d.front) == (state.card.main_face, state.card.sub_face), \
                "the acquired die lies as its card says (NZ-ACQ-PLACE)"
            assert not d.white
        for d in state.dice.values():
            assert d.top in D.FACES, f"{d.id} shows {d.top}"
            if d.front is not None:
                assert D.is_valid(d.top, d.front), f"{d.id} at {d.top}/{d.front}"
        # a player's dice never leave them; the centre only loses dice
        owned = [sum(1 for o in state.owner.values() if o == p) for p in range(n)]
        if self.owned is not None:
            assert all(a >= b for a, b in zip(owned, self.owned)), f"{line}: a player lost a die"
            assert sum(owned) - sum(self.owned) <= 1, f"{line}: more than one die acquired at once"
        self.owned = owned
        # NZ-ACT-OWNED: the dice taken this round are the player's own, and no ② action takes one of them
        for p in range(n):
            assert all(state.owner[i] == p for i in state.fresh[p]), f"{state.players[p]}'s dice of this round"
            assert {d.id for d in state.targets(p)} == {d.id for d in state.owned(p)} - state.fresh[p]
        toks = (line or "").split()
        if len(toks) > 2 and toks[1] in ("main", "sub"):
            assert toks[2] not in state.fresh[state.players.index(toks[0])], f"{line}: a die taken this round"
        # every card in exactly one place: hand or played, all of them known (the generator sees every hand);
        # without [hand] each player holds one of each card, with it the cards dealt at the set-up
        cards = [sorted(state.names(state.hand[p]) + state.names(state.played[p])) for p in range(n)]
        assert not any(state.hand[p].hidden or state.played[p].hidden for p in range(n))
        if self.cards is None:
            self.cards = cards
            if gs.deal is None:
                assert all(c == sorted(gs.cards) for c in cards), "every player holds one of each card"
            else:
                assert all(len(c) == gs.deal for c in cards), "each player is dealt the set's number of cards"
                assert not Counter(sum(cards, [])) - Counter(gs.deck()), "more copies dealt than the deck holds"
        assert cards == self.cards, "a card appeared or vanished"
        where = state.ledger.where
        assert all(where[i] in (state.hand[p], state.played[p]) for p in range(n) for i in
                   state.hand[p].known + state.played[p].known), "the ledger places every card where the state does"
        if not state.is_over():
            assert state.legal_events(), f"nothing listed in {state.step}"


@P.examples(quick=4, nightly=100)
@given(st.data())
def test_invariants_at_every_step(data):
    rec = P.watched(data, play, NzPolicy.draw, Watcher())
    res = rec.result
    assert res is not None and rec.ending.startswith("no ")
    assert set(res.scores) == set(rec.players) and all(isinstance(v, int) for v in res.scores.values())
    best = max(res.scores.values())
    assert set(res.winners) <= {p for p, v in res.scores.items() if v == best}


@P.examples(quick=4, nightly=100)
@given(st.data())
def test_invariants_of_dealt_games(data):
    rec = P.watched(data, play, NzPolicy.draw, Watcher(), lambda ch: {"gameset": "dealt"})
    assert rec.result is not None
    assert len([line for line in rec.setup if line.startswith("table deal ")]) == len(rec.players)


# -- the written game reads back clean ------------------------------------------------------------


def _claims(rec: NzGameRecord) -> str:
    return "\n".join(rec.claim_lines()) + "\n"


@P.examples(quick=4, nightly=100)
@given(P.games(drawn_game))
def test_written_games_are_clean(rec: NzGameRecord):
    for human in (False, True):
        P.assert_clean(rec.text(human=human) + _claims(rec), result=rec.result, same=("scores",))


@P.examples(quick=4, nightly=100)
@given(P.games(drawn_game, gameset="dealt"))
def test_observer_logs_of_dealt_games_are_accepted(rec: NzGameRecord):
    """The hands replaced by ``??`` (an observer's log): every play, show and check still passes, and nothing is
    left to settle because every card a check needed was named when it was played or shown."""
    P.assert_clean(rec.text() + _claims(rec), silent=True)
    text = rec.observer_text()
    assert "table deal" in text and "??*4" in text
    P.assert_clean(text + _claims(rec), "observer.log", silent=True, result=rec.result)


# -- one-event mutations ---------------------------------------------------------------------------

def _listed(state: rules.NozokuState, line: str) -> bool:
    if line in state.legal_events():
        return True
    toks = line.split()
    if state.step == rules.REROLLING and len(toks) > 2 and toks[1] == "reroll":
        # chance: any faces on exactly the due dice, by the start player
        dice = [t.partition("=") for t in toks[2:]]
        return (toks[0] == state.players[state.start_player] and [d for d, _, _ in dice] == state.reroll_due()
                and all(f in "123456" and len(f) == 1 for _, _, f in dice))
    return False


def _legal(m: P.Mutation) -> tuple[bool, str]:
    """Is every event listed by ``legal_events()`` before it (passes may be left out, and a pass by a player
    who is not on turn is nothing), and does the game end?"""
    return P.listed_legal(m.lines, m.head, _listed, passes=4)


@P.examples(quick=8, nightly=200)
@given(P.games(drawn_game), st.data())
def test_mutations_are_flagged_or_legal(rec: NzGameRecord, data):
    m = P.mutated(rec.header_lines() + rec.setup, rec.events, rec.players, data)
    P.assert_mutation_judged(m, KNOWN_CLAUSES, _legal, also=())


# -- the generator itself -----------------------------------------------------------------------------


def test_random_games_are_reproducible_and_varied():
    assert random_game(random.Random(5)).text() == random_game(random.Random(5)).text()
    recs = [random_game(random.Random(s)) for s in range(80)]
    assert {len(r.players) for r in recs} == {2, 3, 4}
    P.assert_verbs_occur(recs, ("start", "reroll", "play", "main", "sub", "nozoku", "pass", "cannot", "redo", "take", "names"))
    assert all(r.result is not None and r.rounds >= 1 for r in recs)
