#!/usr/bin/env bash
# The fuzzing suite's nightly profile: at least 100,000 inputs per reader (tests/test_fuzz.py, docs/security.md).
# scripts/nightly.sh runs it too, with the rest of the suite in depth (docs/testing.md); this runs it alone.
# Usage: scripts/fuzz-nightly.sh [PYTEST ARGS…]   (run from the repository, after the README's install)
# FUZZ_EXAMPLES=N runs N inputs per reader instead of 100,000 (a shorter campaign: say so where its figures go).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}
HYPOTHESIS_PROFILE=nightly exec "$PY" -m pytest -p no:cacheprovider -q --hypothesis-show-statistics tests/test_fuzz.py "$@"
