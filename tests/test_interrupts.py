"""Runs that end before their end (issue 29, part 5): ``check --dask`` on a cluster with no worker (none at the
start, or all killed during the run), SIGINT and SIGTERM during ``check --jobs 2`` in every format, and
``fmt --write`` killed (SIGKILL) at any moment, interrupted (SIGINT, SIGTERM), or racing another write.

Every run is a separate process (``python -m referee`` from this tree), as a user starts it; the Dask cluster is
a scheduler and workers started here, on the loopback interface only."""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from referee import safeio
from referee.harness import properties as P

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"
GAMES = ("blackpoker", "crown_crest", "curtain_call", "eitsuku", "nozoku")
ENV = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "0"}  # the referee of this tree
COPIES = 6  # of the bundled logs of the five games: about 280 logs, far more than a run checks before its signal


def _interruptible() -> None:
    """In the child before it starts: Ctrl-C (SIGINT) does what it does at a terminal. A suite started in the
    background by a shell without job control (``… &``) hands its children SIGINT ignored, as it does to any
    program, and the referee rightly keeps it so; the tests send SIGINT to see what the referee does with it."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def referee(*args: str, stdout=None, **kw) -> subprocess.Popen:  # type: ignore[no-untyped-def]
    return subprocess.Popen([sys.executable, "-m", "referee", *args], stdout=stdout or subprocess.PIPE,
                            stderr=subprocess.PIPE, env=ENV, cwd=ROOT, preexec_fn=_interruptible, **kw)


@pytest.fixture(scope="module")
def many_logs(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("many")
    logs = [log for game in GAMES for log in sorted((SCENARIOS / game).glob("*.log"))]
    for i in range(COPIES):
        for log in logs:
            shutil.copyfile(log, folder / f"{i:02d}-{log.parent.name}-{log.name}")
    return folder


def _children(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (from /proc)."""
    kids = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                kids.append(int(entry.name))
    return kids


