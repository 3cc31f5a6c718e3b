"""The ``referee`` command.

Exit statuses (documented in docs/cli.md):

    0  every log checked is clean (unverifiable checks are reported, not failed)
    1  at least one rule violation was found
    2  the command line was wrong (unknown command, option or game)
    3  at least one log could not be read as notation (bad input); other logs were still checked
    4  the referee itself failed (a bug: please report it)
    5  check --dask could not finish: the cluster has no worker (none left, or none within --dask-wait)
  130  stopped by SIGINT (Ctrl-C)
  143  stopped by SIGTERM
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
from collections import deque
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import __version__
from .i18n import LANGUAGES, N_, _, _n
from .lines import Line, PlainConsole, wants_rich
from .safeio import QuietPipe, atomic_write, json_safe, printable, same_file

if TYPE_CHECKING:  # rich is imported by the commands that draw with it (a check written to a pipe never does)
    from rich.console import Console

EXIT_CLEAN, EXIT_VIOLATIONS, EXIT_USAGE, EXIT_BAD_INPUT, EXIT_INTERNAL = 0, 1, 2, 3, 4
EXIT_UNFINISHED = 5  # check --dask: the cluster has no worker left
EXIT_SIGINT, EXIT_SIGTERM = 130, 143  # 128 + the signal's number, as shells report it
LOG_SUFFIXES = (".log", ".jsonl", ".txt")
MAX_QUERY = 200  # characters in a rules question
BEST = 5  # clauses an answer lists (--all: every one that shares a word with the question)
ENCODINGS = ("utf-8", "cp932", "auto")


class UsageError(Exception):
    pass


def _console(stderr: bool = False) -> Console:
    # messages on stderr are single lines that editors and scripts can parse: never wrapped; what comes from a
    # log (names, comments) is printed with its control characters escaped
    from .safeio import SafeConsole

    return SafeConsole(stderr=stderr, highlight=False, soft_wrap=stderr)


def _report_console() -> Any:
    """The console of check's report: rich's on a terminal; a plain one for a pipe or a file, which writes the same
    lines without loading rich (referee/lines.py)."""
    return _console() if wants_rich(sys.stdout) else PlainConsole(sys.stdout)


# -- opening logs ------------------------------------------------------------------


def open_log(path: str | Path, *, blanks: bool = False, data: bytes | None = None, encoding: str = "utf-8"):
    """A reader for a text or JSON Lines log (by extension); ``data``: the file's bytes, already read;
    ``encoding``: utf-8, cp932 or auto (:mod:`referee.encodings`). What was read otherwise than asked is
    the reader's ``encoding_note`` (None when nothing was)."""
    from .encodings import decode
    from .notation.reader import LogReader, LogReadError, MAX_FILE_BYTES, read_bounded

    p = str(path)
    if p == "-":
        if data is None:
            data = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            raise LogReadError("<stdin>", _("more than {n} bytes", n=MAX_FILE_BYTES), "LOG-TOO-LARGE")
        data, note = decode(data, "<stdin>", encoding)
        reader = LogReader.from_bytes(data, "<stdin>", blanks=blanks)
    else:
        if data is None:
            data = read_bounded(p)
        data, note = decode(data, p, encoding)
        if p.endswith(".jsonl"):
            from .notation.writer import JsonlReader

            reader = JsonlReader.from_bytes(data, p, blanks=blanks)
        else:
            reader = LogReader.from_bytes(data, p, blanks=blanks)
    reader.encoding_note = note
    return reader


def _noted(verdict: Any, reader: Any) -> Any:
    """The verdict with the reader's encoding note, if any, as its first finding (an error: the log is not
    what it should be, though it was read)."""
    from .core.findings import ERROR, Finding
    from .notation.model import Position

    note = getattr(reader, "encoding_note", None)
    if note is not None:
        verdict.findings.insert(0, Finding(ERROR, note.code, note.message, Position(verdict.path, note.line, note.col), expected=note.expected))
    return verdict


def _not_found(path: str, message: str, clause: str = "LOG-NOT-FOUND") -> dict[str, Any]:
    return {"path": path, "game": None, "status": "bad-input", "events": 0, "over": False, "stopped_early": False, "options": {},
            "left_out": 0, "result": None,
            "findings": [{"kind": "error", "clause": clause, "message": message, "path": path, "line": None, "col": None}]}


def collect(paths: Iterable[str]) -> Iterator[tuple[str, dict[str, Any] | None]]:
    """The logs to check, in order: ``(path, None)`` for a file to check, ``(path, verdict)`` for a path that
    cannot be checked (missing, a link to nothing, a folder that cannot be read). Folders are searched for
    ``*.log`` and ``*.jsonl`` (links to folders are not followed, so no folder is searched twice), in the order
    of their names, a folder's own logs before its subfolders'."""
    for p in paths:
        if p == "-":
            yield p, None
            continue
        if os.path.isdir(p):
            problems: list[OSError] = []
            for folder, names in _walk(p, problems):
                while problems:
                    e = problems.pop()
                    where = e.filename or folder
                    yield where, _not_found(where, _("the folder cannot be read ({why}): its logs are not checked", why=e.strerror or e), "LOG-UNREADABLE")
                for name in names:
                    f = os.path.join(folder, name)
                    if os.path.islink(f) and not os.path.exists(f):
                        yield f, _not_found(f, _("a link to a file that does not exist"))
                    elif os.path.isfile(f):
                        yield f, None
            while problems:
                e = problems.pop()
                yield e.filename or p, _not_found(e.filename or p, _("the folder cannot be read ({why})", why=e.strerror or e), "LOG-UNREADABLE")
        elif os.path.exists(p):
            yield p, None
        elif os.path.islink(p):
            yield p, _not_found(p, _("a link to a file that does not exist"))
        else:
            yield p, _not_found(p, _("no such file or folder"))


