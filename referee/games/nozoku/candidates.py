"""ノゾクダイス's candidate events: what is worth trying at a position (referee/core/legality.py).

Contract. :func:`candidate_events` gives canonical notation lines (as ``legal_events()`` writes them: the verb by
its English name, dice upper case, an action's result after ``->``), the game's own ``legal_events()`` first and
then the rest in a stable order, without repeats. It is meant as a superset of every event the referee accepts at
the position (``legality.judge_next`` finds no violation and no error): for each such event E, E's canonical text
is in the list, or the list has E with one or more of its hidden words written ``??`` (the cards of a hand dealt
or shown unseen: ``table deal Aki ??*4``, ``Ben cannot ?? ?? C E``). It is built from the position's facts, not by
trying words: who may act now (the turn player, the next player once the turn player's steps may be over, a seat
passed over, the players still to peek, a late ノゾクアクション of the turn just ended, an empty hand), which steps
are open or owed, which cards each hand can hold and which dice each player owns. It stays bounded (a few hundred
events): chance is listed outcome by outcome only while a roll has at most ``MAX_CHANCE`` outcomes. A roll of more
dice (the set-up's centre roll, a reroll of more than three dice: 6**k outcomes) is listed once with any faces
(``Ben reroll R3=? R4=? R5=? B4=?``) and judged as its six rolls of one face on every die (:func:`chance_instances`):
which dice are rolled decides the rules, not the faces they land on. The console's ``try`` takes such a line too.

Where it is not a superset (the referee accepts more than can be listed, or more than the rulebook allows):

- the order of the words of a line (``roll R2=5 R1=3``, a shown hand in another order than the hand's or the game
  set's, a reroll's dice in another order): the game's canonical form keeps them as written;
- a die written in lower case (``r1``), the ``→`` arrow, ``取る`` for ``take``: read silently, kept as written;
- set-up leniencies: a centre roll of some of the remaining dice only (a player's first dice still to roll are
  listed, by the table or any player), or a second one before the first round; a player's roll of other dice of their colour than their first
  ones;
- ② written before the card of its turn: the referee checks no die then; the player's own dice are listed.
"""

from __future__ import annotations

from itertools import permutations, product
from typing import Any

from ...core import dice as D
from .steps import ACQUIRE, ACTIONS, OVER, PEEK, SETUP  # the steps of play

#: how many outcomes of one roll are listed face by face (else the six rolls of one face on every die)
MAX_CHANCE = 216
#: a die of a roll listed with any face (``R3=?``): an event of chance whose outcomes are too many to list
ANY_FACE = "=?"
#: the verbs that roll dice
ROLLS = frozenset({"roll", "centre", "reroll"})
#: a shown hand of at most this many known cards is listed in every order (else as the hand and the game set order it)
MAX_ORDERS = 3


#: every result an action may be written with: ``-> TOP`` and ``-> TOP/FRONT``
_SAID: tuple[tuple[int, int | None], ...] = tuple((f, None) for f in D.FACES) + tuple(
    (o.top, o.front) for o in D.all_orientations())


def _said(r: tuple[int, int | None]) -> str:
    return f" -> {r[0]}" if r[1] is None else f" -> {r[0]}/{r[1]}"


def candidate_events(state: Any) -> list[str]:
    """The events worth trying at ``state`` (see the module's docstring; while a line is read more than one way,
    ``legality.candidates`` gathers these over each reading's position)."""
    out = [_any_faces(e) for e in state.legal_events()]
    out += _more(state)
    pending = state.deferred()
    if pending is not None:  # a move held until the next line says where it belongs: both ways
        out += _more(state.shown())
        out += _read_as_expected(state, pending)
    return list(dict.fromkeys(out))


def _read_as_expected(state: Any, pending: Any) -> list[str]:
    """A play held as out of turn that the next line shows was the expected player's: that player's ② (or the
    rest of their turn), from the position where the play is theirs."""
    if pending.verb != "play":
        return []
    from ...core.referee import Judge

    who = state._who
    quiet = Judge("<candidates>")
    copy = state.fork(quiet)
    held = copy.deferred()
    held.actor = who
    copy.release()
    name = state.players[who]
    return [e for e in _more(copy) if e.split()[0] == name and e.split()[1] in ("main", "sub", "redo", "end")]


