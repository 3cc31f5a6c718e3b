"""Standard playing cards, shared by every game played with a French-suited deck.

A card is a small int so that the hot path compares and hashes integers:
``suit * 13 + (rank - 1)`` for the 52 suited cards and ``JOKER`` (52) for the
Joker. ``None`` stands for a card the recorder did not see (``??``).

Spelling is forgiving, meaning is strict: ``7S``, ``7s``, ``7♠`` and ``７Ｓ``
(after NFKC) are the same card, as are ``10H``, ``TH`` and ``10♥``.
"""

from __future__ import annotations

SUITS = "SHDC"
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}
JOKER = 52
UNKNOWN = "??"


def make(rank: int, suit: str) -> int:
    """The card of ``rank`` (1..13) and ``suit`` (one of ``SHDC``)."""
    return SUITS.index(suit) * 13 + rank - 1


def rank_of(card: int) -> int:
    """1..13 for suited cards, 0 for the Joker."""
    return 0 if card == JOKER else card % 13 + 1


def suit_of(card: int) -> str | None:
    return None if card == JOKER else SUITS[card // 13]


def text(card: int | None) -> str:
    """Canonical spelling: ``AS``, ``10H``, ``KD``, ``JK``; ``??`` for unknown."""
    if card is None:
        return UNKNOWN
    if card == JOKER:
        return "JK"
    rank = card % 13 + 1
    return f"{RANK_TEXT.get(rank, str(rank))}{SUITS[card // 13]}"


def pretty(card: int | None) -> str:
    """Spelling with suit symbols, for people: ``A♠``, ``10♥``, ``JK``."""
    if card is None or card == JOKER:
        return text(card)
    rank = card % 13 + 1
    return f"{RANK_TEXT.get(rank, str(rank))}{SUIT_SYMBOLS[SUITS[card // 13]]}"


def _spellings() -> dict[str, int]:
    ranks: dict[int, list[str]] = {r: [str(r)] for r in range(2, 11)}
    ranks[1] = ["A", "1"]
    ranks[10].append("T")
    ranks[11] = ["J"]
    ranks[12] = ["Q"]
    ranks[13] = ["K"]
    suits = {
        "S": ["S", "♠", "♤"],
        "H": ["H", "♥", "♡"],
        "D": ["D", "♦", "♢"],
        "C": ["C", "♣", "♧"],
    }
    table: dict[str, int] = {}
    for rank, rank_names in ranks.items():
        for suit, suit_names in suits.items():
            card = make(rank, suit)
            for rn in rank_names:
                for sn in suit_names:
                    for r in {rn, rn.lower()}:
                        for s in {sn, sn.lower()}:
                            table[r + s] = card
                            table[s + r] = card  # "S7", "♠7" are common too
    for joker in ("JK", "jk", "Jk", "JOKER", "Joker", "joker", "ジョーカー", "🃏", "JKR", "jkr"):
        table[joker] = JOKER
    return table


SPELLINGS: dict[str, int] = _spellings()

RANKS: tuple[int, ...] = tuple(rank_of(c) for c in range(53))  # rank_of as a table, for hot loops

FULL_DECK: frozenset[int] = frozenset(range(53))
SUITED: frozenset[int] = frozenset(range(52))


def parse(token: str) -> int | None:
    """The card a token names, ``None`` for ``??``; raises ``KeyError`` otherwise."""
    if token == UNKNOWN:
        return None
    return SPELLINGS[token]
