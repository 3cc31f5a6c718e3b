"""カーテンコール (Curtain Call): the rules, next to the clause ids they enforce.

Read it beside ``features/curtain_call/``, where each clause id is a ``Rule:``
quoting the rulebook. The flow of one turn:

    scout (Lumina draws from Nox) → action (actor face up to カミ, kuroko face
    down to シモ) → watch (Nox: clap or boo) → [boo] spotlight (reveal; the
    right player opens a set card; Joker follow-up; mandatory pairing) →
    intermission (roles swap) … until the curtain call.
"""

from __future__ import annotations

from typing import Any

from ...core import cards as C
from ...core.findings import Result
from ...core.game import BadArgs, Game, SetupError, State, Verb, verb_table
from ...core.hidden import Ledger, Zone
from ...core.rulings import Ruling, whole_number
from ...notation.model import Event, Header, Position

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
    summary="The required number of boos (規定) per player per game.",
    parse=whole_number(0, 40),
    alternatives={"N": "any whole number from 0 to 40; 0 turns the penalty off"},
)
R_BOO_PENALTY = Ruling(
    "boo-penalty",
    "CC-RULING-BOO-PENALTY",
    "last-card",
    ("last-card", "always", "never"),
    "When the boo penalty applies.",
    alternatives={
        "last-card": "only when the game ends with one set card left (not on the Joker, not on a short hand)",
        "always": "at every curtain call",
        "never": "never",
    },
)
R_UNPAIRED = Ruling(
    "unpaired-card",
    "CC-RULING-UNPAIRED",
    "stays-open",
    ("stays-open", "to-kami"),
    "Where an opened set card goes when its opener holds no card of its number.",
    alternatives={
        "stays-open": "it stays face up on the main stage, is no longer a set card, and scores for nobody",
        "to-kami": "it goes to the opener's カミ alone and scores there",
    },
)
R_CLAP_PAIR = Ruling(
    "clap-pair",
    "CC-RULING-CLAP-PAIR",
    "stays",
    ("stays", "discard"),
    "What a clap does with the two presented cards.",
    alternatives={
        "stays": "they stay on the presenter's stage as played (the kuroko unrevealed); the actor scores in カミ",
        "discard": "both leave the game and score for nobody",
    },
)
R_SHORT_HAND = Ruling(
    "short-hand",
    "CC-RULING-SHORT-HAND",
    "end",
    ("end", "end-with-penalty"),
    "A Lumina who cannot present two cards even after scouting.",
    alternatives={
        "end": "the curtain call at once, without the boo penalty; an empty Nox hand skips the scout",
        "end-with-penalty": "the same, but the boo penalty applies as after the last set card",
    },
)
R_CARD_VALUES = Ruling(
    "card-values",
    "CC-RULING-CARD-VALUES",
    "standard",
    ("standard", "ace-high"),
    "The number each card counts for in scoring.",
    alternatives={
        "standard": "A=1, 2–10 as printed, J=11, Q=12, K=13, Joker=0",
        "ace-high": "as standard, but A=14",
    },
)
R_TIE = Ruling(
    "tie",
    "CC-RULING-TIE",
    "draw",
    ("draw", "fewer-cards"),
    "Equal final points.",
    alternatives={
        "draw": "the game is a draw",
        "fewer-cards": "the player with fewer cards left in hand wins; still equal: a draw",
    },
)
RULINGS = (R_BOO_QUOTA, R_BOO_PENALTY, R_UNPAIRED, R_CLAP_PAIR, R_SHORT_HAND, R_CARD_VALUES, R_TIE)

HAND_SIZE = 20
SET_SIZE = 13
PENALTY_PER_BOO = 15
HAND_DOMAIN = C.SUITED  # the Joker is never dealt (CC-DEAL-HANDS)
SET_DOMAIN = C.FULL_DECK

# phases
DEAL, SCOUT, ACTION, KUROKO, WATCH, REVEAL, OPEN, OPEN2, PAIR, OVER = (
    "standby", "scout", "action", "kuroko", "watch", "reveal", "open", "joker", "pair", "curtain-call",
)
PENDING = frozenset((PAIR, REVEAL, OPEN, OPEN2))  # an unfinished spotlight a new turn's event closes first
PHASE_JA = {
    DEAL: "スタンバイフェーズ", SCOUT: "スカウトフェーズ", ACTION: "アクションフェーズ", KUROKO: "アクションフェーズ",
    WATCH: "ウォッチフェーズ", REVEAL: "スポットライトフェーズ", OPEN: "スポットライトフェーズ",
    OPEN2: "スポットライトフェーズ", PAIR: "スポットライトフェーズ", OVER: "カーテンコール",
}

AREA_WORDS = {"kami": "kami", "カミ": "kami", "上手": "kami", "shimo": "shimo", "シモ": "shimo", "下手": "shimo"}
FACE_WORDS = {
    "face-up": "up", "faceup": "up", "up": "up", "表": "up", "表向き": "up",
    "face-down": "down", "facedown": "down", "down": "down", "裏": "down", "裏向き": "down",
}

