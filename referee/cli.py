"""The ``referee`` command.

Exit statuses (documented in docs/cli.md):

    0  every log checked is clean (unverifiable checks are reported, not failed)
    1  at least one rule violation was found
    2  the command line was wrong (unknown command, option or game)
    3  at least one log could not be read as notation (bad input); other logs were still checked
    4  the referee itself failed (a bug: please report it)
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from . import __version__
from .safeio import QuietPipe, SafeConsole, atomic_write, json_safe, printable, same_file

EXIT_CLEAN, EXIT_VIOLATIONS, EXIT_USAGE, EXIT_BAD_INPUT, EXIT_INTERNAL = 0, 1, 2, 3, 4
LOG_SUFFIXES = (".log", ".jsonl", ".txt")
MAX_QUERY = 200  # characters in a rules question


class UsageError(Exception):
    pass


def _console(stderr: bool = False) -> Console:
    # messages on stderr are single lines that editors and scripts can parse: never wrapped; what comes from a
    # log (names, comments) is printed with its control characters escaped
    return SafeConsole(stderr=stderr, highlight=False, soft_wrap=stderr)


# -- opening logs ------------------------------------------------------------------


def open_log(path: str | Path, *, blanks: bool = False, data: bytes | None = None):
    """A reader for a text or JSON Lines log (by extension); ``data``: the file's bytes, already read."""
    from .notation.reader import LogReader, LogReadError, MAX_FILE_BYTES, read_bounded
    from .notation.writer import JsonlReader

    p = str(path)
    if p == "-":
        if data is None:
            data = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            raise LogReadError("<stdin>", f"more than {MAX_FILE_BYTES} bytes", "LOG-TOO-LARGE")
        return LogReader.from_bytes(data, "<stdin>", blanks=blanks)
    if data is None:
        data = read_bounded(p)
    if p.endswith(".jsonl"):
        return JsonlReader.from_bytes(data, p, blanks=blanks)
    return LogReader.from_bytes(data, p, blanks=blanks)


def _not_found(path: str, message: str, clause: str = "LOG-NOT-FOUND") -> dict[str, Any]:
    return {"path": path, "game": None, "status": "bad-input", "events": 0, "over": False, "stopped_early": False, "options": {},
            "left_out": 0, "result": None,
            "findings": [{"kind": "error", "clause": clause, "message": message, "path": path, "line": 0, "col": 0}]}


def collect(paths: Iterable[str]) -> Iterator[tuple[str, dict[str, Any] | None]]:
    """The logs to check, in order: ``(path, None)`` for a file to check, ``(path, verdict)`` for a path that
    cannot be checked (missing, a link to nothing, a folder that cannot be read). Folders are searched for
    ``*.log`` and ``*.jsonl`` (links to folders are not followed, so no folder is searched twice)."""
    for p in paths:
        if p == "-":
            yield p, None
            continue
        if os.path.isdir(p):
            problems: list[OSError] = []
            for folder, dirs, names in os.walk(p, onerror=problems.append):
                while problems:
                    e = problems.pop()
                    where = e.filename or folder
                    yield where, _not_found(where, f"the folder cannot be read ({e.strerror or e}): its logs are not checked", "LOG-UNREADABLE")
                dirs.sort()
                for name in sorted(names):
                    if not name.endswith((".log", ".jsonl")):
                        continue
                    f = os.path.join(folder, name)
                    if os.path.islink(f) and not os.path.exists(f):
                        yield f, _not_found(f, "a link to a file that does not exist")
                    elif os.path.isfile(f):
                        yield f, None
            while problems:
                e = problems.pop()
                yield e.filename or p, _not_found(e.filename or p, f"the folder cannot be read ({e.strerror or e})", "LOG-UNREADABLE")
        elif os.path.exists(p):
            yield p, None
        elif os.path.islink(p):
            yield p, _not_found(p, "a link to a file that does not exist")
        else:
            yield p, _not_found(p, "no such file or folder")


