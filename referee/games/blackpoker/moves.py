"""The legal next events of a BlackPoker position (the console's ``legal``, and random play).

Cards that come from the life are listed as ``??`` (the life's order is chance: whoever plays the game fills
them in); everything else is listed in full from the position, for the player who holds the chance (and the
lines owed by the last resolution, which come first).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from .actions import key_fits
from .catalogue import BY_VERB, MAIN, UNCOUNTERABLE, in_format
from .setup import DEAL, FIRST, FIRST_DRAW, OPENING_HAND, OVER, PRESET
from .zones import face, rank, spell

if TYPE_CHECKING:
    from .rules import BlackPokerState


def _named(u) -> bool:  # noqa: ANN001
    """Can a line name this character (the log has seen its first card)?"""
    return u.cards[0] is not None


def _hand(s: "BlackPokerState", seat: int) -> list[int]:
    return sorted(s.sides[seat].hand.known)


def legal_events(s: "BlackPokerState") -> list[str]:
    if s.step == OVER:
        return []
    P = s.players
    if s.step == DEAL:
        return [f"{P[i]} draw ??*{OPENING_HAND}" for i in (0, 1) if not s.dealt[i]]
    if s.step == PRESET:
        return [f"{P[i]} preset ?? ??" for i in (0, 1) if not s.preset_done[i]]
    if s.step == FIRST:
        return [f"{P[i]} flip ??" for i in (0, 1) if s.flips[i] is False]
    if s.step == FIRST_DRAW:
        return [f"{P[s.first if s.first >= 0 else 0]} draw ??"]
    if s.owed_lines:
        return _owed(s)
    out: list[str] = []
    seat = s.chance
    top = s.stage[-1] if s.stage else None
    if top is not None and top.action.verb == "blocking":
        out += _blocks(s, top.seat)
    if top is not None and top.action.verb == "drawing":
        n = s.draw_size(top.seat)
        out.append(f"{P[top.seat]} draw " + " ".join(["??"] * n))
    out.append(f"{P[seat]} pass")
    for verb in ("up", "down", "twist", "counter", "return", "end", "attack", "bulwark", "soldier", "hero", "ace",
                 "magician", "equip", "break", "throw", "spear", "refill", "reanimate", "handes", "search",
                 "quick", "kill", "reunion", "truce", "retarget", "reverse", "rain", "force", "recruit", "ambush", "bj", "rsf"):
        action = BY_VERB[verb]
        if not in_format(action, s.format):
            continue
        if verb == "quick" and seat == s.turn_seat:
            continue
        if action.timing == MAIN and (seat != s.turn_seat or s.stage):
            continue
        out += _requests(s, seat, verb)
    return out


def _owed(s: "BlackPokerState") -> list[str]:
    # 世代交代 player by player from the turn player (BP-FLOW-TRIGGER-ORDER); the other lines as they came
    owed = min(s.owed_lines, key=lambda o: (o["verb"] == "generation" and o["seat"] != s.turn_seat,
                                            s.owed_lines.index(o)))
    who = s.players[owed["seat"]]
    verb = owed["verb"]
    if verb == "discard":  # each set of the hand's known cards, and (a hand with cards unseen) unseen ones
        out = [f"{who} discard " + " ".join(spell(c) for c in combo)
               for combo in combinations(_hand(s, owed["seat"]), owed["n"])]
        if s.sides[owed["seat"]].hand.hidden:
            out.append(f"{who} discard " + " ".join(["??"] * owed["n"]))
        return out
    if verb == "generation":
        return [f"{who} generation ??"]
    if verb == "reveal":  # its place now: the bulwarks beyond one that left have closed up (BP-BULWARK-PLACE)
        walls = s.sides[owed["seat"]].bulwarks
        place = walls.index(owed["bulwark"]) if owed["bulwark"] in walls else owed["place"]
        return [f"{who} reveal B{place + 1} {spell(owed['done']) if 'done' in owed else '??'}"]
    return [f"{who} top ??"]


def _blocks(s: "BlackPokerState", seat: int) -> list[str]:
    """ブロック: no block, or each attacker blocked by one charged character or bulwark (a blocker blocks once)."""
    who = s.players[seat]
    attackers = [u for u in s.attack["attackers"] if u in s.sides[1 - seat].units and _named(u)]
    units = [u.name for u in s.sides[seat].units if not u.driven and _named(u)]
    walls = [f"B{i + 1}" for i, b in enumerate(s.sides[seat].bulwarks) if not b.driven]
    blockers = units + walls
    out = [f"{who} block"]
    for att in attackers:
        for b in blockers:
            out.append(f"{who} block {b}>{att.name}")
    if len(attackers) >= 2 and len(blockers) >= 2:
        out.append(f"{who} block {blockers[0]}>{attackers[0].name} {blockers[1]}>{attackers[1].name}")
    return out


def _cost(s: "BlackPokerState", seat: int, verb: str, keys: tuple[int, ...]) -> list[str] | None:
    """How ``seat`` can pay for ``verb`` with ``keys`` out of hand: the cost words, one list per way (None: cannot)."""
    due = s.due_cost(BY_VERB[verb], seat)
    side = s.sides[seat]
    if due.count("B") > sum(not b.driven for b in side.bulwarks):
        return None
    life = s.life_count(seat)
    if "L" in due and life is not None and life < due.count("L"):
        return None
    if not due:
        return [""]
    if "D" in due:
        rest = [c for c in _hand(s, seat) if c not in keys]
        if not rest:
            return None
        return [f" ${due} D:{spell(c)}" for c in rest[:3]]
    return [f" ${due}"]


def _requests(s: "BlackPokerState", seat: int, verb: str) -> list[str]:
    P = s.players
    who = P[seat]
    action = BY_VERB[verb]
    side = s.sides[seat]
    hand = _hand(s, seat)
    out: list[str] = []
    if verb == "end":
        return [f"{who} end"]
    if verb == "attack":
        if s.attacked:
            return []
        able = [u.name for u in side.units if not u.driven and (u.entered < s.turn_no or u.haste()) and _named(u)]
        return [f"{who} attack " + " ".join(c) for n in range(1, len(able) + 1) for c in combinations(able, n)][:8]
    if verb == "bulwark":
        if s.bulwark_placed or (s.life_count(seat) or 0) < 1:
            return []
        return [f"{who} bulwark {spell(c)} $L" for c in hand]
    n = 5 if action.keys == "RSF" else 2 if ("+" in action.keys or action.keys in ("pair-suit", "pair-number", "SS", "HH",
                                                                                "DD", "CC")) else 1
    for keys in combinations(hand, n):
        if key_fits(action.keys, [face(k) for k in keys]) is not True:
            continue
        kw = " ".join(spell(k) for k in keys)
        for target in _targets(s, seat, verb, keys):
            pays = _cost(s, seat, verb, keys)
            if pays is None:
                continue
            for pay in pays:
                out.append(f"{who} {verb} {kw}{target}{pay}")
    return out


def _targets(s: "BlackPokerState", seat: int, verb: str, keys: tuple[int, ...]) -> list[str]:
    P = s.players
    action = BY_VERB[verb]
    if verb == "refill":
        return [" 1", " 2"] if (s.life_count(seat) or 0) >= 2 else [" 1"]
    if verb == "search":
        return [" ??"] if len(s.sides[seat].life) else []
    if verb == "quick":
        return ["", " bulwark"]
    if verb == "reunion":
        return [f" {spell(c)}" for c in sorted(s.sides[seat].grave.known)[:3]]
    if verb == "recruit":
        return [" ??"] if len(s.sides[seat].life) else []
    if verb == "bj":
        return [" ??"] if len(s.sides[seat].life) else []
    if verb == "truce":
        return [f" -> {P[r.seat]} judge" for r in s.stage if r.action.verb == "judge"][-1:]
    if verb == "retarget":
        out = []
        for r in s.stage:
            if isinstance(r.target, type(None)) or r.action.target not in ("soldier", "unit"):
                continue
            k = r.keys[0] if r.keys else None
            if not isinstance(k, int):
                continue
            for o in (0, 1):
                for u in s.sides[o].units:
                    if u is not r.target and _named(u):
                        out.append(f" -> {P[r.seat]} {spell(k)} to {P[o]} {u.name}")
        return out[:4]
    if not action.target:
        return [""]
    if action.target == "player":
        return [f" -> {P[1 - seat]}"]
    out = []
    if action.target == "request":
        mine = rank(keys[0])
        for r in s.stage:
            if r.action.verb in UNCOUNTERABLE:
                continue
            if len(r.keys) == 2 or (len(r.keys) == 1 and (r.number() or 0) <= (mine or 0)):
                k = r.keys[0]
                out.append(f" -> {P[r.seat]} {spell(k)}" if isinstance(k, int) else f" -> {P[r.seat]} {r.action.verb}")
        return out
    if action.target == "unit" and verb == "reverse":
        out = [f" -> {P[o]} B{i + 1}" for o in (0, 1) for i in range(len(s.sides[o].bulwarks))]
        return out + [f" -> {P[o]} {u.name}" for o in (0, 1) for u in s.sides[o].units if _named(u)]
    if action.target == "bulwark":
        return [f" -> {P[o]} B{i + 1}" for o in (0, 1) for i in range(len(s.sides[o].bulwarks))]
    for o in (0, 1):
        for u in s.sides[o].units:
            if not _named(u):
                continue
            if action.target in ("own-unit", "own-soldier") and o != seat:
                continue
            if action.target == "own-soldier" and (u.cards[0] is None or u.cards[0] % 64 // 13 != keys[0] % 64 // 13
                                                   or rank(u.cards[0]) == 0):
                continue
            if verb == "return" and u.driven:
                continue
            word = f" -> {P[o]} {u.name}"
            if verb == "twist":
                out.append(word + (" charge" if u.driven else " drive"))
            elif verb == "reanimate":
                grave = sorted(s.sides[seat].grave.known)
                out += [word + f" {spell(c)}" for c in grave[:2]]
            else:
                out.append(word)
    return out
