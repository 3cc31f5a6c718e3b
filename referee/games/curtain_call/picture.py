"""An SVG picture of a カーテンコール table seen from above (referee/core/picture.py draws the pieces).

The opponent sits at the top, the viewer (or, from the table's view, the first player) at the bottom.
Each player has a hand (手札) at their edge of the table and, toward the middle, their stage: カミ on the
player's right, シモ on their left (so the opposite player's カミ is on the left of the picture). In the
middle lies the メインステージ with the セット (the thirteen face-down positions, an empty place where a
card was opened) and the opened cards, and beside it the pair the ルミナ presented.

What each seat sees is what the rich view (view.py) shows: from a player's view the opponent's hand is
drawn face down (its count only) and the presented 黒子札 is face down unless the viewer presented it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.hidden import Zone
from ...core.findings import Result
from ...core.picture import CARD_H, CARD_W, GAP, INK, MUTED, PAPER, Sketch, text_width, per_row, row_count
from .messages import N_, _, _n
from .rules import SET_SIZE, phase_name

if TYPE_CHECKING:
    from .rules import CurtainCallState

W = 900
M = 10  # the margin around the table
IW = W - 2 * M
HEAD_H = 44
BAR_H = 24  # a player's name bar
ZONE_H = 20 + CARD_H + 8  # a zone holding one row of cards (each row more: CARD_H + GAP)
SET_H = 20 + CARD_H + 16  # the セット, with the positions written under the cards
GAP_Y = 8
RESULT_H = 64
LUMINA_FILL, NOX_FILL = "#ffe082", "#b39ddb"
STAGE = "#3d7f57"  # the main stage and the presented pair: cloth a shade lighter than the table
SET = "#1f4d33"  # the セット's place on it

#: the game's own words, each with the English word that may follow it in small text (in Japanese the
#: translation is the word itself, and nothing follows)
TERMS = {
    "hand": ("手札", N_("hand")),
    "kami": ("カミ", N_("kami (actor cards)")),
    "shimo": ("シモ", N_("shimo (kuroko cards)")),
    "set": ("セット", N_("the set")),
    "main": ("メインステージ", N_("main stage")),
    "opened": ("表向きのカード", N_("opened cards")),
    "presented": ("提示された札", N_("presented cards")),
    "actor": ("役者札", N_("actor card")),
    "kuroko": ("黒子札", N_("kuroko card")),
    "out": ("ゲーム外", N_("out of the game")),
    "lumina": ("ルミナ", N_("Lumina")),
    "nox": ("ノクス", N_("Nox")),
    "boos": ("ブーイング回数", N_("boos")),
}


def term(key: str) -> tuple[str, str]:
    """The game's word for ``key`` and the English that follows it (empty in Japanese)."""
    ja, en = TERMS[key]
    said = _(en)
    return ja, "" if said == ja else said


def _note(key: str, count: int | None = None) -> str:
    _ja, en = term(key)
    parts = [en] if en else []
    if count is not None:
        parts.append(_n("{n} card", "{n} cards", count))
    return " · ".join(parts)


def _zone(sk: Sketch, x: float, y: float, w: float, h: float, key: str, name: str, count: int | None = None, *,
          fill: str = "") -> None:
    """A zone labelled with the game's word for ``key`` (and its English, and a count, in small text); ``fill``:
    a cloth of the table (light writing) instead of a mat."""
    ja, _en = term(key)
    note = _note(key, count)
    if not fill:
        sk.zone(x, y, w, h, ja, name=name, note=note)
        return
    sk.zone(x, y, w, h, ja, name=name, fill=fill, ink=PAPER)
    if note:
        sk.text(x + w - 6, y + 14, note, 11, fill="#dddddd", anchor="end", fit=w / 2, class_="note")


def _cards(z: Zone) -> list[int | None]:
    """What the table knows of a zone: its known cards in order, then one unseen card for each unknown one."""
    return sorted(z.known) + [None] * len(z.hidden)


HAND_W = IW - 16  # the room for the cards of a hand
STAGE_W = (IW - GAP_Y) / 2 - 16  # of カミ or シモ
SET_W = SET_SIZE * (CARD_W + GAP) - GAP + 16
MAIN_W = SET_W + 12
OPENED_W = MAIN_W - 124 - 8  # of the opened cards


def _rows(n: int, width: float) -> int:
    return row_count(n, per_row(width))


def _tall(rows: int) -> float:
    """How much taller than one row of cards ``rows`` rows are."""
    return (rows - 1) * (CARD_H + GAP)


