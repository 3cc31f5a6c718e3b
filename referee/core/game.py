"""The small protocol every game implements, and the registry games join.

In the spirit of OpenSpiel's Python games: a :class:`Game` says what it is
(names, players, rulings, verbs) and makes a first :class:`State` from a log
header; a state checks and applies one event, lists the legal events, says
whether the game is over and what the result is. The core never imports a
game: games register themselves, and the registry finds the packages under
``referee.games`` (and any installed ``referee.games`` entry points).
"""

from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar, Self

from .copying import Copier
from .rulings import Ruling
from .usage import Kind, Signature, read_usage

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from ..notation.model import Event, Header
    from .findings import Result
    from .referee import Judge


@dataclass(frozen=True, slots=True)
class Verb:
    """One verb of a game's notation: its name, its usage as players read it (``PLAYER play CARD [pay N]``), what
    it does, its other spellings, the clause that rules it, and its arguments typed (:attr:`signature`, read from
    the usage when the verb is declared; ``kinds``: the game's own placeholders, :mod:`referee.core.usage`)."""

    name: str
    usage: str  # e.g. "LUMINA scout [NOX] CARD"
    summary: str
    aliases: tuple[str, ...] = ()
    clause: str | None = None
    kinds: Mapping[str, Kind] = field(default_factory=dict, hash=False, compare=False, repr=False)
    #: the actor and the arguments, typed
    signature: Signature = field(init=False, hash=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "signature", read_usage(self.usage, self.kinds))


def verb_table(verbs: tuple[Verb, ...]) -> dict[str, str]:
    """Every spelling of a game's verbs (its name and its aliases) → the verb's name."""
    table: dict[str, str] = {}
    for v in verbs:
        for spelling in (v.name, *v.aliases):
            table[spelling] = v.name
    return table


