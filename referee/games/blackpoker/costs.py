"""コストの種類 (BP-COST-*): what a request costs, checked and paid.

A log writes the cost the player paid after ``$``, as the action lists it (``$BL``), and the choices as
``LETTER:WHAT``: ``B:2`` (which bulwark was driven; without it, the charged bulwarks nearest the life),
``L:9C`` (the card the damage put on top of the graveyard), ``D:4H`` (the card discarded), ``S:7H`` (the
character sent to the graveyard). A cost not written is a cost not paid.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...core.game import BadArgs
from ...core.table import Move
from ...notation.numbers import count
from .base import BpBase
from . import clauses as K
from .catalogue import QUICK, Action
from .messages import N_, _, _n
from .zones import MAGICIAN, Unit

LETTERS = {"B": K.COST_B, "L": K.COST_L, "D": K.COST_D, "S": K.COST_S, "K": K.COST_K}
COST_LETTERS = frozenset(LETTERS)
NAMES = {"B": N_("drive a charged bulwark"), "L": N_("take 1 damage"), "D": N_("discard a card"),
         "S": N_("send a character to the graveyard"), "K": N_("drive the keycard")}


class Cost:
    """A cost as written: its letters (None: no ``$`` word) and the choices."""

    __slots__ = ("letters", "choices", "token")

    def __init__(self, letters: str | None, choices: list[tuple[str, str, int]], token: int) -> None:
        self.letters = letters
        self.choices = choices  # (letter, what, token)
        self.token = token


def read_cost(args: list[str], start: int) -> tuple[Cost, list[int]]:
    """The ``$`` word and the ``X:…`` choices among ``args[start:]``; returns the cost and the indexes of the
    other words."""
    letters: str | None = None
    token = 0
    choices: list[tuple[str, str, int]] = []
    rest: list[int] = []
    for i in range(start, len(args)):
        a = args[i]
        head = a[:1]
        if head == "$" or head == "＄":
            word = a[1:].upper()
            if not COST_LETTERS.issuperset(word):
                raise BadArgs(_("{word} is not a cost: the letters are B, L, D, S and K", word=repr(a)), i,
                              _("a cost such as $BL"))
            letters, token = (letters or "") + word, i + 2
        elif len(a) > 2 and a[1] in ":：" and head.upper() in LETTERS:
            choices.append((head.upper(), a[2:], i + 2))
        else:
            rest.append(i)
    return Cost(letters, choices, token), rest


class CostRules(BpBase):
    """Costs are checked when a request is made, and paid."""

    def due_cost(self, action: Action, seat: int) -> str:
        """The cost ``seat`` owes for ``action``: the catalogue's, less the D of a クイック action while the player
        has a 魔術士 on the field (the 魔術士's waiver)."""
        cost = action.cost
        if "D" in cost and action.timing == QUICK and any(u.kind == MAGICIAN for u in self.sides[seat].units):
            cost = cost.replace("D", "", 1)
        return cost

    def check_cost(self, action: Action, cost: Cost, move: Move) -> None:
        seat = move.actor
        due = self.due_cost(action, seat)
        written = cost.letters or ""
        if written != due and Counter(written) != Counter(due) and not (written == action.cost and due != action.cost):
            if cost.letters is None:
                self.judge.violation(K.COST, move.event, _("{action} costs ${cost}: the log shows no cost paid",
                                                           action=action.name, cost=due),
                                     token=1, expected=f"{self.players[seat]} {move.event.verb} … ${due}")
            elif not action.cost:  # BP-ITEMS-MISSING: no cost item, nothing to pay
                self.judge.violation(K.ITEMS_MISSING, move.event, _("{action} has no cost (コスト) item: nothing is paid",
                                                                    action=action.name),
                                     token=cost.token, expected=_("no cost"))
            elif set(written) & {"S", "K"} and not set(due) & {"S", "K"}:
                self.judge.violation(K.COST_S, move.event, _("{action} costs ${cost}, not ${written}: S and K are paid "
                                                             "only where the action lists them", action=action.name,
                                                             cost=due, written=written),
                                     token=cost.token, expected=f"${due}")
            elif due:
                self.judge.violation(K.COST, move.event, _("{action} costs ${cost}, not ${written}", action=action.name,
                                                           cost=due, written=written),
                                     token=cost.token, expected=f"${due}")
            else:
                self.judge.violation(K.COST, move.event, _("{action} costs $ nothing, not ${written}", action=action.name,
                                                           written=written),
                                     token=cost.token, expected=_("no cost"))
        side = self.sides[seat]
        # B: a charged bulwark for each B
        nb = written.count("B")
        if nb:
            charged = [i for i, b in enumerate(side.bulwarks) if not b.driven]
            chosen = [w for (ltr, w, _unused) in cost.choices if ltr == "B"]
            if len(charged) < nb:
                self.judge.violation(K.COST_B, move.event, _n("$B: {player} has {n} charged bulwark, the cost drives {due}",
                                                              "$B: {player} has {n} charged bulwarks, the cost drives {due}",
                                                              len(charged), player=self.players[seat], due=nb),
                                     token=cost.token, expected=_("a charged bulwark for each B"))
            for w in chosen:
                i = self.bulwark_index(w)
                if i is None or i >= len(side.bulwarks) or side.bulwarks[i].driven:
                    self.judge.violation(K.COST_B, move.event, _("B:{word}: not a charged bulwark of {player}", word=w,
                                                                 player=self.players[seat]),
                                         token=cost.token, expected=_("B:N naming a charged bulwark (B1 is nearest the life)"))
        nl = written.count("L")
        if nl and self.life_count(seat) is not None and self.life_count(seat) < nl:
            self.judge.violation(K.COST_L, move.event, _("$L: {player} has no life left to take the damage",
                                                         player=self.players[seat]),
                                 token=cost.token, expected=_("a life card for each L"))
        nd = written.count("D")
        if nd and len(side.hand) - len(move.args["keys"]) < nd:
            self.judge.violation(K.HAND, move.event, _("$D: {player}'s hand has no card left to discard",
                                                       player=self.players[seat]),
                                 token=cost.token, expected=_("a card in hand for each D"))
        for ltr, w, tok in cost.choices:
            if ltr == "S":
                u = self.find_unit(seat, w)
                if u is None:
                    self.judge.violation(K.COST_S, move.event, _("S:{word}: {player} has no such character", word=w,
                                                                 player=self.players[seat]),
                                         token=tok, expected=_("S:CARD naming one of your characters"))
        if written.count("S") and not side.units and not side.bulwarks:
            self.judge.violation(K.COST_S, move.event, _("$S: {player} has no character to send to the graveyard",
                                                         player=self.players[seat]),
                                 token=cost.token, expected=_("a character for each S"))

    @staticmethod
    def bulwark_index(word: str) -> int | None:
        n = count(word.upper().lstrip("B"))  # ASCII digits (``B፩`` is no number)
        return n - 1 if n is not None and 0 < n < 100 else None

    def pay(self, cost: Cost, move: Move, keycards: list[Any]) -> bool:
        """Pay what the log wrote (what physically happened, whether or not it was due). True when K was paid."""
        seat = move.actor
        side = self.sides[seat]
        written = cost.letters or ""
        if not written:
            self._ctx = "request"
            return False  # nothing paid
        chosen: dict[str, list[tuple[str, int]]] = {ltr: [] for ltr in LETTERS}
        for ltr, w, tok in cost.choices:
            chosen[ltr].append((w, tok))
        for _unused in range(written.count("B")):
            pick = chosen["B"].pop(0)[0] if chosen["B"] else None
            i = self.bulwark_index(pick) if pick else None
            if i is None or i >= len(side.bulwarks) or side.bulwarks[i].driven:
                i = next((j for j, b in enumerate(side.bulwarks) if not b.driven), None)
            if i is not None:
                side.bulwarks[i].driven = True
        self._ctx = "cost-L"
        for _unused in range(written.count("L")):
            w, tok = chosen["L"].pop(0) if chosen["L"] else ("??", cost.token)
            card = None if w == "??" else self.card_word(move, w, tok)
            self.damage(seat, 1, move, shown=card, token=tok)
        self._ctx = "cost-D"
        for _unused in range(written.count("D")):
            w, tok = chosen["D"].pop(0) if chosen["D"] else ("??", cost.token)
            card = None if w == "??" else self.card_word(move, w, tok)
            self.discard(seat, card, move, tok)
        for _unused in range(written.count("S")):
            w, tok = chosen["S"].pop(0) if chosen["S"] else ("", cost.token)
            u = self.find_unit(seat, w) if w else None
            if u is not None:
                self.unit_to_graveyard(u, move.event)
        self._ctx = "request"
        return "K" in written


__all__ = ["Cost", "CostRules", "read_cost", "LETTERS", "NAMES", "Unit"]
