"""The lines of ``referee check``'s report, written without rich where rich would add nothing.

On a terminal the report is drawn by rich (colours, a grid of findings, a progress bar). Written to a pipe or a
file it is plain lines, one finding a line, which rich would only pass through: there :class:`PlainConsole`
writes them itself, so that a check started by a script or an editor does not spend most of its start loading
rich (docs/performance.md). The two write the same text: a :class:`Line` is a list of styled pieces that rich
draws as its own ``Text`` (``__rich__``) and a plain console writes as its text, through
:func:`referee.safeio.printable`.
"""

from __future__ import annotations

import os
from typing import Any

from .safeio import printable

#: environment variables with which rich treats a stream that is not a terminal as one (or a terminal as none)
_RICH_ENV = ("TTY_COMPATIBLE", "FORCE_COLOR", "TTY_INTERACTIVE")


class Line:
    """A line of text in styled pieces (a style is rich's: ``"bold"``, ``"red"``; None for none)."""

    __slots__ = ("pieces",)

    def __init__(self, text: str = "", style: str | None = None) -> None:
        self.pieces: list[tuple[str, str | None]] = [(text, style)] if text else []

    def append(self, text: str, style: str | None = None) -> "Line":
        if text:
            self.pieces.append((text, style))
        return self

    def append_text(self, other: "Line") -> "Line":
        self.pieces.extend(other.pieces)
        return self

    @property
    def plain(self) -> str:
        return "".join(text for text, _style in self.pieces)

    def __str__(self) -> str:
        return self.plain

    def __rich__(self) -> Any:
        from rich.text import Text

        out = Text()
        for text, style in self.pieces:
            out.append(text, style=style or "")
        return out


class PlainConsole:
    """What ``referee check`` prints to a pipe or a file: each object's text (a :class:`Line` or a string, taken
    as it is: no markup), never wrapped, control characters escaped as rich's safe console escapes them."""

    is_terminal = False
    width = 80

    def __init__(self, file: Any) -> None:
        self.file = file

    def print(self, *objects: Any, style: str | None = None, soft_wrap: bool | None = None, overflow: str | None = None,
              end: str = "\n", **_kw: Any) -> None:
        self.file.write(printable(" ".join(str(o) for o in objects)) + end)


def wants_rich(stream: Any) -> bool:
    """Would rich draw on ``stream`` as on a terminal (a terminal, or an environment that says so)?"""
    if any(name in os.environ for name in _RICH_ENV):
        return True
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty is not None and isatty())
    except ValueError:  # a closed stream
        return False


__all__ = ["Line", "PlainConsole", "wants_rich"]
