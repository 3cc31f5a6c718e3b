"""Crown Crest: the events worth trying at a position (the candidates of :func:`referee.core.legality.legal`).

Contract. :func:`candidate_events` gives canonical notation lines, one event each, as ``legal_events()`` writes
them (the verb's name, ``F1 F2 R1 R2`` for the areas, a card by its id): the game's own ``legal_events()`` first,
then the rest in a stable order, no line twice. They are a superset of what the referee accepts at the position:
for every event ``E`` that :func:`referee.core.legality.judge_next` finds legal, ``E``'s canonical text
(``CrownCrest.canonical``) is in the list, or the list has ``E`` with one or more of its card words as ``??`` (a
card the log has not shown: a deck listed, the cards drawn, a card charged or removed that nobody saw; ``??*2``
is ``?? ??``).

They are built from the position's facts, not by trying words: who may act now, early (a later step of the turn:
the table may skip to it) or late (a step the table jumped over, whose first late event was reported already),
the cards each hand may hold, the units on the battlefield and where a line may name them, the tokens free to
assign, the fronts not yet fought and who wins them, what each effect may still do (a command played, a unit
entering, a stack's 【補強】, the crest's [Lv.X]; any verb for an effect the referee cannot read), and the
table's events (``shuffle``, ``first``, ``undo``, and ``check`` of what the recorder sees). With an event held
back (written early?) the position after it counts too; while the referee weighs readings of an earlier line
(referee/core/readings.py), the core asks each reading's position (referee/core/legality.py, ``candidates``).
Measured (tests/legality_probe.py's logs): a median of 75
lines and at most about 330 in generated games; a median of about 340 and at most about 820 in the bundled logs,
which write cards both ways and keep many effects open late in a game (the most: takebacks by every effect that
may still act, and moves and tokens of many units).

Spelling. ``CrownCrest.canonical`` reads a line without its card set: it cannot tell a card's name from its id
(``騎兵``/``kihei``) and keeps ``NAME@AREA`` as written. So a card is written by its id, and by its name too
when the log writes names (or has named no card yet); a unit as ``NAME@AREA`` by its id with ``F1``…, and as the
log writes unit words (``騎兵@前線1``); alone, by its id (and by its name where the log writes units so). A play
is listed with and without ``pay N``, and with ``link N`` where the log writes link numbers.

The list follows the referee where it accepts more than the rules say (reported, not decided here): any effect
that may still act lets its player take back any card (``return CARD by SRC``), remove an unseen card and draw
no card; a command may be written with an area; a unit may move from a front to the front it is in.

Not listed, because the referee accepts more than can be listed: numbers it does not bound are listed up to a
few (the tokens a player assigns or gains once the log has lost count of them, a gain or draw by an effect it
cannot read), counts of zero (``gain 0``, ``assign 0``); ``pay``/``link`` in another order or after a unit;
``支払い``/``リンク``, ``昼``/``夜`` and lower-case areas; a deck or a hand written with ``NAME*N``; and an event that
is legal only because the referee then reads an earlier line otherwise (another card in a line that broke a rule,
a play or a move the log left out: referee/core/readings.py), but where that weighing is already on, and a unit
that moved this turn named where it was.
"""

from __future__ import annotations

import re
from typing import Any

from . import rules as R

#: the Japanese spelling of each area, as a unit word may write it (``騎兵@前線1``)
_JA_AREA = {"F1": "前線1", "F2": "前線2", "R1": "後方1", "R2": "後方2"}
_JA_WORDS = frozenset(_JA_AREA.values())
_EN_WORDS = frozenset(_JA_AREA)
#: the word of a play that says a command's link number (optional, checked when written)
_LINK = frozenset(("link", "リンク"))
#: the argument that names a unit as NAME@AREA, by verb
_UNIT_SLOT = {"assign": 1, "retreat": 0}
#: the most tokens or cards listed where the referee accepts any number (a count it has lost, an effect it cannot read)
_OPEN_MOST = 5


