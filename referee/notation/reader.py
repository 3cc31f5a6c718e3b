"""The streaming reader: text lines in, header and items out.

It knows the envelope (header keys, comments, claims, ``actor verb args``)
and nothing about any game's rules. Problems are returned as ``LogError``
items in the stream rather than raised, so a reader never loses the rest of a
file because of one bad line. Logs are untrusted: sizes are bounded and
nothing is evaluated.
"""

from __future__ import annotations

import gc
import itertools
import os
import re
import stat
import time
import unicodedata
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import cast

from .messages import N_, _, listing
from .model import Blank, Claim, Comment, Event, Header, HeaderEntry, LogError, Position
from .numbers import signed

MAX_LINE_CHARS = 4096
MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_EVENTS = 200_000

#: the header keys of every game, with what each says (the descriptions are translated where they are shown:
#: ``_(HEADER_KEYS[key])``); a game's own keys (BlackPoker's ``format``) are declared by the game
#: (:func:`game_keys`)
HEADER_KEYS = {
    "game": N_("which game the log is of"),
    "players": N_("player names in seat order"),
    "option": N_("a ruling switch: option NAME: VALUE"),
    "claim": N_("scores the players wrote down: claim: NAME SCORE, NAME SCORE"),
    "edition": N_("rulebook edition or version"),
    "date": N_("when it was played"),
    "place": N_("where it was played"),
    "event": N_("the club night, tournament or occasion"),
    "table": N_("table number or name"),
    "recorder": N_("who typed the log"),
    "view": N_("whose view the log is recorded from"),
    "title": N_("a title for the log"),
    "note": N_("free text"),
    "expect": N_("the verdict the log should get, for check --expected: STATUS [KIND:]CLAUSE@LINE…"),
}



def game_keys() -> dict[str, tuple[str, tuple[str, ...]]]:
    """The header keys the games declare of their own (:func:`referee.registry.header_keys`): each with what it
    says and the games that read it."""
    from ..registry import header_keys

    return header_keys()


#: characters that move the cursor, change the terminal or reorder text: never part of a log's meaning. A tab is
#: a space; every other C0 or C1 control, DEL, a line or paragraph separator and the bidirectional controls are
#: reported (LOG-CONTROL) and read as a space.
_CONTROL = re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]")

_HEADER = re.compile(r"^(?P<key>[A-Za-z][A-Za-z0-9_-]*)(?:[ \t]+(?P<name>[^\s:]+))?[ \t]*:(?P<value>.*)$")


class LogReadError(Exception):
    """A log that cannot be read at all (missing, too large, not text)."""

    def __init__(self, path: str, message: str, code: str = "LOG-UNREADABLE") -> None:
        super().__init__(f"{path}: {code}: {message}")
        self.path = path
        self.code = code
        self.message = message


def read_bounded(path: str | Path) -> bytes:
    """A log file's bytes: a regular file within the size limit, or LogReadError."""
    name = str(path)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise LogReadError(name, _("no such file"), "LOG-NOT-FOUND") from None
    except OSError as e:
        raise LogReadError(name, e.strerror or str(e)) from None
    if not stat.S_ISREG(st.st_mode):
        raise LogReadError(name, _("not a regular file"))
    if st.st_size > MAX_FILE_BYTES:
        raise LogReadError(
            name, _("file is {size} bytes; logs are limited to {limit} bytes", size=st.st_size, limit=MAX_FILE_BYTES),
            "LOG-TOO-LARGE",
        )
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise LogReadError(name, e.strerror or str(e)) from None
    if len(data) > MAX_FILE_BYTES:  # it grew since the stat
        raise LogReadError(name, _("file is over {limit} bytes", limit=MAX_FILE_BYTES), "LOG-TOO-LARGE")
    return data


def _normalise(line: str) -> str:
    # Full-width digits, letters and spaces are common in Japanese input methods.
    return line if line.isascii() else unicodedata.normalize("NFKC", line)


def control_error(line: str, path: str, lineno: int) -> tuple[str, LogError]:
    """``line`` with its control characters read as spaces, and the finding that says so (the first one's column)."""
    m = _CONTROL.search(line)
    assert m is not None
    n = len(_CONTROL.findall(line))
    char = f"U+{ord(m.group()):04X}"
    if n > 1:
        message = _("a control character ({char} and {more} more) is not text: read as a space", char=char, more=n - 1)
    else:
        message = _("a control character ({char}) is not text: read as a space", char=char)
    return _CONTROL.sub(" ", line), LogError(
        "LOG-CONTROL",
        message,
        Position(path, lineno, m.start() + 1),
        _("printable text (a tab counts as a space)"),
    )


