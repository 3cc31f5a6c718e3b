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


class _Marked(str):
    """A text that carries something beside it (how to say it again, its Japanese): it copies as itself, for it never
    changes, and pickles as the plain text it is (what a worker process sends back is the text)."""

    __slots__ = ()

    def __copy__(self) -> _Marked:
        return self

    def __deepcopy__(self, memo: Any) -> _Marked:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return str, (str(self),)


class Term(_Marked):
    """A game's word as the notation spells it (a card ``7S``, a verb ``scout``, a slot ``lead``) that a Japanese
    message says as the game's own Japanese term (``♠7``, ``スカウト``, ``主演``): ``Term("scout", "スカウト")``. It
    is the notation's spelling everywhere else (an English message, a comparison, JSON)."""

    __slots__ = ("ja",)
    ja: str

    def __new__(cls, text: str, ja: str) -> Term:
        t = super().__new__(cls, text)
        t.ja = ja
        return t


#: the parts of a message that name a person, never respelled as a game's term (a player may be called ``AS``)
PERSONAL = frozenset({"player", "players", "who", "actor", "name", "names", "other_player", "winner", "winners",
                      "owner", "opener", "lumina", "nox", "watcher", "presenter", "by", "holder", "them", "giver",
                      "taker", "next", "first", "second", "expected_player"})


_game_terms: Callable[[str], str] | None = None  # the words of the game being refereed (:func:`use_terms`)
_made_terms: dict[int, tuple[Mapping[str, str], Callable[[str], str]]] = {}


def use_terms(table: Mapping[str, str] | None) -> None:
    """Say the words of ``table`` (the glossary of the game being refereed: ``Game.japanese_terms``) as its Japanese
    terms in every Japanese message from now on, the core's and the notation's as well as the game's own (a card the
    core's ledger names, a verb the reader names); None: no game's."""
    global _game_terms
    if table is None:
        _game_terms = None
        return
    made = _made_terms.get(id(table))
    if made is None or made[0] is not table:
        made = _made_terms[id(table)] = (table, terms_of(table))
    _game_terms = made[1]


def japanese_wanted() -> bool:
    """Will a message said now be read in Japanese (the language is Japanese, or the report is recording it to say
    it in both)? A word's Japanese that costs work to make is made only then."""
    return _recording or language() == "ja"


def say_term(text: str, table: Mapping[str, str] | None = None) -> str:
    """``text`` (a game's word, or words, said alone: a finding's expectation) in the language of the moment: its
    Japanese term (``table``, or the game being refereed's) in Japanese; inside :func:`recording`, a :class:`Term`
    that can be said again in either language."""
    terms = terms_of(table) if table is not None else _game_terms
    if terms is None or type(text) is not str:
        return text
    ja = terms(text)
    if ja == text:
        return text
    if _recording:
        return Term(text, ja)
    return ja if language() == "ja" else text


def _in_terms(parts: dict[str, Any], terms: Callable[[str], str] | None) -> dict[str, Any]:
    """``parts`` said in Japanese: each :class:`Term` as its Japanese, and (a catalogue with ``terms``) each other
    text part that is one of the game's words, or words, as the game's Japanese terms."""
    out: dict[str, Any] = {}
    for k, v in parts.items():
        t = type(v)
        if t is Term:
            v = v.ja
        elif terms is not None and (t is str or t is Said) and k not in PERSONAL:
            v = terms(v)
        out[k] = v
    return out


