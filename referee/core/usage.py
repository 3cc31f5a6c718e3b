"""A verb's arguments, typed: what each word of a line of that verb is.

A game writes each verb's usage as its players read it (``PLAYER play CARD [R1|R2] [pay N] [link N]``). The
usage is read here once, when the verb is declared, into its actor and its arguments (:class:`Arg`), each of a
:class:`Kind`: a player, a card, a die, a number, one of some literal words, a literal word, a cost, free text,
or a thing of the game's own (a front, a slot, a role). A placeholder's kind comes from its name: the names every
game shares are in :data:`KINDS`; a game declares its own beside its verbs (``Verb(..., kinds=...)``), and a
placeholder of no declared kind is an error where the verb is declared, never a guess at run time.

The grammar of a usage: forms separated by `` | `` (the first is the usual one); words separated by spaces;
``[ … ]`` an optional group; ``…`` after a word, repeated; ``[*N]`` after a card, a count of that card;
``a|b`` one of those words (a placeholder among them: that thing, or one of the words); an upper-case word
(``CARD``, ``UNIT@AREA``, ``DIE=FACE``) a placeholder; ``$…`` a cost; ``…`` alone, anything more; any other
word is written as it is.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum


class Kind(Enum):
    """What an argument is."""

    PLAYER = "player"  # a player's name
    CARD = "card"  # a card (``??`` when unseen)
    DIE = "die"  # a die, or a die and its face
    NUMBER = "number"
    CHOICE = "choice"  # one of some literal words (``charge|drive``)
    WORD = "word"  # a literal word (``->``, ``by``, ``kami``)
    COST = "cost"  # a cost, as the game writes it (``$BL``)
    TEXT = "text"  # free text to the end of the line
    THING = "thing"  # a thing of the game's own: a front, a slot, a role, an area


#: the placeholders every game's usage may use, by kind (a game adds its own with ``Verb(kinds=...)``)
KINDS: Mapping[str, Kind] = {
    "PLAYER": Kind.PLAYER, "ACTOR": Kind.PLAYER, "CARD": Kind.CARD, "DIE": Kind.DIE, "DIE=FACE": Kind.DIE, "N": Kind.NUMBER,
    "NUMBER": Kind.NUMBER, "…": Kind.TEXT,
}

_WORD = re.compile(r"\S+")


@dataclass(frozen=True, slots=True)
class Arg:
    """One argument of a verb: the placeholder or word its usage writes, its kind, whether it may be left out or
    repeated, and the literal words it may be (a choice, or a literal word itself)."""

    text: str
    kind: Kind
    optional: bool = False
    repeated: bool = False
    choices: tuple[str, ...] = ()

    def example(self, other_player: str) -> str:
        """The argument as a line that does not know it yet writes it: an unseen card or die ``??``, a player
        ``other_player``, a choice its first word, a literal word or a cost's mark itself."""
        if self.choices:
            return self.choices[0]
        if self.kind is Kind.PLAYER:
            return other_player
        return "??"


@dataclass(frozen=True, slots=True)
class Signature:
    """A usage, read: who does it (``table``, or a placeholder of a player) and its arguments, in order."""

    actor: str
    by_table: bool
    args: tuple[Arg, ...]


def read_usage(usage: str, kinds: Mapping[str, Kind] = {}) -> Signature:
    """The first form of ``usage``, read (see the module's docstring); ``kinds``: the game's own placeholders.
    Raises ValueError for a placeholder of no kind, an unbalanced group or a usage without a verb."""
    known = {**KINDS, **kinds}
    form = usage.split(" | ")[0] if not _in_group(usage) else usage
    words = _words(form)
    if len(words) < 2:
        raise ValueError(f"a usage names the actor and the verb: {usage!r}")
    (actor, _o, _r), _verb = words[0], words[1]
    by_table = actor == "table"
    if not by_table and known.get(actor) is not Kind.PLAYER:
        raise ValueError(f"{usage!r}: the actor {actor!r} is neither table nor a player's placeholder")
    args: list[Arg] = []
    for text, optional, repeated in words[2:]:
        args.append(_arg(text, optional, repeated, known, usage))
        if args[-1].kind is Kind.TEXT:
            break  # free text: the rest of the line (``WHAT IT DID``)
    return Signature(actor, by_table, tuple(args))


def _in_group(usage: str) -> bool:
    """Whether the first `` | `` of ``usage`` is inside an optional group (then it separates no forms)."""
    at = usage.find(" | ")
    return at >= 0 and usage.count("[", 0, at) > usage.count("]", 0, at)


def _words(form: str) -> list[tuple[str, bool, bool]]:
    """The words of a form, each with whether it is in an optional group and whether it is repeated; a group's
    alternatives (``[-> TOP/FRONT | -> TOP]``): the first."""
    out: list[tuple[str, bool, bool]] = []
    depth = 0
    skipping = False
    for w in _WORD.findall(form):
        opens, closes = w.count("["), w.count("]")
        core = w.strip("[]")
        if w.startswith("[") and core.startswith("*"):  # CARD[*N]: written as one word, not a group
            opens = closes = 0
        depth += w.startswith("[") and opens or 0
        if core == "|" and depth:
            skipping = True  # the rest of the group: another way to write it
        elif core and not skipping:
            out.append((core, depth > 0, core.endswith("…") and core != "…"))
        depth -= w.endswith("]") and closes or 0
        if depth < 0:
            raise ValueError(f"an unbalanced group in {form!r}")
        if not depth:
            skipping = False
    if depth:
        raise ValueError(f"an unbalanced group in {form!r}")
    return out


def _arg(text: str, optional: bool, repeated: bool, known: Mapping[str, Kind], usage: str) -> Arg:
    bare = text.removesuffix("…") if text != "…" else text
    bare = bare.removesuffix("[*N]")
    if bare.startswith("$") and len(bare) > 1:
        return Arg(text, Kind.COST, optional, repeated, (bare,))  # (written as it is, its items after it)
    parts = bare.split("|")
    kinds = [_kind(p, known, usage) for p in parts]
    words = tuple(p for p, k in zip(parts, kinds) if k is None or k is Kind.WORD)
    things = [k for k in kinds if k is not None and k is not Kind.WORD]
    if not things:
        return Arg(text, Kind.CHOICE if len(parts) > 1 else Kind.WORD, optional, repeated, words)
    return Arg(text, things[0], optional, repeated, words)


def _kind(word: str, known: Mapping[str, Kind], usage: str) -> Kind | None:
    """The kind of a placeholder, :attr:`Kind.WORD` for a word the game declares literal, None for any other literal
    word; an upper-case word of no declared kind is an error."""
    kind = known.get(word)
    if kind is None and any(c.isalpha() for c in word) and word == word.upper():
        raise ValueError(f"{usage!r}: the placeholder {word!r} has no kind (declare it in the verb's kinds)")
    return kind