def split_comment(line: str) -> tuple[str, str | None]:
    if "#" not in line:
        return line, None
    content, _hash, comment = line.partition("#")
    return content, comment.strip()


#: the characters NFKC reads as the comment sign: '#', full-width '＃' and small '﹟' (no other character's NFKC
#: holds a '#'; tests/test_lossless.py checks all of Unicode)
COMMENT_SIGNS = re.compile("[#\uff03\ufe5f]")


def comment_raw(written: str | None) -> str | None:
    """The comment of a line exactly as written (``written``: the line before normalisation, its end removed):
    the spaces before the first comment sign, the sign and the rest of the line, for ``fmt`` and ``convert``,
    which write it back byte for byte. None when the line has no comment, or holds a control character (the
    line is reported, and only its normalised text is ever written)."""
    if written is None:
        return None
    m = COMMENT_SIGNS.search(written)
    if m is None or _CONTROL.search(written):
        return None
    return written[len(written[: m.start()].rstrip()) :]


#: the characters NFKC reads as a colon: ':', '︓', '﹕' and '：' alone, and '⩴' as '::=' (no other character's NFKC
#: holds a ':'; tests/test_lossless.py checks all of Unicode)
COLONS = re.compile("[:\u2a74\ufe13\ufe55\uff1a]")


def value_raw(written: str | None, value: str) -> str | None:
    """A header line's value exactly as written (``written``: the line before normalisation, its end removed;
    ``value``: the value as read), without the spaces around it and the comment after it, for ``fmt`` and
    ``convert``, which write free text so. None when it is ``value`` already, or cannot be told from the line for
    sure: a control character (the line is reported), a colon NFKC makes of '⩴', or text that would not read
    as ``value`` again."""
    if written is None or _CONTROL.search(written):
        return None
    colon = COLONS.search(written)
    if colon is None or colon.group() == "\u2a74":
        return None
    sign = COMMENT_SIGNS.search(written, colon.end())
    raw = written[colon.end() : sign.start() if sign else len(written)].strip()
    if raw == value or _normalise(" " + raw).strip() != value:  # as fmt writes it: after the colon and a space
        return None
    return raw


