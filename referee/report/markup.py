"""The rulebooks' own inline markup in the texts a page quotes (原文, 裁定, a ruling's gap, the rulebook's sentences).

The rulebooks are Markdown and reStructuredText, and the features quote them as written: ``**必ず**`` (bold, in
both), ``:numref:`cost``` (a reStructuredText reference to one of the rulebook's figures or tables), ````$BL````
(a literal). A page shows them as the rulebook means them: bold as ``<strong>``, a reference and a literal as
code, every other character as text (escaped: nothing in a quote becomes markup of the page). A ``**`` left without
its pair is dropped. :func:`plain` is the same text without the markup, as a person reads it.

:func:`distinct` leaves out a quote that says what an earlier one of the same clause says: a rulebook that states a
sentence twice (カーテンコール's pairing rule, once for each branch, the two differing by a comma) is quoted twice by
its clause, for the sentence coverage, and shown once.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from markupsafe import Markup, escape

#: ``**bold**`` (not empty, not starting or ending with a space), a reStructuredText role ``:name:`target```, a
#: literal ````text````
_TOKEN = re.compile(r"\*\*(?P<bold>[^*\s](?:[^*]*?[^*\s])?)\*\*|:(?P<role>[a-z]+):`(?P<target>[^`]+)`|``(?P<literal>[^`]+)``")
_STRAY = re.compile(r"\*\*")
#: what two quotes of the same sentence may differ by: spaces and punctuation (and the markup)
_LOOSE = re.compile(r"[\s\u3000、。，．,.・:：;；!！?？「」『』（）()\[\]【】\-—–]+")


def _pieces(text: str) -> Iterable[tuple[str, str]]:
    """``(kind, text)`` in order: ``text`` (plain), ``bold``, ``code``."""
    pos = 0
    for m in _TOKEN.finditer(text):
        if m.start() > pos:
            yield "text", _STRAY.sub("", text[pos:m.start()])
        if m.group("bold") is not None:
            yield "bold", m.group("bold")
        else:
            yield "code", m.group("target") if m.group("role") is not None else m.group("literal")
        pos = m.end()
    if pos < len(text):
        yield "text", _STRAY.sub("", text[pos:])


def rendered(text: object) -> Markup:
    """``text`` as markup for a page: its bold as ``<strong>``, its references and literals as ``<code>``, every other
    character escaped."""
    out = []
    for kind, part in _pieces(str(text)):
        if kind == "bold":
            out.append(Markup("<strong>%s</strong>") % part)
        elif kind == "code":
            out.append(Markup('<code class="ref">%s</code>') % part)
        else:
            out.append(escape(part))
    return Markup("").join(out)


def plain(text: object) -> str:
    """``text`` as :func:`rendered` shows it, without the markup: what a person reads."""
    return "".join(part for _kind, part in _pieces(str(text)))


def _key(text: str) -> str:
    return _LOOSE.sub("", unicodedata.normalize("NFKC", plain(text)))


def distinct(quotes: Iterable[str]) -> list[str]:
    """``quotes`` without those that say what an earlier one says (the same words, but for spaces, punctuation and
    markup), in their order."""
    seen: set[str] = set()
    out = []
    for q in quotes:
        key = _key(q)
        if key in seen:
            continue
        seen.add(key)
        out.append(q)
    return out
