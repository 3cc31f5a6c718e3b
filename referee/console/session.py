"""The console's commands: one session, the same for every game.

Everything here goes through the core (the game registry, the clause index, the referee loop and
the small :class:`~referee.core.game.State` protocol); nothing names a game. The session writes
rich renderables to the console it is given, so the same commands serve the interactive prompt,
the line mode for pipelines, and the tests (which give it a recording console).

Everything it says is in Japanese or English (``lang ja|en``, ``--lang``, or the locale; see
referee/i18n.py): its own words from the ``console`` catalogue, a game's words (its verbs' summaries,
its phases) from the game's own catalogue, clause titles through :meth:`Clause.title_in`, and in Japanese the
events ``legal`` lists in the game's Japanese notation, which ``try`` accepts as it accepts their English lines
(referee/console/japanese.py).
"""

from __future__ import annotations

import difflib
import importlib
import os
import re
import shlex
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from rich.cells import cell_len
from rich.console import Console, Group, RenderableType
from rich.markup import escape
from rich.padding import Padding
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..notation.numbers import signed
from ..notation.writer import header_lines
from ..safeio import atomic_write
from ..answers import RIVALS, show_answer
from ..terminal import Wrapped
from ..core import game as registry
from ..core.clauses import Clause, ClauseIndex, index
from ..core.findings import ERROR, UNVERIFIABLE, VIOLATION, WARNING, Finding, Verdict
from ..core.game import Game, State, verb_table
from ..core.picture import framed
from ..core import legality
from ..core.table import UNDO as CORE_UNDO
from ..core.referee import Judge, check, replay, start, step
from ..notation.model import Event, LogError
from ..notation.reader import LogReader, LogReadError, read_bounded, read_event
from ..i18n import LANGUAGE_NAMES, LANGUAGES, catalogue, language, set_language
from ..core import messages as core_messages
from .japanese import JapaneseNotation, in_terms
from .messages import N_, _, _n
from .steps import NextStep, next_step

KIND_STYLE = {VIOLATION: "red", WARNING: "magenta", ERROR: "yellow", UNVERIFIABLE: "blue"}
#: the kinds of finding and the verdicts, as the console says them
KIND_NAMES = {VIOLATION: N_("violation"), WARNING: N_("warning"), ERROR: N_("error"), UNVERIFIABLE: N_("unverifiable")}
STATUS_NAMES = {"clean": N_("clean"), "violations": N_("violations"), "bad-input": N_("bad-input")}
#: a clause's fields shown under their names (the values are the feature's English)
FIELD_NAMES = {"Gap": N_("Gap"), "Option": N_("Option"), "Default": N_("Default"), "Alternatives": N_("Alternatives"),
               "Affects": N_("Affects"), "Source": N_("Source")}
ID_LIKE = re.compile(r"[A-Za-z]{2}-[A-Za-z0-9-]*")
MAX_CHOICES = 12  # legal events shown when explaining a finding
UNDO = "undo"  # the recorder's correction (docs/notation.md): legal, but no play of the game

# line-mode exit statuses (docs/console.md): the worst thing that happened in the session
OK, USAGE, BAD_INPUT = 0, 2, 3


class CommandError(Exception):
    """A command that cannot be carried out: one line for the user; the session goes on."""

    def __init__(self, message: str, status: int = USAGE) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


def kind_word(kind: str) -> str:
    """A finding's kind (violation, error, unverifiable) in the language of the moment."""
    return _(KIND_NAMES[kind]) if kind in KIND_NAMES else kind


def status_word(status: str) -> str:
    return _(STATUS_NAMES[status]) if status in STATUS_NAMES else status


@lru_cache(maxsize=None)
def _game_catalogue(module: str) -> Callable[..., str] | None:
    """The ``_`` of the package a game's class lives in (its own catalogue), None if it has none."""
    parts = module.split(".")
    for i in range(len(parts), 2, -1):
        name = ".".join(parts[:i])
        try:
            mod = sys.modules.get(name) or importlib.import_module(name)
        except ImportError:
            continue
        path = getattr(mod, "__file__", None)
        if hasattr(mod, "__path__") and path and (Path(path).parent / "locale").is_dir():
            return catalogue(name, Path(path).parent / "locale")[0]
    return None


def game_says(game: Game | None, text: str) -> str:
    """A text a game says (a verb's summary, a phase) in the language of the moment: from the game's own
    catalogue, else the core's (the verbs every game has); as it is when neither has it."""
    if not text or language() == "en":
        return text
    say = _game_catalogue(type(game).__module__) if game is not None else None
    for lookup in (say, core_messages.__dict__["_"]):
        if lookup is not None:
            said = lookup(text)
            if said != text:
                return said
    return text


@dataclass(frozen=True)
class Command:
    name: str
    usage: str  # what follows the name (its arguments), marked with N_; the name itself is typed, and stays English
    summary: str
    run: Callable[["Session", list[str], str], None]
    aliases: tuple[str, ...] = ()
    args: tuple[str, ...] = ()  # what each argument is, for completion: game, clause, path, player, event, finding, option, command, word
    detail: str = ""  # what ``help NAME`` adds to the summary (marked with N_)

    def said(self) -> str:
        """The usage as help shows it: ``rules [GAME] WORD…`` (the arguments in the language of the moment)."""
        return f"{self.name} {_(self.usage)}" if self.usage else self.name


@dataclass
class Walk:
    """A recorded game loaded into the console: its events, full verdict and where each finding sits."""

    path: str
    game: Game
    reopen: Callable[[], Any]  # a fresh reader over the same bytes
    events: list[Event]
    verdict: Verdict
    turns: list[int]  # turn number after k events, k = 0 … n
    lines: list[str]  # the file's text lines, to quote what the log said
    overrides: dict[str, str] = field(default_factory=dict)
    at: list[int] = field(default_factory=list)  # finding i concerns event at[i] (0: the header)
    known: list[int] = field(default_factory=list)  # … and came to light after event known[i]

    @property
    def players(self) -> list[str]:
        return list(self.reopen().header().players)

    def event_of_line(self, line: int) -> int:
        """The number of events read up to and including ``line``."""
        n = 0
        for e in self.events:
            if e.line > line:
                break
            n = e.index
        return n


