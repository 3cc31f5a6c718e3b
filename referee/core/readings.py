"""When a log can be read more than one way: weighing the readings against the lines after it.

A careful referee who meets a line that does not make sense asks what the recorder meant, and looks at
the next lines for the answer. Two cases are handled here, for every game (:class:`Readings` is part of
:class:`referee.core.table.TableState`):

* **A word that may mean several things.** A misspelt card, die or area whose near misses are several,
  more than one of them fitting the table, is not guessed. Each reading is played on a branch of its
  own, quietly, and so are the lines after it, until one reading is in order where the others are not.
  The error says what the word was read as and why. When the log ends with the readings still level,
  the first is followed and the scores are given only where every reading agrees (``final_result``).

* **A slip of the recorder's that the next lines expose.** A line that breaks a rule is reported and
  applied as written; that is nearly always right. When a second rule is broken within a few lines
  of it, those findings may be a cascade of one slip: a wrong name, a wrong card, a line written early
  or late, left out or written twice. Then the readings of the first line that a recorder's slip
  explains (each legal at that point) are played from the position before it through the lines since;
  a reading in which the players broke fewer rules, counting the slip itself as one finding, is the
  one the table played. It is said as an error at the line, with what the line as written would have
  led to; otherwise the line stands as written. The branches are quiet, and nothing is decided on less
  than ``WINDOW`` lines unless the log ends.

Neither changes what the log says happened where the log is clear; both only choose between the ways
an unclear or contradictory log can be read, and say so.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..i18n import Term, japanese_wanted
from ..notation.model import Event
from .copying import Copier
from .findings import UNVERIFIABLE, VIOLATION, WARNING, Finding, Fix
from .game import BadArgs
from .messages import _, both
from .referee import clock_held, on_time

#: the most near misses of a misspelt word that are weighed
WEIGH_MAX = 6
#: lines after a violation within which a second one makes the referee reconsider the first
SLIP_WINDOW = 80
#: how many lines back a violation that names an earlier violation it follows from (``Finding.recalls``) makes the
#: referee reconsider that one, past ``SLIP_WINDOW``
RECALL_REACH = 4 * SLIP_WINDOW
#: lines the readings are followed for once the referee reconsiders, before it decides
WINDOW = 6
#: how long the readings are followed while an event left out and another slip still fit alike (a game may follow them
#: longer: :attr:`Readings.long_window`)
LONG_WINDOW = 24
#: the most readings of one line that are kept
READINGS_MAX = 24
#: how many lines before the first violation the slip may be on
REACH = 3
#: how many lines before the first violation an event a finding says the log lacks may be put in
LACKS_REACH = 32
#: how many lines before the first violation a line of the same player's doing the same thing is reconsidered
AGAIN_REACH = 12
#: the most of the lines the game names as hiding slips (``slip_lines``) that are weighed, the last before the first violation
SLIP_LINES = 16
#: the most stretches of lines where such an event fits that are tried
LACKS_PLACES = 3
#: the most lines played on the readings of slips in one log (bounded time: past it, lines stand as written)
BUDGET = 20_000


def blame(judge: Any, since: int = 0) -> int:
    """How many findings accuse someone (violations, warnings and errors) among a judge's findings."""
    return sum(f.kind != UNVERIFIABLE for f in judge.findings[since:])


def _after_end_lines(state: Any) -> int:
    """How many lines a position held as played after the game was over (under the first one's finding)."""
    first = state.follow.after_end if state.follow is not None else None
    return len(first.held) if isinstance(first, Finding) else 0


def _canon(state: Any, tokens: list[str]) -> tuple[str, ...]:
    """An event's words as the game reads them: the verb and the names of cards, dice and areas canonical
    (so that a line in Japanese matches the same event in the notation's English)."""
    if len(tokens) < 2:
        return tuple(tokens)
    words = state.vocabulary()
    verb = state._spelling.get(tokens[1]) or state._spelling.get(tokens[1].lower()) or tokens[1]
    out = [tokens[0], verb]
    for t in tokens[2:]:
        for kind in words.values():
            if t in kind:
                t = kind[t]
                break
        out.append(t)
    return tuple(out)


