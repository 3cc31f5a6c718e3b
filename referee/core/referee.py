"""The referee loop: feed a log's events to its game and collect the findings.

It reports, applies what physically happened and goes on, so one slip does
not hide the next ten. In strict mode it stops at the first violation.
"""

from __future__ import annotations

import gc
import math
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from dataclasses import replace
from typing import Any

from ..i18n import say_term, use_terms
from ..notation.model import Claim, Event, Header, LogError, Position
from ..notation.reader import LogReader, LogReadError
from . import game as registry
from .copying import Copier
from .findings import ERROR, UNVERIFIABLE, VIOLATION, WARNING, Finding, Fix, Verdict
from .game import Game, SetupError, State
from .messages import _, _n, listing
from .rulings import Options


class StopRefereeing(Exception):
    """Raised by a strict judge after the first violation."""


# -- the time limit ----------------------------------------------------------------------------------------
# One log's check, reading included, ends within its time limit (--time-limit) by the wall clock, however its
# lines are made and however busy the machine is. The clock is read at every item the reader gives, in the
# reader itself where it reads lines without giving an item (the header, blank lines), at every finding, and at
# every line played on a reading of a slip (referee/core/readings.py), which covers the long stretches inside
# one line: one line of 4,096 characters can make a thousand findings or be played on dozens of readings.


class OutOfTime(BaseException):
    """The time limit of the log being checked is past (raised by :func:`on_time`, caught by :func:`check`). Not an
    ``Exception``: the ``except Exception`` that keeps a reading, a probe or the rest of a log going lets it by."""


class _Clock(threading.local):
    #: the ``time.monotonic()`` past which the log being checked in this thread stops (inf: none is)
    deadline = math.inf
    #: its time limit in seconds, for the finding that says it is reached
    limit = 60.0


_clock = _Clock()
_now = time.monotonic


def on_time() -> None:
    """Raise :class:`OutOfTime` when the time limit of the log being checked (in this thread) is past."""
    if _now() > _clock.deadline:
        raise OutOfTime


@contextmanager
def clock_held() -> Iterator[None]:
    """The time limit is not checked inside (a change of the findings that is made whole or not at all); it is
    checked again after."""
    deadline, _clock.deadline = _clock.deadline, math.inf
    try:
        yield
    finally:
        _clock.deadline = deadline


#: errors (words that cannot be read) one line may make, each a finding of its own; past them one finding
#: (``LOG-WORDS-CAPPED``) counts the rest. A line of a real game has a few; a line of noise may have a thousand.
LINE_ERRORS = 20


