"""Leads L1–L13, the point, beating and unbeatability: the spec's vectors TV-B05–B23 and TV-P01–P17."""

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutor.bagchen import TILE_TYPES, LeadKind, Point, Rules, beats, classify, is_unbeatable
from tutor.bagchen.point import all_points
from tutor.errors import IllegalPlayError, NotationError


def kind(tiles, point=None, rules=None):
    return classify(tiles, point, rules).kind


# --- the point (spec §1.2, TV-P01–P08) ---

@pytest.mark.parametrize("dice, tiles", [
    ("6-2", "[6-2][6-2][5-3][5-3]"),                        # TV-P01
    ("4-2", "[4-2][4-2][2-1][2-1]"), ("2-1", "[4-2][4-2][2-1][2-1]"),  # TV-P02
    ("6-4", "[6-4]×4"), ("4-6", "[6-4]×4"),                 # TV-P03, TV-P04 (either order)
    ("5-3", "[6-2][6-2][5-3][5-3]"),                        # TV-P05: [4-4] (8 pips, sky) is not a point
    ("4-3", "[5-2][5-2][4-3][4-3]"),                        # TV-P06
    ("2-2", "[2-2]×4"),                                     # TV-P07: not the other sisters
])
def test_points_of_a_throw(dice, tiles):
    from tutor.bagchen import parse_tiles
    assert Counter(Point.parse(dice).tiles) == Counter(parse_tiles(tiles))


def test_tv_p08_every_throw_gives_exactly_four_point_tiles():
    throws = {(a, b) for a in range(1, 7) for b in range(1, 7)}
    assert len({Point.parse(f"{a}-{b}") for a, b in throws}) == 21 == len(all_points())
    for a, b in throws:
        assert len(Point.parse(f"{a}-{b}").tiles) == 4


@pytest.mark.parametrize("text, code", [("7-1", "notation.out-of-range"), ("6x2", "notation.expected"),
                                        ("6-2 ", "notation.trailing"), ("", "notation.empty")])
def test_bad_throws(text, code):
    with pytest.raises(NotationError) as caught:
        Point.parse(text)
    assert caught.value.code == code


# --- kinds of lead (spec §1.3) ---

@pytest.mark.parametrize("tiles, expected", [
    ("[3-1]", LeadKind.SINGLE), ("[3-1]×2", LeadKind.SKY_SET), ("[6-6]×4", LeadKind.SKY_SET),
    ("[4-3][5-2]", LeadKind.EARTH_SET), ("[4-2][4-2]", LeadKind.EARTH_SET), ("[2-1][2-1]", LeadKind.EARTH_SET),
    ("[6-6][6-3]", LeadKind.CHIEFS), ("[6-6]×4[6-3]×2[5-4]×2", LeadKind.CHIEFS),  # TV-B07
    ("[1-1][6-2][5-3]", LeadKind.MIXED_MINISTERS), ("[4-2][2-1]", LeadKind.MOTHER_SON),
    ("[4-2]×2[2-1]×2", LeadKind.DOUBLE_MOTHER_SON), ("[4-1][2-1]", LeadKind.MARE), ("[4-3][4-2]", LeadKind.STALLION),
    ("[4-3][4-2][4-1][2-1]", LeadKind.COMPLETE_HORSE), ("[4-1]×2[2-1]×2", LeadKind.DOUBLE_MARE),
    ("[4-3]×2[4-2]×2", LeadKind.DOUBLE_STALLION),
])
def test_kinds(tiles, expected):
    assert kind(tiles) is expected


@pytest.mark.parametrize("tiles, code", [
    ("[4-4][5-2]", "bagchen.set-mixes-suits"),          # TV-B08: unlike Tien Gow
    ("[6-6][1-1]", "bagchen.sky-set-not-identical"),     # a chief with a minister
    ("[6-3][6-2]", "bagchen.earth-set-unequal-rank"),
    ("[6-6][6-2]", "bagchen.set-mixes-suits"),
    ("[5-5][3-3]", "bagchen.sky-set-not-identical"),     # TV-B13
    ("[4-3][4-1]", "bagchen.earth-set-unequal-rank"),
    ("[6-6]×4[1-1]", "bagchen.not-a-lead"),
])
def test_illegal_leads(tiles, code):
    with pytest.raises(IllegalPlayError) as caught:
        classify(tiles)
    assert caught.value.code == code


