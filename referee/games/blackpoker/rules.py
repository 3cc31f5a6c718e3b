"""BlackPoker (ブラックポーカー), refereed from the common rules (docs/rulebooks/blackpoker-common.rst) and the
public facts it refers to (rules-facts.md): the core flow, the action catalogue, the frames.

The state is put together from one module per part of the rules, each reading like its part of the
rulebook: zones.py (領域, キャラクター), setup.py (ゲームの始め方, frames), flow.py (the core flow:
chance, passes, the stage, resolution, 勝敗判定, 誘発チェック), costs.py (コストの種類), actions.py (the action
catalogue's requests and effects), triggers.py (世代交代, ダメージ判定 and the lines that record what a
resolution did). Clause ids are in clauses.py.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from typing import Any

from . import ALIASES, CODE, INFO, NAME
from ...core.terms import WHITE_SUIT_MARKS, playing_cards, verb_terms
from ...core import cards as C
from ...core.findings import Result
from ...core.game import BadArgs, Game, SetupError, Verb
from ...core.usage import Kind
from ...core.copying import Copier
from ...core.hidden import Ledger
from ...core.rulings import Ruling
from ...core.table import Handlers, Move, TableState
from ...notation.model import Event, Header, LogError, Position
from ...notation.numbers import count
from . import candidates
from . import clauses as K
from .actions import REQUEST, ActionRules, ProMasterEffects
from .catalogue import BY_VERB, FORMAT_WORDS
from .costs import CostRules
from .flow import FlowRules, Request, copy_things
from .messages import N_, _
from .setup import DEAL, OVER, PLAY, PRESET, STEP_NAMES, SetupRules
from .triggers import TriggerRules
from .zones import ENTRY16, FULL, JOKER2, OWN, Bulwark, Side, Unit, make_side, rank, spell, zone_label

RULINGS = (
    Ruling("bulwark-face", K.R_PRESET_FACE, "down", ("down", "up"),
           N_("the face of the プリセット's bulwark: down (every source but the rulebook's wording) or up (the rulebook's "
              "wording)"),
           alternatives={"up": N_("the preset bulwark is placed face up, as the rulebook's 共通手順 literally says")}),
    Ruling("version", K.R_VERSION, "9.1", ("9.1", "9.0", "8.2"),
           N_("the edition of the rules: 9.1 (ドロー draws 2, 1 when the life is 2 or less; エンド clears every fog)"),
           alternatives={"9.0": N_("エンド clears only the ending player's fog"),
                         "8.2": N_("ドロー draws 1, then 1 more if the player wants; エンド clears only the ending "
                                   "player's fog")}),
    Ruling("counter", K.R_COUNTER, "violation", ("violation", "no-effect"),
           N_("a カウンター whose number is below the one keycard of its target: a request it cannot make (the "
              "catalogue's short form) or one that resolves without effect (the action list's long form)"),
           alternatives={"no-effect": N_("the カウンター may be requested; it resolves and negates nothing")}),
    Ruling("concede", K.R_CONCEDE, "loses", ("loses", "refused"),
           N_("a player who concedes (投了) loses at once, and the game is over (the rulebook does not say)"),
           alternatives={"refused": N_("a concession is no part of the game: the line is reported and play goes on")}),
)

FRAMES = {"entry16": "entry16", "エントリー16": "entry16", "pack": "pack", "パック": "pack", "free": "free", "なし": "free"}
FRAME_FORMAT = {"entry16": "light", "pack": "standard", "free": "standard"}
VERSIONS = {"9.1": (9, 1), "9.0": (9, 0), "8.2": (8, 2)}

#: the placeholders of this game's usages, by kind (referee/core/usage.py)
ARGS: dict[str, Kind] = {
    "BULWARK": Kind.CARD, "SOLDIER": Kind.THING, "CHARACTER": Kind.THING, "BLOCKER>ATTACKER": Kind.THING,
    "REQUEST": Kind.THING, "TARGET": Kind.THING, "JK": Kind.CARD, "A": Kind.CARD, "J": Kind.CARD, "Q": Kind.CARD,
    "K": Kind.CARD, "10": Kind.CARD, "Bn": Kind.THING,
}

VERBS: tuple[Verb, ...] = (
    Verb("draw", "PLAYER draw CARD…", N_("cards from the life to the hand: the opening hand, the first draw, ドロー's cards"),
         ("引く", "ドロー"), K.ACT_DRAW, kinds=ARGS),
    Verb("preset", "PLAYER preset BULWARK SOLDIER", N_("プリセット: the top of the life as a bulwark, the next as a soldier"),
         ("プリセット",), K.PRESET, kinds=ARGS),
    Verb("flip", "PLAYER flip CARD", N_("先攻決定: the top of the life turned over"), ("めくる", "先攻決定"), K.FIRST, kinds=ARGS),
    Verb("pass", "PLAYER pass", N_("the chance holder passes"), ("パス", "通す", "通し"), K.PASS, kinds=ARGS),
    Verb("end", "PLAYER end", "エンド", ("エンド",), K.ACT_END, kinds=ARGS),
    Verb("attack", "PLAYER attack CHARACTER…", N_("アタック with the attackers"), ("アタック",), K.ACT_ATTACK, kinds=ARGS),
    Verb("block", "PLAYER block BLOCKER>ATTACKER…", N_("ブロック: the blockers assigned"), ("ブロック",), K.ACT_BLOCK, kinds=ARGS),
    Verb("bulwark", "PLAYER bulwark CARD $L", "防壁設置", ("防壁設置",), K.ACT_BULWARK, kinds=ARGS),
    Verb("soldier", "PLAYER soldier CARD $BL", "兵士召喚", ("兵士召喚",), K.ACT_SOLDIER, kinds=ARGS),
    Verb("hero", "PLAYER hero CARD $BBL", "英雄召喚", ("英雄召喚",), K.ACT_HERO, kinds=ARGS),
    Verb("ace", "PLAYER ace CARD $L", "エース召喚", ("エース召喚",), K.ACT_ACE, kinds=ARGS),
    Verb("magician", "PLAYER magician JK $BD", "魔術士召喚", ("魔術士召喚",), K.ACT_MAGICIAN, kinds=ARGS),
    Verb("equip", "PLAYER equip CARD -> SOLDIER $BL", "装備", ("装備",), K.ACT_EQUIP, kinds=ARGS),
    Verb("up", "PLAYER up CARD -> SOLDIER $D", "アップ", ("アップ",), K.ACT_UP, kinds=ARGS),
    Verb("down", "PLAYER down CARD -> SOLDIER $D", "ダウン", ("ダウン",), K.ACT_DOWN, kinds=ARGS),
    Verb("twist", "PLAYER twist CARD -> CHARACTER [charge|drive] $D", "ツイスト", ("ツイスト",), K.ACT_TWIST, kinds=ARGS),
    Verb("counter", "PLAYER counter CARD -> REQUEST $D", "カウンター", ("カウンター",), K.ACT_COUNTER, kinds=ARGS),
    Verb("break", "PLAYER break CARD CARD -> PLAYER Bn", "防壁破壊", ("防壁破壊",), K.ACT_BREAK, kinds=ARGS),
    Verb("throw", "PLAYER throw CARD CARD -> PLAYER", "投擲", ("投擲",), K.ACT_THROW, kinds=ARGS),
    Verb("search", "PLAYER search JK CARD", N_("サーチ: the Joker, and the card taken from the life"), ("サーチ",), K.ACT_SEARCH, kinds=ARGS),
    Verb("spear", "PLAYER spear CARD CARD -> SOLDIER", "死の槍", ("死の槍",), K.ACT_SPEAR, kinds=ARGS),
    Verb("refill", "PLAYER refill CARD CARD 1|2", "防壁補充", ("防壁補充",), K.ACT_REFILL, kinds=ARGS),
    Verb("reanimate", "PLAYER reanimate CARD CARD -> CHARACTER CARD", "リアニメイト", ("リアニメイト",), K.ACT_REANIMATE, kinds=ARGS),
    Verb("handes", "PLAYER handes CARD CARD -> PLAYER", "ハンデス", ("ハンデス",), K.ACT_HANDES, kinds=ARGS),
    Verb("return", "PLAYER return CARD CARD -> CHARACTER $B", "帰還", ("帰還",), K.ACT_RETURN, kinds=ARGS),
    Verb("quick", "PLAYER quick A [bulwark] $D", "クイック召喚 (プロ)", ("クイック召喚",), K.ACT_QUICK, kinds=ARGS),
    Verb("kill", "PLAYER kill CARD CARD -> SOLDIER", "キル (プロ)", ("キル",), K.ACT_KILL, kinds=ARGS),
    Verb("reunion", "PLAYER reunion CARD CARD CARD", N_("再会 (プロ): two ♡, and the graveyard card taken"), ("再会",), K.ACT_REUNION, kinds=ARGS),
    Verb("truce", "PLAYER truce CARD CARD -> judge", "停戦 (プロ)", ("停戦",), K.ACT_TRUCE, kinds=ARGS),
    Verb("retarget", "PLAYER retarget CARD CARD -> REQUEST to TARGET", "対象変更 (プロ)", ("対象変更",), K.ACT_RETARGET, kinds=ARGS),
    Verb("reverse", "PLAYER reverse CARD CARD -> CHARACTER [charge|drive]", "リバース (プロ)", ("リバース",), K.ACT_REVERSE, kinds=ARGS),
    Verb("rain", "PLAYER rain CARD CARD $BB", "剣の雨 (マスター)", ("剣の雨",), K.ACT_RAIN, kinds=ARGS),
    Verb("force", "PLAYER force CARD CARD $BB", "フォース (マスター)", ("フォース",), K.ACT_FORCE, kinds=ARGS),
    Verb("recruit", "PLAYER recruit CARD CARD $BB CARD…", N_("徴募 (マスター): the keycards, then the 4 cards turned over"),
         ("徴募",), K.ACT_RECRUIT, kinds=ARGS),
    Verb("ambush", "PLAYER ambush CARD CARD $BB", "奇襲 (マスター)", ("奇襲",), K.ACT_AMBUSH, kinds=ARGS),
    Verb("bj", "PLAYER bj A J CARD…", N_("B・J (マスター): the keycards, then the cards turned over"), ("B・J", "ブラックジャック"),
         K.ACT_BJ, kinds=ARGS),
    Verb("rsf", "PLAYER rsf A 10 J Q K -> PLAYER $BB", "R・S・F (マスター)", ("R・S・F", "ロイヤルストレートフラッシュ"), K.ACT_RSF, kinds=ARGS),
    Verb("discard", "PLAYER discard CARD…", N_("the cards discarded (エンド down to 7, ハンデス)"), ("捨てる",), K.ACT_END, kinds=ARGS),
    Verb("top", "PLAYER top CARD", N_("the card shown on top of the graveyard after damage"), ("墓地トップ", "墓地", "トップ"), K.GRAVE_TOP,
         kinds=ARGS),
    Verb("reveal", "PLAYER reveal Bn CARD", N_("a face-down bulwark turned over"), ("公開", "オープン"), K.ACT_JUDGE, kinds=ARGS),
    Verb("open", "PLAYER open CARD", N_("パック開封: the card taken from the pack, shown"), ("パック開封",), K.PACK, kinds=ARGS),
    Verb("answer", "PLAYER answer life|hand N", N_("the answer to a question about public information (10+: 10枚以上)"),
         ("答える", "回答"), K.INFO, kinds=ARGS),
    Verb("generation", "PLAYER generation CARD…", N_("世代交代: the cards milled, the last one taken to hand"), ("世代交代",),
         K.GENERATION, kinds=ARGS),
    Verb("concede", "PLAYER concede", N_("投了: the player concedes, and the other wins"), ("投了", "降参"), K.R_CONCEDE,
         kinds=ARGS),
)

CARD_WORDS = {s: C.text(c) for s, c in C.SPELLINGS.items()}
#: every spelling of a card -> the card (what ``card_arg`` reads a well-spelt card as, without a guess)
CARD_IDS = {s: C.SPELLINGS[w] for s, w in CARD_WORDS.items()}

#: (deck, seat) -> that seat's deck as physical cards (the domain of its unseen cards): made once, shared (frozen)
SEAT_DECKS = {(deck, s): frozenset(s * OWN + c for c in deck) for deck in (ENTRY16, FULL) for s in (0, 1)}

#: the verbs that request an action
REQUEST_VERBS = frozenset(BY_VERB) - {"charge", "drawing", "blocking", "judge", "generation"}

#: the requests a line recording a later resolution may resolve without passes written (the phase chains)
CHAIN = frozenset({"end", "attack", "blocking", "judge", "drawing", "handes", "throw", "break", "spear"})

#: lines that record what a resolution did -> the request whose resolution they record ("" when it is owed by one)
RECORDS = {"draw": "drawing", "block": "blocking", "discard": "", "top": "", "reveal": "", "generation": ""}


class BlackPokerState(SetupRules, FlowRules, CostRules, ActionRules, ProMasterEffects, TriggerRules, TableState):
    verbs = VERBS
    after_end = frozenset({"top", "reveal"})
    repeatable = frozenset({"pass"})

    def __init__(self, game: Game, players: list[str], options: dict[str, Any], judge: Any, fmt: str, frame: str,
                 version: tuple[int, int], deck_size: int | None = None) -> None:
        super().__init__()  # what the referee keeps as it follows the table (TableState.follow)
        self.resolving_event: Event | None = None  # the line whose resolutions are being applied (reported at it)
        self.reveal_owner: int | None = None  # whose bulwark a reveal line turns over (read_reveal)
        self.game = game
        self.players = players
        self.options = options
        self.judge = judge
        self.format = fmt
        self.frame = frame
        self.version = version
        self.ledger = Ledger(judge, K.CARDS, spell)
        self.ledger.clause_of = self.card_clause
        self._ctx = ""  # what the line is doing with the card it names (for card_clause)
        self.sides: list[Side] = [make_side(self.ledger, s, p) for s, p in enumerate(players)]
        deck = ENTRY16 if frame == "entry16" else FULL
        for s, side in enumerate(self.sides):
            domain = SEAT_DECKS.get((deck, s)) or frozenset(s * OWN + c for c in deck)
            self.ledger.cards_of[side.life.name] = domain
            for zone in (side.hand, side.grave, side.fog, side.field, side.stage):
                self.ledger.cards_of[zone.name] = domain
            self.ledger.cards_of[side.pack.name] = domain
            if frame == "entry16":
                for _unused in deck:
                    self.ledger.deal(side.life, None, domain, K.ENTRY16_DECK, None, 0)  # type: ignore[arg-type]
            else:
                size = deck_size if deck_size is not None else len(deck)
                if frame == "pack":
                    for _unused in range(14):  # パック: the top 14 cards set aside face down
                        self.ledger.deal(side.pack, None, domain, K.PACK, None, 0)  # type: ignore[arg-type]
                    size -= 14
                for _unused in range(max(size, 0)):
                    self.ledger.deal(side.life, None, domain, K.CARDS, None, 0)  # type: ignore[arg-type]
        self.pack_opened = [False, False]
        self.life_known = frame == "entry16" or deck_size is not None  # else: a deck of unknown size
        self.step = DEAL if frame in ("entry16", "pack") else PRESET
        self.dealt = [False, False]
        self.preset_done = [False, False]
        self.flips: list[Any] = [False, False]
        self.first_flips: tuple[Any, Any] = (None, None)
        self.first = -2
        self.turn_seat = 0
        self.turn_no = 0
        self.chance = 0
        self.passed: set[int] = set()
        self.passes: tuple[int, ...] = ()  # the event indexes of the last pass lines (see ``slip_lines``)
        self.stage: list[Request] = []
        self.triggers: list[Any] = []
        self.attacked = False
        self.bulwark_placed = False
        self.attack: dict[str, Any] = {"attackers": [], "blocks": [], "seat": 0}
        self.loser: int | None = None
        self.conceded = False  # the game ended by the loser's concession (投了)
        self.owed_lines: list[dict[str, Any]] = []
        self.bulwark_count = 0
        self.lost_keys: dict[int, Request] = {}  # keycards of requests that lost their target
        self.immediate_keys: set[int] = set()  # keycards of immediate requests (never on the stage)
        self.keycards_gone: dict[int, Request] = {}  # keycards that went to the graveyard when their request resolved

    def copy_into(self, new: "BlackPokerState", c: Copier) -> None:
        """What a copy of the table has of its own (referee/core/copying.py): each player's zones, characters and
        bulwarks, the requests on the stage, and each list, set and dictionary play changes; what a request, a trigger,
        an attack or an owed line names is the copy's own (``copy_things``)."""
        super().copy_into(new, c)
        new.sides = [c(side) for side in self.sides]
        new.pack_opened, new.dealt, new.preset_done = self.pack_opened.copy(), self.dealt.copy(), self.preset_done.copy()
        new.flips = self.flips.copy()
        new.passed, new.immediate_keys = self.passed.copy(), self.immediate_keys.copy()
        new.stage = [c(r) for r in self.stage]
        new.triggers = copy_things(self.triggers, c)
        new.attack = copy_things(self.attack, c)
        new.owed_lines = copy_things(self.owed_lines, c)
        new.lost_keys = {k: c(r) for k, r in self.lost_keys.items()}
        new.keycards_gone = {k: c(r) for k, r in self.keycards_gone.items()}

    # -- the protocol -------------------------------------------------------------------------------------

    def report_after_end(self, move: Move) -> None:
        if self.conceded:
            self.judge.violation(K.R_CONCEDE, move.event, _("the game is over ({player} conceded): no more play",
                                                            player=self.players[self.loser or 0]), token=1)
            return
        self.judge.violation(K.WINCHECK, move.event, _("the game is over ({player}'s life ran out at the win check): no "
                                                       "more play", player=self.players[self.loser or 0]), token=1)

    def is_over(self) -> bool:
        return self.step == OVER

    def turn(self) -> int:
        return self.turn_no

    def phase(self) -> str:
        if self.step != PLAY:
            return _(STEP_NAMES[self.step])
        if not self.stage:
            return _("stage: empty")
        return _("stage: {requests}", requests=" ".join(r.label() for r in self.stage))

    def result(self) -> Result | None:
        if self.step != OVER or self.loser is None:
            return None
        winner = self.players[1 - self.loser]
        scores: dict[str, int | None] = {p: self.life_count(i) for i, p in enumerate(self.players)}  # the life left
        both = all(self.life_count(s) == 0 for s in (0, 1))
        loser = self.players[self.loser]
        if self.conceded:
            return Result(scores, [winner], _("{player} conceded (投了)", player=loser), K.R_CONCEDE,
                          {p: _("life {n}", n=self.life_count(i)) for i, p in enumerate(self.players)})
        ending = (_("{player}'s life ran out (both at 0: the turn player loses)", player=loser) if both
                  else _("{player}'s life ran out", player=loser))
        return Result(scores, [winner], ending, K.WINCHECK,
                      {p: _("life {n}", n=self.life_count(i)) for i, p in enumerate(self.players)})

    def finish(self, judge: Any, last: Any) -> None:
        if self.step == OVER:
            return
        pos = Position(last.path, last.line + 1, 1) if isinstance(last, Event) else last
        judge.log_error(LogError("LOG-INCOMPLETE", _("the log ends before the game is over (no life has run out)"), pos,
                                 _("play until a player's life is 0")))

    def vocabulary(self) -> dict[str, dict[str, str]]:
        return {"card": CARD_WORDS}

    def expected_actor(self, verb: str) -> int | None:
        if verb == "pass" and self.step == PLAY:
            return self.chance
        return None

    def before(self, move: Move) -> None:
        """Lines owed by the last resolution (a discard, a reveal, 世代交代) that this line is not."""
        verb = move.verb
        self.resolving_event = move.event  # what the resolutions this line brings about are reported at
        self._ctx = "request" if verb in REQUEST_VERBS else verb
        if not self.owed_lines and (verb not in RECORDS or not self.stage):
            return  # the usual line: nothing owed, and it records no resolution
        if any(move.verb == o["verb"] and move.actor == o["seat"] for o in self.owed_lines):
            return  # the lines owed may come in any order
        if move.verb in RECORDS and self.stage and not self.owed_lines:
            self.resolve_for(move)  # a line that records a resolution stands for the passes before it
            if any(move.verb == o["verb"] and move.actor == o["seat"] for o in self.owed_lines):
                return
        while self.owed_lines:
            self.settle_owed(self.owed_lines.pop(0), move)

    def resolve_for(self, move: Move) -> None:
        """Resolve the stage as far as the resolution ``move`` records (everyone let the requests through): only
        when resolving, with nothing else asked of anyone, leads there."""
        want = RECORDS[move.verb]
        top = self.stage[-1]
        if self.step != PLAY or (top.action.verb != want and top.action.verb not in CHAIN):
            return  # only the phase chain resolves unseen: a request on top of it needs its own passes
        if top.action.verb == want:
            self.chance = self.turn_seat  # the line records the top request's resolution itself
            return
        from ...core.referee import Judge

        probe = self.fork(Judge("<probe>"))  # what resolving the chain would ask, tried on a copy
        probe.follow.branch = True
        for n in range(1, 5):
            top = probe.stage[-1] if probe.stage else None
            if top is None or probe.step != PLAY:
                return
            if top.action.verb == want:
                break
            if top.action.verb not in CHAIN:
                return  # only the phase chain resolves unseen: a request on top of it needs its own passes
            probe.passed = set()
            probe.resolve(top)
            if probe.owed_lines:
                if not any(move.verb == o["verb"] and move.actor == o["seat"] for o in probe.owed_lines):
                    return
                break
        else:
            return
        for _unused in range(n if top.action.verb != want else n - 1):
            self.passed = set()
            self.resolve(self.stage[-1])
        if self.step == PLAY:
            self.chance = self.turn_seat

    def flush(self, judge: Any) -> None:
        super().flush(judge)
        self.judge = judge
        if self.step == OVER:
            self.owed_lines.clear()  # the game ended: what its last resolution would have asked is not owed
        while self.owed_lines:
            owed = self.owed_lines.pop(0)
            if owed["verb"] == "generation":
                continue  # the log ends before the line that does it: no line shows it skipped (see ``before``)
            self.settle_owed(owed, None)

    # -- reading words ------------------------------------------------------------------------------------

    def card_arg(self, move: Move, i: int, where: str = "") -> int | None:
        """Argument ``i`` as a card (None for ??). A misspelt card is read as the one near miss that fits ``where`` it
        must be (``hand``: the actor's hand; ``unit``: a character of either side); several that fit are weighed
        against the lines after it (referee/core/readings.py)."""
        args = move.event.args
        if 0 <= i < len(args):  # the usual case: a card spelt as the notation spells it, or ?? (nothing to report)
            tok = args[i]
            card = CARD_IDS.get(tok)
            if card is not None:
                return card
            if tok == "??":
                return None
        fits = None
        if where == "hand":
            hand = self.sides[move.actor].hand
            fits = lambda name: self.ledger.holds(hand, self.gid(move.actor, C.SPELLINGS[name], hand))  # noqa: E731
        elif where == "stage":
            fits = lambda name: any(isinstance(k, int) and k % OWN == C.SPELLINGS[name] for r in self.stage  # noqa: E731
                                    for k in r.keys)
        elif where == "unit":
            fits = lambda name: any(s.unit_of(g) for s in self.sides for g in self.named(s.seat, C.SPELLINGS[name]))  # noqa: E731
        name = self.word(move, i, "card", unknown=True, what=_("a card such as 7S, 10H, KD or JK (?? when unseen)"),
                         fits=fits)
        return None if name is None else C.SPELLINGS[name]

    def card_word(self, move: Move, word: str, token: int) -> int | None:
        c = C.SPELLINGS.get(word)
        if c is None and word != "??":
            self.judge.error("LOG-CARD", move.event, _("{word} is not a card: read as unseen (??)", word=repr(word)),
                             token=token, expected=_("a card such as 7S, 10H, KD or JK"))
        return c

    def read_cards(self, move: Move, start: int = 0, end: int | None = None) -> list[tuple[int | None, int]]:
        """The cards of ``args[start:end]`` with the token each came from. A count (``??*N``) is held to a deck (54 cards at
        most: the 52 and both Jokers), and the line with it to both decks, before anything is made from it."""
        out: list[tuple[int | None, int]] = []
        args = move.event.args
        for i in range(start, len(args) if end is None else end):
            tok = args[i]
            card = CARD_IDS.get(tok)
            if card is not None:  # the usual case: a card as the notation spells it
                out.append((card, i + 2))
            elif tok.startswith("??*"):
                n = count(tok[3:])
                if n is None or not 0 < n <= len(FULL):
                    raise BadArgs(_("{word} is not a count of unseen cards", word=repr(tok)), i,
                                  _("??*N with N from 1 to {most} (the cards of a deck)", most=len(FULL)), "LOG-CARD")
                if len(out) + n > 2 * len(FULL):
                    raise BadArgs(_("{word!r}: the line would name {count} cards; the game has {most}", word=tok,
                                    count=len(out) + n, most=2 * len(FULL)), i,
                                  _("at most {most} cards in a line", most=2 * len(FULL)), "LOG-CARD")
                out.extend([(None, i + 2)] * n)
            else:
                out.append((self.card_arg(move, i), i + 2))
        return out

    def find_unit(self, seat: int, word: str) -> Unit | None:
        c = C.SPELLINGS.get(word)
        if c is None:
            return None
        side = self.sides[seat]
        u = next((x for x in map(side.unit_of, self.named(seat, c)) if x is not None), None)
        g = self.gid(seat, c, side.field)
        if u is None:  # a character whose card the log has not named (a bulwark turned into a soldier): the only one
            unseen = [x for x in side.units if len(x.cards) == 1 and x.cards[0] is None]
            if len(unseen) == 1 and g not in self.ledger.where and self.ledger.holds(side.field, g):
                self.ledger.reveal(side.field, g, self.resolving_event, 1)  # type: ignore[arg-type]
                if g in side.field.known:
                    unseen[0].cards[0] = g
                    return unseen[0]
        return u

    # -- moving cards ---------------------------------------------------------------------------------------

    def named(self, seat: int, card: int) -> tuple[int, ...]:
        """The physical cards of ``seat`` the name ``card`` may be: a Joker is either of the deck's two (a deck may hold
        two Jokers, BP-CARDS-COUNT; entry16's has one)."""
        g = seat * OWN + card
        return (g, seat * OWN + JOKER2) if card == C.JOKER and self.frame != "entry16" else (g,)

    def gid(self, seat: int, card: int | None, zone: Any = None, besides: Any = ()) -> int | None:
        """The physical card ``card`` of ``seat`` names, as it can be in ``zone``: a Joker the table saw elsewhere is the
        deck's other Joker (``besides``: cards already chosen for the same line)."""
        if card is None:
            return None
        if card != C.JOKER or self.frame == "entry16":
            return seat * OWN + card  # the one physical card of that name (see ``named``)
        names = self.named(seat, card)
        where = self.ledger.where
        options = [g for g in names if g not in besides] or list(names)
        if zone is not None:
            for g in options:
                if where.get(g) is zone:
                    return g
        for g in options:
            if g not in where:
                return g
        return options[0]

    def ledger_take(self, zone: Any, card: int | None, move: Move | None, token: int, seat: int | None = None) -> Any:
        seat = move.actor if seat is None and move is not None else seat
        g = self.gid(seat, card, zone)  # type: ignore[arg-type]
        ev = move.event if move is not None else None
        return self.ledger.take(zone, g, ev, token)  # type: ignore[arg-type]

    def life_count(self, seat: int) -> int | None:
        return len(self.sides[seat].life) if self.life_known else None

    def draw_size(self, seat: int) -> int:
        """ドロー: 2 cards, 1 when the life is 2 or less (8.2: 1, and 1 more if the player wants)."""
        life = self.life_count(seat)
        if self.version < (9, 0):
            return 1
        return 1 if life is not None and life <= 2 else 2

    def draw_cards(self, seat: int, cards: list[Any], move: Move | None, event: Event | None = None) -> None:
        side = self.sides[seat]
        ev = move.event if move is not None else event
        for card, tok in (cards if cards and isinstance(cards[0], tuple) else [(c, 2) for c in cards]):
            if not len(side.life) and self.life_known:
                break
            g = self.gid(seat, card, side.life)
            self.ledger.move(side.life, side.hand, g, ev, tok)  # type: ignore[arg-type]

    def damage(self, seat: int, n: int, move: Move | None, shown: int | None = None, token: int = 1,
               event: Event | None = None) -> None:
        """BP-DAMAGE: one card per point from the top of the life to the graveyard, face up; as many as there are."""
        side = self.sides[seat]
        ev = move.event if move is not None else event
        before = set(side.grave.known)
        moved = 0
        for _unused in range(n):
            if self.life_known and not len(side.life):
                break
            self.ledger.move(side.life, side.grave, None, ev, token)  # type: ignore[arg-type]
            moved += 1
        if moved:
            side.top = None
            if shown is not None:
                self.show_top(seat, shown, ev, token, before)
            else:
                self.owe_line("top", seat=seat, event=ev)

    def show_top(self, seat: int, card: int, event: Any, token: int, before: Any = None) -> None:
        side = self.sides[seat]
        names = self.named(seat, card)
        where = self.ledger.where
        g = next((g for g in names if where.get(g) is side.grave and (before is None or g not in before)),
                 next((g for g in names if g not in where), names[0]))  # the other Joker, one of the unseen cards moved
        if before is not None and g in before:  # BP-INFO-GRAVE: one of the cards moved is shown, none already there
            self.judge.violation(K.GRAVE_TOP, event, _("{card} was in the graveyard already: the card shown is one of the "
                                                       "cards moved there", card=spell(g)), token=token,
                                 expected=_("one of the cards the damage moved"))
            return
        self.ledger.reveal(side.grave, g, event, token)
        side.top = g

    def discard(self, seat: int, card: int | None, move: Move, token: int) -> None:
        side = self.sides[seat]
        thing = self.ledger_take(side.hand, card, move, token, seat)
        self.ledger.put(side.grave, thing)
        side.top = thing if isinstance(thing, int) else None

    def unit_to_graveyard(self, u: Unit, event: Any) -> None:
        """A character leaves the field for the graveyard: 世代交代 for each Joker, A, J, Q or K among its cards."""
        side = self.sides[u.seat]
        if u not in side.units:
            return
        side.units.remove(u)
        for c in u.cards:
            thing = self.ledger.take(side.field, c, event, 1) if c is not None else self.ledger.take(side.field, None, event, 1)
            self.ledger.put(side.grave, thing)
            side.top = c
            if c is None or rank(c) in (0, 1, 11, 12, 13):
                self.generation_due(u.seat, c)
        for s in self.sides:  # its アップ and ダウン stay in the fog, pointing at nothing
            s.fog_cards = [(k, (None if t is u else t), d) for k, t, d in s.fog_cards]

    def new_bulwark(self, seat: int, card: int | None, move: Move, token: int, face_up: bool = False) -> Bulwark:
        side = self.sides[seat]
        thing = self.ledger_take(side.life, card, move, token)
        b = self.bulwark_from(seat, thing)
        b.face_up = face_up
        return b

    def bulwark_from(self, seat: int, thing: Any) -> Bulwark:
        """A card (or an unseen one) becomes a bulwark, in its own ledger zone (its place matters)."""
        self.bulwark_count += 1
        zone = self.ledger.zone(f"bulwark{seat}.{self.bulwark_count}", zone_label("bulwark", self.players[seat]))
        self.ledger.cards_of[zone.name] = self.ledger.cards_of[self.sides[seat].life.name]
        self.ledger.put(zone, thing)
        b = Bulwark(zone)
        self.sides[seat].bulwarks.append(b)
        return b

    def bulwark_to_graveyard(self, b: Bulwark, event: Any, shown: int | None = None) -> None:
        for side in self.sides:
            if b in side.bulwarks:
                side.bulwarks.remove(b)
                thing = self.ledger.take(b.zone, None, event, 1)
                self.ledger.put(side.grave, thing)
                card = thing if isinstance(thing, int) else None
                side.top = card
                if card is None:
                    self.owe_line("top", seat=side.seat, event=event, optional=True)  # the card shows in the graveyard
                if card is None or rank(card) in (0, 1, 11, 12, 13):
                    self.generation_due(side.seat, card)

    def clear_fog(self, side: Side, event: Any) -> None:
        for k, _unused, _unused2 in side.fog_cards:
            if isinstance(k, int) and k in side.fog.known or any(k is u for u in side.fog.hidden):
                self.ledger.move_thing(side.fog, side.grave, k, event, 1)
                side.top = k if isinstance(k, int) else None
        side.fog_cards = []

    @staticmethod
    def fog_keys(side: Side) -> list[Any]:
        """The cards in a player's fog (フォース's size changes are kept beside its keycards, with no card)."""
        return [k for k, _unused, _unused2 in side.fog_cards if k is not None]

    def size_of(self, u: Unit) -> int | None:
        base = u.base_size()
        if base is None:
            return None
        return base + sum(d for s in self.sides for _unused, t, d in s.fog_cards if t is u)

    def unknown_damage(self, seat: int, event: Any) -> None:
        self.judge.unverifiable(K.ACT_THROW, event.position(1), _("the damage is not known: the ♠ keycard was not seen"))

    def card_clause(self, card: int, where: Any, wanted: Any) -> str:
        """The clause a card named where the table saw it elsewhere breaks: the rule of the place it is in, or of
        what the line does with it."""
        w = where.name if where is not None else ""
        ctx = self._ctx
        if card % OWN in (C.JOKER, JOKER2):
            return K.CARDS_COUNT  # Jokers: up to two in a deck
        if w.startswith("grave"):
            return K.GRAVE_TOP if ctx in ("cost-L", "L", "top") else K.GRAVE
        if w.startswith("fog"):
            return K.FOG
        if w.startswith("stage"):
            return K.STAGE_PLACE
        if ctx == "cost-L" or ctx == "L":
            return K.COST_L
        if ctx == "cost-D":
            return K.COST_D
        if ctx == "top":
            return K.DAMAGE
        if w.startswith("bulwark") and ctx == "reveal":
            return K.BULWARK_PLACE  # the card of another place: the bulwarks were swapped
        if w.startswith(("field", "bulwark")):
            return K.KEYCARD_HAND if ctx == "request" else K.LIFE if ctx == "draw" else K.CARDS
        if w.startswith("hand") or wanted is not None and wanted.name.startswith("hand") and where is None:
            return K.HAND if ctx != "draw" else K.LIFE
        if wanted is not None and wanted.name.startswith("life"):
            return K.LIFE
        return K.CARDS

    def ruled(self, clause: str, event: Event, message: str, rulings: tuple[str, ...], *, token: int = 0,
              expected: str | None = None) -> None:
        """A violation whose finding depends on rulings (named in the finding)."""
        from ...core.findings import VIOLATION, Finding

        self.judge._add(Finding(VIOLATION, clause, message, event.position(token), actor=event.actor, expected=expected,
                                event=event.index, rulings=rulings))

    # -- owed lines -----------------------------------------------------------------------------------------

    def owe_line(self, verb: str, **data: Any) -> None:
        """A line the table owes (a card to the top of the graveyard, a bulwark to reveal, a 世代交代): it is due, and
        the lines after it are read with it owed (not the core's ``owe``, a step skipped)."""
        if self.step == OVER and verb == "generation":
            return  # the game is over: nothing is triggered any more
        self.owed_lines.append({"verb": verb, **data})

    # -- facts ----------------------------------------------------------------------------------------------

    def facts(self) -> dict[str, str]:
        out: dict[str, str] = {
            "turn": self.players[self.turn_seat] if self.step in (PLAY, OVER) else "-",
            "chance": self.players[self.chance] if self.step == PLAY else "-",
            "stage": " ".join(r.label() for r in self.stage) or "-",
            "winner": self.players[1 - self.loser] if self.loser is not None else "-",
            "turn-number": str(self.turn_no),
        }
        for s, p in enumerate(self.players):
            side = self.sides[s]
            life = self.life_count(s)
            out[f"life-count {p}"] = "?" if life is None else str(life)
            out[f"hand-count {p}"] = str(len(side.hand))
            out[f"grave-count {p}"] = str(len(side.grave))
            out[f"grave-top {p}"] = "-" if side.top == "-" or not len(side.grave) else spell(side.top)
            out[f"field {p}"] = " ".join(u.show() for u in side.units) or "-"
            out[f"bulwarks {p}"] = " ".join(b.show() for b in side.bulwarks) or "-"
            out[f"fog {p}"] = " ".join(spell(k) if isinstance(k, int) else "??" for k in self.fog_keys(side)) or "-"
        return out

    def render(self, viewer: str | None = None) -> Any:
        from .view import render

        return render(self, viewer)

    def picture(self, viewer: str | None = None) -> str:
        from .picture import draw

        return draw(self, viewer)

    def legal_events(self) -> list[str]:
        from .moves import legal_events

        return legal_events(self)

    def candidate_events(self) -> list[str]:
        """The events worth trying here (referee/core/legality.py): see candidates.py."""
        return candidates.candidate_events(self)

    # -- the verbs' handlers: read, follow the table, check, do (referee/core/table.py, Handlers) ---------

    handlers = {
        "draw": Handlers(TriggerRules.check_draw, TriggerRules.do_draw, read=TriggerRules.read_draw),
        "preset": Handlers(SetupRules.check_preset, SetupRules.do_preset, read=SetupRules.read_preset),
        "flip": Handlers(SetupRules.check_flip, SetupRules.do_flip, read=SetupRules.read_flip),
        "pass": Handlers(FlowRules.check_pass, FlowRules.do_pass),
        "block": Handlers(TriggerRules.check_block, TriggerRules.do_block, read=TriggerRules.read_block),
        "discard": Handlers(TriggerRules.check_discard, TriggerRules.do_discard, read=TriggerRules.read_discard),
        "top": Handlers(TriggerRules.check_top, TriggerRules.do_top, read=TriggerRules.read_top),
        "reveal": Handlers(TriggerRules.check_reveal, TriggerRules.do_reveal, read=TriggerRules.read_reveal),
        "answer": Handlers(TriggerRules.check_answer, TriggerRules.do_answer, read=TriggerRules.read_answer),
        "generation": Handlers(TriggerRules.check_generation, TriggerRules.do_generation, read=TriggerRules.read_generation),
        "concede": Handlers(TriggerRules.check_concede, TriggerRules.do_concede, read=TriggerRules.read_concede),
        **dict.fromkeys(sorted(REQUEST_VERBS), REQUEST),  # the actions requested: one reader, check and do (actions.py)
    }

    #: アクションの解決: each action's effect, by verb (an action resolved by ``resolve`` in flow.py)
    effects = {
        "ace": ActionRules.effect_ace, "attack": ActionRules.effect_attack, "blocking": ActionRules.effect_blocking,
        "break": ActionRules.effect_break, "bulwark": ActionRules.effect_bulwark, "charge": ActionRules.effect_charge,
        "counter": ActionRules.effect_counter, "down": ActionRules.effect_down, "drawing": ActionRules.effect_drawing,
        "end": ActionRules.effect_end, "equip": ActionRules.effect_equip, "handes": ActionRules.effect_handes,
        "hero": ActionRules.effect_hero, "judge": ActionRules.effect_judge, "magician": ActionRules.effect_magician,
        "reanimate": ActionRules.effect_reanimate, "refill": ActionRules.effect_refill, "return": ActionRules.effect_return,
        "search": ActionRules.effect_search, "soldier": ActionRules.effect_soldier, "spear": ActionRules.effect_spear,
        "throw": ActionRules.effect_throw, "twist": ActionRules.effect_twist, "up": ActionRules.effect_up,
        # プロ and マスター (rules-facts.md, the action catalogue)
        "ambush": ProMasterEffects.effect_ambush, "bj": ProMasterEffects.effect_bj, "force": ProMasterEffects.effect_force,
        "kill": ProMasterEffects.effect_kill, "quick": ProMasterEffects.effect_quick, "rain": ProMasterEffects.effect_rain,
        "recruit": ProMasterEffects.effect_recruit, "retarget": ProMasterEffects.effect_retarget,
        "reunion": ProMasterEffects.effect_reunion, "reverse": ProMasterEffects.effect_reverse,
        "rsf": ProMasterEffects.effect_rsf, "truce": ProMasterEffects.effect_truce,
    }
    #: the checks an action has of its own, beyond every request's (``check_request``), by verb
    request_checks = {
        "attack": ActionRules.check_attack_request, "bulwark": ActionRules.check_bulwark_request,
        "equip": ActionRules.check_equip_request, "quick": ActionRules.check_quick_request,
        "reanimate": ActionRules.check_reanimate_request, "truce": ActionRules.check_truce_request,
    }



