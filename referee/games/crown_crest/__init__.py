"""Crown Crest: a tactical card game for two, with reinforcement stacking."""

from ...core.game import register
from .rules import CrownCrest, CrownCrestState

GAME = register(CrownCrest())

__all__ = ["GAME", "CrownCrest", "CrownCrestState"]
