"""The ノゾクダイス engine: a few direct checks beside its features (features/nozoku/)."""

from __future__ import annotations

import pytest

from pathlib import Path

from referee.core import setfiles
from referee.core.referee import check_text, start, step
from referee.notation.model import Event
from referee.notation.reader import LogReader

ROOT = Path(__file__).resolve().parent.parent

HEAD = """game: nozoku
players: Aki Ben
gameset: default
Aki roll R1=3 R2=5
Ben roll B1=2 B2=2
table centre R3=1 R4=2 R5=6 B3=4 B4=1 B5=5 W1=3 W2=3 W3=6 W4=1
"""


def verdict(events: str):
    return check_text(HEAD + events, "nz.log", partial=True)


def clauses(events: str) -> list[str]:
    return [f.clause for f in verdict(events).violations]


def test_a_legal_opening_with_a_nozoku_action():
    v = verdict("table start Ben\nBen reroll R3=2 B4=6 W4=4\nBen play B take R4\nBen main B1 -> 3\nBen sub B2 -> 4/2\n"
                "Aki nozoku F R1 -> 4\nAki play E take B5\n")
    assert not v.violations and not v.warnings and not v.errors, [str(f) for f in v.findings]


def test_the_lowest_sum_starts():
    assert clauses("table start Aki\n") == ["NZ-PREP-START"]  # Aki 8, Ben 4


def test_the_most_common_centre_face_is_rerolled_and_nothing_else():
    assert clauses("table start Ben\nBen reroll R3=2 B4=6\n") == ["NZ-PREP-REROLL"]  # W4 (a 1) was left out
    assert clauses("table start Ben\nBen reroll R3=2 B4=6 W4=4 W1=2\n") == ["NZ-PREP-REROLL"]


def test_a_white_die_or_a_wrong_face_cannot_be_acquired():
    base = "table start Ben\nBen reroll R3=2 B4=6 W4=4\n"
    assert clauses(base + "Ben play F take W3\n") == ["NZ-ACQ-DIE"]  # white
    assert clauses(base + "Ben play B take R5\n") == ["NZ-ACQ-DIE"]  # R5 shows 6, B acquires a 2 (R3 or R4)
    assert clauses(base + "Ben play A take R3\n") == ["NZ-ACQ-NONE"]  # no coloured centre die shows A's 1


def test_the_side_face_a_peeker_sees_must_match_the_sub_face():
    base = "table start Ben\nBen reroll R3=2 B4=6 W4=4\nBen play B take R4\nBen main B1 -> 3\nBen sub B2 -> 4/2\n"
    assert "NZ-NOZOKU" in clauses(base + "Aki nozoku A R1\n")  # Aki sees 4 on the back of R4 (2 up, 3 toward Ben)


def test_actions_take_dice_owned_before_this_round():
    base = "table start Ben\nBen reroll R3=2 B4=6 W4=4\nBen play B take R4\n"
    assert clauses(base + "Ben main R4\n") == ["NZ-ACT-OWNED"]


def test_a_wrong_action_result_is_caught():
    base = "table start Ben\nBen reroll R3=2 B4=6 W4=4\nBen play B take R4\n"
    assert clauses(base + "Ben main B1 -> 4\n") == ["NZ-ACT-MAIN"]  # up turns 2 into 3


def test_a_described_action_needs_its_result_written(tmp_path):
    """An action the game set describes in words: the log writes what it did; the rest is still checked."""
    default = ROOT / "referee/games/nozoku/sets/default.toml"
    (tmp_path / "words.toml").write_text(
        default.read_text(encoding="utf-8").replace('up = "top +1"', 'up = "set the die to any face"'), encoding="utf-8"
    )
    head = HEAD.replace("gameset: default", "gameset: words.toml")
    base = "table start Ben\nBen reroll R3=2 B4=6 W4=4\nBen play B take R4\n"
    ok = check_text(head + base + "Ben main B1 -> 6\n", str(tmp_path / "g.log"), partial=True)
    assert not ok.violations and not ok.warnings and not ok.errors, [str(f) for f in ok.findings]
    missing = check_text(head + base + "Ben main B1\n", str(tmp_path / "g.log"), partial=True)
    assert [f.clause for f in missing.errors] == ["LOG-DIE"]
    owned = check_text(head + base + "Ben main R4 -> 6\n", str(tmp_path / "g.log"), partial=True)
    assert [f.clause for f in owned.violations] == ["NZ-ACT-OWNED"]


