"""Hypothesis strategies over the games' random play (test-only: needs hypothesis).

Each game's ``play`` module (``referee/games/<game>/play.py``) takes its choices from a
:class:`~referee.core.play.Chooser`; here the chooser draws them from Hypothesis, so a failing game
shrinks like any other example.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st

from ..core.play import Chooser


class DrawChooser(Chooser):
    """Choices drawn from Hypothesis (inside ``st.composite`` or from ``st.data()``): shrinkable."""

    def __init__(self, draw: Callable[[Any], Any]) -> None:
        self.draw = draw

    def below(self, n: int) -> int:
        return self.draw(st.integers(0, n - 1)) if n > 1 else 0


def drawn(make: Callable[..., Any], **kw: Any) -> st.SearchStrategy[Any]:
    """A strategy of ``make(chooser, **kw)``: a game's ``drawn_game``, a ``Style.draw`` …"""
    return st.composite(lambda draw: make(DrawChooser(draw), **kw))()


__all__ = ["DrawChooser", "drawn"]
