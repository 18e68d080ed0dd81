"""Mahjong's puzzle kinds: answers come from the engine, in the page's language."""

import pytest

from tutor.errors import TutorError
from tutor.games import make_puzzle

W6 = "[2B 3B 4B] [5D 5D 5D] {7C 8C 9C} {Red Red Red} East East*"


def test_complete():
    hands = "1B 9B 1C 9C 1D 9D East South West North Red Green White White | 1C 1C 3C 3C 5C 5C 7C 7C 9C 9C 1D 1D 2D 2D"
    puzzle = make_puzzle("mahjong.complete", {"hands": hands}, "zh")
    assert [c.correct for c in puzzle.choices] == [True, False]
    assert "十三幺" in puzzle.choices[0].explanation


def test_waits():
    puzzle = make_puzzle("mahjong.waits", {"hand": "{1C 1C 1C 2C 3C 4C 5C} [5D 6D 7D] {Red Red Red}",
                                           "choices": "1C 2C 3C 4C 5C 6C Red"}, "en")
    assert puzzle.answer == ("2C", "3C", "5C", "6C")
    assert puzzle.choices[1].explanation == "2C completes it: 5D 6D 7D · 1C 1C 1C · 2C 2C · 3C 4C 5C · Red Red Red"


def test_score_winner_and_loser():
    puzzle = make_puzzle("mahjong.score", {"hand": W6, "seat": "E", "round": "E", "won_by": "discard",
                                           "choices": "40 80 160"}, "ru")
    assert puzzle.answer == ("80",) and "пара" in puzzle.choices[1].explanation
    loser = make_puzzle("mahjong.score", {"hand": "[Red Red Red] {9D 9D 9D} West West 1C 5C 3B 8B North F3",
                                          "seat": "W", "round": "E", "won_by": "", "choices": "16 32"}, "en")
    assert loser.answer == ("32",)


def test_a_score_puzzle_without_the_right_total_is_a_page_error():
    with pytest.raises(TutorError) as error:
        make_puzzle("mahjong.score", {"hand": W6, "seat": "E", "round": "E", "won_by": "discard",
                                      "choices": "40 160"}, "en")
    assert error.value.code == "tutor.puzzle-ambiguous"


def test_pair():
    puzzle = make_puzzle("mahjong.pair", {"hand": "1B 1B 1B 2B 3B 9D 9D 9D Green Green Green 4C 5C 6C",
                                          "choices": "1B 9D Green 6C"}, "en")
    assert puzzle.answer == ("1B",)
    assert puzzle.choices[0].explanation.startswith("1B is the pair: ")


def test_a_pair_puzzle_with_two_possible_pairs_is_a_page_error():
    with pytest.raises(TutorError) as error:
        make_puzzle("mahjong.pair", {"hand": "{2C 2C 3C 3C 4C 4C 5C 5C} [7D 7D 7D] {East East East}",
                                     "choices": "2C 5C"}, "en")
    assert error.value.code == "tutor.puzzle-ambiguous"


def test_score_asks_for_points_or_doubles():
    w9 = "[1B 2B 3B] {5B 5B 5B} [9B 9B 9B] {6B 7B 8B} 2B 2B*"
    points = make_puzzle("mahjong.score", {"hand": w9, "seat": "N", "round": "E", "won_by": "wall",
                                           "ask": "points", "choices": "8 34 272"}, "en")
    assert points.answer == ("34",)
    assert points.choices[0].explanation.startswith("not 8: the hand has 34 points before doubling — exposed pung")
    assert "×" not in points.choices[0].explanation  # a question about points shows the points, not the doubles
    doubles = make_puzzle("mahjong.score", {"hand": w9, "seat": "N", "round": "E", "won_by": "wall",
                                            "ask": "doubles", "choices": "1 3"}, "zh")
    assert doubles.answer == ("3",)


@pytest.mark.parametrize(("payer", "payee", "amount"), [("E", "W", "24"), ("W", "S", "184"), ("S", "E", "0"),
                                                          ("N", "E", "8")])
