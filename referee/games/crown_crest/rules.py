"""Crown Crest: the rules, next to the clause ids they enforce.

Read it beside ``features/crown_crest/``. A turn:

    start (common: rest → active, down → rest) → main (first player, then the
    second: one charge, any number of plays) → battle (moves first → second;
    tokens second → first; a fight in each front, in the order the first
    player picks) → clean-up (first, then second: link zone trashed, tokens
    equal to the crest level, one clean-up action) → end (marker advances,
    first and second swap).

Phases are not written in the log: each event belongs to a step (``STEP_*``)
by its verb and actor, and steps only go forward.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import IntEnum, StrEnum
from collections.abc import Mapping
from functools import cached_property
from typing import Any

from . import ALIASES, CODE, INFO, NAME
from . import candidates
from ...core.terms import verb_terms
from ...core.findings import VIOLATION, Finding, Result
from ...core.game import BadArgs, Game, SetupError, Verb, verb_table
from ...core.usage import Kind
from ...core.steps import HeldSteps, Passing, Role, Step as TurnStep, Turn
from ...core.table import Handlers, Move
from ...core.words import Lexicon
from ...core.copying import Copier
from ...core.hidden import Ledger, Zone
from ...core.rulings import Ruling, whole_number
from ...notation.model import Event, Header, LogError, Position
from ...notation.numbers import count, signed
from .cardset import Card, CardSet, CardSetError, Effect, find
from .messages import N_, _, _n

# -- clause ids (features/crown_crest/*.feature) -------------------------------------
GOAL = "CR-GOAL"  # a game for two
END_CONDITION = "CR-END-CONDITION"  # the game ends at once; more VP wins
END_TURNS = "CR-END-TURNS"  # ① 8 turns
END_LEAD = "CR-END-LEAD"  # ② a lead of 5 VP or more
CARD_KINDS = "CR-CARD-KINDS"  # units, commands, crests
DECK_BUILD = "CR-DECK-BUILD"  # 20 units and commands plus 1 crest
DECK_COPIES = "CR-DECK-COPIES"  # at most 3 of a name
ZONE_DECK = "CR-ZONE-DECK"
ZONE_CREST = "CR-ZONE-CREST"
ZONE_FIELD = "CR-ZONE-FIELD"  # two front areas, each player's two rear areas
ZONE_COUNT = "CR-ZONE-COUNT"
ZONE_LINK = "CR-ZONE-LINK"
ZONE_MARKER = "CR-ZONE-MARKER"  # turn and day (1–4) / night (5–8)
SETUP_CREST = "CR-SETUP-CREST"
SETUP_SHUFFLE = "CR-SETUP-SHUFFLE"
SETUP_DRAW = "CR-SETUP-DRAW"  # 6 cards
SETUP_TOKENS = "CR-SETUP-TOKENS"  # 2 tokens
SETUP_FIRST = "CR-SETUP-FIRST"  # rock-paper-scissors
TURN_PHASES = "CR-TURN-PHASES"  # start → main → battle → clean-up → end
TURN_ALTERNATE = "CR-TURN-ALTERNATE"  # main and clean-up alternate, the rest is common
START = "CR-START"  # rest → active, down → rest
MAIN_ACTIONS = "CR-MAIN-ACTIONS"  # in any order; the charge once per turn
MAIN_CHARGE = "CR-MAIN-CHARGE"
MAIN_PLAY = "CR-MAIN-PLAY"
BATTLE_MOVE = "CR-BATTLE-MOVE"  # first then second; active units; front ↔ rear
BATTLE_ASSIGN = "CR-BATTLE-ASSIGN"  # second then first
BATTLE_FIGHT = "CR-BATTLE-FIGHT"  # a fight in each front; the first player picks the order
CLEAN_TRASH = "CR-CLEAN-TRASH"
CLEAN_TOKENS = "CR-CLEAN-TOKENS"
CLEAN_ACTION = "CR-CLEAN-ACTION"  # one of: draw 2, advance the count zone
END_MARKER = "CR-END-MARKER"
END_SWAP = "CR-END-SWAP"
PLAY_COST = "CR-PLAY-COST"  # tokens equal to the cost are destroyed
UNIT_ENTER = "CR-UNIT-ENTER"  # to one's rear area, rested
REINFORCE = "CR-REINFORCE"  # a unit of a name you command goes under it
REINFORCE_EFFECT = "CR-REINFORCE-EFFECT"  # the 【補強】 effect works with a card under it
REINFORCE_POWER = "CR-REINFORCE-POWER"  # the powers of a stack add up
COMMAND_LINKZONE = "CR-COMMAND-LINKZONE"  # to the link zone; its effect resolves
COMMAND_LINK = "CR-COMMAND-LINK"  # link number = its place among your commands this turn
COMMAND_LINK_EFFECT = "CR-COMMAND-LINK-EFFECT"  # extra effects from a link number
COMMAND_COST = "CR-COMMAND-COST"  # cost less your cards on the battlefield, never below 1
FIGHT_COMPARE = "CR-FIGHT-COMPARE"
FIGHT_VP = "CR-FIGHT-VP"  # 1 by day, 2 by night
FIGHT_LEAVE = "CR-FIGHT-LEAVE"  # all the loser's units in the area leave
FIGHT_RETREAT = "CR-FIGHT-RETREAT"  # the winner downs as many units to the rear
FIGHT_TOKENS = "CR-FIGHT-TOKENS"  # assigned tokens return
POS_ACTIVE = "CR-POS-ACTIVE"
POS_REST = "CR-POS-REST"
POS_DOWN = "CR-POS-DOWN"
POS_RULE = "CR-POS-RULE"  # rested and downed units neither move nor fight
COUNT_DEF = "CR-COUNT-DEF"
COUNT_PLACE = "CR-COUNT-PLACE"  # at the card's cooldown
COUNT_ADVANCE = "CR-COUNT-ADVANCE"  # 3 → 2 → 1, back to hand at 0
CREST_LEVEL = "CR-CREST-LEVEL"  # charging raises the level
CREST_KP = "CR-CREST-KP"  # more tokens at clean-up; [Lv.X] effects
CREST_OVERCHARGE = "CR-CREST-OVERCHARGE"  # beyond the maximum: advance per main-phase charge
CLEANUP_ACTION = "CR-CLEANUP-ACTION"
CLEANUP_REPLACE = "CR-CLEANUP-REPLACE"  # an effect marked 【クリンナップ・アクション】 may replace it
DISCARD = "CR-DISCARD"  # 廃棄: removed from the game
STACK_STATE = "CR-STACK-STATE"  # a reinforced unit keeps its position and effects
STACK_ONE = "CR-STACK-ONE"  # a stack is one unit
FAQ_FRONT = "CR-FAQ-FRONT-TO-FRONT"
FAQ_DECK_OUT = "CR-FAQ-DECK-OUT"
FAQ_REST_EFFECTS = "CR-FAQ-REST-EFFECTS"
FAQ_ASSASSIN = "CR-FAQ-ASSASSIN"
FAQ_ENTER_AGAIN = "CR-FAQ-ENTER-AGAIN"
FAQ_STACK_DEFEATED = "CR-FAQ-STACK-DEFEATED"

# -- rulings (features/crown_crest/09_rulings.feature) --------------------------------
R_CARDSET = Ruling(
    "effects", "CR-RULING-CARDSET", "as-printed", ("as-printed",),
    N_("Cards come from the card set the log names; an effect does what the set says, and the log records "
       "its results with `… by CARD`."),
    alternatives={"as-printed": N_("the only value: effects may do no more than their card says")},
)
R_TIE = Ruling(
    "battle-tie", "CR-RULING-TIE", "no-winner", ("no-winner", "both-lose"),
    N_("A fight whose two sides are equal."),
    alternatives={
        "no-winner": N_("nobody gains VP and no unit leaves; the tokens return"),
        "both-lose": N_("nobody gains VP and every unit in the area leaves"),
    },
)
R_KP = Ruling(
    "kp", "CR-RULING-KP", "same", ("same",),
    N_("KP (in the battle procedure and the crest rules) and 戦力トークン name the same tokens."),
    alternatives={"same": N_("the only reading: one supply of tokens")},
)
R_MAX_LEVEL = Ruling(
    "max-level", "CR-RULING-MAX-LEVEL", "3",
    summary=N_("The maximum crest level of a crest whose card does not say."),
    parse=whole_number(1, 20),
    alternatives={"N": N_("any whole number from 1 to 20")},
)
R_LEAD_CHECK = Ruling(
    "lead-check", "CR-RULING-LEAD-CHECK", "each-fight", ("each-fight", "battle-end", "turn-end"),
    N_("When the 5-VP lead ends the game."),
    alternatives={
        "each-fight": N_("at once after the fight that makes it (later fronts are not fought)"),
        "battle-end": N_("at the end of the battle phase"),
        "turn-end": N_("at the end of the turn"),
    },
)
R_START_LEVEL = Ruling(
    "start-level", "CR-RULING-START-LEVEL", "0",
    summary=N_("The crest level before any card is charged (the level is then raised by 1 per charge)."),
    parse=whole_number(0, 1),
    alternatives={"0": N_("no level until a card is charged"), "1": N_("the crest starts at level 1")},
)
R_DISCOUNT = Ruling(
    "command-discount", "CR-RULING-COMMAND-DISCOUNT", "cards", ("cards", "units"),
    N_("What 「バトルゾーンに出ている自分のカードの枚数」 counts when a command's cost is reduced."),
    alternatives={"cards": N_("every card of yours on the battlefield, each card of a stack too"),
                  "units": N_("your units (a stack counts once)")},
)
R_EMPTY_FRONT = Ruling(
    "lone-front", "CR-RULING-EMPTY-FRONT", "wins", ("wins", "no-fight"),
    N_("A front area where only one player has units."),
    alternatives={
        "wins": N_("that player fights an empty side and wins if its total is above 0; a front with no units has no fight"),
        "no-fight": N_("only fronts where both players have units are fought"),
    },
)
R_GAME_TIE = Ruling(
    "game-tie", "CR-RULING-GAME-TIE", "draw", ("draw",),
    N_("Equal VP when the game ends."),
    alternatives={"draw": N_("the game is a draw")},
)
R_MOVES = Ruling(
    "moves", "CR-RULING-MOVES", "once", ("once", "any"),
    N_("How often one unit may move in the battle phase's moves (「好きな数のアクティブ状態のユニットを…移動させることができます」 "
       "counts units, not moves)."),
    alternatives={
        "once": N_("each unit moves at most once per battle phase (effects that move units aside)"),
        "any": N_("an active unit may move again while its player's moves last"),
    },
)
RULINGS = (R_CARDSET, R_TIE, R_KP, R_MAX_LEVEL, R_LEAD_CHECK, R_START_LEVEL, R_DISCOUNT, R_EMPTY_FRONT, R_GAME_TIE, R_MOVES)

DECK_SIZE = 20
MAX_COPIES = 3
BOTH_DECKS = 2 * DECK_SIZE  # the cards a line may name with counts (NAME*N, ??*N): a deck of too many is still read
HAND_START = 6
TOKENS_START = 2
TURNS = 8
LEAD = 5
COPY_SLOTS = 4  # copies tracked per name: the 4th one is the violation of CR-DECK-COPIES
assert MAX_COPIES == 3  # CrownCrestState._may_hold looks at the three copies one by one


def _renamed(event: Event, i: int, name: str) -> str:
    """Argument ``i`` of ``event`` (a card, or NAME@AREA) with ``name`` in place of the name it gives: what ``referee fix``
    writes for a card read as another."""
    word = event.args[i] if i < len(event.args) else ""
    _name, at, area = word.partition("@")
    return name + at + area

class Step(IntEnum):
    """The steps of a turn, in order (CR-TURN-PHASES): the first and the second player's in each phase."""

    SETUP = 0
    MAIN1 = 1
    MAIN2 = 2
    MOVE1 = 3
    MOVE2 = 4
    ASSIGN2 = 5
    ASSIGN1 = 6
    FIGHT = 7
    CLEAN1 = 8
    CLEAN2 = 9
    OVER = 10


SETUP, MAIN1, MAIN2, MOVE1, MOVE2, ASSIGN2, ASSIGN1, FIGHT, CLEAN1, CLEAN2, OVER = Step
STEP_NAMES = {  # said with _(STEP_NAMES[step]); facts() keeps the English
    SETUP: N_("set-up"), MAIN1: N_("main phase (first player)"), MAIN2: N_("main phase (second player)"),
    MOVE1: N_("battle phase: moves (first player)"), MOVE2: N_("battle phase: moves (second player)"),
    ASSIGN2: N_("battle phase: tokens (second player)"), ASSIGN1: N_("battle phase: tokens (first player)"),
    FIGHT: N_("battle phase: fights"), CLEAN1: N_("clean-up phase (first player)"), CLEAN2: N_("clean-up phase (second player)"),
    OVER: N_("game over"),
}
_CLEANUPS = (CLEAN1, CLEAN2)


class Phase(StrEnum):
    """The phases of a turn that lines are of (CR-TURN-PHASES); the start and end phases have no lines of their own."""

    MAIN = "main"
    MOVES = "moves"
    TOKENS = "tokens"
    FIGHTS = "fights"
    CLEANUP = "clean-up"


MAIN, MOVES, TOKENS, FIGHTS, CLEANUP = Phase
FIRST, SECOND = Role.FIRST, Role.SECOND

#: CR-TURN-PHASES, CR-TURN-ALTERNATE: a turn, step by step. The main phase and the clean-up alternate (first player, then
#: second); the battle is common: moves first then second, tokens second then first, the fights (the first player picks
#: their order). Leaving the fights resolves the battle; leaving a clean-up reports a clean-up action left undone. The
#: first player changes every turn (CR-END-SWAP).
TURN = Turn(
    steps=(
        TurnStep(MAIN1, MAIN, FIRST, STEP_NAMES[MAIN1], frozenset(("charge", "play"))),
        TurnStep(MAIN2, MAIN, SECOND, STEP_NAMES[MAIN2], frozenset(("charge", "play"))),
        TurnStep(MOVE1, MOVES, FIRST, STEP_NAMES[MOVE1], frozenset(("move",))),
        TurnStep(MOVE2, MOVES, SECOND, STEP_NAMES[MOVE2], frozenset(("move",))),
        TurnStep(ASSIGN2, TOKENS, SECOND, STEP_NAMES[ASSIGN2], frozenset(("assign",))),
        TurnStep(ASSIGN1, TOKENS, FIRST, STEP_NAMES[ASSIGN1], frozenset(("assign",))),
        TurnStep(FIGHT, FIGHTS, FIRST, STEP_NAMES[FIGHT], frozenset(("fight",)), ends_report=True),
        TurnStep(CLEAN1, CLEANUP, FIRST, STEP_NAMES[CLEAN1], ends_report=True),
        TurnStep(CLEAN2, CLEANUP, SECOND, STEP_NAMES[CLEAN2], ends_report=True),
    ),
    setup=SETUP, over=OVER, setup_name=STEP_NAMES[SETUP], over_name=STEP_NAMES[OVER],
    opening=MAIN, closing=CLEANUP, swaps=True, alternating=frozenset((MAIN, CLEANUP)),
    order_clause=TURN_PHASES, alternate_clause=TURN_ALTERNATE,
)
FRONTS = ("F1", "F2")
REARS = ("R1", "R2")
AREAS = FRONTS + REARS
AREA_WORDS = {"F1": "F1", "F2": "F2", "R1": "R1", "R2": "R2", "前線1": "F1", "前線2": "F2", "後方1": "R1", "後方2": "R2",
              "f1": "F1", "f2": "F2", "r1": "R1", "r2": "R2"}
ACTIVE, REST, DOWN = "active", "rest", "down"
RESULT_WORDS = {"draw": "draw", "引き分け": "draw"}  # a fight with no winner (fight FRONT draw)
CHECK_WORDS = {"先攻": "first"}  # what table check says it saw, where a Japanese table writes it so
POS_WORDS = {"active": ACTIVE, "アクティブ": ACTIVE, "rest": REST, "レスト": REST, "down": DOWN, "ダウン": DOWN}
POS_SAID = {ACTIVE: N_("active"), REST: N_("rest"), DOWN: N_("down")}  # a position, as a message says it
TIME_SAID = {"day": N_("day"), "night": N_("night")}  # the time of a turn, as a message says it
ENDINGS = {"lead": N_("a player leads by 5 VP or more"), "turns": N_("8 turns have been played"), "": N_("over")}  # how a game ended
KIND_SAID = {"unit": N_("unit"), "command": N_("command"), "crest": N_("crest")}  # a kind of card, as a message says it
EFFECT_SAID = {"draw": N_("draw"), "gain": N_("gain"), "charge": N_("charge"), "move": N_("move"),
               "advance": N_("advance"), "text": N_("text")}  # what an effect does, as a message says it

