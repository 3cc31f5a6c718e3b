"""The last results of the feature scenarios, read from the Cucumber JSON the two runners write.

``pytest-bdd.cucumber.json`` (pytest-bdd's ``--cucumberjson``) and ``behave.cucumber.json`` (behave's
``json`` formatter) are both a list of features, each with ``elements`` (scenarios, and with behave the
backgrounds too), each with ``steps`` that carry a ``result``. They differ in the details: pytest-bdd gives a
feature's ``uri`` relative to the features folder and tags as ``{"name": "game:x"}``; behave gives a
``location`` (``features/x/y.feature:12``), tags as plain strings without ``@``, a ``status`` of its own
on each scenario and other names for the statuses (``untested``, ``hook_error``). Both shapes are read, and
anything else is read as far as it goes: a file that is missing, is not JSON or has a strange shape is
said in one line, never a crash.

A scenario is found by its feature file (relative to the features folder) and its name, and failing that
by its clause tag and its name (scenario names are unique within a file: tests/test_traceability.py).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from .messages import _, _n

PASSED, FAILED, SKIPPED, NOT_RUN = "passed", "failed", "skipped", "not-run"
#: the runners, as (key, file name, name shown)
RUNNERS = (("pytest-bdd", "pytest-bdd.cucumber.json", "pytest-bdd"), ("behave", "behave.cucumber.json", "behave"))
#: the most bytes a result file may have (a whole suite's behave JSON is a few megabytes)
MAX_BYTES = 256 * 1024 * 1024

_STATUS = {
    "passed": PASSED,
    "failed": FAILED, "error": FAILED, "hook_error": FAILED, "undefined": FAILED, "ambiguous": FAILED,
    "skipped": SKIPPED, "untested": SKIPPED, "pending": SKIPPED, "executing": SKIPPED,
}
_OUTLINE_ROW = re.compile(r"\s+--\s+@\d+(?:\.\d+)*(?:\s.*)?$")


def feature_key(path: str) -> str:
    """A feature file's path relative to the features folder (``curtain_call/06_spotlight.feature``), from
    any way of writing it: absolute, ``features/…``, ``referee/_features/…``, with a ``:line`` after it."""
    p = str(path).replace("\\", "/")
    p = re.sub(r":\d+$", "", p)
    parts = [x for x in p.split("/") if x not in ("", ".")]
    for i in range(len(parts) - 1, -1, -1):
        if parts[i] in ("features", "_features"):
            parts = parts[i + 1 :]
            break
    return "/".join(parts)


def scenario_name(name: str) -> str:
    """A scenario's name without behave's outline row (``name -- @1.2 Examples``)."""
    return _OUTLINE_ROW.sub("", name).strip()


def status_of(word: Any) -> str | None:
    return _STATUS.get(str(word).strip().lower()) if word is not None else None


def combine(statuses: list[str]) -> str:
    """The status of several runs of one scenario (an outline's rows): failed if any failed, passed if any
    passed and none failed, else skipped."""
    if FAILED in statuses:
        return FAILED
    if PASSED in statuses:
        return PASSED
    return SKIPPED if statuses else NOT_RUN


@dataclass
class RunnerResults:
    """What one runner's file says."""

    runner: str  # pytest-bdd or behave
    path: Path | None
    written: datetime | None = None  # when the file was written (its modification time)
    problem: Callable[[], str] | None = None  # why the file (or part of it) could not be read: said when asked
    by_file: dict[tuple[str, str], list[str]] = field(default_factory=dict)  # (feature key, name) -> statuses
    by_clause: dict[tuple[str, str], list[str]] = field(default_factory=dict)  # (clause id, name) -> statuses
    scenarios: int = 0  # scenario results read
    odd: int = 0  # elements that could not be read

    @property
    def found(self) -> bool:
        return self.written is not None

    def status(self, feature: str, name: str, clause: str | None = None) -> str:
        """passed, failed, skipped or not-run for the scenario ``name`` of feature file ``feature``."""
        key = (feature_key(feature), scenario_name(name))
        got = self.by_file.get(key)
        if got is None:
            for (f, n), statuses in self.by_file.items():  # the same file written from another root
                if n == key[1] and (f.endswith("/" + key[0]) or key[0].endswith("/" + f)):
                    got = statuses
                    break
        if got is None and clause:
            got = self.by_clause.get((clause, key[1]))
        return combine(got) if got else NOT_RUN


def _tags(raw: Any) -> list[str]:
    out = []
    if isinstance(raw, list):
        for t in raw:
            name = t.get("name") if isinstance(t, dict) else t
            if isinstance(name, str):
                out.append(name.lstrip("@"))
    return out


def _element_status(el: dict[str, Any]) -> str:
    """A scenario's status: its own (behave) unless a step failed; else from its steps (pytest-bdd): failed if
    one failed, passed if every step passed, skipped otherwise (steps without a result did not run)."""
    steps = [s for s in el.get("steps") or [] if isinstance(s, dict)]
    said = [status_of(s["result"].get("status")) if isinstance(s.get("result"), dict) else None for s in steps]
    own = status_of(el.get("status"))
    if FAILED in said:
        return FAILED
    if own is not None:
        return own
    if said and all(s == PASSED for s in said):
        return PASSED
    return SKIPPED


def read(runner: str, path: Path | None) -> RunnerResults:
    """One runner's result file, read defensively."""
    res = RunnerResults(runner, path)
    if path is None:
        return res
    try:
        st = path.stat()
    except OSError:
        res.problem = lambda: _("{file} not found", file=path.name)
        return res
    if st.st_size > MAX_BYTES:
        res.problem = lambda: _("{file} is too large to read ({size} bytes)", file=path.name, size=st.st_size)
        return res
    try:
        data = json.loads(path.read_bytes())
    except (OSError, ValueError, RecursionError) as e:
        why = e.strerror if isinstance(e, OSError) and e.strerror else type(e).__name__
        res.problem = lambda: _("{file} could not be read ({why})", file=path.name, why=why)
        return res
    res.written = datetime.fromtimestamp(st.st_mtime).astimezone()
    if not isinstance(data, list):
        res.problem = lambda: _("{file} is not a list of features", file=path.name)
        return res
    for feature in data:
        if not isinstance(feature, dict):
            res.odd += 1
            continue
        where = feature.get("uri") or feature.get("location") or feature.get("id") or ""
        fkey = feature_key(where) if isinstance(where, str) else ""
        ftags = _tags(feature.get("tags"))
        for el in feature.get("elements") or []:
            try:
                if not isinstance(el, dict):
                    raise TypeError
                kind = str(el.get("type") or el.get("keyword") or "").strip().lower()
                if kind == "background":
                    continue
                name = el.get("name")
                if not isinstance(name, str):
                    raise TypeError
                status = _element_status(el)
                key = fkey
                if not key and isinstance(el.get("location"), str):
                    key = feature_key(el["location"])
                name = scenario_name(name)
                res.by_file.setdefault((key, name), []).append(status)
                for tag in _tags(el.get("tags")) + ftags:
                    if tag.startswith("clause:"):
                        res.by_clause.setdefault((tag[len("clause:"):], name), []).append(status)
                res.scenarios += 1
            except (TypeError, AttributeError, ValueError):
                res.odd += 1
    if res.odd and not res.problem:
        odd = res.odd
        res.problem = lambda: _n("{file}: {n} entry could not be read", "{file}: {n} entries could not be read", odd, file=path.name)
    return res


@dataclass
class Results:
    folder: Path | None
    runners: list[RunnerResults]
    problem: Callable[[], str] | None = None  # the folder itself (not a folder)

    @property
    def any(self) -> bool:
        return any(r.found for r in self.runners)


def load(folder: str | Path | None) -> Results:
    """The results in ``folder`` (None: none given and no ``test-results/`` here)."""
    if folder is None:
        return Results(None, [RunnerResults(key, None) for key, _file, _name in RUNNERS])
    base = Path(folder)
    if not base.is_dir():
        return Results(base, [RunnerResults(key, None) for key, _file, _name in RUNNERS],
                       lambda: _("{folder} is not a folder", folder=str(base)))
    return Results(base, [read(key, base / name) for key, name, _shown in RUNNERS])


def default_folder() -> Path | None:
    """``test-results/`` in the current folder, when it exists."""
    here = Path(os.getcwd()) / "test-results"
    return here if here.is_dir() else None
