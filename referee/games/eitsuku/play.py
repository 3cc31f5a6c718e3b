"""えいつく's random play: random legal games, played through the engine's own move listing.

Like the other games' ``play`` modules, the generator never decides what is legal: it picks one of
``state.legal_events()`` with a :class:`~referee.core.play.Chooser`. What chance decides at a real table it
decides here: the set-up dice, and the order of the closed piles (each role pile and the event pile are
shuffled at the start), so a listed ``scout actor?`` or ``draw ??`` is written with the card that comes off
the top of its pile. The players' lines of a week interleave as the chooser picks a player.

:meth:`EtGameRecord.text` writes the log with every card named; ``human=True`` adds a comment at each week
and writes one verb by its Japanese alias. :meth:`EtGameRecord.observer_text` writes what a spectator sees:
the budget, the dice and every card cast or placed, but a role card drawn only by its pile (``actor?``) and
an event card drawn not at all (``??``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ...core.play import Chooser, play_out, start_game, written
from ...core.play import random_game as _random_game
from . import cards as K
from .rules import EitsukuState

PLAYERS = ("Aki", "Ben", "Chika", "Dai", "Emi", "Fumi")
MAX_EVENTS = 3_000  # six players, twelve weeks: a few hundred lines at most
#: verb -> the Japanese alias the notation accepts (referee/games/eitsuku/rules.py VERBS)
ALIASES = {"roll": "ダイス", "draw": "引く", "budget": "予算", "place": "配置", "scout": "スカウト", "gain": "獲得",
           "cast": "配役", "end": "終了", "release": "公開"}


@dataclass(frozen=True)
class EtPolicy:
    """Per-game preferences among legal lines (never a legality rule), in percent: ``cast`` of the chances to
    cast a role card that are taken, ``release`` of the chances to release, ``place`` to place an event card,
    ``scout`` to take the scout phase's action, ``draw`` to draw the set phase's event card."""

    cast: int = 85
    release: int = 90
    place: int = 50
    scout: int = 80
    draw: int = 60

    @classmethod
    def draw_from(cls, ch: Chooser) -> "EtPolicy":
        return cls(cast=ch.pick((50, 85, 100)), release=ch.pick((30, 90, 100)), place=ch.pick((0, 50, 100)),
                   scout=ch.pick((40, 80, 100)), draw=ch.pick((0, 60, 100)))

    def choose(self, legal: list[str], ch: Chooser) -> str:
        """One player's next line: the first of the phases' actions the policy takes, else the end."""
        by: dict[str, list[str]] = {}
        for line in legal:
            by.setdefault(line.split()[1], []).append(line)
        for verb, pct in (("roll", 100), ("draw-setup", 100), ("budget", 97), ("place", self.place),
                          ("scout-or-gain", self.scout), ("draw", self.draw), ("cast", self.cast),
                          ("release", self.release)):
            if verb == "draw-setup":
                options = [e for e in by.get("draw", []) if "?" in e.split()[-1] and len(e.split()) > 3]
            elif verb == "scout-or-gain":
                options = by.get("scout", []) + by.get("gain", [])
            elif verb == "draw":
                options = [e for e in by.get("draw", []) if len(e.split()) == 3]
            else:
                options = by.get(verb, [])
            if options and ch.percent(pct):
                return ch.pick(options)
        return by["end"][0] if "end" in by else ch.pick(legal)


@dataclass
class EtGameRecord:
    players: tuple[str, ...]
    policy: EtPolicy = field(default_factory=EtPolicy)
    alias: str = ""  # the verb written with its Japanese alias in the human text
    events: list[str] = field(default_factory=list)
    weeks: list[int] = field(default_factory=list)  # the week each line was played in (0: the set-up)
    unseen: list[str] = field(default_factory=list)  # each line as a spectator writes it
    result: Any = None
    ending: str = ""

    def header_lines(self) -> list[str]:
        return ["game: eitsuku", "players: " + " ".join(self.players)]

    def text(self, human: bool = False) -> str:
        if not human:
            return "\n".join(self.header_lines() + self.events) + "\n"
        out = ["# えいつく, a generated game"] + self.header_lines()
        week = -1
        for line, w in zip(self.events, self.weeks):
            if w != week:
                week = w
                out.append("\n# set-up" if w == 0 else f"\n# week {w}")
            toks = line.split()
            if toks[1] == self.alias:
                toks[1] = ALIASES[self.alias]
            out.append(" ".join(toks))
        return "\n".join(out) + "\n"

    def observer_text(self) -> str:
        return "\n".join(["view: observer"] + self.header_lines() + self.unseen) + "\n"

    def claim_lines(self) -> list[str]:
        if self.result is None:
            return []
        res = self.result
        return ["claim: " + ", ".join(f"{p} {res.scores[p]}" for p in self.players),
                "claim winner: " + ("draw" if len(res.winners) > 1 else res.winners[0])]


class Piles:
    """The closed piles in the order chance put them: each role kind's, and the event pile."""

    def __init__(self, ch: Chooser, event_copies: int = K.EVENT_COPIES) -> None:
        self.roles = {k: self._shuffled([f"{k}{n}" for n, c in K.COPIES.items() for _ in range(c)], ch) for k in K.KINDS}
        self.events = self._shuffled([e for e in K.EVENTS for _ in range(event_copies)], ch)

    @staticmethod
    def _shuffled(cards: list[str], ch: Chooser) -> list[str]:
        for i in range(len(cards) - 1, 0, -1):  # Fisher-Yates, one choice a card
            j = ch.below(i + 1)
            cards[i], cards[j] = cards[j], cards[i]
        return cards

    def role(self, kind: str) -> str:
        return self.roles[kind].pop()

    def event(self) -> str:
        return self.events.pop()


