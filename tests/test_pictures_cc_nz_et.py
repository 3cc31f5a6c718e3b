"""The SVG pictures of カーテンコール, ノゾクダイス and えいつく (``State.picture``), read back as XML.

The positions come from the bundled recorded games (scenarios/): each picture is checked against the state
it draws: the cards a seat sees drawn face up with their codes, in the zone they lie in (a card belongs to
the zone whose rectangle holds it), the cards it does not see face down with only their count, the dice with
their top face and the side faces the other seats read, the labels, and a document that is well formed,
standalone and the same every time.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from referee.core import cards as C
from referee.core import dice as D
from referee.core.referee import replay
from referee.games.eitsuku import cards as K
from referee.games.eitsuku.rules import KIND_IDS, kind_of, name_of
from referee.harness import properties as P
from referee.i18n import set_language
from referee.notation.reader import LogReader

ROOT = Path(__file__).resolve().parent.parent
SCEN = ROOT / "scenarios"
SVG = "{http://www.w3.org/2000/svg}"
NAMESPACES = ("http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink")


# -- reading a log and a picture ---------------------------------------------------------------------------------


def position(log: Path, at: int | None = None):
    """The state after event ``at`` of ``log`` (None: at the end of the log)."""
    last = None
    for event, state, _found in replay(LogReader.open(log)):
        assert state is not None
        last = state
        if at is not None and event is not None and event.index == at:
            return state
    assert at is None, f"{log.name} has no event {at}"
    return last


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    set_language("en")
    yield
    set_language(None)


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg.encode("utf-8"))
    assert root.tag == SVG + "svg"
    return root


def box(g: ET.Element) -> tuple[float, float, float, float]:
    r = g.find(SVG + "rect")
    assert r is not None, g.attrib
    return float(r.get("x")), float(r.get("y")), float(r.get("width")), float(r.get("height"))


def inside(inner: tuple[float, float, float, float], outer: tuple[float, float, float, float]) -> bool:
    x, y, w, h = inner
    X, Y, Wd, H = outer
    return X - 0.5 <= x and Y - 0.5 <= y and x + w <= X + Wd + 0.5 and y + h <= Y + H + 0.5


def zone(root: ET.Element, name: str) -> tuple[float, float, float, float]:
    found = [g for g in root.iter(SVG + "g") if "zone" in g.get("class", "").split() and g.get("data-zone") == name]
    assert len(found) == 1, f"zone {name!r}: {len(found)} found"
    return box(found[0])


def cards_in(root: ET.Element, name: str) -> list[ET.Element]:
    """The card groups drawn inside zone ``name``, in document order."""
    z = zone(root, name)
    return [g for g in root.iter(SVG + "g") if g.get("class", "").split()[:1] == ["card"] and inside(box(g), z)]


def dice_in(root: ET.Element, name: str) -> list[ET.Element]:
    z = zone(root, name)
    return [g for g in root.iter(SVG + "g") if g.get("class") == "die" and inside(box(g), z)]


def face_up(cards: list[ET.Element]) -> list[str]:
    return [g.get("data-card") for g in cards if "face-up" in g.get("class", "")]


def face_down(cards: list[ET.Element]) -> list[ET.Element]:
    return [g for g in cards if "face-down" in g.get("class", "")]


def texts(root: ET.Element) -> list[str]:
    return ["".join(t.itertext()) for t in root.iter(SVG + "text")]


def standalone(svg: str) -> ET.Element:
    """Well formed, titled, no script, image or outside reference, at most 900 px wide, and its zones nest or
    lie apart (nothing overlaps)."""
    root = parse(svg)
    title = root.find(SVG + "title")
    assert title is not None and (title.text or "").strip()
    tags = {el.tag.removeprefix(SVG) for el in root.iter()}
    assert not tags & {"image", "script", "foreignObject", "iframe", "a", "use", "style"}, tags
    for el in root.iter():
        for k, v in el.attrib.items():
            assert not k.startswith("on"), (k, v)
            assert "href" not in k, (k, v)
    outside = [u for u in re.findall(r"https?://[^\s\"'<>)]*", svg) if u not in NAMESPACES]
    assert not outside, outside
    assert float(root.get("width")) <= 900
    width, height = float(root.get("width")), float(root.get("height"))
    zones = [(g.get("data-zone"), box(g)) for g in root.iter(SVG + "g") if "zone" in g.get("class", "").split()]
    assert zones
    for name, b in zones:
        assert inside(b, (0, 0, width, height)), (name, b)
    for i, (n1, a) in enumerate(zones):
        for n2, b in zones[i + 1:]:
            apart = a[0] + a[2] <= b[0] + 0.5 or b[0] + b[2] <= a[0] + 0.5 or a[1] + a[3] <= b[1] + 0.5 or \
                b[1] + b[3] <= a[1] + 0.5
            assert apart or inside(a, b) or inside(b, a), (n1, a, n2, b)
    return root


def same_every_time(state, viewer: str | None = None) -> str:
    svg = state.picture(viewer)
    assert state.picture(viewer) == svg
    assert state.copy().picture(viewer) == svg
    return svg


# -- カーテンコール ---------------------------------------------------------------------------------------------

CC = SCEN / "curtain_call"


def codes(cards) -> list[str]:
    return sorted(C.text(c) for c in cards)


def test_cc_table_view_shows_every_card_the_log_knows_where_it_lies():
    s = position(CC / "fully-observed.log", 40)  # turn 6: a pair presented, two cards opened
    root = standalone(same_every_time(s))
    for seat in range(2):
        for key, z in (("hand", s.hand[seat]), ("kami", s.kami[seat]), ("shimo", s.shimo[seat])):
            drawn = cards_in(root, f"{key}:{seat}")
            assert sorted(face_up(drawn)) == codes(z.known), (key, seat)
            assert len(face_down(drawn)) == len(z.hidden)
    assert sorted(face_up(cards_in(root, "main-stage"))) == codes(s.opened.known)
    assert s.opened.known
    # the セット: a face-down card at each position still holding one, an empty place where one was opened
    set_cards = cards_in(root, "set")
    left = [i for i, z in enumerate(s.slots) if len(z)]
    assert len(set_cards) == len(face_down(set_cards)) == len(left) < 13
    empty = [g for g in root.iter(SVG + "g") if g.get("class") == "slot empty" and inside(box(g), zone(root, "set"))]
    assert len(empty) == 13 - len(left)
    # the presented pair, both known to the table
    presented = cards_in(root, "presented")
    assert face_up(presented) == [C.text(s.p_actor.known[0]), C.text(s.p_kuroko.known[0])]


def test_cc_a_players_view_hides_the_opponents_hand_and_kuroko():
    s = position(CC / "fully-observed.log", 6)  # Aki (ルミナ) has just presented 6♦ and the kuroko 6♥
    lumina, nox = s.players[s.lumina], s.players[s.nox]
    for viewer, hidden_seat in ((nox, s.lumina), (lumina, s.nox)):
        svg = same_every_time(s, viewer)
        root = standalone(svg)
        hidden = s.hand[hidden_seat]
        drawn = cards_in(root, f"hand:{hidden_seat}")
        assert len(drawn) == len(face_down(drawn)) == len(hidden) > 0
        everywhere = {g.get("data-card") for g in root.iter(SVG + "g")}
        assert not everywhere & set(codes(hidden.known))
        own = cards_in(root, f"hand:{1 - hidden_seat}")
        assert sorted(face_up(own)) == codes(s.hand[1 - hidden_seat].known)
        presented = cards_in(root, "presented")
        assert face_up(presented)[0] == C.text(s.p_actor.known[0])
        kuroko = C.text(s.p_kuroko.known[0])
        if viewer == lumina:
            assert face_up(presented) == [C.text(s.p_actor.known[0]), kuroko]
        else:
            assert len(face_down(presented)) == 1 and kuroko not in everywhere


def test_cc_observer_sees_only_backs_in_the_hands():
    s = position(CC / "observer.log", 9)
    root = standalone(same_every_time(s))
    for seat in range(2):
        drawn = cards_in(root, f"hand:{seat}")
        assert len(face_down(drawn)) == len(s.hand[seat]) and not face_up(drawn)
    assert face_up(cards_in(root, "kami:1")) == codes(s.kami[1].known) and s.kami[1].known


def test_cc_the_joker_is_drawn_as_the_joker_and_the_result_is_shown():
    s = position(CC / "joker-ending.log")  # written from Yui's seat
    assert s.is_over()
    root = standalone(same_every_time(s, "Yui"))
    jokers = [g for g in root.iter(SVG + "g") if "joker" in g.get("class", "").split()]
    assert len(jokers) == 1 and jokers[0].get("data-card") == C.text(C.JOKER)
    where = [i for i in range(2) if C.JOKER in s.shimo[i].known + s.kami[i].known]
    assert len(where) == 1
    key = "shimo" if C.JOKER in s.shimo[where[0]].known else "kami"
    assert C.text(C.JOKER) in face_up(cards_in(root, f"{key}:{where[0]}"))
    res = s.result()
    words = texts(root)
    zone(root, "result")
    assert any(res.winners[0] in t and "winner" in t for t in words)
    for p, v in res.scores.items():
        assert f"{v} points" in words


def test_cc_labels_in_english_and_japanese():
    s = position(CC / "fully-observed.log", 40)
    words = texts(parse(s.picture()))
    for ja in ("手札", "カミ", "シモ", "セット", "メインステージ", "ルミナ", "ノクス"):
        assert ja in words, ja
    assert any("main stage" in t for t in words) and any("hand" in t for t in words)
    set_language("ja")
    words = texts(parse(s.picture()))
    for ja in ("手札", "カミ", "シモ", "セット", "メインステージ", "提示された札"):
        assert ja in words, ja
    assert not any("main stage" in t or "hand ·" in t for t in words)
    assert any("第6ターン" in t for t in words)


def test_cc_player_names_stay_text(tmp_path: Path):
    log = (CC / "fully-observed.log").read_text(encoding="utf-8").replace("Aki", "<A&k>")
    path = tmp_path / "names.log"
    path.write_text(log, encoding="utf-8")
    s = position(path, 40)
    assert s.players[0] == "<A&k>"
    svg = s.picture("<A&k>")
    root = standalone(svg)
    assert "<A&k>" not in svg and "&lt;A&amp;k&gt;" in svg
    assert "<A&k>" in texts(root)
    s.players = ["Ev\x01il\x1b]0;x\x07", "Ben"]
    svg = s.picture()
    root = standalone(svg)
    assert not re.search(r"[\x00-\x08\x0b\x0c\x0e-\x1f]", svg)
    assert any(t.startswith("Ev\ufffdil") for t in texts(root))


# -- ノゾクダイス -------------------------------------------------------------------------------------------------

NZ = SCEN / "nozoku"


def test_nz_dice_show_their_top_and_the_die_on_the_card_its_side_faces():
    s = position(NZ / "four-players-shared-win.log", 12)  # Dai's turn: G5 on his card (6 up, 4 toward him)
    root = standalone(same_every_time(s, "Aki"))
    dai = s.players.index("Dai")
    assert s.acquired == "G5" and s.owner["G5"] == dai
    on_card = dice_in(root, f"on-card:{dai}")
    assert [g.get("data-die") for g in on_card] == ["G5"]
    assert on_card[0].get("data-top") == str(s.dice["G5"].top) == "6"
    # the side faces follow the die, one for each other seat in ノゾクアクション order
    groups = list(root.iter(SVG + "g"))
    after = groups[groups.index(on_card[0]) + 1:]
    sides = [(g.get("data-seat"), g.get("data-face")) for g in after if g.get("class") == "side-face"]
    o = D.Orientation(6, 4)
    expected = [(s.players[(dai + k) % 4], str(D.side_toward(o, s.gs.side_for(4, k), handedness=s.hand_rule)))
                for k in range(1, 4)]
    assert sides == expected
    assert sides == [("Aki", "2"), ("Ben", "3"), ("Chika", "5")]  # the log's own annotations
    # every die where it lies, with its top face
    centre = {g.get("data-die"): g.get("data-top") for g in dice_in(root, "centre")}
    assert centre == {d.id: str(d.top) for d in s.centre()}
    for seat in range(4):
        own = {g.get("data-die"): g.get("data-top") for g in dice_in(root, f"own:{seat}")}
        assert own == {d.id: str(d.top) for d in s.owned(seat)}


def test_nz_hands_hidden_from_the_other_seats_and_played_cards_shown():
    s = position(NZ / "four-players-shared-win.log", 12)
    aki = s.players.index("Aki")
    root = standalone(same_every_time(s, "Aki"))
    for seat in range(4):
        drawn = cards_in(root, f"hand:{seat}")
        if seat == aki:
            assert face_up(drawn) == s.names(s.hand[seat]) and not face_down(drawn)
        else:
            assert len(drawn) == len(face_down(drawn)) == len(s.hand[seat]) > 0
        assert face_up(cards_in(root, f"played:{seat}")) == s.names(s.played[seat])
    assert any(s.played[p].known for p in range(4))
    table = standalone(same_every_time(s))
    for seat in range(4):
        assert face_up(cards_in(table, f"hand:{seat}")) == s.names(s.hand[seat])


def test_nz_dealt_hands_unseen_by_an_observer_are_face_down_and_the_result_is_shown():
    s = position(NZ / "three-players-observer.log", 14)
    root = standalone(same_every_time(s))
    assert any(s.hand[p].hidden for p in range(3))
    for seat in range(3):
        drawn = cards_in(root, f"hand:{seat}")
        assert len(face_down(drawn)) == len(s.hand[seat].hidden)
        assert face_up(drawn) == s.names(s.hand[seat])
    end = position(NZ / "three-players-observer.log")
    res = end.result()
    assert res is not None
    root = standalone(same_every_time(end))
    zone(root, "result")
    words = texts(root)
    for p, v in res.scores.items():
        assert f"{v} magic" in words
    assert any(res.winners[0] in t for t in words if "winner" in t or "shared" in t)


def test_nz_labels_and_names():
    s = position(NZ / "four-players-shared-win.log", 12)
    words = texts(parse(s.picture()))
    for ja in ("中央のダイス", "持っているダイス", "手札", "手元のカード", "カード上のダイス", "手番"):
        assert ja in words, ja
    assert any("own dice" in t for t in words)
    s.players = ["<b>&amp;", "Ben\x00", "Chi\"ka'", "Dai"]
    svg = s.picture("<b>&amp;")
    root = standalone(svg)
    seats = {g.get("data-seat") for g in root.iter(SVG + "g") if g.get("class") == "side-face"}
    assert seats == {"<b>&amp;", "Ben\ufffd", "Chi\"ka'"}
    assert "<b>" not in svg and "\x00" not in svg


# -- えいつく ------------------------------------------------------------------------------------------------------

ET_LOGS = SCEN / "eitsuku"


def et_areas(s) -> tuple[ET.Element, int, int]:
    """Check the piles and every player's areas against ``s``; the picture, and how many role and event cards
    lie known in the stocks."""
    root = standalone(same_every_time(s))
    piles = {g.get("data-zone"): int(g.get("data-count")) for g in root.iter(SVG + "g") if g.get("class") == "pile"}
    assert piles == {**{f"pile:{k}": s.role_pile[k] for k in K.KINDS}, "pile:event": s.event_pile,
                     "discard": sum(s.discarded.values()) + len(s.discard)}
    open_piles = face_up(cards_in(root, "piles"))
    assert open_piles == [size for size in ("small", "medium", "large") if s.pile[size]]
    roles_seen = events_seen = 0
    for p in s.seats:
        stock = cards_in(root, f"stock:{p.seat}")
        known = sorted(name_of(c) for c in p.stock.known)
        assert sorted(c for c in face_up(stock) if c not in K.BUDGET) == known
        roles_seen += sum(1 for c in p.stock.known if kind_of(c) != "event")
        events_seen += sum(1 for c in p.stock.known if kind_of(c) == "event")
        assert len(face_down(stock)) == len(p.stock.hidden) + sum(1 for z in ("small", "medium", "large") if p.down[z])
        assert [c for c in face_up(stock) if c in K.BUDGET] == [z for z in ("small", "medium", "large") if p.up[z]]
        roles = cards_in(root, f"roles:{p.seat}")
        assert face_up(roles) == [name_of(p.slots[slot].known[0]) for slot in K.SLOTS if p.slots[slot].known]
        assert len(face_down(roles)) == sum(1 for slot in K.SLOTS if p.slots[slot].hidden)
        events = cards_in(root, f"events:{p.seat}")
        assert face_up(events) == [e for e, _n in p.placed if e is not None]
        assert len(face_down(events)) == sum(1 for e, _n in p.placed if e is None)
    return root, roles_seen, events_seen


def test_et_piles_stock_roles_and_events_drawn_as_the_state_has_them():
    s = position(ET_LOGS / "eitsuku-three-events.log", 40)  # week 3, every card known
    root, roles_seen, events_seen = et_areas(s)
    assert roles_seen and events_seen
    declared = [(p, n) for p in s.seats for e, n in p.placed if n is not None]
    assert declared and f"declared {declared[0][1]}" in texts(root)


def test_et_cards_an_observer_did_not_see_are_face_down():
    s = position(ET_LOGS / "eitsuku-four-observer.log", 60)
    root, _roles, _events = et_areas(s)
    assert any(p.stock.hidden for p in s.seats)
    # a role card known only by its pile says which pile
    kinds = [k for p in s.seats for u in p.stock.hidden for k in K.KINDS if u.domain <= KIND_IDS[k]]
    assert kinds
    assert f"{K.KIND_JA[kinds[0]]}?" in texts(root)


def test_et_turned_over_budget_cards_are_face_down_and_the_result_is_shown():
    s = position(ET_LOGS / "eitsuku-three-twelve-weeks.log")
    res = s.result()
    assert res is not None
    root = standalone(same_every_time(s, s.players[1]))
    zone(root, "result")
    words = texts(root)
    for p, v in res.scores.items():
        assert f"{v} points" in words
    assert any(f"week {p.released}" in t for p in s.seats if p.released for t in words)
    # somewhere in the game a budget card lies turned over: it is drawn face down with its size said
    for _event, t, _found in replay(LogReader.open(ET_LOGS / "eitsuku-three-twelve-weeks.log")):
        turned = [p for p in t.seats if any(p.down.values())]
        if turned:
            p = turned[0]
            root = standalone(t.picture())
            titles = [g.find(SVG + "title").text for g in face_down(cards_in(root, f"stock:{p.seat}"))]
            for size in ("small", "medium", "large"):
                assert (K.BUDGET_JA[size] + ", turned over" in titles) == bool(p.down[size])
            break
    else:
        pytest.fail("no budget card is ever turned over in the log")


def test_et_labels_and_the_viewer_sits_at_the_bottom():
    s = position(ET_LOGS / "eitsuku-four-observer.log", 60)
    words = texts(parse(s.picture()))
    for ja in ("ストック場", "役割場", "イベント場", "山札", "主演", "助演", "脚本家", "音楽家", "演出家"):
        assert ja in words, ja
    for viewer in s.players:
        root = parse(s.picture(viewer))
        bottoms = {p.seat: zone(root, f"stock:{p.seat}")[1] for p in s.seats}
        assert max(bottoms, key=bottoms.get) == s.players.index(viewer)
    set_language("ja")
    words = texts(parse(s.picture()))
    assert "第3週" in words and not any("role area" in t for t in words)


# -- every bundled log of the three games ------------------------------------------------------------------------

LOGS = sorted(p for game in ("curtain_call", "nozoku", "eitsuku") for p in (SCEN / game).glob("*.log"))
# the quick profile (CI) draws each game's shortest log and its shortest with violations; the nightly one
# (scripts/nightly.sh) every log (referee/harness/properties.py)
QUICK_LOGS = sorted(set(P.shortest(LOGS)) | set(P.shortest_with_violations(LOGS)))


@pytest.mark.parametrize("log", P.cases(LOGS, QUICK_LOGS, ids=lambda p: f"{p.parent.name}/{p.stem}"))
def test_every_log_draws_standalone_pictures_from_every_seat(log: Path):
    """Along each recorded game (every 20th event and the end), from the table's view and each player's: a
    well-formed standalone document whose zones do not overlap, and a player's view never shows a card of
    another player's hand (their hand zones hold face-down cards only)."""
    drawn = 0
    for event, state, _found in replay(LogReader.open(log)):
        if event is not None and event.index % 20 and not state.is_over():
            continue
        for viewer in (None, *state.players):
            root = standalone(state.picture(viewer))
            drawn += 1
            hands = {g.get("data-zone") for g in root.iter(SVG + "g") if g.get("data-zone", "").startswith("hand:")}
            if viewer is None or not hands:  # (えいつく has no hands: every stock lies open)
                continue
            assert hands == {f"hand:{seat}" for seat in range(len(state.players))}
            for seat, name in enumerate(state.players):
                if name != viewer:
                    assert not face_up(cards_in(root, f"hand:{seat}")), (name, viewer)
    assert drawn > 3


def test_cc_a_set_of_too_many_cards_still_fits(tmp_path: Path):
    log = (CC / "observer.log").read_text(encoding="utf-8").replace("table set ??*13", "table set ??*20")
    path = tmp_path / "big-set.log"
    path.write_text(log, encoding="utf-8")
    s = position(path, 5)
    assert len(s.slots) == 20
    root = standalone(s.picture())
    assert len(face_down(cards_in(root, "set"))) == 20
