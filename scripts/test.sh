#!/usr/bin/env bash
# The whole test suite, as CI runs it: pytest (unit, property and pytest-bdd feature tests) and
# behave over the same features, both under coverage; branch coverage is combined and must
# reach the floor in pyproject.toml ([tool.coverage.report] fail_under).
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PYTHON:-.venv/bin/python}"
"$PY" -m coverage erase
"$PY" -m coverage run -m pytest "$@"
"$PY" -m coverage run -m behave --format progress --summary
"$PY" -m coverage combine --quiet
"$PY" -m coverage report
