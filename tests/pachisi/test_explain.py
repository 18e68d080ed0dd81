"""The engine's reasons for each move of a puzzle: one test per reason, and the puzzle kind."""

import re
from pathlib import Path

import pytest

from tutor.errors import NotationError, TutorError
from tutor.pachisi import FIGURE_2, Position, Rules
from tutor.pachisi.explain import REASONS, judge, parse_move
from tutor.pachisi.puzzles import moves, pushups

CASES = [
    (FIGURE_2, "A8", 3, "A8-D8", True, "legal"),
    (FIGURE_2, "A8", 6, "A8-G8x", True, "legal-eats"),
    (FIGURE_2, "H1", 3, "none", True, "no-move"),
    (FIGURE_2, "H1", 6, "none", False, "some-move"),
    ("A1: A8:", "A1", 3, "enter A1", False, "enter-roll"),
    ("A1:A2,A3,A4,A5", "A1", 1, "enter A1", False, "enter-none-off"),
    ("A1: A8:", "A1", 1, "enter A8", False, "enter-elsewhere"),
    (FIGURE_2, "H1", 6, "enter H1", False, "enter-blocked"),
    (FIGURE_2, "H1", 6, "H2-C1", False, "no-piece"),
    (FIGURE_2, "A8", 3, "B7-E5", False, "overshoot"),
    (FIGURE_2, "A8", 6, "A8-A3", False, "wrong-count"),
    ("A1:A1* A8:A8", "A1", 3, "A1-A4", False, "wrong-count-old"),
    ("A1:C1", "A1", 4, "C1-A3", False, "wrong-count-yard"),
    ("H8:H4,G7", "H8", 1, "G7-E5", False, "wrong-count-in-yard"),
    (FIGURE_2, "H1", 3, "E1-B1", False, "passes-barrier"),
    ("H1:H2,G2,F3", "H1", 3, "H2-F3", False, "yard-taken"),
    (FIGURE_2, "A1", 6, "H2-C1", False, "lands-on-barrier"),
]


@pytest.mark.parametrize("position, player, roll, text, legal, reason", CASES)
def test_reasons(position, player, roll, text, legal, reason):
    verdict = judge(Position.parse(position), player, roll, text)
    assert (verdict.legal, verdict.reason) == (legal, reason)
    for language in ("en", "ru", "zh_CN"):
        assert verdict.explain(language)


def test_reasons_under_rule_options():
    big = judge(Position.parse("A1:A2 A8:A4,A4,A4"), "A1", 6, "A2-A8", Rules(only_pairs_jumpable=True))
    assert big.reason == "passes-big-barrier" and big.fields["count"] == 3
    pair = judge(Position.parse("A1:A1,A1* A8:C1"), "A8", 2, "C1-A1", Rules(home_new_old_barrier=False))
    assert pair.reason == "lands-on-pair"
    assert judge(Position.parse("A1:A1,A1* A8:C1"), "A8", 2, "C1-A1").reason == "lands-on-barrier"


def test_every_reason_is_tested():
    tested = {case[-1] for case in CASES} | {"passes-big-barrier", "lands-on-pair", "passes-mixed-barrier"}
    assert tested == set(REASONS)


def test_a_piece_in_its_yard_is_not_said_to_start_a_second_lap():
    """Issue 25, item 16 (practice, enter-or-home, seed 336127 before the lot was drawn): the piece on G7 is in
    its yard, so a wrong square is wrong by the yard's exact count forward, not by "no second lap"."""
    position = Position.parse("A1: A8:B8 H8:H4,G7 H1:A1")
    for wrong in ("G7-E5", "G7-H8"):
        verdict = judge(position, "H8", 1, wrong)
        assert verdict.reason == "wrong-count-in-yard" and verdict.fields["target"] == "F6"
        for language in ("en", "ru", "zh_CN"):
            assert "second lap" not in verdict.explain(language) and "F6" in verdict.explain(language)
        assert "второй круг" not in verdict.explain("ru") and "двор" in verdict.explain("ru")
    assert judge(position, "H8", 1, "G7-F6").legal


