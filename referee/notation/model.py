"""What a game log is made of: a header, then events, comments and claims.

Every item knows where it came from (``path``, ``line``) and an event can say
the column of each of its tokens, so every finding can point at
``path:line:col``. Columns are 1-based and counted in characters.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .messages import _

_TOKEN = re.compile(r"\S+")


@dataclass(frozen=True, slots=True)
class Position:
    path: str
    line: int
    col: int = 1

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.col}"


class Event:
    """One line of play: ``<actor> <verb> <args…>``.

    ``text`` is the line as read (after NFKC normalisation, comment removed);
    the column of a token is worked out only when somebody asks for it, so
    reading stays cheap. ``comment`` is the comment's text as read (normalised,
    stripped); ``comment_raw`` the comment exactly as written, for ``fmt`` and
    ``convert``: the spaces before its ``#`` and the rest of the line.
    """

    __slots__ = ("actor", "verb", "args", "path", "line", "text", "comment", "index", "comment_raw")

    def __init__(
        self,
        actor: str,
        verb: str,
        args: list[str],
        path: str,
        line: int,
        text: str,
        comment: str | None = None,
        index: int = 0,
        comment_raw: str | None = None,
    ) -> None:
        self.actor = actor
        self.verb = verb
        self.args = args
        self.path = path
        self.line = line
        self.text = text
        self.comment = comment
        self.index = index  # 1-based number of the event in its log
        self.comment_raw = comment_raw

    def col(self, token: int = 0) -> int:
        """Column of token ``token``: 0 is the actor, 1 the verb, 2… the arguments."""
        for i, m in enumerate(_TOKEN.finditer(self.text)):
            if i == token:
                return m.start() + 1
        return len(self.text.rstrip()) + 1  # just past the end: "something missing here"

    def arg_col(self, i: int) -> int:
        return self.col(i + 2)

    def position(self, token: int = 0) -> Position:
        return Position(self.path, self.line, self.col(token))

    def source(self) -> str:
        """The event as a canonical-ish line: tokens joined by single spaces."""
        return " ".join([self.actor, self.verb, *self.args])

    def __repr__(self) -> str:
        return f"Event({self.source()!r} at {self.path}:{self.line})"

    def __deepcopy__(self, memo: dict[int, object]) -> "Event":
        return self  # a line of the log, read-only once read: a copy of the position shares it


@dataclass(slots=True)
class Comment:
    text: str  # without the leading '#', normalised and stripped
    path: str
    line: int
    raw: str | None = None  # the line exactly as written (its indentation, the '#' and all), line end excluded


@dataclass(slots=True)
class Claim:
    """What the players wrote down at the end.

    ``claim: Aki 42, Ben -3`` (kind ``scores``: final scores),
    ``claim winner: Aki`` (kind ``winner``; ``draw`` for a draw) and
    ``claim Aki: kami 50, hand 8, boo 0`` (kind ``breakdown``: the parts of one
    player's score, named by the game).
    """

    kind: str
    subject: str | None
    values: dict[str, int | str]
    path: str
    line: int
    cols: dict[str, int] = field(default_factory=dict)  # column of each entry
    comment: str | None = None  # a comment after the claim on the same line (as read)
    comment_raw: str | None = None  # … and exactly as written: the spaces before its '#' and the rest of the line

    @property
    def scores(self) -> dict[str, int | str]:
        return self.values

    def position(self, key: str | None = None) -> Position:
        return Position(self.path, self.line, self.cols.get(key, 1) if key else 1)


@dataclass(slots=True)
class LogError:
    """Input that could not be read as notation. Never a rules finding."""

    code: str
    message: str
    position: Position
    expected: str | None = None

    def __str__(self) -> str:
        s = f"{self.position}: {self.code}: {self.message}"
        if self.expected:
            s = _("{text} (expected {expected})", text=s, expected=self.expected)
        return s


@dataclass(slots=True)
class Blank:
    """An empty line: kept by ``referee fmt`` and ``convert`` (read only when asked for), never refereed."""

    path: str
    line: int


@dataclass(slots=True)
class HeaderEntry:
    key: str
    name: str | None
    value: str
    position: Position
    value_col: int
    comment: str | None = None  # a comment after the value on the same line (as read)
    comment_raw: str | None = None  # … and exactly as written: the spaces before its '#' and the rest of the line
    #: the value exactly as written (full-width characters and all, the spaces around it removed) when it is not
    #: ``value``, the value as read (NFKC); ``fmt`` and ``convert`` write free text so (a key not in writer.NOTATION_KEYS)
    value_raw: str | None = None


@dataclass(slots=True)
class Header:
    """Which game, which rules, who played; plus optional where and when."""

    path: str
    game: str | None = None
    players: list[str] = field(default_factory=list)
    options: dict[str, HeaderEntry] = field(default_factory=dict)
    meta: dict[str, str] = field(default_factory=dict)
    entries: list[HeaderEntry] = field(default_factory=list)
    comments: list[Comment] = field(default_factory=list)
    #: the header's lines as written, in order: entries, comments, blank lines and claims (for fmt and convert)
    layout: list[HeaderEntry | Comment | Blank | Claim] = field(default_factory=list)

    def entry(self, key: str) -> HeaderEntry | None:
        for e in self.entries:
            if e.key == key:
                return e
        return None

    def position(self, key: str) -> Position:
        e = self.entry(key)
        return e.position if e else Position(self.path, 1, 1)


Item = Event | Comment | Claim | LogError | Blank