class Session:
    """One console session: the game in view, the position in a recorded game, a branch of play."""

    def __init__(self, out: Console, *, idx: ClauseIndex | None = None) -> None:
        self.out = out
        self._idx = idx
        self.game: Game | None = None  # the game rule questions are about
        self.walk: Walk | None = None
        self.pos = 0  # events applied from the recorded game
        self._state: tuple[int, State, Judge] | None = None  # cached position
        self._legal: tuple[Any, list[str]] | None = None  # the legal events at a position (legal_here)
        self._listed: tuple[Any, list[tuple[str, str]]] | None = None  # … as legal lists them (legal_listed)
        self.japanese = JapaneseNotation()  # the games' events as a Japanese user reads them (console/japanese.py)
        self.branch: list[Event] | None = None  # events typed by hand after self.pos
        self._branch_state: tuple[State, Judge, list[Finding]] | None = None
        self.viewer: str | None = None
        self.status = OK
        self.done = False

    # -- plumbing ----------------------------------------------------------------------------

    @property
    def idx(self) -> ClauseIndex:
        if self._idx is None:
            self._idx = index()
        return self._idx

    def print(self, *things: RenderableType, **kw: Any) -> None:
        self.out.print(*things, **kw)

    def fail(self, message: str, status: int = USAGE) -> None:
        self.status = max(self.status, status)
        self.out.print(Text(message, style="red"), soft_wrap=True)

    def execute(self, line: str) -> None:
        """Carry out one line: a command, or an event typed at the current position."""
        line = line.strip()
        if not line or line.startswith("#"):
            return
        word, _sep, rest = line.partition(" ")
        cmd = COMMANDS.get(word.lower())
        try:
            if cmd is not None:
                cmd.run(self, _split(rest) if cmd.args != ("event",) else [rest.strip()], rest.strip())
            elif self.walk is not None and word in self.actors():
                (self._do if self.branch is not None else self._try)(line)
            else:
                self._unknown(word, line)
        except CommandError as e:
            self.fail(e.message, e.status)

    def _unknown(self, word: str, line: str) -> None:
        near = difflib.get_close_matches(word.lower(), list(COMMANDS), n=3, cutoff=0.6)
        hint = _("; did you mean {commands}?", commands=_(" or ").join(near)) if near else ""
        answer = self.idx.ask(line, self.game.name if self.game else None, limit=1)
        if answer.ids and not answer.partial:  # every word of the line is in a clause: it may be a rule question
            hint += _(" (to look it up in the rules: rules {line})", line=line)
        if self.walk is not None and self.actors():
            hint += _(" (an event starts with a player: {players})", players=_(", ").join(self.actors()))
        raise CommandError(_("unknown command {word!r}{hint}; help lists the commands", word=word, hint=hint))

    def actors(self) -> list[str]:
        return [*self.walk.players, "table"] if self.walk else []

    # -- positions -----------------------------------------------------------------------------

    def state(self) -> State:
        """The state at the current position (in the branch, if there is one)."""
        if self.branch is not None and self._branch_state is not None:
            return self._branch_state[0]
        return self._state_at(self.pos)[0].shown()

    def _state_at(self, k: int) -> tuple[State, Judge]:
        walk = self._need_walk()
        if self._state is not None and self._state[0] <= k:
            n, state, judge = self._state
        else:
            judge, state, _rest = start(walk.reopen(), overrides=walk.overrides)
            assert state is not None  # the walk was loaded from this header
            n = 0
        for e in walk.events[n:k]:
            step(state, e, judge)
        self._state = (k, state, judge)
        return state, judge

    def _need_walk(self) -> Walk:
        if self.walk is None:
            raise CommandError(_("no game is loaded: load LOG (a recorded game) or new GAME PLAYER… first"))
        return self.walk

    def options(self) -> dict[str, Any]:
        """The rulings in effect at the current position (in the branch, if there is one)."""
        if self.branch is not None and self._branch_state is not None:
            return self._branch_state[1].options
        return self._state_at(self.pos)[1].options

    def _move(self, k: int) -> None:
        walk = self._need_walk()
        if self.branch is not None:
            raise CommandError(_("you are in a branch of play: leave goes back to the recorded game (back undoes a typed event)"))
        n = len(walk.events)
        if not 0 <= k <= n:
            raise CommandError(_("the log has events 1 to {n}; there is no event {k}", n=n, k=k))
        self.pos = k
        self.show_position()

    def turn_now(self) -> int:
        if self.walk is None:
            return 0
        if self.branch is not None:
            return self.state().turn()
        return self.walk.turns[self.pos]

    def findings_so_far(self) -> list[tuple[int, Finding]]:
        walk = self._need_walk()
        return [(i, f) for i, f in enumerate(walk.verdict.findings) if walk.known[i] <= self.pos]

    # -- showing ------------------------------------------------------------------------------

    def where(self) -> str:
        walk = self._need_walk()
        s = _("event {pos}/{total} · turn {turn}", pos=self.pos, total=len(walk.events), turn=self.turn_now())
        state = self.state()
        phase = state.phase()
        if phase:
            phase = game_says(walk.game, phase)
            s += f" · {in_terms(state, phase) if language() == 'ja' else phase}"
        if self.branch is not None:
            s += _(" · branch +{n}", n=len(self.branch))
        return s

    def position_renderables(self) -> list[RenderableType]:
        walk = self._need_walk()
        parts: list[RenderableType] = []
        head = Text(self.where(), style="bold")
        if self.branch:
            e = self.branch[-1]
            head.append(_("   typed: {event}", event=e.source()), style="")
        elif self.pos:
            e = walk.events[self.pos - 1]
            head.append(f"   #{e.index} {e.path}:{e.line}  ", style="dim")
            head.append(e.source(), style="")
        else:
            head.append(_("   before the first event"), style="dim")
        parts.append(head)
        if self.branch is None:
            for i, f in enumerate(walk.verdict.findings):
                if walk.at[i] == self.pos and (self.pos or walk.known[i] == 0):
                    parts.append(_finding_line(i, f))
        parts.append(self.state().render(self.viewer))
        return parts

    def show_position(self) -> None:
        for r in self.position_renderables():
            self.print(r)

    def toolbar(self) -> str:
        """The bottom toolbar: the game, the file, the event and turn, the findings so far."""
        if self.walk is None:
            game = self.game.name if self.game else _("no game")
            return " " + _("{game} · load LOG or new GAME PLAYER… · help", game=game)
        walk = self.walk
        so_far = len([1 for _i, f in self.findings_so_far() if f.kind != UNVERIFIABLE])
        view = self.viewer or _("table")
        return " " + _("{game} · {file} · {where} · {n} findings so far · view {view}", game=walk.game.name,
                       file=Path(walk.path).name, where=self.where(), n=so_far, view=view)

    # -- loading --------------------------------------------------------------------------------

    def load(self, path: str, overrides: dict[str, str] | None = None, *, quiet: bool = False) -> None:
        from ..notation.writer import JsonlReader

        try:
            data = read_bounded(path)  # logs are untrusted: bounded, read once
        except LogReadError as e:
            raise CommandError(f"{e.path}: {e.code}: {e.message}", BAD_INPUT) from None

        def reopen() -> Any:
            return JsonlReader.from_bytes(data, path) if path.endswith(".jsonl") else LogReader.from_bytes(data, path)

        self._load(path, reopen, data.decode("utf-8", "replace").splitlines(), overrides or {}, quiet=quiet)

    def _load(self, path: str, reopen: Callable[[], Any], lines: list[str], overrides: dict[str, str], *, quiet: bool = False) -> None:
        judge, state, _rest = start(reopen(), overrides=overrides)
        if state is None:
            first = judge.findings[0] if judge.findings else None
            what = (f"{first.position}: {first.clause}: {first.message}" + (_(" (expected {what})", what=first.expected) if first.expected else "")
                    if first else _("no game"))
            raise CommandError(_("cannot load {path}: {what}; the session goes on as before", path=path, what=what), BAD_INPUT)
        verdict = check(reopen(), overrides=overrides)
        events: list[Event] = []
        turns = [0]
        for event, st, _rest in replay(reopen(), overrides=overrides):
            if st is None:  # pragma: no cover - the header was read above
                break
            if event is None and events == [] and len(turns) == 1:
                turns[0] = st.turn()
                continue
            if event is not None:
                events.append(event)
                turns.append(st.turn())
        walk = Walk(path, state.game, reopen, events, verdict, turns, lines, dict(overrides))
        for f in verdict.findings:
            walk.at.append(f.event if f.event is not None else walk.event_of_line(f.position.line))
            seen = walk.event_of_line(f.discovered.line) if f.discovered is not None else walk.at[-1]
            walk.known.append(max(seen, walk.at[-1]))
        self.walk, self.game, self.pos = walk, state.game, 0
        self._state, self._legal, self._listed = None, None, None
        self.branch, self._branch_state = None, None
        if self.viewer not in walk.players:
            self.viewer = None
        if not quiet:
            self.print(_verdict_line(walk))

    def relanguage(self) -> None:
        """Judge the loaded game again, so that its findings and its table are said in the language of the
        moment; at the same position, with the same branch and view."""
        walk = self.walk
        if walk is None:
            return
        pos, branch, viewer = self.pos, self.branch, self.viewer
        self._load(walk.path, walk.reopen, walk.lines, walk.overrides, quiet=True)
        self.pos, self.viewer = min(pos, len(self._need_walk().events)), viewer
        if branch is not None:
            self.branch = list(branch)
            self._branch_rebuild()

    # -- the branch --------------------------------------------------------------------------------

    def _typed(self, line: str, index: int) -> Event:
        item = read_event(line, "<typed>", 1, index)
        if isinstance(item, LogError):
            raise CommandError(item.message + _(" (expected {what})", what=item.expected), BAD_INPUT)
        if item.actor not in self.actors():
            raise CommandError(_("{actor!r} is not at this table: an event starts with one of {players}", actor=item.actor,
                                 players=_(", ").join(self.actors())), BAD_INPUT)
        return item

    def stepped(self) -> tuple[State, dict[str, Any]]:
        """The position at the current place as ``check`` reaches it (in the branch, if there is one: nothing held
        back is applied, unlike :meth:`state`) and the rulings in effect there: what :mod:`referee.core.legality`
        judges the next event at."""
        if self.branch is not None and self._branch_state is not None:
            return self._branch_state[0], self._branch_state[1].options
        state, judge = self._state_at(self.pos)
        return state, judge.options

    def legal_here(self) -> list[str]:
        """The events the rules allow next (:func:`referee.core.legality.legal`: the candidates ``try`` accepts),
        worked out once per position; the recorder's corrections (``undo``) after the plays."""
        key = (id(self.walk), self.pos, tuple(e.source() for e in self.branch) if self.branch is not None else None)
        if self._legal is None or self._legal[0] != key:
            state, options = self.stepped()
            listed = legality.legal(state, options)
            self._legal = (key, sorted(listed, key=lambda e: e.split()[1:2] == [UNDO]))
        return self._legal[1]

    def legal_listed(self) -> list[tuple[str, str]]:
        """The events the rules allow next as ``legal`` lists them, each with its line in canonical notation: in
        Japanese, each in the game's Japanese notation where ``try`` accepts it alike (referee/console/japanese.py),
        two spellings of one event listed once; in English, the canonical lines (:meth:`legal_here`)."""
        legal = self.legal_here()
        if language() != "ja":
            return [(e, e) for e in legal]
        key = (self._legal[0] if self._legal else None, len(legal))
        if self._listed is None or self._listed[0] != key:
            state, options = self.stepped()
            self._listed = (key, self.japanese.listed(state, options, legal))
        return self._listed[1]

    def said_event(self, text: str) -> str:
        """An event (canonical notation) that the log has next at this position, as the console shows it: in Japanese,
        in the game's Japanese notation (referee/console/japanese.py)."""
        if language() != "ja":
            return text
        state, options = self.stepped()
        return self.japanese.line(state, options, text)

    def _try(self, line: str) -> None:
        """What if: the event at the current position, judged as ``check`` judges it where a log ends with it
        (:func:`referee.core.legality.judge_next`, on a copy); the loaded game does not change."""
        self._need_walk()
        base, options = self.stepped()
        instances = base.chance_instances(line.strip())
        if len(instances) > 1:  # an event of chance as ``legal`` lists it (``R3=?``: any face): each instance judged
            answer = legality.judge_text(base, line.strip(), options)
            if isinstance(answer, LogError):
                raise CommandError(answer.message)
            if answer.legal:
                t = Text("✔ " + _("legal here: "), style="green")
                t.append(line.strip(), style="bold")
                t.append(_(" (whatever the dice show)"), style="dim")
                self.print(t, soft_wrap=True)
                return
            self._verdict_of_try(answer.event, list(answer.findings), answer.opened, list(answer.earlier))
            return
        event = self._typed(line, base.events + 1 if hasattr(base, "events") else 1)
        answer = legality.judge_next(base, event, options)
        self._verdict_of_try(event, list(answer.findings), answer.opened, list(answer.earlier))

    def _verdict_of_try(self, event: Event, findings: list[Finding], opened: int, earlier: list[Finding] | None = None) -> None:
        bad = [f for f in findings if f.kind != UNVERIFIABLE]
        if not bad and not earlier:
            t = Text("✔ " + _("legal here: "), style="green")
            t.append(event.source(), style="bold")
            if opened > 0:
                t.append(_(" (it leaves {n} check(s) on hidden cards open until they are shown)", n=opened), style="dim")
            self.print(t, soft_wrap=True)
            return
        if any(f.kind == ERROR for f in bad):  # a typed event that cannot be read: status 3 (docs/console.md)
            self.status = max(self.status, BAD_INPUT)
        for f in bad:
            t = Text("✘ " + (_("illegal") if f.kind == VIOLATION else _("read as meant") if f.kind == WARNING else
                             _("not readable")) + ": ", style=KIND_STYLE[f.kind])
            t.append(event.source(), style="bold")
            t.append(f" — {f.clause}")
            c = self.idx.get(f.clause)
            if c:
                t.append(f" {c.title_in(language())}", style="bold")
            t.append(f": {f.message}")
            if f.expected and f.kind != VIOLATION:
                t.append(_(" (expected {what})", what=f.expected), style="dim")
            self.print(t, soft_wrap=True)
            if c and c.japanese:
                self.print(Text("  原文 " + c.japanese[0], style="dim"), soft_wrap=True)
        for f in earlier or ():  # in order only if an earlier line was a recorder's slip: the log's word stands
            t = Text("✘ " + _("illegal") + ": ", style=KIND_STYLE[VIOLATION])
            t.append(event.source(), style="bold")
            t.append(_(" — it is in order only if line {line} was a recorder's slip ({clause}: {message})",
                       line=f.position.line, clause=f.clause, message=f.message))
            self.print(t, soft_wrap=True)

    def _do(self, line: str) -> None:
        """In a branch: apply a typed event and report on it."""
        if self.branch is None or self._branch_state is None:
            raise CommandError(_("branch first: then the events you type are played from here"))
        state, judge, _found = self._branch_state
        event = self._typed(line, state.events + 1 if hasattr(state, "events") else len(self.branch) + 1)
        mark = len(judge.findings)
        before = _open_checks(state)
        step(state, event, judge)
        new = judge.findings[mark:]
        self._verdict_of_try(event, new, _open_checks(state) - before)
        if any(f.kind == ERROR for f in new):
            self._branch_rebuild()  # an unreadable line changes nothing: it is not kept
            self.print(Text("  " + _("not played: fix the line and type it again"), style="dim"))
            return
        self.branch.append(event)
        if any(f.kind == VIOLATION for f in new):
            self.print(Text("  " + _("played as typed, as the referee does with a log (back undoes it)"), style="dim"))

    def _branch_rebuild(self) -> None:
        assert self.branch is not None
        base, judge0 = self._state_at(self.pos)
        judge = Judge("<typed>", self._need_walk().game, options=judge0.options)
        state = base.fork(judge)
        for e in self.branch:
            step(state, e, judge)
        self._branch_state = (state, judge, judge.findings)


