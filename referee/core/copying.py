"""A copy of a position: each kind of object a position holds says how it is copied.

The referee copies a position to weigh a recorder's slip against the lines after it, to answer the console's
``try`` and ``legal`` and to keep a step of a replay: thousands of times for a log with slips. Nothing finds out
at run time what an object is and how to copy it (``copy.deepcopy`` did, and took most of that time). Each class
a position holds declares it in :meth:`Copied.copied`: what it copies (its lists, sets and dictionaries, copied
whole at C speed; the objects it owns, through the :class:`Copier`) and what it shares, because it never changes
(numbers, strings, tuples and frozen sets of them, the lines of the log, enum members, the game, its card set,
the rulings). An object reached from two places (a zone held by the ledger and named by the position as a
player's hand) is copied once, through the copier's memo, so that the copy has the shape of the original.

A game's position copies its own fields in :meth:`referee.core.game.State.copy_into`, one line per field that
changes during play. ``tests/test_copying.py`` holds every copy of a position of every bundled log to the one
``copy.deepcopy`` would make (the same values, the same sharing) sharing nothing that changes with the original.
"""

from __future__ import annotations

import types
from collections.abc import Callable, Iterable
from typing import Any, Protocol, Self, TypeVar


class Copied(Protocol):
    def copied(self, c: Copier) -> Self:
        """A copy of the object for the copy ``c`` is making: the object first registers its copy
        (``c.keep(self, new)``), then copies what it owns through ``c``."""
        ...


T = TypeVar("T", bound=Copied)


class Copier:
    """One copy being made: what has been copied so far (each object once), and what is shared."""

    __slots__ = ("memo",)

    def __init__(self, shared: Iterable[object] = ()) -> None:
        self.memo: dict[int, Any] = {id(o): o for o in shared}

    def __call__(self, x: T) -> T:
        """The copy of ``x`` (made once: the same copy wherever ``x`` is reached from)."""
        y: T | None = self.memo.get(id(x))
        return x.copied(self) if y is None else y

    def maybe(self, x: T | None) -> T | None:
        return None if x is None else self(x)

    def values(self, x: Any) -> Any:
        """What a move's words were read as (values, in tuples or lists), as the copy has them: an object of the
        position named in them (a die) is its copy, made by then; a list is a list of its own."""
        if isinstance(x, tuple):
            return tuple([self.values(v) for v in x]) if x else x
        if isinstance(x, list):
            return [self.values(v) for v in x]
        return self.memo.get(id(x), x)

    def keep(self, old: object, new: object) -> None:
        """``new`` is the copy of ``old``: said before ``old``'s parts are copied (they may lead back to it)."""
        self.memo[id(old)] = new

    def share(self, x: object) -> None:
        """``x`` is not copied: the copy names the same object."""
        self.memo[id(x)] = x

    def method(self, f: Callable[..., Any]) -> Callable[..., Any]:
        """A function kept by an object (a ledger's way of naming cards): a method of an object being copied is the
        same method of its copy; a plain function is shared."""
        owner = getattr(f, "__self__", None)
        if not isinstance(f, types.MethodType) or owner is None or isinstance(owner, type):
            return f
        g: Callable[..., Any] | None = self.memo.get(id(f))
        if g is None:
            g = self.memo[id(f)] = types.MethodType(f.__func__, self(owner))
        return g


__all__ = ["Copied", "Copier"]
