"""A headless Chromium for the browser tests (tests/test_browser_report.py, tests/test_picture_png.py), and
the report site they read.

Debian's ``chromium`` and ``chromium-driver`` drive it through Selenium; ``scripts/setup-browser.sh``
installs them (and the CJK fonts the pictures are set in). Nothing is downloaded at run time: the
driver is the system's ``/usr/bin/chromedriver`` (so Selenium Manager stays idle), and the browser is
started with every background fetch off and every host name resolving to nothing, so a page that
tries to reach the network shows it as a failed request in the logs the tests read.

One :class:`Browser` serves a whole test session (the ``chromium`` fixture in tests/conftest.py; one per
pytest-xdist worker): a test sets the viewport it wants (nothing is sent when it is the one already set),
loads a ``file://`` page, and reads what happened: the console messages (``browser`` log) and every request
the page made (``Network.requestWillBeSent`` and ``Network.loadingFailed`` in the ``performance`` log).
Every load reads the logs to their end, so the next load's entries are its own. ``REFEREE_CHROMIUM`` and
``REFEREE_CHROMEDRIVER`` name other binaries than Debian's.

The report of the bundled logs (``referee report scenarios``, with Cucumber JSON results of both runners'
shapes; of every log in the nightly profile, of a stated sample in the quick one: :func:`site_logs`) is built
once per test session: from its start, in a process of its own (:func:`start_site`, started by
tests/conftest.py when the session has tests that read it), and read by :func:`report_site` (the
``report_site`` fixture), which waits for it on a file lock; every pytest-xdist worker reads the same one.
The verdicts of the bundled logs are reached once per session too, whichever test asks first (:class:`Verdicts`).
"""

from __future__ import annotations

import base64
import contextlib
import io
import json
import math
import os
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

CHROMIUM = Path(os.environ.get("REFEREE_CHROMIUM", "/usr/bin/chromium"))
CHROMEDRIVER = Path(os.environ.get("REFEREE_CHROMEDRIVER", "/usr/bin/chromedriver"))
SETUP = "scripts/setup-browser.sh"
ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "test-results"

FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--disable-extensions",
    "--hide-scrollbars",
    "--force-color-profile=srgb",
    "--font-render-hinting=none",
    '--host-resolver-rules=MAP * ~NOTFOUND',
)

# After a load: wait until the page's fonts are ready, then run the caller's script (its body, which reads
# its arguments as ``arguments[i]`` and returns what it found) in the same round trip.
_AFTER_LOAD = """
const done = arguments[arguments.length - 1];
const args = Array.prototype.slice.call(arguments, 0, -1);
document.fonts.ready.then(() => {
  try { done({ok: true, value: (function () { %s }).apply(null, args)}); }
  catch (e) { done({ok: false, value: String(e && e.stack || e)}); }
});
"""


def missing() -> str | None:
    """Why the browser cannot start here (None when it can): the message names the set-up script."""
    lost = [str(p) for p in (CHROMIUM, CHROMEDRIVER) if not (p.is_file() and os.access(p, os.X_OK))]
    if lost:
        return (f"Chromium is not installed ({', '.join(lost)} missing): run `bash {SETUP}` "
                "(it installs chromium, chromium-driver and fonts-noto-cjk), as scripts/test.sh does")
    return None


@dataclass
class Visit:
    """What one page load did: its console messages, the requests it made, and what the script run after
    it returned."""

    url: str
    console: list[dict[str, Any]] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)  # "url: error text" of each request that failed
    found: Any = None

    def errors(self) -> list[str]:
        """Console messages of level SEVERE/ERROR, and warnings about something that failed to load
        (a JavaScript error is logged as SEVERE)."""
        out = []
        for m in self.console:
            level, text = m.get("level", ""), m.get("message", "")
            if level in ("SEVERE", "ERROR") or (level == "WARNING" and ("fail" in text.lower() or "load" in text.lower())):
                out.append(f"{level}: {text}")
        return out