class Judge:
    """Collects the findings of one log; games report through it."""

    __slots__ = ("path", "findings", "strict", "options", "game", "on_finding", "holding", "_held", "_line", "_errors",
                 "_more")

    def __init__(self, path: str, game: Game | None = None, options: dict[str, Any] | None = None, strict: bool = False):
        self.path = path
        self.findings: list[Finding] = []
        self.strict = strict
        self.options = options or {}
        self.game = game
        if game is not None:  # a Japanese message names the game's words as its glossary does (issue 32)
            use_terms(game.japanese_terms())
        self.on_finding: Callable[[Finding], None] | None = None
        self.holding: Finding | None = None  # the unreadable line later violations are held under
        self._held = 0
        self._line: tuple[int, int] | None = None  # the line the last error was about (its event, its line number)…
        self._errors = 0  # … how many errors it made …
        self._more: Finding | None = None  # … and the finding that counts those past LINE_ERRORS

    def copied(self, c: Copier) -> Judge:
        """The judge of a reading in a copy of the position (a position's own judge is not copied: ``State.copy``):
        its findings so far, in a list of its own."""
        new = Judge.__new__(Judge)
        c.keep(self, new)
        new.path, new.strict, new.options, new.game, new.on_finding = (self.path, self.strict, self.options, self.game,
                                                                       self.on_finding)
        new.findings = [c(f) for f in self.findings]
        new.holding, new._more = c.maybe(self.holding), c.maybe(self._more)
        new._held, new._line, new._errors = self._held, self._line, self._errors
        return new

    def _add(self, f: Finding) -> None:
        if _now() > _clock.deadline:  # a line can make thousands of findings: the time limit is checked at each
            raise OutOfTime
        if f.expected is not None and type(f.expected) is str:  # a card or a verb expected, as the game names it
            said = say_term(f.expected)
            if said is not f.expected:
                f = replace(f, expected=said)
        if self.holding is not None and f.kind == VIOLATION:
            self.holding.held.append(f)
            self._held += 1
            return
        self.findings.append(f)
        if self.on_finding is not None:
            self.on_finding(f)
        if self.strict and f.kind == VIOLATION:
            raise StopRefereeing

    def violation(
        self,
        clause: str,
        event: Event,
        message: str,
        *,
        token: int = 0,
        expected: str | None = None,
        observed: str | None = None,
        discovered: Position | None = None,
        actor: str | None = None,
        lacks: tuple[str, ...] = (),
        recalls: int | tuple[int, ...] | None = None,
        may_lack: tuple[str, ...] = (),
    ) -> None:
        """A rule was broken by ``event``; ``token`` says which word (0 = actor); ``lacks``: events the log may
        have left out that would explain it (see :attr:`Finding.lacks`); ``may_lack``: such events that explain
        it no better than the rule broken does (see :attr:`Finding.may_lack`)."""
        self._add(
            Finding(
                VIOLATION,
                clause,
                message,
                event.position(token),
                actor=actor if actor is not None else event.actor,
                expected=expected,
                observed=observed,
                discovered=discovered,
                event=event.index,
                lacks=lacks,
                recalls=recalls,
                may_lack=may_lack,
            )
        )

    def error(self, code: str, event: Event, message: str, *, token: int = 0, expected: str | None = None,
              lacks: tuple[str, ...] = ()) -> None:
        """``event`` could not be understood as notation (``lacks``: as for :meth:`violation`). A line says at most
        ``LINE_ERRORS`` such errors; one finding counts the rest (:meth:`_past`)."""
        if self._counted(event, token):
            self._add(Finding(ERROR, code, message, event.position(token), actor=event.actor, expected=expected,
                              event=event.index, lacks=lacks))

    def _counted(self, event: Event, token: int) -> bool:
        """One more error (or slip read as meant) of ``event``'s line: True while the line has made at most
        ``LINE_ERRORS``; past them it is counted by one finding (:meth:`_past`) and not said by itself."""
        line = (event.index, event.line)
        if line != self._line:
            self._line, self._errors, self._more = line, 0, None
        self._errors += 1
        if self._errors > LINE_ERRORS:
            self._past(event, token)
            return False
        return True

    def slip(self, code: str, event: Event, message: str, fix: Fix, *, token: int = 0, expected: str | None = None,
             lacks: tuple[str, ...] = ()) -> None:
        """A recorder's slip at ``event`` that the referee read as meant, ``fix`` saying how (a warning: it neither hides
        a violation nor makes the log bad input; ``referee fix`` writes it). Counted with the line's errors."""
        if self._counted(event, token):
            self._add(Finding(WARNING, code, message, event.position(token), actor=event.actor, expected=expected,
                              event=event.index, lacks=lacks, fix=fix))

    def word_slip(self, code: str, event: Event, message: str, token: int, meant: str, *,
                  expected: str | None = None, lacks: tuple[str, ...] = ()) -> None:
        """:meth:`slip` for one word of ``event`` read as ``meant`` (word ``token``: 0 the actor, 1 the verb, 2… the
        arguments), written as the log writes such words (:meth:`State.spelling`)."""
        self.slip(code, event, message, Fix("word", event.line, token=token, text=meant), token=token, expected=expected,
                  lacks=lacks)

    def spent(self, event: Event) -> bool:
        """Has ``event``'s line made its ``LINE_ERRORS`` errors? Then a word of it that cannot be read is read as
        unseen, or not at all, without looking for what it may have meant ("did you mean")."""
        return self._errors >= LINE_ERRORS and self._line == (event.index, event.line)

    def noisy(self, event: Event) -> bool:
        """Has ``event``'s line made more than ``LINE_ERRORS`` errors? A line of noise is not a recorder's slip: its
        readings are not weighed (referee/core/readings.py)."""
        return self._more is not None and self._line == (event.index, event.line)

    def _past(self, event: Event, token: int) -> None:
        """An error of a line past its first ``LINE_ERRORS``: not said by itself (a line of 4,096 characters may hold a
        thousand words that cannot be read, each once a finding, weighed again on every reading of a slip). The first
        one is a ``LOG-WORDS-CAPPED`` finding at its word, which counts the others as they come."""
        if _now() > _clock.deadline:
            raise OutOfTime
        n = self._errors - LINE_ERRORS
        message = _n("this line has {n} more word that could not be read as written; the first {limit} are reported, "
                     "the rest are not", "this line has {n} more words that could not be read as written; the first "
                     "{limit} are reported, the rest are not", n, limit=LINE_ERRORS)
        if self._more is not None:
            self._more.message = message
            return
        self._more = Finding(ERROR, "LOG-WORDS-CAPPED", message, event.position(token), actor=event.actor,
                             expected=_("a line of the game's notation"), event=event.index)
        self._add(self._more)

    # -- a line that cannot be read ---------------------------------------------------------------------
    # It is reported once. The violations that follow only because it is missing are not reported as
    # violations: they are held under its finding (``Finding.held``) until an event goes by without one,
    # which shows the game is back in step. The end-of-log checks are never held.

    def unreadable(self, event: Event) -> None:
        """``event`` could not be read (its error is the last finding): hold what follows."""
        for last in reversed(self.findings):  # its error (a line held back before it may have been settled since)
            if last.event == event.index and last.position.line == event.line and last.kind == ERROR:
                self.holding = last
                return
            if last.event is not None and last.event < event.index:
                return

    def held_count(self) -> int:
        return self._held

    def release(self, mark: int) -> None:
        """An event was applied: if it held nothing, the game is back in step."""
        if self.holding is not None and self._held == mark:
            self.holding = None

    def log_error(self, e: LogError) -> None:
        self._add(Finding.from_log_error(e))

    def unverifiable(self, clause: str, position: Position, message: str, actor: str | None = None) -> None:
        self._add(Finding(UNVERIFIABLE, clause, message, position, actor=actor))


