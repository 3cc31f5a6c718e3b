"""The clause index, built from the Gherkin features: one source of truth.

Each ``Rule:`` tagged ``@clause:ID`` is a clause. Its description holds the
rulebook's Japanese original (``原文:``) and an English rendering
(``English:``), its Japanese title (``見出し:``, the English title is the
``Rule:`` line's) and the words players use for it (``検索語:``, both languages, for the rule search); a
ruling (tag ``@ruling``) holds ``Gap:``, ``Option:``, ``Default:``, ``Alternatives:`` and ``Source:`` instead
of ``原文:``, with ``裁定:`` saying the gap and the default in Japanese, and a fact
(tag ``@fact``: a rule stated by another public source, not the rulebook) holds
``Source:`` instead of ``原文:``, with ``内容:`` saying the fact in Japanese (its source is not the
rulebook, so there is no 原文 to quote). The
feature's name gives the game and the rulebook section.

The features ship inside the installed package (``referee/_features``); in a
source checkout they are read from ``features/`` at the top of the project.
"""

from __future__ import annotations

import contextlib
import hashlib
import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from . import cache

if TYPE_CHECKING:
    from .search import Answer, SearchIndex


@dataclass(slots=True)
class Scenario:
    name: str
    path: str
    line: int
    steps: list[str]


@dataclass(slots=True)
class Clause:
    id: str
    game: str  # game name, e.g. "curtain-call"
    section: str  # the feature's name: the rulebook section
    title: str  # the English title (the Rule: line)
    kind: str  # rule, definition, faq, fact or ruling
    japanese: list[str] = field(default_factory=list)
    english: str = ""
    fields: dict[str, str] = field(default_factory=dict)  # Gap, Option, Default, Alternatives, Source
    scenarios: list[Scenario] = field(default_factory=list)
    path: str = ""
    line: int = 0

    @property
    def title_ja(self) -> str:
        """The Japanese title (the ``見出し:`` line)."""
        return self.fields.get("見出し", "")

    def title_in(self, lang: str) -> str:
        return (self.title_ja or self.title) if lang == "ja" else self.title

    @property
    def japanese_text(self) -> list[str]:
        """What the clause says in Japanese: the rulebook's own words (``原文:``), else a fact's ``内容:`` or a
        ruling's ``裁定:`` (empty only for a clause that says nothing in Japanese)."""
        if self.japanese:
            return list(self.japanese)
        said = self.fields.get("内容") or self.fields.get("裁定")
        return [said] if said else []

    @property
    def option(self) -> str | None:
        return self.fields.get("Option")

    def text(self) -> str:
        """Everything searchable about the clause, normalised."""
        return _norm(" ".join([self.id, self.title, self.section, *self.japanese, self.english, *self.fields.values()]))


def _norm(s: str) -> str:
    return unicodedata.normalize("NFKC", s).casefold()


_FIELD = re.compile(r"^\s*(原文|English|見出し|裁定|内容|検索語|Gap|Option|Affects|Default|Alternatives|Source|FAQ)\s*[:：]\s*(.*)$")
#: fields written in Japanese: a wrapped line continues them without a space (Japanese has none between words)
_JAPANESE_FIELDS = frozenset({"原文", "内容", "裁定", "見出し"})


def description_fields(text: str | None) -> dict[str, list[str]]:
    """The ``Key: value`` fields of a ``Rule:``'s description, each key with its values in order (a clause may
    quote several 原文). An indented line continues the last value: Japanese fields without a space, others
    with one. The clause index and the traceability check (referee.harness.trace) read clauses through this."""
    out: dict[str, list[str]] = {}
    last: str | None = None
    for line in (text or "").splitlines():
        m = _FIELD.match(line)
        if m:
            last = m.group(1)
            out.setdefault(last, []).append(m.group(2).strip())
        elif line.strip() and last is not None:
            joiner = "" if last in _JAPANESE_FIELDS else " "
            out[last][-1] += joiner + line.strip()
    return out


def features_root() -> Path:
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "_features", here.parent / "features"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("the feature files are missing: neither referee/_features nor features/ exists")


#: the feature files parsed in this process, by path, with the size and time they had: the clause index and the
#: living rulebook read the same files, and each is parsed once (the documents are shared: read, never changed)
_PARSED: dict[Path, tuple[tuple[int, int], dict[str, Any]]] = {}