def candidate_events(state: Any) -> list[str]:
    """The events worth trying at ``state`` (see the module's docstring for the contract)."""
    out = list(state.legal_events())
    spell = _Spelling(state)
    positions = _positions(state)
    for s in positions:
        if s is not state:
            out += s.legal_events()  # (the state's own list reads facts a weighing has left behind)
    for s in positions:
        out += _events(s, spell)
    return list(dict.fromkeys(out))


def _positions(state: Any) -> list[Any]:
    """The positions the next event may be judged at: the state; with an event held back (written early, or the
    table moved on?), the state with it applied too. (While a line is read more than one way, the core asks each
    reading's position: referee/core/legality.py, ``candidates``.)"""
    if state.deferred() is None:
        return [state]
    return [state, state.shown()]


class _Spelling:
    """How the log writes cards and units (see "Spelling" in the module's docstring)."""

    def __init__(self, state: Any) -> None:
        cards = state.cs.cards
        names = ids = ja = bare = link = False
        styles: set[tuple[bool, bool]] = set()  # the unit words written NAME@AREA: (by name, Japanese area)
        spelling = state._spelling
        for ev in state.follow.seen:
            verb = spelling.get(ev.verb, "")
            if verb == "play":
                link |= any(a in _LINK for a in ev.args[1:])
            slot = _UNIT_SLOT.get(verb)
            if slot is not None and slot < len(ev.args) and "@" not in ev.args[slot]:
                c = cards.get(ev.args[slot])
                bare |= c is not None and c.name != c.id and ev.args[slot] == c.name
            for a in ev.args:
                word, at, area = a.partition("@")
                c = cards.get(word)
                named = c is not None and c.name != c.id and word == c.name
                if c is not None and c.name != c.id:
                    names |= named
                    ids |= word == c.id
                ja |= (area or word) in _JA_WORDS
                if at and c is not None and (area in _JA_WORDS or area in _EN_WORDS):
                    styles.add((named, area in _JA_WORDS))
        self.names = names or not ids  # (a log that has named no card yet may name them either way)
        self.styles = styles or {(self.names, ja)}  # (none yet: as the log writes cards and areas elsewhere)
        self.bare = bare  # a unit named by its card's name alone, where NAME@AREA is usual
        self.link = link  # the log writes link numbers

    def card(self, card: Any) -> list[str]:
        """The words of a card."""
        return [card.id, card.name] if self.names and card.name != card.id else [card.id]

    def unit(self, card: Any, areas: tuple[str, ...]) -> list[str]:
        """The words of a unit of ``card`` in one of ``areas``: its id alone, ``ID@AREA``, ``NAME@AREA`` as the
        log writes unit words, and its name alone where the log writes units so."""
        out = [card.id] + ([card.name] if self.bare and self.names else [])
        for a in areas:
            out.append(f"{card.id}@{a}")
            for named, ja in sorted(self.styles):
                out.append(f"{card.name if named else card.id}@{_JA_AREA[a] if ja else a}")
        return list(dict.fromkeys(out))


def _events(s: Any, sp: _Spelling) -> list[str]:
    if s.step == R.OVER:
        return _checks(s, sp)  # only what the recorder saw belongs after the end
    out = _setup(s, sp)
    if s.step != R.SETUP or _ready(s):
        for p in (0, 1):
            out += _main(s, sp, p) + _battle(s, sp, p) + _cleanup(s, sp, p) + _effects(s, sp, p)
        out += _fights(s, sp)
    out += [f"{name} {verb}" for name in s.players for verb in ("pass", "advance")]
    if s.follow.played:
        out += ["table undo"] + [f"{name} undo" for name in s.players]
    return out + _checks(s, sp)


def _ready(s: Any) -> bool:
    """The set-up is complete: the first event of play may come (else it is reported, CR-SETUP-*)."""
    return s.first >= 0 and all(s.crest) and s.drawn_setup == [R.HAND_START, R.HAND_START]


