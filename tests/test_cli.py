"""The referee command: exit statuses, reports, JSON, strict, jobs, fmt, convert, rules, replay."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


from referee.cli import main

ROOT = Path(__file__).resolve().parent.parent
CLUB = ROOT / "docs/examples/club-night.log"
SLIP = ROOT / "docs/examples/slip.log"


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_clean_game_exits_0(capsys):
    code, out, _ = run(capsys, "check", str(CLUB))
    assert code == 0
    assert "clean" in out and "winner Aki" in out


def test_violation_exits_1_and_cites_clause_title_and_position(capsys):
    code, out, _ = run(capsys, "check", "--partial", str(SLIP))
    assert code == 1
    assert "CC-SPOT-MISMATCH-OPEN" in out
    assert "slip.log:12:1" in out


def test_json_report(capsys):
    code, out, _ = run(capsys, "check", "--format", "json", "--partial", str(SLIP), str(CLUB))
    data = json.loads(out)
    assert code == 1
    assert data["summary"]["logs"] == 2 and data["summary"]["violations"] == 1
    slip = [v for v in data["verdicts"] if v["path"].endswith("slip.log")][0]
    f = slip["findings"][0]
    assert (f["clause"], f["line"], f["col"], f["kind"]) == ("CC-SPOT-MISMATCH-OPEN", 12, 1, "violation")


def test_truncated_log_is_bad_input_unless_partial(capsys, tmp_path):
    cut = tmp_path / "cut.log"  # a clean game, cut off before its end
    cut.write_text("".join(CLUB.read_text(encoding="utf-8").splitlines(keepends=True)[:14]), encoding="utf-8")
    code, out, _ = run(capsys, "check", str(cut))
    assert code == 3 and "LOG-INCOMPLETE" in out
    code, out, _ = run(capsys, "check", "--partial", str(cut))
    assert code == 0 and "LOG-INCOMPLETE" not in out
    code, out, _ = run(capsys, "check", str(SLIP))  # a rule broken as well: the log has violations, whatever else it has
    assert code == 1 and "LOG-INCOMPLETE" in out and "✘" in out


def test_strict_stops_at_first_violation(tmp_path, capsys):
    log = tmp_path / "two.log"
    log.write_text(SLIP.read_text() + "Ben clap\nBen clap\n", encoding="utf-8")
    code, out, _ = run(capsys, "check", "--format", "json", "--strict", "--partial", str(log))
    v = json.loads(out)["verdicts"][0]
    assert v["stopped_early"] is True
    assert len([f for f in v["findings"] if f["kind"] == "violation"]) == 1


def test_bad_inputs_are_reported_and_other_files_still_checked(tmp_path, capsys):
    (tmp_path / "bytes.log").write_bytes(b"game: curtain-call\nplayers: A B\n\xff\xfe\n")
    (tmp_path / "unknown.log").write_text("game: chess\nplayers: A B\nA e4\n", encoding="utf-8")
    (tmp_path / "ok.log").write_text(CLUB.read_text(encoding="utf-8"), encoding="utf-8")
    code, out, err = run(capsys, "check", "--format", "json", str(tmp_path), str(tmp_path / "missing.log"))
    data = json.loads(out)
    assert code == 3
    by = {Path(v["path"]).name: v for v in data["verdicts"]}
    assert by["ok.log"]["status"] == "clean"
    assert by["bytes.log"]["findings"][0]["clause"] == "LOG-ENCODING"
    assert by["bytes.log"]["findings"][0]["line"] == 3
    assert by["unknown.log"]["findings"][0]["clause"] == "LOG-UNKNOWN-GAME"
    assert by["missing.log"]["findings"][0]["clause"] == "LOG-NOT-FOUND"
    assert "Traceback" not in out + err


def test_jobs_give_the_same_verdicts(tmp_path, capsys):
    for i in range(6):
        (tmp_path / f"g{i}.log").write_text(CLUB.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "s.log").write_text(SLIP.read_text(encoding="utf-8"), encoding="utf-8")
    _, one, _ = run(capsys, "check", "--format", "json", "--partial", str(tmp_path))
    _, two, _ = run(capsys, "check", "--format", "json", "--partial", "--jobs", "2", str(tmp_path))
    assert json.loads(one)["verdicts"] == json.loads(two)["verdicts"]


def test_option_override_and_bad_option(capsys, tmp_path):
    code, out, _ = run(capsys, "check", "--format", "json", "-o", "boo-quota=5", str(CLUB))
    assert json.loads(out)["verdicts"][0]["options"]["boo-quota"] == "5"
    code, out, _ = run(capsys, "check", "-o", "nonsense", str(CLUB))
    assert code == 2
    # a command-line mistake is the command's (exit 2, nothing checked), never the logs' (exit 3)
    code, out, err = run(capsys, "check", "--format", "json", "-o", "boo-quota=many", str(CLUB))
    assert code == 2 and out == "" and "boo-quota=many" in err and "whole number" in err
    code, out, err = run(capsys, "check", "-o", "no-such-ruling=1", str(CLUB))
    assert code == 2 and out == "" and "no-such-ruling" in err and "boo-quota" in err


def test_fmt_check_write_and_refusal(tmp_path, capsys):
    messy = tmp_path / "m.log"
    messy.write_text("game: curtain-call\nplayers: Aki Ben\ntable deal Aki ??  ??*19\nAki スカウト 7s\n", encoding="utf-8")
    code, _, err = run(capsys, "fmt", "--check", str(messy))
    assert code == 1 and "would be reformatted" in err
    assert run(capsys, "fmt", "--write", str(messy))[0] == 0
    assert "Aki scout 7S" in messy.read_text(encoding="utf-8")
    assert run(capsys, "fmt", "--check", str(messy))[0] == 0
    broken = tmp_path / "b.log"
    broken.write_text("game: curtain-call\nplayers: A B\nA\n", encoding="utf-8")
    before = broken.read_text(encoding="utf-8")
    code, _, err = run(capsys, "fmt", "--write", str(broken))
    assert code == 3 and "LOG-SYNTAX" in err and broken.read_text(encoding="utf-8") == before


def test_convert_round_trip_gives_the_same_verdict(tmp_path, capsys):
    j = tmp_path / "club.jsonl"
    back = tmp_path / "back.log"
    assert run(capsys, "convert", str(CLUB), str(j))[0] == 0
    assert run(capsys, "convert", str(j), str(back))[0] == 0
    code, out, _ = run(capsys, "check", "--format", "json", str(j), str(back))
    verdicts = json.loads(out)["verdicts"]
    assert code == 0 and [v["result"] for v in verdicts][0] == verdicts[1]["result"]


def test_rules_search_and_rulings(capsys):
    code, out, _ = run(capsys, "rules", "CC-SCOUT-DRAW")
    assert code == 0 and "ルミナはノクスの手札からカードを1枚引き" in out and "Scenarios" in out
    code, out, _ = run(capsys, "rules", "curtain-call", "scout")
    assert code == 0 and "CC-SCOUT-DRAW" in out
    code, out, _ = run(capsys, "rules", "curtain-call", "no-such-word-anywhere")
    assert code == 1


def test_replay_at_and_out_of_range(capsys):
    code, out, _ = run(capsys, "replay", str(CLUB), "--at", "4")
    assert code == 0 and "#4" in out and "scout" in out
    code, _, err = run(capsys, "replay", str(CLUB), "--at", "999")
    assert code == 2 and "no event 999" in err


def test_usage_errors_exit_2(capsys):
    assert run(capsys, "nonsense")[0] == 2
    assert run(capsys)[0] == 2


def test_module_entry_point_runs_without_traceback(tmp_path):
    bad = tmp_path / "bad.log"
    bad.write_bytes(b"\x00\xff garbage")
    proc = subprocess.run([sys.executable, "-m", "referee", "check", str(bad)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 3
    assert "Traceback" not in proc.stdout + proc.stderr
    assert "LOG-ENCODING" in proc.stdout


def test_replay_writes_one_svg_picture_per_event(tmp_path, capsys):
    import xml.etree.ElementTree as ET

    code, out, err = run(capsys, "replay", str(CLUB), "--svg", str(tmp_path / "pics"))
    assert code == 0
    pics = sorted((tmp_path / "pics").glob("*.svg"))
    events = sum(1 for line in out.splitlines() if line.startswith("#"))
    assert len(pics) == events + 1 and pics[0].name == "event-0000.svg"
    assert f"wrote {len(pics)} SVG pictures" in err
    root = ET.fromstring(pics[-1].read_text(encoding="utf-8"))
    text = "".join(root.itertext()).replace("\xa0", " ")
    assert root.tag.endswith("svg") and f"#{events}" in text and "カーテンコール" in text


def test_replay_svg_into_a_file_is_a_usage_error(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    code, _, err = run(capsys, "replay", str(CLUB), "--svg", str(blocker))
    assert code == 2 and "--svg" in err