class Branch:
    """One reading: its own position and quiet judge, and what it costs by itself."""

    __slots__ = ("label", "state", "judge", "base", "note", "later", "expect", "absorbed", "failed", "owed", "pull",
                 "ended")

    def __init__(self, label: str, state: Any, judge: Any, base: int = 0, note: Any = None) -> None:
        self.label = label
        self.state = state
        self.judge = judge
        self.base = base  # 1 for a reading that takes a line for a recorder's slip
        self.note = note  # (code, event, token, message, fix): the warning that says the reading, and its edit
        self.later: list[Any] | None = None  # [event, lines]: a line held until that many more have come
        self.expect: tuple[str, ...] | None = None  # an event the reading put in early: its late line is it
        self.absorbed: int | None = None  # the line that turned out to be the expected event
        self.failed = False  # the referee failed on this reading (a bug of ours): it is not chosen
        #: an event a finding said the log lacks, put in where the rules allow it: as good as the log as written,
        #: it is preferred (a legal act the recorder left out, rather than a rule a player broke)
        self.owed = False
        #: [lines to wait, lines held, limit]: a line not written yet belongs before the held ones (written late);
        #: the reading is played once it comes, and dropped when it breaks more rules than ``limit``
        self.pull: list[Any] | None = None
        #: the lines played after the game was over in the position as the reading began (see :meth:`cost`)
        self.ended = _after_end_lines(state)

    def copied(self, c: Copier) -> Branch:
        new = Branch.__new__(Branch)
        c.keep(self, new)
        new.label, new.base, new.note, new.expect = self.label, self.base, self.note, self.expect  # (values)
        new.absorbed, new.failed, new.owed, new.ended = self.absorbed, self.failed, self.owed, self.ended
        new.judge = c(self.judge)
        new.state = c(self.state)  # (which reports to the reading's judge: the copy's to its copy, through the memo)
        new.later = None if self.later is None else self.later.copy()
        new.pull = None if self.pull is None else [self.pull[0], self.pull[1].copy(), self.pull[2]]  # (wait, held lines, limit)
        return new

    def cost(self) -> float:
        """The findings that accuse someone on this reading, and each line the table went on playing after the game
        was over on it (one finding for them all: on this reading the players played on after the end, each line of
        it evidence that the game had not ended), and 1 for a reading that takes a line for a slip."""
        if self.failed:
            return float("inf")
        return self.base + blame(self.judge) + _after_end_lines(self.state) - self.ended

    def feed(self, event: Event) -> None:
        if self.failed:
            return
        on_time()  # dozens of readings, each playing a line that may be long: the time limit is checked at each
        try:
            self._feed(event)
        except Exception as exc:  # noqa: BLE001 - a reading the referee cannot follow is dropped, not the game
            if self.label != "as written":
                self.failed = True
                return
            from .referee import _internal

            _internal(self.judge, event, exc)  # the log as written: said, as the real game would say it

    def _feed(self, event: Event) -> None:
        if self.pull is not None:
            wait, held, limit = self.pull
            if wait > 0:
                self.pull[0] -= 1
                held.append(event)
                return
            self.pull = None  # this line is the one written late: it goes before the held lines
            code, at, token, message, _fix = self.note
            self.note = (code, event, token, message, Fix("move", event.line, to=at.line, before=True))
            for ev in (event, *held):
                self.state.apply(ev, self.judge)
                if self.cost() > limit:
                    self.failed = True  # worse than the log as written
                    return
            return
        if self.expect is not None and _canon(self.state, [event.actor, event.verb, *event.args]) == self.expect:
            self.expect = None
            if not self._legal_again(event):  # done again it would break a rule: it is the event put in, written late
                self.absorbed = event.line
                return
        self.state.apply(event, self.judge)
        if self.later is not None:
            self.later[1] -= 1
            if self.later[1] <= 0:
                held, self.later = self.later[0], None
                self.state.apply(held, self.judge)
                if self.note is not None:  # the line written early goes after this one (its edit, for ``referee fix``)
                    code, at, token, message, fix = self.note
                    self.note = (code, at, token, message, Fix("move", fix.line, to=event.line))

    def _legal_again(self, event: Event) -> bool:
        """Whether ``event``, the same as the event this reading put in before it, is in order done once more (then
        it is another event of the game, such as the next phase's charge, and not that one written late)."""
        from .referee import Judge

        quiet = Judge("<again>")
        probe = self.state.fork(quiet)
        probe.follow.branch = True
        try:
            probe.apply(event, quiet)
        except Exception:  # noqa: BLE001 - a line the referee cannot apply there is not in order there
            return False
        return not any(f.kind == VIOLATION for f in quiet.findings)

    def finish(self) -> None:
        if self.failed:
            return
        if self.pull is not None:
            self.failed = True  # the log ended before the line this reading waited for
            return
        try:
            if self.later is not None:
                held, self.later = self.later[0], None
                self.state.apply(held, self.judge)
            self.state.flush(self.judge)
        except Exception:  # noqa: BLE001
            if self.label == "as written":
                raise  # at the end of the log, the real game's own flush fails the same way (and says so)
            self.failed = True


class Weighing:
    """Readings being followed: ``word`` (all level: the first to be the only best one is chosen) or
    ``slip`` (branch 0 is the log as written, kept unless another reading is better after ``WINDOW``)."""

    __slots__ = ("kind", "event", "branches", "lines", "mark", "error", "keep")

    def __init__(self, kind: str, event: Event, branches: list[Branch], mark: int, error: BadArgs | None = None) -> None:
        self.kind = kind
        self.event = event
        self.branches = branches
        self.lines = 0
        self.mark = mark  # the real judge's findings from here on are the branches' to say
        self.error = error
        self.keep: int | None = None  # the line remembered as a first violation if the log as written is kept

    def copied(self, c: Copier) -> Weighing:
        new = Weighing(self.kind, self.event, [c(b) for b in self.branches], self.mark, self.error)  # (an error is read-only)
        c.keep(self, new)
        new.lines, new.keep = self.lines, self.keep
        return new


