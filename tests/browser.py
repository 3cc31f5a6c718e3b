"""A headless Chromium for the browser tests (tests/test_browser_report.py, tests/test_picture_png.py).

Debian's ``chromium`` and ``chromium-driver`` drive it through Selenium; ``scripts/setup-browser.sh``
installs them (and the CJK fonts the pictures are set in). Nothing is downloaded at run time: the
driver is the system's ``/usr/bin/chromedriver`` (so Selenium Manager stays idle), and the browser is
started with every background fetch off and every host name resolving to nothing, so a page that
tries to reach the network shows it as a failed request in the logs the tests read.

One :class:`Browser` serves a whole test session (the ``chromium`` fixture in tests/conftest.py):
each test sets the viewport it wants, loads a ``file://`` page, and reads what happened: the console
messages (``browser`` log) and every request the page made (``Network.requestWillBeSent`` and
``Network.loadingFailed`` in the ``performance`` log). ``REFEREE_CHROMIUM`` and ``REFEREE_CHROMEDRIVER``
name other binaries than Debian's.
"""

from __future__ import annotations

import base64
import io
import json
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


def missing() -> str | None:
    """Why the browser cannot start here (None when it can): the message names the set-up script."""
    lost = [str(p) for p in (CHROMIUM, CHROMEDRIVER) if not (p.is_file() and os.access(p, os.X_OK))]
    if lost:
        return (f"Chromium is not installed ({', '.join(lost)} missing): run `bash {SETUP}` "
                "(it installs chromium, chromium-driver and fonts-noto-cjk), as scripts/test.sh does")
    return None


@dataclass
class Visit:
    """What one page load did: its console messages and the requests it made."""

    url: str
    console: list[dict[str, Any]] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)  # "url: error text" of each request that failed

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

    # -- the viewport -------------------------------------------------------------------------

    def viewport(self, width: int, height: int, *, mobile: bool = False) -> None:
        """Emulate a screen of ``width``×``height`` CSS pixels at one device pixel per CSS pixel;
        ``mobile``: as a phone does (the page's ``<meta name="viewport">`` decides its layout width)."""
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile,
            "screenWidth": width, "screenHeight": height})
        self.size = (width, height)

    # -- loading a page -----------------------------------------------------------------------

    def drain(self) -> None:
        """Forget the log entries so far (they belong to the page before)."""
        self.driver.get_log("browser")
        self.driver.get_log("performance")

    def visit(self, url: str) -> Visit:
        """Load ``url`` (blank page first, so the logs hold only this page's load) and wait until its
        fonts are ready; returns what the load did."""
        self.driver.get("about:blank")
        self.drain()
        self.driver.get(url)
        self.driver.execute_async_script("const done = arguments[0]; document.fonts.ready.then(() => "
                                         "requestAnimationFrame(() => requestAnimationFrame(() => done(true))));")
        v = Visit(url)
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

    def _capture(self, clip: dict[str, float], path: Path | None, decode: bool):
        from PIL import Image

        params = {"format": "png", "optimizeForSpeed": True, "captureBeyondViewport": True, "fromSurface": True,
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

    def screenshot(self, path: Path | None = None, *, clip: tuple[float, float, float, float]):
        """A PNG of ``clip`` (x, y, width, height in CSS pixels of the page, one image pixel each) as a
        Pillow image; saved to ``path`` too when given."""
        x, y, w, h = clip
        return self._capture({"x": x, "y": y, "width": w, "height": h, "scale": 1}, path, True)

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
