"""Pictures of a table: the drawing pieces every game's picture is made of (drawsvg).

A game draws its position with a :class:`Sketch`: cards drawn as cards (face up with their rank and
suit, face down, the Joker, a named card of a game's own deck), dice showing their top face with the
faces around them, zones (a labelled area of the table) and text. The result is one standalone SVG
document: no script, no image, no font fetched from anywhere; the text is set in the fonts the viewer's
system has (a Japanese sans-serif first), and every label that could be longer than its place is
squeezed into it (``textLength``), so nothing overflows whatever font is found.

Every piece carries its meaning as attributes (``class="card face-up"``, ``data-card="AS"``,
``class="die" data-top="5"``, ``class="zone" data-zone="hand"``) so a test or a script can read a
picture as well as a person can. The ``<title>`` of the drawing and of each piece says in words what
is drawn (for a screen reader, and as a tooltip).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager

import drawsvg as dw
from drawsvg.drawing import SVG_END as _SVG_END
from drawsvg.drawing import SVG_START as _SVG_START
from drawsvg.drawing import XML_HEADER as _XML_HEADER

from . import cards as C
from ..i18n import Said, language, said_in
from .messages import _

#: the system's own fonts, Japanese first; nothing is fetched or embedded
FONT = ("'Noto Sans CJK JP','Noto Sans JP','Hiragino Sans','Hiragino Kaku Gothic ProN','Yu Gothic',"
        "'Meiryo','IPAexGothic','Source Han Sans JP',sans-serif")

CARD_W, CARD_H = 44, 62
GAP = 6
INK = "#222222"
RED = "#c62828"
PAPER = "#ffffff"
BACK = "#27408b"
FELT = "#2e6b46"
ZONE = "#f4f1e8"
MUTED = "#666666"
JOKER_INK = "#6a1b9a"

#: the colours a die of a game's set may have, by name (unknown names fall back to grey)
DIE_COLOURS = {
    "red": ("#d32f2f", PAPER), "blue": ("#1e5bbf", PAPER), "green": ("#2e7d32", PAPER),
    "yellow": ("#f9c800", INK), "white": ("#fafafa", INK), "black": ("#212121", PAPER),
    "purple": ("#7b1fa2", PAPER), "orange": ("#ef6c00", PAPER),
}

_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff\ufffe\uffff]")
_WIDE = re.compile(r"[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6"
                   r"\u3000-\u303f\u2600-\u27bf]")


def clean(text: object) -> str:
    """Text from a log made safe for XML (no control characters); escaping is drawsvg's. A word a position keeps
    (said when the position was reached) is drawn in the language of the moment."""
    s = said_in(text, language()) if type(text) is Said else str(text)
    return s if s.isprintable() else _CONTROL.sub("\ufffd", s)  # printable: none of _CONTROL (Cc, Cs, Cn)


def attr(text: object) -> str:
    """Text from a log made safe for an attribute value (``data-seat``, ``data-zone``): drawsvg writes
    attribute values as they are, so ``&``, ``<``, ``>`` and quotes are escaped here."""
    return html.escape(clean(text), quote=True)


def text_width(text: str, size: float) -> float:
    """An estimate of how wide ``text`` is set at ``size``: a full-width character is one em, a
    narrow one about 0.6 em. Used to place things; labels that must fit are also squeezed."""
    wide = len(_WIDE.findall(text))
    return (wide + 0.6 * (len(text) - wide)) * size


#: pieces already drawn, as written (:meth:`Sketch._kept`), in this process; emptied when it holds this many
MAX_PIECES = 20_000
_PIECES: dict[tuple[object, ...], str] = {}
_TEXTS: dict[tuple[object, ...], tuple[str, float]] = {}  # texts, as written, with the width they take


class Sketch:
    """One drawing: pieces are added at absolute coordinates (pixels, y downward)."""

    def __init__(self, width: float, height: float, title: str, *, kind: str = "") -> None:
        self.width, self.height = width, height
        self.d = dw.Drawing(width, height, font_family=FONT)
        self.d.append(dw.Title(clean(title)))
        self.d.append(dw.Rectangle(0, 0, width, height, fill=FELT, class_="table"))
        self.kind = kind

    # -- text -----------------------------------------------------------------------------

    def text(self, x: float, y: float, text: object, size: float = 13, *, fill: str = PAPER,
             anchor: str = "start", weight: str = "normal", fit: float | None = None,
             class_: str = "label", parent: dw.DrawingParentElement | None = None) -> float:
        """A line of text with its baseline at ``y``; ``fit``: the most width it may take (squeezed
        to fit when the estimate says it is longer). Returns the width it takes."""
        s = clean(text)
        key = ("text", str(x), str(y), s, str(size), fill, anchor, weight, str(fit), class_)
        kept = _TEXTS.get(key)
        if kept is None:
            w = text_width(s, size)
            extra = {}
            if fit is not None and w > fit:
                extra = {"textLength": f"{fit:.1f}", "lengthAdjust": "spacingAndGlyphs"}
                w = fit
            el = dw.Text(s, size, x, y, fill=fill, text_anchor=anchor, font_weight=weight, class_=class_, **extra)
            written_as = written(el)
            if written_as is None:
                (parent if parent is not None else self.d).append(el)
                return w
            if len(_TEXTS) >= MAX_PIECES:
                _TEXTS.clear()
            kept = _TEXTS[key] = (written_as, w)
        (parent if parent is not None else self.d).append(dw.Raw(kept[0]))
        return kept[1]

    # -- areas ----------------------------------------------------------------------------

    def zone(self, x: float, y: float, w: float, h: float, label: str = "", *, name: str = "",
             fill: str = ZONE, ink: str = INK, note: str = "") -> None:
        """A labelled area of the table (a hand, a stage, a pile); cards are drawn over it."""
        g = dw.Group(class_="zone", data_zone=attr(name or label))
        g.append(dw.Rectangle(x, y, w, h, rx=6, fill=fill, stroke="#00000033", fill_opacity=0.92))
        if label:
            self.text(x + 6, y + 14, label, 11, fill=ink, weight="bold", fit=w - 12, parent=g)
        if note:
            self.text(x + w - 6, y + 14, note, 11, fill=MUTED, anchor="end", fit=w / 2, parent=g, class_="note")
        self.d.append(g)

    # -- cards ----------------------------------------------------------------------------

    def card(self, x: float, y: float, card: int | None, *, face_up: bool = True, w: float = CARD_W,
             h: float = CARD_H, mark: str = "", tilt: bool = False) -> None:
        """A playing card of the standard deck: face up (rank and suit), the Joker, or face down
        (``card`` None or ``face_up`` False). ``mark``: a small note under it (a position, a count);
        ``tilt``: drawn turned a quarter (a rested card)."""
        if card is None or not face_up:
            self.back(x, y, w=w, h=h, mark=mark, tilt=tilt)
            return
        self._kept(("card", str(x), str(y), card, str(w), str(h), tilt, language()), lambda: self._face(x, y, card, w, h, tilt))
        if mark:
            self.text(x + w / 2, y + h + 12, mark, 10, anchor="middle", fit=w + GAP, class_="mark")

    def _face(self, x: float, y: float, card: int, w: float, h: float, tilt: bool) -> dw.Group:
        code = C.text(card)
        if card == C.JOKER:
            g = self._blank(x, y, w, h, "card face-up joker", code, _("the Joker"), tilt)
            g.append(dw.Text("JOKER", h * 0.16, x + w / 2, y + h * 0.22, fill=JOKER_INK, text_anchor="middle",
                             font_weight="bold", textLength=f"{w * 0.8:.1f}", lengthAdjust="spacingAndGlyphs"))
            g.append(dw.Text("★", h * 0.42, x + w / 2, y + h * 0.7, fill=JOKER_INK, text_anchor="middle"))
        else:
            suit = C.suit_of(card) or ""
            ink = RED if suit in ("H", "D") else INK
            rank = C.pretty(card)[:-1]
            g = self._blank(x, y, w, h, f"card face-up suit-{suit}", code, C.pretty(card), tilt)
            g.append(dw.Text(rank, h * 0.24, x + 4, y + h * 0.27, fill=ink, font_weight="bold",
                             **({"textLength": f"{w * 0.5:.1f}", "lengthAdjust": "spacingAndGlyphs"} if len(rank) > 1 else {})))
            g.append(dw.Text(C.SUIT_SYMBOLS[suit], h * 0.42, x + w / 2, y + h * 0.78, fill=ink, text_anchor="middle"))
        return g

    def _kept(self, key: tuple[object, ...], draw: Callable[[], dw.DrawingElement]) -> None:
        """Append the piece ``draw`` makes, or its text as written when the same piece was drawn before (``key``:
        what it is, where as written, since 120 and 120.0 are written apart, and in which language): most cards of a
        table were drawn at the same place in an earlier picture (the other language's, another log's), and making a
        piece costs far more than writing it."""
        text = _PIECES.get(key)
        if text is None:
            el = draw()
            text = written(el)
            if text is None:  # not a plain piece (a game's own drawing): appended as it is
                self.d.append(el)
                return
            if len(_PIECES) >= MAX_PIECES:
                _PIECES.clear()
            _PIECES[key] = text
        self.d.append(dw.Raw(text))

    def named(self, x: float, y: float, name: str, *, sub: str = "", w: float = CARD_W, h: float = CARD_H,
              colour: str = PAPER, ink: str = INK, mark: str = "", tilt: bool = False, code: str = "") -> None:
        """A face-up card of a game's own deck, drawn with its name (and ``sub``: a value, a cost)."""
        self._kept(("named", str(x), str(y), name, sub, str(w), str(h), colour, ink, tilt, code, language()),
                   lambda: self._named(x, y, name, sub, w, h, colour, ink, tilt, code))
        if mark:
            self.text(x + w / 2, y + h + 12, mark, 10, anchor="middle", fit=w + GAP, class_="mark")

    def _named(self, x: float, y: float, name: str, sub: str, w: float, h: float, colour: str, ink: str, tilt: bool,
               code: str) -> dw.Group:
        g = self._blank(x, y, w, h, "card face-up named", code or name, name, tilt, fill=colour)
        lines = _wrap(clean(name), w - 6, 11, 3)
        for i, line in enumerate(lines):
            g.append(dw.Text(line, 11, x + w / 2, y + 15 + 13 * i, fill=ink, text_anchor="middle", font_weight="bold",
                             **_squeeze(line, 11, w - 6)))
        if sub:
            g.append(dw.Text(clean(sub), 12, x + w / 2, y + h - 7, fill=ink, text_anchor="middle", **_squeeze(sub, 12, w - 6)))
        return g

    def back(self, x: float, y: float, *, w: float = CARD_W, h: float = CARD_H, mark: str = "",
             tilt: bool = False, label: str = "") -> None:
        """A card lying face down (or one nobody saw)."""
        self._kept(("back", str(x), str(y), str(w), str(h), tilt, label, language()), lambda: self._back(x, y, w, h, tilt, label))
        if mark:
            self.text(x + w / 2, y + h + 12, mark, 10, anchor="middle", fit=w + GAP, class_="mark")

    def _back(self, x: float, y: float, w: float, h: float, tilt: bool, label: str) -> dw.Group:
        g = self._blank(x, y, w, h, "card face-down", "??", label or _("a card face down"), tilt, fill=BACK)
        g.append(dw.Rectangle(x + 4, y + 4, w - 8, h - 8, rx=3, fill="none", stroke="#ffffff88", stroke_width=1.5))
        g.append(dw.Line(x + 6, y + 6, x + w - 6, y + h - 6, stroke="#ffffff44"))
        g.append(dw.Line(x + w - 6, y + 6, x + 6, y + h - 6, stroke="#ffffff44"))
        return g

    def slot(self, x: float, y: float, *, w: float = CARD_W, h: float = CARD_H, mark: str = "", name: str = "") -> None:
        """An empty place where a card lay or may lie (a dashed outline; ``mark``: a note under it)."""
        g = dw.Group(class_="slot empty", data_zone=attr(name or mark))
        g.append(dw.Rectangle(x, y, w, h, rx=4, fill="none", stroke="#ffffff88", stroke_dasharray="4 3"))
        self.d.append(g)
        if mark:
            self.text(x + w / 2, y + h + 12, mark, 10, anchor="middle", fit=w + GAP, class_="mark")

    def pile(self, x: float, y: float, count: int, *, top: int | None = None, face_up: bool = False,
             label: str = "", w: float = CARD_W, h: float = CARD_H, name: str = "") -> None:
        """A pile of ``count`` cards: drawn as a small stack, its top card face up when given."""
        g = dw.Group(class_="pile", data_count=str(count), data_zone=attr(name or label))
        self.d.append(g)
        if count <= 0:
            self.d.append(dw.Rectangle(x, y, w, h, rx=4, fill="none", stroke="#ffffff88", stroke_dasharray="4 3",
                                       class_="empty"))
        else:
            for k in range(min(count, 3) - 1, 0, -1):
                self.d.append(dw.Rectangle(x + 2 * k, y - 2 * k, w, h, rx=4, fill=PAPER if face_up else BACK,
                                           stroke="#00000055"))
            if face_up and top is not None:
                self.card(x, y, top, w=w, h=h)
            else:
                self.back(x, y, w=w, h=h)
        caption = f"{label} {count}" if label else str(count)
        self.text(x + w / 2, y + h + 12, caption, 10, anchor="middle", fit=w + 2 * GAP, class_="mark")

    def row(self, x: float, y: float, cards: Sequence[int | None], *, face_up: bool = True, width: float | None = None,
            w: float = CARD_W, h: float = CARD_H) -> float:
        """Cards side by side from ``x``, overlapping when ``width`` is too narrow; returns the width used."""
        n = len(cards)
        if not n:
            return 0.0
        step = w + GAP
        if width is not None and n > 1 and n * step - GAP > width:
            step = max(8.0, (width - w) / (n - 1))
        for i, c in enumerate(cards):
            self.card(x + i * step, y, c, face_up=face_up, w=w, h=h)
        return (n - 1) * step + w

    def _blank(self, x: float, y: float, w: float, h: float, cls: str, code: str, label: str, tilt: bool,
               fill: str = PAPER) -> dw.Group:
        extra = {"transform": f"rotate(90 {x + w / 2:.1f} {y + h / 2:.1f})"} if tilt else {}
        g = dw.Group(class_=cls + (" tilted" if tilt else ""), data_card=attr(code), **extra)
        g.append(dw.Title(clean(label)))
        g.append(dw.Rectangle(x, y, w, h, rx=5, fill=fill, stroke="#00000088", stroke_width=1))
        return g

    # -- dice -----------------------------------------------------------------------------

    def die(self, x: float, y: float, top: int | None, *, colour: str = "white", size: float = 40,
            label: str = "", sides: Sequence[tuple[str, int | None]] = (), name: str = "") -> None:
        """A die seen from above: its top face as pips (``?`` when unknown). ``sides``: the faces of its
        sides as (who sees it, face), written around it; ``label``: its name under it."""
        fill, ink = DIE_COLOURS.get(colour, ("#9e9e9e", PAPER))
        g = dw.Group(class_="die", data_die=attr(name or label), data_top=str(top or "?"), data_colour=attr(colour))
        g.append(dw.Title(clean(f"{name or label}: {top or '?'}")))
        g.append(dw.Rectangle(x, y, size, size, rx=size * 0.18, fill=fill, stroke="#00000099", stroke_width=1.2))
        if top in _PIPS:
            r = size * 0.09
            for px, py in _PIPS[top]:
                g.append(dw.Circle(x + px * size, y + py * size, r, fill=ink, class_="pip"))
        else:
            g.append(dw.Text("?", size * 0.6, x + size / 2, y + size * 0.72, fill=ink, text_anchor="middle"))
        self.d.append(g)
        if label:
            self.text(x + size / 2, y + size + 12, label, 10, anchor="middle", fit=size + 2 * GAP, class_="mark")
        for i, (who, face) in enumerate(sides):
            sy = y + size + (26 if label else 14) + 12 * i
            g2 = dw.Group(class_="side-face", data_seat=attr(who), data_face=str(face or "?"))
            self.text(x + size / 2, sy, f"{who} {face or '?'}", 10, anchor="middle", fit=size + 3 * GAP,
                      class_="side", parent=g2)
            self.d.append(g2)

    # -- tokens ---------------------------------------------------------------------------

    def token(self, x: float, y: float, count: int, *, label: str = "", fill: str = "#f5b301") -> None:
        """A counter (a token, a point): a disc with its count."""
        g = dw.Group(class_="token", data_count=str(count), data_zone=attr(label))
        g.append(dw.Title(clean(f"{label} {count}".strip())))
        g.append(dw.Circle(x, y, 11, fill=fill, stroke="#00000088"))
        g.append(dw.Text(str(count), 11, x, y + 4, fill=INK, text_anchor="middle", font_weight="bold"))
        self.d.append(g)

    # -- groups ---------------------------------------------------------------------------

    @contextmanager
    def group(self, class_: str, *, title: str = "", rotate: float = 0, about: tuple[float, float] = (0.0, 0.0),
              **data: object) -> Iterator[dw.Group]:
        """The pieces drawn inside ``with sk.group("unit", unit="kihei", count=2):`` go into one ``<g>`` with
        that class and a ``data-*`` attribute per keyword (``count=2`` → ``data-count="2"``), so a script reads what belongs
        together; ``rotate``: the whole group turned that many degrees about ``about`` (a card upside down)."""
        attrs: dict[str, str] = {f"data_{k}": attr(v) for k, v in data.items()}
        if rotate:
            attrs["transform"] = f"rotate({rotate:g} {about[0]:.1f} {about[1]:.1f})"
        g = dw.Group(class_=attr(class_), **attrs)
        if title:
            g.append(dw.Title(clean(title)))
        outer = self.d
        self.d = g  # the pieces append to it
        try:
            yield g
        finally:
            self.d = outer
            outer.append(g)

    def svg(self) -> str:
        """The drawing as a standalone SVG document: :func:`plain_svg` when it can write it (every drawing the games
        make), else drawsvg's own writer; the two give the same bytes (``tests/test_picture_writer.py``)."""
        text = plain_svg(self.d)
        return text if text is not None else (self.d.as_svg() or "")


