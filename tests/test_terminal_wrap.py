"""The terminal report breaks its lines as a reader does, in Japanese and English (issue 32, part 3): at 80 columns (and
narrower) no line break falls between a number and its unit or counter, inside a sum, or between a name and its
particle; a line breaks at a space, after 、 and 。, or where a Japanese phrase ends."""

from __future__ import annotations

import io
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.cells import cell_len
from rich.console import Console

from referee import i18n
from referee.terminal import Wrapped, report_one, report_summary, wrap_text

PARTICLES = "がのはをにでとへもや"
COUNTERS = ("件", "枚", "点", "行目", "個", "回", "人", "週", "イベント")

# phrases a line must never be broken inside (each is a number with its unit, a sum, or a name with its particle);
# a Japanese phrase ends as one does in a sentence, with its particle or a mark (a reader's break follows it)
JA_PHRASES = ["ノクス（Ben）が", "Akiが", "ルミナの", "♣2を", "カードを", "数字が", "違反 3件が", "12行目で",
              "20枚を", "5点、", "2個の", "1 + 1 = 2です。", "第3週に", "41イベント中、", "Aki -70、", "ダイス4個を"]
JA_GLUE = ["表向きにします。", "配置しなければなりません。", "異なるので、", "手札にあれば", "確認できません（", "公開されないまま）、"]
EN_PHRASES = ["3 cards", "1 violation", "12 findings", "72 events", "1 + 1 = 2", "line 12", "Aki -70,", "the 7", "41 points",
              "2 pairs", "3 players"]
EN_GLUE = ["the watcher (Ben) opens", "and must pair it", "if holding a card", "numbered", "so", "cannot be checked;"]


def _counter_break(before: str, after: str) -> bool:
    """A line that ends with a digit and a next one that starts with what that number counts or adds."""
    return bool(re.search(r"[0-9０-９]$", before)) and bool(re.match(r"[^\s、。，,.;:）)」]", after))


def _bad_breaks(lines: list[str]) -> list[str]:
    """The breaks a reader would not make, between consecutive lines of one text."""
    bad = []
    for a, b in zip(lines, lines[1:]):
        a, b = a.rstrip(), b.lstrip()
        if not a or not b:
            continue
        if _counter_break(a, b):
            bad.append(f"number|unit: {a[-8:]!r} | {b[:8]!r}")
        if b[0] in PARTICLES and a[-1] not in "、。":
            bad.append(f"name|particle: {a[-8:]!r} | {b[:8]!r}")
        if b[0] in "、。）」』】,.)":
            bad.append(f"a line starts with {b[0]!r}: {a[-8:]!r} | {b[:8]!r}")
        if a[-1] in "（「『【(":
            bad.append(f"a line ends with {a[-1]!r}: {a[-8:]!r} | {b[:8]!r}")
        if re.search(r"[=+]$", a) and re.match(r"[0-9]", b):
            bad.append(f"a sum broken: {a[-8:]!r} | {b[:8]!r}")
        if re.search(r"(違反|エラー|警告|ログ|確認できないチェック)$", a) and re.match(r"[0-9]", b):
            bad.append(f"a count broken from what it counts: {a[-8:]!r} | {b[:8]!r}")
    return bad


# -- the line breaker -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text,width,lines", [
    ("1 + 1 = 2です", 13, ["1 + 1 = 2です"]),
    ("答えは 1 + 1 = 2です", 14, ["答えは", "1 + 1 = 2です"]),
    ("ログ 3件：問題なし 1、違反あり 2", 18, ["ログ 3件：", "問題なし 1、", "違反あり 2"]),
    ("全部で違反 3件", 12, ["全部で", "違反 3件"]),
    ("数字が異なるので、ノクス（Ben）がセットのカードを表向きにします", 34,
     ["数字が異なるので、ノクス（Ben）が", "セットのカードを表向きにします"]),
    ("3 logs: 2 clean, 1 with violations", 20, ["3 logs: 2 clean,", "1 with violations"]),
    ("Aki -70, Ben -85; winner Aki", 12, ["Aki -70,", "Ben -85;", "winner Aki"]),
])
def test_lines_break_where_a_reader_breaks_them(text, width, lines):
    assert wrap_text(text, width) == lines


