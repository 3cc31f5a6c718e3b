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
    """A command's exit status, standard output as bytes and standard error (``capsys``, or ``capsysbinary`` for
    output that is not UTF-8: ``fmt`` keeps a Shift_JIS log's encoding)."""
    code = main(list(args))
    out, err = capsys.readouterr()
    if isinstance(out, bytes):
        return code, out, err.decode("utf-8")
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
def test_bundled_log_keeps_its_comments_through_fmt_and_convert(log, tmp_path, capsysbinary):
    capsys = capsysbinary  # a Shift_JIS log is printed in Shift_JIS
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
    except UnicodeDecodeError:  # a Shift_JIS log: fmt reads it as Shift_JIS and keeps it so, and says so
        assert "Shift_JIS (CP932)" in err
        data, out = data.decode("cp932").encode("utf-8"), out.decode("cp932").encode("utf-8")
        assert run(capsys, "fmt", "--write", str(copy))[0] == 0 and copy.read_bytes().decode("cp932").encode("utf-8") == out
        assert run(capsys, "fmt", "--check", str(copy))[0] == 0
        copy.write_bytes(data)
    assert_kept(data, out, f"fmt {log.name}")
    assert run(capsys, "fmt", "--write", str(copy))[0] == 0
    assert copy.read_bytes() == out
    assert run(capsys, "fmt", "--check", str(copy))[0] == 0  # canonical now: nothing more to change
    js, back = tmp_path / "g.jsonl", tmp_path / "back.log"
    assert run(capsys, "convert", str(log), str(js))[0] == 0
    assert run(capsys, "convert", str(js), str(back))[0] == 0
    assert back.read_bytes() == out  # text -> JSON Lines -> text is fmt's text (in UTF-8), comments and all
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
    round_trips(what, log, canonical, tmp_path, capsys)


def round_trips(what, log, canonical, tmp_path, capsys):  # type: ignore[no-untyped-def]
    """fmt prints ``canonical`` (None: the log itself), --check and --write agree, and convert both ways gives it."""
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


# -- header free text: every character as written ---------------------------------------------------------------

EV = "table deal Aki ??*20\n"
#: (what, the log, what fmt must write): the values below were NFKC-normalised before (full-width to half-width, …)
HEADER_CASES = [
    ("a full-width title", HEAD + "title: 神戸　例会（２卓）ｶﾀｶﾅ ①\n" + EV, None),
    ("every free-text key", HEAD + "place: ＫＯＢＥ ボードゲーム会\nnote: ﾒﾓ ㈱\nevent: 第１回例会\nrecorder: Ｃｈｉｋａ\ntable: ２卓\n"
     "date: ２０２６年１１月２０日\nedition: 第２版\nview: 観戦者\nx-memo: ＡＢＣ  # ｍｅｍｏ\n" + EV, None),
    ("a value NFKC starts with a space", HEAD + "note: ´quoted¨ ゛\n" + EV, None),
    ("the key and the spacing are respelled, the text is not",
     "ＧＡＭＥ： curtain-call\nplayers: Aki Ben\nＴｉｔｌｅ：　　全角  のキー（１）　　\n" + EV,
     HEAD + "title: 全角  のキー（１）\n" + EV),
    ("notation is respelled, free text is not", "game: curtain-call\nplayers: Ａｋｉ Ben\ntitle: Ａｋｉ の記録\ntable deal Ａｋｉ ??*20\n",
     HEAD + "title: Ａｋｉ の記録\n" + EV),
    ("an alias names the game as written", "game: カーテンコール\nplayers: Aki Ben\n" + EV, None),
]


def test_colons_are_every_character_nfkc_reads_as_one():
    """The reader finds a header value as written after the first character NFKC turns into ':' (or '::=')."""
    from referee.notation.reader import COLONS

    colons = [chr(c) for c in range(sys.maxunicode + 1) if not 0xD800 <= c < 0xE000 and ":" in unicodedata.normalize("NFKC", chr(c))]
    assert colons == [":", "\u2a74", "\ufe13", "\ufe55", "\uff1a"]
    assert all(COLONS.fullmatch(c) for c in colons)


@pytest.mark.parametrize("what,log,canonical", HEADER_CASES, ids=[c[0] for c in HEADER_CASES])
def test_fmt_and_convert_keep_header_free_text(what, log, canonical, tmp_path, capsys):
    round_trips(what, log, canonical, tmp_path, capsys)


