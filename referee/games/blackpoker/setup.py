"""ゲームの始め方: the frame's set-up, プリセット, 先攻決定 and ゲーム開始 (BP-START-*, BP-FRAME-*).

エントリー16 (rules-facts.md): the fixed 16-card deck is shuffled into life, each player draws 7, プリセット
(the top of life as a bulwark, the next card face up as a soldier), 先攻決定 (both flip the top of life,
the higher number goes first, a tie flips again, the flipped cards go to the graveyard), and the first
player draws 1 and has the turn and the chance. Without a frame (``frame: free``) the rulebook's common
steps only: プリセット, 先攻決定, ゲーム開始.
"""

from __future__ import annotations

from enum import StrEnum


from ...core.table import Move
from .base import BpBase
from . import clauses as K
from .messages import N_, _
from .zones import ACE, HERO, MAGICIAN, SOLDIER, Bulwark, Unit, rank

OPENING_HAND = 7  # エントリー16: draw 7
class Step(StrEnum):
    """Where the game is: the steps of the set-up (BP-START-…), then play, then over."""

    DEAL = "deal"
    PRESET = "preset"
    FIRST = "first"
    FIRST_DRAW = "first-draw"
    PLAY = "play"
    OVER = "over"


DEAL, PRESET, FIRST, FIRST_DRAW, PLAY, OVER = Step
SETUP_STEPS = (DEAL, PRESET, FIRST, FIRST_DRAW)
#: the steps as a position says them (the state's phase(), the table's heading)
STEP_NAMES = {DEAL: N_("deal"), PRESET: N_("preset"), FIRST: N_("first"), FIRST_DRAW: N_("first-draw"), OVER: N_("over")}


def kind_of(card: int | None) -> str:
    """The character a face-up card makes (キャラクター一覧): 2–10 一般兵, J–K 英雄, A エース, the Joker 魔術士."""
    r = rank(card)
    if r is None or 2 <= r <= 10:
        return SOLDIER
    if r >= 11:
        return HERO
    return ACE if r == 1 else MAGICIAN


