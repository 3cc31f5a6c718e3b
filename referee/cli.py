"""The ``referee`` command: a thin layer over the library (referee/api.py, referee/batch.py, referee/terminal.py).

Its exit statuses are referee/exits.py's (documented in docs/cli.md).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import __version__
from .api import ENCODINGS, UsageError, open_log, parse_options
from .batch import DASK_WAIT, Job, Rendered, Summary, Unfinished, collect, map_dask, map_jobs, tally, verdict_text
from .exits import (EXIT_BAD_INPUT, EXIT_CLEAN, EXIT_INTERNAL, EXIT_SIGINT, EXIT_SIGTERM, EXIT_UNFINISHED, EXIT_USAGE,
                    EXIT_VIOLATIONS)
from .i18n import LANGUAGES, N_, _, _n
from .lines import wants_rich
from .safeio import QuietPipe, atomic_write, printable, same_file
from .core.words import did_you_mean
from .answers import RIVALS, clause_view, show_answer
from .terminal import KIND_STYLE, console, game_title, kind_label, report_console, report_one, report_summary

if TYPE_CHECKING:  # rich is imported by the commands that draw with it (a check written to a pipe never does)
    from rich.console import Console

MAX_QUERY = 200  # characters in a rules question








# -- opening logs ------------------------------------------------------------------






















































# -- referee check ------------------------------------------------------------------






def cmd_check(ns: argparse.Namespace) -> int:
    from .core import setfiles

    overrides = parse_options(ns.option)
    if not ns.time_limit > 0:
        raise UsageError(_("--time-limit takes a number of seconds above 0, not {value}", value=ns.time_limit))
    if ns.jobs is not None and ns.jobs < 1:
        raise UsageError(_("--jobs takes a number of processes from 1 up, not {value}", value=ns.jobs))
    if ns.dask and "-" in ns.paths:
        raise UsageError(_("--dask checks files and folders, not standard input (-)"))
    if not ns.dask_wait > 0:
        raise UsageError(_("--dask-wait takes a number of seconds above 0, not {value}", value=ns.dask_wait))
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    workers = min(ns.jobs or 1, cpus) if "-" not in ns.paths else 1  # standard input is read by this process
    sets = tuple(ns.sets or ())
    for folder in sets:
        if not os.path.isdir(folder):
            raise UsageError(_("--sets {folder}: not a folder", folder=folder))
    setfiles.set_extra_folders(list(sets))
    # the logs are found as they are checked (a folder of millions is never listed in memory)
    found = collect(ns.paths)
    first = next(found, None)
    if first is None:
        raise UsageError(_("no logs found in {paths}", paths=" ".join(ns.paths)))
    from itertools import chain

    entries = chain((first,), found)
    if ns.max_warnings is not None and ns.max_warnings < 0:
        raise UsageError(_("--max-warnings takes a number of warnings from 0 up, not {value}", value=ns.max_warnings))
    expecting = ns.expected or ns.update_expected
    if expecting and ns.format != "text":
        raise UsageError(_("--expected and --update-expected print their own report: leave out --format"))
    if expecting and "-" in ns.paths:
        raise UsageError(_("--expected and --update-expected need log files (an expected verdict lies beside its log), not -"))
    summary = Summary(ns.max_warnings)
    from .i18n import language

    lang = language()
    rendered = ns.format in ("json", "jsonl")
    slots: deque[list[Any]] = deque()  # the logs in path order: [verdict], None until it is made
    pending: deque[list[Any]] = deque()  # the slots whose verdicts the checkers make, in the order they come back

    def jobs() -> Iterator[Job]:
        for f, v in entries:
            slot = [v if v is None or not rendered else Rendered(verdict_text(v), tally(v))]
            slots.append(slot)
            if v is None:
                pending.append(slot)
                yield (f, ns.strict, ns.partial, overrides, sets, ns.time_limit, ns.encoding, lang)

    stopped: list[BaseException] = []  # what ended the run before its end (a signal, a cluster with no worker)

    def stop(why: BaseException) -> None:
        stopped.append(why)
        summary.stopped = (EXIT_UNFINISHED if isinstance(why, Unfinished) else
                           EXIT_SIGINT if isinstance(why, KeyboardInterrupt) else EXIT_SIGTERM)

    def verdicts() -> Iterator[Any]:  # in the order of the paths given
        """The verdicts, until the last or until the run is stopped: then the stream just ends (each format
        closes its document over the verdicts written) and ``stopped`` says why."""
        results = map_dask(ns.dask, jobs(), rendered, ns.dask_wait) if ns.dask else map_jobs(workers, jobs(), rendered)
        done = False
        try:
            while True:
                while slots and slots[0][0] is not None:
                    if _signals.caught is not None:
                        stop(_signals.exception())
                        return
                    yield slots.popleft()[0]
                if done:
                    return
                try:
                    with _signals.waiting():
                        pending.popleft()[0] = next(results)
                except StopIteration:
                    done = True
                except (KeyboardInterrupt, Terminated, Unfinished) as e:
                    stop(e)
                    return
        finally:
            results.close()  # workers still checking are stopped

    _signals.held = True  # from here a signal ends the run after the verdict being written (see _Signals)
    stream = verdicts()
    if rendered:
        w = sys.stdout.write
        if ns.format == "jsonl":  # one verdict a line, as it is made
            for r in stream:
                summary.add_tally(r.tally)
                w(r.text + "\n")
            return _unless_stopped(stopped, summary)
        w('{"version": ' + json.dumps(__version__) + ', "verdicts": [')
        for n, r in enumerate(stream):
            summary.add_tally(r.tally)
            w(("," if n else "") + "\n  " + r.text)
        w('\n], "summary": ' + json.dumps(summary.counts) + "}\n")
        return _unless_stopped(stopped, summary)
    if expecting:
        with paged(_no_pager(ns), base=report_console) as out:
            status = _check_expected(stream, out, summary, update=ns.update_expected)
        return _unless_stopped(stopped, summary) if stopped else status  # said once the report is out (or paged)
    if ns.format in ("junit", "sarif", "github"):  # for CI (referee/ci.py)
        from .ci import render

        render(ns.format, stream, sys.stdout.write, summary)
        return _unless_stopped(stopped, summary)
    bar: list[Any] = []  # the progress bar, once made: it leaves the terminal before a pager takes it
    with paged(_no_pager(ns), base=report_console, before_start=lambda: bar and bar[0].stop()) as out:
        progress = None
        err = console(stderr=True) if not ns.quiet and not out.is_terminal and wants_rich(sys.stderr) else None
        if not ns.quiet and (out.is_terminal or err is not None and err.is_terminal):
            with _signals.waiting():  # nothing written yet: a signal ends the run at once
                total = sum(1 for _entry in collect(ns.paths))  # a second walk, for the bar only
            if total >= 8:
                from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

                # drawn on the terminal itself (the report may be held for a pager meanwhile)
                progress = Progress(TextColumn(_("checking")), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                                    console=console() if out.is_terminal else err, transient=True)
                bar.append(progress)
        if progress is not None:
            with progress:
                task = progress.add_task("check", total=total)
                for v in stream:
                    summary.add(v)
                    report_one(out, v, quiet=ns.quiet)
                    progress.advance(task)
        else:
            for v in stream:
                summary.add(v)
                report_one(out, v, quiet=ns.quiet)
        report_summary(out, summary.counts)
    return _unless_stopped(stopped, summary)  # a run stopped early says so once its report is out (or paged)


def _check_expected(stream: Iterator[Any], out: Any, summary: Summary, *, update: bool) -> int:
    """check --expected (each verdict against the one expected) and --update-expected (each verdict written as the one
    expected): referee/expected.py."""
    from . import expected as X
    from .lines import Line

    differ = unread = written = 0
    for v in stream:
        summary.add(v)
        path = v["path"]
        try:
            head = open_log(path).header()
            entry = head.entry(X.HEADER_KEY)
            old = X.load(path, entry.value if entry else None, entry.position.line if entry else 0)
        except Exception as e:  # noqa: BLE001 - an expected file (or a log) that cannot be read: said, the run goes on
            out.print(Line(f"{path}  ").append("! " + str(e), style="yellow"), soft_wrap=True)
            unread += 1
            continue
        if update:
            try:
                if entry is not None:
                    data = Path(path).read_bytes()
                    new = X.rewrite_header(data, entry.position.line, X.header_value(v))
                    target, changed = Path(path), new != data
                else:
                    text = X.dumps(X.updated(v, path, old))
                    target = X.path_for(path)
                    changed = old is None or X.dumps(old) != text
                    new = text.encode("utf-8")
                if changed:
                    X.write(target, new)
                    written += 1
            except OSError as e:
                out.print(Line(f"{path}  ").append("! " + _("not written: {error}", error=e.strerror or str(e)), style="yellow"),
                          soft_wrap=True)
                unread += 1
                continue
            out.print(Line(f"{target}  ").append(_("written") if changed else _("unchanged"), style="green" if changed else "dim"),
                      soft_wrap=True)
            continue
        if old is None:
            out.print(Line(f"{path}  ").append("? " + _("no expected verdict (NAME.expected.json or an expect: line): "
                                                        "write one with --update-expected"), style="yellow"), soft_wrap=True)
            differ += 1
            continue
        diffs = X.differences(old, v)
        if not diffs:
            out.print(Line(f"{path}  ").append("✔ " + _("as expected"), style="green"), soft_wrap=True)
            continue
        differ += 1
        out.print(Line(f"{path}  ").append("✘ " + _("not as expected"), style="red"), soft_wrap=True)
        for d in diffs:
            out.print(Line("  " + d), soft_wrap=True)
    n = summary.counts["logs"]
    if update:
        out.print(Line(_n("{n} log: {written} expected verdicts written", "{n} logs: {written} expected verdicts written", n,
                          written=written), style="bold"), soft_wrap=True)
    else:
        out.print(Line(_n("{n} log: {same} as expected, {differ} not", "{n} logs: {same} as expected, {differ} not", n,
                          same=n - differ - unread, differ=differ + unread), style="bold"), soft_wrap=True)
    if unread:
        return EXIT_BAD_INPUT
    return EXIT_VIOLATIONS if differ else EXIT_CLEAN


def _unless_stopped(stopped: list[BaseException], summary: Summary) -> int:
    """The run's status, once its output is whole; a run stopped before its end says so on standard error and
    ends as :func:`main` ends it (130 for SIGINT, 143 for SIGTERM, 5 for a cluster with no worker)."""
    if not stopped:
        return summary.status()
    sys.stdout.flush()  # the verdicts before the message
    n = summary.counts["logs"]
    if isinstance(stopped[0], Unfinished):
        console(stderr=True).print(
            "referee check: " + _n("{why}: the verdict of {n} log was written whole; the other logs were not checked",
                                   "{why}: the verdicts of {n} logs were written whole; the other logs were not checked",
                                   n, why=str(stopped[0])), markup=False, highlight=False)
        return EXIT_UNFINISHED
    console(stderr=True).print(
        "referee check: " + _n("stopped by {signal}: the verdict of {n} log was written whole; the other logs were not checked",
                               "stopped by {signal}: the verdicts of {n} logs were written whole; the other logs were not checked",
                               n, signal="SIGINT" if isinstance(stopped[0], KeyboardInterrupt) else "SIGTERM"),
        markup=False, highlight=False)
    raise stopped[0]


































# -- referee rules ----------------------------------------------------------------------


def pager_command() -> str | None:
    """The pager a long output goes through, as git chooses its own: ``$REFEREE_PAGER``, else ``$PAGER``, else
    ``less`` (run with ``LESS=FRX`` unless ``LESS`` is set); None for none (an empty value or ``cat`` says none)."""
    for var in ("REFEREE_PAGER", "PAGER"):
        value = os.environ.get(var)
        if value is not None:
            value = value.strip()
            return None if value in ("", "cat") else value
    import shutil

    return "less" if shutil.which("less") else None


class Pager:
    """A terminal's output that goes through a pager once it is longer than the terminal is high: held until then (an
    output that ends sooner is written to the terminal as it is), then the pager is started with what was held and
    is given the rest as it comes, as ``git log`` streams into ``less``. A reader who quits the pager early ends
    nothing: the rest is dropped and the command ends with its own status (as a pipe's reader that goes away)."""

    def __init__(self, terminal: Any, height: int, command: str, before_start: Any = None) -> None:
        self.terminal = terminal
        self.height = max(height, 1)
        self.command = command
        self.before_start = before_start  # called before the pager takes the terminal (a progress bar stops)
        self.held: list[str] = []
        self.lines = 0
        self.proc: Any = None
        self.gone = False  # the pager's reader quit before the end

    def isatty(self) -> bool:
        return True

    @property
    def encoding(self) -> str:
        return getattr(self.terminal, "encoding", None) or "utf-8"

    def write(self, text: str) -> int:
        if self.proc is not None:
            self._send(text)
            return len(text)
        self.held.append(text)
        self.lines += text.count("\n")
        if self.lines >= self.height:
            self._start()
        return len(text)

    def _start(self) -> None:
        import subprocess

        if self.before_start is not None:
            self.before_start()
        env = {**os.environ}
        env.setdefault("LESS", "FRX")  # colours kept (R); a page that fits is printed and less ends (F); no screen clearing (X)
        env.setdefault("LV", "-c")
        self.terminal.flush()
        try:
            self.proc = subprocess.Popen(self.command, shell=True, stdin=subprocess.PIPE, env=env, encoding=self.encoding,
                                         errors="replace")
        except OSError:  # no shell to start it: the output goes to the terminal after all
            self.proc = None
            self.height = sys.maxsize
            self.terminal.write("".join(self.held))
            self.held = []
            return
        held, self.held = "".join(self.held), []
        self._send(held)

    def _send(self, text: str) -> None:
        if self.gone:
            return
        try:
            self.proc.stdin.write(text)
        except (BrokenPipeError, OSError, ValueError):
            self.gone = True

    def flush(self) -> None:
        if self.proc is None or self.gone:
            return
        try:
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            self.gone = True

    def close(self) -> None:
        """The end of the output: what is held goes to the terminal; or the pager reads to its end, and the command
        waits for its reader to quit it (Ctrl-C in the pager is the pager's own: it does not end the command)."""
        if self.proc is None:
            self.terminal.write("".join(self.held))
            self.held = []
            self.terminal.flush()
            return
        try:
            self.proc.stdin.close()
        except (BrokenPipeError, OSError):
            pass
        import threading

        if threading.current_thread() is not threading.main_thread():
            self.proc.wait()
            return
        before = signal.signal(signal.SIGINT, signal.SIG_IGN)
        try:
            self.proc.wait()
        finally:
            signal.signal(signal.SIGINT, before)


@contextmanager
def paged(no_pager: bool = False, base: Any = None, before_start: Any = None) -> Iterator[Any]:
    """The console a long output is written to: on a terminal, one whose output goes through the pager once it is
    longer than the terminal is high (:class:`Pager`; docs/cli.md, "Habits"); the console as it is for a pipe or a
    file, with ``--no-pager`` or with ``REFEREE_NO_PAGER`` set. ``base``: makes that console (:func:`console`);
    ``before_start``: see :class:`Pager`."""
    out = (base or console)()
    command = None if no_pager or not out.is_terminal or os.environ.get("REFEREE_NO_PAGER") else pager_command()
    if command is None:
        yield out
        return
    sink = Pager(sys.stdout, out.height, command, before_start)
    try:
        yield console(file=sink, force_terminal=True, width=out.width, height=out.height, color_system=out.color_system,
                      legacy_windows=False)
    finally:
        sink.close()


def _is_japanese(text: str) -> bool:
    """Does ``text`` hold kana or kanji (a question asked in Japanese)?"""
    return any("\u3040" <= ch <= "\u30ff" or "\u3400" <= ch <= "\u9fff" or "\uff66" <= ch <= "\uff9f" for ch in text)


def _no_pager(ns: argparse.Namespace) -> bool:
    return bool(getattr(ns, "no_pager", False))


def cmd_rules(ns: argparse.Namespace) -> int:
    from .core import game as registry
    from .core.clauses import index
    from .i18n import language, speaking

    idx = index()
    words = list(ns.words)
    game = None
    if words and registry.get(words[0]) is not None:
        game = registry.get(words[0]).name  # type: ignore[union-attr]
        words = words[1:]
    query = " ".join(words)
    if len(query) > MAX_QUERY:
        raise UsageError(_("a question is at most {limit} characters (this one has {n})", limit=MAX_QUERY, n=len(query)))
    # a question asked in Japanese is answered in Japanese, unless --lang says otherwise
    lang = getattr(ns, "lang", None) or ("ja" if _is_japanese(query) else language())
    with speaking(lang), paged(_no_pager(ns)) as out:
        return _rules(out, idx, ns, game, query)


def _rules(out: Console, idx: Any, ns: argparse.Namespace, game: str | None, query: str) -> int:
    if ns.rulings:
        show_rulings(out, idx, game)
        return 0
    if not query:
        list_clauses(out, idx.for_game(game), _n("{n} clause", "{n} clauses", len(idx.for_game(game)))
                     + (f" ({game_title(game)})" if game else ""))
        return 0
    exact = idx.search(query, game, limit=0) if _looks_like_id(query) else []
    if len(exact) == 1:
        show_clause(out, idx, exact[0], steps=ns.steps)
        return 0
    if exact:
        list_clauses(out, exact, _n("{n} clause", "{n} clauses", len(exact)) + _(" for '{query}'", query=query))
        return 0
    answer = idx.ask(query, game, limit=len(idx.clauses) if ns.all else RIVALS + 1)
    hits = [idx.by_id[i] for i in answer.ids]
    if not hits:
        game = answer.game or game
        msg = _("no clause answers '{query}'", query=query) + (_(" in {game}", game=game) if game else "")
        if answer.suggestions:
            msg += _(" (did you mean: {words}?)", words=", ".join(answer.suggestions))
        out.print(msg, markup=False)
        return 1
    note = _("no clause has every word of the question; the nearest first") if answer.partial else ""
    show_answer(out, idx, hits, note, every=ns.all,
                hint=_("referee rules ID: the clause with its scenarios; --all: every match"))
    return 0


def _looks_like_id(query: str) -> bool:
    import re

    return bool(re.fullmatch(r"[A-Za-z]{2}-[A-Za-z0-9-]*", query.strip()))


def list_clauses(out: Console, clauses: list[Any], head: str) -> None:
    """Clauses one line each: the id and the title."""
    from rich.text import Text

    from .i18n import language

    lang = language()
    out.print(Text(head, style="bold"))
    width = max((len(c.id) for c in clauses), default=0)
    for c in clauses:
        line = Text(no_wrap=True, overflow="ellipsis")
        line.append(c.id.ljust(width), style="bold")
        line.append("  " + c.title_in(lang))
        out.print(line, no_wrap=True, overflow="ellipsis")


def show_clause(out: Console, idx: Any, c: Any, steps: bool = False) -> None:
    """A clause by its id: whole (every field), with the scenarios that show it (``steps``: and their steps)."""
    from rich.text import Text

    from .i18n import language
    from .terminal import Wrapped

    out.print(clause_view(idx, c, language(), whole=True))
    out.print(Wrapped(Text(_("defined at {where}", where=f"{c.path}:{c.line}"), style="dim")))
    out.print()
    out.print(Text(_("Scenarios ({n})", n=len(c.scenarios)), style="bold"))
    for s in c.scenarios:
        line = Text(f"• {s.name}  ")
        line.append(f"{s.path}:{s.line}", style="dim")
        out.print(Wrapped(line, indent=2, hang=2))
        if steps:
            for st in s.steps:
                out.print(Wrapped(Text(st, style="dim"), indent=6, hang=2))




def show_rulings(out: Console, idx: Any, game: str | None) -> None:
    from rich.table import Table

    from .i18n import language

    ja = language() == "ja"
    t = Table(title=_("rulings") + (f" ({game_title(game)})" if game else ""), show_lines=True)
    t.add_column(_("clause"), style="bold", no_wrap=True)
    t.add_column(_("option"))
    t.add_column(_("default"))
    t.add_column(_("alternatives"), overflow="fold")
    t.add_column(_("ruling"), overflow="fold")
    for r in idx.rulings(game):
        t.add_row(r.id, r.fields.get("Option", ""), r.fields.get("Default", ""), r.fields.get("Alternatives", ""),
                  (r.fields.get("裁定") if ja else None) or r.english)
    out.print(t)


# -- referee replay -----------------------------------------------------------------------


def cmd_replay(ns: argparse.Namespace) -> int:
    from .notation.reader import LogReadError

    try:
        reader = open_log(ns.log, encoding=ns.encoding)
    except LogReadError as e:
        console(stderr=True).print(f"{e.path}: {e.code}: {e.message}")
        return EXIT_BAD_INPUT
    note = reader.encoding_note
    if note is not None:
        console(stderr=True).print(f"{ns.log}:{note.line}:{note.col}: {kind_label('error')} {note.code}: {note.message}")
    svg_dir = None
    if ns.svg:
        svg_dir = Path(ns.svg)
        try:
            svg_dir.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise UsageError(_("--svg {folder}: {why}", folder=ns.svg, why=e.strerror or e)) from None
    status = EXIT_BAD_INPUT if note is not None else EXIT_CLEAN
    with paged(_no_pager(ns)) as out:
        status, n, shown, pictures = _replay(out, ns, reader, svg_dir, status)
    if status == EXIT_BAD_INPUT and n < 0:  # the log could not be followed from the start
        return status
    if ns.at is not None and not shown:
        console(stderr=True).print(_n("the log has {n} event; there is no event {at}", "the log has {n} events; there is no event {at}", n, at=ns.at))
        return EXIT_USAGE
    if svg_dir is not None:
        console(stderr=True).print(_n("wrote {n} SVG picture to {folder}", "wrote {n} SVG pictures to {folder}", pictures, folder=svg_dir))
    return status


def _replay(out: Console, ns: argparse.Namespace, reader: Any, svg_dir: Path | None, status: int) -> tuple[int, int, bool, int]:
    """The events of ``referee replay``, each with the table after it: (the status, the last event's number (-1 when
    the log cannot be followed at all), whether any event was shown, the pictures written)."""
    from rich.text import Text

    from .core.referee import replay

    n = 0
    shown = False
    pictures = 0
    for event, state, findings in replay(reader, strict=False):
        for f in findings:
            if f.kind == "error":
                status = EXIT_BAD_INPUT
            elif f.kind == "violation" and status == EXIT_CLEAN:
                status = EXIT_VIOLATIONS
        if state is None:
            for f in findings:
                out.print(Text(str(f), style=KIND_STYLE.get(f.kind, "")))
            return EXIT_BAD_INPUT, -1, shown, pictures
        if event is not None:
            n = event.index
        if ns.at is not None and n != ns.at:
            continue
        parts: list[Any] = []
        if ns.at is None and event is None and n == 0 and not findings:
            parts.append(Text(_("start of play"), style="bold"))
        if event is not None:
            parts.append(Text(f"#{n}  {event.path}:{event.line}  {event.source()}", style="bold"))
        for f in findings:
            parts.append(Text(f"  {kind_label(f.kind)} {f.clause}: {f.message}", style=KIND_STYLE.get(f.kind, "")))
        parts.append(state.render(ns.viewer))
        for part in parts:
            out.print(part)
        if svg_dir is not None and (event is not None or n == 0):
            from .core.picture import framed

            title = _("{log} · event {n}", log=Path(ns.log).name, n=n) + (_(" · {player}'s view", player=ns.viewer) if ns.viewer else "")
            caption = [p.plain for p in parts if isinstance(p, Text)]
            name = svg_dir / f"event-{n:04d}.svg"
            try:
                atomic_write(name, framed(state.picture(ns.viewer), title, [title, *caption]))
            except OSError as e:
                raise UsageError(_("--svg {folder}: {why}", folder=ns.svg, why=e.strerror or e)) from None
            pictures += 1
        shown = True
    return status, n, shown, pictures


def cmd_console(ns: argparse.Namespace) -> int:
    from .console.app import main as console_main

    return console_main(ns.log, game=ns.game, viewer=ns.viewer, echo=ns.echo, history=ns.history, overrides=parse_options(ns.option))


# -- referee fmt / convert ----------------------------------------------------------------------


def _canonical_for(reader: Any, path: str, data: bytes, ns: argparse.Namespace) -> Any:
    """The spelling ``fmt`` and ``convert`` write events in: the log's own language (Japanese verbs and words where
    most of its lines write their verbs in Japanese), or the one ``--lang`` asks for."""
    from .api import canonical_for

    return canonical_for(path, data, getattr(ns, "lang", None), encoding="cp932" if reader.encoding_note is not None else "utf-8")


def _read_input(path: str) -> bytes:
    from .notation.reader import MAX_FILE_BYTES, LogReadError, read_bounded

    if path == "-":
        data = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            raise LogReadError("<stdin>", _("more than {n} bytes", n=MAX_FILE_BYTES), "LOG-TOO-LARGE")
        return data
    return read_bounded(path)


def _notation_errors(path: str, data: bytes) -> list[str]:
    """What stops ``fmt`` and ``convert``: every error ``check`` finds in the log (anything read differently
    from what was written, a word that is not notation, a header that cannot be used), as report lines."""
    from .core.referee import check

    verdict = check(open_log(path, data=data), partial=True)  # an unfinished game is no notation error
    return [str(f) for f in verdict.sorted() if f.kind == "error"]


def _write_out(target: str, text: str | bytes) -> None:
    try:
        atomic_write(target, text)
    except OSError as e:
        raise UsageError(_("{path}: cannot write ({why}); nothing was changed", path=target, why=e.strerror or e)) from None


def cmd_fmt(ns: argparse.Namespace) -> int:
    from .notation.reader import LogReadError
    from .notation.writer import JsonlReader, Unencodable, encode_like, format_log

    err = console(stderr=True)
    status = EXIT_CLEAN
    for path in ns.paths:
        try:
            data = _read_input(path)
            reader = open_log(path, blanks=True, data=data)
            if isinstance(reader, JsonlReader):
                raise UsageError(_("{path}: fmt works on text logs; use convert for JSON Lines", path=path))
            text, errors = format_log(reader, _canonical_for(reader, path, data, ns))
        except LogReadError as e:
            err.print(f"{e.path}: {e.code}: {e.message}")
            status = EXIT_BAD_INPUT
            continue
        problems = [str(e) for e in errors] or _notation_errors(path, data)
        if problems:
            for line in problems:
                err.print(line)
            err.print(_("{path}: not formatted: fix the notation errors first (nothing was changed)", path=path))
            status = EXIT_BAD_INPUT
            continue
        # the log's own encoding is kept, in all three modes alike: a log that is not UTF-8 but Shift_JIS was read
        # as Shift_JIS (its note says so) and is printed, checked and written in Shift_JIS
        encoding = "cp932" if reader.encoding_note is not None else "utf-8"
        try:
            out = encode_like(text, data, encoding)
        except Unencodable as e:
            err.print(f"{path}:{e.line}:{e.col}: " + _("{char} (U+{code}) cannot be written in Shift_JIS (CP932), the log's encoding",
                                                       char=repr(e.char), code=f"{ord(e.char):04X}"))
            err.print(_("{path}: not formatted (nothing was changed): convert the log to UTF-8 first: {command}",
                        path=path, command=_utf8_command(path)))
            status = EXIT_BAD_INPUT
            continue
        if encoding != "utf-8":
            err.print(_("{path}: the log is in Shift_JIS (CP932): fmt keeps that encoding (to make it UTF-8: {command})",
                        path=path, command=_utf8_command(path)))
        if ns.check:  # the canonical form keeps the log's encoding, byte order mark and line ends: compared byte for byte
            if data != out:
                err.print(_("{path}: would be reformatted", path=path))
                status = max(status, EXIT_VIOLATIONS)
        elif ns.write and path != "-":
            if data != out:
                _write_out(path, out)
        elif encoding == "utf-8":
            sys.stdout.write(text)
        else:
            _write_bytes(out)
    return status


def cmd_fix(ns: argparse.Namespace) -> int:
    """referee fix: the logs as the referee read them (referee/fixing.py)."""
    from .fixing import diff, fixed
    from .notation.reader import LogReadError
    from .notation.writer import JsonlReader

    err = console(stderr=True)
    overrides = parse_options(ns.option)
    status = EXIT_CLEAN
    for path in ns.paths:
        try:
            data = _read_input(path)
            reader = open_log(path, data=data, encoding=ns.encoding)
            if isinstance(reader, JsonlReader):
                raise UsageError(_("{path}: fix works on text logs (a JSON Lines log is written by a program)", path=path))
            reader.header()
            encoding = "cp932" if reader.encoding_note is not None or ns.encoding == "cp932" else "utf-8"
            done = fixed(path, data, encoding=encoding, options=overrides)
        except LogReadError as e:
            err.print(f"{e.path}: {e.code}: {e.message}")
            status = max(status, EXIT_BAD_INPUT)
            continue
        except UnicodeDecodeError:
            err.print(_("{path}: not text in the log's encoding: nothing was changed (see check --encoding)", path=path))
            status = max(status, EXIT_BAD_INPUT)
            continue
        old = data.decode(encoding)
        try:
            out = done.text.encode(encoding)
        except UnicodeEncodeError:
            err.print(_("{path}: a word meant cannot be written in Shift_JIS (CP932), the log's encoding: nothing was "
                        "changed", path=path))
            status = max(status, EXIT_BAD_INPUT)
            continue
        for f in done.applied:
            err.print(f"{f.position}: " + _("fixed {code}: {message}", code=f.clause, message=f.message), markup=False,
                      highlight=False)
        for f in done.refused:
            err.print(f"{f.position}: " + _("not fixed {code}: the line no longer reads as the edit expects", code=f.clause),
                      markup=False, highlight=False)
        if ns.diff:
            if done.text != old:
                sys.stdout.write(diff(path, old, done.text))
                status = max(status, EXIT_VIOLATIONS)
        elif ns.write and path != "-":
            if done.text != old:
                _write_out(path, out)
            err.print(_n("{path}: {n} recorder's slip fixed", "{path}: {n} recorder's slips fixed", len(done.applied),
                         path=path))
        elif encoding == "utf-8":
            sys.stdout.write(done.text)
        else:
            _write_bytes(out)
    return status


def _utf8_command(path: str) -> str:
    from .encodings import conversion_command

    return conversion_command(path) if path != "-" else "referee convert --encoding cp932 - OUT.log"


def _write_bytes(data: bytes) -> None:
    """Bytes to standard output, after what was written there before (fmt prints a Shift_JIS log in Shift_JIS)."""
    sys.stdout.flush()
    try:
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
    except BrokenPipeError:  # the reader went away (| head): the standard output's QuietPipe drops the rest
        sys.stdout.flush()


def cmd_convert(ns: argparse.Namespace) -> int:
    from .notation.reader import LogReadError
    from .notation.writer import JsonlReader, dumps_jsonl, format_log, to_jsonl

    err = console(stderr=True)
    if ns.output and ns.output != "-" and ns.input != "-" and same_file(ns.input, ns.output):
        raise UsageError(_("{path} is the input: write the converted log to another file (nothing was changed)", path=ns.output))
    try:
        data = _read_input(ns.input)
        reader = open_log(ns.input, blanks=True, data=data, encoding=ns.encoding)
    except LogReadError as e:
        err.print(f"{e.path}: {e.code}: {e.message}")
        return EXIT_BAD_INPUT
    if ns.encoding != "utf-8" and ns.to is None and not isinstance(reader, JsonlReader):
        return _reencode(ns, data, err)
    if ns.encoding == "utf-8" and reader.encoding_note is not None:  # not UTF-8 but Shift_JIS, and read so: said
        err.print(_("{path}: read as Shift_JIS (CP932), not UTF-8; the output is UTF-8, as convert's always is", path=ns.input))
    to = ns.to or ("log" if isinstance(reader, JsonlReader) else "jsonl")
    if to == "jsonl" and isinstance(reader, JsonlReader):
        raise UsageError(_("the input is already JSON Lines"))
    if to == "jsonl":
        objs = list(to_jsonl(reader))
        problems = [f"{ns.input}:{o['line']}:{o['col']}: {o['code']}: {o['message']}" for o in objs if o["type"] == "error"]
        text = dumps_jsonl(o for o in objs if o["type"] != "error")
    else:
        text, errors = format_log(reader, _canonical_for(reader, ns.input, data, ns))
        problems = [str(e) for e in errors]
    problems = problems or _notation_errors(ns.input, data)
    if problems:
        for line in problems:
            err.print(line)
        err.print(_("{path}: not converted: fix the notation errors first (nothing was written)", path=ns.input))
        return EXIT_BAD_INPUT
    if ns.output and ns.output != "-":
        _write_out(ns.output, text)
    else:
        sys.stdout.write(text)
    return EXIT_CLEAN


def _reencode(ns: argparse.Namespace, data: bytes, err: Console) -> int:
    """A text log in another encoding to UTF-8, every character as it was (nothing else is changed: not the
    lines, not their ends, not the notation, not a byte order mark)."""
    from .encodings import BOM, decode

    body, note = decode(data, ns.input, ns.encoding)
    if note is not None and note.code == "LOG-ENCODING" and ns.encoding == "cp932":
        err.print(f"{ns.input}:{note.line}:{note.col}: {kind_label('error')} {note.code}: {note.message}")
        err.print(_("{path}: not converted (nothing was written)", path=ns.input))
        return EXIT_BAD_INPUT
    text = body.decode("utf-8", errors="strict")  # a byte order mark is the character U+FEFF: written as it was
    if data.startswith(BOM) and not body.startswith(BOM):  # read past by the Shift_JIS decoder
        text = "\ufeff" + text
    if ns.output and ns.output != "-":
        _write_out(ns.output, text)
    else:
        sys.stdout.write(text)
    return EXIT_CLEAN


def cmd_games(ns: argparse.Namespace) -> int:
    """``referee games [GAME]``: each game with its verbs, their Japanese spellings and what each does, in the language
    of the moment (the verbs' summaries are said from each game's own catalogue)."""
    from rich.table import Table
    from rich.text import Text

    from .console.session import game_says
    from .core import game as registry
    from .terminal import Wrapped

    if ns.game is not None:
        one = registry.get(ns.game)
        if one is None:
            names = [g.name for g in registry.all_games()]
            raise UsageError(_("no game is called {name} (the games: {names}){hint}", name=ns.game, names=", ".join(names),
                               hint=did_you_mean(ns.game, names)))
        games = [one]
    else:
        games = list(registry.all_games())
    with paged(_no_pager(ns)) as out:
        for n, g in enumerate(games):
            if n:
                out.print()
            players = str(g.min_players) if g.min_players == g.max_players else f"{g.min_players}–{g.max_players}"
            head = Text(g.title, style="bold")
            head.append("  " + _("{name} · clause ids {code}- · {players} players", name=g.name, code=g.code, players=players),
                        style="dim")
            out.print(Wrapped(head))
            t = Table(box=None, pad_edge=False, padding=(0, 2), show_header=True, header_style="dim")
            t.add_column(_("verb"), no_wrap=True, style="bold")
            t.add_column(_("Japanese spellings"), no_wrap=True)
            t.add_column(_("what it does"), ratio=1)
            for v in g.verbs:
                t.add_row(v.name, "・".join(a for a in v.aliases if _is_japanese(a)), Wrapped(game_says(g, v.summary)))
            out.print(t)
    return 0


# -- entry point --------------------------------------------------------------------------------


def _argparse_in_our_language() -> None:
    """argparse's own words ("usage:", "options", "show this help message and exit", its errors) come from
    gettext's default domain, which has no Japanese: they are said from this package's catalogue."""
    import argparse as ap

    words = {  # argparse's messages, so that the catalogue holds them (extracted from here)
        N_("usage: "), N_("positional arguments"), N_("options"), N_("show this help message and exit"),
        N_("show program's version number and exit"), N_("the following arguments are required: %s"),
        N_("unrecognized arguments: %s"), N_("invalid choice: %(value)r (choose from %(choices)s)"),
        N_("expected one argument"), N_("argument %(argument_name)s: %(message)s"), N_("%(prog)s: error: %(message)s\n"),
        N_("invalid %(type)s value: %(value)r"), N_("not allowed with argument %s"), N_("ambiguous option: %(option)s could match %(matches)s"),
        N_("invalid choice: %(value)r, maybe you meant %(closest)r? (choose from %(choices)s)"),
    }

    def gettext(message: str) -> str:
        return _(message) if message in words else message

    ap._ = gettext  # type: ignore[attr-defined]


def option_completer(prefix: str, **_kw: Any) -> list[str]:
    """What ``--option`` completes to (bash, zsh and fish, through argcomplete): the rulings' names as ``NAME=``, then,
    once a name and ``=`` are typed, its values (the choices; the default of a ruling that takes a number)."""
    from .core import game as registry

    rulings: dict[str, list[str]] = {}
    for g in registry.all_games():
        for r in g.rulings:
            rulings.setdefault(r.name, [])
            for v in (r.choices or (str(r.default),)):
                if v not in rulings[r.name]:
                    rulings[r.name].append(v)
    name, sep, value = prefix.partition("=")
    if not sep:
        return [f"{n}=" for n in sorted(rulings) if n.startswith(name.lower())]
    return [f"{name}={v}" for v in rulings.get(name.lower(), []) if v.startswith(value)]


class HelpFormatter(argparse.HelpFormatter):
    """argparse's help measured in terminal cells (a Japanese character is two wide: the help of each option starts in
    one column whatever the width of its metavar) and broken where a reader breaks a line (referee/terminal.py), so
    that Japanese help neither runs past the terminal nor breaks a number from its unit."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        from .terminal import wrap_text

        return wrap_text(" ".join(text.split()), width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        from .terminal import wrap_text

        return "\n".join(indent + line for line in wrap_text(" ".join(text.split()), width - len(indent)))

    def add_argument(self, action: argparse.Action) -> None:
        super().add_argument(action)
        if action.help is not argparse.SUPPRESS:
            from rich.cells import cell_len

            wide = cell_len(self._format_action_invocation(action)) + self._current_indent
            self._action_max_length = max(self._action_max_length, wide)

    def _format_action(self, action: argparse.Action) -> str:
        text = super()._format_action(action)
        invocation = self._format_action_invocation(action)
        from rich.cells import cell_len

        if not action.help or cell_len(invocation) == len(invocation):
            return text
        first, sep, rest = text.partition("\n")
        head = " " * self._current_indent + invocation
        if not first.startswith(head) or not first[len(head):].strip():
            return text  # the invocation on a line of its own: its help under it, in the column
        said = first[len(head):].lstrip(" ")
        column = min(self._action_max_length + 2, self._max_help_position)
        if cell_len(head) + 2 <= column:
            first = head + " " * (column - cell_len(head)) + said
        else:
            first = head + "\n" + " " * column + said
        return first + sep + rest


class Parser(argparse.ArgumentParser):
    """Command-line mistakes exit 2 with the usage of the command that was meant, and "did you mean" for a mistyped
    command, option or choice; the help is measured in cells (:class:`HelpFormatter`)."""

    def __init__(self, *args: Any, **kw: Any) -> None:
        kw.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kw)

    def error(self, message: str):  # type: ignore[no-untyped-def]
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, _("{prog}: error: {message}", prog=self.prog, message=message) + "\n")

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        if action.choices is not None and value not in action.choices:
            choices = ", ".join(map(repr, action.choices))
            raise argparse.ArgumentError(action, _("invalid choice: {value!r} (choose from {choices}){hint}", value=value,
                                                   choices=choices, hint=did_you_mean(str(value), action.choices)))

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:  # type: ignore[override]
        ns, extras = super().parse_known_args(args, namespace)
        if extras and self._subparsers is None:  # (a command's parser: its options are the ones to suggest)
            options = [o for a in self._actions for o in a.option_strings if o.startswith("--")]
            said = [x + (did_you_mean(x, options) if x.startswith("--") else "") for x in extras]
            self.error(_("unrecognized arguments: {args}", args=" ".join(said)))
        return ns, extras


def _common(p: argparse.ArgumentParser) -> None:
    """Options every command takes (after the command, as well as before it)."""
    p.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS,
                   help=_("the language of messages and help: ja (日本語) or en; default: the locale's (LANG)"))


#: the commands, in the order the help lists them
COMMANDS = ("check", "rules", "replay", "fix", "fmt", "convert", "games", "report", "console", "completion")


class _Unused:
    """The arguments of a command the command line does not use: not added (argparse checks each argument's help as
    it is added, which costs more than a small check; see :func:`build_parser`)."""

    def add_argument(self, *args: Any, **kw: Any) -> Any:
        import types

        return types.SimpleNamespace()  # (what an argument's completer is set on)

    def add_mutually_exclusive_group(self, *args: Any, **kw: Any) -> "_Unused":
        return self

    def set_defaults(self, **kw: Any) -> None:
        pass


def command_of(argv: list[str]) -> str | None:
    """The command an argument list runs (None: none, or not one of :data:`COMMANDS`)."""
    skip = False
    for a in argv:
        if skip:
            skip = False
        elif a == "--lang":
            skip = True
        elif not a.startswith("-"):
            return a if a in COMMANDS else None
    return None


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The command line. ``only``: the command to be parsed; every command is listed, with its help, but only that
    one gets its arguments (None: every one, for the help and for completion)."""
    _argparse_in_our_language()
    p = Parser(
        prog="referee",
        description=_("Check recorded tabletop games against their rulebooks, clause by clause."),
        epilog=_("exit status: 0 clean, 1 violations, 2 usage error, 3 bad input, 4 internal error (see docs/cli.md)"),
    )
    p.add_argument("--version", action="version", version=f"referee {__version__}", help=_("show the version and exit"))
    p.add_argument("--no-pager", action="store_true", help=_("never show a long output through a pager (less)"))
    _common(p)
    sub = p.add_subparsers(dest="command", metavar=_("COMMAND"), parser_class=Parser)

    def command(name: str, help: str, **kw: Any) -> Any:
        c = sub.add_parser(name, help=help, description=kw.pop("description", help), **kw)
        if only is not None and name != only:
            return _Unused()
        _common(c)
        return c

    c = command("check", _("check recorded games (files or folders)"))
    c.add_argument("paths", nargs="+", metavar="PATH", help=_("log files (.log text, .jsonl) or folders; - for stdin"))
    c.add_argument("--format", choices=("text", "json", "jsonl", "junit", "sarif", "github"), default="text",
                   help=_("text: a report for people (default); json: one document with every verdict; jsonl: one verdict "
                          "a line, as each is made (JSON Lines); junit, sarif, github: for CI (JUnit XML, SARIF 2.1.0, "
                          "GitHub Actions annotations)"))
    c.add_argument("--strict", action="store_true", help=_("stop each log at its first violation"))
    c.add_argument("--partial", action="store_true", help=_("the logs are games in progress: do not report an unfinished game"))
    c.add_argument("--jobs", "-j", type=int, default=1, metavar="N", help=_("check N logs at a time (processes; at most the number of CPUs)"))
    c.add_argument("--dask", metavar=_("ADDRESS"), help=_("check the logs on the Dask cluster whose scheduler is at ADDRESS "
                   "(tcp://host:8786); its workers must see the logs at the same paths (needs the dask extra: "
                   "pip install 'referee[dask]')"))
    c.add_argument("--dask-wait", type=float, default=DASK_WAIT, metavar=_("SECONDS"),
                   help=_("with --dask: how long the cluster may have no worker before the run stops (exit status 5; "
                          "default {seconds})", seconds=f"{DASK_WAIT:g}"))
    c.add_argument("--time-limit", type=float, default=60.0, metavar=_("SECONDS"),
                   help=_("the most time one log may take; the rest of a log that takes longer is not checked (default 60)"))
    c.add_argument("--sets", action="append", metavar="DIR", help=_("also look for the card and game sets the logs name in DIR "
                   "(by default only bundled sets and files in each log's own folder)"))
    c.add_argument("--option", "-o", action="append", metavar="NAME=VALUE",
                   help=_("switch a ruling for every log (overrides headers)")).completer = option_completer  # type: ignore[attr-defined]
    c.add_argument("--encoding", choices=ENCODINGS, default="utf-8",
                   help=_("how the logs are encoded: utf-8 (default), cp932 (Shift_JIS, as Windows Notepad saves it) or auto (either)"))
    c.add_argument("--quiet", "-q", action="store_true", help=_("leave out unverifiable checks and the progress bar"))
    c.add_argument("--no-pager", action="store_true", default=argparse.SUPPRESS, help=_("never show a long report through a pager (less)"))
    c.add_argument("--max-warnings", type=int, default=None, metavar="N",
                   help=_("fail (exit 3) when the logs have more than N warnings, a recorder's slips read as meant "
                          "(0: any slip fails)"))
    e = c.add_mutually_exclusive_group()
    e.add_argument("--expected", action="store_true",
                   help=_("compare each log's verdict with the one expected beside it (NAME.expected.json, or an expect: "
                          "header line): exit 0 only when every one matches"))
    e.add_argument("--update-expected", action="store_true",
                   help=_("write each log's verdict as the one expected (keeping the summary and each finding's why)"))
    c.set_defaults(func=cmd_check)

    r = command("rules", _("answer a rule question, or show a clause with its rulings and scenarios"))
    r.add_argument("words", nargs="*", metavar=_("[GAME] [QUESTION]"),
                   help=_("a question in Japanese or English, words, or a clause id; a game named anywhere narrows it"))
    r.add_argument("--rulings", action="store_true", help=_("list the rulings with their defaults and alternatives"))
    r.add_argument("--steps", action="store_true", help=_("show each scenario's steps"))
    r.add_argument("--all", action="store_true", help=_("list every clause that matches, not only the best five"))
    r.add_argument("--no-pager", action="store_true", default=argparse.SUPPRESS, help=_("never show a long answer through a pager (less)"))
    r.set_defaults(func=cmd_rules)

    rp = command("replay", _("show the state after each event of a log"))
    rp.add_argument("log", metavar=_("LOG"), help=_("the log to replay (.log or .jsonl)"))
    rp.add_argument("--at", type=int, metavar="N", help=_("only the state after event N"))
    rp.add_argument("--as", dest="viewer", metavar=_("PLAYER"), help=_("one player's view: the other hands stay hidden"))
    rp.add_argument("--svg", metavar="DIR", help=_("also write one SVG picture per event into DIR (event-0000.svg is the start)"))
    rp.add_argument("--encoding", choices=ENCODINGS, default="utf-8", help=_("how the log is encoded (see check --encoding)"))
    rp.add_argument("--no-pager", action="store_true", default=argparse.SUPPRESS, help=_("never show a long replay through a pager (less)"))
    rp.set_defaults(func=cmd_replay)

    fx = command("fix", _("write a log as the referee read it: each recorder's slip it read as meant corrected"))
    fx.add_argument("paths", nargs="+", metavar="PATH", help=_("text logs; - for stdin"))
    fg = fx.add_mutually_exclusive_group()
    fg.add_argument("--write", "-w", action="store_true", help=_("rewrite the files in place (each whole, or not at all)"))
    fg.add_argument("--diff", action="store_true", help=_("print a unified diff and write nothing (exit 1 when a log would "
                                                          "change)"))
    fx.add_argument("--option", "-o", action="append", metavar="NAME=VALUE",
                    help=_("switch a ruling, as check does")).completer = option_completer  # type: ignore[attr-defined]
    fx.add_argument("--encoding", choices=ENCODINGS, default="utf-8", help=_("how the log is encoded (see check --encoding)"))
    fx.set_defaults(func=cmd_fix)

    f = command("fmt", _("print a log in canonical notation"))
    f.add_argument("paths", nargs="+", metavar="PATH", help=_("text logs; - for stdin"))
    g = f.add_mutually_exclusive_group()
    g.add_argument("--write", "-w", action="store_true", help=_("rewrite the files in place"))
    g.add_argument("--check", action="store_true", help=_("exit 1 when a file is not in canonical form"))
    f.set_defaults(func=cmd_fmt)

    cv = command("convert", _("convert between text logs and JSON Lines, or a Shift_JIS log to UTF-8"))
    cv.add_argument("input", metavar=_("INPUT"), help=_("the log to convert; - for stdin"))
    cv.add_argument("output", nargs="?", metavar=_("OUTPUT"), help=_("output file (default: standard output)"))
    cv.add_argument("--to", choices=("jsonl", "log"), help=_("target form (default: the other one)"))
    cv.add_argument("--encoding", choices=ENCODINGS, default="utf-8",
                    help=_("how the input is encoded; the output is always UTF-8 (cp932 converts a Shift_JIS log as it is)"))
    cv.set_defaults(func=cmd_convert)

    gm = command("games", _("list the games the referee knows, with each game's verbs, their Japanese spellings and what "
                            "each does"))
    gm.add_argument("game", nargs="?", metavar=_("GAME"), help=_("only this game (its name, as a log's game: line says it)"))
    gm.add_argument("--no-pager", action="store_true", default=argparse.SUPPRESS, help=_("never show a long list through a pager (less)"))
    gm.set_defaults(func=cmd_games)

    from .report.words import command_help

    h = command_help()
    rs = command("report", h["command"], description=h["description"])
    rs.add_argument("paths", nargs="*", metavar="PATH", help=h["paths"])
    rs.add_argument("--out", required=True, metavar="DIR", help=h["out"])
    rs.add_argument("--rulebook", action="store_true", help=h["rulebook"])
    rs.add_argument("--results", metavar="DIR", help=h["results"])
    rs.add_argument("--encoding", choices=ENCODINGS, default="utf-8", help=h["encoding"])
    rs.add_argument("--option", "-o", action="append", metavar="NAME=VALUE",
                    help=h["option"]).completer = option_completer  # type: ignore[attr-defined]
    rs.add_argument("--partial", action="store_true", help=h["partial"])
    rs.add_argument("--sets", action="append", metavar="DIR", help=h["sets"])
    rs.add_argument("--jobs", "-j", type=int, default=None, metavar="N", help=h["jobs"])
    rs.set_defaults(func=cmd_report)

    co = command(
        "console",
        _("ask the rules and walk through recorded games (interactive; line by line from a pipe)"),
        description=_("An interactive session on a terminal; when standard input is not a terminal, one command "
                      "per line and plain text out (exit status: 0 all went well, 2 a command was wrong, 3 a log or typed "
                      "event could not be read)."),
    )
    co.add_argument("log", nargs="?", metavar=_("LOG"), help=_("a recorded game to load at the start"))
    co.add_argument("--game", metavar=_("GAME"), help=_("the game rule questions are about"))
    co.add_argument("--as", dest="viewer", metavar=_("PLAYER"), help=_("show the positions from this player's view"))
    co.add_argument("--option", "-o", action="append", metavar="NAME=VALUE",
                    help=_("switch a ruling for the loaded log")).completer = option_completer  # type: ignore[attr-defined]
    co.add_argument("--echo", action="store_true", help=_("line mode: print each command before its output (a transcript)"))
    co.add_argument("--history", metavar=_("FILE"), help=_("the history file (default: $REFEREE_HISTORY or ~/.local/state/referee/console-history)"))
    co.set_defaults(func=cmd_console)

    cp = command("completion", _("print the shell completion script for bash, zsh or fish"),
                 description=_("Print the script that completes referee's commands and options. bash: "
                               "eval \"$(referee completion bash)\" in ~/.bashrc; zsh: the same in ~/.zshrc; fish: "
                               "referee completion fish | source in ~/.config/fish/config.fish."))
    cp.add_argument("shell", choices=("bash", "zsh", "fish"), help=_("the shell"))
    cp.set_defaults(func=cmd_completion)
    return p


def cmd_report(ns: argparse.Namespace) -> int:
    """``referee report``: the static site (referee/report/)."""
    from .report.site import run

    return run(ns, console())


def cmd_completion(ns: argparse.Namespace) -> int:
    import argcomplete

    sys.stdout.write(argcomplete.shellcode(["referee"], shell=ns.shell))
    return EXIT_CLEAN


def _language_from(argv: list[str]) -> str | None:
    """``--lang`` wherever it is on the command line (the help must be built in that language)."""
    for i, a in enumerate(argv):
        if a == "--":
            break
        if a.startswith("--lang="):
            return a.split("=", 1)[1]
        if a == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
    return None


def main(argv: list[str] | None = None) -> int:
    from .i18n import set_language

    args = list(sys.argv[1:] if argv is None else argv)
    lang = _language_from(args)
    set_language(lang if lang in LANGUAGES else None)
    completing = argv is None and "_ARGCOMPLETE" in os.environ
    parser = build_parser(None if completing else command_of(args))
    if completing:  # the shell asks for completions (argcomplete)
        import argcomplete

        argcomplete.autocomplete(parser)
    try:
        ns = parser.parse_args(args)
    except SystemExit as e:  # argparse already printed the message
        return int(e.code or 0) and EXIT_USAGE
    if not getattr(ns, "command", None):
        parser.print_help()
        return EXIT_USAGE
    bad = next((a for a in args if "\0" in a), None)
    if bad is not None:  # no file name or option can hold one (the system refuses it)
        console(stderr=True).print(_("referee {command}: an argument holds a NUL character: {arg}", command=ns.command, arg=repr(printable(bad))))
        return EXIT_USAGE
    saved = sys.stdout
    pipe = sys.stdout = QuietPipe(saved)  # a reader that goes away (| head) does not change the exit status
    global _signals
    _signals = _Signals()
    previous = _signals.install()
    try:
        status = ns.func(ns)
        pipe.flush()
        return _signals.status() or status
    except UsageError as e:
        console(stderr=True).print(f"referee {ns.command}: {e}", markup=False, highlight=False)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return EXIT_SIGINT
    except Terminated:
        return EXIT_SIGTERM
    except Exception as e:  # never a traceback for the user
        if os.environ.get("REFEREE_DEBUG"):
            raise
        console(stderr=True).print(_("referee {command}: internal error: {error} (set REFEREE_DEBUG=1 for details)",
                                      command=ns.command, error=f"{type(e).__name__}: {e}"))
        return EXIT_INTERNAL
    finally:
        try:
            pipe.flush()
        finally:
            sys.stdout = saved
            set_language(None)
            _signals.held = False
            for sig, handler in previous.items():
                signal.signal(sig, handler)


class Terminated(BaseException):
    """SIGTERM: leave as after Ctrl-C (worker processes are shut down on the way out)."""


class _Signals:
    """SIGINT and SIGTERM for one command. Each raises at once (KeyboardInterrupt, :class:`Terminated`), but
    while ``held`` (``check`` writing its verdicts) the first is only noted in ``caught``: the run stops once
    the verdict being written is whole. ``check`` waits for verdicts in :meth:`waiting`, where a signal
    raises at once. A second signal always raises at once."""

    def __init__(self) -> None:
        self.caught: int | None = None
        self.held = False

    def install(self) -> dict[int, Any]:
        """Handle both signals (in the main thread; a signal that is ignored stays ignored): the handlers replaced."""
        previous: dict[int, Any] = {}
        for sig in (signal.SIGINT, signal.SIGTERM):
            try:
                handler = signal.getsignal(sig)
                if handler not in (signal.SIG_IGN, None):
                    previous[sig] = signal.signal(sig, self.handle)
            except ValueError:  # not the main thread (main() called from a thread): signals are the main thread's
                break
        return previous

    def handle(self, signum: int, frame: Any) -> None:
        if self.held and self.caught is None:
            self.caught = signum
            return
        raise self.exception(signum)

    def exception(self, signum: int | None = None) -> BaseException:
        return KeyboardInterrupt() if (signum or self.caught) == signal.SIGINT else Terminated()

    def status(self) -> int:
        """The exit status of a command a signal stopped (0 if none did)."""
        return 0 if self.caught is None else EXIT_SIGINT if self.caught == signal.SIGINT else EXIT_SIGTERM

    @contextmanager
    def waiting(self) -> Iterator[None]:
        """A wait for verdicts (workers, a cluster, this process checking a log): a signal raises at once."""
        held, self.held = self.held, False
        try:
            if self.caught is not None:
                raise self.exception()
            yield
        finally:
            self.held = held


_signals = _Signals()  # the running command's (main() makes one per command)
