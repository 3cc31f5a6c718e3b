"""Writing logs: canonical text (``referee fmt``) and JSON Lines (``referee convert``).

Nothing is lost either way. The canonical form keeps every header line, comment, claim, blank line
and event, in the order written; it normalises the spelling of the notation only (card names, verb
aliases, spacing, a header key's case). Comments are kept byte for byte: a comment line as written
(indentation included), and a comment after an event, header line or claim with the spaces before its
``#`` (each item holds it as written: ``comment_raw``, ``Comment.raw``). So is a line already in
canonical form, and the file's line ends (its first line's) and byte order mark, and a header value
that is free text (``NOTATION_KEYS``; ``HeaderEntry.value_raw``). ``encode_like`` writes the canonical
text in the log's own encoding (Shift_JIS stays Shift_JIS), keeping the bytes of what a line keeps. JSON
Lines has one object per line: a header object first (with the header's lines in canonical form, free text
as written), then one per event, comment, claim and blank line, each with the line it came from and its
comment as written.

Both readers (text and JSON Lines) yield the same items, so one writer serves ``fmt``, text → JSON Lines
and JSON Lines → text; text → JSON Lines → text gives the canonical text of the original.
"""

from __future__ import annotations

import json
import re
import time
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from .messages import N_, _
from .model import Blank, Claim, Comment, Event, Header, HeaderEntry, LogError, Position
from .numbers import MAX_DIGITS
from .reader import _CONTROL, COMMENT_SIGNS, MAX_EVENTS, MAX_LINE_CHARS, LogReader, _decode_lines, read_bounded

Canonical = Callable[[Event], str]
#: the JSON parser's messages, as a message says them (one not listed is said as the parser says it)
_JSON_MESSAGES = {
    "Expecting value": N_("Expecting value"),
    "Expecting property name enclosed in double quotes": N_("Expecting property name enclosed in double quotes"),
    "Expecting ':' delimiter": N_("Expecting ':' delimiter"),
    "Expecting ',' delimiter": N_("Expecting ',' delimiter"),
    "Unterminated string starting at": N_("Unterminated string starting at"),
    "Extra data": N_("Extra data"),
    "Invalid \\escape": N_("Invalid \\escape"),
    "Invalid \\uXXXX escape": N_("Invalid \\uXXXX escape"),
    "Invalid control character at": N_("Invalid control character at"),
}
#: how deep a JSON Lines object may nest: the format needs three levels (a claim's values)
MAX_JSON_DEPTH = 8


def _claim_text(c: Claim) -> str:
    if c.kind == "winner":
        return f"claim winner: {c.values['winner']}"
    body = ", ".join(f"{k} {v}" for k, v in c.values.items())
    return f"claim {c.subject}: {body}" if c.kind == "breakdown" else f"claim: {body}"


def _with_comment(text: str, comment: str | None, raw: str | None = None) -> str:
    """A line's text with its comment: as written when known (``raw``), else two spaces and ``# comment``."""
    if raw is not None:
        return text + raw
    if comment is None:
        return text
    note = f"# {comment}" if comment else "#"
    return f"{text}  {note}" if text else note


#: the header keys whose values the referee reads as notation: ``fmt`` writes them as read (NFKC), the game in
#: lower case and the players one space apart. Every other value (title, place, note, date, an ``x-`` line, …)
#: is free text, written exactly as written (``HeaderEntry.value_raw``).
NOTATION_KEYS = frozenset({"game", "players", "option", "format", "frame", "deck", "cardset", "gameset"})


def entry_text(e: HeaderEntry) -> str:
    """A header line in canonical spelling (the key in lower case, one space after the colon); free text as written."""
    if e.key == "option":
        head = f"option {e.name}:"
    elif e.key == "players":
        head, value = "players:", " ".join(e.value.replace(",", " ").split())
        return _with_comment(f"{head} {value}" if value else head, e.comment, e.comment_raw)
    else:
        head = f"{e.key}:"
    if e.key == "game":
        value = e.value.lower()
    else:
        value = e.value if e.value_raw is None or e.key in NOTATION_KEYS else e.value_raw
    return _with_comment(f"{head} {value}" if value else head, e.comment, e.comment_raw)