class SetupRules(BpBase):
    """The set-up lines: ``draw`` (the opening hand, the first player's draw), ``preset``, ``flip``."""

    # -- draw in the set-up ---------------------------------------------------------------------------------

    def check_setup_draw(self, move: Move) -> None:
        seat, cards = move.actor, move.args
        if self.step == DEAL:
            # BP-FRAME-ENTRY16: each player draws 7
            if self.dealt[seat]:
                self.judge.violation(K.ENTRY16, move.event, _("{player} has drawn the opening hand already",
                                                              player=self.players[seat]),
                                     token=1, expected=_("7 cards, once"))
            elif len(cards) != OPENING_HAND:
                self.judge.violation(K.ENTRY16, move.event, _("the opening hand is 7 cards, not {n}", n=len(cards)),
                                     token=2, expected=_("draw 7"))
        elif self.step == FIRST_DRAW:
            # BP-START-GAME: the first player draws 1 and has the turn and the chance
            first = seat if self.first < 0 else self.first  # the flips not seen: who draws shows who goes first
            if seat != first:
                clause = K.RANK if self.ace_high_first() == seat else K.FIRST
                self.judge.violation(clause, move.event, _("{first} goes first (the higher number; A is 1) and draws 1, "
                                                           "not {player}", first=self.players[first],
                                                           player=self.players[seat]), token=0,
                                     expected=f"{self.players[first]} draw CARD")
            elif len(cards) != 1:
                self.judge.violation(K.START, move.event, _("the first player draws 1 card, not {n}", n=len(cards)),
                                     token=2, expected=_("draw 1"))
        elif self.frame == "free" and self.step == PRESET:
            self.judge.violation(K.FREE, move.event, _("without a frame the game starts with the プリセット: no opening hand"),
                                 token=1, expected="PLAYER preset BULWARK SOLDIER")
        else:  # the presets or the flips are due
            clause = K.PRESET if self.step == PRESET else K.FIRST
            self.judge.violation(clause, move.event, _("a draw before the {step} is done",
                                                       step="プリセット" if self.step == PRESET else "先攻決定"),
                                 token=1, expected=self._setup_expected())

    def do_setup_draw(self, move: Move) -> None:
        seat, cards = move.actor, move.args
        self.draw_cards(seat, cards, move)
        if self.step == DEAL:
            self.dealt[seat] = True
            if all(self.dealt):
                self.step = PRESET
        elif self.step == FIRST_DRAW:
            if self.first < 0:
                self.first = seat
            self.begin_play()

    def _setup_expected(self) -> str:
        if self.step == DEAL:
            return "PLAYER draw ??*7"
        if self.step == PRESET:
            return "PLAYER preset BULWARK SOLDIER"
        if self.step == FIRST:
            return "PLAYER flip CARD"
        return f"{self.players[self.first]} draw CARD"

    # -- プリセット ---------------------------------------------------------------------------------------------------

    def read_preset(self, move: Move) -> tuple[int | None, int | None]:
        n = len(move.event.args)
        if n == 1:  # one card put out: read as the soldier, the bulwark missing (BP-START-PRESET)
            return (False, self.card_arg(move, 0))  # type: ignore[return-value]
        if n != 2:
            from ...core.game import BadArgs

            raise BadArgs(_("preset takes two cards: the bulwark and the soldier"), min(n, 2),
                          _("PLAYER preset BULWARK SOLDIER (?? for an unseen card)"))
        return self.card_arg(move, 0), self.card_arg(move, 1)

    def check_preset(self, move: Move) -> None:
        seat = move.actor
        if self.step in (DEAL,):
            self.judge.violation(K.START_FRAME, move.event, _("the frame's own steps (エントリー16: the opening hands) come "
                                                              "before the プリセット"), token=1,
                                 expected=self._setup_expected())
        elif move.args[0] is False:
            self.judge.violation(K.PRESET, move.event, _("プリセット puts out two cards: the top of the life as a bulwark, "
                                                         "then the next as a soldier"),
                                 token=2, expected="PLAYER preset BULWARK SOLDIER")
        elif self.step not in (PRESET,) or self.preset_done[seat]:
            self.judge.violation(K.PRESET, move.event, _("{player}'s プリセット is done already", player=self.players[seat])
                                 if self.preset_done[seat] else _("the プリセット is part of the set-up, before the game starts"),
                                 token=1, expected=_("one プリセット per player, before 先攻決定"))

    def do_preset(self, move: Move) -> None:
        seat = move.actor
        side = self.sides[seat]
        bulwark, soldier = move.args
        if bulwark is not False:
            b = self.new_bulwark(seat, bulwark, move, token=2, face_up=self.options["bulwark-face"] == "up")
            b.driven = False
            b.preset = True
        thing = self.ledger_take(side.life, soldier, move, 3)
        card = thing if isinstance(thing, int) else None
        u = Unit(seat, [card], kind_of(card), entered=0, origin=move.event.index)
        self.ledger.put(side.field, thing)
        side.units.append(u)
        self.preset_done[seat] = True
        if all(self.preset_done) and self.step == PRESET:
            self.step = FIRST

    # -- 先攻決定 --------------------------------------------------------------------------------------------------

    def read_flip(self, move: Move) -> int | None:
        if len(move.event.args) != 1:
            from ...core.game import BadArgs

            raise BadArgs(_("flip takes one card: the top of the life turned over"), min(len(move.event.args), 1),
                          "PLAYER flip CARD")
        return self.card_arg(move, 0)

    def unseen_tie(self) -> bool:
        """A round of flips with an unseen card (``??``, or a card read as unseen) may have been a tie: another
        round flipped after it says it was (BP-START-FIRST)."""
        return self.step == FIRST_DRAW and self.first == -1

    def check_flip(self, move: Move) -> None:
        if self.step != FIRST and not self.unseen_tie():
            self.judge.violation(K.FIRST, move.event, _("先攻決定 flips the top of each life after the プリセット, once "
                                                        "per round of flips"), token=1, expected=self._setup_expected())
        elif self.flips[move.actor] is not False:
            self.judge.violation(K.FIRST, move.event, _("{player} has flipped in this round already; {other} flips next",
                                                        player=self.players[move.actor],
                                                        other=self.players[1 - move.actor]), token=0,
                                 expected=f"{self.players[1 - move.actor]} flip CARD")

    def do_flip(self, move: Move) -> None:
        seat = move.actor
        side = self.sides[seat]
        card = self.ledger_take(side.life, move.args, move, 2)
        self.ledger.put(side.grave, card)
        side.top = card
        if self.unseen_tie():
            self.step = FIRST  # the round before was a tie: both flip again
            self.flips = [False, False]
        if self.step != FIRST:
            return
        self.flips[seat] = rank(move.args)
        if self.flips[0] is False or self.flips[1] is False:
            return
        a, b = self.flips
        self.first_flips = (a, b)
        if a is None or b is None:
            self.first = -1  # unseen: the first player shows in who draws
            self.step = FIRST_DRAW
        elif a == b:
            self.flips = [False, False]  # a tie: both flip again
        else:
            self.first = 0 if a > b else 1
            self.step = FIRST_DRAW
        self.flips = self.flips if self.step == FIRST else [False, False]

    def ace_high_first(self) -> int | None:
        """Who would go first if an A counted 14 (a common slip: BP-NUMBERS), when the flips show it."""
        a, b = self.first_flips
        if a is None or b is None or 1 not in (a, b):
            return None
        a, b = (14 if a == 1 else a), (14 if b == 1 else b)
        return None if a == b else (0 if a > b else 1)

    # -- the game begins ------------------------------------------------------------------------------------

    def begin_play(self) -> None:
        if self.first < 0:
            self.first = 0
        self.step = PLAY
        self.turn_seat = self.first
        self.turn_no = 1
        self.chance = self.first
        self.passed = set()


__all__ = ["SetupRules", "kind_of", "DEAL", "PRESET", "FIRST", "FIRST_DRAW", "PLAY", "OVER", "SETUP_STEPS", "STEP_NAMES",
           "OPENING_HAND",
           "SOLDIER", "HERO", "ACE", "MAGICIAN", "Bulwark"]
