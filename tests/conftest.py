import os
from pathlib import Path

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


# -- pytest-bdd's Cucumber JSON under pytest-xdist ----------------------------------------
# pytest-bdd (9.0) keeps what a scenario did beside the report object of its test, in the process that ran it,
# and writes --cucumberjson in the main process: under pytest-xdist the main process gets each report as data
# from a worker and found nothing beside it, so test-results/pytest-bdd.cucumber.json came out empty. What the
# worker kept travels with the report's data, and is put back beside the report the main process makes of it.
_BDD = "referee_pytest_bdd_scenario"


@pytest.hookimpl(hookwrapper=True)
def pytest_report_to_serializable(config, report):
    from pytest_bdd.reporting import test_report_context_registry

    outcome = yield
    data = outcome.get_result()
    kept = test_report_context_registry.get(report)
    if isinstance(data, dict) and kept is not None:
        data[_BDD] = {"scenario": kept.scenario, "name": kept.name}


@pytest.hookimpl(hookwrapper=True)
def pytest_report_from_serializable(config, data):
    from pytest_bdd.reporting import ReportContext, test_report_context_registry

    kept = data.pop(_BDD, None) if isinstance(data, dict) else None
    outcome = yield
    report = outcome.get_result()
    if kept is not None and report is not None:
        test_report_context_registry[report] = ReportContext(**kept)


# -- how pytest-xdist shares the tests out (scripts/test.sh: -n auto --dist loadfile) ----------------------
# A module's tests run on one worker (--dist loadfile): most modules share a costly set-up among their tests (a
# module's fixtures, a cache of what its tests compute), which a worker that ran some of them would make again.
# The modules are handed out longest first, by what each took in the last run of scripts/test.sh (its JUnit XML,
# which the script keeps aside as test-results/.last-pytest.junit.xml; a fresh clone has none, and gets
# the modules of SLOW_MODULES first, then the others with the most tests first), so that no worker is left with a long one at the
# end; the modules that read the report site come
# last: the site is built meanwhile, in a process of its own (see below), so that no worker waits for it.
# In the deep profiles (nightly, hunt) the property and fuzzing tests run for minutes each and share nothing
# costly: there each of their tests is handed out on its own.
#: the modules that read the report of the bundled logs (the ``report_site`` fixture)
SITE_READERS = ("tests/test_report_site.py", "tests/test_browser_report.py")
#: the modules whose tests are handed out one by one in the deep profiles
ONE_BY_ONE_WHEN_DEEP = ("tests/test_fuzz.py", "tests/test_fuzz_games.py", "tests/test_properties.py",
                        "tests/test_properties_bp.py", "tests/test_properties_cr.py", "tests/test_properties_et.py",
                        "tests/test_properties_nz.py", "tests/test_setfiles_untrusted.py")


def _last_durations() -> dict[str, float]:
    """Seconds each test module, and each test, took in the last run (from its JUnit XML; a test by its node id),
    {} when there is none to read."""
    import xml.etree.ElementTree as ET

    took: dict[str, float] = {}
    try:
        root = ET.parse(Path(__file__).resolve().parent.parent / "test-results" / ".last-pytest.junit.xml").getroot()
        for case in root.iter("testcase"):
            module = case.get("classname", "").replace(".", "/") + ".py"
            seconds = float(case.get("time") or 0)
            took[module] = took.get(module, 0.0) + seconds
            took[f"{module}::{case.get('name', '')}"] = seconds
    except (OSError, ET.ParseError, ValueError):
        return {}
    return took


