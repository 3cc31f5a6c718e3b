"""ノゾクダイス (Nozoku Dice): the rules, next to the clause ids they enforce.

Registered in ``__init__.py``; its clauses are defined and exercised by features/nozoku/. Read it
beside the rulebook (docs/rulebooks/nozoku-dice.md) and docs/nozoku-gamesets.md.

A round: preparation (the start player: the lowest sum of one's own dice; the centre dice showing
the most common face are rerolled) → acquisition (each player in turn from the start player: play a
card and take a non-white centre die showing its main face, placed with its sub face toward
oneself; the main action then the sub action on dice one already owned; the other players'
ノゾクアクション by the side face they see; an empty hand takes any centre die) → check (one
colour gone from the centre ends the game). Scoring: each player names a number and keeps only
the dice showing it.
"""

from __future__ import annotations

from collections import Counter
from contextlib import contextmanager
from itertools import compress, product, repeat
from operator import attrgetter, eq
from dataclasses import dataclass
from enum import Enum, StrEnum
from collections.abc import Mapping
from functools import cached_property
from typing import Any

from . import ALIASES, CODE, INFO, NAME
from . import candidates
from ...core.terms import verb_terms
from ...core import dice as D
from ...core.findings import VIOLATION, Finding, Result
from ...core.game import BadArgs, Game, SetupError, Verb, verb_table
from ...core.usage import Kind
from ...core.steps import Passing, Step as TurnStep, Stepped, Turn
from ...core.table import TABLE, Handlers, Move, TableState
from ...core.words import Lexicon
from ...core.copying import Copier
from ...core.hidden import Ledger, Zone
from ...core.rulings import Ruling
from ...notation.model import Event, Header, LogError, Position
from ...notation.numbers import count
from .gameset import Card, GameSet, GameSetError, find
from .messages import N_, _, either, listing, semicolons
from .messages import colour as colour_
from .messages import side as side_
from .steps import ACQUIRE, ACTIONS, OVER, PEEK, PREP, REROLLING, SETUP  # the steps of play

# -- clause ids (to be defined by features/nozoku/*.feature) -------------------------------------
ROUND = "NZ-ROUND"  # preparation, acquisition, check; repeated until the end condition
START_PLAYER = "NZ-PREP-START"  # the lowest sum of one's own dice starts
START_TIE = "NZ-PREP-START-TIE"  # ties: nearest in turn order to the previous start player
START_FIRST = "NZ-PREP-START-FIRST"  # at the start of the game, ties are settled any way
REROLL = "NZ-PREP-REROLL"  # the start player rerolls every centre die showing the most common face
PREP_STEPS = "NZ-PREP-STEPS"  # the start player first, then the reroll
TURN_ORDER = "NZ-ACQ-ORDER"  # from the start player, then to the left, once each
TURN_STEPS = "NZ-TURN-STEPS"  # ① acquire, ② actions, ③ ノゾクアクション, ④ the end of the turn, in this order
ACQUIRE_CARD = "NZ-ACQ-CARD"  # a card from hand, onto one's played cards
ACQUIRE_DIE = "NZ-ACQ-DIE"  # a non-white centre die showing the card's main face
ACQUIRE_PLACE = "NZ-ACQ-PLACE"  # placed with its near side face matching the sub face
ACQUIRE_NONE = "NZ-ACQ-NONE"  # no such die: the card cannot be played
ACTIONS_BOTH = "NZ-ACT-BOTH"  # main then sub, both required
ACTION_MAIN = "NZ-ACT-MAIN"  # the main action on a die one owns
ACTION_SUB = "NZ-ACT-SUB"  # the sub action on a die one owns
ACTION_OWNED = "NZ-ACT-OWNED"  # dice owned before this round (not the die on the card, nor one taken this round)
IMPOSSIBLE = "NZ-ACT-IMPOSSIBLE"  # only a card whose both actions can be done may be played
ACT_REDO = "NZ-ACT-REDO"  # an action found impossible during ②: start over from ①
OWNED_DICE = "NZ-OWNED"  # 持っているダイス: the dice in one's 手元, not the die on the card
STUCK = "NZ-STUCK"  # no card can be played: show the hand, one action from a played card, cards back
STUCK_ACTION = "NZ-STUCK-ACTION"  # then one action (or none) from one of one's played cards
STUCK_RESUME = "NZ-STUCK-RESUME"  # then all played cards back to hand and the turn resumes at ①
STUCK_END = "NZ-STUCK-END"  # still impossible: the turn ends without a die
NOZOKU = "NZ-NOZOKU"  # clockwise from the left: a card whose sub face equals the side one sees
NOZOKU_SUB = "NZ-NOZOKU-SUB"  # a ノゾクアクション is the card's sub action, the card played onto one's own
NOZOKU_SIDE = "NZ-NOZOKU-SIDE"  # the side face each seat reads depends on the number of players
NOZOKU_ORDER = "NZ-NOZOKU-ORDER"  # from the turn player's left, clockwise, to their right; then ④
EMPTY_HAND = "NZ-EMPTY-HAND"  # at the end of the turn: any centre die (white too), cards back to hand
EMPTY_ORDER = "NZ-EMPTY-HAND-ORDER"  # several empty hands: clockwise from the turn player
RETURN_CARDS = "NZ-RETURN"  # played cards go back to hand only in those two cases
TURN_END = "NZ-TURN-END"  # the acquired die moves to its owner
CHECK = "NZ-CHECK"  # after every player's turn: the end condition, else the next round
END = "NZ-END"  # one colour gone from the centre ends the game
SCORE = "NZ-SCORE"  # name a number, keep those dice, their sum
KEPT = "NZ-KEPT"  # 持ち帰ったダイス: the dice left after setting aside those not showing the number named
SCORE_MOST = "NZ-SCORE-MOST"  # +2 for the most dice kept (all tied players)
WIN = "NZ-WIN"  # the most magic wins
TIE_BREAK = "NZ-TIE-BREAK"  # white dice kept, then the sum set aside, then shared
# Game-set defaults the rulebook leaves out (features/nozoku/09_rulings.feature): clause ids of findings
# that follow from the game set rather than the rulebook. Their option is a key of the game set.
DICE_FACES = "NZ-RULING-SETUP"  # set-up: each rolls their first `start` dice, the rest go to the centre, once
R_DICE = "NZ-RULING-DICE"  # dice.own: each player's dice of their colour
R_COLOURS = "NZ-RULING-COLOURS"  # dice.colours: the colour of each seat
R_WHITE = "NZ-RULING-WHITE"  # dice.white: white dice by player count
R_SIDES = "NZ-RULING-SIDES"  # sides: the side face each seat reads
R_ACTIONS = "NZ-RULING-ACTIONS"  # actions: what each action does
R_CARDS = "NZ-RULING-CARDS"  # card: the cards, their faces and actions
R_HAND = "NZ-RULING-HAND"  # hand.deal: every player holds every card, or hands are dealt from a shared deck
#: clause id -> (header key, path in the game set) of the component defaults above
COMPONENT_DEFAULTS = {
    DICE_FACES: ("gameset", "dice.start"), R_DICE: ("gameset", "dice.own"), R_COLOURS: ("gameset", "dice.colours"),
    R_WHITE: ("gameset", "dice.white"), R_SIDES: ("gameset", "sides"), R_ACTIONS: ("gameset", "actions"),
    R_CARDS: ("gameset", "card"), R_HAND: ("gameset", "hand.deal"),
}
NO_DEAL = "none: every player holds one of each card"  # how the clause writes a game set without [hand]

R_GAMESET = Ruling(
    "components", "NZ-RULING-GAMESET", "as-set", ("as-set",),
    N_("The dice, cards, actions and side faces come from the game set the log names (the rulebook does not list them)."),
    alternatives={"as-set": N_("the only value: the named game set decides")},
)
R_HANDEDNESS = Ruling(
    "handedness", "NZ-RULING-HANDEDNESS", "set", ("set", "right", "left"),
    N_("Which way round the dice are numbered (it decides which side face a seat sees)."),
    alternatives={"set": N_("as the game set says"), "right": N_("Western dice"), "left": N_("the mirror image")},
)
R_START_TIE = Ruling(
    "start-tie", "NZ-RULING-START-TIE", "next", ("next", "self"),
    N_("A tie for the lowest sum goes to the player nearest in turn order to the previous start player: whether that "
       "player, tied themself, counts as the nearest (the rulebook does not say)."),
    alternatives={
        "next": N_("the count starts at the previous start player's left neighbour, so they come last among the tied"),
        "self": N_("the previous start player, when tied, is the nearest (distance 0) and starts again"),
    },
)
RULINGS = (R_GAMESET, R_HANDEDNESS, R_START_TIE)

SLOT = 100  # card ids: card k's copies are k * SLOT + 0, 1, …
#: the steps of play as a message names them
STEP_NAMES = {SETUP: N_("setup"), PREP: N_("preparation"), REROLLING: N_("reroll"), ACQUIRE: N_("acquire"),
              ACTIONS: N_("actions"), PEEK: N_("nozoku"), OVER: N_("over")}


class Part(Enum):
    """Whose step a step is: the round's start player, the turn player, or the other players (who peek in turn)."""

    START = "start"
    TURN = "turn"
    OTHERS = "others"


class Phase(StrEnum):
    """The parts of a round the steps belong to (NZ-ROUND): the preparation, a player's turn, the other players'
    ノゾクアクション; a line of a turn while the ノゾクアクション go on begins the next turn."""

    PREPARATION = "preparation"
    TURN = "turn"
    NOZOKU = "nozoku"


#: NZ-ROUND, NZ-PREP-STEPS, NZ-TURN-STEPS: a round, step by step. The preparation (① the start player, named by the
#: table; ② the start player rerolls the centre), then each player's turn from the start player to the left (①
#: acquire, ② actions, ③ the other players' ノゾクアクション); the next turn's acquisition follows, or the next round's
#: preparation. Who acts out of turn, and a turn's actions on other players' dice, are the game's own (its follow
#: handlers); the preparation a turn's line passes over is left through the core (:meth:`NozokuState.leave_step`).
TURN = Turn(
    steps=(
        TurnStep(PREP, Phase.PREPARATION, Part.START, STEP_NAMES[PREP], frozenset(("start",))),
        TurnStep(REROLLING, Phase.PREPARATION, Part.START, STEP_NAMES[REROLLING], frozenset(("reroll",))),
        TurnStep(ACQUIRE, Phase.TURN, Part.TURN, STEP_NAMES[ACQUIRE], frozenset(("play", "cannot"))),
        TurnStep(ACTIONS, Phase.TURN, Part.TURN, STEP_NAMES[ACTIONS], frozenset(("main", "sub", "redo", "end"))),
        TurnStep(PEEK, Phase.NOZOKU, Part.OTHERS, STEP_NAMES[PEEK], frozenset(("nozoku",))),
    ),
    setup=SETUP, over=OVER, setup_name=STEP_NAMES[SETUP], over_name=STEP_NAMES[OVER],
    opening=Phase.TURN, closing=Phase.NOZOKU, swaps=False, order_clause=TURN_STEPS,
)

#: the placeholders of this game's usages, by kind (referee/core/usage.py)
ARGS: dict[str, Kind] = {"TOP/FRONT": Kind.THING, "TOP": Kind.THING}

VERBS = (
    Verb("roll", "PLAYER roll DIE=FACE…", N_("set-up: one's first dice rolled"), ("振る",), DICE_FACES, kinds=ARGS),
    Verb("deal", "table deal PLAYER CARD…", N_("set-up, with a dealing game set: a hand dealt (??*N when unseen)"), ("配る",), R_HAND, kinds=ARGS),
    Verb("centre", "PLAYER centre DIE=FACE…", N_("set-up: the remaining dice rolled into the centre"), ("中央",), DICE_FACES, kinds=ARGS),
    Verb("start", "table start PLAYER", N_("the round's start player"), ("スタート",), START_PLAYER, kinds=ARGS),
    Verb("reroll", "PLAYER reroll DIE=FACE…", N_("the start player rerolls the centre dice of the most common face"), ("振り直し",), REROLL,
         kinds=ARGS),
    Verb("play", "PLAYER play CARD take DIE [-> TOP/FRONT]", N_("a card played and a centre die acquired"), ("出す",), ACQUIRE_CARD, kinds=ARGS),
    Verb("main", "PLAYER main DIE [-> TOP/FRONT | -> TOP]", N_("the main action on one's own die"), ("メイン",), ACTION_MAIN, kinds=ARGS),
    Verb("sub", "PLAYER sub DIE [-> TOP/FRONT | -> TOP]", N_("the sub action on one's own die"), ("サブ",), ACTION_SUB, kinds=ARGS),
    Verb("nozoku", "PLAYER nozoku CARD DIE [-> …]", N_("a ノゾクアクション: a card played for its sub action"), ("ノゾク",), NOZOKU, kinds=ARGS),
    Verb("pass", "PLAYER pass", N_("declines a ノゾクアクション"), ("パス",), NOZOKU_ORDER, kinds=ARGS),
    Verb("cannot", "PLAYER cannot CARD…", N_("no card can be played: the whole hand shown (?? for a card not seen)"), ("公開",), STUCK, kinds=ARGS),
    Verb("redo", "PLAYER redo CARD main|sub DIE [-> …] | PLAYER redo none", N_("the one action from a played card"),
         ("手元のカード", "手元アクション"), STUCK, kinds=ARGS),
    Verb("end", "PLAYER end", N_("still impossible: the turn ends without a die"), ("手番終了", "獲得なし"), STUCK_END, kinds=ARGS),
    Verb("take", "PLAYER take DIE", N_("an empty hand takes any centre die at the end of the turn"), ("取る",), EMPTY_HAND, kinds=ARGS),
    Verb("names", "PLAYER names N", N_("at the end: the number whose dice one keeps"), ("宣言",), SCORE, kinds=ARGS),
)
_VERB_OF = verb_table(VERBS)  # every spelling of a verb -> its name

# -- die geometry, looked up (the referee's hot path) ------------------------------------------------
# core.dice is the one definition of a die; these tables are read from it once, so that an event costs a dict
# lookup, not a validated Orientation and a Unicode normalisation. Anything not in them (a full-width digit,
# an impossible position) goes through core.dice itself, which also says what is wrong.
#: the word between a card played and the die it takes (play CARD take DIE), as the verb take is spelt in Japanese
TAKE = {"take": "take", "取る": "take"}
#: the half of a card a redo does again (redo CARD main|sub DIE), in the notation and as the verbs are spelt in Japanese
HALVES = {"main": "main", "メイン": "main", "sub": "sub", "サブ": "sub"}
#: a face as a log writes it in ASCII -> the face
_FACE = {str(f): f for f in D.FACES}
#: the result after ``->`` as a log writes it in ASCII, ``TOP/FRONT`` or ``TOP`` -> (top, front or None)
_POSITION: dict[str, tuple[int, int | None]] = {
    **{str(f): (f, None) for f in D.FACES},
    **{f"{o.top}/{o.front}": (o.top, o.front) for o in D.all_orientations()},
}
#: handedness -> side (left, back, right) -> (top, front) -> the face on that side (core.dice.side_toward)
_SIDE = {h: {s: {(o.top, o.front): D.side_toward(o, s, handedness=h) for o in D.all_orientations(h)}
             for s in ("front", "right", "back", "left")} for h in D.HANDEDNESSES}
_LIES = attrgetter("top", "front")  # how a die lies: (top, front)
_TOP, _ID, _COLOUR = attrgetter("top"), attrgetter("id"), attrgetter("colour")
#: handedness -> an action's effect -> (top, front) -> how the die lies after it (see _after)
_AFTER: dict[str, dict[str, dict[tuple[int, int], tuple[int, int] | None]]] = {h: {} for h in D.HANDEDNESSES}


def _after(action: Any, handedness: str) -> dict[tuple[int, int], tuple[int, int] | None]:
    """``action`` on a die lying (top, front), for each of the 24 ways it can lie: how it lies after (None: it
    cannot be done, or chance decides). Read from the action's own ``apply`` (which depends on its effect alone)
    once per effect and handedness."""
    table = _AFTER[handedness].get(action.effect)
    if table is None:
        table = {}
        for o in D.all_orientations(handedness):
            after = action.apply(o, handedness)
            table[(o.top, o.front)] = (after.top, after.front) if after else None
        _AFTER[handedness][action.effect] = table
    return table


