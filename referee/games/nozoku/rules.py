"""ノゾクダイス (Nozoku Dice): the rules, next to the clause ids they enforce.

FIRST CUT, NOT YET REGISTERED: the package has no ``__init__.py`` until its features
(features/nozoku/) validate it clause by clause. Read it beside the rulebook
(docs/rulebooks/nozoku-dice.md) and docs/nozoku-gamesets.md.

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
from dataclasses import dataclass
from typing import Any

from ...core import dice as D
from ...core.findings import Result
from ...core.game import BadArgs, Game, SetupError, State, Verb
from ...core.rulings import Ruling
from ...notation.model import Event, Header, LogError, Position
from .gameset import Card, GameSet, GameSetError, find

# -- clause ids (to be defined by features/nozoku/*.feature) -------------------------------------
ROUND = "NZ-ROUND"  # preparation, acquisition, check; repeated until the end condition
START_PLAYER = "NZ-PREP-START"  # the lowest sum of one's own dice starts
START_TIE = "NZ-PREP-START-TIE"  # ties: nearest in turn order to the previous start player
START_FIRST = "NZ-PREP-START-FIRST"  # at the start of the game, ties are settled any way
REROLL = "NZ-PREP-REROLL"  # the start player rerolls every centre die showing the most common face
TURN_ORDER = "NZ-ACQ-ORDER"  # from the start player, then to the left, once each
ACQUIRE_CARD = "NZ-ACQ-CARD"  # a card from hand, onto one's played cards
ACQUIRE_DIE = "NZ-ACQ-DIE"  # a non-white centre die showing the card's main face
ACQUIRE_PLACE = "NZ-ACQ-PLACE"  # placed with its near side face matching the sub face
ACQUIRE_NONE = "NZ-ACQ-NONE"  # no such die: the card cannot be played
ACTIONS_BOTH = "NZ-ACT-BOTH"  # main then sub, both required
ACTION_MAIN = "NZ-ACT-MAIN"  # the main action on a die one owns
ACTION_SUB = "NZ-ACT-SUB"  # the sub action on a die one owns
ACTION_OWNED = "NZ-ACT-OWNED"  # never the die just acquired; the sub may take the main's die
IMPOSSIBLE = "NZ-ACT-IMPOSSIBLE"  # only a card whose both actions can be done may be played
STUCK = "NZ-STUCK"  # no card can be played: show the hand, one action from a played card, cards back
STUCK_END = "NZ-STUCK-END"  # still impossible: the turn ends without a die
NOZOKU = "NZ-NOZOKU"  # clockwise from the left: a card whose sub face equals the side one sees
NOZOKU_ORDER = "NZ-NOZOKU-ORDER"
EMPTY_HAND = "NZ-EMPTY-HAND"  # at the end of the turn: any centre die (white too), cards back to hand
RETURN_CARDS = "NZ-RETURN"  # played cards go back to hand only in those two cases
TURN_END = "NZ-TURN-END"  # the acquired die moves to its owner
END = "NZ-END"  # one colour gone from the centre ends the game
SCORE = "NZ-SCORE"  # name a number, keep those dice, their sum, +2 for the most dice kept
TIE_BREAK = "NZ-TIE-BREAK"  # white dice kept, then the sum set aside, then shared
DICE_FACES = "NZ-DICE"  # a die shows one of six faces; opposite faces sum to 7

R_GAMESET = Ruling(
    "components", "NZ-RULING-GAMESET", "as-set", ("as-set",),
    "The dice, cards, actions and side faces come from the game set the log names (the rulebook does not list them).",
    alternatives={"as-set": "the only value: the named game set decides"},
)
R_HANDEDNESS = Ruling(
    "handedness", "NZ-RULING-HANDEDNESS", "set", ("set", "right", "left"),
    "Which way round the dice are numbered (it decides which side face a seat sees).",
    alternatives={"set": "as the game set says", "right": "Western dice", "left": "the mirror image"},
)
RULINGS = (R_GAMESET, R_HANDEDNESS)

SETUP, PREP, REROLLING, ACQUIRE, ACTIONS, PEEK, OVER = "setup", "preparation", "reroll", "acquire", "actions", "nozoku", "over"

VERBS = (
    Verb("roll", "PLAYER roll DIE=FACE…", "set-up: one's first dice rolled", ("振る",), DICE_FACES),
    Verb("centre", "PLAYER centre DIE=FACE…", "set-up: the remaining dice rolled into the centre", ("中央",), DICE_FACES),
    Verb("start", "table start PLAYER", "the round's start player", ("スタート",), START_PLAYER),
    Verb("reroll", "PLAYER reroll DIE=FACE…", "the start player rerolls the centre dice of the most common face", ("振り直し",), REROLL),
    Verb("play", "PLAYER play CARD take DIE", "a card played and a centre die acquired", ("出す",), ACQUIRE_CARD),
    Verb("main", "PLAYER main DIE [-> TOP/FRONT | -> TOP]", "the main action on one's own die", ("メイン",), ACTION_MAIN),
    Verb("sub", "PLAYER sub DIE [-> TOP/FRONT | -> TOP]", "the sub action on one's own die", ("サブ",), ACTION_SUB),
    Verb("nozoku", "PLAYER nozoku CARD DIE [-> …]", "a ノゾクアクション: a card played for its sub action", ("ノゾク",), NOZOKU),
    Verb("pass", "PLAYER pass", "declines a ノゾクアクション", ("パス",), NOZOKU_ORDER),
    Verb("cannot", "PLAYER cannot CARD…", "no card can be played: the hand shown", ("公開",), STUCK),
    Verb("redo", "PLAYER redo CARD main|sub DIE [-> …] | PLAYER redo none", "the one action from a played card", (), STUCK),
    Verb("end", "PLAYER end", "still impossible: the turn ends without a die", (), STUCK_END),
    Verb("take", "PLAYER take DIE", "an empty hand takes any centre die at the end of the turn", ("取る",), EMPTY_HAND),
    Verb("names", "PLAYER names N", "at the end: the number whose dice one keeps", ("宣言",), SCORE),
)
_VERB_OF: dict[str, str] = {}
for _v in VERBS:
    _VERB_OF[_v.name] = _v.name
    for _a in _v.aliases:
        _VERB_OF[_a] = _v.name


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


class NozokuState(State):
    def __init__(self, game: "Nozoku", players: list[str], options: dict[str, Any], judge: Any, gs: GameSet) -> None:
        self.game = game
        self.players = players
        self.n = len(players)
        self.options = dict(options)
        self.gs = gs
        self.hand_rule = gs.handedness if options["handedness"] == "set" else options["handedness"]
        self.dice: dict[str, Die] = {}
        self.owner: dict[str, int | None] = {}  # die -> seat, None: in the centre
        for seat, colour in enumerate(gs.colours[: self.n]):
            for k in range(1, gs.own + 1):
                d = Die(f"{colour[0].upper()}{k}", colour)
                self.dice[d.id] = d
                self.owner[d.id] = -1  # not yet rolled
        for k in range(1, gs.white[self.n] + 1):
            d = Die(f"W{k}", "white")
            self.dice[d.id] = d
            self.owner[d.id] = -1
        self.hand = [list(gs.cards) for _ in players]  # every player holds the same cards
        self.played: list[list[str]] = [[] for _ in players]
        self.rolled = [False] * self.n
        self.step = SETUP
        self.round = 0
        self.start_player: int | None = None
        self.prev_start: int | None = None
        self.turn_player = 0
        self.turns_done = 0
        self.acquired: str | None = None  # the die on the turn player's card this turn
        self.card: Card | None = None
        self.done_main = self.done_sub = False
        self.peek_next = 0  # 1-based: the next seat to the left that may peek
        self.stuck = False
        self.redone = False
        self.named: dict[int, int] = {}
        self.ending = ""
        self.judge = judge

    # -- helpers ---------------------------------------------------------------------------------

    def seat_of(self, name: str) -> int | None:
        try:
            return self.players.index(name)
        except ValueError:
            return None

    def owned(self, p: int) -> list[Die]:
        return [self.dice[i] for i, o in self.owner.items() if o == p and i != self.acquired]

    def centre(self) -> list[Die]:
        return [self.dice[i] for i, o in self.owner.items() if o is None]

    def _die(self, event: Event, tok: str, i: int) -> Die:
        d = self.dice.get(tok.upper())
        if d is None:
            raise BadArgs(f"{tok!r} is not a die of this game", i, "a die such as " + ", ".join(list(self.dice)[:4]), "LOG-DIE")
        return d

    def _faces(self, event: Event, start: int) -> list[tuple[Die, int, int]]:
        out = []
        for i in range(start, len(event.args)):
            name, eq, face = event.args[i].partition("=")
            if not eq:
                raise BadArgs(f"{event.args[i]!r}: write the die and the face it shows", i, "DIE=FACE, for example R1=3")
            try:
                f = D.parse_face(face)
            except ValueError:
                raise BadArgs(f"{face!r} is not a face of a die", i, "1 to 6", "LOG-DIE") from None
            out.append((self._die(event, name, i), f, i + 2))
        return out

    # -- the protocol ------------------------------------------------------------------------------

    def phase(self) -> str:
        return self.step

    def turn(self) -> int:
        return self.round

    def is_over(self) -> bool:
        return self.step == OVER and len(self.named) == self.n

    def apply(self, event: Event, judge: Any) -> None:
        self.judge = judge
        verb = _VERB_OF.get(event.verb) or _VERB_OF.get(event.verb.lower())
        if verb is None:
            judge.error("LOG-VERB", event, f"{event.verb!r} is not a ノゾクダイス verb", token=1,
                        expected="one of " + ", ".join(v.name for v in VERBS))
            return
        if event.actor == "table":
            if verb not in ("start", "centre"):
                judge.error("LOG-ACTOR", event, f"the table does not {verb}", token=0, expected="a player name")
                return
            actor = -1
        else:
            seat = self.seat_of(event.actor)
            if seat is None:
                judge.error("LOG-ACTOR", event, f"{event.actor!r} is not a player", token=0, expected=", ".join(self.players))
                return
            actor = seat
        try:
            getattr(self, "_" + verb)(event, actor, judge)
        except BadArgs as e:
            judge.error(e.code, event, e.message, token=e.arg + 2, expected=e.expected)

    # -- set-up ----------------------------------------------------------------------------------------

    def _roll(self, event: Event, actor: int, judge: Any) -> None:
        rolls = self._faces(event, 0)
        if self.step != SETUP or self.rolled[actor]:
            judge.violation(DICE_FACES, event, "one's first dice are rolled once, at the start", token=1)
            return
        colour = self.gs.colours[actor]
        if len(rolls) != self.gs.start or any(d.colour != colour for d, _, _ in rolls):
            judge.violation(R_GAMESET.clause, event, f"each player starts with {self.gs.start} {colour} dice rolled", token=2,
                            expected=f"{self.gs.start} {colour} dice")
        for d, f, _ in rolls:
            d.top, d.front = f, None
            self.owner[d.id] = actor
        self.rolled[actor] = True

    def _centre(self, event: Event, actor: int, judge: Any) -> None:
        rolls = self._faces(event, 0)
        if self.step != SETUP:
            judge.violation(DICE_FACES, event, "the centre is rolled once, at the start", token=1)
            return
        for d, f, tok in rolls:
            if self.owner[d.id] != -1:
                judge.violation(DICE_FACES, event, f"{d.id} is not among the dice still to be rolled", token=tok)
                continue
            d.top, d.front = f, None
            self.owner[d.id] = None
        left = [i for i, o in self.owner.items() if o == -1]
        if left and all(self.rolled):
            judge.violation(R_GAMESET.clause, event, f"every remaining die goes to the centre: {' '.join(left)} missing", token=2)

    # -- preparation: NZ-PREP-START, NZ-PREP-START-TIE, NZ-PREP-REROLL ----------------------------------

    def _start(self, event: Event, actor: int, judge: Any) -> None:
        if len(event.args) != 1 or self.seat_of(event.args[0]) is None:
            raise BadArgs("start names the round's start player", 0, "table start PLAYER")
        p = self.seat_of(event.args[0])
        if self.step == ACQUIRE or self.step in (ACTIONS, PEEK):
            self._end_turn(event)
        if self.step not in (SETUP, PREP):
            judge.violation(ROUND, event, f"the round is not over: it is the {self.step} step", token=1)
        sums = [sum(d.top or 0 for d in self.owned(q)) for q in range(self.n)]
        low = min(sums)
        best = [q for q in range(self.n) if sums[q] == low]
        if p not in best:
            judge.violation(START_PLAYER, event, f"the lowest sum of one's own dice starts: {', '.join(self.players[q] for q in best)} "
                            f"({low})", token=2, expected=" or ".join(self.players[q] for q in best), observed=event.args[0])
        elif len(best) > 1 and self.prev_start is not None:
            nearest = min(best, key=lambda q: (q - self.prev_start) % self.n)  # turn order goes to the left
            if p != nearest:
                judge.violation(START_TIE, event, f"a tie goes to the player nearest in turn order to the last start player "
                                f"({self.players[self.prev_start]}): {self.players[nearest]}", token=2,
                                expected=self.players[nearest], observed=event.args[0])
        self.round += 1
        self.start_player = p
        self.prev_start = p
        self.turn_player = p
        self.turns_done = 0
        self.step = REROLLING
        self._new_turn()

    def _reroll(self, event: Event, actor: int, judge: Any) -> None:
        rolls = self._faces(event, 0)
        if self.step != REROLLING:
            judge.violation(REROLL, event, "the centre is rerolled once, in the preparation, by the start player", token=1)
            return
        if actor != self.start_player:
            judge.violation(REROLL, event, f"the start player ({self.players[self.start_player]}) rerolls", token=0)
        counts = Counter(d.top for d in self.centre())
        top = max(counts.values()) if counts else 0
        due = {d.id for d in self.centre() if counts[d.top] == top}
        got = {d.id for d, _, _ in rolls}
        if got != due:
            judge.violation(REROLL, event, "every centre die showing the most common face (all tied faces) is rerolled, and no other: "
                            + " ".join(sorted(due)), token=2, expected=" ".join(sorted(due)), observed=" ".join(sorted(got)))
        for d, f, _ in rolls:
            if self.owner[d.id] is None:
                d.top, d.front = f, None
        self.step = ACQUIRE

    # -- acquisition ------------------------------------------------------------------------------------

    def _new_turn(self) -> None:
        self.acquired = None
        self.card = None
        self.done_main = self.done_sub = False
        self.peek_next = 1
        self.stuck = False
        self.redone = False

    def _in_turn(self, event: Event, actor: int, what: str) -> bool:
        if self.step == PEEK and actor != self.turn_player and actor == (self.turn_player + 1) % self.n:
            self._end_turn(event)  # the next turn begins: whoever has not peeked has passed
        if self.step == REROLLING:
            self.judge.violation(REROLL, event, "the centre dice of the most common face are rerolled before the turns", token=1)
            self.step = ACQUIRE
        if self.step not in (ACQUIRE, ACTIONS, PEEK):
            self.judge.violation(ROUND, event, f"{what} happens in the acquisition phase, not the {self.step}", token=1)
            return False
        if actor != self.turn_player:
            self.judge.violation(TURN_ORDER, event, f"it is {self.players[self.turn_player]}'s turn", token=0,
                                 expected=self.players[self.turn_player], observed=event.actor)
        return True

    def _playable(self, p: int, card: Card) -> bool:
        """A card may be played: a non-white centre die shows its main face, and both actions can be done."""
        if not any(not d.white and d.top == card.main_face for d in self.centre()):
            return False
        mine = self.owned(p)
        return any(self._can(card.main, d) for d in mine) and any(self._can(card.sub, d) for d in mine)

    def _can(self, action: Any, d: Die) -> bool:
        if action.effect in ("top +1", "top -1", "flip", "reroll", "turn", "tip"):
            if d.top is None:
                return True
            if action.effect == "top +1":
                return d.top < 6
            if action.effect == "top -1":
                return d.top > 1
            return True
        return True

    def _play(self, event: Event, actor: int, judge: Any) -> None:
        if len(event.args) != 3 or event.args[1] not in ("take", "取る"):
            raise BadArgs("play names a card and the die it takes", 0, "PLAYER play CARD take DIE")
        card = self.gs.cards.get(event.args[0])
        if card is None:
            raise BadArgs(f"{event.args[0]!r} is not a card of the game set", 0, ", ".join(self.gs.cards), "LOG-CARD")
        die = self._die(event, event.args[2], 2)
        if not self._in_turn(event, actor, "playing a card"):
            return
        if self.acquired is not None:
            judge.violation(ACQUIRE_CARD, event, "one card is played for one die per turn", token=1)
            return
        if card.id not in self.hand[actor]:
            judge.violation(ACQUIRE_CARD, event, f"{card.id} is not in {event.actor}'s hand", token=2)
        else:
            self.hand[actor].remove(card.id)
        self.played[actor].append(card.id)
        if self.owner.get(die.id) is not None:
            judge.violation(ACQUIRE_DIE, event, f"{die.id} is not in the centre", token=4)
        elif die.white:
            judge.violation(ACQUIRE_DIE, event, f"{die.id} is white: a card takes a die of another colour", token=4)
        elif die.top != card.main_face:
            judge.violation(ACQUIRE_DIE, event, f"{die.id} shows {die.top}, not the card's main face {card.main_face}", token=4)
        elif not self._playable(actor, card):
            judge.violation(IMPOSSIBLE, event, f"{card.id}'s main and sub actions cannot both be done on {event.actor}'s dice",
                            token=2)
        self.owner[die.id] = actor
        self.acquired = die.id
        die.top, die.front = card.main_face, card.sub_face  # NZ-ACQ-PLACE: sub face toward the owner
        self.card = card
        self.step = ACTIONS

    def _action(self, event: Event, actor: int, judge: Any, which: str) -> None:
        if not event.args:
            raise BadArgs(f"{which} names one of your dice", 0, f"PLAYER {which} DIE [-> TOP/FRONT]")
        die = self._die(event, event.args[0], 0)
        said = self._result(event, 1)
        if not self._in_turn(event, actor, f"the {which} action"):
            return
        if self.step != ACTIONS or self.card is None:
            judge.violation(ACTIONS_BOTH, event, f"the {which} action follows the card played for a die", token=1)
            return
        clause = ACTION_MAIN if which == "main" else ACTION_SUB
        if which == "sub" and not self.done_main:
            judge.violation(ACTIONS_BOTH, event, "the main action comes first, then the sub action", token=1)
        if which == "main" and self.done_main or which == "sub" and self.done_sub:
            judge.violation(ACTIONS_BOTH, event, f"one {which} action per turn", token=1)
            return
        self._do(event, actor, die, self.card.main if which == "main" else self.card.sub, said, clause)
        if which == "main":
            self.done_main = True
        else:
            self.done_sub = True
            self.step = PEEK
            self.peek_next = 1

    def _main(self, event: Event, actor: int, judge: Any) -> None:
        self._action(event, actor, judge, "main")

    def _sub(self, event: Event, actor: int, judge: Any) -> None:
        self._action(event, actor, judge, "sub")

    def _result(self, event: Event, i: int) -> tuple[int, int | None] | None:
        """The optional ``-> TOP/FRONT`` (or ``-> TOP``) after an action."""
        if len(event.args) <= i:
            return None
        if event.args[i] != "->" or len(event.args) != i + 2:
            raise BadArgs("after the die, an optional result: -> TOP/FRONT", i, "-> 4/5 or -> 4")
        text = event.args[i + 1]
        try:
            if "/" in text:
                o = D.parse_orientation(text)
                return o.top, o.front
            return D.parse_face(text), None
        except ValueError:
            raise BadArgs(f"{text!r} is not a die's position", i + 1, "TOP/FRONT such as 4/5, or TOP", "LOG-DIE") from None

    def _do(self, event: Event, p: int, die: Die, action: Any, said: tuple[int, int | None] | None, clause: str) -> None:
        """An action on one of ``p``'s own dice (NZ-ACT-OWNED); its result computed from what is known of
        the die, and the log's ``-> TOP/FRONT`` checked against it (NZ-DICE)."""
        j = self.judge
        if die.id == self.acquired and p == self.turn_player:
            j.violation(ACTION_OWNED, event, f"{die.id} was acquired this turn: actions take dice owned before this round", token=2)
            return
        if self.owner.get(die.id) != p:
            j.violation(ACTION_OWNED, event, f"{die.id} is not one of {self.players[p]}'s dice", token=2)
            return
        top, front = die.top, die.front
        if action.effect == "top +1" and top == 6 or action.effect == "top -1" and top == 1:
            j.violation(IMPOSSIBLE, event, f"{action.name} cannot be done on {die.id}, which shows {top}", token=2)
            return
        if action.effect == "reroll":
            if said is None:
                j.violation(DICE_FACES, event, "a reroll's result is written: -> FACE", token=2)
                return
            die.top, die.front = said
            return
        # what the action certainly gives: (top, front), None where the log must say
        if top is not None and front is not None:
            after = action.apply(D.Orientation(top, front), self.hand_rule)
            want: tuple[int | None, int | None] = (after.top, after.front) if after else (None, None)
        elif top is None:
            want = (None, None)
        elif action.effect in ("top +1", "top -1"):
            want = (top + (1 if action.effect == "top +1" else -1), None)
        elif action.effect == "flip":
            want = (7 - top, None)
        elif action.effect == "turn":
            want = (top, None)
        else:  # tip toward the owner: the top face comes to the front; the new top is the unseen back
            want = (None, top)
        if said is not None:
            wrong = (want[0] is not None and said[0] != want[0]) or (want[1] is not None and said[1] is not None and said[1] != want[1])
            if not wrong and said[1] is not None and not D.is_valid(said[0], said[1]):
                wrong = True
            if not wrong and action.effect == "tip" and top is not None and said[0] in (top, 7 - top):
                wrong = True
            if wrong:
                shown = "/".join(str(x) for x in want if x is not None) or "?"
                j.violation(clause, event, f"{action.name} on {die.id} cannot give {'/'.join(str(x) for x in said if x)} "
                            f"(it gives {shown})", token=len(event.args) + 1, expected=shown)
                want = (want[0] if want[0] is not None else said[0], want[1])
            else:
                want = (said[0], said[1] if said[1] is not None else want[1])
        die.top, die.front = want

    # -- ノゾクアクション -----------------------------------------------------------------------------

    def _nozoku(self, event: Event, actor: int, judge: Any) -> None:
        if len(event.args) < 2:
            raise BadArgs("nozoku names a card and one of your dice", 0, "PLAYER nozoku CARD DIE [-> TOP/FRONT]")
        card = self.gs.cards.get(event.args[0])
        if card is None:
            raise BadArgs(f"{event.args[0]!r} is not a card of the game set", 0, ", ".join(self.gs.cards), "LOG-CARD")
        die = self._die(event, event.args[1], 1)
        said = self._result(event, 2)
        if not self._peek_turn(event, actor):
            return
        order = (actor - self.turn_player) % self.n
        side = self.gs.side_for(self.n, order)
        acq = self.dice[self.acquired] if self.acquired else None
        seen = D.side_toward(D.Orientation(acq.top, acq.front), side, handedness=self.hand_rule) if acq and acq.front else None
        if card.id not in self.hand[actor]:
            judge.violation(NOZOKU, event, f"{card.id} is not in {event.actor}'s hand", token=2)
        else:
            self.hand[actor].remove(card.id)
        self.played[actor].append(card.id)
        if seen is not None and card.sub_face != seen:
            judge.violation(NOZOKU, event, f"{event.actor} sees {seen} on the {side} side of {acq.id}; {card.id}'s sub face is "
                            f"{card.sub_face}", token=2, expected=f"a card whose sub face is {seen}", observed=card.id)
        self._do(event, actor, die, card.sub, said, NOZOKU)
        self.peek_next = order + 1

    def _peek_turn(self, event: Event, actor: int) -> bool:
        if self.step != PEEK:
            self.judge.violation(NOZOKU_ORDER, event, "ノゾクアクション come after the turn player's main and sub actions", token=1)
            return False
        order = (actor - self.turn_player) % self.n
        if order == 0:
            self.judge.violation(NOZOKU_ORDER, event, "the turn player does not peek at their own die", token=0)
            return False
        if order < self.peek_next:
            self.judge.violation(NOZOKU_ORDER, event, "ノゾクアクション go clockwise from the turn player's left, once each", token=0)
            return False
        return True

    def _pass(self, event: Event, actor: int, judge: Any) -> None:
        if self._peek_turn(event, actor):
            self.peek_next = (actor - self.turn_player) % self.n + 1

    # -- a hand that cannot play ---------------------------------------------------------------------

    def _cannot(self, event: Event, actor: int, judge: Any) -> None:
        shown = list(event.args)
        if not self._in_turn(event, actor, "showing a hand that cannot play"):
            return
        if sorted(shown) != sorted(self.hand[actor]):
            judge.violation(STUCK, event, f"the whole hand is shown: {' '.join(self.hand[actor])}", token=2,
                            expected=" ".join(self.hand[actor]), observed=" ".join(shown))
        playable = [c for c in self.hand[actor] if self._playable(actor, self.gs.cards[c])]
        if playable:
            judge.violation(STUCK, event, f"{' '.join(playable)} could be played", token=2)
        self.stuck = True

    def _redo(self, event: Event, actor: int, judge: Any) -> None:
        if not self.stuck:
            judge.violation(STUCK, event, "an action from a played card only after showing a hand that cannot play", token=1)
            return
        if event.args == ["none"]:
            pass
        else:
            if len(event.args) < 3 or event.args[1] not in ("main", "sub"):
                raise BadArgs("redo names a played card, main or sub, and a die", 0, "PLAYER redo CARD main|sub DIE [-> …] | redo none")
            card = self.gs.cards.get(event.args[0])
            if card is None or card.id not in self.played[actor]:
                judge.violation(STUCK, event, f"{event.args[0]} is not among {event.actor}'s played cards", token=2)
                return
            die = self._die(event, event.args[2], 2)
            self._do(event, actor, die, card.main if event.args[1] == "main" else card.sub, self._result(event, 3), STUCK)
        self.hand[actor] += self.played[actor]  # NZ-RETURN: all played cards go back to hand
        self.played[actor] = []
        self.stuck = False
        self.redone = True

    def _end(self, event: Event, actor: int, judge: Any) -> None:
        if not self._in_turn(event, actor, "ending the turn without a die"):
            return
        if not self.redone:
            judge.violation(STUCK_END, event, "a turn ends without a die only after the hand was shown and the cards came back", token=1)
        playable = [c for c in self.hand[actor] if self._playable(actor, self.gs.cards[c])]
        if playable:
            judge.violation(STUCK_END, event, f"{' '.join(playable)} can still be played", token=1)
        self._end_turn(event)

    # -- an empty hand, the end of a turn ---------------------------------------------------------------

    def _take(self, event: Event, actor: int, judge: Any) -> None:
        if len(event.args) != 1:
            raise BadArgs("take names a centre die", 0, "PLAYER take DIE")
        die = self._die(event, event.args[0], 0)
        if self.hand[actor]:
            judge.violation(EMPTY_HAND, event, f"{event.actor} still holds cards: only an empty hand takes a die", token=1)
            return
        if self.owner.get(die.id) is not None:
            judge.violation(EMPTY_HAND, event, f"{die.id} is not in the centre", token=2)
            return
        self.owner[die.id] = actor
        self.hand[actor] += self.played[actor]
        self.played[actor] = []

    def _end_turn(self, event: Event) -> None:
        """NZ-TURN-END: the acquired die goes to its owner; the next player to the left."""
        if self.step == ACTIONS and not (self.done_main and self.done_sub):
            self.judge.violation(ACTIONS_BOTH, event, f"{self.players[self.turn_player]} skipped the "
                                 + ("main and sub actions" if not self.done_main else "sub action"), token=0,
                                 actor=self.players[self.turn_player])
        self.acquired = None  # the die stays with its owner, now among their own dice
        self.turns_done += 1
        if self.turns_done >= self.n:
            self._check_phase()
        else:
            self.turn_player = (self.turn_player + 1) % self.n
            self._new_turn()
            self.step = ACQUIRE

    def _check_phase(self) -> None:
        """NZ-END: one colour gone from the centre ends the game."""
        colours = {d.colour for d in self.dice.values()}
        left = {d.colour for d in self.centre()}
        if colours - left:
            self.step = OVER
            self.ending = "no " + " or ".join(sorted(colours - left)) + " die left in the centre"
        else:
            self.step = PREP

    # -- scoring ---------------------------------------------------------------------------------------

    def _names(self, event: Event, actor: int, judge: Any) -> None:
        if len(event.args) != 1:
            raise BadArgs("names takes one number", 0, "PLAYER names N")
        try:
            n = D.parse_face(event.args[0])
        except ValueError:
            raise BadArgs(f"{event.args[0]!r} is not a face", 0, "1 to 6", "LOG-DIE") from None
        if self.step in (ACQUIRE, ACTIONS, PEEK):
            self._end_turn(event)
        if self.step != OVER:
            judge.violation(SCORE, event, "numbers are named when the game is over", token=1)
            return
        self.named[actor] = n

    def result(self) -> Result | None:
        if not self.is_over():
            return None
        scores: dict[str, int | None] = {}
        kept = {}
        for p, name in enumerate(self.players):
            dice = [d for d in self.owned(p)]
            keep = [d for d in dice if d.top == self.named[p]]
            kept[p] = keep
            if any(d.top is None for d in dice):
                scores[name] = None
                continue
            scores[name] = sum(d.top for d in keep)  # type: ignore[misc]
        most = max(len(k) for k in kept.values())
        for p, name in enumerate(self.players):
            if scores[name] is not None and len(kept[p]) == most:
                scores[name] += 2  # type: ignore[operator]
        winners: list[str] = []
        if all(v is not None for v in scores.values()):
            def key(p: int) -> tuple[int, int, int]:  # NZ-TIE-BREAK
                aside = sum(d.top or 0 for d in self.owned(p) if d not in kept[p])
                return (scores[self.players[p]], sum(1 for d in kept[p] if d.white), aside)  # type: ignore[return-value]
            best = max(key(p) for p in range(self.n))
            winners = [self.players[p] for p in range(self.n) if key(p) == best]
        return Result(scores, winners, self.ending, END, {})

    def finish(self, judge: Any, last: Any) -> None:
        if not self.is_over():
            pos = Position(last.path, last.line + 1, 1) if isinstance(last, Event) else last
            judge.log_error(LogError("LOG-INCOMPLETE", f"the log ends in round {self.round} ({self.step}) before the scoring", pos,
                                     "play until a colour is gone from the centre, then every player names a number"))

    def legal_events(self) -> list[str]:
        return []  # to do: the listing for the random game generator

    def render(self, viewer: str | None = None) -> Any:
        from .view import render

        return render(self, viewer)

    def facts(self) -> dict[str, str]:
        f = {"round": str(self.round), "step": self.step, "phase": self.step,
             "turn player": self.players[self.turn_player], "centre": " ".join(d.show() for d in self.centre()) or "-"}
        for p, name in enumerate(self.players):
            f[f"dice {name}"] = " ".join(d.show() for d in self.owned(p)) or "-"
            f[f"hand {name}"] = " ".join(self.hand[p]) or "-"
            f[f"played {name}"] = " ".join(self.played[p]) or "-"
        res = self.result()
        if res is not None:
            for name, v in res.scores.items():
                f[f"score {name}"] = "?" if v is None else str(v)
            f["winner"] = "draw" if len(res.winners) > 1 else (res.winners[0] if res.winners else "?")
        return f


class Nozoku(Game):
    name = "nozoku"
    code = "NZ"
    title = "ノゾクダイス (Nozoku Dice)"
    aliases = ("nozoku-dice", "nozokudice", "ノゾクダイス")
    min_players = 2
    max_players = 4
    rulings = RULINGS
    verbs = VERBS
    score_clause = SCORE
    winner_clause = TIE_BREAK

    def new_state(self, header: Header, options: dict[str, Any], judge: Any) -> NozokuState:
        name = header.meta.get("gameset", "default")
        try:
            gs = find(name, header.path)
        except GameSetError as e:
            raise SetupError("LOG-GAMESET", e.message, "gameset: default (or a .toml file next to the log)", key="gameset") from None
        if len(header.players) not in gs.player_counts():
            raise SetupError("LOG-PLAYERS", f"the game set {gs.id!r} is for {', '.join(map(str, gs.player_counts()))} players; "
                             f"the header names {len(header.players)}", "players: NAME NAME …", key="players")
        return NozokuState(self, list(header.players), options, judge, gs)
