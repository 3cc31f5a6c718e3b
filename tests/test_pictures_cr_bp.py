"""The SVG pictures of Crown Crest and BlackPoker tables (referee/games/*/picture.py), read back as XML.

Positions come from the bundled logs in ``scenarios/`` (replayed event by event), and a few logs made from
them (a hostile player's name, a hostile card set, a BlackPoker log whose set-up is a bundled one's with
more play after it). Every picture is parsed with ElementTree and checked against the state it draws:
each unit or character with its cards, its count and its position; the hands, face down and unnamed in
the opponent's view; the piles and their counts; the bulwarks face up or down; the stage's requests in
order; the header. And every picture is a well-formed standalone document: a ``<title>``, no image, no
script, no reference outside it, at most 900 px wide, the same bytes for the same position.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from referee.core import cards as C
from referee.core.referee import replay
from referee.harness import properties as P
from referee.notation.reader import LogReader

ROOT = Path(__file__).resolve().parent.parent
CR = ROOT / "scenarios" / "crown_crest"
BP = ROOT / "scenarios" / "blackpoker"
NS = "{http://www.w3.org/2000/svg}"
SVG_URIS = {"http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink"}
HOSTILE = '<script>alert("x")</script>&amp;\'Aki'


# -- reading a picture ---------------------------------------------------------------------------------------


def classes(el: ET.Element) -> list[str]:
    return (el.get("class") or "").split()


def groups(el: ET.Element, cls: str, **data: object) -> list[ET.Element]:
    """The ``<g>`` under ``el`` (in document order) with class ``cls`` and the ``data-*`` values given."""
    out = []
    for g in el.iter(f"{NS}g"):
        if cls in classes(g) and all(g.get("data-" + k.replace("_", "-")) == str(v) for k, v in data.items()):
            out.append(g)
    return out


def one(el: ET.Element, cls: str, **data: object) -> ET.Element:
    found = groups(el, cls, **data)
    assert len(found) == 1, f"{len(found)} groups of class {cls} with {data}"
    return found[0]


def cards(el: ET.Element) -> list[ET.Element]:
    return groups(el, "card")


def codes(el: ET.Element) -> list[str]:
    return [c.get("data-card") or "" for c in cards(el)]


def text(el: ET.Element) -> str:
    return "".join(el.itertext())


def well_formed(svg: str) -> ET.Element:
    """The picture parsed, after checking what every picture must be."""
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg"
    title = root.find(f"{NS}title")
    assert title is not None and (title.text or "").strip()
    assert float(root.get("width") or 0) <= 900
    for el in root.iter():
        tag = el.tag.split("}")[-1]
        assert tag not in ("image", "script", "foreignObject", "use", "a", "style"), tag
        for k, v in el.attrib.items():
            assert "href" not in k and not k.startswith("on"), (k, v)
            assert "url(" not in v, (k, v)
    assert set(re.findall(r"https?://[^\s\"'<>]*", svg)) <= SVG_URIS
    return root


def positions(path: Path, every: int = 1) -> Iterator[tuple[int, object]]:
    """(k, state) after every ``every``-th event of the log (k = 0: the start); the state is the replay's own,
    good until the next one is asked for."""
    for k, (_, state, _) in enumerate(x for x in replay(LogReader.open(path)) if x[1] is not None):
        if k % every == 0:
            yield k, state


def at(path: Path, k: int):
    """The state after the k-th event of the log (a copy)."""
    for i, state in positions(path):
        if i == k:
            return state.copy()
    raise AssertionError(f"{path.name} has no event {k}")


def hostile_log(src: Path, tmp_path: Path, name: str = HOSTILE) -> Path:
    """The bundled log ``src`` with its player Aki renamed ``name``."""
    out = tmp_path / src.name
    out.write_text(re.sub(r"\bAki\b", lambda _m: name, src.read_text(encoding="utf-8")), encoding="utf-8")
    return out


# -- Crown Crest ---------------------------------------------------------------------------------------------


def cr_zone_codes(s, zone) -> list[str]:
    return [s.card_of(c).id for c in zone.known] + ["??"] * len(zone.hidden)


def check_cr(s, root: ET.Element, viewer: str | None, seen: Counter) -> None:
    """Everything a Crown Crest picture must show of ``s``, from ``viewer``'s view."""
    from referee.games.crown_crest.picture import MAX_PEEK

    # the units: one group each, with its place, count, position, power and tokens
    want = Counter((s.players[u.owner], u.area, s.cs.get(u.name).id, len(u.cards), u.pos, s.power_of(u), u.tokens)
                   for u in s.units)
    units = groups(root, "unit")
    got = Counter((g.get("data-player"), g.get("data-area"), g.get("data-unit"), int(g.get("data-count")),
                   g.get("data-pos"), int(g.get("data-power")), int(g.get("data-tokens"))) for g in units)
    assert got == want
    for g in units:
        n, pos, code = int(g.get("data-count")), g.get("data-pos"), g.get("data-unit")
        stack = one(g, "stack")
        drawn = cards(stack)
        assert len(drawn) == min(n, MAX_PEEK + 1) and set(codes(stack)) == {code}  # the stack, card by card
        assert all("named" in classes(c) for c in drawn)
        assert all(("tilted" in classes(c)) == (pos == "rest") for c in drawn)  # rest: turned a quarter
        assert (stack.get("transform") or "").startswith("rotate(180") == (pos == "down")  # down: upside down
        badge = groups(g, "stack-count")
        assert len(badge) == (n > 1) and (n == 1 or f"×{n}" in text(badge[0]))
        assert len(groups(g, "token")) == (int(g.get("data-tokens")) > 0)
        seen[pos] += 1
        seen["stack"] += n > 1
        seen["tokens"] += int(g.get("data-tokens")) > 0
    # the fronts say each side's total
    for front in ("F1", "F2"):
        for p in (0, 1):
            side = one(root, "front-side", area=front, seat=p)
            assert int(side.get("data-power")) == s.power(p, front)
    for p, name in enumerate(s.players):
        player = one(root, "player", seat=p)
        assert player.get("data-player") == name and name in text(player)
        hand = one(player, "zone-cards", zone="hand")
        assert int(hand.get("data-count")) == len(s.hand[p]) == len(cards(hand))
        if viewer in (None, name):
            assert hand.get("data-hidden") == "no" and codes(hand) == cr_zone_codes(s, s.hand[p])
        else:  # the opponent's hand: backs only, nothing of what they are
            assert hand.get("data-hidden") == "yes"
            assert all("face-down" in classes(c) for c in cards(hand)) and set(codes(hand)) <= {"??"}
            names = {s.card_of(c).name for c in s.hand[p].known}
            assert not any(nm in text(hand) for nm in names)
            seen["hidden-hand"] += 1
        for zone, z in (("link", s.link[p]), ("count3", s.count[p][3]), ("count2", s.count[p][2]),
                        ("count1", s.count[p][1]), ("removed", s.removed[p])):
            assert codes(one(player, "zone-cards", zone=zone)) == cr_zone_codes(s, z)
        deck = one(player, "zone-cards", zone="deck")
        assert one(deck, "pile").get("data-count") == str(len(s.deck[p]))
        crest = one(player, "zone-cards", zone="crest")
        assert crest.get("data-level") == str(s.level(p)) and crest.get("data-charged") == str(len(s.crestzone[p]))
        if s.crest[p] is not None:
            assert codes(crest)[0] == s.crest[p].id
        assert [t.get("data-count") for t in groups(player, "token")] == [str(s.vp[p]), str(s.tokens[p])]
    markers = groups(root, "turn-marker")
    assert [m.get("data-turn") for m in markers] == [str(t) for t in range(1, 9)]
    assert [m.get("data-turn") for m in markers if "current" in classes(m)] == [str(s.turn_no)]


