"""An SVG picture of a Crown Crest table seen from above (drawn with referee/core/picture.py).

The first player of the header sits at the bottom, the other at the top, facing each other. Between them
the battlefield (戦場): each player's two rear areas (後方エリア) nearest to them, and the two shared front
areas (前線エリア) in the middle, each front split into the two players' halves. Each unit is drawn as its
stack of cards (a reinforced unit shows every card of the stack and its count), in its position as the
rulebook has it: アクティブ upright, レスト turned a quarter, ダウン turned upside down (and said under
it); under it its power, on it the tokens assigned to it this battle.

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
from typing import TYPE_CHECKING

import drawsvg as dw

from ...core.hidden import Zone
from ...core.picture import CARD_H, CARD_W, GAP, INK, MUTED, PAPER, Sketch
from .messages import _, _n
from .rules import ACTIVE, DOWN, FRONTS, OVER, POS_SAID, REST, STEP_NAMES, TURNS

if TYPE_CHECKING:
    from .cardset import Card
    from .rules import CrownCrestState, Unit

WIDTH = 900
M = 10  # margin
INNER = WIDTH - 2 * M
HEAD = 54
ROW = 104  # one row of a player's zones
SLOT_W, SLOT_H = 90, 112  # one unit on the battlefield
AREA_H = 18 + SLOT_H + 4
HALF_H = SLOT_H + 20  # a player's half of a front: its units and a line saying its total
FRONT_H = 18 + 2 * HALF_H + 4
SEP = 8
PEEK = 4  # how far each card under a stack shows
MAX_PEEK = 4  # at most this many cards under a stack are drawn (the count says the rest)

KIND_COLOUR = {"unit": "#fff8e6", "command": "#e6f0fb", "crest": "#fff0b3"}
FRONT_FILL = "#efe6cf"
REAR_FILL = "#f4f1e8"
DARK = "#1d4a31"  # a zone whose piles say their count in white
DAY, NIGHT = "#ffe082", "#283593"


def draw(state: "CrownCrestState", viewer: str | None = None) -> str:
    """The table after the events so far, from the table's view (``viewer`` None: every hand shown, as the
    rich view has it) or one player's (their opponent's hand face down, only its count)."""
    s = state
    height = HEAD + 2 * (2 * ROW + 6) + 2 * AREA_H + FRONT_H + 4 * SEP + M
    title = _("Crown Crest · {a} vs {b} · turn {n}", a=s.players[0], b=s.players[1], n=s.turn_no)
    if viewer is not None:
        title = _("{title} · {player}'s view", title=title, player=viewer)
    sk = Sketch(WIDTH, height, title, kind="crown-crest")
    _header(sk, s, viewer)
    y = HEAD
    _band(sk, s, 1, y, top=True, viewer=viewer)
    y += 2 * ROW + 6 + SEP
    _rears(sk, s, 1, y)
    y += AREA_H + SEP
    _fronts(sk, s, y)
    y += FRONT_H + SEP
    _rears(sk, s, 0, y)
    y += AREA_H + SEP
    _band(sk, s, 0, y, top=False, viewer=viewer)
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


def _band(sk: Sketch, s: "CrownCrestState", p: int, y: float, *, top: bool, viewer: str | None) -> None:
    """A player's zones: the edge row (name, crest, hand) farthest from the battlefield, the other row nearer."""
    edge_y, near_y = (y, y + ROW + 6) if top else (y + ROW + 6, y)
    name = s.players[p]
    with sk.group("player", seat=p, player=name):
        _plate(sk, s, p, M, edge_y, 150)
        _crest(sk, s, p, M + 150 + SEP, edge_y, 160)
        hx = M + 150 + SEP + 160 + SEP
        _hand(sk, s, p, hx, edge_y, WIDTH - M - hx, viewer)
        x = M
        deck_w = 64
        with sk.group("zone-cards", zone="deck", seat=p, count=len(s.deck[p])):
            sk.zone(x, near_y, deck_w, ROW - 4, _("deck"), name="deck", fill=DARK, ink=PAPER)
            sk.pile(_h(x + (deck_w - CARD_W) / 2 - 2), _h(near_y + 22), len(s.deck[p]), name="deck")
        x += deck_w + SEP
        rest = WIDTH - M - x - 4 * SEP
        link_w = rest - 4 * (rest // 5)
        _cards_zone(sk, s, p, x, near_y, link_w, s.link[p], _("link"), "link")
        x += link_w + SEP
        for n in (3, 2, 1):
            _cards_zone(sk, s, p, x, near_y, rest // 5, s.count[p][n], _("count {n}", n=n), f"count{n}")
            x += rest // 5 + SEP
        _cards_zone(sk, s, p, x, near_y, rest // 5, s.removed[p], _("removed"), "removed")


def _plate(sk: Sketch, s: "CrownCrestState", p: int, x: float, y: float, w: float) -> None:
    first = s.first == p and s.step != OVER
    sk.zone(x, y, w, ROW - 4, "", name="player", fill="#fffdf5" if first else "#f4f1e8")
    sk.text(x + 8, y + 22, s.players[p], 15, fill=INK, weight="bold", fit=w - 16, class_="player-name")
    if first:
        sk.text(x + w - 8, y + 40, _("first player"), 11, fill="#b71c1c", anchor="end", weight="bold", fit=w / 2,
                class_="first")
    sk.token(x + 20, y + 56, s.vp[p], label=_("VP"), fill="#ffd54f")
    sk.text(x + 36, y + 60, _("VP"), 11, fill=INK, fit=w - 44)
    sk.token(x + 20, y + 82, s.tokens[p], label=_("tokens"), fill="#ef9a9a")
    sk.text(x + 36, y + 86, _("tokens"), 11, fill=INK, fit=w - 44)


def _crest(sk: Sketch, s: "CrownCrestState", p: int, x: float, y: float, w: float) -> None:
    crest = s.crest[p]
    level = s.level(p)
    with sk.group("zone-cards", zone="crest", seat=p, level=level, charged=len(s.crestzone[p])):
        sk.zone(x, y, w, ROW - 4, _("crest zone"), name="crest", fill=DARK, ink=PAPER)
        if crest is not None:
            sk.named(_h(x + 8), _h(y + 22), crest.name, sub=f"Lv{level}", code=crest.id, colour=KIND_COLOUR["crest"])
        else:
            sk.d.append(_rect(x + 8, y + 22, CARD_W, CARD_H, "none", stroke="#00000055", dash=True))
        sk.pile(_h(x + 8 + CARD_W + 2 * GAP), _h(y + 22), len(s.crestzone[p]), label=_("charged"), name="charged")
        if crest is not None:
            tx = x + 8 + 2 * CARD_W + 4 * GAP
            sk.text(tx, y + 44, _("Lv {level}", level=level), 18, weight="bold", fit=w - (tx - x) - 6, class_="level")
            sk.text(tx, y + 62, _("max {n}", n=s.max_level(p)), 11, fit=w - (tx - x) - 6, class_="level-max")


def _hand(sk: Sketch, s: "CrownCrestState", p: int, x: float, y: float, w: float, viewer: str | None) -> None:
    zone = s.hand[p]
    shown = viewer is None or viewer == s.players[p]
    count = len(zone)
    with sk.group("zone-cards", zone="hand", seat=p, count=count, hidden="no" if shown else "yes"):
        sk.zone(x, y, w, ROW - 4, _("hand"), name="hand", note=_n("{n} cards", "{n} cards", count))
        if shown:
            _named_row(sk, s, x + 8, y + 22, _zone_cards(s, zone), w - 16)
        else:
            _named_row(sk, s, x + 8, y + 22, [None] * count, w - 16)


def _cards_zone(sk: Sketch, s: "CrownCrestState", p: int, x: float, y: float, w: float, zone: Zone, label: str,
                name: str) -> None:
    with sk.group("zone-cards", zone=name, seat=p, count=len(zone)):
        sk.zone(x, y, w, ROW - 4, label, name=name, note=str(len(zone)) if len(zone) else "")
        _named_row(sk, s, x + 6, y + 22, _zone_cards(s, zone), w - 12)


def _h(v: float) -> float:
    """A coordinate on a half pixel: a card's 1-pixel outline falls on whole pixels (crisp, not blurred)."""
    return math.floor(v) + 0.5


def _zone_cards(s: "CrownCrestState", zone: Zone) -> list["Card | None"]:
    """The cards of a zone as the log knows them: named ones first (in their order), then the unseen ones."""
    return [s.card_of(c) for c in zone.known] + [None] * len(zone.hidden)


def _named_row(sk: Sketch, s: "CrownCrestState", x: float, y: float, cards: list["Card | None"], width: float) -> None:
    """Cards of the set side by side, overlapping when ``width`` is too narrow (unseen ones face down)."""
    n = len(cards)
    step = CARD_W + GAP
    if n > 1 and n * step - GAP > width:
        step = max(8.0, (width - CARD_W) / (n - 1))
    for i, c in enumerate(cards):
        cx = _h(x + i * step)
        if c is None:
            sk.back(cx, _h(y), label=_("a card nobody saw"))
        else:
            sk.named(cx, _h(y), c.name, sub=_sub(c), code=c.id, colour=KIND_COLOUR.get(c.kind, PAPER))


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


def _rears(sk: Sketch, s: "CrownCrestState", p: int, y: float) -> None:
    for area in ("R1", "R2"):
        x = _area_x(area)
        units = [u for u in s.units if u.owner == p and u.area == area]
        with sk.group("area", area=area, seat=p, player=s.players[p], units=len(units)):
            label = _("{player}'s rear area {n} ({area})", player=s.players[p], n=area[1], area=area)
            sk.zone(x, y, AREA_W, AREA_H, label, name=f"{area}:{p}", fill=REAR_FILL)
            _units_in(sk, s, units, x + 6, y + 18, AREA_W - 12)


def _fronts(sk: Sketch, s: "CrownCrestState", y: float) -> None:
    for front in FRONTS:
        x = _area_x(front)
        fought = front in s.fought
        with sk.group("area front", area=front, fought="yes" if fought else "no"):
            sk.zone(x, y, AREA_W, FRONT_H, _("front area {n} ({area})", n=front[1], area=front), name=front,
                    fill=FRONT_FILL, note=_("fought") if fought else "")
            mid = y + 18 + HALF_H
            sk.d.append(_line(x + 8, mid, x + AREA_W - 8, mid))
            for p, hy in ((1, y + 18), (0, mid + 4)):
                units = [u for u in s.units if u.owner == p and u.area == front]
                with sk.group("front-side", area=front, seat=p, player=s.players[p], units=len(units),
                              power=s.power(p, front)):
                    side = _("{player}: power {n}", player=s.players[p], n=s.power(p, front))
                    sk.text(x + AREA_W - 8, hy + (12 if p == 1 else HALF_H - 6), side, 12, fill=INK, anchor="end",
                            weight="bold", fit=AREA_W / 2, class_="front-power")
                    _units_in(sk, s, units, x + 6, hy + (14 if p == 1 else 0), AREA_W - 12)


def _units_in(sk: Sketch, s: "CrownCrestState", units: list["Unit"], x: float, y: float, width: float) -> None:
    n = len(units)
    step = float(SLOT_W)
    if n > 1 and n * SLOT_W > width:
        step = max(24.0, (width - SLOT_W) / (n - 1))
    for i, u in enumerate(units):
        _unit(sk, s, u, x + i * step, y, min(step, SLOT_W))


def _unit(sk: Sketch, s: "CrownCrestState", u: "Unit", x: float, y: float, room: float) -> None:
    """One unit: its stack (the top card last, the cards under it peeking out), turned as its position says."""
    card = s.cs.get(u.name)
    name = card.name if card is not None else u.name
    count = len(u.cards)
    power = s.power_of(u)
    pos_word = _(POS_SAID.get(u.pos, u.pos))
    cx, cy = _h(x + 36), _h(y + 40)  # the top card's centre (its edges on half pixels: crisp lines)
    tx, ty = cx - CARD_W / 2, cy - CARD_H / 2
    what = _n("{name}: {n} card, {position}, power {power}", "{name}: {n} cards, {position}, power {power}", count,
              name=name, position=pos_word, power=power)
    with sk.group("unit " + u.pos, title=what, unit=card.id if card is not None else u.name, name=name, count=count,
                  pos=u.pos, power=power, tokens=u.tokens, player=s.players[u.owner], area=u.area):
        turn = 180 if u.pos == DOWN else 0
        with sk.group("stack", count=count, rotate=turn, about=(cx, cy)):
            under = min(count - 1, MAX_PEEK)
            for k in range(under, 0, -1):
                c = u.cards[k] if k < count else -1
                under_card = s.card_of(c) if c >= 0 else card
                sk.named(tx + PEEK * k, ty + PEEK * k, under_card.name if under_card else name, code=under_card.id if under_card else name,
                         colour=KIND_COLOUR["unit"], tilt=u.pos == REST)
            sk.named(tx, ty, name, code=card.id if card else name,
                     colour=KIND_COLOUR["unit"], tilt=u.pos == REST)
        if count > 1:
            bx, by = cx + 26, cy - 30
            with sk.group("stack-count", count=count):
                sk.d.append(_circle(bx, by, 11, "#37474f"))
                sk.text(bx, by + 4, f"×{count}", 11, anchor="middle", weight="bold", fit=20, class_="count")
        if u.tokens:
            sk.token(x + 8, y + 12, u.tokens, label=_("tokens assigned"))
        ink = "#b71c1c" if u.pos == DOWN else INK if u.pos == ACTIVE else MUTED
        mid = x + room / 2 - 2 if room < SLOT_W else cx
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
