"""The bundled recorded games: every scenarios/**/*.log is refereed and its verdict
must match the hand-checked verdict in the ``<name>.expected.json`` beside it.

An expected file says:
  status      "clean" | "violations" | "bad-input"
  findings    [{line, kind, clause, [col], [discovered], why}] -- the exact multiset of
              (kind, clause, line); ``col`` and ``discovered`` ("LINE:COL") are checked
              where they are given
  scores, winners, ending   the result, when the game reached its curtain call
  result: null              when the referee cannot produce a result (unknown game, log cut off)

A log without an expected file, or an expected file without its log, fails.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from referee.core.referee import check_path

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"
SUFFIX = ".expected.json"
KINDS = {"violation", "error", "unverifiable"}
STATUSES = {"clean", "violations", "bad-input"}


def _stems() -> list[Path]:
    """Every game, named by its path without extension: from the logs and from the expected files."""
    logs = {p.with_suffix("") for p in SCENARIOS.rglob("*.log")}
    expected = {p.with_name(p.name[: -len(SUFFIX)]) for p in SCENARIOS.rglob("*" + SUFFIX)}
    return sorted(logs | expected)


STEMS = _stems()


def _id(stem: Path) -> str:
    return stem.relative_to(SCENARIOS).as_posix()


def test_there_are_recorded_games():
    """The parametrized test below must not silently run over nothing."""
    assert len([s for s in STEMS if s.parent.name == "curtain_call"]) >= 10
    assert len([s for s in STEMS if s.parent.name == "bad_input"]) >= 3


def _load(stem: Path) -> tuple[Path, dict]:
    log = stem.with_name(stem.name + ".log")
    exp = stem.with_name(stem.name + SUFFIX)
    assert log.is_file(), f"{_id(stem)}{SUFFIX} has no {log.name} beside it"
    assert exp.is_file(), f"{_id(stem)}.log has no expected verdict: write {exp.name} beside it"
    expected = json.loads(exp.read_text(encoding="utf-8"))
    assert expected.get("log") == log.name, f"{exp.name} names {expected.get('log')!r}, not {log.name!r}"
    assert expected["status"] in STATUSES
    for f in expected["findings"]:
        assert f["kind"] in KINDS, f
        assert f.get("why", "").strip(), f"every expected finding explains itself: {f}"
    return log, expected


def _actual(verdict) -> list[dict]:
    out = []
    for f in verdict.findings:
        d = {"kind": f.kind, "clause": f.clause, "line": f.position.line, "col": f.position.col}
        if f.discovered is not None:
            d["discovered"] = f"{f.discovered.line}:{f.discovered.col}"
        out.append(d)
    return out


def _same(expected: dict, actual: dict) -> bool:
    return all(expected[k] == actual.get(k) for k in ("kind", "clause", "line", "col", "discovered") if k in expected)


@pytest.mark.parametrize("stem", STEMS, ids=_id)
def test_recorded_game_verdict(stem: Path):
    log, expected = _load(stem)
    verdict = check_path(log)

    actual = _actual(verdict)
    key = lambda f: (f["kind"], f["clause"], f["line"])  # noqa: E731
    want = Counter(key(f) for f in expected["findings"])
    got = Counter(key(f) for f in actual)
    assert got == want, (
        f"{_id(stem)}: findings differ\n  missing: {sorted((want - got).elements())}\n"
        f"  unexpected: {sorted((got - want).elements())}\n"
        + "\n".join(f"  referee said: {f}" for f in verdict.sorted())
    )
    # columns and discovery positions, where the expected file gives them
    unmatched = list(actual)
    for f in sorted(expected["findings"], key=lambda f: -len(f)):  # most specific first
        match = next((a for a in unmatched if _same(f, a)), None)
        assert match is not None, f"{_id(stem)}: no finding matches {f}; the referee gave {actual}"
        unmatched.remove(match)

    assert verdict.status == expected["status"]

    if "result" in expected and expected["result"] is None:
        assert verdict.result is None
        return
    assert verdict.result is not None, f"{_id(stem)}: the game did not reach its curtain call"
    assert verdict.result.scores == expected["scores"]
    assert sorted(verdict.result.winners) == sorted(expected["winners"])
    assert verdict.result.ending == expected["ending"]
