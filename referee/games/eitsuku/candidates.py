"""えいつく's candidate events: the lines worth trying at a position (referee/core/legality.py).

The contract. :func:`candidate_events` gives canonical notation lines (as ``legal_events()`` writes them: see
``Eitsuku.canonical`` and docs/notation.md, えいつく), the game's own ``legal_events()`` first, then the rest in
a stable order (seat by seat, verb by verb). They are meant as a superset of every event the referee accepts
there: for an event E that ``legality.judge_next`` finds legal, E's canonical text is listed, or E with one or
two of its words replaced by ``??`` (a card the log has not shown: ``Aki draw ?? ??`` stands for every pair of
set-up cards, ``Aki place ??`` for every event card placed, ``Aki scout ??`` for every role card scouted). The
list is built from the position's facts, never by trying every word:

- who may act: every player, whatever the order of the week (the players' lines interleave, ruling
  ET-RULING-ORDER; under ``order: seats`` a line out of turn is reported once and play goes on), except a
  player whose film is out or whose week is over while another player's is not;
- which phases are open: the player's own phase and every later one (a phase in which nothing is done is not
  written), each verb only while the player's count of its actions allows it (one event card, or more after
  広告代理店の努力; one scout action, two after 地元の協力; 新たなるチャンス's two event cards);
- which cards each actor can touch: the role cards of the player's own stock, seen or not (an unseen one may
  be any card of its domain, or ``actor?``), the slots still empty, and the budget cards face up;
- the set-up: the dice not rolled yet, the role and event cards not drawn yet, and the budget a recorder may
  write (``small*5 medium*2``); the ``undo`` of the table or a player once a line has been played.

Payments. A cast of a role card seen in the stock is listed with every payment of at most the budget cards the
week still allows (ET-SET-LIMIT: 5, turned over and paid together) from the cards face up, worth its cost or more
(ruling ET-RULING-PAY: no change is given); a gain likewise. So is a role card that an unseen card of the stock
may be; ``actor?`` (its number not seen: its cost is a duty, referee/core/hidden.py) is listed with the payments
worth at most what the dearest role card costs (8). Each payment is written from small to large and from large to
small.

Where it is not a superset (the referee accepts more than can be listed):

- a payment in another order (the canonical form keeps the cards as written), of more than 5 cards (a gain turns
  over any number), or one worth more than 8 for ``actor?``;
- a number declared with プロモーターの介入 above 10 (any number is read), a card word repeated with ``*N`` other
  than the set-up's (``??*2``, ``actor?*2``, ``small*5 medium*2``), an ``effect`` line's free text;
- an ``end`` or ``release`` line with words after it (the referee reads past them);
- a ``return`` of more than two cards (listed with one and two: ``Aki return ?? ??``);
- a line the referee reads as an event the log left out a few lines before, written late (referee/core/readings.py:
  the typed line is taken for it, and the error is said at that earlier line): ``Aki scout actor?`` after Aki's
  gain, when the position before the gain listed it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import cards as K
from . import rules as R  # the rules import this module: their names are read when a position asks

if TYPE_CHECKING:
    from .rules import EitsukuState, Player

#: the numbers a プロモーターの介入 is listed with (any number is read; these are the ones a table declares)
PROMOTER_NUMBERS = range(0, 11)
#: how a cast's payments are listed (``_payments``): every payment; those worth at most what the dearest role card
#: costs
FULL, CARD = "full", "card"
#: the most a role card costs (a 6: its number + 2)
MOST_COST = 8
#: the payments listed for a role card an unseen card of the stock may be (every one: listing only those none of whose
#: cards can be left out missed the larger ones ET-RULING-PAY allows; every one is about a tenth more lines, measured
#: over generated games), and for ``actor?`` (the number not seen: its cost is a duty)
UNSEEN_PAY, KIND_PAY = FULL, CARD
#: the set-up's budget as a recorder may write it (docs/notation.md: ``Aki draw small*5 medium*2``)
SETUP_BUDGET = ("small*5 medium*2", "medium*2 small*5", "small small small small small medium medium")


def candidate_events(state: "EitsukuState") -> list[str]:
    """The events worth trying at ``state``: ``legal_events()``, then each player's (see the module's
    docstring), then ``undo``."""
    out = list(state.legal_events())
    if state.ending:  # play after the end is reported, whatever it is; a tie is broken by the table then
        return list(dict.fromkeys(out + [f"table tiebreak {n}" for n in state.players]))
    for p in state.seats:
        out += _setup(state, p)
        out += _week(state, p)
        out += _table_did(state, p)
        out += [f"{p.name} effect {e}" for e in dict.fromkeys(p.active_events())]
        out += [f"{p.name} effect {e}:" for e in dict.fromkeys(p.active_events())]
    if state.follow.played:  # the table takes the line before back (any player may say so)
        out += ["table undo", *(f"{n} undo" for n in state.players)]
    out += [f"table refill {size} {k}" for size in R.SIZES for k in range(1, state.discarded[size] + 1)]
    return list(dict.fromkeys(out))


def _table_did(state: "EitsukuState", p: "Player") -> list[str]:
    """What the table did that no published rule does (issue 31): an event card of the stock discarded (ruling
    ET-RULING-DISCARD), and, while an event of unknown effect is in play, cards put back into their piles and role
    cards taken out of their slots. A card word is listed as ``??`` (any card of the stock)."""
    n, out = p.name, []
    if state.options["discard"] != "refused" and len(p.stock):
        out.append(f"{n} discard ??")
    if state._unknown_effect_in_play() is None:
        return out
    if len(p.stock) or any(p.up.values()):
        out += [f"{n} return ??", f"{n} return ?? ??"]
    for slot in K.SLOTS:
        if len(p.slots[slot]):
            out += [f"{n} unslot {slot}", f"{n} unslot {slot} discard"]
    return out


def _setup(state: "EitsukuState", p: "Player") -> list[str]:
    """The set-up lines ``p`` may still write: the dice, the two role cards, the two event cards, the budget."""
    n, out = p.name, []
    if not p.roles_drawn and len(p.dice) < 2:
        if not p.dice:
            out += [f"{n} roll {a} {b}" for a in range(1, 7) for b in range(1, 7)]
        out += [f"{n} roll {a}" for a in range(1, 7)]
    if not p.setup_done:
        out += [f"{n} draw ?? ??", f"{n} draw ??*2"]
        if not p.roles_drawn:
            out += [f"{n} draw {k}?*2" for k in K.KINDS]
            if not p.events_drawn:  # event cards named before the role cards are drawn: the set-up's events
                out += [f"{n} draw ?? {e}" for e in K.EVENTS] + [f"{n} draw {e} ??" for e in K.EVENTS]
    if not p.budget_written and state.week <= 1 and p.phase <= R.START:
        out += [f"{n} draw {b}" for b in SETUP_BUDGET]
    return out


def _week(state: "EitsukuState", p: "Player") -> list[str]:
    """The lines of ``p``'s week: their phase and the later ones, each verb while its count allows it."""
    if not state.week or p.phase == R.RELEASED or (p.phase == R.END and p.week == state.week):
        return []
    n, phase, out = p.name, p.phase, []
    placed = state._placed_this_week(p) if p.placed else []
    if phase <= R.START and not p.budgeted and (size := state._start_size()) is not None:
        out.append(f"{n} budget {size}")
    if phase <= R.ACTION and (p.places == 0 or p.agency_week == p.week):
        out.append(f"{n} place ??")
        out += [f"{n} place ?? {k}" for k in PROMOTER_NUMBERS]
    if phase <= R.SCOUT and p.scouts < (2 if "local" in placed else 1):
        out.append(f"{n} scout ??")
        out += [f"{n} scout {k}?" for k in K.KINDS]
        if not state.event_pile:  # ``scout ??`` is counted against the event pile: name the cards
            out += [f"{n} scout {k}{i}" for k in K.KINDS for i in range(1, 7)]
        if "chance" in placed and p.scouts == 0:  # 新たなるチャンス: two event cards as the scout action
            out += [f"{n} draw ?? ??", f"{n} draw ??*2", f"{n} draw ??"]
        for size in R.SIZES:
            if state.pile[size] > 0:
                cost = K.BUDGET[size][1]
                if cost == 0:
                    out.append(f"{n} gain {size}")
                out += [f"{n} gain {size} $ {pay}" for pay in _payments(state, p, cost, R.LIMIT)]
    if phase <= R.SET:
        out.append(f"{n} draw ??")
        out += _casts(state, p)
    out += [f"{n} end", f"{n} release"]
    return out


