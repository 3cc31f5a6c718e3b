"""ノゾクダイス (Nozoku Dice): dice drafting by peeking at the side faces of other players' dice."""

from typing import Any

from ...i18n import N_
from ...registry import GameInfo, declare

NAME = "nozoku"
CODE = "NZ"
ALIASES = ("nozoku-dice", "nozokudice", "ノゾクダイス")

INFO = declare(GameInfo(
    name=NAME, code=CODE, aliases=ALIASES, order=3,
    title="ノゾクダイス (Nozoku Dice)", short_title="ノゾクダイス",
    rules=f"{__name__}.rules:Nozoku",
    rulebook="nozoku-dice.md", features="nozoku",
    header_keys=(
        ("gameset", N_("dice and card configuration (ノゾクダイス)")),
    ),
    set_folders=("sets",),
))

__all__ = ["GAME", "INFO", "Nozoku", "NozokuState"]


def __getattr__(attr: str) -> Any:
    """``GAME``, ``Nozoku`` and ``NozokuState`` load the rules on first use (a log of another game never does)."""
    if attr not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")
    from ...core.game import get
    from . import rules

    return get(NAME) if attr == "GAME" else getattr(rules, attr)