def _running(pid: int) -> bool:
    """Whether ``pid`` is a process that has not ended (a zombie has ended)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def _wait_for(condition, timeout: float, what: str, run: subprocess.Popen | None = None) -> None:  # type: ignore[no-untyped-def]
    """Wait until ``condition()``; fail after ``timeout`` seconds, or as soon as ``run`` has ended."""
    end = time.monotonic() + timeout
    while not condition():
        if run is not None and run.poll() is not None:
            raise AssertionError(f"the run ended (exit status {run.returncode}) before {what}: "
                                 f"{run.stderr.read().decode() if run.stderr else ''}")
        if time.monotonic() > end:
            raise AssertionError(f"waited {timeout} s for {what}")
        time.sleep(0.02)


# -- SIGINT and SIGTERM during check --jobs 2 ----------------------------------------------------------------

#: what shows that the first verdict was written, per format (junit and sarif write their document at the end)
FIRST_VERDICT = {"jsonl": "\n", "json": '"path"', "github": "::", "text": "\n", "junit": None, "sarif": None}


def _whole(fmt: str, text: str) -> int:
    """The number of verdicts in ``text``, which must be whole in ``fmt`` (an assertion fails otherwise)."""
    if fmt == "jsonl":
        assert text == "" or text.endswith("\n")
        return len([json.loads(line) for line in text.splitlines()])
    if fmt == "json":
        doc = json.loads(text)
        assert doc["summary"]["logs"] == len(doc["verdicts"])
        return len(doc["verdicts"])
    if fmt == "sarif":
        run = json.loads(text)["runs"][0]
        assert run["invocations"][0]["exitCode"] in (130, 143)  # the run says it was stopped
        assert run["invocations"][0]["executionSuccessful"] is False
        return run["properties"]["summary"]["logs"]
    if fmt == "junit":
        assert text.startswith('<?xml version="1.0" encoding="UTF-8"?>\n')
        root = ET.fromstring(text.split("\n", 1)[1])
        assert root.get("tests") == str(len(list(root.iter("testcase"))))
        return len(list(root.iter("testcase")))
    lines = text.splitlines()
    if fmt == "github":
        assert text.endswith("\n") and all(line.startswith("::") for line in lines), lines[-3:]
        summary = lines[-1]
    else:
        assert text.endswith("\n")
        summary = lines[-1]
    m = re.search(r"(\d+) logs?: ", summary)
    assert m, summary  # the run's summary line closes the report
    return int(m.group(1))


@pytest.mark.parametrize(("fmt", "sig"), [("jsonl", signal.SIGINT), ("jsonl", signal.SIGTERM), ("json", signal.SIGTERM),
                                          ("text", signal.SIGINT), ("github", signal.SIGTERM), ("junit", signal.SIGINT),
                                          ("sarif", signal.SIGTERM)], ids=lambda x: getattr(x, "name", x))
def test_a_signal_ends_a_jobs_run_within_a_second_with_whole_output_and_no_worker_left(many_logs, tmp_path, fmt, sig):
    out = tmp_path / "out"
    total = len(os.listdir(many_logs))
    with out.open("w") as f:
        run = referee("check", "--format", fmt, "--jobs", "2", str(many_logs), stdout=f)
    try:
        _wait_for(lambda: len(_children(run.pid)) >= 2, 60, "the two workers", run)
        marker = FIRST_VERDICT[fmt]
        if marker is None:
            time.sleep(2)  # the workers are checking their first batches
        else:
            _wait_for(lambda: marker in out.read_text(encoding="utf-8"), 60, "the first verdict", run)
        workers = _children(run.pid)
        started = time.monotonic()
        run.send_signal(sig)
        code = run.wait(timeout=30)
        took = time.monotonic() - started
    finally:
        if run.poll() is None:
            run.kill()
            run.wait()
    err = run.stderr.read().decode()
    assert code == 128 + sig, err
    assert took < 1.0, f"{took:.2f} s from {sig.name} to the end of the run"
    assert not [pid for pid in workers if _running(pid)], "a worker process outlived the run"
    n = _whole(fmt, out.read_text(encoding="utf-8"))
    assert n < total
    assert f"stopped by {sig.name}" in err


def test_a_signal_while_the_verdicts_are_written_waits_for_the_verdict_being_written(many_logs, tmp_path):
    """The signal comes while check writes verdicts to a pipe read slowly: every line read is whole JSON."""
    run = referee("check", "--format", "jsonl", "--jobs", "2", str(many_logs))
    assert run.stdout is not None
    try:
        first = run.stdout.readline()
        json.loads(first)
        started = time.monotonic()
        run.send_signal(signal.SIGINT)
        rest = run.stdout.read()  # the pipe was full: the writes that waited for it go on, whole
        code = run.wait(timeout=30)
        took = time.monotonic() - started
    finally:
        if run.poll() is None:
            run.kill()
            run.wait()
    assert code == 130 and took < 1.0
    assert rest == b"" or rest.endswith(b"\n")
    for line in rest.splitlines():
        json.loads(line)


# -- check --dask on a cluster with no worker ---------------------------------------------------------------


class Cluster:
    """A Dask scheduler on 127.0.0.1 and the workers started for it (no nanny: a killed worker stays dead)."""

    def __init__(self, folder: Path) -> None:
        pytest.importorskip("distributed", reason="the dask extra is part of the test extra")
        self.folder = folder
        self.procs: list[subprocess.Popen] = []
        info = folder / "scheduler.json"
        self.scheduler = self._start("distributed.cli.dask_scheduler", "--host", "127.0.0.1", "--port", "0",
                                     "--no-dashboard", "--scheduler-file", str(info), log="scheduler")
        _wait_for(lambda: info.exists() and info.stat().st_size > 0, 60, "the Dask scheduler")
        time.sleep(0.2)  # the file is written whole
        self.address = json.loads(info.read_text())["address"]

    def _start(self, module: str, *args: str, log: str) -> subprocess.Popen:
        with (self.folder / f"{log}.log").open("w") as f:
            proc = subprocess.Popen([sys.executable, "-m", module, *args], stdout=f, stderr=subprocess.STDOUT, env=ENV,
                                    preexec_fn=_interruptible)
        self.procs.append(proc)
        return proc

    def worker(self, name: str) -> subprocess.Popen:
        proc = self._start("distributed.cli.dask_worker", self.address, "--no-nanny", "--nthreads", "1",
                           "--no-dashboard", "--host", "127.0.0.1", "--name", name, log=name)
        _wait_for(lambda: "Registered to" in (self.folder / f"{name}.log").read_text(), 60, f"the Dask worker {name}")
        return proc

    def close(self) -> None:
        for proc in reversed(self.procs):
            if proc.poll() is None:
                proc.kill()
            proc.wait()


@pytest.fixture
def cluster(tmp_path):
    c = Cluster(tmp_path)
    yield c
    c.close()


def test_dask_with_no_worker_at_all_says_so_and_exits_5(cluster, many_logs):
    started = time.monotonic()
    run = referee("check", "--format", "jsonl", "--dask", cluster.address, "--dask-wait", "1", str(many_logs))
    try:
        out, err = run.communicate(timeout=60)
    finally:
        if run.poll() is None:
            run.kill()
            run.wait()
    took = time.monotonic() - started
    assert run.returncode == 5, err.decode()
    assert out == b""
    said = err.decode()
    assert cluster.address in said and "no worker for 1 s" in said and "0 logs" in said
    assert took < 30


def test_dask_whose_workers_are_all_killed_keeps_the_verdicts_written_and_exits_5(cluster, many_logs, tmp_path):
    workers = [cluster.worker("w1"), cluster.worker("w2")]
    out = tmp_path / "out.jsonl"
    with out.open("w") as f:
        run = referee("check", "--format", "jsonl", "--dask", cluster.address, "--dask-wait", "2", str(many_logs),
                      stdout=f)
    try:
        _wait_for(lambda: "\n" in out.read_text(encoding="utf-8"), 120, "the first verdict", run)
        for w in workers:
            w.kill()
            w.wait()
        started = time.monotonic()
        code = run.wait(timeout=60)
        took = time.monotonic() - started
    finally:
        if run.poll() is None:
            run.kill()
            run.wait()
    err = run.stderr.read().decode()
    assert code == 5, err
    assert took < 2 + 15  # --dask-wait, and the time to close the client
    text = out.read_text(encoding="utf-8")
    assert text.endswith("\n")
    paths = [json.loads(line)["path"] for line in text.splitlines()]
    assert paths == [str(many_logs / name) for name in sorted(os.listdir(many_logs))][: len(paths)]
    assert 0 < len(paths) < len(os.listdir(many_logs))
    assert "no worker for 2 s" in err and f"{len(paths)} logs were written whole" in err


# -- fmt --write: no temporary file left, at most one after SIGKILL ----------------------------------------


def _big_log(folder: Path) -> tuple[Path, bytes, bytes]:
    """A log of about 3.7 MB (a bundled game and 45,000 lines of comments) that fmt changes: its bytes and the
    bytes fmt makes of it."""
    src = (SCENARIOS / "curtain_call" / "fully-observed.log").read_text(encoding="utf-8")
    lines = src.split("\n")
    deal = next(i for i, line in enumerate(lines) if line.startswith("table deal"))
    notes = "".join(f"# note {n:07d} — 観戦メモ: the table was quiet here\n" for n in range(45000))
    old = ("\n".join(lines[:deal]) + "\n" + notes + "\n".join(lines[deal:])).encode("utf-8")
    log = folder / "g.log"
    log.write_bytes(old)
    made = referee("fmt", str(log))
    new, err = made.communicate(timeout=120)
    assert made.returncode == 0 and new != old, err.decode()
    return log, old, new


def _others(folder: Path) -> dict[str, int]:
    """The entries of ``folder`` other than g.log, and their inodes."""
    found = {}
    for entry in os.scandir(folder):
        if entry.name != "g.log":
            try:
                found[entry.name] = entry.inode()
            except OSError:
                pass
    return found


#: kills of one ``fmt --write``: half while its temporary file is being written (50 a run in the nightly profile)
KILLS = 50 if P.deep() else 8
TEMP = ".g.log.referee-tmp"  # the temporary file of g.log (docs/cli.md)


def test_fmt_write_killed_at_any_moment_leaves_one_temporary_file_at_most_which_the_next_run_removes(tmp_path):
    folder = tmp_path / "logs"
    folder.mkdir()
    log, old, new = _big_log(folder)
    left = 0
    names: set[str] = set()
    for i in range(KILLS):
        if log.read_bytes() != old:
            log.write_bytes(old)  # fmt has something to write again
        before = _others(folder)
        run = referee("fmt", "--write", str(log))
        try:
            if i % 2:  # while the temporary file is being written: a new one is there
                end = time.monotonic() + 60
                while run.poll() is None and time.monotonic() < end:
                    now = _others(folder)
                    if any(before.get(name) != inode for name, inode in now.items()):
                        break
                    time.sleep(0.001)
                if i % 4 == 3:  # … and a little later (else at once, while it is surely being written)
                    time.sleep(random.uniform(0, 0.03))
            else:  # at any moment of the run
                time.sleep(random.uniform(0, 1.0))
        finally:
            run.kill()
            run.wait()
        data = log.read_bytes()
        assert data in (old, new), f"kill {i}: the log is neither the old nor the new bytes"
        others = _others(folder)
        assert len(others) <= 1, f"kill {i}: {sorted(others)}"
        left += bool(others)
        names.update(others)
    assert left, "no kill came during a write"
    assert names == {TEMP}  # one name for the temporary file of g.log, whatever the run
    if log.read_bytes() != old:
        log.write_bytes(old)
    done = referee("fmt", "--write", str(log))
    _, err = done.communicate(timeout=120)
    assert done.returncode == 0, err.decode()
    assert log.read_bytes() == new and sorted(os.listdir(folder)) == ["g.log"]


SLOW_WRITER = """
import os, sys, time
real = os.fsync
def slow(fd):
    print("writing", flush=True)
    time.sleep(float(sys.argv[2]))
    real(fd)
