"""Backgammon replays (see :mod:`tutor.replays`): a whole game, turn by turn.

- ``backgammon.game`` (option ``record``: a game record, :mod:`tutor.backgammon.record`,
  or ``seed``: the game the automatic players play from that seed, through
  :class:`~tutor.backgammon.state.BackgammonState`; the game is the rule option
  ``variant``): the start, then one frame per line of the record — the roll, the play
  and any further parts, the cube — and the result.  Every frame's board is drawn
  from light's side, with the doubling cube on the bar where the cube is in play.
  Dark's plays are written in dark's own numbering and, in brackets, in light's, the
  numbers on the board (Russian backgammon numbers the points alike for both).  The
  standard game's table has no column of checkers to enter: it would always read 0.

A seed's game is the automatic players' decisions, its record read back one step at a
time; its frames are the states after the decisions that end a line of the record
(before the dice that follow them), captioned by the game's narration
(:mod:`tutor.backgammon.presentation`).  A record written by hand is read through the
state the same way (:func:`~tutor.backgammon.record.replay_record`).

>>> from tutor.backgammon.rules import Rules
>>> replay = game_replay({"record": "6-5: bar/20 bar/19; 2-1: bar/24 bar/23 | 4-4: bar/21(2) 24/20 23/19"},
...                      Rules(variant="acey-deucey"), "en")
>>> [frame.caption for frame in replay.frames][1:]
['Turn 1: light rolls 6-5 and plays bar/20 bar/19.', "Turn 2: dark rolls 2-1 and plays bar/24 bar/23 (in the board's numbers: bar/1 bar/2), then 4-4: bar/21(2) 24/20 23/19 (in the board's numbers: bar/4(2) 1/5 2/6). Dark rolls again."]

The automatic players' game of a seed, as its record and replayed by the record checker:

>>> game = play_game(seed=5)
>>> game.result, game.winner, game.points, len(game.turns)
('gammon', 'light', 4, 44)
>>> [turn.text for turn in game.turns if not turn.parts]
['double, take']
>>> russian = play_game(seed=5, rules=Rules(variant="russian"))
>>> russian.result, russian.winner, russian.turns[-1].board.borne_off()
('single', 'dark', (3, 15))
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterator, Mapping

from tutor.backgammon.board import Position
from tutor.backgammon.captions import START, START_VARIANT, describe, ending, gap, opening_words
from tutor.backgammon.cube import CENTRE, Cube
from tutor.backgammon.notation import format_roll
from tutor.backgammon.players import easy
from tutor.backgammon.presentation import BackgammonPresentation
from tutor.backgammon.record import GameRecord, replay_record
from tutor.backgammon.rules import Rules
from tutor.backgammon.sides import name
from tutor.backgammon.state import BackgammonState
from tutor.backgammon.svg import board_svg
from tutor.errors import TutorError
from tutor.figures import Table
from tutor.game import parse_seed
from tutor.i18n import N_, gettext
from tutor.makers import Maker
from tutor.puzzles import option
from tutor.replays import Frame, Replay
from tutor.state import ALL

_DEFAULT = Rules()
_HEADER = (N_("Side"), N_("To enter"), N_("On the bar"), N_("Borne off"), N_("Pips to go"))
MAX_DECISIONS = 20000  # far more than any game needs; a guard against players that never finish


def played(seed: int, rules: Rules = _DEFAULT) -> Iterator[BackgammonState]:
    """The states of the automatic players' game from ``seed``: the start, then one after each decision."""
    state = BackgammonState.start(rules, seed)
    rng = random.Random(seed)
    yield state
    for _ in range(MAX_DECISIONS):
        if state.finished:
            return
        state = state.play(easy(state, rng))
        yield state
    raise RuntimeError(f"no game of seed {seed} finished within {MAX_DECISIONS} decisions")


def final(seed: int, rules: Rules = _DEFAULT) -> BackgammonState:
    """The automatic players' game from ``seed``, played to its end."""
    return deque(played(seed, rules), maxlen=1)[0]


def play_record(seed: int, rules: Rules = _DEFAULT) -> str:
    """The game record (:mod:`tutor.backgammon.record`) of the automatic players' game from ``seed``.

    >>> play_record(5).split("; ")[:3]
    ['light 5, dark 3', '5-3: 8/3 6/3', '6-3: 24/21 24/18']
    """
    return final(seed, rules).game_record()


