"""Backgammon practice themes (issue 20): for every theme, the puzzles of seeds 0–999 are valid, never
trivial, and every answer, right or wrong, agrees with the engine's own rules functions
(:func:`~tutor.backgammon.moves.legal_plays` and :func:`~tutor.backgammon.moves.play` for the plays,
:func:`~tutor.backgammon.scoring.outcome` for a game's result); the same seed gives the same puzzle,
also in another process; the words are in the reader's language.

The rechecks read what the puzzle shows the learner (the board: its Position ID and the checkers
waiting off it; the dice in the figure's label; the game named by the question) and ask the engine
again, without the theme's code.  Drawing the boards and the engine's verdict on each step made on
them (:mod:`tutor.backgammon.svg`, :mod:`tutor.backgammon.steps`, tested with them) take longest, so
the sweep of all seeds sketches the boards instead; the puzzles of a sample of seeds are checked whole.
"""

from __future__ import annotations

import hashlib
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tutor.backgammon import puzzles
from tutor.backgammon.board import Position
from tutor.backgammon.evaluator import equity, probabilities
from tutor.backgammon.moves import legal_plays, ordinary_moves, play
from tutor.backgammon.notation import BAR, PASS, parse_roll
from tutor.backgammon.practice import CLEARLY, MOST_PLAYS, THEMES
from tutor.backgammon.rules import Rules
from tutor.backgammon.scoring import RESULT_NAMES, outcome
from tutor.backgammon.strong import ranked
from tutor.backgammon.turns import parts
from tutor.errors import IllegalPlayError
from tutor.games import make_exercise, themes
from tutor.i18n import gettext
from tutor.puzzles import Puzzle, render

SEEDS = range(1000)
SAMPLE = range(0, 1000, 25)  # checked whole: the board's step verdicts, determinism, the engine's play()
ROOT = Path(__file__).resolve().parents[2]
BY_NAME = {t.name: t for t in THEMES}
#: the game each question names (English), and the rules it means
GAMES = {
    "Standard backgammon": Rules(),
    "Acey-Deucey": Rules(variant="acey-deucey"),
    "Russian backgammon": Rules(variant="russian"),
    "Russian backgammon with gammons and backgammons": Rules(variant="russian", russian_gammons=True),
}
#: the games each theme draws from (the page says so)
DRAWN = {
    "plays": {"Standard backgammon", "Acey-Deucey", "Russian backgammon"},
    "larger-die": {"Standard backgammon", "Russian backgammon"},
    "entering": {"Standard backgammon", "Russian backgammon"},
    "bearing-off": {"Standard backgammon", "Russian backgammon"},
    "result": {"Standard backgammon", "Acey-Deucey", "Russian backgammon with gammons and backgammons"},
    "best-play": {"Standard backgammon", "Acey-Deucey", "Russian backgammon"},
}


def shown(puzzle: Puzzle) -> tuple[Rules, Position]:
    """The rules the question names and the position the board shows (its ID, and the checkers waiting off it)."""
    game = puzzle.question.split(":")[0]
    assert game in GAMES, puzzle.question
    rules = GAMES[game]
    board = puzzle.figure
    position_id = re.search(r"<desc>(.*?)</desc>", board)
    assert position_id, board[:200]
    waiting = board.count('class="waiting mover'), board.count('class="waiting opponent')
    text = position_id.group(1) + (":{}:{}".format(*waiting) if any(waiting) else "")
    return rules, Position.parse(text, same_direction=rules.same_direction)


def dice(puzzle: Puzzle) -> tuple[int, int]:
    """The roll of the label "Light to play 6-5", also named by the question."""
    match = re.fullmatch(r"Light to play ([1-6]-[1-6])", puzzle.figure_label)
    assert match, puzzle.figure_label
    assert f"rolled {match.group(1)}" in puzzle.question, puzzle.question
    roll = parse_roll(match.group(1))
    return max(roll), min(roll)


