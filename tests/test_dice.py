"""Tests for referee.core.dice: the geometry of a standard six-sided die.

The module's tables come from a cross-product construction. These tests check
them against models written independently here: a projection of the 1-2-3
corner onto a viewer's image plane (the handedness convention in words), and
rotation maps of the table frame (the moves). Concrete cases are derived by
hand in comments.
"""

from __future__ import annotations

import math
import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.core import dice
from referee.core.dice import Orientation

PAIRS = [(h, o) for h in dice.HANDEDNESSES for o in dice.all_orientations(h)]
handed_orientations = st.sampled_from(PAIRS)
handednesses = st.sampled_from(dice.HANDEDNESSES)
directions = st.sampled_from(dice.DIRECTIONS)

# Table frame (same as the module docstring, restated so the tests do not read
# it from the code): the owner sits on the -y side facing +y, +z is up, +x is
# the owner's right.
FRAME = {"top": (0, 0, 1), "bottom": (0, 0, -1), "front": (0, -1, 0), "back": (0, 1, 0),
         "right": (1, 0, 0), "left": (-1, 0, 0)}


def world_normals(o, handedness):
    """Face -> outward normal in the table frame, read from the module's layout."""
    lay = dice.layout(o, handedness)
    return {getattr(lay, name): vec for name, vec in FRAME.items()}


# -- the 24 orientations ------------------------------------------------------------


@pytest.mark.parametrize("handedness", dice.HANDEDNESSES)
def test_exactly_24_distinct_orientations_one_per_top_front_pair(handedness):
    orientations = dice.all_orientations(handedness)
    assert len(orientations) == 24
    assert len(set(orientations)) == 24
    expected = {(t, f) for t in range(1, 7) for f in range(1, 7) if f != t and f + t != 7}
    assert len(expected) == 6 * 4
    assert {(o.top, o.front) for o in orientations} == expected
    for top in range(1, 7):
        assert sum(1 for o in orientations if o.top == top) == 4


@given(handed_orientations)
def test_opposite_faces_sum_to_seven_and_all_faces_appear(ho):
    h, o = ho
    lay = dice.layout(o, h)
    assert lay.top + lay.bottom == 7
    assert lay.front + lay.back == 7
    assert lay.left + lay.right == 7
    assert sorted(lay) == [1, 2, 3, 4, 5, 6]
    assert (lay.top, lay.front) == (o.top, o.front)
    assert dice.bottom(o) == lay.bottom and dice.back(o) == lay.back
    assert dice.left(o, h) == lay.left and dice.right(o, h) == lay.right


@given(handed_orientations)
def test_sides_are_exactly_the_faces_neither_top_nor_bottom(ho):
    h, o = ho
    s = dice.sides(o, h)
    assert len(s) == 4
    assert set(s) == set(range(1, 7)) - {o.top, dice.bottom(o)}


@given(handed_orientations)
def test_left_and_right_are_mirrored_between_handednesses(ho):
    h, o = ho
    other = "left" if h == "right" else "right"
    assert dice.right(o, other) == dice.left(o, h)
    assert dice.left(o, other) == dice.right(o, h)
    assert dice.right(o, other) != dice.right(o, h)


@given(handed_orientations)
def test_side_toward_each_direction(ho):
    h, o = ho
    seen = {d: dice.side_toward(o, d, h) for d in dice.DIRECTIONS}
    assert set(seen.values()) == set(dice.sides(o, h))
    assert len(set(seen.values())) == 4
    assert seen["front"] == o.front
    assert seen["front"] + seen["back"] == 7
    assert seen["left"] + seen["right"] == 7
    assert seen["right"] == dice.right(o, h)


@given(handed_orientations, directions)
def test_orientation_with_finds_the_one_orientation(ho, direction):
    h, o = ho
    face = dice.side_toward(o, direction, h)
    assert dice.orientation_with(o.top, face, direction, h) == o


# -- the handedness convention ------------------------------------------------------


