"""A whole game of Pachisi as one immutable state (:class:`tutor.state.State`).

The game starts with every piece off the board, and the players throw in seat order
from the first corner of the rule option ``corners`` (the lot decides who sits there:
the article names the corners after the first, second … player).  Every throw of the
die is drawn from the seed; every throw is one decision of the player who threw it:
the move, in the move notation (``E1-A3``, ``G1-E1x``, ``enter A8``, ``enter A8x``), or
``-`` when no move is possible and the throw is lost.  After a 6 (and under the rejected
rules of Note 3 after eating or a step into the yard) the same player throws again.

>>> from tutor.pachisi.state import start
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
from tutor.i18n import N_, gettext
from tutor.pachisi.board import OLD
from tutor.pachisi.explain import NONE, judge, parse_move
from tutor.pachisi.moves import Move, apply, next_player, start_position, throws_again, unchecked_legal_moves
from tutor.pachisi.notation import Position
from tutor.pachisi.players import plan_move
from tutor.pachisi.rules import Rules
from tutor.pachisi.scoring import pushups
from tutor.pachisi.svg import BOARD_SIZE, board_svg, player_name
from tutor.payments import Payment, define_reasons
from tutor.state import Chance, State
from tutor.state import replay as read_record
from tutor.svg import SvgImage

#: The decision "no move is possible: the throw is lost".
PASS = "-"
#: Throws are drawn from the seed this many at a time (the same throws as one at a time).
BLOCK = 64
_LANGUAGES = ("en", "ru", "zh_CN")

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
_PAIR_WINS = N_("With their partners, {pieces} ({player}), they win the game.")
_PUSHUPS_OVER = N_("The game is over, and the others do push-ups: {scores}.")
_PUSHUPS_ON = N_("The others do push-ups: {scores}; the game goes on.")
_SCORE = N_("{pieces} ({player}) {count}")
_NEXT = N_("Next throw: {pieces} ({player}) throw a {roll}.")

#: Payment reasons: the basic game's loser pays each other player 1; in the push-ups game each other
#: player pays the first finisher his push-ups; in the partners game each of the losing pair pays each
#: of the winning pair 1.
LAST_LEFT, PUSHUPS, PAIR_WON = "pachisi.last-left", "pachisi.pushups", "pachisi.pair-won"
define_reasons({
    LAST_LEFT: N_("the last player with pieces on the board pays each of the others one point"),
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

    @classmethod
    def start(cls, rules: Rules, seed: int) -> PachisiState:
        return cls.with_throws(rules, seed, ())

    @classmethod
    def with_throws(cls, rules: Rules, seed: int, throws: tuple[int, ...], first: str | None = None) -> PachisiState:
        """A game whose first throws are ``throws`` (a written record's), the rest drawn from ``seed``;
        ``first`` throws first (by default the first corner in play).  Its equality counts both."""
        if any(isinstance(t, bool) or t not in range(1, 7) for t in throws):
            raise ValueError(f"throws are 1 to 6: {throws}")
        first = rules.corners[0] if first is None else first
        if first not in rules.corners:
            raise IllegalPlayError("pachisi.not-playing", player=first, players=", ".join(rules.corners))
        roll, drawn, chance = _draw(throws, Chance.seeded(seed))
        return cls(rules, seed, (), start_position(rules), first, roll, (), None, None, chance, drawn, first,
                   tuple(throws))

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
        return IllegalPlayError("pachisi.illegal-play", player=self.mover, roll=self.roll,
                                why=Text(*(verdict.explain(language) for language in _LANGUAGES)),
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
                            drawn, self.first, self.loaded)

    def payments(self) -> tuple[Payment, ...]:
        """The result as payments between the players, once the game is over.

        - The basic game names only a loser, the last player left: he pays 1 to each other player
          (``pachisi.last-left``), so with four players he ends at −3 and the others at +1.
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
        loser = self.order[-1]
        return tuple(Payment(loser, seat, 1, LAST_LEFT) for seat in self.seats if seat != loser)

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

    def draw(self, seat: str | None = None, language: str = "en") -> SvgImage:
        return board_svg(self.position, language=language, size=BOARD_SIZE)

    def suggest(self, rng: random.Random) -> str:
        """The plan of :func:`~tutor.pachisi.players.plan_move` (``-`` when no move is possible)."""
        if not self.moves:
            return PASS
        return str(plan_move(self.position, self.moves, rng))

    def narrate(self, language: str = "en", seat: str | None = None) -> str:
        """The :meth:`caption` of the last throw, then what the die shows for the next one."""
        if self.mover is None:
            return self.caption(language)
        return " ".join((self.caption(language), gettext(_NEXT, language).format(
            pieces=player_name(self.mover, language), player=self.mover, roll=self.roll)))

    def caption(self, language: str = "en") -> str:
        """What the last throw did (the first state: how the game begins), as the replays' frames say it."""
        throw = self.last
        if throw is None:
            return gettext(_START, language).format(pieces=player_name(self.first, language), player=self.first)
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
        return " ".join(words)

    def _result(self, throw: Throw, language: str) -> list[str]:
        variant = self.rules.variant
        if variant == "pushups" and throw.finished and len(self.order) == 1:
            assert self.at_first_finish is not None
            scores = pushups(self.at_first_finish, throw.player, self.rules)
            listed = ", ".join(gettext(_SCORE, language).format(pieces=player_name(c, language), player=c, count=n)
                               for c, n in scores.items())
            return [gettext(_PUSHUPS_OVER if self.finished else _PUSHUPS_ON, language).format(scores=listed)]
        if not self.finished:
            return []
        if variant == "partners":
            partner = self.seats[(self.seats.index(throw.player) + 2) % 4]
            return [gettext(_PAIR_WINS, language).format(pieces=player_name(partner, language), player=partner)]
        last = self.order[-1]
        return [gettext(_LOSER, language).format(pieces=player_name(last, language), player=last)]

    @classmethod
    def seat_name(cls, seat: str, language: str = "en") -> str:
        """A player in words: ``white circles (A1)``."""
        return f"{player_name(seat, language)} ({seat})"

    def __eq__(self, other: object) -> bool:
        same = super().__eq__(other)
        if same is not True or not isinstance(other, PachisiState):
            return same
        return (self.first, self.loaded) == (other.first, other.loaded)

    def __hash__(self) -> int:
        return super().__hash__()


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def start(seed: int = 0, **options: Any) -> PachisiState:
    """A new game under ``Rules(**options)``, its throws drawn from ``seed``."""
    return PachisiState.start(Rules(**options), seed)


def replay(record: str, seed: int = 0, **options: Any) -> PachisiState:
    """The game after the decisions of ``record`` (``"enter A1; -; A1-A5"``), from ``seed`` under ``options``."""
    return read_record(PachisiState, Rules(**options), seed, record)  # type: ignore[return-value]


def suggest(state: PachisiState, seed: int = 0) -> str:
    """The automatic player's decision in ``state``."""
    return state.suggest(random.Random(seed))


__all__ = ["BLOCK", "LAST_LEFT", "PAIR_WON", "PASS", "PUSHUPS", "PachisiState", "Throw", "replay", "start",
           "suggest"]
