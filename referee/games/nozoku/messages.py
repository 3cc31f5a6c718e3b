"""This game's messages in Japanese and English (see referee.i18n): ``_("…", part=…)``, ``_n(…)``, ``N_("…")``."""

from collections.abc import Iterable
from functools import reduce
from pathlib import Path

from ...i18n import N_, catalogue

_, _n = catalogue(__package__, Path(__file__).parent / "locale")

#: the colours a game set may name, as a message says them (a colour not listed is said as the set writes it)
COLOURS = {"white": N_("white"), "red": N_("red"), "blue": N_("blue"), "green": N_("green"), "yellow": N_("yellow")}
#: the side faces a seat may read (gameset.SIDE_NAMES), as a message says them
SIDES = {"left": N_("left"), "back": N_("back"), "right": N_("right")}
_SUFFIXES = {"st": N_("{n}st"), "nd": N_("{n}nd"), "rd": N_("{n}rd"), "th": N_("{n}th")}


def colour(name: str) -> str:
    """A die colour as a message says it."""
    return _(COLOURS[name]) if name in COLOURS else name


def side(name: str) -> str:
    """A side face (left, back, right) as a message says it."""
    return _(SIDES[name]) if name in SIDES else name


def nth(n: int) -> str:
    """1st, 2nd, 3rd, 4th … (an entry of a set file named by its place), in the language of the moment."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return _(_SUFFIXES[suffix], n=n)


def either(items: Iterable[str]) -> str:
    """``a or b or c``, in the language of the moment."""
    words = list(items)
    return reduce(lambda a, b: _("{a} or {b}", a=a, b=b), words) if words else ""


def listing(items: Iterable[str]) -> str:
    """``a, b, c``, in the language of the moment."""
    words = list(items)
    return reduce(lambda a, b: _("{a}, {b}", a=a, b=b), words) if words else ""


def semicolons(items: Iterable[str]) -> str:
    """``a; b; c``, in the language of the moment."""
    words = list(items)
    return reduce(lambda a, b: _("{a}; {b}", a=a, b=b), words) if words else ""


__all__ = ["N_", "_", "_n", "colour", "either", "listing", "nth", "semicolons", "side"]
