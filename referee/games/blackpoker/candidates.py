"""The events worth trying at a BlackPoker position (referee/core/legality.py: what the console's ``legal`` asks the
referee about).

Contract. Canonical notation lines (the notation of docs/notation.md, as
:func:`~referee.games.blackpoker.moves.legal_events` writes them), ``legal_events()`` first, then the rest in a
stable order. The list is a superset of every event the referee accepts at the position: for every event E that
:func:`referee.core.legality.judge_next` finds legal, E's canonical text is in the list, or the list has E with one
or more of its card words replaced by ``??`` (a card the log has not shown), where a cost choice's card counts as a
card word (``L:9C`` listed as ``L:??``, ``D:8D`` as ``D:??``) and ``??*N`` stands for N ``??`` words.

- Cards that come from a life (draws, the プリセット, flips, 世代交代, サーチ, 徴募, B・J, the card damage shows,
  a bulwark turned over), a graveyard card taken back and the card a cost discards are listed as ``??``.
- Keycards: each set of the hand's known cards that fits the action, written in the catalogue's order (by suit
  ♠♡♢♣, then number), with the target named with its owner and the cost bare (``$BL``); and the unseen set
  (``??``, whatever the hand holds, in any order) with every way to write the target (with its owner or, where
  the word alone names it, without) and the cost (bare, or with its choices: ``B:n``, ``L:??``, ``D:??``).
- Words are in the notation's order (keycards, target, mode, cost, its choices; 徴募's and B・J's cards before
  or after the cost); a line that writes them in another order, or spells a cost ``$LB``, is not listed.

Built from the position's facts, not by trying words: who may write a line now (the chance holder, and the other
player, whose line means the holder passed, which may resolve the top request first), the lines the last
resolution owes (in any order; a line that is not one of them settles them first), the lines that record a
resolution the phase chain reaches without passes written (``draw`` after ``end``, ``block`` after ``attack``),
each player's keycards, the targets on the table and the costs. A few hundred lines at most (the most seen: about
350 at a ライト position, 600 at a マスター one with nine bulwarks on the table).
"""

from __future__ import annotations

from itertools import combinations, permutations, product
from math import comb, factorial
from typing import TYPE_CHECKING, Any

from .actions import key_fits
from .catalogue import BY_VERB, MAIN, in_format
from .setup import DEAL, FIRST, FIRST_DRAW, OPENING_HAND, OVER, PLAY, PRESET
from .zones import Unit, face, rank, spell, suit

if TYPE_CHECKING:
    from .rules import BlackPokerState

#: the request verbs, in the order of the action catalogue (the notation's table)
REQUESTS = ("end", "attack", "bulwark", "soldier", "hero", "ace", "magician", "equip", "up", "down", "twist",
            "counter", "break", "throw", "search", "spear", "refill", "reanimate", "handes", "return", "quick", "kill",
            "reunion", "truce", "retarget", "reverse", "rain", "force", "recruit", "ambush", "bj", "rsf")

#: the requests a line recording a later resolution may resolve without passes written (rules.py's CHAIN)
_CHAIN = frozenset({"end", "attack", "blocking", "judge", "drawing", "handes", "throw", "break", "spear"})

#: the most ways to write one choice (blockers, attackers' order, cards discarded) that are listed one by one; past
#: it, fewer (the ``??`` forms, or the field's order)
_LIMIT = 128


def candidate_events(state: "BlackPokerState") -> list[str]:
    """The events worth trying at ``state`` (see the module's contract)."""
    out = list(state.legal_events())
    s = state
    if s.step == OVER:
        out += [line for o in s.owed_lines if o["verb"] in s.after_end for line in _owed_lines(s, o)]
    elif s.step != PLAY:
        out += _setup(s)
    else:
        out += _play(s)
        out += [f"{p} concede" for p in s.players]  # 投了, at any time of play (ruling BP-RULING-CONCEDE)
    if s.step != OVER:
        out += _answers(s)
    return list(dict.fromkeys(out))


# -- views of the position ----------------------------------------------------------------------------------------


def _fork(s: "BlackPokerState") -> "BlackPokerState":
    from ...core.referee import Judge

    probe = s.fork(Judge("<candidates>"))
    probe.follow.branch = True
    return probe


