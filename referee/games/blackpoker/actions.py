"""The actions (rules-facts.md, "Action catalogue"): requests checked, and their effects computed.

A request line: ``ACTOR VERB KEYCARDS… [-> TARGET] [$COST CHOICES…]``. Checking a request follows
「アクションの起こし方」: the action must be in the format (BP-FORMAT), at its timing (BP-TIMING-MAIN), with
its keycards (the action's own clause), a target it can have (BP-TARGET; never itself, BP-TARGET-SELF) and
its cost (BP-COST-*). Each ``effect_<verb>`` is what the action does when it resolves.
"""

from __future__ import annotations

from typing import Any

from ...core import cards as C
from ...core.game import BadArgs
from ...core.table import Handlers, Move
from ...notation.numbers import count
from .base import BpBase
from . import clauses as K
from .catalogue import BY_VERB, FORMAT_TITLES, KEYS, UNCOUNTERABLE, Action, in_format
from .costs import Cost, read_cost
from .flow import Request
from .messages import N_, _, _n
from .setup import PLAY
from .zones import ACE, EQUIPPED, HERO, MAGICIAN, OWN, SOLDIER, Bulwark, Unit, rank, spell, suit, zone_label

SUITS_OF = {"H": "♡", "S": "♠", "D": "♢", "C": "♣"}
ARROWS = ("->", "→", "＞")  # the word before a request's target
#: ツイスト's and リバース's mode (after the target) -> what it does
MODES = {"charge": "charge", "drive": "drive", "チャージ": "charge", "ドライブ": "drive"}
CARD_TEXT = C.SPELLINGS
#: the character each summon makes
SUMMONS = {"soldier": SOLDIER, "hero": HERO, "ace": ACE, "magician": MAGICIAN}

#: what an action's target must be (Action.target), as messages say it
WHAT = {"unit": N_("a character"), "own-unit": N_("one of your characters"), "soldier": N_("a soldier"),
        "own-soldier": N_("one of your soldiers of the keycard's suit"), "bulwark": N_("a bulwark"),
        "request": N_("a request on the stage")}
ANY_TARGET = N_("a target")

#: why a target word names nothing there (missing_target's reasons), as whole messages
MISSING = {
    "lost": N_("{action} needs {what}: its card was the keycard of a request that lost its target (no effect)"),
    "self": N_("{action} needs {what}: an action never targets itself"),
    "immediate": N_("{action} needs {what}: {word} was the keycard of an immediate (即時) request, resolved at once"),
    "resolved": N_("{action} needs {what}: the request of {word} has resolved already"),
    "fog": N_("{action} needs {what}: {word} is a fog card (フォグ), not a character"),
    "stage": N_("{action} needs {what}: {word} is a keycard on the stage, not a character"),
    "none": N_("{action} needs {what}: there is none by that name"),
    "unnamed": N_("{action} needs {what}: none is named"),
}

#: why a target does not fit its action, as whole messages
UNFIT = {
    "not-character": N_("{action} targets {what}: this one is not a character"),
    "bulwark": N_("{action} targets {what}: this one is a bulwark, not a soldier"),
    "opponent": N_("{action} targets {what}: this one is the opponent's"),
}


def key_fits(pattern: str, cards: list[int | None]) -> bool | None:
    """Do the keycards fit the action's pattern (None: unseen cards leave it open)?"""
    if pattern == "":
        return not cards
    if pattern in ("any", "2-10", "JQK", "A", "JK", "A-K") or pattern.endswith("A-10"):
        if len(cards) != 1:
            return False
        c = cards[0]
        if c is None:
            return None
        r, s = rank(c), suit(c)
        if pattern == "any":
            return True
        if pattern == "2-10":
            return r is not None and 2 <= r <= 10
        if pattern == "JQK":
            return r is not None and r >= 11
        if pattern == "A":
            return r == 1
        if pattern == "JK":
            return r == 0
        if pattern == "A-K":
            return r is not None and r >= 1
        return s == pattern[0] and r is not None and 1 <= r <= 10
    if pattern == "RSF":  # A, 10, J, Q, K of one suit
        if len(cards) != 5:
            return False
        if any(c is None for c in cards):
            return None
        return len({suit(c) for c in cards}) == 1 and sorted(rank(c) or 0 for c in cards) == [1, 10, 11, 12, 13]
    if len(cards) != 2:
        return False
    if any(c is None for c in cards):
        return None
    if pattern in ("SS", "HH", "DD", "CC"):
        return all(suit(c) == pattern[0] and 1 <= (rank(c) or 0) <= 10 for c in cards)
    if pattern == "pair-number":
        return rank(cards[0]) == rank(cards[1])
    if pattern == "A+J":
        return sorted(rank(c) or 0 for c in cards) == [1, 11]
    suits = sorted(str(suit(c)) for c in cards)
    if pattern == "pair-suit":
        return suits[0] == suits[1] and "None" not in suits
    want = sorted(pattern.split("+"))
    return suits == want