@pytest.hookimpl(tryfirst=True)
def pytest_xdist_make_scheduler(config, log):
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    from referee.harness import properties

    took = _last_durations()
    deep = properties.deep()

    class LongestFirst(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            module = super()._split_scope(nodeid)
            return nodeid if deep and module in ONE_BY_ONE_WHEN_DEEP else module

        def _assign_work_unit(self, node) -> None:
            waiting = [u for u in self.workqueue if u not in SITE_READERS]
            if waiting:
                # (without a last run, as on a fresh clone, the modules known to be slow first: SLOW_MODULES)
                longest = max(waiting, key=lambda u: (took.get(u, 0.0), u in SLOW_MODULES, len(self.workqueue[u])))
                self.workqueue.move_to_end(longest, last=False)
            super()._assign_work_unit(node)

    return LongestFirst(config, log)


#: the modules the quick profile leaves out (``scripts/test.sh --quick``, the everyday loop: docs/testing.md): each took
#: ten seconds or more of the whole suite's time (its JUnit XML, 2026-11-28), and what they hold is also run by CI
SLOW_MODULES = frozenset({
    "tests/test_console.py", "tests/test_lossless.py", "tests/test_one_legality.py", "tests/test_interrupts.py",
    "tests/test_report_site.py", "tests/test_time_limit.py", "tests/test_bounded_counts.py",
    "tests/test_browser_report.py", "tests/test_cc_follow.py", "tests/test_picture_png.py",
    "tests/test_runner_reports.py", "tests/test_picture_writer.py", "tests/test_cascade.py",
    "tests/test_check_stream.py", "tests/test_setfiles_untrusted.py", "tests/test_fuzz.py", "tests/test_properties_bp.py",
    "tests/test_said_again.py", "tests/test_check_changes_nothing.py",
})


# -- the tests coverage does not trace ----------------------------------------------------------------------
# Coverage's tracer makes the referee's own loops three times slower. These modules replay every bundled log or
# whole games, many times over, to test properties of the referee (one legality, a check that changes nothing,
# copies, slips followed, bytes kept through fmt and convert, pictures written as drawn), or time, kill and interrupt
# runs of the referee (whose timing the tracer, started in every process they start, would change); under the tracer
# they took half of the suite's time. They are marked ``untraced``: the whole suite (scripts/test.sh) runs them in a
# pytest process of their own, beside the measured runners and without coverage (nor the commands they start), so
# the coverage figure is what the other tests reach, the same on every run (docs/testing.md).
UNTRACED = frozenset({
    "tests/test_one_legality.py", "tests/test_check_changes_nothing.py", "tests/test_copying.py",
    "tests/test_cascade.py", "tests/test_cc_follow.py", "tests/test_lossless.py", "tests/test_picture_writer.py",
    "tests/test_interrupts.py", "tests/test_time_limit.py", "tests/test_bounded_counts.py",
})


def pytest_collection_modifyitems(config, items):
    slow, untraced = pytest.mark.slow, pytest.mark.untraced
    for item in items:
        module = item.nodeid.split("::", 1)[0]
        if module in SLOW_MODULES:
            item.add_marker(slow)
        if module in UNTRACED:
            item.add_marker(untraced)


_builder = None  # the process building the report site, started by this process


def pytest_collection_finish(session):
    """When the session is to read the report site, it is built from now on in a process of its own (one for
    the session: the first worker to ask starts it), while the tests go on; the ``report_site`` fixture waits
    for it (tests/browser.py: start_site)."""
    global _builder
    if os.environ.get("REFEREE_REPORT_SITE") or session.config.getoption("collectonly"):
        return
    if any(item.nodeid.split("::", 1)[0] in SITE_READERS for item in session.items):
        from browser import start_site

        _builder = start_site(_shared(session.config))


def pytest_sessionfinish(session):
    if _builder is not None and _builder.poll() is None:  # the session ended before it needed the site
        _builder.terminate()
        _builder.wait()


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


def _shared(config) -> Path:
    """The session's temporary folder that every pytest-xdist worker sees (each worker's own is inside it). (A
    worker is told by what pytest-xdist gives it, not by PYTEST_XDIST_WORKER, which a pytest run that a test
    starts inherits.)"""
    base = config._tmp_path_factory.getbasetemp()
    return base.parent if hasattr(config, "workerinput") else base


@pytest.fixture(scope="session", autouse=True)
def shared_verdicts(pytestconfig):
    """The verdicts of the logs tests check again and again (the bundled scenarios, in each format and language)
    are kept for the whole session and shared by the workers (tests/browser.py, Verdicts)."""
    from browser import Verdicts

    Verdicts.share(_shared(pytestconfig) / "verdicts")


@pytest.fixture(scope="session")
def report_site(pytestconfig):
    """The report of every bundled log, built once for the session (once for all pytest-xdist workers: in
    their shared temporary folder) and read by tests/test_report_site.py and tests/test_browser_report.py."""
    from browser import report_site as build

    return build(_shared(pytestconfig))
