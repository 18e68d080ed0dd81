"""Backgammon, Acey-Deucey and Russian backgammon — engine.

Positions are values seen from the side on roll, written as gnubg Position IDs;
a roll gives the legal plays, each one distinct by the position it leaves:

>>> from tutor import backgammon as bg
>>> [str(p) for p in bg.legal_plays(bg.START, "6-5")][:3]
['13/2', '13/7 8/3', '13/8 13/7']
>>> after = bg.play(bg.START, "6-5", "24/13")
>>> after, bg.outcome(after)
(Position.parse('4HPwAyDgc/ABMA'), None)

The variants are the rule option ``variant``; their turns may go on after the roll
(:mod:`tutor.backgammon.turns`):

>>> [str(p) for p in bg.turn_plays(bg.VARIANT_START, "6-5", bg.Rules(variant="acey-deucey"))]
['bar/14', 'bar/20 bar/19']

A whole game is played one decision at a time (:mod:`tutor.backgammon.state`):

>>> game = bg.start(seed=7)
>>> game.to_move, game.legal()[:2], bg.suggest(game)
('light', ('13/10 6/4', '13/10 8/6'), '13/8')
"""

from tutor.backgammon import errors  # noqa: F401  (first: defines the codes the modules below raise)
from tutor.backgammon.board import START, VARIANT_START, Position
from tutor.backgammon.cube import CENTRE, Cube, can_double, drop, settle, take
from tutor.backgammon.game import GAME
from tutor.backgammon.moves import Play, legal_plays, play
from tutor.backgammon.notation import (
    Chain,
    decode_position_id,
    encode_position_id,
    format_play,
    parse_play,
    parse_roll,
)
from tutor.backgammon.replays import play_game, play_record
from tutor.backgammon.rules import Rules
from tutor.backgammon.scoring import Outcome, outcome
from tutor.backgammon.state import BackgammonState
from tutor.backgammon.svg import board_svg
from tutor.backgammon.turns import Turn, parts, turn_plays
from tutor.game import verbs

#: ``start(seed=0, **options)``, ``replay(record, seed=None, **options)``, ``suggest(state, seed=0)``
start, replay, suggest = verbs(GAME)  # the same verbs as every game's (tutor.game.verbs)

# notebooks show a position as its board (set here: board.py must not import the drawing code)
Position._repr_svg_ = lambda self: str(board_svg(self))  # type: ignore[attr-defined]

State = BackgammonState

__all__ = [
    "CENTRE", "GAME", "START", "BackgammonState", "Chain", "Cube", "Outcome", "Play", "Position", "Rules", "State",
    "board_svg", "can_double", "decode_position_id", "drop", "encode_position_id", "format_play", "legal_plays",
    "outcome", "parse_play", "parse_roll", "play", "play_game", "play_record", "replay", "settle", "start", "suggest",
    "take", "VARIANT_START", "Turn", "parts", "turn_plays",
]
