"""カーテンコール's random play: random legal games, played through the engine's own move listing.

The generator never decides what is legal: after every event it asks the
state for ``legal_events()`` and picks one of them. What it does decide is
*which* legal event to prefer. A per-game :class:`Policy` biases or disables
some kinds of move (never clap, always boo, present honest pairs, avoid the
Joker, open cards nobody can pair, …) so that long and unusual games turn up
as well as the average ones ("swarm testing").

The same code serves two masters through a :class:`~referee.core.play.Chooser`:

* :func:`random_game` takes a ``random.Random`` (the benchmark corpus, quick
  scripts);
* :func:`drawn_game` takes any chooser: the test harness hands it Hypothesis
  draws (every choice is a draw, so failing games shrink).

A :class:`GameRecord` is the full-information game: both hands, the set and
every event. :meth:`GameRecord.text` writes it in the notation (optionally in
one of many equivalent spellings, see :class:`Style`) and
:meth:`GameRecord.observer_text` masks it into what a spectator at the table
could write down: unseen deals, set, scouts and kurokos become ``??``, and the
hands are shown at the end. :meth:`GameRecord.view_text` is one player's view
and :meth:`GameRecord.masked_text` misses any chosen subset of the cards.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ...core import cards as C
from ...core.play import PLAYER_NAMES, Chooser, RandomChooser, play_out, start_game, written
from ...core.play import random_game as _random_game
from .rules import RULINGS, VERBS, CurtainCallState

HAND_SIZE = 20
MAX_EVENTS = 2_000  # a legal game has at most a few hundred; more means the engine loops


# -- the swarm policy ---------------------------------------------------------------

WATCH_MODES = ("uniform", "always-boo", "never-boo", "mostly-boo", "mostly-clap")
KUROKO_MODES = ("uniform", "honest", "bluff")  # honest: same number as the actor card
OPEN_MODES = ("uniform", "avoid-joker", "seek-joker", "pairable", "unpairable")
ACTOR_MODES = ("uniform", "low", "high")
SCOUT_MODES = ("uniform", "first", "last")


@dataclass(frozen=True)
class Policy:
    """Per-game preferences among legal events (never a legality rule)."""

    watch: str = "uniform"
    kuroko: str = "uniform"
    open: str = "uniform"
    actor: str = "uniform"
    scout: str = "uniform"

    @classmethod
    def draw(cls, ch: Chooser) -> "Policy":
        return cls(
            watch=ch.pick(WATCH_MODES),
            kuroko=ch.pick(KUROKO_MODES),
            open=ch.pick(OPEN_MODES),
            actor=ch.pick(ACTOR_MODES),
            scout=ch.pick(SCOUT_MODES),
        )

    def prefer(self, state: CurtainCallState, legal: list[str], ch: Chooser) -> list[str]:
        """The legal events this policy would rather play (never empty)."""
        verb = legal[0].split()[1]
        chosen: list[str] = []
        if verb in ("clap", "boo"):
            boo = [e for e in legal if e.endswith(" boo")]
            clap = [e for e in legal if e.endswith(" clap")]
            mode = self.watch
            if mode == "always-boo" or (mode == "mostly-boo" and ch.percent(85)):
                chosen = boo
            elif mode == "never-boo" or (mode == "mostly-clap" and ch.percent(85)):
                chosen = clap
        elif verb == "kuroko" and self.kuroko != "uniform":
            actor = state.p_actor.known[0] if state.p_actor.known else None
            if actor is not None:
                same = [e for e in legal if _rank(e) == C.rank_of(actor)]
                chosen = same if self.kuroko == "honest" else [e for e in legal if e not in same]
        elif verb == "open" and self.open != "uniform":
            joker = [e for e in legal if e.endswith("= JK")]
            if self.open == "avoid-joker":
                chosen = [e for e in legal if e not in joker]
            elif self.open == "seek-joker":
                chosen = joker
            else:
                held = {C.rank_of(c) for c in state.hand[state.opener].known}
                can = [e for e in legal if e not in joker and _rank(e) in held]
                chosen = can if self.open == "pairable" else [e for e in legal if e not in joker and e not in can]
        elif verb == "actor" and self.actor != "uniform":
            ranked = sorted(legal, key=_rank)
            half = max(1, len(ranked) // 3)
            chosen = ranked[:half] if self.actor == "low" else ranked[-half:]
        elif verb == "scout" and self.scout != "uniform":
            chosen = legal[:1] if self.scout == "first" else legal[-1:]
        return chosen or legal


def _rank(event: str) -> int:
    return C.rank_of(C.parse(event.split()[-1]))  # type: ignore[arg-type]


# -- options ------------------------------------------------------------------------


def draw_options(ch: Chooser, vary: int = 40) -> dict[str, str]:
    """Header options: each ruling keeps its default unless a ``vary`` % draw switches it."""
    out: dict[str, str] = {}
    for r in RULINGS:
        if not ch.percent(vary):
            continue
        if r.choices:
            out[r.name] = ch.pick([c for c in r.choices if c != r.default] or list(r.choices))
        elif r.name == "boo-quota":
            out[r.name] = str(ch.below(8))
    return out


# -- the record of one game ---------------------------------------------------------

_ALIASES = {v.name: tuple(a for a in v.aliases if a != v.name) for v in VERBS}


@dataclass(frozen=True)
class Style:
    """One of many equivalent ways to write the same game."""

    aliases: int = 0  # % of events written with a Japanese (or other) verb alias
    cards: str = "canonical"  # canonical | lower | symbols | ten-as-T | reversed | fullwidth | mixed
    placement: bool = False  # "actor 7S kami face-up", "kuroko 7H shimo face-down"
    name_nox: bool = False  # "Aki scout Ben 8H"
    slots: bool = True  # "open 5 = 9C" (False: "open 9C")
    comments: bool = False
    blank_lines: bool = False
    crlf: bool = False
    claims: bool = False
    takes: bool = False  # "Ben take" after each reveal: who got the presented pair

    @classmethod
    def draw(cls, ch: Chooser) -> "Style":
        return cls(
            aliases=ch.pick((0, 0, 30, 100)),
            cards=ch.pick(("canonical", "canonical", "lower", "symbols", "ten-as-T", "reversed", "fullwidth", "mixed")),
            placement=ch.percent(30),
            name_nox=ch.percent(30),
            slots=not ch.percent(30),
            comments=ch.percent(30),
            blank_lines=ch.percent(20),
            crlf=ch.percent(15),
            claims=ch.percent(50),
            takes=ch.percent(30),
        )


CANONICAL = Style()
_FULLWIDTH = {ch: chr(ord(ch) + 0xFEE0) for ch in "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"}
_SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def spell(card: int | None, how: str, ch: Chooser | None = None) -> str:
    """A card in one of the notation's accepted spellings."""
    t = C.text(card)
    if card is None or card == C.JOKER:
        return t
    if how == "mixed" and ch is not None:
        how = ch.pick(("canonical", "lower", "symbols", "ten-as-T", "reversed", "fullwidth"))
    rank, suit = t[:-1], t[-1]
    if how == "lower":
        return t.lower()
    if how == "symbols":
        return rank + _SYMBOL[suit]
    if how == "ten-as-T":
        return ("T" if rank == "10" else rank) + suit
    if how == "reversed":
        return suit + rank
    if how == "fullwidth":
        return "".join(_FULLWIDTH.get(c, c) for c in t)
    return t