def _casts(state: "EitsukuState", p: "Player") -> list[str]:
    """``p``'s casts: each role card their stock may hold into each empty slot it may take, paid with the budget
    cards face up (at most what the week's 5 leave)."""
    if state.options["set-actions"] == "one" and p.set_actions >= (2 if "surprise" in state._placed_this_week(p) else 1):
        return []
    most = R.LIMIT if p.limit_told else R.LIMIT - p.turned - p.paid  # ET-SET-LIMIT: 5 a week
    if most <= 0:
        return []
    seen: dict[str, None] = {}  # the role cards seen in the stock
    unseen: dict[str, None] = {}  # the role cards an unseen card of the stock may be
    kinds: dict[str, None] = {}
    for c in p.stock.known:
        if R.kind_of(c) != "event":
            seen[R.name_of(c)] = None
            kinds[R.kind_of(c)] = None
    for u in p.stock.hidden:
        for kind in K.KINDS:
            ids = u.domain & R.KIND_IDS[kind]
            if ids:
                kinds[kind] = None
                unseen.update(dict.fromkeys(R.name_of(i) for i in sorted(ids) if R.name_of(i) not in seen))
    order = {name: (K.KINDS.index(role.kind), role.number or 0) for name, role in K.ROLES.items()}
    roles = [(name, FULL) for name in sorted(seen, key=order.__getitem__)]
    roles += [(name, UNSEEN_PAY) for name in sorted(unseen, key=order.__getitem__) if name not in seen]
    roles += [(f"{k}?", KIND_PAY) for k in K.KINDS if k in kinds]
    any_slot = state.options["slot-kind"] != "match"
    out: list[str] = []
    pays_for: dict[tuple[int, str], list[str]] = {}
    for name, how in roles:
        role = K.ROLES[name]
        cost = 1 if role.number is None else role.number + 2  # a card not seen: any payment (its cost is a duty)
        pays = pays_for.get((cost, how))
        if pays is None:
            pays = pays_for[cost, how] = _payments(state, p, cost, most, how)
        for slot in K.SLOTS:
            if len(p.slots[slot]) or not (any_slot or K.SLOT_KIND[slot] == role.kind):
                continue
            out += [f"{p.name} cast {name} {slot} $ {pay}" for pay in pays]
    return out


def _payments(state: "EitsukuState", p: "Player", cost: int, most: int, how: str = "full") -> list[str]:
    """The payments of at most ``most`` face-up budget cards worth ``cost`` or more (exactly ``cost`` under ``pay:
    exact``), each from small to large and from large to small. ``how``: FULL (all of them) or CARD (worth at most
    what the dearest role card costs)."""
    exact = state.options["pay"] == "exact"
    up = p.up
    out: list[str] = []
    for large in range(min(up["large"], most) + 1):
        for medium in range(min(up["medium"], most - large) + 1):
            for small in range(min(up["small"], most - large - medium) + 1):
                worth = small + 2 * medium + 3 * large
                if not large + medium + small or worth < cost or (exact and how != CARD and worth != cost):
                    continue
                if how == CARD and worth > MOST_COST:
                    continue
                cards = ["small"] * small + ["medium"] * medium + ["large"] * large
                out.append(" ".join(cards))
                out.append(" ".join(reversed(cards)))
    return list(dict.fromkeys(out))


__all__ = ["candidate_events"]