def _lines(header: Header, items: Iterable[Any], canonical: Canonical | None) -> Iterator[tuple[int, str]]:
    for it in header.layout:
        if isinstance(it, HeaderEntry):
            yield it.position.line, entry_text(it)
        elif isinstance(it, Comment):
            yield it.line, _with_comment("", it.text, it.raw)
        elif isinstance(it, Blank):
            yield it.line, ""
        elif isinstance(it, Claim):
            yield it.line, _with_comment(_claim_text(it), it.comment, it.comment_raw)
    header_claims = {id(c) for c in header.layout if isinstance(c, Claim)}
    for it in items:
        if type(it) is Event:
            yield it.line, _with_comment(canonical(it) if canonical else it.source(), it.comment, it.comment_raw)
        elif isinstance(it, Claim):
            if id(it) not in header_claims:
                yield it.line, _with_comment(_claim_text(it), it.comment, it.comment_raw)
        elif isinstance(it, Comment):
            yield it.line, _with_comment("", it.text, it.raw)
        elif isinstance(it, Blank):
            yield it.line, ""


def header_lines(header: Header) -> list[tuple[int, str]]:
    """The header's lines in canonical spelling, in the order written (comments, blank lines and claims too)."""
    return list(_lines(header, [], None))


def format_log(reader: Any, canonical: Canonical | None = None) -> tuple[str, list[LogError]]:
    """Canonical text of a log (text or JSON Lines reader), and the notation errors that stop it being formatted.

    ``canonical(event) -> str`` is the game's spelling of an event (``Game.canonical``). The reader should
    have been opened with ``blanks=True`` so that blank lines are kept. A canonical line over the line limit
    is an error: the canonical form never exceeds the limits the reader checks. Every line ends as the
    reader's first line did (``reader.newline``), and a byte order mark the log began with stays
    (``reader.bom``; as the character U+FEFF, which UTF-8 writes as its three bytes).
    """
    header = reader.header()
    items = list(reader)
    errors = [i for i in items if isinstance(i, LogError)]
    out: list[str] = []
    for line, text in _lines(header, items, canonical):
        if len(text) > MAX_LINE_CHARS:
            errors.append(LogError("LOG-LINE-TOO-LONG", _("in canonical form this line would have {n} characters", n=len(text)),
                                   Position(reader.path, line, 1), _("at most {limit} characters", limit=MAX_LINE_CHARS)))
        out.append(text)
    newline = getattr(reader, "newline", "\n")
    return ("\ufeff" if getattr(reader, "bom", False) else "") + newline.join(out) + newline, errors


class Unencodable(ValueError):
    """A character of the canonical form that the log's own encoding has no bytes for (at ``line``, ``col``)."""

    def __init__(self, line: int, col: int, char: str) -> None:
        super().__init__(f"{line}:{col}: U+{ord(char):04X}")
        self.line, self.col, self.char = line, col, char


def encode_like(text: str, original: bytes, encoding: str) -> bytes:
    """``text``, the canonical form of a log whose bytes are ``original``, in the log's ``encoding`` (``fmt``
    keeps a Shift_JIS log Shift_JIS). Every character a line keeps keeps its bytes: a line that reads as the
    original's line of the same number is its bytes, and a line fmt changes keeps the bytes of what it begins and
    ends with as before (its comment); only the part between is encoded anew. (In Shift_JIS some characters
    have two spellings in bytes, of which the codec writes one.) Raises Unencodable when that part holds a
    character the encoding cannot write."""
    if encoding == "utf-8":
        return text.encode("utf-8")
    bom = b"\xef\xbb\xbf" if original.startswith(b"\xef\xbb\xbf") else b""  # read past by the decoder: kept
    was = original[len(bom) :].split(b"\n")  # a line end is one byte in Shift_JIS, never part of a character
    out: list[bytes] = []
    for n, line in enumerate(text.split("\n")):
        old = was[n] if n < len(was) else b""
        try:
            before = old.decode(encoding)
        except UnicodeDecodeError:  # never for a log read in this encoding
            old, before = b"", ""
        if before == line:
            out.append(old)
            continue
        head = 0  # the characters both begin with, and end with
        limit = min(len(before), len(line))
        while head < limit and before[head] == line[head]:
            head += 1
        tail = 0
        while tail < limit - head and before[-1 - tail] == line[-1 - tail]:
            tail += 1
        try:
            middle = line[head : len(line) - tail].encode(encoding)
        except UnicodeEncodeError as e:
            raise Unencodable(n + 1, head + e.start + 1, line[head + e.start]) from None
        kept = _kept(old, before, head, tail, encoding, middle)
        out.append(line.encode(encoding) if kept is None else kept)
    return bom + b"\n".join(out)


