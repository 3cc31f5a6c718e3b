"""The bundled recorded games: every scenarios/**/*.log is refereed and its verdict
must match the hand-checked verdict in the ``<name>.expected.json`` beside it, compared as
``referee check --expected`` compares it (referee/expected.py, docs/cli.md).

An expected file says:
  status      "clean" | "violations" | "bad-input"
  findings    [{line, kind, clause, [col], [discovered], why}] -- the exact multiset of
              (kind, clause, line); ``col`` and ``discovered`` ("LINE:COL") are checked
              where they are given
  scores, winners, ending   the result, when the game reached its curtain call
  result: null              when the referee cannot produce a result (unknown game, log cut off)

The project's own expected files also explain every finding (``why``), worked out from the
rulebook. A log without an expected file, or an expected file without its log, fails.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from referee import expected as X
from referee.api import verdict_of

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"
SUFFIX = X.SUFFIX


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
    expected = X.load(log)
    assert expected is not None
    assert expected.get("log") == log.name, f"{exp.name} names {expected.get('log')!r}, not {log.name!r}"
    for f in expected["findings"]:
        assert f.get("why", "").strip(), f"every expected finding explains itself: {f}"
    return log, expected


@pytest.mark.parametrize("stem", STEMS, ids=_id)
def test_recorded_game_verdict(stem: Path):
    log, expected = _load(stem)
    verdict = verdict_of(str(log))
    diffs = X.differences(expected, verdict)
    assert not diffs, f"{_id(stem)}: not as expected\n  " + "\n  ".join(diffs) + "\n" + "\n".join(
        f"  referee said: {f['line']}:{f['col']} {f['kind']} {f['clause']}: {f['message']}" for f in verdict["findings"])
