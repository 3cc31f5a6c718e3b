"""The exit statuses of the ``referee`` command (docs/cli.md), shared by the command, the report and the CI formats.

    0  every log checked is clean (unverifiable checks are reported, not failed)
    1  at least one rule violation was found
    2  the command line was wrong (unknown command, option or game)
    3  at least one log could not be read as notation (bad input); other logs were still checked
    4  the referee itself failed (a bug: please report it)
    5  check --dask could not finish: the cluster has no worker (none left, or none within --dask-wait)
  130  stopped by SIGINT (Ctrl-C)
  143  stopped by SIGTERM
"""

from __future__ import annotations

EXIT_CLEAN, EXIT_VIOLATIONS, EXIT_USAGE, EXIT_BAD_INPUT, EXIT_INTERNAL = 0, 1, 2, 3, 4

EXIT_UNFINISHED = 5  # check --dask: the cluster has no worker left

EXIT_SIGINT, EXIT_SIGTERM = 130, 143  # 128 + the signal's number, as shells report it
