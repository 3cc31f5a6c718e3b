"""pytest-bdd adapter: every feature under features/ runs here as well as under behave.

One dispatcher step per keyword hands the text to the project's step library,
which insists on exactly one matching definition (see referee.harness).
"""

from pytest_bdd import given, parsers, scenarios, then, when

from referee.harness import run

scenarios(".")


@given(parsers.re(r"(?P<text>.+)"))
def _given(world, text, docstring=None, datatable=None):
    run(world, "given", text, docstring, datatable)


@when(parsers.re(r"(?P<text>.+)"))
def _when(world, text, docstring=None, datatable=None):
    run(world, "when", text, docstring, datatable)


@then(parsers.re(r"(?P<text>.+)"))
def _then(world, text, docstring=None, datatable=None):
    run(world, "then", text, docstring, datatable)
