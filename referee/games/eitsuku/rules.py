"""えいつく (Eitsuku): the rules, next to the clause ids they enforce.

Read it beside ``features/eitsuku/``, where each clause id is a ``Rule:`` quoting the rulebook (version 5).
The flow:

    set-up (each player: roll two dice, draw two role cards of the dice's kinds and two event cards; the
    5 小 and 2 中 budget cards are given) → week 1 … week 12, each player through five phases:
    start (a budget card) → action (event cards placed) → scout (one role card, or a budget card gained by
    turning budget over) → set (an event card drawn; role cards cast, paid from the stock) → end (the
    release, or the week's end) … until every film is released or 12 weeks are over → the score.

Each verb is read, followed, checked and done (referee/core/table.py): ``follow_…`` brings the player's
phase to the line's (a line of an earlier phase, or of the next week while another player is still in this
one, is reported once), ``check_…`` reports the clauses the line breaks, ``do_…`` applies what happened at
the table. The role and event piles are closed: their cards are followed through the core's ledger
(referee/core/hidden.py), each physical copy a card of its own, so that an unseen card (``actor?``, ``??``)
is settled when it is cast or placed, and a duty on it (its cost) is reported unverifiable when it never is.
Budget cards are open, and counted.
"""

from __future__ import annotations

import re
import unicodedata
from collections import deque
from enum import IntEnum
from collections.abc import Mapping
from functools import cached_property
from typing import Any

from . import ALIASES, CODE, INFO, NAME
from ...core.terms import verb_terms
from ...core.findings import VIOLATION, Finding, Result
from ...core.game import BadArgs, Game, SetupError, Verb, verb_table
from ...core.usage import Kind
from ...core.copying import Copier
from ...core.hidden import Ledger, Zone
from ...core.stages import Place, SeatStages, Stages
from ...core.table import Handlers, Move, TableState
from ...notation.model import Event, Header, LogError, Position
from ...notation.numbers import count
from . import candidates
from . import cards as K
from .clauses import *  # noqa: F403 - the clause ids, read as the rulebook's words
from .clauses import RULINGS, R_EDITION, R_EMPTY, R_EVENTS, R_FLIP, R_GROUPS, R_ORDER, R_PAY, R_PLAYERS, \
    R_SCOUT_NONE, R_SET_ACTIONS, R_SETUP_BUDGET, R_SLOT_KIND, R_STAGE, R_SUPPORT, R_UNRELEASED, R_DIE_ANY, R_TIE, R_DISCARD, \
    R_PROMOTER
from . import clauses as C
from .messages import N_, _, _n
from ...core.messages import listing

# -- phases of a player's week -----------------------------------------------------------------------------------
class Phase(IntEnum):
    """The game's start and the phases of a week, in order (ET-TURN-PHASES), then the film released."""

    SETUP = -1
    START = 0
    ACTION = 1
    SCOUT = 2
    SET = 3
    END = 4
    RELEASED = 5


SETUP, START, ACTION, SCOUT, SET, END, RELEASED = Phase
#: the phases' names: data in the table's facts, translated (``_(PHASE_NAME[p])``) where a user reads them
PHASE_NAME = {SETUP: N_("setup"), START: N_("start"), ACTION: N_("action"), SCOUT: N_("scout"), SET: N_("set"),
              END: N_("end"), RELEASED: N_("released")}
PHASE_JA = {SETUP: "ゲームの開始", START: "スタートフェイズ", ACTION: "アクションフェイズ", SCOUT: "スカウトフェイズ",
            SET: "セットフェイズ", END: "エンドフェイズ", RELEASED: "公開済み"}
#: the clause saying what comes after a phase: cited for a line of that phase after a later one
NEXT_CLAUSE = {START: C.START_NEXT, ACTION: C.ACTION_NEXT, SCOUT: C.SCOUT_NEXT, SET: C.SET_NEXT}
LAST_WEEK = 12  # ET-GAMEEND-12
LIMIT = 5  # ET-SET-LIMIT: budget cards turned over and paid in one week
ONE_WEEK = ("chance", "agency", "local", "surprise")  # card list 4.1: discarded at the end phase
#: the event cards whose effects the rulebook or card list 4.1 gives (ruling ET-RULING-EVENTS): computed, not recorded
PUBLISHED = frozenset(("tieup", "rush", "chance", "agency", "local", "surprise", "actor-award", "promoter"))
SIZES = ("small", "medium", "large")
BASE_BONUS = {5: 70, 4: 50, 3: 30, 2: 10}  # ET-SCORE-BASE-5 … -2
WEEK_PENALTY = 5  # ET-SCORE-WEEK: −5 a week behind the first release
TIEUP_BONUS = 10  # ET-SCORE-TIEUP
#: the closed piles (2−1 用意するもの): four role piles of 15 and the event pile of 60, in both editions. A count in a
#: log (``??*N``, ``actor3*N``, ``tieup×N``) is held to them before any card is made from it (docs/security.md, Bounds)
CLOSED_CARDS = len(K.KINDS) * sum(K.COPIES.values()) + len(K.EVENTS) * K.EVENT_COPIES
#: each player's set-up takes two role cards and two event cards from the closed piles: they serve at most 30
#: players. A header naming more cannot start (the position would grow with every name the header holds)
MOST_PLAYERS = min(len(K.KINDS) * sum(K.COPIES.values()), len(K.EVENTS) * K.EVENT_COPIES) // 2

#: the placeholders of this game's usages, by kind (referee/core/usage.py)
ARGS: dict[str, Kind] = {
    "EVENT": Kind.CARD, "EVENT:": Kind.CARD, "ROLE": Kind.CARD, "SLOT": Kind.THING, "SIZE": Kind.THING,
    "WHAT": Kind.TEXT,
}

VERBS = (
    Verb("roll", "PLAYER roll DIE [DIE]", N_("the set-up dice that decide the kinds of the two role cards"),
         ("ダイス", "振る", "ロール"), C.SETUP_ROLE_DIE, kinds=ARGS),
    Verb("draw", "PLAYER draw CARD…", N_("cards into the stock: the set-up's role and event cards (and its budget, "
                                        "optional); an event card in the set phase"), ("ドロー", "引く"), C.SET_DRAW, kinds=ARGS),
    Verb("budget", "PLAYER budget small", N_("the start phase's budget card (medium when the small pile is empty)"),
         ("予算", "追加"), C.START_BUDGET, kinds=ARGS),
    Verb("place", "PLAYER place EVENT [NUMBER]", N_("an event card from the stock to the event area (プロモーターの介入 "
                                                  "with its number)"), ("配置", "イベント"), C.ACTION_PLACE, kinds=ARGS),
    Verb("scout", "PLAYER scout ROLE", N_("a role card from its pile into the stock (actor? when unseen)"), ("スカウト",),
         C.SCOUT_DRAW, kinds=ARGS),
    Verb("gain", "PLAYER gain SIZE [$ CARD…]", N_("a budget card gained by turning budget cards over (0 / 3 / 6)"),
         ("獲得",), C.COST_GAIN, kinds=ARGS),
    Verb("cast", "PLAYER cast ROLE SLOT $ CARD…", N_("a role card into a slot of the role area, paying its number + 2"),
         ("配役", "キャスト"), C.SET_CAST, kinds=ARGS),
    Verb("effect", "PLAYER effect EVENT: WHAT IT DID", N_("what an event card whose effect is not published did "
                                                        "(recorded, not judged)"), ("効果",), C.ACTION_EFFECT, kinds=ARGS),
    Verb("end", "PLAYER end", N_("the end phase: the week's actions are over"), ("終了", "エンド"), C.END_WEEK, kinds=ARGS),
    Verb("release", "PLAYER release", N_("the end phase: the film is released; the player acts no more"),
         ("公開",), C.END_RELEASE, kinds=ARGS),
    Verb("unslot", "PLAYER unslot SLOT [discard]", N_("a role card taken out of its slot, back to the stock (or to the discard "
                                                     "area): what an event whose effect is not published did"),
         ("外す", "戻す"), C.TERM_ROLE_AREA, kinds=ARGS),
    Verb("return", "PLAYER return CARD…", N_("cards from the stock back to their piles: what an event whose effect is not "
                                            "published did"), ("山に戻す",), C.ACTION_EFFECT, kinds=ARGS),
    Verb("discard", "PLAYER discard EVENT", N_("an event card of the stock to the discard area (ruling ET-RULING-DISCARD)"),
         ("捨てる",), R_DISCARD.clause, kinds=ARGS),
    Verb("refill", "table refill SIZE N", N_("N budget cards of a size from the discard area back to its pile (ruling "
                                            "ET-RULING-EMPTY)"), ("補充",), R_EMPTY.clause, kinds=ARGS),
    Verb("tiebreak", "table tiebreak PLAYER", N_("the table breaks a tie for the best score (ruling ET-RULING-TIE)"),
         ("同点決着", "決着"), R_TIE.clause, kinds=ARGS),
)
_VERB_OF = verb_table(VERBS)
VERB_PHASE = {"budget": START, "place": ACTION, "scout": SCOUT, "gain": SCOUT, "cast": SET, "end": END,
              "release": END}

# -- the physical cards of the closed piles: each copy an id of its own (the ledger follows them) -----------------
_KIND_BASE = {k: 1000 * (i + 1) for i, k in enumerate(K.KINDS)}
_EVENT_BASE = 10000
_EVENT_INDEX = {e: i for i, e in enumerate(K.EVENTS)}
MAX_EVENT_COPIES = 6  # errata 6.2: 3 to 6 of a kind


def role_ids(name: str) -> list[int]:
    r = K.role(name)
    assert r is not None and r.number is not None
    return [_KIND_BASE[r.kind] + r.number * 10 + c for c in range(K.COPIES[r.number])]


def event_ids(name: str, copies: int) -> list[int]:
    return [_EVENT_BASE + _EVENT_INDEX[name] * 10 + c for c in range(copies)]