def start(
    reader: LogReader, *, strict: bool = False, overrides: dict[str, str] | None = None, partial: bool = False
) -> tuple[Judge, State | None, Verdict]:
    """Read the header and make the first state (None when the header is unusable, or when the time limit of
    :func:`check` is reached in it: then the verdict has stopped early)."""
    header = reader.header()
    late = getattr(reader, "late", None)
    if late is not None:  # the time limit was reached in the header: nothing more is done
        verdict = Verdict(reader.path, header.game)
        judge = Judge(reader.path, None, strict=strict)
        _out_of_time(judge, late)
        verdict.stopped_early = True
        return judge, None, verdict
    game = registry.get(header.game) if header.game else None
    meant = _game_meant(header.game) if header.game and game is None else None
    if meant is not None:
        game = registry.get(meant)
    verdict = Verdict(reader.path, game.name if game else header.game)
    judge = Judge(reader.path, game, strict=strict)
    if meant is not None and game is not None:
        entry = header.entry("game")
        line, col = (entry.position.line, entry.value_col) if entry else (1, 1)
        judge._add(Finding(WARNING, "LOG-UNKNOWN-GAME", _("{word!r} is not a game the referee knows: read as {game}",
                                                          word=header.game, game=game.name),
                           Position(reader.path, line, col), expected=game.name,
                           fix=Fix("text", line, col=col, old=header.game or "", text=game.name)))
    try:
        return _start(reader, header, game, judge, verdict, overrides)
    except OutOfTime:  # a header of thousands of options
        _out_of_time(judge, reader.last_line)
        verdict.stopped_early = True
        return judge, None, verdict


def _game_meant(word: str) -> str | None:
    """The one game a misspelt ``game:`` may mean (any of its names), or None."""
    from .. import registry as declared
    from .words import Lexicon

    spellings = {s: g.name for g in declared.infos() for s in (g.name, g.code.lower(), *g.aliases)}
    return Lexicon("game", spellings).guess(word.lower()).meant


