"""Geometry of a standard six-sided die: which face is where.

A standard die has faces 1..6 with opposite faces summing to 7 (1-6, 2-5,
3-4). That alone leaves two mirror-image dice, told apart by their
*handedness*:

``"right"`` (the default; most Western dice)
    Faces 1, 2 and 3 meet at one corner of the die. Look at that corner from
    outside the die, along the line from the corner through the die's centre,
    so that all three faces are in view. Going from face 1 to face 2 to
    face 3 turns **counterclockwise** as seen by that viewer. Equivalently:
    with 1 on top and 2 toward you, 3 is on your right.
``"left"``
    The mirror image (common on some East Asian dice): 1 -> 2 -> 3 turns
    clockwise seen from outside that corner; with 1 on top and 2 toward you,
    3 is on your left (so 4 is on your right).

How the convention is turned into tables
----------------------------------------
Fix a frame at the table: the die's owner sits on the -y side looking toward
+y, +z is up and +x is the owner's right (forward x up = y x z = x). A
right-handed die with 1 on top and 2 toward the owner has its faces' outward
normals at 1: +z, 2: -y and therefore 3: +x, because the triple product
det[n1, n2, n3] = (+z) . ((-y) x (+x)) = (+z) . (+z) = +1 is positive, and a
positive triple product of three orthogonal normals is exactly "counter-
clockwise seen from outside their common corner" (right-hand rule: the
rotation by +120 degrees about the corner direction carries n1 to n2 to n3,
and positive rotations look counterclockwise from the axis' tip, which lies
outside the die). The left-handed die swaps 3 and 4. For any placement of the
die, the right face is then the face whose normal is n(top) x n(front): a
rotation preserves cross products, and in the table frame top x front =
(+z) x (-y) = +x = right.

Orientation
-----------
An :class:`Orientation` is ``(top, front)``: the face pointing up and the face
toward the die's owner, who has the die on the table in front of them. The two
faces fix the rest once the handedness is known, so the handedness is a
keyword argument (default ``"right"``) of every function that needs it, not
part of the orientation. ``Orientation`` is a named tuple, so ``top, front =
o`` works and it compares and hashes like the plain tuple ``(top, front)``.

Directions are relative to the owner: ``"front"`` is the owner's own side of
the die, ``"back"`` the far side (a player opposite), ``"right"``/``"left"``
the owner's right and left (a player sitting there). Whoever sits in a
direction sees that side face of the die as its near side.

All lookup tables are built once at import; every query is a dict lookup.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from typing import Any, Literal, NamedTuple, Self

from .messages import _, listing

Handedness = Literal["right", "left"]
Direction = Literal["front", "right", "back", "left"]

FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
HANDEDNESSES: tuple[str, ...] = ("right", "left")
DEFAULT_HANDEDNESS: Handedness = "right"
#: The four horizontal directions, counterclockwise as seen from above
#: (owner's side, owner's right, far side, owner's left).
DIRECTIONS: tuple[str, ...] = ("front", "right", "back", "left")


def _check_face(face: object, what: str = "face") -> int:
    # bool is an int subclass; True/False are not die faces.
    if type(face) is not int or not 1 <= face <= 6:
        raise ValueError(_("{what} must be an integer 1..6, not {value!r}", what=what, value=face))
    return face


def _check_handedness(handedness: object) -> str:
    if handedness not in HANDEDNESSES:
        raise ValueError(_("handedness must be 'right' or 'left', not {value!r}", value=handedness))
    return handedness


def opposite(face: int) -> int:
    """The face opposite ``face`` (they sum to 7)."""
    return 7 - _check_face(face)


def is_valid(top: object, front: object) -> bool:
    """True if ``(top, front)`` can be an orientation: both faces 1..6 and
    ``front`` is neither ``top`` nor the face opposite it. Never raises."""
    return (
        type(top) is int
        and type(front) is int
        and 1 <= top <= 6
        and 1 <= front <= 6
        and front != top
        and front + top != 7
    )


class _Orientation(NamedTuple):
    """The fields of :class:`Orientation` (a NamedTuple class may not define ``__new__``: its subclass validates)."""

    top: int
    front: int


class Orientation(_Orientation):
    """A die as it lies: ``top`` face up, ``front`` face toward its owner.

    Construction validates: ``Orientation(1, 6)`` raises :class:`ValueError`
    (6 is opposite 1, so it cannot face the owner while 1 is up).
    """

    __slots__ = ()

    def __new__(cls, top: int, front: int) -> "Orientation":
        _check_face(top, "top")
        _check_face(front, "front")
        if not is_valid(top, front):
            raise ValueError(_("front {front} cannot be top {top} or opposite it", front=front, top=top))
        return super().__new__(cls, top, front)

    # keep namedtuple helpers (e.g. _replace) validating. The ignore: mypy compares this against the _make it
    # synthesises for a NamedTuple with the class already bound (Orientation) on one side only, and reports any
    # override, even one with the same signature
    @classmethod
    def _make(cls, iterable: Iterable[Any]) -> Self:  # type: ignore[override]
        return cls(*iterable)

    def __str__(self) -> str:
        return format_orientation(self)


class Layout(NamedTuple):
    """All six faces of a placed die, named from the owner's seat."""

    top: int
    bottom: int
    front: int
    back: int
    left: int
    right: int


