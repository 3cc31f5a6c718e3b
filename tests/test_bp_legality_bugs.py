"""BlackPoker: what probing the one legality (referee/core/legality.py) found the referee let by, or said wrongly.

Each test asks the referee as a judge at the table would (``legality.judge_next``: the console's ``try``, which is
what ``check --partial`` reports at a log's last line), or checks a log, and holds one fix:

1. the words after ``->``: the target, then (ツイスト, リバース) the mode, (リアニメイト) the graveyard card; any
   other word is a notation error at its column, never dropped in silence;
2. one character attacks once;
3. nobody holds the chance during the set-up, so nobody passes (BP-FLOW-CHANCE);
4. a keycard from the hand is one of the hand's cards: an unseen one too (BP-ZONE-HAND);
5. the discard an unseen hand owes is listed (``legal_events``);
6. a pass whose resolution triggers 世代交代 is legal: the 世代交代 comes on the next line, and a log that ends
   before it does not report it;
7. after the game is over: the lines that record its last resolution (the card the damage showed) are part of the
   game; any other line is play after the end (BP-WINCHECK, as every game reports it).
"""

from __future__ import annotations

from typing import Any

from referee.core import legality
from referee.core.referee import check_text, start, step
from referee.games.blackpoker import clauses as K
from referee.notation.model import Event
from referee.notation.reader import LogReader

HEAD = "game: blackpoker\nplayers: Aki Ben\nformat: light\nframe: entry16\n"
SETUP = """Aki draw 7H 2S KS 5D 9C AC QH
Ben draw 4H 8D JH AS 6C 10D 2S
Aki preset 8D 3S
Ben preset QD 9C
Aki flip 6C
Ben flip 5D
Aki draw JH
"""
#: the notation's complete game (docs/notation.md), up to Ben's second turn: Ben holds the turn and the chance, the
#: stage is empty, his 9C is charged, Aki holds 2S KS 5D 9C AC QH JH
TURN2 = HEAD + SETUP + """Aki soldier 7H $BL L:4H
Ben pass
Aki attack 3S
Ben pass
Ben block 9C>3S
Ben pass
Aki end
Ben pass
Ben draw 3S KS
"""
#: a game without a frame (no opening hand): Aki holds the one card she drew, Ben none
FREE = """game: blackpoker
players: Aki Ben
frame: free
deck: 20
Aki preset ?? 3S
Ben preset ?? 9C
Aki flip 6C
Ben flip 5D
Aki draw ??
"""
#: a game the ace's death in ダメージ判定 leaves owing Aki's 世代交代 (scenarios/blackpoker/light-entry16-generation.log)
GENERATION = HEAD + SETUP + """Aki ace AC $L L:4H
Ben pass
Aki attack AC 3S
Ben pass
Ben block 9C>AC
"""
#: a whole game: Aki's 投擲 takes Ben's last life (scenarios/blackpoker/light-entry16-throw-finish.log)
FINISHED = TURN2 + """Ben ace AS $L L:7H
Aki pass
Ben attack AS 9C
Aki pass
Aki block 7H>9C
Aki down 2S -> Ben 9C $D D:5D
Ben pass
Aki pass
Aki top 10D
Ben end
Aki pass
Ben discard 6C
Aki draw QD AS
Aki throw KS 9C -> Ben
Ben pass
"""


def position(text: str) -> tuple[Any, dict[str, Any], int]:
    """The state after every event of ``text`` (stepped as ``check`` steps them), the rulings and the events."""
    reader = LogReader.from_text(text, "bugs.log")
    judge, state, _verdict = start(reader)
    n = 0
    for item in reader:
        if type(item) is Event:
            step(state, item, judge)
            n += 1
    return state, judge.options, n


def ask(text: str, line: str) -> legality.Answer:
    """The referee's answer about ``line`` after the log ``text``."""
    state, options, n = position(text)
    event = legality.read_typed(line, n + 1)
    assert isinstance(event, Event), event
    return legality.judge_next(state, event, options)


def said(answer: legality.Answer) -> list[tuple[str, str, int]]:
    return [(f.kind, f.clause, f.position.col) for f in answer.broken]


