"""One way to play every game: an immutable state, its legal decisions, and the record that replays it.

Every game package offers a subclass of :class:`State` (its descriptor names it), and
the registry starts one with :func:`tutor.start`.  A state knows whose decision it is
(:attr:`State.to_move`), every legal decision in the game's own notation
(:meth:`State.legal`), and gives the state after one (:meth:`State.play`); the state
itself never changes.  Chance (dice, the deal, the wall, the point throw) is drawn
from the seed the game started with, so the seed, the rule options and the decisions
(:meth:`State.record`) are the whole game: :func:`tutor.replay` reads them back.

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

import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
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

    @classmethod
    def seeded(cls, seed: int | str) -> Chance:
        return cls(random.Random(seed).getstate())

    def draw(self, take: Callable[[random.Random], _T]) -> tuple[_T, Chance]:
        rng = random.Random()
        rng.setstate(self.state)
        value = take(rng)
        return value, Chance(rng.getstate())

    def __repr__(self) -> str:
        return "Chance(…)"


class State(ABC, Generic[_Rules]):
    """A game in progress (or finished), under its rules, from its seed.

    Subclasses are frozen dataclasses declared with ``eq=False``: two states are
    equal when they are the same game under the same rules from the same seed after
    the same decisions (:meth:`__eq__`), whatever their inner form.  A subclass
    fills in the abstract members; :meth:`play` checks that the game is still on
    and hands the text to :meth:`_decide`.
    """

    #: The game's id, as the registry knows it; set by each subclass.
    game: ClassVar[str]
    #: Whether :meth:`seat_name` names a seat in the plural (its pieces, say), so that a sentence's verb
    #: agrees with it (:meth:`explain_payments`).
    seat_names_plural: ClassVar[bool] = False

    rules: _Rules
    seed: int
    decisions: tuple[str, ...]

    # --- what every game provides -------------------------------------------------------

    @classmethod
    @abstractmethod
    def start(cls, rules: _Rules, seed: int) -> Self:
        """The game's first state under ``rules``, its chance drawn from ``seed``."""

    @property
    @abstractmethod
    def seats(self) -> tuple[str, ...]:
        """The seats taking part, in the game's order (``outcome()`` has one entry each)."""

    @property
    @abstractmethod
    def to_move(self) -> str | None:
        """The seat who must decide now; ``None`` once the game is finished."""

    @abstractmethod
    def legal(self) -> tuple[str, ...]:
        """Every legal decision, in the game's notation: sorted, each once, empty only when finished."""

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

    @abstractmethod
    def draw(self, seat: str | None = None, language: str | None = None) -> str:
        """The position as ``seat`` sees it, drawn with the game's SVG (markup)."""

    @abstractmethod
    def suggest(self, rng: random.Random) -> str:
        """The game's automatic player's decision for :attr:`to_move` (one of :meth:`legal`)."""

    @abstractmethod
    def narrate(self, language: str | None = None, seat: str | None = None) -> str:
        """What the last decision did (and what chance brought after it), in ``language``, as ``seat`` saw it.

        The first state says how the game begins.  Replays and logs are these sentences.
        With a ``seat``, nothing that seat could not see is told (another seat's drawn
        tile, a face-down play); without one, everything is (a replay of a finished game).
        """

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
        >>> from tutor.games import games
        >>> for game in games():
        ...     state = start(game.id, seed=7)
        ...     paths = state.click_paths()
        ...     assert set(paths) <= set(state.legal())
        ...     assert all(state.clicked(path) == decision for decision in paths for path in paths[decision])
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
        """The state after ``decision``; this state is unchanged.  A coded error says why it cannot be played."""
        if not isinstance(decision, str):
            raise TypeError(f"a decision is text, not {type(decision).__name__}")
        if self.to_move is None:
            raise IllegalPlayError("tutor.game-over", decision=decision)
        if ";" in decision:
            raise NotationError("tutor.decision-separator", text=decision, index=decision.index(";"))
        return self._decide(decision.strip())

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

    def common_view(self, seat: str | None) -> dict[str, Any]:
        """The keys every view has (a game's :meth:`view` adds its own)."""
        if seat is not None and seat not in self.seats:
            raise TutorError("tutor.unknown-seat", seat=seat, seats=", ".join(self.seats))
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

    def summary_in(self, language: str, seat: str | None = None) -> dict[str, Any]:
        """:meth:`summary` with the words a reader needs, in ``language``, as ``seat`` may hear them
        (the command line's and the page's answers)."""
        summary = self.summary()
        if seat is not None and seat != self.to_move:
            summary["legal"] = []  # another seat's choices would show its hidden tiles
        return {**summary, "narration": self.narrate(language, seat),
                "names": {seat: self.seat_name(seat, language) for seat in self.seats},
                "payments_explained": self.explain_payments(language)}

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return (self.game, self.rules, self.seed, self.decisions) == (other.game, other.rules, other.seed,
                                                                       other.decisions)

    def __hash__(self) -> int:
        return hash((self.game, self.seed, self.decisions))

    def __repr__(self) -> str:
        return f"<{self.game} seed={self.seed} after {len(self.decisions)} decisions, to move: {self.to_move}>"


#: a state of any game (what the registry and the faces handle)
AnyState = State[Any]


def replay(cls: type[AnyState], rules: Rules, seed: int, record: str | tuple[str, ...]) -> AnyState:
    """Read a record back: the state after its decisions, each checked as :meth:`State.play` checks it."""
    decisions = parse_record(record) if isinstance(record, str) else record
    return play_on(cls.start(rules, seed), decisions)


def play_on(state: AnyState, decisions: tuple[str, ...]) -> AnyState:
    """The state after ``decisions`` more; a decision that cannot be played is a ``tutor.record-step`` error
    that counts it within the whole record."""
    done = len(state.decisions)
    for number, decision in enumerate(decisions, done + 1):
        try:
            state = state.play(decision)
        except TutorError as error:
            # the reason in every language, so the error is worded in the reader's (TutorError.message)
            reason = Text(error.message("en"), error.message("ru"), error.message("zh"))
            raise type(error)("tutor.record-step", number=number, decision=decision, reason=reason,
                              error=error.code) from error
    return state
