"""``fmt`` and ``convert`` keep a log's language (issue 31, part 5; docs/cli.md, "referee fmt and referee convert"):
a log whose lines are written in Japanese stays Japanese, its verbs and words as the game's Japanese terms, one
spelling each; ``--lang en`` (or ``ja``) asks for the other. Every bundled log, formatted either way, gives the same
verdict as the log."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.api import canonical_for
from referee.cli import main
from referee.core.referee import check
from referee.notation.reader import LogReader
from referee.notation.writer import format_log

ROOT = Path(__file__).resolve().parent.parent
BUNDLED = sorted([*(ROOT / "scenarios").rglob("*.log"), *(ROOT / "docs" / "examples").glob("*.log")])

JAPANESE_EITSUKU = """game: eitsuku
players: Aki Ben
Aki ダイス 3 5
Aki ドロー 音楽家2 脚本家4
Aki ドロー タイアップキャンペーン ??
Ben ダイス 1 4
Ben ドロー 役者5 演出家1
Ben ドロー ?? ??
Aki 予算 小
Ben 予算 小
Aki 配置 タイアップキャンペーン
Aki ドロー ??
Aki 配役 音楽家2 音楽家 $ 中 中
"""


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def findings(text: str) -> list[tuple[str, str, int]]:
    v = check(LogReader.from_text(text, "f.log"), partial=True)
    return sorted((f.kind, f.clause, f.position.line) for f in v.findings)


def test_a_japanese_log_stays_japanese(tmp_path, capsys):
    log = tmp_path / "et.log"
    assert findings(JAPANESE_EITSUKU) == []  # (a clean game in progress)
    log.write_text(JAPANESE_EITSUKU.replace("Aki 配役 音楽家2 音楽家 $ 中 中", "Aki 配役 音楽家2  音楽家 $ 中 中"),
                   encoding="utf-8")
    code, out, _err = run(capsys, "fmt", str(log))
    assert code == 0
    assert out == JAPANESE_EITSUKU  # (the double space made one: the only change)
    code, out, _err = run(capsys, "fmt", "--lang", "en", str(log))
    assert code == 0 and "Aki cast music2 music $ medium medium\n" in out and "Aki draw tieup ??\n" in out


def test_an_english_log_stays_english_and_asks_for_japanese(tmp_path, capsys):
    log = ROOT / "docs/examples/club-night.log"
    code, out, _err = run(capsys, "fmt", str(log))
    assert code == 0 and out == log.read_text(encoding="utf-8")
    code, out, _err = run(capsys, "fmt", "--lang", "ja", str(log))
    assert code == 0 and "Aki スカウト 4S\n" in out and "Ben クラップ" in out


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("log", BUNDLED, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_bundled_log_formatted_either_way_has_its_verdict(log: Path, lang: str):
    data = log.read_bytes()
    try:
        text, encoding = data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:  # a log saved in Shift_JIS (fmt keeps its encoding: tests/test_lossless.py)
        try:
            text, encoding = data.decode("cp932"), "cp932"
        except UnicodeDecodeError:  # neither: its lines that cannot be read are errors, and fmt writes nothing
            assert main(["fmt", str(log)]) == 3
            return
    reader = LogReader.from_text(text, str(log), blanks=True)
    canonical = canonical_for(str(log), data, lang, encoding=encoding)
    if canonical is None:
        return  # a log of no game the referee knows: fmt refuses it (its error), which test_lossless holds
    formatted, errors = format_log(reader, canonical)
    if errors:
        return  # a log with notation errors is never formatted (test_lossless)
    assert findings(formatted) == findings(text)


def test_convert_there_and_back_keeps_the_language(tmp_path, capsys):
    log = tmp_path / "et.log"
    log.write_text(JAPANESE_EITSUKU, encoding="utf-8")
    jsonl = tmp_path / "et.jsonl"
    assert run(capsys, "convert", str(log), str(jsonl))[0] == 0
    assert any(json.loads(line).get("verb") == "配役" for line in jsonl.read_text(encoding="utf-8").splitlines())
    back = tmp_path / "back.log"
    assert run(capsys, "convert", str(jsonl), str(back))[0] == 0
    code, out, _err = run(capsys, "fmt", str(log))
    assert back.read_text(encoding="utf-8") == out


def test_the_words_of_a_line_are_written_in_japanese_where_the_game_reads_them_so(capsys):
    """Words that are not cards nor verbs are the game's terms too (issue 32): ノゾクダイス's redo names its half as the
    verbs are spelt (メイン, サブ), a play the die it 取る, and a die is named by its colour (赤3); the verdict of the
    Japanese log is the log's (test above)."""
    log = ROOT / "scenarios/nozoku/four-players-tie-broken.log"
    code, out, _err = run(capsys, "fmt", "--lang", "ja", str(log))
    redone = [line.split() for line in out.splitlines() if line.split()[1:2] == ["手元のカード"] and "none" not in line]
    assert code == 0 and redone and all(words[3] in ("メイン", "サブ") for words in redone), redone
    played = [line.split() for line in out.splitlines() if line.split()[1:2] == ["出す"]]
    assert played and all(words[3] == "取る" and words[4][0] in "赤青緑黄" for words in played), played[:3]