@dataclass(slots=True)
class Follow:
    """What the referee keeps on a position as it follows the table, apart from the game's own state (this module
    and referee/core/table.py): a copy of the position copies it with the rest, and a reading taken takes its own."""

    seen: list[Event] = field(default_factory=list)  #: every line, as the log has it (for readings)
    played: list[Event] = field(default_factory=list)  #: every line applied but ``undo`` (what an undo replays)
    branch: bool = False  #: a branch (a reading weighed, a replay, a probe): it weighs nothing itself
    weighing: Weighing | None = None  #: the readings of a line read more than one way, being followed
    slip: int | None = None  #: the line (in ``seen``) of a violation the next lines may show to be a slip
    spent: int = 0  #: lines played on the readings of slips so far (:data:`BUDGET`)
    rivals: list[Any] = field(default_factory=list)  #: the positions of the readings of a word level with this one
    deferred: Any = None  #: a move held back until the next lines show where it belongs (table.py, ``defer``)
    releasing: bool = False  #: the held move is being run
    owed: dict[str, tuple[int, int | None, int]] = field(default_factory=dict)  #: steps skipped, owed (``owe``)
    last_key: tuple[int, str, tuple[str, ...]] | None = None  #: the event just before, to tell a line written twice
    last_line: int = 0  #: … and its line
    after_end: Any = None  #: the finding of the first event after the game was over (False: it made none)

    def copied(self, c: Copier) -> Follow:
        """What a copy of the position keeps: the lines (read-only, shared) in lists of its own, the readings being
        weighed and the held move copied."""
        new = Follow(self.seen.copy(), self.played.copy(), self.branch, c.maybe(self.weighing), self.slip, self.spent,
                     [c(r) for r in self.rivals] if self.rivals else [], c.maybe(self.deferred), self.releasing,
                     self.owed.copy(), self.last_key, self.last_line,
                     c(self.after_end) if isinstance(self.after_end, Finding) else self.after_end)
        c.keep(self, new)
        return new


