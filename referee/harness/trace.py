"""Clause traceability: the features against the rulebooks, the step library and the engine.

Everything here works on gherkin-official's AST and pickles (outlines expanded,
backgrounds included, tags inherited), so it needs neither test runner and runs
in milliseconds. Each ``check_*`` function returns a list of problems as text;
an empty list means the check passed. ``tests/test_traceability.py`` runs them
over ``features/`` and ``docs/rulebooks/``; the same functions serve any game.

Conventions checked (see ``features/curtain_call/`` for examples):

- a clause is a ``Rule:`` tagged ``@clause:ID`` whose name starts with the ID;
- its description holds ``原文:`` (the rulebook's own words, verbatim) and
  ``English:`` lines; a ruling (``@ruling``) holds ``Gap:``, ``Option:``,
  ``Default:``, ``Alternatives:``, ``Source:`` and ``English:`` instead (its
  ``Option:`` is an engine option, or ``KEY: PATH`` for a default of a component
  file the log names, such as ``gameset: dice.white``);
- a fact (``@fact``) is a clause whose text is not in the rulebook but comes from
  another public source (for BlackPoker, the design notes' ``rules-facts.md``):
  it holds ``Source:`` (where the fact is stated) and ``English:`` instead of
  ``原文:``;
- every clause has a scenario in which the referee accepts a log and one whose
  Then step asserts the clause's id;
- every sentence of a rulebook is quoted by some clause, or is listed as
  non-normative (``docs/rulebooks/non-normative.toml``).

Rulebook sentences: the text is read line by line; headings, separators and
empty lines are skipped; each other line is split after every 。; markdown
emphasis (``**``, ``__``, backticks), list markers (``-``, ``*``, ``・``) and
numbering (``1.``, ``3'.``, ``①``) at the start of the line are removed and
whitespace (tabs, full-width spaces) is collapsed; closing brackets right after a
。 stay with its sentence. ``原文:`` quotes are split and normalised the same way. A rulebook
sentence counts as quoted only when it equals a whole sentence of some quote:
a section title such as ``1.  スカウトフェーズ`` is *not* covered merely because
the word スカウトフェーズ occurs inside a longer quoted sentence. A quote must
itself occur in the rulebook (inside one of its sentences), or it is a misquote.

A rulebook in reStructuredText (``*.rst``, read by ``rst_lines``) is first reduced
to its text lines: section titles with their underlines and overlines, labels
(``.. _name:``), comments (``.. text``, with every indented line that continues
them, even after blank lines) and the directives that carry no text (``index``,
``toctree``, ``code-block`` …) are dropped whole; other directives (``figure``,
``table``, ``csv-table``, ``note`` …) lose their options (``:widths: 1, 1``) and
their file arguments, but keep their text: a table's title, a figure's caption,
a note's title and body. Grid-table borders (``+----+``) are dropped; a table
row (``| A | 1 |``) or a line block (``| text``) gives one line per cell, and so
does a ``csv-table`` row (``場,キャラクター``). The lines of one paragraph (the
same indentation, no blank line, no list marker) are joined without a space, as
Japanese text wraps anywhere. A role keeps its text: ``:numref:`cardrank``` reads
``cardrank``, ``:ref:`text <label>``` reads ``text``. A quote that starts with
``|`` is split into cells the same way, so a table row is quoted as it is printed.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gherkin.parser import Parser
from gherkin.pickles.compiler import Compiler

from referee.core.clauses import description_fields
from referee.core.rulebook import (  # noqa: F401 (the rulebook's sentences: see below)
    _ADORNMENT,
    _DIRECTIVE,
    _EMPHASIS,
    _EXPLICIT,
    _FILE_ARGUMENT,
    _GRID_BORDER,
    _HEADING,
    _MARKER,
    _OPTION,
    _ROLE,
    _RST_LIST,
    _SENTENCE,
    _SEPARATOR,
    _SILENT_DIRECTIVES,
    _cells,
    _indent,
    _roles,
    is_structural,
    load_non_normative,
    normalise,
    quote_sentences,
    rst_lines,
    rulebook_sentences,
    split_sentences,
)

# -- reading features -------------------------------------------------------------

CLAUSE_TAG = "@clause:"
GAME_TAG = "@game:"
STEP_KIND = {"Context": "given", "Action": "when", "Outcome": "then"}
RULE_FIELDS = ("原文", "English", "見出し")
FACT_FIELDS = ("Source", "内容", "English", "見出し")
RULING_FIELDS = ("Gap", "Option", "Affects", "Default", "Alternatives", "Source", "English", "見出し", "裁定")
ACCEPT_STEP = "the referee accepts the log"

_ID = r"[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+"
# Then steps that assert clause ids (group names: the ids they assert)
ASSERTING = (
    re.compile(rf"^the referee reports (?:only )?(?P<a>{_ID})(?: at \".*\")?$"),
    re.compile(rf"^the referee reports the input error (?P<a>{_ID})$"),
    re.compile(rf"^the referee cannot verify (?P<a>{_ID})$"),
    re.compile(rf"^the finding for (?P<a>{_ID}) depends on ruling (?P<b>{_ID})$"),
)
INPUT_ERROR_PREFIX = "LOG-"


@dataclass
class Clause:
    """One ``Rule:`` tagged ``@clause:ID``."""

    id: str
    game: str | None
    path: str
    line: int
    name: str
    tags: list[str]
    fields: dict[str, list[str]] = field(default_factory=dict)

    @property
    def kind(self) -> str:
        if "@ruling" in self.tags:
            return "ruling"
        if "@fact" in self.tags:
            return "fact"
        if "@definition" in self.tags:
            return "definition"
        return "rule"

    def first(self, key: str) -> str | None:
        values = self.fields.get(key)
        return values[0] if values else None


@dataclass
class Pickle:
    """One runnable scenario (an outline gives one per example row)."""

    name: str
    path: str
    line: int
    tags: list[str]
    steps: list[tuple[str, str]]  # (pickle step type, text)

    def clause_tags(self) -> list[str]:
        return [t[len(CLAUSE_TAG):] for t in self.tags if t.startswith(CLAUSE_TAG)]


@dataclass
class FeatureFile:
    path: str
    game: str | None
    doc: dict[str, Any]
    clauses: list[Clause]
    pickles: list[Pickle]
    scenario_names: list[tuple[str, int]]  # (name, line) of every Scenario / Scenario Outline
    tags: list[tuple[str, int]]  # every tag anywhere in the file, with its line


def parse_feature(text: str, path: str = "<text>") -> FeatureFile:
    """Parse one feature file's text (AST and pickles)."""
    doc = Parser().parse(text)
    doc["uri"] = path
    feature = doc.get("feature") or {}
    ftags = [t["name"] for t in feature.get("tags", [])]
    game = next((t[len(GAME_TAG):] for t in ftags if t.startswith(GAME_TAG)), None)
    clauses: list[Clause] = []
    names: list[tuple[str, int]] = []
    tags: list[tuple[str, int]] = [(t["name"], t["location"]["line"]) for t in feature.get("tags", [])]
    scenario_line: dict[str, int] = {}

    def visit_scenario(sc: dict[str, Any]) -> None:
        names.append((sc["name"], sc["location"]["line"]))
        scenario_line[sc["id"]] = sc["location"]["line"]
        tags.extend((t["name"], t["location"]["line"]) for t in sc.get("tags", []))
        for ex in sc.get("examples", []):
            tags.extend((t["name"], t["location"]["line"]) for t in ex.get("tags", []))

    for child in feature.get("children", []):
        if "scenario" in child:
            visit_scenario(child["scenario"])
        rule = child.get("rule")
        if not rule:
            continue
        rtags = [t["name"] for t in rule.get("tags", [])]
        tags.extend((t["name"], t["location"]["line"]) for t in rule.get("tags", []))
        for rc in rule.get("children", []):
            if "scenario" in rc:
                visit_scenario(rc["scenario"])
        ids = [t[len(CLAUSE_TAG):] for t in rtags if t.startswith(CLAUSE_TAG)]
        for cid in ids:
            clauses.append(
                Clause(cid, game, path, rule["location"]["line"], rule["name"], rtags, description_fields(rule.get("description")))
            )
    pickles = [
        Pickle(
            p["name"],
            path,
            scenario_line.get(p["astNodeIds"][0], 0),
            [t["name"] for t in p.get("tags", [])],
            [(s.get("type", "Unknown"), s["text"]) for s in p["steps"]],
        )
        for p in Compiler().compile(doc)
    ]
    return FeatureFile(path, game, doc, clauses, pickles, names, tags)


