"""``referee fix``: a log as the referee read it (docs/cli.md, "referee fix").

Each recorder's slip the referee read as meant is a warning with its edit (:class:`referee.core.findings.Fix`): the
word meant, the line left out put in, the line written twice taken out, a line written early or late put where it
belongs, a header's value respelled. :func:`fixed` applies those edits to the log's own text and nothing else: every
other byte (comments, blank lines, spacing, the log's language and spellings, its line ends and byte order mark)
stays. A player's violation is never "fixed": it is what happened at the table.

>>> text = "game: curtain-call\\nplayers: Aki Ben\\n".encode()
>>> fixed("g.log", text).text == text.decode()
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .core.findings import WARNING, Finding, Fix

#: how many times a log is read again after its edits (a slip the referee can read only once another is mended)
ROUNDS = 3
_WORD = re.compile(r"\S+")
_COMMENT = re.compile("[#\uff03\ufe5f]")


@dataclass
class Fixed:
    """A log as the referee read it: its text, the warnings whose edits were made, and those that could not be."""

    text: str
    applied: list[Finding] = field(default_factory=list)
    refused: list[Finding] = field(default_factory=list)  # an edit that no longer fits the line (the line changed)


def _split_lines(text: str) -> list[tuple[str, str]]:
    """The lines of ``text``, each without and with its own line end (``\\r\\n``, ``\\n``, or "" for a last line
    without one): a log's bytes are kept as they are, mixed line ends included."""
    out = []
    for m in re.finditer(r"([^\n]*?)(\r\n|\n|$)", text):
        if m.start() == len(text) and not m.group(0):
            break
        out.append((m.group(1), m.group(2)))
    return out


def _word_edit(line: str, token: int, meant: str) -> str | None:
    """``line`` with its ``token``-th word (before a comment) replaced by ``meant``, every other character kept; None
    when the line has no such word."""
    m = _COMMENT.search(line)
    body = line[: m.start()] if m else line
    words = list(_WORD.finditer(body))
    if token >= len(words):
        return None
    w = words[token]
    return line[: w.start()] + meant + line[w.end():]


def _text_edit(line: str, col: int, old: str, new: str) -> str | None:
    at = col - 1
    if line[at: at + len(old)] != old:
        at = line.find(old)
        if at < 0:
            return None
    return line[:at] + new + line[at + len(old):]


def apply(text: str, fixes: list[Fix], last_event_line: int) -> tuple[str, list[Fix]]:
    """``text`` with ``fixes`` made (lines numbered as in ``text``); returns the new text and the fixes that did not fit.
    Edits within a line are made first, then the lines are taken out, put in and moved, each by its line in ``text``;
    a line put in ends as the line it goes before does."""
    split = _split_lines(text)
    lines = [ln for ln, _end in split]
    ends = [end for _ln, end in split]
    bom = bool(lines) and lines[0].startswith("\ufeff")
    if bom:
        lines[0] = lines[0][1:]
    refused: list[Fix] = []
    for f in fixes:
        i = f.line - 1
        if not 0 <= i < len(lines):
            refused.append(f)
            continue
        if f.kind == "word":
            new = _word_edit(lines[i], f.token, f.text)
        elif f.kind == "text":
            new = _text_edit(lines[i], f.col, f.old, f.text)
        else:
            continue
        if new is None:
            refused.append(f)
        else:
            lines[i] = new
    newline = next((e for e in ends if e), "\n")
    before: dict[int, list[tuple[str, str]]] = {}
    after: dict[int, list[tuple[str, str]]] = {}
    gone: set[int] = set()
    for f in fixes:
        i = f.line - 1
        if f.kind in ("word", "text") or not 0 <= i < len(lines):
            continue
        if f.kind == "insert":
            before.setdefault(i, []).append((f.text, ends[i] or newline))
        elif f.kind == "delete":
            gone.add(i)
        elif f.kind == "move":
            to = (f.to or last_event_line) - 1
            if not 0 <= to < len(lines) or to == i or i in gone:
                refused.append(f)
                continue
            gone.add(i)
            (before if f.before else after).setdefault(to, []).append((lines[i], ends[i] or newline))
    out: list[tuple[str, str]] = []
    for i, ln in enumerate(lines):
        out += before.get(i, [])
        if i not in gone:
            out.append((ln, ends[i]))
        out += after.get(i, [])
    body = "".join(ln + (end or (newline if k < len(out) - 1 else "")) for k, (ln, end) in enumerate(out))
    return ("\ufeff" if bom else "") + body, refused


def fixed(path: str, data: bytes, *, encoding: str = "utf-8", options: dict[str, str] | None = None) -> Fixed:
    """The log ``path`` (its bytes ``data``) as the referee read it: each warning's edit made, the log read again and
    again (at most :data:`ROUNDS` times) until it reads as written. ``encoding``: the log's."""
    from .api import open_log
    from .core.referee import check
    from .notation.model import Event

    text = data.decode(encoding)
    done = Fixed(text)
    for _round in range(ROUNDS):
        reader = open_log(path, data=text.encode(encoding), encoding=encoding)
        verdict = check(reader, partial=True, overrides=options)
        slips = [f for f in verdict.findings if f.kind == WARNING and f.fix is not None]
        if not slips:
            break
        events = [e.line for e in open_log(path, data=text.encode(encoding), encoding=encoding) if isinstance(e, Event)]
        new, refused = apply(text, [f.fix for f in slips if f.fix is not None], events[-1] if events else 1)
        done.applied += [f for f in slips if f.fix not in refused]
        done.refused += [f for f in slips if f.fix in refused]
        if new == text:
            break
        text = new
    done.text = text
    return done


def diff(path: str, old: str, new: str) -> str:
    """A unified diff of the log before and after (as ``ruff --diff`` prints it)."""
    import difflib

    return "".join(difflib.unified_diff(old.splitlines(keepends=True), new.splitlines(keepends=True), f"a/{path}", f"b/{path}"))


__all__ = ["Fixed", "ROUNDS", "apply", "diff", "fixed"]
