"""A verdict as a person reads it: the report ``referee check`` prints (on a terminal with rich; elsewhere as
``path:line:col: kind CLAUSE: message`` lines), and the words the report site and the CI formats share with it."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from .batch import summary_of
from .i18n import _, _n
from .lines import Line, PlainConsole, wants_rich

if TYPE_CHECKING:  # rich is imported by the commands that draw with it (a check written to a pipe never does)
    from rich.console import Console

def console(stderr: bool = False, **options: Any) -> Console:
    """A rich console on standard output (or error); ``options``: rich's (a file, a width …)."""
    # messages on stderr are single lines that editors and scripts can parse: never wrapped; what comes from a
    # log (names, comments) is printed with its control characters escaped
    from .safeio import SafeConsole

    return SafeConsole(stderr=stderr, highlight=False, soft_wrap=stderr, **options)

def report_console() -> Any:
    """The console of check's report: rich's on a terminal; a plain one for a pipe or a file, which writes the same
    lines without loading rich (referee/lines.py)."""
    return console() if wants_rich(sys.stdout) else PlainConsole(sys.stdout)

KIND_STYLE = {"violation": "red", "warning": "magenta", "error": "yellow", "unverifiable": "blue"}


# -- where a line may break ----------------------------------------------------------------------------------
# rich breaks a line at spaces only, and cuts a run without spaces (most Japanese) at whatever cell the width ends
# on: "9イベント" became "9⏎イベント", "ノクス（Ben）が" "ノクス（Ben）⏎が". The report breaks its lines as a reader
# would: at a space, after 、 and 。, and where a Japanese phrase ends (after its particle or ending, before the next
# word); never inside a number, between a number and its unit or counter (3件, 3 cards, 12行目), between a name and
# its particle (Akiが, ノクスの), before a closing bracket or a small kana, or after an opening bracket. A space next
# to a number (違反 3件, 1 + 1 = 2, 3 logs) breaks only when the line has no better place, and one between a number
# and what follows it (3 logs, 1 +) only when it has no other.

#: how good a place to break a line is, best first: a reader's break; a space before a number, or before a word that
#: belongs to the one before it (with 3, 違反 3件, Aki が); a space after a number (3 cards, 1 +, = 2); inside a long
#: compound or a path; nowhere. A line breaks at the last place of the best kind that fits.
GOOD, WEAK, UNIT, SPLIT, HARD = 0, 1, 2, 3, 4
_NO_START = frozenset("）」』】〕〉》］｝〙〗’”)]}、。，．・：；！？!?,.:;…‥ーゝゞヽヾ々゛゜ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ％%")
_NO_END = frozenset("（「『【〔〈《［｛〘〖‘“([{＜")
_AFTER = frozenset("、。，．：；！？）」』】〕〉》］｝〙〗")  # a reader's break follows these
_SENTENCE = frozenset("、。，．！？")
_OPERATORS = frozenset("+-=×÷<>≤≥→−＋＝")


def _digit(ch: str) -> bool:
    return "0" <= ch <= "9" or "０" <= ch <= "９"


def _hiragana(ch: str) -> bool:
    return "\u3041" <= ch <= "\u309f"


def _word(ch: str) -> bool:
    return ch.isascii() and (ch.isalnum() or ch in "_-'")


def _wide(ch: str) -> bool:
    return ch >= "\u2e80"


def _between(a: str, b: str) -> int:
    """How good a break is between two characters that are not spaces."""
    if b in _NO_START or a in _NO_END or a == "\u00a0" or b == "\u00a0" or _digit(a):
        return HARD
    if _hiragana(b):  # a name keeps its particle, a word its ending
        return GOOD if a in _SENTENCE else HARD
    if a in _AFTER or _hiragana(a):
        return GOOD
    if _digit(b) or (_word(a) and _word(b)):  # ♡4, ライフ5; inside a word or an id
        return HARD
    if a == "/" or _wide(a) or _wide(b):  # inside a path; inside a long compound (予算カード)
        return SPLIT
    return HARD


def _after_space(before: str, after: str, next_: str = "") -> int:
    """How good a break is at a run of spaces between ``before`` and ``after``: a number keeps the word after it (3
    cards, 1 +) and the sign before it (= 2) most, and the word before it (違反 3件, with 3, Ben -85) less; a particle,
    a closing mark or a Japanese word after a Latin one keeps the word before it (Aki が, CI 向け). ``next_``: the
    character after ``after`` (a sign before a digit is the number's)."""
    if after in "+-−" and _digit(next_):
        after = next_
    if _digit(before) or (_digit(after) and before in _OPERATORS):
        return UNIT
    if _digit(after) and (_wide(before) or _word(before)):
        return WEAK
    if _hiragana(after) or after in _NO_START or (_word(before) and _wide(after)):  # CI 向け, Dask クラスター
        return WEAK
    return GOOD


