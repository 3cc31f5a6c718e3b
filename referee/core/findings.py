"""Findings and verdicts: what the referee says about one log."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..notation.model import LogError, Position
from .copying import Copier
from .messages import N_, _, _n

VIOLATION = "violation"  # a rule was broken (cites a rulebook clause or ruling)
WARNING = "warning"  # a recorder's slip the referee read as meant (cites a LOG-… code; its ``fix`` says how it was read)
ERROR = "error"  # the log could not be followed as written: a word or a line the referee could not read (a LOG-… code)
UNVERIFIABLE = "unverifiable"  # a check needed a fact the log never revealed

#: the kinds of finding as a person reads them (the kinds themselves are keys of the JSON report)
KIND_NAMES = {VIOLATION: N_("violation"), WARNING: N_("warning"), ERROR: N_("error"), UNVERIFIABLE: N_("unverifiable")}
#: the kinds that say someone went wrong (a player or the recorder): what the readings of a slip weigh
BLAME = (VIOLATION, WARNING, ERROR)


def kind_name(kind: str) -> str:
    """A finding's kind (``violation``, ``error``, ``unverifiable``) in the language of the moment."""
    return _(KIND_NAMES[kind]) if kind in KIND_NAMES else kind


@dataclass(frozen=True, slots=True)
class Fix:
    """How the referee read a recorder's slip, as an edit of the log (``referee fix`` writes it; docs/cli.md).

    ``kind`` is one of:

    - ``word``: word ``token`` of line ``line`` (0 the actor, 1 the verb, 2… the arguments) reads ``text``;
    - ``insert``: the line ``text`` was left out just before line ``line``;
    - ``delete``: line ``line`` is the line before it written twice: not an event;
    - ``move``: line ``line`` belongs just after line ``to`` (written early) or, with ``before``, just before it
      (written late); ``to`` 0 with ``before`` False: after the last event of the log;
    - ``text``: at column ``col`` of line ``line`` (a header line's value), ``old`` reads ``text``.

    >>> Fix("word", 12, token=0, text="Ben").describe()
    'line 12, word 1: Ben'
    """

    kind: str
    line: int
    token: int = 0
    text: str = ""
    to: int = 0
    before: bool = False
    col: int = 0
    old: str = ""

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind, "line": self.line}
        if self.kind == "word":
            d["word"], d["text"] = self.token + 1, self.text
        elif self.kind == "insert":
            d["text"] = self.text
        elif self.kind == "move":
            d["to"], d["before"] = self.to, self.before
        elif self.kind == "text":
            d["col"], d["old"], d["text"] = self.col, self.old, self.text
        return d

    def describe(self) -> str:
        """The edit in a few words, for people (the words of the JSON report, not translated)."""
        if self.kind == "word":
            return f"line {self.line}, word {self.token + 1}: {self.text}"
        if self.kind == "insert":
            return f"before line {self.line}: {self.text}"
        if self.kind == "delete":
            return f"line {self.line}: taken out"
        if self.kind == "text":
            return f"line {self.line}, column {self.col}: {self.text}"
        return f"line {self.line}: {'before' if self.before else 'after'} line {self.to}" if self.to else \
            f"line {self.line}: after the last event"


