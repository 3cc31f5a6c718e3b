"""Running the console: a prompt_toolkit prompt on a terminal, line by line from a pipe.

The completer offers what makes sense where the cursor is: commands, game names, clause ids,
file paths, players, finding numbers, ruling options, and the legal events of the current
position, each with a short description.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO, Any

from prompt_toolkit.completion import CompleteEvent, Completer, Completion, PathCompleter
from prompt_toolkit.document import Document
from rich.console import Console
from rich.text import Text

from ..notation.numbers import count
from ..safeio import SafeConsole
from ..core import game as registry
from ..i18n import LANGUAGE_NAMES, LANGUAGES, language
from .messages import _
from .session import COMMAND_LIST, COMMANDS, Session, describe

PROMPT = "referee> "
MAX_LINES = 100_000  # a script longer than this is cut off (logs and scripts are untrusted)


class ConsoleCompleter(Completer):
    """Completions for the console's command line, computed from the session."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.paths = PathCompleter(expanduser=True)

    def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterator[Completion]:
        text = document.text_before_cursor
        words = text.split()
        current = "" if not words or text[-1:].isspace() else words[-1]
        done = words if not current else words[:-1]
        s = self.session
        if not done:  # the first word: a command, or the start of an event
            yield from self._commands(current)
            yield from self._events(text)
            return
        cmd = COMMANDS.get(done[0].lower())
        if cmd is None:
            if s.walk is not None and done[0] in s.actors():
                yield from self._events(text)
            return
        if cmd.args == ("event",):
            yield from self._events(text[len(done[0]):].lstrip())
            return
        n = len(done) - 1  # which argument the cursor is on
        kinds = cmd.args
        if not kinds:
            return
        kind = kinds[min(n, len(kinds) - 1)]
        if cmd.name in ("rules", "rulings") and n > 0:
            kind = "word"
        if kind == "path":
            sub = Document(current, len(current))
            yield from self.paths.get_completions(sub, complete_event)
        elif kind == "game":
            yield from self._games(current)
            if cmd.name == "rules":
                yield from self._clauses(current)
        elif kind == "clause":
            yield from self._clauses(current)
        elif kind == "command":
            yield from self._commands(current)
        elif kind == "player" and s.walk is not None:
            for p in [*s.walk.players, "table"]:
                if p.lower().startswith(current.lower()):
                    yield Completion(p, -len(current), display_meta=_("whose view"))
        elif kind == "finding" and s.walk is not None:
            for i, f in enumerate(s.walk.verdict.findings):
                if str(i + 1).startswith(current):
                    yield Completion(str(i + 1), -len(current), display_meta=f"{f.clause}: {f.message}"[:70])
        elif kind == "option" and s.walk is not None:
            for r in s.walk.game.rulings:
                for v in r.choices or (r.default,):
                    choice = f"{r.name}={v}"
                    if choice.startswith(current):
                        meta = _("default") if v == r.default else (
                            _("another value") if language() == "ja" else r.alternatives.get(v, ""))  # (English text)
                        yield Completion(choice, -len(current), display_meta=meta[:70])
        elif kind == "word" and cmd.name == "goto":
            for w in ("start", "end"):
                if w.startswith(current):
                    yield Completion(w, -len(current))
        elif kind == "word" and cmd.name == "findings":
            if "all".startswith(current):
                yield Completion("all", -len(current), display_meta=_("every finding, not only those so far"))
        elif kind == "word" and cmd.name == "rule" and n == 1:
            if "steps".startswith(current):
                yield Completion("steps", -len(current), display_meta=_("each scenario's steps"))
        elif kind == "word" and cmd.name == "lang" and n == 0:
            for code in LANGUAGES:
                if code.startswith(current.lower()):
                    yield Completion(code, -len(current), display_meta=LANGUAGE_NAMES[code])

    def _commands(self, prefix: str) -> Iterator[Completion]:
        for c in COMMAND_LIST:
            if c.name.startswith(prefix.lower()):
                yield Completion(c.name, -len(prefix), display_meta=_(c.summary))

    def _games(self, prefix: str) -> Iterator[Completion]:
        for g in registry.all_games():
            if g.name.startswith(prefix.lower()):
                yield Completion(g.name, -len(prefix), display_meta=g.title)

    def _clauses(self, prefix: str) -> Iterator[Completion]:
        if not prefix:
            return  # hundreds of ids: wait for a letter
        up = prefix.upper()
        for c in self.session.idx.clauses:
            if c.id.startswith(up):
                yield Completion(c.id, -len(prefix), display_meta=c.title_in(language())[:70])

    def _events(self, typed: str) -> Iterator[Completion]:
        """The legal events of the current position whose start matches what was typed."""
        s = self.session
        if s.walk is None:
            return
        try:
            listed = s.legal_listed()  # as legal lists them: in Japanese, in the game's Japanese notation
        except Exception:  # a completion must never break the prompt
            return
        words = typed.split()
        current = "" if not words or typed[-1:].isspace() else words[-1]
        done = " ".join(words if not current else words[:-1])
        head = (done + " " if done else "") + current
        lines = [(shown, e) for shown, e in listed if shown.startswith(head) and shown != head.rstrip()]
        if not lines:  # an event begun in the canonical notation (a Japanese user typing the English verb)
            lines = [(e, e) for _shown, e in listed if e.startswith(head) and e != head.rstrip()]
        for shown, e in lines:
            rest = shown[len(done) + 1 if done else 0:]
            yield Completion(rest, -len(current), display=shown, display_meta=describe(s.walk.game, e))


