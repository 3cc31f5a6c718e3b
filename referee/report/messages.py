"""This package's messages in Japanese and English (see referee.i18n): ``_("…", part=…)``, ``_n(…)``, ``N_("…")``."""

from pathlib import Path

from ..i18n import N_, catalogue

_, _n = catalogue(__package__, Path(__file__).parent / "locale")

__all__ = ["N_", "_", "_n"]
