"""Pachisi practice themes (issue 20): for every theme, the puzzles of seeds 0–999 are valid, never
trivial, and every answer, right or wrong, agrees with the engine's own rules functions
(:func:`~tutor.pachisi.moves.legal_moves`, :func:`~tutor.pachisi.moves.play`,
:func:`~tutor.pachisi.scoring.pushups`, and a count of push-ups straight from the rule's words);
the same seed gives the same puzzle, also in another process; the words are in the reader's language.

The rechecks read what the puzzle shows the learner (the position's notation under the board, the
label and the question in English) and ask the engine again, without the theme's code.
"""

from __future__ import annotations

import hashlib
import html
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tutor.games import make_exercise, themes
from tutor.pachisi.board import CORNERS, LAST, OLD, YARDS, path
from tutor.pachisi.explain import move_words
from tutor.pachisi.moves import legal_moves, play
from tutor.pachisi.notation import Position
from tutor.pachisi.practice import THEMES
from tutor.pachisi.rules import Rules
from tutor.pachisi.scoring import pushups
from tutor.pachisi.state import PachisiState
from tutor.practice import TRIES
from tutor.puzzles import Puzzle, move_key, render

SEEDS = range(1000)
ROOT = Path(__file__).resolve().parents[2]
BY_NAME = {t.name: t for t in THEMES}
NONE_EN = "no move is possible"
OTHER_RULES = [Rules(variant="partners"), Rules(corners=("A1", "H8")), Rules(only_pairs_jumpable=True),
               Rules(variant="pushups", home_new_old_barrier=False, pushups_brought_home="yard_only")]


def _throw(puzzle: Puzzle) -> tuple[str, int]:
    """The player and the throw of the label "White circles (A1) throw a 3"."""
    match = re.fullmatch(r".+ \((A1|A8|H8|H1)\) throw a ([1-6])", puzzle.figure_label)
    assert match, puzzle.figure_label
    return match.group(1), int(match.group(2))


def _progress(position: Position, player: str, square: str, old: bool) -> int:
    """The progress of ``player``'s piece on ``square`` (the old one if ``old``)."""
    steps = [p for p in set(position.pieces(player)) if path(player)[p] == square and (p == OLD) == old]
    assert len(steps) == 1, (square, steps)
    return steps[0]


def check_moves(puzzle: Puzzle, rules: Rules) -> None:
    position = Position.parse(puzzle.figure_caption, rules)
    player, roll = _throw(puzzle)
    legal = legal_moves(position, player, roll, rules)
    words = {move_words(str(m), "en"): m for m in legal}
    assert puzzle.mode == "all" and puzzle.choices[-1].key == NONE_EN
    assert 'data-place="' in puzzle.board  # the learner may also make the move on the board
    moves = 0
    for choice in puzzle.choices:
        if choice.key == NONE_EN:
            assert choice.correct == (not legal), choice
            continue
        moves += 1
        move = words.get(choice.key)
        assert choice.correct == (move is not None), (choice, puzzle.figure_caption, puzzle.figure_label)
        if move is not None:
            play(position, move, rules)  # the engine makes it
            source = move.source or "off"
            assert choice.moves == move_key([(source, move.destination)], [move.destination] if move.eats else [])
            continue
        # a wrong move looks possible: entering a piece that is off the board, or moving one of the
        # player's pieces along its way, by the throw or by a slip of one (or into a second lap)
        if choice.key.startswith("enter a piece on "):
            assert choice.key[17:19] == player and position.off(player), choice
            continue
        source, target = choice.key.rstrip("x").split("-")
        assert not any(m.source == source and m.destination == target for m in legal)
        starts = [p for p in position.pieces(player) if path(player)[p] == source]
        lap = [path(player)[(p + roll) % 28] for p in starts if p <= OLD]  # going round again
        assert target in lap or any(path(player)[p + step] == target for p in starts
                                    for step in (roll - 1, roll) if p < p + step <= LAST), choice
        # the written eating mark says whether the square holds a single enemy piece
        enemies = [c for c in position.players if c != player and not (rules.partners and
                                                                         CORNERS.index(c) % 2 == CORNERS.index(player) % 2)]
        on_target = [s.rstrip("*") for c in enemies for s in position.squares(c)].count(target)
        assert choice.key.endswith("x") == (on_target == 1 and target in path(player)[:OLD + 1]), choice
    # never trivial: at least three moves, or two when the throw is lost; something wrong among them
    assert moves >= (3 if legal else 2) and not all(c.correct for c in puzzle.choices[:-1]), puzzle


