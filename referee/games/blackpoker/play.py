"""BlackPoker's random play: random legal games, played through the engine's own move listing.

The generator never decides what is legal: after every event it asks the state for ``legal_events()`` and
picks one. What it does decide is chance: each player's deck is shuffled (エントリー16: the fixed 16 cards),
and wherever the listing shows a card from the life as ``??`` (a draw, the プリセット, a flip, 世代交代, a
bulwark turned over, the card shown on top of the graveyard) the generator writes the card its shuffled
life holds there. It also adds the card an $L cost shows (``L:card``). A :class:`BpPolicy` says which legal
event it prefers (attack often or never, pass often, answer with quick actions …), so that unusual games
turn up too ("swarm testing").

:meth:`BpGameRecord.text` is the game with every card known; :meth:`BpGameRecord.observer_text` masks what a
spectator does not see (hands, draws, face-down bulwarks).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ...core.play import Chooser, play_out, start_game, written
from ...core.play import random_game as _random_game
from .rules import BlackPokerState
from ...core import cards as C
from .zones import ENTRY16, FULL, rank, spell

MAX_EVENTS = 3_000  # a game of 16-card lives has a few hundred events at most
HIGH = (0, 1, 11, 12, 13)
#: the actions a game meets seldom (their keycards or costs are hard to gather): a policy may seek them
RARE = frozenset({"magician", "spear", "refill", "reanimate", "handes", "return", "search", "quick", "kill", "reunion",
                  "truce", "retarget", "reverse", "rain", "force", "recruit", "ambush", "bj", "rsf"})


@dataclass(frozen=True)
class BpPolicy:
    """Per-game preferences among legal events (never a legality rule), in percent."""

    passive: int = 40  # pass when something else is possible
    attack: int = 60  # attack when an attack is listed
    answer: int = 30  # answer a request with a quick action
    end: int = 20  # end the turn early when other main actions are listed
    rare: int = 0  # take one of the rarer actions (スタンダード and beyond) whenever one is listed

    @classmethod
    def draw(cls, ch: Chooser) -> "BpPolicy":
        return cls(passive=ch.pick((5, 40, 80)), attack=ch.pick((0, 60, 95)), answer=ch.pick((0, 30, 70)),
                   end=ch.pick((5, 20, 60)), rare=ch.pick((0, 0, 60)))

    def prefer(self, s: BlackPokerState, legal: list[str], ch: Chooser) -> list[str]:
        verbs = {line.split()[1] for line in legal}
        rare = [e for e in legal if e.split()[1] in RARE]
        if rare and ch.percent(self.rare):
            return rare
        draws = [e for e in legal if e.split()[1] == "draw"]
        if draws:  # ドロー resolves with its cards written (passes would draw them unseen), or is answered first
            answers = [e for e in legal if e.split()[1] not in ("draw", "pass")]
            return answers if answers and ch.percent(self.answer // 2) else draws
        if "pass" in verbs and len(verbs) > 1:
            passes = [e for e in legal if e.split()[1] == "pass"]
            others = [e for e in legal if e.split()[1] != "pass"]
            if s.stage and s.chance != s.stage[-1].seat:
                return others if ch.percent(self.answer) else passes
            if ch.percent(self.passive) and s.stage:
                return passes
            if not s.stage and s.chance == s.turn_seat:
                others = [e for e in others if e.split()[1] != "pass"] or others  # the turn goes on by acting
            if "attack" in verbs and ch.percent(self.attack):
                return [e for e in legal if e.split()[1] == "attack"]
            ends = [e for e in legal if e.split()[1] == "end"]
            if ends and ch.percent(self.end):
                return ends
            rest = [e for e in others if e.split()[1] not in ("end", "attack")] or others
            return rest
        return legal


@dataclass
class BpGameRecord:
    players: tuple[str, str]
    decks: tuple[list[int], list[int]]  # each life, top first, as shuffled
    events: list[str] = field(default_factory=list)
    hidden: list[str] = field(default_factory=list)  # each event as a spectator writes it
    result: Any = None
    format: str = "light"
    frame: str = "entry16"

    def head(self) -> str:
        deck = f"deck: {len(self.decks[0])}\n" if self.frame != "entry16" else ""
        return (f"game: blackpoker\nplayers: {' '.join(self.players)}\nformat: {self.format}\nframe: {self.frame}\n"
                + deck)

    def text(self) -> str:
        return self.head() + "".join(e + "\n" for e in self.events)

    def observer_text(self) -> str:
        return self.head() + "".join(e + "\n" for e in self.hidden)

    def claim_lines(self) -> list[str]:
        if self.result is None or not self.result.winners:
            return []
        return [f"claim winner: {self.result.winners[0]}"]


def _mask(line: str) -> str:
    """What a spectator writes: a hand's cards and a face-down bulwark's card are unseen."""
    w = line.split()
    if len(w) > 2 and w[1] == "draw":
        return " ".join(w[:2] + ["??"] * (len(w) - 2))
    if len(w) == 4 and w[1] == "preset":
        return " ".join([w[0], w[1], "??", w[3]])
    if len(w) > 2 and w[1] == "bulwark":
        return " ".join([w[0], w[1], "??"] + w[3:])
    return line


class _Table:
    """The generator's own knowledge of each life (what chance dealt), kept in step with the engine."""

    def __init__(self, decks: tuple[list[int], list[int]]) -> None:
        self.life = [list(decks[0]), list(decks[1])]
        self.milled: dict[int, int] = {}
        self.graves: dict[int, int] = {}

    def fill(self, s: BlackPokerState, line: str, ch: Chooser) -> str:
        w = line.split()
        seat = s.players.index(w[0])
        life = self.life[seat]
        verb = w[1]
        if verb in ("draw", "preset", "flip") and "??" in line or verb == "draw" and any(x.startswith("??*") for x in w):
            out = w[:2]
            for x in w[2:]:
                n = int(x[3:]) if x.startswith("??*") else 1 if x == "??" else 0
                if n == 0:
                    out.append(x)
                for _ in range(n):
                    out.append(spell(life.pop(0)) if life else "??")
            return " ".join(out)
        if verb == "search" and w[-1] == "??" and life:  # any card of the life, shown; the life is shuffled
            c = life.pop(ch.below(len(life)))
            for i in range(len(life) - 1, 0, -1):
                j = ch.below(i + 1)
                life[i], life[j] = life[j], life[i]
            return " ".join(w[:-1] + [spell(c)])
        if verb == "recruit" and w[-1] == "??":
            keys = [C.SPELLINGS[x] for x in w[2:4]]
            total = sum(rank(k) or 0 for k in keys)
            top = life[:4]
            del life[:4]
            life.extend(c for c in top if (rank(c) or 0) > total)  # the rest go under the life
            return " ".join(w[:-1] + [spell(c) for c in top])
        if verb == "bj" and w[-1] == "??":
            flipped, total, aces = [], 0, 0
            while life:
                c = life.pop(0)
                flipped.append(c)
                r = rank(c) or 0
                total, aces = (total + 11, aces + 1) if r == 1 else (total + (10 if r >= 11 else r), aces)
                while total >= 22 and aces:
                    total, aces = total - 10, aces - 1
                if total >= 22 or total >= 17 or ch.percent(30):
                    break
            return " ".join(w[:-1] + [spell(c) for c in flipped])
        if verb == "generation":
            milled = []
            while life:
                c = life.pop(0)
                milled.append(spell(c))
                if rank(c) in HIGH:
                    break
            return " ".join(w[:2] + (milled or ["??"]))
        if verb == "reveal" and w[3] == "??":
            i = int(w[2][1:]) - 1
            b = s.sides[seat].bulwarks[i] if i < len(s.sides[seat].bulwarks) else None
            card = b.card() if b is not None else None
            return " ".join(w[:3] + [spell(card) if card is not None else "??"])
        if verb == "top":
            owed = next((o for o in s.owed_lines if o["verb"] == "top" and o["seat"] == seat), None)
            shown = self.milled.pop(seat, None)
            if owed is not None and owed.get("optional"):  # several cards at once (keycards, a cost): the
                shown = None  # player shows one of them; the generator does not follow which

            return " ".join(w[:2] + [spell(shown) if shown is not None else "??"])
        if "$" in line and "L" in next(x for x in w if x.startswith("$")) and life:
            return line + f" L:{spell(life.pop(0))}"
        return line

    def follow(self, s: BlackPokerState) -> None:
        """Cards the engine moved from a life without a line naming them (damage, a bulwark refilled): the
        generator's lives follow. The card a damage put on top of the graveyard is kept for the top line, which
        may come several lines later (a cost's damage, then passes, then the resolution); a card that left the
        life for somewhere else (a bulwark) leaves it there, and anything else put in the graveyard hides it."""
        for seat in (0, 1):
            n = s.life_count(seat)
            life = self.life[seat]
            grave = len(s.sides[seat].grave)
            grew = grave - self.graves.get(seat, 0)
            self.graves[seat] = grave
            if n is not None and len(life) > n:
                gone = life[: len(life) - n]
                del life[: len(life) - n]
                if grew > 0:
                    self.milled[seat] = gone[min(grew, len(gone)) - 1]
            elif grew > 0:
                self.milled.pop(seat, None)