def _open_checks(state: State) -> int:
    ledger = state.ledger
    return len(ledger.unsettled()) if ledger is not None and hasattr(ledger, "unsettled") else 0


def _split(rest: str) -> list[str]:
    try:
        return shlex.split(rest)
    except ValueError:
        return rest.split()


def _finding_line(i: int, f: Finding) -> Text:
    t = Text(f"  [{i + 1}] ", style="bold")
    t.append(kind_word(f.kind), style=KIND_STYLE.get(f.kind, ""))
    t.append(f" {f.clause}: {f.message}")
    return t


def _verdict_line(walk: Walk) -> Text:
    v = walk.verdict
    counts = {k: sum(1 for f in v.findings if f.kind == k) for k in (VIOLATION, WARNING, ERROR, UNVERIFIABLE)}
    t = Text(_("loaded {path}: {game}, {players}; {n} events; ", path=walk.path, game=walk.game.name,
               players=_(", ").join(walk.players), n=len(walk.events)), style="bold")
    t.append(status_word(v.status), style={"clean": "green", "violations": "red"}.get(v.status, "yellow"))
    said = {
        VIOLATION: lambda n: _n("{n} violation", "{n} violations", n),
        WARNING: lambda n: _n("{n} warning", "{n} warnings", n),
        ERROR: lambda n: _n("{n} error", "{n} errors", n),
        UNVERIFIABLE: lambda n: _n("{n} unverifiable", "{n} unverifiables", n),
    }
    parts = [said[k](n) for k, n in counts.items() if n]
    if parts:
        t.append(_(" ({counts})", counts=_(", ").join(parts)))
    if v.result is not None:
        scores = _(", ").join(f"{p} {'?' if s is None else s}" for p, s in v.result.scores.items())
        t.append(_("; result: {ending}; {scores}", ending=v.result.ending, scores=scores), style="cyan")
    return t