def _grid(sk: Sketch, x: float, y: float, cards: list[int | None], width: float) -> None:
    """Cards side by side from (``x``, ``y``) in rows ``width`` wide (unseen ones face down)."""
    per = per_row(width)
    for i, c in enumerate(cards):
        sk.card(x + (i % per) * (CARD_W + GAP), y + (i // per) * (CARD_H + GAP), c)


def draw(s: "CurtainCallState", viewer: str | None = None) -> str:
    """The position as an SVG document, from the table's view (``viewer`` None) or one player's."""
    me = s.players.index(viewer) if viewer in s.players else 0
    seats = (1 - me, me)  # top, bottom
    res = s.result()
    # each zone is as tall as its rows of cards: a hand, the two halves of a stage (as tall as each other), the
    # opened cards
    hand_h = {seat: ZONE_H + _tall(_rows(len(s.hand[seat]), HAND_W)) for seat in seats}
    stage_h = {seat: ZONE_H + _tall(max(_rows(len(s.kami[seat]), STAGE_W), _rows(len(s.shimo[seat]), STAGE_W)))
               for seat in seats}
    block = {seat: BAR_H + hand_h[seat] + GAP_Y + stage_h[seat] for seat in seats}
    centre_h = 20 + SET_H + 6 + CARD_H + 14 + _tall(_rows(len(s.opened), OPENED_W))
    height = HEAD_H + sum(block.values()) + centre_h + 4 * GAP_Y + (RESULT_H + GAP_Y if res is not None else 0)
    title = _("Curtain Call, turn {n}: {phase}", n=s.turn_no, phase=phase_name(s.step))
    if viewer is not None:
        title = _("{title} ({player}'s view)", title=title, player=viewer)
    sk = Sketch(W, height, title, kind="curtain-call")
    _header(sk, s)
    y = HEAD_H
    _player(sk, s, seats[0], y, hand_h[seats[0]], stage_h[seats[0]], top=True, viewer=viewer)
    y += block[seats[0]] + GAP_Y
    _centre(sk, s, y, centre_h, viewer)
    y += centre_h + GAP_Y
    _player(sk, s, seats[1], y, hand_h[seats[1]], stage_h[seats[1]], top=False, viewer=viewer)
    y += block[seats[1]] + GAP_Y
    if res is not None:
        _result(sk, s, y, res)
    return sk.svg()


def _header(sk: Sketch, s: "CurtainCallState") -> None:
    sk.text(M + 2, 28, "カーテンコール", 20, weight="bold", fit=180, class_="title")
    line = _("turn {n}", n=s.turn_no) + "  " + phase_name(s.step)
    sk.text(M + 190, 27, line, 14, fit=300, class_="phase")
    x = W - M
    for key, seat, fill in (("nox", s.nox, NOX_FILL), ("lumina", s.lumina, LUMINA_FILL)):
        ja, _en = term(key)
        w = sk.text(x, 27, s.players[seat], 13, anchor="end", fit=120, class_="player-name")
        x -= w + 6
        sk.text(x, 27, ja, 13, anchor="end", fill=fill, weight="bold", fit=60, class_="role")
        x -= text_width(ja, 13) + 18


def _player(sk: Sketch, s: "CurtainCallState", seat: int, y: float, hand_h: float, stage_h: float, *, top: bool,
            viewer: str | None) -> None:
    """One player's side of the table: the name bar and hand at the edge, the stage toward the middle (``hand_h``,
    ``stage_h``: how tall their zones are)."""
    name = s.players[seat]
    hidden = viewer is not None and viewer != name
    bar_y, hand_y, stage_y = (y, y + BAR_H, y + BAR_H + hand_h + GAP_Y) if top else \
        (y + stage_h + GAP_Y + hand_h, y + stage_h + GAP_Y, y)
    _bar(sk, s, seat, bar_y)
    hand = s.hand[seat]
    _zone(sk, M, hand_y, IW, hand_h, "hand", f"hand:{seat}", len(hand))
    _grid(sk, M + 8, hand_y + 20, [None] * len(hand) if hidden else _cards(hand), HAND_W)
    half = (IW - GAP_Y) / 2
    # カミ is on the player's right: the bottom player's right is the picture's right, the top player's its left
    left, right = ("kami", "shimo") if top else ("shimo", "kami")
    for i, key in enumerate((left, right)):
        x = M + i * (half + GAP_Y)
        zone = s.kami[seat] if key == "kami" else s.shimo[seat]
        _zone(sk, x, stage_y, half, stage_h, key, f"{key}:{seat}", len(zone))
        _grid(sk, x + 8, stage_y + 20, _cards(zone), STAGE_W)


def _bar(sk: Sketch, s: "CurtainCallState", seat: int, y: float) -> None:
    role = "lumina" if seat == s.lumina else "nox"
    ja, en = term(role)
    fill = LUMINA_FILL if role == "lumina" else NOX_FILL
    w = sk.text(M + 4, y + 17, s.players[seat], 15, weight="bold", fit=300, class_="player-name")
    x = M + 4 + w + 12
    sk.text(x, y + 17, ja, 13, fill=fill, weight="bold", fit=70, class_="role")
    x += text_width(ja, 13) + 6
    if en:
        x += sk.text(x, y + 17, en, 10, fill=fill, fit=60, class_="role-en") + 6
    boo, boo_en = term("boos")
    label = f"{boo} {s.boos[seat]}" + (f"  ({boo_en})" if boo_en else "")
    sk.text(W - M - 4, y + 17, label, 12, anchor="end", fit=200, class_="boos")


def _centre(sk: Sketch, s: "CurtainCallState", y: float, h: float, viewer: str | None) -> None:
    """The メインステージ (the セット and the opened cards) and the presented pair beside it."""
    n = max(SET_SIZE, len(s.slots))  # (a log may lay out more: they are squeezed into the set's place)
    set_w, main_w = SET_W, MAIN_W
    _zone(sk, M, y, main_w, h, "main", "main-stage", fill=STAGE)
    _zone(sk, M + 6, y + 20, set_w, SET_H, "set", "set", sum(1 for z in s.slots if len(z)), fill=SET)
    step = (set_w - 16 - CARD_W) / (n - 1)
    for i in range(n):
        x = M + 14 + i * step
        if i < len(s.slots) and len(s.slots[i]):
            sk.back(x, y + 40, mark=str(i + 1), label=_("set position {n}, face down", n=i + 1))
        else:
            sk.slot(x, y + 40, mark=str(i + 1), name=f"set:{i + 1}")
    oy = y + 20 + SET_H + 6
    ja, en = term("opened")
    sk.text(M + 8, oy + 14, ja, 11, weight="bold", fit=110, class_="label")
    if en:
        sk.text(M + 8, oy + 28, en, 10, fit=110, class_="label")
    _grid(sk, M + 124, oy, _cards(s.opened), OPENED_W)
    # the presented pair
    px = M + main_w + GAP_Y
    pw = W - M - px
    _zone(sk, px, y, pw, h, "presented", "presented", fill=STAGE)
    if len(s.p_actor) or len(s.p_kuroko):
        lumina = s.players[s.lumina]
        sk.text(px + 8, y + 34, _("by {player}", player=lumina), 11, fit=pw - 16, class_="presenter")
        cx = px + pw / 2 - CARD_W - GAP
        hide_k = viewer is not None and viewer != lumina
        for i, (key, zone) in enumerate((("actor", s.p_actor), ("kuroko", s.p_kuroko))):
            x = cx + i * (CARD_W + 2 * GAP)
            ja, _en = term(key)
            cards = _cards(zone)
            if not cards:
                sk.slot(x, y + 44, mark=ja, name=key)
            elif key == "kuroko" and hide_k:
                sk.back(x, y + 44, mark=ja, label=_("face down"))
            else:
                sk.card(x, y + 44, cards[0], mark=ja)
    else:
        sk.text(px + pw / 2, y + 70, "—", 14, anchor="middle", class_="empty")
    if len(s.discard):
        ja, en = term("out")
        sk.pile(px + pw - CARD_W - 12, y + h - CARD_H - 18, len(s.discard), label=ja, name="out")


def _result(sk: Sketch, s: "CurtainCallState", y: float, res: Result) -> None:
    sk.zone(M, y, IW, RESULT_H, _("curtain call: {ending}", ending=res.ending), name="result", fill="#fff3e0")
    if res.winners:
        verdict = _("draw") if len(res.winners) > 1 else _("winner {player}", player=res.winners[0])
        sk.text(W - M - 8, y + 15, verdict, 12, fill="#6a1b9a", anchor="end", weight="bold", fit=300, class_="winner")
    col = IW / len(s.players)
    for i, p in enumerate(s.players):
        v = res.scores.get(p)
        x = M + 8 + i * col
        w = sk.text(x, y + 36, p, 13, fill=INK, weight="bold", fit=col / 2, class_="player-name")
        sk.text(x + w + 8, y + 36, _("{points} points", points="?" if v is None else v), 13, fill=INK, fit=col / 2 - w,
                class_="score")
        bd = {k: "?" if v is None else v for k, v in res.breakdown.get(p, {}).items()}
        detail = _("カミ {kami} − hand {hand} − boo penalty {boo}", kami=bd.get("kami", "?"), hand=bd.get("hand", "?"),
                   boo=bd.get("boo", "?"))
        sk.text(x, y + 54, detail, 11, fill=MUTED, fit=col - 16, class_="detail")

