"""A rich picture of a カーテンコール table, from the table's view or one player's."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ...core import cards as C
from ...core.hidden import Zone

if TYPE_CHECKING:
    from .rules import CurtainCallState


def _cards(z: Zone, hidden: bool = False) -> Text:
    t = Text()
    if hidden:
        return Text(f"{len(z)} cards", style="dim")
    for c in sorted(z.known):
        style = "red" if C.suit_of(c) in ("H", "D") else "bold"
        t.append(C.pretty(c) + " ", style=style)
    if z.hidden:
        t.append(f"+{len(z.hidden)} unseen" if z.known else f"{len(z.hidden)} unseen", style="dim")
    if not len(z):
        t.append("—", style="dim")
    return t


def render(s: "CurtainCallState", viewer: str | None = None) -> Any:
    """The set, both stages and (where the viewer may see them) the hands."""
    head = Text()
    head.append(f"turn {s.turn_no}  ", style="bold")
    head.append(f"{s.phase_}  ")
    head.append(f"ルミナ {s.players[s.lumina]}  ノクス {s.players[s.nox]}", style="cyan")
    down = [str(i) for i, z in enumerate(s.slots, 1) if len(z)]
    set_line = Text(f"set: {len(down)} face down", style="green")
    if down and len(down) < len(s.slots):
        set_line.append(f" (positions {' '.join(down)})", style="dim")
    set_line.append("   main stage (face up): ")
    set_line.append_text(_cards(s.opened))
    table = Table(show_header=True, header_style="bold", expand=False)
    table.add_column("")
    for i, p in enumerate(s.players):
        role = "ルミナ" if i == s.lumina else "ノクス"
        table.add_column(f"{p} ({role})")
    table.add_row("カミ", *(_cards(s.kami[i]) for i in range(2)))
    shimo = []
    for i, p in enumerate(s.players):
        z = s.shimo[i]
        shimo.append(_cards(z))
    table.add_row("シモ", *shimo)
    hands = []
    for i, p in enumerate(s.players):
        hidden = viewer is not None and viewer != p
        hands.append(_cards(s.hand[i], hidden=hidden))
    table.add_row("hand", *hands)
    table.add_row("boos", *(str(b) for b in s.boos))
    parts: list[Any] = [head, set_line]
    if len(s.p_actor) or len(s.p_kuroko):
        pres = Text("presented: actor ")
        pres.append_text(_cards(s.p_actor))
        pres.append(" kuroko ")
        hide_k = viewer is not None and viewer != s.players[s.lumina]
        pres.append_text(Text("face down", style="dim") if hide_k and len(s.p_kuroko) else _cards(s.p_kuroko))
        parts.append(pres)
    parts.append(table)
    res = s.result()
    if res is not None:
        r = Text(f"curtain call: {res.ending}; ", style="bold magenta")
        r.append(", ".join(f"{p} {'?' if v is None else v}" for p, v in res.scores.items()))
        if res.winners:
            r.append("; " + ("draw" if len(res.winners) > 1 else f"winner {res.winners[0]}"))
        parts.append(r)
    return Panel(Group(*parts), title="カーテンコール", expand=False)
