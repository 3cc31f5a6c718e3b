"""The terminal report reads well at 80 columns and above, in Japanese and English; its counts are honest;
the command's habits (help, completion, colours, pager, mistakes) are those a user expects."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from browser import Verdicts, in_process
from rich.console import Console

from referee import i18n
from referee.batch import check_one
from referee.cli import build_parser, main
from referee.terminal import report_one, report_summary

ROOT = Path(__file__).resolve().parent.parent
LOGS = sorted(p for p in (ROOT / "scenarios").rglob("*") if p.suffix in (".log", ".jsonl")) + sorted((ROOT / "docs/examples").glob("*.log"))
UNSET = ("NO_COLOR", "FORCE_COLOR", "COLUMNS", "LINES", "PAGER")
ENV = {k: v for k, v in os.environ.items() if k not in UNSET}


KEPT = Verdicts()  # the bundled logs' verdicts, reached once for the module (the summary test reads them again)


@pytest.fixture(scope="module")
def verdicts():
    with KEPT.reused():
        return {p: check_one((str(p.relative_to(ROOT)), False, False, {}, (), 60.0)) for p in LOGS}


def render(v, width: int, lang: str = "en") -> str:
    i18n.set_language(lang)
    try:
        out = Console(file=io.StringIO(), width=width, force_terminal=True, color_system=None, legacy_windows=False)
        report_one(out, v)
        return out.file.getvalue()
    finally:
        i18n.set_language(None)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_bundled_log_reads_well_at_80_columns(verdicts, lang):
    """Each finding's message starts where at least 40 columns are left for it, so no message is wrapped
    below 40 characters a line; the path is printed once, not on every finding."""
    from rich.cells import cell_len

    checked = 0
    for path, v in verdicts.items():
        text = render(v, 80, lang)
        lines = text.splitlines()
        assert all(cell_len(line) <= 80 for line in lines), text
        rel = str(path.relative_to(ROOT))
        assert lines[0].startswith(rel), text
        assert not any(f"{rel}:" in line for line in lines), f"{rel}:line:col is printed on a finding:\n{text}"
        for f in v["findings"]:
            start = f["message"][:12]
            where = next((line for line in lines if start in line), None)
            assert where is not None, f"{rel}: the message {f['message']!r} is not in the report:\n{text}"
            column = cell_len(where[: where.index(start)])
            assert 80 - column >= 40, f"{rel}: the message starts at column {column}:\n{where}"
            checked += 1
    assert checked > 50


def test_narrow_terminals_get_one_line_per_finding(verdicts):
    v = next(v for v in verdicts.values() if len(v["findings"]) >= 2)
    text = render(v, 50)
    for f in v["findings"]:
        line = next(line for line in text.splitlines() if line.startswith(f"  {f['line']}:{f['col']} "))
        assert f["kind"] in line and f["message"][:12] in line and f["clause"] in text


def test_clean_means_nothing_left_unverified(verdicts):
    unverified = [v for v in verdicts.values() if v["status"] == "clean" and any(f["kind"] == "unverifiable" for f in v["findings"])]
    clean = [v for v in verdicts.values() if v["status"] == "clean" and not v["findings"]]
    assert unverified and clean
    for v in unverified:
        n = sum(f["kind"] == "unverifiable" for f in v["findings"])
        head = render(v, 200).splitlines()[0]
        assert f"clean, {n} unverifiable" in head, head
        assert f"問題なし（確認できないチェック {n}件）" in render(v, 200, "ja").splitlines()[0]
    for v in clean:
        head = render(v, 200).splitlines()[0]
        assert head.endswith("events)") and "✔ clean  (" in head, head


def test_the_summary_counts_what_is_printed(capsys, monkeypatch):
    """Piped (one finding a line), the summary's counts are the lines of each kind."""
    monkeypatch.chdir(ROOT)
    with KEPT.reused():
        code = main(["check", "scenarios"])
    out = capsys.readouterr().out
    lines = out.splitlines()
    kinds = ("violation", "warning", "error", "unverifiable")
    counted = {kind: sum(f": {kind} " in line for line in lines) for kind in kinds}
    summary = lines[-1]
    m = re.match(r"(\d+) logs: (\d+) clean, (\d+) clean with unverifiable checks, (\d+) with violations, (\d+) with bad input; "
                 r"(\d+) violations, (\d+) warnings, (\d+) errors, (\d+) unverifiable in (\d+) events", summary)
    assert m, summary
    logs, clean, unverified, bad_logs, input_logs, violations, warnings, errors, unverifiable, events = map(int, m.groups())
    assert (violations, warnings, errors, unverifiable) == tuple(counted[k] for k in kinds)
    assert logs == clean + unverified + bad_logs + input_logs == sum(1 for p in LOGS if "docs" not in p.parts)
    # the logs with violations are those whose heading says so, whatever else they have (the counts agree)
    assert bad_logs == sum(1 for line in lines if "  ✘ " in line)
    assert code == 1  # rules broken on purpose: violations come first, whatever else a log has


