"""One package per rulebook. Each declares its game with ``referee.registry.declare`` in its ``__init__``.

Games never import each other; the registry imports each package's ``__init__`` (a declaration, no rules) the
first time a game is asked for, and a game's rules the first time a log names it.
"""
