"""A long output on a terminal goes through a pager, as git's does (issue 32, part 4): ``$REFEREE_PAGER``, else
``$PAGER``, else ``less`` with ``LESS=FRX``; the output is held until it is longer than the terminal is high, then the
pager is started with it and given the rest as it comes; ``--no-pager``, ``REFEREE_NO_PAGER`` and a pipe turn it off.
The commands run on a pseudo-terminal (pexpect) with a fake pager that records what it is given."""

from __future__ import annotations

import io
import os
import re
import shutil
import sys
from pathlib import Path

import pytest
from browser import in_process

from referee.cli import Pager, pager_command

pexpect = pytest.importorskip("pexpect")

ROOT = Path(__file__).resolve().parent.parent
UNSET = ("NO_COLOR", "FORCE_COLOR", "COLUMNS", "LINES", "PAGER", "REFEREE_PAGER", "REFEREE_NO_PAGER", "LESS", "TTY_COMPATIBLE",
         "TTY_INTERACTIVE")


@pytest.fixture
def fake(tmp_path):
    """A pager that writes what it reads to ``paged`` and its LESS to ``less``: (the script, paged, less)."""
    script = tmp_path / "pager.sh"
    paged, less = tmp_path / "paged.txt", tmp_path / "less.txt"
    script.write_text(f'#!/bin/sh\ncat > "{paged}"\nprintf "%s" "$LESS" > "{less}"\necho PAGER-DONE\n', encoding="utf-8")
    script.chmod(0o755)
    return script, paged, less


def said(text: str) -> str:
    """What a terminal shows, as words: without styles and cursor moves, every run of spaces and line ends one space."""
    return " ".join(re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", text).split())


def on_terminal(args: list[str], rows: int = 20, cols: int = 80, **env: str) -> tuple[int, str]:
    """``referee ARGS`` on a pseudo-terminal of ``rows`` × ``cols``: (exit status, what the terminal showed)."""
    environ = {k: v for k, v in os.environ.items() if k not in UNSET}
    environ.update({"TERM": "xterm", "LANG": "C.UTF-8", **env})
    child = pexpect.spawn(sys.executable, ["-m", "referee", *args], cwd=str(ROOT), env=environ, encoding="utf-8",
                          timeout=120, dimensions=(rows, cols))
    child.expect(pexpect.EOF)
    child.close()
    return child.exitstatus, child.before


@pytest.mark.parametrize("args", [["check", "scenarios/curtain_call"], ["replay", "docs/examples/slip.log"], ["games"],
                                  ["rules", "nozoku"], ["rules", "BP-ZONES"]])
def test_a_long_output_goes_through_the_pager(fake, args):
    script, paged, less = fake
    code, shown = on_terminal(args, PAGER=str(script))
    assert paged.exists(), shown
    text = paged.read_text(encoding="utf-8")
    assert text.count("\n") >= 20 and "PAGER-DONE" in shown
    assert less.read_text(encoding="utf-8") == "FRX"  # set for less unless LESS is
    assert "\x1b[" in text  # drawn as for the terminal: styles kept (less -R shows them)
    if args[0] == "check":
        assert code == 1 and "with bad input" in said(text)  # its summary is paged too


def test_check_of_many_logs_is_paged_whole_and_keeps_its_exit_status(fake):
    script, paged, _less = fake
    code, _shown = on_terminal(["check", "scenarios"], PAGER=str(script), COLUMNS="100")
    text = paged.read_text(encoding="utf-8")
    assert code == 1  # violations, as without a pager
    assert re.search(r"\d+ logs: .* in \d+ events$", said(text)), said(text)[-400:]  # whole, to its summary
    assert "checking" not in said(text)  # the progress bar was drawn on the terminal, never given to the pager


def test_a_short_output_is_printed_as_it_is(fake):
    script, paged, _less = fake
    code, shown = on_terminal(["check", "--partial", "docs/examples/slip.log"], rows=60, PAGER=str(script))
    assert code == 1 and not paged.exists() and "1 violation" in shown


@pytest.mark.parametrize("how", [["check", "--no-pager"], ["--no-pager", "check"], ["check"]])
def test_no_pager_turns_it_off(fake, how):
    script, paged, _less = fake
    env = {"REFEREE_NO_PAGER": "1"} if how == ["check"] else {}
    code, shown = on_terminal([*how, "scenarios/curtain_call"], PAGER=str(script), **env)
    assert code == 1 and not paged.exists() and "with bad input" in said(shown)


@pytest.mark.parametrize("value", ["", "cat"])
def test_an_empty_pager_or_cat_is_none(fake, value):
    _script, paged, _less = fake
    code, shown = on_terminal(["rules", "nozoku"], PAGER=value)
    assert code == 0 and not paged.exists() and "NZ-" in shown


def test_referee_pager_comes_before_pager(fake):
    script, paged, _less = fake
    code, _shown = on_terminal(["rules", "nozoku"], PAGER="false", REFEREE_PAGER=str(script))
    assert code == 0 and paged.exists()


def test_a_pipe_is_never_paged(fake):
    script, paged, _less = fake
    code, out, _err = in_process(["check", "scenarios/curtain_call"], env={"PAGER": str(script), "REFEREE_NO_PAGER": None})
    assert code == 1 and not paged.exists() and out.count("\n") > 20


def test_quitting_the_pager_early_changes_nothing():
    """The reader reads one line and quits (as ``q`` in less): the rest is dropped, quietly, and the run ends with
    its own status."""
    code, shown = on_terminal(["check", "scenarios/curtain_call"], PAGER="head -n 1")
    assert code == 1 and "Traceback" not in shown and "Broken pipe" not in shown


# -- the pager itself -------------------------------------------------------------------------------------------


def test_the_output_is_held_until_it_is_longer_than_the_terminal(tmp_path):
    started: list[bool] = []
    terminal = io.StringIO()
    out = tmp_path / "paged.txt"
    p = Pager(terminal, 3, f'cat > "{out}"', before_start=lambda: started.append(True))
    p.write("one\ntwo\n")
    assert not started and p.proc is None and terminal.getvalue() == ""
    p.write("three\nfour\n")  # the third line: the pager starts with all of it
    assert started == [True] and p.proc is not None
    p.write("five\n")
    p.close()
    assert out.read_text() == "one\ntwo\nthree\nfour\nfive\n" and terminal.getvalue() == ""


def test_a_short_output_goes_to_the_terminal_at_the_end():
    terminal = io.StringIO()
    p = Pager(terminal, 10, "false")
    p.write("one\n")
    p.write("two\n")
    p.close()
    assert terminal.getvalue() == "one\ntwo\n" and p.proc is None


def test_which_pager(monkeypatch):
    for var in ("REFEREE_PAGER", "PAGER"):
        monkeypatch.delenv(var, raising=False)
    assert pager_command() == ("less" if shutil.which("less") else None)
    monkeypatch.setenv("PAGER", "more")
    assert pager_command() == "more"
    monkeypatch.setenv("REFEREE_PAGER", "most")
    assert pager_command() == "most"
    monkeypatch.setenv("REFEREE_PAGER", " cat ")
    assert pager_command() is None
