"""One test per table row (A, B, C), per limit hand, per option that changes a score, per error code."""

import pytest

from tutor.errors import IllegalPlayError, InvalidPositionError, TutorError
from tutor.mahjong import Rules, Win, parse_hand, score_hand
from tutor.mahjong.scoring import LABELS, ROW_SOURCES, TABLE_A, TABLE_B, TABLE_C_ALL, TABLE_C_WINNER

W1 = "[2D 3D 4D] [Red Red Red] {7B 7B 7B} {6C 7C 8C} South South* F2 S2"
W4 = "[3C 4C 5C] {6D 7D 8D} {1B 2B 3B} [4B 5B 6B*] 9C 9C"
W4_DRAWN = "[3C 4C 5C] {6D 7D 8D} {1B 2B 3B} 4B 5B 6B* 9C 9C"
CONCEALED_PUNGS = "{2C 2C 2C} {5D 5D 5D} {7B 7B 7B} [1C 2C 3C] 9D 9D*"

# (hand, seat, round, winner, won_by, win, rules, code, points, doubles)
ROWS = [
    ("[5D 5D 5D] 1C 2C 4C 6C 8C 1B 3B 5B 7B East", "S", "E", False, None, None, {}, "pung-exposed-simples", 2, 0),
    ("{5D 5D 5D} 1C 2C 4C 6C 8C 1B 3B 5B 7B East", "S", "E", False, None, None, {}, "pung-concealed-simples", 4, 0),
    ("[9D 9D 9D] 1C 2C 4C 6C 8C 1B 3B 5B 7B East", "S", "E", False, None, None, {}, "pung-exposed-majors", 4, 0),
    ("{9D 9D 9D} 1C 2C 4C 6C 8C 1B 3B 5B 7B East", "S", "E", False, None, None, {}, "pung-concealed-majors", 8, 0),
    ("[5D 5D 5D 5D] 1C 2C 4C 6C 8C 1B 3B 5B 7B East", "S", "E", False, None, None, {}, "kong-exposed-simples", 8, 0),
    ("⟨5D 5D 5D 5D⟩ 1C 2C 4C 6C 8C 1B 3B 5B 7B East", "S", "E", False, None, None, {}, "kong-concealed-simples", 16, 0),
    ("[Red Red Red Red] 1C 2C 4C 6C 8C 1B 3B 5B 7B East", "S", "E", False, None, None, {}, "kong-exposed-majors", 16, 0),
    ("⟨Red Red Red Red⟩ 1C 2C 4C 6C 8C 1B 3B 5B 7B East", "S", "E", False, None, None, {}, "kong-concealed-majors", 32, 0),
    ("1C 2C 4C 6C 8C 1B 3B 5B 7B East 9D 9D 1D F4", "S", "E", False, None, None, {}, "bonus-tile", 4, 0),
    ("{Green Green Green} {1C 1C 1C} [4D 4D 4D] [West West West West] White White* S3 F1", "W", "S", True,
     "discard", None, {}, "pair-dragon", 2, 0),
    (W1, "S", "E", True, "wall", None, {}, "pair-own-wind", 2, 0),
    ("[2B 3B 4B] [5D 5D 5D] {7C 8C 9C} {Red Red Red} East East*", "E", "E", True, "discard", None, {},
     "pair-round-wind", 2, 0),
    ("1C 2C 4C 6C 8C 1B 3B 5B 7B East 9D Red Red", "S", "E", False, None, None, {"loser_pairs_score": True},
     "pair-dragon", 2, 0),
    (W1, "S", "E", True, "wall", None, {}, "mahjong", 20, 0),
    (W1, "S", "E", True, "wall", None, {"mahjong_bonus": 10}, "mahjong", 10, 0),
    (W1, "S", "E", True, "wall", None, {}, "from-wall", 2, 0),
    (W1, "S", "E", True, "loose", None, {}, "from-wall", 2, 0),
    (W1, "S", "E", True, "wall", None, {}, "only-possible", 2, 0),
    ("{2C 3C 4C} {5C 6C 7C} {8C 8C 8C} {1D 2D 3D} 5D 5D*", "W", "E", True, "wall", None, {},
     "pair-completed-simples", 2, 0),
    (W1, "S", "E", True, "wall", None, {}, "pair-completed-majors", 4, 0),
    ("{2C 3C 4C} {5C 6C 7C} {8C 8C 8C} {1D 2D 3D} 5D 5D*", "W", "E", True, "wall", Win(standing_hand="kept"), {},
     "standing-hand", 100, 0),
    ("{2C 3C 4C} {5C 6C 7C} {8C 8C 8C} {1D 2D 3D} 5D 5D*", "W", "E", True, "wall", Win(standing_hand="kept"),
     {"standing_hand_reward": "double"}, "standing-hand", 0, 1),
    (W1, "S", "E", True, "wall", None, {}, "dragon-set", 0, 1),
    ("[North North North] 1C 2C 4C 6C 8C 1B 3B 5B 7B East", "N", "E", False, None, None, {}, "own-wind-set", 0, 1),
    ("[East East East] 1C 2C 4C 6C 8C 1B 3B 5B 7B North", "N", "E", False, None, None, {}, "round-wind-set", 0, 1),
    (W1, "S", "E", True, "wall", None, {}, "own-flower-and-season", 0, 1),
    ("1C 2C 4C 6C 8C 1B 3B 5B 7B East 9D 9D 1D S3", "W", "E", False, None, None, {"own_bonus_doubles": "each"},
     "own-bonus", 0, 1),
    ("1C 2C 4C 6C 8C 1B 3B 5B 7B East 9D 9D 1D F1 F2 F3 F4", "W", "E", False, None, None, {}, "all-flowers", 0, 1),
    ("1C 2C 4C 6C 8C 1B 3B 5B 7B East 9D 9D 1D S1 S2 S3 S4", "W", "E", False, None, None,
     {"bonus_set_doubles": 2}, "all-seasons", 0, 2),
    (CONCEALED_PUNGS, "S", "E", True, "discard", None, {}, "three-concealed-pungs", 0, 1),
    ("{Green Green Green} {1C 1C 1C} [4D 4D 4D] [West West West West] White White* S3 F1", "W", "S", True,
     "discard", None, {}, "no-chows", 0, 1),
    ("{Green Green Green} {1C 1C 1C} [4D 4D 4D] [West West West West] White White* S3 F1", "W", "S", True,
     "discard", None, {"bonus_style": "points"}, "no-chows", 10, 0),
    (W4, "N", "E", True, "discard", None, {}, "no-score", 0, 1),
    ("{2C 3C 4C} {5C 6C 7C} {8C 8C 8C} {1D 2D 3D} 5D 5D*", "W", "E", True, "wall", None, {}, "fully-concealed", 0, 1),
    ("{East East East} [9B 9B 9B] [5B 5B 5B 5B] [1B 2B* 3B] 7B 7B", "E", "E", True, "discard", None, {},
     "one-suit-honours", 0, 1),
    ("[1B 2B 3B] {5B 5B 5B} [9B 9B 9B] {6B 7B 8B} 2B 2B*", "N", "E", True, "wall", None, {}, "one-suit", 0, 3),
    ("[1C 1C 1C] [9D 9D 9D] [East East East] [Red Red Red] 9B 9B*", "S", "S", True, "discard", None, {},
     "terminals-honours", 0, 1),
    (W1, "S", "E", True, "loose", None, {}, "loose-tile", 0, 1),
    (W1, "S", "E", True, "loose", None, {"bonus_style": "points"}, "loose-tile", 10, 0),
    (W1, "S", "E", True, "wall", Win(last_tile=True), {}, "last-tile", 0, 1),
    ("[3C 4C 5C] {6D 7D 8D} {1B 2B 3B} 4B 5B 6B* 9C 9C", "N", "E", True, "robbed-kong", None, {}, "robbed-kong", 0, 1),
]


