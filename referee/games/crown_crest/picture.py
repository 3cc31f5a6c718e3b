"""An SVG picture of a Crown Crest table seen from above (drawn with referee/core/picture.py).

The first player of the header sits at the bottom, the other at the top, facing each other. Between them
the battlefield (戦場): each player's two rear areas (後方エリア) nearest to them, and the two shared front
areas (前線エリア) in the middle, each front split into the two players' halves. Each unit is drawn as its
stack of cards (a reinforced unit shows the cards of its stack side by side, the top one first, and its count:
no card of the picture lies over another), in its position as the rulebook has it: アクティブ upright, レスト
turned a quarter, ダウン turned upside down (and said under it); under it its power, on it the tokens assigned to
it this battle.

At each player's edge: the name with the VP and the tokens (戦力トークン) in hand, the crest zone (the
crest card with its level, the charged cards under it), the hand (face down in the opponent's view, as
the rich view: only its count), and nearer the battlefield the deck, the link zone, the count zone
(カウント3, 2, 1) and the cards removed from the game (廃棄). The header says the turn on the turn
marker (1–4 day, 5–8 night), the phase and who goes first; the winner once the game is over.

Names come from logs and card-set files written by anyone: they go through ``Sketch.text`` and
``Sketch.named`` (and ``attr`` in attributes), never into the SVG as they are.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import drawsvg as dw

from ...core.hidden import Zone
from ...core.picture import CARD_H, CARD_W, GAP, INK, MUTED, PAPER, Sketch, flow, per_row, row_count
from .messages import _, _n
from .rules import ACTIVE, DOWN, FRONTS, OVER, POS_SAID, REST, STEP_NAMES, TURNS

if TYPE_CHECKING:
    from .cardset import Card
    from .rules import CrownCrestState, Unit

WIDTH = 900
M = 10  # margin
INNER = WIDTH - 2 * M
HEAD = 54
ROW = 104  # one row of a player's zones, with one row of cards in them (each row of cards more: CARD_H + GAP)
SLOT_W, SLOT_H = 90, 112  # one unit of one card on the battlefield (a stack is wider: _slot_w)
AREA_H = 18 + SLOT_H + 4  # an area with one row of units (each row more: SLOT_H)
HALF_H = SLOT_H + 20  # a player's half of a front: its units and a line saying its total
SEP = 8
MAX_PEEK = 4  # at most this many cards under a stack are drawn (the count says the rest)

KIND_COLOUR = {"unit": "#fff8e6", "command": "#e6f0fb", "crest": "#fff0b3"}
FRONT_FILL = "#efe6cf"
REAR_FILL = "#f4f1e8"
DARK = "#1d4a31"  # a zone whose piles say their count in white
DAY, NIGHT = "#ffe082", "#283593"


@dataclass
class Layout:
    """How tall the rows of the picture are: each as tall as the most rows of cards (or of units) a zone of it
    holds, so that no card lies over another."""

    edge: dict[int, float]  # by seat: the row of the name, the crest and the hand
    near: dict[int, float]  # the row of the deck, the link zone, the count zones and the removed cards
    rear: dict[int, float]  # the rear areas
    half: dict[int, float]  # each player's half of the fronts

    @property
    def front(self) -> float:
        return 18 + self.half[1] + self.half[0] + 4


def _layout(s: "CrownCrestState") -> Layout:
    edge, near, rear, half = {}, {}, {}, {}
    for p in (0, 1):
        edge[p] = _row_h(_card_rows(len(s.hand[p]), HAND_W - 16))
        zones = [(s.link[p], LINK_W - 12)] + [(s.count[p][n], COUNT_W - 12) for n in (3, 2, 1)] + [(s.removed[p], COUNT_W - 12)]
        near[p] = _row_h(max(_card_rows(len(z), w) for z, w in zones))
        rear[p] = AREA_H + SLOT_H * (max(_unit_rows(s, p, a) for a in ("R1", "R2")) - 1)
        half[p] = HALF_H + SLOT_H * (max(_unit_rows(s, p, f) for f in FRONTS) - 1)
    return Layout(edge, near, rear, half)


def draw(state: "CrownCrestState", viewer: str | None = None) -> str:
    """The table after the events so far, from the table's view (``viewer`` None: every hand shown, as the
    rich view has it) or one player's (their opponent's hand face down, only its count)."""
    s = state
    lay = _layout(s)
    height = HEAD + sum(lay.edge[p] + lay.near[p] + 6 + lay.rear[p] for p in (0, 1)) + lay.front + 4 * SEP + M
    title = _("Crown Crest · {a} vs {b} · turn {n}", a=s.players[0], b=s.players[1], n=s.turn_no)
    if viewer is not None:
        title = _("{title} · {player}'s view", title=title, player=viewer)
    sk = Sketch(WIDTH, height, title, kind="crown-crest")
    _header(sk, s, viewer)
    y = HEAD
    _band(sk, s, 1, y, lay, top=True, viewer=viewer)
    y += lay.edge[1] + lay.near[1] + 6 + SEP
    _rears(sk, s, 1, y, lay.rear[1])
    y += lay.rear[1] + SEP
    _fronts(sk, s, y, lay)
    y += lay.front + SEP
    _rears(sk, s, 0, y, lay.rear[0])
    y += lay.rear[0] + SEP
    _band(sk, s, 0, y, lay, top=False, viewer=viewer)
    return sk.svg()


# -- the header ----------------------------------------------------------------------------------------------


def _header(sk: Sketch, s: "CrownCrestState", viewer: str | None) -> None:
    with sk.group("header", turn=s.turn_no, time="night" if s.night() else "day", step=STEP_NAMES[s.step]):
        sk.text(M, 22, _("Crown Crest · {title}", title=s.cs.title), 15, weight="bold", fit=430)
        view = _("{player}'s view", player=viewer) if viewer is not None else _("the table's view")
        sk.text(WIDTH - M, 22, view, 12, anchor="end", fit=200, class_="viewer")
        # the turn marker: turns 1–4 by day, 5–8 by night, the current one raised
        for t in range(1, TURNS + 1):
            x = M + (t - 1) * 22
            night = t >= 5
            now = t == s.turn_no
            with sk.group("turn-marker" + (" current" if now else ""), turn=t):
                sk.d.append(_rect(x, 30, 20, 18, DAY if not night else NIGHT, stroke=PAPER if now else "#00000055",
                                  width=2.5 if now else 1))
                sk.text(x + 10, 43, str(t), 11, fill=INK if not night else PAPER, anchor="middle",
                        weight="bold" if now else "normal")
        time = _("night") if s.night() else _("day")
        line = _("turn {n} ({time})", n=s.turn_no, time=time) + "  " + s.phase()
        sk.text(M + TURNS * 22 + 8, 44, line, 13, weight="bold", fit=430, class_="phase")
        right = ""
        if s.step == OVER:
            res = s.result()
            if res is not None:
                right = _("a draw") if len(res.winners) > 1 else _("winner: {player}", player=res.winners[0])
        elif s.first >= 0:
            right = _("first: {player}", player=s.players[s.first])
        if right:
            sk.text(WIDTH - M, 44, right, 13, anchor="end", weight="bold", fit=250,
                    fill="#ffe082" if s.step == OVER else PAPER, class_="winner" if s.step == OVER else "first")


# -- a player's zones ----------------------------------------------------------------------------------------


PLATE_W, CREST_W, DECK_W = 150, 160, 64
HAND_W = WIDTH - M - (M + PLATE_W + SEP + CREST_W + SEP)
_REST = WIDTH - M - (M + DECK_W + SEP) - 4 * SEP  # the link zone, the three count zones and the removed cards
COUNT_W = _REST // 5
LINK_W = _REST - 4 * COUNT_W


def _band(sk: Sketch, s: "CrownCrestState", p: int, y: float, lay: Layout, *, top: bool, viewer: str | None) -> None:
    """A player's zones: the edge row (name, crest, hand) farthest from the battlefield, the other row nearer."""
    edge_h, near_h = lay.edge[p] - 4, lay.near[p] - 4
    edge_y, near_y = (y, y + lay.edge[p] + 6) if top else (y + lay.near[p] + 6, y)
    name = s.players[p]
    with sk.group("player", seat=p, player=name):
        _plate(sk, s, p, M, edge_y, PLATE_W, edge_h)
        _crest(sk, s, p, M + PLATE_W + SEP, edge_y, CREST_W, edge_h)
        hx = M + PLATE_W + SEP + CREST_W + SEP
        _hand(sk, s, p, hx, edge_y, HAND_W, edge_h, viewer)
        x = M
        with sk.group("zone-cards", zone="deck", seat=p, count=len(s.deck[p])):
            sk.zone(x, near_y, DECK_W, near_h, _("deck"), name="deck", fill=DARK, ink=PAPER)
            sk.pile(_h(x + (DECK_W - CARD_W) / 2 - 2), _h(near_y + 22), len(s.deck[p]), name="deck")
        x += DECK_W + SEP
        _cards_zone(sk, s, p, x, near_y, LINK_W, near_h, s.link[p], _("link"), "link")
        x += LINK_W + SEP
        for n in (3, 2, 1):
            _cards_zone(sk, s, p, x, near_y, COUNT_W, near_h, s.count[p][n], _("count {n}", n=n), f"count{n}")
            x += COUNT_W + SEP
        _cards_zone(sk, s, p, x, near_y, COUNT_W, near_h, s.removed[p], _("removed"), "removed")