@pytest.mark.parametrize(
    "counts,text",
    [
        ({"logs": 1, "clean": 1, "violations": 0, "bad-input": 0, "events": 1},
         "1 log: 1 clean, 0 with violations, 0 with bad input; nothing found in 1 event"),
        ({"logs": 2, "clean": 0, "unverified": 1, "violations": 1, "bad-input": 0, "violation": 1, "unverifiable": 2, "events": 30},
         "2 logs: 0 clean, 1 clean with unverifiable checks, 1 with violations, 0 with bad input; 1 violation, 2 unverifiable in 30 events"),
    ],
)
def test_singular_and_plural(counts, text):
    out = Console(file=io.StringIO(), width=200, force_terminal=False)
    report_summary(out, counts)
    assert out.file.getvalue().strip() == text


def test_a_missing_file_has_no_position(capsys):
    code = main(["check", "no-such-file.log"])
    out = capsys.readouterr().out
    assert code == 3 and "no-such-file.log: error LOG-NOT-FOUND" in out and ":0:0" not in out


def run(*args: str, **env: str) -> tuple[int, str, str]:
    """``referee ARGS`` in this process, writing to a pipe, in an environment without the colour, width and pager
    settings of the one the tests run in, and with ``env`` set."""
    return in_process(list(args), env={**{k: None for k in UNSET}, **env})


def test_japanese_from_the_option_and_from_the_locale():
    log = str(ROOT / "docs/examples/slip.log")
    by_option = run("check", "--partial", "--lang", "ja", log)
    by_locale = run("check", "--partial", log, LANG="ja_JP.UTF-8")
    english = run("check", "--partial", "--lang", "en", log, LANG="ja_JP.UTF-8")
    assert by_option[1] == by_locale[1] and by_option[0] == by_locale[0] == 1
    assert "違反" in by_option[1] and "violation" not in by_option[1]
    assert "violation" in english[1] and "違反" not in english[1]