#: log names of one folder held in memory at a time; a folder with more is sorted through temporary files
NAMES_IN_MEMORY = 16384
#: the most of those files open at once (more are merged into one first)
RUNS_OPEN = 64
#: the bytes of each open file read at a time while they are merged
RUN_BLOCK = 4096


def _walk(top: str, problems: list[OSError]) -> Iterator[tuple[str, Iterator[str]]]:
    """Every folder under ``top`` (links to folders not followed) with the names of its logs in order, as
    ``os.walk`` with sorted names would give them, but without listing a folder in memory: an archive of
    millions of logs in one folder is read in runs of :data:`NAMES_IN_MEMORY` names, each sorted and written
    to a temporary file, then merged. A folder that cannot be read is added to ``problems``."""
    stack = [top]
    while stack:
        folder = stack.pop()
        try:
            entries = os.scandir(folder)
        except OSError as e:
            problems.append(e)
            continue
        dirs: list[str] = []
        names: list[str] = []
        runs: list[Any] = []
        try:
            with entries:
                for entry in entries:
                    try:
                        is_dir = entry.is_dir()
                    except OSError:
                        is_dir = False
                    if is_dir:
                        if not entry.is_symlink():
                            dirs.append(entry.name)
                    elif entry.name.endswith((".log", ".jsonl")):
                        names.append(entry.name)
                        if len(names) >= NAMES_IN_MEMORY:
                            runs.append(_spill(sorted(names)))
                            names = []
                            if len(runs) >= RUNS_OPEN:  # as many files as may be open: merged into one
                                runs = [_spill(_merged(runs, []))]
        except OSError as e:
            problems.append(e)
        names.sort()
        yield folder, (_merged(runs, names) if runs else iter(names))
        stack.extend(os.path.join(folder, d) for d in sorted(dirs, reverse=True))


def _spill(names: Iterable[str]) -> Any:
    """``names`` (in order) in a temporary file, NUL-separated (no file name holds a NUL). The file is
    unbuffered: :func:`_run` reads it in blocks of its own, so that each open run holds one small block."""
    import tempfile

    f = tempfile.TemporaryFile(buffering=0)
    chunk: list[bytes] = []
    size = 0
    for n in names:
        b = os.fsencode(n)
        chunk.append(b)
        size += len(b) + 1
        if size >= RUN_BLOCK * 4:
            f.write(b"\0".join(chunk) + b"\0")
            chunk, size = [], 0
    if chunk:
        f.write(b"\0".join(chunk) + b"\0")
    f.seek(0)
    return f


def _run(f: Any) -> Iterator[str]:
    """The names of a temporary file :func:`_spill` wrote, read :data:`RUN_BLOCK` bytes at a time; the file is
    closed at the end."""
    with f:
        rest = b""
        while True:
            block = f.read(RUN_BLOCK)
            if not block:
                break
            *whole, rest = (rest + block).split(b"\0")
            for raw in whole:
                yield os.fsdecode(raw)
        if rest:  # pragma: no cover - every name ends with a NUL
            yield os.fsdecode(rest)


def _merged(runs: list[Any], last: list[str]) -> Iterator[str]:
    import heapq

    return heapq.merge(*(_run(f) for f in runs), last)


Job = tuple[Any, ...]  # path, strict, partial, overrides, sets, time limit[, encoding, language]


def _check_one(job: Job) -> dict[str, Any]:
    """One log to one verdict (as JSON-ready data, so that worker processes can return it).

    Whatever happens inside is this log's: a referee failure is a REFEREE-INTERNAL finding of this log,
    never the end of the run."""
    from .core import setfiles

    path, strict, partial, overrides, sets, limit, *more = job
    encoding, lang = (list(more) + ["utf-8", None])[:2]
    if lang is not None:  # a worker process speaks the language of the command
        from .i18n import set_language

        set_language(lang)
    if setfiles.extra_folders() != tuple(Path(f).resolve() for f in sets):  # a worker process starts without them
        setfiles.set_extra_folders(list(sets))
    return verdict_of(path, strict=strict, partial=partial, overrides=overrides, time_limit=limit, encoding=encoding)


def verdict_of(path: str, *, data: bytes | None = None, strict: bool = False, partial: bool = False,
               overrides: dict[str, str] | None = None, time_limit: float | None = None,
               encoding: str = "utf-8") -> dict[str, Any]:
    """The verdict of one log as ``check`` reaches it (JSON-ready data); ``data``: its bytes, already read.
    A log that cannot be read, or a referee failure on it, is this log's finding, never the end of the run.
    The time limit counts from here: reading and decoding the file are part of it."""
    import time

    from .core.findings import ERROR, Finding, Verdict
    from .core.referee import TIME_LIMIT, check
    from .notation.model import Position
    from .notation.reader import LogReadError

    deadline = time.monotonic() + (TIME_LIMIT if time_limit is None else time_limit)
    try:
        reader = open_log(path, data=data, encoding=encoding)
        return _noted(check(reader, strict=strict, partial=partial, overrides=overrides, time_limit=time_limit,
                            deadline=deadline), reader).to_json()
    except LogReadError as e:
        v = Verdict(path, None)
        v.findings.append(Finding(ERROR, e.code, e.message, Position(path, 0, 0)))
        return v.to_json()
    except Exception as exc:  # a referee bug: this log's finding, and the run goes on
        if os.environ.get("REFEREE_DEBUG"):
            raise
        v = Verdict(path, None)
        v.findings.append(Finding(ERROR, "REFEREE-INTERNAL", _("the referee failed on this log ({error}); please report it", error=f"{type(exc).__name__}: {exc}"),
                                  Position(path, 0, 0)))
        return v.to_json()


def _worker_start(parent: int) -> None:
    """In each worker: end when the main process is gone (a terminated ``check`` leaves no workers behind).
    SIGINT is the main process's to act on (Ctrl-C reaches every process of the terminal's group): a worker
    ignores it; SIGTERM ends a worker at once (the main process's handler would only stop the log it checks)."""
    import threading
    import time

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)

    def watch() -> None:
        while True:
            time.sleep(0.5)
            if os.getppid() != parent:
                os._exit(1)

    threading.Thread(target=watch, daemon=True).start()


