"""A round in which each player goes through the same stages on their own, and the one way a line is placed in it.

Not every game is a turn passed from player to player (referee/core/steps.py). In えいつく each player goes through
the week (スタート, アクション, スカウト, セット, エンド) at their own pace, their lines interleaved with the others';
the week is over when every player's last stage is, and the next begins (boardgame.io calls such per-player steps
*stages*). A game like that declares its stages once, as :class:`Stages`, and says where each seat is (the hooks of
:class:`SeatStages`: the seat's round and stage, the table's round, whether the seat still plays the rounds). Each
line is then placed against the declaration by :meth:`SeatStages.place`, the same way for every such game:

- ``IN_ORDER``: the player's stage, or a later one of the same round (a stage may have nothing to do: the player
  goes on to the line's);
- ``EARLIER``: a stage the player has passed: the line is out of its place;
- ``DONE``, ``DONE_AGAIN``: the player's round is over (their last stage is done) and the table's is not: a line of
  another stage, or of the last stage again;
- ``NEXT_ROUND``: the first stage while the player's round is over and the table's is not: the player begins the
  next round before the others have ended this one;
- ``LAST_UNWRITTEN``: a stage the player has passed, when every other player has ended the round: the player's last
  stage was not written (a step left out), and the line begins the next round;
- ``OUT``: the player plays no more rounds (えいつく: the film is released).

The game reports each case at the line, with its own clause and words, and applies it (its follow handler reads
as the rulebook does: where the line stands, what that breaks, what the table did).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar

from .table import TableState


class Place(Enum):
    """Where a line stands against the player's stage (see the module's docstring)."""

    IN_ORDER = "in order"
    EARLIER = "earlier"
    DONE = "done"
    DONE_AGAIN = "done again"
    NEXT_ROUND = "next round"
    LAST_UNWRITTEN = "last unwritten"
    OUT = "out"


@dataclass(frozen=True)
class Stages:
    """The stages of a player's round, in order (members of the game's enum): the last one ends the player's round."""

    order: tuple[Any, ...]

    def __post_init__(self) -> None:
        if len(self.order) < 2 or len(set(self.order)) != len(self.order):
            raise ValueError("a round has at least two stages, each once")

    @property
    def first(self) -> Any:
        return self.order[0]

    @property
    def last(self) -> Any:
        return self.order[-1]

    def rank(self, stage: Any) -> int:
        return self.order.index(stage)


class SeatStages(TableState):
    """A game whose players go through :attr:`stages` on their own. Its hooks say where each seat is."""

    stages: ClassVar[Stages]

    def seat_stage(self, seat: int) -> Any:
        """The stage ``seat`` is at (one of :attr:`stages`; any value while the seat is out of the rounds)."""
        raise NotImplementedError

    def seat_round(self, seat: int) -> int:
        """The round ``seat`` is in (a player may have begun the next one)."""
        raise NotImplementedError

    def table_round(self) -> int:
        """The table's round: the one not every player has ended."""
        raise NotImplementedError

    def in_rounds(self, seat: int) -> bool:
        """Whether ``seat`` still plays the rounds."""
        raise NotImplementedError

    def place(self, seat: int, stage: Any) -> Place:
        """Where a line of ``stage`` by ``seat`` stands (see the module's docstring)."""
        if not self.in_rounds(seat):
            return Place.OUT
        s = self.stages
        mine, now = self.seat_stage(seat), self.seat_round(seat) == self.table_round()
        if mine == s.last and now:
            return Place.NEXT_ROUND if stage == s.first else Place.DONE_AGAIN if stage == s.last else Place.DONE
        if s.rank(stage) < s.rank(mine):
            return Place.LAST_UNWRITTEN if now and self.others_done(seat) else Place.EARLIER
        return Place.IN_ORDER

    def others_done(self, seat: int) -> bool:
        """Whether every other player has ended ``seat``'s round (or plays no more rounds, or is in a later one)."""
        last, mine = self.stages.last, self.seat_round(seat)
        return all(q == seat or not self.in_rounds(q) or self.seat_round(q) > mine or self.seat_stage(q) == last
                   for q in range(len(self.players)))


__all__ = ["Place", "SeatStages", "Stages"]
