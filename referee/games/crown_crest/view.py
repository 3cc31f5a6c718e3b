"""A rich picture of a Crown Crest battlefield: fronts, rear areas, tokens, VP and zones."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .messages import _, _n

if TYPE_CHECKING:
    from .rules import CrownCrestState

POS_MARK = {"active": "▲", "rest": "▶", "down": "▼"}


def _units(s: "CrownCrestState", p: int, area: str) -> Text:
    t = Text()
    for u in s.units:
        if u.owner == p and u.area == area:
            card = s.cs.get(u.name)
            t.append(f"{POS_MARK[u.pos]}{card.name}", style="bold" if u.pos == "active" else "dim")
            if len(u.cards) > 1:
                t.append(f"×{len(u.cards)}", style="cyan")
            t.append(f"({s.power_of(u)}" + (f"+{u.tokens}" if u.tokens else "") + ") ")
    return t if t.plain else Text("—", style="dim")


def render(s: "CrownCrestState", viewer: str | None = None) -> Any:
    """The battlefield as a table: each player's rear areas around the two shared fronts."""
    a, b = s.players
    head = Text()
    head.append(_("turn {n} ({time})", n=s.turn_no, time=_("night") if s.night() else _("day")) + "  ", style="bold")
    head.append(s.phase() + "  ")
    if s.first >= 0:
        head.append(_("first: {player}", player=s.players[s.first]), style="cyan")
    field = Table(show_header=True, header_style="bold", expand=False, title=_("battlefield"))
    field.add_column("")
    field.add_column(f"{a} R1")
    field.add_column(f"{a} R2")
    field.add_column("F1")
    field.add_column("F2")
    field.add_column(f"{b} R1")
    field.add_column(f"{b} R2")
    for p in (0, 1):
        field.add_row(
            s.players[p],
            _units(s, 0, "R1") if p == 0 else "",
            _units(s, 0, "R2") if p == 0 else "",
            _units(s, p, "F1"),
            _units(s, p, "F2"),
            _units(s, 1, "R1") if p == 1 else "",
            _units(s, 1, "R2") if p == 1 else "",
        )
    side = Table(show_header=True, header_style="bold", expand=False)
    side.add_column("")
    for p in s.players:
        side.add_column(p)
    side.add_row(_("VP"), *(str(v) for v in s.vp))
    side.add_row(_("tokens"), *(str(v) for v in s.tokens))
    side.add_row(_("crest"), *(_("{crest} Lv{level}", crest=c.name if c else "—", level=s.level(i)) for i, c in enumerate(s.crest)))
    side.add_row(_("hand"), *(
        (s.hand[i].show() if viewer in (None, p) else _n("{n} cards", "{n} cards", len(s.hand[i]))) for i, p in enumerate(s.players)))
    side.add_row(_("deck"), *(str(len(s.deck[i])) for i in range(2)))
    side.add_row(_("link"), *(s.link[i].show() for i in range(2)))
    side.add_row(_("removed"), *(s.removed[i].show() for i in range(2)))
    for n in (3, 2, 1):
        side.add_row(_("count {n}", n=n), *(s.count[i][n].show() for i in range(2)))
    return Panel(Group(head, field, side), title=_("Crown Crest · {title}", title=s.cs.title), expand=False)