class ActionRules(BpBase):
    """Every request verb reads, checks and does the same way; the effects differ."""

    # -- reading a request --------------------------------------------------------------------------------

    def read_request(self, move: Move) -> dict[str, Any]:
        action = BY_VERB[move.verb]
        verb = action.verb
        args = move.event.args
        cost, rest = read_cost(args, 0)  # the cost, and the indexes of the other words
        arrow = next((j for j, i in enumerate(rest) if args[i] in ARROWS), None)
        before = rest if arrow is None else rest[:arrow]
        after = [] if arrow is None else rest[arrow + 1:]
        keys: list[tuple[int | None, int]] = []
        out: dict[str, Any] = {"action": action, "cost": cost, "keys": keys, "target": None, "words": []}
        players = self.players
        for i in before:
            a = args[i]
            if verb == "attack":  # an attacker by its card (a misspelt one read as its near miss, reported)
                c = self.card_arg(move, i, "unit") if a not in CARD_TEXT else CARD_TEXT[a]
                out["words"].append((spell(c) if c is not None else a, i))
            elif verb in ("twist", "reverse") and a.lower() in MODES:  # (the mode before ->: read as meant)
                out["mode"] = MODES[a.lower()]
            elif verb == "refill" and a in ("1", "2"):
                out["mode"] = int(a)
            elif verb == "quick" and a.lower() in ("bulwark", "防壁"):
                out["mode"] = "bulwark"
            elif a in players:
                out.setdefault("owners", []).append((players.index(a), i + 2))  # a card named with its owner
            else:
                keys.append((self.card_arg(move, i, "hand"), i + 2))
        if action.verb == "search" and len(out["keys"]) == 2:
            out["found"] = out["keys"].pop()  # サーチ: the Joker, then the card taken from the life
        if action.verb == "reunion" and len(out["keys"]) == 3:
            out["found"] = out["keys"].pop()  # 再会: two ♡, then the graveyard card taken
        if action.verb in ("recruit", "bj") and len(out["keys"]) > 2:
            out["flipped"] = out["keys"][2:]  # 徴募, B・J: the keycards, then the cards turned over from the life
            out["keys"] = out["keys"][:2]
        extra: list[tuple[str, int]] = []  # words after -> that are none of its items (reported when checked)
        if action.verb == "retarget" and any(args[i] in ("to", "=>") for i in after):
            k = next(j for j, i in enumerate(after) if args[i] in ("to", "=>"))
            new = [(args[i], i) for i in after[k + 1:]]
            n = self.target_length(new)
            out["new"], extra = new[:n], new[n:]
            after = after[:k]
        if after:  # -> [PLAYER] TARGET, then (ツイスト, リバース) the mode, (リアニメイト) the graveyard card
            words = [(args[i], i) for i in after]
            n = self.target_length(words)
            out["target"] = self.read_target(move, action, words[:n])
            rest = words[n:]
            if verb in ("twist", "reverse") and rest and rest[0][0].lower() in MODES:
                out["mode"] = MODES[rest[0][0].lower()]
                rest = rest[1:]
            elif verb == "reanimate" and rest:
                out["found"] = (self.card_arg(move, rest[0][1]), rest[0][1] + 2)
                rest = rest[1:]
            extra = rest + extra
        if extra:
            out["extra"] = extra
        return out

    def target_length(self, words: list[tuple[str, int]]) -> int:
        """How many of the words after -> name the target: a player and a word, or one word."""
        return 2 if len(words) > 1 and words[0][0] in self.players else min(len(words), 1)

    def read_target(self, move: Move, action: Action, words: list[tuple[str, int]]) -> Any:
        """``-> [PLAYER] CARD`` (a character), ``-> [PLAYER] Bn`` (a bulwark), ``-> PLAYER``, or a request on
        the stage by its keycard or its verb."""
        owner = None
        if words and words[0][0] in self.players:
            owner = self.players.index(words[0][0])
            words = words[1:]
        if not words:
            if owner is None:
                raise BadArgs(_("the target is missing after ->"), len(move.event.args), "-> TARGET")
            return ("player", owner, len(move.event.args) + 1)
        word, i = words[0]
        if action.target == "request":  # the nearest request of that action, or with that keycard (of that player)
            stage = [r for r in reversed(self.stage) if owner is None or r.seat == owner]
            for req in stage:
                if word == req.action.verb or word == req.action.name:
                    return ("request", req, i + 2)
            card = self.card_arg(move, i, "stage")
            for req in stage:
                if card is not None and any(isinstance(k, int) and k % 64 == card % 64 for k in req.keys):
                    return ("request", req, i + 2)
            return ("request", None, i + 2)
        n = count(word[1:]) if word.upper().startswith("B") else None  # Bn: ASCII digits (``B፩`` is no number)
        if n is not None:
            return ("bulwark", (owner, n - 1), i + 2)
        card = self.card_arg(move, i, "unit")
        return ("unit", (owner, card), i + 2)

    def target_of(self, move: Move, spec: Any) -> Any:
        """The thing a target word names now (None: nothing there)."""
        if spec is None:
            return None
        kind, what, _unused = spec
        if kind in ("player", "request"):
            return what
        owner, ref = what
        seats = [owner] if owner is not None else [move.actor, 1 - move.actor]
        if kind == "bulwark":
            for s in seats:
                if 0 <= ref < len(self.sides[s].bulwarks):
                    return self.sides[s].bulwarks[ref]
            return None
        if ref is None:
            return None
        for s in seats:
            u = next((u for g in self.named(s, ref % OWN) if (u := self.sides[s].unit_of(g)) is not None), None)
            if u is not None:
                return u
        for s in seats:  # a character whose card the log never named (the only one of that side)
            u = self.find_unit(s, spell(ref))
            if u is not None:
                return u
        return None

    # -- checking a request -----------------------------------------------------------------------------------

    def follow_request(self, move: Move) -> None:
        """What a request line shows of the table before it is checked: the passes it stands for (BP-FLOW-CHANCE: a
        request by the player without the chance means the holder passed, and a second pass in a row resolves the top
        request first), and an attacker named by a card the log had not shown."""
        if self.step == PLAY:
            if self.chance != move.actor:  # a line that stands for a pass: one more line a slip may hide in
                self.passes = (*self.passes[-23:], move.event.index)
            self.take_chance(move.actor)
        if move.verb == "attack":  # an attacker named by a card the log had not shown (an unseen bulwark that became
            for w, _i in move.args["words"]:  # a soldier) is that character: what the line shows, before the check
                self.find_unit(move.actor, w)

    def check_request(self, move: Move) -> None:
        args = move.args
        action: Action = args["action"]
        seat = move.actor
        if args.get("extra"):  # words after -> that are none of its items: a notation error, the line read without them
            words, i = " ".join(w for w, _unused in args["extra"]), args["extra"][0][1]
            usage = next((v.usage for v in self.verbs if v.name == move.verb), "")
            self.judge.error("LOG-ARGUMENT", move.event, _("{words} means nothing after the target of {action}: the line "
                                                           "is read without it", words=repr(words), action=action.name),
                             token=i + 2, expected=usage)
        if self.step != PLAY:  # BP-FLOW-CHANCE: nobody holds the chance before the game starts
            self.judge.violation(K.CHANCE, move.event, _("{action} during the set-up: nobody holds the chance before the "
                                                         "first player's first draw", action=action.name),
                                 token=1, expected=self._setup_expected())
            return
        if action.verb == "open":
            self.check_pack_open(move)
            return
        if not in_format(action, self.format):  # BP-FORMAT
            self.judge.violation(K.FORMAT, move.event, _("{action} is not an action of the {format} format",
                                                         action=action.name, format=FORMAT_TITLES[self.format]),
                                 token=1, expected=_("an action of the log's format"))
        self.check_timing(action, move)
        for owner, tok in args.get("owners", []):
            if owner != seat:  # BP-OWN-DECK
                self.judge.violation(K.OWN_DECK, move.event, _("{player} plays with their own cards, not {owner}'s",
                                                               player=self.players[seat], owner=self.players[owner]),
                                     token=tok, expected=_("a card of one's own hand"))
        if action.target == "" and args["target"] is not None:  # BP-ACTION-ITEMS: no 対象 item, no target
            self.judge.violation(K.ACTION_ITEMS, move.event, _("{action} has no target (対象)", action=action.name),
                                 token=args["target"][2],
                                 expected=_("{actor} {verb} … without ->", actor=move.event.actor, verb=move.event.verb))
        keys = [c for c, _unused in args["keys"]]
        if action.keys and not keys:  # BP-REQUEST: the keycard is put out when the action is requested
            self.judge.violation(K.REQUEST, move.event, _("{action} is requested with its keycard ({keys})",
                                                          action=action.name, keys=_(KEYS[action.keys])),
                                 token=1, expected=_(KEYS[action.keys]))
            self.check_cost(action, args["cost"], move)
            return
        fits = key_fits(action.keys, keys)
        if fits is False:
            given = " ".join(spell(k) for k in keys)
            text = (_("{action}'s keycard is {keys}: {given}", action=action.name, keys=_(KEYS[action.keys]), given=given)
                    if given else _("{action}'s keycard is {keys}: none given", action=action.name,
                                    keys=_(KEYS[action.keys])))
            self.judge.violation(action.clause, move.event, text, token=2, expected=_(KEYS[action.keys]))
        for c, tok in args["keys"]:
            gone = self.kept_keycard(seat, c)
            if gone is not None:  # BP-KEYCARD-GRAVE: the table shows it never went to the graveyard
                self.judge.violation(K.KEYCARD_GRAVE, move.event, _("{card} was the keycard of {action} (line {line}): it "
                                                                    "went to the graveyard when that resolved, so it is not "
                                                                    "in the hand", card=spell(c), action=gone.action.name,
                                                                    line=gone.event.line if gone.event else "?"),
                                     token=tok, expected=_("a keycard in the graveyard after its request resolves"),
                                     recalls=gone.event.index if gone.event else None)
        self.check_keycards_held(move)
        check = self.request_checks.get(action.verb)  # the action's own check (check_<verb>_request), if it has one
        if check is not None:
            check(self, move, keys)
        self.check_target(action, move)
        self.check_cost(action, args["cost"], move)

    def check_keycards_held(self, move: Move) -> None:
        """BP-ZONE-HAND: the keycards put out from the hand are cards it holds, as many as it holds; an unseen one
        (``??``) too. A known card it cannot hold is the ledger's to report, when it is taken."""
        seat = move.actor
        held = len(self.sides[seat].hand)
        keys = [(c, tok) for c, tok in move.args["keys"] if self.kept_keycard(seat, c) is None]  # (not from the grave)
        over = next((tok for c, tok in keys[held:] if c is None), None)
        if over is not None:
            self.judge.violation(K.HAND, move.event,
                                 _n("{player}'s hand holds {n} card, fewer than the keycards put out from it ({keys})",
                                    "{player}'s hand holds {n} cards, fewer than the keycards put out from it ({keys})",
                                    held,
                                    player=self.players[seat], keys=len(keys)),
                                 token=over, expected=_n("at most {n} keycard from the hand",
                                                         "at most {n} keycards from the hand", held))

    def check_target(self, action: Action, move: Move) -> None:
        """BP-TARGET: an action with a target can be requested only when it names one that fits."""
        if not action.target or action.target == "player" and move.args["target"] is None:
            if action.target == "player" and move.args["target"] is None:
                self.judge.violation(K.TARGET, move.event, _("{action} needs a target player", action=action.name),
                                     token=1, expected=f"{move.event.actor} {move.event.verb} … -> PLAYER")
            return
        spec = move.args["target"]
        thing = self.target_of(move, spec)
        token = spec[2] if spec else 1
        if thing is None:
            clause, why, word = self.missing_target(move, action, spec)
            why = why or ("none" if spec else "unnamed")
            known = action.target in WHAT
            what = _(WHAT[action.target] if known else ANY_TARGET)
            self.judge.violation(clause, move.event, _(MISSING[why], action=action.name, what=what, word=word),
                                 token=token, expected=_("-> {what}", what=what) if known else "-> TARGET",
                                 recalls=self.entries(spec))
            return
        seat = move.actor
        bad = None
        if action.target in ("soldier", "own-soldier", "own-unit", "unit") and not isinstance(thing, (Unit, Bulwark)):
            bad = "not-character"
        elif action.target in ("soldier", "own-soldier") and not isinstance(thing, Unit):
            bad = "bulwark"
        elif action.target in ("own-soldier", "own-unit") and getattr(thing, "seat", seat) != seat and isinstance(thing, Unit):
            bad = "opponent"
        elif action.target == "own-unit" and isinstance(thing, Bulwark) and thing not in self.sides[seat].bulwarks:
            bad = "opponent"
        if bad:
            what = _(WHAT[action.target])
            self.judge.violation(K.TARGET, move.event, _(UNFIT[bad], action=action.name, what=what),
                                 token=token, expected=_("-> {what}", what=what))
            return
        if action.target == "request":
            self.check_counter_target(move, thing)

    def check_quick_request(self, move: Move, keys: list[Any]) -> None:
        """クイック召喚: only while the player does not hold the turn."""
        if move.actor == self.turn_seat:
            self.judge.violation(K.ACT_QUICK, move.event, _("クイック召喚 is only for the player who does not hold the turn"),
                                 token=1, expected=_("the opponent's turn"))

    def check_truce_request(self, move: Move, keys: list[Any]) -> None:
        t = self.target_of(move, move.args["target"])
        if isinstance(t, Request) and t.action.verb != "judge":
            self.judge.violation(K.ACT_TRUCE, move.event, _("停戦 negates a ダメージ判定, not {action}", action=t.action.name),
                                 token=move.args["target"][2], expected="-> judge")

    def entries(self, spec: Any) -> tuple[int, ...]:
        """A character named that is not on the field: the lines that put out the characters of the side it names (a
        card written wrong where one of them entered may be the slip; readings reconsider them)."""
        if spec is None or spec[0] != "unit":
            return ()
        owner = spec[1][0]
        seats = [owner] if owner is not None else [0, 1]
        return tuple(u.origin for seat in seats for u in self.sides[seat].units if u.origin >= 0)[-4:]

    def missing_target(self, move: Move, action: Action, spec: Any) -> tuple[str, str, str]:
        """Why a target word names nothing there, as the clause it breaks: the request itself (BP-TARGET-SELF), a request
        resolved at once (BP-ITEM-SPEED) or already (BP-RESOLVE), a card in the fog (BP-FOG-PLACE) or on the stage
        (BP-STAGE-PLACE); else there is none (BP-TARGET-REQUIRED). Returns the clause, the reason (a key of MISSING, ""
        when there is none to tell) and the word."""
        if spec is None or spec[0] not in ("request", "unit"):
            return K.TARGET, "", ""
        if spec[0] == "unit" and spec[1][1] is not None:
            for seat in (0, 1):
                if any(g in self.lost_keys for g in self.named(seat, spec[1][1])):
                    return K.RESOLVE_TARGET, "lost", ""
        word = move.event.args[spec[2] - 2]
        card = C.SPELLINGS.get(word)
        if card is None:
            return K.TARGET, "", word
        if spec[0] == "request":
            if any(c == card for c, _unused in move.args["keys"]):
                return K.SELF_TARGET, "self", word
            for seat in (0, 1):
                gs = self.named(seat, card)
                if any(g in self.immediate_keys for g in gs):
                    return K.ITEM_SPEED, "immediate", word
                if any(g in self.keycards_gone or g in self.sides[seat].field.known for g in gs):
                    return K.RESOLVE, "resolved", word
            return K.TARGET, "", word
        owner = spec[1][0]
        for seat in ([owner] if owner is not None else [move.actor, 1 - move.actor]):
            gs = self.named(seat, card)
            if any(g in self.sides[seat].fog.known for g in gs):
                return K.FOG_PLACE, "fog", word
            if any(g in self.sides[seat].stage.known for g in gs):
                return K.STAGE_PLACE, "stage", word
        return K.TARGET, "", word

    def check_counter_target(self, move: Move, target: Request) -> None:
        """カウンター: a one-keycard request of a number up to this one's, or any two-keycard request; never itself
        (BP-TARGET-SELF: it is not on the stage yet, so a line can only name another)."""
        keys = [c for c, _unused in move.args["keys"]]
        mine = rank(keys[0]) if keys and keys[0] is not None else None
        token = move.args["target"][2]
        if move.verb != "counter":
            return
        if target.action.verb in UNCOUNTERABLE or len(target.keys) > 2:
            self.judge.violation(K.ACT_COUNTER, move.event, _("{action} cannot be the target of カウンター",
                                                              action=target.action.name),
                                 token=token, expected=_("a request with one or two keycards"))
        elif not target.keys:
            self.judge.violation(K.ACT_COUNTER, move.event, _("{action} has no keycard: カウンター cannot negate it",
                                                              action=target.action.name),
                                 token=token, expected=_("a request with keycards"))
        elif len(target.keys) == 1:
            n = target.number()
            if mine is not None and n is not None and n > mine and self.options["counter"] == "violation":
                # BP-RULING-COUNTER: by default a カウンター too small to negate its target is not a request one can make
                self.ruled(K.ACT_COUNTER, move.event, _("カウンター {mine} negates a one-keycard request of number {mine} or "
                                                        "less, not {n}", mine=mine, n=n), (K.R_COUNTER,), token=2,
                           expected=_("a ♣ of {n} or more", n=n))

    # -- applying a request -----------------------------------------------------------------------------------

    def do_request(self, move: Move) -> None:
        args = move.args
        action: Action = args["action"]
        seat = move.actor
        if self.step == PLAY:
            self.take_chance(seat)
        if action.verb == "open":
            self.do_pack_open(move)
            return
        side = self.sides[seat]
        keys = []
        for card, tok in args["keys"]:
            g = self.gid(seat, card, side.hand)
            if self.kept_keycard(seat, card) is not None:  # it stayed out of the graveyard: it comes from there
                keys.append(self.ledger.move(side.grave, side.stage, g, move.event, tok))
                del self.keycards_gone[g]
                continue
            if action.verb == "bulwark":
                keys.append(self.ledger.take(side.hand, g, move.event, tok))
            else:
                keys.append(self.ledger.move(side.hand, side.stage, g, move.event, tok))
        cost: Cost = args["cost"]
        target = self.target_of(move, args["target"])
        req = Request(action, seat, keys, target, move.event, {"mode": args["mode"]} if "mode" in args else {})
        if target is None and action.target == "player":
            req.target = 1 - seat
        if "found" in args:
            req.data["card"] = args["found"][0]
        if "flipped" in args:
            req.data["flipped"] = [c for c, _unused in args["flipped"]]
        if "new" in args:
            req.data["new"] = self.read_target(move, BY_VERB["retarget"] if not isinstance(target, Request) else target.action,
                                               args["new"])
        if isinstance(target, Unit):
            req.data["size"] = len(target.cards)
        req.kdrive = self.pay(cost, move, keys)
        if action.verb == "attack":
            found = [u for u in (self.find_unit(seat, w) for w, _unused in args["words"]) if u is not None]
            req.data["attackers"] = list({id(u): u for u in found}.values())  # a character named twice attacks once
            self.attacked = True
        if action.verb == "bulwark":
            self.bulwark_placed = True
        self.place(req)

    def kept_keycard(self, seat: int, card: int | None) -> Request | None:
        """The request whose keycard ``card`` was, when it went to the graveyard as one and is not in the hand."""
        if card is None:
            return None
        g = self.gid(seat, card, self.sides[seat].hand)  # a Joker: the deck's other Joker may be the one in hand
        req = self.keycards_gone.get(g)
        side = self.sides[seat]
        if req is None or g not in side.grave.known:
            return None
        return req

    # -- パック開封 (the パック frame) ---------------------------------------------------------------------

    def check_pack_open(self, move: Move) -> None:
        """BP-FRAME-PACK: パック開封, once per game, while the pack is unopened: any one card of the pack to hand."""
        seat = move.actor
        if self.frame != "pack":
            self.judge.violation(K.ZONE_FRAME, move.event, _("the pack (パック) is a zone of some frames only: this game's "
                                                             "frame has none"), token=1, expected="frame: pack")
        elif self.pack_opened[seat]:
            self.judge.violation(K.PACK, move.event, _("{player}'s pack is open already: パック開封 is once per game",
                                                       player=self.players[seat]),
                                 token=1, expected=_("one パック開封 per game"))
        if len([c for c, _unused in move.args["keys"]]) != 1:
            self.judge.error("LOG-ARGUMENT", move.event, _("open names the one card taken from the pack"), token=2,
                             expected="PLAYER open CARD")

    def do_pack_open(self, move: Move) -> None:
        seat = move.actor
        side = self.sides[seat]
        for card, tok in move.args["keys"][:1]:
            self.ledger.move(side.pack, side.hand, self.gid(seat, card, side.pack), move.event, tok)
        self.pack_opened[seat] = True
        self.passed = set()

    # -- request-specific checks ----------------------------------------------------------------------------------

    def check_attack_request(self, move: Move, keys: list[Any]) -> None:
        """アタック: once per turn; charged characters that can attack; none that entered this turn without 速攻."""
        seat = move.actor
        if self.attacked and seat == self.turn_seat:
            self.judge.violation(K.ACT_ATTACK, move.event, _("アタック is once per turn"), token=1,
                                 expected=_("one attack per turn"))
        named: dict[int, str] = {}  # the attackers named so far (by id) -> the word that named each
        for w, i in move.args["words"]:
            u = self.find_unit(seat, w)
            card = C.SPELLINGS.get(w)
            if u is not None and id(u) in named:  # one character attacks once (by the same card, or another of its own)
                one = named[id(u)] != w and len(u.cards) > 1
                self.judge.violation(K.CHARACTERS if one else K.ACT_ATTACK, move.event,
                                     _("{card} attacks once ({character} is one character)", card=w, character=u.show())
                                     if one else _("{card} attacks once: it is named twice", card=w),
                                     token=i + 2, expected=_("each attacker once"))
                continue
            if u is not None:
                named[id(u)] = w
            if u is None and card is not None and any(g in self.sides[seat].hand.known for g in self.named(seat, card)):
                self.judge.violation(K.ZONES, move.event, _("{card} is in {player}'s hand, not on the field: only "
                                                            "characters (場) attack", card=w, player=self.players[seat]),
                                     token=i + 2, expected=_("your charged characters"))
            elif u is None:
                self.judge.violation(K.ACT_ATTACK, move.event, _("{card}: not a character of {player}", card=w,
                                                                 player=self.players[seat]), token=i + 2,
                                     expected=_("your charged characters"))
            elif u.driven:
                self.judge.violation(K.CHARGE_DRIVE, move.event, _("{card} is driven (used): only charged characters "
                                                                   "attack", card=u.name), token=i + 2,
                                     expected=_("a charged character"))
            elif u.entered == self.turn_no and not u.haste():
                self.judge.violation(K.SPEED, move.event, _("{card} entered the field this turn and has no 速攻", card=u.name),
                                     token=i + 2, expected=_("a character that entered before this turn, or one with 速攻"))

    def check_bulwark_request(self, move: Move, keys: list[Any]) -> None:
        if self.bulwark_placed and move.actor == self.turn_seat:
            self.judge.violation(K.ACT_BULWARK, move.event, _("防壁設置 is once per turn"), token=1,
                                 expected=_("one 防壁設置 per turn"))

    def check_reanimate_request(self, move: Move, keys: list[Any]) -> None:
        """リアニメイト: the card brought back is one of the player's graveyard."""
        found = move.args.get("found")
        if found is None or found[0] is None:
            return
        g = self.gid(move.actor, found[0], self.sides[move.actor].grave)
        if not self.ledger.holds(self.sides[move.actor].grave, g):
            self.judge.violation(K.ACT_REANIMATE, move.event, _("{card} is not in {player}'s graveyard: リアニメイト brings "
                                                                "back a card from there", card=spell(g),
                                                                player=self.players[move.actor]), token=found[1],
                                 expected=_("a card of your graveyard"))

    def check_equip_request(self, move: Move, keys: list[Any]) -> None:
        thing = self.target_of(move, move.args["target"])
        if isinstance(thing, Unit) and keys and keys[0] is not None and thing.cards[0] is not None \
                and suit(thing.cards[0]) != suit(keys[0]):
            self.judge.violation(K.ACT_EQUIP, move.event, _("装備 goes onto a soldier of the keycard's suit: {card} is not "
                                                            "{suit}", card=thing.name,
                                                            suit=SUITS_OF.get(str(suit(keys[0])), "")),
                                 token=move.args["target"][2], expected=_("one of your soldiers of the same suit"))

    # -- effects ------------------------------------------------------------------------------------------------

    def summon(self, req: Request, kind: str) -> None:
        side = self.sides[req.seat]
        cards = []
        for k in req.keys:
            if side.stage_holds(k):
                self.ledger.move_thing(side.stage, side.field, k, req.event, 2)
            cards.append(k if isinstance(k, int) else None)
        req.data["kept"] = list(req.keys)
        side.units.append(Unit(req.seat, cards, kind, driven=False, entered=self.turn_no, origin=req.event.index if req.event else -1))

    def effect_soldier(self, req: Request) -> None:
        self.summon(req, SOLDIER)

    def effect_hero(self, req: Request) -> None:
        self.summon(req, HERO)

    def effect_ace(self, req: Request) -> None:
        self.summon(req, ACE)

    def effect_magician(self, req: Request) -> None:
        self.summon(req, MAGICIAN)

    def effect_bulwark(self, req: Request) -> None:
        """防壁設置: the keycard becomes a charged bulwark, face down (immediate)."""
        for k in req.keys:
            self.bulwark_from(req.seat, k)
        req.data["kept"] = list(req.keys)

    def effect_equip(self, req: Request) -> None:
        side = self.sides[req.seat]
        u = req.target
        for k in req.keys:
            if side.stage_holds(k):
                self.ledger.move_thing(side.stage, side.field, k, req.event, 2)
            u.cards.append(k if isinstance(k, int) else None)
        u.kind = EQUIPPED
        req.data["kept"] = list(req.keys)

    def effect_up(self, req: Request, sign: int = 1) -> None:
        """アップ / ダウン: the soldier's size +n (−n) until the end of the turn, the keycard in the fog pointing at it.
        A ダウン that brings the size to 0 or less sends the soldier to the graveyard (its keycard goes there too)."""
        side = self.sides[req.seat]
        n = rank(req.keys[0]) if req.keys and isinstance(req.keys[0], int) else None
        if sign < 0 and n is not None:
            size = self.size_of(req.target)
            if size is not None and size - n <= 0:
                self.unit_to_graveyard(req.target, req.event)
                return
        for k in req.keys:
            if side.stage_holds(k):
                self.ledger.move_thing(side.stage, side.fog, k, req.event, 2)
        req.data["kept"] = list(req.keys)
        side.fog_cards.append((req.keys[0] if req.keys else None, req.target, sign * (n or 0)))

    def effect_down(self, req: Request) -> None:
        self.effect_up(req, -1)

    def effect_twist(self, req: Request) -> None:
        t = req.target
        mode = req.data.get("mode")
        t.driven = (not t.driven) if mode is None else mode == "drive"

    def effect_counter(self, req: Request) -> None:
        """カウンター: the target request is negated: off the stage, no effect, its keycards to the graveyard (only a
        two-keycard request, or a one-keycard request whose number is at most the カウンター's)."""
        t: Request = req.target
        mine = rank(req.keys[0]) if req.keys and isinstance(req.keys[0], int) else None
        n = t.number()
        if len(t.keys) == 1 and mine is not None and n is not None and n > mine:
            return
        if t in self.stage:
            self.stage.remove(t)
            self.keycards_to_graveyard(t)

    def effect_break(self, req: Request) -> None:
        self.bulwark_to_graveyard(req.target, req.event)

    def effect_throw(self, req: Request) -> None:
        spade = next((k for k in req.keys if isinstance(k, int) and suit(k) == "S"), None)
        n = rank(spade) if spade is not None else None
        if n is None:
            self.unknown_damage(req.target, req.event)
            return
        self.damage(req.target, n, None, event=req.event)

    def effect_search(self, req: Request, card: Any = None) -> None:
        """サーチ: any card from life to hand, shown; the life is shuffled."""
        side = self.sides[req.seat]
        card = req.data.get("card")
        self.ledger.move(side.life, side.hand, self.gid(req.seat, card, side.life), req.event, 3)

    def effect_end(self, req: Request) -> None:
        """エンド: discard down to 7; the fog to the graveyard (9.1: every fog; 8.2: the ending player's); the turn
        passes; チャージ is triggered."""
        seat = req.seat
        side = self.sides[seat]
        over = len(side.hand) - 7
        if over > 0:
            self.owe_line("discard", seat=seat, n=over, event=req.event)
        for s in (self.sides if self.version >= (9, 1) else [side]):
            self.clear_fog(s, req.event)
        self.turn_seat = 1 - self.turn_seat
        self.turn_no += 1
        self.attacked = False
        self.bulwark_placed = False
        self.trigger("charge", self.turn_seat)

    def effect_charge(self, req: Request) -> None:
        """チャージ: the turn player's characters all charge; ドロー is triggered."""
        side = self.sides[req.seat]
        for u in side.units:
            u.driven = False
        for b in side.bulwarks:
            b.driven = False
        self.trigger("drawing", req.seat)

    def effect_drawing(self, req: Request, cards: Any = None) -> None:
        """ドロー: draw 2 (1 when the life is 2 or less)."""
        seat = req.seat
        n = self.draw_size(seat)
        cards = cards if cards is not None else [None] * n
        self.draw_cards(seat, cards, None, event=self.resolving_event or req.event)

    def effect_attack(self, req: Request) -> None:
        """アタック: the attackers are driven; ブロック is triggered when there is one."""
        live = [u for u in req.data.get("attackers", []) if u in self.sides[req.seat].units and not u.driven]
        for u in live:
            u.driven = True
        self.attack = {"attackers": live, "blocks": [], "seat": req.seat}
        if live:
            self.trigger("blocking", 1 - req.seat)

    def effect_blocking(self, req: Request, blocks: Any = None) -> None:
        """ブロック: the defender's blockers are assigned; ダメージ判定 is triggered."""
        # (attacker, [blockers]): objects, never ids (a state is copied). Blocking leaves a blocker as it was: the
        # action list never drives it (the designers' simulator does; no finding of the rules depends on it)
        self.attack["blocks"] = blocks or []
        self.trigger("judge", self.attack["seat"])

    def effect_judge(self, req: Request) -> None:
        """ダメージ判定: each attacker against its blockers."""
        self.judge_damage()

    # -- スタンダード ------------------------------------------------------------------------------------------

    def number_of(self, req: Request, s: str) -> int | None:
        card = next((k for k in req.keys if isinstance(k, int) and suit(k) == s), None)
        return rank(card) if card is not None else None

    def effect_spear(self, req: Request) -> None:
        """死の槍: a soldier whose size is a non-zero multiple of the ♢ number goes face down on top of its owner's
        life, and its owner takes damage equal to the ♠ number."""
        u: Unit = req.target
        d, s = self.number_of(req, "D"), self.number_of(req, "S")
        size = self.size_of(u)
        if d is None or s is None or size is None:
            self.judge.unverifiable(K.ACT_SPEAR, req.event.position(1), _("the keycards or the soldier's size are not known"))
            return
        if size == 0 or size % d:
            return
        side = self.sides[u.seat]
        side.units.remove(u)
        for c in u.cards:
            self.ledger.move(side.field, side.life, c, req.event, 1)
        self.damage(u.seat, s, None, event=req.event)

    def effect_refill(self, req: Request) -> None:
        """防壁補充: the top of the life as a charged bulwark, or the top two as driven bulwarks."""
        n = req.data.get("mode", 1)
        side = self.sides[req.seat]
        for _unused in range(n):
            if self.life_known and not len(side.life):
                break
            thing = self.ledger.take(side.life, None, req.event, 1)
            b = self.bulwark_from(req.seat, thing)
            b.driven = n == 2

    def effect_reanimate(self, req: Request) -> None:
        """リアニメイト: your character to the graveyard; then a card of your graveyard enters as a charged soldier."""
        side = self.sides[req.seat]
        t = req.target
        if isinstance(t, Unit):
            self.unit_to_graveyard(t, req.event)
        elif isinstance(t, Bulwark):
            self.bulwark_to_graveyard(t, req.event)
        card = req.data.get("card")
        g = self.gid(req.seat, card, side.grave)
        if g is not None and not self.ledger.holds(side.grave, g):
            g = None  # reported when requested: a card of the graveyard came back, the log does not say which
        if not len(side.grave):
            return
        thing = self.ledger.take(side.grave, g, req.event, 1)
        self.ledger.put(side.field, thing)
        c = thing if isinstance(thing, int) else None
        from .setup import kind_of

        side.units.append(Unit(req.seat, [c], kind_of(c), driven=False, entered=self.turn_no, origin=req.event.index if req.event else -1))

    def effect_handes(self, req: Request) -> None:
        """ハンデス: look at the opponent's hand and name a card: they discard it (the next line, ``discard``)."""
        victim = req.target if isinstance(req.target, int) else 1 - req.seat
        if len(self.sides[victim].hand):
            self.owe_line("discard", seat=victim, n=1, event=req.event)

    def effect_return(self, req: Request) -> None:
        """帰還: your charged character back to your hand, and the keycards too."""
        side = self.sides[req.seat]
        t = req.target
        if isinstance(t, Unit) and not t.driven:
            side.units.remove(t)
            for c in t.cards:
                self.ledger.move(side.field, side.hand, c, req.event, 1)
        elif isinstance(t, Bulwark) and not t.driven:
            side.bulwarks.remove(t)
            self.ledger.move_thing(t.zone, side.hand, (t.zone.known or t.zone.hidden)[0], req.event, 1)
        for k in req.keys:
            if side.stage_holds(k):
                self.ledger.move_thing(side.stage, side.hand, k, req.event, 2)
        req.data["kept"] = list(req.keys)


