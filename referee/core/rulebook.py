"""A rulebook's sentences, and which clauses quote them: the text the clauses are traced to.

Shipped (the living rulebook of ``referee report`` reads it) and used by the traceability checks
(``referee/harness/trace.py``, which imports these functions from here).

Rulebook sentences: the text is read line by line; headings, separators and
empty lines are skipped; each other line is split after every 。; markdown
emphasis (``**``, ``__``, backticks), list markers (``-``, ``*``, ``・``) and
numbering (``1.``, ``3'.``, ``①``) at the start of the line are removed and
whitespace (tabs, full-width spaces) is collapsed; closing brackets right after a
。 stay with its sentence. ``原文:`` quotes are split and normalised the same way. A rulebook
sentence counts as quoted only when it equals a whole sentence of some quote.

A rulebook in reStructuredText (``*.rst``) is first reduced to its text lines by
:func:`rst_lines` (see ``referee/harness/trace.py`` for the rules it follows); えいつく's
rulebook (``*.txt``) is one line whose parts are separated by runs of spaces.

The rulebooks ship inside the installed package (``referee/_rulebooks``); in a
source checkout they are read from ``docs/rulebooks/`` at the top of the project.
"""

from __future__ import annotations

import csv
import re
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path



def rulebook_files() -> dict[str, str]:
    """Game name (as in ``@game:NAME`` and the engine registry) -> its rulebook's file name, as each game declares it
    (:class:`referee.registry.GameInfo`)."""
    from ..registry import rulebooks

    return rulebooks()

#: the sentences that state no rule, with the reason, per game
NON_NORMATIVE = "non-normative.toml"


# -- rulebook sentences ---------------------------------------------------------------

_HEADING = re.compile(r"^\s{0,3}#{1,6}(\s|$)")
_SEPARATOR = re.compile(r"^\s*([-*_=])(\s*\1){2,}\s*$")
_MARKER = re.compile(r"^\s*(?:[-*+・•]\s*|(?:\d+'*|#)\s*[.．)）]\s*|[\u2460-\u2473\u24f5-\u24fe\u2776-\u277f])\s*")
_EMPHASIS = re.compile(r"\*\*|__|`")
#: a reST role (``:numref:`cardrank```, ``:ref:`text <label>```): it reads as its text
_ROLE = re.compile(r":[a-z][a-z0-9_-]*:`([^`<]*?)\s*(?:<[^`>]*>)?`")


def _roles(text: str) -> str:
    return _ROLE.sub(lambda m: m.group(1), text)


def normalise(sentence: str) -> str:
    """Strip markdown emphasis, a leading list marker or number, and collapse whitespace."""
    s = _EMPHASIS.sub("", _roles(sentence))
    s = _MARKER.sub("", s, count=1)
    return " ".join(s.split())


_SENTENCE = re.compile(r"[^。]*。[)）」』】]*|[^。]+$")


def split_sentences(line: str) -> list[str]:
    """Split after every 。 (the 。 and any closing brackets right after it stay with
    their sentence, so ``(…。)`` is one sentence); normalise; drop empty pieces.
    A list marker or number is removed only at the start of the line: a later
    sentence may begin with ``①`` as a word (``①は各ターンに…``)."""
    parts = _SENTENCE.findall(line)
    out = []
    for i, p in enumerate(parts):
        n = normalise(p) if i == 0 else " ".join(_EMPHASIS.sub("", _roles(p)).split())
        if n:
            out.append(n)
    return out


def is_structural(line: str) -> bool:
    """Headings, separators and blank lines carry no rule."""
    return not line.strip() or bool(_HEADING.match(line)) or bool(_SEPARATOR.match(line))


