"""Pachisi's game table (:mod:`tutor.table`): each player's pieces off the board, on the track and in the yard,
and the place he finished in; in the middle the throw, drawn as a die, and the order of finishing so far.

Built from a view alone (Pachisi hides nothing but the throws to come).

>>> from tutor.pachisi.state import PachisiState
>>> from tutor.pachisi.rules import Rules
>>> state = PachisiState.start(Rules(), 3)
>>> names = {s: PachisiState.seat_name(s, "en") for s in state.seats}
>>> t = table(state.view(state.to_move), "en", names)
>>> [f["label"] + ": " + f["value"] for f in t["seats"][0]["facts"]]
['Off the board: 4', 'On the track: 0', 'In the yard: 0 of 3']
>>> [m for m in t["middle"] if m.get("key") == "throw"][0]["dice"] == [state.view(None)["roll"]]
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.i18n import N_, gettext
from tutor.pachisi.board import YARDS
from tutor.pachisi.svg import PLAYERS
from tutor.state import ALL
from tutor.table import Table, add_dice, add_middle, capital, fact, new_table, seat_panel, tile

_OFF = N_("Off the board")
_TRACK = N_("On the track")
_YARD = N_("In the yard")
_OLD = N_("Old, back on its home")
_OF_THREE = N_("{count} of 3")
_FINISHED = N_("finished: place {place}")
_THROW = N_("{player} threw")
_ORDER = N_("Order of finishing")
_NONE_YET = N_("nobody has finished yet")
_THROWS = N_("Throws made")
_PIECE = N_("a piece of {player}")
_RESULT = N_("The order of finishing")
_PLACE = N_("{place}. {player}")


def _piece(t: Table, corner: str, names: Mapping[str, str], language: str) -> str:
    _, colour, shape = PLAYERS[corner]
    if shape == "circle":
        svg = f'<circle cx="12" cy="12" r="9.5" fill="{colour}" stroke="#222222" stroke-width="1.5"/>'
    else:
        svg = f'<polygon points="12,1.5 22.5,12 12,22.5 1.5,12" fill="{colour}" stroke="#222222" stroke-width="1.5"/>'
    face = f"pachisi:{corner}"
    tile(t, face, gettext(_PIECE, language).format(player=names.get(corner, corner)), svg, 24, 24)
    return face


def table(view: Mapping[str, Any], language: str, names: Mapping[str, str]) -> Table:
    """The table as ``view`` shows it, in ``language``; ``names``: each player in words."""
    t = new_table()
    def say(message: str) -> str:
        return gettext(message, language)

    order = list(view.get("order") or [])
    for corner in view["seats"]:
        facts = []
        if corner in view["squares"]:
            squares = list(view["squares"][corner])
            in_yard = sum(s in YARDS[corner] for s in squares)
            old = sum(s.endswith("*") for s in squares)
            facts = [fact(say(_OFF), view["off"][corner]), fact(say(_TRACK), len(squares) - in_yard - old),
                     fact(say(_YARD), say(_OF_THREE).format(count=in_yard))]
            if old:
                facts.append(fact(say(_OLD), old))
        marks = [say(_FINISHED).format(place=order.index(corner) + 1)] if corner in order else []
        seat_panel(t, corner, facts=facts, marks=marks, face=_piece(t, corner, names, language))
    thrower = str(view.get("mover") or view.get("to_move") or "")
    if view.get("roll") and thrower in names:
        add_dice(t, capital(say(_THROW).format(player=names[thrower])), (view["roll"],), key="throw")
    add_middle(t, say(_ORDER), ", ".join(names[c] for c in order) if order else say(_NONE_YET), key="order")
    add_middle(t, say(_THROWS), view.get("throws", 0))
    return t


def result(state: Any, language: str) -> list[dict[str, Any]]:
    """The end: the order in which the players finished, first to last, and who won and lost."""
    view = state.view(ALL)  # the end is public: every hand and trick shown
    order = list(view.get("order") or [])
    if not order:
        return []
    lines = [state.outcome_words(language)] if state.outcome_words(language) else []
    lines += [gettext(_PLACE, language).format(place=n, player=capital(state.seat_name(c, language)))
              for n, c in enumerate(order, 1)]
    return [{"title": gettext(_RESULT, language), "lines": lines}]