def test_a_word_longer_than_the_line_is_cut_where_the_line_ends():
    assert wrap_text("CC-SPOT-MISMATCH-OPEN", 10) == ["CC-SPOT-MI", "SMATCH-OPE", "N"]
    assert wrap_text("予算カード予算カード", 8) == ["予算カー", "ド予算", "カード"]  # inside a compound; no line starts with ー


def _sentence(draw, phrases, glue, joiner):
    """Phrases, each after a few words of glue (two numbers side by side, "= 2 line 12", say nothing a reader
    could break by: a sentence has words between its numbers)."""
    parts: list[str] = []
    kept: list[str] = []
    for _ in range(draw(st.integers(min_value=1, max_value=7))):
        parts += draw(st.lists(st.sampled_from(glue), min_size=1, max_size=2))
        kept.append(draw(st.sampled_from(phrases)))
        parts.append(kept[-1])
    return joiner.join(parts), kept


@st.composite
def japanese(draw):
    return _sentence(draw, JA_PHRASES, JA_GLUE, "")


@st.composite
def english(draw):
    return _sentence(draw, EN_PHRASES, EN_GLUE, " ")


@settings(max_examples=300, deadline=None)
@given(st.one_of(japanese(), english()), st.integers(min_value=0, max_value=60))
def test_no_phrase_is_broken_at_any_width(sentence, extra):
    """At any width that holds the widest phrase, each phrase of a sentence ends on the line it starts on, the lines
    fit, and the lines are the sentence (only the spaces a break takes are gone)."""
    text, phrases = sentence
    width = max(cell_len(p) for p in JA_PHRASES + JA_GLUE + EN_PHRASES + EN_GLUE) + extra
    lines = wrap_text(text, width)
    assert all(cell_len(line) <= width for line in lines), lines
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    for p in phrases:
        assert any(p in line for line in lines), (p, lines)
    assert not _bad_breaks(lines), (_bad_breaks(lines), lines)


# -- the report at 80 columns -----------------------------------------------------------------------------------


def _finding(message: str, line: int, kind: str = "violation", clause: str = "CC-SPOT-MISMATCH-OPEN") -> dict:
    return {"kind": kind, "clause": clause, "message": message, "path": "club/night-12.log", "line": line, "col": 1}


JA_MESSAGES = [
    "数字が異なるので、ノクス（Ben）がセットのカードを表向きにします。Akiが12行目で♣2を表向きにしたので、数字が2のカードが"
    "手札にあれば必ずシモに配置しなければなりません。1 + 1 = 2ですが、ルミナの手札は20枚を超えていて、違反 3件になります",
    "第3週にAkiが予算カード5枚を使ったので、この週の上限の5枚を超えています。ダイス4個を振り直したプレイヤーの得点は"
    "41点で、同点の2人のうちChikaが勝者です。Benの手札にはカードが7枚あり、1枚を捨てなければなりません",
]
EN_MESSAGES = [
    "the numbers differ, so the watcher (Ben) opens the set card; Aki opened the 7 of spades and must pair it if "
    "holding a card numbered 7: 1 + 1 = 2 cards were presented, 3 cards are left, and 12 findings came to light "
    "in 72 events at line 12 of the log",
    "Aki -70, Ben -85, Chika 12: the claimed score of 41 points differs from the 43 points the referee counts "
    "for 2 pairs and 1 triple, so 1 violation is reported for each of the 3 players",
]


def _render(width: int, lang: str, v: dict | None = None, summary: dict | None = None) -> str:
    i18n.set_language(lang)
    try:
        out = Console(file=io.StringIO(), width=width, force_terminal=True, color_system=None, legacy_windows=False)
        if v is not None:
            report_one(out, v)
        if summary is not None:
            report_summary(out, summary)
        return out.file.getvalue()
    finally:
        i18n.set_language(None)