def _worker_died(path: str) -> dict[str, Any]:
    v = _not_found(path, _("the referee's worker process stopped while checking this log (out of memory, or killed); "
                           "the other logs were checked; please report it"), "REFEREE-INTERNAL")
    return v


class Rendered:
    """A verdict as a worker hands it back for ``--format json|jsonl``: its JSON text (one line) and its tally
    (:func:`tally`). The text is made where the verdict is, so the main process only writes."""

    __slots__ = ("text", "tally")

    def __init__(self, text: str, tally: tuple[Any, ...]) -> None:
        self.text = text
        self.tally = tally

    def __reduce__(self) -> tuple[Any, ...]:
        return Rendered, (self.text, self.tally)


def verdict_text(v: dict[str, Any]) -> str:
    """A verdict as one line of JSON (what ``--format json`` lists and ``--format jsonl`` writes a line of)."""
    return json_safe(json.dumps(v, ensure_ascii=False))


def _checked(job: Job, rendered: bool, fn: Any = None) -> Any:
    v = (fn or _check_one)(job)
    return Rendered(verdict_text(v), tally(v)) if rendered else v


def check_batch(jobs: list[Job], rendered: bool = False, fn: Any = None) -> list[Any]:
    """Several logs, one after another, in one worker (a small log costs less than sending it to a worker):
    their verdicts, or with ``rendered`` their :class:`Rendered` lines. Also what a Dask worker runs."""
    return [_checked(j, rendered, fn) for j in jobs]


#: logs sent to a worker at a time (bounded by bytes too: see :func:`_batches`)
BATCH = 32
BATCH_BYTES = 1 << 20


def _batches(jobs: Iterable[Job]) -> Iterator[list[Job]]:
    """``jobs`` in batches of at most :data:`BATCH` logs and about :data:`BATCH_BYTES` bytes."""
    batch: list[Job] = []
    size = 0
    for j in jobs:
        batch.append(j)
        try:
            size += os.path.getsize(j[0]) if j[0] != "-" else 0
        except OSError:
            pass
        if len(batch) >= BATCH or size >= BATCH_BYTES:
            yield batch
            batch, size = [], 0
    if batch:
        yield batch


def _stop_pool(pool: Any, kill: bool) -> None:
    """Shut ``pool`` down; with ``kill`` (a run that stops before its end: a signal, an error), its workers are
    killed at once rather than left to finish the batches they hold (which took seconds)."""
    if kill:
        for proc in list((getattr(pool, "_processes", None) or {}).values()):
            try:
                proc.kill()
            except (OSError, AttributeError, ValueError):
                pass
    pool.shutdown(wait=False, cancel_futures=True)


def _map(workers: int, jobs: Iterable[Job], rendered: bool = False, fn: Any = None) -> Iterator[Any]:
    """Verdicts in the order of ``jobs``. With workers, logs go out in small batches and at most a few batches
    per worker are in flight (memory does not grow with the number of logs); a worker that dies costs only
    the log it was checking: the logs of its batch are checked again one by one, each alone, and a log that
    kills its worker again is reported. ``fn``: what checks one job (default :func:`_check_one`). A run that
    ends early (SIGINT, SIGTERM, the generator closed) kills its workers."""
    if workers <= 1:
        for j in jobs:
            yield _checked(j, rendered, fn)
        return
    from collections import deque
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    def new_pool(n: int) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(max_workers=n, initializer=_worker_start, initargs=(os.getpid(),))

    todo = _batches(jobs)
    waiting: deque[list[Job]] = deque()  # batches taken from ``todo`` to resubmit after a worker died
    flight: deque[tuple[list[Job], Any]] = deque()
    pool = new_pool(workers)
    finished = False
    try:
        while True:
            while len(flight) < workers * 3:
                batch = waiting.popleft() if waiting else next(todo, None)
                if batch is None:
                    break
                flight.append((batch, pool.submit(check_batch, batch, rendered, fn)))
            if not flight:
                finished = True
                return
            batch, fut = flight.popleft()
            try:
                yield from fut.result()
                continue
            except BrokenProcessPool:
                pass
            # the pool is broken: every batch in flight is checked again; this one log by log, each alone
            _stop_pool(pool, kill=True)
            waiting.extendleft(reversed([b for b, _future in flight]))
            flight.clear()
            for job in batch:
                alone = new_pool(1)
                try:
                    yield alone.submit(_checked, job, rendered, fn).result()
                except BrokenProcessPool:
                    v = _worker_died(job[0])
                    yield Rendered(verdict_text(v), tally(v)) if rendered else v
                except BaseException:
                    _stop_pool(alone, kill=True)
                    raise
                alone.shutdown(wait=False, cancel_futures=True)
            pool = new_pool(workers)
    finally:
        _stop_pool(pool, kill=not finished)


#: how long to wait for the Dask scheduler to answer
DASK_TIMEOUT = "20s"
#: how long ``--dask`` waits, by default, while the cluster has no worker (``--dask-wait``)
DASK_WAIT = 60.0
#: how often, while a batch is awaited, the cluster is asked whether it still has workers (seconds)
DASK_POLL = 0.5


class Unfinished(Exception):
    """The run cannot go on (the Dask cluster has no worker): the verdicts written stay, exit status 5."""


def _dask_result(client: Any, future: Any, address: str, wait: float) -> Any:
    """``future``'s result, asking the cluster every :data:`DASK_POLL` seconds whether it still has a worker:
    :class:`Unfinished` when it has had none for ``wait`` seconds, or when its scheduler stops answering.
    (Dask itself keeps a task until a worker comes, silently and for ever.)"""
    import time

    alone_since = None
    while True:
        try:
            return future.result(timeout=DASK_POLL)
        except TimeoutError:
            pass
        try:
            workers = len(client.nthreads()) if client.status == "running" else None
        except (OSError, TimeoutError):
            workers = None
        if workers is None:
            raise Unfinished(_("the Dask scheduler at {address} stopped answering", address=address))
        if workers:
            alone_since = None
            continue
        now = time.monotonic()
        alone_since = alone_since if alone_since is not None else now
        if now - alone_since >= wait:
            raise Unfinished(_("the Dask cluster at {address} has had no worker for {seconds} s (--dask-wait)",
                               address=address, seconds=f"{wait:g}"))


