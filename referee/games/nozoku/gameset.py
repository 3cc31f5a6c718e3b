"""ノゾクダイス game sets: the components the rulebook does not list, read from a TOML file.

A log names its game set (``gameset: default`` for the bundled reconstruction, or a ``.toml``
file in the log's folder). The file says how many dice each player has and how many white dice lie
in the centre for each player count; which side face each other seat reads (the rulebook's
missing diagram); what each action does to a die; and the cards, each with a main action and the
face of the die it acquires, and a sub action and the face the die is placed toward its owner.
Without a ``[hand]`` table every player holds one of each card. With ``[hand] deal = N`` the cards
form one shared deck (``copies = K`` of a card) from which each player is dealt N cards, so that a
hand is unknown to an observer until its cards are played or shown.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ...core import dice as D
from ...core import setfiles
from . import INFO
from .messages import _, nth

SETS_DIR = Path(__file__).resolve().parent / INFO.set_folders[0]  # the bundled sets, where the game declares them
MAX_SET_BYTES = 64 * 1024
SIDE_NAMES = ("left", "back", "right")
MAX_DEAL = 30  # cards dealt to each player, at most
MAX_COPIES = 20  # copies of one card in a dealt deck, at most

#: What an action may do to a die, and the words a game set uses for it.
EFFECTS = {
    "top +1": "the top face goes up by one (impossible on a 6)",
    "top -1": "the top face goes down by one (impossible on a 1)",
    "flip": "turned upside down: top and bottom change places, and so do front and back",
    "turn": "a quarter turn about the vertical axis (clockwise seen from above)",
    "tip": "tipped over toward its owner: the top face comes to the front, the back face to the top",
    "reroll": "rolled again; the log says how it landed",
}


class GameSetError(setfiles.SetFileError):
    """A game set the referee cannot use, at ``path:line:col`` in the file."""


@dataclass(frozen=True, slots=True)
class Action:
    name: str
    effect: str  # one of EFFECTS, or "described" for an action in the set's own words
    text: str = ""  # the set's own words for a described action

    def apply(self, o: D.Orientation, handedness: str) -> D.Orientation | None:
        """The die after the action; None when the action cannot be done (or is a reroll)."""
        if self.effect == "top +1":
            return D.set_top(o, o.top + 1) if o.top < 6 else None
        if self.effect == "top -1":
            return D.set_top(o, o.top - 1) if o.top > 1 else None
        if self.effect == "flip":
            return D.tip_toward(D.tip_toward(o))
        if self.effect == "turn":
            return D.turn(o, 1, handedness=handedness)
        if self.effect == "tip":
            return D.tip_toward(o)
        return None  # reroll: chance decides

    @property
    def chance(self) -> bool:
        return self.effect == "reroll"

    @property
    def written(self) -> bool:
        """The log must write the result: a reroll, or an action the referee cannot compute."""
        return self.effect in ("reroll", "described")


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    main_face: int
    main: Action
    sub_face: int
    sub: Action
    copies: int = 1  # in a dealt deck ([hand]); without one every player holds one of each card

    @property
    def placement(self) -> D.Orientation:
        """How the acquired die sits on the card: the main face up, the sub face toward its owner."""
        return D.Orientation(self.main_face, self.sub_face)


@dataclass(frozen=True, slots=True)
class GameSet:
    id: str
    title: str
    invented: bool
    handedness: str
    colours: tuple[str, ...]
    own: int
    start: int
    white: dict[int, int]
    sides: dict[int, tuple[str, ...]]
    actions: dict[str, Action]
    cards: dict[str, Card]
    path: str
    deal: int | None = None  # cards dealt to each player from the shared deck; None: every player holds every card

    def player_counts(self) -> list[int]:
        return sorted(set(self.white) & set(self.sides))

    def deck(self) -> list[str]:
        """The shared deck of a dealt game set: each card id as many times as it has copies."""
        return [c.id for c in self.cards.values() for _copy in range(c.copies)]

    def side_for(self, players: int, order: int) -> str:
        """The side (left, back, right) the ``order``-th other seat (1 = the turn player's left) reads."""
        return self.sides[players][order - 1]


def _is_int(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _face(value: object, where: str, path: str, at: tuple[int, int] = (0, 0)) -> int:
    if not _is_int(value) or not 1 <= value <= 6:  # type: ignore[operator]
        raise GameSetError(path, _("{where}: a die face is a whole number from 1 to 6", where=where), at)
    return value  # type: ignore[return-value]


_COUNT = re.compile(r"[0-9]{1,2}")  # a player count as a key: 2, 3, 4 …


def load(text: str, path: str = "<gameset>") -> GameSet:
    """The game set of a TOML text; a set the referee cannot use raises :class:`GameSetError` at its place.

    Messages name an entry by its place (``the 2nd [[card]]``), never by what the file says."""
    try:
        data = setfiles.parse(text, path, _("game set"), MAX_SET_BYTES)
    except setfiles.SetFileError as e:
        raise GameSetError(path, e.message, (e.line, e.col)) from None
    at = setfiles.Locator(text).at
    meta = data.get("set", {})
    if not isinstance(meta, dict) or not isinstance(meta.get("id"), str) or not meta["id"]:
        raise GameSetError(path, _("the [set] table needs an id (a string)"), at("set"))
    if not isinstance(meta.get("title", ""), str):
        raise GameSetError(path, _("[set] title is a string"), at("set", key="title"))
    if not isinstance(meta.get("invented", False), bool):
        raise GameSetError(path, _("[set] invented is true or false"), at("set", key="invented"))
    handedness = meta.get("handedness", D.DEFAULT_HANDEDNESS)
    if not isinstance(handedness, str) or handedness not in D.HANDEDNESSES:
        raise GameSetError(path, _("handedness is one of {choices}", choices=", ".join(D.HANDEDNESSES)), at("set", key="handedness"))
    dice = data.get("dice")
    if not isinstance(dice, dict):
        raise GameSetError(path, _("[dice] is a table: colours, own, start and white"), at("dice"))
    colours = dice.get("colours")
    if not isinstance(colours, list) or not colours or not all(isinstance(c, str) and c and c != "white" for c in colours):
        raise GameSetError(path, _("[dice] colours is a list of colour names (white is the shared colour)"),
                           at("dice", key="colours"))
    letters: dict[str, int] = {"W": 0}  # a die's id is its colour's first letter and a number: W1 is white
    seen: set[str] = set()
    for i, c in enumerate(colours, 1):
        if c in seen:
            raise GameSetError(path, _("[dice] colours are distinct: the {nth} colour is listed twice", nth=nth(i)),
                               at("dice", key="colours", value=c))
        letter = c[0].upper()
        if letter in letters:
            other = _("white") if letter == "W" else _("the {nth} colour", nth=nth(letters[letter]))
            raise GameSetError(path, _("[dice] the {nth} colour starts with the same letter as {other}: their dice "
                               "would both be written with that letter and 1, 2 …, and a log could not say which is "
                               "which (give one another name)", nth=nth(i), other=other), at("dice", key="colours", value=c))
        letters[letter] = i
        seen.add(c)
    own, start = dice.get("own"), dice.get("start")
    if not (_is_int(own) and _is_int(start) and 0 < start <= own <= 20):
        raise GameSetError(path, _("[dice] own and start are whole numbers with 0 < start <= own <= 20"),
                           at("dice", key="own" if not _is_int(own) or not 0 < own <= 20 else "start"))
    white_raw = dice.get("white", {})
    if not isinstance(white_raw, dict) or not white_raw:
        raise GameSetError(path, _("[dice] white is a table: player count = number of white dice"), at("dice.white"))
    if not all(_COUNT.fullmatch(k) and _is_int(v) and 0 <= v <= 99 for k, v in white_raw.items()):
        raise GameSetError(path, _("[dice] white maps player counts to numbers of dice (whole numbers up to 99)"),
                           at("dice.white"))
    white = {int(k): v for k, v in white_raw.items()}
    sides: dict[int, tuple[str, ...]] = {}
    sides_raw = data.get("sides", {})
    if not isinstance(sides_raw, dict):
        raise GameSetError(path, _("[sides] is a table: player count = the sides the other seats read"), at("sides"))
    for k, v in sides_raw.items():
        if not _COUNT.fullmatch(k):
            raise GameSetError(path, _("[sides] keys are player counts (2, 3 …)"), at("sides", key=k))
        n = int(k)
        if not isinstance(v, list) or len(v) != n - 1 or not all(isinstance(s, str) and s in SIDE_NAMES for s in v):
            raise GameSetError(path, _("[sides] {count}: a list of {others} sides (left, back or right), one per other seat", count=n, others=n - 1),
                               at("sides", key=k))
        sides[n] = tuple(v)
    for n in sorted(set(white) | set(sides)):
        if not 2 <= n <= len(colours):
            raise GameSetError(path, _("player count {count}: the set has colours for 2 to {most} players", count=n, most=len(colours)),
                               at("sides" if n in sides else "dice.white", key=str(n)))
        if n not in white or n not in sides:
            raise GameSetError(path, _("player count {count} needs both a number of white dice and its side faces", count=n),
                               at("sides" if n in sides else "dice.white", key=str(n)))
    actions: dict[str, Action] = {}
    actions_raw = data.get("actions", {})
    if not isinstance(actions_raw, dict):
        raise GameSetError(path, _("[actions] is a table: action name = what it does"), at("actions"))
    for i, (name, effect) in enumerate(actions_raw.items(), 1):
        if not isinstance(effect, str) or not effect.strip():
            raise GameSetError(path, _("the {nth} action of [actions]: describe what it does, in the vocabulary "
                               "({vocabulary}) or in words", nth=nth(i), vocabulary="; ".join(EFFECTS)), at("actions", key=name))
        # words outside the vocabulary make a described action: the log writes what it did
        actions[name] = Action(name, effect) if effect in EFFECTS else Action(name, "described", effect.strip())
    hand = data.get("hand")
    deal: int | None = None
    if hand is not None:
        deal = hand.get("deal") if isinstance(hand, dict) else None
        if not _is_int(deal) or not 1 <= deal <= MAX_DEAL:  # type: ignore[operator]
            raise GameSetError(path, _("[hand] deal is the number of cards dealt to each player, 1 to {most}", most=MAX_DEAL),
                               at("hand", key="deal"))
        extra = [k for k in hand if k != "deal"]
        if extra:
            raise GameSetError(path, _("[hand] has only deal (copies are given per card)"), at("hand", key=extra[0]))
    cards: dict[str, Card] = {}
    entries = data.get("card", [])
    if not isinstance(entries, list) or not all(isinstance(c, dict) for c in entries):
        raise GameSetError(path, _("[[card]] is an array of tables, one per card"), at("card"))
    for i, c in enumerate(entries):
        cid = c.get("id")
        where = _("the {nth} [[card]]", nth=nth(i + 1))
        if not isinstance(cid, str) or not re.fullmatch(r"[A-Za-z0-9_-]+", cid) or cid in cards:
            raise GameSetError(path, _("{where}: a unique id of letters and digits", where=where), at("card", i, "id"))
        halves = []
        for half in ("main", "sub"):
            h = c.get(half)
            if not isinstance(h, dict) or not isinstance(h.get("action"), str) or h["action"] not in actions:
                raise GameSetError(path, _("{where}: {half} = {{ face = N, action = NAME }} with an action of [actions]", where=where, half=half),
                                   at("card", i, half))
            halves.append((_face(h.get("face"), f"{where} {half}", path, at("card", i, half)), actions[h["action"]]))
        (mf, ma), (sf, sa) = halves
        if not D.is_valid(mf, sf):
            raise GameSetError(path, _("{where}: a die cannot show {top} on top with {front} toward its owner", where=where, top=mf, front=sf),
                               at("card", i, "sub"))
        copies = c.get("copies", 1)
        if "copies" in c and deal is None:
            raise GameSetError(path, _("{where}: copies are for a dealt deck; without [hand] every player holds one of each card", where=where),
                               at("card", i, "copies"))
        if not _is_int(copies) or not 1 <= copies <= MAX_COPIES:
            raise GameSetError(path, _("{where}: copies is a whole number from 1 to {most}", where=where, most=MAX_COPIES), at("card", i, "copies"))
        cards[cid] = Card(cid, mf, ma, sf, sa, copies)
    if not cards:
        raise GameSetError(path, _("a game set needs cards"), at("card"))
    if deal is not None:
        size = sum(c.copies for c in cards.values())
        most = max((n for n in set(white) & set(sides)), default=0)
        if deal * most > size:
            raise GameSetError(path, _("[hand] deal = {deal} for up to {players} players needs {needed} cards; the deck has {size}",
                                 deal=deal, players=most, needed=deal * most, size=size),
                               at("hand", key="deal"))
    return GameSet(
        meta["id"], meta.get("title", meta["id"]), meta.get("invented", False), handedness,
        tuple(colours), own, start, white, sides, actions, cards, path, deal,
    )


def find(name: str, log_path: str | None = None):
    """A bundled set by id (``default``), or a ``.toml`` file in the log's folder (see :func:`setfiles.find`)."""
    try:
        return setfiles.find(name, log_path, SETS_DIR, load, what=_("game set"), max_bytes=MAX_SET_BYTES)
    except GameSetError:
        raise
    except setfiles.SetFileError as e:
        raise GameSetError(e.path, e.message, (e.line, e.col)) from None
