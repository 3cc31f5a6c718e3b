"""``referee report``: a static HTML site of recorded games and of the living rulebook, in Japanese and
English (see :mod:`referee.report.site`). Nothing here is imported until the command runs."""
