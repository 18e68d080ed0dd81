"""A whole game of Pachisi as one immutable state (:class:`tutor.state.State`): the rules only.

The game starts with every piece off the board.  Chance is written in the record as
two kinds of step (:attr:`PachisiState.chance_words`): the lot for who throws first
(001: «жребием определяют, кто будет первым ходить»), ``lot A1``, among the corners in
play, the others following clockwise; and every throw of the die, ``throw 4``.  After
each throw comes the decision of the player who threw: the move, in the move notation
(``E1-A3``, ``G1-E1x``, ``enter A8``, ``enter A8x``), or ``-`` when no move is possible
and the throw is lost.  After a 6 (and under the rejected rules of Note 3 after eating
or a step into the yard) the same player throws again.

A game from a seed draws its chance steps itself and writes them into its record:

>>> import tutor
>>> state = tutor.start("pachisi", seed=19, corners=("A1", "H8"))
>>> state.record(), state.to_move, state.legal()
('lot A1; throw 6', 'A1', ('enter A1',))
>>> state = state.play("enter A1")
>>> state.record(), state.legal()
('lot A1; throw 6; enter A1; throw 1', ('A1-A2', 'enter A1'))
>>> state.play("A1-A2").play("-").record()
'lot A1; throw 6; enter A1; throw 1; A1-A2; throw 5; -; throw 1'

A game without a seed waits at each chance node for the step to be played, like a decision
(real dice at a real table):

>>> table = tutor.start("pachisi", seed=None, corners=("A1", "H8"))
>>> table.to_move, table.legal()
('chance', ('lot A1', 'lot H8'))
>>> table = table.play("lot H8")
>>> table.to_move, table.legal()
('chance', ('throw 1', 'throw 2', 'throw 3', 'throw 4', 'throw 5', 'throw 6'))
>>> table.play("throw 6").legal()
('enter H8',)

The record is the whole game: it replays without a seed.  With one, the seed draws only what the
record leaves out, so a record that writes the lot alone starts with a given player and the seed's
throws (the lot has a stream of its own, so the throws are the same whoever it chooses):

>>> tutor.replay("pachisi", state.record(), corners=("A1", "H8")) == state
True
>>> tutor.replay("pachisi", "lot H8", seed=19, corners=("A1", "H8")).record()
'lot H8; throw 6'

The game has no bound on the number of throws: the rules give none (sixes chain without
limit, eaten pieces come back).  Random games of four players take about 350 throws.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any, NamedTuple

from tutor.catalog import Text
from tutor.errors import IllegalPlayError
from tutor.i18n import N_, capital, gettext, reader_language, sentences
from tutor.pachisi.board import OLD
from tutor.pachisi.explain import NONE, judge, parse_move
from tutor.pachisi.moves import Move, apply, next_player, start_position, throws_again, unchecked_legal_moves
from tutor.pachisi.notation import LOT, PASS, THROW, THROWS, Position, format_lot, parse_chance
from tutor.pachisi.rules import Rules
from tutor.pachisi.scoring import pushups
from tutor.pachisi.words import player_words, pushups_words, standing, winner_words
from tutor.payments import Payment, define_reasons
from tutor.state import CHANCE, Chance, State

#: Throws are drawn from the seed this many at a time (the same throws as one at a time).
BLOCK = 64
#: each throw's step, by the number thrown
_THROWN = {roll: step for step, roll in THROWS.items()}
_LANGUAGES = ("en", "ru", "zh_CN")

_PAIR_RESULT = N_("{winner} finished first, so they and their partners, {partner}, win the game; {loser} and {other} "
                  "lose it.")

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
    """One throw used: who threw, the number, the move (``None``: the throw was lost) and whether the
    mover finished with it."""

    player: str
    roll: int
    move: Move | None
    finished: bool


@dataclass(frozen=True, repr=False)
class Throws(Chance):
    """The seed's stream as Pachisi draws it: the throws :data:`BLOCK` at a time (the same throws as one at a
    time, and far quicker), those drawn and not thrown yet kept ``ahead``."""

    ahead: tuple[int, ...] = ()

    @classmethod
    def made(cls, state: tuple[Any, ...], seed: int | str | None, ahead: tuple[int, ...]) -> Throws:
        """``Throws(state, seed, ahead)``, made without the frozen dataclass's field-by-field ``__init__``: one is
        made for every throw of every seeded game, and that ``__init__`` costs as much as the rest of the draw."""
        stream = object.__new__(cls)
        stream.__dict__.update(state=state, seed=seed, ahead=ahead)
        return stream


def draw_throw(stream: Chance) -> tuple[int, Throws]:
    """The next throw of ``stream``, and the stream after it."""
    ahead = stream.ahead if isinstance(stream, Throws) else ()
    if not ahead:
        ahead, stream = stream.draw(lambda rng: tuple(rng.randint(1, 6) for _ in range(BLOCK)))
    return ahead[0], Throws.made(stream.state, stream.seed, ahead[1:])


def draw_lot(stream: Chance, corners: tuple[str, ...]) -> str:
    """The corner the lot chooses, drawn from a stream of its own under the seed of ``stream``, which it leaves
    as it is: so the seed's throws are the same whoever the lot chooses, or whoever a record says it chose."""
    if stream.seed is None:
        raise ValueError("the lot is drawn under the stream's seed, and this stream does not know it")
    lot, _ = Chance.seeded(f"lot {stream.seed}").draw(lambda rng: rng.choice(corners))
    return lot


