"""The HTML report of the bundled logs, read in a real browser (headless Chromium, tests/browser.py).

The report (``referee report scenarios``) is built once per session (the ``report_site`` fixture, shared
with tests/test_report_site.py); every page of it is then loaded at a phone's width (390×844, emulated as
a phone: the page's ``<meta name="viewport">`` decides its layout) and at a desktop's (1280×900), the
screen set once per width. (In the quick profile, CI's, a stated sample of the pages is loaded, and the others
are skipped with the reason: see ``QUICK`` below; the nightly profile loads every one.) For each page and width the test asserts
that the page loads cleanly and
offline, lays out within the screen's width, shows its pictures, and matches the checked expectations in
tests/browser_expectations.toml (its language and how many pictures and findings it shows). Each picture
is taken from the screen where the page shows it, and read back: where a picture is, the screen shows it.
A page that fails has its full-page screenshot saved under ``test-results/screenshots/<width>/<page>.png``
for a person to look at.

When the report changes on purpose (a log added, a page more), refresh the expectations with
``.venv/bin/python scripts/browser_expectations.py`` and review the diff before committing it.
``REFEREE_REPORT_SITE=DIR`` tests an already built site instead of building one.
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

import pytest
from browser import ROOT, most_findings, near, results, rgb

from referee.harness import properties as P

EXPECTATIONS = ROOT / "tests" / "browser_expectations.toml"
# (the site is built in a process of its own from the start of the session, and under pytest-xdist this module
# is handed out after the others: tests/conftest.py, SITE_READERS)
REFRESH = "refresh it with `.venv/bin/python scripts/browser_expectations.py` and review the diff"
EXPECTED: dict[str, dict] = tomllib.loads(EXPECTATIONS.read_text(encoding="utf-8")) if EXPECTATIONS.exists() else {}
PAGES = sorted(EXPECTED)
WIDTHS = {390: (844, True), 1280: (900, False)}  # width -> (height, emulated as a phone)
FELT = rgb("#2e6b46")  # the table's colour (referee/core/picture.py FELT): every picture is drawn on it
FINDING = ".finding"  # a finding shown on a page (one element each)


@pytest.fixture(scope="session")
def site(request) -> Path:
    """The report of every bundled log, built once for the session (or the one REFEREE_REPORT_SITE names)."""
    given = os.environ.get("REFEREE_REPORT_SITE")
    if given:
        return Path(given).resolve()
    built = request.getfixturevalue("report_site")
    # 0, 1 and 3 are the statuses of a run that read the logs (clean, violations, unreadable logs)
    if built["status"] not in (0, 1, 3) or not (built["out"] / "index.html").is_file():
        pytest.fail(f"`referee report scenarios --out DIR` did not build the site (status {built['status']}):\n"
                    f"{built['output'][-3000:]}", pytrace=False)
    return built["out"].resolve()


def _page_of(log: str, lang: str) -> str:
    """A log's page (``scenarios/nozoku/x.log`` -> ``en/logs/nozoku--x.html``)."""
    from referee.report.site import slug_of

    return f"{lang}/logs/{slug_of(log.split('/', 1)[1])}.html"


def test_the_site_has_the_expected_pages(request, site: Path):
    """Every page of the site is listed in the expectations, and every listed page exists (of a site of the
    quick profile's sample of the logs, every listed page that is not another log's)."""
    pages = {p.relative_to(site).as_posix() for p in site.rglob("*.html")}
    assert pages, "the site has no page"
    for must in ("index.html", "ja/index.html", "en/index.html"):
        assert must in pages
    assert (site / "style.css").is_file()
    listed = set(PAGES)
    if not os.environ.get("REFEREE_REPORT_SITE"):
        logs = request.getfixturevalue("report_site")["logs"]
        listed = {p for p in PAGES if not _folder(p)} | {_page_of(log, lang) for log in logs for lang in ("en", "ja")}
        assert listed <= set(PAGES), f"pages of the site's logs not in {EXPECTATIONS.name}: {sorted(listed - set(PAGES))}; {REFRESH}"
    new, gone = sorted(pages - listed), sorted(listed - pages)
    assert not new and not gone, f"pages not in {EXPECTATIONS.name}: {new}; listed there but not built: {gone}; {REFRESH}"


