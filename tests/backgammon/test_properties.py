"""Hypothesis properties over random positions and rolls (issue 9)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from tools.backgammon_positions import SHAPES, random_position
from tutor.backgammon import Position, legal_plays, parse_play, play

positions = st.builds(random_position, st.randoms(use_true_random=False), st.sampled_from(SHAPES))
dice = st.tuples(st.integers(1, 6), st.integers(1, 6))


def checkers(position):
    return sum(position.mover) + position.borne_off()[0], sum(position.opponent) + position.borne_off()[1]


@settings(max_examples=100, deadline=None)
@given(positions, dice)
def test_fifteen_checkers_per_side_are_conserved(position, roll):
    on_board = sum(position.mover), sum(position.opponent)
    for p in legal_plays(position, roll):
        after = p.result
        # the result has the other side on roll; nobody's checkers appear or vanish, only the mover's leave
        assert sum(after.opponent) <= on_board[0]
        assert sum(after.mover) == on_board[1]
        assert checkers(after) == (15, 15)


@settings(max_examples=100, deadline=None)
@given(positions, dice)
def test_a_play_never_lands_on_a_point_held_by_two_or_more(position, roll):
    for p in legal_plays(position, roll):
        for _start, end in p.steps:
            assert end == 0 or position.opponent_point(end) <= 1


@settings(max_examples=100, deadline=None)
@given(positions, dice)
def test_playing_and_the_position_id_round_trip(position, roll):
    found = legal_plays(position, roll)
    for p in found:
        assert Position.parse(p.result.position_id) == p.result
        assert " ".join(str(c) for c in parse_play(p.notation)) == ("" if p.notation == "pass" else p.notation)
    for p in {found[0], found[-1]}:
        assert play(position, roll, p.notation) == p.result


@settings(max_examples=100, deadline=None)
@given(positions, dice)
def test_plays_are_distinct_and_sorted(position, roll):
    found = legal_plays(position, roll)
    assert len({p.result for p in found}) == len(found)
    assert [p.notation for p in found] == sorted(p.notation for p in found)
