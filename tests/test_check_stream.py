"""``referee check`` over many logs (issue 15): verdicts streamed as they are made, one JSON document or one
verdict a line (``--format jsonl``), the same bytes with one process, with ``--jobs`` and on a Dask cluster,
and memory that does not grow with the number of logs."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from browser import Verdicts

from referee import batch, cli
from referee.harness import properties as P

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"


#: logs of each folder of scenarios/ in ``some_logs``: the shortest in the quick profile (CI), the three shortest in
#: the nightly one (referee/harness/properties.py); every run here checks them again, in each format, with
#: ``--jobs`` and on a cluster
PER_FOLDER = 3 if P.deep() else 1


@pytest.fixture(scope="module")
def some_logs(tmp_path_factory) -> Path:
    """A folder of bundled logs: the shortest of each game and each kind of bad input (links; PER_FOLDER)."""
    folder = tmp_path_factory.mktemp("logs")
    for game in sorted(p for p in SCENARIOS.iterdir() if p.is_dir()):
        for log in sorted(game.glob("*.log"), key=lambda p: (p.stat().st_size, p.name))[:PER_FOLDER]:
            os.link(log, folder / f"{game.name}-{log.name}")
    return folder


KEPT = Verdicts()  # the verdicts of one process's runs: reached once for the module, rendered in every format


def run(capsys, *args: str) -> tuple[int, str, str]:
    """``referee ARGS`` in this process. A run in this process (no ``--jobs``, no ``--dask``) takes the verdicts
    an earlier one reached (tests/browser.py, Verdicts); the runs it is compared with make their own, in their
    worker processes."""
    with KEPT.reused() if "--jobs" not in args and "--dask" not in args else contextlib.nullcontext():
        code = cli.main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_json_lines_give_the_json_documents_verdicts_one_a_line(capsys, some_logs):
    code, doc, _ = run(capsys, "check", "--format", "json", str(some_logs))
    code_l, lines, _ = run(capsys, "check", "--format", "jsonl", str(some_logs))
    verdicts = json.loads(doc)["verdicts"]
    assert code_l == code
    assert lines.endswith("\n") and len(lines.splitlines()) == len(verdicts) == 6 * PER_FOLDER
    assert [json.loads(line) for line in lines.splitlines()] == verdicts


def test_jobs_give_the_same_bytes(capsys, some_logs):
    for fmt in ("json", "jsonl", "sarif", "text"):
        one = run(capsys, "check", "--format", fmt, str(some_logs))
        two = run(capsys, "check", "--format", fmt, "--jobs", "2", str(some_logs))
        if fmt == "sarif":  # the run's start and end times differ: its results must not
            one, two = [(c, json.loads(o)["runs"][0]["results"]) for c, o, _e in (one, two)]
        assert one[:2] == two[:2], fmt


def test_missing_paths_keep_their_place_among_the_checked_logs(tmp_path, capsys):
    club = SCENARIOS / "curtain_call" / "fully-observed.log"  # a clean game
    paths = [str(club), str(tmp_path / "gone.log"), str(club), str(tmp_path / "nor-this.log")]
    for jobs in ("1", "2"):
        code, out, _ = run(capsys, "check", "--format", "jsonl", "--jobs", jobs, *paths)
        got = [json.loads(line) for line in out.splitlines()]
        assert [v["path"] for v in got] == paths
        assert [v["status"] for v in got] == ["clean", "bad-input", "clean", "bad-input"]
        assert code == cli.EXIT_BAD_INPUT


def test_batches_are_bounded_by_count_and_bytes(tmp_path):
    small = tmp_path / "s.log"
    small.write_text("x\n")
    big = tmp_path / "b.log"
    big.write_bytes(b"x" * (batch.BATCH_BYTES // 2 + 1))
    jobs = [(str(small),)] * (batch.BATCH * 2 + 3)
    assert [len(b) for b in batch._batches(jobs)] == [batch.BATCH, batch.BATCH, 3]
    assert [len(b) for b in batch._batches([(str(big),)] * 5)] == [2, 2, 1]


# -- memory does not grow with the logs -------------------------------------------------------------------

PEAK = """
import resource, sys
from referee.cli import main
code = main(sys.argv[1:])
sys.stderr.write("PEAK %d\\n" % resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
raise SystemExit(code)
"""


def _peak_kb(folder: Path, fmt: str) -> int:
    # the referee's own memory: not measured by coverage (its data grows with what it measures, not with the logs)
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("COV_CORE") and k not in ("COVERAGE_PROCESS_START", "COVERAGE_PROCESS_CONFIG")}
    r = subprocess.run([sys.executable, "-c", PEAK, "check", "--format", fmt, str(folder)], capture_output=True,
                       text=True, env=env, stdin=subprocess.DEVNULL)
    assert r.returncode in (cli.EXIT_CLEAN, cli.EXIT_VIOLATIONS, cli.EXIT_BAD_INPUT), r.stderr[-2000:]
    return int(r.stderr.rsplit("PEAK ", 1)[1].split()[0])


@pytest.mark.parametrize("fmt", ["json", "jsonl"])
def test_memory_is_the_same_for_ten_times_the_logs(tmp_path, fmt):
    """100 and 1,000 logs (hard links to the bundled games of the quickest game to check: the same work per
    log) peak within 4 MB of each other; a run that kept each verdict (about 12 KB a log before verdicts
    were streamed) would grow over 10 MB. scripts/benchmark.py --memory measures 2,000 against 200,000."""
    logs = sorted((SCENARIOS / "curtain_call").glob("*.log"))
    peaks = []
    for n in (100, 1000):
        folder = tmp_path / f"n{n}"
        folder.mkdir()
        for i in range(n):
            src = logs[i % len(logs)]
            os.link(src, folder / f"{i:05d}-{src.name}")
        peaks.append(_peak_kb(folder, fmt))
    assert peaks[1] - peaks[0] < 4 * 1024, peaks


# -- a Dask cluster writes the same verdicts ---------------------------------------------------------------


@pytest.fixture(scope="module")
def dask_cluster():
    distributed = pytest.importorskip("distributed", reason="the dask extra is part of the test extra")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                  silence_logs=40) as cluster:
        yield cluster.scheduler_address


@pytest.mark.parametrize("fmt", ["json", "jsonl", "text"])
def test_a_dask_cluster_gives_the_same_bytes_as_one_machine(dask_cluster, capsys, fmt, some_logs):
    one = run(capsys, "check", "--format", fmt, str(some_logs))
    dask = run(capsys, "check", "--format", fmt, "--dask", dask_cluster, str(some_logs))
    assert dask[:2] == one[:2]


def test_no_scheduler_at_the_address_is_a_usage_error(capsys, monkeypatch):
    monkeypatch.setattr(batch, "DASK_TIMEOUT", "1s")
    code, _, err = run(capsys, "check", "--dask", "tcp://127.0.0.1:9", str(SCENARIOS / "curtain_call"))
    assert code == cli.EXIT_USAGE and "--dask" in err and "tcp://127.0.0.1:9" in err


def test_without_the_dask_extra_the_error_says_how_to_get_it(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)  # import fails as where it is not installed
    code, _, err = run(capsys, "check", "--dask", "tcp://127.0.0.1:9", str(SCENARIOS / "curtain_call"))
    assert code == cli.EXIT_USAGE and "pip install 'referee[dask]'" in err


def test_standard_input_is_not_sent_to_a_cluster(capsys):
    code, _, err = run(capsys, "check", "--dask", "tcp://127.0.0.1:9", "-")
    assert code == cli.EXIT_USAGE and "--dask" in err
