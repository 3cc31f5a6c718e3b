"""A rich picture of a ノゾクダイス table: the centre, each player's dice, and the faces the others see."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ...core import dice as D
from .messages import _, listing
from .rules import STEP_NAMES

if TYPE_CHECKING:
    from .rules import Die, NozokuState

COLOUR_STYLE = {"red": "red", "blue": "blue", "green": "green", "yellow": "yellow", "white": "bold white"}


def _die(d: "Die") -> Text:
    t = Text(f"{d.id}:", style=COLOUR_STYLE.get(d.colour, ""))
    t.append(str(d.top) if d.top else "?", style="bold")
    if d.front:
        t.append(f"/{d.front}", style="dim")
    return t


def _seen(s: "NozokuState", owner: int, d: "Die") -> str:
    """What every other seat sees of a die in front of ``owner``: its side toward each of them."""
    if not (d.top and d.front):
        return "?"
    o = D.Orientation(d.top, d.front)
    parts = []
    for k in range(1, s.n):
        seat = (owner + k) % s.n
        side = s.gs.side_for(s.n, k)
        parts.append(f"{s.players[seat]} {D.side_toward(o, side, handedness=s.hand_rule)}")
    return listing(parts)


def render(s: "NozokuState", viewer: str | None = None) -> Any:
    head = Text()
    head.append(_("round {round}", round=s.round) + "  ", style="bold")
    head.append(_(STEP_NAMES[s.step]) + "  " if s.step in STEP_NAMES else f"{s.step}  ")
    if s.round:
        head.append(_("turn: {player}", player=s.players[s.turn_player]), style="cyan")
    centre = Text(_("centre: "))
    for d in s.centre():
        centre.append_text(_die(d))
        centre.append(" ")
    table = Table(show_header=True, header_style="bold", expand=False)
    table.add_column(_("player"))
    table.add_column(_("own dice (top/toward owner)"))
    table.add_column(_("on the card: what the others see"))
    table.add_column(_("hand / played"))
    for p, name in enumerate(s.players):
        own = Text()
        for d in s.owned(p):
            own.append_text(_die(d))
            own.append(" ")
        card = Text()
        if s.acquired and s.owner.get(s.acquired) == p:
            d = s.dice[s.acquired]
            card.append_text(_die(d))
            card.append("  " + _("seen: {sides}", sides=_seen(s, p, d)))
        hidden = viewer is not None and viewer != name
        hand = _("{count} cards", count=len(s.hand[p])) if hidden else (s.hand_text(p) or "—")
        played = " ".join(s.names(s.played[p])) or "—"
        table.add_row(name, own if own.plain else Text("—", style="dim"), card, f"{hand} / {played}")
    parts: list[Any] = [head, centre, table]
    res = s.result()
    if res is not None:
        r = Text(_("over: {ending}; ", ending=res.ending), style="bold magenta")
        r.append(listing(f"{p} {'?' if v is None else v}" for p, v in res.scores.items()))
        parts.append(r)
    return Panel(Group(*parts), title=f"ノゾクダイス · {s.gs.title}", expand=False)
