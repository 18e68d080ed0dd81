"""Pachisi replays (see :mod:`tutor.replays`): a whole game, throw by throw.

A game *record* lists the throws in order, each as the number thrown and the move
made, in the move notation of spec §5 (``-`` when the throw is lost), separated by
``;``.  Who throws each time follows from the rules (turns go clockwise, again after
a 6), so the record names no players; the engine checks every move as it replays.

- ``pachisi.game`` (options ``first``, the player who throws first, and ``record``; the
  corners come from the rule option ``corners``): the start, then one frame per throw.

>>> from tutor.pachisi.replays import replay_record
>>> from tutor.pachisi.moves import start
>>> from tutor.pachisi.rules import Rules
>>> rules = Rules(corners=("A1", "H8"))
>>> steps = replay_record(start(rules), "A1", "1 enter A1; 2 -; 4 A1-A5", rules)
>>> [(s.player, s.roll, str(s.move) if s.move else None, str(s.position)) for s in steps]
[('A1', 1, 'enter A1', 'A1:A1 H8:'), ('H8', 2, None, 'A1:A1 H8:'), ('A1', 4, 'A1-A5', 'A1:A5 H8:')]
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from tutor.catalog import Text
from tutor.errors import IllegalPlayError
from tutor.i18n import N_, gettext
from tutor.makers import Maker
from tutor.notation import Scanner
from tutor.pachisi.board import OLD
from tutor.pachisi.explain import judge
from tutor.pachisi.moves import Move, check_player, legal_moves, next_player, play, start, throws_again
from tutor.pachisi.notation import Position
from tutor.pachisi.rules import Rules
from tutor.pachisi.svg import BOARD_SIZE, board_svg, player_name
from tutor.puzzles import option
from tutor.replays import Frame, Replay

NO_MOVE = "-"

_START = N_("The start: every piece is off the board, and {pieces} ({player}) throw first.")
_ENTER = N_("Throw {n}: {pieces} ({player}) throw a {roll} and enter a piece on {target}.")
_MOVE = N_("Throw {n}: {pieces} ({player}) throw a {roll} and move a piece from {source} to {target}.")
_EATS = N_("It eats a piece of {victim}, which goes off the board.")
_OLD = N_("The piece has gone round the board and stops on its home: it is now old.")
_YARD = N_("The piece goes into the yard.")
_LOST = N_("Throw {n}: {pieces} ({player}) throw a {roll}; no move is possible, and the throw is lost.")
_AGAIN = N_("They throw again.")
_FINISHED = N_("{pieces} have brought all their pieces home and leave the game.")
_LOSER = N_("Only {pieces} ({player}) are left: they lose.")


@dataclass(frozen=True)
class Step:
    """One throw of a game: who threw what, the move made (``None``: the throw was lost), the position
    after it, and who throws next (``None`` once the game is over)."""

    player: str
    roll: int
    move: Move | None
    position: Position
    next: str | None


def parse_record(text: str) -> tuple[tuple[int, str], ...]:
    """The throws of a record: ``(roll, written move)`` pairs; ``-`` is a lost throw.

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


def replay_record(position: Position, first: str, record: str, rules: Rules) -> tuple[Step, ...]:
    """Play ``record`` from ``position``, ``first`` to throw; every move must be legal, and a throw may
    be lost (``-``) only when no move is possible."""
    check_player(position, first)
    mover: str | None = first
    steps = []
    for n, (roll, written) in enumerate(parse_record(record), 1):
        if mover is None:
            raise IllegalPlayError("pachisi.record-after-end", n=n)
        legal = legal_moves(position, mover, roll, rules)
        found = [m for m in legal if str(m) == written]
        if not found and not (written == NO_MOVE and not legal):
            # the engine's reason, naming the rule, in the reader's language
            verdict = judge(position, mover, roll, "none" if written == NO_MOVE else written, rules)
            raise IllegalPlayError("pachisi.illegal-record-move", n=n, legal=", ".join(map(str, legal)) or NO_MOVE,
                                   why=Text(*(verdict.explain(lang) for lang in ("en", "ru", "zh_CN"))))
        move = found[0] if found else None
        if move is not None:
            position = play(position, move, rules)
        player = mover
        mover = next_player(position, mover, throws_again(move, roll, rules))
        steps.append(Step(player, roll, move, position, mover))
    return tuple(steps)


def _caption(n: int, step: Step, before: Position, language: str) -> str:
    fields = {"n": n, "pieces": player_name(step.player, language), "player": step.player, "roll": step.roll}
    if step.move is None:
        words = [gettext(_LOST, language).format(**fields)]
    else:
        move = step.move
        template = _ENTER if move.source is None else _MOVE
        words = [gettext(template, language).format(source=move.source, target=move.destination, **fields)]
        if move.eats:
            words.append(gettext(_EATS, language).format(victim=player_name(move.eats, language)))
        if move.target == OLD:
            words.append(gettext(_OLD, language))
        elif move.target > OLD and (move.start or 0) <= OLD:
            words.append(gettext(_YARD, language))
    if step.player not in step.position.players and step.player in before.players:
        words.append(gettext(_FINISHED, language).format(pieces=_capital(player_name(step.player, language))))
    elif step.next == step.player:
        words.append(gettext(_AGAIN, language))
    if step.next is None:
        last = step.position.players[0]
        words.append(gettext(_LOSER, language).format(pieces=player_name(last, language), player=last))
    return " ".join(words)


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def game_replay(options: Mapping[str, str], rules: Rules, language: str) -> Replay:
    first = option(options, "first").upper()
    position = start(rules)
    steps = replay_record(position, first, option(options, "record"), rules)
    frames = [Frame(gettext(_START, language).format(pieces=player_name(first, language), player=first),
                    board_svg(position, language=language, size=BOARD_SIZE))]
    before = position
    for n, step in enumerate(steps, 1):
        frames.append(Frame(_caption(n, step, before, language), board_svg(step.position, language=language,
                                                                            size=BOARD_SIZE)))
        before = step.position
    return Replay("pachisi.game", tuple(frames))


KINDS: dict[str, Maker[Replay]] = {"pachisi.game": Maker(game_replay, ("first", "record"))}