def load_features(root: Path) -> list[FeatureFile]:
    """Every ``*.feature`` under ``root``, paths relative to ``root``'s parent."""
    out = []
    for p in sorted(root.rglob("*.feature")):
        rel = str(p.relative_to(root.parent)) if root.parent in p.parents else str(p)
        out.append(parse_feature(p.read_text(encoding="utf-8"), rel))
    return out


def all_clauses(features: Iterable[FeatureFile]) -> list[Clause]:
    return [c for f in features for c in f.clauses]


def all_pickles(features: Iterable[FeatureFile]) -> list[Pickle]:
    return [p for f in features for p in f.pickles]


def asserted_ids(step_text: str) -> list[str]:
    """The clause ids (or input-error codes) a Then step asserts."""
    for rx in ASSERTING:
        m = rx.match(step_text)
        if m:
            return [v for v in m.groupdict().values() if v]
    return []


# -- rulebook sentences ---------------------------------------------------------------
# The sentence splitting and the reStructuredText reading live in the shipped module
# referee/core/rulebook.py (the living rulebook of ``referee report`` uses them too); every name is
# importable from here as before (imported at the top of this module).


# -- the checks --------------------------------------------------------------------------


def check_clause_scenarios(features: list[FeatureFile]) -> list[str]:
    """(a) every clause has a scenario, an accepting one and one asserting its id."""
    problems = []
    pickles = all_pickles(features)
    by_clause: dict[str, list[Pickle]] = defaultdict(list)
    for p in pickles:
        for cid in set(p.clause_tags()):
            by_clause[cid].append(p)
    for c in all_clauses(features):
        ps = by_clause.get(c.id, [])
        where = f"{c.path}:{c.line}: {c.id}"
        if not ps:
            problems.append(f"{where} has no scenario")
            continue
        if not any(kind == "Outcome" and text == ACCEPT_STEP for p in ps for kind, text in p.steps):
            problems.append(f"{where} has no scenario with 'Then {ACCEPT_STEP}'")
        if "@informative" in c.tags:
            # a passage that states no rule of play (a worked example, a general word): nothing can break it, so
            # its second scenario shows the nearest mistake a table makes with it, caught under the clause that
            # rules it; the Rule says why in a "# non-normative: …" comment
            if not any(kind == "Outcome" and asserted_ids(text) for p in ps for kind, text in p.steps):
                problems.append(f"{where} (informative) has no scenario whose Then step asserts a finding")
        elif not any(kind == "Outcome" and c.id in asserted_ids(text) for p in ps for kind, text in p.steps):
            problems.append(f"{where} has no scenario whose Then step asserts {c.id}")
    return problems