def test_an_old_piece_is_said_to_be_old():
    """The issue's example: the refusal names the rule (the piece is old, so it goes into the yard)."""
    verdict = judge(Position.parse("A1:A1* A8:A8"), "A1", 3, "A1-A4")
    assert verdict.explain("ru") == ("A1-A4 — недопустимый ход: шашка на A1 старая (она уже обошла доску), поэтому "
                                     "идёт только во двор: при броске 3 — на D4")
    assert "老棋子" in verdict.explain("zh_CN")


@pytest.mark.parametrize("language", ["en", "ru", "zh_CN"])
def test_no_notation_word_is_left_in_the_readers_language(language):
    """'enter A1' is notation: choices and reasons say it in words."""
    puzzle = moves({"position": "A1: A8:A1", "player": "A1", "roll": "3", "choices": "enter A1x, none"}, Rules(),
                   language)
    words = [c.key for c in puzzle.choices] + [c.explanation for c in puzzle.choices]
    assert not any("enter A" in w for w in words) or language == "en"


def test_the_board_knows_every_step():
    """Each place on a puzzle's board carries the engine's verdict on the steps from it; each choice its key."""
    import json

    from tutor.pachisi.moves import legal_moves
    from tutor.pachisi.puzzles import board_steps
    position = Position.parse(FIGURE_2)
    for player in position.players:
        for roll in range(1, 7):
            steps = {place: json.loads(data) for place, data in board_steps(position, player, roll, Rules(), "en").items()}
            legal = {(m.source or "off", m.destination) for m in legal_moves(position, player, roll)}
            marked = {(place, to) for place, entry in steps.items() for to, (ok, *_) in entry.items() if ok}
            assert marked == legal, (player, roll)
            for entry in steps.values():
                assert not entry["*"][0] and "{to}" in entry["*"][1]
    puzzle = moves({"position": FIGURE_2, "player": "A8", "roll": "6", "choices": "enter A8, A8-G8x, none"}, Rules(),
                   "en")
    assert [c.moves for c in puzzle.choices] == ["A8:1,off:-1|", "A8:-1,G8:1|G8", ""]
    assert 'data-place="G8" data-pieces="0" role="button" tabindex="0" aria-label="G8: 0 pieces of black diamonds" data-capture=""' in puzzle.board
    assert 'data-turn-steps="1"' in puzzle.board and puzzle.board.count('class="tutor-place"') == 32


def test_move_notation_is_strict():
    assert parse_move("enter h1") == (None, "H1", False)
    with pytest.raises(NotationError) as caught:
        parse_move("E1–A3")  # an en dash, not a hyphen
    assert caught.value.code == "notation.expected" and caught.value.params["index"] == 2


def test_puzzle_answers_and_labels():
    options = {"position": FIGURE_2, "player": "A8", "roll": "1", "choices": "enter A8, A8-B8, H4-H3, B7-C6, none"}
    puzzle = moves(options, Rules(), "ru")
    assert puzzle.answer == ("выставить шашку на A8", "A8-B8", "H4-H3", "B7-C6")
    assert puzzle.figure_label == "Чёрные ромбы (A8): выпало 1" and puzzle.figure_caption == FIGURE_2
    assert puzzle.choices[-1].key == "ходов нет" and not puzzle.choices[-1].correct


@pytest.mark.parametrize("choices", [
    "A8-G8, enter A8",      # eats, but written without x
    "H4-H3x, enter A8",     # written as eating, but does not
    "A8-D8",                # no right answer offered
])
def test_puzzle_refuses_misleading_choices(choices):
    with pytest.raises(TutorError) as caught:
        moves({"position": FIGURE_2, "player": "A8", "roll": "6" if "G8" in choices else "1",
               "choices": choices}, Rules(), "en")
    assert caught.value.code == "tutor.puzzle-ambiguous"


# after a finished push-ups game (position of a random game, seed 4: black circles, H1, finished first)
AFTER_H1 = "A1:H4,A1*,D4 A8:H3,D5 H8:H2,F6,E5"