def _plate(sk: Sketch, s: "CrownCrestState", p: int, x: float, y: float, w: float, h: float) -> None:
    first = s.first == p and s.step != OVER
    sk.zone(x, y, w, h, "", name="player", fill="#fffdf5" if first else "#f4f1e8")
    sk.text(x + 8, y + 22, s.players[p], 15, fill=INK, weight="bold", fit=w - 16, class_="player-name")
    if first:
        sk.text(x + w - 8, y + 40, _("first player"), 11, fill="#b71c1c", anchor="end", weight="bold", fit=w / 2,
                class_="first")
    sk.token(x + 20, y + 56, s.vp[p], label=_("VP"), fill="#ffd54f")
    sk.text(x + 36, y + 60, _("VP"), 11, fill=INK, fit=w - 44)
    sk.token(x + 20, y + 82, s.tokens[p], label=_("tokens"), fill="#ef9a9a")
    sk.text(x + 36, y + 86, _("tokens"), 11, fill=INK, fit=w - 44)


def _crest(sk: Sketch, s: "CrownCrestState", p: int, x: float, y: float, w: float, h: float) -> None:
    crest = s.crest[p]
    level = s.level(p)
    with sk.group("zone-cards", zone="crest", seat=p, level=level, charged=len(s.crestzone[p])):
        sk.zone(x, y, w, h, _("crest zone"), name="crest", fill=DARK, ink=PAPER)
        if crest is not None:
            sk.named(_h(x + 8), _h(y + 22), crest.name, sub=f"Lv{level}", code=crest.id, colour=KIND_COLOUR["crest"])
        else:
            sk.d.append(_rect(x + 8, y + 22, CARD_W, CARD_H, "none", stroke="#00000055", dash=True))
        sk.pile(_h(x + 8 + CARD_W + 2 * GAP), _h(y + 22), len(s.crestzone[p]), label=_("charged"), name="charged")
        if crest is not None:
            tx = x + 8 + 2 * CARD_W + 4 * GAP
            sk.text(tx, y + 44, _("Lv {level}", level=level), 18, weight="bold", fit=w - (tx - x) - 6, class_="level")
            sk.text(tx, y + 62, _("max {n}", n=s.max_level(p)), 11, fit=w - (tx - x) - 6, class_="level-max")