@pytest.mark.parametrize("hand, seat, round_wind, winner, won_by, win, rules, code, points, doubles", ROWS,
                         ids=[f"{r[7]}-{i}" for i, r in enumerate(ROWS)])
def test_table_row(hand, seat, round_wind, winner, won_by, win, rules, code, points, doubles):
    score = score_hand(parse_hand(hand), seat, round_wind, winner=winner, won_by=won_by, win=win, rules=Rules(**rules))
    assert (code, points, doubles) in [(i.code, i.points, i.doubles) for i in score.items]


def test_every_row_has_a_test_a_label_and_its_sources():
    tested = {row[7] for row in ROWS}
    every = set(TABLE_A) | set(TABLE_B) | set(TABLE_C_ALL) | set(TABLE_C_WINNER)
    assert every <= tested and every <= set(LABELS)
    assert every - {"standing-hand"} == set(ROW_SOURCES) and all(ROW_SOURCES.values())


def test_no_pair_points_for_losers_by_default():
    score = score_hand(parse_hand("1C 2C 4C 6C 8C 1B 3B 5B 7B East 9D Red Red"), "S", "E")
    assert score.total == 0 and score.items == ()


def test_the_winning_discard_exposes_the_set_it_completes():
    hand = parse_hand("{2C 2C 2C} {5D 5D 5D} [1C 2C 3C] {9D 9D 9D*} 1D 1D")
    drawn = score_hand(hand, "S", "E", winner=True, won_by="wall")
    claimed = score_hand(hand, "S", "E", winner=True, won_by="discard")
    assert ("pung-concealed-majors", 8) in [(i.code, i.points) for i in drawn.items]
    assert ("pung-exposed-majors", 4) in [(i.code, i.points) for i in claimed.items]


