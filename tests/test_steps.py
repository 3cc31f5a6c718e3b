"""The kernel's declared turn (issue 30, part 2): ``referee/core/steps.py`` follows the table through a game's declared
steps the same way for every game. Checked here on a small game that exists only in this test, デュエル: each turn the
first player draws, then the second (the draw phase alternates); the first player duels (leaving the duel without one
is reported: DU-DUEL); each rests, first then second (leaving a rest undone is reported: DU-REST). The first player
changes every turn; three turns.

Each case works out the verdict from those sentences first: a line in step says nothing; a line of a later step
passes over the steps between, each left by the game's hook, and a jump is one slip; a line of a step that is over
is late, reported once however many late lines the jump left; a draw while the rests go on begins the next turn; a
line past the duel's end while the duel may still come is held, and said written early when the lines after it go
back."""

from __future__ import annotations

from enum import IntEnum
from typing import Any

import pytest

from referee.core.game import Game, Verb
from referee.core.referee import Judge
from referee.core.steps import HeldSteps, Passing, Role, Step, Turn
from referee.core.table import Handlers, Move
from referee.i18n import N_
from referee.notation.model import Event, Header


class S(IntEnum):
    SETUP = 0
    DRAW1 = 1
    DRAW2 = 2
    DUEL = 3
    REST1 = 4
    REST2 = 5
    OVER = 6


FIRST, SECOND = Role.FIRST, Role.SECOND
TURN = Turn(
    steps=(
        Step(S.DRAW1, "draw", FIRST, N_("draw (first player)"), frozenset(("draw",))),
        Step(S.DRAW2, "draw", SECOND, N_("draw (second player)"), frozenset(("draw",))),
        Step(S.DUEL, "duel", FIRST, N_("duel"), frozenset(("duel",)), ends_report=True),
        Step(S.REST1, "rest", FIRST, N_("rest (first player)"), frozenset(("rest",)), ends_report=True),
        Step(S.REST2, "rest", SECOND, N_("rest (second player)"), frozenset(("rest",)), ends_report=True),
    ),
    setup=S.SETUP, over=S.OVER, setup_name=N_("set-up"), over_name=N_("game over"),
    opening="draw", closing="rest", swaps=True, alternating=frozenset(("draw", "rest")),
    order_clause="DU-ORDER", alternate_clause="DU-ALTERNATE",
)
PHASE = {"draw": "draw", "duel": "duel", "rest": "rest"}


class DuelState(HeldSteps):
    turn_order = TURN

    def __init__(self, game: Game, players: list[str], judge: Any) -> None:
        super().__init__()
        self.game, self.players, self.judge = game, players, judge
        self.first, self.turn_no, self.step = 0, 1, S.SETUP
        self.done: set[S] = set()
        self.events = 0

    def copy_into(self, new: "DuelState", c: Any) -> None:
        super().copy_into(new, c)
        new.done = self.done.copy()

    def role(self, seat: int) -> Role:
        return FIRST if seat == self.first else SECOND

    def seat_for(self, role: Any) -> int:
        return self.first if role is FIRST else 1 - self.first

    def start_play(self, event: Event, actor: int) -> None:
        self.step = S.DRAW1

    def leave_step(self, event: Event, passing: Passing | None = None) -> None:
        s = self.step
        if s == S.DUEL and S.DUEL not in self.done:
            say = passing.report if passing is not None else (lambda c, m, **k: self.judge.violation(c, event, m))
            say("DU-DUEL", "no duel this turn")
        if s in (S.REST1, S.REST2) and s not in self.done:
            self.judge.violation("DU-REST", event, f"{self.players[self.owner(s)]} did not rest")
        if s == S.REST2:
            if self.turn_no == 3:
                self.step = S.OVER
                return
            self.turn_no, self.first, self.step, self.done = self.turn_no + 1, 1 - self.first, S.DRAW1, set()
            return
        self.step = S(s + 1)

    def phase_of(self, move: Move) -> str | None:
        return PHASE[move.verb]

    def is_over(self) -> bool:
        return self.step == S.OVER

    def legal_events(self) -> list[str]:
        return []

    def result(self) -> None:
        return None

    def turn(self) -> int:
        return self.turn_no

    def _follow(self, move: Move) -> None:
        if self.hold(move):
            return
        self.reach(move, PHASE[move.verb])

    def _check(self, move: Move) -> None:
        if self.late:
            self.late_report(move, "DU-" + move.verb.upper(), move.verb, self.own_step(move.actor, PHASE[move.verb]))

    def _do(self, move: Move) -> None:
        if not self.late:
            self.done.add(self.own_step(move.actor, PHASE[move.verb]))
        if self.step in (S.REST1, S.REST2) and self.step in self.done:
            self.leave_step(move.event)

    verbs = (Verb("draw", "PLAYER draw", "draws"), Verb("duel", "PLAYER duel", "duels"), Verb("rest", "PLAYER rest", "rests"))
    handlers = {"draw": Handlers(_check, _do, follow=_follow), "duel": Handlers(_check, _do, follow=_follow),
                "rest": Handlers(_check, _do, follow=_follow)}


class Duel(Game):
    name, code, title = "duel", "DU", "デュエル (Duel)"
    verbs = DuelState.verbs

    def new_state(self, header: Header, options: dict[str, Any], judge: Judge) -> DuelState:
        return DuelState(self, list(header.players), judge)