class Readings:
    """The weighing of readings, for :class:`TableState` (see the module's docstring)."""

    follow: Follow
    rebuild: Any
    ledger: Any
    #: how many lines the readings are followed while an event left out and another slip still fit alike: a game whose
    #: players' lines interleave far apart (each player through the week on their own) follows them longer
    long_window: ClassVar[int] = LONG_WINDOW

    def stop_weighing(self) -> None:
        """No more readings of slips (:data:`BUDGET` taken as spent): the lines stand as written."""
        self.follow.spent = max(self.follow.spent, 10**9)

    def what_if(self) -> None:
        """A copy a question is tried on: its lines are not weighed again as slips (it plays as a branch does)."""
        self.follow.branch = True

    # -- a word that may mean several things -------------------------------------------------------------

    def _weigh_word(self, move: Any, e: BadArgs, judge: Any) -> None:
        from .referee import Judge

        event = move.event
        actor = self.players[move.actor] if 0 <= move.actor < len(self.players) else event.actor  # type: ignore[attr-defined]
        branches = []
        for choice in e.choices:
            quiet = Judge(judge.path, judge.game, judge.options)
            b = self.fork(quiet)  # type: ignore[attr-defined]
            b.follow.branch = True
            b.events -= 1  # the line is counted again when the branch applies it
            args = list(event.args)
            if e.arg < 0:
                actor = choice  # the actor's name is the word weighed
            else:
                args[e.arg] = choice
            b.apply(Event(actor, move.verb, args, event.path, event.line, event.text, event.comment, event.index), quiet)
            branches.append(Branch(choice, b, quiet))
        self.follow.weighing = Weighing("word", event, branches, len(judge.findings), e)
        self._weigh_settle(judge, final=False)

    # -- a slip the next lines expose ----------------------------------------------------------------------

    def _watch(self, event: Event, mark: int, judge: Any) -> None:
        """After a line was applied (not on a branch): remember a violation, and reconsider it when a second
        one follows within ``SLIP_WINDOW`` lines."""
        # a rule broken, a line the same as the one before it (which a slip in that one may explain), or a line
        # read as if one before it were there
        broke = any(f.kind == VIOLATION or f.clause == "LOG-REPEATED" or f.lacks for f in judge.findings[mark:])
        f = self.follow
        slip = f.slip
        seen = f.seen
        if slip is not None and len(seen) - 1 - slip > SLIP_WINDOW:
            slip = f.slip = None
        if not broke or judge.holding is not None:
            return
        named = self._recalled_violation(judge, mark)
        if named is not None and (slip is None or named < slip) and f.spent < BUDGET:
            # a violation that names an earlier one it follows from (``Finding.recalls``), past the window: the pair
            # is reconsidered however far apart (an extra draw, the pile empty a week later)
            f.slip = None
            self._reconsider_keeping(named, judge)
            return
        if slip is None:
            if seen and seen[-1] is event:
                if any(x.lacks for x in judge.findings[mark:]) and f.spent < BUDGET:
                    self._reconsider_keeping(len(seen) - 1, judge)  # a line the log may lack: weighed at once
                    return
                f.slip = self._earliest(len(seen) - 1, judge.findings[mark:])
            return
        f.slip = None
        if f.spent < BUDGET:
            self._reconsider_keeping(slip, judge)

    def _reconsider_keeping(self, first: int, judge: Any) -> None:
        """:meth:`_reconsider` the line ``first``; the log as written kept, the last line is the first violation the
        next one may be a cascade of (a reading taken brings its own record)."""
        self._reconsider(first, judge)
        f = self.follow
        last = len(f.seen) - 1
        if f.weighing is not None:
            f.weighing.keep = last
        elif f.slip is None:
            f.slip = last

    def _recalled_violation(self, judge: Any, mark: int) -> int | None:
        """The earliest line, up to ``RECALL_REACH`` lines back, that a violation since ``mark`` recalls and that broke
        a rule itself (its ``seen`` index), or None."""
        wanted = {r for x in judge.findings[mark:] if x.kind == VIOLATION for r in x.recalled()}
        if not wanted:
            return None
        broken = {x.event for x in judge.findings[:mark] if x.kind == VIOLATION} & wanted
        if not broken:
            return None
        seen = self.follow.seen
        for q in range(max(0, len(seen) - 1 - RECALL_REACH), len(seen) - 1):
            if seen[q].index in broken:
                return q
        return None

    def _watch_after_end(self, judge: Any) -> None:
        """A line played after the game was over (held under the first one's finding): when a violation was
        remembered within ``SLIP_WINDOW`` lines (the first line after the end, or one before it), the table playing on
        is the second sign: reconsider it as :meth:`_watch` does a second violation (a slip may have ended the game
        early on paper)."""
        f = self.follow
        slip = f.slip
        if f.branch or f.weighing is not None or slip is None or judge.holding is not None:
            return
        f.slip = None
        if len(f.seen) - 1 - slip > SLIP_WINDOW or f.spent >= BUDGET:
            return
        self._reconsider(slip, judge)
        f = self.follow
        if f.weighing is not None:
            f.weighing.keep = len(f.seen) - 1

    def _earliest(self, at: int, found: list[Finding]) -> int:
        """The line a violation found at the ``at``-th line is about: the earliest line (within ``REACH`` lines more
        before it) whose event a violation among ``found`` names (a line held, found out of order when the next ones
        came), else that line itself."""
        seen = self.follow.seen
        named = {f.event for f in found if f.kind == VIOLATION and f.event is not None and f.event < seen[at].index}
        for q in range(max(0, at - 2 * REACH), at):
            if seen[q].index in named:
                return q
        return at

    def _before(self, at: int) -> Any:
        """The position before the ``at``-th line, replayed quietly (a branch: it weighs nothing)."""
        from .referee import Judge

        quiet = Judge("<replay>")
        fresh = self.rebuild(quiet)
        fresh.follow.branch = True
        for k, ev in enumerate(self.follow.seen[:at]):
            if not k & 63:
                on_time()  # the log from its start, which may be 200,000 lines long
            fresh.apply(ev, quiet)
        return fresh

    def _reconsider(self, first: int, judge: Any) -> None:
        """A second violation within a few lines of the one at line ``follow.seen[first]``: weigh the log as written
        against the readings a recorder's slip at that line, or at one of the ``REACH`` lines before it, explains;
        and, when a finding names an event the log lacks (:attr:`Finding.lacks`), against that event put in
        where the rules allow it, up to ``LACKS_REACH`` lines before the first violation."""
        from .referee import Judge, step

        if self.rebuild is None:
            return
        seen = self.follow.seen
        start = max(0, first - REACH)
        lacking = self._lacking(first, seen, judge)
        weak = self._weak(first, seen, judge)
        # the line before them where the same player did the same thing: a line read twice may be the other's
        again = next((q for q in range(start - 1, max(-1, first - AGAIN_REACH), -1)
                      if seen[q].actor == seen[first].actor and _canon(self, [seen[q].actor, seen[q].verb])[1]
                      == _canon(self, [seen[first].actor, seen[first].verb])[1]), None)
        # the earlier lines the findings since say they contradict (a card that left the hand at that line)
        wanted = {r for f in judge.findings if f.event is not None and f.event >= seen[first].index for r in f.recalled()}
        recalled = {q for q in range(max(0, first - SLIP_WINDOW), start) if seen[q].index in wanted}
        if again is not None:
            recalled.add(again)
        # the lines the game says a slip may hide in, though no finding names them (a pass that resolved a request)
        accused = frozenset(f.actor for f in judge.findings if f.kind == VIOLATION and f.actor and f.event is not None
                            and f.event >= seen[first].index)
        hiding = set(self.slip_lines(accused))  # type: ignore[attr-defined]
        if hiding:
            recalled.update([q for q in range(max(0, first - SLIP_WINDOW), start) if seen[q].index in hiding][-SLIP_LINES:])
        start = min([start, *(q for q, _option in lacking), *recalled])
        since = seen[start].index
        mine = Judge(judge.path, judge.game, judge.options)
        mine.findings = [f for f in judge.findings if f.event is not None and f.event >= since]
        limit = blame(mine)
        written = self.fork(mine)  # type: ignore[attr-defined]
        written.follow.branch = True
        branches = [Branch("as written", written, mine)]
        # the readings of the first violation's own line first (the likeliest slip: the budget of a long log goes to it
        # before the lines around it), then those of the lines before it and of the events the log may lack
        pre = self._before(first)
        if pre.follow.weighing is None:
            carry = [f for f in mine.findings if f.event is not None and f.event < seen[first].index]
            branches += self._readings(pre, seen[first:], seen[:first], limit, judge, carry=carry)
        pre = self._before(start)
        for q in range(start, max([first, *(at for at, _option in lacking)]) + 1):
            on_time()
            if pre.follow.weighing is None:
                carry = [f for f in mine.findings if f.event is not None and f.event < seen[q].index]
                for option in [o for at, o in lacking if at == q]:
                    more = self._readings(pre, seen[q:], seen[:q], limit, judge, only=option, carry=carry)
                    for b in more:
                        b.owed = option not in weak  # an event that explains no better than a rule broken: not preferred
                    branches += more
                if q != first and (q >= first - REACH or q in recalled):
                    branches += self._readings(pre, seen[q:], seen[:q], limit, judge, carry=carry)
            step(pre, seen[q], Judge("<replay>"))
        branches[1:] = sorted(branches[1:], key=lambda b: -b.note[1].line)  # nearest the second violation first
        if len(branches) > 1:
            self.follow.weighing = Weighing("slip", seen[first], branches, since)
            self._weigh_settle(judge, final=False)

    @staticmethod
    def _weak(first: int, seen: list[Event], judge: Any) -> set[str]:
        """The events the findings since line ``follow.seen[first]`` say the log may lack (:attr:`Finding.may_lack`), and no
        finding says it lacks."""
        since = seen[first].index
        mine = [f for f in judge.findings if f.event is not None and f.event >= since]
        return {o for f in mine for o in f.may_lack} - {o for f in mine for o in f.lacks}

    def _lacking(self, first: int, seen: list[Event], judge: Any) -> list[tuple[int, str]]:
        """The events the findings since line ``follow.seen[first]`` say the log lacks, each with the places (from
        ``LACKS_REACH`` lines before that line to the last line) where the rules allow it: the last of each stretch
        of lines where it fits (it is the latest the event can have been, before the step it belongs to ended), and
        the first."""
        from .referee import Judge, step

        since = seen[first].index
        wanted = list(dict.fromkeys(o for f in judge.findings if f.event is not None and f.event >= since
                                    for o in (*f.lacks, *f.may_lack)))
        if not wanted:
            return []
        lo, hi = max(0, first - LACKS_REACH), len(seen) - 1
        self.follow.spent += (hi + 1 - lo) * (len(wanted) + 1)
        pre = self._before(lo)
        fits: dict[str, list[int]] = {o: [] for o in wanted}
        for q in range(lo, hi + 1):
            on_time()
            for option in wanted:
                quiet = Judge("<lacks>")
                probe = pre.fork(quiet)
                probe.follow.branch = True
                ws = option.split()
                try:
                    probe.apply(Event(ws[0], ws[1], ws[2:], seen[q].path, seen[q].line, option, None, seen[q].index), quiet)
                except Exception:  # noqa: BLE001 - an event the referee cannot apply there does not fit there
                    continue
                if not quiet.findings:
                    fits[option].append(q)
            step(pre, seen[q], Judge("<replay>"))
        out: set[tuple[int, str]] = set()
        for option, qs in fits.items():  # the last place of each stretch where it fits (the latest stretches), and the first
            ends = [q for k, q in enumerate(qs) if k + 1 == len(qs) or qs[k + 1] != q + 1]
            out.update((q, option) for q in [*ends[-LACKS_PLACES:], *qs[:1]])
        return sorted(out)

    def _readings(self, pre: Any, lines: list[Event], before: list[Event], limit: int, judge: Any,
                  only: str | None = None, carry: list[Finding] = ()) -> list[Branch]:  # type: ignore[assignment]
        """The readings of ``lines`` (from the line that may be the slip to the last one) that one slip of the
        recorder's at ``lines[0]`` explains, each played from ``pre``; those that break as many rules as the
        log as written (``limit``) are dropped as they go. With ``only``: just that event, left out before
        ``lines[0]``. ``carry``: the findings of the lines from where the weighing starts to ``lines[0]``, which
        every reading shares with the log as written."""
        from .referee import Judge

        out: list[Branch] = []
        event, rest = lines[0], lines[1:]
        tokens = [event.actor, event.verb, *event.args]
        me = _canon(pre, tokens)

        def line(words: list[str], text: str | None = None, like: Event = event) -> Event:
            return Event(words[0], words[1], words[2:], like.path, like.line, text or like.text, None, like.index)

        def attempt(label: str, code: str, token: int, message: str, fix: Fix, seq: list[Event], expect: Any = None,
                    at: Event = event, hold: int = 0) -> None:
            if len(out) >= READINGS_MAX or self.follow.spent >= BUDGET:
                return
            self.follow.spent += len(seq)
            quiet = Judge(judge.path, judge.game, judge.options)
            quiet.findings = list(carry)  # the lines between the weighing's start and this reading's, as they were
            b = Branch(label, pre.fork(quiet), quiet, 1, (code, at, token, message, fix))
            for k, ev in enumerate(seq):
                b.feed(ev)
                if k == 0:
                    if quiet.holding is not None:
                        return  # the line read so is no line of the game (a command where a unit belongs, …)
                    b.expect = expect  # an event put in early: its own line, written late, is it
                if b.cost() > limit:
                    return  # worse than the log as written (one as good may still prove better on the next lines)
            if hold:
                b.later = [event, hold]  # written early: applied once ``hold`` more lines have come
            out.append(b)

        if only is not None:
            ws = only.split()
            attempt(only, "LOG-MISSING", 0, _lacks(only, pre, ws), Fix("insert", event.line, text=pre.written(ws, lines)),
                    [line(ws, only), *lines], _canon(pre, ws))
            for b in out:
                b.owed = True
            return out
        # written twice: the same as one of the few lines before it (tried first: past READINGS_MAX readings of its words,
        # a line that repeats the one before would not be read so at all)
        if any(_canon(pre, [p.actor, p.verb, *p.args]) == me for p in before[-3:]):
            attempt("written twice", "LOG-REPEATED", 1, _("the same event as a line just before it: read as one event, with which "
                                                          "the lines after it are in order"), Fix("delete", event.line), list(rest))
        # another name
        for name in self.players:  # type: ignore[attr-defined]
            if name != event.actor and me[1] != "undo":
                attempt(name, "LOG-ACTOR", 0, _("as {name}'s {verb}, this line and the ones after it are in order: read as "
                                                "{name}'s (the log names {actor})", name=name, verb=me[1], actor=event.actor),
                        Fix("word", event.line, token=0, text=name), [line([name, *tokens[1:]]), *rest])
        # another card, die or area (the name part of NAME@AREA and DIE=FACE too): one the lines after it name
        words = pre.vocabulary()
        named = {_split(t)[0] for ev in rest for t in ev.args}
        options_tried: set[str] = set()
        for i in range(2, len(tokens)):
            name, sep, tail = _split(tokens[i])
            kind_name = next((k for k, spelt in words.items() if name in spelt), None)
            if kind_name is None:
                continue
            kind = words[kind_name]
            meant = kind[name]
            others = set(kind.values()) - {meant}
            if len(others) <= 8:
                options = sorted(others)
            else:  # the ones the lines after it name, and those no line names at all when they are few
                options = sorted({kind[n] for n in named if n in kind} - {meant})
                anywhere = {kind[w] for ev in (*before, *lines) for t in ev.args for w in [_split(t)[0]] if w in kind}
                never = sorted(set(kind.values()) - anywhere)
                if len(never) <= 12:
                    options += [n for n in never if n not in options]
                options += [n for n in pre.pivotal_words if n in others and n not in options]
            for other in options:
                options_tried.add(other)
                new = list(tokens)
                new[i] = other + sep + tail
                attempt(other, "LOG-SLIP", i, _in_place(other, name),
                        Fix("word", event.line, token=i, text=pre.spelling(kind_name, other, name) + sep + tail),
                        [line(new), *rest])
        # another word that makes it one of the events the rules allow there
        legal = _legal(pre)
        tried: set[tuple[str, ...]] = set()
        for option in legal:
            ws = option.split()
            them = _canon(pre, ws)
            if len(them) != len(me) or them[1] != me[1]:
                continue
            cut = them.index("->") if "->" in them else len(them)
            diff = [i for i in range(2, cut) if them[i] != me[i] and _split(them[i])[0] != _split(me[i])[0]]
            if len(diff) != 1 or them[:cut] in tried:
                continue
            tried.add(them[:cut])
            i = diff[0]
            other, name = _split(ws[i])[0], _split(tokens[i])[0]
            if other in options_tried:
                continue
            new = list(tokens)
            new[i] = ws[i] if i < cut else new[i]
            kind_name = next((k for k, spelt in words.items() if other in spelt), "")
            _o, sep, tail = _split(ws[i])
            attempt(other, "LOG-SLIP", i, _in_place(other, name),
                    Fix("word", event.line, token=i, text=pre.spelling(kind_name, other, name) + sep + tail), [line(new), *rest])
        # written early: it belongs after one of the next lines
        for k in range(1, min(3, len(rest)) + 1):
            attempt(f"after line {rest[k - 1].line}", "LOG-ORDER", 1,
                    _("written early: read after line {line}, where it and the lines after it are in order", line=rest[k - 1].line),
                    Fix("move", event.line, to=rest[k - 1].line), [*rest[:k], event, *rest[k:]])
        for k in range(len(rest) + 1, 4):  # its place is among lines not written yet
            attempt(f"{k} events later", "LOG-ORDER", 1,
                    _("written early: read {n} events later, where it and the lines after it are in order", n=k),
                    Fix("move", event.line), list(rest), hold=k - len(rest))
        # written late: one of the next lines belongs before it
        for k in range(min(3, len(rest))):
            late = rest[k]
            attempt(f"line {late.line} first", "LOG-ORDER", 1, _late(event.line), Fix("move", late.line, to=event.line, before=True),
                    [late, event, *rest[:k], *rest[k + 1:]], at=late)
        # written late: a line not written yet belongs before it (the reading waits for it)
        for k in range(len(rest), 3):
            if len(out) >= READINGS_MAX or self.follow.spent >= BUDGET:
                break
            self.follow.spent += len(lines)
            quiet = Judge(judge.path, judge.game, judge.options)
            quiet.findings = list(carry)
            b = Branch(f"{k + 1} lines on first", pre.fork(quiet), quiet, 1,
                       ("LOG-ORDER", event, 1, _late(event.line), Fix("move", event.line, before=True)))
            b.pull = [k - len(rest), list(lines), limit]
            out.append(b)
        # an event left out before it (written late, or not at all)
        for option in legal[:READINGS_MAX]:
            ws = option.split()
            if _canon(pre, ws) == me:
                continue
            attempt(option, "LOG-MISSING", 0, _lacks(option, pre, ws), Fix("insert", event.line, text=pre.written(ws, lines)),
                    [line(ws, option), *lines], _canon(pre, ws))
        return out

    # -- following and deciding ------------------------------------------------------------------------

    def _weigh_line(self, event: Event, judge: Any) -> None:
        w = self.follow.weighing
        assert w is not None
        w.lines += 1
        for b in w.branches:
            b.feed(event)
        self._weigh_settle(judge, final=False)

    def _weigh_end(self, judge: Any) -> None:
        w = self.follow.weighing
        assert w is not None
        for b in w.branches:
            b.finish()
        self._weigh_settle(judge, final=True)

    def _weigh_settle(self, judge: Any, final: bool) -> None:
        w = self.follow.weighing
        assert w is not None
        costs = [b.cost() for b in w.branches]
        best = min(costs)
        top = [b for b, c in zip(w.branches, costs) if c == best]
        if w.kind == "word":
            if len(top) > 1 and not final:
                return
        elif not final and w.lines < WINDOW:
            return
        elif not final and w.lines < self.long_window and len(top) > 1 and (any(b.owed for b in top) or w.branches[0] not in top) \
                and len({(b.label, b.note[1].index) for b in top if b is not w.branches[0]}) > 1:
            return  # two slips (or an event left out in two places) fit the lines alike so far: the next lines decide
        # the log is the record (docs/slips.md): a reading is taken only where the lines after it go better with it than
        # with the log as written; where the log as written fits them as well, its word stands, and a line it may lack
        # that fits as well is said beside the violation it explains
        chosen = w.branches[0] if w.kind == "slip" and costs[0] == best else top[0]
        if chosen is not w.branches[0] and w.kind == "slip":
            # events left out that fit alike, told apart only by a card nobody saw: the unseen one is what the log lacks
            # (naming one of the cards would be a guess)
            unseen = [b for b in top if b.note is not None and b.note[0] == "LOG-MISSING" and "??" in b.label.split()]
            if unseen and all(b.note is not None and b.note[0] == "LOG-MISSING" for b in top):
                chosen = unseen[0]
        lacking = [b for b in top if b.owed and b is not chosen] if chosen is w.branches[0] and w.kind == "slip" else []
        with clock_held():  # the findings are replaced whole, or not at all (the time limit is checked after)
            self.follow.weighing = None
            if w.kind == "slip":  # the findings from the line the readings start at are theirs
                judge.findings[:] = [f for f in judge.findings if f.event is None or f.event < w.mark]
            else:
                del judge.findings[w.mark:]
            if w.kind == "word":
                self._say_word(w, chosen, top, costs, judge)
            elif chosen is not w.branches[0]:
                self._say_slip(w, chosen, judge)
            if lacking:
                self._say_lacking(w, lacking)
            for f in chosen.judge.findings:
                judge._add(f)
            self._adopt(chosen.state, judge)
        if chosen is w.branches[0] and w.keep is not None:
            self.follow.slip = w.keep
            seen = self.follow.seen
            since = seen[w.keep].index if w.keep < len(seen) else None
            if not final and w.kind == "slip" and since is not None and self.follow.spent < BUDGET and any(
                    f.kind == VIOLATION and f.event is not None and f.event > since for f in chosen.judge.findings):
                # a rule broken again while the readings were followed: the line kept is the first of that pair
                self.follow.slip = None
                self._reconsider(w.keep, judge)
        if w.kind == "word" and len(top) > 1:
            self.follow.rivals = [b.state for b in top[1:]]

    @staticmethod
    def _say_lacking(w: Weighing, lacking: list[Branch]) -> None:
        """The log as written stands, and an event it may lack fits the lines after it as well: the first violation that
        event would explain says so (the log's word is reported; what would explain it otherwise is said beside it)."""
        written = w.branches[0].judge.findings
        for b in lacking:
            at = b.note[1]
            f = next((f for f in written if f.kind == VIOLATION and f.event is not None and f.event >= at.index), None)
            if f is None:
                continue
            if len(lacking) > 1:
                f.message = _("{message} (the log may lack an event before line {line}, such as `{event}`: the lines after it "
                              "fit that as well)", message=f.message, line=at.line, event=b.label)
            else:
                f.message = _("{message} (the log may lack `{event}` before line {line}: the lines after it fit that as well)",
                              message=f.message, event=b.label, line=at.line)
            return

    def _say_word(self, w: Weighing, chosen: Branch, top: list[Branch], costs: list[float], judge: Any) -> None:
        e = w.error
        assert e is not None
        if len(top) == 1:
            why = _("the lines after it go with it") if w.lines else _("the line is in order with it")
            why = _contrast(w, chosen, costs, why)
        else:
            why = _("{readings} fit the lines after it alike; the referee follows {chosen}, and gives the scores only where "
                    "the readings agree", readings=both(b.label for b in top), chosen=chosen.label)
        message = e.plain if e.plain is not None else _without_suggestion(e.message)
        token = 0 if e.arg < 0 else e.arg + 2
        said = _("{message}: read as {reading}: {why}", message=message, reading=chosen.label, why=why)
        if len(top) > 1:  # which word was meant is not known: an error, not a word read as meant
            judge.error(e.code, w.event, said, token=token, expected=e.expected)
            return
        written = w.event.actor if token == 0 else (w.event.args[token - 2] if token - 2 < len(w.event.args) else "")
        meant = chosen.label if token == 0 else self.spelling(e.code[4:].lower(), chosen.label, written)  # type: ignore[attr-defined]
        judge.word_slip(e.code, w.event, said, token, meant, expected=e.expected)

    def _say_slip(self, w: Weighing, chosen: Branch, judge: Any) -> None:
        code, event, token, message, fix = chosen.note
        written = w.branches[0]
        kept = {(f.clause, f.position) for f in chosen.judge.findings}
        gone = [f for f in written.judge.findings if f.kind != UNVERIFIABLE and (f.clause, f.position) not in kept]
        first = next((f for f in gone if f.kind == VIOLATION), None) or next(iter(gone), None)
        n = len(gone)
        if first is not None:
            if first.kind == VIOLATION and n > 1:
                message = _("{message} (as written, it would break {clause} and {more} more findings would follow)",
                            message=message, clause=first.clause, more=n - 1)
            elif first.kind == VIOLATION:
                message = _("{message} (as written, it would break {clause})", message=message, clause=first.clause)
            elif n > 1:
                message = _("{message} (as written, {clause}: {finding}; {more} more findings would follow)", message=message,
                            clause=first.clause, finding=first.message, more=n - 1)
            else:
                message = _("{message} (as written, {clause}: {finding})", message=message, clause=first.clause,
                            finding=first.message)
        if chosen.absorbed is not None:
            message = _("{message}; it is written late, at line {line}", message=message, line=chosen.absorbed)
            fix = Fix("move", chosen.absorbed, to=event.line, before=True)
        judge._add(Finding(WARNING, code, message, event.position(token), actor=event.actor, event=event.index, fix=fix))

    def _adopt(self, state: Any, judge: Any) -> None:
        rebuild = self.rebuild
        self.become(state)  # type: ignore[attr-defined]  # the position becomes the reading's, whole
        self.follow.branch = False
        self.follow.slip = None
        if rebuild is not None:
            self.rebuild = rebuild
        self.judge = judge
        ledger = self.ledger
        if ledger is not None:
            ledger.judge = judge

    def final_result(self) -> Any:
        result = self.result()  # type: ignore[attr-defined]
        rivals = self.follow.rivals
        if not rivals or result is None:
            return result
        others = [r.result() for r in rivals]
        scores = {p: (v if all(o is not None and o.scores.get(p) == v for o in others) else None)
                  for p, v in result.scores.items()}
        winners = result.winners if all(o is not None and o.winners == result.winners for o in others) else []
        return dataclasses.replace(result, scores=scores, winners=winners)


