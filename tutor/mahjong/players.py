"""The automatic players: simple rules that make a plausible hand for the tutor to show.

They are not a strategy.  Each keeps the discard that leaves the most waiting
tiles, else the tile that fits least with the rest; each goes mah jong whenever it
can, claims every pung, kong and mah jong it can, and a chow only with two tiles that
are single in its hand.  They never declare a standing hand or a concealed kong, nor
add a tile to an exposed pung.  :func:`easy` is the game's ``easy`` player
(:func:`tutor.suggest`), and :func:`play_hand` lets it play a whole hand.

>>> from tutor.mahjong.notation import parse_tile
>>> me = Player(tuple(sorted(map(parse_tile, "1C 2C 3C 5D 6D 7D 2B 2B East East East Red Green White".split()))))
>>> choose_discard(me)
Tile('Red')
>>> claim_for("S", me, parse_tile("4C"), "E")
(Claim(seat='S', kind='chow'), Block(shape='chow', first=Tile('2C')))
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import cast

from tutor.errors import IllegalPlayError, TutorError
from tutor.mahjong.claims import Claim, next_seat
from tutor.mahjong.hands import Block, Player, set_of, waits_of
from tutor.mahjong.rules import Rules
from tutor.mahjong.state import MahjongState
from tutor.mahjong.tiles import Seat, Tile
from tutor.state import CHANCE, AnyState

__all__ = ["Player", "choose_discard", "claim_for", "easy", "fit", "play_hand"]


def _remove(tiles: Sequence[Tile], *gone: Tile) -> tuple[Tile, ...]:
    rest = list(tiles)
    for tile in gone:
        rest.remove(tile)
    return tuple(rest)


def fit(tile: Tile, rest: Sequence[Tile]) -> int:
    """How well ``tile`` fits with ``rest``: copies held, and neighbours of its suit."""
    held = Counter(rest)
    value = 3 * held[tile]
    if tile.suit is not None:
        for step, weight in ((-2, 1), (-1, 2), (1, 2), (2, 1)):
            number = (tile.number or 0) + step
            if 1 <= number <= 9 and held[Tile(tile.kind + step)]:
                value += weight
    return value


def choose_discard(player: Player) -> Tile:
    """The tile the automatic player throws: the most waits kept, else the one that fits least."""
    def key(tile: Tile) -> tuple[int, int, int]:
        rest = _remove(player.concealed, tile)
        return (-len(waits_of(player.melds, rest)), fit(tile, rest), -tile.kind)
    return min(sorted(set(player.concealed)), key=key)


def claim_for(seat: Seat, player: Player, tile: Tile, discarder: Seat) -> tuple[Claim, Block] | None:
    """The claim the automatic player makes for ``tile``, with the set it would show."""
    if player.complete_with(tile):
        return Claim(seat, "mahjong"), Block("pair", tile)
    held = Counter(player.concealed)
    if held[tile] == 3:
        return Claim(seat, "kong"), Block("kong", tile)
    if held[tile] == 2:
        return Claim(seat, "pung"), Block("pung", tile)
    if seat == next_seat(discarder) and tile.suit is not None:
        number = tile.number or 0
        for low in (number - 2, number - 1, number):
            if 1 <= low <= 7:
                run = [Tile(tile.kind + low - number + i) for i in range(3)]
                others = [t for t in run if t != tile]
                if all(held[t] == 1 for t in others):
                    chow = set_of(run)
                    if chow is not None:
                        return Claim(seat, "chow"), chow
    return None


def easy(state: AnyState, rng: random.Random) -> str:
    """The automatic player's decision for the seat to move (``rng`` is not needed: its choices are its rules').

    >>> from tutor.mahjong import start
    >>> easy(start(seed=23), random.Random(0))
    'North'
    """
    assert isinstance(state, MahjongState)
    seat = state.to_move
    if seat is None:
        raise IllegalPlayError("tutor.game-over", decision="")
    if seat == CHANCE:  # the wall, the dice and the draws are chance's, not a player's
        raise TutorError("tutor.chance-no-player")
    me = state.player(seat)
    legal = state.legal()
    if state.phase == "turn":
        if "mahjong" in legal:
            return "mahjong"
        wanted = str(state.drawn) if seat in state.standing else str(choose_discard(me))
    elif state.phase == "rob":
        wanted = "mahjong"
    else:
        assert state.tile is not None
        claim = claim_for(cast(Seat, seat), me, state.tile, state.turn)
        if claim is None:
            wanted = "pass"
        else:
            kind, meld = claim[0].kind, claim[1]
            wanted = f"chow {meld}" if kind == "chow" else kind
    return wanted if wanted in legal else "pass" if "pass" in legal else legal[0]


def play_hand(seed: int, rules: Rules | None = None) -> MahjongState:
    """The hand of ``seed`` played to its end by the automatic players (:func:`easy` for every seat)."""
    state = MahjongState.start(rules or Rules(), seed)
    rng = random.Random(seed)
    while not state.finished:
        state = state.play(easy(state, rng))
    return state