def play(ch: Chooser, *, players: tuple[str, str] = ("Aki", "Ben"), policy: BpPolicy | None = None,
         on_step: Callable[[BlackPokerState, str | None], None] | None = None, fmt: str = "light",
         frame: str = "entry16", deck_size: int = 24) -> BpGameRecord:
    """One random legal game: by default ライト with the エントリー16 frame; with ``frame="free"`` each deck is
    ``deck_size`` cards drawn from the 54 (one or both Jokers may be among them) and the rulebook's start is played.
    ``on_step(state, line)`` is called after the header (``line`` None) and after every event."""
    policy = policy or BpPolicy()
    decks: list[list[int]] = []
    for _ in range(2):
        if frame == "entry16":
            deck = list(ENTRY16)
        else:
            pool = list(FULL)  # both Jokers may be among them
            deck = [pool.pop(ch.below(len(pool))) for _ in range(deck_size)]
        for i in range(len(deck) - 1, 0, -1):  # Fisher–Yates with the chooser's choices
            j = ch.below(i + 1)
            deck[i], deck[j] = deck[j], deck[i]
        decks.append(deck)
    rec = BpGameRecord(players, (decks[0], decks[1]), format=fmt, frame=frame)
    table = _Table(rec.decks)
    judge, state = start_game(rec.head(), BlackPokerState, "the header")
    if on_step is not None:
        on_step(state, None)
    def after(state: BlackPokerState, line: str) -> None:
        rec.hidden.append(_mask(line))
        table.follow(state)

    play_out(state, judge, rec, lambda state, legal: table.fill(state, ch.pick(policy.prefer(state, legal, ch)), ch),
             max_events=MAX_EVENTS, lineno=4, after=after, on_step=on_step)
    rec.result = state.result()
    return rec


def random_game(rng: random.Random, **kw: Any) -> BpGameRecord:
    """One random legal game, every choice drawn from ``rng`` (policy included unless given)."""
    return _random_game(play, rng, **kw)


def drawn_game(ch: Chooser, *, swarm: bool = True, formats: bool = True) -> BpGameRecord:
    """A game whose every choice comes from ``ch``, its policy included when ``swarm``; with ``formats``, one game in
    two is of another format (スタンダード, プロ or マスター) without a frame."""
    policy = BpPolicy.draw(ch) if swarm else BpPolicy()
    if formats and ch.percent(50):
        return play(ch, policy=policy, fmt=ch.pick(("standard", "pro", "master")), frame="free",
                    deck_size=ch.pick((20, 24, 30)))
    return play(ch, policy=policy)


def random_log(rng: random.Random, observer: bool = False) -> str:
    return written(random_game(rng), observer)


__all__ = ["BpPolicy", "BpGameRecord", "play", "random_game", "drawn_game", "random_log"]