@dataclass(slots=True)
class Finding:
    kind: str
    clause: str
    message: str
    position: Position
    actor: str | None = None
    expected: str | None = None
    observed: str | None = None
    discovered: Position | None = None  # where a hidden violation came to light
    event: int | None = None  # 1-based event number
    rulings: tuple[str, ...] = ()  # rulings the finding depends on
    held: list["Finding"] = field(default_factory=list)  # violations that followed this unreadable line
    #: events (as log lines) that, had the log not lacked them, would explain the finding: readings try them
    lacks: tuple[str, ...] = ()
    #: events the log may have left out that would explain the finding as well as a rule broken would (a count
    #: that is off may be either): readings try them, and take one only where the lines after it go better with it
    may_lack: tuple[str, ...] = ()
    #: the earlier events (their numbers) the finding contradicts: the slip may be there, and readings reconsider them
    recalls: int | tuple[int, ...] | None = None
    #: a warning's edit: how the referee read the line (:class:`Fix`)
    fix: Fix | None = None

    def copied(self, c: Copier) -> Finding:
        """A copy (for a copy of a position weighing readings): the violations it holds in a list of its own."""
        new = Finding(self.kind, self.clause, self.message, self.position, self.actor, self.expected, self.observed,
                      self.discovered, self.event, self.rulings, [], self.lacks, self.may_lack, self.recalls, self.fix)
        c.keep(self, new)
        new.held = [c(h) for h in self.held] if self.held else []
        return new

    def recalled(self) -> tuple[int, ...]:
        r = self.recalls
        return () if r is None else (r,) if isinstance(r, int) else r

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "kind": self.kind,
            "clause": self.clause,
            "message": self.message,
            "path": self.position.path,
            "line": self.position.line or None,  # a file that cannot be opened has no line to point at
            "col": self.position.col or None,
        }
        if self.rulings:
            d["rulings"] = list(self.rulings)
        for key in ("actor", "expected", "observed", "event"):
            v = getattr(self, key)
            if v is not None:
                d[key] = v
        if self.discovered is not None:
            d["discovered"] = str(self.discovered)
        if self.held:
            d["held"] = [h.to_json() for h in self.held]
        if self.fix is not None:
            d["fix"] = self.fix.to_json()
        return d

    def cites(self, clause: str) -> bool:
        return self.clause == clause or clause in self.rulings

    def __str__(self) -> str:
        s = _("{position}: {kind} {clause}: {message}", position=str(self.position), kind=kind_name(self.kind),
              clause=self.clause, message=self.message)
        if self.discovered is not None:
            s = _("{finding} (came to light at {position})", finding=s, position=str(self.discovered))
        if self.held:
            s = _n("{finding} ({n} later finding held: it follows from this line)",
                   "{finding} ({n} later findings held: they follow from this line)", len(self.held), finding=s)
        return s

    @classmethod
    def from_log_error(cls, e: LogError) -> "Finding":
        return cls(ERROR, e.code, e.message, e.position, expected=e.expected)


@dataclass(slots=True)
class Result:
    """How a game ended: scores (None where hidden cards leave a score unknown)."""

    scores: dict[str, int | None]
    winners: list[str]  # one winner, several for a draw, empty while unknown
    ending: str  # a short description, in the language of the moment: "the Joker was opened", …
    clause: str | None = None  # the clause that ended the game
    details: dict[str, str] = field(default_factory=dict)  # per-player breakdown, as text (in the language of the moment)
    breakdown: dict[str, dict[str, int | None]] = field(default_factory=dict)  # per-player parts

    @property
    def draw(self) -> bool:
        return len(self.winners) > 1

    def to_json(self) -> dict[str, Any]:
        return {
            "scores": self.scores,
            "winners": self.winners,
            "ending": self.ending,
            "clause": self.clause,
            "details": self.details,
            "breakdown": self.breakdown,
        }


@dataclass(slots=True)
class Verdict:
    path: str
    game: str | None
    findings: list[Finding] = field(default_factory=list)
    result: Result | None = None
    events: int = 0
    over: bool = False
    stopped_early: bool = False  # strict mode stopped at the first violation
    options: dict[str, str] = field(default_factory=dict)
    left_out: int = 0  # findings left out of the report beyond the cap (referee.core.referee.MAX_FINDINGS)

    @property
    def violations(self) -> list[Finding]:
        return [f for f in self.findings if f.kind == VIOLATION]

    @property
    def errors(self) -> list[Finding]:
        return [f for f in self.findings if f.kind == ERROR]

    @property
    def warnings(self) -> list[Finding]:
        return [f for f in self.findings if f.kind == WARNING]

    @property
    def unverifiable(self) -> list[Finding]:
        return [f for f in self.findings if f.kind == UNVERIFIABLE]

    @property
    def status(self) -> str:
        """``violations`` when a rule was broken, whatever else the log has; else ``bad-input`` when the referee
        could not follow a part of the log as written; else ``clean`` (warnings, a recorder's slips read as meant,
        and unverifiable checks allowed)."""
        if self.violations:
            return "violations"
        if self.errors:
            return "bad-input"
        return "clean"

    def clauses(self) -> list[str]:
        return [f.clause for f in self.violations]

    def sorted(self) -> list[Finding]:
        order = {ERROR: 0, WARNING: 1, VIOLATION: 2, UNVERIFIABLE: 3}
        return sorted(self.findings, key=lambda f: (f.position.line, f.position.col, order[f.kind]))

    def to_json(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "game": self.game,
            "status": self.status,
            "events": self.events,
            "over": self.over,
            "stopped_early": self.stopped_early,
            "options": self.options,
            "left_out": self.left_out,
            "result": self.result.to_json() if self.result else None,
            "findings": [f.to_json() for f in self.sorted()],
        }
