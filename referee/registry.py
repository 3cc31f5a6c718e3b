"""The games the referee knows, each as it declares itself: its names, its title, its rulebook, its features
folder, the header keys of its own and its set files' folders, and where its rules are.

A game is one package (``referee/games/<game>/``, or a package installed beside the referee). Its ``__init__``
declares the game with :func:`declare` and nothing else, so knowing every game costs no rules loaded: the reader
takes a game's header keys from here (``format: light`` is BlackPoker's), the rulebook index its rulebook file,
the harness its set-file folders and the scripts its names and titles. :func:`referee.core.game.get` loads a
game's rules the first time a log or a command names it.

The bundled games are the packages of ``referee.games`` (each imported once, the first time a game is asked
for); another package adds a game with an entry point in the group ``referee.games`` whose module declares it
(looked up only when a name is not one of ours, or when every game is asked for). ``docs/architecture.md``,
"Adding a game", walks through a sixth game; ``tests/test_sixth_game.py`` adds one that exists only in the tests.

This module imports nothing of the referee: the reader (``referee.notation``) and the core both read it.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass

__all__ = ["GameInfo", "declare", "feature_folders", "forget", "header_keys", "info", "infos", "rulebooks"]


@dataclass(frozen=True)
class GameInfo:
    """What a game declares of itself (everything but its rules)."""

    name: str  #: what a log's header says: ``curtain-call``
    code: str  #: the prefix of its clause ids: ``CC``
    title: str  #: as a page or a report titles it: ``カーテンコール (Curtain Call)``
    short_title: str  #: as a table of figures names it: ``カーテンコール``
    rules: str  #: where its :class:`referee.core.game.Game` class is: ``referee.games.curtain_call.rules:CurtainCall``
    rulebook: str  #: its rulebook's file in ``docs/rulebooks/``
    features: str  #: its folder under ``features/``
    order: int = 100  #: its place in lists of the games (the rulebooks' order; a game added later comes after)
    aliases: tuple[str, ...] = ()  #: other spellings a header may use
    #: the header keys of its own, each with what it says (marked with ``N_``: said in the reader's catalogue)
    header_keys: tuple[tuple[str, str], ...] = ()
    #: folders of its set files, relative to its package (the bundled sets); a game that has any also finds, in its
    #: features folder, the set files its scenarios name
    set_folders: tuple[str, ...] = ()

    def spellings(self) -> tuple[str, ...]:
        """Every name a header may give it, lowercased."""
        return tuple(dict.fromkeys(k.lower() for k in (self.name, self.code, *self.aliases)))


_DECLARED: dict[str, GameInfo] = {}  # every spelling -> the game
_SCANNED = False
_PLUGINS = False


def declare(game: GameInfo) -> GameInfo:
    """Make ``game`` known (a game package's ``__init__`` calls this). A spelling another game already has is an
    error: two games would answer to one header."""
    for key in game.spellings():
        other = _DECLARED.get(key)
        if other is not None and other.name != game.name:
            raise ValueError(f"{game.name}: {key!r} is already {other.name}'s")
    for key in game.spellings():
        _DECLARED[key] = game
    return game


def forget(name: str) -> None:
    """Make a declared game unknown again (a game that exists only in the tests, after its test)."""
    for key in [k for k, g in _DECLARED.items() if g.name == name]:
        del _DECLARED[key]


def _scan() -> None:
    """Every bundled game package's ``__init__`` (cheap: each only declares its game)."""
    global _SCANNED
    if _SCANNED:
        return
    _SCANNED = True
    import referee.games as pkg

    for mod in pkgutil.iter_modules(pkg.__path__):
        importlib.import_module(f"{pkg.__name__}.{mod.name}")


def _plugins() -> None:
    """Games of other packages (entry point group ``referee.games``)."""
    global _PLUGINS
    if _PLUGINS:
        return
    _PLUGINS = True
    from importlib.metadata import entry_points

    for ep in entry_points(group="referee.games"):
        ep.load()


def info(name: str) -> GameInfo | None:
    """The game a header's ``game:`` names (any spelling, any case), or None."""
    _scan()
    key = name.lower()
    found = _DECLARED.get(key)
    if found is None and not _PLUGINS:
        _plugins()
        found = _DECLARED.get(key)
    return found


def infos() -> list[GameInfo]:
    """Every game, in :attr:`GameInfo.order` (then by name)."""
    _scan()
    _plugins()
    return sorted({g.name: g for g in _DECLARED.values()}.values(), key=lambda g: (g.order, g.name))


def header_keys() -> dict[str, tuple[str, tuple[str, ...]]]:
    """The header keys the games declare: each with what it says and the games (their names) that read it."""
    keys: dict[str, tuple[str, tuple[str, ...]]] = {}
    for g in infos():
        for key, says in g.header_keys:
            before = keys.get(key)
            keys[key] = (before[0] if before else says, (*before[1], g.name) if before else (g.name,))
    return keys


def rulebooks() -> dict[str, str]:
    """Each game's rulebook file (in ``docs/rulebooks/``), by game name."""
    return {g.name: g.rulebook for g in infos()}


def feature_folders() -> dict[str, str]:
    """Each game's folder under ``features/``, by game name."""
    return {g.name: g.features for g in infos()}