def check_plays(name: str, puzzle: Puzzle, whole: bool) -> None:
    """A puzzle of a theme on the plays of a roll, rechecked by the engine (``whole``: also play() and the board)."""
    rules, position = shown(puzzle)
    roll = dice(puzzle)
    assert puzzle.kind == f"backgammon.{name}" and puzzle.mode == "all"
    assert parts(position, roll, rules).parts == (ordinary_moves(roll),)  # one ordinary roll, nothing after
    found = {p.notation: p for p in legal_plays(position, roll, rules)}
    assert len(found) <= MOST_PLAYS
    right = [c for c in puzzle.choices if c.correct]
    wrong = [c for c in puzzle.choices if not c.correct]
    assert 1 <= len(right) <= 3 and 2 <= len(wrong) and len(puzzle.choices) <= 5, puzzle.choices
    vague = gettext(puzzles.NOT_LEGAL, "en")
    for choice in puzzle.choices:
        assert choice.correct == (choice.key in found), (choice, position, roll, rules)
        assert choice.explanation and choice.explanation != vague.format(play=choice.key, roll=puzzle.figure_label[-3:])
        assert bool(choice.moves) == (choice.key != PASS)  # every play can be made on the board
        if whole and choice.key != PASS:
            if choice.correct:
                play(position, roll, choice.key, rules)
            else:
                with pytest.raises(IllegalPlayError):
                    play(position, roll, choice.key, rules)
    if whole:  # the learner may also make the play on the board, each step judged at once
        assert 'data-place="' in puzzle.board and "data-play-steps=" in puzzle.board
    if name == "plays":
        assert len(found) >= 2, found  # never one play only
    elif name == "larger-die":
        # each number can be played, but not both: every legal play moves one checker by the larger number
        assert all(len(p.steps) == 1 and p.steps[0][0] - p.steps[0][1] == roll[0] for p in found.values()), found
        assert roll[0] != roll[1] and "cannot play both numbers" in puzzle.question
        smaller = [c for c in wrong if c.explanation.endswith("plays the smaller number of "
                                                             f"{roll[0]}-{roll[1]}, but the larger one can be played")]
        assert smaller, wrong
    elif name == "entering":
        on_bar = position.mover_point(BAR)
        assert on_bar >= 1 and f"has {on_bar} checker" in puzzle.question
        held = [p for p in range(19, 25) if position.opponent_point(p) >= 2]
        assert len(held) >= 3
        assert (PASS in found) == (len(held) == 6 or all(position.opponent_point(25 - d) >= 2 for d in set(roll)))
    elif name == "bearing-off":
        points = [p for p in range(1, BAR + 1) if position.mover_point(p)]
        assert max(points) <= 10 and sum(position.mover_point(p) for p in range(7, BAR + 1)) <= 1, position
        assert any("/off" in c.key for c in wrong), wrong


def check_result(puzzle: Puzzle) -> None:
    rules, position = shown(puzzle)
    found = outcome(position, rules)
    assert found is not None and found.winner == "opponent", position  # dark has just borne off
    assert position.borne_off()[1] == 15 and puzzle.mode == "one"
    assert puzzle.answer == (RESULT_NAMES[found.result],)
    assert [c.key for c in puzzle.choices] == list(RESULT_NAMES.values())


def value_after(position: Position, roll: tuple[int, int], text: str, rules: Rules) -> float:
    """The value for light of playing ``text``, found again: the play made by its notation
    (:func:`~tutor.backgammon.moves.play`), the position left judged by the network (dark on roll)."""
    after = play(position, roll, text, rules)
    done = outcome(after, rules)
    return float(done.points) if done else equity(probabilities(after, rules).flipped(), rules)


def check_best_play(puzzle: Puzzle, whole: bool) -> None:
    """The answer rechecked by another path: every legal play of the roll (the rules' own list) made again by its
    notation and judged by the network: the answer is the best by at least CLEARLY; the other choices are legal;
    the coach explains each, naming the best, and calls every wrong one a mistake or a big one."""
    rules, position = shown(puzzle)
    roll = dice(puzzle)
    assert puzzle.kind == "backgammon.best-play" and puzzle.mode == "one" and 3 <= len(puzzle.choices) <= 4
    assert parts(position, roll, rules).parts == (ordinary_moves(roll),)
    found = {p.notation for p in legal_plays(position, roll, rules)}
    assert 3 <= len(found) <= MOST_PLAYS and {c.key for c in puzzle.choices} <= found
    values = sorted(((value_after(position, roll, text, rules), text) for text in found), reverse=True)
    (best, answer), (second, _) = values[0], values[1]
    assert puzzle.answer == (answer,) and best - second >= CLEARLY - 1e-9, (values[:3], puzzle.answer)
    for choice in puzzle.choices:
        assert f"{answer} is the best play" in choice.explanation
        if not choice.correct:
            assert choice.explanation.startswith(f"{choice.key} instead of {answer} costs about ")
            assert ": a mistake." in choice.explanation or ": a big mistake." in choice.explanation
        assert bool(choice.moves)  # every play can be made on the board
    if whole:
        assert 'data-place="' in puzzle.board and "data-play-steps=" in puzzle.board
        # the strong player, looking as deep as it looks, plays the answer too
        strong = ranked(position, roll, (ordinary_moves(roll),), "", rules)
        assert max(strong, key=lambda o: o.equity).decision == answer


def check(name: str, puzzle: Puzzle, whole: bool = False) -> None:
    assert puzzle.question.split(":")[0] in DRAWN[name], puzzle.question
    if name == "result":
        check_result(puzzle)
    elif name == "best-play":
        check_best_play(puzzle, whole)
    else:
        check_plays(name, puzzle, whole)


