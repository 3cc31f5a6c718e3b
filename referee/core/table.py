"""Following the table: the one way every game applies an event.

At a real table mistakes are the point. The referee's picture of the table must never drift from the
real one, so every event goes through the same four steps, in this order, fixed here and not in any
game:

1. **read** (the core, then ``read_<verb>``): the actor and the verb, with "did you mean" for a
   mistyped word. A unique near miss is read as the word meant, and the error says so; a word that
   cannot be read leaves the line unreadable (reported once, and the findings that follow only because
   it is missing are held: see :meth:`Judge.unreadable`). The game reads its arguments; a card, die or
   area it cannot read becomes unknown where the game allows it (``??``), so the event is still applied.
2. **follow** (``follow_<verb>``, optional): bring the picture to where the table is. An event of a
   later step means the steps between were skipped: each is reported once, at the first event that
   proves it, and play goes on from there. A step done late after it was reported skipped is applied
   without a second finding.
3. **check** (``check_<verb>``): report every clause the event breaks. A check changes nothing.
4. **do** (``do_<verb>``): apply what physically happened, whether or not a rule was broken: a player
   who acted out of turn has acted, a card put in the wrong place is there. It reports no rule.

A game's state derives from :class:`TableState` and gives ``check_<verb>`` and ``do_<verb>`` for each
of its verbs (the class is refused at import otherwise), so no game can report an event and forget
to apply it. The exceptions, where what the log says cannot physically have happened, are the
ledger's (referee/core/hidden.py): a card seen elsewhere stays where the table saw it, and the line
naming it is read as an unseen card.
"""

from __future__ import annotations

import types
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from ..i18n import Term
from ..notation.model import Event
from .findings import VIOLATION, Finding, Fix
from .copying import Copier
from .game import BadArgs, State, Verb, verb_table
from .messages import N_, _, either, kind_name, listing
from .readings import WEIGH_MAX, Follow, Readings
from .words import Guess, Lexicon, is_japanese

#: the verb every game has: the table takes back the event just before (a slip the table caught and undid); its
#: summary is said with referee.core.messages' ``_``
UNDO = Verb("undo", "table undo", N_("the event before is taken back: it happened, and the table undid it"),
            ("取り消し", "やり直し"), None)

TABLE = -1  # the seat of the table (chance and dealing)

class Move:
    """One event as read: the canonical verb, the actor's seat (``TABLE`` for the table) and the
    arguments as the game's ``read_<verb>`` returned them."""

    __slots__ = ("event", "verb", "actor", "args", "hints")

    def __init__(self, event: Event, verb: str, actor: int, args: Any = None) -> None:
        self.event = event
        self.verb = verb
        self.actor = actor
        self.args = args
        self.hints: dict[int, frozenset[str]] = {}  # argument -> what an unreadable word may have meant

    def __repr__(self) -> str:
        return f"Move({self.verb!r} by {self.actor} at line {self.event.line})"

    def copied(self, c: Copier) -> Move:
        new = Move(self.event, self.verb, self.actor, c.values(self.args))  # (the words as read: values, or the copy's own)
        c.keep(self, new)
        new.hints = self.hints.copy()
        return new


def _rebound(f: Callable[..., Any], old: object, new: object) -> Callable[..., Any]:
    """``f``, a method of ``old``, as the same method of ``new``; any other function as it is."""
    if isinstance(f, types.MethodType) and f.__self__ is old:
        return types.MethodType(f.__func__, new)
    return f


@dataclass(frozen=True, slots=True)
class Handlers:
    """What the referee does with a line of one verb, in order: ``read`` its words into the move (``move.args``),
    ``follow`` the table to it (a game's hook: where in the turn the line stands), ``check`` it against the rules
    (reporting what it breaks) and ``do`` what physically happened. A game declares one for each of its verbs, in
    its state's class body (:attr:`TableState.handlers`)."""

    check: Callable[[Any, Move], None]
    do: Callable[[Any, Move], None]
    read: Callable[[Any, Move], Any] | None = None
    follow: Callable[[Any, Move], None] | None = None


