"""Lossless means byte for byte (issue 29, part 2): ``fmt``, ``fmt --write`` and ``convert`` both ways keep every
comment exactly as written (its text, its place, the spaces before and after its ``#``), every line they do not need
to change, the line ends and a byte order mark (docs/cli.md, "referee fmt and referee convert").

Every bundled log is held by it, through the commands themselves; then the cases that were lost before.
"""

from __future__ import annotations

import json
import shutil
import sys
import unicodedata
from pathlib import Path

import pytest

from referee.cli import EXIT_BAD_INPUT, main
from referee.core.referee import check
from referee.notation.reader import LogReader

ROOT = Path(__file__).resolve().parent.parent
BUNDLED = sorted([*(ROOT / "scenarios").rglob("*.log"), *(ROOT / "docs" / "examples").glob("*.log")])
BOM = b"\xef\xbb\xbf"


def run(capsys, *args: str) -> tuple[int, bytes, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out.encode("utf-8"), err


def comment(line: str) -> str | None:
    """A line's comment exactly as written: the spaces before its comment sign ('#', '＃' or '﹟'), the sign and
    everything after it; None without one. Worked out here on its own, not with the reader's function."""
    at = next((i for i, ch in enumerate(line) if ch in "#\uff03\ufe5f"), None)
    return None if at is None else line[len(line[:at].rstrip()) :]


def lines(data: bytes) -> list[str]:
    """The lines of a log's bytes, their ends and the byte order mark removed."""
    text = data.removeprefix(BOM).decode("utf-8")
    return [ln.removesuffix("\r") for ln in text.split("\n")[:-1]] + ([text.rsplit("\n", 1)[-1]] if not text.endswith("\n") else [])


def assert_kept(before: bytes, after: bytes, what: str) -> None:
    """Every comment of ``before`` is in ``after`` byte for byte on its own line; comment lines are whole."""
    was, now = lines(before), lines(after)
    assert len(was) == len(now), what
    for n, (a, b) in enumerate(zip(was, now), 1):
        assert comment(b) == comment(a), f"{what}:{n}: {a!r} became {b!r}"
        if a.strip() and comment(a) == a:  # a line of nothing but its comment (indentation and all)
            assert b == a, f"{what}:{n}: {a!r} became {b!r}"


def verdict(data: bytes, path: str = "v.log") -> str:
    """A log's verdict without its file name and columns (canonical spelling moves columns, never lines)."""
    def strip(d):  # type: ignore[no-untyped-def]
        if isinstance(d, dict):
            return {k: strip(v) for k, v in d.items() if k not in ("path", "col")}
        return [strip(v) for v in d] if isinstance(d, list) else d

    return json.dumps(strip(check(LogReader.from_bytes(data, path), partial=True).to_json()), sort_keys=True)


# -- every bundled log ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("log", BUNDLED, ids=[str(p.relative_to(ROOT)) for p in BUNDLED])
def test_bundled_log_keeps_its_comments_through_fmt_and_convert(log, tmp_path, capsys):
    data = log.read_bytes()
    copy = tmp_path / log.name
    shutil.copy(log, copy)
    code, out, err = run(capsys, "fmt", str(log))
    if code == EXIT_BAD_INPUT:  # a log with notation errors: refused, and nothing written
        assert "fix the notation errors first" in err
        assert run(capsys, "fmt", "--write", str(copy))[0] == EXIT_BAD_INPUT and copy.read_bytes() == data
        return
    assert code == 0, err
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:  # a Shift_JIS log: fmt reads it as Shift_JIS and writes UTF-8
        data = data.decode("cp932").encode("utf-8")
    assert_kept(data, out, f"fmt {log.name}")
    assert run(capsys, "fmt", "--write", str(copy))[0] == 0
    assert copy.read_bytes() == out
    assert run(capsys, "fmt", "--check", str(copy))[0] == 0  # canonical now: nothing more to change
    js, back = tmp_path / "g.jsonl", tmp_path / "back.log"
    assert run(capsys, "convert", str(log), str(js))[0] == 0
    assert run(capsys, "convert", str(js), str(back))[0] == 0
    assert back.read_bytes() == out  # text -> JSON Lines -> text is fmt's text, comments and all
    assert verdict(out) == verdict(data)


def test_bundled_logs_are_all_here():
    assert len(BUNDLED) >= 45 and len({p.name for p in BUNDLED if "docs" in p.parts}) == 3


# -- what was lost ------------------------------------------------------------------------------------------------

HEAD = "game: curtain-call\nplayers: Aki Ben\n"
#: (what, the log, what fmt must write): each line below was changed or dropped before
CASES = [
    ("a comment after a claim", HEAD + "table deal Aki ??*20\nclaim: Aki 3, Ben 4  # counted twice\n", None),
    ("a comment after a claim in the header", "game: curtain-call\nplayers: Aki Ben\nclaim winner: Aki  # on the sheet\n\n"
     "table deal Aki ??*20\n", None),
    ("spaces after the sign", HEAD + "#   indented under the line above\ntable deal Aki ??*20  #   two\n", None),
    ("a full-width sign", HEAD + "＃ 全角の印\ntable deal Aki ??*20  ＃ 配った\n", None),
    ("a small sign", HEAD + "﹟ small\ntable deal Aki ??*20\n", None),
    ("two signs", HEAD + "## 1: Aki\ntable deal Aki ??*20  ## dealt\n", None),
    ("full-width text", HEAD + "# （注）ＡＢＣ ｶﾀｶﾅ ①\ntable deal Aki ??*20  # ターン１\n", None),
    ("an indented comment line", HEAD + "  # turn 1\n\t# a tab\ntable deal Aki ??*20\n", None),
    ("trailing spaces and a tab", HEAD + "# sheet   \ntable deal Aki ??*20\t# dealt\t \n", None),
    ("aligned comments", "game: curtain-call      # which game\nplayers: Aki Ben        # seats\ntable deal Aki ??*20    # dealt\n", None),
    ("no space before the sign", HEAD + "table deal Aki ??*20#dealt\n", None),
    ("an ideographic space before the sign", HEAD + "table deal Aki ??*20　＃　全角\n", None),
    ("a comment after a header line", "game: Curtain-Call   #  the club's\nplayers: Aki Ben\ntable deal Aki ??*20\n",
     "game: curtain-call   #  the club's\nplayers: Aki Ben\ntable deal Aki ??*20\n"),
    ("a line fmt changes keeps its comment", HEAD + "table deal Aki ??*20\nAki スカウト 7s    ＃　見えた \n",
     HEAD + "table deal Aki ??*20\nAki scout 7S    ＃　見えた \n"),
]


@pytest.mark.parametrize("what,log,canonical", CASES, ids=[c[0] for c in CASES])
def test_fmt_and_convert_keep_the_comment(what, log, canonical, tmp_path, capsys):
    data, want = log.encode("utf-8"), (canonical or log).encode("utf-8")
    path = tmp_path / "g.log"
    path.write_bytes(data)
    code, out, err = run(capsys, "fmt", str(path))
    assert code == 0, err
    assert out == want
    assert_kept(data, out, what)
    assert run(capsys, "fmt", "--check", str(path))[0] == (0 if canonical is None else 1)
    assert run(capsys, "fmt", "--write", str(path))[0] == 0 and path.read_bytes() == want
    js, back = tmp_path / "g.jsonl", tmp_path / "back.log"
    assert run(capsys, "convert", str(path), str(js))[0] == 0
    assert run(capsys, "convert", str(js), str(back))[0] == 0
    assert back.read_bytes() == want
    assert verdict(want) == verdict(data)


@pytest.mark.parametrize("newline,bom", [("\r\n", b""), ("\r\n", BOM), ("\n", BOM)], ids=["crlf", "crlf+bom", "bom"])
def test_line_ends_and_byte_order_mark_are_kept(newline, bom, tmp_path, capsys):
    canonical = HEAD + "# turn 1  \ntable deal Aki ??*20  # dealt\n\nclaim: Aki 3, Ben 4  # sheet\n"
    data = bom + canonical.replace("\n", newline).encode("utf-8")
    path, js, back = tmp_path / "g.log", tmp_path / "g.jsonl", tmp_path / "back.log"
    path.write_bytes(data)
    code, out, err = run(capsys, "fmt", str(path))
    assert code == 0 and out == data, err
    assert run(capsys, "fmt", "--check", str(path))[0] == 0
    assert run(capsys, "fmt", "--write", str(path))[0] == 0 and path.read_bytes() == data
    assert run(capsys, "convert", str(path), str(js))[0] == 0
    assert not js.read_bytes().startswith(BOM) and b"\r" not in js.read_bytes()  # JSON Lines says so in its header
    assert run(capsys, "convert", str(js), str(back))[0] == 0
    assert back.read_bytes() == data
    # a line fmt must change takes the file's line end too
    path.write_bytes(bom + (HEAD + "table deal Aki ?? ??*19  # dealt\n").replace("\n", newline).encode("utf-8"))
    assert run(capsys, "fmt", str(path))[1] == bom + (HEAD + "table deal Aki ??*20  # dealt\n").replace("\n", newline).encode("utf-8")


def test_comment_signs_are_every_character_nfkc_reads_as_one():
    """The reader finds a comment as written by the characters NFKC turns into '#': there are exactly these."""
    from referee.notation.reader import COMMENT_SIGNS

    signs = [chr(c) for c in range(sys.maxunicode + 1) if not 0xD800 <= c < 0xE000 and "#" in unicodedata.normalize("NFKC", chr(c))]
    assert signs == ["#", "\ufe5f", "\uff03"]
    assert all(COMMENT_SIGNS.fullmatch(s) for s in signs)


# -- JSON Lines: the comment as written, read as carefully as the rest -------------------------------------------


def _jsonl(tmp_path, *objs: dict) -> Path:
    js = tmp_path / "g.jsonl"
    header = {"type": "header", "game": "curtain-call", "players": ["Aki", "Ben"]}
    js.write_text("".join(json.dumps(o, ensure_ascii=False) + "\n" for o in (header, *objs)), encoding="utf-8")
    return js


def test_jsonl_without_comments_as_written_still_reads(tmp_path, capsys):
    """JSON Lines from another program (or an older referee): the comment's text, two spaces before its '# '."""
    js = _jsonl(tmp_path, {"type": "event", "actor": "table", "verb": "deal", "args": ["Aki", "??*20"], "comment": "dealt"},
                {"type": "comment", "text": "turn 1"})
    code, out, err = run(capsys, "convert", str(js))
    assert code == 0 and out == (HEAD + "table deal Aki ??*20  # dealt\n# turn 1\n").encode("utf-8"), err


@pytest.mark.parametrize("obj", [
    {"type": "event", "actor": "table", "verb": "deal", "args": ["Aki", "??*20"], "comment_raw": "  # one\nAki scout ??"},
    {"type": "event", "actor": "table", "verb": "deal", "args": ["Aki", "??*20"], "comment_raw": "  no sign"},
    {"type": "event", "actor": "table", "verb": "deal", "args": ["Aki", "??*20"], "comment_raw": "x # a word before it"},
    {"type": "event", "actor": "table", "verb": "deal", "args": ["Aki", "??*20"], "comment_raw": "  # \x1b[2J"},
    {"type": "event", "actor": "table", "verb": "deal", "args": ["Aki", "??*20"], "comment": "one", "comment_raw": "  # other"},
    {"type": "comment", "raw": "Aki scout ?? # not a comment line"},
    {"type": "comment", "text": "one", "raw": "# other"},
    {"type": "claim", "kind": "winner", "values": {"winner": "Aki"}, "comment_raw": "\r# x"},
], ids=["newline", "no-sign", "word-before", "control", "disagrees", "not-a-comment-line", "line-disagrees", "claim-cr"])
def test_jsonl_comment_as_written_is_checked(obj, tmp_path, capsys):
    js = _jsonl(tmp_path, {"type": "event", "actor": "table", "verb": "deal", "args": ["Aki", "??*20"]}, obj)
    code, _, err = run(capsys, "convert", str(js), str(tmp_path / "g.log"))
    assert code == EXIT_BAD_INPUT and "LOG-JSON" in err and not (tmp_path / "g.log").exists()


@pytest.mark.parametrize("field", [{"newline": "\r"}, {"newline": "\n\n"}, {"bom": "yes"}])
def test_jsonl_header_line_end_is_checked(field, tmp_path, capsys):
    js = tmp_path / "g.jsonl"
    js.write_text(json.dumps({"type": "header", "game": "curtain-call", "players": ["Aki", "Ben"], **field}) + "\n", encoding="utf-8")
    code, _, err = run(capsys, "convert", str(js), str(tmp_path / "g.log"))
    assert code == EXIT_BAD_INPUT and "LOG-JSON" in err and not (tmp_path / "g.log").exists()