# One script measures a loaded page (the overflow rule it applies is told in test_page's docstring).
MEASURE = r"""
const FINDING = arguments[0];
const doc = document.documentElement;
const describe = (el) => {
  let s = el.tagName.toLowerCase();
  if (el.id) s += '#' + el.id;
  if (typeof el.className === 'string' && el.className.trim()) s += '.' + el.className.trim().split(/\s+/).join('.');
  const text = (el.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 70);
  const [c, b] = el.scrollWidth > el.clientWidth + 1 ? [el.scrollWidth, el.clientWidth] : [el.scrollHeight, el.clientHeight];
  const dim = el.scrollWidth > el.clientWidth + 1 ? 'wide' : 'tall, clipped,';
  return s + ' (content ' + c + ' px ' + dim + ' in a box of ' + b + ' px): "' + text + '"';
};
const flagged = [];
for (const el of document.body.querySelectorAll('*')) {
  if (el.closest('svg')) continue;
  const cs = getComputedStyle(el);
  if (['none', 'contents', 'inline'].includes(cs.display)) continue;
  const ox = cs.overflowX, oy = cs.overflowY;
  if (ox === 'auto' || ox === 'scroll') continue;
  const clips = ox === 'hidden' || ox === 'clip';
  const wide = el.scrollWidth > el.clientWidth + 1 && !(clips && cs.textOverflow === 'ellipsis');
  const tall = (oy === 'hidden' || oy === 'clip') && el.scrollHeight > el.clientHeight + 1;
  if (wide || tall) flagged.push(el);
}
const innermost = flagged.filter((el) => !flagged.some((o) => o !== el && el.contains(o)));
const pictures = [...document.querySelectorAll('.picture')].map((p) => {
  const svg = p.querySelector('svg');
  if (!svg) return {svg: false};
  const r = svg.getBoundingClientRect();
  // the part of the picture the page shows: all of it, or what its frame shows when the frame scrolls it sideways
  const frame = svg.parentElement;
  const fs = getComputedStyle(frame);
  const scrolls = frame !== p && p.contains(frame) && ['auto', 'scroll'].includes(fs.overflowX);
  const f = scrolls ? frame.getBoundingClientRect() : r;
  const left = Math.max(r.left, f.left), right = Math.min(r.right, f.right);
  // the size each of its texts is drawn at on the screen: its font size through every transform down to the screen
  let smallest = null, smallestText = '', texts = 0;
  for (const t of svg.querySelectorAll('text')) {
    const m = t.getScreenCTM();
    if (!m || !(t.textContent || '').trim()) continue;
    texts += 1;
    const size = parseFloat(getComputedStyle(t).fontSize) * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    if (smallest === null || size < smallest) { smallest = size; smallestText = t.textContent; }
  }
  return {svg: true, x: left + window.scrollX, y: r.top + window.scrollY, left: left, right: right,
          width: right - left, drawnWidth: r.width, height: r.height, scrolls: scrolls,
          reach: scrolls ? frame.scrollWidth : r.width, texts: texts, smallest: smallest, smallestText: smallestText,
          title: (svg.querySelector('title') || {}).textContent || ''};
});
// the rulebook's words as a page quotes them: each 原文 of a finding or a clause once (the same sentence but for spaces
// and punctuation is the same 原文), and no markup of the rulebook shown as it is written (**bold**)
const loose = (text) => text.normalize('NFKC').replace(/[\s\u3000、。，．,.・:：;；!！?？「」『』（）()\[\]【】\-—–*]+/g, '');
const repeated = [];
for (const holder of document.querySelectorAll('.finding, article.clause')) {
  const seen = new Set();
  for (const q of holder.querySelectorAll('blockquote.genbun')) {
    if (q.parentElement.closest('.finding, article.clause') !== holder) continue;  // a finding held inside it
    const label = q.querySelector('.label');
    const said = loose((q.textContent || '').slice(label ? (label.textContent || '').length : 0));
    if (seen.has(said)) repeated.push((holder.id || holder.className) + ': ' + (q.textContent || '').trim().slice(0, 60));
    seen.add(said);
  }
}
const QUOTED = 'blockquote.genbun, p.ruling-ja, p.english, p.titles, dl.fields dd, li.sentence span.text';
const raw = [...document.querySelectorAll(QUOTED)].filter((el) => /\*\*|:numref:`/.test(el.textContent || ''))
  .map((el) => el.tagName.toLowerCase() + '.' + el.className + ': ' + (el.textContent || '').trim().slice(0, 60));
const bold = [...document.querySelectorAll('blockquote.genbun strong')];
const thin = bold.filter((b) => parseInt(getComputedStyle(b).fontWeight, 10) < 600).length;
const links = [...document.querySelectorAll('a[href]')].map((a) => a.href);
return {lang: doc.getAttribute('lang') || '', innerWidth: window.innerWidth, scrollWidth: doc.scrollWidth,
        overflowing: flagged.length, innermost: innermost.map(describe), pictures: pictures,
        findings: document.querySelectorAll(FINDING).length, links: links,
        viewportMeta: !!document.querySelector('meta[name=viewport][content*="width=device-width"]'),
        images: [...document.querySelectorAll('img, object, embed, iframe')].length,
        genbun: document.querySelectorAll('blockquote.genbun').length, repeated: repeated, raw: raw,
        bold: bold.length, thinBold: thin};
"""
#: the smallest a picture's text may be drawn on the screen, in CSS pixels, at every width (referee/report/svg.py)
LEGIBLE = 11.0


