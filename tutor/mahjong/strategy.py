"""Mahjong's strong automatic player: how far a hand is from ready, and how many unseen tiles help (issue 29).

The measure is the one Mahjong players count with.  A hand's **distance** is the number of
tiles it still needs before it is *ready* (one tile from going out): 0 is ready, 1 one
tile away, and so on (players of the Japanese game call it *shanten*).  It comes from the
best way to see the concealed tiles as sets, pairs and partial sets (two tiles of a
chow or a pung), with the sets already shown counted as done (:func:`distance`).  The
**tiles that help** are the tile kinds that would bring the hand one step nearer, each
counted by its copies the player has not seen: four less those in his hand, in every
discard, in every set shown on the table (:func:`unseen`).

- **Discards**: the discard that leaves the hand nearest to ready, then the one that keeps
  the most unseen tiles that help; among discards practically as fast (within
  :data:`ALMOST` tiles that help), the one that keeps more scoring potential (pairs and
  pungs of dragons and of the player's own and the round's wind, one suit, terminals and
  honours: Tables A and C), then the most tiles that help.
- **Claims**: mah jong always; a pung, a kong or a chow when, with the best discard after
  it, the hand comes nearer to ready, or stays as near and gains a scoring set (a
  pung of dragons or of a scoring wind) or a kong; a kong in the hand, or a tile added to
  a shown pung, when the hand stays as near (the kong scores and brings a loose tile).
- **A standing hand**: declared with the first discard when that discard leaves the hand
  ready with at least :data:`STANDING_WAITS` unseen winning tiles (100 points and a double).

The player decides from what its seat sees (:meth:`~tutor.mahjong.state.MahjongState.view`): its
own tiles, every discard and every set shown, never another hand or the wall.

>>> from tutor.mahjong.notation import parse_tile
>>> hand = [parse_tile(t) for t in "1C 2C 3C 5D 6D 7D 2B 2B 4B 6B East East Red".split()]
>>> distance(hand, melds=0)
1
>>> seen = [0] * 34
>>> [(str(t), n) for t, n in helping(hand, 0, seen)]
[('2B', 2), ('5B', 4), ('East', 2)]
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from tutor.mahjong.notation import parse_decision, parse_tile
from tutor.mahjong.tiles import MAJORS, SEATS, Tile, wind_tile
from tutor.state import AnyState

#: weigh each tile that helps by the chances it has to come: drawn, or claimed from another player's discard
CHANCES = 1.0
#: how many tiles that help a point of scoring potential is worth (:func:`potential`)
WORTH = 0.25
#: how many tiles that help a claim given to another player is worth (see :func:`danger`)
DANGER = 0.0
#: a claim that leaves the hand as near to ready is made when it widens the tiles that help by this factor
CLAIM_WIDER = 1.0
#: the fewest unseen winning tiles for which the strong player declares a standing hand
STANDING_WAITS = 4
#: the round's wind: every hand of the engine is played in the East round
ROUND_WIND = "E"
_MAJOR_KINDS = frozenset(t.kind for t in MAJORS)
_DRAGONS = frozenset((31, 32, 33))

# --- the distance from ready ---------------------------------------------------------------------------

#: (sets, sets + partial sets, pair kept as the hand's pair)
Block = tuple[int, int, int]


def _prune(found: Iterable[Block]) -> tuple[Block, ...]:
    """Keep the blocks no other beats in both sets and sets-plus-partials (with the same pair)."""
    unique = sorted(set(found), key=lambda b: (-b[0], -b[1]))
    kept: list[Block] = []
    for block in unique:
        if not any(k[2] == block[2] and k[0] >= block[0] and k[1] >= block[1] for k in kept):
            kept.append(block)
    return tuple(kept)


@lru_cache(maxsize=200_000)
def _group(row: tuple[int, ...], suited: bool) -> tuple[Block, ...]:
    """Every best way to see one suit's counts (``suited``) or the honours' as sets, partial sets and a pair."""
    i = next((k for k, c in enumerate(row) if c), -1)
    if i < 0:
        return ((0, 0, 0),)
    found: list[Block] = []
    counts = list(row)

    def take(tiles: tuple[int, ...], sets: int, partials: int, pair: int) -> None:
        for k in tiles:
            counts[k] -= 1
        for s, st, p in _group(tuple(counts), suited):
            if p + pair <= 1:
                found.append((s + sets, st + sets + partials, p + pair))
        for k in tiles:
            counts[k] += 1

    take((i,), 0, 0, 0)  # the tile fits nothing
    if row[i] >= 3:
        take((i, i, i), 1, 0, 0)
    if row[i] >= 2:
        take((i, i), 0, 0, 1)
        take((i, i), 0, 1, 0)
    if suited:
        if i <= 6 and row[i + 1] and row[i + 2]:
            take((i, i + 1, i + 2), 1, 0, 0)
        if i <= 7 and row[i + 1]:
            take((i, i + 1), 0, 1, 0)
        if i <= 6 and row[i + 2]:
            take((i, i + 2), 0, 1, 0)
    return _prune(found)


def _combine(a: Sequence[Block], b: Sequence[Block]) -> tuple[Block, ...]:
    return _prune((x[0] + y[0], x[1] + y[1], x[2] + y[2]) for x in a for y in b if x[2] + y[2] <= 1)


def _parts(row: Sequence[int]) -> list[tuple[Block, ...]]:
    return [_group(tuple(row[0:9]), True), _group(tuple(row[9:18]), True), _group(tuple(row[18:27]), True),
            _group(tuple(row[27:34]), False)]


def _best(blocks: Sequence[Block], needed: int) -> int:
    """The distance the best block gives with ``needed`` sets still to make."""
    value = 0
    for sets, with_partials, pair in blocks:
        sets = min(sets, needed)
        value = max(value, sets + min(with_partials, needed) + pair)
    return 2 * needed - value


def _orphans(row: Sequence[int]) -> int:
    kinds = [row[k] for k in sorted(_MAJOR_KINDS)]
    return 13 - sum(1 for n in kinds if n) - (1 if any(n >= 2 for n in kinds) else 0)


def row_distance(row: Sequence[int], melds: int, special: bool = True) -> int:
    """:func:`distance` of concealed tiles counted in a 34-array."""
    parts = _parts(row)
    blocks = _combine(_combine(parts[0], parts[1]), _combine(parts[2], parts[3]))
    found = _best(blocks, 4 - melds)
    if special and melds == 0 and sum(row) >= 13:
        found = min(found, _orphans(row))
    return found


def distance(tiles: Sequence[Tile], melds: int, special: bool = True) -> int:
    """How many tiles the concealed ``tiles`` (with ``melds`` sets already shown or declared) need before the hand
    is ready: 0 ready, −1 complete (14 tiles, kongs as three, that go out).  ``special``: Thirteen Orphans counts
    (the rule option ``special_hands``).  Four of a kind held (a kong not yet declared) counts as a pung and a
    tile, as it is once the kong is declared and the loose tile drawn."""
    row = [0] * 34
    for tile in tiles:
        row[tile.kind] += 1
    return row_distance(row, melds, special)


def helping(tiles: Sequence[Tile], melds: int, seen: Sequence[int], special: bool = True) -> list[tuple[Tile, int]]:
    """The tile kinds that would bring a hand of 13 (kongs as three) one tile nearer to ready, each with its copies
    not seen: four less those in ``tiles`` and those ``seen`` elsewhere (a 34-array)."""
    row = [0] * 34
    for tile in tiles:
        row[tile.kind] += 1
    return _helping(row, melds, seen, special)[1]


def _helping(row: list[int], melds: int, seen: Sequence[int], special: bool) -> tuple[int, list[tuple[Tile, int]]]:
    """The distance of a hand of 13 counted in ``row``, and the tiles that help with their unseen copies."""
    parts = _parts(row)
    now = row_distance(row, melds, special)
    needed = 4 - melds
    orphans = special and melds == 0
    found = []
    for base, group in ((0, 0), (9, 1), (18, 2), (27, 3)):
        others = [parts[g] for g in range(4) if g != group]
        rest = _combine(_combine(others[0], others[1]), others[2])
        size = 9 if group < 3 else 7
        for offset in range(size):
            kind = base + offset
            left = 4 - row[kind] - seen[kind]
            if left <= 0:
                continue
            near = row[kind] or (group < 3 and any(row[k] for k in range(max(base, kind - 2), min(base + 8, kind + 2) + 1)))
            if not near and not (orphans and kind in _MAJOR_KINDS):
                continue
            row[kind] += 1
            after = _best(_combine(rest, _group(tuple(row[base:base + size]), group < 3)), needed)
            if orphans:
                after = min(after, _orphans(row))
            row[kind] -= 1
            if after < now:
                found.append((Tile(kind), left))
    return now, found


# --- what the seat sees ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Seen:
    """A seat's tiles and what it has seen, from its view: its concealed tiles, the number of its sets shown or
    declared, the tiles of those sets, every tile seen outside its hand (a 34-array), and the claim on the table."""

    seat: str
    concealed: tuple[Tile, ...]
    melds: int
    exposed: tuple[tuple[Tile, ...], ...]
    seen: tuple[int, ...]
    phase: str
    tile: Tile | None
    drawn: Tile | None
    first_discard: bool
    special: bool
    win_on_discard: bool
    held: tuple[int, int, int] = (13, 13, 13)  # the others' concealed tiles, the next seat first




def _tiles(text: str) -> tuple[Tile, ...]:
    return tuple(parse_tile(t) for t in text.split())


def look(state: AnyState) -> Seen:
    """What the seat to move sees (its :meth:`view`), read into tiles."""
    seat = state.to_move
    assert seat is not None
    view = state.view(seat)
    seen = [0] * 34
    mine = view["players"][seat]
    for other in view["players"].values():
        for text in (*other["exposed"], *other["kongs"], *other["discards"]):
            for tile in _tiles(text):
                seen[tile.kind] += 1
    exposed = tuple(_tiles(b) for b in (*mine["exposed"], *mine["kongs"]))
    order = [SEATS[(SEATS.index(seat) + k) % 4] for k in (1, 2, 3)]
    held = tuple(view["players"][s]["concealed_count"] for s in order)
    return Seen(seat, tuple(sorted(parse_tile(t) for t in mine["concealed"])), len(exposed), exposed, tuple(seen),
                view["phase"], parse_tile(view["tile"]) if view["tile"] else None,
                parse_tile(view["drawn"]) if view["drawn"] else None, not mine["discards"] and not mine["exposed"],
                state.rules.special_hands, state.rules.standing_hand_win_on_discard, held)  # type: ignore[arg-type]


# --- what a discard gives the others -----------------------------------------------------------------

def danger(tile: Tile, seen: Seen, concealed: Sequence[Tile]) -> float:
    """About how many claims a discard of ``tile`` gives the others: a pung by any of them (two of the copies not
    seen in one hand), a chow by the next seat (two neighbours in his hand), from the tiles not seen."""
    row = list(seen.seen)
    for t in concealed:
        row[t.kind] += 1
    left = [4 - n for n in row]
    hidden = max(1, sum(left))
    kind = tile.kind
    risk = 0.0
    for size in seen.held:
        share = size / hidden
        copies = left[kind] - 1 if left[kind] else 0  # (the tile thrown is seen once thrown)
        risk += copies * (copies - 1) / 2 * share * share
    if kind < 27:
        share = seen.held[0] / hidden
        number = kind % 9
        for a, b in ((-2, -1), (-1, 1), (1, 2)):
            if 0 <= number + a <= 8 and 0 <= number + b <= 8:
                risk += min(1.0, left[kind + a] * share) * min(1.0, left[kind + b] * share)
    return risk


# --- the score the hand may make ----------------------------------------------------------------------

def _scoring_honour(kind: int, seat: str) -> bool:
    """Dragons, the player's own wind and the round's wind: their sets double the score."""
    return kind in _DRAGONS or kind == wind_tile(seat).kind or kind == wind_tile(ROUND_WIND).kind


def potential(tiles: Sequence[Tile], exposed: Sequence[Sequence[Tile]], seat: str) -> float:
    """A rough count of what a hand may score (Tables A and C): pairs and pungs of scoring honours, pungs of
    terminals and honours, a hand kept to one suit, or to terminals and honours."""
    row = [0] * 34
    for tile in (*tiles, *(t for block in exposed for t in block)):
        row[tile.kind] += 1
    value = 0.0
    for kind, count in enumerate(row):
        if count >= 2:
            major = kind in _MAJOR_KINDS
            value += (2.0 if count >= 3 else 0.5) * (2 if major else 1)
            if kind >= 27 and _scoring_honour(kind, seat):
                value += 4.0 if count >= 3 else 2.0
    suits = [sum(row[b:b + 9]) for b in (0, 9, 18)]
    total = sum(row)
    honours = sum(row[27:])
    if total and max(suits) + honours >= total - 2:
        value += 3.0 if max(suits) + honours == total else 1.5
    majors = sum(row[k] for k in _MAJOR_KINDS)
    if total and majors >= total - 2:
        value += 2.0
    return value


# --- weighing the decisions -------------------------------------------------------------------------

@dataclass(frozen=True)
class Option:
    """One decision as the strong player weighed it: after it (and, for a claim, the best discard after that),
    the hand's ``distance`` from ready, the tiles that help (kinds, each with its unseen copies) and their total,
    its scoring ``potential``; ``discard`` is the tile it would throw after a claim."""

    decision: str
    distance: int
    helping: tuple[tuple[Tile, int], ...]
    potential: float
    discard: Tile | None = None
    scoring_set: bool = False
    danger: float = 0.0
    chances: int = 0

    @property
    def tiles(self) -> int:
        return sum(n for _, n in self.helping)


def _without(tiles: Sequence[Tile], *gone: Tile) -> list[Tile]:
    rest = list(tiles)
    for tile in gone:
        rest.remove(tile)
    return rest


def _discards(seen: Seen, concealed: Sequence[Tile], melds: int, exposed: Sequence[Sequence[Tile]]) -> list[Option]:
    """Every distinct discard from ``concealed`` (a hand of 14, kongs as three), weighed."""
    options = []
    for tile in sorted(set(concealed)):
        rest = _without(concealed, tile)
        row = [0] * 34
        for t in rest:
            row[t.kind] += 1
        after = list(seen.seen)
        after[tile.kind] += 1  # once thrown, everybody sees it
        now, found = _helping(row, melds, after, seen.special)
        options.append(Option(str(tile), now, tuple(found), potential(rest, exposed, seen.seat), tile,
                              danger=danger(tile, seen, concealed), chances=chances(now, found, row)))
    return options


def rank(options: Sequence[Option]) -> list[Option]:
    """The options best first: nearest to ready; then by the tiles that help, less :data:`DANGER` for each claim
    the discard may give another player, plus :data:`WORTH` for each point of scoring potential."""
    return sorted(options, key=lambda o: (o.distance, -merit(o), reach(o.discard)))


def reach(tile: Tile | None) -> int:
    """How many kinds a tile may still join in a set (itself, and its neighbours in a chow): an honour 1, a
    terminal 3, a 2 or an 8 4, a middle tile 5.  Between discards otherwise equal, the one that reaches least goes."""
    if tile is None:
        return 0
    if tile.kind >= 27:
        return 1
    number = tile.kind % 9 + 1
    return 1 + min(2, number - 1) + min(2, 9 - number)


def merit(option: Option) -> float:
    """What the strong player weighs between options as near to ready (see :func:`rank`)."""
    tiles = option.chances / 2 if CHANCES else option.tiles
    return tiles - DANGER * option.danger + WORTH * option.potential


def chances(distance: int, helping: Sequence[tuple[Tile, int]], row: Sequence[int]) -> int:
    """The chances per round of play that a tile that helps comes: each unseen copy may be drawn, or discarded by
    another player and claimed: by any of the three when it wins or makes a pung, by the player before when it
    makes a chow."""
    total = 0
    for tile, count in helping:
        claimable = 3 if distance == 0 or row[tile.kind] >= 2 else 1 if tile.kind < 27 else 0
        total += count * (1 + claimable)
    return total


def weigh(state: AnyState) -> list[Option]:
    """Every legal decision of the seat to move that the strong player considers, weighed, the best first.

    In his turn: each discard (and a standing hand with it), a concealed kong, a tile added to a shown pung,
    mah jong.  Asked about a discard: passing, and each claim with the best discard after it."""
    seen = look(state)
    legal = state.legal()
    options = _turn(state, seen, legal) if seen.phase == "turn" else _answer(seen, legal)
    if "mahjong" in legal:
        return [Option("mahjong", -1, (), 0.0), *options]
    return options


def _turn(state: AnyState, seen: Seen, legal: Sequence[str]) -> list[Option]:
    discards = [o for o in _discards(seen, seen.concealed, seen.melds, seen.exposed) if o.decision in legal]
    ranked = rank(discards)
    if not ranked:  # a standing hand: only the tile drawn may go (or mah jong)
        return [Option(d, 0, (), 0.0) for d in legal if d != "mahjong"]
    best = ranked[0]
    extra = []
    for decision in legal:
        kind = decision.split()[0]
        if kind in ("kong", "add"):
            tile = parse_decision(decision).tiles[0]
            gone = 4 if kind == "kong" else 1
            rest = _without(seen.concealed, *(tile,) * gone)
            row = [0] * 34
            for t in rest:
                row[t.kind] += 1
            melds = seen.melds + (1 if kind == "kong" else 0)
            now, found = _helping(row, melds, seen.seen, seen.special)
            block = (tile,) * 4
            exposed = [*seen.exposed, block] if kind == "kong" else seen.exposed
            extra.append(Option(decision, now, tuple(found), potential(rest, exposed, seen.seat) + 2.0,
                                scoring_set=True))
    standing = [Option(f"{o.decision} standing", o.distance, o.helping, o.potential + 10.0, o.discard, True,
                       o.danger, o.chances) for o in ranked if f"{o.decision} standing" in legal]
    if standing and standing[0].discard == best.discard and best.distance == 0 \
            and best.tiles >= STANDING_WAITS * (1 if seen.win_on_discard else 2):
        return [*standing[:1], *ranked, *standing[1:], *extra]
    ranked += standing  # (a standing hand declared when the strong player would not: the same hand, locked)
    # a kong, or a tile added to a shown pung, when the hand stays as near to ready: it scores, and a loose tile
    # comes with it
    kongs = [o for o in extra if o.distance <= best.distance]
    return [*kongs, *ranked, *(o for o in extra if o not in kongs)]


def _answer(seen: Seen, legal: Sequence[str]) -> list[Option]:
    tile = seen.tile
    assert tile is not None
    row = [0] * 34
    for t in seen.concealed:
        row[t.kind] += 1
    now, found = _helping(row, seen.melds, seen.seen, seen.special)
    keep = Option("pass", now, tuple(found), potential(seen.concealed, seen.exposed, seen.seat),
                  chances=chances(now, found, row))
    claims = []
    for decision in legal:
        kind = decision.split()[0]
        if kind in ("pass", "mahjong"):
            continue
        if kind == "chow":
            chow = parse_decision(decision).tiles
            used = _without(chow, tile)
            block = chow
        else:
            size = 3 if kind == "kong" else 2
            used = [tile] * size
            block = (tile,) * (size + 1)
        rest = _without(seen.concealed, *used)
        exposed = [*seen.exposed, block]
        melds = seen.melds + 1
        scoring = kind == "kong" or (kind == "pung" and tile.kind >= 27 and _scoring_honour(tile.kind, seen.seat))
        if kind == "kong":  # a loose tile comes next: the hand is as it is, 13 with the kong as three
            r = [0] * 34
            for t in rest:
                r[t.kind] += 1
            d, f = _helping(r, melds, seen.seen, seen.special)
            claims.append(Option(decision, d, tuple(f), potential(rest, exposed, seen.seat), None, scoring,
                                 chances=chances(d, f, r)))
            continue
        best = rank(_discards(seen, rest, melds, exposed))[0]
        claims.append(Option(decision, best.distance, best.helping, best.potential, best.discard, scoring,
                             chances=best.chances))
    good = [c for c in claims if c.distance < keep.distance or (c.distance == keep.distance and (
        c.scoring_set or c.chances > keep.chances * CLAIM_WIDER))]
    return [*rank(good), keep, *rank([c for c in claims if c not in good])]


def strong(state: AnyState, rng: random.Random) -> str:
    """The strong player's decision (:func:`weigh`'s first); it draws nothing from ``rng``."""
    return weigh(state)[0].decision


def easy(state: AnyState, rng: random.Random) -> str:
    """The easy player: the one the state carries (:mod:`tutor.mahjong.players`)."""
    return state.suggest(rng)


#: the automatic players by level (:data:`tutor.game.LEVELS`), as the game's descriptor offers them
PLAYERS = {"easy": easy, "strong": strong}


def unseen(state: AnyState) -> list[int]:
    """For each of the 34 tile kinds, the copies the seat to move has not seen (in its hand or anywhere on the
    table)."""
    seen = look(state)
    row = list(seen.seen)
    for tile in seen.concealed:
        row[tile.kind] += 1
    return [4 - n for n in row]


__all__ = ["DANGER", "WORTH", "Option", "PLAYERS", "STANDING_WAITS", "Seen", "distance", "helping", "look", "potential",
           "rank", "row_distance", "strong", "unseen", "weigh"]

