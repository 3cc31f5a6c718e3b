"""Bounded work per event (issue 29, part 1; docs/security.md, Bounds): every count a log writes (``??*N``, a card
with a count after it, ``small×3``, ``騎兵*4``, a header's players) is held to what the game's components allow
before anything is built from it, and a count past them is a ``LOG-CARD`` error at its ``path:line:col``.

Each game's counts are tried by the real ``referee check`` in a subprocess under a memory cap (1 GiB of address
space) and a time bound: a 52-byte えいつく log used to grow the referee's memory without end (``MemoryError``,
exit 4). The largest counts the components allow are read as before; so is the console's what-if path.
"""

from __future__ import annotations

import io
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

import pytest
from rich.console import Console

from referee.console.session import USAGE, Session
from referee.core.findings import ERROR
from referee.core.referee import check_text

CAP = 1 << 30  # bytes of address space the referee may take
TIME = 30.0  # seconds a run may take (each takes about half a second; the bound allows for a loaded machine)
ENV_CONSOLE = {"COLUMNS": "100", "NO_COLOR": "1", "TERM": "dumb", "PYTHONIOENCODING": "utf-8"}


def _capped() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (CAP, CAP))


def referee(cwd: Path, *args: str, stdin: str | None = None) -> tuple[subprocess.CompletedProcess, float]:
    """``python -m referee ARGS`` in ``cwd`` under the memory cap; the process and the seconds it took."""
    env = dict(os.environ, **ENV_CONSOLE)
    began = time.monotonic()
    p = subprocess.run([sys.executable, "-m", "referee", *args], cwd=cwd, input=stdin, capture_output=True, text=True,
                       timeout=4 * TIME, preexec_fn=_capped, env=env, stdin=None if stdin is not None else subprocess.DEVNULL)
    return p, time.monotonic() - began


HEADERS = {
    "eitsuku": "game: eitsuku\nplayers: Aki Ben\n",
    "curtain-call": "game: curtain-call\nplayers: Jun Kei\n",
    "nozoku": "game: nozoku\nplayers: Aki Ben\ngameset: dealt\n",
    "crown-crest": "game: crown-crest\nplayers: Aki Ben\ncardset: sample\n",
    "blackpoker": "game: blackpoker\nplayers: Aki Ben\nframe: free\n",
}

#: per game: (line, the word the finding points at, the line's last), each a count past what the components allow, in
#: every form the game reads; the last ones keep each word within its bound but take the line past the game's cards
HUGE = {
    "eitsuku": [  # the closed piles hold 120 cards; 12 of each budget card for two players (6 each, version 5)
        ("Aki draw ??*99999999", "??*99999999"),
        ("Aki draw small*99999999", "small*99999999"),
        ("Aki draw 小×99999999", "小×99999999"),
        ("Aki draw smallx99999999", "smallx99999999"),
        ("Aki draw 予算・中*99999999", "予算・中*99999999"),
        ("Aki draw actor3*99999999", "actor3*99999999"),
        ("Aki draw tieup×99999999", "tieup×99999999"),
        ("Aki draw ??x999999999", "??x999999999"),
        ("Aki draw ??*121", "??*121"),
        ("Aki draw small*13", "small*13"),
        ("Aki draw small*0", "small*0"),
        ("Ben draw ??*120 small*12 medium*12 large*12 ??*1", "??*1"),  # 157 cards: the game has 156
    ],
    "curtain-call": [  # 53 cards: the 52 and the Joker
        ("table deal Jun ??*99999999", "??*99999999"),
        ("table deal Kei ??x999999999", "??x999999999"),
        ("table set ??*54", "??*54"),
        ("table deal Jun ??*30 ??*24", "??*24"),
    ],
    "nozoku": [  # the dealt game set: 6 cards of 3 copies each
        ("table deal Aki ??*99999999", "??*99999999"),
        ("table deal Ben ??*19", "??*19"),
        ("table deal Aki ??*10 ??*9", "??*9"),
    ],
    "crown-crest": [  # two decks of 20
        ("Aki deck ??*99999999", "??*99999999"),
        ("Aki deck 騎兵*99999999", "騎兵*99999999"),
        ("Ben deck 騎兵*41", "騎兵*41"),
        ("Ben deck 騎兵*20 ??*21", "??*21"),
    ],
    "blackpoker": [  # a deck of 54 at most (both Jokers), both decks 108
        ("Aki draw ??*99999999", "??*99999999"),
        ("Ben draw ??*55", "??*55"),
        ("Aki draw ??*54 ??*54 ??*1", "??*1"),
    ],
}

