"""Property tests for カーテンコール: random legal games, their written forms,
one-event mutations, and arbitrary input.

Games come from ``referee.games.curtain_call.play``, which plays through the
engine's own ``legal_events()`` with a per-game swarm policy, so long and
unusual games (always clap, always boo, seek the Joker, unpairable opens …)
turn up beside ordinary ones.

When a property fails, the failing log is written to
``tests/regressions/curtain_call/`` with a sidecar saying what the referee
must say about it; :func:`test_saved_regressions` replays every such log.
Each test runs a few examples in the default profile (``ci``) and its nightly
count under ``HYPOTHESIS_PROFILE=nightly`` (referee/harness/properties.py,
docs/testing.md).
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from collections import Counter
from contextlib import contextmanager
from pathlib import Path

from hypothesis import given, note, target
from hypothesis import strategies as st
from hypothesis.control import current_build_context

from referee.core import cards as C
from referee.core.clauses import index
from referee.core.findings import Verdict
from referee.core.referee import check, check_text, replay
from referee.games.curtain_call import rules
from referee.games.curtain_call.play import GameRecord, Style, drawn_game, random_game
from referee.harness import properties as P
from referee.harness.mutations import mutate_tokens
from referee.harness.strategies import DrawChooser, drawn
from referee.notation.reader import LogReader

ROOT = Path(__file__).resolve().parent.parent
REGRESSIONS = ROOT / "tests" / "regressions" / "curtain_call"
INTERNAL = P.INTERNAL
GAMES = P.games(drawn_game)


# -- the clause ids a violation may cite ----------------------------------------------


def _feature_clause_ids() -> set[str]:
    """The clause ids the features define (the clause index is built from them)."""
    return {c.id for c in index().clauses if c.id.startswith("CC-")}


def _engine_clause_ids() -> set[str]:
    ids = {v for k, v in vars(rules).items() if k.isupper() and isinstance(v, str) and re.fullmatch(r"CC-[A-Z-]+", v)}
    return ids | {r.clause for r in rules.RULINGS}


# The features are the source of truth: a violation must cite a clause defined there.
KNOWN_CLAUSES = _feature_clause_ids()


def test_clause_ids_are_collected():
    """Every clause constant of the engine is a clause of the features (so the
    check above is neither empty nor missing a clause the engine cites)."""
    assert {"CC-SCOUT-DRAW", "CC-SPOT-PAIR", "CC-RULING-UNPAIRED"} <= KNOWN_CLAUSES
    assert _engine_clause_ids() <= KNOWN_CLAUSES, sorted(_engine_clause_ids() - KNOWN_CLAUSES)


# -- keeping failing games ------------------------------------------------------------


def save_regression(data: str | bytes, test: str, expect: str, **extra) -> Path:
    """Write a failing log and its sidecar (``NAME.log`` + ``NAME.json``)."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    digest = hashlib.sha1(raw).hexdigest()[:12]
    REGRESSIONS.mkdir(parents=True, exist_ok=True)
    log = REGRESSIONS / f"{test}-{digest}.log"
    log.write_bytes(raw)
    sidecar = {"expect": expect, "found-by": test, **extra}
    log.with_suffix(".json").write_text(json.dumps(sidecar, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return log


def _final_example() -> bool:
    """True while Hypothesis replays the minimal failing example (the one it reports)."""
    try:
        return current_build_context().is_final
    except Exception:
        return True  # outside Hypothesis: every failure is final


@contextmanager
def kept(data: str | bytes, test: str, expect: str, **extra):
    """``note()`` the log, and save it as a regression if the block fails."""
    note(data if isinstance(data, str) else repr(data))
    try:
        yield
    except BaseException:
        if _final_example():
            path = save_regression(data, test, expect, **extra)
            note(f"kept as {path.relative_to(ROOT)}")
        raise


def expect_ok(expect: str, v: Verdict) -> str | None:
    """Why ``v`` does not meet the sidecar expectation ``expect`` (None: it does)."""
    internal = [f for f in v.findings if f.clause == INTERNAL]
    if internal:
        return "the referee failed internally: " + "; ".join(map(str, internal))
    unknown = [f for f in v.violations if f.clause not in KNOWN_CLAUSES or any(r not in KNOWN_CLAUSES for r in f.rulings)]
    if unknown:
        return "violations cite unknown clauses: " + "; ".join(map(str, unknown))
    if expect == "clean" and (v.violations or v.warnings or v.errors):
        return "expected a clean verdict, got:\n" + "\n".join(map(str, v.sorted()))
    if expect == "flagged" and not (v.violations or v.warnings or v.errors):
        return "expected at least one violation, recorder's slip or input error, got a clean verdict"
    if expect not in ("clean", "flagged", "no-crash"):
        return f"unknown expectation {expect!r}"
    return None


def _check_kept(data: str | bytes, test: str, expect: str, partial: bool = False, **extra) -> Verdict:
    with kept(data, test, expect, partial=partial, **extra):
        if isinstance(data, bytes):
            v = check(LogReader.from_bytes(data, f"{test}.log"), partial=partial)
        else:
            v = check_text(data, f"{test}.log", partial=partial)
        json.dumps(v.to_json())  # a verdict always serialises
        problem = expect_ok(expect, v)
        assert problem is None, problem
    return v


def _regression_files() -> list[Path]:
    return sorted(REGRESSIONS.glob("*.log")) if REGRESSIONS.is_dir() else []


def test_saved_regressions():
    """Every kept log is judged as its sidecar says (see the folder's README)."""
    logs = _regression_files()
    assert logs, f"{REGRESSIONS} holds no regression logs"
    problems = []
    for log in logs:
        sidecar = json.loads(log.with_suffix(".json").read_text(encoding="utf-8"))
        v = check(LogReader.from_bytes(log.read_bytes(), str(log)), partial=sidecar.get("partial", False))
        problem = expect_ok(sidecar["expect"], v)
        missing = set(sidecar.get("clauses", ())) - {f.clause for f in v.findings}
        if problem is None and missing:  # a regression may pin the clauses it must be reported under
            problem = f"expected findings citing {sorted(missing)}, got:\n" + "\n".join(map(str, v.sorted()))
        if problem is not None:
            problems.append(f"{log.name} ({sidecar.get('why', sidecar['found-by'])}): {problem}")
    assert not problems, "\n\n".join(problems)


def test_regression_folder_is_explained():
    assert (REGRESSIONS / "README.md").is_file()
    for log in _regression_files():
        assert log.with_suffix(".json").is_file(), f"{log.name} has no sidecar"


# -- invariants at every step of a legal game -----------------------------------------

SET_SIZE = 13


def _card_zones(state) -> dict[str, list]:
    s = state
    return {
        "hands": s.hand,
        "stages": s.kami + s.shimo,
        "presented": [s.p_actor, s.p_kuroko],
        "set": s.slots,
        "main": [s.opened],
        "out": [s.discard],
    }


def check_invariants(state, lines: list[str], players: tuple[str, str], prev: dict) -> dict:
    """Everything that must hold after the events ``lines`` (full information)."""
    ledger = state.ledger
    # 53 cards, each in exactly one zone, all of them known, the index agreeing
    seen: Counter[int] = Counter()
    for z in ledger.zones.values():
        assert not z.hidden, f"{z.label} has unknown cards in a full-information game"
        for c in z.known:
            seen[c] += 1
            assert ledger.where.get(c) is z, f"{C.text(c)} is in {z.label} but the ledger says {ledger.where.get(c)}"
    assert set(seen) == set(range(53)), f"missing cards: {sorted(map(C.text, set(range(53)) - set(seen)))}"
    assert all(n == 1 for n in seen.values()), f"cards in two places: {[C.text(c) for c, n in seen.items() if n > 1]}"
    groups = _card_zones(state)
    counts = {k: sum(len(z) for z in zs) for k, zs in groups.items()}
    assert sum(counts.values()) == 53, f"hands + stages + presented + set + main + out = {counts}"
    extra = [z.label for z in ledger.zones.values() if len(z) and not any(z is y for zs in groups.values() for y in zs)]
    assert not extra, f"cards in zones outside the table: {extra}"

    # counts follow from the events so far
    hand = [0, 0]
    opens = 0
    boos = [0, 0]
    for line in lines:
        actor, verb, *args = line.split()
        if verb == "deal":
            hand[players.index(args[0])] = 20
            continue
        if actor == "table":
            continue
        i = players.index(actor)
        if verb == "scout":
            hand[i] += 1
            hand[1 - i] -= 1
        elif verb in ("actor", "kuroko", "pair"):
            hand[i] -= 1
        elif verb == "open":
            opens += 1
        elif verb == "boo":
            boos[i] += 1
    for i in (0, 1):
        assert hand[i] >= 0 and len(state.hand[i]) == hand[i], f"{players[i]} holds {len(state.hand[i])}, events say {hand[i]}"
        assert state.boos[i] == boos[i]
    set_count = sum(1 for z in state.slots if len(z))
    assert set_count == (SET_SIZE - opens if state.slots else 0)
    assert set_count <= prev.get("set", SET_SIZE), "the set grew"
    stage = [len(state.kami[i]) + len(state.shimo[i]) for i in (0, 1)]
    for i in (0, 1):
        assert stage[i] >= prev.get("stage", [0, 0])[i], f"a card left {players[i]}'s stage"
    if state.phase() in ("scout", "action"):
        assert counts["presented"] == 0, "presented cards linger into a new turn"
    return {"set": set_count, "stage": stage}


def check_score_identity(state, rec: GameRecord) -> None:
    """final = カミ − hand − boo penalty, recomputed from the zones and the events."""
    opts = {r.name: r.default for r in rules.RULINGS} | rec.options
    ace = 14 if opts["card-values"] == "ace-high" else 1

    def value(c: int) -> int:
        r = C.rank_of(c)
        return ace if r == 1 else r

    ending = state.ending
    left = sum(1 for z in state.slots if len(z))
    if ending == "joker":
        assert any(C.JOKER in z.known for z in state.shimo), "a Joker ending leaves the Joker in a シモ"
    elif ending == "last-card":
        assert left == 1
    else:
        assert ending == "short-hand"
        lum, nox = state.lumina, 1 - state.lumina
        assert len(state.hand[lum]) + (1 if len(state.hand[nox]) else 0) < 2
    rule = opts["boo-penalty"]
    applies = rule == "always" or (
        rule == "last-card"
        and (ending == "last-card" or (ending == "short-hand" and opts["short-hand"] == "end-with-penalty"))
    )
    bd = state.breakdown()
    res = state.result()
    totals = {}
    for i, p in enumerate(rec.players):
        kami = sum(value(c) for c in state.kami[i].known)
        hand = sum(value(c) for c in state.hand[i].known)
        boos = sum(1 for e in rec.events if e == f"{p} boo")
        boo = max(0, int(opts["boo-quota"]) - boos) * 15 if applies else 0
        assert bd[p]["kami"] == kami and bd[p]["hand"] == hand and bd[p]["boos"] == boos and bd[p]["boo"] == boo, bd[p]
        assert bd[p]["total"] == kami - hand - boo == res.scores[p]
        totals[p] = kami - hand - boo
    best = max(totals.values())
    winners = [p for p in rec.players if totals[p] == best]
    if len(winners) > 1 and opts["tie"] == "fewer-cards":
        fewest = min(len(h) for h in state.hand)
        winners = [p for i, p in enumerate(rec.players) if len(state.hand[i]) == fewest]
    assert res.winners == winners


@P.examples(quick=3, nightly=200)
@given(GAMES)
def test_invariants_at_every_step(rec: GameRecord):
    target(len(rec.events), label="events")  # lean towards long games too
    text = rec.text()
    with kept(text, "invariants", "clean"):
        lines: list[str] = []
        prev: dict = {}
        steps = 0
        state = None
        for event, state, findings in replay(LogReader.from_text(text, "g.log")):
            assert not findings, findings
            if event is None:
                continue
            lines.append(" ".join([event.actor, event.verb, *event.args]))
            steps += 1
            if len(lines) >= 3:  # after the standby
                prev = check_invariants(state, lines, rec.players, prev)
        assert steps == len(rec.events) + 3
        assert state is not None and state.is_over()
        check_score_identity(state, rec)


@P.examples(quick=3, nightly=200)
@given(GAMES, st.data())
def test_copies_are_independent(rec: GameRecord, data):
    """state.copy() (undo in the console) branches: the copy and the original
    evolve alike from the same events and never affect each other (from the
    end of the standby on)."""
    P.assert_copies_independent("\n".join(rec.lines()) + "\n", data, low=3)


# -- written and read back ------------------------------------------------------------


@P.examples(quick=3, nightly=200)
@given(GAMES, drawn(Style.draw), st.data())
def test_written_games_are_clean(rec: GameRecord, style, data):
    """Any spelling of a legal game (aliases, card spellings, placement words,
    comments, CRLF, claims, optional take lines) is read back and judged clean,
    with the same result."""
    text = rec.text(style, DrawChooser(data.draw))
    v = _check_kept(text.encode("utf-8"), "written", "clean")
    with kept(text, "written", "clean"):
        assert v.over and v.events == len(rec.events) + 3 + (len(rec.takers) if style.takes else 0)
        assert v.result is not None and v.result.scores == rec.result.scores and v.result.winners == rec.result.winners
        assert not v.unverifiable, v.unverifiable  # nothing is hidden in a full-information log


@P.examples(quick=3, nightly=200)
@given(GAMES)
def test_observer_logs_are_clean(rec: GameRecord):
    """The masked log (deals, set, scouts and kurokos unseen; hands shown at the
    end) has no violations and no errors; once the hands are shown the result
    is the same as the full game's."""
    text = rec.observer_text(claims=True)
    v = _check_kept(text, "observer", "clean")
    with kept(text, "observer", "clean"):
        assert all(f.clause in KNOWN_CLAUSES for f in v.unverifiable)
        assert v.over and v.result is not None
        assert v.result.scores == rec.result.scores and v.result.winners == rec.result.winners


@P.examples(quick=3, nightly=200)
@given(GAMES, st.sampled_from(("view", "view", 0, 10, 50, 90)), st.data())
def test_partly_seen_logs_are_clean(rec: GameRecord, mask, data):
    """A recorder who misses any subset of the face-down cards (one player's
    view, or each card missed at random) writes a clean log; with the hands
    shown at the end the result is the full game's."""
    if mask == "view":
        text = rec.view_text(data.draw(st.sampled_from(rec.players), label="viewer"), claims=True)
    else:
        ch = DrawChooser(data.draw)
        text = rec.masked_text(lambda kind, owner: ch.percent(mask), claims=True)
    v = _check_kept(text, "masked", "clean")
    with kept(text, "masked", "clean"):
        assert v.over and v.result is not None
        assert v.result.scores == rec.result.scores and v.result.winners == rec.result.winners
        if mask == 0:
            assert not v.unverifiable, v.unverifiable
    # without the hands shown, nothing is a violation either; scores may stay unknown
    unshown = rec.observer_text() if mask == "view" else rec.masked_text(lambda kind, owner: ch.percent(mask), show=False)
    v = _check_kept(unshown, "masked", "clean")
    with kept(unshown, "masked", "clean"):
        assert v.over and v.result is not None
        for p, score in v.result.scores.items():
            assert score is None or score == rec.result.scores[p]


# what a wrong claim must be reported under (docs/clause-ids-curtain-call.txt)
CLAIM_CLAUSES = {"scores": "CC-CALL-FINAL", "winner": "CC-CALL-ANNOUNCE", "kami": "CC-CALL-KAMI",
                 "hand": "CC-CALL-HAND", "boo": "CC-CALL-BOO", "boos": "CC-CALL-BOO", "total": "CC-CALL-FINAL"}


@P.examples(quick=3, nightly=200)
@given(GAMES, st.data())
def test_wrong_claims_are_flagged(rec: GameRecord, data):
    """One number (or the winner) of the players' claims changed: the referee
    reports the clause of that part of the score, on the claim's line."""
    claims = rec.claim_lines()
    i = data.draw(st.integers(0, len(claims) - 1), label="claim")
    line = claims[i]
    if line.startswith("claim winner:"):
        said = line.split(":")[1].strip()
        other = data.draw(st.sampled_from([w for w in (*rec.players, "draw") if w != said]), label="winner")
        claims[i], key = f"claim winner: {other}", "winner"
        # a draw settled by fewer cards (option tie) names one winner, so a wrong "draw" is still wrong
    else:
        parts = re.findall(r"(\S+) (-?\d+)", line.split(":", 1)[1])
        k = data.draw(st.integers(0, len(parts) - 1), label="part")
        delta = data.draw(st.integers(1, 30) | st.integers(-30, -1), label="delta")
        name, value = parts[k]
        parts[k] = (name, str(int(value) + delta))
        head = line.split(":", 1)[0]
        claims[i] = f"{head}: " + ", ".join(f"{a} {b}" for a, b in parts)
        key = "scores" if head == "claim" else name
    text = "\n".join(rec.lines() + claims) + "\n"
    v = _check_kept(text, "claim", "flagged", clauses=[CLAIM_CLAUSES[key]])
    with kept(text, "claim", "flagged", clauses=[CLAIM_CLAUSES[key]]):
        line_no = len(rec.lines()) + i + 1
        assert [f.clause for f in v.violations] == [CLAIM_CLAUSES[key]], v.sorted()
        assert v.violations[0].position.line == line_no
        assert not v.errors


@P.examples(quick=3, nightly=200)
@given(GAMES, st.data())
def test_cut_short_logs(rec: GameRecord, data):
    """Every prefix of a legal game is clean as a fragment, and flagged when it
    claims to be the whole game: LOG-INCOMPLETE, or a violation of the step the
    log leaves out (a Joker opened without the follow-up card, a pairing never
    made)."""
    lines = rec.lines()
    cut = data.draw(st.integers(len(rec.header_lines()), len(lines) - 1), label="cut")
    text = "\n".join(lines[:cut]) + "\n"
    _check_kept(text, "prefix", "clean", partial=True)
    v = _check_kept(text, "prefix", "flagged")
    with kept(text, "prefix", "flagged"):
        if not v.violations:
            assert any(f.clause == "LOG-INCOMPLETE" for f in v.errors), v.sorted()


# -- one-event mutations --------------------------------------------------------------

MUTATIONS = ("drop", "duplicate", "swap", "card", "actor")


def mutate(rec: GameRecord, data) -> P.Mutation:
    """One event of the canonical log dropped, duplicated, swapped with the
    next, given another card (or slot), or given another actor (or the table)."""

    def recast(kind: str, out: list[str], i: int) -> None:  # the card of event i
        toks = out[i].split()
        spots = [j for j, t in enumerate(toks) if j >= 2 and (t in C.SPELLINGS or (toks[1] == "open" and j == 2))]
        if not spots:  # clap / boo: nothing to change, so change the verb's call instead
            toks[1] = "boo" if toks[1] == "clap" else "clap"
        else:
            j = data.draw(st.sampled_from(spots), label="token")
            if toks[1] == "open" and j == 2:
                toks[j] = str(data.draw(st.integers(1, 13).filter(lambda n: str(n) != toks[2]), label="slot"))
            else:
                old = C.parse(toks[j])
                new = data.draw(st.integers(0, 52).filter(lambda c: c != old), label="card")
                toks[j] = C.text(new)
        out[i] = " ".join(toks)

    body = rec.setup_lines() + list(rec.events)
    return P.mutated(rec.header_lines(), body, (*rec.players, "table"), data, MUTATIONS, recast)


def listed_legal(lines: list[str], rec: GameRecord) -> tuple[bool, str]:
    """Is this log a legal complete game, by the engine's own move listing?

    The standby is legal when it deals the same hands and set as the original
    (in any order); every later event must be listed by ``legal_events()`` in
    the state before it, and the game must end at the curtain call.
    """
    n = len(rec.header_lines())
    if sorted(lines[n : n + 3]) != sorted(rec.setup_lines()):
        return False, "the standby differs"
    return P.listed_legal(lines, n + 3, lambda state, line: line in state.legal_events())


@P.examples(quick=4, nightly=200)
@given(GAMES, st.data())
def test_mutations_are_flagged(rec: GameRecord, data):
    m = mutate(rec, data)
    what, lines, text = m.what, m.lines, m.text
    legal, why = listed_legal(lines, rec)
    note(why)
    v = _check_kept(text, "mutation", "clean" if legal else "flagged", why=f"{what}: {why}")
    with kept(text, "mutation", "flagged", why="strict mode or replay disagrees with check"):
        # strict mode stops at the first violation: its findings are a prefix of the full list
        strict = check_text(text, "mutation.log", strict=True)
        assert strict.findings == v.findings[: len(strict.findings)]
        assert strict.stopped_early == bool(v.violations)
        if v.violations:
            assert strict.findings[-1] == v.violations[0]
        # replay() reports check()'s findings at their events: all of them but the end-of-log checks, nothing else
        seen = [repr(f) for _e, _s, found in replay(LogReader.from_text(text, "mutation.log")) for f in found]
        assert not Counter(seen) - Counter(map(repr, v.findings)), "replay reports what check() does not"
        before_end = check_text(text, "mutation.log", partial=True)  # no end-of-game checks
        assert all(repr(f) in seen for f in before_end.findings if f.event is not None), "replay leaves out a finding"


# -- arbitrary input never crashes the reader or the referee ------------------------------

VOCAB = (
    "Aki", "Ben", "table", "scout", "actor", "kuroko", "clap", "boo", "reveal", "take", "open", "pair", "show", "deal",
    "set", "スカウト", "黒子", "ペア", "=", "5", "13", "0", "-1", "99", "??", "??*3", "??*0", "??*x", "JK", "7S", "7s",
    "10H", "TH", "♠7", "ＫＤ", "AS", "QC", "kami", "shimo", "face-up", "face-down", "表", "#", ":", "claim:",
    "claim winner:", "option", "game:", "players:", "Aki:", "kami", "hand", "boo", "draw", "\t", "",
)


@P.examples(quick=20, nightly=200)
@given(st.text(max_size=400))
def test_any_text_never_crashes(text: str):
    _check_kept(text, "text", "no-crash")
    _check_kept("game: curtain-call\nplayers: Aki Ben\n" + text, "text", "no-crash")


@P.examples(quick=20, nightly=200)
@given(st.binary(max_size=400))
def test_any_bytes_never_crash(data: bytes):
    _check_kept(b"game: curtain-call\nplayers: Aki Ben\n" + data, "bytes", "no-crash")


def _byte_mutations(raw: bytes, data) -> bytes:
    buf = bytearray(raw)
    for _ in range(data.draw(st.integers(1, 6), label="edits")):
        i = data.draw(st.integers(0, len(buf)), label="at")
        op = data.draw(st.sampled_from(("flip", "insert", "delete", "copy", "newline")), label="op")
        if op == "flip" and i < len(buf):
            buf[i] = data.draw(st.integers(0, 255))
        elif op == "insert":
            buf[i:i] = data.draw(st.binary(min_size=1, max_size=8))
        elif op == "delete":
            del buf[i : i + data.draw(st.integers(1, 40))]
        elif op == "copy":
            j = data.draw(st.integers(0, len(buf)))
            buf[i:i] = buf[j : j + data.draw(st.integers(1, 60))]
        else:
            buf[i:i] = b"\n"
    return bytes(buf)


@P.examples(quick=4, nightly=200)
@given(GAMES, st.booleans(), st.data())
def test_mutated_bytes_never_crash(rec: GameRecord, masked: bool, data):
    raw = (rec.observer_text(claims=True) if masked else rec.text()).encode("utf-8")
    _check_kept(_byte_mutations(raw, data), "bytes", "no-crash")


@P.examples(quick=4, nightly=200)
@given(GAMES, st.booleans(), st.data())
def test_mutated_tokens_never_crash(rec: GameRecord, masked: bool, data):
    """Structure-aware fuzzing: real lines with tokens replaced, inserted or removed."""
    lines = (rec.observer_text(claims=True) if masked else rec.text()).splitlines()
    text = mutate_tokens(lines, data, VOCAB, max_edits=8, ops=("replace", "insert", "delete", "move-line"), max_word=5)
    for partial in (False, True):
        _check_kept(text, "tokens", "no-crash", partial=partial)
    with kept(text, "tokens", "no-crash"):
        check_text(text, "t.log", strict=True)  # strict mode stops early, never crashes
        for _event, _state, findings in replay(LogReader.from_text(text, "t.log")):
            assert not any(f.clause == INTERNAL for f in findings)
            if _state is not None:
                _state.facts()  # the console's view of any position


# -- the generator itself -------------------------------------------------------------


def test_random_games_are_reproducible_and_varied():
    a = [random_game(random.Random(9)).text() for _ in range(2)]
    assert a[0] == a[1]
    recs = [random_game(random.Random(s)) for s in range(120)]
    assert {r.ending for r in recs} == {"joker", "last-card", "short-hand"}
    assert len({len(r.events) for r in recs}) > 20
    assert max(len(r.events) for r in recs) >= 90  # long games occur (claps all the way)
    P.assert_verbs_occur(recs, ("scout", "actor", "kuroko", "clap", "boo", "reveal", "open", "pair"))

