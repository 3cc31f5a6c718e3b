"""The living rulebook of one game: its clauses in rulebook order, with the rulings that touch them, their
scenarios and those scenarios' last results, and the rulebook's sentences with what accounts for each.

Everything comes from the features (the clause index, :mod:`referee.core.clauses`, and the steps with their
doc strings and tables, read here with gherkin-official), the rulebooks (:mod:`referee.core.rulebook`) and
the runners' Cucumber JSON (:mod:`referee.report.results`). A page says the steps in its language
(:mod:`referee.report.steps`) and the rulebook's quotes as the rulebook means them (:mod:`referee.report.markup`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


from ..core import rulebook as rb
from ..core.clauses import Clause, ClauseIndex, Scenario, features_root, gherkin_document
from .results import FAILED, NOT_RUN, PASSED, SKIPPED, Results, combine, feature_key


@dataclass
class Step:
    keyword: str
    text: str
    doc: str | None = None  # a doc string
    table: list[list[str]] | None = None  # a data table's rows


@dataclass
class ScenarioView:
    scenario: Scenario
    steps: list[Step]
    results: dict[str, str]  # runner -> passed, failed, skipped, not-run


@dataclass
class ClauseView:
    clause: Clause
    background: list[Step]  # the Rule's own Background (before each of its scenarios)
    scenarios: list[ScenarioView]
    rulings: list[Clause]  # the rulings whose Affects names it
    affects: list[Clause]  # for a ruling: the clauses it affects
    lines: list[tuple[int, int]]  # the rulebook lines it quotes, each with the number of its first sentence quoted there
    results: dict[str, str]  # runner -> the clause's status over its scenarios


@dataclass
class Section:
    name: str  # the feature's name
    path: str
    background: list[Step]
    clauses: list[ClauseView] = field(default_factory=list)


@dataclass
class Living:
    game: str
    title: str
    rulebook: str | None  # the rulebook's file name
    rulebook_found: bool
    sections: list[Section]
    sentences: list[rb.Sentence]
    counts: dict[str, Any]

    @property
    def clauses(self) -> list[ClauseView]:
        return [c for s in self.sections for c in s.clauses]


def _steps(raw: list[dict[str, Any]]) -> list[Step]:
    out = []
    for st in raw:
        doc = st.get("docString")
        table = st.get("dataTable")
        out.append(Step(st.get("keyword", "").strip(), st.get("text", ""), doc.get("content") if doc else None,
                        [[c.get("value", "") for c in row.get("cells", [])] for row in table.get("rows", [])] if table else None))
    return out


@dataclass
class FeatureDetail:
    name: str
    background: list[Step]
    scenarios: dict[int, list[Step]]  # scenario line -> its steps (with doc strings and tables)
    rules: dict[int, list[Step]] = field(default_factory=dict)  # a Rule's line -> its own Background's steps


def read_features(root: Path | None = None) -> dict[str, FeatureDetail]:
    """Every feature file's steps in full, by the path the clause index gives it (``features/x/y.feature``)."""
    root = root or features_root()
    out: dict[str, FeatureDetail] = {}
    for path in sorted(root.rglob("*.feature")):
        rel = str(path.relative_to(root.parent)) if root.parent in path.parents else str(path)
        try:
            doc = gherkin_document(path)
        except Exception:  # a feature the index could not read either: no steps to show
            continue
        feature = doc.get("feature") or {}
        detail = FeatureDetail(feature.get("name", ""), [], {})

        def visit(children: list[dict[str, Any]], background: list[Step]) -> None:
            for child in children:
                if "background" in child:
                    background.extend(_steps(child["background"].get("steps", [])))
                elif "scenario" in child:
                    sc = child["scenario"]
                    detail.scenarios[sc["location"]["line"]] = _steps(sc.get("steps", []))
                elif "rule" in child:
                    rule_background: list[Step] = []
                    visit(child["rule"].get("children", []), rule_background)
                    if rule_background:
                        detail.rules[child["rule"]["location"]["line"]] = rule_background

        visit(feature.get("children", []), detail.background)
        out[rel] = detail
    return out


def clause_status(statuses: list[str]) -> str:
    """A clause's status for one runner over its scenarios: failed if one failed, not run if none ran, passed
    if every scenario that ran passed."""
    ran = [s for s in statuses if s != NOT_RUN]
    if not ran:
        return NOT_RUN
    return combine(ran)


def build(game: str, idx: ClauseIndex, results: Results, features: dict[str, FeatureDetail],
          root: Path | None = None) -> Living:
    """The living rulebook of ``game``."""
    from ..core import game as registry

    g = registry.get(game)
    title = g.title if g is not None else game
    clauses = idx.for_game(game)
    name = rb.rulebook_files().get(game)
    root = root if root is not None else rb.rulebooks_root()
    text = None
    if name and root is not None and (root / name).is_file():
        try:
            text = (root / name).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            text = None
    sentences: list[rb.Sentence] = []
    if text is not None and name:
        non_normative = rb.load_non_normative(root / rb.NON_NORMATIVE, game) if root is not None else []
        sentences = rb.coverage(text, name, ((c.id, c.japanese) for c in clauses), non_normative)
    lines_of: dict[str, list[tuple[int, int]]] = {}  # clause -> (line, number of its first sentence there)
    for n, s in enumerate(sentences, 1):
        for cid in s.clauses:
            quoted = lines_of.setdefault(cid, [])
            if all(line != s.line for line, _n in quoted):
                quoted.append((s.line, n))
    runners = [r.runner for r in results.runners]
    sections: dict[str, Section] = {}
    for c in clauses:
        sec = sections.get(c.section)
        if sec is None:
            detail = features.get(c.path)
            sec = sections[c.section] = Section(c.section, c.path, detail.background if detail else [])
        detail = features.get(c.path)
        views = []
        for s in c.scenarios:
            steps = detail.scenarios.get(s.line) if detail else None
            if steps is None:
                steps = [Step(*(st.split(" ", 1) + [""])[:2]) for st in s.steps]
            res = {r.runner: r.status(feature_key(s.path), s.name, c.id) for r in results.runners}
            views.append(ScenarioView(s, steps, res))
        status = {r: clause_status([v.results[r] for v in views]) for r in runners}
        sec.clauses.append(ClauseView(c, detail.rules.get(c.line, []) if detail else [], views, idx.related_rulings(c),
                                      idx.affected(c) if c.kind == "ruling" else [],
                                      lines_of.get(c.id, []), status))
    counts: dict[str, Any] = {
        "clauses": len(clauses),
        "scenarios": sum(len(c.scenarios) for c in clauses),
        "sentences": len(sentences),
        "covered": sum(1 for s in sentences if s.status == rb.COVERED),
        "non_normative": sum(1 for s in sentences if s.status == rb.NON_NORMATIVE_SENTENCE),
        "uncovered": sum(1 for s in sentences if s.status == rb.UNCOVERED),
    }
    for r in runners:
        statuses = [v.results[r] for sec in sections.values() for cv in sec.clauses for v in cv.scenarios]
        counts[r] = {k: statuses.count(k) for k in (PASSED, FAILED, SKIPPED, NOT_RUN)}
    return Living(game, title, name, text is not None, list(sections.values()), sentences, counts)


def games(idx: ClauseIndex) -> list[str]:
    """The games that have features, in the registry's order of names."""
    return idx.games()
