"""The steps of the features' scenarios, as the living rulebook shows them: in the language of the page.

Every step of the features is one of the shared step library's (``referee/harness/library.py``: the scenarios speak
the game's notation in doc strings, and the library's few sentences around it). Each of those sentences is a message
of this package, its English the library's pattern without the types of its parameters (``the referee reports
{clause} at "{line}"``), its Japanese how a Japanese player says it (``審判は「{line}」の行で {clause} の違反を指摘する``).
A step is matched against them (each parameter as the library's type reads it: a clause id, a word, anything) and
said in the page's language, its parameters kept as written, each in ``<span class="arg">``; the keyword too, as
Gherkin's Japanese says it (前提, もし, ならば, かつ, しかし). A step no sentence matches is shown as written, in
``<span class="untranslated" lang="en">`` (the tests hold that there is none: tests/test_report_site.py).
"""

from __future__ import annotations

import re
from functools import lru_cache

from markupsafe import Markup, escape

from ..i18n import language
from .messages import N_, _

#: how each parameter of the library's patterns is read (by its name there); any other: any text
_TYPES = {
    "game": r"\S+",  # {game:S}
    "a": r"\w+",  # {a:w}
    "b": r"\w+",
    "clause": r"[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+",  # {clause:Clause}
    "code": r"[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+",
    "ruling": r"[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+",
}

# TRANSLATORS: the sentences of the features' steps (Gherkin), shown on the living rulebook's pages. Keep every
# {placeholder}: it is the step's parameter as written (a clause id, a line of the log, a player's name).
SENTENCES = (
    N_("a {game} game between {a} and {b}:"),
    N_("a {game} game between {a} and {b}"),
    N_("a {game} game for {players}:"),
    N_("the log:"),
    N_('the option {name} is "{value}"'),
    N_("the log so far:"),
    N_("the log is the whole game"),
    N_("strict mode"),
    N_("the log continues:"),
    N_('the log says "{line}"'),
    N_("the referee accepts the log"),
    N_("the referee reports {clause}"),
    N_('the referee reports {clause} at "{line}"'),
    N_("the referee reports only {clause}"),
    N_("the referee reports the input error {code}"),
    N_('the referee reports the input error {code} at "{line}"'),
    N_("the referee reads the recorder's slip {code} as meant"),
    N_('the referee reads the recorder\'s slip {code} as meant at "{line}"'),
    N_("the referee cannot verify {clause}"),
    N_("the finding for {clause} depends on ruling {ruling}"),
    N_("the table shows:"),
    N_("the game is over"),
    N_("the game is not over"),
)

# TRANSLATORS: Gherkin's keywords, as Gherkin's own Japanese says them (前提, もし, ならば, かつ, しかし)
KEYWORDS = {"Given": N_("Given"), "When": N_("When"), "Then": N_("Then"), "And": N_("And"), "But": N_("But")}

#: the header of the table of "the table shows:", as the step reads it (| fact | value |), and as a Japanese page says it
TABLE_HEADER = ("fact", "value")
# TRANSLATORS: the header of a step's table of facts (| fact | value |): each row a fact of the table and its value
TABLE_HEADER_SAID = (N_("fact (a table's header)"), N_("value (a table's header)"))

_FIELD = re.compile(r"\{(\w+)\}")


def _regex(sentence: str) -> re.Pattern[str]:
    out, pos, names = [], 0, []
    for m in _FIELD.finditer(sentence):
        out.append(re.escape(sentence[pos:m.start()]))
        name = m.group(1)
        out.append(f"(?P<{name}>{_TYPES.get(name, '.+?')})" if name not in names else f"(?P={name})")
        names.append(name)
        pos = m.end()
    out.append(re.escape(sentence[pos:]))
    return re.compile("".join(out))


_MATCHERS = [(s, _regex(s)) for s in SENTENCES]


def sentence_of(text: str) -> tuple[str, dict[str, str]] | None:
    """The sentence a step's text is (its English, as a message), with its parameters as written; None for a step no
    sentence matches (at most one matches a step, as the library matches each step exactly once)."""
    for sentence, rx in _MATCHERS:
        m = rx.fullmatch(text)
        if m is not None:
            return sentence, m.groupdict()
    return None


def keyword(word: str) -> str:
    """A step's keyword in the language of the moment (``*`` and a keyword Gherkin has no other word for, as written)."""
    msg = KEYWORDS.get(word.strip())
    return _(msg) if msg is not None else word


def text(step_text: str) -> Markup:
    """A step's text in the language of the moment, each parameter as written in ``<span class="arg">``."""
    return _said(step_text, language())


@lru_cache(maxsize=8192)
def _said(step_text: str, lang: str) -> Markup:
    found = sentence_of(step_text)
    if found is None:
        return Markup('<span class="untranslated" lang="en">%s</span>') % step_text
    sentence, parts = found
    said = _(sentence)  # the sentence in the language of the moment, its placeholders still in it
    out, pos = [], 0
    for m in _FIELD.finditer(said):
        out.append(escape(said[pos:m.start()]))
        value = parts.get(m.group(1))
        out.append(Markup('<span class="arg">%s</span>') % value if value is not None else escape(m.group()))
        pos = m.end()
    out.append(escape(said[pos:]))
    return Markup("").join(out)


def table(rows: list[list[str]]) -> list[list[str]]:
    """A step's data table in the language of the moment: the header of a table of facts (``| fact | value |``) said
    in it (in English, as written), every other cell as written."""
    if language() != "en" and rows and [c.strip() for c in rows[0]] == list(TABLE_HEADER):
        return [[_(h) for h in TABLE_HEADER_SAID], *rows[1:]]
    return rows
