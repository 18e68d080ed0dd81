"""Pachisi shown: the drawings, the narration, the reading of clicks and the decisions in words, each made from
what a seat sees (:meth:`PachisiState.view <tutor.pachisi.state.PachisiState.view>`), never from a state
(:mod:`tutor.presentation`).  Pachisi hides nothing from any seat but the throws to come, which are not in
the view until the die shows them.

>>> import tutor
>>> from tutor.state import ALL
>>> shown = PachisiPresentation()
>>> state = tutor.start("pachisi", seed=19, corners=("A1", "H8"))  # lot A1; throw 6
>>> shown.narrate(state.view(ALL), "en")
'Next throw: white circles (A1) throw a 6.'
>>> after = tutor.replay("pachisi", "lot A1; throw 6; enter A1", corners=("A1", "H8"))
>>> print(shown.narrate(after.view("H8"), "zh"))
第 1 掷：白圆（A1）掷出 6，在 A1 出子。同一方再掷一次。
>>> [shown.describe(state.view("A1"), decision, "ru") for decision in state.legal()]
['Выставить шашку на A1']
"""

from __future__ import annotations

from typing import Any

from tutor.i18n import N_, capital, gettext, sentences
from tutor.pachisi.board import LAST, path
from tutor.pachisi.explain import parse_move
from tutor.pachisi.notation import LOT, PASS, THROW, Position, parse_chance, parse_position
from tutor.pachisi.rules import Rules
from tutor.pachisi.svg import BOARD_SIZE, board_svg
from tutor.pachisi.words import player_name, pushups_words, standing
from tutor.presentation import Presentation, View
from tutor.state import CHANCE
from tutor.svg import SvgImage

#: the place of the pieces off the board, on the play page's board (:meth:`PachisiPresentation.board`)
OFF = "off"
_PARTNERS = Rules(variant="partners")

# What each step did (:meth:`PachisiPresentation.narrate`): the start, the lot, a throw of the die, a move.
_BEGIN = N_("The start: every piece is off the board.")
_LOT = N_("The lot decides who throws first: {pieces} ({player}).")
_NEXT = N_("Next throw: {pieces} ({player}) throw a {roll}.")
_ENTER = N_("Throw {n}: {pieces} ({player}) throw a {roll} and enter a piece on {target}.")
_MOVE = N_("Throw {n}: {pieces} ({player}) throw a {roll} and move a piece from {source} to {target}.")
_EATS = N_("It eats a piece of {victim}, which goes off the board.")
_OLD = N_("The piece has gone round the board and stops on its home: it is now old.")
_YARD = N_("The piece goes into the yard.")
_LOST = N_("Throw {n}: {pieces} ({player}) throw a {roll}; no move is possible, and the throw is lost.")
_AGAIN = N_("They throw again.")
_FINISHED = N_("{pieces} have brought all their pieces home and leave the game.")
_PAIR_WINS = N_("With their partners, {pieces} ({player}), they win the game.")

# The decisions in words (:meth:`PachisiPresentation.describe`): what a button says, the notation beside it.
_SAY_ENTER = N_("Enter a piece on {square}")
_SAY_ENTER_EATS = N_("Enter a piece on {square} and eat the piece of {victim} there")
_SAY_MOVE = N_("Move the piece on {source} to {target}")
_SAY_MOVE_EATS = N_("Move the piece on {source} to {target} and eat the piece of {victim} there")
_SAY_PASS = N_("No move is possible: the throw is lost")
_SAY_LOT = N_("The lot falls to {pieces} ({player}): they throw first")
_SAY_THROW = N_("The die shows {roll}")


def position_of(view: View) -> Position:
    """The position of a view, read back from its notation."""
    return parse_position(view["position"], _PARTNERS if view["variant"] == "partners" else None)


