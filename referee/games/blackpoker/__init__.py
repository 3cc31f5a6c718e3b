"""BlackPoker (ブラックポーカー): a two-player card battle with an interruptible stack of requests."""

from typing import Any

from ...i18n import N_
from ...registry import GameInfo, declare

NAME = "blackpoker"
CODE = "BP"
ALIASES = ("black-poker", "ブラックポーカー")

INFO = declare(GameInfo(
    name=NAME, code=CODE, aliases=ALIASES, order=4,
    title="BlackPoker (ブラックポーカー)", short_title="BlackPoker",
    rules=f"{__name__}.rules:BlackPoker",
    rulebook="blackpoker-common.rst", features="blackpoker",
    header_keys=(
        ("format", N_("game format (BlackPoker)")),
        ("frame", N_("deck frame (BlackPoker)")),
        ("deck", N_("cards in each player's deck (BlackPoker, frames pack and free)")),
    ),
))

__all__ = ["GAME", "INFO", "BlackPoker", "BlackPokerState"]


def __getattr__(attr: str) -> Any:
    """``GAME``, ``BlackPoker`` and ``BlackPokerState`` load the rules on first use (a log of another game never does)."""
    if attr not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")
    from ...core.game import get
    from . import rules

    return get(NAME) if attr == "GAME" else getattr(rules, attr)
