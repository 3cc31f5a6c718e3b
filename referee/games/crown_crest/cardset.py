"""Crown Crest card sets: the cards a log may name, read from a TOML file.

The rulebook publishes no card list, so a log names the set it uses
(``cardset: sample`` for a bundled set, or ``club.toml``: a file in the log's folder). The format
is documented in docs/crown-crest-cardsets.md. Effects are written in a small
vocabulary the referee understands (``draw 2``, ``gain 1``, ``advance``,
``charge 1``, ``move 2``, ``power +1``, ``front-to-front``, ``power +1 in
front``, ``cleanup-action: gain 3``). Anything else is kept as text: the log
then records what the effect did (``… by CARD``), and the referee checks
everything around it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from ...core import setfiles
from . import INFO
from .messages import _

SETS_DIR = Path(__file__).resolve().parent / INFO.set_folders[0]  # the bundled sets, where the game declares them
MAX_SET_BYTES = 256 * 1024

_EFFECT = re.compile(
    r"^(?:(?P<verb>draw|gain|charge|move|advance)(?:\s+(?P<n>\d+))?"
    r"|power\s*\+(?P<power>\d+)(?P<front>\s+in\s+front)?"
    r"|(?P<ftf>front-to-front)"
    r"|cleanup-action:\s*(?P<cleanup>.+))$"
)


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect: a verb the referee understands with its number, or free text."""

    text: str
    verb: str  # draw, gain, charge, move, advance, power, front-power, front-to-front, cleanup-action, text
    n: int = 0
    inner: "Effect | None" = None  # for cleanup-action: the action it offers

    @property
    def understood(self) -> bool:
        return self.verb != "text"


def parse_effect(text: str, _depth: int = 0) -> Effect:
    t = " ".join(text.split())
    m = _EFFECT.match(t)
    if not m or (m.group("cleanup") and _depth >= 3):  # cleanup-action: of a cleanup-action: … stays text
        return Effect(t, "text")
    if m.group("verb"):
        n = int(m.group("n") or 1)
        return Effect(t, m.group("verb"), n)
    if m.group("power"):
        return Effect(t, "front-power" if m.group("front") else "power", int(m.group("power")))
    if m.group("ftf"):
        return Effect(t, "front-to-front")
    inner = parse_effect(m.group("cleanup"), _depth + 1)
    return Effect(t, "cleanup-action", inner.n, inner)


@dataclass(slots=True)
class Card:
    id: str
    name: str
    kind: str  # unit, command, crest
    cost: int = 0
    cooldown: int = 0
    power: int = 0
    abilities: list[Effect] = field(default_factory=list)  # units: always on
    on_enter: list[Effect] = field(default_factory=list)  # units: when it enters (again per card added)
    reinforce: list[Effect] = field(default_factory=list)  # units: while a card lies under it (once)
    effects: list[Effect] = field(default_factory=list)  # commands: when played
    links: dict[int, list[Effect]] = field(default_factory=dict)  # commands: link number -> extra effects
    max_level: int | None = None  # crests
    levels: dict[int, list[Effect]] = field(default_factory=dict)  # crests: [Lv.X] effects

    def has(self, verb: str, where: str = "abilities") -> bool:
        return any(e.verb == verb for e in getattr(self, where))


class CardSetError(setfiles.SetFileError):
    """A card set the referee cannot use, at ``path:line:col`` in the file (``key``: the card's key at fault,
    placed by :func:`load`)."""

    def __init__(self, path: str, message: str, at: tuple[int, int] = (0, 0), key: str | None = None) -> None:
        super().__init__(path, message, at)
        self.key = key


@dataclass(slots=True)
class CardSet:
    id: str
    title: str
    invented: bool
    cards: dict[str, Card]  # by id and by name
    order: list[Card]  # each card once, in file order
    path: str

    def get(self, name: str) -> Card | None:
        return self.cards.get(name) or self.cards.get(name.lower())

    def deckable(self) -> list[Card]:
        return [c for c in self.order if c.kind in ("unit", "command")]