def line_breaks(text: str) -> list[tuple[int, int, int]]:
    """Where a line of ``text`` (no newline) may break: ``(end, start, quality)``, the line ending at ``end`` and the
    next starting at ``start`` (after the spaces a break swallows). The spaces that indent the text never break."""
    out: list[tuple[int, int, int]] = []
    n = len(text)
    i = len(text) - len(text.lstrip(" ")) + 1
    while i < n:
        if text[i] == " ":
            j = i
            while j < n and text[j] == " ":
                j += 1
            if j < n:  # two spaces or more part two things (a name and its place): the best break there is
                out.append((i, j, GOOD if j - i > 1 else _after_space(text[i - 1], text[j], text[j + 1: j + 2])))
            i = j + 1
            continue
        if text[i - 1] != " ":
            out.append((i, i, _between(text[i - 1], text[i])))
        i += 1
    return out


def wrap_spans(text: str, width: int) -> list[tuple[int, int]]:
    """The lines ``text`` (no newline) is broken into at ``width`` cells, as ``(start, end)`` offsets: each line ends
    at the last break that fits of the best kind there is (:data:`GOOD` … :data:`SPLIT`); a run that has none is cut
    where the width ends (only a word longer than the line is)."""
    from rich.cells import get_character_cell_size

    width = max(width, 1)
    cells = [0]
    for ch in text:
        cells.append(cells[-1] + get_character_cell_size(ch))
    n = len(text)
    spans: list[tuple[int, int]] = []
    breaks = line_breaks(text)
    start = k = 0
    while cells[n] - cells[start] > width:
        while k < len(breaks) and breaks[k][0] <= start:
            k += 1
        best: list[tuple[int, int, int] | None] = [None] * HARD  # the last break of each quality that fits
        m = k
        while m < len(breaks) and cells[breaks[m][0]] - cells[start] <= width:
            if breaks[m][2] != HARD:
                best[breaks[m][2]] = breaks[m]
            m += 1
        chosen = next((b for b in best if b is not None), None)
        if chosen is None:  # nowhere to break: as many characters as fit (one at least)
            end = start + 1
            while end < n and cells[end + 1] - cells[start] <= width:
                end += 1
            chosen = (end, end, HARD)
        spans.append((start, chosen[0]))
        start = chosen[1]
    spans.append((start, n))
    return spans


def wrap_text(text: str, width: int) -> list[str]:
    """``text`` broken into lines of at most ``width`` cells (its own newlines kept), as :func:`wrap_spans` breaks them."""
    return [para[s:e] for para in text.split("\n") for s, e in wrap_spans(para, width)]


def unit_width(text: str) -> int:
    """The widest run of ``text`` with no break inside but inside a compound (what a column must hold to keep each
    number with its unit and each name with its particle)."""
    from rich.cells import cell_len

    widest = 0
    for para in text.split("\n"):
        start = 0
        for end, nxt, quality in line_breaks(para):
            if quality <= UNIT:
                widest = max(widest, cell_len(para[start:end]))
                start = nxt
        widest = max(widest, cell_len(para[start:]))
    return widest


class Wrapped:
    """Styled text (a :class:`Line`, a rich ``Text`` or a string) that rich draws broken where a reader breaks a line
    (:func:`wrap_spans`), at whatever width it is given: a table cell, a panel, the terminal; ``indent``: the spaces
    before each line (the width left to the text is that much less); ``hang``: the spaces before each line but the
    first of a paragraph."""

    def __init__(self, text: Any, style: str = "", indent: int = 0, hang: int = 0) -> None:
        from rich.text import Text

        if isinstance(text, str):
            text = Text(text, style=style)
        elif not isinstance(text, Text):
            text = text.__rich__()
        self.text = text
        self.indent = indent
        self.hang = hang

    def lines(self, width: int) -> list[Any]:
        """The lines the text is broken into at ``width`` cells (the indent included)."""
        from rich.text import Text

        out = []
        for para in self.text.split("\n", allow_blank=True):
            spans = wrap_spans(para.plain, width - self.indent)
            if self.hang and len(spans) > 1:  # the lines after the first have the hang less room
                rest = spans[1][0]
                spans = spans[:1] + [(s + rest, e + rest) for s, e in wrap_spans(para.plain[rest:], width - self.indent - self.hang)]
            for i, (s, e) in enumerate(spans):
                pad = self.indent + (self.hang if i else 0)
                out.append(Text(" " * pad).append_text(para[s:e]) if pad else para[s:e])
        return out

    def __rich_console__(self, console: Any, options: Any) -> Any:
        from rich.text import Text

        lines = self.lines(options.max_width)
        text = Text("\n").join(lines)
        text.no_wrap = True
        text.overflow = "crop"
        text.end = self.text.end
        yield text

    def __rich_measure__(self, console: Any, options: Any) -> Any:
        from rich.cells import cell_len
        from rich.measure import Measurement

        plain = self.text.plain
        widest = max((cell_len(p) for p in plain.split("\n")), default=0) + self.indent
        return Measurement(min(unit_width(plain) + self.indent, options.max_width), min(widest, options.max_width))

