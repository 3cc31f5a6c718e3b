"""Probing the one legality (referee/core/legality.py) at positions of recorded and generated games: the events a
judge at the table might ask about, and whether the console's ``legal`` lists those its ``try`` accepts.

Used by tests/test_one_legality.py; run alone it measures the gap for a game (every event accepted and not listed):

    .venv/bin/python tests/legality_probe.py 'scenarios/curtain_call/*.log' [EVERY]
    .venv/bin/python tests/legality_probe.py --generated curtain-call [GAMES] [EVERY]   # random legal games (seed 2026)
"""

from __future__ import annotations

import random
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from referee.core import legality
from referee.core.game import State
from referee.core.referee import start, step
from referee.notation.model import Event
from referee.notation.reader import LogReader

#: card words every game reads somewhere (standard deck, hidden, a few of the games' own words)
_CARDS = ("AS", "KD", "10H", "2C", "7S", "QH", "JC", "9D", "5S", "??")


@dataclass
class Position:
    """A position of a log: the state after ``k`` events (as ``check`` steps them), the rulings there, the line of
    the log that came next (None at the end) and the raw text of the log."""

    path: str
    data: bytes
    k: int
    state: State
    options: dict[str, Any]
    next: Event | None
    line: int  # the line the next event is on (the log's last line + 1 at the end)


def positions(path: str | Path, every: int = 1, data: bytes | None = None) -> Iterator[Position]:
    """Every ``every``-th position of a log (the first always), stepping one state through it."""
    path = str(path)
    data = Path(path).read_bytes() if data is None else data
    reader = LogReader.from_bytes(data, path)
    judge, state, _verdict = start(reader)
    if state is None:
        return
    events = [item for item in reader if type(item) is Event]
    last = data.count(b"\n") + 1
    for k in range(len(events) + 1):
        nxt = events[k] if k < len(events) else None
        if k % every == 0:
            yield Position(path, data, k, state, judge.options, nxt, nxt.line if nxt is not None else last)
        if nxt is not None:
            step(state, nxt, judge)


def players(state: State) -> list[str]:
    return [*getattr(state, "players", []), "table"]


def asked(pos: Position, rng: random.Random, n: int = 40) -> list[str]:
    """Events a person might ask about at ``pos``: the line the log has next, the game's own listed events, and
    their mutants (another actor, another verb, another card word, a hidden card), ``n`` of them at most besides."""
    state = pos.state
    verbs = [v.name for v in state.game.verbs]
    seeds = [pos.next.source()] if pos.next is not None else []
    seeds += state.legal_events()
    out = list(dict.fromkeys(seeds))
    more: list[str] = []
    for text in seeds:
        actor, verb, *args = text.split()
        more += [" ".join([p, verb, *args]) for p in players(state)]
        more += [" ".join([actor, v, *args]) for v in verbs]
        for i in range(len(args)):
            more += [" ".join([actor, verb, *args[:i], c, *args[i + 1:]]) for c in _CARDS]
    words = sorted({w for kind in state.vocabulary().values() for w in kind.values()})
    for text in seeds[:8]:  # the game's own words in place of each argument
        actor, verb, *args = text.split()
        for i in range(len(args)):
            more += [" ".join([actor, verb, *args[:i], w, *args[i + 1:]]) for w in rng.sample(words, min(6, len(words)))]
    rng.shuffle(more)
    return list(dict.fromkeys(out + more[:n]))


def covered(text: str, listed: set[str], state: State, hidden: bool = True) -> bool:
    """Whether ``text`` (an event as typed) is among ``listed`` (canonical events): as it is, in canonical
    notation, with its words spelt as the position's vocabulary names them (``r1`` for ``R1``, ``→`` for ``->``), as an
    event of chance listed with any faces (``R3=?``), or (``hidden``) with any of its card words in place of which
    ``listed`` has ``??`` (a card the log has not shown): a whole word, or the card of a word such as ``L:9C`` (listed
    ``L:??``); ``??*N`` is N ``??`` words. An event listed with ``??`` is legal with some of the cards the log has not
    shown, not with each: ``Aki counter ?? -> 2S`` may be legal while ``Aki counter AC -> 2S`` is not."""
    event = legality.read_typed(text, getattr(state, "events", 0) + 1)
    if not isinstance(event, Event):
        return False
    canon = state.game.canonical(event)
    if text in listed or canon in listed:
        return True
    spelt = {w: name for kind in state.vocabulary().values() for w, name in kind.items()}  # a word's other spellings
    mine = [spelt.get(w, w) for w in canon.split()]
    if any([spelt.get(w, w) for w in other.split()] == mine for other in listed):
        return True
    if any(_any_face(mine, other.split()) for other in listed if "=?" in other):
        return True
    if not hidden:
        return False
    cards = {w for kind in state.vocabulary().values() for w in kind} | {"??"}
    words = _expand(canon.split())
    return any(_hides(words, _expand(other.split()), cards) for other in listed)


