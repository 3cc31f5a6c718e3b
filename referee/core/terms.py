"""Each game's glossary: its words as the notation spells them → the game's own Japanese terms.

A Japanese message names a card, a verb, a zone or a part of a score as a Japanese player says it (issue 32): the
rulebook's spelling, one spelling each. A game declares its glossary (:meth:`referee.core.game.Game.japanese_terms`,
made from the tables below and the game's own words); its message catalogue says every text part that is one of
those words in Japanese (:func:`referee.i18n.terms_of`), and the core says a game's word it puts in a message as a
:class:`referee.i18n.Term` (:func:`term`). ``docs/ja/glossary.md`` is written from the same tables
(``scripts/glossary.py``), and ``tests/test_japanese_terms.py`` fails when a Japanese message still names a word of
the glossary in its notation spelling.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from . import cards as C
from .words import is_japanese

if TYPE_CHECKING:
    from .game import Verb

#: the suits as a Japanese message marks them (カーテンコール, ノゾクダイス's cards are others)
SUIT_MARKS = C.SUIT_SYMBOLS
#: BlackPoker's rulebook writes its suits ♠♡♢♣
WHITE_SUIT_MARKS = {"S": "♠", "H": "♡", "D": "♢", "C": "♣"}
JOKER_JA = "ジョーカー"


def playing_card(card: int, marks: Mapping[str, str] = SUIT_MARKS) -> str:
    """A playing card as a Japanese player writes it: the suit's mark, then the number (``♠7``, ``♥A``, ``♦10``);
    the Joker ジョーカー. (The notation reads these spellings too.)"""
    if card == C.JOKER:
        return JOKER_JA
    rank = card % 13 + 1
    return f"{marks[C.SUITS[card // 13]]}{C.RANK_TEXT.get(rank, str(rank))}"


def playing_cards(marks: Mapping[str, str] = SUIT_MARKS) -> dict[str, str]:
    """Every playing card's notation spelling (``7S``, ``JK``) → its Japanese (:func:`playing_card`)."""
    return {C.text(c): playing_card(c, marks) for c in range(53)}


def verb_terms(verbs: Iterable[Verb]) -> dict[str, str]:
    """Each verb's name → its first Japanese spelling (the game's table lists the rulebook's first)."""
    out: dict[str, str] = {}
    for v in verbs:
        ja = next((a for a in v.aliases if is_japanese(a)), None)
        if ja is not None:
            out[v.name] = ja
    return out


def glossary(name: str) -> Callable[[str], str]:
    """How the game ``name``'s Japanese messages say its words (its messages module gives this to its catalogue:
    ``catalogue(__package__, …, lambda: glossary(NAME))``; made at the first message, when the rules are loaded)."""
    from ..i18n import terms_of
    from .game import get

    game = get(name)
    return terms_of(game.japanese_terms() if game is not None else {})


def term(game: Any, word: object) -> object:
    """``word`` (a game's word in a core message: a verb, a part of a score, a card) as a :class:`Term` a Japanese
    message says as the game's term; anything else as it is."""
    from ..i18n import Term

    if not isinstance(word, str):
        return word
    ja = game.japanese_terms().get(word) if game is not None else None
    return Term(word, ja) if ja is not None else word


__all__ = ["JOKER_JA", "glossary", "SUIT_MARKS", "WHITE_SUIT_MARKS", "playing_card", "playing_cards", "term", "verb_terms"]
