"""What every part of BlackPoker's rules works on: the position's attributes, declared once with their types, and
the handlers and helpers one part calls in another (each defined in the part named beside it; rules.py's
``BlackPokerState`` inherits every part, which comes before this class, so the stubs here are never what runs).

The parts of the rules (setup.py, flow.py, costs.py, actions.py, triggers.py) each derive from :class:`BpBase`, so a
part's methods are typed by what a position has, not ``self: Any``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from ...core.table import Move, TableState

if TYPE_CHECKING:
    from ...core.hidden import Ledger
    from ...notation.model import Event
    from .catalogue import Action
    from .costs import Cost
    from .flow import Request
    from .zones import Bulwark, Side, Unit


class BpBase(TableState):
    """A BlackPoker position as its rules see it (made by ``rules.BlackPokerState.__init__``)."""

    # -- the position (rules.BlackPokerState.__init__ makes each) -------------------------------------------------
    format: str
    frame: str
    version: tuple[int, int]
    ledger: Ledger
    sides: list[Side]
    pack_opened: list[bool]
    life_known: bool
    step: str
    dealt: list[bool]
    preset_done: list[bool]
    flips: list[Any]
    first_flips: tuple[Any, Any]
    first: int
    turn_seat: int
    turn_no: int
    chance: int
    passed: set[int]
    passes: tuple[int, ...]
    stage: list[Request]
    triggers: list[Any]
    attacked: bool
    bulwark_placed: bool
    attack: dict[str, Any]
    loser: int | None
    conceded: bool
    owed_lines: list[dict[str, Any]]
    bulwark_count: int
    lost_keys: dict[int, Request]
    immediate_keys: set[int]
    keycards_gone: dict[int, Request]
    resolving_event: Event | None
    reveal_owner: int | None
    options: dict[str, Any]
    _ctx: str
    #: each action's effect and its own check, by verb (rules.BlackPokerState declares them)
    effects: ClassVar[dict[str, Any]]
    request_checks: ClassVar[dict[str, Any]]

    # -- what one part calls in another ---------------------------------------------------------------------------

    def _setup_expected(self) -> str:
        raise NotImplementedError  # SetupRules

    def bulwark_from(self, seat: int, thing: Any) -> Bulwark:
        raise NotImplementedError  # BlackPokerState

    def bulwark_to_graveyard(self, b: Bulwark, event: Any, shown: int | None=None) -> None:
        raise NotImplementedError  # BlackPokerState

    def card_arg(self, move: Move, i: int, where: str='') -> int | None:
        raise NotImplementedError  # BlackPokerState

    def card_word(self, move: Move, word: str, token: int) -> int | None:
        raise NotImplementedError  # BlackPokerState

    def check_cost(self, action: Action, cost: Cost, move: Move) -> None:
        raise NotImplementedError  # CostRules

    def check_setup_draw(self, move: Move) -> None:
        raise NotImplementedError  # SetupRules

    def check_timing(self, action: Action, move: Move) -> None:
        raise NotImplementedError  # FlowRules

    def clear_fog(self, side: Side, event: Any) -> None:
        raise NotImplementedError  # BlackPokerState

    def damage(self, seat: int, n: int, move: Move | None, shown: int | None=None, token: int=1, event: Event | None=None) -> None:
        raise NotImplementedError  # BlackPokerState

    def discard(self, seat: int, card: int | None, move: Move, token: int) -> None:
        raise NotImplementedError  # BlackPokerState

    def do_setup_draw(self, move: Move) -> None:
        raise NotImplementedError  # SetupRules

    def draw_cards(self, seat: int, cards: list[Any], move: Move | None, event: Event | None=None) -> None:
        raise NotImplementedError  # BlackPokerState

    def draw_size(self, seat: int) -> int:
        raise NotImplementedError  # BlackPokerState

    def find_unit(self, seat: int, word: str) -> Unit | None:
        raise NotImplementedError  # BlackPokerState

    def gid(self, seat: int, card: int | None, zone: Any=None, besides: Any=()) -> int | None:
        raise NotImplementedError  # BlackPokerState

    def judge_damage(self) -> None:
        raise NotImplementedError  # TriggerRules

    def keycards_to_graveyard(self, req: Request) -> None:
        raise NotImplementedError  # FlowRules

    def ledger_take(self, zone: Any, card: int | None, move: Move | None, token: int, seat: int | None=None) -> Any:
        raise NotImplementedError  # BlackPokerState

    def life_count(self, seat: int) -> int | None:
        raise NotImplementedError  # BlackPokerState

    def named(self, seat: int, card: int) -> tuple[int, ...]:
        raise NotImplementedError  # BlackPokerState

    def new_bulwark(self, seat: int, card: int | None, move: Move, token: int, face_up: bool=False) -> Bulwark:
        raise NotImplementedError  # BlackPokerState

    def owe_generation(self, req: Request) -> None:
        raise NotImplementedError  # TriggerRules

    def owe_line(self, verb: str, **data: Any) -> None:
        raise NotImplementedError  # BlackPokerState

    def pay(self, cost: Cost, move: Move, keycards: list[Any]) -> bool:
        raise NotImplementedError  # CostRules

    def place(self, req: Request) -> None:
        raise NotImplementedError  # FlowRules

    def read_cards(self, move: Move, start: int=0, end: int | None=None) -> list[tuple[int | None, int]]:
        raise NotImplementedError  # BlackPokerState

    def resolve(self, req: Request, **given: Any) -> None:
        raise NotImplementedError  # FlowRules

    def resolve_top(self, verb: str, seat: int) -> Request | None:
        raise NotImplementedError  # FlowRules

    def ruled(self, clause: str, event: Event, message: str, rulings: tuple[str, ...], *, token: int=0, expected: str | None=None) -> None:
        raise NotImplementedError  # BlackPokerState

    def show_top(self, seat: int, card: int, event: Any, token: int, before: Any=None) -> None:
        raise NotImplementedError  # BlackPokerState

    def size_of(self, u: Unit) -> int | None:
        raise NotImplementedError  # BlackPokerState

    def summon(self, req: Request, kind: str) -> None:
        raise NotImplementedError  # ActionRules

    def take_chance(self, seat: int) -> None:
        raise NotImplementedError  # FlowRules

    def target_of(self, move: Move, spec: Any) -> Any:
        raise NotImplementedError  # ActionRules

    def trigger(self, verb: str, seat: int, **data: Any) -> None:
        raise NotImplementedError  # FlowRules

    def unit_to_graveyard(self, u: Unit, event: Any) -> None:
        raise NotImplementedError  # BlackPokerState

    def unknown_damage(self, seat: int, event: Any) -> None:
        raise NotImplementedError  # BlackPokerState

    def win_check(self) -> None:
        raise NotImplementedError  # FlowRules


__all__ = ["BpBase"]