class Browser:
    """One Chromium (through chromedriver) for a test session; see the module's docstring."""

    def __init__(self, profile: Path) -> None:
        why = missing()
        if why:
            raise RuntimeError(why)
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        opts = webdriver.ChromeOptions()
        opts.binary_location = str(CHROMIUM)
        for flag in FLAGS:
            opts.add_argument(flag)
        opts.add_argument(f"--user-data-dir={profile}")
        opts.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
        service = Service(executable_path=str(CHROMEDRIVER), log_output=str(profile.parent / "chromedriver.log"))
        self.profile = profile
        self.driver = webdriver.Chrome(service=service, options=opts)
        self.driver.set_page_load_timeout(60)
        self.driver.set_script_timeout(60)
        self.size: tuple[int, int] | None = None
        self._metrics: tuple[int, int, bool] | None = None
        self.driver.get("about:blank")  # away from the start page, and forget what it logged
        self.drain()

    # -- the viewport -------------------------------------------------------------------------

    def viewport(self, width: int, height: int, *, mobile: bool = False) -> None:
        """Emulate a screen of ``width``×``height`` CSS pixels at one device pixel per CSS pixel;
        ``mobile``: as a phone does (the page's ``<meta name="viewport">`` decides its layout width).
        Nothing is sent when that screen is emulated already."""
        if self._metrics == (width, height, mobile):
            return
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile,
            "screenWidth": width, "screenHeight": height})
        self.size = (width, height)
        self._metrics = (width, height, mobile)

    # -- loading a page -----------------------------------------------------------------------

    def drain(self) -> None:
        """Forget the log entries so far (they belong to the page before)."""
        self.driver.get_log("browser")
        self.driver.get_log("performance")

    def visit(self, url: str, script: str | None = None, *args: Any) -> Visit:
        """Load ``url``, wait until its fonts are ready and run ``script`` (a function's body, given ``args``)
        on it; returns what the load did, with what the script returned as ``found``. The logs are read to
        their end, so the next load's entries are its own."""
        self.driver.get(url)
        answer = self.driver.execute_async_script(_AFTER_LOAD % (script or "return null;"), *args)
        if not answer["ok"]:
            raise RuntimeError(f"the script failed on {url}: {answer['value']}")
        v = Visit(url, found=answer["value"])
        v.console = self.driver.get_log("browser")
        ids: dict[str, str] = {}
        for entry in self.driver.get_log("performance"):
            msg = json.loads(entry["message"])["message"]
            method, params = msg.get("method"), msg.get("params", {})
            if method == "Network.requestWillBeSent":
                req_url = params["request"]["url"]
                ids[params.get("requestId", "")] = req_url
                v.requests.append(req_url)
            elif method == "Network.loadingFailed" and not params.get("canceled"):
                v.failed.append(f"{ids.get(params.get('requestId', ''), '?')}: {params.get('errorText', '')}")
        return v

    def run(self, script: str, *args: Any) -> Any:
        return self.driver.execute_script(script, *args)

    # -- pictures of the page -----------------------------------------------------------------

    def _capture(self, clip: dict[str, float], path: Path | None, decode: bool, beyond: bool = True):
        from PIL import Image

        params = {"format": "png", "optimizeForSpeed": True, "captureBeyondViewport": beyond, "fromSurface": True,
                  "clip": clip}
        data = base64.b64decode(self.driver.execute_cdp_cmd("Page.captureScreenshot", params)["data"])
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        if not decode:
            return None
        img = Image.open(io.BytesIO(data))
        img.load()
        return img.convert("RGB")

    def screenshot(self, path: Path | None = None, *, clip: tuple[float, float, float, float], scale: float = 1.0):
        """A PNG of ``clip`` (x, y, width, height in CSS pixels of the page, ``scale`` image pixels each) as a
        Pillow image; saved to ``path`` too when given. The whole page is laid out for it (a clip beyond the
        viewport is drawn too)."""
        x, y, w, h = clip
        return self._capture({"x": x, "y": y, "width": w, "height": h, "scale": scale}, path, True)

    def boxes(self, boxes: list[tuple[float, float, float, float]], *, width: float = 240.0) -> list[Any]:
        """Each box of the page (x, y, width, height in CSS pixels of the page) as it is shown on the screen,
        as a Pillow image at most ``width`` pixels wide: the page is scrolled to the box (once for the boxes
        that one screenful shows) and the box is taken from the screen, without laying the page out again
        (a box taller than the screen is taken beyond it)."""
        assert self.size is not None, "set the viewport first"
        screen_h = self.size[1]
        shots: list[Any] = [None] * len(boxes)
        top: float | None = None
        for i in sorted(range(len(boxes)), key=lambda k: boxes[k][1]):
            x, y, w, h = boxes[i]
            scale = min(1.0, width / max(1.0, w))
            clip = {"x": x, "y": y, "width": w, "height": h, "scale": scale}
            if h > screen_h:
                shots[i] = self._capture(clip, None, True, beyond=True)
                continue
            if top is None or y < top or y + h > top + screen_h:
                # to the whole pixel at or above the box: the page scrolls by whole pixels, and a box that starts
                # a fraction above the screen's top would be taken beyond the screen (the page laid out again)
                top = self.run("window.scrollTo(0, arguments[0]); return window.scrollY;", math.floor(y))
                if y < top or y + h > top + screen_h:  # the page ends before a screenful below the box
                    shots[i] = self._capture(clip, None, True, beyond=True)
                    top = None
                    continue
            shots[i] = self._capture(clip, None, True, beyond=False)
        return shots

    def full_page(self, path: Path | None = None, *, most: int = 40_000_000, decode: bool = True):
        """A PNG of the whole page, beyond the viewport (Chrome's ``Page.captureScreenshot`` with
        ``captureBeyondViewport``), saved to ``path`` when given: ``(image or None, scale)``. A page of more
        than ``most`` pixels is taken at the scale that brings it down to that many (a rulebook's page is
        over 100,000 pixels tall); ``decode`` False spares reading it back."""
        m = self.driver.execute_cdp_cmd("Page.getLayoutMetrics", {})
        size = m.get("cssContentSize") or m["contentSize"]
        width = max(size["width"], (self.size or (0, 0))[0])
        height = size["height"]
        scale = min(1.0, (most / max(1.0, width * height)) ** 0.5)
        img = self._capture({"x": 0, "y": 0, "width": width, "height": height, "scale": scale}, path, decode)
        return img, scale

    def close(self) -> None:
        try:
            self.driver.quit()
        finally:
            shutil.rmtree(self.profile, ignore_errors=True)