# -- the commands ------------------------------------------------------------------------------------


def _int(word: str, what: str) -> int:
    n = signed(word)
    if n is None:
        raise CommandError(_("{what} is a whole number, not {word!r}", what=what, word=word))
    return n


def c_help(s: Session, args: list[str], rest: str) -> None:
    if args:
        cmd = COMMANDS.get(args[0].lower())
        if cmd is None:
            s._unknown(args[0], args[0])
            return
        t = Text(_(cmd.summary))
        if cmd.detail:
            t.append(f"\n{_(cmd.detail)}")
        if cmd.aliases:
            t.append("\n" + _("also: {aliases}", aliases=", ".join(cmd.aliases)), style="dim")
        s.print(Group(Text(cmd.said(), style="bold"), Padding(Wrapped(t), (0, 0, 0, 2))))
        return
    t = Table(box=None, show_header=False, padding=(0, 2))
    t.add_column(style="bold", no_wrap=True)
    t.add_column()
    for cmd in COMMAND_LIST:
        t.add_row(Text(cmd.said()), Wrapped(_(cmd.summary)))
    s.print(t)
    s.print(Text(_("A line that starts with a player's name (or table) is an event: tried at the current position, "
                   "or played in a branch. Tab completes; ↑ recalls earlier lines."), style="dim"), soft_wrap=True)
    s.print(Text(_("lang ja shows the console in Japanese (日本語), lang en in English; the command names stay as they are."),
                 style="dim"), soft_wrap=True)


def c_quit(s: Session, args: list[str], rest: str) -> None:
    s.done = True


def c_games(s: Session, args: list[str], rest: str) -> None:
    t = Table(title=_("games"), title_justify="left")
    for col in (N_("name"), N_("code"), N_("title"), N_("players"), N_("clauses")):
        t.add_column(_(col), style="bold" if col == "name" else "")
    for g in registry.all_games():
        players = str(g.min_players) if g.min_players == g.max_players else f"{g.min_players}–{g.max_players}"
        t.add_row(*(Text(x) for x in (g.name, g.code, g.title, players, str(len(s.idx.for_game(g.name))))))
    s.print(t)


def _game_arg(s: Session, args: list[str]) -> tuple[str | None, list[str]]:
    if args and (g := registry.get(args[0])) is not None:
        return g.name, args[1:]
    return (s.game.name if s.game else None), args


def c_game(s: Session, args: list[str], rest: str) -> None:
    if not args:
        s.print(Text(_("rule questions are about {game} ({title})", game=s.game.name, title=s.game.title) if s.game
                     else _("rule questions are about every game")))
        return
    if args[0] in ("all", "*"):
        s.game = None
        s.print(Text(_("rule questions are now about every game")))
        return
    g = registry.get(args[0])
    if g is None:
        known = [x.name for x in registry.all_games()]
        near = difflib.get_close_matches(args[0], known, n=1)
        raise CommandError(_("unknown game {word!r}", word=args[0]) + (_("; did you mean {game}?", game=near[0]) if near else "")
                           + _(" (known: {games})", games=", ".join(known)))
    s.game = g
    s.print(Text(_("rule questions are now about {game} ({title})", game=g.name, title=g.title)))


RULES_LIMIT = RIVALS + 1  # the answers to a rule question: the best one and its rivals, as referee rules asks


def ask(s: Session, query: str, game: str | None) -> tuple[list[Clause], str | None, bool, list[str]]:
    """The clauses that answer ``query`` (as ``referee rules`` finds them), best first: a clause id or the
    start of ids gives those clauses; anything else is a ranked search in both languages, narrowed to a
    game named in the question. Also: the game searched, whether no clause has every word (the list is
    the nearest), and the known words nearest to the ones asked when nothing matched."""
    q = query.strip()
    if ID_LIKE.fullmatch(q):
        exact = s.idx.search(q, game, limit=0)  # an id, or the start of ids (no question asked)
        if exact:
            return exact, game, False, []
    answer = s.idx.ask(q, game, limit=RULES_LIMIT)
    return [s.idx.by_id[i] for i in answer.ids], answer.game or game, answer.partial, list(answer.suggestions)


def c_rules(s: Session, args: list[str], rest: str) -> None:
    # a question is words as typed, not a shell's (it's, don't): the same words referee rules is given
    game, words = _game_arg(s, [w.strip('"') for w in rest.split()])
    if not words:
        raise CommandError(_("rules WORD… : an id, a word or phrase (English or Japanese) or a concept such as joker, 補強, 側面"))
    query = " ".join(words)
    hits, game, partial, suggestions = ask(s, query, game)
    if not hits and game is not None:
        others, _game, partial_all, near_all = ask(s, query, None)
        if others:
            s.print(Text(_("nothing in {game}; in other games:", game=game), style="dim"))
            hits, game, partial = others, None, partial_all
        suggestions = suggestions or near_all
    if not hits:
        shown = query if len(query) <= 80 else query[:79] + "…"  # a pasted text is not said back whole
        message = _("no clause matches {query!r}", query=shown) + (_(" in {game}", game=game) if game else "")
        if suggestions:
            message += _(" (did you mean: {words}?)", words=", ".join(suggestions))
        raise CommandError(message, OK)
    if len(hits) == 1 and not partial:
        show_clause(s, hits[0])
        return
    # the answer as referee rules gives it (referee/answers.py): the best clause whole, then a few others, one line each
    note = _("no clause has every word of the question; the nearest first") if partial else ""
    show_answer(s.out, s.idx, hits, note, hint=_("rule ID shows one in full: rule {id}", id=hits[min(1, len(hits) - 1)].id))


class Rows:
    """Label / text rows in two aligned columns (Japanese text wraps inside its column)."""

    def __init__(self) -> None:
        self.grid = Table.grid(padding=(0, 2))
        self.grid.add_column(style="bold", no_wrap=True)
        self.grid.add_column(overflow="fold")

    def add(self, label: str, text: str | Text, style: str = "") -> None:
        self.grid.add_row(label, Wrapped(text, style=style))  # broken where a reader breaks a line (never before 。)


