"""``referee rules QUESTION`` answers with its best clause whole and a few others one line each, on one 80×24 screen;
a Japanese question is answered in Japanese; every clause of every game has Japanese text to show (issue 32, part 1)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from browser import in_process
from rich.cells import cell_len

from referee.core.clauses import index, parse_feature

ROOT = Path(__file__).resolve().parent.parent
QUESTIONS = tomllib.loads((ROOT / "tests/rule_questions.toml").read_text(encoding="utf-8"))["question"]
SCREEN = {"COLUMNS": "80", "LINES": "24", "FORCE_COLOR": "1", "NO_COLOR": "1", "TERM": "xterm", "REFEREE_NO_PAGER": "1",
          "PAGER": None, "LANG": "C.UTF-8"}
JA_LABELS = ("見出し", "原文", "内容", "裁定", "英語", "出典", "オプション", "関連する裁定")
EN_LABELS = ("heading", "original", "English", "source", "option", "its")  # "its rulings": its first word

def _japanese(text: str) -> bool:
    return any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in text)


def _squeezed(text: str) -> str:
    return "".join(text.split())


# -- every clause has Japanese text ------------------------------------------------------------------------------

CLAUSES = index().clauses


@pytest.mark.parametrize("clause", [pytest.param(c, id=c.id) for c in CLAUSES])
def test_every_clause_has_japanese_text_to_show(clause):
    """The rulebook's 原文, a fact's 内容 or a ruling's 裁定: a Japanese player reads every clause in Japanese."""
    said = clause.japanese_text
    assert said and _japanese("".join(said)), f"{clause.path}:{clause.line}: {clause.id} has no Japanese text"


def test_the_clauses_are_every_games():
    assert {c.game for c in CLAUSES} == {"curtain-call", "crown-crest", "nozoku", "blackpoker", "eitsuku"}
    assert sum(c.id.startswith("BP-ACT-") for c in CLAUSES) >= 37  # BlackPoker's actions are among them


def test_blackpokers_actions_say_themselves_in_japanese_not_as_a_quote():
    """The action list is not in the rulebook (blackpoker-common.rst says 「効果の内容はアクションリストを参照して
    ください」): an action's Japanese is its 内容, never a 原文 the rulebook does not hold, and it is that action's."""
    actions = [c for c in CLAUSES if c.id.startswith("BP-ACT-")]
    for c in actions:
        assert c.kind == "fact" and not c.japanese, c.id
        name = c.title_ja.split("（")[0]
        assert c.fields["内容"].startswith(name + "（"), (c.id, name, c.fields["内容"][:20])
    rulebook = (ROOT / "docs/rulebooks/blackpoker-common.rst").read_text(encoding="utf-8")
    assert "効果の内容はアクションリストを参照してください。" in rulebook


def test_a_japanese_field_wrapped_over_lines_is_read_without_spaces(tmp_path):
    feature = tmp_path / "f.feature"
    feature.write_text("@game:blackpoker\nFeature: F\n\n  @clause:BP-X @fact\n  Rule: BP-X X\n    見出し: エックス\n"
                       "    Source: notes\n    内容: 1行目の途中で\n      折り返した文です。\n    English: one\n      two\n",
                       encoding="utf-8")
    (c,) = parse_feature(feature, tmp_path)
    assert c.fields["内容"] == "1行目の途中で折り返した文です。" and c.english == "one two"
    assert c.japanese_text == ["1行目の途中で折り返した文です。"]


# -- the answer on one screen ------------------------------------------------------------------------------------


def ask(*words: str, lang: str | None = None) -> tuple[int, list[str]]:
    args = ["rules", *words] + (["--lang", lang] if lang else [])
    code, out, err = in_process(args, env=SCREEN)
    assert not err, err
    plain = re.sub(r"\x1b\[[0-9;]*m", "", out)  # bold and dim (NO_COLOR leaves the styles that are no colour)
    return code, [line.rstrip() for line in plain.rstrip("\n").split("\n")]


