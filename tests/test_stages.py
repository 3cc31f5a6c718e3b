"""referee/core/stages.py: where a line stands in a round each player goes through on their own, on a table that
exists only here (three players, a round of three stages: 朝, 昼, 夜), every case of :class:`Place` once; and
えいつく declares its week so."""

from __future__ import annotations

from enum import IntEnum
from typing import Any

import pytest

from referee.core.stages import Place, SeatStages, Stages


class Time(IntEnum):
    MORNING = 0  # 朝
    NOON = 1  # 昼
    NIGHT = 2  # 夜


class Day(SeatStages):
    """Each seat: [round, stage, still playing]; the table's round is the lowest round of a seat still playing."""

    stages = Stages((Time.MORNING, Time.NOON, Time.NIGHT))

    def __init__(self, seats: list[list[Any]]) -> None:
        super().__init__()
        self.players = ["Aki", "Ben", "Chika"]
        self.seats = seats

    def seat_stage(self, seat: int) -> Any:
        return self.seats[seat][1]

    def seat_round(self, seat: int) -> int:
        return self.seats[seat][0]

    def table_round(self) -> int:
        return min(r for r, _s, playing in self.seats if playing)

    def in_rounds(self, seat: int) -> bool:
        return self.seats[seat][2]

    def is_over(self) -> bool:  # (the game protocol: a day never ends here)
        return False

    def legal_events(self) -> list[str]:
        return []

    def result(self) -> None:
        return None


M, N, E = Time.MORNING, Time.NOON, Time.NIGHT


@pytest.mark.parametrize(("seats", "line", "expected"), [
    ([[1, M, True], [1, M, True], [1, M, True]], N, Place.IN_ORDER),  # a later stage of the round (noon skipped is fine)
    ([[1, N, True], [1, M, True], [1, M, True]], N, Place.IN_ORDER),  # the player's own stage
    ([[1, N, True], [1, M, True], [1, M, True]], M, Place.EARLIER),  # a stage the player has passed
    ([[1, E, True], [1, N, True], [1, M, True]], N, Place.DONE),  # the player's round is over, the table's is not
    ([[1, E, True], [1, N, True], [1, M, True]], E, Place.DONE_AGAIN),
    ([[1, E, True], [1, N, True], [1, M, True]], M, Place.NEXT_ROUND),  # the next round begun early
    ([[1, N, True], [1, E, True], [2, M, True]], M, Place.LAST_UNWRITTEN),  # the others done: the night not written
    ([[1, N, True], [1, E, True], [1, N, False]], M, Place.LAST_UNWRITTEN),  # … one of them out of the rounds
    ([[1, N, True], [1, E, True], [1, N, True]], M, Place.EARLIER),  # one other not done: out of its place
    ([[2, N, True], [1, E, True], [1, M, True]], M, Place.EARLIER),  # a player a round ahead going back
    ([[2, E, True], [1, E, True], [1, M, True]], N, Place.EARLIER),  # … whose next round is over too
    ([[1, N, False], [1, M, True], [1, M, True]], N, Place.OUT),  # a player out of the rounds
])
def test_a_line_is_placed_against_the_players_stage(seats, line, expected):
    assert Day(seats).place(0, line) is expected


def test_a_round_has_at_least_two_stages_each_once():
    with pytest.raises(ValueError):
        Stages((M,))
    with pytest.raises(ValueError):
        Stages((M, N, M))


def test_eitsuku_declares_its_week_as_stages():
    from referee.games.eitsuku import rules as R

    assert issubclass(R.EitsukuState, SeatStages)
    assert R.EitsukuState.stages.order == (R.START, R.ACTION, R.SCOUT, R.SET, R.END)