def gherkin_document(path: Path) -> dict[str, Any]:
    """The Gherkin document of a feature file (gherkin-official's parser), parsed once while the file is unchanged.
    Raises what the parser raises for a file it cannot read."""
    from gherkin.parser import Parser

    st = path.stat()
    stamp = (st.st_size, st.st_mtime_ns)
    kept = _PARSED.get(path)
    if kept is not None and kept[0] == stamp:
        return kept[1]
    # cast: gherkin-official types the document as TypedDicts whose children (a feature's rules, a rule's scenarios)
    # are an empty Envelope, readable only through a cast at each key; it is read here as the JSON-shaped dict it is
    doc = cast("dict[str, Any]", Parser().parse(path.read_text(encoding="utf-8")))
    if len(_PARSED) >= 256:
        _PARSED.clear()
    _PARSED[path] = (stamp, doc)
    return doc


def parse_feature(path: Path, root: Path) -> list[Clause]:
    doc = gherkin_document(path)
    feature = doc.get("feature")
    if not feature:
        return []
    tags = [t["name"] for t in feature.get("tags", [])]
    game = next((t.split(":", 1)[1] for t in tags if t.startswith("@game:")), path.parent.name.replace("_", "-"))
    section = feature["name"]
    rel = str(path.relative_to(root.parent)) if root.parent in path.parents else str(path)
    out: list[Clause] = []
    for child in feature.get("children", []):
        rule = child.get("rule")
        if not rule:
            continue
        rtags = [t["name"] for t in rule.get("tags", [])]
        ids = [t.split(":", 1)[1] for t in rtags if t.startswith("@clause:")]
        if not ids:
            continue
        kind = (
            "ruling" if "@ruling" in rtags else "fact" if "@fact" in rtags else "definition" if "@definition" in rtags
            else "faq" if "@faq" in rtags else "rule"
        )
        name = rule["name"]
        title = name[len(ids[0]) :].strip() if name.startswith(ids[0]) else name
        c = Clause(ids[0], game, section, title, kind, path=rel, line=rule["location"]["line"])
        for key, values in description_fields(rule.get("description")).items():
            if key == "原文":
                c.japanese.extend(values)
            elif key == "English":
                c.english = values[-1]
            else:
                c.fields[key] = values[-1]
        for sc in rule.get("children", []):
            s = sc.get("scenario")
            if s:
                c.scenarios.append(
                    Scenario(s["name"], rel, s["location"]["line"], [f"{st['keyword'].strip()} {st['text']}" for st in s["steps"]])
                )
        out.append(c)
    return out


