"""The library first (docs/library.md): its calls' examples run, and the command line is a layer over it.

- Every example in the library's docstrings and on its page (docs/library.md) runs and says what it shows
  (doctest), in English and in Japanese (the examples compare clause ids, lines and columns, which no language
  changes).
- No module of the package imports the command line (referee/cli.py) but ``referee/__main__.py``: the report
  site, the CI formats and the console are layers over the library, not over the command.
"""

from __future__ import annotations

import ast
import doctest
from pathlib import Path

import pytest

import referee
from referee import api, i18n
from referee.core import legality

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "referee"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("module", [api, legality], ids=lambda m: m.__name__)
def test_the_library_examples_run(module, lang):
    with i18n.speaking(lang):
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
    assert result.attempted >= (15 if module is api else 0)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_library_page_examples_run(lang):
    with i18n.speaking(lang):
        result = doctest.testfile(str(ROOT / "docs" / "library.md"), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted >= 10


def test_the_package_exports_its_calls():
    assert set(referee.__all__) >= {"check", "replay", "known_games", "legal", "judge", "verdict_of"}
    for name in referee.__all__:
        assert getattr(referee, name) is not None, name
    assert callable(referee.check) and callable(referee.known_games)


def _imports_cli(path: Path) -> list[int]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    here = ".".join(path.relative_to(ROOT).with_suffix("").parts)
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            if node.level:  # relative: resolve against the module's package
                base = here.split(".")[: -node.level] if path.name != "__init__.py" else here.split(".")[: len(here.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            names = {a.name for a in node.names}
            if target == "referee.cli" or (target == "referee" and "cli" in names):
                lines.append(node.lineno)
        elif isinstance(node, ast.Import) and any(a.name == "referee.cli" for a in node.names):
            lines.append(node.lineno)
    return lines


def test_no_module_imports_the_command_line():
    found = {str(p.relative_to(ROOT)): n for p in sorted(PACKAGE.rglob("*.py"))
             if p.name != "__main__.py" and p.name != "cli.py" and (n := _imports_cli(p))}
    assert found == {}
    assert _imports_cli(PACKAGE / "__main__.py")  # the check can see an import when there is one
