"""カーテンコール (Curtain Call): the rules, next to the clause ids they enforce.

Read it beside ``features/curtain_call/``, where each clause id is a ``Rule:``
quoting the rulebook. The flow of one turn:

    scout (Lumina draws from Nox) → action (actor face up to カミ, kuroko face
    down to シモ) → watch (Nox: clap or boo) → [boo] spotlight (reveal; the
    right player opens a set card; Joker follow-up; mandatory pairing) →
    intermission (roles swap) … until the curtain call.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum, StrEnum
from functools import cached_property
from typing import Any

from . import ALIASES, CODE, INFO, NAME, candidates
from ...core import cards as C
from ...core.findings import Result
from ...core.game import BadArgs, Game, SetupError, Verb, verb_table
from ...core.terms import playing_cards, verb_terms
from ...core.usage import Kind
from ...core.steps import Passing, Step as TurnStep, Stepped, Turn
from ...core.table import TABLE, Handlers, Move, TableState
from ...core.copying import Copier
from ...core.hidden import Ledger, Unknown, Zone
from ...core.rulings import Ruling, whole_number
from ...notation.model import Event, Header, Position
from ...notation.numbers import count
from ...i18n import language
from .messages import N_, _

# -- clause ids (features/curtain_call/*.feature) ------------------------------
TERM_ROLES = "CC-TERM-ROLES"  # ルミナ先攻・ノクス後攻, roles alternate
TERM_STAGE = "CC-TERM-STAGE"  # ステージ / メインステージ / ルミナ・ノクスステージ
TERM_SET = "CC-TERM-SET"  # セット: 13 cards
TERM_KAMI_SHIMO = "CC-TERM-KAMI-SHIMO"  # カミ (actor) / シモ (kuroko)
TERM_FACES = "CC-TERM-FACES"  # 役者札 face up, 黒子札 face down
TERM_PHASES = "CC-TERM-PHASES"  # what each phase is for
TERM_CURTAIN = "CC-TERM-CURTAIN"  # the Joker ends the game
DEAL_HANDS = "CC-DEAL-HANDS"  # 52 cards without the Joker, 20 each
DEAL_SET = "CC-DEAL-SET"  # the other 12 and the Joker: the 13-card set
SCOUT_DRAW = "CC-SCOUT-DRAW"  # Lumina draws one card from Nox's hand, no redraw
ACTION_ACTOR = "CC-ACTION-ACTOR"  # actor card face up to カミ
ACTION_KUROKO = "CC-ACTION-KUROKO"  # then kuroko card face down to シモ
WATCH_CHOICE = "CC-WATCH-CHOICE"  # Nox makes one call: clap or boo
WATCH_CLAP = "CC-WATCH-CLAP"  # clap → intermission
WATCH_BOO = "CC-WATCH-BOO"  # boo → spotlight
SPOT_REVEAL = "CC-SPOT-REVEAL"  # the kuroko is turned face up
SPOT_MATCH_OPEN = "CC-SPOT-MATCH-OPEN"  # same number: Lumina opens a set card
SPOT_MATCH_STAYS = "CC-SPOT-MATCH-STAYS"  # same number: the pair stays with Lumina
SPOT_MISMATCH_OPEN = "CC-SPOT-MISMATCH-OPEN"  # different numbers: Nox opens
SPOT_MISMATCH_MOVE = "CC-SPOT-MISMATCH-MOVE"  # different numbers: the pair moves to Nox
SPOT_ENDING = "CC-SPOT-ENDING"  # Joker or one set card left → curtain call
SPOT_JOKER = "CC-SPOT-JOKER"  # Joker: one more card to カミ, the Joker to シモ
SPOT_PAIR = "CC-SPOT-PAIR"  # mandatory pairing with a hand card of the same number
SPOT_THEN = "CC-SPOT-THEN"  # then the intermission
INTER_SWAP = "CC-INTER-SWAP"  # roles swap, again from the scout phase
CALL_END = "CC-CALL-END"  # the game ends at once
CALL_ANNOUNCE = "CC-CALL-ANNOUNCE"  # result and breakdown announced
CALL_KAMI = "CC-CALL-KAMI"  # sum of カミ
CALL_HAND = "CC-CALL-HAND"  # sum of the hand
CALL_BOO = "CC-CALL-BOO"  # boo penalty
CALL_FINAL = "CC-CALL-FINAL"  # final points, larger wins

# -- rulings: where the rulebook is silent (features/curtain_call/09_rulings) --
R_BOO_QUOTA = Ruling(
    "boo-quota",
    "CC-RULING-BOO-QUOTA",
    "3",
    summary=N_("The required number of boos (規定) per player per game."),
    parse=whole_number(0, 40),
    alternatives={"N": N_("any whole number from 0 to 40; 0 turns the penalty off")},
)
R_BOO_PENALTY = Ruling(
    "boo-penalty",
    "CC-RULING-BOO-PENALTY",
    "last-card",
    ("last-card", "always", "never"),
    N_("When the boo penalty applies."),
    alternatives={
        "last-card": N_("only when the game ends with one set card left (not on the Joker, not on a short hand)"),
        "always": N_("at every curtain call"),
        "never": N_("never"),
    },
)
R_UNPAIRED = Ruling(
    "unpaired-card",
    "CC-RULING-UNPAIRED",
    "stays-open",
    ("stays-open", "to-kami"),
    N_("Where an opened set card goes when its opener holds no card of its number."),
    alternatives={
        "stays-open": N_("it stays face up on the main stage, is no longer a set card, and scores for nobody"),
        "to-kami": N_("it goes to the opener's カミ alone and scores there"),
    },
)
R_CLAP_PAIR = Ruling(
    "clap-pair",
    "CC-RULING-CLAP-PAIR",
    "stays",
    ("stays", "discard"),
    N_("What a clap does with the two presented cards."),
    alternatives={
        "stays": N_("they stay on the presenter's stage as played (the kuroko unrevealed); the actor scores in カミ"),
        "discard": N_("both leave the game and score for nobody"),
    },
)
R_SHORT_HAND = Ruling(
    "short-hand",
    "CC-RULING-SHORT-HAND",
    "end",
    ("end", "end-with-penalty"),
    N_("A Lumina who cannot present two cards even after scouting."),
    alternatives={
        "end": N_("the curtain call at once, without the boo penalty; an empty Nox hand skips the scout"),
        "end-with-penalty": N_("the same, but the boo penalty applies as after the last set card"),
    },
)
R_CARD_VALUES = Ruling(
    "card-values",
    "CC-RULING-CARD-VALUES",
    "standard",
    ("standard", "ace-high"),
    N_("The number each card counts for in scoring."),
    alternatives={
        "standard": N_("A=1, 2–10 as printed, J=11, Q=12, K=13, Joker=0"),
        "ace-high": N_("as standard, but A=14"),
    },
)
R_TIE = Ruling(
    "tie",
    "CC-RULING-TIE",
    "draw",
    ("draw", "fewer-cards"),
    N_("Equal final points."),
    alternatives={
        "draw": N_("the game is a draw"),
        "fewer-cards": N_("the player with fewer cards left in hand wins; still equal: a draw"),
    },
)
RULINGS = (R_BOO_QUOTA, R_BOO_PENALTY, R_UNPAIRED, R_CLAP_PAIR, R_SHORT_HAND, R_CARD_VALUES, R_TIE)

HAND_SIZE = 20
SET_SIZE = 13
DECK = len(C.FULL_DECK)  # 53: the 52 cards and the Joker; a count in a log is held to them
PENALTY_PER_BOO = 15
HAND_DOMAIN = C.SUITED  # the Joker is never dealt (CC-DEAL-HANDS)
SET_DOMAIN = C.FULL_DECK

class Phase(StrEnum):
    """The phases of a turn (CC-TURN-PHASES), as the position and its facts name them."""

    DEAL = "standby"
    SCOUT = "scout"
    ACTION = "action"
    KUROKO = "kuroko"
    WATCH = "watch"
    REVEAL = "reveal"
    OPEN = "open"
    OPEN2 = "joker"
    PAIR = "pair"
    OVER = "curtain-call"


DEAL, SCOUT, ACTION, KUROKO, WATCH, REVEAL, OPEN, OPEN2, PAIR, OVER = Phase
PENDING = frozenset((PAIR, REVEAL, OPEN, OPEN2))  # an unfinished spotlight a new turn's event closes first
#: each phase's name as messages say it (in English its key; in Japanese the rulebook's フェーズ)
PHASE_NAMES = {
    DEAL: N_("standby"), SCOUT: N_("scout"), ACTION: N_("action"), KUROKO: N_("kuroko"), WATCH: N_("watch"),
    REVEAL: N_("reveal"), OPEN: N_("open"), OPEN2: N_("joker"), PAIR: N_("pair"), OVER: N_("curtain-call"),
}


def phase_name(phase: str) -> str:
    """The phase as a message says it (the key itself in English)."""
    return _(PHASE_NAMES[phase]) if phase in PHASE_NAMES else phase


#: the face a card is played with, as messages say it
FACE_NAMES = {"up": N_("face up"), "down": N_("face down")}
#: the cards of a turn, as messages say them (said with _() only when a finding names them)
ACTOR_CARD, KUROKO_CARD, SCOUTED_CARD, PAIRED_CARD = N_("actor card"), N_("kuroko card"), N_("scouted card"), N_("paired card")
AN_ACTOR_CARD, A_REVEALED_CARD, AN_OPENED_CARD = N_("an actor card"), N_("a revealed card"), N_("an opened set card")


_SLOT_LABELS: dict[str, list[str]] = {}  # language -> the set positions' labels, said once


def slot_labels(n: int) -> list[str]:
    """``set card 1`` … ``set card n``, in the language of the moment (the same for every log)."""
    got = _SLOT_LABELS.setdefault(language(), [])
    while len(got) < n:
        got.append(_("set card {n}", n=len(got) + 1))
    return got


def either(names: list[str]) -> str:
    """``Aki or Ben``."""
    if len(names) == 2:
        return _("{first} or {second}", first=names[0], second=names[1])
    return " or ".join(names)

AREA_WORDS = {"kami": "kami", "カミ": "kami", "上手": "kami", "shimo": "shimo", "シモ": "shimo", "下手": "shimo"}
FACE_WORDS = {
    "face-up": "up", "faceup": "up", "up": "up", "表": "up", "表向き": "up",
    "face-down": "down", "facedown": "down", "down": "down", "裏": "down", "裏向き": "down",
}

#: the glossary's words that are not cards or verbs (referee/core/terms.py): the stages, the faces, the parts of a
#: score as the rulebook names them
GLOSSARY = {"kami": "カミ", "shimo": "シモ", "up": "表向き", "down": "裏向き", "hand": "手札", "boos": "ブーイングの回数",
            "total": "最終ポイント", "face-up": "表向き", "face-down": "裏向き"}  # (boo: the verb's ブーイング, the call and its penalty)

#: the placeholders of this game's usages, by kind (referee/core/usage.py)
ARGS: dict[str, Kind] = {"LUMINA": Kind.PLAYER, "NOX": Kind.PLAYER, "SLOT": Kind.NUMBER}

VERBS = (
    Verb("deal", "table deal PLAYER CARD…", N_("deal 20 cards to a player's hand (??*20 when unseen)"), ("配る", "deal"), DEAL_HANDS, kinds=ARGS),
    Verb("set", "table set CARD…", N_("lay out the 13-card set on the main stage (usually ??*13)"), ("セット",), DEAL_SET, kinds=ARGS),
    Verb("scout", "LUMINA scout [NOX] CARD", N_("draw one card from Nox's hand (?? when unseen)"), ("スカウト",), SCOUT_DRAW, kinds=ARGS),
    Verb("actor", "LUMINA actor CARD [kami] [face-up]", N_("present the actor card face up to カミ"), ("役者", "役者札"), ACTION_ACTOR, kinds=ARGS),
    Verb("kuroko", "LUMINA kuroko CARD [shimo] [face-down]",
         N_("present the kuroko card face down to シモ (?? when unseen)"), ("黒子", "黒子札"), ACTION_KUROKO, kinds=ARGS),
    Verb("clap", "NOX clap", N_("call the two cards the same number: intermission"), ("クラップ",), WATCH_CLAP, kinds=ARGS),
    Verb("boo", "NOX boo", N_("call the two cards different numbers: spotlight"), ("ブーイング", "ブー"), WATCH_BOO, kinds=ARGS),
    Verb("reveal", "LUMINA reveal CARD", N_("turn the kuroko face up"), ("開示", "公開"), SPOT_REVEAL, kinds=ARGS),
    Verb("take", "PLAYER take", N_("(optional) record who took the presented pair onto their stage"), ("獲得", "移動"), SPOT_MISMATCH_MOVE,
         kinds=ARGS),
    Verb("open", "PLAYER open [SLOT =] CARD", N_("turn a set card face up (slot 1–13 optional)"), ("オープン", "表にする"), SPOT_MATCH_OPEN,
         kinds=ARGS),
    Verb("pair", "PLAYER pair CARD", N_("pair the opened card (to カミ) with a hand card of its number (to シモ)"), ("ペア",), SPOT_PAIR, kinds=ARGS),
    Verb("show", "PLAYER show CARD…", N_("show one's remaining hand at the curtain call"), ("手札公開", "見せる"), CALL_HAND, kinds=ARGS),
)

_VERB_OF = verb_table(VERBS)  # every spelling of a verb -> its name



def _card(event: Event, i: int) -> int | None:
    try:
        tok = event.args[i]
        return None if tok == "??" else C.SPELLINGS[tok]
    except IndexError:
        raise BadArgs(_("a card is missing"), i, _("a card such as 7S, 10H, KD or ??")) from None
    except KeyError:
        raise BadArgs(_("{word!r} is not a card", word=event.args[i]), i, _("a card such as 7S, 10H, KD, JK or ??"),
                      "LOG-CARD") from None


def _cards(event: Event, start: int) -> list[int | None]:
    return [c for c, _token in _cards_at(event, start)]


def _cards_at(event: Event, start: int) -> list[tuple[int | None, int]]:
    """The cards of ``args[start:]`` with the token each came from (``??*N`` expands to N unknowns). A count is held
    to the 53 cards of the game, and so is the line with it, before anything is made from it (docs/security.md)."""
    named = [C.SPELLINGS.get(tok) for tok in event.args[start:]]
    if None not in named:  # the usual case: every card named in full
        return [(card, i + 2) for i, card in enumerate(named, start)]
    out: list[tuple[int | None, int]] = []
    for i in range(start, len(event.args)):
        tok = event.args[i]
        card = C.SPELLINGS.get(tok)
        if card is not None:  # the usual case: a card named in full
            out.append((card, i + 2))
        elif tok.startswith("??*") or tok.startswith("??x"):
            n = count(tok[3:])
            if n is None:
                raise BadArgs(_("{word!r} is not a count of unseen cards", word=tok), i, _("??*N, for example ??*20"),
                              "LOG-CARD")
            if not 0 < n <= DECK:
                raise BadArgs(_("{word!r}: the count must be from 1 to {most}", word=tok, most=DECK), i,
                              _("??*N with N from 1 to {most} (the cards of the game)", most=DECK), "LOG-CARD")
            if len(out) + n > DECK:
                raise BadArgs(_("{word!r}: the line would name {count} cards; the game has {most}", word=tok,
                                count=len(out) + n, most=DECK), i, _("at most {most} cards in a line", most=DECK),
                              "LOG-CARD")
            out.extend([(None, i + 2)] * n)
        else:
            out.append((_card(event, i), i + 2))
    return out


def value_of(card: int, rule: str) -> int:
    """CC-RULING-CARD-VALUES: what a card counts for."""
    r = C.rank_of(card)
    if r == 1 and rule == "ace-high":
        return 14
    return r


#: the step each play verb belongs to
HOME = {"scout": SCOUT, "actor": ACTION, "kuroko": KUROKO, "clap": WATCH, "boo": WATCH, "reveal": REVEAL,
        "open": OPEN, "pair": PAIR}
SPOTLIGHT = frozenset((REVEAL, OPEN, OPEN2, PAIR))


class TurnPhase(StrEnum):
    """The phases of a turn the steps belong to (CC-TURN-PHASES: スカウト, アクション, ウォッチ, スポットライト): a line
    of the first while the last goes on begins the next turn."""

    SCOUT = "scout"
    ACTION = "action"
    KUROKO = "kuroko"
    WATCH = "watch"
    SPOTLIGHT = "spotlight"


class Part(Enum):
    """Whose step a step is (CC-TERM-ROLES): the turn's ルミナ, its ノクス, or the player who opens set cards in the
    spotlight (the presenter after a match, the watcher otherwise)."""

    LUMINA = "lumina"
    NOX = "nox"
    OPENER = "opener"


#: CC-TURN-PHASES: a turn, step by step. ルミナ scouts, presents an actor card then a kuroko card; ノクス calls (a clap
#: ends the turn, a boo brings the spotlight); in the spotlight ルミナ reveals the kuroko card, the opener opens a set
#: card (one more after the Joker) and pairs. ルミナ changes every turn. Steps only go forward.
TURN = Turn(
    steps=(
        TurnStep(SCOUT, TurnPhase.SCOUT, Part.LUMINA, PHASE_NAMES[SCOUT], frozenset(("scout",))),
        TurnStep(ACTION, TurnPhase.ACTION, Part.LUMINA, PHASE_NAMES[ACTION], frozenset(("actor",))),
        TurnStep(KUROKO, TurnPhase.KUROKO, Part.LUMINA, PHASE_NAMES[KUROKO], frozenset(("kuroko",))),
        TurnStep(WATCH, TurnPhase.WATCH, Part.NOX, PHASE_NAMES[WATCH], frozenset(("clap", "boo"))),
        TurnStep(REVEAL, TurnPhase.SPOTLIGHT, Part.LUMINA, PHASE_NAMES[REVEAL], frozenset(("reveal",))),
        TurnStep(OPEN, TurnPhase.SPOTLIGHT, Part.OPENER, PHASE_NAMES[OPEN], frozenset(("open",))),
        TurnStep(OPEN2, TurnPhase.SPOTLIGHT, Part.OPENER, PHASE_NAMES[OPEN2], frozenset(("open",))),
        TurnStep(PAIR, TurnPhase.SPOTLIGHT, Part.OPENER, PHASE_NAMES[PAIR], frozenset(("pair",))),
    ),
    setup=DEAL, over=OVER, setup_name=PHASE_NAMES[DEAL], over_name=PHASE_NAMES[OVER],
    opening=TurnPhase.SCOUT, closing=TurnPhase.SPOTLIGHT, swaps=True, order_clause=TERM_PHASES,
)
#: what a verb does, as "before …" says it (a step skipped)
DOING = {"actor": N_("presenting"), "kuroko": N_("presenting"), "clap": N_("the watch call"), "boo": N_("the watch call"),
         "reveal": N_("the spotlight"), "open": N_("the spotlight"), "pair": N_("the spotlight")}
#: a presenting event written before the turn it belongs to
EARLY_WHAT = {"scout": N_("the scout"), "actor": N_("the actor card"), "kuroko": N_("the kuroko card")}
#: what the table waits for in each phase (a log that ends early)
AWAITED = {
    DEAL: N_("the standby (deal)"), SCOUT: N_("Lumina's scout"), ACTION: N_("Lumina's actor card"),
    KUROKO: N_("Lumina's kuroko card"), WATCH: N_("Nox's clap or boo"), REVEAL: N_("the kuroko reveal"),
    OPEN: N_("a set card to be opened"),
}
#: how the game ended (Result.ending)
ENDINGS = {
    "joker": N_("the Joker was opened"),
    "last-card": N_("one set card was left"),
    "short-hand": N_("a Lumina could not present two cards"),
    "shown": N_("the hands were shown"),
}


#: the words lines of this game read, by kind (the same for every log)
VOCABULARY = {"card": {s: C.text(c) for s, c in C.SPELLINGS.items()}, "area": AREA_WORDS, "face": FACE_WORDS}

def _card_copy(thing: Any, c: Copier) -> Any:
    """A card as a copy of the table has it: a card the log named (a number) as it is, an unseen card its copy."""
    return c(thing) if isinstance(thing, Unknown) else thing


class CurtainCallState(Stepped):
    """The table: two hands, the set, each player's stage (カミ/シモ) and the presented pair.

    Each verb is read, followed, checked and done (referee/core/table.py): ``follow_…`` brings the
    picture to the step the event belongs to (a step skipped is reported once and owed), ``check_…``
    reports the clauses it breaks, ``do_…`` applies what happened at the table.
    """

    verbs = VERBS
    turn_order = TURN
    after_end = frozenset(("show",))
    pivotal_words = ("JK",)  # an open that ended the game, misread, shows only at the curtain call

    def __init__(self, game: "CurtainCall", players: list[str], options: dict[str, Any], judge: Any) -> None:
        super().__init__()  # what the referee keeps as it follows the table (TableState.follow, Stepped)
        self.game = game
        self.players = players
        self.judge = judge
        self.options = dict(options)
        self.ledger = Ledger(judge, DEAL_HANDS)
        L = self.ledger
        self.hand = [L.zone(f"hand:{p}", _("{player}'s hand", player=p)) for p in players]
        self.kami = [L.zone(f"kami:{p}", _("{player}'s カミ", player=p)) for p in players]
        self.shimo = [L.zone(f"shimo:{p}", _("{player}'s シモ", player=p)) for p in players]
        self.slots: list[Zone] = []  # the set, face down, by position 1..13
        self.opened = L.zone("main", _("the main stage (face up)"))
        self.discard = L.zone("out", _("out of the game"))
        self.limbo = L.zone("limbo", _("cards the log lost track of"))
        self.p_actor = L.zone("presented-actor", _("the presented actor card"))
        self.p_kuroko = L.zone("presented-kuroko", _("the presented kuroko card"))
        self.dealt = [False, False]
        self.lumina = 0  # index of the player who is ルミナ this turn
        self.turn_no = 1
        self.step = DEAL
        self.boos = [0, 0]
        self.claps = [0, 0]
        self.scouted = False
        self.call = ""  # the watch call of this turn: "clap" or "boo" (also when only implied)
        self.last_call = ""  # the call of the turn that just ended
        self.early: tuple[str, int] | None = None  # a call made before the watch phase, and who made it
        self.filled: dict[str, Any] = {}  # owed steps whose card was moved unseen: step -> the card moved
        self.implied_call = ""  # the call an owed watch step was read as
        self._defer_kind = ""  # why a move is held back: "turn" (may be early) or "who" (whose it is)
        #: a watch call by the presenter that the table took as the turn's call (no call of the watcher's came after it)
        self.call_stands = False
        self._defer_turn: int | None = None  # the turn a move was held back in
        self.turn_events = 0  # events in the current turn
        self.opener = 0
        self.open_card: int | None = None  # the non-Joker card waiting to be paired
        self.open_event: Event | None = None  # where it was opened
        self.open_thing: Any = None  # what the last open moved (a card, or an unseen card the log could not name)
        self.last_open: tuple[int, int, Zone] | None = None  # the last opened card, its opener and where it lies
        self.pair_owner = 0  # whose stage the presented pair went to
        self.rightful = 0  # who the rules said should open the last set card
        self.pair_cards: list[int] = []
        self.match = False
        self.ending = ""  # "joker", "last-card", "short-hand"
        self.unpaired = 0
        self.events = 0

    def copy_into(self, new: "CurtainCallState", c: Copier) -> None:
        """What a copy of the table has of its own (referee/core/copying.py): the zones, each once (the ledger holds
        them too), and each list and dictionary play changes."""
        super().copy_into(new, c)
        new.hand, new.kami, new.shimo = [c(z) for z in self.hand], [c(z) for z in self.kami], [c(z) for z in self.shimo]
        new.slots = [c(z) for z in self.slots]
        new.opened, new.discard, new.limbo = c(self.opened), c(self.discard), c(self.limbo)
        new.p_actor, new.p_kuroko = c(self.p_actor), c(self.p_kuroko)
        new.dealt, new.boos, new.claps, new.pair_cards = (self.dealt.copy(), self.boos.copy(), self.claps.copy(),
                                                          self.pair_cards.copy())
        new.filled = {k: _card_copy(v, c) for k, v in self.filled.items()}
        new.open_thing = _card_copy(self.open_thing, c)
        if self.last_open is not None:
            card, opener, zone = self.last_open
            new.last_open = (card, opener, c(zone))

    # -- the protocol -------------------------------------------------------

    def phase(self) -> str:
        return str(self.step)  # the phase's name (Phase is a str enum: its value)

    def turn(self) -> int:
        return self.turn_no

    def is_over(self) -> bool:
        return self.step == OVER

    @property
    def nox(self) -> int:
        return 1 - self.lumina

    def _who(self, name: str) -> int | None:
        return self.seat_of(name)

    def vocabulary(self) -> dict[str, dict[str, str]]:
        return VOCABULARY

    def expected_actor(self, verb: str) -> int | None:
        if self.step in (DEAL, OVER):
            return None
        if verb in ("scout", "actor", "kuroko", "reveal"):
            return self.lumina
        if verb in ("clap", "boo"):
            return self.nox
        if verb in ("open", "pair") and self.step in SPOTLIGHT:
            return self.opener
        return None

    def apply(self, event: Event, judge: Any) -> None:
        TableState.apply(self, event, judge)
        self.turn_events += 1

    def report_after_end(self, move: Move) -> None:
        """Play after the curtain call: CC-TERM-CURTAIN (Joker), CC-SPOT-ENDING (a new turn after the
        last-card spotlight), CC-CALL-END (any other play after it), CC-RULING-SHORT-HAND."""
        clause = {"joker": TERM_CURTAIN, "short-hand": R_SHORT_HAND.clause}.get(self.ending, CALL_END)
        if self.ending == "last-card" and move.verb == "scout":
            clause = SPOT_ENDING  # the log went on to an intermission instead of the curtain call
        if self.ending == "joker":
            message = _("the game is over (the Joker appeared): no more play after the curtain call")
        elif self.ending == "last-card":
            message = _("the game is over (one set card is left): no more play after the curtain call")
        elif self.ending == "short-hand":
            message = _("the game is over ({player} could not present two cards): no more play after the curtain call",
                        player=self.players[self.lumina])
        else:
            message = _("the game is over (the game is over): no more play after the curtain call")
        self.judge.violation(clause, move.event, message, token=1)

    # -- reading arguments --------------------------------------------------

    def _card_arg(self, move: Move, i: int, face_up: str | None = None, zone: Zone | None = None) -> int | None:
        """Argument ``i`` as a card (None: unseen). A card that cannot be read is read as unseen (reported),
        unless one card it may mean can be in ``zone``; ``face_up`` names a card everyone saw, which the log
        must write (marked with N_, said when it is missing)."""
        tok = move.event.args[i] if i < len(move.event.args) else None
        if tok is None:
            raise BadArgs(_("a card is missing"), i, _("a card such as 7S, 10H, KD or ??"))
        card = C.SPELLINGS.get(tok)
        if card is not None:
            return card
        if tok == "??":
            if face_up:
                raise BadArgs(_("{what} is face up: the log must name it", what=_(face_up)), i, _("the card, such as 7S"),
                              "LOG-HIDDEN-FACE-UP")
            return None
        fits = None if zone is None else (lambda name: self.ledger.holds(zone, C.SPELLINGS[name]))
        name = self.word(move, i, "card", unknown=True, fits=fits)
        return None if name is None else C.SPELLINGS[name]

    def read_deal(self, move: Move) -> tuple[int, list[tuple[int | None, int]]]:
        args = move.event.args
        if not args:
            raise BadArgs(_("the deal names a player"), 0, "table deal PLAYER CARD…")
        who = self._who(args[0])
        if who is None:
            raise BadArgs(_("{word!r} is not a player", word=args[0]), 0, either(self.players), "LOG-ACTOR")
        return who, _cards_at(move.event, 1)

    def read_set(self, move: Move) -> list[tuple[int | None, int]]:
        return _cards_at(move.event, 0)

    def read_scout(self, move: Move) -> tuple[int | None, int]:
        args = move.event.args
        skip = 0
        if len(args) >= 2 and self._who(args[0]) is not None:
            skip = 1
            if self._who(args[0]) == move.actor:
                raise BadArgs(_("one scouts from the opponent's hand, not one's own"), 0, _("the opponent's name"),
                              "LOG-ARGUMENT")
        if len(args) != 1 + skip:
            raise BadArgs(_("scout takes one card"), skip, "LUMINA scout [NOX] CARD")
        return self._card_arg(move, skip, zone=self._hand_of(1 - move.actor)), 2 + skip

    def _hand_of(self, seat: int) -> Zone | None:
        return self.hand[seat] if 0 <= seat < 2 else None

    def read_actor(self, move: Move) -> int | None:
        card = self._card_arg(move, 0, face_up=AN_ACTOR_CARD, zone=self._hand_of(move.actor))
        if len(move.event.args) > 1:
            self._placement_words(move, 1)
        return card

    def read_kuroko(self, move: Move) -> int | None:
        card = self._card_arg(move, 0, zone=self._hand_of(move.actor))
        if len(move.event.args) > 1:
            self._placement_words(move, 1)
        return card

    def _placement_words(self, move: Move, start: int) -> None:
        for i in range(start, len(move.event.args)):
            w = move.event.args[i]
            if not (w in AREA_WORDS or w.lower() in AREA_WORDS or w in FACE_WORDS or w.lower() in FACE_WORDS):
                raise BadArgs(_("{word!r} is not a place or a face", word=w), i, _("kami, shimo, face-up or face-down"))

    def _no_args(self, move: Move) -> None:
        if move.event.args:
            raise BadArgs(_("{verb} takes no arguments", verb=move.verb), 0, f"PLAYER {move.verb}")

    read_clap = read_boo = read_take = _no_args

    def read_reveal(self, move: Move) -> int | None:
        card = self._card_arg(move, 0, face_up=A_REVEALED_CARD,
                              zone=self.p_kuroko if len(self.p_kuroko) else self._hand_of(self.lumina))
        if len(move.event.args) > 1:
            raise BadArgs(_("reveal takes one card"), 1, "LUMINA reveal CARD")
        return card

    def read_open(self, move: Move) -> tuple[int | None, int | None]:
        """The card opened and the set position written (None: not written)."""
        args = move.event.args
        if not args:
            raise BadArgs(_("open takes a card, optionally after its position"), 0, "PLAYER open [SLOT =] CARD")
        slot = None
        if len(args) == 3 and args[1] == "=" or len(args) == 2 and args[0].endswith("="):
            raw = args[0].rstrip("=")
            slot = count(raw.lstrip("#"))
            if slot is None:
                raise BadArgs(_("{word!r} is not a set position", word=raw), 0, _("a position from 1 to 13"))
        elif len(args) != 1:
            raise BadArgs(_("open takes a card, optionally after its position"), 0, "PLAYER open [SLOT =] CARD")
        return self._card_arg(move, len(args) - 1, face_up=AN_OPENED_CARD), slot

    def read_pair(self, move: Move) -> int | None:
        if len(move.event.args) > 1:
            raise BadArgs(_("pair takes one card from the hand"), 1, "PLAYER pair CARD")
        return self._card_arg(move, 0, zone=self._hand_of(move.actor))

    def read_show(self, move: Move) -> list[tuple[int | None, int]]:
        return _cards_at(move.event, 0)

    # -- standby: CC-DEAL-HANDS, CC-DEAL-SET, CC-TERM-SET ---------------------

    def check_deal(self, move: Move) -> None:
        who, placed = move.args
        j, event = self.judge, move.event
        if self.step != DEAL:
            j.violation(TERM_PHASES, event, _("cards are dealt only in the standby phase, before play"), token=1)
        elif self.dealt[who]:
            j.violation(DEAL_HANDS, event, _("{player} was already dealt a hand", player=event.args[0]), token=2)
        elif len(placed) != HAND_SIZE:
            j.violation(DEAL_HANDS, event, _("{player} is dealt {n} cards", player=event.args[0], n=len(placed)), token=3,
                        expected=_("{n} cards", n=HAND_SIZE), observed=str(len(placed)))

    def do_deal(self, move: Move) -> None:
        who, placed = move.args
        if self.step != DEAL or self.dealt[who]:
            return  # a hand is dealt once: a second deal cannot have happened as written (reported)
        deal, hand, event = self.ledger.deal, self.hand[who], move.event
        for c, token in placed:
            deal(hand, c, HAND_DOMAIN, DEAL_HANDS, event, token)
        self.dealt[who] = True

    def check_set(self, move: Move) -> None:
        cards = [c for c, _token in move.args]
        j, event = self.judge, move.event
        if self.step != DEAL or self.slots:
            j.violation(TERM_PHASES, event, _("the set is laid out only in the standby phase"), token=1)
            return
        if len(cards) != SET_SIZE:
            j.violation(TERM_SET, event, _("the set has {n} cards", n=len(cards)), token=2, expected=_("{n} cards", n=SET_SIZE),
                        observed=str(len(cards)))
        if cards and None not in cards and C.JOKER not in cards:
            j.violation(DEAL_SET, event, _("the Joker is not in the set"), token=2,
                        expected=_("the Joker among the set cards"))

    def do_set(self, move: Move) -> None:
        if self.step != DEAL or self.slots:
            return  # the set is laid out once (reported)
        labels = slot_labels(len(move.args))
        for i, (c, token) in enumerate(move.args):
            z = self.ledger.zone(f"set:{i + 1}", labels[i])
            self.ledger.deal(z, c, SET_DOMAIN, DEAL_SET, move.event, token)
            self.slots.append(z)

    def start_play(self, event: Event, actor: int = TABLE) -> None:
        """The first play event: the standby must be complete (CC-DEAL-SET starts the game)."""
        missing = [self.players[i] for i in (0, 1) if not self.dealt[i]]
        if missing or not self.slots:
            if len(missing) == 2:
                what = _("no hand dealt to {first} and {second}", first=missing[0], second=missing[1])
            elif missing:
                what = _("no hand dealt to {player}", player=missing[0])
            else:
                what = _("the set is not laid out")
            self.judge.violation(DEAL_SET, event, _("play begins before the standby is complete: {what}; play goes on "
                                                    "as if it had been done, unseen", what=what), token=1)
            for i in (0, 1):  # the table plays on: what the standby would have laid out is there, unseen
                if not self.dealt[i]:
                    for _card_no in range(HAND_SIZE):
                        self.ledger.deal(self.hand[i], None, HAND_DOMAIN, DEAL_HANDS, event, 0)
                    self.dealt[i] = True
            if not self.slots:
                for k in range(SET_SIZE):
                    z = self.ledger.zone(f"set:{k + 1}", _("set card {n}", n=k + 1))
                    self.ledger.deal(z, None, SET_DOMAIN, DEAL_SET, event, 0)
                    self.slots.append(z)
        self.step = SCOUT
        self.turn_events = 0
        self._start_turn()

    def _set_left(self) -> int:
        """How many face-down set cards are still on the main stage."""
        return sum(1 for z in self.slots if z.known or z.hidden)

    # -- following the table: where in the turn an event belongs ---------------------------------

    def _standby_pending(self, move: Move) -> bool:
        """A play event before the standby is complete: held, in case the deal or set lines follow."""
        if self.step != DEAL or self.releasing() or self.deferred() is not None:
            return False
        if all(self.dealt) and self.slots:
            return False
        self.defer(move)
        self._defer_kind = "standby"
        return True

    def _follow(self, move: Move) -> None:
        """Bring the picture to the step ``move`` belongs to: the turn the table has moved on to, and the
        steps of it that were skipped (each reported once, at the first event that proves it, and owed)."""
        if self.step == DEAL and self._standby_pending(move):
            return
        held = self.deferred()
        if held is None and self.step == HOME[move.verb] and not self._late(move) \
                and move.actor == (self.opener if move.verb in ("open", "pair") else self.lumina):
            return  # the usual line: the step the table is at, by the player whose step it is (nothing held or owed)
        if held is not None and self._defer_kind == "standby":
            self.release()  # the standby did not go on: play begins at the held event
        if self.step == DEAL:
            self.start_play(move.event, move.actor)
        if self.step == OVER:
            return
        pending = self.deferred()
        if pending is not None and self._defer_kind == "who":
            self._resolve_who(pending, move)
            pending = None
        if pending is not None and self._defer_kind == "step" and move.verb not in ("open", "reveal", "take", "clap", "boo"):
            self.release()  # no open came: it is run as it stands (and reported)
            pending = None
        if pending is not None and self._defer_kind == "turn" and not self._continues_turn(move):
            if self.step in (SCOUT, ACTION, KUROKO) and self.early is None:
                self.release()  # this turn's presenting goes on: the held event is run as written, out of turn
            else:
                # the next turn had begun at the held event: what this turn left undone is reported there
                self._close_turn(pending)
                self.release()
        if self.step == OVER:
            # a held event run above may have ended the game (a pairing on the last set card, a clap that leaves the
            # next Lumina short of cards): this line comes after the curtain call, and the core reports it so. From
            # here on the table is at a step of a turn (TURN).
            return
        if self._late(move):
            return
        home = HOME[move.verb]
        if self._just_ended() and home not in (SCOUT, ACTION, KUROKO):
            return  # it belongs to the spotlight or the call that just ended (checked as such)
        if move.verb == "pair" and self.step in (WATCH, REVEAL, OPEN) and not self.releasing() and self.deferred() is None:
            self.defer(move)  # nothing is opened yet to pair: written early, or paired with nothing
            self._defer_kind = "step"
            self._defer_turn = self.turn_no
            return
        presenting = move.verb in ("scout", "actor", "kuroko") and self.step in (SCOUT, ACTION, KUROKO) and self.early is None
        if presenting and self._who_did(move):
            return  # held until the next line says who did it
        if self._starts_next_turn(move) or (presenting and move.actor == self.nox and self.early is None
                                            and (move.verb != "scout" or self.step != SCOUT)):
            if not self.releasing() and self.deferred() is None:
                # written early, or this turn was cut short: the next line tells
                self.defer(move)
                self._defer_kind = "turn"
                self._defer_turn = self.turn_no
                return
            if not presenting:
                self._close_turn(move)
                if self.step == OVER:
                    return
        if not presenting and self._who_did(move):
            return
        rank = self.turn_order.rank
        if rank[home] > rank[self.step] and not (home == PAIR and self.step == OPEN2):
            self.pass_to(move, home, said=self.early is not None)  # the early call was reported: the same slip

    follow_scout = follow_actor = follow_kuroko = follow_reveal = follow_open = follow_pair = _follow

    def _follow_call(self, move: Move) -> None:
        """A call never moves the picture on by itself: one made before the cards are presented is an early
        call (reported), used only if the table then goes on without another."""
        if self.step == DEAL and self._standby_pending(move):
            return
        if self.deferred() is not None and self._defer_kind == "standby":
            self.release()
        if self.step == DEAL:
            self.start_play(move.event, move.actor)
        pending = self.deferred()
        if pending is not None and self._defer_kind == "who":
            self._resolve_who(pending, move)
        if self.step == WATCH:
            self._who_did(move)

    follow_clap = follow_boo = _follow_call

    def follow_take(self, move: Move) -> None:
        pending = self.deferred()
        if pending is not None and self._defer_kind == "who":
            self._resolve_who(pending, move)

    def _continues_turn(self, move: Move) -> bool:
        """Does ``move`` go on with the current, unfinished turn (its presenting, its call or its spotlight)?"""
        if move.verb in ("clap", "boo", "reveal", "open", "pair", "take"):
            return True
        return move.actor == self.lumina and (self.step in (SCOUT, ACTION, KUROKO) or self._late(move))

    def settle_deferred(self) -> None:
        pending = self.deferred()
        if pending is not None and self._defer_kind == "standby":
            self.release()
            return
        if pending is not None and self._defer_kind == "who":
            # the log ends with it: nothing after it shows another did it, and the log's word stands (docs/slips.md)
            self.call_stands = pending.verb in ("clap", "boo")
        elif pending is not None and self.step not in (OVER, DEAL):
            self._close_turn(pending)
        self.release()

    def _in_spotlight_turn(self) -> bool:
        return self.turn_no == (self.turn_no if self._defer_turn is None else self._defer_turn)

    def written_early(self, early: Move, now: Move) -> None:
        """CC-TERM-PHASES: an event of the next turn written before this turn was over, read after it."""
        if self._defer_kind == "standby":
            self.judge.violation(TERM_PHASES, early.event, _("play begins after the standby (the deal and the set): read "
                                                             "after line {line}", line=now.event.line), token=1,
                                 expected=_("after line {line}", line=now.event.line))
            return
        if self._defer_kind == "step":
            self.judge.violation(SPOT_PAIR, early.event, _("the opened card is paired after it is opened: read after line "
                                                           "{line}", line=now.event.line), token=1,
                                 expected=_("after line {line}", line=now.event.line))
            return
        what = _(EARLY_WHAT[early.verb]) if early.verb in EARLY_WHAT else early.verb
        self.judge.violation(TERM_PHASES, early.event, _("{what} of turn {next} comes after turn {turn} is over: read after "
                                                         "line {line}", what=what, next=self._defer_turn + 1,
                                                         turn=self._defer_turn, line=now.event.line), token=1,
                             expected=_("after line {line}", line=now.event.line))

    def due(self) -> bool:
        if self._defer_kind == "standby":
            return all(self.dealt) and bool(self.slots)
        if self._defer_kind == "step":
            return self.step in (PAIR, OVER) or not self._in_spotlight_turn()
        if self._defer_kind != "turn":
            return False
        return self.step == OVER or self.turn_no != (self.turn_no if self._defer_turn is None else self._defer_turn)

    def _who_did(self, move: Move) -> bool:
        """A step done in turn under the name of a player whose step it is not. When the card it names can
        only have come from the hand of the player whose step it is, the name is the slip: said, as a
        notation error, and the event is read as that player's. When nothing shows who did it (an unseen
        card, a call), the event is held until the next line: if the rightful player then does the step,
        the other did it too (out of turn, as written); if not, the name was the slip. True when held."""
        verb, actor = move.verb, move.actor
        if verb in ("scout", "actor", "kuroko"):
            rightful = self.lumina
        elif verb == "pair" and self.step == PAIR:
            rightful = self.opener
        elif verb in ("clap", "boo") and self.step == WATCH:
            rightful = self.nox
        else:
            return False
        if actor == rightful or actor < 0 or self.releasing():
            return False
        card = move.args[0] if verb == "scout" else move.args if verb != "clap" and verb != "boo" else None
        if card is None:
            if self.deferred() is None:
                self.defer(move)
                self._defer_kind = "who"
                return True
            return False
        source = (lambda seat: self.hand[1 - seat]) if verb == "scout" else (lambda seat: self.hand[seat])
        if self.ledger.holds(source(actor), card) or not self.ledger.holds(source(rightful), card):
            return False
        self._read_as(move, rightful, _("this {verb} is {player}'s, and {card} can only have come from {zone}", verb=verb,
                                        player=self.players[rightful], card=C.text(card), zone=source(rightful).label))
        return False

    def _read_as(self, move: Move, seat: int, why: str) -> None:
        name = self.players[seat]
        self.judge.word_slip("LOG-ACTOR", move.event, _("{why}: read as {player}'s {verb} (the log names {actor})", why=why,
                                                        player=name, verb=move.verb, actor=move.event.actor),
                             0, name, expected=name)
        move.actor = seat

    def _resolve_who(self, pending: Move, move: Move) -> None:
        """The line after a held event of the wrong name: the rightful player doing the same step shows the
        held one was done by the other, out of turn (run as written). A call (clap or boo) is a call whoever makes
        it: when the watcher does not call after it, the table took it as the turn's call, and the log's word stands
        (run as written, a violation of the presenter's; docs/slips.md). A step of the presenter's otherwise was
        the name's slip: as written, the rightful player would have skipped it, and the next line goes on as if
        the rightful player had done it."""
        rightful = {"clap": self.nox, "boo": self.nox, "pair": self.opener}.get(pending.verb, self.lumina)
        same = move.verb == pending.verb or (pending.verb in ("clap", "boo") and move.verb in ("clap", "boo"))
        if pending.verb in ("clap", "boo") and not (same and move.actor == rightful):
            self.call_stands = True
        elif not (same and move.actor == rightful):
            self._read_as(pending, rightful, _("this {verb} is {player}'s, and the next line goes on as if {player} had "
                                               "done it", verb=pending.verb, player=self.players[rightful]))
        elif pending.verb in ("actor", "kuroko") and pending.actor == self.nox:
            # the other player's own presenting, while this turn's goes on: perhaps the next turn's, written early
            self._defer_kind = "turn"
            self._defer_turn = self.turn_no
            return
        self.release()

    def _late(self, move: Move) -> bool:
        """Is ``move`` a step done late, by the player whose step it was: one reported skipped (owed), in this
        turn or the last, or a pairing right after the spotlight ended? It is applied where it belongs,
        without moving the picture on."""
        v = move.verb
        if v == "pair":
            return self.step != PAIR and self._pairing() is not None
        if not self.owes(HOME[v], prev=True, seat=move.actor):
            return False
        if v in ("clap", "boo"):
            return v == self.implied_call
        return True

    def _starts_next_turn(self, move: Move) -> bool:
        """A presenting event (scout, actor, kuroko) once the current turn's presenting is over belongs to
        the next turn."""
        if move.verb not in ("scout", "actor", "kuroko"):
            return False
        if self.step in SPOTLIGHT:
            return True
        if self.early is not None and self.step in (ACTION, KUROKO) and move.actor == self.nox:
            return True  # the call was made (early): the next Lumina's play begins the next turn
        return self.step == WATCH and move.actor == self.nox

    def _close_turn(self, move: Move) -> None:
        """The next turn has begun: what this turn left undone is reported once, then the intermission."""
        event, j = move.event, self.judge
        L, N = self.players[self.lumina], self.players[self.nox]
        if self.step in (ACTION, KUROKO) and self.early is not None:
            # called early, and the next turn began: the cards the call was about were presented, unseen
            if not len(self.p_actor):
                self.owe(ACTION, self.lumina)
            if not len(self.p_kuroko):
                self.owe(KUROKO, self.lumina)
            self.step = WATCH
        if self.step == WATCH:
            early = self.early
            if early is not None and early[0] == "clap":  # the early clap (reported) is the call the table acted on
                self._do_call("clap", early[1], event)
                return
            if early is not None:  # an early boo, and no spotlight: reported as a missing spotlight
                self.boos[early[1]] += 1
                self.call = self.last_call = "boo"
                self.step = REVEAL
            else:
                # CC-WATCH-CHOICE: no call was recorded, and the turn went on as after a clap
                j.violation(WATCH_CHOICE, event, _("{nox} made no call (clap or boo) on {lumina}'s two cards before the next "
                                                   "turn: read as a clap, after which the turn goes to the intermission",
                                                   nox=N, lumina=L), token=0, actor=N)
                self.owe(WATCH, self.nox)
                self.implied_call = "clap"
                self._do_call("clap", self.nox, event)
                return
        if self.step == REVEAL:
            j.violation(WATCH_BOO, event, _("after a boo comes the spotlight: the kuroko card must be turned face up"),
                        token=1, actor=L)
            self.owe(REVEAL, self.lumina)
            self._fill_presented(event)
            self.pair_owner = self.lumina
            self._move_pair(self.kami[self.lumina], self.shimo[self.lumina], event)
            self._intermission()
        elif self.step == OPEN:
            if self.match is None:  # nobody opened: the pair stays where it was presented
                self._pair_goes(self.lumina, event)
            clause = SPOT_MATCH_OPEN if self.match else SPOT_MISMATCH_OPEN
            j.violation(clause, event, _("{player} must open a set card in the spotlight", player=self.players[self.opener]),
                        token=1, actor=self.players[self.opener])
            self.owe(OPEN, self.opener)
            self._intermission()
        elif self.step == OPEN2:
            j.violation(SPOT_JOKER, event, _("after the Joker one more set card is opened"), token=1,
                        actor=self.players[self.opener])
            self.ledger.move(self.opened, self.shimo[self.opener], C.JOKER, event, 0)
            self._curtain("joker")
        elif self.step == PAIR:
            self._end_spotlight(event, pairing=False)

    # -- the turn (TURN): whose step; a step passed over ----------------------------------------------------

    def role(self, seat: int) -> Part:
        return Part.LUMINA if seat == self.lumina else Part.NOX

    def seat_for(self, role: Enum) -> int:
        return self.lumina if role is Part.LUMINA else self.nox if role is Part.NOX else self.opener

    def leave_step(self, event: Event, passing: Passing | None = None) -> None:
        """The step the table is at was passed over on the way to a later line's (``passing``): what it left undone is
        reported (once for the whole jump), owed, and its outcome taken from what the table did next. The table's
        own play leaves its steps in the handlers that do it (a presenting, a call, an open); this is only called
        passing over."""
        step = self.step
        self.step = self.turn_order.after(step)
        if passing is None:
            return
        move, home, report = passing.move, passing.to, passing.report
        L, N = self.players[self.lumina], self.players[self.nox]
        doing = _(DOING[move.verb]) if move.verb in DOING else move.verb
        if step == SCOUT:
            if len(self.hand[self.nox]) > 0:
                report(SCOUT_DRAW, _("the scout phase comes first: {lumina} draws a card from {nox}'s hand before {doing}",
                                     lumina=L, nox=N, doing=doing), actor=L)
                self.owe(SCOUT, self.lumina)
                # the scout is mandatory: an unseen card went from Nox's hand to Lumina's; a late scout line names it
                self.filled[SCOUT] = self.ledger.move(self.hand[self.nox], self.hand[self.lumina], None, event, 0)
                self.scouted = True
        elif step == ACTION:
            if home == KUROKO:
                report(ACTION_KUROKO, _("the kuroko card follows the actor card (続けて): present the actor card first"),
                       actor=L)
            elif home == WATCH:
                report(WATCH_CHOICE, _("{nox} calls on {lumina}'s two presented cards (役者札・黒子札): none was presented",
                                       nox=N, lumina=L), actor=L)
            else:
                report(ACTION_ACTOR, _("{lumina} presents an actor card (役者札) before {doing}", lumina=L, doing=doing),
                       actor=L)
            self.owe(ACTION, self.lumina)
        elif step == KUROKO:
            if home == WATCH:
                report(WATCH_CHOICE, _("{nox} calls on {lumina}'s two presented cards (役者札・黒子札): the kuroko card "
                                       "was not presented yet", nox=N, lumina=L), actor=L)
            else:
                report(ACTION_KUROKO, _("{lumina} presents a kuroko card (黒子札) before {doing}", lumina=L, doing=doing),
                       actor=L)
            self.owe(KUROKO, self.lumina)
        elif step == WATCH:
            early = self.early
            if early is not None and early[0] == "boo":  # the early boo (reported) led to this spotlight
                self.boos[early[1]] += 1
            elif early is not None:
                report(WATCH_CLAP, _("after a clap the turn goes to the intermission: there is no spotlight"))
            else:
                # no call recorded, but a spotlight follows: a boo (the only call that leads there)
                report(WATCH_BOO, _("a spotlight follows only a boo, and {nox} made no call: read as a boo", nox=N),
                       token=0, actor=N)
                self.owe(WATCH, self.nox)
                self.implied_call = "boo"
                self.boos[self.nox] += 1
            self.early = None
            self.call = self.last_call = "boo"
        elif step == REVEAL:
            report(SPOT_REVEAL, _("the kuroko card is turned face up before a set card is opened"), actor=L)
            self.owe(REVEAL, self.lumina)
            # who opens says how the numbers came out: the presenter after a match, the watcher otherwise
            self.match = move.actor == self.lumina
            self.pair_owner = self.lumina if self.match else self.nox
            self.pair_cards = list(self.p_actor.known) + list(self.p_kuroko.known)
            self._move_pair(self.kami[self.pair_owner], self.shimo[self.pair_owner], event)
            self.opener = self.pair_owner
        elif step == OPEN:
            clause = SPOT_MATCH_OPEN if self.match else SPOT_MISMATCH_OPEN
            report(clause, _("{player} opens a set card before pairing", player=self.players[self.opener]),
                   actor=self.players[self.opener])
            live = [z for z in self.slots if len(z)]
            if live:  # a set card was opened, which one is not known: one of those left, unseen
                thing = self.ledger.take_one_of(live, event, 0)
                self.ledger.put(self.opened, thing)
            self.open_card = None
            self.open_event = event
            self.last_open = None

    # -- one turn -----------------------------------------------------------

    def _role_check(self, event: Event, actor: int, role: int, step: str) -> None:
        """CC-TERM-ROLES (turn 1) / CC-INTER-SWAP (later turns): the right person acts."""
        if actor == role:
            return
        name = self.players[role]
        part = _("ルミナ (Lumina)") if role == self.lumina else _("ノクス (Nox)")
        if self.turn_no == 1:
            self.judge.violation(TERM_ROLES, event, _("{step} is for {part}, who is {player} in the first turn", step=step,
                                                      part=part, player=name), token=0,
                                 expected=name, observed=event.actor)
        else:
            self.judge.violation(INTER_SWAP, event, _("roles swap at every intermission: {step} is for {part}, who is {player} "
                                                      "in turn {turn}", step=step, part=part, player=name, turn=self.turn_no),
                                 token=0, expected=name, observed=event.actor)

    def _card_from(self, event: Event, owner: int, card: int | None, clause: str, what: str, token: int,
                   filled: bool = False) -> None:
        """CC-SCOUT-DRAW / CC-ACTION-ACTOR / CC-ACTION-KUROKO: the card comes out of ``owner``'s hand; a card
        the table's facts put elsewhere is reported (and the event's card is read as unseen). ``what``: the card
        as the message says it (marked with N_). ``filled``: a late line of a step the table already read as done
        with an unseen card of the hand (``filled``): the card it names may be that one, unless the table saw it
        elsewhere."""
        hand = self.hand[owner]
        if card is None or (not filled and self.ledger.holds(hand, card)):
            return
        if filled and self.ledger.where.get(card) in (None, self.p_actor, self.p_kuroko, *self.kami, *self.shimo):
            return  # (the unseen card may be it, or it lies where a presented card goes: the line named it before)
        if not self.ledger.dispute(card):
            return
        where = self.ledger.where.get(card)
        if where is not None:
            message = _("the {what} comes from {hand}, but {card} is in {zone}: read as an unseen card of it", what=_(what),
                        hand=hand.label, card=C.text(card), zone=where.label)
        else:
            message = _("the {what} comes from {hand}, but {card} is not in {hand}: read as an unseen card of it", what=_(what),
                        hand=hand.label, card=C.text(card))
        self.judge.violation(clause, event, message, token=token, expected=_("a card of {hand}", hand=hand.label),
                             observed=C.text(card))

    def _from_hand(self, event: Event, owner: int, card: int | None, dst: Zone, token: int, hint: Any = None) -> None:
        """What happened: a card of ``owner``'s hand went to ``dst`` (an unseen one where the log's card
        cannot have come from that hand; one of ``hint``, the cards a mistyped word may have meant)."""
        hand = self.hand[owner]
        thing = self.ledger.move(hand, dst, self.ledger.resolve(hand, card), event, token)
        if hint and card is None and thing is not None and not isinstance(thing, int):
            narrowed = thing.domain & frozenset(C.SPELLINGS[h] for h in hint)
            if narrowed:
                thing.domain = narrowed

    def check_scout(self, move: Move) -> None:
        card, token = move.args
        event, actor = move.event, move.actor
        if self.step == OVER:
            return
        late = self._late(move)
        if late:
            pass  # the scout done late: reported where it was skipped
        elif self.step == SCOUT:
            if actor != self.lumina:
                self._role_check(event, actor, self.lumina, _("the scout"))
            if not self.hand[1 - actor].known and not self.hand[1 - actor].hidden:
                self.judge.violation(SCOUT_DRAW, event, _("{player} has no card to draw", player=self.players[1 - actor]),
                                     token=1, expected=_("no scout: an empty hand skips the scout (CC-RULING-SHORT-HAND)"))
        elif self.scouted and actor == self.lumina and self.step in (ACTION, KUROKO, WATCH):
            self.judge.violation(SCOUT_DRAW, event, _("only one card is drawn in the scout phase: no redraw"), token=1)
        else:
            self.judge.violation(TERM_PHASES, event, _("drawing from the opponent's hand belongs to the scout phase, not the "
                                                       "{phase} phase", phase=phase_name(self.step)), token=1)
        self._card_from(event, 1 - actor, card, SCOUT_DRAW, SCOUTED_CARD, token, late and SCOUT in self.filled)

    def do_scout(self, move: Move) -> None:
        card, token = move.args
        actor = move.actor
        if self.step == OVER:
            return
        if self._late(move):
            self.paid(SCOUT, seat=actor)
            if SCOUT in self.filled:
                self._name_filled(SCOUT, card, self.hand[actor], move.event, token)
            else:
                self._from_hand(move.event, 1 - actor, card, self.hand[actor], token)
            if actor == self.lumina:
                self.scouted = True
            return
        self._from_hand(move.event, 1 - actor, card, self.hand[actor], token, move.hints.get(token - 2))
        if self.step == SCOUT:
            self.scouted = True
            self.step = ACTION

    def _placement(self, move: Move, area: str, face: str, card_kind: str) -> None:
        """CC-TERM-KAMI-SHIMO, CC-TERM-FACES: the optional words after the card say where and how it was put
        (``card_kind``: the card as a message says it, marked with N_)."""
        event = move.event
        for i in range(1, len(event.args)):
            w = event.args[i]
            if w in AREA_WORDS or w.lower() in AREA_WORDS:
                got = AREA_WORDS.get(w) or AREA_WORDS[w.lower()]
                if got != area:
                    self.judge.violation(
                        TERM_KAMI_SHIMO, event,
                        _("the {card} goes to {area}, not {other}", card=_(card_kind), area="カミ" if area == "kami" else "シモ",
                          other="カミ" if got == "kami" else "シモ"),
                        token=i + 2, expected=area, observed=got,
                    )
            else:
                got = FACE_WORDS.get(w) or FACE_WORDS[w.lower()]
                if got != face:
                    self.judge.violation(TERM_FACES, event, _("the {card} is played {face}, not {other}", card=_(card_kind),
                                                              face=_(FACE_NAMES[face]), other=_(FACE_NAMES[got])),
                                         token=i + 2, expected=_(FACE_NAMES[face]), observed=_(FACE_NAMES[got]))

    def check_actor(self, move: Move) -> None:
        event, actor, card = move.event, move.actor, move.args
        if self.step == OVER:
            return
        late = self._late(move)
        if self.step == ACTION or late:
            if actor != self.lumina and not late:
                self._role_check(event, actor, self.lumina, _("presenting"))
            if len(event.args) > 1:  # the optional words after the card
                self._placement(move, "kami", "up", ACTOR_CARD)
        elif self.step in (KUROKO, WATCH) and actor == self.lumina and len(self.p_actor):
            self.judge.violation(ACTION_ACTOR, event, _("one actor card (役者札を1枚) per turn: an actor card was already "
                                                        "presented"), token=1)
        else:
            self.judge.violation(TERM_PHASES, event, _("presenting an actor card belongs to the action phase, not the "
                                                       "{phase} phase", phase=phase_name(self.step)), token=1)
        self._card_from(event, actor, card, ACTION_ACTOR, ACTOR_CARD, 2, late and ACTION in self.filled)

    def do_actor(self, move: Move) -> None:
        self._do_present(move, ACTION, self.p_actor, self.kami)

    def _do_present(self, move: Move, step: str, zone: Zone, stage: list[Zone]) -> None:
        """A card presented (actor or kuroko) in its step, late, or as an extra card where the log says."""
        event, actor, card = move.event, move.actor, move.args
        if self.step == OVER:
            return
        if self._late(move):
            now = self.owes(step)  # owed in this turn (else in the last one, whose pair is on a stage now)
            self.paid(step, seat=actor)
            if step in self.filled:
                self._name_filled(step, card, None, event, 2)
            else:
                dst = zone if now and self.step in (KUROKO, WATCH, REVEAL) else stage[self.pair_owner]
                self._from_hand(event, actor, card, dst, 2)
        elif self.step == step and not zone.known and not zone.hidden:
            self._from_hand(event, actor, card, zone, 2, move.hints.get(0))
            if step == ACTION:
                self.step = WATCH if self.p_kuroko.known or self.p_kuroko.hidden else KUROKO
            else:
                self.step = WATCH
        else:
            self._from_hand(event, actor, card, stage[actor], 2)  # an extra card, where the log says it went

    def _fill_presented(self, event: Event, kuroko: int | None = None) -> None:
        """The call (or the reveal) shows two cards were presented: a presenting step still owed moved a card of
        Lumina's hand, unseen (the kuroko: the revealed card); a late line naming it says which."""
        hand = self.hand[self.lumina]
        if not self.p_actor.known and not self.p_actor.hidden and self.owes(ACTION, seat=self.lumina):
            self.filled[ACTION] = self.ledger.move(hand, self.p_actor, None, event, 0)
        if not self.p_kuroko.known and not self.p_kuroko.hidden and self.owes(KUROKO, seat=self.lumina):
            if kuroko is not None and self.ledger.holds(hand, kuroko):
                self.ledger.move(hand, self.p_kuroko, kuroko, event, 2)
                self.filled[KUROKO] = kuroko
            else:
                self.filled[KUROKO] = self.ledger.move(hand, self.p_kuroko, None, event, 0)

    def _name_filled(self, step: str, card: int | None, zone: Zone | None, event: Event, token: int) -> None:
        """A late line names the card an owed step moved unseen: the unseen card turns out to be it."""
        thing = self.filled.pop(step, None)
        if card is None or thing is None or isinstance(thing, int):
            return
        where = zone or next((z for z in self.ledger.zones.values() if thing in z.hidden), None)
        if where is not None and card not in self.ledger.where and self.ledger.holds(where, card):
            self.ledger.reveal(where, card, event, token)

    def check_kuroko(self, move: Move) -> None:
        event, actor, card = move.event, move.actor, move.args
        if self.step == OVER:
            return
        late = self._late(move)
        if (self.step == KUROKO and not self.p_kuroko.known and not self.p_kuroko.hidden) or late:
            if actor != self.lumina and not late:
                self._role_check(event, actor, self.lumina, _("presenting"))
            if len(event.args) > 1:  # the optional words after the card
                self._placement(move, "shimo", "down", KUROKO_CARD)
        elif self.step in (KUROKO, WATCH) and actor == self.lumina and len(self.p_kuroko):
            self.judge.violation(ACTION_KUROKO, event, _("one kuroko card (黒子札を1枚) per turn: a kuroko card was already "
                                                         "presented"), token=1)
        else:
            self.judge.violation(TERM_PHASES, event, _("presenting a kuroko card belongs to the action phase, not the "
                                                       "{phase} phase", phase=phase_name(self.step)), token=1)
        self._card_from(event, actor, card, ACTION_KUROKO, KUROKO_CARD, 2, late and KUROKO in self.filled)

    def do_kuroko(self, move: Move) -> None:
        self._do_present(move, KUROKO, self.p_kuroko, self.shimo)

    def _check_call(self, move: Move) -> None:
        event, actor = move.event, move.actor
        if self.step == OVER:
            return
        if self.step == WATCH:
            if actor != self.nox:
                self._role_check(event, actor, self.nox, _("the watch call"))
        elif self._late(move):
            pass  # the call written late: its outcome was read from what the table did (reported there)
        elif self.step in SPOTLIGHT or (self._just_ended() and self.last_call) or self.early is not None:
            self.judge.violation(WATCH_CHOICE, event, _("the watcher makes one call per turn: clap or boo, not both and not "
                                                        "twice"), token=1)
        elif move.verb == "clap":
            self.judge.violation(TERM_PHASES, event, _("a clap belongs to the watch phase, not the {phase} phase",
                                                       phase=phase_name(self.step)), token=1)
        else:
            self.judge.violation(TERM_PHASES, event, _("a boo belongs to the watch phase, not the {phase} phase",
                                                       phase=phase_name(self.step)), token=1)

    check_clap = check_boo = _check_call

    def _do_call_move(self, move: Move) -> None:
        if self.step == WATCH:
            if move.actor == self.nox or self.call_stands:
                self.call_stands = False
                self._do_call(move.verb, move.actor, move.event)
            # (a call by the presenter that the watcher's call followed is no call: the watcher's is)
        elif self._late(move):
            self.paid(WATCH, seat=move.actor)
        elif self.step in (SCOUT, ACTION, KUROKO) and self.early is None and not self._just_ended():
            self.early = (move.verb, move.actor)  # called before the cards were presented

    do_clap = do_boo = _do_call_move

    def _do_call(self, call: str, actor: int, event: Event) -> None:
        self.early = None
        self.call = self.last_call = call
        self._fill_presented(event)
        if call == "clap":
            self.claps[actor] += 1
            # CC-RULING-CLAP-PAIR: what becomes of the presented pair
            if self.options["clap-pair"] == "discard":
                self._move_pair(self.discard, self.discard, event)
            else:
                self._move_pair(self.kami[self.lumina], self.shimo[self.lumina], event)
            self._intermission()
        else:
            self.boos[actor] += 1
            self.step = REVEAL

    def _move_pair(self, actor_zone: Zone, kuroko_zone: Zone, event: Event) -> None:
        L = self.ledger
        for src, dst in ((self.p_actor, actor_zone), (self.p_kuroko, kuroko_zone)):
            for c in list(src.known):
                L.move(src, dst, c, event, 0)
            while src.hidden:
                L.move(src, dst, None, event, 0)

    # -- spotlight ----------------------------------------------------------

    def check_reveal(self, move: Move) -> None:
        event, actor, card = move.event, move.actor, move.args
        if self.step == OVER:
            return
        if self.step == REVEAL:
            if actor != self.lumina:
                self._role_check(event, actor, self.lumina, _("turning the kuroko face up"))
            z = self.p_kuroko
            if z.known and z.known[0] != card:
                self.judge.violation(SPOT_REVEAL, event, _("the kuroko card was recorded as {recorded}, but {card} was turned "
                                                           "up", recorded=C.text(z.known[0]), card=C.text(card)),
                                     token=2, expected=C.text(z.known[0]), observed=C.text(card))
        elif self._late(move):
            pass  # turned up late: reported where the spotlight went on without it
        elif self.step in (SCOUT, ACTION) and self.turn_events == 0 and self.last_call == "clap":
            self.judge.violation(WATCH_CLAP, event, _("after a clap the turn goes to the intermission: there is no spotlight"),
                                 token=1)
        else:
            self.judge.violation(TERM_PHASES, event, _("turning the kuroko face up belongs to the spotlight phase, not the "
                                                       "{phase} phase", phase=phase_name(self.step)), token=1)

    def do_reveal(self, move: Move) -> None:
        event, card = move.event, move.args
        if self.step == REVEAL:
            self._fill_presented(event, card)
            z = self.p_kuroko
            hand = self.hand[self.lumina]
            if z.known and z.known[0] != card and self.ledger.holds(hand, card):
                # the card turned up is what the table saw: the kuroko was that card, the one recorded is still in hand
                self.ledger.move(z, hand, z.known[0], event, 2)
                self.ledger.move(hand, z, card, event, 2)
            elif len(z) and not z.known and card is not None:
                self.ledger.reveal(z, card, event, 2)
            shown = z.known[0] if z.known else card
            rank = C.rank_of(shown) if shown is not None else self._hint_rank(move, 0)
            actor_card = self.p_actor.known[0] if self.p_actor.known else None
            self.pair_cards = [c for c in (actor_card, shown) if c is not None]
            self.step = OPEN
            if actor_card is None or rank is None:
                # a card of the two was never named: who opens will say how the numbers came out
                self.match = None  # type: ignore[assignment]
                return
            self.match = C.rank_of(actor_card) == rank
            self._pair_goes(self.lumina if self.match else self.nox, event)
        elif self._late(move):
            self.paid(REVEAL, seat=move.actor)
            z = self.shimo[self.pair_owner]
            if z.hidden and card is not None and card not in self.ledger.where:
                self.ledger.reveal(z, card, event, 2)

    def _hint_rank(self, move: Move, i: int) -> int | None:
        """The number a mistyped card surely has (every card it may mean has it), or None."""
        ranks = {C.rank_of(C.SPELLINGS[h]) for h in move.hints.get(i, ())}
        return ranks.pop() if len(ranks) == 1 else None

    def _pair_goes(self, owner: int, event: Event) -> None:
        """CC-SPOT-MATCH-STAYS / CC-SPOT-MISMATCH-MOVE: the presented pair goes to ``owner``'s stage, who opens."""
        self.pair_owner = owner
        self._move_pair(self.kami[owner], self.shimo[owner], event)
        self.opener = owner

    def check_take(self, move: Move) -> None:
        event, actor = move.event, move.actor
        if self.step != OPEN:
            self.judge.violation(TERM_PHASES, event, _("the presented pair changes hands only in the spotlight, after the "
                                                       "reveal"), token=1)
            return
        if actor == self.pair_owner or self.match is None:
            return  # the record agrees with the rules (or says how the unknown numbers came out)
        clause = SPOT_MATCH_STAYS if self.match else SPOT_MISMATCH_MOVE
        rightful = self.players[self.pair_owner]
        self.judge.violation(
            clause, event,
            _("the numbers match, so the presented pair stays on {player}'s stage", player=rightful) if self.match
            else _("the numbers differ, so the presented pair moves to {player}'s stage", player=rightful),
            token=0, expected=rightful, observed=event.actor,
        )

    def do_take(self, move: Move) -> None:
        actor = move.actor
        if self.step == OPEN and self.match is None:
            self.match = actor == self.lumina
            self._pair_goes(actor, move.event)
            return
        if self.step != OPEN or actor == self.pair_owner:
            return
        for c in self.pair_cards:  # what physically happened: the cards went to the taker
            src = self.kami[self.pair_owner] if c == self.pair_cards[0] else self.shimo[self.pair_owner]
            dst = self.kami[actor] if c == self.pair_cards[0] else self.shimo[actor]
            if self.ledger.where.get(c) is src:
                self.ledger.move(src, dst, c, move.event, 0)
        self.pair_owner = actor

    def _slot(self, card: int | None, slot: int | None) -> Zone | None:
        """The set position a card was opened from: the one written, else the one holding the card, else an
        unseen one."""
        if slot is not None:
            if 1 <= slot <= len(self.slots) and len(self.slots[slot - 1]):
                return self.slots[slot - 1]
            return None
        live = [z for z in self.slots if len(z)]
        if not live:
            return None
        if card is not None:
            where = self.ledger.where.get(card)
            if where in live:
                return where
        for z in live:
            if z.hidden:
                return z
        return live[0]

    def _just_ended(self) -> bool:
        """The spotlight ended with the last event (its pairing done or impossible): a new turn, untouched."""
        return self.step in (SCOUT, ACTION) and not self.scouted and self.turn_events == 0

    def check_open(self, move: Move) -> None:
        event, actor = move.event, move.actor
        card, slot = move.args
        if self.step == OVER or self._late(move):
            return
        if slot is not None and self._slot(card, slot) is None:
            self.judge.violation(TERM_STAGE, event, _("set position {n} holds no face-down set card", n=slot), token=2,
                                 expected=_("a face-down card of the set on the main stage"),
                                 observed=_("position {n}", n=slot))
        elif not any(len(z) for z in self.slots):
            self.judge.violation(TERM_STAGE, event, _("no face-down set card is left"), token=2)
        if self.step == PAIR and self.open_card is None and actor == self.opener:
            return  # the card opened before could not be read: opening again says it was the Joker
        if self.step == PAIR:
            self.judge.violation(SPOT_THEN, event, _("one set card is opened per spotlight; then the intermission"), token=1)
            return
        if self._just_ended() and self.last_call == "boo":
            self.judge.violation(SPOT_THEN, event, _("one set card is opened per spotlight; then the intermission"), token=1)
            return
        if self._just_ended() and self.last_call == "clap":
            self.judge.violation(WATCH_CLAP, event, _("after a clap the turn goes to the intermission: no set card is opened"),
                                 token=1)
            return
        if self.step not in (OPEN, OPEN2):
            self.judge.violation(TERM_PHASES, event, _("opening a set card belongs to the spotlight phase, not the {phase} "
                                                       "phase", phase=phase_name(self.step)), token=1)
            return
        if self.step == OPEN and self.match is None:
            return  # the numbers are unknown (the actor card was never named): whoever opens says how they came out
        if actor != self.opener:
            opener = self.players[self.opener]
            if self.step == OPEN2:
                clause, message = SPOT_JOKER, _("after the Joker the same player ({player}) opens the set card", player=opener)
            elif self.match:
                clause = SPOT_MATCH_OPEN
                message = _("the numbers match, so the presenter ({player}) opens the set card", player=opener)
            else:
                clause = SPOT_MISMATCH_OPEN
                message = _("the numbers differ, so the watcher ({player}) opens the set card", player=opener)
            self.judge.violation(clause, event, message, token=0, expected=opener, observed=event.actor)

    def do_open(self, move: Move) -> None:
        event, actor = move.event, move.actor
        card, slot = move.args
        if self.step == OVER:
            return
        zone = self._slot(card, slot)
        if zone is None:
            return  # no face-down set card there: nothing was turned over (reported)
        tok = len(event.args) + 1
        if self._late(move):  # the last turn's open, written late
            self.paid(OPEN, seat=actor)
            self.ledger.move(zone, self.opened, card, event, tok)
            if card != C.JOKER:
                self.last_open = (card, self.opener, self.opened)  # type: ignore[assignment]
                self.owe(PAIR, self.opener)
            if self._set_left() <= 1 or card == C.JOKER:
                self._curtain("joker" if card == C.JOKER else "last-card")
            return
        if self.step == PAIR and self.open_card is None and actor == self.opener and C.JOKER not in self.ledger.where:
            self.ledger.reveal(self.opened, C.JOKER, event, tok)  # the unreadable card opened before was the Joker
            self.step = OPEN2
        if self.step == PAIR:
            self._end_spotlight(event, pairing=False)
        if self.step not in (OPEN, OPEN2):
            # a set card turned over outside its spotlight: it lies face up on the main stage
            self.ledger.move(zone, self.opened, card, event, tok)
            self.last_open = None
            if self._set_left() <= 1 and self.step != OVER:
                self._curtain("last-card")
            return
        if self.step == OPEN and self.match is None:
            self.match = actor == self.lumina
            self._pair_goes(actor, event)
        self.rightful = self.opener  # who the rules say opens (a pairing by them is no second slip)
        self.opener = actor  # what physically happened: this player opened it
        thing = self.ledger.move(zone, self.opened, card, event, tok)
        self.open_thing = thing
        if card is None and isinstance(thing, int):
            card = thing  # the log's word was unreadable, but the recorder had written down that set card
        hint = move.hints.get(len(event.args) - 1)
        if card is None and hint and thing is not None:
            narrowed = thing.domain & frozenset(C.SPELLINGS[h] for h in hint)  # type: ignore[union-attr]
            if narrowed:
                thing.domain = narrowed  # type: ignore[union-attr]
            if narrowed == {C.JOKER}:
                self.ledger.reveal(self.opened, C.JOKER, event, tok)
                card = C.JOKER
        left = self._set_left()
        if self.step == OPEN2:
            # CC-SPOT-JOKER: the follow-up card to the opener's カミ, then the Joker to シモ
            self.ledger.move(self.opened, self.kami[self.opener], card, event, tok)
            self.ledger.move(self.opened, self.shimo[self.opener], C.JOKER, event, tok)
            self._curtain("joker")
            return
        if card == C.JOKER:
            if left == 0:
                self.ledger.move(self.opened, self.shimo[self.opener], C.JOKER, event, tok)
                self._curtain("joker")
                return
            self.step = OPEN2
            return
        self.open_card = card
        self.open_event = event
        self.last_open = (card, self.opener, self.opened)
        self.step = PAIR
        if card is not None:
            self._pair_check_known(event)

    def _pair_check_known(self, event: Event) -> None:
        """With the opener's hand fully known and no card of the number, the spotlight ends now."""
        hand = self.hand[self.opener]
        rank = C.rank_of(self.open_card)  # type: ignore[arg-type]
        if not hand.hidden and rank not in map(C.RANKS.__getitem__, hand.known):
            self._end_spotlight(event, pairing=False)

    def _pairing(self) -> tuple[int | None, int] | None:
        """The opened card a ``pair`` event pairs, and who opened it: in the spotlight, or just after it
        ended because no pairing seemed possible, or late (owed)."""
        if self.step == PAIR:
            return self.open_card, self.opener
        if self.last_open is not None and (self._just_ended() or self.owes(PAIR, prev=True)):
            return self.last_open[0], self.last_open[1]
        return None

    def check_pair(self, move: Move) -> None:
        event, actor, card = move.event, move.actor, move.args
        if self.step == OVER:
            return
        pairing = self._pairing()
        if pairing is None:
            self.judge.violation(TERM_PHASES, event, _("pairing belongs to the spotlight phase, after a set card is opened"),
                                 token=1)
            return
        opened, opener = pairing
        if actor != opener and actor != self.rightful:
            self.judge.violation(SPOT_PAIR, event, _("the player who opened the set card ({player}) pairs it",
                                                     player=self.players[opener]),
                                 token=0, expected=self.players[opener], observed=event.actor)
        if card is not None and opened is not None and C.rank_of(card) != C.rank_of(opened):
            self.judge.violation(SPOT_PAIR, event, _("the hand card must have the opened card's number ({n})",
                                                     n=C.rank_of(opened)),
                                 token=2, expected=_("a card numbered {n}", n=C.rank_of(opened)), observed=C.text(card))
        self._card_from(event, actor, card, SPOT_PAIR, PAIRED_CARD, 2)

    def do_pair(self, move: Move) -> None:
        event, actor, card = move.event, move.actor, move.args
        if self.step == OVER:
            return
        pairing = self._pairing()
        if pairing is None:
            return  # nothing had been opened to pair (reported)
        opened = pairing[0]
        if self.step != PAIR:
            self.paid(PAIR, seat=actor)
            where = self.ledger.where.get(opened) if opened is not None else None
            if where is not None:
                self.ledger.move(where, self.kami[actor], opened, event, 2)
            self._from_hand(event, actor, card, self.shimo[actor], 2)
            self.last_open = None
            return
        if opened is not None:
            self.ledger.move(self.opened, self.kami[actor], opened, event, 2)
        elif self.opened.hidden:
            self.ledger.move(self.opened, self.kami[actor], None, event, 2)
        hand = self.hand[actor]
        thing = self.ledger.move(hand, self.shimo[actor], self.ledger.resolve(hand, card), event, 2)
        if card is None and thing is not None and not isinstance(thing, int) and opened is not None:
            # an unseen hand card went to シモ: it must carry the opened number
            z = self.ledger.zone("pairtmp", _("the paired card"))
            self.shimo[actor].hidden.remove(thing)
            z.hidden.append(thing)
            r = C.rank_of(opened)
            self.ledger.duty(
                z, SPOT_PAIR, event, lambda c, r=r: C.rank_of(c) == r,
                _("the card paired with {card} must be numbered {n}", card=C.text(opened), n=r), token=2, actor=event.actor,
            )
            z.hidden.remove(thing)
            self.shimo[actor].hidden.append(thing)
        self.open_card = None
        self.last_open = None
        self._end_spotlight(event, pairing=True)

    def _end_spotlight(self, event: Event | None, pairing: bool) -> None:
        """CC-SPOT-PAIR (if no pairing happened), CC-SPOT-ENDING, CC-SPOT-THEN."""
        if not pairing and self.open_card is not None:
            opened = self.open_card
            rank = C.rank_of(opened)
            hand = self.hand[self.opener]
            if event is not None and (hand.hidden or rank in map(C.RANKS.__getitem__, hand.known)):
                # (a hand known to hold no card of the number needs no check). The finding points
                # at the open; where the spotlight closed without a pairing is where it came to light.
                self.owe(PAIR, self.opener)
                self.ledger.pool(
                    hand, SPOT_PAIR, self.open_event, lambda c, r=rank: C.rank_of(c) != r,
                    _("{player} opened {card} and must pair it if holding a card numbered {n}", player=self.players[self.opener],
                      card=C.text(opened), n=rank),
                    token=1, actor=self.players[self.opener], discovered=event,
                )
            self.unpaired += 1
            if self.options["unpaired-card"] == "to-kami":
                self.ledger.move(self.opened, self.kami[self.opener], opened, event, 0)  # type: ignore[arg-type]
                self.last_open = (opened, self.opener, self.kami[self.opener])
            self.open_card = None
        elif not pairing and self.open_thing is not None and not isinstance(self.open_thing, int):
            # an opened card the log could not name, and not paired (CC-RULING-UNPAIRED)
            self.unpaired += 1
            if self.options["unpaired-card"] == "to-kami":
                self.ledger.move_thing(self.opened, self.kami[self.opener], self.open_thing, event, 0)  # type: ignore[arg-type]
        self.open_thing = None
        left = self._set_left()
        if left <= 1:
            self._curtain("last-card")
        else:
            self._intermission()

    # -- intermission and curtain call ----------------------------------------

    def _intermission(self) -> None:
        """CC-INTER-SWAP: roles swap and the next turn starts with the scout."""
        self.lumina = 1 - self.lumina
        self.turn_no += 1
        self.scouted = False
        self.call = ""
        self.early = None
        if self.filled:
            self.filled = {k: v for k, v in self.filled.items() if self.owes(k, prev=True)}
        self.turn_events = -1
        self.step = SCOUT
        self._start_turn()

    def _start_turn(self) -> None:
        """CC-RULING-SHORT-HAND: a Lumina who cannot present two cards ends the game."""
        lumina, nox = self.hand[self.lumina], self.hand[1 - self.lumina]
        lh, nh = len(lumina.known) + len(lumina.hidden), len(nox.known) + len(nox.hidden)
        if lh + (1 if nh else 0) < 2:
            self._curtain("short-hand")
        elif nh == 0:
            self.step = ACTION  # nothing to scout: the scout is skipped

    def _curtain(self, ending: str) -> None:
        self.ending = ending
        self.step = OVER

    def follow_show(self, move: Move) -> None:
        """A hand shown ends a spotlight still waiting for its pairing (the last one may end the game); shown
        before the game is over, it is reported once and the game is scored as it stands."""
        if self.deferred() is not None:
            self.settle_deferred()
        if self.step == PAIR:
            self._end_spotlight(move.event, pairing=False)
        if self.step not in (OVER, DEAL):
            self.judge.violation(TERM_PHASES, move.event, _("hands are shown at the curtain call, when the game is over: "
                                                            "it is the {phase} phase of turn {turn}",
                                                            phase=phase_name(self.step), turn=self.turn_no), token=1)
            self._curtain("last-card" if self._set_left() <= 2 and self.step in (OPEN, PAIR) else "shown")

    def check_show(self, move: Move) -> None:
        """CC-CALL-HAND: a hand shown at the curtain call is checked against all that is known of it."""
        event, actor, placed = move.event, move.actor, move.args
        if self.step != OVER:
            self.judge.violation(TERM_PHASES, event, _("hands are shown at the curtain call, when the game is over"), token=1)
            return
        hand = self.hand[actor]
        lost = len(placed) - len(hand)
        if lost and not (0 < lost <= len(self.limbo)):
            # (a hand shown with the cards another show left over is the same slip, already reported)
            self.judge.violation(CALL_HAND, event, _("{player} holds {held} cards by the log but shows {shown}: "
                                                     "the log lost track of a card", player=event.actor, held=len(hand),
                                                     shown=len(placed)), token=2,
                                 expected=_("{n} cards", n=len(hand)), observed=_("{n} cards", n=len(placed)))
        shown: set[int] = set()
        known = list(hand.known)
        for c, token in placed:
            if c is None:
                continue
            if c in shown:
                self.judge.violation(DEAL_HANDS, event, _("{card} is shown twice", card=C.text(c)), token=token,
                                     observed=C.text(c))
                continue
            shown.add(c)
            if c in known:
                known.remove(c)
            elif not self.ledger.holds(hand, c) and self.ledger.dispute(c):
                where = self.ledger.where.get(c)
                if where is not None:  # CC-DEAL-HANDS: one card of each; it stays where the table saw it
                    self.judge.violation(DEAL_HANDS, event, _("{card} is shown in {hand}, but the table saw it in {zone}: "
                                                              "read as an unseen card", card=C.text(c), hand=hand.label,
                                                              zone=where.label), token=token, observed=C.text(c))
                else:
                    self.judge.violation(CALL_HAND, event, _("{card} is shown, but {hand} cannot hold it: read as an unseen "
                                                             "card", card=C.text(c), hand=hand.label),
                                         token=token, observed=C.text(c))
        if known and len(placed) == len(hand):
            self.judge.violation(CALL_HAND, event, _("the hand was known to hold {cards}, which the show leaves out",
                                                     cards=" ".join(C.text(c) for c in known)), token=2)

    def do_show(self, move: Move) -> None:
        hand = self.hand[move.actor]
        if self.step != OVER:
            return
        # the hand is what the table saw: cards the log lost track of go to (or come from) the limbo
        lost = len(move.args) - len(hand)
        for _lost in range(max(0, -lost)):
            self.ledger.move(hand, self.limbo, None, move.event, 0)
        for _found in range(max(0, min(lost, len(self.limbo)))):
            self.ledger.move(self.limbo, hand, None, move.event, 0)
        seen: set[int] = set()
        for c, token in move.args:
            if c is None or c in seen:
                continue
            seen.add(c)
            if self.ledger.where.get(c) is not hand and self.ledger.holds(hand, c):
                self.ledger.reveal(hand, c, move.event, token)

    def finish(self, judge: Any, last: Any) -> None:
        self.judge = judge
        ev = last if isinstance(last, Event) else None
        if self.step == PAIR:
            self._end_spotlight(ev, pairing=False)
        if self.step == OPEN2 and ev is not None:
            judge.violation(SPOT_JOKER, ev, _("after the Joker one more set card is opened"), token=1,
                            actor=self.players[self.opener])
            self.ledger.move(self.opened, self.shimo[self.opener], C.JOKER, ev, 0)
            self._curtain("joker")
        if self.step != OVER:
            pos = Position(last.path, last.line + 1, 1) if isinstance(last, Event) else last
            what = _(AWAITED[self.step]) if self.step in AWAITED else phase_name(self.step)
            from ...notation.model import LogError

            judge.log_error(LogError("LOG-INCOMPLETE", _("the log ends in turn {turn} before the curtain call", turn=self.turn_no),
                                     pos, what))


    # -- scoring: CC-CALL-KAMI, CC-CALL-HAND, CC-CALL-BOO, CC-CALL-FINAL --------

    def penalty_applies(self) -> bool:
        rule = self.options["boo-penalty"]
        if rule == "never":
            return False
        if rule == "always":
            return True
        if self.ending == "short-hand":
            return self.options["short-hand"] == "end-with-penalty"
        return self.ending == "last-card"

    def breakdown(self) -> dict[str, dict[str, int | None]]:
        values = self.options["card-values"]
        quota = self.options["boo-quota"]
        out: dict[str, dict[str, int | None]] = {}
        def worth(zone: Zone) -> int | None:
            """The value of a zone's cards; an unseen card counts when everything it can be has one value."""
            out = sum(value_of(c, values) for c in zone.known)
            for u in zone.hidden:
                can = {value_of(c, values) for c in u.domain}
                if len(can) != 1:
                    return None
                out += can.pop()
            return out

        for i, p in enumerate(self.players):
            kami_v = worth(self.kami[i])
            hand_v = worth(self.hand[i])
            boo = max(0, quota - self.boos[i]) * PENALTY_PER_BOO if self.penalty_applies() else 0
            total = None if kami_v is None or hand_v is None else kami_v - hand_v - boo
            out[p] = {"kami": kami_v, "hand": hand_v, "boo": boo, "total": total, "boos": self.boos[i]}
        return out

    def result(self) -> Result | None:
        if self.step != OVER:
            return None
        bd = self.breakdown()
        scores = {p: bd[p]["total"] for p in self.players}
        winners: list[str] = []
        if all(v is not None for v in scores.values()):
            best = max(v for v in scores.values() if v is not None)
            winners = [p for p in self.players if scores[p] == best]
            if len(winners) > 1 and self.options["tie"] == "fewer-cards":
                fewest = min(len(self.hand[i]) for i in range(2))
                winners = [p for i, p in enumerate(self.players) if len(self.hand[i]) == fewest]
        ending = _(ENDINGS[self.ending])
        details = {
            p: _("カミ {kami} − hand {hand} − boo penalty {boo}", kami=bd[p]["kami"], hand=bd[p]["hand"], boo=bd[p]["boo"])
            for p in self.players
        }
        clause = TERM_CURTAIN if self.ending == "joker" else (R_SHORT_HAND.clause if self.ending == "short-hand" else CALL_END)
        return Result(scores, winners, ending, clause, details, bd)

    # -- legal events: the engine's own move listing ---------------------------

    def legal_events(self) -> list[str]:
        """Every legal next event, assuming the cards involved are known."""
        ph = self.step
        if ph == DEAL and all(self.dealt) and self.slots:
            ph = SCOUT  # the standby is complete: the first scout is next
        L, N = self.players[self.lumina], self.players[self.nox]
        if ph == SCOUT:
            src = self.hand[self.nox]
            opts = sorted(set(src.known))
            return [f"{L} scout {C.text(c)}" for c in opts] + ([f"{L} scout ??"] if src.hidden else [])
        if ph == ACTION:
            return [f"{L} actor {C.text(c)}" for c in sorted(set(self.hand[self.lumina].known))]
        if ph == KUROKO:
            h = self.hand[self.lumina]
            return [f"{L} kuroko {C.text(c)}" for c in sorted(set(h.known))] + ([f"{L} kuroko ??"] if h.hidden else [])
        if ph == WATCH:
            return [f"{N} clap", f"{N} boo"]
        if ph == REVEAL:
            z = self.p_kuroko
            return [f"{L} reveal {C.text(c)}" for c in z.known]
        if ph in (OPEN, OPEN2):
            who = self.players[self.opener]
            return [f"{who} open {i + 1} = {C.text(z.known[0])}" for i, z in enumerate(self.slots) if z.known]
        if ph == PAIR:
            who = self.players[self.opener]
            if self.open_card is not None:
                ranks = {C.rank_of(self.open_card)}
            else:  # the opened card's word could not be read: the numbers the card it may be has
                thing = self.open_thing
                domain = getattr(thing, "domain", None) or C.FULL_DECK
                ranks = {C.rank_of(c) for c in domain}
            return [f"{who} pair {C.text(c)}" for c in sorted(self.hand[self.opener].known) if C.rank_of(c) in ranks]
        return []

    def candidate_events(self) -> list[str]:
        """The events worth trying here (referee/core/legality.py): see candidates.py."""
        return candidates.candidate_events(self)

    # -- views ----------------------------------------------------------------

    def facts(self) -> dict[str, str]:
        f: dict[str, str] = {
            "phase": self.step,
            "turn": str(self.turn_no),
            "lumina": self.players[self.lumina],
            "nox": self.players[self.nox],
            "set-count": str(self._set_left()),
            "main-stage": self.opened.show(),
            "ending": self.ending or "-",
        }
        for i, p in enumerate(self.players):
            f[f"hand {p}"] = self.hand[i].show()
            f[f"hand-count {p}"] = str(len(self.hand[i]))
            f[f"kami {p}"] = self.kami[i].show()
            f[f"shimo {p}"] = self.shimo[i].show()
            f[f"boos {p}"] = str(self.boos[i])
        if self.step != DEAL:
            f["presented"] = f"{self.p_actor.show()} / {self.p_kuroko.show()}"
        res = self.result()
        if res is not None:
            for p, v in res.scores.items():
                f[f"score {p}"] = "?" if v is None else str(v)
            f["winner"] = " ".join(res.winners) if res.winners else "?"
            if len(res.winners) > 1:
                f["winner"] = "draw"
        return f

    def render(self, viewer: str | None = None) -> Any:
        from .view import render

        return render(self, viewer)

    def picture(self, viewer: str | None = None) -> str:
        from .picture import draw

        return draw(self, viewer)

    # -- the verbs' handlers: read, follow the table, check, do (referee/core/table.py, Handlers) ---------

    handlers = {
        "deal": Handlers(check_deal, do_deal, read=read_deal),
        "set": Handlers(check_set, do_set, read=read_set),
        "scout": Handlers(check_scout, do_scout, read=read_scout, follow=_follow),
        "actor": Handlers(check_actor, do_actor, read=read_actor, follow=_follow),
        "kuroko": Handlers(check_kuroko, do_kuroko, read=read_kuroko, follow=_follow),
        "clap": Handlers(_check_call, _do_call_move, read=_no_args, follow=_follow_call),
        "boo": Handlers(_check_call, _do_call_move, read=_no_args, follow=_follow_call),
        "reveal": Handlers(check_reveal, do_reveal, read=read_reveal, follow=_follow),
        "take": Handlers(check_take, do_take, read=_no_args, follow=follow_take),
        "open": Handlers(check_open, do_open, read=read_open, follow=_follow),
        "pair": Handlers(check_pair, do_pair, read=read_pair, follow=_follow),
        "show": Handlers(check_show, do_show, read=read_show, follow=follow_show),
    }





