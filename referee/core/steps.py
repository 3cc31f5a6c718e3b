"""A turn as a declared sequence of steps, and the one way the referee follows a table through it.

A game whose turn is a fixed order of steps (phases, and each player's part of a phase) declares that order
once, as a :class:`Turn`: its steps in order, each with the phase it belongs to, whose step it is (a role: the
turn's first player or the second, the active player, the one who opens …) and the verbs its player is expected
to do there. Logs do not write steps down: each line belongs to a step by what it does, and the picture of the
table is brought to it here, the same way for every game that declares one:

- **in step**: the line belongs to the step the table is at; nothing to say;
- **a later step**: the steps in between were passed over (:meth:`Stepped.pass_to`). Each is left in order by the
  game's hook :meth:`Stepped.leave_step`, which says what the step left undone and what the table must have done
  there. What a jump over several steps left undone is one slip: :class:`Passing` reports the first of it only;
- **an earlier step** (a step that is over): the line is *late*. It is applied where the table is; its check
  reports it (:meth:`Stepped.late_report`), and after steps were passed over, the late lines of those steps are
  the same slip: only the first is reported;
- **the next turn**: a line of the turn's opening phase while its closing phase goes on ends the turn;
- **written early** (:class:`HeldSteps`): a line that would carry the table past the end of a step that reports
  what was left undone (``Step.ends_report``), while that step may still go on, is held (:meth:`HeldSteps.hold`)
  until the next lines show which it is. If the lines after it go on with the steps before it, it was written
  early: it is read where it belongs and said once at its own line; if not, the table had moved on.

A line's place in the turn is its (turn, rank) position, the rank being its step's place in the declaration.
What does not fit a sequence (whose line it really was, a card that is not where the log says) stays the game's,
in its follow handlers, which call :meth:`Stepped.reach` (or :meth:`Stepped.pass_to`) with where the line
belongs.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar

from ..notation.model import Event
from .messages import _
from .table import Move, TableState


class Role(Enum):
    """Whose step a step is, by the player's place in the turn's order (the usual roles of a two-player game; a
    game may declare its own roles, any enum, and say whose they are with :meth:`Stepped.seat_for`)."""

    FIRST = 1  # the player who acts first this turn
    SECOND = 2  # the other player

    def other(self) -> Role:
        return Role.SECOND if self is Role.FIRST else Role.FIRST


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a turn: its member of the game's step enum, the phase it is part of, whose step it is, what a
    message calls it (marked with ``N_`` in the game's catalogue), the verbs its player is expected to do in it,
    and whether leaving it reports what was left undone (then a line past its end is held while it may go on)."""

    step: Hashable
    phase: Enum
    role: Enum
    name: str
    acts: frozenset[str] = frozenset()
    ends_report: bool = False


