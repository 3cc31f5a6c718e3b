"""A game is one package (issue 30, part 7): a game declares its names, title, header keys, rulebook file, features
folder and set-file folders (:class:`referee.registry.GameInfo`), and the reader, the rulebook index, the harness,
the library, the command line and the scripts read them from the registry. A sixth game that exists only in the
tests (``tests/sixth_game.py``) is refereed once declared, with nothing else changed; and no file of the referee
or its scripts outside ``referee/games/<game>/`` names a game in its code.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

import referee
from referee import registry
from referee.core import game as games
from referee.core import rulebook
from referee.exits import EXIT_BAD_INPUT, EXIT_CLEAN, EXIT_VIOLATIONS

ROOT = Path(__file__).resolve().parent.parent
CLEAN = "game: count-to-ten\nplayers: Aki Ben\ntarget: 7\nAki add 3\nBen add 2\nAki add 2\n"
#: Ben plays out of turn at line 5 (one slip: one finding), then Aki adds 4 at line 6
SLIPS = "game: カウントテン\nplayers: Aki Ben\nAki add 3\nBen add 2\nBen add 1\nAki add 4\n"


@pytest.fixture
def sixth():
    import sixth_game

    registry.declare(sixth_game.INFO)
    yield sixth_game
    games.forget(sixth_game.NAME)


def test_a_declared_game_is_refereed(sixth):
    v = referee.check(CLEAN, name="ten.log")
    assert v.status == "clean" and v.game == "count-to-ten"
    assert v.result is not None and v.result.winners == ["Aki"]


def test_its_rules_cite_its_clauses_at_the_line_that_breaks_them(sixth):
    v = referee.check(SLIPS, name="ten.log", partial=True)
    got = [(f.clause, f.position.line, f.position.col) for f in v.findings if f.kind == "violation"]
    assert got == [("TT-TURN", 5, 1), ("TT-ADD", 6, 9)]


def test_its_header_key_is_read_only_while_the_game_is_declared(sixth):
    assert not [f for f in referee.check(CLEAN, name="ten.log").findings if f.clause == "LOG-HEADER-KEY"]
    games.forget(sixth.NAME)
    v = referee.check(CLEAN, name="ten.log")
    assert {("LOG-UNKNOWN-GAME", 1), ("LOG-HEADER-KEY", 3)} <= {(f.clause, f.position.line) for f in v.findings}
    registry.declare(sixth.INFO)


def test_the_registry_gives_its_names_rulebook_and_features(sixth):
    assert "count-to-ten" in [g.name for g in referee.known_games()]
    assert registry.info("COUNT10") is sixth.INFO and registry.infos()[-1] is sixth.INFO
    assert rulebook.rulebook_files()["count-to-ten"] == "count-to-ten.md"
    assert registry.feature_folders()["count-to-ten"] == "count_to_ten"
    assert registry.header_keys()["target"] == ("the count that wins (default 10)", ("count-to-ten",))


def test_legal_and_try_are_one_check_for_it_too(sixth):
    *_, last = referee.replay("game: count-to-ten\nplayers: Aki Ben\nAki add 3\n")
    assert referee.legal(last.state) == ["Ben add 1", "Ben add 2", "Ben add 3"]
    answer = referee.judge(last.state, "Aki add 2")
    assert not answer.legal and [f.clause for f in answer.findings] == ["TT-TURN"]
    assert referee.judge(last.state, "Ben add 2").legal


def test_the_command_line_checks_it_once_declared(tmp_path):
    clean, slips = tmp_path / "clean.log", tmp_path / "slips.log"
    clean.write_text(CLEAN, encoding="utf-8")
    slips.write_text(SLIPS, encoding="utf-8")
    run = ("import sys; sys.path.insert(0, sys.argv[1]); import sixth_game; from referee.registry import declare; "
           "declare(sixth_game.INFO); from referee.cli import main; sys.exit(main(sys.argv[2:]))")
    env = dict(os.environ, PYTHONPATH=str(ROOT))

    def check(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-c", run, str(ROOT / "tests"), "check", "--lang", "en", *args],
                              capture_output=True, text=True, env=env, cwd=tmp_path)

    r = check(str(clean))
    assert r.returncode == EXIT_CLEAN, r.stdout + r.stderr
    r = check("--partial", str(slips))
    assert r.returncode == EXIT_VIOLATIONS and "slips.log:5:1: violation TT-TURN" in r.stdout
    r = subprocess.run([sys.executable, "-m", "referee", "check", "--lang", "en", str(clean)], capture_output=True,
                       text=True, env=env, cwd=tmp_path)
    assert r.returncode == EXIT_BAD_INPUT and "LOG-UNKNOWN-GAME" in r.stdout  # undeclared, it is no game


# -- no file outside a game's package names a game ----------------------------------------------------------


def _spellings() -> list[str]:
    """Every name, alias and title of the bundled games (codes are too short to tell from other words)."""
    words = set()
    for g in registry.infos():
        words.update(w.lower() for w in (g.name, *g.aliases, g.short_title) if len(w) > 3)
    return sorted(words)


def _code_strings(path: Path) -> list[tuple[int, str]]:
    """The string constants of a module's code, without its docstrings (what a person reads: the docs)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docs.add(id(first.value))
    return [(n.lineno, n.value) for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs]


def test_no_file_outside_a_games_package_names_a_game():
    words = _spellings()
    assert {"curtain-call", "ノゾクダイス", "blackpoker"} <= set(words)
    games_dir = ROOT / "referee" / "games"
    files = [p for p in (ROOT / "referee").rglob("*.py") if games_dir not in p.parents]
    files += sorted((ROOT / "scripts").glob("*.py"))
    named = [f"{p.relative_to(ROOT)}:{line}: {text!r}" for p in files for line, text in _code_strings(p)
             if any(w in text.lower() for w in words)]
    assert not named, "\n".join(named)


def test_the_architecture_docs_declare_the_game_the_tests_declare(sixth):
    """docs/architecture.md, "Adding a game", shows the declaration of tests/sixth_game.py: the same fields."""
    import re

    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    section = text[text.index("## Adding a game"):]
    block = section[section.index("```python\n") + 10:section.index("\n```", section.index("```python"))]
    assert "declare(GameInfo(" in block
    fields = dict(re.findall(r'\b(name|code|title|short_title|rulebook|features)="([^"]*)"', block))
    info = sixth.INFO
    assert fields == {k: getattr(info, k) for k in fields} and len(fields) == 6
    assert f"order={info.order}" in block and f"aliases={info.aliases[:1]!r}" in block.replace("'", '"').replace('"', "'")
    assert '("target", N_("the count that wins (default 10)"))' in block and info.header_keys[0][0] == "target"
    assert 'rules=f"{__name__}.rules:CountToTen"' in block and info.rules.endswith(":CountToTen")
