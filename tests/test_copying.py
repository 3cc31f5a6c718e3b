"""referee/core/copying.py: a copy of a position (``State.copy``, each class copying what it declares) is the copy
``copy.deepcopy`` would make: the same values and the same sharing, and nothing that changes shared with the
original but what a copy shares on purpose (the judge, the game, its card set, the rulings). Held at many positions
of every bundled log, readings of slips being weighed included; and no ``copy.deepcopy`` is made on the way."""

from __future__ import annotations

import collections
import copy
import dataclasses
import enum
from pathlib import Path
from typing import Any

import pytest

from referee.core.game import State
from referee.harness import properties as P
from referee.core.referee import check_path, start, step
from referee.notation.model import Event
from referee.notation.reader import LogReader

ROOT = Path(__file__).resolve().parent.parent
LOGS = sorted(p for p in (ROOT / "scenarios").glob("*/*.log") if p.parent.name != "bad_input")
ATOMIC = (int, float, bool, complex, str, bytes, type(None), type, range)
#: the positions compared: every EVERY-th of each log (every position in the nightly profile)
EVERY = 1 if P.deep() else 12


def _slots(b: type) -> tuple[str, ...]:
    s = b.__dict__.get("__slots__", ())
    names = (s,) if isinstance(s, str) else tuple(s)
    return tuple(f"_{b.__name__.lstrip('_')}{n}" if n.startswith("__") and not n.endswith("__") else n for n in names)


def _fields(x: Any) -> dict[str, Any]:
    out = dict(getattr(x, "__dict__", {}))
    for b in type(x).__mro__:
        for s in _slots(b):
            if s not in ("__dict__", "__weakref__") and hasattr(x, s):
                out[s] = getattr(x, s)
    return out


def _constant(x: Any) -> bool:
    t = type(x)
    return isinstance(x, ATOMIC) or callable(x) and not hasattr(x, "__self__") or t is frozenset and all(
        _constant(v) for v in x) or (t is tuple and all(_constant(v) for v in x))


def same_shape(a: Any, b: Any, seen: dict[int, int], back: dict[int, int], path: str = "x") -> None:
    """``a`` and ``b`` are alike: the same types and values, and an object reached twice in ``a`` is one object
    reached at the same places in ``b`` (a one-to-one map of the objects). (A frozenset of values, which cannot
    change, is compared as a value: deepcopy makes a new one, ``State.copy`` keeps it.)"""
    assert type(a) is type(b), (path, type(a), type(b))
    if _constant(a) or _value(a):  # values: a frozenset of values (and a tuple of such) may be the same one
        assert a == b or a is b, (path, a, b)
        return
    if id(a) in seen or id(b) in back:
        assert seen.get(id(a)) == id(b) and back.get(id(b)) == id(a), f"{path}: shared differently"
        return
    seen[id(a)], back[id(b)] = id(b), id(a)
    if isinstance(a, (list, tuple, collections.deque)):
        assert len(a) == len(b), path
        for k, (x, y) in enumerate(zip(a, b)):
            same_shape(x, y, seen, back, f"{path}[{k}]")
    elif isinstance(a, dict):
        assert list(a) == list(b), path
        for k in a:
            same_shape(a[k], b[k], seen, back, f"{path}[{k!r}]")
    if isinstance(a, (set, frozenset)):
        assert a == b, path
    elif type(a).__name__ == "method":
        assert a.__func__ is b.__func__, path
        same_shape(a.__self__, b.__self__, seen, back, f"{path}.__self__")
    elif not isinstance(a, (list, tuple, dict, collections.deque)):
        fa, fb = _fields(a), _fields(b)
        assert sorted(fa) == sorted(fb), (path, sorted(fa), sorted(fb))
        for k in fa:
            same_shape(fa[k], fb[k], seen, back, f"{path}.{k}")


def _value(x: Any) -> bool:
    """What a copy shares on purpose: an enum member, an object whose ``__deepcopy__`` gives itself (a line of
    the log, a catalogue entry), an instance of a frozen dataclass."""
    return isinstance(x, enum.Enum) or dataclasses.is_dataclass(x) and type(x).__dataclass_params__.frozen or (
        getattr(type(x), "__deepcopy__", None) is not None and x.__deepcopy__({}) is x)


