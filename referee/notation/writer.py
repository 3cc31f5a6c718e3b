"""Writing logs: canonical text (``referee fmt``) and JSON Lines (``referee convert``).

The canonical form keeps every event, comment and claim and their order; it
normalises spelling only (card names, verb aliases, spacing, header order).
JSON Lines has one object per line: a header object first, then one per
event, comment and claim, each with the line it came from.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import Any

from .model import Claim, Comment, Event, Header, HeaderEntry, LogError, Position
from .reader import HEADER_KEYS, MAX_EVENTS, MAX_LINE_CHARS, LogReader, _decode_lines, read_bounded

_META_ORDER = [k for k in HEADER_KEYS if k not in ("game", "players", "option", "claim")]


def _claim_text(c: Claim) -> str:
    if c.kind == "winner":
        return f"claim winner: {c.values['winner']}"
    body = ", ".join(f"{k} {v}" for k, v in c.values.items())
    return f"claim {c.subject}: {body}" if c.kind == "breakdown" else f"claim: {body}"


def format_log(reader: LogReader, canonical=None) -> tuple[str, list[LogError]]:
    """Canonical text of a log, and the notation errors that stop it being formatted.

    ``canonical(event) -> str`` is the game's spelling of an event (``Game.canonical``).
    """
    header = reader.header()
    items = list(reader)
    errors = [i for i in items if isinstance(i, LogError)]
    lines: list[tuple[int, str]] = []
    if header.game:
        lines.append((header.position("game").line, f"game: {header.game}"))
    if header.players:
        lines.append((header.position("players").line, "players: " + " ".join(header.players)))
    for name, e in header.options.items():
        lines.append((e.position.line, f"option {name}: {e.value}"))
    for key in _META_ORDER:
        if key in header.meta:
            lines.append((header.position(key).line, f"{key}: {header.meta[key]}"))
    for e in header.entries:
        if e.key.startswith("x-"):
            lines.append((e.position.line, f"{e.key}: {e.value}"))
    head_comments = [(c.line, f"# {c.text}" if c.text else "#") for c in header.comments]
    # header order is canonical (game, players, options, metadata); comments above it stay above
    first = min((line for line, _ in lines), default=10**9)
    out = [t for n, t in head_comments if n < first] + [t for _, t in lines] + [t for n, t in head_comments if n >= first]
    body: list[str] = []
    for item in items:
        if isinstance(item, Claim):
            body.append(_claim_text(item))
        elif isinstance(item, Comment):
            body.append(f"# {item.text}" if item.text else "#")
        elif type(item) is Event:
            text = canonical(item) if canonical else item.source()
            body.append(text + (f"  # {item.comment}" if item.comment else ""))
    return "\n".join(out + ([""] if body else []) + body) + "\n", errors


# -- JSON Lines ------------------------------------------------------------------


def to_jsonl(reader: LogReader) -> Iterator[dict[str, Any]]:
    h = reader.header()
    yield {
        "type": "header",
        "game": h.game,
        "players": h.players,
        "options": {k: e.value for k, e in h.options.items()},
        "meta": dict(h.meta),
        "comments": [{"line": c.line, "text": c.text} for c in h.comments],
        "path": h.path,
    }
    for item in reader:
        if type(item) is Event:
            d: dict[str, Any] = {"type": "event", "line": item.line, "col": item.col(0), "actor": item.actor, "verb": item.verb, "args": item.args}
            if item.comment:
                d["comment"] = item.comment
            yield d
        elif isinstance(item, Claim):
            yield {"type": "claim", "line": item.line, "kind": item.kind, "subject": item.subject, "values": item.values}
        elif isinstance(item, Comment):
            yield {"type": "comment", "line": item.line, "text": item.text}
        elif isinstance(item, LogError):
            yield {"type": "error", "line": item.position.line, "col": item.position.col, "code": item.code, "message": item.message}


def dumps_jsonl(objs: Iterable[dict[str, Any]]) -> str:
    return "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in objs)


class JsonlReader:
    """Reads the JSON Lines form back; positions are the JSON file's own lines (column 1)."""

    def __init__(self, lines: Iterable[str], path: str = "<jsonl>") -> None:
        self.path = path
        self._lines = list(enumerate(lines, 1))
        self._header: Header | None = None
        self.errors: list[LogError] = []
        self.last_line = len(self._lines)
        self.events_read = 0
        self._rest: list[tuple[int, Any]] = []

    @classmethod
    def from_text(cls, text: str, path: str = "<jsonl>") -> "JsonlReader":
        return cls(text.splitlines(), path)

    @classmethod
    def from_bytes(cls, data: bytes, path: str) -> "JsonlReader":
        """Undecodable lines are reported (LOG-ENCODING) and the rest is still read."""
        lines = list(_decode_lines(data, path))
        reader = cls([ln if isinstance(ln, str) else "" for ln in lines], path)
        reader.errors.extend(ln for ln in lines if not isinstance(ln, str))
        return reader

    @classmethod
    def open(cls, path: str) -> "JsonlReader":
        return cls.from_bytes(read_bounded(path), path)

    def _parse(self) -> None:
        for lineno, raw in self._lines:
            if not raw.strip():
                continue
            if len(raw) > MAX_LINE_CHARS * 4:
                self.errors.append(LogError("LOG-LINE-TOO-LONG", "line too long", Position(self.path, lineno, 1)))
                continue
            try:
                obj = json.loads(raw)
            except json.JSONDecodeError as e:
                self.errors.append(LogError("LOG-JSON", e.msg, Position(self.path, lineno, e.colno), "one JSON object per line"))
                continue
            if not isinstance(obj, dict) or not isinstance(obj.get("type"), str):
                self.errors.append(LogError("LOG-JSON", "not an object with a type", Position(self.path, lineno, 1), '{"type": "event", …}'))
                continue
            self._rest.append((lineno, obj))

    def header(self) -> Header:
        if self._header is not None:
            return self._header
        self._parse()
        h = Header(self.path)
        if self._rest and self._rest[0][1]["type"] == "header":
            lineno, obj = self._rest.pop(0)
            pos = Position(self.path, lineno, 1)
            game = obj.get("game")
            h.game = game.lower() if isinstance(game, str) else None
            players = obj.get("players") or []
            if isinstance(players, list) and all(isinstance(p, str) for p in players):
                h.players = list(players)
            else:
                self.errors.append(LogError("LOG-JSON", "players must be a list of names", pos))
            opts = obj.get("options") or {}
            if isinstance(opts, dict):
                for k, v in opts.items():
                    h.options[str(k).lower()] = HeaderEntry("option", str(k), str(v), pos, 1)
            meta = obj.get("meta") or {}
            if isinstance(meta, dict):
                h.meta = {str(k): str(v) for k, v in meta.items()}
            h.entries = [HeaderEntry("game", None, h.game or "", pos, 1), HeaderEntry("players", None, " ".join(h.players), pos, 1)]
        if h.game is None:
            self.errors.append(LogError("LOG-NO-GAME", "the first object is not a header naming the game", Position(self.path, 1, 1), '{"type": "header", "game": …}'))
        self._header = h
        return h

    def __iter__(self) -> Iterator[Event | Comment | Claim | LogError]:
        self.header()
        yield from self.errors
        self.errors = []
        index = 0
        for lineno, obj in self._rest:
            t = obj["type"]
            if t == "event":
                actor, verb, args = obj.get("actor"), obj.get("verb"), obj.get("args", [])
                if not (isinstance(actor, str) and isinstance(verb, str) and isinstance(args, list) and all(isinstance(a, str) for a in args)):
                    yield LogError("LOG-JSON", "an event needs actor and verb strings and a list of string args", Position(self.path, lineno, 1))
                    continue
                index += 1
                if index > MAX_EVENTS:
                    yield LogError("LOG-TOO-LONG", f"more than {MAX_EVENTS} events", Position(self.path, lineno, 1))
                    return
                self.events_read = index
                comment = obj.get("comment") if isinstance(obj.get("comment"), str) else None
                yield Event(actor, verb, list(args), self.path, lineno, "", comment, index)
            elif t == "comment":
                yield Comment(str(obj.get("text", "")), self.path, lineno)
            elif t == "claim":
                kind, values = obj.get("kind"), obj.get("values")
                if kind not in ("scores", "winner", "breakdown") or not isinstance(values, dict):
                    yield LogError("LOG-JSON", "a claim needs a kind (scores, winner, breakdown) and values", Position(self.path, lineno, 1))
                    continue
                subject = obj.get("subject")
                yield Claim(kind, subject if isinstance(subject, str) else None, dict(values), self.path, lineno)
            elif t == "error":
                continue  # errors of the source text are re-detected, not trusted
            else:
                yield LogError("LOG-JSON", f"unknown object type {t!r}", Position(self.path, lineno, 1), "header, event, comment or claim")
