"""referee/core/copying.py: the copy of a position is the one ``copy.deepcopy`` makes (the same values, the same
sharing, nothing shared with the original but what the memo holds), on made-up objects of every kind it treats
itself or hands on, and on the positions of the bundled logs."""

from __future__ import annotations

import collections
import copy
import dataclasses
import enum
from pathlib import Path
from typing import Any

import pytest

from referee.core import copying
from referee.core.referee import start, step
from referee.notation.model import Event
from referee.notation.reader import LogReader

ROOT = Path(__file__).resolve().parent.parent
LOGS = sorted(p for p in (ROOT / "scenarios").glob("*/*.log") if p.parent.name != "bad_input")


def _fields(x: Any) -> dict[str, Any]:
    out = dict(getattr(x, "__dict__", {}))
    for b in type(x).__mro__:
        for s in copying._slots(b):
            if s not in ("__dict__", "__weakref__") and hasattr(x, s):
                out[s] = getattr(x, s)
    return out


def _constant(x: Any) -> bool:
    t = type(x)
    return t in copying.ATOMIC or t is frozenset and all(type(v) in copying.ATOMIC for v in x) or (
        t is tuple and all(_constant(v) for v in x))


def same_shape(a: Any, b: Any, seen: dict[int, int], back: dict[int, int], path: str = "x") -> None:
    """``a`` and ``b`` are alike: the same types and values, and an object reached twice in ``a`` is one object
    reached at the same places in ``b`` (a one-to-one map of the objects). (A frozenset of values, which cannot
    change, is compared as a value: deepcopy makes a new one, :func:`copying.deepcopy` keeps it.)"""
    assert type(a) is type(b), (path, type(a), type(b))
    if _constant(a):  # values: a frozenset of values (and a tuple of such) may be the same one
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
        assert list(fa) == list(fb), (path, list(fa), list(fb))
        for k in fa:
            same_shape(fa[k], fb[k], seen, back, f"{path}.{k}")


def _value(x: Any) -> bool:
    """What a copy shares on purpose: an enum member, an object whose ``__deepcopy__`` gives itself (a line of
    the log, a catalogue entry)."""
    return isinstance(x, enum.Enum) or getattr(type(x), "__deepcopy__", None) is not None and x.__deepcopy__({}) is x


def _parts(x: Any) -> list[Any]:
    if isinstance(x, (list, tuple, set, frozenset, collections.deque)):
        return list(x)
    if isinstance(x, dict):
        return [*x.keys(), *x.values()]
    if type(x).__name__ == "method":
        return [x.__self__]
    return list(_fields(x).values())


def mutable_shared(a: Any, b: Any, allowed: set[int]) -> set[int]:
    """The lists, dictionaries, sets and objects with fields of ``a`` that its copy ``b`` reaches too (beyond
    ``allowed``, the memo's)."""
    objects: dict[int, Any] = {}

    def walk(x: Any, into: dict[int, Any]) -> None:
        if type(x) in copying.ATOMIC or id(x) in into or id(x) in allowed or _value(x):
            return
        into[id(x)] = x
        for v in _parts(x):
            walk(v, into)

    mine: dict[int, Any] = {}
    walk(a, mine)
    walk(b, objects)
    return {i for i in mine.keys() & objects.keys()
            if isinstance(objects[i], (list, dict, set, collections.deque)) or _fields(objects[i])}


# -- made-up objects -------------------------------------------------------------------------------------------


class Plain:
    pass


class Items(list):  # a list with fields: copy.deepcopy's own way
    pass


class Slotted:
    __slots__ = ("a", "__b", "unset")

    def __init__(self) -> None:
        self.a = [1]
        self.__b = {2: [3]}


@dataclasses.dataclass(frozen=True)
class Frozen:
    x: list[int]


@dataclasses.dataclass(slots=True)
class SlotsData:
    y: list[int]


class Colour(enum.Enum):
    RED = 1


class Own:
    def __init__(self) -> None:
        self.data = [1, 2]

    def __deepcopy__(self, memo: dict[int, Any]) -> "Own":
        new = Own()
        new.data = ["own", *self.data]
        return new


def _made_up() -> dict[str, Any]:
    p = Plain()
    p.items = [1, 2, [3]]
    p.me = p
    p.pair = (p.items, 3)
    p.values = (1, "a")
    p.numbers = {1, 2}
    p.frozen = frozenset({"a"})
    p.nested_set = {(1, 2)}
    p.by_key = collections.defaultdict(list, {1: [2]})
    p.counts = collections.Counter("aab")
    items = Items([1, [2]])
    items.extra = [5]
    return {"plain": p, "items": items, "slotted": Slotted(), "frozen": Frozen([1]), "slots": SlotsData([2]),
            "colour": Colour.RED, "queue": collections.deque([1, [2]]), "own": Own(), "again": [p.items, p.pair],
            "method": p.__class__.__init__, "bound": Own().__deepcopy__}


def test_made_up_objects_are_copied_as_deepcopy_copies_them():
    x = _made_up()
    fast, slow = copying.deepcopy(x, {}), copy.deepcopy(x)
    same_shape(slow, fast, {}, {})
    assert fast["own"].data == ["own", 1, 2]
    assert fast["plain"].me is fast["plain"] and fast["again"][0] is fast["plain"].items is fast["plain"].pair[0]
    assert fast["slotted"]._Slotted__b == {2: [3]} and not hasattr(fast["slotted"], "unset")
    assert not mutable_shared(x, fast, set()) and not mutable_shared(x, slow, set())


def test_the_memo_is_shared_not_copied():
    x = _made_up()
    kept = x["plain"].items
    fast = copying.deepcopy(x, {id(kept): kept})
    assert fast["plain"].items is kept and fast["again"][0] is kept
    assert fast["plain"].pair[0] is kept


# -- the positions of the bundled logs -------------------------------------------------------------------------


@pytest.mark.parametrize("log", LOGS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_position_is_copied_as_deepcopy_copies_it(log: Path):
    """At the middle of each bundled log (and the log's end), the position's copy is deepcopy's, and shares
    nothing that can change with the original that deepcopy's copy does not share."""
    reader = LogReader.open(log)
    judge, state, _verdict = start(reader)
    assert state is not None
    events = [item for item in reader if type(item) is Event]
    for k, e in enumerate(events):
        step(state, e, judge)
        if k + 1 in (len(events) // 2, len(events)):
            saved = state.ledger.judge if getattr(state, "ledger", None) is not None else None
            if saved is not None:
                state.ledger.judge = None
            own = state.__dict__.pop("judge", None)
            try:
                memo = state._copy_memo()
                fast, slow = copying.deepcopy(state, dict(memo)), copy.deepcopy(state, dict(memo))
                same_shape(slow, fast, {}, {})
                # (a zone spells its cards with a method of the position it was made in: both copies share it)
                assert mutable_shared(state, fast, set(memo)) <= mutable_shared(state, slow, set(memo))
            finally:
                if saved is not None:
                    state.ledger.judge = saved
                if own is not None:
                    state.judge = own