def test_pushups_puzzle_counts_the_old_piece_and_the_seat():
    puzzle = pushups({"position": AFTER_H1, "winner": "H1", "player": "A1", "choices": "10, 20, 25, 40"},
                     Rules(), "en")
    assert puzzle.mode == "one" and puzzle.answer == ("20",) and puzzle.figure_caption == AFTER_H1
    assert puzzle.choices[1].explanation == ("20 is right: 5 × 2 for the pieces not brought home and 10 × 1 for "
                                             "sitting on the winner's left make 20")
    # only the yard counts under the other reading: the old piece on A1 is not home
    other = pushups({"position": AFTER_H1, "winner": "H1", "player": "A1", "choices": "20, 25"},
                    Rules(variant="pushups", pushups_brought_home="yard_only"), "en")
    assert other.answer == ("25",)
    ru = pushups({"position": AFTER_H1, "winner": "H1", "player": "H8", "choices": "30, 40"}, Rules(), "ru")
    assert ru.answer == ("40",) and ru.figure_label.startswith("Чёрные кружки (H1)")
    assert "10 × 3" in ru.choices[0].explanation


@pytest.mark.parametrize("options, code", [
    ({"winner": "A1", "player": "A8", "choices": "20"}, "pachisi.winner-still-in"),
    ({"winner": "B2", "player": "A8", "choices": "20"}, "pachisi.unknown-player"),
    ({"winner": "H1", "player": "H1", "choices": "20"}, "pachisi.not-playing"),
    ({"winner": "H1", "player": "A1", "choices": "10, 25"}, "tutor.puzzle-ambiguous"),
    ({"winner": "H1", "player": "A1", "choices": "20, twenty"}, "notation.expected"),
])
def test_pushups_puzzle_refuses_bad_options(options, code):
    with pytest.raises(TutorError) as caught:
        pushups({"position": AFTER_H1, **options}, Rules(), "en")
    assert caught.value.code == code


# the game record and its replay
def test_record_replays_and_checks_every_throw():
    """The sample game's replay reads the game's own record (the lot and the throws written in it), checking
    every step: a step that cannot be played is an error that counts it within the record and gives the rule."""
    from tutor.errors import IllegalPlayError
    from tutor.pachisi.replays import game_replay

    rules = Rules(corners=("A1", "H8"))
    replay = game_replay({"record": "lot A1; throw 6; enter A1; throw 6; A1-A7; throw 2; A7-B8; throw 5; -"},
                         rules, "ru")
    assert len(replay.frames) == 5 and "Они бросают ещё раз." in replay.frames[1].caption
    for record, rule, code in (("lot A1; throw 3; enter A1", "a piece enters only on a 1 or a 6", "pachisi.cannot-enter"),
                               ("lot A1; throw 1; -", "a throw is lost only when no move is possible",
                                "pachisi.illegal-play"),
                               ("lot A1; throw 6; A1-A7", "there is no piece of A1 on A1", "pachisi.no-such-piece"),
                               ("lot A1; enter A1", "the lot has been drawn", "pachisi.throw-expected"),
                               ("throw 1; enter A1", "the game begins with the lot", "pachisi.lot-expected")):
        with pytest.raises(IllegalPlayError) as caught:
            game_replay({"record": record}, rules, "en")
        # the record's error names the step and the rule, in each language
        error = caught.value
        assert error.code == "tutor.record-step" and error.params["error"] in (code, "tutor.chance-expected"), record
        assert rule in error.message("en") or error.params["error"] == "tutor.chance-expected", error.message("en")
        assert error.message("ru").startswith("решение ") and error.message("zh") != error.message("en")
    with pytest.raises(NotationError) as caught:
        game_replay({"record": "lot A1; throw 7"}, rules, "en")
    assert caught.value.params["error"] == "notation.out-of-range" and caught.value.params["number"] == 2
    with pytest.raises(IllegalPlayError) as caught:  # the sample game is over after its 67th throw
        game_replay({"record": sample_record() + "; throw 1"}, rules, "en")
    assert caught.value.params["error"] == "tutor.game-over" and caught.value.params["number"] == 1 + 2 * 67 + 1


def sample_record() -> str:
    """The record of the sample game's page."""
    page = Path(__file__).resolve().parents[2] / "content" / "pachisi" / "sample-game.md"
    return re.search(r"^:record: (.*)$", page.read_text(encoding="utf-8"), re.MULTILINE).group(1)
