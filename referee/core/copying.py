"""A copy of a position, as ``copy.deepcopy`` makes it, made faster.

Weighing a recorder's slip plays the next lines under each reading from a copy of the position
(:meth:`referee.core.game.State.fork`), hundreds of times for a log with slips, and ``copy.deepcopy`` took
most of that time: for every list, dictionary and object it looks up a copier, asks the object how to
reduce itself and keeps it alive in the memo. :func:`deepcopy` gives the same copy (the same sharing: an
object reached twice is copied once) of what a position holds, doing the usual cases itself: values that
are never copied, lists, dictionaries, tuples, sets of values, and objects of plain classes (their
``__dict__`` or their ``__slots__``, with no copying protocol of their own). An object with its own
``__deepcopy__`` is asked directly; anything else goes to ``copy.deepcopy`` with the same memo.
"""

from __future__ import annotations

import copy as _copy
import types
from typing import Any

#: values copy.deepcopy returns as they are
ATOMIC = frozenset({int, float, bool, complex, str, bytes, type(None), type, range, types.FunctionType,
                    types.BuiltinFunctionType, type(Ellipsis), type(NotImplemented), types.CodeType, property})

_STD, _DICT, _SLOTS, _OWN = 0, 1, 2, 3
_HEAPTYPE = 1 << 9  # Py_TPFLAGS_HEAPTYPE: a class defined by a class statement
_KIND: dict[type, tuple[int, tuple[str, ...]]] = {}


def _kind(t: type) -> tuple[int, tuple[str, ...]]:
    """How objects of class ``t`` are copied, and the slots of a class with slots."""
    k = _KIND.get(t)
    if k is None:
        k = (_STD, ())
        if getattr(t, "__deepcopy__", None) is not None:
            k = (_OWN, ())
        elif (all(b is object or b.__flags__ & _HEAPTYPE for b in t.__mro__)  # classes written in Python only
              and _from_object(t, "__reduce_ex__") and _from_object(t, "__reduce__") and _from_object(t, "__getstate__")
              and getattr(t, "__setstate__", None) is None and getattr(t, "__getnewargs__", None) is None
              and getattr(t, "__getnewargs_ex__", None) is None and _from_object(t, "__new__")):
            slots = [s for b in t.__mro__[:-1] for s in _slots(b) if s not in ("__dict__", "__weakref__")]
            has_dict = any("__dict__" in b.__dict__ for b in t.__mro__[:-1])
            if has_dict and not slots:
                k = (_DICT, ())
            elif slots and not has_dict:
                k = (_SLOTS, tuple(slots))
        _KIND[t] = k
    return k


def _from_object(t: type, name: str) -> bool:
    """Whether class ``t`` takes the attribute ``name`` unchanged from ``object`` (the same object, as the class
    gives it)."""
    return getattr(t, name, None) is getattr(object, name, None)


def _slots(b: type) -> tuple[str, ...]:
    """The attribute names of the slots ``b`` declares (``__x`` as Python mangles it)."""
    s = b.__dict__.get("__slots__", ())
    names = (s,) if isinstance(s, str) else tuple(s)
    return tuple(f"_{b.__name__.lstrip('_')}{n}" if n.startswith("__") and not n.endswith("__") else n for n in names)


def deepcopy(x: Any, memo: dict[int, Any]) -> Any:
    """``copy.deepcopy(x, memo)``, the same copy, faster for what a position holds. ``memo`` as deepcopy's:
    what it already holds (by ``id``) is not copied again."""
    t = type(x)
    if t in ATOMIC:
        return x
    i = id(x)
    y = memo.get(i, memo)
    if y is not memo:
        return y
    if t is list:
        y = []
        memo[i] = y
        y.extend([v if type(v) in ATOMIC else deepcopy(v, memo) for v in x])
        return y
    if t is dict:
        y = {}
        memo[i] = y
        for k, v in x.items():
            y[k if type(k) in ATOMIC else deepcopy(k, memo)] = v if type(v) in ATOMIC else deepcopy(v, memo)
        return y
    if t is tuple:
        items = [v if type(v) in ATOMIC else deepcopy(v, memo) for v in x]
        y = memo.get(i, memo)  # the tuple reached again through its own items
        if y is not memo:
            return y
        y = x if all(a is b for a, b in zip(items, x)) else tuple(items)
        if y is not x:
            memo[i] = y
        return y
    if (t is set or t is frozenset) and all(type(v) in ATOMIC for v in x):
        if t is frozenset:
            return x
        y = set(x)
        memo[i] = y
        return y
    kind, slots = _kind(t)
    if kind == _DICT:
        y = object.__new__(t)
        memo[i] = y
        y.__dict__.update({k: v if type(v) in ATOMIC else deepcopy(v, memo) for k, v in x.__dict__.items()})
        return y
    if kind == _SLOTS:
        y = object.__new__(t)
        memo[i] = y
        put = object.__setattr__
        for s in slots:
            try:
                v = getattr(x, s)
            except AttributeError:
                continue
            put(y, s, v if type(v) in ATOMIC else deepcopy(v, memo))
        return y
    if kind == _OWN:
        y = x.__deepcopy__(memo)
        if y is not x:
            memo[i] = y
            memo.setdefault(id(memo), []).append(x)  # as copy.deepcopy: the original kept alive with the memo
        return y
    return _copy.deepcopy(x, memo)


__all__ = ["deepcopy", "ATOMIC"]