def test_mixed_ministers_size_follows_the_option():
    assert kind("[1-1]×4[6-2]", rules=Rules(mixed_ministers_max=8)) is LeadKind.MIXED_MINISTERS
    with pytest.raises(IllegalPlayError) as caught:
        classify("[1-1]×4[6-2]", rules=Rules(mixed_ministers_max=4))
    assert caught.value.code == "bagchen.too-many-ministers"


def test_double_mother_son_follows_the_option():
    assert classify("[4-2]×2[2-1]×2").points == 2  # TV-$02
    assert classify("[4-2]×2[2-1]×2", point="4-2").points == 6
    with pytest.raises(IllegalPlayError) as caught:
        classify("[4-2]×2[2-1]×2", rules=Rules(double_mother_son=False))
    assert caught.value.code == "bagchen.double-mother-son-off"


# --- beating (TV-B05–B23) ---

def test_tv_b05_sevens():
    assert beats("[4-3][5-2]", "[6-2][6-2]") and beats("[4-3][5-2]", "[6-3][5-4]")
    assert not beats("[4-3][5-2]", "[6-3][6-2]") and not beats("[4-3][5-2]", "[6-6][6-6]")


def test_tv_b06_mixed_ministers_beaten_only_by_the_same_mix():
    assert beats("[1-1][6-2][5-3]", "[6-6][5-4][5-4]")
    assert beats("[1-1][6-2][5-3]", "[6-6][6-6][6-3]").reason == "bagchen.mix-differs"
    assert beats("[1-1][6-2][5-3]", "[1-1]×3").reason == "bagchen.wrong-kind"


def test_tv_b07_b09_b11_b12_never_beaten():
    assert beats("[6-6][6-3]", "[6-6][5-4]").reason == "bagchen.unbeatable-kind"
    assert classify("[6-6]×4[6-3]×2[5-4]×2").size == 8  # counts as 8 tricks
    assert beats("[4-2][2-1]", "[6-3][5-4]").reason == "bagchen.unbeatable-kind"
    assert classify("[4-2][2-1]").points == 1
    assert classify("[4-3][4-2][4-1][2-1]").points == 0  # TV-B11: not a point
    assert not beats("[4-3]×2[4-2]×2", "[4-3]×2[4-2]×2")
    for lead in ("[6-6][6-3]", "[4-2][2-1]", "[4-3][4-2]", "[4-3][4-2][4-1][2-1]", "[4-3]×2[4-2]×2"):
        assert is_unbeatable(lead)


def test_tv_b10_b12_b21_horses():
    assert beats("[4-1][2-1]", "[4-3][4-2]") and beats("[4-1]×2[2-1]×2", "[4-3]×2[4-2]×2")
    assert beats("[4-1][2-1]", "[6-3][5-4]").reason == "bagchen.wrong-kind"
    assert beats("[4-3][4-2]", "[4-1][2-1]").reason == "bagchen.unbeatable-kind"
    assert not is_unbeatable("[4-1][2-1]")


def test_tv_b16_b17_mixes_from_the_chinese_article():
    assert beats("[1-1][6-2][5-3]", "[6-6][6-3][5-4]")
    assert not beats("[1-1][6-2][5-3]", "[6-6][6-6][6-3]")
    assert beats("[1-1]×4[6-2]", "[6-6]×4[5-4]")                  # the figures: 4 + 1
    assert beats("[1-1]×4[6-2][5-3]", "[6-6]×4[6-3][5-4]")        # the heading: 4 + 2
    assert not beats("[1-1]×4[6-2]", "[6-6]×2[6-3][5-4][5-4]")
    assert beats("[1-1]×4[6-2][5-3]", "[6-6]×2[6-3][5-4]×2").reason == "bagchen.count-differs"


