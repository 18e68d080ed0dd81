"""The hand notation of spec §2, as a strict parse/format pair.

Tiles are ``1C``–``9C`` (characters), ``1D``–``9D`` (dots), ``1B``–``9B`` (bamboo),
``East South West North`` and ``Red Green White``; bonus tiles are ``F1``–``F4`` and
``S1``–``S4``.  A hand is items separated by single spaces:

- ``[…]`` an exposed set (a claimed winning tile is starred inside it: ``[1B 2B* 3B]``);
- ``⟨…⟩`` (or ``<…>``) a declared concealed kong;
- ``{…}`` concealed tiles; a group of three must be a set, a longer group is just tiles;
- a bare tile: concealed (the pair, odd tiles); a bare bonus tile;
- ``*`` after one tile marks the winning tile.

>>> from tutor.mahjong.notation import parse_hand, format_hand
>>> hand = parse_hand("South South* [Red Red Red] {7B 7B 7B} F2 <6C 6C 6C 6C> [2D 3D 4D] S2")
>>> format_hand(hand)
'[Red Red Red] [2D 3D 4D] ⟨6C 6C 6C 6C⟩ {7B 7B 7B} South South* F2 S2'
>>> parse_hand(format_hand(hand)) == hand
True
>>> parse_hand("[East South West] {1C 1C 1C}")
Traceback (most recent call last):
  ...
tutor.errors.InvalidPositionError: mahjong.honour-chow: East South West is not a set: winds and dragons do not make a chow
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from tutor.errors import InvalidPositionError, NotationError
from tutor.mahjong.hands import Block, Hand, set_of
from tutor.mahjong.tiles import HONOURS, SUITS, Bonus, Tile
from tutor.mahjong.words import SEAT_NAMES
from tutor.notation import Scanner

_OPEN = {"[": "]", "{": "}", "⟨": "⟩", "<": ">"}


def _tile(scan: Scanner) -> Tile | Bonus:
    start = scan.index
    honour = scan.accept(*HONOURS)
    if honour is not None:
        return Tile(27 + HONOURS.index(honour))
    group = scan.accept("F", "S")
    if group is not None:
        return Bonus("F" if group == "F" else "S", scan.digit(1, 4))
    if not scan.peek().isdigit():
        raise scan.error("notation.expected", expected="1C", index=start)
    number = scan.digit(1, 9)
    suit = scan.expect(*SUITS)
    return Tile(SUITS.index(suit) * 9 + number - 1)


def parse_tile(text: str) -> Tile:
    """One playing tile, exactly: ``5D``, ``North``.

    >>> parse_tile("North"), parse_tile("9B")
    (Tile('North'), Tile('9B'))
    >>> parse_tile("0B")
    Traceback (most recent call last):
      ...
    tutor.errors.NotationError: notation.out-of-range: 0 at position 1 of '0B' is outside 1–9
    """
    scan = Scanner(text, "mahjong.tile")
    found = _tile(scan)
    if isinstance(found, Bonus):
        raise scan.error("notation.expected", expected="1C", index=0)
    scan.finish()
    return found


def parse_bonus(text: str) -> tuple[Bonus, ...]:
    """Bonus tiles separated by spaces (``"F2 S2"``), as the command line's ``--bonus`` gives them."""
    if not text.strip():
        return ()
    hand = parse_hand(text, check_count=False)
    if hand.tiles:
        raise InvalidPositionError("mahjong.bonus-only", text=text)
    return hand.bonus