def _start(reader: LogReader, header: Any, game: Game | None, judge: Judge, verdict: Verdict,
           overrides: dict[str, str] | None) -> tuple[Judge, State | None, Verdict]:
    if header.game and game is None:
        known = listing(g.name for g in registry.all_games())
        entry = header.entry("game")
        pos = Position(reader.path, entry.position.line, entry.value_col) if entry else Position(reader.path, 1, 1)
        from .words import did_you_mean

        judge.log_error(LogError("LOG-UNKNOWN-GAME", _("unknown game {game!r}", game=header.game)
                                 + did_you_mean(header.game, [g.name for g in registry.all_games()]), pos,
                                 _("one of {choices}", choices=known)))
    if game is None:
        for e in reader.errors:
            judge.log_error(e)
        reader.errors = []
        return judge, None, verdict
    options = Options(game.rulings)
    for e in options.switch(header.options, overrides):
        judge.log_error(e)
    judge.options = options
    verdict.options = {k: str(v) for k, v in options.items()}
    try:
        state = game.new_state(header, options, judge)

        def rebuild(j: Judge, game: Game = game, header: Header = header, options: Options = options) -> State:
            return game.new_state(header, options, j)

        state.rebuild = rebuild
    except SetupError as e:
        entry = header.entry(e.key)
        pos = Position(reader.path, entry.position.line, entry.value_col) if entry else Position(reader.path, 1, 1)
        judge.log_error(LogError(e.code, e.message, pos, e.expected))
        for err in reader.errors:
            judge.log_error(err)
        reader.errors = []
        return judge, None, verdict
    return judge, state, verdict


def step(state: State, event: Event, judge: Judge) -> None:
    """Apply one event, turning an engine failure into a finding instead of a crash."""
    try:
        state.apply(event, judge)
    except StopRefereeing:
        raise
    except Exception as exc:  # a referee bug must never lose the rest of the log
        _internal(judge, event, exc)


def _internal(judge: Judge, event: Event, exc: Exception) -> None:
    judge._add(
        Finding(
            ERROR,
            "REFEREE-INTERNAL",
            _("the referee failed on this event ({error}); please report it", error=f"{type(exc).__name__}: {exc}"),
            event.position(0),
            actor=event.actor,
            event=event.index,
        )
    )


#: seconds one log may take (a real game takes well under one); past it the rest of the log is not refereed
TIME_LIMIT = 60.0
#: the share of the time limit at which a log's check stops: the rest is for what comes after it (freeing what the log
#: built, the verdict written), which on a loaded machine took a tenth of a three-second limit (tests/test_time_limit.py)
STOP_SHARE = 0.95


def deadline_for(time_limit: float | None) -> float:
    """The moment (``time.monotonic()``) a check started now stops, for a log that may take ``time_limit`` seconds
    (:data:`TIME_LIMIT` when None): :data:`STOP_SHARE` of it from now."""
    return _now() + STOP_SHARE * (TIME_LIMIT if time_limit is None else time_limit)
#: accusing findings after which a log is not weighed line by line any more (readings.py): its lines stand as
#: written (no real game comes near; a file of noise would otherwise be weighed at every line)
NOISE = 300


class _Watch(threading.local):
    #: called with the position at the end of the log :func:`check` checks in this thread (:func:`watching`)
    at_end: Callable[[State], None] | None = None


_watch = _Watch()


@contextmanager
def watching(at_end: Callable[[State], None]) -> Iterator[None]:
    """Inside, :func:`check` calls ``at_end(state)`` with the position at the log's end, once the held events are
    applied and before the end-of-game checks (where :func:`replay` stops stepping): ``referee report`` draws the
    table at the end from the pass that checks the log instead of stepping through the log again. ``at_end`` must
    not change the position; what it raises ends the check as a referee failure would. Not called when the time
    limit is reached, nor when the log has no game to play."""
    saved, _watch.at_end = _watch.at_end, at_end
    try:
        yield
    finally:
        _watch.at_end = saved


def check(
    reader: LogReader, *, strict: bool = False, overrides: dict[str, str] | None = None, partial: bool = False,
    time_limit: float | None = None, deadline: float | None = None,
) -> Verdict:
    """Referee one log from its reader.

    ``partial``: the log is a game in progress (or a fragment, as in the
    feature scenarios): its end is not the end of the game, so nothing is
    reported for a game that is not over and end-of-game checks are not run.

    ``strict``: the verdict stops at the first violation. The whole log is refereed all the same (a line
    may be read differently in the light of the lines after it: referee/core/readings.py), and the
    findings are cut after the first violation of the verdict.

    ``time_limit``: the seconds the log may take (:data:`TIME_LIMIT` when None), from now, or up to ``deadline``
    (a ``time.monotonic()``) when it is given: a caller that read the file gives the time it started plus the
    limit, so that the reading counts. Past it, a ``REFEREE-TIME-LIMIT`` finding at the line reached, and the
    rest of the log is not checked (no end-of-game checks, no claims).
    """
    limit = TIME_LIMIT if time_limit is None else time_limit
    if deadline is None:
        deadline = deadline_for(time_limit)
    saved = _clock.deadline, _clock.limit
    _clock.deadline, _clock.limit = deadline, limit
    reader.deadline = deadline  # the reader checks it where it reads lines without giving an item (the header, blanks)
    try:
        return _check(reader, strict, overrides, partial, deadline)
    finally:
        _clock.deadline, _clock.limit = saved
        if getattr(reader, "frozen", False):
            gc.unfreeze()  # the header's objects, taken out of the collector's passes while it was read


