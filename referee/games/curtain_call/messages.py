"""This game's messages in Japanese and English (see referee.i18n): ``_("…", part=…)``, ``_n(…)``, ``N_("…")``.

A Japanese message says each of the game's words among its parts (a card ``7S``, a verb, a stage) as the game's
glossary does (``CurtainCall.japanese_terms``: ``♠7``, ``スカウト``, ``カミ``)."""

from pathlib import Path

from ...core.terms import glossary
from ...i18n import N_, catalogue
from . import NAME

_, _n = catalogue(__package__, Path(__file__).parent / "locale", lambda: glossary(NAME))

__all__ = ["N_", "_", "_n"]