@dataclass
class Die:
    id: str  # R1, W3 …
    colour: str
    top: int | None = None
    front: int | None = None  # toward its owner; None while unknown

    @property
    def white(self) -> bool:
        return self.colour == "white"

    def show(self) -> str:
        return f"{self.id}={self.top or '?'}" + (f"/{self.front}" if self.front else "")

    def copied(self, c: Copier) -> "Die":
        new = Die(self.id, self.colour, self.top, self.front)
        c.keep(self, new)
        return new


class _Components:
    """What the game set gives a game of ``n`` players, the same for each: the dice (``(id, colour)``, each player's
    colour in seat order, then the white dice), and the cards in the hidden-card ledger: each physical card has an id,
    card k's copy c being k * SLOT + c (ids past a card's copies stand for a copy the deck does not hold, reported
    where it appears). Without [hand] every player holds one copy of each card (copy p for seat p); with [hand] the
    copies form one shared deck, and each hand is dealt (unknown cards: ``??``). Made once per game set and player
    count; read-only (a state shares them, and so do its copies: ``NozokuState.shared``)."""

    __slots__ = ("dice", "kinds", "kind", "copies", "domain", "faces")
    _made: dict[tuple[int, int], tuple[GameSet, "_Components"]] = {}

    def __init__(self, gs: GameSet, n: int) -> None:
        self.dice = tuple((f"{colour[0].upper()}{k}", colour) for colour in gs.colours[:n] for k in range(1, gs.own + 1)) \
            + tuple((f"W{k}", "white") for k in range(1, gs.white[n] + 1))
        self.kinds = list(gs.cards)
        self.kind = {cid: k for k, cid in enumerate(self.kinds)}
        self.copies = {c.id: (c.copies if gs.deal else n) for c in gs.cards.values()}
        self.domain = frozenset(k * SLOT + c for k, cid in enumerate(self.kinds) for c in range(self.copies[cid])) \
            if gs.deal else frozenset()  # what a card dealt unseen can be (no card is unseen without [hand])
        #: ``R1=3`` as a log writes a die and the face it shows -> (the die, the face)
        self.faces = {f"{i}={f}": (i, f) for i, _colour in self.dice for f in D.FACES}

    @classmethod
    def of(cls, gs: GameSet, n: int) -> "_Components":
        got = cls._made.get((id(gs), n))
        if got is None or got[0] is not gs:  # (the game set is kept with them, so its id is not reused meanwhile)
            if len(cls._made) > 256:
                cls._made.clear()
            got = cls._made[(id(gs), n)] = (gs, cls(gs, n))
        return got[1]


