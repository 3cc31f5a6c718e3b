"""えいつく (Eitsuku): a film-making budget game for two to six players."""

from ...core.game import register
from .rules import Eitsuku, EitsukuState

GAME = register(Eitsuku())

__all__ = ["GAME", "Eitsuku", "EitsukuState"]
