"""Pachisi replays (see :mod:`tutor.replays`): a whole game, throw by throw, read through the game's
state (:class:`~tutor.pachisi.state.PachisiState`).

A written game *record* lists the throws in order, each as the number thrown and the
decision made: the move in the move notation of spec §5, or ``-`` when the throw is
lost; they are separated by ``;``.  Who throws each time follows from the rules (turns
go clockwise, again after a 6), so the record names no players; the state checks every
move as it is played.  The throws are written in the record, so the game is the
state started with them (:meth:`PachisiState.with_throws
<tutor.pachisi.state.PachisiState.with_throws>`); the decisions are the state's record.

- ``pachisi.game`` (options ``first``, the player who throws first, and ``record``; the
  corners come from the rule option ``corners``): the start, then one frame per throw,
  its caption :meth:`~tutor.pachisi.state.PachisiState.caption` (the narration without the throw
  to come, which the next frame tells) and its picture
  :meth:`~tutor.pachisi.state.PachisiState.draw`.

>>> from tutor.pachisi.replays import replay_record
>>> from tutor.pachisi.rules import Rules
>>> states = replay_record(Rules(corners=("A1", "H8")), "A1", "1 enter A1; 2 -; 4 A1-A5")
>>> [(s.last.player, s.last.roll, s.decisions[-1], str(s.position)) for s in states[1:]]
[('A1', 1, 'enter A1', 'A1:A1 H8:'), ('H8', 2, '-', 'A1:A1 H8:'), ('A1', 4, 'A1-A5', 'A1:A5 H8:')]
>>> states[-1].record()
'enter A1; -; A1-A5'
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.errors import IllegalPlayError
from tutor.makers import Maker
from tutor.notation import Scanner
from tutor.pachisi.rules import Rules
from tutor.pachisi.state import REFUSALS, PachisiState
from tutor.puzzles import option
from tutor.replays import Frame, Replay

NO_MOVE = "-"


def parse_record(text: str) -> tuple[tuple[int, str], ...]:
    """The throws of a written record: ``(roll, written decision)`` pairs; ``-`` is a lost throw.

    >>> parse_record("6 enter A1; 6 A1-A7;2 -")
    ((6, 'enter A1'), (6, 'A1-A7'), (2, '-'))
    """
    entries = []
    for part in text.split(";"):
        scan = Scanner(part.strip(), "pachisi.record")
        roll = scan.digit(1, 6)
        scan.expect(" ")
        entries.append((roll, scan.text[scan.index:].strip()))
    return tuple(entries)


def replay_record(rules: Rules, first: str, record: str, seed: int = 0) -> tuple[PachisiState, ...]:
    """The states along a written record, ``first`` to throw: the start, then one after each throw.
    Every move must be legal, and a throw may be lost (``-``) only when no move is possible."""
    entries = parse_record(record)
    state = PachisiState.with_throws(rules, seed, tuple(roll for roll, _ in entries), first)
    states = [state]
    for n, (_, written) in enumerate(entries, 1):
        if state.finished:
            raise IllegalPlayError("pachisi.record-after-end", n=n)
        try:
            state = state.play(written)
        except IllegalPlayError as error:
            if error.code not in REFUSALS.values():  # a move the rules refuse (not a wrong eat mark)
                raise
            # the engine's reason, naming the rule, in the reader's language
            raise IllegalPlayError("pachisi.illegal-record-move", n=n, legal=error.params["legal"],
                                   why=error.params["why"]) from error
        states.append(state)
    return tuple(states)


def game_replay(options: Mapping[str, str], rules: Rules, language: str) -> Replay:
    states = replay_record(rules, option(options, "first").upper(), option(options, "record"))
    return Replay("pachisi.game", tuple(Frame(s.caption(language), s.draw(None, language)) for s in states))


KINDS: dict[str, Maker[Replay]] = {"pachisi.game": Maker(game_replay, ("first", "record"))}
