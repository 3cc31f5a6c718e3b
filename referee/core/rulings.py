"""Rulings: named, documented, switchable interpretations where a rulebook is silent.

Each ruling is a clause of its own (its id appears in the features with the
ruling's text); a log header switches it with ``option NAME: VALUE``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..notation.model import HeaderEntry, LogError
from ..notation.numbers import signed
from .words import did_you_mean
from .messages import _, listing


@dataclass(frozen=True, slots=True)
class Ruling:
    name: str  # the option name used in log headers
    clause: str  # its clause id
    default: str
    choices: tuple[str, ...] = ()  # allowed values; empty when ``parse`` decides
    summary: str = ""
    parse: Callable[[str], Any] | None = None  # for numeric rulings
    alternatives: dict[str, str] = field(default_factory=dict)  # value -> what it means

    def value(self, text: str) -> Any:
        if self.parse is not None:
            return self.parse(text)
        if text not in self.choices:
            raise ValueError(_("one of {choices}", choices=listing(self.choices)))
        return text


def whole_number(low: int = 0, high: int = 1000) -> Callable[[str], int]:
    def parse(text: str) -> int:
        n = signed(text.strip())
        if n is None or not low <= n <= high:
            raise ValueError(_("a whole number from {low} to {high}", low=low, high=high))
        return n

    return parse


class Options(dict[str, Any]):
    """Resolved ruling values for one log: the defaults, overridden by the header."""

    def __init__(self, rulings: tuple[Ruling, ...]) -> None:
        super().__init__({r.name: r.value(r.default) for r in rulings})
        self.rulings = {r.name: r for r in rulings}
        self.switched: dict[str, str] = {}

    def switch(self, entries: dict[str, HeaderEntry], overrides: dict[str, str] | None = None) -> list[LogError]:
        errors: list[LogError] = []
        items: list[tuple[str, str, HeaderEntry | None]] = [(k, e.value, e) for k, e in entries.items()]
        items += [(k, v, None) for k, v in (overrides or {}).items()]
        for name, text, entry in items:
            ruling = self.rulings.get(name)
            from ..notation.model import Position

            pos = entry.position if entry else Position("<command line>", 0, 0)
            if ruling is None:
                errors.append(
                    LogError(
                        "LOG-OPTION",
                        _("unknown option {name!r}", name=name) + did_you_mean(name, self.rulings),
                        pos,
                        _("one of {choices}", choices=listing(sorted(self.rulings))) if self.rulings else _("no options"),
                    )
                )
                continue
            try:
                self[name] = ruling.value(text.strip())
                self.switched[name] = text.strip()
            except ValueError as e:
                vpos = Position(pos.path, pos.line, entry.value_col) if entry else pos
                errors.append(LogError("LOG-OPTION", _("{value!r} is not a value of option {name!r}", value=text.strip(), name=name)
                                       + did_you_mean(text.strip(), ruling.choices), vpos, str(e)))
        return errors
