"""One package per rulebook. Each registers itself with ``referee.core.game``.

Games never import each other; the core finds them by walking this package.
"""