@pytest.mark.parametrize("log", ["reinforced-three.log", "observer.log"])
def test_cr_every_position_of_a_log_is_drawn_as_it_is(log: str) -> None:
    """Each event of a bundled log: the picture holds every unit as its stack, in its position, and every zone."""
    seen: Counter = Counter()
    for _k, s in positions(CR / log):
        check_cr(s, well_formed(s.picture()), None, seen)
    if log == "reinforced-three.log":  # the log reinforces up to three cards, and fights: every position is drawn
        assert seen["active"] and seen["rest"] and seen["down"] and seen["stack"] and seen["tokens"], seen


def test_cr_hands_are_hidden_from_the_opponent() -> None:
    seen: Counter = Counter()
    for k, s in positions(CR / "reinforced-three.log", every=7):
        for viewer in (None, *s.players):
            root = well_formed(s.picture(viewer))
            check_cr(s, root, viewer, seen)
            if viewer is not None:
                assert viewer in text(one(root, "header"))
    assert seen["hidden-hand"] > 10


def test_cr_a_reinforced_stack_is_several_cards_and_rested_units_are_tilted() -> None:
    """Turn 4's battle of reinforced-three.log: Ben's 歩兵 retreated as a stack of two, downed; Aki's 歩兵 in F2
    carries an assigned token. Turn 2: Ben's 重装兵, just played, is rested."""
    s = at(CR / "reinforced-three.log", 42)
    root = well_formed(s.picture())
    ben = one(root, "unit", player="Ben", unit="hohei")
    assert ben.get("data-pos") == "down" and ben.get("data-count") == "2" and ben.get("data-area") == "R2"
    assert codes(one(ben, "stack")) == ["hohei", "hohei"]
    assert "ダウン" in text(ben) or "down" in text(ben)
    aki = one(root, "unit", player="Aki", unit="hohei")
    assert aki.get("data-area") == "F2" and one(aki, "token").get("data-count") == "1"
    s = at(CR / "reinforced-three.log", 23)
    rested = [g for g in groups(well_formed(s.picture()), "unit") if g.get("data-pos") == "rest"]
    assert rested and all("tilted" in classes(c) for g in rested for c in cards(g))


