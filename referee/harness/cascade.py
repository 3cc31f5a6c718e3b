"""The cascade figure: one slip in a log must give one finding, not a cascade against the innocent.

A *slip* is one mistake of a real table or of its recorder, made to one event of a log that the
referee has already judged (the *base*): a misspelt actor, verb or card, an event moved earlier or
later, deleted or written twice, done by the wrong player, or a card swapped for another. The
slipped log is judged again and its findings are compared with the base's (lines mapped across the
edit). A finding the base did not have is *new*. New findings are allowed on the slip's own line and
on the first line after the slip point that carries a new finding (the event that proves the slip; when
no event follows the slip, the end of the log proves it, and its finding may be on the last event);
every other new violation or notation error is a *cascade* finding: a finding against a player who
did nothing new. New unverifiable checks elsewhere accuse nobody; they are counted apart (*doubts*).
Claim lines are left out of both: the scores are compared directly.

The scores are compared too: a misspelling does not change what happened at the table, so the
referee's scores must be those of the base.

Nothing here decides what is legal: the base logs are the bundled recorded games and games the
engines generate from their own legal-move listing. Used by ``scripts/cascade.py`` (the figures in
docs/slips.md) and ``tests/test_cascade.py`` (the target, and the regressions kept in
``tests/regressions/cascade/``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..core import game as registry
from ..core.findings import UNVERIFIABLE, Verdict
from ..core.referee import check
from ..core.words import fold
from ..notation.model import Claim, Event
from ..notation.reader import LogReader

#: the kinds of slip, in the order the figures list them
KINDS = (
    "actor-typo",  # the actor's name misspelt
    "verb-typo",  # the verb misspelt
    "card-typo",  # a card (die, area) misspelt
    "earlier",  # the event written one to three events too early
    "later",  # … too late
    "deleted",  # the event left out
    "duplicated",  # the event written twice
    "wrong-actor",  # another player did it
    "card-swap",  # another card (die) in its place
)
#: slips that do not change what happened at the table: the scores must not change
SAME_PLAY = ("actor-typo", "verb-typo", "card-typo")


@dataclass
class Base:
    """A judged log: its lines, its events' line numbers and its verdict."""

    name: str  # for the report: a path, or "generated <game> #N"
    path: str  # where set files are looked up
    lines: list[str]
    events: list[int]  # 0-based indices into ``lines`` of the event lines
    verdict: Verdict
    vocabulary: dict[str, dict[str, str]]
    players: list[str]
    verbs: dict[str, str]  # every spelling -> verb
    game: str


@dataclass
class Outcome:
    base: str
    game: str
    kind: str
    line: int  # the slip's line in the slipped log (1-based)
    slipped: str  # the slipped line (or the deleted one)
    new: list[str] = field(default_factory=list)  # new findings, as text
    cascade: list[str] = field(default_factory=list)  # new violations and errors off the slip and its proof
    doubts: list[str] = field(default_factory=list)  # new unverifiable checks off the slip and its proof
    same_scores: bool | None = None  # None: the scores are not compared for this kind
    scores: str = ""  # "same", "unknown" (the referee cannot tell; never a wrong score) or "different"
    internal: list[str] = field(default_factory=list)  # the referee failed (a bug of ours)
    text: str = ""  # the slipped log

    @property
    def contained(self) -> bool:
        return not self.cascade


def judge(text: str, path: str) -> Verdict:
    return check(LogReader.from_text(text, path))


def base_of(text: str, path: str, name: str | None = None) -> Base | None:
    """The base for a log, or None when it names no game the referee knows."""
    verdict = judge(text, path)
    reader = LogReader.from_text(text, path)
    header = reader.header()
    game = registry.get(header.game) if header.game else None
    if game is None:
        return None
    events = [item.line - 1 for item in reader if isinstance(item, Event)]
    from ..core.referee import start

    _, state, _ = start(LogReader.from_text(text, path))
    if state is None or not events:
        return None
    verbs: dict[str, str] = {}
    for v in game.verbs:
        for s in (v.name, *v.aliases):
            verbs[s] = v.name
    return Base(name or path, path, text.splitlines(), events, verdict, state.vocabulary(), list(header.players), verbs, game.name)


