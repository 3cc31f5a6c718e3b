"""The console in Japanese, as a Japanese club speaks it (issue 32): for every game, at positions of its recorded logs.

- ``help`` (the list, and each command in detail) has no English description left: every description and every
  placeholder of a usage is said in Japanese, as the console's catalogue has it, and none of the English is shown.
- ``legal`` lists its events in the game's Japanese notation (referee/console/japanese.py): each line it lists in
  Japanese is accepted by ``try``, with the verdict of its English line (the same findings), and is the same event
  (the English line is one ``legal`` lists in English); its output names none of the game's verbs by its English
  code (each game's ``verbs`` table), but the few words a game reads only in English (:data:`ENGLISH_ONLY`, each
  held to it: a word the game starts to read in Japanese must leave the list).

The logs: each game's shortest in the quick profile, every log at night (referee/harness/properties.py).
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from rich.console import Console

from referee.console.session import COMMAND_LIST, OK, Session
from referee.core import game as registry
from referee.core import legality
from referee.core.findings import BLAME
from referee.harness import properties as P
from referee.i18n import set_language, speaking
from referee.terminal import _NO_START as NO_START

ROOT = Path(__file__).resolve().parent.parent
LOGS = sorted(p for p in (ROOT / "scenarios").rglob("*.log") if p.parent.name != "bad_input")
EVERY_LOG = P.cases(LOGS, P.shortest(LOGS), ids=lambda p: str(p.relative_to(ROOT)))
GAMES = {g.name: g for g in registry.all_games()}
JA_CHARS = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]")
#: positions of a log looked at: about this many, spread over it (the first and the last always)
POSITIONS = 8
#: listed lines tried one by one at a position (spread over the list): each try is a whole judgement
TRIED = 40

#: the words a game reads only in their English spelling where its events use them, so that ``legal`` lists them so
#: in Japanese too: word → the Japanese the console tries (the verb's or the glossary's) and the game refuses there.
#: An open item of the game's notation (its reader), not the console's; the test fails when the game starts to read
#: the Japanese, so that the word leaves this list.
ENGLISH_ONLY: dict[str, dict[str, str]] = {}  # none now: Crown Crest reads 先攻 and 引き分け, ノゾクダイス メイン/サブ in a redo,
#: えいつく 捨て札場 after unslot (issue 32)


@pytest.fixture
def japanese():
    set_language("ja")
    yield
    set_language(None)


def session(width: int = 250) -> Session:
    """A session printing to a recording console wide enough that no row of a list wraps."""
    return Session(Console(file=io.StringIO(), width=width, record=True, color_system=None))


def said(s: Session, *lines: str) -> str:
    """What the session prints for ``lines`` (and only for them)."""
    out = s.out
    out.export_text(clear=True)
    for line in lines:
        s.execute(line)
    return out.export_text(clear=True)


def squash(text: str) -> str:
    return "".join(ch for ch in text if not ch.isspace() and ch not in "│╭╮╰╯─")


def spread(n: int, k: int) -> list[int]:
    """About ``k`` indices spread over ``range(n)``, the first and the last among them."""
    if n <= k:
        return list(range(n))
    return sorted({round(i * (n - 1) / (k - 1)) for i in range(k)})


# -- help ---------------------------------------------------------------------------------------------------------

#: the words of a usage that are typed as they are (a number, a clause id, the keywords of goto, rule, findings, lang)
TYPED = {"N", "ID", "steps", "start", "end", "all", "ja", "en", "table"}


def english_descriptions() -> list[str]:
    return [x for c in COMMAND_LIST for x in (c.summary, c.detail) if x]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_help_has_no_english_description_left(japanese, game: str):
    path = next(p for p in P.shortest(LOGS) if GAMES.get(p.parent.name.replace("_", "-")) is GAMES[game])
    s = session()
    said(s, f"load {path.relative_to(ROOT)}", "goto 3")
    assert s.walk is not None and s.status == OK
    listing = said(s, "help")
    with speaking("en"):
        english_listing = said(s, "help")
    flat = squash(listing)
    for text in english_descriptions():  # none of the English catalogue's descriptions is left …
        assert squash(text) not in flat, text
    from referee.console.messages import _

    for c in COMMAND_LIST:  # … and each is said in Japanese, with its usage's placeholders
        assert JA_CHARS.search(_(c.summary)) and squash(_(c.summary)) in flat, c.name
        for word in re.findall(r"[A-Z][A-Z=]*", c.usage):
            if word not in TYPED:
                assert word not in c.said(), (c.name, c.said())
    rows = [line for line in listing.splitlines() if line.strip()]
    english_rows = [line for line in english_listing.splitlines() if line.strip()]
    assert len(rows) == len(english_rows) == len(COMMAND_LIST) + 2  # one row a command (none wraps), and two notes
    for row, english in zip(rows, english_rows):
        assert row != english and JA_CHARS.search(row), row
    for c in COMMAND_LIST:  # each command in detail: every line but its usage (typed) in Japanese
        detail = [line.strip() for line in said(s, f"help {c.name}").splitlines() if line.strip()]
        with speaking("en"):
            english = [line.strip() for line in said(s, f"help {c.name}").splitlines() if line.strip()]
        assert len(detail) == len(english) >= 2, (c.name, detail)
        assert detail[0].split()[0] == c.name
        for line, english_line in zip(detail[1:], english[1:]):
            assert line != english_line and JA_CHARS.search(line), (c.name, line)
    assert s.status == OK


@pytest.mark.parametrize("width", [80, 52])
def test_help_breaks_its_japanese_lines_where_a_reader_does(japanese, width):
    """At a terminal's width, a line of help never starts with 。、）」 or a small kana, and never parts a number from
    its unit (the line breaker of referee/terminal.py, as check's report)."""
    s, wide = session(width), session()
    for c in COMMAND_LIST:
        lines = [line.strip() for line in said(s, f"help {c.name}").splitlines() if line.strip()]
        starts = {line.strip() for line in said(wide, f"help {c.name}").splitlines() if line.strip()}
        for before, line in zip(lines, lines[1:]):
            if any(p.startswith(line) for p in starts):
                continue  # a paragraph's first line, not a line broken
            assert line[0] not in NO_START, (c.name, width, before, line)
            assert not (before[-1].isdigit() and line[0] in "件枚人回点個行"), (c.name, width, before, line)


# -- legal ----------------------------------------------------------------------------------------------------------


def verb_codes(game: str) -> set[str]:
    return {v.name for v in GAMES[game].verbs}


def english_words(text: str) -> set[str]:
    return set(re.findall(r"(?<![A-Za-z0-9_-])[a-z][a-z-]*(?![A-Za-z0-9_])", text))


def answer(state, text: str, options) -> tuple[bool, list[tuple[str, str]]]:
    a = legality.judge_text(state, text, options)
    assert not isinstance(a, Exception) and hasattr(a, "legal"), (text, a)
    return a.legal, sorted((f.kind, f.clause) for f in (*a.findings, *a.earlier) if f.kind in BLAME)


@pytest.mark.parametrize("path", EVERY_LOG)
def test_legal_in_japanese_is_what_try_accepts_in_the_games_japanese_notation(japanese, path: Path):
    s = session()
    said(s, f"load {path.relative_to(ROOT)}")
    assert s.walk is not None and s.status == OK
    game = s.walk.game.name
    codes = verb_codes(game) | {"undo"}
    allowed = set(ENGLISH_ONLY.get(game, {}))
    listed_any = tried = 0
    for k in spread(len(s.walk.events) + 1, POSITIONS):
        said(s, f"goto {k}")
        text = said(s, "legal")
        english_lines = s.legal_here()
        pairs = s.legal_listed()
        assert {e for _ja, e in pairs} <= set(english_lines), k
        left = english_words(text) & codes
        assert left <= allowed, (k, left - allowed, text)
        if not pairs:
            continue
        listed_any += 1
        shown = [ja for ja, _e in pairs]
        assert len(set(shown)) == len(shown), k  # one line an event
        lines = {line.strip() for line in text.splitlines()}
        for ja in shown:
            assert any(line.startswith(ja + "  ") or line == ja for line in lines), (k, ja)
        assert sum(ja != e for ja, e in pairs) * 2 > len(pairs), (k, pairs[:5])  # Japanese, not the English again
        state, options = s.stepped()
        for i in spread(len(pairs), TRIED):
            ja, e = pairs[i]
            assert answer(state, ja, options) == answer(state, e, options), (k, ja, e)
            out = said(s, f"try {ja}")
            assert out.startswith("✔"), (k, ja, out)
            tried += 1
        for ja, e in pairs:  # a word left in English is one the game reads only so
            for word in english_words(ja) & allowed:
                candidate = s.japanese._candidate(state, word)
                assert candidate is not None, word
                again = " ".join(candidate if w == word else w for w in ja.split())
                assert not answer(state, again, options)[0], f"{game} reads {candidate} for {word} now: drop it from ENGLISH_ONLY"
    assert listed_any and tried
    assert s.status == OK


def test_a_japanese_legal_line_is_typed_as_listed_and_played_in_a_branch(japanese):
    s = session()
    said(s, "load scenarios/curtain_call/wrong-opener.log", "goto 66")
    pairs = s.legal_listed()
    ja, english = next((ja, e) for ja, e in pairs if e.startswith("Sota open "))
    assert ja.startswith("Sota オープン ") and "♦" in ja or "♣" in ja or "ジョーカー" in ja, ja
    assert said(s, ja).startswith("✔ ここで合法"), ja
    said(s, "branch")
    out = said(s, ja)
    assert "✔" in out and s.branch is not None and len(s.branch) == 1
    assert s.walk.game.canonical(s.branch[0]).split()[1] == "open"


def test_legal_in_english_is_the_canonical_notation():
    set_language("en")
    try:
        s = session()
        said(s, "load scenarios/curtain_call/wrong-opener.log", "goto 66")
        assert [ja for ja, _e in s.legal_listed()] == s.legal_here()
        text = said(s, "legal")
        assert "Sota open AD" in text and "オープン" not in text
    finally:
        set_language(None)


def test_where_nothing_is_listed_the_step_is_said_in_the_games_japanese(japanese):
    """The step that is due (a verb's usage, with its actor) and the line the log has next, as a Japanese user reads
    them: the verb, the words the game reads in Japanese and the common placeholders in Japanese."""
    from referee.console.session import show_next_step
    from referee.console.steps import Due, NextStep

    s = session()
    said(s, "load scenarios/curtain_call/wrong-opener.log", "goto 65")
    verbs = {v.name: v for v in s.walk.game.verbs}
    info = NextStep(s.state().phase(), due=[Due("Mei", verbs["reveal"]), Due("Sota", verbs["open"])])
    s.out.export_text(clear=True)
    show_next_step(s, info)
    text = s.out.export_text(clear=True)
    assert "Mei 開示 カード" in text and "Sota オープン [SLOT =] カード" in text, text
    assert "#66 Mei 開示 ♥Q" in text, text  # the log's next line (Mei reveal Q♥), in the game's Japanese notation
    assert not english_words(text) & (verb_codes("curtain-call") | {"undo"}), text


def test_the_events_complete_as_legal_lists_them(japanese):
    from prompt_toolkit.completion import CompleteEvent
    from prompt_toolkit.document import Document

    from referee.console.app import ConsoleCompleter
    from referee.console.session import describe

    def completions(text: str) -> list[tuple[str, str]]:
        got = ConsoleCompleter(s).get_completions(Document(text, len(text)), CompleteEvent(completion_requested=True))
        return [(c.display_text, c.display_meta_text) for c in got]

    s = session()
    said(s, "load scenarios/nozoku/four-players-turn-mistakes.log", "goto 24")
    pairs = [(ja, e) for ja, e in s.legal_listed() if ja.startswith("Ben ")]
    assert pairs and all(ja != e for ja, e in pairs)
    assert completions("Ben ") == [(ja, describe(s.walk.game, e)) for ja, e in pairs]  # as listed, with what each does
    assert completions("try Ben ノ") == [(ja, describe(s.walk.game, e)) for ja, e in pairs if ja.startswith("Ben ノ")]
    english = [e for _ja, e in pairs if e.startswith("Ben no")]
    assert english and [d for d, _m in completions("Ben no")] == english  # begun in English: the English lines
