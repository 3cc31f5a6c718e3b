"""The pieces every game shares and nothing game-specific."""