def _dealt(line: str, piles: Piles) -> tuple[str, str]:
    """A listed line with what chance gives written in: (as the players write it, as a spectator does)."""
    toks = line.split()
    who, verb, args = toks[0], toks[1], toks[2:]
    if verb not in ("draw", "scout") or not any("?" in a for a in args):
        return line, line
    named, seen = [], []
    for a in args:
        if a == "??":
            named.append(piles.event())
            seen.append("??")
        elif a.endswith("?"):
            named.append(piles.role(a[:-1]))
            seen.append(a)
        else:
            named.append(a)
            seen.append(a)
    return " ".join([who, verb, *named]), " ".join([who, verb, *seen])


def play(
    ch: Chooser,
    *,
    players: int | tuple[str, ...] | None = None,
    policy: EtPolicy | None = None,
    on_step: Callable[[EitsukuState, str | None], None] | None = None,
) -> EtGameRecord:
    """One legal game to its end, choosing among ``legal_events()``."""
    if players is None:
        players = ch.pick((2, 3, 3, 4, 5, 6))
    if isinstance(players, int):
        players = PLAYERS[:players]
    policy = policy or EtPolicy.draw_from(ch)
    rec = EtGameRecord(tuple(players), policy, ch.pick(sorted(ALIASES)))
    judge, state = start_game("\n".join(rec.header_lines()) + "\n", EitsukuState, "the header")
    piles = Piles(ch, state.event_copies)
    if on_step is not None:
        on_step(state, None)
    pending: list[str] = []

    def choose(state: EitsukuState, legal: list[str]) -> str:
        who = ch.pick(sorted({e.split()[0] for e in legal}, key=list(players).index))
        mine = [e for e in legal if e.split()[0] == who]
        line = policy.choose(mine, ch)
        if line.split()[1] == "roll":
            line = f"{who} roll {ch.below(6) + 1} {ch.below(6) + 1}"
        named, seen = _dealt(line, piles)
        pending.append(seen)
        rec.weeks.append(state.week)
        return named

    def after(state: EitsukuState, line: str) -> None:
        rec.unseen.append(pending.pop())

    play_out(state, judge, rec, choose, max_events=MAX_EVENTS, lineno=len(rec.header_lines()), after=after,
             on_step=on_step)
    rec.result = state.result()
    rec.ending = state.ending
    return rec


def random_game(rng: random.Random, **kw: Any) -> EtGameRecord:
    """One random legal game, every choice drawn from ``rng`` (policy included unless given)."""
    return _random_game(play, rng, **kw)


def drawn_game(ch: Chooser, *, players: int | None = None, swarm: bool = True) -> EtGameRecord:
    """A game whose every choice comes from ``ch``, its policy included when ``swarm`` (the property tests hand
    it Hypothesis draws, referee/harness/strategies.py)."""
    return play(ch, players=players, policy=EtPolicy.draw_from(ch) if swarm else EtPolicy())


def random_log(rng: random.Random, observer: bool = False) -> str:
    """One random legal game as a complete log with the players' claims (as a spectator writes it when
    ``observer``)."""
    return written(random_game(rng), observer)


__all__ = ["EtPolicy", "EtGameRecord", "play", "random_game", "drawn_game", "random_log"]