def col(line: str, word: str, nth: int = 1) -> int:
    """The column of the ``nth`` ``word`` of ``line`` (1-based)."""
    at = -1
    for _unused in range(nth):
        at = line.index(word, at + 1)
    return at + 1


def after(text: str, *lines: str) -> Any:
    state, _options, _n = position(text + "".join(line + "\n" for line in lines))
    return state


# -- 1. the words after the target ---------------------------------------------------------------------------------


def test_a_word_after_the_target_that_means_nothing_is_a_notation_error_at_its_column():
    for line, word in (("Aki down 2S -> Ben 9C $D JC", "JC"),  # (the D:JC the cost meant)
                       ("Aki down 2S -> Ben 9C foo $D D:5D", "foo")):
        answer = ask(TURN2, line)
        assert said(answer) == [("error", "LOG-ARGUMENT", col(line, word))], (line, answer.findings)
        assert not answer.legal
    assert ask(TURN2, "Aki down 2S -> Ben 9C $D D:5D").legal  # the line as the notation writes it


def test_twist_reads_its_mode_after_the_target():
    # Ben's 9C is charged: ツイスト charge leaves it charged, drive drives it (a toggle would drive it both times)
    for mode, shown in (("charge", "9C"), ("drive", "9C(D)")):
        line = f"Aki twist 5D -> Ben 9C {mode} $D D:9C"
        assert ask(TURN2, line).legal, line
        state = after(TURN2, line, "Ben pass", "Aki pass")
        assert not state.stage
        assert state.facts()["field Ben"].split()[0] == shown, (mode, state.facts())


def test_twist_with_a_word_after_its_mode_is_a_notation_error():
    line = "Aki twist 5D -> Ben 9C drive now $D D:9C"
    assert said(ask(TURN2, line)) == [("error", "LOG-ARGUMENT", col(line, "now"))]
    line = "Aki twist 5D -> Ben 9C sideways $D D:9C"
    assert said(ask(TURN2, line)) == [("error", "LOG-ARGUMENT", col(line, "sideways"))]


def test_reanimate_reads_its_target_with_its_owner_then_the_graveyard_card():
    text = TURN2.replace("format: light", "format: pro")  # (リアニメイト is スタンダード and up)
    assert ask(text, "Ben reanimate 2S 4H -> Ben 9C 5D").legal
    assert ask(text, "Ben reanimate 2S 4H -> Ben 9C").legal  # no graveyard card named: not the target "Ben", card 9C
    line = "Ben reanimate 2S 4H -> 9C 5D 6D"
    assert said(ask(text, line)) == [("error", "LOG-ARGUMENT", col(line, "6D"))]


# -- 2. one character attacks once ------------------------------------------------------------------------------------


def test_the_same_card_named_twice_as_an_attacker_is_caught():
    line = "Ben attack 9C 9C"
    answer = ask(TURN2, line)
    assert said(answer) == [("violation", K.ACT_ATTACK, col(line, "9C", 2))], answer.findings
    # it attacked once: when the attack resolves, 9C is one attacker
    state = after(TURN2, line, "Aki pass")
    assert len(state.attack["attackers"]) == 1
    assert ask(TURN2, "Ben attack 9C").legal


def test_an_equipped_soldier_named_by_two_of_its_cards_attacks_once():
    text = TURN2 + "Ben equip 6C -> 9C $BL\nBen pass\nAki pass\n"
    assert after(text).facts()["field Ben"] == "9C+6C"
    line = "Ben attack 9C 6C"
    answer = ask(text, line)
    assert said(answer) == [("violation", K.CHARACTERS, col(line, "6C"))], answer.findings
    assert len(after(text, line, "Aki pass").attack["attackers"]) == 1


# -- 3. nobody passes during the set-up -----------------------------------------------------------------------------