@dataclass(frozen=True)
class Turn:
    """A game's turn, declared: the steps of play in order, the step before play (the set-up) and after it (the
    game over), the phase that opens a turn and the one that closes it (a line of the opening phase while the
    closing phase goes on begins the next turn), whether the roles change hands every turn (the first player,
    the active player), the phases whose two steps alternate between the players, and the clauses cited for a
    line out of the order and for a line in the other player's alternating step."""

    steps: tuple[Step, ...]
    setup: Hashable
    over: Hashable
    opening: Enum
    closing: Enum
    swaps: bool
    order_clause: str
    alternating: frozenset[Enum] = frozenset()
    alternate_clause: str = ""
    setup_name: str = ""
    over_name: str = ""
    #: each step's place in the turn: the set-up first, the game over last
    rank: dict[Hashable, int] = field(init=False)
    _order: tuple[Hashable, ...] = field(init=False)
    names: dict[Hashable, str] = field(init=False)
    phases: dict[Hashable, Enum] = field(init=False)
    _by_phase: dict[tuple[Enum, Enum], Hashable] = field(init=False)
    _one_role: dict[Enum, Hashable] = field(init=False)
    _roles: dict[Hashable, Enum] = field(init=False)
    _closing: frozenset[Hashable] = field(init=False)
    _first_closing: int = field(init=False)
    _reporting: tuple[int, ...] = field(init=False)
    _acts: dict[str, tuple[Hashable, ...]] = field(init=False)

    def __post_init__(self) -> None:
        put = object.__setattr__
        order = [self.setup, *(s.step for s in self.steps), self.over]
        if len(set(order)) != len(order):
            raise ValueError("a turn declares each step once")
        put(self, "rank", {s: i for i, s in enumerate(order)})
        put(self, "_order", tuple(order))
        put(self, "names", {self.setup: self.setup_name, self.over: self.over_name, **{s.step: s.name for s in self.steps}})
        put(self, "phases", {s.step: s.phase for s in self.steps})
        put(self, "_by_phase", {(s.phase, s.role): s.step for s in self.steps})
        by_phase: dict[Enum, list[Hashable]] = {}
        for s in self.steps:
            by_phase.setdefault(s.phase, []).append(s.step)
        put(self, "_one_role", {p: steps[0] for p, steps in by_phase.items() if len(steps) == 1})
        put(self, "_roles", {s.step: s.role for s in self.steps})
        closing = frozenset(s.step for s in self.steps if s.phase == self.closing)
        if not closing or self.opening not in by_phase:
            raise ValueError("a turn's opening and closing phases are phases of its steps")
        put(self, "_closing", closing)
        put(self, "_first_closing", min(self.rank[s] for s in closing))
        put(self, "_reporting", tuple(self.rank[s.step] for s in self.steps if s.ends_report))
        acts: dict[str, tuple[Hashable, ...]] = {}
        for s in self.steps:
            for verb in s.acts:
                acts[verb] = (*acts.get(verb, ()), s.step)
        put(self, "_acts", acts)

    def step(self, phase: Enum, role: Enum) -> Any:
        """The step of ``phase`` that is ``role``'s (a phase of one step: that step, whoever asks)."""
        got = self._by_phase.get((phase, role))
        if got is None:
            got = self._one_role.get(phase)
        if got is None:
            raise KeyError((phase, role))
        return got

    def role(self, step: Hashable) -> Enum:
        return self._roles[step]

    def after(self, step: Hashable) -> Any:
        """The step declared after ``step`` (after the last, the game over)."""
        order = self._order
        return order[order.index(step) + 1]


class Passing:
    """The steps passed over on the way to a line's step (:meth:`Stepped.pass_to`): ``move`` is the line that
    proves it, ``to`` the step it belongs to. What the jump left undone is one slip: :meth:`report` says the first
    of it and holds the rest (``said`` when the slip was already reported elsewhere)."""

    __slots__ = ("judge", "move", "to", "said")

    def __init__(self, judge: Any, move: Move, to: Hashable, said: bool = False) -> None:
        self.judge = judge
        self.move = move
        self.to = to
        self.said = said

    def report(self, clause: str, message: str, token: int = 1, actor: str | None = None) -> None:
        if not self.said:
            self.judge.violation(clause, self.move.event, message, token=token, actor=actor)
            self.said = True


