"""Random legal play, the part every game shares.

Each game's package has a ``play`` module (its random-play policy: which legal
event it prefers, how it deals and writes a game down). None of them decides
what is legal: after every event the generator asks the state for
``legal_events()`` and picks one. Where the randomness comes from is a
:class:`Chooser`: a ``random.Random`` here (the benchmark corpus, the slip
measurement, quick scripts), Hypothesis draws in the test harness
(``referee/harness/strategies.py``, so that failing games shrink).

A game offers random play to the harness through :meth:`referee.core.game.Game.random_log`
(a complete log, as the players or as a spectator would write it, with the players' claims).
"""

from __future__ import annotations

import random
from typing import Any, Callable, Protocol

from ..notation.model import Event
from ..notation.reader import LogReader
from .referee import Judge, start, step

#: player names the generators use besides Aki and Ben
PLAYER_NAMES = ("Aki", "Ben", "Chie", "Dai", "Emi", "Fumi", "ゆき", "陽太")


class Record(Protocol):
    """A generated game with full information, able to write itself down."""

    def text(self) -> str:
        """The whole game as the notation, every card known."""
        ...

    def observer_text(self) -> str:
        """The game as a spectator at the table could write it down (hidden cards as ``??``)."""
        ...

    def claim_lines(self) -> list[str]:
        """The players' claimed results (``claim …`` lines)."""
        ...


class GenerationError(AssertionError):
    """The engine listed no legal event although the game is not over, or
    rejected an event it had listed as legal. ``log`` is the game so far."""

    def __init__(self, message: str, log: str) -> None:
        super().__init__(f"{message}\n--- the game so far ---\n{log}")
        self.log = log


class Chooser:
    """A source of choices; ``below(n)`` is a whole number in ``0..n-1``."""

    def below(self, n: int) -> int:
        raise NotImplementedError

    def percent(self, p: int) -> bool:
        """True with probability ``p`` %."""
        return self.below(100) < p

    def pick(self, items: list[Any] | tuple[Any, ...]) -> Any:
        return items[self.below(len(items))] if len(items) > 1 else items[0]


class RandomChooser(Chooser):
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def below(self, n: int) -> int:
        return self.rng.randrange(n) if n > 1 else 0


def generated_event(line: str, lineno: int, index: int | None = None) -> Event:
    """One generated line as the reader would give it (``index``: its place among the events,
    the line number unless given)."""
    words = line.split()
    return Event(words[0], words[1], words[2:], "<generated>", lineno, line, None, lineno if index is None else index)


def random_game(play: Callable[..., Any], rng: random.Random, **kw: Any) -> Any:
    """One game of ``play`` (a game's ``play(chooser, **kw)``) with every choice drawn from ``rng``."""
    return play(RandomChooser(rng), **kw)


def written(rec: Record, observer: bool = False) -> str:
    """A generated game as a complete log with the players' claims at its end: every card known, or
    as a spectator at the table would write it (``observer``)."""
    return (rec.observer_text() if observer else rec.text()) + "".join(c + "\n" for c in rec.claim_lines())


def start_game(head: str, state_type: type, what: str) -> tuple[Judge, Any]:
    """The state after a generated header and set-up (every game's generator starts this way).
    The engine must accept the set-up it will then play on: any finding is a generation error."""
    reader = LogReader.from_text(head, "<generated>")
    judge, state, _ = start(reader)
    if state is None:
        raise GenerationError("the header does not start a game: " + "; ".join(map(str, judge.findings)), head)
    for item in reader:
        if not isinstance(item, Event):  # a generated set-up is events only
            raise GenerationError(f"not an event in {what}: {item}", head)
        step(state, item, judge)
    assert isinstance(state, state_type)
    if judge.findings:
        raise GenerationError(f"findings in {what}:\n" + "\n".join(map(str, judge.findings)), head)
    return judge, state


def apply_listed(state: Any, judge: Judge, event: Event, rec: Any) -> None:
    """Apply an event the engine listed as legal (every game's generator plays this way): any
    finding on it is a generation error, shown with the game so far (``rec.text()``)."""
    step(state, event, judge)
    if judge.findings:
        raise GenerationError(
            f"the engine reported findings on {event.source()!r}, which it listed as legal:\n"
            + "\n".join(map(str, judge.findings)),
            rec.text(),
        )


def play_out(state: Any, judge: Judge, rec: Any, choose: Callable[[Any, list[str]], str], *, max_events: int,
             lineno: int, first_index: int | None = None, after: Callable[[Any, str], None] | None = None,
             on_step: Callable[[Any, str | None], None] | None = None) -> None:
    """Play a generated game to its end (every game's generator plays this way): ``choose(state, legal)``
    picks the next line among ``legal_events()``; it is written to ``rec.events`` and applied as listed;
    ``after(state, line)`` is the generator's own bookkeeping, ``on_step(state, line)`` the caller's watch.
    ``lineno``: the line number of the last line written before the play; ``first_index``: the event
    number of the first line of the play when it is not its line number (events counted apart from the
    header lines). A game that lists nothing while not over, or does not end, is a generation error."""
    while not state.is_over():
        legal = state.legal_events()
        if not legal:
            raise GenerationError(f"no legal event listed in {state.phase()!r} of a game that is not over", rec.text())
        if len(rec.events) >= max_events:
            raise GenerationError(f"more than {max_events} events: the game does not end", rec.text())
        line = choose(state, legal)
        rec.events.append(line)
        lineno += 1
        index = None if first_index is None else first_index + len(rec.events) - 1
        apply_listed(state, judge, generated_event(line, lineno, index), rec)
        if after is not None:
            after(state, line)
        if on_step is not None:
            on_step(state, line)