VERBS = (
    Verb("deal", "table deal PLAYER CARD…", "deal 20 cards to a player's hand (??*20 when unseen)", ("配る", "deal"), DEAL_HANDS),
    Verb("set", "table set CARD…", "lay out the 13-card set on the main stage (usually ??*13)", ("セット",), DEAL_SET),
    Verb("scout", "LUMINA scout [NOX] CARD", "draw one card from Nox's hand (?? when unseen)", ("スカウト",), SCOUT_DRAW),
    Verb("actor", "LUMINA actor CARD [kami] [face-up]", "present the actor card face up to カミ", ("役者", "役者札"), ACTION_ACTOR),
    Verb("kuroko", "LUMINA kuroko CARD [shimo] [face-down]", "present the kuroko card face down to シモ (?? when unseen)", ("黒子", "黒子札"), ACTION_KUROKO),
    Verb("clap", "NOX clap", "call the two cards the same number: intermission", ("クラップ",), WATCH_CLAP),
    Verb("boo", "NOX boo", "call the two cards different numbers: spotlight", ("ブーイング", "ブー"), WATCH_BOO),
    Verb("reveal", "LUMINA reveal CARD", "turn the kuroko face up", ("開示", "公開"), SPOT_REVEAL),
    Verb("take", "PLAYER take", "(optional) record who took the presented pair onto their stage", ("獲得", "移動"), SPOT_MISMATCH_MOVE),
    Verb("open", "PLAYER open [SLOT =] CARD", "turn a set card face up (slot 1–13 optional)", ("オープン", "表にする"), SPOT_MATCH_OPEN),
    Verb("pair", "PLAYER pair CARD", "pair the opened card (to カミ) with a hand card of its number (to シモ)", ("ペア",), SPOT_PAIR),
    Verb("show", "PLAYER show CARD…", "show one's remaining hand at the curtain call", ("手札公開", "見せる"), CALL_HAND),
)

_VERB_OF = verb_table(VERBS)  # every spelling of a verb -> its name



def _card(event: Event, i: int) -> int | None:
    try:
        tok = event.args[i]
        return None if tok == "??" else C.SPELLINGS[tok]
    except IndexError:
        raise BadArgs("a card is missing", i, "a card such as 7S, 10H, KD or ??") from None
    except KeyError:
        raise BadArgs(f"{event.args[i]!r} is not a card", i, "a card such as 7S, 10H, KD, JK or ??", "LOG-CARD") from None


def _cards(event: Event, start: int) -> list[int | None]:
    return [c for c, _ in _cards_at(event, start)]


def _cards_at(event: Event, start: int) -> list[tuple[int | None, int]]:
    """The cards of ``args[start:]`` with the token each came from (``??*N`` expands to N unknowns)."""
    out: list[tuple[int | None, int]] = []
    for i in range(start, len(event.args)):
        tok = event.args[i]
        card = C.SPELLINGS.get(tok)
        if card is not None:  # the usual case: a card named in full
            out.append((card, i + 2))
        elif tok.startswith("??*") or tok.startswith("??x"):
            try:
                n = int(tok[3:])
            except ValueError:
                raise BadArgs(f"{tok!r} is not a count of unseen cards", i, "??*N, for example ??*20", "LOG-CARD") from None
            if not 0 < n <= 60:
                raise BadArgs(f"{tok!r}: the count must be from 1 to 60", i, "??*N with N from 1 to 60", "LOG-CARD")
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


