"""A rich picture of a Crown Crest battlefield: fronts, rear areas, tokens, VP and zones."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

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
    head.append(f"turn {s.turn_no} ({'night' if s.night() else 'day'})  ", style="bold")
    head.append(s.phase() + "  ")
    if s.first >= 0:
        head.append(f"first: {s.players[s.first]}", style="cyan")
    field = Table(show_header=True, header_style="bold", expand=False, title="battlefield")
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
    side.add_row("VP", *(str(v) for v in s.vp))
    side.add_row("tokens", *(str(v) for v in s.tokens))
    side.add_row("crest", *(f"{c.name if c else '—'} Lv{s.level(i)}" for i, c in enumerate(s.crest)))
    side.add_row("hand", *(
        (s.hand[i].show() if viewer in (None, p) else f"{len(s.hand[i])} cards") for i, p in enumerate(s.players)))
    side.add_row("deck", *(str(len(s.deck[i])) for i in range(2)))
    side.add_row("link", *(s.link[i].show() for i in range(2)))
    side.add_row("removed", *(s.removed[i].show() for i in range(2)))
    for n in (3, 2, 1):
        side.add_row(f"count {n}", *(s.count[i][n].show() for i in range(2)))
    return Panel(Group(head, field, side), title=f"Crown Crest · {s.cs.title}", expand=False)