def clause_rows(rows: Rows, c: Clause) -> None:
    """A clause in the rulebook's words: 原文 (a fact's 内容, or the gap a ruling fills), English, the ruling's
    fields (in Japanese first its 裁定: the gap and the default in Japanese)."""
    for ja in c.japanese:
        rows.add("原文", ja)
    if c.fields.get("内容"):  # a fact says itself in Japanese (it has no 原文)
        rows.add("内容", c.fields["内容"])
    ruled = language() == "ja" and bool(c.fields.get("裁定"))
    if ruled:
        rows.add("裁定", c.fields["裁定"])
    rows.add(_(N_("English")), c.english)
    for key in ("Gap", "Option", "Default", "Alternatives", "Affects", "Source"):
        if key in c.fields:
            if ruled and key == "Gap":
                continue  # the 裁定 says it in Japanese
            rows.add(_(FIELD_NAMES[key]), alternatives_said(c) if key == "Alternatives" else c.fields[key])


#: the values of a ruling that are not typed as they are but describe what is (a game set's table of sides)
VALUE_NAMES = {"a table": N_("a table"), "a list": N_("a list")}


def alternatives_said(r: Clause) -> str:
    """A ruling's other values as the console says them: in English, each with what it means (the features' text);
    in Japanese, where the ruling has its 裁定 (which says what they mean in Japanese), the values alone."""
    text = r.fields.get("Alternatives", "")
    if language() != "ja" or not r.fields.get("裁定"):
        return text
    values = [entry.split(" = ", 1)[0] for entry in text.split("; ") if " = " in entry]  # (an entry may go on after "; ")
    return "、".join(_(VALUE_NAMES[v]) if v in VALUE_NAMES else v for v in values) if values else text


def ruling_text(r: Clause) -> str:
    """What a ruling decides, in the language of the moment (its 裁定 in Japanese, where it has one)."""
    return (r.fields.get("裁定") if language() == "ja" else None) or r.english


CLAUSE_KINDS = {"rule": N_("rule"), "definition": N_("definition"), "faq": N_("faq"), "fact": N_("fact"), "ruling": N_("ruling")}


def show_clause(s: Session, c: Clause, steps: bool = False) -> None:
    head = Text(f"{c.game} · {c.section}\n", style="dim")
    head.append(_("{kind}, defined at {where}", kind=_(CLAUSE_KINDS[c.kind]) if c.kind in CLAUSE_KINDS else c.kind,
                  where=f"{c.path}:{c.line}"), style="dim")
    rows = Rows()
    clause_rows(rows, c)
    for r in s.idx.related_rulings(c):
        t = Text(_("{id}: {option} = {default} (default)", id=r.id, option=r.fields.get("Option", "?"),
                   default=r.fields.get("Default", "?")) + "\n")
        t.append(ruling_text(r))
        if "Alternatives" in r.fields:
            t.append("\n" + _("alternatives: {alternatives}", alternatives=alternatives_said(r)), style="dim")
        rows.add(_("ruling"), t)
    for sc in c.scenarios:
        t = Text(sc.name)
        t.append(f"  {Path(sc.path).name}:{sc.line}", style="dim")
        if steps:
            for st in sc.steps:
                t.append(f"\n  {st}", style="dim")
        rows.add(_("scenario"), t)
    parts: list[RenderableType] = [head, Text(), rows.grid]
    if c.scenarios and not steps:
        parts.append(Text(_("rule {id} steps shows the scenarios' steps", id=c.id), style="dim"))
    s.print(Panel(Group(*parts), title=f"[bold]{escape(c.id)}[/] {escape(c.title_in(language()))}", title_align="left"))


def c_rule(s: Session, args: list[str], rest: str) -> None:
    if not args:
        raise CommandError(_("rule ID [steps]: for example rule CC-SPOT-JOKER (rules WORD finds ids)"))
    c = s.idx.get(args[0])
    if c is None:
        near = difflib.get_close_matches(args[0].upper(), list(s.idx.by_id), n=3, cutoff=0.6)
        raise CommandError(_("no clause {word!r}", word=args[0]) + (_("; did you mean {ids}?", ids=_(" or ").join(near)) if near
                                                                   else _("; rules WORD finds clauses")))
    show_clause(s, c, steps=len(args) > 1 and args[1] in ("steps", "--steps"))


def c_rulings(s: Session, args: list[str], rest: str) -> None:
    game, _words = _game_arg(s, args)
    rulings = s.idx.rulings(game)
    in_effect = s.walk.verdict.options if s.walk and (game is None or s.walk.game.name == game) else {}
    if game:
        head = _("{n} rulings of {game}: the gaps in the rulebook, each a switch (a log's header: option NAME: VALUE)",
                 n=len(rulings), game=game)
    else:
        head = _("{n} rulings: the gaps in the rulebook, each a switch (a log's header: option NAME: VALUE)", n=len(rulings))
    s.print(Text(head, style="bold"), soft_wrap=True)
    for r in rulings:
        opt, default = r.fields.get("Option", ""), r.fields.get("Default", "")
        t = Text()
        t.append(f"{opt} = {default}", style="bold")
        t.append("  " + _("(default)"), style="dim")
        if in_effect and opt in in_effect and str(in_effect[opt]) != default:
            t.append("  " + _("in this log: {value}", value=in_effect[opt]), style="yellow")
        t.append(f"   {r.id}\n", style="dim")
        t.append(f"  {ruling_text(r)}\n")
        if "Alternatives" in r.fields:
            t.append("  " + _("alternatives: {alternatives}", alternatives=alternatives_said(r)) + "\n", style="dim")
        s.print(t, soft_wrap=False)


def c_load(s: Session, args: list[str], rest: str) -> None:
    if len(args) != 1:
        raise CommandError(_("load PATH: a recorded game (.log or .jsonl)"))
    s.load(args[0])
    s.show_position()


def c_new(s: Session, args: list[str], rest: str) -> None:
    if len(args) < 2:
        from ..registry import infos

        raise CommandError(_("new GAME PLAYER…: a blank game played by hand, for example new {game} Aki Ben",
                             game=infos()[0].name))
    g = registry.get(args[0])
    if g is None:
        raise CommandError(_("unknown game {word!r}", word=args[0])
                           + _(" (known: {games})", games=", ".join(x.name for x in registry.all_games())))
    text = g.example_header(args[1:])
    data = text.encode("utf-8")

    s._load(f"<new {g.name}>", lambda: LogReader.from_bytes(data, "<new>"), text.splitlines(), {}, quiet=True)
    s.branch = []
    s._branch_rebuild()
    s.print(Text(_("a new {game} game between {players}: type its events (legal lists the choices)", game=g.name,
                   players=_(", ").join(args[1:])), style="bold"))


def c_info(s: Session, args: list[str], rest: str) -> None:
    walk = s._need_walk()
    s.print(_verdict_line(walk))
    opts = ", ".join(f"{k}={v}" for k, v in walk.verdict.options.items())
    s.print(Text(_("rulings in effect: {options}", options=opts or _("none")), style="dim"), soft_wrap=True)


def c_next(s: Session, args: list[str], rest: str) -> None:
    s._move(s.pos + (_int(args[0], "next N") if args else 1))


def c_back(s: Session, args: list[str], rest: str) -> None:
    n = _int(args[0], "back N") if args else 1
    if n < 0:  # (in a branch, -N would keep only its first N events)
        raise CommandError(_("back N goes back N events: N from 0 up, not {n}", n=n))
    if s.branch is not None:
        if not s.branch:
            raise CommandError(_("nothing typed in this branch yet: leave goes back to the recorded game"))
        del s.branch[-min(n, len(s.branch)):]
        s._branch_rebuild()
        s.show_position()
        return
    s._move(max(0, s.pos - n))


