"""Answers to rule questions, as ``referee rules`` and the console's ``rules`` show them (issue 32): the best clause
whole (its 見出し, 原文 or 内容 or 裁定 in full, English, its rulings), then a few other candidates one line each, fitting
one screen of a terminal. One layout for both, so that one question gets one answer."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .i18n import N_, _

if TYPE_CHECKING:
    from rich.console import Console

RIVALS = 3  # the other clauses an answer names after the best one, one line each (--all: every one that matches)
KIND_NAMES = {"rule": N_("rule"), "definition": N_("definition"), "faq": N_("faq"), "fact": N_("fact"), "ruling": N_("ruling")}


def _section(section: str, lang: str) -> str:
    """A feature's name as a heading: in Japanese without its English gloss ("… (spotlight phase)")."""
    import re

    if lang == "ja":
        return re.sub(r"\s+\([A-Za-z][^()]*\)$", "", section)
    return section


def _alternatives(text: str) -> str:
    """A ruling's other values, without what each means (``up = the bulwark is face up …; x = …`` → ``up, x``)."""
    return ", ".join(part.split("=", 1)[0].strip() for part in text.split(";") if "=" in part)


def clause_rows(idx: Any, c: Any, lang: str, whole: bool = False) -> list[tuple[str, Any]]:
    """What a clause says, row by row (a label and its text), in ``lang``: its Japanese (the rulebook's 原文, else in
    Japanese a fact's 内容 or a ruling's 裁定), its English, a ruling's option, a fact's source, and the rulings that
    touch it, one line each. ``whole``: every field (a ruling's gap, default and alternatives, what it affects)."""
    from rich.text import Text

    from .terminal import Wrapped

    ja = lang == "ja"
    rows: list[tuple[str, Any]] = []
    if not ja and c.title_ja and c.title_ja != c.title:
        rows.append((_("heading"), Wrapped(c.title_ja)))
    if ja and c.title_ja and c.title != c.title_ja and whole:
        rows.append((_("English title"), Wrapped(c.title)))
    if c.japanese:
        rows.append((_("original"), Wrapped("\n".join(c.japanese))))
    elif ja and c.kind == "fact" and c.fields.get("内容"):
        rows.append((_("in Japanese"), Wrapped(c.fields["内容"])))
    elif ja and c.fields.get("裁定"):
        rows.append((_("ruling"), Wrapped(c.fields["裁定"])))
    rows.append((_("English"), Wrapped(c.english)))
    if c.kind == "ruling" and whole:
        for key, label in (("Gap", _("gap")), ("Option", _("option")), ("Default", _("default")),
                           ("Alternatives", _("alternatives")), ("Affects", _("affects"))):
            if c.fields.get(key):
                rows.append((label, Wrapped(c.fields[key])))
    elif c.kind == "ruling" and c.fields.get("Option"):
        said = _("{option}: {default} by default", option=c.fields["Option"], default=c.fields.get("Default", "?"))
        if c.fields.get("Alternatives"):
            said += _("; also {values}", values=_alternatives(c.fields["Alternatives"]))
        rows.append((_("option"), Wrapped(said)))
    if c.fields.get("Source") and (c.kind == "fact" or whole):
        rows.append((_("source"), Wrapped(c.fields["Source"], style="dim")))
    rulings = idx.related_rulings(c)
    if rulings:
        listed = Text(no_wrap=True, overflow="ellipsis")
        for i, r in enumerate(rulings):
            listed.append(("\n" if i else "") + r.id, style="bold")
            listed.append("  " + r.title_in(lang))
        rows.append((_("its rulings"), listed))
    return rows


def clause_view(idx: Any, c: Any, lang: str, whole: bool = False) -> Any:
    """A clause whole: its id and title, its game and section, then :func:`clause_rows`."""
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    from .terminal import Wrapped

    head = Text()
    head.append(c.id, style="bold")
    head.append("  " + c.title_in(lang), style="bold")
    where = Text(_section(c.section, lang), style="dim")
    where.append(" · " + _(KIND_NAMES.get(c.kind, c.kind)))
    t = Table.grid(padding=(0, 2))
    t.add_column(no_wrap=True, style="bold")
    t.add_column(ratio=1)
    for label, text in clause_rows(idx, c, lang, whole=whole):
        t.add_row(label, text)
    return Group(Wrapped(head, hang=len(c.id) + 2), Wrapped(where), t)


def show_answer(out: Console, idx: Any, hits: list[Any], note: str = "", every: bool = False, hint: str = "") -> None:
    """The answer to a question: the best clause whole (:func:`clause_view`), then a few other candidates, one line
    each, as many as leave the best one on a terminal's one screen (``every``: all of them); ``hint``: how to ask for
    more (the command line's words or the console's)."""
    from rich.text import Text

    from .i18n import language
    from .terminal import Wrapped

    lang = language()
    parts: list[Any] = [Wrapped(Text(note, style="dim"))] if note else []
    parts.append(clause_view(idx, hits[0], lang))
    used = sum(len(out.render_lines(p, out.options, pad=False)) for p in parts)
    others = hits[1:]
    if not every:
        room = out.height - 1 - used - 3 if out.is_terminal else RIVALS  # a blank line, the heading, the hint
        others = others[: max(0, min(RIVALS, room))]
    for part in parts:
        out.print(part)
    if others:
        out.print()
        out.print(Text(_("other answers"), style="bold"))
        width = max(len(c.id) for c in others)
        for c in others:
            line = Text(no_wrap=True, overflow="ellipsis")
            line.append("  " + c.id.ljust(width), style="bold")
            line.append("  " + c.title_in(lang))
            out.print(line, no_wrap=True, overflow="ellipsis")
    if hint:
        out.print(Wrapped(Text(hint, style="dim")))