#: the placeholders of this game's usages, by kind (referee/core/usage.py)
ARGS: dict[str, Kind] = {
    "CREST": Kind.THING, "UNIT": Kind.THING, "FROM": Kind.THING, "TO": Kind.THING, "UNIT@AREA": Kind.THING,
    "FRONT": Kind.THING, "REAR": Kind.THING, "UNIT@FRONT": Kind.THING, "WINNER": Kind.PLAYER, "+VP": Kind.NUMBER,
    "R1": Kind.WORD, "R2": Kind.WORD, "WHAT": Kind.TEXT,
}

VERBS = (
    Verb("deck", "PLAYER deck CARD[*N]…", N_("(optional) the 20-card deck, for a fully observed game"), ("デッキ",), DECK_BUILD, kinds=ARGS),
    Verb("crest", "PLAYER crest CREST", N_("set-up ①: the crest card revealed in the crest zone"), ("クレスト",), SETUP_CREST, kinds=ARGS),
    Verb("shuffle", "table shuffle PLAYER", N_("(optional) set-up ②: the deck shuffled"), ("シャッフル",), SETUP_SHUFFLE, kinds=ARGS),
    Verb("first", "table first PLAYER", N_("set-up ⑤: who goes first in turn 1 (rock-paper-scissors)"), ("先攻",), SETUP_FIRST, kinds=ARGS),
    Verb("draw", "PLAYER draw CARD… [by CARD]",
         N_("cards drawn (?? when unseen): the opening 6, the clean-up action or an effect"), ("引く", "ドロー"), SETUP_DRAW, kinds=ARGS),
    Verb("charge", "PLAYER charge CARD [by CARD]",
         N_("main ①: a card from hand to the crest zone (once per main phase)"), ("チャージ",), MAIN_CHARGE, kinds=ARGS),
    Verb("play", "PLAYER play CARD [R1|R2] [pay N] [link N]",
         N_("main ②: play a unit (to a rear area, rested) or a command"), ("プレイ",), MAIN_PLAY, kinds=ARGS),
    Verb("move", "PLAYER move UNIT FROM TO [by CARD]", N_("battle ①: an active unit between a front and a rear area"), ("移動",), BATTLE_MOVE,
         kinds=ARGS),
    Verb("assign", "PLAYER assign N UNIT@AREA", N_("battle ②: tokens assigned to a unit"), ("割り振り", "割振"), BATTLE_ASSIGN, kinds=ARGS),
    Verb("fight", "PLAYER fight FRONT [WINNER|draw] [+VP]",
         N_("battle ③: the fight in a front (the first player picks the order)"), ("戦闘",), BATTLE_FIGHT, kinds=ARGS),
    Verb("retreat", "PLAYER retreat UNIT@FRONT REAR", N_("battle ③: a winning unit downed to a rear area"), ("後退",), FIGHT_RETREAT, kinds=ARGS),
    Verb("advance", "PLAYER advance [by CARD]",
         N_("the count zone advanced (clean-up action, over-charge, or an effect)"), ("進める",), COUNT_ADVANCE, kinds=ARGS),
    Verb("gain", "PLAYER gain N by CARD", N_("tokens gained by an effect"), ("得る",), R_CARDSET.clause, kinds=ARGS),
    Verb("remove", "PLAYER remove CARD by CARD", N_("a card removed from the game (廃棄) by an effect"), ("廃棄",), DISCARD, kinds=ARGS),
    Verb("return", "PLAYER return CARD [by CARD]", N_("a card taken back to the hand (an effect, or the table undoing a play)"),
         ("戻す",), COUNT_ADVANCE, kinds=ARGS),
    Verb("pass", "PLAYER pass", N_("(optional) the player is done with the current step"), ("パス",), TURN_PHASES, kinds=ARGS),
    Verb("check", "table check WHAT …",
         N_("(optional) what the recorder saw: tokens, vp, level, count, turn, time, position, power"), ("確認",), ZONE_MARKER, kinds=ARGS),
)
_VERB_OF = verb_table(VERBS)  # every spelling of a verb -> its name



#: per card set (the same object for every log that names it, referee/core/setfiles.py): its units and commands,
#: each one's place among them, and every copy each player may own (read-only tables)
_SET_TABLES: dict[int, tuple[CardSet, list[Card], dict[str, int], tuple[frozenset[int], frozenset[int]]]] = {}


def _set_tables(cs: CardSet) -> tuple[list[Card], dict[str, int], tuple[frozenset[int], frozenset[int]]]:
    got = _SET_TABLES.get(id(cs))
    if got is None or got[0] is not cs:
        deckable = cs.deckable()
        index = {c.id: i for i, c in enumerate(deckable)}
        universe = tuple(frozenset(p * 1000 + k * COPY_SLOTS + c for k in range(len(deckable)) for c in range(COPY_SLOTS))
                         for p in range(2))
        if len(_SET_TABLES) >= 32:
            _SET_TABLES.clear()
        got = _SET_TABLES[id(cs)] = (cs, deckable, index, universe)  # (the set is kept: its id names no other)
    return got[1], got[2], got[3]


@dataclass(slots=True)
class Unit:
    """A unit on the battlefield: one card, or a stack (the first card on top)."""

    owner: int
    name: str  # card id of the top card
    cards: list[int] = field(default_factory=list)
    area: str = "R1"
    pos: str = REST
    entered_turn: int = 0
    tokens: int = 0  # assigned this battle
    moved_turn: int = 0  # the turn it last moved in (CR-RULING-MOVES)
    moved_at: int | None = None  # the event that last moved it (a fight that contradicts the fronts recalls it)
    unsure: bool = False  # the referee put it in a rear itself (which rear, the log did not say)

    def copied(self, c: Copier) -> "Unit":
        """A copy for a copy of the table: its cards in a list of its own."""
        new = Unit(self.owner, self.name, self.cards.copy(), self.area, self.pos, self.entered_turn, self.tokens,
                   self.moved_turn, self.moved_at, self.unsure)
        c.keep(self, new)
        return new

    def label(self, cs: CardSet) -> str:
        c = cs.get(self.name)
        return f"{c.name if c else self.name}@{self.area}"


