"""The referee console: ask the rules, walk through a recorded game, try what-ifs.

``session`` holds the commands (game-agnostic, through the core); ``app`` runs them from a
prompt_toolkit prompt on a terminal, or line by line from a pipe.
"""