def test_cr_the_header_says_turn_time_phase_and_the_winner() -> None:
    states = list(positions(CR / "turn-eight.log"))
    _k, s = states[-1]
    assert s.is_over()
    root = well_formed(s.picture())
    head = one(root, "header")
    res = s.result()
    assert head.get("data-turn") == str(s.turn_no) and head.get("data-time") == ("night" if s.night() else "day")
    said = text(head)
    assert (res.winners[0] in said) if len(res.winners) == 1 else ("draw" in said)


def test_cr_hostile_player_and_card_names_stay_text(tmp_path: Path) -> None:
    log = hostile_log(CR / "reinforced-three.log", tmp_path)
    _k, s = list(positions(log))[-1]
    svg = s.picture(HOSTILE)
    assert "<script" not in svg and "alert(" in svg
    root = well_formed(svg)
    assert HOSTILE in text(root)  # escaped in the file, the same text once read
    assert one(root, "player", seat=0).get("data-player") == HOSTILE
    assert one(root, "zone-cards", zone="hand", seat=0).get("data-hidden") == "no"  # the viewer's own hand
    # a card set from the log's folder whose card name is markup
    sets = (ROOT / "referee" / "games" / "crown_crest" / "sets" / "sample.toml").read_text(encoding="utf-8")
    evil = "<b>歩兵&amp;</b>"
    (tmp_path / "evil.toml").write_text(sets.replace('id = "sample"', 'id = "evil"').replace('name = "歩兵"', f'name = "{evil}"'),
                                        encoding="utf-8")
    src = (CR / "reinforced-three.log").read_text(encoding="utf-8")
    (tmp_path / "evil.log").write_text(src.replace("cardset: sample", "cardset: evil.toml").replace("歩兵", evil),
                                       encoding="utf-8")
    _k, s = list(positions(tmp_path / "evil.log"))[-1]
    svg = s.picture()
    assert "<b>" not in svg
    root = well_formed(svg)
    assert any(g.find(f"{NS}title").text == evil for g in groups(root, "named"))


def test_cr_the_same_position_is_the_same_bytes() -> None:
    a = at(CR / "stack-counted-twice.log", 160)
    b = at(CR / "stack-counted-twice.log", 160)
    assert a.picture() == b.picture() == a.picture()
    assert a.picture("Aki") == b.picture("Aki") != a.picture("Ben")


# -- BlackPoker ----------------------------------------------------------------------------------------------


def bp_spell(g) -> str:
    from referee.games.blackpoker.zones import spell

    return spell(g) if isinstance(g, int) else "??"


def bp_draw_code(g) -> str:
    """The code a card of a BlackPoker state is drawn with (the second Joker is drawn as the Joker)."""
    from referee.games.blackpoker.zones import OWN

    return C.text(min(g % OWN, C.JOKER)) if isinstance(g, int) else "??"


def bp_pretty(g: int) -> str:
    from referee.games.blackpoker.zones import OWN

    return C.pretty(min(g % OWN, C.JOKER))


