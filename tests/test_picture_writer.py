"""The one-pass SVG writer of the pictures (:func:`referee.core.picture.plain_svg`, issue 29 part 8) against
drawsvg's own (``Drawing.as_svg``): the same bytes for every picture the bundled logs give, drawsvg's writer for
any drawing the one-pass one does not write, and text from a log escaped exactly as before.

The pictures: each bundled log (scenarios/, docs/examples/), in Japanese and in English, at its start, at every
:data:`EVERY`-th event (every event in the nightly profile) and at its end, as the report draws them (the position
``shown()`` after an event, the end after the held events are applied), and each of those in a caption frame
(:func:`referee.core.picture.framed`, a drawing with raw text).
"""

from __future__ import annotations

from pathlib import Path

import drawsvg as dw
import pytest

from referee.api import open_log
from referee.core import picture as P
from referee.core.referee import start, step
from referee.harness import properties as H
from referee.i18n import speaking
from referee.notation.model import Event

ROOT = Path(__file__).resolve().parent.parent
LOGS = sorted(p for folder in ("scenarios", "docs/examples") for p in (ROOT / folder).rglob("*.log"))
#: the events drawn in the quick profile (CI): one in this many, besides each log's start and end
EVERY = 1 if H.deep() else 25


def drawings(log: Path, lang: str) -> list[P.Sketch]:
    """The sketches of ``log``'s pictures in ``lang`` (none for a log that has no game to draw)."""
    made: list[P.Sketch] = []
    real = P.Sketch.svg

    def keep(self: P.Sketch) -> str:
        made.append(self)
        return real(self)

    with speaking(lang), pytest.MonkeyPatch.context() as mp:
        mp.setattr(P.Sketch, "svg", keep)
        try:
            reader = open_log(str(log))
            judge, state, _v = start(reader)
        except Exception:  # an unreadable log (scenarios/bad_input): no picture
            return made
        if state is None:
            return made
        P.framed(state.picture(None), "start", ["a caption", "<&\"'>"])
        for item in reader:
            if type(item) is Event:
                step(state, item, judge)
                if item.index % EVERY == 0:
                    state.shown().picture(None)
        state.flush(judge)
        state.picture(None)
    return made


@pytest.mark.parametrize("log", LOGS, ids=[str(p.relative_to(ROOT)) for p in LOGS])
def test_every_picture_of_the_bundled_logs_is_written_as_drawsvg_writes_it(log):
    for lang in ("ja", "en"):
        for sketch in drawings(log, lang):
            fast = P.plain_svg(sketch.d)
            assert fast is not None, "a picture the games draw is written by drawsvg's writer, not the one-pass one"
            assert fast == sketch.d.as_svg()


def test_the_bundled_logs_have_pictures():
    assert len(LOGS) >= 50
    assert sum(len(drawings(log, "en")) for log in LOGS[:12]) >= 12


def test_a_plain_drawing_is_not_written_by_drawsvg(monkeypatch):
    """The picture of a position costs one pass over its elements: drawsvg's writer (three passes and an object
    per element) is not called for it."""
    sk = P.Sketch(200, 100, "t")
    sk.card(10, 10, 5)
    sk.zone(60, 10, 80, 60, "hand", name="hand:0")
    sk.die(150, 10, 3, label="d")

    def refused(*_a, **_k):
        raise AssertionError("drawsvg's writer was called")

    monkeypatch.setattr(dw.Drawing, "as_svg", refused)
    assert sk.svg().startswith('<?xml version="1.0" encoding="UTF-8"?>\n<svg ')


def _others() -> list[tuple[str, P.Sketch]]:
    """Drawings with something the one-pass writer leaves to drawsvg."""
    out = []
    sk = P.Sketch(100, 100, "use")  # an element drawn twice: drawsvg writes <use> for the second
    r = dw.Rectangle(1, 2, 3, 4, fill="red")
    sk.d.append(r)
    sk.d.append(r)
    out.append(("twice", sk))
    sk = P.Sketch(100, 100, "gradient")  # an attribute that is another element: a definition
    g = dw.LinearGradient(0, 0, 10, 10)
    g.add_stop(0, "red")
    sk.d.append(dw.Rectangle(0, 0, 10, 10, fill=g))
    out.append(("definition", sk))
    sk = P.Sketch(100, 100, "lines")  # a text of several lines (tspans)
    sk.d.append(dw.Text(["a", "b"], 10, 5, 5))
    out.append(("tspans", sk))
    sk = P.Sketch(100, 100, "path")  # an element of another kind
    sk.d.append(dw.Path(d="M 0 0 L 5 5", stroke="black"))
    out.append(("path", sk))
    sk = P.Sketch(100, 100, "css")
    sk.d.append_css(".a{fill:red}")
    out.append(("style sheet", sk))
    sk = P.Sketch(100, 100, "anim")
    c = dw.Circle(5, 5, 2)
    c.add_key_frame(0, r=2)
    c.add_key_frame(1, r=4)
    sk.d.append(c)
    out.append(("animation", sk))
    return out