def _open(s: Any, step: int) -> bool:
    """May an event of ``step`` (of this turn) be legal now: the step is now or to come, or the table jumped
    over it and its first late event was reported already (the others are the same slip)."""
    if s.step == R.SETUP:
        return _ready(s)
    if step >= s.step:
        return True
    skipped = s.skipped
    return skipped is not None and skipped[0] == s.turn_no and skipped[1] <= step < skipped[2] and s.late_reported == skipped


def _step(s: Any, p: int, first_step: int) -> int:
    """Player ``p``'s step of a pair (MAIN1/MAIN2, MOVE1/MOVE2, CLEAN1/CLEAN2)."""
    return first_step if p == s.first else first_step + 1


def _distinct(cards: Any) -> list[Any]:
    """Each card once, in the order first met (cards are not hashable: by id)."""
    return list({c.id: c for c in cards}.values())


def _hidden(n: int) -> list[str]:
    """``n`` cards nobody saw: ``?? ?? ??`` (``??*3`` is the same words, tests/legality_probe.py)."""
    return [" ".join(["??"] * n)]


# -- the set-up ----------------------------------------------------------------------------------------

def _setup(s: Any, sp: _Spelling) -> list[str]:
    if s.step != R.SETUP:
        return []
    out: list[str] = []
    crests = [c for c in s.cs.order if c.kind == "crest"]
    for p, name in enumerate(s.players):
        if not s.deck_listed[p] and not len(s.deck[p]) and not s.drawn_setup[p]:
            out += [f"{name} deck {w}" for w in _hidden(R.DECK_SIZE)]
        if s.crest[p] is None:
            out += [f"{name} crest {w}" for c in crests for w in sp.card(c)]
        if not s.drawn_setup[p]:
            out.append(f"table shuffle {name}")
        if s.drawn_setup[p] < R.HAND_START:
            out += [f"{name} draw {w}" for k in range(1, R.HAND_START - s.drawn_setup[p] + 1) for w in _hidden(k)]
    if s.first < 0:
        out += [f"table first {name}" for name in s.players]
    return out


# -- the main phase ------------------------------------------------------------------------------------