#: the drawsvg elements :func:`plain_svg` writes (what :class:`Sketch` and the games draw with)
_PLAIN = (dw.Group, dw.Rectangle, dw.Line, dw.Circle, dw.Title, dw.Text, dw.Raw)
_PLAIN_TYPES = frozenset(_PLAIN)


class _NotPlain(Exception):
    """The drawing has something :func:`plain_svg` does not write: drawsvg's writer writes it."""


def plain_svg(d: dw.Drawing) -> str | None:
    """``d.as_svg()``, byte for byte, for a plain drawing, in one pass over its elements: groups, rectangles, lines,
    circles, titles, one-line texts and raw text, each drawn once, with no definitions, animation, style sheet,
    script or attribute that refers to another element. None for any other drawing (drawsvg writes it).

    drawsvg's writer walks the drawing three times (the definitions, the ids of elements drawn twice, then the
    elements) and makes a context object per element; these drawings need none of that, and writing them in
    one pass is about four times as fast (docs/performance.md, the report). Like drawsvg, attribute values are
    written as they are (the pieces escape text from a log: :func:`attr`) and a text's content as drawsvg
    escaped it when the element was made."""
    ctx = d.context
    if (ctx.invert_y or ctx.animation_config is not None or d.other_defs or d.css_list or d.js_list
            or d.ordered_elements):
        return None
    width, height = d.calc_render_size()
    args = {"width": width, "height": height, "viewBox": " ".join(map(str, d.view_box))}
    args.update(d.svg_args)
    if args.get("onload"):
        return None
    out = [_XML_HEADER, _SVG_START]
    write = out.append
    for k, v in args.items():
        if v is None:
            continue
        if isinstance(v, dw.DrawingElement):
            return None
        write(f' {k}="{v}"')
    write(">\n<defs>\n</defs>\n")
    seen: set[int] = set()
    try:
        for el in d.elements:
            _write(el, write, seen)
            write("\n")
    except _NotPlain:
        return None
    write(_SVG_END)
    return "".join(out)


