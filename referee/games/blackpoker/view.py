"""A rich picture of a BlackPoker table: both fields (characters and bulwarks), life, hand, graveyard, fog,
and the stage between them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .messages import _
from .setup import STEP_NAMES
from .zones import spell

if TYPE_CHECKING:
    from .rules import BlackPokerState


def _side(s: "BlackPokerState", seat: int, viewer: str | None) -> Table:
    side = s.sides[seat]
    name = s.players[seat]
    t = Table(show_header=False, box=None, pad_edge=False)
    t.add_column(style="bold")
    t.add_column()
    life = s.life_count(seat)
    t.add_row(_("ライフ life"), "?" if life is None else str(life))
    hand = side.hand.show() if viewer in (None, name) else _("{n} cards", n=len(side.hand))
    t.add_row(_("手札 hand"), hand)
    t.add_row(_("場 field"), Text(" ".join(u.show() for u in side.units) or "—"))
    walls = []
    for i, b in enumerate(side.bulwarks):
        card = b.card()
        face = spell(card) if card is not None and (b.face_up or viewer in (None, name)) else "??"
        walls.append(f"B{i + 1}:{face}{'(D)' if b.driven else ''}")
    t.add_row(_("防壁 bulwarks"), " ".join(walls) or "—")
    top = "—" if side.top == "-" or not len(side.grave) else spell(side.top)
    t.add_row(_("墓地 graveyard"), _("{n} (top {card})", n=len(side.grave), card=top))
    t.add_row(_("フォグ fog"), " ".join(spell(k) if isinstance(k, int) else "??" for k in s.fog_keys(side)) or "—")
    return t


def render(s: "BlackPokerState", viewer: str | None = None) -> Any:
    head = Text()
    if s.step in ("play", "over"):
        head.append(_("turn {n}: {player}", n=s.turn_no, player=s.players[s.turn_seat]) + "  ", style="bold")
        if s.step == "play":
            head.append(_("chance: {player}", player=s.players[s.chance]) + "  ", style="cyan")
    else:
        head.append(_("set-up ({step})", step=_(STEP_NAMES[s.step])) + "  ", style="bold")
    head.append(f"{s.format} · {s.frame} · {'.'.join(map(str, s.version))}")
    stage = Text(_("ステージ stage: "), style="bold")
    stage.append(" ▸ ".join(_("{action}({label}) by {player}", action=r.action.name, label=r.label(),
                              player=s.players[r.seat]) for r in s.stage) or _("empty"),
                 style="yellow" if s.stage else "dim")
    grid = Table(show_header=True, header_style="bold", expand=False)
    for p in s.players:
        grid.add_column(p)
    grid.add_row(_side(s, 0, viewer), _side(s, 1, viewer))
    parts: list[Any] = [head, grid, stage]
    if s.loser is not None:
        parts.append(Text(_("winner: {player}", player=s.players[1 - s.loser]), style="bold green"))
    return Panel(Group(*parts), title=_("BlackPoker"), expand=False)
