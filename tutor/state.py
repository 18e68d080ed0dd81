"""One way to play every game: an immutable state, its legal decisions, and the record that replays it.

Every game package offers a subclass of :class:`State` (its descriptor names it), and
the registry starts one with :func:`tutor.start`.  A state knows whose decision it is
(:attr:`State.to_move`), every legal decision in the game's own notation
(:meth:`State.legal`), and gives the state after one (:meth:`State.play`); the state
itself never changes.

Chance (the lot for the first player, the dice, the deal, the wall, the point throw)
is a step of the record too, as OpenSpiel has chance nodes: where the game reaches
chance, :attr:`State.to_move` is :data:`CHANCE` and the next step says what chance
brought, in the game's notation (``dice 3-1``, ``deal …``).  A state started from a
seed (:meth:`State.start`) takes those steps itself, drawn from the seed, and writes
them into its record; a state started without one (``seed=None``: real dice at a
real table) waits at each chance node for the step to be played like a decision.
So the rule options and the record (:meth:`State.record`) are the whole game:
:func:`tutor.replay` reads them back without a seed, and a seed only decides the
chance steps a record does not write.

The faces (the command line, the pages, the engine in the browser) and the automatic
players use only this interface, never a game's private functions.

A record is the decisions in order, separated by ``"; "`` (no decision contains
``;``):

>>> parse_record("24/18 13/8; 6/5(2) 8/3")
('24/18 13/8', '6/5(2) 8/3')
>>> parse_record("")
()
>>> parse_record("24/18;; 6/5")
Traceback (most recent call last):
  ...
tutor.errors.NotationError: tutor.record-empty-decision: decision 2 of the record is empty
"""

from __future__ import annotations

import functools
import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Generic, Self, TypeVar

from tutor.catalog import Text
from tutor.errors import IllegalPlayError, NotationError, TutorError
from tutor.i18n import reader_language
from tutor.options import Rules
from tutor.payments import Payment, net

_T = TypeVar("_T")
#: the game's own rules class (each game's State is a State of its Rules)
_Rules = TypeVar("_Rules", bound=Rules)

#: What separates the decisions of a record.
SEPARATOR = "; "

#: :attr:`State.to_move` where chance comes next and nothing draws it for the state (it has no seed):
#: the next step, played like a decision, says what the dice, the deal or the lot brought.
CHANCE = "chance"

#: :meth:`State.view` of everything, every hand open: a replay, or a finished game shown whole.
#: (``None`` is a spectator: what is public, and everything once the game is over.)
ALL = "*"


def parse_record(text: str) -> tuple[str, ...]:
    """The decisions of a record, in order (an empty or blank text is no decision)."""
    if not text.strip():
        return ()
    decisions = tuple(part.strip() for part in text.split(";"))
    for number, decision in enumerate(decisions, 1):
        if not decision:
            raise NotationError("tutor.record-empty-decision", text=text, index=0, number=number)
    return decisions


def format_record(decisions: tuple[str, ...]) -> str:
    """The record of ``decisions``: the inverse of :func:`parse_record`."""
    return SEPARATOR.join(decisions)


@dataclass(frozen=True)
class Chance:
    """A seeded random stream as an immutable value: each draw gives the value and the stream after it.

    A state keeps one, so drawing the next dice or tile never changes an earlier state.

    >>> stream = Chance.seeded(7)
    >>> die, after = stream.draw(lambda rng: rng.randint(1, 6))
    >>> die == stream.draw(lambda rng: rng.randint(1, 6))[0], die == random.Random(7).randint(1, 6)
    (True, True)
    """

    state: tuple[Any, ...]
    #: the seed the stream began from (``None``: not known), kept through its draws: a game may draw a side
    #: stream of its own from it (a lot for the first player, say, so that the seed's dice are the same whoever
    #: it chooses)
    seed: int | str | None = None

    @classmethod
    def seeded(cls, seed: int | str) -> Chance:
        return cls(random.Random(seed).getstate(), seed)

    def draw(self, take: Callable[[random.Random], _T]) -> tuple[_T, Chance]:
        rng = random.Random()
        rng.setstate(self.state)
        value = take(rng)
        return value, Chance(rng.getstate(), self.seed)

    def __repr__(self) -> str:
        return "Chance(…)"


