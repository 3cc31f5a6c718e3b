"""behave hooks: a fresh World per scenario."""

import os

from referee.harness import World

# the scenarios read the referee's English, whatever the locale of the machine running them
for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(var, None)
os.environ["LANG"] = "C.UTF-8"


def before_scenario(context, scenario):
    context.world = World()


def before_feature(context, feature):
    """Each scenario carries the tags it inherits, as Cucumber's own JSON report has them: its feature's
    (@game:…) and its rule's (@clause:…, @ruling, …) before its own. behave's JSON formatter (``-f json``)
    writes a scenario's own tags only, and ours are on the ``Rule:`` lines and the feature, so without this
    an element of ``test-results/behave.cucumber.json`` would not say which clause of which game it is about.
    Selection (``--tags``) is unchanged: behave already selects by the inherited tags. (Hooks do not run
    under ``--dry-run``, so a dry run's report keeps the scenarios' own tags only.)"""
    for scenario in feature.walk_scenarios():
        inherited, node = [], scenario.parent
        while node is not None:
            inherited = [*node.tags, *inherited]
            node = getattr(node, "parent", None)
        scenario.tags = list(dict.fromkeys([*inherited, *scenario.tags]))