class LogReader:
    """Reads one log. Call :meth:`header` first, then iterate over the items."""

    def __init__(self, lines: Iterable[str | LogError], path: str = "<log>", *, blanks: bool = False) -> None:
        self.path = path
        self.blanks = blanks  # yield Blank items for empty lines (fmt and convert keep them)
        self._lines = iter(lines)
        self._lineno = 0
        self._pending: tuple[int, str] | None = None
        self._header: Header | None = None
        self.errors: list[LogError] = []  # header errors
        self.last_line = 0
        self.events_read = 0
        self._claims: list[Claim | LogError] = []  # claims written in the header
        #: every line is ASCII with no control character, carriage return or comment: read without the checks
        #: those need (set by the constructors that see the whole text)
        self._plain = False
        #: how the file ends its lines (its first line's end: "\n" or "\r\n") and whether it starts with a byte
        #: order mark: ``fmt`` and ``convert`` write them back (set by the constructors that see the whole text)
        self.newline = "\n"
        self.bom = False
        self._written: str | None = None  # the line _next_line returned, as written (before normalisation)
        self._pending_written: str | None = None  # … for the first event line, read by header()
        #: the ``time.monotonic()`` past which the reader stops (the referee's time limit, set by ``check``): checked
        #: where it reads lines without giving an item (the header, blank lines), every 64 or 1,024 lines; ``late`` is
        #: then the line it reached, and it gives nothing more
        self.deadline: float | None = None
        self.late: int | None = None
        self.frozen = False  # the header's objects were taken out of the collector's passes (:meth:`_freeze`)
        self._given: dict[tuple[str, str | None], HeaderEntry] = {}  # the header's entries by key (and option name)

    # -- construction helpers -------------------------------------------------

    @classmethod
    def from_text(cls, text: str, path: str = "<text>", *, blanks: bool = False) -> "LogReader":
        reader = cls(_split(text), path, blanks=blanks)
        reader._plain = _is_plain(text)
        reader.newline = _newline(text)
        return reader

    @classmethod
    def from_bytes(cls, data: bytes, path: str, *, blanks: bool = False) -> "LogReader":
        bom = data.startswith(b"\xef\xbb\xbf")
        if bom:
            data = data[3:]
        try:  # the common case: all of it is UTF-8
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            reader = cls(_decode_lines(data, path), path, blanks=blanks)  # line by line, reporting the bad ones
        else:
            reader = cls(_split(text), path, blanks=blanks)
            reader._plain = _is_plain(text)
        end = data.find(b"\n")
        reader.newline = "\r\n" if end > 0 and data[end - 1] == 13 else "\n"  # 13: a carriage return
        reader.bom = bom
        return reader

    @classmethod
    def open(cls, path: str | Path, *, blanks: bool = False) -> "LogReader":
        return cls.from_bytes(read_bounded(path), str(path), blanks=blanks)

    # -- reading --------------------------------------------------------------

    def _next_line(self) -> tuple[int, str] | None:
        if self._pending is not None:
            item, self._pending = self._pending, None
            return item
        for raw in self._lines:
            self._lineno += 1
            if not self._lineno & 63 and self.deadline is not None:
                if self._past(self._lineno):
                    return None
                if not self._lineno & 65535:
                    self._freeze()
            if isinstance(raw, LogError):  # undecodable line, reported in order
                self.errors.append(raw)
                continue
            line = raw.rstrip("\r\n")
            if len(line) > MAX_LINE_CHARS:
                self.errors.append(self._too_long(line))
                continue
            self._written = line
            line = _normalise(line)
            if len(line) > MAX_LINE_CHARS:  # NFKC may lengthen a line
                self.errors.append(self._too_long(line))
                continue
            if not line.isprintable() and _CONTROL.search(line):
                line, e = control_error(line, self.path, self._lineno)
                self.errors.append(e)
            return self._lineno, line
        return None

    def _past(self, lineno: int) -> bool:
        """Whether the deadline is past: then ``late`` is ``lineno``, and the reader stops."""
        if self.deadline is not None and time.monotonic() > self.deadline:
            self.late = lineno
            return True
        return False

    def _freeze(self) -> None:
        """Take the objects alive now out of the garbage collector's passes (``gc.freeze``): the header's lines
        stay as long as the log is checked, and a header of a million lines is millions of objects that every
        full pass would go through again (pauses of 0.2 s, and half the time of reading such a header). Garbage
        left from before is collected first, so that none is kept; ``check`` gives the objects back
        (``gc.unfreeze``) when the log is done. Nothing is frozen if something else froze objects."""
        if not self.frozen and gc.get_freeze_count() == 0:
            gc.collect()
            self.frozen = True
        if self.frozen:
            gc.freeze()

    def _too_long(self, line: str) -> LogError:
        return LogError(
            "LOG-LINE-TOO-LONG",
            _("line has {n} characters; the limit is {limit}", n=len(line), limit=MAX_LINE_CHARS),
            Position(self.path, self._lineno, MAX_LINE_CHARS + 1),
            _("a shorter line"),
        )

    def header(self) -> Header:
        """Read the header: ``key: value`` lines up to the first event line."""
        if self._header is not None:
            return self._header
        h = Header(self.path)
        while True:
            item = self._next_line()
            if item is None:
                break
            lineno, line = item
            content, comment = split_comment(line)
            raw = None if comment is None else comment_raw(self._written)
            if not content.strip():
                if comment is not None:
                    c = Comment(comment, self.path, lineno, raw)
                    h.comments.append(c)
                    h.layout.append(c)
                else:
                    h.layout.append(Blank(self.path, lineno))
                continue
            m = _HEADER.match(content.strip())
            if not m:
                self._pending = (lineno, line)
                self._pending_written = self._written
                break
            self._header_line(h, lineno, content, m, comment, raw, None if self._written == line else self._written)
        self.last_line = self._lineno
        if h.game is None and self.late is None:  # (a header cut short by the time limit may say it further on)
            self.errors.append(
                LogError(
                    "LOG-NO-GAME",
                    _("the header does not say which game this is"),
                    Position(self.path, 1, 1),
                    _("a line 'game: NAME' before the first event"),
                )
            )
        self._header = h
        return h

    def _header_line(self, h: Header, lineno: int, content: str, m: re.Match[str], comment: str | None = None,
                     raw: str | None = None, written: str | None = None) -> None:
        """One ``key: value`` line; ``raw``: its comment as written, ``written``: the line as written when
        reading it changed it (NFKC, a control character), else None."""
        key = m.group("key").lower()
        name = m.group("name")
        value = m.group("value").strip()
        indent = len(content) - len(content.lstrip())
        pos = Position(self.path, lineno, indent + 1)
        value_col = indent + m.start("value") + 1 + (len(m.group("value")) - len(m.group("value").lstrip()))
        entry = HeaderEntry(key, name, value, pos, value_col, comment, raw, value_raw(written, value))
        if key not in HEADER_KEYS and not key.startswith("x-") and key not in game_keys():
            self.errors.append(
                LogError(
                    "LOG-HEADER-KEY",
                    _("unknown header key {key!r}", key=key),
                    pos,
                    _("one of {keys} (or x-anything for your own)", keys=listing(sorted({*HEADER_KEYS, *game_keys()}))),
                )
            )
            return
        if key == "claim":
            claim = self._claim(lineno, content, m)
            self._claims.append(claim)
            if isinstance(claim, Claim):
                claim.comment, claim.comment_raw = comment, raw
                h.layout.append(claim)
            return
        given = (key, (name or "").lower() if key == "option" else None)
        same = self._given.get(given)
        if same is not None:
            what = f"option {name}" if key == "option" else key
            self.errors.append(
                LogError(
                    "LOG-HEADER-REPEATED",
                    _("{what!r} is already given at line {line}: this line is not read", what=what, line=same.position.line),
                    pos,
                    _("one '{what}:' line", what=what),
                )
            )
            return
        if key == "option":
            if not name:
                self.errors.append(
                    LogError("LOG-OPTION", _("an option needs a name"), pos, "option NAME: VALUE")
                )
                return
            h.options[name.lower()] = entry
            entry.name = name
        elif name is not None:
            self.errors.append(
                LogError(
                    "LOG-HEADER",
                    _("header key {key!r} takes no name", key=key),
                    Position(self.path, lineno, indent + m.start("name") + 1),
                    f"{key}: VALUE",
                )
            )
            return
        elif key == "game":
            h.game = value.lower()
        elif key == "players":
            names = value.replace(",", " ").split()
            seen: set[str] = set()
            for n in names:
                if n in seen or n.lower() == "table":
                    self.errors.append(
                        LogError(
                            "LOG-PLAYERS",
                            _("player name {name!r} is repeated or reserved", name=n),
                            Position(self.path, lineno, value_col),
                            _("distinct names, none of them 'table'"),
                        )
                    )
                seen.add(n)
            h.players = names
        else:
            h.meta[key] = value
        h.entries.append(entry)
        self._given.setdefault(given, entry)
        h.layout.append(entry)

    @property
    def header_claims(self) -> list[Claim | LogError]:
        return list(self._claims)

    def _claim(self, lineno: int, content: str, m: re.Match[str]) -> Claim | LogError:
        value = m.group("value")
        base = m.start("value") + (len(content) - len(content.lstrip()))
        subject = m.group("name")
        toks = [(mm.group(), mm.start()) for mm in re.finditer(r"[^\s,=]+", value)]
        if subject is not None and subject.lower() == "winner":
            if len(toks) != 1:
                return LogError(
                    "LOG-CLAIM",
                    _("a winner claim names one player, or draw"),
                    Position(self.path, lineno, base + 1),
                    "claim winner: NAME",
                )
            name, col = toks[0]
            return Claim("winner", None, {"winner": name}, self.path, lineno, {"winner": base + col + 1})
        values: dict[str, int | str] = {}
        cols: dict[str, int] = {}
        what = "KEY NUMBER, KEY NUMBER" if subject else "NAME SCORE, NAME SCORE"
        if len(toks) % 2 or not toks:
            return LogError(
                "LOG-CLAIM",
                _("a claim lists names each followed by a whole number"),
                Position(self.path, lineno, base + 1),
                f"claim{' ' + subject if subject else ''}: {what}",
            )
        for i in range(0, len(toks), 2):
            (name, col), (score, scol) = toks[i], toks[i + 1]
            number = signed(score)
            if number is not None:
                values[name] = number
            else:
                return LogError(
                    "LOG-CLAIM",
                    _("{word!r} is not a whole number", word=score),
                    Position(self.path, lineno, base + scol + 1),
                    _("a number such as 42 or -3"),
                )
            cols[name] = base + col + 1
        return Claim("breakdown" if subject else "scores", subject, values, self.path, lineno, cols)

    def __iter__(self) -> Iterator[Event | Comment | Claim | LogError | Blank]:
        """Items after the header, in file order. Header problems come first.

        This is the hot loop of the referee: one pass per line, no helper
        calls for ordinary event lines.
        """
        self.header()
        yield from self.errors
        yield from self._claims
        self.errors = []
        if self.late is not None:
            return  # the time limit was reached in the header
        index = 0
        path = self.path
        blanks = self.blanks
        source: Iterable[str | LogError] = self._lines
        first_line = 0
        if self._pending is not None:  # the first event line, already read by header()
            lineno, line = self._pending
            self._pending = None
            self._lineno = lineno - 1
            source = itertools.chain((line,), source)
            first_line = lineno  # its comment as written is _pending_written (``line`` is normalised)
        if self._plain:
            # cast: only the constructors that split a decoded text set _plain, and those lines are all str
            # (LogError lines come from _decode_lines only, for a text that is not UTF-8)
            yield from self._plain_items(cast("Iterable[str]", source), index)
            return
        for raw in source:
            self._lineno += 1
            lineno = self._lineno
            if type(raw) is not str:  # a LogError: an undecodable line, reported in order
                # cast: mypy cannot tell the other type of the union from ``type(raw) is not str`` (a subclass of
                # str would pass it too); the check stays this cheap one, on the hot loop
                yield cast(LogError, raw)
                continue
            line = raw.rstrip("\r\n")
            if len(line) > MAX_LINE_CHARS:
                yield self._too_long(line)
                continue
            self.last_line = lineno
            if not line.isascii():
                line = unicodedata.normalize("NFKC", line)
                if len(line) > MAX_LINE_CHARS:  # NFKC may lengthen a line
                    yield self._too_long(line)
                    continue
            if not line.isprintable() and _CONTROL.search(line):
                line, e = control_error(line, path, lineno)
                yield e
            comment = as_written = None
            if "#" in line:
                whole = line
                line, _hash, comment = line.partition("#")
                comment = comment.strip()
                written = self._pending_written if lineno == first_line else raw.rstrip("\r\n")
                # a line read as written (nothing normalised, no control character): its comment is the rest of it
                as_written = whole[len(line.rstrip()) :] if written == whole else comment_raw(written)
            tokens = line.split()
            if not tokens:
                if comment is not None:
                    yield Comment(comment, path, lineno, as_written)
                elif blanks:
                    yield Blank(path, lineno)
                elif not lineno & 1023 and self._past(lineno):
                    return  # (the referee checks the time limit at each item: here millions of lines may give none)
                continue
            first = tokens[0]
            if len(tokens) < 2 or first[-1] == ":" or (":" in line and "claim" in first.lower()):
                item = self._odd_line(line, tokens, lineno)
                if item is not None:
                    if comment is not None and type(item) is Claim:
                        item.comment, item.comment_raw = comment, as_written
                    yield item
                    continue
            index += 1
            if index > MAX_EVENTS:
                yield self._too_many(lineno)
                return
            self.events_read = index
            yield Event(first, tokens[1], tokens[2:], path, lineno, line, comment, index, as_written)

    def _plain_items(self, lines: Iterable[str], index: int) -> Iterator[Event | Claim | LogError | Blank]:
        """:meth:`__iter__` for a text of plain lines (``_plain``): nothing to normalise, no control character,
        no carriage return and no comment, so each line is only split."""
        path = self.path
        blanks = self.blanks
        lineno = self._lineno
        for line in lines:
            lineno += 1
            if len(line) > MAX_LINE_CHARS:
                self._lineno = lineno
                yield self._too_long(line)
                continue
            self.last_line = lineno
            tokens = line.split()
            if not tokens:
                if blanks:
                    yield Blank(path, lineno)
                elif not lineno & 1023 and self._past(lineno):
                    self._lineno = lineno
                    return
                continue
            first = tokens[0]
            if len(tokens) < 2 or first[-1] == ":" or (":" in line and "claim" in first.lower()):
                item = self._odd_line(line, tokens, lineno)
                if item is not None:
                    yield item
                    continue
            index += 1
            if index > MAX_EVENTS:
                yield self._too_many(lineno)
                self._lineno = lineno
                return
            self.events_read = index
            yield Event(first, tokens[1], tokens[2:], path, lineno, line, None, index)
        self._lineno = lineno

    def _odd_line(self, line: str, tokens: list[str], lineno: int) -> Claim | LogError | None:
        """A line that may not be an event (a single word, a ``key:`` word, a claim): the claim or the error it is,
        or None for an event after all (a word with a colon that is no header line, in a line of several)."""
        path = self.path
        if len(tokens) < 2 or tokens[0].endswith(":"):
            m = _HEADER.match(line.strip())
            if m and m.group("key").lower() == "claim":
                return self._claim(lineno, line, m)
            if m:
                return LogError(
                    "LOG-HEADER-LATE",
                    _("header line {key!r} after the first event", key=m.group("key")),
                    Position(path, lineno, len(line) - len(line.lstrip()) + 1),
                    _("header lines before the first event (only claim: may come later)"),
                )
            return LogError(
                "LOG-SYNTAX",
                _("{word!r} alone is not an event", word=tokens[0]),
                Position(path, lineno, line.index(tokens[0]) + 1),
                _("ACTOR VERB ARGUMENTS, for example 'Aki scout ??'"),
            )
        m = _HEADER.match(line.strip())  # a line with a colon whose first word says claim
        if m and m.group("key").lower() == "claim":
            return self._claim(lineno, line, m)
        return None

    def _too_many(self, lineno: int) -> LogError:
        return LogError(
            "LOG-TOO-LONG",
            _("more than {limit} events; the rest of the file is not read", limit=MAX_EVENTS),
            Position(self.path, lineno, 1),
            _("at most {limit} events in one log", limit=MAX_EVENTS),
        )


