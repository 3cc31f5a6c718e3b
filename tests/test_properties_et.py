"""Property tests for えいつく: random legal games (``referee.games.eitsuku.play``, played through the engine's
own ``legal_events()``), the table's invariants at every step, the written, spectator and cut-short forms,
wrong claims, copies of the state (the console's undo), one-event mutations, and the generator itself.

Each test runs a few examples in the default profile and its nightly count under ``HYPOTHESIS_PROFILE=nightly``
(referee/harness/properties.py, docs/testing.md): a game is about 130 events.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

import referee.games.eitsuku  # noqa: F401  (registers the game)
from referee.core.referee import check_text, start
from referee.core.table import Move
from referee.games.eitsuku import cards as K
from referee.games.eitsuku import clauses as C
from referee.games.eitsuku import rules
from referee.games.eitsuku.play import ALIASES, EtGameRecord, EtPolicy, drawn_game, play, random_game
from referee.harness import properties as P
from referee.notation.model import Event
from referee.notation.numbers import count
from referee.notation.reader import LogReader

KNOWN_CLAUSES = P.clause_ids("ET", C, rulings=rules.RULINGS)


def test_clause_ids_are_collected():
    assert {"ET-SET-CAST", "ET-SCOUT-ONE", "ET-MAT-ROLE-ACTOR", "ET-SCORE", "ET-GOAL", "ET-RULING-FLIP"} <= KNOWN_CLAUSES


def _claims(rec: EtGameRecord) -> str:
    return "".join(c + "\n" for c in rec.claim_lines())


# -- invariants at every step ------------------------------------------------------------------------------


class Watcher(P.Watcher):
    """After every event of a generated game: every card of the closed piles in exactly one place and where the
    ledger says, the budget cards counted (piles, stocks, discard), one card a slot and of the slot's kind, at most
    5 budget cards a week, a released film stays released, the weeks only go on."""

    def __init__(self) -> None:
        super().__init__()
        self.budget: dict[str, int] | None = None
        self.week = 0
        self.released: dict[str, int] = {}

    def check(self, s: rules.EitsukuState, line: str | None) -> None:
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


@P.examples(quick=3, nightly=25)
@given(st.data())
def test_invariants_at_every_step(data):
    w = Watcher()
    rec = P.watched(data, play, EtPolicy.draw_from, w)
    res = rec.result
    assert res is not None and rec.ending in ("all", "twelve")
    assert (rec.ending == "all") == (len(w.released) == len(rec.players))
    assert rec.ending == "all" or w.week == rules.LAST_WEEK
    assert set(res.scores) == set(rec.players) and all(isinstance(v, int) for v in res.scores.values())
    best = max(res.scores.values())
    assert res.winners == [p for p in rec.players if res.scores[p] == best]


# -- the written game reads back clean, with the generator's result ---------------------------------------------


@P.examples(quick=3, nightly=25)
@given(P.games(drawn_game))
def test_written_games_are_clean(rec: EtGameRecord):
    """Plain and human-written (comments at each week, one verb by its Japanese alias), with the claims written
    from the result: clean, not a finding, and the generator's scores and winners."""
    for human in (False, True):
        P.assert_clean(rec.text(human=human) + _claims(rec), silent=True, result=rec.result)


@P.examples(quick=3, nightly=25)
@given(P.games(drawn_game))
def test_observer_logs_are_accepted(rec: EtGameRecord):
    """The game as a spectator writes it (a role card scouted only by its pile, an event card drawn as ``??``): never
    a violation nor an error; each score is the generator's, or unknown with an unverifiable finding that says why."""
    text = rec.observer_text() + _claims(rec)
    assert "view: observer" in text
    v = P.assert_clean(text, "observer.log")
    assert v.result is not None
    unknown = [p for p, score in v.result.scores.items() if score is None]
    assert all(v.result.scores[p] == rec.result.scores[p] for p in rec.players if p not in unknown), v.result.scores
    if unknown:
        assert v.unverifiable, f"{unknown}'s scores left unknown without a word"
    else:
        assert v.result.winners == rec.result.winners


@P.examples(quick=3, nightly=25)
@given(P.games(drawn_game), st.data())
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


@P.examples(quick=3, nightly=25)
@given(P.games(drawn_game), st.data())
def test_cut_short_logs(rec: EtGameRecord, data):
    """Every prefix of a legal game is clean as a fragment (``partial``), and incomplete as a whole game."""
    lines = rec.text().splitlines()
    cut = data.draw(st.integers(len(rec.header_lines()), len(lines) - 1), label="cut")
    text = "\n".join(lines[:cut]) + "\n"
    P.assert_clean(text, "prefix.log", partial=True, silent=True)
    v = check_text(text, "prefix.log")
    assert [f.clause for f in v.findings] == ["LOG-INCOMPLETE"], P.said(v)


