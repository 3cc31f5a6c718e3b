"""ノゾクダイス game sets: the bundled default loads, bad files are refused clearly, actions move dice exactly."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.core import dice as D
from referee.games.nozoku.gameset import GameSetError, find, load

DEFAULT = find("default")
ORIENTATIONS = st.sampled_from(D.all_orientations())


def test_default_set_covers_two_to_four_players():
    assert DEFAULT.invented
    assert DEFAULT.player_counts() == [2, 3, 4]
    assert DEFAULT.sides[2] == ("back",)
    assert [DEFAULT.side_for(4, k) for k in (1, 2, 3)] == ["left", "back", "right"]
    assert DEFAULT.own == 5 and DEFAULT.start == 2


def test_every_default_card_places_its_die_validly():
    for card in DEFAULT.cards.values():
        o = card.placement
        assert (o.top, o.front) == (card.main_face, card.sub_face)
        assert D.is_valid(o.top, o.front)


@given(ORIENTATIONS)
def test_up_and_down(o):
    up, down = DEFAULT.actions["up"], DEFAULT.actions["down"]
    after = up.apply(o, "right")
    assert (after is None) == (o.top == 6)
    if after is not None:
        assert after.top == o.top + 1
    after = down.apply(o, "right")
    assert (after is None) == (o.top == 1)
    if after is not None:
        assert after.top == o.top - 1


@given(ORIENTATIONS)
def test_flip_turn_tip(o):
    flip = DEFAULT.actions["flip"].apply(o, "right")
    assert (flip.top, flip.front) == (7 - o.top, 7 - o.front)
    turned = DEFAULT.actions["turn"].apply(o, "right")
    assert turned.top == o.top and turned.front not in (o.front, 7 - o.front, o.top, 7 - o.top)
    tipped = DEFAULT.actions["tip"].apply(o, "right")
    assert (tipped.top, tipped.front) == (7 - o.front, o.top)


def test_reroll_is_left_to_chance():
    reroll = DEFAULT.actions["reroll"]
    assert reroll.chance and reroll.apply(D.Orientation(1, 2), "right") is None


GOOD = """
[set]
id = "t"
[dice]
colours = ["red", "blue"]
own = 3
start = 1
white = { 2 = 2 }
[sides]
2 = ["back"]
[actions]
up = "top +1"
[[card]]
id = "A"
main = { face = 1, action = "up" }
sub = { face = 2, action = "up" }
"""


@pytest.mark.parametrize(
    "change,message,at",
    [
        (('face = 2, action = "up" }', 'face = 6, action = "up" }'), "cannot show 1 on top with 6", "16:1"),
        (('face = 2, action = "up" }', 'face = 7, action = "up" }'), "from 1 to 6", "16:1"),
        (('up = "top +1"', 'up = ""'), "describe what it does", "12:1"),
        (('2 = ["back"]', '2 = ["back", "left"]'), "a list of 1 sides", "10:1"),
        (('white = { 2 = 2 }', 'white = { 2 = 2, 3 = 3 }'), "colours for 2 to 2 players", "8:1"),
        (('colours = ["red", "blue"]', 'colours = ["red", "white"]'), "white is the shared colour", "5:1"),
        (('colours = ["red", "blue"]', 'colours = ["red", "rose"]'), "the 2nd colour starts with the same letter as the 1st colour", "5:19"),
        (('colours = ["red", "blue"]', 'colours = ["red", "wine"]'), "the 2nd colour starts with the same letter as white", "5:19"),
        (('colours = ["red", "blue"]', 'colours = ["red", "red"]'), "the 2nd colour is listed twice", "5:12"),
        (('own = 3', 'own = 0'), "0 < start <= own", "6:1"),
        (('[set]\nid = "t"', '[set]\ntitle = "x"'), "needs an id", "2:1"),
        (('own = 3', 'own = = 3'), "not valid TOML", "6:7"),
        (('[[card]]\nid = "A"', '[[card]]\nid = "A B"'), "a unique id", "14:1"),
    ],
)
def test_bad_sets_are_refused_with_a_reason_and_its_place(change, message, at):
    """A game set the referee could not use unambiguously is refused when it is loaded, at path:line:col."""
    assert load(GOOD, "t.toml").id == "t"
    bad = GOOD.replace(*change)
    assert bad != GOOD
    with pytest.raises(GameSetError) as e:
        load(bad, "t.toml")
    assert message in e.value.message
    assert e.value.where == f"t.toml:{at}"


def test_a_log_naming_a_bad_set_says_where_in_the_set(tmp_path):
    from referee.core.referee import check_path

    (tmp_path / "club.toml").write_text(GOOD.replace('"blue"', '"rose"'), encoding="utf-8")
    log = tmp_path / "game.log"
    log.write_text("game: nozoku\nplayers: Aki Ben\ngameset: club.toml\nAki roll R1=3\n", encoding="utf-8")
    v = check_path(log)
    assert [f.clause for f in v.findings] == ["LOG-GAMESET"]
    assert v.findings[0].message.startswith("club.toml:5:19: ") and v.findings[0].position.line == 3


def test_unknown_set_names_the_bundled_ones(tmp_path):
    with pytest.raises(GameSetError) as e:
        find("nope", str(tmp_path / "x.log"))
    assert "default" in e.value.message
    (tmp_path / "club.toml").write_text(GOOD, encoding="utf-8")
    assert find("club.toml", str(tmp_path / "x.log")).id == "t"


def test_an_action_in_the_sets_own_words_is_described():
    gs = load(GOOD.replace('up = "top +1"', 'up = "set the die to any face you like"'), "t.toml")
    action = gs.actions["up"]
    assert action.effect == "described" and action.written and not action.chance
    assert action.text == "set the die to any face you like"
    assert action.apply(D.Orientation(1, 2), "right") is None  # the referee does not compute it


# -- dealt hands: [hand] and copies ------------------------------------------------------------------

DEALT = GOOD + """copies = 2
[hand]
deal = 1
"""


def test_the_bundled_dealt_set_deals_four_of_eighteen():
    dealt = find("dealt")
    assert dealt.deal == 4 and DEFAULT.deal is None
    assert len(dealt.deck()) == 18 and all(dealt.deck().count(c) == 3 for c in dealt.cards)
    assert {c.id: (c.main_face, c.sub_face) for c in dealt.cards.values()} == \
        {c.id: (c.main_face, c.sub_face) for c in DEFAULT.cards.values()}  # the default components otherwise


def test_a_dealt_set_reads_its_deal_and_copies():
    gs = load(DEALT, "t.toml")
    assert gs.deal == 1 and gs.cards["A"].copies == 2 and gs.deck() == ["A", "A"]


@pytest.mark.parametrize(
    "change,message",
    [
        (("deal = 1", "deal = 0"), "[hand] deal is the number of cards"),
        (("deal = 1", "deal = true"), "[hand] deal is the number of cards"),
        (("deal = 1", "deal = 1\ncopies = 3"), "[hand] has only deal"),
        (("deal = 1", "deal = 2"), "needs 4 cards; the deck has 2"),
        (("copies = 2", "copies = 0"), "copies is a whole number from 1 to 20"),
        (("copies = 2\n[hand]\ndeal = 1\n", "copies = 2\n"), "copies are for a dealt deck"),
    ],
)
def test_bad_dealt_sets_are_refused_with_a_reason(change, message):
    bad = DEALT.replace(*change)
    with pytest.raises(GameSetError) as e:
        load(bad, "t.toml")
    assert message in e.value.message
