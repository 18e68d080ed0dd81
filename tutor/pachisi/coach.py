"""The Pachisi coach: the strong player's move with its reasons, and what another move costs (issue 29).

:func:`advise` weighs the moves of the player to throw as the strong player does
(:func:`~tutor.pachisi.strategy.weigh`) and says why the best one is best, from what it
weighed: a piece eaten and the progress it loses, a piece brought into the yard or home,
the pieces left where another player can eat them and with which throws, the pieces held
behind a barrier.  For another move it says how much worse it is, in squares of
progress by the same measure, and in words (a small slip, a big mistake).

In Figure 2 white diamonds (H8) throw a 2:

>>> from tutor.pachisi.notation import Position
>>> fig2 = Position.parse("A1:A1,A1,H2 A8:A8,H4,B7 H8:H1,H1,G1,G8 H1:E1,C1,C1")
>>> advice = advise_position(fig2, "H8", 2)
>>> advice.decision, advice.verdict
('G8-G7', 'best')
>>> print(advice.reason("en"))
G8-G7 is the best move. The piece goes into the yard, where no piece can be eaten. No piece of white diamonds (H8) is left where another player can eat it with his next throw.
>>> other = advise_position(fig2, "H8", 2, "H1-F1", "ru")
>>> other.verdict, other.cost > 8
('blunder', True)
>>> print(other.reason())
H1-F1 вместо G8-G7 — большая ошибка: по оценке сильного игрока это хуже примерно на 32 поля продвижения. H1-F1: после этого шашку на G8 могут съесть: чёрные ромбы (A8) броском 6. Шашку на F1 могут съесть: белые кружки (A1) броском 3, чёрные ромбы (A8) броском 5. Ход пропускает 2 шашки соперников, которые держал барьер. G8-G7 — лучший ход. Шашка заходит во двор, где шашки не едят. Белые ромбы (H8): ни одна шашка не стоит там, где другой игрок мог бы съесть её следующим броском.

A move that is not legal is refused with the engine's reason:

>>> advise_position(fig2, "H8", 2, "G8-G6")
Traceback (most recent call last):
  ...
tutor.errors.IllegalPlayError: pachisi.illegal-move: G8-G6 is not a legal move for H8 with a 2 (legal moves: G8-G7, G1-E1x, H1-F1)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tutor.catalog import Text
from tutor.coach import VERDICTS, Advice, Scale, say, say_counted, verdict
from tutor.errors import IllegalPlayError
from tutor.i18n import LIST_COMMA, N_, NP_, gettext, normalize_language, reader_language
from tutor.pachisi.explain import move_words
from tutor.pachisi.notation import Position
from tutor.pachisi.rules import Rules
from tutor.pachisi.state import PASS, PachisiState
from tutor.pachisi.strategy import Exposed, Weighed, weigh_position
from tutor.pachisi.words import player_name
from tutor.state import AnyState

#: Pachisi's scale, in squares of progress by the strong player's measure (:func:`~tutor.pachisi.strategy.weigh`)
SCALE: Scale = ((1.0, "fine"), (3.0, "slip"), (8.0, "mistake"))
#: the cost of a move that does not finish when one that does would (the game is won at once)
NOT_FINISHING = 100.0

_BEST = N_("{move} is the best move.")
_ONLY = N_("{move} is the only legal move.")
_LOST = N_("No move is possible with this throw: it is lost.")
_FINISH = N_("It brings the last piece home: {player} finish.")
_EATS = NP_("It eats a piece of {victim} that had come {n} square: the piece goes back off the board.",
            "It eats a piece of {victim} that had come {n} squares: the piece goes back off the board.")
_YARD = N_("The piece goes into the yard, where no piece can be eaten.")
_ENTERS = N_("It enters a new piece.")
_SAFE = N_("No piece of {player} is left where another player can eat it with his next throw.")
_EXPOSED_FIRST = N_("The piece on {square} can be eaten: {threats}.")
_EXPOSED_AFTER = N_("{move}: afterwards the piece on {square} can be eaten: {threats}.")
_THREAT = N_("{player} with a throw of {throws}")
_BLOCKING = NP_("Its barrier now holds back {n} piece of the other players: they can pass it only with a 6.",
                "Its barrier now holds back {n} pieces of the other players: they can pass it only with a 6.")
_BREAKS = NP_("It lets through {n} piece of the other players that a barrier held back.",
              "It lets through {n} pieces of the other players that a barrier held back.")
_COST = NP_("{asked} instead of {best} is {verdict}: by the strong player's measure it is about {n} square of "
            "progress worse.",
            "{asked} instead of {best} is {verdict}: by the strong player's measure it is about {n} squares of "
            "progress worse.")
_FINE = N_("{asked} instead of {best} is practically as good by the strong player's measure.")
_NOT_FINISHING = N_("{asked} instead of {best} is {verdict}: {best} finishes at once.")


def _move(text: str) -> Callable[[str], str]:
    """A move as the reader reads it: the notation, and entering in words (``enter A1`` → ``выставить шашку на A1``)."""
    return lambda language: move_words(text, language)


def _throws(rolls: Sequence[int], language: str) -> str:
    return LIST_COMMA[normalize_language(language)].join(str(r) for r in rolls)


def _threats(exposed: Exposed) -> Text:
    def words(language: str) -> str:
        parts = [gettext(_THREAT, language).format(player=PachisiState.seat_name(corner, language),
                                                   throws=_throws(rolls, language))
                 for corner, rolls in exposed.throws]
        return ", ".join(parts) if normalize_language(language) != "zh_CN" else "；".join(parts)
    return Text(*(words(language) for language in ("en", "ru", "zh_CN")))


def _exposure(weighed: Weighed, player: str, after: str | None = None) -> list[Text]:
    if not weighed.exposed:
        return [say(_SAFE, player=lambda language: PachisiState.seat_name(player, language))]
    found = []
    for number, piece in enumerate(weighed.exposed[:2]):
        message = _EXPOSED_AFTER if after is not None and number == 0 else _EXPOSED_FIRST
        found.append(say(message, move=_move(after or ""), square=piece.square, threats=_threats(piece)))
    return found


def _why(weighed: Weighed, player: str) -> list[Text]:
    """What the strong player weighed in ``weighed``, as sentences."""
    if weighed.finishes:
        return [say(_FINISH, player=lambda language: PachisiState.seat_name(player, language))]
    found: list[Text] = []
    if weighed.eats is not None:
        victim = weighed.eats
        found.append(say_counted(_EATS, weighed.eaten_progress, victim=lambda language: player_name(victim, language)))
    if weighed.into_yard:
        found.append(say(_YARD))
    elif weighed.enters:
        found.append(say(_ENTERS))
    found.extend(_exposure(weighed, player))
    if weighed.blocking > weighed.blocking_before:
        found.append(say_counted(_BLOCKING, weighed.blocking))
    elif weighed.blocking < weighed.blocking_before:
        found.append(say_counted(_BREAKS, weighed.blocking_before - weighed.blocking))
    return found


def advise(state: AnyState, decision: str | None = None, language: str | None = None) -> Advice:
    """The strong player's move for the player to throw in ``state`` and why, in ``language``; with ``decision`` (a
    legal move, in any spelling the state accepts), also what that one costs against the best.  The position and
    the throw are the seat's view.

    A lost throw has one decision, ``-``:

    >>> from tutor.pachisi import start
    >>> advise(start(seed=19, corners=("A1", "H8")).play("enter A1").play("A1-A2")).reason("en")
    'No move is possible with this throw: it is lost.'
    """
    player = state.to_move
    if player is None:
        raise ValueError("the game is over: there is no move to advise")
    asked = state.play(decision).decisions[len(state.decisions)] if decision is not None else None  # the engine's reason if not legal
    view = state.view(player)
    return advise_position(Position.parse(view["position"], state.rules), player, view["roll"], asked, language,
                           state.rules)


def advise_position(position: Position, player: str, roll: int, decision: str | None = None,
                    language: str | None = None, rules: Rules | None = None) -> Advice:
    """:func:`advise` for ``player`` to move in ``position`` with ``roll`` (a move written as :meth:`legal` writes it)."""
    language = reader_language(language)
    ranked = weigh_position(position, player, roll, rules)
    if not ranked:
        if decision not in (None, PASS):
            raise IllegalPlayError("pachisi.illegal-move", move=decision, player=player, roll=roll, legal=PASS)
        return Advice(PASS, PASS, 0.0, "best", (say(_LOST),), language)
    best = ranked[0]
    asked = best
    if decision is not None:
        found = [w for w in ranked if w.move == decision]
        if not found:
            raise IllegalPlayError("pachisi.illegal-move", move=decision, player=player, roll=roll,
                                   legal=", ".join(w.move for w in ranked))
        asked = found[0]
    reasons = [say(_ONLY if len(ranked) == 1 else _BEST, move=_move(best.move)), *_why(best, player)]
    if asked is best:
        return Advice(best.move, best.move, 0.0, "best", tuple(reasons), language)
    if best.finishes and not asked.finishes:
        cost, word = NOT_FINISHING, "blunder"
    else:
        cost = max(0.0, best.value - asked.value)
        word = verdict(cost, SCALE)

    def words(language: str) -> str:
        return gettext(VERDICTS[word], language)

    named = {"asked": _move(asked.move), "best": _move(best.move)}
    if word == "fine":
        head = say(_FINE, **named)
    elif best.finishes:
        head = say(_NOT_FINISHING, verdict=words, **named)
    else:
        head = say_counted(_COST, max(1, round(cost)), verdict=words, **named)
    about = [head, *(_exposure(asked, player, asked.move) if asked.exposed else []),
             *([say_counted(_BREAKS, asked.blocking_before - asked.blocking)]
               if asked.blocking < asked.blocking_before else [])]
    return Advice(best.move, asked.move, cost, word, (*about, *reasons), language)


__all__ = ["SCALE", "advise", "advise_position"]
