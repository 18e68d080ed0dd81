"""Bagchen's game table (:mod:`tutor.table`): each seat's tiles in hand, tricks won, chips and passport, who
leads first; in the middle the point (its throw and its tiles) and the trick being played.  At the end, the tricks,
the point chips paid during the hand, the passports, the jump and the settlement.

Built from a view alone: another seat's tiles are only a count, a tile played face down is not named.

>>> from tutor.bagchen.state import BagchenState
>>> from tutor.bagchen.rules import Rules
>>> state = BagchenState.start(Rules(), 5)
>>> names = {s: BagchenState.seat_name(s, "en") for s in state.seats}
>>> t = table(state.view("S"), "en", names)
>>> [f["label"] + ": " + f["value"] for f in t["seats"][1]["facts"]]
['Tiles in hand: 16', 'Tricks won: 0', 'Chips: 0']
>>> [m["label"] for m in t["middle"]][:2]
['The point', 'Point tiles']
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping
from typing import Any

from tutor.bagchen.notation import parse_tiles
from tutor.bagchen.svg import HEIGHT, WIDTH, tile_svg
from tutor.bagchen.terms import TERMS
from tutor.bagchen.tiles import Tile
from tutor.i18n import N_, gettext
from tutor.state import ALL
from tutor.table import Table, add_dice, add_middle, capital, fact, group, new_table, seat_panel, tile

_IN_HAND = N_("Tiles in hand")
_TRICKS = N_("Tricks won")
_CHIPS = N_("Chips")
_PASSPORT = N_("has a passport")
_STARTER = N_("leads the first trick")
_SHOWN = N_("Shown face up")
_POINT = N_("The point")
_POINT_TILES = N_("Point tiles")
_TRICK = N_("Trick")
_TRICK_OF = N_("{number} of 16")
_REDEALS = N_("Redeals")
_RESULT_TRICKS = N_("Tricks won")
_SEAT_TRICKS = N_("{seat}: {count}")
_PASSPORTS = N_("Passports")
_WITH_PASSPORT = N_("With a passport: {seats}")
_WITHOUT_PASSPORT = N_("Without a passport: {seats}")
_NOBODY = N_("nobody")
_POINT_CHIPS = N_("Chips paid during the hand")
_CHIP_LINE = N_("Trick {number}, {kind} won by {winner}: {payers} pay {amount} each")
_NO_CHIPS = N_("no chips were paid during the hand")
_SETTLEMENT = N_("Settlement")
_WINNER = N_("{seat} took the last trick and wins the hand.")
_JUMP = N_("Jump: {jump}; the payments are multiplied by {multiplier}.")
_NO_JUMP = N_("No jump; the payments are multiplied by {multiplier}.")
_TAKES_ALL = N_("{seat} won every trick and takes the chips on the table ({chips}).")
_TERM_NAMES = {t.id: t for t in TERMS}


def _tile(t: Table, found: Tile, language: str) -> dict[str, str]:
    # the tile's own drawing without its <svg> (its title and notation are the table's name): the face alone
    root = ET.fromstring(str(tile_svg(found)))
    markup = "".join(ET.tostring(child, encoding="unicode", short_empty_elements=True) for child in root
                     if child.tag.rsplit("}", 1)[-1] not in ("title", "desc"))
    markup = markup.replace(' xmlns:ns0="http://www.w3.org/2000/svg"', "").replace("ns0:", "")
    return tile(t, f"bagchen:{found}", f"{found} {found.name(language)}", markup, WIDTH, HEIGHT)


def _tiles(t: Table, text: str | None, language: str) -> list[dict[str, str]]:
    return [_tile(t, found, language) for found in parse_tiles(text)] if text else []


def table(view: Mapping[str, Any], language: str, names: Mapping[str, str]) -> Table:
    """The table as ``view`` shows it, in ``language``; ``names``: each seat in words."""
    t = new_table()
    def say(message: str) -> str:
        return gettext(message, language)

    passports = set(view.get("passports") or ())
    shown = view.get("shown") or {}
    for seat in view["seats"]:
        marks = [say(_PASSPORT) if seat in passports else "",
                 say(_STARTER) if view.get("starter") == seat and not view.get("tricks") else ""]
        chips = (view.get("chips") or {}).get(seat, 0)
        facts = [fact(say(_IN_HAND), (view.get("counts") or {}).get(seat, 0)),
                 fact(say(_TRICKS), (view.get("won") or {}).get(seat, 0), key="tricks"),
                 fact(say(_CHIPS), f"+{chips}" if chips > 0 else chips, key="chips")]
        groups = [group(say(_SHOWN), [_tiles(t, shown.get(seat), language)])]
        seat_panel(t, seat, marks=marks, facts=facts, groups=groups)
    if view.get("point"):
        point = view["point"]
        dice = [int(n) for n in point.split("-")] if all(n.isdigit() for n in point.split("-")) else []
        if dice:
            add_dice(t, say(_POINT), dice, value=point, key="point")
        else:
            add_middle(t, say(_POINT), point, key="point")
        add_middle(t, say(_POINT_TILES), key="point-tiles", tiles=_tiles(t, view.get("points"), language))
    tricks = view.get("tricks") or []
    if tricks:
        add_middle(t, say(_TRICK), say(_TRICK_OF).format(number=len(tricks)), key="trick")
    if view.get("redeals"):
        add_middle(t, say(_REDEALS), view["redeals"])
    return t


def groups(view: Mapping[str, Any], language: str) -> dict[str, str]:
    """Each lead the view's seat may make, by its kind in words (a single, a pair, a point lead …), so that a long
    list of leads can be shown kind by kind.

    >>> from tutor.bagchen.state import BagchenState
    >>> from tutor.bagchen.rules import Rules
    >>> from tutor.state import play_on
    >>> state = BagchenState.start(Rules(), 5)
    >>> while state.legal() and not any(" [" in d for d in state.legal()):
    ...     state = state.play(state.legal()[-1])
    >>> kinds = groups(state.view(state.to_move), "en")
    >>> len(kinds) == len(state.legal()) or not kinds
    True
    """
    return {decision: _kind(kind, language) for decision, kind in (view.get("lead_kinds") or {}).items()}


def _kind(kind: str | None, language: str) -> str:
    term = _TERM_NAMES.get(kind or "")
    return term.name(language) if term is not None else kind or ""


def result(state: Any, language: str) -> list[dict[str, Any]]:
    """The end: tricks won, the passports, the chips paid for point leads during the hand, and the settlement
    (who wins the hand, the jump and its multiplier; the payments follow, each with its reason)."""
    view = state.view(ALL)  # the end is public: every hand and trick shown
    def say(message: str) -> str:
        return gettext(message, language)


    def name(seat: str) -> str:
        return capital(state.seat_name(seat, language))

    seats = list(view["seats"])
    won = view.get("won") or {}
    sections = [{"title": say(_RESULT_TRICKS),
                 "lines": [say(_SEAT_TRICKS).format(seat=name(s), count=won.get(s, 0)) for s in seats]}]
    passports = [s for s in seats if s in set(view.get("passports") or ())]
    others = [s for s in seats if s not in passports]
    sections.append({"title": say(_PASSPORTS), "lines": [
        say(_WITH_PASSPORT).format(seats=", ".join(state.seat_name(s, language) for s in passports) or say(_NOBODY)),
        say(_WITHOUT_PASSPORT).format(seats=", ".join(state.seat_name(s, language) for s in others) or say(_NOBODY))]})
    chips = [say(_CHIP_LINE).format(number=trick["number"], kind=_kind(trick.get("kind"), language),
                                    winner=state.seat_name(trick["winner"], language),
                                    payers=", ".join(state.seat_name(p, language) for p in trick["chips"]["payers"]),
                                    amount=trick["chips"]["amount"])
             for trick in view.get("tricks") or [] if trick.get("chips")]
    sections.append({"title": say(_POINT_CHIPS), "lines": chips or [say(_NO_CHIPS)]})
    settlement = view.get("settlement")
    lines = []
    if settlement:
        lines.append(say(_WINNER).format(seat=name(settlement["winner"])))
        if settlement.get("takes_all"):
            lines.append(say(_TAKES_ALL).format(seat=name(settlement["winner"]), chips=settlement.get("table_chips")))
        lines.append(say(_JUMP).format(jump=settlement["jump"], multiplier=settlement["multiplier"])
                     if settlement.get("jump") else say(_NO_JUMP).format(multiplier=settlement["multiplier"]))
    elif callable(getattr(state, "settlement_caption", None)):
        lines.append(state.settlement_caption(language))
    if lines:
        sections.append({"title": say(_SETTLEMENT), "lines": lines})
    return sections
