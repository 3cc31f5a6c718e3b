"""scripts/test.sh: one selection means the same scenarios to pytest and behave, and both runners' reports
(test-results/: JUnit XML and Cucumber JSON) say which clause of which game each scenario is about."""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from collections import Counter
from functools import lru_cache
from pathlib import Path

import pytest
from collection import collect, runner_env
from collection import ids as collected_ids

from referee.core.clauses import index

ROOT = Path(__file__).resolve().parent.parent
KINDS = ("ruling", "faq", "definition", "fact", "informative")


def run(cmd: list[str], env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``cmd`` from the project's folder; not measured by coverage (tests/collection.py, runner_env)."""
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, env=env or runner_env(), timeout=600)


def planned(*words: str) -> list[list[str]]:
    """The commands ``bash scripts/test.sh WORD…`` would run, as argument lists (asked once per words)."""
    return [list(cmd) for cmd in _planned(words)]


@lru_cache(maxsize=None)
def _planned(words: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    r = run(["bash", "scripts/test.sh", "--print", *words], env=dict(runner_env(), PYTHON=sys.executable))
    assert r.returncode == 0, r.stderr
    return tuple(tuple(shlex.split(line)) for line in r.stdout.splitlines())


def option(cmd: list[str], name: str) -> str:
    """The value of the last ``name`` option in ``cmd`` (pytest's ``-m`` is the one after ``-m pytest``)."""
    at = max(i for i, a in enumerate(cmd) if a == name)
    return cmd[at + 1]


def runner(cmd: list[str]) -> str:
    return cmd[cmd.index("-m") + 1]


@lru_cache(maxsize=1)
def feature_scenarios() -> tuple[tuple[str, int, str, str, frozenset[str]], ...]:
    """Every scenario of features/ as its runners see it: (path, line, game, its rule's clause, every tag it
    has or inherits from its rule and feature, without '@')."""
    from gherkin.parser import Parser

    out = []
    for path in sorted((ROOT / "features").rglob("*.feature")):
        feature = Parser().parse(path.read_text(encoding="utf-8"))["feature"]
        ftags = [t["name"][1:] for t in feature["tags"]]
        game = next(t.split(":", 1)[1] for t in ftags if t.startswith("game:"))
        for child in feature["children"]:
            rule = child.get("rule")
            if not rule:
                continue
            rtags = [t["name"][1:] for t in rule["tags"]]
            clause = next(t.split(":", 1)[1] for t in rtags if t.startswith("clause:"))
            for sc in (c["scenario"] for c in rule["children"] if "scenario" in c):
                tags = frozenset(ftags + rtags + [t["name"][1:] for t in sc["tags"]])
                out.append((str(path.relative_to(ROOT)), sc["location"]["line"], game, clause, tags))
    return tuple(out)


def expected(words: list[str]) -> list[tuple[str, int, str, str, frozenset[str]]]:
    """The scenarios a selection means: words of one sort widen it, of different sorts narrow it."""
    idx = index()
    sorts: dict[str, set[str]] = {"game": set(), "clause": set(), "kind": set()}
    for w in words:
        if w in idx.games():
            sorts["game"].add(f"game:{w}")
        elif w in KINDS:
            sorts["kind"].add(w)
        else:
            sorts["clause"].add(f"clause:{idx.get(w).id}")
    return [s for s in feature_scenarios() if all(not chosen or chosen & s[4] for chosen in sorts.values())]


SELECTIONS = [["nozoku"], ["CC-SCOUT-DRAW"],  # CC-SCOUT-DRAW: a scenario of CC-INTER-SWAP is tagged with it too
               ["cc-spot-joker", "NZ-STUCK"], ["ruling", "eitsuku"], ["faq"], ["informative", "definition", "curtain-call"]]


@pytest.fixture(scope="module")
def selected() -> dict[tuple[str, ...], tuple[list[str], list[str], int, str]]:
    """For each selection: the commands ``scripts/test.sh --print WORD…`` plans, and what pytest collects of
    tests/test_features.py with the plan's ``-m`` (every selection's collection in one process:
    tests/collection.py)."""
    plans = {tuple(words): planned(*words) for words in SELECTIONS}
    said = collect([["-m", option(plan[0], "-m")] for plan in plans.values()])
    return {words: (plan[0], plan[1], *got) for (words, plan), got in zip(plans.items(), said)}


@pytest.mark.parametrize("words", SELECTIONS, ids=lambda w: "+".join(w))
def test_a_selection_means_the_same_scenarios_to_both_runners(selected, words, tmp_path):
    pytest_cmd, behave_cmd, code, collected = selected[tuple(words)]
    assert runner(pytest_cmd) == "pytest" and runner(behave_cmd) == "behave"
    assert not any("coverage" in a for a in pytest_cmd + behave_cmd)
    want = expected(words)
    assert want
    # pytest: the ids name the game and the clause (tests/test_features.py)
    assert code == 0, collected
    ids = [ln.split("::test_", 1)[1] for ln in collected_ids(collected)]
    games = sorted({s[2] for s in want}, key=len, reverse=True)

    def game_and_clause(test_id: str) -> tuple[str, str]:
        game = next(g for g in games if test_id.startswith(g + "_"))
        return game, test_id[len(game) + 1 :].split("_", 1)[0]

    # a test is named by one of its clauses (a scenario may carry a second @clause: tag of its own)
    named = [game_and_clause(i) for i in ids]
    assert len(named) == len(want) and Counter(g for g, _c in named) == Counter(s[2] for s in want)
    clauses = {(s[2], t.split(":", 1)[1]) for s in want for t in s[4] if t.startswith("clause:")}
    assert set(named) <= clauses
    # behave: a dry run's JSON report lists the scenarios it would run, with their places
    out = tmp_path / "behave.json"
    dry = run([sys.executable, "-m", "behave", "--dry-run", "--no-summary", "--format", "json", "--outfile", str(out),
               "--tags", option(behave_cmd, "--tags")])
    assert dry.returncode == 0, dry.stdout + dry.stderr
    places = [e["location"] for f in json.loads(out.read_text(encoding="utf-8")) for e in f.get("elements", []) if e["type"] == "scenario"]
    assert sorted(places) == sorted(f"{s[0]}:{s[1]}" for s in want)


def test_reports_carry_each_scenarios_clause_and_game(tmp_path):
    """The very commands scripts/test.sh runs for a selection, writing into a folder of their own: every
    scenario element of both Cucumber JSON reports carries its @clause: and @game: tags (which are on the
    Rule: line and the feature), and both JUnit reports are written."""
    words = ["CC-SPOT-JOKER", "NZ-STUCK"]
    want = expected(words)
    results = tmp_path / "results"
    commands = [[a.replace("test-results", str(results)) for a in cmd] for cmd in planned(*words)]
    (results / "behave").mkdir(parents=True)
    for cmd in commands:
        if runner(cmd) == "pytest":
            cmd[cmd.index("pytest") + 1 : cmd.index("pytest") + 1] = ["-p", "no:cacheprovider"]
        done = run(cmd)
        assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]

    def elements(report: Path):
        for feature in json.loads(report.read_text(encoding="utf-8")):
            for e in feature.get("elements", []):
                if e["type"] == "scenario":
                    yield feature, e

    clause_of = {(s[0], s[1]): (s[2], s[3]) for s in want}
    positions = {}
    for name, tag_name in (("pytest-bdd.cucumber.json", lambda t: t["name"]), ("behave.cucumber.json", str)):
        found = list(elements(results / name))
        assert len(found) == len(want), name
        for feature, e in found:
            tags = {tag_name(t).lstrip("@") for t in e["tags"]}
            # pytest-bdd: the feature's path under features/ and the scenario's line; behave: "path:line"
            uri = f"features/{feature['uri']}" if "uri" in feature else feature["location"].rsplit(":", 1)[0]
            place = (uri, e["line"] if "line" in e else int(e["location"].rsplit(":", 1)[1]))
            game, clause = clause_of[place]
            assert {f"clause:{clause}", f"game:{game}"} <= tags, (name, e["name"], tags)
            positions.setdefault(name, []).append(place)
    assert sorted(positions["pytest-bdd.cucumber.json"]) == sorted(positions["behave.cucumber.json"]) == sorted(clause_of)
    pytest_junit = (results / "pytest.junit.xml").read_text(encoding="utf-8")
    assert pytest_junit.count("<testcase ") == len(want) and "CC-SPOT-JOKER" in pytest_junit
    behave_junit = list((results / "behave").glob("TESTS-*.xml"))
    assert len(behave_junit) == 2  # the two features the clauses are in
    assert sum(p.read_text(encoding="utf-8").count("<testcase ") for p in behave_junit) == len(want)


