#!/usr/bin/env python3
"""Benchmark the referee on a corpus of random legal games of one game.

    .venv/bin/python scripts/benchmark.py                 # 2,000 games, seed 2024
    .venv/bin/python scripts/benchmark.py --games 5000 --seed 7 --repeat 7
    .venv/bin/python scripts/benchmark.py --observer      # masked (spectator) logs
    .venv/bin/python scripts/benchmark.py --profile       # cProfile, top 25
    .venv/bin/python scripts/benchmark.py --game nozoku   # another game (default curtain-call)

The corpus is written as .log files to a temporary directory (or --keep DIR).
Two measurements over the same files, single process:

  bare read  open, read, decode UTF-8, split into lines, split lines into tokens;
             the floor any reader of the notation pays.
  referee    check_path() on every file: read, parse, apply every event to the
             game state, end-of-log checks, verdict.

Each is repeated; the best and the median are reported as events per second
(every event line counts: deals, set and play; header, comment and claim lines do not). The corpus
comes from the game's own random play (``Game.random_log``, its ``play`` module).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import platform
import pstats
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from referee.core.referee import check_path  # noqa: E402
from referee.core import game as registry  # noqa: E402
from referee.notation.model import Event  # noqa: E402
from referee.notation.reader import LogReader  # noqa: E402


def cpu_name() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


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


def timed(fn, paths: list[Path], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn(paths)
        out.append(time.perf_counter() - t0)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=2000, help="games in the corpus (default 2000)")
    ap.add_argument("--seed", type=int, default=2024, help="corpus seed (default 2024)")
    ap.add_argument("--repeat", type=int, default=5, help="repetitions of each measurement (default 5)")
    ap.add_argument("--observer", action="store_true", help="benchmark spectator logs (hidden cards as ??)")
    ap.add_argument("--profile", action="store_true", help="profile one referee pass with cProfile (top 25)")
    ap.add_argument("--keep", metavar="DIR", help="write the corpus to DIR and keep it")
    ap.add_argument("--game", choices=[g.name for g in registry.all_games()], default="curtain-call",
                    help="which game's random corpus (default curtain-call)")
    args = ap.parse_args(argv)

    t0 = time.perf_counter()
    g = registry.get(args.game)
    assert g is not None
    rng = random.Random(args.seed)
    texts = [g.random_log(rng, observer=args.observer) for _ in range(args.games)]
    games = texts
    events = sum(sum(isinstance(item, Event) for item in LogReader.from_text(t, "<corpus>")) for t in texts)
    gen_s = time.perf_counter() - t0

    with tempfile.TemporaryDirectory(prefix="referee-bench-") as tmp:
        root = Path(args.keep) if args.keep else Path(tmp)
        root.mkdir(parents=True, exist_ok=True)
        paths = []
        for i, text in enumerate(texts):
            p = root / f"game-{i:05d}.log"
            p.write_text(text, encoding="utf-8")
            paths.append(p)
        size = sum(p.stat().st_size for p in paths)

        bad = full_check(paths)  # warm-up, and the corpus must be judged clean
        bare_read(paths)
        if args.profile:
            prof = cProfile.Profile()
            prof.enable()
            full_check(paths)
            prof.disable()
            out = io.StringIO()
            pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(25)
            print(out.getvalue())
        bare = timed(bare_read, paths, args.repeat)
        full = timed(full_check, paths, args.repeat)

    def rate(seconds: float) -> float:
        return events / seconds

    print(f"Python       {platform.python_implementation()} {platform.python_version()} ({sys.executable})")
    print(f"CPU          {cpu_name()}, {os.cpu_count()} logical CPUs; platform {platform.platform()}")
    kind = "spectator (masked)" if args.observer else "full-information"
    print(f"corpus       {len(games)} {kind} {args.game} games, seed {args.seed}, {events} events, {size / 1e6:.2f} MB "
          f"(generated in {gen_s:.1f} s)")
    print(f"verdicts     {len(games) - bad} clean, {bad} not clean")
    print(f"repetitions  {args.repeat}")
    print()
    print(f"{'':12} {'best events/s':>14} {'median events/s':>16} {'best s':>8} {'games/s (best)':>15}")
    for name, times in (("bare read", bare), ("referee", full)):
        best, med = min(times), statistics.median(times)
        print(f"{name:12} {rate(best):>14,.0f} {rate(med):>16,.0f} {best:>8.3f} {len(games) / best:>15,.0f}")
    print()
    print(f"referee / bare read: {min(full) / min(bare):.1f}x slower (best), "
          f"{statistics.median(full) / statistics.median(bare):.1f}x (median)")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