# -- making slips ------------------------------------------------------------------------------------

_KEYS = "abcdefghijklmnopqrstuvwxyz"


def typo(word: str, rng: random.Random) -> str:
    """One keyboard slip in ``word``: a letter dropped, doubled, changed, or two letters swapped."""
    chars = list(word)
    n = len(chars)
    ops = ["drop", "double", "change"] + (["swap"] if n >= 2 else [])
    if n == 1:
        ops.remove("drop")
    op = rng.choice(ops)
    i = rng.randrange(n)
    if op == "drop":
        del chars[i]
    elif op == "double":
        chars.insert(i, chars[i])
    elif op == "swap":
        i = min(i, n - 2)
        chars[i], chars[i + 1] = chars[i + 1], chars[i]
    else:
        c = chars[i]
        if c.isascii():
            pool = "0123456789" if c.isdigit() else _KEYS.upper() if c.isupper() else _KEYS
        else:
            pool = "アイウエオカキクケコサシスセソタチツテトナニヌネノ"
        chars[i] = rng.choice([x for x in pool if x != c])
    return "".join(chars)


def _tokens(line: str) -> tuple[str, str]:
    """A line split into its content and its comment (kept as written)."""
    if "#" in line:
        i = line.index("#")
        return line[:i], line[i:]
    return line, ""


def _card_tokens(base: Base, toks: list[str]) -> list[tuple[int, str, str, str]]:
    """The argument tokens naming a card, die or area: (index, kind, the word, what surrounds it as a
    format string)."""
    out = []
    for i in range(2, len(toks)):
        tok = toks[i]
        for sep in ("", "@", "="):  # NAME, NAME@AREA, DIE=FACE
            if sep and sep not in tok:
                continue
            word, _, rest = tok.partition(sep) if sep else (tok, "", "")
            kind = next((k for k, words in base.vocabulary.items() if word in words and len(set(words.values())) > 1),
                        None)  # (a word of a kind with one name, ノゾクダイス's arrow ``->``/``→``, names no card)
            if kind is not None:
                out.append((i, kind, word, "{}" + (sep + rest if sep else "")))
                break
    return out


def _known_word(base: Base, word: str) -> bool:
    f = fold(word)
    every = [*base.players, "table", *base.verbs, *(w for ws in base.vocabulary.values() for w in ws)]
    return any(fold(w) == f for w in every)


def make_slip(base: Base, kind: str, rng: random.Random) -> tuple[list[str], list[int | None], list[int], int] | None:
    """Slip one event: the new lines, the original line (0-based) of each new line (None: inserted),
    the slip's own lines (0-based, in the new text) and the slip point (the first new line that differs).
    None when this log offers no such slip."""
    lines = base.lines
    origin: list[int | None] = list(range(len(lines)))
    events = base.events
    if kind in ("earlier", "later"):
        k = rng.randrange(len(events))
        d = rng.randint(1, 3)
        j = k - d if kind == "earlier" else k + d
        if not 0 <= j < len(events):
            return None
        new = list(lines)
        src, dst = events[k], events[j]
        moved = new.pop(src)
        o = origin.pop(src)
        new.insert(dst, moved)
        origin.insert(dst, o)
        if new == lines:
            return None
        return new, origin, [dst], min(src, dst)
    if kind == "deleted":
        k = events[rng.randrange(len(events))]
        new = lines[:k] + lines[k + 1:]
        origin = origin[:k] + origin[k + 1:]
        return new, origin, [], k
    if kind == "duplicated":
        k = events[rng.randrange(len(events))]
        new = lines[: k + 1] + [lines[k]] + lines[k + 1:]
        origin = origin[: k + 1] + [None] + origin[k + 1:]
        return new, origin, [k, k + 1], k + 1
    # slips inside one line
    order = list(events)
    rng.shuffle(order)
    for k in order:
        content, comment = _tokens(lines[k])
        toks = content.split()
        if len(toks) < 2:
            continue
        edited = _edit(base, kind, toks, rng)
        if edited is None:
            continue
        new = list(lines)
        new[k] = " ".join(edited) + ("   " + comment if comment else "")
        return new, origin, [k], k
    return None


