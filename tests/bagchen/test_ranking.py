"""What beats what: the spec's test vectors TV-B01–B04, B13, B14, B15, B20, B23–B25, plus properties."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutor.bagchen import TILE_TYPES, Rank, Suit, Tile, beats, can_form_set, ordinary_set_rank, ties
from tutor.errors import IllegalPlayError


def beaters(lead, candidates):
    return [c for c in candidates if beats(lead, c)]


def test_tv_b01_earth_minister_lead():
    verdicts = {c: beats("[5-3]", c).reason for c in ("[6-3]", "[5-4]", "[6-6]", "[6-2]")}
    assert verdicts == {"[6-3]": "bagchen.higher-rank", "[5-4]": "bagchen.higher-rank",
                        "[6-6]": "bagchen.other-suit", "[6-2]": "bagchen.equal-rank"}


def test_tv_b02_sisters_lead():
    assert [str(t) for t in TILE_TYPES if beats("[3-3]", t)] == ["[6-6]", "[1-1]", "[4-4]", "[3-1]"]
    assert not beats("[3-3]", "[5-5]") and not beats("[3-3]", "[2-2]")


def test_tv_b03_people_lead():
    assert [str(t) for t in TILE_TYPES if beats("[5-1]", t)] == [
        "[6-6]", "[1-1]", "[4-4]", "[3-1]", "[5-5]", "[3-3]", "[2-2]"]
    assert beats("[5-1]", "[6-5]").reason == "bagchen.equal-rank"
    assert not any(beats("[5-1]", t) for t in TILE_TYPES if t.suit is Suit.EARTH)


def test_tv_b04_people_triple():
    assert beats("[6-4]×3", "[2-2]×3") and beats("[6-4]×3", "[1-1]×3")
    assert beats("[6-4]×3", "[2-2][3-3][3-3]").reason == "bagchen.sky-set-not-identical"
    assert beats("[6-4]×3", "[6-6][4-4][3-1]").reason == "bagchen.sky-set-not-identical"
    assert beats("[6-4]×3", "[6-5]×3").reason == "bagchen.equal-rank"
    assert beats("[6-4]×3", "[6-6]×2").reason == "bagchen.count-differs"


def test_tv_b05_mixed_sevens_are_an_earth_pair():
    assert ordinary_set_rank("[4-3][5-2]") is Rank.SEVEN
    assert beats("[4-3][5-2]", "[6-2][6-2]") and beats("[4-3][5-2]", "[6-3][5-4]")
    assert beats("[4-3][5-2]", "[6-3][6-2]").reason == "bagchen.earth-set-unequal-rank"
    assert beats("[4-3][5-2]", "[6-6][6-6]").reason == "bagchen.other-suit"


def test_tv_b08_lama_with_seven_is_illegal():
    with pytest.raises(IllegalPlayError) as caught:
        ordinary_set_rank("[4-4][5-2]")
    assert caught.value.code == "bagchen.set-mixes-suits"


def test_tv_b13_sisters_tie_but_do_not_mix():
    assert ties(Tile(5, 5), Tile(3, 3)) and ties(Tile(3, 3), Tile(2, 2))
    assert not can_form_set("[5-5][3-3]")


@pytest.mark.parametrize("lead", ["[1-1]", "[3-1]×2", "[2-2]×3", "[6-6]×4",
                                  "[4-2]", "[6-3][5-4]", "[4-3][5-2][5-2]", "[4-1]×2[3-2]×2"])
def test_tv_b14_b15_legal_leads_from_the_chinese_figures(lead):
    assert can_form_set(lead)


def test_tv_b20_fives_pair_and_mother_pair():
    assert can_form_set("[3-2][4-1]")
    assert beats("[3-2][4-1]", "[6-3][6-3]")
    assert beats("[3-2][4-1]", "[4-2][4-2]")  # a pair of mothers is an earth set here


def test_tv_b23_navpil_reversed():
    assert beats("[5-1]×3", "[3-1]×3") and not beats("[3-1]×3", "[5-1]×3")
    assert beats("[5-1]×3", "[3-1]×2").reason == "bagchen.count-differs"
    assert beats("[5-1]×3", "[6-4]×3").reason == "bagchen.equal-rank"
    assert beats("[5-1]×3", "[3-3][3-3][2-2]").reason == "bagchen.sky-set-not-identical"


def test_tv_b24_b25_sky_pairs():
    assert beats("[6-5]×2", "[5-5]×2")
    assert beats("[5-5]×2", "[3-3]×2").reason == "bagchen.equal-rank"


def test_illegal_lead_is_an_error_not_a_verdict():
    with pytest.raises(IllegalPlayError):
        beats("[5-5][3-3]", "[6-6][6-6]")
    with pytest.raises(IllegalPlayError) as caught:
        beats("[6-3][5-4][6-3][5-4][6-2]", "[6-6]")
    assert caught.value.code == "bagchen.not-a-lead"  # chiefs with a minister make no lead


def test_lower_rank_and_other_suit_reasons():
    assert beats("[6-6]", "[1-1]").reason == "bagchen.lower-rank"
    assert beats("[2-1]", "[5-5]").reason == "bagchen.other-suit"


singles = st.sampled_from(TILE_TYPES)


@given(singles, singles)
def test_beating_is_antisymmetric_and_needs_same_suit_and_higher_level(a, b):
    ab, ba = beats(a, b), beats(b, a)
    assert not (ab and ba)
    assert bool(ab) == (a.suit is b.suit and b.rank.level > a.rank.level)
    if ties(a, b):
        assert ab.reason == ba.reason == "bagchen.equal-rank"


@given(singles, st.integers(min_value=2, max_value=4))
def test_identical_copies_form_a_set_when_the_set_holds_enough(tile, n):
    if n <= tile.copies:
        assert ordinary_set_rank([tile] * n) is tile.rank


def test_every_rank_is_beaten_by_exactly_the_higher_ranks_of_its_suit():
    for lead in TILE_TYPES:
        expected = [t for t in TILE_TYPES if t.suit is lead.suit and t.rank.level > lead.rank.level]
        assert beaters(lead, TILE_TYPES) == expected
