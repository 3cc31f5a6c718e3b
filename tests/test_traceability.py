"""Traceability: every rulebook sentence → a clause → scenarios → exactly one step definition each.

Plain pytest over gherkin-official pickles (no runner needed). The checks live in
``referee.harness.trace``; this module runs them over ``features/`` and the
rulebooks in ``docs/rulebooks/``, and shows on small synthetic inputs that each
check does fail when it should.
"""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from referee.core.game import get
from referee.harness import match
from referee.harness import trace as T

ROOT = Path(__file__).resolve().parent.parent
FEATURES = ROOT / "features"
RULEBOOKS = ROOT / "docs" / "rulebooks"
NON_NORMATIVE = RULEBOOKS / "non-normative.toml"

# game name (as in @game:NAME and the engine registry) -> its rulebook under docs/rulebooks
GAMES = {
    "curtain-call": "curtain-call.md",
    "crown-crest": "crown-crest.md",
    "nozoku": "nozoku-dice.md",
    "blackpoker": "blackpoker-common.rst",
    "eitsuku": "eitsuku-v5.txt",
}


@pytest.fixture(scope="module")
def features() -> list[T.FeatureFile]:
    found = T.load_features(FEATURES)
    assert found, "no feature files found"
    return found


def _report(problems: list[str]) -> str:
    return f"{len(problems)} problem(s):\n" + "\n".join(problems)


# -- the project's features ---------------------------------------------------------


def test_every_clause_has_accepting_and_asserting_scenarios(features):
    problems = T.check_clause_scenarios(features)
    assert not problems, _report(problems)


def test_clause_tags_and_asserted_ids_are_defined(features):
    problems = T.check_known_ids(features)
    assert not problems, _report(problems)


def test_every_step_matches_exactly_one_definition(features):
    problems = T.check_steps(features, lambda kind, text: len(match(kind, text)))
    assert not problems, _report(problems)


def test_names_descriptions_and_ids_are_well_formed(features):
    problems = T.check_structure(features)
    assert not problems, _report(problems)


def test_every_feature_belongs_to_a_traced_game(features):
    problems = T.check_games(features, GAMES)
    assert not problems, _report(problems)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_rulebook_sentence_is_quoted(features, game):
    rulebook = (RULEBOOKS / GAMES[game]).read_text(encoding="utf-8")
    clauses = [c for c in T.all_clauses(features) if c.game == game]
    assert clauses, f"no clauses for {game}"
    problems = T.check_rulebook(game, rulebook, clauses, T.load_non_normative(NON_NORMATIVE, game), GAMES[game])
    assert not problems, _report(problems)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_ruling_clauses_agree_with_the_engine(features, game):
    engine = get(game)
    assert engine is not None, f"the engine has no game {game!r}"
    problems = T.check_rulings(game, T.all_clauses(features), engine.rulings, getattr(engine, "component_default", None))
    assert not problems, _report(problems)


def test_the_features_trace_a_real_number_of_clauses(features):
    """Guards against the checks passing vacuously (nothing parsed)."""
    clauses = T.all_clauses(features)
    assert len(clauses) >= 30
    assert len(T.all_pickles(features)) >= len(clauses) * 2


# -- the checks themselves, on synthetic input -------------------------------------------

RULEBOOK = """# ミニゲーム

## 用語

1. 準備

親はカードを配る。子は待つ。
・得点は**必ず**数える。
"""

GOOD = '''@game:mini
Feature: mini — test
  @clause:MG-DEAL
  Rule: MG-DEAL The dealer deals
    見出し: 親が配る
    原文: 親はカードを配る。子は待つ。
    English: The dealer deals; the other waits.

    Scenario: a deal is accepted
      Then the referee accepts the log

    Scenario: a bad deal is caught
      Then the referee reports MG-DEAL at "x"

  @clause:MG-SCORE
  Rule: MG-SCORE Points are always counted
    見出し: 得点は必ず数える
    原文: ・得点は**必ず**数える。
    English: Points must always be counted.

    Scenario: a count is accepted
      Then the referee accepts the log

    Scenario: a wrong count is caught
      Then the referee reports only MG-SCORE
'''