class ClauseIndex:
    def __init__(self, clauses: list[Clause]) -> None:
        self.clauses = clauses
        self.by_id = {c.id: c for c in clauses}
        self._searcher: SearchIndex | None = None

    @classmethod
    def load(cls, root: Path | None = None) -> "ClauseIndex":
        root = root or features_root()
        clauses: list[Clause] = []
        for path in sorted(root.rglob("*.feature")):
            clauses.extend(parse_feature(path, root))
        return cls(clauses)

    def get(self, clause_id: str) -> Clause | None:
        return self.by_id.get(clause_id) or self.by_id.get(clause_id.upper())

    def games(self) -> list[str]:
        return sorted({c.game for c in self.clauses})

    def for_game(self, game: str | None) -> list[Clause]:
        return [c for c in self.clauses if game is None or c.game == game]

    def rulings(self, game: str | None = None) -> list[Clause]:
        return [c for c in self.for_game(game) if c.kind == "ruling"]

    def search(self, query: str, game: str | None = None, limit: int = 10) -> list[Clause]:
        """The clauses that answer ``query``, best first: a clause id (or the start of ids) gives those
        clauses; anything else is a question for :meth:`ask`."""
        q = query.strip()
        exact = self.get(q)
        if exact is not None and (game is None or exact.game == game):
            return [exact]
        if q and " " not in q and re.fullmatch(r"[A-Za-z]{2}-[A-Za-z0-9-]*", q):
            prefix = [c for c in self.for_game(game) if c.id.upper().startswith(q.upper())]
            if prefix:
                return prefix
        return [self.by_id[i] for i in self.ask(q, game, limit).ids]

    def ask(self, question: str, game: str | None = None, limit: int = 10) -> "Answer":
        """Ranked search (BM25) over every clause's titles, texts and notes, in both languages
        (:mod:`referee.core.search`); a game named in the question narrows it."""
        return self.searcher().search(question, game, limit)

    def searcher(self) -> "SearchIndex":
        if self._searcher is None:
            from . import game as registry
            from .search import Document, SearchIndex

            spellings: dict[str, set[str]] = {}
            for g in registry.all_games():
                s = spellings.setdefault(g.name, set())
                s.update({g.name, g.name.replace("-", " "), *g.aliases})
                s.update(p.strip() for p in re.split(r"[()（）]", g.title) if p.strip())
            docs = [
                Document(
                    c.id, c.game, c.title, c.title_ja, c.fields.get("検索語", ""), " ".join(c.japanese), c.english,
                    # a fact's 内容 says its English again in Japanese: left out, so that the ranking stays the one
                    # measured in docs/search.md (with it the figure is the same, and a few answers change places)
                    " ".join(v for k, v in c.fields.items() if k not in ("見出し", "検索語", "Option", "内容")), c.section,
                    " / ".join(sc.name for sc in c.scenarios),
                )
                for c in self.clauses
            ]
            self._searcher = SearchIndex(docs, spellings)
        return self._searcher

    def related_rulings(self, clause: Clause) -> list[Clause]:
        """Rulings whose ``Affects:`` line names the clause."""
        return [
            r for r in self.rulings(clause.game)
            if r is not clause and clause.id in re.split(r"[\s,]+", r.fields.get("Affects", ""))
        ]

    def affected(self, ruling: Clause) -> list[Clause]:
        """The clauses a ruling names in its ``Affects:`` line."""
        return [c for c in (self.get(i) for i in re.split(r"[\s,]+", ruling.fields.get("Affects", ""))) if c is not None]


@lru_cache(maxsize=1)
def index() -> ClauseIndex:
    return ClauseIndex.load()


# -- the clause titles a report prints ---------------------------------------------------------------------
# A report names each finding's clause by its title. Parsing every feature with gherkin for that takes longer
# than checking a small log, so the titles are kept in a table: built from the features at first use, kept in
# the user's cache folder, and built again when a feature file changes (the table's name carries a digest of
# the features' names, sizes and times). Where the cache cannot be written, the features are parsed each time.

_TITLES_FORMAT = 1


def _features_digest(root: Path) -> str:
    h = hashlib.sha256(f"{_TITLES_FORMAT}".encode())
    for path in sorted(root.rglob("*.feature")):
        st = path.stat()
        h.update(f"\0{path.relative_to(root)}\0{st.st_size}\0{st.st_mtime_ns}".encode())
    return h.hexdigest()[:20]


def _read_titles(path: Path) -> dict[str, tuple[str, str]] | None:
    data = cache.read_json(path)
    if not isinstance(data, dict) or not all(
            isinstance(k, str) and isinstance(v, list) and len(v) == 2 and all(isinstance(t, str) for t in v)
            for k, v in data.items()):
        return None  # not a table this module wrote: built again
    return {k: (v[0], v[1]) for k, v in data.items()}


def _write_titles(path: Path, table: dict[str, tuple[str, str]]) -> None:
    if cache.write_json(path, table):
        for old in path.parent.glob(path.name.rsplit("-", 1)[0] + "-*.json"):  # this installation's older tables
            if old != path:
                with contextlib.suppress(OSError):
                    old.unlink()


@lru_cache(maxsize=1)
def titles() -> dict[str, tuple[str, str]]:
    """Every clause's title, English and Japanese (``見出し``; the English where there is none): ``{id: (en, ja)}``."""
    root = features_root()
    where = hashlib.sha256(str(root).encode()).hexdigest()[:12]  # each installation has its own table
    path = cache.folder() / f"clause-titles-{where}-{_features_digest(root)}.json"
    table = _read_titles(path)
    if table is None:
        table = {c.id: (c.title, c.title_ja or c.title) for c in index().clauses}
        _write_titles(path, table)
    return table


def title_of(clause_id: str, lang: str) -> str:
    """The title of a clause in ``lang`` ("" for an id no feature has)."""
    t = titles().get(clause_id) or titles().get(clause_id.upper())
    return "" if t is None else t[1] if lang == "ja" else t[0]
