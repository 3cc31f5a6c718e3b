"""The console's prompt: prompt_toolkit fed through a pipe input (the second layer), completion
included, then the line mode in a subprocess and one run in a pseudo-terminal (the third and fourth)."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

import pexpect
from prompt_toolkit.application import create_app_session
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from rich.console import Console

from referee.console.app import ConsoleCompleter, make_prompt
from referee.console.session import Session, describe

ROOT = Path(__file__).resolve().parent.parent


def session() -> Session:
    return Session(Console(file=io.StringIO(), width=100, record=True, color_system=None))


def completions(s: Session, text: str) -> list[tuple[str, str, str]]:
    """(text inserted, text displayed, description) for each completion of ``text``."""
    got = ConsoleCompleter(s).get_completions(Document(text, len(text)), CompleteEvent(completion_requested=True))
    return [(c.text, c.display_text, c.display_meta_text) for c in got]


# -- completion -----------------------------------------------------------------------------------


def test_commands_complete_with_their_descriptions():
    got = completions(session(), "ru")
    names = [t for t, _, _ in got]
    assert names == ["rules", "rule", "rulings"]
    assert all(meta for _, _, meta in got)


def test_lang_completes_its_languages_and_descriptions_follow_the_language():
    from referee.i18n import set_language

    got = completions(session(), "lang ")
    assert [(t, meta) for t, _, meta in got] == [("en", "English"), ("ja", "日本語")]
    try:
        set_language("ja")
        got = completions(session(), "ru")
        assert [t for t, _, _ in got] == ["rules", "rule", "rulings"]  # the names are typed: English
        assert "条項を探す" in got[0][2]
        got = completions(session(), "rule CC-SPOT-J")
        assert got[0][2].startswith("ジョーカー")
    finally:
        set_language(None)


def test_game_names_and_clause_ids_complete():
    s = session()
    assert ("curtain-call", "curtain-call", "カーテンコール (Curtain Call)") in completions(s, "rules cu")
    got = completions(s, "rule CC-SPOT-J")
    assert [t for t, _, _ in got] == ["CC-SPOT-JOKER"]
    assert "Joker" in got[0][2]
    assert completions(s, "rule ") == []  # hundreds of ids: not before a letter


def test_file_paths_complete():
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        got = completions(session(), "load docs/exam")
    finally:
        os.chdir(cwd)
    assert [t for t, _, _ in got] == ["ples"]


def test_legal_events_complete_with_what_they_do():
    s = session()
    s.execute("load scenarios/nozoku/four-players-turn-mistakes.log")
    s.execute("goto 24")  # Chika's turn, after her sub action: Ben may answer with a ノゾクアクション
    legal = s.legal_here()  # the events try accepts (referee/core/legality.py): completion offers those
    ben = [e for e in legal if e.startswith("Ben ")]
    assert ben
    got = completions(s, "Ben ")
    assert [d for _, d, _ in got] == ben
    assert all(meta == describe(s.walk.game, d) and meta for _, d, meta in got)
    got = completions(s, "try Ben no")
    assert [d for _, d, _ in got] == [e for e in ben if e.startswith("Ben no")]
    assert got[0][0].startswith("nozoku")


def test_findings_players_and_options_complete():
    s = session()
    s.execute("load scenarios/curtain_call/wrong-opener.log")
    assert [t for t, _, _ in completions(s, "finding ")] == [str(i + 1) for i in range(len(s.walk.verdict.findings))]
    assert [t for t, _, _ in completions(s, "view ")] == [*s.walk.players, "table"]
    opts = [t for t, _, _ in completions(s, "option boo-p")]
    assert opts and all(o.startswith("boo-penalty=") for o in opts)


# -- the prompt, through a pipe --------------------------------------------------------------------


def _prompt_lines(s: Session, chunks: list[str], history: Path | None = None) -> list[str]:
    """Key presses sent a chunk at a time, as a typist would: a completion runs in the background and must be
    able to finish before the next key arrives, so each chunk is sent once the prompt has taken in the one
    before (no pause of a fixed length: the typist watches the prompt's line; see :func:`_taken_in`)."""
    lines: list[str] = []
    failed: list[str] = []
    with create_pipe_input() as inp, create_app_session(input=inp, output=DummyOutput()):

        def typist() -> None:
            for chunk in chunks:
                before = (len(lines), prompt.default_buffer.text)
                inp.send_text(chunk)
                if not _taken_in(chunk, before, lambda: (len(lines), prompt.default_buffer.text)):
                    failed.append(f"the prompt did not take in {chunk!r} (line so far {prompt.default_buffer.text!r})")
                    inp.send_text("\x04")
                    return

        sender = threading.Thread(target=typist, daemon=True)
        prompt = make_prompt(s, history=history, input=inp, output=DummyOutput())
        sender.start()
        while True:
            try:
                lines.append(prompt.prompt())
            except EOFError:
                break
            s.execute(lines[-1])
        sender.join(timeout=10)
    assert not failed, failed
    return lines


def _taken_in(chunk: str, before: tuple[int, str], now, patience: float = 30.0) -> bool:
    """Whether the prompt took in ``chunk`` within ``patience`` seconds (polled, every millisecond at first):
    a chunk ending in Enter has given a line; a Tab has completed the line (its text changed); Ctrl-D ends it
    all; any other chunk is at the end of the line being typed."""
    deadline = time.monotonic() + patience
    pause = 0.001
    while True:
        lines, text = now()
        if (chunk.endswith("\r") and lines > before[0]) or (chunk == "\t" and text != before[1]) or chunk == "\x04" \
                or (not chunk.endswith(("\r", "\t")) and text.endswith(chunk)):
            return True
        if time.monotonic() > deadline:
            return False
        time.sleep(pause)
        pause = min(pause * 2, 0.02)


def test_the_prompt_reads_commands_with_tab_completion_and_keeps_a_history(tmp_path: Path):
    s = session()
    hist = tmp_path / "history"
    keys = ["loa", "\t", " docs/examples/club-night.log\r", "goto 3\r", "rule CC-SPOT-JO", "\t", "\r", "\x04"]
    lines = _prompt_lines(s, keys, hist)
    assert lines == ["load docs/examples/club-night.log", "goto 3", "rule CC-SPOT-JOKER"]
    assert s.walk is not None and s.pos == 3
    assert "CC-SPOT-JOKER" in s.out.export_text()
    saved = hist.read_text(encoding="utf-8")
    assert "+goto 3" in saved and "+rule CC-SPOT-JOKER" in saved


def test_the_bottom_toolbar_follows_the_position():
    s = session()
    s.execute("load docs/examples/crown-crest-lunch.log")
    s.execute("goto 12")
    prompt = make_prompt(s)
    bar = prompt.bottom_toolbar() if callable(prompt.bottom_toolbar) else prompt.bottom_toolbar
    assert "crown-crest" in bar and "event 12/31" in bar and f"turn {s.walk.turns[12]}" in bar


# -- the line mode, in a subprocess ---------------------------------------------------------------

ENV = dict(os.environ, COLUMNS="100", NO_COLOR="1", TERM="dumb", PYTHONIOENCODING="utf-8")


def console(stdin: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "referee", "console", *args], input=stdin, cwd=ROOT, env=ENV,
                          capture_output=True, text=True, timeout=120)


