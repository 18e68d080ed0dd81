"""Every backgammon replay on the pages agrees with itself (issue 16, group 7).

The plays its captions write, replayed from the start, give the position each frame
draws; the table's pip counts are those of the drawn position; the cube a caption
names is the cube drawn; a dark play given in the board's numbers lands where the
frame shows dark's checkers; the standard game has no column of checkers to enter.
"""

import re
from pathlib import Path

import pytest

from tutor.backgammon.board import Position
from tutor.backgammon.record import replay_record
from tutor.backgammon.rules import Rules
from tutor.games import make_replay

PAGES = Path(__file__).resolve().parents[2] / "content" / "backgammon"
FENCE = re.compile(r"```\{replay\} (\S+)\n((?::[^\n]*\n)*)")
TURN = re.compile(r"Turn \d+: (light|dark) (?:rolls (\d-\d) and (?:plays ([^.]+)|cannot move)"
                  r"|plays the opening throw (\d-\d): ([^.]+)|doubles and (?:light|dark) (takes|drops))")
OPENING = re.compile(r"each side throws one die: light throws (\d), dark throws (\d)\.")
BOARD = re.compile(r" \(in the board's numbers: (.*)\)$")


def _replays() -> list[tuple[str, dict[str, str]]]:
    found = []
    for page in sorted(PAGES.glob("*.md")):
        for match in FENCE.finditer(page.read_text(encoding="utf-8")):
            options = dict(re.match(r":(\w+): ?(.*)", line).groups() for line in match.group(2).splitlines())
            found.append((page.stem, options))
    return found


REPLAYS = _replays()


def _drawn(svg: str, russian: bool) -> Position:
    """The position a frame draws: its Position ID (the drawing's desc) and the checkers waiting in the tray."""
    position_id = re.search(r"<desc>([^<]+)</desc>", svg).group(1)
    waiting = svg.count('class="waiting mover"'), svg.count('class="waiting opponent"')
    return Position.parse(f"{position_id}:{waiting[0]}:{waiting[1]}", same_direction=russian)


def _cube(svg: str) -> tuple[str, int] | None:
    found = re.search(r'class="cube (\w+)".*?>(\d+)</text>', svg, re.S)
    return (found.group(1), int(found.group(2))) if found else None


def test_every_replay_is_found():
    assert {page for page, _ in REPLAYS} == {"sample-game", "acey-deucey", "russian"}


@pytest.mark.parametrize(("page", "options"), REPLAYS, ids=[page for page, _ in REPLAYS])
def test_captions_agree_with_frames(page, options):
    options = dict(options)
    rules = Rules.from_strings(options.pop("rules", "").split())
    russian = rules.variant == "russian"
    replay = make_replay("backgammon.game", options, "en", rules)
    frames = replay.frames
    header = frames[0].table.header
    assert ("To enter" in header) == (rules.variant != "standard")
    thrown = OPENING.search(frames[0].caption)  # the opening throw decides who plays first
    lines = [f"light {thrown.group(1)}, dark {thrown.group(2)}"] if thrown else []
    for number, frame in enumerate(frames[1:], 1):
        found = TURN.match(frame.caption)
        assert found, frame.caption
        player, roll, text, opening_roll, opening_text, answer = found.groups()
        roll, text = roll or opening_roll, text or opening_text
        if answer:
            lines.append(f"double, {'take' if answer == 'takes' else 'drop'}")
        elif text is None:
            lines.append(f"{roll}: pass")
        else:
            parts, board_parts = [], []
            for i, part in enumerate(text.split(", then ")):
                dice, play = (roll, part) if i == 0 else part.split(": ", 1)
                on_board = BOARD.search(play)
                # a dark play is also given in the board's numbers, except in Russian backgammon
                assert bool(on_board) == (player == "dark" and not russian and play.split(" (")[0] != "pass"), part
                if on_board:
                    board_parts.append(on_board.group(1))
                parts.append(f"{dice}: {BOARD.sub('', play)}")
            lines.append(" | ".join(parts))
            drawn = _drawn(frame.figure, russian)
            for board_play in board_parts[-1:]:  # a checker may move on in a later part of the turn
                for path in board_play.split():
                    end = path.split("/")[-1].split("(")[0].rstrip("*")
                    if end != "off":
                        assert drawn.opponent_point(int(end)) > 0, (frame.caption, path)
        game = replay_record("; ".join(lines), rules)
        before = _drawn(frames[number - 1].figure, russian)
        after = _drawn(frame.figure, russian)
        assert game.board == after, frame.caption
        assert after != before or answer or text is None, frame.caption
        light, dark = frame.table.rows
        assert (int(light[-1]), int(dark[-1])) == after.pip_counts(), frame.caption
        if answer == "takes":
            value = int(re.search(r"the cube is now at (\d+)", frame.caption).group(1))
            assert _cube(frame.figure) == ("opponent" if player == "light" else "mover", value)
    assert frames[-1].caption.endswith(("points.", "point."))


@pytest.mark.parametrize("language", ["ru", "zh_CN"])
def test_captions_read_in_the_page_language(language):
    """No English word but the notation's bar/off/pass, and no space after a Chinese full stop."""
    for _, options in REPLAYS:
        options = dict(options)
        rules = Rules.from_strings(options.pop("rules", "").split())
        for frame in make_replay("backgammon.game", options, language, rules).frames:
            assert not re.findall(r"[A-Za-z]{3,}", re.sub(r"\b(bar|off|pass)\b", "", frame.caption)), frame.caption
            assert "。 " not in frame.caption