def rulebook_sentences(text: str, rst: bool = False, spaced: bool = False) -> list[tuple[int, str]]:
    """(line number, normalised sentence) for every sentence of a rulebook (``rst``: reStructuredText;
    ``spaced``: a text whose lines are runs of two or more spaces, as えいつく's one-line rulebook is)."""
    out: list[tuple[int, str]] = []
    lines = rst_lines(text) if rst else enumerate(text.splitlines(), 1)
    for no, line in lines:
        for part in (re.split(r"\s{2,}", line) if spaced else (line,)):
            if is_structural(part) or (spaced and not part.strip("{}｛｝ \u3000\t")):  # a brace alone opens or closes a part
                continue
            out.extend((no, s) for s in split_sentences(part) if not spaced or s.strip("{}｛｝ \u3000\t"))
    return out


def quote_sentences(quote: str) -> list[str]:
    """The sentences of a ``原文:`` quote: a quote that starts with ``|`` (a table row or a
    line block of a reST rulebook) is split into its cells first, as ``rst_lines`` splits the rulebook."""
    if quote.lstrip().startswith("|"):
        return [s for cell in _cells(quote) for s in split_sentences(cell)]
    return split_sentences(quote)


# -- reStructuredText ---------------------------------------------------------------------

#: a section adornment (underline or overline): one punctuation character, repeated
_ADORNMENT = re.compile(r"""^([!"#$%&'()*+,\-./:;<=>?@\[\\\]^_`{|}~])\1{2,}\s*$""")
_EXPLICIT = re.compile(r"^(\s*)\.\.(?:\s+(.*))?$")
_DIRECTIVE = re.compile(r"^([A-Za-z][\w:+.-]*)::(?:\s+(.*))?$")
_OPTION = re.compile(r"^\s*:[\w -]+:(\s|$)")
_GRID_BORDER = re.compile(r"^\s*\+[-=+]+\+\s*$")
_RST_LIST = re.compile(r"^\s*(?:[-*+•]\s|#\.\s|\d+[.)]\s|\|)")
#: directives whose whole block carries no rulebook text
_SILENT_DIRECTIVES = frozenset(
    "index toctree code-block code sourcecode highlight raw include literalinclude meta contents "
    "image only math sectionauthor moduleauthor codeauthor".split()
)
#: directives whose argument is a file or a path, not text
_FILE_ARGUMENT = frozenset({"figure", "image"})


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _cells(line: str) -> list[str]:
    """``| A | 1 |`` → ``[A, 1]``; ``| text`` (a line block) → ``[text]``."""
    return [c.strip() for c in line.strip().strip("|").split("|") if c.strip()]


def rst_lines(text: str) -> list[tuple[int, str]]:
    """(line number, text) for every line of text of a reStructuredText rulebook (see the module's doc)."""
    raw = text.splitlines()
    n = len(raw)
    drop = [False] * n
    csv_rows = [False] * n
    argument: dict[int, str] = {}  # a directive's line -> its text argument (a title), kept

    # section titles: a line of text right above an underline (and below an overline, if any)
    for i, line in enumerate(raw):
        if _ADORNMENT.match(line) and not line[:1].isspace():
            drop[i] = True
            above = i - 1
            if above >= 0 and raw[above].strip() and not _ADORNMENT.match(raw[above]) and not raw[above][:1].isspace():
                if above == 0 or not raw[above - 1].strip() or _ADORNMENT.match(raw[above - 1]):
                    drop[above] = True

    # explicit markup: comments, labels and directives, with their indented blocks
    i = 0
    while i < n:
        m = _EXPLICIT.match(raw[i])
        if not m or drop[i]:
            i += 1
            continue
        start, rest = len(m.group(1)), (m.group(2) or "").strip()
        end = i + 1
        while end < n and (not raw[end].strip() or _indent(raw[end]) > start):
            end += 1
        d = _DIRECTIVE.match(rest)
        if not d or d.group(1) in _SILENT_DIRECTIVES:  # a comment, a label, a target, or a silent directive
            for k in range(i, end):
                drop[k] = True
        else:
            name, arg = d.group(1), (d.group(2) or "").strip()
            drop[i] = True
            if arg and name not in _FILE_ARGUMENT:
                argument[i] = arg
            k = i + 1
            while k < end and raw[k].strip() and _OPTION.match(raw[k]):  # the options, up to the first blank line
                drop[k] = True
                k += 1
            if name == "csv-table":
                for j in range(k, end):
                    csv_rows[j] = True
        i = end

    out: list[tuple[int, str]] = []
    para: tuple[int, int, str] | None = None  # (line number, indentation, text so far)
    for i, line in enumerate(raw):
        if i in argument:
            if para:
                out.append(para[::2])
                para = None
            out.append((i + 1, argument[i]))
            continue
        if drop[i] or not line.strip() or _GRID_BORDER.match(line):
            if para:
                out.append(para[::2])
                para = None
            continue
        if csv_rows[i] or line.lstrip().startswith("|"):
            if para:
                out.append(para[::2])
                para = None
            cells = next(csv.reader([line.strip()])) if csv_rows[i] else _cells(line)
            out.extend((i + 1, c.strip()) for c in cells if c.strip())
            continue
        ind = _indent(line)
        if para and para[1] == ind and raw[i - 1].strip() and not drop[i - 1] and not _RST_LIST.match(line):
            para = (para[0], ind, para[2] + line.strip())
            continue
        if para:
            out.append(para[::2])
        para = (i + 1, ind, line.rstrip())
    if para:
        out.append(para[::2])
    return out