def _check(reader: LogReader, strict: bool, overrides: dict[str, str] | None, partial: bool, deadline: float) -> Verdict:
    judge, state, verdict = start(reader, overrides=overrides)
    claims: list[Claim] = []
    last: Event | None = None
    item: Any = None
    stop: int | None = None  # the line reached when the time limit is
    broken = False  # … and it was inside a line: the position is not whole
    settled = _Settled(strict, MAX_FINDINGS)
    now = _now
    apply = state.apply if state is not None else None
    n = 0
    try:
        try:
            if not verdict.stopped_early:  # (the time limit reached in the header)
                for item in reader:
                    if now() > deadline:
                        stop = _line(item, reader)
                        break
                    n += 1
                    if len(judge.findings) >= settled.at and (state is None or state.weighing_now() is None):
                        settled.take(judge, last.index if last is not None else 0)
                    if not n & 255 and state is not None and len(judge.findings) + settled.count > NOISE:
                        state.stop_weighing()  # too many findings to be slips: the lines stand as written
                    if type(item) is Event:
                        last = item
                        if apply is None:
                            continue  # no game to play it on: only notation problems are reported
                        try:  # as step(), without a call per event: this is the hot loop
                            apply(item, judge)
                        except StopRefereeing:
                            raise
                        except Exception as exc:  # a referee bug must never lose the rest of the log
                            _internal(judge, item, exc)
                    elif isinstance(item, Claim):
                        claims.append(item)
                    elif isinstance(item, LogError):
                        judge.log_error(item)
                if stop is None and getattr(reader, "late", None) is not None:
                    stop = reader.late  # the reader stopped at the time limit, between two items
        except OutOfTime:
            stop, broken = _line(item, reader), True
        if stop is not None:
            _out_of_time(judge, stop)
            verdict.stopped_early = True
            if state is not None and not broken:
                state.flush(judge)  # the readings still followed settle as they stand (a few lines: no clock now)
        elif state is not None:
            try:
                state.flush(judge)
                if _watch.at_end is not None:  # (watching): the position at the log's end, before the end-of-game checks
                    _watch.at_end(state)
                judge.holding = None  # the end-of-log checks are never held
                if not partial:
                    state.finish(judge, last if last is not None else Position(reader.path, reader.last_line + 1, 1))
                settle(state, judge, claims)
            except OutOfTime:
                _out_of_time(judge, reader.last_line)
                verdict.stopped_early = True
    except StopRefereeing:
        verdict.stopped_early = True
    if state is not None:
        verdict.events = reader.events_read
        if not broken:
            verdict.over = state.is_over()
            verdict.result = state.final_result()
    findings = judge.findings
    cut = settled.cut
    if cut:
        findings = []  # --strict, and the first violation is among the settled findings: none after it is in the verdict
    elif strict:
        first = next((i for i, f in enumerate(findings) if f.kind == VIOLATION), None)
        if first is not None:
            findings = findings[: first + 1]
            cut = True
    if cut:
        verdict.stopped_early = True
        verdict.over, verdict.result = False, None
    verdict.findings = settled.kept + findings
    cap(verdict, MAX_FINDINGS, settled.left, settled.kinds)
    return verdict


def _line(item: Any, reader: Any) -> int:
    """The line of an item the reader gave (the last line read when there is none)."""
    line = getattr(item, "line", None) or getattr(getattr(item, "position", None), "line", None)
    found: int = line or getattr(reader, "late", None) or reader.last_line
    return found


#: findings reported per log; the rest are counted in one last finding (a log of thousands of bad lines is one
#: problem, and its report stays readable and bounded)
MAX_FINDINGS = 1000
#: events after which the findings about an event cannot change any more: the readings of a slip reach back
#: less far (readings.py: a slip is remembered for SLIP_WINDOW lines, and its readings start up to SLIP_WINDOW lines
#: before it; tests/test_time_limit.py holds the two together)
SETTLED = 512
#: findings made between two moves of the settled ones out of the judge's list (:class:`_Settled`)
SETTLE_AT = 4 * MAX_FINDINGS