#: per game: lines with the largest counts the components allow (each word, and the line, at its bound)
LARGEST = {
    "eitsuku": ["Aki draw ??*120", "Ben draw small*12 medium*12 large*12 ??*120"],
    "curtain-call": ["table deal Jun ??*53", "table deal Kei ??*20 ??*33"],
    "nozoku": ["table deal Aki ??*18", "table deal Ben ??*9 ??*9"],
    "crown-crest": ["Aki deck ??*40", "Ben deck 騎兵*20 ??*20"],
    "blackpoker": ["Aki draw ??*54", "Ben draw ??*54 ??*54"],
}


def _write(folder: Path, game: str, lines: list[str], header: str | None = None) -> str:
    name = f"{game}.log"
    (folder / name).write_text((header or HEADERS[game]) + "".join(line + "\n" for line in lines), encoding="utf-8")
    return name


@pytest.mark.parametrize("game", sorted(HUGE))
def test_a_count_past_the_components_is_refused_at_its_word_under_a_memory_cap(tmp_path, game):
    cases = HUGE[game]
    name = _write(tmp_path, game, [line for line, _word in cases])
    p, took = referee(tmp_path, "check", "--partial", name)
    said = p.stdout + p.stderr
    assert p.returncode == 3, said  # bad input (docs/cli.md), not 4 (MemoryError) nor a kill by the cap
    assert "REFEREE-INTERNAL" not in said and "Traceback" not in said
    first = HEADERS[game].count("\n") + 1
    for n, (line, word) in enumerate(cases, start=first):
        at = f"{name}:{n}:{line.rindex(word) + 1}: error LOG-CARD: {word.split()[-1]!r}"
        assert at in p.stdout, (at, said)
    assert took < TIME, took


@pytest.mark.parametrize("game", sorted(LARGEST))
def test_the_largest_counts_the_components_allow_are_read(tmp_path, game):
    name = _write(tmp_path, game, LARGEST[game])
    p, took = referee(tmp_path, "check", "--partial", name)
    assert p.returncode in (0, 1), p.stdout + p.stderr  # read, and judged (a deal of 53 cards breaks rules)
    assert "LOG-CARD" not in p.stdout and "REFEREE-INTERNAL" not in p.stdout, p.stdout
    assert took < TIME, took


def test_eitsuku_budget_counts_follow_the_edition_and_the_players(tmp_path):
    """Edition 6.2's budget piles are 50 / 40 / 30 cards whatever the players; version 5's, 6 per player each."""
    six = "game: eitsuku\nplayers: Aki Ben Chika Dai Emi Fumi\n"
    v = check_text(six + "Aki draw small*36\nBen draw small*37\n", "et.log", partial=True)
    assert [(f.clause, f.position.line) for f in v.errors] == [("LOG-CARD", 4)], [str(f) for f in v.findings]
    errata = "game: eitsuku\nplayers: Aki Ben\noption edition: 6.2\n"
    v = check_text(errata + "Aki draw small*50\nBen draw large*31\n", "et.log", partial=True)
    assert [(f.clause, f.position.line) for f in v.errors] == [("LOG-CARD", 5)], [str(f) for f in v.findings]
    assert "from 1 to 30" in v.errors[0].message


def test_eitsuku_a_header_of_more_players_than_the_piles_can_serve_is_refused(tmp_path):
    """Each set-up takes two role and two event cards from the closed piles: 30 players at most. A header of 31
    (or of the 2,000 names a line can hold, whose position every event would copy) cannot start."""
    names = " ".join(f"P{k}" for k in range(31))
    name = _write(tmp_path, "eitsuku", ["P0 roll 1 2"], f"game: eitsuku\nplayers: {names}\n")
    p, took = referee(tmp_path, "check", "--partial", name)
    assert p.returncode == 3 and f"{name}:2:10: error LOG-PLAYERS" in p.stdout, p.stdout + p.stderr
    assert took < TIME
    v = check_text("game: eitsuku\nplayers: " + " ".join(f"P{k}" for k in range(30)) + "\nP0 roll 1 2\n", "et.log",
                   partial=True)
    assert not v.errors and [f.clause for f in v.violations] == ["ET-RULING-PLAYERS"], [str(f) for f in v.findings]


