"""Step definitions with ``parse`` patterns, matched exactly once."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import parse


class StepError(AssertionError):
    """A step that matches no definition or more than one."""


@dataclass(frozen=True)
class StepDef:
    kind: str  # given / when / then
    pattern: str
    func: Callable[..., None]
    matcher: Any

    @property
    def where(self) -> str:
        code = self.func.__code__
        return f"{code.co_filename}:{code.co_firstlineno}"


_STEPS: list[StepDef] = []


@parse.with_pattern(r"[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+")
def _clause(text: str) -> str:
    return text


TYPES = {"Clause": _clause}


def step(kind: str, pattern: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    def deco(func: Callable[..., None]) -> Callable[..., None]:
        _STEPS.append(StepDef(kind, pattern, func, parse.compile(pattern, extra_types=TYPES, case_sensitive=True)))
        return func

    return deco


def given(pattern: str):
    return step("given", pattern)


def when(pattern: str):
    return step("when", pattern)


def then(pattern: str):
    return step("then", pattern)


def steps() -> list[StepDef]:
    from . import library as _  # noqa: F401  (registers the library)

    return list(_STEPS)


def match(kind: str, text: str) -> list[tuple[StepDef, Any]]:
    out = []
    for d in steps():
        if d.kind != kind:
            continue
        r = d.matcher.parse(text)
        if r is not None:
            out.append((d, r))
    return out


def run(world: Any, kind: str, text: str, docstring: str | None = None, table: list[list[str]] | None = None) -> None:
    """Run the one definition that matches ``kind`` + ``text``."""
    found = match(kind, text)
    if not found:
        raise StepError(f"no step definition matches: {kind.capitalize()} {text}")
    if len(found) > 1:
        where = ", ".join(f"{d.pattern!r} ({d.where})" for d, _ in found)
        raise StepError(f"{len(found)} step definitions match {kind.capitalize()} {text}: {where}")
    d, r = found[0]
    kwargs = dict(r.named)
    code = d.func.__code__
    params = code.co_varnames[: code.co_argcount]
    if "docstring" in params:
        kwargs["docstring"] = docstring
    if "table" in params:
        kwargs["table"] = table
    d.func(world, **kwargs)