def _kept(old: bytes, before: str, head: int, tail: int, encoding: str, middle: bytes) -> bytes | None:
    """``old`` (which reads as ``before``) with ``middle`` in place of all but its first ``head`` and last ``tail``
    characters, those kept as their bytes were; None when their bytes cannot be told apart for sure. A character
    is as long in bytes however it is spelled (in Shift_JIS), and the check below holds to it."""
    try:
        start = len(before[:head].encode(encoding))
        end = len(old) - len(before[len(before) - tail :].encode(encoding))
    except UnicodeEncodeError:
        return None
    if start > end or old[:start].decode(encoding, "replace") != before[:head] \
            or old[end:].decode(encoding, "replace") != before[len(before) - tail :]:
        return None
    return old[:start] + middle + old[end:]


# -- JSON Lines ------------------------------------------------------------------


def to_jsonl(reader: LogReader) -> Iterator[dict[str, Any]]:
    """The JSON Lines objects of a text log (read with ``blanks=True`` to keep its blank lines)."""
    h = reader.header()
    lines = [{"line": ln, "text": text} for ln, text in _lines(h, [], None)]
    head: dict[str, Any] = {
        "type": "header",
        "game": h.game,
        "players": h.players,
        "options": {k: e.value for k, e in h.options.items()},
        "meta": dict(h.meta),
        "comments": [{"line": c.line, "text": c.text} for c in h.comments],
        "lines": lines,
        "path": h.path,
    }
    if reader.newline != "\n":
        head["newline"] = reader.newline
    if reader.bom:
        head["bom"] = True
    yield head
    header_claims = {id(c) for c in h.layout if isinstance(c, Claim)}
    for item in reader:
        if type(item) is Event:
            d: dict[str, Any] = {"type": "event", "line": item.line, "col": item.col(0), "actor": item.actor, "verb": item.verb, "args": item.args}
            yield _commented(d, item.comment, item.comment_raw)
        elif isinstance(item, Claim):
            if id(item) not in header_claims:
                d = {"type": "claim", "line": item.line, "kind": item.kind, "subject": item.subject, "values": item.values}
                yield _commented(d, item.comment, item.comment_raw)
        elif isinstance(item, Comment):
            d = {"type": "comment", "line": item.line, "text": item.text}
            if item.raw is not None:
                d["raw"] = item.raw
            yield d
        elif isinstance(item, Blank):
            yield {"type": "blank", "line": item.line}
        elif isinstance(item, LogError):
            yield {"type": "error", "line": item.position.line, "col": item.position.col, "code": item.code, "message": item.message}


def _commented(d: dict[str, Any], comment: str | None, raw: str | None) -> dict[str, Any]:
    """An event or claim object with its comment: as read (``comment``) and as written (``comment_raw``)."""
    if comment is not None:
        d["comment"] = comment
    if raw is not None:
        d["comment_raw"] = raw
    return d


def dumps_jsonl(objs: Iterable[dict[str, Any]]) -> str:
    return "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in objs)


_TOKEN = re.compile(r"[^\s#]+")