def _allowed(url: str, site: Path) -> bool:
    if url.startswith(("data:", "about:")):
        return True
    if not url.startswith("file://"):
        return False
    path = Path(_file_path(url))
    return path == site or site in path.parents


def _file_path(url: str) -> str:
    from urllib.parse import unquote, urlsplit

    return unquote(urlsplit(url).path)


def _distinct(img) -> tuple[int, int, int]:
    """(distinct colours, felt-coloured pixels, all pixels) of a picture taken from the screen."""
    colours = img.getcolors(maxcolors=1 << 20) or []
    felt = sum(n for n, c in colours if near(c, FELT, 6))
    return len(colours), felt, img.width * img.height


def _folder(page: str) -> str:
    """The folder of scenarios/ a log's page is of (``en/logs/nozoku--x.html`` -> ``nozoku``), "" for the other pages."""
    return page.split("/logs/", 1)[1].split("--", 1)[0] if "/logs/" in page else ""


def _longest(pages: list[str]) -> list[str]:
    """The living rulebook page of the game with the most clauses (the longest page)."""
    from referee.core.clauses import index

    return [max(pages, key=lambda p: len(index().for_game(p.rsplit("/", 1)[1].removesuffix(".html"))))]


# In the quick profile (CI) a sample of the pages is loaded, at both widths: the indexes; in each language, the
# living rulebook of the game with the most clauses (the longest page); and of each folder of scenarios/, in each
# language, the log whose expected verdict has the most findings (the first by name among equals: the page with
# the most findings and pictures; browser.most_findings, which the quick profile's site is made of too). The
# nightly profile (scripts/nightly.sh) loads every page, of a site of every log.
QUICK = [p for p in PAGES if p.endswith("index.html")] \
    + P.per_group([p for p in PAGES if "/rulebook/" in p], lambda p: p.split("/", 1)[0], _longest) \
    + [_page_of(str(log.relative_to(ROOT)), lang) for log in most_findings(sorted((ROOT / "scenarios").rglob("*.log")))
       for lang in ("en", "ja")]
SCREENS = [(width, page) for width in sorted(WIDTHS) for page in PAGES]


