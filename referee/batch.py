"""Checking many logs: finding them in folders, checking them one by one, in worker processes or on a Dask
cluster, and keeping the run's tally (docs/cli.md, ``--jobs`` and ``--dask``; docs/performance.md).

Each log's verdict is JSON-ready data (:func:`referee.api.verdict_of`); whatever happens while a log is checked is
that log's finding, never the end of the run.
"""

from __future__ import annotations

import json
import os
import signal
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from . import api
from .api import UsageError, not_found
from .exits import EXIT_BAD_INPUT, EXIT_CLEAN, EXIT_INTERNAL, EXIT_VIOLATIONS
from .i18n import _
from .safeio import json_safe

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
                    why = _("the folder cannot be read ({why}): its logs are not checked", why=e.strerror or e)
                    yield where, not_found(where, why, "LOG-UNREADABLE")
                for name in names:
                    f = os.path.join(folder, name)
                    if os.path.islink(f) and not os.path.exists(f):
                        yield f, not_found(f, _("a link to a file that does not exist"))
                    elif os.path.isfile(f):
                        yield f, None
            while problems:
                e = problems.pop()
                yield e.filename or p, not_found(e.filename or p, _("the folder cannot be read ({why})", why=e.strerror or e), "LOG-UNREADABLE")
        elif os.path.exists(p):
            yield p, None
        elif os.path.islink(p):
            yield p, not_found(p, _("a link to a file that does not exist"))
        else:
            yield p, not_found(p, _("no such file or folder"))

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

def check_one(job: Job) -> dict[str, Any]:
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
    return api.verdict_of(path, strict=strict, partial=partial, overrides=overrides, time_limit=limit, encoding=encoding)

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

def worker_died(path: str) -> dict[str, Any]:
    v = not_found(path, _("the referee's worker process stopped while checking this log (out of memory, or killed); "
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
    v = (fn or check_one)(job)
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

def map_jobs(workers: int, jobs: Iterable[Job], rendered: bool = False, fn: Any = None) -> Iterator[Any]:
    """Verdicts in the order of ``jobs``. With workers, logs go out in small batches and at most a few batches
    per worker are in flight (memory does not grow with the number of logs); a worker that dies costs only
    the log it was checking: the logs of its batch are checked again one by one, each alone, and a log that
    kills its worker again is reported. ``fn``: what checks one job (default :func:`check_one`). A run that
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
                    v = worker_died(job[0])
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

def map_dask(address: str, jobs: Iterable[Job], rendered: bool = False, wait: float = DASK_WAIT) -> Iterator[Any]:
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

def tally(v: dict[str, Any]) -> tuple[str, int, int, int, int, bool, int]:
    """What the run's :class:`Summary` needs of a verdict: its status, its findings of each kind (those left
    out beyond the cap counted as violations), its events, whether the referee failed on it, and its warnings."""
    kinds = {"violation": 0, "warning": 0, "error": 0, "unverifiable": 0}
    internal = False
    for f in v["findings"]:
        kinds[f["kind"]] += 1
        if f["clause"] == "REFEREE-INTERNAL":
            internal = True
    return (v["status"], kinds["violation"] + v.get("left_out", 0), kinds["error"], kinds["unverifiable"], v["events"],
            internal, kinds["warning"])

class Summary:
    """The run's tally, kept as verdicts stream by (no verdict is kept).

    ``clean`` counts the logs with no violation, no error and nothing left unverified (warnings allowed: a
    recorder's slips read as meant), ``unverified`` the logs with no violation and no error but checks the log
    could not settle; ``violations`` the logs with a violation (whatever else they have), ``bad-input`` the logs
    without one that the referee could not follow in part; ``violation``, ``warning``, ``error`` and
    ``unverifiable`` count the findings of each kind as the report prints them (those left out beyond the cap
    included); ``findings`` is violations and errors together. ``max_warnings``: past that many warnings in all,
    the run fails as bad input would (``check --max-warnings``; None: warnings never fail it)."""

    def __init__(self, max_warnings: int | None = None) -> None:
        self.counts = {"logs": 0, "clean": 0, "unverified": 0, "violations": 0, "bad-input": 0, "findings": 0,
                       "violation": 0, "warning": 0, "error": 0, "unverifiable": 0, "events": 0}
        self.internal = False
        self.max_warnings = max_warnings
        self.stopped: int | None = None  # the exit status of a run stopped before its end (see cmd_check)

    def add(self, v: dict[str, Any]) -> None:
        self.add_tally(tally(v))

    def add_tally(self, t: tuple[str, int, int, int, int, bool, int]) -> None:
        status, violation, error, unverifiable, events, internal, warning = t
        s = self.counts
        s["logs"] += 1
        s["unverified" if status == "clean" and unverifiable else status] += 1
        s["violation"] += violation
        s["warning"] += warning
        s["error"] += error
        s["unverifiable"] += unverifiable
        s["findings"] += violation + error
        s["events"] += events
        if internal:
            self.internal = True

    def too_many_warnings(self) -> bool:
        return self.max_warnings is not None and self.counts["warning"] > self.max_warnings

    def status(self) -> int:
        """The run's exit status (docs/cli.md): a failure of the referee's own first, then a rule broken in any log,
        then a log the referee could not follow (or more warnings than ``max_warnings``), else clean."""
        s = self.counts
        if self.stopped is not None:
            return self.stopped
        if self.internal:
            return EXIT_INTERNAL
        if s["violations"]:
            return EXIT_VIOLATIONS
        if s["bad-input"] or self.too_many_warnings():
            return EXIT_BAD_INPUT
        return EXIT_CLEAN

def status_of(verdicts: list[dict[str, Any]]) -> int:
    s = Summary()
    for v in verdicts:
        s.add(v)
    return s.status()

def summary_of(verdicts: list[dict[str, Any]]) -> dict[str, int]:
    s = Summary()
    for v in verdicts:
        s.add(v)
    return s.counts