def _more(s: Any) -> list[str]:
    if s.is_over():
        return []
    step = s.step
    playing = step in (ACQUIRE, ACTIONS, PEEK)
    last = playing and s._next_player() is None  # the round's last turn: the table may go on to the next round
    out = []
    if not playing or last or not (s.start_written or any(s.turned)):  # (a start line written late starts nothing)
        out += [f"table start {p}" for p in s.players]
    if step == SETUP:
        out += _setup(s)
    elif playing:
        out += _turn(s)
    ends = {d.colour for d in s.dice.values()} - {d.colour for d in s.centre()}
    if step == OVER or step in (ACTIONS, PEEK) and last and ends:  # the numbers (once the last turn ends the game)
        out += [f"{name} names {f}" for p, name in enumerate(s.players) if p not in s.named for f in D.FACES]
    out += [f"{name} pass" for name in s.players]  # a pass is nothing happening: anyone, any time
    if s.follow.played:
        out += ["table undo"] + [f"{name} undo" for name in s.players]
    return out


def _faces(actor: str, verb: str, dice: list[str]) -> list[str]:
    """A roll of ``dice``: every outcome while there are at most MAX_CHANCE, else the roll with any faces
    (``R3=? R4=?``: :func:`chance_instances`)."""
    if not dice:
        return []
    if 6 ** len(dice) > MAX_CHANCE:
        return [f"{actor} {verb} " + " ".join(f"{i}{ANY_FACE}" for i in dice)]
    rolls = list(product(D.FACES, repeat=len(dice)))
    return [f"{actor} {verb} " + " ".join(f"{i}={f}" for i, f in zip(dice, faces)) for faces in rolls]


def _any_faces(text: str) -> str:
    """A roll the game lists with one face on every die (``legal_events``, for its random play), as a roll of any
    faces when its outcomes are too many to list; any other event as it is."""
    actor, verb, *words = text.split()
    if verb not in ROLLS or 6 ** len(words) <= MAX_CHANCE:
        return text
    dice = [w.partition("=") for w in words]
    if not all(sep for _d, sep, _f in dice) or len({f for _d, _s, f in dice}) != 1:
        return text
    return " ".join([actor, verb, *(f"{d}{ANY_FACE}" for d, _s, _f in dice)])


def chance_instances(text: str) -> list[str]:
    """A roll written with any faces (``Ben reroll R3=? R4=? …``): the six rolls of one face on every die, which
    ``legal`` judges for it (the faces a roll lands on decide no rule: which dice are rolled does); any other
    event: itself."""
    if ANY_FACE not in text:
        return [text]
    return [text.replace(ANY_FACE, f"={f}") for f in D.FACES]


def _setup(s: Any) -> list[str]:
    gs = s.gs
    out: list[str] = []
    first = {p: [f"{gs.colours[p][0].upper()}{k}" for k in range(1, gs.start + 1)] for p in range(s.n)}
    unrolled = [p for p in range(s.n) if not s.rolled[p]]
    for p in unrolled:  # one's first dice
        out += _faces(s.players[p], "roll", first[p])
    left = [i for i, o in s.owner.items() if o == -1]
    theirs = {i for p in unrolled for i in first[p]}
    rest = [i for i in left if i not in theirs]  # the centre's dice (all that are left once everyone has rolled)
    for actor in ["table", *s.players]:
        out += _faces(actor, "centre", rest)
    for p in range(s.n):  # a player's first dice still to roll, rolled into the centre (nothing says they are not),
        for actor in ["table", *s.players]:  # by them, the table, or whoever the recorder names
            out += _faces(actor, "centre", [i for i in first[p] if s.owner.get(i) == -1])
    if gs.deal:
        kinds = list(gs.cards)
        for p in range(s.n):
            if s.dealt[p]:
                continue
            head = f"table deal {s.players[p]} "
            out += [head + f"??*{gs.deal}", head + " ".join(["??"] * gs.deal)]
            rest_n = gs.deal - 2
            if 0 < rest_n <= 2:  # the cards seen, two of them unseen (a hand in full is one of these with two ??)
                out += [head + "?? ?? " + " ".join(c) for c in product(kinds, repeat=rest_n)]
    return out


