"""The console's commands, in process, against a recording rich console (the first layer).

Nothing here names a rule by hand where the data can say it: the what-if checks replay every
violation the referee finds in the bundled recorded games and expect the same clause back.
"""

from __future__ import annotations

import io
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from rich.console import Console

from referee.console.session import BAD_INPUT, OK, USAGE, Session, Walk
from referee.core import game as registry
from referee.core import legality
from referee.core.clauses import index
from referee.core.referee import check_path, replay
from referee.harness import properties as P
from referee.notation.reader import LogReader

ROOT = Path(__file__).resolve().parent.parent
GAMES = [g.name for g in registry.all_games()]
LOGS = sorted(p for p in (ROOT / "scenarios").rglob("*.log") if p.parent.name != "bad_input")
WITH_VIOLATIONS = [p for p in LOGS if json.loads(p.with_suffix(".expected.json").read_text(encoding="utf-8"))["status"] == "violations"]


def session() -> tuple[Session, Console]:
    out = Console(file=io.StringIO(), width=100, record=True, color_system=None)
    return Session(out), out


def run(s: Session, out: Console, *lines: str) -> str:
    for line in lines:
        s.execute(line)
    return out.export_text()


def squash(text: str) -> str:
    """Text without whitespace or panel borders: wrapped lines compare equal."""
    return "".join(ch for ch in text if not ch.isspace() and ch not in "│╭╮╰╯─")


def rel(p: Path) -> str:
    return str(p.relative_to(ROOT))


def game_of(p: Path) -> str:
    return p.parent.name


# The tests below walk every recorded game; in the quick profile (CI) they run over a fixed sample of the logs,
# and the nightly profile (scripts/nightly.sh) runs every log. The sample: each game's shortest log (in bytes),
# for the tests over every log, and each game's shortest log with violations, for the tests over those
# (referee/harness/properties.py). The other logs' cases are skipped, with the reason. (The logs with violations
# are the slowest to walk: their slips are read again in the light of the lines after them, core/readings.py.)
EVERY_LOG = P.cases(LOGS, P.shortest(LOGS), ids=rel)
EVERY_LOG_WITH_VIOLATIONS = P.cases(WITH_VIOLATIONS, P.shortest_with_violations(WITH_VIOLATIONS), ids=rel)

_walks: dict[Path, Walk] = {}


def loaded(path: Path) -> tuple[Session, Console]:
    """A fresh session with ``path`` loaded, at its first event. Loading referees the whole log and steps
    through it (most of the time of a test here), so a log is loaded once for this module, by the console's
    own ``load``, and the tests after the first get a new session over the same walk: what ``load`` leaves
    (the walk and its game; event 0, no branch, the table's view, as a new session has them). No test here
    changes a walk (options and languages, which load again, are tested on sessions of their own)."""
    s, out = session()
    if path in _walks:
        s.walk, s.game = _walks[path], _walks[path].game
    else:
        run(s, out, f"load {rel(path)}")
        assert s.walk is not None and s.status == OK, out.export_text()
        _walks[path] = s.walk
    return s, out


# -- asking the rules ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "query, clause",
    [("joker", "CC-SPOT-JOKER"), ("ジョーカー", "CC-SPOT-JOKER"), ("補強", "CR-REINFORCE-EFFECT"), ("側面", "NZ-NOZOKU"),
     ("reinforcement", "CR-REINFORCE-EFFECT"), ("side face", "NZ-NOZOKU-SIDE")],
)
def test_concepts_find_their_clauses(query: str, clause: str):
    s, out = session()
    text = run(s, out, f"rules {query}")
    assert clause in text
    assert s.status == OK


def test_a_clause_shows_its_japanese_english_section_rulings_and_scenarios():
    c = index().get("CC-SPOT-PAIR")
    s, out = session()
    text = run(s, out, "rule CC-SPOT-PAIR steps")
    assert c.japanese[0][:20] in text.replace("\n", "").replace("│", "").replace(" ", "")
    assert c.section.split()[0] in text
    related = index().related_rulings(c)
    assert related, "CC-SPOT-PAIR is touched by a ruling"
    flat = squash(text)
    for r in related:
        assert r.id in text and squash(r.english)[:30] in flat
    for sc in c.scenarios:
        assert squash(sc.name)[:30] in flat
    assert squash(c.scenarios[0].steps[0])[:25] in flat


