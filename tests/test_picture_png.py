"""Each game's SVG picture, rendered to PNG in a real browser (headless Chromium, tests/browser.py) and
read back pixel by pixel against what the SVG says it shows.

Positions come from the bundled logs (for each game up to three logs; in each the start, the middle
and the end), drawn from the table's view and from one player's. Each picture is loaded as an SVG
document in a viewport of its own size and screenshot; the browser tells where each piece is
(``getBoundingClientRect``), and a second screenshot of the same document repainted in one flat colour
per piece (PAINT below) tells which pixels are each piece's own, not covered by anything drawn over it.
Then, in the PNG, on a piece's own pixels:

- a face-up red card (hearts, diamonds) shows red ink; a black one (spades, clubs) dark ink and no red;
- a face-up card of a game's own deck shows its face colour and some ink (its name);
- a face-down card is mostly the colour of the backs; the Joker shows its purple;
- a die shows its colour and, on its top face, as many pip blobs as its ``data-top`` (connected
  components of pip-coloured pixels, found by a flood fill: this proves the pips are drawn);
- in a player's view, an opponent's hand (a ``g.zone`` with ``data-zone="hand:SEAT"``, or ``"hand"``
  inside an element with ``data-seat``; SEAT a seat number or a player's name) holds no face-up card
  and no card-face white;
- the picture is not blank (many colours, the table's felt and something on it), and no shape lies
  outside the canvas.

The PNGs (and the SVGs) are saved under ``test-results/pictures/<game>/`` for a person to look at.
A game whose picture is still the default one (``State.picture``, only text facts) fails here.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from browser import ROOT, near, results, rgb

from referee.core import picture as P
from referee.core.game import State
from referee.core.referee import replay
from referee.notation.reader import LogReader

GAMES = sorted(p.name for p in (ROOT / "scenarios").iterdir() if p.is_dir() and p.name != "bad_input")


def _logs(game: str) -> list[Path]:
    logs = sorted((ROOT / "scenarios" / game).glob("*.log"))
    return sorted({logs[0], logs[len(logs) // 2], logs[-1]}) if logs else []


CASES = [(g, log) for g in GAMES for log in _logs(g)]

FELT, BACK, INK = rgb(P.FELT), rgb(P.BACK), rgb(P.INK)
PAPER, JOKER = rgb(P.PAPER), rgb(P.JOKER_INK)

# In the loaded SVG document: the canvas, every card and die, every zone, and every shape's box (to
# find one outside the canvas).
READ = r"""
const svg = document.documentElement;
const W = svg.width.baseVal.value, H = svg.height.baseVal.value;
const box = (r) => [r.left, r.top, r.right, r.bottom];
const pieces = [...svg.querySelectorAll('g.card, g.die')].map((g) => {
  const body = g.querySelector('rect');
  return {cls: g.getAttribute('class') || '', card: g.getAttribute('data-card') || '',
          top: g.getAttribute('data-top') || '', colour: g.getAttribute('data-colour') || '',
          fill: body ? body.getAttribute('fill') || '' : '', body: box((body || g).getBoundingClientRect()), title: (g.querySelector('title') || {}).textContent || ''};
});
const zones = [...svg.querySelectorAll('g.zone')].map((z) => {
  const holder = z.closest('[data-seat]');
  const rect = z.querySelector('rect');
  return {zone: z.getAttribute('data-zone') || '', seat: holder ? holder.getAttribute('data-seat') : null,
          box: box((rect || z).getBoundingClientRect())};
});
const outside = [];
for (const el of svg.querySelectorAll('rect, circle, ellipse, line, polyline, polygon, path, text, image, use')) {
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) continue;
  if (r.left < -1 || r.top < -1 || r.right > W + 1 || r.bottom > H + 1) {
    outside.push(el.tagName + ' ' + (el.getAttribute('class') || '') + ' "' + (el.textContent || '').slice(0, 40) +
                 '" at ' + box(r).map((v) => v.toFixed(1)).join(','));
  }
}
return {width: W, height: H, pieces: pieces, zones: zones, outside: outside};
"""

# Then the same document is repainted as a map of who owns each pixel: every shape of piece i (from 1,
# in the order of READ) in one flat colour of a palette whose channels step by 32 (LEVEL + 32·digit, the
# digits of i in base 8), everything else black, nothing translucent. A pixel of piece i's colour (give
# or take what the rasteriser shifts, a few units at most) whose 3×3 neighbourhood has that colour too is
# one where piece i is drawn on top: its own. Where an edge blends with what is next to it, the
# neighbourhood differs and the pixel belongs to none.
LEVEL, STEP = 16, 32
PAINT = r"""
const svg = document.documentElement;
const pieces = [...svg.querySelectorAll('g.card, g.die')];
const paint = (el, colour) => {
  const cs = getComputedStyle(el);
  if (cs.fill !== 'none') el.style.fill = colour;
  if (cs.stroke !== 'none') el.style.stroke = colour;
  el.style.opacity = '1'; el.style.fillOpacity = '1'; el.style.strokeOpacity = '1';
};
for (const el of svg.querySelectorAll('*')) paint(el, 'rgb(0,0,0)');
pieces.forEach((g, k) => {
  const i = k + 1, level = (d) => 16 + 32 * d;
  const colour = 'rgb(' + level(i % 8) + ',' + level(Math.floor(i / 8) % 8) + ',' + level(Math.floor(i / 64) % 8) + ')';
  paint(g, colour);
  for (const el of g.querySelectorAll('*')) paint(el, colour);
});
return pieces.length;
"""


# -- reading the PNG ------------------------------------------------------------------------------


def _pixels(img) -> list:
    return list(img.get_flattened_data() if hasattr(img, "get_flattened_data") else img.getdata())


def _owners(paint, n: int) -> list[list[tuple[int, int]]]:
    """From the ownership map (PAINT): each piece's own pixels, in the order of READ."""
    from PIL import ImageChops, ImageFilter

    assert n < 512, "the ownership map tells at most 511 pieces apart"
    spread = ImageChops.subtract(paint.filter(ImageFilter.MaxFilter(3)), paint.filter(ImageFilter.MinFilter(3)))
    r, g, b = spread.split()
    flat = ImageChops.lighter(ImageChops.lighter(r, g), b).point(lambda v: 255 if v <= 6 else 0)
    digit: dict[int, int | None] = {}
    for v in range(256):
        d, rest = divmod(v - LEVEL + STEP // 2, STEP)
        digit[v] = d if 0 <= d < 8 and abs(rest - STEP // 2) <= 4 else None
    index: dict[tuple[int, int, int], int] = {}
    own: list[list[tuple[int, int]]] = [[] for _ in range(n + 1)]
    w = paint.width
    for k, (colour, ok) in enumerate(zip(_pixels(paint), _pixels(flat))):
        if not ok:
            continue
        i = index.get(colour)
        if i is None:
            ds = [digit[c] for c in colour]
            i = index[colour] = ds[0] + 8 * ds[1] + 64 * ds[2] if None not in ds else 0
        if 0 < i <= n:
            own[i].append((k % w, k // w))
    return own[1:]


def _own(img, points: list[tuple[int, int]]) -> list[tuple[int, int, tuple[int, int, int]]]:
    """The piece's own pixels with their colour in the picture: (x, y, colour)."""
    px = img.load()
    return [(x, y, px[x, y]) for x, y in points]


def _count(pixels, colour, tolerance=50) -> int:
    return sum(1 for _, _, c in pixels if near(c, colour, tolerance))


def _reddish(c) -> bool:
    return c[0] > 150 and c[1] < 110 and c[2] < 110 and c[0] - max(c[1], c[2]) > 80


def _blobs(points: set[tuple[int, int]], least: int) -> int:
    """Connected components (4-neighbours) of ``points`` with at least ``least`` pixels: a flood fill."""
    seen: set[tuple[int, int]] = set()
    n = 0
    for start in points:
        if start in seen:
            continue
        seen.add(start)
        stack, size = [start], 0
        while stack:
            x, y = stack.pop()
            size += 1
            for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if q in points and q not in seen:
                    seen.add(q)
                    stack.append(q)
        n += size >= least
    return n


def _check_card(piece, own, problems: list[str]) -> str:
    """Check one card against its class; returns its kind. Ink is looked for on the face inside its
    border (3 px in), so the border's dark edge over the felt is not taken for ink."""
    cls, name = piece["cls"].split(), f"card {piece['card'] or '?'} ({piece['title'][:40]})"
    area = len(own)
    if area == 0:
        return "hidden"  # wholly under other pieces: nothing of it to see
    x0, y0, x1, y1 = piece["body"]
    inner = [c for x, y, c in own if x0 + 3 <= x < x1 - 3 and y0 + 3 <= y < y1 - 3]
    # a card mostly under others (a stack, an overlapping row) may show none of its ink: ink is asked of a
    # card whose face is at least half in view; colour (no red on a black card) of every card
    full = max(1.0, (x1 - x0 - 6) * (y1 - y0 - 6))
    least = (8 if len(inner) >= 600 else 2) if len(inner) >= 0.5 * full else 0
    if "face-down" in cls:
        share = _count(own, BACK, 30) / area
        if share < 0.6:
            problems.append(f"{name} is face down but only {share:.0%} of its {area} visible pixels are the back's colour")
        return "back"
    face = rgb(piece["fill"]) if re.fullmatch(r"#[0-9a-fA-F]{6}", piece["fill"] or "") else PAPER
    on_face = sum(1 for c in inner if near(c, face, 12))
    if len(inner) >= 150 and on_face < 0.3 * len(inner):  # (a sliver at the edge of a card on it is no face)
        problems.append(f"{name} is face up but shows its face colour {piece['fill']} on {on_face} of {len(inner)} pixels")
    if "joker" in cls:
        if sum(1 for c in inner if near(c, JOKER, 45)) < least:
            problems.append(f"{name} is the Joker but shows no purple ink")
        return "joker"
    if "named" in cls:
        ink = sum(1 for c in inner if max(abs(int(a) - b) for a, b in zip(c, face)) > 100)
        if ink < least:
            problems.append(f"{name} shows no ink on its face ({ink} pixels): its name is not drawn")
        return "named"
    suit = next((c[5:] for c in cls if c.startswith("suit-")), "")
    red = sum(1 for c in inner if _reddish(c))
    dark = sum(1 for c in inner if near(c, INK, 45))
    if suit in ("H", "D"):
        if red < least:
            problems.append(f"{name} is a red card but shows {red} red pixels")
    elif suit in ("S", "C"):
        if dark < least:
            problems.append(f"{name} is a black card but shows {dark} dark ink pixels")
        if red:
            problems.append(f"{name} is a black card but shows {red} red pixels")
    elif dark + red < least:
        problems.append(f"{name} is face up but shows no ink")
    return "face-up"


def _check_die(img, piece, own, problems: list[str]) -> None:
    name = f"die {piece['title'][:40]!r} ({piece['colour']}, top {piece['top']})"
    fill, ink = P.DIE_COLOURS.get(piece["colour"], (piece["fill"] or "#9e9e9e", P.PAPER))
    fill_c, ink_c = rgb(fill), rgb(ink)
    area = len(own)
    if area == 0:
        problems.append(f"{name} is wholly covered")
        return
    share = _count(own, fill_c, 30) / area
    if share < 0.4:
        problems.append(f"{name} shows its colour {fill} on only {share:.0%} of its pixels")
    x0, y0, x1, y1 = piece["body"]
    size = min(x1 - x0, y1 - y0)
    inset = 0.12 * size
    mine = {(x, y) for x, y, _ in own}
    px = img.load()
    face = {(x, y) for x in range(int(x0 + inset), int(x1 - inset) + 1) for y in range(int(y0 + inset), int(y1 - inset) + 1)
            if (x, y) in mine and near(px[x, y], ink_c, 70)}
    if piece["top"].isdigit():
        r = 0.09 * size
        pips = _blobs(face, max(3, int(0.25 * 3.14159 * r * r)))
        if pips != int(piece["top"]):
            problems.append(f"{name} shows {pips} pips")
    elif len(face) < 3:
        problems.append(f"{name} is unknown but its '?' is not drawn")


def _seat(zone, players: list[str]) -> int | None:
    m = re.fullmatch(r"(?:hand|手札)(?::(.+))?", zone["zone"])
    if not m:
        return None
    seat = m.group(1) if m.group(1) is not None else zone["seat"]
    if seat is None:
        return -1
    if seat in players:
        return players.index(seat)
    return int(seat) if seat.isdigit() else -1


def _inside(point, box) -> bool:
    return box[0] <= point[0] < box[2] and box[1] <= point[1] < box[3]


# -- drawing the positions ------------------------------------------------------------------------


def _positions(log: Path) -> list[tuple[str, State, list[str]]]:
    """The start, the middle and the end of ``log``: (where, state, players), each state a copy."""
    n = sum(1 for _, st, _ in replay(LogReader.open(log)) if st is not None)
    want = {0: "start", n // 2: "middle", n - 1: "end"}
    out = []
    for k, (_, st, _) in enumerate(x for x in replay(LogReader.open(log)) if x[1] is not None):
        if k in want:
            players = list(getattr(st, "players", None) or LogReader.open(log).header().players)
            out.append((f"{k:03d}-{want[k]}", st.copy(), players))
    return out


def _render(chromium, svg: str, path: Path):
    """The picture as a PNG (saved next to its SVG under ``path``), what READ says of it, and the
    ownership map (PAINT) of the same size."""
    path.with_suffix(".svg").write_text(svg, encoding="utf-8")
    m = re.search(r'<svg\b[^>]*?\bwidth="([\d.]+)"[^>]*?\bheight="([\d.]+)"', svg)
    assert m, f"{path.name}: the picture has no width and height"
    w, h = int(float(m.group(1)) + 0.999), int(float(m.group(2)) + 0.999)
    chromium.viewport(w, h)
    visit = chromium.visit(path.with_suffix(".svg").as_uri())
    data = chromium.run(READ)
    img = chromium.screenshot(path.with_suffix(".png"), clip=(0, 0, w, h))
    chromium.run(PAINT)
    paint = chromium.screenshot(clip=(0, 0, w, h))
    return visit, data, img, paint


def check_picture(chromium, svg: str, path: Path, players: list[str], viewer: str | None,
                  kinds: dict[str, int]) -> list[str]:
    """What is wrong with one picture as rendered (saved to ``path`` .svg and .png); counts the pieces
    checked by kind into ``kinds`` (``opponent-hand`` for each opponent's hand looked at)."""
    visit, data, img, paint = _render(chromium, svg, path)
    problems: list[str] = []
    problems += [f"console: {e}" for e in visit.errors()]
    problems += [f"shape outside the canvas: {o}" for o in data["outside"]]
    if img.size != (int(data["width"] + 0.999), int(data["height"] + 0.999)):
        problems.append(f"the PNG is {img.size}, the SVG {data['width']}×{data['height']}")
    colours = img.getcolors(maxcolors=1 << 22) or []
    felt = sum(n for n, c in colours if near(c, FELT, 6))
    total = img.width * img.height
    if len(colours) <= 8 or not (0.05 * total <= felt <= 0.97 * total):
        problems.append(f"the picture looks blank: {len(colours)} colours, felt on {felt} of {total} pixels")
    own_faces: list[tuple[int, int]] = []
    for piece, points in zip(data["pieces"], _owners(paint, len(data["pieces"]))):
        own = _own(img, points)
        if "die" in piece["cls"].split():
            _check_die(img, piece, own, problems)
            kind = "die"
        else:
            kind = _check_card(piece, own, problems)
            if "face-up" in piece["cls"].split():
                own_faces += [(x, y) for x, y, _ in own]
        kinds[kind] = kinds.get(kind, 0) + 1
    hands = [z for z in data["zones"] if _seat(z, players) is not None]
    if hands:
        kinds["hand"] = kinds.get("hand", 0) + len(hands)
    if viewer is not None:
        me = players.index(viewer)
        px = img.load()
        for zone in hands:
            seat = _seat(zone, players)
            if seat == me:
                continue
            if seat < 0 or seat >= len(players):
                problems.append(f"hand zone {zone['zone']!r}: whose it is cannot be read (data-zone=\"hand:SEAT\" "
                                "or an ancestor with data-seat)")
                continue
            kinds["opponent-hand"] = kinds.get("opponent-hand", 0) + 1
            x0, y0, x1, y1 = (int(v) for v in zone["box"])
            faces = sum(1 for p in own_faces if _inside(p, (x0, y0, x1, y1)))
            white = sum(1 for x in range(max(0, x0), min(img.width, x1)) for y in range(max(0, y0), min(img.height, y1))
                        if near(px[x, y], PAPER, 5))
            if faces or white > 20:
                problems.append(f"{players[seat]}'s hand in {viewer}'s view shows a face-up card "
                                f"({faces} pixels of face-up cards, {white} white pixels)")
    return problems


@pytest.mark.parametrize("game, log", CASES, ids=[f"{g}/{p.stem}" for g, p in CASES])
def test_picture_png(chromium, game: str, log: Path):
    """Every position drawn, as a PNG, shows what its SVG says (see the module's docstring)."""
    folder = results("pictures", game)
    problems: list[str] = []
    kinds: dict[str, int] = {}
    for i, (where, state, players) in enumerate(_positions(log)):
        if type(state).picture is State.picture:
            pytest.fail(f"{game}: {type(state).__name__} has no picture of its own yet (State.picture draws only "
                        "text facts): write referee/games/<game>/picture.py", pytrace=False)
        for viewer in (None, players[i % len(players)]):
            tag = f"{log.stem}-{where}-{viewer or 'table'}"
            problems += [f"{tag}: {p}" for p in check_picture(chromium, state.picture(viewer=viewer), folder / tag,
                                                               players, viewer, kinds)]
    assert not problems, f"{game}, {log.name} (PNGs in {folder.relative_to(ROOT)}):\n- " + "\n- ".join(problems[:40])
    assert set(kinds) - {"opponent-hand", "hidden"}, f"{game}: no picture of {log.name} draws a card or a die"
    if kinds.get("hand"):  # a game whose table has hands (えいつく has none: every card lies open)
        assert kinds.get("opponent-hand"), f"{game}: no opponent's hand in any player's view of {log.name}"