NON_NORMATIVE_GOOD = [{"text": "1. 準備", "reason": "section title"}]


def _clauses(*texts: str) -> list[T.Clause]:
    return T.all_clauses([T.parse_feature(t, f"f{i}.feature") for i, t in enumerate(texts)])


def test_synthetic_good_input_passes_every_check():
    fs = [T.parse_feature(GOOD, "good.feature")]
    assert T.check_clause_scenarios(fs) == []
    assert T.check_known_ids(fs) == []
    assert T.check_structure(fs) == []
    assert T.check_rulebook("mini", RULEBOOK, T.all_clauses(fs), NON_NORMATIVE_GOOD) == []


def test_sentence_splitting_and_normalisation():
    got = [s for _, s in T.rulebook_sentences(RULEBOOK)]
    assert got == ["準備", "親はカードを配る。", "子は待つ。", "得点は必ず数える。"]
    assert T.normalise("①クラップ") == "クラップ"
    assert T.normalise("3'. スポットライト　フェーズ") == "スポットライト フェーズ"


def test_a_missing_sentence_is_detected():
    text = GOOD.replace("原文: 親はカードを配る。子は待つ。", "原文: 親はカードを配る。")
    problems = T.check_rulebook("mini", RULEBOOK, _clauses(text), NON_NORMATIVE_GOOD)
    assert len(problems) == 1 and "子は待つ。" in problems[0]


def test_a_title_inside_a_longer_quote_still_needs_listing():
    book = RULEBOOK + "\n2. 得点\n"
    problems = T.check_rulebook("mini", book, _clauses(GOOD), NON_NORMATIVE_GOOD)
    assert len(problems) == 1 and "'得点'" in problems[0]


def test_a_misquote_is_detected():
    text = GOOD.replace("原文: ・得点は**必ず**数える。", "原文: 得点は必ず数えない。")
    problems = T.check_rulebook("mini", RULEBOOK, _clauses(text), NON_NORMATIVE_GOOD)
    assert any("not in the rulebook" in p and "数えない" in p for p in problems)
    assert any("no clause quotes '得点は必ず数える。'" in p for p in problems)


def test_a_stale_non_normative_entry_is_detected():
    entries = NON_NORMATIVE_GOOD + [{"text": "2. 片付け", "reason": "gone from the rulebook"}]
    problems = T.check_rulebook("mini", RULEBOOK, _clauses(GOOD), entries)
    assert len(problems) == 1 and "stale" in problems[0]


def test_an_unlisted_title_is_detected():
    problems = T.check_rulebook("mini", RULEBOOK, _clauses(GOOD), [])
    assert len(problems) == 1 and "'準備'" in problems[0]


def test_an_unknown_clause_is_detected():
    text = GOOD.replace("    Scenario: a count is accepted", "    @clause:MG-NOPE\n    Scenario: a count is accepted")
    text = text.replace("Then the referee reports only MG-SCORE", "Then the referee reports only MG-ELSE")
    problems = T.check_known_ids([T.parse_feature(text, "x.feature")])
    assert any("@clause:MG-NOPE" in p for p in problems)
    assert any("asserts MG-ELSE" in p for p in problems)
    assert not any("LOG-" in p for p in problems)


def test_input_error_codes_need_no_rule():
    text = GOOD.replace("Then the referee reports only MG-SCORE", "Then the referee reports the input error LOG-CARD")
    assert T.check_known_ids([T.parse_feature(text, "x.feature")]) == []


def test_a_duplicate_scenario_name_is_detected():
    text = GOOD.replace("Scenario: a count is accepted", "Scenario: a deal is accepted")
    problems = T.check_structure([T.parse_feature(text, "x.feature")])
    assert len(problems) == 1 and "'a deal is accepted'" in problems[0]


def test_a_clause_defined_twice_is_detected():
    problems = T.check_structure([T.parse_feature(GOOD, "a.feature"), T.parse_feature(GOOD, "b.feature")])
    assert any("MG-DEAL is defined 2 times" in p for p in problems)


