"""The excuse figure: a player's real violation must be reported as a violation, at its line, citing the clause it
breaks, and never excused as a recorder's slip (docs/slips.md, "The log is the record").

The cascade figure (``cascade.py``) counts innocent players accused after a recorder's slip; this is its other side.
A *violation* is injected into a game as a real table would commit it: the game is played (a generated game, or a
bundled recorded one) up to a point, a player then does something the rules forbid there, and the table goes on
from where that left it, by random legal play from the position the referee reached (what physically happened:
the cards played out of turn are where they went). So the lines after the violation are those of the game as
it was really played, with the violation in it, and nothing in them can be evidence that it was a slip.

The kinds, by how the injected event relates to what the rules allow at that point (``legal_events()``):

- ``wrong-role``: what another player may do there, done by this one (a call or a step in the wrong role, an
  action out of turn: ルミナ claps, Ben plays in Aki's turn);
- ``again``: the event just before it, done once more by the same player (a second call, an extra draw or action);
- ``wrong-card``: an event of a kind the player may do there, with other words: another card, another die, another
  payment;
- ``out-of-step``: an event of the player's that belongs to another step, or to nobody now (an action out of its step,
  a player acting when it is nobody's turn to).

Which events break a rule, and which clause, is the referee's own one legality (:func:`referee.core.legality.judge_next`:
the findings ``check`` gives the event where the log ends with it); what is measured is that the whole log, with
the lines after it, still reports it there: that no reading of a recorder's slip excuses it. Two figures: a
violation reported at its line (the target), and one citing the very clause the log ending there gives it (the lines
after it may show another clause is the one broken: a number named while a turn goes on breaks NZ-CHECK, where a
log ending with it would have the turn end there). Used by
``scripts/excuse.py`` (the figures in docs/slips.md) and ``tests/test_excuse.py``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ..core import game as registry
from ..core.findings import BLAME, VIOLATION
from ..core.legality import candidates, judge_next, read_typed
from ..core.referee import Judge, check, start, step
from ..notation.model import Event, LogError
from ..notation.reader import LogReader

KINDS = ("wrong-role", "again", "wrong-card", "out-of-step")
#: events the table plays after the violation, at most (past it the log is checked as a game in progress)
MAX_AFTER = 400
#: candidates judged at one point, at most, when looking for a violation of one kind
TRIES = 40


@dataclass
class Injection:
    base: str
    game: str
    kind: str
    line: int  # the injected line, 1-based, in the log
    event: str  # the injected line
    clauses: tuple[str, ...]  # what it breaks (judge_next), clause ids and the rulings they depend on
    reported: list[str] = field(default_factory=list)  # the findings at its line, as text
    at_line: bool = False  # a violation at its line (a player accused there, of some clause)
    found: bool = False  # … citing one of ``clauses``
    excused: list[str] = field(default_factory=list)  # what the referee said instead: a slip read at its line, held …
    internal: list[str] = field(default_factory=list)  # the referee failed (a bug of ours)
    text: str = ""  # the whole log


def _kind(state: Any, text: str, legal: list[str], previous: str | None) -> str:
    words = text.split()
    actor, verb, args = words[0], words[1], words[2:]
    if any(w.split()[1:] == [verb, *args] and w.split()[0] != actor for w in legal):
        return "wrong-role"
    if previous is not None and previous.split() == words:
        return "again"
    if any(w.split()[:2] == [actor, verb] for w in legal):
        return "wrong-card"
    return "out-of-step"


def _violations(state: Any, text: str, options: dict[str, Any]) -> tuple[str, ...] | None:
    """The clauses ``text`` breaks at ``state`` (with the rulings they depend on), when every finding the referee gives
    it there, the log ending with it, is a violation of the rules; None when it is legal, cannot be read, or is read
    as a recorder's slip already there: a line impossible as written (the card it names is in another hand, the same
    card drawn twice) is no player's violation, and an excuse made even where the log ends is held by the recorded
    examples of docs/slips.md, not measured here."""
    event = read_typed(text, state.events + 1)
    if isinstance(event, LogError):
        return None
    try:
        answer = judge_next(state, event, options)
    except Exception:  # noqa: BLE001 - an event the referee cannot judge there is not one to inject
        return None
    mine = [f for f in answer.findings if f.kind in BLAME]
    if not mine or answer.earlier or any(f.kind != VIOLATION for f in mine):
        return None
    return tuple(dict.fromkeys(c for f in mine for c in (f.clause, *f.rulings)))


def _legal(state: Any, text: str, options: dict[str, Any]) -> bool:
    """Is ``text`` legal at ``state`` by the referee's one legality (the game's own listing may list an event the
    position a violation left makes illegal)?"""
    event = read_typed(text, state.events + 1)
    if isinstance(event, LogError):
        return False
    try:
        return judge_next(state, event, options).legal
    except Exception:  # noqa: BLE001 - an event the referee cannot judge there is not played
        return False


def _candidates(state: Any, legal: list[str], previous: str | None, players: list[str], rng: random.Random) -> list[str]:
    """Events a player may do at ``state`` that the rules may forbid: the game's candidates that it does not list as
    legal, each legal event by each other player, and the event just before done again."""
    listed = set(legal)
    out = [c for c in candidates(state) if c not in listed and c.split()[0] != "table"]
    for w in legal:
        words = w.split()
        if words[0] in players:
            out += [" ".join([p, *words[1:]]) for p in players if p != words[0]]
    if previous is not None and previous.split()[0] in players:
        out.append(previous)
    out = list(dict.fromkeys(out))
    rng.shuffle(out)
    return out


def inject(game: str, text: str, name: str, rng: random.Random, kinds: tuple[str, ...] = KINDS) -> Iterator[Injection]:
    """One injection of each of ``kinds`` into the game ``text`` (a full-information log of ``game``), each at a point
    drawn from ``rng`` (up to a few points are tried for a kind the game offers nowhere near)."""
    lines = text.splitlines()
    reader = LogReader.from_text(text, name)
    header = reader.header()
    items = list(reader)
    events = [e for e in items if isinstance(e, Event)]
    head = lines[: events[0].line - 1] if events else lines
    g = registry.get(header.game) if header.game else None
    if g is None or not events:
        return
    players = list(header.players)
    for kind in kinds:
        for _attempt in range(6):
            k = rng.randrange(len(events))
            made = _inject_at(game, g, head, events, k, kind, players, name, rng)
            if made is not None:
                yield made
                break


def _replay(head: list[str], events: list[Event], k: int, name: str) -> tuple[Any, Judge] | None:
    reader = LogReader.from_text("\n".join(head) + "\n", name)
    judge, state, _ = start(reader)
    if state is None:
        return None
    for _item in reader:
        pass
    for e in events[:k]:
        step(state, e, judge)
    if state.is_over() or any(f.kind in BLAME for f in judge.findings):
        return None  # a base that breaks a rule before the point is no base for a violation of its own
    return state, judge


def _inject_at(game: str, g: registry.Game, head: list[str], events: list[Event], k: int, kind: str, players: list[str],
               name: str, rng: random.Random) -> Injection | None:
    got = _replay(head, events, k, name)
    if got is None:
        return None
    state, judge = got
    legal = state.legal_events()
    previous = events[k - 1].text if k else None
    options = judge.options
    for text in _candidates(state, legal, previous, players, rng)[: TRIES * 4]:
        if _kind(state, text, legal, previous) != kind:
            continue
        clauses = _violations(state, text, options)
        if clauses is None:
            continue
        return _played_on(game, head, events[:k], text, kind, clauses, name, rng)
    return None


def _played_on(game: str, head: list[str], before: list[Event], text: str, kind: str, clauses: tuple[str, ...],
               name: str, rng: random.Random) -> Injection:
    """The log of the game as the table played it: the lines before, the violation, then random legal play from the
    position the referee reached (what physically happened) to the end of the game."""
    body = [e.text for e in before] + [text]
    reader = LogReader.from_text("\n".join([*head, *body]) + "\n", name)
    judge, state, _ = start(reader)
    for item in reader:
        if isinstance(item, Event):
            step(state, item, judge)
    after = 0
    while state is not None and not state.is_over() and after < MAX_AFTER:
        # what the table may do next, as the referee's one legality judges it: the game's own listing first, and now
        # and then every event worth trying (after a call in the wrong role, the table may take it as the call and go on)
        listed = state.legal_events()
        rng.shuffle(listed)
        if after == 0 or rng.random() < 0.2:
            more = [t for t in candidates(state) if t not in listed]
            rng.shuffle(more)
            listed = [*listed[:2], *more[:4], *listed[2:]]
        listed = [t for t in dict.fromkeys(listed) if t.split()[1:2] != ["undo"]]
        line = next((t for t in listed[:TRIES] if _legal(state, t, judge.options)), None)
        if line is None:
            break
        after += 1
        body.append(line)
        step(state, read_typed(line, state.events + 1), judge)  # type: ignore[arg-type]
    line_no = len(head) + len(before) + 1
    log = "\n".join([*head, *body]) + "\n"
    over = state is not None and state.is_over()
    verdict = check(LogReader.from_text(log, name), partial=not over)
    inj = Injection(name, game, kind, line_no, text, clauses, text=log)
    at = [f for f in verdict.findings if f.position.line == line_no]
    inj.reported = [str(f) for f in at]
    inj.found = any(f.kind == VIOLATION and any(f.cites(c) for c in clauses) for f in at)
    inj.at_line = inj.found or any(f.kind == VIOLATION for f in at)
    if not inj.found:
        inj.excused = [str(f) for f in verdict.findings if f.kind != VIOLATION and f.fix is not None] or \
            [str(f) for f in at] or [f"no finding at line {line_no}"]
    inj.internal = [str(f) for f in verdict.findings if f.clause == "REFEREE-INTERNAL"]
    return inj


def generated(game: str, n: int, seed: int = 0, start: int = 0) -> Iterator[tuple[str, str]]:
    """Games ``start`` to ``start + n - 1`` of ``game`` by its random legal play, with full information: (name, log).
    Game ``i`` comes from a random generator seeded with the seed, the game and ``i`` alone (any one of them is made
    again without the others, by any number of processes)."""
    g = registry.get(game)
    assert g is not None
    for i in range(start, start + n):
        yield f"generated {game} #{i}", g.random_log(random.Random(f"{seed}:{game}:{i}"), False)


@dataclass
class Tally:
    injected: int = 0
    at_line: int = 0
    found: int = 0
    internal: int = 0

    def add(self, inj: Injection) -> None:
        self.injected += 1
        self.at_line += inj.at_line
        self.found += inj.found
        self.internal += bool(inj.internal)

    @property
    def rate(self) -> float:
        """Reported as a violation at its line (the figure held to the target)."""
        return self.at_line / self.injected if self.injected else 1.0

    @property
    def clause_rate(self) -> float:
        """… and citing the clause the referee gives it where the log ends with it."""
        return self.found / self.injected if self.injected else 1.0


def tally(injections: list[Injection]) -> dict[tuple[str, str], Tally]:
    """Per (game, kind), and per (game, "all")."""
    out: dict[tuple[str, str], Tally] = {}
    for inj in injections:
        for key in ((inj.game, inj.kind), (inj.game, "all")):
            out.setdefault(key, Tally()).add(inj)
    return out


__all__ = ["KINDS", "Injection", "Tally", "generated", "inject", "tally"]
