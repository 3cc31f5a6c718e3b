"""Each game's SVG picture, rendered to PNG in a real browser (headless Chromium, tests/browser.py) and
read back pixel by pixel against what the SVG says it shows.

Positions come from the bundled logs (for each game up to three logs; in each the start, the middle
and the end), drawn from the table's view and from one player's. A game's pictures are laid out side by
side on one page, each at its own size, and the page is screenshot once; the browser tells where each
piece is (``getBoundingClientRect``), and a second screenshot of the same page repainted in one flat
colour per piece (PAINT below) tells which pixels are each piece's own, not covered by anything drawn
over it. Then, in each picture's PNG, on a piece's own pixels:

- a face-up red card (hearts, diamonds) shows red ink; a black one (spades, clubs) dark ink and no red;
- a face-up card of a game's own deck shows its face colour and some ink (its name);
- a face-down card is mostly the colour of the backs; the Joker shows its purple;
- a die shows its colour and, on its top face, as many pip blobs as its ``data-top`` (connected
  components of pip-coloured pixels, found by a flood fill: this proves the pips are drawn);
- in a player's view, an opponent's hand (a ``g.zone`` with ``data-zone="hand:SEAT"``, or ``"hand"``
  inside an element with ``data-seat``; SEAT a seat number or a player's name) holds no face-up card
  and no card-face white;
- the picture is not blank (many colours, the table's felt and something on it), is drawn at its own
  size, and no shape lies outside its canvas.

The pixels are counted with Pillow's own operations (masks of a colour's neighbourhood, combined and
counted), on each piece's box only. The PNGs of each picture (and its SVG) are saved under
``test-results/pictures/<game>/`` for a person to look at. A game whose picture is still the default one
(``State.picture``, only text facts) fails here.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from browser import ROOT, results, rgb

from referee.core import picture as P
from referee.core.game import State
from referee.core.referee import replay
from referee.notation.reader import LogReader
from referee.report.svg import inline

GAMES = sorted(p.name for p in (ROOT / "scenarios").iterdir() if p.is_dir() and p.name != "bad_input")


def _logs(game: str) -> list[Path]:
    logs = sorted((ROOT / "scenarios" / game).glob("*.log"))
    return sorted({logs[0], logs[len(logs) // 2], logs[-1]}) if logs else []


FELT, BACK, INK = rgb(P.FELT), rgb(P.BACK), rgb(P.INK)
PAPER, JOKER = rgb(P.PAPER), rgb(P.JOKER_INK)
SHEET = 1800  # the page's width: the pictures are laid out in rows this wide at most

# In the loaded page, for each picture (an SVG in a div.pic, in order): its canvas, where it is drawn,
# every card and die with its box and its body's (its first rect), every zone, and every shape's box (to
# find one outside the canvas). Boxes are in the picture's own pixels.
READ = r"""
return [...document.querySelectorAll('div.pic > svg')].map((svg) => {
  const R = svg.getBoundingClientRect();
  const W = svg.width.baseVal.value, H = svg.height.baseVal.value;
  const box = (r) => [r.left - R.left, r.top - R.top, r.right - R.left, r.bottom - R.top];
  const pieces = [...svg.querySelectorAll('g.card, g.die')].map((g) => {
    const body = g.querySelector('rect');
    return {cls: g.getAttribute('class') || '', card: g.getAttribute('data-card') || '',
            top: g.getAttribute('data-top') || '', colour: g.getAttribute('data-colour') || '',
            fill: body ? body.getAttribute('fill') || '' : '', body: box((body || g).getBoundingClientRect()),
            all: box(g.getBoundingClientRect()), title: (g.querySelector('title') || {}).textContent || ''};
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
    const [x0, y0, x1, y1] = box(r);
    if (x0 < -1 || y0 < -1 || x1 > W + 1 || y1 > H + 1) {
      outside.push(el.tagName + ' ' + (el.getAttribute('class') || '') + ' "' + (el.textContent || '').slice(0, 40) +
                   '" at ' + [x0, y0, x1, y1].map((v) => v.toFixed(1)).join(','));
    }
  }
  return {width: W, height: H, drawn: [R.width, R.height], pieces: pieces, zones: zones, outside: outside};
});
"""

# Then the same page is repainted as a map of who owns each pixel: in each picture, every shape of piece i
# (from 1, in the order of READ) in one flat colour of a palette whose channels step by 32 (LEVEL + 32·digit,
# the digits of i in base 8), everything else black, nothing translucent. A pixel of piece i's colour (give
# or take what the rasteriser shifts, a few units at most) whose 3×3 neighbourhood has that colour too is
# one where piece i is drawn on top: its own. Where an edge blends with what is next to it, the
# neighbourhood differs and the pixel belongs to none.
LEVEL, STEP = 16, 32
PAINT = r"""
const paint = (el, colour) => {
  const cs = getComputedStyle(el);
  if (cs.fill !== 'none') el.style.fill = colour;
  if (cs.stroke !== 'none') el.style.stroke = colour;
  el.style.opacity = '1'; el.style.fillOpacity = '1'; el.style.strokeOpacity = '1';
};
let n = 0;
for (const svg of document.querySelectorAll('div.pic > svg')) {
  const pieces = [...svg.querySelectorAll('g.card, g.die')];
  for (const el of svg.querySelectorAll('*')) paint(el, 'rgb(0,0,0)');
  pieces.forEach((g, k) => {
    const i = k + 1, level = (d) => 16 + 32 * d;
    const colour = 'rgb(' + level(i % 8) + ',' + level(Math.floor(i / 8) % 8) + ',' + level(Math.floor(i / 64) % 8) + ')';
    paint(g, colour);
    for (const el of g.querySelectorAll('*')) paint(el, colour);
  });
  n += pieces.length;
}
return n;
"""


# -- reading the PNG, with Pillow's own operations ------------------------------------------------
# A mask is a Pillow image of mode "L": 255 where a pixel has a property, 0 where it has not. Masks are
# combined with ImageChops.darker (both) and counted with histogram()[255].


def _lut(test) -> list[int]:
    return [255 if test(v) else 0 for v in range(256)]


_NEAR: dict[tuple[int, int], list[int]] = {}


def _near_lut(value: int, tolerance: int) -> list[int]:
    key = (value, tolerance)
    if key not in _NEAR:
        _NEAR[key] = _lut(lambda v: abs(v - value) <= tolerance)
    return _NEAR[key]


def _both(*masks):
    from PIL import ImageChops

    out = masks[0]
    for m in masks[1:]:
        out = ImageChops.darker(out, m)
    return out


def _near(channels, colour: tuple[int, int, int], tolerance: int):
    """The pixels that are ``colour`` give or take ``tolerance`` in each channel (as :func:`browser.near`)."""
    return _both(*(ch.point(_near_lut(c, tolerance)) for ch, c in zip(channels, colour)))


def _count(mask) -> int:
    return mask.histogram()[255]


_RED_HIGH, _LOW, _ABOVE_80 = _lut(lambda v: v > 150), _lut(lambda v: v < 110), _lut(lambda v: v > 80)


def _reddish(channels):
    """Red ink: red above 150, green and blue below 110, and red above both by more than 80."""
    from PIL import ImageChops

    r, g, b = channels
    return _both(r.point(_RED_HIGH), g.point(_LOW), b.point(_LOW), ImageChops.subtract(r, ImageChops.lighter(g, b)).point(_ABOVE_80))


def _digit(v: int) -> int | None:
    d, rest = divmod(v - LEVEL + STEP // 2, STEP)
    return d if 0 <= d < 8 and abs(rest - STEP // 2) <= 4 else None


_DIGITS = [_lut(lambda v, d=d: _digit(v) == d) for d in range(8)]
_FLAT = _lut(lambda v: v <= 6)


def _flat(paint):
    """The pixels of the ownership map (PAINT) whose 3×3 neighbourhood has their colour (give or take 6 in
    each channel; the picture's edge pixels repeated beyond it): the largest minus the smallest of the nine,
    each taken three by three along the rows, then along the columns."""
    from PIL import Image, ImageChops

    w, h = paint.size
    pad = Image.new(paint.mode, (w + 2, h + 2))
    pad.paste(paint, (1, 1))
    pad.paste(paint.crop((0, 0, w, 1)), (1, 0))
    pad.paste(paint.crop((0, h - 1, w, h)), (1, h + 1))
    pad.paste(pad.crop((1, 0, 2, h + 2)), (0, 0))
    pad.paste(pad.crop((w, 0, w + 1, h + 2)), (w + 1, 0))

    def three(img, op, horizontal: bool):
        if horizontal:
            iw, ih = img.width - 2, img.height
            parts = [img.crop((k, 0, k + iw, ih)) for k in range(3)]
        else:
            iw, ih = img.width, img.height - 2
            parts = [img.crop((0, k, iw, k + ih)) for k in range(3)]
        return op(op(parts[0], parts[1]), parts[2])

    most = three(three(pad, ImageChops.lighter, True), ImageChops.lighter, False)
    least = three(three(pad, ImageChops.darker, True), ImageChops.darker, False)
    r, g, b = ImageChops.subtract(most, least).split()
    return ImageChops.lighter(ImageChops.lighter(r, g), b).point(_FLAT)


class Masks:
    """A picture's masks of colours (and of red ink), each made once for the whole picture."""

    def __init__(self, img) -> None:
        self.img = img
        self.channels = img.split()
        self.made: dict[object, object] = {}

    def near(self, colour: tuple[int, int, int], tolerance: int):
        key = (colour, tolerance)
        if key not in self.made:
            self.made[key] = _near(self.channels, colour, tolerance)
        return self.made[key]

    def red(self):
        if "red" not in self.made:
            self.made["red"] = _reddish(self.channels)
        return self.made["red"]


def _points(mask, dx: int = 0, dy: int = 0) -> set[tuple[int, int]]:
    """The pixels of ``mask`` as (x, y), moved by (dx, dy)."""
    w = mask.width
    data = mask.get_flattened_data() if hasattr(mask, "get_flattened_data") else mask.getdata()
    return {(k % w + dx, k // w + dy) for k, v in enumerate(data) if v}


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


def _span(lo: float, hi: float, limit: int) -> tuple[int, int]:
    """The pixel columns (or rows) x with lo <= x < hi, within 0 … limit."""
    import math

    return max(0, math.ceil(lo)), max(0, min(limit, math.ceil(hi)))


class Piece:
    """One card or die of a picture: its own pixels (from the ownership map) within its box."""

    def __init__(self, paint, flat, piece: dict, i: int) -> None:
        import math

        a = piece["all"]  # the group's box, and a margin for strokes and the rasteriser's blending
        self.piece = piece
        self.box = (max(0, math.floor(a[0]) - 3), max(0, math.floor(a[1]) - 3),
                    min(paint.width, math.ceil(a[2]) + 3), min(paint.height, math.ceil(a[3]) + 3))
        x0, y0, x1, y1 = self.box
        if x1 <= x0 or y1 <= y0:
            self.own, self.area = None, 0
            return
        r, g, b = paint.crop(self.box).split()
        self.own = _both(r.point(_DIGITS[i % 8]), g.point(_DIGITS[i // 8 % 8]), b.point(_DIGITS[i // 64 % 8]), flat.crop(self.box))
        self.area = _count(self.own)

    def region(self, x0: float, y0: float, x1: float, y1: float) -> tuple[tuple[int, int, int, int], object] | None:
        """The pixels x0 <= x < x1, y0 <= y < y1 (picture coordinates) within the piece's box: (that box,
        the piece's own pixels there); None when there are none."""
        if self.own is None:
            return None
        bx0, by0, bx1, by1 = self.box
        cx0, cx1 = _span(max(x0, bx0), min(x1, bx1), bx1)
        cy0, cy1 = _span(max(y0, by0), min(y1, by1), by1)
        if cx1 <= cx0 or cy1 <= cy0:
            return None
        return (cx0, cy0, cx1, cy1), self.own.crop((cx0 - bx0, cy0 - by0, cx1 - bx0, cy1 - by0))

    def count(self, mask, where: tuple[tuple[int, int, int, int], object] | None = None) -> int:
        """The piece's own pixels (those of ``where``, a :meth:`region`, when given) that ``mask`` (a mask of the
        whole picture) holds."""
        box, own = where if where is not None else (self.box, self.own)
        return _count(_both(own, mask.crop(box)))


def _check_card(card: Piece, masks: Masks, problems: list[str]) -> str:
    """Check one card against its class; returns its kind. Ink is looked for on the face inside its
    border (3 px in), so the border's dark edge over the felt is not taken for ink."""
    piece = card.piece
    cls, name = piece["cls"].split(), f"card {piece['card'] or '?'} ({piece['title'][:40]})"
    area = card.area
    if area == 0:
        return "hidden"  # wholly under other pieces: nothing of it to see
    x0, y0, x1, y1 = piece["body"]
    inner = card.region(x0 + 3, y0 + 3, x1 - 3, y1 - 3)
    n_inner = _count(inner[1]) if inner else 0

    def on_face(mask) -> int:
        return card.count(mask, inner) if inner else 0

    # a card mostly under others (a stack, an overlapping row) may show none of its ink: ink is asked of a
    # card whose face is at least half in view; colour (no red on a black card) of every card
    full = max(1.0, (x1 - x0 - 6) * (y1 - y0 - 6))
    least = (8 if n_inner >= 600 else 2) if n_inner >= 0.5 * full else 0
    if "face-down" in cls:
        share = card.count(masks.near(BACK, 30)) / area
        if share < 0.6:
            problems.append(f"{name} is face down but only {share:.0%} of its {area} visible pixels are the back's colour")
        return "back"
    face = rgb(piece["fill"]) if re.fullmatch(r"#[0-9a-fA-F]{6}", piece["fill"] or "") else PAPER
    face_colour = on_face(masks.near(face, 12))
    if n_inner >= 150 and face_colour < 0.3 * n_inner:  # (a sliver at the edge of a card on it is no face)
        problems.append(f"{name} is face up but shows its face colour {piece['fill']} on {face_colour} of {n_inner} pixels")
    if "joker" in cls:
        if on_face(masks.near(JOKER, 45)) < least:
            problems.append(f"{name} is the Joker but shows no purple ink")
        return "joker"
    if "named" in cls:
        ink = n_inner - on_face(masks.near(face, 100))  # some channel more than 100 off the face colour
        if ink < least:
            problems.append(f"{name} shows no ink on its face ({ink} pixels): its name is not drawn")
        return "named"
    suit = next((c[5:] for c in cls if c.startswith("suit-")), "")
    red = on_face(masks.red())
    dark = on_face(masks.near(INK, 45))
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


def _check_die(die: Piece, masks: Masks, problems: list[str]) -> None:
    piece = die.piece
    name = f"die {piece['title'][:40]!r} ({piece['colour']}, top {piece['top']})"
    fill, ink = P.DIE_COLOURS.get(piece["colour"], (piece["fill"] or "#9e9e9e", P.PAPER))
    fill_c, ink_c = rgb(fill), rgb(ink)
    area = die.area
    if area == 0:
        problems.append(f"{name} is wholly covered")
        return
    share = die.count(masks.near(fill_c, 30)) / area
    if share < 0.4:
        problems.append(f"{name} shows its colour {fill} on only {share:.0%} of its pixels")
    x0, y0, x1, y1 = piece["body"]
    size = min(x1 - x0, y1 - y0)
    inset = 0.12 * size
    top = die.region(int(x0 + inset), int(y0 + inset), int(x1 - inset) + 1, int(y1 - inset) + 1)
    face: set[tuple[int, int]] = set()
    if top is not None:
        box, own = top
        face = _points(_both(own, masks.near(ink_c, 70).crop(box)), box[0], box[1])
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


# -- drawing the positions ------------------------------------------------------------------------


def _positions(log: Path) -> list[tuple[str, State, list[str]]]:
    """The start, the middle and the end of ``log``: (where, state, players), each state a copy. The log is
    stepped through once when its events are as many as the reader reads (always, for the bundled logs),
    twice otherwise."""
    from referee.notation.model import Event

    def walk(n: int) -> tuple[list[tuple[str, State, list[str]]], int]:
        want = {0: "start", n // 2: "middle", n - 1: "end"}
        out, k = [], -1
        for k, (_, st, _) in enumerate(x for x in replay(LogReader.open(log)) if x[1] is not None):
            if k in want:
                players = list(getattr(st, "players", None) or LogReader.open(log).header().players)
                out.append((f"{k:03d}-{want[k]}", st.copy(), players))
        return out, k + 1

    guess = 1 + sum(1 for item in LogReader.open(log) if type(item) is Event)
    out, n = walk(guess)
    return out if n == guess else walk(n)[0]


def _sheet(svgs: list[str], tags: list[str]) -> tuple[str, int, int, list[tuple[int, int, int, int]]]:
    """The page of the pictures side by side, in rows at most SHEET pixels wide: (its HTML, its width, its
    height, each picture's box as (x, y, width, height) in whole pixels)."""
    boxes, parts = [], []
    x = y = row = 0
    for k, (svg, tag) in enumerate(zip(svgs, tags)):
        m = re.search(r'<svg\b[^>]*?\bwidth="([\d.]+)"[^>]*?\bheight="([\d.]+)"', svg)
        assert m, f"{tag}: the picture has no width and height"
        w, h = int(float(m.group(1)) + 0.999), int(float(m.group(2)) + 0.999)
        if x and x + w > SHEET:
            x, y, row = 0, y + row, 0
        boxes.append((x, y, w, h))
        parts.append(f'<div class="pic" style="left:{x}px;top:{y}px">{inline(svg, f"p{k}", tag)}</div>')
        x, row = x + w, max(row, h)
    width, height = max(bx + bw for bx, _y, bw, _h in boxes), y + row
    html = ('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>pictures</title><style>'
            "html, body { margin: 0; padding: 0; background: #fff; } div.pic { position: absolute; } "
            "div.pic > svg { display: block; }</style></head><body>\n" + "\n".join(parts) + "\n</body></html>\n")
    return html, width, height, boxes


def check_picture(img, paint, data: dict, size: tuple[int, int], players: list[str], viewer: str | None,
                  kinds: dict[str, int]) -> list[str]:
    """What is wrong with one picture as rendered (``img`` its PNG, ``paint`` its ownership map, ``data``
    what READ says of it, ``size`` its width and height as its markup says); counts the pieces checked by
    kind into ``kinds`` (``opponent-hand`` for each opponent's hand looked at)."""
    problems: list[str] = []
    problems += [f"shape outside the canvas: {o}" for o in data["outside"]]
    if (int(data["width"] + 0.999), int(data["height"] + 0.999)) != size or \
            any(abs(a - b) > 0.5 for a, b in zip(data["drawn"], (data["width"], data["height"]))):
        problems.append(f"the picture is {size[0]}×{size[1]} in its markup, {data['width']}×{data['height']} to the browser, "
                        f"and drawn {data['drawn'][0]}×{data['drawn'][1]}")
    masks = Masks(img)
    few = img.getcolors(maxcolors=8)  # None: more than 8 colours
    felt = _count(masks.near(FELT, 6))
    total = img.width * img.height
    if few is not None or not (0.05 * total <= felt <= 0.97 * total):
        said = f"{len(few)} colours" if few is not None else "more than 8 colours"
        problems.append(f"the picture looks blank: {said}, felt on {felt} of {total} pixels")
    assert len(data["pieces"]) < 512, "the ownership map tells at most 511 pieces apart"
    flat = _flat(paint)
    faces: list[Piece] = []
    for i, piece in enumerate(data["pieces"], 1):
        one = Piece(paint, flat, piece, i)
        if "die" in piece["cls"].split():
            _check_die(one, masks, problems)
            kind = "die"
        else:
            kind = _check_card(one, masks, problems)
            if "face-up" in piece["cls"].split():
                faces.append(one)
        kinds[kind] = kinds.get(kind, 0) + 1
    hands = [z for z in data["zones"] if _seat(z, players) is not None]
    if hands:
        kinds["hand"] = kinds.get("hand", 0) + len(hands)
    if viewer is not None:
        me = players.index(viewer)
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
            shown = sum(_count(r[1]) for r in (f.region(x0, y0, x1, y1) for f in faces) if r)
            cx0, cx1 = _span(x0, x1, img.width)
            cy0, cy1 = _span(y0, y1, img.height)
            white = _count(masks.near(PAPER, 5).crop((cx0, cy0, cx1, cy1))) if cx1 > cx0 and cy1 > cy0 else 0
            if shown or white > 20:
                problems.append(f"{players[seat]}'s hand in {viewer}'s view shows a face-up card "
                                f"({shown} pixels of face-up cards, {white} white pixels)")
    return problems


@pytest.mark.parametrize("game", GAMES)
def test_picture_png(chromium, game: str):
    """Every position drawn, as a PNG, shows what its SVG says (see the module's docstring)."""
    folder = results("pictures", game)
    for old in folder.glob("*.*"):
        old.unlink()
    drawn: list[tuple[Path, str, str, list[str], str | None]] = []  # (log, tag, svg, players, viewer)
    for log in _logs(game):
        for i, (where, state, players) in enumerate(_positions(log)):
            if type(state).picture is State.picture:
                pytest.fail(f"{game}: {type(state).__name__} has no picture of its own yet (State.picture draws only "
                            "text facts): write referee/games/<game>/picture.py", pytrace=False)
            for viewer in (None, players[i % len(players)]):
                svg = state.picture(viewer=viewer)
                tag = f"{log.stem}-{where}-{viewer or 'table'}"
                (folder / f"{tag}.svg").write_text(svg, encoding="utf-8")
                drawn.append((log, tag, svg, players, viewer))
    assert drawn, f"{game}: no bundled log to draw"
    html, width, height, boxes = _sheet([d[2] for d in drawn], [d[1] for d in drawn])
    page = folder / "pictures.html"
    page.write_text(html, encoding="utf-8")
    chromium.viewport(width, height)
    visit = chromium.visit(page.as_uri(), READ)
    sheet = chromium.screenshot(folder / "pictures.png", clip=(0, 0, width, height))
    chromium.run(PAINT)
    painted = chromium.screenshot(clip=(0, 0, width, height))
    assert not visit.errors(), f"{game}: the page of its pictures logs errors: {visit.errors()}"
    assert len(visit.found) == len(drawn)

    problems: list[str] = []
    kinds: dict[Path, dict[str, int]] = {}
    for (log, tag, _svg, players, viewer), (x, y, w, h), data in zip(drawn, boxes, visit.found):
        crop = (x, y, x + w, y + h)
        found = check_picture(sheet.crop(crop), painted.crop(crop), data, (w, h), players, viewer, kinds.setdefault(log, {}))
        problems += [f"{tag}: {p}" for p in found]
    where = folder.relative_to(ROOT)
    assert not problems, f"{game} (its pictures in {where}):\n- " + "\n- ".join(problems[:40])
    for log, seen in kinds.items():
        assert set(seen) - {"opponent-hand", "hidden"}, f"{game}: no picture of {log.name} draws a card or a die"
        if seen.get("hand"):  # a game whose table has hands (えいつく has none: every card lies open)
            assert seen.get("opponent-hand"), f"{game}: no opponent's hand in any player's view of {log.name}"