def check_bp(s, root: ET.Element, viewer: str | None, seen: Counter) -> None:
    """Everything a BlackPoker picture must show of ``s``, from ``viewer``'s view."""
    # the stage: the requests from the bottom one, the top one marked
    stage = one(root, "stage")
    reqs = groups(stage, "request")
    assert [(g.get("data-order"), g.get("data-action"), g.get("data-player")) for g in reqs] == [
        (str(i + 1), r.action.name, s.players[r.seat]) for i, r in enumerate(s.stage)]
    for g, r in zip(reqs, s.stage):
        assert codes(g) == [bp_draw_code(k) for k in r.keys]
        assert all("face-up" in classes(c) for c, k in zip(cards(g), r.keys) if isinstance(k, int))
    assert [("top" in classes(g)) for g in reqs] == [i == len(reqs) - 1 for i in range(len(reqs))]
    seen["stage"] = max(seen["stage"], len(reqs))
    for seat, side in enumerate(s.sides):
        name = s.players[seat]
        mine = viewer in (None, name)
        field = one(root, "field", seat=seat)
        chars = groups(field, "character")
        assert [(g.get("data-cards"), g.get("data-driven")) for g in chars] == [
            ("+".join(bp_spell(c) for c in u.cards), "yes" if u.driven else "no") for u in side.units]
        for g, u in zip(chars, side.units):
            assert codes(g) == [bp_draw_code(c) for c in u.cards]
            assert all(("tilted" in classes(c)) == u.driven for c in cards(g))  # driven: turned a quarter
            size = s.size_of(u)
            assert g.get("data-size") == ("?" if size is None else str(size))
            seen["driven" if u.driven else "charged"] += 1
            seen["equipped"] += len(u.cards) > 1
        walls = groups(field, "bulwark")
        assert len(walls) == len(side.bulwarks)
        for i, (g, b) in enumerate(zip(walls, side.bulwarks)):
            card = b.card()
            (drawn,) = cards(g)
            assert g.get("data-index") == f"B{i + 1}" and ("tilted" in classes(drawn)) == b.driven
            if b.face_up:
                assert "face-up" in classes(drawn) and drawn.get("data-card") == bp_draw_code(card)
                seen["bulwark-up"] += 1
            else:
                assert "face-down" in classes(drawn) and drawn.get("data-card") == "??"
                if mine and card is not None:  # its owner (and the table) know it: named beside it
                    assert g.get("data-card") == bp_spell(card) and bp_pretty(card) in text(g)
                else:  # the opponent does not
                    assert g.get("data-card") == "??"
                    if card is not None:
                        assert bp_spell(card) not in text(g) and bp_pretty(card) not in text(g)
                        seen["bulwark-hidden"] += 1
                seen["bulwark-down"] += 1
        player = one(root, "player", seat=seat)
        assert player.get("data-player") == name and name in text(player)
        hand = one(player, "zone-cards", zone="hand")
        assert int(hand.get("data-count")) == len(side.hand) == len(cards(hand))
        if mine:
            assert codes(hand) == [bp_draw_code(g) for g in side.hand.known] + ["??"] * len(side.hand.hidden)
        else:
            assert hand.get("data-hidden") == "yes" and set(codes(hand)) <= {"??"}
            assert all("face-down" in classes(c) for c in cards(hand))
            seen["hidden-hand"] += 1
        life = one(player, "zone-cards", zone="life")
        count = s.life_count(seat)
        assert life.get("data-count") == ("?" if count is None else str(count))
        grave = one(player, "zone-cards", zone="graveyard")
        assert one(grave, "pile").get("data-count") == str(len(side.grave))
        if len(side.grave) and isinstance(side.top, int):
            (top,) = cards(grave)
            assert "face-up" in classes(top) and top.get("data-card") == bp_draw_code(side.top)
        fog = one(player, "zone-cards", zone="fog")
        assert codes(fog) == [bp_draw_code(k) for k in s.fog_keys(side)]
        seen["fog"] += len(s.fog_keys(side))
    winner = groups(root, "header")[0]
    said = text(winner)
    if s.loser is not None:
        assert s.players[1 - s.loser] in said and ("winner" in said or "勝者" in said)
        seen["over"] += 1


BP_LOGS = sorted(p.name for p in BP.glob("*.log"))
# the quick profile (CI) draws the shortest log and the shortest with violations; the nightly one
# (scripts/nightly.sh) every log (referee/harness/properties.py)
BP_QUICK = sorted({p.name for p in P.shortest(sorted(BP.glob("*.log"))) + P.shortest_with_violations(sorted(BP.glob("*.log")))})


