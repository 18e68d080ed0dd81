"""The 64 tiles, their suits, ranks and names (spec §1.1, §4.1)."""

from collections import Counter
from itertools import combinations_with_replacement

import pytest

from tutor.bagchen import NICKNAMES, TILE_TYPES, Rank, Suit, Tile, full_set
from tutor.i18n import LANGUAGES


def test_every_dice_throw_is_exactly_one_tile_type():
    throws = {tuple(sorted(pair, reverse=True)) for pair in combinations_with_replacement(range(1, 7), 2)}
    assert len(throws) == 21
    assert {(t.high, t.low) for t in TILE_TYPES} == throws


def test_sixty_four_tiles_44_sky_20_earth():
    tiles = full_set()
    by_suit = Counter(t.suit for t in tiles)
    assert len(tiles) == 64
    assert by_suit == {Suit.SKY: 44, Suit.EARTH: 20}
    assert sum(t.suit is Suit.SKY for t in TILE_TYPES) == 11
    assert sum(t.suit is Suit.EARTH for t in TILE_TYPES) == 10
    assert all(Counter(tiles)[t] == (4 if t.suit is Suit.SKY else 2) for t in TILE_TYPES)


def test_sky_is_all_doubles_plus_five_mixed_types():
    sky = {str(t) for t in TILE_TYPES if t.suit is Suit.SKY}
    assert sky == {"[6-6]", "[5-5]", "[4-4]", "[3-3]", "[2-2]", "[1-1]",
                   "[6-5]", "[6-4]", "[6-1]", "[5-1]", "[3-1]"}


@pytest.mark.parametrize("rank, tiles", [
    (Rank.SKY_CHIEF, "[6-6]"), (Rank.SKY_MINISTER, "[1-1]"), (Rank.LAMA, "[4-4]"),
    (Rank.BIRD, "[3-1]"), (Rank.SISTERS, "[5-5] [3-3] [2-2]"),
    (Rank.PEOPLE, "[6-5] [6-4] [6-1] [5-1]"), (Rank.EARTH_CHIEF, "[6-3] [5-4]"),
    (Rank.EARTH_MINISTER, "[6-2] [5-3]"), (Rank.SEVEN, "[5-2] [4-3]"), (Rank.MOTHER, "[4-2]"),
    (Rank.FIVE, "[4-1] [3-2]"), (Rank.SON, "[2-1]"),
])
def test_rank_membership(rank, tiles):
    assert " ".join(str(t) for t in rank.tiles) == tiles


def test_levels_run_six_to_one_in_each_suit():
    for suit in Suit:
        assert [r.level for r in Rank if r.suit is suit] == [6, 5, 4, 3, 2, 1]


def test_earth_rank_follows_pip_total():
    earth = [t for t in TILE_TYPES if t.suit is Suit.EARTH]
    for a in earth:
        for b in earth:
            assert (a.rank.level > b.rank.level) == (a.pips > b.pips)


def test_sky_rank_does_not_follow_pips():
    # [1-1] (2 pips) outranks [5-5] (10 pips)
    assert Tile(1, 1).rank.level > Tile(5, 5).rank.level


def test_tile_normalises_and_validates():
    assert Tile(2, 3) == Tile(3, 2) and str(Tile(2, 3)) == "[3-2]"
    for bad in ((0, 1), (7, 1), (1, 7), ("6", 6), (True, 1)):
        with pytest.raises(ValueError):
            Tile(*bad)


def test_repr_evaluates_back():
    for tile in TILE_TYPES:
        assert eval(repr(tile), {"Tile": Tile}) == tile


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_tile_and_rank_has_a_name_in_every_language(language):
    for tile in TILE_TYPES:
        assert tile.name(language).strip()
        assert tile.suit.name_in(language).strip()
    assert len({r.name_in(language) for r in Rank}) == 12


def test_names_are_the_sources_words():
    assert [r.name_in("ru") for r in Rank][:6] == ["шеф неба", "министр неба", "лама", "птица", "сёстры", "люди"]
    assert [r.name_in("zh_CN") for r in Rank] == [
        "天皇", "天僧", "喇嘛", "天鹅", "天女", "天民", "地皇", "地僧", "贵族", "老母", "猫头鹰", "幼子"]


def test_russian_nicknames():
    assert Tile(5, 5).nickname("ru") == "белая десятка"
    assert Tile(6, 2).nickname("ru") == Tile(5, 3).nickname("ru") == "ячмень"
    assert Tile(3, 1).nickname("ru") is None
    assert all(key in {(t.high, t.low) for t in TILE_TYPES} for key in NICKNAMES)
