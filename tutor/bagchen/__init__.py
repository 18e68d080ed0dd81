"""Bagchen (sbag chen, Бакчен, 巴尘 / 藏牌), the Tibetan domino game — engine.

The default ruleset is pagat's (``../shared/specs/bagchen.md``); every other
source's reading is a named option of :class:`Rules`.  This part of the engine
knows the tiles, their ranks and what beats what:

>>> from tutor import bagchen
>>> lead = bagchen.Tile.parse("[5-3]")
>>> [str(t) for t in bagchen.parse_tiles("[6-3][5-4][6-6][6-2]") if bagchen.beats(lead, t)]
['[6-3]', '[5-4]']
"""

from tutor.bagchen import errors  # noqa: F401  (first: defines the codes the modules below raise)
from tutor.bagchen.game import GAME
from tutor.bagchen.leads import Lead, LeadKind, beats, classify, is_unbeatable
from tutor.bagchen.notation import format_tile, format_tiles, parse_tile, parse_tiles
from tutor.bagchen.point import Point
from tutor.bagchen.ranking import Verdict, can_form_set, ordinary_set_rank, ties
from tutor.bagchen.rules import Rules
from tutor.bagchen.state import BagchenState
from tutor.bagchen.svg import tile_svg
from tutor.bagchen.tiles import NICKNAMES, TILE_TYPES, Rank, Suit, Tile, full_set
from tutor.game import verbs

# notebooks show a tile as its picture (set here: tiles.py must not import the drawing code)
Tile._repr_svg_ = lambda self: str(tile_svg(self))  # type: ignore[attr-defined]

State = BagchenState
start, replay, suggest = verbs(GAME)  # the same verbs as every game's (tutor.game.verbs)

__all__ = [
    "GAME", "BagchenState", "State", "replay", "start", "suggest", "NICKNAMES", "TILE_TYPES", "Lead", "LeadKind", "Point", "Rank", "Rules", "Suit", "Tile",
    "Verdict", "beats", "can_form_set", "classify", "is_unbeatable", "format_tile", "format_tiles", "full_set", "ordinary_set_rank", "parse_tile",
    "parse_tiles", "ties",
]