def ccw_angles(faces, normals):
    """Angles (degrees) of the given faces' normals as seen by a viewer outside
    the corner they share, measured counterclockwise in the viewer's picture."""
    corner = [sum(normals[f][i] for f in faces) for i in range(3)]
    length = math.sqrt(sum(c * c for c in corner))
    w = [c / length for c in corner]  # points from the die toward the viewer
    # u: any unit vector perpendicular to w; v = w x u, so (u, v, w) is a
    # right-handed basis and u -> v is counterclockwise seen from the tip of w.
    a = (1.0, 0.0, 0.0) if abs(w[0]) < 0.9 else (0.0, 1.0, 0.0)
    dot = sum(a[i] * w[i] for i in range(3))
    u = [a[i] - dot * w[i] for i in range(3)]
    un = math.sqrt(sum(c * c for c in u))
    u = [c / un for c in u]
    v = [w[1] * u[2] - w[2] * u[1], w[2] * u[0] - w[0] * u[2], w[0] * u[1] - w[1] * u[0]]
    result = []
    for f in faces:
        n = normals[f]
        result.append(math.degrees(math.atan2(sum(n[i] * v[i] for i in range(3)),
                                              sum(n[i] * u[i] for i in range(3)))))
    return result


def turns_counterclockwise(angles):
    steps = [(angles[(i + 1) % 3] - angles[i]) % 360 for i in range(3)]
    if all(abs(s - 120) < 1e-6 for s in steps):
        return True
    if all(abs(s - 240) < 1e-6 for s in steps):
        return False
    raise AssertionError(f"three faces of a corner must be 120 degrees apart: {angles}")


def test_ccw_helper_is_calibrated():
    # The normals +x, +y, +z seen from outside their corner (1, 1, 1) run
    # counterclockwise: the rotation by +120 degrees about (1, 1, 1) maps x to
    # y to z, and a positive rotation looks counterclockwise from the axis tip
    # (e.g. viewed from +z, +x at 3 o'clock goes to +y at 12 o'clock). The
    # reverse order runs clockwise.
    normals = {"x": (1, 0, 0), "y": (0, 1, 0), "z": (0, 0, 1)}
    assert turns_counterclockwise(ccw_angles(["x", "y", "z"], normals)) is True
    assert turns_counterclockwise(ccw_angles(["x", "z", "y"], normals)) is False


@given(handed_orientations)
def test_one_two_three_run_counterclockwise_exactly_on_right_handed_dice(ho):
    h, o = ho
    ccw = turns_counterclockwise(ccw_angles([1, 2, 3], world_normals(o, h)))
    assert ccw is (h == "right")


def test_hand_checked_examples():
    # Right-handed, 1 on top, 2 toward the owner. Faces 1 (+z) and 2 (-y) meet
    # along the top front edge; 3 is on the right (+x) or the left (-x). Stand
    # outside the corner (+1, -1, +1), i.e. above, in front of and to the right
    # of the die, looking back at it: the top face is at the top of the picture,
    # the front face lower left, the right face lower right. Top -> lower left
    # -> lower right is counterclockwise, so with 3 on the right 1 -> 2 -> 3
    # runs counterclockwise: the right-handed (Western) die has 3 on the right.
    o = Orientation(1, 2)
    assert dice.layout(o, "right") == dice.Layout(top=1, bottom=6, front=2, back=5, left=4, right=3)
    assert dice.right(o) == 3  # the default handedness is "right"
    assert dice.layout(o, "left") == dice.Layout(top=1, bottom=6, front=2, back=5, left=3, right=4)
    # Turning that die clockwise (seen from above) a quarter turn brings the
    # right face (3) to the front and the back (5) to the right: 1/3 has 5 on
    # the right. Tipping it to the right puts 1 on the right and brings the
    # left face (4) up: 4/2 with 1 on the right.
    assert dice.turn(o) == Orientation(1, 3)
    assert dice.right(Orientation(1, 3)) == 5
    assert dice.tip_right(o) == Orientation(4, 2)
    assert dice.right(Orientation(4, 2)) == 1
    # 5/3 (the notation example): a right-handed die with 1 on top, 3 in front
    # has 5 on the right; tipping it left brings 5 up, 1 goes left, front 3
    # stays: 5/3 has 1 on the left, 6 on the right.
    assert dice.layout(Orientation(5, 3)) == dice.Layout(top=5, bottom=2, front=3, back=4, left=1, right=6)
    # Players around the owner of a right-handed 1/2: opposite sees 5, the
    # player on the owner's right sees 3, on the left sees 4.
    assert [dice.side_toward(o, d) for d in dice.DIRECTIONS] == [2, 3, 5, 4]
    assert dice.orientation_with(1, 3, "right") == o
    assert dice.orientation_with(1, 3, "left", "left") == o


