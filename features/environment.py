"""behave hooks: a fresh World per scenario."""

from referee.harness import World


def before_scenario(context, scenario):
    context.world = World()
