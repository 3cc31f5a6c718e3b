"""This game's messages in Japanese and English (see referee.i18n): ``_("…", part=…)``, ``_n(…)``, ``N_("…")``;
its colour and side names; the core's list joiners (``listing``, ``either``) and ordinals (``nth``)."""

from collections.abc import Iterable
from functools import reduce
from pathlib import Path

from ...core.messages import either, listing
from ...core.setfiles import ordinal as nth
from ...core.terms import glossary
from ...i18n import N_, catalogue
from . import NAME

_, _n = catalogue(__package__, Path(__file__).parent / "locale", lambda: glossary(NAME))  # its words: its glossary

#: the colours a game set may name, as a message says them (a colour not listed is said as the set writes it)
COLOURS = {"white": N_("white"), "red": N_("red"), "blue": N_("blue"), "green": N_("green"), "yellow": N_("yellow")}
#: the side faces a seat may read (gameset.SIDE_NAMES), as a message says them
SIDES = {"left": N_("left"), "back": N_("back"), "right": N_("right")}


def colour(name: str) -> str:
    """A die colour as a message says it."""
    return _(COLOURS[name]) if name in COLOURS else name


def side(name: str) -> str:
    """A side face (left, back, right) as a message says it."""
    return _(SIDES[name]) if name in SIDES else name


def semicolons(items: Iterable[str]) -> str:
    """``a; b; c``, in the language of the moment."""
    words = list(items)
    return reduce(lambda a, b: _("{a}; {b}", a=a, b=b), words) if words else ""


__all__ = ["N_", "_", "_n", "colour", "either", "listing", "nth", "semicolons", "side"]
