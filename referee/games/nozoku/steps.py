"""ノゾクダイス's steps of play (NZ-FLOW-…): where the game is, as the position and its facts name it. The rules and
the candidate events both read them (rules.py imports candidates.py: the steps live here, below both)."""

from __future__ import annotations

from enum import StrEnum


class Step(StrEnum):
    SETUP = "setup"
    PREP = "preparation"
    REROLLING = "reroll"
    ACQUIRE = "acquire"
    ACTIONS = "actions"
    PEEK = "nozoku"
    OVER = "over"


SETUP, PREP, REROLLING, ACQUIRE, ACTIONS, PEEK, OVER = Step

__all__ = ["ACQUIRE", "ACTIONS", "OVER", "PEEK", "PREP", "REROLLING", "SETUP", "Step"]