def test_header_entry_holds_its_value_as_written():
    h = LogReader.from_text("game: curtain-call\nplayers: Ａｋｉ Ben\ntitle:  ＡＢＣ　例会  # x\nplace: Kobe\n").header()
    title, place = h.entry("title"), h.entry("place")
    assert (title.value, title.value_raw) == ("ABC 例会", "ＡＢＣ　例会")
    assert (place.value, place.value_raw) == ("Kobe", None)  # as read: nothing to keep apart


def test_jsonl_header_values_are_written_as_given(tmp_path, capsys):
    """A JSON Lines header without its lines (another program's) gives its free text as the JSON says it."""
    js = tmp_path / "g.jsonl"
    js.write_text(json.dumps({"type": "header", "game": "curtain-call", "players": ["Aki", "Ben"], "meta": {"title": "神戸　例会（２卓）"}},
                             ensure_ascii=False) + "\n", encoding="utf-8")
    code, out, err = run(capsys, "convert", str(js))
    assert code == 0 and out == (HEAD + "title: 神戸　例会（２卓）\n").encode("utf-8"), err


@pytest.mark.parametrize("text", ["title: ＡＢＣ\x1b[2J", "title: ＡＢＣ\u202e", "title: a\x00b"], ids=["escape", "bidi", "nul"])
def test_jsonl_header_line_as_written_is_checked(text, tmp_path, capsys):
    """The header's lines are read by the text reader: a control character in a value is refused, never written."""
    js = tmp_path / "g.jsonl"
    js.write_text(json.dumps({"type": "header", "game": "curtain-call", "players": ["Aki", "Ben"],
                              "lines": [{"line": 1, "text": "game: curtain-call"}, {"line": 2, "text": "players: Aki Ben"},
                                        {"line": 3, "text": text}]}) + "\n", encoding="utf-8")
    code, _, err = run(capsys, "convert", str(js), str(tmp_path / "g.log"))
    assert code == EXIT_BAD_INPUT and "LOG-CONTROL" in err and not (tmp_path / "g.log").exists()


# -- a Shift_JIS log stays Shift_JIS ------------------------------------------------------------------------------

#: '髙' as NEC-selected IBM extension bytes and '≒' as NEC row 13 bytes: each reads as a character the codec writes
#: with other bytes, so only a line written back as it was keeps them
TAKA, NEARLY = b"\xee\xe0", b"\x87\x90"
SJ_CANONICAL = ("# カーテンコール 例会（メモ帳で保存）\r\ngame: curtain-call\r\nplayers: Aki Ben\r\ntitle: @さんの卓\r\n"
                "table deal Aki ??*20  # 配った\r\nAki scout 7S  # ~同じ\r\n")


def sjis(text: str) -> bytes:
    return text.encode("cp932").replace(b"@", TAKA).replace(b"~", NEARLY)


def test_fmt_keeps_a_shift_jis_log_in_shift_jis(tmp_path, capsysbinary):
    messy = sjis(SJ_CANONICAL.replace("??*20  #", "?? ??*19  #").replace("Aki scout 7S", "Aki スカウト 7s"))
    want = sjis(SJ_CANONICAL)
    assert want.decode("cp932").encode("cp932") != want  # the codec alone would respell those two characters
    log = tmp_path / "sj.log"
    log.write_bytes(messy)
    code, out, err = run(capsysbinary, "fmt", str(log))
    assert code == 0 and out == want and "Shift_JIS (CP932)" in err, err  # printed as --write writes it
    code, _, err = run(capsysbinary, "fmt", "--check", str(log))
    assert code == 1 and "would be reformatted" in err and "Shift_JIS (CP932)" in err
    code, _, err = run(capsysbinary, "fmt", "--write", str(log))
    assert code == 0 and log.read_bytes() == want and "Shift_JIS (CP932)" in err
    code, _, err = run(capsysbinary, "fmt", "--check", str(log))  # canonical in its own encoding
    assert code == 0 and "would be reformatted" not in err


def test_encode_like_keeps_every_byte_it_can():
    from referee.notation.writer import Unencodable, encode_like

    sj = BOM + "# ~\nAki x  # ~\n".encode("cp932").replace(b"~", NEARLY)
    text = "# ≒\nAki y  # ≒\nnew ≒\n"  # the second line changed, a third one more
    assert encode_like(text, sj, "cp932") == sj.replace(b"x", b"y") + "new ≒\n".encode("cp932")
    assert encode_like("ok\n", b"\x81\n", "cp932") == b"ok\n"  # a line that does not read: written from the text
    with pytest.raises(Unencodable) as e:
        encode_like("# ≒\nAki ♥  # ≒\n", sj, "cp932")
    assert (e.value.line, e.value.col, e.value.char) == (2, 5, "♥")