@pytest.mark.parametrize("screen", P.cases(SCREENS, [(w, p) for w, p in SCREENS if p in QUICK], ids=lambda s: f"{s[0]}-{s[1]}"))
def test_page(chromium, site: Path, screen: tuple[int, str]):
    """One page at one width. It loads cleanly and offline: no console message of level SEVERE (errors,
    JavaScript errors, failed loads) and no warning about a failed load, no request but ``file://`` inside
    the site folder (or ``data:``, ``about:``), no failed request, no link to a missing file, no
    ``<img>``/``<object>``/``<iframe>``. It lays out within the window: the layout is as wide as the
    screen (a phone zooms out when something sticks out) and the page does not scroll sideways
    (``documentElement.scrollWidth <= window.innerWidth``). No element's text overflows its box, by
    this rule, applied to every element of the body outside the pictures' SVG:

    - an element overflows when its content is wider than its box: ``scrollWidth > clientWidth + 1``
      (``scrollWidth`` takes in text and boxes that stick out of its padding box on a side it can be
      scrolled to; 1 px for rounding), or, when it clips vertically (``overflow-y: hidden|clip``),
      when its content is taller than its box (``scrollHeight > clientHeight + 1``);
    - an element whose ``overflow-x`` is ``auto`` or ``scroll`` is a scroll container: content wider
      than it is what it is for (a person scrolls it), so it is not counted; elements inside it are;
    - an element that clips its text and shows it (``overflow-x: hidden|clip`` with ``text-overflow:
      ellipsis``) is not counted; one that clips silently is;
    - an element that lays out no box of its own (``display: none|contents|inline``; an inline box is
      as wide as its text) is not measured: its block container is;
    - what sticks out into a parent's padding is within the parent's box: it is seen by the page check
      when it leaves the page.

    Overflow carries up to every ancestor that does not clip, so the innermost overflowing elements are
    named in the message (every one is counted). Every picture is an inline SVG drawn with a non-zero
    size; the part of it the page shows lies within the page's width (a picture wider than its column is
    shown in a frame that scrolls sideways to all of it: ``div.frame``, ``overflow-x: auto``); every text of
    it is drawn at least 11 px tall on the screen (its font size through every transform down to the screen,
    ``getScreenCTM``: a phone's 390 px as much as a desktop's); the page has the language, pictures and
    findings of tests/browser_expectations.toml; and the screen shows each picture where it is (taken from
    the screen, scrolled to it: more than 8 colours, the table's felt on at least 5 % of the picture's box).
    The rulebook's words are quoted as a person reads them: no finding or clause shows the same 原文 twice
    (the same words but for spaces and punctuation), no quote shows the rulebook's markup as written
    (``**bold**``, ``:numref:`…```), and what a 原文 has in bold is drawn bold."""
    width, page = screen
    path = site / page
    if not path.is_file():
        pytest.fail(f"{page} is listed in {EXPECTATIONS.name} but the site has no such page; {REFRESH}", pytrace=False)
    height, phone = WIDTHS[width]
    chromium.viewport(width, height, mobile=phone)
    visit = chromium.visit(path.as_uri(), MEASURE, FINDING)
    m = visit.found

    problems: list[str] = []
    problems += [f"console: {e}" for e in visit.errors()]
    problems += [f"request outside the site: {u}" for u in visit.requests if not _allowed(u, site)]
    problems += [f"failed request: {f}" for f in visit.failed]
    problems += [f"link to a missing file: {u}" for u in m["links"]
                 if u.startswith("file://") and not Path(_file_path(u)).exists()]
    problems += [f"link outside the site: {u}" for u in m["links"]
                 if u.startswith("file://") and not _allowed(u.split("#")[0], site)]
    if m["images"]:
        problems.append(f"{m['images']} embedded image/object/iframe elements (pictures must be inline SVG)")
    if m["innerWidth"] != width:  # a phone lays a page out at 980 px without the meta, and zooms out to fit
        problems.append(f"the layout is {m['innerWidth']} px wide on a {width} px screen: the phone zooms out "
                        + ("to fit what sticks out" if m["viewportMeta"] else
                           "(no <meta name=viewport content=\"width=device-width\">)"))
    if m["scrollWidth"] > width:
        problems.append(f"the page scrolls sideways: {m['scrollWidth']} px wide in a {width} px window")
    if m["overflowing"]:
        problems.append(f"{m['overflowing']} elements overflow their box; innermost: " + "; ".join(m["innermost"][:8]))
    shown: list[tuple[str, tuple[float, float, float, float]]] = []
    for i, pic in enumerate(m["pictures"], 1):
        if not pic["svg"]:
            problems.append(f"picture {i} has no inline <svg>")
            continue
        name = f"picture {i} ({pic['title'][:50]})"
        if pic["width"] < 1 or pic["height"] < 1:
            problems.append(f"{name} is drawn {pic['width']}×{pic['height']}")
            continue
        if pic["left"] < -0.5 or pic["right"] > width + 0.5:
            problems.append(f"{name} spans x {pic['left']:.0f}…{pic['right']:.0f}, beyond the {width} px page")
        if pic["drawnWidth"] > pic["width"] + 1 and not (pic["scrolls"] and pic["reach"] >= pic["drawnWidth"] - 1):
            problems.append(f"{name} is drawn {pic['drawnWidth']:.0f} px wide and shown {pic['width']:.0f} px of it, "
                            "in no frame that scrolls to the rest")
        if pic["texts"] and pic["smallest"] < LEGIBLE - 0.05:
            problems.append(f"{name}: its text is drawn as small as {pic['smallest']:.1f} px on the screen "
                            f"({pic['smallestText'][:30]!r}), under the {LEGIBLE:g} px one can read")
        x0, x1 = max(0.0, pic["x"]), min(float(width), pic["x"] + pic["width"])
        if x1 - x0 < 1:
            problems.append(f"{name} lies outside the page at x {pic['x']:.0f}")
            continue
        shown.append((name, (x0, pic["y"], x1 - x0, pic["height"])))
    for (name, _box), shot in zip(shown, chromium.boxes([box for _name, box in shown])):
        colours, felt, area = _distinct(shot)
        if colours <= 8:
            problems.append(f"{name}: the screen shows {colours} colours where it is: blank")
        if felt < 0.05 * area:
            problems.append(f"{name}: the screen shows the table's felt on {felt} of {area} pixels where it is")

    problems += [f"a 原文 shown twice: {r}" for r in m["repeated"]]
    problems += [f"the rulebook's markup shown as written: {r}" for r in m["raw"]]
    if m["thinBold"]:
        problems.append(f"{m['thinBold']} of the {m['bold']} words a 原文 has in bold are not drawn bold")

    want = EXPECTED[page]
    got = {"lang": m["lang"], "pictures": len(m["pictures"]), "findings": m["findings"]}
    for key in ("lang", "pictures", "findings"):
        if got[key] != want.get(key):
            problems.append(f"{key}: the page has {got[key]!r}, {EXPECTATIONS.name} says {want.get(key)!r} "
                            f"(a change on purpose? {REFRESH})")
    if problems:
        shot = results("screenshots", str(width)) / Path(page).with_suffix(".png")
        chromium.full_page(shot, decode=False)
        problems.append(f"the page as shown: {shot.relative_to(ROOT)}")
    assert not problems, f"{page} at {width} px:\n- " + "\n- ".join(problems)