# -- NZ-ACT-OWNED: a die taken this round is not a target of the turn player's ② actions ---------------------

THREE_SEATS = """game: nozoku
players: Aki Ben Chika
gameset: three-seats.toml
Aki roll R1=5 R2=6
Ben roll B1=1 B2=2
Chika roll G1=4 G2=5
table centre R3=1 R4=2 R5=3 B3=2 B4=1 B5=4 G3=1 G4=3 G5=2 W1=6 W2=6 W3=5 W4=6 W5=6
table start Ben
Ben reroll W1=3 W2=4 W4=5 W5=4
Ben play B take B3
Ben main B1 -> 2
Ben sub B2 -> 5
Chika play A take G3
Chika main G1 -> 5
Chika sub G2 -> 5
Aki play A take R3
Aki main R1 -> 6
Aki sub R2 -> 6
table start Ben
Ben reroll R5=1 B5=2 G4=6 W1=2 W2=3 W5=5
Ben play A take R5
Ben main B1 -> 3
Ben sub B2 -> 5
Chika pass
Aki nozoku B {peek} -> {peeked}
Ben take W1
Aki take W2
Chika play B take G5
Chika main G1 -> 6
Chika sub G2 -> 2
Chika take W3
"""


def _state(text: str, clean: bool = True):
    """The state after ``text`` (which must raise no finding, unless ``clean`` is False)."""
    reader = LogReader.from_text(text, "nz.log")
    judge, state, _ = start(reader)
    for item in reader:
        if type(item) is Event:
            step(state, item, judge)
    assert not clean or not judge.findings, [str(f) for f in judge.findings]
    return state


@pytest.fixture(autouse=True)
def feature_sets():
    """The scenarios' game sets are in features/nozoku/, given as with ``--sets``."""
    before = setfiles.extra_folders()
    setfiles.set_extra_folders([str(ROOT / "features" / "nozoku")])
    yield
    setfiles.set_extra_folders([str(p) for p in before])


def verdict_of(text: str):
    return check_text(text, "nz.log", partial=True)


def _three_seats(peek: str = "R1", peeked: str = "1") -> str:
    return THREE_SEATS.format(root=ROOT, peek=peek, peeked=peeked)


def test_a_die_taken_this_round_is_owned_but_not_a_target_until_the_next_round():
    state = _state(_three_seats())
    owned = {d.id for d in state.owned(0)}
    targets = {d.id for d in state.targets(0)}
    assert owned == {"R1", "R2", "R3", "W2"} and targets == {"R1", "R2", "R3"}
    state = _state(_three_seats() + "Aki play A take B4\n")
    mains = [e for e in state.legal_events() if e.startswith("Aki main ")]
    # R1 and R3 (1s) can go up, R2 (a 6) cannot; W2 (a 3) could, but Aki took it this round
    assert {e.split()[2] for e in mains} == {"R1", "R3"}, mains
    # the next round (Aki and Ben tie at 13; Aki comes after Ben): W2 was acquired before it
    state = _state(_three_seats() + "Aki play A take B4\nAki main R1 -> 2\nAki sub R2 -> 6\nBen pass\nChika pass\n"
                   "table start Aki\n")
    assert {d.id for d in state.targets(0)} == {"R1", "R2", "R3", "W2", "B4"}