def _depth(raw: str) -> int:
    """How deep the brackets of a JSON line nest, counted before parsing (strings skipped)."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in raw:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
        elif ch in "]}":
            depth -= 1
    return deepest


def _int_value(v: Any) -> int | None:
    """A JSON number that is a whole number of at most MAX_DIGITS digits (booleans are not numbers)."""
    if type(v) is int and abs(v) < 10**MAX_DIGITS:
        return v
    return None


class JsonlReader:
    """Reads the JSON Lines form back; positions are the JSON file's own lines (column 1).

    Everything is checked as the text reader checks it: names and words are single tokens of printable
    text, comments are one line, claims hold whole numbers, and the header's lines (when the object has
    them) are read by the text reader itself, so both forms mean the same."""

    #: the referee's time limit (``time.monotonic()``, set by ``check``), checked every 256 lines of the parse that
    #: reads the whole file first; ``late``: the line reached past it, after which nothing more is read (as LogReader)
    deadline: float | None = None
    late: int | None = None

    def __init__(self, lines: Iterable[str], path: str = "<jsonl>", *, blanks: bool = False) -> None:
        self.path = path
        self.blanks = blanks
        self._lines = list(enumerate(lines, 1))
        self._header: Header | None = None
        self.errors: list[LogError] = []
        self.last_line = len(self._lines)
        self.events_read = 0
        self._rest: list[tuple[int, Any]] = []
        self._claims: list[Claim | LogError] = []
        self.newline = "\n"  # the text log's line end and byte order mark (the header's newline and bom)
        self.bom = False

    @classmethod
    def from_text(cls, text: str, path: str = "<jsonl>", *, blanks: bool = False) -> "JsonlReader":
        return cls(text.splitlines(), path, blanks=blanks)

    @classmethod
    def from_bytes(cls, data: bytes, path: str, *, blanks: bool = False) -> "JsonlReader":
        """Undecodable lines are reported (LOG-ENCODING) and the rest is still read."""
        lines = list(_decode_lines(data, path))
        reader = cls([ln if isinstance(ln, str) else "" for ln in lines], path, blanks=blanks)
        reader.errors.extend(ln for ln in lines if not isinstance(ln, str))
        return reader

    @classmethod
    def open(cls, path: str, *, blanks: bool = False) -> "JsonlReader":
        return cls.from_bytes(read_bounded(path), path, blanks=blanks)

    def _error(self, lineno: int, message: str, expected: str | None = None, col: int = 1) -> LogError:
        return LogError("LOG-JSON", message, Position(self.path, lineno, col), expected)

    def _parse(self) -> None:
        deadline = self.deadline
        for lineno, raw in self._lines:
            if deadline is not None and not lineno & 255 and time.monotonic() > deadline:
                self.late = lineno
                break
            if not raw.strip():
                continue
            if len(raw) > MAX_LINE_CHARS * 4:
                self.errors.append(LogError("LOG-LINE-TOO-LONG", _("line has {n} characters", n=len(raw)), Position(self.path, lineno, 1),
                                            _("at most {limit} characters in a JSON line", limit=MAX_LINE_CHARS * 4)))
                continue
            if _depth(raw) > MAX_JSON_DEPTH:
                self.errors.append(self._error(lineno, _("objects and lists nested more than {limit} deep", limit=MAX_JSON_DEPTH),
                                               _("one flat JSON object per line")))
                continue
            try:
                obj = json.loads(raw)
            except json.JSONDecodeError as e:
                said = _(_JSON_MESSAGES[e.msg]) if e.msg in _JSON_MESSAGES else e.msg
                self.errors.append(self._error(lineno, said, _("one JSON object per line"), e.colno))
                continue
            except (ValueError, RecursionError) as e:  # a number of thousands of digits, …
                self.errors.append(self._error(lineno, _("not readable JSON ({detail})", detail=str(e).split(":")[0]),
                                               _("one JSON object per line")))
                continue
            if not isinstance(obj, dict) or not isinstance(obj.get("type"), str):
                self.errors.append(self._error(lineno, _("not an object with a type"), '{"type": "event", …}'))
                continue
            self._rest.append((lineno, obj))

    # -- the header ----------------------------------------------------------------------------------

    def header(self) -> Header:
        if self._header is not None:
            return self._header
        self._parse()
        h = Header(self.path)
        if self._rest and self._rest[0][1]["type"] == "header":
            lineno, obj = self._rest.pop(0)
            h = self._header_from_lines(lineno, obj) if "lines" in obj else self._header_from_fields(lineno, obj)
            newline, bom = obj.get("newline", "\n"), obj.get("bom", False)
            if newline in ("\n", "\r\n") and isinstance(bom, bool):
                self.newline, self.bom = newline, bom
            else:
                self.errors.append(self._error(lineno, _("a header's newline is \"\\n\" or \"\\r\\n\", and its bom true or false"),
                                               '"newline": "\\r\\n", "bom": true'))
        if h.game is None and not any(e.code == "LOG-NO-GAME" for e in self.errors):
            self.errors.append(LogError("LOG-NO-GAME", _("the first object is not a header naming the game"), Position(self.path, 1, 1),
                                        '{"type": "header", "game": …}'))
        self._header = h
        return h

    def _header_from_lines(self, lineno: int, obj: dict[str, Any]) -> Header:
        """The header as written in text (``lines``), read by the text reader; findings point at this JSON line."""
        raw = obj["lines"]
        texts: list[str] = []
        if not isinstance(raw, list):
            self.errors.append(self._error(lineno, _("the header's lines must be a list"), '"lines": [{"line": 1, "text": "game: …"}, …]'))
        else:
            for item in raw:
                text = item.get("text") if isinstance(item, dict) else None
                if not isinstance(text, str) or "\n" in text or "\r" in text:
                    self.errors.append(self._error(lineno, _("each header line is an object with one line of text"),
                                                   '{"line": 1, "text": "game: …"}'))
                    continue
                texts.append(text)
        sub = LogReader(texts, self.path)
        h = sub.header()
        leftover = sub._pending
        at = Position(self.path, lineno, 1)
        for e in sub.errors:
            self.errors.append(LogError(e.code, _("header line {line}: {message}", line=e.position.line, message=e.message), at, e.expected))
        if leftover is not None:
            self.errors.append(self._error(lineno, _("header line {line} is not a header line", line=leftover[0]),
                                           _("key: value, a comment or a blank line")))
        h.path = self.path
        for entry in h.entries:
            entry.position = Position(self.path, lineno, 1)
            entry.value_col = 1
        for part in h.layout:
            if isinstance(part, (Comment, Blank, Claim)):
                part.line = lineno
                part.path = self.path
        for comment in h.comments:
            comment.line, comment.path = lineno, self.path
        for c in sub._claims:
            if isinstance(c, Claim):
                c.cols = {}
                self._claims.append(c)
            else:
                self._claims.append(LogError(c.code, c.message, at, c.expected))
        game = obj.get("game")
        players = obj.get("players")
        if (isinstance(game, str) and game.lower() != (h.game or "")) or (isinstance(players, list) and players != h.players):
            self.errors.append(self._error(lineno, _("the header's game or players differ from its lines"),
                                           _("the same game and players in both")))
        return h

    def _header_from_fields(self, lineno: int, obj: dict[str, Any]) -> Header:
        """A header without its lines (written by another tool): game, players, options and meta, checked as text."""
        texts: list[str] = []
        game = obj.get("game")
        if game is not None and not isinstance(game, str):
            self.errors.append(self._error(lineno, _("game must be a name"), '"game": "NAME"'))
            game = None
        if game is not None:
            texts.append(f"game: {game}")
        players = obj.get("players") or []
        if isinstance(players, list) and all(isinstance(p, str) and _TOKEN.fullmatch(p) for p in players):
            texts.append("players: " + " ".join(players))
        else:
            self.errors.append(self._error(lineno, _("players must be a list of names (one word each)"), '"players": ["Aki", "Ben"]'))
        for field, key in (("options", "option"), ("meta", None)):
            d = obj.get(field) or {}
            if not isinstance(d, dict):
                self.errors.append(self._error(lineno, _("{field} must be an object of names and texts", field=field)))
                continue
            for k, v in d.items():
                if not isinstance(v, (str, int)) or isinstance(v, bool) or not _TOKEN.fullmatch(k):
                    self.errors.append(self._error(lineno, _("{field}: {key!r} must be a word with a text or number value", field=field,
                                                                 key=k[:40])))
                    continue
                texts.append(f"option {k}: {v}" if key else f"{k}: {v}")
        comments = obj.get("comments") or []
        if isinstance(comments, list):
            for c in comments:
                text = c.get("text") if isinstance(c, dict) else None
                if isinstance(text, str):
                    texts.append(f"# {text}")
        fake = {"type": "header", "lines": [{"text": t} for t in texts]}
        return self._header_from_lines(lineno, fake)

    # -- the items -----------------------------------------------------------------------------------

    def _word(self, w: object) -> str | None:
        """A JSON string that is one word of a log (NFKC as the text reader reads it), or None."""
        if not isinstance(w, str):
            return None
        if not w.isascii():
            w = unicodedata.normalize("NFKC", w)
        if not _TOKEN.fullmatch(w) or _CONTROL.search(w) or len(w) > MAX_LINE_CHARS:
            return None
        return w

    def _line_text(self, t: object) -> str | None:
        """A comment's text: one line of printable text, or None."""
        if not isinstance(t, str):
            return None
        if not t.isascii():
            t = unicodedata.normalize("NFKC", t)
        if len(t) > MAX_LINE_CHARS or _CONTROL.search(t):
            return None
        return t.strip()

    def _raw_comment(self, raw: Any, text: Any) -> str | None:
        """The text of a comment as written (``comment_raw``, ``raw``): one line of printable text, nothing but
        spaces before its comment sign, saying what ``text`` says when that is given; None when it is not all
        that. The text reader reads it back from the line the writer makes of it as exactly this."""
        if not isinstance(raw, str) or len(raw) > MAX_LINE_CHARS or _CONTROL.search(raw):
            return None
        m = COMMENT_SIGNS.search(raw)
        if m is None or raw[: m.start()].strip():
            return None
        said = self._line_text(raw[m.end() :])
        if said is None or (text is not None and self._line_text(text) != said):
            return None
        return said

    def _claim(self, lineno: int, obj: dict[str, Any]) -> Claim | LogError:
        kind, values, subject = obj.get("kind"), obj.get("values"), obj.get("subject")
        expected = '{"type": "claim", "kind": "scores", "values": {"Aki": 42}} (kinds: scores, winner, breakdown)'
        if kind not in ("scores", "winner", "breakdown") or not isinstance(values, dict) or not values:
            return self._error(lineno, _("a claim needs a kind (scores, winner, breakdown) and values"), expected)
        if kind == "winner":
            w = self._word(values.get("winner"))
            if w is None or len(values) != 1:
                return self._error(lineno, _("a winner claim names one player, or draw"), '"values": {"winner": "Aki"}')
            return Claim("winner", None, {"winner": w}, self.path, lineno)
        if kind == "breakdown":
            subject = self._word(subject)
            if subject is None:
                return self._error(lineno, _("a breakdown claim names its player as its subject"), '"subject": "Aki"')
        else:
            subject = None
        out: dict[str, int | str] = {}
        for k, v in values.items():
            name, n = self._word(k), _int_value(v)
            if name is None or n is None:
                return self._error(lineno, _("a claim's values are names with whole numbers"), '"values": {"Aki": 42, "Ben": -3}')
            out[name] = n
        return Claim(kind, subject, out, self.path, lineno)

    def __iter__(self) -> Iterator[Event | Comment | Claim | LogError | Blank]:
        self.header()
        yield from self.errors
        yield from self._claims
        self.errors = []
        if self.late is not None:
            return  # the time limit was reached in the parse
        index = 0
        for lineno, obj in self._rest:
            t = obj["type"]
            if t == "event":
                actor, verb, args = self._word(obj.get("actor")), self._word(obj.get("verb")), obj.get("args", [])
                words = [self._word(a) for a in args] if isinstance(args, list) else [None]
                comment, raw = obj.get("comment"), obj.get("comment_raw")
                note = None if comment is None else self._line_text(comment)
                if raw is not None:
                    note = self._raw_comment(raw, comment)
                present = [w for w in words if w is not None]
                if actor is None or verb is None or len(present) != len(words):
                    yield self._error(lineno, _("an event needs an actor, a verb and a list of args, each one word"),
                                      '{"actor": "Aki", "verb": "scout", "args": ["??"]}')
                    continue
                if (comment is not None or raw is not None) and note is None:
                    yield self._error(lineno, _("an event's comment is one line of text"),
                                      '"comment": "text"' if raw is None else '"comment_raw": "  # text", the same text as "comment"')
                    continue
                text = " ".join([actor, verb, *present])
                if len(text) > MAX_LINE_CHARS:
                    yield LogError("LOG-LINE-TOO-LONG", _("the event has {n} characters", n=len(text)), Position(self.path, lineno, 1),
                                   _("at most {limit} characters", limit=MAX_LINE_CHARS))
                    continue
                index += 1
                if index > MAX_EVENTS:
                    yield LogError("LOG-TOO-LONG", _("more than {limit} events", limit=MAX_EVENTS), Position(self.path, lineno, 1))
                    return
                self.events_read = index
                yield Event(actor, verb, present, self.path, lineno, "", note, index, raw)
            elif t == "comment":
                raw = obj.get("raw")
                said = self._line_text(obj.get("text", "")) if raw is None else self._raw_comment(raw, obj.get("text"))
                if said is None:
                    yield self._error(lineno, _("a comment is one line of text"),
                                      '{"type": "comment", "text": "…"}' if raw is None else '"raw": "# …", the same text as "text"')
                    continue
                yield Comment(said, self.path, lineno, raw)
            elif t == "claim":
                claim = self._claim(lineno, obj)
                comment, raw = obj.get("comment"), obj.get("comment_raw")
                if isinstance(claim, Claim) and (comment is not None or raw is not None):
                    note = self._line_text(comment) if raw is None else self._raw_comment(raw, comment)
                    if note is None:
                        yield self._error(lineno, _("a comment is one line of text"), '"comment_raw": "  # text", the same text as "comment"')
                        continue
                    claim.comment, claim.comment_raw = note, raw
                yield claim
            elif t == "blank":
                if self.blanks:
                    yield Blank(self.path, lineno)
            elif t == "error":
                continue  # errors of the source text are re-detected, not trusted
            else:
                yield self._error(lineno, _("unknown object type {type!r}", type=t[:40]), _("header, event, comment, claim or blank"))