def _verdict(messages: list[str]) -> dict:
    return {"path": "club/night-12.log", "game": "curtain-call", "status": "violations", "events": 1234,
            "findings": [_finding(m, 10 + i) for i, m in enumerate(messages)], "left_out": 0,
            "result": {"ending": "the Joker was opened", "scores": {"Aki": -70, "Ben": -85, "Chika": 12}, "winners": ["Chika"]}}


SUMMARY = {"logs": 1234, "clean": 1000, "unverified": 12, "violations": 200, "bad-input": 22, "violation": 345,
           "warning": 67, "error": 89, "unverifiable": 1011, "events": 123456}


def _blocks(text: str) -> list[list[str]]:
    """The texts of a report, each as the lines it was broken into: a finding's message (its location and kind cut
    off, its clause after it), the verdict, the result."""
    blocks: list[list[str]] = []
    current: list[str] | None = None
    indent = 0
    finding = False
    for line in text.splitlines():
        if not line.strip():
            current = None
            continue
        here = len(line) - len(line.lstrip(" "))
        if re.match(r"\s+\d+:\d+\s", line):  # a finding: in the grid (wide) or on lines of its own (narrow)
            wide = re.match(r"(\s+\d+:\d+\s{2,}\S+\s{2,})\S", line)
            current = [line[len(wide.group(1)):] if wide else line.strip()]
            blocks.append(current)
            finding = True
        elif current is not None and (here > 2 if finding else here == indent):
            current.append(line.strip())
        else:
            current, indent, finding = [line.strip()], here, False
            blocks.append(current)
    return blocks


@pytest.mark.parametrize("width", [80, 60, 44])
@pytest.mark.parametrize("lang,messages", [("ja", JA_MESSAGES), ("en", EN_MESSAGES)])
def test_the_report_keeps_numbers_with_their_units_and_names_with_their_particles(lang, messages, width):
    text = _render(width, lang, _verdict(messages))
    summary = _render(width, lang, summary=SUMMARY).splitlines()
    lines = text.splitlines()
    assert all(cell_len(line) <= width for line in lines + summary), text
    blocks = _blocks(text) + [summary]
    # the message, the summary and the result each run over several lines: every break between them is a reader's
    assert sum(len(b) > 1 for b in blocks) >= 3, text
    for block in blocks:
        assert not _bad_breaks(block), (_bad_breaks(block), "\n".join(block))
    for p in JA_PHRASES if lang == "ja" else EN_PHRASES:
        if any(p in m for m in messages):
            assert any(p in line for b in blocks for line in b), (p, text)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_summary_keeps_each_count_with_what_it_counts(lang):
    for width in range(30, 81, 5):
        lines = _render(width, lang, summary=SUMMARY).splitlines()
        assert len(lines) > 1 and all(cell_len(line) <= width for line in lines)
        assert not _bad_breaks(lines), (width, _bad_breaks(lines), lines)
        counted = (["ログ 1,234件", "違反 345件", "エラー 89件"] if lang == "ja" else ["1,234 logs", "345 violations", "89 errors"])
        joined = " ".join(lines)
        for c in counted:
            assert c.replace(",", "") in joined.replace(",", ""), (c, lines)


def test_wrapped_text_keeps_its_styles_and_its_paragraphs():
    from rich.text import Text

    text = Text("違反", style="red")
    text.append(" 3件：ノクス（Ben）がセットのカードを表向きにします\n次の段落", style="bold")
    out = Console(file=io.StringIO(), width=20, force_terminal=True, color_system="standard")
    out.print(Wrapped(text, indent=2))
    lines = re.sub(r"\x1b\[[0-9;]*m", "", out.file.getvalue()).splitlines()
    assert lines == ["  違反 3件：", "  ノクス（Ben）が", "  セットのカードを", "  表向きにします", "  次の段落"]
    assert "\x1b[31m" in out.file.getvalue()  # red kept