def _hand(s: Any, p: int) -> list[Any]:
    """The cards ``p``'s hand may hold (known there, or an unseen card that may be it), and those a line has
    already named wrongly (a slip reported once: a later line naming it is not reported again)."""
    disputed = {s.card_of(c).id for c in s.ledger.disputed if c // 1000 == p and c % 1000 // R.COPY_SLOTS < len(s.deckable)}
    return [c for c in s.deckable if c.id in disputed or s._may_hold(s.hand[p], p, c)]


def _main(s: Any, sp: _Spelling, p: int) -> list[str]:
    name = s.players[p]
    out: list[str] = []
    if _open(s, _step(s, p, R.MAIN1)):
        hand = _hand(s, p)
        out += [f"{name} charge {w}" for c in hand for w in sp.card(c)]
        if len(s.hand[p]):
            out.append(f"{name} charge ??")  # some card of the hand, unseen
        for c in hand:
            cost, _clause = s._cost(p, c)
            # with ``pay N``, and a command's ``link N`` where the log writes it
            pays = ["", f" pay {cost}"]
            if c.kind == "unit":
                tails = [f"{t}{pay}" for t in ("", " R1", " R2") for pay in pays]
            else:  # (an area written after a command is not read: it goes to the link zone)
                links = ["", f" link {s.commands_this_turn[p] + 1}"] if sp.link else [""]
                tails = [f"{pay}{link}" for pay in pays for link in links] + [f" {a}" for a in R.AREAS]
            out += [f"{name} play {w}{t}" for w in sp.card(c) for t in tails]
    # a play taken back by the table (any step: the check looks at what was played this turn)
    played = _distinct(c for c, _paid in s.played_now[p])
    out += [f"{name} return {w}" for c in played for w in sp.card(c)]
    return out


# -- the battle ----------------------------------------------------------------------------------------

def _targets(frm: str) -> list[str]:
    """Where a unit in ``frm`` may be moved to: between a front and a rear, or from a front to a front (騎兵; the
    referee lets it name the front it is in, too)."""
    return [a for a in R.AREAS if not (frm in R.REARS and a in R.REARS)]


def _whereabouts(u: Any) -> tuple[str, ...]:
    """The areas a line may name a unit in: where it is, or anywhere when the referee put it in a rear itself
    (a retreat the log left out: a line naming it elsewhere is followed silently)."""
    return R.AREAS if u.unsure else (u.area,)


def _battle(s: Any, sp: _Spelling, p: int) -> list[str]:
    name = s.players[p]
    out: list[str] = []
    mine = [u for u in s.units if u.owner == p and u.pos == R.ACTIVE]
    if _open(s, _step(s, p, R.MOVE1)):
        for u in mine:
            # a unit that moved this turn may be named where it was: the referee may read the lines before
            # otherwise (referee/core/readings.py) and this one as in order
            card = s.cs.get(u.name)
            areas = R.AREAS if u.moved_turn == s.turn_no else _whereabouts(u)
            out += [f"{name} move {w} {frm} {to}" for frm in areas for to in _targets(frm) for w in sp.card(card)]
    if _open(s, R.ASSIGN1 if p == s.first else R.ASSIGN2):
        free = s.tokens[p] - sum(u.tokens for u in s.units if u.owner == p)
        most = max(free, _OPEN_MOST) if s.tokens_doubt[p] else free
        for u in mine:
            words = sp.unit(s.cs.get(u.name), _whereabouts(u))
            out += [f"{name} assign {n} {w}" for n in range(1, most + 1) for w in words]
    return out


def _fights(s: Any, sp: _Spelling) -> list[str]:
    """The first player's fights in the fronts not yet fought (with the winner and the VP, which are checked),
    and the retreats the winner of the last one owes."""
    out: list[str] = []
    if s.step == R.FIGHT and s.retreat_due is not None:
        winner, front, _due = s.retreat_due
        wn = s.players[winner]
        for u in s.units:
            if u.owner == winner and u.area == front:
                out += [f"{wn} retreat {w} {r}" for w in sp.unit(s.cs.get(u.name), (front,)) for r in R.REARS]
    if not _open(s, R.FIGHT) or s.first < 0:
        return out
    first = s.players[s.first]
    for front in R.FRONTS:
        if front in s.fought or not any(s._present(front)):
            continue
        pw = [s.power(0, front), s.power(1, front)]
        winner = 0 if pw[0] > pw[1] else 1 if pw[1] > pw[0] else -1
        said = s.players[winner] if winner >= 0 else "draw"
        gain = (2 if s.night() else 1) if winner >= 0 else 0
        out += [f"{first} fight {front}{t}" for t in ("", f" {said}", f" +{gain}", f" {said} +{gain}")]
    return out


# -- the clean-up --------------------------------------------------------------------------------------

def _cleanup(s: Any, sp: _Spelling, p: int) -> list[str]:
    name = s.players[p]
    if not _open(s, _step(s, p, R.CLEAN1)):
        return []
    deck = len(s.deck[p]) if s.deck_listed[p] else R.DECK_SIZE - s.drawn_setup[p]
    n = min(2, deck)
    out = [f"{name} draw {w}".rstrip() for w in _hidden(n)] + [f"{name} advance"]
    # the crest's 【クリンナップ・アクション】 in place of them (CR-CLEANUP-REPLACE)
    crest = s.crest[p]
    if crest is not None:
        offers = [e.inner for lv, effs in crest.levels.items() if lv <= s.level(p) for e in effs if e.verb == "cleanup-action"]
        allowed = sum(e.n for e in offers if e is not None and e.verb == "gain")
        out += [f"{name} gain {k} by {w}" for k in range(1, allowed + 1) for w in sp.card(crest)]
    return out


# -- effects ------------------------------------------------------------------------------------------------

def _numbers(card: Any) -> list[int]:
    """The numbers an effect the referee cannot read may mean (it accepts any): 1 to a few, and those its card's
    texts name."""
    texts = [e.text for e in (*card.on_enter, *card.reinforce, *card.effects) if not e.understood]
    texts += [e.text for effs in (*card.links.values(), *card.levels.values()) for e in effs if not e.understood]
    named = {int(x) for t in texts for x in re.findall(r"\d+", t) if 0 < int(x) <= 2 * _OPEN_MOST}
    return sorted(named | set(range(1, _OPEN_MOST + 1)))


def _effects(s: Any, sp: _Spelling, p: int) -> list[str]:
    """What each card's effect may still do for ``p`` now (``… by CARD``): the verbs its effects have, or any verb
    for an effect the referee cannot read (the log says what it did)."""
    name = s.players[p]
    out: list[str] = []
    hand = None
    deck = len(s.deck[p])
    for src in s.cs.order:
        b = s._budget(p, src)
        if b is None:
            continue
        text = bool(b.get("text"))
        for by in sp.card(src):
            tail = f" by {by}"
            ks = _numbers(src) if text else range(1, b.get("draw", 0) + 1)
            out += [f"{name} draw {w}{tail}" for k in ks if k <= max(deck, 1) for w in _hidden(k)]
            out.append(f"{name} draw{tail}")  # no card (the referee lets an effect draw none)
            ks = _numbers(src) if text else range(1, b.get("gain", 0) + 1)
            out += [f"{name} gain {k}{tail}" for k in ks]
            if text or b.get("charge"):
                hand = _hand(s, p) if hand is None else hand
                out += [f"{name} charge {w}{tail}" for c in hand for w in sp.card(c)]
                if len(s.hand[p]):
                    out.append(f"{name} charge ??{tail}")
            if text or b.get("move"):
                for u in s.units:
                    if u.owner == p:
                        out += [f"{name} move {w} {frm} {to}{tail}" for frm in _whereabouts(u) for to in _targets(frm)
                                for w in sp.card(s.cs.get(u.name))]
            if text or b.get("advance"):
                out.append(f"{name} advance{tail}")
            # 廃棄 and a card taken back: the referee lets any effect that may still act do them (it reads no
            # number in either), the card removed may be one nobody saw, and the card taken back any card
            out.append(f"{name} remove ??{tail}")
        for by in sp.card(src):  # any card, spelt as the source is; a card in play or counted, either way
            out += [f"{name} return {c.id if by == src.id else c.name} by {by}" for c in s.deckable]
            out += [f"{name} return {w} by {by}" for c in _returnable(s, p) for w in sp.card(c)]
    return out


def _returnable(s: Any, p: int) -> list[Any]:
    """The cards of ``p`` known on the battlefield, in the link zone, the crest zone or the count zone."""
    zones = (s.field[p], s.link[p], s.crestzone[p], *s.count[p][1:])
    return _distinct(s.card_of(cid) for z in zones for cid in z.known)


# -- what the recorder saw ------------------------------------------------------------------------------------

def _checks(s: Any, sp: _Spelling) -> list[str]:
    out = [f"table check turn {s.turn_no}", f"table check time {'night' if s.night() else 'day'}"]
    firsts = s.players if s.first < 0 else [s.players[s.first]]
    out += [f"table check first {name}" for name in firsts]
    for p, name in enumerate(s.players):
        out += [f"table check tokens {name} {s.tokens[p]}", f"table check vp {name} {s.vp[p]}",
                f"table check level {name} {s.level(p)}"]
        for k in range(4):
            for c in _distinct(s.card_of(cid) for cid in s.count[p][k].known):
                out += [f"table check count {name} {w} {k}" for w in sp.card(c)]
        for front in R.FRONTS:
            out.append(f"table check power {front} {name} {s.power(p, front)}")
    for u in s.units:
        out += [f"table check position {w} {s.players[u.owner]} {u.pos}" for w in sp.unit(s.cs.get(u.name), (u.area,))]
    return out
