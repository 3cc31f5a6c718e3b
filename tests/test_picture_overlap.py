"""No card of a picture lies over another: every picture of every bundled log (scenarios/**/*.log, the five games),
read back as XML.

A card is drawn as a ``<g>`` whose class has ``card`` (referee/core/picture.py: face up, face down, a card of a
game's own deck), its body the first ``<rect>`` in it; its box is that rectangle where the picture puts it, through
every ``transform`` of the card and of the groups it is in (a rested card turned a quarter, a downed unit upside
down). Two cards overlap when their boxes share an area more than half a pixel across in both directions (cards
side by side, edge to edge, do not). A pile is one card box (the card on top; the edges under it are drawn as plain
rectangles).

The pictures are the report's (``referee report``: the table's view, referee/report/logs.py ``pictures``): after
every event of every log and at its end, in English; in Japanese at its end (the words on a picture are said in its
language, and no card's place depends on them), and after every event too in the deep profiles (nightly, hunt:
referee/harness/properties.py); and at the end of each log from each player's seat too (the pictures ``referee
replay --svg`` and the console draw).
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from referee import i18n
from referee.harness import properties as P
from referee.report import logs as L

ROOT = Path(__file__).resolve().parent.parent
LOGS = sorted((ROOT / "scenarios").rglob("*.log"))
SVG = "{http://www.w3.org/2000/svg}"
#: how far two cards' boxes may share an edge without overlapping (rounding: cards drawn on half pixels)
SLACK = 0.5

Box = tuple[float, float, float, float, str]  # x0, y0, x1, y1, what (its data-card and classes)
Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def _times(a: Matrix, b: Matrix) -> Matrix:
    a1, b1, c1, d1, e1, f1 = a
    a2, b2, c2, d2, e2, f2 = b
    return (a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + e1,
            b1 * e2 + d1 * f2 + f1)


def transform(text: str | None) -> Matrix:
    """An SVG ``transform`` attribute as a matrix (translate, scale, rotate about a point, matrix)."""
    m = IDENTITY
    for name, args in re.findall(r"([a-zA-Z]+)\s*\(([^)]*)\)", text or ""):
        v = [float(x) for x in re.split(r"[\s,]+", args.strip()) if x]
        if name == "translate":
            t: Matrix = (1, 0, 0, 1, v[0], v[1] if len(v) > 1 else 0)
        elif name == "scale":
            t = (v[0], 0, 0, v[1] if len(v) > 1 else v[0], 0, 0)
        elif name == "rotate":
            a = math.radians(v[0])
            t = (math.cos(a), math.sin(a), -math.sin(a), math.cos(a), 0, 0)
            if len(v) == 3:
                t = _times(_times((1, 0, 0, 1, v[1], v[2]), t), (1, 0, 0, 1, -v[1], -v[2]))
        elif name == "matrix":
            t = (v[0], v[1], v[2], v[3], v[4], v[5])
        else:
            raise AssertionError(f"a transform this test does not read: {name}({args})")
        m = _times(m, t)
    return m


def card_boxes(svg: str) -> list[Box]:
    """Every card of the picture, as the box the picture puts it in."""
    out: list[Box] = []

    def visit(el: ET.Element, m: Matrix) -> None:
        m = _times(m, transform(el.get("transform")))
        classes = (el.get("class") or "").split()
        if el.tag == SVG + "g" and "card" in classes:
            body = el.find(SVG + "rect")
            assert body is not None, f"a card with no rectangle: {ET.tostring(el)[:200]!r}"
            x, y, w, h = (float(body.get(k) or 0) for k in ("x", "y", "width", "height"))
            xs, ys = [], []
            for px, py in ((x, y), (x + w, y), (x, y + h), (x + w, y + h)):
                xs.append(m[0] * px + m[2] * py + m[4])
                ys.append(m[1] * px + m[3] * py + m[5])
            out.append((min(xs), min(ys), max(xs), max(ys), f"{el.get('data-card')} ({' '.join(classes)})"))
            return
        for child in el:
            visit(child, m)

    visit(ET.fromstring(svg), IDENTITY)
    return out


def overlaps(boxes: list[Box]) -> list[tuple[Box, Box]]:
    """The pairs of cards whose boxes share an area."""
    found = []
    ordered = sorted(boxes)
    for i, a in enumerate(ordered):
        for b in ordered[i + 1:]:
            if b[0] >= a[2] - SLACK:
                break  # (sorted by their left edge: none further right reaches a)
            if min(a[2], b[2]) - max(a[0], b[0]) > SLACK and min(a[3], b[3]) - max(a[1], b[1]) > SLACK:
                found.append((a, b))
    return found


def _said(box: Box) -> str:
    return f"{box[4]} at x {box[0]:.1f}…{box[2]:.1f}, y {box[1]:.1f}…{box[3]:.1f}"


# -- the checker, on drawings made for it ------------------------------------------------------------------------


def _card(x: float, y: float, *, code: str = "AS", transform: str = "", w: float = 44, h: float = 62) -> str:
    t = f' transform="{transform}"' if transform else ""
    return f'<g class="card face-up" data-card="{code}"{t}><title>{code}</title><rect x="{x}" y="{y}" width="{w}" height="{h}" /></g>'


def _drawing(*pieces: str) -> str:
    return f'<svg xmlns="{SVG[1:-1]}" width="900" height="400">' + "".join(pieces) + "</svg>"


def test_the_checker_finds_a_card_over_another_and_not_cards_side_by_side():
    assert not overlaps(card_boxes(_drawing(_card(10, 10), _card(54, 10), _card(10, 72))))  # edge to edge
    assert len(overlaps(card_boxes(_drawing(_card(10, 10), _card(22, 16, code="??"))))) == 1  # a card on a pile's first
    # a card turned a quarter about its centre is 62 wide: it reaches the card beside it
    assert len(overlaps(card_boxes(_drawing(_card(10, 10, transform="rotate(90 32 41)"), _card(58, 10))))) == 1
    # a group turned upside down about a point carries its cards with it
    turned = f'<g transform="rotate(180 100 100)">{_card(120, 80)}</g>'  # drawn at x 36…80 once turned
    assert len(overlaps(card_boxes(_drawing(turned, _card(70, 80))))) == 1
    assert not overlaps(card_boxes(_drawing(turned, _card(81, 80))))
    # what is not a card (a zone, a die, a pile's edges) is not counted
    assert not overlaps(card_boxes(_drawing(_card(10, 10), '<rect x="12" y="8" width="44" height="62" />',
                                            '<g class="die"><rect x="20" y="20" width="30" height="30" /></g>')))


# -- every picture of every bundled log --------------------------------------------------------------------------


def _pictures(log: Path) -> list[tuple[str, str]]:
    """``(where, svg)``: the report's picture after every event of ``log`` and at its end, in each language, and at
    its end from each player's seat."""
    opts = L.Options(encoding="auto")
    data = log.read_bytes()
    events, _claims, _header = L.walk(str(log), data, opts)
    wanted = {0} | {n for _line, n in events}
    line_of = dict((n, line) for line, n in events)
    out: list[tuple[str, str]] = []
    for lang in ("en", "ja"):
        with i18n.speaking(lang):
            notes: list[str] = []
            drawn, end = L.pictures(str(log), data, opts, wanted if lang == "en" or P.deep() else set(), notes)
            assert not notes, (log.name, notes)
            out += [(f"{lang}, after line {line_of[n]}" if n else f"{lang}, before the first event", svg)
                    for n, svg in sorted(drawn.items())]
            if end is not None:
                out.append((f"{lang}, at the end", end))
    from referee.api import open_log
    from referee.core.referee import start, step
    from referee.notation.model import Event
    from referee.notation.reader import LogError

    reader = open_log(str(log), data=data, encoding="auto")
    judge, state, _verdict = start(reader)
    if state is not None:
        for item in list(reader):  # as the report steps through a log (referee/report/logs.py, pictures)
            if type(item) is Event:
                step(state, item, judge)
            elif isinstance(item, LogError):
                judge.log_error(item)
        state.flush(judge)
        with i18n.speaking("en"):
            for seat in state.players:
                out.append((f"en, at the end, {seat}'s view", state.picture(seat)))
    return out


@pytest.mark.parametrize("log", LOGS, ids=lambda p: str(p.relative_to(ROOT / "scenarios")))
def test_no_card_lies_over_another(log: Path):
    problems = []
    pictures = _pictures(log)
    if log.parent.name != "bad_input":
        assert pictures, f"{log.name}: no picture drawn"
    for where, svg in pictures:
        found = overlaps(card_boxes(svg))
        if found:
            pairs = "; ".join(f"{_said(a)} and {_said(b)}" for a, b in found[:3])
            problems.append(f"{where}: {len(found)} pairs of cards overlap, e.g. {pairs}")
    assert not problems, f"{log.relative_to(ROOT)}: cards drawn over one another in {len(problems)} of " \
                         f"{len(pictures)} pictures:\n- " + "\n- ".join(problems[:6])