def c_goto(s: Session, args: list[str], rest: str) -> None:
    walk = s._need_walk()
    if not args:
        raise CommandError(_("goto N | start | end"))
    target = {"start": 0, "end": len(walk.events)}.get(args[0].lower())
    s._move(target if target is not None else _int(args[0], "goto N"))


def c_turn(s: Session, args: list[str], rest: str) -> None:
    walk = s._need_walk()
    if not args:
        s.print(Text(_("turn {n}", n=s.turn_now())))
        return
    n = _int(args[0], "turn N")
    for k, t in enumerate(walk.turns):
        if t == n:
            s._move(k)
            return
    raise CommandError(_("the log has no turn {n} (turns {first} to {last})", n=n, first=min(walk.turns), last=max(walk.turns)))


def c_state(s: Session, args: list[str], rest: str) -> None:
    s._need_walk()
    if args:
        viewer = _viewer(s, args[0])
        s.print(s.state().render(viewer))
        return
    s.show_position()


def _viewer(s: Session, who: str) -> str | None:
    if who.lower() in ("table", "all", "referee"):
        return None
    players = s._need_walk().players
    if who not in players:
        raise CommandError(_("{who!r} is not a player of this game ({players}, or table)", who=who, players=", ".join(players)))
    return who


def c_view(s: Session, args: list[str], rest: str) -> None:
    s._need_walk()
    if not args:
        s.print(Text(_("viewing as {who}", who=s.viewer) if s.viewer else _("viewing as the table")))
        return
    s.viewer = _viewer(s, args[0])
    s.print(Text(_("viewing as {who}: the other players' hidden cards stay hidden", who=s.viewer) if s.viewer
                 else _("viewing from the table: every card the log shows"), style="dim"))


def describe(game: Game, event_text: str) -> str:
    """A short description of an event line: its verb's summary."""
    words = event_text.split()
    if len(words) < 2:
        return ""
    table = verb_table(game.verbs)
    name = table.get(words[1]) or table.get(words[1].lower())
    if name is None and words[1] in (CORE_UNDO.name, *CORE_UNDO.aliases):  # the verb every game has (core/table.py)
        return core_messages._(CORE_UNDO.summary)
    return game_says(game, next((v.summary for v in game.verbs if v.name == name), ""))


def c_legal(s: Session, args: list[str], rest: str) -> None:
    walk = s._need_walk()
    listed = s.legal_listed()
    if not listed:
        show_next_step(s, next_step(s.state(), walk.game, walk.players, s.options()))
        return
    t = Table(title=Text(_("{n} legal events at {where}", n=len(listed), where=s.where())), title_justify="left", box=None)
    t.add_column(_("event"), style="bold", no_wrap=True)
    t.add_column(_("what it does"), style="dim")
    for shown, e in listed:
        t.add_row(Text(shown), Text(describe(walk.game, e)))
    s.print(t)


def usage_said(s: Session, state: State, d: Any) -> str:
    """A step that is due (``Due``: its verb's usage with its actor) as the console shows it: in Japanese, with the
    verb, the words and the common placeholders in Japanese (referee/console/japanese.py)."""
    text = d.usage()
    return s.japanese.usage(state, text, d.verb.name) if language() == "ja" else text


def show_next_step(s: Session, info: NextStep) -> None:
    """No legal event to list: say who must act and at which step, as far as the state can tell
    (referee/console/steps.py), and what the log did next."""
    walk = s._need_walk()
    where = s.where()
    if info.over:
        ending = walk.verdict.result.ending if walk.verdict.result is not None and s.branch is None and s.pos == len(walk.events) else ""
        s.print(Text(_("no choices to list at {where}: the game is over ({ending})", where=where, ending=ending) if ending
                     else _("no choices to list at {where}: the game is over", where=where), style="dim"), soft_wrap=True)
        return
    if info.table_only:
        head = _("no choices to list at {where}: a set-up or chance step, done by the table, not a player's choice", where=where)
    elif info.due:
        head = _("no choices to list at {where}: what may come now depends on cards the log has not shown", where=where)
    else:
        head = _("no choices to list at {where}: the game is at its {phase} step, which is set-up, chance or cards the log "
                 "has not shown, not a player's choice the referee can list", where=where,
                 phase=game_says(walk.game, info.phase) or _("next"))
    s.print(Text(head, style="dim"), soft_wrap=True)
    if info.due:
        t = Table(title=Text(_("who must act now")), title_justify="left", box=None)
        t.add_column(_("who"), style="bold", no_wrap=True)
        t.add_column(_("event"), no_wrap=True)
        t.add_column(_("what it does"), style="dim")
        t.add_column(_("clause"), style="dim", no_wrap=True)
        state = s.stepped()[0]
        for d in info.due:
            who = _("the table") if d.actor == "table" else d.actor
            t.add_row(Text(who), Text(usage_said(s, state, d)), Text(game_says(walk.game, d.verb.summary)), Text(d.verb.clause or ""))
        s.print(t)
    if info.expected:
        clause, message = info.expected
        s.print(Text(_("the rules expect this step first: played on without it, the referee would report {clause}: {message}",
                       clause=clause, message=message)), soft_wrap=True)
    if s.branch is None and s.pos < len(walk.events):
        e = walk.events[s.pos]
        event = s.said_event(walk.game.canonical(e)) if language() == "ja" else e.source()
        s.print(Text(_("the log goes on with #{n} {event}", n=e.index, event=event), style="dim"), soft_wrap=True)


def c_findings(s: Session, args: list[str], rest: str) -> None:
    walk = s._need_walk()
    everything = bool(args and args[0] == "all")
    rows = list(enumerate(walk.verdict.findings)) if everything else s.findings_so_far()
    if not rows:
        total = len(walk.verdict.findings)
        if not total:
            s.print(Text(_("no findings: the referee found nothing to report in this log"), style="green"))
        else:
            s.print(Text(_("no findings so far ({n} later in the log: findings all)", n=total), style="green"))
        return
    if everything:
        title = _("all findings ({n} of {total})", n=len(rows), total=len(walk.verdict.findings))
    else:
        title = _("findings up to event {pos} ({n} of {total})", pos=s.pos, n=len(rows), total=len(walk.verdict.findings))
    t = Table(title=title, title_justify="left")
    t.add_column("#", justify="right")
    t.add_column(_("event"), justify="right")
    t.add_column(_("where"), no_wrap=True)
    t.add_column(_("kind"))
    t.add_column(_("clause"), no_wrap=True)
    t.add_column(_("finding"), overflow="fold")
    for i, f in rows:
        t.add_row(str(i + 1), str(walk.at[i]), Text(f"{Path(f.position.path).name}:{f.position.line}:{f.position.col}"),
                  Text(kind_word(f.kind), style=KIND_STYLE.get(f.kind, "")), Text(f.clause), Text(f.message))
    s.print(t)
    s.print(Text(_("finding N jumps to one and explains it"), style="dim"))


def _finding_arg(s: Session, args: list[str]) -> int:
    walk = s._need_walk()
    n = len(walk.verdict.findings)
    if not n:
        raise CommandError(_("this log has no findings"), OK)
    if not args:
        here = [i for i in range(n) if walk.at[i] == s.pos]
        if not here:
            raise CommandError(_("no finding at this event: findings lists them, explain N explains one"))
        return here[0]
    k = _int(args[0], _("a finding number"))
    if not 1 <= k <= n:
        raise CommandError(_("findings are numbered 1 to {n}", n=n))
    return k - 1