class _Settled:
    """The findings of a log that no later line can change, kept as :func:`cap` keeps them while the log is
    checked: the first ``MAX_FINDINGS`` in file order, the next one and the referee's own; the others only
    counted. A file of a million bad lines so holds a few thousand findings, and its verdict is capped in no time
    after the time limit. The verdict keeps exactly the findings it would without them (tests/test_time_limit.py)."""

    __slots__ = ("kept", "left", "kinds", "count", "at", "strict", "cut", "limit")

    def __init__(self, strict: bool, limit: int) -> None:
        self.kept: list[Finding] = []  # in the order cap() sorts them
        self.left = 0  # findings left out for good
        self.kinds: set[str] = set()  # … their kinds
        self.count = 0  # findings moved here (the judge's count is its list and these)
        self.at = SETTLE_AT  # the length of the judge's list at which findings are moved here next
        self.strict = strict
        self.cut = False  # --strict: the verdict's first violation is among them (the findings after it are not in it)
        self.limit = limit

    def take(self, judge: Judge, index: int) -> None:
        """Move here the findings at the head of the judge's list that no later line can change (``index``: the
        last event's): a line that could not be read, and what was found at an event more than :data:`SETTLED`
        events ago. Only from the head, so that the order the findings were made in is kept (:func:`cap` keeps
        it among findings at one place, and --strict cuts by it)."""
        findings = judge.findings
        before = index - SETTLED
        k = 0
        for f in findings:
            if f.event is not None and f.event > before:
                break
            k += 1
        head = findings[:k]
        del findings[:k]
        self.at = len(findings) + SETTLE_AT
        self.count += k
        if self.cut or not head:
            return
        if self.strict:
            first = next((i for i, f in enumerate(head) if f.kind == VIOLATION), None)
            if first is not None:
                head = head[: first + 1]
                self.cut = True  # the findings after it are not in the verdict
        self.kept, left = _keep(self.kept + head, self.limit)
        self.left += len(left)
        self.kinds.update(f.kind for f in left)


def _keep(findings: list[Finding], limit: int) -> tuple[list[Finding], list[Finding]]:
    """``findings`` in :func:`cap`'s order, split into those :func:`cap` may keep or needs (the first ``limit``,
    the referee's own and the first of the rest, which says where the findings left out start) and the others."""
    kept: list[Finding] = []
    left: list[Finding] = []
    spare = True
    for i, f in enumerate(Verdict("", None, findings).sorted()):
        if i < limit or f.clause.startswith("REFEREE-"):
            kept.append(f)
        elif spare:
            kept.append(f)
            spare = False
        else:
            left.append(f)
    return kept, left


def cap(verdict: Verdict, limit: int = MAX_FINDINGS, left: int = 0, kinds: set[str] | frozenset[str] = frozenset()) -> None:
    """Keep the first ``limit`` findings of a verdict (in file order, the violations a finding holds counted with
    it: ``Finding.held``) and one that says how many were left out: an error if any left out is one, else a
    violation (the verdict's status stays what it was). ``left``: findings already left out (:class:`_Settled`), all
    after the first of the rest, and ``kinds`` their kinds."""
    findings = verdict.findings
    if len(findings) <= limit and not left and len(findings) + sum(len(f.held) for f in findings) <= limit:
        return
    kept: list[Finding] = []
    rest: list[Finding] = []  # the findings left out
    held = 0  # … and the violations held under a finding kept that are left out
    first: Position | None = None  # the first of those
    room = limit
    for f in verdict.sorted():
        if room > 0:
            room -= 1
            if len(f.held) > room:  # a line that held thousands of violations (play after the end of the game)
                held, first = len(f.held) - room, f.held[room].position  # (held as their lines came)
                del f.held[room:]
            room -= len(f.held)
            kept.append(f)
        elif f.clause.startswith("REFEREE-"):
            kept.append(f)  # the referee's own (a failure, the time limit) stay
        else:
            rest.append(f)
    if not rest and not held and not left:
        verdict.findings = kept
        return
    every = kinds | {f.kind for f in rest} | ({VIOLATION} if held else set())  # only violations are held
    kind = next((k for k in (VIOLATION, ERROR, WARNING) if k in every), UNVERIFIABLE)
    if rest and (first is None or (rest[0].position.line, rest[0].position.col) < (first.line, first.col)):
        first = rest[0].position
    n = len(rest) + held + left
    kept.append(Finding(kind, "REFEREE-FINDINGS-CAPPED",
                        _("{n} more findings from this line on are left out (the report shows the first {limit})",
                          n=n, limit=limit),
                        first or kept[-1].position))
    verdict.findings = kept
    verdict.left_out = n


