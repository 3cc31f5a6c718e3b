"""referee: a rules-compliance referee for tabletop games played with real cards and dice.

The library (docs/library.md): :func:`check` a log, :func:`replay` it event by event, ask what is :func:`legal`
at a position and :func:`judge` one event there, and list the games the referee knows (:func:`known_games`). The ``referee``
command (referee/cli.py) is a thin layer over these.
"""

__version__ = "0.1.0"

from .api import Source, Step, UsageError, check, judge, known_games, legal, replay, verdict_of  # noqa: E402

__all__ = ["Source", "Step", "UsageError", "__version__", "check", "judge", "known_games", "legal", "replay", "verdict_of"]