def name_of(card: int) -> str:
    if card >= _EVENT_BASE:
        return list(K.EVENTS)[(card - _EVENT_BASE) // 10]
    kind = K.KINDS[card // 1000 - 1]
    return f"{kind}{(card % 1000) // 10}"


def kind_of(card: int) -> str:
    return "event" if card >= _EVENT_BASE else K.KINDS[card // 1000 - 1]


def number_of(card: int) -> int:
    return (card % 1000) // 10


KIND_IDS = {k: frozenset(i for n in range(1, 7) for i in role_ids(f"{k}{n}")) for k in K.KINDS}
ROLE_IDS = frozenset().union(*KIND_IDS.values())
#: every role card with a number -> the ids of its copies (``role_ids``, made once)
ROLE_COPY_IDS = {f"{k}{n}": tuple(role_ids(f"{k}{n}")) for k in K.KINDS for n in range(1, 7)}
#: copies of each event card (4, or 6 under edition 6.2) -> (every card name with copies -> its ids, the event domain)
_COPY_IDS: dict[int, tuple[dict[str, tuple[int, ...]], frozenset[int]]] = {}


def copy_ids(event_copies: int) -> tuple[dict[str, tuple[int, ...]], frozenset[int]]:
    """The ids of each card name's physical copies, and the event pile's domain, for ``event_copies`` of each event
    card (made once per edition)."""
    got = _COPY_IDS.get(event_copies)
    if got is None:
        events = {e: tuple(event_ids(e, event_copies)) for e in K.EVENTS}
        got = _COPY_IDS[event_copies] = ({**ROLE_COPY_IDS, **events}, frozenset(i for ids in events.values() for i in ids))
    return got


_BAD_ROLE = re.compile(r"^(actor|script|music|director|役者|脚本家|脚本|音楽家|音楽|演出家|演出)/?(\d+)$")
_KIND_WORD = {"役者": "actor", "脚本家": "script", "脚本": "script", "音楽家": "music", "音楽": "music", "演出家": "director",
              "演出": "director"}
_UNSEEN_ROLE = re.compile(r"^(?:(actor|script|music|director|役者|脚本家|音楽家|演出家)/?)\?$")


def _fold(tok: str) -> str:
    return unicodedata.normalize("NFKC", tok).strip().lower()


def _names(names: list[str]) -> str:
    """Players' names as a list in a message (``Aki, Ben``)."""
    # TRANSLATORS: what separates the players' names in a list ("Aki, Ben")
    return _(", ").join(names)


def _short(tok: str) -> str | None:
    """A role card written with its kind short or unseen (脚本5, 役者?) in canonical form, else None."""
    folded = _fold(tok)
    m = _UNSEEN_ROLE.match(folded)
    if m:
        return f"{_KIND_WORD.get(m.group(1), m.group(1))}?"
    m = _BAD_ROLE.match(folded)
    if m and 1 <= int(m.group(2)) <= 6:
        return f"{_KIND_WORD.get(m.group(1), m.group(1))}{int(m.group(2))}"
    return None


#: where unslot sends a card (unslot SLOT discard): the discard area, as the rulebook names it
TO_DISCARD = {"discard": "discard", "捨て札場": "discard", "捨て札": "discard"}


def _vocabulary() -> dict[str, dict[str, str]]:
    return {"card": dict(K.CARD_SPELLINGS), "slot": dict(K.SLOT_SPELLINGS), "to": dict(TO_DISCARD)}


VOCABULARY = _vocabulary()


class Card:
    """One card word as read: its canonical name (``small``, ``actor3``, ``actor?``, ``tieup``), ``??`` for a card
    not seen at all, or ``!actor`` for a role card whose number is not on any card (ET-CARDS-ROLES); ``token``
    is the word's position for findings."""

    __slots__ = ("name", "token", "role", "budget", "event", "unseen")

    def __init__(self, name: str, token: int) -> None:
        self.name = name
        self.token = token
        # its role (None: not a role card), whether it is a budget card, an event card, a card not seen at all
        self.role, self.budget, self.event, self.unseen = _CARD_KIND.get(name) or _card_kind(name)

    def __repr__(self) -> str:
        return self.name


def _card_kind(name: str) -> tuple[K.Role | None, bool, bool, bool]:
    """What a card name is: (its role, budget card, event card, not seen)."""
    role = K.Role(name[1:], None) if name.startswith("!") else K.ROLES.get(name)
    return role, name in K.BUDGET, name in K.EVENTS, name == "??"


#: every canonical card name and ``??`` -> ``_card_kind`` (the ``!kind`` of a number on no card is made when read)
_CARD_KIND = {n: _card_kind(n) for n in (*K.CARD_SPELLINGS.values(), "??")}


class Player:
    """One player's areas (stock, role area, event area) and where they are in the week."""

    def __init__(self, seat: int, name: str, ledger: Ledger) -> None:
        self.seat = seat
        self.name = name
        self.up = {s: 0 for s in SIZES}  # budget cards face up in the stock
        self.down = {s: 0 for s in SIZES}  # budget cards turned over this week (ruling ET-RULING-FLIP)
        self.stock = ledger.zone(f"stock:{name}", _("{player}'s stock (ストック場)", player=name))
        self.slots = {s: ledger.zone(f"slot:{name}:{s}", _("{player}'s {slot}", player=name, slot=K.SLOT_JA[s]))
                      for s in K.SLOTS}
        self.events = ledger.zone(f"events:{name}", _("{player}'s event area (イベント場)", player=name))
        self.placed: list[tuple[str | None, int | None]] = []  # the event area as placed: (card, declared number)
        self.aims: list[int | None] = []  # … and the player each is aimed at (``place … -> PLAYER``), None when not said
        self.week = 0
        self.phase = SETUP
        self.released: int | None = None  # the week of the release
        # the set-up
        self.dice: list[int] = []
        self.roles_drawn = False
        self.events_drawn = False
        self.budget_written = False
        # this week
        self.places = 0  # event cards placed in this action phase
        self.scouts = 0  # scout-phase actions
        self.set_draws = 0  # event cards drawn in the set phase (draw lines)
        self.set_actions = 0  # set-phase actions (under set-actions: one)
        self.turned = 0  # budget cards turned over this week
        self.paid = 0  # budget cards paid this week
        self.budgeted = False  # the start phase's card taken
        self.limit_told = False  # ET-SET-LIMIT reported this week
        self.agency_week: int | None = None  # the week 広告代理店の努力 was placed

    def copied(self, c: Copier) -> "Player":
        """A player in a copy of the table: the zones (each once: the ledger holds them too), the budget cards and the
        event area of their own."""
        new = Player.__new__(Player)
        c.keep(self, new)
        new.__dict__.update(self.__dict__)  # (the counts and flags of the week: values)
        new.up, new.down = self.up.copy(), self.down.copy()
        new.stock, new.events = c(self.stock), c(self.events)
        new.slots = {s: c(z) for s, z in self.slots.items()}
        new.placed, new.dice, new.aims = self.placed.copy(), self.dice.copy(), self.aims.copy()
        return new

    def new_week(self, week: int) -> None:
        self.week = week
        self.phase = START
        self.places = self.scouts = self.set_draws = self.set_actions = self.turned = self.paid = 0
        self.budgeted = self.limit_told = False

    @property
    def setup_done(self) -> bool:
        return self.roles_drawn and self.events_drawn

    def active_events(self) -> list[str]:
        return [e for e, _number in self.placed if e is not None]


class EitsukuState(SeatStages):
    """The table: the open budget piles, the closed role and event piles, the discard area, and each player's
    stock, role area and event area."""

    verbs = VERBS
    #: the table breaks a tie once the game is over (ruling ET-RULING-TIE): no play after the end
    after_end = frozenset({"tiebreak"})
    #: every player goes through the week on their own, their lines interleaved with up to five others': a line left
    #: out (a start-phase budget card) and a card written for another fit the next lines alike for longer than in a
    #: game of turns, and are followed up to twice as far before one is chosen
    long_window = 48
    #: ET-TURN-PHASES: each player's week, on their own; the week is over when every player's end phase is
    stages = Stages((START, ACTION, SCOUT, SET, END))
    #: a copy of the position shares the per-edition tables of card ids (read-only)
    shared = (*TableState.shared, "copies", "event_domain")

    def copy_into(self, new: "EitsukuState", c: Copier) -> None:
        """What a copy of the table has of its own (referee/core/copying.py): the players, the discard area, the piles'
        counts and what the referee keeps of the week."""
        super().copy_into(new, c)
        new.seats = [c(seat) for seat in self.seats]
        new.discard = c(self.discard)
        new.pile, new.role_pile, new.discarded = self.pile.copy(), self.role_pile.copy(), self.discarded.copy()
        new.ends, new.acts, new.seats_told = self.ends.copy(), self.acts.copy(), self.seats_told.copy()
        new.extra_draws = self.extra_draws.copy()

    def __init__(self, game: "Eitsuku", players: list[str], options: dict[str, Any], judge: Any) -> None:
        super().__init__()  # what the referee keeps as it follows the table (TableState.follow)
        self.draw_kind = "set"  # what the draw being read draws from (read_draw, for do_draw)
        self.duty: Any = None  # the worth a cast's unseen card must have (check_cast, for do_cast)
        self.game = game
        self.players = players
        self.judge = judge
        self.options = dict(options)
        self.ledger = Ledger(judge, C.MAT_EVENT, name_of)
        self.ledger.clause_of = self._copies_clause
        L = self.ledger
        n = len(players)
        self.pile = K.budget_piles(n, self.options["edition"])
        self.event_copies = MAX_EVENT_COPIES if self.options["edition"] == "6.2" else K.EVENT_COPIES
        self.role_pile = {k: sum(K.COPIES.values()) for k in K.KINDS}
        self.event_pile = len(K.EVENTS) * K.EVENT_COPIES  # 60 in both editions
        self.roles_unsure = 0  # unseen set-up role cards of any kind: out of one of the piles, which the log does not say
        self.copies, self.event_domain = copy_ids(self.event_copies)  # name -> its copies' ids; the event pile's ids
        self.discard = L.zone("discard", _("the discard area (捨て札場)"))
        self.discarded = {s: 0 for s in SIZES}
        self.seats = [Player(i, p, L) for i, p in enumerate(players)]
        for p in self.seats:  # ET-SETUP-BUDGET, from the piles (ruling ET-RULING-SETUP-BUDGET)
            for size, k in (("small", 5), ("medium", 2)):
                got = min(k, self.pile[size])
                self.pile[size] -= got
                p.up[size] += got
        self.week = 0
        self.ending = ""  # "all" (every film released) or "twelve"
        self.week_start_told = False
        self.ends: deque[int] = deque(maxlen=16)  # the event indexes of the last lines a slip may hide in (``slip_lines``)
        self.acts: deque[tuple[int, str]] = deque(maxlen=16)  # … and of the last places and scouts, with their players
        self.extra_draws: deque[int] = deque(maxlen=8)  # the event indexes of the last set-phase draws past the phase's one
        self.seats_told: set[int] = set()
        self.tiebreak: int | None = None  # the player the table gave the win in a tie (``table tiebreak``)
        self.by_seats = self.options["order"] == "seats"  # ruling ET-RULING-ORDER
        self._idle = False  # the line's player has released the film: it does nothing (``_follow``)
        self.events = 0

    # -- the protocol -------------------------------------------------------------------------------------------

    def phase(self) -> str:
        if self.ending:
            return _("over")
        return _(PHASE_NAME[SETUP]) if self.week == 0 else _("week {week}", week=self.week)

    def turn(self) -> int:
        return self.week

    def is_over(self) -> bool:
        return bool(self.ending)

    def vocabulary(self) -> dict[str, dict[str, str]]:
        return VOCABULARY

    def double_entry(self, move: Move) -> bool:
        """The same line twice in a row may be two acts: the piles hold several copies of a card (two agencies
        placed, two small cards gained under 地元の協力, a second draw of the same card). It is read as written twice
        only for an end or a release while another player still plays: a second one at once would be a whole week
        with nothing in it, not even the start phase's budget card, ahead of the others (a player left alone may
        well pass weeks so, one end line after another). Anything else is applied as written, and the rules say
        whether a second one was allowed."""
        return move.verb in ("end", "release") and self._start_size() is not None \
            and any(q.seat != move.actor and q.phase != RELEASED for q in self.seats)

    def slip_lines(self, accused: frozenset[str] = frozenset()) -> tuple[int, ...]:
        """The last end, release, start-phase budget and draw lines, and the last place and scout lines of the players the
        violations name: written for the wrong player, or early, such a line is legal where it stands (it moves that
        player on through the week) and shows only when that player's next lines come (see the core's
        ``slip_lines``). Measured (docs/slips.md): a place or scout line of a player nobody accuses found more false fits
        than slips, and gain and cast lines, whose many words each give readings, spent the readings' budget
        (``BUDGET``) on one reconsideration, so that later slips went unweighed."""
        acts = tuple(i for i, actor in self.acts if actor in accused)
        return tuple(sorted({*self.ends, *acts}))

    def _may_hide_slip(self, move: Move) -> None:
        """Remember ``move``'s line among the last 16 of its kind that ``slip_lines`` names."""
        if move.event.index is None:
            return
        if move.verb in ("place", "scout"):
            self.acts.append((move.event.index, move.event.actor))
        else:
            self.ends.append(move.event.index)

    def report_after_end(self, move: Move) -> None:
        """ET-GAMEEND-ALL / ET-GAMEEND-12: play after the end."""
        if self.ending == "all":
            self.judge.violation(C.GAMEEND_ALL, move.event, _("every player has released the film: the game is over"),
                                 token=1)
        else:
            self.judge.violation(C.GAMEEND_12, move.event, _("{weeks} weeks (turns) are over: the game is over", weeks=LAST_WEEK),
                                 token=1)

    def _ruled(self, clause: str, event: Event, message: str, rulings: tuple[str, ...] = (), *, token: int = 1,
               expected: str | None = None, lacks: tuple[str, ...] = (), recalls: tuple[int, ...] | None = None) -> None:
        """A violation; ``rulings``: the rulings its finding depends on (named in the finding); ``lacks``: lines the
        log may have left out that would explain it (weighed by the core's readings); ``recalls``: the earlier events
        it follows from (the core reconsiders them)."""
        if not rulings:
            self.judge.violation(clause, event, message, token=token, expected=expected, lacks=lacks, recalls=recalls)
            return
        self.judge._add(Finding(VIOLATION, clause, message, event.position(token), actor=event.actor,
                                expected=expected, event=event.index, rulings=rulings, lacks=lacks, recalls=recalls))

    def _copies_clause(self, card: int, where: Zone | None, wanted: Zone) -> str:
        kind = kind_of(card)
        if kind == "event":
            return C.FACT_ERRATA if self.options["edition"] == "6.2" else C.MAT_EVENT
        return C.MAT_ROLE[kind]

    # -- reading arguments --------------------------------------------------------------------------------------

    def _cards(self, move: Move, start: int = 0, stop: int | None = None, unseen: bool = True) -> list[Card]:
        """The card words of ``args[start:stop]`` (``small*3`` and ``??*2`` expand)."""
        args = move.event.args
        out: list[Card] = []
        spellings = K.CARD_SPELLINGS
        for i in range(start, len(args) if stop is None else stop):
            tok = args[i]
            name = spellings.get(tok)  # the usual case: one card as the notation writes it (no spelling has a ``*N``)
            if name is not None:
                out.append(Card(name, i + 2))
                continue
            if tok == "??" and unseen:
                out.append(Card("??", i + 2))
                continue
            times = 1
            for sep in ("*", "×", "x"):
                head, mark, tail = tok.rpartition(sep)
                n = count(tail) if mark and head else None
                if n is not None:  # NAME*N: held to the game's cards before any is made (even N = 0 is said)
                    tok, times = head, self._times(args[i], i, head, n, len(out))
                    break
            name = self._card_name(move, i, tok, unseen)
            out.extend([Card(name, i + 2)] * times)  # one word's cards share its reading (a Card is not changed)
        return out

    def _times(self, word: str, i: int, head: str, n: int, before: int) -> int:
        """The count ``n`` of ``word`` (argument ``i``, ``head*n``), held to what the components allow: a budget card
        to the game's cards of its size (6 per player each, or 50 / 40 / 30 under edition 6.2), any other card (and
        ``??``) to the closed piles (CLOSED_CARDS), and the line, with the ``before`` cards already read, to every
        card of the game. A log cannot make the referee build more cards than the table has."""
        budget = K.budget_piles(len(self.players), self.options["edition"])
        name = K.card(head)
        most = budget[name] if name in budget else CLOSED_CARDS
        if not 0 < n <= most:
            expected = (_("{card}*N with N from 1 to {most} (the game's {what} cards)", card=head, most=most,
                          what=K.japanese(name))
                        if name in budget else _("{card}*N with N from 1 to {most} (the cards of the role and event piles)",
                                                 card=head, most=most))
            raise BadArgs(_("{word!r}: the count must be from 1 to {most}", word=word, most=most), i, expected, "LOG-CARD")
        every = CLOSED_CARDS + sum(budget.values())
        if before + n > every:
            raise BadArgs(_("{word!r}: the line would name {count} cards; the game has {most}", word=word,
                            count=before + n, most=every), i, _("at most {most} cards in a line", most=every), "LOG-CARD")
        return n

    def _card_name(self, move: Move, i: int, tok: str, unseen: bool) -> str:
        name = K.CARD_SPELLINGS.get(tok)
        if name is not None:
            return name
        if tok == "??" and unseen:
            return "??"
        name = K.card(tok)
        if name is not None:
            return name
        folded = _fold(tok)
        m = _UNSEEN_ROLE.match(folded)
        if m:
            return f"{_KIND_WORD.get(m.group(1), m.group(1))}?"
        m = _BAD_ROLE.match(folded)
        if m:  # a kind written short (脚本5) is that card; a number on no card (actor7) is reported (ET-CARDS-ROLES)
            kind = _KIND_WORD.get(m.group(1), m.group(1))
            return f"{kind}{int(m.group(2))}" if 1 <= int(m.group(2)) <= 6 else "!" + kind
        got = self.word(move, i, "card", unknown=unseen)  # "did you mean"; an unreadable word is unseen or an error
        return "??" if got is None else got

    def _payment(self, move: Move, start: int) -> tuple[list[Card], bool]:
        """The cards after ``$`` (from ``start``): (cards, whether a ``$`` was written)."""
        args = move.event.args
        for i in range(start, len(args)):
            if args[i] == "$":
                return self._cards(move, i + 1, unseen=False), True
            if args[i].startswith("$") and len(args[i]) > 1:  # "$M M": the mark stuck to the first card
                rest = self._cards(move, i + 1, unseen=False)
                first = self._card_name(move, i, args[i][1:], False)
                return [Card(first, i + 2), *rest], True
        return [], False

    # -- follow: where the player is in the week ------------------------------------------------------------------

    def _follow(self, move: Move, phase: int) -> None:
        """Bring ``move``'s player to ``phase`` of their week (ET-TURN-PHASES; where the line stands: the core's
        :meth:`~referee.core.stages.SeatStages.place`); report a line out of its place once."""
        p = self.seats[move.actor]
        self._idle = False
        where = self.place(p.seat, phase) if self.week else None
        if where is Place.IN_ORDER and not self.by_seats:
            p.phase = phase  # the usual case: the player's next phase of this week
            return
        ev = move.event
        if self.week == 0:
            if not self.week_start_told:
                self.week_start_told = True
                late = [q.name for q in self.seats if not q.setup_done]
                if late:
                    self._ruled(C.WEEK_START, ev, _("week 1 begins when every player's set-up is done; not yet for "
                                                    "{players}", players=_names(late)), token=1)
            self._begin(1)
            where = self.place(p.seat, phase)
        if where is Place.OUT:  # ET-END-WAIT: a player who released the film acts no more
            self._idle = True
            if phase == END and p.week == self.week:
                self._ruled(C.END_WEEK, ev, _("{player} has released the film this week: the end phase is over",
                                              player=p.name), token=1)
            else:
                self._ruled(C.END_WAIT, ev, _("{player} released the film in week {week}: after a release a player "
                                              "acts no more and waits", player=p.name, week=p.released), token=1)
            return
        if where is Place.NEXT_ROUND:  # ET-TURN-END: the player's week is over, the table's is not
            late = tuple(f"{q.name} end" for q in self.seats if q.phase not in (END, RELEASED) and q.week <= self.week)
            ended = self._not_ended()
            self._ruled(C.TURN_END, ev, _n("week {week} is not over: {players} has not ended it; {player} begins "
                                           "week {next} early",
                                           "week {week} is not over: {players} have not ended it; {player} begins "
                                           "week {next} early", len(ended), week=self.week,
                                           players=_names(ended), player=p.name, next=self.week + 1),
                        token=1, lacks=late)
            p.new_week(p.week + 1)
            where = self.place(p.seat, phase)
        elif where is Place.DONE_AGAIN:
            self._ruled(C.END_WEEK, ev, _("{player}'s end phase of week {week} is over", player=p.name,
                                          week=p.week), token=1)
            return
        elif where is Place.DONE:
            self._ruled(NEXT_CLAUSE[phase], ev, _("{player} has ended week {week}: a {phase}-phase line comes "
                                                  "before the end phase", player=p.name, week=p.week,
                                                  phase=_(PHASE_NAME[phase])), token=1)
            return
        if self.by_seats and p.week == self.week and p.seat not in self.seats_told:
            before = [q for q in self.seats[: p.seat] if q.phase not in (END, RELEASED) and q.week <= p.week]
            if before:
                self.seats_told.add(p.seat)
                self._ruled(C.WEEK_START, ev, _("{first} plays week {week} before {player} (order: seats)",
                                                first=before[0].name, week=self.week, player=p.name),
                            (R_ORDER.clause,), token=1)
        if where is Place.LAST_UNWRITTEN:
            # every other player has ended the week and this one goes back to an earlier phase: the end phase
            # was not written (a skipped step, reported once); the line begins the next week
            self._ruled(C.END_WEEK, ev, _("{player}'s week {week} has no end line (end or release): read as ended "
                                          "before this line, which begins week {next}", player=p.name, week=p.week,
                                          next=p.week + 1), token=1)
            self._end_phase(p, move)
            p.phase = END
            self._close_week()
            if self.ending:
                return
            where = self.place(p.seat, phase)
        if where is Place.EARLIER:
            self._ruled(NEXT_CLAUSE[phase], ev, _("{player} is in the {phase} phase: a {line_phase}-phase line comes "
                                                  "before it", player=p.name, phase=_(PHASE_NAME[p.phase]),
                                                  line_phase=_(PHASE_NAME[phase])), token=1, lacks=(f"{p.name} end",))
            return
        p.phase = phase

    # -- where each player is (the hooks of referee/core/stages.py) --------------------------------------------------

    def seat_stage(self, seat: int) -> Any:
        return self.seats[seat].phase

    def seat_round(self, seat: int) -> int:
        return self.seats[seat].week

    def table_round(self) -> int:
        return self.week

    def in_rounds(self, seat: int) -> bool:
        return self.seats[seat].phase != RELEASED

    def _not_ended(self) -> list[str]:
        """The players who have not ended this week."""
        return [q.name for q in self.seats if q.phase not in (END, RELEASED) and q.week <= self.week]

    def _begin(self, week: int) -> None:
        self.week = week
        for q in self.seats:
            if q.phase != RELEASED and q.week < week:
                q.new_week(week)

    def _close_week(self) -> None:
        """ET-TURN-END: the week is over when every player's end phase is; then the next begins (ET-WEEK-START),
        unless every film is out (ET-GAMEEND-ALL) or the twelfth week is over (ET-GAMEEND-12)."""
        active = [q for q in self.seats if q.phase != RELEASED]
        if not active:
            self.ending = "all"
            return
        for q in active:
            if q.week <= self.week and q.phase != END:
                return  # this player's week is not over
        if self.week >= LAST_WEEK:
            self.ending = "twelve"
            return
        self.seats_told.clear()
        self._begin(self.week + 1)

    # -- the set-up: roll, draw ------------------------------------------------------------------------------------

    def read_roll(self, move: Move) -> list[int]:
        dice = []
        for i, tok in enumerate(move.event.args):
            n = count(tok)
            if n is None or not 1 <= n <= 6:
                raise BadArgs(_("{word!r} is not a face of a die", word=tok), i, _("a die from 1 to 6"), "LOG-DIE")
            dice.append(n)
        if not dice:
            raise BadArgs(_("the dice are missing"), 0, _("two dice from 1 to 6, for example 3 5"), "LOG-DIE")
        return dice

    def check_roll(self, move: Move) -> None:
        p = self.seats[move.actor]
        if p.roles_drawn or len(p.dice) + len(move.args) > 2:
            self._ruled(C.SETUP_ROLE_DIE, move.event, _("two dice decide the kinds of the two set-up role cards: "
                                                        "{player} has rolled them", player=p.name), token=1)

    def do_roll(self, move: Move) -> None:
        p = self.seats[move.actor]
        if not p.roles_drawn:
            p.dice = (p.dice + move.args)[-2:]

    def read_draw(self, move: Move) -> list[Card]:
        cards = self._cards(move)
        if not cards:
            raise BadArgs(_("the cards drawn is missing"), 0, _("the cards, or ?? for each card not seen"))
        return cards

    def _draw_kind(self, move: Move) -> str:
        """What a draw line is: the set-up's budget, roles or events; the scout phase's events (新たなるチャンス);
        the set phase's event."""
        p = self.seats[move.actor]
        cards: list[Card] = move.args
        if all(c.budget for c in cards):
            return "setup-budget" if not p.budget_written and self.week <= 1 and p.phase <= START else "set"
        if not p.setup_done and (p.phase == SETUP or self.week <= 1 and p.phase <= START and not p.budgeted):
            if not p.roles_drawn and not any(c.event for c in cards):
                return "setup-roles"
            if not p.events_drawn and not any(c.role for c in cards):
                return "setup-events"
            if not p.roles_drawn:
                return "setup-roles"
        if p.placed and p.phase <= SCOUT and "chance" in self._placed_this_week(p) and p.scouts == 0 \
                and not any(c.role for c in cards):
            return "chance"
        return "set"

    def follow_draw(self, move: Move) -> None:
        kind = self._draw_kind(move)
        move.hints = dict(move.hints)
        self.draw_kind = kind
        if kind.startswith("setup"):
            self._idle = False
            return
        self._follow(move, SCOUT if kind == "chance" else SET)

    def check_draw(self, move: Move) -> None:
        kind = self.draw_kind
        if self._idle:
            return
        p, ev, cards = self.seats[move.actor], move.event, move.args
        if kind == "setup-budget":
            n = {s: sum(1 for c in cards if c.name == s) for s in SIZES}
            if n != {"small": 5, "medium": 2, "large": 0}:
                self._ruled(C.SETUP_BUDGET, ev, _("the set-up's budget is 5 予算・小 and 2 予算・中: {player} wrote "
                                                  "{cards}", player=p.name, cards=self._sizes_text(n)), token=2)
            return
        if kind == "setup-roles":
            if len(cards) != 2:
                self._ruled(C.SETUP_ROLE, ev, _("two role cards at the set-up: {player} drew {count}", player=p.name,
                                                count=len(cards)), token=2)
            for c in dict.fromkeys(cards):  # a counted word (small*12) is one word: said once
                if c.event or c.budget:
                    self._ruled(C.SETUP_ROLE, ev, _("{card} is not a role card", card=c.name), token=c.token)
            self._check_names(move, cards, roles=True)
            self._check_dice(move, p, cards)
            return
        if kind == "setup-events":
            if len(cards) != 2:
                self._ruled(C.SETUP_EVENT, ev, _("two event cards at the set-up: {player} drew {count}", player=p.name,
                                                 count=len(cards)), token=2)
            for c in dict.fromkeys(cards):  # a counted word is said once
                if not (c.event or c.unseen):
                    self._ruled(C.SETUP_EVENT, ev, _("{card} is not an event card", card=c.name), token=c.token)
            self._check_names(move, cards)
            return
        if kind == "chance":  # ET-FACT-CHANCE: two event cards in the scout phase, as its one action
            if len(cards) > 2:
                self._ruled(C.FACT_CHANCE, ev, _("新たなるチャンス draws two event cards: {player} drew {count}",
                                                 player=p.name, count=len(cards)), token=2)
            self._check_names(move, cards, events_only=True)
            return
        # the set phase's draw: ET-SET-DRAW
        for c in cards:
            if not (c.event or c.unseen):
                self._ruled(C.SET_DRAW, ev, _("the set phase draws from the event pile: {card} is not an event card",
                                              card=c.name), token=c.token)
                return
        surprise = bool(p.placed) and "surprise" in self._placed_this_week(p)
        if len(cards) > 1:
            self._ruled(C.SET_DRAW, ev, _("one event card is drawn in the set phase: {player} drew {count}",
                                          player=p.name, count=len(cards)), token=2)
        elif self.options["set-actions"] == "one":
            allowed = 2 if surprise else 1
            if p.set_actions >= allowed:
                clause = C.FACT_SURPRISE if surprise else C.SET_DRAW
                self._ruled(clause, ev, _n("the set phase allows {n} action (set-actions: one): this draw is one more",
                                           "the set phase allows {n} actions (set-actions: one): this draw is one more",
                                           allowed), (R_SET_ACTIONS.clause,), token=1)
        else:
            allowed = 2 if surprise else 1
            if p.set_draws >= allowed:
                clause = C.FACT_SURPRISE if surprise else C.SET_DRAW
                if surprise:
                    message = _n("{n} event card in the set phase (電撃発表): {player} has drawn {count}",
                                 "{n} event cards in the set phase (電撃発表): {player} has drawn {count}", allowed,
                                 player=p.name, count=p.set_draws + len(cards))
                else:
                    message = _n("{n} event card in the set phase: {player} has drawn {count}",
                                 "{n} event cards in the set phase: {player} has drawn {count}", allowed,
                                 player=p.name, count=p.set_draws + len(cards))  # (this line's cards included)
                self._ruled(clause, ev, message, (R_SET_ACTIONS.clause,), token=1)
        self._check_names(move, cards, events_only=True)

    @staticmethod
    def _sizes_text(n: dict[str, int]) -> str:
        return " ".join(f"{K.japanese(s)}×{n[s]}" for s in SIZES if n[s]) or _("no budget card")

    def _check_dice(self, move: Move, p: Player, cards: list[Card]) -> None:
        """ET-SETUP-ROLE-DIE: the two cards' kinds are the two dice's, in either order; a 6 is any kind."""
        if len(p.dice) < 2:
            self._ruled(C.SETUP_ROLE_DIE, move.event, _("the role cards' kinds are decided by the dice: {player} has "
                                                        "not rolled them", player=p.name), token=1)
            return
        kinds = [c.role.kind if c.role else None for c in cards]
        if len(kinds) != 2:
            return
        want = [K.DIE_KIND[d] for d in p.dice]

        def fits(order: list[str | None]) -> bool:
            return all(w is None or k is None or w == k for w, k in zip(order, kinds))

        if not (fits(want) or fits(want[::-1])):
            names = [_("any") if w is None else K.KIND_JA[w] for w in want]
            rulings = (R_DIE_ANY.clause,) if None in want else ()
            self._ruled(C.SETUP_ROLE_DIE, move.event, _("the dice {die} and {other} give {kind} and {other_kind}: "
                                                        "{player} drew {cards}", die=p.dice[0], other=p.dice[1],
                                                        kind=names[0], other_kind=names[1], player=p.name,
                                                        cards=" ".join(c.name for c in cards)), rulings, token=2)

    def _check_names(self, move: Move, cards: list[Card], events_only: bool = False, roles: bool = False) -> None:
        """Cards that cannot come out of the piles: a role number not on any card (ET-CARDS-ROLES), more copies
        than a pile holds (ET-MAT-ROLE-…, ET-MAT-EVENT; ET-FACT-ERRATA under edition 6.2), an empty pile.
        ``roles``: the set-up's role cards, where ``??`` is a role card."""
        wanted: dict[str, int] = {}  # copies of each card named
        from_role_pile: dict[str, int] = {}  # role cards out of each kind's pile
        from_event_pile = any_role = 0
        where = self.ledger.where
        for c in cards:
            name = c.name
            if c.role is not None:
                from_role_pile[c.role.kind] = from_role_pile.get(c.role.kind, 0) + 1
            elif c.unseen and roles:
                any_role += 1
            elif c.event or c.unseen:
                from_event_pile += 1
            if name.startswith("!"):
                self._ruled(C.CARDS_ROLES, move.event, _("role cards are numbered 1 to 6"), token=c.token)
                continue
            if c.budget or c.unseen or name.endswith("?"):
                continue
            wanted[name] = n = wanted.get(name, 0) + 1
            copies = self.copies.get(name, ())
            if n + len(where.keys() & copies) > len(copies):  # more than the copies not yet out of the pile
                self._too_many(move, c)
        told = False
        if from_role_pile:
            for kind in K.KINDS:
                if from_role_pile.get(kind, 0) > self.role_pile[kind]:
                    self._ruled(C.MAT_ROLE[kind], move.event, _("the {pile} pile is empty", pile=K.KIND_JA[kind]),
                                token=2)
                    told = True
        if not told and sum(from_role_pile.values()) + any_role > self._roles_left():
            # every role card is out (some of them unseen, from piles the log does not say)
            kind = next(iter(from_role_pile), K.KINDS[0])
            self._ruled(C.MAT_ROLE[kind], move.event, _("the role card piles hold {left} cards: the line draws {count}",
                                                        left=max(0, self._roles_left()),
                                                        count=sum(from_role_pile.values()) + any_role), token=2)
        if from_event_pile > self.event_pile:  # (the extra draws reported before emptied it: one may be a line written twice)
            self._ruled(C.MAT_EVENT, move.event, _("the event pile is empty"), token=2,
                        recalls=tuple(self.extra_draws) or None)

    def _copies(self, name: str) -> int:
        return len(self.copies.get(name, ()))

    def _too_many(self, move: Move, c: Card) -> None:
        n = self._copies(c.name)
        if c.event:
            clause = C.FACT_ERRATA if self.options["edition"] == "6.2" else C.MAT_EVENT
            rulings = (R_EDITION.clause,) if self.options["edition"] == "6.2" else ()
        else:
            clause, rulings = C.MAT_ROLE[c.role.kind], ()  # type: ignore[union-attr]
        self._ruled(clause, move.event, _("the pile holds {copies} {card}: all {copies} are out already", copies=n,
                                          card=K.japanese(c.name)), rulings, token=c.token,
                    recalls=tuple(self.extra_draws) or None if c.event else None)  # (a copy drawn twice may be a line written twice)

    def do_draw(self, move: Move) -> None:
        kind, self.draw_kind = self.draw_kind, "set"
        p = self.seats[move.actor]
        if not kind.startswith("setup"):
            self._may_hide_slip(move)
        cards: list[Card] = move.args
        if kind == "setup-budget":
            n = {s: sum(1 for c in cards if c.name == s) for s in SIZES}
            for s, want in (("small", 5), ("medium", 2), ("large", 0)):
                extra = n[s] - want  # a budget written other than 5 and 2 is what the player took
                if extra > 0:
                    got = min(extra, self.pile[s])
                    self.pile[s] -= got
                    p.up[s] += got
                elif extra < 0:
                    back = min(-extra, p.up[s])
                    p.up[s] -= back
                    self.pile[s] += back
            p.budget_written = True
            return
        if kind == "setup-roles":
            p.roles_drawn = True
            domain = ROLE_IDS
            if len(p.dice) == 2 and None not in [K.DIE_KIND[d] for d in p.dice]:
                domain = KIND_IDS[K.DIE_KIND[p.dice[0]]] | KIND_IDS[K.DIE_KIND[p.dice[1]]]  # type: ignore[index]
            self._all_to_stock(move, p, cards, domain)
            if self.week == 0 and all(q.setup_done for q in self.seats):
                self._begin(1)
            return
        if kind == "setup-events":
            p.events_drawn = True
            if self.week == 0 and all(q.setup_done for q in self.seats):
                self._begin(1)  # ET-WEEK-START: week 1 begins when every player's set-up is done
        if kind == "chance":
            p.scouts += 1
        elif kind == "set":
            p.set_draws += 1
            p.set_actions += 1
            if p.set_draws > 1 or len(cards) > 1:
                self.extra_draws.append(move.event.index)  # a draw past the phase's one: what an empty pile may follow from
        self._all_to_stock(move, p, cards, self.event_domain)

    def _all_to_stock(self, move: Move, p: Player, cards: list[Card], domain: frozenset[int]) -> None:
        """Each of ``cards`` into ``p``'s stock. The cards of one counted word (``??*120``) are one reading: once
        the game has none of them left, the rest of the word is passed over (a failed draw changes nothing)."""
        none_left = None
        for c in cards:
            if c is not none_left and not self._to_stock(move, p, c, domain):
                none_left = c

    def _to_stock(self, move: Move, p: Player, c: Card, domain: frozenset[int]) -> bool:
        """A card from a closed pile into ``p``'s stock (a budget card written among them from its open pile).

        Cards are conserved: a line that draws from a pile the referee counts empty (reported by its check: the
        table refilled the pile, which the rulebook does not provide for, or the recorder slipped) takes the card
        from where the table can have it, the discard area, and where no such card is left anywhere, none is made.
        The position never holds more cards than the game's components (docs/security.md, Bounds)."""
        if c.budget:
            if not self._budget_card(c.name):
                return False
            p.up[c.name] += 1
            return True
        r = c.role
        if r is not None:
            if not self.role_pile[r.kind] or self._roles_left() <= 0:
                return self._from_discard(move, p, c, KIND_IDS[r.kind])
            self.role_pile[r.kind] -= 1
            dom = KIND_IDS[r.kind]
        else:
            if c.event or (c.unseen and domain is self.event_domain):
                if not self.event_pile:
                    return self._from_discard(move, p, c, self.event_domain)
                self.event_pile -= 1
            elif c.unseen:
                # an unseen role card of the set-up: its pile is the one of a die's kind (the first with a card
                # left); of any kind (a die of 6, or no dice), one of the piles the log does not say
                kinds = [k for k in K.KINDS if KIND_IDS[k] <= domain]
                if len(kinds) == 1 or (kinds and domain != ROLE_IDS):
                    kind = next((k for k in kinds if self.role_pile[k]), None)
                    if kind is None or self._roles_left() <= 0:
                        return self._from_discard(move, p, c, domain)
                    self.role_pile[kind] -= 1
                elif self._roles_left() > 0:
                    self.roles_unsure += 1
                else:
                    return self._from_discard(move, p, c, domain)
            dom = domain
        card = self._free_copy(c.name)
        self.ledger.deal(p.stock, card, dom, C.TERM_STOCK, move.event, c.token)
        return True

    def _roles_left(self) -> int:
        """The role cards still in the four piles: those counted per pile, less the unseen ones of the set-up whose
        pile the log does not say (a die of 6)."""
        return sum(self.role_pile.values()) - self.roles_unsure

    def _budget_card(self, size: str) -> bool:
        """A budget card of ``size`` leaves for a stock: from its open pile; from the discard area when the pile is
        empty (the table took it from there: ET-MAT-DISCARD, reported by the line's check); False when the game
        has no such card left in either (none is made)."""
        if self.pile[size] > 0:
            self.pile[size] -= 1
            return True
        if self.discarded[size] > 0:
            self.discarded[size] -= 1
            return True
        return False

    def _from_discard(self, move: Move, p: Player, c: Card, domain: frozenset[int]) -> bool:
        """A role or event card drawn from a pile that is empty (the line's check said so): the one place the
        table can have taken it from is the discard area. A card named there moves to ``p``'s stock, or, for an
        unseen card, one of the cards there that it can be; with none, no card is made (False)."""
        L, discard = self.ledger, self.discard
        if not len(discard):
            return False
        ids = self.copies.get(c.name)
        if ids is not None:
            copy = next((i for i in ids if L.where.get(i) is discard), None)
            if copy is None:
                copy = next((i for i in ids if L.holds(discard, i)), None)
            if copy is None:
                return False
            L.move(discard, p.stock, copy, move.event, c.token)
            return True
        if all(i in domain for i in discard.known) and all(u.domain <= domain for u in discard.hidden):
            L.move(discard, p.stock, None, move.event, c.token)
            return True
        return False

    def _free_copy(self, name: str, zone: Zone | None = None) -> int | None:
        """A physical copy of ``name`` for a line that names it: one known in ``zone``; else one the table has not
        seen anywhere (None: every copy is out, or the card is unseen)."""
        ids = self.copies.get(name)  # an event card, or a role card with its number
        if ids is None:
            return None
        where = self.ledger.where
        if zone is not None:
            for i in ids:
                if where.get(i) is zone:
                    return i
        for i in ids:
            if i not in where and i not in self.ledger.reserved:
                return i
        return None

    # -- the start phase: ET-START-BUDGET ---------------------------------------------------------------------------

    def read_budget(self, move: Move) -> list[Card]:
        cards = self._cards(move, unseen=False)
        if not cards:
            raise BadArgs(_("the budget card is missing"), 0, _("small (or medium when the small pile is empty)"))
        return cards

    def follow_budget(self, move: Move) -> None:
        self._follow(move, START)

    def _start_size(self) -> str | None:
        """The card the start phase gives now: 小; 中 when 小 is out; then nothing (or 大: ruling ET-RULING-EMPTY)."""
        if self.pile["small"] > 0:
            return "small"
        if self.pile["medium"] > 0:
            return "medium"
        if self.options["start"] == "large" and self.pile["large"] > 0:
            return "large"
        return None

    def check_budget(self, move: Move) -> None:
        if self._idle:
            return
        p, ev, cards = self.seats[move.actor], move.event, move.args
        want = self._start_size()
        rulings = () if self.pile["small"] > 0 else (R_EMPTY.clause,)
        if p.budgeted:
            self._ruled(C.START_BUDGET, ev, _("one budget card in the start phase: {player} has taken it",
                                              player=p.name), token=1)
        elif len(cards) != 1:
            self._ruled(C.START_BUDGET, ev, _("one budget card in the start phase: {player} took {count}",
                                              player=p.name, count=len(cards)), token=2)
        elif not cards[0].budget:
            self._ruled(C.START_BUDGET, ev, _("{card} is not a budget card", card=cards[0].name), token=2)
        elif want is None:
            self._ruled(C.START_BUDGET, ev, _("the small and the medium piles are empty: the start phase gives nothing"),
                        rulings, token=2)
        elif cards[0].name != want:
            # the pile may be emptier than the log shows: a start-phase card left unwritten (this player's, an earlier
            # week, or another player's)
            lacks = tuple(f"{q.name} budget {want}" for q in self.seats) if cards[0].name != "small" else ()
            if want == "small":
                message = _("the start phase gives {card}, not {written}", card=K.japanese(want),
                            written=K.japanese(cards[0].name))
            elif want == "medium":
                message = _("the start phase gives {card} (小 pile empty), not {written}", card=K.japanese(want),
                            written=K.japanese(cards[0].name))
            else:
                message = _("the start phase gives {card} (小 and 中 pile empty), not {written}", card=K.japanese(want),
                            written=K.japanese(cards[0].name))
            self._ruled(C.START_BUDGET, ev, message, rulings, token=2, expected=f"{p.name} budget {want}", lacks=lacks)

    def do_budget(self, move: Move) -> None:
        p = self.seats[move.actor]
        self._may_hide_slip(move)
        p.budgeted = True
        for c in move.args:
            if c.budget:
                self._take_budget(p, c.name)

    def _take_budget(self, p: Player, size: str) -> None:
        if self._budget_card(size):
            p.up[size] += 1

    # -- the action phase: ET-ACTION-PLACE, ET-ACTION-EFFECT ----------------------------------------------------------

    def read_place(self, move: Move) -> tuple[Card, int | None, int | None]:
        args = move.event.args
        if not args:
            raise BadArgs(_("the event card is missing"), 0, _("an event card, for example tieup"))
        target = None
        if len(args) >= 3 and args[-2] in ("->", "→"):  # the player it is aimed at (プロモーターの介入, ストライキ)
            target = self.seat_of(args[-1])
            if target is None:
                raise BadArgs(_("{name!r} is not a player of this game", name=args[-1]), len(args) - 1,
                              _("one of {players}", players=listing(self.players)), "LOG-ACTOR")
            args = args[:-2]
        number = None
        last = args[-1]
        if len(args) > 1 and count(last) is not None:
            number = count(last)
            args_n = len(args) - 1
        else:
            args_n = len(args)
        if args_n != 1:
            raise BadArgs(_("one event card a line"), 1, "PLAYER place EVENT [NUMBER] [-> PLAYER]")
        card = self._cards(move, 0, 1)[0]
        return card, number, target

    def follow_place(self, move: Move) -> None:
        self._follow(move, ACTION)

    def check_place(self, move: Move) -> None:
        if self._idle:
            return
        p, ev = self.seats[move.actor], move.event
        card, number, _target = move.args
        if card.budget:
            self._ruled(C.TERM_BUDGET, ev, _("{card} is a budget card: it pays costs and is not placed",
                                             card=K.japanese(card.name)), token=2)
            return
        if card.role is not None:
            self._ruled(C.TERM_EVENT_AREA, ev, _("the event area takes event cards: {card} is a role card",
                                                 card=card.name), token=2)
            return
        if not card.unseen and not self._in_stock(p, card.name) or card.unseen and not len(p.stock):
            self._ruled(C.ACTION_PLACE, ev, _("{card} is not in {player}'s stock", card=K.japanese(card.name),
                                              player=p.name), token=2)
        if p.places >= 1:
            if p.agency_week == p.week:
                pass  # ET-FACT-AGENCY: several event cards this action phase
            elif p.agency_week is not None:
                self._ruled(C.FACT_AGENCY, ev, _("広告代理店の努力 worked in week {week}; it is gone: one event card in "
                                                 "this action phase", week=p.agency_week), token=1)
            else:
                self._ruled(C.ACTION_PLACE, ev, _("one event card in the action phase: {player} has placed one",
                                                  player=p.name), token=1)
        if card.name == "promoter" and number is None:
            self._ruled(C.ACTION_EFFECT, ev, _("プロモーターの介入 is placed with the number it declares"), token=2,
                        expected=f"{p.name} place promoter NUMBER")

    def do_place(self, move: Move) -> None:
        p = self.seats[move.actor]
        self._may_hide_slip(move)
        card, number, target = move.args
        p.places += 1
        if card.budget or card.role is not None:
            return
        self._move_card(move, p, card, p.events, self.event_domain)
        name = None if card.unseen else card.name
        p.placed.append((name, number if name == "promoter" else None))
        p.aims.append(target)
        if name == "agency":
            p.agency_week = p.week

    def _in_stock(self, p: Player, name: str) -> bool:
        copy = self._free_copy(name, p.stock)
        if copy is not None and self.ledger.where.get(copy) is p.stock:
            return True
        return copy is not None and any(copy in u.domain for u in p.stock.hidden)

    def _move_card(self, move: Move, p: Player, card: Card, dst: Zone, domain: frozenset[int]) -> None:
        """A card named by ``move`` leaves ``p``'s stock for ``dst``: a known copy, or an unseen card there that it
        turns out to be. A card that is in no stock came from where the table had it (another stock, or its pile)."""
        L = self.ledger
        if card.unseen or card.name.endswith("?") or card.name.startswith("!"):
            kind = card.role.kind if card.role else None
            pool = [u for u in p.stock.hidden if kind is None or u.domain <= KIND_IDS[kind] or u.domain & KIND_IDS[kind]]
            if kind is None and domain is self.event_domain:
                pool = [u for u in p.stock.hidden if u.domain & self.event_domain] or pool
            if pool:
                u = pool[-1]
                if kind is not None:
                    u.domain = u.domain & KIND_IDS[kind] or u.domain
                L.move_thing(p.stock, dst, u, move.event, card.token)
            else:
                L.deal(dst, None, KIND_IDS[kind] if kind else domain, C.TERM_STOCK, move.event, card.token)
            return
        copy = self._free_copy(card.name, p.stock)
        if copy is not None and (L.where.get(copy) is p.stock or any(copy in u.domain for u in p.stock.hidden)):
            L.move(p.stock, dst, copy, move.event, card.token)
            return
        for q in self.seats:  # in another player's stock
            other = self._free_copy(card.name, q.stock)
            if q is not p and other is not None and L.where.get(other) is q.stock:
                L.move(q.stock, dst, other, move.event, card.token)
                return
        # from the pile (or a copy the table lost): it is here now
        if card.role is not None:
            self.role_pile[card.role.kind] = max(0, self.role_pile[card.role.kind] - 1)
        else:
            self.event_pile = max(0, self.event_pile - 1)
        copy = self._free_copy(card.name)
        dom = KIND_IDS[card.role.kind] if card.role else self.event_domain
        L.deal(dst, copy, dom, C.TERM_STOCK, move.event, card.token)

    # -- effect lines: ruling ET-RULING-EVENTS ---------------------------------------------------------------------

    def read_effect(self, move: Move) -> Card:
        if not move.event.args:
            raise BadArgs(_("the event card is missing"), 0, _("PLAYER effect EVENT: what it did"))
        tok = move.event.args[0].rstrip(":：")
        return Card(self._card_name(move, 0, tok, False), 2)

    def check_effect(self, move: Move) -> None:
        p, ev, card = self.seats[move.actor], move.event, move.args
        if not card.event:
            self._ruled(C.CARDS_EVENTS, ev, _("only event cards have effects: {card} is not one", card=card.name),
                        token=2)
            return
        if card.name not in p.active_events():
            self._ruled(C.ACTION_EFFECT, ev, _("{card} is not in {player}'s event area: only a placed card has an "
                                               "effect", card=K.japanese(card.name), player=p.name),
                        (R_EVENTS.clause,), token=2)
            return
        if card.name in PUBLISHED:
            return  # its effect is the referee's to compute: the line is a note, and nothing to verify
        self.judge.unverifiable(C.ACTION_EFFECT, ev.position(2), _("what {card} did is recorded: its effect is not "
                                                                   "published (ruling ET-RULING-EVENTS), so the referee "
                                                                   "cannot check it", card=K.japanese(card.name)),
                                p.name)

    def do_effect(self, move: Move) -> None:
        """An effect line records; the lines that follow say what it changed (``unslot``, ``return``, ``discard``, and
        the lines of the game's own: a card drawn, gained, cast)."""

    # -- what the table did that no published rule says: cards out of a slot, back to a pile, discarded, a pile refilled,
    # a tie broken (issue 31). Each is applied as the table did it; each is judged where a rule or a ruling says how.

    def _unknown_effect_in_play(self) -> str | None:
        """An event card placed whose effect is not published (it may move cards no rule moves), or None."""
        return next((e for q in self.seats for e in q.active_events() if e not in PUBLISHED), None)

    def _recorded(self, move: Move, what: str, token: int = 1) -> None:
        """A move no published rule makes: unverifiable where an event of unknown effect is in play (it may have made
        it: ruling ET-RULING-EVENTS), a violation of ``C.ACTION_EFFECT`` where none is."""
        ev = move.event
        name = self.players[move.actor] if move.actor >= 0 else None
        effect = self._unknown_effect_in_play()
        if effect is not None:
            self.judge.unverifiable(C.ACTION_EFFECT, ev.position(token), _(
                "{what}: no published rule does it, and {card} is in play, whose effect is not published (ruling "
                "ET-RULING-EVENTS): recorded as the table did it", what=what, card=K.japanese(effect)), name)
            return
        self._ruled(C.ACTION_EFFECT, ev, _("{what}: no rule does it, and no event card whose effect is not published is in "
                                           "play", what=what), (R_EVENTS.clause,), token=token)

    def read_unslot(self, move: Move) -> tuple[str, bool]:
        args = move.event.args
        if not args or len(args) > 2:
            raise BadArgs(_("unslot names the slot, then discard if the card went to the discard area"), 0,
                          "PLAYER unslot SLOT [discard]")
        slot = K.slot(args[0]) or self.word(move, 0, "slot", what=_("a slot: lead, support, script, music or director"))
        if len(args) == 2 and args[1] not in TO_DISCARD:
            raise BadArgs(_("after the slot: discard (the card went to the discard area), or nothing (back to the stock)"),
                          1, "PLAYER unslot SLOT [discard]")
        return slot, len(args) == 2

    def check_unslot(self, move: Move) -> None:
        p = self.seats[move.actor]
        slot, _to_discard = move.args
        if not len(p.slots[slot]):
            self._ruled(C.TERM_ROLE_AREA, move.event, _("{player}'s {slot} holds no card", player=p.name,
                                                        slot=K.SLOT_JA[slot]), token=2)
            return
        self._recorded(move, _("a role card taken out of {player}'s {slot}", player=p.name, slot=K.SLOT_JA[slot]), 2)

    def do_unslot(self, move: Move) -> None:
        p = self.seats[move.actor]
        slot, to_discard = move.args
        zone = p.slots[slot]
        if len(zone):
            self.ledger.move(zone, self.discard if to_discard else p.stock, None, move.event, 2)

    def read_return(self, move: Move) -> list[Card]:
        cards = self._cards(move)
        if not cards:
            raise BadArgs(_("the cards are missing"), 0, "PLAYER return CARD…")
        return cards

    def check_return(self, move: Move) -> None:
        p = self.seats[move.actor]
        for c in move.args:
            held = p.up[c.name] > 0 if c.budget else (c.unseen or self._in_stock(p, c.name))
            if not held:
                self._ruled(C.TERM_STOCK, move.event, _("{card} is not in {player}'s stock", card=K.japanese(c.name),
                                                        player=p.name), token=c.token)
                return
        self._recorded(move, _("cards put back into their piles"), 1)

    def do_return(self, move: Move) -> None:
        p = self.seats[move.actor]
        for c in move.args:
            if c.budget:
                if p.up[c.name] > 0:
                    p.up[c.name] -= 1
                    self.pile[c.name] += 1
                continue
            copy = None if c.unseen else self._free_copy(c.name, p.stock)
            if copy is None and not len(p.stock):
                continue
            self.ledger.take(p.stock, copy, move.event, c.token)  # out of play, back to its closed pile
            if c.role is not None:
                self.role_pile[c.role.kind] += 1
            elif c.event:
                self.event_pile += 1

    def read_discard(self, move: Move) -> Card:
        cards = self._cards(move)
        if len(cards) != 1:
            raise BadArgs(_("one event card a line"), 0, "PLAYER discard EVENT")
        return cards[0]

    def check_discard(self, move: Move) -> None:
        """ET-RULING-DISCARD: the rulebook neither allows nor forbids discarding an event card of one's stock."""
        p, card = self.seats[move.actor], move.args
        if not (card.event or card.unseen):
            self._ruled(C.TERM_EVENT_AREA, move.event, _("only an event card is discarded so: {card} is not one",
                                                         card=K.japanese(card.name)), (R_DISCARD.clause,), token=2)
            return
        if card.unseen and not len(p.stock):
            self._ruled(C.TERM_STOCK, move.event, _("{player}'s stock holds no card to discard", player=p.name), token=2)
            return
        if not card.unseen and not self._in_stock(p, card.name):
            self._ruled(C.TERM_STOCK, move.event, _("{card} is not in {player}'s stock", card=K.japanese(card.name),
                                                    player=p.name), token=2)
            return
        if self.options["discard"] == "refused":
            self._ruled(R_DISCARD.clause, move.event, _("no rule lets an event card leave the stock for the discard area "
                                                        "(option discard: refused)"), (R_DISCARD.clause,), token=1)

    def do_discard(self, move: Move) -> None:
        p, card = self.seats[move.actor], move.args
        if card.event or card.unseen:
            self._move_card(move, p, card, self.discard, self.event_domain)

    def read_refill(self, move: Move) -> tuple[str, int]:
        args = move.event.args
        size = K.CARD_SPELLINGS.get(args[0]) if args else None
        n = count(args[1]) if len(args) == 2 else None
        if size not in SIZES or n is None or n < 1:
            raise BadArgs(_("refill names a budget size and how many cards"), 0, "table refill small|medium|large N")
        return size, n

    def check_refill(self, move: Move) -> None:
        size, n = move.args
        if self.discarded[size] < n:
            self._ruled(R_EMPTY.clause, move.event, _("the discard area holds {have} {card}: the line refills {n}",
                                                      have=self.discarded[size], card=K.japanese(size), n=n), token=3)
            return
        self.judge.unverifiable(R_EMPTY.clause, move.event.position(1), _(
            "the rulebook does not refill a budget pile from the discard area (ruling ET-RULING-EMPTY): {n} {card} "
            "recorded as refilled", n=n, card=K.japanese(size)))

    def do_refill(self, move: Move) -> None:
        size, n = move.args
        moved = min(n, self.discarded[size])
        self.discarded[size] -= moved
        self.pile[size] += moved

    def read_tiebreak(self, move: Move) -> int:
        args = move.event.args
        seat = self.seat_of(args[0]) if len(args) == 1 else None
        if seat is None:
            raise BadArgs(_("tiebreak names the player the table gave the win"), 0, "table tiebreak PLAYER",
                          "LOG-ACTOR")
        return seat

    def check_tiebreak(self, move: Move) -> None:
        """ET-RULING-TIE: the rulebook does not break a tie for the best score; the table may."""
        result = self._scores_result()
        if result is None:
            self._ruled(R_TIE.clause, move.event, _("a tie is broken when the game is over and its scores are known"),
                        (R_TIE.clause,), token=1)
            return
        scores, best = result
        if len(best) < 2 or move.args not in best:
            name = self.players[move.args]
            self._ruled(R_TIE.clause, move.event, _("{player} is not tied for the best score ({best}): there is no tie to "
                                                    "break for them", player=name, best=_(", ").join(
                                                        self.players[b] for b in best)), (R_TIE.clause,), token=2)

    def do_tiebreak(self, move: Move) -> None:
        self.tiebreak = move.args

    # -- the scout phase: ET-SCOUT-ONE … ET-SCOUT-GAIN-L -----------------------------------------------------------

    def read_scout(self, move: Move) -> list[Card]:
        cards = self._cards(move)
        if not cards:
            raise BadArgs(_("the role card is missing"), 0, _("a role card, or its kind with ? (actor?) when unseen"))
        return cards

    def follow_scout(self, move: Move) -> None:
        self._follow(move, SCOUT)

    def _scout_action(self, move: Move, p: Player) -> None:
        """ET-SCOUT-ONE: one action; 地元の協力 placed: two (ET-FACT-LOCAL); still in the stock: ET-SCOUT-EVENT-FIRST."""
        ev = move.event
        placed = self._placed_this_week(p) if p.placed else []
        allowed = 2 if "local" in placed else 1
        if p.scouts < allowed:
            return
        if "local" in placed:
            self._ruled(C.FACT_LOCAL, ev, _("地元の協力 gives two actions in the scout phase: {player} has taken both",
                                            player=p.name), token=1)
        elif any(name_of(c) == "local" for c in p.stock.known):
            self._ruled(C.SCOUT_EVENT_FIRST, ev, _("地元の協力 gives a second action only once it is placed: it is still "
                                                   "in {player}'s stock", player=p.name), token=1)
        else:
            self._ruled(C.SCOUT_ONE, ev, _("one action in the scout phase: {player} has taken it", player=p.name),
                        (R_SCOUT_NONE.clause,), token=1)

    def check_scout(self, move: Move) -> None:
        if self._idle:
            return
        p, ev, cards = self.seats[move.actor], move.event, move.args
        bad = [c for c in cards if c.role is None and not c.unseen]
        if bad:
            self._ruled(C.SCOUT_DRAW, ev, _("the scout draws from a role pile: {card} is not a role card",
                                            card=bad[0].name), token=bad[0].token)
            return
        if len(cards) > 1:
            self._ruled(C.SCOUT_DRAW, ev, _("one role card: {player} drew {count}", player=p.name, count=len(cards)),
                        token=2)
        self._scout_action(move, p)
        self._check_names(move, cards)

    def do_scout(self, move: Move) -> None:
        p = self.seats[move.actor]
        self._may_hide_slip(move)
        p.scouts += 1
        for c in move.args:
            if c.role is not None or c.unseen:
                self._to_stock(move, p, c, ROLE_IDS)

    def _placed_this_week(self, p: Player) -> list[str]:
        """The one-week event cards in ``p``'s event area (they leave at the end phase)."""
        return [e for e, _number in p.placed if e in ONE_WEEK]

    def read_gain(self, move: Move) -> tuple[list[Card], list[Card], bool]:
        args = move.event.args
        stop = next((i for i, a in enumerate(args) if a.startswith("$")), len(args))
        gained = self._cards(move, 0, stop, unseen=False)
        if not gained:
            raise BadArgs(_("the budget card gained is missing"), 0, _("small, medium or large"))
        paid, marked = self._payment(move, stop)
        return gained, paid, marked

    def follow_gain(self, move: Move) -> None:
        self._follow(move, SCOUT)

    def check_gain(self, move: Move) -> None:
        if self._idle:
            return
        p, ev = self.seats[move.actor], move.event
        gained, paid, _marked = move.args
        size = gained[0].name if gained[0].budget else None
        if size is None:
            self._ruled(C.COST_GAIN, ev, _("the scout gains a budget card: {card} is not one", card=gained[0].name),
                        token=2)
            return
        clause = C.SCOUT_GAIN[size]
        if len(gained) > 1:
            self._ruled(clause, ev, _("one {card} a gain: {player} took {count}", card=K.japanese(size), player=p.name,
                                      count=len(gained)), token=2)
        self._scout_action(move, p)
        for c in paid:
            if not c.budget:
                self._ruled(C.COST_GAIN, ev, _("budget cards are turned over to gain one: {card} is not a budget card",
                                               card=c.name), token=c.token)
                return
        need = K.BUDGET[size][1]
        worth = sum(K.BUDGET[c.name][0] for c in paid)
        if not self._stock_has(move, p, paid, turning=True):
            return
        if worth < need:
            self._ruled(clause, ev, _("{card} costs {cost}: {player} turned over {worth}", card=K.japanese(size),
                                      cost=need, player=p.name, worth=worth), token=2)
        elif worth > need and self.options["pay"] == "exact":
            self._ruled(clause, ev, _("{card} costs {cost}: {player} turned over {worth} (pay: exact)",
                                      card=K.japanese(size), cost=need, player=p.name, worth=worth),
                        (R_PAY.clause,), token=2)
        self._pile_has(move, size, gained[0].token)

    def _pile_has(self, move: Move, size: str, token: int) -> None:
        """ET-MAT-BUDGET-…: a card from an empty pile (ET-MAT-DISCARD when that size lies in the discard area)."""
        if self.pile[size] > 0:
            return
        rulings = (R_EDITION.clause,) + ((R_SETUP_BUDGET.clause,) if size != "large" else ())
        if self.discarded[size]:
            self._ruled(C.MAT_DISCARD, move.event, _("the {pile} pile is empty; the cards in the discard area stay "
                                                     "there: the pile is not refilled from it", pile=K.japanese(size)),
                        rulings, token=token)
        else:
            self._ruled(C.MAT_BUDGET[size], move.event, _("the {pile} pile is empty", pile=K.japanese(size)), rulings,
                        token=token)

    def _stock_has(self, move: Move, p: Player, paid: list[Card], turning: bool = False) -> bool:
        """The budget cards named are face up in ``p``'s stock (ET-SET-FLIPPED for one turned over this week, under
        ruling ET-RULING-FLIP; ET-TERM-STOCK for one the stock does not hold)."""
        need = dict.fromkeys(SIZES, 0)
        for c in paid:
            if c.name in need:
                need[c.name] += 1
        for s in SIZES:
            if need[s] > p.up[s]:
                tok = [c.token for c in paid if c.name == s][-1]
                if need[s] <= p.up[s] + p.down[s] and not turning:
                    self._ruled(C.SET_FLIPPED, move.event, _n("{player}'s stock holds {up} {card} face up; {n} more "
                                                              "was turned over this week and cannot pay",
                                                              "{player}'s stock holds {up} {card} face up; {n} more "
                                                              "were turned over this week and cannot pay", p.down[s],
                                                              player=p.name, up=p.up[s], card=K.japanese(s)),
                                (R_FLIP.clause,), token=tok)
                    return True
                if p.down[s]:
                    message = _("{player}'s stock holds {up} {card} face up: {named} named", player=p.name, up=p.up[s],
                                card=K.japanese(s), named=need[s])
                else:
                    message = _("{player}'s stock holds {up} {card}: {named} named", player=p.name, up=p.up[s],
                                card=K.japanese(s), named=need[s])
                self._ruled(C.TERM_STOCK, move.event, message, token=tok)
                return not turning
        return True

    def do_gain(self, move: Move) -> None:
        p = self.seats[move.actor]
        gained, paid, _marked = move.args
        p.scouts += 1
        turned = 0
        for c in paid:
            if not c.budget:
                continue
            # the card named was turned over at the table: one the stock does not hold by the log (reported) was there
            # all the same, and from here on it is where the table put it
            if p.up[c.name] > 0:
                p.up[c.name] -= 1
            turned += 1
            if self.options["flip"] == "spend":
                self.discarded[c.name] += 1
            else:
                p.down[c.name] += 1
        p.turned += turned
        for c in gained:
            if c.budget:
                self._take_budget(p, c.name)

    # -- the set phase: ET-SET-CAST, ET-SET-LIMIT, ET-SET-FLIPPED ----------------------------------------------------

    def read_cast(self, move: Move) -> tuple[Card, str | None, list[Card], bool]:
        args = move.event.args
        if not args:
            raise BadArgs(_("the role card is missing"), 0, "PLAYER cast ROLE SLOT $ CARD…")
        card = self._cards(move, 0, 1)[0]
        if len(args) < 2 or args[1].startswith("$"):
            raise BadArgs(_("the slot is missing"), 1, _("lead, support, script, music or director (主演 助演 脚本家 音楽家 "
                                                         "演出家)"), "LOG-SLOT")
        slot = K.slot(args[1])
        if slot is None:
            slot = self.word(move, 1, "slot", what=_("a slot: lead, support, script, music or director"))
        paid, marked = self._payment(move, 2)
        return card, slot, paid, marked

    def follow_cast(self, move: Move) -> None:
        self._follow(move, SET)

    def check_cast(self, move: Move) -> None:
        if self._idle:
            return
        p, ev = self.seats[move.actor], move.event
        card, slot, paid, marked = move.args
        if card.budget:
            self._ruled(C.CARDS_BUDGET, ev, _("{card} is a budget card: only role cards are cast",
                                              card=K.japanese(card.name)), token=2)
            return
        if card.event:
            self._ruled(C.TERM_AREA, ev, _("{card} is an event card: it goes to the event area, not the role area",
                                           card=K.japanese(card.name)), token=2)
            return
        role = card.role
        if card.name.startswith("!"):
            self._ruled(C.CARDS_ROLES, ev, _("role cards are numbered 1 to 6"), token=2)
        elif not self._role_in_stock(p, card):
            holder = self._holder(p, card)
            if holder is not None:
                self._ruled(C.MAT_AREAS, ev, _("{card} is in {holder}'s stock: a player casts from their own",
                                               card=card.name, holder=holder.name), token=2)
            else:
                self._ruled(C.TERM_ROLE, ev, _("{card} is not in {player}'s stock: a role card is cast from the stock",
                                               card=card.name, player=p.name), token=2)
        if role is not None and slot is not None and self.options["slot-kind"] == "match" \
                and K.SLOT_KIND[slot] != role.kind:
            self._ruled(C.SET_CAST, ev, _("{slot} takes a {kind}: {card} is a {card_kind}", slot=K.SLOT_JA[slot],
                                          kind=K.KIND_JA[K.SLOT_KIND[slot]], card=card.name,
                                          card_kind=K.KIND_JA[role.kind]), (R_SLOT_KIND.clause,), token=3)
        if slot is not None and len(p.slots[slot]):
            self._ruled(C.TERM_ROLE_AREA, ev, _("{player}'s {slot} holds {cards}: one role card a slot", player=p.name,
                                                slot=K.SLOT_JA[slot], cards=p.slots[slot].show()), token=3)
        if self.options["set-actions"] == "one":
            surprise = "surprise" in self._placed_this_week(p)
            allowed = 2 if surprise else 1
            if p.set_actions >= allowed:
                self._ruled(C.FACT_SURPRISE if surprise else C.SET_CAST, ev,
                            _n("the set phase allows {n} action (set-actions: one): this cast is one more",
                               "the set phase allows {n} actions (set-actions: one): this cast is one more", allowed),
                            (R_SET_ACTIONS.clause,), token=1)
        if not paid:
            self._ruled(C.TERM_COST, ev, _("{card} costs its number + 2: nothing was paid", card=card.name), token=2,
                        expected=f"{p.name} cast {card.name} {slot or 'SLOT'} $ CARD…")
            return
        for c in paid:
            if c.role is not None:
                self._ruled(C.COST_VALUES, ev, _("budget cards pay costs: {card} is a role card", card=c.name),
                            token=c.token)
                return
            if c.event:
                self._ruled(C.TERM_EVENT, ev, _("{card} is an event card: it is no budget", card=K.japanese(c.name)),
                            token=c.token)
                return
            if c.unseen:
                return
        budget = [c for c in paid if c.budget]
        if len(budget) + p.paid + p.turned > LIMIT and not p.limit_told:
            self._ruled(C.SET_LIMIT, ev, _("at most {limit} budget cards a week, turned over and paid together: "
                                           "{player} turned {turned} over and paid {paid}", limit=LIMIT, player=p.name,
                                           turned=p.turned, paid=p.paid + len(budget)), token=4)
        elif not self._stock_has(move, p, budget):
            return
        cost = role.number + 2 if role is not None and role.number is not None else None
        worth = sum(K.BUDGET[c.name][0] for c in budget)
        if cost is None:
            if role is not None and not card.name.startswith("!"):
                self.duty = worth  # the number is not seen: a duty on the card (do_cast)
            return
        if worth < cost:
            self._ruled(C.SET_CAST, ev, _("{card} costs {cost} (its number + 2): {player} paid {sum} = {worth}; the "
                                          "card stays where the table put it", card=card.name, cost=cost, player=p.name,
                                          sum=" + ".join(str(K.BUDGET[c.name][0]) for c in budget), worth=worth),
                        (C.R_CANNOT_PAY.clause,), token=4)
        elif worth > cost and self.options["pay"] == "exact":
            self._ruled(C.SET_CAST, ev, _("{card} costs {cost}: {player} paid {worth} (pay: exact)", card=card.name,
                                          cost=cost, player=p.name, worth=worth), (R_PAY.clause,), token=4)

    def _role_in_stock(self, p: Player, card: Card) -> bool:
        r = card.role
        if r is None:
            return False
        if r.number is None:
            return any(u.domain & KIND_IDS[r.kind] for u in p.stock.hidden) or \
                any(kind_of(c) == r.kind for c in p.stock.known)
        return self._in_stock(p, card.name)

    def _holder(self, p: Player, card: Card) -> Player | None:
        for q in self.seats:
            if q is not p:
                copy = self._free_copy(card.name, q.stock)
                if copy is not None and self.ledger.where.get(copy) is q.stock:
                    return q
        return None

    def do_cast(self, move: Move) -> None:
        p = self.seats[move.actor]
        card, slot, paid, _marked = move.args
        worth, self.duty = self.duty, None
        p.set_actions += 1
        for c in paid:  # the payment goes to the discard area: face-up cards first, then any turned over
            if not c.budget:
                continue
            if p.up[c.name] > 0:
                p.up[c.name] -= 1
            elif p.down[c.name] > 0:
                p.down[c.name] -= 1
            # (else the stock does not hold it by the log, reported: the card was paid at the table all the same)
            p.paid += 1
            self.discarded[c.name] += 1
        if p.paid + p.turned > LIMIT:
            p.limit_told = True
        if card.budget or card.event or slot is None:
            return
        dst = p.slots[slot]
        self._move_card(move, p, card, dst, ROLE_IDS)
        if worth is not None and card.role is not None:
            self.ledger.duty(dst, C.SET_CAST, move.event, lambda c, w=worth: number_of(c) + 2 <= w,
                             _("{card} cast for {worth}: its number + 2 must be at most {worth}", card=card.name,
                               worth=worth), token=4,
                             actor=p.name)

    # -- the end phase: ET-END-RELEASE, ET-END-WAIT, ET-END-WEEK ---------------------------------------------------

    def follow_end(self, move: Move) -> None:
        self._follow(move, END)

    def check_end(self, move: Move) -> None:
        """The week's actions are over (what is out of place was said by ``follow``): the line is the verb alone."""
        self._bare(move)

    def _bare(self, move: Move) -> None:
        """``end`` and ``release`` take no words after them (``PLAYER end``): words there are not read, and said."""
        if move.event.args:
            self.judge.error("LOG-ARGUMENT", move.event, _("{verb} takes no words after it: {words} not read",
                                                           verb=move.verb, words=" ".join(move.event.args)),
                             token=2, expected=f"{self.players[move.actor]} {move.verb}")

    def do_end(self, move: Move) -> None:
        p = self.seats[move.actor]
        self._may_hide_slip(move)
        if self._idle:
            return
        self._end_phase(p, move)
        p.phase = END
        self._close_week()

    def _end_phase(self, p: Player, move: Move) -> None:
        """At the end phase the cards turned over come face up (ruling ET-RULING-FLIP) and the one-week event cards
        go to the discard area (card list 4.1)."""
        for s in SIZES:
            if p.down[s]:
                p.up[s] += p.down[s]
                p.down[s] = 0
        if not p.placed:
            return
        keep = []
        for name, number in p.placed:
            if name in ONE_WEEK:
                copy = self._free_copy(name, p.events)
                if copy is not None and self.ledger.where.get(copy) is p.events:
                    self.ledger.move(p.events, self.discard, copy, move.event, 1)
            else:
                keep.append((name, number))
        p.placed = keep

    def follow_release(self, move: Move) -> None:
        self._follow(move, END)

    def check_release(self, move: Move) -> None:
        self._bare(move)
        if self._idle:
            return
        p = self.seats[move.actor]
        empty = [K.SLOT_JA[s] for s in K.RELEASE_SLOTS if not len(p.slots[s])]
        if empty:
            self._ruled(C.END_RELEASE, move.event, _n("the film is released with 主演, 脚本家, 音楽家 and 演出家 filled: "
                                                      "{player}'s {slots} is empty",
                                                      "the film is released with 主演, 脚本家, 音楽家 and 演出家 filled: "
                                                      "{player}'s {slots} are empty", len(empty), player=p.name,
                                                      slots="、".join(empty)), (R_SUPPORT.clause,), token=1)

    def do_release(self, move: Move) -> None:
        p = self.seats[move.actor]
        self._may_hide_slip(move)
        if self._idle:
            return
        self._end_phase(p, move)
        p.released = p.week
        p.phase = RELEASED
        self._close_week()

    # -- the end of the log -----------------------------------------------------------------------------------------

    def finish(self, judge: Any, last: Any) -> None:
        self.judge = judge
        if self.ending:
            return
        pos = Position(last.path, last.line + 1, 1) if isinstance(last, Event) else last
        if self.week == 0:
            message = _("the log ends in the set-up, before every film is released or {weeks} weeks are over",
                        weeks=LAST_WEEK)
        else:
            message = _("the log ends in week {week}, before every film is released or {weeks} weeks are over",
                        week=self.week, weeks=LAST_WEEK)
        judge.log_error(LogError("LOG-INCOMPLETE", message, pos, _("the rest of the game")))

    # -- the score: ET-SCORE … ET-SCORE-PROMOTER ------------------------------------------------------------------

    def numbers(self, p: Player) -> dict[str, int | None]:
        """The role area's numbers, slot by slot (None: a card not seen); 役者大賞 adds 2 to 主演 (ET-FACT-ACTOR-AWARD)."""
        out: dict[str, int | None] = {}
        award = 2 * sum(1 for e in p.active_events() if e == "actor-award")
        for s in K.SLOTS:
            z = p.slots[s]
            if not len(z):
                continue
            if z.known:
                out[s] = number_of(z.known[0]) + (award if s == "lead" else 0)
            else:
                dom = {number_of(c) for c in z.hidden[0].domain}
                out[s] = dom.pop() + (award if s == "lead" else 0) if len(dom) == 1 else None
        return out

    def base(self, p: Player) -> tuple[int | None, int | None, int]:
        """(sum, base points, the largest group): ET-SCORE-BASE and its table, ruling ET-RULING-GROUPS."""
        nums = self.numbers(p)
        if any(v is None for v in nums.values()):
            return None, None, 0
        values = [v for v in nums.values() if v is not None]
        total = sum(values)
        groups = sorted((values.count(v) for v in set(values)), reverse=True)
        largest = groups[0] if groups else 0
        if self.options["groups"] == "every":
            bonus = sum(BASE_BONUS.get(g, 0) for g in groups)
        else:
            bonus = BASE_BONUS.get(largest, 0)
        return total, total + bonus, largest

    def release_week(self, p: Player, rush: bool = True) -> int | None:
        """The week ``p``'s film counts as released: 巻きを入れる counts it one week earlier (ET-FACT-RUSH); a film never
        released counts by ruling ET-RULING-UNRELEASED (None: no correction)."""
        if p.released is None:
            rule = self.options["unreleased"]
            return None if rule == "none" else (LAST_WEEK if rule == "week12" else LAST_WEEK + 1)
        early = 1 if rush and "rush" in p.active_events() else 0
        return max(1, p.released - early)

    def release_weeks(self) -> list[int]:
        """The weeks the films count as released (``release_week``), of the players who have one."""
        return [w for q in self.seats if (w := self.release_week(q)) is not None]

    def week_correction(self, p: Player, rush: bool = True, weeks: list[int] | None = None) -> int:
        """ET-SCORE-WEEK: −5 for each week behind the first release (``weeks``: ``release_weeks()``, if known)."""
        mine = self.release_week(p, rush)
        if mine is None:
            return 0
        if weeks is None:
            weeks = self.release_weeks()
        first = min(weeks + [mine]) if weeks else mine
        return -WEEK_PENALTY * (mine - first)

    def event_parts(self, p: Player) -> tuple[int | None, int | None]:
        """(tieup, promoter): ET-SCORE-TIEUP +10 each; ET-SCORE-PROMOTER minus each declared number, on the player it is
        aimed at, else on the player whose event area holds it (ruling ET-RULING-PROMOTER)."""
        if any(e is None for e, _number in p.placed):
            return None, None
        tieup = TIEUP_BONUS * sum(1 for e, _number in p.placed if e == "tieup")
        aims = p.aims + [None] * (len(p.placed) - len(p.aims))
        promoter = -sum(n or 0 for (e, n), at in zip(p.placed, aims) if e == "promoter" and at in (None, p.seat))
        for q in self.seats:
            if q is not p:
                promoter -= sum(n or 0 for (e, n), at in zip(q.placed, q.aims) if e == "promoter" and at == p.seat)
        return tieup, promoter

    def breakdown(self) -> dict[str, dict[str, int | None]]:
        out: dict[str, dict[str, int | None]] = {}
        weeks = self.release_weeks()
        for p in self.seats:
            total, base, _largest = self.base(p)
            week = self.week_correction(p, weeks=weeks)
            tieup, promoter = self.event_parts(p)
            event = None if tieup is None or promoter is None else tieup + promoter
            score = None if base is None or event is None else base + week + event
            out[p.name] = {"sum": total, "base": base, "week": week, "event": event, "tieup": tieup,
                           "promoter": promoter, "total": score}
        return out

    def result(self) -> Result | None:
        if not self.ending:
            return None
        bd = self.breakdown()
        scores = {p: bd[p]["total"] for p in self.players}
        winners: list[str] = []
        if all(v is not None for v in scores.values()):
            best = max(v for v in scores.values() if v is not None)
            winners = [p for p in self.players if scores[p] == best]
            if self.tiebreak is not None and self.players[self.tiebreak] in winners:
                winners = [self.players[self.tiebreak]]  # the table broke the tie (ruling ET-RULING-TIE)
        details = {}
        for p in self.players:
            b = bd[p]
            details[p] = _("base {base} (sum {sum}) + release week {week} + events {events}", base=b["base"],
                           sum=b["sum"], week=f"{b['week']:+d}", events="?" if b["event"] is None else f"{b['event']:+d}")
        ending = _("every player released") if self.ending == "all" else _("{turns} turns have been played",
                                                                             turns=LAST_WEEK)
        return Result(scores, winners, ending, C.GAMEEND_ALL if self.ending == "all" else C.GAMEEND_12, details, bd)

    def _scores_result(self) -> tuple[dict[str, int | None], list[int]] | None:
        """The final scores and the seats tied for the best, when the game is over and every score is known."""
        if not self.ending:
            return None
        bd = self.breakdown()
        scores = {p: bd[p]["total"] for p in self.players}
        if any(v is None for v in scores.values()):
            return None
        best = max(v for v in scores.values() if v is not None)
        return scores, [i for i, p in enumerate(self.players) if scores[p] == best]

    def claim_clause(self, key: str, player: str, said: Any) -> str | None:
        """The clause a claimed part cites when it is wrong: its own, or the one of the part of the rules the claim
        left out (ET-FACT-ACTOR-AWARD for a sum without the award, ET-FACT-RUSH for a week without 巻きを入れる)."""
        p = self.seats[self.players.index(player)] if player in self.players else None
        if p is None:
            return None
        if key == "sum":
            total, _base, _largest = self.base(p)
            if "actor-award" in p.active_events() and total is not None and said == total - 2:
                return C.FACT_ACTOR_AWARD
            return C.SCORE_BASE
        if key == "base":
            _total, _base, largest = self.base(p)
            return C.SCORE_BASE_OF[largest]
        if key == "week":
            if "rush" in p.active_events() and said == self.week_correction(p, rush=False):
                return C.FACT_RUSH
            return C.SCORE_WEEK
        return {"event": C.SCORE_EVENT, "tieup": C.SCORE_TIEUP, "promoter": C.SCORE_PROMOTER,
                "total": C.SCORE}.get(key)

    # -- legal events: the engine's own listing -------------------------------------------------------------------

    def candidate_events(self) -> list[str]:
        """The events worth trying here (referee/core/legality.py): see candidates.py."""
        return candidates.candidate_events(self)

    def legal_events(self) -> list[str]:
        """Every legal next line, for random play (each player's next phase; cards as the stock holds them)."""
        if self.ending:
            return []
        out: list[str] = []
        for p in self.seats:
            out.extend(self._legal_for(p))
        return out

    def _legal_for(self, p: Player) -> list[str]:
        n = p.name
        if p.phase == SETUP or not p.setup_done:
            if len(p.dice) < 2:
                return [f"{n} roll {a} {b}" for a in range(1, 7) for b in range(1, 7)]
            if not p.roles_drawn:
                kinds = [K.DIE_KIND[d] for d in p.dice]
                out = []
                for a in (kinds[0] and [kinds[0]]) or list(K.KINDS):
                    for b in (kinds[1] and [kinds[1]]) or list(K.KINDS):
                        if self.role_pile[a] and self.role_pile[b] - (a == b):
                            out.append(f"{n} draw {a}? {b}?")
                return out
            if not p.events_drawn:
                return [f"{n} draw ?? ??"] if self.event_pile >= 2 else []
        if self.week == 0:
            return []
        if p.phase in (RELEASED,) or (p.phase == END and p.week == self.week):
            return []
        out = []
        if self.options["order"] == "seats":
            if any(q.phase not in (END, RELEASED) for q in self.seats[: p.seat]):
                return []
        if p.phase <= START and not p.budgeted and (size := self._start_size()):
            out.append(f"{n} budget {size}")
        if p.phase <= ACTION and (p.places == 0 or p.agency_week == p.week):
            for c in sorted({name_of(c) for c in p.stock.known if kind_of(c) == "event"}):
                out.append(f"{n} place {c} 3" if c == "promoter" else f"{n} place {c}")
        if p.phase <= SCOUT and p.scouts < (2 if "local" in self._placed_this_week(p) else 1):
            for kind in K.KINDS:
                if self.role_pile[kind]:
                    out.append(f"{n} scout {kind}?")
            for size, (_value, cost) in K.BUDGET.items():
                if self.pile[size] and (pay := self._pay_for(p, cost, LIMIT - p.turned - p.paid)) is not None:
                    out.append(f"{n} gain {size}" + (f" $ {' '.join(pay)}" if pay else ""))
        if p.phase <= SET:
            if p.set_draws == 0 and self.event_pile and self.options["set-actions"] == "many":
                out.append(f"{n} draw ??")
            for c in p.stock.known:
                if kind_of(c) == "event":
                    continue
                name = name_of(c)
                for slot in K.SLOTS:
                    if len(p.slots[slot]) or K.SLOT_KIND[slot] != kind_of(c):
                        continue
                    pay = self._pay_for(p, number_of(c) + 2, LIMIT - p.turned - p.paid)
                    if pay:
                        out.append(f"{n} cast {name} {slot} $ {' '.join(pay)}")
        if all(len(p.slots[s]) for s in K.RELEASE_SLOTS):
            out.append(f"{n} release")
        if self.follow.last_key != (p.seat, "end", ()) or not self.double_entry(Move(None, "end", p.seat)):  # type: ignore[arg-type]
            out.append(f"{n} end")  # (the same end twice in a row reads as written twice: ``double_entry``)
        return out

    def _pay_for(self, p: Player, cost: int, most: int) -> list[str] | None:
        """Face-up budget cards worth at least ``cost``, as few and as small as will do (None: none do)."""
        if cost == 0:
            return []
        have = [s for s in ("large", "medium", "small") for _copy in range(p.up[s])]
        out: list[str] = []
        left = cost
        for s in have:
            if left <= 0:
                break
            v = K.BUDGET[s][0]
            if v > left and any(K.BUDGET[t][0] >= left and K.BUDGET[t][0] < v for t in have[len(out):]):
                continue
            out.append(s)
            left -= v
        if left > 0 or len(out) > most:
            return None
        return sorted(out, key=SIZES.index)

    # -- views -----------------------------------------------------------------------------------------------

    def stock_cards(self, p: Player) -> tuple[list[str], int]:
        """The role and event cards in a player's stock as the views list them: role cards by kind and number
        (one whose kind only is known as ``kind?``), then events; and how many cards nobody saw."""
        roles: list[tuple[int, int, str]] = []
        events: list[tuple[int, str]] = []
        unseen = 0
        for c in p.stock.known:
            if kind_of(c) == "event":
                events.append((_EVENT_INDEX[name_of(c)], name_of(c)))
            else:
                roles.append((K.KINDS.index(kind_of(c)), number_of(c), name_of(c)))
        for u in p.stock.hidden:
            kinds = [k for k in K.KINDS if u.domain <= KIND_IDS[k]]
            if kinds:
                roles.append((K.KINDS.index(kinds[0]), 9, f"{kinds[0]}?"))
            else:
                unseen += 1
        return [r[2] for r in sorted(roles)] + [e[1] for e in sorted(events)], unseen

    def stock_text(self, p: Player) -> str:
        parts: list[str] = []
        for s in SIZES:  # face up and turned over: both lie in the stock (ruling ET-RULING-FLIP)
            n = p.up[s] + p.down[s]
            if n:
                parts.append(s if n == 1 else f"{s}*{n}")
        named, unseen = self.stock_cards(p)
        parts += named
        if unseen:
            parts.append("??" if unseen == 1 else f"??*{unseen}")
        return " ".join(parts) if parts else "-"

    def slot_text(self, z: Zone) -> str:
        if z.known:
            return name_of(z.known[0])
        if z.hidden:
            kinds = [k for k in K.KINDS if z.hidden[0].domain <= KIND_IDS[k]]
            return f"{kinds[0]}?" if kinds else "??"
        return "-"

    def facts(self) -> dict[str, str]:
        f: dict[str, str] = {
            "week": str(self.week),
            "discard-count": str(sum(self.discarded.values()) + len(self.discard)),
            "ending": self.ending or "-",
        }
        for s in SIZES:
            f[f"pile {s}"] = str(self.pile[s])
        for k in K.KINDS:
            f[f"pile-count {k}"] = str(self.role_pile[k])
        f["pile-count event"] = str(self.event_pile)
        bd = self.breakdown()
        for p in self.seats:
            n = p.name
            f[f"phase {n}"] = PHASE_NAME[p.phase]
            f[f"stock {n}"] = self.stock_text(p)
            f[f"stock-count {n}"] = str(sum(p.up.values()) + sum(p.down.values()) + len(p.stock))
            down = [s if p.down[s] == 1 else f"{s}*{p.down[s]}" for s in SIZES if p.down[s]]
            f[f"flipped {n}"] = " ".join(down) or "-"
            for s in K.SLOTS:
                f[f"slot {n} {s}"] = self.slot_text(p.slots[s])
            ev = [("??" if e is None else e) + (f" {num}" if num is not None else "") for e, num in p.placed]
            f[f"events {n}"] = " ".join(ev) or "-"
            f[f"released {n}"] = "-" if p.released is None else str(p.released)
            b = bd[n]
            f[f"score {n}"] = "?" if b["total"] is None else str(b["total"])
            f[f"base {n}"] = "?" if b["base"] is None else str(b["base"])
            f[f"week-correction {n}"] = str(b["week"])
            f[f"event-correction {n}"] = "?" if b["event"] is None else str(b["event"])
        res = self.result()
        if res is not None:
            f["winner"] = "?" if not res.winners else ("draw" if len(res.winners) > 1 else res.winners[0])
        return f

    def render(self, viewer: str | None = None) -> Any:
        from .view import render

        return render(self, viewer)

    def picture(self, viewer: str | None = None) -> str:
        from .picture import draw

        return draw(self, viewer)

    # -- the verbs' handlers: read, follow the table, check, do (referee/core/table.py, Handlers) ---------

    handlers = {
        "roll": Handlers(check_roll, do_roll, read=read_roll),
        "draw": Handlers(check_draw, do_draw, read=read_draw, follow=follow_draw),
        "budget": Handlers(check_budget, do_budget, read=read_budget, follow=follow_budget),
        "place": Handlers(check_place, do_place, read=read_place, follow=follow_place),
        "scout": Handlers(check_scout, do_scout, read=read_scout, follow=follow_scout),
        "gain": Handlers(check_gain, do_gain, read=read_gain, follow=follow_gain),
        "cast": Handlers(check_cast, do_cast, read=read_cast, follow=follow_cast),
        "effect": Handlers(check_effect, do_effect, read=read_effect),
        "end": Handlers(check_end, do_end, follow=follow_end),
        "release": Handlers(check_release, do_release, follow=follow_release),
        "unslot": Handlers(check_unslot, do_unslot, read=read_unslot),
        "return": Handlers(check_return, do_return, read=read_return),
        "discard": Handlers(check_discard, do_discard, read=read_discard),
        "refill": Handlers(check_refill, do_refill, read=read_refill),
        "tiebreak": Handlers(check_tiebreak, do_tiebreak, read=read_tiebreak),
    }


#: the glossary's words that are not cards, slots or verbs (referee/core/terms.py): the parts of a score as the
#: rulebook names them
GLOSSARY = {"sum": "合計", "base": "基礎点数", "week": "公開週補正", "event": "イベント修正",
            "total": "最終得点"}


class Eitsuku(Game):
    name = NAME
    code = CODE
    title = INFO.title
    aliases = ALIASES
    min_players = 2
    max_players = 6
    rulings = RULINGS
    verbs = VERBS

    @cached_property
    def _terms(self) -> dict[str, str]:
        cards = {n: K.japanese(n) for n in sorted(set(K.CARD_SPELLINGS.values())) if K.japanese(n) != n}
        return {**cards, **K.SLOT_JA, **verb_terms(VERBS), **GLOSSARY}

    def japanese_terms(self) -> Mapping[str, str]:
        """The cards as the card list writes them (【役者/1】, 【予算・小】), the slots, the verbs and the parts of a score."""
        return self._terms
    score_clause = C.SCORE
    winner_clause = C.GOAL
    conservation_clause = C.MAT_EVENT
    breakdown_clauses = {"sum": C.SCORE_BASE, "base": C.SCORE_BASE, "week": C.SCORE_WEEK, "event": C.SCORE_EVENT,
                         "tieup": C.SCORE_TIEUP, "promoter": C.SCORE_PROMOTER, "total": C.SCORE}

    def random_log(self, rng: Any, observer: bool = False) -> str:
        from .play import random_log  # the random-play policy imports the rules

        return random_log(rng, observer)

    def example_header(self, players: list[str]) -> str:
        return f"game: {self.name}\nplayers: {' '.join(players)}\n"

    def new_state(self, header: Header, options: dict[str, Any], judge: Any) -> EitsukuState:
        n = len(header.players)
        low = 3 if options["players"] == "3-6" else 2
        if n > MOST_PLAYERS:  # more than the closed piles can deal the set-up to: no table can play it
            raise SetupError("LOG-PLAYERS", _("the role and event piles deal the set-up to at most {most} players; the "
                                              "header names {count}", most=MOST_PLAYERS, count=n),
                             _("{low} to 6 players", low=low), key="players")
        state = EitsukuState(self, list(header.players), options, judge)
        if not low <= n <= 6:  # ruling ET-RULING-PLAYERS: reported at the header, the game followed as played
            entry = header.entry("players")
            pos = Position(header.path, entry.position.line, entry.value_col) if entry else Position(header.path, 1, 1)
            rulings = (R_PLAYERS.clause,)
            judge._add(Finding(VIOLATION, R_PLAYERS.clause, _("えいつく is played by {low} to 6 players: the header names "
                                                              "{count}", low=low, count=n),
                               pos, expected=_("{low} to 6 players", low=low), rulings=rulings if low == 3 else ()))
        return state

    def rulings_for(self, clause: str, state: EitsukuState | None) -> tuple[str, ...]:
        """The rulings that shaped a scoring figure, cited beside the clause."""
        out: list[str] = []
        if clause.startswith("ET-SCORE-BASE") or clause in (C.SCORE, C.GOAL, C.FACT_ACTOR_AWARD):
            out.append(R_STAGE.clause)
            if clause in (C.SCORE_BASE_OF[2], C.SCORE_BASE_OF[3], C.SCORE, C.GOAL):
                out.append(R_GROUPS.clause)
        if clause in (C.SCORE_WEEK, C.SCORE, C.GOAL, C.FACT_RUSH) and state is not None \
                and any(p.released is None for p in state.seats):
            out.append(R_UNRELEASED.clause)
        if clause in (C.SCORE_PROMOTER, C.SCORE_EVENT, C.SCORE) and state is not None \
                and any(at is not None for q in state.seats for at in q.aims):
            out.append(R_PROMOTER.clause)  # a プロモーターの介入 aimed at a player
        if clause in (C.GOAL, C.SCORE) and state is not None and state.tiebreak is not None:
            out.append(R_TIE.clause)
        return tuple(out)

    def canonical(self, event: Event) -> str:
        verb = _VERB_OF.get(event.verb) or _VERB_OF.get(event.verb.lower()) or event.verb
        out = [event.actor, verb]
        for tok in event.args:
            if tok.startswith("$") and len(tok) > 1:  # "$S": the mark stuck to the first card
                out.append("$")
                tok = tok[1:]
            head, times = tok, ""
            for sep in ("*", "×", "x"):
                h, mark, tail = tok.rpartition(sep)
                if mark and h and count(tail):
                    head, times = h, f"*{count(tail)}"
                    break
            name = "??" if head == "??" else K.card(head) or _short(head)
            if verb == "cast" and len(out) == 3:
                name = K.slot(head) or name
            out.append((name + times) if name else tok)
        return " ".join(out)