class NozokuState(Stepped):
    verbs = VERBS
    turn_order = TURN
    shared_verbs = frozenset(("centre",))
    after_end = frozenset(("names",))
    #: the game set's components are read-only: a copy of the state shares them
    shared = TableState.shared + ("kinds", "kind", "copies", "domain", "die_faces")

    def copy_into(self, new: "NozokuState", c: Copier) -> None:
        """What a copy of the table has of its own (referee/core/copying.py): the dice, the zones (each once: the
        ledger holds them too), and each list, set and dictionary play changes."""
        super().copy_into(new, c)
        new.dice = {k: c(d) for k, d in self.dice.items()}
        new.owner, new.suspect, new.named = self.owner.copy(), self.suspect.copy(), self.named.copy()
        new.hand, new.played = [c(z) for z in self.hand], [c(z) for z in self.played]
        new.dealt, new.rolled, new.turned = self.dealt.copy(), self.rolled.copy(), self.turned.copy()
        new.unnamed = self.unnamed.copy()
        new.doubtful, new.passed_seats, new.peeked = self.doubtful.copy(), self.passed_seats.copy(), self.peeked.copy()
        new.fresh = [taken.copy() for taken in self.fresh]

    def __init__(self, game: "Nozoku", players: list[str], options: dict[str, Any], judge: Any, gs: GameSet) -> None:
        super().__init__()  # what the referee keeps as it follows the table (TableState.follow, Stepped)
        self._vocab: dict[str, dict[str, str]] | None = None  # the words of this game set (vocabulary), made once
        self.game = game
        self.players = players
        self.n = len(players)
        self.options = dict(options)
        self.gs = gs
        self.hand_rule = gs.handedness if options["handedness"] == "set" else options["handedness"]
        # the dice (each player's colour, then the white ones), the cards and what a card dealt unseen can be: the
        # same for every game of this game set and player count, made once (_Components) and never changed
        parts = _Components.of(gs, self.n)
        self.dice: dict[str, Die] = {i: Die(i, colour) for i, colour in parts.dice}
        self.owner: dict[str, int | None] = dict.fromkeys(self.dice, -1)  # die -> seat, None: in the centre, -1: not rolled
        self.kinds, self.kind, self.copies, self.domain = parts.kinds, parts.kind, parts.copies, parts.domain
        self.die_faces = parts.faces
        self.ledger = Ledger(judge, R_HAND, self.spell)
        self.hand = [self.ledger.zone(f"hand:{p}", _("{player}'s hand", player=p)) for p in players]
        self.played = [self.ledger.zone(f"played:{p}", _("{player}'s played cards", player=p)) for p in players]
        self.dealt = [gs.deal is None] * self.n
        if gs.deal is None:
            where = self.ledger.where
            for p, hand in enumerate(self.hand):  # every player holds the same cards, known to all (ledger.put, inlined)
                hand.known = [k * SLOT + p for k in range(len(self.kinds))]
                where.update(dict.fromkeys(hand.known, hand))
        self.rolled = [False] * self.n
        self.step = SETUP
        self.round = 0
        self.start_player: int | None = None
        self.prev_start: int | None = None
        self.turn_player = 0
        self.turned = [False] * self.n  # who has had their turn this round
        self.doubtful: set[str] = set()  # dice an action missing from the log may have moved
        self.start_written = True  # the round's start line is in the log (else it began at a turn or a reroll)
        self.start_first: int | None = None
        # seats passed over this round by a turn out of order (reported there); the designer's order: the start player,
        # decided before the centre roll
        self.passed_seats: set[int] = set()  # seats passed over this round (a later turn of theirs is no new finding)
        self.prev_turn: tuple[int, str | None, frozenset[int]] | None = None  # the last turn: player, die, who peeked
        self._who = 0  # whose turn a held play may be
        self._rerolled_early = False  # the centre was rerolled before the round's start player was named
        self._names_early = False  # a number was named while the turn went on (read at its end)
        self._last_move: Move | None = None  # the line after which an early naming is read
        # a die a line gave a player that could not be right: the die, the dice it may have been meant for, and
        # how it lay before (if the player is later seen with one of those, the two change places)
        self.suspect: dict[int, tuple[str, frozenset[str], tuple[int | None, int | None]]] = {}
        self.unnamed = [0] * self.n  # turns whose acquired die the log never named
        self.last_turn: int | None = None
        self.peeked: set[int] = set()
        self.acquired: str | None = None  # the die on the turn player's card this turn
        self.fresh: list[set[str]] = [set() for _unused in players]  # the dice each player took this round (NZ-ACT-OWNED)
        self.card: Card | None = None
        self.done_main = self.done_sub = False
        self.peek_next = 0  # 1-based: the next seat to the left that may peek
        self.stuck = False
        self.redone = False
        self.named: dict[int, int] = {}
        self.ending = ""
        self.judge = judge

    # -- the cards, through the ledger -----------------------------------------------------------

    def spell(self, i: int) -> str:
        """The card a physical card id is."""
        return self.kinds[i // SLOT]

    def names(self, zone: Zone) -> list[str]:
        """The known cards of ``zone``, in the order they came there (a hand starts in the game set's order)."""
        return [self.spell(i) for i in zone.known]

    def hand_text(self, p: int) -> str:
        """``p``'s hand as a log writes it: the known cards, then ``??`` for each unknown one."""
        return " ".join(self.names(self.hand[p]) + ["??"] * len(self.hand[p].hidden))

    def could_hold(self, p: int) -> list[str]:
        """The cards ``p``'s hand may hold: its known cards, and for unknown ones every card with a copy not
        seen elsewhere."""
        hand = self.hand[p]
        out = {self.spell(i) for i in hand.known}
        if hand.hidden:
            out |= {cid for cid in self.kinds if self._free(hand, cid) is not None}
        return [c for c in self.kinds if c in out]

    def _ids(self, cid: str) -> range:
        k = self.kind[cid]
        return range(k * SLOT, k * SLOT + self.copies[cid])

    def _known(self, zone: Zone, cid: str, skip: tuple[int, ...] = ()) -> int | None:
        """A known copy of ``cid`` in ``zone`` (extra copies included), other than ``skip``."""
        k = self.kind[cid]
        return next((i for i in zone.known if i // SLOT == k and i not in skip), None)

    def _free(self, zone: Zone, cid: str) -> int | None:
        """A copy of ``cid`` not seen anywhere that an unknown card of ``zone`` can be."""
        where = self.ledger.where
        for i in self._ids(cid):
            if i not in where and any(i in u.domain for u in zone.hidden):
                return i
        return None

    def _extra(self, cid: str) -> int:
        """An id for a copy of ``cid`` beyond the deck's (a finding has been reported where it appears)."""
        k = self.kind[cid]
        return next(i for i in range(k * SLOT + self.copies[cid], (k + 1) * SLOT) if i not in self.ledger.where)

    def _elsewhere(self, cid: str) -> str:
        """Where the copies of ``cid`` are seen, for a message."""
        where = Counter(self.ledger.where[i].label for i in self._ids(cid) if i in self.ledger.where)
        return listing(label + (f" ×{k}" if k > 1 else "") for label, k in where.items()) or _("nowhere")

    def _card_tokens(self, event: Event, start: int) -> list[tuple[str | None, int]]:
        """Cards from ``args[start:]`` with the token of each (``??`` unseen, ``??*N`` for N of them). A count is held
        to the game set's cards (every copy, for this many players), and so is the line with it, before anything is
        made from it (docs/security.md)."""
        out: list[tuple[str | None, int]] = []
        for i in range(start, len(event.args)):
            tok = event.args[i]
            if tok == "??":
                out.append((None, i + 2))
            elif tok.startswith("??*"):
                n = count(tok[3:])
                if n is None:
                    raise BadArgs(_("{token!r} is not a count of unseen cards", token=tok), i, _("??*N, for example ??*4"), "LOG-CARD")
                most = sum(self.copies.values())
                if not 0 < n <= most:
                    raise BadArgs(_("{token!r}: the count must be from 1 to {most}", token=tok, most=most), i,
                                  _("??*N with N from 1 to {most} (the cards of the game set)", most=most), "LOG-CARD")
                if len(out) + n > most:
                    raise BadArgs(_("{token!r}: the line would name {count} cards; the game has {most}", token=tok,
                                    count=len(out) + n, most=most), i, _("at most {most} cards in a line", most=most),
                                  "LOG-CARD")
                out.extend([(None, i + 2)] * n)
            elif tok in self.gs.cards:
                out.append((tok, i + 2))
            else:  # misspelt: read as the card it must be (said), else as unseen (said): the line stands
                out.append((self.word(Move(event, event.verb, TABLE), i, "card", unknown=True), i + 2))
        return out

    def _return_cards(self, p: int) -> None:
        """NZ-RETURN: every played card of ``p``'s goes back to the hand (played cards are known)."""
        for i in list(self.played[p].known):
            self.played[p].known.remove(i)
            self.ledger.put(self.hand[p], i)

    # -- helpers ---------------------------------------------------------------------------------

    def seat_of(self, name: str) -> int | None:
        try:
            return self.players.index(name)
        except ValueError:
            return None

    # ``self.dice`` and ``self.owner`` have the same keys in the same order (both are made in __init__, and no die
    # is ever added or removed), so the dice and their owners are read side by side.

    def _held_by(self, seat: int | None) -> list[Die]:
        """The dice whose owner is ``seat`` (None: the centre's), in the order of ``self.dice`` (read side by side
        with the owners, without a Python loop: this is asked at most events)."""
        return list(compress(self.dice.values(), map(eq, self.owner.values(), repeat(seat))))

    def owned(self, p: int) -> list[Die]:
        acquired = self.acquired
        dice = self._held_by(p)
        if acquired is not None and self.owner.get(acquired) == p:
            return [d for d in dice if d.id != acquired]  # the die on the card is not owned yet (NZ-OWNED)
        return dice

    def targets(self, p: int) -> list[Die]:
        """NZ-ACT-OWNED: the dice ``p``'s ② actions may take, 「前ラウンドまでに獲得して手元にある」: their own dice
        less those taken this round (the die on the card, and a die an empty hand took at the end of an
        earlier turn of this round). The rulebook says this of ② only (【②手番プレイヤーのアクション】時、…),
        so a ノゾクアクション and the one action after a hand that cannot play may take any die one owns.
        Every player keeps the dice rolled at the set-up, so this is never empty in a legal game; if it
        were, no card could be played (both actions need a die) and the hand could not play."""
        fresh = self.fresh[p]
        if not fresh:
            return self.owned(p)
        return [d for d in self.owned(p) if d.id not in fresh]

    def centre(self) -> list[Die]:
        return self._held_by(None)

    def _die(self, event: Event, tok: str, i: int) -> Die:
        d = self.dice.get(tok.upper())
        if d is None:
            raise BadArgs(_("{token!r} is not a die of this game", token=tok), i, self._such(), "LOG-DIE")
        return d

    def _faces(self, event: Event, start: int) -> list[tuple[Die, int, int]]:
        out = []
        for i in range(start, len(event.args)):
            name, eq, face = event.args[i].partition("=")
            if not eq:
                raise BadArgs(_("{token!r}: write the die and the face it shows", token=event.args[i]), i,
                              _("DIE=FACE, for example {example}", example=f"{next(iter(self.dice))}=3"))
            try:
                f = D.parse_face(face)
            except ValueError:
                raise BadArgs(_("{token!r} is not a face of a die", token=face), i, _("1 to 6"), "LOG-DIE") from None
            out.append((self._die(event, name, i), f, i + 2))
        return out

    def _such(self) -> str:
        """``a die such as R1, R2, R3, R4``: what a die argument looks like."""
        return _("a die such as {dice}", dice=", ".join(list(self.dice)[:4]))

    def _ruled(self, clause: str, event: Event, message: str, rulings: tuple[str, ...], *, token: int = 0,
               expected: str | None = None, observed: str | None = None) -> None:
        """A violation whose finding depends on rulings or game-set defaults (named in the finding)."""
        self.judge._add(Finding(VIOLATION, clause, message, event.position(token), actor=event.actor, expected=expected,
                                observed=observed, event=event.index, rulings=rulings))

    # -- the protocol ------------------------------------------------------------------------------

    def phase(self) -> str:
        return str(self.step)  # the step's name (Step is a str enum: its value)

    def turn(self) -> int:
        return self.round

    def vocabulary(self) -> dict[str, dict[str, str]]:
        got = self._vocab
        if got is None:
            got = self._vocab = {"card": {c: c for c in self.gs.cards},
                                            "die": {**{d: d for d in self.dice}, **{d.lower(): d for d in self.dice},
                                                    **{_die_ja(d): d for d in self.dice if _die_ja(d)}},  # 赤3
                                            "arrow": {"->": "->", "→": "->"},  # (before an action's result)
                                            "half": dict(HALVES),  # (what a redo does again)
                                            "take": dict(TAKE)}  # (play CARD take DIE)
        return got

    def is_over(self) -> bool:
        return self.step == OVER and len(self.named) == self.n

    def expected_actor(self, verb: str) -> int | None:
        if verb in ("play", "main", "sub", "cannot", "redo", "end") and self.step in (ACQUIRE, ACTIONS):
            return self.turn_player
        if verb == "reroll" and self.step == REROLLING:
            return self.start_player
        return None

    def report_after_end(self, move: Move) -> None:
        self.judge.violation(END, move.event, _("the game is over ({ending}): no more play", ending=self.ending), token=1)

    # -- reading arguments -------------------------------------------------------------------------------

    def _die_word(self, move: Move, i: int, fits: Any = None) -> Die:
        """The die argument ``i``; misspelt, it is read as its one near miss, or the one near miss that ``fits``
        (a die of the centre for a play, one of the player's own for an action)."""
        tok = move.event.args[i] if i < len(move.event.args) else None
        if tok is None:
            raise BadArgs(_("a die is missing"), i, self._such(), "LOG-DIE")
        d = self.dice.get(tok) or self.dice.get(tok.upper())
        if d is not None:
            return d
        return self.dice[self.word(move, i, "die", what=self._such(),  # type: ignore[index]
                                   fits=fits and (lambda w: fits(self.dice[w])))]

    def _own_die(self, move: Move, i: int) -> Die:
        """One of the actor's dice, argument ``i``."""
        return self._die_word(move, i, lambda d: move.actor is not None and self.owner.get(d.id) == move.actor)

    def _card_word(self, move: Move, i: int, die: Die | None = None) -> Card:
        """The card argument ``i``; misspelt, it is read as the one near miss that the player's hand can hold
        and (with ``die``, the die it takes) whose main face the die shows."""
        tok = move.event.args[i] if i < len(move.event.args) else ""
        card = self.gs.cards.get(tok)
        if card is not None:
            return card
        if tok.startswith("??"):
            raise BadArgs(_("{token!r} is not a card of the game set: a card played is seen by everyone, write it", token=tok), i,
                          ", ".join(self.gs.cards), "LOG-CARD")
        p = move.actor

        def fits(cid: str) -> bool:
            c = self.gs.cards[cid]
            if p is None or not 0 <= p < self.n:
                return False
            return self._play_fits(p, c, die) if die is not None else (
                self._known(self.hand[p], cid) is not None or bool(self.hand[p].hidden) and self._free(self.hand[p], cid) is not None)
        return self.gs.cards[self.word(move, i, "card", what=", ".join(self.gs.cards), fits=fits)]  # type: ignore[index]

    def _faces_of(self, move: Move, start: int) -> list[tuple[Die, int, int]]:
        out = []
        written = self.die_faces
        for i in range(start, len(move.event.args)):
            known = written.get(move.event.args[i])
            if known is not None:  # DIE=FACE as a log writes it
                out.append((self.dice[known[0]], known[1], i + 2))
                continue
            name, eq, face = move.event.args[i].partition("=")
            if not eq:
                raise BadArgs(_("{token!r}: write the die and the face it shows", token=move.event.args[i]), i,
                              _("DIE=FACE, for example {example}", example=f"{next(iter(self.dice))}=3"))
            f = _FACE.get(face)
            if f is None:
                try:
                    f = D.parse_face(face)
                except ValueError:
                    raise BadArgs(_("{token!r} is not a face of a die", token=face), i, _("1 to 6"), "LOG-DIE") from None
            d = self.dice.get(name) or self.dice.get(name.upper())
            if d is None:
                probe = Move(move.event, move.verb, move.actor)
                probe.event = Event(move.event.actor, move.event.verb, [*move.event.args[:i], name, *move.event.args[i + 1:]],
                                    move.event.path, move.event.line, move.event.text, None, move.event.index)
                try:
                    d = self.dice[self.word(probe, i, "die", what=self._such())]  # type: ignore[index]
                except BadArgs as e:
                    e.choices = tuple(f"{c}={face}" for c in e.choices)
                    raise
            out.append((d, f, i + 2))
        return out

    def read_roll(self, move: Move) -> list[tuple[Die, int, int]]:
        return self._twice(move, self._faces_of(move, 0))

    read_centre = read_roll

    def read_reroll(self, move: Move) -> list[tuple[Die, int, int]]:
        return self._faces_of(move, 0)

    def _twice(self, move: Move, rolls: list[tuple[Die, int, int]]) -> list[tuple[Die, int, int]]:
        """A set-up roll that names a die twice: the second is the one die of its colour the line leaves out that
        is still to be rolled, when there is one (said); else it stays as written (a rule matter). A player's
        roll naming a die of another colour, when one of the player's own is left out: it is that one (said)."""
        named = [d.id for d, _unused, _unused in rolls]
        if len(set(named)) == len(named) and (move.verb != "roll" or not 0 <= move.actor < self.n or all(
                d.colour == self.gs.colours[move.actor] for d, _unused, _unused in rolls)):
            return rolls  # each die once, and a player's roll of their own colour: as written
        out = []
        mine = None
        if move.verb == "roll" and 0 <= move.actor < self.n:
            colour = self.gs.colours[move.actor]
            mine = [i for i, d in self.dice.items() if d.colour == colour and int(i[1:]) <= self.gs.start]
        for k, (d, f, tok) in enumerate(rolls):
            if mine is not None and d.colour != self.gs.colours[move.actor] and len(rolls) == len(mine):
                left = [i for i in mine if i not in named and self.owner.get(i) == -1]
                if len(left) == 1:
                    self.judge.word_slip("LOG-DIE", move.event, _("{die} is not one of {player}'s dice: read as {meant}, the "
                                         "one of {player}'s first dice the roll leaves out", die=d.id, player=move.event.actor,
                                         meant=left[0]), tok, self._die_renamed(move.event, tok, left[0]), expected=left[0])
                    named[k] = left[0]
                    d = self.dice[left[0]]
            elif d.id in named[:k]:
                left = [i for i, o in self.owner.items() if o == -1 and self.dice[i].colour == d.colour
                        and i not in named and (move.verb != "roll" or int(i[1:]) <= self.gs.start)]
                if len(left) == 1:
                    self.judge.word_slip("LOG-DIE", move.event, _("{die} is written twice in this roll: read the second as "
                                         "{meant}, the one {colour} die it leaves out", die=d.id, meant=left[0],
                                         colour=colour_(d.colour)), tok, self._die_renamed(move.event, tok, left[0]),
                                         expected=left[0])
                    named[k] = left[0]
                    d = self.dice[left[0]]
            out.append((d, f, tok))
        return out

    def read_deal(self, move: Move) -> tuple[int, list[tuple[str | None, int]]]:
        p = self.seat_of(move.event.args[0]) if move.event.args else None
        if p is None:
            raise BadArgs(_("deal names a player, then the cards dealt"), 0, "table deal PLAYER CARD… (??*N when unseen)")
        return p, self._card_tokens(move.event, 1)

    def read_start(self, move: Move) -> int:
        args = move.event.args
        if len(args) != 1:
            raise BadArgs(_("start names the round's start player"), 0, "table start PLAYER")
        p = self.seat_of(args[0])
        if p is None:
            g = Lexicon("player", {q: q for q in self.players}).guess(args[0])
            if g.meant is None:
                raise BadArgs(_("{token!r} is not a player", token=args[0]), 0, either(self.players), "LOG-ACTOR")
            self.judge.word_slip("LOG-ACTOR", move.event, _("{token!r} is not a player: read as {meant}", token=args[0],
                                                            meant=g.meant), 2, g.meant, expected=g.meant)
            p = self.players.index(g.meant)
        return p

    def read_play(self, move: Move) -> tuple[Card, Die, tuple[int, int | None] | None]:
        args = move.event.args
        if len(args) not in (3, 5) or args[1] not in TAKE:
            raise BadArgs(_("play names a card and the die it takes"), 0, "PLAYER play CARD take DIE [-> TOP/FRONT]")
        card = self.gs.cards.get(args[0])
        die = self._die_word(move, 2, lambda d: self.owner.get(d.id) is None and not d.white and (
            card is None or d.top in (card.main_face, None)))
        return card or self._card_word(move, 0, die), die, self._result(move.event, 3)

    def read_main(self, move: Move) -> tuple[Die, tuple[int, int | None] | None]:
        if not move.event.args:
            raise BadArgs(_("{verb} names one of your dice", verb=move.verb), 0, f"PLAYER {move.verb} DIE [-> TOP/FRONT]")
        return self._own_die(move, 0), self._result(move.event, 1)

    read_sub = read_main

    def read_nozoku(self, move: Move) -> tuple[Card, Die, tuple[int, int | None] | None]:
        if len(move.event.args) < 2:
            raise BadArgs(_("nozoku names a card and one of your dice"), 0, "PLAYER nozoku CARD DIE [-> TOP/FRONT]")
        die = self._own_die(move, 1)
        return self._card_word(move, 0), die, self._result(move.event, 2)

    def read_pass(self, move: Move) -> None:
        if move.event.args:
            raise BadArgs(_("pass takes no arguments"), 0, "PLAYER pass")

    read_end = read_pass

    def read_cannot(self, move: Move) -> list[tuple[str | None, int]]:
        return self._card_tokens(move.event, 0)

    def read_redo(self, move: Move) -> tuple[Card, str, Die, Any] | None:
        args = move.event.args
        if args == ["none"]:
            return None
        if len(args) < 3 or args[1] not in HALVES:
            raise BadArgs(_("redo names a played card, main or sub, and a die"), 0, "PLAYER redo CARD main|sub DIE [-> …] | redo none")
        return self._card_word(move, 0), HALVES[args[1]], self._own_die(move, 2), self._result(move.event, 3)

    def read_take(self, move: Move) -> Die:
        if len(move.event.args) != 1:
            raise BadArgs(_("take names a centre die"), 0, "PLAYER take DIE")
        return self._die_word(move, 0, lambda d: self.owner.get(d.id) is None)

    def read_names(self, move: Move) -> int:
        if len(move.event.args) != 1:
            raise BadArgs(_("names takes one number"), 0, "PLAYER names N")
        face = _FACE.get(move.event.args[0])
        if face is not None:
            return face
        try:
            return D.parse_face(move.event.args[0])
        except ValueError:
            raise BadArgs(_("{token!r} is not a face", token=move.event.args[0]), 0, _("1 to 6"), "LOG-DIE") from None

    # -- set-up ----------------------------------------------------------------------------------------

    def check_roll(self, move: Move) -> None:
        event, actor, rolls = move.event, move.actor, move.args
        if actor < 0:
            return
        if self.step != SETUP or self.rolled[actor]:
            self.judge.violation(DICE_FACES, event, _("one's first dice are rolled once, at the start"), token=1)
            return
        colour = self.gs.colours[actor]
        if any(d.colour != colour for d, _unused, _unused in rolls):
            self._ruled(R_COLOURS, event, _("{player} plays {colour} (seat {seat} of the game set's colours)",
                                            player=event.actor, colour=colour_(colour), seat=actor + 1),
                        (R_GAMESET.clause,), token=2, expected=_("{colour} dice", colour=colour_(colour)))
        elif len(rolls) != self.gs.start:
            self._ruled(DICE_FACES, event, _("each player starts with {count} {colour} dice rolled", count=self.gs.start,
                                             colour=colour_(colour)), (R_GAMESET.clause,),
                        token=2, expected=_("{count} {colour} dice", count=self.gs.start, colour=colour_(colour)))

    def do_roll(self, move: Move) -> None:
        if move.actor < 0 or self.step != SETUP or self.rolled[move.actor]:
            return  # a second set-up roll cannot be: the dice are in play (reported)
        for d, f, _unused in move.args:
            if self.owner[d.id] == -1 or self.owner[d.id] == move.actor:
                d.top, d.front = f, None
                self.owner[d.id] = move.actor
        self.rolled[move.actor] = True

    def follow_centre(self, move: Move) -> None:
        """A centre roll that lists a die a player rolled, and leaves out the one die of its colour still to be
        rolled: the player's roll named the wrong die (said once). The player's die is the one left out."""
        if self.step != SETUP:
            return
        listed = {d.id for d, _unused, _unused in move.args}
        for d, f, tok in move.args:
            p = self.owner.get(d.id)
            if p is None or p < 0:
                continue
            left = [i for i, o in self.owner.items() if o == -1 and self.dice[i].colour == d.colour and i not in listed]
            if len(left) != 1:
                continue
            other = self.dice[left[0]]
            self.judge.word_slip("LOG-DIE", move.event, _("{die} is {player}'s by their roll, and {other} is left out "
                                 "here: {player}'s roll is read as {other}", die=d.id, player=self.players[p], other=other.id),
                                 tok, self._die_renamed(move.event, tok, other.id), expected=other.id)
            other.top, other.front, self.owner[other.id] = d.top, d.front, p
            d.top = d.front = None
            self.owner[d.id] = -1
            listed.add(other.id)

    def check_centre(self, move: Move) -> None:
        event = move.event
        if self.step != SETUP:
            self.judge.violation(DICE_FACES, event, _("the centre is rolled once, at the start"), token=1)
            return
        for d, f, tok in move.args:
            if self.owner[d.id] != -1 and self.owner[d.id] is not None:
                self.judge.violation(DICE_FACES, event, _("{die} is not among the dice still to be rolled", die=d.id), token=tok)
        listed = {d.id for d, _unused, _unused in move.args}
        left = [i for i, o in self.owner.items() if o == -1 and i not in listed]
        if left and all(self.rolled):
            white = [i for i in left if self.dice[i].white]
            clause, what = (R_WHITE, _("{count} white dice for {players} players", count=self.gs.white[self.n],
                                       players=self.n)) if white else \
                (R_DICE, _("{count} dice of each player's colour", count=self.gs.own))
            self._ruled(clause, event, _("every remaining die goes to the centre ({what}): {dice} missing", what=what,
                                         dice=" ".join(left)), (R_GAMESET.clause,), token=2)

    def do_centre(self, move: Move) -> None:
        if self.step != SETUP:
            return
        self._roll_centre(move)
        if self.start_first is not None and self.setup_done():
            self._start_round(self.start_first)  # the designer's order: the round began with its start player
            self.start_written = True

    def _roll_centre(self, move: Move) -> None:
        for d, f, _unused in move.args:
            if self.owner[d.id] == -1 or self.owner[d.id] is None:
                d.top, d.front = f, None
                self.owner[d.id] = None
            elif self.owner[d.id] is not None and self.owner[d.id] >= 0:
                # a die a player rolled (the table saw it theirs): perhaps it was one of its colour not yet rolled
                p = self.owner[d.id]
                meant = frozenset(i for i, o in self.owner.items() if o == -1 and self.dice[i].colour == d.colour
                                  and i not in {x.id for x, _unused, _unused in move.args})
                if meant:
                    self.suspect[p] = (d.id, meant, (f, None))

    def check_deal(self, move: Move) -> None:
        """NZ-RULING-HAND: with a dealing game set, each player's hand is dealt once, at the set-up, from the
        shared deck (``??`` for a card the recorder did not see)."""
        event = move.event
        p, cards = move.args
        rulings = (R_GAMESET.clause,)
        if self.gs.deal is None:
            self._ruled(R_HAND, event, _("the game set {set!r} deals no hands: every player holds one of each card",
                                         set=self.gs.id), rulings, token=1)
        elif self.step != SETUP:
            self._ruled(R_HAND, event, _("the hands are dealt at the set-up, before the first round"), rulings, token=1)
        elif self.dealt[p]:
            self._ruled(R_HAND, event, _("{player} was already dealt a hand", player=event.args[0]), rulings, token=2)
        elif len(cards) != self.gs.deal:
            self._ruled(R_HAND, event, _("each player is dealt {deal} cards, not {count}", deal=self.gs.deal, count=len(cards)),
                        rulings, token=3, expected=_("{count} cards", count=self.gs.deal),
                        observed=_("{count} cards", count=len(cards)))

    def do_deal(self, move: Move) -> None:
        p, cards = move.args
        if self.gs.deal is None or self.step != SETUP or self.dealt[p]:
            return  # no hand can be dealt here (reported)
        self._deal_cards(move.event, p, cards)

    def _deal_cards(self, event: Event, p: int, cards: list[tuple[str | None, int]]) -> None:
        hand = self.hand[p]
        for cid, tok in cards:
            if cid is None:
                self.ledger.deal(hand, None, self.domain, R_HAND, event, tok)
                continue
            i = next((i for i in self._ids(cid) if i not in self.ledger.where), None)
            if i is None:  # every copy is seen already: a copy the deck does not hold
                self._ruled(R_HAND, event, _("the deck holds {copies} {card}: all are seen already ({where})",
                                             copies=self.copies[cid], card=cid, where=self._elsewhere(cid)),
                            (R_GAMESET.clause,), token=tok, observed=cid)
                self.ledger.put(hand, self._extra(cid))
            else:
                self.ledger.deal(hand, i, self.domain, R_HAND, event, tok)
        self.dealt[p] = True

    def _complete_players(self, event: Event) -> None:
        """The start player decided before the centre roll while a player's first roll is not in the log: that
        player rolled, unseen (reported once); the centre is still to be rolled."""
        missing = [p for p in range(self.n) if not self.rolled[p]]
        what = _("{players}'s first dice", players=listing(self.players[p] for p in missing))
        self._ruled(DICE_FACES, event, _("the set-up rolls are not all in the log ({what}): play goes on with those dice "
                                         "rolled, faces unseen", what=what), (R_GAMESET.clause,), token=0)
        for p in missing:
            colour = self.gs.colours[p]
            for i in [i for i, o in self.owner.items() if o == -1 and self.dice[i].colour == colour][: self.gs.start]:
                self.owner[i] = p
                self.dice[i].top = self.dice[i].front = None
            self.rolled[p] = True

    def _complete_setup(self, event: Event) -> None:
        """Play begins: what the set-up left unrecorded was done at the table, unseen; reported once."""
        missing = [self.players[p] for p in range(self.n) if not self.rolled[p]]
        unrolled = [i for i, o in self.owner.items() if o == -1]
        undealt = [self.players[p] for p in range(self.n) if not self.dealt[p]]
        if missing or unrolled:
            centre = " ".join(i for i in unrolled if self.owner[i] == -1)
            if missing and unrolled:
                what = _("{players}'s first dice and the centre ({dice})", players=listing(missing), dice=centre)
            elif missing:
                what = _("{players}'s first dice", players=listing(missing))
            else:
                what = _("the centre ({dice})", dice=centre)
            self._ruled(DICE_FACES, event, _("the set-up rolls are not all in the log ({what}): play goes on with those dice "
                                             "rolled, faces unseen", what=what), (R_GAMESET.clause,), token=0)
            for p in range(self.n):
                if not self.rolled[p]:
                    colour = self.gs.colours[p]
                    mine = [i for i, o in self.owner.items() if o == -1 and self.dice[i].colour == colour][: self.gs.start]
                    for i in mine:
                        self.owner[i] = p
                        self.dice[i].top = self.dice[i].front = None
                    self.rolled[p] = True
            for i, o in list(self.owner.items()):
                if o == -1:
                    self.owner[i] = None
                    self.dice[i].top = self.dice[i].front = None
        if undealt:
            for p in range(self.n):
                if not self.dealt[p]:
                    self._ruled(R_HAND, event, _("{player} was dealt no hand: each player is dealt {deal} cards "
                                                 "at the set-up (table deal {player} ??*{deal} when unseen)",
                                                 player=self.players[p], deal=self.gs.deal),
                                (R_GAMESET.clause,), token=0)
                    self._deal_cards(event, p, [(None, 0)] * (self.gs.deal or 0))
        if self.start_first is not None and self.step == SETUP:
            self._start_round(self.start_first)  # decided before the centre roll (the designer's order)
            self.start_written = True

    # -- preparation: NZ-PREP-START, NZ-PREP-START-TIE, NZ-PREP-REROLL ----------------------------------

    def _late_start(self, move: Move) -> bool:
        """The start line of a round that began without it (reported then): written late, it starts nothing."""
        return not self.start_written and move.args == self.start_player and (
            self.step == REROLLING or self.step in (ACQUIRE, ACTIONS, PEEK) and not any(self.turned))

    def _centre_next(self) -> bool:
        """The set-up in the designer's order: every player's first dice are rolled (and hands dealt), the
        centre not yet; the start player is decided now, and rolls the centre next (rules-facts: "the first
        round's start player rolls all remaining dice into the centre")."""
        return (self.step == SETUP and self.start_first is None and all(self.dealt)
                and None not in self.owner.values())  # the centre not rolled yet

    def follow_start(self, move: Move) -> None:
        if self._centre_next() and not all(self.rolled):
            self._complete_players(move.event)  # the designer's order, a player's roll not in the log
        if self.step == SETUP and not self._centre_next():
            self._complete_setup(move.event)
        if self._late_start(move):
            return
        if self.step in (ACQUIRE, ACTIONS, PEEK):
            if self.step in (ACTIONS, PEEK):
                self._end_turn(move.event)
            if self.step in (ACQUIRE, ACTIONS, PEEK):
                left = [self.players[q] for q in self._order_from(self.turn_player) if not self.turned[q]]
                self.judge.violation(TURN_ORDER, move.event, _("the round is not over: {players} took no turn "
                                     "(every player takes one turn a round)", players=listing(left)), token=1)
                self._check_phase()

    def check_start(self, move: Move) -> None:
        event, p = move.event, move.args
        j = self.judge
        if self._late_start(move):
            return
        if self.step == OVER:
            j.violation(END, event, _("the game is over ({ending}): no next round", ending=self.ending), token=1)
            return
        if self.step == REROLLING:
            j.violation(PREP_STEPS, event, _("the start player is decided once, then the centre is rerolled"), token=1)
            return
        if self.step == SETUP and self.start_first is not None:
            j.violation(START_PLAYER, event, _("the start player is decided once: {player} starts "
                        "the first round, and the centre roll comes next", player=self.players[self.start_first]), token=1)
            return
        self._check_start_player(event, p, 2)

    def _check_start_player(self, event: Event, p: int, token: int) -> None:
        j = self.judge
        sums = []  # the sum of each player's own dice (NZ-OWNED: not the die on a card)
        for q in range(self.n):
            dice = self.owned(q)
            tops = list(map(_TOP, dice))
            if None in tops or not self.doubtful.isdisjoint(map(_ID, dice)):
                return  # a die whose face nobody wrote down (or an action missing from the log moved): no sums to compare
            sums.append(sum(tops))
        low = min(sums)
        best = [q for q in range(self.n) if sums[q] == low]
        name = self.players[p]
        if p not in best and len(best) > 1 and self.prev_start is None:
            j.violation(START_FIRST, event, _("at the start of the game a tie is settled any way, but among the tied players: "
                                              "{players} ({low})", players=listing(self.players[q] for q in best), low=low),
                        token=token, expected=either(self.players[q] for q in best), observed=name)
        elif p not in best:
            j.violation(START_PLAYER, event, _("the lowest sum of one's own dice starts: {players} ({low})",
                                               players=listing(self.players[q] for q in best), low=low),
                        token=token, expected=either(self.players[q] for q in best), observed=name)
        elif len(best) > 1 and self.prev_start is not None:
            nearest = self._nearest(best)
            if p != nearest:
                last, first = self.players[self.prev_start], self.players[nearest]
                if self.prev_start in best:  # who is nearest depends on NZ-RULING-START-TIE
                    self._ruled(START_TIE, event, _("a tie goes to the player nearest in turn order to the last start player "
                                                    "({last}): {nearest} (option start-tie: {value})", last=last,
                                                    nearest=first, value=self._tie_rule()),
                                (R_START_TIE.clause,), token=token, expected=self.players[nearest], observed=name)
                else:
                    j.violation(START_TIE, event, _("a tie goes to the player nearest in turn order to the last start player "
                                                    "({last}): {nearest}", last=last, nearest=first),
                                token=token, expected=self.players[nearest], observed=name)

    def do_start(self, move: Move) -> None:
        if self._late_start(move):
            self.start_written = True
            return
        if self.step in (OVER, REROLLING):
            return
        if self._centre_next():
            self.start_first = move.args  # the round begins once the centre is rolled
            return
        if self.step == SETUP and self.start_first is not None:
            return  # decided already (reported)
        self._start_round(move.args)
        self.start_written = True

    def _start_round(self, p: int) -> None:
        self.round += 1
        self.fresh = [set() for _unused in self.players]  # a new round: every die owned now was acquired before it
        self.turned = [False] * self.n
        self.passed_seats = set()
        self.start_player = p
        self.prev_start = p
        self.turn_player = p
        self.step = REROLLING
        self.start_written = False
        self.prev_turn = None
        self._new_turn()

    def _due_reroll(self, centre: list[Die] | None = None) -> set[str]:
        """NZ-PREP-REROLL: the centre dice showing the most common face (all tied faces), of those whose face is known."""
        if centre is None:
            centre = self.centre()
        counts = Counter(map(_TOP, centre))
        top = max(counts.values()) if counts else 0
        most = {face for face, k in counts.items() if k == top and face is not None}
        return {d.id for d in centre if d.top in most}

    def follow_reroll(self, move: Move) -> None:
        """A reroll while no round has begun: the start line is missing, and who rerolls is the start player."""
        if self.step == SETUP:
            self._complete_setup(move.event)
            if self.step == SETUP:
                self.step = PREP
        if self.step in (ACTIONS, PEEK) and self._next_player() is None:
            self._end_turn(move.event)  # the round's last turn is over: the next round's preparation has begun
        if self.step == PREP and move.actor >= 0:
            self.judge.violation(PREP_STEPS, move.event, _("the preparation's ① (the start player) comes before its ② (the "
                                 "reroll), and is not in the log: {player} rerolls, so starts", player=move.event.actor), token=1)
            self._check_start_player(move.event, move.actor, 0)
            self._start_round(move.actor)

    def check_reroll(self, move: Move) -> None:
        event, actor = move.event, move.actor
        j = self.judge
        if self.step in (SETUP, PREP):
            j.violation(PREP_STEPS, event, _("the start player is decided first (table start …), then the centre is rerolled"),
                        token=1)
            return
        if self.step != REROLLING:
            j.violation(REROLL, event, _("the centre is rerolled once, in the preparation, by the start player"), token=1)
            return
        if actor != self.start_player:
            j.violation(REROLL, event, _("the start player ({player}) rerolls", player=self.players[self.start_player]), token=0)
        centre = self.centre()
        if None in map(_TOP, centre) or not self.doubtful.isdisjoint(map(_ID, centre)):
            return  # a centre die whose face is unseen: which ones were due cannot be said
        due = self._due_reroll(centre)
        got = {d.id for d, _unused, _unused in move.args}
        if got != due:
            j.violation(REROLL, event, _("every centre die showing the most common face (all tied faces) is rerolled, and no "
                                         "other: {dice}", dice=" ".join(sorted(due))),
                        token=2, expected=" ".join(sorted(due)), observed=" ".join(sorted(got)))

    def do_reroll(self, move: Move) -> None:
        if self.step == OVER:
            return
        for d, f, _unused in move.args:  # what the table rolled: the dice show it, wherever this reroll belonged
            if self.owner[d.id] is None:
                d.top, d.front = f, None
        if self.step in (SETUP, PREP):
            # the reroll came before the start player was named: the start (next) says who; the reroll is done
            self._rerolled_early = True
            return
        if self.step == REROLLING:
            self.step = ACQUIRE

    # -- following the table through a round ----------------------------------------------------------

    def _order_from(self, p: int) -> list[int]:
        """Every seat clockwise (to the left) from ``p``, ``p`` first."""
        return [(p + k) % self.n for k in range(self.n)]

    def _next_player(self) -> int | None:
        """Whose turn follows the current one: the first seat to the left that has not had its turn."""
        n, p, turned = self.n, self.turn_player, self.turned
        for k in range(1, n):
            if not turned[(p + k) % n]:
                return (p + k) % n
        return None

    def _prepare(self, move: Move) -> None:
        """A turn's event while the round's preparation is not (all) in the log: the table went on, so the
        preparation was done (:meth:`leave_step`)."""
        self.pass_to(move, ACQUIRE)

    def role(self, seat: int) -> Part:
        return Part.TURN if seat == self.turn_player else Part.OTHERS

    def seat_for(self, role: Enum) -> int:
        if role is Part.START:
            return self.start_player
        if role is Part.TURN:
            return self.turn_player
        return next((q for q in self._order_from(self.turn_player)[1:] if q not in self.peeked), self.turn_player)

    def leave_step(self, event: Event, passing: Passing | None = None) -> None:
        """The set-up or the preparation passed over on the way to a turn's line (``passing``): what the set-up left
        unrecorded was done, unseen (reported once); the preparation missing is reported once, the player of the
        line is who starts, and a reroll not in the log leaves the dice it was due to reroll unseen."""
        actor = passing.move.actor if passing is not None else self.turn_player
        if self.step == SETUP:
            self._complete_setup(event)
        if self.step in (SETUP, PREP):
            self._ruled(ROUND, event, _("round {round}'s preparation (①the start player, ②the reroll) is not in "
                                        "the log: {player} plays first, so starts", round=self.round + 1, player=event.actor),
                        (), token=0)
            self._check_start_player(event, actor, 0)
            early = self._rerolled_early
            self._start_round(actor)
            self._rerolled_early = False
            if not early:
                for i in self._due_reroll():
                    self.dice[i].top = self.dice[i].front = None  # rerolled, and nobody wrote down how they landed
            self.step = ACQUIRE
        elif self.step == REROLLING:
            self.judge.violation(PREP_STEPS, event, _("the preparation's second step, the reroll of the centre, comes before the "
                                 "turns: it is not in the log"), token=1)
            for i in self._due_reroll():
                self.dice[i].top = self.dice[i].front = None
            self.step = ACQUIRE

    def _follow_turn(self, move: Move) -> None:
        """A turn player's event: the round prepared, and the turn it belongs to begun. A player who plays
        out of turn has played: the turn is theirs (reported once); a player skipped plays later without a
        second finding."""
        if self.step in (SETUP, PREP, REROLLING):
            self._prepare(move)
        if self.step == OVER:
            return
        a = move.actor
        if a == self.turn_player or a < 0:
            return
        if move.verb in ("main", "sub", "redo", "end") and self._their_own(move):
            return  # checked as it stands (NZ-TURN-STEPS / NZ-ACQ-ORDER)
        if move.verb in ("main", "sub") and self.step == PEEK and a == self._next_player():
            # the next player's ②: their turn has begun (its ① comes later, or not at all)
            self._end_turn(move.event)
            return
        if move.verb not in ("play", "cannot"):
            return
        expected = self.turn_player if self.step == ACQUIRE else self._next_player()
        if expected is not None and a != expected and not self.releasing() and not self.turned[expected]:
            if move.verb == "play" and self._holds(expected, move.args[0].id) and not self._holds(a, move.args[0].id):
                self._read_as(move, expected, _("{card} can only be {player}'s", card=move.args[0].id, player=self.players[expected]))
                a = expected
                if a == self.turn_player:
                    return
            elif self.deferred() is None:
                self.defer(move)  # whose play it is, the next line tells
                self._who = expected
                return
        underway = self.step in (ACTIONS, PEEK) or self.done_main or self.done_sub or bool(self.peeked)
        if underway:
            ended = self.players[self.turn_player]
            self._end_turn(move.event)
            if self.step not in (ACQUIRE,) or a == self.turn_player:
                return
            expected = self.turn_player
            if self.turned[a]:
                return  # a second turn in the round: checked as it stands
            if a in self.passed_seats:
                # a player passed over earlier (reported there) takes the turn they missed: the table put it right
                self.passed_seats.discard(a)
                self._begin_turn(a)
                return
            self._skip_to(a)
            self.judge.violation(TURN_END, move.event, _("after {ended}'s turn the turn passes to the left: {player}",
                                                         ended=ended, player=self.players[expected]),
                                 token=0, expected=self.players[expected], observed=move.event.actor)
            self._begin_turn(a)
        elif self.step == ACQUIRE and not self.turned[a]:
            if a in self.passed_seats:
                self.passed_seats.discard(a)
                self._begin_turn(a)
                return
            self._skip_to(a)
            first = not any(self.turned)
            self.judge.violation(TURN_ORDER, move.event, (_("the start player {player} takes the first turn",
                                                            player=self.players[self.turn_player])
                                 if first else _("it is {player}'s turn", player=self.players[self.turn_player])), token=0,
                                 expected=self.players[self.turn_player], observed=move.event.actor)
            self._begin_turn(a)

    def _skip_to(self, a: int) -> None:
        """Seat ``a`` takes a turn out of order: the seats it passed over (from the due one, clockwise) are
        skipped; one of them taking the turn they missed later is no new violation."""
        for q in self._order_from(self.turn_player):
            if q == a:
                break
            if not self.turned[q]:
                self.passed_seats.add(q)

    def _holds(self, p: int, cid: str) -> bool:
        hand = self.hand[p]
        return self._known(hand, cid) is not None or (bool(hand.hidden) and self._free(hand, cid) is not None)

    @staticmethod
    def _die_renamed(event: Event, token: int, die: str) -> str:
        """Word ``token`` of ``event`` (a die, or DIE=FACE) with ``die`` in place of the die it names: what ``referee fix``
        writes for a die read as another."""
        words = [event.actor, event.verb, *event.args]
        word = words[token] if token < len(words) else ""
        _name, sep, rest = word.partition("=")
        return die + sep + rest

    def _read_as(self, move: Move, seat: int, why: str) -> None:
        name = self.players[seat]
        self.judge.word_slip("LOG-ACTOR", move.event, _("{why}: read as {player}'s {verb} (the log names {written})", why=why,
                                                        player=name, verb=move.verb, written=move.event.actor),
                             0, name, expected=name)
        move.actor = seat

    def before(self, move: Move) -> None:
        """A play held because it was not the expected player's: the next line says whose it was. The expected
        player going on with ② shows the name was the slip; otherwise it was played as written, out of turn."""
        pending = self.follow.deferred  # self.deferred(), read directly: this runs before every line
        if pending is None:
            return
        if pending.verb == "names":
            if move.verb == "names" or move.actor == TABLE:
                if self._names_early:
                    self.written_early(pending, self._last_move)
                self.release()  # the table has moved on to naming: the turn was over (its ending is reported there)
            else:
                self._last_move = move
                self._names_early = True  # the turn goes on: the number was named early, and is read at the end
            return
        who = self._who
        if move.actor == who and move.verb in ("main", "sub", "redo", "end"):
            self._read_as(pending, who, _("the next line goes on with {player}'s turn", player=self.players[who]))
        self.release()

    def settle_deferred(self) -> None:
        pending = self.deferred()
        if pending is not None and pending.verb == "names" and self._names_early:
            self.written_early(pending, self._last_move)  # the log ends with the turns gone on after it
        self.release()

    def _their_own(self, move: Move) -> bool:
        """An action by someone other than the turn player on a die of the turn player's: the name is the slip
        (the turn player's own dice are theirs to act on). Read as the turn player's, said as an error."""
        die = move.args[0] if move.verb in ("main", "sub") else None
        if die is None or self.owner.get(die.id) != self.turn_player or self.owner.get(die.id) == move.actor:
            return False
        name = self.players[self.turn_player]
        self.judge.word_slip("LOG-ACTOR", move.event, _("{die} is {player}'s and this is {player}'s turn: read as {player}'s "
                                                        "{verb} (the log names {written})", die=die.id, player=name,
                                                        verb=move.verb, written=move.event.actor), 0, name, expected=name)
        move.actor = self.turn_player
        return True

    def _begin_turn(self, p: int) -> None:
        self.turn_player = p
        self._new_turn()
        self.step = ACQUIRE

    follow_play = follow_cannot = follow_redo = follow_end = _follow_turn

    def follow_main(self, move: Move) -> None:
        self._follow_turn(move)
        self._settle_die(move)

    follow_sub = follow_main

    def _settle_die(self, move: Move) -> None:
        """A die of the centre a player acts on, after a turn whose die the log never named, or after a line that
        named a wrong die of theirs, is theirs (:meth:`_unseen_acquisition`): put together before the check."""
        if move.actor < 0 or move.args is None or self.follow.deferred is move:
            return
        die = move.args[1] if move.verb == "nozoku" else move.args[0]
        if die.id == self.acquired and move.actor == self.turn_player:
            return  # the die just acquired (checked: NZ-ACT-OWNED)
        if self.owner.get(die.id) != move.actor:
            self._unseen_acquisition(move.actor, die)

    # -- acquisition ------------------------------------------------------------------------------------

    def _new_turn(self) -> None:
        self.acquired = None
        self.card = None
        self.done_main = self.done_sub = False
        self.peek_next = 1
        self.peeked: set[int] = set()
        self.stuck = False
        self.redone = False
        self.unplayable: tuple[Event, str] | None = None  # NZ-ACT-IMPOSSIBLE, reported unless the play is started over
        # the dice before the card was played (how each lay, and its owner, in the order of self.dice), and the card
        # played (its id, whether it came from the hand, and where it was in the hand)
        self.snapshot: tuple[tuple[tuple[tuple[int | None, int | None], ...], tuple[int | None, ...]], tuple[int, bool, int]] | None = None

    def _top_after(self, action: Any, d: Die) -> int | None:
        """The top face after ``action`` on ``d`` where it is certain (None: unknown)."""
        if d.top is None:
            return None
        if d.front is not None and not action.chance:
            after = _after(action, self.hand_rule)[(d.top, d.front)]
            return after[0] if after else None
        effect = action.effect
        if effect == "top +1":
            return d.top + 1
        if effect == "top -1":
            return d.top - 1
        if effect == "flip":
            return 7 - d.top
        return d.top if effect == "turn" else None

    def _both_possible(self, p: int, card: Card, mine: list[Die] | None = None) -> bool:
        """The main action on some die of ``p``'s, then the sub action on some die (the same one too), on dice
        owned before this round (NZ-ACT-OWNED: ``mine``, ``self.targets(p)`` unless given)."""
        if mine is None:
            mine = self.targets(p)
        for d in mine:
            if not self._can(card.main, d):
                continue
            after = Die(d.id, d.colour, self._top_after(card.main, d), None)  # d after the main action
            if self._can(card.sub, after) or any(self._can(card.sub, x) for x in mine if x is not d):
                return True
        return False

    def _restartable(self) -> bool:
        """NZ-ACT-REDO: the card being played cannot (or can no longer) have both its actions done."""
        if self.unplayable is not None:
            return True
        mine = self.targets(self.turn_player)
        if self.done_main:
            return not any(self._can(self.card.sub, d) for d in mine)
        return not self._both_possible(self.turn_player, self.card)

    def _start_over(self, event: Event, actor: int) -> None:
        """Back to ①: the card to the hand, the die to the centre, the dice as before the play (NZ-ACT-REDO)."""
        (faces, owners), (card, from_hand, at) = self.snapshot
        for (i, d), (top, front), owner in zip(self.dice.items(), faces, owners):
            d.top, d.front, self.owner[i] = top, front, owner
        if from_hand and card in self.played[actor].known:  # the card goes back where it was in the hand
            self.played[actor].known.remove(card)
            self.ledger.put(self.hand[actor], card)
            known = self.hand[actor].known
            known.insert(min(at, len(known) - 1), known.pop())
        self.acquired, self.card, self.unplayable = None, None, None
        self.done_main = self.done_sub = False
        self.step = ACQUIRE

    def _playable(self, p: int, card: Card) -> bool:
        """A card may be played: a non-white centre die shows its main face, and both actions can be done."""
        if not any(not d.white and d.top in (card.main_face, None) for d in self.centre()):
            return False
        return self._both_possible(p, card)

    def _can(self, action: Any, d: Die) -> bool:
        """Can ``action`` be done on ``d``: every action can, but a +1 on a 6 and a -1 on a 1 (or so it seems, while
        the top face is unknown)."""
        effect = action.effect
        if effect == "top +1":
            return d.top is None or d.top < 6
        if effect == "top -1":
            return d.top is None or d.top > 1
        return True

    def _step_name(self) -> str:
        """The step of play as a message names it."""
        return _(STEP_NAMES[self.step]) if self.step in STEP_NAMES else self.step

    def _wrong_phase(self, move: Move, what: str) -> bool:
        """NZ-END / NZ-ROUND: a turn's event outside the acquisition phase (reported; True). ``what``: the event, as
        a message names it (untranslated: ``N_``; said only when reported)."""
        if self.step in (ACQUIRE, ACTIONS, PEEK):
            return False
        if self.step == OVER:
            self.judge.violation(END, move.event, _("the game is over ({ending}): the players name their numbers",
                                                    ending=self.ending), token=1)
        else:
            self.judge.violation(ROUND, move.event, _("{what} happens in the acquisition phase, not the {step}", what=_(what),
                                                      step=self._step_name()), token=1)
        return True

    def check_play(self, move: Move) -> None:
        event, actor = move.event, move.actor
        card, die, placed = move.args
        j = self.judge
        if self._wrong_phase(move, N_("playing a card")):
            return
        if (actor == self.turn_player and self.acquired is None and not self.stuck and self.owner.get(die.id) is None
                and not die.white and die.top == card.main_face and placed in (None, (card.main_face, card.sub_face))
                and self._known(self.hand[actor], card.id) is not None):
            return  # the usual play, breaking none of the clauses below: a card of the hand for a coloured centre die
        if actor != self.turn_player:
            j.violation(TURN_ORDER, event, _("it is {player}'s turn", player=self.players[self.turn_player]), token=0,
                        expected=self.players[self.turn_player], observed=event.actor)
        elif self.acquired is None:
            pass  # the turn's card (or ① written after ②: reported there)
        elif self.step != ACTIONS:
            j.violation(ACQUIRE_CARD, event, _("one card from the hand is played for one die per turn"), token=1)
        elif not self._restartable():
            j.violation(ACT_REDO, event, _("{card}'s main and sub actions can be done: a turn starts over from ① only "
                                           "when they cannot", card=self.card.id), token=1)
        if self.stuck and actor == self.turn_player:
            j.violation(STUCK_ACTION, event, _("after the hand is shown: one action from a played card (or redo none), then "
                        "the played cards come back"), token=1)
        self._check_card_source(event, actor, card.id)
        rulings = (R_CARDS, R_GAMESET.clause)
        restarting = self.acquired is not None and self.step == ACTIONS and actor == self.turn_player
        centre = self.centre() if not restarting else [d for d, o in zip(self.dice.values(), self.snapshot[0][1]) if o is None]
        if not any(not d.white and d.top in (card.main_face, None) for d in centre):
            self._ruled(ACQUIRE_NONE, event, _("no coloured centre die shows {card}'s main face {face}: "
                                               "{card} cannot be played", card=card.id, face=card.main_face), rulings, token=2)
        elif die.id not in {d.id for d in centre} and not (restarting and die.id == self.acquired):
            j.violation(ACQUIRE_DIE, event, _("{die} is not in the centre", die=die.id), token=4)
        elif die.white:
            j.violation(ACQUIRE_DIE, event, _("{die} is white: a card takes a die of another colour", die=die.id), token=4)
        elif die.top is not None and die.top != card.main_face and not restarting and die.id not in self.doubtful:
            self._ruled(ACQUIRE_DIE, event, _("{die} shows {top}, not the card's main face {face}", die=die.id, top=die.top,
                                              face=card.main_face), rulings,
                        token=4, expected=str(card.main_face), observed=str(die.top))
        if placed is not None and placed != (card.main_face, card.sub_face):
            self._ruled(ACQUIRE_PLACE, event, _("{die} is placed with {card}'s main face {top} up and its sub "
                                                "face {front} toward {player}", die=die.id, card=card.id,
                                                top=card.main_face, front=card.sub_face, player=event.actor), rulings, token=6,
                        expected=f"{card.main_face}/{card.sub_face}", observed="/".join(str(x) for x in placed if x))

    def _check_card_source(self, event: Event, p: int, cid: str) -> None:
        """NZ-ACQ-CARD, NZ-NOZOKU-SUB: the card comes from ``p``'s hand."""
        hand, played = self.hand[p], self.played[p]
        if self._known(hand, cid) is not None or (hand.hidden and self._free(hand, cid) is not None):
            return
        if self._known(played, cid) is not None:
            self.judge.violation(RETURN_CARDS, event, _("{card} is among {player}'s played cards: played cards come back "
                                 "to the hand only when no card can be played or the hand is empty", card=cid,
                                 player=event.actor), token=2)
        elif hand.hidden:
            self._ruled(ACQUIRE_CARD, event, _("{player}'s hand cannot hold {card}: the deck holds {copies}, "
                                               "and they are seen elsewhere ({where})", player=event.actor, card=cid,
                                               copies=self.copies[cid], where=self._elsewhere(cid)),
                        (R_HAND, R_GAMESET.clause), token=2,
                        expected=_("a card of {player}'s hand", player=event.actor), observed=cid)
        else:
            self._ruled(ACQUIRE_CARD, event, _("{player}'s hand does not hold {card}: {hand}", player=event.actor, card=cid,
                                               hand=self.hand_text(p) or _("it is empty")),
                        (R_HAND, R_GAMESET.clause), token=2, expected=self.hand_text(p) or None, observed=cid)

    def do_play(self, move: Move) -> None:
        event, actor = move.event, move.actor
        card, die, placed = move.args
        if self.step not in (ACQUIRE, ACTIONS, PEEK):
            return
        if self.acquired is not None and actor == self.turn_player and self.step == ACTIONS:
            self._start_over(event, actor)  # NZ-ACT-REDO: noticed during ② that an action cannot be done
        if self.stuck and actor == self.turn_player:
            self._return_cards(actor)
            self.stuck, self.redone = False, True
        if actor != self.turn_player:
            # out of turn (a second turn in the round): the card is played and the die taken, as the log says
            self._from_hand(event, actor, card.id)
            if self.owner.get(die.id) is None:
                self.owner[die.id] = actor
                die.top, die.front = card.main_face, card.sub_face
                self.fresh[actor].add(die.id)
            return
        fits = self._play_fits(actor, card, die)
        dice = (tuple(map(_LIES, self.dice.values())), tuple(self.owner.values()))  # as they were before the play
        self.snapshot = (dice, self._from_hand(event, actor, card.id))
        if self.acquired is None and die.top in (card.main_face, None) and self.owner.get(die.id) is None and not die.white \
                and not self._both_possible(actor, card):
            self.unplayable = (event, _("{card}'s main and sub actions cannot both be done on {player}'s dice", card=card.id,
                                         player=event.actor))
        if self.owner.get(die.id) is None or self.owner.get(die.id) == -1:
            before = (die.top, die.front)
            if die.white or die.top not in (card.main_face, None):
                # not a die this card takes (reported): perhaps the line names the wrong one
                meant = frozenset(d.id for d in self.centre() if d is not die and not d.white and d.top in (card.main_face, None))
                if meant:
                    self.suspect[actor] = (die.id, meant, before)
            self.owner[die.id] = actor  # what physically happened: the die is taken onto the card
            self.acquired = die.id
            die.top, die.front = card.main_face, card.sub_face  # NZ-ACQ-PLACE: sub face toward the owner
        if self.paid("play", seat=actor):
            self.step = PEEK if self.done_sub else ACTIONS
            self.card = card
            return
        if not fits:
            # the card named does not fit the die or the hand (reported): which card it was is in doubt, so the
            # results the log writes for this turn's actions are what the table saw, and how the die lies is unseen
            self.doubtful |= {d.id for d in self.targets(actor)}
            if self.acquired == die.id:
                die.front = None
        self.card = card
        if self.step != PEEK:
            self.step = ACTIONS

    def _play_fits(self, p: int, card: Card, die: Die) -> bool:
        """Is the card a play names beyond doubt: one the hand can hold, and the die it takes shows its main face
        (or a face nobody wrote down)? (A white die or one not in the centre is the die's fault, not the card's.)"""
        hand = self.hand[p]
        holdable = self._known(hand, card.id) is not None or (bool(hand.hidden) and self._free(hand, card.id) is not None)
        return holdable and (die.top in (card.main_face, None) or die.id in self.doubtful or self.owner.get(die.id) is not None)

    def _from_hand(self, event: Event, p: int, cid: str) -> tuple[int, bool, int]:
        """NZ-ACQ-CARD, NZ-NOZOKU-SUB: a card from ``p``'s hand onto their played cards, face up. A known copy
        moves; else an unknown card of the hand turns out to be it (the ledger checks that it can be).
        Returns the card's id, whether it came from the hand, and where it was in the hand."""
        hand, played = self.hand[p], self.played[p]
        k = self.kind[cid]
        for at, i in enumerate(hand.known):  # the usual case: a known copy (as _known, inlined: this is hot)
            if i // SLOT == k:
                self.ledger.move(hand, played, i, event, 2)
                return i, True, at
        i = self._free(hand, cid) if hand.hidden else None
        if i is not None:
            self.ledger.move(hand, played, i, event, 2)
            return i, True, len(hand.known)  # back at the end of the known cards on a start over
        j = self._known(played, cid)
        if j is not None:  # it is on the played pile: taken back and played again
            played.known.remove(j)
            played.known.append(j)
            return j, False, 0
        # the hand cannot hold it: every copy is seen elsewhere, or the hand is known and holds none
        if hand.hidden:
            for d in hand.hidden.pop().duties:  # a card left the hand, which one is not known:
                d.lost = True  # the checks waiting on it cannot be settled
        i = self._extra(cid)
        self.ledger.put(played, i)
        return i, False, 0

    def _report_unplayable(self) -> None:
        """NZ-ACT-IMPOSSIBLE: a card whose actions could not both be done, and the turn went on with it."""
        if self.unplayable is not None:
            event, message = self.unplayable
            self.unplayable = None
            self.judge.violation(IMPOSSIBLE, event, message, token=2)

    def _check_action(self, move: Move) -> None:
        event, actor = move.event, move.actor
        which = move.verb
        die, said = move.args
        j = self.judge
        if self._wrong_phase(move, N_("the main action") if which == "main" else N_("the sub action")):
            return
        if actor != self.turn_player:
            j.violation(TURN_ORDER, event, _("it is {player}'s turn", player=self.players[self.turn_player]), token=0,
                        expected=self.players[self.turn_player], observed=event.actor)
            return
        if self.card is None and self.step == ACQUIRE and not self.owes("play", seat=actor):
            j.violation(TURN_STEPS, event, _("the main action (②) follows the card played for a die (①)") if which == "main"
                        else _("the sub action (②) follows the card played for a die (①)"), token=1)
            return
        if self.step == PEEK and not self.owes(which, seat=actor):
            j.violation(ACTIONS_BOTH, event, _("one main action per turn") if which == "main" else _("one sub action per turn"),
                        token=1)
            return
        if which == "sub" and not self.done_main and not self.owes("main", seat=actor):
            j.violation(ACTIONS_BOTH, event, _("the main action comes first, then the sub action"), token=1)
        if which == "main" and self.done_main or which == "sub" and self.done_sub:
            j.violation(ACTIONS_BOTH, event, _("one main action per turn") if which == "main" else _("one sub action per turn"),
                        token=1)
            return
        action = self._action_of(which)
        if action is not None:
            self._check_do(event, actor, die, action, said, ACTION_MAIN if which == "main" else ACTION_SUB)

    check_main = check_sub = _check_action

    def _action_of(self, which: str) -> Any:
        if self.card is None:
            return None
        return self.card.main if which == "main" else self.card.sub

    def _do_action(self, move: Move) -> None:
        actor, which = move.actor, move.verb
        die, said = move.args
        if self.step not in (ACQUIRE, ACTIONS, PEEK) or actor != self.turn_player:
            if self.step in (ACQUIRE, ACTIONS, PEEK) and said is not None and self.owner.get(die.id) == actor:
                die.top, die.front = said  # the die shows what the table saw
            return
        if self.card is None and self.step == ACQUIRE:
            # ② before ①: the card comes later (owed); the die shows what the log says
            self.owe("play", actor)
            if said is not None:
                die.top, die.front = said
            if which == "main":
                self.done_main = True
            else:
                self.done_sub = True
                self.step = PEEK  # ③ may follow; the card, written later, is applied where it belongs
            return
        if self.step == PEEK and not self.paid(which, seat=actor):
            if said is not None and self.owner.get(die.id) == actor:
                die.top, die.front = said  # a second action: the die shows what the table saw
            return
        action = self._action_of(which)
        self._apply_do(actor, die, action, said)
        if which == "main":
            self.done_main = True
        else:
            self.done_sub = True
            if self.step == ACTIONS:
                self.step = PEEK
                self._report_unplayable()

    do_main = do_sub = _do_action

    def _result(self, event: Event, i: int) -> tuple[int, int | None] | None:
        """The optional ``-> TOP/FRONT`` (or ``-> TOP``) after an action (``→`` too)."""
        if len(event.args) <= i:
            return None
        if event.args[i] not in ("->", "→") or len(event.args) != i + 2:
            raise BadArgs(_("after the die, an optional result: -> TOP/FRONT"), i, _("-> 4/5 or -> 4"))
        text = event.args[i + 1]
        known = _POSITION.get(text)  # as a log writes it (anything else: read by core.dice, which says what is wrong)
        if known is not None:
            return known
        try:
            if "/" in text:
                o = D.parse_orientation(text)
                return o.top, o.front
            return D.parse_face(text), None
        except ValueError:
            raise BadArgs(_("{token!r} is not a die's position", token=text), i + 1, _("TOP/FRONT such as 4/5, or TOP"),
                          "LOG-DIE") from None

    def _want(self, die: Die, action: Any) -> tuple[int | None, int | None]:
        """What ``action`` certainly gives on ``die``: (top, front), None where the log must say."""
        top, front = die.top, die.front
        if top is not None and front is not None:
            return _after(action, self.hand_rule)[(top, front)] or (None, None)
        if top is None:
            return (None, None)
        if action.effect in ("top +1", "top -1"):
            return (top + (1 if action.effect == "top +1" else -1), None)
        if action.effect == "flip":
            return (7 - top, None)
        if action.effect == "turn":
            return (top, None)
        return (None, top)  # tip toward the owner: the top face comes to the front; the new top is the unseen back

    def _check_do(self, event: Event, p: int, die: Die, action: Any, said: tuple[int, int | None] | None, clause: str) -> None:
        """An action on one of ``p``'s own dice (NZ-ACT-OWNED); the log's ``-> TOP/FRONT`` checked against what the
        action gives on what is known of the die (NZ-DICE)."""
        j = self.judge
        if die.id == self.acquired and p == self.turn_player:
            j.violation(ACTION_OWNED, event, _("{die} was acquired this turn: actions take dice owned before this round",
                                               die=die.id), token=2)
            return
        if clause in (ACTION_MAIN, ACTION_SUB) and die.id in self.fresh[p] and self.owner.get(die.id) == p:
            j.violation(ACTION_OWNED, event, _("{die} was taken this round (an empty hand's die): the turn player's "
                                               "actions take dice acquired before this round", die=die.id), token=2)
        if self.owner.get(die.id) != p:
            where = _("in the centre") if self.owner.get(die.id) is None else (
                _("not rolled yet") if self.owner.get(die.id) == -1 else _("{player}'s", player=self.players[self.owner[die.id]]))
            j.violation(OWNED_DICE, event, _("{die} is not one of {player}'s 持っているダイス ({where})", die=die.id,
                                             player=self.players[p], where=where), token=2)
            return
        if not self._can(action, die):
            if clause in (ACTION_MAIN, ACTION_SUB) and not any(self._can(action, d) for d in self.targets(p)):
                j.violation(ACT_REDO, event, _("{action} cannot be done on any of {player}'s dice: the turn starts "
                                               "over from ① with another card", action=action.name, player=self.players[p]),
                            token=2)
            else:
                j.violation(clause, event, _("{action} cannot be done on {die}, which shows {top}", action=action.name,
                                             die=die.id, top=die.top), token=2)
            return
        if action.written:
            if said is None:
                message = _("a reroll's result is written: -> FACE or -> TOP/FRONT") if action.chance else \
                    _("{action!r} ({text}) is not computed by the referee: its result is written: -> FACE or -> TOP/FRONT",
                      action=action.name, text=action.text)
                j.error("LOG-DIE", event, message, token=len(event.args) + 1, expected="-> FACE")
            return
        want = self._want(die, action)
        top = die.top
        if said is not None and die.id not in self.doubtful:
            wrong = (want[0] is not None and said[0] != want[0]) or (want[1] is not None and said[1] is not None and said[1] != want[1])
            if not wrong and said[1] is not None and not D.is_valid(said[0], said[1]):
                wrong = True
            if not wrong and action.effect == "tip" and top is not None and said[0] in (top, 7 - top):
                wrong = True
            if wrong:
                shown = "/".join(str(x) for x in want if x is not None) or "?"
                rulings = (R_ACTIONS, R_GAMESET.clause) + ((R_HANDEDNESS.clause,) if action.effect == "turn" else ())
                self._ruled(clause, event, _("{action} on {die} cannot give {said} (it gives {want}): the die shows what the "
                                             "table saw", action=action.name, die=die.id,
                                             said="/".join(str(x) for x in said if x), want=shown),
                            rulings, token=len(event.args) + 1, expected=shown)

    def _unseen_acquisition(self, p: int, die: Die) -> bool:
        """A die of the centre that a player acts on, after a turn of theirs whose die the log never named (it is
        that die, taken then), or after a line that named a die of theirs that could not be right (it is the
        die that line meant: the two change places). Not a finding: what the log says, put together."""
        if self.owner.get(die.id) is not None:
            return False
        if self.unnamed[p] and not die.white:
            self.unnamed[p] -= 1
            self.owner[die.id] = p
            self.doubtful.add(die.id)
            return True
        sus = self.suspect.get(p)
        if sus is not None and die.id in sus[1] and self.owner.get(sus[0]) == p:
            named, _unused, faces = sus
            other = self.dice[named]
            die.top, die.front = other.top, other.front  # it lies as the other was recorded lying
            other.top, other.front = faces
            self.owner[named], self.owner[die.id] = None, p
            if named in self.fresh[p]:
                self.fresh[p].discard(named)
                self.fresh[p].add(die.id)
            if self.acquired == named:
                self.acquired = die.id
            del self.suspect[p]
            return True
        return False

    def _apply_do(self, p: int, die: Die, action: Any, said: tuple[int, int | None] | None) -> None:
        """What physically happened to the die: the log's result where it says one (the table saw the die),
        else what the action gives on what is known."""
        if action is None:
            return
        if die.id == self.acquired and p == self.turn_player:
            # the die on the card, which the action may not take (reported): it moved all the same, as the log
            # says, or unseen
            if said is not None:
                die.top, die.front = said
            else:
                die.top = die.front = None
            return
        if self.owner.get(die.id) != p:
            # a die that is not theirs (reported): the table saw it where it was; which die the action really took
            # is in doubt, so the next result written for it, or for one of theirs, is what the table saw
            self.doubtful.add(die.id)
            self.doubtful |= {d.id for d in self.targets(p)}
            return
        if not self._can(action, die):
            return
        self.doubtful.discard(die.id)
        if action.written:
            if said is not None:
                die.top, die.front = said
            return
        want = self._want(die, action)
        if said is not None:
            top = said[0]
            front = said[1] if said[1] is not None else (want[1] if want[0] == said[0] else None)
            if front is not None and not D.is_valid(top, front):
                front = None
            die.top, die.front = top, front
        else:
            if want[0] is not None and want[1] is not None and not D.is_valid(want[0], want[1]):
                want = (want[0], None)
            die.top, die.front = want

    # -- ノゾクアクション -----------------------------------------------------------------------------

    def _peek_order(self, actor: int) -> int:
        return (actor - self.turn_player) % self.n

    def _sees(self, seat: int) -> int | None:
        """The face ``seat`` reads on the side of the turn player's acquired die (None: unknown)."""
        order = self._peek_order(seat)
        acq = self.dice[self.acquired] if self.acquired else None
        if not order or acq is None or acq.top is None or acq.front is None:
            return None
        return _SIDE[self.hand_rule][self.gs.side_for(self.n, order)][(acq.top, acq.front)]

    def _late_peek(self, move: Move) -> bool:
        """A ノゾクアクション of the last turn written after the next turn began: by a player who had not yet
        chosen, at a seat after every one who had."""
        if self.step not in (ACQUIRE, ACTIONS) or self.prev_turn is None or move.actor < 0:
            return False
        tp, die, peeked = self.prev_turn
        order = (move.actor - tp) % self.n
        return die is not None and order != 0 and order not in peeked and all(k < order for k in peeked)

    @contextmanager
    def _in_last_turn(self):
        """Check and do a late ノゾクアクション in the last turn's light (its turn player and acquired die)."""
        tp, die, peeked = self.prev_turn  # type: ignore[misc]
        saved = (self.turn_player, self.acquired, self.peeked, self.step)
        self.turn_player, self.acquired, self.peeked, self.step = tp, die, set(peeked), PEEK
        try:
            yield
        finally:
            late_peeked = self.peeked
            self.turn_player, self.acquired, self.peeked, self.step = saved
            self.prev_turn = (tp, die, frozenset(late_peeked))

    def follow_nozoku(self, move: Move) -> None:
        """A ノゾクアクション while the turn player's ② is unfinished: ② was skipped (reported once, owed). One on a
        die of another peeking player's is theirs: the name is the slip."""
        if self._late_peek(move):
            return
        if move.verb == "nozoku" and move.actor >= 0 and self.step == PEEK:
            card, die = move.args[0], move.args[1]
            owner = self.owner.get(die.id)
            if owner is not None and owner >= 0 and owner not in (move.actor, self.turn_player) and self._holds(owner, card.id) \
                    and self._sees(owner) == card.sub_face != self._sees(move.actor):
                self._read_as(move, owner, _("{die} is {player}'s, and {card} fits the side {player} reads", die=die.id,
                                             player=self.players[owner], card=card.id))
        if self.step == ACTIONS and move.actor != self.turn_player:
            player = self.players[self.turn_player]
            message = _("ノゾクアクション (③) come after the turn player's card (①) and main and sub actions (②): {player}'s "
                        "main and sub actions are not in the log", player=player) if not self.done_main else \
                _("ノゾクアクション (③) come after the turn player's card (①) and sub action (②): {player}'s sub action "
                  "is not in the log", player=player)
            self.judge.violation(TURN_STEPS, move.event, message, token=1, actor=player)
            if not self.done_main:
                self.owe("main", self.turn_player)
            self.owe("sub", self.turn_player)
            self.step = PEEK
            self._report_unplayable()
        self._settle_die(move)

    # (a pass is nothing happening: it proves no step skipped, so it has no follow_pass)

    def check_nozoku(self, move: Move) -> None:
        if self._late_peek(move):
            with self._in_last_turn():
                return self._check_nozoku(move)
        return self._check_nozoku(move)

    def do_nozoku(self, move: Move) -> None:
        if self._late_peek(move):
            with self._in_last_turn():
                return self._do_nozoku(move)
        return self._do_nozoku(move)

    def _check_nozoku(self, move: Move) -> None:
        event, actor = move.event, move.actor
        card, die, said = move.args
        if not self._peek_check(move):
            return
        order = self._peek_order(actor)
        side = self.gs.side_for(self.n, order)
        acq = self.dice[self.acquired] if self.acquired else None
        seen = _SIDE[self.hand_rule][side][(acq.top, acq.front)] if acq and acq.front and acq.top else None
        if acq is not None and seen is None:
            self.judge.unverifiable(NOZOKU, event.position(2), _("the side of {die} {player} reads cannot be known: how "
                                                                 "{die} lies was not written after it changed", die=acq.id,
                                                                 player=event.actor), event.actor)
        self._check_card_source(event, actor, card.id)
        if seen is not None and card.sub_face != seen:
            o = D.Orientation(acq.top, acq.front)
            other = next((s for s in ("left", "back", "right") if s != side
                          and D.side_toward(o, s, handedness=self.hand_rule) == card.sub_face), None)
            rulings = (R_SIDES, R_HANDEDNESS.clause, R_CARDS, R_GAMESET.clause)
            if other is not None:
                self._ruled(NOZOKU_SIDE, event, _("with {players} players {player} reads the {side} side of {die} ({seen}), "
                                                  "not the {other} side ({sub})", players=self.n, player=event.actor,
                                                  side=side_(side), die=acq.id, seen=seen, other=side_(other),
                                                  sub=card.sub_face), rulings, token=2,
                            expected=_("a card whose sub face is {face}", face=seen), observed=card.id)
            else:
                self._ruled(NOZOKU, event, _("{player} sees {seen} on the {side} side of {die}; {card}'s sub face is {sub}",
                                             player=event.actor, seen=seen, side=side_(side), die=acq.id, card=card.id,
                                             sub=card.sub_face),
                            rulings, token=2, expected=_("a card whose sub face is {face}", face=seen), observed=card.id)
        self._check_do(event, actor, die, card.sub, said, NOZOKU_SUB)

    def _peek_check(self, move: Move) -> bool:
        """NZ-NOZOKU-ORDER, NZ-TURN-STEPS: whether a ノゾクアクション may come now (False: reported)."""
        event, actor = move.event, move.actor
        j = self.judge
        if self.step != PEEK:
            if self.step in (ACQUIRE, ACTIONS):
                j.violation(TURN_STEPS, event, _("ノゾクアクション (③) come after the turn player's card (①) and main and "
                            "sub actions (②)"), token=1)
            else:
                j.violation(NOZOKU_ORDER, event, _("no ノゾクアクション now: it is the {step} step", step=self._step_name()),
                            token=1)
            return False
        order = self._peek_order(actor)
        if order == 0:
            j.violation(NOZOKU_ORDER, event, _("the turn player does not peek at their own die"), token=0)
            return False
        if order in self.peeked:
            j.violation(NOZOKU_ORDER, event, _("ノゾクアクション go clockwise from the turn player's left, once each"), token=0)
        elif any(k > order for k in self.peeked):
            later = [self.players[(self.turn_player + k) % self.n] for k in sorted(self.peeked) if k > order]
            j.violation(NOZOKU_ORDER, event, _("ノゾクアクション go clockwise from the turn player's left: "
                                               "{player} comes before {players}", player=event.actor, players=listing(later)),
                        token=0)
        return True

    def _do_nozoku(self, move: Move) -> None:
        event, actor = move.event, move.actor
        card, die, said = move.args
        if self.step not in (ACQUIRE, ACTIONS, PEEK) or actor < 0:
            return
        self._from_hand(event, actor, card.id)  # what happened: the card was played onto theirs
        order = self._peek_order(actor)
        if self.step == PEEK and order != 0:
            self.peeked.add(order)
            self.peek_next = max(self.peek_next, order + 1)
        if self.owner.get(die.id) != actor:
            self._unseen_acquisition(actor, die)
        self._apply_do(actor, die, card.sub, said)

    def check_pass(self, move: Move) -> None:
        """NZ-NOZOKU-ORDER: a pass is doing nothing; whoever says it, whenever, breaks no rule."""

    def do_pass(self, move: Move) -> None:
        if self.step == PEEK and move.actor >= 0:
            order = self._peek_order(move.actor)
            if order:
                self.peeked.add(order)
                self.peek_next = max(self.peek_next, order + 1)

    # -- a hand that cannot play ---------------------------------------------------------------------

    def check_cannot(self, move: Move) -> None:
        event, actor, shown = move.event, move.actor, move.args
        if self._wrong_phase(move, N_("showing a hand that cannot play")):
            return
        if actor != self.turn_player:
            self.judge.violation(TURN_ORDER, event, _("it is {player}'s turn", player=self.players[self.turn_player]), token=0,
                                 expected=self.players[self.turn_player], observed=event.actor)
            return
        if self.stuck or self.redone:
            self.judge.violation(STUCK_END if self.redone else STUCK, event,
                                 _("the hand is shown once a turn: after the cards came back, a turn that still cannot play "
                                   "ends (end)") if self.redone
                                 else _("the hand is shown once a turn: next comes one action from a played card (redo)"),
                                 token=1)
            return
        self._check_show(event, actor, shown)

    def do_cannot(self, move: Move) -> None:
        event, actor, shown = move.event, move.actor, move.args
        if self.step not in (ACQUIRE, ACTIONS, PEEK) or actor != self.turn_player or self.stuck or self.redone:
            return
        self._reveal_shown(event, actor, shown)
        self._cannot_play(event, actor, STUCK)
        self.stuck = True

    def _check_show(self, event: Event, p: int, shown: list[tuple[str | None, int]]) -> None:
        """NZ-STUCK: the whole hand is shown. Its known cards must be among those shown; a card shown that the
        hand was not known to hold must be one its unknown cards can be."""
        hand = self.hand[p]
        before = self.hand_text(p)
        problems = []
        unseen = sum(1 for c, _unused in shown if c is None)
        matched: list[int] = []
        hidden = len(hand.hidden)
        free_left = {cid: sum(1 for i in self._ids(cid) if i not in self.ledger.where) for cid in self.kinds} \
            if hidden else {}  # (only unknown cards can be one of these)
        for cid, tok in shown:
            if cid is None:
                continue
            i = self._known(hand, cid, tuple(matched))
            if i is not None:
                matched.append(i)
            elif hidden and free_left.get(cid, 0) > 0:
                hidden -= 1
                free_left[cid] -= 1
            else:
                problems.append(_("{card} is not in it", card=cid) if not hand.hidden else
                                _("{card} cannot be in it (the deck holds {copies}: {where})", card=cid,
                                  copies=self.copies[cid], where=self._elsewhere(cid)))
        left_out = [self.spell(i) for i in hand.known if i not in matched]
        if len(shown) != len(hand):
            problems.insert(0, _("it holds {held} cards, {shown} are shown", held=len(hand), shown=len(shown)))
        elif left_out and not unseen:
            problems.append(_("{cards} is left out", cards=" ".join(left_out)))
        if problems:
            self.judge.violation(STUCK, event, _("the whole hand is shown: {hand} ({problems})", hand=before,
                                                 problems=semicolons(problems)), token=2,
                                 expected=before, observed=" ".join(event.args))

    def _reveal_shown(self, event: Event, p: int, shown: list[tuple[str | None, int]]) -> None:
        hand = self.hand[p]
        matched: list[int] = []
        for cid, tok in shown:
            if cid is None:
                continue
            i = self._known(hand, cid, tuple(matched))
            if i is None and hand.hidden:
                i = self._free(hand, cid)
                if i is not None:
                    self.ledger.reveal(hand, i, event, tok)
            if i is not None:
                matched.append(i)

    def _cannot_play(self, event: Event, p: int, clause: str) -> None:
        """NZ-STUCK, NZ-STUCK-RESUME: no card of ``p``'s hand can be played. Known cards are checked now; for
        unknown ones the ledger keeps a duty, settled when they are revealed (or reported unverifiable)."""
        hand = self.hand[p]
        faces = {d.top for d in self.centre() if not d.white}  # what the coloured centre dice show (None: unseen)
        mine = self.targets(p)
        cards = self.gs.cards
        ok = [c for c in self.kinds  # as _playable, with the centre and the dice read once
              if (cards[c].main_face in faces or None in faces) and self._both_possible(p, cards[c], mine)]
        surely = [c for c in ok if cards[c].main_face in faces]
        held = [c for c in self.names(hand) if c in surely]
        unsure = [c for c in self.names(hand) if c in ok and c not in surely]
        if not held and unsure:
            self.judge.unverifiable(clause, event.position(2 if clause == STUCK else 1),
                                    _("{cards} may have been playable: a centre die's face is not in the log",
                                      cards=" ".join(dict.fromkeys(unsure))), self.players[p])
        if held:
            cards = " ".join(dict.fromkeys(held))
            message = (_("{cards} could be played", cards=cards) if clause == STUCK else
                       _("the cards came back and the turn resumes at ①: {cards} can be played", cards=cards))
            self.judge.violation(clause, event, message, token=2 if clause == STUCK else 1)
        elif hand.hidden and ok:
            bad = frozenset(i for c in ok for i in self._ids(c))
            text = _("{player} showed a hand in which no card could be played ({cards} could have been)",
                     player=self.players[p], cards=either(ok)) if clause == STUCK else \
                _("{player} ended the turn with a hand in which no card could be played ({cards} could have been)",
                  player=self.players[p], cards=either(ok))
            self.ledger.duty(hand, clause, event, lambda i, bad=bad: i not in bad, text,
                             token=2 if clause == STUCK else 1, actor=self.players[p])

    def check_redo(self, move: Move) -> None:
        event, actor = move.event, move.actor
        if self._wrong_phase(move, N_("an action from a played card")):
            return
        if actor != self.turn_player:
            self.judge.violation(TURN_ORDER, event, _("it is {player}'s turn", player=self.players[self.turn_player]), token=0,
                                 expected=self.players[self.turn_player], observed=event.actor)
            return
        if not self.stuck:
            self.judge.violation(STUCK, event, _("an action from a played card only after showing a hand that cannot play"),
                                 token=1)
            return
        if move.args is None:
            return
        card, which, die, said = move.args
        if self._known(self.played[actor], card.id) is None:
            self.judge.violation(STUCK_ACTION, event, _("{card} is not among {player}'s played cards", card=card.id,
                                                        player=event.actor), token=2)
            return
        self._check_do(event, actor, die, card.main if which == "main" else card.sub, said, STUCK_ACTION)

    def do_redo(self, move: Move) -> None:
        actor = move.actor
        if self.step not in (ACQUIRE, ACTIONS, PEEK) or actor != self.turn_player:
            return
        if move.args is not None:
            card, which, die, said = move.args
            self._apply_do(actor, die, card.main if which == "main" else card.sub, said)
        self._return_cards(actor)  # NZ-RETURN: all played cards go back to hand
        self.stuck = False
        self.redone = True

    def check_end(self, move: Move) -> None:
        event, actor = move.event, move.actor
        if self._wrong_phase(move, N_("ending the turn without a die")):
            return
        if actor != self.turn_player:
            self.judge.violation(TURN_ORDER, event, _("it is {player}'s turn", player=self.players[self.turn_player]), token=0,
                                 expected=self.players[self.turn_player], observed=event.actor)
            return
        if not self.redone:
            self.judge.violation(STUCK_END, event, _("a turn ends without a die only after the hand was shown and the cards "
                                                     "came back"), token=1)

    def do_end(self, move: Move) -> None:
        if self.step not in (ACQUIRE, ACTIONS, PEEK) or move.actor != self.turn_player:
            return
        if self.redone:
            self._cannot_play(move.event, move.actor, STUCK_RESUME)
        self._end_turn(move.event)

    # -- an empty hand, the end of a turn ---------------------------------------------------------------

    def check_take(self, move: Move) -> None:
        event, actor, die = move.event, move.actor, move.args
        j = self.judge
        if self.step == OVER:
            j.violation(END, event, _("the game is over ({ending}): the players name their numbers", ending=self.ending),
                        token=1)
            return
        if self.hand[actor] and not self.played[actor].known:
            j.violation(EMPTY_HAND, event, _("{player} still holds cards: only an empty hand takes a die", player=event.actor),
                        token=1)
        elif self.hand[actor]:
            j.violation(EMPTY_HAND, event, _("only an empty hand takes a die, and by the log {player} still holds "
                                             "{hand}: read as played without a line in the log", player=event.actor,
                                             hand=self.hand_text(actor)), token=1)
        elif self.owner.get(die.id) is not None:
            j.violation(EMPTY_HAND, event, _("{die} is not in the centre", die=die.id), token=2)
            return
        elif self.step != PEEK:
            j.violation(EMPTY_HAND, event, _("an empty hand takes its die at the end of the turn (④), after the ノゾクアクション"),
                        token=1)
        first = next((q for q in self._order_from(self.turn_player) if not self.hand[q]), actor)
        if first != actor and not self.hand[actor]:
            j.violation(EMPTY_ORDER, event, _("empty hands take their dice clockwise from the turn player: {player} first",
                                              player=self.players[first]),
                        token=0, expected=self.players[first], observed=event.actor)

    def do_take(self, move: Move) -> None:
        actor, die = move.actor, move.args
        if self.step == OVER or self.owner.get(die.id) is not None:
            return
        if self.step == PEEK:
            self.peek_next = self.n  # ④ has begun: the ノゾクアクション are over
        self.owner[die.id] = actor  # what happened: the die is theirs
        self.fresh[actor].add(die.id)  # taken this round: not a target of this player's ② actions until the next
        if self.hand[actor] and self.played[actor].known:
            # the table shows the hand empty: the cards the log still has in it were played unrecorded
            hand, played = self.hand[actor], self.played[actor]
            for i in list(hand.known):
                self.ledger.move(hand, played, i, move.event, 0)
            while hand.hidden:
                self.ledger.move(hand, played, None, move.event, 0)
        if not self.hand[actor]:
            self._return_cards(actor)

    def _end_turn(self, event: Event) -> None:
        """NZ-TURN-END: the acquired die goes to its owner; the next player to the left."""
        self._report_unplayable()
        if self.step == ACTIONS and not (self.done_main and self.done_sub):
            player = self.players[self.turn_player]
            self.judge.violation(ACTIONS_BOTH, event, _("{player} skipped the main and sub actions", player=player)
                                 if not self.done_main else _("{player} skipped the sub action", player=player), token=0,
                                 actor=player)
        if not (self.done_main and self.done_sub) and self.card is not None:
            # an action the log does not have may have been done: the next result written for these dice is a fact
            self.doubtful |= {d.id for d in self.targets(self.turn_player)}
        if self.card is None and self.owes("play", seat=self.turn_player):
            self.unnamed[self.turn_player] += 1  # a die was taken, which one the log never said
        for q in self._order_from(self.turn_player):  # NZ-EMPTY-HAND: an empty hand takes a die at the end of the turn
            hand = self.hand[q]
            if not (hand.known or hand.hidden) and self.played[q].known:
                self.judge.violation(EMPTY_HAND, event, _("{player} played their last card this turn and took no "
                                     "centre die before the turn ended", player=self.players[q]), token=0, actor=self.players[q])
                self._return_cards(q)
        if self.acquired is not None:
            self.fresh[self.turn_player].add(self.acquired)  # acquired this round (their ② is over anyway)
        self.prev_turn = (self.turn_player, self.acquired, frozenset(self.peeked))
        self.acquired = None  # the die stays with its owner, now among their own dice
        self.last_turn = self.turn_player
        self.turned[self.turn_player] = True
        nxt = self._next_player()
        if nxt is None:
            self._check_phase()
        else:
            self._begin_turn(nxt)

    @property
    def turns_done(self) -> int:
        return sum(self.turned)

    def _check_phase(self) -> None:
        """NZ-END: one colour gone from the centre ends the game."""
        colours = set(map(_COLOUR, self.dice.values()))
        left = set(map(_COLOUR, self.centre()))
        if colours - left:
            self.step = OVER
            self.ending = _("no {colours} die left in the centre", colours=either(colour_(c) for c in sorted(colours - left)))
        else:
            self.step = PREP

    # -- scoring ---------------------------------------------------------------------------------------

    def follow_names(self, move: Move) -> None:
        """A number named while a turn is under way: the turn is over (it ends the game), or the number was
        written early and the turn goes on; the next line says which (held until then)."""
        if self.step in (ACTIONS, PEEK):
            if not self.releasing() and self.deferred() is None:
                self.defer(move)
                self._names_early = False
                return
            self._end_turn(move.event)

    def due(self) -> bool:
        pending = self.deferred()
        return pending is not None and pending.verb == "names" and self.step == OVER

    def written_early(self, early: Move, now: Move) -> None:
        """NZ-CHECK: a number named while a turn went on: named before the end condition was met. The lines after it
        cannot tell a number named early from a line written early (naming changes nothing until the scoring), so the
        log's word stands (docs/slips.md): a violation at its line; the number is the player's, taken at the end."""
        if self._names_early:
            self._names_early = False
            self.judge.violation(CHECK, early.event, _("the number is named while the turn goes on: numbers are named once "
                                                       "the end condition is met, after the last turn (line {line}); it is "
                                                       "taken there", line=now.event.line), token=1,
                                 expected=_("names after the last turn"))

    def check_names(self, move: Move) -> None:
        event, actor = move.event, move.actor
        if self.step != OVER:
            self.judge.violation(CHECK, event, _("the end condition is checked after every player's turn, and it is not met: "
                                                 "the round goes on") if self.step == ACQUIRE else
                                 _("the end condition is checked after every player's turn, and it is not met: "
                                   "the next round begins"), token=1)
            return
        if actor in self.named:
            self.judge.violation(SCORE, event, _("{player} already named {number}: each player names one number",
                                                 player=event.actor, number=self.named[actor]), token=1)

    def do_names(self, move: Move) -> None:
        if self.step == OVER and move.actor not in self.named:
            self.named[move.actor] = move.args

    def result(self) -> Result | None:
        if not self.is_over():
            return None
        scores: dict[str, int | None] = {}
        kept = {}
        aside_of = {}
        doubtful = self.doubtful
        for p, name in enumerate(self.players):
            number = self.named[p]
            keep, aside, unsure = [], 0, False
            for d in self.owned(p):
                if d.top == number:
                    keep.append(d)  # NZ-KEPT: the dice showing the number named
                else:
                    aside += d.top or 0  # set aside (NZ-TIE-BREAK: their sum)
                if d.top is None or d.id in doubtful:
                    unsure = True  # (an action the log lacks may have moved it)
            kept[p] = keep
            aside_of[p] = aside
            scores[name] = None if unsure else sum(d.top for d in keep)  # type: ignore[misc]
        most = max(len(k) for k in kept.values())
        breakdown: dict[str, dict[str, int | None]] = {}
        details: dict[str, str] = {}
        for p, name in enumerate(self.players):
            bonus = 2 if len(kept[p]) == most else 0  # NZ-SCORE-MOST: every player tied for the most
            known = scores[name] is not None
            aside = aside_of[p]
            breakdown[name] = {"kept": len(kept[p]), "sum": scores[name], "most": bonus,
                               "magic": scores[name] + bonus if known else None,  # type: ignore[operator]
                               "white": sum(1 for d in kept[p] if d.white), "aside": aside if known else None}
            if known:
                scores[name] += bonus  # type: ignore[operator]
                details[name] = _("named {number}: {kept} dice kept, sum {sum} + {bonus}", number=self.named[p],
                                  kept=len(kept[p]), sum=breakdown[name]["sum"], bonus=bonus)
        winners: list[str] = []
        if all(v is not None for v in scores.values()):
            keys = [(scores[name], breakdown[name]["white"], breakdown[name]["aside"])  # NZ-WIN, then NZ-TIE-BREAK
                    for name in self.players]
            best = max(keys)
            winners = [name for name, key in zip(self.players, keys) if key == best]
        return Result(scores, winners, self.ending, END, details, breakdown)

    def finish(self, judge: Any, last: Any) -> None:
        if not self.is_over():
            pos = Position(last.path, last.line + 1, 1) if isinstance(last, Event) else last
            judge.log_error(LogError("LOG-INCOMPLETE", _("the log ends in round {round} ({step}) before the scoring",
                                                         round=self.round, step=self._step_name()), pos,
                                     _("play until a colour is gone from the centre, then every player names a number")))

    # -- the listing of legal events (the random game generator chooses among them) ---------------------
    # Chance events are listed outcome by outcome: a reroll action as `-> 1` … `-> 6`, a tip of a die whose
    # front is unknown as its four possible tops. The start player's reroll of the centre is listed face by
    # face only while that makes at most MAX_CHANCE events; for more dice the listing shows the six events
    # in which every due die lands on one face, and reroll_due() names the dice so a generator rolls them.

    MAX_CHANCE = 216

    def setup_done(self) -> bool:
        return all(self.rolled) and all(o != -1 for o in self.owner.values()) and all(self.dealt)

    def reroll_due(self) -> list[str]:
        """NZ-PREP-REROLL: the centre dice showing a most common face (all of them when faces tie)."""
        centre = self.centre()
        counts = Counter(d.top for d in centre)
        most = max(counts.values()) if counts else 0
        return [d.id for d in centre if counts[d.top] == most]

    def start_candidates(self) -> list[int]:
        """NZ-PREP-START(-TIE, -FIRST): the seats that may start the next round (the die on a card counts as owned)."""
        sums = [0] * self.n
        for i, o in self.owner.items():
            if o is not None and o >= 0:
                sums[o] += self.dice[i].top or 0
        low = min(sums)
        best = [q for q in range(self.n) if sums[q] == low]
        if self.prev_start is None or len(best) == 1:
            return best
        return [self._nearest(best)]

    def _tie_rule(self) -> str:
        return self.options.get(R_START_TIE.name, R_START_TIE.default)

    def _nearest(self, tied: list[int]) -> int:
        """NZ-PREP-START-TIE: the tied seat nearest in turn order (to the left) to the last start player.
        NZ-RULING-START-TIE: with ``next`` the count starts at their left neighbour, so the last start
        player, if tied, comes last; with ``self`` they are the nearest (distance 0)."""
        first = self.prev_start + (0 if self._tie_rule() == "self" else 1)
        return min(tied, key=lambda q: (q - first) % self.n)

    def _cards_in(self, zone: Zone) -> list[str]:
        """The distinct known cards of ``zone``, in the game set's order."""
        held = set(self.names(zone))
        return [c for c in self.kinds if c in held]

    def outcomes(self, action: Any, d: Die) -> list[str]:
        """What may follow ``->`` after ``action`` on ``d``; [] when the action cannot be done."""
        if d.top is None or not self._can(action, d):
            return []
        if action.written:
            return [str(f) for f in D.FACES]
        t = d.top
        if d.front is not None:
            o = action.apply(D.Orientation(t, d.front), self.hand_rule)
            return [D.format_orientation(o)] if o else []
        eff = action.effect
        if eff == "top +1":
            return [str(t + 1)]
        if eff == "top -1":
            return [str(t - 1)]
        if eff == "flip":
            return [str(7 - t)]
        if eff == "turn":
            return [str(t)]
        return [f"{x}/{t}" for x in D.FACES if D.is_valid(x, t)]  # tip: the unseen back comes up

    def _turn_options(self, q: int, stuck: bool, redone: bool) -> list[str]:
        name = self.players[q]
        if stuck:
            out = [f"{name} redo none"]
            for cid in self._cards_in(self.played[q]):
                card = self.gs.cards[cid]
                for which, act in (("main", card.main), ("sub", card.sub)):
                    for d in self.owned(q):
                        out += [f"{name} redo {cid} {which} {d.id} -> {r}" for r in self.outcomes(act, d)]
            return out
        out = []
        for cid in self.could_hold(q):
            card = self.gs.cards[cid]
            if self._playable(q, card):
                out += [f"{name} play {cid} take {d.id}" for d in self.centre() if not d.white and d.top == card.main_face]
        if out:
            return out
        if redone:
            return [f"{name} end"]
        return [f"{name} cannot " + self.hand_text(q)]

    def _action_options(self) -> list[str]:
        p, card = self.turn_player, self.card
        name = self.players[p]
        mine = self.targets(p)
        if card is None:
            return []
        if self.done_main:
            return [f"{name} sub {d.id} -> {r}" for d in mine for r in self.outcomes(card.sub, d)]
        out, fallback = [], []
        for d in mine:
            for r in self.outcomes(card.main, d):
                ev = f"{name} main {d.id} -> {r}"
                fallback.append(ev)
                top = int(r.split("/")[0])
                after = [x for x in mine if x is not d] + [Die(d.id, d.colour, top, None)]
                if any(self._can(card.sub, x) for x in after):  # the sub action must still be possible
                    out.append(ev)
        return out or fallback

    def _peek_options(self) -> list[str]:
        acq = self.dice.get(self.acquired) if self.acquired else None
        k = self.peek_next
        if k >= self.n or acq is None or acq.front is None:
            return []
        q = (self.turn_player + k) % self.n
        name = self.players[q]
        seen = D.side_toward(D.Orientation(acq.top, acq.front), self.gs.side_for(self.n, k), handedness=self.hand_rule)
        out = []
        for cid in self.could_hold(q):
            card = self.gs.cards[cid]
            if card.sub_face == seen:
                for d in self.owned(q):
                    out += [f"{name} nozoku {cid} {d.id} -> {r}" for r in self.outcomes(card.sub, d)]
        return out + [f"{name} pass"]

    def _names_options(self) -> list[str]:
        pending = self.deferred()
        held = {pending.actor} if pending is not None and pending.verb == "names" else set()
        return [f"{name} names {f}" for p, name in enumerate(self.players)
                if p not in self.named and p not in held for f in D.FACES]

    def _after_turn(self) -> list[str]:
        for k in range(self.n):  # NZ-EMPTY-HAND: clockwise from the turn player
            q = (self.turn_player + k) % self.n
            if not self.hand[q]:
                return [f"{self.players[q]} take {d.id}" for d in self.centre()]
        nxt = next((q for q in self._order_from(self.turn_player)[1:] if not self.turned[q]), None)
        if nxt is not None:
            return self._turn_options(nxt, False, False)
        colours = {d.colour for d in self.dice.values()}
        if colours - {d.colour for d in self.centre()}:
            return self._names_options()
        return [f"table start {self.players[q]}" for q in self.start_candidates()]

    def legal_events(self) -> list[str]:
        """Every legal next event, in canonical notation, from a position whose dice are known."""
        step = self.step
        if step in (SETUP, PREP):
            if step == SETUP and not self.setup_done():  # the set-up rolls are written by whoever records the game
                ready = self._centre_next() and all(self.rolled)
                return [f"table start {self.players[q]}" for q in self.start_candidates()] if ready else []
            return [f"table start {self.players[q]}" for q in self.start_candidates()]
        if step == REROLLING:
            name = self.players[self.start_player]
            due = self.reroll_due()
            if 6 ** len(due) > self.MAX_CHANCE:
                return [f"{name} reroll " + " ".join(f"{i}={f}" for i in due) for f in D.FACES]
            return [f"{name} reroll " + " ".join(f"{i}={f}" for i, f in zip(due, faces))
                    for faces in product(D.FACES, repeat=len(due))]
        if step == ACQUIRE:
            return self._turn_options(self.turn_player, self.stuck, self.redone)
        if step == ACTIONS:
            return self._action_options()
        if step == PEEK:
            return self._peek_options() or self._after_turn()
        if step == OVER:
            return self._names_options()
        return []

    def candidate_events(self) -> list[str]:
        """The events worth trying here (referee/core/legality.py): see candidates.py."""
        return candidates.candidate_events(self)

    def chance_instances(self, text: str) -> list[str]:
        """A roll of many dice listed with any faces: see candidates.py."""
        return candidates.chance_instances(text)

    def render(self, viewer: str | None = None) -> Any:
        from .view import render

        return render(self, viewer)

    def picture(self, viewer: str | None = None) -> str:
        from .picture import draw

        return draw(self, viewer)

    def facts(self) -> dict[str, str]:
        f = {"round": str(self.round), "step": self.step, "phase": self.step,
             "turn player": self.players[self.turn_player], "centre": " ".join(d.show() for d in self.centre()) or "-",
             "start player": self.players[self.start_player] if self.start_player is not None else "-",
             "card die": self.dice[self.acquired].show() if self.acquired else "-", "ending": self.ending or "-"}
        for p, name in enumerate(self.players):
            f[f"dice {name}"] = " ".join(d.show() for d in self.owned(p)) or "-"
            f[f"hand {name}"] = self.hand_text(p) or "-"
            f[f"played {name}"] = " ".join(self.names(self.played[p])) or "-"
        res = self.result()
        if res is not None:
            for name, v in res.scores.items():
                f[f"score {name}"] = "?" if v is None else str(v)
            f["winner"] = "draw" if len(res.winners) > 1 else (res.winners[0] if res.winners else "?")
        return f

    # -- the verbs' handlers: read, follow the table, check, do (referee/core/table.py, Handlers) ---------

    handlers = {
        "roll": Handlers(check_roll, do_roll, read=read_roll),
        "deal": Handlers(check_deal, do_deal, read=read_deal),
        "centre": Handlers(check_centre, do_centre, read=read_roll, follow=follow_centre),
        "start": Handlers(check_start, do_start, read=read_start, follow=follow_start),
        "reroll": Handlers(check_reroll, do_reroll, read=read_reroll, follow=follow_reroll),
        "play": Handlers(check_play, do_play, read=read_play, follow=_follow_turn),
        "main": Handlers(_check_action, _do_action, read=read_main, follow=follow_main),
        "sub": Handlers(_check_action, _do_action, read=read_main, follow=follow_main),
        "nozoku": Handlers(check_nozoku, do_nozoku, read=read_nozoku, follow=follow_nozoku),
        "pass": Handlers(check_pass, do_pass, read=read_pass),
        "cannot": Handlers(check_cannot, do_cannot, read=read_cannot, follow=_follow_turn),
        "redo": Handlers(check_redo, do_redo, read=read_redo, follow=_follow_turn),
        "end": Handlers(check_end, do_end, read=read_pass, follow=_follow_turn),
        "take": Handlers(check_take, do_take, read=read_take),
        "names": Handlers(check_names, do_names, read=read_names, follow=follow_names),
    }


#: the glossary's words that are not verbs (referee/core/terms.py): a die by its colour and number (R3: 赤3), the
#: colours, the sides a seat reads and the parts of a score as the rulebook names them
DIE_COLOURS_JA = {"R": "赤", "B": "青", "G": "緑", "Y": "黄", "W": "白"}
GLOSSARY = {**{f"{c}{n}": f"{ja}{n}" for c, ja in DIE_COLOURS_JA.items() for n in range(1, 41)},
            "white": "白", "red": "赤", "blue": "青", "green": "緑", "yellow": "黄", "left": "左", "back": "奥", "right": "右",
            "kept": "持ち帰ったダイス", "sum": "魔力の合計", "most": "最多ボーナス", "magic": "魔力", "aside": "脇によけたダイス"}


def _die_ja(die: str) -> str | None:
    """A die as a Japanese table names it, by its colour and number (R3: 赤3); None for a die of another colour."""
    ja = DIE_COLOURS_JA.get(die[:1])
    return f"{ja}{die[1:]}" if ja and die[1:].isdigit() else None


class Nozoku(Game):
    name = NAME
    code = CODE
    title = INFO.title
    aliases = ALIASES
    min_players = 2
    max_players = 4
    rulings = RULINGS
    verbs = VERBS

    @cached_property
    def _terms(self) -> dict[str, str]:
        return {**verb_terms(VERBS), **GLOSSARY}

    def japanese_terms(self) -> Mapping[str, str]:
        """The verbs, the dice (R3: 赤3), the colours, the sides and the parts of a score as the rulebook names them."""
        return self._terms
    score_clause = SCORE
    winner_clause = WIN
    breakdown_clauses = {"kept": KEPT, "sum": SCORE, "most": SCORE_MOST, "magic": SCORE, "white": TIE_BREAK, "aside": TIE_BREAK}
    component_defaults = COMPONENT_DEFAULTS

    def component_default(self, key: str, path: str) -> str | None:
        """The bundled default game set's value at ``path``, as the ruling clauses write it (None: no such value)."""
        if key != "gameset":
            return None
        gs = find("default")
        values: dict[str, str] = {
            "dice.own": str(gs.own),
            "dice.start": str(gs.start),
            "dice.colours": ", ".join(gs.colours),
            "dice.white": ", ".join(f"{n} = {k}" for n, k in sorted(gs.white.items())),
            "sides": "; ".join(f"{n} = {', '.join(s)}" for n, s in sorted(gs.sides.items())),
            "actions": "; ".join(f"{a.name} = {a.effect}" for a in gs.actions.values()),
            "card": "; ".join(f"{c.id} = {c.main_face} {c.main.name} / {c.sub_face} {c.sub.name}" for c in gs.cards.values()),
            "set.handedness": gs.handedness,
            "hand.deal": NO_DEAL if gs.deal is None else str(gs.deal),
        }
        return values.get(path)

    def random_log(self, rng: Any, observer: bool = False) -> str:
        from .play import random_log  # the random-play policy imports the rules

        return random_log(rng, observer)

    def new_state(self, header: Header, options: dict[str, Any], judge: Any) -> NozokuState:
        name = header.meta.get("gameset", "default")
        try:
            gs = find(name, header.path)
        except GameSetError as e:
            raise SetupError("LOG-GAMESET", e.shown(header.path), _("gameset: default (or NAME.toml in the log's own folder)"),
                             key="gameset") from None
        if len(header.players) not in gs.player_counts():
            raise SetupError("LOG-PLAYERS", _("the game set {set!r} is for {counts} players; the header names {count}",
                                              set=gs.id, counts=", ".join(map(str, gs.player_counts())),
                                              count=len(header.players)), "players: NAME NAME …", key="players")
        return NozokuState(self, list(header.players), options, judge, gs)
