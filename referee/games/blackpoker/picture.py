"""An SVG picture of a BlackPoker table seen from above (drawn with referee/core/picture.py).

The first player of the header sits at the bottom, the other at the top, facing each other. At each
player's edge: the name (with the turn and the chance when they hold them), the life (ライフ: a face-down
pile and its count), the graveyard (墓地: a pile with its top card face up), the fog (フォグ) and the hand
(手札: face down in the opponent's view, only its count; the パック when the frame has one). Nearer the
middle each player's field (場): the characters (兵士: one card, or the stack of a 装備兵) and the bulwarks
(防壁: face down unless turned over; one the viewer may know is named under it, as the rich view does),
a driven one (ドライブ) turned a quarter. In the middle the stage (ステージ): the requests waiting, from
the first one at the bottom of the stage (left) to the top one, which resolves first (right), each with
its action, its keycards, who requested it and its target. The header says the turn, the chance and the
format; the winner once the game is over.

Player names come from logs written by anyone: they go through ``Sketch.text`` (and ``attr`` in
attributes), never into the SVG as they are.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import drawsvg as dw

from ...core import cards as C
from ...core.hidden import Zone
from ...core.picture import CARD_H, CARD_W, GAP, INK, MUTED, PAPER, Sketch, flow, per_row, row_count
from .messages import N_, _, _n
from .setup import OVER, PLAY, STEP_NAMES
from .zones import ACE, EQUIPPED, HERO, JOKER2, MAGICIAN, SOLDIER, Bulwark, Unit, face, spell

if TYPE_CHECKING:
    from .flow import Request
    from .rules import BlackPokerState

WIDTH = 900
M = 10
INNER = WIDTH - 2 * M
HEAD = 54
BAND = 108  # a player's edge: life, graveyard, fog, hand
FIELD = 130  # a player's field: characters and bulwarks
STAGE = 150
SEP = 8
FOG_W = 176
CHARS_W = 540  # a field's characters (its bulwarks beside them)
SLOT = 84.0  # one bulwark's place
CHAR_ROW = FIELD - 20  # a row of characters (or of bulwarks): the cards, and their kind and size under them
FOG_ROW = CARD_H + 16  # a row of the fog's cards, each with its change and target under it
CARD_ROW = CARD_H + GAP  # a row of cards side by side
REQUEST_H = STAGE - 30  # a request on the stage, with one row of keycards
DARK = "#1d4a31"  # a zone whose piles say their count in white
FIELD_FILL = "#efe6cf"
STAGE_FILL = "#e9e2f3"

#: a character's kind, as the picture says it (the catalogue's word first)
KIND_SAID = {SOLDIER: N_("一般兵 soldier"), HERO: N_("英雄 hero"), ACE: N_("エース ace"), MAGICIAN: N_("魔術士 magician"),
             EQUIPPED: N_("装備兵 equipped soldier")}


def draw(state: "BlackPokerState", viewer: str | None = None) -> str:
    """The table after the events so far, from the table's view (``viewer`` None: every hand and every
    bulwark the log names, as the rich view has it) or one player's (their opponent's hand face down, only
    its count; the opponent's face-down bulwarks unnamed). Each part is as tall as its rows of cards: no card
    lies over another."""
    s = state
    band = {seat: _band_h(s, seat) for seat in (0, 1)}
    field = {seat: _field_h(s, seat) for seat in (0, 1)}
    stage = _stage_layout(s)
    height = HEAD + sum(band[p] + field[p] + 2 * SEP for p in (0, 1)) + stage[0] + M
    title = _("BlackPoker · {a} vs {b}", a=s.players[0], b=s.players[1])
    if viewer is not None:
        title = _("{title} · {player}'s view", title=title, player=viewer)
    sk = Sketch(WIDTH, height, title, kind="blackpoker")
    _header(sk, s, viewer)
    y = HEAD
    _band(sk, s, 1, y, band[1], viewer)
    y += band[1] + SEP
    _field(sk, s, 1, y, field[1], viewer)
    y += field[1] + SEP
    _stage(sk, s, y, stage)
    y += stage[0] + SEP
    _field(sk, s, 0, y, field[0], viewer)
    y += field[0] + SEP
    _band(sk, s, 0, y, band[0], viewer)
    return sk.svg()


def _h(v: float) -> float:
    """A coordinate on a half pixel: a card's 1-pixel outline falls on whole pixels (crisp, not blurred)."""
    return math.floor(v) + 0.5


