"""Issue 32: a Japanese message names a game's cards, verbs, zones and parts of a score with the game's own Japanese
terms (its glossary: ``Game.japanese_terms``, referee/core/terms.py, docs/ja/glossary.md), never with the notation's
English spelling (``actor1``, ``7S``, ``scout``).

Every bundled log of each game (scenarios/, the regressions) and generated games of each game with a slip in them
are checked in Japanese; each finding's message and expectation is split into its ASCII words, and a word that is
one of the game's glossary words is a fault, unless the log line the finding points at has it (the recorder's own
words, quoted back).
"""

from __future__ import annotations

import random
import re
from collections import defaultdict
from pathlib import Path

import pytest

from referee import i18n
from referee.core.game import get as get_game
from referee.core.referee import check_text
from referee.harness import properties as P

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("curtain-call", "crown-crest", "nozoku", "blackpoker", "eitsuku")
WORD = re.compile(r"[A-Za-z0-9?][A-Za-z0-9?'-]*")
CLAUSE = re.compile(r"\b[A-Z]{2,4}(?:-[A-Z0-9]+)+\b")  # a clause id (CC-SCOUT-DRAW) is a name, not a word of the game


def _logs(game: str) -> list[Path]:
    out = []
    for p in sorted((ROOT / "scenarios").rglob("*.log")) + sorted((ROOT / "tests" / "regressions").rglob("*.log")):
        head = p.read_bytes()[:400].decode("utf-8", "replace")
        if re.search(rf"^game:\s*{re.escape(game)}\s*$", head, re.M):
            out.append(p)
    return out


def english_words(game: str, text: str, line: str) -> list[str]:
    """The glossary words of ``game`` that ``text`` (a Japanese message) spells as the notation does and ``line`` (the
    log line the finding points at) does not."""
    terms = get_game(game).japanese_terms()  # type: ignore[union-attr]
    written = set(WORD.findall(line))
    text = CLAUSE.sub(" ", text)
    return [w for w in WORD.findall(text) if w in terms and w not in written and terms[w] != w]


def _faults(game: str, text: str, name: str) -> list[tuple[str, int, str, list[str]]]:
    lines = text.splitlines()
    with i18n.speaking("ja"):
        v = check_text(text, name, partial=True)
        out = []
        for f in v.findings:
            line = lines[f.position.line - 1] if 0 < f.position.line <= len(lines) else ""
            said = " ".join(str(x) for x in (f.message, f.expected) if x)
            bad = english_words(game, said, line)
            if bad:
                out.append((f.clause, f.position.line, said, bad))
    return out


def test_every_game_has_a_glossary():
    for game in GAMES:
        terms = get_game(game).japanese_terms()  # type: ignore[union-attr]
        assert len(terms) >= 10, game
        assert all(ja and ja != word for word, ja in terms.items()), game


@pytest.mark.parametrize("game", GAMES)
def test_japanese_messages_use_the_games_terms_in_bundled_logs(game: str):
    faults = defaultdict(list)
    for p in _logs(game):
        for clause, line, said, bad in _faults(game, p.read_text(encoding="utf-8", errors="replace"), str(p)):
            faults[clause].append((p.name, line, said, bad))
    assert not faults, "\n".join(f"{c}: {v[0]}" for c, v in sorted(faults.items()))


@pytest.mark.parametrize("game", GAMES)
def test_japanese_messages_use_the_games_terms_after_slips(game: str):
    from referee.harness import cascade

    g = get_game(game)
    rng = random.Random(f"japanese {game}")
    faults = defaultdict(list)
    for seed in range(4 if not P.deep() else 40):
        text = g.random_log(random.Random(seed))  # type: ignore[union-attr]
        base = cascade.base_of(text, f"<{game} {seed}>")
        if base is None:
            continue
        for kind in cascade.KINDS:
            made = cascade.make_slip(base, kind, rng)
            if made is None:
                continue
            slipped = "\n".join(made[0]) + "\n"
            for clause, line, said, bad in _faults(game, slipped, f"<{game} {seed} {kind}>"):
                faults[clause].append((seed, kind, line, said, bad))
    assert not faults, "\n".join(f"{c}: {v[0]}" for c, v in sorted(faults.items()))


def test_the_glossaries_in_docs_are_the_games_tables():
    """docs/ja/glossary-<game>.md lists each game's table word for word (scripts/glossary.py writes them)."""
    import subprocess
    import sys

    p = subprocess.run([sys.executable, str(ROOT / "scripts" / "glossary.py"), "--check"], capture_output=True, text=True,
                       cwd=ROOT)
    assert p.returncode == 0, p.stderr
    for game in GAMES:
        doc = (ROOT / "docs" / "ja" / f"glossary-{game}.md").read_text(encoding="utf-8")
        for word, ja in get_game(game).japanese_terms().items():  # type: ignore[union-attr]
            assert f"| `{word}` | {ja} |" in doc, (game, word)


OPTION = re.compile(r"option [a-z-]+(?:: ?[a-z0-9-]+)?|[a-z-]+=[a-z0-9-]+")  # an option's name and value stay as written
USAGE = re.compile(r"\b[A-Z][A-Z_]{3,}\b")  # a usage's placeholders (PLAYER, CARD)


@pytest.mark.parametrize("game", GAMES)
def test_the_games_japanese_catalogue_uses_its_terms(game: str):
    """Every Japanese message of the game's catalogue, as written (its {parts} aside), names the game's words with the
    glossary's terms: a hint on how to write a line uses the Japanese spelling the notation reads too (ドロー, ♠7)."""
    from babel.messages.pofile import read_po

    domain = game.replace("-", "_")
    g = get_game(game)
    values = {str(v) for r in g.rulings for v in (r.default, *r.alternatives)}  # a ruling's values stay as written
    terms = {w: ja for w, ja in g.japanese_terms().items() if w not in values}  # type: ignore[union-attr]
    with open(ROOT / "referee" / "games" / domain / "locale" / "ja" / "LC_MESSAGES" / f"{domain}.po", "rb") as f:
        catalogue = read_po(f)
    faults = []
    for m in catalogue:
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        for s in strings:
            if not m.id or not s or str(m.id if isinstance(m.id, str) else m.id[0]).startswith("["):
                continue  # (a set file's message: its keys, [dice] white, are written as the file writes them)
            text = OPTION.sub(" ", CLAUSE.sub(" ", re.sub(r"\{[^}]*\}", " ", s)))
            bad = [w for w in WORD.findall(text) if w in terms and not USAGE.fullmatch(w)]
            if bad:
                faults.append((s, bad))
    assert not faults, f"{len(faults)} messages: " + "\n".join(map(str, faults[:10]))