def test_line_mode_in_a_pipeline():
    p = console("load scenarios/curtain_call/wrong-opener.log\ngoto 12\nstate\nfindings all\n")
    assert p.returncode == 0, p.stderr
    assert "event 12/" in p.stdout and "CC-" in p.stdout
    assert "\x1b[" not in p.stdout  # plain text
    assert p.stderr == ""


def test_line_mode_reports_bad_lines_and_goes_on_with_a_status():
    p = console("lod x\nload no/such.log\nrules joker\nquit\nrules never-read\n")
    assert p.returncode == 3
    out = p.stdout.splitlines()
    assert any("did you mean load" in line for line in out)
    assert any("no/such.log: LOG-NOT-FOUND" in line for line in out)
    assert "CC-SPOT-JOKER" in p.stdout and "never-read" not in p.stdout
    assert "Traceback" not in p.stdout + p.stderr


def test_line_mode_echo_and_a_log_on_the_command_line():
    p = console("next\n", "scenarios/nozoku/two-players-tie-broken.log", "--echo", "--as", "Aki")
    assert p.returncode == 0, p.stdout
    assert "referee> next" in p.stdout and "event 1/" in p.stdout


# -- one end-to-end run in a pseudo-terminal -----------------------------------------------------------


def test_end_to_end_in_a_pseudo_terminal(tmp_path: Path):
    """A real terminal session: the child asks the terminal where its cursor is (as prompt_toolkit
    does before it draws the bottom toolbar) and this test answers like a terminal would."""
    env = dict(ENV, TERM="xterm", REFEREE_HISTORY=str(tmp_path / "h"))
    env.pop("NO_COLOR", None)
    child = pexpect.spawn(sys.executable, ["-m", "referee", "console"], cwd=str(ROOT), env=env, encoding="utf-8",
                          timeout=60, dimensions=(40, 120))

    def wait(pattern: str) -> None:
        while child.expect([re.escape("\x1b[6n"), pattern]) == 0:
            child.send("\x1b[20;1R")  # the cursor position report

    try:
        wait("load LOG or new GAME")  # the bottom toolbar, before a game is loaded
        child.send("rules ジョーカー\r")
        wait("CC-SPOT-JOKER")
        child.send("load scenarios/curtain_call/wrong-opener.log\r")
        wait("loaded")
        wait(r"curtain-call · wrong-opener.log · event 0/85")  # the toolbar follows the game
        child.send("finding 1\r")
        wait("finding 1 of")
        wait(r"event 67/85 · turn 11")
        child.send("quit\r")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == 0
    assert "finding 1" in (tmp_path / "h").read_text(encoding="utf-8")
