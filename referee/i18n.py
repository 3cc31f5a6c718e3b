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

A message is said in the language of the moment. The report, which writes each log's page in both languages,
checks a log once inside :func:`recording`: each message is then a :class:`Said`, a text that remembers its
catalogue, message id and parts, and :func:`said_in` says the whole verdict again in the other language. A message
made part of a plain text (``f"{said} …"``) cannot be said again; :class:`Record` finds such a text, and the report
then checks that log in each language. So a module says a message with its parts (or joins said texts with a said
separator, ``_(", ").join(…)``) rather than gluing texts together.

The language is ``--lang`` if given (:func:`set_language`), else the locale's: ``LANGUAGE``, ``LC_ALL``,
``LC_MESSAGES`` or ``LANG`` starting with ``ja`` gives Japanese; anything else gives English.
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Callable, Iterable, Iterator, Mapping
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


# -- messages that can be said again in the other language ------------------------------------------------

_recording = False  # whether messages said now remember how they were said (:func:`recording`)
_said_made = False  # whether a :class:`Said` was ever made in this process (none is, outside the report)


def _here(parts: dict[str, Any]) -> dict[str, Any]:
    """``parts`` with each :class:`Said` in it said in the language of the moment (a word a position keeps, said
    when it was reached, put in a message said now)."""
    lang = language()
    return {k: said_in(v, lang) if type(v) is Said else v for k, v in parts.items()}


class Said(str):
    """A message as said in one language that remembers how it was said (its catalogue, its message id and its
    parts), so that it can be said again in another (:func:`said_in`) without doing again what said it. Made only
    inside :func:`recording`; it copies as itself and pickles as the plain text it is."""

    __slots__ = ("recipe",)
    recipe: tuple[Any, ...]

    def __new__(cls, text: str, recipe: tuple[Any, ...]) -> Said:
        s = super().__new__(cls, text)
        s.recipe = recipe
        return s

    def __copy__(self) -> Said:
        return self

    def __deepcopy__(self, memo: Any) -> Said:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return str, (str(self),)

    def join(self, items: Iterable[str]) -> str:
        """``_(", ").join(names)``: a text that can be said again too (the separator in the other language)."""
        items = list(items)
        return Said(str.join(self, items), (None, self, items, None, None))


class Record:
    """What :func:`recording` saw said: the texts of the messages, to find a text that was said and then made
    part of a plain text (``f"{said} …"``, ``" ".join(…)``): such a text cannot be said again in another
    language (:meth:`lost`)."""

    def __init__(self) -> None:
        self.texts: set[str] = set()

    def lost(self, texts: Iterable[str]) -> bool:
        """Whether any of ``texts`` that is not a :class:`Said` holds a text said while recording (one with a
        letter in it: a number or a card code said alone is the same in every language)."""
        said = [t for t in self.texts if any(c.isalpha() for c in t)]

        def lost(t: object) -> bool:
            if type(t) is Said:  # its parts
                catalogue, message, plural, _n, parts = t.recipe
                return any(map(lost, plural)) if catalogue is None else any(map(lost, (parts or {}).values()))
            return isinstance(t, str) and any(w in t for w in said)

        return any(map(lost, texts))


_record: Record | None = None


@contextmanager
def recording() -> Iterator[Record]:
    """Inside the block, every message said is a :class:`Said` (the report checks a log once and says its findings
    in both languages from that one pass); the :class:`Record` yielded keeps their texts."""
    global _recording, _record, _said_made
    before = _recording, _record
    _recording, _record, _said_made = True, Record(), True
    try:
        yield _record
    finally:
        _recording, _record = before


def said_in(value: Any, lang: str) -> Any:
    """``value`` (a text, or lists, tuples and dicts of them, as a verdict's JSON data holds) with every
    :class:`Said` in it said again in ``lang``, and every other text a plain ``str``."""
    t = type(value)
    if t is Said:
        catalogue, message, plural, n, parts = value.recipe
        if catalogue is None:  # a separator's join: (None, separator, items, …)
            return str.join(said_in(message, lang), [said_in(v, lang) for v in plural])
        tr = catalogue.translations(lang)
        text = tr.gettext(message) if plural is None else tr.ngettext(message, plural, n)
        if plural is not None:
            return text.format(n=n, **{k: said_in(v, lang) for k, v in parts.items()})
        return text.format(**{k: said_in(v, lang) for k, v in parts.items()}) if parts else text
    if t is str:
        return value
    if t is dict:
        return {said_in(k, lang): said_in(v, lang) for k, v in value.items()}
    if t is list:
        return [said_in(v, lang) for v in value]
    if t is tuple:
        return tuple(said_in(v, lang) for v in value)
    if isinstance(value, str):
        return str(value)
    return value


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
        if parts:
            text = text.format(**(_here(parts) if _said_made else parts))
        if not _recording:
            return text
        _record.texts.add(text)  # type: ignore[union-attr]
        return Said(text, (self, message, None, None, parts))

    def ngettext(self, singular: str, plural: str, n: int, /, **parts: Any) -> str:
        text = self.translations().ngettext(singular, plural, n).format(n=n, **(_here(parts) if _said_made else parts))
        if not _recording:
            return text
        _record.texts.add(text)  # type: ignore[union-attr]
        return Said(text, (self, singular, plural, n, parts))

    def functions(self) -> tuple[Callable[..., str], Callable[..., str]]:
        return self.gettext, self.ngettext


def catalogue(package: str, localedir: str | Path) -> tuple[Callable[..., str], Callable[..., str]]:
    """``_`` and ``_n`` for a package: ``_, _n = catalogue(__package__, Path(__file__).parent / "locale")``."""
    domain = package.rsplit(".", 1)[-1] if package != "referee" else "referee"
    return Catalogue(domain, Path(localedir)).functions()


#: the catalogue of the package's top-level modules (the command and its report)
_, _n = catalogue("referee", Path(__file__).parent / "locale")

__all__ = ["LANGUAGES", "Catalogue", "N_", "Record", "Said", "_", "_n", "catalogue", "detect", "language", "recording", "said_in",
           "set_language"]