def _write(el: object, write: Callable[[str], object], seen: set[int]) -> None:
    """One element of a plain drawing, as drawsvg writes it (:func:`plain_svg`); :class:`_NotPlain` for any other."""
    t = type(el)
    if t not in _PLAIN_TYPES or id(el) in seen:  # drawsvg writes an element drawn twice as <use>
        raise _NotPlain
    seen.add(id(el))
    if t is dw.Raw:
        if el.defs:  # type: ignore[attr-defined]
            raise _NotPlain
        write(el.content)  # type: ignore[attr-defined]
        return
    if el.ordered_children or el.animation_data.attr_timelines or getattr(el, "_text_path", None):  # type: ignore[attr-defined]
        raise _NotPlain
    tag = el.TAG_NAME  # type: ignore[attr-defined]
    write("<" + tag)
    for k, v in el.args.items():  # type: ignore[attr-defined]
        if v is None:
            continue
        if isinstance(v, dw.DrawingElement):  # url(#id): a definition
            raise _NotPlain
        write(f' {k}="{v}"')
    children = el.children  # type: ignore[attr-defined]
    if t is dw.Group:
        if not children:
            write("></g>")
            return
        write(">\n")
        for c in children:
            _write(c, write, seen)
            write("\n")
        write("</g>")
        return
    if children:  # a text's lines (tspans), a shape's animation: drawsvg's layout
        raise _NotPlain
    if t is dw.Text or t is dw.Title:
        write(f">{el.escaped_text}</{tag}>")  # type: ignore[attr-defined]
    else:
        write(" />")


