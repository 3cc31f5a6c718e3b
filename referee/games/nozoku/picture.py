"""An SVG picture of a ノゾクダイス table seen from above (referee/core/picture.py draws the pieces).

The centre dice lie in the middle; the players sit around them, the viewer (or, from the table's view, the
first player) at the bottom and the others clockwise, each turn passing to the left: with two players the
other sits at the top; with three the next two sit at the top left and the top right; with four the viewer
sits at the bottom right, the next at the bottom left, then the top left and the top right. Each player has
their 持っているダイス (their own dice, top face up), their hand (手札), the cards they played (手元のカード,
each on the one before) and, on the turn player's card, the die acquired this turn with the side face each
other seat reads of it (the face a ノゾクアクション must match).

What each seat sees is what the rich view (view.py) shows: from a player's view the others' hands are drawn
face down (their count only).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core import dice as D
from ...core.picture import CARD_H, CARD_W, GAP, INK, MUTED, PAPER, Sketch, per_row, row_count
from .messages import N_, _, _n, listing
from .rules import STEP_NAMES

if TYPE_CHECKING:
    from ...core.findings import Result
    from .rules import Die, NozokuState

W = 900
M = 10
IW = W - 2 * M
HEAD_H = 48
BAR_H = 24
DIE = 32  # a die's size
DIE_STEP = DIE + 10
DIE_ROW = DIE + 18  # a row of dice with their names under them
CARD_ZONE_H = 20 + CARD_H + 8
ON_CARD_W = 96
GAP_Y = 8
RESULT_H = 64
TURN_FILL, START_FILL = "#ffe082", "#80deea"
CENTRE = "#3d7f57"  # cloth a shade lighter than the table: where dice lie

#: the game's own words, each with the English that may follow it in small text (nothing in Japanese)
TERMS = {
    "centre": ("中央のダイス", N_("the centre")),
    "own": ("持っているダイス", N_("own dice")),
    "hand": ("手札", N_("hand")),
    "played": ("手元のカード", N_("played cards")),
    "on-card": ("カード上のダイス", N_("die on the card")),
    "turn": ("手番", N_("turn player")),
    "start": ("スタートプレイヤー", N_("start player")),
}


def term(key: str) -> tuple[str, str]:
    """The game's word for ``key`` and the English that follows it (empty in Japanese)."""
    ja, en = TERMS[key]
    said = _(en)
    return ja, "" if said == ja else said


def _zone(sk: Sketch, x: float, y: float, w: float, h: float, key: str, name: str, count: int | None = None, *,
          fill: str = "") -> None:
    """A zone labelled with the game's word for ``key`` (its English and a count in small text after it)."""
    ja, en = term(key)
    parts = [en] if en else []
    if count is not None:
        parts.append(_n("{n} card", "{n} cards", count))
    note = " · ".join(parts) if w >= 160 else ""  # (a narrow zone has room for its name only)
    if not fill:
        sk.zone(x, y, w, h, ja, name=name, note=note)
        return
    sk.zone(x, y, w, h, ja, name=name, fill=fill, ink=PAPER)
    if note:
        sk.text(x + w - 6, y + 14, note, 11, fill="#dddddd", anchor="end", fit=w / 2, class_="note")


def seen(s: "NozokuState", owner: int, d: "Die") -> list[tuple[str, int | None]]:
    """The side face of a die in front of ``owner`` each other seat reads, in ノゾクアクション order (None: unknown)."""
    o = D.Orientation(d.top, d.front) if d.top and d.front else None
    out: list[tuple[str, int | None]] = []
    for k in range(1, s.n):
        seat = (owner + k) % s.n
        face = D.side_toward(o, s.gs.side_for(s.n, k), handedness=s.hand_rule) if o is not None else None
        out.append((s.players[seat], face))
    return out


def _places(n: int) -> list[tuple[int, int, float]]:
    """Where the seats sit, in turn order from the bottom one: (row: 0 top / 1 bottom, column, width)."""
    half = (IW - GAP_Y) / 2
    if n == 2:
        return [(1, 0, IW), (0, 0, IW)]
    if n == 3:
        return [(1, 0, IW), (0, 0, half), (0, 1, half)]
    return [(1, 1, half), (1, 0, half), (0, 0, half), (0, 1, half)]


def _card_rows(n: int, width: float) -> int:
    return row_count(n, per_row(width))


def _widths(s: "NozokuState", seat: int, inner: float) -> tuple[float, float]:
    """How wide a seat's hand and played cards are, in a panel ``inner`` wide (the die on the card beside them, on
    the seat that holds it)."""
    on_card = s.acquired is not None and s.owner.get(s.acquired) == seat
    rest = inner - (ON_CARD_W + GAP_Y if on_card else 0) - GAP_Y
    played_w = min(rest * 0.42, max(96, len(s.played[seat]) * (CARD_W + GAP) + 10))
    return rest - played_w, played_w