def _row(sk: Sketch, x: float, y: float, cards: list[int | None], width: float) -> None:
    """Cards side by side (unseen ones face down), in rows ``width`` wide (never over one another)."""
    per = per_row(width)
    for i, c in enumerate(cards):
        sk.card(_h(x + (i % per) * (CARD_W + GAP)), _h(y + (i // per) * CARD_ROW), c)


def _std(g: Any) -> int | None:
    """The card of the standard deck a physical card shows (the second Joker is a Joker); None unseen."""
    if not isinstance(g, int):
        return None
    c = face(g)
    return C.JOKER if c == JOKER2 else c


def _pretty(g: Any) -> str:
    """A physical card as people write it (``9♣``, ``JK``; ``??`` unseen)."""
    return C.pretty(_std(g)) if isinstance(g, int) else C.UNKNOWN


# -- the header ----------------------------------------------------------------------------------------------


def _header(sk: Sketch, s: "BlackPokerState", viewer: str | None) -> None:
    with sk.group("header", step=s.step, turn=s.turn_no):
        version = ".".join(map(str, s.version))
        sk.text(M, 22, _("BlackPoker · {format} · {frame} · version {version}", format=s.format, frame=s.frame,
                         version=version), 15, weight="bold", fit=560)
        view = _("{player}'s view", player=viewer) if viewer is not None else _("the table's view")
        sk.text(WIDTH - M, 22, view, 12, anchor="end", fit=220, class_="viewer")
        if s.step in (PLAY, OVER):
            line = _("turn {n}: {player}", n=s.turn_no, player=s.players[s.turn_seat])
            if s.step == PLAY:
                line += "    " + _("chance: {player}", player=s.players[s.chance])
        else:
            line = _("set-up ({step})", step=_(STEP_NAMES[s.step]))
        sk.text(M, 46, line, 13, weight="bold", fit=560, class_="phase")
        if s.loser is not None:
            sk.text(WIDTH - M, 46, _("winner: {player}", player=s.players[1 - s.loser]), 14, anchor="end",
                    weight="bold", fill="#ffe082", fit=300, class_="winner")


# -- a player's edge -----------------------------------------------------------------------------------------


def _hand_w(s: "BlackPokerState", seat: int) -> float:
    pack = len(s.sides[seat].pack) if s.frame == "pack" else 0
    return WIDTH - M - (M + 140 + SEP + 2 * (70 + SEP) + FOG_W + SEP) - (70 + SEP if pack else 0)


def _fog_entries(s: "BlackPokerState", seat: int) -> list[tuple[Any, Any, int]]:
    return [(k, t, d) for k, t, d in s.sides[seat].fog_cards if k is not None]


FOG_PER = per_row(FOG_W - 12, CARD_W + 2 * GAP)


def _band_h(s: "BlackPokerState", seat: int) -> float:
    """A player's edge: as tall as the rows of their hand, or of their fog."""
    hand = row_count(len(s.sides[seat].hand), per_row(_hand_w(s, seat) - 12))
    fog = row_count(len(_fog_entries(s, seat)), FOG_PER)
    return BAND + max((hand - 1) * CARD_ROW, (fog - 1) * FOG_ROW)


def _band(sk: Sketch, s: "BlackPokerState", seat: int, y: float, band: float, viewer: str | None) -> None:
    side = s.sides[seat]
    name = s.players[seat]
    h = band - 4
    with sk.group("player", seat=seat, player=name):
        x = M
        _plate(sk, s, seat, x, y, 140, h)
        x += 140 + SEP
        life = s.life_count(seat)
        with sk.group("zone-cards", zone="life", seat=seat, count="?" if life is None else life):
            sk.zone(x, y, 70, h, _("ライフ life"), name="life", fill=DARK, ink=PAPER)
            if life is None:
                sk.back(_h(x + 11), _h(y + 22), label=_("life: a pile of unknown size"))
                sk.text(x + 35, y + 22 + CARD_H + 12, "?", 10, anchor="middle", class_="mark")
            else:
                sk.pile(_h(x + 11), _h(y + 22), life, name="life")
        x += 70 + SEP
        grave = len(side.grave)
        top = side.top if grave and side.top != "-" else None
        with sk.group("zone-cards", zone="graveyard", seat=seat, count=grave, top=spell(top) if isinstance(top, int) else "-"):
            sk.zone(x, y, 70, h, _("墓地 graveyard"), name="graveyard", fill=DARK, ink=PAPER)
            sk.pile(_h(x + 11), _h(y + 22), grave, top=_std(top), face_up=True, name="graveyard")
        x += 70 + SEP
        _fog(sk, s, seat, x, y, FOG_W, h)
        x += FOG_W + SEP
        pack = len(side.pack) if s.frame == "pack" else 0
        hand_w = _hand_w(s, seat)
        _hand(sk, s, seat, x, y, hand_w, h, viewer)
        if pack:
            x += hand_w + SEP
            with sk.group("zone-cards", zone="pack", seat=seat, count=pack):
                sk.zone(x, y, 70, h, _("パック pack"), name="pack", fill=DARK, ink=PAPER)
                sk.pile(_h(x + 11), _h(y + 22), pack, name="pack")


def _plate(sk: Sketch, s: "BlackPokerState", seat: int, x: float, y: float, w: float, h: float) -> None:
    turn = s.step in (PLAY, OVER) and s.turn_seat == seat
    chance = s.step == PLAY and s.chance == seat
    lost = s.loser == seat
    sk.zone(x, y, w, h, "", name="player", fill="#fffdf5" if turn else "#f4f1e8")
    sk.text(x + 8, y + 22, s.players[seat], 15, fill=INK, weight="bold", fit=w - 16, class_="player-name")
    row = y + 44
    if turn:
        sk.text(x + 8, row, _("ターン turn"), 12, fill="#b71c1c", weight="bold", fit=w - 16, class_="turn")
        row += 18
    if chance:
        sk.text(x + 8, row, _("チャンス chance"), 12, fill="#1565c0", weight="bold", fit=w - 16, class_="chance")
        row += 18
    if s.loser is not None:
        said = _("lost") if lost else _("won")
        sk.text(x + 8, y + h - 10, said, 13, fill="#b71c1c" if lost else "#2e7d32", weight="bold", fit=w - 16,
                class_="result")


def _fog(sk: Sketch, s: "BlackPokerState", seat: int, x: float, y: float, w: float, h: float) -> None:
    entries = _fog_entries(s, seat)
    with sk.group("zone-cards", zone="fog", seat=seat, count=len(entries)):
        sk.zone(x, y, w, h, _("フォグ fog"), name="fog", note=str(len(entries)) if entries else "")
        step = CARD_W + 2 * GAP
        for i, (k, t, d) in enumerate(entries):
            cx, cy = x + 6 + (i % FOG_PER) * step, y + 22 + (i // FOG_PER) * FOG_ROW
            with sk.group("fog-card", card=spell(k) if isinstance(k, int) else "??", change=d):
                sk.card(_h(cx), _h(cy), _std(k))
                aim = _target(s, t) if isinstance(t, Unit) else ""
                said = (f"{d:+d}" if d else "") + (f" {aim}" if aim else "")
                if said:
                    sk.text(cx + CARD_W / 2, cy + CARD_H + 12, said, 10, fill=INK, anchor="middle", fit=step,
                            class_="fog-change")


def _hand(sk: Sketch, s: "BlackPokerState", seat: int, x: float, y: float, w: float, h: float,
          viewer: str | None) -> None:
    zone: Zone = s.sides[seat].hand
    shown = viewer is None or viewer == s.players[seat]
    count = len(zone)
    with sk.group("zone-cards", zone="hand", seat=seat, count=count, hidden="no" if shown else "yes"):
        sk.zone(x, y, w, h, _("手札 hand"), name="hand", note=_("{n} cards", n=count))
        cards = [_std(g) for g in zone.known] + [None] * len(zone.hidden) if shown else [None] * count
        _row(sk, x + 6, y + 22, cards, w - 12)


# -- a player's field ----------------------------------------------------------------------------------------


BULWARKS_W = WIDTH - M - (M + CHARS_W + SEP) - 12  # the room for a field's bulwarks
BULWARKS_PER = per_row(BULWARKS_W, SLOT, SLOT)


def _field_h(s: "BlackPokerState", seat: int) -> float:
    """A player's field: as tall as its rows of characters, or of bulwarks."""
    side = s.sides[seat]
    rows = max(1 + max((row for _x, row in _character_places(side.units, CHARS_W - 12)), default=0),
               row_count(len(side.bulwarks), BULWARKS_PER))
    return FIELD + (rows - 1) * CHAR_ROW


def _field(sk: Sketch, s: "BlackPokerState", seat: int, y: float, h: float, viewer: str | None) -> None:
    side = s.sides[seat]
    name = s.players[seat]
    with sk.group("field", seat=seat, player=name):
        with sk.group("zone-cards", zone="characters", seat=seat, count=len(side.units)):
            sk.zone(M, y, CHARS_W, h, _("{player}'s field: characters", player=name), name="characters",
                    fill=FIELD_FILL)
            _characters(sk, s, side.units, M + 6, y + 20, CHARS_W - 12)
        bx = M + CHARS_W + SEP
        with sk.group("zone-cards", zone="bulwarks", seat=seat, count=len(side.bulwarks)):
            sk.zone(bx, y, WIDTH - M - bx, h, _("防壁 bulwarks"), name="bulwarks", fill=FIELD_FILL)
            _bulwarks(sk, s, seat, side.bulwarks, bx + 6, y + 20, BULWARKS_W, viewer)


def _card_step(u: Unit) -> float:
    """How far apart a character's cards lie, side by side (a driven card, turned a quarter, is wider)."""
    return (CARD_H if u.driven else CARD_W) + GAP


def _unit_width(u: Unit) -> float:
    return max(84.0, _card_step(u) * len(u.cards) - GAP + 16)


def _character_places(units: list[Unit], width: float) -> list[tuple[float, int]]:
    """Where each character's slot starts (from the field's left) and its row: side by side in rows ``width`` wide."""
    return flow((_unit_width(u) for u in units), width)


def _characters(sk: Sketch, s: "BlackPokerState", units: list[Unit], x: float, y: float, width: float) -> None:
    for u, (ux, row) in zip(units, _character_places(units, width)):
        _character(sk, s, u, x + ux, y + row * CHAR_ROW, min(_unit_width(u), width))


def _character(sk: Sketch, s: "BlackPokerState", u: Unit, x: float, y: float, room: float) -> None:
    """One character in a slot ``room`` wide: its cards side by side (a 装備兵's stack: the soldier first, then
    each card equipped on it), turned a quarter when driven; under it its kind and its size."""
    size = s.size_of(u)
    kind = _(KIND_SAID.get(u.kind, u.kind))
    codes = "+".join(spell(c) for c in u.cards)
    state = _("ドライブ driven") if u.driven else _("チャージ charged")
    what = _n("{kind} {cards}: {n} card, size {size}, {state}", "{kind} {cards}: {n} cards, size {size}, {state}",
              len(u.cards), kind=kind, cards=codes, size="?" if size is None else size, state=state)
    with sk.group("character" + (" driven" if u.driven else ""), title=what, cards=codes, kind=u.kind,
                  count=len(u.cards), size="?" if size is None else size, driven="yes" if u.driven else "no"):
        mid = x + room / 2
        step = _card_step(u)
        first = mid - step * (len(u.cards) - 1) / 2 - CARD_W / 2
        for i, c in enumerate(u.cards):
            sk.card(_h(first + step * i), _h(y + 8), _std(c), tilt=u.driven)
        sk.text(mid, y + FIELD - 36, kind, 11, fill=INK, anchor="middle", weight="bold", fit=room - 4,
                class_="character-kind")
        said = _("size {n}", n="?" if size is None else size)
        sk.text(mid, y + FIELD - 24, said, 11, fill=INK if not u.driven else MUTED, anchor="middle", fit=room - 4,
                class_="character-size")


def _bulwarks(sk: Sketch, s: "BlackPokerState", seat: int, walls: list[Bulwark], x: float, y: float, width: float,
              viewer: str | None) -> None:
    """The bulwarks in their order (B1, B2 …): face down unless turned over, driven ones turned a quarter; one
    the viewer may know (their own, or every one in the table's view) is named under it."""
    room = SLOT - 4
    owner = s.players[seat]
    for i, b in enumerate(walls):
        card = b.card()
        known = card is not None and (b.face_up or viewer is None or viewer == owner)
        code = spell(card) if known else "??"
        mid = x + (i % BULWARKS_PER) * SLOT + SLOT / 2
        y_row = y + (i // BULWARKS_PER) * CHAR_ROW
        cls = "bulwark " + ("face-up" if b.face_up else "face-down") + (" driven" if b.driven else "")
        label = _("B{n}", n=i + 1)
        with sk.group(cls, index=f"B{i + 1}", card=code, driven="yes" if b.driven else "no",
                      face="up" if b.face_up else "down"):
            if b.face_up:
                sk.card(_h(mid - CARD_W / 2), _h(y_row + 8), _std(card), tilt=b.driven)
            else:
                sk.back(_h(mid - CARD_W / 2), _h(y_row + 8), tilt=b.driven, label=_("a bulwark face down"))
            under = label + (f" ({_pretty(card)})" if known and not b.face_up else "")
            sk.text(mid, y_row + FIELD - 36, under, 11, fill=INK, anchor="middle", weight="bold", fit=room,
                    class_="bulwark-label")
            state = _("ドライブ driven") if b.driven else _("チャージ charged")
            sk.text(mid, y_row + FIELD - 24, state, 10, fill=MUTED, anchor="middle", fit=room, class_="bulwark-state")


# -- the stage -----------------------------------------------------------------------------------------------


StagePlaces = tuple[float, list[tuple[float, float, float, float]]]


def _stage_layout(s: "BlackPokerState") -> StagePlaces:
    """How tall the stage is, and where each request lies on it: (x, y from the stage's top, width, height), from the
    first one in rows left to right (a request as wide as its keycards side by side, or the stage)."""
    room = INNER - 16
    places: list[tuple[float, float, float, float]] = []
    x, y, row_h = 0.0, 22.0, 0.0
    for r in s.stage:
        w = min(max(130.0, len(r.keys) * (CARD_W + GAP) - GAP + 16), room)
        h = REQUEST_H + (row_count(len(r.keys), per_row(w - 12)) - 1) * CARD_ROW
        if x > 0 and x + w > room:
            x, y, row_h = 0.0, y + row_h + SEP, 0.0
        places.append((x, y, w, h))
        x += w + SEP
        row_h = max(row_h, h)
    return (y + (row_h or REQUEST_H) + 8, places)


def _stage(sk: Sketch, s: "BlackPokerState", y: float, layout: StagePlaces) -> None:
    reqs = list(s.stage)
    height, places = layout
    with sk.group("stage", count=len(reqs)):
        sk.zone(M, y, INNER, height, _("ステージ stage"), name="stage", fill=STAGE_FILL,
                note=_("bottom → top (the top one resolves first)") if reqs else _("empty"))
        for i, (r, (rx, ry, w, h)) in enumerate(zip(reqs, places)):
            _request(sk, s, r, i, len(reqs), M + 8 + rx, y + ry, w, h)


def _request(sk: Sketch, s: "BlackPokerState", r: "Request", i: int, n: int, x: float, y: float, w: float,
             h: float) -> None:
    top = i == n - 1
    keys = "+".join(spell(k) if isinstance(k, int) else "??" for k in r.keys)
    by = s.players[r.seat]
    target = _target(s, r.target)
    what = _("{n}. {action} ({keys}) by {player}", n=i + 1, action=r.action.name, keys=keys or "-", player=by)
    with sk.group("request" + (" top" if top else ""), title=what, order=i + 1, action=r.action.name,
                  verb=r.action.verb, keys=keys, seat=r.seat, player=by):
        sk.d.append(dw.Rectangle(x, y, w, h, rx=5, fill="#ffffff" if top else "#f7f4fb",
                                 stroke="#6a1b9a" if top else "#00000044", stroke_width=2 if top else 1))
        head = f"{i + 1}. {r.action.name}"
        sk.text(x + 6, y + 14, head, 12, fill=INK, weight="bold", fit=w - (52 if top else 12), class_="request-action")
        cards = [_std(k) for k in r.keys]
        if cards:
            _row(sk, x + 6, y + 20, cards, w - 12)
        line = _("by {player}", player=by)
        sk.text(x + 6, y + h - 18, line, 10, fill=INK, fit=w - 12, class_="request-by")
        if target:
            sk.text(x + 6, y + h - 6, _("→ {target}", target=target), 10, fill=INK, fit=w - 12, class_="request-target")
        if top:
            sk.text(x + w - 6, y + 14, _("top"), 10, fill="#6a1b9a", anchor="end", weight="bold", fit=40,
                    class_="request-top")


def _target(s: "BlackPokerState", t: Any) -> str:
    """What a request aims at, in words: a character, a bulwark, a player, another request."""
    if t is None:
        return ""
    if isinstance(t, bool):
        return ""
    if isinstance(t, int):
        return s.players[t] if 0 <= t < len(s.players) else ""
    if isinstance(t, Unit):
        return _("{cards} ({player})", cards="+".join(_pretty(c) for c in t.cards), player=s.players[t.seat])
    if isinstance(t, Bulwark):
        for seat, side in enumerate(s.sides):
            for i, b in enumerate(side.bulwarks):
                if b is t:
                    return _("B{n} ({player})", n=i + 1, player=s.players[seat])
        return _("a bulwark")
    action = getattr(t, "action", None)
    if action is not None:  # a request: by its place on the stage when it is still there
        for i, r in enumerate(s.stage):
            if r is t:
                return f"{i + 1}. {action.name}"
        return str(action.name)
    return ""