def c_finding(s: Session, args: list[str], rest: str) -> None:
    i = _finding_arg(s, args or ["1"])
    walk = s._need_walk()
    if s.branch is not None:
        raise CommandError(_("leave the branch first"))
    s._move(walk.at[i])
    explain(s, i)


def c_explain(s: Session, args: list[str], rest: str) -> None:
    explain(s, _finding_arg(s, args))


def explain(s: Session, i: int) -> None:
    """A finding: the clause's words, what the log said, and what the rules allowed instead."""
    walk = s._need_walk()
    f = walk.verdict.findings[i]
    at = walk.at[i]
    c = s.idx.get(f.clause)
    rows = Rows()
    rows.add(_("where"), Text(f"{f.position}") + Text(_("   event {n}, turn {turn}", n=at, turn=walk.turns[at]) if at
                                                     else _("   the header"), style="dim"))
    line = walk.lines[f.position.line - 1].rstrip() if 0 < f.position.line <= len(walk.lines) else ""
    if line:
        caret = " " * cell_len(line[: max(0, f.position.col - 1)]) + "^"
        rows.add(_("the log says"), Text(line) + Text("\n" + caret, style="red"))
    said = Text(f"{kind_word(f.kind)}: {f.message}", style=KIND_STYLE.get(f.kind, ""))
    if f.expected and f.observed:
        said.append("\n" + _("expected {expected}; the log has {observed}", expected=f.expected, observed=f.observed), style="dim")
    elif f.expected:
        said.append("\n" + _("expected {expected}", expected=f.expected), style="dim")
    if f.discovered is not None:
        said.append("\n" + _("it came to light at {where}, when hidden cards were shown", where=f.discovered), style="dim")
    rows.add(_("the referee"), said)
    if c is not None:
        rows.add(_("clause"), Text(f"{c.id} {c.title_in(language())}", style="bold") + Text(f"\n{c.section}", style="dim"))
        clause_rows(rows, c)
    elif f.kind == WARNING:
        rows.add(_("not a rule"), _("{clause} is a slip of the recorder's, read as meant: `referee fix` writes the log as read "
                                    "(docs/slips.md)", clause=f.clause))
    elif f.kind == ERROR:
        rows.add(_("not a rule"), _("{clause} is a problem with the log itself, not with the play (docs/notation.md)", clause=f.clause))
    rulings = [r for r in (s.idx.get(x) for x in f.rulings) if r is not None]
    if c is not None:
        rulings += [r for r in s.idx.related_rulings(c) if r not in rulings]
    if rulings:
        opts = walk.verdict.options
        rows.add(_("rulings"), _("{rulings}  (rulings lists the alternatives)", rulings=", ".join(
            f"{r.fields.get('Option', r.id)} = {opts.get(r.fields.get('Option', ''), r.fields.get('Default', '?'))}" for r in rulings)))
    if f.kind == VIOLATION and at:
        state, judge = s._state_at(at - 1)
        legal = [e for e in legality.legal(state, judge.options) if e.split()[1:2] != [UNDO]]  # plays, not corrections
        mine = [e for e in legal if f.actor and e.split()[0] == f.actor] or legal
        if mine:
            t = Text(_("the rules allowed {n} event(s) here, for example:", n=len(mine)) if len(mine) > MAX_CHOICES
                     else _("the rules allowed {n} event(s) here:", n=len(mine)))
            shown = (s.japanese.listed(state, judge.options, mine[:MAX_CHOICES]) if language() == "ja"
                     else [(e, e) for e in mine[:MAX_CHOICES]])
            for said, e in shown:
                t.append(f"\n{said}", style="green")
                desc = describe(walk.game, e)
                if desc:
                    t.append(f"   {desc}", style="dim")
            rows.add(_("instead"), t)
        else:
            due = next_step(state.shown(), walk.game, walk.players, judge.options).due
            if due:  # not a choice among known cards, but the state says whose step it was
                t = Text(_("no list of choices here (cards the log does not show); the step was:"))
                for d in due:
                    t.append(f"\n{usage_said(s, state, d)}", style="green")
                    t.append(f"   {game_says(walk.game, d.verb.summary)}", style="dim")
                rows.add(_("instead"), t)
            else:
                rows.add(_("instead"), _("no list of choices here (set-up, chance, or cards the log does not show)"), style="dim")
        s._state = None  # the cached position moved back; recompute on the next step
    title = escape(_("finding {n} of {total}", n=i + 1, total=len(walk.verdict.findings)))
    s.print(Panel(rows.grid, title=f"[bold]{title}[/] · {escape(kind_word(f.kind))} {escape(f.clause)}", title_align="left"))


def c_try(s: Session, args: list[str], rest: str) -> None:
    if not rest:
        raise CommandError(_("try EVENT: for example try Aki scout ?? (typing the event alone does the same)"))
    s._try(rest)


def c_branch(s: Session, args: list[str], rest: str) -> None:
    s._need_walk()
    if s.branch is not None:
        raise CommandError(_("already in a branch: type events, back undoes one, leave returns to the recorded game"))
    s.branch = []
    s._branch_rebuild()
    s.print(Text(_("branch from event {n}: the events you type are played from here; back undoes one; leave returns to the recorded game",
                   n=s.pos), style="bold"), soft_wrap=True)


def c_leave(s: Session, args: list[str], rest: str) -> None:
    s._need_walk()
    if s.branch is None:
        raise CommandError(_("not in a branch"))
    n = len(s.branch)
    s.branch, s._branch_state = None, None
    s.print(Text(_("left the branch ({n} typed events dropped); back at event {pos} of the recorded game", n=n, pos=s.pos), style="dim"))


def c_option(s: Session, args: list[str], rest: str) -> None:
    walk = s._need_walk()
    if not args:
        c_rulings(s, [walk.game.name], "")
        return
    overrides = dict(walk.overrides)
    for a in args:
        name, sep, value = a.partition("=")
        if not sep:
            raise CommandError(_("option NAME=VALUE, not {word!r}", word=a))
        overrides[name.strip().lower()] = value.strip()
    if walk.path.startswith("<new"):
        raise CommandError(_("a new game has the default rulings; write it to a file to switch them"))
    pos = s.pos
    judge, state, _rest = start(walk.reopen(), overrides=overrides)
    bad = [f for f in judge.findings if f.clause == "LOG-OPTION" and f.position.path == "<command line>"]
    if bad:
        raise CommandError(f"{bad[0].message}" + (_(" (expected {what})", what=bad[0].expected) if bad[0].expected else ""))
    s.load(walk.path, overrides)
    s.pos = min(pos, len(s._need_walk().events))


def c_svg(s: Session, args: list[str], rest: str) -> None:
    s._need_walk()
    if len(args) != 1:
        raise CommandError(_("svg FILE: save the position as an SVG picture"))
    title = f"{s._need_walk().game.name} · {Path(s._need_walk().path).name} · {s.where()}"
    caption = [r.plain for r in s.position_renderables() if isinstance(r, Text)]
    svg = framed(s.state().picture(s.viewer), title, [title, *caption])
    try:
        atomic_write(args[0], svg)
    except OSError as e:
        raise CommandError(f"{args[0]}: {e.strerror or e}", BAD_INPUT) from None
    s.print(Text(_("saved {path}", path=args[0]), style="dim"))


