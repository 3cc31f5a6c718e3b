"""Property tests for ノゾクダイス: random legal games (``referee.games.nozoku.play``, played through
the engine's own ``legal_events()``), the invariants of the table at every step, the written games,
one-event mutations, and arbitrary input.

The example counts are a fraction of the Hypothesis profile's (tests/conftest.py) so that the file
stays well under 30 s in the default ``ci`` profile.
"""

from __future__ import annotations

import random
import re
from collections import Counter

from hypothesis import given, note, settings
from hypothesis import strategies as st

import referee.games.nozoku  # noqa: F401  (registers the game)
from referee.core import dice as D
from referee.core.clauses import ClauseIndex
from referee.core.referee import check_text, start, step
from referee.games.nozoku import rules
from referee.harness.mutations import mutate_events
from referee.games.nozoku.play import NzGameRecord, NzPolicy, drawn_game, play, random_game
from referee.harness.strategies import DrawChooser, drawn
from referee.notation.model import Event
from referee.notation.reader import LogReader


def games(**kw):  # noqa: ANN201 - a Hypothesis strategy of complete legal games
    return drawn(drawn_game, **kw)


INTERNAL = "REFEREE-INTERNAL"
# a ノゾクダイス game is short (about 50 events): half the profile's examples, twice that for mutations
FEW = max(10, settings.default.max_examples // 2)


def _known_clauses() -> set[str]:
    ids = {v for k, v in vars(rules).items() if k.isupper() and isinstance(v, str) and re.fullmatch(r"NZ-[A-Z-]+", v)}
    ids |= {r.clause for r in rules.RULINGS}
    return ids | {c.id for c in ClauseIndex.load().clauses if c.id.startswith("NZ-")}


KNOWN_CLAUSES = _known_clauses()


# -- invariants at every step ------------------------------------------------------------------


class Watcher:
    """Checks the table after every event of a generated game."""

    def __init__(self) -> None:
        self.steps = 0
        self.ids: frozenset[str] | None = None
        self.owned = None
        self.cards: list[list[str]] | None = None  # each player's cards after the set-up

    def __call__(self, state: rules.NozokuState, line: str | None) -> None:
        self.steps += 1
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


@settings(max_examples=FEW)
@given(st.data())
def test_invariants_at_every_step(data):
    ch = DrawChooser(data.draw)
    w = Watcher()
    rec = play(ch, policy=NzPolicy.draw(ch), on_step=w)
    assert w.steps == len(rec.events) + 1
    res = rec.result
    assert res is not None and rec.ending.startswith("no ")
    assert set(res.scores) == set(rec.players) and all(isinstance(v, int) for v in res.scores.values())
    best = max(res.scores.values())
    assert set(res.winners) <= {p for p, v in res.scores.items() if v == best}


@settings(max_examples=FEW)
@given(st.data())
def test_invariants_of_dealt_games(data):
    ch = DrawChooser(data.draw)
    w = Watcher()
    rec = play(ch, policy=NzPolicy.draw(ch), on_step=w, gameset="dealt")
    assert w.steps == len(rec.events) + 1 and rec.result is not None
    assert len([line for line in rec.setup if line.startswith("table deal ")]) == len(rec.players)


# -- the written game reads back clean ------------------------------------------------------------


@settings(max_examples=FEW)
@given(games())
def test_written_games_are_clean(rec: NzGameRecord):
    for human in (False, True):
        text = rec.text(human=human) + "\n".join(rec.claim_lines()) + "\n"
        v = check_text(text, "g.log")
        assert v.status == "clean", [str(f) for f in v.sorted()]
        assert v.result is not None and v.result.scores == rec.result.scores


@settings(max_examples=FEW)
@given(games(gameset="dealt"))
def test_observer_logs_of_dealt_games_are_accepted(rec: NzGameRecord):
    """The hands replaced by ``??`` (an observer's log): every play, show and check still passes, and nothing is
    left to settle because every card a check needed was named when it was played or shown."""
    claims = "\n".join(rec.claim_lines()) + "\n"
    full = check_text(rec.text() + claims, "g.log")
    assert full.status == "clean" and not full.findings, [str(f) for f in full.sorted()]
    text = rec.observer_text()
    assert "table deal" in text and "??*4" in text
    v = check_text(text + claims, "observer.log")
    assert v.status == "clean" and not v.findings, [str(f) for f in v.sorted()]
    assert v.result is not None and v.result.scores == rec.result.scores and v.result.winners == rec.result.winners


# -- one-event mutations ---------------------------------------------------------------------------

MUTATIONS = ("drop", "duplicate", "swap", "actor")


def _mutate(rec: NzGameRecord, data) -> tuple[str, list[str], int]:
    head = rec.header_lines() + rec.setup
    kind, out, i = mutate_events(rec.events, data, MUTATIONS)
    if kind == "actor":
        toks = out[i].split()
        others = [p for p in rec.players if p != toks[0]]
        toks[0] = data.draw(st.sampled_from(others), label="actor")
        out[i] = " ".join(toks)
    return f"{kind} event {i + 1}", head + out, len(head)


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


def _event(line: str, k: int) -> Event:
    t = line.split()
    return Event(t[0], t[1], t[2:], "m.log", k, line, None, k)


def _listed_legal(lines: list[str], n_head: int) -> tuple[bool, str]:
    """Is every event listed by ``legal_events()`` before it (passes may be left out, and a pass by a player
    who is not on turn is nothing), and does the game end?"""
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
                ok, why = _walk(state.copy(), judge, lines, k)  # a pass that is nothing (NZ-PASS breaks no rule)
                if ok:
                    return ok, why
            probe = state.copy()  # `pass` is optional: try the passes the log left out
            for _ in range(4):
                passes = [e for e in probe.legal_events() if e.endswith(" pass")]
                if _listed(probe, line) or not passes:
                    break
                step(probe, _event(passes[0], k), judge)
            if not _listed(probe, line):
                return False, f"line {k} {line!r} is not listed as legal"
            state = probe
        step(state, _event(line, k), judge)
    return state.is_over(), "legal" if state.is_over() else "the game does not end"


@settings(max_examples=FEW * 2)
@given(games(), st.data())
def test_mutations_are_flagged_or_legal(rec: NzGameRecord, data):
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
        assert cited <= KNOWN_CLAUSES, sorted(cited - KNOWN_CLAUSES)
        assert not legal or v.errors or not v.violations, f"{what}: every event was listed, yet {v.sorted()}"


# -- arbitrary input never crashes ------------------------------------------------------------------







# -- the generator itself -----------------------------------------------------------------------------


def test_random_games_are_reproducible_and_varied():
    assert random_game(random.Random(5)).text() == random_game(random.Random(5)).text()
    recs = [random_game(random.Random(s)) for s in range(80)]
    assert {len(r.players) for r in recs} == {2, 3, 4}
    kinds = Counter(e.split()[1] for r in recs for e in r.events)
    for verb in ("start", "reroll", "play", "main", "sub", "nozoku", "pass", "cannot", "redo", "take", "names"):
        assert kinds[verb], kinds
    assert all(r.result is not None and r.rounds >= 1 for r in recs)
