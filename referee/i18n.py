"""What users read, in Japanese and English: gettext catalogues, one domain per package.

The English text is written in the code and is the message id; the Japanese is in a gettext catalogue
beside the package that says it: ``referee/locale`` for the command's own modules, and
``<package>/locale`` for each subpackage with a ``messages.py`` (core, notation, console, and each game,
which keeps a game's words with the game). The catalogues
are extracted and compiled with Babel (``scripts/i18n.py``); ``tests/test_i18n.py`` fails when a message
has no translation, when a translation drops or invents a ``{placeholder}``, and when a compiled catalogue
is older than its source.

A module says a message with ``_("…")``, a message with parts with ``_("{who} plays {card}", who=…,
card=…)`` (the parts are filled in after translation, so the Japanese may put them in its own order), a
message that depends on a count with ``_n("{n} finding", "{n} findings", n)``, and marks a text to be
translated later (a table of names) with ``N_("…")``.

The language is ``--lang`` if given (:func:`set_language`), else the locale's: ``LANGUAGE``, ``LC_ALL``,
``LC_MESSAGES`` or ``LANG`` starting with ``ja`` gives Japanese; anything else gives English.
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "ja")
LANGUAGE_NAMES = {"en": "English", "ja": "日本語"}

_chosen: str | None = None
_detected: str | None = None  # the locale's language, read once (set_language reads it again)


def detect(environ: Mapping[str, str] | None = None) -> str:
    """The language the locale asks for: ``ja`` or ``en``."""
    env = os.environ if environ is None else environ
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if value:
            first = value.split(":")[0].strip().lower()
            if var == "LANGUAGE" and first in ("", "c", "posix"):
                continue
            return "ja" if first.startswith("ja") else "en"
    return "en"


def set_language(lang: str | None) -> None:
    """Speak ``lang`` (``ja`` or ``en``) from now on; None goes back to the locale's language."""
    global _chosen, _detected
    if lang is not None and lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: one of {', '.join(LANGUAGES)}")
    _chosen = lang
    _detected = None


def language() -> str:
    """The language messages are said in now: the one chosen, else the locale's (read from the environment
    once, not at every message: messages are said on the referee's hot path)."""
    global _detected
    if _chosen:
        return _chosen
    if _detected is None:
        _detected = detect()
    return _detected


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Say everything in ``lang`` inside the block; the choice made before (or the locale's) is restored after."""
    global _chosen
    before = _chosen
    set_language(lang)
    try:
        yield
    finally:
        _chosen = before


def N_(message: str) -> str:
    """Mark ``message`` to be translated where it is said (a name in a table)."""
    return message


class Catalogue:
    """The messages of one package (a gettext domain) in the language of the moment."""

    def __init__(self, domain: str, localedir: Path) -> None:
        self.domain = domain
        self.localedir = localedir
        self._loaded: dict[str, gettext.NullTranslations] = {}

    def translations(self, lang: str | None = None) -> gettext.NullTranslations:
        lang = lang or _chosen or _detected or language()
        t = self._loaded.get(lang)
        if t is None:
            if lang == "en":  # the English is the message id
                t = gettext.NullTranslations()
            else:
                t = gettext.translation(self.domain, self.localedir, languages=[lang], fallback=True)
            self._loaded[lang] = t
        return t

    def gettext(self, message: str, /, **parts: Any) -> str:
        text = self.translations().gettext(message)
        return text.format(**parts) if parts else text

    def ngettext(self, singular: str, plural: str, n: int, /, **parts: Any) -> str:
        return self.translations().ngettext(singular, plural, n).format(n=n, **parts)

    def functions(self) -> tuple[Callable[..., str], Callable[..., str]]:
        return self.gettext, self.ngettext


def catalogue(package: str, localedir: str | Path) -> tuple[Callable[..., str], Callable[..., str]]:
    """``_`` and ``_n`` for a package: ``_, _n = catalogue(__package__, Path(__file__).parent / "locale")``."""
    domain = package.rsplit(".", 1)[-1] if package != "referee" else "referee"
    return Catalogue(domain, Path(localedir)).functions()


#: the catalogue of the package's top-level modules (the command and its report)
_, _n = catalogue("referee", Path(__file__).parent / "locale")

__all__ = ["LANGUAGES", "Catalogue", "N_", "_", "_n", "catalogue", "detect", "language", "set_language"]
