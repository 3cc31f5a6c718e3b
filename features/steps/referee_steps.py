"""behave adapter: every step goes to the project's one step library."""

from behave import given, then, use_step_matcher, when

from referee.harness import run

use_step_matcher("re")


def _table(context):
    if context.table is None:
        return None
    return [list(context.table.headings)] + [list(row.cells) for row in context.table.rows]


@given(r"(?P<text>.+)")
def _given(context, text):
    run(context.world, "given", text, context.text, _table(context))


@when(r"(?P<text>.+)")
def _when(context, text):
    run(context.world, "when", text, context.text, _table(context))


@then(r"(?P<text>.+)")
def _then(context, text):
    run(context.world, "then", text, context.text, _table(context))
