"""Pachisi replays (see :mod:`tutor.replays`): a whole game, throw by throw, read from its record through the
game's state (:class:`~tutor.pachisi.state.PachisiState`) and shown by its presentation
(:class:`~tutor.pachisi.presentation.PachisiPresentation`).

The record is the game's own, as the engine writes it (``content/pachisi/notation.md``): the lot
for who throws first (``lot A1``), then each throw of the die (``throw 4``) followed by the
decision of the player who threw: the move, or ``-`` when no move is possible and the throw is
lost; the steps are separated by ``;``.  Who throws each time follows from the rules (turns go
clockwise, again after a 6), so the record names no players; the state checks every move as it
is played, and a step that cannot be played is an error that counts it within the record.

- ``pachisi.game`` (option ``record``; the corners come from the rule option ``corners``): the start
  with the lot, then one frame per throw used, its caption the narration of that move (the throw
  it used is in its words) and its picture the board after it.

>>> from tutor.pachisi.replays import game_replay
>>> from tutor.pachisi.rules import Rules
>>> frames = game_replay({"record": "lot A1; throw 1; enter A1; throw 2; -; throw 4; A1-A5"},
...                      Rules(corners=("A1", "H8")), "en").frames
>>> [frame.caption for frame in frames][:2]
['The start: every piece is off the board. The lot decides who throws first: white circles (A1).', 'Throw 1: white circles (A1) throw a 1 and enter a piece on A1.']
>>> len(frames), frames[-1].caption
(4, 'Throw 3: white circles (A1) throw a 4 and move a piece from A1 to A5.')
>>> game_replay({"record": "lot A1; throw 3; enter A1"}, Rules(corners=("A1", "H8")), "en")
Traceback (most recent call last):
  ...
tutor.errors.IllegalPlayError: tutor.record-step: decision 3 of the record, 'enter A1', cannot be played: A1 threw a 3: enter a piece on A1 is not legal: a piece enters only on a 1 or a 6 (legal moves: -)
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.i18n import sentences
from tutor.makers import Maker
from tutor.pachisi.notation import THROW
from tutor.pachisi.presentation import PachisiPresentation
from tutor.pachisi.rules import Rules
from tutor.pachisi.state import PachisiState
from tutor.puzzles import option
from tutor.replays import Frame, Replay
from tutor.state import ALL, AnyState, parse_record, play_on

SHOWN = PachisiPresentation()


def game_replay(options: Mapping[str, str], rules: Rules, language: str) -> Replay:
    """The frames of a written game: the start, then the board after each throw used (or lost)."""
    state: AnyState = PachisiState.start(rules, None)
    frames: list[Frame] = []
    opening = [SHOWN.narrate(state.view(ALL), language)]
    for step in parse_record(option(options, "record")):
        state = play_on(state, (step,))  # checked, its error counted within the record
        if step.startswith(THROW + " "):  # the die: the next frame's caption tells it with the move
            continue
        view = state.view(ALL)
        caption = SHOWN.narrate(view, language)
        if opening:  # the start and the lot: one frame
            caption, opening = sentences([*opening, caption], language), []
        frames.append(Frame(caption, SHOWN.draw(view, language)))
    if opening:  # a record with no step: the start alone
        frames.append(Frame(opening[0], SHOWN.draw(state.view(ALL), language)))
    return Replay("pachisi.game", tuple(frames))


KINDS: dict[str, Maker[Replay]] = {"pachisi.game": Maker(game_replay, ("record",))}
