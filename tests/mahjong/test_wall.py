"""The wall, the dice, the deal and the loose tiles (source "Возведение стены" … "Последние 14 фишек")."""

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutor.errors import TutorError
from tutor.mahjong.rules import Rules
from tutor.mahjong.tiles import BONUS_TILES, SEATS, full_set
from tutor.mahjong.wall import DEAD_WALL, break_wall, build_wall, deal, dice_throws, throw_dice, wall_to_break

EVERY_TILE = Counter([*full_set(), *BONUS_TILES])


def test_four_walls_of_18_stacks_two_high():
    wall = build_wall(1)
    assert len(wall.stacks) == 72 and all(len(wall.of(s)) == 18 for s in SEATS)
    assert Counter(t for stack in wall.stacks for t in stack) == EVERY_TILE


def test_the_same_seed_builds_the_same_wall():
    assert build_wall(5) == build_wall(5) and build_wall(5) != build_wall(6)


@given(st.integers(0, 2**32))
def test_dice_never_show_a_double_one(seed):
    dice = throw_dice(seed)
    assert dice != (1, 1) and all(1 <= d <= 6 for d in dice)


def test_a_double_one_is_thrown_again():
    assert dice_throws(2) == ((1, 1), (1, 3)) and throw_dice(2) == (1, 3)
    assert all(t == (1, 1) for seed in range(300) for t in dice_throws(seed)[:-1])
    assert any(len(dice_throws(seed)) > 1 for seed in range(300))


@pytest.mark.parametrize("total, side", [(3, "W"), (4, "N"), (5, "E"), (6, "S"), (7, "W"), (8, "N"),
                                         (9, "E"), (10, "S"), (11, "W"), (12, "N")])
def test_counted_round_the_table_from_east(total, side):
    dice = (total - 6, 6) if total > 6 else (total - 1, 1)
    assert wall_to_break(dice, Rules(wall_side="counted")) == side
    assert wall_to_break(dice) == "E"


@pytest.mark.parametrize("side, start", [("E", 0), ("N", 18), ("W", 36), ("S", 54)])
def test_the_gap_is_counted_along_the_wall_the_dice_reach(side, start):
    wall = build_wall(4)
    total = {"E": 5, "S": 6, "W": 7, "N": 8}[side]
    broken = break_wall(wall, (total - 3, 3), Rules(wall_side="counted"))
    assert broken.side == side and broken.gap == total and broken.position == start + total - 1
    assert set(broken.loose) == set(wall.of(side)[total - 1])
    assert broken.tiles[:2] == wall.stacks[(start + total) % 72]
    assert len(deal(broken).hands["E"]) == 14


def test_the_gap_is_counted_along_easts_wall():
    wall = build_wall(2)
    broken = break_wall(wall, (5, 6))
    assert broken.gap == 11
    assert set(broken.loose) == set(wall.stacks[10])
    assert broken.tiles[:2] == wall.stacks[11]  # the first tile drawn lies next to the gap, at the end
    assert broken.tiles[-2:] == wall.stacks[9]  # the head's next stack is on the other side


@pytest.mark.parametrize("dice", [(1, 1), (0, 3), (7, 1)])
def test_bad_dice(dice):
    with pytest.raises(TutorError) as error:
        break_wall(build_wall(1), dice)
    assert error.value.code == "mahjong.bad-dice"


@given(st.integers(0, 2**32))
def test_the_deal_keeps_every_tile(seed):
    dealt = deal(break_wall(build_wall(seed), throw_dice(seed)))
    held = [t for s in SEATS for t in (*dealt.hands[s], *dealt.bonus[s])]
    rest = [*dealt.wall.tiles, *dealt.wall.loose]
    assert Counter(held + rest) == EVERY_TILE
    assert [len(dealt.hands[s]) for s in SEATS] == [14, 13, 13, 13]
    assert dealt.wall.remaining == 144 - 53 - sum(len(dealt.bonus[s]) for s in SEATS)


def test_loose_tiles_come_from_the_head_two_at_a_time():
    broken = break_wall(build_wall(3), (2, 2))
    first, wall = broken.draw_loose()
    second, wall = wall.draw_loose()
    assert (first, second) == broken.loose
    third, wall = wall.draw_loose()
    assert third == broken.tiles[-2] and wall.loose == (broken.tiles[-1],)


def test_the_last_14_tiles_are_never_drawn():
    wall = break_wall(build_wall(4), (3, 3))
    drawn = 0
    while not wall.exhausted:
        _, wall = wall.draw()
        drawn += 1
    assert drawn == 144 - DEAD_WALL and wall.remaining == DEAD_WALL
    with pytest.raises(TutorError) as error:
        wall.draw()
    assert error.value.code == "mahjong.wall-exhausted"


def test_the_drawing_shows_the_gap_in_the_wall_the_dice_reach():
    from tutor.mahjong.wall_svg import wall_svg
    svg = str(wall_svg(break_wall(build_wall(8), (3, 4), Rules(wall_side="counted")), language="en"))
    assert svg.count('class="stack gap tutor-outline"') == 1 and svg.count('class="loose"') == 2
    assert "reach W's wall, and the gap is its stack 7" in svg
