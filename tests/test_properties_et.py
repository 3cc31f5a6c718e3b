"""Property tests for えいつく: random legal games (``referee.games.eitsuku.play``, played through the engine's
own ``legal_events()``), the table's invariants at every step, the written, spectator and cut-short forms,
wrong claims, copies of the state (the console's undo), one-event mutations, and the generator itself.

The example counts are a fraction of the Hypothesis profile's (tests/conftest.py): a game is about 130 events.
"""

from __future__ import annotations

import random
import re
from collections import Counter

from hypothesis import given, note, settings
from hypothesis import strategies as st

import referee.games.eitsuku  # noqa: F401  (registers the game)
from referee.core.clauses import ClauseIndex
from referee.core.referee import check_text, start, step
from referee.games.eitsuku import cards as K
from referee.games.eitsuku import clauses as C
from referee.games.eitsuku import rules
from referee.games.eitsuku.play import ALIASES, EtGameRecord, EtPolicy, drawn_game, play, random_game
from referee.harness.mutations import mutate_events
from referee.harness.strategies import DrawChooser, drawn
from referee.notation.model import Event
from referee.notation.reader import LogReader

INTERNAL = "REFEREE-INTERNAL"
FEW = max(10, settings.default.max_examples // 8)


def games(**kw):  # noqa: ANN201 - a Hypothesis strategy of complete legal games
    return drawn(drawn_game, **kw)


def _known_clauses() -> set[str]:
    ids: set[str] = set()
    for k, v in vars(C).items():
        if k.isupper():
            for x in (v.values() if isinstance(v, dict) else (v,)):
                if isinstance(x, str) and re.fullmatch(r"ET-[A-Z0-9-]+", x):
                    ids.add(x)
    ids |= {r.clause for r in rules.RULINGS}
    return ids | {c.id for c in ClauseIndex.load().clauses if c.id.startswith("ET-")}


KNOWN_CLAUSES = _known_clauses()


def test_clause_ids_are_collected():
    assert {"ET-SET-CAST", "ET-SCOUT-ONE", "ET-MAT-ROLE-ACTOR", "ET-SCORE", "ET-GOAL", "ET-RULING-FLIP"} <= KNOWN_CLAUSES


def _claims(rec: EtGameRecord) -> str:
    return "".join(c + "\n" for c in rec.claim_lines())


# -- invariants at every step ------------------------------------------------------------------------------


class Watcher:
    """After every event of a generated game: every card of the closed piles in exactly one place and where the
    ledger says, the budget cards counted (piles, stocks, discard), one card a slot and of the slot's kind, at most
    5 budget cards a week, a released film stays released, the weeks only go on."""

    def __init__(self) -> None:
        self.steps = 0
        self.budget: dict[str, int] | None = None
        self.week = 0
        self.released: dict[str, int] = {}

    def __call__(self, s: rules.EitsukuState, line: str | None) -> None:
        self.steps += 1
        L = s.ledger
        n = len(s.players)
        # budget cards: open piles, every stock (face up and turned over) and the discard area
        total = {z: s.pile[z] + s.discarded[z] + sum(p.up[z] + p.down[z] for p in s.seats) for z in rules.SIZES}
        if self.budget is None:
            self.budget = total
            assert total == K.budget_piles(n), total
            assert all(p.up == {"small": 5, "medium": 2, "large": 0} for p in s.seats), "the set-up's budget"
        assert total == self.budget, f"{line}: budget cards appeared or vanished: {total}"
        assert all(v >= 0 for p in s.seats for v in (*p.up.values(), *p.down.values())) and min(s.pile.values()) >= 0
        # role and event cards: every one the generator named is known, in one zone, where the ledger says
        zones = [s.discard] + [z for p in s.seats for z in (p.stock, p.events, *p.slots.values())]
        seen: Counter[int] = Counter()
        for z in zones:
            assert not z.hidden, f"{z.label} holds an unseen card in a full-information game"
            for c in z.known:
                seen[c] += 1
                assert L.where.get(c) is z, f"{rules.name_of(c)} is in {z.label}, the ledger says otherwise"
        assert all(k == 1 for k in seen.values()), "a card in two places"
        for kind in K.KINDS:
            out = sum(1 for c in seen if rules.kind_of(c) == kind)
            assert s.role_pile[kind] + out == sum(K.COPIES.values()), f"{line}: the {kind} pile and the table disagree"
        events = sum(1 for c in seen if rules.kind_of(c) == "event")
        assert s.event_pile + events == len(K.EVENTS) * K.EVENT_COPIES, f"{line}: the event pile and the table disagree"
        assert all(rules.kind_of(c) == "event" for c in s.discard.known), "only event cards are discarded as cards"
        for p in s.seats:
            assert all(rules.kind_of(c) == "event" for c in p.events.known)
            for slot, z in p.slots.items():
                assert len(z) <= 1, f"{p.name}'s {slot} holds {len(z)} cards"
                assert all(rules.kind_of(c) == K.SLOT_KIND[slot] for c in z.known), f"{p.name}'s {slot}: {z.show()}"
            assert p.turned + p.paid <= rules.LIMIT, f"{line}: {p.name} used {p.turned} + {p.paid} budget cards"
            assert (p.phase == rules.RELEASED) == (p.released is not None)
            if p.released is not None:
                assert self.released.setdefault(p.name, p.released) == p.released, "a film released twice"
                assert all(len(p.slots[x]) for x in K.RELEASE_SLOTS), f"{p.name} released with an empty slot"
            elif s.week:
                assert p.week == s.week, f"{p.name} is in week {p.week}, the table in {s.week}"
        assert set(self.released) == {p.name for p in s.seats if p.released is not None}, "a release undone"
        assert self.week <= s.week <= rules.LAST_WEEK, f"{line}: week {self.week} -> {s.week}"
        self.week = s.week
        if not s.is_over():
            assert s.legal_events(), f"nothing listed in {s.phase()}"


@settings(max_examples=FEW)
@given(st.data())
def test_invariants_at_every_step(data):
    ch = DrawChooser(data.draw)
    w = Watcher()
    rec = play(ch, policy=EtPolicy.draw_from(ch), on_step=w)
    assert w.steps == len(rec.events) + 1
    res = rec.result
    assert res is not None and rec.ending in ("all", "twelve")
    assert (rec.ending == "all") == (len(w.released) == len(rec.players))
    assert rec.ending == "all" or w.week == rules.LAST_WEEK
    assert set(res.scores) == set(rec.players) and all(isinstance(v, int) for v in res.scores.values())
    best = max(res.scores.values())
    assert res.winners == [p for p in rec.players if res.scores[p] == best]


# -- the written game reads back clean, with the generator's result ---------------------------------------------


@settings(max_examples=FEW)
@given(games())
def test_written_games_are_clean(rec: EtGameRecord):
    """Plain and human-written (comments at each week, one verb by its Japanese alias), with the claims written
    from the result: clean, not a finding, and the generator's scores and winners."""
    for human in (False, True):
        text = rec.text(human=human) + _claims(rec)
        v = check_text(text, "g.log")
        assert v.status == "clean" and not v.findings, [str(f) for f in v.sorted()]
        assert v.result is not None
        assert v.result.scores == rec.result.scores and v.result.winners == rec.result.winners


@settings(max_examples=FEW)
@given(games())
def test_observer_logs_are_accepted(rec: EtGameRecord):
    """The game as a spectator writes it (a role card scouted only by its pile, an event card drawn as ``??``): never
    a violation nor an error; each score is the generator's, or unknown with an unverifiable finding that says why."""
    text = rec.observer_text() + _claims(rec)
    assert "view: observer" in text
    v = check_text(text, "observer.log")
    assert not v.violations and not v.errors, "\n".join(map(str, v.sorted())) + "\n" + text
    assert v.result is not None
    unknown = [p for p, score in v.result.scores.items() if score is None]
    assert all(v.result.scores[p] == rec.result.scores[p] for p in rec.players if p not in unknown), v.result.scores
    if unknown:
        assert v.unverifiable, f"{unknown}'s scores left unknown without a word"
    else:
        assert v.result.winners == rec.result.winners


@settings(max_examples=FEW)
@given(games(), st.data())
def test_wrong_claims_are_flagged(rec: EtGameRecord, data):
    """One player's claimed score changed, or another winner claimed: one violation, on that claim's line,
    citing the score (ET-SCORE) or the winner (ET-GOAL)."""
    claims = rec.claim_lines()
    i = data.draw(st.integers(0, len(claims) - 1), label="claim")
    if i == 0:
        who = data.draw(st.sampled_from(rec.players), label="player")
        delta = data.draw(st.integers(1, 40) | st.integers(-40, -1), label="delta")
        claims[0] = "claim: " + ", ".join(f"{p} {rec.result.scores[p] + (delta if p == who else 0)}" for p in rec.players)
        clause = C.SCORE
    else:
        said = claims[1].split(":")[1].strip()
        other = data.draw(st.sampled_from([w for w in (*rec.players, "draw") if w != said]), label="winner")
        claims[1] = f"claim winner: {other}"
        clause = C.GOAL
    lines = rec.text().splitlines()
    v = check_text("\n".join(lines + claims) + "\n", "claim.log")
    assert [f.clause for f in v.findings] == [clause], [str(f) for f in v.sorted()]
    assert v.violations[0].position.line == len(lines) + i + 1


@settings(max_examples=FEW)
@given(games(), st.data())
def test_cut_short_logs(rec: EtGameRecord, data):
    """Every prefix of a legal game is clean as a fragment (``partial``), and incomplete as a whole game."""
    lines = rec.text().splitlines()
    cut = data.draw(st.integers(len(rec.header_lines()), len(lines) - 1), label="cut")
    text = "\n".join(lines[:cut]) + "\n"
    v = check_text(text, "prefix.log", partial=True)
    assert v.status == "clean" and not v.findings, [str(f) for f in v.sorted()]
    v = check_text(text, "prefix.log")
    assert [f.clause for f in v.findings] == ["LOG-INCOMPLETE"], [str(f) for f in v.sorted()]


@settings(max_examples=FEW)
@given(games(), st.data())
def test_copies_are_independent(rec: EtGameRecord, data):
    """state.copy() (the console's undo) branches: the copy and the original evolve alike from the same events
    and never affect each other."""
    text = rec.text()
    reader = LogReader.from_text(text, "g.log")
    judge, state, _ = start(reader)
    items = [item for item in reader if type(item) is Event]
    assert len(items) == len(rec.events)
    n = data.draw(st.integers(0, len(items) - 1), label="copy at")
    for e in items[:n]:
        step(state, e, judge)
    before = state.facts()
    twin = state.copy()
    assert twin.facts() == before
    for e in items[n:]:
        step(twin, e, twin.judge)
    assert twin.is_over()
    assert state.facts() == before, "advancing the copy changed the original"
    for e in items[n:]:
        step(state, e, judge)
    assert state.facts() == twin.facts()
    assert state.result().scores == twin.result().scores == rec.result.scores
    assert not judge.findings


# -- one-event mutations ----------------------------------------------------------------------------------------

MUTATIONS = ("drop", "duplicate", "swap", "actor")


def _mutate(rec: EtGameRecord, data) -> tuple[str, list[str], int]:
    head = rec.header_lines()
    kind, out, i = mutate_events(rec.events, data, MUTATIONS)
    if kind == "actor":
        toks = out[i].split()
        toks[0] = data.draw(st.sampled_from([p for p in rec.players if p != toks[0]]), label="actor")
        out[i] = " ".join(toks)
    return f"{kind} event {i + 1}: {out[i] if i < len(out) else ''}", head + out, len(head)


def _as_listed(line: str) -> str:
    """A line as ``legal_events()`` lists it: the cards chance gives (a role card scouted or drawn, an event card
    drawn) by their pile only (``actor?``, ``??``)."""
    toks = line.split()
    if len(toks) > 2 and toks[1] in ("draw", "scout"):
        out = []
        for a in toks[2:]:
            r = K.role(a)
            out.append(f"{r.kind}?" if r is not None else "??" if a in K.EVENTS else a)
        toks[2:] = out
    return " ".join(toks)


def _listed(state: rules.EitsukuState, line: str) -> bool:
    """Is ``line`` among ``legal_events()``? The listing names one payment for each cast and gain (the fewest and
    smallest cards); any face-up cards of the stock worth the cost, within the week's 5, pay as well. It lists the
    set-up's role cards before its event cards; a table may draw them the other way round."""
    legal = state.legal_events()
    written = _as_listed(line)
    if written in legal:
        return True
    toks = written.split()
    p = state.seats[state.players.index(toks[0])]
    if toks[1] in ("cast", "gain"):
        head = written.partition(" $")[0]
        if not any(e.partition(" $")[0] == head for e in legal):
            return False
        paid = [K.card(t) for t in written.partition(" $")[2].split()]
        if any(c not in K.BUDGET for c in paid) or any(paid.count(z) > p.up[z] for z in K.BUDGET):
            return False
        cost = K.role(toks[2]).number + 2 if toks[1] == "cast" else K.BUDGET[toks[2]][1]
        return sum(K.BUDGET[c][0] for c in paid) >= cost and len(paid) <= rules.LIMIT - p.turned - p.paid
    return (written == f"{toks[0]} draw ?? ??" and not p.events_drawn and len(p.dice) == 2
            and state.event_pile >= 2)


def _listed_legal(lines: list[str], n_head: int) -> tuple[bool, str]:
    """Is every event listed by ``legal_events()`` before it (with what chance gave written in), and does the game
    end?"""
    reader = LogReader.from_text("\n".join(lines[:n_head]) + "\n", "m.log")
    judge, state, _ = start(reader)
    for k in range(n_head + 1, len(lines) + 1):
        line = lines[k - 1]
        if state.is_over():
            return False, f"line {k}: play after the end"
        if not _listed(state, line):
            return False, f"line {k} {line!r} is not listed as legal"
        t = line.split()
        step(state, Event(t[0], t[1], t[2:], "m.log", k, line, None, k), judge)
        if judge.findings:
            return False, f"line {k} {line!r} is listed, yet the engine reports {judge.findings[0]}"
    return state.is_over(), "legal" if state.is_over() else "the game does not end"


@settings(max_examples=FEW * 2)
@given(games(), st.data())
def test_mutations_are_flagged_or_legal(rec: EtGameRecord, data):
    """One event dropped, written twice, swapped with the next, or given to another player: the referee never
    fails; a log it judges clean is a legal game (every line listed, the game over), and a legal one is not given
    a violation; a violation cites a clause of えいつく (or of the notation)."""
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
        assert not legal or v.errors or not v.violations, f"{what}: every event was listed, yet {v.sorted()}"


# -- the generator itself -----------------------------------------------------------------------------------------


def test_random_games_are_reproducible_and_varied():
    assert random_game(random.Random(5)).text() == random_game(random.Random(5)).text()
    assert random_game(random.Random(5)).observer_text() == random_game(random.Random(5)).observer_text()
    recs = [random_game(random.Random(s)) for s in range(80)]
    assert {len(r.players) for r in recs} == {2, 3, 4, 5, 6}
    kinds = Counter(e.split()[1] for r in recs for e in r.events)
    for verb in ("roll", "draw", "budget", "place", "scout", "gain", "cast", "end", "release"):
        assert kinds[verb], (verb, kinds)
    placed = {e.split()[2] for r in recs for e in r.events if e.split()[1] == "place"}
    assert placed == set(K.EVENTS), set(K.EVENTS) - placed
    assert {r.alias for r in recs} == set(ALIASES)
    assert all(r.result is not None and r.ending in ("all", "twelve") for r in recs)
    # the spectator's lines are the players' with the drawn cards unseen, line for line
    for r in recs[:10]:
        assert len(r.unseen) == len(r.events)
        assert all(seen in (full, _as_listed(full)) for full, seen in zip(r.events, r.unseen))
        assert any(seen != full for full, seen in zip(r.events, r.unseen))