def _settled(s: "BlackPokerState") -> "BlackPokerState":
    """The position a line that is not one of the owed lines meets: those are settled first (rules.py, before)."""
    if not s.owed_lines:
        return s
    v = _fork(s)
    while v.owed_lines:
        v.settle_owed(v.owed_lines.pop(0), None)
    return v


def _taken(s: "BlackPokerState", seat: int) -> "BlackPokerState":
    """The position a request of ``seat`` meets: when the other player holds the chance, they passed (which may
    resolve the top request first)."""
    if s.chance == seat:
        return s
    v = _fork(s)
    v.take_chance(seat)
    return v


def _chain(s: "BlackPokerState") -> list["BlackPokerState"]:
    """The positions the phase chain reaches when the top requests resolve without passes written (a line that
    records a resolution stands for them): only from a position that owes no line."""
    out: list["BlackPokerState"] = []
    if s.owed_lines or not s.stage:
        return out
    v = s
    for _unused in range(5):
        if v.step != PLAY or not v.stage or v.stage[-1].action.verb not in _CHAIN:
            break
        v = _fork(v)
        v.passed = set()
        v.resolve(v.stage[-1])
        out.append(v)
        if v.owed_lines:
            break
    return out


# -- the set-up ---------------------------------------------------------------------------------------------------


def _setup(s: "BlackPokerState") -> list[str]:
    P = s.players
    out: list[str] = []
    if s.step == DEAL:
        for i in (0, 1):
            if not s.dealt[i]:
                out += _unseen(f"{P[i]} draw", OPENING_HAND)
    elif s.step == PRESET:
        out += [f"{P[i]} preset ?? ??" for i in (0, 1) if not s.preset_done[i]]
    elif s.step == FIRST:
        out += [f"{P[i]} flip ??" for i in (0, 1) if s.flips[i] is False]
    elif s.step == FIRST_DRAW:
        seats = (s.first,) if s.first >= 0 else (0, 1)  # flips unseen: who draws shows who goes first
        for i in seats:
            out += _unseen(f"{P[i]} draw", 1)
        if s.unseen_tie():  # the unseen round may have been a tie: both flip again
            out += [f"{P[i]} flip ??" for i in (0, 1)]
    return out  # (no pass: nobody holds the chance during the set-up, BP-FLOW-CHANCE)


def _unseen(head: str, n: int) -> list[str]:
    """``n`` unseen cards: one ``??`` each, and as ``??*N``."""
    return [head + " ??" * n, f"{head} ??*{n}"]


def _answers(s: "BlackPokerState") -> list[str]:
    out = []
    for i, p in enumerate(s.players):
        life = s.life_count(i)
        out.append(f"{p} answer life {'??' if life is None else life if life < 10 else '10+'}")
        out.append(f"{p} answer hand {len(s.sides[i].hand)}")
    return out


# -- play ---------------------------------------------------------------------------------------------------------


def _play(s: "BlackPokerState") -> list[str]:
    out: list[str] = []
    for o in _owed_order(s):  # the owed lines, in any order
        out += _owed_lines(s, o)
    for v in _chain(s):  # a line recording a resolution the phase chain reaches
        out += _records(v)
        for o in v.owed_lines:
            out += _owed_lines(v, o)
    v = _settled(s)
    if v.step != PLAY:
        return out
    out += _records(v)
    for seat in (v.chance, 1 - v.chance):
        out.append(f"{v.players[seat]} pass")
    for seat in (v.chance, 1 - v.chance):
        w = _taken(v, seat)
        if w.step != PLAY:
            continue
        if w is not v:
            out += _records(w)
        out += _requests(w, seat)
    return out


def _owed_order(s: "BlackPokerState") -> list[dict[str, Any]]:
    return sorted(s.owed_lines, key=lambda o: (o["verb"] == "generation" and o["seat"] != s.turn_seat,
                                               s.owed_lines.index(o)))


def _owed_lines(s: "BlackPokerState", o: dict[str, Any]) -> list[str]:
    who = s.players[o["seat"]]
    verb = o["verb"]
    side = s.sides[o["seat"]]
    if verb == "discard":
        return _cards_of(f"{who} discard", side, o["n"])
    if verb == "generation":  # milled until a Joker, A, J, Q or K: as many cards as the life may hold
        return [f"{who} generation" + " ??" * n for n in range(1, _life_size(s, o["seat"]) + 1)]
    if verb == "reveal":
        walls = side.bulwarks
        places = {o["place"]}
        if o["bulwark"] in walls:
            places.add(walls.index(o["bulwark"]))
        cards = [spell(o["done"]), "??"] if "done" in o else ["??"]
        return [f"{who} reveal B{i + 1} {card}" for i in sorted(places) for card in cards]
    return [f"{who} top ??"]