def check_barriers(puzzle: Puzzle, rules: Rules) -> None:
    position = Position.parse(puzzle.figure_caption, rules)
    match = re.fullmatch(r".+ \((A1|A8|H8|H1)\): the piece on ([A-H][1-8]), the barrier on ([A-H][1-8])",
                         puzzle.figure_label)
    assert match, puzzle.figure_label
    player, square, barrier = match.groups()
    progress = _progress(position, player, square, old=False)
    way = path(player)
    # the barrier: two pieces or more on one square, one to four squares ahead on the piece's way
    ahead = [q for q in range(progress + 1, progress + 5) if way[q] == barrier]
    assert ahead and ahead[0] <= OLD, (puzzle.figure_caption, puzzle.figure_label)
    on_it = sum(s.rstrip("*") == barrier for c in position.players for s in position.squares(c))
    assert on_it >= 2, (puzzle.figure_caption, barrier)
    throws = [c for c in puzzle.choices if c.key.isdigit()]
    assert [int(c.key) for c in throws] == list(range(1, min(6, LAST - progress) + 1))
    moving = set()
    for choice in throws:
        roll = int(choice.key)
        target = way[progress + roll]
        legal = [m for m in legal_moves(position, player, roll, rules) if m.source == square
                 and m.destination == target]
        assert choice.correct == bool(legal), (choice, puzzle.figure_caption, puzzle.figure_label)
        assert choice.explanation.startswith(f"with a {roll}: {square}-{target}"), choice
        if legal:
            play(position, legal[0], rules)
            moving.add(roll)
    [nothing] = [c for c in puzzle.choices if not c.key.isdigit()]
    assert nothing.key == "no throw" and nothing.correct == (not moving)
    assert puzzle.mode == "all" and len(puzzle.choices) >= 5


def check_enter_or_home(puzzle: Puzzle, rules: Rules) -> None:
    position = Position.parse(puzzle.figure_caption, rules)
    player, roll = _throw(puzzle)
    legal = legal_moves(position, player, roll, rules)
    assert puzzle.mode == "one" and len(puzzle.choices) >= 3
    if puzzle.question.startswith("A piece of"):  # entering
        assert position.off(player)
        entering = [m for m in legal if m.start is None]
        right = [player] if entering else ["it cannot enter"]
        assert player in [c.key for c in puzzle.choices]
    else:
        match = re.fullmatch(r"Where can the (old )?piece of .+ on ([A-H][1-8]) go with this throw\?", puzzle.question)
        assert match, puzzle.question
        progress = _progress(position, player, match.group(2), old=bool(match.group(1)))
        assert OLD - 6 <= progress < LAST and progress + roll >= OLD  # on its way home, or in the yard
        going = [m for m in legal if m.start == progress]
        right = [going[0].destination] if going else ["it cannot move"]
        assert len(going) <= 1
    assert list(puzzle.answer) == right, (puzzle.figure_caption, puzzle.figure_label, puzzle.question)


def _pushups_by_the_words(position: Position, winner: str, player: str, rules: Rules) -> int:
    """5 for each piece not brought home (in the yard, or old on the home, by default) and 10 for each
    unit of neighbourhood, counted clockwise from the winner: straight from the rule, not the engine."""
    squares = position.squares(player)  # an old piece is written with a star
    home = sum(s in YARDS[player] or s == player + "*" and rules.pushups_brought_home == "yard_and_old"
               for s in squares)
    units = (CORNERS.index(player) - CORNERS.index(winner)) % 4
    return 5 * (4 - home) + 10 * units


def check_pushups(puzzle: Puzzle, rules: Rules) -> None:
    rules = rules.replace(variant="pushups")
    position = Position.parse(puzzle.figure_caption, rules)
    match = re.fullmatch(r".+ \((A1|A8|H8|H1)\) have finished first", puzzle.figure_label)
    assert match, puzzle.figure_label
    winner = match.group(1)
    asked = re.fullmatch(r"How many push-ups do .+ \((A1|A8|H8|H1)\) do\?", puzzle.question)
    assert asked, puzzle.question
    player = asked.group(1)
    assert winner not in position.players and winner in rules.corners and player in position.players
    count = pushups(position, winner, rules)[player]
    assert count == _pushups_by_the_words(position, winner, player, rules)
    assert puzzle.mode == "one" and puzzle.answer == (str(count),) and len(puzzle.choices) == 4
    assert all(c.explanation.endswith(f"make {count}") for c in puzzle.choices)


CHECKS = {"moves": check_moves, "barriers": check_barriers, "enter-or-home": check_enter_or_home,
          "pushups": check_pushups}