# -- the pictures and the 原文 on a phone and on a desktop ------------------------------------------------------

#: logs whose findings cite clauses with a 原文 in bold, one of them quoted twice by its clause (CC-SPOT-PAIR: the
#: rulebook says it once for each branch, the two differing by a comma), with pictures at their findings
PHONE_LOGS = ("scenarios/curtain_call/duplicate-card.log", "scenarios/nozoku/four-players-turn-mistakes.log")

LOOK = r"""
const hint = (fig) => { const h = fig.querySelector('figcaption .hint'); return !!h && getComputedStyle(h).display !== 'none'; };
const pair = document.querySelector('.finding .clause-id[href$="#CC-SPOT-PAIR"]');
const finding = pair ? pair.closest('.finding') : null;
const quotes = finding ? [...finding.querySelectorAll('blockquote.genbun')] : [];
return {
  frames: [...document.querySelectorAll('figure.picture')].map((fig) => {
    const frame = fig.querySelector('div.frame'), svg = fig.querySelector('svg');
    return {frame: frame.getBoundingClientRect().width, scrollWidth: frame.scrollWidth, drawn: svg.getBoundingClientRect().width,
            hint: hint(fig), focusable: frame.tabIndex === 0};
  }),
  pair: quotes.map((q) => ({html: q.innerHTML, text: q.textContent,
                            bold: [...q.querySelectorAll('strong')].map((b) => [b.textContent, getComputedStyle(b).fontWeight])})),
};
"""