#: the glossary's words that are not cards or verbs (referee/core/terms.py): the zones as the rulebook names them
GLOSSARY = {"life": "ライフ", "graveyard": "墓地", "hand": "手札", "field": "場", "fog": "フォグ", "stage": "ステージ",
            "bulwark": "防壁"}


class BlackPoker(Game):
    name = NAME
    code = CODE
    title = INFO.title
    aliases = ALIASES
    min_players = 2
    max_players = 2
    rulings = RULINGS
    verbs = VERBS

    @cached_property
    def _terms(self) -> dict[str, str]:
        return {**playing_cards(WHITE_SUIT_MARKS), **verb_terms(VERBS), **GLOSSARY}

    def japanese_terms(self) -> Mapping[str, str]:
        """The cards as the rulebook marks them (its suits are ♠♡♢♣), the actions and the zones as it names them."""
        return self._terms
    score_clause = K.WIN
    conservation_clause = K.CARDS

    def new_state(self, header: Header, options: dict[str, Any], judge: Any) -> BlackPokerState:
        if len(header.players) != 2:
            raise SetupError(K.PLAYERS, _("BlackPoker is for 2 players (プレイ人数: 2人です); the header names {n}",
                                          n=len(header.players)),
                             "players: NAME NAME", key="players")
        frame = FRAMES.get(header.meta.get("frame", "entry16"))
        if frame is None:
            raise SetupError("LOG-FRAME", _("{word} is not a frame", word=repr(header.meta.get("frame"))),
                             _("frame: entry16, pack or free"), key="frame")
        fmt = FORMAT_WORDS.get(header.meta.get("format", FRAME_FORMAT[frame]))
        if fmt is None:
            raise SetupError("LOG-FORMAT", _("{word} is not a format", word=repr(header.meta.get("format"))),
                             _("format: light, standard, pro or master"), key="format")
        version = VERSIONS[options.get("version", "9.1")]
        deck = header.meta.get("deck")
        size = None
        if deck is not None:
            size = count(deck.strip())
            if size is None or not 16 <= size <= 54:
                raise SetupError("LOG-DECK", _("{word} is not a deck size: a number of cards from 16 to 54", word=repr(deck)),
                                 "deck: 40", key="deck")
            if frame == "entry16" and size != 16:
                text = (_("the エントリー16 frame plays its fixed 16-card deck, not {n} cards", n=size) if "frame" in header.meta
                        else _("the エントリー16 frame plays its fixed 16-card deck, not {n} cards (with no frame: line, the "
                               "frame is エントリー16)", n=size))
                raise SetupError("LOG-DECK", text, _("deck: 16, or frame: free (or pack) for another deck"), key="deck")
        return BlackPokerState(self, list(header.players), options, judge, fmt, frame, version, size)

    def random_log(self, rng: Any, observer: bool = False) -> str:
        from .play import random_log  # the random-play policy imports the rules

        return random_log(rng, observer)


__all__ = ["BlackPoker", "BlackPokerState", "RULINGS", "VERBS"]
