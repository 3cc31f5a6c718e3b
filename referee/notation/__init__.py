"""The game-log notation: reading, writing, JSON Lines. Knows no rules."""

from .model import Claim, Comment, Event, Header, LogError, Position
from .reader import LogReader, LogReadError, read_text

__all__ = ["Claim", "Comment", "Event", "Header", "LogError", "Position", "LogReader", "LogReadError", "read_text"]