class Stepped(TableState):
    """A position followed through a declared :class:`Turn` (see the module's docstring). The game declares
    :attr:`turn_order` and gives the hooks below; it keeps ``step`` (where the table is in the turn), and ``turn()``
    says which turn (or round) it is."""

    #: the game's turn, declared beside its steps
    turn_order: ClassVar[Turn]

    step: Any

    def __init__(self) -> None:
        super().__init__()
        #: the line being followed belongs to a step that is over (set by :meth:`reach`; its check reports it)
        self.late = False
        #: the steps last passed over: (turn, the step the table was at, the step it went to)
        self.skipped: tuple[int, Any, Any] | None = None
        #: the steps passed over whose first late line was reported (the others there are the same slip): what the
        #: referee has said, not where the table is (a check adds to it as it reports)
        self.late_reported: tuple[int, Any, Any] | None = None

    # -- the game's hooks ---------------------------------------------------------------------------------

    def role(self, seat: int) -> Enum:
        """``seat``'s role this turn (the table's seat, -1, has the role the game gives it)."""
        raise NotImplementedError

    def seat_for(self, role: Enum) -> int:
        """The seat that has ``role`` this turn."""
        raise NotImplementedError

    def start_play(self, event: Event, actor: int) -> None:
        """The first line of play, at the set-up: the game closes the set-up (reporting what it lacks) and puts the
        table at the first step of the first turn."""
        raise NotImplementedError

    def leave_step(self, event: Event, passing: Passing | None = None) -> None:
        """Close the step the table is at and open the next one (at the end of the turn, the next turn's first step,
        or the game over). ``passing``: the step is passed over on the way to a later line's (what it left undone is
        reported through it, once for the whole jump); None when the table's own play closes it."""
        raise NotImplementedError

    def phase_of(self, move: Move) -> Enum | None:
        """The phase ``move``'s line belongs to, when its verb and words say (None: it may come at any step)."""
        return None

    # -- whose step, which step -----------------------------------------------------------------------------

    def own_step(self, seat: int, phase: Enum) -> Any:
        """``seat``'s step of ``phase`` this turn."""
        return self.turn_order.step(phase, self.role(seat))

    def owner(self, step: Hashable) -> int:
        """Whose step ``step`` is this turn."""
        return self.seat_for(self.turn_order.role(step))

    def at(self) -> tuple[int, int]:
        """Where the table is: (turn, rank of its step)."""
        return (self.turn(), self.turn_order.rank[self.step])

    def expected_actor(self, verb: str) -> int | None:
        """The player of the step the table is at, for a verb of that step; for a verb of one step only, that step's
        player."""
        order = self.turn_order
        if self.step == order.setup or self.step == order.over:
            return None
        steps = order._acts.get(verb, ())
        if self.step in steps:
            return self.owner(self.step)
        if len(steps) == 1:
            return self.owner(steps[0])
        return None

    def target(self, move: Move) -> tuple[int, int] | None:
        """The (turn, rank) ``move`` belongs to, when its line says (None: any step)."""
        order = self.turn_order
        a = move.actor
        if a < 0 or self.step == order.setup or self.step == order.over:
            return None
        phase = self.phase_of(move)
        if phase is None:
            return None
        rank = order.rank
        if phase == order.opening and self.step in order._closing:  # the next turn's
            role = self.role(a)
            return (self.turn() + 1, rank[order.step(phase, role.other() if order.swaps else role)])  # type: ignore[attr-defined]
        step = rank[self.own_step(a, phase)]
        if step < rank[self.step] and rank[self.step] >= order._first_closing > step:
            return (self.turn() + 1, step)  # the steps of play are over and the closing phase is on: the next turn's
        return (self.turn(), step)

    # -- following the table ---------------------------------------------------------------------------------

    def reach(self, move: Move, phase: Enum) -> None:
        """Bring the table to the actor's step of ``phase``: steps only go forward, the steps passed over are left
        (:meth:`pass_to`); a step that is over leaves the table where it is and makes the line :attr:`late`."""
        order = self.turn_order
        self.late = False
        if self.step == order.setup:
            self.start_play(move.event, move.actor)
        step = self.own_step(move.actor, phase)
        rank = order.rank
        if rank[step] < rank[self.step]:
            if phase == order.opening and self.step in order._closing:
                # the opening phase after the closing one: the next turn has begun
                while self.step in order._closing:
                    self.leave_step(move.event)
                if self.step == order.over:
                    return
                self.reach(move, phase)
                return
            self.late = True
            return
        self.pass_to(move, step)

    def pass_to(self, move: Move, step: Hashable, said: bool = False) -> None:
        """The table goes on to ``step``, where ``move`` belongs: each step before it is left (:meth:`leave_step`),
        what they left undone reported once for them all (``said``: already reported)."""
        order = self.turn_order
        rank = order.rank
        if rank[step] <= rank[self.step]:
            return
        self.skipped = (self.turn(), self.step, step)  # steps passed over: late lines there are one slip
        passing = Passing(self.judge, move, step, said)
        while rank[self.step] < rank[step]:
            self.leave_step(move.event, passing)
            if self.step == order.over:
                return

    def late_report(self, move: Move, clause: str, what: str, step: Hashable) -> None:
        """Report a line (``what`` it does, marked with ``N_`` in the game's catalogue) of ``step``, which is over. In
        the other player's step of an alternating phase it breaks the turn's alternation; otherwise ``clause``. After
        the table passed over some steps, the first late line of them is reported; the others are the same slip."""
        order = self.turn_order
        rank = order.rank
        skipped = self.skipped
        if skipped is not None and skipped[0] == self.turn() and rank[skipped[1]] <= rank[step] < rank[skipped[2]]:
            if self.late_reported == skipped:
                return
            self.late_reported = skipped
        phase = order.phases.get(step)
        if step != self.step and phase in order.alternating and phase == order.phases.get(self.step):
            clause = order.alternate_clause  # the other player's step of the same phase
        say = self.game.say
        self.judge.violation(clause, move.event, _("{what} belongs to the {step}, which is over: it is the {now}", what=say(what),
                                                   step=say(order.names[step]), now=say(order.names[self.step])), token=1)


