"""Every message a user reads exists in Japanese and English (gettext catalogues kept with Babel)."""

from __future__ import annotations

import ast

import pytest

from referee import i18n
from referee.core.clauses import index
from referee.harness.catalogues import ROOT, domains, problems

DOMAINS = [pytest.param(d, id=d.name) for d in domains()]


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_message_has_its_japanese(domain):
    found = problems(domain)
    assert not found, f"{len(found)} problems (scripts/i18n.py update, translate, compile):\n" + "\n".join(found[:40])


def _binds_underscore(tree: ast.AST) -> list[int]:
    """Lines that bind the name ``_`` other than by importing it (they would hide the translation function)."""
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store):
            lines.append(node.lineno)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            args = node.args
            for a in [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]:
                if a is not None and a.arg == "_":
                    lines.append(node.lineno)
    return lines


def _imports_underscore(tree: ast.AST) -> bool:
    return any(isinstance(n, ast.ImportFrom) and any(a.name == "_" for a in n.names) for n in ast.walk(tree))


def test_no_module_hides_its_translation_function():
    """No module that imports ``_`` (the translation function) binds the name otherwise. Every module is read
    here, in the test (reading them at collection, to make a case of each, was paid again by every pytest-xdist
    worker); the message names each module that does and its lines."""
    saying = 0
    hiding = {}
    for path in sorted(ROOT.rglob("*.py")):
        if "harness" in path.parts:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if _imports_underscore(tree):
            saying += 1
            if _binds_underscore(tree):
                hiding[str(path.relative_to(ROOT))] = _binds_underscore(tree)
    assert saying > 20, f"only {saying} modules import _: is the project where it is looked for ({ROOT})?"
    assert not hiding, f"these modules bind _ (use another name for a value left unused): {hiding}"


@pytest.mark.parametrize(
    "env,lang",
    [
        ({"LANG": "ja_JP.UTF-8"}, "ja"),
        ({"LANG": "en_US.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({}, "en"),
        ({"LC_ALL": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"}, "ja"),
        ({"LANGUAGE": "en:ja", "LANG": "ja_JP.UTF-8"}, "en"),
        ({"LANGUAGE": "", "LC_MESSAGES": "ja_JP.eucJP"}, "ja"),
    ],
)
def test_the_locale_chooses_the_language(env, lang):
    assert i18n.detect(env) == lang


def test_a_chosen_language_wins_over_the_locale(monkeypatch):
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LANGUAGE", raising=False)
    try:
        i18n.set_language("ja")
        assert i18n.language() == "ja"
    finally:
        i18n.set_language(None)
    assert i18n.language() == "en"
    with pytest.raises(ValueError):
        i18n.set_language("fr")


CLAUSES = [pytest.param(c, id=c.id) for c in index().clauses]


@pytest.mark.parametrize("clause", CLAUSES)
def test_every_clause_has_a_japanese_title(clause):
    title = clause.title_ja
    assert title, f"{clause.path}:{clause.line}: {clause.id} has no 見出し: line (its Japanese title)"
    assert any(0x3040 <= ord(ch) <= 0x30FF or 0x4E00 <= ord(ch) <= 0x9FFF for ch in title), title