#: what keeps a text from being plain (:meth:`LogReader._plain_items`): a control character but the newline and the
#: tab, and the comment sign
_NOT_PLAIN = re.compile("[\x00-\x08\x0b-\x1f\x7f#]")


def _is_plain(text: str) -> bool:
    return text.isascii() and _NOT_PLAIN.search(text) is None


def _newline(text: str) -> str:
    """How a text ends its lines, as its first line does: "\\r\\n" or "\\n"."""
    end = text.find("\n")
    return "\r\n" if end > 0 and text[end - 1] == "\r" else "\n"


def _split(text: str) -> list[str]:
    """The lines of a text: split at each newline; a final newline ends the last line, it starts none."""
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    return lines


def _decode_lines(data: bytes, path: str) -> Iterator[str | LogError]:
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    parts = data.split(b"\n")
    if parts[-1] == b"":
        parts.pop()
    for lineno, raw in enumerate(parts, 1):
        try:
            yield raw.decode("utf-8")
        except UnicodeDecodeError as e:
            col = len(raw[: e.start].decode("utf-8", errors="replace")) + 1
            yield LogError(
                "LOG-ENCODING",
                _("byte 0x{byte:02x} is not UTF-8; the line is skipped", byte=raw[e.start]),
                Position(path, lineno, col),
                _("UTF-8 text"),
            )


