"""カーテンコール's candidate events: the lines worth trying at a position (referee/core/legality.py).

The contract. :func:`candidate_events` gives canonical notation lines (as ``legal_events()`` writes them: see
``CurtainCall.canonical`` and docs/notation.md), the game's own ``legal_events()`` first, then the rest in a
stable order (the table's standby, then this turn's ルミナ and ノクス, verb by verb, then ``table undo``). They are
meant as a superset of every event the referee accepts there: for an event E that ``legality.judge_next`` finds
legal, E's canonical text is listed, or E with some of its card words replaced by ``??`` (a card the log has not
shown) is. ``??`` stands for a hidden card wherever the referee reads one: the dealt hands and the set
(``table deal Aki ??*20``, ``table set ??*13``), a scouted, kuroko or paired card (``Aki scout ??``), a hand
shown at the curtain call (``Aki show 7S ??*3``). A card played face up must be named (the referee refuses
``??`` there), so the actor card, the revealed kuroko and an opened set card are listed card by card: each card
that may be where it comes from (known there, one an unseen card there may be, or one whose place a line
already contradicted, which is not reported twice).

The list is built from the position's facts, never by trying the words:

- who may act and which steps are open: ルミナ's presenting (scout, actor, kuroko) up to its step, ノクス's
  call, ルミナ's reveal, the opener's open (either player's while the two numbers are unknown; again in the
  pairing step when the opened card could not be read: it was the Joker) and pairing (just after the spotlight
  too); ノクス's scout of the next turn written early while a pairing may still come (and its actor and kuroko
  cards when there is nothing to scout); every step reported skipped and owed, done late by its player; after a
  call made early (reported), every step of both players, since the steps before it are skipped unreported;
  ``clap``, ``boo`` and ``take`` by either player at any step before the curtain call;
- a line held until the next one says where it belongs (``TableState.defer``): the position as it is and as the
  held line stands (``shown()``); a line read more than one way: each reading's position;
- the curtain call: each player's whole hand shown, in the order its cards were seen (with the cards the log
  lost track of); ``undo`` of the table or a player once a line has been played, before the curtain call.

What is not listed, because it has no bound or no use: the optional placement words after an actor or kuroko
card (``kami``, ``face-up``, …: the right ones change nothing), the other spellings of an open's position
(``12=``, ``#12``), a hand shown in another order than its cards were seen, the position and card of an open
done late (the referee does not check them), and any line after a line after the curtain call was reported
(the later ones are held under that finding: ``TableState._after_end``).

Size: a few dozen lines at most positions; at an open with the set unseen, each face-down set position with
each card it may be (13 × about 50 at the first spotlight of an observer's log).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ...core import cards as C

if TYPE_CHECKING:
    from ...core.hidden import Zone
    from .rules import CurtainCallState

#: every card of the game, in card order
ALL_CARDS = tuple(range(len(C.FULL_DECK)))


def candidate_events(state: "CurtainCallState") -> list[str]:
    """The events worth trying at ``state`` (see the module's docstring)."""
    out = list(state.legal_events())
    out += _events(state)
    if state.deferred() is not None:  # a line held until the next one says where it belongs: also as it stands
        out += _events(cast("CurtainCallState", state.shown()))
    return list(dict.fromkeys(out))


def _events(state: "CurtainCallState") -> list[str]:
    """The table's standby, then each player's events (this turn's ルミナ first), then ``table undo``."""
    from . import rules as R  # the rules import this module

    out: list[str] = []
    if state.step == R.DEAL:
        out += [f"table deal {p} ??*{R.HAND_SIZE}" for i, p in enumerate(state.players) if not state.dealt[i]]
        if not state.slots:
            out.append(f"table set ??*{R.SET_SIZE}")
    for seat in (state.lumina, state.nox):
        out += _player(state, seat)
    if state.step != R.OVER and state.follow.played:
        out.append("table undo")
    return out


def _player(state: "CurtainCallState", seat: int) -> list[str]:
    """What the player at ``seat`` may do now, early or late (see the module's docstring)."""
    from . import rules as R

    ph, L = state.step, state.lumina
    p, other = state.players[seat], state.players[1 - seat]
    hand = state.hand[seat]
    ledger = state.ledger
    disputed = set(ledger.disputed)

    def may(*zones: "Zone") -> list[str]:
        """Every card that may be in one of ``zones`` (or whose place a line already contradicted)."""
        got = set(disputed)
        for z in zones:
            got.update(z.known)
            if z.hidden:
                got.update(c for c in ALL_CARDS if c not in got and ledger.holds(z, c))
        return [C.text(c) for c in sorted(got)]

    def known(zone: "Zone", rank: int | None = None) -> list[str]:
        """The cards known in ``zone`` (of ``rank`` if given) and the disputed ones, then ``??``."""
        got = (set(zone.known) | disputed) if rank is None else {c for c in zone.known if C.rank_of(c) == rank} | disputed
        return [C.text(c) for c in sorted(got)] + ["??"]

    def owes(step: str) -> bool:
        """Is ``step`` reported skipped and owed by this player (done late, it is applied where it belongs)?"""
        return state.owes(step, prev=True, seat=seat)

    out: list[str] = []
    if ph != R.OVER:
        loose = state.early is not None  # after an early call (reported) the steps before it are skipped unreported
        mine = seat == L
        # Nox may begin the next turn's presenting, written early, while Lumina may still pair: its scout (its actor
        # and kuroko cards only when there will be nothing to scout; after a held scout, see candidate_events)
        later = not mine and ph == R.PAIR
        skips_scout = later and not len(state.hand[L])
        # -- presenting: the scout, the actor card (face up: named), the kuroko card
        if (mine and ph in (R.DEAL, R.SCOUT)) or owes(R.SCOUT) or later or loose:
            for c in known(state.hand[1 - seat]):
                out += [f"{p} scout {c}", f"{p} scout {other} {c}"]
        if (mine and ph in (R.DEAL, R.SCOUT, R.ACTION)) or owes(R.ACTION) or skips_scout or loose:
            out += [f"{p} actor {c}" for c in may(hand)]
        if (mine and ph in (R.DEAL, R.SCOUT, R.ACTION, R.KUROKO)) or owes(R.KUROKO) or skips_scout or loose:
            out += [f"{p} kuroko {c}" for c in known(hand)]
        # -- the watch call
        out += [f"{p} clap", f"{p} boo"]
        # -- the spotlight: the reveal (face up: named), the pair taken, the open (face up: named), the pairing
        if owes(R.REVEAL):
            out += [f"{p} reveal {C.text(c)}" for c in ALL_CARDS]  # turned up late: onto a stage, any card it was
        elif mine and (ph == R.REVEAL or loose):
            out += [f"{p} reveal {c}" for c in may(state.p_kuroko if len(state.p_kuroko) else state.hand[L])]
        out.append(f"{p} take")
        if _may_open(state, seat):
            live = [(k + 1, z) for k, z in enumerate(state.slots) if len(z)]
            cards = may(*(z for _k, z in live))
            out += [f"{p} open {c}" for c in cards]
            out += [f"{p} open {k} = {c}" for k, z in live for c in may(z)]
        pairing = state._pairing()  # in the spotlight, just after it, or late
        if pairing is not None or loose:
            opened = pairing[0] if pairing is not None else None  # a known card is paired with one of its number
            out += [f"{p} pair {c}" for c in known(hand, None if opened is None else C.rank_of(opened))]
    # -- the curtain call: the whole hand shown (a spotlight waiting for its pairing may end the game first), with
    # the cards the log lost track of, if any
    if ph in (R.OVER, R.PAIR) or state.deferred() is not None:
        for lost in range(len(state.limbo) + 1):
            out.append(" ".join([f"{p} show", *_unseen(len(hand) + lost)]))
            if hand.known:
                out.append(" ".join([f"{p} show", *(C.text(c) for c in hand.known), *_unseen(len(hand.hidden) + lost)]))
    if ph != R.OVER and state.follow.played:
        out.append(f"{p} undo")
    return out


def _may_open(state: "CurtainCallState", seat: int) -> bool:
    """May the player at ``seat`` open a set card now: the opener in the spotlight (either player while the
    numbers are unknown), after an early call (the steps before are skipped, already reported), or late."""
    from . import rules as R

    ph = state.step
    if state.owes(R.OPEN, prev=True, seat=seat) or state.early is not None:
        return True
    if ph == R.OPEN and state.match is None:
        return True
    if ph in (R.OPEN, R.OPEN2):
        return seat == state.opener
    if ph == R.PAIR:
        return state.open_card is None and seat == state.opener  # opening again says the card opened was the Joker
    return False


def _unseen(n: int) -> list[str]:
    """``n`` hidden cards as canonical notation writes them: none, ``??`` or ``??*n``."""
    return [] if n == 0 else ["??"] if n == 1 else [f"??*{n}"]


__all__ = ["candidate_events"]