def parse_hand(text: str, *, check_count: bool = True) -> Hand:
    """A hand from its notation; impossible hands are coded errors (see the module's doc)."""
    scan = Scanner(text, "mahjong.hand")
    exposed: list[tuple[Block, int | None]] = []
    kongs: list[Block] = []
    groups: list[tuple[Tile, ...]] = []
    loose: list[Tile] = []
    bonus: list[Bonus] = []
    stars: list[tuple[str, int, int]] = []
    while True:
        opening = scan.accept(*_OPEN)
        if opening is None:
            item = _tile(scan)
            if isinstance(item, Bonus):
                bonus.append(item)
            else:
                if scan.accept("*"):
                    stars.append(("loose", 0, len(loose)))
                loose.append(item)
        else:
            tiles: list[Tile] = []
            starred: int | None = None
            while True:
                start = scan.index
                tile = _tile(scan)
                if isinstance(tile, Bonus):
                    raise scan.error("notation.expected", expected="1C", index=start)
                if scan.accept("*"):
                    if starred is not None:
                        raise InvalidPositionError("mahjong.two-winning-tiles")
                    starred = len(tiles)
                tiles.append(tile)
                if scan.accept(_OPEN[opening]):
                    break
                scan.expect(" ")
            written = " ".join(map(str, tiles))
            if opening in "[⟨<":
                block = set_of(tiles)
                if opening in "⟨<" and (block is None or block.shape != "kong"):
                    raise InvalidPositionError("mahjong.not-a-kong", tiles=written)
                if block is None:
                    code = "mahjong.honour-chow" if len(tiles) == 3 and any(t.is_honour for t in tiles) \
                        else "mahjong.not-a-set"
                    raise InvalidPositionError(code, tiles=written)
                if starred is not None and block.shape == "kong":
                    raise InvalidPositionError("mahjong.winning-tile-in-kong", tiles=written)
                if opening == "[":
                    exposed.append((block, None if starred is None else block.tiles.index(tiles[starred])))
                else:
                    kongs.append(block)
            else:
                if len(tiles) == 3 and set_of(tiles) is None:
                    code = "mahjong.honour-chow" if any(t.is_honour for t in tiles) else "mahjong.not-a-set"
                    raise InvalidPositionError(code, tiles=written)
                if starred is not None:
                    stars.append(("groups", len(groups), starred))
                groups.append(tuple(tiles))
        if scan.at_end():
            break
        scan.expect(" ")
    stars += [("exposed", i, at) for i, (_, at) in enumerate(exposed) if at is not None]
    if len(stars) > 1:
        raise InvalidPositionError("mahjong.two-winning-tiles")
    hand = Hand(tuple(b for b, _ in exposed), tuple(kongs), tuple(groups), tuple(loose), tuple(bonus),
                stars[0] if stars else None)
    _check(hand, check_count)
    return hand


def _check(hand: Hand, check_count: bool) -> None:
    for tile, count in sorted(Counter(hand.tiles).items()):
        if count > 4:
            raise InvalidPositionError("mahjong.too-many-copies", tile=str(tile), count=count)
    for bonus, count in sorted(Counter(hand.bonus).items()):
        if count > 1:
            raise InvalidPositionError("mahjong.bonus-twice", tile=str(bonus))
    if check_count:
        if hand.size not in (13, 14):
            fours = sorted(t for t, n in Counter(hand.concealed).items() if n == 4)
            if fours and hand.size - len(fours) in (13, 14):  # four of a kind held, taken for a kong
                raise InvalidPositionError("mahjong.undeclared-kong-count", count=hand.size, tile=str(fours[0]))
            raise InvalidPositionError("mahjong.tile-count", count=hand.size)
        if hand.star is not None and hand.size != 14:
            raise InvalidPositionError("mahjong.winning-count", count=hand.size)


def format_hand(hand: Hand) -> str:
    """The canonical text: exposed sets, declared kongs, concealed groups, bare tiles, bonus tiles."""
    star = hand.star

    def tiles(part: str, group: int, items: tuple[Tile, ...]) -> str:
        return " ".join(f"{t}*" if star == (part, group, i) else str(t) for i, t in enumerate(items))

    items = [f"[{tiles('exposed', i, b.tiles)}]" for i, b in enumerate(hand.exposed)]
    items += [f"⟨{tiles('kongs', i, b.tiles)}⟩" for i, b in enumerate(hand.kongs)]
    items += [f"{{{tiles('groups', i, g)}}}" for i, g in enumerate(hand.groups)]
    if hand.loose:
        items.append(tiles("loose", 0, hand.loose))
    items += [str(b) for b in hand.bonus]
    return " ".join(items)


# --- decisions in play -------------------------------------------------------------------

#: The kinds of decision a player makes in a hand (see :func:`parse_decision`).
DECISION_KINDS = ("discard", "standing", "mahjong", "kong", "add", "pass", "pung", "chow")
_WORDS = ("mahjong", "pass", "pung", "kong", "add", "chow")


@dataclass(frozen=True)
class Decision:
    """One decision of a player, as :func:`parse_decision` reads it.

    ``kind`` is one of :data:`DECISION_KINDS`; ``tiles`` the tile discarded (``discard``,
    ``standing``), the tile of a concealed kong (``kong``) or added to an exposed pung
    (``add``), the three tiles of a chow; empty for ``mahjong``, ``pass``, ``pung`` and a
    ``kong`` claimed from a discard.
    """

    kind: str
    tiles: tuple[Tile, ...] = ()

    def __str__(self) -> str:
        return format_decision(self)