def check_known_ids(features: list[FeatureFile]) -> list[str]:
    """(b) clause tags and asserted ids name clauses that a Rule defines (LOG-… codes aside)."""
    defined = {c.id for c in all_clauses(features)}
    problems = []
    for f in features:
        for tag, line in f.tags:
            if tag.startswith(CLAUSE_TAG) and tag[len(CLAUSE_TAG):] not in defined:
                problems.append(f"{f.path}:{line}: tag {tag} names no clause defined by a Rule")
        seen: set[tuple[int, str]] = set()
        for p in f.pickles:
            for kind, text in p.steps:
                if kind != "Outcome":
                    continue
                for cid in asserted_ids(text):
                    if cid.startswith(INPUT_ERROR_PREFIX) or cid in defined or (p.line, cid) in seen:
                        continue
                    seen.add((p.line, cid))
                    problems.append(f"{f.path}:{p.line}: scenario {p.name!r} asserts {cid}, which no Rule defines")
    return problems


def check_steps(features: list[FeatureFile], count_matches: Callable[[str, str], int]) -> list[str]:
    """(c) each step matches exactly one definition; ``count_matches(kind, text)`` asks the registry."""
    problems = []
    done: set[tuple[str, str]] = set()
    for f in features:
        for p in f.pickles:
            for kind, text in p.steps:
                key = (kind, text)
                if key in done:
                    continue
                done.add(key)
                k = STEP_KIND.get(kind)
                if k is None:
                    problems.append(f"{f.path}:{p.line}: step {text!r} has no Given/When/Then kind ({kind})")
                    continue
                n = count_matches(k, text)
                if n != 1:
                    what = "no definition" if n == 0 else f"{n} definitions"
                    problems.append(f"{f.path}:{p.line}: {k.capitalize()} {text!r} matches {what}")
    return problems


