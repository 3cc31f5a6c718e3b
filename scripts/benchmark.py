#!/usr/bin/env python3
"""How fast the referee is: every game beside the bare read of the same files, the start of a check, memory
over many logs, --jobs and a Dask cluster. The method and the figures are in docs/performance.md.

    .venv/bin/python scripts/benchmark.py                     # every game, 2,000 generated games each
    .venv/bin/python scripts/benchmark.py engine --games 500 --repeat 3 --game nozoku --game eitsuku
    .venv/bin/python scripts/benchmark.py engine --profile blackpoker   # cProfile of one pass, top 30
    .venv/bin/python scripts/benchmark.py start               # `referee check` of one small log vs `python -c pass`
    .venv/bin/python scripts/benchmark.py memory              # peak memory: 2,000 logs vs 200,000 logs
    .venv/bin/python scripts/benchmark.py jobs                # 20,000 logs: one process, --jobs 2, and a Dask cluster
    .venv/bin/python scripts/benchmark.py report              # `referee report` of 2,000 logs: the code of a commit before, and now

engine: each game's corpus comes from its own random legal play (``Game.random_log``), written as .log files
to a temporary folder. In each round, for every game in turn, the bare read (open, read, decode UTF-8, split
into lines, split lines into tokens: the floor any reader of the notation pays) and the referee
(``check_path`` on every file: read, parse, apply every event, end-of-log checks, verdict) run over the same
files, in one process, so that a change in the machine's load touches every figure alike. Best and median
over the rounds are reported as events per second (every event line counts; header, comment and claim lines
do not) and the referee's cost as a multiple of the bare read. Every verdict of the corpus must be clean.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import platform
import pstats
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from referee.core import game as registry  # noqa: E402
from referee.registry import infos  # noqa: E402
from referee.core.referee import check_path  # noqa: E402
from referee.notation.model import Event  # noqa: E402
from referee.notation.reader import LogReader  # noqa: E402

TARGET_RATE = 250_000
TARGET_RATIO = 10.0
ORDER = tuple(g.name for g in infos())  # every game, in the rulebooks' order (each game declares its place)


def cpu_name() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def machine() -> str:
    return (f"Python {platform.python_implementation()} {platform.python_version()}; {cpu_name()}, "
            f"{os.cpu_count()} logical CPUs; {platform.platform()}")


def bare_read(paths: list[Path]) -> int:
    """The floor: open, decode, split lines, split tokens. Returns the token count."""
    n = 0
    for p in paths:
        with open(p, "rb") as f:
            text = f.read().decode("utf-8")
        for line in text.splitlines():
            n += len(line.split())
    return n


def full_check(paths: list[Path]) -> int:
    """The referee on every file. Returns the number of logs not judged clean."""
    bad = 0
    for p in paths:
        v = check_path(p)
        if v.violations or v.errors:
            bad += 1
    return bad


def write_corpus(game: str, n: int, seed: int, folder: Path, observer: bool = False) -> tuple[list[Path], int]:
    """``n`` random legal games of ``game`` as .log files in ``folder``; their paths and event count."""
    g = registry.get(game)
    assert g is not None, game
    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    paths, events = [], 0
    for i in range(n):
        text = g.random_log(rng, observer=observer)
        events += sum(type(item) is Event for item in LogReader.from_text(text, "<corpus>"))
        p = folder / f"{game}-{i:06d}.log"
        p.write_text(text, encoding="utf-8")
        paths.append(p)
    return paths, events


def rate(events: int, seconds: float) -> float:
    return events / seconds if seconds > 0 else float("inf")


# -- engine -----------------------------------------------------------------------------------------------


def engine(args: argparse.Namespace) -> int:
    games = args.game or list(ORDER)
    tmp = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="referee-bench-"))
    try:
        corpora: dict[str, tuple[list[Path], int]] = {}
        for g in games:
            t0 = time.perf_counter()
            corpora[g] = write_corpus(g, args.games, args.seed, tmp / g, args.observer)
            print(f"corpus  {g:13} {args.games} games, {corpora[g][1]:,} events, "
                  f"{sum(p.stat().st_size for p in corpora[g][0]) / 1e6:.2f} MB ({time.perf_counter() - t0:.1f} s)",
                  file=sys.stderr)
        for g in games:  # warm-up, and every verdict must be clean
            bad = full_check(corpora[g][0])
            bare_read(corpora[g][0])
            if bad:
                print(f"{g}: {bad} of the generated games are not judged clean", file=sys.stderr)
                return 1
        if args.profile:
            prof = cProfile.Profile()
            prof.enable()
            full_check(corpora[args.profile][0]) if args.profile in corpora else None
            prof.disable()
            out = io.StringIO()
            pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(30)
            print(out.getvalue())
            return 0
        bare: dict[str, list[float]] = {g: [] for g in games}
        full: dict[str, list[float]] = {g: [] for g in games}
        for _round in range(args.repeat):  # interleaved: every game and its bare read in each round
            for g in games:
                paths = corpora[g][0]
                t0 = time.perf_counter()
                bare_read(paths)
                t1 = time.perf_counter()
                full_check(paths)
                t2 = time.perf_counter()
                bare[g].append(t1 - t0)
                full[g].append(t2 - t1)
        rows = []
        for g in games:
            ev = corpora[g][1]
            rows.append({
                "game": g, "events": ev, "games": args.games,
                "bare_best": rate(ev, min(bare[g])), "bare_median": rate(ev, statistics.median(bare[g])),
                "best": rate(ev, min(full[g])), "median": rate(ev, statistics.median(full[g])),
                "ratio_best": min(full[g]) / min(bare[g]),
                "ratio_median": statistics.median(full[g]) / statistics.median(bare[g]),
            })
        if args.json:
            print(json.dumps({"machine": machine(), "seed": args.seed, "repeat": args.repeat, "rows": rows}, indent=1))
            return 0
        print(f"{machine()}")
        print(f"{args.games} {'spectator' if args.observer else 'full-information'} games per game, seed {args.seed}, "
              f"{args.repeat} interleaved rounds\n")
        print("| game | events | bare read, best ev/s | referee, best ev/s | referee, median ev/s | × bare read (best) "
              "| × bare read (median) | ≥ 250,000 | ≤ 10× |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | :---: | :---: |")
        for r in rows:
            title = registry.get(r["game"]).title.split(" (")[0]
            print(f"| {title} | {r['events']:,} | {r['bare_best']:,.0f} | {r['best']:,.0f} | {r['median']:,.0f} "
                  f"| {r['ratio_best']:.1f}× | {r['ratio_median']:.1f}× | {'yes' if r['best'] >= TARGET_RATE else 'no'} "
                  f"| {'yes' if r['ratio_best'] <= TARGET_RATIO else 'no'} |")
        return 0
    finally:
        if not args.keep:
            shutil.rmtree(tmp, ignore_errors=True)


# -- start ------------------------------------------------------------------------------------------------


def start(args: argparse.Namespace) -> int:
    """``referee check LOG`` against ``python -c pass``, interleaved, each a fresh process."""
    log = Path(args.log) if args.log else ROOT / "docs" / "examples" / "club-night.log"
    py = sys.executable
    referee = [py, "-m", "referee", "check", str(log)]
    # as an installed package is: its bytecode compiled (pip compiles a wheel's modules; an editable install
    # compiles them at the first run unless PYTHONDONTWRITEBYTECODE is set, as it is on some machines)
    subprocess.run([py, "-m", "compileall", "-q", str(ROOT / "referee")], capture_output=True)
    subprocess.run(referee, capture_output=True)  # warm the page cache and the cache folder's tables
    empty, check = [], []
    for _round in range(args.repeat):
        for cmd, into in (([py, "-c", "pass"], empty), (referee, check)):
            t0 = time.perf_counter()
            subprocess.run(cmd, capture_output=True, stdin=subprocess.DEVNULL)
            into.append(time.perf_counter() - t0)
    print(machine())
    print(f"log: {log.relative_to(ROOT) if log.is_relative_to(ROOT) else log}, {args.repeat} interleaved rounds\n")
    print("| | best | median |")
    print("| --- | ---: | ---: |")
    print(f"| `python -c pass` | {min(empty) * 1000:.0f} ms | {statistics.median(empty) * 1000:.0f} ms |")
    print(f"| `referee check LOG` | {min(check) * 1000:.0f} ms | {statistics.median(check) * 1000:.0f} ms |")
    print(f"| ratio | {min(check) / min(empty):.1f}× | {statistics.median(check) / statistics.median(empty):.1f}× |")
    return 0


# -- memory, jobs, dask -----------------------------------------------------------------------------------

PEAK = """
import resource, sys
from referee.cli import main
code = main(sys.argv[1:])
sys.stderr.write("PEAK %d\\n" % resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
raise SystemExit(code)
"""


def linked_corpus(base: list[Path], n: int, folder: Path) -> None:
    """``n`` logs in ``folder``: hard links to the ``base`` files, round and round (the same work per log)."""
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        os.link(base[i % len(base)], folder / f"{i:07d}.log")


def peak_kb(args: list[str]) -> tuple[int, float]:
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, "-c", PEAK, *args], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    seconds = time.perf_counter() - t0
    return int(r.stderr.rsplit("PEAK ", 1)[1].split()[0]), seconds


def memory(args: argparse.Namespace) -> int:
    tmp = Path(tempfile.mkdtemp(prefix="referee-mem-"))
    try:
        base, _events = write_corpus(args.memory_game, 200, args.seed, tmp / "base")
        print(machine())
        print(f"logs: hard links to 200 generated {args.memory_game} games; one process (no --jobs)\n")
        print("| logs | format | peak memory (max RSS) | time |")
        print("| ---: | --- | ---: | ---: |")
        for n in args.sizes:
            folder = tmp / f"n{n}"
            linked_corpus(base, n, folder)
            for fmt in ("json", "jsonl"):
                kb, s = peak_kb(["check", "--format", fmt, str(folder)])
                print(f"| {n:,} | {fmt} | {kb / 1024:.1f} MB | {s:.0f} s |", flush=True)
            shutil.rmtree(folder)
        return 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def jobs(args: argparse.Namespace) -> int:
    tmp = Path(tempfile.mkdtemp(prefix="referee-jobs-"))
    try:
        base: list[Path] = []
        for g in ORDER:
            paths, _events = write_corpus(g, 100, args.seed, tmp / "base" / g)
            base.extend(paths)
        folder = tmp / "logs"
        linked_corpus(base, args.logs, folder)
        runs: list[tuple[str, list[str]]] = [("one process", []), ("--jobs 2", ["--jobs", "2"])]
        cluster = None
        if args.dask:
            from distributed import LocalCluster

            cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                   silence_logs=40)
            runs.append(("--dask (local cluster, 2 workers)", ["--dask", cluster.scheduler_address]))
        times: dict[str, list[float]] = {name: [] for name, _a in runs}
        outputs: dict[str, bytes] = {}
        try:
            for _round in range(args.repeat):
                for name, extra in runs:
                    t0 = time.perf_counter()
                    r = subprocess.run([sys.executable, "-m", "referee", "check", "--format", "json", *extra, str(folder)],
                                       capture_output=True)
                    times[name].append(time.perf_counter() - t0)
                    outputs[name] = r.stdout
        finally:
            if cluster is not None:
                cluster.close()
        same = len(set(outputs.values())) == 1
        print(machine())
        print(f"{args.logs:,} logs (hard links to 100 generated games of each game), --format json, "
              f"{args.repeat} interleaved rounds; the same bytes from every run: {'yes' if same else 'NO'}\n")
        print("| run | best | median | logs/s (best) | speed-up (best) |")
        print("| --- | ---: | ---: | ---: | ---: |")
        one = min(times["one process"])
        for name, _a in runs:
            t = times[name]
            print(f"| {name} | {min(t):.1f} s | {statistics.median(t):.1f} s | {args.logs / min(t):,.0f} | {one / min(t):.2f}× |")
        return 0 if same else 1
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


# -- report ------------------------------------------------------------------------------------------------

#: the commit whose ``referee/report/`` the report is measured against: the code as it was before it was made faster
REPORT_BASE = "7f63331"

#: runs ``referee report`` as the command does (its ``run``), timed inside the process; args: DIR JOBS LOG…
REPORT = """
import argparse, sys, time
from referee.terminal import console
from referee.report.site import run
out, jobs, *paths = sys.argv[1:]
ns = argparse.Namespace(paths=paths, out=out, rulebook=False, results=None, encoding="utf-8", option=None, partial=False,
                        sets=None, jobs=None if jobs == "default" else int(jobs))
t0 = time.perf_counter()
code = run(ns, console())
sys.stderr.write("SECONDS %.6f\\n" % (time.perf_counter() - t0))
raise SystemExit(code)
"""


#: what :func:`base_package` takes from the commit before: the report's code and the pictures' writer
#: (``Sketch.svg``, made faster for the report), and the command line of then, which the report's code imported from
REPORT_CODE = ("referee/report", "referee/core/picture.py", "referee/cli.py")


def base_package(rev: str, folder: Path) -> Path:
    """A copy of this checkout's ``referee`` package in ``folder`` with ``referee/report/`` and
    ``referee/core/picture.py`` as they were at ``rev`` (:data:`REPORT_CODE`; the rest of the referee is today's, so
    only the report's own code differs); the features and rulebooks are this checkout's. Returns what to put on
    PYTHONPATH."""
    import tarfile

    shutil.copytree(ROOT / "referee", folder / "referee", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.rmtree(folder / "referee" / "report")
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, *REPORT_CODE], capture_output=True, check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")
    for name in ("features", "docs"):  # found beside the package, as from a checkout
        (folder / name).symlink_to(ROOT / name)
    # what the report's code of then reads that has moved since: the rulebooks' files, now each game's declaration
    with open(folder / "referee" / "core" / "rulebook.py", "a", encoding="utf-8") as f:
        f.write("\n\n# added by scripts/benchmark.py for the report's code of then\nRULEBOOKS = rulebook_files()\n")
    return folder


def site_size(folder: Path) -> tuple[int, int, int]:
    """The bytes and the number of files of a site, and the bytes of its logs' pages (DIR/<lang>/logs/)."""
    size = files = pages = 0
    for p in folder.rglob("*"):
        if p.is_file():
            size += p.stat().st_size
            files += 1
            if p.parent.name == "logs":
                pages += p.stat().st_size
    return size, files, pages


def same_pages(a: Path, b: Path) -> bool:
    """Whether two sites have the same files with the same bytes, but for the time in each page's footer."""
    import re

    foot = re.compile(rb'<footer class="site">.*?</footer>', re.S)
    names = sorted(str(p.relative_to(a)) for p in a.rglob("*") if p.is_file())
    if names != sorted(str(p.relative_to(b)) for p in b.rglob("*") if p.is_file()):
        return False
    for n in names:
        if n.endswith(".json"):  # the marker: the version and the list of files (compared above)
            continue
        if foot.sub(b"", (a / n).read_bytes()) != foot.sub(b"", (b / n).read_bytes()):
            return False
    return True


def report(args: argparse.Namespace) -> int:
    """``referee report`` of ``--logs`` generated games (as many of each game), each run a fresh process in turn:
    the report's code at ``--base`` (:func:`base_package`), today's, and today's with each ``--jobs``. The wall
    time of each process and its CPU time (user and system, with its workers), the site's size, and whether every
    run wrote the same pages."""
    tmp = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="referee-report-"))
    try:
        logs = tmp / "logs"
        if not logs.is_dir():
            for g in ORDER:
                write_corpus(g, args.logs // len(ORDER), args.seed, logs / g)
        n = sum(1 for _p in logs.rglob("*.log"))
        old = tmp / "base"
        if not old.is_dir():
            base_package(args.base, old)
        runs: list[tuple[str, Path, int | str]] = [(f"before ({args.base})", old, 1), ("now, --jobs 1", ROOT, 1)]
        runs += [(f"now, --jobs {j}", ROOT, j) for j in args.jobs]
        runs.append(("now, without --jobs (every CPU)", ROOT, "default"))
        here = tmp / "run"  # the processes' folder: no referee package and no test-results/ in it
        here.mkdir(exist_ok=True)
        wall: dict[str, list[float]] = {name: [] for name, _p, _j in runs}
        cpu: dict[str, list[float]] = {name: [] for name, _p, _j in runs}
        sizes: dict[str, tuple[int, int, int]] = {}
        same = True
        for _round in range(args.repeat):  # interleaved: each run once per round, in turn
            for i, (name, package, jobs) in enumerate(runs):
                out = tmp / f"site-{i}"
                shutil.rmtree(out, ignore_errors=True)
                env = dict(os.environ, PYTHONPATH=str(package))
                used = os.times()
                t0 = time.perf_counter()
                r = subprocess.run([sys.executable, "-c", REPORT, str(out), str(jobs), str(logs)], cwd=here, env=env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
                wall[name].append(time.perf_counter() - t0)
                after = os.times()
                cpu[name].append(after.children_user - used.children_user + after.children_system - used.children_system)
                if "SECONDS" not in r.stderr or r.returncode != 0:
                    print(f"{name}: exit {r.returncode}\n{r.stderr}", file=sys.stderr)
                    return 1
                if name not in sizes:
                    sizes[name] = site_size(out)
            first = tmp / "site-0"
            same = same and all(same_pages(first, tmp / f"site-{i}") for i in range(1, len(runs)))
        print(machine())
        print(f"{n:,} logs (generated games, {args.logs // len(ORDER)} of each game, seed {args.seed}), {args.repeat} "
              f"interleaved rounds; the same pages from every run: {'yes' if same else 'NO'}\n")
        print("| run | wall (best) | wall (median) | CPU (median) | ms per log (best) | × before (best) | site | per log "
              "| a log's pages | files |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        before = min(wall[runs[0][0]])
        for name, _p, _j in runs:
            size, files, pages = sizes[name]
            print(f"| {name} | {min(wall[name]):.1f} s | {statistics.median(wall[name]):.1f} s | {statistics.median(cpu[name]):.1f} s | "
                  f"{min(wall[name]) / n * 1000:.1f} | {before / min(wall[name]):.2f}× | {size / 1e6:.1f} MB | "
                  f"{size / n / 1000:.1f} KB | {pages / n / 1000:.1f} KB | {files:,} |")
        return 0 if same else 1
    finally:
        if not args.keep:
            shutil.rmtree(tmp, ignore_errors=True)


def parse(argv: list[str]) -> argparse.Namespace:
    """The command line (tests/test_benchmark_script.py parses the commands docs/performance.md shows)."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="what")
    e = sub.add_parser("engine", help="every game beside the bare read (the default)")
    e.add_argument("--games", type=int, default=2000, help="generated games per game (default 2000)")
    e.add_argument("--seed", type=int, default=2024)
    e.add_argument("--repeat", type=int, default=5, help="interleaved rounds (default 5)")
    e.add_argument("--game", action="append", choices=ORDER, help="only this game (repeatable)")
    e.add_argument("--observer", action="store_true", help="spectator logs (hidden cards as ??)")
    e.add_argument("--profile", nargs="?", const="", metavar="GAME",
                   help="profile one pass of GAME (default: the first game) with cProfile instead")
    e.add_argument("--keep", metavar="DIR", help="write the corpora to DIR and keep them")
    e.add_argument("--json", action="store_true", help="the figures as JSON")
    s = sub.add_parser("start", help="`referee check LOG` against `python -c pass`")
    s.add_argument("--log", help="the log (default: docs/examples/club-night.log, a short game of the docs)")
    s.add_argument("--repeat", type=int, default=20)
    m = sub.add_parser("memory", help="peak memory of check --format json|jsonl over many logs")
    m.add_argument("--sizes", type=int, nargs="+", default=[2000, 200000])
    m.add_argument("--memory-game", choices=ORDER, default=ORDER[0])
    m.add_argument("--seed", type=int, default=2024)
    j = sub.add_parser("jobs", help="one process against --jobs 2 (and --dask) on many logs")
    j.add_argument("--logs", type=int, default=20000)
    j.add_argument("--repeat", type=int, default=3)
    j.add_argument("--dask", action="store_true", help="also a local Dask cluster of 2 workers")
    j.add_argument("--seed", type=int, default=2024)
    r = sub.add_parser("report", help="`referee report` of many logs: the report's code at a commit before, and now")
    r.add_argument("--logs", type=int, default=2000, help="generated logs, as many of each game (default 2000)")
    r.add_argument("--repeat", type=int, default=1, help="interleaved rounds (default 1)")
    r.add_argument("--jobs", type=int, nargs="*", default=[], help="also now with --jobs N (besides --jobs 1 and without --jobs)")
    r.add_argument("--base", default=REPORT_BASE, help=f"the commit of the report's code before (default {REPORT_BASE})")
    r.add_argument("--seed", type=int, default=2024)
    r.add_argument("--keep", metavar="DIR", help="work in DIR and keep it (the logs and the old package are made once)")
    given = list(argv)
    if not given or (given[0].startswith("-") and given[0] not in ("-h", "--help")):
        given.insert(0, "engine")
    args = ap.parse_args(given)
    if args.what == "engine" and args.profile == "":
        args.profile = (args.game or list(ORDER))[0]
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse(list(sys.argv[1:] if argv is None else argv))
    return {"engine": engine, "start": start, "memory": memory, "jobs": jobs, "report": report}[args.what](args)


if __name__ == "__main__":
    raise SystemExit(main())