# -- tables -------------------------------------------------------------------------

_Vec = tuple[int, int, int]


def _cross(a: _Vec, b: _Vec) -> _Vec:
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def _normals(handedness: str) -> dict[int, _Vec]:
    """Outward normals of the faces with the die at 1 up, 2 toward the owner
    (see the module docstring for the frame and the derivation)."""
    right_of_1_2 = (1, 0, 0) if handedness == "right" else (-1, 0, 0)
    n: dict[int, _Vec] = {1: (0, 0, 1), 2: (0, -1, 0), 3: right_of_1_2}
    for face in (1, 2, 3):
        x, y, z = n[face]
        n[7 - face] = (-x, -y, -z)
    return n


def _build_right_faces(handedness: str) -> dict[tuple[int, int], int]:
    n = _normals(handedness)
    face_of = {v: f for f, v in n.items()}
    return {
        (top, front): face_of[_cross(n[top], n[front])]
        for top in FACES
        for front in FACES
        if is_valid(top, front)
    }


_RIGHT: dict[str, dict[tuple[int, int], int]] = {h: _build_right_faces(h) for h in HANDEDNESSES}
_ALL: dict[str, tuple[Orientation, ...]] = {
    h: tuple(Orientation(t, f) for (t, f) in sorted(_RIGHT[h])) for h in HANDEDNESSES
}
_LAYOUT: dict[str, dict[Orientation, Layout]] = {
    h: {
        o: Layout(o.top, 7 - o.top, o.front, 7 - o.front, 7 - _RIGHT[h][o], _RIGHT[h][o])
        for o in _ALL[h]
    }
    for h in HANDEDNESSES
}


def _orientation(o: object) -> Orientation:
    if isinstance(o, Orientation):
        return o
    if isinstance(o, tuple) and len(o) == 2:
        return Orientation(*o)
    raise ValueError(_("not an orientation: {value!r}", value=o))


# -- queries ------------------------------------------------------------------------


def all_orientations(handedness: Handedness = DEFAULT_HANDEDNESS) -> tuple[Orientation, ...]:
    """The 24 orientations, sorted by (top, front).

    The set of (top, front) pairs is the same for both handednesses; what
    differs is which faces lie left and right (see :func:`layout`)."""
    return _ALL[_check_handedness(handedness)]


def layout(o: Orientation, handedness: Handedness = DEFAULT_HANDEDNESS) -> Layout:
    """All six faces of ``o`` as seen from the owner's seat."""
    return _LAYOUT[_check_handedness(handedness)][_orientation(o)]


def bottom(o: Orientation) -> int:
    """The face on the table."""
    return 7 - _orientation(o).top