class ProMasterEffects(BpBase):
    """The プロ and マスター actions (rules-facts.md, the action catalogue; the effects as the catalogue gives them)."""

    def effect_quick(self, req: Request) -> None:
        """クイック召喚: the keycard enters as a face-up charged エース, or as a face-down charged bulwark."""
        if req.data.get("mode") == "bulwark":
            for k in req.keys:
                side = self.sides[req.seat]
                if side.stage_holds(k):
                    side.stage.known.remove(k) if isinstance(k, int) else side.stage.hidden.remove(k)
                    if isinstance(k, int):
                        del self.ledger.where[k]
                self.bulwark_from(req.seat, k)
            req.data["kept"] = list(req.keys)
        else:
            self.summon(req, ACE)

    def effect_kill(self, req: Request) -> None:
        self.unit_to_graveyard(req.target, req.event)

    def effect_reunion(self, req: Request) -> None:
        """再会: a card of your graveyard to your hand, shown."""
        side = self.sides[req.seat]
        card = req.data.get("card")
        g = self.gid(req.seat, card, side.grave)
        if len(side.grave):
            self.ledger.move(side.grave, side.hand, g, req.event, 4)

    def effect_truce(self, req: Request) -> None:
        """停戦: the ダメージ判定 is negated and leaves the stage (the attackers stay driven; nobody takes damage)."""
        t: Request = req.target
        if t in self.stage and t.action.verb == "judge":
            self.stage.remove(t)

    def effect_retarget(self, req: Request) -> None:
        """対象変更: the request's target becomes another one its action could take."""
        t: Request = req.target
        spec = req.data.get("new")
        if spec is None or t not in self.stage:
            return
        new = self.target_of_spec(req.seat, spec)
        if new is not None:
            t.target = new
            if isinstance(new, Unit):
                t.data["size"] = len(new.cards)

    def target_of_spec(self, seat: int, spec: Any) -> Any:
        class _M:  # what target_of needs of a move
            actor = seat

        return self.target_of(_M, spec)

    def effect_reverse(self, req: Request) -> None:
        """リバース: optionally charged or driven; a soldier becomes bulwarks, one per card (it splits); a bulwark
        becomes a soldier."""
        t = req.target
        mode = req.data.get("mode")
        if mode is not None:
            t.driven = mode == "drive"
        if isinstance(t, Unit):
            side = self.sides[t.seat]
            side.units.remove(t)
            for c in t.cards:
                thing = self.ledger.take(side.field, c, req.event, 1)
                b = Bulwark(self.ledger.zone(f"bulwark{t.seat}.r{id(thing)}", zone_label("bulwark", self.players[t.seat])))
                self.bulwark_count += 1
                b.zone = self.ledger.zone(f"bulwark{t.seat}.{self.bulwark_count}", zone_label("bulwark", self.players[t.seat]))
                self.ledger.cards_of[b.zone.name] = self.ledger.cards_of[side.life.name]
                self.ledger.put(b.zone, thing)
                b.driven = t.driven
                side.bulwarks.append(b)
        elif isinstance(t, Bulwark):
            for side in self.sides:
                if t in side.bulwarks:
                    side.bulwarks.remove(t)
                    thing = self.ledger.take(t.zone, None, req.event, 1)
                    self.ledger.put(side.field, thing)
                    c = thing if isinstance(thing, int) else None
                    from .setup import kind_of

                    side.units.append(Unit(side.seat, [c], kind_of(c), driven=t.driven, entered=self.turn_no,
                                           origin=req.event.index if req.event else -1))

    def sum_of(self, req: Request) -> int | None:
        ranks = [rank(k) for k in req.keys if isinstance(k, int)]
        return sum(r for r in ranks if r is not None) if len(ranks) == len(req.keys) else None

    def effect_rain(self, req: Request) -> None:
        """剣の雨: every soldier (both sides) whose size is at most the keycards' sum goes to the graveyard."""
        n = self.sum_of(req)
        if n is None:
            return
        for side in self.sides:
            for u in list(side.units):
                size = self.size_of(u)
                if size is not None and size <= n:
                    self.unit_to_graveyard(u, req.event)

    def effect_force(self, req: Request) -> None:
        """フォース: all your soldiers +sum until the end of the turn; the keycards go to the fog."""
        n = self.sum_of(req) or 0
        side = self.sides[req.seat]
        for k in req.keys:
            if side.stage_holds(k):
                self.ledger.move_thing(side.stage, side.fog, k, req.event, 2)
        req.data["kept"] = list(req.keys)
        for k in req.keys:
            side.fog_cards.append((k, None, 0))
        for u in side.units:
            side.fog_cards.append((None, u, n))

    def effect_recruit(self, req: Request) -> None:
        """徴募: the top 4 of your life turned over; each of number up to the sum enters as a driven soldier; the
        rest go to the bottom of the life."""
        n = self.sum_of(req)
        side = self.sides[req.seat]
        from .setup import kind_of

        for c in req.data.get("flipped", [])[:4]:
            g = self.gid(req.seat, c, side.life)
            if n is not None and c is not None and (rank(g) or 0) <= n:
                thing = self.ledger.take(side.life, g, req.event, 2)
                self.ledger.put(side.field, thing)
                side.units.append(Unit(req.seat, [g], kind_of(g), driven=True, entered=self.turn_no, origin=req.event.index if req.event else -1))
            elif c is not None:
                self.ledger.reveal(side.life, g, req.event, 2)  # shown, and back under the life

    def effect_ambush(self, req: Request) -> None:
        """奇襲: all your bulwarks become soldiers; then all your soldiers charge."""
        side = self.sides[req.seat]
        from .setup import kind_of

        for b in list(side.bulwarks):
            side.bulwarks.remove(b)
            thing = self.ledger.take(b.zone, None, req.event, 1)
            self.ledger.put(side.field, thing)
            c = thing if isinstance(thing, int) else None
            side.units.append(Unit(req.seat, [c], kind_of(c), driven=b.driven, entered=self.turn_no, origin=req.event.index if req.event else -1))
        for u in side.units:
            u.driven = False

    def effect_bj(self, req: Request) -> None:
        """B・J: cards turned over from the life one by one (A 11, or 1 when 11 would bust; J, Q, K 10; the Joker 0):
        22 or more, they all go to the graveyard; otherwise the player stands and takes them into the hand."""
        side = self.sides[req.seat]
        cards: list[int | None] = []
        for c in req.data.get("flipped", []):
            cards.append(self.gid(req.seat, c, side.life, besides=cards))
        total, aces = 0, 0
        for g in cards:
            r = rank(g) or 0
            if r == 1:
                total, aces = total + 11, aces + 1
            else:
                total += 10 if r >= 11 else r
            while total >= 22 and aces:
                total, aces = total - 10, aces - 1
        bust = total >= 22 and None not in cards
        for g in cards:
            thing = self.ledger.take(side.life, g, req.event, 2)
            self.ledger.put(side.grave if bust else side.hand, thing)
        if bust and cards:
            side.top = cards[-1]

    def effect_rsf(self, req: Request) -> None:
        """R・S・F: 40 damage to the target player."""
        self.damage(req.target, 40, None, event=req.event)


#: the handlers of a requested action's line: put on the stage, answered, then resolved by its effect (the state's
#: ``handlers`` give them to every verb of ``rules.REQUEST_VERBS``)
REQUEST = Handlers(ActionRules.check_request, ActionRules.do_request, read=ActionRules.read_request,
                   follow=ActionRules.follow_request)

__all__ = ["ActionRules", "ProMasterEffects", "REQUEST", "key_fits", "SUMMONS"]