# -- rotations ----------------------------------------------------------------------
# Each move as a rotation of the table frame, written independently of the
# module: the image of a normal (x, y, z). Clockwise seen from above sends
# +x (right) to -y (front); tipping toward the owner sends +z (top) to -y
# (front); away sends +z to +y; right sends +z to +x; left sends +z to -x.
ROTATIONS = {
    "turn": (lambda o, h: dice.turn(o, 1, h), lambda x, y, z: (y, -x, z)),
    "toward": (lambda o, h: dice.tip_toward(o), lambda x, y, z: (x, -z, y)),
    "away": (lambda o, h: dice.tip_away(o), lambda x, y, z: (x, z, -y)),
    "right": (lambda o, h: dice.tip_right(o, h), lambda x, y, z: (z, y, -x)),
    "left": (lambda o, h: dice.tip_left(o, h), lambda x, y, z: (-z, y, x)),
}
INVERSE = {"toward": "away", "away": "toward", "right": "left", "left": "right"}


@pytest.mark.parametrize("name", sorted(ROTATIONS))
@given(ho=handed_orientations)
def test_each_move_is_the_physical_rotation(name, ho):
    h, o = ho
    move, rotate = ROTATIONS[name]
    after = move(o, h)
    assert isinstance(after, Orientation)
    assert after in dice.all_orientations(h)
    expected = {rotate(*n): f for f, n in world_normals(o, h).items()}
    actual = {n: f for f, n in world_normals(after, h).items()}
    assert actual == expected


@given(handed_orientations)
def test_quarter_turn_four_times_is_identity_and_keeps_top(ho):
    h, o = ho
    seen = [o]
    for _ in range(4):
        seen.append(dice.turn(seen[-1], 1, h))
    assert seen[4] == o
    assert len(set(seen[:4])) == 4
    assert all(s.top == o.top for s in seen)
    assert dice.turn(o, 4, h) == o
    assert dice.turn(o, 2, h) == Orientation(o.top, dice.back(o))
    assert dice.turn(dice.turn(o, 1, h), -1, h) == o
    assert dice.turn(o, -1, h) == dice.turn(o, 3, h)
    assert dice.turn(o, 0, h) == o


@given(handed_orientations)
def test_tipping_then_tipping_back_is_identity(ho):
    h, o = ho
    assert dice.tip_away(dice.tip_toward(o)) == o
    assert dice.tip_toward(dice.tip_away(o)) == o
    assert dice.tip_left(dice.tip_right(o, h), h) == o
    assert dice.tip_right(dice.tip_left(o, h), h) == o
    assert dice.tip_toward(o) != o and dice.tip_right(o, h) != o


@given(handed_orientations, st.lists(st.sampled_from(sorted(INVERSE)), max_size=12))
def test_any_tip_sequence_is_undone_by_its_reverse(ho, names):
    h, o = ho
    current = o
    for name in names:
        current = ROTATIONS[name][0](current, h)
        assert dice.is_valid(*current)
    for name in reversed(names):
        current = ROTATIONS[INVERSE[name]][0](current, h)
    assert current == o


@pytest.mark.parametrize("handedness", dice.HANDEDNESSES)
def test_moves_reach_all_24_orientations(handedness):
    start = Orientation(1, 2)
    reached, frontier = {start}, [start]
    while frontier:
        o = frontier.pop()
        for move, _ in ROTATIONS.values():
            nxt = move(o, handedness)
            if nxt not in reached:
                reached.add(nxt)
                frontier.append(nxt)
    assert reached == set(dice.all_orientations(handedness))


@given(handed_orientations, st.integers(1, 6))
def test_set_top(ho, face):
    h, o = ho
    result = dice.set_top(o, face)
    assert result.top == face
    lay = dice.layout(o, h)
    if face == o.top:
        assert result == o
    elif face in (lay.left, lay.right, lay.bottom):
        assert result.front == o.front
    elif face == lay.front:
        assert result == dice.tip_away(o)
    else:
        assert face == lay.back and result == dice.tip_toward(o)
    if face in (lay.left, lay.right):  # one sideways tip
        assert result in (dice.tip_left(o, h), dice.tip_right(o, h))


@given(handed_orientations, st.integers(1, 6))
def test_set_front(ho, face):
    h, o = ho
    result = dice.set_front(o, face)
    assert result.front == face
    if face == o.top:
        assert result == dice.tip_toward(o)
    elif face == dice.bottom(o):
        assert result == dice.tip_away(o)
    else:
        assert result.top == o.top
        assert result in [dice.turn(o, k, h) for k in range(4)]