def _edit(base: Base, kind: str, toks: list[str], rng: random.Random) -> list[str] | None:
    toks = list(toks)
    if kind == "actor-typo":
        if toks[0] == "table":
            return None
        w = _fresh_typo(base, toks[0], rng)
        if w is None:
            return None
        toks[0] = w
        return toks
    if kind == "verb-typo":
        w = _fresh_typo(base, toks[1], rng)
        if w is None:
            return None
        toks[1] = w
        return toks
    if kind == "wrong-actor":
        if toks[0] == "table" or toks[0] not in base.players or len(base.players) < 2:
            return None
        toks[0] = rng.choice([p for p in base.players if p != toks[0]])
        return toks
    cards = _card_tokens(base, toks)
    if not cards:
        return None
    i, ck, word, fmt = rng.choice(cards)
    if kind == "card-typo":
        w = _fresh_typo(base, word, rng)
    else:  # card-swap: another canonical name of the same kind
        words = base.vocabulary[ck]
        others = sorted({c for c in words.values() if c != words[word]})
        w = rng.choice(others) if others else None
    if w is None:
        return None
    toks[i] = fmt.format(w)
    return toks


def _fresh_typo(base: Base, word: str, rng: random.Random) -> str | None:
    """A typo of ``word`` that is no word of this log's game (else it is another slip kind)."""
    for _ in range(12):
        w = typo(word, rng)
        if w and w != word and not _known_word(base, w) and not w.startswith("#") and w != "??":
            return w
    return None


# -- judging a slip --------------------------------------------------------------------------------


def _eff_line(f: Any) -> int:
    return f.discovered.line if f.discovered is not None else f.position.line


def outcome(base: Base, kind: str, rng: random.Random) -> Outcome | None:
    made = make_slip(base, kind, rng)
    if made is None:
        return None
    new_lines, origin, slip_lines, point = made
    text = "\n".join(new_lines) + "\n"
    verdict = judge(text, base.path)
    # the base's findings, at their lines in the slipped log
    where = {o: i + 1 for i, o in enumerate(origin) if o is not None}
    last = len(new_lines) + 1
    expected: Counter[tuple[str, str, int]] = Counter()
    for f in base.verdict.findings:
        line = _eff_line(f)
        mapped = where.get(line - 1, last if line > len(base.lines) else -1)
        expected[(f.kind, f.clause, mapped)] += 1
    claims = {item.line for item in LogReader.from_text(text, base.path) if isinstance(item, Claim)}
    claims |= {i + 1 for i, line in enumerate(new_lines) if line.lstrip().startswith("claim")}
    new = []
    for f in verdict.findings:
        key = (f.kind, f.clause, _eff_line(f))
        if expected[key] > 0:
            expected[key] -= 1
        else:
            new.append(f)
    own = {i + 1 for i in slip_lines}
    later = sorted(_eff_line(f) for f in new if f.kind != UNVERIFIABLE and _eff_line(f) not in own and _eff_line(f) > point
                   and _eff_line(f) not in claims)
    proof = later[0] if later else None
    if proof is None and not any(line.strip() and not line.lstrip().startswith(("#", "claim")) for line in new_lines[point:]):
        # nothing happens after the slip: the end of the log proves it, said at the log's last event
        ends = [_eff_line(f) for f in new if f.kind != UNVERIFIABLE and _eff_line(f) not in own and _eff_line(f) not in claims]
        proof = max(ends) if ends else None
    off = [f for f in new if _eff_line(f) not in own and _eff_line(f) != proof and _eff_line(f) not in claims]
    out = Outcome(base.name, base.game, kind, (slip_lines[0] + 1) if slip_lines else point + 1,
                  new_lines[slip_lines[0]] if slip_lines else base.lines[point] if point < len(base.lines) else "",
                  [str(f) for f in new], [str(f) for f in off if f.kind != UNVERIFIABLE],
                  [str(f) for f in off if f.kind == UNVERIFIABLE], text=text)
    out.internal = [str(f) for f in verdict.findings if f.clause == "REFEREE-INTERNAL"]
    if kind in SAME_PLAY:
        a = base.verdict.result.scores if base.verdict.result else None
        b = verdict.result.scores if verdict.result else None
        out.same_scores = a == b
        if a == b:
            out.scores = "same"
        elif a is not None and b is not None and all(b.get(p) in (None, v) for p, v in a.items()):
            out.scores = "unknown"
        else:
            out.scores = "different"
    return out


