"""The ノゾクダイス engine: a few direct checks beside its features (features/nozoku/)."""

from __future__ import annotations

from referee.core.referee import check_text

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
    assert not v.violations and not v.errors, [str(f) for f in v.findings]


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
    from pathlib import Path

    default = Path(__file__).resolve().parent.parent / "referee/games/nozoku/sets/default.toml"
    (tmp_path / "words.toml").write_text(
        default.read_text(encoding="utf-8").replace('up = "top +1"', 'up = "set the die to any face"'), encoding="utf-8"
    )
    head = HEAD.replace("gameset: default", "gameset: words.toml")
    base = "table start Ben\nBen reroll R3=2 B4=6 W4=4\nBen play B take R4\n"
    ok = check_text(head + base + "Ben main B1 -> 6\n", str(tmp_path / "g.log"), partial=True)
    assert not ok.violations and not ok.errors, [str(f) for f in ok.findings]
    missing = check_text(head + base + "Ben main B1\n", str(tmp_path / "g.log"), partial=True)
    assert [f.clause for f in missing.errors] == ["LOG-DIE"]
    owned = check_text(head + base + "Ben main R4 -> 6\n", str(tmp_path / "g.log"), partial=True)
    assert [f.clause for f in owned.violations] == ["NZ-ACT-OWNED"]