@dataclass
class GameRecord:
    """A full-information game: who played, with which options, every event."""

    players: tuple[str, str]
    options: dict[str, str]
    hands: tuple[list[int], list[int]]  # as dealt
    set_cards: list[int]  # positions 1..13
    events: list[str] = field(default_factory=list)  # canonical play events, as listed by the engine
    policy: Policy = field(default_factory=Policy)
    takers: dict[int, str] = field(default_factory=dict)  # event number of a reveal -> who got the pair
    final_hands: tuple[list[int], list[int]] = ([], [])
    result: Any = None  # referee.core.findings.Result
    ending: str = ""

    # -- writing ------------------------------------------------------------

    def header_lines(self) -> list[str]:
        lines = ["game: curtain-call", f"players: {self.players[0]} {self.players[1]}"]
        lines += [f"option {k}: {v}" for k, v in self.options.items()]
        return lines

    def setup_lines(self) -> list[str]:
        return [
            f"table deal {self.players[0]} " + " ".join(map(C.text, self.hands[0])),
            f"table deal {self.players[1]} " + " ".join(map(C.text, self.hands[1])),
            "table set " + " ".join(map(C.text, self.set_cards)),
        ]

    def lines(self) -> list[str]:
        """Header, deals, set and events in canonical notation."""
        return self.header_lines() + self.setup_lines() + list(self.events)

    def claim_lines(self) -> list[str]:
        res = self.result
        if res is None or any(v is None for v in res.scores.values()):
            return []
        a, b = self.players
        out = [f"claim: {a} {res.scores[a]}, {b} {res.scores[b]}"]
        out.append("claim winner: " + ("draw" if len(res.winners) > 1 else res.winners[0]))
        for p in self.players:
            bd = res.breakdown[p]
            out.append(f"claim {p}: " + ", ".join(f"{k} {bd[k]}" for k in ("kami", "hand", "boo", "total", "boos")))
        return out

    def text(self, style: Style = CANONICAL, ch: Chooser | None = None) -> str:
        """The game in the notation, spelled as ``style`` says (``ch`` picks
        among spellings where the style mixes them)."""
        if style == CANONICAL:
            return "\n".join(self.lines()) + "\n"
        ch = ch or RandomChooser(random.Random(0))
        out = self.header_lines()
        if style.comments:
            out.insert(0, "# a generated game of カーテンコール")
            out.append("")
        for line in self.setup_lines():
            out.append(_restyle(line, style, ch, self.players))
        for i, line in enumerate(self.events):
            out.append(_restyle(line, style, ch, self.players))
            if style.takes and i in self.takers:
                out.append(_restyle(f"{self.takers[i]} take", style, ch, self.players))
            if style.blank_lines and ch.percent(10):
                out.append("")
        if style.claims:
            out += self.claim_lines()
        return ("\r\n" if style.crlf else "\n").join(out) + "\n"

    def observer_text(self, claims: bool = False) -> str:
        """What a spectator writes: hidden cards as ``??``, hands shown at the end."""
        return self.masked_text(lambda kind, owner: True, claims=claims)

    def view_text(self, viewer: str, claims: bool = False) -> str:
        """What ``viewer`` knows: their own deal and kurokos, every scouted card
        (the drawer sees it, the one drawn from knows which card left), not the
        opponent's deal, not the set, not the opponent's kurokos."""
        return self.masked_text(lambda kind, owner: kind == "set" or (kind != "scout" and owner != viewer), claims=claims)

    def masked_text(self, hide: Callable[[str, str | None], bool], claims: bool = False, show: bool = True) -> str:
        """The game with some face-down cards unseen: ``hide(kind, owner)`` is
        asked once per card that could be hidden (kind ``deal``, ``set``,
        ``scout`` or ``kuroko``; owner: who dealt to / who played it) and says
        whether the recorder missed it. Hands are shown at the end (``show``)."""
        out = self.header_lines()
        for p, hand in zip(self.players, self.hands):
            out.append(f"table deal {p} " + _unseen([None if hide("deal", p) else c for c in hand]))
        out.append("table set " + _unseen([None if hide("set", None) else c for c in self.set_cards]))
        for line in self.events:
            actor, verb, *_ = line.split()
            if verb in ("scout", "kuroko") and hide(verb, actor):
                out.append(f"{actor} {verb} ??")
            else:
                out.append(line)
        if show:
            for p, hand in zip(self.players, self.final_hands):
                out.append(f"{p} show " + " ".join(map(C.text, hand)))
        if claims:
            out += self.claim_lines()
        return "\n".join(out) + "\n"