def play_game(seed: int, rules: Rules = _DEFAULT) -> GameRecord:
    """The game of :func:`play_record`, replayed and checked to its result by the record checker."""
    return replay_record(play_record(seed, rules), rules)


def _table(board: Position, language: str, waiting: bool) -> Table:
    """The sides' counts under a frame; ``waiting``: the variants' column of checkers still to enter."""
    pips = board.pip_counts()
    off = board.borne_off()
    rows = (
        (name("light", language, True), str(board.mover_waiting), str(board.mover[24]), str(off[0]), str(pips[0])),
        (name("dark", language, True), str(board.opponent_waiting), str(board.opponent[24]), str(off[1]),
         str(pips[1])),
    )
    keep = [i for i in range(len(_HEADER)) if waiting or i != 1]  # the standard game never has checkers to enter
    return Table(tuple(gettext(_HEADER[i], language) for i in keep), tuple(tuple(row[i] for i in keep) for row in rows))


def start_words(game: GameRecord, language: str) -> str:
    """The start of a recorded game in words: the opening throw (when the record gives it) and who plays first."""
    if game.opening is None:
        return gettext(START_VARIANT if game.rules.starts_off_board else START, language)
    first = game.turns[0] if game.turns else None
    roll = first.parts[0][0] if first is not None and first.parts else format_roll(
        (max(game.opening), min(game.opening)))
    how = "plays" if first is None or first.opening else "throws"
    return opening_words((game.opening,), how, roll, language, game.rules.starts_off_board)


def captions(game: GameRecord, language: str, board_numbers: bool = False) -> list[str]:
    """Each turn of ``game`` in words, the last one followed by how the game ended (``board_numbers``: see
    :func:`~tutor.backgammon.captions.describe`)."""
    mirrored = board_numbers and not game.rules.same_direction
    lines = [describe(turn.words(), number, language, mirrored, hits=True) for number, turn in enumerate(game.turns, 1)]
    if lines and game.result:
        lines[-1] += gap(language) + ending(game.result, game.winner, game.points, language)
    return lines


def game_replay(options: Mapping[str, str], rules: Rules, language: str) -> Replay:
    seed = options.get("seed", "").strip()
    if seed and options.get("record", "").strip():
        raise TutorError("backgammon.record-or-seed")
    cubed = rules.cube_in_play
    waiting = rules.starts_off_board

    def frame(caption: str, position: Position, cube: Cube, opening: tuple[int, int] | None = None) -> Frame:
        # every frame is seen from light, so light's cube lies on the mover's side
        drawn = (cube.value, {"": "", "light": "mover", "dark": "opponent"}[cube.owner]) if cubed else None
        board = board_svg(position, language=language, size=420, cube=drawn, opening=opening)
        return Frame(caption, board, _table(position, language, waiting))

    frames: list[Frame] = []
    if seed:
        shown = BackgammonPresentation()
        state = BackgammonState.begin(rules)  # the game's record read one step at a time, the dice apart
        for step in final(parse_seed(seed), rules).decisions:
            decision = not state.is_chance_step(step)
            if decision and not frames:  # the start: the opening throw decides who plays first
                frames.append(frame(shown.narrate(state.view(ALL), language), rules.start, CENTRE, state.opening[-1]))
            state = state.play(step)
            if decision and state.line_ended:
                line = state.lines[-1]
                frames.append(frame(shown.narrate(state.view(ALL), language), line.board, line.cube))
    else:
        game = replay_record(option(options, "record"), rules)
        if game.opening is None:
            frames.append(frame(gettext(START_VARIANT if waiting else START, language), rules.start, CENTRE))
        else:
            frames.append(frame(start_words(game, language), rules.start, CENTRE, game.opening))
        for caption, turn in zip(captions(game, language, board_numbers=True), game.turns, strict=True):
            frames.append(frame(caption, turn.board, turn.cube))
    return Replay("backgammon.game", tuple(frames))


KINDS: dict[str, Maker[Replay]] = {"backgammon.game": Maker(game_replay, ("record", "seed"))}