def _panel_width(n: int, place: tuple[int, int, float]) -> float:
    row, _col, width = place
    return (IW - GAP_Y) / 2 if n == 3 and row == 1 else width


def _dice_rows(count: int, width: float) -> int:
    return row_count(count, per_row(width - 16, DIE_STEP, DIE))


def draw(s: "NozokuState", viewer: str | None = None) -> str:
    """The position as an SVG document, from the table's view (``viewer`` None) or one player's."""
    me = s.players.index(viewer) if viewer in s.players else 0
    places = _places(s.n)
    seats = [(me + k) % s.n for k in range(s.n)]
    # every seat's panel in a row is as tall as the tallest of them
    rows_of = {0: 1, 1: 1}
    for k, seat in enumerate(seats):
        row, _col, width = places[k]
        rows_of[row] = max(rows_of[row], _dice_rows(len(s.owned(seat)), width))
    # the cards' zones are as tall as their rows of cards, or as the die on the card with a side face for each
    # other seat
    holder = s.owner.get(s.acquired) if s.acquired is not None else None
    tall = 22 + DIE + 26 + 12 * (s.n - 2) + 6
    card_h = {row: CARD_ZONE_H for row in (0, 1)}
    for k, seat in enumerate(seats):
        hand_w, played_w = _widths(s, seat, _panel_width(s.n, places[k]) - 12)
        rows = max(_card_rows(len(s.hand[seat]), hand_w - 16), _card_rows(len(s.played[seat]), played_w - 16))
        card_h[places[k][0]] = max(card_h[places[k][0]], CARD_ZONE_H + (rows - 1) * (CARD_H + GAP))
        if seat == holder:
            card_h[places[k][0]] = max(card_h[places[k][0]], tall)
    panel_h = {row: BAR_H + 20 + DIE_ROW * r + 4 + GAP_Y + card_h[row] + 6 for row, r in rows_of.items()}
    centre = s.centre()
    centre_rows = _dice_rows(len(centre), IW)
    centre_h = 20 + DIE_ROW * centre_rows + 6
    res = s.result()
    height = HEAD_H + panel_h[0] + centre_h + panel_h[1] + 3 * GAP_Y + (RESULT_H + GAP_Y if res is not None else 0)
    step = _(STEP_NAMES[s.step]) if s.step in STEP_NAMES else s.step
    title = _("Nozoku Dice, round {round}: {step}", round=s.round, step=step)
    if viewer is not None:
        title = _("{title} ({player}'s view)", title=title, player=viewer)
    sk = Sketch(W, height, title, kind="nozoku")
    _header(sk, s, step)
    top_y = HEAD_H
    centre_y = top_y + panel_h[0] + GAP_Y
    bottom_y = centre_y + centre_h + GAP_Y
    _zone(sk, M, centre_y, IW, centre_h, "centre", "centre", fill=CENTRE)
    _dice(sk, centre, M + 8, centre_y + 22, IW)
    for k, seat in enumerate(seats):
        row, col, width = places[k]
        x = M + col * (width + GAP_Y)
        if s.n == 3 and row == 1:
            width = (IW - GAP_Y) / 2
            x = M + (IW - width) / 2
        _panel(sk, s, seat, x, top_y if row == 0 else bottom_y, width, panel_h[row], rows_of[row], card_h[row], viewer)
    if res is not None:
        _result(sk, s, bottom_y + panel_h[1] + GAP_Y, res)
    return sk.svg()


def _header(sk: Sketch, s: "NozokuState", step: str) -> None:
    sk.text(M + 2, 28, "ノゾクダイス", 20, weight="bold", fit=150, class_="title")
    line = _("round {round}", round=s.round) + "  " + step
    if s.round and s.step != "over":
        line += "  " + _("turn: {player}", player=s.players[s.turn_player])
    sk.text(M + 162, 27, line, 14, fit=W - M - 170, class_="phase")
    sk.text(M + 2, 43, s.gs.title, 10, fill="#dddddd", fit=IW, class_="gameset")


