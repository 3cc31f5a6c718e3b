#!/usr/bin/env bash
# The whole suite in depth, for a nightly run (docs/testing.md): scripts/test.sh under the Hypothesis profile
# "nightly" (HYPOTHESIS_PROFILE=nightly, referee/harness/properties.py). Each property test runs its nightly
# count of random examples instead of CI's few fixed ones, the fuzzing tests their 100,000 inputs a reader
# (tests/test_fuzz.py), the cascade test every recorded game and 80 generated games a game (tests/test_cascade.py),
# and every test over many inputs runs all of them instead of CI's stated sample: the console over every
# recorded game, the pictures of every log, every page of the report in the browser (the cases CI skips, with
# the reason "outside the quick profile's sample"). Coverage is combined and held to the floor as in CI.
#
#   bash scripts/nightly.sh                      everything, in depth
#   bash scripts/nightly.sh WORD… [-- ARG…]      a part, as scripts/test.sh takes it (without coverage)
#
# The run ends as scripts/test.sh does; a nightly run that skipped a case would be a bug of the sampling:
# the summary of pytest says "skipped" only for the cases that skip in every profile (a file root can read).
set -euo pipefail
cd "$(dirname "$0")/.."
HYPOTHESIS_PROFILE=nightly exec bash scripts/test.sh "$@"
