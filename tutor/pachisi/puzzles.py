"""Pachisi puzzle kinds (see :mod:`tutor.puzzles`).

- ``pachisi.moves``: options ``position``, ``player`` (a home corner), ``roll`` (1–6) and
  ``choices`` (moves in the notation of spec §5, separated by commas; ``none`` stands for
  "no move is possible"); the learner ticks every legal move, or "none".
- ``pachisi.pushups``: options ``position`` (the position just after the first player finished,
  so without him), ``winner`` (his home corner), ``player`` (the one asked about) and
  ``choices`` (numbers, separated by commas); the learner picks how many push-ups ``player`` does
  (the author's Note 1, spec §4.7).

>>> import json
>>> from tutor.pachisi.notation import Position
>>> from tutor.pachisi.puzzles import board_steps, moves, pushups
>>> from tutor.pachisi.rules import Rules
>>> fig2 = "A1:A1,A1,H2 A8:A8,H4,B7 H8:H1,H1,G1,G8 H1:E1,C1,C1"
>>> p = moves({"position": fig2, "player": "H8", "roll": "5", "choices": "G8-E5, H1-C1, none"}, Rules(), "en")
>>> p.answer, p.figure_label
(('no move is possible',), 'White diamonds (H8) throw a 5')
>>> p.choices[1].explanation
'H1-C1 is not legal: C1 holds a barrier of black circles, and no piece may land on an enemy barrier'

The board lets the learner make a move by picking a piece's square, then where it goes
(``off`` is a piece off the board, to enter).  Each choice carries the key of its move,
and each place the engine's verdict on every step from it, so the page can refuse an
illegal step at once with its reason:

>>> p.choices[1].moves, 'data-place="off"' in p.board
('C1:1,H1:-1|', True)
>>> steps = board_steps(Position.parse(fig2), "H8", 5, Rules(), "en")
>>> json.loads(steps["H1"])["C1"]
[False, 'H1-C1 is not legal: C1 holds a barrier of black circles, and no piece may land on an enemy barrier']
>>> json.loads(steps["H1"])["*"]
[False, 'H1-{to} is not legal: a piece moves exactly as many squares as the die shows, clockwise, so with a 5 the piece on H1 goes to C1']

A move that eats also says where the eaten piece goes, so that the board draws it there: back off
the board, to its owner's place in the strip under the board.

>>> json.loads(board_steps(Position.parse(fig2), "A8", 6, Rules(), "en")["A8"])["G8"]
[True, 'A8-G8x', [], [['G8', 'off-H8']]]

From a home holding a new and an old piece, a move also names the piece it moves, so that the board
moves that one (the old piece goes on into the yard, the new one along the track):

>>> home = json.loads(board_steps(Position.parse("A1:A1,A1*"), "A1", 2, Rules(), "en")["A1"])
>>> home["A3"], home["C3"]
([True, 'A1-A3', [], [], 'new'], [True, 'A1-C3', [], [], 'old'])

The text's own example: black diamonds (A8) have finished, white circles sit on their right with one
piece home.

>>> p = pushups({"position": "A1:H3,B1,B1,C3 H8:G8,G8,G7,F6 H1:E1,F3,E4,H1*", "winner": "A8",
...              "player": "A1", "choices": "15, 30, 45"}, Rules(), "en")
>>> p.answer, p.figure_label
(('45',), 'Black diamonds (A8) have finished first')
>>> print(p.choices[0].explanation)
not 15: 5 × 3 for the pieces not brought home and 10 × 3 for sitting on the winner's right make 45
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace

from tutor.errors import TutorError
from tutor.i18n import N_, gettext
from tutor.makers import Maker
from tutor.notation import read_number
from tutor.pachisi.board import CORNERS, LAST, NEW, OLD, SQUARE_ID, SQUARE_NAMES
from tutor.pachisi.cli import read_roll
from tutor.pachisi.explain import NONE, Judgement, judge, move_words, parse_move
from tutor.pachisi.moves import check_player, legal_moves
from tutor.pachisi.notation import Position, format_position, parse_position
from tutor.pachisi.rules import Rules
from tutor.pachisi.scoring import PER_PIECE, PER_UNIT, brought_home, neighbourhood
from tutor.pachisi.svg import BOARD_SIZE, board_svg, eaten_place, piece_kind
from tutor.pachisi.words import player_name
from tutor.puzzles import Choice, Puzzle, move_key, option

_THROW = N_("{pieces} ({player}) throw a {roll}")
_NONE = N_("no move is possible")
_FINISHED = N_("{pieces} ({player}) have finished first")
_RIGHT = N_("{choice} is right: {reason}")
_WRONG = N_("not {choice}: {reason}")
#: the reckoning, by units of neighbourhood (1 on the winner's left, 2 opposite, 3 on his right)
_RECKONING = {
    1: N_("5 × {missing} for the pieces not brought home and 10 × 1 for sitting on the winner's left "
          "make {count}"),
    2: N_("5 × {missing} for the pieces not brought home and 10 × 2 for sitting opposite the winner "
          "make {count}"),
    3: N_("5 × {missing} for the pieces not brought home and 10 × 3 for sitting on the winner's right "
          "make {count}"),
}


def moves(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    position = parse_position(option(options, "position"), rules)
    player = option(options, "player").upper()
    check_player(position, player)
    roll = read_roll(option(options, "roll"))
    choices = []
    for text in (c.strip() for c in option(options, "choices").split(",")):
        verdict = judge(position, player, roll, text, rules)
        if text.lower() == NONE:
            key = gettext(_NONE, language)
        else:
            key = move_words(text, language)
            # a choice marked as eating (x) that does not eat, or the reverse, would teach the notation wrong
            if verdict.move is not None and parse_move(text)[2] != (verdict.move.eats is not None):
                raise TutorError("tutor.puzzle-ambiguous", kind="pachisi.moves")
        choices.append(Choice(key, verdict.legal, verdict.explain(language)))
    if not any(c.correct for c in choices):
        raise TutorError("tutor.puzzle-ambiguous", kind="pachisi.moves")  # the right answer must be offered
    choices = [replace(c, moves=_key(text)) for c, text in
               zip(choices, (c.strip() for c in option(options, "choices").split(",")), strict=True)]
    label = gettext(_THROW, language).format(pieces=player_name(player, language), player=player, roll=roll)
    board = board_svg(position, language=language, size=BOARD_SIZE, mover=player,
                      steps=board_steps(position, player, roll, rules, language),
                      captures={m.destination for m in legal_moves(position, player, roll, rules) if m.eats})
    return Puzzle("pachisi.moves", "all", tuple(choices), board_svg(position, language=language, size=BOARD_SIZE),
                  format_position(position), label[:1].upper() + label[1:], str(board))


def _key(text: str) -> str:
    """The :func:`~tutor.puzzles.move_key` of a written move (``off`` for a piece entering); none for "none"."""
    if text.lower() == NONE:
        return ""
    source, target, eats = parse_move(text)
    return move_key([(source or "off", target)], [target] if eats else [])


def board_steps(position: Position, player: str, roll: int, rules: Rules, language: str) -> dict[str, str]:
    """For each place holding ``player``'s pieces, the engine's verdict on every step from it, as JSON.

    A place maps each square its pieces reach with ``roll`` to ``[legal, words]`` (the move as
    the reader reads it, or why it is not legal), and ``*`` to the reason any other square is
    wrong, with ``{to}`` standing for the square the learner picked.  ``off`` is the place of
    the pieces off the board.  A legal move that eats adds ``[]`` (no other place captured on
    the way) and the other piece it moves, so that the drawing follows: ``[[square, "off-A8"]]``,
    the eaten piece back off the board, to its owner's place in the strip under the board.  A legal
    move from a home holding a new and an old piece of ``player`` also names the piece it moves
    (``"new"`` or ``"old"``, as the piece's ``data-piece`` says), so that the drawing moves that one.
    """
    seat = CORNERS.index(player)
    steps: dict[str, dict[str, tuple[object, ...]]] = {}
    both = {NEW, OLD} <= set(position.pieces(player))  # his home holds a new and an old piece

    def verdict(text: str) -> tuple[object, ...]:
        j = judge(position, player, roll, text, rules)
        if j.move is None:
            return j.legal, j.explain(language)
        words = move_words(str(j.move), language)
        # the eaten piece goes back off the board, to its owner's place in the strip
        others = [[j.move.destination, eaten_place(j.move.eats)]] if j.legal and j.move.eats else []
        if j.legal and both and j.move.start in (NEW, OLD):
            return j.legal, words, [], others, piece_kind(j.move.start == OLD)
        if others:
            return j.legal, words, [], others
        return j.legal, words

    def other(source: str, written: str) -> tuple[bool, str]:
        j = judge(position, player, roll, written, rules)
        words = Judgement(j.legal, j.reason, {**j.fields, "move": "@"}).explain(language)
        return False, words.replace("@", source + "-{to}" if source != "off" else move_words("enter Z9", language)
                                    .replace("Z9", "{to}"))

    if position.off(player):
        home = player
        steps["off"] = {home: verdict(f"enter {home}"),
                        "*": other("off", f"enter {_elsewhere(home)}") if roll in (1, 6) else
                        other("off", f"enter {home}")}
    for progress in sorted(set(position.pieces(player))):
        source = SQUARE_NAMES[SQUARE_ID[seat][progress]]
        entry = steps.setdefault(source, {})
        if progress + roll <= LAST:
            target = SQUARE_NAMES[SQUARE_ID[seat][progress + roll]]
            entry[target] = verdict(f"{source}-{target}")
        entry.setdefault("*", other(source, f"{source}-{source}"))
    return {place: json.dumps(entry, ensure_ascii=False, separators=(",", ":")) for place, entry in steps.items()}


def _elsewhere(home: str) -> str:
    """A square other than ``home``, to ask the engine why a piece cannot enter there."""
    return "A8" if home == "A1" else "A1"


def pushups(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    position = parse_position(option(options, "position"), rules)
    winner = option(options, "winner").upper()
    if winner not in CORNERS:
        raise TutorError("pachisi.unknown-player", player=winner)
    if winner in position.players:
        raise TutorError("pachisi.winner-still-in", winner=winner)
    player = option(options, "player").upper()
    check_player(position, player)
    missing = 4 - brought_home(position.pieces(player), rules)
    units = neighbourhood(player, winner)
    count = PER_PIECE * missing + PER_UNIT * units
    reason = gettext(_RECKONING[units], language).format(missing=missing, count=count)
    choices = []
    for text in (c.strip() for c in option(options, "choices").split(",")):
        value = read_number(text, 0, 999)
        right = value == count
        choices.append(Choice(str(value), right, gettext(_RIGHT if right else _WRONG, language).format(
            choice=value, reason=reason)))
    if not any(c.correct for c in choices):
        raise TutorError("tutor.puzzle-ambiguous", kind="pachisi.pushups")  # the right answer must be offered
    label = gettext(_FINISHED, language).format(pieces=player_name(winner, language), player=winner)
    return Puzzle("pachisi.pushups", "one", tuple(choices), board_svg(position, language=language, size=BOARD_SIZE),
                  format_position(position), label[:1].upper() + label[1:])


KINDS: dict[str, Maker[Puzzle]] = {
    "pachisi.moves": Maker(moves, ("position", "player", "roll", "choices")),
    "pachisi.pushups": Maker(pushups, ("position", "winner", "player", "choices")),
}