class CrownCrestState(HeldSteps):
    verbs = VERBS
    turn_order = TURN
    repeatable = frozenset(("assign", "advance", "gain", "check", "pass"))
    after_end = frozenset(("check",))

    def __init__(self, game: "CrownCrest", players: list[str], options: dict[str, Any], judge: Any, cardset: CardSet) -> None:
        super().__init__()  # what the referee keeps as it follows the table (TableState.follow, Stepped)
        self._vocab: dict[str, dict[str, str]] | None = None  # the words of this card set (vocabulary), made once
        self.game = game
        self.players = players
        self.options = dict(options)
        self.cs = cardset
        self.deckable, self.index, universe = _set_tables(cardset)
        self.ledger = Ledger(judge, DECK_COPIES, self.spell)
        L = self.ledger
        self.universe = list(universe)
        self.deck = [L.zone(f"deck:{p}", _("{player}'s deck", player=p)) for p in players]
        self.hand = [L.zone(f"hand:{p}", _("{player}'s hand", player=p)) for p in players]
        self.crestzone = [L.zone(f"crest:{p}", _("{player}'s crest zone", player=p)) for p in players]
        self.field = [L.zone(f"field:{p}", _("{player}'s units", player=p)) for p in players]
        self.link = [L.zone(f"link:{p}", _("{player}'s link zone", player=p)) for p in players]
        self.count = [[L.zone(f"count{n}:{p}", _("{player}'s count zone ({n})", player=p, n=n)) for n in range(4)] for p in players]
        self.removed = [L.zone(f"removed:{p}", _("removed from the game ({player})", player=p)) for p in players]
        L.cards_of = {f"hand:{p}": self.universe[k] for k, p in enumerate(players)}
        self.crest: list[Card | None] = [None, None]
        self.deck_listed = [False, False]
        self.tokens = [TOKENS_START, TOKENS_START]
        self.token_cause = [SETUP_TOKENS, SETUP_TOKENS]
        self.vp = [0, 0]
        self.charged = [0, 0]  # cards charged so far
        self.units: list[Unit] = []
        self.first = -1  # index of the first player this turn
        self.turn_no = 1
        self.step = SETUP
        self.drawn_setup = [0, 0]
        self.setup_reported = [False, False]  # an opening hand already reported at its draw
        self.tokens_doubt = [False, False]  # the log lost count of a player's tokens (they spent more than it had)
        self.played_now: list[list[tuple[Card, int]]] = [[], []]  # cards played this turn, and what they cost
        self.last_lost_stack: tuple[str, str] | None = None  # the last stack lost in a fight: its front and owner
        self.shuffled = [False, False]
        self.charged_this_main = [False, False]
        self.overcharge_pending = [False, False]
        self.effect_charged = [False, False]  # a card charged by an effect this turn (CR-FAQ-ASSASSIN)
        self.commands_this_turn = [0, 0]
        self.cleanup_done = [False, False]
        self.fought: set[str] = set()
        self.retreat_due: tuple[int, str, int] | None = None  # (winner, front, units still to retreat)
        self.budget: dict[tuple[int, str], dict[str, int]] = {}  # effects that may still happen
        self.resolving: set[tuple[int, str]] = set()  # of those, effects that resolve now (a play, an entry)
        self.count_cause: dict[int, str] = {}  # card id -> clause that put it at its count
        self.ending = ""
        self.events = 0
        self.judge = judge

    #: read-only after set-up: a copy of the position (a what-if, a reading weighed) shares them, and the cards (which
    #: the rules compare with ``is``)
    shared = HeldSteps.shared + ("deckable", "index")

    def kept(self) -> list[object]:
        return super().kept() + list(self.cs.order)

    def copy_into(self, new: "CrownCrestState", c: Copier) -> None:
        """What a copy of the table has of its own (referee/core/copying.py): the zones, each once (the ledger holds
        them too), the units, and each list, set and dictionary play changes."""
        super().copy_into(new, c)
        new.deck, new.hand = [c(z) for z in self.deck], [c(z) for z in self.hand]
        new.crestzone, new.field = [c(z) for z in self.crestzone], [c(z) for z in self.field]
        new.link, new.removed = [c(z) for z in self.link], [c(z) for z in self.removed]
        new.count = [[c(z) for z in row] for row in self.count]
        new.universe = self.universe.copy()  # (a deck line narrows its player's: frozen sets)
        new.units = [c(u) for u in self.units]
        new.crest, new.deck_listed, new.tokens = self.crest.copy(), self.deck_listed.copy(), self.tokens.copy()
        new.token_cause, new.vp, new.charged = self.token_cause.copy(), self.vp.copy(), self.charged.copy()
        new.drawn_setup, new.setup_reported = self.drawn_setup.copy(), self.setup_reported.copy()
        new.tokens_doubt, new.shuffled = self.tokens_doubt.copy(), self.shuffled.copy()
        new.charged_this_main, new.overcharge_pending = self.charged_this_main.copy(), self.overcharge_pending.copy()
        new.effect_charged, new.commands_this_turn = self.effect_charged.copy(), self.commands_this_turn.copy()
        new.cleanup_done = self.cleanup_done.copy()
        new.played_now = [played.copy() for played in self.played_now]
        new.fought, new.resolving = self.fought.copy(), self.resolving.copy()
        new.budget = {k: v.copy() for k, v in self.budget.items()}
        new.count_cause = self.count_cause.copy()

    # -- card identities -----------------------------------------------------------

    def card_of(self, cid: int) -> Card:
        return self.deckable[(cid % 1000) // COPY_SLOTS]

    def spell(self, cid: int) -> str:
        return self.card_of(cid).name

    def _copy_for(self, p: int, card: Card, zone: Zone | None) -> int:
        """The copy of ``card`` a named card is: one already in ``zone``, else a free one."""
        first = p * 1000 + self.index[card.id] * COPY_SLOTS
        where = self.ledger.where
        if zone is not None:
            get = where.get
            if get(first) is zone:
                return first  # the usual case: the first copy is there
            for i in range(first + 1, first + COPY_SLOTS):
                if get(i) is zone:
                    return i
            if zone.hidden:
                # copies of a name are interchangeable: take one that an unseen card here can be
                reserved = self.ledger.reserved
                for i in range(first, first + MAX_COPIES):
                    if i in where:
                        continue
                    group = reserved.get(i)
                    if any(i in u.domain and (group is None or u.group == group) for u in zone.hidden):
                        return i
        reserved = self.ledger.reserved
        for i in range(first, first + MAX_COPIES):
            if i not in where and i not in reserved:
                return i
        return first + MAX_COPIES  # a fourth copy: reported by the caller

    def _ids_of(self, p: int, card: Card) -> range:
        first = p * 1000 + self.index[card.id] * COPY_SLOTS
        return range(first, first + MAX_COPIES)

    def _may_hold(self, zone: Zone, p: int, card: Card) -> bool:
        """Can ``zone`` hold a copy of ``card`` of player ``p`` (known there, or an unseen card of it that may be it)?
        The same as ``any(ledger.holds(zone, cid) for cid in _ids_of(p, card))``; a copy known there is looked for first."""
        first = p * 1000 + self.index[card.id] * COPY_SLOTS
        where = self.ledger.where.get
        if where(first) is zone or where(first + 1) is zone or where(first + 2) is zone:  # the MAX_COPIES copies
            return True
        if not zone.hidden:
            return False  # (a card not known anywhere can only be an unseen card of the zone)
        holds = self.ledger.holds
        return any(holds(zone, cid) for cid in range(first, first + MAX_COPIES))

    def _free_copies(self, p: int, card: Card) -> int:
        k = self.index[card.id]
        return sum(1 for c in range(MAX_COPIES) if p * 1000 + k * COPY_SLOTS + c not in self.ledger.where)

    # -- the protocol ------------------------------------------------------------------

    def phase(self) -> str:
        return _(STEP_NAMES[self.step])

    def turn(self) -> int:
        return self.turn_no

    def is_over(self) -> bool:
        return self.step == OVER

    def vocabulary(self) -> dict[str, dict[str, str]]:
        got = self._vocab
        if got is None:
            cards = {c.name: c.id for c in self.cs.order}
            cards.update({c.id: c.id for c in self.cs.order})
            got = self._vocab = {"card": cards, "area": dict(AREA_WORDS), "result": dict(RESULT_WORDS),
                                 "check": {"first": "first", **CHECK_WORDS}}
        return got

    def night(self) -> bool:
        return self.turn_no >= 5

    def level(self, p: int) -> int:
        crest = self.crest[p]
        top = crest.max_level if crest and crest.max_level else self.options["max-level"]
        return min(top, self.options["start-level"] + self.charged[p])

    def _lower_level(self, p: int, tokens: bool = True) -> tuple[str, ...]:
        """The event the log may lack when the table acts as if ``p``'s crest level were higher than the log's
        (more tokens than the log's count, gained at the clean-ups; a charge beyond the maximum): a charge it
        left out (for the tokens, only while the level is below the maximum)."""
        if tokens and self.level(p) >= self.max_level(p):
            return ()
        return (f"{self.players[p]} charge ??",)

    def max_level(self, p: int) -> int:
        crest = self.crest[p]
        return crest.max_level if crest and crest.max_level else self.options["max-level"]

    # -- whose event it was -----------------------------------------------------------------------------
    # After a follow step that did not hold the line (a held line is looked at when it runs): an event under one
    # player's name that only the other could have done, by the cards or units it names: the name is the slip
    # (said, as a notation error), and it is read as the other player's. The usual case (the player named could
    # have done it) is looked at first.

    def _who_moved(self, move: Move, card: Card, at: str | None) -> None:
        """A move, retreat or assign of the unit ``card`` in ``at``: whose unit is it?"""
        a = move.actor
        if a < 0 or self.step == SETUP or self._find_unit(a, card, at) is not None:
            return
        if self._find_unit(1 - a, card, at) is not None:
            self._read_as_other(move)

    def _who_played(self, move: Move) -> None:
        """A play or charge: whose hand holds the card?"""
        a = move.actor
        card = move.args[0]
        if a < 0 or self.step == SETUP or card is None or card.id not in self.index or self._may_hold(self.hand[a], a, card):
            return
        if self._removed_card(a, card):
            return  # the player's own card, gone from the game (CR-DISCARD, reported by the check)
        if self._may_hold(self.hand[1 - a], 1 - a, card):
            self._read_as_other(move)

    def _who_drew(self, move: Move) -> None:
        """A draw: whose (listed) deck holds the cards?"""
        a = move.actor
        drawn = move.args[0]
        if a < 0 or not drawn or not self.deck_listed[a]:
            return
        for c, _tok in drawn:
            if c is None or c.id not in self.index:
                return  # an unseen card (or a crest): it tells nothing
        deck = self.deck[a]
        for c, _tok in drawn:
            if not self._may_hold(deck, a, c):
                break
        else:
            return  # the actor's deck may hold every card drawn
        o = 1 - a
        if not self.deck_listed[o] or all(self._may_hold(self.deck[o], o, c) for c, _tok in drawn):
            self._read_as_other(move)

    def _read_as_other(self, move: Move) -> None:
        name = self.players[1 - move.actor]
        self.judge.word_slip("LOG-ACTOR", move.event, _("only {player} can have done this {verb} (by the cards it names): read "
                                                        "as {player}'s (the log names {written})", player=name, verb=move.verb,
                                                        written=move.event.actor), 0, name, expected=name)
        move.actor = 1 - move.actor

    def double_entry(self, move: Move) -> bool:
        """The same event twice in a row: a card played, charged or drawn again may be another copy of its name,
        when one can still be where it comes from; anything else written twice is one event written twice."""
        if move.verb in ("play", "charge") and move.args and move.args[0] is not None and move.args[0].id in self.index:
            card = move.args[0]
            hand = self.hand[move.actor]
            return not self._may_hold(hand, move.actor, card)
        if move.verb == "draw":
            return False
        return True

    def report_after_end(self, move: Move) -> None:
        clause = END_LEAD if self.ending == "lead" else END_TURNS
        self.judge.violation(clause, move.event, _("the game is over ({ending}): no more play", ending=self._ending_text()), token=1)

    def _ruled(self, clause: str, event: Event, message: str, rulings: tuple[str, ...], *, token: int = 0,
               expected: str | None = None, observed: str | None = None) -> None:
        """A violation whose finding depends on rulings (named in the finding)."""
        self.judge._add(Finding(VIOLATION, clause, message, event.position(token), actor=event.actor, expected=expected,
                                observed=observed, event=event.index, rulings=rulings))

    # -- argument helpers ----------------------------------------------------------------

    def _card_of_word(self, event: Event, i: int, fits: Any = None) -> Card | None:
        """The card named by argument ``i`` (None for ``??``): by name or id, a mistyped one read as the card it
        surely means (said): its one near miss, or the one near miss that ``fits`` (a card the hand holds);
        else BadArgs, with the near misses to weigh."""
        tok = event.args[i]
        if tok == "??":
            return None
        c = self.cs.get(tok)
        if c is not None:
            return c
        g = Lexicon("card", self.vocabulary()["card"]).guess(tok)
        meant, fitting = g.meant, False
        near = sorted(g.every)
        if meant is None and fits is not None:
            near = [n for n in near if fits(self.cs.get(n))] or near
            if len(near) == 1:
                meant, fitting = near[0], True
        if meant is not None:
            name = self.cs.get(meant).name
            if fitting:
                said = _("{word!r} is not a card of the set {set!r}: read as {card}, the only card it may mean that fits "
                         "the table here", word=tok, set=self.cs.id, card=name)
            else:
                said = _("{word!r} is not a card of the set {set!r}: read as {card}", word=tok, set=self.cs.id, card=name)
            self.judge.word_slip("LOG-CARD", event, said, i + 2, _renamed(event, i, name),
                                 expected=_("a card such as {card}", card=name))
            return self.cs.get(meant)
        plain = _("{word!r} is not a card of the set {set!r}", word=tok, set=self.cs.id)
        if g.near:
            said = _("{word!r} is not a card of the set {set!r}: did you mean {names}?", word=tok, set=self.cs.id,
                     names=_(" or ").join(g.near[:3]))
        else:
            said = plain
        raise BadArgs(said, i, _("one of {names}", names=", ".join(x.name for x in self.cs.order)), "LOG-CARD", tuple(near),
                      plain=plain)

    def _card(self, event: Event, i: int, kinds: tuple[str, ...] = ("unit", "command"), kind_clause: str = CARD_KINDS,
              fits: Any = None) -> Card | None:
        """The card named by argument ``i`` (None for ``??``)."""
        try:
            event.args[i]
        except IndexError:
            raise BadArgs(_("a card is missing"), i, _("a card name or id from the card set, or ??")) from None
        return self._card_of_word(event, i, fits)

    def _in_hand(self, move: Move) -> Any:
        """``fits`` for a card the actor plays from the hand."""
        p = move.actor
        if p is None or not 0 <= p < 2:
            return None
        return lambda c: c is not None and self._may_hold(self.hand[p], p, c)

    def _kind_problem(self, event: Event, card: Card | None, i: int, kinds: tuple[str, ...] = ("unit", "command"),
                      kind_clause: str = CARD_KINDS) -> None:
        if card is not None and card.kind not in kinds:
            self.judge.violation(kind_clause, event, _("{card} is a {kind} card; here a {kinds} card is needed", card=card.name,
                                                       kind=_(KIND_SAID[card.kind]),
                                                       kinds=_(" or ").join(_(KIND_SAID[k]) for k in kinds)), token=i + 2)

    def _cards(self, event: Event, start: int, stop: int | None = None) -> tuple[tuple[Card | None, int], ...]:
        out: list[tuple[Card | None, int]] = []
        named = self.cs.cards.get
        for i in range(start, len(event.args) if stop is None else stop):
            tok = event.args[i]
            c = named(tok)
            if c is not None and "*" not in tok:  # the usual word: a card as the set spells it
                out.append((c, i + 2))
                continue
            name, star, n = tok.partition("*")
            if star:  # a count is held to the two decks, and so is the line with it, before anything is made from it
                k = count(n)
                if k is None:
                    raise BadArgs(_("{word!r}: the count after * must be a number", word=tok), i, "NAME*N or ??*N", "LOG-CARD")
                if not 0 < k <= BOTH_DECKS:
                    raise BadArgs(_("{word!r}: the count must be from 1 to {most}", word=tok, most=BOTH_DECKS), i,
                                  _("NAME*N with N from 1 to {most} (the cards of both decks)", most=BOTH_DECKS), "LOG-CARD")
                if len(out) + k > BOTH_DECKS:
                    raise BadArgs(_("{word!r}: the line would name {count} cards; the game has {most}", word=tok,
                                    count=len(out) + k, most=BOTH_DECKS), i,
                                  _("at most {most} cards in a line", most=BOTH_DECKS), "LOG-CARD")
                c = None if name == "??" else self._card_named(event, name, i)
                out += [(c, i + 2)] * k
            else:
                out.append((self._card(event, i), i + 2))
        return tuple(out)  # (the arguments as read: a value, shared by a copy of the position)

    def _card_named(self, event: Event, name: str, i: int) -> Card:
        c = self.cs.get(name)
        if c is None or c.kind == "crest":
            raise BadArgs(_("{word!r} is not a unit or command of the set {set!r}", word=name, set=self.cs.id), i,
                          _("a card of the set"), "LOG-CARD")
        return c

    def _by(self, event: Event) -> tuple[list[str], Card | None, int]:
        """Split off a trailing ``by CARD``."""
        args = event.args
        if len(args) >= 2 and args[-2] in ("by", "効果"):
            src = self.cs.get(args[-1]) or self._card_of_word(event, len(args) - 1)
            if src is None:
                raise BadArgs(_("the card whose effect this is is seen: name it"), len(args) - 1, _("the card whose effect this is"),
                              "LOG-CARD")
            return args[:-2], src, len(args) - 1
        return list(args), None, -1

    def _unit_named(self, event: Event, tok: str, i: int, owner: int | None = None,
                    where: str | None = None) -> tuple[Card, str | None]:
        """``NAME@AREA`` or ``NAME``: the unit's card and the area written (None when not). A misspelt name is
        read as its one near miss, or as the one near miss that ``owner`` has a unit of (in the area written);
        a name that is no unit, as the one unit ``owner`` has in the area (``where``: the area the line names
        for it, when not after @)."""
        name, _at, area = tok.partition("@")
        card = self.cs.get(name)
        spot = AREA_WORDS.get(area or where or "", None)
        if (card is None or card.kind != "unit") and owner is not None and spot is not None:
            there = [u for u in self.units if u.owner == owner and u.area == spot]
            g = Lexicon("card", {c.name: c.id for c in self.cs.order if c.kind == "unit"}).guess(name)
            if len(there) == 1 and (card is not None or g.meant is None):
                other = self.cs.get(there[0].name)
                self.judge.word_slip("LOG-CARD", event, _("{word!r} is not a unit of the set: read as {card}, the one unit "
                                                          "{player} has in {area}", word=name, card=other.name, player=event.actor,
                                                          area=spot), i + 2, _renamed(event, i, other.name), expected=other.name)
                return other, AREA_WORDS.get(area, area) or None
        if card is None:
            g = Lexicon("card", {c.name: c.id for c in self.cs.order if c.kind == "unit"} |
                        {c.id: c.id for c in self.cs.order if c.kind == "unit"}).guess(name)
            meant, only = g.meant, False
            if meant is None and g.every and owner is not None:
                where = AREA_WORDS.get(area, area) or None
                can = sorted(c for c in g.every if self._find_unit(owner, self.cs.get(c), where) is not None)
                if len(can) == 1:
                    meant, only = can[0], True
            if meant is None:
                near = sorted(g.every)
                if owner is not None:
                    near = [c for c in near if self._find_unit(owner, self.cs.get(c), None) is not None] or near
                raise BadArgs(_("{word!r} is not a unit of the set", word=name), i, _("a unit, as NAME@AREA"), "LOG-CARD",
                              tuple(c + ("@" + area if area else "") for c in near))
            if only:
                said = _("{word!r} is not a unit of the set: read as {card}, the only unit it may mean that {player} has there",
                         word=name, card=self.cs.get(meant).name, player=event.actor)
            else:
                said = _("{word!r} is not a unit of the set: read as {card}", word=name, card=self.cs.get(meant).name)
            self.judge.word_slip("LOG-CARD", event, said, i + 2, _renamed(event, i, self.cs.get(meant).name),
                                 expected=self.cs.get(meant).name)
            card = self.cs.get(meant)
        if card.kind != "unit":
            raise BadArgs(_("{word!r} is not a unit of the set", word=name), i, _("a unit, as NAME@AREA"), "LOG-CARD")
        if area:
            area = AREA_WORDS.get(area, area)
        return card, area or None

    def _find_unit(self, owner: int, card: Card, area: str | None) -> Unit | None:
        name = card.id
        for u in self.units:
            if u.owner == owner and u.name == name and (area is None or u.area == area):
                return u
        return None

    def _place(self, move: Move, owner: int, card: Card, area: str | None, token: int) -> None:
        """A line names a unit in an area where the log never put it, and the player has one unit of that name
        elsewhere: it got there by a move the log does not have. Said once (BATTLE_MOVE), and the picture
        follows; a unit the referee put in a rear itself (a retreat the log left out) follows silently."""
        if area is None or self._find_unit(owner, card, area) is not None or area not in AREAS:
            return
        mine = [u for u in self.units if u.owner == owner and u.name == card.id]
        if not mine and move.verb in ("move", "assign", "retreat"):
            there = [u for u in self.units if u.owner == owner and u.area == area]
            if len(there) == 1:  # the name is the slip: the one unit the player has there
                other = self.cs.get(there[0].name)
                self.judge.word_slip("LOG-CARD", move.event, _("{player} has no {card} on the battlefield: read as {other}, the "
                                                               "one unit {player} has in {area}", player=self.players[owner],
                                                               card=card.name, other=other.name, area=area), token,
                                     _renamed(move.event, token - 2, other.name), expected=other.name,
                                     lacks=(f"{self.players[owner]} play {card.name} {area}",) if area in REARS else ())
                k = 1 if move.verb == "assign" else 0
                move.args = (*move.args[:k], other, *move.args[k + 1:])
                return
            self._materialize(move, owner, card, area, token)
            return
        if len(mine) != 1:
            return
        u = mine[0]
        if not u.unsure:
            self.judge.violation(BATTLE_MOVE, move.event, _("{card} is in {area} by the log, and this line has it in {there}: "
                                                            "read as moved there by a move the log does not have", card=card.name,
                                                            area=u.area, there=area), token=token,
                                 lacks=(f"{self.players[owner]} move {card.name} {u.area} {area}",))
        u.unsure = False
        u.area = area

    def _materialize(self, move: Move, owner: int, card: Card, area: str, token: int) -> None:
        """A line names a unit of ``owner``'s that the log never put on the battlefield (or saw leave it): the
        table has it there. Said once (as a unit that is not there), and the picture follows: the card comes
        from the hand (an unseen card of it if need be), else from the count zone."""
        self._no_unit(move.event, owner, card, area, token, materialized=True,
                      lacks=(f"{self.players[owner]} play {card.name} {area}",) if area in REARS else ())
        src = self.hand[owner]
        if not self._may_hold(src, owner, card) and not src.hidden:
            src = next((z for z in self.count[owner] if any(self.card_of(c) is card for c in z.known)), src)
        cid = self._move_card(move.event, owner, card, src, self.field[owner], token)
        u = Unit(owner, card.id, [cid if cid is not None else -1], area, ACTIVE, self.turn_no)
        self.units.append(u)
        u.unsure = True

    def _no_unit(self, event: Event, owner: int, card: Card, area: str | None, token: int, materialized: bool = False,
                 lacks: tuple[str, ...] = ()) -> None:
        """Report a unit named that is not on the battlefield (FIGHT_LEAVE when it just left it); ``materialized``: the
        table has it there all the same (:meth:`_materialize`)."""
        left = any(self.card_of(cid) is card and self.count_cause.get(cid) == FIGHT_LEAVE
                   for k in range(4) for cid in self.count[owner][k].known)
        who = self.players[owner]
        if area and materialized:
            said = _("{player} commands no {card} in {area}: read as there all the same (the log lacks how it got to {area})",
                     player=who, card=card.name, area=area)
        elif area:
            said = _("{player} commands no {card} in {area}", player=who, card=card.name, area=area)
        else:
            said = _("{player} commands no {card}", player=who, card=card.name)
        self.judge.violation(FIGHT_LEAVE if left else STACK_ONE if area else ZONE_FIELD, event, said, token=token, lacks=lacks)

    # -- set-up -----------------------------------------------------------------------------

    def read_deck(self, move: Move) -> list[tuple[Card | None, int]]:
        return self._cards(move.event, 0)

    def check_deck(self, move: Move) -> None:
        event, actor, cards = move.event, move.actor, move.args
        j = self.judge
        for c, tok in cards:
            if c is not None and c.kind not in ("unit", "command"):
                self._kind_problem(event, c, tok - 2)
        if self.step != SETUP or self.deck_listed[actor] or len(self.deck[actor]) or self.drawn_setup[actor]:
            j.violation(TURN_PHASES, event, _("the deck is listed before the game starts, once"), token=1)
            return
        index = self.index
        deckable = 0  # units and commands (and unseen cards)
        for c, _tok in cards:
            if c is None or c.id in index:
                deckable += 1
        if deckable != DECK_SIZE:
            j.violation(DECK_BUILD, event, _n("the deck has {n} units and commands", "the deck has {n} units and commands",
                                              deckable), token=2,
                        expected=f"{DECK_SIZE}", observed=str(deckable))
        counts: dict[str, int] = {}
        for c, tok in cards:
            if c is None or c.id not in index:
                continue
            n = counts[c.id] = counts.get(c.id, 0) + 1
            if n == MAX_COPIES + 1:
                j.violation(DECK_COPIES, event, _("{card} is in the deck more than {max} times", card=c.name, max=MAX_COPIES),
                            token=tok)

    def do_deck(self, move: Move) -> None:
        event, actor, cards = move.event, move.actor, move.args
        if self.step != SETUP or self.deck_listed[actor] or len(self.deck[actor]) or self.drawn_setup[actor]:
            return  # a deck is listed once, before the game (reported)
        deck, domain, deal, index = self.deck[actor], self.universe[actor], self.ledger.deal, self.index
        counts: dict[str, int] = {}
        for c, tok in cards:
            if c is None:
                deal(deck, None, domain, DECK_BUILD, event, tok)
                continue
            if c.id not in index:
                continue  # a crest where a unit or command belongs (reported): no copy to track
            n = counts[c.id] = counts.get(c.id, 0) + 1
            if n <= COPY_SLOTS:
                deal(deck, self._copy_for(actor, c, None), domain, DECK_BUILD, event, tok)
        self.deck_listed[actor] = True
        # an unseen card of this deck can only be one of the listed copies
        listed = frozenset(self.deck[actor].known)
        if listed and not self.deck[actor].hidden:
            self.universe[actor] = listed
            self.ledger.cards_of[f"hand:{self.players[actor]}"] = listed

    def _ensure_deck(self, p: int, event: Event) -> None:
        if not self.deck_listed[p]:
            for _unused in range(DECK_SIZE):
                self.ledger.deal(self.deck[p], None, self.universe[p], DECK_BUILD, event, 0)
            self.deck_listed[p] = True

    def read_crest(self, move: Move) -> Card | None:
        if len(move.event.args) != 1:
            raise BadArgs(_("crest takes one crest card"), 0, "PLAYER crest CREST")
        return self._card_of_word(move.event, 0)

    def check_crest(self, move: Move) -> None:
        event, actor, c = move.event, move.actor, move.args
        j = self.judge
        if c is None:
            j.violation(SETUP_CREST, event, _("the crest card is revealed face up: the log names it"), token=2)
        elif c.kind != "crest":
            j.violation(CARD_KINDS, event, _("{card} is a {kind} card, not a crest", card=c.name, kind=_(KIND_SAID[c.kind])), token=2)
        elif self.crest[actor] is not None:
            j.violation(ZONE_CREST, event, _("{player}'s crest zone already holds {card}: a deck has one crest", player=event.actor,
                                             card=self.crest[actor].name), token=2)
        elif self.step != SETUP:
            j.violation(SETUP_CREST, event, _("the crest is revealed in the set-up, before the game starts"), token=1)

    def do_crest(self, move: Move) -> None:
        c = move.args
        if c is not None and c.kind == "crest" and self.crest[move.actor] is None:
            self.crest[move.actor] = c

    def read_shuffle(self, move: Move) -> int:
        args = move.event.args
        if len(args) != 1 or args[0] not in self.players:
            raise BadArgs(_("shuffle names the player whose deck is shuffled"), 0, "table shuffle PLAYER")
        return self.players.index(args[0])

    def check_shuffle(self, move: Move) -> None:
        if self.drawn_setup[move.args] or self.step != SETUP:
            self.judge.violation(SETUP_SHUFFLE, move.event, _("the deck is shuffled before the opening hand is drawn"), token=2)

    def do_shuffle(self, move: Move) -> None:
        self.shuffled[move.args] = True

    def read_first(self, move: Move) -> int:
        args = move.event.args
        if len(args) != 1 or args[0] not in self.players:
            raise BadArgs(_("first names the player who goes first"), 0, "table first PLAYER")
        return self.players.index(args[0])

    def check_first(self, move: Move) -> None:
        if self.step != SETUP or self.first >= 0:
            self.judge.violation(SETUP_FIRST, move.event, _("the first player is decided once, in the set-up"), token=1)

    def do_first(self, move: Move) -> None:
        if self.step == SETUP and self.first < 0:
            self.first = move.args

    # -- the turn (TURN): whose step, which phase a line is of -------------------------------------------

    def role(self, seat: int) -> Role:
        return Role.FIRST if seat == self.first else Role.SECOND

    def seat_for(self, role: Role) -> int:
        return self.first if role is Role.FIRST else 1 - self.first

    def phase_of(self, move: Move) -> Phase | None:
        """The phase a line is of, by its verb and words: a play or a charge from the hand, the main phase; a move (not
        by an effect), the moves; an assign, the tokens; a fight or a retreat, the fights; a clean-up draw or advance,
        the clean-up. Anything else may come at any step."""
        v = move.verb
        if v == "play" or v == "charge" and move.args[1] is None:
            return MAIN
        if v == "move" and move.args[4] is None:
            return MOVES
        if v == "assign":
            return TOKENS
        if v in ("fight", "retreat"):
            return FIGHTS
        if v == "draw" and self._draw_kind(move) == "cleanup" or v == "advance" and self._advance_kind(move) == "cleanup":
            return CLEANUP
        return None

    def start_play(self, event: Event, actor: int) -> None:
        """The first event of play: the set-up must be complete (each shortfall reported once)."""
        j = self.judge
        for p in (0, 1):
            if self.crest[p] is None:
                j.violation(SETUP_CREST, event, _("{player} has not revealed a crest card", player=self.players[p]), token=0)
            if self.drawn_setup[p] != HAND_START and not self.setup_reported[p]:
                j.violation(SETUP_DRAW, event, _n("{player} drew {n} opening cards", "{player} drew {n} opening cards",
                                                  self.drawn_setup[p], player=self.players[p]), token=0,
                            expected=str(HAND_START), observed=str(self.drawn_setup[p]))
            if self.drawn_setup[p] < HAND_START:
                # the opening hand the log leaves out (or short) was drawn all the same: unseen cards from the deck
                self._ensure_deck(p, event)
                for _unused in range(HAND_START - self.drawn_setup[p]):
                    if len(self.deck[p]) == 0:
                        break
                    self._move_card(event, p, None, self.deck[p], self.hand[p], 0)
                self.drawn_setup[p] = HAND_START
        if self.first < 0:
            j.violation(SETUP_FIRST, event, _("the log does not say who won rock-paper-scissors; the player acting first is taken "
                                              "as first"), token=0)
            self.first = max(actor, 0)
        self.step = MAIN1
        self._start_phase()

    # -- steps ----------------------------------------------------------------------------------

    def _role(self, p: int) -> int:
        return 1 if p == self.first else 2  # 1: first player, 2: second

    def leave_step(self, event: Event, passing: Passing | None = None) -> None:
        """Close the current step and open the next one."""
        s = self.step
        if self.resolving:
            for key in self.resolving:  # effects that resolved in this step can do nothing more
                self.budget.pop(key, None)
            self.resolving = set()
        if s < FIGHT:  # a main phase, the moves or the tokens: on to the next step (after the first player's tokens, the fights)
            if s in (MAIN1, MAIN2):
                self.overcharge_pending = [False, False]
            self.step = s + 1
            return
        if s == FIGHT:
            self._end_battle(event)  # on to the first clean-up (or the end of the game)
            return
        if s in (CLEAN1, CLEAN2):
            p = self.first if s == CLEAN1 else 1 - self.first
            if not self.cleanup_done[p]:
                self.judge.violation(CLEAN_ACTION, event, _("{player} skipped the clean-up action (draw 2 or advance the count zone)",
                                                            player=self.players[p]), token=0, actor=self.players[p])
            if s == CLEAN2:
                self._close_turn(event)
                return
        if s == CLEAN1:
            self.step = CLEAN2
            self._cleanup_start(1 - self.first)
            return
        self.step += 1

    def _start_phase(self) -> None:
        """CR-START: rested units become active, downed units rest."""
        for u in self.units:
            if u.pos == REST:
                u.pos = ACTIVE
            elif u.pos == DOWN:
                u.pos = REST
                u.entered_turn = -1  # rested by the start phase, not by entering
        self.charged_this_main = [False, False]
        self.effect_charged = [False, False]
        self.commands_this_turn = [0, 0]
        self.cleanup_done = [False, False]
        self.fought = set()
        self.budget = {}
        self.resolving = set()
        self.played_now = [[], []]

    def _close_turn(self, event: Event) -> None:
        """CR-END-MARKER, CR-END-SWAP; CR-END-TURNS."""
        if self.step == FIGHT:
            self._end_battle(event)
            if self.step == OVER:
                return
        if self.options["lead-check"] == "turn-end" and self._lead():
            self._end("lead")
            return
        if self.turn_no >= TURNS:
            self._end("turns")
            return
        self.turn_no += 1
        self.first = 1 - self.first
        self.step = MAIN1
        self._start_phase()

    def _end(self, why: str) -> None:
        self.ending = why
        self.step = OVER

    def _ending_text(self) -> str:
        return _(ENDINGS.get(self.ending, ENDINGS[""]))

    def _lead(self) -> bool:
        return abs(self.vp[0] - self.vp[1]) >= LEAD

    # -- cards moving ------------------------------------------------------------------------------

    def _card_problem(self, event: Event, p: int, card: Card | None, src: Zone, tok: int, clause: str) -> None:
        """Report a card that cannot come out of ``src`` as named (the move then takes an unseen card of it)."""
        if card is None or card.id not in self.index:
            if not len(src):
                self.judge.violation(clause, event, _("{zone} holds no card", zone=src.label), token=tok)
            return
        cid = self._copy_for(p, card, src)
        if self.ledger.where.get(cid) is src or self.ledger.holds(src, cid):
            return
        other = self.ledger.where.get(cid)
        if other is None and self._free_copies(p, card) == 0 and cid % COPY_SLOTS == MAX_COPIES:
            self.judge.violation(DECK_COPIES, event, _("a fourth {card}: a deck holds at most {max} of a name", card=card.name,
                                                       max=MAX_COPIES),
                                 token=tok, observed=card.name)
            return
        if not self.ledger.dispute(cid):
            return
        if other is not None:
            # every copy is elsewhere: say where, with the rule that puts it there
            why = {"link": ZONE_LINK, "count": COUNT_ADVANCE, "removed": DISCARD, "field": UNIT_ENTER}
            kind = next((v for k, v in why.items() if other.name.startswith(k)), clause)
            # a card one step from the hand: an advance of the count zone the log lacks brings it back
            back = (f"{self.players[p]} advance",) if src is self.hand[p] and other is self.count[p][1] else ()
            self.judge.violation(kind, event, _("{card} is not in {zone}: it is in {other}", card=card.name, zone=src.label,
                                                other=other.label), token=tok,
                                 observed=card.name, lacks=back)
        elif src is self.hand[p] and self._removed_card(p, card):
            if src.hidden:
                said = _("{player}'s {card} was removed from the game (廃棄): a removed card cannot be used for the rest of the game",
                         player=event.actor, card=card.name)
            else:
                said = _("{player}'s {card} was removed from the game (廃棄): a removed card cannot be used for the rest of the "
                         "game; the hand holds {cards}", player=event.actor, card=card.name, cards=src.show())
            self.judge.violation(DISCARD, event, said, token=tok, observed=card.name)
        else:
            # the line where a copy of it last moved may have named the wrong card
            last = max((self.ledger.moved_at[c] for c in self._ids_of(p, card) if c in self.ledger.moved_at), default=None)
            if src.hidden:
                said = _("{zone} does not hold {card}", zone=src.label, card=card.name)
            else:
                said = _("{zone} does not hold {card}: it holds {cards}", zone=src.label, card=card.name, cards=src.show())
            self.judge.violation(clause, event, said, token=tok, observed=card.name, recalls=last)

    def _move_card(self, event: Event, p: int, card: Card | None, src: Zone, dst: Zone, tok: int) -> int | None:
        """A card of player ``p`` goes from ``src`` to ``dst`` (an unseen one of ``src`` when the one named cannot
        be there); the copy it is, or None if unseen."""
        if card is not None and card.id not in self.index:
            card = None  # a crest named where a unit or command belongs (reported): some card moved
        if card is not None:
            cid = self._copy_for(p, card, src)
            ledger = self.ledger
            if ledger.where.get(cid) is src or ledger.holds(src, cid):
                ledger.move(src, dst, cid, event, tok)
                return cid
            if self.ledger.where.get(cid) is None and self._free_copies(p, card) == 0 and cid % COPY_SLOTS == MAX_COPIES:
                self.ledger.take(src, None, event, tok)  # a fourth copy (reported): one card of src, and it
                self.ledger.put(dst, cid)
                return cid
        thing = self.ledger.take(src, None, event, tok)
        if card is not None:
            self.ledger.widen(src)  # the log named a card the zone was not known to hold: it is known no more
        if thing is None:
            return None
        self.ledger.put(dst, thing)
        return thing if isinstance(thing, int) else None

    # -- drawing, charging ----------------------------------------------------------------------

    def read_draw(self, move: Move) -> tuple[list[tuple[Card | None, int]], Card | None]:
        args, src, _at = self._by(move.event)
        cards = self._cards(move.event, 0, len(args))
        return cards, src

    def _draw_kind(self, move: Move) -> str:
        """What a draw is: an effect's (by), the opening hand, or the clean-up action."""
        cards, src = move.args
        if src is not None:
            return "effect"
        if self.step == SETUP and (self.drawn_setup[move.actor] < HAND_START or self.first < 0):
            return "opening"
        return "cleanup"

    def follow_draw(self, move: Move) -> None:
        if self.hold(move):
            return
        if self._draw_kind(move) == "cleanup":
            self.reach(move, CLEANUP)
        self._who_drew(move)

    def check_draw(self, move: Move) -> None:
        event, actor = move.event, move.actor
        cards, src = move.args
        j = self.judge
        for c, tok in cards:
            if c is not None and c.kind not in ("unit", "command"):
                self._kind_problem(event, c, tok - 2, kind_clause=ZONE_DECK)
        kind = self._draw_kind(move)
        deck = len(self.deck[actor]) if self.deck_listed[actor] else DECK_SIZE - self.drawn_setup[actor]
        if kind == "effect":
            self._spend_check(event, actor, src, "draw", len(cards))
        elif kind == "opening":
            if self.drawn_setup[actor] + len(cards) > HAND_START:
                j.violation(SETUP_DRAW, event, _n("the opening hand is {n} card", "the opening hand is {n} cards", HAND_START), token=2,
                            expected=str(HAND_START - self.drawn_setup[actor]), observed=str(len(cards)))
        else:
            if self.late:
                self.late_report(move, CLEAN_ACTION, N_("drawing 2 cards"), self.own_step(actor, CLEANUP))
            elif self._clean_problem(event, actor):
                pass
            elif len(cards) != 2 and len(cards) < min(2, deck) or len(cards) > 2:
                j.violation(CLEANUP_ACTION, event, _("the clean-up action draws 2 cards, not {n}", n=len(cards)), token=2,
                            expected="2", observed=str(len(cards)))
        if len(cards) > deck:
            j.violation(FAQ_DECK_OUT, event, _n("{player}'s deck holds {n} card: no more can be drawn (and the game goes on)",
                                                "{player}'s deck holds {n} cards: no more can be drawn (and the game goes on)",
                                                deck, player=event.actor), token=2 + deck if deck < len(cards) else 2)

    def do_draw(self, move: Move) -> None:
        event, actor = move.event, move.actor
        cards, src = move.args
        kind = self._draw_kind(move)
        self._ensure_deck(actor, event)
        if kind == "effect":
            self._spend_do(actor, src, "draw", len(cards))
        elif kind == "opening":
            self.drawn_setup[actor] += len(cards)
            if self.drawn_setup[actor] > HAND_START:
                self.setup_reported[actor] = True
        deck, hand = self.deck[actor], self.hand[actor]
        for c, tok in cards:
            if not deck.known and not deck.hidden:
                break  # CR-FAQ-DECK-OUT: no card to draw (reported); the game goes on
            self._move_card(event, actor, c, deck, hand, tok)
        if kind == "cleanup" and not self.late and self.step == self.own_step(actor, CLEANUP):
            self.cleanup_done[actor] = True  # the clean-up action, done (a wrong count is reported, not a second time)
            self._after_action(event)

    def _after_action(self, event: Event) -> None:
        """After a clean-up action: the second player's ends the turn (CR-END-MARKER, CR-END-SWAP)."""
        if self.step == CLEAN2 and self.cleanup_done[1 - self.first]:
            self._close_turn(event)

    def _clean_problem(self, event: Event, actor: int) -> bool:
        """Report a clean-up action out of its player's clean-up or a second one; True when reported."""
        step = self.own_step(actor, CLEANUP)
        if self.step != step:
            self.judge.violation(TURN_ALTERNATE, event, _("it is the {now}, not {player}'s clean-up", now=_(STEP_NAMES[self.step]),
                                                          player=event.actor), token=0)
            return True
        if self.cleanup_done[actor]:
            self.judge.violation(CLEAN_ACTION, event, _("one clean-up action per clean-up phase"), token=1)
            return True
        return False

    def read_charge(self, move: Move) -> tuple[Card | None, Card | None]:
        args, src, _at = self._by(move.event)
        if len(args) != 1:
            raise BadArgs(_("charge takes one card"), 0, "PLAYER charge CARD [by CARD]")
        # the usual word: a card as the set spells it (else read with "did you mean", among the cards the hand may hold)
        return self.cs.cards.get(args[0]) or self._card(move.event, 0, fits=self._in_hand(move)), src

    def follow_charge(self, move: Move) -> None:
        if self.step in _CLEANUPS and self.hold(move):  # (only in a clean-up can it be the next turn's, and held)
            return
        card, src = move.args
        if src is None:
            self.reach(move, MAIN)
        self._who_played(move)

    def check_charge(self, move: Move) -> None:
        event, actor = move.event, move.actor
        card, src = move.args
        j = self.judge
        self._kind_problem(event, card, 0)
        if src is not None:
            self._spend_check(event, actor, src, "charge", 1)
        elif self.late:
            self.late_report(move, MAIN_CHARGE, N_("charging"), self.own_step(actor, MAIN))
        elif self.step != self.own_step(actor, MAIN):
            j.violation(TURN_ALTERNATE, event, _("it is the {now}, not {player}'s main phase", now=_(STEP_NAMES[self.step]),
                                                 player=event.actor), token=0)
        elif self.charged_this_main[actor]:
            j.violation(MAIN_ACTIONS, event, _("a card is charged once per turn (①は各ターンに1度だけ)"), token=1)
        self._card_problem(event, actor, card, self.hand[actor], 2, MAIN_CHARGE)

    def do_charge(self, move: Move) -> None:
        event, actor = move.event, move.actor
        card, src = move.args
        if src is not None:
            self._spend_do(actor, src, "charge", 1)
            # CR-FAQ-ASSASSIN: a charge by an effect may go beyond the maximum, but earns no advance
            self.overcharge_pending[actor] = False
            self.effect_charged[actor] = True
        elif not self.late and self.step == self.own_step(actor, MAIN):
            first = not self.charged_this_main[actor]
            self.charged_this_main[actor] = True
            self.overcharge_pending[actor] = first and self.level(actor) >= self.max_level(actor)
        self._move_card(event, actor, card, self.hand[actor], self.crestzone[actor], 2)
        self.charged[actor] += 1

    # -- playing cards ---------------------------------------------------------------------------

    def read_play(self, move: Move) -> tuple[Card, str | None, int | None, int | None]:
        event = move.event
        if not event.args:
            raise BadArgs(_("play names a card"), 0, "PLAYER play CARD [R1|R2] [pay N] [link N]")
        # the usual word: a card as the set spells it (else read with "did you mean", among the cards the hand may hold)
        card = self.cs.cards.get(event.args[0]) or self._card(event, 0, ("unit", "command"), fits=self._in_hand(move))
        if card is None:
            raise BadArgs(_("a played card is face up: the log must name it"), 0, _("a card of the set"), "LOG-HIDDEN-FACE-UP")
        area, pay, link = None, None, None
        rest = event.args[1:]
        i = 0
        while i < len(rest):
            w = rest[i]
            if w in AREA_WORDS:
                area = AREA_WORDS[w]
            elif w in ("pay", "支払い") and i + 1 < len(rest) and count(rest[i + 1]) is not None:
                pay = count(rest[i + 1])
                i += 1
            elif w in ("link", "リンク") and i + 1 < len(rest) and count(rest[i + 1]) is not None:
                link = count(rest[i + 1])
                i += 1
            elif area is None and Lexicon("area", self.vocabulary()["area"]).guess(w).every:
                area = self._area_word(move, i + 1)  # a misspelt area
            else:
                raise BadArgs(_("{word!r} is not understood here", word=w), i + 1, _("R1, R2, F1, F2, pay N or link N"))
            i += 1
        return card, area, pay, link

    def follow_play(self, move: Move) -> None:
        if self.step in _CLEANUPS and self.hold(move):  # (only in a clean-up can it be the next turn's, and held)
            return
        self.reach(move, MAIN)
        self._who_played(move)

    def _cost(self, actor: int, card: Card) -> tuple[int, str]:
        if card.kind == "unit":
            return card.cost, PLAY_COST
        each_card = self.options["command-discount"] == "cards"  # else each unit (a stack once)
        on_field = 0
        for u in self.units:
            if u.owner == actor:
                on_field += len(u.cards) if each_card else 1
        return max(1, card.cost - on_field), COMMAND_COST

    def check_play(self, move: Move) -> None:
        event, actor = move.event, move.actor
        card, area, pay, link = move.args
        j = self.judge
        if card.kind not in ("unit", "command"):
            self._kind_problem(event, card, 0)
            return
        if self.late:
            self.late_report(move, MAIN_PLAY, N_("playing a card"), self.own_step(actor, MAIN))
        elif self.step != self.own_step(actor, MAIN):
            j.violation(TURN_ALTERNATE, event, _("it is the {now}, not {player}'s main phase", now=_(STEP_NAMES[self.step]),
                                                 player=event.actor), token=0)
        cost, cost_clause = self._cost(actor, card)
        paid = cost if pay is None else pay
        if pay is not None and pay != cost:
            if card.kind == "command":
                said = _("{card} costs {cost} here ({printed} less {less} for the cards on the battlefield, never below 1)",
                         card=card.name, cost=cost, printed=card.cost, less=card.cost - cost)
            else:
                said = _("{card} costs {cost} here", card=card.name, cost=cost)
            self._ruled(cost_clause, event, said,
                (R_DISCOUNT.clause,) if card.kind == "command" else (), token=2, expected=str(cost), observed=str(pay))
        if paid > self.tokens[actor] and not self.tokens_doubt[actor]:
            j.violation(PLAY_COST, event, _n("{player} has {n} tokens and cannot pay {paid}",
                                             "{player} has {n} tokens and cannot pay {paid}", self.tokens[actor],
                                             player=event.actor, paid=paid), token=0, expected=_("at most {n}", n=self.tokens[actor]),
                         observed=str(paid), may_lack=self._lower_level(actor))
        self._card_problem(event, actor, card, self.hand[actor], 2, MAIN_PLAY)
        if card.kind == "command":
            n = self.commands_this_turn[actor] + 1
            if link is not None and link != n:
                j.violation(COMMAND_LINK, event, _("{card} is command number {n} of {player} this turn: its link number is {n}",
                                                   card=card.name, n=n, player=event.actor), token=len(event.args) + 1,
                            expected=str(n), observed=str(link))
        else:
            same = self._find_unit(actor, card, None)
            if area is not None and area in FRONTS:
                j.violation(UNIT_ENTER, event, _("a unit enters its owner's rear area, not the front ({area})", area=area), token=3,
                            expected=_("R1 or R2"), observed=area)
            elif same is not None and area is not None and area != same.area:
                j.violation(REINFORCE, event, _("{player} already commands {card} ({unit}): the new card goes under it (補強)",
                                                player=event.actor, card=card.name, unit=same.label(self.cs)), token=3,
                            expected=same.area, observed=area)

    def do_play(self, move: Move) -> None:
        event, actor = move.event, move.actor
        card, area, pay, link = move.args
        if card.kind not in ("unit", "command"):
            return
        cost, _clause = self._cost(actor, card)
        paid = cost if pay is None else pay
        self.overcharge_pending[actor] = False
        if paid > self.tokens[actor]:
            self.tokens_doubt[actor] = True  # they paid with tokens the log does not have: its count is lost
        self.tokens[actor] = max(0, self.tokens[actor] - paid)  # 廃棄: the tokens are gone
        self.token_cause[actor] = PLAY_COST
        if card.kind == "command":
            self._play_command(event, actor, card)
        else:
            self._play_unit(event, actor, card, area)
        self.played_now[actor].append((card, min(paid, cost + 99)))

    def _play_command(self, event: Event, actor: int, card: Card) -> None:
        self._move_card(event, actor, card, self.hand[actor], self.link[actor], 2)
        self.commands_this_turn[actor] += 1
        n = self.commands_this_turn[actor]
        effects = list(card.effects)
        if card.links:
            for threshold, extra in sorted(card.links.items()):
                if n >= threshold:
                    effects += extra
        self._grant(actor, card, effects, n)

    def _play_unit(self, event: Event, actor: int, card: Card, area: str | None) -> None:
        u = self._find_unit(actor, card, None)
        if u is not None and area is not None and area != u.area:
            u = None  # what physically happened: a second unit, where the log says
        cid = self._move_card(event, actor, card, self.hand[actor], self.field[actor], 2)
        if u is not None:
            u.cards.append(cid if cid is not None else -1)  # under the top card; position and effects kept (CR-STACK-STATE)
        else:
            u = Unit(actor, card.id, [cid if cid is not None else -1], area or "R1", REST, self.turn_no)
            self.units.append(u)
        # CR-FAQ-ENTER-AGAIN: "when it enters" works again for each card added
        if card.on_enter:
            self._grant(actor, card, list(card.on_enter), 0)

    def read_return(self, move: Move) -> tuple[Card, Card | None]:
        args, src, _at = self._by(move.event)
        if len(args) != 1:
            raise BadArgs(_("return names the card taken back to the hand"), 0, "PLAYER return CARD [by CARD]")
        card = self._card(move.event, 0)
        if card is None:
            raise BadArgs(_("a card taken back is seen: the log must name it"), 0, _("a card of the set"), "LOG-HIDDEN-FACE-UP")
        return card, src

    def _return_source(self, actor: int, card: Card) -> tuple[Zone | None, int | None]:
        """Where a card taken back lies: on the battlefield, in the link zone, the crest zone or the count zone."""
        for z in (self.field[actor], self.link[actor], self.crestzone[actor], *self.count[actor][1:]):
            for cid in z.known:
                if self.card_of(cid) is card:
                    return z, cid
        return None, None

    def check_return(self, move: Move) -> None:
        """A card taken back to the hand: by an effect (``by CARD``), or the table undoing a play of this turn (not a
        finding: the play was reported if it broke a rule). Any other return breaks CR-COUNT-ADVANCE (cards come
        back to the hand from the count zone, at 0)."""
        event, actor = move.event, move.actor
        card, src = move.args
        if src is not None:
            self._spend_check(event, actor, src, "text", 0)
            return
        zone, cid = self._return_source(actor, card)
        if zone is None:
            self.judge.violation(ZONE_FIELD, event, _("no {card} of {player}'s is in play to take back", card=card.name,
                                                      player=event.actor), token=2)
        elif not any(c is card for c, _paid in self.played_now[actor]):
            self.judge.violation(COUNT_ADVANCE, event, _("{card} goes back to the hand only from the count zone, at 0",
                                                         card=card.name), token=2)

    def do_return(self, move: Move) -> None:
        event, actor = move.event, move.actor
        card, src = move.args
        if src is not None:
            self._spend_do(actor, src, "text", 0)
        zone, cid = self._return_source(actor, card)
        if zone is None:
            return
        self.ledger.move(zone, self.hand[actor], cid, event, 2)
        for u in list(self.units):
            if cid in u.cards:
                u.cards.remove(cid)
                if not u.cards:
                    self.units.remove(u)
        undone = next((i for i, (c, _paid) in enumerate(self.played_now[actor]) if c is card), None)
        if undone is not None and src is None:
            _card, paid = self.played_now[actor].pop(undone)
            self.tokens[actor] += paid  # the play is undone: its tokens come back
            if card.kind == "command":
                self.commands_this_turn[actor] = max(0, self.commands_this_turn[actor] - 1)
            self.budget.pop((actor, card.id), None)

    # -- effects: budgets of what a card's effect may still do --------------------------------------

    def _grant(self, p: int, card: Card, effects: list[Effect], link: int, now: bool = True) -> None:
        """What an effect may still do. ``now``: it resolves at once (a command played, a unit
        entering); the log may write its results anywhere in the same step, but what is left of it
        lapses when the step ends."""
        b = self.budget.setdefault((p, card.id), {})
        if now:
            self.resolving.add((p, card.id))
        for e in effects:
            key = "text" if not e.understood else e.verb
            b[key] = b.get(key, 0) + (e.n if e.verb in ("draw", "gain", "charge", "move") else 1)

    def _standing(self, p: int, src: Card) -> list[Effect] | None:
        """The effects ``src`` offers now without having been played this turn: a stacked unit's 【補強】, the
        crest's unlocked [Lv.X] (None: none)."""
        if src.kind == "unit":
            mine = [u for u in self.units if u.owner == p and u.name == src.id]
            if mine and any(len(u.cards) > 1 for u in mine) and src.reinforce:
                return list(src.reinforce)
        if src.kind == "crest" and self.crest[p] is src:
            lvl = self.level(p)
            effects = [e for lv, effs in src.levels.items() if lv <= lvl for e in effs]
            return effects or None
        return None

    def _budget(self, p: int, src: Card) -> dict[str, int] | None:
        """What ``src``'s effect may still do for ``p`` (None: no effect of it can act now). Pure."""
        b = self.budget.get((p, src.id))
        if b is not None:
            return b
        standing = self._standing(p, src)
        if standing is None:
            return None
        out: dict[str, int] = {}
        for e in standing:
            key = "text" if not e.understood else e.verb
            out[key] = out.get(key, 0) + (e.n if e.verb in ("draw", "gain", "charge", "move") else 1)
        return out

    def _spend_check(self, event: Event, p: int, src: Card, verb: str, n: int) -> bool:
        """May ``src``'s effect do ``n`` × ``verb`` now? Reported if not (True when it may)."""
        b = self._budget(p, src)
        tok = len(event.args) + 1
        if b is None:
            if src.kind == "unit" and any(u.owner == p and u.name == src.id for u in self.units) and src.reinforce \
                    and any(not e.understood for e in src.reinforce):
                self.judge.violation(REINFORCE_EFFECT, event, _("{card} has no card under it: its 【補強】 effect does not work",
                                                                card=src.name), token=tok)
            elif src.kind == "crest" and self.crest[p] is src:
                self.judge.violation(CREST_KP, event, _("{card}'s [Lv.X] effects need a higher crest level (now {level})",
                                                        card=src.name, level=self.level(p)), token=tok)
            elif src.kind == "command":
                played = any(self.card_of(c) is src for c in self.link[p].known)
                if played:
                    said = _("{card}: its effect resolved when it was played, before this event", card=src.name)
                else:
                    said = _("{card}: it was not played by {player} this turn", card=src.name, player=event.actor)
                self.judge.violation(COMMAND_LINKZONE, event, said, token=tok)
            elif src.kind == "unit" and not any(u.owner == p and u.name == src.id for u in self.units):
                self.judge.violation(FAQ_REST_EFFECTS, event, _("{player} commands no {card}: only units on the battlefield "
                                                                "(active, rested or downed) use their effects", player=event.actor,
                                                                card=src.name), token=tok)
            else:
                self.judge.violation(R_CARDSET.clause, event, _("{card} has no effect that can do this now", card=src.name), token=tok)
            return False
        if b.get("text"):
            return True  # an effect the referee cannot read: the log says what it did
        have = b.get(verb, 0)
        if have < n:
            clause = COMMAND_LINK_EFFECT if src.kind == "command" and any(
                e.verb == verb for effs in src.links.values() for e in effs) else R_CARDSET.clause
            if src.kind == "unit" and any(e.verb == verb for e in src.on_enter):
                clause = FAQ_ENTER_AGAIN  # once per card that entered (1枚補強するたびに、もう1度)
            self.judge.violation(clause, event, _n("{card}'s effect allows {n} more {verb} here, not {asked}",
                                                   "{card}'s effect allows {n} more {verb}s here, not {asked}", have, card=src.name,
                                                   verb=_(EFFECT_SAID.get(verb, verb)), asked=n),
                                 token=tok, expected=str(have), observed=str(n))
            return False
        return True

    def _spend_do(self, p: int, src: Card, verb: str, n: int) -> None:
        """What the effect did: its budget goes down (a standing effect is granted first)."""
        if (p, src.id) not in self.budget:
            standing = self._standing(p, src)
            if standing is None:
                return
            self._grant(p, src, standing, 0, now=False)
        b = self.budget[(p, src.id)]
        if not b.get("text"):
            b[verb] = max(0, b.get(verb, 0) - n)

    def read_gain(self, move: Move) -> tuple[int, Card]:
        args, src, _at = self._by(move.event)
        n = count(args[0]) if len(args) == 1 else None
        if n is None or src is None:
            raise BadArgs(_("gain takes a number of tokens and its source"), 0, "PLAYER gain N by CARD")
        return n, src

    def _crest_cleanup_only(self, src: Card) -> bool:
        """A crest whose [Lv.X] gains tokens only as a 【クリンナップ・アクション】."""
        effs = [e for es in src.levels.values() for e in es] if src.kind == "crest" else []
        return any(e.verb == "cleanup-action" for e in effs) and not any(e.verb == "gain" for e in effs)

    def _gain_cleanup(self, actor: int, src: Card) -> bool:
        """Is this gain the crest's 【クリンナップ・アクション】, in the actor's clean-up?"""
        return src.kind == "crest" and any(e.verb == "cleanup-action" for effs in src.levels.values() for e in effs) \
            and self.step == self.own_step(actor, CLEANUP) and self.step in (CLEAN1, CLEAN2)

    def follow_gain(self, move: Move) -> None:
        n, src = move.args
        if self._crest_cleanup_only(src) and self.step < self.own_step(move.actor, CLEANUP):
            # the crest gains tokens only as a clean-up action: the log has reached the actor's clean-up
            self.reach(move, CLEANUP)

    def check_gain(self, move: Move) -> None:
        event, actor = move.event, move.actor
        n, src = move.args
        if self._gain_cleanup(actor, src):
            # CR-CLEANUP-REPLACE: 【クリンナップ・アクション】 in place of draw 2 / advance
            if self.late:
                self.late_report(move, CLEANUP_REPLACE, N_("a clean-up action"), self.own_step(actor, CLEANUP))
                return
            lvl = self.level(actor)
            offers = [e.inner for lv, effs in src.levels.items() if lv <= lvl for e in effs if e.verb == "cleanup-action"]
            if not offers:
                self.judge.violation(CREST_KP, event, _("{card}'s clean-up action needs a higher crest level (now {level})",
                                                        card=src.name, level=lvl), token=len(event.args) + 1)
                return
            if self._clean_problem(event, actor):
                return
            allowed = sum(e.n for e in offers if e is not None and e.verb == "gain")
            if n > allowed:
                self.judge.violation(CLEANUP_REPLACE, event, _("the clean-up action of {card} gains {n}", card=src.name, n=allowed),
                                     token=2,
                                     expected=str(allowed), observed=str(n))
        else:
            self._spend_check(event, actor, src, "gain", n)

    def do_gain(self, move: Move) -> None:
        event, actor = move.event, move.actor
        n, src = move.args
        cleanup = self._gain_cleanup(actor, src)
        if not cleanup:
            self._spend_do(actor, src, "gain", n)
        self.tokens[actor] += n
        self.token_cause[actor] = R_CARDSET.clause
        if cleanup and not self.late and self.step == self.own_step(actor, CLEANUP) and self.step in (CLEAN1, CLEAN2):
            self.token_cause[actor] = CLEANUP_REPLACE
            self.cleanup_done[actor] = True
            self._after_action(event)

    def read_remove(self, move: Move) -> tuple[Card | None, Card]:
        args, src, _at = self._by(move.event)
        if len(args) != 1 or src is None:
            raise BadArgs(_("remove takes a card and its source"), 0, "PLAYER remove CARD by CARD")
        return self._card(move.event, 0), src

    def _removable(self, actor: int, card: Card) -> tuple[Zone | None, int | None]:
        """CR-DISCARD: the copy a 廃棄 takes: one in play (the battlefield, the link zone, the crest zone), in the
        count zone, or in hand (a known copy first, else an unseen card of the hand that may be it)."""
        for z in (self.field[actor], self.link[actor], self.crestzone[actor], *self.count[actor][1:], self.hand[actor]):
            for cid in z.known:
                if self.card_of(cid) is card:
                    return z, cid
        hand = self.hand[actor]
        if hand.hidden:
            cid = self._copy_for(actor, card, hand)
            if self.ledger.holds(hand, cid):
                return hand, cid
        return None, None

    def _removed_card(self, p: int, card: Card) -> bool:
        """Is ``card`` one ``p`` removed from the game (廃棄), with no other copy of it in hand?"""
        return any(self.card_of(c) is card for c in self.removed[p].known) and not self._may_hold(self.hand[p], p, card)

    def check_remove(self, move: Move) -> None:
        event, actor = move.event, move.actor
        card, src = move.args
        self._spend_check(event, actor, src, "text", 0)
        if card is None:
            return
        zone, cid = self._removable(actor, card)
        if zone is None:
            gone = any(self.card_of(c) is card for c in self.removed[actor].known)
            if gone:
                said = _("no {card} of {player}'s is in play, in the count zone or in hand to remove: one was removed from the "
                         "game already, for the rest of it", card=card.name, player=event.actor)
            else:
                said = _("no {card} of {player}'s is in play, in the count zone or in hand to remove", card=card.name,
                         player=event.actor)
            self.judge.violation(DISCARD, event, said, token=2)

    def do_remove(self, move: Move) -> None:
        event, actor = move.event, move.actor
        card, src = move.args
        self._spend_do(actor, src, "text", 0)
        if card is None:
            return
        zone, cid = self._removable(actor, card)
        if zone is None:
            return
        self.ledger.move(zone, self.removed[actor], cid, event, 2)
        for u in list(self.units):
            if cid in u.cards:
                u.cards.remove(cid)
                if not u.cards:
                    self.units.remove(u)

    # -- the count zone ------------------------------------------------------------------------------

    def read_advance(self, move: Move) -> Card | None:
        args, src, _at = self._by(move.event)
        if args:
            raise BadArgs(_("advance takes no arguments"), 0, "PLAYER advance [by CARD]")
        return src

    def _advance_kind(self, move: Move) -> str:
        actor = move.actor
        if move.args is not None:
            return "effect"
        if self.step in (MAIN1, MAIN2) and self.step == self.own_step(actor, MAIN):
            return "overcharge"
        return "cleanup"

    def follow_advance(self, move: Move) -> None:
        if self.hold(move):
            return
        if self._advance_kind(move) == "cleanup":
            self.reach(move, CLEANUP)

    def check_advance(self, move: Move) -> None:
        event, actor = move.event, move.actor
        j = self.judge
        kind = self._advance_kind(move)
        if kind == "effect":
            self._spend_check(event, actor, move.args, "advance", 1)
        elif kind == "overcharge":
            # CR-CREST-OVERCHARGE: after a main-phase charge beyond the maximum level
            if self.charged_this_main[actor] and not self.overcharge_pending[actor]:
                j.violation(CREST_OVERCHARGE, event, _("only a charge beyond the maximum level ({level}) lets the count zone advance",
                                                       level=self.max_level(actor)), token=1, may_lack=self._lower_level(actor, tokens=False))
            elif not self.charged_this_main[actor]:
                j.violation(FAQ_ASSASSIN if self.effect_charged[actor] else CREST_OVERCHARGE, event,
                            _("the count zone advances in the main phase only after a charge by the once-per-main-phase rule "
                              "beyond the maximum level"), token=1)
        elif self.late:
            self.late_report(move, CLEAN_ACTION, N_("advancing the count zone"), self.own_step(actor, CLEANUP))
        else:
            self._clean_problem(event, actor)

    def do_advance(self, move: Move) -> None:
        event, actor = move.event, move.actor
        kind = self._advance_kind(move)
        if kind == "effect":
            self._spend_do(actor, move.args, "advance", 1)
        elif kind == "overcharge":
            self.overcharge_pending[actor] = False
        self._advance_count(actor, event)  # what happened: the count zone moved on
        if kind == "cleanup" and not self.late and self.step == self.own_step(actor, CLEANUP):
            self.cleanup_done[actor] = True
            self._after_action(event)

    def _advance_count(self, p: int, event: Event) -> None:
        """CR-COUNT-ADVANCE: 3 → 2 → 1, and a card at 0 goes back to hand."""
        zones = self.count[p]
        for n in range(1, 4):
            if not zones[n].known:
                continue
            for cid in list(zones[n].known):
                dst = self.hand[p] if n == 1 else zones[n - 1]
                self.ledger.move(zones[n], dst, cid, event, 0)
                self.count_cause[cid] = COUNT_ADVANCE

    def _to_count(self, p: int, cid: int, src: Zone, event: Event, clause: str) -> None:
        """CR-COUNT-PLACE: at the count equal to the card's cooldown (0: straight back to hand)."""
        cd = self.card_of(cid).cooldown
        self.ledger.move(src, self.count[p][cd] if cd else self.hand[p], cid, event, 0)
        self.count_cause[cid] = clause

    # -- battle ------------------------------------------------------------------------------------------

    def read_move(self, move: Move) -> tuple[Card, str | None, str | None, str | None, Card | None]:
        args, src, _at = self._by(move.event)
        if len(args) != 3:
            raise BadArgs(_("move names a unit and two areas"), 0, "PLAYER move UNIT FROM TO")
        card, at = self._unit_named(move.event, args[0], 0, move.actor, args[1])
        here = None if move.actor is None else (lambda a: self._find_unit(move.actor, card, a) is not None)
        frm = self._area_word(move, 1, here)
        across = lambda a: (a[:1] == "F") != (frm[:1] == "F")  # noqa: E731 - a move goes between a front and a rear
        return card, at, frm, self._area_word(move, 2, across), src

    def _area_word(self, move: Move, i: int, fits: Any = None) -> str:
        """An area: F1, F2, R1, R2 (前線1 …); one written like an area that the battlefield does not have is kept as
        written (a rule matter, CR-ZONE-FIELD); anything else is read with "did you mean" (``fits``: the areas
        the line can mean)."""
        tok = move.event.args[i]
        if tok in AREA_WORDS:
            return AREA_WORDS[tok]
        if re.fullmatch(r"[FRfr]\d+|(前線|後方)\d+", tok):
            g = Lexicon("area", AREA_WORDS).guess(tok)
            if g.meant is not None and len(tok) > 2:  # R11: a key pressed twice, not an area that is not there
                self.judge.word_slip("LOG-AREA", move.event, _("{word!r} is not an area: read as {area}", word=tok,
                                                               area=g.meant), i + 2, self.spelling("area", g.meant, tok),
                                     expected=_("an area such as {area}", area=g.meant))
                return g.meant
            # an area the battlefield does not have (F3, R4): no unit can be there, so the log misnamed one that is;
            # said citing CR-ZONE-FIELD, and read as the area the lines after it go with
            can = sorted(a for a in g.every if fits is None or fits(a))
            if len(can) == 1:
                self.judge.word_slip(ZONE_FIELD, move.event, _("{word!r} is not an area: the battlefield has the fronts F1, F2 "
                                                               "and your rears R1, R2; read as {area}, the only one it may mean "
                                                               "here", word=tok, area=can[0]), i + 2,
                                     self.spelling("area", can[0], tok), expected=_("an area such as {area}", area=can[0]))
                return can[0]
            if len(can) > 1 and not self.follow.branch:
                raise BadArgs(_("{word!r} is not an area: the battlefield has the fronts F1, F2 and your rears R1, R2", word=tok), i,
                              _("an area: F1, F2, R1 or R2"), ZONE_FIELD, tuple(can))
            return tok.upper()
        return self.word(move, i, "area", what=_("an area: F1, F2, R1 or R2"), fits=fits)  # type: ignore[return-value]

    def follow_move(self, move: Move) -> None:
        if self.step in _CLEANUPS and self.hold(move):  # (only in a clean-up can it be the next turn's, and held)
            return
        if move.args[4] is None:
            self.reach(move, MOVES)
        self._who_moved(move, move.args[0], move.args[1] if move.args[1] is not None else move.args[2])
        self._place(move, move.actor, move.args[0], move.args[2], 3)

    def check_move(self, move: Move) -> None:
        event, actor = move.event, move.actor
        card, at, frm, to, src = move.args
        j = self.judge
        if src is not None:
            self._spend_check(event, actor, src, "move", 1)
        elif self.late:
            self.late_report(move, BATTLE_MOVE, N_("moving a unit"), self.own_step(actor, MOVES))
            return
        elif self.step != self.own_step(actor, MOVES):
            j.violation(BATTLE_MOVE, event, _("units move first player first, then second; it is the {now}",
                                              now=_(STEP_NAMES[self.step])), token=0)
            return
        for i, a in ((3, frm), (4, to)):
            if a not in AREAS:
                j.violation(ZONE_FIELD, event, _("{word!r} is not an area: the battlefield has the fronts F1, F2 and your rears R1, R2",
                                                 word=a), token=i)
                return
        u = self._find_unit(actor, card, frm)
        if u is None:
            self._no_unit(event, actor, card, frm, 2)
            return
        if frm in FRONTS and to in FRONTS:
            ftf = card.has("front-to-front") or (len(u.cards) > 1 and card.has("front-to-front", "reinforce"))
            if not ftf:
                j.violation(FAQ_FRONT, event, _("{card} cannot move from a front to another front directly", card=card.name), token=3)
                return
        elif frm in REARS and to in REARS:
            j.violation(BATTLE_MOVE, event, _("units move between a front area and a rear area"), token=3)
            return
        if src is None and u.pos != ACTIVE:
            clause = POS_REST if u.pos == REST else POS_DOWN
            if u.pos == REST and u.entered_turn == -1:
                clause = START  # it was down: the start phase only made it rest
            j.violation(clause, event, _("{unit} is {position}: only active units move", unit=u.label(self.cs),
                                         position=_(POS_SAID[u.pos])), token=2)
            return
        if src is None and u.moved_turn == self.turn_no and self.options["moves"] == "once":
            j.violation(R_MOVES.clause, event, _("{unit} has already moved in this battle phase", unit=u.label(self.cs)), token=2)

    def do_move(self, move: Move) -> None:
        actor = move.actor
        card, at, frm, to, src = move.args
        if src is not None:
            self._spend_do(actor, src, "move", 1)
        u = self._find_unit(actor, card, frm) or self._find_unit(actor, card, None)
        if u is None or to not in AREAS:
            return  # no such unit, or no such area: nothing moved (reported)
        if src is None:
            u.moved_turn = self.turn_no
        u.moved_at = move.event.index
        u.area = to  # what happened: the unit is where the log says (a stack moves as one, CR-STACK-ONE)

    def read_assign(self, move: Move) -> tuple[int, Card, str | None]:
        args = move.event.args
        n = count(args[0]) if len(args) == 2 else None
        if n is None:
            raise BadArgs(_("assign takes a number of tokens and a unit"), 0, "PLAYER assign N UNIT@AREA")
        card, area = self._unit_named(move.event, args[1], 1, move.actor)
        return n, card, area

    def follow_assign(self, move: Move) -> None:
        if self.step in _CLEANUPS and self.hold(move):  # (only in a clean-up can it be the next turn's, and held)
            return
        self.reach(move, TOKENS)
        self._who_moved(move, move.args[1], move.args[2])
        self._place(move, move.actor, move.args[1], move.args[2], 3)

    def check_assign(self, move: Move) -> None:
        event, actor = move.event, move.actor
        n, card, area = move.args
        j = self.judge
        want = ASSIGN2 if actor != self.first else ASSIGN1
        if self.late:
            self.late_report(move, BATTLE_ASSIGN, N_("assigning tokens"), want)
            return
        if self.step != want:
            j.violation(BATTLE_ASSIGN, event, _("tokens are assigned second player first, then first player"), token=0)
            return
        u = self._find_unit(actor, card, area)
        if u is None:
            self._no_unit(event, actor, card, area, 3)
            return
        if u.pos != ACTIVE:
            j.violation(POS_RULE, event, _("{unit} is {position} and does not fight: only active units get tokens",
                                           unit=u.label(self.cs), position=_(POS_SAID[u.pos])), token=3)
            return
        committed = sum(x.tokens for x in self.units if x.owner == actor)
        if committed + n > self.tokens[actor] and not self.tokens_doubt[actor]:
            j.violation(BATTLE_ASSIGN, event, _n("{player} has {n} tokens, {assigned} already assigned",
                                                 "{player} has {n} tokens, {assigned} already assigned", self.tokens[actor],
                                                 player=event.actor, assigned=committed), token=2,
                        expected=_("at most {n}", n=self.tokens[actor] - committed), observed=str(n), may_lack=self._lower_level(actor))

    def do_assign(self, move: Move) -> None:
        actor = move.actor
        n, card, area = move.args
        u = self._find_unit(actor, card, area)
        if u is None or u.pos != ACTIVE:
            return
        committed = sum(x.tokens for x in self.units if x.owner == actor)
        if committed + n > self.tokens[actor]:
            # the tokens are on the unit at the table (reported once by check_assign): the log lost count of them,
            # as when a cost is paid with tokens it does not have; they had at least these
            self.tokens_doubt[actor] = True
            self.tokens[actor] = committed + n
        u.tokens += n

    def power_of(self, u: Unit) -> int:
        """One unit's power: its cards added up (CR-REINFORCE-POWER), the reinforcement bonus once."""
        card = self.cs.get(u.name)
        total = 0
        for c in u.cards:
            total += self.card_of(c).power if c >= 0 else card.power
        if len(u.cards) > 1:
            for e in card.reinforce:
                if e.verb == "power":
                    total += e.n
        return total

    def power(self, p: int, area: str) -> int:
        """A side's total in a front: active units' power (stacks add up) plus assigned tokens."""
        total = 0
        front_bonus = None  # the crest's [Lv.X] power in a front, for each unit there (worked out when one is)
        for u in self.units:
            if u.owner != p or u.area != area or u.pos != ACTIVE:
                continue
            if front_bonus is None:
                front_bonus = self._front_bonus(p) if area in FRONTS else 0
            total += self.power_of(u) + u.tokens + front_bonus
        return total

    def _front_bonus(self, p: int) -> int:
        crest = self.crest[p]
        if not crest or not crest.levels:
            return 0
        lvl = self.level(p)
        bonus = 0
        for lv, effs in crest.levels.items():
            if lv <= lvl:
                for e in effs:
                    if e.verb == "front-power":
                        bonus += e.n
        return bonus

    def read_fight(self, move: Move) -> str:
        args = move.event.args
        if not args:
            raise BadArgs(_("fight names a front area"), 0, "PLAYER fight F1|F2 [WINNER|draw] [+VP]")
        front = AREA_WORDS.get(args[0]) or self.word(move, 0, "area", what=_("a front: F1 or F2"),
                                                      fits=lambda a: a in FRONTS and a not in self.fought and any(self._present(a)))
        if front not in FRONTS:
            raise BadArgs(_("fight names a front area"), 0, "PLAYER fight F1|F2 [WINNER|draw] [+VP]")
        for i, w in enumerate(args[1:], start=1):
            if not (w.startswith("+") and count(w[1:]) is not None) and w not in RESULT_WORDS and w not in self.players:
                raise BadArgs(_("{word!r} is not a winner or a VP gain", word=w), i, _("a player name, draw, or +N"))
        return front  # type: ignore[return-value]

    def follow_fight(self, move: Move) -> None:
        if self.step in _CLEANUPS and self.hold(move):  # (only in a clean-up can it be the next turn's, and held)
            return
        self.reach(move, FIGHTS)

    def check_fight(self, move: Move) -> None:
        event, actor, front = move.event, move.actor, move.args
        j = self.judge
        if self.late:
            self.late_report(move, BATTLE_FIGHT, N_("a fight"), FIGHT)
            return
        if self.retreat_due is not None:
            winner, f, due = self.retreat_due
            j.violation(FIGHT_RETREAT, event, _("{player} still owes {n} unit(s) downed to the rear from {front}",
                                                player=self.players[winner], n=due, front=f), token=0, actor=self.players[winner])
        if actor != self.first:
            j.violation(BATTLE_FIGHT, event, _("the first player ({player}) decides the order of the fights",
                                               player=self.players[self.first]), token=0)
        if front in self.fought:
            j.violation(BATTLE_FIGHT, event, _("{front} has already been fought this turn", front=front), token=2)
            return
        present = self._present(front)
        if not any(present) or (self.options["lone-front"] == "no-fight" and not all(present)):
            j.violation(R_EMPTY_FRONT.clause if any(present) else BATTLE_FIGHT, event, _("there is no fight in {front}", front=front),
                        token=2,
                        recalls=self._last_move())
            return
        pw = [self.power(0, front), self.power(1, front)]
        winner = 0 if pw[0] > pw[1] else 1 if pw[1] > pw[0] else -1
        self._fight_claims(event, front, pw, winner, 2 if self.night() else 1)

    def do_fight(self, move: Move) -> None:
        event, front = move.event, move.args
        if self.late or front in self.fought:
            return
        self._resolve_fight(front, event)

    def _resolve_fight(self, front: str, event: Event) -> None:
        """A fight as the rules resolve it (CR-FIGHT-COMPARE … CR-FIGHT-TOKENS)."""
        self._settle_retreat(event, report=False)  # (a retreat still owed was reported by the fight's check)
        self.retreat_due = None
        self.fought.add(front)
        self.last_lost_stack = None
        present = self._present(front)
        if not any(present) or (self.options["lone-front"] == "no-fight" and not all(present)):
            return
        pw = [self.power(0, front), self.power(1, front)]
        winner = 0 if pw[0] > pw[1] else 1 if pw[1] > pw[0] else -1
        gain = 2 if self.night() else 1
        lost = 0
        losers = [winner ^ 1] if winner >= 0 else ([0, 1] if self.options["battle-tie"] == "both-lose" else [])
        for p in losers:
            for u in [u for u in self.units if u.owner == p and u.area == front]:
                self._leave(u, event)  # CR-FIGHT-LEAVE
                lost += 1
                if len(u.cards) > 1:
                    self.last_lost_stack = (front, self.players[p])
        for u in self.units:  # CR-FIGHT-TOKENS: the assigned tokens return
            if u.area == front:
                if u.tokens:
                    self.token_cause[u.owner] = FIGHT_TOKENS
                u.tokens = 0
        if winner >= 0:
            self.vp[winner] += gain  # CR-FIGHT-VP
            mine = 0
            for u in self.units:
                if u.owner == winner and u.area == front:
                    mine += 1
            due = min(lost, mine)  # CR-FIGHT-RETREAT: as many units as the loser lost (a stack is one)
            self.retreat_due = (winner, front, due) if due else None
            if self.options["lead-check"] == "each-fight" and self._lead():
                self._end("lead")

    def _present(self, front: str) -> list[bool]:
        """Who has units in ``front`` that take part in a fight (active: rested and downed ones do not, CR-POS-RULE)."""
        present = [False, False]
        for u in self.units:
            if u.area == front and u.pos == ACTIVE:
                present[u.owner] = True
        return present

    def _settle_retreat_quietly(self) -> None:
        """After a fight the referee resolved itself: the units it downs, when there is no choice (else owed)."""
        if self.retreat_due is None:
            return
        winner, front, due = self.retreat_due
        there = [u for u in self.units if u.owner == winner and u.area == front]
        if len(there) == due:
            for u in there:
                u.area, u.pos = "R1", DOWN
                u.unsure = True
            self.retreat_due = None

    def _fight_claims(self, event: Event, front: str, pw: list[int], winner: int, gain: int) -> None:
        """The optional words after ``fight FRONT``: the winner (or draw) and the VP gained."""
        for i, w in enumerate(event.args[1:], start=3):
            if w.startswith("+") and count(w[1:]) is not None:
                if count(w[1:]) != (gain if winner >= 0 else 0):
                    said = (_("a won fight brings {n} VP by night", n=gain) if self.night()
                            else _("a won fight brings {n} VP by day", n=gain))
                    self.judge.violation(FIGHT_VP, event, said, token=i, expected=f"+{gain}", observed=w)
            elif w in RESULT_WORDS:
                if winner >= 0:
                    self._wrong_winner(event, i, front, pw, winner)
            elif w in self.players:
                if winner != self.players.index(w):
                    self._wrong_winner(event, i, front, pw, winner)

    def _wrong_winner(self, event: Event, token: int, front: str, pw: list[int], winner: int) -> None:
        stacked = any(len(u.cards) > 1 and u.area == front and u.pos == ACTIVE for u in self.units)
        resting = any(u.area == front and u.pos != ACTIVE for u in self.units)
        clause = REINFORCE_POWER if stacked else POS_RULE if resting else FIGHT_COMPARE
        result = _("a draw") if winner < 0 else _("{player} wins", player=self.players[winner])
        if winner < 0:
            clause = R_TIE.clause if clause == FIGHT_COMPARE else clause
        self.judge.violation(clause, event, _("in {front} {a} has {x} and {b} has {y}: {result}", front=front, a=self.players[0],
                                              x=pw[0], b=self.players[1], y=pw[1], result=result), token=token, expected=result)

    def _leave(self, u: Unit, event: Event) -> None:
        """A unit leaves: every card of it to its owner's count zone (CR-COUNT-PLACE)."""
        self.units.remove(u)
        for cid in u.cards:
            if cid >= 0:
                self._to_count(u.owner, cid, self.field[u.owner], event, FIGHT_LEAVE)
            else:
                thing = self.ledger.take(self.field[u.owner], None, event, 0)
                if thing is not None:
                    self.ledger.put(self.count[u.owner][self.card_of(thing).cooldown if isinstance(thing, int) else 1], thing)

    def read_retreat(self, move: Move) -> tuple[Card, str | None, str]:
        args = move.event.args
        if len(args) != 2:
            raise BadArgs(_("retreat names a unit and the area it goes to"), 0, "PLAYER retreat UNIT@FRONT R1|R2")
        card, at = self._unit_named(move.event, args[0], 0, move.actor)
        to = AREA_WORDS.get(args[1]) or self.word(move, 1, "area", what=_("one of your rear areas: R1 or R2"))
        return card, at, to  # type: ignore[return-value]

    def follow_retreat(self, move: Move) -> None:
        if self.step in _CLEANUPS and self.hold(move):  # (only in a clean-up can it be the next turn's, and held)
            return
        self._who_moved(move, move.args[0], move.args[1])
        self._place(move, move.actor, move.args[0], move.args[1], 2)

    def check_retreat(self, move: Move) -> None:
        event, actor = move.event, move.actor
        card, at, to = move.args
        j = self.judge
        if self.step != FIGHT or self.retreat_due is None or self.retreat_due[0] != actor:
            stack = self.last_lost_stack
            if self.step == FIGHT and stack is not None and (at or "") in (stack[0], ""):
                # CR-FAQ-STACK-DEFEATED: a defeated stack was one unit, so it is answered by one retreat
                j.violation(FAQ_STACK_DEFEATED, event, _("{player}'s defeated unit in {front} was reinforced, but it counts as one "
                                                         "unit: one unit retreats for it, not one per card", player=stack[1],
                                                         front=stack[0]), token=1)
                return
            j.violation(FIGHT_RETREAT, event, _("only the winner of the last fight retreats, as many units as the loser lost"), token=1)
            return
        winner, front, due = self.retreat_due
        u = self._find_unit(actor, card, at)
        if u is None:
            self._no_unit(event, actor, card, at, 2)
            return
        if u.area != front:
            j.violation(FIGHT_RETREAT, event, _("the retreating units come from the front just fought ({front})", front=front), token=2)
        if to not in REARS:
            j.violation(FIGHT_RETREAT, event, _("a winning unit retreats to its owner's rear area (後方エリア), not {area}", area=to),
                        token=3, expected=_("R1 or R2"), observed=to)

    def do_retreat(self, move: Move) -> None:
        actor = move.actor
        card, at, to = move.args
        u = self._find_unit(actor, card, at) or self._find_unit(actor, card, None)
        if u is None:
            return
        u.area = to  # what happened: the unit is where the log says, down
        u.pos = DOWN
        if self.retreat_due is not None and self.retreat_due[0] == actor:
            winner, front, due = self.retreat_due
            self.retreat_due = (winner, front, due - 1) if due > 1 else None

    def _settle_retreat(self, event: Event, report: bool = True) -> None:
        """Retreats still owed when the battle goes on: reported; when the winner has just that many units in the
        front, those are the ones (downed to a rear the log did not name, which later lines may say)."""
        if self.retreat_due is None:
            return
        winner, front, due = self.retreat_due
        if report:
            self.judge.violation(FIGHT_RETREAT, event, _("{player} still owes {n} unit(s) downed to the rear from {front}",
                                                         player=self.players[winner], n=due, front=front), token=0,
                                 actor=self.players[winner])
        there = [u for u in self.units if u.owner == winner and u.area == front]
        if len(there) == due:
            for u in there:
                u.area, u.pos = "R1", DOWN
                u.unsure = True
        self.retreat_due = None

    def _last_move(self) -> int | None:
        """The last move of this turn's battle: the fronts a fight contradicts are the ones that line made."""
        moved = [u.moved_at for u in self.units if u.moved_turn == self.turn_no and u.moved_at is not None]
        return max(moved) if moved else None

    def _end_battle(self, event: Event) -> None:
        self._settle_retreat(event)
        for front in FRONTS:
            if front in self.fought or self.step == OVER:
                continue
            present = self._present(front)
            if all(present) or (any(present) and self.options["lone-front"] == "wins"):
                self.judge.violation(BATTLE_FIGHT, event, _("the fight in {front} was not recorded (each front is fought): it is "
                                                            "resolved as the rules resolve it", front=front), token=0, actor=self.players[self.first],
                                     recalls=self._last_move())
                self.fought.add(front)
                self._resolve_fight(front, event)
                self._settle_retreat_quietly()
        for u in self.units:
            u.tokens = 0
        if self.step != OVER and self.options["lead-check"] == "battle-end" and self._lead():
            self._end("lead")
            return
        if self.step != OVER:
            self.step = CLEAN1
            self._cleanup_start(self.first)

    def _cleanup_start(self, p: int) -> None:
        """CR-CLEAN-TRASH and CR-CLEAN-TOKENS happen by themselves."""
        for cid in list(self.link[p].known):
            self._to_count(p, cid, self.link[p], None, CLEAN_TRASH)  # type: ignore[arg-type]
        self.tokens[p] += self.level(p)
        self.token_cause[p] = CLEAN_TOKENS

    # -- pass and check ------------------------------------------------------------------------------

    def read_pass(self, move: Move) -> None:
        if move.event.args:
            raise BadArgs(_("pass takes no arguments"), 0, "PLAYER pass")

    def check_pass(self, move: Move) -> None:
        """A pass says who is done with the step; by a player whose step it is not, it says nothing happened,
        which breaks no rule."""

    def do_pass(self, move: Move) -> None:
        if self.step == SETUP:
            self.start_play(move.event, move.actor)
        step = self.step
        if step != OVER and self.owner(step) == move.actor:  # the step's owner
            self.leave_step(move.event)

    def read_check(self, move: Move) -> None:
        if not move.event.args:
            raise BadArgs(_("check says what was seen"), 0, "tokens PLAYER N | vp PLAYER N | level PLAYER N | count PLAYER CARD N | "
                          "turn N | time day|night | position UNIT@AREA PLAYER active|rest|down | power FRONT PLAYER N")

    def do_check(self, move: Move) -> None:
        """What the recorder saw changes nothing at the table; where the log had lost count of tokens, the count
        seen is the count from then on."""
        a = move.event.args
        if len(a) == 3 and a[0] == "tokens" and a[1] in self.players and count(a[2]) is not None:
            p = self.players.index(a[1])
            if self.tokens_doubt[p]:
                self.tokens[p] = count(a[2])
                self.tokens_doubt[p] = False

    def check_check(self, move: Move) -> None:
        """``table check WHAT …``: what the recorder saw; a mismatch cites the rule behind the fact."""
        event = move.event
        judge = self.judge
        a = event.args
        what = CHECK_WORDS.get(a[0], a[0])

        def player(i: int) -> int:
            if i >= len(a) or a[i] not in self.players:
                raise BadArgs(_("a player name is needed"), i, _(" or ").join(self.players))
            return self.players.index(a[i])

        def number(i: int) -> int:
            n = signed(a[i]) if i < len(a) else None
            if n is None:
                raise BadArgs(_("a number is needed"), i, _("a whole number"))
            return n

        def mismatch(clause: str, fact: str, actual: Any, said: Any, token: int, words: dict[str, str] | None = None) -> None:
            """``fact`` is said (translated); ``words``: how the message says a value (marked with N_), when it is a word."""
            if str(actual) != str(said):
                shown = (lambda v: _(words[v])) if words else str  # noqa: E731
                judge.violation(clause, event, _("{fact} is {actual}, not {said}", fact=fact, actual=shown(actual), said=shown(said)),
                                token=token, expected=str(actual), observed=str(said))

        try:
            if what == "tokens":
                p, n = player(1), number(2)
                if self.tokens[p] != n and not self.tokens_doubt[p]:
                    cause = self.token_cause[p]
                    self._ruled(cause, event, _("{player}'s tokens are {actual}, not {said}", player=a[1], actual=self.tokens[p],
                                                said=n),
                                (R_KP.clause,) if cause in (CLEAN_TOKENS, FIGHT_TOKENS) else (), token=4,
                                expected=str(self.tokens[p]), observed=str(n))
            elif what == "vp":
                p, n = player(1), number(2)
                mismatch(FIGHT_VP, _("{player}'s VP", player=a[1]), self.vp[p], n, 4)
            elif what == "level":
                p, n = player(1), number(2)
                if self.level(p) != n:
                    self._ruled(CREST_LEVEL, event, _("{player}'s crest level is {actual}, not {said}", player=a[1],
                                                      actual=self.level(p), said=n),
                                (R_START_LEVEL.clause,) + (() if self.crest[p] and self.crest[p].max_level else (R_MAX_LEVEL.clause,)),
                                token=4, expected=str(self.level(p)), observed=str(n))
            elif what == "count":
                p = player(1)
                card = self._card(event, 2)
                n = number(3)
                if card is None:
                    raise BadArgs(_("name the card"), 2, _("a card of the set"))
                at = [k for k in range(4) for cid in self.count[p][k].known if self.card_of(cid) is card]
                cause = next((self.count_cause.get(cid, COUNT_PLACE) for k in range(4) for cid in self.count[p][k].known
                              if self.card_of(cid) is card), COUNT_DEF)
                clause = cause if cause in (COUNT_ADVANCE, CLEAN_TRASH) else COUNT_PLACE if at else COUNT_DEF
                if not at:
                    held = [z for z in (self.link[p], self.field[p]) for cid in z.known if self.card_of(cid) is card]
                    if held:  # still in the link zone / on the battlefield: not used up yet
                        clause = ZONE_LINK if held[0] is self.link[p] else ZONE_COUNT
                if n not in at:
                    if at:
                        said = _("{card} is at count {counts}, not at {n}", card=card.name, counts=", ".join(map(str, at)), n=n)
                    else:
                        said = _("{card} is not in the count zone, not at {n}", card=card.name, n=n)
                    judge.violation(clause, event, said, token=5, expected=", ".join(map(str, at)) or "-", observed=str(n))
            elif what == "turn":
                mismatch(END_MARKER, _("the turn"), self.turn_no, number(1), 3)
            elif what == "first":
                p = player(1)
                if self.first >= 0 and p != self.first:
                    mismatch(END_SWAP if self.turn_no > 1 else SETUP_FIRST, _("the first player of turn {n}", n=self.turn_no),
                             self.players[self.first], a[1], 3)
            elif what == "time":
                if len(a) < 2 or a[1] not in ("day", "night", "昼", "夜"):
                    raise BadArgs(_("day or night"), 1, "day or night")
                said = "night" if a[1] in ("night", "夜") else "day"
                mismatch(ZONE_MARKER, _("turn {n}", n=self.turn_no), "night" if self.night() else "day", said, 3, TIME_SAID)
            elif what in ("position", "pos"):
                p = player(2)
                card, area = self._unit_named(event, a[1], 1)
                u = self._find_unit(p, card, area)
                if u is None:
                    self._no_unit(event, p, card, area, 3)
                    return
                said = POS_WORDS.get(a[3] if len(a) > 3 else "", None)
                if said is None:
                    raise BadArgs(_("a position is needed"), 3, "active, rest or down")
                clause = STACK_STATE if len(u.cards) > 1 else {ACTIVE: POS_ACTIVE, REST: POS_REST, DOWN: POS_DOWN}[u.pos]
                mismatch(clause, u.label(self.cs), u.pos, said, 5, POS_SAID)
            elif what == "power":
                front = AREA_WORDS.get(a[1] if len(a) > 1 else "")
                if front not in FRONTS:
                    raise BadArgs(_("a front area is needed"), 1, "F1 or F2")
                p, n = player(2), number(3)
                actual = self.power(p, front)
                stacked = any(u.owner == p and u.area == front and len(u.cards) > 1 for u in self.units)
                mismatch(REINFORCE_POWER if stacked else FIGHT_COMPARE, _("{player}'s total in {front}", player=a[2], front=front),
                         actual, n, 5)
            else:
                raise BadArgs(_("{word!r} is not something the referee can check", word=what), 0,
                              "tokens, vp, level, count, turn, first, time, position or power")
        except BadArgs as e:
            judge.error(e.code, event, e.message, token=e.arg + 2, expected=e.expected)

    # -- the end --------------------------------------------------------------------------------------

    def finish(self, judge: Any, last: Any) -> None:
        if self.step == OVER:
            return
        if self.step in (CLEAN1, CLEAN2) and self.turn_no == TURNS:
            ev = last if isinstance(last, Event) else None
            if ev is not None:
                while self.step != OVER:
                    self.leave_step(ev)
                return
        pos = Position(last.path, last.line + 1, 1) if isinstance(last, Event) else last
        judge.log_error(LogError("LOG-INCOMPLETE", _("the log ends in turn {n} ({step}) before the game is over", n=self.turn_no,
                                                     step=_(STEP_NAMES[self.step])),
                                 pos, _("play up to the end of turn 8 or a 5-VP lead")))

    def result(self) -> Result | None:
        if self.step != OVER:
            return None
        scores: dict[str, int | None] = {p: self.vp[i] for i, p in enumerate(self.players)}
        best = max(self.vp)
        winners = [p for i, p in enumerate(self.players) if self.vp[i] == best]
        return Result(scores, winners, self._ending_text(), END_LEAD if self.ending == "lead" else END_TURNS,
                      {p: _("{n} VP", n=self.vp[i]) for i, p in enumerate(self.players)},
                      {p: {"vp": self.vp[i], "tokens": self.tokens[i]} for i, p in enumerate(self.players)})

    # -- legal events ----------------------------------------------------------------------------------

    def legal_events(self) -> list[str]:
        """Legal next events from a fully known position (used by the random game generator)."""
        if self.step == OVER:
            return []
        out: list[str] = []
        F, S = (self.players[self.first], self.players[1 - self.first]) if self.first >= 0 else (None, None)
        s = self.step
        if s == SETUP:
            ready = self.first >= 0 and all(self.crest) and self.drawn_setup == [HAND_START, HAND_START]
            if not ready:
                return []  # the set-up events are the recorder's, not a choice among moves
            s = MAIN1  # the first event of play is the first player's main phase
        def who(step: int) -> int:
            return {MAIN1: self.first, MAIN2: 1 - self.first, MOVE1: self.first, MOVE2: 1 - self.first, ASSIGN2: 1 - self.first,
                    ASSIGN1: self.first, FIGHT: self.first, CLEAN1: self.first, CLEAN2: 1 - self.first}[step]
        p = who(s)
        name = self.players[p]
        if s in (MAIN1, MAIN2):
            hand = sorted({self.card_of(c).id for c in self.hand[p].known})
            if not self.charged_this_main[p]:
                out += [f"{name} charge {c}" for c in hand]
                if self.hand[p].hidden:
                    out.append(f"{name} charge ??")  # a card nobody saw (an observer's log)
            if self.overcharge_pending[p]:
                out.append(f"{name} advance")
            for cid in hand:
                card = self.cs.get(cid)
                if card.kind == "unit":
                    cost = card.cost
                else:
                    mine = [u for u in self.units if u.owner == p]
                    on_field = sum(len(u.cards) for u in mine) if self.options["command-discount"] == "cards" else len(mine)
                    cost = max(1, card.cost - on_field)
                if cost > self.tokens[p]:
                    continue
                if card.kind == "command":
                    out.append(f"{name} play {cid}")
                    continue
                same = [u for u in self.units if u.owner == p and u.name == cid]
                # a reinforcement goes under the unit wherever it is: no area (CR-REINFORCE)
                out += [f"{name} play {cid}"] if same else [f"{name} play {cid} {r}" for r in REARS]
            # what the effects granted this turn may still do (each optional: the log records what happened)
            for (q, src), b in self.budget.items():
                if q != p or b.get("text"):
                    continue
                if b.get("gain"):
                    out.append(f"{name} gain {b['gain']} by {src}")
                if b.get("advance"):
                    out.append(f"{name} advance by {src}")
                if b.get("draw") and self.deck[p].known and not self.deck[p].hidden:
                    out.append(f"{name} draw {self.card_of(self.deck[p].known[0]).id} by {src}")
                if b.get("charge"):
                    out += [f"{name} charge {c} by {src}" for c in hand if any(self.card_of(x).id == c for x in self.hand[p].known)]
        elif s in (MOVE1, MOVE2):
            for u in self.units:
                if u.owner == p and u.pos == ACTIVE and (self.options["moves"] == "any" or u.moved_turn != self.turn_no):
                    targets = REARS if u.area in FRONTS else FRONTS
                    out += [f"{name} move {u.name} {u.area} {t}" for t in targets]
        elif s in (ASSIGN2, ASSIGN1):
            free = self.tokens[p] - sum(u.tokens for u in self.units if u.owner == p)
            if free > 0:
                out += [f"{name} assign 1 {u.name}@{u.area}" for u in self.units if u.owner == p and u.pos == ACTIVE and u.area in FRONTS]
        elif s == FIGHT:
            if self.retreat_due is not None:
                winner, front, due = self.retreat_due
                wn = self.players[winner]
                return [f"{wn} retreat {u.name}@{front} {r}" for u in self.units if u.owner == winner and u.area == front for r in REARS]
            for front in FRONTS:
                present = [any(u.owner == q and u.area == front for u in self.units) for q in (0, 1)]
                if front not in self.fought and (all(present) or (any(present) and self.options["lone-front"] == "wins")):
                    out.append(f"{F} fight {front}")
            if out:
                return out  # every front must be fought before the battle ends
        elif s in (CLEAN1, CLEAN2):
            if not self.cleanup_done[p]:
                n = min(2, len(self.deck[p]))
                drawn = [self.card_of(c).id for c in self.deck[p].known[:n]]
                out.append(f"{name} advance")
                if len(drawn) == 2 and not self.deck[p].hidden:
                    out.append(f"{name} draw {' '.join(drawn)}")
                elif n == 2:
                    out.append(f"{name} draw ?? ??")  # cards nobody saw (an observer's log)
                return out
        out.append(f"{name} pass")
        return out

    def candidate_events(self) -> list[str]:
        """The events worth trying here (referee/core/legality.py): see candidates.py."""
        return candidates.candidate_events(self)

    # -- views ------------------------------------------------------------------------------------------

    def facts(self) -> dict[str, str]:
        f: dict[str, str] = {
            "turn": str(self.turn_no),
            "time": "night" if self.night() else "day",
            "step": STEP_NAMES[self.step],
            "phase": STEP_NAMES[self.step],
            "first": self.players[self.first] if self.first >= 0 else "?",
            "ending": self.ending or "-",
        }
        for i, p in enumerate(self.players):
            f[f"tokens {p}"] = str(self.tokens[i])
            f[f"vp {p}"] = str(self.vp[i])
            f[f"level {p}"] = str(self.level(i))
            f[f"hand-count {p}"] = str(len(self.hand[i]))
            f[f"hand {p}"] = self.hand[i].show()
            f[f"deck-count {p}"] = str(len(self.deck[i]))
            f[f"crest {p}"] = self.crest[i].name if self.crest[i] else "-"
            f[f"link {p}"] = self.link[i].show()
            f[f"removed {p}"] = self.removed[i].show()
            for n in (1, 2, 3):
                f[f"count{n} {p}"] = self.count[i][n].show()
            f[f"units {p}"] = " ".join(
                sorted(f"{self.cs.get(u.name).name}@{u.area}:{u.pos}" + (f"x{len(u.cards)}" if len(u.cards) > 1 else "")
                       for u in self.units if u.owner == i)) or "-"
        for front in FRONTS:
            for i, p in enumerate(self.players):
                f[f"power {front} {p}"] = str(self.power(i, front))
        res = self.result()
        if res is not None:
            f["winner"] = "draw" if len(res.winners) > 1 else res.winners[0]
        return f

    def render(self, viewer: str | None = None) -> Any:
        from .view import render

        return render(self, viewer)

    def picture(self, viewer: str | None = None) -> str:
        from .picture import draw

        return draw(self, viewer)

    # -- the verbs' handlers: read, follow the table, check, do (referee/core/table.py, Handlers) ---------

    handlers = {
        "deck": Handlers(check_deck, do_deck, read=read_deck),
        "crest": Handlers(check_crest, do_crest, read=read_crest),
        "shuffle": Handlers(check_shuffle, do_shuffle, read=read_shuffle),
        "first": Handlers(check_first, do_first, read=read_first),
        "draw": Handlers(check_draw, do_draw, read=read_draw, follow=follow_draw),
        "charge": Handlers(check_charge, do_charge, read=read_charge, follow=follow_charge),
        "play": Handlers(check_play, do_play, read=read_play, follow=follow_play),
        "move": Handlers(check_move, do_move, read=read_move, follow=follow_move),
        "assign": Handlers(check_assign, do_assign, read=read_assign, follow=follow_assign),
        "fight": Handlers(check_fight, do_fight, read=read_fight, follow=follow_fight),
        "retreat": Handlers(check_retreat, do_retreat, read=read_retreat, follow=follow_retreat),
        "advance": Handlers(check_advance, do_advance, read=read_advance, follow=follow_advance),
        "gain": Handlers(check_gain, do_gain, read=read_gain, follow=follow_gain),
        "remove": Handlers(check_remove, do_remove, read=read_remove),
        "return": Handlers(check_return, do_return, read=read_return),
        "pass": Handlers(check_pass, do_pass, read=read_pass),
        "check": Handlers(check_check, do_check, read=read_check),
    }



#: the glossary's words that are not verbs (referee/core/terms.py): the areas, the positions, the kinds of card and the
#: parts of a score as the rulebook names them
GLOSSARY = {"F1": "前線1", "F2": "前線2", "R1": "後方1", "R2": "後方2", "active": "アクティブ", "rest": "レスト", "down": "ダウン",
            "unit": "ユニット", "command": "コマンド", "vp": "VP", "tokens": "戦力トークン", "day": "昼", "night": "夜"}


class CrownCrest(Game):
    name = NAME
    code = CODE
    title = INFO.title
    aliases = ALIASES
    min_players = max_players = 2
    rulings = RULINGS
    verbs = VERBS

    @cached_property
    def _terms(self) -> dict[str, str]:
        return {**verb_terms(VERBS), **GLOSSARY}

    def japanese_terms(self) -> Mapping[str, str]:
        """The verbs, the areas, the positions and the parts of a score as the rulebook names them (the cards are named in Japanese already)."""
        return self._terms
    score_clause = END_CONDITION
    winner_clause = END_CONDITION
    conservation_clause = DECK_COPIES
    breakdown_clauses = {"vp": FIGHT_VP, "tokens": CLEAN_TOKENS}

    def example_header(self, players: list[str]) -> str:
        return f"game: {self.name}\nplayers: {' '.join(players)}\ncardset: sample\n"

    def random_log(self, rng: Any, observer: bool = False) -> str:
        from .play import random_log  # the random-play policy imports the rules

        return random_log(rng, observer)

    def new_state(self, header: Header, options: dict[str, Any], judge: Any) -> CrownCrestState:
        if len(header.players) != 2:
            n = len(header.players)
            judge._add(Finding(VIOLATION, GOAL, _n("Crown Crest is a game for two; the header names {n} players",
                                                   "Crown Crest is a game for two; the header names {n} players", n),
                               header.position("players")))
            raise SetupError("LOG-PLAYERS", _("Crown Crest is a game for two (CR-GOAL); the header names {n}", n=n),
                             "players: NAME NAME", key="players")
        name = header.meta.get("cardset")
        if not name:
            raise SetupError("LOG-CARDSET", _("a Crown Crest log names its card set (the rulebook has no card list)"),
                             _("cardset: sample (or NAME.toml in the log's own folder)"), key="game")
        try:
            cs = find(name, header.path)
        except CardSetError as e:
            raise SetupError("LOG-CARDSET", e.shown(header.path), _("a bundled set (sample) or a .toml card-set file"),
                             key="cardset") from None
        return CrownCrestState(self, list(header.players), options, judge, cs)

    def rulings_for(self, clause: str, state: Any) -> tuple[str, ...]:
        return (R_TIE.clause, R_LEAD_CHECK.clause, R_GAME_TIE.clause) if clause == END_CONDITION else ()

    def canonical(self, event: Event) -> str:
        verb = _VERB_OF.get(event.verb) or _VERB_OF.get(event.verb.lower()) or event.verb
        return " ".join([event.actor, verb, *[AREA_WORDS.get(a, a) if a in AREA_WORDS else a for a in event.args]])