class HeldSteps(Stepped):
    """A :class:`Stepped` position that holds a line which may be written early (see the module's docstring)."""

    def __init__(self) -> None:
        super().__init__()
        #: a line of an earlier step came after the held one: it was written early
        self.passed = False

    def hold(self, move: Move) -> bool:
        """Hold ``move`` when it would carry the table past the end of a step that reports what was left undone (or
        into the next turn) while that step may still go on (True: held until the next lines show which it is)."""
        order = self.turn_order
        if self.step == order.setup or self.step == order.over:
            return False
        t = self.target(move)
        now = self.at()
        if t is None or t <= now or self.releasing() or self.deferred() is not None:
            return False
        if not (t[0] > now[0] or any(now[1] <= s < t[1] for s in order._reporting)):
            return False
        self.defer(move)
        self.passed = False
        return True

    def before(self, move: Move) -> None:
        """Before each line: a held line runs once the table has reached its step (or the log goes on elsewhere);
        a line of the steps before it, after it, shows it was written early."""
        self.late = False
        pending = self.deferred()
        if pending is None:
            return
        order = self.turn_order
        here = self.target(move)
        there = self.target(pending)
        if here is None or there is None or here >= there:
            self.settle_deferred()  # the table has moved on to the held line's step (or the log says no more)
        elif there[1] >= order._first_closing and self.phase_of(move) == order.opening and here < self.at():
            self.settle_deferred()  # a closing step held, then a line of the opening phase: the next turn has begun
        elif here >= self.at():
            self.passed = True  # a line of the steps before it came after the held one: it was written early

    def due(self) -> bool:
        pending = self.deferred()
        if pending is None or not self.passed:
            return False
        t = self.target(pending)
        return t is not None and self.at() >= t

    def settle_deferred(self) -> None:
        pending = self.deferred()
        if pending is not None and self.passed:
            self.written_early(pending, None)
        self.release()

    def written_early(self, early: Move, now: Move | None) -> None:
        """The turn's order: a line written before the steps that come first were over, read after them."""
        self.passed = False
        if now is not None:
            said = _("the phases go in order: this {verb} comes after the events written below it, and is read after "
                     "line {line}", verb=early.verb, line=now.event.line)
        else:
            said = _("the phases go in order: this {verb} comes after the events written below it, and is read where "
                     "it belongs", verb=early.verb)
        self.judge.violation(self.turn_order.order_clause, early.event, said, token=1)


__all__ = ["HeldSteps", "Passing", "Role", "Step", "Stepped", "Turn"]