def back(o: Orientation) -> int:
    """The face away from the owner (toward a player sitting opposite)."""
    return 7 - _orientation(o).front


def right(o: Orientation, handedness: Handedness = DEFAULT_HANDEDNESS) -> int:
    """The face on the owner's right."""
    return _RIGHT[_check_handedness(handedness)][_orientation(o)]


def left(o: Orientation, handedness: Handedness = DEFAULT_HANDEDNESS) -> int:
    """The face on the owner's left."""
    return 7 - right(o, handedness)


def sides(o: Orientation, handedness: Handedness = DEFAULT_HANDEDNESS) -> tuple[int, int, int, int]:
    """The four side faces in :data:`DIRECTIONS` order: front, right, back, left."""
    lay = layout(o, handedness)
    return (lay.front, lay.right, lay.back, lay.left)


def _direction_index(direction: object) -> int:
    if direction not in DIRECTIONS:
        raise ValueError(_("direction must be one of {directions}, not {value!r}", directions=listing(DIRECTIONS), value=direction))
    return DIRECTIONS.index(direction)


def side_toward(
    o: Orientation, direction: Direction, handedness: Handedness = DEFAULT_HANDEDNESS
) -> int:
    """The side face seen as the near side by someone sitting in ``direction``
    from the owner: ``"front"`` (the owner), ``"right"`` (on the owner's
    right), ``"back"`` (opposite the owner) or ``"left"``."""
    return sides(o, handedness)[_direction_index(direction)]


def orientation_with(
    top: int, face: int, direction: Direction = "front", handedness: Handedness = DEFAULT_HANDEDNESS
) -> Orientation:
    """The orientation with ``top`` up and ``face`` seen from ``direction``.

    E.g. ``orientation_with(1, 3, "right")`` is ``1/2`` for a right-handed die.
    Raises :class:`ValueError` if ``face`` cannot be a side face under ``top``."""
    _check_face(top, "top")
    _check_face(face)
    index = _direction_index(direction)
    for o in _ALL[_check_handedness(handedness)]:
        if o.top == top and sides(o, handedness)[index] == face:
            return o
    raise ValueError(_("face {face} cannot be a side face while {top} is on top", face=face, top=top))


# -- rotations ----------------------------------------------------------------------
# Every move is a rigid rotation, so it maps a valid orientation to a valid one.
# Derivations (table frame of the module docstring):
#   turn (clockwise seen from above): the right face swings to the front.
#   tip toward the owner: the top rolls to the front, the back comes up.
#   tip away: the front comes up, the bottom becomes the front.
#   tip right: the top rolls to the right, the left comes up; front unchanged.
#   tip left: the top rolls to the left, the right comes up; front unchanged.


def _build_moves(handedness: str) -> dict[str, dict[Orientation, Orientation]]:
    lay = _LAYOUT[handedness]
    moves: dict[str, dict[Orientation, Orientation]] = {
        "turn": {}, "toward": {}, "away": {}, "right": {}, "left": {}
    }
    for o, f in lay.items():
        moves["turn"][o] = Orientation(f.top, f.right)
        moves["toward"][o] = Orientation(f.back, f.top)
        moves["away"][o] = Orientation(f.front, f.bottom)
        moves["right"][o] = Orientation(f.left, f.front)
        moves["left"][o] = Orientation(f.right, f.front)
    return moves


_MOVES = {h: _build_moves(h) for h in HANDEDNESSES}


def turn(o: Orientation, quarter_turns: int = 1, handedness: Handedness = DEFAULT_HANDEDNESS) -> Orientation:
    """Turn the die about the vertical axis by ``quarter_turns`` quarter turns,
    clockwise as seen from above for positive numbers (one clockwise quarter
    turn brings the right face to the front), counterclockwise for negative."""
    if type(quarter_turns) is not int:
        raise ValueError(_("quarter_turns must be an integer, not {value!r}", value=quarter_turns))
    table = _MOVES[_check_handedness(handedness)]["turn"]
    o = _orientation(o)
    for _turn in range(quarter_turns % 4):
        o = table[o]
    return o