# -- colours and ink, for reading a screenshot ----------------------------------------------------


def rgb(hex_colour: str) -> tuple[int, int, int]:
    h = hex_colour.lstrip("#")[:6]
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def near(pixel: tuple[int, ...], colour: tuple[int, int, int], tolerance: int = 40) -> bool:
    """``pixel`` is ``colour`` give or take ``tolerance`` in each channel."""
    return all(abs(int(a) - b) <= tolerance for a, b in zip(pixel[:3], colour))


def results(*parts: str) -> Path:
    """A folder under test-results/ (made when missing) where a person can look at what a test drew."""
    p = RESULTS.joinpath(*parts)
    p.mkdir(parents=True, exist_ok=True)
    return p


# -- the report of the bundled logs, built once per session ----------------------------------------


def write_results(folder: Path) -> dict[str, dict[tuple[str, str], str]]:
    """Cucumber JSON in both runners' shapes: per game, a clause with three scenarios or more, its scenario 1
    passed under pytest-bdd and failed under behave, scenario 2 the other way round, scenario 3 skipped
    (behave's ``untested``) and not in pytest-bdd's file. Returns the expected status per runner and
    (clause, scenario name)."""
    from referee.core.clauses import index

    folder.mkdir(parents=True, exist_ok=True)
    pytest_bdd: list[dict[str, Any]] = []
    behave: list[dict[str, Any]] = []
    expected: dict[str, dict[tuple[str, str], str]] = {"pytest-bdd": {}, "behave": {}}
    idx = index()
    for game in idx.games():
        clause = next(c for c in idx.for_game(game) if len(c.scenarios) >= 3)
        rel = clause.path.split("/", 1)[1]  # features/x/y.feature -> x/y.feature
        a, b, c = clause.scenarios[:3]

        def pb(sc, status):
            expected["pytest-bdd"][(clause.id, sc.name)] = status
            return {"keyword": "Scenario", "id": "test_x", "name": sc.name, "line": sc.line, "description": "", "type": "scenario",
                    "tags": [{"name": f"clause:{clause.id}", "line": 1}, {"name": f"game:{game}", "line": 1}],
                    "steps": [{"keyword": "Given", "name": "a step", "line": sc.line + 1, "match": {"location": ""},
                               "result": {"status": "passed", "duration": 10}},
                              {"keyword": "Then", "name": "another", "line": sc.line + 2, "match": {"location": ""},
                               "result": {"status": status, "duration": 10}}]}

        pytest_bdd.append({"keyword": "Feature", "uri": rel, "name": clause.section, "id": rel, "line": 2, "description": "",
                           "language": "en", "tags": [{"name": f"game:{game}", "line": 1}],
                           "elements": [pb(a, "passed"), pb(b, "failed")]})

        def bh(sc, status):
            expected["behave"][(clause.id, sc.name)] = {"untested": "skipped"}.get(status, status)
            return {"keyword": "Scenario", "location": f"{clause.path}:{sc.line}", "name": sc.name, "status": status,
                    "tags": [f"clause:{clause.id}"], "type": "scenario",
                    "steps": [{"keyword": "Given", "location": f"{clause.path}:{sc.line + 1}", "name": "a step", "step_type": "given",
                               **({"result": {"duration": 0.01, "status": status}} if status != "untested" else {})}]}

        behave.append({"keyword": "Feature", "location": f"{clause.path}:2", "name": clause.section, "status": "failed",
                       "tags": [f"game:{game}"], "description": ["a feature"],
                       "elements": [{"keyword": "Background", "location": f"{clause.path}:5", "name": "", "type": "background",
                                     "steps": [{"keyword": "Given", "name": "x", "step_type": "given"}]},
                                    bh(a, "failed"), bh(b, "passed"), bh(c, "untested")]})
    (folder / "pytest-bdd.cucumber.json").write_text(json.dumps(pytest_bdd), encoding="utf-8")
    (folder / "behave.cucumber.json").write_text(json.dumps(behave, indent=2), encoding="utf-8")
    return expected