def _parts(x: Any) -> list[tuple[str, Any]]:
    if isinstance(x, (list, tuple, collections.deque)):
        return [(f"[{k}]", v) for k, v in enumerate(x)]
    if isinstance(x, (set, frozenset)):
        return [("{…}", v) for v in x]
    if isinstance(x, dict):
        return [*((f" key {k!r}", k) for k in x), *((f"[{k!r}]", v) for k, v in x.items())]
    if type(x).__name__ == "method":
        return [(".__self__", x.__self__)]
    return [(f".{k}", v) for k, v in _fields(x).items()]


def mutable_shared(a: Any, b: Any, allowed: set[int]) -> list[str]:
    """Where the lists, dictionaries, sets and objects with fields of ``a`` that its copy ``b`` reaches too (beyond
    ``allowed``, what a copy shares on purpose, and what each position met on the way shares) are, as paths from
    ``b``."""
    allowed = set(allowed)

    def walk(x: Any, into: dict[int, tuple[Any, str]], path: str) -> None:
        if isinstance(x, ATOMIC) or id(x) in into or id(x) in allowed or _value(x):
            return
        into[id(x)] = (x, path)
        if isinstance(x, State):
            allowed.update(id(o) for o in x.kept())
        for k, v in _parts(x):
            walk(v, into, f"{path}{k}")

    mine: dict[int, tuple[Any, str]] = {}
    theirs: dict[int, tuple[Any, str]] = {}
    walk(a, mine, "x")
    walk(b, theirs, "x")
    changeable = (list, dict, set, collections.deque)
    return sorted(path for i in mine.keys() & theirs.keys() if i not in allowed
                  for x, path in [theirs[i]] if isinstance(x, changeable) or _fields(x))


# -- the positions of the bundled logs -------------------------------------------------------------------------


@pytest.mark.parametrize("log", LOGS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_position_is_copied_as_deepcopy_copies_it(log: Path):
    """At every ``EVERY``-th position of each bundled log and at its end (readings of a slip being weighed among them), the
    position's copy has the values and the sharing of deepcopy's, and shares nothing that can change with the
    original but what a copy shares on purpose."""
    reader = LogReader.open(log)
    judge, state, _verdict = start(reader)
    assert state is not None
    events = [item for item in reader if type(item) is Event]
    for k, e in enumerate(events):
        step(state, e, judge)
        if k % EVERY == EVERY - 1 or k + 1 == len(events):
            kept = state.kept()
            mine = state.copy()
            slow = copy.deepcopy(state, {id(o): o for o in kept})
            same_shape(slow, mine, {}, {})
            shared = mutable_shared(state, mine, {id(o) for o in kept})
            assert not shared, f"{log.name}, after event {k + 1}: {shared[:5]}"


def test_no_deepcopy_is_made_while_a_log_with_slips_is_checked(monkeypatch: pytest.MonkeyPatch):
    """The referee weighs the slips of the bundled logs on copies of the position: none of them is a
    ``copy.deepcopy``."""

    def refused(*args: Any, **kw: Any) -> Any:
        raise AssertionError("copy.deepcopy called on the referee's way")

    monkeypatch.setattr(copy, "deepcopy", refused)
    copies = 0
    copy_of = State.copy

    def counted(state: State, *also: Any) -> State:
        nonlocal copies
        copies += 1
        return copy_of(state, *also)

    monkeypatch.setattr(State, "copy", counted)
    for log in LOGS:
        verdict = check_path(log)
        assert not any(f.clause == "REFEREE-INTERNAL" for f in verdict.findings), (log, verdict.findings)
    assert copies >= 1000  # (the slips weighed, the lines held, the readings: each on a copy of the position)


@pytest.mark.parametrize("log", LOGS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_what_a_copy_shares_never_changes(log: Path):
    """What a position declares its copies share (``State.kept``: the ``shared`` fields, the rulings, a card set's
    cards) is the same, as data, at the end of each bundled log as at its start: a field play changes would be
    shared by a copy with its original."""
    reader = LogReader.open(log)
    judge, state, _verdict = start(reader)
    assert state is not None
    kept = {name: repr(getattr(state, name)) for name in state.shared if getattr(state, name, None) is not None}
    for e in (item for item in reader if type(item) is Event):
        step(state, e, judge)
    assert {name: repr(getattr(state, name)) for name in kept} == kept
