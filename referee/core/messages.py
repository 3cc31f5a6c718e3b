"""This package's messages in Japanese and English (see referee.i18n): ``_("…", part=…)``, ``_n(…)``, ``N_("…")``."""

from collections.abc import Iterable
from functools import reduce
from pathlib import Path

from ..i18n import N_, catalogue

_, _n = catalogue(__package__, Path(__file__).parent / "locale")


def listing(items: Iterable[str]) -> str:
    """``a, b, c`` (names and words of the notation listed in a message), in the language of the moment."""
    words = list(items)
    return reduce(lambda a, b: _("{a}, {b}", a=a, b=b), words) if words else ""


def either(items: Iterable[str]) -> str:
    """``a or b or c`` (the words a mistyped one may have been), in the language of the moment."""
    words = list(items)
    return reduce(lambda a, b: _("{a} or {b}", a=a, b=b), words) if words else ""


def both(items: Iterable[str]) -> str:
    """``a and b and c`` (readings that fit alike), in the language of the moment."""
    words = list(items)
    return reduce(lambda a, b: _("{a} and {b}", a=a, b=b), words) if words else ""


#: the kinds of words a game reads (``State.vocabulary``), as a message names them
KINDS = {
    "card": N_("card"),
    "die": N_("die"),
    "area": N_("area"),
    "slot": N_("slot"),
    "player": N_("player"),
    "verb": N_("verb"),
}


def kind_name(kind: str) -> str:
    """A kind of word (``card``, ``die`` …) as a message names it (a kind not listed: as the game names it)."""
    return _(KINDS[kind]) if kind in KINDS else kind


__all__ = ["KINDS", "N_", "_", "_n", "both", "either", "kind_name", "listing"]