@pytest.mark.parametrize("log", P.cases(BP_LOGS, BP_QUICK))
def test_bp_every_position_of_every_log_is_drawn_as_it_is(log: str) -> None:
    seen: Counter = Counter()
    for k, s in positions(BP / log):
        for viewer in (None, s.players[k % 2]):
            check_bp(s, well_formed(s.picture(viewer)), viewer, seen)
    assert seen["over"] and seen["hidden-hand"] and seen["bulwark-down"], seen


def test_bp_the_stage_shows_the_counter_war_in_order() -> None:
    """light-entry16-counter-war.log, after Aki's second counter: 兵士召喚 5D, Ben's カウンター 6C on it, Aki's
    カウンター 9C on that, the last one on top."""
    s = at(BP / "light-entry16-counter-war.log", 10)
    root = well_formed(s.picture())
    reqs = groups(one(root, "stage"), "request")
    assert [(g.get("data-action"), g.get("data-player"), codes(g)) for g in reqs] == [
        ("兵士召喚", "Aki", ["5D"]), ("カウンター", "Ben", ["6C"]), ("カウンター", "Aki", ["9C"])]
    assert [("top" in classes(g)) for g in reqs] == [False, False, True]
    assert "1." in text(reqs[0]) and "3." in text(reqs[2])
    # each counter names the request it aims at, by its place on the stage
    assert [t.text for g in reqs for t in g.iter(f"{NS}text") if "request-target" in classes(t)] == [
        "→ 1. 兵士召喚", "→ 2. カウンター"]


STRESS = """
Aki equip 2S -> 3S $BL L:4H
Ben pass
Ben pass
Aki ace AC $L L:KC
Ben pass
Ben pass
Aki bulwark 9C $L L:QD
"""


def test_bp_bulwarks_face_up_and_down_and_an_equipped_soldier(tmp_path: Path) -> None:
    """The set-up of light-entry16-counter-war.log with the preset bulwarks face up (option bulwark-face: up),
    then Aki equips 2S on the soldier 3S (driving the bulwark 8D), calls an ace and puts a bulwark 9C face down."""
    src = (BP / "light-entry16-counter-war.log").read_text(encoding="utf-8")
    head, _turn = src.split("# turn 1", 1)
    log = tmp_path / "stress.log"
    log.write_text(head.replace("frame: エントリー16\n", "frame: エントリー16\noption bulwark-face: up\n") + STRESS,
                   encoding="utf-8")
    _k, s = list(positions(log))[-1]
    seen: Counter = Counter()
    for viewer in (None, "Aki", "Ben"):
        root = well_formed(s.picture(viewer))
        check_bp(s, root, viewer, seen)
        aki = one(root, "field", seat=0)
        (equipped,) = [g for g in groups(aki, "character") if g.get("data-count") == "2"]
        assert codes(equipped) == ["3S", "2S"] and equipped.get("data-size") == "5"
        b1, b2 = groups(aki, "bulwark")
        assert b1.get("data-face") == "up" and b1.get("data-driven") == "yes" and codes(b1) == ["8D"]
        assert "tilted" in classes(cards(b1)[0])
        assert b2.get("data-face") == "down" and codes(b2) == ["??"]
        assert b2.get("data-card") == ("??" if viewer == "Ben" else "9C")
        assert one(one(root, "field", seat=1), "bulwark").get("data-face") == "up"
    assert seen["bulwark-up"] == 6 and seen["bulwark-hidden"] == 1 and seen["equipped"] == 3


def test_bp_hostile_player_names_stay_text(tmp_path: Path) -> None:
    log = hostile_log(BP / "light-entry16-throw-finish.log", tmp_path)
    states = list(positions(log))
    _k, s = states[-1]
    assert HOSTILE in s.players
    for viewer in (None, HOSTILE, "Ben"):
        svg = s.picture(viewer)
        assert "<script" not in svg
        root = well_formed(svg)
        assert HOSTILE in text(root)
        assert one(root, "player", seat=0).get("data-player") == HOSTILE
    assert "<script" not in s.copy().picture()


def test_bp_the_same_position_is_the_same_bytes() -> None:
    a = at(BP / "light-entry16-throw-finish.log", 23)
    b = at(BP / "light-entry16-throw-finish.log", 23)
    assert a.picture() == b.picture() == a.picture()
    assert a.picture("Aki") == b.picture("Aki") != a.picture("Ben")
