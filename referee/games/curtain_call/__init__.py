"""カーテンコール (Curtain Call): a 53-card bluffing game for two."""

from ...core.game import register
from .rules import CurtainCall, CurtainCallState

GAME = register(CurtainCall())

__all__ = ["GAME", "CurtainCall", "CurtainCallState"]
