"""えいつく (Eitsuku): a film-making budget game for two to six players."""

from typing import Any

from ...core.game import announce

NAME = "eitsuku"
CODE = "ET"
ALIASES = ("えいつく", "eitsuku-v5", "eitsuku5")

announce(NAME, CODE, ALIASES, f"{__name__}.rules:Eitsuku")

__all__ = ["GAME", "Eitsuku", "EitsukuState"]


def __getattr__(attr: str) -> Any:
    """``GAME``, ``Eitsuku`` and ``EitsukuState`` load the rules on first use (a log of another game never does)."""
    if attr not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")
    from ...core.game import get
    from . import rules

    return get(NAME) if attr == "GAME" else getattr(rules, attr)
