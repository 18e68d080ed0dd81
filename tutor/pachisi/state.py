"""A whole game of Pachisi as one immutable state (:class:`tutor.state.State`).

The game starts with every piece off the board.  The lot decides who throws first
(001: «жребием определяют, кто будет первым ходить»): it is drawn from the seed,
before the throws, among the corners in play, and the others follow clockwise.  Every
throw of the die is drawn from the seed; every throw is one decision of the player who threw it:
the move, in the move notation (``E1-A3``, ``G1-E1x``, ``enter A8``, ``enter A8x``), or
``-`` when no move is possible and the throw is lost.  After a 6 (and under the rejected
rules of Note 3 after eating or a step into the yard) the same player throws again.

>>> from tutor.pachisi.state import start
>>> print(start(seed=19, corners=("A1", "H8")).narrate("en"))
The start: every piece is off the board. The lot decides who throws first: white circles (A1). Next throw: white circles (A1) throw a 6.

>>> state = start(seed=19, corners=("A1", "H8"))
>>> state.to_move, state.roll, state.legal()
('A1', 6, ('enter A1',))
>>> state = state.play("enter A1")
>>> state.narrate("en")
'Throw 1: white circles (A1) throw a 6 and enter a piece on A1. They throw again. Next throw: white circles (A1) throw a 1.'
>>> state.to_move, state.roll, state.legal()
('A1', 1, ('A1-A2', 'enter A1'))
>>> state = state.play("A1-A2")
>>> state.to_move, state.roll, state.legal()
('H8', 5, ('-',))
>>> state.play("-").record()
'enter A1; A1-A2; -'

A game may also start with a given player (``first``; a replay of it needs it too).  The lot has
its own stream, so the throws are the seed's all the same:

>>> other = start(seed=19, first="H8", corners=("A1", "H8"))
>>> other.to_move, other.roll, other.narrate("en")
('H8', 6, 'The start: every piece is off the board, and white diamonds (H8) throw first. Next throw: white diamonds (H8) throw a 6.')
>>> replay("enter H8", seed=19, first="H8", corners=("A1", "H8")) == other.play("enter H8")
True

The game has no bound on the number of throws: the rules give none (sixes chain without
limit, eaten pieces come back).  Random games of four players take about 350 throws.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cached_property
from typing import Any, NamedTuple

from tutor.catalog import Text
from tutor.errors import IllegalPlayError
from tutor.i18n import COMMA, LIST_COMMA, N_, gettext, normalize_language, reader_language
from tutor.pachisi.board import LAST, OLD, path
from tutor.pachisi.explain import NONE, judge, parse_move
from tutor.pachisi.moves import Move, apply, next_player, start_position, throws_again, unchecked_legal_moves
from tutor.pachisi.notation import Position
from tutor.pachisi.players import plan_move
from tutor.pachisi.rules import Rules
from tutor.pachisi.scoring import pushups
from tutor.pachisi.svg import BOARD_SIZE, board_svg, player_name
from tutor.payments import Payment, define_reasons
from tutor.state import Chance, State, parse_record, play_on
from tutor.state import replay as read_record
from tutor.svg import SvgImage

#: The decision "no move is possible: the throw is lost".
PASS = "-"
#: Throws are drawn from the seed this many at a time (the same throws as one at a time).
BLOCK = 64
_LANGUAGES = ("en", "ru", "zh_CN")

_START = N_("The start: every piece is off the board, and {pieces} ({player}) throw first.")
_START_LOT = N_("The start: every piece is off the board. The lot decides who throws first: {pieces} ({player}).")
_ENTER = N_("Throw {n}: {pieces} ({player}) throw a {roll} and enter a piece on {target}.")
_MOVE = N_("Throw {n}: {pieces} ({player}) throw a {roll} and move a piece from {source} to {target}.")
_EATS = N_("It eats a piece of {victim}, which goes off the board.")
_OLD = N_("The piece has gone round the board and stops on its home: it is now old.")
_YARD = N_("The piece goes into the yard.")
_LOST = N_("Throw {n}: {pieces} ({player}) throw a {roll}; no move is possible, and the throw is lost.")
_AGAIN = N_("They throw again.")
_FINISHED = N_("{pieces} have brought all their pieces home and leave the game.")
_LOSER = N_("Only {pieces} ({player}) are left: they lose.")
_WINNER = N_("{pieces} ({player}) finished first: they win the game.")
_ORDER = N_("The order of finishing: {order}.")
_PAIR_RESULT = N_("{winner} finished first, so they and their partners, {partner}, win the game; {loser} and {other} "
                  "lose it.")
_PAIR_WINS = N_("With their partners, {pieces} ({player}), they win the game.")
_PUSHUPS_OVER = N_("The game is over, and the others do push-ups: {scores}.")
_PUSHUPS_ON = N_("The others do push-ups: {scores}; the game goes on.")
_SCORE = N_("{pieces} ({player}) {count}")
_NEXT = N_("Next throw: {pieces} ({player}) throw a {roll}.")
_PLAYER = N_("{pieces} ({player})")
#: the place of the pieces off the board, on the play page's board (:meth:`PachisiState.board`)
OFF = "off"

#: the error code of a refused move, by the rule that refuses it (the reasons of
#: :func:`~tutor.pachisi.explain.judge`), so that the play page links the rule (``RULE_LINKS``)
REFUSALS: dict[str, str] = {
    "some-move": "pachisi.illegal-play",
    "enter-roll": "pachisi.cannot-enter", "enter-none-off": "pachisi.cannot-enter",
    "enter-elsewhere": "pachisi.cannot-enter", "enter-blocked": "pachisi.cannot-enter",
    "no-piece": "pachisi.no-such-piece",
    "wrong-count": "pachisi.wrong-count",
    "overshoot": "pachisi.yard-rule", "wrong-count-old": "pachisi.yard-rule",
    "wrong-count-yard": "pachisi.yard-rule", "wrong-count-in-yard": "pachisi.yard-rule",
    "yard-taken": "pachisi.yard-rule",
    "passes-barrier": "pachisi.barrier", "lands-on-barrier": "pachisi.barrier",
    "passes-big-barrier": "pachisi.big-barrier",
    "passes-mixed-barrier": "pachisi.mixed-barrier",
    "lands-on-pair": "pachisi.cannot-eat",
}

#: Payment reasons: in the basic game the last player left pays the winner, the first to finish (or, under
#: ``basic_stakes=loser_pays_each``, each player who finished before him); in the push-ups game each other
#: player pays the first finisher his push-ups; in the partners game each of the losing pair pays each of
#: the winning pair 1.
WON, LAST_LEFT, PUSHUPS, PAIR_WON = "pachisi.won", "pachisi.last-left", "pachisi.pushups", "pachisi.pair-won"
define_reasons({
    WON: N_("the last player left loses and pays one point to the winner, the first to bring all his pieces home"),
    LAST_LEFT: N_("the last player left loses and, under the stakes chosen, pays one point to each player who "
                  "finished before him"),
    PUSHUPS: N_("push-ups: each other player pays the first to finish his score"),
    PAIR_WON: N_("the pair that finished first: each loser pays each winner one point"),
})


class Throw(NamedTuple):
    """One throw made: who threw, the number, the move (``None``: the throw was lost) and whether the
    mover finished with it."""

    player: str
    roll: int
    move: Move | None
    finished: bool


def _draw(drawn: tuple[int, ...], chance: Chance) -> tuple[int, tuple[int, ...], Chance]:
    """The next throw, the throws still drawn ahead, and the stream after them."""
    if not drawn:
        drawn, chance = chance.draw(lambda rng: tuple(rng.randint(1, 6) for _ in range(BLOCK)))
    return drawn[0], drawn[1:], chance


@dataclass(frozen=True, eq=False, repr=False)
class PachisiState(State[Rules]):
    """A game of Pachisi: the position, who throws, the throw to use, and what has happened so far.

    :attr:`moves` are the legal moves for the throw (the engine's :class:`~tutor.pachisi.moves.Move`,
    in its order); :meth:`legal` writes them.  :attr:`order` lists the players who have finished,
    in order, and once the basic game is over the loser last.
    """

    game = "pachisi"
    seat_names_plural = True  # a player is named by his pieces: "white circles (A1) pay ..."
    rules: Rules
    seed: int
    decisions: tuple[str, ...]
    position: Position
    mover: str | None
    roll: int  # the throw the mover must use (0 once the game is over)
    order: tuple[str, ...]
    at_first_finish: Position | None  # the position just after the first player finished (push-ups)
    last: Throw | None
    chance: Chance
    drawn: tuple[int, ...]  # throws drawn from the stream and not thrown yet
    first: str
    loaded: tuple[int, ...]  # a written record's throws, thrown before any drawn from the seed
    by_lot: bool  # whether the lot chose the first player (else he was given: with_throws)

    @classmethod
    def start(cls, rules: Rules, seed: int) -> PachisiState:  # type: ignore[override]  # chance steps: issue 26
        return cls.with_throws(rules, seed, ())

    @classmethod
    def with_throws(cls, rules: Rules, seed: int, throws: tuple[int, ...], first: str | None = None) -> PachisiState:
        """A game whose first throws are ``throws`` (a written record's), the rest drawn from ``seed``;
        ``first`` throws first (by default the player the lot, drawn from ``seed``, chooses: either way the
        seed's throws are the same).  Its equality counts both."""
        if any(isinstance(t, bool) or t not in range(1, 7) for t in throws):
            raise ValueError(f"throws are 1 to 6: {throws}")
        # the lot has its own stream, so that the seed's throws are the same whoever it chooses
        lot, _ = Chance.seeded(f"lot {seed}").draw(lambda rng: rng.choice(rules.corners))
        chance = Chance.seeded(seed)
        if first is not None and first not in rules.corners:
            raise IllegalPlayError("pachisi.not-playing", player=first, players=", ".join(rules.corners))
        by_lot = first is None
        first = lot if first is None else first
        roll, drawn, chance = _draw(throws, chance)
        return cls(rules, seed, (), start_position(rules), first, roll, (), None, None, chance, drawn, first,
                   tuple(throws), by_lot)

    # --- the contract ---------------------------------------------------------------------

    @property
    def seats(self) -> tuple[str, ...]:
        return self.rules.corners

    @property
    def to_move(self) -> str | None:
        return self.mover

    @cached_property
    def moves(self) -> tuple[Move, ...]:
        """The legal moves for the throw (empty: the throw is lost, or the game is over)."""
        if self.mover is None:
            return ()
        return unchecked_legal_moves(self.position, self.mover, self.roll, self.rules)

    @cached_property
    def written(self) -> dict[str, Move]:
        """The legal moves by their canonical written form."""
        return {str(m): m for m in self.moves}

    def legal(self) -> tuple[str, ...]:
        if self.mover is None:
            return ()
        return tuple(sorted(self.written)) or (PASS,)

    def _decide(self, text: str) -> PachisiState:
        move = self.written.get(text)
        if move is not None:  # the canonical form, as legal() writes it
            return self._after(move)
        if text == PASS:
            if self.moves:
                raise self._refusal(text)
            return self._after(None)
        source, target, eats = parse_move(text)
        for move in self.moves:
            if move.source == source and move.destination == target:
                if eats != (move.eats is not None):
                    raise IllegalPlayError("pachisi.eat-mark", written=text, move=str(move))
                return self._after(move)
        raise self._refusal(text)

    def _refusal(self, text: str) -> IllegalPlayError:
        assert self.mover is not None
        verdict = judge(self.position, self.mover, self.roll, NONE if text == PASS else text, self.rules)
        return IllegalPlayError(REFUSALS.get(verdict.reason, "pachisi.illegal-play"), player=self.mover,
                                roll=self.roll, why=Text(*(verdict.explain(language) for language in _LANGUAGES)),
                                legal=", ".join(self.legal()))

    def _after(self, move: Move | None) -> PachisiState:
        assert self.mover is not None
        mover, roll, rules = self.mover, self.roll, self.rules
        position = self.position if move is None else apply(self.position, move)
        finished = len(position.groups) < len(self.position.groups)
        order, first_finish = self.order, self.at_first_finish
        following: str | None
        if finished:
            order += (mover,)
            first_finish = first_finish or position
        if finished and rules.ends_at_first_finisher:
            following = None
        else:
            following = next_player(position, mover, throws_again(move, roll, rules))
            if following is None:
                order += position.players  # the last player left loses
        chance, drawn, next_roll = self.chance, self.drawn, 0
        if following is not None:
            next_roll, drawn, chance = _draw(drawn, chance)
        return PachisiState(rules, self.seed, (*self.decisions, PASS if move is None else str(move)), position,
                            following, next_roll, order, first_finish, Throw(mover, roll, move, finished), chance,
                            drawn, self.first, self.loaded, self.by_lot)

    def payments(self) -> tuple[Payment, ...]:
        """The result as payments between the players, once the game is over.

        - The basic game has a winner, the first to finish, and a loser, the last player left
          (001: «Выигрывает игрок, первым сумевший провести свои четыре шашки…»; «Последний
          оставшийся игрок объявляется проигравшим»).  The text names no stakes: the loser pays the
          winner 1 (``pachisi.won``) and the others are even.  Under ``basic_stakes=loser_pays_each``
          the loser pays 1 to each player who finished before him (``pachisi.last-left``): with four
          players −3 for him and +1 for each other.
        - The push-ups game (Note 1): each other player pays the first finisher his push-ups, counted
          on the position just after the first player finished (``pachisi.pushups``): 5 per piece not
          brought home plus 10 per unit of neighbourhood.  If play goes on
          (``pushups_stop_at_first_finisher=False``) the push-ups are still all that is paid.
        - The partners game (Note 2): the first player to finish wins for his pair; each player of
          the other pair pays 1 to each player of the winning pair (``pachisi.pair-won``): +2 and −2.
        """
        if self.mover is not None:
            return ()
        variant = self.rules.variant
        if variant == "pushups":
            winner = self.order[0]
            assert self.at_first_finish is not None
            scores = pushups(self.at_first_finish, winner, self.rules)
            return tuple(Payment(seat, winner, scores[seat], PUSHUPS) for seat in self.seats if seat in scores)
        if variant == "partners":
            winner = self.order[0]
            pair = {winner, self.seats[(self.seats.index(winner) + 2) % 4]}
            return tuple(Payment(loser, won, 1, PAIR_WON) for loser in self.seats if loser not in pair
                         for won in self.seats if won in pair)
        winner, loser = self.order[0], self.order[-1]
        if self.rules.basic_stakes == "loser_pays_each":
            return tuple(Payment(loser, seat, 1, LAST_LEFT) for seat in self.order[:-1])
        return (Payment(loser, winner, 1, WON),)

    def view(self, seat: str | None = None) -> dict[str, Any]:
        """Everything: Pachisi hides nothing.  The position in its notation, each player's squares and
        pieces off the board, the throw to use, the finishing order and the number of throws made."""
        position = self.position
        return {
            **self.common_view(seat),
            "position": str(position),
            "roll": self.roll or None,
            "squares": {c: list(position.squares(c)) for c in position.players},
            "off": {c: position.off(c) for c in position.players},
            "order": list(self.order),
            "throws": len(self.decisions),
        }

    def draw(self, seat: str | None = None, language: str | None = None) -> SvgImage:
        language = reader_language(language)
        return board_svg(self.position, language=language, size=BOARD_SIZE)

    # --- playing by clicking the board ----------------------------------------------------------

    def board(self, seat: str | None = None, language: str | None = None) -> SvgImage:
        """The board with a place (``data-place``, ``data-name``) for every square on the mover's path
        and one for his pieces off the board (``off``), when ``seat`` is to throw.

        >>> state = start(seed=19, corners=("A1", "H8")).play("enter A1")
        >>> board = state.board("A1", "ru")
        >>> board.count('class="tutor-place"'), 'data-name="поле A2"' in board, 'data-place="off"' in board
        (32, True, True)
        >>> state.board("H8") == state.draw("H8")
        True
        """
        language = reader_language(language)
        if seat is None or seat != self.mover:
            return self.draw(seat, language)
        return board_svg(self.position, language=language, size=BOARD_SIZE, mover=seat, names=True,
                         captures={m.destination for m in self.moves if m.eats})

    def click_paths(self) -> dict[str, tuple[tuple[str, ...], ...]]:
        """Each legal move with its one path of two clicks: the square of the piece (``off`` for one to enter),
        then the square it goes to.  A lost throw (``-``) is chosen from the list.

        >>> state = start(seed=19, corners=("A1", "H8")).play("enter A1")
        >>> state.click_paths()
        {'A1-A2': (('A1', 'A2'),), 'enter A1': (('off', 'A1'),)}
        """
        paths: dict[str, tuple[tuple[str, ...], ...]] = {}
        for move in self.moves:
            paths[str(move)] = ((move.source or OFF, move.destination),)
        return dict(sorted(paths.items()))

    def clicked(self, places: tuple[str, ...]) -> str | None:
        """The move a path of clicks spells out, legal or not (``None``: no move: a path of more than two
        clicks, a place that is no square, a piece sent off the board).

        A legal move is written as :meth:`legal` writes it (``x`` when it eats).  One click alone
        is a piece that cannot move (or no piece at all): it spells the move that piece would make
        with the throw, so that :meth:`play` says why it is not legal.

        >>> state = start(seed=19, corners=("A1", "H8")).play("enter A1")  # A1 throws a 1
        >>> state.clicked(("A1", "A2")), state.clicked(("off", "A1")), state.clicked(("A1", "A4"))
        ('A1-A2', 'enter A1', 'A1-A4')
        >>> state.clicked(("C1",)), state.clicked(("A1", "off")), state.clicked(("A1", "A2", "A3"))
        ('C1-B1', None, None)
        >>> state.play(state.clicked(("C1",)))
        Traceback (most recent call last):
          ...
        tutor.errors.IllegalPlayError: pachisi.no-such-piece: A1 threw a 1: C1-B1 is not legal: there is no piece of A1 on C1 (legal moves: A1-A2, enter A1)
        """
        if self.mover is None or not 1 <= len(places) <= 2 or not all(_is_place(p) for p in places):
            return None
        source = places[0]
        target = places[1] if len(places) == 2 else self._reach(source)
        if target == OFF:
            return None
        for move in self.moves:
            if (move.source or OFF) == source and move.destination == target:
                return str(move)
        return f"enter {target}" if source == OFF else f"{source}-{target}"

    def _reach(self, source: str) -> str:
        """Where a piece of the mover on ``source`` would go with the throw (a piece off the board: its home;
        a square with none of his pieces: the square the throw counts to along his path)."""
        assert self.mover is not None
        if source == OFF:
            return self.mover
        way = path(self.mover)
        here = [p for p in self.position.pieces(self.mover) if way[p] == source]
        start = here[0] if here else way.index(source) if source in way else None
        if start is None:
            return source
        return way[min(start + self.roll, LAST)]

    def suggest(self, rng: random.Random) -> str:
        """The plan of :func:`~tutor.pachisi.players.plan_move` (``-`` when no move is possible)."""
        if not self.moves:
            return PASS
        return str(plan_move(self.position, self.moves, rng))

    def narrate(self, language: str | None = None, seat: str | None = None) -> str:
        """The :meth:`caption` of the last throw, then what the die shows for the next one (nothing is
        hidden in Pachisi, so every seat hears the same).

        >>> print(start(seed=19, corners=("A1", "H8")).play("enter A1").narrate("zh"))
        第 1 掷：白圆（A1）掷出 6，在 A1 出子。同一方再掷一次。下一掷：白圆（A1）掷出 1。
        """
        language = reader_language(language)
        if self.mover is None:
            return self.caption(language)
        return _sentences([self.caption(language), gettext(_NEXT, language).format(
            pieces=player_name(self.mover, language), player=self.mover, roll=self.roll)], language)

    def caption(self, language: str | None = None) -> str:
        """What the last throw did (the first state: how the game begins), as the replays' frames say it."""
        language = reader_language(language)
        throw = self.last
        if throw is None:
            return gettext(_START_LOT if self.by_lot else _START, language).format(
                pieces=player_name(self.first, language), player=self.first)
        fields = {"n": len(self.decisions), "pieces": player_name(throw.player, language), "player": throw.player,
                  "roll": throw.roll}
        move = throw.move
        if move is None:
            words = [gettext(_LOST, language).format(**fields)]
        else:
            template = _ENTER if move.source is None else _MOVE
            words = [gettext(template, language).format(source=move.source, target=move.destination, **fields)]
            if move.eats:
                words.append(gettext(_EATS, language).format(victim=player_name(move.eats, language)))
            if move.target == OLD:
                words.append(gettext(_OLD, language))
            elif move.target > OLD and (move.start or 0) <= OLD:
                words.append(gettext(_YARD, language))
        if throw.finished:
            words.append(gettext(_FINISHED, language).format(pieces=_capital(player_name(throw.player, language))))
        elif self.mover == throw.player:
            words.append(gettext(_AGAIN, language))
        words.extend(self._result(throw, language))
        return _sentences(words, language)

    def _result(self, throw: Throw, language: str) -> list[str]:
        variant = self.rules.variant
        if variant == "pushups" and throw.finished and len(self.order) == 1:
            return [self._pushups_words(language)]
        if not self.finished:
            return []
        if variant == "partners":
            partner = self.seats[(self.seats.index(throw.player) + 2) % 4]
            return [gettext(_PAIR_WINS, language).format(pieces=player_name(partner, language), player=partner)]
        return self._standing(language)

    def _pushups_words(self, language: str) -> str:
        assert self.at_first_finish is not None
        scores = pushups(self.at_first_finish, self.order[0], self.rules)
        listed = COMMA[normalize_language(language)].join(
            gettext(_SCORE, language).format(pieces=player_name(c, language), player=c, count=n)
            for c, n in scores.items())
        return gettext(_PUSHUPS_OVER if self.finished else _PUSHUPS_ON, language).format(scores=listed)

    def _standing(self, language: str) -> list[str]:
        """Who won, who lost and, with more than two players, the order they finished in (the last player
        left last): the end of a game played on to the last player."""
        winner, loser = self.order[0], self.order[-1]
        words = [_capital(gettext(_WINNER, language).format(pieces=player_name(winner, language), player=winner)),
                 gettext(_LOSER, language).format(pieces=player_name(loser, language), player=loser)]
        if len(self.order) > 2:
            order = LIST_COMMA[normalize_language(language)].join(self.seat_name(c, language) for c in self.order)
            words.append(gettext(_ORDER, language).format(order=order))
        return words

    def outcome_words(self, language: str | None = None) -> str:
        """Who won and who lost, in words, once the game is over (the play page's result); empty before.

        The basic game has a winner, the first to finish, and a loser, the last player left; with
        more players, the order they finished in:

        >>> state = start(seed=5)
        >>> while not state.finished:
        ...     state = state.play(state.suggest(random.Random(len(state.decisions))))
        >>> print(state.outcome_words("en"))
        White diamonds (H8) finished first: they win the game. Only white circles (A1) are left: they lose. The order of finishing: white diamonds (H8), black diamonds (A8), black circles (H1), white circles (A1).
        >>> state.outcome()
        {'A1': -1, 'A8': 0, 'H8': 1, 'H1': 0}
        >>> state.explain_payments("en")
        ['white circles (A1) pay white diamonds (H8) 1: the last player left loses and pays one point to the winner, the first to bring all his pieces home']

        The partners game ends with the first to finish, and his pair wins:

        >>> state = start(seed=1, variant="partners")
        >>> while not state.finished:
        ...     state = state.play(state.suggest(random.Random(1)))
        >>> print(state.outcome_words("en"))
        White circles (A1) finished first, so they and their partners, white diamonds (H8), win the game; black diamonds (A8) and black circles (H1) lose it.
        """
        language = reader_language(language)
        if not self.finished:
            return ""
        variant = self.rules.variant
        if variant == "partners":
            winner = self.order[0]
            partner = self.seats[(self.seats.index(winner) + 2) % 4]
            loser, other = (self.seat_name(c, language) for c in self.seats if c not in (winner, partner))
            return _capital(gettext(_PAIR_RESULT, language).format(
                winner=self.seat_name(winner, language), partner=self.seat_name(partner, language), loser=loser,
                other=other))
        if variant == "pushups":
            winner = self.order[0]
            words = [_capital(gettext(_WINNER, language).format(pieces=player_name(winner, language),
                                                                 player=winner)), self._pushups_words(language)]
            return _sentences(words, language)
        return _sentences(self._standing(language), language)

    @classmethod
    def seat_name(cls, seat: str, language: str | None = None) -> str:
        """A player in words: ``white circles (A1)``, ``白圆（A1）``."""
        language = reader_language(language)
        return gettext(_PLAYER, language).format(pieces=player_name(seat, language), player=seat)

    def __eq__(self, other: object) -> bool:
        same = super().__eq__(other)
        if same is not True or not isinstance(other, PachisiState):
            return same
        return (self.first, self.loaded) == (other.first, other.loaded)

    def __hash__(self) -> int:
        return super().__hash__()


def _sentences(parts: list[str], language: str) -> str:
    """Sentences one after the other (Chinese sets no space between them)."""
    return ("" if normalize_language(language) == "zh_CN" else " ").join(parts)


def _is_place(token: str) -> bool:
    """A place of the board: a square (``A1`` … ``H8``) or ``off``."""
    return token == OFF or (len(token) == 2 and token[0] in "ABCDEFGH" and token[1] in "12345678")


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def start(seed: int = 0, first: str | None = None, **options: Any) -> PachisiState:
    """A new game under ``Rules(**options)``, its throws drawn from ``seed``; ``first`` throws first
    (by default the lot, drawn from ``seed``, decides)."""
    return PachisiState.with_throws(Rules(**options), seed, (), first)


def replay(record: str, seed: int = 0, first: str | None = None, **options: Any) -> PachisiState:
    """The game after the decisions of ``record`` (``"enter A1; -; A1-A5"``), from ``seed`` under ``options``,
    ``first`` throwing first (by default the lot's choice)."""
    if first is None:
        return read_record(PachisiState, Rules(**options), seed, record)  # type: ignore[return-value]
    return play_on(start(seed, first, **options), parse_record(record))  # type: ignore[return-value]


def suggest(state: PachisiState, seed: int = 0) -> str:
    """The automatic player's decision in ``state``."""
    return state.suggest(random.Random(seed))


__all__ = ["BLOCK", "LAST_LEFT", "WON", "OFF", "PAIR_WON", "PASS", "PUSHUPS", "REFUSALS", "PachisiState", "Throw", "replay", "start",
           "suggest"]
