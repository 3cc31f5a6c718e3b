"""A sixth game that exists only in the tests: カウントテン (count to ten), declared the way every game is
(``docs/architecture.md``, "Adding a game"; ``tests/test_sixth_game.py``).

Its rulebook, in full: the players take turns in seat order, the first player first (TT-TURN); on a turn a player
adds 1, 2 or 3 to the count, which starts at 0 (TT-ADD); whoever brings the count to the target (10, unless the
header's ``target:`` says otherwise) wins, and the game ends there (TT-END).

Notation: ``Aki add 3``. The header key ``target`` is the game's own: the reader knows it because the game
declares it, and no file outside this one names the game.
"""

from __future__ import annotations

from typing import Any

from referee.core.findings import Result
from referee.core.game import Game, State, Verb
from referee.notation.model import Event, Header
from referee.registry import GameInfo

NAME = "count-to-ten"

INFO = GameInfo(
    name=NAME, code="TT", aliases=("カウントテン", "count10"), order=6,
    title="カウントテン (Count to Ten)", short_title="カウントテン",
    rules=f"{__name__}:CountToTen",
    rulebook="count-to-ten.md", features="count_to_ten",
    header_keys=(("target", "the count that wins (default 10)"),),
)

TURN, ADD, END = "TT-TURN", "TT-ADD", "TT-END"


class CountState(State):
    def __init__(self, game: Game, players: list[str], target: int) -> None:
        self.game = game
        self.players = players
        self.target = target
        self.count = 0
        self.seat = 0
        self.winner: str | None = None

    def apply(self, event: Event, judge: Any) -> None:
        if event.verb != "add" or len(event.args) != 1 or not event.args[0].isdigit():
            judge.error("LOG-SYNTAX", event, "a turn is written 'NAME add N'", expected=f"{event.actor} add 1")
            return
        if event.actor not in self.players:
            judge.error("LOG-PLAYER", event, f"{event.actor!r} is not a player of this game")
            return
        n, seat = int(event.args[0]), self.players.index(event.actor)
        # TT-END: the game ends when the count reaches the target
        if self.winner is not None:
            judge.violation(END, event, f"the game is over: {self.winner} reached {self.target}")
        # TT-TURN: the players take turns in seat order, the first player first
        elif seat != self.seat:
            judge.violation(TURN, event, f"it is {self.players[self.seat]}'s turn", expected=f"{self.players[self.seat]} add N")
        # TT-ADD: a player adds 1, 2 or 3
        if not 1 <= n <= 3:
            judge.violation(ADD, event, f"a turn adds 1, 2 or 3, not {n}", token=2, expected="1, 2 or 3")
        # what happened at the table: the count grew, the next seat is to play
        self.count += n
        self.seat = (seat + 1) % len(self.players)
        if self.winner is None and self.count >= self.target:
            self.winner = event.actor

    def legal_events(self) -> list[str]:
        if self.winner is not None:
            return []
        return [f"{self.players[self.seat]} add {n}" for n in (1, 2, 3)]

    def is_over(self) -> bool:
        return self.winner is not None

    def result(self) -> Result | None:
        if self.winner is None:
            return None
        return Result({p: int(p == self.winner) for p in self.players}, [self.winner], "the count reached the target", END)

    def facts(self) -> dict[str, str]:
        return {"count": str(self.count), "to play": self.players[self.seat]}


class CountToTen(Game):
    name, code, title, aliases = INFO.name, INFO.code, INFO.title, INFO.aliases
    verbs = (Verb("add", "ACTOR add N", "add 1, 2 or 3 to the count", clause=ADD),)
    score_clause = END

    def new_state(self, header: Header, options: dict[str, Any], judge: Any) -> State:
        target = header.meta.get("target", "10")
        return CountState(self, list(header.players), int(target) if target.isdigit() else 10)
