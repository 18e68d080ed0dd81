"""One whole hand, from the deal to the settlement, played by simple automatic players.

The engine builds and breaks a seeded wall (:mod:`tutor.mahjong.wall`), deals, and
plays turn by turn: the player draws from the end of the wall (a flower or a season
is put face up and replaced by a loose tile), goes mah jong if he can, or discards;
the others may claim the discard, and :func:`~tutor.mahjong.claims.winning_claim`
decides who takes it.  A kong claimed from a discard is followed by a loose tile.
The hand ends with a win or, when only the last 14 tiles are left, a dead game.
Then every hand is scored and the players settle.

The players are not a strategy, only a way to make a plausible hand for the
tutor to show: each keeps the discard that leaves the most waiting tiles, else the
tile that fits least with the rest; each claims every pung, kong and mah jong it
can, and a chow only with two tiles that are single in its hand.  They never
declare a concealed kong nor promote an exposed pung.

>>> hand = play_hand(seed=23)
>>> hand.dice, hand.winner, hand.won_by, hand.winning, len(hand.turns)
((3, 1), 'N', 'wall', Tile('2D'), 29)
>>> hand.players["N"].text(hand.winning)
'[North North North] [8C 8C 8C] [4C 4C 4C] 2D* 3D 4D 8B 8B'
>>> {seat: score.total for seat, score in hand.scores.items()}
{'E': 56, 'S': 8, 'W': 12, 'N': 60}
>>> hand.settlement.net
{'E': 64, 'S': -160, 'W': -144, 'N': 240}
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from tutor.mahjong.claims import Claim, next_seat, winning_claim
from tutor.mahjong.hands import Block, Hand, completion, set_of, waits_of
from tutor.mahjong.notation import parse_hand
from tutor.mahjong.rules import Rules
from tutor.mahjong.scoring import HandScore, score_hand
from tutor.mahjong.settlement import Settlement, settle
from tutor.mahjong.tiles import SEATS, Bonus, Seat, Tile
from tutor.mahjong.wall import BrokenWall, Deal, WallTile, break_wall, build_wall, deal, throw_dice


@dataclass(frozen=True)
class Player:
    """A player's tiles: concealed (sorted), exposed sets, flowers and seasons, discards."""

    concealed: tuple[Tile, ...]
    exposed: tuple[Block, ...] = ()
    bonus: tuple[Bonus, ...] = ()
    discards: tuple[Tile, ...] = ()

    def text(self, winning: Tile | None = None) -> str:
        """The hand in the notation; ``winning`` is starred among the concealed tiles."""
        parts = [f"[{b}]" for b in self.exposed]
        concealed = [str(t) for t in self.concealed]
        if winning is not None:
            concealed[concealed.index(str(winning))] += "*"
        return " ".join([*parts, *concealed, *map(str, self.bonus)])


@dataclass(frozen=True)
class Turn:
    """What one player did in his turn.

    ``claims`` are the claims made for the previous discard, ``claim`` the one that took it
    (this player's), ``drawn`` the tile drawn from the end of the wall (``None`` after a
    claim), ``replaced`` the flowers and seasons put face up with the loose tiles that
    replaced them, ``discard`` the tile thrown (``None`` when he went mah jong or the
    wall ran out), ``won_by`` how he went out (or ``None``).
    """

    seat: Seat
    claims: tuple[Claim, ...] = ()
    claim: Claim | None = None
    claimed: Tile | None = None
    meld: Block | None = None
    drawn: WallTile | None = None
    replaced: tuple[tuple[Bonus, WallTile], ...] = ()
    discard: Tile | None = None
    won_by: str | None = None
    players: dict[Seat, Player] = field(default_factory=dict)  # everyone's tiles after the turn
    remaining: int = 0  # tiles left in the wall after the turn


@dataclass(frozen=True)
class PlayedHand:
    """A hand from the deal to the settlement."""

    seed: int
    dice: tuple[int, int]
    dealt: Deal
    turns: tuple[Turn, ...]
    winner: Seat | None
    won_by: str | None
    winning: Tile | None
    players: dict[Seat, Player]
    scores: dict[Seat, HandScore]
    settlement: Settlement
    wall: BrokenWall  # what is left of the wall at the end


def _remove(tiles: Sequence[Tile], *gone: Tile) -> tuple[Tile, ...]:
    rest = list(tiles)
    for tile in gone:
        rest.remove(tile)
    return tuple(rest)


def _complete(player: Player, extra: Tile | None = None) -> bool:
    concealed = player.concealed + ((extra,) if extra is not None else ())
    return completion(Hand(exposed=player.exposed, loose=concealed)).complete


def _fit(tile: Tile, rest: Sequence[Tile]) -> int:
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
        return (-len(waits_of(player.exposed, rest)), _fit(tile, rest), -tile.kind)
    return min(sorted(set(player.concealed)), key=key)