def test_the_console_refuses_the_count_when_the_event_is_typed_under_a_memory_cap(tmp_path):
    """The same event typed in the console (uncapped, it once took 21 GB): in a new game (played on in a branch)
    and as a what-if (``try``) at a recorded game's position. The line mode's status says a typed event could not
    be read (docs/console.md)."""
    log = Path(__file__).resolve().parent.parent / "scenarios" / "eitsuku" / "eitsuku-four-observer.log"
    stdin = (f"new eitsuku Aki Ben\nAki draw ??*99999999\nAki draw 小×99999999\nload {log}\ngoto 1\n"
             "try Aki draw ??*99999999\nquit\n")
    p, took = referee(tmp_path, "console", stdin=stdin)
    said = p.stdout + p.stderr
    assert p.returncode == 3, said
    assert "Traceback" not in said and "MemoryError" not in said
    assert said.count("LOG-CARD: '??*99999999': the count must be from 1 to 120") == 2, said
    assert "LOG-CARD: '小×99999999': the count must be from 1 to 12" in said, said
    assert took < TIME, took


def test_console_back_takes_no_negative_count():
    """``back -1`` in a branch once kept only its first event (``del branch[1:]``)."""
    out = Console(file=io.StringIO(), width=100, record=True, color_system=None)
    s = Session(out)
    for line in ("new curtain-call Aki Ben", "table deal Aki ??*20", "table deal Ben ??*20", "table set ??*13"):
        s.execute(line)
    assert s.branch is not None and len(s.branch) == 3, out.export_text()
    s.execute("back -1")
    assert len(s.branch) == 3 and s.status == USAGE, out.export_text()


@pytest.mark.parametrize("line", ["Aki reveal B0 9C", "Aki reveal B፩ 9C", "Aki attack 9C -> Ben B፩",
                                  "Aki break $B B:፩ -> Ben B1"])
def test_blackpoker_a_bulwark_number_is_read_as_a_number_or_not_at_all(line):
    """``B0`` and ``B፩`` (a digit ``str.isdigit`` accepts and ``int`` refuses) were internal errors (exit 4)."""
    v = check_text(HEADERS["blackpoker"] + line + "\n", "bp.log", partial=True)
    assert not [f for f in v.findings if f.clause == "REFEREE-INTERNAL"], [str(f) for f in v.findings]
    assert all(f.kind != ERROR or f.clause.startswith("LOG-") for f in v.findings)


#: the most one えいつく line may draw for two players (version 5): the closed piles and every budget card
ET_MOST = "draw ??*120 small*12 medium*12 large*12"


def _eitsuku_cards(state) -> tuple[int, int]:
    """The cards the position holds: (role and event cards anywhere on the table or left in the closed piles, budget
    cards in the open piles, the stocks and the discard area)."""
    from referee.games.eitsuku import rules as ET
    piles = sum(state.role_pile.values()) - getattr(state, "roles_unsure", 0) + state.event_pile  # (set-up role
    # cards of any kind, a die of 6, are out of one of the role piles, which the log does not say)
    closed = sum(len(z) for z in state.ledger.zones.values()) + piles
    budget = sum(state.pile[s] + state.discarded[s] + sum(p.up[s] + p.down[s] for p in state.seats) for s in ET.SIZES)
    return closed, budget


def test_eitsuku_lines_that_draw_from_empty_piles_make_no_cards():
    """A line within the bounds that draws from a pile the referee counts empty is reported and takes its cards from
    where the table has them (the discard area), and makes none where the game has none left: the position holds
    at most the game's components (120 role and event cards, 36 budget cards for two players) after every line.
    Each such line once added up to 156 cards to a stock, and the readings of slips copied the growing position."""
    from referee.core.referee import start, step
    from referee.notation.model import Event
    from referee.notation.reader import LogReader

    lines = [f"{who} {ET_MOST}" for _ in range(20) for who in ("Aki", "Ben")]
    reader = LogReader.from_text(HEADERS["eitsuku"] + "".join(line + "\n" for line in lines), "et.log")
    judge, state, _verdict = start(reader)
    for item in reader:
        if type(item) is Event:
            step(state, item, judge)
            closed, budget = _eitsuku_cards(state)
            assert closed <= CLOSED_ET and budget <= 36, (item.line, closed, budget)
    assert [f.clause for f in judge.findings if f.clause.startswith(("REFEREE", "LOG"))] == []


CLOSED_ET = 120  # the four role piles of 15 and the event pile of 60