def _results(s: Any, action: Any, d: Any, *, followed: bool = True) -> list[str]:
    """The ways to write ``action`` on die ``d`` that the referee accepts: bare (unless its result must be
    written) and ``-> TOP`` / ``-> TOP/FRONT``; [] when it cannot be done. ``followed``: the referee knows how the
    die lies (else any result may be what the table saw)."""
    if not s._can(action, d):
        return []
    if action.written:
        return [_said(r) for r in _SAID]
    if not followed or d.top is None or d.id in s.doubtful:
        return [""] + [_said(r) for r in _SAID]
    want = s._want(d, action)
    out = [""]
    for r in _SAID:
        if want[0] is not None and r[0] != want[0]:
            continue
        if want[1] is not None and r[1] is not None and r[1] != want[1]:
            continue
        if action.effect == "tip" and r[0] in (d.top, 7 - d.top):
            continue
        out.append(_said(r))
    return out


def _dice_for(s: Any, p: int, dice: list[Any]) -> list[tuple[Any, bool]]:
    """``dice`` of ``p``'s, and the centre dice that an action of ``p``'s would make theirs (a turn whose die the
    log never named, a line that named a die that could not be right): (die, followed)."""
    out = [(d, True) for d in dice]
    adopt: list[Any] = []
    if s.unnamed[p]:
        adopt = [d for d in s.centre() if not d.white]
    sus = s.suspect.get(p)
    if sus is not None and s.owner.get(sus[0]) == p:
        adopt += [s.dice[i] for i in sorted(sus[1]) if s.owner.get(i) is None]
    seen = {d.id for d in dice}
    for d in adopt:
        if d.id not in seen:
            seen.add(d.id)
            out.append((d, False))
    return out


def _plays(s: Any, p: int, extra: list[Any]) -> list[str]:
    """``p``'s card for a centre die (``extra``: dice back in the centre on a start over), bare and placed."""
    name = s.players[p]
    out = []
    centre = s.centre()
    back = {d.id for d in extra}
    dice = centre + [d for d in extra if d not in centre]
    for cid in s.could_hold(p):
        card = s.gs.cards[cid]
        for d in dice:
            if d.white or not (d.top in (card.main_face, None) or d.id in s.doubtful or d.id in back):
                continue
            ev = f"{name} play {cid} take {d.id}"
            out += [ev, f"{ev} -> {card.main_face}/{card.sub_face}"]
    return out


def _shown(s: Any, p: int) -> list[str]:
    """``p`` shows the whole hand: as the hand lists it, in the game set's order, every order while they are few,
    unseen (``??``), and with a hand not known, every pair of cards it can hold after two ``??``."""
    hand = s.hand[p]
    m = len(hand)
    head = f"{s.players[p]} cannot"
    known = s.names(hand)
    hidden = ["??"] * len(hand.hidden)
    order = {c: k for k, c in enumerate(s.kinds)}
    forms = [known + hidden, sorted(known, key=order.__getitem__) + hidden, ["??"] * m]
    if m:
        forms.append([f"??*{m}"])
    if not hand.hidden and m <= MAX_ORDERS:
        forms += [list(o) for o in dict.fromkeys(permutations(known))]
    elif 0 < m - 2 <= 2:
        forms += [["??", "??", *c] for c in product(s.could_hold(p), repeat=m - 2)]
    return [" ".join([head, *f]) for f in forms]


def _can_play(s: Any, p: int) -> bool:
    """A card ``p``'s hand is known to hold can surely be played (a coloured centre die shows its main face and
    both its actions can be done): showing the hand as one that cannot play breaks NZ-STUCK (as
    ``NozokuState._cannot_play`` finds it)."""
    faces = {d.top for d in s.centre() if not d.white}
    mine = s.targets(p)
    cards = s.gs.cards
    return any(cards[c].main_face in faces and s._both_possible(p, cards[c], mine) for c in set(s.names(s.hand[p])))