def _map_dask(address: str, jobs: Iterable[Job], rendered: bool = False, wait: float = DASK_WAIT) -> Iterator[Any]:
    """Verdicts in the order of ``jobs``, checked on the Dask cluster at ``address`` (``referee[dask]``): the same
    batches as with ``--jobs``, a few per worker in flight. The workers read the logs at the same paths
    (a shared file system, as Dask's own readers assume) and must have this version of the referee. A cluster
    with no worker for ``wait`` seconds (none at the start, or all gone) ends the run: :class:`Unfinished`."""
    try:
        from distributed import Client
    except ImportError:
        raise UsageError(_("--dask needs the dask extra: pip install 'referee[dask]'")) from None
    from collections import deque

    try:
        client = Client(address, timeout=DASK_TIMEOUT, set_as_default=False)
    except (OSError, TimeoutError, ValueError) as e:
        raise UsageError(_("--dask {address}: no Dask scheduler answers there ({why})", address=address, why=e)) from None
    try:
        workers = max(1, sum(int(w.get("nthreads", 1)) for w in client.scheduler_info().get("workers", {}).values()))
        todo = _batches(jobs)
        flight: deque[Any] = deque()
        while True:
            while len(flight) < workers * 3:
                batch = next(todo, None)
                if batch is None:
                    break
                flight.append(client.submit(check_batch, batch, rendered, pure=False))
            if not flight:
                return
            yield from _dask_result(client, flight.popleft(), address, wait)
    finally:
        client.close(timeout=2)


# -- referee check ------------------------------------------------------------------


def tally(v: dict[str, Any]) -> tuple[str, int, int, int, int, bool]:
    """What the run's :class:`Summary` needs of a verdict: its status, its findings of each kind (those left
    out beyond the cap counted as violations), its events, and whether the referee failed on it."""
    kinds = {"violation": 0, "error": 0, "unverifiable": 0}
    internal = False
    for f in v["findings"]:
        kinds[f["kind"]] += 1
        if f["clause"] == "REFEREE-INTERNAL":
            internal = True
    return (v["status"], kinds["violation"] + v.get("left_out", 0), kinds["error"], kinds["unverifiable"], v["events"],
            internal)


class Summary:
    """The run's tally, kept as verdicts stream by (no verdict is kept).

    ``clean`` counts the logs with nothing found and nothing left unverified, ``unverified`` the logs with no
    violation and no error but checks the log could not settle; ``violation``, ``error`` and
    ``unverifiable`` count the findings of each kind as the report prints them (those left out beyond the
    cap included); ``findings`` is violations and errors together."""

    def __init__(self) -> None:
        self.counts = {"logs": 0, "clean": 0, "unverified": 0, "violations": 0, "bad-input": 0, "findings": 0,
                       "violation": 0, "error": 0, "unverifiable": 0, "events": 0}
        self.internal = False
        self.stopped: int | None = None  # the exit status of a run stopped before its end (see cmd_check)

    def add(self, v: dict[str, Any]) -> None:
        self.add_tally(tally(v))

    def add_tally(self, t: tuple[str, int, int, int, int, bool]) -> None:
        status, violation, error, unverifiable, events, internal = t
        s = self.counts
        s["logs"] += 1
        s["unverified" if status == "clean" and unverifiable else status] += 1
        s["violation"] += violation
        s["error"] += error
        s["unverifiable"] += unverifiable
        s["findings"] += violation + error
        s["events"] += events
        if internal:
            self.internal = True

    def status(self) -> int:
        s = self.counts
        if self.stopped is not None:
            return self.stopped
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
    out = _report_console()
    summary = Summary()
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
        results = _map_dask(ns.dask, jobs(), rendered, ns.dask_wait) if ns.dask else _map(workers, jobs(), rendered)
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
    if ns.format in ("junit", "sarif", "github"):  # for CI (referee/ci.py)
        from .ci import render

        render(ns.format, stream, sys.stdout.write, summary)
        return _unless_stopped(stopped, summary)
    progress = None
    err = _console(stderr=True) if not ns.quiet and not out.is_terminal and wants_rich(sys.stderr) else None
    if not ns.quiet and (out.is_terminal or err is not None and err.is_terminal):
        with _signals.waiting():  # nothing written yet: a signal ends the run at once
            total = sum(1 for _entry in collect(ns.paths))  # a second walk, for the bar only
        if total >= 8:
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

            progress = Progress(TextColumn(_("checking")), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                                console=out if out.is_terminal else err, transient=True)
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
    return _unless_stopped(stopped, summary)


def _unless_stopped(stopped: list[BaseException], summary: Summary) -> int:
    """The run's status, once its output is whole; a run stopped before its end says so on standard error and
    ends as :func:`main` ends it (130 for SIGINT, 143 for SIGTERM, 5 for a cluster with no worker)."""
    if not stopped:
        return summary.status()
    sys.stdout.flush()  # the verdicts before the message
    n = summary.counts["logs"]
    if isinstance(stopped[0], Unfinished):
        _console(stderr=True).print(
            "referee check: " + _n("{why}: the verdict of {n} log was written whole; the other logs were not checked",
                                   "{why}: the verdicts of {n} logs were written whole; the other logs were not checked",
                                   n, why=str(stopped[0])), markup=False, highlight=False)
        return EXIT_UNFINISHED
    _console(stderr=True).print(
        "referee check: " + _n("stopped by {signal}: the verdict of {n} log was written whole; the other logs were not checked",
                               "stopped by {signal}: the verdicts of {n} logs were written whole; the other logs were not checked",
                               n, signal="SIGINT" if isinstance(stopped[0], KeyboardInterrupt) else "SIGTERM"),
        markup=False, highlight=False)
    raise stopped[0]


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