def test_eitsuku_200_maximal_lines_in_bounded_time_and_memory(tmp_path):
    """200 lines each drawing the most a line may: once 100 of them reached the time limit (60 s) at the 64th line,
    the position grown to 9,000 cards; now each line's work is bounded (about 8 s and 31 MB on a loaded machine)."""
    name = _write(tmp_path, "eitsuku", [f"{who} {ET_MOST}" for _ in range(100) for who in ("Aki", "Ben")])
    p, took = referee(tmp_path, "check", "--partial", name)
    said = p.stdout + p.stderr
    assert p.returncode == 1, said  # violations (a draw from an empty pile, more than a line's draw), judged to the end
    assert "REFEREE-" not in said and "LOG-" not in said and "Traceback" not in said, said[-2000:]
    assert f"{name}:202:" in p.stdout, said[-2000:]  # the last line was reached and judged
    assert took < TIME, took


# -- lines of noise: a line says at most LINE_ERRORS words it cannot read, and is not weighed as a slip ------------

NOISE_CPU = 1.5  # seconds of CPU the referee may take on a log of NOISE_LINES such lines (a quarter of a second now)
NOISE_LINES = 3  # the second and third line of noise made the readings of slips play the first one again and again
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
#: per game, a line that reads cards one by one, before its words
NOISE_START = {"eitsuku": "Aki draw", "curtain-call": "table deal Jun", "nozoku": "table deal Aki", "crown-crest": "Aki deck",
               "blackpoker": "Aki draw"}


def _noise(game: str, rnd) -> str:
    """A line of the words a game reads one by one, each misspelt (Crown Crest: near misses of 騎兵, each read as it),
    up to the line bound (4,096 characters): 800 to 1,360 words that cannot be read as written."""
    start = NOISE_START[game]
    words = (["騎" + c for c in rnd.choices(_LETTERS, k=1400)] if game == "crown-crest"
             else ["".join(rnd.choices(_LETTERS, k=4)) for _ in range(1000)])
    line = start
    for w in words:
        if len(line) + 1 + len(w) > 4096:
            break
        line += " " + w
    return line


@pytest.mark.parametrize("game", sorted(HEADERS))
def test_lines_of_unreadable_words_take_bounded_work_under_a_memory_cap(tmp_path, game):
    """Each such line was hundreds of findings, each a "did you mean" search, and the lines after it played it again
    on every reading of a slip: 3 s of CPU for three lines in BlackPoker and Crown Crest, 7 s in えいつく, 6 s a line
    in a log of them. Now a line says its first ``LINE_ERRORS`` (20) words that cannot be read, then one
    ``LOG-WORDS-CAPPED`` finding at the next one counts the rest, and a line of noise is not weighed as a slip.
    CPU time of the referee's process, not the wall clock: the bound holds on a loaded machine."""
    import json
    import random

    rnd = random.Random(29)
    lines = [_noise(game, rnd) for _ in range(NOISE_LINES)]
    name = _write(tmp_path, game, lines)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p, _took = referee(tmp_path, "check", "--partial", "--format", "jsonl", name)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    assert p.returncode in (1, 3), p.stdout[-2000:] + p.stderr  # not a failure of ours nor a kill by the cap
    assert cpu < NOISE_CPU, f"{game}: {cpu:.2f} s of CPU for {NOISE_LINES} lines of noise"
    assert "Traceback" not in p.stderr and "REFEREE-" not in p.stdout, p.stdout[-2000:] + p.stderr  # nor findings capped
    from referee.core.referee import LINE_ERRORS

    findings = json.loads(p.stdout)["findings"]
    # bad input (3), or violations (1) where a word read as unseen left a rule broken: violations come first
    assert p.returncode == (1 if any(f["kind"] == "violation" for f in findings) else 3), p.returncode
    first = HEADERS[game].count("\n") + 1
    for n, line in enumerate(lines, start=first):
        # (a word read as meant, Crown Crest's near misses of 騎兵, is a warning: issue 31)
        mine = [f for f in findings if f["line"] == n and f["kind"] in ("error", "warning")]
        if game == "curtain-call":  # a dealt card is never read as unseen: the line is unreadable at its first word
            assert [f["clause"] for f in mine] == ["LOG-CARD"], mine
            continue
        capped = [f for f in mine if f["clause"] == "LOG-WORDS-CAPPED"]
        assert len(mine) == LINE_ERRORS + 1 and len(capped) == 1, [f["clause"] for f in mine]
        words, k = line.split(), len(NOISE_START[game].split())
        at = len(" ".join(words[: k + LINE_ERRORS])) + 2  # the 21st misspelt word
        assert capped[0]["col"] == at, capped
        assert f"has {len(words) - k - LINE_ERRORS} more words" in capped[0]["message"], capped