def test_only_possible_ignores_a_kind_the_player_holds_four_of():
    hand = "[1C 1C 1C] [2B 2B 2B] {6D 6D 6D 6D} 3D 3D* 4D 5D"
    codes = [i.code for i in score_hand(parse_hand(hand), "S", "E", winner=True).items]
    assert "only-possible" in codes
    codes = [i.code for i in score_hand(parse_hand(hand), "S", "E", winner=True,
                                        rules=Rules(dead_waits_count=True)).items]
    assert "only-possible" not in codes


def test_the_limit_caps_every_hand():
    hand = parse_hand("{Green Green Green} {1C 1C 1C} [4D 4D 4D] [West West West West] White White* S3 F1")
    assert score_hand(hand, "W", "S", winner=True, won_by="discard").total == 500
    assert score_hand(hand, "W", "S", winner=True, won_by="discard", rules=Rules(limit=1000)).total == 560


# (hand, seat, won_by, win, rules, limit code)
LIMITS = [
    ("{East East East} [South South South] {Red Red Red} [Green Green Green] West West*", "S", "discard", None, {},
     "limit.all-honours"),
    ("{1C 1C 1C} [9C 9C 9C] {1D 1D 1D} [9B 9B 9B] 1B 1B*", "S", "discard", None, {}, "limit.all-terminals"),
    ("{2C 2C 2C} {5D 5D 5D} {7B 7B 7B} ⟨3C 3C 3C 3C⟩ 9D 9D*", "S", "wall", None, {}, "limit.four-concealed-pungs"),
    ("1B 9B 1C 9C 1D 9D East South West North Red Green White White*", "S", "discard", None, {},
     "limit.thirteen-orphans"),
    ("{1C 1C 1C 2C 3C 4C 5C 6C 7C 8C 9C 9C 9C} 5C*", "E", "wall", None, {}, "limit.nine-gates"),
    (W4_DRAWN, "E", "wall", Win(first_turn=True), {}, "limit.heavens-blessing"),
    (W4, "S", "discard", Win(first_turn=True), {}, "limit.earths-blessing"),
    (W4_DRAWN, "S", "wall", Win(first_turn=True), {"earths_blessing_self_draw": True}, "limit.earths-blessing"),
    (W4, "E", "discard", Win(east_streak=13), {}, "limit.east-streak"),
    (W4, "E", "discard", Win(east_streak=9), {"east_streak_limit": 9}, "limit.east-streak"),
    ("[Red Red Red] [Green Green Green] {White White White} {2C 3C 4C} 5D 5D*", "S", "discard", None, {},
     "limit.three-great-scholars"),
    ("[East East East] [South South South] {North North North} {2C 3C 4C} West West*", "S", "discard", None, {},
     "limit.four-winds"),
    ("[2C 2C 2C 2C] [5D 5D 5D 5D] [7B 7B 7B 7B] [3C 3C 3C 3C] 9D 9D*", "S", "wall", None,
     {"extra_limit_hands": ("four_kongs",)}, "limit.four-kongs"),
    ("[2B 3B 4B] [6B 6B 6B] {8B 8B 8B} [Green Green Green] 2B 2B*", "S", "wall", None,
     {"extra_limit_hands": ("imperial_jade",)}, "limit.imperial-jade"),
    ("{1B 2B 3B} {4B 5B 6B} {7B 8B 9B} {2B 3B 4B} 6B 6B*", "S", "wall", None,
     {"extra_limit_hands": ("concealed_one_suit",)}, "limit.concealed-one-suit"),
    ("[1B 2B 3B] {4D 5D 6D} [7B 8B 9B] {2C 3C 4C} 5D* 5D", "S", "loose", None,
     {"extra_limit_hands": ("plum_blossom",)}, "limit.plum-blossom"),
    ("[1B 2B 3B] {1D 2D 3D} [7B 8B 9B] {2C 3C 4C} 1D* 1D", "S", "wall", Win(last_tile=True),
     {"extra_limit_hands": ("plucking_moon",)}, "limit.plucking-moon"),
    ("[1C 2C 3C] {1D 2D 3D} [7B 8B 9B] {1B 2B* 3B} 5C 5C", "S", "robbed-kong", None,
     {"extra_limit_hands": ("carrying_pole",)}, "limit.carrying-pole"),
    (W1, "S", "loose", Win(kongs_this_turn=2), {"extra_limit_hands": ("twofold_fortune",)}, "limit.twofold-fortune"),
]


