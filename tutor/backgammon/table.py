"""Backgammon's game table (:mod:`tutor.table`): each side's pips, checkers borne off and on the bar, the cube,
and in the middle the dice, drawn as dice, with the opening throw; and the end's calculation, result × cube.

Built from a view alone (:meth:`~tutor.backgammon.state.BackgammonState.view`: backgammon hides nothing but the
dice to come).

>>> from tutor.backgammon.state import BackgammonState
>>> from tutor.backgammon.rules import Rules
>>> state = BackgammonState.start(Rules(), 7)
>>> names = {s: BackgammonState.seat_name(s, "en") for s in state.seats}
>>> t = table(state.view("light"), "en", names)
>>> [f["label"] + ": " + f["value"] for f in t["seats"][0]["facts"]]
['Pips: 167', 'Borne off: 0']
>>> [(m["label"], m.get("dice")) for m in t["middle"]][:2]
[('Opening throw: light 3, dark 2', [3, 2]), ('Light rolled', [3, 2])]
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.i18n import N_, NP_, gettext, ngettext
from tutor.table import Table, add_dice, add_middle, capital, fact, new_table, seat_panel, tile

_PIPS = N_("Pips")
_BORNE_OFF = N_("Borne off")
_ON_BAR = N_("On the bar")
_TO_ENTER = N_("Still to enter")
_CUBE_OWNED = N_("holds the cube at {value}")
_CUBE = N_("Doubling cube")
_CUBE_MIDDLE = N_("{value}, in the middle")
_CUBE_WITH = N_("{value}, with {side}")
_OPENING = N_("Opening throw: {first} {a}, {second} {b}")
_ROLLED = N_("{side} rolled")
_TURN = N_("Turn")
_RACE = N_("Race")
_RACE_LEADS = N_("{side} leads by {pips} pips")
_RACE_EVEN = N_("even")
_CHECKER = N_("{side}'s checker")
_RESULT = N_("The result")
_WINS = N_("{winner} wins.")
_MULTIPLES = {"single": 1, "gammon": 2, "backgammon": 3}
_TIMES = NP_("{multiple} × the cube's {cube} = {points} point", "{multiple} × the cube's {cube} = {points} points")
_DROPPED = NP_("{loser} dropped the double: {winner} wins the cube's value before it, {points} point",
               "{loser} dropped the double: {winner} wins the cube's value before it, {points} points")
_COLOURS = {"light": ("#f4f1ea", "#1d1d1b"), "dark": ("#1d1d1b", "#f4f1ea")}


def _checker(t: Table, side: str, names: Mapping[str, str], language: str) -> str:
    fill, edge = _COLOURS.get(side, ("#888888", "#000000"))
    svg = f'<circle cx="12" cy="12" r="10.5" fill="{fill}" stroke="{edge}" stroke-width="1.5"/>'
    face = f"backgammon:{side}"
    tile(t, face, gettext(_CHECKER, language).format(side=names.get(side, side)), svg, 24, 24)
    return face


def table(view: Mapping[str, Any], language: str, names: Mapping[str, str]) -> Table:
    """The table as ``view`` shows it, in ``language``; ``names``: each side in words."""
    t = new_table()
    def say(message: str) -> str:
        return gettext(message, language)

    cube = view.get("cube")
    waiting = view.get("waiting") or {}
    for side in view["seats"]:
        facts = [fact(say(_PIPS), view["pips"][side], key="pips"), fact(say(_BORNE_OFF), view["borne_off"][side])]
        if waiting.get(side):
            facts.append(fact(say(_TO_ENTER if view.get("off_board") else _ON_BAR), waiting[side]))
        marks = [say(_CUBE_OWNED).format(value=cube["value"])] if cube and cube.get("owner") == side else []
        seat_panel(t, side, facts=facts, marks=marks, face=_checker(t, side, names, language))
    light, dark = view["seats"]
    opening = view.get("opening") or {}
    if opening.get(light) is not None and view.get("turn", 0) <= 2:
        add_dice(t, say(_OPENING).format(first=names[light], a=opening[light], second=names[dark], b=opening[dark]),
                 (opening[light], opening[dark]), key=None if view.get("dice") else "throw",
                 names=(names[light], names[dark]))
    if view.get("dice"):
        add_dice(t, capital(say(_ROLLED).format(side=names[view["on_roll"]])), view["dice"], key="throw")
    if cube:
        owner = cube.get("owner")
        add_middle(t, say(_CUBE), say(_CUBE_WITH).format(value=cube["value"], side=names[owner]) if owner
                   else say(_CUBE_MIDDLE).format(value=cube["value"]), key="cube")
    lead = view["pips"][dark] - view["pips"][light]
    add_middle(t, say(_RACE), say(_RACE_EVEN) if not lead else capital(say(_RACE_LEADS).format(
        side=names[light if lead > 0 else dark], pips=abs(lead))), key="race")
    if view.get("turn"):
        add_middle(t, say(_TURN), view["turn"])
    return t


def result(state: Any, language: str) -> list[dict[str, Any]]:
    """The end: who won, why the game counts single, gammon or backgammon (:func:`~tutor.backgammon.scoring.explain`),
    and the points as that multiple times the cube.

    >>> from tutor.backgammon.state import BackgammonState
    >>> from tutor.backgammon.rules import Rules
    >>> from tutor.state import play_on
    >>> state = play_on(BackgammonState.start(Rules(), 7), ("13/10 6/4", "double", "drop"))
    >>> result(state, "en")[0]["lines"]
    ["Light dropped the double: dark wins the cube's value before it, 1 point"]
    """
    from tutor.backgammon.scoring import explain
    from tutor.errors import TutorError

    payments = state.payments()
    if not payments:
        return []
    payment = payments[-1]
    kind = payment.reason.rsplit(".", 1)[-1]
    winner, loser = state.seat_name(payment.payee, language), state.seat_name(payment.payer, language)
    lines = [state.outcome_words(language)] if state.outcome_words(language) else []
    if kind == "drop":
        lines.append(ngettext(*_DROPPED, payment.amount, language).format(loser=capital(loser), winner=winner,
                                                        points=payment.amount))
    else:
        lines.append(gettext(_WINS, language).format(winner=capital(winner)))
        try:
            lines.append(explain(state.position, state.rules, language))
        except TutorError:  # a game that did not end on the board
            pass
        if kind in _MULTIPLES:
            multiple = _MULTIPLES[kind]
            lines.append(ngettext(*_TIMES, payment.amount, language).format(multiple=multiple, cube=payment.amount // multiple,
                                                          points=payment.amount))
    return [{"title": gettext(_RESULT, language), "lines": lines}]
