"""Property tests for Crown Crest: random legal games (``referee.games.crown_crest.play``,
played through the engine's own ``legal_events()``), their written form, one-event
mutations, and arbitrary input.

Each test runs a few examples in the default profile and its nightly count under
``HYPOTHESIS_PROFILE=nightly`` (referee/harness/properties.py, docs/testing.md); a Crown
Crest game is ~150 events.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from referee.games.crown_crest import rules
from referee.games.crown_crest.play import CrGameRecord, CrPolicy, drawn_game, play, random_game
from referee.harness import properties as P

DECK = 20
# The Crown Crest features are being written alongside the engine: a violation must cite
# a clause the features tag or one the engine declares next to its rule.
KNOWN_CLAUSES = P.clause_ids("CR", rules, rulings=rules.RULINGS)


def test_clause_ids_are_collected():
    assert {"CR-FAQ-FRONT-TO-FRONT", "CR-MAIN-ACTIONS", "CR-COMMAND-COST", "CR-FIGHT-VP"} <= KNOWN_CLAUSES


# -- invariants at every step ------------------------------------------------------------


def _zones(state, p: int) -> list:
    return [state.deck[p], state.hand[p], state.crestzone[p], state.field[p], state.link[p], *state.count[p], state.removed[p]]


def _expected_power(state, u) -> int:
    card = state.cs.get(u.name)
    total = sum(state.card_of(c).power for c in u.cards)
    if len(u.cards) > 1:
        total += sum(e.n for e in card.reinforce if e.verb == "power")
    return total


class Watcher(P.Watcher):
    """Checks the invariants after every event of a generated game."""

    def __init__(self) -> None:
        super().__init__()
        self.vp = [0, 0]
        self.won = [[0, 0], [0, 0]]  # [player][0: day fights, 1: night fights]

    def check(self, state, line: str | None) -> None:
        L = state.ledger
        for p in (0, 1):
            seen: Counter[int] = Counter()
            for z in _zones(state, p):
                assert not z.hidden, f"{z.label} has unknown cards in a full-information game"
                for c in z.known:
                    seen[c] += 1
                    assert L.where.get(c) is z, f"{state.spell(c)} is in {z.label}, the ledger says {L.where.get(c)}"
            assert all(n == 1 for n in seen.values()), "a card in two places"
            assert sum(seen.values()) == DECK, f"{state.players[p]} has {sum(seen.values())} cards, not {DECK}"
            assert all(c // 1000 == p for c in seen), "a card changed owner"
            on_field = sorted(c for u in state.units if u.owner == p for c in u.cards)
            assert on_field == sorted(state.field[p].known), "units and the battlefield zone disagree"
        for u in state.units:
            assert u.area in rules.FRONTS + rules.REARS
            assert state.power_of(u) == _expected_power(state, u), f"{u.label(state.cs)}: power {state.power_of(u)}"
            assert len({state.card_of(c).id for c in u.cards}) == 1, "a stack mixes names"
        # VP only grow, and only by a won fight: 1 by day, 2 by night
        if line is not None and line.split()[1] == "fight":
            delta = [state.vp[i] - self.vp[i] for i in (0, 1)]
            gain = 2 if state.turn_no >= 5 else 1
            assert sorted(delta) in ([0, 0], [0, gain]), f"{line}: VP changed by {delta}"
            for i in (0, 1):
                if delta[i]:
                    self.won[i][gain - 1] += 1
        else:
            assert state.vp == self.vp, f"VP changed on {line!r}"
        for i in (0, 1):
            assert state.vp[i] == self.won[i][0] + 2 * self.won[i][1]
        self.vp = list(state.vp)
        assert state.tokens[0] >= 0 and state.tokens[1] >= 0


@P.examples(quick=3, nightly=25)
@given(st.data())
def test_invariants_at_every_step(data):
    rec = P.watched(data, play, CrPolicy.draw, Watcher())
    res = rec.result
    assert res is not None
    lead = abs(rec.vp[0] - rec.vp[1]) >= rules.LEAD
    assert rec.ending in ("turns", "lead")
    assert (rec.ending == "lead") == lead or rec.ending == "turns" and lead  # a lead may appear in the last fight of turn 8
    best = max(rec.vp)
    assert sorted(res.winners) == sorted(p for i, p in enumerate(rec.players) if rec.vp[i] == best)


# -- the written game reads back clean -----------------------------------------------------


@P.examples(quick=3, nightly=25)
@given(P.games(drawn_game))
def test_written_games_are_clean(rec: CrGameRecord):
    v = P.assert_clean(rec.text() + "\n".join(rec.claim_lines()) + "\n", result=rec.result)
    assert v.result.scores == dict(zip(rec.players, rec.vp))


# -- one-event mutations ---------------------------------------------------------------------


def _listed(state, line: str) -> bool:
    """Is ``line`` among the engine's legal events? A new unit played without an area goes to R1
    (the notation's shorthand), so ``P play UNIT`` also matches a listed ``P play UNIT R1``."""
    options = state.legal_events()
    if line in options or (" play " in line and len(line.split()) == 3 and line + " R1" in options):
        return True
    toks = line.split()
    if len(toks) == 4 and toks[1] == "play" and toks[3] in ("R1", "R2") and " ".join(toks[:3]) in options:
        # a reinforcement is listed without an area; naming the area the unit stands in is the same play
        owner = state.players.index(toks[0])
        return any(u.owner == owner and u.name == toks[2] and u.area == toks[3] for u in state.units)
    if len(toks) > 2 and toks[1] == "draw":
        # the deck is shuffled at the table: a draw of the listed size (and source) may take any cards still in it
        by = toks[toks.index("by"):] if "by" in toks else []
        cards = toks[2 : len(toks) - len(by)]
        for o in options:
            ot = o.split()
            if ot[:2] == toks[:2] and len(ot) == len(toks) and (ot[ot.index("by"):] if "by" in ot else []) == by:
                deck = Counter(state.card_of(c).id for c in state.deck[state.players.index(toks[0])].known)
                return not (Counter(cards) - deck)
    return False


@P.examples(quick=3, nightly=25)
@given(P.games(drawn_game))
def test_observer_logs_are_clean(rec: CrGameRecord):
    """The same game seen by an observer (draws and charges unseen) is judged clean: copies of a name are
    interchangeable, so an unseen card revealed by name is never taken for a fourth copy."""
    P.assert_clean(rec.observer_text(), "observer.log")


def _legal(m: P.Mutation) -> tuple[bool, str]:
    """Every play event listed by ``legal_events()`` before it (passes may be left out), and the game over?"""
    return P.listed_legal(m.lines, m.head, _listed, passes=12)


@P.examples(quick=6, nightly=50)
@given(P.games(drawn_game), st.data())
def test_mutations_are_flagged(rec: CrGameRecord, data):
    m = P.mutated(rec.header_lines() + rec.setup_lines(), rec.events, rec.players, data)
    P.assert_mutation_judged(m, KNOWN_CLAUSES, _legal, legal_is_clean=False)


# -- the generator itself ----------------------------------------------------------------------


def test_random_games_are_reproducible_and_varied():
    assert random_game(random.Random(5)).text() == random_game(random.Random(5)).text()
    recs = [random_game(random.Random(s)) for s in range(60)]
    assert {r.ending for r in recs} == {"turns", "lead"}
    P.assert_verbs_occur(recs, ("charge", "play", "move", "assign", "fight", "retreat", "draw", "advance", "gain"))
    assert any(len(u) > 1 for r in recs for u in [e for e in r.events if " play " in e and len(e.split()) == 3])