@dataclass(frozen=True, eq=False, repr=False)
class PachisiState(State[Rules]):
    """A game of Pachisi: the position, who throws, the throw to use, and what has happened so far.

    :attr:`moves` are the legal moves for the throw (the engine's :class:`~tutor.pachisi.moves.Move`,
    in its order); :meth:`legal` writes them.  :attr:`order` lists the players who have finished,
    in order, and once the basic game is over the loser last.
    """

    game = "pachisi"
    seat_names_plural = True  # a player is named by his pieces: "white circles (A1) pay ..."
    chance_words = (LOT, THROW)
    rules: Rules
    seed: int | None
    decisions: tuple[str, ...]
    chance: Chance | None
    position: Position
    first: str | None  # the player the lot chose (``None``: the lot is still to come)
    mover: str | None  # who throws now, and moves with the throw (``None``: the game is over)
    roll: int  # the throw the mover must use (0: the die is still to be thrown, or the game is over)
    order: tuple[str, ...]
    at_first_finish: Position | None  # the position just after the first player finished (push-ups)
    last: Throw | None  # the last throw used (or lost)
    made: int  # the throws used (or lost) so far

    def __init__(self, rules: Rules, seed: int | None, decisions: tuple[str, ...], chance: Chance | None,
                 position: Position, first: str | None, mover: str | None, roll: int, order: tuple[str, ...],
                 at_first_finish: Position | None, last: Throw | None, made: int) -> None:
        # the fields as declared, in one update instead of the frozen dataclass's twelve object.__setattr__ calls:
        # a state is made for every step of every game (dataclasses keeps an __init__ the class defines)
        self.__dict__.update(rules=rules, seed=seed, decisions=decisions, chance=chance, position=position,
                             first=first, mover=mover, roll=roll, order=order, at_first_finish=at_first_finish,
                             last=last, made=made)

    @classmethod
    def begin(cls, rules: Rules) -> PachisiState:
        """Every piece off the board, before the lot."""
        return cls(rules, None, (), None, start_position(rules), None, None, 0, (), None, None, 0)

    # --- chance -------------------------------------------------------------------------------

    def draw_chance(self, stream: Chance) -> tuple[str, Chance]:
        """The lot (from a stream of its own under the seed: :func:`draw_lot`), or the next throw."""
        if self.first is None:
            return format_lot(draw_lot(stream, self.rules.corners)), stream
        roll, after = draw_throw(stream)
        return _THROWN[roll], after

    def _chance(self, text: str) -> PachisiState:
        """The state after the chance step ``text``: the lot, or a throw of the die."""
        drawn = parse_chance(text)
        if self.first is None:
            if not isinstance(drawn, str):
                raise IllegalPlayError("pachisi.lot-expected", step=text, legal=", ".join(self.legal()))
            if drawn not in self.rules.corners:
                raise IllegalPlayError("pachisi.lot-not-playing", player=drawn, players=", ".join(self.rules.corners))
            return PachisiState(self.rules, self.seed, (*self.decisions, format_lot(drawn)), self.chance,
                                self.position, drawn, drawn, 0, (), None, None, 0)
        if not isinstance(drawn, int):
            raise IllegalPlayError("pachisi.throw-expected", step=text, player=self.mover)
        return PachisiState(self.rules, self.seed, (*self.decisions, f"{THROW} {drawn}"), self.chance, self.position,
                            self.first, self.mover, drawn, self.order, self.at_first_finish, self.last, self.made)

    # --- the contract ---------------------------------------------------------------------

    @property
    def seats(self) -> tuple[str, ...]:
        return self.rules.corners

    @property
    def to_move(self) -> str | None:
        if self.first is None or (not self.roll and self.mover is not None):
            return CHANCE
        return self.mover

    @cached_property
    def moves(self) -> tuple[Move, ...]:
        """The legal moves for the throw (empty: the throw is lost, or the die is still to be thrown, or the game
        is over)."""
        if self.mover is None or not self.roll:
            return ()
        return unchecked_legal_moves(self.position, self.mover, self.roll, self.rules)

    @cached_property
    def written(self) -> dict[str, Move]:
        """The legal moves by their canonical written form."""
        return {str(m): m for m in self.moves}

    def legal(self) -> tuple[str, ...]:
        if self.first is None:
            return tuple(sorted(format_lot(corner) for corner in self.rules.corners))
        if self.mover is None:
            return ()
        if not self.roll:
            return tuple(THROWS)
        return tuple(sorted(self.written)) or (PASS,)

    def _decide(self, text: str) -> PachisiState:
        roll = THROWS.get(text)
        if roll is not None and self.roll == 0 and self.first is not None:  # a throw, the common chance step
            return PachisiState(self.rules, self.seed, (*self.decisions, text), self.chance, self.position,
                                self.first, self.mover, roll, self.order, self.at_first_finish, self.last, self.made)
        if self.to_move == CHANCE:
            return self._chance(text)
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
        """The state after the mover uses his throw (``None``: it is lost): the die is then to be thrown again,
        by whoever throws next, unless the game is over (a seeded game throws it at once)."""
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
        written = PASS if move is None else str(move)
        chance, next_roll = self.chance, 0
        if chance is not None and following is not None:
            # a seeded game takes the next throw at once, as State._settled would (the same step and stream as
            # draw_chance and _decide): a throw follows every move, and this is the hot path of every seeded game
            next_roll, chance = draw_throw(chance)
            decisions = (*self.decisions, written, _THROWN[next_roll])
        else:
            decisions = (*self.decisions, written)
        return PachisiState(rules, self.seed, decisions, chance, position, self.first, following, next_roll, order,
                            first_finish, Throw(mover, roll, move, finished), self.made + 1)

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
        if self.to_move is not None:
            return ()
        variant = self.rules.variant
        if variant == "pushups":
            winner = self.order[0]
            scores = self.pushups()
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

    def pushups(self) -> dict[str, int]:
        """The push-ups game's scores, counted on the position just after the first player finished (empty
        before): each other player's push-ups, in seat order."""
        if self.at_first_finish is None:
            return {}
        return pushups(self.at_first_finish, self.order[0], self.rules)

    def view(self, seat: str | None = None) -> dict[str, Any]:
        """Everything public, and Pachisi hides nothing but the throws to come: the position in its notation, each
        player's squares and pieces off the board, who throws (``mover``) and the throw to use (``roll``: ``None``
        while the die is to be thrown), the finishing order, the throws used, the push-ups (once the first player
        has finished, in that variant), and ``last``: the last step (:meth:`last_step`).

        What the presentation draws and says comes from here alone (:mod:`tutor.pachisi.presentation`).
        """
        position = self.position
        return {
            **self.common_view(seat),
            "variant": self.rules.variant,
            "position": str(position),
            "first": self.first,
            "mover": self.mover,
            "roll": self.roll or None,
            "squares": {c: list(position.squares(c)) for c in position.players},
            "off": {c: position.off(c) for c in position.players},
            "order": list(self.order),
            "throws": self.made,
            "pushups": self.pushups() if self.rules.pushups_game else {},
            "last": self.last_step(),
        }

    def last_step(self) -> dict[str, Any] | None:
        """The last step of the record as data (``None`` before the first): ``{"step": "lot", "player"}``, ``{"step":
        "throw", "player", "roll"}``, or ``{"step": "move", "n", "player", "roll", "from", "to", "eats", "old",
        "yard", "finished", "again"}`` (``from`` ``None`` for entering; ``to`` ``None`` for a lost throw; ``old``:
        the piece stopped on its home after its lap; ``yard``: it went into the yard; ``again``: the same player
        throws next)."""
        if not self.decisions:
            return None
        if self.decisions[-1].startswith(LOT):
            return {"step": "lot", "player": self.first}
        if self.roll:
            return {"step": "throw", "player": self.mover, "roll": self.roll}
        throw = self.last
        assert throw is not None
        move = throw.move
        return {"step": "move", "n": self.made, "player": throw.player, "roll": throw.roll,
                "from": move.source if move else None, "to": move.destination if move else None,
                "eats": move.eats if move else None, "old": move is not None and move.target == OLD,
                "yard": move is not None and move.target > OLD and (move.start or 0) <= OLD,
                "finished": throw.finished, "again": self.mover == throw.player}

    def outcome_words(self, language: str | None = None) -> str:
        """Who won and who lost, in words, once the game is over (the play page's result); empty before.

        The basic game has a winner, the first to finish, and a loser, the last player left; with
        more players, the order they finished in:

        >>> import tutor
        >>> state = tutor.start("pachisi", seed=5)
        >>> while not state.finished:
        ...     state = state.play(tutor.suggest(state, seed=len(state.decisions)))
        >>> print(state.outcome_words("en"))
        White diamonds (H8) finished first: they win the game. Only white circles (A1) are left: they lose. The order of finishing: white diamonds (H8), black diamonds (A8), black circles (H1), white circles (A1).
        >>> state.outcome()
        {'A1': -1, 'A8': 0, 'H8': 1, 'H1': 0}
        >>> state.explain_payments("en")
        ['white circles (A1) pay white diamonds (H8) 1: the last player left loses and pays one point to the winner, the first to bring all his pieces home']

        The partners game ends with the first to finish, and his pair wins:

        >>> state = tutor.start("pachisi", seed=1, variant="partners")
        >>> while not state.finished:
        ...     state = state.play(tutor.suggest(state, seed=1))
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
            loser, other = (player_words(c, language) for c in self.seats if c not in (winner, partner))
            return capital(gettext(_PAIR_RESULT, language).format(
                winner=player_words(winner, language), partner=player_words(partner, language), loser=loser,
                other=other))
        if variant == "pushups":
            return sentences([winner_words(self.order[0], language),
                              pushups_words(self.pushups(), True, language)], language)
        return sentences(standing(self.order, language), language)

    @classmethod
    def seat_name(cls, seat: str, language: str | None = None) -> str:
        """A player in words: ``white circles (A1)``, ``白圆（A1）``."""
        return player_words(seat, reader_language(language))


__all__ = ["BLOCK", "LAST_LEFT", "WON", "PAIR_WON", "PASS", "PUSHUPS", "REFUSALS", "PachisiState", "Throw", "Throws",
           "draw_lot", "draw_throw"]
