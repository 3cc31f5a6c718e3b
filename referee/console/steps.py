"""Who must act when a position has no choices to list: a set-up step, dealing, a roll, or a step whose
cards the log has not shown (a set card turned over, a hand nobody saw).

The game protocol (referee/core/game.py) lists the legal events of a position only where they are a
player's choice among known cards; it has no hook that says which step is due and whose it is. So the
console asks the state itself, on copies, what it would say: each of the game's verbs is tried once by
the player the state expects (``expected_actor``), or by the table for the table's verbs, with unseen
arguments (``??``) filled in from the verb's usage. An event the referee accepts, or refuses only for
its made-up arguments (one clause, saying something else when the arguments change; a face-up card
is named from the game's card words), is a step that may come now; the violation
that most of the other events draw says what the rules expect ("Sota must open a set card in the
spotlight"). Nothing here names a game, and the position itself never changes.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ..core.findings import ERROR, VIOLATION
from ..core.game import Game, State, Verb
from ..core.referee import Judge, step
from ..notation.model import LogError
from ..notation.reader import read_event

MAX_PROBES = 200  # a game with many verbs and players: enough to find the step, never slow
MAX_NAMED = 60  # card words tried where a face-up card must be named


@dataclass(frozen=True)
class Due:
    """A verb that may come now, and who does it (a player's name, or ``table``)."""

    actor: str
    verb: Verb

    def usage(self) -> str:
        """The verb's usage with the actor in it: ``Sota open [SLOT =] CARD``."""
        words = self.verb.usage.split(" | ")[0].split(" ", 1)
        return f"{self.actor} {words[1]}" if len(words) == 2 else self.actor


@dataclass
class NextStep:
    """What the state says about the step it is at."""

    phase: str
    over: bool = False
    due: list[Due] = field(default_factory=list)
    expected: tuple[str, str] | None = None  # (clause, message): what the referee reports when the step is skipped

    @property
    def table_only(self) -> bool:
        """Only the table may act: set-up or chance, not a player's choice."""
        return bool(self.due) and all(d.actor == "table" for d in self.due)


def probe_text(verb: Verb, actor: str, players: list[str]) -> str:
    """An event of ``verb`` by ``actor`` with unseen arguments, made from the verb's typed arguments
    (:attr:`~referee.core.game.Verb.signature`): a card, a die or a thing ``??``, a player another player's name,
    a choice its first word, a literal word itself; optional parts are left out."""
    others = [p for p in players if p != actor] or players or ["table"]
    words = [arg.example(others[0]) for arg in verb.signature.args if not arg.optional]
    return " ".join([actor, verb.name, *words])


def _actors(state: State, verb: Verb, players: list[str]) -> tuple[list[str], bool]:
    """Who to try ``verb`` with, and whether that is who must do it (the table, or the player the state
    expects) rather than every player in turn."""
    if verb.signature.by_table:
        return ["table"], True
    seat = state.expected_actor(verb.name)
    if isinstance(seat, int) and 0 <= seat < len(players):
        return [players[seat]], True
    return list(players), False


def _try(state: State, game: Game, text: str, index: int, options: dict[str, Any]) -> list[Any] | None:
    """The findings of ``text`` played on a copy of ``state`` (None: the game cannot follow it)."""
    event = read_event(text, "<probe>", 1, index)
    if isinstance(event, LogError):
        return None
    judge = Judge("<probe>", game, options=options)
    try:
        fork = state.fork(judge)
        fork.what_if()  # no reading of earlier lines again
        step(fork, event, judge)
        fork.flush(judge)
    except Exception:  # noqa: BLE001 - a probe the game cannot follow says nothing
        return None
    return list(judge.findings)


def _cards(state: State) -> list[str]:
    """Cards to name where ``??`` is not enough (a card turned face up): the position's card words."""
    try:
        words = state.vocabulary().get("card", {})
    except Exception:  # noqa: BLE001
        return []
    return sorted(set(words.values()))[:MAX_NAMED]


class _Probes:
    def __init__(self, state: State, game: Game, players: list[str], options: dict[str, Any]) -> None:
        self.state, self.game, self.players, self.options = state, game, players, options
        self.index = state.events + 1
        self.left = MAX_PROBES

    def run(self, text: str) -> list[Any] | None:
        if self.left <= 0:
            return None
        self.left -= 1
        return _try(self.state, self.game, text, self.index, self.options)

    def verdict(self, verb: Verb, actor: str) -> tuple[str, Any]:
        """``("due", None)``: the referee accepts ``verb`` by ``actor`` now (or refuses only its made-up
        arguments); ``("refused", finding)``: the first violation it draws; ``("unknown", None)``."""
        text = probe_text(verb, actor, self.players)
        findings = self.run(text)
        if findings is None:
            return "unknown", None
        kind, first = _judged(verb, findings)
        if kind == "own":
            kind, first = self._own(verb, text, findings)
        if kind == "hidden" and "??" in text.split()[2:]:  # a face-up card must be named: try the game's card words
            elsewhere = self.game.conservation_clause
            kind, first = "unknown", None
            for card in _cards(self.state):
                named = " ".join(card if w == "??" else w for w in text.split())
                again = self.run(named)
                if again is None:
                    break
                k, f = _judged(verb, again)
                if k == "own":
                    k, f = self._own(verb, named, again)
                if k == "refused" and f.clause == elsewhere:
                    continue  # that card is somewhere else: another one may be where the event takes it from
                if k in ("due", "refused"):
                    kind, first = k, f
                    break
        return (kind, first) if kind in ("due", "refused") else ("unknown", None)

    def _own(self, verb: Verb, text: str, findings: list[Any]) -> tuple[str, Any]:
        """One clause refuses the probe: because of its made-up arguments (the right step: ``due``), or whatever
        its arguments (``refused``)? Told apart by asking again with other arguments (one more unseen card): a
        refusal that says the same about both is not about the arguments."""
        words = text.split()
        if "??" not in words[2:]:  # nothing made up to change: the clause refuses the event itself
            return "refused", next(f for f in findings if f.kind == VIOLATION)
        i = words.index("??", 2)
        again = self.run(" ".join([*words[:i], "??*2", *words[i + 1:]]))
        said = sorted(f.message for f in findings if f.kind == VIOLATION)
        if again is not None and sorted(f.message for f in again if f.kind == VIOLATION) == said:
            return "refused", next(f for f in findings if f.kind == VIOLATION)
        return "due", None


def _judged(verb: Verb, findings: list[Any]) -> tuple[str, Any]:
    """``due``: no finding; ``own``: violations of one clause only (the made-up arguments may be what is
    wrong); ``refused`` (with the first violation); ``hidden``: a face-up card must be named; ``unreadable``."""
    violations = [f for f in findings if f.kind == VIOLATION]
    errors = [f for f in findings if f.kind == ERROR]
    if errors:
        hidden = all(e.clause.startswith("LOG-HIDDEN") for e in errors) and not violations
        return ("hidden" if hidden else "unreadable"), None
    if not violations:
        return "due", None
    if len({f.clause for f in violations}) == 1:
        return "own", violations[0]
    return "refused", violations[0]


def next_step(state: State, game: Game, players: list[str], options: dict[str, Any]) -> NextStep:
    """Which step ``state`` is at and who must act there (see the module's docstring)."""
    info = NextStep(state.phase())
    if state.is_over():
        info.over = True
        return info
    probes = _Probes(state, game, players, options)
    told: Counter[tuple[str, str]] = Counter()
    after_end = state.after_end
    for verb in game.verbs:
        if verb.name == "undo" or verb.name in after_end:
            continue
        actors, whose = _actors(state, verb, players)
        for actor in actors:
            kind, first = probes.verdict(verb, actor)
            if kind == "due" and whose:
                info.due.append(Due(actor, verb))
            elif kind == "refused":
                told[(first.clause, first.message)] += 1
    if told:
        (clause, message), count = told.most_common(1)[0]
        players_due = [d.actor for d in info.due if d.actor != "table"]
        # said by several of the other events, and about this step: nothing may come yet, only the table
        # may act, or it names a player who may act now (a refusal that names nobody there is another rule's)
        if count >= 2 and (not players_due or any(p in message for p in players_due)):
            info.expected = (clause, message)
    return info