def c_write(s: Session, args: list[str], rest: str) -> None:
    walk = s._need_walk()
    if len(args) != 1:
        raise CommandError(_("write FILE: save the log up to here (with the branch's events) as a new log"))
    target = args[0]
    if os.path.lexists(target):
        raise CommandError(_("{path} exists: write to a new file (nothing was changed)", path=target), BAD_INPUT)
    head = walk.reopen().header()  # the header as text, whether the log was text or JSON Lines
    lines = [text for _key, text in header_lines(head)]
    events = walk.events[: s.pos] + (s.branch or [])
    body = "\n".join(lines).rstrip("\n") + "\n\n" + "".join(f"{walk.game.canonical(e)}\n" for e in events)
    try:
        atomic_write(target, body)
    except OSError as e:
        raise CommandError(f"{args[0]}: {e.strerror or e}", BAD_INPUT) from None
    s.print(Text(_("wrote {path}: the header and {n} events", path=args[0], n=len(events)), style="dim"))


def _header_lines(walk: Walk) -> int:
    first = walk.events[0].line if walk.events else len(walk.lines) + 1
    return first - 1


def c_lang(s: Session, args: list[str], rest: str) -> None:
    """The language the console speaks: lang ja (日本語) or lang en (English)."""
    if not args:
        s.print(Text(_("the console speaks {name}: lang ja for 日本語, lang en for English", name=LANGUAGE_NAMES[language()])))
        return
    lang = args[0].lower().replace("_", "-").split("-")[0]
    lang = {"jp": "ja", "japanese": "ja", "日本語": "ja", "english": "en"}.get(lang, lang)
    if lang not in LANGUAGES:
        raise CommandError(_("lang ja or lang en, not {word!r}", word=args[0]))
    set_language(lang)
    s.relanguage()
    s.print(Text(_("the console now speaks {name}", name=LANGUAGE_NAMES[lang])))


COMMAND_LIST: tuple[Command, ...] = (
    Command("help", N_("[COMMAND]"), N_("the commands, or one in detail"), c_help, ("?",), ("command",),
            detail=N_("help alone lists every command; help COMMAND shows one: what follows its name, what it does, and its other names")),
    Command("games", "", N_("the games the referee knows"), c_games,
            detail=N_("each game by the name you type, its code, its title, its number of players and the clauses of its rulebook")),
    Command("game", N_("[GAME|all]"), N_("which game rule questions are about"), c_game, (), ("game",),
            detail=N_("game GAME narrows rule questions to one game, game all to none; a loaded log sets its game")),
    Command("rules", N_("[GAME] WORD…"), N_("find clauses by id, word, phrase or concept (joker, 補強, 側面)"), c_rules, ("find", "search"),
            ("game", "word"),
            detail=N_("the best ten clauses, ranked as referee rules ranks them; a clause id, or the start of ids, gives those "
                      "clauses; a game named in the question narrows it")),
    Command("rule", N_("ID [steps]"), N_("one clause: 原文, English, rulings, scenarios"), c_rule, ("clause",), ("clause", "word"),
            detail=N_("its section of the rulebook, 原文, English, the rulings that touch it and its scenarios; rule ID steps shows the "
                      "scenarios' steps too")),
    Command("rulings", N_("[GAME]"), N_("the rulings: option, default, alternatives"), c_rulings, (), ("game",),
            detail=N_("each ruling where the rulebook is silent: its option, its default and the other values, and the value in the "
                      "loaded log where it differs")),
    Command("load", N_("PATH"), N_("load a recorded game and walk through it"), c_load, ("open",), ("path",),
            detail=N_("a .log or .jsonl file: the referee checks it, and the console stands before its first event")),
    Command("new", N_("GAME PLAYER…"), N_("a blank game, played by hand"), c_new, (), ("game", "word"),
            detail=N_("the players named sit at a new game of GAME: type its events, legal lists the choices")),
    Command("info", "", N_("the loaded game: verdict, result, rulings in effect"), c_info,
            detail=N_("the verdict and the result of the loaded game, and the rulings in effect")),
    Command("next", N_("[N]"), N_("step forward one event (or N)"), c_next, ("n",),
            detail=N_("the position after the next event (or after N more)")),
    Command("back", N_("[N]"), N_("step back one event (or N); in a branch, undo a typed event"), c_back, ("b", "prev"),
            detail=N_("the position before the last event (or N events back); in a branch, the last typed event undone")),
    Command("goto", N_("N|start|end"), N_("jump to the position after event N"), c_goto, ("g",), ("word",),
            detail=N_("the position after event N; start: before the first event; end: after the last")),
    Command("turn", N_("[N]"), N_("jump to the start of turn N"), c_turn, ("t",),
            detail=N_("the first position of turn (round) N; turn alone says which turn it is")),
    Command("state", N_("[PLAYER|table]"), N_("the position, from the table's or one player's view"), c_state, ("s", "show"), ("player",),
            detail=N_("state PLAYER shows one player's view, state table every card the log shows")),
    Command("view", N_("PLAYER|table"), N_("whose view to show from now on (hidden cards stay hidden)"), c_view, (), ("player",),
            detail=N_("from now on, each position is shown from this view: the other players' hidden cards stay hidden")),
    Command("legal", "", N_("the legal events now, each with what it does"), c_legal, ("moves",),
            detail=N_("each event in the game's notation, as you can type it (in Japanese, the game's Japanese notation); where none "
                      "can be listed (set-up, dealing, a roll, cards the log has not shown), who must act and at which step")),
    Command("findings", N_("[all]"), N_("the findings so far (or all of them)"), c_findings, ("f",), ("word",),
            detail=N_("each finding with its number, event, place, kind and clause; findings all lists those later in the log too")),
    Command("finding", N_("N"), N_("jump to finding N and explain it"), c_finding, (), ("finding",),
            detail=N_("the position of the finding's event, and why it is a finding (as explain)")),
    Command("explain", N_("[N]"), N_("why a finding is one: the clause, the log, what was allowed"), c_explain, ("why",), ("finding",),
            detail=N_("where it is, what the log says, the clause in the rulebook's words, the rulings it depends on and what the "
                      "rules allowed instead; explain alone: the finding at this event")),
    Command("try", N_("EVENT"), N_("is this event legal here? (the game does not change)"), c_try, ("?event", "whatif"), ("event",),
            detail=N_("the findings check would report for the event here; a line that starts with a player's name (or table) is "
                      "tried the same way")),
    Command("branch", "", N_("play on by hand from here (the recorded game is kept)"), c_branch,
            detail=N_("the events you type are played from here; back undoes one; leave returns to the recorded game")),
    Command("leave", "", N_("leave the branch, back to the recorded game"), c_leave, ("unbranch",),
            detail=N_("the events typed in the branch are dropped; the recorded game is where you left it")),
    Command("option", N_("[NAME=VALUE…]"), N_("re-check the loaded game with rulings switched"), c_option, ("options",), ("option",),
            detail=N_("the loaded game checked again with NAME=VALUE in place of the rulings' defaults; option alone lists the rulings")),
    Command("svg", N_("FILE"), N_("save the position as an SVG picture"), c_svg, (), ("path",),
            detail=N_("a drawing of the table at this position, from the view in use, with where in the log it is")),
    Command("write", N_("FILE"), N_("save the log up to here, with the branch, as a new log"), c_write, (), ("path",),
            detail=N_("the header and the events up to here, with the branch's events, as a new log (an existing file is never overwritten)")),
    Command("lang", N_("[ja|en]"), N_("the language of the console: ja (日本語) or en (English)"), c_lang, ("language",), ("word",),
            detail=N_("lang alone says which; the command names stay English, because you type them")),
    Command("quit", "", N_("leave the console (Ctrl-D too)"), c_quit, ("exit", "q")),
)
COMMANDS: dict[str, Command] = {}
for _c in COMMAND_LIST:
    for _name in (_c.name, *_c.aliases):
        COMMANDS[_name] = _c