def test_settle(payer, payee, amount):
    puzzle = make_puzzle("mahjong.settle", {"scores": "E=20,S=184,W=32,N=16", "winner": "S", "payer": payer,
                                            "payee": payee, "choices": " ".join(sorted({amount, "0", "24", "184", "8"}))},
                         "en")
    assert puzzle.answer == (amount,)


def test_settle_explains_east_double_and_the_winner():
    puzzle = make_puzzle("mahjong.settle", {"scores": "E=20,S=184,W=32,N=16", "winner": "S", "payer": "E",
                                            "payee": "W", "choices": "12 24"}, "en")
    assert puzzle.choices[1].explanation == ("E pays W the difference between their scores: (32 − 20) × 2 = 24 "
                                             "(East pays and receives double)")
    winner = make_puzzle("mahjong.settle", {"scores": "E=20,S=184,W=32,N=16", "winner": "S", "payer": "S",
                                            "payee": "N", "choices": "0 16"}, "en")
    assert winner.answer == ("0",) and "the winner never pays" in winner.choices[0].explanation


def test_settle_needs_two_seated_players():
    with pytest.raises(TutorError) as error:
        make_puzzle("mahjong.settle", {"scores": "E=20,S=184,W=32,N=16", "winner": "S", "payer": "E",
                                       "payee": "E", "choices": "0"}, "en")
    assert error.value.code == "tutor.bad-option"


def test_every_mahjong_puzzle_has_its_own_figure_label():
    """Mahjong puzzles never fall back on the shared default label (Bagchen's "Lead")."""
    from tutor.mahjong.puzzles import _LABELS
    from tutor.mahjong.puzzles import KINDS as MAHJONG_KINDS
    assert set(_LABELS) == set(MAHJONG_KINDS)
    puzzle = make_puzzle("mahjong.score", {"hand": "[2B 3B 4B] [5D 5D 5D] {7C 8C 9C} {Red Red Red} East East*",
                                           "seat": "E", "round": "E", "won_by": "discard",
                                           "choices": "40 80"}, "zh")
    assert puzzle.figure_label == "手牌"


def test_a_wrong_score_shows_the_breakdown_in_the_readers_language():
    puzzle = make_puzzle("mahjong.score", {"hand": "[2B 3B 4B] [5D 5D 5D] {7C 8C 9C} {Red Red Red} East East*",
                                           "seat": "E", "round": "E", "won_by": "discard",
                                           "choices": "40 80"}, "zh")
    wrong = puzzle.choices[0].explanation
    assert wrong.startswith("不是 40：这手牌得 80 分——") and "箭牌刻子或杠子 Red Red Red：×2" in wrong
    doubles = make_puzzle("mahjong.score", {"hand": "{East East East} [9B 9B 9B] [5B 5B 5B 5B] [1B 2B* 3B] 7B 7B",
                                            "seat": "E", "round": "E", "won_by": "discard", "ask": "doubles",
                                            "choices": "1 3"}, "en")
    # only the doubles are shown for a question about doubles
    assert "+" not in doubles.choices[0].explanation and "×2" in doubles.choices[0].explanation


def test_seven_pairs_is_refused_with_its_own_reason():
    puzzle = make_puzzle("mahjong.complete", {"hands": "1C 1C 3C 3C 5C 5C 7C 7C 9C 9C 1D 1D 2D 2D | "
                                              "1C 2C 3C 4C 5C 6C 7C 8C 9C 1D 2D 3D 5D 4D"}, "ru")
    seven, other = puzzle.choices
    assert "семь пар" in seven.explanation and "семь пар" not in other.explanation


def test_a_dead_wait_says_why():
    puzzle = make_puzzle("mahjong.waits", {"hand": "[1C 1C 1C] [2B 2B 2B] {6D 6D 6D 6D} 3D 4D 5D",
                                           "choices": "3D 6D 7D"}, "en")
    assert "all four 6D" in puzzle.choices[1].explanation
    assert "neither four sets and a pair" in puzzle.choices[2].explanation
