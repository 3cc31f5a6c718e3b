"""This game's messages in Japanese and English (see referee.i18n): ``_("…", part=…)``, ``_n(…)``, ``N_("…")``."""

from pathlib import Path

from ...core.terms import glossary
from ...i18n import N_, catalogue
from . import NAME

_, _n = catalogue(__package__, Path(__file__).parent / "locale", lambda: glossary(NAME))  # its words: its glossary

__all__ = ["N_", "_", "_n"]