def test_a_rule_without_its_texts_is_detected():
    text = GOOD.replace("    English: Points must always be counted.\n", "")
    text = text.replace("Rule: MG-DEAL The dealer deals", "Rule: The dealer deals")
    problems = T.check_structure([T.parse_feature(text, "x.feature")])
    assert any("MG-SCORE" in p and "English" in p for p in problems)
    assert any("MG-DEAL" in p and "Rule's name" in p for p in problems)


def test_a_clause_without_an_accepting_or_asserting_scenario_is_detected():
    text = GOOD.replace("Then the referee accepts the log\n\n    Scenario: a wrong", "Then the game is over\n\n    Scenario: a wrong")
    text = text.replace("Then the referee reports MG-DEAL at \"x\"", "Then the referee reports MG-SCORE")
    problems = T.check_clause_scenarios([T.parse_feature(text, "x.feature")])
    assert any("MG-SCORE" in p and "accepts" in p for p in problems)
    assert any("MG-DEAL" in p and "asserts MG-DEAL" in p for p in problems)


def test_a_clause_without_scenarios_is_detected():
    text = GOOD + "\n  @clause:MG-EMPTY\n  Rule: MG-EMPTY Nothing yet\n    見出し: まだ\n    原文: 子は待つ。\n    English: x\n"
    problems = T.check_clause_scenarios([T.parse_feature(text, "x.feature")])
    assert len(problems) == 1 and problems[0].endswith("MG-EMPTY has no scenario")


def test_steps_matching_no_or_several_definitions_are_detected():
    fs = [T.parse_feature(GOOD, "x.feature")]
    assert any("matches no definition" in p for p in T.check_steps(fs, lambda kind, text: 0))
    assert any("matches 2 definitions" in p for p in T.check_steps(fs, lambda kind, text: 2))
    unknown = GOOD.replace("      Then the referee accepts the log\n\n    Scenario: a bad", "      Then the referee frowns\n\n    Scenario: a bad")
    problems = T.check_steps([T.parse_feature(unknown, "x.feature")], lambda k, t: len(match(k, t)))
    assert len(problems) == 1 and "Then 'the referee frowns' matches no definition" in problems[0]


RULING = '''@game:mini
Feature: mini — rulings
  @clause:MG-RULING-X @ruling
  Rule: MG-RULING-X A ruling
    見出し: 裁定
    裁定: ルールブックに書かれていないので既定は one。
    Gap: the rulebook is silent.
    Option: x-rule
    Affects: MG-DEAL
    Default: one
    Alternatives: two = the other way
    Source: nowhere in particular.
    English: one way.

    Scenario: default
      Then the referee accepts the log

    Scenario: violation
      Then the finding for MG-DEAL depends on ruling MG-RULING-X
'''


def test_a_ruling_that_differs_from_the_engine_is_detected():
    clauses = _clauses(RULING)
    same = SimpleNamespace(clause="MG-RULING-X", name="x-rule", default="one", choices=("one", "two"))
    assert T.check_rulings("mini", clauses, [same]) == []
    other_default = SimpleNamespace(clause="MG-RULING-X", name="x-rule", default="two", choices=("one", "two"))
    assert any("Default" in p for p in T.check_rulings("mini", clauses, [other_default]))
    other_name = SimpleNamespace(clause="MG-RULING-X", name="x-option", default="one", choices=("one", "two"))
    assert any("Option" in p for p in T.check_rulings("mini", clauses, [other_name]))
    more = SimpleNamespace(clause="MG-RULING-X", name="x-rule", default="one", choices=("one", "two", "three"))
    assert any("leave out ['three']" in p for p in T.check_rulings("mini", clauses, [more]))
    extra = SimpleNamespace(clause="MG-RULING-Y", name="y", default="a", choices=())
    assert any("MG-RULING-Y" in p for p in T.check_rulings("mini", clauses, [same, extra]))


