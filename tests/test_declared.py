"""Declared, not discovered (issue 30, part 5, as far as it has come): each game's verbs have their handlers in a
table beside them (``handlers = {"scout": Handlers(check_scout, do_scout, read=…, follow=…)}``), which the referee
dispatches by; no method is made with ``setattr`` and no class is searched with ``dir()``.

What the referee keeps as it follows the table is a typed record on the position (``state.follow``:
:class:`referee.core.readings.Follow`), and a game's own working values are attributes it makes in its
``__init__``: no flag is read or written through ``__dict__`` (the one use left is a position made whole again from
another: an undo's replay, a reading taken). BlackPoker's parts (setup, flow, costs, actions, triggers) derive from
one base that declares what a position has (``referee/games/blackpoker/base.py``): no method is typed ``self: Any``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from referee.core import game as games
from referee.core.game import Verb
from referee.core.table import UNDO_HANDLERS, Handlers, Move, TableState

ROOT = Path(__file__).resolve().parent.parent


def _state_class(game):
    return type(game).new_state.__globals__[next(n for n, v in type(game).new_state.__globals__.items()
                                                   if isinstance(v, type) and issubclass(v, TableState)
                                                   and v is not TableState and v.__module__ == type(game).__module__)]


@pytest.mark.parametrize("game", [g.name for g in games.all_games()])
def test_every_verb_is_dispatched_by_its_declared_handlers(game):
    cls = _state_class(games.get(game))
    assert set(cls._handlers) == {v.name for v in cls.verbs}
    for verb, (read, follow, check, do) in cls._handlers.items():
        declared = cls.handlers.get(verb, UNDO_HANDLERS)
        assert (read, follow, check, do) == (declared.read, declared.follow, declared.check, declared.do)


def test_a_verb_without_handlers_is_refused_when_the_game_is_defined():
    def check(self: TableState, move: Move) -> None: ...

    with pytest.raises(TypeError, match="no handlers for jump"):
        type("Hop", (TableState,), {"verbs": (Verb("jump", "ACTOR jump", "jumps"),), "handlers": {}})
    with pytest.raises(TypeError, match="no verb for skip"):
        type("Hop", (TableState,), {"verbs": (Verb("jump", "ACTOR jump", "jumps"),),
                                    "handlers": {"jump": Handlers(check, check), "skip": Handlers(check, check)}})
    hop = type("Hop", (TableState,), {"verbs": (Verb("jump", "ACTOR jump", "jumps"),),
                                      "handlers": {"jump": Handlers(check, check)}})
    assert set(hop._handlers) == {"jump", "undo"}


def test_no_method_is_made_with_setattr_and_no_class_searched_with_dir():
    found = []
    for path in sorted((ROOT / "referee").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("setattr", "dir"):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.func.id}()")
    assert not found, "\n".join(found)


def test_no_flag_is_kept_in_a_positions_dict():
    """``self.__dict__.get("_weighing")``, ``d["_seen"]``, ``state.__dict__["_spent"] = …``: none left in the core or
    the games (a position's ``__dict__`` is only replaced whole: ``self.__dict__.update(other.__dict__)``)."""
    found = []
    for path in sorted([*(ROOT / "referee" / "core").glob("*.py"), *(ROOT / "referee" / "games").rglob("*.py")]):
        if path.name == "copying.py":  # the copy of any object, by its __dict__ or its slots
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr == "__dict__":
                found.append((path, node.lineno))
    allowed = {("readings.py", "clear"), ("readings.py", "update"), ("table.py", "clear"), ("table.py", "update")}
    bad = []
    for path, line in found:
        text = path.read_text(encoding="utf-8").splitlines()[line - 1]
        what = text.split("__dict__", 1)[1].lstrip(".").split("(", 1)[0]
        if (path.name, what) not in allowed and "__dict__)" not in text:
            bad.append(f"{path.relative_to(ROOT)}:{line}: {text.strip()}")
    assert not bad, "\n".join(bad)


def test_no_method_is_typed_self_any():
    found = []
    for path in sorted((ROOT / "referee").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.args.args:
                first = node.args.args[0]
                if first.arg == "self" and first.annotation is not None and ast.unparse(first.annotation) == "Any":
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.name}")
    assert not found, "\n".join(found)


#: where each game keeps the step of play it is at (an attribute of its position; えいつく: each player's phase)
WHERE = {"curtain-call": lambda s: s.step, "crown-crest": lambda s: s.step, "nozoku": lambda s: s.step,
         "blackpoker": lambda s: s.step, "eitsuku": lambda s: s.seats[0].phase}


@pytest.mark.parametrize("game", sorted(WHERE))
def test_the_steps_of_play_are_an_enum(game):
    """Each game's phases (steps of play) are an enum (a str or int enum, so that a position's facts and pictures say
    them as before), not loose constants."""
    from enum import Enum

    from referee.core.referee import start
    from referee.notation.reader import LogReader

    g = games.get(game)
    _judge, state, _v = start(LogReader.from_text(g.example_header(["Aki", "Ben"]), "x.log"))
    assert state is not None
    assert isinstance(WHERE[game](state), Enum)


def test_no_game_reads_a_flag_it_may_not_have_made():
    """A game's working values are made in its ``__init__``: none is read with ``getattr(self, "name", default)``, which
    would stand for a flag that exists only once something set it."""
    found = []
    for path in sorted((ROOT / "referee" / "games").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "getattr" \
                    and node.args and isinstance(node.args[0], ast.Name) and node.args[0].id == "self" \
                    and len(node.args) > 1 and isinstance(node.args[1], ast.Constant):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: getattr(self, {node.args[1].value!r}, …)")
    assert not found, "\n".join(found)
