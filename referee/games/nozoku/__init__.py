"""ノゾクダイス (Nozoku Dice): dice drafting by peeking at the side faces of other players' dice."""

from typing import Any

from ...core.game import announce

NAME = "nozoku"
CODE = "NZ"
ALIASES = ("nozoku-dice", "nozokudice", "ノゾクダイス")

announce(NAME, CODE, ALIASES, f"{__name__}.rules:Nozoku")

__all__ = ["GAME", "Nozoku", "NozokuState"]


def __getattr__(attr: str) -> Any:
    """``GAME``, ``Nozoku`` and ``NozokuState`` load the rules on first use (a log of another game never does)."""
    if attr not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")
    from ...core.game import get
    from . import rules

    return get(NAME) if attr == "GAME" else getattr(rules, attr)
