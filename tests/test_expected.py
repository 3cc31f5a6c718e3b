"""Expected verdicts (referee/expected.py) and ``referee check --expected`` / ``--update-expected`` / ``--max-warnings``
(docs/cli.md, "Expected verdicts" and "Exit statuses")."""

from __future__ import annotations

import doctest
import json
import shutil
from pathlib import Path

import pytest

from referee import expected as X
from referee.api import verdict_of
from referee.cli import main
from referee.core import findings

ROOT = Path(__file__).resolve().parent.parent
OUT_OF_TURN = ROOT / "scenarios/curtain_call/out-of-turn.log"
TYPOS = ROOT / "scenarios/curtain_call/typos-read-as-meant.log"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def copy(tmp_path: Path, log: Path, with_expected: bool = True) -> Path:
    shutil.copy(log, tmp_path / log.name)
    if with_expected:
        shutil.copy(X.path_for(log), tmp_path / X.path_for(log).name)
    return tmp_path / log.name


@pytest.mark.parametrize("module", [X, findings], ids=lambda m: m.__name__)
def test_the_examples_run(module):
    result = doctest.testmod(module)
    assert result.failed == 0 and result.attempted >= 1


def test_a_verdict_as_expected_matches_and_every_difference_is_said():
    v = verdict_of(str(OUT_OF_TURN))
    exp = X.load(OUT_OF_TURN)
    assert exp is not None and X.differences(exp, v) == []
    wrong = json.loads(json.dumps(exp))
    wrong["status"] = "clean"
    wrong["findings"][0]["line"] = 44
    wrong["findings"].append({"line": 2, "kind": "warning", "clause": "LOG-ACTOR"})
    wrong["scores"]["Taro"] = 0
    wrong["winners"] = ["Hana"]
    said = X.differences(wrong, v)
    assert said == [
        "status: expected clean, the referee says violations",
        "expected warning LOG-ACTOR at line 2: not found",
        "expected violation CC-INTER-SWAP at line 44: not found",
        "found violation CC-INTER-SWAP at line 43: not expected",
        "scores: expected Taro 0, Hana -25, the referee says Taro -12, Hana -25",
        "winners: expected Hana, the referee says Taro",
    ]
    col = json.loads(json.dumps(exp))
    col["findings"][0]["col"] = 9
    assert X.differences(col, v) == ["violation CC-INTER-SWAP at line 43: expected at col 9"]


def test_the_header_form_reads_and_refuses_what_is_not_a_finding():
    assert X.from_header("violations CC-INTER-SWAP@43 warning:LOG-ACTOR@16", "g.log:3") == {
        "status": "violations", "findings": [{"kind": "violation", "clause": "CC-INTER-SWAP", "line": 43},
                                             {"kind": "warning", "clause": "LOG-ACTOR", "line": 16}]}
    for bad in ("", "fine", "clean CC-X", "clean oops:CC-X@3", "clean CC-X@three"):
        with pytest.raises(X.ExpectedError) as e:
            X.from_header(bad, "g.log:3")
        assert str(e.value).startswith("g.log:3: ")


def test_check_expected_passes_on_the_bundled_games(capsys):
    code, out, _ = run(capsys, "check", "--expected", str(ROOT / "scenarios"))
    assert code == 0, out
    n = sum(1 for _ in (ROOT / "scenarios").rglob("*.log"))
    assert out.splitlines()[-1] == f"{n} logs: {n} as expected, 0 not"


def test_check_expected_fails_on_a_difference_and_on_a_log_without_one(tmp_path, capsys):
    log = copy(tmp_path, OUT_OF_TURN)
    exp = json.loads(X.path_for(log).read_text(encoding="utf-8"))
    exp["status"] = "clean"
    X.path_for(log).write_text(json.dumps(exp), encoding="utf-8")
    bare = copy(tmp_path, TYPOS, with_expected=False)
    code, out, _ = run(capsys, "check", "--expected", str(log), str(bare))
    assert code == 1
    assert f"{log}  ✘ not as expected\n  status: expected clean, the referee says violations\n" in out
    assert f"{bare}  ? no expected verdict" in out
    assert out.splitlines()[-1] == "2 logs: 0 as expected, 2 not"


