"""カーテンコール (Curtain Call): a 53-card bluffing game for two."""

from typing import Any

from ...core.game import announce

NAME = "curtain-call"
CODE = "CC"
ALIASES = ("curtaincall", "カーテンコール", "curtain_call")

announce(NAME, CODE, ALIASES, f"{__name__}.rules:CurtainCall")

__all__ = ["GAME", "CurtainCall", "CurtainCallState"]


def __getattr__(attr: str) -> Any:
    """``GAME``, ``CurtainCall`` and ``CurtainCallState`` load the rules on first use (a log of another game never does)."""
    if attr not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")
    from ...core.game import get
    from . import rules

    return get(NAME) if attr == "GAME" else getattr(rules, attr)
