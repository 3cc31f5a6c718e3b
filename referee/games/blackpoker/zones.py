"""BlackPoker's zones and cards: life, hand, field (characters and bulwarks), graveyard, fog, the stage.

共通ルール「領域（ゾーン）」「カードの配置」「キャラクター」. Each player plays with their own deck, so the
same card may be on both sides: a physical card is ``seat * OWN + card`` (``card`` as in
referee/core/cards.py, the Joker 52). The ledger (referee/core/hidden.py) holds every physical card, seen
or not; a zone here names the ledger zones of one player.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...core import cards as C
from ...core.copying import Copier
from ...core.hidden import Ledger, Unknown, Zone
from ...i18n import language
from .messages import N_, _

OWN = 64  # physical card = seat * OWN + card
JOKER = C.JOKER

#: エントリー16's fixed deck (the same for both players): ♠A,2,3,K ♡4,7,J,Q ♢5,8,10,Q ♣A,6,9,K
ENTRY16 = tuple(C.make(r, s) for s, ranks in (("S", (1, 2, 3, 13)), ("H", (4, 7, 11, 12)), ("D", (5, 8, 10, 12)),
                                               ("C", (1, 6, 9, 13))) for r in ranks)
JOKER2 = 53  # a deck may hold two Jokers (使用できるトランプ): the second one
FULL = tuple(range(54))


def gid(seat: int, card: int) -> int:
    return seat * OWN + card


def face(g: int) -> int:
    return g % OWN


def owner(g: int) -> int:
    return g // OWN


def spell(g: int | None) -> str:
    if g is not None and g % OWN == JOKER2:
        return "JK"
    return C.text(None if g is None else g % OWN)


def rank(card: int | None) -> int | None:
    """トランプの数字 (BP-RANK): A 1, 2–10 as written, J 11, Q 12, K 13, the Joker 0."""
    return None if card is None else RANKS[card % OWN]


def suit(card: int | None) -> str | None:
    return None if card is None else SUITS[card % OWN]


#: a card's number and suit by ``card % OWN`` (both Jokers: 0, no suit)
RANKS = tuple(0 if c == JOKER2 else C.rank_of(c) for c in range(OWN))
SUITS = tuple(None if c >= JOKER else C.suit_of(c) for c in range(OWN))


# -- characters ----------------------------------------------------------------------------------------

SOLDIER, HERO, ACE, MAGICIAN, EQUIPPED = "一般兵", "英雄", "エース", "魔術士", "装備兵"


@dataclass
class Unit:
    """A character on the field: one card, or a stack of one suit (装備兵). ``cards[0]`` names it."""

    seat: int
    cards: list[int | None]
    kind: str
    driven: bool = False
    entered: int = 0  # the turn it entered the field
    mod: int = 0  # アップ and ダウン this turn
    origin: int = -1  # the event (its number) that put it on the field, -1 when not known

    @property
    def name(self) -> str:
        return spell(self.cards[0])

    def base_size(self) -> int | None:
        """The character's size before アップ/ダウン: its number (a stack: the sum), 魔術士 0."""
        total = 0
        for c in self.cards:
            r = rank(c)
            if r is None:
                return None
            total += r
        return total

    def size(self) -> int | None:
        b = self.base_size()
        return None if b is None else b + self.mod

    def haste(self) -> bool:
        """速攻: エース, 魔術士, and a 装備兵 that holds an A."""
        return self.kind in (ACE, MAGICIAN) or any(rank(c) == 1 for c in self.cards)

    def show(self) -> str:
        return "+".join(spell(c) for c in self.cards) + ("(D)" if self.driven else "")

    def copied(self, c: Copier) -> "Unit":
        new = Unit(self.seat, self.cards.copy(), self.kind, self.driven, self.entered, self.mod, self.origin)
        c.keep(self, new)
        return new


