"""referee: a rules-compliance referee for tabletop games played with real cards and dice."""

__version__ = "0.1.0"