def _is_int(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _int(d: dict, key: str, where: str, path: str, low: int = 0, high: int = 99) -> int:
    v = d.get(key, 0)
    if not _is_int(v) or not low <= v <= high:
        raise CardSetError(path, _("{where}: {key} must be a whole number from {low} to {high}", where=where, key=key, low=low,
                                   high=high), key=key)
    return v


def _effects(v: object, what: str, path: str, key: str) -> list[Effect]:
    if isinstance(v, str):
        v = [v]
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise CardSetError(path, _("{what} must be a list of effect texts", what=what), key=key)
    return [parse_effect(x) for x in v]


def _levelled(d: dict, key: str, where: str, path: str) -> dict[int, list[Effect]]:
    v = d.get(key, {})
    if not isinstance(v, dict):
        raise CardSetError(path, _("{where}: {key} must be a table of number = [effects]", where=where, key=key), key=key)
    out: dict[int, list[Effect]] = {}
    for k, effs in v.items():
        if not re.fullmatch(r"[0-9]{1,2}", k) or int(k) == 0:
            raise CardSetError(path, _("{where}: the keys of {key} are numbers from 1 to 99", where=where, key=key), key=key)
        out[int(k)] = _effects(effs, f"{where}: {key} {int(k)}", path, key)
    return out


def load(text: str, path: str = "<cardset>") -> CardSet:
    """The card set of a TOML text; a set the referee cannot use raises :class:`CardSetError` at its place.

    Messages name a card by its place (``the 2nd [[unit]]``), never by what the file says."""
    try:
        data = setfiles.parse(text, path, _("card set"), MAX_SET_BYTES)
    except setfiles.SetFileError as e:
        raise CardSetError(path, e.message, (e.line, e.col)) from None
    at = setfiles.Locator(text).at
    meta = data.get("set", {})
    if not isinstance(meta, dict) or not isinstance(meta.get("id"), str) or not meta["id"]:
        raise CardSetError(path, _("the [set] table needs an id (a string)"), at("set"))
    if not isinstance(meta.get("title", ""), str):
        raise CardSetError(path, _("[set] title is a string"), at("set", key="title"))
    if not isinstance(meta.get("invented", False), bool):
        raise CardSetError(path, _("[set] invented is true or false"), at("set", key="invented"))
    cards: dict[str, Card] = {}
    order: list[Card] = []
    for kind in ("unit", "command", "crest"):
        entries = data.get(kind, [])
        if not isinstance(entries, list) or not all(isinstance(d, dict) for d in entries):
            raise CardSetError(path, _("[[{kind}]] must be an array of tables, one per card", kind=kind), at(kind))
        for i, d in enumerate(entries):
            nth = setfiles.ordinal(i + 1)
            try:
                _card(d, kind, _("the {n}{suffix} [[{kind}]]", n=i + 1, suffix=nth[len(str(i + 1)):], kind=kind), path, cards, order)
            except CardSetError as e:
                if not e.line:
                    e = CardSetError(path, e.message, at(kind, i, e.key), e.key)
                raise e from None
    return CardSet(meta["id"], meta.get("title", meta["id"]), meta.get("invented", False), cards, order, path)


def _card(d: dict, kind: str, where: str, path: str, cards: dict[str, Card], order: list[Card]) -> None:
    """One card of the set, added to ``cards`` (by id and name) and ``order``; ``where`` says which it is."""
    cid, name = d.get("id"), d.get("name")
    for field_, v in (("id", cid), ("name", name)):
        if not isinstance(v, str) or not v or not v.isprintable() or any(ch.isspace() for ch in v):
            raise CardSetError(path, _("{where}: id and name are required, as text without spaces", where=where), key=field_)
    assert isinstance(cid, str) and isinstance(name, str)
    c = Card(cid, name, kind)
    if kind != "crest":
        c.cost = _int(d, "cost", where, path)
        c.cooldown = _int(d, "cooldown", where, path, 0, 3)
    if kind == "unit":
        c.power = _int(d, "power", where, path)
        c.abilities = _effects(d.get("abilities", []), f"{where}: abilities", path, "abilities")
        c.on_enter = _effects(d.get("on_enter", []), f"{where}: on_enter", path, "on_enter")
        c.reinforce = _effects(d.get("reinforce", []), f"{where}: reinforce", path, "reinforce")
    elif kind == "command":
        c.effects = _effects(d.get("effects", []), f"{where}: effects", path, "effects")
        c.links = _levelled(d, "links", where, path)
    else:
        if "max_level" in d:
            c.max_level = _int(d, "max_level", where, path, 1, 20)
        c.levels = _levelled(d, "levels", where, path)
    for field_, key in (("id", cid), ("name", name)):
        if key.casefold() in RESERVED or key.startswith("?"):
            raise CardSetError(path, _("{where}: its {field} is a word of the notation (an area, a position or a keyword): "
                                       "a log could not say whether it names the card", where=where, field=field_), key=field_)
    for field_, key in (("id", cid), ("name", name), ("id", cid.lower())):
        if key in cards and cards[key] is not c:
            raise CardSetError(path, _("{where}: its {field} names two cards (an earlier card has it as its id or name)",
                                       where=where, field=field_), key=field_)
        cards[key] = c
    order.append(c)


#: words a line of the notation reads before it reads a card: a card may not be spelt so
RESERVED = frozenset(w.casefold() for w in (
    "F1", "F2", "R1", "R2", "前線1", "前線2", "後方1", "後方2", "active", "rest", "down", "アクティブ", "レスト", "ダウン",
    "by", "pay", "link", "draw", "table"))


def find(name: str, log_path: str | None = None):
    """A bundled set by id (``sample``), or a ``.toml`` file in the log's folder (see :func:`setfiles.find`)."""
    try:
        return setfiles.find(name, log_path, SETS_DIR, load, what=_("card set"), max_bytes=MAX_SET_BYTES)
    except CardSetError:
        raise
    except setfiles.SetFileError as e:
        raise CardSetError(e.path, e.message, (e.line, e.col)) from None
