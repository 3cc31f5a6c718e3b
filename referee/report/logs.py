"""One log's page: its verdict (the same as ``referee check --format json`` gives), its lines as typed with the
findings beside them, the picture of the table at each finding and at the end, and the result.

Everything said here is said in the language of the moment: the page of each language is made with that
language set (the findings' messages are the referee's own, said when the log is checked).
"""

from __future__ import annotations

import bisect
import os
import time
from dataclasses import dataclass, field
from collections.abc import Iterator
from typing import Any

from markupsafe import Markup, escape

from .. import i18n
from ..core.clauses import Clause, ClauseIndex
from ..safeio import printable
from .messages import _
from .svg import PictureError, inline, legible_width
from .words import line_label_format

#: the most positions drawn on one page (a log with hundreds of findings gets the first ones)
MAX_PICTURES = 60
#: the most lines of a log shown on its page, and the most characters of one line
MAX_LINES = 20_000
MAX_LINE_SHOWN = 4_096
BOM = b"\xef\xbb\xbf"


@dataclass
class Options:
    """How the logs are checked (as ``referee check`` takes them)."""

    encoding: str = "utf-8"
    overrides: dict[str, str] = field(default_factory=dict)
    partial: bool = False
    sets: tuple[str, ...] = ()
    time_limit: float = 60.0


@dataclass
class Picture:
    svg: Markup
    label: str
    width: int | None = None  # how wide it is shown: its smallest text legible (svg.legible_width)


@dataclass
class FindingView:
    f: dict[str, Any]
    where: str  # path:line:col
    clause: Clause | None
    extras: list[str]
    held: list["FindingView"] = field(default_factory=list)


@dataclass
class Line:
    no: int
    text: str
    event: int | None  # the event number of an event line
    findings: list[FindingView] = field(default_factory=list)
    picture: Picture | None = None
    head: Markup = Markup()  # the line as the page shows it (:func:`heads`)


@dataclass
class Page:
    path: str
    slug: str
    verdict: dict[str, Any]
    game_title: str
    status_label: str
    status_class: str
    counts: dict[str, int]
    header: list[Line]
    body: list[Line]
    top: list[FindingView]  # findings that belong to no line of the file
    end: Picture | None
    result: dict[str, Any] | None
    claims: dict[str, Any]
    notes: list[str]
    lines_total: int


# -- the verdict -----------------------------------------------------------------------------------


def read_data(path: str) -> tuple[bytes | None, dict[str, Any] | None]:
    """The log's bytes, or the verdict of a log that cannot be read (as ``check`` gives it)."""
    from ..core.findings import ERROR, Finding, Verdict
    from ..notation.model import Position
    from ..notation.reader import MAX_FILE_BYTES, LogReadError, read_bounded

    try:
        if path == "-":
            import sys

            data = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
            if len(data) > MAX_FILE_BYTES:
                raise LogReadError("<stdin>", _("more than {n} bytes", n=MAX_FILE_BYTES), "LOG-TOO-LARGE")
            return data, None
        return read_bounded(path), None
    except LogReadError as e:
        v = Verdict(path, None)
        v.findings.append(Finding(ERROR, e.code, e.message, Position(path, 0, 0)))
        return None, v.to_json()


def judge(path: str, data: bytes, opts: Options, end: list[str] | None = None) -> dict[str, Any]:
    """The verdict of one log, exactly as ``referee check`` reaches it (as JSON-ready data). ``end``: the picture of
    the table at the end of the log (as :func:`pictures` draws it) is put in it, drawn from the pass that checks the
    log (:func:`referee.core.referee.watching`); it stays empty when that pass does not reach the end (the time
    limit, a referee failure) or the picture cannot be drawn there (:func:`pictures` then steps through the log
    and says why)."""
    if end is None:
        return _verdict(path, data, opts)
    ends: dict[str, str] = {}
    verdict = _verdict(path, data, opts, ends, (i18n.language(),))
    end.extend(ends.values())
    return verdict