# -- notation -----------------------------------------------------------------------


@given(handed_orientations)
def test_format_and_parse_round_trip(ho):
    _, o = ho
    text = dice.format_orientation(o)
    assert text == f"{o.top}/{o.front}" and str(o) == text
    assert dice.parse_orientation(text) == o
    full_width = text.translate(str.maketrans("123456/", "１２３４５６／"))
    assert full_width != text
    assert dice.parse_orientation(full_width) == o


def test_parse_examples():
    assert dice.parse_orientation("5/3") == Orientation(5, 3)
    assert dice.parse_orientation(" ５／３ ") == Orientation(5, 3)
    assert dice.parse_face("４") == 4
    assert [dice.parse_face(str(f)) for f in range(1, 7)] == [1, 2, 3, 4, 5, 6]


@pytest.mark.parametrize("text", ["", "0", "7", "10", "a", "+5", "05", "٥", "5.0", "1 2", None, 5])
def test_parse_face_rejects(text):
    with pytest.raises(ValueError):
        dice.parse_face(text)


@pytest.mark.parametrize(
    "text",
    ["", "5", "5/2", "5/5", "2/5", "0/1", "7/1", "1/7", "5/3/1", "a/b", "5-3", "53", "/3", "5/",
     "05/3", "5//3", "٥/٣", None, (5, 3)],
)
def test_parse_orientation_rejects(text):
    with pytest.raises(ValueError):
        dice.parse_orientation(text)


@given(st.text(alphabet="0123456789/ ７５／ab", max_size=6))
def test_parse_orientation_accepts_exactly_valid_pairs(text):
    s = unicodedata.normalize("NFKC", text).strip()
    parts = s.split("/")
    valid = (
        len(parts) == 2
        and all(len(p) == 1 and p in "123456" for p in parts)
        and dice.is_valid(int(parts[0]), int(parts[1]))
    )
    if valid:
        assert dice.format_orientation(dice.parse_orientation(text)) == s
    else:
        with pytest.raises(ValueError):
            dice.parse_orientation(text)


# -- invalid input ------------------------------------------------------------------


@pytest.mark.parametrize("top, front", [(1, 1), (1, 6), (6, 1), (3, 4), (0, 2), (7, 2), (2, 0),
                                        (True, 2), ("1", 2), (1.0, 2), (None, 2)])
def test_invalid_orientations_rejected(top, front):
    assert dice.is_valid(top, front) is False
    with pytest.raises(ValueError):
        Orientation(top, front)


@given(st.integers(-3, 10), st.integers(-3, 10))
def test_is_valid_matches_geometry(top, front):
    expected = 1 <= top <= 6 and 1 <= front <= 6 and front not in (top, 7 - top)
    assert dice.is_valid(top, front) is expected
    if expected:
        assert Orientation(top, front) == (top, front)
    else:
        with pytest.raises(ValueError):
            Orientation(top, front)


def test_orientation_is_immutable_hashable_and_validated_on_replace():
    o = Orientation(1, 2)
    assert hash(o) == hash((1, 2)) and {o: "x"}[(1, 2)] == "x"
    with pytest.raises(AttributeError):
        o.top = 3  # type: ignore[misc]
    assert o._replace(front=3) == Orientation(1, 3)
    with pytest.raises(ValueError):
        o._replace(front=6)


def test_other_invalid_arguments_rejected():
    o = Orientation(1, 2)
    with pytest.raises(ValueError):
        dice.all_orientations("ambidextrous")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        dice.right(o, "Right")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        dice.side_toward(o, "up")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        dice.side_toward(o, "top")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        dice.turn(o, 1.5)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        dice.right((1, 6))
    with pytest.raises(ValueError):
        dice.layout("1/2")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        dice.set_top(o, 7)
    with pytest.raises(ValueError):
        dice.set_front(o, 0)
    with pytest.raises(ValueError):
        dice.opposite(0)
    with pytest.raises(ValueError):
        dice.orientation_with(1, 6, "front")  # 6 is the bottom, never a side
    with pytest.raises(ValueError):
        dice.orientation_with(1, 1, "left")
    assert [dice.opposite(f) for f in range(1, 7)] == [6, 5, 4, 3, 2, 1]
