"""pytest-bdd adapter: every feature under features/ runs here as well as under behave.

One dispatcher step per keyword hands the text to the project's step library,
which insists on exactly one matching definition (see referee.harness).
"""

from pytest_bdd import given, parsers, scenarios, then, when
from pytest_bdd.scenario import scenario_wrapper_template_registry

from referee.harness import run

scenarios(".")


def _named_by_game_and_clause() -> None:
    """Each scenario's test is named by its game and clause before its own name
    (``test_curtain-call_CC-SPOT-JOKER_lumina_turns_up_the_joker…``): a failure or a JUnit report says which
    clause of which game it is about, and ``-k CC-SPOT-JOKER`` selects it."""
    module = globals()
    for name, fn in list(module.items()):
        if not name.startswith("test_") or not callable(fn):
            continue
        marks = getattr(fn, "pytestmark", [])
        games = sorted(m.kwargs["name"] for m in marks if m.name == "game")
        clauses = sorted(m.kwargs["id"] for m in marks if m.name == "clause")
        if not (games and clauses):
            continue
        # a scenario may carry a second clause tag besides its Rule's: the Rule's clause names it, so that
        # the id is the same in every run (tags come as a set, in no fixed order)
        template = scenario_wrapper_template_registry.get(fn)
        rule = getattr(template, "rule", None)
        ruled = sorted(t.split(":", 1)[1] for t in getattr(rule, "tags", ()) if t.startswith("clause:"))
        clause = ruled[0] if ruled else clauses[0]
        module[f"test_{games[0]}_{clause}_{name[len('test_'):]}"] = module.pop(name)


_named_by_game_and_clause()


@given(parsers.re(r"(?P<text>.+)"))
def _given(world, text, docstring=None, datatable=None):
    run(world, "given", text, docstring, datatable)


@when(parsers.re(r"(?P<text>.+)"))
def _when(world, text, docstring=None, datatable=None):
    run(world, "when", text, docstring, datatable)


@then(parsers.re(r"(?P<text>.+)"))
def _then(world, text, docstring=None, datatable=None):
    run(world, "then", text, docstring, datatable)