def test_the_whole_suite_keeps_its_guardrails_coverage_and_floor():
    steps = planned()
    assert [s[1:4] for s in steps] == [["-m", "ruff", "check"], ["-m", "mypy"], ["-m", "coverage", "erase"],
                                       ["-m", "coverage", "run"], ["-m", "pytest", "-q"], ["-m", "coverage", "run"],
                                       ["-m", "coverage", "combine"], ["-m", "coverage", "report"]]
    assert steps[0][4:] == ["referee", "scripts", "tests"]  # the whole code, the scripts and the tests
    pytest_cmd, behave_cmd = steps[3][4:], steps[5][4:]
    # everything: no selection but the untraced modules, which the next command runs (the test below)
    assert pytest_cmd[:2] == ["-m", "pytest"] and [a for a in pytest_cmd[2:] if a == "-m"] == ["-m"]
    assert option(pytest_cmd, "-m") == "not untraced"
    assert behave_cmd[:2] == ["-m", "behave"] and "--tags" not in behave_cmd
    assert "--junitxml=test-results/pytest.junit.xml" in pytest_cmd
    assert "--cucumberjson=test-results/pytest-bdd.cucumber.json" in pytest_cmd
    assert option(behave_cmd, "--outfile") == "test-results/behave.cucumber.json"
    assert option(behave_cmd, "--junit-directory") == "test-results/behave"
    assert behave_cmd.index("json") < behave_cmd.index("--outfile") < behave_cmd.index("progress")  # progress to the terminal


