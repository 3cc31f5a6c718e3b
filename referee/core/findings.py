"""Findings and verdicts: what the referee says about one log."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..notation.model import LogError, Position
from .copying import Copier
from .messages import N_, _, _n

VIOLATION = "violation"  # a rule was broken (cites a rulebook clause or ruling)
ERROR = "error"  # the log could not be read as notation (cites a LOG-… code)
UNVERIFIABLE = "unverifiable"  # a check needed a fact the log never revealed

#: the kinds of finding as a person reads them (the kinds themselves are keys of the JSON report)
KIND_NAMES = {VIOLATION: N_("violation"), ERROR: N_("error"), UNVERIFIABLE: N_("unverifiable")}


def kind_name(kind: str) -> str:
    """A finding's kind (``violation``, ``error``, ``unverifiable``) in the language of the moment."""
    return _(KIND_NAMES[kind]) if kind in KIND_NAMES else kind


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

    def copied(self, c: Copier) -> Finding:
        """A copy (for a copy of a position weighing readings): the violations it holds in a list of its own."""
        new = Finding(self.kind, self.clause, self.message, self.position, self.actor, self.expected, self.observed,
                      self.discovered, self.event, self.rulings, [], self.lacks, self.may_lack, self.recalls)
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
    def unverifiable(self) -> list[Finding]:
        return [f for f in self.findings if f.kind == UNVERIFIABLE]

    @property
    def status(self) -> str:
        """``bad-input``, ``violations``, or ``clean`` (unverifiable checks allowed)."""
        if self.errors:
            return "bad-input"
        if self.violations:
            return "violations"
        return "clean"

    def clauses(self) -> list[str]:
        return [f.clause for f in self.violations]

    def sorted(self) -> list[Finding]:
        order = {ERROR: 0, VIOLATION: 1, UNVERIFIABLE: 2}
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