@pytest.mark.parametrize("hand, seat, won_by, win, rules, code", LIMITS, ids=[r[5] for r in LIMITS])
def test_limit_hands(hand, seat, won_by, win, rules, code):
    score = score_hand(parse_hand(hand), seat, "E", winner=True, won_by=won_by, win=win, rules=Rules(**rules))
    assert (score.limit_hand, score.total) == (code, 500)


def test_extra_limit_hands_are_off_by_default_and_heavens_blessing_option():
    assert score_hand(parse_hand(LIMITS[12][0]), "S", "E", winner=True).limit_hand is None
    with_bonus = parse_hand(W4_DRAWN + " F1")
    assert score_hand(with_bonus, "E", "E", winner=True, won_by="wall", win=Win(first_turn=True)).limit_hand == \
        "limit.heavens-blessing"
    assert score_hand(with_bonus, "E", "E", winner=True, won_by="wall", win=Win(first_turn=True),
                      rules=Rules(heavens_blessing_allows_bonus_replacement=False)).limit_hand is None


def test_non_winner_limit_value_and_four_concealed_pungs_need_a_self_draw():
    l3 = parse_hand("[Red Red Red] [Green Green Green] {White White White} 1C 5C 9D 3B")
    assert score_hand(l3, "S", "E", rules=Rules(non_winner_limit_value=40)).total == 200
    hand = parse_hand("{2C 2C 2C} {5D 5D 5D} {7B 7B 7B} ⟨3C 3C 3C 3C⟩ 9D 9D*")
    assert score_hand(hand, "S", "E", winner=True, won_by="discard").limit_hand is None


def test_claimed_kong_concealed_keeps_the_fully_concealed_double():
    hand = parse_hand("[5D 5D 5D 5D] {2C 3C 4C} {6B 7B 8B} {1C 2C 3C} 9B 9B*")
    win = Win(claimed_kongs=1)
    assert "fully-concealed" not in [i.code for i in score_hand(hand, "S", "E", winner=True, win=win).items]
    assert "fully-concealed" in [i.code for i in score_hand(hand, "S", "E", winner=True, win=win,
                                                            rules=Rules(claimed_kong_concealed=True)).items]


def test_a_broken_standing_hand_under_lose_bonus_scores_without_the_bonus():
    hand = parse_hand("{2C 3C 4C} {5C 6C 7C} {8C 8C 8C} {1D 2D 3D} 5D 5D*")
    score = score_hand(hand, "W", "E", winner=True, win=Win(standing_hand="broken"),
                       rules=Rules(broken_standing_hand="lose_bonus"))
    assert score.total == 60


# issue 15: the robbed tile is the fourth copy, so the robber cannot hold another one
ROBBED_PAIR = "{2C 3C 4C} {5C 6C 7C} [8C 8C 8C] {1D 2D 3D} 5D 5D*"
ROBBED_PUNG = "{2C 3C 4C} {5C 6C 7C} [8C 8C 8C] 5D 5D 5D* 1D 1D"


