"""Backgammon replays (see :mod:`tutor.replays`): a whole game, turn by turn.

- ``backgammon.game`` (option ``record``: a game record, :mod:`tutor.backgammon.record`,
  or ``seed``: the game the automatic players of :mod:`tutor.backgammon.play` play
  from that seed; the game is the rule option ``variant``): the start, then one
  frame per line of the record — the roll, the play and any further parts, the
  cube — and the result.  Every frame's board is drawn from light's side, with the
  doubling cube on the bar where the cube is in play.  Dark's plays are written in
  dark's own numbering and, in brackets, in light's, the numbers on the board
  (Russian backgammon numbers the points alike for both).  The standard game's table
  has no column of checkers to enter: it would always read 0.

>>> from tutor.backgammon.replays import game_replay
>>> from tutor.backgammon.rules import Rules
>>> replay = game_replay({"record": "6-5: bar/20 bar/19; 2-1: bar/24 bar/23 | 4-4: bar/21(2) 24/20 23/19"},
...                      Rules(variant="acey-deucey"), "en")
>>> [frame.caption for frame in replay.frames][1:]
['Turn 1: light rolls 6-5 and plays bar/20 bar/19.', "Turn 2: dark rolls 2-1 and plays bar/24 bar/23 (in the board's numbers: bar/1 bar/2), then 4-4: bar/21(2) 24/20 23/19 (in the board's numbers: bar/4(2) 1/5 2/6). Dark rolls again."]
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from tutor.backgammon.board import Position
from tutor.backgammon.cube import CENTRE, Cube
from tutor.backgammon.notation import PASS
from tutor.backgammon.play import play_game
from tutor.backgammon.record import PLAYERS, GameRecord, TurnRecord, replay_record
from tutor.backgammon.rules import Rules
from tutor.backgammon.scoring import cube_in_play
from tutor.backgammon.svg import board_svg
from tutor.errors import TutorError
from tutor.figures import Table
from tutor.game import parse_seed
from tutor.i18n import N_, gettext, ngettext
from tutor.makers import Maker
from tutor.puzzles import option
from tutor.replays import Frame, Replay
from tutor.svg import SvgImage

_NAMES = {"light": N_("light"), "dark": N_("dark")}
_NAMES_START = {"light": N_("Light"), "dark": N_("Dark")}
_START = N_("The start of the game. Light rolls first.")
_START_VARIANT = N_("The start of the game: all thirty checkers are off the board, waiting to enter. "
                    "Light rolls first.")
_TURN = N_("Turn {n}: {player} rolls {roll} and plays {play}.")
_TURN_PASS = N_("Turn {n}: {player} rolls {roll} and cannot move.")
_PART = N_(", then {dice}: {play}")
_AGAIN = N_("{player} rolls again.")
_TAKE = N_("Turn {n}: {player} doubles and {other} takes; the cube is now at {value}, owned by {other}.")
_DROP = N_("Turn {n}: {player} doubles and {other} drops.")
_FINISHED = N_("{winner} has borne off the last checker.")
_HEADER = (N_("Side"), N_("To enter"), N_("On the bar"), N_("Borne off"), N_("Pips to go"))
_ON_BOARD = N_("{play} (in the board's numbers: {board})")
_NUMBER = re.compile(r"(?<![(\d])\d+(?![\d)])")


def light_numbers(play: str) -> str:
    """Dark's play in light's numbering, the numbers every frame's board shows (point *p* is light's 25 − *p*).

    >>> light_numbers("bar/20 8/2"), light_numbers("24/18(2) 13/7*(2)"), light_numbers("6/off")
    ('bar/5 17/23', '1/7(2) 12/18*(2)', '19/off')
    """
    return _NUMBER.sub(lambda m: str(25 - int(m.group())), play)


def _name(player: str, language: str, capital: bool = False) -> str:
    return gettext((_NAMES_START if capital else _NAMES)[player], language)


def _table(board: Position, language: str, waiting: bool) -> Table:
    """The sides' counts under a frame; ``waiting``: the variants' column of checkers still to enter."""
    pips = board.pip_counts()
    off = board.borne_off()
    rows = (
        (_name("light", language, True), str(board.mover_waiting), str(board.mover[24]), str(off[0]), str(pips[0])),
        (_name("dark", language, True), str(board.opponent_waiting), str(board.opponent[24]), str(off[1]),
         str(pips[1])),
    )
    keep = [i for i in range(len(_HEADER)) if waiting or i != 1]  # the standard game never has checkers to enter
    return Table(tuple(gettext(_HEADER[i], language) for i in keep), tuple(tuple(row[i] for i in keep) for row in rows))


def describe(turn: TurnRecord, number: int, language: str, board_numbers: bool = False) -> str:
    """One line of the record in words.

    ``board_numbers``: a dark play also in light's numbering, as the replay's boards
    are numbered (not in Russian backgammon, where both sides number the points alike).
    """
    player = _name(turn.player, language)
    if board_numbers and turn.player == "dark":
        def said(play: str) -> str:
            return play if play == PASS else gettext(_ON_BOARD, language).format(play=play, board=light_numbers(play))
    else:
        def said(play: str) -> str:
            return play
    other = _name(PLAYERS[1 - PLAYERS.index(turn.player)], language)
    if not turn.parts:
        if turn.text.endswith("take"):
            return gettext(_TAKE, language).format(n=number, player=player, other=other, value=turn.cube.value)
        return gettext(_DROP, language).format(n=number, player=player, other=other)
    (roll, first), *rest = turn.parts
    text = gettext(_TURN_PASS if first == PASS else _TURN, language).format(n=number, player=player, roll=roll,
                                                                             play=said(first))
    if rest:
        more = "".join(gettext(_PART, language).format(dice=dice, play=said(play)) for dice, play in rest)
        text = text[:-1] + more + text[-1]
    if turn.again:
        text += _gap(language) + gettext(_AGAIN, language).format(player=_name(turn.player, language, True))
    return text


def _gap(language: str) -> str:
    """What goes between two sentences: Chinese writes none after its full stop."""
    return "" if language.startswith("zh") else " "


def _result(result: str, winner: str, points: int, language: str) -> str:
    if result == "single":
        text = ngettext("{winner} wins a single game: {n} point.", "{winner} wins a single game: {n} points.",
                        points, language)
    elif result == "gammon":
        text = ngettext("{winner} wins a gammon: {n} point.", "{winner} wins a gammon: {n} points.", points,
                        language)
    elif result == "backgammon":
        text = ngettext("{winner} wins a backgammon: {n} point.", "{winner} wins a backgammon: {n} points.",
                        points, language)
    elif result == "checkers":
        text = ngettext("{winner} wins {n} point, one for each checker the loser has not borne off.",
                        "{winner} wins {n} points, one for each checker the loser has not borne off.",
                        points, language)
    else:
        text = ngettext("{winner} wins {n} point: the double was dropped.",
                        "{winner} wins {n} points: the double was dropped.", points, language)
    return text.format(winner=winner, n=points)


def _ending(game: GameRecord, language: str) -> str:
    """How the game ended, in words (the last frame's caption ends with it)."""
    winner = _name(game.winner, language, True)
    text = _result(game.result, winner, game.points, language)
    if game.result != "drop":
        text = gettext(_FINISHED, language).format(winner=winner) + _gap(language) + text
    return text


def _game(options: Mapping[str, str], rules: Rules) -> GameRecord:
    """The game a page names: its ``record``, or the ``seed`` the automatic players play it from."""
    seed = options.get("seed", "").strip()
    if seed and options.get("record", "").strip():
        raise TutorError("backgammon.record-or-seed")
    if not seed:
        return replay_record(option(options, "record"), rules)
    return play_game(parse_seed(seed), rules)


def captions(game: GameRecord, language: str, board_numbers: bool = False) -> list[str]:
    """Each turn of ``game`` in words, the last one followed by how the game ended (``board_numbers``: see :func:`describe`)."""
    mirrored = board_numbers and game.rules.variant != "russian"
    lines = [describe(turn, number, language, mirrored) for number, turn in enumerate(game.turns, 1)]
    if lines and game.result:
        lines[-1] += _gap(language) + _ending(game, language)
    return lines


def game_replay(options: Mapping[str, str], rules: Rules, language: str) -> Replay:
    game = _game(options, rules)
    template = _START if rules.variant == "standard" else _START_VARIANT
    start = gettext(template, language)
    cubed = cube_in_play(rules)

    def board(position: Position, cube: Cube) -> SvgImage:
        # every frame is seen from light, so light's cube lies on the mover's side
        drawn = (cube.value, {"": "", "light": "mover", "dark": "opponent"}[cube.owner]) if cubed else None
        return board_svg(position, language=language, size=420, cube=drawn)

    waiting = rules.variant != "standard"
    frames = [Frame(start, board(game.start, CENTRE), _table(game.start, language, waiting))]
    for caption, turn in zip(captions(game, language, board_numbers=True), game.turns, strict=True):
        frames.append(Frame(caption, board(turn.board, turn.cube), _table(turn.board, language, waiting)))
    return Replay("backgammon.game", tuple(frames))


KINDS: dict[str, Maker[Replay]] = {"backgammon.game": Maker(game_replay, ("record", "seed"))}