#: The methods that take the seat a picture or a sentence is for, with the place of ``seat`` among their
#: positional arguments: :meth:`State.__init_subclass__` makes each game's own check it first.
SEAT_ARGUMENT = {"view": 0, "draw": 0, "board": 0, "narrate": 1}


def _seat_checked(method: Callable[..., _T], index: int) -> Callable[..., _T]:
    """``method``, refusing a seat that is not in the game (``tutor.unknown-seat``) before it runs."""
    @functools.wraps(method)
    def checked(self: State[Any], *args: Any, **kwargs: Any) -> _T:
        seat = args[index] if len(args) > index else kwargs.get("seat")
        if seat is not None and seat != ALL:
            self.check_seat(seat)
        return method(self, *args, **kwargs)

    checked.seat_checked = True  # type: ignore[attr-defined]
    return checked


class State(ABC, Generic[_Rules]):
    """A game in progress (or finished), under its rules, from its seed.

    Subclasses are frozen dataclasses declared with ``eq=False``: two states are
    equal when they are the same game under the same rules from the same seed after
    the same decisions (:meth:`__eq__`), whatever their inner form.  A subclass
    fills in the abstract members; :meth:`play` checks that the game is still on
    and hands the text to :meth:`_decide`.

    Every game answers a seat it does not have the same way, whatever it is asked
    (:meth:`view`, :meth:`draw`, :meth:`board`, :meth:`narrate`): with the coded
    error ``tutor.unknown-seat``.  The check is made here, for every subclass
    (:meth:`__init_subclass__`), so no game can forget it:

    >>> import tutor
    >>> from tutor.games import drawing, games, narration, summary_in
    >>> for game in games():
    ...     state = tutor.start(game.id, seed=1)
    ...     for ask in (lambda: narration(state, "X", "en"), lambda: state.view("X"), lambda: drawing(state, "X", "en"),
    ...                 lambda: drawing(state, "X", "ru", places=True), lambda: summary_in(state, "zh", seat="X")):
    ...         try:
    ...             ask()
    ...         except TutorError as error:
    ...             assert error.code == "tutor.unknown-seat", (game.id, error)
    ...         else:
    ...             raise AssertionError(f"{game.id} answered an unknown seat")
    >>> first = tutor.start(games()[0].id, seed=1)
    >>> narration(first, "X", "en")
    Traceback (most recent call last):
      ...
    tutor.errors.TutorError: tutor.unknown-seat: no seat 'X' in this game (the seats are: E, S, W, N)
    """

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for name, index in SEAT_ARGUMENT.items():
            method = cls.__dict__.get(name)
            if callable(method) and not getattr(method, "seat_checked", False):
                setattr(cls, name, _seat_checked(method, index))

    #: The game's id, as the registry knows it; set by each subclass.
    game: ClassVar[str]
    #: Whether :meth:`seat_name` names a seat in the plural (its pieces, say), so that a sentence's verb
    #: agrees with it (:meth:`explain_payments`).
    seat_names_plural: ClassVar[bool] = False

    #: The first word of each kind of chance step in the game's notation (``("lot", "dice")``): a step that
    #: begins with one of them is chance, any other a decision.  A game that keeps its chance out of its
    #: record (the way every game did before chance steps) leaves it empty.
    chance_words: ClassVar[tuple[str, ...]] = ()

    rules: _Rules
    seed: int | None
    decisions: tuple[str, ...]
    #: The seeded stream that takes the chance steps; ``None``: they are played from outside.
    chance: Chance | None

    # --- what every game provides -------------------------------------------------------

    @classmethod
    def start(cls, rules: _Rules, seed: int | None) -> Self:
        """The game's first state under ``rules``: its chance drawn from ``seed``, or played from outside
        (``None``: the state waits at the first chance node, :data:`CHANCE` to move).

        A game with chance steps provides :meth:`begin` and :meth:`draw_chance`; this is the same for all.
        """
        first = cls.begin(rules)
        if seed is None:
            return first
        return first.seeded(seed, Chance.seeded(seed))

    @classmethod
    def begin(cls, rules: _Rules) -> Self:
        """The game before any chance (a game with :attr:`chance_words` provides it; it has no seed)."""
        raise NotImplementedError(f"{cls.__name__} has no chance steps: it overrides start()")

    def draw_chance(self, stream: Chance) -> tuple[str, Chance]:
        """At a chance node (:data:`CHANCE` to move): what ``stream`` brings, as the step that writes it, and
        the stream after it.  Each chance node draws from the stream the same way whether its step is drawn
        or written (:func:`replay`), so a seed goes on the same way after a record it has read."""
        raise NotImplementedError(f"{type(self).__name__} has no chance steps")

    def seeded(self, seed: int, stream: Chance) -> Self:
        """This state, its further chance drawn from ``stream`` (the state after ``seed``'s draws so far):
        the chance steps due now are taken at once."""
        return replace(self, seed=seed, chance=stream)._settled()  # type: ignore[type-var]

    def _settled(self) -> Self:
        """Take the chance steps due now from the state's stream (none when it has no stream)."""
        state = self
        while state.chance is not None and state.to_move == CHANCE:
            step, stream = state.draw_chance(state.chance)
            state = replace(state, chance=stream)._decide(step)  # type: ignore[type-var]
        return state

    @classmethod
    def is_chance_step(cls, step: str) -> bool:
        """Whether ``step`` of a record is chance (it begins with one of :attr:`chance_words`)."""
        word = step.split(maxsplit=1)[0] if step.strip() else ""
        return word in cls.chance_words

    @property
    @abstractmethod
    def seats(self) -> tuple[str, ...]:
        """The seats taking part, in the game's order (``outcome()`` has one entry each)."""

    @property
    @abstractmethod
    def to_move(self) -> str | None:
        """The seat who must decide now; :data:`CHANCE` where chance comes next and the state has no
        stream to draw it; ``None`` once the game is finished."""

    @abstractmethod
    def legal(self) -> tuple[str, ...]:
        """Every legal decision, in the game's notation: sorted, each once, empty only when finished.

        At a chance node, every chance step there may be (the 21 throws of two dice), or none where they are
        too many to list (a deal): the step is then checked when it is played."""

    @abstractmethod
    def _decide(self, text: str) -> Self:
        """The state after the decision ``text`` of :attr:`to_move`; a coded error if it cannot be played.

        Parse ``text`` strictly (:class:`~tutor.errors.NotationError`), refuse an
        illegal decision with the engine's reason (:class:`~tutor.errors.IllegalPlayError`),
        and append the decision in its canonical form (the form :meth:`legal` lists) to
        :attr:`decisions`.
        """

    @abstractmethod
    def payments(self) -> tuple[Payment, ...]:
        """The payments the rules give at the end, with their reasons (empty while the game is on)."""

    @abstractmethod
    def view(self, seat: str | None = None) -> dict[str, Any]:
        """What ``seat`` may see, as JSON-ready data (``None``: what a spectator sees).

        Never another seat's hidden tiles.  Every view has the keys ``game``, ``seat``,
        ``seats``, ``to_move``, ``finished``, ``outcome`` and ``legal`` (the legal
        decisions when ``seat`` is to move, else empty), plus what the game's
        pictures need (see :meth:`draw`).
        """

    def draw(self, seat: str | None = None, language: str | None = None) -> str:
        """The position as ``seat`` sees it, drawn with the game's SVG (markup).  A game with a presentation
        (:mod:`tutor.presentation`) draws there instead: :func:`tutor.games.drawing`."""
        raise NotImplementedError(f"{self.game} is drawn by its presentation: tutor.games.drawing(state, seat, …)")

    def suggest(self, rng: random.Random) -> str:
        """The game's automatic player's decision for :attr:`to_move` (one of :meth:`legal`).  A game whose players
        live apart (:attr:`tutor.game.Game.players`) has none here: :func:`tutor.suggest`."""
        raise NotImplementedError(f"{self.game}'s players are apart: tutor.suggest(state, seed, level)")

    def narrate(self, language: str | None = None, seat: str | None = None) -> str:
        """What the last decision did (and what chance brought after it), in ``language``, as ``seat`` saw it.

        The first state says how the game begins.  Replays and logs are these sentences.
        With a ``seat``, nothing that seat could not see is told (another seat's drawn
        tile, a face-down play); without one, everything is (a replay of a finished game).
        A game with a presentation words it there instead: :func:`tutor.games.narration`.
        """
        raise NotImplementedError(f"{self.game} is told by its presentation: tutor.games.narration(state, seat, …)")

    # --- playing by clicking the picture (a game that allows it overrides these three) ----------

    def board(self, seat: str | None = None, language: str | None = None) -> str:
        """:meth:`draw`, with *places* to click when ``seat`` is to move (the play pages).

        A place is an SVG element with ``data-place="TOKEN"`` (a point, a square, a tile
        in the hand) and ``data-name`` (the place in words, in ``language``).  A decision
        is made by clicking the places of one of its paths, in order (:meth:`click_paths`);
        the page only compares paths, the engine decides.
        """
        language = reader_language(language)
        return self.draw(seat, language)

    def click_paths(self) -> dict[str, tuple[tuple[str, ...], ...]]:
        """The legal decisions that can be made on :meth:`board`, each with every path of places clicked to make it.

        Each key is a decision exactly as :meth:`legal` writes it; its paths are the
        orders the page accepts (a play whose parts may be clicked in any order, say).
        No path is a prefix of another path (of the same decision or another) and none
        is a path of two decisions, so a finished path is one decision, which the page
        sends as written here.  :meth:`clicked` reads each path back to its decision.
        The other decisions (``pass``, a claim, an answer) are made from the list.

        >>> from tutor import start
        >>> from tutor.games import click_paths, clicked, games
        >>> for game in games():
        ...     state = start(game.id, seed=7)
        ...     paths = click_paths(state)
        ...     assert set(paths) <= set(state.legal())
        ...     assert all(clicked(state, path) == decision for decision in paths for path in paths[decision])
        """
        return {}

    def clicked(self, places: tuple[str, ...]) -> str | None:
        """The decision a path of clicks spells out, legal or not (``None``: it spells none).

        The page sends a path that is no legal decision's, so that :meth:`play` refuses
        it with the engine's reason (a blocked point, a tile that does not beat the lead).
        """
        return None

    @classmethod
    def seat_name(cls, seat: str, language: str | None = None) -> str:
        """A seat in words, in ``language`` (the seat itself unless the game says otherwise)."""
        return seat

    # --- the same for every game -----------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self.to_move is None

    def play(self, decision: str) -> Self:
        """The state after ``decision`` (or, at a chance node, after the chance step), with the chance
        steps its stream takes after it; this state is unchanged.  A coded error says why it cannot be played."""
        if not isinstance(decision, str):
            raise TypeError(f"a decision is text, not {type(decision).__name__}")
        if self.to_move is None:
            raise IllegalPlayError("tutor.game-over", decision=decision)
        if ";" in decision:
            raise NotationError("tutor.decision-separator", text=decision, index=decision.index(";"))
        decision = decision.strip()
        if not self.chance_words:  # a game that keeps its chance out of its record
            return self._decide(decision)
        at_chance = self.to_move == CHANCE
        if at_chance != self.is_chance_step(decision):
            raise IllegalPlayError("tutor.chance-expected" if at_chance else "tutor.chance-not-now",
                                   decision=decision, words=", ".join(self.chance_words))
        return self._decide(decision)._settled()

    def outcome(self) -> dict[str, int] | None:
        """``None`` until the game ends, then each seat's net points, summing to zero."""
        if not self.finished:
            return None
        return net(self.payments(), self.seats)

    def explain_payments(self, language: str | None = None) -> list[str]:
        """Each payment in a sentence, in ``language``: who pays whom, how much, and why."""
        language = reader_language(language)
        return [p.explain(language, self.seat_name, self.seat_names_plural) for p in self.payments()]

    def record(self) -> str:
        """The decisions so far (with the seed and the rules they replay the game: :func:`tutor.replay`)."""
        return format_record(self.decisions)

    def refuse(self, decision: str) -> IllegalPlayError:
        """The generic refusal, for a well-formed decision the game has no more specific reason for."""
        return IllegalPlayError("tutor.not-legal", decision=decision, legal=", ".join(self.legal()) or "—")

    def check_seat(self, seat: str) -> str:
        """``seat`` if it is one of :attr:`seats`; else the coded error ``tutor.unknown-seat``."""
        if seat not in self.seats:
            raise TutorError("tutor.unknown-seat", seat=seat, seats=", ".join(self.seats))
        return seat

    def outcome_words(self, language: str | None = None) -> str:
        """What the finished game came to, in words, in ``language``: who won, who lost (the play page shows it
        above the payments).  Empty while the game is on, and where the payments say it all."""
        language = reader_language(language)
        return ""

    def common_view(self, seat: str | None) -> dict[str, Any]:
        """The keys every view has (a game's :meth:`view` adds its own)."""
        if seat is not None and seat != ALL:
            self.check_seat(seat)
        return {
            "game": self.game,
            "seat": seat,
            "seats": list(self.seats),
            "to_move": self.to_move,
            "finished": self.finished,
            "outcome": self.outcome(),
            "legal": list(self.legal()) if seat is not None and seat == self.to_move else [],
        }

    def summary(self) -> dict[str, Any]:
        """The state as the command line's ``--json`` and the browser's worker answer it."""
        return {
            "game": self.game,
            "seed": self.seed,
            "options": self.rules.as_strings(),
            "record": self.record(),
            "to_move": self.to_move,
            "legal": list(self.legal()),
            "finished": self.finished,
            "outcome": self.outcome(),
            "payments": [p.to_json() for p in self.payments()],
        }

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        if self.chance_words:  # the record holds the chance: the same steps are the same game, whatever the seed
            return (self.game, self.rules, self.decisions) == (other.game, other.rules, other.decisions)
        return (self.game, self.rules, self.seed, self.decisions) == (other.game, other.rules, other.seed,
                                                                       other.decisions)

    def __hash__(self) -> int:
        return hash((self.game, self.decisions))

    def __repr__(self) -> str:
        return f"<{self.game} seed={self.seed} after {len(self.decisions)} decisions, to move: {self.to_move}>"


