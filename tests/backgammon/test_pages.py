"""The backgammon pages' puzzles: enough of them, every kind used, each one built by the engine in every language."""

import re
from pathlib import Path

import pytest

from tutor.backgammon.puzzles import KINDS
from tutor.backgammon.rules import Rules
from tutor.games import make_puzzle

PAGES = Path(__file__).resolve().parents[2] / "content" / "backgammon"
FENCE = re.compile(r"```\{puzzle\} (\S+)\n((?::[^\n]*\n)*)")


def _puzzles() -> list[tuple[str, str, dict[str, str]]]:
    found = []
    for page in sorted(PAGES.glob("*.md")):
        for match in FENCE.finditer(page.read_text(encoding="utf-8")):
            options = dict(re.match(r":(\w+): ?(.*)", line).groups() for line in match.group(2).splitlines())
            found.append((page.stem, match.group(1), options))
    return found


PUZZLES = _puzzles()


def test_at_least_fifteen_puzzles_of_every_kind():
    assert len(PUZZLES) >= 15
    assert {kind for _, kind, _ in PUZZLES} == set(KINDS)


@pytest.mark.parametrize("language", ["en", "ru", "zh_CN"])
@pytest.mark.parametrize(("page", "kind", "options"), PUZZLES, ids=[f"{p}-{i}" for i, (p, _, _) in enumerate(PUZZLES)])
def test_every_puzzle_has_a_board_and_an_answer(page, kind, options, language):
    options = dict(options)
    rules = Rules.from_strings(options.pop("rules", "").split())
    puzzle = make_puzzle(kind, options, language, rules)
    assert puzzle.answer and "<svg" in puzzle.figure
    assert all(choice.explanation for choice in puzzle.choices)