def test_a_hand_whose_actions_need_this_rounds_die_cannot_play():
    """Every die Aki owned before the round shows 6 (up is impossible); only W2, taken this round, shows 3."""
    state = _state(_three_seats(peek="R3", peeked="6/5"))
    assert [e for e in state.legal_events() if " play " in e] == []
    assert state.legal_events() == ["Aki cannot A B"]
    assert not verdict_of(_three_seats(peek="R3", peeked="6/5") + "Aki cannot A B\nAki redo none\nAki end\n").violations


def test_only_dice_taken_this_round_leave_no_card_playable():
    """The extreme case (not reachable in a legal game, where the set-up dice stay): no target, no play."""
    state = _state(_three_seats())
    assert any(" play " in e for e in state.legal_events())
    state.fresh[0] |= {d.id for d in state.owned(0)}
    assert state.targets(0) == []
    assert state.legal_events() == ["Aki cannot A B"]


# -- NZ-RULING-START-TIE -------------------------------------------------------------------------------------

TIE = """game: nozoku
players: Aki Ben
gameset: default
{option}Aki roll R1=3 R2=6
Ben roll B1=6 B2=6
table centre R3=5 R4=1 R5=4 B3=2 B4=6 B5=1 W1=2 W2=1 W3=3 W4=4
table start Aki
Aki reroll R4=4 B5=5 W2=1
Aki play E take B5
Aki main R1 -> 2
Aki sub R1 -> 3
Ben nozoku D B1 -> 6
Ben play F take B4
Ben main B1 -> 5
Ben sub B1 -> 2
Aki pass
"""


def test_the_start_tie_ruling_decides_the_listing_and_the_finding():
    default = _state(TIE.format(option=""))
    assert default.legal_events() == ["table start Ben"]  # next: counted from Aki's left neighbour
    switched = _state(TIE.format(option="option start-tie: self\n"))
    assert switched.legal_events() == ["table start Aki"]
    v = verdict_of(TIE.format(option="") + "table start Aki\n")
    [f] = v.violations
    assert f.clause == "NZ-PREP-START-TIE" and f.rulings == ("NZ-RULING-START-TIE",) and f.expected == "Ben"


def test_a_tie_without_the_last_start_player_does_not_depend_on_the_ruling():
    three = """game: nozoku
players: Aki Ben Chika
gameset: default
Aki roll R1=1 R2=2
Ben roll B1=1 B2=1
Chika roll G1=2 G2=2
table centre R3=6 R4=2 R5=5 B3=1 B4=3 B5=4 G3=6 G4=2 G5=5 W1=1 W2=3 W3=4 W4=6 W5=2
table start Ben
Ben reroll R3=6 R4=2 G3=1 G4=4 W4=3 W5=5
Ben play F take R3
Ben main B1 -> 6
Ben sub B2 -> 6
Chika play B take R4
Chika main G1 -> 3
Chika sub G2 -> 3/2
Aki play E take G5
Aki main R2 -> 1
Aki sub R1 -> 2
Ben pass
Chika pass
"""
    for option in ("", "option start-tie: self\n"):
        text = three.replace("gameset: default\n", "gameset: default\n" + option)
        assert _state(text).legal_events() == ["table start Chika"]
        [f] = verdict_of(text + "table start Aki\n").violations
        assert f.clause == "NZ-PREP-START-TIE" and f.rulings == ()


# -- hands dealt from a shared deck (gameset: dealt), through the hidden-card ledger ---------------------------

DEALT = HEAD.replace("gameset: default", "gameset: dealt")
OPEN = "table start Ben\nBen reroll R3=2 B4=6 W4=4\n"


def test_a_card_played_from_a_hand_dealt_face_down_becomes_known_where_it_lies():
    state = _state(DEALT + "table deal Aki ??*4\ntable deal Ben ??*4\n" + OPEN + "Ben play B take R4\n")
    ben_hand, ben_played = state.hand[1], state.played[1]
    assert len(ben_hand.hidden) == 3 and not ben_hand.known
    [b] = ben_played.known
    assert state.spell(b) == "B" and state.ledger.where[b] is ben_played
    # legal events of an unknown hand: any card with a free copy (the listing a console shows)
    assert {e.split()[2] for e in _state(DEALT + "table deal Aki ??*4\ntable deal Ben ??*4\n" + OPEN).legal_events()} \
        == {"B", "D", "E", "F"}  # A and C have no coloured centre die