def _answer_of(lines: list[str]) -> tuple[str, list[str]]:
    """The id of the clause an answer gives whole, and its lines (the note before it left out)."""
    head = next(i for i, line in enumerate(lines) if re.match(r"[A-Z]{2}-[A-Z0-9-]+  ", line))
    return lines[head].split()[0], lines[head:]


def _whole(lines: list[str], clause, lang: str) -> None:
    """The clause's Japanese and English are in the answer whole (the lines run on: their breaks and the label
    column are spaces), and nothing in it is cut with an ellipsis."""
    best = []
    for line in lines:
        if not line.strip() or line.startswith(("its rulings", "関連する裁定")):  # the rulings: one line each
            break
        best.append(line)
    text = _squeezed("".join(best))
    assert "…" not in "".join(best) or "…" in clause.english + "".join(clause.japanese_text), "\n".join(best)
    assert _squeezed(clause.english) in text, "\n".join(best)
    said = clause.japanese or (clause.japanese_text if lang == "ja" else [])
    for original in said:
        assert _squeezed(original) in text, "\n".join(best)


def _rows(answer: list[str]) -> list[str]:
    """The labels of the best clause's rows (the lines its heading and section wrap onto are not rows)."""
    known = set(JA_LABELS) | set(EN_LABELS)
    rows: list[str] = []
    for line in answer[1:]:
        if not line.strip():
            break
        if not line.startswith(" ") and (rows or line.split()[0] in known):
            rows.append(line.split()[0])
    return rows


def _fits(lines: list[str]) -> bool:
    return len(lines) <= 23 and all(cell_len(line) <= 80 for line in lines)  # 24 rows: the prompt keeps one


@pytest.mark.parametrize("q", QUESTIONS, ids=[q["q"] for q in QUESTIONS])
def test_an_answer_gives_its_best_clause_whole_on_one_80x24_screen(q):
    words = ([q["game"]] if q.get("game") else []) + q["q"].split()
    code, lines = ask(*words)
    assert code == 0
    cid, answer = _answer_of(lines)
    clause = index().get(cid)
    lang = "ja" if _japanese(q["q"]) else "en"
    _whole(answer, clause, lang)
    assert all(cell_len(line) <= 80 for line in lines), "\n".join(lines)
    others = lines.index("ほかの候補" if lang == "ja" else "other answers") if ("ほかの候補" if lang == "ja" else "other answers") in lines else None
    if others is None:
        # no room for another candidate: only a clause longer than a screen leaves none (it is paged, whole)
        assert len(lines) > 24 - 4, "\n".join(lines)
    else:
        assert _fits(lines), f"{len(lines)} lines:\n" + "\n".join(lines)
        footer = next(i for i in range(others, len(lines)) if lines[i].startswith("referee rules"))
        rivals = lines[others + 1: footer]
        assert 1 <= len(rivals) <= 3 and all(re.match(r"  [A-Z]{2}-[A-Z0-9-]+ +\S", r) for r in rivals), "\n".join(lines)


def test_most_answers_fit_one_screen():
    """The measure of part 1: the best clause whole and other candidates, on one 80×24 screen, for nearly every
    question players ask (a few clauses, such as BlackPoker's table of zones, are longer than a screen)."""
    fit = 0
    for q in QUESTIONS:
        _code, lines = ask(*([q["game"]] if q.get("game") else []), *q["q"].split())
        fit += _fits(lines)
    assert fit >= 0.9 * len(QUESTIONS), f"{fit} of {len(QUESTIONS)} fit"


