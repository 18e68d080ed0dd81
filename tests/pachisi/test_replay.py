"""The sample game's replay agrees with itself: every caption's move is the move that turns the
previous frame's board into this frame's, in each language, and each drawing shows the position
its description and its title give."""

import re
from pathlib import Path

import pytest

from tutor.games import make_replay
from tutor.pachisi import Position, Rules, legal_moves, play
from tutor.pachisi.board import CORNERS, SQUARE_ID, SQUARE_NAMES

PAGE = Path(__file__).parents[2] / "content" / "pachisi" / "sample-game.md"
RULES = Rules(corners=("A1", "H8"))


def _options() -> dict[str, str]:
    text = PAGE.read_text(encoding="utf-8")
    return {name: re.search(rf"^:{name}: (.*)$", text, re.M).group(1) for name in ("record",)}


def _position(svg: str) -> Position:
    return Position.parse(re.search(r"<desc>(.*?)</desc>", svg).group(1), RULES)


def _drawn(svg: str) -> dict[str, list[str]]:
    """The squares each player's pieces are drawn on."""
    drawn: dict[str, list[str]] = {}
    for stack in re.finditer(r'<g class="stack" data-square="(\w\d)" data-count="\d">(.*?)</g>', svg):
        for player in re.findall(r'class="piece (\w\d)', stack.group(2)):
            drawn.setdefault(player.upper(), []).append(stack.group(1))
    return drawn


CAPTION = {
    "en": (r"Throw (\d+): .*? \((\w\d)\) throw a (\d) and (?:enter a piece on (\w\d)|move a piece from (\w\d) to (\w\d))",
           r"Throw (\d+): .*? \((\w\d)\) throw a (\d); no move"),
    "ru": (r"Бросок (\d+): .*? \((\w\d)\) — выпало (\d), (?:новая шашка выставлена на (\w\d)|шашка идёт с (\w\d) на (\w\d))",
           r"Бросок (\d+): .*? \((\w\d)\) — выпало (\d)[,;] ходов нет"),
    "zh_CN": (r"第 (\d+) 掷：.*?（(\w\d)）掷出 (\d)，(?:在 (\w\d) 出子|把一枚棋子从 (\w\d) 走到 (\w\d))",
              r"第 (\d+) 掷：.*?（(\w\d)）掷出 (\d)[，；]无棋可走"),
}


@pytest.mark.parametrize("language", ["en", "ru", "zh_CN"])
def test_every_caption_names_the_move_that_makes_its_frame(language):
    frames = make_replay("pachisi.game", _options(), language, RULES).frames
    assert len(frames) > 60
    moved, lost = (re.compile(p) for p in CAPTION[language])
    for n in range(1, len(frames)):
        before, after = _position(frames[n - 1].figure), _position(frames[n].figure)
        caption = frames[n].caption
        if match := moved.match(caption):
            number, player, roll, entered, source, target = match.groups()
            found = [m for m in legal_moves(before, player, int(roll), RULES)
                     if (m.source, m.destination) == (source, entered or target)]
            assert len(found) == 1, (n, caption)
            assert play(before, found[0], RULES) == after, (n, caption)
            # what the caption adds is true of the move
            assert (found[0].eats is not None) == any(w in caption for w in ("eats", "Съедена", "吃掉")), (n, caption)
        else:
            match = lost.match(caption)
            assert match, (n, caption)
            number, player, roll = match.groups()
            assert legal_moves(before, player, int(roll), RULES) == () and before == after, (n, caption)
        assert int(number) == n


def test_every_drawing_shows_its_own_position():
    """The drawing's pieces, its written position (desc) and its title's counts agree, frame by frame."""
    for frame in make_replay("pachisi.game", _options(), "en", RULES).frames:
        position = _position(frame.figure)
        drawn = _drawn(frame.figure)
        for player in position.players:
            seat = CORNERS.index(player)
            squares = sorted(SQUARE_NAMES[SQUARE_ID[seat][p]] for p in position.pieces(player))
            assert sorted(drawn.get(player, [])) == squares
            on, off = len(squares), position.off(player)
            assert f"({player}): {on} on the board, {off} off the board" in frame.figure
            assert frame.figure.count(f'class="piece {player.lower()} old"') == position.pieces(player).count(28)