def history_path() -> Path:
    """Where the history file lives: $REFEREE_HISTORY, else the XDG state folder."""
    env = os.environ.get("REFEREE_HISTORY")
    if env:
        return Path(env)
    base = os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".local", "state")
    return Path(base) / "referee" / "console-history"


def make_prompt(session: Session, *, history: Path | None = None, input: Any = None, output: Any = None):
    """The prompt_toolkit session: completion, history with suggestions, the bottom toolbar."""
    from prompt_toolkit import PromptSession
    from prompt_toolkit.auto_suggest import AutoSuggestFromHistory
    from prompt_toolkit.history import FileHistory, InMemoryHistory

    hist: Any
    if history is not None:
        try:
            history.parent.mkdir(parents=True, exist_ok=True)
            hist = FileHistory(str(history))
        except OSError:
            hist = InMemoryHistory()
    else:
        hist = InMemoryHistory()
    return PromptSession(
        PROMPT,
        completer=ConsoleCompleter(session),
        complete_while_typing=False,
        auto_suggest=AutoSuggestFromHistory(),
        history=hist,
        bottom_toolbar=lambda: session.toolbar(),
        input=input,
        output=output,
    )


def run_interactive(session: Session, history: Path | None) -> int:
    prompt = make_prompt(session, history=history)
    session.print(Text(_("referee console: help lists the commands; Tab completes; Ctrl-D leaves"), style="dim"))
    while not session.done:
        try:
            line = prompt.prompt()
        except KeyboardInterrupt:
            continue  # Ctrl-C clears the line, as in a shell
        except EOFError:
            break
        session.execute(line)
    return 0


def run_lines(session: Session, lines: Iterable[str], echo: bool = False) -> int:
    """The line mode: one command per line, plain text out; the exit status says whether all went well."""
    for n, line in enumerate(lines, 1):
        if n > MAX_LINES:
            session.fail(_("more than {n} lines: the rest is not read", n=MAX_LINES))
            break
        line = line.rstrip("\r\n")
        if echo and line.strip():
            session.out.print(Text(PROMPT + line), soft_wrap=True)
        session.execute(line)
        if session.done:
            break
    return session.status


def plain_console(file: IO[str] | None = None) -> Console:
    width = count(os.environ.get("COLUMNS", "")) or 100
    return SafeConsole(file=file or sys.stdout, width=width, no_color=True, highlight=False, force_terminal=False,
                   color_system=None, emoji=False)


def main(log: str | None = None, *, game: str | None = None, viewer: str | None = None, echo: bool = False,
         history: str | None = None, overrides: dict[str, str] | None = None, interactive: bool | None = None) -> int:
    if interactive is None:
        interactive = sys.stdin.isatty() and sys.stdout.isatty()
    out = SafeConsole(highlight=False) if interactive else plain_console()
    session = Session(out)
    if game:
        session.execute(f"game {game}")
    if log:
        try:
            session.load(log, overrides or {})
            if viewer:
                session.execute(f"view {viewer}")
            session.show_position()
        except Exception as e:  # CommandError: reported, the console still opens
            session.fail(getattr(e, "message", str(e)), getattr(e, "status", 3))
    if interactive:
        return run_interactive(session, Path(history) if history else history_path())
    return run_lines(session, sys.stdin, echo=echo)
