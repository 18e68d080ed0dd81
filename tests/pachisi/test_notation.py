"""The position notation (spec §5): round trips, canonical order, one test per error code."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutor.errors import InvalidPositionError, NotationError
from tutor.pachisi import FIGURE_2, Position, format_position, parse_position
from tutor.pachisi.board import CORNERS, SQUARE_ID
from tutor.pachisi.notation import FINISHED

AS_PRINTED = "A1:A1,A1,H2 A8:A8,H4,B7 H8:H1,H1,G1,G8 H1:C1,C1,E1"


def test_figure_2_canonical_form():
    assert FIGURE_2 == "A1:A1,A1,H2 A8:A8,H4,B7 H8:H1,H1,G1,G8 H1:E1,C1,C1"
    assert str(Position.parse(AS_PRINTED)) == FIGURE_2
    assert Position.parse(AS_PRINTED) == Position.parse(FIGURE_2)


def test_figure_2_pieces():
    fig2 = Position.parse(FIGURE_2)
    assert [fig2.pieces(c) for c in CORNERS] == [(0, 0, 20), (0, 11, 29), (7, 7, 8, 27), (3, 5, 5)]
    assert [fig2.off(c) for c in CORNERS] == [1, 1, 0, 1]


def test_old_piece_is_marked_and_ordered_after_the_track():
    text = "A1:A1,H2,A1* A8:A8,H4,B7 H8:H1,H1,G1,G8 H1:E1,C1,C1"
    assert Position.parse(text).pieces("A1") == (0, 20, 28)
    assert str(Position.parse("a1:a1*,b2,h2,a1")) == "A1:A1,H2,A1*,B2"


def test_empty_groups_and_fewer_players():
    assert str(Position.parse("A1: h8:e5")) == "A1: H8:E5"
    assert Position.parse("A1: H1:").players == ("A1", "H1")


def test_rules_example_of_the_text():
    assert Position.parse("H1:H2,G2,F3").pieces("H1") == (27, 29, 30)


# every position a game can reach, drawn at random: its own canonical form reads back to it
@st.composite
def positions(draw):
    seats = draw(st.lists(st.sampled_from(range(4)), min_size=1, max_size=4, unique=True).map(sorted))
    taken: dict[int, int] = {}
    groups = []
    for seat in seats:
        pieces = []
        for p in draw(st.lists(st.integers(0, 31), max_size=4)):
            s = SQUARE_ID[seat][p]
            if taken.setdefault(s, seat) != seat or (p > 28 and p in pieces):
                continue
            pieces.append(p)
        if tuple(sorted(pieces)) != FINISHED:
            groups.append((seat, tuple(sorted(pieces))))
    return Position(tuple(groups))


@given(positions())
def test_round_trip(position):
    text = format_position(position)
    assert parse_position(text) == position
    assert format_position(parse_position(text.lower())) == text


@pytest.mark.parametrize("text, code, index", [
    ("", "notation.empty", 0),
    ("A1", "notation.expected", 2),             # no colon
    ("A1:A1,,H2", "notation.expected", 6),      # empty item
    ("A1:A9", "notation.out-of-range", 4),      # not a square
    ("A1:Z1", "notation.expected", 3),
    ("A1:A1 ", "notation.expected", 6),         # a space must start a group
    ("A1:A1  A8:", "notation.expected", 6),
    ("B2:A1", "pachisi.not-a-corner", 0),
    ("A1: A1:", "pachisi.repeated-corner", 4),
    ("A8: A1:", "pachisi.corner-order", 4),
    ("A1:C4", "pachisi.off-path", 3),           # the centre
    ("A1:B7", "pachisi.off-path", 3),           # another player's yard
    ("A1:H2*", "pachisi.old-off-home", 5),
    ("A8:A1*", "pachisi.old-off-home", 5),      # a home, but not A8's own
    ("A1:A1**", "notation.expected", 6),
])
def test_notation_errors(text, code, index):
    with pytest.raises(NotationError) as caught:
        parse_position(text)
    assert caught.value.code == code
    assert caught.value.params["index"] == index


@pytest.mark.parametrize("text, code, position", [
    ("A1:A1,A1,A1,A1,H2", "pachisi.too-many-pieces", 16),
    ("A1:B2,C3,B2", "pachisi.yard-square-shared", 10),
    ("A1:H2 H8:H2", "pachisi.mixed-square", 10),
    ("A1:A1 A8:A1", "pachisi.mixed-square", 10),
    ("A1: A8:A8*,B7,C6,D5", "pachisi.finished-player", 5),
])
def test_invalid_positions(text, code, position):
    with pytest.raises(InvalidPositionError) as caught:
        parse_position(text)
    assert caught.value.code == code and caught.value.params["position"] == position


def test_errors_name_character_and_position_in_each_language():
    with pytest.raises(NotationError) as caught:
        parse_position("A1:A1,C4")
    assert "C4 at position 7" in caught.value.message("en")
    assert "позиции 7" in caught.value.message("ru")
    assert "第 7 个字符" in caught.value.message("zh_CN")


def test_three_in_the_yard_without_the_old_piece_is_still_playing():
    assert Position.parse("A8:B8,B7,C6,D5").pieces("A8") == (1, 29, 30, 31)