def claim_for(seat: Seat, player: Player, tile: Tile, discarder: Seat) -> tuple[Claim, Block] | None:
    """The claim the automatic player makes for ``tile``, with the set it would show."""
    if _complete(player, tile):
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


def play_hand(seed: int, rules: Rules | None = None) -> PlayedHand:
    """Play the hand of ``seed``: the wall, the deal, every turn, the scores and the settlement."""
    rules = rules or Rules()
    dice = throw_dice(seed)
    wall: BrokenWall = break_wall(build_wall(seed), dice, rules)
    dealt = deal(wall)
    wall = dealt.wall
    players = {s: Player(dealt.hands[s], bonus=dealt.bonus[s]) for s in SEATS}
    turns: list[Turn] = []
    seat: Seat = "E"
    must_draw = False  # East starts with 14 tiles
    pending: tuple[tuple[Claim, ...], Claim, Tile, Block] | None = None
    winner = won_by = winning = None

    def draw_into(seat: Seat, loose: bool) -> tuple[WallTile | None, tuple[tuple[Bonus, WallTile], ...], bool]:
        """Draw a tile (a loose one if ``loose``) and replace bonus tiles; False if the wall ran out."""
        nonlocal wall
        replaced: list[tuple[Bonus, WallTile]] = []
        if wall.exhausted:
            return None, (), False
        tile, wall = wall.draw_loose() if loose else wall.draw()
        first = tile
        while isinstance(tile, Bonus):
            players[seat] = replace(players[seat], bonus=(*players[seat].bonus, tile))
            if wall.exhausted:
                return first, tuple(replaced), False
            bonus = tile
            tile, wall = wall.draw_loose()
            replaced.append((bonus, tile))
        assert isinstance(tile, Tile)
        players[seat] = replace(players[seat], concealed=tuple(sorted((*players[seat].concealed, tile))))
        return first, tuple(replaced), True

    while True:
        turn = Turn(seat)
        from_loose = False
        if pending is not None:
            claims, claim, tile, meld = pending
            rest = list(meld.tiles)
            rest.remove(tile)
            me = players[seat]
            players[seat] = replace(me, concealed=_remove(me.concealed, *rest), exposed=(*me.exposed, meld))
            turn = replace(turn, claims=claims, claim=claim, claimed=tile, meld=meld)
            pending = None
            if meld.shape == "kong":
                drawn, replaced, ok = draw_into(seat, loose=True)
                turn = replace(turn, drawn=drawn, replaced=replaced)
                if not ok:
                    turns.append(replace(turn, players=dict(players), remaining=wall.remaining))
                    break
                from_loose = True
        elif must_draw:
            drawn, replaced, ok = draw_into(seat, loose=False)
            turn = replace(turn, drawn=drawn, replaced=replaced)
            if not ok:
                turns.append(replace(turn, players=dict(players), remaining=wall.remaining))
                break
            from_loose = bool(replaced)
        me = players[seat]
        if (must_draw or from_loose) and _complete(me):
            winner, won_by = seat, "loose" if from_loose else "wall"
            last = turn.replaced[-1][1] if turn.replaced else turn.drawn
            assert isinstance(last, Tile)
            winning = last
            turns.append(replace(turn, won_by=won_by, players=dict(players), remaining=wall.remaining))
            break
        discard = choose_discard(me)
        players[seat] = replace(me, concealed=_remove(me.concealed, discard), discards=(*me.discards, discard))
        turns.append(replace(turn, discard=discard, players=dict(players), remaining=wall.remaining))
        offers = {s: claim_for(s, players[s], discard, seat) for s in SEATS if s != seat}
        made = {s: o for s, o in offers.items() if o is not None}
        if made:
            claims = tuple(o[0] for o in made.values())
            won = winning_claim(seat, claims)
            players[seat] = replace(players[seat], discards=players[seat].discards[:-1])  # the claimed tile
            if won.kind == "mahjong":
                winner, won_by, winning = won.seat, "discard", discard
                me = players[won.seat]
                players[won.seat] = replace(me, concealed=tuple(sorted((*me.concealed, discard))))
                turns.append(Turn(won.seat, claims, won, discard, None, won_by="discard", players=dict(players),
                                  remaining=wall.remaining))
                break
            pending = (claims, won, discard, made[won.seat][1])
            seat, must_draw = won.seat, False
        else:
            seat, must_draw = next_seat(seat), True
    scores = {}
    for s in SEATS:
        text = players[s].text(winning if s == winner else None)
        scores[s] = score_hand(parse_hand(text), s, "E", winner=s == winner,
                               won_by=won_by if s == winner else None, rules=rules)
    totals = {s: scores[s].total for s in SEATS}
    return PlayedHand(seed, dice, dealt, tuple(turns), winner, won_by, winning, dict(players), scores,
                      settle(dict[str, int](totals.items()), winner, "E"), wall)
