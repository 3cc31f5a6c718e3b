"""Numbers written in logs, set files and commands: ASCII digits only, and never more than nine of them.

Python's ``str.isdigit()`` accepts characters ``int()`` refuses (``²``, ``፩``), and ``int()`` accepts
digits of every script and thousands of them (``int()`` of 4,301 digits raises). Logs come from
strangers, so every number the referee reads goes through these two functions instead: a word is a
number or it is not, and a number is small.
"""

from __future__ import annotations

import re

MAX_DIGITS = 9
_COUNT = re.compile(r"[0-9]{1,%d}" % MAX_DIGITS)
_SIGNED = re.compile(r"[+-]?[0-9]{1,%d}" % MAX_DIGITS)


def count(text: object) -> int | None:
    """``text`` as a whole number without a sign (``"12"`` → 12), or None."""
    if type(text) is str and _COUNT.fullmatch(text):
        return int(text)
    return None


def signed(text: object) -> int | None:
    """``text`` as a whole number with an optional sign (``"-3"`` → -3, ``"+2"`` → 2), or None."""
    if type(text) is str and _SIGNED.fullmatch(text):
        return int(text)
    return None