NARROW = 60  # columns below which each finding is one line

def kind_label(kind: str) -> str:
    return {"violation": _("violation"), "warning": _("warning"), "error": _("error"), "unverifiable": _("unverifiable")}[kind]

def count_kinds(violation: int, error: int, unverifiable: int, warning: int = 0) -> str:
    """"2 violations, 1 warning, 1 error, 3 unverifiable": the kinds there are, each counted."""
    parts = []
    if violation:
        parts.append(_n("{n} violation", "{n} violations", violation))
    if warning:
        parts.append(_n("{n} warning", "{n} warnings", warning))
    if error:
        parts.append(_n("{n} error", "{n} errors", error))
    if unverifiable:
        parts.append(_n("{n} unverifiable", "{n} unverifiable", unverifiable))
    return _(", ").join(parts)

def status_label(v: dict[str, Any]) -> tuple[str, str]:
    """The verdict as the report says it, and its colour: clean only when nothing was left unverified."""
    kinds = {"violation": v.get("left_out", 0), "warning": 0, "error": 0, "unverifiable": 0}
    for f in v["findings"]:
        kinds[f["kind"]] += 1
    counted = count_kinds(kinds["violation"], kinds["error"], kinds["unverifiable"], kinds["warning"])
    if v["status"] == "violations":
        return "✘ " + counted, "red"
    if v["status"] == "bad-input":
        return "! " + _("bad input: {counts}", counts=counted), "yellow"
    if kinds["warning"]:
        return "✔ " + _("clean, {counts}", counts=counted), "green"
    if kinds["unverifiable"]:
        return "✔ " + _("clean, {n} unverifiable", n=kinds["unverifiable"]), "green"
    return "✔ " + _("clean"), "green"

def clause_title(clause: str) -> str:
    from .core.clauses import title_of
    from .i18n import language

    try:
        return title_of(clause, language())
    except Exception:  # features missing: the report still works
        return ""

def game_title(name: str | None) -> str:
    from .core import game as registry

    g = registry.get(name) if name else None
    return g.title if g else (name or "?")

def extras(f: dict[str, Any]) -> list[str]:
    """What a finding says besides its message: what was expected, where it came to light, its rulings."""
    out = []
    if f.get("expected") and f["kind"] != "violation":
        out.append(_("expected {what}", what=f["expected"]))
    if f.get("discovered"):
        where = f["discovered"]
        if where.startswith(f["path"] + ":"):  # the same log: its line and column are enough
            where = where[len(f["path"]) + 1 :]
        out.append(_("came to light at {where}", where=where))
    if f.get("rulings"):
        out.append(_("rulings: {ids}", ids=", ".join(f["rulings"])))
    if f.get("held"):
        out.append(_n("{n} later finding held: it follows from this line", "{n} later findings held: they follow from this line", len(f["held"])))
    return out

def _message(f: dict[str, Any], with_id: bool = True) -> Line:
    """One line: the message, then the clause (its id unless the line has said it) and its title, then the
    extras (for pipes and narrow terminals)."""
    msg = Line(f["message"])
    title = clause_title(f["clause"])
    said = " ".join(part for part in (f["clause"] if with_id else "", title) if part)
    if said:
        msg.append(f"  [{said}]", style="dim")
    for extra in extras(f):
        msg.append(f" ({extra})", style="dim")
    return msg

def _body(f: dict[str, Any]) -> Line:
    """A finding on a wide terminal: the message first, the clause id and title under it, dimmed."""
    body = Line(f["message"])
    title = clause_title(f["clause"])
    body.append("\n" + f["clause"] + (f"  {title}" if title else ""), style="dim")
    for extra in extras(f):
        body.append("\n" + extra, style="dim")
    return body

def _where(f: dict[str, Any]) -> str:
    return f"{f['line']}:{f['col']}" if f.get("line") else ""

def report(out: Console, verdicts: list[dict[str, Any]], quiet: bool = False) -> None:
    for v in verdicts:
        report_one(out, v, quiet=quiet)
    report_summary(out, summary_of(verdicts))

