"""Backgammon puzzle kinds (see :mod:`tutor.puzzles`).  Every answer comes from the engine.

- ``backgammon.plays``: options ``position`` (a Position ID), ``dice`` (a roll) and
  ``choices`` (plays in notation, separated by ``;``; ``pass`` means that nothing can
  be played); the learner ticks every choice that is a legal play, in the list or by
  moving checkers on the board.  Each wrong choice is explained by the rule it breaks.

No puzzle shows its Position ID to the learner: it means nothing before the
notation page, and the board's ``<desc>`` keeps it for those who want it.
- ``backgammon.count``: options ``position``, ``dice`` and ``choices`` (numbers); the
  learner picks how many different legal plays the roll has.
- ``backgammon.turn``: options ``position`` and ``dice``, most useful with the
  variants' ``:rules:``; the learner picks what follows the roll once it is played in
  full: the dice pass, the same side rolls again, or it names a double first.
- ``backgammon.result``: option ``position`` (a finished game); the learner picks a
  single game, a gammon or a backgammon.
- ``backgammon.stake``: options ``position`` (a finished game), ``cube`` (the value of
  the doubling cube) and ``choices`` (numbers); the learner picks the points the loser pays.

>>> from tutor.backgammon.puzzles import plays, result
>>> from tutor.backgammon.rules import Rules
>>> p = plays({"position": "AADAAIAAAAAAAA", "dice": "6-5", "choices": "13/7; 13/8; 13/2"}, Rules(), "en")
>>> p.answer, p.figure_label
(('13/7',), 'Light to play 6-5')
>>> p.choices[1].explanation
'13/8 plays the smaller number of 6-5, but the larger one can be played'
>>> t = turn({"position": "AAAAAAAAAAAAAA:15:15", "dice": "2-1"}, Rules(variant="acey-deucey"), "en")
>>> [c.key for c in t.choices if c.correct], t.choices[0].explanation
(['the player names a double, plays it, then rolls again'], 'here 2-1 gives a 2 and a 1: after a 1-2 the player names any double, plays it, then rolls again')
>>> r = result({"position": "AAAAwP98AAAAAA"}, Rules(), "en")
>>> r.answer, r.choices[1].explanation
(('gammon',), "a gammon: the loser has borne off no checker, and none of his checkers is on the bar or in the winner's home board")
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from tutor.backgammon.board import Position
from tutor.backgammon.cube import Cube, settle
from tutor.backgammon.explain import bear_off_reason, legal_reason, pass_reason, stop_reason
from tutor.backgammon.moves import legal_plays, play
from tutor.backgammon.notation import PASS, format_roll, parse_play, parse_roll
from tutor.backgammon.rules import Rules
from tutor.backgammon.scoring import RESULT_NAMES, explain, outcome
from tutor.backgammon.steps import steps_json
from tutor.backgammon.svg import board_svg
from tutor.backgammon.turns import TURN_RULES, parts
from tutor.errors import IllegalPlayError, TutorError
from tutor.i18n import N_, gettext, ngettext
from tutor.makers import Maker
from tutor.puzzles import Choice, Puzzle, move_key, option

_NOT_LEGAL = N_("{play} is not a legal play of {roll} here")
#: the reason :func:`verdict` gives a wrong play when it can name no rule that the play breaks
NOT_LEGAL = _NOT_LEGAL
_PASS = N_("no checker can move with {roll}, so light passes")
_NO_PASS = N_("light may pass only when no play of {roll} is possible, and here some play is")
_TO_PLAY = N_("Light to play {roll}")
_FINISHED = N_("The game is over")
_STAKE = N_("{why}; {points} × the cube's {cube} = {total}")
_NOT_STAKE = N_("not {choice}: {why}")
_SIZE = 420
_THEN = {
    "": N_("the dice pass to the other side"),
    "roll": N_("the same side rolls again"),
    "double": N_("the player names a double, plays it, then rolls again"),
}
_TURN = N_("here {roll} gives {parts}: {rule}")
_PARTS = N_("{first}, then {second}")
_TWO_NUMBERS = N_("a {high} and a {low}")


def _position(options: Mapping[str, str], rules: Rules) -> Position:
    return Position.parse(option(options, "position"), same_direction=rules.same_direction)


def _board(position: Position, language: str, dice: tuple[int, int] | None = None) -> str:
    return str(board_svg(position, dice=dice, language=language, size=_SIZE))


def _choices(options: Mapping[str, str]) -> list[str]:
    return [part.strip() for part in option(options, "choices").split(";")]


def _numbers(options: Mapping[str, str]) -> list[int]:
    texts = _choices(options)
    if not all(text.isdigit() for text in texts):
        raise TutorError("tutor.bad-option", option="choices", value="; ".join(texts), choices="whole numbers")
    return [int(text) for text in texts]


def plays(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    return plays_of(_position(options, rules), parse_roll(option(options, "dice")), _choices(options), rules,
                    language)


def plays_of(position: Position, dice: tuple[int, int], texts: Sequence[str], rules: Rules, language: str,
             known: Mapping[str, tuple[bool, str]] | None = None) -> Puzzle:
    """The ``backgammon.plays`` puzzle on the plays ``texts``, for a maker that has the position already
    (a practice theme; ``known``: the :func:`verdict` on some of them, in ``language``, if it has them too).
    """
    roll = format_roll(dice)
    known = known or {}
    choices = [Choice(text, *(known.get(text) or verdict(position, dice, text, rules, language))) for text in texts]
    if not any(c.correct for c in choices):
        raise TutorError("tutor.puzzle-ambiguous", kind="backgammon.plays")
    choices = [replace(c, moves=_moves(c.key)) for c in choices]
    board = str(board_svg(position, dice=dice, language=language, size=_SIZE, places=True,
                          steps=steps_json(position, dice, rules, language)))
    return Puzzle("backgammon.plays", "all", tuple(choices), _board(position, language, dice),
                  "", gettext(_TO_PLAY, language).format(roll=roll), board)


def verdict(position: Position, dice: tuple[int, int], text: str, rules: Rules, language: str) -> tuple[bool, str]:
    """Whether ``text`` is a legal play of ``dice`` here, and why, in ``language`` (the rule a wrong one breaks).

    >>> from tutor.backgammon.board import START
    >>> verdict(START, (6, 5), "13/8 13/8", Rules(), "en")
    (False, '13/8 13/8 is not a legal play of 6-5 here')
    """
    roll = format_roll(dice)
    try:
        play(position, dice, text, rules)
    except IllegalPlayError as error:
        if text == PASS:
            return False, gettext(_NO_PASS, language).format(roll=roll)
        if error.code == "backgammon.illegal-play":
            # the generic message lists every legal play: it would give the answer away
            return False, (bear_off_reason(position, dice, text, language, rules)
                           or stop_reason(position, dice, text, language, rules)
                           or gettext(_NOT_LEGAL, language).format(play=text, roll=roll))
        return False, error.message(language)
    if text == PASS:
        return True, pass_reason(position, dice, language, rules) or gettext(_PASS, language).format(roll=roll)
    return True, legal_reason(position, dice, text, language, rules)


def _moves(text: str) -> str:
    """The :func:`~tutor.puzzles.move_key` of a play in notation (a pass moves nothing, so it has none).

    >>> _moves("13/7*/5 6/5") == _moves("6/5 13/7*/5")
    True
    >>> _moves("bar/20*(2)")
    '20:2,bar:-2|20'
    """
    if text == PASS:
        return ""
    steps, captured = [], []
    for chain in parse_play(text):
        steps += [(_PLACES[chain.start], _PLACES[chain.end])] * chain.count
        captured += [str(p) for p in chain.hits] + ([str(chain.end)] if chain.hits_end else [])
    return move_key(steps, captured)


_PLACES = ("off", *(str(p) for p in range(1, 25)), "bar")


def count(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    position = _position(options, rules)
    dice = parse_roll(option(options, "dice"))
    roll = format_roll(dice)
    found = [p.notation for p in legal_plays(position, dice, rules)]
    choices = []
    for number in _numbers(options):
        if number == len(found):
            choices.append(Choice(str(number), True, ngettext(
                "{roll} has {count} different play here: {plays}",
                "{roll} has {count} different plays here: {plays}", number, language).format(
                    roll=roll, count=number, plays=", ".join(found))))
        else:
            choices.append(Choice(str(number), False, ngettext(
                "not {choice}: {roll} has {count} different play here: {plays}",
                "not {choice}: {roll} has {count} different plays here: {plays}", len(found), language).format(
                    choice=number, roll=roll, count=len(found), plays=", ".join(found))))
    if sum(c.correct for c in choices) != 1:
        raise TutorError("tutor.puzzle-ambiguous", kind="backgammon.count")
    return Puzzle("backgammon.count", "one", tuple(choices), _board(position, language, dice),
                  "", gettext(_TO_PLAY, language).format(roll=roll))


def _part_words(values: tuple[int, ...], language: str) -> str:
    if len(set(values)) == 1:
        return ngettext("{count} move of {number}", "{count} moves of {number}", len(values), language).format(
            count=len(values), number=values[0])
    return gettext(_TWO_NUMBERS, language).format(high=max(values), low=min(values))


def turn(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    position = _position(options, rules)
    dice = parse_roll(option(options, "dice"))
    roll = format_roll(dice)
    shape = parts(position, dice, rules)
    words = [_part_words(values, language) for values in shape.parts]
    described = words[0] if len(words) == 1 else gettext(_PARTS, language).format(first=words[0], second=words[1])
    why = gettext(_TURN, language).format(roll=roll, parts=described, rule=gettext(TURN_RULES[shape.rule], language))
    choices = tuple(Choice(gettext(name, language), then == shape.then, why) for then, name in _THEN.items())
    return Puzzle("backgammon.turn", "one", choices, _board(position, language, dice), "",
                  gettext(_TO_PLAY, language).format(roll=roll))


def _finished(options: Mapping[str, str], rules: Rules) -> Position:
    position = _position(options, rules)
    if outcome(position, rules) is None:
        raise TutorError("backgammon.not-finished")
    return position


def result(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    position = _finished(options, rules)
    found = outcome(position, rules)
    assert found is not None
    why = explain(position, rules, language)
    choices = tuple(Choice(gettext(name, language), key == found.result, why) for key, name in RESULT_NAMES.items())
    return Puzzle("backgammon.result", "one", choices, _board(position, language), "",
                  gettext(_FINISHED, language))


def stake(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    position = _finished(options, rules)
    found = outcome(position, rules)
    assert found is not None
    cube = Cube(int(option(options, "cube")) if option(options, "cube").isdigit() else 0)
    if cube.value < 1 or cube.value & (cube.value - 1):
        raise TutorError("tutor.bad-option", option="cube", value=option(options, "cube"),
                         choices="1, 2, 4, 8, …")
    total = settle(found, cube, "mover", "opponent").amount
    why = gettext(_STAKE, language).format(why=explain(position, rules, language), points=found.points,
                                           cube=cube.value, total=total)
    choices = tuple(Choice(str(n), n == total, why if n == total else
                           gettext(_NOT_STAKE, language).format(choice=n, why=why))
                    for n in _numbers(options))
    if sum(c.correct for c in choices) != 1:
        raise TutorError("tutor.puzzle-ambiguous", kind="backgammon.stake")
    return Puzzle("backgammon.stake", "one", choices, _board(position, language), "",
                  gettext(_FINISHED, language))


KINDS: dict[str, Maker[Puzzle]] = {
    "backgammon.plays": Maker(plays, ("position", "dice", "choices")),
    "backgammon.count": Maker(count, ("position", "dice", "choices")),
    "backgammon.turn": Maker(turn, ("position", "dice")),
    "backgammon.result": Maker(result, ("position",)),
    "backgammon.stake": Maker(stake, ("position", "cube", "choices")),
}
