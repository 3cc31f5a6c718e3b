"""Crown Crest: a tactical card game for two, with reinforcement stacking."""

from typing import Any

from ...i18n import N_
from ...registry import GameInfo, declare

NAME = "crown-crest"
CODE = "CR"
ALIASES = ("crowncrest", "crown_crest", "クラウンクレスト")

INFO = declare(GameInfo(
    name=NAME, code=CODE, aliases=ALIASES, order=2,
    title="Crown Crest", short_title="Crown Crest",
    rules=f"{__name__}.rules:CrownCrest",
    rulebook="crown-crest.md", features="crown_crest",
    header_keys=(
        ("cardset", N_("card-set file the game uses (Crown Crest)")),
    ),
    set_folders=("sets",),
))

__all__ = ["GAME", "INFO", "CrownCrest", "CrownCrestState"]


def __getattr__(attr: str) -> Any:
    """``GAME``, ``CrownCrest`` and ``CrownCrestState`` load the rules on first use (a log of another game never does)."""
    if attr not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")
    from ...core.game import get
    from . import rules

    return get(NAME) if attr == "GAME" else getattr(rules, attr)