@P.examples(quick=3, nightly=25)
@given(P.games(drawn_game), st.data())
def test_copies_are_independent(rec: EtGameRecord, data):
    """state.copy() (the console's undo) branches: the copy and the original evolve alike from the same events
    and never affect each other."""
    state, twin = P.assert_copies_independent(rec.text(), data)
    assert state.events == len(rec.events)
    assert state.result().scores == twin.result().scores == rec.result.scores


# -- one-event mutations ----------------------------------------------------------------------------------------

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


def _legal(m: P.Mutation) -> tuple[bool, str]:
    """Is every event listed by ``legal_events()`` before it (with what chance gave written in) and applied without
    a finding, and does the game end?"""
    return P.listed_legal(m.lines, m.head, _listed, quiet=True)


@P.examples(quick=6, nightly=50)
@given(P.games(drawn_game), st.data())
def test_mutations_are_flagged_or_legal(rec: EtGameRecord, data):
    """One event dropped, written twice, swapped with the next, or given to another player: the referee never
    fails; a log it judges clean is a legal game (every line listed, the game over), and a legal one is not given
    a violation; a violation cites a clause of えいつく (or of the notation)."""
    m = P.mutated(rec.header_lines(), rec.events, rec.players, data)
    P.assert_mutation_judged(m, KNOWN_CLAUSES, _legal)


# -- the generator itself -----------------------------------------------------------------------------------------


def test_random_games_are_reproducible_and_varied():
    assert random_game(random.Random(5)).text() == random_game(random.Random(5)).text()
    assert random_game(random.Random(5)).observer_text() == random_game(random.Random(5)).observer_text()
    recs = [random_game(random.Random(s)) for s in range(80)]
    assert {len(r.players) for r in recs} == {2, 3, 4, 5, 6}
    P.assert_verbs_occur(recs, ("roll", "draw", "budget", "place", "scout", "gain", "cast", "end", "release"))
    placed = {e.split()[2] for r in recs for e in r.events if e.split()[1] == "place"}
    assert placed == set(K.EVENTS), set(K.EVENTS) - placed
    assert {r.alias for r in recs} == set(ALIASES)
    assert all(r.result is not None and r.ending in ("all", "twelve") for r in recs)
    # the spectator's lines are the players' with the drawn cards unseen, line for line
    for r in recs[:10]:
        assert len(r.unseen) == len(r.events)
        assert all(seen in (full, _as_listed(full)) for full, seen in zip(r.events, r.unseen))
        assert any(seen != full for full, seen in zip(r.events, r.unseen))


# -- the reading's shortcuts (issue 15): the same reading as the long way ---------------------------------------------


def _read_draw(line: str) -> list[rules.Card]:
    reader = LogReader.from_text(f"game: eitsuku\nplayers: Aki Ben\n{line}\n", "x.log")
    _judge, state, _verdict = start(reader)
    event = next(item for item in reader if isinstance(item, Event))
    return state._cards(Move(event, "draw", 0))


def test_every_card_word_reads_alike_alone_or_counted():
    """A card word read at once from the spellings (``_cards``' usual case) is what the long way reads: the same word
    with a count (``TOK*2``, split off first) names the same card twice; the card's kind is its name's."""
    for tok, name in K.CARD_SPELLINGS.items():
        for sep in ("*", "×", "x"):  # no spelling ends in a count the long way would split off (``actor×2``)
            head, mark, tail = tok.rpartition(sep)
            assert not (mark and head and count(tail)), tok
        alone, counted = _read_draw(f"Aki draw {tok}"), _read_draw(f"Aki draw {tok}*2")
        assert [c.name for c in alone] == [name] and [c.name for c in counted] == [name, name], tok
        c = alone[0]
        assert (c.role, c.budget, c.event, c.unseen, c.token) == (K.ROLES.get(name), name in K.BUDGET,
                                                                 name in K.EVENTS, False, 2), tok
    unseen = _read_draw("Aki draw ?? ??*2")
    assert [(c.name, c.unseen, c.role, c.token) for c in unseen] == [("??", True, None, 2)] + [("??", True, None, 3)] * 2
    wrong = _read_draw("Aki draw actor7")[0]  # a number on no card (ET-CARDS-ROLES)
    assert (wrong.name, wrong.role, wrong.budget, wrong.event) == ("!actor", K.Role("actor", None), False, False)


def test_copy_ids_are_each_cards_physical_copies():
    """The per-edition table of copies (made once) names each event card's and each numbered role card's copies as
    ``event_ids`` and ``role_ids`` do, and nothing else; the event domain is every event copy."""
    for copies in (K.EVENT_COPIES, rules.MAX_EVENT_COPIES):
        ids, domain = rules.copy_ids(copies)
        roles = {f"{k}{n}" for k in K.KINDS for n in range(1, 7)}
        assert set(ids) == set(K.EVENTS) | roles
        for name in K.EVENTS:
            assert ids[name] == tuple(rules.event_ids(name, copies)) and len(ids[name]) == copies
        for name in roles:
            assert ids[name] == tuple(rules.role_ids(name))
        assert domain == frozenset(i for e in K.EVENTS for i in rules.event_ids(e, copies))
        assert rules.copy_ids(copies)[0] is ids  # made once
