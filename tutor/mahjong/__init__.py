"""Classical Mahjong (麻将, маджонг) — engine.

The default rules are the spec's profile ``seed500`` (``../shared/specs/mahjong.md``):
Table A for every player, Table B and the winner's doubles of Table C for the
winner, a limit of 500, and settlement with East paying and receiving double.

>>> from tutor import mahjong
>>> hand = mahjong.parse_hand("[2D 3D 4D] [Red Red Red] {7B 7B 7B} {6C 7C 8C} South South* F2 S2")
>>> score = mahjong.score_hand(hand, seat="S", round_wind="E", winner=True, won_by="wall")
>>> score.points, score.doubles, score.total
(46, 2, 184)
>>> mahjong.settle({"E": 20, "S": 184, "W": 32, "N": 16}, winner="S", east="E").net
{'E': -384, 'S': 736, 'W': -144, 'N': -208}
"""

from tutor.game import verbs
from tutor.mahjong import errors  # noqa: F401  (first: defines the codes the modules below raise)
from tutor.mahjong.game import GAME
from tutor.mahjong.hands import Block, Completion, Hand, arrangements, completion, decompositions, waits
from tutor.mahjong.notation import (
    Decision,
    format_decision,
    format_hand,
    parse_bonus,
    parse_decision,
    parse_hand,
    parse_tile,
)
from tutor.mahjong.players import play_hand
from tutor.mahjong.rules import Rules
from tutor.mahjong.scoring import HandScore, Item, Win, score_hand
from tutor.mahjong.settlement import Settlement, settle
from tutor.mahjong.state import MahjongState
from tutor.mahjong.tiles import BONUS_TILES, SEATS, Bonus, Tile, full_set
from tutor.payments import Payment

State = MahjongState
#: ``start(seed=0, **options)``, ``replay(record, seed=None, **options)``, ``suggest(state, seed=0)``
start, replay, suggest = verbs(GAME)  # the same verbs as every game's (tutor.game.verbs)

__all__ = [
    "BONUS_TILES", "GAME", "SEATS", "Block", "Bonus", "Completion", "Decision", "Hand", "HandScore", "Item",
    "MahjongState", "Payment", "Rules", "Settlement", "State", "Tile", "Win", "arrangements", "completion",
    "decompositions", "format_decision", "format_hand", "full_set", "parse_bonus", "parse_decision", "parse_hand",
    "parse_tile", "play_hand", "replay", "score_hand", "settle", "start", "suggest", "waits",
]
