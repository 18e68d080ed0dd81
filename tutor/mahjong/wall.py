"""Building and breaking the wall, and the deal (the source's "Возведение стены",
"Пробивание стены", "Набирание расклада" and "Как берется свободная табличка").

The 144 tiles are shuffled face down; each player builds a wall 18 tiles long and
two high in front of him, and the four walls make a square.  East throws two dice
(again if both show one) and counts that many stacks along his own wall, from its
right-hand end leftwards (or along the wall the total reaches round the table, under
the option ``wall_side``); the stack where the count ends is taken out.  Its two
tiles go on top of the wall on the right of the gap, the *head* of the wall: they
are the first loose tiles.  Tiles are drawn from the other side of the gap, the
*end* of the wall.

The engine keeps the wall as one tuple in the order the tiles are drawn from the
end; loose tiles come from the other end of the same tuple, two at a time, once
the two on top are used ("the one farther from the gap first").

>>> wall = build_wall(seed=8)
>>> len(wall.stacks), wall.stacks[0]
(72, (Tile('2D'), Tile('4B')))
>>> broken = break_wall(wall, dice=(3, 4))
>>> broken.gap, broken.loose, broken.remaining
(7, (Tile('8B'), Tile('Red')), 144)
>>> tile, after = broken.draw()
>>> tile, after.remaining
(Tile('2C'), 143)

The deal: East takes two stacks (four tiles) from the end, then South, West and
North; three times round; then one tile each and a fourteenth for East.  Bonus
tiles in the dealt hands are put face up and replaced from the head, East first.

>>> dealt = deal(broken)
>>> [len(dealt.hands[s]) for s in SEATS], dealt.wall.remaining
([14, 13, 13, 13], 88)
>>> [" ".join(map(str, dealt.bonus[s])) for s in SEATS]
['', '', 'F1 S1', 'F2']
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from tutor.errors import IllegalPlayError, TutorError
from tutor.mahjong.rules import Rules
from tutor.mahjong.tiles import BONUS_TILES, SEATS, Bonus, Seat, Tile, full_set

WallTile = Tile | Bonus
#: a place in the wall: its tile, or ``None`` where the tile is not known (a hand played at a real table, entered
#: as its deal and its draws: :func:`unknown_wall`)
Slot = WallTile | None
STACKS_PER_WALL = 18
_WALL_ORDER: tuple[Seat, ...] = ("E", "N", "W", "S")  # the walls in the order of Wall.stacks
DEALT = 4 * 13 + 1  # East's 14 tiles and the others' 13
DEAD_WALL = 14  # the last 14 tiles, loose tiles included, are never played (source "Последние 14 фишек")


@dataclass(frozen=True)
class Wall:
    """The four walls before they are broken: 72 stacks of (top, bottom) tiles.

    Stacks 0–17 are East's wall counted from its right-hand end leftwards, then come
    North's, West's and South's walls in the same direction (the direction in which
    the tiles will be drawn).
    """

    stacks: tuple[tuple[Slot, Slot], ...]

    @classmethod
    def of_tiles(cls, tiles: tuple[WallTile, ...]) -> Wall:
        """The wall of ``tiles`` in the order it is built: each stack's top tile, then its bottom one."""
        return cls(tuple((tiles[i], tiles[i + 1]) for i in range(0, len(tiles), 2)))

    @property
    def tiles(self) -> tuple[Slot, ...]:
        """The tiles in the order the wall is built (:meth:`of_tiles`)."""
        return tuple(t for stack in self.stacks for t in stack)

    def of(self, seat: Seat) -> tuple[tuple[Slot, Slot], ...]:
        """The 18 stacks in front of ``seat``."""
        start = _WALL_ORDER.index(seat) * STACKS_PER_WALL
        return self.stacks[start:start + STACKS_PER_WALL]


def shuffled(rng: random.Random) -> tuple[WallTile, ...]:
    """The 144 tiles shuffled face down with ``rng``, in the order they are built into the wall."""
    tiles: list[WallTile] = [*full_set(), *BONUS_TILES]
    rng.shuffle(tiles)
    return tuple(tiles)


def build_wall(seed: int) -> Wall:
    """The 144 tiles shuffled with ``seed`` and built into four walls of 18 stacks."""
    return Wall.of_tiles(shuffled(random.Random(seed)))


def unknown_wall() -> Wall:
    """A wall whose tiles nobody has written down (a hand played at a real table): 72 stacks of unknown tiles.

    >>> broken = break_at(unknown_wall(), (3, 4), "E")
    >>> broken.remaining, broken.draw()[0]
    (144, None)
    """
    return Wall(((None, None),) * (4 * STACKS_PER_WALL))


def dice_throws(seed: int) -> tuple[tuple[int, int], ...]:
    """Every throw of East's two dice with ``seed``: a double one is thrown again, as the
    source says, so the last throw is the one that breaks the wall.

    >>> dice_throws(3), dice_throws(2)
    (((2, 5),), ((1, 1), (1, 3)))
    """
    rng = random.Random(seed)
    throws = []
    while True:
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        throws.append(dice)
        if dice != (1, 1):
            return tuple(throws)


def throw_dice(seed: int) -> tuple[int, int]:
    """East's two dice as they break the wall (a double one is thrown again).

    >>> throw_dice(3), throw_dice(2)
    ((2, 5), (1, 3))
    """
    return dice_throws(seed)[-1]


