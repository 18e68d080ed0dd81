"""Puzzles: answers come from the engine; bad puzzle options are errors with codes."""

import pytest

from tutor.errors import TutorError
from tutor.games import game, make_puzzle


def test_kinds():
    assert set(game("bagchen").puzzles) >= {"bagchen.beaters", "bagchen.set-partners", "bagchen.top-rank"}


def test_beaters_answer_and_explanations_in_russian():
    p = make_puzzle("bagchen.beaters", {"lead": "[3-3]", "choices": "[6-6] [5-5] [3-1] [2-2] [4-4] [6-5] [6-3]"}, "ru")
    assert p.mode == "all"
    assert p.answer == ("[6-6]", "[3-1]", "[4-4]")
    why = {c.key: c.explanation for c in p.choices}
    assert why["[5-5]"] == "[5-5] не бьёт [3-3]: равное достоинство (сёстры)"
    assert all(c.figure.startswith("<svg") for c in p.choices)


def test_sets_as_choices():
    p = make_puzzle("bagchen.beaters", {"lead": "[6-4]×3", "choices": "[2-2]×3 [1-1]×3 [6-5]×3 [6-6]×2 [3-3]×2[2-2]"}, "en")
    assert p.answer == ("[2-2]×3", "[1-1]×3")


def test_set_partners():
    p = make_puzzle("bagchen.set-partners", {"tile": "[5-3]", "choices": "[6-2] [5-3] [4-4] [5-4] [1-1]"}, "zh_CN")
    assert p.answer == ("[6-2]", "[5-3]")


def test_top_rank_needs_one_clear_answer():
    p = make_puzzle("bagchen.top-rank", {"choices": "[2-2] [3-1] [6-5] [4-4]"}, "en")
    assert p.mode == "one" and p.answer == ("[4-4]",)
    with pytest.raises(TutorError) as caught:
        make_puzzle("bagchen.top-rank", {"choices": "[5-5] [3-3] [6-5]"}, "en")
    assert caught.value.code == "tutor.puzzle-ambiguous"
    with pytest.raises(TutorError):
        make_puzzle("bagchen.top-rank", {"choices": "[6-6] [6-3]"}, "en")


@pytest.mark.parametrize("kind, options, code", [
    ("bagchen.nothing", {}, "tutor.unknown-puzzle-kind"),
    ("bagchen.beaters", {"choices": "[6-6]"}, "tutor.puzzle-option-missing"),
    ("bagchen.beaters", {"lead": "[5-5][3-3]", "choices": "[6-6]"}, "bagchen.sky-set-not-identical"),
    ("bagchen.beaters", {"lead": "[6-6", "choices": "[6-6]"}, "notation.expected"),
    ("bagchen.beaters", {"lead": "[6-6]", "choices": "[6-6]", "suit": "sky"}, "tutor.unexpected-option"),
    ("chess.mate-in-two", {}, "tutor.unknown-puzzle-kind"),
])
def test_bad_puzzles(kind, options, code):
    with pytest.raises(TutorError) as caught:
        make_puzzle(kind, options, "en")
    assert caught.value.code == code


@pytest.mark.parametrize("kind, options", [
    ("bagchen.set-partners", {"tile": "[5-3][6-2]", "choices": "[6-2]"}),
    ("bagchen.top-rank", {"choices": "[6-6]×2 [1-1]"}),
])
def test_single_tile_options_refuse_lists(kind, options):
    with pytest.raises(TutorError) as caught:
        make_puzzle(kind, options, "en")
    assert caught.value.code == "notation.trailing"
