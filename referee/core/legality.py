"""One legality: what ``check``, the console's ``try`` and its ``legal`` answer about one event at one position.

A judge at the table asks "may I do this, here?". The referee has one answer, whichever way it is asked:

- :func:`judge_next` is the answer for one event: the findings ``check --partial`` reports at that event's line
  when the log that reached the position ends with it. The event is applied to a copy of the position, then what
  the referee held back is applied as at the end of a log (an event that may be early is judged as written, since
  no line after it fills the steps before it), the checks on hidden cards it leaves open are unverifiable, as at
  the end of a log, and the findings about the event are kept.
- :func:`legal` lists the candidate events of the position (:meth:`referee.core.game.State.candidate_events`,
  each game's own list of what may be tried there) whose answer has no violation and no error. An event is
  listed exactly when ``try`` calls it legal, by construction.

``tests/test_one_legality.py`` holds the three together: at positions of every bundled log and of generated
games, each listed event is accepted by ``try``, each event ``try`` accepts among the recorded next lines and
their mutants is listed, and ``check`` of the log cut there and ended with the event reports the same findings
at its line.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from ..notation.model import Event, LogError
from ..notation.reader import read_event
from .findings import BLAME, UNVERIFIABLE, VIOLATION, Finding
from .game import State
from .readings import Readings
from .referee import Judge, settle, step

#: the path of an event that is typed rather than read from a log (the console's ``try``, the candidates of ``legal``)
TYPED = "<typed>"


@dataclass(frozen=True)
class Answer:
    """The referee's answer about one event at one position: the findings ``check`` reports at its line."""

    event: Event
    findings: tuple[Finding, ...]
    opened: int  # checks on hidden cards the event leaves open (settled when the cards are shown)
    #: what the event makes the referee say of earlier lines: a line read as a recorder's slip only so that this
    #: event is in order (the log's word stands, so the event is not legal there)
    earlier: tuple[Finding, ...] = ()

    @property
    def legal(self) -> bool:
        """No violation and nothing misread or unreadable, at the event or at an earlier line it makes the referee read
        again (a check left open on hidden cards is no violation)."""
        return not any(f.kind in BLAME for f in (*self.findings, *self.earlier))

    @property
    def broken(self) -> tuple[Finding, ...]:
        """What the event breaks or what cannot be read in it (the findings but those left unverifiable)."""
        return tuple(f for f in self.findings if f.kind != UNVERIFIABLE)


def open_checks(state: State) -> int:
    """The checks on hidden cards the position leaves open (a game that keeps none has none)."""
    ledger = state.ledger
    return len(ledger.unsettled()) if ledger is not None and hasattr(ledger, "unsettled") else 0


def judge_next(state: State, event: Event, options: dict[str, Any] | None = None,
               baseline: list[frozenset[tuple[Any, ...]]] | None = None) -> Answer:
    """The findings ``check --partial`` reports at ``event`` when the log that reached ``state`` (stepped event by
    event, as ``check`` steps it: not :meth:`~referee.core.game.State.shown`) ends with it, and what it makes the
    referee say of earlier lines that the log ending before it does not (:attr:`Answer.earlier`). ``state`` is not
    changed. ``options``: the rulings in effect there; ``baseline``: where :func:`ending_here` of ``state`` is kept
    once made (a caller that asks about several events there passes the same list)."""
    return _judge(state, event, options, baseline, weigh=True)[0]


def _judge(state: State, event: Event, options: dict[str, Any] | None, baseline: list[frozenset[tuple[Any, ...]]] | None,
           weigh: bool) -> tuple[Answer, bool]:
    """:func:`judge_next`; without ``weigh``, with no new reading of a recorder's slip begun (those being weighed at
    ``state`` go on), and whether a finding could have begun one (then the answer may not be :func:`judge_next`'s)."""
    event = _after_last_line(state, event)
    judge = Judge(TYPED, state.game, options=options)
    fork = state.fork(judge)
    if not weigh and isinstance(fork, Readings):
        fork.stop_weighing()
    before = open_checks(fork)
    step(fork, event, judge)
    fork.flush(judge)  # the end of the fragment: what was held back is judged as written
    opened = open_checks(fork) - before
    settle(fork, judge, [])  # … and the checks on hidden cards still open are unverifiable, as at the end of a log
    mine = tuple(f for f in judge.findings if f.position.path == TYPED) + _held_at_typed(fork, judge)
    weighable = any(f.kind == VIOLATION or f.lacks or f.clause == "LOG-REPEATED" for f in judge.findings)
    others = [f for f in judge.findings if f.position.path != TYPED and f.kind != UNVERIFIABLE]
    if not others:
        return Answer(event, mine, opened), weighable
    if baseline is None:
        baseline = []
    if not baseline:
        baseline.append(ending_here(state, options))
    return Answer(event, mine, opened, tuple(f for f in others if _key(f) not in baseline[0])), weighable


def _held_at_typed(fork: State, judge: Judge) -> tuple[Finding, ...]:
    """The violations of the typed event that ``check`` holds under an earlier finding rather than says on their own
    (play after the game is over, held under the first such line's finding: one slip, one finding). They make the
    event illegal as much as a finding of its own."""
    follow = fork.follow
    first = follow.after_end if follow is not None else None
    holders = [*judge.findings, *([first] if isinstance(first, Finding) else [])]
    return tuple(h for f in holders for h in f.held if h.position.path == TYPED)