class PachisiPresentation(Presentation):
    """Pachisi's drawings, words and clicks, from a view."""

    game = "pachisi"

    def draw(self, view: View, language: str = "en") -> SvgImage:
        """The board and its pieces (the same for every seat: nothing is hidden)."""
        return board_svg(position_of(view), language=language, size=BOARD_SIZE)

    def board(self, view: View, language: str = "en") -> SvgImage:
        """The board with a place (``data-place``, ``data-name``) for every square on the mover's path
        and one for his pieces off the board (``off``), when the view's seat is to move.

        >>> import tutor
        >>> state = tutor.start("pachisi", seed=19, corners=("A1", "H8")).play("enter A1")
        >>> shown = PachisiPresentation()
        >>> board = shown.board(state.view("A1"), "ru")
        >>> board.count('class="tutor-place"'), 'data-name="поле A2"' in board, 'data-place="off"' in board
        (32, True, True)
        >>> shown.board(state.view("H8")) == shown.draw(state.view("H8"))
        True
        """
        seat = view["seat"]
        if seat is None or seat != view["to_move"]:
            return self.draw(view, language)
        captures = {parse_move(d)[1] for d in view["legal"] if d != PASS and d.endswith("x")}
        return board_svg(position_of(view), language=language, size=BOARD_SIZE, mover=seat, names=True,
                         captures=captures)

    def narrate(self, view: View, language: str = "en") -> str:
        """What the last step did, as the replays' frames and the play page's log say it: the lot, the number
        the die shows, or the throw used (or lost) with what followed from it.

        >>> import tutor
        >>> from tutor.state import ALL
        >>> state = tutor.replay("pachisi", "lot A1; throw 6; enter A1; throw 1", corners=("A1", "H8"))
        >>> shown = PachisiPresentation()
        >>> print(shown.narrate(state.view(ALL), "ru"))
        Следующий бросок: белые кружки (A1) — выпало 1.
        >>> print(shown.narrate(tutor.replay("pachisi", "lot H8", corners=("A1", "H8")).view(None), "en"))
        The lot decides who throws first: white diamonds (H8).
        """
        last = view["last"]
        if last is None:
            return gettext(_BEGIN, language)
        if last["step"] == LOT:
            return gettext(_LOT, language).format(pieces=player_name(last["player"], language), player=last["player"])
        if last["step"] == THROW:
            return gettext(_NEXT, language).format(pieces=player_name(last["player"], language),
                                                   player=last["player"], roll=last["roll"])
        player = last["player"]
        fields = {"n": last["n"], "pieces": player_name(player, language), "player": player, "roll": last["roll"]}
        if last["to"] is None:
            words = [gettext(_LOST, language).format(**fields)]
        else:
            template = _ENTER if last["from"] is None else _MOVE
            words = [gettext(template, language).format(source=last["from"], target=last["to"], **fields)]
            if last["eats"]:
                words.append(gettext(_EATS, language).format(victim=player_name(last["eats"], language)))
            if last["old"]:
                words.append(gettext(_OLD, language))
            elif last["yard"]:
                words.append(gettext(_YARD, language))
        if last["finished"]:
            words.append(gettext(_FINISHED, language).format(pieces=capital(player_name(player, language))))
        elif last["again"]:
            words.append(gettext(_AGAIN, language))
        words.extend(self._result(view, last, language))
        return sentences(words, language)

    @staticmethod
    def _result(view: View, last: dict[str, Any], language: str) -> list[str]:
        """What a move that finished brought: the push-ups, or the end of the game."""
        variant = view["variant"]
        if variant == "pushups" and last["finished"] and len(view["order"]) == 1:
            return [pushups_words(view["pushups"], view["finished"], language)]
        if not view["finished"]:
            return []
        if variant == "partners":
            seats = view["seats"]
            partner = seats[(seats.index(last["player"]) + 2) % 4]
            return [gettext(_PAIR_WINS, language).format(pieces=player_name(partner, language), player=partner)]
        return standing(view["order"], language)

    # --- playing by clicking the board ----------------------------------------------------------

    def click_paths(self, view: View) -> dict[str, tuple[tuple[str, ...], ...]]:
        """Each legal move with its one path of two clicks: the square of the piece (``off`` for one to enter),
        then the square it goes to.  A lost throw (``-``) is chosen from the list.

        >>> import tutor
        >>> state = tutor.start("pachisi", seed=19, corners=("A1", "H8")).play("enter A1")
        >>> PachisiPresentation().click_paths(state.view("A1"))
        {'A1-A2': (('A1', 'A2'),), 'enter A1': (('off', 'A1'),)}
        """
        paths: dict[str, tuple[tuple[str, ...], ...]] = {}
        for decision in view["legal"]:
            if decision != PASS:
                source, target, _ = parse_move(decision)
                paths[decision] = ((source or OFF, target),)
        return dict(sorted(paths.items()))

    def clicked(self, view: View, places: tuple[str, ...]) -> str | None:
        """The move a path of clicks spells out, legal or not (``None``: no move: a path of more than two
        clicks, a place that is no square, a piece sent off the board).

        A legal move is written as the view's ``legal`` writes it (``x`` when it eats).  One click alone
        is a piece that cannot move (or no piece at all): it spells the move that piece would make
        with the throw, so that the state says why it is not legal.

        >>> import tutor
        >>> state = tutor.start("pachisi", seed=19, corners=("A1", "H8")).play("enter A1")  # A1 throws a 1
        >>> shown, view = PachisiPresentation(), state.view("A1")
        >>> shown.clicked(view, ("A1", "A2")), shown.clicked(view, ("off", "A1")), shown.clicked(view, ("A1", "A4"))
        ('A1-A2', 'enter A1', 'A1-A4')
        >>> shown.clicked(view, ("C1",)), shown.clicked(view, ("A1", "off")), shown.clicked(view, ("A1", "A2", "A3"))
        ('C1-B1', None, None)
        >>> state.play(shown.clicked(view, ("C1",)))
        Traceback (most recent call last):
          ...
        tutor.errors.IllegalPlayError: pachisi.no-such-piece: A1 threw a 1: C1-B1 is not legal: there is no piece of A1 on C1 (legal moves: A1-A2, enter A1)
        """
        mover = view["to_move"]
        if mover in (None, CHANCE) or not view["roll"] or not 1 <= len(places) <= 2 \
                or not all(_is_place(p) for p in places):
            return None
        source = places[0]
        target = places[1] if len(places) == 2 else _reach(view, source)
        if target == OFF:
            return None
        for decision in view["legal"]:
            if decision != PASS:
                start, end, _ = parse_move(decision)
                if (start or OFF) == source and end == target:
                    return str(decision)
        return f"enter {target}" if source == OFF else f"{source}-{target}"

    # --- the decisions in words -----------------------------------------------------------------

    def describe(self, view: View, decision: str, language: str = "en") -> str:
        """A decision (or a chance step) in words, in ``language``: what its button says.

        >>> import tutor
        >>> fig2 = tutor.replay("pachisi", "lot A1; throw 1")  # a view to word decisions in
        >>> shown = PachisiPresentation()
        >>> shown.describe(fig2.view("A1"), "enter A1", "zh"), shown.describe(fig2.view(None), "-", "en")
        ('在 A1 出子', 'No move is possible: the throw is lost')
        >>> shown.describe(fig2.view(None), "lot H8", "ru"), shown.describe(fig2.view(None), "throw 6", "zh")
        ('Жребий: первыми бросают белые ромбы (H8)', '骰子掷出 6')
        """
        if decision == PASS:
            return gettext(_SAY_PASS, language)
        if decision.startswith((LOT + " ", THROW + " ")):
            drawn = parse_chance(decision)
            if isinstance(drawn, int):
                return gettext(_SAY_THROW, language).format(roll=drawn)
            return gettext(_SAY_LOT, language).format(pieces=player_name(drawn, language), player=drawn)
        source, target, eats = parse_move(decision)
        victim = _victim(view, target) if eats else None
        if source is None:
            if victim:
                return gettext(_SAY_ENTER_EATS, language).format(square=target, victim=player_name(victim, language))
            return gettext(_SAY_ENTER, language).format(square=target)
        if victim:
            return gettext(_SAY_MOVE_EATS, language).format(source=source, target=target,
                                                            victim=player_name(victim, language))
        return gettext(_SAY_MOVE, language).format(source=source, target=target)