@pytest.mark.parametrize("game", GAMES)
def test_every_game_lists_its_rulings_with_defaults_and_alternatives(game: str):
    s, out = session()
    text = " ".join(run(s, out, f"rulings {game}").split())
    for r in index().rulings(game):
        assert " ".join(f"{r.fields['Option']} = {r.fields['Default']}".split()) in text
        assert r.id in text


def test_rule_questions_follow_the_game_in_view():
    s, out = session()
    run(s, out, "game nozoku")
    text = run(s, out, "rules round")
    assert "NZ-ROUND" in text and "CC-" not in text.split("rules round", 1)[-1]


def test_an_unknown_clause_suggests_near_ids():
    s, out = session()
    text = run(s, out, "rule CC-SPOT-JOKR")
    assert "did you mean CC-SPOT-JOKER" in text
    assert s.status == USAGE


# -- walking a recorded game ----------------------------------------------------------------------


def _states(path: Path) -> list[dict[str, str]]:
    return [st.facts() for _, st, _ in replay(LogReader.open(path)) if st is not None]


@pytest.mark.parametrize("path", EVERY_LOG)
def test_stepping_and_jumping_give_the_states_of_a_replay(path: Path):
    facts = _states(path)
    s, out = loaded(path)
    n = len(s.walk.events)
    assert len(facts) == n + 1
    for k in sorted({0, 1, n // 2, n, max(0, n - 1)}):
        run(s, out, f"goto {k}")
        assert s.state().facts() == facts[k], k
    run(s, out, "goto start", "next 3", "back")
    assert s.pos == min(2, n) and s.state().facts() == facts[s.pos]
    assert s.status == OK


@pytest.mark.parametrize("path", EVERY_LOG)
def test_findings_so_far_grow_to_the_verdict(path: Path):
    s, out = loaded(path)
    verdict = check_path(path)
    run(s, out, "goto end")
    assert [f.clause for _, f in s.findings_so_far()] == [f.clause for f in verdict.findings]
    run(s, out, "goto start")
    assert all(s.walk.known[i] == 0 for i, _ in s.findings_so_far())


@pytest.mark.parametrize("path", EVERY_LOG_WITH_VIOLATIONS)
def test_first_finding_is_explained_with_the_clause_and_the_log_line(path: Path):
    s, out = loaded(path)
    first = s.walk.verdict.findings[0]
    text = run(s, out, "finding 1")
    flat = squash(text)
    assert first.clause in text
    assert squash(f"{first.position}") in flat
    c = index().get(first.clause)
    if c is not None:
        assert c.japanese or c.fields.get("Gap") or c.fields.get("Source")
        words = squash(c.japanese[0] if c.japanese else c.english)[:8]
        assert words in flat
    assert s.pos == s.walk.at[0]
    assert "the log says" in text


@pytest.mark.parametrize("path", EVERY_LOG_WITH_VIOLATIONS)
def test_what_if_the_recorded_event_names_the_clause_that_forbids_it(path: Path):
    """Every violation found in a recorded game, typed again at the position before it, is refused
    with the same clause; and trying it leaves the loaded game as it was."""
    s, out = loaded(path)
    walk = s.walk
    checked = 0
    for i, f in enumerate(walk.verdict.findings):
        if f.kind != "violation" or f.discovered is not None or not f.event:
            continue
        event = walk.events[f.event - 1]
        run(s, out, f"goto {f.event - 1}")
        before = s.state().facts()
        mark = len(out.export_text(clear=False))
        text = run(s, out, f"try {event.text}")[mark:]
        assert "illegal" in text and f.clause in text, (f, text)
        assert s.state().facts() == before and s.pos == f.event - 1
        checked += 1
    assert checked or all(f.discovered or f.kind != "violation" or not f.event for f in walk.verdict.findings)


@pytest.mark.parametrize("path", EVERY_LOG)
def test_legal_events_are_accepted_by_what_if(path: Path):
    s, out = loaded(path)
    tried = 0
    for k in range(0, len(s.walk.events) + 1, 7):
        run(s, out, f"goto {k}")
        for e in s.state().legal_events()[:3]:
            mark = len(out.export_text(clear=False))
            text = run(s, out, e)[mark:]
            assert "legal here" in text, (k, e, text)
            tried += 1
    assert s.status == OK
    assert tried > 0, "no legal event was listed at any sampled position"


def test_a_branch_plays_on_by_hand_and_leaves_the_recorded_game_as_it_was():
    s, out = session()
    run(s, out, "load scenarios/nozoku/four-players-turn-mistakes.log", "goto 9")
    recorded = s.state().facts()
    legal = s.state().legal_events()
    run(s, out, "branch", legal[0])
    assert s.branch and s.state().facts() != recorded
    text = run(s, out, "goto 3")
    assert "you are in a branch" in text
    run(s, out, "back")
    assert s.branch == [] and s.state().facts() == recorded
    run(s, out, legal[0], "leave")
    assert s.branch is None and s.pos == 9 and s.state().facts() == recorded


def test_a_typed_line_that_cannot_be_read_is_not_played_in_a_branch():
    s, out = session()
    run(s, out, "load scenarios/curtain_call/fully-observed.log", "goto 10", "branch")
    text = run(s, out, "Aki dance 4S")
    assert "not readable" in text and "LOG-VERB" in text and "not played" in text
    assert s.branch == []


@pytest.mark.parametrize("game", GAMES)
def test_a_new_game_is_played_by_hand(game: str):
    g = registry.get(game)
    players = ["Aki", "Ben", "Chika", "Dai"][: g.min_players]
    s, out = session()
    text = run(s, out, f"new {game} {' '.join(players)}", "legal", "state")
    assert s.status == OK, text
    assert s.branch == [] and s.walk is not None and s.walk.game is g
    assert "Aki" in text


def test_a_json_lines_log_walks_as_its_text_twin(tmp_path: Path):
    from referee.notation.writer import dumps_jsonl, to_jsonl

    src = ROOT / "scenarios/curtain_call/wrong-opener.log"
    (tmp_path / "g.jsonl").write_text(dumps_jsonl(to_jsonl(LogReader.open(src))), encoding="utf-8")
    a, out_a = session()
    b, out_b = session()
    run(a, out_a, f"load {src}", "goto end")
    run(b, out_b, f"load {tmp_path / 'g.jsonl'}", "goto end")
    assert b.status == OK
    assert [f.clause for f in b.walk.verdict.findings] == [f.clause for f in a.walk.verdict.findings]
    assert b.state().facts() == a.state().facts()


def test_the_view_hides_the_other_hands():
    s, out = session()
    run(s, out, "load scenarios/curtain_call/fully-observed.log", "goto 12")
    table = s.state().render(None)
    ben = s.state().render("Ben")
    rec = Console(file=io.StringIO(), width=100, record=True, color_system=None)
    rec.print(table)
    t1 = rec.export_text()
    rec.print(ben)
    t2 = rec.export_text()
    assert t1 != t2
    text = run(s, out, "view Ben", "state")
    assert t2.strip().splitlines()[0] in text


def test_turns_and_the_toolbar():
    s, out = session()
    assert "load LOG" in s.toolbar()
    run(s, out, "load scenarios/crown_crest/turn-eight.log", "turn 3")
    assert s.walk.turns[s.pos] == 3 and s.walk.turns[s.pos - 1] != 3
    bar = s.toolbar()
    assert "crown-crest" in bar and "turn 3" in bar and f"event {s.pos}/" in bar


def test_options_recheck_the_loaded_game():
    s, out = session()
    run(s, out, "load scenarios/curtain_call/last-card-boo-penalty.log")
    before = s.walk.verdict.result.scores
    run(s, out, "option boo-penalty=never")
    assert s.status == OK, out.export_text()
    assert s.walk.overrides == {"boo-penalty": "never"}
    assert s.walk.verdict.result.scores != before
    text = run(s, out, "option boo-penalty=sometimes")
    assert "not a value of option" in text and s.walk.overrides == {"boo-penalty": "never"}


def test_svg_pictures(tmp_path: Path):
    s, out = session()
    run(s, out, "load scenarios/nozoku/two-players-tie-broken.log", "goto 5", f"svg {tmp_path / 'pos.svg'}")
    svg = (tmp_path / "pos.svg").read_text(encoding="utf-8")
    root = ET.fromstring(svg)
    text = "".join(root.itertext()).replace("\xa0", " ")
    assert root.tag.endswith("svg")
    assert "event 5/" in text and s.walk.players[0] in text


def test_write_saves_the_log_with_the_branch(tmp_path: Path):
    s, out = session()
    run(s, out, "load scenarios/nozoku/two-players-tie-broken.log", "goto 12", "branch")
    e = s.state().legal_events()[0]
    run(s, out, e, f"write {tmp_path / 'b.log'}")
    v = check_path(tmp_path / "b.log", partial=True)
    assert v.events == 13 and not v.errors
    assert e in (tmp_path / "b.log").read_text(encoding="utf-8")


# -- bad input: one line, the session goes on -----------------------------------------------------


def test_unknown_commands_suggest_the_nearest():
    s, out = session()
    text = run(s, out, "lod x.log")
    assert "did you mean load" in text and s.status == USAGE
    text = run(s, out, "joker")
    assert "rules joker" in text


def test_a_bad_path_or_an_unreadable_log_keeps_the_game_loaded():
    s, out = session()
    run(s, out, "load scenarios/curtain_call/joker-ending.log", "goto 5")
    for bad in ("no/such.log", "scenarios/bad_input/unknown-game.log"):
        mark = len(out.export_text(clear=False))
        text = run(s, out, f"load {bad}")[mark:]
        assert len(text.strip().splitlines()) == 1, text
        assert s.walk.path.endswith("joker-ending.log") and s.pos == 5
    assert s.status == BAD_INPUT


def test_an_illegal_event_at_the_prompt_is_one_answer_and_nothing_changes():
    s, out = session()
    run(s, out, "load scenarios/curtain_call/joker-ending.log", "goto 5")
    before = s.state().facts()
    text = run(s, out, "try Nobody scout ??")
    assert "not at this table" in text and len(text.strip().splitlines()) == 1
    assert s.state().facts() == before and s.pos == 5


def test_moves_outside_the_log_are_refused():
    s, out = session()
    text = run(s, out, "next")
    assert "no game is loaded" in text
    run(s, out, "load scenarios/curtain_call/joker-ending.log")
    text = run(s, out, "goto 9999", "turn 99", "explain", "finding 99", "goto x")
    assert "there is no event 9999" in text and "no turn 99" in text and "a whole number" in text
    assert s.pos == 0


def test_square_brackets_typed_by_users_are_printed_as_typed():
    """rich markup never eats what a user or a log wrote."""
    s, out = session()
    text = run(s, out, "help", "rules [bold]jokr", "load [x].log")
    assert "rule ID [steps]" in text and "findings [all]" in text
    assert "'[bold]jokr'" in text and "[x].log" in text


# -- in Japanese: lang ja, or the locale -----------------------------------------------------------


JA_CHARS = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


@pytest.fixture
def japanese_locale(monkeypatch):
    """LANG=ja_JP.UTF-8 and nothing chosen: the console speaks Japanese; the language is put back after."""
    from referee.i18n import set_language

    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    set_language(None)
    yield
    set_language(None)


@pytest.fixture
def english():
    """The session starts in English whatever the locale (``lang`` switches it), and is put back after."""
    from referee.i18n import set_language

    set_language("en")
    yield
    set_language(None)


def test_lang_ja_shows_the_help_in_japanese_and_lang_en_brings_the_english_back(english):
    s, out = session()
    english_help = run(s, out, "help")
    japanese = run(s, out, "lang ja", "help", "help rules")  # (each run gives what was printed since the last)
    assert "the commands, or one in detail" in english_help and "lang [ja|en]" in english_help
    assert "表示を日本語にしました" in japanese
    assert "コマンドの一覧" in japanese and "条項を探す" in japanese and "別名：find, search" in japanese
    for name in ("rules", "legal", "finding", "lang"):  # the command names are typed: they stay English
        assert f"\n  {name} " in japanese
    text = run(s, out, "lang en", "help")
    assert "the console now speaks English" in text and "the commands, or one in detail" in text
    assert not JA_CHARS.search(text.replace("日本語", "").replace("補強", "").replace("側面", "").replace("原文", ""))
    assert s.status == OK


def test_lang_says_the_language_and_refuses_others(english):
    s, out = session()
    text = run(s, out, "lang")
    assert "the console speaks English" in text and s.status == OK
    text = run(s, out, "lang fr")
    assert "lang ja or lang en, not 'fr'" in text and s.status == USAGE


def test_the_locale_gives_japanese_help(japanese_locale):
    s, out = session()
    text = run(s, out, "help")
    assert "コマンドの一覧" in text and "lang ja で日本語" in text


def test_a_finding_is_explained_in_japanese(japanese_locale):
    s, out = session()
    run(s, out, "load scenarios/curtain_call/wrong-opener.log")
    first = s.walk.verdict.findings[0]
    text = run(s, out, "finding 1")
    flat = squash(text)
    assert "指摘1/1" in flat and "違反" in text and "ログの記述" in text and "referee の判定" in text
    assert JA_CHARS.search(first.message), first.message  # the game says its findings in Japanese too
    assert squash(first.message)[:20] in flat
    c = index().get(first.clause)
    assert squash(c.title_in("ja"))[:12] in flat  # the clause under its Japanese title
    assert s.status == OK


def test_lang_ja_judges_the_loaded_game_again_in_japanese(english):
    s, out = session()
    run(s, out, "load scenarios/curtain_call/wrong-opener.log", "goto 40", "branch", "Mei scout ??")
    english_message = s.walk.verdict.findings[0].message
    text = run(s, out, "lang ja", "findings all")
    assert s.walk.verdict.findings[0].message != english_message and JA_CHARS.search(s.walk.verdict.findings[0].message)
    assert s.pos == 40 and s.branch is not None and len(s.branch) == 1  # where it was, branch kept
    assert "すべての指摘" in text and "種類" in text


def test_a_ruling_shows_its_japanese_ruling_in_japanese(english):
    ruling = next(r for r in index().rulings("curtain-call") if r.fields.get("裁定"))
    s, out = session()
    english_text = squash(run(s, out, f"rule {ruling.id}"))
    assert squash(ruling.fields["裁定"])[:20] not in english_text
    text = squash(run(s, out, "lang ja", f"rule {ruling.id}"))
    assert "裁定" in text and squash(ruling.fields["裁定"])[:20] in text
    assert squash(ruling.title_in("ja"))[:10] in text


def test_a_fact_shows_its_japanese_text_in_both_languages(english):
    """A fact (public material, not the rulebook) has no 原文: its 内容 is what a Japanese player reads of it."""
    for fact in ("ET-FACT-RUSH", "BP-FLOW-CHANCE"):
        said = squash(index().get(fact).fields["内容"])
        s, out = session()
        assert said[:30] in squash(run(s, out, f"rule {fact}")), fact
        assert said[:30] in squash(run(s, out, "lang ja", f"rule {fact}")), fact


@pytest.mark.parametrize(
    "question, clause",
    [("ジョーカーが出たらどうなる", "CC-SPOT-JOKER"), ("補強されたユニット", "CR-REINFORCE-EFFECT"),
     ("ノゾクダイスで側面を見るには", "NZ-NOZOKU")],
)
def test_a_japanese_rule_question_finds_its_clause(japanese_locale, question: str, clause: str):
    s, out = session()
    text = run(s, out, f"rules {question}")
    assert clause in text, text
    assert s.status == OK


def test_a_game_named_in_the_question_narrows_it(english):
    s, out = session()
    text = run(s, out, "rules nozoku dice: the side face")
    listed = [m.group(1) for m in re.finditer(r"^\s*([A-Z]{2}-[A-Z0-9-]+)\s", text, re.M)]  # the answer and the others
    assert len(listed) >= 3 and all(i.startswith("NZ-") for i in listed), text


def test_a_question_nothing_answers_says_so_with_the_nearest_words(english):
    s, out = session()
    text = run(s, out, "rules jokr")
    assert "no clause matches 'jokr'" in text and "did you mean: joker" in text
    assert s.status == OK


def test_a_question_no_clause_fully_answers_says_the_list_is_the_nearest(english):
    s, out = session()
    text = run(s, out, "rules joker xylophone")
    assert "no clause has every word of the question; the nearest first" in text
    assert "CC-SPOT-JOKER" in text


# -- who must act where there are no choices to list ---------------------------------------------------


def test_legal_at_an_opening_step_names_the_rightful_opener(english):
    """In wrong-opener.log Mei opened a set card that Sota (the watcher) had to open: before that event, legal
    lists Sota's openings (the set cards not shown yet as ??), none of Mei's, and try agrees with it."""
    s, out = session()
    run(s, out, "load scenarios/curtain_call/wrong-opener.log")
    at = s.walk.at[0] - 1
    run(s, out, f"goto {at}")
    listed = s.legal_here()
    assert any(e.startswith("Sota open ") for e in listed) and not any(e.startswith("Mei open") for e in listed)
    mark = len(out.export_text(clear=False))
    text = " ".join(run(s, out, "legal")[mark:].split())
    assert "legal events at event" in text and "Sota open" in text and "Mei open" not in text
    mark = len(out.export_text(clear=False))
    text = " ".join(run(s, out, f"try {s.walk.events[at].source()}")[mark:].split())
    assert "✘ illegal" in text and "CC-SPOT-MISMATCH-OPEN" in text


def test_legal_at_the_deal_lists_the_table_dealing(english):
    s, out = session()
    run(s, out, "load scenarios/curtain_call/wrong-opener.log")
    listed = s.legal_here()
    assert "table deal Sota ??*20" in listed and "table deal Mei ??*20" in listed
    assert not any(e.split()[0] in ("Sota", "Mei") and e.split()[1] != "undo" for e in listed)  # no player's choice yet
    text = " ".join(run(s, out, "legal").split())
    assert "table deal Sota ??*20" in text


def test_legal_at_a_set_up_step_in_japanese_lists_the_table_dealing(japanese_locale):
    s, out = session()
    text = run(s, out, "new curtain-call Aki Ben", "legal")
    assert "で合法なイベント" in text and "table 配る Aki ??*20" in text  # in the game's Japanese notation
    assert "table deal" not in text


@pytest.mark.parametrize("path", EVERY_LOG)
def test_legal_never_leaves_a_step_unexplained(path: Path):
    """Wherever no legal event can be listed, legal says the game is over, who must act, what the rules
    expect first, or at least which step the game is at; and the step it names is the player's who acted."""
    s, out = loaded(path)
    seen = 0
    for k in range(len(s.walk.events) + 1):
        s.pos = k
        if seen >= 3 or legality.any_legal(*s.stepped()):  # what legal lists (referee/core/legality.py): not nothing
            continue
        assert not s.legal_here()
        seen += 1
        mark = len(out.export_text(clear=False))
        text = " ".join(run(s, out, "legal")[mark:].split())
        assert "no choices to list at event" in text, text
        assert ("the game is over" in text or "who must act now" in text or "the rules expect this step first" in text
                or "the game is at its" in text), text
    assert s.status == OK
