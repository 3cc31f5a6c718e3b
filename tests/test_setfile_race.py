"""A set file a log names is opened once, relative to the log's folder, never through a link, and checked on the
open file (referee/core/setfiles.py; docs/security.md, "What referee check may read").

The file (or the log's folder) swapped for a link to a file outside, at any moment of the run, is never read:
tested at the last moment before the open (deterministic: an audit hook swaps it as the open is asked for) and
with a process swapping it over and over while the log is checked hundreds of times."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import threading
import time

import pytest

from referee.core import setfiles
from referee.core.setfiles import SetFileError
from referee.games.crown_crest import cardset
from referee.games.nozoku import gameset

pytestmark = pytest.mark.skipif(not hasattr(os, "symlink") or os.name != "posix", reason="links and FIFOs: POSIX")

MARKER = "zz-outside-marker"
CLUB = """[set]
id = "club"
[dice]
colours = ["red", "blue"]
own = 3
start = 1
white = { 2 = 2 }
[sides]
2 = ["back"]
[actions]
up = "top +1"
[[card]]
id = "A"
main = { face = 1, action = "up" }
sub = { face = 2, action = "up" }
"""
# a valid game set for three players: read for the log of two, its verdict names it (and its id) at once
OUTSIDE = (CLUB.replace('id = "club"', f'id = "{MARKER}"\ntitle = "{MARKER}"')
           .replace('["red", "blue"]', '["red", "blue", "green"]').replace("2 = 2", "3 = 2")
           .replace('2 = ["back"]', '3 = ["left", "right"]'))
LOG = b"game: nozoku\nplayers: Aki Ben\ngameset: club.toml\n"
CC_SET = """[set]
id = "club"