def say(out: Console, line: Line, indent: str = "") -> None:
    """One line of the report, after ``indent``: on a terminal broken where a reader breaks a line (:class:`Wrapped`),
    each line under the indent; elsewhere whole, never wrapped (for editors and grep)."""
    if not out.is_terminal:
        out.print(Line(indent).append_text(line) if indent else line, soft_wrap=True)
    else:
        out.print(Wrapped(line, indent=len(indent)))


def report_one(out: Console, v: dict[str, Any], quiet: bool = False) -> None:
    """One log's verdict. On a terminal: the path once, then each finding as ``line:col  kind  message``
    with its clause under it (one line each below :data:`NARROW` columns). Elsewhere (a pipe, a file):
    ``path:line:col: kind CLAUSE: message`` lines, for editors and grep."""
    label, style = status_label(v)
    head = Line()
    head.append(v["path"], style="bold")
    rest = Line()
    rest.append(f"{game_title(v['game'])}  ", style="dim")
    rest.append(label, style=style)
    rest.append("  " + _n("({n} event)", "({n} events)", v["events"]), style="dim")
    if out.is_terminal and head.__rich__().cell_len + 2 + rest.__rich__().cell_len > out.width:  # the path alone, the verdict under it
        out.print(head, overflow="fold")
        say(out, rest, "  ")
    else:
        say(out, head.append("  ").append_text(rest))
    if any(f["clause"] == "REFEREE-TIME-LIMIT" for f in v["findings"]):
        say(out, Line(_("stopped early: the log took too long to check (--time-limit)"), style="dim"), "  ")
    elif v.get("stopped_early"):
        say(out, Line(_("stopped at the first violation (--strict)"), style="dim"), "  ")
    if v.get("left_out"):
        say(out, Line(_n("{n} more finding left out: the first {shown} are shown", "{n} more findings left out: the first {shown} are shown",
                         v["left_out"], shown=len(v["findings"]) - 1), style="dim"), "  ")
    findings = [f for f in v["findings"] if not (quiet and f["kind"] == "unverifiable")]
    if findings and out.is_terminal and out.width >= NARROW:
        from rich.padding import Padding
        from rich.table import Table

        t = Table.grid(padding=(0, 2), pad_edge=False)
        t.add_column(no_wrap=True, justify="right")
        t.add_column(no_wrap=True)
        t.add_column(ratio=1)
        for f in findings:
            t.add_row(_where(f), Line(kind_label(f["kind"]), style=KIND_STYLE[f["kind"]]), Wrapped(_body(f)))
        out.print(Padding(t, (0, 0, 0, 2)))
    elif findings and out.is_terminal:
        for f in findings:
            line = Line(f"  {_where(f)} " if _where(f) else "  ")
            line.append(kind_label(f["kind"]), style=KIND_STYLE[f["kind"]])
            line.append(" ")
            line.append_text(_message(f))
            out.print(Wrapped(line, hang=4))  # the lines after the first under the message
    else:
        # not a terminal: one finding per line, path:line:col first (for editors and grep)
        for f in findings:
            line = Line(f"{f['path']}:{f['line']}:{f['col']}: " if f.get("line") else f"{f['path']}: ")
            line.append(kind_label(f["kind"]), style=KIND_STYLE[f["kind"]])
            line.append(f" {f['clause']}: ")
            line.append_text(_message(f, with_id=False))
            out.print(line, soft_wrap=True)
    r = v.get("result")
    if r:
        scores = _(", ").join(f"{p} {'?' if s is None else s}" for p, s in r["scores"].items())
        who = (_("draw") if len(r["winners"]) > 1 else _("winner {name}", name=r["winners"][0]) if r["winners"] else _("winner unknown"))
        say(out, Line(_("result: {ending}; {scores}; {who}", ending=r["ending"], scores=scores, who=who), style="cyan"), "  ")
    out.print()

def report_summary(out: Console, s: dict[str, int]) -> None:
    logs = [_n("{n} clean", "{n} clean", s["clean"])]
    if s.get("unverified"):
        logs.append(_n("{n} clean with unverifiable checks", "{n} clean with unverifiable checks", s["unverified"]))
    logs.append(_n("{n} with violations", "{n} with violations", s["violations"]))
    logs.append(_n("{n} with bad input", "{n} with bad input", s["bad-input"]))
    counted = count_kinds(s.get("violation", 0), s.get("error", 0), s.get("unverifiable", 0), s.get("warning", 0)) or \
        _("nothing found")
    say(out, Line(_n("{n} log: {logs}; {counts} in {events}", "{n} logs: {logs}; {counts} in {events}", s["logs"],
                     logs=_(", ").join(logs), counts=counted, events=_n("{n} event", "{n} events", s["events"])), style="bold"))