def in_process(args: list[str], cwd: Path = ROOT, env: dict[str, str | None] | None = None) -> tuple[int, str, str]:
    """``referee ARGS`` run in this process from ``cwd`` (with the environment variables ``env`` set, or unset
    where None): (exit status, standard output, standard error), as a pipe would take them. The folder, the
    environment, the language and the set-file folders are put back afterwards."""
    import pytest

    from referee import i18n
    from referee.cli import main
    from referee.core import setfiles

    out, err = io.TextIOWrapper(io.BytesIO(), encoding="utf-8"), io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    folders = setfiles.extra_folders()
    try:
        with pytest.MonkeyPatch.context() as mp:
            mp.chdir(cwd)
            for name, value in (env or {}).items():
                if value is None:
                    mp.delenv(name, raising=False)
                else:
                    mp.setenv(name, value)
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                code = main(args)
    finally:
        i18n.set_language(None)
        setfiles.set_extra_folders(list(folders))
    texts = []
    for stream in (out, err):
        stream.flush()
        texts.append(stream.buffer.getvalue().decode("utf-8"))  # type: ignore[attr-defined]
    return code, texts[0], texts[1]


class Verdicts:
    """What ``referee check`` (and ``referee report``) reach for each log, kept while :meth:`reused` is in effect:
    every run of :func:`referee.api.verdict_of` on the same log with the same arguments after the first renders
    the verdict kept (a copy each time). Tests that check the bundled logs in several formats and languages have
    each log refereed once per language and arguments for the whole session.

    A verdict is kept by its key: the log's path as given and resolved, a digest of its bytes (read here when the
    call reads the file itself; a file larger than 1 MB, or unreadable, is never kept) and whether the call gave
    them or let the file be read (``check`` reads it, ``report`` gives the bytes it read: each is reached on its
    own, so that a test holding the one against the other compares two verdicts), every other argument of
    ``verdict_of`` (defaults filled in), the language and the set-file folders. The store is the test process's,
    and a folder shared by the workers of a pytest-xdist run (:func:`share`): a verdict one worker reached is
    read by the others. An instance counts the calls made through it (``calls``), the distinct verdicts asked
    for (``asked``) and how many it reached itself (``made``)."""

    store: dict[str, dict[str, Any]] = {}
    folder: Path | None = None  # set by share(): the store on disk, for every worker

    def __init__(self) -> None:
        self.calls = 0
        self.asked: set[str] = set()
        self.made = 0

    @classmethod
    def share(cls, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        cls.folder = folder

    def _key(self, args: dict[str, Any], data: bytes, given: bool) -> str:
        import hashlib

        from referee import i18n
        from referee.core import setfiles

        path = args.pop("path")
        parts = [os.path.abspath(path), path, hashlib.sha256(data).hexdigest(), "bytes given" if given else "read",
                 repr(sorted(args.items())), i18n.language(), repr(setfiles.extra_folders())]
        return hashlib.sha256("\0".join(parts).encode()).hexdigest()

    def _kept(self, key: str) -> dict[str, Any] | None:
        if key not in self.store and self.folder is not None:
            try:
                self.store[key] = json.loads((self.folder / f"{key}.json").read_text(encoding="utf-8"))
            except (OSError, ValueError):
                return None
        return self.store.get(key)

    def _keep(self, key: str, verdict: dict[str, Any]) -> None:
        import tempfile

        self.store[key] = verdict
        if self.folder is not None:
            fd, tmp = tempfile.mkstemp(dir=self.folder, prefix=".verdict-")
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(verdict, f)
            os.replace(tmp, self.folder / f"{key}.json")  # whole or not at all: a reader never sees half of it

    @contextlib.contextmanager
    def reused(self):
        import copy
        import inspect

        import pytest

        from referee import api

        real = api.verdict_of
        signature = inspect.signature(real)

        def once(path: str, **kw: Any) -> dict[str, Any]:
            self.calls += 1
            bound = signature.bind(path, **kw)
            bound.apply_defaults()
            args = dict(bound.arguments)
            data = args.pop("data")
            given = data is not None
            if path == "-":
                return real(path, **kw)
            if data is None:
                try:
                    if os.path.getsize(path) > 1 << 20:
                        return real(path, **kw)
                    with open(path, "rb") as f:
                        data = f.read()
                except OSError:
                    return real(path, **kw)
            key = self._key(args, data, given)
            self.asked.add(key)
            kept = self._kept(key)
            if kept is None:
                kept = real(path, **kw)
                self.made += 1
                self._keep(key, kept)
            return copy.deepcopy(kept)

        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(api, "verdict_of", once)
            yield self


SITE = "report-of-the-scenarios"  # the report's folder in the session's shared temporary folder (and its lock)
SCENARIOS = ROOT / "scenarios"
#: logs the tests of the report read by name (tests/test_report_site.py)
NAMED = ("curtain_call/wrong-claims.log", "curtain_call/wrong-opener.log")


def most_findings(logs: list[Path]) -> list[Path]:
    """Of each folder's logs, the one whose expected verdict (``<name>.expected.json``) has the most findings (the
    first by name among equals): the page of that log has the most on it (findings, and a picture at each)."""
    from referee.harness import properties as P

    def findings(p: Path) -> tuple[int, list[int]]:
        n = len(json.loads(p.with_suffix(".expected.json").read_text(encoding="utf-8"))["findings"])
        return n, [-ord(c) for c in p.name]

    return P.per_group(sorted(logs), lambda p: p.parent.name, lambda group: [max(group, key=findings)])


def site_logs() -> list[Path]:
    """The bundled logs the report the tests read is made of. Every one in a deep profile (nightly); in the quick
    profile (CI), a sample: of each folder of scenarios/ (each game's, and the unreadable logs') the log with the
    most findings (:func:`most_findings`), every unreadable log (scenarios/bad_input/), and the logs the tests
    read by name (:data:`NAMED`)."""
    from referee.harness import properties as P

    logs = sorted(SCENARIOS.rglob("*.log"))
    if P.deep():
        return logs
    chosen = set(most_findings(logs)) | set((SCENARIOS / "bad_input").glob("*.log")) | {SCENARIOS / n for n in NAMED}
    return sorted(chosen)


def _scenarios_folder(shared: Path) -> Path:
    """The folder the report is made from (its logs' paths are ``scenarios/…`` relative to it, as from the
    project's folder): the project's own in a deep profile; in the quick profile, a folder of the session with a
    copy of each log of :func:`site_logs` at its place under ``scenarios/``."""
    logs = site_logs()
    if logs == sorted(SCENARIOS.rglob("*.log")):
        return ROOT
    top = shared / "quick-scenarios"
    shutil.rmtree(top, ignore_errors=True)
    for log in logs:
        copy = top / log.relative_to(ROOT)
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(log, copy)
    return top


def _build_site(shared: Path) -> None:
    """Build the report of the bundled logs into ``shared`` (the caller holds the lock)."""
    folder = shared / SITE
    shutil.rmtree(folder, ignore_errors=True)
    expected = write_results(folder / "results")
    out = folder / "site"
    cwd = _scenarios_folder(shared)
    with Verdicts().reused():  # each log's verdict in each language reached once for the site
        status, said, err = in_process(["report", "scenarios", "--out", str(out), "--results",
                                        str(folder / "results"), "--lang", "en"], cwd=cwd)
    (folder / "built.json").write_text(json.dumps({
        "out": str(out), "status": status, "output": said + err, "cwd": str(cwd),
        "logs": [str(p.relative_to(ROOT)) for p in site_logs()],
        "expected": [[runner, cid, name, st] for runner, got in expected.items() for (cid, name), st in got.items()],
    }), encoding="utf-8")


# A process of its own that builds the report while the tests go on: it is given the lock, held (its file
# descriptor is the first argument), and its shared folder.
_BUILDER = """
import os, sys
from pathlib import Path
sys.path.insert(0, os.path.join(os.getcwd(), "tests"))
import browser
from referee.harness import properties
properties.load_profile()  # HYPOTHESIS_PROFILE: the sample of the logs (site_logs)
browser.Verdicts.share(Path(sys.argv[2]) / "verdicts")
browser._build_site(Path(sys.argv[2]))
os.close(int(sys.argv[1]))
"""


def start_site(shared: Path) -> "Any | None":
    """Start building the report of the bundled logs in a process of its own (when nobody has built it or is
    building it): the test session goes on while it is built, and :func:`report_site` waits for it (on the
    lock, which the builder holds until the site is written). Returns the process, or None."""
    import fcntl
    import subprocess
    import sys

    shared.mkdir(parents=True, exist_ok=True)
    lock = open(shared / f"{SITE}.lock", "a+")
    try:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return None  # being built
        if (shared / SITE / "built.json").is_file():
            return None
        with open(shared / f"{SITE}.builder.txt", "w", encoding="utf-8") as said:
            return subprocess.Popen([sys.executable, "-c", _BUILDER, str(lock.fileno()), str(shared)], cwd=ROOT,
                                    stdin=subprocess.DEVNULL, stdout=said, stderr=subprocess.STDOUT,
                                    pass_fds=[lock.fileno()])
    finally:
        lock.close()  # the lock stays held by the builder (the same open file), released when it closes it


def report_site(shared: Path) -> dict[str, Any]:
    """The report of the bundled logs (``referee report scenarios --results R --lang en``, R written by
    :func:`write_results`; every log, or the quick profile's sample: :func:`site_logs`), built in ``shared`` once:
    by the process :func:`start_site` started, or else by the first caller; the others wait for it on a lock and
    read it. ``{"out": the site's folder, "status": the command's exit status, "output": what it printed,
    "expected": the runners' statuses R says, "cwd": the folder it was made from (``scenarios/`` in it), "logs":
    the logs, as paths from the project's folder}``."""
    import fcntl

    built = shared / SITE / "built.json"
    with open(shared / f"{SITE}.lock", "a+") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # waits here while another process builds it
        if not built.is_file():
            _build_site(shared)
    data = json.loads(built.read_text(encoding="utf-8"))
    expected_back: dict[str, dict[tuple[str, str], str]] = {"pytest-bdd": {}, "behave": {}}
    for runner, cid, name, st in data["expected"]:
        expected_back[runner][(cid, name)] = st
    return {"out": Path(data["out"]), "status": data["status"], "output": data["output"], "expected": expected_back,
            "cwd": Path(data["cwd"]), "logs": data["logs"]}