def read_text(text: str, path: str = "<text>") -> LogReader:
    return LogReader.from_text(text, path)


def read_event(line: str, path: str = "<typed>", lineno: int = 1, index: int = 1) -> Event | LogError:
    """One event line typed by hand (the console's what-if), read exactly as a log line is.

    It repeats the few lines of ``LogReader.__iter__`` that split an event line: that loop is the
    referee's hot path and calls no helper per line on purpose (docs/performance.md), so the
    two are kept in step by tests/test_console.py, which types recorded events again."""
    if len(line) > MAX_LINE_CHARS:
        return LogError("LOG-LINE-TOO-LONG", _("more than {limit} characters", limit=MAX_LINE_CHARS), Position(path, lineno, 1),
                        _("at most {limit} characters in a line", limit=MAX_LINE_CHARS))
    if not line.isascii():
        line = unicodedata.normalize("NFKC", line)
    comment = None
    if "#" in line:
        line, _hash, comment = line.partition("#")
        comment = comment.strip()
    tokens = line.split()
    if len(tokens) < 2 or tokens[0].endswith(":"):
        col = line.index(tokens[0]) + 1 if tokens else 1
        message = _("not an event") if not tokens else _("{word!r} alone is not an event", word=tokens[0])
        return LogError("LOG-SYNTAX", message, Position(path, lineno, col), _("ACTOR VERB ARGUMENTS, for example 'Aki scout ??'"))
    return Event(tokens[0], tokens[1], tokens[2:], path, lineno, line, comment, index)