Job = tuple[str, bool, bool, dict[str, str], tuple[str, ...], float]


def _check_one(job: Job) -> dict[str, Any]:
    """One log to one verdict (as JSON-ready data, so that worker processes can return it).

    Whatever happens inside is this log's: a referee failure is a REFEREE-INTERNAL finding of this log,
    never the end of the run."""
    from .core import setfiles
    from .core.findings import ERROR, Finding, Verdict
    from .core.referee import check
    from .notation.model import Position
    from .notation.reader import LogReadError

    path, strict, partial, overrides, sets, limit = job
    if setfiles.extra_folders() != tuple(Path(f).resolve() for f in sets):  # a worker process starts without them
        setfiles.set_extra_folders(list(sets))
    try:
        reader = open_log(path)
        return check(reader, strict=strict, partial=partial, overrides=overrides, time_limit=limit).to_json()
    except LogReadError as e:
        v = Verdict(path, None)
        v.findings.append(Finding(ERROR, e.code, e.message, Position(path, 0, 0)))
        return v.to_json()
    except Exception as exc:  # a referee bug: this log's finding, and the run goes on
        if os.environ.get("REFEREE_DEBUG"):
            raise
        v = Verdict(path, None)
        v.findings.append(Finding(ERROR, "REFEREE-INTERNAL", f"the referee failed on this log ({type(exc).__name__}: {exc}); please report it",
                                  Position(path, 0, 0)))
        return v.to_json()


def _worker_start(parent: int) -> None:
    """In each worker: end when the main process is gone (a terminated ``check`` leaves no workers behind)."""
    import threading
    import time

    def watch() -> None:
        while True:
            time.sleep(0.5)
            if os.getppid() != parent:
                os._exit(1)

    threading.Thread(target=watch, daemon=True).start()


def _worker_died(path: str) -> dict[str, Any]:
    v = _not_found(path, "the referee's worker process stopped while checking this log (out of memory, or killed); "
                         "the other logs were checked; please report it", "REFEREE-INTERNAL")
    return v


def _map(workers: int, jobs: Iterable[Job], fn: Any = None) -> Iterator[dict[str, Any]]:
    """Verdicts in the order of ``jobs``. With workers, at most a few logs per worker are in flight (memory
    does not grow with the number of logs); a worker that dies costs only the log it was checking, which is
    checked again alone and reported if it kills its worker again."""
    fn = fn or _check_one
    if workers <= 1:
        for j in jobs:
            yield fn(j)
        return
    from collections import deque
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    def new_pool(n: int) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(max_workers=n, initializer=_worker_start, initargs=(os.getpid(),))

    todo = iter(jobs)
    waiting: deque[Job] = deque()  # jobs taken from ``todo`` to resubmit after a worker died
    flight: deque[tuple[Job, Any]] = deque()
    pool = new_pool(workers)
    try:
        while True:
            while len(flight) < workers * 4:
                job = waiting.popleft() if waiting else next(todo, None)
                if job is None:
                    break
                flight.append((job, pool.submit(fn, job)))
            if not flight:
                return
            job, fut = flight.popleft()
            try:
                yield fut.result()
                continue
            except BrokenProcessPool:
                pass
            # the pool is broken: every log in flight is checked again; this one alone first
            pool.shutdown(wait=False, cancel_futures=True)
            waiting.extendleft(reversed([j for j, _ in flight]))
            flight.clear()
            alone = new_pool(1)
            try:
                yield alone.submit(fn, job).result()
            except BrokenProcessPool:
                yield _worker_died(job[0])
            finally:
                alone.shutdown(wait=False, cancel_futures=True)
            pool = new_pool(workers)
    finally:
        pool.shutdown(wait=False, cancel_futures=True)


# -- referee check ------------------------------------------------------------------