def test_raw_pytest_arguments_go_to_pytest_only():
    pytest_cmd, behave_cmd = planned("nozoku", "--", "-x", "-k", "not slow")
    assert pytest_cmd[-3:] == ["-x", "-k", "not slow"] and option(pytest_cmd, "-m") == "game(name='nozoku')"
    assert "-x" not in behave_cmd and option(behave_cmd, "--tags") == "@game:nozoku"


@pytest.mark.parametrize("args", [["bogus"], ["nozoku", "CC-NOT-A-CLAUSE"], ["-x"], ["--lf"]])
def test_an_unknown_word_is_a_usage_error(args):
    r = run(["bash", "scripts/test.sh", "--print", *args])
    assert r.returncode == 2 and r.stdout == ""
    assert "usage: bash scripts/test.sh" in r.stderr and args[-1] in r.stderr


def test_the_cucumber_json_of_a_run_over_several_workers_has_every_scenario(tmp_path):
    """The whole suite runs pytest over pytest-xdist's workers: pytest-bdd's Cucumber JSON is written by the main
    process from what the workers report (tests/conftest.py carries each scenario's record over), and lists
    every scenario run, with its tags, as a run in one process does."""
    words = ["CC-SPOT-JOKER", "NZ-STUCK"]
    want = expected(words)
    report = tmp_path / "pytest-bdd.cucumber.json"
    done = run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "-n", "2", "tests/test_features.py",
                "-m", option(planned(*words)[0], "-m"), f"--cucumberjson={report}"])
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    found = [(f, e) for f in json.loads(report.read_text(encoding="utf-8")) for e in f["elements"] if e["type"] == "scenario"]
    assert sorted((f"features/{f['uri']}", e["line"]) for f, e in found) == sorted((s[0], s[1]) for s in want)
    for _f, e in found:
        assert any(t["name"].startswith("clause:") for t in e["tags"]) and all(s["result"]["status"] == "passed" for s in e["steps"])


def test_the_whole_suite_runs_each_test_module_once_and_measures_all_but_the_untraced():
    """``scripts/test.sh`` with no words runs pytest twice: under coverage, every module but those marked untraced
    (tests/conftest.py, UNTRACED), and without coverage, exactly those; and each untraced module is a test module."""
    from conftest import UNTRACED

    commands = [cmd for cmd in planned() if "pytest" in cmd]
    measured = [cmd for cmd in commands if cmd[1:3] == ["-m", "coverage"]]
    bare = [cmd for cmd in commands if cmd[1:3] == ["-m", "pytest"]]
    assert len(measured) == 1 and option(measured[0], "-m") == "not untraced", commands
    assert len(bare) == 1 and option(bare[0], "-m") == "untraced", commands
    assert UNTRACED and all((ROOT / m).is_file() and m.startswith("tests/test_") for m in UNTRACED)
    done = run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", "-m", "untraced"])
    assert done.returncode == 0, done.stdout[-2000:]
    collected = {line.split("::", 1)[0] for line in done.stdout.splitlines() if "::" in line}
    assert collected == set(UNTRACED)