def _legal_here(state: State, event: Event, options: dict[str, Any] | None,
                baseline: list[frozenset[tuple[Any, ...]]]) -> bool:
    """Whether :func:`judge_next` finds ``event`` legal at ``state``, judged first without beginning a new reading of a
    recorder's slip. An event that breaks a rule so is not legal whatever the readings then make of it: either the
    log's word stands (the rule broken), or a line is read as a slip so that the event is in order (an error, at the
    event or at an earlier line), and :attr:`Answer.legal` is false either way. Only an event found legal so, when
    some finding could have begun a reading, is judged again with the readings (``tests/test_one_legality.py``)."""
    quick, weighable = _judge(state, event, options, baseline, weigh=False)
    if not quick.legal or not weighable:
        return quick.legal
    return judge_next(state, event, options, baseline).legal


def _after_last_line(state: State, event: Event) -> Event:
    """A typed event placed after the last line the position has seen, as the next line of its log would be (the
    readings of a slip weigh the lines by where they stand: a typed line numbered 1 would stand before them all)."""
    follow = state.follow
    seen = follow.seen if follow is not None else ()
    line = seen[-1].line + 1 if seen else 1
    if event.path != TYPED or event.line >= line:
        return event
    return Event(event.actor, event.verb, event.args, event.path, line, event.text, event.comment, event.index,
                 event.comment_raw)


def _key(f: Finding) -> tuple[Any, ...]:
    return (f.kind, f.clause, f.position.path, f.position.line, f.position.col)


def ending_here(state: State, options: dict[str, Any] | None = None) -> frozenset[tuple[Any, ...]]:
    """What the referee says of the lines before ``state`` when the log ends there (what was held back judged, the
    readings being weighed settled): against it, :func:`judge_next` tells what an event makes it say of them."""
    judge = Judge(TYPED, state.game, options=options)
    fork = state.fork(judge)
    fork.flush(judge)
    settle(fork, judge, [])
    return frozenset(_key(f) for f in judge.findings)


def read_typed(text: str, index: int) -> Event | LogError:
    """An event as typed (one line of the log's notation) at event number ``index``."""
    return read_event(text, TYPED, 1, index)


def legal(state: State, options: dict[str, Any] | None = None) -> list[str]:
    """The candidate events of ``state`` that :func:`judge_next` finds legal, in the game's order (canonical
    notation, one event per line). ``state`` as for :func:`judge_next`."""
    return list(_legal_texts(state, candidates(state), options))


def _legal_texts(state: State, texts: Iterable[str], options: dict[str, Any] | None) -> Iterator[str]:
    """Those of ``texts`` (events as typed) that :func:`judge_next` finds legal at ``state`` (:func:`_legal_here`),
    one at a time; a text that cannot be read as an event is left out, and so is a text given twice."""
    index = state.events + 1
    baseline: list[frozenset[tuple[Any, ...]]] = []
    for text in dict.fromkeys(texts):
        events = [read_typed(t, index) for t in state.chance_instances(text)]  # (an event of chance: its instances)
        if events and all(isinstance(e, Event) and _legal_here(state, e, options, baseline) for e in events):
            yield text


def judge_text(state: State, text: str, options: dict[str, Any] | None = None) -> Answer | LogError:
    """The console's ``try`` of ``text`` (one line, as typed): :func:`judge_next` of the event; for an event of chance
    written with any face (``R3=?``: :meth:`~referee.core.game.State.chance_instances`), the answer of its first
    instance that is not legal, else of its first (all are legal). A line that cannot be read: its error."""
    index = state.events + 1
    answers: list[Answer] = []
    for t in state.chance_instances(text) or [text]:
        event = read_typed(t, index)
        if isinstance(event, LogError):
            return event
        answers.append(judge_next(state, event, options))
        if not answers[-1].legal:
            break
    return answers[-1] if not answers[-1].legal else answers[0]


def candidates(state: State) -> list[str]:
    """The events worth trying at ``state``: the game's :meth:`~referee.core.game.State.candidate_events`; while
    a line is read more than one way (referee/core/readings.py), those of each reading's position, together (the
    lines after it go on in every reading until one is chosen), each once, and the event a reading put in where the
    log lacked it (its line, written late, is taken for it). (The position itself is then the one before the line
    weighed: what it lists is not where the table is.)"""
    weighing = state.weighing_now()
    if weighing is None:
        return state.candidate_events()
    out: list[str] = []
    for branch in weighing.branches:
        out += candidates(branch.state)
        if branch.expect is not None:  # an event a reading put in where the log lacked it: its line, written late, is it
            out.append(" ".join(branch.expect))
    return list(dict.fromkeys(out))


def judged(state: State, texts: Iterable[str], options: dict[str, Any] | None = None) -> Iterator[tuple[str, Answer]]:
    """Each of ``texts`` (events as typed) with the referee's answer at ``state``, one at a time (a caller may stop at
    the first it needs); a text that cannot be read as an event is left out, and so is a text given twice."""
    index = state.events + 1
    seen: set[str] = set()
    baseline: list[frozenset[tuple[Any, ...]]] = []  # ending_here(state), made once if an event needs it
    for text in texts:
        if text in seen:
            continue
        seen.add(text)
        event = read_typed(text, index)
        if isinstance(event, LogError):
            continue
        yield text, judge_next(state, event, options, baseline)


def answers(state: State, texts: Iterable[str], options: dict[str, Any] | None = None) -> list[tuple[str, Answer]]:
    """Each of ``texts`` (events as typed) with the referee's answer at ``state`` (:func:`judged`, all of them)."""
    return list(judged(state, texts, options))


def any_legal(state: State, options: dict[str, Any] | None = None) -> bool:
    """Whether :func:`legal` lists anything at ``state``: the candidates judged until the first legal one."""
    return any(True for _text in _legal_texts(state, candidates(state), options))


__all__ = ["TYPED", "Answer", "answers", "any_legal", "candidates", "ending_here", "judge_next", "judge_text", "judged", "legal",
           "open_checks", "read_typed"]