def test_the_themes_are_the_games():
    assert themes("pachisi") == THEMES
    assert list(BY_NAME) == ["moves", "barriers", "enter-or-home", "pushups"] == list(CHECKS)


@pytest.mark.parametrize("name", CHECKS)
def test_a_thousand_seeds(name, monkeypatch):
    theme, check = BY_NAME[name], CHECKS[name]
    rules = Rules()
    games = []  # how many games each puzzle's position was looked for in
    start = PachisiState.start.__func__  # type: ignore[attr-defined]
    monkeypatch.setattr(PachisiState, "start", classmethod(lambda cls, r, s: games.append(1) or start(cls, r, s)))
    most = 0
    for seed in SEEDS:
        games.clear()
        puzzle = theme.make(seed, rules, "en")
        most = max(most, len(games))
        assert isinstance(puzzle, Puzzle) and puzzle.kind == theme.id
        assert puzzle.question and puzzle.figure.startswith("<svg") and puzzle.figure_label
        assert puzzle.answer and all(c.explanation for c in puzzle.choices), seed
        assert any(not c.correct for c in puzzle.choices), seed
        try:
            check(puzzle, rules)
        except AssertionError as error:
            raise AssertionError(f"{theme.id}, seed {seed}: {error}") from error
        if seed % 25 == 0:
            assert theme.make(seed, rules, "en") == puzzle, seed  # the same seed, the same puzzle
    assert 1 <= most <= TRIES // 4  # far from giving up


@pytest.mark.parametrize("rules", OTHER_RULES, ids=lambda r: ",".join(r.as_strings()))
@pytest.mark.parametrize("name", CHECKS)
def test_the_rule_options_in_force(name, rules):
    for seed in range(10):
        CHECKS[name](BY_NAME[name].make(seed, rules, "en"), rules)


def _digest(seeds: range) -> str:
    made = [make_exercise(t.id, seed, "en") for t in THEMES for seed in seeds]
    return hashlib.sha256(repr(made).encode()).hexdigest()


def test_the_same_seed_gives_the_same_puzzle_in_another_process():
    """A puzzle's link (``#theme=…&seed=…``) opens the same puzzle anywhere: nothing depends on the
    process's string hashing."""
    code = ("import sys; sys.path.insert(0, '.'); from tests.pachisi.test_practice import _digest; "
            "print(_digest(range(4)))")
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    other = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True)
    assert other.returncode == 0, other.stderr
    assert other.stdout.strip() == _digest(range(4))


@pytest.mark.parametrize("language", ["ru", "zh_CN"])
@pytest.mark.parametrize("name", CHECKS)
def test_the_words_are_in_the_readers_language(name, language):
    theme = BY_NAME[name]
    for seed in range(0, 400, 50):
        en, other = theme.make(seed, Rules(), "en"), theme.make(seed, Rules(), language)
        assert other.figure_caption == en.figure_caption  # the same puzzle
        assert [c.correct for c in other.choices] == [c.correct for c in en.choices]
        assert other.question != en.question and other.figure_label != en.figure_label
        for mine, english in zip(other.choices, en.choices, strict=True):
            assert mine.explanation != english.explanation, (seed, mine)
            # no English word of the explanation is left untranslated (squares and moves stay as written)
            assert not re.search(r"\b(is|not|legal|the|piece|with|throw|it|move|enter)\b", mine.explanation), mine
        assert not re.search(r"\b(the|piece|throw|with)\b", other.question + other.figure_label), other.question
        assert 'lang="en"' not in other.figure


def test_the_page_and_the_worker_render_a_puzzle():
    from tutor.browser import practice_message

    answer = practice_message({"type": "practice", "theme": "pachisi.barriers", "seed": 7, "lang": "ru"})
    assert answer["question"] == make_exercise("pachisi.barriers", 7, "ru").question
    assert "tutor-question" in answer["html"] and answer["answer"]
    puzzle = make_exercise("pachisi.moves", 3, "zh_CN")
    page = render(puzzle, "p", "zh_CN")
    assert "data-place=" in page and html.escape(puzzle.question) in page


def test_the_push_ups_theme_drops_the_options_of_another_variant():
    """The push-ups theme plays the push-ups game under the reader's other options; a partners option set away
    from its default would be refused there (rules.requires-option), so it goes with the partners variant."""
    rules = Rules(variant="partners", partner_barrier_needs_six=False)
    puzzle = BY_NAME["pushups"].make(3, rules, "en")
    assert puzzle.kind == "pachisi.pushups" and len(puzzle.answer) == 1