def parse_decision(text: str) -> Decision:
    """A decision, exactly as :func:`format_decision` writes it.

    In his turn a player discards a tile (``5D``), declares a standing hand with his
    first discard (``5D standing``), goes mah jong on the tile he drew (``mahjong``),
    declares a concealed kong (``kong 6C``) or adds the tile he drew to an exposed pung
    (``add 6C``).  Asked about a discard, he answers ``pass``, ``chow 3D 4D 5D`` (the
    chow he would show, lowest tile first), ``pung``, ``kong`` or ``mahjong``.

    >>> parse_decision("5D standing"), parse_decision("kong 6C")
    (Decision(kind='standing', tiles=(Tile('5D'),)), Decision(kind='kong', tiles=(Tile('6C'),)))
    >>> str(parse_decision("chow 3D 4D 5D")), str(parse_decision("pass"))
    ('chow 3D 4D 5D', 'pass')
    >>> parse_decision("chow 3D 5D 4D")
    Traceback (most recent call last):
      ...
    tutor.errors.NotationError: mahjong.not-a-chow: 3D 5D 4D is not a chow: three tiles in a row of one suit, lowest first
    """
    scan = Scanner(text, "mahjong.decision")
    word = scan.accept(*_WORDS)
    if word is None:
        start = scan.index
        tile = _tile(scan)
        if isinstance(tile, Bonus):
            raise scan.error("notation.expected", expected="1C", index=start)
        kind = "standing" if scan.accept(" standing") else "discard"
        scan.finish()
        return Decision(kind, (tile,))
    if word in ("kong", "add", "chow") and (word != "kong" or not scan.at_end()):
        count = 3 if word == "chow" else 1
        tiles = []
        for _ in range(count):
            scan.expect(" ")
            start = scan.index
            tile = _tile(scan)
            if isinstance(tile, Bonus):
                raise scan.error("notation.expected", expected="1C", index=start)
            tiles.append(tile)
        scan.finish()
        if word == "chow":
            block = set_of(tiles)
            if block is None or block.shape != "chow" or tuple(tiles) != block.tiles:
                raise NotationError("mahjong.not-a-chow", text=text, index=len(word) + 1,
                                    tiles=" ".join(map(str, tiles)))
        return Decision(word, tuple(tiles))
    scan.finish()
    return Decision(word)


def format_decision(decision: Decision) -> str:
    """The canonical text of ``decision``: the inverse of :func:`parse_decision`.

    >>> format_decision(Decision("add", (Tile(27),))), format_decision(Decision("discard", (Tile(13),)))
    ('add East', '5D')
    """
    tiles = " ".join(map(str, decision.tiles))
    if decision.kind == "discard":
        return tiles
    if decision.kind == "standing":
        return f"{tiles} standing"
    return f"{decision.kind} {tiles}" if tiles else decision.kind


# --- chance: the wall, the dice, the deal, the draws --------------------------------------

#: The first word of each kind of chance step (:attr:`~tutor.mahjong.state.MahjongState.chance_words`).
CHANCE_WORDS = ("wall", "dice", "deal", "draw")
#: The tiles of the wall: the 136 playing tiles and the 8 flowers and seasons.
WALL_SIZE = 144
_SEATS = ("E", "S", "W", "N")
_DEALT = {"E": 14, "S": 13, "W": 13, "N": 13}
#: every tile and bonus tile by its notation
_BY_TEXT: dict[str, Tile | Bonus] = {**{str(Tile(k)): Tile(k) for k in range(34)},
                                     **{f"{g}{n}": Bonus(g, n) for g in ("F", "S") for n in range(1, 5)}}
#: each tile's notation (a wall is written at the start of every seeded hand: kept, not made again)
_TEXT: dict[Tile | Bonus, str] = {tile: text for text, tile in _BY_TEXT.items()}
_KINDS = [str(Tile(k)) for k in range(34)]
#: how many of each the set has
_COPIES = {text: 4 if isinstance(tile, Tile) else 1 for text, tile in _BY_TEXT.items()}


@dataclass(frozen=True)
class WallStep:
    """``wall …``: the 144 tiles as the wall is built, stack by stack, each stack's top tile first: East's wall
    from its right-hand end leftwards, then North's, West's and South's (:class:`~tutor.mahjong.wall.Wall`)."""

    tiles: tuple[Tile | Bonus, ...]


@dataclass(frozen=True)
class DiceStep:
    """``dice 3-4``: one throw of East's two dice (a double one is thrown again)."""

    dice: tuple[int, int]


@dataclass(frozen=True)
class DealStep:
    """``deal E … S … W … N …``: the tiles each player was dealt, flowers and seasons among them, East's 14 and
    the others' 13 (East's last tile is the fourteenth he took)."""

    hands: tuple[tuple[Tile | Bonus, ...], ...]


