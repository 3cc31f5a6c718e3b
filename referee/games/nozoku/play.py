"""ノゾクダイス's random play: random legal games, played through the engine's own move listing.

Like the other games' ``play`` modules, the
generator never decides what is legal. It writes the set-up (each player's first dice rolled, the
rest rolled into the centre), rolls the dice that chance decides (the start player's reroll of the
centre: :meth:`NozokuState.reroll_due` says which dice), and otherwise picks one of
``state.legal_events()`` with a :class:`~referee.core.play.Chooser` (a ``random.Random`` for
the benchmark corpus, Hypothesis draws for the property tests). A reroll *action* is listed face by
face, so picking one of its six events is the roll.

:meth:`NzGameRecord.text` writes the canonical log; ``human=True`` adds what a person at the table
would: a comment before each round, a comment on every ノゾクアクション, and the Japanese alias of one
verb chosen per game.

With a game set that deals the hands (``gameset="dealt"``: ``[hand]`` in the set) the generator shuffles
the shared deck and writes each hand dealt (``table deal Aki A C C F``); the game is then played with full
information, and :meth:`NzGameRecord.observer_text` writes what an observer sees: every hand dealt face
down (``table deal Aki ??*4``), the cards known only once played or shown.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .gameset import find
from .rules import NozokuState
from ...core.play import Chooser, play_out, start_game, written
from ...core.play import random_game as _random_game

PLAYERS = ("Aki", "Ben", "Chika", "Dai")
MAX_EVENTS = 3_000  # a legal game has a few hundred events at most
#: verb -> the Japanese alias the notation accepts (referee/games/nozoku/rules.py VERBS)
ALIASES = {"play": "出す", "main": "メイン", "sub": "サブ", "nozoku": "ノゾク", "pass": "パス", "reroll": "振り直し",
           "names": "宣言", "take": "取る", "cannot": "公開"}


@dataclass(frozen=True)
class NzPolicy:
    """Per-game preferences among legal events (never a legality rule).

    ``peek``: percent of the chances to peek that are taken; ``best_name``: percent of players who name
    their best number at the end (the others name any number).
    """

    peek: int = 60
    best_name: int = 80

    @classmethod
    def draw(cls, ch: Chooser) -> "NzPolicy":
        return cls(peek=ch.pick((0, 30, 60, 100)), best_name=ch.pick((0, 80, 100)))

    def prefer(self, state: NozokuState, legal: list[str], ch: Chooser) -> list[str]:
        verbs = {e.split()[1] for e in legal}
        if "pass" in verbs and "nozoku" in verbs:
            passes = [e for e in legal if e.endswith(" pass")]
            peeks = [e for e in legal if " nozoku " in e]
            return peeks if ch.percent(self.peek) else passes
        if verbs == {"names"} and ch.percent(self.best_name):
            who = legal[0].split()[0]
            p = state.players.index(who)
            tops = [d.top for d in state.owned(p)]
            best = max(range(1, 7), key=lambda f: (f * tops.count(f), f))
            return [f"{who} names {best}"]
        return legal


@dataclass
class NzGameRecord:
    players: tuple[str, ...]
    setup: list[str]
    policy: NzPolicy = field(default_factory=NzPolicy)
    alias: str = ""  # the verb written with its Japanese alias in the human text
    events: list[str] = field(default_factory=list)
    result: Any = None
    ending: str = ""
    rounds: int = 0
    gameset: str = "default"

    def header_lines(self) -> list[str]:
        return ["game: nozoku", "players: " + " ".join(self.players), f"gameset: {self.gameset}"]

    def lines(self) -> list[str]:
        return self.header_lines() + self.setup + self.events

    def observer_setup(self) -> list[str]:
        """The set-up as an observer writes it: every hand dealt face down."""
        out = []
        for line in self.setup:
            toks = line.split()
            out.append(" ".join(toks[:3] + [f"??*{len(toks) - 3}"]) if toks[:2] == ["table", "deal"] else line)
        return out

    def observer_text(self) -> str:
        """The game seen by an observer: the hands are unknown until their cards are played or shown."""
        return "\n".join(["view: observer"] + self.header_lines() + self.observer_setup() + self.events) + "\n"

    def text(self, human: bool = False) -> str:
        if not human:
            return "\n".join(self.lines()) + "\n"
        out = ["# ノゾクダイス, a generated game"] + self.header_lines() + self.setup
        rnd = 0
        for line in self.events:
            toks = line.split()
            if toks[:2] == ["table", "start"]:
                rnd += 1
                out.append(f"\n# round {rnd}")
            if toks[1] == self.alias:
                toks[1] = ALIASES[self.alias]
            text = " ".join(toks)
            if toks[1] in ("nozoku", ALIASES["nozoku"]):
                text += "   # peeked"
            out.append(text)
        return "\n".join(out) + "\n"

    def claim_lines(self) -> list[str]:
        if self.result is None:
            return []
        res = self.result
        return ["claim: " + ", ".join(f"{p} {res.scores[p]}" for p in self.players),
                "claim winner: " + ("draw" if len(res.winners) > 1 else res.winners[0])]



def roll_setup(players: tuple[str, ...], ch: Chooser, gameset: str = "default") -> list[str]:
    """The set-up events: each player's first dice, then every other die rolled into the centre; with a
    dealing game set, then each hand dealt from the shuffled deck (the rest stays out of the game)."""
    gs = find(gameset)
    n = len(players)
    out, centre, sums = [], [], []
    for seat, (p, colour) in enumerate(zip(players, gs.colours)):
        ids = [f"{colour[0].upper()}{k}" for k in range(1, gs.own + 1)]
        faces = [ch.below(6) + 1 for _ in ids[: gs.start]]
        out.append(f"{p} roll " + " ".join(f"{i}={f}" for i, f in zip(ids, faces)))
        sums.append(sum(faces))
        centre += ids[gs.start:]
    centre += [f"W{k}" for k in range(1, gs.white[n] + 1)]
    roll = " ".join(f"{i}={ch.below(6) + 1}" for i in centre)
    if not gs.deal and ch.below(2):
        # the designer's order: the start player (the lowest sum; a tie any way) first, who rolls the centre
        first = ch.pick([p for p, s in zip(players, sums) if s == min(sums)])
        out += [f"table start {first}", f"{first} centre {roll}"]
    else:
        out.append("table centre " + roll)
    if gs.deal:
        deck = gs.deck()
        for i in range(len(deck) - 1, 0, -1):  # Fisher-Yates, one choice per card
            j = ch.below(i + 1)
            deck[i], deck[j] = deck[j], deck[i]
        order = list(gs.cards)
        for seat, p in enumerate(players):
            hand = sorted(deck[seat * gs.deal:(seat + 1) * gs.deal], key=order.index)
            out.append(f"table deal {p} " + " ".join(hand))
    return out


def play(
    ch: Chooser,
    *,
    players: int | tuple[str, ...] | None = None,
    policy: NzPolicy | None = None,
    on_step: Callable[[NozokuState, str | None], None] | None = None,
    gameset: str = "default",
) -> NzGameRecord:
    """One legal game to its end, choosing among ``legal_events()`` (``gameset``: a bundled game set)."""
    if players is None:
        players = ch.pick((2, 3, 4))
    if isinstance(players, int):
        players = PLAYERS[:players]
    policy = policy or NzPolicy.draw(ch)
    rec = NzGameRecord(tuple(players), roll_setup(tuple(players), ch, gameset), policy, ch.pick(sorted(ALIASES)),
                       gameset=gameset)
    head = "\n".join(rec.header_lines() + rec.setup) + "\n"
    judge, state = start_game(head, NozokuState, "the set-up")
    if on_step is not None:
        on_step(state, None)
    def choose(state: NozokuState, legal: list[str]) -> str:
        if legal[0].split()[1] == "reroll":
            # chance: the listing may show only some outcomes; roll every due die (the listing's dice)
            return f"{legal[0].split()[0]} reroll " + " ".join(f"{i}={ch.below(6) + 1}" for i in state.reroll_due())
        return ch.pick(policy.prefer(state, legal, ch))

    play_out(state, judge, rec, choose, max_events=MAX_EVENTS, lineno=len(rec.lines()), on_step=on_step)
    rec.result = state.result()
    rec.ending = state.ending
    rec.rounds = state.round
    return rec


def random_game(rng: random.Random, **kw: Any) -> NzGameRecord:
    """One random legal game, every choice drawn from ``rng`` (policy included unless given)."""
    return _random_game(play, rng, **kw)


def drawn_game(ch: Chooser, *, players: int | None = None, swarm: bool = True, gameset: str = "default") -> NzGameRecord:
    """A game whose every choice comes from ``ch``, its policy included when ``swarm`` (the property
    tests hand it Hypothesis draws, referee/harness/strategies.py)."""
    return play(ch, players=players, policy=NzPolicy.draw(ch) if swarm else NzPolicy(), gameset=gameset)


def random_log(rng: random.Random, observer: bool = False) -> str:
    """One random legal game as a complete log with the players' claims (as a spectator would write
    it when ``observer``: with the dealt game set, whose hands are hidden)."""
    return written(random_game(rng, gameset="dealt" if observer else "default"), observer)


__all__ = ["NzPolicy", "NzGameRecord", "play", "random_game", "drawn_game", "random_log", "roll_setup"]