def check_structure(features: list[FeatureFile]) -> list[str]:
    """(d) unique scenario names per file, complete Rule descriptions, each clause id defined once."""
    problems = []
    for f in features:
        for name, n in Counter(name for name, _ in f.scenario_names).items():
            if n > 1:
                lines = ", ".join(str(line) for nm, line in f.scenario_names if nm == name)
                problems.append(f"{f.path}: {n} scenarios are named {name!r} (lines {lines})")
        for c in f.clauses:
            where = f"{c.path}:{c.line}: {c.id}"
            if not c.name.startswith(c.id + " ") or not c.name[len(c.id):].strip():
                problems.append(f"{where}: the Rule's name must be '{c.id} <short title>', not {c.name!r}")
            if sum(t.startswith(CLAUSE_TAG) for t in c.tags) != 1:
                problems.append(f"{where}: a Rule carries exactly one @clause tag")
            required = {"ruling": RULING_FIELDS, "fact": FACT_FIELDS}.get(c.kind, RULE_FIELDS)
            for key in required:
                if not any(v.strip() for v in c.fields.get(key, [])):
                    problems.append(f"{where}: the description lacks '{key}:'")
    known = {c.id for c in all_clauses(features)}
    for c in all_clauses(features):
        for cid in re.split(r"[\s,]+", (c.first("Affects") or "").strip()):
            if cid and cid not in known:
                problems.append(f"{c.path}:{c.line}: {c.id}: Affects names {cid}, which no Rule defines")
    for cid, n in Counter(c.id for c in all_clauses(features)).items():
        if n > 1:
            places = ", ".join(f"{c.path}:{c.line}" for c in all_clauses(features) if c.id == cid)
            problems.append(f"{cid} is defined {n} times ({places})")
    return problems


def check_rulebook(
    game: str, rulebook: str, clauses: list[Clause], non_normative: list[dict[str, str]], rulebook_name: str = "rulebook"
) -> list[str]:
    """(e) every sentence quoted by a clause or listed as non-normative; no misquotes, no stale entries."""
    problems = []
    sentences = rulebook_sentences(rulebook, rst=rulebook_name.endswith(".rst"), spaced=rulebook_name.endswith(".txt"))
    known = {s for _, s in sentences}
    quoted: dict[str, list[str]] = defaultdict(list)  # quote sentence -> clause ids
    for c in clauses:
        if c.game != game:
            continue
        for quote in c.fields.get("原文", []):
            for s in quote_sentences(quote):
                quoted[s].append(c.id)
                if s not in known and not any(s in k for k in known):
                    problems.append(f"{c.path}:{c.line}: {c.id} quotes text that is not in the {rulebook_name}: {s!r}")
    listed: dict[str, str] = {}
    for entry in non_normative:
        text = normalise(str(entry.get("text", "")))
        if not text:
            problems.append(f"non-normative entry without text: {entry!r}")
            continue
        if not str(entry.get("reason", "")).strip():
            problems.append(f"non-normative entry {entry.get('text')!r} gives no reason")
        if text not in known:
            problems.append(f"stale non-normative entry: {entry.get('text')!r} is no longer a sentence of the {rulebook_name}")
        elif text in quoted:
            problems.append(f"{entry.get('text')!r} is listed as non-normative but quoted by {', '.join(quoted[text])}")
        listed[text] = str(entry.get("reason", ""))
    for line, s in sentences:
        if s not in quoted and s not in listed:
            problems.append(f"{rulebook_name}:{line}: no clause quotes {s!r} (quote it in a 原文: line, or list it as non-normative)")
    return problems