def _victim(view: View, square: str) -> str | None:
    """Whose lone piece stands on ``square``, for the mover to eat (``None``: nobody's)."""
    mover = view["mover"]
    seats = view["seats"]
    for corner, squares in view["squares"].items():
        if corner == mover or square not in (s.rstrip("*") for s in squares):
            continue
        if view["variant"] == "partners" and mover in seats and \
                (seats.index(corner) - seats.index(mover)) % 2 == 0:
            continue  # a partner is never eaten
        return str(corner)
    return None


def _is_place(token: str) -> bool:
    """A place of the board: a square (``A1`` … ``H8``) or ``off``."""
    return token == OFF or (len(token) == 2 and token[0] in "ABCDEFGH" and token[1] in "12345678")


def _reach(view: View, source: str) -> str:
    """Where a piece of the mover on ``source`` would go with the throw (a piece off the board: its home;
    a square with none of his pieces: the square the throw counts to along his path)."""
    mover = view["to_move"]
    if source == OFF:
        return str(mover)
    way = path(mover)
    here = [p for p in position_of(view).pieces(mover) if way[p] == source]
    start = here[0] if here else way.index(source) if source in way else None
    if start is None:
        return source
    return str(way[min(start + view["roll"], LAST)])


__all__ = ["OFF", "PachisiPresentation", "position_of"]