def slips(base: Base, rng: random.Random, per_kind: int = 1, kinds: Iterable[str] = KINDS) -> Iterator[Outcome]:
    for kind in kinds:
        for _ in range(per_kind):
            o = outcome(base, kind, rng)
            if o is not None:
                yield o


# -- bases: the recorded games and generated ones -------------------------------------------------


def recorded(root: Path) -> Iterator[Base]:
    """Every bundled recorded game that names a known game (the bad-input ones too, when they do)."""
    for p in sorted(root.rglob("*.log")):
        try:
            text = p.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue  # a log that is not text cannot be slipped line by line
        b = base_of(text, str(p), str(p.relative_to(root.parent)))
        if b is not None:
            yield b


def generated(game: str, n: int, seed: int = 0) -> Iterator[Base]:
    """``n`` games generated through the engine's legal-move listing, every other one as an observer
    would record it (hidden cards as ``??``), with the players' claims."""
    rng = random.Random(seed)
    for i in range(n):
        text = _generated_text(game, rng, observer=i % 2 == 1)
        b = base_of(text, f"<generated {game} #{i}>", f"generated {game} #{i}")
        if b is not None:
            yield b


def _generated_text(game: str, rng: random.Random, observer: bool) -> str:
    g = registry.get(game)
    if g is None:
        raise ValueError(f"no game {game!r}")
    return g.random_log(rng, observer)


#: the games with random play (``Game.random_log``): every one of them is measured
GENERATED_GAMES = tuple(g.name for g in registry.all_games() if type(g).random_log is not registry.Game.random_log)


# -- figures ---------------------------------------------------------------------------------------


@dataclass
class Tally:
    slips: int = 0
    contained: int = 0
    new: int = 0
    cascade: int = 0
    doubts: int = 0
    scored: int = 0
    same_scores: int = 0
    unknown_scores: int = 0
    internal: int = 0

    def add(self, o: Outcome) -> None:
        self.slips += 1
        self.contained += o.contained
        self.new += len(o.new)
        self.cascade += len(o.cascade)
        self.doubts += len(o.doubts)
        self.internal += bool(o.internal)
        if o.same_scores is not None:
            self.scored += 1
            self.same_scores += o.same_scores
            self.unknown_scores += o.scores == "unknown"

    @property
    def rate(self) -> float:
        return self.contained / self.slips if self.slips else 1.0


def tally(outcomes: Iterable[Outcome]) -> dict[tuple[str, str], Tally]:
    """Per (game, kind), and per (game, "all")."""
    out: dict[tuple[str, str], Tally] = {}
    for o in outcomes:
        for key in ((o.game, o.kind), (o.game, "all")):
            out.setdefault(key, Tally()).add(o)
    return out


__all__ = ["KINDS", "SAME_PLAY", "Base", "Outcome", "Tally", "base_of", "make_slip", "outcome", "slips", "recorded",
           "generated", "tally", "typo", "GENERATED_GAMES"]
