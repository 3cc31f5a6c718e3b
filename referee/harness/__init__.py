"""The shared step library: plain Python steps that serve pytest-bdd and behave alike.

Steps are functions of a per-scenario :class:`World`; ``registry`` holds them
with their patterns. Each runner gets one thin adapter (``tests/test_features.py``
for pytest-bdd, ``features/steps/`` for behave) that hands every step's text to
:func:`registry.run`, which insists on exactly one matching definition.
"""

from .registry import StepError, match, run, steps
from .world import World

__all__ = ["World", "StepError", "match", "run", "steps"]