def judge_in(path: str, data: bytes, opts: Options, langs: tuple[str, ...]) -> tuple[dict[str, dict[str, Any]], dict[str, str]]:
    """The verdict of one log in each of ``langs``, and the picture at its end in each, from one pass that checks
    it: its messages remember how they were said (:func:`referee.i18n.recording`) and are said again in each
    language. A message the pass made part of a plain text (which cannot be said again) makes the log checked
    again in each language, as :func:`judge` checks it: the verdicts are always those ``check --lang`` gives."""
    ends: dict[str, str] = {}
    with i18n.recording() as record:
        verdict = _verdict(path, data, opts, ends, langs)
    if record.lost(human_texts(verdict)):
        verdicts, ends = {}, {}
        for lang in langs:
            with i18n.speaking(lang):
                end: list[str] = []
                verdicts[lang] = judge(path, data, opts, end)
                if end:
                    ends[lang] = end[0]
        return verdicts, ends
    return {lang: i18n.said_in(verdict, lang) for lang in langs}, ends


#: the keys of a verdict's data whose values are not said in a language (a path, a clause id, a player's name)
NOT_SAID = frozenset({"path", "game", "status", "clause", "rulings", "options", "version", "actor", "discovered",
                      "winners", "scores", "breakdown", "line", "col", "event", "events"})


def human_texts(value: Any, key: str | None = None) -> Iterator[str]:
    """The texts of a verdict's data said in a language (messages, what was expected, a result's words)."""
    if key in NOT_SAID:
        return
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from human_texts(v, k)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from human_texts(v, key)


def _verdict(path: str, data: bytes, opts: Options, ends: dict[str, str] | None = None,
             langs: tuple[str, ...] = ()) -> dict[str, Any]:
    from ..api import verdict_of

    def run() -> dict[str, Any]:
        return verdict_of(path, data=data, partial=opts.partial, overrides=opts.overrides, time_limit=opts.time_limit,
                          encoding=opts.encoding)

    if ends is None:
        return run()
    from ..core.referee import watching

    def at_end(state: Any) -> None:
        try:
            for lang in langs:
                with i18n.speaking(lang):
                    ends[lang] = state.picture(None)
        except Exception:  # drawn again by stepping through the log, which says what went wrong
            ends.clear()
            if os.environ.get("REFEREE_DEBUG"):
                raise

    with watching(at_end):
        return run()


# -- the lines as typed ----------------------------------------------------------------------------------


def typed_lines(data: bytes, path: str, encoding: str) -> list[str]:
    """The log's lines as typed (in the encoding it was read in), control characters but tabs shown as escapes
    (``\\x1b``: nothing from a log can hide or reorder text on the page)."""
    from ..encodings import decode

    try:
        body, _note = decode(data, path, encoding)
    except Exception:  # bytes in no encoding asked for: shown as they are, undecodable bytes as �
        body = data
    if body.startswith(BOM):
        body = body[len(BOM):]
    parts = body.split(b"\n")
    if parts and parts[-1] == b"":
        parts.pop()
    out = []
    for raw in parts[:MAX_LINES]:
        text = raw.decode("utf-8", errors="replace").rstrip("\r")
        if len(text) > MAX_LINE_SHOWN:
            text = text[:MAX_LINE_SHOWN] + "…"
        out.append("\t".join(printable(part) for part in text.split("\t")))  # tabs stay tabs
    return out


def count_lines(data: bytes) -> int:
    n = data.count(b"\n")
    return n + (0 if not data or data.endswith(b"\n") else 1)


# -- the pages --------------------------------------------------------------------------------------


def _extras(f: dict[str, Any]) -> list[str]:
    from ..terminal import extras as said

    return said(f)


def finding_view(f: dict[str, Any], idx: ClauseIndex | None) -> FindingView:
    where = f["path"] + (f":{f['line']}:{f['col']}" if f.get("line") else "")
    clause = idx.get(f["clause"]) if idx is not None else None
    view = FindingView(f, where, clause, _extras(f))
    view.held = [finding_view(h, idx) for h in f.get("held", [])]
    return view


def counts_of(v: dict[str, Any]) -> dict[str, int]:
    kinds = {"violation": v.get("left_out", 0), "warning": 0, "error": 0, "unverifiable": 0}
    for f in v["findings"]:
        kinds[f["kind"]] = kinds.get(f["kind"], 0) + 1
    return kinds