@dataclass
class Bulwark:
    """A 防壁: one card on the field, face down unless shown; its own ledger zone (its place matters)."""

    zone: Zone
    driven: bool = False
    face_up: bool = False
    preset: bool = False  # put out by the プリセット

    def copied(self, c: Copier) -> "Bulwark":
        new = Bulwark(self.zone, self.driven, self.face_up, self.preset)
        c.keep(self, new)
        new.zone = c(self.zone)
        return new

    def card(self) -> int | None:
        return self.zone.known[0] if self.zone.known else None

    def show(self) -> str:
        c = self.card()  # the log's picture: a face-down card the log names (its owner's record) is shown
        return (spell(c) if c is not None else "??") + ("(D)" if self.driven else "")


@dataclass
class Side:
    """One player's zones."""

    seat: int
    life: Zone
    hand: Zone
    grave: Zone
    fog: Zone
    field: Zone  # the cards of the characters (known: they are face up)
    stage: Zone  # this player's keycards on the stage
    pack: Zone  # パック: the cards set aside (the パック frame)
    units: list[Unit] = field(default_factory=list)
    bulwarks: list[Bulwark] = field(default_factory=list)
    top: Any = "-"  # the graveyard's top card: "-" empty, None unseen, or a physical card
    fog_cards: list[tuple[int | None, Unit | None, int]] = field(default_factory=list)  # card, target, +n/-n

    def copied(self, c: Copier) -> "Side":
        """A player's zones in a copy of the table (each zone once: the ledger holds them too), the characters and
        bulwarks copied, the graveyard's top card as the copy has it."""
        new = Side(self.seat, c(self.life), c(self.hand), c(self.grave), c(self.fog), c(self.field), c(self.stage),
                   c(self.pack), [c(u) for u in self.units], [c(b) for b in self.bulwarks],
                   c(self.top) if isinstance(self.top, Unknown) else self.top,
                   [(card, c.maybe(target), n) for card, target, n in self.fog_cards])
        c.keep(self, new)
        return new

    def stage_holds(self, thing: Any) -> bool:
        return (isinstance(thing, int) and thing in self.stage.known) or any(thing is u for u in self.stage.hidden)

    def unit_of(self, card: int) -> Unit | None:
        for u in self.units:
            if card in u.cards:
                return u
        return None


#: what messages call a player's zones ("Aki's hand")
ZONE_LABELS = {"life": N_("{player}'s life"), "hand": N_("{player}'s hand"), "grave": N_("{player}'s graveyard"),
               "fog": N_("{player}'s fog"), "field": N_("{player}'s field"),
               "stage": N_("{player}'s keycards on the stage"), "pack": N_("{player}'s pack"),
               "bulwark": N_("{player}'s bulwark")}


#: (language, key, player) -> the label: each game makes its players' zones again, with the same labels
_LABELS: dict[tuple[str, str, str], str] = {}


def zone_label(key: str, player: str) -> str:
    """What messages call ``player``'s zone ``key`` (a key of ZONE_LABELS), in the language of the moment."""
    k = (language(), key, player)
    label = _LABELS.get(k)
    if label is None:
        if len(_LABELS) >= 1024:  # many players' names (a large corpus): start again, the cache stays small
            _LABELS.clear()
        label = _LABELS[k] = _(ZONE_LABELS[key], player=player)
    return label


def make_side(ledger: Ledger, seat: int, name: str) -> Side:
    def z(key: str) -> Zone:
        return ledger.zone(f"{key}{seat}", zone_label(key, name))

    return Side(seat, z("life"), z("hand"), z("grave"), z("fog"), z("field"), z("stage"), z("pack"))


__all__ = ["OWN", "ENTRY16", "FULL", "gid", "face", "owner", "spell", "rank", "suit", "Unit", "Bulwark", "Side",
           "make_side", "zone_label", "Unknown", "SOLDIER", "HERO", "ACE", "MAGICIAN", "EQUIPPED"]
