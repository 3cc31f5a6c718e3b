"""The referee loop: feed a log's events to its game and collect the findings.

It reports, applies what physically happened and goes on, so one slip does
not hide the next ten. In strict mode it stops at the first violation.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..notation.model import Claim, Comment, Event, LogError, Position
from ..notation.reader import LogReader, LogReadError
from . import game as registry
from .findings import ERROR, UNVERIFIABLE, VIOLATION, Finding, Verdict
from .game import Game, SetupError, State
from .messages import _, listing
from .rulings import Options


class StopRefereeing(Exception):
    """Raised by a strict judge after the first violation."""


class Judge:
    """Collects the findings of one log; games report through it."""

    __slots__ = ("path", "findings", "strict", "options", "game", "on_finding", "holding", "_held")

    def __init__(self, path: str, game: Game | None = None, options: dict[str, Any] | None = None, strict: bool = False):
        self.path = path
        self.findings: list[Finding] = []
        self.strict = strict
        self.options = options or {}
        self.game = game
        self.on_finding: Callable[[Finding], None] | None = None
        self.holding: Finding | None = None  # the unreadable line later violations are held under
        self._held = 0

    def _add(self, f: Finding) -> None:
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
        """``event`` could not be understood as notation (``lacks``: as for :meth:`violation`)."""
        self._add(Finding(ERROR, code, message, event.position(token), actor=event.actor, expected=expected, event=event.index,
                          lacks=lacks))

    # -- a line that cannot be read ---------------------------------------------------------------------
    # It is reported once. The violations that follow only because it is missing are not reported as
    # violations: they are held under its finding (``Finding.held``) until an event goes by without one,
    # which shows the game is back in step. The end-of-log checks are never held.

    def unreadable(self, event: Event) -> None:
        """``event`` could not be read (its error is the last finding): hold what follows."""
        last = self.findings[-1] if self.findings else None
        if last is not None and last.event == event.index and last.position.line == event.line:
            self.holding = last

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
    """Read the header and make the first state (None when the header is unusable)."""
    header = reader.header()
    game = registry.get(header.game) if header.game else None
    verdict = Verdict(reader.path, game.name if game else header.game)
    judge = Judge(reader.path, game, strict=strict)
    if header.game and game is None:
        known = listing(g.name for g in registry.all_games())
        entry = header.entry("game")
        pos = Position(reader.path, entry.position.line, entry.value_col) if entry else Position(reader.path, 1, 1)
        judge.log_error(LogError("LOG-UNKNOWN-GAME", _("unknown game {game!r}", game=header.game), pos,
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
        state.rebuild = lambda j, game=game, header=header, options=options: game.new_state(header, options, j)
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
#: accusing findings after which a log is not weighed line by line any more (readings.py): its lines stand as
#: written (no real game comes near; a file of noise would otherwise be weighed at every line)
NOISE = 300


def check(
    reader: LogReader, *, strict: bool = False, overrides: dict[str, str] | None = None, partial: bool = False,
    time_limit: float | None = None,
) -> Verdict:
    """Referee one log from its reader.

    ``partial``: the log is a game in progress (or a fragment, as in the
    feature scenarios): its end is not the end of the game, so nothing is
    reported for a game that is not over and end-of-game checks are not run.

    ``strict``: the verdict stops at the first violation. The whole log is refereed all the same (a line
    may be read differently in the light of the lines after it: referee/core/readings.py), and the
    findings are cut after the first violation of the verdict.
    """
    judge, state, verdict = start(reader, overrides=overrides)
    claims: list[Claim] = []
    last: Event | None = None
    if state is None:
        # keep reading so that every notation problem of the file is reported
        for item in reader:
            if isinstance(item, LogError):
                judge.log_error(item)
        verdict.findings = judge.findings
        return verdict
    apply = state.apply
    deadline = time.monotonic() + (TIME_LIMIT if time_limit is None else time_limit)
    n = 0
    try:
        for item in reader:
            n += 1
            if not n & 255:
                if time.monotonic() > deadline:
                    _out_of_time(judge, item, reader, time_limit)
                    verdict.stopped_early = True
                    break
                if len(judge.findings) > NOISE and state.__dict__.get("_spent", 0) < 10**9:
                    state.__dict__["_spent"] = 10**9  # readings.BUDGET spent: the lines stand as written
            if type(item) is Event:
                last = item
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
            elif isinstance(item, Comment):
                pass
        state.flush(judge)
        judge.holding = None  # the end-of-log checks are never held
        if not partial and not verdict.stopped_early:
            state.finish(judge, last if last is not None else Position(reader.path, reader.last_line + 1, 1))
        _settle(state, judge, claims)
    except StopRefereeing:
        verdict.stopped_early = True
    verdict.findings = judge.findings
    verdict.events = reader.events_read
    verdict.over = state.is_over()
    verdict.result = state.final_result()
    if strict:
        first = next((i for i, f in enumerate(judge.findings) if f.kind == VIOLATION), None)
        if first is not None:
            verdict.findings = judge.findings[: first + 1]
            verdict.stopped_early = True
            verdict.over, verdict.result = False, None
    cap(verdict)
    return verdict


#: findings reported per log; the rest are counted in one last finding (a log of thousands of bad lines is one
#: problem, and its report stays readable and bounded)
MAX_FINDINGS = 1000


def cap(verdict: Verdict, limit: int = MAX_FINDINGS) -> None:
    """Keep the first ``limit`` findings of a verdict (in file order) and one that says how many were left out:
    an error if any left out is one, else a violation (the verdict's status stays what it was)."""
    if len(verdict.findings) <= limit:
        return
    ordered = verdict.sorted()
    kept, rest = ordered[:limit], ordered[limit:]
    kept += [f for f in rest if f.clause.startswith("REFEREE-")]  # the referee's own (a failure, the time limit) stay
    rest = [f for f in rest if not f.clause.startswith("REFEREE-")]
    if not rest:
        verdict.findings = kept
        return
    kind = ERROR if any(f.kind == ERROR for f in rest) else VIOLATION if any(f.kind == VIOLATION for f in rest) else UNVERIFIABLE
    first = rest[0]
    kept.append(Finding(kind, "REFEREE-FINDINGS-CAPPED",
                        _("{n} more findings from this line on are left out (the report shows the first {limit})",
                          n=len(rest), limit=limit),
                        first.position))
    verdict.findings = kept
    verdict.left_out = len(rest)


def _out_of_time(judge: Judge, item: Any, reader: Any, limit: float | None) -> None:
    line = getattr(item, "line", None) or getattr(getattr(item, "position", None), "line", reader.last_line)
    judge.holding = None
    judge._add(Finding(ERROR, "REFEREE-TIME-LIMIT",
                       _("the log took more than {seconds:g} seconds to referee: it is refereed up to this line, the rest "
                         "is not checked", seconds=TIME_LIMIT if limit is None else limit), Position(reader.path, line, 1),
                       expected=_("a log the referee can check in time (or a higher --time-limit)")))


def _settle(state: State, judge: Judge, claims: list[Claim]) -> None:
    """End of log: unsettled duties are unverifiable; claims are recomputed."""
    ledger = getattr(state, "ledger", None)
    if ledger is not None:
        for d in ledger.unsettled():
            judge.unverifiable(d.clause, d.event.position(d.token), _("{text}: cannot be checked ({why})", text=d.text, why=d.why()),
                               d.actor)
    result = state.final_result() if claims and state.is_over() else None
    for claim in claims:
        _check_claim(state, judge, claim, result)


def _check_claim(state: State, judge: Judge, claim: Claim, result: Any) -> None:
    """A claim is checked against the recomputed result, part by part."""
    game = state.game
    rulings_for = getattr(game, "rulings_for", lambda clause, st: ())
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
                expected=str(actual),
                observed=str(said),
                rulings=rulings_for(clause, state),
            )
        )

    if claim.kind == "winner":
        said = str(claim.values["winner"])
        actual = result.winners
        clause = getattr(game, "winner_clause", game.score_clause)
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
        clauses = getattr(game, "breakdown_clauses", {})
        # a game may cite, for a wrong part, the clause that decides it for this player (えいつく: the base points'
        # row of the table that the film's numbers fall under)
        part_clause = getattr(state, "claim_clause", None)
        for key, said in claim.values.items():
            if key not in clauses:
                judge.log_error(
                    LogError("LOG-CLAIM", _("{part!r} is not a part of a score in this game", part=key), claim.position(key),
                             listing(clauses))
                )
                continue
            clause = (part_clause(key, player, said) if part_clause is not None else None) or clauses[key]
            actual = parts.get(key)
            if actual is None:
                judge.unverifiable(clause, claim.position(key), _("{player}'s {part} cannot be checked: the log leaves what decides it "
                                                                  "unknown", player=player, part=key), player)
            elif actual != said:
                mismatch(clause, key, player, said, actual, _("{player}'s {part}: claimed {said}, but the cards give {actual}",
                                                              player=player, part=key, said=said, actual=actual))
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
    (:mod:`referee.encodings`)."""
    from ..encodings import decode
    from ..notation.reader import read_bounded

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


def replay(reader: LogReader, **kw: Any):
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
    whole = state.rebuild(final) if getattr(state, "rebuild", None) is not None else None
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


__all__ = ["Judge", "check", "check_text", "check_path", "start", "step", "replay", "StopRefereeing", "ERROR", "VIOLATION", "UNVERIFIABLE"]
