"""Every example in docs/ is checked.

* ```log blocks: the first line says what the referee must conclude:
  ``# expect: clean`` or ``# expect: CLAUSE-ID …`` (exactly those violations,
  as a set). A ``# fragment`` line marks a game in progress (checked with
  ``partial=True``).
* ```json blocks in docs/notation.md: each line is one JSON Lines object that
  the JSON Lines reader accepts.
* ```console blocks: each ``$ referee …`` line is run (in this process, as from the project's root into a
  pipe) and its output compared with the lines that follow it (see docs/cli.md).
* ```sh blocks in docs/console.md: each line is a shell command run from the project's root with
  ``referee`` on the PATH; it must succeed and print something or write files. (The other ```sh
  blocks install, benchmark or check everything: the README's own commands are what CI runs.)
* ```report blocks: the findings the referee reports for the ```log block before it (checked as
  ``example.log``), one line each as ``referee check`` prints them to a pipe, in the document's language
  (Japanese under docs/ja/).
* ```expected blocks (docs/cli.md): an expected verdict (referee/expected.py) of the bundled log it names; the
  log's verdict is as expected.
* ```session blocks (docs/console.md): ``$ referee console …`` then a transcript; the lines
  starting ``referee> `` are fed to the console's line mode (in this process) and the whole transcript
  compared.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from referee.core.referee import check_text
from referee.notation.writer import JsonlReader

ROOT = Path(__file__).resolve().parent.parent
DOCS = sorted((ROOT / "docs").rglob("*.md"))
BLOCK = re.compile(r"^```(\w+)\n(.*?)^```", re.S | re.M)


def blocks(kind: str):
    out = []
    for path in DOCS:
        text = path.read_text(encoding="utf-8")
        for m in BLOCK.finditer(text):
            if m.group(1) == kind:
                line = text[: m.start()].count("\n") + 1
                out.append(pytest.param(m.group(2), id=f"{path.relative_to(ROOT)}:{line}"))
    return out


def test_docs_have_examples():
    assert blocks("log"), "docs/ should show example logs"


@pytest.mark.parametrize("body", blocks("log"))
def test_log_example(body: str):
    first = body.splitlines()[0]
    assert first.startswith("# expect:"), "a log example starts with '# expect: clean' or '# expect: CLAUSE …'"
    expect = first.split(":", 1)[1].split()
    partial = "# fragment" in body.splitlines()[:3]
    v = check_text(body, "example.log", partial=partial)
    assert not v.errors and not v.warnings, "\n".join(map(str, v.errors + v.warnings))
    got = {f.clause for f in v.violations}
    if expect == ["clean"]:
        assert v.status == "clean", "\n".join(map(str, v.findings))
    else:
        assert got == set(expect), "\n".join(map(str, v.findings))


def report_blocks():
    out = []
    for path in DOCS:
        text = path.read_text(encoding="utf-8")
        last_log = None
        for m in BLOCK.finditer(text):
            if m.group(1) == "log":
                last_log = m.group(2)
            elif m.group(1) == "report":
                line = text[: m.start()].count("\n") + 1
                lang = "ja" if "ja" in path.relative_to(ROOT / "docs").parts[:1] else "en"
                out.append(pytest.param(last_log, m.group(2), lang, id=f"{path.relative_to(ROOT)}:{line}"))
    return out


@pytest.mark.parametrize("log,report,lang", report_blocks())
def test_report_example(log, report, lang):
    import io

    from rich.console import Console

    from referee import i18n
    from referee.terminal import report_one

    assert log is not None, "a ```report block follows the ```log block it reports"
    partial = "# fragment" in log.splitlines()[:3]
    i18n.set_language(lang)
    try:
        v = check_text(log, "example.log", partial=partial).to_json()
        out = Console(file=io.StringIO(), width=100, force_terminal=False, color_system=None)
        report_one(out, v)
    finally:
        i18n.set_language(None)
    got = [ln.rstrip() for ln in out.file.getvalue().splitlines() if ln.startswith("example.log:")]
    want = [ln.rstrip() for ln in report.strip("\n").splitlines()]
    assert got == want, "--- got ---\n" + "\n".join(got)


@pytest.mark.parametrize("body", blocks("json"))
def test_jsonl_example(body: str):
    reader = JsonlReader.from_text(body, "example.jsonl")
    reader.header()
    items = list(reader)
    assert not reader.errors
    assert not [i for i in items if type(i).__name__ == "LogError"], items
    for line in body.splitlines():
        assert isinstance(json.loads(line), dict)


@pytest.mark.parametrize("body", blocks("expected"))
def test_expected_verdict_example(body: str):
    from referee import expected as X
    from referee.api import verdict_of

    exp = json.loads(body)
    (log,) = (ROOT / "scenarios").rglob(exp["log"])
    assert X.differences(exp, verdict_of(str(log))) == []


def _commands(body: str):
    cmd, out = None, []
    for line in body.splitlines():
        if line.startswith("$ "):
            if cmd is not None:
                yield cmd, out
            cmd, out = line[2:], []
        else:
            out.append(line)
    if cmd is not None:
        yield cmd, out


DOC_ENV = {"COLUMNS": "100", "NO_COLOR": "1", "TERM": "dumb", "FORCE_COLOR": None, "LINES": None, "PAGER": None}


def run_doc_command(args: list[str], stdin: str | None = None) -> tuple[list[str], int]:
    """``referee ARGS`` run in this process as a doc's reader runs it from the project's root, writing to a pipe
    (``stdin``: what it reads): the lines it wrote (standard output, then standard error) and its exit status."""
    import io

    from browser import in_process

    with pytest.MonkeyPatch.context() as mp:
        if stdin is not None:
            mp.setattr(sys, "stdin", io.StringIO(stdin))
        code, out, err = in_process(args, env=DOC_ENV)
    return [ln.rstrip() for ln in (out + err).rstrip("\n").splitlines()], code


@pytest.mark.parametrize("body", blocks("console"))
def test_console_example(body: str, tmp_path: Path):
    """Each command of the block is run (in this process) and says what the block shows. A folder it writes
    under /tmp/ is one of the test's own (the block's path is put back in what it says)."""
    for cmd, expected in _commands(body):
        assert cmd.startswith("referee "), cmd
        args = [a.replace("/tmp/", f"{tmp_path}/") for a in cmd.split()[1:]]
        got, code = run_doc_command(args)
        got = [ln.replace(f"{tmp_path}/", "/tmp/") for ln in got]
        want = [ln.rstrip() for ln in "\n".join(expected).rstrip("\n").splitlines()]
        status = [w for w in want if w.startswith("[exit ")]
        want = [w for w in want if not w.startswith("[exit ")]
        assert got == want, f"$ {cmd}\n--- got ---\n" + "\n".join(got)
        if status:
            assert f"[exit {code}]" == status[0]


@pytest.mark.parametrize("body", blocks("toml"))
def test_card_set_example(body: str):
    """A ```toml block is a game set (ノゾクダイス, with [dice]) or a Crown Crest card set: it loads, and
    every effect in a card set is one the referee reads."""
    if "[dice]" in body:
        from referee.games.nozoku.gameset import load as load_gameset

        assert load_gameset(body, "example.toml").cards
        return
    from referee.games.crown_crest.cardset import load

    cs = load(body, "example.toml")
    assert cs.order
    for card in cs.order:
        effects = card.abilities + card.on_enter + card.reinforce + card.effects
        effects += [e for es in list(card.links.values()) + list(card.levels.values()) for e in es]
        assert all(e.understood for e in effects), [e.text for e in effects if not e.understood]


def session_commands(body: str) -> tuple[list[str], str, list[str]]:
    """A ```session block: (console arguments, its input, the expected transcript lines)."""
    lines = body.rstrip("\n").splitlines()
    assert lines[0].startswith("$ referee console"), "a session starts with '$ referee console …'"
    args = lines[0].split()[2:]
    commands = [ln[len("referee> "):] for ln in lines[1:] if ln.startswith("referee> ")]
    return args, "".join(c + "\n" for c in commands), lines[1:]


def run_session(args: list[str], stdin: str) -> tuple[list[str], int]:
    return run_doc_command(args, stdin)


@pytest.mark.parametrize("body", blocks("session"))
def test_console_session(body: str):
    args, stdin, want = session_commands(body)
    assert "--echo" in args, "a transcript needs --echo, so that the commands show in the output"
    got, status = run_session(args, stdin)
    expected_status = 0
    if want and want[-1].startswith("[exit "):
        expected_status = int(want.pop()[6:-1])
    assert got == [w.rstrip() for w in want], "--- got ---\n" + "\n".join(got)
    assert status == expected_status


@pytest.mark.parametrize("body", [b for b in blocks("sh") if b.id.startswith("docs/console.md")])
def test_shell_example(body: str, tmp_path: Path):
    env = dict(os.environ, COLUMNS="100", NO_COLOR="1", TERM="dumb", PYTHONIOENCODING="utf-8", TMPDIR=str(tmp_path))
    env["PATH"] = str(Path(sys.executable).parent) + os.pathsep + env.get("PATH", "")
    for line in body.strip().splitlines():
        proc = subprocess.run(["bash", "-c", "set -o pipefail; " + line], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0, f"$ {line}\n{proc.stdout}{proc.stderr}"
        assert "Traceback" not in proc.stdout + proc.stderr
        assert proc.stdout.strip() or any(tmp_path.rglob("*")), f"$ {line}: no output"