class CurtainCall(Game):
    name = NAME
    code = CODE
    title = INFO.title
    aliases = ALIASES
    min_players = max_players = 2
    rulings = RULINGS
    verbs = VERBS
    score_clause = CALL_FINAL
    winner_clause = CALL_ANNOUNCE
    conservation_clause = DEAL_HANDS
    breakdown_clauses = {"kami": CALL_KAMI, "hand": CALL_HAND, "boo": CALL_BOO, "total": CALL_FINAL, "boos": CALL_BOO}

    @cached_property
    def _terms(self) -> dict[str, str]:
        return {**playing_cards(), **verb_terms(VERBS), **GLOSSARY}

    def japanese_terms(self) -> Mapping[str, str]:
        """The cards as ♠7, the verbs, the stages and the parts of a score as the rulebook names them."""
        return self._terms

    def random_log(self, rng: Any, observer: bool = False) -> str:
        from .play import random_log  # the random-play policy imports the rules

        return random_log(rng, observer)

    def new_state(self, header: Header, options: dict[str, Any], judge: Any) -> CurtainCallState:
        if len(header.players) != 2:
            raise SetupError(
                "LOG-PLAYERS",
                _("カーテンコール is played by two (ルミナ and ノクス); the header names {n}", n=len(header.players)),
                _("players: FIRST SECOND (the first is ルミナ in the first turn)"),
                key="players",
            )
        return CurtainCallState(self, list(header.players), options, judge)

    def rulings_for(self, clause: str, state: CurtainCallState | None) -> tuple[str, ...]:
        """The rulings that shaped a scoring figure in this game, cited beside the clause."""
        out = [R_CARD_VALUES.clause]
        if clause in (CALL_BOO, CALL_FINAL, CALL_ANNOUNCE):
            out.append(R_BOO_PENALTY.clause)
            if state is None or state.penalty_applies():
                out.append(R_BOO_QUOTA.clause)
        if clause in (CALL_KAMI, CALL_FINAL, CALL_ANNOUNCE) and state is not None:
            if sum(state.claps):
                out.append(R_CLAP_PAIR.clause)
            if state.unpaired:
                out.append(R_UNPAIRED.clause)
        if state is not None and state.ending == "short-hand":
            out.append(R_SHORT_HAND.clause)
        if clause == CALL_ANNOUNCE and state is not None:
            res = state.result()
            if res is not None and len({v for v in res.scores.values()}) == 1:
                out.append(R_TIE.clause)
        return tuple(out)

    def canonical(self, event: Event) -> str:
        verb = _VERB_OF.get(event.verb) or _VERB_OF.get(event.verb.lower()) or event.verb
        out = [event.actor, verb]
        for tok in event.args:
            if tok in AREA_WORDS or tok.lower() in AREA_WORDS:
                out.append(AREA_WORDS.get(tok) or AREA_WORDS[tok.lower()])
            elif tok in FACE_WORDS or tok.lower() in FACE_WORDS:
                out.append("face-" + (FACE_WORDS.get(tok) or FACE_WORDS[tok.lower()]))
            elif tok in C.SPELLINGS:
                out.append(C.text(C.SPELLINGS[tok]))
            else:
                out.append(tok)
        return " ".join(_compress(out))


def _compress(tokens: list[str]) -> list[str]:
    """Runs of ``??`` and ``??*N`` become one ``??*N``."""
    out: list[str] = []
    run = 0
    for t in tokens + [""]:
        if t == "??":
            run += 1
            continue
        if t.startswith("??*") and count(t[3:]):  # ??*0 is not a run: it stays as written (and is reported)
            run += count(t[3:])  # type: ignore[operator]
            continue
        if run:
            out.append("??" if run == 1 else f"??*{run}")
            run = 0
        if t:
            out.append(t)
    return out
