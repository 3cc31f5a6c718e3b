"""scripts/verdicts.py, the verdicts kept across an engine change (issue 30): a small save (3 generated games of
two games, with every bundled log of theirs) holds what it says, compare finds it identical, and a verdict
tampered with in the saved file, or a log that is no longer the same, is reported as such."""

from __future__ import annotations

import gzip
import hashlib
import importlib.util
import json
import re
import shutil
import sys
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("nozoku", "curtain-call")
N = 3
SEED = 7


def _script():
    spec = importlib.util.spec_from_file_location("_verdicts", ROOT / "scripts" / "verdicts.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


V = _script()


def _records(path: Path) -> list[dict]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def _write(path: Path, records: list[dict]) -> None:
    with gzip.open(path, "wt", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


@pytest.fixture(scope="module")
def saved(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("verdicts") / "before"
    args = ["save", str(out), "--games", str(N), "--seed", str(SEED)]
    for g in GAMES:
        args += ["--game", g]
    assert V.main(args) == 0
    return out


def _copy(saved: Path, tmp_path: Path) -> Path:
    d = tmp_path / "copy"
    shutil.copytree(saved, d)
    return d


def test_save_writes_a_file_per_game_and_a_manifest(saved: Path):
    assert sorted(p.name for p in saved.iterdir()) == sorted([*(f"{g}.jsonl.gz" for g in GAMES), "manifest.json"])
    m = json.loads((saved / "manifest.json").read_text(encoding="utf-8"))
    assert m["seed"] == SEED and m["games_per_game"] == N and m["format"] == V.FORMAT
    assert m["games"] == sorted(GAMES) == [g for g in V.generated_games() if g in GAMES]
    assert re.fullmatch(r"[0-9a-f]{40}", m["commit"]) and re.fullmatch(r"[0-9a-f]{64}", m["code_sha256"])
    assert m["seconds"] >= 0
    for g in GAMES:
        p = m["per_game"][g]
        recs = _records(saved / p["file"])
        ids = [r["id"] for r in recs]
        assert len(ids) == len(set(ids)) == p["records"] == p["bundled"] + p["generated"] + p["mutants"]
        assert p["generated"] == N and p["mutants"] == N  # these three games each offer a slip
        assert [i for i in ids if i.startswith("generated/")] == [f"generated/{i}" for i in range(N)]
        assert [i for i in ids if i.startswith("mutant/")] == [f"mutant/{i}" for i in range(N)]
        assert sum(p["statuses"].values()) == p["records"]


def test_bundled_logs_are_grouped_by_their_header(saved: Path):
    m = json.loads((saved / "manifest.json").read_text(encoding="utf-8"))
    folder = {"nozoku": "nozoku", "curtain-call": "curtain_call"}
    for g in GAMES:
        recs = {r["id"]: r for r in _records(saved / f"{g}.jsonl.gz")}
        bundled = [i for i in recs if not i.startswith(("generated/", "mutant/"))]
        assert len(bundled) == m["per_game"][g]["bundled"]
        scenarios = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "scenarios" / folder[g]).glob("*.log"))
        assert scenarios and set(scenarios) <= set(bundled)
        for ident in bundled:
            assert recs[ident]["sha256"] == hashlib.sha256((ROOT / ident).read_bytes()).hexdigest()
            assert recs[ident]["verdict"]["game"] == g
        for ident in scenarios:  # the referee's real verdict: the status the scenario expects
            expected = json.loads((ROOT / ident).with_suffix(".expected.json").read_text(encoding="utf-8"))
            assert recs[ident]["verdict"]["status"] == expected["status"], ident


def test_generated_logs_are_made_again_from_the_seed(saved: Path):
    for g in GAMES:
        recs = {r["id"]: r for r in _records(saved / f"{g}.jsonl.gz")}
        for i in range(N):
            text = V.generated_text(g, SEED, i)
            r = recs[f"generated/{i}"]
            assert r["sha256"] == hashlib.sha256(text.encode("utf-8")).hexdigest()
            assert r["verdict"]["status"] == "clean" and r["verdict"]["over"]  # random legal play
            mtext, kind, _line = V.mutant_of(text, f"generated/{i}", SEED, g, i)
            mut = recs[f"mutant/{i}"]
            assert mut["sha256"] == hashlib.sha256(mtext.encode("utf-8")).hexdigest() != r["sha256"]
            assert mut["slip"]["kind"] == kind in V.K.KINDS
            # one line slipped: at most one line gone and one new (a line moved: none, only the order)
            a, b = Counter(text.splitlines()), Counter(mtext.splitlines())
            assert sum((a - b).values()) <= 1 and sum((b - a).values()) <= 1


def test_nothing_volatile_in_the_verdicts(saved: Path):
    for g in GAMES:
        with gzip.open(saved / f"{g}.jsonl.gz", "rt", encoding="utf-8") as f:
            text = f.read()
        assert str(ROOT) not in text and str(saved) not in text
        for r in map(json.loads, text.splitlines()):
            v = r["verdict"]
            assert v["path"] == r["id"]
            assert all(f["path"] == r["id"] for f in v["findings"])


def test_compare_finds_the_same_verdicts(saved: Path, capsys):
    assert V.main(["compare", str(saved)]) == 0
    out = capsys.readouterr().out
    m = json.loads((saved / "manifest.json").read_text(encoding="utf-8"))
    for g in GAMES:
        n = m["per_game"][g]["records"]
        assert f"| {g} | {n} | {n} | 0 | 0 | 0 | 0 |" in out
    assert "every verdict is identical" in out


def test_a_tampered_verdict_is_reported(saved: Path, tmp_path: Path, capsys):
    d = _copy(saved, tmp_path)
    recs = _records(d / "nozoku.jsonl.gz")
    target = next(r for r in recs if r["id"].startswith("scenarios/") and r["verdict"]["findings"])
    first = target["verdict"]["findings"][0]
    gone = dict(first, clause="NZ-INVENTED")
    target["verdict"]["findings"][0] = gone
    target["verdict"]["status"] = "clean"
    _write(d / "nozoku.jsonl.gz", recs)
    assert V.main(["compare", str(d), "--game", "nozoku"]) == 1
    out = capsys.readouterr().out
    n = len(recs)
    assert f"| nozoku | {n} | {n - 1} | 1 | 0 | 0 | 0 |" in out
    assert f"nozoku {target['id']}: the verdict differs" in out
    assert "status: 'clean' -> " in out
    assert f"- removed {gone['kind']} NZ-INVENTED at {gone['line']}:{gone['col']}" in out
    assert f"+ added {first['kind']} {first['clause']} at {first['line']}:{first['col']}" in out
    assert "verdicts that differ: 1" in out


def test_a_changed_log_is_not_a_changed_verdict(saved: Path, tmp_path: Path, capsys):
    d = _copy(saved, tmp_path)
    recs = _records(d / "curtain-call.jsonl.gz")
    for r in recs:
        if r["id"] == "generated/1":
            r["sha256"] = "0" * 64  # as if the generator had made another game
    recs = [r for r in recs if r["id"] != "mutant/2"]  # and as if a log had been added since
    _write(d / "curtain-call.jsonl.gz", recs)
    assert V.main(["compare", str(d), "--game", "curtain-call"]) == 3
    out = capsys.readouterr().out
    assert f"| curtain-call | {len(recs) - 1} | {len(recs) - 1} | 0 | 1 | 1 | 0 |" in out
    assert "curtain-call generated/1: not the same log (the generator or the slip made another log)" in out
    assert "curtain-call mutant/2: a log not saved before" in out


def test_jobs_give_the_same_bytes(saved: Path, tmp_path: Path):
    out = tmp_path / "jobs"
    assert V.main(["save", str(out), "--games", str(N), "--seed", str(SEED), "--game", "nozoku", "--jobs", "2"]) == 0
    assert (out / "nozoku.jsonl.gz").read_bytes() == (saved / "nozoku.jsonl.gz").read_bytes()


def test_usage_errors(tmp_path: Path, capsys):
    assert V.main(["compare", str(tmp_path)]) == 2
    assert V.main(["save", str(tmp_path / "x"), "--game", "chess"]) == 2
    assert V.main(["frob"]) == 2
    assert "no manifest.json" in capsys.readouterr().err


def test_a_changed_mutant_verdict_is_judged_by_its_slip():
    """A mutant's verdict that changed is better when its slip is now found (a LOG- error within 3 lines) or, found
    alike, fewer players are accused; worse the other way; the same when neither changed."""
    v = _script()
    slip = {"kind": "wrong-actor", "line": 20}

    def verdict(*findings):
        return {"findings": [{"kind": k, "clause": c, "line": n} for k, c, n in findings]}

    accused = verdict(("violation", "BP-WINCHECK", 24))
    found = verdict(("error", "LOG-ACTOR", 20))
    far = verdict(("error", "LOG-ACTOR", 30), ("violation", "BP-WINCHECK", 31))
    assert v.mutant_score(slip, found) == (True, 0) and v.mutant_score(slip, far) == (False, 1)
    assert v.weighed(v.mutant_score(slip, accused), v.mutant_score(slip, found)) == "better"
    assert v.weighed(v.mutant_score(slip, found), v.mutant_score(slip, accused)) == "worse"
    assert v.weighed(v.mutant_score(slip, accused), v.mutant_score(slip, far)) == "same"
    more = verdict(("violation", "X", 21), ("violation", "Y", 22))
    assert v.weighed(v.mutant_score(slip, accused), v.mutant_score(slip, more)) == "worse"
