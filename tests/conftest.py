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


def pytest_bdd_before_scenario(request, feature, scenario):
    """Each scenario carries the tags it inherits, as Cucumber's own JSON report has them: its feature's
    (game:…) and its rule's (clause:…, ruling, …) besides its own. pytest-bdd's ``--cucumberjson`` report
    writes a scenario's own tags only, and ours are on the ``Rule:`` lines and the feature, so without this
    an element of ``test-results/pytest-bdd.cucumber.json`` would not say which clause of which game it is
    about. The report reads ``scenario.tags`` after this hook; the scenario is this test's own rendering
    (its template's set is not changed), and marks were applied at collection, so selection is unchanged."""
    inherited = set(feature.tags) | (set(scenario.rule.tags) if scenario.rule is not None else set())
    scenario.tags = set(scenario.tags) | inherited


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


# -- one headless Chromium for the browser tests (tests/browser.py) --------------------
@pytest.fixture(scope="session")
def chromium(tmp_path_factory):
    """The session's browser; a test that needs it fails (never skips) where Chromium is missing."""
    from browser import Browser, missing

    if missing():
        pytest.fail(missing(), pytrace=False)
    b = Browser(tmp_path_factory.mktemp("chromium") / "profile")
    yield b
    b.close()