def _split(token: str) -> tuple[str, str, str]:
    """``NAME@AREA`` and ``DIE=FACE``: the name, the separator and the rest (``token``, "", "" otherwise)."""
    for sep in ("@", "="):
        name, s, rest = token.partition(sep)
        if s:
            return name, s, rest
    return token, "", ""


def _legal(pre: Any) -> list[str]:
    """The legal events at ``pre``, and those after the passes it lists (a pass is optional in a log)."""
    from .referee import Judge

    try:
        out = list(pre.legal_events())
        probe = pre
        if pre.deferred() is not None:  # a line held for the next one: listed as if it stood as written
            probe = pre.fork(Judge("<legal>"))
            probe.settle_deferred()
            out += [e for e in probe.legal_events() if e not in out]
        for _round in range(3):
            passes = [e for e in probe.legal_events() if e.split()[1:] == ["pass"]]
            if not passes:
                break
            quiet = Judge("<legal>")
            probe = probe.fork(quiet)
            words = passes[0].split()
            probe.apply(Event(words[0], words[1], words[2:], "<legal>", 0, passes[0]), quiet)
            out += [e for e in probe.legal_events() if e not in out]
        return out
    except Exception:  # noqa: BLE001 - a position the game cannot list from: no readings of this kind
        return []


def _contrast(w: Weighing, chosen: Branch, costs: list[float], why: str) -> str:
    """``why`` a reading was chosen, with what another reading would have led to: its first finding that the chosen
    one does not have."""
    best = min(costs)
    other = next((b for b, c in zip(w.branches, costs) if c > best), None)
    if other is None:
        return why
    mine = {(f.position, f.clause) for f in chosen.judge.findings}
    first = next((f for f in other.judge.findings if f.kind != UNVERIFIABLE and (f.position, f.clause) not in mine), None)
    if first is None:
        return why
    if first.kind == VIOLATION:
        return _("{why} (with {reading}, line {line} would break {clause})", why=why, reading=other.label,
                 line=first.position.line, clause=first.clause)
    return _("{why} (with {reading}, line {line} would be a {clause} error)", why=why, reading=other.label,
             line=first.position.line, clause=first.clause)


