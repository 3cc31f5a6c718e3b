"""Each handler reads check → report → do (issue 30, part 1): the check looks and reports, and changes nothing of
the position; the do applies what happened.

Every bundled log of a game (each game's first two in the quick profile, all in the nightly one) is checked with
each verb's ``check`` handler watched: the position (each of its attributes but the referee's own record,
``follow``, and what it keeps of its reporting) is the same, as plain data, before and after it. A game whose check
still moved the table would be named in ``PENDING`` as a strict xfail.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from referee import api
from referee.core import game as games
from referee.core.table import TableState
from referee.harness import properties as P

ROOT = Path(__file__).resolve().parent.parent

#: the games whose check still changes the position, and what it changes
PENDING: dict[str, str] = {}


def _state_class(game: Any) -> type[TableState]:
    mod = sys.modules[type(game).__module__]
    return next(o for o in vars(mod).values() if isinstance(o, type) and issubclass(o, TableState)
                and o is not TableState and o.__module__ == mod.__name__)


def _plain(obj: Any, path: tuple[int, ...] = ()) -> Any:
    """``obj`` as plain data to compare: primitives as they are, containers item by item, an object by its
    attributes (``__dict__`` or slots); a function, a judge or an object met again on the way (a cycle) by its type."""
    if obj is None or isinstance(obj, (bool, int, float, str, bytes)):
        return obj
    if id(obj) in path or callable(obj) or type(obj).__name__ == "Judge":
        return f"<{type(obj).__name__}>"
    inner = (*path, id(obj))
    if isinstance(obj, dict):
        return ("dict", sorted(((repr(k), _plain(v, inner)) for k, v in obj.items()), key=lambda kv: kv[0]))
    if isinstance(obj, (list, tuple)):
        return (type(obj).__name__, [_plain(v, inner) for v in obj])
    if isinstance(obj, (set, frozenset)):
        return ("set", sorted(repr(_plain(v, inner)) for v in obj))
    fields = dict(vars(obj)) if hasattr(obj, "__dict__") else {}
    for cls in type(obj).__mro__:
        for slot in getattr(cls, "__slots__", ()):
            if slot not in ("__dict__", "__weakref__") and hasattr(obj, slot):
                fields[slot] = getattr(obj, slot)
    return (type(obj).__name__, sorted(((k, _plain(v, inner)) for k, v in fields.items() if k not in REPORTING),
                                       key=lambda kv: kv[0]))


#: what a position keeps of the reporting, not of the table: the judge, and what was reported once so that one slip
#: gives one finding (the ledger's ``disputed`` cards, Crown Crest's ``late_reported`` steps), which a check adds to as
#: it reports
REPORTING = frozenset({"judge", "disputed", "late_reported"})


def _snapshot(state: TableState) -> dict[str, Any]:
    """Each attribute of the position as plain data (the referee's own record and what is shared left out)."""
    return {k: _plain(v) for k, v in vars(state).items()
            if k not in ("follow", "game", "rebuild", "gs", "cs", "_vocab") and k not in REPORTING}


def _logs(game: str) -> list[Path]:
    name = game.replace("-", "_")
    logs = sorted((ROOT / "scenarios" / name).glob("*.log"))
    return logs if P.deep() else logs[:2]


@pytest.mark.parametrize("game", [
    pytest.param(g.name, marks=[pytest.mark.xfail(reason=PENDING[g.name], strict=True)] if g.name in PENDING else [])
    for g in games.all_games()])
def test_a_check_changes_nothing(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    cls = _state_class(games.get(game))
    changed: dict[tuple[str, tuple[str, ...]], int] = {}
    checked = 0

    def watched(verb: str, check: Any) -> Any:
        def run(self: TableState, move: Any) -> None:
            nonlocal checked
            before = _snapshot(self)
            check(self, move)
            after = _snapshot(self)
            checked += 1
            keys = tuple(sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k)))
            if keys:
                changed[(verb, keys)] = changed.get((verb, keys), 0) + 1
        return run

    monkeypatch.setattr(cls, "_handlers", {verb: (r, f, watched(verb, c), d) for verb, (r, f, c, d) in cls._handlers.items()})
    for log in _logs(game):
        verdict = api.check(log.read_bytes().decode("utf-8", "replace"), name=str(log))
        assert not [f for f in verdict.findings if f.clause == "REFEREE-INTERNAL"], (str(log), verdict.findings)
    assert checked > 0
    assert not changed, sorted(changed.items())