KIND_STYLE = {"violation": "red", "error": "yellow", "unverifiable": "blue"}
NARROW = 60  # columns below which each finding is one line


def kind_label(kind: str) -> str:
    return {"violation": _("violation"), "error": _("error"), "unverifiable": _("unverifiable")}[kind]


def count_kinds(violation: int, error: int, unverifiable: int) -> str:
    """"2 violations, 1 error, 3 unverifiable": the kinds there are, each counted."""
    parts = []
    if violation:
        parts.append(_n("{n} violation", "{n} violations", violation))
    if error:
        parts.append(_n("{n} error", "{n} errors", error))
    if unverifiable:
        parts.append(_n("{n} unverifiable", "{n} unverifiable", unverifiable))
    return _(", ").join(parts)


def status_label(v: dict[str, Any]) -> tuple[str, str]:
    """The verdict as the report says it, and its colour: clean only when nothing was left unverified."""
    kinds = {"violation": v.get("left_out", 0), "error": 0, "unverifiable": 0}
    for f in v["findings"]:
        kinds[f["kind"]] += 1
    counted = count_kinds(kinds["violation"], kinds["error"], kinds["unverifiable"])
    if v["status"] == "bad-input":
        return "! " + _("bad input: {counts}", counts=counted), "yellow"
    if v["status"] == "violations":
        return "✘ " + counted, "red"
    if kinds["unverifiable"]:
        return "✔ " + _("clean, {n} unverifiable", n=kinds["unverifiable"]), "green"
    return "✔ " + _("clean"), "green"


def _title(clause: str) -> str:
    from .core.clauses import title_of
    from .i18n import language

    try:
        return title_of(clause, language())
    except Exception:  # features missing: the report still works
        return ""


def _game_title(name: str | None) -> str:
    from .core import game as registry

    g = registry.get(name) if name else None
    return g.title if g else (name or "?")


def _extras(f: dict[str, Any]) -> list[str]:
    """What a finding says besides its message: what was expected, where it came to light, its rulings."""
    out = []
    if f.get("expected") and f["kind"] != "violation":
        out.append(_("expected {what}", what=f["expected"]))
    if f.get("discovered"):
        where = f["discovered"]
        if where.startswith(f["path"] + ":"):  # the same log: its line and column are enough
            where = where[len(f["path"]) + 1 :]
        out.append(_("came to light at {where}", where=where))
    if f.get("rulings"):
        out.append(_("rulings: {ids}", ids=", ".join(f["rulings"])))
    if f.get("held"):
        out.append(_n("{n} later finding held: it follows from this line", "{n} later findings held: they follow from this line", len(f["held"])))
    return out


def _message(f: dict[str, Any], with_id: bool = True) -> Line:
    """One line: the message, then the clause (its id unless the line has said it) and its title, then the
    extras (for pipes and narrow terminals)."""
    msg = Line(f["message"])
    title = _title(f["clause"])
    said = " ".join(part for part in (f["clause"] if with_id else "", title) if part)
    if said:
        msg.append(f"  [{said}]", style="dim")
    for extra in _extras(f):
        msg.append(f" ({extra})", style="dim")
    return msg


def _body(f: dict[str, Any]) -> Line:
    """A finding on a wide terminal: the message first, the clause id and title under it, dimmed."""
    body = Line(f["message"])
    title = _title(f["clause"])
    body.append("\n" + f["clause"] + (f"  {title}" if title else ""), style="dim")
    for extra in _extras(f):
        body.append("\n" + extra, style="dim")
    return body


def _where(f: dict[str, Any]) -> str:
    return f"{f['line']}:{f['col']}" if f.get("line") else ""


def report(out: Console, verdicts: list[dict[str, Any]], quiet: bool = False) -> None:
    for v in verdicts:
        report_one(out, v, quiet=quiet)
    report_summary(out, _summary(verdicts))


def report_one(out: Console, v: dict[str, Any], quiet: bool = False) -> None:
    """One log's verdict. On a terminal: the path once, then each finding as ``line:col  kind  message``
    with its clause under it (one line each below :data:`NARROW` columns). Elsewhere (a pipe, a file):
    ``path:line:col: kind CLAUSE: message`` lines, for editors and grep."""
    label, style = status_label(v)
    head = Line()
    head.append(v["path"], style="bold")
    rest = Line()
    rest.append(f"{_game_title(v['game'])}  ", style="dim")
    rest.append(label, style=style)
    rest.append("  " + _n("({n} event)", "({n} events)", v["events"]), style="dim")
    if out.is_terminal and head.__rich__().cell_len + 2 + rest.__rich__().cell_len > out.width:  # the path alone, the verdict under it
        out.print(head, overflow="fold")
        out.print(Line("  ").append_text(rest))
    else:
        out.print(head.append("  ").append_text(rest), soft_wrap=not out.is_terminal)
    if any(f["clause"] == "REFEREE-TIME-LIMIT" for f in v["findings"]):
        out.print(Line("  " + _("stopped early: the log took too long to check (--time-limit)"), style="dim"),
                  soft_wrap=not out.is_terminal)
    elif v.get("stopped_early"):
        out.print(Line("  " + _("stopped at the first violation (--strict)"), style="dim"), soft_wrap=not out.is_terminal)
    if v.get("left_out"):
        out.print(Line("  " + _n("{n} more finding left out: the first {shown} are shown", "{n} more findings left out: the first {shown} are shown",
                                 v["left_out"], shown=len(v["findings"]) - 1), style="dim"), soft_wrap=not out.is_terminal)
    findings = [f for f in v["findings"] if not (quiet and f["kind"] == "unverifiable")]
    if findings and out.is_terminal and out.width >= NARROW:
        from rich.padding import Padding
        from rich.table import Table

        t = Table.grid(padding=(0, 2), pad_edge=False)
        t.add_column(no_wrap=True, justify="right")
        t.add_column(no_wrap=True)
        t.add_column(overflow="fold", ratio=1)
        for f in findings:
            t.add_row(_where(f), Line(kind_label(f["kind"]), style=KIND_STYLE[f["kind"]]), _body(f))
        out.print(Padding(t, (0, 0, 0, 2)))
    elif findings and out.is_terminal:
        for f in findings:
            line = Line(f"  {_where(f)} " if _where(f) else "  ")
            line.append(kind_label(f["kind"]), style=KIND_STYLE[f["kind"]])
            line.append(" ")
            line.append_text(_message(f))
            out.print(line)
    else:
        # not a terminal: one finding per line, path:line:col first (for editors and grep)
        for f in findings:
            line = Line(f"{f['path']}:{f['line']}:{f['col']}: " if f.get("line") else f"{f['path']}: ")
            line.append(kind_label(f["kind"]), style=KIND_STYLE[f["kind"]])
            line.append(f" {f['clause']}: ")
            line.append_text(_message(f, with_id=False))
            out.print(line, soft_wrap=True)
    r = v.get("result")
    if r:
        scores = _(", ").join(f"{p} {'?' if s is None else s}" for p, s in r["scores"].items())
        who = (_("draw") if len(r["winners"]) > 1 else _("winner {name}", name=r["winners"][0]) if r["winners"] else _("winner unknown"))
        out.print(Line("  " + _("result: {ending}; {scores}; {who}", ending=r["ending"], scores=scores, who=who), style="cyan"),
                  soft_wrap=not out.is_terminal)
    out.print()