os.fsync = slow
from referee import safeio
safeio.WRITE_WAIT = float(sys.argv[3])
safeio.atomic_write(sys.argv[1], sys.argv[4])
print("written", flush=True)
"""


def _slow_writer(target: Path, text: str, sleep: float = 30, wait: float = 30) -> subprocess.Popen:
    """A process writing ``text`` to ``target`` whose flush to the disk takes ``sleep`` seconds; once it has
    printed ``writing`` its temporary file exists."""
    proc = subprocess.Popen([sys.executable, "-c", SLOW_WRITER, str(target), str(sleep), str(wait), text],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV, preexec_fn=_interruptible)
    assert proc.stdout is not None and proc.stdout.readline() == b"writing\n"
    return proc


def test_a_write_killed_leaves_its_temporary_file_and_the_next_write_removes_it(tmp_path):
    target = tmp_path / "g.log"
    target.write_text("old\n")
    w = _slow_writer(target, "first\n")
    w.kill()
    w.wait()
    assert len(os.listdir(tmp_path)) == 2 and target.read_text() == "old\n"  # the log and the temporary file
    safeio.atomic_write(target, "second\n")
    assert sorted(os.listdir(tmp_path)) == ["g.log"] and target.read_text() == "second\n"


def test_two_writes_of_one_file_take_turns_and_a_live_ones_temporary_file_is_never_removed(tmp_path, monkeypatch):
    target = tmp_path / "g.log"
    target.write_text("old\n")
    w = _slow_writer(target, "first\n", sleep=3)
    try:
        monkeypatch.setattr(safeio, "WRITE_WAIT", 0.5, raising=False)
        with pytest.raises(OSError) as e:  # the other write holds it: waited for, not taken for a stale one
            safeio.atomic_write(target, "second\n")
        assert "has not ended" in str(e.value)
        assert TEMP in os.listdir(tmp_path) and target.read_text() == "old\n"
        monkeypatch.setattr(safeio, "WRITE_WAIT", 30, raising=False)
        safeio.atomic_write(target, "second\n")  # after the first write, in turn
        assert w.wait(timeout=30) == 0 and w.stdout.read() == b"written\n"
    finally:
        if w.poll() is None:
            w.kill()
            w.wait()
    assert target.read_text() == "second\n" and sorted(os.listdir(tmp_path)) == ["g.log"]


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=lambda s: s.name)
def test_fmt_write_interrupted_leaves_no_temporary_file(tmp_path, sig):
    """SIGINT or SIGTERM during the write: it ends with 130 or 143, the log whole, no temporary file left."""
    folder = tmp_path / "logs"
    folder.mkdir()
    log, old, new = _big_log(folder)
    script = ("import os, sys, time\nreal = os.fsync\n"
              "def slow(fd):\n    print('writing', flush=True)\n    time.sleep(2)\n    real(fd)\n"
              "os.fsync = slow\nfrom referee.cli import main\nsys.exit(main(['fmt', '--write', sys.argv[1]]))\n")
    run = subprocess.Popen([sys.executable, "-c", script, str(log)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           env=ENV, preexec_fn=_interruptible)
    assert run.stdout is not None and run.stdout.readline() == b"writing\n"
    run.send_signal(sig)
    assert run.wait(timeout=30) == 128 + sig, run.stderr.read().decode()
    assert log.read_bytes() in (old, new) and sorted(os.listdir(folder)) == ["g.log"]


def test_only_the_referees_own_stale_temporary_file_is_removed(tmp_path):
    target = tmp_path / "g.log"
    target.write_text("old\n")
    theirs = {".g.log.bak": "a user's\n", ".g.log.abc123.tmp": "another program's\n", f"{TEMP}.keep": "kept\n",
              ".h.log.referee-tmp": "another log's, whose writer is alive for all we know\n"}
    for name, text in theirs.items():
        (tmp_path / name).write_text(text)
    outside = tmp_path / "outside.txt"
    outside.write_text("not ours\n")
    (tmp_path / TEMP).symlink_to(outside)  # a link with our name is not our file
    with pytest.raises(OSError):
        safeio.atomic_write(target, "new\n")
    assert outside.read_text() == "not ours\n" and (tmp_path / TEMP).is_symlink() and target.read_text() == "old\n"
    (tmp_path / TEMP).unlink()
    safeio.atomic_write(target, "new\n")
    assert target.read_text() == "new\n"
    for name, text in theirs.items():
        assert (tmp_path / name).read_text() == text
    assert outside.read_text() == "not ours\n"


def test_a_file_with_the_longest_name_is_written(tmp_path):
    target = tmp_path / ("a" * 251 + ".log")  # 255 bytes: ".NAME.referee-tmp" would be too long a name
    target.write_text("old\n")
    safeio.atomic_write(target, "new\n")
    assert target.read_text() == "new\n" and sorted(os.listdir(tmp_path)) == [target.name]