@dataclass(frozen=True)
class BrokenWall:
    """The wall once broken: ``tiles`` in the order they are drawn from the end of the
    wall (loose tiles are taken from the back); ``loose`` the loose tiles on top of the
    head, the next one first; ``dice`` and ``gap`` (the stack taken out, counted from
    the right-hand end of the broken wall); ``side``, whose wall was broken (East's,
    unless the option ``wall_side`` counts the dice round the table)."""

    tiles: tuple[Slot, ...]
    loose: tuple[Slot, ...]
    dice: tuple[int, int]
    gap: int
    loose_taken: int = 0  # loose tiles drawn so far
    side: Seat = "E"

    @property
    def position(self) -> int:
        """The stack taken out, as an index of :attr:`Wall.stacks` (0 is the right-hand end of East's wall)."""
        return _WALL_ORDER.index(self.side) * STACKS_PER_WALL + self.gap - 1

    @property
    def remaining(self) -> int:
        """Tiles left in the wall, loose tiles included."""
        return len(self.tiles) + len(self.loose)

    @property
    def exhausted(self) -> bool:
        """Only the last 14 tiles are left: nobody may draw, and the hand is a dead game."""
        return self.remaining <= DEAD_WALL

    def draw(self) -> tuple[Slot, BrokenWall]:
        """The next tile from the end of the wall."""
        if self.exhausted:
            raise IllegalPlayError("mahjong.wall-exhausted", remaining=self.remaining)
        return self.tiles[0], replace(self, tiles=self.tiles[1:])

    def draw_loose(self) -> tuple[Slot, BrokenWall]:
        """A loose tile from the head, after a bonus tile or a kong; when both loose tiles
        are used, the next stack at the head is put up in their place."""
        if self.exhausted:
            raise IllegalPlayError("mahjong.wall-exhausted", remaining=self.remaining)
        wall = self
        if not wall.loose:
            wall = replace(wall, tiles=wall.tiles[:-2], loose=(wall.tiles[-2], wall.tiles[-1]))
        return wall.loose[0], replace(wall, loose=wall.loose[1:], loose_taken=wall.loose_taken + 1)


def wall_to_break(dice: tuple[int, int], rules: Rules | None = None) -> Seat:
    """Whose wall East's ``dice`` break: his own (the option ``wall_side`` at ``east``),
    or the one their total reaches counting round the table from East as 1, in the order
    of play (``counted``: 5 and 9 are East again, 2, 6 and 10 South, and so on).

    >>> wall_to_break((3, 4)), wall_to_break((3, 4), Rules(wall_side="counted"))
    ('E', 'W')
    """
    rules = rules or Rules()
    if rules.wall_side == "east":
        return "E"
    return SEATS[(sum(dice) - 1) % len(SEATS)]


def break_wall(wall: Wall, dice: tuple[int, int], rules: Rules | None = None) -> BrokenWall:
    """Break ``wall`` where East's ``dice`` say: count their total along the wall they
    choose (:func:`wall_to_break`), from its right-hand end."""
    if len(dice) != 2 or not all(1 <= d <= 6 for d in dice) or tuple(dice) == (1, 1):
        raise TutorError("mahjong.bad-dice", dice=" ".join(map(str, dice)))
    return break_at(wall, dice, wall_to_break(dice, rules))


def break_at(wall: Wall, dice: tuple[int, int], side: Seat) -> BrokenWall:
    """Break ``wall`` counting the total of ``dice`` along ``side``'s wall."""
    gap = sum(dice)
    index = _WALL_ORDER.index(side) * STACKS_PER_WALL + gap  # 1-based, as the count ends
    taken = wall.stacks[index - 1]
    after = wall.stacks[index:] + wall.stacks[:index - 1]  # the end side first, round to the head
    tiles = tuple(t for stack in after for t in stack)
    # the two tiles of the gap lie on the head; the one farther from the gap is used first
    return BrokenWall(tiles, (taken[1], taken[0]), tuple(dice), gap, side=side)  # type: ignore[arg-type]


@dataclass(frozen=True)
class Replacement:
    """A bonus tile put face up and the loose tile that replaced it."""

    seat: Seat
    bonus: Bonus
    loose: WallTile


@dataclass(frozen=True)
class Deal:
    """The hands after the deal and the bonus-tile replacements."""

    hands: dict[Seat, tuple[Tile, ...]]
    bonus: dict[Seat, tuple[Bonus, ...]]
    wall: BrokenWall
    replacements: tuple[Replacement, ...] = field(default=())


def deal(wall: BrokenWall) -> Deal:
    """Deal 13 tiles to each player and a 14th to East, then replace the bonus tiles."""
    held: dict[Seat, list[WallTile]] = {s: [] for s in SEATS}
    taken = wall.tiles[:DEALT]  # the 53 tiles of the deal, in the order they are taken from the end
    wall = replace(wall, tiles=wall.tiles[DEALT:])
    order = [seat for _ in range(3) for seat in SEATS for _ in range(4)] + [*SEATS, "E"]
    for seat, tile in zip(order, taken, strict=True):
        assert tile is not None, "deal() deals a wall whose tiles are known"
        held[seat].append(tile)
    bonus: dict[Seat, list[Bonus]] = {s: [] for s in SEATS}
    replacements = []
    for seat in SEATS:  # East first, then round the table
        while any(isinstance(t, Bonus) for t in held[seat]):
            found = next(t for t in held[seat] if isinstance(t, Bonus))
            held[seat].remove(found)
            bonus[seat].append(found)
            tile, wall = wall.draw_loose()
            assert tile is not None
            held[seat].append(tile)
            replacements.append(Replacement(seat, found, tile))
    return Deal({s: tuple(sorted(t for t in held[s] if isinstance(t, Tile))) for s in SEATS},
                {s: tuple(bonus[s]) for s in SEATS}, wall, tuple(replacements))
