"""The library: what the ``referee`` command does, as functions a program can call (docs/library.md).

- :func:`check`: the verdict of one log; :func:`verdict_of`: the same as JSON-ready data.
- :func:`replay`: the log's positions, event by event.
- :func:`legal` and :func:`judge`: the one legality, the events the rules allow at a position and the answer about
  one event (the console's ``legal`` and ``try``).
- :func:`known_games`: the games the referee knows.

And what the command, the report site and the CI formats share: how a log is opened (:func:`open_log`), what a path
that cannot be read gives (:func:`not_found`), how ``--option NAME=VALUE`` is read (:func:`parse_options`). Nothing
here prints, and nothing here imports the command line (referee/cli.py), which is a thin layer over it; checking many
logs (folders, processes, Dask) is :mod:`referee.batch`, and the report a person reads is :mod:`referee.terminal`.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, Union

from .i18n import _

if TYPE_CHECKING:
    from .core.findings import Finding, Verdict
    from .core.game import Game, State
    from .core.legality import Answer
    from .notation.model import Event


class UsageError(Exception):
    """A command or call asked for something that cannot be done (exit status 2): the message says why."""


ENCODINGS = ("utf-8", "cp932", "auto")


LOG_SUFFIXES = (".log", ".jsonl", ".txt")


def open_log(path: str | Path, *, blanks: bool = False, data: bytes | None = None, encoding: str = "utf-8"):
    """A reader for a text or JSON Lines log (by extension); ``data``: the file's bytes, already read;
    ``encoding``: utf-8, cp932 or auto (:mod:`referee.encodings`). What was read otherwise than asked is
    the reader's ``encoding_note`` (None when nothing was)."""
    from .encodings import decode
    from .notation.reader import LogReader, LogReadError, MAX_FILE_BYTES, read_bounded

    p = str(path)
    if p == "-":
        if data is None:
            data = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            raise LogReadError("<stdin>", _("more than {n} bytes", n=MAX_FILE_BYTES), "LOG-TOO-LARGE")
        data, note = decode(data, "<stdin>", encoding)
        reader = LogReader.from_bytes(data, "<stdin>", blanks=blanks)
    else:
        if data is None:
            data = read_bounded(p)
        data, note = decode(data, p, encoding)
        if p.endswith(".jsonl"):
            from .notation.writer import JsonlReader

            reader = JsonlReader.from_bytes(data, p, blanks=blanks)
        else:
            reader = LogReader.from_bytes(data, p, blanks=blanks)
    reader.encoding_note = note
    return reader


def noted(verdict: Any, reader: Any) -> Any:
    """The verdict with the reader's encoding note, if any, as its first finding (an error: the log is not
    what it should be, though it was read)."""
    from .core.findings import ERROR, Finding
    from .notation.model import Position

    note = getattr(reader, "encoding_note", None)
    if note is not None:
        verdict.findings.insert(0, Finding(ERROR, note.code, note.message, Position(verdict.path, note.line, note.col), expected=note.expected))
    return verdict


def not_found(path: str, message: str, clause: str = "LOG-NOT-FOUND") -> dict[str, Any]:
    """The verdict (JSON-ready data) of a path that cannot be checked: one error, ``clause``, saying why."""
    return {"path": path, "game": None, "status": "bad-input", "events": 0, "over": False, "stopped_early": False, "options": {},
            "left_out": 0, "result": None,
            "findings": [{"kind": "error", "clause": clause, "message": message, "path": path, "line": None, "col": None}]}


def verdict_of(path: str, *, data: bytes | None = None, strict: bool = False, partial: bool = False,
               overrides: dict[str, str] | None = None, time_limit: float | None = None,
               encoding: str = "utf-8") -> dict[str, Any]:
    """The verdict of one log as ``check`` reaches it, as JSON-ready data (:meth:`Verdict.to_json`): :func:`check`
    of ``path`` (``data``: its bytes, already read)."""
    return _verdict(path, data, strict=strict, partial=partial, overrides=overrides, time_limit=time_limit,
                    encoding=encoding).to_json()