def _dice(sk: Sketch, dice: list["Die"], x0: float, y0: float, width: float) -> None:
    per = max(1, int((width - 16 + DIE_STEP - DIE) // DIE_STEP))
    for i, d in enumerate(dice):
        x = x0 + (i % per) * DIE_STEP
        y = y0 + (i // per) * DIE_ROW
        sk.die(x, y, d.top, colour=d.colour, size=DIE, label=d.id, name=d.id)
    if not dice:
        sk.text(x0 + 4, y0 + DIE / 2 + 5, "—", 14, fill=MUTED, class_="empty")


def _panel(sk: Sketch, s: "NozokuState", seat: int, x: float, y: float, w: float, h: float, dice_rows: int,
           card_h: float, viewer: str | None) -> None:
    name = s.players[seat]
    sk.zone(x, y, w, h, "", name=f"seat:{seat}", fill="#00000022")
    # the name bar, with the marks of the turn player and the start player
    nx = x + 6 + sk.text(x + 6, y + 18, name, 15, weight="bold", fit=w * 0.45, class_="player-name") + 10
    for key, on, fill in (("turn", s.round > 0 and s.turn_player == seat and s.step != "over", TURN_FILL),
                          ("start", s.start_player == seat, START_FILL)):
        if on:
            ja, en = term(key)
            nx += sk.text(nx, y + 17, ja, 12, fill=fill, weight="bold", fit=110, class_="mark-" + key) + 4
            if en:
                nx += sk.text(nx, y + 17, en, 10, fill=fill, fit=80, class_="mark-" + key) + 4
            nx += 8
    inner = w - 12
    zx = x + 6
    zy = y + BAR_H
    own = s.owned(seat)
    dz_h = 20 + DIE_ROW * dice_rows + 4
    _zone(sk, zx, zy, inner, dz_h, "own", f"own:{seat}", fill=CENTRE)
    _dice(sk, own, zx + 8, zy + 20, inner)
    zy += dz_h + GAP_Y
    # the cards: the hand, the cards played, and the die on the card
    on_card = s.acquired is not None and s.owner.get(s.acquired) == seat
    played = [s.spell(i) for i in s.played[seat].known] + [None] * len(s.played[seat].hidden)
    hand_w, played_w = _widths(s, seat, inner)
    hand = s.hand[seat]
    hidden = viewer is not None and viewer != name
    _zone(sk, zx, zy, hand_w, card_h, "hand", f"hand:{seat}", len(hand))
    if hidden:
        _named_row(sk, s, [None] * len(hand), zx + 8, zy + 20, hand_w - 16, label="")
    else:
        _named_row(sk, s, [s.spell(i) for i in hand.known] + [None] * len(hand.hidden), zx + 8, zy + 20, hand_w - 16)
    px = zx + hand_w + GAP_Y
    _zone(sk, px, zy, played_w, card_h, "played", f"played:{seat}", len(s.played[seat]))
    _named_row(sk, s, played, px + 8, zy + 20, played_w - 16)
    if on_card:
        d = s.dice[s.acquired]  # type: ignore[index]
        ox = px + played_w + GAP_Y
        _zone(sk, ox, zy, ON_CARD_W, card_h, "on-card", f"on-card:{seat}", fill=CENTRE)
        sk.die(ox + (ON_CARD_W - DIE) / 2, zy + 22, d.top, colour=d.colour, size=DIE, label=d.id, name=d.id,
               sides=seen(s, seat, d))


def _named_row(sk: Sketch, s: "NozokuState", cards: list[str | None], x: float, y: float, width: float, *,
               label: str | None = None) -> None:
    """Cards of the game set side by side, in rows ``width`` wide (never over one another): each with its main and
    sub faces, an unseen one face down (``label``: what it is said to be; "": a card face down)."""
    said = _("face down") if label is None else label
    per = per_row(width)
    for i, cid in enumerate(cards):
        cx, cy = x + (i % per) * (CARD_W + GAP), y + (i // per) * (CARD_H + GAP)
        card = s.gs.cards.get(cid) if cid is not None else None
        if card is None:
            sk.back(cx, cy, label=said)
        else:
            sk.named(cx, cy, card.id, sub=f"{card.main_face}·{card.sub_face}", code=card.id, colour="#fffde7")


def _result(sk: Sketch, s: "NozokuState", y: float, res: "Result") -> None:
    sk.zone(M, y, IW, RESULT_H, _("game over: {ending}", ending=res.ending), name="result", fill="#fff3e0")
    if res.winners:
        verdict = _n_winners(res.winners)
        sk.text(W - M - 8, y + 15, verdict, 12, fill="#6a1b9a", anchor="end", weight="bold", fit=300, class_="winner")
    col = IW / len(s.players)
    for i, p in enumerate(s.players):
        v = res.scores.get(p)
        x = M + 8 + i * col
        w = sk.text(x, y + 36, p, 13, fill=INK, weight="bold", fit=col / 2, class_="player-name")
        sk.text(x + w + 8, y + 36, _("{magic} magic", magic="?" if v is None else v), 13, fill=INK, fit=col / 2 - w - 16,
                class_="score")
        sk.text(x, y + 54, res.details.get(p, ""), 10, fill=MUTED, fit=col - 16, class_="detail")


def _n_winners(winners: list[str]) -> str:
    if len(winners) == 1:
        return _("winner {player}", player=winners[0])
    return _("shared win: {players}", players=listing(winners))