def report_summary(out: Console, s: dict[str, int]) -> None:
    logs = [_n("{n} clean", "{n} clean", s["clean"])]
    if s.get("unverified"):
        logs.append(_n("{n} clean with unverifiable checks", "{n} clean with unverifiable checks", s["unverified"]))
    logs.append(_n("{n} with violations", "{n} with violations", s["violations"]))
    logs.append(_n("{n} with bad input", "{n} with bad input", s["bad-input"]))
    counted = count_kinds(s.get("violation", 0), s.get("error", 0), s.get("unverifiable", 0)) or _("nothing found")
    out.print(
        Line(
            _n("{n} log: {logs}; {counts} in {events}", "{n} logs: {logs}; {counts} in {events}", s["logs"],
               logs=_(", ").join(logs), counts=counted, events=_n("{n} event", "{n} events", s["events"])),
            style="bold",
        ),
        soft_wrap=not out.is_terminal,
    )


def _options(items: list[str] | None) -> dict[str, str]:
    """``--option NAME=VALUE`` items, each a ruling of some game with a value it takes (else a usage error:
    a mistake on the command line is the command's, not the logs')."""
    from .core import game as registry

    if not items:  # no game needs loading to know there are none
        return {}
    rulings: dict[str, list[Any]] = {}
    for g in registry.all_games():
        for r in g.rulings:
            rulings.setdefault(r.name, []).append(r)
    out: dict[str, str] = {}
    for item in items or []:
        name, sep, value = item.partition("=")
        name, value = name.strip().lower(), value.strip()
        if not sep or not name:
            raise UsageError(_("--option takes NAME=VALUE, not {item}", item=repr(item)))
        if name not in rulings:
            raise UsageError(_("--option {name}: no game has this option (see referee rules --rulings): one of {names}",
                               name=name, names=", ".join(sorted(rulings))))
        wanted = []
        for r in rulings[name]:
            try:
                r.value(value)
                break
            except ValueError as e:
                wanted.append(str(e))
        else:
            raise UsageError(_("--option {name}={value}: not a value of this option: {wanted}", name=name, value=value,
                               wanted="; ".join(dict.fromkeys(wanted))))
        out[name] = value
    return out


# -- referee rules ----------------------------------------------------------------------


def _page(out: Console, show: Any, no_pager: bool = False) -> None:
    """``show(out)``, through a pager (``$PAGER``, else less) when it is longer than the terminal is high."""
    if no_pager or not out.is_terminal or os.environ.get("REFEREE_NO_PAGER"):
        show(out)
        return
    with out.capture() as captured:
        show(out)
    text = captured.get()
    if text.count("\n") < out.height:
        out.file.write(text)
        out.file.flush()
        return
    import pydoc

    os.environ.setdefault("LESS", "-FRX")  # colours kept; a page that fits is just printed
    pydoc.pager(text)


def cmd_rules(ns: argparse.Namespace) -> int:
    from .core import game as registry
    from .core.clauses import index
    from .i18n import language

    idx = index()
    words = list(ns.words)
    game = None
    if words and registry.get(words[0]) is not None:
        game = registry.get(words[0]).name  # type: ignore[union-attr]
        words = words[1:]
    out = _console()
    if ns.rulings:
        _page(out, lambda o: show_rulings(o, idx, game), ns.no_pager)
        return 0
    query = " ".join(words)
    if len(query) > MAX_QUERY:
        raise UsageError(_("a question is at most {limit} characters (this one has {n})", limit=MAX_QUERY, n=len(query)))
    lang = language()
    if not query:
        hits, note = idx.for_game(game), ""
    else:
        exact = idx.search(query, game, limit=0) if _looks_like_id(query) else []
        if exact:
            hits, note = exact, ""
        else:
            answer = idx.ask(query, game, limit=len(idx.clauses) if ns.all else BEST)
            game = answer.game or game
            hits = [idx.by_id[i] for i in answer.ids]
            if not hits:
                msg = _("no clause answers '{query}'", query=query) + (_(" in {game}", game=game) if game else "")
                if answer.suggestions:
                    msg += _(" (did you mean: {words}?)", words=", ".join(answer.suggestions))
                out.print(msg)
                return 1
            note = _("no clause has every word of the question; the nearest first") if answer.partial else ""
    if len(hits) == 1:
        _page(out, lambda o: show_clause(o, idx, hits[0], steps=ns.steps), ns.no_pager)
        return 0

    def listing(o: Console) -> None:
        from rich.table import Table
        from rich.text import Text

        head = _n("{n} clause", "{n} clauses", len(hits)) + (_(" for '{query}'", query=query) if query else "") + (
            f" ({_game_title(game)})" if game else "")
        o.print(Text(head, style="bold"))
        if note:
            o.print(Text(note, style="dim"))
        t = Table(show_header=True, header_style="dim", box=None, pad_edge=False, padding=(0, 2))
        t.add_column(_("clause"), no_wrap=True, style="bold")
        t.add_column(_("title"), ratio=2, overflow="fold")
        t.add_column(_("rulebook"), ratio=3, overflow="fold")
        for c in hits:
            t.add_row(c.id, c.title_in(lang), _short(" ".join(c.japanese) if c.japanese else (c.fields.get("裁定") if lang == "ja" else None) or c.fields.get("Gap", ""), 90))
        o.print(t)
        if query and not ns.all and len(hits) == BEST:
            o.print(Text(_("the best five; --all lists every clause that shares a word with the question"), style="dim"))

    _page(out, listing, ns.no_pager)
    return 0


