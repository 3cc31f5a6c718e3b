"""The cascade figure: how often one slip in a log stays one finding (docs/slips.md).

    python scripts/cascade.py                     # 1,000 generated games per game + every recorded game
    python scripts/cascade.py --games 100         # quicker
    python scripts/cascade.py --write docs/slips.md   # rewrite the figures table between the markers
    python scripts/cascade.py --failed DIR        # also write each slipped log that cascaded, for a look

Method (referee/harness/cascade.py): for each base log, one slip of each kind; a finding the base did not
have, off the slip's own line and the first line after it that proves it, is a cascade finding.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from referee.harness import cascade as K  # noqa: E402
from referee.registry import infos  # noqa: E402

BEGIN, END = "<!-- cascade figures: begin -->", "<!-- cascade figures: end -->"
TITLES = {g.name: g.short_title for g in infos()}


def measure(n: int, seed: int, recorded_per_kind: int, games: tuple[str, ...] = K.GENERATED_GAMES) -> tuple[list[K.Outcome], float]:
    rng = random.Random(seed)
    out: list[K.Outcome] = []
    t = time.perf_counter()
    for base in K.recorded(ROOT / "scenarios"):
        if base.game in games:
            out.extend(K.slips(base, rng, per_kind=recorded_per_kind))
    for game in games:
        for base in K.generated(game, n, seed=seed):
            out.extend(K.slips(base, rng))
    return out, time.perf_counter() - t


def table(outcomes: list[K.Outcome], n: int, seconds: float) -> str:
    tally = K.tally(outcomes)
    lines = [
        f"Measured with `python scripts/cascade.py --games {n}` ({len(outcomes):,} slips in {seconds:.0f} s): every recorded "
        f"game in `scenarios/` (three slips of each kind) and {n:,} generated games per game (one of each kind; every "
        "other one as an observer would record it).",
        "",
        "| game | kind of slip | slips | one finding (no cascade) | cascade findings | new doubts | scores kept (same / unknown) |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    for game in sorted({o.game for o in outcomes}, key=K.GENERATED_GAMES.index):
        for kind in (*K.KINDS, "all"):
            t = tally.get((game, kind))
            if t is None:
                continue
            scores = f"{t.same_scores} / {t.unknown_scores} of {t.scored}" if t.scored else "–"
            name = f"**{TITLES[game]}**" if kind == "all" else TITLES[game]
            kind_s = "**all**" if kind == "all" else kind
            rate = f"{100 * t.rate:.1f} %"
            lines.append(f"| {name} | {kind_s} | {t.slips:,} | {'**' + rate + '**' if kind == 'all' else rate} | {t.cascade:,} | "
                         f"{t.doubts:,} | {scores} |")
    internal = [o for o in outcomes if o.internal]
    where = ", ".join(f"{TITLES[g]} {sum(o.game == g for o in internal)}" for g in sorted({o.game for o in internal}))
    lines += ["", f"Referee failures (REFEREE-INTERNAL) in all these slipped logs: {len(internal)}"
              + (f" ({where})." if internal else ".")]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=1000, help="generated games per game (default 1000)")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--recorded", type=int, default=3, help="slips of each kind per recorded game (default 3)")
    ap.add_argument("--write", metavar="DOC", help="rewrite the figures between the markers in DOC")
    ap.add_argument("--failed", metavar="DIR", help="write every slipped log that cascaded or made the referee fail into DIR")
    ap.add_argument("--game", choices=K.GENERATED_GAMES, action="append", help="measure this game only (repeatable)")
    a = ap.parse_args(argv)
    if a.game and a.write:
        ap.error("--write rewrites the table of every game: measure them all")
    outcomes, seconds = measure(a.games, a.seed, a.recorded, tuple(a.game) if a.game else K.GENERATED_GAMES)
    text = table(outcomes, a.games, seconds)
    print(text)
    if a.failed:
        d = Path(a.failed)
        d.mkdir(parents=True, exist_ok=True)
        for i, o in enumerate(o for o in outcomes if o.cascade or o.internal):
            head = [f"# {o.base}: {o.kind} at line {o.line}: {o.slipped}", "# cascade (line numbers of the log without these comments):",
                    *(f"#   {c}" for c in [*o.cascade, *o.internal])]
            (d / f"{o.game}-{o.kind}-{i:04d}.log").write_text("\n".join(head) + "\n" + o.text, encoding="utf-8")
    if a.write:
        path = Path(a.write)
        doc = path.read_text(encoding="utf-8")
        head, rest = doc.split(BEGIN, 1)
        _, tail = rest.split(END, 1)
        new = f"{head}{BEGIN}\n{text}\n{END}{tail}"
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(new)
        os.replace(tmp, path)  # written whole, or not at all
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
