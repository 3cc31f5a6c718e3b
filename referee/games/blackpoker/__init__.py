"""BlackPoker (ブラックポーカー): a two-player card battle with an interruptible stack of requests."""

from typing import Any

from ...core.game import announce

NAME = "blackpoker"
CODE = "BP"
ALIASES = ("black-poker", "ブラックポーカー")

announce(NAME, CODE, ALIASES, f"{__name__}.rules:BlackPoker")

__all__ = ["GAME", "BlackPoker", "BlackPokerState"]


def __getattr__(attr: str) -> Any:
    """``GAME``, ``BlackPoker`` and ``BlackPokerState`` load the rules on first use (a log of another game never does)."""
    if attr not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")
    from ...core.game import get
    from . import rules

    return get(NAME) if attr == "GAME" else getattr(rules, attr)