def test_a_dealt_hand_named_in_full_is_checked_at_once():
    base = DEALT + "table deal Aki A B C D\ntable deal Ben C C E F\n" + OPEN
    v = check_text(base + "Ben play B take R4\n", "nz.log", partial=True)
    [f] = v.violations
    assert f.clause == "NZ-ACQ-CARD" and "C C E F" in f.message and f.rulings == ("NZ-RULING-HAND", "NZ-RULING-GAMESET")
    shown = check_text(base + "Ben cannot C C E\n", "nz.log", partial=True)
    assert {f.clause for f in shown.violations} == {"NZ-STUCK"}  # F left out, and E and F could be played


def test_deals_are_checked_against_the_game_set():
    v = verdict("table deal Aki A B C D\n")  # the default set deals no hands
    assert [f.clause for f in v.violations] == ["NZ-RULING-HAND"] and v.violations[0].rulings == ("NZ-RULING-GAMESET",)
    twice = check_text(DEALT + "table deal Aki ??*4\ntable deal Ben ??*4\ntable deal Aki ??*4\n", "nz.log", partial=True)
    assert [f.clause for f in twice.violations] == ["NZ-RULING-HAND"]
    # the same line twice in a row: a second deal can be dealt, and nothing after it tells it from a line written
    # twice, so the log's word stands (docs/slips.md, "The log is the record")
    repeated = check_text(DEALT + "table deal Aki ??*4\ntable deal Aki ??*4\n", "nz.log", partial=True)
    assert [f.clause for f in repeated.violations] == ["NZ-RULING-HAND"] and not repeated.warnings
    late = check_text(DEALT + "table deal Aki ??*4\ntable deal Ben ??*4\n" + OPEN + "table deal Ben ??*4\n", "nz.log",
                      partial=True)
    assert [f.clause for f in late.violations] == ["NZ-RULING-HAND"]  # already dealt (at the set-up)


def test_unseen_cards_are_written_and_played_cards_are_named():
    base = DEALT + "table deal Aki ??*4\ntable deal Ben ??*4\n" + OPEN
    for bad in ("Ben play ?? take R4\n", "table deal Aki ??*0\n", "table deal Aki ??*x\n", "table deal\n"):
        v = check_text(base + bad, "nz.log", partial=True)
        assert v.errors and not v.violations, (bad, [str(f) for f in v.findings])
    # a card that is no card is read as unseen (said), and the line stands: a deal after the set-up is judged
    v = check_text(base + "table deal Aki Z\n", "nz.log", partial=True)
    assert [f.clause for f in v.errors] == ["LOG-CARD"] and "Read as unseen" in v.errors[0].message
    assert [f.clause for f in v.violations] == ["NZ-RULING-HAND"]
    # a player named where the table deals is read as the table (said), and then the deal is judged as one
    v = check_text(base + "Aki deal Ben ??*4\n", "nz.log", partial=True)
    assert [f.clause for f in v.warnings] == ["LOG-ACTOR"] and "read as the table" in v.warnings[0].message
    assert [f.clause for f in v.violations] == ["NZ-RULING-HAND"]  # hands are dealt at the set-up


def test_a_card_the_hand_cannot_hold_loses_track_of_one_unknown_card():
    """Ben's hand is unknown; all three Bs are seen in Aki's. The B he plays cannot be his, but a card left his
    hand: the checks waiting on his unknown cards cannot be settled any more, and are reported unverifiable."""
    text = DEALT + "table deal Aki A B B B\ntable deal Ben ??*4\n" + OPEN + "Ben cannot ??*4\nBen redo none\n" \
        "Ben play B take R4\n"
    v = check_text(text, "nz.log", partial=True)
    assert {f.clause for f in v.violations} == {"NZ-ACQ-CARD"}
    [u] = v.unverifiable
    assert u.clause == "NZ-STUCK" and "which card moved" in u.message
    state = _state(text, clean=False)
    assert len(state.hand[1]) == 3 and state.names(state.played[1]) == ["B"]