def _turn(s: Any) -> list[str]:
    out: list[str] = []
    step = s.step
    tp = s.turn_player
    name = s.players[tp]
    nxt = s._next_player()
    underway = s.done_main or s.done_sub or bool(s.peeked)
    # who may play a card now: the turn player at ① (again at ② when the card cannot be done: a start over; at ③
    # when ① was written late), a seat passed over, and the next player once this turn's steps may be over
    starters = []
    if step == ACQUIRE or step == ACTIONS and s.card is not None and s._restartable() or s.owes("play", seat=tp):
        starters.append(tp)
    if step in (ACQUIRE, PEEK):
        starters += sorted(s.passed_seats)
        if nxt is not None and (step == PEEK or underway):
            starters.append(nxt)
    starters = list(dict.fromkeys(starters))
    for p in starters:
        back = [s.dice[s.acquired]] if p == tp and s.acquired is not None and step == ACTIONS else []
        out += _plays(s, p, back)  # (the turn player's again: a start over from ①)
    # a hand shown as one that cannot play: by those, and by the turn player at any step of the turn (the referee
    # accepts it after ① as well)
    for p in dict.fromkeys([tp, *starters]):
        if not _can_play(s, p):
            out += _shown(s, p)
    out.append(f"{name} end")
    if s.stuck:  # the one action from a played card
        out.append(f"{name} redo none")
        for cid in dict.fromkeys(s.names(s.played[tp])):
            card = s.gs.cards[cid]
            for which, act in (("main", card.main), ("sub", card.sub)):
                for d, followed in _dice_for(s, tp, s.owned(tp)):
                    out += [f"{name} redo {cid} {which} {d.id}{r}" for r in _results(s, act, d, followed=followed)]
    card = s.card
    for which in ("main", "sub"):  # ②, or late when owed
        if step == PEEK and not s.owes(which, seat=tp) or step == ACTIONS and (s.done_main if which == "main" else s.done_sub):
            continue
        if which == "sub" and not s.done_main and not s.owes("main", seat=tp):
            continue  # (the main action first)
        act = getattr(card, which) if card is not None else None
        for d, followed in _dice_for(s, tp, s.targets(tp)):
            if act is not None:
                out += [f"{name} {which} {d.id}{r}" for r in _results(s, act, d, followed=followed)]
            elif s.owes("play", seat=tp):  # ② before ①: the card is written later
                out += [f"{name} {which} {d.id}{r}" for r in ["", *map(_said, _SAID)]]
    if step == PEEK:
        out += _peeks(s, tp, s.acquired, set(s.peeked))
        for q in s._order_from(tp):  # ④: an empty hand takes any centre die
            if not len(s.hand[q]):
                out += [f"{s.players[q]} take {d.id}" for d in s.centre()]
    elif s.prev_turn is not None:  # a ノゾクアクション of the turn just ended, written late
        ptp, die, peeked = s.prev_turn
        if die is not None:
            out += _peeks(s, ptp, die, set(peeked))
    return out


def _peeks(s: Any, tp: int, acquired: str | None, peeked: set[int]) -> list[str]:
    """The ノゾクアクション still open in the turn of ``tp`` whose card holds ``acquired``: each seat after the last
    that peeked, a card of its hand whose sub face is the side it reads (any card while that side is unknown),
    on a die it owns."""
    out = []
    acq = s.dice.get(acquired) if acquired else None
    last = max(peeked, default=0)
    for k in range(last + 1, s.n):
        q = (tp + k) % s.n
        seen = None
        if acq is not None and acq.top is not None and acq.front is not None:
            side = s.gs.side_for(s.n, k)
            seen = D.side_toward(D.Orientation(acq.top, acq.front), side, handedness=s.hand_rule)
        name = s.players[q]
        for cid in s.could_hold(q):
            card = s.gs.cards[cid]
            if seen is not None and card.sub_face != seen:
                continue
            mine = [d for d in s._held_by(q) if d.id != acquired]  # (the die on the card is not theirs yet)
            for d, followed in _dice_for(s, q, mine):
                out += [f"{name} nozoku {cid} {d.id}{r}" for r in _results(s, card.sub, d, followed=followed)]
    return out


__all__ = ["MAX_CHANCE", "candidate_events"]