def test_a_pass_during_the_set_up_is_caught():
    for done in ("", "Aki draw ??*7\n", SETUP.rsplit("Aki draw JH\n", 1)[0]):
        for line in ("Aki pass", "Ben pass"):
            assert said(ask(HEAD + done, line)) == [("violation", K.CHANCE, 5)], (done, line)
    assert ask(HEAD + SETUP, "Aki pass").legal  # the first player holds the chance once the game has begun


def test_a_pass_during_the_set_up_changes_nothing():
    state = after(HEAD, "Aki draw ??*7", "Aki pass", "Ben draw ??*7")
    assert state.facts()["chance"] == "-"
    assert not state.passed


# -- 4. keycards from the hand are cards of the hand ----------------------------------------------------------------


def test_unseen_keycards_are_held_to_the_hands_size():
    line = "Aki break ?? ?? -> Ben B1"  # Aki holds one card
    assert said(ask(FREE, line)) == [("violation", K.HAND, col(line, "??", 2))]
    line = "Ben up ?? -> Aki 3S $D"  # Ben holds none: no keycard, and nothing to discard
    assert ("violation", K.HAND, col(line, "??")) in said(ask(FREE, line))
    assert ask(FREE, "Aki soldier ?? $BL").legal  # the one card she holds


def test_a_known_keycard_beyond_the_hand_is_reported_once():
    line = "Aki break ?? 2S -> Ben B1"  # the ledger says the hand does not hold 2S: one finding, not two
    assert said(ask(FREE, line)) == [("violation", K.HAND, col(line, "2S"))]


# -- 5. the discard an unseen hand owes --------------------------------------------------------------------------------


def test_the_discard_an_unseen_hand_owes_is_listed():
    from legality_probe import positions

    for pos in positions("scenarios/blackpoker/light-entry16-observer.log"):
        if pos.k == 27:
            assert pos.next is not None and pos.next.source() == "Ben discard 6C"
            assert pos.state.legal_events() == ["Ben discard ??"]
            assert "Ben discard ??" in legality.legal(pos.state, pos.options)
            break
    else:
        raise AssertionError("no position 27")


# -- 6. the pass whose resolution triggers 世代交代 ------------------------------------------------------------------


def test_a_pass_that_triggers_generation_is_legal():
    answer = ask(GENERATION, "Ben pass")
    assert answer.legal, answer.findings
    assert not answer.broken


def test_a_log_that_ends_at_the_pass_does_not_report_the_generation_owed():
    text = GENERATION + "Ben pass\n"
    last = text.count("\n")
    verdict = check_text(text, "cut.log", partial=True)
    assert not verdict.findings, verdict.findings
    verdict = check_text(text, "cut.log")  # a whole log: the game is not over, and that is all it says
    assert [(f.clause, f.position.line) for f in verdict.findings] == [("LOG-INCOMPLETE", last + 1)]
    # the 世代交代 skipped is still reported at the line that shows it
    verdict = check_text(text + "Aki end\n", "cut.log", partial=True)
    assert [(f.clause, f.position.line) for f in verdict.findings] == [(K.GENERATION, last + 1)]


# -- 7. after the game is over ----------------------------------------------------------------------------------------


def test_the_card_the_last_damage_showed_is_part_of_the_game():
    # 「カードを墓地に移す際に移すカードの中から1枚を公開してください」: shown as the damage moved the cards, before the win
    # check ended the game (as scenarios/blackpoker/light-entry16-counter-war.log records it)
    state = after(FINISHED)
    assert state.is_over()
    assert ask(FINISHED, "Ben top ??").legal


def test_any_other_line_after_the_end_is_play_after_the_end():
    for line in ("Ben reveal B1 ??", "Aki pass", "Ben answer life 0"):
        answer = ask(FINISHED, line)
        assert said(answer) == [("violation", K.WINCHECK, 5)], (line, answer.findings)
    # the cards the last resolution moved: which lies on top of each graveyard is still shown (issue 31: Aki's two
    # keycards went at once); after that, a top line is play after the end too
    assert said(ask(FINISHED, "Aki top KS")) == []
    answer = ask(FINISHED + "Ben top ??\nAki top KS\n", "Aki top ??")
    assert said(answer) == [("violation", K.WINCHECK, 5)], answer.findings
