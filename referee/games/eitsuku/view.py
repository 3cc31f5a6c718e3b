"""A rich picture of an えいつく table: the piles, and each player's stock (ストック場), role area (役割場) and
event area (イベント場), as ``referee replay`` and the console show it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from . import cards as K
from .messages import _

if TYPE_CHECKING:
    from .rules import EitsukuState

SLOT_HEAD = " ".join(K.SLOT_JA[s] for s in K.SLOTS)


def render(s: "EitsukuState", viewer: str | None = None) -> Any:
    from .rules import PHASE_NAME

    head = Text()
    head.append(_("set-up (ゲームの開始)") if s.week == 0 else _("week {week} (第{week}週)", week=s.week), style="bold")
    head.append(_("   piles: "))
    head.append(f"小 {s.pile['small']}  中 {s.pile['medium']}  大 {s.pile['large']}  ")
    head.append("役者 {actor} 脚本家 {script} 音楽家 {music} 演出家 {director}  ".format(**s.role_pile), style="dim")
    head.append(f"イベント {s.event_pile}  ", style="dim")
    head.append(f"捨て札場 {sum(s.discarded.values()) + len(s.discard)}", style="dim")
    table = Table(show_header=True, header_style="bold", expand=False)
    table.add_column(_("player"))
    table.add_column(_("phase"))
    table.add_column(_("stock (ストック場)"))
    table.add_column(_("role area (役割場: {slots})", slots=SLOT_HEAD))
    table.add_column(_("event area (イベント場)"))
    for p in s.seats:
        stock = Text(s.stock_text(p))
        down = [f"{sz}×{p.down[sz]}" for sz in ("small", "medium", "large") if p.down[sz]]
        if down:
            stock.append(_("  turned over: {cards}", cards=" ".join(down)), style="dim")
        roles = Text()
        for slot in K.SLOTS:
            roles.append(f"{K.SLOT_JA[slot]} ", style="dim")
            roles.append(s.slot_text(p.slots[slot]) + "  ", style="bold" if len(p.slots[slot]) else "dim")
        events = " ".join(("??" if e is None else e) + (f" {n}" if n is not None else "") for e, n in p.placed) or "—"
        phase = _(PHASE_NAME[p.phase])
        if p.released:
            phase = _("{phase} (week {week})", phase=phase, week=p.released)
        table.add_row(p.name, phase, stock, roles, events)
    parts: list[Any] = [head, table]
    res = s.result()
    if res is not None:
        r = Text(_("over: {ending}; ", ending=res.ending), style="bold magenta")
        # TRANSLATORS: what separates the players' names in a list ("Aki, Ben")
        r.append(_(", ").join(f"{p} {'?' if v is None else v}" for p, v in res.scores.items()))
        parts.append(r)
    return Panel(Group(*parts), title="えいつく", expand=False)