def test_the_club_question_gets_the_japanese_of_the_attack():
    """「出したばかりのカードで攻撃できる？」: BlackPoker's アタック, said in Japanese with Japanese labels."""
    code, lines = ask("出したばかりのカードで攻撃できる？")
    cid, answer = _answer_of(lines)
    assert code == 0 and cid == "BP-ACT-ATTACK"
    labels = set(_rows(answer))
    assert {"内容", "英語", "出典"} <= labels and not labels & set(EN_LABELS), "\n".join(lines)
    _whole(answer, index().get(cid), "ja")
    assert "ほかの候補" in lines and _fits(lines)


@pytest.mark.parametrize("lang,labels", [("en", EN_LABELS), ("ja", JA_LABELS)])
def test_the_labels_are_in_the_language_of_the_answer(lang, labels):
    """--lang decides; without it, the question's language does (an English question in a Japanese club stays
    English only when asked so)."""
    _code, lines = ask("curtain-call", "joker", lang=lang)
    _cid, answer = _answer_of(lines)
    rows = _rows(answer)
    assert len(rows) >= 2 and all(r in labels for r in rows), rows
    assert ("ほかの候補" if lang == "ja" else "other answers") in lines
    _code, en = ask("ジョーカーが出たら", lang="en")
    assert "English" in _rows(_answer_of(en)[1]) and "英語" not in _rows(_answer_of(en)[1])
    _code, ja = ask("ジョーカーが出たら")
    assert {"原文", "英語"} <= set(_rows(_answer_of(ja)[1])), ja


def test_a_ruling_gives_its_option_and_its_values():
    code, lines = ask("BP-RULING-COUNTER")  # by id: every field, and the scenarios
    text = "\n".join(lines)
    assert code == 0 and "counter" in text and "no-effect" in text and "Scenarios (" in text
    code, lines = ask("counter", "smaller", "number", "blackpoker")
    cid, answer = _answer_of(lines)
    option = next(line for line in answer if line.startswith("option"))
    assert "by default" in option and "also" in option, option


def test_a_clause_names_the_rulings_that_touch_it_one_line_each():
    idx = index()
    c = next(c for c in idx.clauses if len(idx.related_rulings(c)) >= 2)
    code, lines = ask(c.id)
    start = next(i for i, line in enumerate(lines) if line.startswith("its rulings"))
    named = [line.split()[2] if i == 0 else line.split()[0] for i, line in enumerate(lines[start:start + len(idx.related_rulings(c))])]
    assert named == [r.id for r in idx.related_rulings(c)]


def test_all_lists_every_match_after_the_best_one():
    _code, few = ask("curtain-call", "joker")
    _code, every = ask("curtain-call", "joker", "--all")
    n = len(every) - every.index("other answers") - 2
    assert n > 3 and every[: every.index("other answers")] == few[: few.index("other answers")]


@pytest.mark.parametrize("q", QUESTIONS[::4], ids=[q["q"] for q in QUESTIONS[::4]])
def test_the_console_gives_the_same_answer_as_the_command_line(q):
    """One question, one answer: the console's ``rules`` shows the clause ``referee rules`` gives whole, whole, in the
    same layout (referee/answers.py), and the same others after it."""
    import io

    from rich.console import Console

    from referee.console.session import Session
    from referee.i18n import _, speaking

    words = ([q["game"]] if q.get("game") else []) + [q["q"]]
    lang = "ja" if _japanese(q["q"]) else "en"
    _code, lines = ask(*words, lang=lang)
    best, _rest = _answer_of(lines)
    with speaking(lang):
        s = Session(Console(file=io.StringIO(), width=80, record=True, color_system=None))
        s.execute("rules " + " ".join(words))
        label = _("other answers")
    said = [line.rstrip() for line in s.out.export_text().split("\n")]
    console_best, console_lines = _answer_of(said)
    assert console_best == best, (q["q"], best, console_best)
    _whole(console_lines, index().get(best), lang)

    def others(ls: list[str]) -> list[str]:
        return [x.split()[0] for x in ls[ls.index(label) + 1:] if x.startswith("  ")] if label in ls else []

    assert others(said) == others(lines)
