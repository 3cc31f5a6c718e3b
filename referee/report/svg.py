"""A game's picture (a standalone SVG document, :meth:`referee.core.game.State.picture`) made ready to be
written inside an HTML page: no XML declaration or doctype, its ids made unique in the page (drawsvg may
define gradients, clip paths or markers in ``<defs>`` and refer to them), ``role="img"`` with the words a
screen reader says for it, and no script or reference to anything outside the drawing.
"""

from __future__ import annotations

import math
import re

from markupsafe import Markup, escape

_PROLOGUE = re.compile(r"^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!DOCTYPE[^>]*>\s*)?", re.I)
_COMMENT = re.compile(r"<!--.*?-->", re.S)
_ID = re.compile(r"""\bid\s*=\s*(["'])([^"']+)\1""")
_OPEN = re.compile(r"<svg\b([^>]*)>", re.I)
#: what a drawing must not carry into a page: scripts, event handlers, embedded documents, outside references
_UNSAFE_TAG = re.compile(r"<\s*(?:script|foreignObject|iframe|object|embed)\b", re.I)
_TAG = re.compile(r"<[A-Za-z][^>]*>")
_UNSAFE_ATTR = re.compile(r"""\son\w+\s*=|\b(?:href|src)\s*=\s*["']\s*(?!#)|url\(\s*["']?\s*(?!#)""", re.I)
_ROLE = re.compile(r"""\s(?:role|aria-label)\s*=\s*(["']).*?\1""", re.S)
#: what any match of _UNSAFE_ATTR or _ID holds, searched for first over the whole drawing: the patterns above try
#: every place of a drawing of tens of kilobytes, and most drawings have neither (then they need not run at all)
_MAYBE_UNSAFE = ("href", "src", "url(")
_MAYBE_ON = re.compile(r"\son\w+\s*=", re.I)
_MAYBE_ID = re.compile(r"id\s*=")


class PictureError(ValueError):
    pass


def _suspect(body: str) -> bool:
    """Whether ``body`` may hold an unsafe attribute (False: no tag of it can match _UNSAFE_ATTR). Ignoring case as
    _UNSAFE_ATTR does (case folded: upper case, and the long s that re's IGNORECASE matches to s, made plain)."""
    low = body.casefold()
    return any(word in low for word in _MAYBE_UNSAFE) or _MAYBE_ON.search(body) is not None


def inline(svg: str, prefix: str, label: str) -> Markup:
    """``svg`` as markup to put in a page; ``prefix`` makes its ids unique there; ``label`` names it for a
    screen reader. Raises :class:`PictureError` for a drawing that is not one SVG element or that carries a
    script or an outside reference."""
    body = _COMMENT.sub("", _PROLOGUE.sub("", svg, count=1)).strip()
    if not body[:4].lower() == "<svg" or not body.endswith("</svg>"):
        raise PictureError("not an SVG drawing")
    if _UNSAFE_TAG.search(body) or (_suspect(body) and any(_UNSAFE_ATTR.search(t.group()) for t in _TAG.finditer(body))):
        raise PictureError("the drawing carries a script or an outside reference")
    ids = {m.group(2) for m in _ID.finditer(body)} if _MAYBE_ID.search(body) else set()
    if ids:
        body = _ID.sub(lambda m: f"id={m.group(1)}{prefix}-{m.group(2)}{m.group(1)}", body)
        names = "|".join(re.escape(i) for i in sorted(ids, key=len, reverse=True))
        body = re.sub(rf"(url\(\s*['\"]?#)({names})(['\"]?\s*\))", lambda m: f"{m.group(1)}{prefix}-{m.group(2)}{m.group(3)}", body)
        body = re.sub(rf"""((?:xlink:)?href\s*=\s*["']#)({names})(["'])""", lambda m: f"{m.group(1)}{prefix}-{m.group(2)}{m.group(3)}", body)

    def opening(m: re.Match[str]) -> str:
        attrs = _ROLE.sub("", m.group(1))
        return f'<svg{attrs} role="img" aria-label="{escape(label)}">'

    body = _OPEN.sub(opening, body, count=1)
    return Markup(body)


#: the smallest a picture's text is shown on a page, in CSS pixels (a phone's screen: docs/cli.md, referee report)
LEGIBLE_PX = 11.0
_SIZE = re.compile(r"""<svg\b[^>]*?\swidth\s*=\s*["']([\d.]+)["']""", re.I)
_FONT_SIZE = re.compile(r"""\sfont-size\s*=\s*["']([\d.]+)["']""")


def legible_width(svg: str) -> int | None:
    """How wide (in CSS pixels) ``svg`` is shown so that its smallest text is :data:`LEGIBLE_PX` tall or more: its own
    width, made larger when it has text smaller than that (None: a drawing without a width)."""
    m = _SIZE.search(svg)
    if m is None:
        return None
    width = float(m.group(1))
    sizes = [float(s) for s in _FONT_SIZE.findall(svg)]
    smallest = min((s for s in sizes if s > 0), default=LEGIBLE_PX)
    return math.ceil(round(width * max(1.0, LEGIBLE_PX / smallest), 6))
