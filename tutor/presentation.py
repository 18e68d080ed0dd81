"""How a game is shown: its drawings, its narration and the reading of clicks, from what a seat sees.

A game's :class:`~tutor.state.State` holds the rules only.  Everything a face shows
of a position (the SVG drawing, the board with places to click, the sentence that
tells what the last step did) is made by the game's :class:`Presentation` from
:meth:`State.view(seat) <tutor.state.State.view>` alone: a JSON-ready dictionary of
what that seat may see.  A drawing therefore cannot show what the seat does not see:
the hidden tiles are not in its hands.

The seat of a view decides what is in it (:meth:`~tutor.state.State.view`):

- a seat of the game: what that player knows (his own tiles, the table, what was played face up);
- ``None``: a spectator: what is public, and, once the game is over, everything;
- :data:`~tutor.state.ALL`: everything, every hand open (a replay).

The faces reach a game's presentation through the registry (:func:`tutor.games.presentation`)
and never ask a state to draw itself.  A seat's name is a word of the rules, not of the
drawing (payments and refusals name seats too): it stays with the state,
:meth:`~tutor.state.State.seat_name`.

A view that a presentation words has the keys every view has (``game``, ``seat``,
``seats``, ``to_move``, ``finished``, ``outcome``, ``legal``) and, for the narration,
``last``: the last step as the seat saw it (``None`` before the first), in whatever
form the game's presentation reads.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar

#: A view: what a seat may see (:meth:`tutor.state.State.view`), as JSON-ready data.
View = dict[str, Any]


class Presentation(ABC):
    """A game's drawings, words and clicks, each made from a :data:`View` (never from a state)."""

    #: the game's id, as the registry knows it
    game: ClassVar[str]

    @abstractmethod
    def draw(self, view: View, language: str = "en") -> str:
        """The position as the view sees it, drawn with the game's SVG (markup)."""

    def board(self, view: View, language: str = "en") -> str:
        """:meth:`draw`, with *places* to click when the view's seat is to move (the play pages).

        A place is an SVG element with ``data-place="TOKEN"`` (a point, a square, a tile in the hand) and
        ``data-name`` (the place in words, in ``language``).  A decision is made by clicking the places of one
        of its paths, in order (:meth:`click_paths`); the page only compares paths, the engine decides.
        """
        return self.draw(view, language)

    @abstractmethod
    def narrate(self, view: View, language: str = "en") -> str:
        """What the last step did (``view["last"]``), in ``language``, as the view's seat saw it; before the
        first step, how the game begins.  Logs and replays are these sentences."""

    def click_paths(self, view: View) -> dict[str, tuple[tuple[str, ...], ...]]:
        """The legal decisions of the view's seat (``view["legal"]``) that can be made on :meth:`board`, each
        with every path of places clicked to make it.

        Each key is a decision exactly as the view's ``legal`` writes it; its paths are the orders the page
        accepts.  No path is a prefix of another (of the same decision or another) and none is a path of two
        decisions, so a finished path is one decision.  :meth:`clicked` reads each path back to its decision.
        The other decisions (``pass``, a claim, an answer) are made from the list.
        """
        return {}

    def clicked(self, view: View, places: tuple[str, ...]) -> str | None:
        """The decision a path of clicks spells out, legal or not (``None``: it spells none).

        The page sends a path that is no legal decision's, so that the state refuses it with the rule's
        reason (a blocked point, a tile that does not beat the lead).
        """
        return None

    def describe(self, view: View, decision: str, language: str = "en") -> str:
        """One of the view's decisions in words, in ``language`` ("Play [5-5]×2", «Ввести шашку на A1»):
        what the decision buttons say, the notation beside it.  The notation itself unless the game words it."""
        return decision