def _life_size(s: "BlackPokerState", seat: int) -> int:
    """How many cards the life may hold: its count, or (a deck of unknown size) the deck's cards not seen elsewhere."""
    n = s.life_count(seat)
    if n is not None:
        return max(n, 1)
    side = s.sides[seat]
    domain = s.ledger.cards_of.get(side.life.name, ())
    return max(1, min(len([g for g in domain if g not in s.ledger.where]), 54))


def _cards_of(head: str, side: Any, n: int) -> list[str]:
    """``n`` cards of a hand: unseen (``??``, whatever the hand holds), and each set of its known cards (unless
    there are too many sets)."""
    known = sorted(side.hand.known)
    out = [head + " ??" * n, f"{head} ??*{n}"]
    if _count(len(known), n) <= _LIMIT:
        out += [head + "".join(f" {spell(c)}" for c in cards) for cards in combinations(known, n)]
    return out


def _count(n: int, k: int) -> int:
    return comb(n, k) if 0 <= k <= n else 0


def _word(card: int | None) -> str:
    return "??" if card is None else spell(card)


def _records(s: "BlackPokerState") -> list[str]:
    """The lines that record the top request's resolution: ドロー's cards, ブロック's blockers."""
    top = s.stage[-1] if s.stage else None
    if top is None:
        return []
    who = s.players[top.seat]
    if top.action.verb == "drawing":
        out: list[str] = []
        for n in sorted({s.draw_size(top.seat), 1, 2}):
            out += _unseen(f"{who} draw", n)
        return out
    if top.action.verb == "blocking":
        return _blocks(s, top.seat)
    return []


def _blocks(s: "BlackPokerState", seat: int) -> list[str]:
    """ブロック: each charged character or bulwark blocks one attacker, or none (several may block one attacker)."""
    who = s.players[seat]
    attackers = [u.name for u in s.attack["attackers"] if u in s.sides[1 - seat].units and _named(u)]
    blockers = [u.name for u in s.sides[seat].units if not u.driven and _named(u)]
    blockers += [f"B{i + 1}" for i, b in enumerate(s.sides[seat].bulwarks) if not b.driven]
    out = [f"{who} block"]
    if not attackers:
        return out
    if (len(attackers) + 1) ** len(blockers) <= _LIMIT:
        for choice in product([None, *attackers], repeat=len(blockers)):
            pairs = [f"{b}>{a}" for b, a in zip(blockers, choice) if a is not None]
            if pairs:
                out.append(f"{who} block " + " ".join(pairs))
        return out
    for b in blockers:  # too many ways: each blocker alone, and two blockers
        out += [f"{who} block {b}>{a}" for a in attackers]
    for b1, b2 in combinations(blockers, 2):
        out += [f"{who} block {b1}>{a1} {b2}>{a2}" for a1 in attackers for a2 in attackers]
    return out


# -- requests -----------------------------------------------------------------------------------------------------


def _named(u: Unit) -> bool:
    """Can a line name this character (the log has seen its first card)?"""
    return u.cards[0] is not None


def _requests(s: "BlackPokerState", seat: int) -> list[str]:
    """The requests ``seat`` may make at ``s`` (the chance is theirs): each action of the format at its timing, with
    its keycards, targets and cost."""
    out: list[str] = []
    who = s.players[seat]
    main = seat == s.turn_seat and not s.stage
    if s.frame == "pack" and not s.pack_opened[seat]:
        out.append(f"{who} open ??")
    for verb in REQUESTS:
        action = BY_VERB[verb]
        if not in_format(action, s.format) or action.timing == MAIN and not main:
            continue
        if verb == "quick" and seat == s.turn_seat:
            continue
        out += _request(s, seat, verb)
    return out


