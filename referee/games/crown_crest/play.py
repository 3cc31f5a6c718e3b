"""Random legal Crown Crest games, played through the engine's own move listing.

Crown Crest's random play. Like カーテンコール's (``referee/games/curtain_call/play.py``), the
generator never decides what is legal: the set-up is written by the generator (decks, crests, opening
hands, who goes first), and from then on every event is one of
``state.legal_events()``, picked by a :class:`~referee.core.play.Chooser`
(a ``random.Random`` for the benchmark corpus, Hypothesis draws for the
property tests).

Each player gets a random 20-card deck from the sample set (at most 3 of a
name), listed in its shuffled order with ``PLAYER deck …``, so the game is fully
observed; :meth:`CrGameRecord.observer_text` masks the draws and charges as
``??`` (what a spectator sees).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .cardset import find
from .rules import MAX_COPIES, CrownCrestState
from ...core.play import Chooser, play_out, start_game, written
from ...core.play import random_game as _random_game

DECK_SIZE = 20
HAND_START = 6
MAX_EVENTS = 3_000  # 8 turns have a few hundred events at most


@dataclass(frozen=True)
class CrPolicy:
    """Per-game preferences among legal events (never a legality rule).

    ``passive`` percent: how often a player passes when it could still act in a
    main phase or move step (a low value fills the battlefield, a high one gives
    quiet games); ``charge`` percent: how often a charge is preferred.
    """

    passive: int = 40
    charge: int = 50
    advance: int = 30  # clean-up: advance instead of drawing 2

    @classmethod
    def draw(cls, ch: Chooser) -> "CrPolicy":
        return cls(passive=ch.pick((5, 20, 40, 70)), charge=ch.pick((10, 50, 90)), advance=ch.pick((0, 30, 70, 100)))

    def prefer(self, legal: list[str], ch: Chooser) -> list[str]:
        verbs = {e.split()[1] for e in legal}
        passes = [e for e in legal if e.split()[1] == "pass"]
        others = [e for e in legal if e.split()[1] != "pass"]
        if "draw" in verbs or ("advance" in verbs and len(verbs) <= 2 and "charge" not in verbs and "play" not in verbs):
            adv = [e for e in legal if e.split()[1] == "advance"]
            draw = [e for e in legal if e.split()[1] == "draw"]
            if adv and draw:
                return adv if ch.percent(self.advance) else draw
        if passes and others and ch.percent(self.passive):
            return passes
        charges = [e for e in others if e.split()[1] == "charge"]
        if charges and ch.percent(self.charge):
            return charges
        rest = [e for e in others if e.split()[1] != "charge"]
        return rest or others or passes


@dataclass
class CrGameRecord:
    players: tuple[str, str]
    decks: tuple[list[str], list[str]]  # card ids, in deck order (top first)
    crests: tuple[str, str]
    first: str
    policy: CrPolicy = field(default_factory=CrPolicy)
    events: list[str] = field(default_factory=list)
    result: Any = None
    ending: str = ""
    vp: tuple[int, int] = (0, 0)

    def header_lines(self) -> list[str]:
        return ["game: crown-crest", f"players: {self.players[0]} {self.players[1]}", "cardset: sample"]

    def setup_lines(self, hidden: bool = False) -> list[str]:
        out = []
        for p, deck, crest in zip(self.players, self.decks, self.crests):
            if not hidden:
                out.append(f"{p} deck " + " ".join(deck))
            out.append(f"{p} crest {crest}")
            out.append(f"table shuffle {p}")
            out.append(f"{p} draw " + ("??*6" if hidden else " ".join(deck[:HAND_START])))
        out.append(f"table first {self.first}")
        return out

    def lines(self) -> list[str]:
        return self.header_lines() + self.setup_lines() + list(self.events)

    def text(self) -> str:
        return "\n".join(self.lines()) + "\n"

    def claim_lines(self) -> list[str]:
        if self.result is None:
            return []
        a, b = self.players
        res = self.result
        return [f"claim: {a} {res.scores[a]}, {b} {res.scores[b]}",
                "claim winner: " + ("draw" if len(res.winners) > 1 else res.winners[0])]

    def observer_text(self, claims: bool = False) -> str:
        """A spectator's log: no deck lists, drawn and charged cards unseen."""
        out = self.header_lines() + self.setup_lines(hidden=True)
        for line in self.events:
            toks = line.split()
            by = toks[-2:] if len(toks) > 3 and toks[-2] == "by" else []
            cards = toks[2 : len(toks) - len(by)]
            if toks[1] in ("draw", "charge"):
                out.append(" ".join(toks[:2] + ["??"] * len(cards) + by))
            else:
                out.append(line)
        if claims:
            out += self.claim_lines()
        return "\n".join(out) + "\n"


def deal_deck(ch: Chooser) -> list[str]:
    """20 cards of the sample set, at most 3 of a name, in a random (shuffled) order."""
    cs = find("sample")
    pool = [c.id for c in cs.deckable() for _ in range(MAX_COPIES)]
    deck: list[str] = []
    for _ in range(DECK_SIZE):
        deck.append(pool.pop(ch.below(len(pool))))
    return deck



def play(
    ch: Chooser,
    *,
    players: tuple[str, str] = ("Aki", "Ben"),
    policy: CrPolicy | None = None,
    on_step: Callable[[CrownCrestState, str | None], None] | None = None,
) -> CrGameRecord:
    """One legal game to its end, choosing among ``legal_events()``."""
    cs = find("sample")
    crests = [c.id for c in cs.order if c.kind == "crest"]
    policy = policy or CrPolicy.draw(ch)
    rec = CrGameRecord(players, (deal_deck(ch), deal_deck(ch)), (ch.pick(crests), ch.pick(crests)), ch.pick(players), policy)
    head = "\n".join(rec.header_lines() + rec.setup_lines()) + "\n"
    judge, state = start_game(head, CrownCrestState, "the set-up")
    if on_step is not None:
        on_step(state, None)
    moved: set[tuple[str, str]] = set()  # (unit, area it moved to) in the current move steps

    def choose(state: CrownCrestState, legal: list[str]) -> str:
        # one move per unit and battle phase (a preference: the engine lists every move of an active unit)
        legal = [e for e in legal if not (e.split()[1] == "move" and tuple(e.split()[2:4]) in moved)] or legal
        line = ch.pick(policy.prefer(legal, ch))
        toks = line.split()
        if toks[1] == "move":
            moved.add((toks[2], toks[4]))
        elif toks[1] != "pass":
            moved.clear()
        return line

    play_out(state, judge, rec, choose, max_events=MAX_EVENTS, lineno=len(rec.lines()), on_step=on_step)
    rec.result = state.result()
    rec.ending = state.ending
    rec.vp = (state.vp[0], state.vp[1])
    return rec


def random_game(rng: random.Random, **kw: Any) -> CrGameRecord:
    """One random legal game, every choice drawn from ``rng`` (policy included unless given)."""
    return _random_game(play, rng, **kw)


def drawn_game(ch: Chooser, *, swarm: bool = True) -> CrGameRecord:
    """A game whose every choice comes from ``ch``, its policy included when ``swarm`` (the property
    tests hand it Hypothesis draws, referee/harness/strategies.py)."""
    return play(ch, policy=CrPolicy.draw(ch) if swarm else CrPolicy())


def random_log(rng: random.Random, observer: bool = False) -> str:
    """One random legal game as a complete log with the players' claims (as a spectator would write
    it when ``observer``)."""
    return written(random_game(rng), observer)


__all__ = ["CrPolicy", "CrGameRecord", "play", "random_game", "drawn_game", "random_log", "deal_deck"]