def status_class(v: dict[str, Any]) -> str:
    if v["status"] == "clean" and any(f["kind"] == "unverifiable" for f in v["findings"]):
        return "unverified"
    return v["status"]


def walk(path: str, data: bytes, opts: Options) -> tuple[list[tuple[int, int]], list[Any], int | None]:
    """A quick read of the log without refereeing it: ``(line, event number)`` of each event, the claims, and
    the last line of the header (None when the header cannot be told)."""
    from ..api import open_log
    from ..notation.model import Claim, Event

    events: list[tuple[int, int]] = []
    claims: list[Any] = []
    try:
        reader = open_log(path, data=data, encoding=opts.encoding)
        reader.header()
        for item in reader:
            if type(item) is Event:
                events.append((item.line, item.index))
            elif isinstance(item, Claim):
                claims.append(item)
    except Exception:  # what cannot be read is in the verdict; the page shows the lines as they are
        pass
    return events, claims, (events[0][0] - 1 if events else None)


@dataclass
class Source:
    """What the pages of one log share in every language, found once: its lines as typed, how many lines it has,
    and what a quick read of it finds (the events, the claims, the end of the header)."""

    texts: list[str]
    total: int
    events: list[tuple[int, int]]
    claims: list[Any]
    header_end: int | None


def source(path: str, data: bytes | None, opts: Options) -> Source:
    if data is None:
        return Source([], 0, [], [], None)
    events, claims, header_end = walk(path, data, opts)
    return Source(typed_lines(data, path, opts.encoding), count_lines(data), events, claims, header_end)


def pictures(path: str, data: bytes, opts: Options, wanted: set[int], notes: list[str],
             end: str | None = None) -> tuple[dict[int, str], str | None]:
    """The SVG of the table after each event number in ``wanted`` (0: before the first event) and at the end,
    drawn while the log is stepped through as :func:`referee.core.referee.replay` steps it (the states of the
    log as written; after an event, the position :meth:`~referee.core.game.State.shown`; the end after the held
    events are applied), without refereeing it a second time for the findings of each event, which the
    pictures do not need. In the language of the moment: a state keeps words said while it is stepped.
    ``end``: the picture at the end, already drawn by the pass that checked the log (:func:`judge`): the log is
    then stepped through only as far as the last event in ``wanted``, and not at all when it is empty (a clean
    log: its page has only the picture at the end)."""
    from ..api import open_log
    from ..core.referee import start, step
    from ..notation.model import Event
    from ..notation.reader import LogError

    drawn: dict[int, str] = {}
    if end is not None and not wanted:
        return drawn, end
    last = max(wanted) if end is not None else None
    deadline = time.monotonic() + opts.time_limit
    try:
        reader = open_log(path, data=data, encoding=opts.encoding)
        judge, state, _verdict = start(reader, overrides=opts.overrides)
        if state is None:
            return drawn, end
        if 0 in wanted:
            drawn[0] = state.picture(None)
            if last == 0:
                return drawn, end
        for item in list(reader):
            if type(item) is Event:
                step(state, item, judge)
                if item.index in wanted and item.index not in drawn:
                    drawn[item.index] = state.shown().picture(None)
                    if last is not None and item.index >= last:
                        return drawn, end
            elif isinstance(item, LogError):
                judge.log_error(item)
            else:
                continue
            if time.monotonic() > deadline:
                notes.append(_("the pictures stop here: the log took too long to step through"))
                return drawn, end
        state.flush(judge)
        return drawn, end if end is not None else state.picture(None)
    except Exception as exc:
        if os.environ.get("REFEREE_DEBUG"):
            raise
        notes.append(_("the pictures could not be drawn ({error})", error=f"{type(exc).__name__}: {exc}"))
        return drawn, end


def heads(lines: list[Line]) -> None:
    """Each line's ``<div class="line">`` (its number, a link to it, its text), made here rather than in the template:
    a log's page is mostly its lines, and a template spends several times as long on each (log.html, lines_of)."""
    label = line_label_format()
    for line in lines:
        no = line.no
        cls = "line has-findings" if line.findings else "line"
        if line.event:
            cls += " event"
        line.head = Markup(f'<div class="{cls}" id="L{no}"><a class="no" href="#L{no}" aria-label="'
                           f'{escape(label.format(n=no))}">{no}</a><code class="text">{escape(line.text)}</code></div>')