def test_tv_b20_mother_pair_is_an_earth_set():
    assert beats("[3-2][4-1]", "[4-2][4-2]") and beats("[3-2][4-1]", "[6-3][6-3]")


def test_tv_b22_unbeatable_from_what_was_played_face_up():
    assert not is_unbeatable("[1-1]×3")
    assert is_unbeatable("[1-1]×3", face_up="[6-6]×2")
    assert not is_unbeatable("[1-1]×3", face_up="[6-6]")


def test_own_hand_counts_only_under_the_option():
    rules = Rules(unbeatable_knowledge="face_up_plus_own_hand")
    assert not is_unbeatable("[1-1]", hand="[6-6]×3")
    assert not is_unbeatable("[1-1]", hand="[6-6]×3", rules=rules)
    assert is_unbeatable("[1-1]", hand="[6-6]×4", rules=rules)


# --- the point's consequences, derived (TV-P09–P17) ---

def test_tv_p09_point_6_6():
    assert is_unbeatable("[1-1]", point="6-6") and is_unbeatable("[1-1][6-2]", point="6-6")
    assert not is_unbeatable("[6-2][5-3]", point="6-6")  # earth chiefs still beat it
    with pytest.raises(IllegalPlayError):
        classify("[6-6][6-3]", point="6-6")  # no mixed chiefs


def test_tv_p10_point_earth_chief():
    for dice in ("6-3", "5-4"):
        assert is_unbeatable("[6-2]", point=dice) and is_unbeatable("[1-1][5-3]", point=dice)


@pytest.mark.parametrize("dice", ["1-1", "6-2", "5-3"])
def test_tv_p11_no_mixed_ministers(dice):
    with pytest.raises(IllegalPlayError) as caught:
        classify("[1-1][6-2]", point=dice)
    assert caught.value.code == "bagchen.point-mixed"


def test_tv_p12_p13_p14_horses_and_the_point():
    for dice in ("4-3", "5-2"):
        assert pytest.raises(IllegalPlayError, classify, "[4-3][4-2]", dice)
        assert is_unbeatable("[4-1][2-1]", point=dice)
    for dice in ("4-1", "3-2"):
        assert pytest.raises(IllegalPlayError, classify, "[4-1][2-1]", dice)
        assert pytest.raises(IllegalPlayError, classify, "[4-3][4-2][4-1][2-1]", dice)
        assert kind("[4-3][4-2]", dice) is LeadKind.STALLION
    for dice in ("4-2", "2-1"):
        for horse in ("[4-3][4-2]", "[4-1][2-1]", "[4-3][4-2][4-1][2-1]"):
            assert pytest.raises(IllegalPlayError, classify, horse, dice)


def test_tv_p15_mother_son_as_points():
    assert classify("[4-2][2-1]", point="4-2").points == 3
    assert classify("[4-2][4-2][2-1]", point="2-1").points == 4  # spec §6 Q1: tiles + complete pairs


def test_tv_p17_points_lead_alone():
    assert kind("[6-2][5-3]", "6-2") is LeadKind.POINT_SET and classify("[6-2][5-3]", "6-2").points == 2
    with pytest.raises(IllegalPlayError) as caught:
        classify("[6-2][6-3]", point="6-2")
    assert caught.value.code == "bagchen.point-mixed"
    assert beats("[5-3]", "[6-3]", point="6-3").reason == "bagchen.point-cannot-beat"
    assert beats("[6-2]", "[6-3]", point="6-2").reason == "bagchen.unbeatable-kind"


# --- properties ---

points = st.sampled_from(all_points())
singles = st.sampled_from(TILE_TYPES)


@given(points, singles, singles)
def test_a_point_tile_never_beats_and_is_never_beaten(point, a, b):
    if b in point:
        assert beats(a, b, point).reason in ("bagchen.point-cannot-beat", "bagchen.unbeatable-kind")
    if a in point:
        assert is_unbeatable(a, point=point) and classify(a, point).kind is LeadKind.POINT_SET


@given(points)
def test_every_point_has_four_tiles_of_its_types(point):
    assert len(point.tiles) == 4 and all(t in point for t in point.tiles)
    assert all(t in point.tiles for t in point.types)
