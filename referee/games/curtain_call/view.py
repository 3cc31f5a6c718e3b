"""A rich picture of a カーテンコール table, from the table's view or one player's."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ...core import cards as C
from ...core.hidden import Zone
from .messages import _
from .rules import phase_name

if TYPE_CHECKING:
    from .rules import CurtainCallState


def _cards(z: Zone, hidden: bool = False) -> Text:
    t = Text()
    if hidden:
        return Text(_("{n} cards", n=len(z)), style="dim")
    for c in sorted(z.known):
        style = "red" if C.suit_of(c) in ("H", "D") else "bold"
        t.append(C.pretty(c) + " ", style=style)
    if z.hidden:
        t.append(_("+{n} unseen", n=len(z.hidden)) if z.known else _("{n} unseen", n=len(z.hidden)), style="dim")
    if not len(z):
        t.append("—", style="dim")
    return t


def _assemble(template: str, **parts: Text) -> Text:
    """A translated line whose ``{placeholders}`` are styled texts (the translation may reorder them)."""
    out = Text()
    for i, piece in enumerate(re.split(r"\{(\w+)\}", template)):
        if i % 2:
            out.append_text(parts[piece])
        elif piece:
            out.append(piece)
    return out


def render(s: "CurtainCallState", viewer: str | None = None) -> Any:
    """The set, both stages and (where the viewer may see them) the hands."""
    head = Text()
    head.append(_("turn {n}", n=s.turn_no) + "  ", style="bold")
    head.append(phase_name(s.step) + "  ")
    head.append(f"ルミナ {s.players[s.lumina]}  ノクス {s.players[s.nox]}", style="cyan")
    down = [str(i) for i, z in enumerate(s.slots, 1) if len(z)]
    set_line = Text(_("set: {n} face down", n=len(down)), style="green")
    if down and len(down) < len(s.slots):
        set_line.append(" " + _("(positions {positions})", positions=" ".join(down)), style="dim")
    set_line.append("   " + _("main stage (face up):") + " ")
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
    table.add_row(_("hand"), *hands)
    table.add_row(_("boos"), *(str(b) for b in s.boos))
    parts: list[Any] = [head, set_line]
    if len(s.p_actor) or len(s.p_kuroko):
        hide_k = viewer is not None and viewer != s.players[s.lumina]
        kuroko = Text(_("face down"), style="dim") if hide_k and len(s.p_kuroko) else _cards(s.p_kuroko)
        parts.append(_assemble(_("presented: actor {actor} kuroko {kuroko}"), actor=_cards(s.p_actor), kuroko=kuroko))
    parts.append(table)
    res = s.result()
    if res is not None:
        r = Text(_("curtain call: {ending}", ending=res.ending) + "; ", style="bold magenta")
        r.append(", ".join(f"{p} {'?' if v is None else v}" for p, v in res.scores.items()))
        if res.winners:
            r.append("; " + (_("draw") if len(res.winners) > 1 else _("winner {player}", player=res.winners[0])))
        parts.append(r)
    return Panel(Group(*parts), title="カーテンコール", expand=False)
