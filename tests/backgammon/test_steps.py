"""The engine's verdict on each step of a play made on a puzzle's board (tutor.backgammon.steps)."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from tests.backgammon import steps_reference
from tutor.backgammon.board import START, Position
from tutor.backgammon.moves import legal_plays
from tutor.backgammon.notation import parse_roll
from tutor.backgammon.rules import Rules
from tutor.backgammon.steps import board_steps, look_up, steps_json
from tutor.puzzles import move_key

CONTENT = Path(__file__).resolve().parents[2] / "content" / "backgammon"
NAMES = ("off", *(str(p) for p in range(1, 25)), "bar")


def _puzzles() -> list[tuple[str, str, str]]:
    """Every backgammon.plays puzzle on the English pages: its rules line, position and dice."""
    found = []
    for page in sorted(CONTENT.glob("*.md")):
        for block in re.findall(r"```\{puzzle\} backgammon\.plays\n(.*?)```", page.read_text(), re.S):
            options = dict(re.findall(r"^:(\w+): (.*)$", block, re.M))
            found.append((options.get("rules", ""), options["position"], options["dice"]))
    return found


def _rules(text: str) -> Rules:
    return Rules(**dict(part.split("=") for part in text.split())) if text else Rules()


def _walk(table: dict, steps: list[tuple[str, str]]) -> str:
    """Make ``steps`` one click at a time, each accepted; return the key of the play made."""
    made: list[tuple[str, str]] = []
    captured: list[str] = []
    for start, end in steps:
        verdict = look_up(table, move_key(made, captured), start, end)
        assert verdict[0], (made, start, end, verdict)
        made.append((start, end))
        captured += verdict[2]
    return move_key(made, captured)


@pytest.mark.parametrize(("rules", "position", "dice"), _puzzles())
def test_every_prefix_of_every_legal_play_is_accepted(rules, position, dice):
    r = _rules(rules)
    pos = Position.parse(position, same_direction=r.variant == "russian")
    roll = parse_roll(dice)
    table = board_steps(pos, roll, r, "en")
    plays = legal_plays(pos, roll, r)
    assert plays
    for found in plays:
        if found.notation == "pass":
            # nothing can be played: every step from every checker is refused
            assert all(not v[0] for entry in table.values() for verdicts in entry.values() for v in verdicts.values())
            continue
        single = [(NAMES[a], NAMES[b]) for a, b in found.steps]
        key = _walk(table, single)
        captured = [str(p) for p in range(1, 25) if pos.opponent_point(p) == 1
                    and found.result.swapped().opponent_point(p) == 0]
        assert key == move_key(single, captured)
        # once the play is made, every further step is refused: the play is complete
        after = table[key]
        assert all(not v[0] for verdicts in after.values() for v in verdicts.values())


def test_a_checker_moved_by_both_dice_in_one_step():
    table = board_steps(START, (6, 5), Rules(), "en")
    assert look_up(table, "|", "13", "2")[:2] == [1, "13/2"]
    assert look_up(table, "|", "24", "13")[:2] == [1, "24/13"]
    # hitting on the way is written, and the blot goes to the bar on the drawing
    hit = Position.parse("4GvwATDgc/ABMA")  # a dark blot on light's 18-point
    verdict = look_up(board_steps(hit, (6, 4), Rules(), "en"), "|", "24", "14")
    assert verdict == [1, "24/18*/14", ["18"], [["o18", "obar"]]]


@pytest.mark.parametrize(("language", "reason"), [
    ("en", "24/19: the 19-point is held by 5 opposing checkers, so no checker may land there"),
    ("ru", "24/19: 19-ю линию держат шашки соперника (их 5), поэтому вставать на неё нельзя"),
])
def test_the_issue_click_24_18_then_24_19_is_refused_with_the_rule(language, reason):
    table = board_steps(START, (6, 5), Rules(), language)
    assert look_up(table, "|", "24", "18")[0]
    assert look_up(table, move_key([("24", "18")]), "24", "19") == [0, reason]


def test_refusals_name_the_rule():
    table = board_steps(START, (6, 5), Rules(), "en")
    assert look_up(table, "|", "6", "12")[1] == \
        "6/12: a checker moves only forwards, towards its home board, to a lower-numbered point"
    assert look_up(table, "|", "13", "10")[1] == "13/10: no number left to play (6, 5) takes the checker there"
    assert look_up(table, "|", "6", "off")[1].startswith("6/off: light still has a checker outside his home board")
    # a checker on the bar enters first
    barred = board_steps(Position.parse("TJ+DBwDgc/ADQA"), (5, 3), Rules(), "en")
    assert look_up(barred, "|", "13", "8")[1] == \
        "13/8: with 5-3, a checker on the bar must enter before any other checker moves"
    # bearing off: a smaller number cannot, a larger one only from the highest point
    home = Position.parse("wB7eBwDb3Q0AAA")
    off = board_steps(home, (5, 3), Rules(), "en")
    assert look_up(off, "|", "4", "off")[1] == \
        "4/off: a 5 bears off from the 4-point only when no checker stands higher, and one stands on the 6-point"
    # one checker by both dice, where both stops fail (explain.stop_reason)
    assert look_up(off, "|", "6", "off")[1] == (
        "6/off: a checker that moves by both numbers stops on the way after one of them: from the 1-point a 3 "
        "bears off only when no checker stands higher, and one stands on the 6-point; from the 3-point a 5 bears "
        "off only when no checker stands higher, and one stands on the 6-point")
    # a step after which the rest of the roll cannot be played (19/13 is held), and the larger-die rule
    blocked = board_steps(Position.parse("MGCYAQABEAAAAA"), (6, 5), Rules(), "en")
    assert look_up(blocked, "|", "8", "3")[1] == ("8/3: after this move the rest of 6-5 could not be played, "
                                                  "and a player must play as much of his roll as he can")
    assert look_up(blocked, "|", "8", "2")[0] and look_up(blocked, "|", "19", "8")[0]
    larger = board_steps(Position.parse("BgPAAAAIgAAAAA"), (6, 1), Rules(), "en")
    assert look_up(larger, "|", "13", "12")[1] == \
        "13/12 plays the smaller number of 6-1, but the larger one can be played"


def test_the_data_stays_small():
    """The doubles from the start are the largest case: a few kilobytes once compressed."""
    import gzip
    for dice in ((6, 5), (3, 3), (1, 1)):
        text = steps_json(START, dice, Rules(), "ru")
        assert json.loads(text)["|"]
        assert len(gzip.compress(text.encode())) < 12_000, dice


def _positions_asked() -> list[tuple[Position, tuple[int, int], Rules]]:
    """Positions the practice themes put on a board, random positions of the oracle's shapes under
    each rule set, and the variants' opening (every checker waiting)."""
    from tools.backgammon_positions import SHAPES, random_position, random_roll
    from tutor.backgammon import puzzles
    from tutor.backgammon.practice import THEMES
    found: list[tuple[Position, tuple[int, int], Rules]] = []

    def keep(position, dice, rules, language):
        found.append((position, dice, rules))
        return ""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(puzzles, "steps_json", keep)
        patch.setattr(puzzles, "board_svg", lambda *args, **kwargs: "<svg><desc></desc></svg>")
        for theme in THEMES[:4]:
            for seed in range(6):
                theme.make(seed, Rules(), "en")
    assert len(found) == 24
    opposite = [Rules(), Rules(bar_entry="empty_point"), Rules(variant="acey-deucey"),
                Rules(variant="acey-deucey", acey_deucey_entry="after_double_or_acey_deucey"),
                Rules(variant="acey-deucey", acey_deucey_entry="all_before_moving"),
                Rules(variant="acey-deucey", acey_deucey_european=True)]
    rng = random.Random(2026)
    for i in range(18):
        found.append((random_position(rng, SHAPES[i % len(SHAPES)]), random_roll(rng), opposite[i % len(opposite)]))
    for rules in (*opposite[2:], Rules(variant="russian")):
        found += [(Position.from_points({}, {}, 15, 15, rules.same_direction), dice, rules)
                  for dice in ((2, 1), (4, 4), (6, 3))]
    return found


def test_the_verdicts_are_the_plain_walks_word_for_word():
    """The quick walk (each refusal worded once, each checker's ways walked once) gives the board the same
    bytes as the plain one kept in ``steps_reference``, in every language."""
    for position, dice, rules in _positions_asked():
        for language in ("en", "ru", "zh_CN"):
            assert steps_json(position, dice, rules, language) == \
                steps_reference.steps_json(position, dice, rules, language), (position, dice, rules, language)
