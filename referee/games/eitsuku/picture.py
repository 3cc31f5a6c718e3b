"""An SVG picture of an えいつく table seen from above (referee/core/picture.py draws the pieces).

The piles lie in the middle of the table: the three open budget piles (予算・小, 予算・中, 予算・大, the top
card showing), the four closed role piles (役者, 脚本家, 音楽家, 演出家), the closed event pile and the
捨て札場. The players sit around them, the viewer (or, from the table's view, the first player) at the bottom
edge and the others in seat order around the table: the first half of the seats below the piles, the
others above them. Each player has their ストック場 (budget cards face up, the ones turned over this week face
down, role and event cards), their 役割場 with its five places (主演, 助演, 脚本家, 音楽家, 演出家) and their
イベント場.

Every card in a stock lies face up (the rulebook: 『ストック場』に公開して置かれます), so every seat sees the
same table; a card the log never named (a role card known only by its pile, an event card not yet placed) is
drawn face down.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.picture import CARD_H, CARD_W, GAP, INK, MUTED, PAPER, Sketch, per_row, row_count
from . import cards as K
from .messages import N_, _, _n

if TYPE_CHECKING:
    from ...core.findings import Result
    from .rules import EitsukuState, Player

W = 900
M = 10
IW = W - 2 * M
HEAD_H = 44
GAP_Y = 8
NAME_W = 96
ROLES_W = 5 * (CARD_W + GAP) - GAP + 16
EVENTS_W = 130
STOCK_W = IW - NAME_W - ROLES_W - EVENTS_W - 3 * 6
CARD_ROW = CARD_H + 16  # a row of cards, each with its note under it
BAND_H = 20 + 14 + CARD_ROW  # a player's areas with one row of cards: label, place names, a card and its note
PILES_H = 20 + CARD_H + 22
RESULT_H = 64
CLOTH = "#3d7f57"  # a player's areas and the piles' place: cloth a shade lighter than the table
RELEASED = "#ffe082"

#: how a card of each kind looks: its colour
COLOUR = {"small": "#fff8e1", "medium": "#ffecb3", "large": "#ffe082", "actor": "#fce4ec", "script": "#e3f2fd",
          "music": "#e8f5e9", "director": "#f3e5f5", "event": "#fffde7"}

#: the game's own words, each with the English that may follow it in small text (nothing in Japanese)
TERMS = {
    "piles": ("山札", N_("piles")),
    "stock": ("ストック場", N_("stock")),
    "roles": ("役割場", N_("role area")),
    "events": ("イベント場", N_("event area")),
    "discard": ("捨て札場", N_("discard area")),
}


def term(key: str) -> tuple[str, str]:
    """The game's word for ``key`` and the English that follows it (empty in Japanese)."""
    ja, en = TERMS[key]
    said = _(en)
    return ja, "" if said == ja else said


def _zone(sk: Sketch, x: float, y: float, w: float, h: float, key: str, name: str, count: int | None = None) -> None:
    """A zone of cloth labelled with the game's word for ``key`` (its English and a count in small text after it)."""
    ja, en = term(key)
    parts = [en] if en else []
    if count is not None:
        parts.append(_n("{n} card", "{n} cards", count))
    sk.zone(x, y, w, h, ja, name=name, fill=CLOTH, ink=PAPER)
    if parts:  # beside the name, or under it in a narrow zone
        wide = w >= 200
        sk.text(x + w - 6, y + (14 if wide else 28), " · ".join(parts), 10, fill="#dddddd", anchor="end",
                fit=w / 2 if wide else w - 12, class_="note")


def _role_card(sk: Sketch, x: float, y: float, name: str, *, mark: str = "") -> None:
    """A role card: its kind and number, or face down when only its pile is known (``actor?``)."""
    r = K.role(name)
    if r is None:
        sk.back(x, y, label=_("an unseen card"), mark=mark)
    elif r.number is None:
        sk.back(x, y, label=_("an unseen {kind} card", kind=K.KIND_JA[r.kind]), mark=mark or f"{K.KIND_JA[r.kind]}?")
    else:
        sk.named(x, y, K.KIND_JA[r.kind], sub=str(r.number), code=name, colour=COLOUR[r.kind], mark=mark)


def _card(sk: Sketch, x: float, y: float, name: str | None, *, mark: str = "") -> None:
    """Any card of the game by its canonical name (None: a card nobody saw, face down)."""
    if name is None:
        sk.back(x, y, label=_("an unseen card"), mark=mark)
    elif name in K.EVENTS:
        sk.named(x, y, K.EVENTS[name], code=name, colour=COLOUR["event"], mark=mark)
    elif name in K.BUDGET:
        sk.named(x, y, K.BUDGET_JA[name], sub=str(K.BUDGET[name][0]), code=name, colour=COLOUR[name], mark=mark)
    else:
        _role_card(sk, x, y, name, mark=mark)


