"""The games' events in Japanese, as the console lists them to a Japanese user (issue 32).

``legal`` lists the events the rules allow in the game's notation (canonical: ``Aki scout 7S``). In Japanese it
lists them in the game's Japanese notation, so that a Japanese player can type a line as it is listed:

1. as ``fmt`` writes a log written in Japanese (:func:`referee.api.canonical_for`): the verb and each word the
   game spells in Japanese (:meth:`~referee.core.table.TableState.japanese_words`,
   :meth:`~referee.core.table.TableState.in_japanese`): ``Aki スカウト 7S``;
2. then each word left in its notation spelling that has a Japanese one, where the game reads that spelling as
   the same word: a word of the game's glossary (:meth:`~referee.core.game.Game.japanese_terms`: a card ``♠7``), or
   a word of the line that is one of the game's verbs (ノゾクダイス's ``Aki play A take B4``: ``取る``, as the verb
   ``take`` is spelt): ``Aki スカウト ♠7``.

A respelling of the second kind is kept only where the game reads it alike: the console tries it (once a session
for each game, verb, place in the line and kind of word) on a listed line, with that word respelled and nothing
else, and keeps it when ``try`` accepts that line as it accepts the line without it. Then every line is judged
again as it will be listed, and a line that ``try`` would not accept so is listed in the plainer spelling that it
accepts (``fmt``'s, else the canonical one). So the Japanese list is exactly the events ``try`` accepts, one
legality as in English (referee/core/legality.py), and a line listed in Japanese is the same event as its English
line (``tests/test_console_ja.py`` holds both at positions of every game's recorded logs).

Nothing here names a game: the words come from each game's tables, and the decisions from its referee.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ..core import legality
from ..core.findings import BLAME
from ..core.game import State
from ..notation.model import LogError
from .messages import N_, _

#: the marks inside one word of the notation that join its parts (``歩兵@F2``, ``R1=3``, ``??*3``, ``D:2S``, ``2S>3S``)
JOINS = re.compile(r"([@=*:>])")
#: a usage's placeholders as a Japanese usage names them (the game's own placeholders stay as it writes them)
PLACEHOLDERS = {"PLAYER": N_("PLAYER"), "CARD": N_("CARD"), "DIE": N_("DIE"), "FACE": N_("FACE")}
PLACEHOLDER = re.compile(r"\b(PLAYER|CARD|DIE|FACE)\b")


def japanese_notation(state: State | None) -> bool:
    """Whether ``state``'s game writes its events in Japanese (a game of the table: its verbs' Japanese spellings)."""
    return state is not None and hasattr(state, "in_japanese") and hasattr(state, "japanese_words")


@dataclass(frozen=True)
class Respelling:
    """One word part of a line written in Japanese: where it is (word ``i`` of the line, part ``j`` of the word), its
    Japanese, and the decision it falls under (whether the game reads such a word so)."""

    i: int
    j: int
    ja: str
    key: tuple[Any, ...]


class JapaneseNotation:
    """How the console writes a game's events in Japanese, learning as it goes which words each game's referee reads
    in Japanese (see the module's docstring). One for a session: what it learns holds at every position."""

    def __init__(self) -> None:
        self._reads: dict[tuple[Any, ...], bool] = {}  # a decision (game, verb, place, kind) → the game reads it alike
        self._here: tuple[Any, ...] = ()  # (the position, its event count, its words by kind), made once for a position

    # -- the lines -------------------------------------------------------------------------------------------------

    @staticmethod
    def fmt(state: State, text: str, table: Mapping[str, str] | None = None) -> str:
        """``text`` (an event in canonical notation) as ``fmt`` writes it in a log written in Japanese (``table``: the
        position's :meth:`~referee.core.table.TableState.japanese_words`, when the caller has them)."""
        words = text.split()
        if len(words) < 2 or not japanese_notation(state):
            return text
        if table is None:
            table = state.japanese_words()  # type: ignore[attr-defined]
        return " ".join(state.in_japanese(words, table))  # type: ignore[attr-defined]

    def listed(self, state: State, options: dict[str, Any] | None, lines: list[str]) -> list[tuple[str, str]]:
        """``lines`` (events that ``try`` accepts at ``state``, canonical) as a Japanese user reads them in ``legal``:
        each as (its line in the game's Japanese notation that ``try`` accepts alike, else its English; its English),
        in their order. Two lines that are one event in two spellings (``Aki charge kihei``, ``Aki charge 騎兵``) are
        one line in Japanese, listed once."""
        if not lines or not japanese_notation(state):
            return [(line, line) for line in lines]
        table = state.japanese_words()  # type: ignore[attr-defined]
        base = [self.fmt(state, line, table) for line in lines]
        checked: dict[str, bool] = {}  # fmt's lines found legal here (a decision is made on a legal line only)
        full = [self._respelled(state, options, line, b, checked) for line, b in zip(lines, base)]
        known = {x for x, ok in checked.items() if ok}
        accepted = known | _accepted(state, [f for f in full if f not in checked], options)
        again = [b for f, b in zip(full, base) if f not in accepted and b != f and b not in checked]
        accepted |= _accepted(state, again, options)
        out: list[tuple[str, str]] = []
        seen: dict[str, str] = {}  # a line listed → the English line it is
        spelt = _spellings(state)
        for line, b, f in zip(lines, base, full):
            shown = next((x for x in (f, b) if x in accepted), line)
            if shown in seen:
                if _event(seen[shown], spelt) == _event(line, spelt):
                    continue  # the same event in another spelling: listed once
                shown = line
            seen[shown] = line
            out.append((shown, line))
        return out

    def line(self, state: State, options: dict[str, Any] | None, text: str) -> str:
        """``text`` (an event in canonical notation, the one the log has next at ``state``, legal or not) in the game's
        Japanese notation, with the respellings the game reads alike (a respelling not decided yet is decided on this
        line: it is read alike when ``try`` says the same of it, the same clauses, as of the line without it)."""
        if not japanese_notation(state):
            return text
        b = self.fmt(state, text)
        chosen = []
        english: list[tuple[str, str]] | None = None
        for r in self._respellings(state, text, b):
            ok = self._reads.get(r.key)
            if ok is None:
                if english is None:
                    english = _said(state, text, options)
                ok = self._reads[r.key] = _said(state, _apply(b, [r]), options) == english
            if ok:
                chosen.append(r)
        return _apply(b, chosen)

    def usage(self, state: State, usage: str, verb: str) -> str:
        """A verb's usage with its actor (``Sota open [SLOT =] CARD``) as a Japanese user reads it: the verb and the
        words the game spells in Japanese, the common placeholders in Japanese (``Sota オープン [SLOT =] カード``)."""
        words = usage.split()
        if len(words) < 2 or not japanese_notation(state):
            return usage
        table: Mapping[str, str] = state.japanese_words()  # type: ignore[attr-defined]
        words[1] = state.verb_spelling(verb, "あ") if words[1] == verb else words[1]  # type: ignore[attr-defined]
        game = state.game.name
        for i, w in enumerate(words[2:], 2):
            if w.isupper() or not w.isascii():
                words[i] = PLACEHOLDER.sub(lambda m: _(PLACEHOLDERS[m.group(1)]), w)
                continue
            bare = w.strip("[]…")
            said = [self._usage_word(state, table, game, verb, x) for x in bare.split("|")]  # (a choice: each word)
            words[i] = w.replace(bare, "|".join(said))
        return " ".join(words)

    def _usage_word(self, state: State, table: Mapping[str, str], game: str, verb: str, word: str) -> str:
        """A literal word of a usage in Japanese where the game spells it so, or reads it so (as decided on the listed
        lines of the session); as written otherwise."""
        ja = table.get(word)
        if ja is None:
            cand = self._candidate(state, word)
            if cand is not None and self._reads.get((game, verb, "word", word)):
                ja = cand
        return ja if ja is not None else word

    # -- the respellings --------------------------------------------------------------------------------------------

    def _respelled(self, state: State, options: dict[str, Any] | None, english: str, base: str,
                   checked: dict[str, bool]) -> str:
        chosen = []
        for r in self._respellings(state, english, base):
            ok = self._reads.get(r.key)
            if ok is None:
                ok = self._decide(state, options, base, r, checked)
            if ok:
                chosen.append(r)
        return _apply(base, chosen)

    def _decide(self, state: State, options: dict[str, Any] | None, base: str, r: Respelling,
                checked: dict[str, bool]) -> bool:
        """Whether the game reads ``r`` as the word it respells: ``base`` (a legal line in ``fmt``'s Japanese) with
        ``r`` alone is accepted by ``try``. Kept for the session; undecided (False, not kept) where ``base`` itself is
        not accepted here."""
        test = _apply(base, [r])
        if _accepted(state, [test], options):
            self._reads[r.key] = True
            return True
        if base not in checked:
            checked[base] = bool(_accepted(state, [base], options))
        if checked[base]:
            self._reads[r.key] = False
        return False

    def _kinds(self, state: State) -> dict[str, str]:
        """Each word the position reads (as the notation spells it) → its kind (``card``, ``die``, ``area`` …)."""
        if not self._here or self._here[0] is not state or self._here[1] != state.events:
            kinds: dict[str, str] = {}
            for kind, words in state.vocabulary().items():
                for w in words:
                    kinds.setdefault(w, kind)
            self._here = (state, state.events, kinds)
        return self._here[2]

    def _candidate(self, state: State, word: str) -> str | None:
        """The Japanese spelling of a word left in its notation spelling: the glossary's, else, for one of the game's
        verbs, the verb's; None when it has none."""
        terms = getattr(state.game, "japanese_terms", None)
        ja = terms().get(word) if terms is not None else None
        if ja is None and word in _verb_names(state):
            ja = state.verb_spelling(word, "あ")  # type: ignore[attr-defined]
        return ja if ja and ja != word else None

    def _respellings(self, state: State, english: str, base: str) -> list[Respelling]:
        """The word parts of ``base`` (``english`` in ``fmt``'s Japanese) that have a Japanese spelling yet: after the
        actor and the verb, any word but a player's name, an unseen card, a cost and numbers."""
        words = base.split()
        canonical = english.split()
        if len(words) < 3 or len(canonical) != len(words):
            return []
        verb = canonical[1]
        people = {*getattr(state, "players", ()), "table"}
        kinds = self._kinds(state)
        game = state.game.name
        out = []
        for i, w in enumerate(words[2:], 2):
            if w.startswith("$") or w in people or not any(c.isascii() and c.isalpha() for c in w):
                continue
            for j, part in enumerate(JOINS.split(w)):
                if j % 2 or part in people or not part.isascii() or not any(c.isalpha() for c in part):
                    continue
                ja = self._candidate(state, part)
                if ja is None:
                    continue
                kind = kinds.get(part)
                key = (game, verb, i, j, kind) if kind is not None else (game, verb, "word", part)
                out.append(Respelling(i, j, ja, key))
        return out


def in_terms(state: State, text: str) -> str:
    """A text a game says of a position (its phase: BlackPoker's ``ステージ: down:3S``) with each of the game's words
    left in it in its notation spelling, part by part, as the game's glossary names it (``ステージ: ダウン:♠3``), as the
    game's Japanese messages name them: a text to read, not a line to type."""
    terms = getattr(state.game, "japanese_terms", None)
    table: Mapping[str, str] = terms() if terms is not None else {}
    if not table:
        return text

    def word(w: str) -> str:
        if not w.isascii() or not any(c.isalpha() for c in w):
            return w
        return "".join(table.get(p, p) if i % 2 == 0 else p for i, p in enumerate(JOINS.split(w)))

    return " ".join(word(w) for w in text.split(" "))


def _apply(line: str, respellings: Iterable[Respelling]) -> str:
    words = line.split()
    parts = {i: JOINS.split(w) for i, w in enumerate(words)}
    touched = set()
    for r in respellings:
        parts[r.i][r.j] = r.ja
        touched.add(r.i)
    return " ".join("".join(parts[i]) if i in touched else w for i, w in enumerate(words))


def _verb_names(state: State) -> set[str]:
    return {v.name for v in state.game.verbs}


def _spellings(state: State) -> dict[str, str]:
    """Each word the position reads (every spelling) → the word it is (its canonical name)."""
    return {w: name for words in state.vocabulary().values() for w, name in words.items()}


def _event(line: str, spelt: Mapping[str, str]) -> list[str]:
    """A line's words as the words they are (``kihei`` and ``騎兵`` alike; ``弓兵@前線2`` part by part)."""
    return ["".join(spelt.get(p, p) for p in JOINS.split(w)) for w in line.split()]


def _accepted(state: State, texts: list[str], options: dict[str, Any] | None) -> set[str]:
    """Those of ``texts`` that ``try`` calls legal at ``state``, judged as ``legal`` judges its candidates."""
    if not texts:
        return set()
    return set(legality._legal_texts(state, texts, options))  # the one test legal makes its list with


def _said(state: State, text: str, options: dict[str, Any] | None) -> list[tuple[str, str]]:
    """What ``try`` says of ``text`` at ``state``, as the clauses of what it breaks or cannot read."""
    answer = legality.judge_text(state, text, options)
    if isinstance(answer, LogError):
        return [("error", answer.code)]
    return sorted((f.kind, f.clause) for f in (*answer.findings, *answer.earlier) if f.kind in BLAME)


__all__ = ["JapaneseNotation", "in_terms", "japanese_notation"]