@pytest.fixture(scope="module")
def phone_site(tmp_path_factory) -> Path:
    """The report of PHONE_LOGS (a site of its own: these logs are in every profile's)."""
    from browser import in_process

    out = tmp_path_factory.mktemp("phone") / "site"
    status, said, err = in_process(["report", *PHONE_LOGS, "--out", str(out), "--lang", "en"])
    assert status == 1 and (out / "index.html").is_file(), said + err
    return out


@pytest.mark.parametrize("width", sorted(WIDTHS))
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_pictures_are_legible_and_each_genbun_is_shown_once_in_bold(chromium, phone_site: Path, width: int, lang: str):
    """On a phone (390 px) and on a desktop (1280 px): every text of every picture is drawn at least 11 px tall
    on the screen, the picture shown at that size (on the phone in a frame that scrolls sideways to all of it,
    focusable, its caption saying so; on the desktop whole, the caption without it); the finding that cites
    CC-SPOT-PAIR shows its 原文 once (the clause quotes the rulebook's two sentences that differ by a comma), with
    必ず in bold and no ``**``; and the pages pass every check of :func:`test_page`'s kind that matters here (no 原文
    twice, no raw markup, no text overflowing, nothing beyond the page)."""
    height, phone = WIDTHS[width]
    chromium.viewport(width, height, mobile=phone)
    problems: list[str] = []
    for log in PHONE_LOGS:
        from referee.report.site import slug_of

        page = phone_site / lang / "logs" / f"{slug_of(Path(log).name)}.html"  # (a log given by its path: its name)
        assert page.is_file(), page
        m = chromium.visit(page.as_uri(), MEASURE, FINDING).found
        look = chromium.run(LOOK)
        where = f"{page.relative_to(phone_site)} at {width} px"
        assert m["pictures"], where
        for i, pic in enumerate(m["pictures"], 1):
            if pic["smallest"] is not None and pic["smallest"] < LEGIBLE - 0.05:
                problems.append(f"{where}: picture {i}'s text drawn {pic['smallest']:.1f} px ({pic['smallestText'][:30]!r})")
            if pic["left"] < -0.5 or pic["right"] > width + 0.5:
                problems.append(f"{where}: picture {i} shown at x {pic['left']:.0f}…{pic['right']:.0f}")
        for i, f in enumerate(look["frames"], 1):
            if not f["focusable"]:
                problems.append(f"{where}: picture {i}'s frame cannot be reached from the keyboard")
            if phone:
                if not (f["drawn"] > f["frame"] + 1 and f["scrollWidth"] >= f["drawn"] - 1 and f["hint"]):
                    problems.append(f"{where}: picture {i} is not shown scrolling sideways at its legible size ({f})")
            elif f["drawn"] > f["frame"] + 1 or f["hint"]:
                problems.append(f"{where}: picture {i} does not fit its column on a desktop ({f})")
        problems += [f"{where}: a 原文 twice: {r}" for r in m["repeated"]]
        problems += [f"{where}: markup as written: {r}" for r in m["raw"]]
        if m["overflowing"] or m["scrollWidth"] > width:
            problems.append(f"{where}: overflows: {m['innermost'][:3]} (the page {m['scrollWidth']} px wide)")
        if "curtain_call" in log:
            pair = look["pair"]
            if len(pair) != 1:
                problems.append(f"{where}: CC-SPOT-PAIR's finding shows {len(pair)} 原文, not one: {[q['text'][:40] for q in pair]}")
            for q in pair:
                if "**" in q["text"] or [b for b, _w in q["bold"]] != ["必ず"] or any(int(w) < 600 for _b, w in q["bold"]):
                    problems.append(f"{where}: CC-SPOT-PAIR's 原文 is not shown with 必ず in bold: {q['html'][:160]}")
    assert not problems, "\n- " + "\n- ".join(problems)
