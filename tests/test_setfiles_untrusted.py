"""Set files named by logs from strangers: only bundled ids and bare ``NAME.toml`` files in allowed folders are
opened, every file is bounded before it is parsed, every wrong shape is a set-file error at its place, and no
message quotes the file."""

from __future__ import annotations

import copy
import errno
import json
import os
import re
import tomllib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.core import setfiles
from referee.core.referee import check_text
from referee.core.setfiles import SetFileError
from referee.games.crown_crest import cardset
from referee.games.nozoku import gameset
from referee.harness.properties import examples

CC_SET = """[set]
id = "club"
title = "Club set"

[[unit]]
id = "kihei"
name = "騎兵"
cost = 2
cooldown = 2
power = 2
abilities = ["front-to-front"]
reinforce = ["power +1"]

[[command]]
id = "kyushu"
name = "急襲"
cost = 1
effects = ["draw 1"]
links = { 2 = ["move 2"] }

[[crest]]
id = "oukan"
name = "王冠"
max_level = 3
levels = { 2 = ["power +1 in front"] }
"""

NZ_SET = """[set]
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

GAMES = {
    "crown-crest": ("cardset", "LOG-CARDSET", CC_SET, cardset),
    "nozoku": ("gameset", "LOG-GAMESET", NZ_SET, gameset),
}
REFUSED = {"crown-crest": "a card set is a bundled id (sample)", "nozoku": "a game set is a bundled id (dealt, default)"}


@pytest.fixture(autouse=True)
def no_extra_folders():
    """Each test starts without --sets folders; whatever was set before it (by a harness) is put back."""
    before = setfiles.extra_folders()
    setfiles.set_extra_folders([])
    yield
    setfiles.set_extra_folders([str(p) for p in before])


def log_text(game: str, name: str) -> str:
    key = GAMES[game][0]
    return f"game: {game}\nplayers: Aki Ben\n{key}: {name}\n"


def set_findings(game: str, name: str, log_path: str) -> list[str]:
    """The messages of the set-file findings of a log naming ``name``; [] when the set loaded."""
    clause = GAMES[game][1]
    v = check_text(log_text(game, name), path=log_path, partial=True)
    return [f.message for f in v.findings if f.clause == clause]


def write_set(folder, name: str, game: str, text: str | None = None):
    folder.mkdir(parents=True, exist_ok=True)
    p = folder / name
    p.write_text(GAMES[game][2] if text is None else text, encoding="utf-8")
    return p


games = pytest.mark.parametrize("game", list(GAMES))


# -- where a set file may be ------------------------------------------------------------------------------


@games
def test_a_bare_name_in_the_logs_folder_loads(tmp_path, game):
    write_set(tmp_path, "club.toml", game)
    assert set_findings(game, "club.toml", str(tmp_path / "game.log")) == []


@games
@pytest.mark.parametrize("name", ["../club.toml", "../../club.toml", "sub/../club.toml", "sub/club.toml",
                                  "sub\\club.toml", "..\\club.toml", "C:club.toml", "club", "club.TOML.bak"])
def test_a_name_with_a_folder_part_is_refused(tmp_path, game, name):
    write_set(tmp_path, "club.toml", game)  # above the log
    write_set(tmp_path / "logs" / "sub", "club.toml", game)  # below it
    found = set_findings(game, name, str(tmp_path / "logs" / "game.log"))
    if name == "club":  # a bundled id that is not bundled
        assert len(found) == 1 and "no bundled" in found[0]
    else:
        assert len(found) == 1 and REFUSED[game] in found[0], found


@games
def test_an_absolute_path_is_refused(tmp_path, game):
    p = write_set(tmp_path / "elsewhere", "club.toml", game)
    found = set_findings(game, str(p), str(tmp_path / "logs" / "game.log"))
    assert len(found) == 1 and REFUSED[game] in found[0]
    found = set_findings(game, str(tmp_path / "logs" / "club.toml"), str(tmp_path / "logs" / "game.log"))
    assert len(found) == 1 and REFUSED[game] in found[0]  # even in the log's own folder


@games
def test_a_link_leaving_the_folder_is_refused_whether_or_not_its_target_exists(tmp_path, game):
    target = write_set(tmp_path / "elsewhere", "club.toml", game)
    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / "club.toml").symlink_to(target)
    (logs / "dangling.toml").symlink_to(tmp_path / "elsewhere" / "missing.toml")
    (logs / "passwd.toml").symlink_to("/etc/passwd")
    messages = [set_findings(game, n, str(logs / "game.log")) for n in ("club.toml", "dangling.toml", "passwd.toml")]
    for found, name in zip(messages, ("club.toml", "dangling.toml", "passwd.toml")):
        assert len(found) == 1 and REFUSED[game] in found[0] and "link" in found[0]
        assert found[0].startswith(name + ": ")
    assert len({m[0].split(": ", 1)[1] for m in messages}) == 1


@games
def test_a_link_inside_the_folder_is_refused_too(tmp_path, game):
    """Links are never followed (issue 29: a file can be swapped for a link after any check of where it leads);
    tests/test_setfile_race.py holds the swaps."""
    write_set(tmp_path / "sub", "real.toml", game)
    (tmp_path / "club.toml").symlink_to(tmp_path / "sub" / "real.toml")
    found = set_findings(game, "club.toml", str(tmp_path / "game.log"))
    assert len(found) == 1 and found[0].startswith("club.toml: a link") and REFUSED[game] in found[0]


@games
def test_the_current_folder_is_not_searched(tmp_path, game, monkeypatch):
    write_set(tmp_path / "cwd", "club.toml", game)
    monkeypatch.chdir(tmp_path / "cwd")
    (tmp_path / "logs").mkdir()
    found = set_findings(game, "club.toml", str(tmp_path / "logs" / "game.log"))
    assert len(found) == 1 and "no such file in the log's folder" in found[0]
    found = set_findings(game, "./club.toml", str(tmp_path / "logs" / "game.log"))
    assert len(found) == 1 and REFUSED[game] in found[0]


@games
def test_a_refusal_does_not_tell_whether_the_path_exists(tmp_path, game):
    logs = tmp_path / "logs"
    write_set(logs / "sub", "club.toml", game)
    write_set(tmp_path, "club.toml", game)
    pairs = [
        ("../club.toml", "../missing.toml"),
        (str(tmp_path / "club.toml"), str(tmp_path / "missing.toml")),
        ("sub/club.toml", "sub/missing.toml"),
        ("/etc/passwd", "/etc/no-such-file"),
        ("/etc", "/no-such-folder/"),
    ]
    log = str(logs / "game.log")
    for exists, missing in pairs:
        a = set_findings(game, exists, log)
        b = set_findings(game, missing, log)
        assert len(a) == len(b) == 1
        assert a[0].removeprefix(exists + ": ") == b[0].removeprefix(missing + ": "), (a, b)
        with pytest.raises(SetFileError) as ea:
            GAMES[game][3].find(exists, log)
        with pytest.raises(SetFileError) as eb:
            GAMES[game][3].find(missing, log)
        assert ea.value.message == eb.value.message


@games
def test_extra_folders_are_searched_after_the_logs_folder(tmp_path, game):
    sets = tmp_path / "sets"
    write_set(sets, "club.toml", game, GAMES[game][2].replace('id = "club"', 'id = "from-sets"', 1))
    (tmp_path / "logs").mkdir()
    log = str(tmp_path / "logs" / "game.log")
    found = set_findings(game, "club.toml", log)
    assert len(found) == 1 and "no such file in the log's folder" in found[0]

    setfiles.set_extra_folders([str(tmp_path / "empty"), str(sets)])
    assert setfiles.extra_folders() == ((tmp_path / "empty").resolve(), sets.resolve())
    assert set_findings(game, "club.toml", log) == []
    assert GAMES[game][3].find("club.toml", log).id == "from-sets"
    found = set_findings(game, "other.toml", log)
    assert len(found) == 1 and "no such file in the log's folder or the folders given with --sets" in found[0]
    found = set_findings(game, "../sets/club.toml", log)  # an extra folder allows bare names only
    assert len(found) == 1 and REFUSED[game] in found[0]

    write_set(tmp_path / "logs", "club.toml", game)  # the log's own folder comes first
    assert GAMES[game][3].find("club.toml", log).id == "club"


@games
@pytest.mark.parametrize("stdin", [None, "<stdin>", "<text>"])
def test_a_log_from_standard_input_uses_bundled_sets_and_extra_folders_only(tmp_path, game, stdin, monkeypatch):
    write_set(tmp_path / "cwd", "club.toml", game)
    monkeypatch.chdir(tmp_path / "cwd")
    find = GAMES[game][3].find
    bundled = "sample" if game == "crown-crest" else "default"
    assert find(bundled, stdin).id == bundled
    with pytest.raises(SetFileError) as e:
        find("club.toml", stdin)
    assert "standard input" in e.value.message and REFUSED[game] in e.value.message
    write_set(tmp_path / "sets", "club.toml", game)
    setfiles.set_extra_folders([str(tmp_path / "sets")])
    assert find("club.toml", stdin).id == "club"
    with pytest.raises(SetFileError) as e:
        find("nope.toml", stdin)
    assert "no such file in the folders given with --sets" in e.value.message


@games
def test_a_folder_named_like_a_set_is_not_a_file(tmp_path, game):
    (tmp_path / "club.toml").mkdir()
    found = set_findings(game, "club.toml", str(tmp_path / "game.log"))
    assert len(found) == 1 and "not a file" in found[0]


@games
def test_a_set_that_is_not_utf8_is_refused_at_the_byte(tmp_path, game):
    (tmp_path / "club.toml").write_bytes(b'[set]\nid = "caf\xe9"\n')
    found = set_findings(game, "club.toml", str(tmp_path / "game.log"))
    assert len(found) == 1 and found[0].startswith("club.toml:2:10: ") and "UTF-8" in found[0]


@games
def test_a_file_that_cannot_be_read_is_a_set_file_error(tmp_path, game, monkeypatch):
    write_set(tmp_path, "club.toml", game)

    def refuse(*args, **kw):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(setfiles, "open", refuse, raising=False)
    found = set_findings(game, "club.toml", str(tmp_path / "game.log"))
    assert len(found) == 1 and "cannot be read (Permission denied)" in found[0]


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root reads any file")
@games
def test_a_file_without_read_permission_is_a_set_file_error(tmp_path, game):
    p = write_set(tmp_path, "locked.toml", game)
    p.chmod(0)
    try:
        found = set_findings(game, "locked.toml", str(tmp_path / "game.log"))
    finally:
        p.chmod(0o644)
    assert len(found) == 1 and "cannot be read" in found[0]


# -- bounds before parsing ------------------------------------------------------------------------------------


@games
def test_a_60kb_dotted_key_is_refused_before_parsing(tmp_path, game, monkeypatch):
    key = ".".join(["a"] * 30_000)
    write_set(tmp_path, "club.toml", game, f"{key} = 1\n")
    found = set_findings(game, "club.toml", str(tmp_path / "game.log"))
    assert len(found) == 1 and found[0].startswith("club.toml:1:1001: ") and "at most 1000 characters" in found[0]
    # refused by its line before tomllib sees it (unbounded, it took 12.8 s and 5.3 GB); without the line limit
    # its parts would refuse it, at the ninth
    monkeypatch.setattr(setfiles, "MAX_LINE", 10**6)
    with pytest.raises(SetFileError) as e:
        GAMES[game][3].load(f"{key} = 1\n", "club.toml")
    assert e.value.where == "club.toml:1:16" and "at most 8 parts" in e.value.message


@games
@pytest.mark.parametrize("text,at", [
    ("[a.b.c.d.e.f.g.h.i]\n", "1:17"),
    ("[[a.b.c.d.e.f.g.h.i]]\n", "1:18"),
    ('x = { y = 1, a.b.c.d.e.f.g.h.i = 1 }\n', "1:29"),
    ('a . b . c . d . e . f . g . h . i = 1\n', "1:31"),
])
def test_a_dotted_key_has_at_most_8_parts(game, text, at):
    with pytest.raises(SetFileError) as e:
        GAMES[game][3].load(text, "club.toml")
    assert e.value.where == f"club.toml:{at}" and "at most 8 parts" in e.value.message


@games
def test_eight_parts_and_dots_in_strings_and_values_are_fine(game):
    base = GAMES[game][2]
    extra = '\n[x.b.c.d.e.f.g.h]\n"a.b.c.d.e.f.g.h.i.j" = 1.5\nz = "a.b.c.d.e.f.g.h.i.j"\nt = 1979-05-27T07:32:00.999\n'
    assert GAMES[game][3].load(extra + base.replace("[set]", "[set]", 1), "club.toml").id == "club"


@games
@pytest.mark.parametrize("depth", [9, 50, 5000])
def test_brackets_are_nested_at_most_8_deep(tmp_path, game, depth):
    write_set(tmp_path, "club.toml", game, GAMES[game][2] + "\n[extra]\nx = " + "[" * depth + "]" * depth + "\n")
    found = set_findings(game, "club.toml", str(tmp_path / "game.log"))
    line = GAMES[game][2].count("\n") + 3
    if depth > 300:  # the line is longer than a line may be
        assert len(found) == 1 and "at most 1000 characters" in found[0]
    else:
        assert found == [f"club.toml:{line}:13: arrays and inline tables in a {GAMES[game][0][:-3]} set are nested at most 8 deep"]


@games
def test_nesting_over_lines_and_in_inline_tables_counts_too(game):
    text = "x = [\n" + "{ a = [\n" * 0 + "[\n" * 8 + "]\n" * 9
    with pytest.raises(SetFileError) as e:
        GAMES[game][3].load(text, "club.toml")
    assert e.value.where == "club.toml:9:1" and "nested at most 8 deep" in e.value.message
    text = "x = " + "{ a = " * 9 + "1" + " }" * 9 + "\n"
    with pytest.raises(SetFileError) as e:
        GAMES[game][3].load(text, "club.toml")
    assert "nested at most 8 deep" in e.value.message


@games
def test_brackets_in_strings_and_comments_are_not_counted(game):
    base = GAMES[game][2]
    extra = ('x = "[[[[[[[[[[{{{{{{{{{"\ny = \'[[[[[[[[[[[[\'\nz = """\n[[[[[[[[[[[[\n"""\n'
             "w = '''[[[[[[[[[[['''\n# [[[[[[[[[[[[[[[[[[[\nv = [[[[[[[[1]]]]]]]]  # eight\n")
    assert GAMES[game][3].load(extra + base, "club.toml").id == "club"


@games
def test_a_line_has_at_most_1000_characters(tmp_path, game):
    base = GAMES[game][2]
    ok = base.replace('[set]\n', '[set]\ntitle = "' + "x" * (1000 - len('title = ""')) + '"\n', 1).replace('title = "Club set"\n', "")
    assert max(len(line) for line in ok.splitlines()) == 1000
    assert GAMES[game][3].load(ok, "club.toml").id == "club"
    long = ok.replace('title = "x', 'title = "xx', 1)
    with pytest.raises(SetFileError) as e:
        GAMES[game][3].load(long, "club.toml")
    assert e.value.where == "club.toml:2:1001" and "at most 1000 characters" in e.value.message


def test_the_bundled_sets_pass_the_bounds_comfortably():
    for folder in (cardset.SETS_DIR, gameset.SETS_DIR):
        for p in folder.glob("*.toml"):
            text = p.read_text(encoding="utf-8")
            assert max(len(line) for line in text.splitlines()) <= setfiles.MAX_LINE // 5
            setfiles.check_bounds(text, str(p), "set")


# -- wrong types and shapes -------------------------------------------------------------------------------------

CC_WRONG = [
    ('[set]\nid = "club"', 'set = 3'),
    ('[set]\nid = "club"', '[set]\nid = 3'),
    ('[set]\nid = "club"', '[set]\nid = ""'),
    ('title = "Club set"', 'title = ["Club set"]'),
    ('title = "Club set"', 'invented = "yes"'),
    ('[[unit]]\nid = "kihei"', '[unit]\nid = "kihei"'),
    ('[[unit]]\nid = "kihei"', '[[unit]]\nid = { x = 1 }'),
    ('name = "騎兵"', 'name = ""'),
    ('name = "騎兵"', 'name = "騎\\n兵"'),
    ('cost = 2\ncooldown = 2', 'cost = 2.5\ncooldown = 2'),
    ('cooldown = 2', 'cooldown = true'),
    ('cooldown = 2', 'cooldown = 4'),
    ('power = 2', 'power = -1'),
    ('abilities = ["front-to-front"]', 'abilities = [1, 2]'),
    ('abilities = ["front-to-front"]', 'abilities = { a = "x" }'),
    ('reinforce = ["power +1"]', 'reinforce = [["power +1"]]'),
    ('effects = ["draw 1"]', 'effects = 1979-05-27'),
    ('links = { 2 = ["move 2"] }', 'links = ["move 2"]'),
    ('links = { 2 = ["move 2"] }', 'links = { two = ["move 2"] }'),
    ('links = { 2 = ["move 2"] }', 'links = { 0 = ["move 2"] }'),
    ('links = { 2 = ["move 2"] }', 'links = { 123 = ["move 2"] }'),
    ('links = { 2 = ["move 2"] }', 'links = { "١" = ["move 2"] }'),
    ('links = { 2 = ["move 2"] }', 'links = { 2 = { x = 1 } }'),
    ('max_level = 3', 'max_level = 0'),
    ('max_level = 3', 'max_level = "3"'),
    ('levels = { 2 = ["power +1 in front"] }', 'levels = 2'),
    ('levels = { 2 = ["power +1 in front"] }', 'levels = { 2 = 2 }'),
    ('[set]\nid = "club"', 'crest = 1\n[set]\nid = "club"'),
    ('[set]\nid = "club"', 'unit = [1]\n[set]\nid = "club"'),
    ('[[command]]', '[[command]]\n[[command]]'),
]

NZ_WRONG = [
    ('[set]\nid = "club"', '[set]\nid = ["club"]'),
    ('[set]\nid = "club"', '[set]\nid = "club"\ntitle = 1'),
    ('[set]\nid = "club"', '[set]\nid = "club"\ninvented = 1'),
    ('[set]\nid = "club"', '[set]\nid = "club"\nhandedness = ["right"]'),
    ('[set]\nid = "club"', '[set]\nid = "club"\nhandedness = { a = 1 }'),
    ('[set]\nid = "club"', '[set]\nid = "club"\nhandedness = "up"'),
    ('[dice]\n', 'dice = 1\n[x]\n'),
    ('[dice]\n', 'dice = [1]\n[x]\n'),
    ('colours = ["red", "blue"]', 'colours = "red"'),
    ('colours = ["red", "blue"]', 'colours = []'),
    ('colours = ["red", "blue"]', 'colours = ["red", 2]'),
    ('colours = ["red", "blue"]', 'colours = ["red", ""]'),
    ('colours = ["red", "blue"]', 'colours = [["red"], "blue"]'),
    ('colours = ["red", "blue"]', 'colours = ["red", { b = 1 }]'),
    ('own = 3', 'own = true'),
    ('own = 3', 'own = 3.0'),
    ('start = 1', 'start = true'),
    ('start = 1', 'start = "1"'),
    ('white = { 2 = 2 }', 'white = 2'),
    ('white = { 2 = 2 }', 'white = {}'),
    ('white = { 2 = 2 }', 'white = { 2 = 2.5 }'),
    ('white = { 2 = 2 }', 'white = { 2 = true }'),
    ('white = { 2 = 2 }', 'white = { 2 = "2" }'),
    ('white = { 2 = 2 }', 'white = { two = 2 }'),
    ('white = { 2 = 2 }', 'white = { 2 = [2] }'),
    ('white = { 2 = 2 }', 'white = { "99999999999999999999" = 2 }'),
    ('white = { 2 = 2 }', 'white = { 2 = 2, 3 = { a = 1 } }'),
    ('[sides]\n2 = ["back"]', 'sides = ["back"]'),
    ('[sides]\n2 = ["back"]', '[sides]\ntwo = ["back"]'),
    ('[sides]\n2 = ["back"]', '[sides]\n2 = "back"'),
    ('[sides]\n2 = ["back"]', '[sides]\n2 = [{ a = 1 }]'),
    ('[sides]\n2 = ["back"]', '[sides]\n2 = [["back"]]'),
    ('[sides]\n2 = ["back"]', '[sides]\n2 = ["back"]\n"-1" = []'),
    ('[actions]\nup = "top +1"', 'actions = "top +1"\n[x]'),
    ('[actions]\nup = "top +1"', '[actions]\nup = 1'),
    ('[actions]\nup = "top +1"', '[actions]\nup.down = "top +1"'),
    ('[actions]\nup = "top +1"', '[actions]\nup = ["top +1"]'),
    ('[[card]]\nid = "A"', '[card]\nid = "A"'),
    ('[[card]]\nid = "A"', '[[card]]\nid = 1'),
    ('main = { face = 1, action = "up" }', 'main = 1'),
    ('main = { face = 1, action = "up" }', 'main = { face = 1, action = ["up"] }'),
    ('main = { face = 1, action = "up" }', 'main = { face = 1, action = { x = 1 } }'),
    ('main = { face = 1, action = "up" }', 'main = { face = "1", action = "up" }'),
    ('main = { face = 1, action = "up" }', 'main = { face = true, action = "up" }'),
    ('sub = { face = 2, action = "up" }', 'sub = [2, "up"]'),
    ('sub = { face = 2, action = "up" }', 'sub = { face = 2, action = "up" }\ncopies = 2'),
    ('[[card]]', '[hand]\ndeal = 1\n[[card]]'),
    ('[[card]]', '[hand]\ndeal = "1"\n[[card]]'),
    ('[[card]]', '[hand]\ndeal = 1.0\n[[card]]'),
    ('[[card]]', 'hand = 1\n[[card]]'),
    ('[[card]]', 'hand = [1]\n[[card]]'),
    ('[[card]]', '[hand]\ndeal = 2\nextra = 1\n[[card]]'),
    ('[[card]]\nid = "A"', 'card = [1, 2]\n[x]\nid = "A"'),
]


def _assert_refused_at_a_place(load, text: str) -> SetFileError:
    with pytest.raises(SetFileError) as e:
        load(text, "club.toml")
    assert e.value.line >= 1 and e.value.col >= 1, e.value
    return e.value


@pytest.mark.parametrize("change", CC_WRONG)
def test_card_sets_of_the_wrong_shape_are_refused_at_a_place(change):
    bad = CC_SET.replace(*change, 1)
    assert bad != CC_SET
    _assert_refused_at_a_place(cardset.load, bad)


@pytest.mark.parametrize("change", NZ_WRONG)
def test_game_sets_of_the_wrong_shape_are_refused_at_a_place(change):
    bad = NZ_SET.replace(*change, 1)
    assert bad != NZ_SET
    _assert_refused_at_a_place(gameset.load, bad)


def test_a_wrong_shape_is_found_through_the_log(tmp_path):
    write_set(tmp_path, "club.toml", "nozoku", NZ_SET.replace("own = 3", "own = true"))
    found = set_findings("nozoku", "club.toml", str(tmp_path / "game.log"))
    assert found == ["club.toml:5:1: [dice] own and start are whole numbers with 0 < start <= own <= 20"]
    write_set(tmp_path, "cc.toml", "crown-crest", CC_SET.replace("cooldown = 2", "cooldown = true"))
    found = set_findings("crown-crest", "cc.toml", str(tmp_path / "game.log"))
    assert found == ["cc.toml:9:1: the 1st [[unit]]: cooldown must be a whole number from 0 to 3"]


# -- no message quotes the file ---------------------------------------------------------------------------------

SECRET = "hunter2SECRETtoken"


@pytest.mark.parametrize("game,text", [
    ("crown-crest", f'[set]\nid = "x"\n[[unit]]\nid = "{SECRET}"\nname = "{SECRET}"\ncost = "{SECRET}"\n'),
    ("crown-crest", f'[set]\nid = "x"\n[[unit]]\nid = "{SECRET}"\nname = "n"\n[[unit]]\nid = "{SECRET}"\nname = "m"\n'),
    ("crown-crest", f'[set]\nid = "x"\n[[unit]]\nid = "F1"\nname = "{SECRET}"\n'),
    ("crown-crest", f'[set]\nid = "x"\n[[command]]\nid = "c"\nname = "d"\nlinks = {{ {SECRET} = ["draw 1"] }}\n'),
    ("nozoku", f'[set]\nid = "x"\n[dice]\ncolours = ["{SECRET}", "{SECRET}"]\n'),
    ("nozoku", f'[set]\nid = "x"\n[dice]\ncolours = ["{SECRET}", "{SECRET[0]}x"]\n'),
    ("nozoku", NZ_SET.replace("[actions]", f"[actions]\n{SECRET} = 1")),
    ("nozoku", NZ_SET.replace("2 = [\"back\"]", f"{SECRET} = [\"back\"]")),
    ("nozoku", NZ_SET.replace("[[card]]", f"[hand]\ndeal = 1\n{SECRET} = 1\n[[card]]")),
    ("nozoku", NZ_SET.replace('id = "A"', f'id = "{SECRET} x"')),
    ("nozoku", f"password = \"{SECRET}\"\n[{SECRET}]\n[{SECRET}]\n"),
    ("nozoku", f"password = \"{SECRET}\"\npassword = 1\n"),
    ("nozoku", f"x = {{ {SECRET} = 1, {SECRET} = 2 }}\n"),
    ("nozoku", f"x = [1]\n[[x]]\n{SECRET} = 1\n"),
    ("crown-crest", f"aws_secret = {SECRET}\n"),
    ("crown-crest", f"x = 1 {SECRET}\n"),
    ("crown-crest", f"[{SECRET}\n"),
    ("crown-crest", f'x = "{SECRET}\x01"\n'),
])
def test_a_secret_in_a_bad_file_is_not_repeated(tmp_path, game, text):
    write_set(tmp_path, "stray.toml", game, text)
    found = set_findings(game, "stray.toml", str(tmp_path / "game.log"))
    assert len(found) == 1 and re.match(r"stray\.toml:\d+:\d+: ", found[0]), found
    assert SECRET not in found[0] and SECRET[:6] not in found[0] and "'" + SECRET[0] not in found[0], found[0]


# -- any TOML document: a set or a SetFileError, nothing else -----------------------------------------------------

WORDS = ["id", "name", "cost", "cooldown", "power", "abilities", "effects", "links", "levels", "max_level", "title",
         "invented", "handedness", "right", "colours", "own", "start", "white", "red", "blue", "2", "3", "back",
         "left", "up", "top +1", "reroll", "face", "action", "main", "sub", "copies", "deal", "A", "draw 1",
         "cleanup-action: gain 1", "F1", "by"]
SECRET_TEXT = st.integers(0, 999).map(lambda n: f"Zq{n}xQ")
TEXT = st.sampled_from(WORDS) | SECRET_TEXT
SCALARS = (st.integers(-3, 25) | st.booleans() | st.floats(allow_nan=False, allow_infinity=False, width=16) | TEXT
           | st.sampled_from(["1979-05-27", "07:32:00", "1979-05-27T07:32:00Z"]).map(lambda s: ("raw", s)))
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT, inner, max_size=4),
                      max_leaves=12)


def toml_value(v) -> str:
    if isinstance(v, tuple):
        return v[1]
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v)
    if isinstance(v, list):
        return "[" + ", ".join(toml_value(x) for x in v) + "]"
    return "{ " + ", ".join(f"{json.dumps(k)} = {toml_value(x)}" for k, x in v.items()) + " }"


def toml_document(data: dict) -> str:
    """A TOML document of ``data``: tables as [headers], arrays of tables as [[headers]], the rest inline."""
    top, tables = [], []
    for k, v in data.items():
        if isinstance(v, dict):
            tables.append(f"[{json.dumps(k)}]\n" + "".join(f"{json.dumps(a)} = {toml_value(b)}\n" for a, b in v.items()))
        elif isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
            tables.extend(f"[[{json.dumps(k)}]]\n" + "".join(f"{json.dumps(a)} = {toml_value(b)}\n" for a, b in x.items())
                          for x in v)
        else:
            top.append(f"{json.dumps(k)} = {toml_value(v)}\n")
    return "".join(top) + "\n".join(tables)


def mutated(base: dict, draw) -> dict:
    """``base`` with one place (at any depth) replaced by a random value, or removed, or given a random key."""
    data = copy.deepcopy(base)
    node = data
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            break
        k = draw(st.sampled_from(keys))
        child = node[k]
        if isinstance(child, (dict, list)) and child and draw(st.booleans()):
            node = child
            continue
        what = draw(st.sampled_from(["replace", "remove", "add"]))
        if what == "replace":
            node[k] = draw(VALUES)
        elif what == "remove" and isinstance(node, dict):
            del node[k]
        elif isinstance(node, dict):
            node[draw(TEXT)] = draw(VALUES)
        else:
            node.append(draw(VALUES))
        break
    return data


CC_DATA = tomllib.loads(CC_SET)
NZ_DATA = tomllib.loads(NZ_SET)


@pytest.mark.parametrize("game", ["crown-crest", "nozoku"])
@examples(quick=60, nightly=300)
@given(data=st.data())
def test_any_document_is_a_set_or_a_set_file_error(game, data):
    base = CC_DATA if game == "crown-crest" else NZ_DATA
    doc = mutated(base, data.draw)
    for _ in range(data.draw(st.integers(0, 2))):
        doc = mutated(doc, data.draw)
    text = toml_document(doc)
    try:
        tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        pass  # a key repeated by the mutation: still a document the loader must answer
    load = GAMES[game][3].load
    try:
        loaded = load(text, "club.toml")
    except SetFileError as e:
        assert e.line >= 1 and e.col >= 1, e
        assert not re.search(r"Zq\d+xQ", e.message), e.message
    else:
        assert loaded.id


@examples(quick=60, nightly=200)
@given(st.dictionaries(TEXT, VALUES, max_size=6), st.sampled_from(["crown-crest", "nozoku"]))
def test_any_random_document_is_a_set_or_a_set_file_error(doc, game):
    text = toml_document(doc)
    try:
        GAMES[game][3].load(text, "club.toml")
    except SetFileError as e:
        assert not re.search(r"Zq\d+xQ", e.message), e.message


@given(st.text(alphabet=st.sampled_from('[]{}"\'#=,.\n ab1\\'), max_size=200))
def test_any_text_is_a_set_or_a_set_file_error(text):
    for load in (cardset.load, gameset.load):
        try:
            load(text, "club.toml")
        except SetFileError:
            pass