def _hand(sk: Sketch, s: "CrownCrestState", p: int, x: float, y: float, w: float, h: float, viewer: str | None) -> None:
    zone = s.hand[p]
    shown = viewer is None or viewer == s.players[p]
    count = len(zone)
    with sk.group("zone-cards", zone="hand", seat=p, count=count, hidden="no" if shown else "yes"):
        sk.zone(x, y, w, h, _("hand"), name="hand", note=_n("{n} cards", "{n} cards", count))
        if shown:
            _named_row(sk, s, x + 8, y + 22, _zone_cards(s, zone), w - 16)
        else:
            _named_row(sk, s, x + 8, y + 22, [None] * count, w - 16)


def _cards_zone(sk: Sketch, s: "CrownCrestState", p: int, x: float, y: float, w: float, h: float, zone: Zone, label: str,
                name: str) -> None:
    with sk.group("zone-cards", zone=name, seat=p, count=len(zone)):
        sk.zone(x, y, w, h, label, name=name, note=str(len(zone)) if len(zone) else "")
        _named_row(sk, s, x + 6, y + 22, _zone_cards(s, zone), w - 12)


def _h(v: float) -> float:
    """A coordinate on a half pixel: a card's 1-pixel outline falls on whole pixels (crisp, not blurred)."""
    return math.floor(v) + 0.5


