"""Crown Crest: a tactical card game for two, with reinforcement stacking."""

from typing import Any

from ...core.game import announce

NAME = "crown-crest"
CODE = "CR"
ALIASES = ("crowncrest", "crown_crest", "クラウンクレスト")

announce(NAME, CODE, ALIASES, f"{__name__}.rules:CrownCrest")

__all__ = ["GAME", "CrownCrest", "CrownCrestState"]


def __getattr__(attr: str) -> Any:
    """``GAME``, ``CrownCrest`` and ``CrownCrestState`` load the rules on first use (a log of another game never does)."""
    if attr not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")
    from ...core.game import get
    from . import rules

    return get(NAME) if attr == "GAME" else getattr(rules, attr)