def findings(*lines: str) -> list[tuple[str, int]]:
    """Follow the lines (``Aki draw`` …) and give each violation as (clause, line)."""
    judge = Judge("duel.log")
    state = DuelState(Duel(), ["Aki", "Ben"], judge)
    for n, text in enumerate(lines, start=1):
        actor, verb = text.split()
        state.apply(Event(actor, verb, [], "duel.log", n, text, index=n), judge)
    state.flush(judge)
    return [(f.clause, f.position.line) for f in judge.findings if f.kind == "violation"]


TURN1 = ("Aki draw", "Ben draw", "Aki duel", "Aki rest", "Ben rest")
TURN2 = ("Ben draw", "Aki draw", "Ben duel", "Ben rest", "Aki rest")  # Ben is first now


def test_lines_in_step_say_nothing():
    assert findings(*TURN1, *TURN2) == []


def test_a_jump_over_steps_is_one_slip_at_the_line_that_proves_it():
    # Ben's draw and Aki's duel left out: Aki's rest passes over the duel (DU-DUEL at line 2, once)
    assert findings("Aki draw", "Aki rest", "Ben rest", *TURN2) == [("DU-DUEL", 2)]


def test_lines_of_steps_passed_over_come_late_and_are_one_slip():
    # line 2 passes over the draws (the table was at Aki's, Ben's never came) to the duel; Ben's draw at line 3 is late
    # (reported), and the late lines after it of the same steps are the same slip
    assert findings("Aki draw", "Aki duel", "Ben draw", "Ben draw", "Aki rest", "Ben rest") == [("DU-DRAW", 3)]
    # a late line outside the jump is a slip of its own (here a second draw of Ben's, in Aki's step of the draws)
    assert findings("Aki draw", "Ben draw", "Aki rest", "Ben rest", "Ben draw", "Aki draw", "Ben draw", "Ben duel",
                    "Ben rest", "Aki rest") == [("DU-DUEL", 3), ("DU-ALTERNATE", 7)]


def test_a_late_line_in_the_other_players_alternating_step_breaks_the_alternation():
    # Ben draws, then the table goes on; Aki's draw after Ben's is in the other player's step of the draw phase
    assert findings("Ben draw", "Aki draw", "Aki duel", "Aki rest", "Ben rest") == [("DU-ALTERNATE", 2)]


def test_a_draw_while_the_rests_go_on_begins_the_next_turn():
    # Ben never rests: the next turn's draw (Ben is its first player) leaves the rest undone, said at that line
    assert findings("Aki draw", "Ben draw", "Aki duel", "Aki rest", "Ben draw", *TURN2[1:]) == [("DU-REST", 5)]


def test_a_line_past_the_duel_is_held_and_said_written_early_when_the_duel_follows():
    # Aki's rest is written before the duel that the next line records: held, read after the duel, said once
    got = findings("Aki draw", "Ben draw", "Aki rest", "Aki duel", "Ben rest")
    assert got == [("DU-ORDER", 3)]


def test_a_held_line_runs_where_it_stands_when_the_table_had_moved_on():
    # Aki rests and Ben rests: no duel came, the table had moved on; the duel left undone is said at Aki's rest
    assert findings("Aki draw", "Ben draw", "Aki rest", "Ben rest", *TURN2) == [("DU-DUEL", 3)]


def test_the_expected_actor_is_the_steps_player():
    state = DuelState(Duel(), ["Aki", "Ben"], Judge("duel.log"))
    state.step = S.DRAW2
    assert state.expected_actor("draw") == 1 and state.expected_actor("duel") == 0
    assert state.expected_actor("rest") is None  # two steps, neither the table's now


def test_a_turn_declares_each_step_once_and_its_phases():
    with pytest.raises(ValueError):
        Turn(steps=(Step(S.DRAW1, "draw", FIRST, "d"), Step(S.DRAW1, "draw", SECOND, "d")), setup=S.SETUP, over=S.OVER,
             opening="draw", closing="draw", swaps=False, order_clause="X")
    with pytest.raises(ValueError):
        Turn(steps=(Step(S.DRAW1, "draw", FIRST, "d"),), setup=S.SETUP, over=S.OVER, opening="duel", closing="draw",
             swaps=False, order_clause="X")
    assert TURN.rank[S.SETUP] == 0 and TURN.rank[S.OVER] == 6
    assert TURN.after(S.SETUP) == S.DRAW1 and TURN.after(S.DUEL) == S.REST1 and TURN.after(S.REST2) == S.OVER
    assert TURN.step("duel", SECOND) == S.DUEL  # a phase of one step is that step whoever asks


def test_the_architecture_docs_show_a_declared_turn_as_a_game_declares_it():
    """docs/architecture.md, "A turn, declared", shows Crown Crest's declaration: every line of it (but the … that
    stands for the lines left out) is in the game's rules, and the keywords it shows are the Turn's."""
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    text = (root / "docs" / "architecture.md").read_text(encoding="utf-8")
    section = text[text.index("### A turn, declared"):]
    block = section[section.index("```python\n") + 10:section.index("\n```", section.index("```python"))]
    rules = (root / "referee" / "games" / "crown_crest" / "rules.py").read_text(encoding="utf-8")
    shown = [line.strip().removesuffix(" …)") for line in block.splitlines() if line.strip() not in ("…", "")]
    assert len(shown) >= 8
    missing = [line for line in shown if line not in rules]
    assert not missing, missing
    fields = set(Turn.__dataclass_fields__) | set(Step.__dataclass_fields__)
    import re

    assert set(re.findall(r"\b(\w+)=", block)) <= fields
