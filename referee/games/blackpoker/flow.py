"""The core flow (rules-facts.md, "Core flow"; 共通ルール「アクションの解決」「勝敗判定」「誘発チェック」).

The turn player receives the chance. The holder requests an action or passes. A request resets the pass
record and keeps the chance with the requester; an immediate (即時) request resolves at once, a normal (通常)
one goes on the stage. A pass moves the chance to the other player; when both have passed in a row and the
stage is not empty, its top request resolves (last in, first out), then the win check, then the trigger
check, and the chance returns to the turn player.

In a log, a line by the player without the chance means the holder passed: that pass need not be written.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...core.copying import Copier
from ...core.hidden import Unknown
from ...core.table import Move
from ...notation.model import Event
from .base import BpBase
from . import clauses as K
from .catalogue import BY_VERB, IMMEDIATE, MAIN, QUICK, Action
from .messages import _
from .setup import OVER, PLAY
from .zones import Bulwark, Unit


@dataclass(eq=False)
class Request:
    """A request: on the stage until it resolves (or as it resolves, when immediate)."""

    action: Action
    seat: int
    keys: list[Any]  # the keycards (physical cards; None unseen), on the stage while it waits
    target: Any = None  # a Unit, a Bulwark, a seat (int), a Request, or None
    event: Event | None = None
    data: dict[str, Any] = field(default_factory=dict)
    kdrive: bool = False  # the cost had K: the keycard stays driven

    def copied(self, c: Copier) -> "Request":
        """A request in a copy of the table: what it names (keycards unseen, its target, what it holds in ``data``) as
        the copy has it."""
        new = Request(self.action, self.seat, [], None, self.event, {}, self.kdrive)  # (the action: the catalogue's)
        c.keep(self, new)
        new.keys = copy_things(self.keys, c)
        new.target = copy_things(self.target, c)
        new.data = copy_things(self.data, c)
        return new

    def label(self) -> str:
        from .zones import spell

        keys = "+".join(spell(k) if isinstance(k, int) or k is None else "??" for k in self.keys)
        return f"{self.action.verb}:{keys}" if keys else self.action.verb

    def number(self) -> int | None:
        """The number a カウンター compares with: a one-keycard request's keycard number."""
        from .zones import rank

        if len(self.keys) != 1:
            return None
        k = self.keys[0]
        return rank(k) if isinstance(k, int) else None


def copy_things(x: Any, c: Copier) -> Any:
    """What a request, a trigger or an owed line names, as a copy of the table has it: each character, bulwark,
    request and unseen card its copy; numbers, strings, lines of the log and catalogue entries as they are; lists,
    tuples and dictionaries of them rebuilt (a list or a dictionary named from two places, once: a triggered request
    holds the trigger's own ``data``)."""
    if isinstance(x, (Unit, Bulwark, Request, Unknown)):
        return c(x)
    if isinstance(x, tuple):
        return tuple([copy_things(v, c) for v in x])
    if not isinstance(x, (list, dict)):
        return x
    y = c.memo.get(id(x))
    if y is None:
        if isinstance(x, list):
            y = []
            c.keep(x, y)
            y.extend(copy_things(v, c) for v in x)
        else:
            y = {}
            c.keep(x, y)
            y.update((k, copy_things(v, c)) for k, v in x.items())
    return y


#: what the target of an action must be (Action.target) for its request to resolve with effect
TARGET_TYPES: dict[str, Any] = {"soldier": Unit, "own-soldier": Unit, "unit": (Unit, Bulwark),
                                "own-unit": (Unit, Bulwark), "bulwark": Bulwark, "request": Request, "player": int}