[[unit]]
id = "kihei"
name = "騎兵"
cost = 2
cooldown = 2
power = 2
"""
FINDERS = {"nozoku": (gameset.find, CLUB), "crown-crest": (cardset.find, CC_SET)}
finders = pytest.mark.parametrize("game", list(FINDERS))


@pytest.fixture(autouse=True)
def no_extra_folders():
    before = setfiles.extra_folders()
    setfiles.set_extra_folders([])
    yield
    setfiles.set_extra_folders([str(p) for p in before])


@pytest.fixture
def world(tmp_path):
    """``logs/`` (the log and its club.toml), ``outside/secret.toml`` (a valid set holding the marker)."""
    logs, outside = tmp_path / "logs", tmp_path / "outside"
    logs.mkdir()
    outside.mkdir()
    (logs / "club.toml").write_text(CLUB, encoding="utf-8")
    (logs / "game.log").write_bytes(LOG)
    (outside / "secret.toml").write_text(OUTSIDE, encoding="utf-8")
    (outside / "club.toml").write_text(OUTSIDE, encoding="utf-8")
    return tmp_path


def test_the_outside_set_would_change_the_verdict(world):
    """The premise of the tests below: read, the outside file's id shows in the verdict; the club set's does not."""
    from referee.api import verdict_of

    log = str(world / "logs" / "game.log")
    assert verdict_of(log, partial=True)["findings"] == []
    (world / "logs" / "club.toml").write_text(OUTSIDE, encoding="utf-8")
    assert MARKER in json.dumps(verdict_of(log, partial=True))


# -- what is refused, on the open file ---------------------------------------------------------------------


@finders
@pytest.mark.parametrize("target", ["inside", "outside", "dangling", "folder"])
def test_every_link_is_refused_with_one_message(world, game, target):
    find, text = FINDERS[game]
    logs = world / "logs"
    (logs / "sub").mkdir()
    (logs / "sub" / "real.toml").write_text(text, encoding="utf-8")
    (logs / "club.toml").unlink()
    to = {"inside": logs / "sub" / "real.toml", "outside": world / "outside" / "secret.toml",
          "dangling": world / "outside" / "missing.toml", "folder": logs / "sub"}[target]
    (logs / "club.toml").symlink_to(to)
    with pytest.raises(SetFileError) as e:
        find("club.toml", str(logs / "game.log"))
    assert e.value.path == "club.toml" and "link" in e.value.message and "bundled id" in e.value.message
    (logs / "other.toml").symlink_to(world / "outside" / "missing.toml")
    with pytest.raises(SetFileError) as other:
        find("other.toml", str(logs / "game.log"))
    assert other.value.message == e.value.message  # the same whether or not, and wherever, the link leads


@finders
def test_a_fifo_named_like_a_set_is_refused_without_waiting(world, game):
    find, _text = FINDERS[game]
    logs = world / "logs"
    (logs / "club.toml").unlink()
    os.mkfifo(logs / "club.toml")
    said: list[BaseException] = []

    def run():
        try:
            find("club.toml", str(logs / "game.log"))
        except BaseException as e:  # noqa: BLE001 - handed to the test's thread
            said.append(e)

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(10)
    if t.is_alive():  # unblock the reader so that the thread ends; the test has failed already
        fd = os.open(logs / "club.toml", os.O_WRONLY | os.O_NONBLOCK)
        os.close(fd)
        pytest.fail("opening a FIFO named like a set file waited for a writer")
    assert len(said) == 1 and isinstance(said[0], SetFileError) and "not a file" in said[0].message


@finders
def test_a_folder_named_like_a_set_is_refused(world, game):
    find, _text = FINDERS[game]
    logs = world / "logs"
    (logs / "club.toml").unlink()
    (logs / "club.toml").mkdir()
    with pytest.raises(SetFileError) as e:
        find("club.toml", str(logs / "game.log"))
    assert "not a file" in e.value.message


@finders
def test_the_checks_are_made_on_the_file_that_is_read(world, game, monkeypatch):
    """Kind and size come from the open file (fstat), not from a second look-up of its name."""
    find, text = FINDERS[game]
    logs = world / "logs"
    (logs / "club.toml").write_text(text, encoding="utf-8")
    calls: list[str] = []
    for name in ("stat", "lstat"):
        real = getattr(os, name)

        def spy(*a, _real=real, _name=name, **kw):
            if a and str(a[0]).endswith("club.toml"):
                calls.append(_name)
            return _real(*a, **kw)

        monkeypatch.setattr(os, name, spy)
    assert find("club.toml", str(logs / "game.log")).id == "club"
    assert calls == []


@finders
def test_a_set_file_version_is_loaded_once(world, game, monkeypatch):
    """The loaded set is kept per file version (the open file's inode, size and time), as before."""
    find, text = FINDERS[game]
    logs = world / "logs"
    (logs / "club.toml").write_text(text, encoding="utf-8")
    log = str(logs / "game.log")
    first = find("club.toml", log)
    assert find("club.toml", log) is first
    (logs / "club.toml").write_text(text.replace('id = "club"', 'id = "club2"'), encoding="utf-8")
    assert find("club.toml", log).id == "club2"


def test_a_sets_folder_is_read_the_same_way(world):
    sets = world / "sets"
    sets.mkdir()
    (sets / "club.toml").symlink_to(world / "outside" / "secret.toml")
    setfiles.set_extra_folders([str(sets)])
    with pytest.raises(SetFileError) as e:
        gameset.find("club.toml", "<stdin>")
    assert e.value.path == "club.toml" and "link" in e.value.message
    (sets / "club.toml").unlink()
    (sets / "club.toml").write_text(CLUB, encoding="utf-8")
    assert gameset.find("club.toml", "<stdin>").id == "club"


# -- swapped at the last moment (deterministic) ------------------------------------------------------------
# A fresh interpreter adds an audit hook that, as the referee asks to open something in the folder the set is
# looked up in (before the system opens it), swaps the set file or the folder for a link to the outside.
SWAP_AT_OPEN = textwrap.dedent("""
    import json, os, sys
    folder, outside, what, where = sys.argv[1:5]
    armed = [True]

    def swap_file():
        tmp = os.path.join(folder, ".swap")
        os.symlink(os.path.join(outside, "secret.toml"), tmp)
        os.replace(tmp, os.path.join(folder, "club.toml"))

    def swap_folder():
        os.rename(folder, folder + ".old")
        os.symlink(outside, folder)

    def hook(event, args):
        if not armed[0] or event != "open" or not isinstance(args[0], str):
            return
        path = args[0]
        if what == "file" and os.path.basename(path) == "club.toml":
            armed[0] = False
            swap_file()
        elif what == "folder" and (path == folder or path.startswith(folder + os.sep)):
            armed[0] = False  # before the folder (or, opened by its path, the file in it) is opened
            swap_folder()
        elif what == "folder-later" and os.path.basename(path) == "club.toml":
            armed[0] = False  # the folder is open already (or never was): it is swapped as the file is opened
            swap_folder()

    from referee.api import verdict_of
    from referee.core import setfiles
    log = os.path.join(folder, "game.log") if where == "log" else "-"
    if where == "sets":
        setfiles.set_extra_folders([folder])
    data = open(os.path.join(folder, "game.log"), "rb").read()
    sys.addaudithook(hook)
    v = verdict_of(log, data=data, partial=True)
    print(json.dumps({"armed": armed[0], "verdict": v}, ensure_ascii=False))
""")


@pytest.mark.parametrize("where", ["log", "sets"])
@pytest.mark.parametrize("what", ["file", "folder", "folder-later"])
def test_a_swap_at_the_moment_of_the_open_is_never_read(world, what, where):
    folder = world / "logs"
    out = subprocess.run([sys.executable, "-c", SWAP_AT_OPEN, str(folder), str(world / "outside"), what, where],
                         capture_output=True, text=True, timeout=120, cwd=world)
    assert out.returncode == 0, out.stderr
    said = json.loads(out.stdout)
    assert said["armed"] is False, "the swap did not happen: the set file was never opened"
    assert MARKER not in out.stdout
    findings = said["verdict"]["findings"]
    if what == "folder-later":  # the folder was opened before it was swapped: the club set is read from it
        assert findings == [], findings
    else:
        assert [f["clause"] for f in findings] == ["LOG-GAMESET"], findings
        message = findings[0]["message"]
        assert ("link" in message) if what == "file" else ("cannot be read" in message), message


# -- swapped over and over during the run ------------------------------------------------------------------
SWAPPER = textwrap.dedent("""
    import os, sys
    folder, secret, master = sys.argv[1:4]
    club = os.path.join(folder, "club.toml")
    print("ready", flush=True)
    i = 0
    while True:
        tmp = os.path.join(folder, f".swap{i % 2}")
        if os.path.lexists(tmp):  # a rename onto a link to the same file leaves its source
            os.unlink(tmp)
        if i % 2:
            os.symlink(secret, tmp)
        else:
            os.link(master, tmp)
        os.replace(tmp, club)
        i += 1
""")


#: verdicts per run (SETFILE_RACE_RUNS=20000 for a deeper one). On the code before issue 29 this test failed in 6
#: of 10 runs (on 2 busy cores; the swaps above fail it at every run); since, 0 of 20,000 verdicts read outside.
RUNS = int(os.environ.get("SETFILE_RACE_RUNS", "2000"))


def test_a_file_swapped_during_the_run_is_never_read_outside(world):
    """RUNS verdicts while another process replaces club.toml, again and again, by a file or by a link to a set
    outside: each verdict read the club set or refused the link, none read the outside set."""
    from referee.api import verdict_of

    logs = world / "logs"
    master = world / "master.toml"
    master.write_text(CLUB, encoding="utf-8")
    swapper = subprocess.Popen([sys.executable, "-c", SWAPPER, str(logs), str(world / "outside" / "secret.toml"),
                                str(master)], stdout=subprocess.PIPE, text=True)
    seen: dict[str, int] = {}
    leaked = []
    try:
        assert swapper.stdout.readline().strip() == "ready"
        start = time.monotonic()
        n = 0
        while n < RUNS or (len(seen) < 2 and time.monotonic() - start < 60):
            text = json.dumps(verdict_of(str(logs / "game.log"), partial=True), ensure_ascii=False)
            n += 1
            if MARKER in text:
                leaked.append(text)
            v = json.loads(text)
            said = "clean" if not v["findings"] else v["findings"][0]["clause"] + (
                ": link" if "link" in v["findings"][0]["message"] else ": " + v["findings"][0]["message"])
            seen[said] = seen.get(said, 0) + 1
        alive = swapper.poll() is None
    finally:
        swapper.terminate()
        swapper.wait(10)
    assert alive, "the swapping process ended early"
    assert leaked == [], f"{len(leaked)} of {n} verdicts read the outside file: {leaked[0]}"
    assert set(seen) == {"clean", "LOG-GAMESET: link"}, seen  # both states were met, and nothing else
