"""えいつく (Eitsuku): a film-making budget game for two to six players."""

from typing import Any

from ...registry import GameInfo, declare

NAME = "eitsuku"
CODE = "ET"
ALIASES = ("えいつく", "eitsuku-v5", "eitsuku5")

INFO = declare(GameInfo(
    name=NAME, code=CODE, aliases=ALIASES, order=5,
    title="えいつく (Eitsuku)", short_title="えいつく",
    rules=f"{__name__}.rules:Eitsuku",
    rulebook="eitsuku-v5.txt", features="eitsuku",
))

__all__ = ["GAME", "INFO", "Eitsuku", "EitsukuState"]


def __getattr__(attr: str) -> Any:
    """``GAME``, ``Eitsuku`` and ``EitsukuState`` load the rules on first use (a log of another game never does)."""
    if attr not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")
    from ...core.game import get
    from . import rules

    return get(NAME) if attr == "GAME" else getattr(rules, attr)