def _looks_like_id(query: str) -> bool:
    import re

    return bool(re.fullmatch(r"[A-Za-z]{2}-[A-Za-z0-9-]*", query.strip()))


def _short(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def show_clause(out: Console, idx: Any, c: Any, steps: bool = False) -> None:
    from rich.markup import escape
    from rich.panel import Panel
    from rich.text import Text

    from .i18n import language

    ja = language() == "ja"
    body = Text()
    body.append(f"{c.section}\n", style="dim")
    body.append(_("kind: {kind}   defined at {where}", kind=_(KIND_NAMES.get(c.kind, c.kind)), where=f"{c.path}:{c.line}") + "\n\n", style="dim")
    if c.title_ja and c.title_ja != c.title:
        body.append(("見出し  " if not ja else "English  "), style="bold")
        body.append((c.title_ja if not ja else c.title) + "\n")
    for text in c.japanese:
        body.append("原文  ", style="bold")
        body.append(text + "\n")
    if ja and "裁定" in c.fields:
        body.append("裁定  ", style="bold")
        body.append(c.fields["裁定"] + "\n")
    for key in ("Gap", "Option", "Affects", "Default", "Alternatives", "Source"):
        if key in c.fields:
            body.append(f"{key}: ", style="bold")
            body.append(c.fields[key] + "\n")
    if not ja and "裁定" in c.fields:
        body.append("裁定  ", style="bold")
        body.append(c.fields["裁定"] + "\n")
    body.append("English  ", style="bold")
    body.append(c.english + "\n")
    rel = idx.related_rulings(c)
    if rel:
        body.append("\n" + _("Rulings that touch it") + "\n", style="bold")
        for r in rel:
            body.append("  " + _("{id}  option {option} (default {default}): {text}", id=r.id, option=r.fields.get("Option", "?"),
                                 default=r.fields.get("Default", "?"), text=(r.fields.get("裁定") if ja else None) or r.english) + "\n")
    body.append("\n" + _("Scenarios ({n})", n=len(c.scenarios)) + "\n", style="bold")
    for s in c.scenarios:
        body.append(f"  • {s.name}  ", style="")
        body.append(f"{s.path}:{s.line}\n", style="dim")
        if steps:
            for st in s.steps:
                body.append(f"      {st}\n", style="dim")
    out.print(Panel(body, title=f"[bold]{escape(c.id)}[/] {escape(c.title_in(language()))}", expand=False))


KIND_NAMES = {"rule": N_("rule"), "definition": N_("definition"), "faq": N_("faq"), "fact": N_("fact"), "ruling": N_("ruling")}


def show_rulings(out: Console, idx: Any, game: str | None) -> None:
    from rich.table import Table

    from .i18n import language

    ja = language() == "ja"
    t = Table(title=_("rulings") + (f" ({_game_title(game)})" if game else ""), show_lines=True)
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
    from rich.text import Text

    from .core.referee import replay
    from .notation.reader import LogReadError

    out = _console()
    try:
        reader = open_log(ns.log, encoding=ns.encoding)
    except LogReadError as e:
        _console(stderr=True).print(f"{e.path}: {e.code}: {e.message}")
        return EXIT_BAD_INPUT
    note = reader.encoding_note
    if note is not None:
        _console(stderr=True).print(f"{ns.log}:{note.line}:{note.col}: {kind_label('error')} {note.code}: {note.message}")
    svg_dir = None
    if ns.svg:
        svg_dir = Path(ns.svg)
        try:
            svg_dir.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise UsageError(_("--svg {folder}: {why}", folder=ns.svg, why=e.strerror or e)) from None
    status = EXIT_BAD_INPUT if note is not None else EXIT_CLEAN
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
    if ns.at is not None and not shown:
        _console(stderr=True).print(_n("the log has {n} event; there is no event {at}", "the log has {n} events; there is no event {at}", n, at=ns.at))
        return EXIT_USAGE
    if svg_dir is not None:
        _console(stderr=True).print(_n("wrote {n} SVG picture to {folder}", "wrote {n} SVG pictures to {folder}", pictures, folder=svg_dir))
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

    err = _console(stderr=True)
    status = EXIT_CLEAN
    for path in ns.paths:
        try:
            data = _read_input(path)
            reader = open_log(path, blanks=True, data=data)
            if isinstance(reader, JsonlReader):
                raise UsageError(_("{path}: fmt works on text logs; use convert for JSON Lines", path=path))
            text, errors = format_log(reader, _canonical_for(reader))
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

    err = _console(stderr=True)
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
        text, errors = format_log(reader, _canonical_for(reader))
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
    from rich.table import Table

    from .core import game as registry

    out = _console()
    t = Table(title=_("games"))
    t.add_column(_("name"), style="bold")
    t.add_column(_("code"))
    t.add_column(_("title"))
    t.add_column(_("players"))
    t.add_column(_("verbs"), overflow="fold")
    for g in registry.all_games():
        players = str(g.min_players) if g.min_players == g.max_players else f"{g.min_players}–{g.max_players}"
        t.add_row(g.name, g.code, g.title, players, ", ".join(v.name for v in g.verbs))
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


class Parser(argparse.ArgumentParser):
    """Command-line mistakes exit 2 with the usage of the command that was meant."""

    def error(self, message: str):  # type: ignore[no-untyped-def]
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, _("{prog}: error: {message}", prog=self.prog, message=message) + "\n")