def _any_face(words: list[str], pattern: list[str]) -> bool:
    """Whether ``words`` are the event of chance ``pattern`` lists with any faces (``R3=?`` for ``R3=5``)."""
    return len(words) == len(pattern) and all(
        w == p or p.endswith("=?") and w.partition("=")[0] == p[:-2] and w.partition("=")[1] == "=" for w, p in zip(words, pattern))


def _expand(words: list[str]) -> list[str]:
    out: list[str] = []
    for w in words:
        n = w[3:] if w.startswith("??*") else ""
        out += ["??"] * int(n) if n.isdigit() else [w]
    return out


def _hides(words: list[str], other: list[str], cards: set[str]) -> bool:
    """Is ``other`` ``words`` with some of its card words (or the cards of ``X:card`` words) written ``??``?"""
    if len(words) != len(other) or words[:2] != other[:2]:
        return False
    for w, o in zip(words[2:], other[2:]):
        if w == o or o == "??" and w in cards:
            continue
        head, _colon, card = o.partition(":")
        if card == "??" and w.startswith(head + ":") and w[len(head) + 1:] in cards:
            continue
        return False
    return True


def gaps(pos: Position, rng: random.Random, n: int = 40) -> tuple[int, list[str], list[str]]:
    """At ``pos``: how many events were asked about, those ``try`` accepts that ``legal`` does not list, and those
    the game's own ``legal_events`` lists that ``try`` refuses."""
    listed = set(legality.legal(pos.state, pos.options))
    tried = asked(pos, rng, n)
    unlisted = []
    for text, answer in legality.answers(pos.state, tried, pos.options):
        if answer.legal and not covered(text, listed, pos.state):
            unlisted.append(text)
    refused = [t for t, a in legality.answers(pos.state, pos.state.legal_events(), pos.options) if not a.legal]
    return len(tried), unlisted, refused


def generated(game: str, n: int, seed: int = 2026) -> list[tuple[str, bytes]]:
    """``n`` random legal games of ``game`` (its own random play), as (name, bytes) of a log, and observers' logs
    of the same games (hidden cards as ``??``) every other game."""
    from referee.core import game as registry

    g = registry.get(game)
    assert g is not None, game
    rng = random.Random(seed)
    return [(f"<{game} {i}>", g.random_log(rng, observer=bool(i % 2)).encode("utf-8")) for i in range(n)]


def main(argv: list[str]) -> int:
    import glob

    if argv[0] == "--generated":
        n, every = int(argv[2]) if len(argv) > 2 else 10, int(argv[3]) if len(argv) > 3 else 1
        logs = generated(argv[1], n)
    else:
        every = int(argv[1]) if len(argv) > 1 else 1
        logs = [(p, Path(p).read_bytes()) for p in sorted(glob.glob(argv[0]))]
    rng = random.Random(2026)
    stats: Counter[str] = Counter()
    examples: dict[str, list[str]] = defaultdict(list)
    for path, data in logs:
        for pos in positions(path, every, data):
            n, unlisted, refused = gaps(pos, rng)
            stats["positions"] += 1
            stats["asked"] += n
            stats["unlisted"] += len(unlisted)
            stats["refused"] += len(refused)
            examples["unlisted"] += [f"{path} after {pos.k}: {t}" for t in unlisted[:3]]
            examples["refused"] += [f"{path} after {pos.k}: {t}" for t in refused[:3]]
    print(dict(stats))
    for kind, xs in examples.items():
        print(f"{kind}: {len(xs)} shown")
        for x in xs[:15]:
            print("   ", x)
    return 0 if not stats["unlisted"] and not stats["refused"] else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