def test_a_hand_shown_in_part_reveals_the_cards_named_and_the_rest_wait():
    """A shown hand written in part: the named cards are revealed and checked now, the rest wait."""
    base = DEALT + "table deal Aki ??*4\ntable deal Ben ??*4\n" + OPEN
    v = check_text(base + "Ben cannot A C ?? ??\n", "nz.log", partial=True)
    assert not v.violations and [f.clause for f in v.unverifiable] == ["NZ-STUCK"]
    state = _state(base + "Ben cannot A C ?? ??\n")
    assert state.hand_text(1) == "A C ?? ??"
    resumed = check_text(base + "Ben cannot A C ?? ??\nBen redo none\nBen end\n", "nz.log", partial=True)
    assert not resumed.violations
    assert sorted(f.clause for f in resumed.unverifiable) == ["NZ-STUCK", "NZ-STUCK-RESUME"]



def test_a_card_taken_back_on_a_start_over_is_known_in_the_hand():
    """NZ-ACT-REDO with a hand dealt face down: A (up) cannot be done on Ben's sixes, so he takes it back and
    plays D; the A he showed is now a known card of his hand."""
    text = """game: nozoku
players: Aki Ben
gameset: dealt
Aki roll R1=6 R2=6
Ben roll B1=6 B2=6
table centre R3=1 R4=2 R5=3 B3=4 B4=5 B5=5 W1=1 W2=2 W3=5 W4=6
table deal Aki ??*4
table deal Ben ??*4
table start Ben
Ben reroll B4=4 B5=6 W3=3
Ben play A take R3
Ben play D take B3
Ben main B1 -> 5
Ben sub B2 -> 6
"""
    v = check_text(text, "nz.log", partial=True)
    assert not v.violations and not v.warnings and not v.errors, [str(f) for f in v.findings]
    state = _state(text)
    assert state.hand_text(1) == "A ?? ??" and state.names(state.played[1]) == ["D"]


def test_the_wait_is_settled_when_the_hand_is_shown_again():
    """Ben's hand, shown unread in round 1 (cannot ??*4, then end): both checks wait on his four cards. In round 2
    he shows it again, read this time, A A C C: neither A nor C could be played in round 1, so both are settled."""
    base = DEALT + "table deal Aki ??*4\ntable deal Ben ??*4\n" + OPEN + (
        "Ben cannot ??*4\nBen redo none\nBen end\n"
        "Aki play E take B5\nAki main R2 -> 4\nAki sub R1 -> 4\nBen pass\n"
        "table start Ben\nBen reroll R5=2 B4=4 W3=5\n")
    waiting = check_text(base, "nz.log", partial=True)
    assert not waiting.violations and sorted(f.clause for f in waiting.unverifiable) == ["NZ-STUCK", "NZ-STUCK-RESUME"]
    settled = check_text(base + "Ben cannot A A C C\n", "nz.log", partial=True)
    assert not settled.findings, [str(f) for f in settled.findings]
    broken = check_text(base + "Ben cannot A A C D\n", "nz.log", partial=True)
    # D (4 down / 6 turn) could have been played in round 1 (B3 showed 4): both waits fail, found at the new show
    assert sorted(f.clause for f in broken.violations) == ["NZ-STUCK", "NZ-STUCK", "NZ-STUCK-RESUME"], \
        [str(f) for f in broken.findings]
    lines = (base + "Ben cannot A A C D\n").splitlines()
    show, end, again = (lines.index(t) + 1 for t in ("Ben cannot ??*4", "Ben end", "Ben cannot A A C D"))
    found = sorted((f.clause, f.position.line, f.discovered.line if f.discovered else None) for f in broken.violations)
    assert found == [("NZ-STUCK", show, again), ("NZ-STUCK", again, None), ("NZ-STUCK-RESUME", end, again)], found