def _request(s: "BlackPokerState", seat: int, verb: str) -> list[str]:
    who = s.players[seat]
    if verb == "end":
        return [f"{who} end"]
    if verb == "attack":
        return _attacks(s, seat)
    action = BY_VERB[verb]
    out: list[str] = []
    for keys in _keysets(s, seat, action.keys):
        head = f"{who} {verb} " + " ".join(_word(k) for k in keys)
        # known keycards: not every way to write the target and the cost is spelt out again
        short = None not in keys
        if verb in ("recruit", "bj"):  # the cards turned over: after the keycards, or after the cost
            for cost in _costs(s, seat, verb, short):
                for flipped in _flipped(s, seat, verb):
                    out += [f"{head}{flipped}{cost}", f"{head}{cost}{flipped}"] if flipped else [f"{head}{cost}"]
            continue
        targets = _targets(s, seat, verb, keys)
        if short:
            targets = [t for t in targets if _owned(t, s.players)]
        out += [f"{head}{target}{cost}" for target in targets for cost in _costs(s, seat, verb, short)]
    return out


def _owned(target: str, players: list[str]) -> bool:
    """Does every character, bulwark or request the target words name come with its owner?"""
    words = target.split()
    return all(words[i + 1] in players for i, w in enumerate(words[:-1]) if w in ("->", "to"))


def _attacks(s: "BlackPokerState", seat: int) -> list[str]:
    """アタック: the attackers in any order (in the field's order only when there are many), or none."""
    who = s.players[seat]
    able = [u.name for u in s.sides[seat].units if not u.driven and (u.entered < s.turn_no or u.haste()) and _named(u)]
    out = [f"{who} attack"]
    ways = sum(_count(len(able), n) * factorial(n) for n in range(1, len(able) + 1))
    for n in range(1, len(able) + 1):
        for group in combinations(able, n):
            orders = permutations(group) if ways <= _LIMIT else [group]
            out += [f"{who} attack " + " ".join(g) for g in orders]
    return out


def _keysets(s: "BlackPokerState", seat: int, pattern: str) -> list[tuple[int | None, ...]]:
    """The keycards ``seat`` may put out for ``pattern``: each set of the hand's known cards that fits (in the
    catalogue's order: by suit ♠♡♢♣, then number), and the set of unseen ones (``??``: whatever the hand holds),
    which stands for every other set and order."""
    hand = s.sides[seat].hand
    known = sorted(hand.known)
    if pattern == "":
        return [()]
    if pattern == "RSF":  # A, 10, J, Q, K of one suit
        n = 5
        sets = [tuple(cards) for cards in _rsf_suits(known) if None not in cards]
    else:
        n = 2 if "+" in pattern or pattern in ("pair-suit", "pair-number", "SS", "HH", "DD", "CC") else 1
        sets = [keys for keys in combinations(known, n) if key_fits(pattern, [face(c) for c in keys]) is True]
    return [*sets, (None,) * n] if len(hand) >= n else sets  # (unseen keycards are cards the hand holds: BP-ZONE-HAND)


def _rsf_suits(known: list[int]) -> list[list[int | None]]:
    out = []
    for st in ("S", "H", "D", "C"):
        cards: list[int | None] = []
        for r in (1, 10, 11, 12, 13):
            cards.append(next((c for c in known if suit(c) == st and rank(c) == r), None))
        if any(c is not None for c in cards):
            out.append(cards)
    return out


def _targets(s: "BlackPokerState", seat: int, verb: str, keys: tuple[int | None, ...]) -> list[str]:
    """The target words (with what follows them: a mode, a graveyard card) ``verb`` may name."""
    P = s.players
    action = BY_VERB[verb]
    side = s.sides[seat]
    if verb == "refill":
        return ["", " 1", " 2"]
    if verb == "quick":
        return ["", " bulwark"]
    if verb == "search":  # the card taken from the life
        return ["", " ??"]
    if verb == "reunion":  # the graveyard card taken
        return ["", " ??"] if len(side.grave) else [""]
    if verb == "retarget":
        return _retargets(s, seat)
    kind = action.target
    if not kind:
        return [""]
    if kind == "player":
        return [f" -> {P[o]}" for o in (1 - seat, seat)]
    if kind == "request":
        out = []
        for r in reversed(s.stage):
            if verb == "truce" and r.action.verb != "judge":
                continue
            out += _request_words(s, seat, r)
        return out
    words = []
    if kind in ("unit", "own-unit", "bulwark"):
        words += _bulwark_words(s, seat, own=kind == "own-unit")
    if kind != "bulwark":
        words += _unit_words(s, seat, kind, keys)
    if verb in ("twist", "reverse"):
        return [w + m for w in words for m in ("", " charge", " drive")]
    if verb == "reanimate":  # the graveyard card that enters
        return [w + g for w in words for g in ("", " ??")]
    return words


