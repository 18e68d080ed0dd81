"""Before play: the spec's vectors TV-S01–S06, TV-R01–R04, TV-U01–U05 and the seating options."""

import pytest

from tutor.bagchen import Point, Rules, Tile, parse_tiles
from tutor.bagchen.deal import (
    count_from,
    first_starter,
    first_tower,
    may_demand_redeal,
    may_unite,
    must_expose_chiefs,
    point_after_redeal,
    redeal_blockers,
    seating,
    tower_order,
    unite,
    unite_gift,
)
from tutor.bagchen.point import all_points
from tutor.errors import IllegalPlayError

THROWS = {"Ann": 11, "Bo": 9, "Cy": 7, "Di": 4}


def test_tv_s05_formal_seating_and_the_other_readings():
    assert seating(THROWS).seats == {"Ann": "E", "Bo": "S", "Cy": "W", "Di": "N"}
    assert seating(THROWS, afternoon=True).seats == {"Di": "E", "Cy": "S", "Bo": "W", "Ann": "N"}
    assert seating(THROWS, rules=Rules(seating="ru_formal")).seats == {"Ann": "E", "Di": "S", "Cy": "W", "Bo": "N"}
    assert seating(THROWS, rules=Rules(seating="zh_choose")).choosing_order == ("Ann", "Bo", "Cy", "Di")
    assert seating(THROWS, rules=Rules(seating="informal")).seats is None
    with pytest.raises(IllegalPlayError) as caught:
        seating({"Ann": 9, "Bo": 9, "Cy": 7, "Di": 4})
    assert caught.value.code == "bagchen.seating-tie"


def test_tv_s01_the_dice_chain():
    assert count_from("S", 7) == "N" and count_from("N", 8) == "W"
    assert first_starter(Rules(first_starter="dice_chain"), (7, 8), thrower="S") == "W"
    assert first_starter(Rules(first_starter="dice_chain_from_west"), (2, 2)) == "E"  # W, N; then N, E
    assert first_starter() == "E" and first_starter(Rules(first_starter="west")) == "W"


def test_tv_s02_s03_s04_the_first_tower():
    assert first_tower("S", 10).taker == "E" and first_tower("S", 10).chooser == "N"
    assert first_tower("S", 5).taker == "N"
    assert first_tower("S", 10, Rules(deal_count_direction="ccw")).taker == "W"
    assert first_tower("S", 5, Rules(deal_count_direction="ccw")).taker == "N"
    assert first_tower("S", 10, Rules(first_tower_chooser="starter")).chooser == "S"
    assert Point.parse("6-4").tiles == parse_tiles("[6-4]×4")


def test_tv_s06_two_towers_each_clockwise_from_the_taker():
    order = tower_order("E")
    assert order == ("E", "S", "W", "N", "E", "S", "W", "N")


def test_tv_r01_sixteen_blockers_for_every_point():
    for point in all_points():
        assert len(redeal_blockers(point)) == 16


def test_tv_r02_r03_the_ranks_move_up():
    ranks = lambda dice: {t.rank.name for t in redeal_blockers(Point.parse(dice))}  # noqa: E731
    assert ranks("1-1") == {"SKY_CHIEF", "LAMA", "EARTH_CHIEF", "EARTH_MINISTER"}
    assert ranks("6-6") == {"SKY_MINISTER", "LAMA", "EARTH_CHIEF", "EARTH_MINISTER"}
    assert ranks("6-3") == {"SKY_CHIEF", "SKY_MINISTER", "EARTH_MINISTER", "SEVEN"}
    assert ranks("5-3") == {"SKY_CHIEF", "SKY_MINISTER", "EARTH_CHIEF", "SEVEN"}
    poor = parse_tiles("[4-4][3-1]×2[5-5]×2[3-3]×2[2-2][6-5][6-4][6-1][5-1][4-1][3-2][2-1][4-2]")
    assert not may_demand_redeal(poor, Point.parse("6-6"))  # the lama blocks (RU: must play)


def test_tv_r04_the_chinese_reading_does_not_shift():
    hand = parse_tiles("[4-4][3-1]×2[5-5]×2[3-3]×2[2-2][6-5][6-4][6-1][5-1][4-1][3-2][2-1][4-2]")
    assert may_demand_redeal(hand, Point.parse("6-6"), Rules(redeal_rank_shift=False))
    assert len(redeal_blockers(Point.parse("6-6"), Rules(redeal_rank_shift=False))) == 12


def test_redeal_new_point():
    old, new = Point.parse("6-6"), Point.parse("2-1")
    assert point_after_redeal(old, new) == new
    assert point_after_redeal(old, new, Rules(redeal_new_point=False)) == old


def test_four_sky_chiefs():
    assert must_expose_chiefs(parse_tiles("[6-6]×4[1-1]"), Point.parse("1-1"))
    assert not must_expose_chiefs(parse_tiles("[6-6]×4[1-1]"), Point.parse("6-6"))


def test_tv_u01_corrected():
    hands = {"E": parse_tiles("[1-1]×2"), "S": parse_tiles("[2-1][6-3][4-4]"), "W": parse_tiles("[4-2][3-3]"),
             "N": ()}
    union = unite(hands, caller="S", acceptor="W", dice=(4, 3), throws=["5-3", "5-5", "4-2", "5-4"], point="6-2")
    assert union.taker == "S" and union.thrower == "W" and union.gift == Tile(6, 3)
    assert [gift for _, gift in union.throws] == [None, None, None, Tile(6, 3)]
    assert Tile(4, 2) in union.hands["S"] and Tile(2, 1) in union.hands["S"] and Tile(6, 3) in union.hands["W"]
    assert len(union.hands["S"]) == len(hands["S"]) and len(union.hands["W"]) == len(hands["W"])


def test_tv_u02_not_when_mother_and_son_are_the_point():
    assert not may_unite(Point.parse("4-2")) and not may_unite(Point.parse("2-1"))
    with pytest.raises(IllegalPlayError) as caught:
        unite({"S": parse_tiles("[2-1]"), "W": parse_tiles("[4-2]")}, "S", "W", (4, 3), ["6-6"], "2-1")
    assert caught.value.code == "bagchen.unite-points"


def test_tv_u03_u05_what_may_be_given():
    assert unite_gift(parse_tiles("[6-6][5-2]"), Point.parse("6-6"), Point.parse("6-2")) == Tile(6, 6)
    assert unite_gift(parse_tiles("[5-2]"), Point.parse("6-6"), Point.parse("6-2")) is None
    assert unite_gift(parse_tiles("[4-3]"), Point.parse("5-2"), Point.parse("6-2")) == Tile(4, 3)
    assert unite_gift(parse_tiles("[4-3]"), Point.parse("5-2"), Point.parse("6-2"),
                      Rules(unite_equal_substitution=False)) is None
    assert unite_gift(parse_tiles("[6-2]"), Point.parse("5-3"), Point.parse("6-2")) is None  # never the point


def test_recheck_four_chiefs_after_uniting():
    hands = {"S": parse_tiles("[2-1][6-6]×3"), "W": parse_tiles("[4-2][6-6]")}
    union = unite(hands, "S", "W", (3, 4), ["6-6"], "1-1")  # W takes both, S throws 6-6: W gives S his [6-6]
    assert union.thrower == "S" and union.exposes == ("S",)
    assert unite(hands, "S", "W", (3, 4), ["6-6"], "1-1", Rules(recheck_four_sky_chiefs_after_unite=False)).exposes == ()