def _common(p: argparse.ArgumentParser) -> None:
    """Options every command takes (after the command, as well as before it)."""
    p.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS,
                   help=_("the language of messages and help: ja (日本語) or en; default: the locale's (LANG)"))


#: the commands, in the order the help lists them
COMMANDS = ("check", "rules", "replay", "fmt", "convert", "games", "report", "console", "completion")


class _Unused:
    """The arguments of a command the command line does not use: not added (argparse checks each argument's help as
    it is added, which costs more than a small check; see :func:`build_parser`)."""

    def add_argument(self, *args: Any, **kw: Any) -> None:
        pass

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
    c.add_argument("--option", "-o", action="append", metavar="NAME=VALUE", help=_("switch a ruling for every log (overrides headers)"))
    c.add_argument("--encoding", choices=ENCODINGS, default="utf-8",
                   help=_("how the logs are encoded: utf-8 (default), cp932 (Shift_JIS, as Windows Notepad saves it) or auto (either)"))
    c.add_argument("--quiet", "-q", action="store_true", help=_("leave out unverifiable checks and the progress bar"))
    c.add_argument("--no-pager", action="store_true", help=_("never show a long report through a pager (less)"))
    c.set_defaults(func=cmd_check)

    r = command("rules", _("answer a rule question, or show a clause with its rulings and scenarios"))
    r.add_argument("words", nargs="*", metavar=_("[GAME] [QUESTION]"),
                   help=_("a question in Japanese or English, words, or a clause id; a game named anywhere narrows it"))
    r.add_argument("--rulings", action="store_true", help=_("list the rulings with their defaults and alternatives"))
    r.add_argument("--steps", action="store_true", help=_("show each scenario's steps"))
    r.add_argument("--all", action="store_true", help=_("list every clause that matches, not only the best five"))
    r.add_argument("--no-pager", action="store_true", help=_("never show a long answer through a pager (less)"))
    r.set_defaults(func=cmd_rules)

    rp = command("replay", _("show the state after each event of a log"))
    rp.add_argument("log", help=_("the log to replay (.log or .jsonl)"))
    rp.add_argument("--at", type=int, metavar="N", help=_("only the state after event N"))
    rp.add_argument("--as", dest="viewer", metavar=_("PLAYER"), help=_("one player's view: the other hands stay hidden"))
    rp.add_argument("--svg", metavar="DIR", help=_("also write one SVG picture per event into DIR (event-0000.svg is the start)"))
    rp.add_argument("--encoding", choices=ENCODINGS, default="utf-8", help=_("how the log is encoded (see check --encoding)"))
    rp.set_defaults(func=cmd_replay)

    f = command("fmt", _("print a log in canonical notation"))
    f.add_argument("paths", nargs="+", metavar="PATH", help=_("text logs; - for stdin"))
    g = f.add_mutually_exclusive_group()
    g.add_argument("--write", "-w", action="store_true", help=_("rewrite the files in place"))
    g.add_argument("--check", action="store_true", help=_("exit 1 when a file is not in canonical form"))
    f.set_defaults(func=cmd_fmt)

    cv = command("convert", _("convert between text logs and JSON Lines, or a Shift_JIS log to UTF-8"))
    cv.add_argument("input", help=_("the log to convert; - for stdin"))
    cv.add_argument("output", nargs="?", help=_("output file (default: standard output)"))
    cv.add_argument("--to", choices=("jsonl", "log"), help=_("target form (default: the other one)"))
    cv.add_argument("--encoding", choices=ENCODINGS, default="utf-8",
                    help=_("how the input is encoded; the output is always UTF-8 (cp932 converts a Shift_JIS log as it is)"))
    cv.set_defaults(func=cmd_convert)

    gm = command("games", _("list the games the referee knows"))
    gm.set_defaults(func=cmd_games)

    from .report.words import command_help

    h = command_help()
    rs = command("report", h["command"], description=h["description"])
    rs.add_argument("paths", nargs="*", metavar="PATH", help=h["paths"])
    rs.add_argument("--out", required=True, metavar="DIR", help=h["out"])
    rs.add_argument("--rulebook", action="store_true", help=h["rulebook"])
    rs.add_argument("--results", metavar="DIR", help=h["results"])
    rs.add_argument("--encoding", choices=ENCODINGS, default="utf-8", help=h["encoding"])
    rs.add_argument("--option", "-o", action="append", metavar="NAME=VALUE", help=h["option"])
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
    co.add_argument("log", nargs="?", help=_("a recorded game to load at the start"))
    co.add_argument("--game", metavar=_("GAME"), help=_("the game rule questions are about"))
    co.add_argument("--as", dest="viewer", metavar=_("PLAYER"), help=_("show the positions from this player's view"))
    co.add_argument("--option", "-o", action="append", metavar="NAME=VALUE", help=_("switch a ruling for the loaded log"))
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

    return run(ns, _console())


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
        _console(stderr=True).print(_("referee {command}: an argument holds a NUL character: {arg}", command=ns.command, arg=repr(printable(bad))))
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
        _console(stderr=True).print(f"referee {ns.command}: {e}", markup=False, highlight=False)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return EXIT_SIGINT
    except Terminated:
        return EXIT_SIGTERM
    except Exception as e:  # never a traceback for the user
        if os.environ.get("REFEREE_DEBUG"):
            raise
        _console(stderr=True).print(_("referee {command}: internal error: {error} (set REFEREE_DEBUG=1 for details)",
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