def digest(puzzle: Puzzle) -> str:
    return hashlib.sha256(repr(puzzle).encode()).hexdigest()


def sketch(position: Position, **_: object) -> str:
    """What :func:`shown` reads of a board, and no more: its Position ID and the checkers waiting off it."""
    waiting = ('<circle class="waiting mover"/>' * position.mover_waiting
               + '<circle class="waiting opponent"/>' * position.opponent_waiting)
    return f"<svg><desc>{position.position_id}</desc>{waiting}</svg>"


@pytest.fixture
def sketched_boards(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """For the sweep of all seeds: boards sketched, without their drawing and the step verdicts (the
    longest parts to make; the sample has them)."""
    monkeypatch.setattr(puzzles, "steps_json", lambda *args: "")
    monkeypatch.setattr(puzzles, "board_svg", sketch)
    yield


@pytest.mark.parametrize("name", list(BY_NAME))
def test_every_seed_gives_a_puzzle_the_engine_agrees_with(name: str, sketched_boards: None) -> None:
    games = set()
    for seed in SEEDS:
        puzzle = BY_NAME[name].make(seed, Rules(), "en")
        check(name, puzzle)
        games.add(puzzle.question.split(":")[0])
    assert games == DRAWN[name]  # every game the theme draws comes up


@pytest.mark.parametrize("name", list(BY_NAME))
def test_a_sample_checked_whole_and_made_again_the_same(name: str) -> None:
    for seed in SAMPLE:
        puzzle = BY_NAME[name].make(seed, Rules(), "en")
        check(name, puzzle, whole=True)
        assert BY_NAME[name].make(seed, Rules(), "en") == puzzle


def test_the_answers_are_spread() -> None:
    """Not always the same answer: results of all three kinds, entering with and without a pass."""
    results = {BY_NAME["result"].make(seed, Rules(), "en").answer for seed in range(60)}
    assert results == {(name,) for name in RESULT_NAMES.values()}
    passes = [PASS in BY_NAME["entering"].make(seed, Rules(), "en").answer for seed in range(40)]
    assert any(passes) and not all(passes)


def test_the_same_seed_gives_the_same_puzzle_in_another_process() -> None:
    here = [digest(make_exercise(t.id, seed, "ru")) for t in THEMES for seed in (0, 7)]
    code = ("import hashlib; from tutor.games import make_exercise, themes\n"
            "print(' '.join(hashlib.sha256(repr(make_exercise(t.id, s, 'ru')).encode()).hexdigest() "
            "for t in themes('backgammon') for s in (0, 7)))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True,
                         env={"PYTHONHASHSEED": "123", "PATH": ""})
    assert out.stdout.split() == here


@pytest.mark.parametrize("language", ["ru", "zh"])
def test_every_word_is_in_the_readers_language(language: str) -> None:
    for theme in THEMES:
        for seed in range(3):
            english, other = theme.make(seed, Rules(), "en"), theme.make(seed, Rules(), language)
            assert [c.correct for c in other.choices] == [c.correct for c in english.choices]
            assert other.question != english.question and other.figure_label != english.figure_label
            for mine, theirs in zip(english.choices, other.choices, strict=True):
                assert mine.explanation != theirs.explanation, mine
            assert "light" not in other.question and "Light" not in other.figure_label
            html = render(other, f"p-{theme.name}-{seed}", language)
            assert other.question in html


def test_the_registry_lists_the_themes_with_words_in_every_language() -> None:
    assert [t.id for t in themes("backgammon")] == ["backgammon.plays", "backgammon.larger-die",
                                                    "backgammon.entering", "backgammon.bearing-off",
                                                    "backgammon.result", "backgammon.best-play"]
    for theme in THEMES:
        for language in ("ru", "zh"):
            assert gettext(theme.title, language) != theme.title
            assert gettext(theme.summary, language) != theme.summary


def test_other_rules_are_kept() -> None:
    """With rules other than the defaults nothing is drawn: the puzzle is set in the rules given."""
    for name, rules in (("plays", Rules(variant="acey-deucey")), ("bearing-off", Rules(variant="russian")),
                        ("result", Rules(variant="russian")), ("entering", Rules(bar_entry="empty_point"))):
        for seed in range(5):
            puzzle = BY_NAME[name].make(seed, rules, "en")
            named, position = shown(puzzle)
            assert named.same_direction == rules.same_direction
            if name == "result":
                assert puzzle.answer == ("single game",) and outcome(position, rules) is not None
                continue
            roll = dice(puzzle)
            found = {p.notation for p in legal_plays(position, roll, rules)}
            assert {c.key for c in puzzle.choices if c.correct} <= found
            assert all(c.key not in found for c in puzzle.choices if not c.correct)