class BadArgs(Exception):
    """An event's arguments that a game cannot read; ``State.apply`` reports it as a notation error
    (``judge.error``) pointing at argument ``arg``. ``plain``: the message without its "did you mean"
    (what a finding says once the word is read as one of ``choices``); the message itself when not given."""

    def __init__(self, message: str, arg: int, expected: str | None = None, code: str = "LOG-ARGUMENT",
                 choices: tuple[str, ...] = (), plain: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.arg = arg
        self.expected = expected
        self.code = code
        self.choices = choices  # a misspelt word's near misses, as the argument would be written (to weigh them)
        self.plain = plain

    def __deepcopy__(self, memo: dict[int, object]) -> "BadArgs":
        return self  # read-only once raised: a copy of a position weighing a reading of it shares it


class SetupError(Exception):
    """A header the game cannot start from (wrong number of players, …)."""

    def __init__(self, code: str, message: str, expected: str | None = None, key: str = "game") -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.expected = expected
        self.key = key


class State(ABC):
    """The position after some events. Mutable; ``copy`` before branching."""

    game: "Game"
    events: int = 0
    #: verbs that belong after the game is over (a hand shown, a number named, a recorder's check)
    after_end: ClassVar[frozenset[str]] = frozenset()
    #: words a misread line may always have meant, whatever the lines after it name (カーテンコール: the Joker)
    pivotal_words: ClassVar[tuple[str, ...]] = ()
    #: where every card is (referee/core/hidden.py, ``Ledger``), for a game that keeps one; None for one that does not
    ledger: Any = None
    #: what the referee keeps as it follows the table (referee/core/readings.py, ``Follow``); None for a position
    #: of its own that follows nothing
    follow: Any = None
    #: the judge the position reports to (shared by a copy; a fork gives the copy its own)
    judge: Any
    #: a fresh state of the same game from the same header, reporting to a judge: set by the referee
    #: (referee/core/referee.py) on the state it starts, for replays and readings; None on others
    rebuild: Callable[[Judge], State] | None = None

    @abstractmethod
    def apply(self, event: Event, judge: Judge) -> None:
        """Check ``event`` against the rules, report through ``judge``, and apply
        what physically happened."""

    @abstractmethod
    def legal_events(self) -> list[str]:
        """Every legal next event as canonical notation (one choice per line)."""

    def weighing_now(self) -> Any:
        """The readings being weighed of a line read more than one way (referee/core/readings.py: each reading's
        position is its ``branches[i].state``), None when no line is."""
        return None if self.follow is None else self.follow.weighing

    def stop_weighing(self) -> None:
        """Weigh no more readings of a recorder's slips: the lines stand as written (a log with too many findings
        for them to be slips). A position that weighs none does nothing."""

    def claim_clause(self, key: str, player: str, said: Any) -> str | None:
        """The clause a wrong part ``key`` of ``player``'s claimed score cites, when the game says which (the part of
        the rules the claim left out); None: the part's own (:attr:`Game.breakdown_clauses`)."""
        return None

    def what_if(self) -> None:
        """This position is a what-if (a copy a question is tried on): the lines before it are not weighed again as
        a recorder's slips. A position that weighs none does nothing."""

    def expected_actor(self, verb: str) -> int | None:
        """The one seat that may do ``verb`` now, if there is one (an unreadable actor is read as it); None when
        the game does not say."""
        return None

    def candidate_events(self) -> list[str]:
        """The events worth trying at this position, as canonical notation: every event that may be legal here and
        more (the console's ``legal`` lists those the referee accepts: :func:`referee.core.legality.legal`). By
        default the game's own :meth:`legal_events`."""
        return self.legal_events()

    def chance_instances(self, text: str) -> list[str]:
        """The events a candidate stands for: itself, or, for an event of chance with too many outcomes to list (a
        roll of six dice), written with a word ``X=?`` (die X, any face), the events :func:`referee.core.legality.legal`
        judges in its place. A game lists such an event only where the outcome decides no rule (the faces a die
        lands on are chance), and gives the instances that show it (ノゾクダイス: one face on every die)."""
        return [text]

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> Result | None:
        """The result once the game is over (scores may be None where hidden)."""

    def shown(self) -> "State":
        """The position to show a person after the events so far: with anything held back (see
        referee/core/table.py) applied, on a copy; the state itself when nothing is held."""
        return self

    def flush(self, judge: Judge) -> None:
        """End of the events (of a whole log or a fragment): apply what was held back (see
        referee/core/table.py, "an event that may be early")."""

    def finish(self, judge: Judge, last: Any) -> None:
        """End of log: report a log that stops before the game is over."""

    def final_result(self) -> Any:
        """The result the verdict gives: :meth:`result`, with what the log leaves open made unknown (see
        referee/core/table.py, "a word that may mean several things")."""
        return self.result()

    def facts(self) -> dict[str, str]:
        """Named facts about the position, as text (used by steps and the console)."""
        return {}

    def render(self, viewer: str | None = None) -> Any:
        """A rich renderable of the position, from the table's or one player's view."""
        return str(self.facts())

    def picture(self, viewer: str | None = None) -> str:
        """An SVG drawing of the position (see referee/core/picture.py), from the table's view or one
        player's (whose opponents' hands are drawn face down). A game draws its own table; this one
        only lists the position's facts."""
        from .picture import Sketch

        facts = list(self.facts().items())
        sk = Sketch(480, 30 + 18 * max(1, len(facts)), self.game.title)
        for i, (k, v) in enumerate(facts):
            sk.text(12, 22 + 18 * i, f"{k}: {v}", 12, fit=456)
        return sk.svg()

    def turn(self) -> int:
        return 0

    def vocabulary(self) -> dict[str, dict[str, str]]:
        """The words this position reads in event arguments, by kind (``card``, ``die``, ``area`` …):
        every spelling (aliases and Japanese names included) → its canonical name. The referee's
        "did you mean" for mistyped words and the slip measurement (referee/harness/cascade.py) use it."""
        return {}

    def phase(self) -> str:
        return ""

    def copy(self, also: Iterable[object] = ()) -> Self:
        """An independent copy of the position, sharing the judge (which is not copied), what never changes (the
        ``shared`` attributes) and the objects ``also`` names. Made by :meth:`copied` and :meth:`copy_into`
        (referee/core/copying.py)."""
        return Copier([*self.kept(), *also])(self)

    #: attributes a copy shares with the original (read-only: the game, the players, its card or game set, the rulings)
    shared: tuple[str, ...] = ("game", "players", "gs", "cs", "rebuild", "_vocab", "options")

    def kept(self) -> list[object]:
        """What a copy of the position shares with it: its judge (a fork gives the copy its own) and the ``shared``
        attributes; a game adds what else never changes and is reached from what changes (cards of its card set)."""
        judge = vars(self).get("judge")
        kept: list[object] = [judge, judge.options] if judge is not None else []  # (the rulings in effect: read-only)
        kept += [obj for name in self.shared if (obj := getattr(self, name, None)) is not None]
        return kept

    def copied(self, c: Copier) -> Self:
        """The copy of the position that ``c`` is making: its fields as they are, then :meth:`copy_into` gives it its
        own copy of each that changes during play."""
        new = object.__new__(type(self))
        c.keep(self, new)
        new.__dict__.update(self.__dict__)
        self.copy_into(new, c)
        return new

    def copy_into(self, new: Self, c: Copier) -> None:
        """Give ``new`` (a copy sharing every field with this position) its own copy of each field that changes during
        play: a game names each of its fields that changes, calling ``super().copy_into`` first. Values (numbers,
        strings, tuples, frozen sets, enum members, lines of the log) need no line."""
        judge = vars(self).get("judge")
        if judge is not None:
            new.judge = c(judge)  # (the judge of the position copied is shared: :meth:`copy`)

    def fork(self, judge: "Judge") -> Self:
        """An independent copy that reports to ``judge`` (a what-if, a branch of play). A finding ``judge`` holds
        already is the copy's as it is, wherever the position names it (the first line of play after the end, under
        which the copy holds the next ones), not a copy of it that ``judge`` would never report."""
        new = self.copy(judge.findings)
        ledger = new.ledger
        if ledger is not None:
            ledger.judge = judge
        if "judge" in vars(new):
            new.judge = judge
        return new


class Game(ABC):
    name: str  # "curtain-call": what a log header says
    code: str  # "CC": the clause id prefix
    title: str  # "カーテンコール (Curtain Call)"
    aliases: tuple[str, ...] = ()
    min_players: int = 2
    max_players: int = 2
    rulings: tuple[Ruling, ...] = ()
    verbs: tuple[Verb, ...] = ()
    score_clause: str = ""  # cited when a claimed score does not match
    conservation_clause: str = ""  # cited when a card turns up in two places
    winner_clause: str = ""  # cited when a claimed winner does not match ("": the score clause)
    #: the clause each part of a claimed score's breakdown cites (its key in the claim → the clause)
    breakdown_clauses: Mapping[str, str] = {}

    def japanese_terms(self) -> Mapping[str, str]:
        """The game's glossary: its words as the notation spells them (cards, verbs, zones, parts of a score) → the
        game's own Japanese terms, one spelling each (referee/core/terms.py); a Japanese message names them so."""
        return {}

    def rulings_for(self, clause: str, state: Any) -> tuple[str, ...]:
        """The rulings that shaped the figure a finding of ``clause`` cites (at ``state``), cited beside it; none by
        default."""
        return ()

    @abstractmethod
    def new_state(self, header: Header, options: dict[str, Any], judge: Judge) -> State: ...

    def say(self, text: str) -> str:
        """A text the game marked with ``N_`` (a verb's summary, a ruling's summary or alternatives), in
        the language of the moment, from the game's own catalogue (its package's ``locale`` folder)."""
        return _game_catalogue(type(self).__module__).gettext(text) if text else text

    def canonical(self, event: Event) -> str:
        """The event in canonical notation (the formatter's output): by default its verb by its name (a
        Japanese or other alias written as the verb it is), its other words as written."""
        table = self._verbs_by_spelling()
        verb = table.get(event.verb) or table.get(event.verb.lower()) or event.verb
        return " ".join([event.actor, verb, *event.args])

    def _verbs_by_spelling(self) -> dict[str, str]:
        return self._spellings

    @cached_property
    def _spellings(self) -> dict[str, str]:
        """Every spelling of the game's verbs, as written and lowercased → the verb's name (made once)."""
        table = verb_table(self.verbs)
        table.update({k.lower(): v for k, v in list(table.items())})
        return table

    def example_header(self, players: list[str]) -> str:
        return f"game: {self.name}\nplayers: {' '.join(players)}\n"

    def random_log(self, rng: Any, observer: bool = False) -> str:
        """One random legal game, played through :meth:`State.legal_events` by the game's own random-play
        policy (its ``play`` module), as a complete log with the players' claims; as a spectator would
        write it when ``observer``. ``rng`` is a ``random.Random``."""
        raise NotImplementedError(f"{self.name} has no random play")


_CATALOGUES: dict[str, Any] = {}


def _game_catalogue(module: str) -> Any:
    """The gettext catalogue of the package a game's class is defined in."""
    package = module.rsplit(".", 1)[0] if module.count(".") >= 3 else module
    cat = _CATALOGUES.get(package)
    if cat is None:
        import sys
        from pathlib import Path

        from ..i18n import Catalogue

        where = Path(sys.modules[package].__file__ or ".").parent
        cat = _CATALOGUES[package] = Catalogue(package.rsplit(".", 1)[-1], where / "locale")
    return cat


_LOADED: dict[str, Game] = {}  # every spelling of a game whose rules are loaded -> the game


def register(game: Game) -> Game:
    """Use ``game`` (its rules loaded) for each of its names."""
    for key in (game.name, game.code.lower(), *game.aliases):
        _LOADED[key.lower()] = game
    return game


def get(name: str) -> Game | None:
    """The game a header's ``game:`` names (any spelling, any case): declared (:mod:`referee.registry`), its rules
    loaded the first time."""
    from .. import registry

    key = name.lower()
    game = _LOADED.get(key)
    if game is None:
        declared = registry.info(key)
        if declared is None:
            return None
        module, _sep, cls = declared.rules.partition(":")
        game = _LOADED.get(declared.name) or register(getattr(importlib.import_module(module), cls)())
        _LOADED[key] = game
    return game


def forget(name: str) -> None:
    """Make a game unknown again, declared or loaded (a game that exists only in a test, after it)."""
    from .. import registry

    for key in [k for k, g in _LOADED.items() if g.name == name]:
        del _LOADED[key]
    registry.forget(name)


def all_games() -> list[Game]:
    """Every declared game, its rules loaded, by name."""
    from .. import registry

    games = {g.name: g for g in (get(i.name) for i in registry.infos()) if g is not None}
    return sorted(games.values(), key=lambda g: g.name)
