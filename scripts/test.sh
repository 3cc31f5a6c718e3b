#!/usr/bin/env bash
# The test suite, as CI runs it: pytest (unit, property and pytest-bdd feature tests) and behave over
# the same features, both under coverage; branch coverage is combined and must reach the floor in
# pyproject.toml ([tool.coverage.report] fail_under).
#
#   bash scripts/test.sh                        everything, as CI runs it
#   bash scripts/test.sh WORD… [-- PYTEST-ARG…]  the feature scenarios selected, in both runners
#   bash scripts/test.sh --print …               print the commands instead of running them
#   bash scripts/test.sh --quick                 the everyday loop (under a minute): ruff, then pytest without its
#                                                slowest modules and without coverage; CI runs everything
#
# A WORD is a game (nozoku), a clause id (CC-SCOUT-DRAW) or a kind of clause (ruling, faq, definition,
# fact, informative); scripts/selection.py translates them for pytest (-m) and behave (--tags).
# Arguments after -- go to pytest only. A selection is run without coverage: the floor holds for the
# whole suite only. Every run writes its results into test-results/ (JUnit XML and Cucumber JSON from
# both runners; see docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PYTHON:-.venv/bin/python}"
OUT=test-results
# The suite starts a few hundred Python processes (pytest's workers, the commands under test, their coverage):
# each reads the compiled modules the first one wrote (in __pycache__, ignored by git) instead of compiling
# the referee, the tests and pytest's rewritten assertions again. An environment that turned the caches off
# (PYTHONDONTWRITEBYTECODE, as some container images do) made every one of them compile everything.
unset PYTHONDONTWRITEBYTECODE

usage() {
    printf '%s\n' "usage: bash scripts/test.sh [--print] [--quick] [WORD…] [-- PYTEST-ARG…]" \
        "  WORD: a game (curtain-call, crown-crest, nozoku, blackpoker, eitsuku), a clause id (CC-SCOUT-DRAW)" \
        "        or a kind of clause (ruling, faq, definition, fact, informative); none: the whole suite" >&2
}

print=0
quick=0
words=()
raw=()
while (($#)); do
    case "$1" in
        --print) print=1 ;;
        --quick) quick=1 ;;
        -h | --help) usage; exit 0 ;;
        --) shift; raw=("$@"); break ;;
        -*) echo "scripts/test.sh: unknown option $1 (pytest's options go after --)" >&2; usage; exit 2 ;;
        *) words+=("$1") ;;
    esac
    shift
done

pytest=(-m pytest "--junitxml=$OUT/pytest.junit.xml" "--cucumberjson=$OUT/pytest-bdd.cucumber.json")
behave=(-m behave --format json --outfile "$OUT/behave.cucumber.json" --format progress --summary
        --junit --junit-directory "$OUT/behave")
