"""Mahjong's game table (:mod:`tutor.table`): each seat's wind, tiles in hand, melds, flowers and seasons and
discards, labelled and named, and its score at the end; in the middle the prevailing wind, the wall, East's dice
and the tile on offer.  At the end, each hand's score line by line (Tables A, B and C, the limit) and the
payments.

Built from a view alone: another seat's concealed tiles are only a count.

>>> from tutor.mahjong.state import MahjongState
>>> from tutor.mahjong.rules import Rules
>>> state = MahjongState.start(Rules(), 5)
>>> names = {s: MahjongState.seat_name(s, "en") for s in state.seats}
>>> t = table(state.view("S"), "en", names)
>>> t["seats"][0]["marks"], [f["label"] + ": " + f["value"] for f in t["seats"][1]["facts"]]
(['the dealer'], ['Tiles on the rack: 13'])
>>> [m["label"] for m in t["middle"]][:2]
['Prevailing wind', 'Wall']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tutor.i18n import N_, NP_, gettext, ngettext
from tutor.mahjong.notation import parse_bonus, parse_tile
from tutor.mahjong.svg import HEIGHT, WIDTH, tile_markup
from tutor.mahjong.tiles import HONOUR_NAMES, Bonus, Tile
from tutor.table import Table, add_dice, add_middle, capital, fact, group, new_table, seat_panel, tile

_DEALER = N_("the dealer")
_IN_HAND = N_("Tiles on the rack")
_SCORE = N_("Score")
_STANDING = N_("standing hand")
_WINNER = N_("mah jong")
_MELDS = N_("Melds")
_CONCEALED_KONGS = N_("Concealed kongs")
_BONUS = N_("Flowers and seasons")
_DISCARDS = N_("Discards")
_HAND = N_("Hand")
_PREVAILING = N_("Prevailing wind")
_WALL = N_("Wall")
_LEFT = NP_("{count} tile left", "{count} tiles left")
_DICE = N_("East's dice")
_ON_OFFER = N_("Discard on offer")
_DRAWN = N_("You drew")
_BACK = N_("a tile face down")
_SCORED = NP_("{seat}: {total} point", "{seat}: {total} points")
_SCORED_WINNER = NP_("{seat}, mah jong: {total} point", "{seat}, mah jong: {total} points")


def _tile(t: Table, text: str | None, language: str) -> dict[str, str]:
    """One tile of the view (``None``: face down) for the table."""
    if text is None:
        return tile(t, "mahjong:back", gettext(_BACK, language), tile_markup(None), WIDTH, HEIGHT)
    found: Tile | Bonus = parse_bonus(text)[0] if text[:1] in ("F", "S") and text[1:].isdigit() else parse_tile(text)
    return tile(t, f"mahjong:{text}", found.name(language), tile_markup(found), WIDTH, HEIGHT)


def _tiles(t: Table, texts: Sequence[str | None], language: str) -> list[dict[str, str]]:
    return [_tile(t, text, language) for text in texts]


def table(view: Mapping[str, Any], language: str, names: Mapping[str, str]) -> Table:
    """The table as ``view`` shows it, in ``language``; ``names``: each seat in words."""
    t = new_table()
    def say(message: str) -> str:
        return gettext(message, language)

    scores = view.get("scores") or {}
    for seat in view["seats"]:
        player = view["players"][seat]
        marks = [say(_DEALER)] if seat == "E" else []
        if player.get("standing"):
            marks.append(say(_STANDING))
        if view.get("winner") == seat:
            marks.append(say(_WINNER))
        facts = [fact(say(_IN_HAND), player["concealed_count"])]
        if seat in scores:
            facts.append(fact(say(_SCORE), scores[seat], key="score"))
        groups = [group(say(_MELDS), [_tiles(t, block.split(), language) for block in player["exposed"]]),
                  group(say(_CONCEALED_KONGS), [_tiles(t, block.split(), language) for block in player["kongs"]]),
                  group(say(_BONUS), [_tiles(t, player["bonus"], language)]),
                  group(say(_DISCARDS), [_tiles(t, player["discards"], language)])]
        if player.get("concealed") is not None and (view.get("finished") or view.get("seat") != seat):
            groups.insert(0, group(say(_HAND), [_tiles(t, player["concealed"], language)]))
        seat_panel(t, seat, marks=marks, facts=facts, groups=groups)
    add_middle(t, say(_PREVAILING), capital(HONOUR_NAMES["ESWN".index(view.get("prevailing", "E"))].get(language)), key="wind")
    wall = view.get("wall") or {}
    add_middle(t, say(_WALL), ngettext(*_LEFT, wall.get("remaining", 0), language).format(count=wall.get("remaining", 0)), key="wall")
    if wall.get("dice"):
        add_dice(t, say(_DICE), wall["dice"])
    if view.get("phase") == "claims" and view.get("tile"):
        add_middle(t, say(_ON_OFFER), key="offer", tiles=[_tile(t, view["tile"], language)])
    if view.get("drawn"):
        add_middle(t, say(_DRAWN), key="drawn", tiles=[_tile(t, view["drawn"], language)])
    return t


def result(state: Any, language: str) -> list[dict[str, Any]]:
    """The end: each hand's score, line by line as the scoring tables give it, the winner's first."""
    scores = getattr(state, "scores", None)
    if not scores:
        return []
    winner = getattr(state, "winner", None)
    order = sorted(scores, key=lambda seat: seat != winner)
    sections = []
    for seat in order:
        score = scores[seat]
        title = _SCORED_WINNER if seat == winner else _SCORED
        sections.append({"title": ngettext(*title, score.total, language).format(seat=capital(state.seat_name(seat, language)),
                                                                   total=score.total),
                         "lines": [line for line in score.explain(language).split("\n") if line.strip()]})
    return sections