def test_a_component_default_ruling_is_checked_against_the_bundled_value():
    text = RULING.replace("Option: x-rule", "Option: cardset: dice.white").replace("Default: one", "Default: 2 = 4")
    clauses = _clauses(text)
    assert T.check_rulings("mini", clauses, [], lambda key, path: "2 = 4" if (key, path) == ("cardset", "dice.white") else None) == []
    assert any("bundled default is '2 = 5'" in p for p in T.check_rulings("mini", clauses, [], lambda key, path: "2 = 5"))
    assert any("names no component default" in p for p in T.check_rulings("mini", clauses, [], lambda key, path: None))
    assert any("names no component default" in p for p in T.check_rulings("mini", clauses, []))


def test_a_ruling_without_its_fields_is_detected():
    text = RULING.replace("    Default: one\n", "")
    problems = T.check_structure([T.parse_feature(text, "x.feature")])
    assert any("Default" in p for p in problems)


def test_a_ruling_affecting_an_unknown_clause_is_detected():
    good = [T.parse_feature(GOOD, "g.feature"), T.parse_feature(RULING, "r.feature")]
    assert not [p for p in T.check_structure(good) if "Affects" in p]
    bad = [T.parse_feature(GOOD, "g.feature"), T.parse_feature(RULING.replace("Affects: MG-DEAL", "Affects: MG-NOPE"), "r.feature")]
    assert any("Affects names MG-NOPE" in p for p in T.check_structure(bad))


def test_the_depends_on_ruling_step_asserts_both_ids():
    assert T.asserted_ids("the finding for CC-CALL-BOO depends on ruling CC-RULING-BOO-QUOTA") == [
        "CC-CALL-BOO",
        "CC-RULING-BOO-QUOTA",
    ]
    assert T.asserted_ids('the referee reports CC-SCOUT-DRAW at "Aki scout 9H"') == ["CC-SCOUT-DRAW"]
    assert T.asserted_ids("the referee accepts the log") == []


def test_a_feature_of_an_untraced_game_is_detected():
    fs = [T.parse_feature(GOOD, "x.feature")]
    assert T.check_games(fs, {"curtain-call": "curtain-call.md"}) == ["x.feature: game 'mini' has no rulebook in the traceability map"]


def test_brackets_after_a_full_stop_and_markers_inside_a_line():
    """``(…。)`` stays one sentence; only the line's own list marker is removed; tabs collapse."""
    assert T.split_sentences("- レストにします。(90 度回転させます。)") == ["レストにします。", "(90 度回転させます。)"]
    assert T.split_sentences("次の①②を行えます。①は1度だけです。") == ["次の①②を行えます。", "①は1度だけです。"]
    assert T.split_sentences("①コスト\t③カード名") == ["コスト ③カード名"]


# -- reStructuredText rulebooks and facts ----------------------------------------------------

RST = """.. _mini.rst:

==============
ミニゲーム
==============

親はカードを配る。
子は
待つ。

.. index::
    single: 親

.. _deal:

配る
------------------------------
配る枚数は次のとおりです。(:numref:`deal-table`)

.. _deal-table:
.. table:: 配る枚数

    +------+------+
    | 人数 | 枚数 |
    +======+======+
    | 2    | 7    |
    +------+------+

.. csv-table:: 置き場
   :widths: 1, 1
   :header-rows: 1

    名前,中身
    山,カード

.. これはコメントです。
    続きもコメントです。

    空行の後の字下げもコメントです。

.. figure:: images/deal.*
   :width: 50%

    配り方の図

.. note:: 補足

    - 親は :ref:`先に配る <deal>` 。

#. 山を置く。
#. 配る。

山
 | 公開：枚数
 | 非公開：中身
"""


