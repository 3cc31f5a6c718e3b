"""カーテンコール (Curtain Call): a 53-card bluffing game for two."""

from typing import Any

from ...registry import GameInfo, declare

NAME = "curtain-call"
CODE = "CC"
ALIASES = ("curtaincall", "カーテンコール", "curtain_call")

INFO = declare(GameInfo(
    name=NAME, code=CODE, aliases=ALIASES, order=1,
    title="カーテンコール (Curtain Call)", short_title="カーテンコール",
    rules=f"{__name__}.rules:CurtainCall",
    rulebook="curtain-call.md", features="curtain_call",
))

__all__ = ["GAME", "INFO", "CurtainCall", "CurtainCallState"]


def __getattr__(attr: str) -> Any:
    """``GAME``, ``CurtainCall`` and ``CurtainCallState`` load the rules on first use (a log of another game never does)."""
    if attr not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")
    from ...core.game import get
    from . import rules

    return get(NAME) if attr == "GAME" else getattr(rules, attr)