def _zone_cards(s: "CrownCrestState", zone: Zone) -> list["Card | None"]:
    """The cards of a zone as the log knows them: named ones first (in their order), then the unseen ones."""
    return [s.card_of(c) for c in zone.known] + [None] * len(zone.hidden)


def _card_rows(n: int, width: float) -> int:
    return row_count(n, per_row(width))


def _row_h(rows: int) -> float:
    """How tall a row of a player's zones is (with its gap) when a zone of it holds ``rows`` rows of cards."""
    return ROW + (rows - 1) * (CARD_H + GAP)


def _named_row(sk: Sketch, s: "CrownCrestState", x: float, y: float, cards: list["Card | None"], width: float) -> None:
    """Cards of the set side by side, in rows ``width`` wide (never over one another; unseen ones face down)."""
    per = per_row(width)
    for i, c in enumerate(cards):
        cx, cy = _h(x + (i % per) * (CARD_W + GAP)), _h(y + (i // per) * (CARD_H + GAP))
        if c is None:
            sk.back(cx, cy, label=_("a card nobody saw"))
        else:
            sk.named(cx, cy, c.name, sub=_sub(c), code=c.id, colour=KIND_COLOUR.get(c.kind, PAPER))


def _sub(c: "Card") -> str:
    """What a card shows under its name: a unit's power, a command's cost."""
    if c.kind == "unit":
        return _("power {n}", n=c.power)
    if c.kind == "command":
        return _("cost {n}", n=c.cost)
    return ""


# -- the battlefield -----------------------------------------------------------------------------------------


def _area_x(area: str) -> float:
    """Area 1 (R1, F1) on the left, area 2 on the right: a rear area is behind the front of its number."""
    return M if area.endswith("1") else M + (INNER + SEP) / 2


AREA_W = (INNER - SEP) / 2


def _units_of(s: "CrownCrestState", p: int, area: str) -> list["Unit"]:
    return [u for u in s.units if u.owner == p and u.area == area]


def _stack_step(u: "Unit") -> float:
    """How far apart the cards of a unit's stack lie, side by side (a rested card, turned a quarter, is wider)."""
    return (CARD_H if u.pos == REST else CARD_W) + GAP


def _slot_w(u: "Unit") -> float:
    """How wide a unit's place is: its stack's cards side by side (the top one first), the count beside them."""
    drawn = min(len(u.cards), MAX_PEEK + 1)
    return SLOT_W + (drawn - 1) * _stack_step(u)


def _places(units: list["Unit"], width: float) -> list[tuple[float, int]]:
    """Where each unit's place starts (from the area's left) and its row, the units side by side in rows ``width``
    wide."""
    return flow((_slot_w(u) for u in units), width)


def _unit_rows(s: "CrownCrestState", p: int, area: str) -> int:
    places = _places(_units_of(s, p, area), AREA_W - 12)
    return 1 + max((row for _x, row in places), default=0)


def _rears(sk: Sketch, s: "CrownCrestState", p: int, y: float, h: float) -> None:
    for area in ("R1", "R2"):
        x = _area_x(area)
        units = _units_of(s, p, area)
        with sk.group("area", area=area, seat=p, player=s.players[p], units=len(units)):
            label = _("{player}'s rear area {n} ({area})", player=s.players[p], n=area[1], area=area)
            sk.zone(x, y, AREA_W, h, label, name=f"{area}:{p}", fill=REAR_FILL)
            _units_in(sk, s, units, x + 6, y + 18, AREA_W - 12)


def _fronts(sk: Sketch, s: "CrownCrestState", y: float, lay: Layout) -> None:
    for front in FRONTS:
        x = _area_x(front)
        fought = front in s.fought
        with sk.group("area front", area=front, fought="yes" if fought else "no"):
            sk.zone(x, y, AREA_W, lay.front, _("front area {n} ({area})", n=front[1], area=front), name=front,
                    fill=FRONT_FILL, note=_("fought") if fought else "")
            mid = y + 18 + lay.half[1]
            sk.d.append(_line(x + 8, mid, x + AREA_W - 8, mid))
            for p, hy in ((1, y + 18), (0, mid + 4)):
                units = _units_of(s, p, front)
                with sk.group("front-side", area=front, seat=p, player=s.players[p], units=len(units),
                              power=s.power(p, front)):
                    side = _("{player}: power {n}", player=s.players[p], n=s.power(p, front))
                    sk.text(x + AREA_W - 8, hy + (12 if p == 1 else lay.half[0] - 6), side, 12, fill=INK, anchor="end",
                            weight="bold", fit=AREA_W / 2, class_="front-power")
                    _units_in(sk, s, units, x + 6, hy + (14 if p == 1 else 0), AREA_W - 12)


def _units_in(sk: Sketch, s: "CrownCrestState", units: list["Unit"], x: float, y: float, width: float) -> None:
    for u, (ux, row) in zip(units, _places(units, width)):
        _unit(sk, s, u, x + ux, y + row * SLOT_H, min(_slot_w(u), width))


def _unit(sk: Sketch, s: "CrownCrestState", u: "Unit", x: float, y: float, room: float) -> None:
    """One unit: its stack (the top card first, the cards under it beside it), turned as its position says."""
    card = s.cs.get(u.name)
    name = card.name if card is not None else u.name
    count = len(u.cards)
    power = s.power_of(u)
    pos_word = _(POS_SAID.get(u.pos, u.pos))
    drawn = min(count, MAX_PEEK + 1)
    step = _stack_step(u)
    cx, cy = _h(x + 36), _h(y + 40)  # the top card's centre (its edges on half pixels: crisp lines)
    tx, ty = cx - CARD_W / 2, cy - CARD_H / 2
    middle = cx + (drawn - 1) * step / 2  # the stack's centre: a downed unit is turned about it
    what = _n("{name}: {n} card, {position}, power {power}", "{name}: {n} cards, {position}, power {power}", count,
              name=name, position=pos_word, power=power)
    with sk.group("unit " + u.pos, title=what, unit=card.id if card is not None else u.name, name=name, count=count,
                  pos=u.pos, power=power, tokens=u.tokens, player=s.players[u.owner], area=u.area):
        turn = 180 if u.pos == DOWN else 0
        with sk.group("stack", count=count, rotate=turn, about=(middle, cy)):
            for k in range(drawn):
                c = u.cards[k] if k < count else -1
                this = card if k == 0 else (s.card_of(c) if c >= 0 else card)
                sk.named(tx + k * step, ty, this.name if this else name, code=this.id if this else name,
                         colour=KIND_COLOUR["unit"], tilt=u.pos == REST)
        if count > 1:
            bx, by = cx + (drawn - 1) * step + 26, cy - 30
            with sk.group("stack-count", count=count):
                sk.d.append(_circle(bx, by, 11, "#37474f"))
                sk.text(bx, by + 4, f"×{count}", 11, anchor="middle", weight="bold", fit=20, class_="count")
        if u.tokens:
            sk.token(x + 8, y + 12, u.tokens, label=_("tokens assigned"))
        ink = "#b71c1c" if u.pos == DOWN else INK if u.pos == ACTIVE else MUTED
        mid = middle if drawn > 1 else x + room / 2 - 2 if room < SLOT_W else cx
        sk.text(mid, y + SLOT_H - 15, pos_word, 11, fill=ink, anchor="middle", weight="bold", fit=room - 4,
                class_="unit-position")
        sk.text(mid, y + SLOT_H - 2, _("power {n}", n=power), 11, fill=INK, anchor="middle", fit=room - 4,
                class_="unit-power")


# -- plain shapes ---------------------------------------------------------------------------------------------


def _rect(x: float, y: float, w: float, h: float, fill: str, *, stroke: str = "none", width: float = 1,
          dash: bool = False) -> dw.Rectangle:
    extra = {"stroke_dasharray": "4 3"} if dash else {}
    return dw.Rectangle(x, y, w, h, rx=3, fill=fill, stroke=stroke, stroke_width=width, **extra)


def _circle(x: float, y: float, r: float, fill: str) -> dw.Circle:
    return dw.Circle(x, y, r, fill=fill, stroke="#ffffffaa")


def _line(x1: float, y1: float, x2: float, y2: float) -> dw.Line:
    return dw.Line(x1, y1, x2, y2, stroke="#00000055", stroke_dasharray="6 4")