def tip_toward(o: Orientation) -> Orientation:
    """Tip the die a quarter turn toward the owner: the top becomes the front
    and the back comes up."""
    o = _orientation(o)
    return Orientation(7 - o.front, o.top)


def tip_away(o: Orientation) -> Orientation:
    """Tip the die a quarter turn away from the owner: the front comes up and
    the bottom becomes the front."""
    o = _orientation(o)
    return Orientation(o.front, 7 - o.top)


def tip_right(o: Orientation, handedness: Handedness = DEFAULT_HANDEDNESS) -> Orientation:
    """Tip the die a quarter turn to the owner's right: the top rolls to the
    right side and the left face comes up; the front stays."""
    return _MOVES[_check_handedness(handedness)]["right"][_orientation(o)]


def tip_left(o: Orientation, handedness: Handedness = DEFAULT_HANDEDNESS) -> Orientation:
    """Tip the die a quarter turn to the owner's left: the top rolls to the
    left side and the right face comes up; the front stays."""
    return _MOVES[_check_handedness(handedness)]["left"][_orientation(o)]


def set_top(o: Orientation, face: int) -> Orientation:
    """Put ``face`` on top with the fewest quarter tips, keeping the front face
    whenever possible: a left/right side or the bottom comes up by tipping
    sideways (front kept); the front comes up by tipping away (the old bottom
    faces the owner); the back comes up by tipping toward the owner (the old
    top faces the owner). Independent of handedness."""
    o = _orientation(o)
    _check_face(face)
    if is_valid(face, o.front):
        return Orientation(face, o.front)
    if face == o.front:
        return tip_away(o)
    return tip_toward(o)  # face is the back


def set_front(o: Orientation, face: int) -> Orientation:
    """Turn ``face`` toward the owner, keeping the top whenever possible: a
    side face is brought round by turning about the vertical axis; the top
    comes to the front by tipping toward the owner; the bottom by tipping away.
    Independent of handedness."""
    o = _orientation(o)
    _check_face(face)
    if is_valid(o.top, face):
        return Orientation(o.top, face)
    if face == o.top:
        return tip_toward(o)
    return tip_away(o)  # face is the bottom


# -- notation -----------------------------------------------------------------------

_DIGITS = "123456"
_FACES = {d: int(d) for d in _DIGITS}  # the usual spelling: no normalisation needed


def parse_face(text: str) -> int:
    """A die face written ``1``..``6``; full-width digits (``５``) are accepted
    (NFKC), surrounding whitespace is ignored. Raises :class:`ValueError`."""
    face = _FACES.get(text) if type(text) is str else None
    if face is not None:
        return face
    if not isinstance(text, str):
        raise ValueError(_("a die face is written as text, not {value!r}", value=text))
    s = unicodedata.normalize("NFKC", text).strip()
    if len(s) != 1 or s not in _DIGITS:
        raise ValueError(_("not a die face (1..6): {value!r}", value=text))
    return int(s)


def parse_orientation(text: str) -> Orientation:
    """An orientation written ``TOP/FRONT``, e.g. ``5/3`` (full-width ``５／３``
    too). Raises :class:`ValueError` for anything else, including an
    impossible pair such as ``5/2``."""
    if not isinstance(text, str):
        raise ValueError(_("an orientation is written as text, not {value!r}", value=text))
    s = unicodedata.normalize("NFKC", text).strip()
    parts = s.split("/")
    if len(parts) != 2:
        raise ValueError(_("an orientation is written TOP/FRONT, e.g. 5/3, not {value!r}", value=text))
    top, front = (parse_face(p) for p in parts)
    if not is_valid(top, front):
        raise ValueError(_("impossible orientation {value!r}: front {front} cannot be top {top} or opposite it", value=text,
                           front=front, top=top))
    return Orientation(top, front)


def format_orientation(o: Orientation) -> str:
    """``TOP/FRONT``, e.g. ``5/3``."""
    o = _orientation(o)
    return f"{o.top}/{o.front}"
