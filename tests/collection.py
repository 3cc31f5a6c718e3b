"""What ``pytest --collect-only -q tests/test_features.py ARGS…`` collects, for several selections at once
(tests/test_selection.py, tests/test_runner_reports.py).

One Python process (a fresh one, started from the project's folder as a person runs pytest there) runs pytest's
own ``pytest.main`` once per selection, with the same arguments as the command line: the first run imports the
features and the step library, and each one after reads the modules already imported (pytest collects from
them as it did; the marks a selection reads are put on the tests when the features are read), so a dozen
selections cost about what two separate runs did. Each selection's exit status and output are returned as the
command line gives them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

RUN = r"""
import contextlib, io, json, sys
import pytest
said = []
for args in json.loads(sys.stdin.read()):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = pytest.main(["-p", "no:cacheprovider", "--collect-only", "-q", "tests/test_features.py", *args])
    said.append([int(code), out.getvalue()])
sys.stdout.write(json.dumps(said))
"""


def runner_env() -> dict[str, str]:
    """The environment for a run of the test runners themselves (pytest, behave) that a test about the runners
    starts: this one's, without coverage's variables, so that the run is not measured. What such a run executes
    of the referee is what the two measured runs of the suite execute (the same features, the same step
    library), and measuring it again cost more than the rest of its test."""
    return {k: v for k, v in os.environ.items()
            if k not in ("COVERAGE_PROCESS_CONFIG", "COVERAGE_PROCESS_START") and not k.startswith("COV_CORE")}


def collect(selections: list[list[str]]) -> list[tuple[int, str]]:
    """(exit status, what it printed) of ``pytest --collect-only -q tests/test_features.py ARGS…`` for each
    argument list of ``selections``, in their order."""
    r = subprocess.run([sys.executable, "-c", RUN], input=json.dumps(selections), cwd=ROOT, capture_output=True,
                       text=True, env=runner_env(), timeout=300)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    return [(code, out) for code, out in json.loads(r.stdout)]


def ids(said: str) -> list[str]:
    """The test ids of a ``--collect-only -q`` output."""
    return [line for line in said.splitlines() if line.startswith("tests/test_features.py::")]
