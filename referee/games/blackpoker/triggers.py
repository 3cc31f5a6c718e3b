"""誘発 (triggered actions) and the lines that record what a resolution did.

世代交代 (BP-ACT-GENERATION): each Joker, A, J, Q or K that moves from a player's field to the graveyard
triggers it once: the player mills the life until a Joker, A, J, Q or K appears and takes that card into
the hand. The log records it (``Aki generation 3C 9D QH``); a 世代交代 due and not done is reported at the
line that shows it was skipped.

The phase triggers: アタック → ブロック → ダメージ判定; エンド → チャージ → ドロー. A line that records a
resolution's choice or what it showed (``draw``, ``block``, ``reveal``, ``top``, ``discard``) stands for the
passes before it.
"""

from __future__ import annotations

from typing import Any

from ...core import cards as C
from ...core.findings import VIOLATION, Finding
from ...core.game import BadArgs
from ...core.table import Move
from ...notation.numbers import count
from .base import BpBase
from . import clauses as K
from .flow import Request
from .messages import _, _n
from .setup import OVER, PLAY
from .zones import Bulwark, Unit, rank, spell

HIGH = (0, 1, 11, 12, 13)  # Joker, A, J, Q, K


class TriggerRules(BpBase):
    # -- draw: the set-up's draws and ドロー's cards ---------------------------------------------------------

    def read_draw(self, move: Move) -> list[tuple[int | None, int]]:
        cards = self.read_cards(move)
        if not cards:
            raise BadArgs(_("draw names the cards drawn"), 0, _("PLAYER draw CARD… (?? or ??*N when unseen)"))
        return cards

    def check_draw(self, move: Move) -> None:
        if self.step != PLAY:
            self.check_setup_draw(move)
            return
        seat = move.actor
        top = self.stage[-1] if self.stage else None
        if top is None or top.action.verb != "drawing" or top.seat != seat:
            buried = any(r.action.verb in ("drawing", "end") for r in self.stage[:-1])
            clause = K.TERMS if buried else K.PHASES if top is not None and top.action.verb in ("end", "drawing") \
                else K.TRIGGER
            self.judge.violation(clause, move.event, _("cards are drawn at ドロー, which エンド triggers through チャージ for "
                                                       "the next turn player: no ドロー of {player}'s waits on the stage",
                                                       player=self.players[seat]), token=1,
                                 expected=_("a draw at ドロー only"))
            return
        n, got = self.draw_size(seat), len(move.args)
        life = self.life_count(seat)
        if life is not None and got > max(life, 1) and (self.version < (9, 0) or got <= n):
            self.judge.violation(K.RESOLVE_EFFECT, move.event,
                                 _n("{player}'s life holds {n} card: an effect does as much as it can, no more",
                                    "{player}'s life holds {n} cards: an effect does as much as it can, no more", life,
                                    player=self.players[seat]), token=2,
                                 expected=_n("{n} card", "{n} cards", life))
            return
        if self.version < (9, 0):
            if got not in (1, 2):
                self.judge.violation(K.ACT_DRAW, move.event, _("ドロー (8.2) draws 1, then 1 more if the player wants: "
                                                               "not {got}", got=got),
                                     token=2, expected=_("1 or 2 cards"))
        elif got != n:
            self.ruled(K.ACT_DRAW, move.event, _("ドロー draws {n} (1 when the life is 2 or less), not {got}", n=n, got=got),
                       (K.R_VERSION,), token=2, expected=_n("{n} card", "{n} cards", n))

    def do_draw(self, move: Move) -> None:
        if self.step != PLAY:
            self.do_setup_draw(move)
            return
        req = self.resolve_top("drawing", move.actor)
        if req is not None and req.seat == move.actor:
            self.resolve(req, cards=move.args)
            if self.step == PLAY:
                self.chance = self.turn_seat
        else:
            self.draw_cards(move.actor, move.args, move)

    # -- ブロック ------------------------------------------------------------------------------------------------

    def read_block(self, move: Move) -> list[tuple[str, str, int]]:
        pairs = []
        for i, a in enumerate(move.event.args):
            if ">" not in a:
                raise BadArgs(_("{word}: a block is BLOCKER>ATTACKER", word=repr(a)), i,
                              _("BLOCKER>ATTACKER, e.g. 8S>5D or B1>9C"))
            b, _unused, t = a.partition(">")
            pairs.append((b, t, i + 2))
        return pairs

    def blocker(self, seat: int, word: str) -> Unit | Bulwark | None:
        n = count(word[1:]) if word.upper().startswith("B") else None  # Bn: ASCII digits (``B፩`` is no number)
        if n is not None:
            i = n - 1
            bs = self.sides[seat].bulwarks
            return bs[i] if 0 <= i < len(bs) else None
        return self.find_unit(seat, word)

    def check_block(self, move: Move) -> None:
        seat = move.actor
        top = self.stage[-1] if self.stage else None
        if top is None or top.action.verb != "blocking":
            self.judge.violation(K.TRIGGER_PHASE, move.event, _("ブロック is triggered when an アタック resolves: no ブロック "
                                                                "waits on the stage"), token=1,
                                 expected=_("a block after an attack"))
            return
        if top.seat != seat:
            self.judge.violation(K.ACT_BLOCK, move.event, _("the defender ({player}) assigns the blockers",
                                                            player=self.players[top.seat]),
                                 token=0, expected=f"{self.players[top.seat]} block …")
            return
        used: set[int] = set()
        attackers = self.attack["attackers"]
        for b, t, tok in move.args:
            who = self.blocker(seat, b)
            att = self.find_unit(1 - seat, t)
            if who is None:
                card = C.SPELLINGS.get(b)
                lost = card is not None and any(g in self.lost_keys for g in self.named(seat, card))
                if lost:
                    text = _("{card}: not a character of {player} (the keycard of a request that lost its target went to "
                             "the graveyard)", card=b, player=self.players[seat])
                else:
                    text = _("{card}: not a character of {player}", card=b, player=self.players[seat])
                self.judge.violation(K.RESOLVE_TARGET if lost else K.ACT_BLOCK, move.event, text, token=tok,
                                     expected=_("your charged characters or bulwarks"))
            elif id(who) in used:
                clause = K.CHARACTERS if isinstance(who, Unit) and len(who.cards) > 1 else K.ACT_BLOCK
                text = (_("{card} blocks once ({character} is one character)", card=b, character=who.show())
                        if clause == K.CHARACTERS else _("{card} blocks once", card=b))
                self.judge.violation(clause, move.event, text, token=tok, expected=_("each blocker once"))
            elif who.driven:  # a soldier or a bulwark the last チャージ did not charge (driven since)
                self.judge.violation(K.ACT_CHARGE, move.event, _("{card} is driven: only charged characters block", card=b),
                                     token=tok, expected=_("a charged character"))
            if att is None or att not in attackers:
                self.judge.violation(K.ACT_BLOCK, move.event, _("{card}: not an attacker", card=t), token=tok,
                                     expected=_("one of {attackers}", attackers=" ".join(u.name for u in attackers)))
            if who is not None:
                used.add(id(who))

    def do_block(self, move: Move) -> None:
        seat = move.actor
        req = self.resolve_top("blocking", seat)
        blocks: list[tuple[Any, list[Any]]] = []
        for b, t, _unused in move.args:
            who = self.blocker(seat, b)
            att = self.find_unit(1 - seat, t)
            if who is not None and att is not None:
                pair = next((p for p in blocks if p[0] is att), None)
                if pair is None:
                    blocks.append((att, [who]))
                else:
                    pair[1].append(who)
        if req is not None:
            self.resolve(req, blocks=blocks)
            if self.step == PLAY:
                self.chance = self.turn_seat

    # -- ダメージ判定 -----------------------------------------------------------------------------------------

    def judge_damage(self) -> None:
        """Each attacker against what blocks it: soldiers (the smaller total dies, a tie both), a bulwark (turned
        over; the attacker dies when it is a Joker or shares a number with the attacker's cards; the bulwark dies
        anyway), nothing (the defender takes damage equal to the attacker's number)."""
        seat = self.attack["seat"]
        defender = 1 - seat
        for att in list(self.attack["attackers"]):
            if att not in self.sides[seat].units:
                continue
            blockers = [b for a, bs in self.attack["blocks"] if a is att for b in bs if self.on_field(b)]
            if not blockers:
                size = self.size_of(att)
                if size is None:
                    self.judge.unverifiable(K.ACT_JUDGE, self.judge_position(), _("{card}'s number is not known: the "
                                                                                  "damage cannot be computed",
                                                                                  card=att.name))
                    continue
                self.damage(defender, max(size, 0), None, event=self.attack_event())
                continue
            walls = [b for b in blockers if isinstance(b, Bulwark)]
            soldiers = [b for b in blockers if isinstance(b, Unit)]
            for w in walls:
                card = w.card()
                place = self.sides[defender].bulwarks.index(w)
                if card is None:
                    self.owe_line("reveal", seat=defender, bulwark=w, attacker=att, place=place, event=self.attack_event())
                    continue
                if not w.face_up:  # turned over: the log may say what it showed (it is known already)
                    self.owe_line("reveal", seat=defender, bulwark=w, attacker=att, place=place, done=card,
                             event=self.attack_event())
                self.bulwark_meets(w, att, card)
            if soldiers and att in self.sides[seat].units:
                a = self.size_of(att)
                sizes = [self.size_of(s) for s in soldiers]
                if a is None or any(s is None for s in sizes):
                    continue
                total = sum(s for s in sizes if s is not None)
                if a <= total:
                    self.unit_to_graveyard(att, self.attack_event())
                if a >= total:
                    for s in soldiers:
                        self.unit_to_graveyard(s, self.attack_event())

    def bulwark_meets(self, w: Bulwark, att: Unit, card: int) -> None:
        numbers = {rank(c) for c in att.cards}
        self.bulwark_to_graveyard(w, self.attack_event())
        if rank(card) == 0 or rank(card) in numbers:
            self.unit_to_graveyard(att, self.attack_event())

    def on_field(self, thing: Any) -> bool:
        return any(thing in s.units or thing in s.bulwarks for s in self.sides)

    def attack_event(self) -> Any:
        return self.resolving_event

    def judge_position(self) -> Any:
        from ...notation.model import Position

        ev = self.attack_event()
        return ev.position(1) if ev is not None else Position(self.judge.path, 1, 1)

    # -- reveal: a face-down bulwark turned over -------------------------------------------------------------

    def read_reveal(self, move: Move) -> tuple[int, int | None]:
        args = list(move.event.args)
        owner, shift = move.actor, 0
        if len(args) == 3 and args[0] in self.players:  # Ben reveal Aki B1 6C: a player turning over another's bulwark
            owner, shift = self.players.index(args[0]), 1
            args = args[1:]
        n = count(args[0][1:]) if len(args) == 2 and args[0].upper().startswith("B") else None
        if not n:  # (B0 names no bulwark: they are counted from B1)
            raise BadArgs(_("reveal names the bulwark and its card"), 0, "PLAYER reveal Bn CARD")
        self.reveal_owner = owner
        return n - 1, self.card_arg(move, 1 + shift)

    def owed_here(self, move: Move) -> dict[str, Any] | None:
        for o in self.owed_lines:
            if o["verb"] == move.verb and o["seat"] == move.actor:
                return o
        return None

    def check_reveal(self, move: Move) -> None:
        owed = self.owed_here(move)
        if owed is None and self.step == OVER:
            self._after_end(move)  # no record of the last resolution: play after the end
            return
        i, _unused = move.args
        side = self.sides[move.actor]
        if owed is not None and "done" not in owed and owed["bulwark"].face_up and owed["bulwark"].preset:
            # BP-RULING-PRESET-FACE: a preset bulwark put out face up has nothing to turn over
            self.ruled(K.PRESET, move.event, _("the プリセット's bulwark was put out face up (option bulwark-face: up): it "
                                               "has nothing to turn over"), (K.R_PRESET_FACE,), token=2,
                       expected=_("no reveal"))
            return
        if owed is not None and "done" in owed:
            if i != owed["place"]:
                self.judge.violation(K.ACT_JUDGE, move.event, _("the bulwark that blocked was B{place}",
                                                                place=owed["place"] + 1), token=2,
                                     expected=f"reveal B{owed['place'] + 1} …")
            return
        if i >= len(side.bulwarks):
            self.judge.violation(K.ACT_JUDGE, move.event, _("{player} has no bulwark B{place}",
                                                            player=self.players[move.actor], place=i + 1), token=2,
                                 expected=_("a bulwark Bn"))
        elif (move.actor if self.reveal_owner is None else self.reveal_owner) != move.actor:
            self.judge.violation(K.NO_TOUCH, move.event, _("相手のカードに触らない: a player does not turn over the "
                                                           "opponent's cards"), token=2,
                                 expected=_("the owner's own cards only"))
        elif owed is None and side.bulwarks[i].face_up and side.bulwarks[i].preset:
            # BP-RULING-PRESET-FACE: a preset bulwark turned over was face down after all
            self.ruled(K.PRESET, move.event, _("the プリセット's bulwark was put out face up (option bulwark-face: up): "
                                               "it has nothing to turn over"), (K.R_PRESET_FACE,), token=2,
                       expected=_("no reveal"))
        elif owed is None:
            self.judge.violation(K.ACT_JUDGE, move.event, _("a face-down bulwark is turned over in ダメージ判定, when it "
                                                            "blocks"), token=1,
                                 expected=_("a reveal after the bulwark blocked"))

    def do_reveal(self, move: Move) -> None:
        i, card = move.args
        side = self.sides[(move.actor if self.reveal_owner is None else self.reveal_owner)]
        owed = self.owed_here(move)
        if owed is None and self.step == OVER:
            return  # play after the end: not part of the game
        if owed is not None and "done" in owed:  # already judged with the card the log knew: it must be the same
            self.owed_lines.remove(owed)
            if card is not None:
                self.ledger.reveal(side.grave, self.gid(move.actor, card, side.grave), move.event, 3)
            return
        if i < len(side.bulwarks):
            w = side.bulwarks[i]
            if card is not None:
                self.ledger.reveal(w.zone, self.gid(side.seat, card, w.zone), move.event, 3)
            if owed is None:
                return  # the owner looks at (or shows) a bulwark: its card is known, it stays face down
            if owed is not None:
                self.owed_lines.remove(self.owed_here(move))
                self.resolving_event = move.event
                if owed["bulwark"] is w and w.card() is not None:
                    self.bulwark_meets(w, owed["attacker"], w.card())
                else:
                    self.bulwark_to_graveyard(owed["bulwark"], move.event)
                self.win_check()

    # -- top: the card shown on top of the graveyard ------------------------------------------------------------

    def read_top(self, move: Move) -> int | None:
        if len(move.event.args) != 1:
            raise BadArgs(_("top names one card"), 0, "PLAYER top CARD")
        return self.card_arg(move, 0)

    def check_top(self, move: Move) -> None:
        if self.owed_here(move) is None and self.step == OVER:
            self._after_end(move)  # not the card the last damage showed: play after the end
        elif self.owed_here(move) is None:
            self.judge.violation(K.GRAVE_TOP, move.event, _("the top of the graveyard is shown when cards go there, among "
                                                            "the cards moved; a card already in the graveyard is not shown "
                                                            "again"), token=1,
                                 expected=_("top right after damage"))

    def do_top(self, move: Move) -> None:
        if self.owed_here(move) is not None:
            self.owed_lines.remove(self.owed_here(move))
            if move.args is not None:
                self.show_top(move.actor, move.args, move.event, 2)

    # -- discard: エンド's discard down to 7 ----------------------------------------------------------------------

    def read_discard(self, move: Move) -> list[tuple[int | None, int]]:
        return self.read_cards(move)

    def check_discard(self, move: Move) -> None:
        owed = self.owed_here(move)
        if owed is None:
            buried = any(r.action.verb in ("end", "handes") for r in self.stage)
            text = (_("a discard is what an action does (エンド down to 7, ハンデス): that request is not the top of the "
                      "stage, and the last one resolves first") if buried else
                    _("a discard is what an action does (エンド down to 7, ハンデス): none asks for one here"))
            self.judge.violation(K.TERMS if buried else K.ACTIONS, move.event, text, token=1, expected=_("no discard"))
        elif len(move.args) != owed["n"]:
            self.judge.violation(K.ACT_END, move.event, _n("エンド discards down to 7: {n} card, not {got}",
                                                           "エンド discards down to 7: {n} cards, not {got}", owed["n"],
                                                           got=len(move.args)), token=2,
                                 expected=_n("{n} card", "{n} cards", owed["n"]))

    def do_discard(self, move: Move) -> None:
        if self.owed_here(move) is not None:
            self.owed_lines.remove(self.owed_here(move))
        for card, tok in move.args:
            self.discard(move.actor, card, move, tok)

    # -- 世代交代 -------------------------------------------------------------------------------------------------

    def generation_due(self, seat: int, card: int | None) -> None:
        """A card left the field for the graveyard: a Joker, A, J, Q or K triggers 世代交代 (an unseen one may)."""
        if card is None:  # unseen: it may have been one; a 世代交代 line is then accepted, and none is no slip
            self.owe_line("generation", seat=seat, card=None, maybe=True, event=self.resolving_event)
            return
        self.owe_line("generation", seat=seat, card=card, event=self.resolving_event)

    def owe_generation(self, req: Request) -> None:
        self.owe_line("generation", seat=req.seat, card=req.data.get("card"), event=self.resolving_event)

    #: the last word of a 世代交代 that turned up no Joker, A, J, Q or K: the whole life milled, nothing taken
    NOTHING = ("-", "なし")

    def read_generation(self, move: Move) -> list[tuple[int | None, int]]:
        """The cards milled (the last one, a Joker, A, J, Q or K, taken to hand); a last word ``-`` (なし): none turned up,
        the whole life was milled and nothing taken (read as the cards, with ``nothing_taken`` said by the line)."""
        args = move.event.args
        if args and args[-1] in self.NOTHING:
            return [*self.read_cards(move, end=len(args) - 1), (-1, len(args) + 1)]
        return self.read_cards(move)

    @staticmethod
    def _milled(move: Move) -> tuple[list[tuple[int | None, int]], bool]:
        """A 世代交代's cards, and whether the line says nothing was taken (``-``)."""
        cards = list(move.args)
        if cards and cards[-1][0] == -1:
            return cards[:-1], True
        return cards, False

    def check_generation(self, move: Move) -> None:
        owed = self.owed_here(move)
        if owed is None:
            other = next((o for o in self.owed_lines if o["verb"] == "generation"), None)
            if other is not None:
                self.judge.violation(K.TRIGGER_ORDER, move.event, _("{player}'s 世代交代 comes first: triggered actions go "
                                                                    "player by player from the turn player",
                                                                    player=self.players[other['seat']]), token=0,
                                     expected=f"{self.players[other['seat']]} generation …")
                return
            self.judge.violation(K.TRIGGER_GENERATION, move.event, _("世代交代 is triggered when a Joker, A, J, Q or K moves "
                                                                     "from the player's field to the graveyard: none did"),
                                 token=1, expected=_("no 世代交代 here"))
            return
        first = next((o for o in self.owed_lines if o["verb"] == "generation" and o["seat"] == self.turn_seat), None)
        if move.actor != self.turn_seat and first is not None:
            self.judge.violation(K.TRIGGER_ORDER, move.event, _("{player}'s 世代交代 comes first: triggered actions go "
                                                                "player by player from the turn player",
                                                                player=self.players[self.turn_seat]), token=0,
                                 expected=f"{self.players[self.turn_seat]} generation …")
            return
        milled, nothing = self._milled(move)
        cards = [c for c, _unused in milled]
        for c, tok in milled if nothing else milled[:-1]:
            if c is not None and rank(c) in HIGH:
                self.judge.violation(K.GENERATION, move.event, _("世代交代 stops at the first Joker, A, J, Q or K: {card} "
                                                                 "is one", card=spell(c)), token=tok,
                                     expected=_("milling stops there"))
                return
        if nothing:
            life = self.life_count(move.actor)
            if life is not None and life != len(cards):
                self.judge.violation(K.GENERATION, move.event, _n(
                    "世代交代 mills until a Joker, A, J, Q or K appears, or the life runs out: {player}'s life holds {n} "
                    "card, and the line mills {milled}", "世代交代 mills until a Joker, A, J, Q or K appears, or the life "
                    "runs out: {player}'s life holds {n} cards, and the line mills {milled}", life,
                    player=self.players[move.actor], milled=len(cards)), token=1,
                    expected=_n("{n} card milled", "{n} cards milled", life))
            return
        last = cards[-1] if cards else None
        if last is not None and rank(last) not in HIGH and self.life_count(move.actor) not in (None, len(cards)):
            self.judge.violation(K.GENERATION, move.event, _("世代交代 mills until a Joker, A, J, Q or K appears: {card} is "
                                                             "not one", card=spell(last)), token=move.args[-1][1],
                                 expected=_("the last card a Joker, A, J, Q or K"))

    def do_generation(self, move: Move) -> None:
        seat = move.actor
        side = self.sides[seat]
        if self.owed_here(move) is not None:
            self.owed_lines.remove(self.owed_here(move))
        cards, nothing = self._milled(move)
        milled = 0
        for i, (c, tok) in enumerate(cards):
            g = self.gid(seat, c, side.life)
            last = not nothing and i == len(cards) - 1 and (c is None or rank(c) in HIGH)
            if last:
                self.ledger.move(side.life, side.hand, g, move.event, tok)
            else:
                self.ledger.move(side.life, side.grave, g, move.event, tok)
                side.top = g
                milled += 1
        if milled > 1:  # several cards to the graveyard at once: the player shows which lies on top (a top line, if any)
            side.top = None
            self.owe_line("top", seat=seat, event=move.event, optional=True)
        self.win_check()

    # -- answers about public information (公開レベル) ----------------------------------------------------------

    def read_answer(self, move: Move) -> tuple[str, str]:
        args = move.event.args
        if len(args) != 2 or args[0] not in ("life", "hand", "ライフ", "手札"):
            raise BadArgs(_("answer names what was asked (life or hand) and the answer"), 0, "PLAYER answer life|hand N")
        return ("life" if args[0] in ("life", "ライフ") else "hand"), args[1]

    def check_answer(self, move: Move) -> None:
        """BP-INFO-LIFE: the life counted up to 10: the number below 10, else "10 or more"; BP-INFO-LEVELS: the hand's
        size is public, and the one asked answers truly."""
        what, said = move.args
        side = self.sides[move.actor]
        if what == "life":
            n = self.life_count(move.actor)
            if n is None:
                return
            true = str(n) if n < 10 else "10+"
            if said.replace("以上", "+") != true:
                text = (_("{player}'s life is {n}: the answer is {answer}", player=self.players[move.actor], n=n,
                          answer=true) if n < 10 else
                        _("{player}'s life is {n}: the answer is 10 or more (10+)", player=self.players[move.actor], n=n))
                self.judge.violation(K.INFO_LIFE, move.event, text, token=3, expected=true)
        elif said != str(len(side.hand)):
            self.judge.violation(K.INFO, move.event, _("the hand's size is public and answered truly: {n}",
                                                       n=len(side.hand)), token=3, expected=str(len(side.hand)))

    def do_answer(self, move: Move) -> None:
        """An answer changes nothing on the table."""

    # -- 投了: a concession (ruling BP-RULING-CONCEDE) -----------------------------------------------------------

    def read_concede(self, move: Move) -> None:
        if move.event.args:
            raise BadArgs(_("concede takes no words after it"), 0, f"{move.event.actor} concede")

    def check_concede(self, move: Move) -> None:
        """BP-RULING-CONCEDE: the rulebook says nothing of a concession; by default a player may concede at any time
        and loses; with ``option concede: refused`` the line is reported and the game goes on."""
        if self.options["concede"] == "refused":
            self.judge._add(Finding(VIOLATION, K.R_CONCEDE, _("a concession is no part of the game (option concede: "
                                                              "refused): play goes on"), move.event.position(1),
                                    actor=move.event.actor, event=move.event.index, rulings=(K.R_CONCEDE,)))

    def do_concede(self, move: Move) -> None:
        if self.options["concede"] == "refused" or move.actor < 0:
            return
        self.step = OVER
        self.loser = move.actor
        self.conceded = True

    # -- a line owed and not written ----------------------------------------------------------------------

    def settle_owed(self, owed: dict[str, Any], move: Move | None) -> None:
        verb, seat = owed["verb"], owed["seat"]
        if verb == "discard":
            # the discard the resolution asks for is not written: the player did not discard (a violation), or the
            # recorder left the line out (``may_lack``: the readings take that only where the lines after it go better
            # with it, a later answer of the hand's size or a card named); either way the hand is what the log says
            # it holds, never made smaller by the referee (issue 31)
            where = move.event if move is not None else owed.get("event")
            if where is not None:
                name, n = self.players[seat], owed["n"]
                line = f"{name} discard " + " ".join(["??"] * n)
                if owed.get("event") is not None and owed["event"].verb in ("handes", "ハンデス"):
                    self.judge.violation(K.ACT_HANDES, where, _("{player} discards the card ハンデス named, and no discard "
                                                                "is written", player=name),
                                         token=0, actor=name, expected=line, may_lack=(line,))
                else:
                    self.judge.violation(K.ACT_END, where, _n("{player} ended the turn with {held} cards and discarded none: "
                                                              "エンド discards down to 7 ({n} card)",
                                                              "{player} ended the turn with {held} cards and discarded none: "
                                                              "エンド discards down to 7 ({n} cards)", n, player=name,
                                                              held=len(self.sides[seat].hand)),
                                         token=0, actor=name, expected=line, may_lack=(line,))
        elif verb == "generation" and owed.get("maybe"):
            pass
        elif verb == "generation":
            where = move.event if move is not None else owed.get("event")
            if where is not None:
                self.judge.violation(K.GENERATION, where, _("{player}'s 世代交代 (for {card} leaving the field) was not done",
                                                            player=self.players[seat], card=spell(owed.get('card'))),
                                     token=0,
                                     expected=f"{self.players[seat]} generation CARD…", may_lack=(f"{self.players[seat]} generation ??",))
        elif verb == "reveal" and "done" in owed:
            pass  # judged already with the card the log knew
        elif verb == "reveal":
            w, att = owed["bulwark"], owed["attacker"]
            where = move.event if move is not None else owed.get("event")
            if where is not None:
                self.judge.unverifiable(K.ACT_JUDGE, where.position(0), _("the bulwark that blocked {card} was not shown: "
                                                                          "whether the attacker survives cannot be checked "
                                                                          "(it is left on the field)", card=att.name),
                                        self.players[seat])
            self.bulwark_to_graveyard(w, where)


__all__ = ["TriggerRules", "HIGH"]