def written(el: dw.DrawingElement) -> str | None:
    """The SVG text of one plain element (a card, a die) as :func:`plain_svg` writes it in a drawing; None for an
    element it does not write."""
    out: list[str] = []
    try:
        _write(el, out.append, set())
    except _NotPlain:
        return None
    return "".join(out)


_PIPS: dict[int, list[tuple[float, float]]] = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}


def _squeeze(text: str, size: float, width: float) -> dict[str, str]:
    return {"textLength": f"{width:.1f}", "lengthAdjust": "spacingAndGlyphs"} if text_width(text, size) > width else {}


def _wrap(text: str, width: float, size: float, lines: int) -> list[str]:
    """``text`` cut into at most ``lines`` lines of about ``width`` (the last one squeezed)."""
    out: list[str] = []
    rest = text
    while rest and len(out) < lines - 1:
        n = len(rest)
        while n > 1 and text_width(rest[:n], size) > width:
            n -= 1
        if n == len(rest):
            break
        cut = rest.rfind(" ", 0, n + 1)
        n = cut if cut > 0 else n
        out.append(rest[:n].strip())
        rest = rest[n:].strip()
    if rest:
        out.append(rest)
    return out


def per_row(width: float, step: float = CARD_W + GAP, w: float = CARD_W) -> int:
    """How many things ``w`` wide (a card) lie side by side ``step`` apart in ``width``, never over one another (more
    go on the next row); one at least."""
    return max(1, int((width - w) // step) + 1) if width >= w else 1


def row_count(n: int, per: int) -> int:
    """How many rows ``n`` things take, ``per`` a row (one at least: an empty zone keeps its row)."""
    return max(1, -(-n // per))


def flow(widths: Iterable[float], width: float) -> list[tuple[float, int]]:
    """Where each of several things ``widths`` wide starts (from the left) and its row, laid side by side in rows
    ``width`` wide, as text flows: a thing that does not fit on a row starts the next (none is wider than a row)."""
    out, x, row = [], 0.0, 0
    for w in widths:
        w = min(w, width)
        if x > 0 and x + w > width:
            x, row = 0.0, row + 1
        out.append((x, row))
        x += w
    return out


def words(items: Iterable[object], sep: str = " ") -> str:
    return sep.join(clean(i) for i in items)


_SIZE = re.compile(r'<svg\b[^>]*?\bwidth="([\d.]+)"[^>]*?\bheight="([\d.]+)"')


def framed(picture: str, title: str, lines: Sequence[str]) -> str:
    """A picture with a caption above it (where in the log it is, the findings there): one SVG document,
    the picture nested below the caption as it was drawn."""
    m = _SIZE.search(picture)
    width, height = (float(m.group(1)), float(m.group(2))) if m else (600.0, 400.0)
    band = 12 + 17 * len(lines)
    sk = Sketch(width, height + band, title)
    sk.d.append(dw.Rectangle(0, 0, width, band, fill="#1b1b1b", class_="caption"))
    for i, line in enumerate(lines):
        sk.text(8, 20 + 17 * i, line, 12, fit=width - 16, weight="bold" if i == 0 else "normal", class_="caption")
    inner = picture[picture.index("<svg"):] if "<svg" in picture else ""
    sk.d.append(dw.Raw(inner.replace("<svg", f'<svg x="0" y="{band}"', 1)))
    return sk.svg()
