"""This package's messages in Japanese and English (see referee.i18n): ``_("…", part=…)``, ``_n(…)``, ``N_("…")``.

The console's messages put in them what the user typed (a command, a word, a line), a ruling's value, a text of the
features, and what a game or the core has already said in the language of the moment (a finding, a phase, a step):
its parts are said as they are, never respelled with the glossary of the game being refereed (referee.i18n's
``use_terms``), which would change what a user typed or a value they can type. The console writes a game's events in
Japanese itself, where it lists them (referee/console/japanese.py).
"""

from pathlib import Path
from typing import Any

from ..i18n import N_, Term, catalogue

_say, _say_n = catalogue(__package__, Path(__file__).parent / "locale")


def _kept(parts: dict[str, Any]) -> dict[str, Any]:
    """``parts`` with each plain text part made one that every language says as it is (``Term(text, text)``)."""
    return {k: Term(v, v) if type(v) is str else v for k, v in parts.items()}


def _(message: str, /, **parts: Any) -> str:
    return _say(message, **_kept(parts)) if parts else _say(message)


def _n(singular: str, plural: str, n: int, /, **parts: Any) -> str:
    return _say_n(singular, plural, n, **_kept(parts))


__all__ = ["N_", "_", "_n"]