class Said(_Marked):
    """A message as said in one language that remembers how it was said (its catalogue, its message id and its
    parts), so that it can be said again in another (:func:`said_in`) without doing again what said it. Made only
    inside :func:`recording`; it copies as itself and pickles as the plain text it is."""

    __slots__ = ("recipe",)
    recipe: tuple[Any, ...]

    def __new__(cls, text: str, recipe: tuple[Any, ...]) -> Said:
        s = super().__new__(cls, text)
        s.recipe = recipe
        return s

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
        said = {k: said_in(v, lang) for k, v in (parts or {}).items()}
        if lang == "ja":
            said = _in_terms(said, catalogue.terms() or _game_terms)
        if plural is not None:
            return text.format(n=n, **said)
        return text.format(**said) if parts else text
    if t is str:
        return value
    if t is Term:
        return value.ja if lang == "ja" else str(value)
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

    def __init__(self, domain: str, localedir: Path, terms: Callable[[], Callable[[str], str]] | None = None) -> None:
        self.domain = domain
        self.localedir = localedir
        self._loaded: dict[str, gettext.NullTranslations] = {}
        self._terms = terms
        self._said_terms: Callable[[str], str] | None = None

    def terms(self) -> Callable[[str], str] | None:
        """How a Japanese message of this catalogue says a game's word (``terms`` made at the first message: the
        game's tables are read once its rules are loaded), or None."""
        if self._terms is None:
            return None
        if self._said_terms is None:
            self._said_terms = self._terms()
        return self._said_terms

    def _parts(self, parts: dict[str, Any]) -> dict[str, Any]:
        parts = _here(parts) if _said_made else parts
        if language() == "ja":
            return _in_terms(parts, self.terms() or _game_terms)
        return parts

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
            text = text.format(**self._parts(parts))
        if not _recording:
            return text
        _record.texts.add(text)  # type: ignore[union-attr]
        return Said(text, (self, message, None, None, parts))

    def ngettext(self, singular: str, plural: str, n: int, /, **parts: Any) -> str:
        text = self.translations().ngettext(singular, plural, n).format(n=n, **self._parts(parts))
        if not _recording:
            return text
        _record.texts.add(text)  # type: ignore[union-attr]
        return Said(text, (self, singular, plural, n, parts))

    def functions(self) -> tuple[Callable[..., str], Callable[..., str]]:
        return self.gettext, self.ngettext


def catalogue(package: str, localedir: str | Path,
              terms: Callable[[], Callable[[str], str]] | None = None) -> tuple[Callable[..., str], Callable[..., str]]:
    """``_`` and ``_n`` for a package: ``_, _n = catalogue(__package__, Path(__file__).parent / "locale")``. A game
    gives ``terms``: a function that makes (once, at the first message) how its Japanese messages say its words
    (:func:`terms_of`)."""
    domain = package.rsplit(".", 1)[-1] if package != "referee" else "referee"
    return Catalogue(domain, Path(localedir), terms).functions()


def terms_of(table: Mapping[str, str]) -> Callable[[str], str]:
    """How a Japanese message says a text part, from a game's glossary ``table`` (its words as the notation spells
    them → the game's Japanese terms): a word of the table as its term; words separated by spaces (``7S 7H``, a
    notation line ``Aki move 騎兵 R1 F2``) with each word of the table as its term (and each part of a word
    ``UNIT@AREA``, ``DIE=FACE``, ``CARD*N``), the others as written; any other text as it is."""

    def word(w: str) -> str:
        ja = table.get(w)
        if ja is not None:
            return ja
        for sep in ("@", "=", "*"):
            head, mark, rest = w.partition(sep)
            if mark and head and (head in table or rest in table):
                return table.get(head, head) + mark + table.get(rest, rest)
        return w

    def say(value: str) -> str:
        ja = table.get(value)
        if ja is not None:
            return ja
        if " " in value and value.isascii() or "`" not in value and " " in value and any(
                w in table for w in value.split(" ")):
            return " ".join(word(w) for w in value.split(" "))
        return value

    return say


#: the catalogue of the package's top-level modules (the command and its report)
_, _n = catalogue("referee", Path(__file__).parent / "locale")

__all__ = ["LANGUAGES", "Catalogue", "N_", "PERSONAL", "Record", "Said", "Term", "_", "_n", "catalogue", "detect", "language",
           "japanese_wanted", "recording", "said_in", "say_term", "set_language", "terms_of", "use_terms"]
