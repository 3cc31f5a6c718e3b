"""What the property tests of every game share (tests/test_properties*.py, tests/test_fuzz*.py; test-only: needs
hypothesis).

- **Profiles.** ``HYPOTHESIS_PROFILE`` picks one (tests/conftest.py loads it through :func:`load_profile`):
  ``ci``, the default of CI and of a plain ``pytest``, is quick and derandomized (the same examples every run);
  ``nightly`` gives the depth (random examples, each test's deep count; ``scripts/nightly.sh``); ``hunt`` is for
  bug hunts (25 times the nightly counts, a saved database so that a long run goes on where the last one
  stopped). A test says how many examples it runs in each with :func:`examples`; docs/testing.md has the
  figures.
- **Inputs.** A test that runs over many inputs (every recorded game, every page of the report) runs a fixed
  sample of them in the quick profile and every one in the deep ones (:func:`cases`): the
  others are reported as skipped, with the reason, so a quick run says what it left to the nightly run.
- **Clause ids** a violation may cite (:func:`clause_ids`), and the assertions on verdicts every game makes: no
  referee failure, clauses known, a clean verdict with the generator's result.
- **Games**: a strategy of a game's random legal games (:func:`games`), a game played under a
  :class:`Watcher` that checks the table after every event (:func:`watched`), state copies that branch
  (:func:`assert_copies_independent`).
- **One-event mutations** (:func:`mutated`) and the oracle they are held to: every line listed by the engine's
  own ``legal_events()`` before it (:func:`listed_legal`), with :func:`assert_mutation_judged`.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from hypothesis import HealthCheck, note, settings
from hypothesis import strategies as st

from ..core.clauses import index as clause_index
from ..core.findings import Verdict
from ..core.referee import check_text, start, step
from ..notation.model import Event
from ..notation.reader import LogReader
from .mutations import mutate_events
from .strategies import DrawChooser, drawn

#: the clause of a referee failure: never allowed
INTERNAL = "REFEREE-INTERNAL"

# -- profiles ------------------------------------------------------------------------------------------------

QUICK, NIGHTLY, HUNT = "ci", "nightly", "hunt"
#: how many times its nightly count a test runs in each deep profile
DEPTH = {NIGHTLY: 1, HUNT: 25}
_loaded = QUICK


def load_profile(name: str | None = None) -> str:
    """Register the profiles and load ``name`` (default: ``HYPOTHESIS_PROFILE``, else ``ci``); returns it.

    The profile's own ``max_examples`` is for the tests that do not say theirs with :func:`examples` (quick
    ones, whose search space is small)."""
    global _loaded
    quiet = [HealthCheck.too_slow, HealthCheck.data_too_large]
    settings.register_profile(QUICK, parent=settings.get_profile("ci"),  # Hypothesis' own: derandomized, no database
                              max_examples=200, deadline=None, suppress_health_check=quiet)
    settings.register_profile(NIGHTLY, max_examples=200, deadline=None, derandomize=False, database=None,
                              suppress_health_check=list(HealthCheck))
    settings.register_profile(HUNT, max_examples=5_000, deadline=None, suppress_health_check=quiet,
                              report_multiple_bugs=True)
    name = name or os.environ.get("HYPOTHESIS_PROFILE") or QUICK
    settings.load_profile(name)
    _loaded = name
    return name


def profile() -> str:
    """The profile loaded by :func:`load_profile`."""
    return _loaded


def deep() -> bool:
    """True in the profiles that give depth (``nightly``, ``hunt``)."""
    return _loaded in DEPTH


def examples(quick: int, nightly: int) -> settings:
    """A test's examples: ``quick`` in the default profile (CI), ``nightly`` in the nightly one (25 times that
    in ``hunt``). As a decorator, above ``@given``."""
    return settings(max_examples=nightly * DEPTH[_loaded] if deep() else quick)


# -- inputs: a sample in the quick profile, every one in the deep ones ---------------------------------------

#: the reason a case outside the quick sample gives (pytest's summary counts them under it)
NIGHTLY_ONLY = "outside the quick profile's sample: scripts/nightly.sh (HYPOTHESIS_PROFILE=nightly) runs it"


def spread(items: Sequence[Any], k: int) -> list[Any]:
    """``k`` of ``items`` at evenly spaced places, the first always among them (all of them when ``k`` is not
    less than their number): items ``round(i * n / k)`` for ``i`` in ``0 … k-1``, in their order."""
    n = len(items)
    if k >= n:
        return list(items)
    return [items[round(i * n / k)] for i in range(k)]


def per_group(items: Iterable[Any], group: Callable[[Any], Any], choose: Callable[[list[Any]], Iterable[Any]]) -> list[Any]:
    """What ``choose`` picks from each group of ``items`` (``group(item)``; a group's items in their order), in the
    items' order: ``per_group(logs, folder, lambda g: spread(g, 2))``."""
    groups: dict[Any, list[Any]] = {}
    for item in items:
        groups.setdefault(group(item), []).append(item)
    chosen = [x for members in groups.values() for x in choose(members)]
    return [x for x in items if any(x is c for c in chosen)]


def _size(path: Any) -> tuple[int, str]:
    return path.stat().st_size, path.name


def shortest(logs: Iterable[Any]) -> list[Any]:
    """Of recorded games (paths, ``scenarios/<game>/<name>.log``), each game's shortest (in bytes; the first by
    name among equals): the usual quick sample of a test over every recorded game."""
    return per_group(list(logs), lambda p: p.parent.name, lambda group: [min(group, key=_size)])


def shortest_with_violations(logs: Iterable[Any]) -> list[Any]:
    """Of recorded games, each game's shortest whose expected verdict (``<name>.expected.json`` beside it) has
    violations: with :func:`shortest`, the quick sample of a test that must see the referee find something."""
    import json

    def broken(p: Any) -> bool:
        return json.loads(p.with_suffix(".expected.json").read_text(encoding="utf-8"))["status"] == "violations"

    return shortest(p for p in logs if broken(p))


def cases(items: Sequence[Any], quick: Iterable[Any], ids: Callable[[Any], str] | None = None) -> list[Any]:
    """``items`` as pytest parameters of a test that runs over many inputs (every log, every page): in the quick
    profile the ones of ``quick`` (a sample the test chooses by a stated, deterministic rule) run and every other
    one is a case skipped with :data:`NIGHTLY_ONLY`, so a run counts what it left to the nightly run and never
    leaves a case out silently; in a deep profile (``nightly``, ``hunt``) every one runs."""
    import pytest

    run = list(quick)
    assert all(any(x == r for x in items) for r in run), "the quick sample is not a part of the items"
    return [pytest.param(x, id=ids(x) if ids else None,
                         marks=() if deep() or any(x == r for r in run) else pytest.mark.skip(reason=NIGHTLY_ONLY))
            for x in items]


# -- clause ids and verdicts -----------------------------------------------------------------------------------


def clause_ids(prefix: str, *sources: Any, rulings: Iterable[Any] = ()) -> set[str]:
    """The clause ids of a game (``prefix``: ``CC``, ``NZ`` …): the constants of ``sources`` (modules; a dict
    constant counts by its values), the rulings' clauses and the clauses the features define (the one clause index
    of the process: parsing the features again for each game took a second of every test run's collection)."""
    pattern = re.compile(re.escape(prefix) + r"-[A-Z0-9-]+")
    ids: set[str] = set()
    for module in sources:
        for key, value in vars(module).items():
            if key.isupper():
                for v in value.values() if isinstance(value, dict) else (value,):
                    if isinstance(v, str) and pattern.fullmatch(v):
                        ids.add(v)
    ids |= {r.clause for r in rulings}
    return ids | {c.id for c in clause_index().clauses if c.id.startswith(prefix + "-")}


def said(v: Verdict, text: str = "") -> str:
    """A verdict's findings as text (and the log, if given), for an assertion's message."""
    return "\n".join(map(str, v.sorted())) + ("\n" + text if text else "")


def assert_no_internal(v: Verdict) -> None:
    assert not any(f.clause == INTERNAL for f in v.findings), said(v)


def assert_cites(v: Verdict, known: set[str], also: Sequence[str] = ("LOG-",)) -> None:
    """Every violation cites a clause of ``known`` (or one whose id starts with a prefix of ``also``)."""
    cited = {f.clause for f in v.violations}
    unknown = {c for c in cited - known if not c.startswith(tuple(also))}
    assert not unknown, sorted(unknown)


def assert_clean(text: str, path: str = "g.log", *, result: Any = None, same: Sequence[str] = ("scores", "winners"),
                 silent: bool = False, **kw: Any) -> Verdict:
    """``text`` is judged clean (no violation, no error; ``silent``: no finding at all), and its result has the
    ``same`` parts as ``result`` (the generator's). Returns the verdict."""
    v = check_text(text, path, **kw)
    assert v.status == "clean" and not (silent and v.findings), said(v, text)
    if result is not None:
        assert v.result is not None, said(v, text)
        for part in same:
            assert getattr(v.result, part) == getattr(result, part), (part, getattr(v.result, part), getattr(result, part))
    return v


# -- games ------------------------------------------------------------------------------------------------------


def games(drawn_game: Callable[..., Any], **kw: Any) -> st.SearchStrategy[Any]:
    """A strategy of a game's complete legal games (its ``play.drawn_game``)."""
    return drawn(drawn_game, **kw)


class Watcher:
    """Called by a game's ``play`` after every event (``on_step``): counts the steps and runs :meth:`check`."""

    def __init__(self) -> None:
        self.steps = 0

    def __call__(self, state: Any, line: str | None) -> None:
        self.steps += 1
        self.check(state, line)

    def check(self, state: Any, line: str | None) -> None:
        """The invariants of the table after the event ``line`` (None: the set-up)."""


def watched(data: Any, play: Callable[..., Any], policy: Callable[[DrawChooser], Any], watcher: Watcher,
            options: Callable[[DrawChooser], dict[str, Any]] | None = None) -> Any:
    """A game played with choices drawn from ``data`` (``st.data()``) and a drawn policy, ``watcher`` called
    after its set-up and every event (``options``: more arguments of ``play``, drawn). Returns its record."""
    ch = DrawChooser(data.draw)
    kw = options(ch) if options is not None else {}
    rec = play(ch, policy=policy(ch), on_step=watcher, **kw)
    assert watcher.steps == len(rec.events) + 1, (watcher.steps, len(rec.events))
    return rec


def assert_copies_independent(text: str, data: Any, low: int = 0) -> tuple[Any, Any]:
    """``state.copy()`` (the console's undo) branches: at a drawn event (from ``low``), the copy and the original
    evolve alike from the same events and never affect each other. Returns both states at the end."""
    reader = LogReader.from_text(text, "g.log")
    judge, state, _ = start(reader)
    items = [item for item in reader if type(item) is Event]
    n = data.draw(st.integers(low, len(items)), label="copy at")
    for e in items[:n]:
        step(state, e, judge)
    before = state.facts()
    twin = state.copy()
    assert twin.facts() == before
    for e in items[n:]:
        step(twin, e, judge)
    assert twin.is_over()
    assert state.facts() == before, "advancing the copy changed the original"
    for e in items[n:]:
        step(state, e, judge)
    assert state.facts() == twin.facts()
    assert not judge.findings, judge.findings
    return state, twin


def assert_verbs_occur(records: Iterable[Any], verbs: Iterable[str]) -> Counter[str]:
    """Every verb of ``verbs`` occurs in the events of ``records`` (the generator reaches it). Returns the counts."""
    kinds = Counter(e.split()[1] for r in records for e in r.events)
    missing = [v for v in verbs if not kinds[v]]
    assert not missing, (missing, kinds)
    return kinds


# -- one-event mutations ------------------------------------------------------------------------------------------

#: the mutations every game's property tests make
EVENT_MUTATIONS = ("drop", "duplicate", "swap", "actor")


@dataclass
class Mutation:
    what: str  # "drop event 12: Aki pass"
    lines: list[str]  # the whole log
    head: int  # lines before the first event: the header (and the set-up, for the games that write it apart)

    @property
    def text(self) -> str:
        return "\n".join(self.lines) + "\n"


def mutated(head: list[str], events: Sequence[str], actors: Sequence[str], data: Any,
            kinds: Sequence[str] = EVENT_MUTATIONS, edit: Callable[[str, list[str], int], None] | None = None) -> Mutation:
    """One event dropped, duplicated, swapped with the next, or given to another of ``actors``; ``edit(kind,
    events, i)`` makes any other kind (in place)."""
    kind, out, i = mutate_events(events, data, kinds)
    if kind == "actor":
        toks = out[i].split()
        toks[0] = data.draw(st.sampled_from([p for p in actors if p != toks[0]]), label="actor")
        out[i] = " ".join(toks)
    elif edit is not None and kind not in ("drop", "duplicate", "swap"):
        edit(kind, out, i)
    what = f"{kind} event {i + 1}: {out[i] if i < len(out) else ''}"
    note(what)
    return Mutation(what, list(head) + out, len(head))


def event(line: str, k: int, path: str = "m.log") -> Event:
    """``line`` as the ``k``-th line of a log."""
    t = line.split()
    return Event(t[0], t[1], t[2:], path, k, line, None, k)


def listed_legal(lines: list[str], head: int, listed: Callable[[Any, str], bool], *, passes: int = 0,
                 quiet: bool = False) -> tuple[bool, str]:
    """Is this log a legal complete game by the engine's own move listing: every line after the first ``head``
    ``listed(state, line)`` in the state before it, and the game over at the end? Returns the answer and why.

    ``passes``: ``pass`` is optional in the notation: up to this many passes the engine lists may be left out
    before a line, and a pass by a player who is not on turn is nothing. ``quiet``: a listed line must also
    be applied without a finding."""
    reader = LogReader.from_text("\n".join(lines[:head]) + "\n", "m.log")
    judge, state, _ = start(reader)
    for item in reader:
        step(state, item, judge)
    return _walk(state, judge, lines, head, listed, passes, quiet)


def _walk(state: Any, judge: Any, lines: list[str], at: int, listed: Callable[[Any, str], bool], passes: int,
          quiet: bool) -> tuple[bool, str]:
    for k in range(at + 1, len(lines) + 1):
        line = lines[k - 1]
        if state.is_over():
            return False, f"line {k}: play after the end"
        if not listed(state, line):
            if not passes:
                return False, f"line {k} {line!r} is not listed as legal"
            if line.split()[1:] == ["pass"]:
                # a pass by a player whose step it is not: nothing happened, no rule broken (tried first)
                ok, why = _walk(state.copy(), judge, lines, k, listed, passes, quiet)
                if ok:
                    return ok, why
            probe = state.copy()  # try the passes the log left out (only ever `pass` lines the engine lists)
            for _ in range(passes):
                left_out = [e for e in probe.legal_events() if e.endswith(" pass")]
                if listed(probe, line) or not left_out:
                    break
                step(probe, event(left_out[0], k), judge)
            if not listed(probe, line):
                return False, f"line {k} {line!r} is not listed as legal"
            state = probe
        step(state, event(line, k), judge)
        if quiet and judge.findings:
            return False, f"line {k} {line!r} is listed, yet the engine reports {judge.findings[0]}"
    return state.is_over(), "legal" if state.is_over() else "the game does not end"


def assert_mutation_judged(m: Mutation, known: set[str], legal: Callable[[Mutation], tuple[bool, str]] | None = None,
                           *, also: Sequence[str] = ("LOG-",), legal_is_clean: bool = True) -> Verdict:
    """A mutated log: the referee never fails and its violations cite ``known`` clauses; with the oracle
    ``legal``, a log it judges clean is a legal game, and (``legal_is_clean``) a legal one gets no violation
    without an error."""
    v = check_text(m.text, "mutation.log")
    assert_no_internal(v)
    if legal is not None:
        ok, why = legal(m)
        note(why)
        if v.status == "clean" and not v.warnings:
            assert ok, f"{m.what}: judged clean but {why}\n" + m.text
        elif legal_is_clean:
            assert not ok or v.errors or v.warnings or not v.violations, f"{m.what}: every event was listed, yet {said(v)}"
    if v.status != "clean" or v.warnings:
        assert_cites(v, known, also)
    return v


__all__ = ["INTERNAL", "QUICK", "NIGHTLY", "HUNT", "load_profile", "profile", "deep", "examples", "NIGHTLY_ONLY", "spread",
           "per_group", "shortest", "shortest_with_violations", "cases", "clause_ids", "said",
           "assert_no_internal", "assert_cites", "assert_clean", "games", "Watcher", "watched",
           "assert_copies_independent", "assert_verbs_occur", "EVENT_MUTATIONS", "Mutation",
           "mutated", "event", "listed_legal", "assert_mutation_judged"]