def _at(i: int, per: int, x: float, y: float) -> tuple[float, float]:
    """Where the ``i``-th card of a zone lies: rows of ``per`` cards from (``x``, ``y``)."""
    return x + (i % per) * (CARD_W + GAP), y + (i // per) * CARD_ROW


STOCK_PER = per_row(STOCK_W - 16)
EVENTS_PER = per_row(EVENTS_W - 16)


def _stock_cells(s: "EitsukuState", p: "Player") -> list[tuple[str, str | None]]:
    """What lies in a player's stock, a card each, in order: for each size of budget, the cards face up (one drawn,
    their count under it) and the ones turned over this week (one drawn face down, their count under it); then the
    role and event cards, as the views list them (None: one nobody saw)."""
    cells: list[tuple[str, str | None]] = []
    for size in ("small", "medium", "large"):
        if p.up[size]:
            cells.append(("up", size))
        if p.down[size]:
            cells.append(("down", size))
    named, unseen = s.stock_cards(p)
    cells += [("card", name) for name in named] + [("card", None)] * unseen
    return cells


def _band_h(s: "EitsukuState", p: "Player") -> float:
    """A player's areas: as tall as the most rows of cards one of them holds (the stock, the event area)."""
    rows = max(row_count(len(_stock_cells(s, p)), STOCK_PER), row_count(len(p.placed), EVENTS_PER))
    return BAND_H + (rows - 1) * CARD_ROW


def draw(s: "EitsukuState", viewer: str | None = None) -> str:
    """The position as an SVG document; ``viewer`` (a player) sits at the bottom: every seat sees the same cards."""
    n = len(s.seats)
    me = s.players.index(viewer) if viewer in s.players else 0
    order = [(me + k) % n for k in range(n)]
    below = order[: (n + 1) // 2]  # from the bottom edge up to the piles
    above = order[(n + 1) // 2:]  # from the piles up to the top edge
    res = s.result()
    bands = {seat: _band_h(s, s.seats[seat]) for seat in order}
    height = HEAD_H + sum(h + GAP_Y for h in bands.values()) + PILES_H + GAP_Y + \
        (RESULT_H + GAP_Y if res is not None else 0)
    week = _("the set-up") if s.week == 0 else _("week {week}", week=s.week)
    title = _("Eitsuku, {week}", week=week)
    if viewer is not None:
        title = _("{title} ({player}'s view)", title=title, player=viewer)
    sk = Sketch(W, height, title, kind="eitsuku")
    sk.text(M + 2, 28, "えいつく", 20, weight="bold", fit=110, class_="title")
    sk.text(M + 120, 27, week, 14, fit=300, class_="phase")
    y = HEAD_H
    for seat in reversed(above):  # the top edge first
        _band(sk, s, s.seats[seat], y, bands[seat])
        y += bands[seat] + GAP_Y
    _piles(sk, s, y)
    y += PILES_H + GAP_Y
    for seat in reversed(below):
        _band(sk, s, s.seats[seat], y, bands[seat])
        y += bands[seat] + GAP_Y
    if res is not None:
        _result(sk, s, y, res)
    return sk.svg()


def _piles(sk: Sketch, s: "EitsukuState", y: float) -> None:
    _zone(sk, M, y, IW, PILES_H, "piles", "piles")
    x = M + 10
    cy = y + 22
    for size in ("small", "medium", "large"):  # open piles: their top card shows
        count = s.pile[size]
        caption = f"{K.BUDGET_JA[size]} {count}"
        if count:
            sk.named(x, cy, K.BUDGET_JA[size], sub=str(K.BUDGET[size][0]), code=size, colour=COLOUR[size])
            sk.text(x + CARD_W / 2, cy + CARD_H + 12, caption, 10, anchor="middle", fit=CARD_W + 2 * GAP, class_="mark")
        else:
            sk.slot(x, cy, mark=caption, name=f"pile:{size}")
        x += CARD_W + 3 * GAP
    x += 2 * GAP
    for kind in K.KINDS:  # closed piles
        sk.pile(x, cy, s.role_pile[kind], label=K.KIND_JA[kind], name=f"pile:{kind}")
        x += CARD_W + 3 * GAP
    x += 2 * GAP
    sk.pile(x, cy, s.event_pile, label="イベント", name="pile:event")
    x += CARD_W + 5 * GAP
    ja, en = term("discard")
    sk.pile(x, cy, sum(s.discarded.values()) + len(s.discard), label=ja, name="discard")
    if en:
        sk.text(x + CARD_W + 2 * GAP, cy + 14, en, 10, fill="#dddddd", fit=120, class_="note")


def _band(sk: Sketch, s: "EitsukuState", p: "Player", y: float, h: float) -> None:
    """One player's side of the table, ``h`` tall: their name and phase, stock, role area and event area."""
    from .rules import PHASE_NAME

    x = M
    sk.zone(x, y, NAME_W, h, "", name=f"seat:{p.seat}", fill="#00000022")
    sk.text(x + 6, y + 20, p.name, 14, weight="bold", fit=NAME_W - 12, class_="player-name")
    if p.released:
        sk.text(x + 6, y + 40, _("released in week {week}", week=p.released), 11, fill=RELEASED, weight="bold",
                fit=NAME_W - 12, class_="released")
    else:
        sk.text(x + 6, y + 40, _(PHASE_NAME[p.phase]), 11, fit=NAME_W - 12, class_="phase")
    x += NAME_W + 6
    _stock(sk, s, p, x, y, h)
    x += STOCK_W + 6
    _roles(sk, s, p, x, y, h)
    x += ROLES_W + 6
    _events(sk, p, x, y, h)


def _stock(sk: Sketch, s: "EitsukuState", p: "Player", x: float, y: float, h: float) -> None:
    """The stock: the budget cards (a size's cards face up as one card with their count, the ones turned over this
    week beside them as one card face down with theirs), then the role and event cards, in rows."""
    budget = sum(p.up.values()) + sum(p.down.values())
    _zone(sk, x, y, STOCK_W, h, "stock", f"stock:{p.seat}", budget + len(p.stock))
    cells = _stock_cells(s, p)
    for i, (what, name) in enumerate(cells):
        cx, cy = _at(i, STOCK_PER, x + 8, y + 34)
        if what == "card":
            _card(sk, cx, cy, name)
            continue
        size = name or ""
        if what == "up":
            sk.named(cx, cy, K.BUDGET_JA[size], sub=str(K.BUDGET[size][0]), code=size, colour=COLOUR[size])
            mark = f"×{p.up[size]}"
        else:
            sk.back(cx, cy, label=_("{card}, turned over", card=K.BUDGET_JA[size]))
            mark = _("{n} turned over", n=p.down[size])
        sk.text(cx + CARD_W / 2, cy + CARD_H + 12, mark, 10, anchor="middle", fit=CARD_W + GAP, class_="mark")
    if not cells:
        sk.text(x + 8, y + 64, "—", 14, fill=MUTED, class_="empty")


def _roles(sk: Sketch, s: "EitsukuState", p: "Player", x: float, y: float, h: float) -> None:
    _zone(sk, x, y, ROLES_W, h, "roles", f"roles:{p.seat}")
    for i, slot in enumerate(K.SLOTS):
        cx = x + 8 + i * (CARD_W + GAP)
        sk.text(cx + CARD_W / 2, y + 30, K.SLOT_JA[slot], 10, anchor="middle", fit=CARD_W + GAP, class_="slot-name")
        name = s.slot_text(p.slots[slot])
        if name == "-":
            sk.slot(x + 8 + i * (CARD_W + GAP), y + 34, name=f"slot:{slot}")
        elif name == "??":
            sk.back(cx, y + 34, label=_("an unseen card"))
        else:
            _role_card(sk, cx, y + 34, name)


def _events(sk: Sketch, p: "Player", x: float, y: float, h: float) -> None:
    _zone(sk, x, y, EVENTS_W, h, "events", f"events:{p.seat}", len(p.placed))
    for i, (card, number) in enumerate(p.placed):
        mark = _("declared {number}", number=number) if number is not None else ""
        cx, cy = _at(i, EVENTS_PER, x + 8, y + 34)
        _card(sk, cx, cy, card, mark=mark)


def _result(sk: Sketch, s: "EitsukuState", y: float, res: "Result") -> None:
    sk.zone(M, y, IW, RESULT_H, _("game over: {ending}", ending=res.ending), name="result", fill="#fff3e0")
    if res.winners:
        verdict = _("winner {player}", player=res.winners[0]) if len(res.winners) == 1 else \
            _("shared win: {players}", players=_(", ").join(res.winners))
        sk.text(W - M - 8, y + 15, verdict, 12, fill="#6a1b9a", anchor="end", weight="bold", fit=300, class_="winner")
    col = IW / len(s.players)
    for i, name in enumerate(s.players):
        v = res.scores.get(name)
        x = M + 8 + i * col
        w = sk.text(x, y + 36, name, 13, fill=INK, weight="bold", fit=col / 2, class_="player-name")
        sk.text(x + w + 8, y + 36, _("{points} points", points="?" if v is None else v), 13, fill=INK,
                fit=max(20.0, col / 2 - 16), class_="score")
        b = res.breakdown.get(name, {})

        def part(key: str, signed: bool = False) -> str:
            v = b.get(key)
            return "?" if v is None else (f"{v:+d}" if signed else str(v))

        detail = _("base {base} (sum {sum}) + release week {week} + events {events}", base=part("base"), sum=part("sum"),
                   week=part("week", True), events=part("event", True))
        sk.text(x, y + 54, detail, 10, fill=MUTED, fit=col - 16, class_="detail")
