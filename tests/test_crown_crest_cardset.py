"""Crown Crest card sets: a set the referee cannot use unambiguously is refused at load, at path:line:col."""

from __future__ import annotations

import pytest

from referee.core.referee import check_path
from referee.games.crown_crest.cardset import CardSetError, find, load

GOOD = """[set]
id = "club"
title = "Club set"

[[unit]]
id = "kihei"
name = "騎兵"
cost = 2
cooldown = 2
power = 2

[[unit]]
id = "hohei"
name = "歩兵"
cost = 1
power = 1

[[command]]
id = "kyushu"
name = "急襲"
cost = 1
effects = ["draw 1"]
"""


@pytest.mark.parametrize(
    "change,message,at",
    [
        (('id = "hohei"', 'id = "kihei"'), "2nd [[unit]]: its id names two cards", "13:1"),
        (('name = "歩兵"', 'name = "騎兵"'), "2nd [[unit]]: its name names two cards", "14:1"),
        (('id = "hohei"', 'id = "R1"'), "2nd [[unit]]: its id is a word of the notation", "13:1"),
        (('name = "急襲"', 'name = "by"'), "1st [[command]]: its name is a word of the notation", "20:1"),
        (('power = 1', 'power = "one"'), "power must be a whole number", "16:1"),
        (('effects = ["draw 1"]', 'effects = 3'), "effects must be a list", "22:1"),
        (('cooldown = 2', 'cooldown = = 2'), "not valid TOML", "9:12"),
    ],
)
def test_bad_card_sets_are_refused_with_a_reason_and_its_place(change, message, at):
    assert load(GOOD, "club.toml").id == "club"
    bad = GOOD.replace(*change, 1)
    assert bad != GOOD
    with pytest.raises(CardSetError) as e:
        load(bad, "club.toml")
    assert message in e.value.message
    assert e.value.where == f"club.toml:{at}"


def test_the_bundled_sample_set_loads():
    assert find("sample").id == "sample"


def test_a_log_naming_a_bad_card_set_says_where_in_the_set(tmp_path):
    (tmp_path / "club.toml").write_text(GOOD.replace('id = "hohei"', 'id = "F2"'), encoding="utf-8")
    log = tmp_path / "game.log"
    log.write_text("game: crown-crest\nplayers: Aki Ben\ncardset: club.toml\n", encoding="utf-8")
    v = check_path(log)
    assert [f.clause for f in v.findings] == ["LOG-CARDSET"]
    assert v.findings[0].message.startswith("club.toml:13:1: ") and v.findings[0].position.line == 3
