"""Property tests for Crown Crest: random legal games (``referee.games.crown_crest.play``,
played through the engine's own ``legal_events()``), their written form, one-event
mutations, and arbitrary input.

Profiles (``ci`` by default, ``hunt`` for long bug hunts) come from tests/conftest.py;
the example counts here are scaled down from the profile so that this file stays
well under 30 s in the ``ci`` profile.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

from referee.core.clauses import ClauseIndex
from hypothesis import given, note, settings
from hypothesis import strategies as st

from referee.core.referee import check_text, start, step
from referee.games.crown_crest import rules
from referee.harness.mutations import mutate_events
from referee.games.crown_crest.play import CrGameRecord, drawn_game, random_game
from referee.harness.strategies import drawn
from referee.notation.model import Event
from referee.notation.reader import LogReader


def games(**kw):  # noqa: ANN201 - a Hypothesis strategy of complete legal games
    return drawn(drawn_game, **kw)


ROOT = Path(__file__).resolve().parent.parent
INTERNAL = "REFEREE-INTERNAL"
DECK = 20
# a fraction of the profile's examples: a Crown Crest game is ~150 events
FEW = max(10, settings.default.max_examples // 8)


def _feature_clause_ids() -> set[str]:
    """The clause ids the features define (the clause index is built from them)."""
    return {c.id for c in ClauseIndex.load().clauses if c.id.startswith("CR-")}


def _engine_clause_ids() -> set[str]:
    ids = {v for k, v in vars(rules).items() if k.isupper() and isinstance(v, str) and re.fullmatch(r"CR-[A-Z-]+", v)}
    return ids | {r.clause for r in rules.RULINGS}


# The Crown Crest features are being written alongside the engine: a violation must cite
# a clause the features tag or one the engine declares next to its rule.
KNOWN_CLAUSES = _feature_clause_ids() | _engine_clause_ids()


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


class Watcher:
    """Checks the invariants after every event of a generated game."""

    def __init__(self) -> None:
        self.vp = [0, 0]
        self.won = [[0, 0], [0, 0]]  # [player][0: day fights, 1: night fights]
        self.steps = 0

    def __call__(self, state, line: str | None) -> None:
        self.steps += 1
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


@settings(max_examples=FEW)
@given(st.data())
def test_invariants_at_every_step(data):
    from referee.games.crown_crest.play import CrPolicy, play
    from referee.harness.strategies import DrawChooser

    ch = DrawChooser(data.draw)
    w = Watcher()
    rec = play(ch, policy=CrPolicy.draw(ch), on_step=w)
    assert w.steps == len(rec.events) + 1
    res = rec.result
    assert res is not None
    lead = abs(rec.vp[0] - rec.vp[1]) >= rules.LEAD
    assert rec.ending in ("turns", "lead")
    assert (rec.ending == "lead") == lead or rec.ending == "turns" and lead  # a lead may appear in the last fight of turn 8
    best = max(rec.vp)
    assert sorted(res.winners) == sorted(p for i, p in enumerate(rec.players) if rec.vp[i] == best)


# -- the written game reads back clean -----------------------------------------------------


@settings(max_examples=FEW)
@given(games())
def test_written_games_are_clean(rec: CrGameRecord):
    text = rec.text() + "\n".join(rec.claim_lines()) + "\n"
    v = check_text(text, "g.log")
    assert v.status == "clean", v.sorted()
    assert v.result is not None and v.result.scores == dict(zip(rec.players, rec.vp))


# -- one-event mutations ---------------------------------------------------------------------

MUTATIONS = ("drop", "duplicate", "swap", "actor")


def _mutate(rec: CrGameRecord, data) -> tuple[str, list[str], int]:
    head = rec.header_lines() + rec.setup_lines()
    kind, out, i = mutate_events(rec.events, data, MUTATIONS)
    if kind == "actor":
        toks = out[i].split()
        toks[0] = rec.players[1 - rec.players.index(toks[0])]
        out[i] = " ".join(toks)
    return f"{kind} event {i + 1}", head + out, len(head)


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


def _listed_legal(lines: list[str], n_head: int) -> tuple[bool, str]:
    """Is every play event listed by ``legal_events()`` before it, and does the game end?"""
    reader = LogReader.from_text("\n".join(lines[:n_head]) + "\n", "m.log")
    judge, state, _ = start(reader)
    for item in reader:
        step(state, item, judge)
    return _walk(state, judge, lines, n_head)


def _walk(state, judge, lines: list[str], at: int) -> tuple[bool, str]:
    for k in range(at + 1, len(lines) + 1):
        line = lines[k - 1]
        if state.is_over():
            return False, f"line {k}: play after the end"
        if not _listed(state, line):
            if line.split()[1:] == ["pass"]:
                # a pass by a player whose step it is not: nothing happened, no rule broken (tried first)
                ok, why = _walk(state.copy(), judge, lines, k)
                if ok:
                    return ok, why
            # `pass` is optional in the notation: a step with nothing more to do may be left silently.
            # Try the passes the log left out (only ever `pass` lines the engine itself lists).
            probe = state.copy()
            for _ in range(12):
                passes = [e for e in probe.legal_events() if e.endswith(" pass")]
                if _listed(probe, line) or not passes:
                    break
                t = passes[0].split()
                step(probe, Event(t[0], t[1], t[2:], "m.log", k, passes[0], None, k), judge)
            if not _listed(probe, line):
                return False, f"line {k} {line!r} is not listed as legal"
            state = probe
        toks = line.split()
        step(state, Event(toks[0], toks[1], toks[2:], "m.log", k, line, None, k), judge)
    return state.is_over(), "legal" if state.is_over() else "the game does not end"


@settings(max_examples=FEW)
@given(games())
def test_observer_logs_are_clean(rec: CrGameRecord):
    """The same game seen by an observer (draws and charges unseen) is judged clean: copies of a name are
    interchangeable, so an unseen card revealed by name is never taken for a fourth copy."""
    v = check_text(rec.observer_text(), "observer.log")
    assert not v.violations and not v.errors, "\n".join(map(str, v.findings)) + "\n" + rec.observer_text()


@settings(max_examples=FEW * 2)
@given(games(), st.data())
def test_mutations_are_flagged(rec: CrGameRecord, data):
    what, lines, n_head = _mutate(rec, data)
    note(what)
    v = check_text("\n".join(lines) + "\n", "mutation.log")
    assert not any(f.clause == INTERNAL for f in v.findings), v.sorted()
    legal, why = _listed_legal(lines, n_head)
    note(why)
    if v.status == "clean":
        assert legal, f"{what}: judged clean but {why}\n" + "\n".join(lines)
    else:
        cited = {f.clause for f in v.violations}
        assert cited <= KNOWN_CLAUSES | {c for c in cited if c.startswith("LOG-")}, sorted(cited - KNOWN_CLAUSES)


# -- arbitrary input never crashes ---------------------------------------------------------







# -- the generator itself ----------------------------------------------------------------------


def test_random_games_are_reproducible_and_varied():
    assert random_game(random.Random(5)).text() == random_game(random.Random(5)).text()
    recs = [random_game(random.Random(s)) for s in range(60)]
    assert {r.ending for r in recs} == {"turns", "lead"}
    kinds = Counter(e.split()[1] for r in recs for e in r.events)
    for verb in ("charge", "play", "move", "assign", "fight", "retreat", "draw", "advance", "gain"):
        assert kinds[verb], kinds
    assert any(len(u) > 1 for r in recs for u in [e for e in r.events if " play " in e and len(e.split()) == 3])