def _unseen(cards: list[int | None]) -> str:
    """Cards as text, runs of unseen ones as ``??*N``."""
    out: list[str] = []
    run = 0
    for c in [*cards, -1]:
        if c is None:
            run += 1
            continue
        if run:
            out.append("??" if run == 1 else f"??*{run}")
            run = 0
        if c != -1:
            out.append(C.text(c))
    return " ".join(out)


def _restyle(line: str, style: Style, ch: Chooser, players: tuple[str, str]) -> str:
    toks = line.split()
    actor, verb, args = toks[0], toks[1], toks[2:]
    if verb == "deal":
        args = [args[0]] + [spell(C.parse(a), style.cards, ch) for a in args[1:]]
    elif verb in ("set", "scout", "actor", "kuroko", "reveal", "pair", "show"):
        args = [spell(C.parse(a), style.cards, ch) if a != "??" else a for a in args]
    elif verb == "open":
        card = spell(C.parse(args[-1]), style.cards, ch)
        args = [args[0], "=", card] if style.slots else [card]
    if verb == "scout" and style.name_nox:
        args = [players[1 - players.index(actor)]] + args
    if style.placement and verb == "actor":
        args += ch.pick((["kami", "face-up"], ["カミ", "表向き"], ["face-up"], ["kami"]))
    if style.placement and verb == "kuroko":
        args += ch.pick((["shimo", "face-down"], ["シモ", "裏向き"], ["face-down"], ["shimo"]))
    if style.aliases and _ALIASES.get(verb) and ch.percent(style.aliases):
        verb = ch.pick(_ALIASES[verb])
    out = " ".join([actor, verb, *args])
    if style.comments and ch.percent(10):
        out += "   # " + ch.pick(("noted live", "見学者メモ", "not sure about this one", "#2 in the notebook"))
    return out