def _without_suggestion(message: str) -> str:
    """A BadArgs message (a game's, which gives no ``plain``) without its "did you mean", in English or in
    Japanese (「もしかして」)."""
    message = message.rstrip("?").split(": did you mean")[0]
    if "もしかして" in message:
        message = message.split("もしかして")[0].rstrip("（(。、:： ")
    return message


def _lacks(event: str, pre: Any, words: list[str]) -> str:
    """LOG-MISSING's message; the line left out as the game's Japanese notation in a Japanese message."""
    line: str = event
    if japanese_wanted() and hasattr(pre, "in_japanese"):
        table = {**pre.game.japanese_terms(), **pre.japanese_words()}  # the notation's own Japanese first
        line = Term(event, " ".join(pre.in_japanese(words, table)))
    return _("the log lacks an event before this line: with `{event}` before it, this line and the ones after it are in "
             "order: read so", event=line)


def _in_place(other: str, name: str) -> str:
    return _("with {other} in place of {name}, this line and the ones after it are in order: read as {other}", other=other,
             name=name)


def _late(line: int) -> str:
    return _("written late: read before line {line}, where it and the lines around it are in order", line=line)


__all__ = ["Follow", "Readings", "WEIGH_MAX", "WINDOW", "SLIP_WINDOW", "blame"]