def _out_of_time(judge: Judge, line: int) -> None:
    """The time limit is reached at ``line``: it says so, and the clock is not checked any more."""
    limit = _clock.limit
    _clock.deadline = math.inf
    judge.holding = None
    judge._add(Finding(ERROR, "REFEREE-TIME-LIMIT",
                       _("the log took more than {seconds:g} seconds to referee: it is refereed up to this line, the rest "
                         "is not checked", seconds=limit), Position(judge.path, line, 1),
                       expected=_("a log the referee can check in time (or a higher --time-limit)")))


def settle(state: State, judge: Judge, claims: list[Claim]) -> None:
    """End of log: unsettled duties are unverifiable; claims are recomputed."""
    ledger = state.ledger
    if ledger is not None:
        for d in ledger.unsettled():
            judge.unverifiable(d.clause, d.event.position(d.token), _("{text}: cannot be checked ({why})", text=d.text, why=d.why()),
                               d.actor)
    result = state.final_result() if claims and state.is_over() else None
    for claim in claims:
        on_time()  # a log may hold a million claims
        _check_claim(state, judge, claim, result)


def _check_claim(state: State, judge: Judge, claim: Claim, result: Any) -> None:
    """A claim is checked against the recomputed result, part by part."""
    game = state.game
    if result is None:
        judge.unverifiable(
            game.score_clause, claim.position(), _("the claim cannot be checked: the game did not end in the log")
        )
        return

    def mismatch(clause: str, key: str, who: str, said: Any, actual: Any, message: str) -> None:
        judge._add(
            Finding(
                VIOLATION,
                clause,
                message,
                claim.position(key),
                actor=who,
                expected=actual if isinstance(actual, str) else str(actual),  # a text said stays as it was said
                observed=said if isinstance(said, str) else str(said),
                rulings=game.rulings_for(clause, state),
            )
        )

    if claim.kind == "winner":
        said = str(claim.values["winner"])
        actual = result.winners
        clause = game.winner_clause or game.score_clause
        if not actual:
            judge.unverifiable(clause, claim.position("winner"),
                               _("the claimed winner cannot be checked: the log leaves what decides it unknown"))
        elif said.lower() == "draw":
            if len(actual) == 1:
                said_text, actual_text = _("a draw"), _("{player} wins", player=actual[0])
                mismatch(clause, "winner", said, said_text, actual_text,
                         _("the result: claimed {said}, but the cards give {actual}", said=said_text, actual=actual_text))
        elif said not in result.scores:
            judge.log_error(LogError("LOG-CLAIM", _("{name!r} is not a player of this game", name=said), claim.position("winner"),
                                     _("a player name or draw")))
        elif actual != [said]:
            said_text = _("{player} wins", player=said)
            actual_text = _("a draw") if len(actual) > 1 else _("{player} wins", player=actual[0])
            mismatch(clause, "winner", said, said_text, actual_text,
                     _("the result: claimed {said}, but the cards give {actual}", said=said_text, actual=actual_text))
        return
    if claim.kind == "breakdown":
        player = claim.subject or ""
        parts = result.breakdown.get(player)
        if parts is None:
            judge.log_error(LogError("LOG-CLAIM", _("{name!r} is not a player of this game", name=player), claim.position(),
                                     listing(result.scores)))
            return
        clauses = game.breakdown_clauses
        # a game may cite, for a wrong part, the clause that decides it for this player (えいつく: the base points'
        # row of the table that the film's numbers fall under)
        for key, claimed in claim.values.items():
            if key not in clauses:
                judge.log_error(
                    LogError("LOG-CLAIM", _("{part!r} is not a part of a score in this game", part=key), claim.position(key),
                             listing(clauses))
                )
                continue
            clause = state.claim_clause(key, player, claimed) or clauses[key]
            actual = parts.get(key)
            if actual is None:
                judge.unverifiable(clause, claim.position(key), _("{player}'s {part} cannot be checked: the log leaves what decides it "
                                                                  "unknown", player=player, part=key), player)
            elif actual != claimed:
                mismatch(clause, key, player, claimed, actual, _("{player}'s {part}: claimed {said}, but the cards give {actual}",
                                                                 player=player, part=key, said=claimed, actual=actual))
        return
    for player, score in claim.values.items():
        pos = claim.position(player)
        if player not in result.scores:
            judge.log_error(LogError("LOG-CLAIM", _("{name!r} is not a player of this game", name=player), pos, listing(result.scores)))
            continue
        actual = result.scores[player]
        if actual is None:
            judge.unverifiable(
                game.score_clause, pos, _("claimed score of {player} ({score}) cannot be checked: the log leaves what decides it "
                                          "unknown", player=player, score=score), player
            )
        elif actual != score:
            detail = result.details.get(player, "")
            given = _("{score} ({detail})", score=actual, detail=detail) if detail else f"{actual}"
            mismatch(game.score_clause, player, player, score, given,
                     _("{player}'s final points: claimed {said}, but the cards give {actual}", player=player, said=score,
                       actual=given))