class FlowRules(BpBase):
    """Chance, passes, the stage, resolution, the win check and the trigger check."""

    # -- the chance ---------------------------------------------------------------------------------------

    def take_chance(self, seat: int) -> None:
        """A line by ``seat``: when the other player held the chance, they passed (the log need not say so); when that
        pass is the second in a row, the top request resolves first."""
        if self.chance != seat and self.step == PLAY:
            holder = self.chance
            self.passed.add(holder)
            if len(self.passed) == 2:
                self.passed = set()
                if self.stage:
                    self.resolve(self.stage[-1])
                if self.step == PLAY:
                    self.chance = self.turn_seat
                if self.chance != seat and self.step == PLAY:
                    self.passed.add(self.chance)  # the turn player let it go on too
            self.chance = seat

    def check_timing(self, action: Action, move: Move) -> None:
        """BP-TIMING-MAIN: a メイン action needs the chance, your own turn and an empty stage."""
        if action.timing != MAIN:
            return
        seat = move.actor
        if seat != self.turn_seat:
            self.judge.violation(K.TIMING_MAIN, move.event, _("{action} is a メイン action: only in your own turn (it is "
                                                              "{player}'s)", action=action.name,
                                                              player=self.players[self.turn_seat]),
                                 token=1, expected=_("a クイック action, or pass"))
        elif self.stage:
            waiting = self.stage[-1]
            other = self.players[1 - seat]
            self.judge.violation(K.TIMING_MAIN, move.event, _("{action} is a メイン action: the stage is not empty "
                                                              "({waiting} waits to resolve)", action=action.name,
                                                              waiting=waiting.action.name), token=1,
                                 expected=_("{player} pass first (the stage resolves), or a クイック action", player=other))

    # -- requesting -----------------------------------------------------------------------------------------

    def place(self, req: Request) -> None:
        """The request is made: the pass record starts again; immediate ones resolve at once."""
        self.passed = set()
        self.chance = req.seat
        if req.action.speed == IMMEDIATE:
            self.immediate_keys.update(k for k in req.keys if isinstance(k, int))
            self.resolve(req)
        else:
            self.stage.append(req)

    # -- passing ----------------------------------------------------------------------------------------

    def check_pass(self, move: Move) -> None:
        if move.event.args:
            self.judge.error("LOG-ARGUMENT", move.event, _("pass takes no arguments"), token=2, expected="PLAYER pass")
        if self.step != PLAY:  # BP-FLOW-CHANCE: the chance holder passes, and nobody holds it before the game starts
            self.judge.violation(K.CHANCE, move.event, _("a pass during the set-up: nobody holds the chance before the "
                                                         "first player's first draw"),
                                 token=1, expected=self._setup_expected())

    def do_pass(self, move: Move) -> None:
        if self.step != PLAY:
            return  # nobody held the chance: the pass changes nothing
        self.passes = (*self.passes[-23:], move.event.index)
        self.pass_by(move.actor)

    def slip_lines(self, accused: frozenset[str] = frozenset()) -> tuple[int, ...]:
        """A pass may go unwritten, so a pass written early, late, twice or for the other player is itself a
        legal line: it resolves a request at the wrong moment, and only lines well after it break a rule.
        The last passes are the lines such a slip hides in."""
        return self.passes

    def pass_by(self, seat: int) -> None:
        self.take_chance(seat)
        self.passed.add(seat)
        if len(self.passed) < 2:
            self.chance = 1 - seat
            return
        self.passed = set()
        if self.stage:
            self.resolve(self.stage[-1])
        if self.step != OVER:
            self.chance = self.turn_seat

    def resolve_top(self, verb: str, seat: int) -> Request | None:
        """A line that records what the top request did when it resolved (``draw``, ``block``): it stands for
        the passes before it. Returns the request, resolved, or None when it is not the top."""
        if not self.stage or self.stage[-1].action.verb != verb:
            return None
        req = self.stage[-1]
        self.take_chance(seat)
        self.passed = set()
        return req

    # -- resolving ------------------------------------------------------------------------------------------

    def resolve(self, req: Request, **given: Any) -> None:
        """アクションの解決: the target checked (gone or split: no effect), the effect as far as it goes, the
        request off the stage, its keycards to the graveyard (but those the effect put on the field or back
        in hand, or kept driven by a K cost); then the win check and the trigger check."""
        triggers: list[tuple[Action, int, dict[str, Any]]] = []
        self.triggers = triggers
        if self.target_lost(req):
            req.data["lost"] = True  # BP-TARGET-CHECK: resolved without effect
            self.lost_keys.update({k: req for k in req.keys if isinstance(k, int)})
        else:
            self.effects[req.action.verb](self, req, **given)  # every action's effect is declared (rules.py, effects)
        if req in self.stage:
            self.stage.remove(req)
        self.keycards_to_graveyard(req)
        self.win_check()
        if self.step == OVER:
            return
        self.trigger_check(triggers)

    def target_lost(self, req: Request) -> bool:
        t = req.target
        fits = TARGET_TYPES.get(req.action.target)
        if fits is not None and not isinstance(t, fits):
            return True  # no target (reported when it was requested): nothing to do
        if isinstance(t, Unit):
            side = self.sides[t.seat]
            return t not in side.units or len(t.cards) != req.data.get("size", len(t.cards))
        if isinstance(t, Bulwark):
            return all(t is not b for s in self.sides for b in s.bulwarks)
        if isinstance(t, Request):
            return t not in self.stage
        return False

    def keycards_to_graveyard(self, req: Request) -> None:
        """BP-KEYCARD-GRAVE: what is still on the stage goes to the graveyard, face up."""
        side = self.sides[req.seat]
        moved = []
        kept = req.data.get("kept")
        for k in req.keys:
            if kept and k in kept:
                continue
            if side.stage_holds(k):
                self.ledger.move_thing(side.stage, side.grave, k, req.event, 2)
                moved.append(k)
                if isinstance(k, int):
                    self.keycards_gone[k] = req
        req.keys = []
        if len(moved) > 1:  # several at once: the player shows which lies on top (a top line, if any: issue 31)
            side.top = None
            self.owe_line("top", seat=req.seat, event=req.event, optional=True)
        elif moved:
            side.top = moved[0] if isinstance(moved[0], int) else None

    # -- 勝敗判定 ------------------------------------------------------------------------------------------

    def win_check(self) -> None:
        """BP-WINCHECK: a player with no life loses; the turn player is checked first, so when both are at 0
        the turn player loses."""
        if self.step != PLAY:
            return
        for seat in (self.turn_seat, 1 - self.turn_seat):
            if self.life_count(seat) == 0:
                self.step = OVER
                self.loser = seat  # what is still on the stage stays there: the game is over
                return

    # -- 誘発チェック -----------------------------------------------------------------------------------------

    def trigger(self, verb: str, seat: int, **data: Any) -> None:
        """An action is triggered (誘発): it joins the buffer of the resolution going on."""
        self.triggers.append((BY_VERB[verb], seat, data))

    def trigger_check(self, triggers: list[tuple[Action, int, dict[str, Any]]]) -> None:
        """BP-FLOW-TRIGGER-ORDER: immediate ones first, player by player from the turn player; then the normal
        ones: a メイン-timing one goes on the stage only when the stage is empty (else it is lost), a クイック
        one always."""
        if not triggers:
            self.passed = set()
            return
        order = {self.turn_seat: 0, 1 - self.turn_seat: 1}
        triggers.sort(key=lambda t: (t[0].speed != IMMEDIATE, order[t[1]], t[0].timing != MAIN))
        for action, seat, data in triggers:
            if self.step == OVER:
                return
            # a triggered request is reported at the line that brought it about
            req = Request(action, seat, [], data.pop("target", None), self.resolving_event, data)
            if action.speed == IMMEDIATE:
                self.resolve_triggered(req)
            elif action.timing == QUICK or not self.stage:
                self.stage.append(req)
        self.passed = set()

    def resolve_triggered(self, req: Request) -> None:
        if req.action.verb == "generation":
            self.owe_generation(req)
            return
        saved = self.triggers
        self.resolve(req)
        self.triggers = saved


__all__ = ["FlowRules", "Request"]