@pytest.mark.parametrize("name,sketch", _others(), ids=[n for n, _s in _others()])
def test_what_the_one_pass_writer_does_not_write_is_drawsvgs(name, sketch):
    assert P.plain_svg(sketch.d) is None
    assert sketch.svg() == sketch.d.as_svg()


HOSTILE = '<script>alert("x")</script>&amp;\'Aki\x00\x1b'


def test_text_from_a_log_is_escaped_as_before():
    """Attribute values are written as they are, as drawsvg writes them (the pieces escape text from a log:
    ``attr``); a text's content as drawsvg escaped it. Both writers give the same bytes, and none of the text
    is markup."""
    sk = P.Sketch(300, 200, HOSTILE)
    sk.zone(10, 10, 100, 80, HOSTILE, name=HOSTILE, note=HOSTILE)
    sk.named(120, 10, HOSTILE, sub=HOSTILE, code=HOSTILE)
    sk.die(200, 10, 4, label=HOSTILE, name=HOSTILE, sides=[(HOSTILE, 2)])
    with sk.group("unit", title=HOSTILE, who=HOSTILE):
        sk.token(20, 150, 3, label=HOSTILE)
    fast = P.plain_svg(sk.d)
    assert fast is not None and fast == sk.d.as_svg()
    assert "<script" not in fast and "\x00" not in fast and "\x1b" not in fast
    assert 'data-zone="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;amp;&#x27;Aki\ufffd\ufffd"' in fast


def test_clean_replaces_exactly_what_it_did():
    """``clean`` skips its substitution for printable text: no code point is printable and one it replaces."""
    import re

    control = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff\ufffe\uffff]")
    assert P._CONTROL.pattern == control.pattern
    assert not [c for c in map(chr, range(0x110000)) if c.isprintable() and control.search(c)]
    for text in ("plain", "日本語　札", "a\x00b\x1b[31m", "\t\n\r", "\ud800x\ufffe", 12, None):
        assert P.clean(text) == control.sub("\ufffd", str(text))


def _svgs(log: Path, lang: str) -> list[str]:
    made: list[str] = []
    real = P.Sketch.svg

    def keep(self: P.Sketch) -> str:
        made.append(real(self))
        return made[-1]

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(P.Sketch, "svg", keep)
        drawings(log, lang)
    return made


@pytest.mark.parametrize("log", LOGS[::4], ids=[str(p.relative_to(ROOT)) for p in LOGS[::4]])
def test_a_piece_drawn_before_is_written_as_it_was_drawn(log, monkeypatch):
    """Cards, dice' groups and texts drawn before at the same place are written from what was kept
    (:meth:`referee.core.picture.Sketch._kept`): every picture is the same, byte for byte, drawn with nothing kept
    (each piece made anew) and after the pictures of every other bundled log and language were drawn."""
    warm = {lang: _svgs(log, lang) for lang in ("ja", "en")}
    for other in LOGS[1::7]:
        _svgs(other, "ja")
    for lang in ("ja", "en"):
        assert _svgs(log, lang) == warm[lang]
    monkeypatch.setattr(P, "MAX_PIECES", 0)  # nothing kept: each piece is made for its own picture
    P._PIECES.clear()
    P._TEXTS.clear()
    for lang in ("ja", "en"):
        assert _svgs(log, lang) == warm[lang]


def test_a_piece_is_kept_by_where_it_is_as_written():
    """120 and 120.0 are the same key to a dict but written apart: a card at each is written where it was drawn."""
    a, b = P.Sketch(300, 100, "a"), P.Sketch(300, 100, "b")
    a.card(120, 10, 5)
    b.card(120.0, 10, 5)
    a.text(10, 90, "hand")
    b.text(10.0, 90, "hand")
    assert 'x="120"' in a.svg() and 'x="120.0"' in b.svg() and 'x="10"' in a.svg() and 'x="10.0"' in b.svg()