@dataclass(frozen=True)
class DrawStep:
    """``draw 5D``: the tile a player takes from the wall (in his turn, a loose tile after a kong, or a loose tile
    for a flower or season)."""

    tile: Tile | Bonus


ChanceStep = WallStep | DiceStep | DealStep | DrawStep


def _check_copies(tiles: list[Tile | Bonus]) -> None:
    """At most four of each playing tile and one of each flower and season (coded errors)."""
    for tile, count in sorted(Counter(t for t in tiles if isinstance(t, Tile)).items()):
        if count > 4:
            raise InvalidPositionError("mahjong.too-many-copies", tile=str(tile), count=count)
    for bonus, count in sorted(Counter(t for t in tiles if isinstance(t, Bonus)).items()):
        if count > 1:
            raise InvalidPositionError("mahjong.bonus-twice", tile=str(bonus))


def _tiles(scan: Scanner, stop: str | None = None) -> list[Tile | Bonus]:
    """Tiles separated by single spaces, to the end of the text or up to `` stop `` (a seat's letter)."""
    found = [_tile(scan)]
    while not scan.at_end():
        if stop is not None and scan.text.startswith(f" {stop} ", scan.index):
            break
        scan.expect(" ")
        found.append(_tile(scan))
    return found


def parse_chance(text: str) -> ChanceStep:
    """A chance step, exactly as :func:`format_chance` writes it (the text of a step it reads is that step's
    canonical text: the notation allows no other spelling).

    >>> parse_chance("dice 3-4"), parse_chance("draw F2")
    (DiceStep(dice=(3, 4)), DrawStep(tile=Bonus('F', 2)))
    >>> parse_chance("dice 7-1")
    Traceback (most recent call last):
      ...
    tutor.errors.NotationError: notation.out-of-range: 7 at position 6 of 'dice 7-1' is outside 1–6
    >>> parse_chance("wall 1C 2C")
    Traceback (most recent call last):
      ...
    tutor.errors.InvalidPositionError: mahjong.wall-size: the wall has 2 tiles, not 144: every tile of the set once, the 136 playing tiles and the 8 flowers and seasons
    """
    if text.startswith("wall ") and text.count(" ") == WALL_SIZE:  # the quick way for a well-written wall
        parts = text[5:].split(" ")
        if all(part in _BY_TEXT for part in parts) and all(
                count <= _COPIES[part] for part, count in Counter(parts).items()):
            return WallStep(tuple(_BY_TEXT[part] for part in parts))
    scan = Scanner(text, "mahjong.chance")
    word = scan.expect(*CHANCE_WORDS)
    scan.expect(" ")
    if word == "dice":
        first = scan.digit(1, 6)
        scan.expect("-")
        second = scan.digit(1, 6)
        scan.finish()
        return DiceStep((first, second))
    if word == "draw":
        tile = _tile(scan)
        scan.finish()
        return DrawStep(tile)
    if word == "wall":
        tiles = _tiles(scan)
        if len(tiles) != WALL_SIZE:
            raise InvalidPositionError("mahjong.wall-size", count=len(tiles))
        _check_copies(tiles)
        return WallStep(tuple(tiles))
    hands = []
    for number, seat in enumerate(_SEATS):
        scan.expect(seat)
        scan.expect(" ")
        later = _SEATS[number + 1] if number < 3 else None
        hands.append(tuple(_tiles(scan, later)))
        if later is not None:
            scan.expect(" ")
    for seat, hand in zip(_SEATS, hands, strict=True):
        if len(hand) != _DEALT[seat]:
            raise InvalidPositionError("mahjong.deal-size", seat=SEAT_NAMES[seat], count=len(hand),
                                       dealt=_DEALT[seat])
    _check_copies([t for hand in hands for t in hand])
    return DealStep(tuple(hands))


def format_chance(step: ChanceStep) -> str:
    """The canonical text of a chance step: the inverse of :func:`parse_chance`.

    >>> format_chance(DiceStep((1, 1))), format_chance(parse_chance("draw  S1"[:5] + "S1"))
    ('dice 1-1', 'draw S1')
    """
    if isinstance(step, WallStep):
        return "wall " + " ".join([_KINDS[tile.kind] if type(tile) is Tile else _TEXT[tile] for tile in step.tiles])
    if isinstance(step, DiceStep):
        return f"dice {step.dice[0]}-{step.dice[1]}"
    if isinstance(step, DrawStep):
        return f"draw {step.tile}"
    return "deal " + " ".join(f"{seat} {' '.join(map(str, hand))}" for seat, hand in zip(_SEATS, step.hands,
                                                                                          strict=True))
