"""Hidden-information bookkeeping: where every physical card is, seen or not.

A recorder often does not see face-down cards, so a zone (a hand, a deck, a
face-down slot) holds *known* cards and *unknown* ones. An :class:`Unknown`
knows which cards it can still be (its domain) and which duties hang on it.
Every reveal is checked against everything known: a card cannot be in two
places, and an unknown can only turn out to be a card of its domain.

A :class:`Duty` is a check that needs hidden facts, for example カーテンコール's
mandatory pairing: "the opener held no card of this number". It is attached to
the unknown cards it concerns and is settled as they are revealed; one that is
never settled is reported as unverifiable, never as passed.

The ledger never guesses: where it cannot tell which of several unknown cards
moved, the duties that differ between them are dropped and reported as
unverifiable, so no violation is ever reported on a guess.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from .cards import text as card_text
from .copying import Copier
from .messages import _

if TYPE_CHECKING:
    from ..notation.model import Event
    from .referee import Judge

Thing = "int | Unknown"


class Duty:
    """A pending check on hidden cards: ``test(card)`` must hold for each of them."""

    __slots__ = ("clause", "event", "test", "text", "waiting", "lost", "violated", "actor", "token")

    def __init__(
        self, clause: str, event: Event, test: Callable[[int], bool], text: str, actor: str | None, token: int
    ) -> None:
        self.clause = clause
        self.event = event
        self.test = test
        self.text = text  # what must hold, for the report
        self.waiting = 0  # unknown cards not yet revealed
        self.lost = False  # the ledger lost track of a card it concerned
        self.violated = False
        self.actor = actor
        self.token = token

    @property
    def settled(self) -> bool:
        return self.violated or (self.waiting == 0 and not self.lost)

    def copied(self, c: Copier) -> "Duty":
        new = Duty(self.clause, self.event, self.test, self.text, self.actor, self.token)  # (values; read-only event, test)
        c.keep(self, new)
        new.waiting, new.lost, new.violated = self.waiting, self.lost, self.violated
        return new


    def why(self) -> str:
        return _("the log does not say which card moved") if self.lost else _("some of the cards were never revealed")


class Pool:
    """A check on every card a zone held at one moment, kept as cards come and go.

    ``test(card)`` must hold for each card the zone held at that moment (for
    カーテンコール: "the opener held no card of this number"). Unknown cards
    then in the zone are members; so is every unknown card that arrives while
    members are still there, and those arrivals are counted. A member
    revealed failing the test, wherever it is revealed, counts as a failure.
    The check is violated only when more members failed than arrived later, so
    that at least one failing card must have been there at the moment: the
    pool never blames anyone on a guess.
    """

    __slots__ = ("clause", "event", "test", "text", "actor", "token", "arrived", "failed", "waiting", "lost", "violated", "doubt")

    def __init__(self, clause: str, event: Event, test: Callable[[int], bool], text: str, actor: str | None, token: int) -> None:
        self.clause = clause
        self.event = event
        self.test = test
        self.text = text
        self.actor = actor
        self.token = token
        self.arrived = 0  # unknown cards that joined after the moment
        self.failed = 0  # members revealed failing the test
        self.waiting = 0  # members not yet revealed
        self.lost = False  # a card it concerned left play unseen
        self.violated = False
        self.doubt = False  # a card that may or may not have been a member failed the test

    @property
    def settled(self) -> bool:
        return self.violated or (self.waiting == 0 and self.failed == 0 and not self.lost and not self.doubt)

    def copied(self, c: Copier) -> "Pool":
        new = Pool(self.clause, self.event, self.test, self.text, self.actor, self.token)  # (values; read-only event, test)
        c.keep(self, new)
        new.arrived, new.failed, new.waiting = self.arrived, self.failed, self.waiting
        new.lost, new.violated, new.doubt = self.lost, self.violated, self.doubt
        return new

    def why(self) -> str:
        if self.failed:
            return _("a card that fails it turned up, but it may have arrived after that moment")
        if self.doubt:
            return _("a card that fails it turned up, and the log does not say whether it was one of them")
        return _("a card it concerns was never seen") if self.lost else _("some of the cards were never revealed")


class Unknown:
    """A physical card that the log has not (yet) named."""

    __slots__ = ("domain", "duties", "clause", "group", "pools", "maybe")

    def __init__(self, domain: frozenset[int], clause: str, group: int = 0) -> None:
        self.domain = domain  # the cards it can be
        self.duties: list[Duty] = []
        self.clause = clause  # the clause that limits its domain
        self.group = group  # >0 when it is one of a known set of cards
        self.pools: list[Pool] = []  # pools it surely belongs to
        self.maybe: list[Pool] = []  # pools it may belong to (mixed up with a member)

    def copied(self, c: Copier) -> "Unknown":
        # a copy of the position copies many of these: the domain is a frozenset, shared
        new = Unknown.__new__(Unknown)
        c.keep(self, new)
        new.domain, new.clause, new.group = self.domain, self.clause, self.group
        new.duties = [c(d) for d in self.duties] if self.duties else []
        new.pools = [c(p) for p in self.pools] if self.pools else []
        new.maybe = [c(p) for p in self.maybe] if self.maybe else []
        return new


class Zone:
    __slots__ = ("name", "label", "known", "hidden", "pools", "spell")

    def __init__(self, name: str, label: str, spell: Callable[[int], str] = card_text) -> None:
        self.name = name
        self.spell = spell  # how its cards are written
        self.label = label  # for messages: "Aki's hand" (in the language of the moment)
        self.known: list[int] = []
        self.hidden: list[Unknown] = []
        self.pools: list[Pool] = []  # pools still watching this zone for arrivals

    def __len__(self) -> int:
        return len(self.known) + len(self.hidden)

    def copied(self, c: Copier) -> "Zone":
        new = Zone.__new__(Zone)
        c.keep(self, new)
        new.name, new.label, new.spell = self.name, self.label, c.method(self.spell)
        new.known = self.known.copy()
        new.hidden = [c(u) for u in self.hidden] if self.hidden else []
        new.pools = [c(p) for p in self.pools] if self.pools else []
        return new

    def copy(self) -> "Zone":
        z = Zone(self.name, self.label, self.spell)
        z.known = self.known.copy()
        z.hidden = self.hidden.copy()
        z.pools = self.pools.copy()
        return z

    def show(self) -> str:
        parts = [self.spell(c) for c in self.known] + ["??"] * len(self.hidden)
        return " ".join(parts) if parts else "-"


class Ledger:
    """Every card's place. ``clause`` is cited when a card turns up in two places."""

    def __init__(self, judge: Judge, clause: str, name: Callable[[int], str] = card_text) -> None:
        self.judge = judge
        self.clause = clause
        self.name = name  # how a card is written in messages
        self.zones: dict[str, Zone] = {}
        self.where: dict[int, Zone] = {}
        self.duties: list[Duty] = []
        self.reserved: dict[int, int] = {}  # card -> group of unknowns that holds it
        self.pools: list[Pool] = []
        self._groups = 0
        self.disputed: set[int] = set()  # cards whose place a line contradicted (reported once)
        self.cards_of: dict[str, frozenset[int]] = {}  # zone name -> every card that zone could ever hold
        self.moved_at: dict[int, int] = {}  # card -> the event that last moved it (what a later contradiction recalls)
        #: the clause a card seen elsewhere cites, by where it is (None: ``clause``); a game may set it
        self.clause_of: Callable[[int, "Zone | None", "Zone"], str] | None = None

    def copied(self, c: Copier) -> "Ledger":
        """The ledger of a copy of the position: the same judge (a fork gives it its own), its own zones and checks,
        each card where the original has it."""
        new = Ledger.__new__(Ledger)
        c.keep(self, new)
        new.judge, new.clause, new._groups = c(self.judge), self.clause, self._groups
        new.name = c.method(self.name)
        new.clause_of = None if self.clause_of is None else c.method(self.clause_of)
        new.zones = {k: c(z) for k, z in self.zones.items()}
        new.where = {card: c(z) for card, z in self.where.items()}
        new.duties = [c(d) for d in self.duties] if self.duties else []
        new.pools = [c(p) for p in self.pools] if self.pools else []
        new.reserved = self.reserved.copy()
        new.disputed = self.disputed.copy()
        new.cards_of = self.cards_of.copy()  # (frozen sets)
        new.moved_at = self.moved_at.copy()
        return new

    def _clause(self, card: int, where: "Zone | None", wanted: "Zone") -> str:
        return self.clause_of(card, where, wanted) if self.clause_of is not None else self.clause

    def zone(self, name: str, label: str | None = None) -> Zone:
        z = self.zones.get(name)
        if z is None:
            z = self.zones[name] = Zone(name, label or name, self.name)
        return z

    # -- cards entering play ------------------------------------------------

    def deal(self, zone: Zone, card: int | None, domain: frozenset[int], clause: str, event: Event, token: int) -> None:
        """A card comes into play at ``zone`` (a deal, a layout). A card the table has already seen
        elsewhere stays there: this one is reported and dealt as an unseen card."""
        if card is None:
            zone.hidden.append(Unknown(domain, clause))
            return
        if card in domain and card not in self.where and card not in self.reserved:  # the usual case
            zone.known.append(card)
            self.where[card] = zone
            return
        if card not in domain:
            self.judge.violation(clause, event, _("{card} cannot be in {zone}", card=self.name(card), zone=zone.label), token=token)
        if not self._free(card, event, token, zone):
            zone.hidden.append(Unknown(domain, clause))
            return
        zone.known.append(card)
        self.where[card] = zone

    def dispute(self, card: int) -> bool:
        """A line contradicts what the table saw of ``card``: True the first time (report it), False after
        (the same confusion, already reported: one slip, one finding)."""
        if card in self.disputed:
            return False
        self.disputed.add(card)
        return True

    def _free(self, card: int, event: Event, token: int, zone: Zone) -> bool:
        """Report a card the table has already seen somewhere else; it stays there (False)."""
        other = self.where.get(card)
        if other is None and card not in self.reserved:
            return True
        if not self.dispute(card):
            return False
        place = other.label if other is not None else _("another hand")
        self.judge.violation(
            self._clause(card, other, zone),
            event,
            _("{card} is already in {zone}, where the table saw it: this line is read as an unseen card", card=self.name(card),
              zone=place),
            token=token,
            expected=_("a card not yet seen elsewhere"),
            observed=self.name(card),
        )
        return False

    # -- what a zone can hold ---------------------------------------------------

    def holds(self, zone: Zone, card: int) -> bool:
        """Can ``card`` be in ``zone``: known there, or one of its unseen cards that may be it?"""
        other = self.where.get(card)
        if other is not None:
            return other is zone
        group = self.reserved.get(card)
        if group is not None:
            return any(u.group == group for u in zone.hidden)
        return any(card in u.domain for u in zone.hidden)

    def resolve(self, zone: Zone, card: int | None) -> int | None:
        """``card`` as it can have come out of ``zone``: itself, or None (an unseen card of the zone) when
        the table's facts say it is not there. The check that reports it is the game's."""
        if card is None or self.where.get(card) is zone or self.holds(zone, card):
            return card
        return None

    # -- moving cards -------------------------------------------------------

    def take(self, zone: Zone, card: int | None, event: Event, token: int) -> "int | Unknown | None":
        """Remove ``card`` (None: an unseen card) from ``zone``; return what moved. A card the zone cannot
        hold (the table saw it elsewhere, or the zone is known not to hold it) is reported, stays where
        it is, and an unseen card of the zone moves instead."""
        if card is None:
            if zone.known and (zone.hidden or len(zone.known) > 1):
                self._hide_known(zone)  # the unseen card may be a known one as well as an unknown one
            elif len(zone.known) == 1:
                c = zone.known.pop()
                del self.where[c]
                return c
            if zone.hidden:
                return self._pick(zone, zone.hidden)
            return None
        if self.where.get(card) is zone:
            zone.known.remove(card)
            del self.where[card]
            return card
        candidates = [u for u in zone.hidden if card in u.domain]
        if candidates and card not in self.where:
            u = self._pick(zone, candidates)
            self._bind(u, card, event, token)
            return card
        if zone.hidden and card not in self.where and card not in self.reserved:
            # no unseen card here should be it (the rules say what a card dealt there can be), but nobody
            # saw it elsewhere: it is here, and _bind reports the rule it breaks
            u = self._pick(zone, zone.hidden)
            self._bind(u, card, event, token)
            return card
        if card in self.where or card in self.reserved:
            self._free(card, event, token, zone)
        elif self.dispute(card):
            self.judge.violation(
                self._clause(card, None, zone),
                event,
                _("{zone} does not hold {card}: read as an unseen card of it", zone=zone.label, card=self.name(card)),
                token=token,
                expected=_("one of {cards}", cards=zone.show()),
                observed=self.name(card),
            )
        thing = self.take(zone, None, event, token)
        self.widen(zone)
        return thing

    def widen(self, zone: Zone) -> None:
        """The log contradicted what was known of ``zone``: what it holds is known no more. Each unseen card
        left there may be any card the zone could hold that the table has not seen elsewhere."""
        every = self.cards_of.get(zone.name)
        if not every or not zone.hidden:
            return
        free = frozenset(c for c in every if c not in self.where)
        for u in zone.hidden:
            u.domain = u.domain | free

    def move_thing(self, src: Zone, dst: Zone, thing: "int | Unknown", event: Event, token: int) -> None:
        """Move exactly ``thing`` (a card, or one particular unseen card) from ``src`` to ``dst``."""
        if isinstance(thing, int):
            self.move(src, dst, thing, event, token)
        elif thing in src.hidden:
            src.hidden.remove(thing)
            if not src.hidden and src.pools:
                src.pools = []
            self.put(dst, thing)

    def take_one_of(self, zones: list[Zone], event: Event, token: int) -> "int | Unknown | None":
        """An unseen card leaves one of ``zones``, which one the log does not say: every card left in them
        becomes one of them all, unseen, and one of those moves."""
        live = [z for z in zones if len(z)]
        if not live:
            return None
        if len(live) == 1:
            return self.take(live[0], None, event, token)
        for z in live:
            if z.known:
                self._hide_known(z)
        first = live[0]
        owner = {id(u): z for z in live for u in z.hidden}
        candidates = [u for z in live for u in z.hidden]
        for z in live[1:]:
            first.hidden.extend(z.hidden)
            z.hidden = []
        chosen = self._pick(first, candidates)
        for u in list(first.hidden):
            z = owner[id(u)]
            if z is not first:
                first.hidden.remove(u)
                z.hidden.append(u)
        return chosen

    def put(self, zone: Zone, thing: "int | Unknown | None") -> None:
        if thing is None:
            return
        if isinstance(thing, int):
            zone.known.append(thing)
            self.where[thing] = zone
        else:
            zone.hidden.append(thing)
            for p in zone.pools:  # it joins every pool watching the zone, and is counted
                thing.pools.append(p)
                p.waiting += 1
                p.arrived += 1

    def move(self, src: Zone, dst: Zone, card: int | None, event: Event, token: int) -> "int | Unknown | None":
        if card is not None and self.where.get(card) is src:  # the usual case: a known card moves
            src.known.remove(card)
            dst.known.append(card)
            self.where[card] = dst
            if event is not None and event.index is not None:
                self.moved_at[card] = event.index
            return card
        thing = self.take(src, card, event, token)
        self.put(dst, thing)
        if isinstance(thing, int) and event is not None and event.index is not None:
            self.moved_at[thing] = event.index
        return thing

    def reveal(self, zone: Zone, card: int, event: Event, token: int) -> None:
        """An unknown card in ``zone`` turns out to be ``card``; it stays there. A card the table saw
        elsewhere is reported and stays there; the unknown stays unknown."""
        if self.where.get(card) is zone:
            return
        if card in self.where:
            self._free(card, event, token, zone)
            return
        thing = self.take(zone, card, event, token)
        self.put(zone, thing)

    def deduce(self, event: Event) -> None:
        """Unknown cards that can be only one card now (everything else it could be is seen elsewhere)
        turn out to be that card: what the log says, put together, not a guess."""
        changed = True
        while changed:
            changed = False
            for zone in self.zones.values():
                for u in list(zone.hidden):
                    if u.group:  # one of a known set of cards: those of the set not yet placed
                        can = [c for c in u.domain if self.reserved.get(c) == u.group]
                    else:
                        can = [c for c in u.domain if c not in self.where and c not in self.reserved]
                    if len(can) == 1 and u in zone.hidden:
                        zone.hidden.remove(u)
                        self._bind(u, can[0], event, 0)
                        zone.known.append(can[0])
                        self.where[can[0]] = zone
                        changed = True

    # -- duties -------------------------------------------------------------

    def duty(
        self,
        zone: Zone,
        clause: str,
        event: Event,
        test: Callable[[int], bool],
        text: str,
        *,
        token: int = 0,
        actor: str | None = None,
    ) -> Duty:
        """Every card now in ``zone`` must pass ``test``; unknown ones are checked when revealed."""
        d = Duty(clause, event, test, text, actor, token)
        for c in zone.known:
            if not test(c):
                d.violated = True
                self.judge.violation(clause, event, _("{text}, but {zone} held {card}", text=text, zone=zone.label, card=self.name(c)),
                                     token=token)
                return d
        for u in zone.hidden:
            u.duties.append(d)
            d.waiting += 1
        if d.waiting:
            self.duties.append(d)
        return d

    def pool(
        self,
        zone: Zone,
        clause: str,
        event: Event,
        test: Callable[[int], bool],
        text: str,
        *,
        token: int = 0,
        actor: str | None = None,
        discovered: Event | None = None,
    ) -> Pool:
        """Every card ``zone`` holds now must pass ``test``; see :class:`Pool`."""
        p = Pool(clause, event, test, text, actor, token)
        for c in zone.known:
            if not test(c):
                p.violated = True
                self.judge.violation(
                    clause, event, _("{text}, but {zone} held {card}", text=text, zone=zone.label, card=self.name(c)), token=token,
                    actor=actor,
                    discovered=discovered.position(0) if discovered is not None and discovered is not event else None,
                )
                return p
        for u in zone.hidden:
            u.pools.append(p)
            p.waiting += 1
        if p.waiting:
            zone.pools.append(p)
            self.pools.append(p)
        return p

    def unsettled(self) -> "list[Duty | Pool]":
        return [d for d in self.duties if not d.settled] + [p for p in self.pools if not p.settled]

    # -- internals ----------------------------------------------------------

    def _hide_known(self, zone: Zone) -> None:
        """An unseen card left a zone of known cards: which ones remain is now unknown."""
        self._groups += 1
        group = self._groups
        domain = frozenset(zone.known)
        for c in zone.known:
            del self.where[c]
            self.reserved[c] = group
            u = Unknown(domain, self.clause, group)
            zone.hidden.append(u)
            for p in zone.pools:  # a known card turned unknown counts as an arrival
                u.pools.append(p)
                p.waiting += 1
                p.arrived += 1
        zone.known.clear()

    def _pick(self, zone: Zone, candidates: list[Unknown]) -> Unknown:
        """Take one of ``candidates`` out of ``zone`` without guessing which."""
        chosen = candidates[-1]
        if len(candidates) > 1:
            first = candidates[0]
            duties, domain, group, pools, maybe = first.duties, first.domain, first.group, first.pools, first.maybe
            same = alike = True
            for u in candidates:  # the usual case: unseen cards of one origin, sharing one domain (compared by identity first)
                if u.duties != duties or u.group != group or (u.domain is not domain and u.domain != domain):
                    same = False
                if u.pools != pools or u.maybe != maybe:  # (by identity)
                    alike = False
            if not same:
                common = set(map(id, first.duties))
                for u in candidates[1:]:
                    common &= set(map(id, u.duties))
                domain = frozenset().union(*(u.domain for u in candidates))
                for u in candidates:
                    for d in u.duties:
                        if id(d) not in common and not d.lost:
                            d.lost = True
                    u.duties = [d for d in u.duties if id(d) in common]
                    u.domain = domain
                groups = {u.group for u in candidates}
                if len(groups) > 1:
                    # cards of different origins are mixed up: a known group no longer pins its cards
                    dissolved = groups - {0}
                    for c in [c for c, g in self.reserved.items() if g in dissolved]:
                        del self.reserved[c]
                    for u in candidates:
                        u.group = 0
            if not alike:
                # a member mixed up with non-members: each of them may be the member now
                common = set(map(id, first.pools)).intersection(*(set(map(id, u.pools)) for u in candidates[1:]))
                every = {id(p): p for u in candidates for p in u.pools + u.maybe}
                maybe = [p for i, p in every.items() if i not in common]
                for u in candidates:
                    carried = set(map(id, u.pools + u.maybe))
                    for p in maybe:
                        if id(p) not in carried:
                            p.waiting += 1
                    u.pools = [p for p in u.pools if id(p) in common]
                    u.maybe = list(maybe)
        zone.hidden.remove(chosen)
        if not zone.hidden and zone.pools:
            zone.pools = []  # no member is left here: later arrivals are not members
        return chosen

    def _lose(self, u: Unknown) -> None:
        for d in u.duties:
            d.lost = True
        u.duties = []
        for p in u.pools + u.maybe:
            p.lost = True
            p.waiting -= 1
        u.pools = []
        u.maybe = []

    def _bind(self, u: Unknown, card: int, event: Event, token: int) -> None:
        if card not in u.domain:
            self.judge.violation(
                u.clause,
                event,
                _("{card} cannot be here", card=self.name(card)),
                token=token,
                expected=_("a card that could be in this place"),
                observed=self.name(card),
            )
        group = self.reserved.get(card)
        if group is not None:
            if u.group == group:
                del self.reserved[card]
            else:
                self.judge.violation(
                    self.clause,
                    event,
                    _("{card} appears twice: it was known to be elsewhere", card=self.name(card)),
                    token=token,
                    observed=self.name(card),
                )
        for d in u.duties:
            d.waiting -= 1
            if not d.violated and not d.test(card):
                d.violated = True
                self.judge.violation(
                    d.clause,
                    d.event,
                    _("{text}, but {card} was among them", text=d.text, card=self.name(card)),
                    token=d.token,
                    discovered=event.position(token),
                    actor=d.actor,
                )
        u.duties = []
        for p in u.pools:
            p.waiting -= 1
            if not p.test(card):
                p.failed += 1
                if p.failed > p.arrived and not p.violated:
                    p.violated = True
                    self.judge.violation(
                        p.clause, p.event, _("{text}, but {card} was among them", text=p.text, card=self.name(card)), token=p.token,
                        discovered=event.position(token), actor=p.actor,
                    )
        u.pools = []
        for p in u.maybe:
            p.waiting -= 1
            if not p.test(card):
                p.doubt = True
        u.maybe = []

    def cards_in(self, zones: Iterable[Zone]) -> int:
        return sum(len(z) for z in zones)