def load_non_normative(path: Path, game: str) -> list[dict[str, str]]:
    """Entries ``[[GAME]]`` with ``text`` and ``reason`` from a TOML file (none if it is missing)."""
    if not path.exists():
        return []
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return list(data.get(game, []))


# -- where the rulebooks are, and what quotes each sentence ------------------------------


def rulebooks_root() -> Path | None:
    """The folder of the rulebooks: ``referee/_rulebooks`` when installed, ``docs/rulebooks`` in a source
    checkout; None when neither is there."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "_rulebooks", here.parent / "docs" / "rulebooks"):
        if candidate.is_dir():
            return candidate
    return None


def sentences_of(name: str, text: str) -> list[tuple[int, str]]:
    """The sentences of the rulebook file ``name`` (its suffix says how it is written) whose text is ``text``."""
    return rulebook_sentences(text, rst=name.endswith(".rst"), spaced=name.endswith(".txt"))


COVERED, NON_NORMATIVE_SENTENCE, UNCOVERED = "covered", "non-normative", "uncovered"


@dataclass(slots=True)
class Sentence:
    """One sentence of a rulebook and what accounts for it."""

    line: int
    text: str
    status: str  # covered, non-normative or uncovered
    clauses: list[str] = field(default_factory=list)  # the clauses quoting it (covered)
    reason: str = ""  # why it states no rule (non-normative)


def coverage(text: str, name: str, quotes: Iterable[tuple[str, Iterable[str]]],
             non_normative: Iterable[dict[str, str]]) -> list[Sentence]:
    """Every sentence of a rulebook (``text``, file ``name``) with the clauses that quote it, or the reason it
    is listed as non-normative, or marked uncovered. ``quotes``: ``(clause id, its 原文 quotes)``."""
    quoted: dict[str, list[str]] = {}
    for cid, texts in quotes:
        for quote in texts:
            for s in quote_sentences(quote):
                ids = quoted.setdefault(s, [])
                if cid not in ids:
                    ids.append(cid)
    listed: dict[str, str] = {}
    for entry in non_normative:
        key = normalise(str(entry.get("text", "")))
        if key:
            listed.setdefault(key, str(entry.get("reason", "")))
    out = []
    for line, s in sentences_of(name, text):
        if s in quoted:
            out.append(Sentence(line, s, COVERED, list(quoted[s])))
        elif s in listed:
            out.append(Sentence(line, s, NON_NORMATIVE_SENTENCE, reason=listed[s]))
        else:
            out.append(Sentence(line, s, UNCOVERED))
    return out