class CurtainCallState(State):
    """The table: two hands, the set, each player's stage (カミ/シモ) and the presented pair."""

    def __init__(self, game: "CurtainCall", players: list[str], options: dict[str, Any], judge: Any) -> None:
        self.game = game
        self.players = players
        self.seat: dict[str, int] = {}  # name -> index in ``players``
        self.routes: dict[tuple[str, str], tuple[Any, int]] = {}  # (actor, verb) as written -> (handler, seat)
        for i, p in enumerate(players):
            self.seat.setdefault(p, i)
        self.options = dict(options)
        self.ledger = Ledger(judge, DEAL_HANDS)
        L = self.ledger
        self.hand = [L.zone(f"hand:{p}", f"{p}'s hand") for p in players]
        self.kami = [L.zone(f"kami:{p}", f"{p}'s カミ") for p in players]
        self.shimo = [L.zone(f"shimo:{p}", f"{p}'s シモ") for p in players]
        self.slots: list[Zone] = []  # the set, face down, by position 1..13
        self.opened = L.zone("main", "the main stage (face up)")
        self.discard = L.zone("out", "out of the game")
        self.p_actor = L.zone("presented-actor", "the presented actor card")
        self.p_kuroko = L.zone("presented-kuroko", "the presented kuroko card")
        self.dealt = [False, False]
        self.lumina = 0  # index of the player who is ルミナ this turn
        self.turn_no = 1
        self.phase_ = DEAL
        self.boos = [0, 0]
        self.claps = [0, 0]
        self.scouted = False
        self.last_call = ""  # "clap" / "boo" of the turn that just ended
        self.turn_events = 0  # events in the current turn
        self.opener = 0
        self.open_card: int | None = None  # the non-Joker card waiting to be paired
        self.open_event: Event | None = None  # where it was opened
        self.pair_owner = 0  # whose stage the presented pair went to
        self.pair_cards: list[int] = []
        self.match = False
        self.ending = ""  # "joker", "last-card", "short-hand"
        self.unpaired = 0
        self.events = 0

    # -- the protocol -------------------------------------------------------

    def phase(self) -> str:
        return self.phase_

    def turn(self) -> int:
        return self.turn_no

    def is_over(self) -> bool:
        return self.phase_ == OVER

    @property
    def nox(self) -> int:
        return 1 - self.lumina

    def _who(self, name: str) -> int | None:
        return self.seat.get(name)

    def vocabulary(self) -> dict[str, dict[str, str]]:
        return {"card": {s: C.text(c) for s, c in C.SPELLINGS.items()}, "area": AREA_WORDS, "face": FACE_WORDS}

    def apply(self, event: Event, judge: Any) -> None:
        self.events += 1
        route = self.routes.get((event.actor, event.verb))
        if route is None:
            route = self._route(event, judge)
            if route is None:
                return
        try:
            route[0](self, event, route[1], judge)
        except BadArgs as e:
            judge.error(e.code, event, e.message, token=e.arg + 2, expected=e.expected)
        self.turn_events += 1

    def _route(self, event: Event, judge: Any) -> tuple[Any, int] | None:
        """Which handler and which seat an (actor, verb) pair goes to; remembered once it is valid."""
        verb = _VERB_OF.get(event.verb) or _VERB_OF.get(event.verb.lower())
        if verb is None:
            judge.error(
                "LOG-VERB",
                event,
                f"{event.verb!r} is not a カーテンコール verb",
                token=1,
                expected="one of " + ", ".join(v.name for v in VERBS),
            )
            return None
        if event.actor == "table":
            actor = -1
            if verb not in ("deal", "set"):
                judge.error("LOG-ACTOR", event, f"the table does not {verb}", token=0, expected="a player name")
                return None
        else:
            who = self.seat.get(event.actor)
            if who is None:
                judge.error(
                    "LOG-ACTOR", event, f"{event.actor!r} is not a player of this game", token=0,
                    expected="one of " + ", ".join(self.players) + " or table",
                )
                return None
            actor = who
            if verb in ("deal", "set"):
                judge.error("LOG-ACTOR", event, f"a player does not {verb}; the table does", token=0, expected=f"table {verb} …")
                return None
        route = self.routes[(event.actor, event.verb)] = (_HANDLERS[verb], actor)
        return route

    # -- standby: CC-DEAL-HANDS, CC-DEAL-SET, CC-TERM-SET ---------------------

    def _deal(self, event: Event, actor: int, judge: Any) -> None:
        if not event.args:
            raise BadArgs("the deal names a player", 0, "table deal PLAYER CARD…")
        who = self._who(event.args[0])
        if who is None:
            raise BadArgs(f"{event.args[0]!r} is not a player", 0, " or ".join(self.players), "LOG-ACTOR")
        placed = _cards_at(event, 1)
        cards = [c for c, _ in placed]
        if self.phase_ != DEAL:
            judge.violation(TERM_PHASES, event, "cards are dealt only in the standby phase, before play", token=1)
            return
        if self.dealt[who]:
            judge.violation(DEAL_HANDS, event, f"{event.args[0]} was already dealt a hand", token=2)
            return
        if len(cards) != HAND_SIZE:
            judge.violation(
                DEAL_HANDS, event, f"{event.args[0]} is dealt {len(cards)} cards", token=3,
                expected=f"{HAND_SIZE} cards", observed=str(len(cards)),
            )
        for c, token in placed:
            self.ledger.deal(self.hand[who], c, HAND_DOMAIN, DEAL_HANDS, event, token)
        self.dealt[who] = True

    def _set(self, event: Event, actor: int, judge: Any) -> None:
        placed = _cards_at(event, 0)
        cards = [c for c, _ in placed]
        if self.phase_ != DEAL or self.slots:
            judge.violation(TERM_PHASES, event, "the set is laid out only in the standby phase", token=1)
            return
        if len(cards) != SET_SIZE:
            judge.violation(
                TERM_SET, event, f"the set has {len(cards)} cards", token=2,
                expected=f"{SET_SIZE} cards", observed=str(len(cards)),
            )
        if cards and None not in cards and C.JOKER not in cards:
            judge.violation(DEAL_SET, event, "the Joker is not in the set", token=2, expected="the Joker among the set cards")
        for i, (c, token) in enumerate(placed):
            z = self.ledger.zone(f"set:{i + 1}", f"set card {i + 1}")
            self.ledger.deal(z, c, SET_DOMAIN, DEAL_SET, event, token)
            self.slots.append(z)

    def _start_play(self, event: Event, judge: Any) -> bool:
        """The first play event: the standby must be complete (CC-DEAL-SET starts the game)."""
        if self.phase_ != DEAL:
            return True
        missing = [self.players[i] for i in (0, 1) if not self.dealt[i]]
        if missing or not self.slots:
            what = ("no hand dealt to " + " and ".join(missing)) if missing else "the set is not laid out"
            judge.violation(DEAL_SET, event, f"play begins before the standby is complete: {what}", token=1)
        self.phase_ = SCOUT
        self.turn_events = 0
        self._start_turn(event, judge)
        return True

    def _set_left(self) -> int:
        """How many face-down set cards are still on the main stage."""
        return sum(1 for z in self.slots if z.known or z.hidden)

    # -- one turn -----------------------------------------------------------

    def _role_check(self, event: Event, actor: int, role: int, step: str, judge: Any) -> None:
        """CC-TERM-ROLES (turn 1) / CC-INTER-SWAP (later turns): the right person acts."""
        if actor == role:
            return
        name = self.players[role]
        part = "ルミナ (Lumina)" if role == self.lumina else "ノクス (Nox)"
        if self.turn_no == 1:
            judge.violation(
                TERM_ROLES, event, f"{step} is for {part}, who is {name} in the first turn", token=0,
                expected=name, observed=event.actor,
            )
        else:
            judge.violation(
                INTER_SWAP, event, f"roles swap at every intermission: {step} is for {part}, who is {name} in turn {self.turn_no}",
                token=0, expected=name, observed=event.actor,
            )

    def _scout(self, event: Event, actor: int, judge: Any) -> None:
        args = event.args
        skip = 0
        if len(args) >= 2 and self._who(args[0]) is not None:
            skip = 1
            if self._who(args[0]) == actor:
                raise BadArgs("one scouts from the opponent's hand, not one's own", 0, "the opponent's name", "LOG-ARGUMENT")
        if len(args) != 1 + skip:
            raise BadArgs("scout takes one card", skip, "LUMINA scout [NOX] CARD")
        card = _card(event, skip)
        if self.phase_ == DEAL:
            self._start_play(event, judge)
        if self.phase_ in (OVER,):
            return self._after_end(event, judge)
        if self.phase_ in PENDING:
            self._resolve_pending(event, judge, until=SCOUT)
        if self.phase_ == OVER:
            return self._after_end(event, judge)
        src, dst = self.hand[1 - actor], self.hand[actor]
        if self.phase_ == ACTION and self.scouted:
            judge.violation(SCOUT_DRAW, event, "only one card is drawn in the scout phase: no redraw", token=1)
            self.ledger.move(src, dst, card, event, 2 + skip)
            return
        if self.phase_ != SCOUT:
            judge.violation(TERM_PHASES, event, f"drawing from the opponent's hand belongs to the scout phase, not the {self.phase_} phase", token=1)
            self.ledger.move(src, dst, card, event, 2 + skip)
            return
        if actor != self.lumina:
            self._role_check(event, actor, self.lumina, "the scout", judge)
        if len(src) == 0:
            judge.violation(
                SCOUT_DRAW, event, f"{self.players[1 - actor]} has no card to draw", token=1,
                expected="no scout: an empty hand skips the scout (CC-RULING-SHORT-HAND)",
            )
            return
        self._from_hand(event, 1 - actor, card, dst, SCOUT_DRAW, "scouted card", judge, 2 + skip)
        self.scouted = True
        self.phase_ = ACTION

    def _placement(self, event: Event, start: int, area: str, face: str, judge: Any, card_kind: str) -> None:
        """Optional words after the card: which area (カミ/シモ) and which face (表/裏)."""
        for i in range(start, len(event.args)):
            w = event.args[i]
            if w in AREA_WORDS or w.lower() in AREA_WORDS:
                got = AREA_WORDS.get(w) or AREA_WORDS[w.lower()]
                if got != area:
                    judge.violation(
                        TERM_KAMI_SHIMO, event,
                        f"the {card_kind} goes to {'カミ' if area == 'kami' else 'シモ'}, not {'カミ' if got == 'kami' else 'シモ'}",
                        token=i + 2, expected=area, observed=got,
                    )
            elif w in FACE_WORDS or w.lower() in FACE_WORDS:
                got = FACE_WORDS.get(w) or FACE_WORDS[w.lower()]
                if got != face:
                    judge.violation(
                        TERM_FACES, event, f"the {card_kind} is played face {face}, not face {got}",
                        token=i + 2, expected=f"face {face}", observed=f"face {got}",
                    )
            else:
                raise BadArgs(f"{w!r} is not a place or a face", i, "kami, shimo, face-up or face-down")

    def _actor(self, event: Event, actor: int, judge: Any) -> None:
        card = _card(event, 0)
        if card is None:
            raise BadArgs("an actor card is face up: the log must name it", 0, "the card, such as 7S", "LOG-HIDDEN-FACE-UP")
        if self.phase_ == DEAL:
            self._start_play(event, judge)
        if self.phase_ == OVER:
            return self._after_end(event, judge)
        if self.phase_ in PENDING:
            self._resolve_pending(event, judge, until=SCOUT)
        if self.phase_ == OVER:
            return self._after_end(event, judge)
        if self.phase_ == SCOUT and self.lumina == actor and len(self.hand[self.nox]) > 0:
            judge.violation(SCOUT_DRAW, event, "the scout phase comes first: draw a card from Nox's hand before presenting", token=1)
            self.phase_ = ACTION
        if self.phase_ in (KUROKO, WATCH) and actor == self.lumina and len(self.p_actor):
            judge.violation(ACTION_ACTOR, event, "one actor card (役者札を1枚) per turn: an actor card was already presented", token=1)
            self._from_hand(event, actor, card, self.kami[actor], ACTION_ACTOR, "actor card", judge)
            return
        if self.phase_ != ACTION:
            judge.violation(TERM_PHASES, event, f"presenting an actor card belongs to the action phase, not the {self.phase_} phase", token=1)
            self.ledger.move(self.hand[actor], self.kami[actor], card, event, 2)
            return
        if actor != self.lumina:
            self._role_check(event, actor, self.lumina, "presenting", judge)
        if len(event.args) > 1:
            self._placement(event, 1, "kami", "up", judge, "actor card")
        self._from_hand(event, actor, card, self.p_actor, ACTION_ACTOR, "actor card", judge)
        self.phase_ = WATCH if len(self.p_kuroko) else KUROKO  # a kuroko presented too early is already there

    def _from_hand(
        self, event: Event, owner: int, card: int | None, dst: Zone, clause: str, what: str, judge: Any, token: int = 2
    ) -> None:
        """CC-SCOUT-DRAW / CC-ACTION-ACTOR / CC-ACTION-KUROKO: the card comes out of ``owner``'s hand
        (Nox's for a scout, the presenter's own for a presented card); the clause is cited otherwise."""
        hand = self.hand[owner]
        where = self.ledger.where.get(card) if card is not None else None
        if where is hand:  # the usual case: a known card of that hand
            self.ledger.move(hand, dst, card, event, token)
            return
        if card is not None and where is not hand and card not in self.ledger.reserved and (where is not None or not hand.hidden):
            place = f"is in {where.label}" if where is not None else f"is not in {hand.label}"
            judge.violation(
                clause, event, f"the {what} comes from {hand.label}, but {C.text(card)} {place}",
                token=token, expected=f"a card of {hand.label}", observed=C.text(card),
            )
            if where is not None:
                self.ledger.move(where, dst, card, event, token)  # what physically happened
            else:
                self.ledger.put(dst, card)
            return
        self.ledger.move(hand, dst, card, event, token)

    def _kuroko(self, event: Event, actor: int, judge: Any) -> None:
        card = _card(event, 0)
        if self.phase_ == DEAL:
            self._start_play(event, judge)
        if self.phase_ == OVER:
            return self._after_end(event, judge)
        if self.phase_ == ACTION and actor == self.lumina:
            judge.violation(ACTION_KUROKO, event, "the kuroko card follows the actor card (続けて): present the actor card first", token=1)
            self._placement(event, 1, "shimo", "down", judge, "kuroko card")
            self._from_hand(event, actor, card, self.p_kuroko, ACTION_KUROKO, "kuroko card", judge)
            return  # still waiting for the actor card
        if self.phase_ == WATCH and actor == self.lumina and len(self.p_kuroko):
            judge.violation(ACTION_KUROKO, event, "one kuroko card (黒子札を1枚) per turn: a kuroko card was already presented", token=1)
            self._from_hand(event, actor, card, self.shimo[actor], ACTION_KUROKO, "kuroko card", judge)
            return
        if self.phase_ != KUROKO:
            judge.violation(TERM_PHASES, event, f"presenting a kuroko card belongs to the action phase, not the {self.phase_} phase", token=1)
            self.ledger.move(self.hand[actor], self.shimo[actor], card, event, 2)
            return
        if actor != self.lumina:
            self._role_check(event, actor, self.lumina, "presenting", judge)
        if len(event.args) > 1:
            self._placement(event, 1, "shimo", "down", judge, "kuroko card")
        if len(self.p_kuroko):
            judge.violation(ACTION_KUROKO, event, "a kuroko card was already presented this turn", token=1)
            self.ledger.move(self.hand[actor], self.shimo[actor], card, event, 2)
        else:
            self._from_hand(event, actor, card, self.p_kuroko, ACTION_KUROKO, "kuroko card", judge)
        self.phase_ = WATCH

    def _call(self, event: Event, actor: int, judge: Any, call: str) -> None:
        if event.args:
            raise BadArgs(f"{call} takes no arguments", 0, f"NOX {call}")
        if self.phase_ == DEAL:
            self._start_play(event, judge)
        if self.phase_ == OVER:
            return self._after_end(event, judge)
        if self.phase_ in (REVEAL, OPEN) or (self.phase_ == SCOUT and self.turn_events == 0 and self.last_call):
            judge.violation(WATCH_CHOICE, event, "the watcher makes one call per turn: clap or boo, not both and not twice", token=1)
            return
        if self.phase_ != WATCH:
            judge.violation(TERM_PHASES, event, f"a {call} belongs to the watch phase, not the {self.phase_} phase", token=1)
            return
        if actor != self.nox:
            self._role_check(event, actor, self.nox, "the watch call", judge)
        if call == "clap":
            self.claps[actor] += 1
            self.last_call = "clap"
            # CC-RULING-CLAP-PAIR: what becomes of the presented pair
            if self.options["clap-pair"] == "discard":
                self._move_pair(self.discard, self.discard, event)
            else:
                self._move_pair(self.kami[self.lumina], self.shimo[self.lumina], event)
            self._intermission(event, judge)
        else:
            self.boos[actor] += 1
            self.last_call = "boo"
            self.phase_ = REVEAL

    def _clap(self, event: Event, actor: int, judge: Any) -> None:
        self._call(event, actor, judge, "clap")

    def _boo(self, event: Event, actor: int, judge: Any) -> None:
        self._call(event, actor, judge, "boo")

    def _move_pair(self, actor_zone: Zone, kuroko_zone: Zone, event: Event) -> None:
        L = self.ledger
        for src, dst in ((self.p_actor, actor_zone), (self.p_kuroko, kuroko_zone)):
            for c in list(src.known):
                L.move(src, dst, c, event, 0)
            while src.hidden:
                L.move(src, dst, None, event, 0)

    # -- spotlight ----------------------------------------------------------

    def _reveal(self, event: Event, actor: int, judge: Any) -> None:
        card = _card(event, 0)
        if card is None:
            raise BadArgs("a revealed card is face up: the log must name it", 0, "the card, such as 7H", "LOG-HIDDEN-FACE-UP")
        if len(event.args) > 1:
            raise BadArgs("reveal takes one card", 1, "LUMINA reveal CARD")
        if self.phase_ == OVER:
            return self._after_end(event, judge)
        if self.phase_ == SCOUT and self.turn_events == 0 and self.last_call == "clap":
            judge.violation(WATCH_CLAP, event, "after a clap the turn goes to the intermission: there is no spotlight", token=1)
            return
        if self.phase_ != REVEAL:
            judge.violation(TERM_PHASES, event, f"turning the kuroko face up belongs to the spotlight phase, not the {self.phase_} phase", token=1)
            return
        if actor != self.lumina:
            self._role_check(event, actor, self.lumina, "turning the kuroko face up", judge)
        z = self.p_kuroko
        if z.known and z.known[0] != card:
            judge.violation(
                SPOT_REVEAL, event, f"the kuroko card was recorded as {C.text(z.known[0])}, but {C.text(card)} was turned up",
                token=2, expected=C.text(z.known[0]), observed=C.text(card),
            )
            old = z.known.pop()
            del self.ledger.where[old]
            self.ledger.put(z, card) if card not in self.ledger.where else None
        elif len(z):
            self.ledger.reveal(z, card, event, 2)
        actor_card = self.p_actor.known[0] if self.p_actor.known else None
        self.match = actor_card is not None and C.rank_of(actor_card) == C.rank_of(card)
        # CC-SPOT-MATCH-STAYS / CC-SPOT-MISMATCH-MOVE: where the presented pair goes
        self.pair_owner = self.lumina if self.match else self.nox
        self.pair_cards = [c for c in (actor_card, card) if c is not None]
        self._move_pair(self.kami[self.pair_owner], self.shimo[self.pair_owner], event)
        self.opener = self.pair_owner
        self.phase_ = OPEN

    def _take(self, event: Event, actor: int, judge: Any) -> None:
        if event.args:
            raise BadArgs("take takes no arguments", 0, "PLAYER take")
        if self.phase_ != OPEN:
            judge.violation(TERM_PHASES, event, "the presented pair changes hands only in the spotlight, after the reveal", token=1)
            return
        if actor == self.pair_owner:
            return  # the record agrees with the rules
        clause = SPOT_MATCH_STAYS if self.match else SPOT_MISMATCH_MOVE
        rightful = self.players[self.pair_owner]
        judge.violation(
            clause, event,
            ("the numbers match, so the presented pair stays on " if self.match else "the numbers differ, so the presented pair moves to ")
            + f"{rightful}'s stage",
            token=0, expected=rightful, observed=event.actor,
        )
        for c in self.pair_cards:  # what physically happened: the cards went to the taker
            src = self.kami[self.pair_owner] if c == self.pair_cards[0] else self.shimo[self.pair_owner]
            dst = self.kami[actor] if c == self.pair_cards[0] else self.shimo[actor]
            if self.ledger.where.get(c) is src:
                self.ledger.move(src, dst, c, event, 0)
        self.pair_owner = actor

    def _slot(self, event: Event, card: int | None, judge: Any) -> tuple[Zone | None, int]:
        args = event.args
        if len(args) == 3 and args[1] == "=" or len(args) == 2 and args[0].endswith("="):
            raw = args[0].rstrip("=")
            try:
                n = int(raw.lstrip("#"))
            except ValueError:
                raise BadArgs(f"{raw!r} is not a set position", 0, "a position from 1 to 13") from None
            if not 1 <= n <= len(self.slots) or len(self.slots[n - 1]) == 0:
                judge.violation(
                    TERM_STAGE, event, f"set position {n} holds no face-down set card", token=2,
                    expected="a face-down card of the set on the main stage",
                    observed=f"position {n}",
                )
                return None, 2
            return self.slots[n - 1], len(args) + 1
        if len(args) != 1:
            raise BadArgs("open takes a card, optionally after its position", 0, "PLAYER open [SLOT =] CARD")
        live = [z for z in self.slots if len(z)]
        if not live:
            judge.violation(TERM_STAGE, event, "no face-down set card is left", token=2)
            return None, 2
        if card is not None:
            where = self.ledger.where.get(card)
            if where in live:
                return where, 2
        for z in live:
            if z.hidden:
                return z, 2
        return live[0], 2

    def _open(self, event: Event, actor: int, judge: Any) -> None:
        card = _card(event, len(event.args) - 1)
        if card is None:
            raise BadArgs("an opened set card is face up: the log must name it", len(event.args) - 1, "the card, such as 9C", "LOG-HIDDEN-FACE-UP")
        if self.phase_ == OVER:
            return self._after_end(event, judge)
        if self.phase_ == REVEAL:
            judge.violation(SPOT_REVEAL, event, "the kuroko card is turned face up before a set card is opened", token=1)
            return
        if self.phase_ == PAIR:
            judge.violation(SPOT_THEN, event, "one set card is opened per spotlight; then the intermission", token=1)
            self._end_spotlight(event, judge, pairing=True)
            return
        just_ended = self.phase_ in (SCOUT, ACTION) and not self.scouted and self.turn_events == 0
        if just_ended and self.last_call == "boo":
            # the spotlight just ended (its pairing was done or impossible): a second open
            judge.violation(SPOT_THEN, event, "one set card is opened per spotlight; then the intermission", token=1)
            return
        if just_ended and self.last_call == "clap":
            judge.violation(WATCH_CLAP, event, "after a clap the turn goes to the intermission: no set card is opened", token=1)
            return
        if self.phase_ not in (OPEN, OPEN2):
            judge.violation(TERM_PHASES, event, f"opening a set card belongs to the spotlight phase, not the {self.phase_} phase", token=1)
            return
        if actor != self.opener:
            if self.phase_ == OPEN2:
                clause = SPOT_JOKER
            else:
                clause = SPOT_MATCH_OPEN if self.match else SPOT_MISMATCH_OPEN
            why = "the numbers match, so the presenter" if self.match else "the numbers differ, so the watcher"
            if self.phase_ == OPEN2:
                why = "after the Joker the same player"
            judge.violation(
                clause, event, f"{why} ({self.players[self.opener]}) opens the set card", token=0,
                expected=self.players[self.opener], observed=event.actor,
            )
            self.opener = actor  # what physically happened: this player opened it
        slot, tok = self._slot(event, card, judge)
        if slot is None:
            return
        self.ledger.move(slot, self.opened, card, event, tok)
        left = self._set_left()
        if self.phase_ == OPEN2:
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
            self.phase_ = OPEN2
            return
        self.open_card = card
        self.open_event = event
        self.phase_ = PAIR
        self._pair_check_known(event, judge)

    def _pair_check_known(self, event: Event, judge: Any) -> None:
        """With the opener's hand fully known and no card of the number, the spotlight ends now."""
        hand = self.hand[self.opener]
        rank = C.rank_of(self.open_card)  # type: ignore[arg-type]
        if not hand.hidden and rank not in map(C.RANKS.__getitem__, hand.known):
            self._end_spotlight(event, judge, pairing=False)

    def _pair(self, event: Event, actor: int, judge: Any) -> None:
        card = _card(event, 0)
        if len(event.args) > 1:
            raise BadArgs("pair takes one card from the hand", 1, "PLAYER pair CARD")
        if self.phase_ == OVER:
            return self._after_end(event, judge)
        if self.phase_ != PAIR:
            judge.violation(TERM_PHASES, event, "pairing belongs to the spotlight phase, after a set card is opened", token=1)
            return
        if actor != self.opener:
            judge.violation(
                SPOT_PAIR, event, f"the player who opened the set card ({self.players[self.opener]}) pairs it", token=0,
                expected=self.players[self.opener], observed=event.actor,
            )
        opened = self.open_card
        assert opened is not None
        if card is not None and C.rank_of(card) != C.rank_of(opened):
            judge.violation(
                SPOT_PAIR, event, f"the hand card must have the opened card's number ({C.rank_of(opened)})", token=2,
                expected=f"a card numbered {C.rank_of(opened)}", observed=C.text(card),
            )
        self.ledger.move(self.opened, self.kami[actor], opened, event, 2)
        thing = self.ledger.move(self.hand[actor], self.shimo[actor], card, event, 2)
        if card is None and thing is not None and not isinstance(thing, int):
            # an unseen hand card went to シモ: it must carry the opened number
            z = self.ledger.zone(f"pairtmp", "the paired card")
            self.shimo[actor].hidden.remove(thing)
            z.hidden.append(thing)
            r = C.rank_of(opened)
            self.ledger.duty(
                z, SPOT_PAIR, event, lambda c, r=r: C.rank_of(c) == r,
                f"the card paired with {C.text(opened)} must be numbered {r}", token=2, actor=event.actor,
            )
            z.hidden.remove(thing)
            self.shimo[actor].hidden.append(thing)
        self.open_card = None
        self._end_spotlight(event, judge, pairing=True)

    def _end_spotlight(self, event: Event | None, judge: Any, pairing: bool) -> None:
        """CC-SPOT-PAIR (if no pairing happened), CC-SPOT-ENDING, CC-SPOT-THEN."""
        if not pairing and self.open_card is not None:
            opened = self.open_card
            rank = C.rank_of(opened)
            hand = self.hand[self.opener]
            if event is not None and (hand.hidden or rank in map(C.RANKS.__getitem__, hand.known)):
                # (a hand known to hold no card of the number needs no check). The finding points
                # at the open; where the spotlight closed without a pairing is where it came to light.
                self.ledger.pool(
                    hand, SPOT_PAIR, self.open_event, lambda c, r=rank: C.rank_of(c) != r,
                    f"{self.players[self.opener]} opened {C.text(opened)} and must pair it if holding a card numbered {rank}",
                    token=1, actor=self.players[self.opener], discovered=event,
                )
            self.unpaired += 1
            if self.options["unpaired-card"] == "to-kami":
                self.ledger.move(self.opened, self.kami[self.opener], opened, event, 0)  # type: ignore[arg-type]
            self.open_card = None
        left = self._set_left()
        if left <= 1:
            self._curtain("last-card")
        else:
            self._intermission(event, judge)

    def _resolve_pending(self, event: Event, judge: Any, until: str) -> None:
        """A new turn's event arrived while the last spotlight was unfinished: close it."""
        if self.phase_ == PAIR:
            self._end_spotlight(event, judge, pairing=False)
        elif self.phase_ == REVEAL:
            judge.violation(WATCH_BOO, event, "after a boo comes the spotlight: the kuroko card must be turned face up", token=1)
            self._move_pair(self.kami[self.lumina], self.shimo[self.lumina], event)
            self._intermission(event, judge)
        elif self.phase_ == OPEN:
            clause = SPOT_MATCH_OPEN if self.match else SPOT_MISMATCH_OPEN
            judge.violation(clause, event, f"{self.players[self.opener]} must open a set card in the spotlight", token=1)
            self._intermission(event, judge)
        elif self.phase_ == OPEN2:
            judge.violation(SPOT_JOKER, event, "after the Joker one more set card is opened", token=1)
            self.ledger.move(self.opened, self.shimo[self.opener], C.JOKER, event, 0)
            self._curtain("joker")

    # -- intermission and curtain call ----------------------------------------

    def _intermission(self, event: Event | None, judge: Any) -> None:
        """CC-INTER-SWAP: roles swap and the next turn starts with the scout."""
        self.lumina = 1 - self.lumina
        self.turn_no += 1
        self.scouted = False
        self.turn_events = -1 if event is not None else 0
        self.phase_ = SCOUT
        self._start_turn(event, judge)

    def _start_turn(self, event: Event | None, judge: Any) -> None:
        """CC-RULING-SHORT-HAND: a Lumina who cannot present two cards ends the game."""
        lh, nh = len(self.hand[self.lumina]), len(self.hand[self.nox])
        if lh + (1 if nh else 0) < 2:
            self._curtain("short-hand")
        elif nh == 0:
            self.phase_ = ACTION  # nothing to scout: the scout is skipped

    def _curtain(self, ending: str) -> None:
        self.ending = ending
        self.phase_ = OVER

    def _after_end(self, event: Event, judge: Any) -> None:
        """Play after the curtain call: CC-TERM-CURTAIN (Joker), CC-SPOT-ENDING (a new turn after the
        last-card spotlight), CC-CALL-END (any other play after it), CC-RULING-SHORT-HAND."""
        clause = {"joker": TERM_CURTAIN, "short-hand": R_SHORT_HAND.clause}.get(self.ending, CALL_END)
        if self.ending == "last-card" and _VERB_OF.get(event.verb, _VERB_OF.get(event.verb.lower())) == "scout":
            clause = SPOT_ENDING  # the log went on to an intermission instead of the curtain call
        why = {
            "joker": "the Joker appeared",
            "last-card": "one set card is left",
            "short-hand": f"{self.players[self.lumina]} could not present two cards",
        }.get(self.ending, "the game is over")
        judge.violation(clause, event, f"the game is over ({why}): no more play after the curtain call", token=1)

    def _show(self, event: Event, actor: int, judge: Any) -> None:
        """CC-CALL-HAND: a hand shown at the curtain call is checked against all that is known of it."""
        placed = _cards_at(event, 0)
        if self.phase_ != OVER:
            if self.phase_ == DEAL:
                self._start_play(event, judge)
            if self.phase_ == PAIR:
                self._end_spotlight(event, judge, pairing=False)
            if self.phase_ != OVER:
                judge.violation(TERM_PHASES, event, "hands are shown at the curtain call, when the game is over", token=1)
                return
        hand = self.hand[actor]
        if len(placed) != len(hand):
            judge.violation(
                CALL_HAND, event, f"{event.actor} holds {len(hand)} cards but shows {len(placed)}", token=2,
                expected=f"{len(hand)} cards", observed=f"{len(placed)} cards",
            )
        known = list(hand.known)
        shown: set[int] = set()
        for c, token in placed:
            if c is None:
                continue
            if c in shown:
                judge.violation(DEAL_HANDS, event, f"{C.text(c)} is shown twice", token=token, observed=C.text(c))
                continue
            shown.add(c)
            if c in known:
                known.remove(c)
                continue
            self.ledger.reveal(hand, c, event, token)
        if known and len(placed) == len(hand):
            judge.violation(
                CALL_HAND, event, f"the hand was known to hold {' '.join(C.text(c) for c in known)}, which the show leaves out",
                token=2,
            )

    def finish(self, judge: Any, last: Any) -> None:
        if self.phase_ == PAIR:
            self._end_spotlight(last if isinstance(last, Event) else None, judge, pairing=False)
        if self.phase_ == OPEN2 and isinstance(last, Event):
            self._resolve_pending(last, judge, OVER)
        if self.phase_ != OVER:
            pos = Position(last.path, last.line + 1, 1) if isinstance(last, Event) else last
            what = {
                DEAL: "the standby (deal)", SCOUT: "Lumina's scout", ACTION: "Lumina's actor card", KUROKO: "Lumina's kuroko card",
                WATCH: "Nox's clap or boo", REVEAL: "the kuroko reveal", OPEN: "a set card to be opened",
            }.get(self.phase_, self.phase_)
            from ...notation.model import LogError

            judge.log_error(
                LogError(
                    "LOG-INCOMPLETE",
                    f"the log ends in turn {self.turn_no} before the curtain call",
                    pos,
                    what,
                )
            )

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
        for i, p in enumerate(self.players):
            kami = sum(value_of(c, values) for c in self.kami[i].known)
            kami_v: int | None = None if self.kami[i].hidden else kami
            hand_v: int | None = None if self.hand[i].hidden else sum(value_of(c, values) for c in self.hand[i].known)
            boo = max(0, quota - self.boos[i]) * PENALTY_PER_BOO if self.penalty_applies() else 0
            total = None if kami_v is None or hand_v is None else kami_v - hand_v - boo
            out[p] = {"kami": kami_v, "hand": hand_v, "boo": boo, "total": total, "boos": self.boos[i]}
        return out

    def result(self) -> Result | None:
        if self.phase_ != OVER:
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
        ending = {
            "joker": "the Joker was opened",
            "last-card": "one set card was left",
            "short-hand": "a Lumina could not present two cards",
        }[self.ending]
        details = {
            p: f"カミ {bd[p]['kami']} − hand {bd[p]['hand']} − boo penalty {bd[p]['boo']}" for p in self.players
        }
        clause = TERM_CURTAIN if self.ending == "joker" else (CALL_END if self.ending == "last-card" else R_SHORT_HAND.clause)
        return Result(scores, winners, ending, clause, details, bd)

    # -- legal events: the engine's own move listing ---------------------------

    def legal_events(self) -> list[str]:
        """Every legal next event, assuming the cards involved are known."""
        ph = self.phase_
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
            rank = C.rank_of(self.open_card)  # type: ignore[arg-type]
            opts = [f"{who} pair {C.text(c)}" for c in sorted(self.hand[self.opener].known) if C.rank_of(c) == rank]
            if opts:
                return opts
            return []
        return []

    # -- views ----------------------------------------------------------------

    def facts(self) -> dict[str, str]:
        f: dict[str, str] = {
            "phase": self.phase_,
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
        if self.phase_ != DEAL:
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



# apply() dispatches each verb to the handler of the same name: "scout" -> _scout
_HANDLERS = {v.name: getattr(CurtainCallState, "_" + v.name) for v in VERBS}


class CurtainCall(Game):
    name = "curtain-call"
    code = "CC"
    title = "カーテンコール (Curtain Call)"
    aliases = ("curtaincall", "カーテンコール", "curtain_call")
    min_players = max_players = 2
    rulings = RULINGS
    verbs = VERBS
    score_clause = CALL_FINAL
    winner_clause = CALL_ANNOUNCE
    conservation_clause = DEAL_HANDS
    breakdown_clauses = {"kami": CALL_KAMI, "hand": CALL_HAND, "boo": CALL_BOO, "total": CALL_FINAL, "boos": CALL_BOO}

    def new_state(self, header: Header, options: dict[str, Any], judge: Any) -> CurtainCallState:
        if len(header.players) != 2:
            raise SetupError(
                "LOG-PLAYERS",
                f"カーテンコール is played by two (ルミナ and ノクス); the header names {len(header.players)}",
                "players: FIRST SECOND (the first is ルミナ in the first turn)",
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
        if verb == "scout" and len(out) == 4 and out[2] in (event.args[0],):
            del out[2]  # the opponent's name is implied
        return " ".join(_compress(out))


def _compress(tokens: list[str]) -> list[str]:
    """Runs of ``??`` and ``??*N`` become one ``??*N``."""
    out: list[str] = []
    run = 0
    for t in tokens + [""]:
        if t == "??":
            run += 1
            continue
        if t.startswith("??*") and t[3:].isdigit():
            run += int(t[3:])
            continue
        if run:
            out.append("??" if run == 1 else f"??*{run}")
            run = 0
        if t:
            out.append(t)
    return out
