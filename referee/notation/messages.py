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


__all__ = ["N_", "_", "_n", "listing"]