def test_rst_lines_drop_markup_and_keep_text():
    got = [s for _, s in T.rulebook_sentences(RST, rst=True)]
    assert got == [
        "親はカードを配る。",
        "子は待つ。",
        "配る枚数は次のとおりです。",
        "(deal-table)",
        "配る枚数",
        "人数",
        "枚数",
        "2",
        "7",
        "置き場",
        "名前",
        "中身",
        "山",
        "カード",
        "配り方の図",
        "補足",
        "親は 先に配る 。",
        "山を置く。",
        "配る。",
        "山",
        "公開：枚数",
        "非公開：中身",
    ]
    lines = dict((s, no) for no, s in T.rulebook_sentences(RST, rst=True))
    assert lines["子は待つ。"] == 7  # a joined paragraph keeps its first line
    assert T.rulebook_sentences(RST) != T.rulebook_sentences(RST, rst=True)


def test_rst_comments_and_their_continuations_are_not_sentences():
    got = [s for _, s in T.rulebook_sentences(RST, rst=True)]
    assert not any("コメント" in s for s in got)
    assert not any("single" in s or "widths" in s or "images/" in s for s in got)


def test_a_quote_of_a_table_row_is_split_into_cells():
    assert T.quote_sentences("| 2    | 7    |") == ["2", "7"]
    assert T.quote_sentences("| 公開：枚数") == ["公開：枚数"]
    assert T.quote_sentences("配る枚数は次のとおりです。(:numref:`deal-table`)") == ["配る枚数は次のとおりです。", "(deal-table)"]


RST_FEATURE = """@game:mini
Feature: mini — rst
  @clause:MG-DEAL
  Rule: MG-DEAL The dealer deals seven
    見出し: 親が7枚配る
    原文: 親はカードを配る。子は待つ。
    原文: 配る枚数は次のとおりです。(:numref:`deal-table`)
    原文: | 人数 | 枚数 |
    原文: | 2    | 7    |
    English: The dealer deals, seven cards with two players.

    Scenario: a deal is accepted
      Then the referee accepts the log

    Scenario: a bad deal is caught
      Then the referee reports only MG-DEAL
"""


def test_an_rst_rulebook_is_traced_by_its_name():
    listed = [
        {"text": t, "reason": "label"}
        for t in ("配る枚数", "置き場", "名前", "中身", "山", "カード", "配り方の図", "補足", "親は :ref:`先に配る <deal>` 。",
                  "山を置く。", "配る。", "公開：枚数", "非公開：中身")
    ]
    clauses = _clauses(RST_FEATURE)
    assert T.check_rulebook("mini", RST, clauses, listed, "mini.rst") == []
    problems = T.check_rulebook("mini", RST, clauses, listed[1:], "mini.rst")
    assert len(problems) == 1 and "'配る枚数'" in problems[0]


FACT = """@game:mini
Feature: mini — facts
  @clause:MG-FACT-FLOW @fact
  Rule: MG-FACT-FLOW The dealer deals first
    見出し: 親が先に配る
    Source: rules-facts.md, mini core flow
    内容: 親が、誰かが出す前に配ります。
    English: The dealer deals before anyone plays.

    Scenario: a deal first is accepted
      Then the referee accepts the log

    Scenario: a play first is caught
      Then the referee reports only MG-FACT-FLOW
"""


def test_a_fact_needs_its_source_instead_of_a_quote():
    fs = [T.parse_feature(FACT, "f.feature")]
    assert T.all_clauses(fs)[0].kind == "fact"
    assert T.check_structure(fs) == []
    assert T.check_clause_scenarios(fs) == []
    missing = [T.parse_feature(FACT.replace("    Source: rules-facts.md, mini core flow\n", ""), "f.feature")]
    problems = T.check_structure(missing)
    assert len(problems) == 1 and "MG-FACT-FLOW" in problems[0] and "'Source:'" in problems[0]
    # a fact says itself in Japanese (its 内容): the answers show it to a Japanese player
    unsaid = [T.parse_feature(FACT.replace("    内容: 親が、誰かが出す前に配ります。\n", ""), "f.feature")]
    problems = T.check_structure(unsaid)
    assert len(problems) == 1 and "MG-FACT-FLOW" in problems[0] and "'内容:'" in problems[0]
    # a rule (no @fact) without 原文 is still caught
    rule = [T.parse_feature(FACT.replace(" @fact", ""), "f.feature")]
    assert any("'原文:'" in p for p in T.check_structure(rule))