if ((${#words[@]})); then
    if ! selection=$("$PY" scripts/selection.py "${words[@]}"); then
        usage
        exit 2
    fi
    pytest+=(-m "${selection%%$'\n'*}")
    behave+=(--tags "${selection#*$'\n'}")
fi
pytest+=("${raw[@]}")

if ((quick)); then
    # the everyday loop: the guardrails' ruff, then the tests but the slowest modules (tests/conftest.py,
    # SLOW_MODULES), on every core, without coverage, behave, the browser or the report
    steps=("$PY -m ruff check referee scripts tests"
           "$PY -m pytest -q -n auto -p no:cacheprovider -m 'not slow' ${raw[*]@Q}")
    if ((print)); then
        printf '%s\n' "${steps[@]}"
        exit 0
    fi
    start=$SECONDS
    "$PY" -m ruff check referee scripts tests
    "$PY" -m pytest -q -n auto -p no:cacheprovider -m "not slow" "${raw[@]}"
    echo "scripts/test.sh --quick: passed in $((SECONDS - start)) s (the slowest modules, coverage and behave are CI's: bash scripts/test.sh)"
    exit 0
fi

if ((${#words[@]} + ${#raw[@]} == 0)); then
    # the whole suite: pytest's test modules shared out among one worker per core (pytest-xdist; a module, or a
    # group of modules that share a costly set-up, runs on one worker: tests/conftest.py), each worker measured
    # by coverage
    # by coverage; the modules marked untraced (tests/conftest.py, UNTRACED: replays of whole games that the tracer
    # made three times slower) in a pytest process of their own, without coverage, beside them
    untraced=(-m pytest -q -p no:cacheprovider -m untraced "--junitxml=$OUT/pytest-untraced.junit.xml")
    pytest+=(-n auto --dist loadfile -m "not untraced")
    steps=("$PY -m ruff check referee scripts tests" "$PY -m mypy"
           "$PY -m coverage erase"
           "$PY -m coverage run ${pytest[*]@Q}"
           "$PY ${untraced[*]@Q}"
           "$PY -m coverage run ${behave[*]@Q}"
           "$PY -m coverage combine --quiet"
           "$PY -m coverage report")
else
    steps=("$PY ${pytest[*]@Q}" "$PY ${behave[*]@Q}")
fi
if ((print)); then
    printf '%s\n' "${steps[@]}"
    exit 0
fi

# the guardrails first (docs/testing.md): ruff over the code, the scripts and the tests (pyproject.toml: the line
# length and the complexity limit), mypy strict over referee/core and referee/notation; a failure stops the run
if ((${#words[@]} + ${#raw[@]} == 0)); then
    "$PY" -m ruff check referee scripts tests
    "$PY" -m mypy
fi
# the browser tests need Chromium and the CJK fonts: installed here when missing (they fail, never skip, without)
bash scripts/setup-browser.sh || echo "scripts/test.sh: the browser could not be installed; the browser tests will fail" >&2
# (the last run's JUnit XML is kept aside, as .last-pytest.junit.xml: pytest-xdist hands out the longest modules
# first by the time each took then, tests/conftest.py)
if [[ -f "$OUT/pytest.junit.xml" ]]; then mv -f "$OUT/pytest.junit.xml" "$OUT/.last-pytest.junit.xml"; fi
rm -rf "$OUT/behave" "$OUT/behave.txt" "$OUT/pytest-bdd.cucumber.json" "$OUT/behave.cucumber.json" \
    "$OUT/pytest-untraced.txt" "$OUT/pytest-untraced.junit.xml"
mkdir -p "$OUT/behave"
if ((${#words[@]} + ${#raw[@]} == 0)); then
    "$PY" -m coverage erase
    # behave runs beside pytest (each measured into its own data file): what it prints is kept and shown after
    # pytest's; the run fails if either runner does
    "$PY" -m coverage run "${behave[@]}" > "$OUT/behave.txt" 2>&1 &
    behave_pid=$!
    "$PY" "${untraced[@]}" > "$OUT/pytest-untraced.txt" 2>&1 &
    untraced_pid=$!
    pytest_status=0
    "$PY" -m coverage run "${pytest[@]}" || pytest_status=$?
    untraced_status=0
    wait "$untraced_pid" || untraced_status=$?
    behave_status=0
    wait "$behave_pid" || behave_status=$?
    echo "scripts/test.sh: the modules marked untraced, without coverage:"
    cat "$OUT/pytest-untraced.txt"
    cat "$OUT/behave.txt"
    if ((pytest_status != 0)); then exit "$pytest_status"; fi
    if ((untraced_status != 0)); then exit "$untraced_status"; fi
    if ((behave_status != 0)); then exit "$behave_status"; fi
    "$PY" -m coverage combine --quiet
    "$PY" -m coverage report
else
    echo "scripts/test.sh: a part of the suite: coverage is not measured (its floor holds for the whole suite only)"
    "$PY" "${pytest[@]}"
    "$PY" "${behave[@]}"
fi
# the report of the bundled logs with the living rulebook, holding this run's results from both runners
# (exit 1: some bundled logs break the rules on purpose)
site=0
"$PY" -m referee report scenarios --out "$OUT/site" --results "$OUT" > "$OUT/site.txt" || site=$?
if ((site != 0 && site != 1 && site != 3)); then
    echo "scripts/test.sh: referee report failed (exit $site): see $OUT/site.txt" >&2
    exit "$site"
fi
echo "scripts/test.sh: results in $OUT/ (JUnit XML and Cucumber JSON from pytest and behave; the report with the living rulebook in $OUT/site/index.html)"
