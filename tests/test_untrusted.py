"""Logs from strangers (docs/security.md): every input of issue 10, with the verdict it should get.

The files in tests/regressions/untrusted/ each have an ``.expected.json`` beside them (status and findings,
worked out by hand); the rest are built here because they need a folder, a process or a terminal.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from referee import batch, cli
from referee.cli import main
from referee.notation.reader import LogReader
from referee.notation.writer import JsonlReader, dumps_jsonl, format_log, to_jsonl
from referee.safeio import atomic_write, printable

ROOT = Path(__file__).resolve().parent.parent
REGRESSIONS = ROOT / "tests" / "regressions" / "untrusted"
CLUB = ROOT / "docs" / "examples" / "club-night.log"


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def _cases() -> list[Path]:
    return sorted(p for p in REGRESSIONS.iterdir() if p.suffix in (".log", ".jsonl"))


@pytest.mark.parametrize("log", _cases(), ids=lambda p: p.name)
def test_each_listed_input_gets_its_verdict(log: Path, capsys):
    expected = json.loads(log.with_name(log.stem + log.suffix.replace(".", "-") + ".expected.json").read_text(encoding="utf-8"))
    code, out, _ = run(capsys, "check", "--format", "json", str(log))
    verdict = json.loads(out)["verdicts"][0]
    got = [(f["line"], f["col"], f["kind"], f["clause"]) for f in verdict["findings"]]
    want = [(f["line"], f["col"], f["kind"], f["clause"]) for f in expected["findings"]]
    assert code != cli.EXIT_INTERNAL
    assert (verdict["status"], got) == (expected["status"], want)
    assert code == {"clean": 0, "violations": 1, "bad-input": 3}[expected["status"]]


def test_every_regression_file_has_its_expected_verdict():
    for log in _cases():
        assert log.with_name(log.stem + log.suffix.replace(".", "-") + ".expected.json").is_file(), log


# -- one log's failure is that log's finding ---------------------------------------------------------------


def test_an_internal_error_costs_only_its_own_log(tmp_path, monkeypatch, capsys):
    for name in ("a.log", "boom.log", "c.log"):
        (tmp_path / name).write_text(CLUB.read_text(encoding="utf-8"), encoding="utf-8")
    real = batch.check_one

    def one(job):
        if job[0].endswith("boom.log"):
            from referee.core import referee as R

            monkeypatch.setattr(R, "check", lambda *a, **k: 1 / 0)
            try:
                return real(job)
            finally:
                monkeypatch.undo()
        return real(job)

    monkeypatch.setattr(batch, "check_one", one)
    code, out, _ = run(capsys, "check", "--format", "json", str(tmp_path))
    verdicts = json.loads(out)["verdicts"]
    assert code == cli.EXIT_INTERNAL
    assert [v["status"] for v in verdicts] == ["clean", "bad-input", "clean"]
    assert verdicts[1]["findings"][0]["clause"] == "REFEREE-INTERNAL"


def _die(job):  # a log that kills the process checking it
    if job[0].endswith("kill.log"):
        os._exit(9)
    return batch.check_one(job)


def test_a_worker_that_dies_costs_only_its_own_log(tmp_path):
    for name in ("a.log", "b.log", "kill.log", "d.log", "e.log"):
        (tmp_path / name).write_text(CLUB.read_text(encoding="utf-8"), encoding="utf-8")
    jobs = [(str(p), False, False, {}, (), 60.0) for p in sorted(tmp_path.iterdir())]
    verdicts = list(batch.map_jobs(2, jobs, fn=_die))
    assert [Path(v["path"]).name for v in verdicts] == ["a.log", "b.log", "d.log", "e.log", "kill.log"]
    died = [v for v in verdicts if v["path"].endswith("kill.log")][0]
    assert died["findings"][0]["clause"] == "REFEREE-INTERNAL" and "worker" in died["findings"][0]["message"]
    assert all(v["status"] == "clean" for v in verdicts if v is not died)


def test_workers_end_with_the_main_process(tmp_path):
    """A real ``check -j 2`` is killed while its workers check: none of them is left running. (The check is
    awaited, not slept on: its worker processes are looked for between short waits on the check itself, and
    the workers' end is awaited through psutil.)"""
    import psutil

    for i in range(80):
        (tmp_path / f"g{i:02d}.log").write_text(CLUB.read_text(encoding="utf-8"), encoding="utf-8")
    p = subprocess.Popen([sys.executable, "-m", "referee", "check", "-j", "2", str(tmp_path)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    me = psutil.Process(p.pid)
    workers: list[psutil.Process] = []
    try:
        for _ in range(3000):  # the workers start with the first logs (a loaded machine may take seconds)
            workers = [c for c in me.children(recursive=True) if c.status() != psutil.STATUS_ZOMBIE]
            if workers:
                break
            try:
                p.wait(timeout=0.01)  # waiting on the check itself: it must not end before its workers start
            except subprocess.TimeoutExpired:
                continue
            break
        assert workers, f"the check started no workers (it ended with status {p.returncode})"
    finally:
        p.kill()
        p.wait()
    _gone, alive = psutil.wait_procs(workers, timeout=10)
    alive = [w for w in alive if w.is_running() and w.status() != psutil.STATUS_ZOMBIE]
    assert not alive


def test_jobs_are_checked_and_capped(capsys):
    code, _, err = run(capsys, "check", "--jobs", "0", str(CLUB))
    assert code == cli.EXIT_USAGE and "--jobs" in err
    code, _, _ = run(capsys, "check", "--jobs", "1000", str(CLUB), str(CLUB))
    assert code == 0


# -- bounded work ---------------------------------------------------------------------------------------


def test_findings_per_log_are_capped(tmp_path, capsys):
    log = tmp_path / "noise.log"
    log.write_text("game: curtain-call\nplayers: Aki Ben\n" + "Aki bogus ??\n" * 3000, encoding="utf-8")
    code, out, _ = run(capsys, "check", "--format", "json", str(log))
    v = json.loads(out)["verdicts"][0]
    from referee.core.referee import MAX_FINDINGS

    assert len(v["findings"]) == MAX_FINDINGS + 1 and v["left_out"] > 0
    assert v["findings"][-1]["clause"] == "REFEREE-FINDINGS-CAPPED" and code == cli.EXIT_BAD_INPUT
    code, out, _ = run(capsys, "check", str(log))
    assert "more findings left out" in out


def test_unreadable_folders_and_dangling_links_are_reported(tmp_path, capsys):
    (tmp_path / "ok.log").write_text(CLUB.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "gone.log").symlink_to(tmp_path / "nowhere.log")
    locked = tmp_path / "locked"
    locked.mkdir()
    (locked / "x.log").write_text(CLUB.read_text(encoding="utf-8"), encoding="utf-8")
    locked.chmod(0)
    try:
        code, out, _ = run(capsys, "check", "--format", "json", str(tmp_path))
    finally:
        locked.chmod(0o755)
    verdicts = {Path(v["path"]).name: v for v in json.loads(out)["verdicts"]}
    assert verdicts["ok.log"]["status"] == "clean"
    assert verdicts["gone.log"]["findings"][0]["clause"] == "LOG-NOT-FOUND"
    if os.geteuid() != 0:  # root reads every folder
        assert verdicts["locked"]["findings"][0]["clause"] == "LOG-UNREADABLE"
    assert code == cli.EXIT_BAD_INPUT


def test_a_long_rules_question_is_refused_at_once(capsys):
    code, _, err = run(capsys, "rules", *(["scout"] * 8000))
    assert code == cli.EXIT_USAGE and "at most" in err


# -- fmt and convert lose nothing ---------------------------------------------------------------------


HEADER = "game: curtain-call  # the club's game\nplayers: Aki Ben\n"


@pytest.mark.parametrize("body", ["Aki scout Aki 4S\n", "Aki scout 4S 9D\n", "table deal Aki ??*0\n"])
def test_fmt_refuses_a_log_it_would_change_the_meaning_of(tmp_path, capsys, body):
    log = tmp_path / "g.log"
    text = HEADER + "table deal Aki ??*20\n" + body if "deal" not in body else HEADER + body
    log.write_text(text, encoding="utf-8")
    code, _, err = run(capsys, "fmt", "--write", str(log))
    if code == 0:  # accepted: then nothing of it is lost
        assert body.split()[2:] == log.read_text(encoding="utf-8").splitlines()[-1].split()[2:]
    else:
        assert code == cli.EXIT_BAD_INPUT and log.read_text(encoding="utf-8") == text and "nothing was changed" in err


def test_fmt_keeps_header_comments_blank_lines_and_order(tmp_path, capsys):
    text = ("# a club night\ngame: Curtain-Call  # the club's game\n\nplayers: Aki Ben\ndate: 2026-11-20\n\n"
            "table deal Aki ??  ??*19\n\n# turn 1\nAki スカウト 7s  # seen\n")
    log = tmp_path / "g.log"
    log.write_text(text, encoding="utf-8")
    code, out, _ = run(capsys, "fmt", str(log))
    assert code == 0
    assert out == ("# a club night\ngame: curtain-call  # the club's game\n\nplayers: Aki Ben\ndate: 2026-11-20\n\n"
                   "table deal Aki ??*20\n\n# turn 1\nAki scout 7S  # seen\n")
    again = tmp_path / "again.log"
    again.write_text(out, encoding="utf-8")
    assert run(capsys, "fmt", "--check", str(again))[0] == 0  # idempotent


def test_text_to_jsonl_to_text_is_lossless(tmp_path, capsys):
    text = ("# a club night\ngame: curtain-call  # the club's game\nplayers: Aki Ben\nx-table: 3  # by the window\n\n"
            "table deal Aki ??*20\n\n#\n# turn 1\nAki scout 7S  # seen\n")
    log, js, back = tmp_path / "g.log", tmp_path / "g.jsonl", tmp_path / "back.log"
    log.write_text(text, encoding="utf-8")
    assert run(capsys, "fmt", "--check", str(log))[0] == 0
    assert run(capsys, "convert", str(log), str(js))[0] == 0
    assert run(capsys, "convert", str(js), str(back))[0] == 0
    assert back.read_text(encoding="utf-8") == text


def test_convert_never_overwrites_its_input(tmp_path, capsys):
    log = tmp_path / "g.log"
    log.write_text(CLUB.read_text(encoding="utf-8"), encoding="utf-8")
    before = log.read_bytes()
    code, _, err = run(capsys, "convert", str(log), str(log))
    assert code == cli.EXIT_USAGE and log.read_bytes() == before
    link = tmp_path / "link.jsonl"
    link.symlink_to(log)
    code, _, _ = run(capsys, "convert", str(log), str(link))
    assert code == cli.EXIT_USAGE and log.read_bytes() == before


def test_fmt_check_reads_standard_input(monkeypatch, capsys):
    canonical = CLUB.read_bytes()
    code, out, _ = run_stdin(monkeypatch, capsys, canonical, "fmt", "-")
    assert code == 0
    code, _, _ = run_stdin(monkeypatch, capsys, out.encode("utf-8"), "fmt", "--check", "-")
    assert code == 0
    japanese = out.encode("utf-8").replace(b"scout", b"\xe3\x82\xb9\xe3\x82\xab\xe3\x82\xa6\xe3\x83\x88", 1)
    code, _, _ = run_stdin(monkeypatch, capsys, japanese, "fmt", "--check", "-")
    assert code == 1


def run_stdin(monkeypatch, capsys, data: bytes, *args: str):
    import io

    class In:
        buffer = io.BytesIO(data)

    monkeypatch.setattr(sys, "stdin", In)
    return run(capsys, *args)


def test_an_interrupted_write_leaves_the_file_whole(tmp_path, monkeypatch):
    target = tmp_path / "g.log"
    target.write_text("the user's log\n", encoding="utf-8")
    target.chmod(0o640)

    def fail(*a, **k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", fail)
    with pytest.raises(OSError):
        atomic_write(target, "new text\n")
    monkeypatch.undo()
    assert target.read_text(encoding="utf-8") == "the user's log\n"
    assert [p.name for p in tmp_path.iterdir()] == ["g.log"]  # no temporary file left behind
    atomic_write(target, "new text\n")
    assert target.read_text(encoding="utf-8") == "new text\n" and (target.stat().st_mode & 0o777) == 0o640


def test_jsonl_comment_with_a_newline_is_not_an_event(tmp_path, capsys):
    js = tmp_path / "g.jsonl"
    js.write_text(json.dumps({"type": "header", "game": "curtain-call", "players": ["Aki", "Ben"]}) + "\n"
                  + json.dumps({"type": "comment", "text": "fine\nAki scout ??"}) + "\n", encoding="utf-8")
    code, _, err = run(capsys, "convert", str(js), str(tmp_path / "g.log"))
    assert code == cli.EXIT_BAD_INPUT and not (tmp_path / "g.log").exists() and "LOG-JSON" in err


def test_console_write_after_a_jsonl_load_can_be_read_back(tmp_path, monkeypatch, capsys):
    js = tmp_path / "club.jsonl"
    js.write_text(dumps_jsonl(to_jsonl(LogReader.open(CLUB, blanks=True))), encoding="utf-8")
    out = tmp_path / "out.log"
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"goto 10\nwrite {out}\nwrite {out}\n"))
    main(["console", str(js)])
    said = capsys.readouterr()
    assert out.is_file() and "exists" in said.out + said.err
    r = LogReader.open(out)
    assert r.header().game == "curtain-call" and r.header().players == ["Aki", "Ben"]
    assert not [e for e in r if type(e).__name__ == "LogError"]


# -- safe output ------------------------------------------------------------------------------------------


EVIL = "game: curtain-call\nplayers: Aki Ben\ntable deal Aki ??*20  # \x1b]0;pwned\x07\x1b[2J\u202e\n"


def test_escape_sequences_never_reach_the_terminal(tmp_path, monkeypatch, capsys):
    """check, replay and check --format json (coloured, as on a terminal that takes colours), and the console,
    on a log whose comment holds escape sequences and a bidirectional override: none of them is written."""
    log = tmp_path / "evil.log"
    log.write_text(EVIL, encoding="utf-8")
    monkeypatch.setenv("FORCE_COLOR", "1")
    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.delenv("NO_COLOR", raising=False)
    for args in (["check", str(log)], ["replay", str(log)], ["check", "--format", "json", str(log)]):
        main(args)
        said = capsys.readouterr()
        shown = said.out + said.err
        assert "\x07" not in shown and "]0;pwned" not in shown.replace("\\x1b]0;pwned", "") and "\u202e" not in shown, args
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"load {log}\nnext\nwhy 1\n"))
    main(["console"])
    said = capsys.readouterr()
    assert said.out.strip()  # the console went through the three commands and said what it did
    assert "\x1b]" not in said.out and "\u202e" not in said.out