def test_a_robbed_tile_completes_a_chow_once_held():
    hand = parse_hand("{2C 3C 4C} {5C 6C 7C} [8C 8C 8C] 1D 2D* 3D 5D 5D")
    score = score_hand(hand, "W", "E", winner=True, won_by="robbed-kong")
    assert (score.points, score.doubles, score.total) == (24, 1, 48)
    assert score.items[-1].code == "robbed-kong"
    # the same hands won from the wall are fine: only the robbing is impossible
    assert score_hand(parse_hand(ROBBED_PAIR), "W", "E", winner=True, won_by="wall").total > 0
    assert score_hand(parse_hand(ROBBED_PUNG), "W", "E", winner=True, won_by="wall").total > 0


def test_a_robbed_tile_may_be_written_in_the_exposed_chow_it_completed():
    hand = parse_hand("{2C 3C 4C} {5C 6C 7C} [8C 8C 8C] [1D 2D* 3D] 5D 5D")
    assert score_hand(hand, "W", "E", winner=True, won_by="robbed-kong").doubles == 1


@pytest.mark.parametrize("hand, seat, winner, won_by, win, rules, error, code", [
    ("1C 2C 3C 4C 5C 6C 7C 8C 9C 1D 2D 3D 5D 4D*", "S", True, None, None, {}, InvalidPositionError,
     "mahjong.not-complete"),
    ("1C 2C 3C 4C 5C 6C 7C 8C 9C 1D 2D 3D 4D 4D", "S", True, None, None, {}, InvalidPositionError,
     "mahjong.no-winning-tile"),
    (W4, "N", True, "wall", None, {}, IllegalPlayError, "mahjong.won-by"),
    (W4, "N", True, "by-magic", None, {}, TutorError, "mahjong.bad-won-by"),
    (W4, "X", True, None, None, {}, TutorError, "mahjong.bad-seat"),
    (W4, "N", True, None, Win(standing_hand="kept"), {"standing_hand_win_on_discard": False}, IllegalPlayError,
     "mahjong.standing-hand-discard"),
    (W4, "N", True, None, Win(standing_hand="broken"), {}, IllegalPlayError, "mahjong.broken-standing-hand"),
    ("[3C 4C 5C] {6D 7D 8D} {1B 2B 3B} {4B 5B 6B} 9C 9C*", "N", True, "robbed-kong", None, {},
     InvalidPositionError, "mahjong.robbed-tile-held"),
    (ROBBED_PAIR, "W", True, "robbed-kong", None, {}, InvalidPositionError, "mahjong.robbed-tile-held"),
    (ROBBED_PUNG, "W", True, "robbed-kong", None, {}, InvalidPositionError, "mahjong.robbed-tile-held"),
    ("1B 9B 1C 9C 1D 9D East South West North Red Green White White*", "S", True, "robbed-kong",
     Win(robbed_concealed=True), {}, InvalidPositionError, "mahjong.robbed-tile-held"),
    ("[3C 4C 5C] {6D 7D 8D} {1B 2B 3B} 4B 5B 6B* 9C 9C", "N", True, "robbed-kong", Win(robbed_concealed=True), {},
     IllegalPlayError, "mahjong.rob-concealed-kong"),
])
def test_scoring_errors(hand, seat, winner, won_by, win, rules, error, code):
    with pytest.raises(error) as raised:
        score_hand(parse_hand(hand), seat, "E", winner=winner, won_by=won_by, win=win, rules=Rules(**rules))
    assert raised.value.code == code


def test_a_loser_with_a_starred_tile_is_an_error_and_a_wrong_count_is_dead():
    with pytest.raises(InvalidPositionError) as raised:
        score_hand(parse_hand(W4), "N", "E")
    assert raised.value.code == "mahjong.loser-has-star"
    assert score_hand(parse_hand(W4.replace("6B*", "6B")), "N", "E").items[0].code == "dead-hand"


def test_thirteen_orphans_may_rob_a_concealed_kong():
    hand = parse_hand("1B 9B 1C 9C 1D 9D East South West North Red Red Green White*")
    win = Win(robbed_concealed=True)
    assert score_hand(hand, "S", "E", winner=True, won_by="robbed-kong", win=win).total == 500
    with pytest.raises(IllegalPlayError):
        score_hand(hand, "S", "E", winner=True, won_by="robbed-kong", win=win,
                   rules=Rules(orphans_rob_concealed_kong=False))


def test_explanations_are_translated():
    score = score_hand(parse_hand(W1), "S", "E", winner=True)
    assert "выставленный понг" in score.explain("ru") and "明刻" in score.explain("zh")
    assert score.explain("en").splitlines()[-1] == "46 × 2^2 = 184"