def _verdict(path: str, data: bytes | None, *, strict: bool, partial: bool, overrides: dict[str, str] | None,
             time_limit: float | None, encoding: str) -> Verdict:

    from .core.findings import ERROR, Finding
    from .core.findings import Verdict as _Verdict
    from .core.referee import check as _check
    from .core.referee import deadline_for
    from .notation.model import Position
    from .notation.reader import LogReadError

    deadline = deadline_for(time_limit)
    try:
        reader = open_log(path, data=data, encoding=encoding)
        return noted(_check(reader, strict=strict, partial=partial, overrides=overrides, time_limit=time_limit,
                            deadline=deadline), reader)
    except LogReadError as e:
        v = _Verdict(path, None)
        v.findings.append(Finding(ERROR, e.code, e.message, Position(path, 0, 0)))
        return v
    except Exception as exc:  # a referee bug: this log's finding, and the run goes on
        if os.environ.get("REFEREE_DEBUG"):
            raise
        v = _Verdict(path, None)
        v.findings.append(Finding(ERROR, "REFEREE-INTERNAL", _("the referee failed on this log ({error}); please report it",
                                                               error=f"{type(exc).__name__}: {exc}"), Position(path, 0, 0)))
        return v


# -- the library's calls ---------------------------------------------------------------------------------------

#: what a log given to :func:`check` or :func:`replay` may be: a path (a ``str`` without a line break, or a path
#: object), or the log itself (a ``str`` with a line break, or ``bytes``)
Source = Union[str, "os.PathLike[str]", bytes]


def _source(source: Source, name: str | None) -> tuple[str, bytes | None]:
    if isinstance(source, bytes):
        return name or "<bytes>", source
    if isinstance(source, str) and "\n" in source:
        return name or "<text>", source.encode("utf-8")
    return str(source), None


def check(source: Source, *, name: str | None = None, partial: bool = False, strict: bool = False,
          options: dict[str, str] | None = None, time_limit: float | None = None, encoding: str = "utf-8") -> Verdict:
    """The verdict of one log, as ``referee check`` reaches it.

    ``source``: the path of a log (text, or JSON Lines when it ends in ``.jsonl``), or the log itself as text or
    bytes (``name``: what its findings call it; ``.jsonl`` at its end reads JSON Lines). ``partial``: the log is a
    game in progress or a fragment (an unfinished game is not reported); ``strict``: stop at the first violation;
    ``options``: rulings by name (``{"boo-quota": "2"}``, as ``--option``); ``time_limit``: seconds (the default
    60); ``encoding``: ``utf-8``, ``cp932`` or ``auto``. A file that cannot be read, or a failure of the referee,
    is a finding of the verdict, never an exception.

    >>> import referee
    >>> v = referee.check("game: curtain-call\\nplayers: Aki Ben\\nBen actor 10D\\n", partial=True)
    >>> v.status, v.game, v.events
    ('violations', 'curtain-call', 1)
    >>> sorted((f.clause, f.position.line, f.position.col) for f in v.findings)
    [('CC-DEAL-SET', 3, 5), ('CC-SCOUT-DRAW', 3, 5), ('CC-TERM-ROLES', 3, 1)]
    >>> referee.check("no-such-file.log").findings[0].clause
    'LOG-NOT-FOUND'
    """
    path, data = _source(source, name)
    return _verdict(path, data, strict=strict, partial=partial, overrides=options, time_limit=time_limit,
                    encoding=encoding)


class Step(NamedTuple):
    """One step of :func:`replay`: the event just applied (None for the position before the first), the position
    after it (None when the header cannot start a game) and the verdict's findings about that event."""

    event: Event | None
    state: State | None
    findings: list[Finding]


def replay(source: Source, *, name: str | None = None, options: dict[str, str] | None = None,
           encoding: str = "utf-8") -> Iterator[Step]:
    """The log's positions, event by event, as ``referee replay`` and the console step through them: first the
    position before any event, then one :class:`Step` per event. The findings are the verdict's (a line read
    differently in the light of the lines after it has its final findings). The position is live: the same object,
    moved on by the next step (``state.copy()`` keeps one). ``source`` as for :func:`check`; a file that cannot be
    read raises :class:`referee.notation.reader.LogReadError`.

    >>> import referee
    >>> steps = list(referee.replay("game: curtain-call\\nplayers: Aki Ben\\ntable deal Aki ??*20\\n"))
    >>> [s.event.source() if s.event else None for s in steps]
    [None, 'table deal Aki ??*20']
    >>> steps[-1].state.phase(), steps[-1].findings
    ('standby', [])
    """
    from .core.referee import replay as _replay

    path, data = _source(source, name)
    reader = open_log(path, data=data, encoding=encoding)
    for event, state, findings in _replay(reader, overrides=options):
        yield Step(event, state, findings)


def known_games() -> list[Game]:
    """Every game the referee knows, by name: each with its ``name`` (what a log's ``game:`` says), ``title``,
    clause prefix ``code``, players, verbs and rulings. (Not ``referee.games()``: ``referee.games`` is the package
    that holds the games themselves.)

    >>> import referee
    >>> [(g.name, g.code) for g in referee.known_games()]
    [('blackpoker', 'BP'), ('crown-crest', 'CR'), ('curtain-call', 'CC'), ('eitsuku', 'ET'), ('nozoku', 'NZ')]
    """
    from .core import game as registry

    return list(registry.all_games())