class Summary:
    """The run's tally, kept as verdicts stream by (no verdict is kept)."""

    def __init__(self) -> None:
        self.counts = {"logs": 0, "clean": 0, "violations": 0, "bad-input": 0, "findings": 0, "events": 0}
        self.internal = False

    def add(self, v: dict[str, Any]) -> None:
        s = self.counts
        s["logs"] += 1
        s[v["status"]] += 1
        s["findings"] += sum(1 for f in v["findings"] if f["kind"] != "unverifiable") + v.get("left_out", 0)
        s["events"] += v["events"]
        if any(f["clause"] == "REFEREE-INTERNAL" for f in v["findings"]):
            self.internal = True

    def status(self) -> int:
        s = self.counts
        if self.internal:
            return EXIT_INTERNAL
        if s["bad-input"]:
            return EXIT_BAD_INPUT
        if s["violations"]:
            return EXIT_VIOLATIONS
        return EXIT_CLEAN


def cmd_check(ns: argparse.Namespace) -> int:
    from .core import setfiles

    overrides = _options(ns.option)
    if not ns.time_limit > 0:
        raise UsageError(f"--time-limit takes a number of seconds above 0, not {ns.time_limit}")
    if ns.jobs is not None and ns.jobs < 1:
        raise UsageError(f"--jobs takes a number of processes from 1 up, not {ns.jobs}")
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    workers = min(ns.jobs or 1, cpus) if "-" not in ns.paths else 1  # standard input is read by this process
    sets = tuple(ns.sets or ())
    for folder in sets:
        if not os.path.isdir(folder):
            raise UsageError(f"--sets {folder}: not a folder")
    setfiles.set_extra_folders(list(sets))
    entries = list(collect(ns.paths))
    if not entries:
        raise UsageError("no logs found in " + " ".join(ns.paths))
    err = _console(stderr=True)
    out = _console()
    summary = Summary()
    jobs = ((f, ns.strict, ns.partial, overrides, sets, ns.time_limit) for f, v in entries if v is None)
    ready = {i: v for i, (f, v) in enumerate(entries) if v is not None}

    def verdicts() -> Iterator[dict[str, Any]]:  # in the order of the paths given
        results = _map(workers, jobs)
        for i in range(len(entries)):
            yield ready[i] if i in ready else next(results)

    stream = verdicts()
    progress = None
    if ns.format == "text" and len(entries) >= 8 and not ns.quiet and (out.is_terminal or err.is_terminal):
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        progress = Progress(TextColumn("checking"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                            console=out if out.is_terminal else err, transient=True)
    if ns.format == "json":
        w = sys.stdout.write
        w('{"version": ' + json.dumps(__version__) + ', "verdicts": [')
        for n, v in enumerate(stream):
            summary.add(v)
            w(("," if n else "") + "\n  " + json_safe(json.dumps(v, ensure_ascii=False)))
        w('\n], "summary": ' + json.dumps(summary.counts) + "}\n")
        return summary.status()
    if progress is not None:
        with progress:
            task = progress.add_task("check", total=len(entries))
            for v in stream:
                summary.add(v)
                report_one(out, v, quiet=ns.quiet)
                progress.advance(task)
    else:
        for v in stream:
            summary.add(v)
            report_one(out, v, quiet=ns.quiet)
    report_summary(out, summary.counts)
    return summary.status()


def _status(verdicts: list[dict[str, Any]]) -> int:
    s = Summary()
    for v in verdicts:
        s.add(v)
    return s.status()


def _summary(verdicts: list[dict[str, Any]]) -> dict[str, int]:
    s = Summary()
    for v in verdicts:
        s.add(v)
    return s.counts


STATUS_STYLE = {"clean": ("✔ clean", "green"), "violations": ("✘ violations", "red"), "bad-input": ("! bad input", "yellow")}
KIND_STYLE = {"violation": "red", "error": "yellow", "unverifiable": "blue"}


def _title(clause: str) -> str:
    from .core.clauses import index

    try:
        c = index().get(clause)
    except Exception:  # features missing: the report still works
        return ""
    return c.title if c else ""


def _message(f: dict[str, Any]) -> Text:
    title = _title(f["clause"])
    msg = Text()
    if title:
        msg.append(title, style="bold")
        msg.append(" — ")
    msg.append(f["message"])
    if f.get("expected") and f["kind"] != "violation":
        msg.append(f" (expected {f['expected']})", style="dim")
    if f.get("discovered"):
        msg.append(f" [came to light at {f['discovered']}]", style="dim")
    if f.get("rulings"):
        msg.append(" [rulings: " + ", ".join(f["rulings"]) + "]", style="dim")
    return msg


def report(out: Console, verdicts: list[dict[str, Any]], quiet: bool = False) -> None:
    for v in verdicts:
        report_one(out, v, quiet=quiet)
    report_summary(out, _summary(verdicts))


def report_one(out: Console, v: dict[str, Any], quiet: bool = False) -> None:
    label, style = STATUS_STYLE[v["status"]]
    head = Text()
    head.append(v["path"], style="bold")
    head.append(f"  {v['game'] or '?'}  ", style="dim")
    head.append(label, style=style)
    head.append(f"  ({v['events']} events)", style="dim")
    out.print(head, soft_wrap=True)
    if any(f["clause"] == "REFEREE-TIME-LIMIT" for f in v["findings"]):
        out.print("  stopped early: the log took too long to check (--time-limit)", style="dim")
    elif v.get("stopped_early"):
        out.print("  stopped at the first violation (--strict)", style="dim")
    if v.get("left_out"):
        out.print(f"  {v['left_out']} more findings left out: the first {len(v['findings']) - 1} are shown", style="dim")
    findings = [f for f in v["findings"] if not (quiet and f["kind"] == "unverifiable")]
    if findings and out.is_terminal:
        t = Table(show_header=True, header_style="dim", box=None, pad_edge=False, padding=(0, 1))
        t.add_column("where", no_wrap=True)
        t.add_column("kind", no_wrap=True)
        t.add_column("clause", no_wrap=True)
        t.add_column("finding", overflow="fold", ratio=1)
        for f in findings:
            t.add_row(f"{f['path']}:{f['line']}:{f['col']}", Text(f["kind"], style=KIND_STYLE[f["kind"]]), f["clause"], _message(f))
        out.print(t)
    else:
        # not a terminal: one finding per line, path:line:col first (for editors and grep)
        for f in findings:
            line = Text(f"{f['path']}:{f['line']}:{f['col']}: ")
            line.append(f["kind"], style=KIND_STYLE[f["kind"]])
            line.append(f" {f['clause']}: ")
            line.append_text(_message(f))
            out.print(line, soft_wrap=True)
    r = v.get("result")
    if r:
        scores = ", ".join(f"{p} {'?' if s is None else s}" for p, s in r["scores"].items())
        who = "draw" if len(r["winners"]) > 1 else (f"winner {r['winners'][0]}" if r["winners"] else "winner unknown")
        out.print(Text(f"  result: {r['ending']}; {scores}; {who}", style="cyan"), soft_wrap=True)
    out.print()


def report_summary(out: Console, s: dict[str, int]) -> None:
    out.print(
        Text(
            f"{s['logs']} logs: {s['clean']} clean, {s['violations']} with violations, {s['bad-input']} with bad input; "
            f"{s['findings']} findings in {s['events']} events",
            style="bold",
        ),
        soft_wrap=True,
    )


def _options(items: list[str] | None) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in items or []:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise UsageError(f"--option takes NAME=VALUE, not {item!r}")
        out[name.strip().lower()] = value.strip()
    return out


# -- referee rules ----------------------------------------------------------------------


def cmd_rules(ns: argparse.Namespace) -> int:
    from .core import game as registry
    from .core.clauses import index

    idx = index()
    words = list(ns.words)
    game = None
    if words and registry.get(words[0]) is not None:
        game = registry.get(words[0]).name  # type: ignore[union-attr]
        words = words[1:]
    out = _console()
    if ns.rulings:
        show_rulings(out, idx, game)
        return 0
    query = " ".join(words)
    if len(query) > MAX_QUERY:
        raise UsageError(f"a question is at most {MAX_QUERY} characters (this one has {len(query)})")
    hits = idx.search(query, game) if query else idx.for_game(game)
    if not hits:
        out.print(f"no clause matches {query!r}" + (f" in {game}" if game else ""))
        return 1
    if len(hits) == 1:
        show_clause(out, idx, hits[0], steps=ns.steps)
        return 0
    t = Table(title=f"{len(hits)} clauses" + (f" matching {query!r}" if query else ""), show_lines=False)
    t.add_column("id", no_wrap=True, style="bold")
    t.add_column("kind")
    t.add_column("title")
    t.add_column("原文", overflow="fold")
    for c in hits:
        t.add_row(c.id, c.kind, c.title, " ".join(c.japanese) if c.japanese else c.fields.get("Gap", ""))
    out.print(t)
    return 0


def show_clause(out: Console, idx: Any, c: Any, steps: bool = False) -> None:
    body = Text()
    body.append(f"{c.section}\n", style="dim")
    body.append(f"kind: {c.kind}   defined at {c.path}:{c.line}\n\n", style="dim")
    for ja in c.japanese:
        body.append("原文  ", style="bold")
        body.append(ja + "\n")
    for key in ("Gap", "Option", "Affects", "Default", "Alternatives", "Source"):
        if key in c.fields:
            body.append(f"{key}: ", style="bold")
            body.append(c.fields[key] + "\n")
    body.append("English  ", style="bold")
    body.append(c.english + "\n")
    rel = idx.related_rulings(c)
    if rel:
        body.append("\nRulings that touch it\n", style="bold")
        for r in rel:
            body.append(f"  {r.id}  option {r.fields.get('Option', '?')} (default {r.fields.get('Default', '?')}): {r.english}\n")
    body.append(f"\nScenarios ({len(c.scenarios)})\n", style="bold")
    for s in c.scenarios:
        body.append(f"  • {s.name}  ", style="")
        body.append(f"{s.path}:{s.line}\n", style="dim")
        if steps:
            for st in s.steps:
                body.append(f"      {st}\n", style="dim")
    out.print(Panel(body, title=f"[bold]{escape(c.id)}[/] {escape(c.title)}", expand=False))


def show_rulings(out: Console, idx: Any, game: str | None) -> None:
    t = Table(title="rulings" + (f" of {game}" if game else ""), show_lines=True)
    t.add_column("id", style="bold", no_wrap=True)
    t.add_column("option")
    t.add_column("default")
    t.add_column("alternatives", overflow="fold")
    t.add_column("ruling", overflow="fold")
    for r in idx.rulings(game):
        t.add_row(r.id, r.fields.get("Option", ""), r.fields.get("Default", ""), r.fields.get("Alternatives", ""), r.english)
    out.print(t)


# -- referee replay -----------------------------------------------------------------------


def cmd_replay(ns: argparse.Namespace) -> int:
    from .core.referee import replay
    from .notation.reader import LogReadError

    out = _console()
    try:
        reader = open_log(ns.log)
    except LogReadError as e:
        _console(stderr=True).print(f"{e.path}: {e.code}: {e.message}")
        return EXIT_BAD_INPUT
    svg_dir = None
    if ns.svg:
        svg_dir = Path(ns.svg)
        try:
            svg_dir.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise UsageError(f"--svg {ns.svg}: {e.strerror or e}") from None
    status = EXIT_CLEAN
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
            return EXIT_BAD_INPUT
        if event is not None:
            n = event.index
        if ns.at is not None and n != ns.at:
            continue
        parts: list[Any] = []
        if ns.at is None and event is None and n == 0 and not findings:
            parts.append(Text("start of play", style="bold"))
        if event is not None:
            parts.append(Text(f"#{n}  {event.path}:{event.line}  {event.source()}", style="bold"))
        for f in findings:
            parts.append(Text(f"  {f.kind} {f.clause}: {f.message}", style=KIND_STYLE.get(f.kind, "")))
        parts.append(state.render(ns.viewer))
        for part in parts:
            out.print(part)
        if svg_dir is not None and (event is not None or n == 0):
            from .console.session import to_svg

            title = f"{Path(ns.log).name} · event {n}" + (f" · {ns.viewer}'s view" if ns.viewer else "")
            name = svg_dir / f"event-{n:04d}.svg"
            try:
                atomic_write(name, to_svg(parts, title))
            except OSError as e:
                raise UsageError(f"--svg {ns.svg}: {e.strerror or e}") from None
            pictures += 1
        shown = True
    if ns.at is not None and not shown:
        _console(stderr=True).print(f"the log has {n} events; there is no event {ns.at}")
        return EXIT_USAGE
    if svg_dir is not None:
        _console(stderr=True).print(f"wrote {pictures} SVG pictures to {svg_dir}")
    return status


def cmd_console(ns: argparse.Namespace) -> int:
    from .console.app import main as console_main

    return console_main(ns.log, game=ns.game, viewer=ns.viewer, echo=ns.echo, history=ns.history, overrides=_options(ns.option))


# -- referee fmt / convert ----------------------------------------------------------------------


def _canonical_for(reader: Any):
    from .core import game as registry

    g = registry.get(reader.header().game or "")
    return g.canonical if g else None


def _read_input(path: str) -> bytes:
    from .notation.reader import MAX_FILE_BYTES, LogReadError, read_bounded

    if path == "-":
        data = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            raise LogReadError("<stdin>", f"more than {MAX_FILE_BYTES} bytes", "LOG-TOO-LARGE")
        return data
    return read_bounded(path)


def _notation_errors(path: str, data: bytes) -> list[str]:
    """What stops ``fmt`` and ``convert``: every error ``check`` finds in the log (anything read differently
    from what was written, a word that is not notation, a header that cannot be used), as report lines."""
    from .core.referee import check

    verdict = check(open_log(path, data=data), partial=True)  # an unfinished game is no notation error
    return [str(f) for f in verdict.sorted() if f.kind == "error"]


def _write_out(target: str, text: str) -> None:
    try:
        atomic_write(target, text)
    except OSError as e:
        raise UsageError(f"{target}: cannot write ({e.strerror or e}); nothing was changed") from None


def cmd_fmt(ns: argparse.Namespace) -> int:
    from .notation.reader import LogReadError
    from .notation.writer import JsonlReader, format_log

    err = _console(stderr=True)
    status = EXIT_CLEAN
    for path in ns.paths:
        try:
            data = _read_input(path)
            reader = open_log(path, blanks=True, data=data)
            if isinstance(reader, JsonlReader):
                raise UsageError(f"{path}: fmt works on text logs; use convert for JSON Lines")
            text, errors = format_log(reader, _canonical_for(reader))
        except LogReadError as e:
            err.print(f"{e.path}: {e.code}: {e.message}")
            status = EXIT_BAD_INPUT
            continue
        problems = [str(e) for e in errors] or _notation_errors(path, data)
        if problems:
            for line in problems:
                err.print(line)
            err.print(f"{path}: not formatted: fix the notation errors first (nothing was changed)")
            status = EXIT_BAD_INPUT
            continue
        if ns.check:
            original = data[3:] if data.startswith(b"\xef\xbb\xbf") else data
            if original != text.encode("utf-8"):
                err.print(f"{path}: would be reformatted")
                status = max(status, EXIT_VIOLATIONS)
        elif ns.write and path != "-":
            if data != text.encode("utf-8"):
                _write_out(path, text)
        else:
            sys.stdout.write(text)
    return status


def cmd_convert(ns: argparse.Namespace) -> int:
    from .notation.reader import LogReadError
    from .notation.writer import JsonlReader, dumps_jsonl, format_log, to_jsonl

    err = _console(stderr=True)
    if ns.output and ns.output != "-" and ns.input != "-" and same_file(ns.input, ns.output):
        raise UsageError(f"{ns.output} is the input: write the converted log to another file (nothing was changed)")
    try:
        data = _read_input(ns.input)
        reader = open_log(ns.input, blanks=True, data=data)
    except LogReadError as e:
        err.print(f"{e.path}: {e.code}: {e.message}")
        return EXIT_BAD_INPUT
    to = ns.to or ("log" if isinstance(reader, JsonlReader) else "jsonl")
    if to == "jsonl" and isinstance(reader, JsonlReader):
        raise UsageError("the input is already JSON Lines")
    if to == "jsonl":
        objs = list(to_jsonl(reader))
        problems = [f"{ns.input}:{o['line']}:{o['col']}: {o['code']}: {o['message']}" for o in objs if o["type"] == "error"]
        text = dumps_jsonl(o for o in objs if o["type"] != "error")
    else:
        text, errors = format_log(reader, _canonical_for(reader))
        problems = [str(e) for e in errors]
    problems = problems or _notation_errors(ns.input, data)
    if problems:
        for line in problems:
            err.print(line)
        err.print(f"{ns.input}: not converted: fix the notation errors first (nothing was written)")
        return EXIT_BAD_INPUT
    if ns.output and ns.output != "-":
        _write_out(ns.output, text)
    else:
        sys.stdout.write(text)
    return EXIT_CLEAN


def cmd_games(ns: argparse.Namespace) -> int:
    from .core import game as registry

    out = _console()
    t = Table(title="games")
    t.add_column("name", style="bold")
    t.add_column("code")
    t.add_column("title")
    t.add_column("players")
    t.add_column("verbs", overflow="fold")
    for g in registry.all_games():
        players = str(g.min_players) if g.min_players == g.max_players else f"{g.min_players}–{g.max_players}"
        t.add_row(g.name, g.code, g.title, players, ", ".join(v.name for v in g.verbs))
    out.print(t)
    return 0


# -- entry point --------------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="referee",
        description="Check recorded tabletop games against their rulebooks, clause by clause.",
        epilog="exit status: 0 clean, 1 violations, 2 usage error, 3 bad input, 4 internal error (see docs/cli.md)",
    )
    p.add_argument("--version", action="version", version=f"referee {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    c = sub.add_parser("check", help="check recorded games (files or folders)")
    c.add_argument("paths", nargs="+", metavar="PATH", help="log files (.log text, .jsonl) or folders; - for stdin")
    c.add_argument("--format", choices=("text", "json"), default="text")
    c.add_argument("--strict", action="store_true", help="stop each log at its first violation")
    c.add_argument("--partial", action="store_true", help="the logs are games in progress: do not report an unfinished game")
    c.add_argument("--jobs", "-j", type=int, default=1, metavar="N", help="check N logs at a time (processes; at most the number of CPUs)")
    c.add_argument("--time-limit", type=float, default=60.0, metavar="SECONDS",
                   help="the most time one log may take; the rest of a log that takes longer is not checked (default 60)")
    c.add_argument("--sets", action="append", metavar="DIR", help="also look for the card and game sets the logs name in DIR "
                   "(by default only bundled sets and files in each log's own folder)")
    c.add_argument("--option", "-o", action="append", metavar="NAME=VALUE", help="switch a ruling for every log (overrides headers)")
    c.add_argument("--quiet", "-q", action="store_true", help="leave out unverifiable checks and the progress bar")
    c.set_defaults(func=cmd_check)

    r = sub.add_parser("rules", help="find clauses by id or word; show one clause with its rulings and scenarios")
    r.add_argument("words", nargs="*", metavar="[GAME] [QUERY]")
    r.add_argument("--rulings", action="store_true", help="list the rulings with their defaults and alternatives")
    r.add_argument("--steps", action="store_true", help="show each scenario's steps")
    r.set_defaults(func=cmd_rules)

    rp = sub.add_parser("replay", help="show the state after each event of a log")
    rp.add_argument("log")
    rp.add_argument("--at", type=int, metavar="N", help="only the state after event N")
    rp.add_argument("--as", dest="viewer", metavar="PLAYER", help="one player's view: the other hands stay hidden")
    rp.add_argument("--svg", metavar="DIR", help="also write one SVG picture per event into DIR (event-0000.svg is the start)")
    rp.set_defaults(func=cmd_replay)

    f = sub.add_parser("fmt", help="print a log in canonical notation")
    f.add_argument("paths", nargs="+", metavar="PATH")
    g = f.add_mutually_exclusive_group()
    g.add_argument("--write", "-w", action="store_true", help="rewrite the files in place")
    g.add_argument("--check", action="store_true", help="exit 1 when a file is not in canonical form")
    f.set_defaults(func=cmd_fmt)

    cv = sub.add_parser("convert", help="convert between text logs and JSON Lines")
    cv.add_argument("input")
    cv.add_argument("output", nargs="?", help="output file (default: standard output)")
    cv.add_argument("--to", choices=("jsonl", "log"), help="target form (default: the other one)")
    cv.set_defaults(func=cmd_convert)

    gm = sub.add_parser("games", help="list the games the referee knows")
    gm.set_defaults(func=cmd_games)

    co = sub.add_parser(
        "console",
        help="ask the rules and walk through recorded games (interactive; line by line from a pipe)",
        description="An interactive session on a terminal; when standard input is not a terminal, one command "
        "per line and plain text out (exit status: 0 all went well, 2 a command was wrong, 3 a log or typed "
        "event could not be read).",
    )
    co.add_argument("log", nargs="?", help="a recorded game to load at the start")
    co.add_argument("--game", metavar="GAME", help="the game rule questions are about")
    co.add_argument("--as", dest="viewer", metavar="PLAYER", help="show the positions from this player's view")
    co.add_argument("--option", "-o", action="append", metavar="NAME=VALUE", help="switch a ruling for the loaded log")
    co.add_argument("--echo", action="store_true", help="line mode: print each command before its output (a transcript)")
    co.add_argument("--history", metavar="FILE", help="the history file (default: $REFEREE_HISTORY or ~/.local/state/referee/console-history)")
    co.set_defaults(func=cmd_console)
    return p


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    try:
        ns = parser.parse_args(argv)
    except SystemExit as e:  # argparse already printed the message
        return int(e.code or 0) and EXIT_USAGE
    if not getattr(ns, "command", None):
        parser.print_help()
        return EXIT_USAGE
    bad = next((a for a in (argv if argv is not None else sys.argv[1:]) if "\0" in a), None)
    if bad is not None:  # no file name or option can hold one (the system refuses it)
        _console(stderr=True).print(f"referee {ns.command}: an argument holds a NUL character: {printable(bad)!r}")
        return EXIT_USAGE
    saved = sys.stdout
    pipe = sys.stdout = QuietPipe(saved)  # a reader that goes away (| head) does not change the exit status
    previous = _on_sigterm()
    try:
        return ns.func(ns)
    except UsageError as e:
        _console(stderr=True).print(f"referee {ns.command}: {e}")
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
    except Terminated:
        return 143
    except Exception as e:  # never a traceback for the user
        if os.environ.get("REFEREE_DEBUG"):
            raise
        _console(stderr=True).print(f"referee {ns.command}: internal error: {type(e).__name__}: {e} (set REFEREE_DEBUG=1 for details)")
        return EXIT_INTERNAL
    finally:
        try:
            pipe.flush()
        finally:
            sys.stdout = saved
            if previous is not None:
                signal.signal(signal.SIGTERM, previous)


class Terminated(BaseException):
    """SIGTERM: leave as after Ctrl-C (worker processes are shut down on the way out)."""


def _on_sigterm():  # type: ignore[no-untyped-def]
    import threading

    if threading.current_thread() is not threading.main_thread():
        return None

    def stop(signum, frame):  # type: ignore[no-untyped-def]
        raise Terminated

    return signal.signal(signal.SIGTERM, stop)