def _help_of_every_option():
    parser = build_parser()
    sub = next(a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction")
    for name, p in [("referee", parser), *sub.choices.items()]:
        for action in p._actions:
            if action.__class__.__name__ != "_SubParsersAction":
                yield name, action


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_option_has_help(lang):
    i18n.set_language(lang)
    try:
        missing = [f"{cmd} {'/'.join(a.option_strings) or a.dest}" for cmd, a in _help_of_every_option() if not (a.help or "").strip()]
        assert not missing, missing
        if lang == "ja":
            english = [f"{cmd} {a.dest}: {a.help}" for cmd, a in _help_of_every_option() if a.help.isascii()]
            assert not english, english
    finally:
        i18n.set_language(None)


def test_help_in_japanese_includes_argparse_words():
    code, out, _err = run("--lang", "ja", "check", "--help")
    assert code == 0
    assert "usage:" not in out and "options:" not in out and "show this help" not in out, out


@pytest.mark.parametrize("args", [["check"], ["check", "--bogus", "x.log"], ["rules", "--bogus"], ["nonsense"], ["check", "--jobs", "x", "a.log"],
                                  ["check", "-o", "boo-quota", "a.log"]])
def test_command_line_mistakes_exit_2(args, capsys):
    assert main(args) == 2
    assert "Traceback" not in capsys.readouterr().err


@pytest.mark.parametrize("shell,marker", [("bash", "complete "), ("zsh", "compdef"), ("fish", "complete ")])
def test_shell_completion_scripts(shell, marker):
    code, out, _err = run("completion", shell)
    assert code == 0 and marker in out and "referee" in out


def test_completion_completes_options_and_commands(tmp_path, monkeypatch):
    """The shell asks the command itself (a real process, as the shell starts it) for the words that complete a
    line; the other lines are asked of the same parser here, through argcomplete as the command calls it."""
    import argcomplete

    def protocol(line: str, out: Path) -> dict[str, str]:
        return {"_ARGCOMPLETE": "1", "COMP_LINE": line, "COMP_POINT": str(len(line)), "_ARGCOMPLETE_IFS": "\n",
                "_ARGCOMPLETE_STDOUT_FILENAME": str(out)}

    out = tmp_path / "completions"
    r = subprocess.run([sys.executable, "-m", "referee"], capture_output=True, text=True, env={**ENV, **protocol("referee check --st", out)},
                       cwd=ROOT, timeout=120)
    assert r.returncode == 0, r.stderr
    assert "--strict" in out.read_text().split()

    class Done(Exception):
        pass

    def stop(code: int = 0) -> None:
        raise Done(code)

    class Finder(argcomplete.CompletionFinder):
        def _init_debug_stream(self) -> None:  # not file descriptor 9, which is pytest's here
            argcomplete.io.debug_stream = io.StringIO()

    def complete(line: str) -> list[str]:
        said = io.StringIO()
        with monkeypatch.context() as mp:
            for k, v in protocol(line, out).items():
                mp.setenv(k, v)
            with pytest.raises(Done):
                Finder()(build_parser(), exit_method=stop, output_stream=said)
        return said.getvalue().split()

    assert {"check", "rules", "replay", "console", "completion"} <= set(complete("referee "))
    assert set(complete("referee check --lang ")) == {"en", "ja"}
    # the rulings, by name and then by value (issue 31), for every command that takes --option
    assert set(complete("referee check --option boo")) == {"boo-penalty=", "boo-quota="}
    assert set(complete("referee report --option clap-pair=")) == {"clap-pair=stays", "clap-pair=discard"}
    assert set(complete("referee console -o boo-penalty=n")) == {"boo-penalty=never"}


@pytest.mark.parametrize("argv,hint", [
    (["chek", "x"], "(did you mean check?)"),
    (["check", "--stirct", "x"], "--stirct (did you mean --strict?)"),
    (["check", "--format", "jsn", "x"], "(did you mean json?)"),
])
def test_command_line_mistakes_say_what_was_meant(argv, hint):
    code, _out, err = run(*argv)
    assert code == 2 and hint in err, err


def test_a_ruling_misspelt_on_the_command_line_or_in_a_header_says_what_was_meant(tmp_path):
    log = str(ROOT / "docs/examples/club-night.log")
    code, _out, err = run("check", "--option", "boo-quotaa=2", log)
    assert code == 2 and "(did you mean boo-quota?)" in err
    code, _out, err = run("check", "--option", "clap-pair=discrd", log)
    assert code == 2 and "(did you mean discard?)" in err
    head = tmp_path / "h.log"
    head.write_text("game: curtain-call\nplayers: A B\noption boo-penalt: never\noption clap-pair: discrd\n", encoding="utf-8")
    code, out, _err = run("check", "--partial", str(head))
    assert code == 3 and "unknown option 'boo-penalt' (did you mean boo-penalty?)" in out
    assert "'discrd' is not a value of option 'clap-pair' (did you mean discard?)" in out


def test_a_misspelt_game_is_read_as_the_one_it_can_mean(tmp_path):
    g = tmp_path / "g.log"
    g.write_text((ROOT / "docs/examples/club-night.log").read_text(encoding="utf-8").replace("game: curtain-call",
                                                                                            "game: curtain-cal"), encoding="utf-8")
    code, out, _err = run("check", str(g))
    assert code == 0 and "warning LOG-UNKNOWN-GAME: 'curtain-cal' is not a game the referee knows: read as curtain-call" in out
    g.write_text("game: chezz\nplayers: A B\n", encoding="utf-8")
    code, out, _err = run("check", str(g))
    assert code == 3 and "error LOG-UNKNOWN-GAME: unknown game 'chezz'" in out


_COLOUR = re.compile(r"\x1b\[[0-9;]*(?:3[0-7]|9[0-7]|38;[0-9;]+)m")


def test_colours_follow_no_color_and_force_color():
    log = str(ROOT / "docs/examples/slip.log")
    _code, forced, _err = run("check", "--partial", log, FORCE_COLOR="1", COLUMNS="100")
    assert _COLOUR.search(forced), forced
    assert max(len(re.sub(r"\x1b\[[0-9;]*m", "", line)) for line in forced.splitlines()) <= 100
    _code, plain, _err = run("check", "--partial", log, FORCE_COLOR="1", NO_COLOR="1", COLUMNS="100")
    assert not _COLOUR.search(plain), plain
    _code, piped, _err = run("check", "--partial", log)
    assert "\x1b[" not in piped


def test_long_output_on_a_terminal_goes_through_the_pager(tmp_path):
    pexpect = pytest.importorskip("pexpect")
    env = {**ENV, "PAGER": "sed s/^/PAGED:/", "COLUMNS": "100", "LINES": "20", "TERM": "xterm"}
    child = pexpect.spawn(sys.executable, ["-m", "referee", "rules", "nozoku"], cwd=str(ROOT), env=env, encoding="utf-8", timeout=60)
    child.expect(pexpect.EOF)
    assert "PAGED:" in child.before
    short = pexpect.spawn(sys.executable, ["-m", "referee", "rules", "NZ-NOZOKU"], cwd=str(ROOT), env={**env, "LINES": "200"},
                          encoding="utf-8", timeout=60)
    short.expect(pexpect.EOF)
    assert "PAGED:" not in short.before and "NZ-NOZOKU" in short.before


def test_the_japanese_summary_counts_what_the_english_one_does(capsys, monkeypatch):
    """Issue 31: the summary's counts agree with the findings in both languages (a log with violations is counted as
    one, whatever else it has, in both)."""
    monkeypatch.chdir(ROOT)
    with KEPT.reused():
        en_code = main(["check", "--lang", "en", "scenarios"])
        en = capsys.readouterr().out.splitlines()[-1]
        ja_code = main(["check", "--lang", "ja", "scenarios"])
        ja = capsys.readouterr().out.splitlines()[-1]
    assert en_code == ja_code == 1
    assert sorted(re.findall(r"\d+", ja)) == sorted(re.findall(r"\d+", en)), (en, ja)
    assert "違反あり" in ja and "記録ミス" in ja
