"""BlackPoker (ブラックポーカー): a two-player card battle with an interruptible stack of requests."""

from ...core.game import register
from .rules import BlackPoker, BlackPokerState

GAME = register(BlackPoker())

__all__ = ["GAME", "BlackPoker", "BlackPokerState"]
