"""The words a log may use, and what a mistyped one was meant to be ("did you mean").

Each game says which words it reads, by kind (``verb``, ``player``, ``card``, ``die``, ``area`` …), as
a :class:`Lexicon` of spellings (aliases, Japanese names and other spellings included) mapped to one
canonical name each. A word not in the lexicon is compared with every spelling of its kind: the names
within a small edit distance (a letter dropped, doubled, changed, or two letters swapped) are the
suggestions. When they all name one thing (a *unique near miss*), the referee reads the word as that
thing and says so; otherwise the word cannot be read. See docs/architecture.md ("Typos").
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from .messages import _, either


@lru_cache(maxsize=8192)
def fold(word: str) -> str:
    """The form words are compared in: NFKC, case folded, katakana as hiragana."""
    w = unicodedata.normalize("NFKC", word).casefold()
    return "".join(chr(ord(c) - 0x60) if "ァ" <= c <= "ヶ" else c for c in w)


def distance(a: str, b: str, limit: int = 2) -> int:
    """The optimal-string-alignment distance (insert, delete, substitute, swap two neighbours);
    anything above ``limit`` comes back as ``limit + 1``."""
    if a == b:
        return 0
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        best = cur[0]
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            v = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                v = min(v, prev2[j - 2] + 1)
            cur[j] = v
            best = min(best, v)
        if best > limit:
            return limit + 1
        prev2, prev = prev, cur
    return min(prev[len(b)], limit + 1)


def reach(word: str) -> int:
    """How far a typo of ``word`` may be from it: one edit for short words, two for long ones."""
    return 1 if len(word) <= 5 else 2


@dataclass
class Guess:
    """What an unknown word may have been: ``meant`` when one thing is unambiguously near, and the
    spellings that were near (for the message)."""

    word: str
    meant: str | None = None  # the canonical name, when unique
    near: list[str] = field(default_factory=list)  # near spellings, best first (a few, for a message)
    every: set[str] = field(default_factory=set)  # the canonical names of every near spelling


@dataclass
class Lexicon:
    """Spellings → canonical names, for one kind of word."""

    kind: str
    spellings: Mapping[str, str]

    def __contains__(self, word: str) -> bool:
        return word in self.spellings

    def get(self, word: str) -> str | None:
        return self.spellings.get(word)

    def guess(self, word: str) -> Guess:
        """The near misses of an unknown ``word`` (see the module's docstring). Remembered: a log asks
        about the same words against the same spellings many times (each reading of a line does)."""
        key = (self.kind, word, tuple(self.spellings.items()))
        got = _GUESSES.get(key)
        if got is None:
            if len(_GUESSES) > 4096:
                _GUESSES.clear()
            got = _GUESSES[key] = self._guess(word)
        return Guess(got.word, got.meant, list(got.near), set(got.every))

    def _guess(self, word: str) -> Guess:
        folded = fold(word)
        exact = {self.spellings[s] for s in self.spellings if fold(s) == folded}
        if len(exact) == 1:  # the same word in another case or width
            only = next(iter(exact))
            return Guess(word, only, [only], {only})
        limit = reach(folded)
        scored: list[tuple[int, str]] = []
        for s in self.spellings:
            d = distance(folded, fold(s), limit)
            if d <= limit:
                scored.append((d, s))
        if not scored:
            return Guess(word)
        scored.sort(key=lambda t: (t[0], len(t[1]), t[1]))
        best = scored[0][0]
        meant = {self.spellings[s] for d, s in scored if d == best}
        # one spelling per meaning (1H and 1h are the same card), written as the notation writes it (its canonical
        # name; a spelling of its own when the canonical name is not among the spellings)
        near: list[str] = []
        shown: set[str] = set()
        for _distance, s in scored:
            name = self.spellings[s]
            if name not in shown:
                shown.add(name)
                near.append(name if name in self.spellings else s)
        near = near[:6]
        every = {self.spellings[s] for _distance, s in scored}
        return Guess(word, next(iter(meant)) if len(meant) == 1 else None, near, every)


_GUESSES: dict[tuple[str, str, tuple[tuple[str, str], ...]], Guess] = {}


def lexicon(kind: str, words: Iterable[str] | Mapping[str, str]) -> Lexicon:
    """A lexicon from a mapping of spellings, or from plain names (each its own canonical name)."""
    if isinstance(words, Mapping):
        return Lexicon(kind, dict(words))
    return Lexicon(kind, {w: w for w in words})


def suggest(guess: Guess, japanese: bool = False, aliases: Mapping[str, Iterable[str]] | None = None) -> str:
    """``did you mean X?`` for a message, or ``""``. With ``japanese`` (the writer used Japanese), the
    Japanese spellings of the suggested names are listed too."""
    if not guess.near:
        return ""
    names = list(guess.near[:3])
    if japanese and aliases:
        for n in list(names):
            for a in aliases.get(n, ()):
                if a not in names and not a.isascii():
                    names.append(a)
    return _("did you mean {near}?", near=either(names))


def is_japanese(word: str) -> bool:
    return any(unicodedata.name(c, "").startswith(("CJK", "HIRAGANA", "KATAKANA")) for c in word)


def did_you_mean(word: str, choices: Iterable[object]) -> str:
    """" (did you mean X?)" for a mistyped ``word`` among ``choices`` ("" when nothing is near): the near misses the
    referee finds for a misspelt verb or card, for the command line's words (a command, an option, a ruling)."""
    names = [str(c) for c in choices]
    g = Lexicon("word", {c: c for c in names}).guess(word)
    near = [g.meant] if g.meant is not None else g.near[:3]
    return _(" (did you mean {near}?)", near=either(near)) if near else ""