class TableState(Readings, State):
    """A game's position, followed event by event (see the module's docstring)."""

    #: the game's verbs, each with its :class:`Handlers` in :attr:`handlers`
    verbs: ClassVar[tuple[Verb, ...]] = ()
    #: each verb's handlers, declared by the game beside them (``undo`` is the table's own: :data:`UNDO_HANDLERS`)
    handlers: ClassVar[Mapping[str, Handlers]] = {}
    #: verbs only the table does (dealing, chance): those whose usage's actor is ``table`` (read from the verbs;
    #: ``undo``, which the table or a player may write, is the table's own)
    table_verbs: ClassVar[frozenset[str]] = frozenset()
    #: verbs the table or a player may do
    shared_verbs: ClassVar[frozenset[str]] = frozenset()
    #: verbs that may rightly be written twice in a row, naming the same cards (see ``double_entry``)
    repeatable: ClassVar[frozenset[str]] = frozenset()

    _handlers: ClassVar[dict[str, tuple[Any, Any, Any, Any]]] = {}
    _spelling: ClassVar[dict[str, str]] = {}
    _verb_words: ClassVar[Lexicon]
    _aliases: ClassVar[dict[str, tuple[str, ...]]] = {}
    _has_before: ClassVar[bool] = False  # does the game give ``before`` (else it is not called)
    _own_seats: ClassVar[bool] = False  # does the game give ``seat_of``

    players: list[str]
    judge: Any
    #: what the referee keeps as it follows the table (:class:`referee.core.readings.Follow`), made with the position
    follow: Follow
    #: where every card is (referee/core/hidden.py), for a game with hidden cards; None for one without
    ledger: Any = None

    def __init__(self) -> None:
        self.follow = Follow()

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if not cls.verbs:
            return
        if not any(v.name == "undo" for v in cls.verbs):
            cls.verbs = (*cls.verbs, UNDO)
        declared = {"undo": UNDO_HANDLERS, **cls.handlers}
        names = [v.name for v in cls.verbs]
        missing = [v for v in names if v not in declared]
        unknown = [v for v in declared if v not in names]
        if missing or unknown:
            raise TypeError(f"{cls.__name__}: every verb has its Handlers and every Handlers a verb; no handlers for "
                            f"{', '.join(missing) or 'none'}, no verb for {', '.join(unknown) or 'none'}")
        handlers = {v: (h.read, h.follow, h.check, h.do) for v, h in declared.items()}
        cls._handlers = handlers
        cls.table_verbs = frozenset(v.name for v in cls.verbs if v.signature.by_table and v is not UNDO)
        cls._spelling = verb_table(cls.verbs)
        cls._verb_words = Lexicon("verb", cls._spelling)
        cls._aliases = {v.name: v.aliases for v in cls.verbs}
        cls._has_before = cls.before is not TableState.before
        cls._own_seats = cls.seat_of is not TableState.seat_of

    # -- hooks a game may give ----------------------------------------------------------------------

    def slip_lines(self, accused: frozenset[str] = frozenset()) -> tuple[int, ...]:
        """Event indexes of earlier lines where a recorder's slip may hide although no finding names them (a
        line that changed what happened next without breaking a rule: BlackPoker's passes). When a second
        violation makes the referee reconsider, the last few of them before the first violation are weighed
        as well as the lines just before it. ``accused``: the players the violations since name (a game may give
        only the lines that concern them). By default none."""
        return ()

    def double_entry(self, move: Move) -> bool:
        """Is ``move``, the same as the event just before it, a line written twice rather than a second act? Only where
        a second act cannot physically have happened: by default, when it names a card or a die, which cannot do the
        same thing twice. Otherwise it is applied as written, and the rules say whether a second one was allowed (a
        second boo in one watch is a violation, not a line written twice: the log is the record, docs/slips.md); a
        reading of it as written twice is weighed against the lines after it like any other (``readings.py``)."""
        words = self.vocabulary()
        named = {**words.get("card", {}), **words.get("die", {})}
        return any(a in named for a in move.event.args)

    def report_after_end(self, move: Move) -> None:
        """Report the first event after the game is over (the core holds the rest)."""
        self.judge.violation(self.game.score_clause, move.event, _("the game is over: no more play"), token=1)

    # -- the one way an event is applied --------------------------------------------------------------

    def apply(self, event: Event, judge: Any) -> None:
        if self.follow.weighing is not None:
            self._weigh_line(event, judge)  # a line read more than one way: its readings are followed
            return
        findings = judge.findings
        mark = len(findings)
        self._apply(event, judge)
        # a line that found nothing gives the watch nothing to remember (readings.py: a slip's window is
        # checked where it is used)
        f = self.follow
        if len(findings) != mark and not f.branch and f.weighing is None and not judge.noisy(event):
            self._watch(event, mark, judge)

    def _apply(self, event: Event, judge: Any) -> None:
        # the referee's hot path: one pass per event, with as few calls and lookups as the usual line needs
        f = self.follow
        f.seen.append(event)  # every line, as the log has it (for readings)
        self.judge = judge
        ledger = self.ledger
        if ledger is not None:
            ledger.judge = judge
        self.events += 1
        held = judge._held
        move = self._read(event, judge)
        if move is None:
            if f.weighing is None:
                if self.deferred() is not None:
                    self.settle_deferred()  # what was held waited for this line, which says nothing readable
                judge.unreadable(event)
            return
        verb = move.verb
        read, follow, check, do = self._handlers[verb]
        if verb not in self.after_end and self.is_over():
            self._after_end(move)  # play after the end: what it says does not matter
            return
        if read is not None:
            try:
                move.args = read(self, move)
            except BadArgs as e:
                if self.deferred() is not None:
                    self.settle_deferred()  # what was held waited for this line, which says nothing readable
                    if self.is_over() and move.verb not in self.after_end:
                        self._after_end(move)
                        return
                if 1 < len(e.choices) <= WEIGH_MAX and not f.branch:
                    self._weigh_word(move, e, judge)
                    return
                judge.error(e.code, event, e.message, token=e.arg + 2, expected=e.expected)
                judge.unreadable(event)
                return
            if move.verb is not verb:  # a game may read the line as another verb
                verb = move.verb
                _read, follow, check, do = self._handlers[verb]
        key = (move.actor, verb, tuple(event.args))
        last = f.last_key
        f.last_key = key
        if key == last and verb not in self.repeatable and self.double_entry(move):
            judge.slip("LOG-REPEATED", event, _("the same event as line {line}, written twice in a row: read as one event, "
                                                "not applied again", line=f.last_line), Fix("delete", event.line), token=1,
                       expected=_("each event once"))
            f.last_line = event.line
            return
        f.last_line = event.line
        self._run(move, verb, follow, check, do, f)
        if judge.holding is not None:
            judge.release(held)

    def _run(self, move: Move, verb: str, follow: Any, check: Any, do: Any, f: Follow) -> None:
        """:meth:`run` for :meth:`_apply`, which has looked the handlers up."""
        if verb not in self.after_end and self.is_over():
            self._after_end(move)
            return
        if self._has_before and not f.releasing:
            self.before(move)
        if follow is not None:
            follow(self, move)
            if f.deferred is move:
                return  # held until the next lines show where it belongs
            if verb not in self.after_end and self.is_over():
                self._after_end(move)
                return
        check(self, move)
        do(self, move)
        f = self.follow  # (undo replays the game: the position is made anew, with its own)
        if verb != "undo":
            f.played.append(move.event)
        if f.deferred is not None and self.due():
            self.written_early(f.deferred, move)
            self.release()

    def run(self, move: Move) -> None:
        """Follow, check and do one move (a deferred move too, when its time comes)."""
        if move.verb not in self.after_end and self.is_over():
            self._after_end(move)
            return
        _read, follow, check, do = self._handlers[move.verb]
        self._run(move, move.verb, follow, check, do, self.follow)

    def due(self) -> bool:
        """Is the deferred move's time come (the step it waited on is over)?"""
        return False

    def before(self, move: Move) -> None:
        """Called before each move is followed (not for a deferred move when it runs): a game settles here what
        a held move was waiting to learn from the next line."""

    def written_early(self, early: Move, now: Move) -> None:
        """A deferred move is read after ``now``, where it belongs: the game says so at its own line."""

    # -- the table takes an event back -----------------------------------------------------------------
    # ``table undo`` (or a player's): the event before happened and was undone at the table (a slip caught
    # there). Its findings stay; the picture is the game replayed without it. ``rebuild`` is set by the
    # referee loop when the state is made (referee/core/referee.py).

    def check_undo(self, move: Move) -> None:
        if move.event.args:
            self.judge.error("LOG-ARGUMENT", move.event, _("undo takes no arguments"), token=2, expected="table undo")
        elif not self.follow.played or self.rebuild is None:
            self.judge.error("LOG-UNDO", move.event, _("there is no event to take back"), token=1,
                             expected=_("an event before it"))

    def do_undo(self, move: Move) -> None:
        played = self.follow.played
        rebuild = self.rebuild
        if not played or rebuild is None or move.event.args:
            return
        from .referee import Judge

        quiet = Judge(move.event.path)
        fresh = rebuild(quiet)
        fresh.follow.branch = True  # a replay weighs nothing
        for ev in played[:-1]:
            fresh.apply(ev, quiet)
        fresh.flush(quiet)
        fresh.follow.branch = False
        judge = self.judge
        self.become(fresh)
        self.judge = judge
        ledger = self.ledger
        if ledger is not None:
            ledger.judge = judge
        self.rebuild = rebuild

    # -- an event that may be early ------------------------------------------------------------------
    # An event that seems to begin the next step of play while the current one is unfinished may be an
    # event written early (the unfinished step's events follow) or a sign that the step was cut short
    # (they do not). The game may hold it back (``defer``) until the next line shows which, then run it
    # (``release``): where it belongs, with its findings at its own line.

    def defer(self, move: Move) -> None:
        self.follow.deferred = move

    def deferred(self) -> Move | None:
        deferred: Move | None = self.follow.deferred
        return deferred

    def release(self) -> None:
        f = self.follow
        move, f.deferred = f.deferred, None
        if move is not None:
            f.releasing = True
            try:
                self.run(move)
            finally:
                self.follow.releasing = False

    def become(self, other: Any) -> None:
        """The position becomes ``other`` (a reading taken, a replay after an undo), whole: its fields, and what of it
        calls back into it (the ledger's way of naming cards and its clauses, each zone's spelling) calls this one."""
        self.__dict__.clear()
        self.__dict__.update(other.__dict__)
        ledger = self.ledger
        if ledger is None:
            return
        ledger.name = _rebound(ledger.name, other, self)
        if ledger.clause_of is not None:
            ledger.clause_of = _rebound(ledger.clause_of, other, self)
        for zone in ledger.zones.values():
            zone.spell = _rebound(zone.spell, other, self)

    def copied(self, c: Copier) -> Any:
        new = super().copied(c)
        new.follow = c(self.follow)  # last: a held move's words may name the position's own objects (a die), copied by now
        return new

    def copy_into(self, new: Any, c: Copier) -> None:
        super().copy_into(new, c)
        if self.ledger is not None:
            new.ledger = c(self.ledger)

    def shown(self) -> State:
        w = self.follow.weighing
        if w is not None:
            written: State = w.branches[0].state  # the log as written
            return written.shown()
        if self.deferred() is None:
            return self
        from .referee import Judge

        quiet = Judge("<shown>")
        copy = self.fork(quiet)
        copy.flush(quiet)
        return copy

    def flush(self, judge: Any) -> None:
        if self.follow.weighing is not None:
            self._weigh_end(judge)
        self.judge = judge
        if self.deferred() is not None:
            self.settle_deferred()
        for rival in self.follow.rivals:
            rival.flush(rival.judge)

    def settle_deferred(self) -> None:
        """The log ended with a move held back: the game closes what it waited on, and the move runs."""
        self.release()

    def releasing(self) -> bool:
        return self.follow.releasing

    def _after_end(self, move: Move) -> None:
        """Play after the game is over is one slip: the first event is reported, the later ones are held
        under its finding (``Finding.held``)."""
        first = self.follow.after_end
        if first is None:
            mark = len(self.judge.findings)
            self.report_after_end(move)
            self.follow.after_end = self.judge.findings[mark] if len(self.judge.findings) > mark else False
        elif first:
            first.held.append(Finding(VIOLATION, first.clause, _("played after the game was over (not part of the game)"),
                                      move.event.position(1), actor=move.event.actor, event=move.event.index))
            self._watch_after_end(self.judge)

    # -- reading the actor and the verb ---------------------------------------------------------------

    def _read(self, event: Event, judge: Any) -> Move | None:
        verb = self._spelling.get(event.verb)
        if verb is not None and verb not in self.table_verbs and event.actor != "table":
            # the usual line: a player's verb, spelt as listed, by a player of the game
            seat = self.seat_of(event.actor) if self._own_seats else (
                self.players.index(event.actor) if event.actor in self.players else None)
            if seat is not None:
                return Move(event, verb, seat)
        verb = verb or self._spelling.get(event.verb.lower())
        if verb is None:
            title = self.game.title.split(" (")[0]
            g = self._verb_words.guess(event.verb)
            if is_japanese(event.verb):  # written in Japanese: the Japanese spellings are listed too
                expected = _("one of {choices}", choices=listing(
                    Term(f"{v.name} ({v.aliases[0]})", v.aliases[0]) if v.aliases and not v.aliases[0].isascii() else v.name
                    for v in self.verbs))
            else:
                expected = _("one of {choices}", choices=listing(v.name for v in self.verbs))
            if g.meant is None:
                near = self._maybe(g, event.verb)
                if near:
                    message = _("{word!r} is not a {game} verb: did you mean {near}?", word=event.verb, game=title, near=near)
                else:
                    message = _("{word!r} is not a {game} verb", word=event.verb, game=title)
                judge.error("LOG-VERB", event, message, token=1, expected=expected)
                return None
            verb = g.meant
            judge.word_slip("LOG-VERB", event, _("{word!r} is not a {game} verb: read as {verb}", word=event.verb, game=title,
                                                 verb=self._spelled(verb, event.verb)), 1, self.verb_spelling(verb, event.verb),
                            expected=expected)
        try:
            actor = self._actor(event, verb, judge)
        except BadArgs as e:  # a name that may be several players': each is weighed against the lines after it
            self._weigh_word(Move(event, verb, TABLE), e, judge)
            return None
        if actor is None:
            return None
        return Move(event, verb, actor)

    def _actor(self, event: Event, verb: str, judge: Any) -> int | None:
        name = event.actor
        players = self.players
        table_only = verb in self.table_verbs
        either = verb in self.shared_verbs
        if name == "table":
            if table_only or either or verb == "undo":
                return TABLE
            seat = self.expected_actor(verb)
            if seat is not None:
                judge.word_slip("LOG-ACTOR", event, _("the table does not {verb}: read as {player}, whose step it is", verb=verb,
                                                      player=players[seat]), 0, players[seat], expected=_("a player name"))
                return seat
            judge.error("LOG-ACTOR", event, _("the table does not {verb}", verb=verb), token=0, expected=_("a player name"))
            return None
        seat = self.seat_of(name)
        if seat is None:
            g = Lexicon("player", {p: p for p in players}).guess(name)
            expected = _("one of {players} or table", players=listing(players))
            if g.meant is not None:
                seat = players.index(g.meant)
                judge.word_slip("LOG-ACTOR", event, _("{name!r} is not a player of this game: read as {player}", name=name,
                                                      player=g.meant), 0, g.meant, expected=expected)
            else:
                seat = self.expected_actor(verb)
                if (seat is None or players[seat] not in g.every) and 1 < len(g.every) <= WEIGH_MAX \
                        and not self.follow.branch:
                    raise BadArgs(_("{name!r} is not a player of this game", name=name), -1, expected, "LOG-ACTOR",
                                  tuple(sorted(g.every)))
                if seat is None:
                    near = self._maybe(g, name)
                    if near:
                        message = _("{name!r} is not a player of this game: did you mean {near}?", name=name, near=near)
                    else:
                        message = _("{name!r} is not a player of this game", name=name)
                    judge.error("LOG-ACTOR", event, message, token=0, expected=expected)
                    return None
                judge.word_slip("LOG-ACTOR", event, _("{name!r} is not a player of this game: read as {player}, whose {verb} it is",
                                                      name=name, player=players[seat], verb=verb), 0, players[seat], expected=expected)
        if table_only:
            judge.word_slip("LOG-ACTOR", event, _("a player does not {verb}; the table does: read as the table", verb=verb), 0,
                            "table", expected=f"table {verb} …")
            return TABLE
        return seat

    def seat_of(self, name: str) -> int | None:
        try:
            return self.players.index(name)
        except ValueError:
            return None

    def _maybe(self, g: Guess, word: str) -> str:
        """The words a mistyped ``word`` may have been, as a message lists them ("" when none is near)."""
        if not g.near:
            return ""
        names = list(g.near[:3])
        if is_japanese(word):  # the writer used Japanese: list the Japanese spellings of what is near
            for n in list(names):
                canon = self._spelling.get(n)
                for a in self._aliases.get(canon or "", ()):
                    if a not in names and is_japanese(a):
                        names.append(a)
        return either(names)

    def verb_spelling(self, verb: str, like: str) -> str:
        """``verb`` as the log writes its verbs: its first Japanese spelling where ``like`` (the word the recorder wrote)
        is Japanese, else its name (what ``referee fix`` writes in place of a misspelt verb)."""
        if is_japanese(like):
            ja = next((a for a in self._aliases.get(verb, ()) if is_japanese(a)), None)
            if ja:
                return ja
        return verb

    def spelling(self, kind: str, name: str, like: str) -> str:
        """The word of ``kind`` whose canonical name is ``name`` as the log writes such words: its first Japanese
        spelling in :meth:`vocabulary` where ``like`` (the word the recorder wrote) is Japanese, else ``name``."""
        if is_japanese(like):
            for spelt, canonical in self.vocabulary().get(kind, {}).items():
                if canonical == name and is_japanese(spelt):
                    return spelt
        return name

    def written(self, words: list[str], like: list[Event]) -> str:
        """An event (its words as the referee spells them: actor, verb, arguments) as the log writes its lines: in
        Japanese, verb and words, where most of the lines ``like`` write their verbs in Japanese (the line
        ``referee fix`` puts in where the log left one out)."""
        if len(words) < 2 or not writes_japanese(like):
            return " ".join(words)
        return " ".join(self.in_japanese(words, self.japanese_words()))

    def japanese_words(self) -> dict[str, str]:
        """Each word of :meth:`vocabulary` by its canonical name → its Japanese spelling (the first the game lists:
        one spelling each, the rulebook's), for the words that have one."""
        out: dict[str, str] = {}
        for spelt in self.vocabulary().values():
            for word, name in spelt.items():
                if name not in out and is_japanese(word):
                    out[name] = word
        return out

    def in_japanese(self, words: list[str], table: Mapping[str, str]) -> list[str]:
        """An event's words in canonical form (actor, verb, arguments) with its verb and the words of ``table``
        (:meth:`japanese_words`) in Japanese: the game's own terms (``fmt`` of a log written in Japanese). A word
        ``NAME@AREA``, ``DIE=FACE`` or ``NAME*N`` has each of its parts respelled; any other word stays."""
        out = [words[0], self.verb_spelling(words[1], "あ") if len(words) > 1 else ""][: len(words)]
        for w in words[2:]:
            out.append(_respelled(w, table))
        return out

    def _spelled(self, verb: str, written: str) -> str:
        """A verb as a message names it: its name, and its Japanese spelling for a writer who used Japanese."""
        if is_japanese(written):
            ja = next((a for a in self._aliases.get(verb, ()) if is_japanese(a)), None)
            if ja:
                return Term(f"{ja} ({verb})", ja)  # a Japanese message says the Japanese alone
        return verb

    # -- steps the table skipped ------------------------------------------------------------------------
    # A step skipped is reported once, at the first event that proves it, and is *owed*: when the table
    # does it late (within the turn, or the next one, and a few events), it is applied without a second
    # finding.

    #: how many events after a step was skipped a line may still do it late
    LATE_WINDOW = 8

    def owe(self, step: str, seat: int | None = None) -> None:
        """``step`` was skipped (by ``seat``, whose step it was): reported, and owed."""
        self.follow.owed[step] = (self.turn(), seat, self.events)

    def owes(self, step: str, prev: bool = False, seat: int | None = None) -> bool:
        """Is ``step`` owed in this turn (``prev``: or in the one before), by ``seat`` if given?"""
        owed = self.follow.owed
        if step not in owed:
            return False
        turn, who, at = owed[step]
        t = self.turn()
        if seat is not None and who is not None and who != seat:
            return False
        if self.events - at > self.LATE_WINDOW:
            return False
        return turn == t or (prev and turn == t - 1)

    def paid(self, step: str, prev: bool = True, seat: int | None = None) -> bool:
        """A late ``step`` is done: True when it was owed (and is no longer)."""
        if self.owes(step, prev, seat):
            del self.follow.owed[step]
            return True
        return False

    # -- arguments -------------------------------------------------------------------------------------

    def word(self, move: Move, i: int, kind: str, *, unknown: bool = False, what: str | None = None,
             fits: Any = None) -> str | None:
        """Argument ``i`` of ``move`` as a word of ``kind`` in :meth:`vocabulary`, as its canonical name.
        A mistyped word with a unique near miss is read as it (reported); so is one whose near misses are
        several but only one of them ``fits`` the position (a card the player can hold). Otherwise, with
        ``unknown``, it is read as unknown (None, reported), else :class:`BadArgs` is raised."""
        words = self.vocabulary().get(kind, {})
        try:
            tok = move.event.args[i]
        except IndexError:
            what = what or _("a {kind}", kind=kind_name(kind))
            raise BadArgs(_("{what} is missing", what=what), i, what) from None
        if tok in words:
            return words[tok]
        if unknown and tok == "??":
            return None
        code = "LOG-" + kind.upper()
        a_kind = (_("an {kind}", kind=kind_name(kind)) if kind[:1] in "aeiou" else _("a {kind}", kind=kind_name(kind)))
        if self.judge.spent(move.event):  # a line of noise: past its first errors, no "did you mean" (referee.LINE_ERRORS)
            if unknown:
                self.judge.error(code, move.event, "", token=i + 2)  # counted, not said
                return None
            raise BadArgs(_("{word!r} is not {a_kind}", word=tok, a_kind=a_kind), i, what or _("a {kind}", kind=kind_name(kind)),
                          code)
        g = Lexicon(kind, words).guess(tok)
        if g.meant is None and fits is not None and g.every:
            near = g.every
            can = sorted(c for c in near if fits(c))
            if len(can) == 1:
                self.judge.word_slip(code, move.event, _("{word!r} is not {a_kind}: read as {meant}, the only one it may mean "
                                                         "that fits the table here", word=tok, a_kind=a_kind, meant=can[0]),
                                     i + 2, self.spelling(kind, can[0], tok),
                                     expected=_("a {kind} such as {example}", kind=kind_name(kind), example=can[0]))
                return can[0]
            if unknown and 1 < len(can) <= WEIGH_MAX and not self.follow.branch:
                # several fit: each is weighed against the lines after it (referee/core/readings.py)
                plain = _("{word!r} is not {a_kind}", word=tok, a_kind=a_kind)
                raise BadArgs(self._not_a(tok, a_kind, g), i, _("a {kind}, or ?? when unseen", kind=kind_name(kind)), code,
                              tuple(can), plain=plain)
        if g.meant is not None:
            self.judge.word_slip(code, move.event, _("{word!r} is not {a_kind}: read as {meant}", word=tok, a_kind=a_kind,
                                                     meant=g.meant), i + 2, self.spelling(kind, g.meant, tok),
                                 expected=_("a {kind} such as {example}", kind=kind_name(kind), example=g.meant))
            return g.meant
        if unknown:
            maybe = self._maybe(g, tok)
            if maybe:
                message = _("{word!r} is not {a_kind}: did you mean {near}? Read as unseen (??)", word=tok, a_kind=a_kind,
                            near=maybe)
            else:
                message = _("{word!r} is not {a_kind} Read as unseen (??)", word=tok, a_kind=a_kind)
            self.judge.error(code, move.event, message, token=i + 2,
                             expected=_("a {kind}, or ?? when unseen", kind=kind_name(kind)))
            if g.every:
                move.hints[i] = frozenset(g.every)
            return None
        choices = sorted(g.every)
        if fits is not None:
            choices = [c for c in choices if fits(c)] or choices
        raise BadArgs(self._not_a(tok, a_kind, g), i, what or _("a {kind}", kind=kind_name(kind)), code, tuple(choices),
                      plain=_("{word!r} is not {a_kind}", word=tok, a_kind=a_kind))

    def _not_a(self, word: str, a_kind: str, g: Guess) -> str:
        """The message that ``word`` is not ``a_kind``, with the words it may have been ("did you mean") when some are near."""
        near = self._maybe(g, word)
        if near:
            return _("{word!r} is not {a_kind}: did you mean {near}?", word=word, a_kind=a_kind, near=near)
        return _("{word!r} is not {a_kind}", word=word, a_kind=a_kind)


def writes_japanese(events: list[Event]) -> bool:
    """Does a log write its lines in Japanese: most of its events' verbs Japanese?"""
    return sum(is_japanese(e.verb) for e in events) * 2 > len(events) if events else False


def _respelled(word: str, table: Mapping[str, str]) -> str:
    head, star, times = word.rpartition("*")
    if star and head and times.isdigit():
        return _respelled(head, table) + star + times
    for sep in ("@", "="):
        name, mark, rest = word.partition(sep)
        if mark and name:
            return table.get(name, name) + mark + table.get(rest, rest)
    return table.get(word, word)


#: the handlers of the table's own verb, ``undo``, in every game
UNDO_HANDLERS = Handlers(TableState.check_undo, TableState.do_undo)

__all__ = ["Handlers", "TableState", "Move", "TABLE", "UNDO_HANDLERS"]