#: ``Option: KEY: PATH``: a component default read from a file the log names in its header
#: (e.g. ``gameset: dice.white``), not an engine option
COMPONENT_OPTION = re.compile(r"^(?P<key>[a-z][a-z0-9-]*):\s*(?P<path>\S+)$")


def check_rulings(
    game: str, clauses: list[Clause], rulings: Iterable[Any], components: Callable[[str, str], str | None] | None = None
) -> list[str]:
    """(f) each @ruling clause agrees with the engine's Ruling (option, default, alternatives), and back.

    A ruling whose Option is ``KEY: PATH`` documents a component default instead (a value of the
    component file that the header key KEY names, such as a game set): its Default must equal
    ``components(KEY, PATH)``, the engine's rendering of the bundled default."""
    problems = []
    engine = {r.clause: r for r in rulings}
    mine = [c for c in clauses if c.game == game and c.kind == "ruling"]
    for c in mine:
        where = f"{c.path}:{c.line}: {c.id}"
        m = COMPONENT_OPTION.match((c.first("Option") or "").strip())
        if m and c.id not in engine:
            value = components(m["key"], m["path"]) if components is not None else None
            if value is None:
                problems.append(f"{where}: Option {c.first('Option')!r} names no component default the engine of {game} knows")
            elif " ".join((c.first("Default") or "").split()) != " ".join(value.split()):
                problems.append(f"{where}: Default is {c.first('Default')!r}, the bundled default is {value!r}")
            continue
        r = engine.get(c.id)
        if r is None:
            problems.append(f"{where}: the engine of {game} has no ruling with this clause id")
            continue
        if (c.first("Option") or "").strip() != r.name:
            problems.append(f"{where}: Option is {c.first('Option')!r}, the engine's option is {r.name!r}")
        if (c.first("Default") or "").strip() != str(r.default):
            problems.append(f"{where}: Default is {c.first('Default')!r}, the engine's default is {r.default!r}")
        choices = tuple(getattr(r, "choices", ()) or ())
        if choices:
            alts = alternative_values(c.first("Alternatives") or "")
            unknown = [v for v in alts if v not in choices]
            missing = [v for v in choices if v != r.default and v not in alts]
            if unknown:
                problems.append(f"{where}: Alternatives name {unknown}, not values of option {r.name} {list(choices)}")
            if missing:
                problems.append(f"{where}: Alternatives leave out {missing}")
    for cid, r in engine.items():
        if not any(c.id == cid for c in mine):
            problems.append(f"the engine's ruling {cid} (option {r.name}) has no @ruling Rule in the features")
    return problems


def alternative_values(text: str) -> list[str]:
    """``a = meaning; b = meaning`` → ``[a, b]``."""
    out = []
    for item in text.split(";"):
        if "=" in item:
            out.append(item.split("=", 1)[0].strip())
    return out


def check_games(features: list[FeatureFile], rulebooks: Mapping[str, Any]) -> list[str]:
    """Every feature names its game, and every game has a rulebook to trace against."""
    problems = []
    for f in features:
        if f.game is None:
            problems.append(f"{f.path}: the feature has no @game:NAME tag")
        elif f.game not in rulebooks:
            problems.append(f"{f.path}: game {f.game!r} has no rulebook in the traceability map")
    return problems