def test_fmt_refuses_what_shift_jis_cannot_hold(tmp_path, capsysbinary):
    """'Å' in Shift_JIS is the Ångström sign, which NFKC reads as U+00C5: a name fmt must respell, and cannot write."""
    data = "game: curtain-call\nplayers: \u212bsa Ben\ntable deal \u212bsa ??*20\n".encode("cp932")
    log = tmp_path / "sj.log"
    log.write_bytes(data)
    for mode in ([], ["--check"], ["--write"]):
        code, out, err = run(capsysbinary, "fmt", *mode, str(log))
        assert code == EXIT_BAD_INPUT and out == b"" and log.read_bytes() == data, (mode, err)
        assert f"{log}:2:" in err and "U+00C5" in err and "Shift_JIS (CP932)" in err and "referee convert --encoding cp932" in err
    assert not list(tmp_path.glob(".*"))


def test_convert_says_a_shift_jis_log_was_read_as_such(tmp_path, capsysbinary):
    log = tmp_path / "sj.log"
    log.write_bytes(sjis(SJ_CANONICAL))
    code, _, err = run(capsysbinary, "convert", str(log), str(tmp_path / "g.jsonl"))
    assert code == 0 and "Shift_JIS (CP932)" in err and "UTF-8" in err


def test_convert_to_utf8_keeps_a_byte_order_mark(tmp_path, capsys):
    """convert --encoding auto of a log that is UTF-8 already changes nothing, its byte order mark included."""
    log, out = tmp_path / "bom.log", tmp_path / "out.log"
    log.write_bytes(BOM + (HEAD + EV).encode("utf-8"))
    assert run(capsys, "convert", "--encoding", "auto", str(log), str(out))[0] == 0
    assert out.read_bytes() == log.read_bytes()


def _utf8(p: Path) -> bool:
    try:
        p.read_bytes().decode("utf-8")
    except UnicodeDecodeError:  # the Shift_JIS logs themselves: held by the test of every bundled log above
        return False
    return True


UTF8_BUNDLED = [p for p in BUNDLED if _utf8(p)]
#: what the bundled logs hold that Shift_JIS does not (JIS X 0208 has no card suits), as a Shift_JIS log says it
NOT_IN_SHIFT_JIS = str.maketrans({"—": "―", "♠": "S", "♦": "D", "♣": "C", "♥": "H", "é": "e"})


@pytest.mark.parametrize("log", UTF8_BUNDLED, ids=[str(p.relative_to(ROOT)) for p in UTF8_BUNDLED])
def test_bundled_log_saved_in_shift_jis_formats_as_in_utf8(log, tmp_path, capsysbinary):
    """Each bundled log, saved in Shift_JIS: fmt gives the same text as for the log in UTF-8, in Shift_JIS, with
    every line it leaves as it is byte for byte; --write writes what fmt prints, and --check agrees."""
    text = log.read_text(encoding="utf-8").translate(NOT_IN_SHIFT_JIS)
    sj = text.encode("cp932")
    utf8, copy = tmp_path / "u.log", tmp_path / "s.log"
    utf8.write_bytes(text.encode("utf-8"))
    copy.write_bytes(sj)
    code, want, err = run(capsysbinary, "fmt", str(utf8))
    if code == EXIT_BAD_INPUT:
        assert run(capsysbinary, "fmt", str(copy))[0] == EXIT_BAD_INPUT
        return
    code, out, err = run(capsysbinary, "fmt", str(copy))
    if sj == text.encode("utf-8"):  # ASCII: nothing tells Shift_JIS from UTF-8
        assert code == 0 and out == want, err
        return
    assert code == 0 and "Shift_JIS (CP932)" in err and out.decode("cp932") == want.decode("utf-8"), err
    for was, now in zip(sj.split(b"\n"), out.split(b"\n")):
        if was.decode("cp932") == now.decode("cp932"):
            assert was == now
    assert run(capsysbinary, "fmt", "--check", str(copy))[0] == (0 if out == sj else 1)
    assert run(capsysbinary, "fmt", "--write", str(copy))[0] == 0 and copy.read_bytes() == out
    assert run(capsysbinary, "fmt", "--check", str(copy))[0] == 0