def test_an_expected_file_that_cannot_be_read_is_bad_input(tmp_path, capsys):
    log = copy(tmp_path, OUT_OF_TURN, with_expected=False)
    X.path_for(log).write_text("{not json", encoding="utf-8")
    code, out, _ = run(capsys, "check", "--expected", str(log))
    assert code == 3 and "not JSON" in out


def test_update_expected_writes_what_the_referee_says_keeping_what_a_person_wrote(tmp_path, capsys):
    log = copy(tmp_path, TYPOS)
    before = json.loads(X.path_for(log).read_text(encoding="utf-8"))
    stale = json.loads(json.dumps(before))
    stale["status"] = "bad-input"
    for f in stale["findings"]:
        f["kind"] = "error"  # as the referee said before slips read as meant were warnings
    X.path_for(log).write_text(json.dumps(stale, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    assert run(capsys, "check", "--expected", str(log))[0] == 1
    code, out, _ = run(capsys, "check", "--update-expected", str(log))
    assert code == 0 and f"{X.path_for(log)}  written" in out
    after = json.loads(X.path_for(log).read_text(encoding="utf-8"))
    assert after["summary"] == before["summary"] and after["status"] == "clean"
    assert [(f["kind"], f["clause"], f["line"], f["why"]) for f in after["findings"]] == \
        [("warning", f["clause"], f["line"], f["why"]) for f in before["findings"]]
    assert run(capsys, "check", "--expected", str(log))[0] == 0
    code, out, _ = run(capsys, "check", "--update-expected", str(log))
    assert code == 0 and "unchanged" in out  # a second update changes nothing


def test_update_expected_rewrites_an_expect_line_and_nothing_else(tmp_path, capsys):
    text = OUT_OF_TURN.read_text(encoding="utf-8").replace("date: 2025-11-11\n",
                                                           "date: 2025-11-11\nexpect: clean   # what we thought\r\n")
    log = tmp_path / "g.log"
    log.write_bytes(text.encode("utf-8"))
    code, out, _ = run(capsys, "check", "--expected", str(log))
    assert code == 1 and "status: expected clean, the referee says violations" in out
    code, out, _ = run(capsys, "check", "--update-expected", str(log))
    assert code == 0 and not X.path_for(log).exists()
    after = log.read_bytes()
    assert after == text.replace("expect: clean   # what we thought\r\n",
                                 "expect: violations CC-INTER-SWAP@44   # what we thought\r\n").encode("utf-8")  # a line down
    assert run(capsys, "check", "--expected", str(log))[0] == 0


def test_expected_wants_files_and_its_own_report(capsys):
    assert run(capsys, "check", "--expected", "--update-expected", str(OUT_OF_TURN))[0] == 2
    assert run(capsys, "check", "--expected", "--format", "json", str(OUT_OF_TURN))[0] == 2
    assert run(capsys, "check", "--expected", "-")[0] == 2


def test_max_warnings_makes_a_recorders_slips_fail(capsys):
    code, out, _ = run(capsys, "check", str(TYPOS))
    assert code == 0 and "✔ clean, 3 warnings" in out
    assert run(capsys, "check", "--max-warnings", "3", str(TYPOS))[0] == 0
    assert run(capsys, "check", "--max-warnings", "2", str(TYPOS))[0] == 3
    assert run(capsys, "check", "--max-warnings", "0", str(TYPOS))[0] == 3
    assert run(capsys, "check", "--max-warnings", "-1", str(TYPOS))[0] == 2
    # a violation is a violation, whatever the warnings: exit 1
    assert run(capsys, "check", "--max-warnings", "0", str(OUT_OF_TURN), str(TYPOS))[0] == 1
