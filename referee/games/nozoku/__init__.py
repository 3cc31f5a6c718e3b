"""ノゾクダイス (Nozoku Dice): dice drafting by peeking at the side faces of other players' dice."""

from ...core.game import register
from .rules import Nozoku, NozokuState

GAME = register(Nozoku())

__all__ = ["GAME", "Nozoku", "NozokuState"]