#: a state of any game (what the registry and the faces handle)
AnyState = State[Any]


def replay(cls: type[AnyState], rules: Rules, seed: int | None, record: str | tuple[str, ...]) -> AnyState:
    """Read a record back: the state after its steps, each checked as :meth:`State.play` checks it.

    The chance steps the record writes are played as written; ``seed`` draws those it does not write
    (a record of decisions only) and every chance step after its end.  The seed's stream passes every
    chance node as it would have drawn it, written or not, so a seeded game read back from any prefix of
    its record goes on as it went.  Without a seed, a chance step the record leaves out is a coded error,
    and the state after the record waits at its next chance node (:data:`CHANCE` to move).
    """
    steps = parse_record(record) if isinstance(record, str) else record
    if not cls.chance_words:  # a game that keeps its chance out of the record: the seed draws all of it
        return play_on(cls.start(rules, 0 if seed is None else seed), steps)
    stream = Chance.seeded(seed) if seed is not None else None
    state = cls.start(rules, None)
    for number, step in enumerate(steps, 1):
        written = cls.is_chance_step(step)
        while state.to_move == CHANCE and stream is not None and not written:
            drawn, stream = state.draw_chance(stream)
            state = state._decide(drawn)
        if state.to_move == CHANCE and written and stream is not None:
            _, stream = state.draw_chance(stream)  # the seed passes this node too
        state = _step(state, step, number)
    if seed is None or stream is None:
        return state
    return state.seeded(seed, stream)


def play_on(state: AnyState, decisions: tuple[str, ...]) -> AnyState:
    """The state after ``decisions`` more; a decision that cannot be played is a ``tutor.record-step`` error
    that counts it within the whole record.

    The chance steps that ``state``'s stream takes after a decision are its own: a step of ``decisions``
    that repeats one of them is passed over (a seeded game's own record, read on from one of its states).
    """
    done = len(state.decisions)
    number = done
    queue = list(decisions)
    while queue:
        step = queue.pop(0)
        number += 1
        before = len(state.decisions)
        state = _step(state, step, number)
        for drawn in state.decisions[before + 1:]:  # taken by the stream after this step
            if queue and queue[0] == drawn:
                queue.pop(0)
                number += 1
    return state


def _step(state: AnyState, step: str, number: int) -> AnyState:
    """``state.play(step)``, its error counted as step ``number`` of a record."""
    try:
        return state.play(step)
    except TutorError as error:
        # the reason in every language, so the error is worded in the reader's (TutorError.message)
        reason = Text(error.message("en"), error.message("ru"), error.message("zh"))
        raise type(error)("tutor.record-step", number=number, decision=step, reason=reason,
                          error=error.code) from error