def _unit_words(s: "BlackPokerState", seat: int, kind: str, keys: tuple[int | None, ...]) -> list[str]:
    """A character by its first card, with its owner and (when the word alone names it) without; 装備 only onto
    the requester's soldiers of the keycard's suit."""
    P = s.players
    out = []
    for o in (seat, 1 - seat):
        if kind.startswith("own") and o != seat:
            continue
        for u in s.sides[o].units:
            if not _named(u):
                continue
            if kind == "own-soldier" and keys and keys[0] is not None and suit(u.cards[0]) != suit(keys[0]):
                continue
            out.append(f" -> {P[o]} {u.name}")
            mine = any(x.name == u.name for x in s.sides[seat].units if _named(x))
            if o == seat or not mine:  # the word alone names the actor's character first
                out.append(f" -> {u.name}")
    return out


def _bulwark_words(s: "BlackPokerState", seat: int, own: bool) -> list[str]:
    """A bulwark by its place (``B1`` nearest the life), with its owner and (when the word alone names it)
    without."""
    P = s.players
    out = []
    for o in (seat, 1 - seat):
        if own and o != seat:
            continue
        for i in range(len(s.sides[o].bulwarks)):
            out.append(f" -> {P[o]} B{i + 1}")
            if o == seat or i >= len(s.sides[seat].bulwarks):
                out.append(f" -> B{i + 1}")
    return out


def _request_words(s: "BlackPokerState", seat: int, r: Any) -> list[str]:
    """A request on the stage by its keycards or its verb, with its owner and without."""
    who = s.players[r.seat]
    names = [spell(k) for k in r.keys if isinstance(k, int)] + [r.action.verb]
    return [w for n in names for w in (f" -> {n}", f" -> {who} {n}")]


def _retargets(s: "BlackPokerState", seat: int) -> list[str]:
    """対象変更: a request on the stage with a character or bulwark for its target, and the new one."""
    out = []
    for r in reversed(s.stage):
        kind = r.action.target
        if kind not in ("soldier", "own-soldier", "unit", "own-unit", "bulwark"):
            continue
        news = []
        if kind in ("unit", "own-unit", "bulwark"):
            news += _bulwark_words(s, r.seat, own=kind == "own-unit")
        if kind != "bulwark":
            news += _unit_words(s, r.seat, kind, tuple(k if isinstance(k, int) else None for k in r.keys[:1]))
        for old in _request_words(s, seat, r):
            out += [f"{old} to{new[3:]}" for new in news]
    return out


def _flipped(s: "BlackPokerState", seat: int, verb: str) -> list[str]:
    """徴募's and B・J's cards turned over from the life, unseen (B・J stops when the player stands or busts)."""
    life = _life_size(s, seat) if len(s.sides[seat].life) else 0
    if verb == "recruit":
        return ["", " ??" * min(4, life)] if life else [""]
    return ["", *(" ??" * n for n in range(1, min(life, 12) + 1))]


def _costs(s: "BlackPokerState", seat: int, verb: str, short: bool = False) -> list[str]:
    """The cost words: the cost due (or the catalogue's, which the 魔術士's waiver leaves payable), bare or with
    its choices (``B:n`` the charged bulwarks driven, ``L:??`` the card the damage shows, ``D:??`` the card
    discarded); ``short``: bare only."""
    action = BY_VERB[verb]
    due = s.due_cost(action, seat)
    out: list[str] = []
    charged = [f"B:{i + 1}" for i, b in enumerate(s.sides[seat].bulwarks) if not b.driven]
    for letters in dict.fromkeys((due, action.cost)):
        if not letters:
            out.append("")
            continue
        nb = letters.count("B")
        bs: list[list[str]] = [[]] + [list(c) for c in combinations(charged, nb)] if nb else [[]]
        ls: list[list[str]] = [[], ["L:??"]] if "L" in letters else [[]]
        ds: list[list[str]] = [[], ["D:??"]] if "D" in letters else [[]]
        if short:
            out.append(f" ${letters}")
            continue
        for b, life, d in product(bs, ls, ds):
            out.append(" " + " ".join([f"${letters}", *b, *life, *d]))
    return out


__all__ = ["candidate_events"]