def legal(state: State, options: dict[str, str] | None = None) -> list[str]:
    """The events the rules allow next at ``state`` (a :class:`Step`'s position), in canonical notation: exactly
    those of the game's candidates that :func:`judge` accepts (:mod:`referee.core.legality`).

    >>> import referee
    >>> *_, last = referee.replay("game: curtain-call\\nplayers: Aki Ben\\ntable deal Aki ??*20\\n"
    ...                           "table deal Ben ??*20\\ntable set ??*13\\n")
    >>> "Aki scout ??" in referee.legal(last.state)
    True
    """
    from .core import legality

    return legality.legal(state, options)


def judge(state: State, event: str, options: dict[str, str] | None = None) -> Answer:
    """The referee's answer about one event (one line of notation) at ``state``: the findings ``check`` reports at
    that line where a log that reached ``state`` ends with it. The console's ``try``. A line that cannot be read as
    an event raises :class:`UsageError`. A roll :func:`legal` lists with any faces (``R3=?``) is judged as its rolls
    of one face on every die: the answer of the first that is not legal, else of the first.

    >>> import referee
    >>> start = next(referee.replay("game: curtain-call\\nplayers: Aki Ben\\n"))
    >>> answer = referee.judge(start.state, "Ben actor 10D")
    >>> answer.legal, sorted(f.clause for f in answer.findings)
    (False, ['CC-DEAL-SET', 'CC-SCOUT-DRAW', 'CC-TERM-ROLES'])
    """
    from .core import legality
    from .notation.model import LogError

    answer = legality.judge_text(state, event, options)
    if isinstance(answer, LogError):
        raise UsageError(answer.message)
    return answer


def canonical_for(path: str, data: bytes, lang: str | None = None, *, encoding: str = "utf-8") -> Any:
    """How ``fmt`` and ``convert`` write the events of the log ``path`` (its bytes ``data``): a function of an event
    giving its canonical spelling, in the log's own language (its verbs, cards and areas as the game's Japanese terms
    where most of its lines write their verbs in Japanese), or in ``lang`` (``en``, ``ja``) when given; None for a log
    of no game the referee knows."""
    from .core import game as registry
    from .core.referee import start
    from .core.table import TableState, writes_japanese
    from .notation.model import Event

    reader = open_log(path, data=data, encoding=encoding)
    game = registry.get(reader.header().game or "")
    if game is None:
        return None
    if lang == "en":
        return game.canonical
    if lang is None:
        events = [e for e in open_log(path, data=data, encoding=encoding) if isinstance(e, Event)]
        if not writes_japanese(events):
            return game.canonical
    try:
        _judge, state, _verdict = start(open_log(path, data=data, encoding=encoding))
    except Exception:  # noqa: BLE001 - a header the referee cannot start from: the canonical spelling
        state = None
    if not isinstance(state, TableState):
        return game.canonical
    table = state.japanese_words()

    def japanese(event: Event) -> str:
        return " ".join(state.in_japanese(game.canonical(event).split(), table))

    return japanese


def parse_options(items: list[str] | None) -> dict[str, str]:
    """``--option NAME=VALUE`` items, each a ruling of some game with a value it takes (else a usage error:
    a mistake on the command line is the command's, not the logs')."""
    from .core import game as registry

    if not items:  # no game needs loading to know there are none
        return {}
    rulings: dict[str, list[Any]] = {}
    for g in registry.all_games():
        for r in g.rulings:
            rulings.setdefault(r.name, []).append(r)
    out: dict[str, str] = {}
    for item in items or []:
        name, sep, value = item.partition("=")
        name, value = name.strip().lower(), value.strip()
        if not sep or not name:
            raise UsageError(_("--option takes NAME=VALUE, not {item}", item=repr(item)))
        if name not in rulings:
            from .core.words import did_you_mean

            raise UsageError(_("--option {name}: no game has this option{hint} (see referee rules --rulings): one of {names}",
                               name=name, hint=did_you_mean(name, rulings), names=", ".join(sorted(rulings))))
        wanted = []
        for r in rulings[name]:
            try:
                r.value(value)
                break
            except ValueError as e:
                wanted.append(str(e))
        else:
            from .core.words import did_you_mean

            hint = did_you_mean(value, [c for r in rulings[name] for c in r.choices])
            raise UsageError(_("--option {name}={value}: not a value of this option{hint}: {wanted}", name=name, value=value,
                               hint=hint, wanted="; ".join(dict.fromkeys(wanted))))
        out[name] = value
    return out
