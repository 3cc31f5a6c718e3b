"""behave hooks: a fresh World per scenario."""

import os

from referee.harness import World

# the scenarios read the referee's English, whatever the locale of the machine running them
for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(var, None)
os.environ["LANG"] = "C.UTF-8"


def before_scenario(context, scenario):
    context.world = World()
