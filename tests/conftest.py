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


# -- Hypothesis profiles (referee/harness/properties.py, docs/testing.md) ---------------
# HYPOTHESIS_PROFILE picks one: "ci" (the default: CI and a plain `pytest`) is quick and derandomized;
# "nightly" gives the depth (scripts/nightly.sh); "hunt" is for long bug hunts. Each property test says how
# many examples it runs in each (properties.examples).
from referee.harness import properties as _properties  # noqa: E402

_properties.load_profile()


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


@pytest.fixture(scope="session")
def report_site(tmp_path_factory):
    """The report of every bundled log, built once for the session (once for all pytest-xdist workers: in
    their shared temporary folder) and read by tests/test_report_site.py and tests/test_browser_report.py."""
    from browser import report_site as build

    base = tmp_path_factory.getbasetemp()
    return build(base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base)