def _picture(svg: str | None, prefix: str, label: str, notes: list[str]) -> Picture | None:
    if svg is None:
        return None
    try:
        return Picture(inline(svg, prefix, label), label, legible_width(svg))
    except PictureError as e:
        notes.append(_("a picture was left out: {why}", why=str(e)))
        return None


def build(path: str, slug: str, data: bytes | None, verdicts: dict[str, dict[str, Any]], opts: Options,
          idx: ClauseIndex | None, ends: dict[str, str] | None = None) -> dict[str, Page]:
    """The pages of one log, in each language of ``verdicts`` (its verdict in that language, checked in it), each
    made with its language set. What does not depend on the language is done once: the lines as typed and the
    quick read of the log. ``ends``: by language, the picture at the end drawn when the log was checked in it
    (:func:`judge`)."""
    from ..i18n import speaking

    src = source(path, data, opts)
    pages: dict[str, Page] = {}
    for lang, verdict in verdicts.items():
        with speaking(lang):
            pages[lang] = page(path, slug, data, verdict, opts, idx, src, (ends or {}).get(lang))
    return pages


def page(path: str, slug: str, data: bytes | None, verdict: dict[str, Any], opts: Options, idx: ClauseIndex | None,
         src: Source, end_drawn: str | None = None) -> Page:
    """The page of one log in the language of the moment (``verdict``: its verdict, checked in it; ``end_drawn``:
    the picture at the end drawn then, when it was)."""
    from ..terminal import game_title, status_label

    label, _style = status_label(verdict)
    notes: list[str] = []
    views = [finding_view(f, idx) for f in verdict["findings"]]
    if src.total > len(src.texts):
        notes.append(_("the first {shown} lines of {total} are shown", shown=len(src.texts), total=src.total))
    event_at = dict(src.events)
    lines = [Line(i, t, event_at.get(i)) for i, t in enumerate(src.texts, 1)]
    top: list[FindingView] = []
    for view in views:
        n = view.f.get("line")
        if n and 1 <= n <= len(lines):
            lines[n - 1].findings.append(view)
        else:
            top.append(view)
    end = None
    if data is not None and verdict.get("game") and not any(f["clause"] == "REFEREE-TIME-LIMIT" for f in verdict["findings"]):
        event_lines = [ln for ln, _i in src.events]
        at_line: dict[int, int] = {}
        for line in lines:
            if line.findings:
                at_line[line.no] = bisect.bisect_right(event_lines, line.no)  # events up to and including this line
        wanted = sorted(set(at_line.values()))
        if len(wanted) > MAX_PICTURES:
            notes.append(_("the table is drawn at the first {n} positions with findings", n=MAX_PICTURES))
            wanted = wanted[:MAX_PICTURES]
        drawn, final = pictures(path, data, opts, set(wanted), notes, end_drawn)
        for no, k in at_line.items():
            svg = drawn.get(k)
            if svg is not None:
                what = _("The table after line {line}", line=no) if k else _("The table before the first event")
                lines[no - 1].picture = _picture(svg, f"L{no}", what, notes)
        end = _picture(final, "end", _("The table at the end of the log"), notes)
    heads(lines)
    header_end = src.header_end
    if header_end is None:
        header_end = len(lines) if not src.events else 0
    header, body = lines[:header_end], lines[header_end:]
    scores_claimed: dict[str, Any] = {}
    parts_claimed: dict[str, dict[str, Any]] = {}
    winner_claimed = None
    for c in src.claims:
        if c.kind == "scores":
            scores_claimed.update(c.values)
        elif c.kind == "breakdown" and c.subject:
            parts_claimed.setdefault(c.subject, {}).update(c.values)
        elif c.kind == "winner":
            winner_claimed = c.values.get("winner")
    return Page(
        path=path, slug=slug, verdict=verdict, game_title=game_title(verdict.get("game")), status_label=label,
        status_class=status_class(verdict), counts=counts_of(verdict), header=header, body=body, top=top, end=end,
        result=verdict.get("result"), claims={"scores": scores_claimed, "parts": parts_claimed, "winner": winner_claimed},
        notes=notes, lines_total=src.total,
    )