def check_text(text: str, path: str = "<text>", **kw: Any) -> Verdict:
    return check(LogReader.from_text(text, path), **kw)


def check_path(path: str | Path, encoding: str = "utf-8", **kw: Any) -> Verdict:
    """Referee one file; a file that cannot be read gives a verdict with one error. ``encoding``: utf-8,
    cp932 or auto; a log read otherwise than asked (Shift_JIS taken for UTF-8) says so in its first finding
    (:mod:`referee.encodings`). The time limit counts from here: the reading is part of it."""
    from ..encodings import decode
    from ..notation.reader import read_bounded

    if "deadline" not in kw:
        kw["deadline"] = deadline_for(kw.get("time_limit"))
    try:
        data, note = decode(read_bounded(path), str(path), encoding)
    except LogReadError as e:
        v = Verdict(str(path), None)
        v.findings.append(Finding(ERROR, e.code, e.message, Position(str(path), 0, 0)))
        return v
    verdict = check(LogReader.from_bytes(data, str(path)), **kw)
    if note is not None:
        verdict.findings.insert(0, Finding(ERROR, note.code, note.message, Position(str(path), note.line, note.col)))
    return verdict


def replay(reader: LogReader, **kw: Any) -> Iterator[tuple[Event | None, State | None, list[Finding]]]:
    """Yield ``(event, state, findings of that event)`` after each event; for replay and the console.

    The findings are the verdict's: a line read differently in the light of the lines after it
    (referee/core/readings.py) has its final findings, so the log is refereed once before it is
    stepped through (the states are those of the log as it is stepped, as written)."""
    judge, state, verdict = start(reader, **kw)
    if state is None:
        yield None, None, list(judge.findings)
        return
    yield None, state, list(judge.findings)
    items = list(reader)
    final = Judge(reader.path, judge.game, judge.options)
    whole = state.rebuild(final) if state.rebuild is not None else None
    by_event: dict[int, list[Finding]] = {}
    if whole is not None:
        whole.rebuild = state.rebuild
        for item in items:
            if type(item) is Event:
                step(whole, item, final)
        whole.flush(final)
        at_line = {item.line: item.index for item in items if type(item) is Event}
        for f in final.findings:
            k = f.event if f.event is not None else at_line.get(f.position.line, -1)
            by_event.setdefault(k, []).append(f)
    shown: set[int] = set()
    for item in items:
        mark = len(judge.findings)
        if type(item) is Event:
            step(state, item, judge)
            found = by_event.get(item.index, []) if whole is not None else judge.findings[mark:]
            shown.add(item.index)
            yield item, state.shown(), found
        elif isinstance(item, LogError):
            judge.log_error(item)
            yield None, state.shown(), judge.findings[mark:]
    mark = len(judge.findings)
    state.flush(judge)
    rest = [f for k, fs in by_event.items() if k not in shown for f in fs] if whole is not None else judge.findings[mark:]
    if rest:
        yield None, state, rest


__all__ = ["Judge", "check", "check_text", "check_path", "start", "step", "replay", "StopRefereeing", "ERROR", "VIOLATION",
           "WARNING", "UNVERIFIABLE"]