# -- playing --------------------------------------------------------------------------



def deal_cards(ch: Chooser) -> tuple[list[int], list[int], list[int]]:
    """Shuffle the 52 suited cards: 20 + 20 dealt, the other 12 and the Joker shuffled into the set."""
    deck = list(range(52))
    for i in range(len(deck) - 1, 0, -1):  # Fisher–Yates, one draw per position
        j = ch.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    rest = deck[40:] + [C.JOKER]
    for i in range(len(rest) - 1, 0, -1):
        j = ch.below(i + 1)
        rest[i], rest[j] = rest[j], rest[i]
    return deck[:20], deck[20:40], rest


def play(
    ch: Chooser,
    *,
    players: tuple[str, str] = ("Aki", "Ben"),
    options: dict[str, str] | None = None,
    policy: Policy | None = None,
    on_step: Callable[[CurtainCallState, str | None], None] | None = None,
) -> GameRecord:
    """Play one legal game to the curtain call, choosing among ``legal_events()``.

    ``options=None`` draws header options; ``policy=None`` draws a swarm policy.
    ``on_step(state, line)`` is called after the standby (``line`` None) and
    after every event.
    """
    if options is None:
        options = draw_options(ch)
    if policy is None:
        policy = Policy.draw(ch)
    a, b, rest = deal_cards(ch)
    rec = GameRecord(players, dict(options), (a, b), rest, policy=policy)
    header = "\n".join(rec.header_lines() + rec.setup_lines()) + "\n"
    judge, state = start_game(header, CurtainCallState, "the standby")
    if on_step is not None:
        on_step(state, None)
    def after(state: CurtainCallState, line: str) -> None:
        if line.split()[1] == "reveal":  # for the optional "take" line (Style.takes)
            rec.takers[len(rec.events) - 1] = players[state.pair_owner]

    play_out(state, judge, rec, lambda state, legal: ch.pick(policy.prefer(state, legal, ch)), max_events=MAX_EVENTS,
             lineno=len(rec.lines()), first_index=4, after=after, on_step=on_step)
    rec.final_hands = (list(state.hand[0].known), list(state.hand[1].known))
    rec.result = state.result()
    rec.ending = state.ending
    return rec


def random_game(rng: random.Random, **kw: Any) -> GameRecord:
    """One random legal game, every choice drawn from ``rng`` (policy included unless given)."""
    return _random_game(play, rng, **kw)


def drawn_game(ch: Chooser, *, options: dict[str, str] | None = None, swarm: bool = True,
               names: bool = True) -> GameRecord:
    """A game whose every choice comes from ``ch``, policy included (``swarm``; otherwise every legal
    event is equally likely); ``names`` sometimes uses other player names; ``options=None`` draws
    header options. The property tests draw it through Hypothesis (referee/harness/strategies.py)."""
    players: tuple[str, str] = ("Aki", "Ben")
    if names and ch.percent(20):
        first = ch.below(len(PLAYER_NAMES))
        second = (first + 1 + ch.below(len(PLAYER_NAMES) - 1)) % len(PLAYER_NAMES)
        players = (PLAYER_NAMES[first], PLAYER_NAMES[second])
    policy = Policy.draw(ch) if swarm else Policy()
    return play(ch, players=players, options=options, policy=policy)


def random_log(rng: random.Random, observer: bool = False) -> str:
    """One random legal game as a complete log with the players' claims (as a spectator would write
    it when ``observer``)."""
    return written(random_game(rng), observer)


__all__ = [
    "Policy", "Style", "CANONICAL", "GameRecord", "play", "random_game", "random_log", "drawn_game",
    "draw_options", "deal_cards", "spell",
]