def test_names_with_control_characters_are_shown_escaped():
    assert printable("Aki\x1b[31m") == "Aki\\x1b[31m"
    assert printable("a\u202eb\tc") == "a\\u202eb c"
    assert printable("ノクス 7S") == "ノクス 7S"


def test_a_broken_pipe_keeps_the_exit_status(tmp_path):
    logs = tmp_path / "logs"
    logs.mkdir()
    for i in range(30):
        (logs / f"s{i:02d}.log").write_text((ROOT / "docs/examples/slip.log").read_text(encoding="utf-8"), encoding="utf-8")
    p = subprocess.run(f"{sys.executable} -m referee check --partial {logs} | head -c 10 > /dev/null; echo ${{PIPESTATUS[0]}}",
                       shell=True, executable="/bin/bash", capture_output=True, text=True, timeout=300)
    assert p.stdout.strip() == "1" and "Traceback" not in p.stderr


def test_jsonl_reader_never_trusts_header_fields():
    r = JsonlReader.from_text(json.dumps({"type": "header", "game": "curtain-call", "players": ["Aki", "Ben"],
                                          "lines": [{"text": "game: curtain-call"}, {"text": "players: Aki Chika"}]}) + "\n")
    r.header()
    assert any(e.code == "LOG-JSON" and "differ" in e.message for e in r)
    text, errors = format_log(JsonlReader.from_text(json.dumps({"type": "header", "game": "curtain-call", "players": ["Aki", "Ben"]}) + "\n"))
    assert not errors and text == "game: curtain-call\nplayers: Aki Ben\n"
