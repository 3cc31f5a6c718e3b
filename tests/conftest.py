import os

import pytest

from referee.harness import World

# the tests read the referee's English unless they ask for Japanese (a test that wants it sets --lang or LANG
# itself); this holds for the commands they start too
for _var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_var, None)
os.environ["LANG"] = "C.UTF-8"


@pytest.fixture
def world():
    return World()


def pytest_bdd_apply_tag(tag, function):
    """Tags become registered marks that ``-m`` can select: @clause:CC-SCOUT-DRAW -> clause(id="CC-SCOUT-DRAW")
    (``pytest -m "clause(id='CC-SCOUT-DRAW')"``), @game:curtain-call -> game(name="curtain-call")
    (``pytest -m "game(name='curtain-call')"``); @ruling, @faq, @definition, @fact stay plain marks
    (``pytest -m ruling``)."""
    for name, key in (("clause", "id"), ("game", "name")):
        if tag.startswith(name + ":"):
            getattr(pytest.mark, name)(**{key: tag.split(":", 1)[1]})(function)
            return True
    return None


# -- Hypothesis profiles (tests/test_properties.py) ------------------------------------
# HYPOTHESIS_PROFILE picks one; "ci" is the default so that a plain `pytest` run is
# deterministic and quick. "hunt" is for bug hunts: random, many examples, saved
# database, so a long run keeps looking where the last one stopped.
import os as _os

from hypothesis import HealthCheck as _HealthCheck
from hypothesis import settings as _settings

_settings.register_profile(
    "ci",
    parent=_settings.get_profile("ci"),  # Hypothesis' own: derandomized, no deadline, no database
    max_examples=200,
    suppress_health_check=[_HealthCheck.too_slow, _HealthCheck.data_too_large],
)
_settings.register_profile("dev", max_examples=200, deadline=None, suppress_health_check=[_HealthCheck.too_slow])
_settings.register_profile(
    "hunt",
    max_examples=5_000,
    deadline=None,
    suppress_health_check=[_HealthCheck.too_slow, _HealthCheck.data_too_large],
    report_multiple_bugs=True,
)
# "nightly": the fuzzing suite (tests/test_fuzz.py) at 100,000 inputs per reader (scripts/fuzz-nightly.sh)
_settings.register_profile(
    "nightly",
    max_examples=100_000,
    deadline=None,
    derandomize=False,
    database=None,
    suppress_health_check=list(_HealthCheck),
)
_settings.load_profile(_os.environ.get("HYPOTHESIS_PROFILE", "ci"))
