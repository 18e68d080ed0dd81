"""Mahjong's strong automatic player: how far a hand is from ready, and how many unseen tiles help (issue 29).

The measure is the one Mahjong players count with.  A hand's **distance** is the number of
tiles it still needs before it is *ready* (one tile from going out): 0 is ready, 1 one
tile away, and so on (players of the Japanese game call it *shanten*).  It comes from the
best way to see the concealed tiles as sets, pairs and partial sets (two tiles of a
chow or a pung), with the sets already shown counted as done (:func:`distance`).  The
**tiles that help** are the tile kinds that would bring the hand one step nearer, each
counted by its copies the player has not seen: four less those in his hand, in every
discard, in every set shown on the table (:func:`helping`, :func:`unseen`).  Each copy is
weighed by the **chances** it has to come (:func:`chances`): it may be drawn, and it may be
claimed from a discard, from any of the three others when it makes a pung or wins, from
the player before when it makes a chow; an honour or a terminal the others are likelier to
throw away (they keep the tiles that fit their hands) counts more (:data:`HONOUR_CLAIMS`,
:data:`TERMINAL_CLAIMS`).

- **Discards**: the discard that leaves the hand nearest to ready, then the one whose tiles
  that help have the most chances, with a little weight (:data:`WORTH`) for the score the
  hand may make (pairs and pungs of dragons and of the player's own and the round's wind,
  one suit, terminals and honours: Tables A and C); between discards otherwise equal, the
  tile that reaches fewest sets goes (:func:`reach`).  A discard the others could claim for a set
  (a pung by whoever holds two of its unseen copies, a chow by the next player) counts against it
  (:func:`feeding`, :data:`FEED`): each claim brings another hand nearer.  A hand one tile from ready looks one
  step further (:func:`look_ahead`): which ready hand each tile that helps would make, and how
  wide its wait would be; a ready hand with a very poor wait may wait one tile longer for a
  better one (:func:`rounds`).
- **Claims**: mah jong always; a pung, a kong or a chow when, with the best discard after
  it, the hand comes nearer to ready, or stays as near with more chances, or gains a
  scoring set (a pung of dragons or of a scoring wind) or a kong; a kong in the hand, or a
  tile added to a shown pung, when the hand stays as near (the kong scores and brings a
  loose tile).
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
from dataclasses import dataclass, replace
from functools import lru_cache

from tutor.mahjong.notation import parse_decision, parse_tile
from tutor.mahjong.tiles import MAJORS, SEATS, Tile
from tutor.state import AnyState

#: how many of the discards leaving the hand one tile from ready :func:`look_ahead` looks at one step further
AHEAD = 3.0
#: the farthest from ready a hand is looked at one step further (:func:`_next_chances`; 1: only hands one tile away)
DEEPER = 3
#: how many kinds of the tiles that help :func:`_next_chances` tries
NEXT_KINDS = 6
#: the chances a typical ready hand has that a winning tile comes (see :func:`rounds`); 0: ready always goes first
WAIT = 12.0
#: how many tiles that help a point of scoring potential is worth (:func:`potential`)
WORTH = 0.25
#: a claim that leaves the hand as near to ready is made when it widens the tiles that help by this factor
CLAIM_WIDER = 1.0
#: the fewest unseen winning tiles for which the strong player declares a standing hand
STANDING_WAITS = 4
#: what feeding another player a set costs (:func:`feeding`), in the units of :func:`merit`; 0: not weighed
FEED = 5.0
#: how much likelier than a middle tile an honour (a terminal) is to be discarded, for a pair waiting to be a pung
HONOUR_CLAIMS = 3.0
TERMINAL_CLAIMS = 2.0
#: about how many concealed tiles another player holds, for :func:`feeding`
HELD = 10
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


def _best_of(a: Sequence[Block], b: Sequence[Block], needed: int) -> int:
    """:func:`_best` of the blocks ``a`` and ``b`` make together (without listing them)."""
    value = 0
    for s1, t1, p1 in a:
        for s2, t2, p2 in b:
            pair = p1 + p2
            if pair > 1:
                continue
            sets = s1 + s2
            partial = t1 + t2
            found = (sets if sets < needed else needed) + (partial if partial < needed else needed) + pair
            if found > value:
                value = found
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
    # Thirteen Orphans can bring the hand nearer only when it is already as near as the sets are
    orphans = special and melds == 0 and _orphans(row) <= now
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
            after = _best_of(rest, _group(tuple(row[base:base + size]), group < 3), needed)
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
    return Seen(seat, tuple(sorted(parse_tile(t) for t in mine["concealed"])), len(exposed), exposed, tuple(seen),
                view["phase"], parse_tile(view["tile"]) if view["tile"] else None,
                parse_tile(view["drawn"]) if view["drawn"] else None, not mine["discards"] and not mine["exposed"],
                state.rules.special_hands, state.rules.standing_hand_win_on_discard)


# --- the score the hand may make ----------------------------------------------------------------------

def _scoring_honour(kind: int, seat: str) -> bool:
    """Dragons, the player's own wind and the round's wind: their sets double the score."""
    return kind in _DRAGONS or kind == 27 + SEATS.index(seat) or kind == 27 + SEATS.index(ROUND_WIND)


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
    chances: int = 0
    hidden: int = 0  # the tiles the seat has not seen
    waits: float = 0.0  # for a hand one tile from ready: the chances its ready hand would have, on average
    feed: float = 0.0  # the chance that the discard gives another player a pung, or the next one a chow

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
        hidden = 136 - sum(after) - len(rest)
        options.append(Option(str(tile), now, tuple(found), potential(rest, exposed, seen.seat), tile,
                              chances=chances(now, found, row), hidden=hidden,
                              feed=feeding(tile, row, after, hidden) if FEED else 0.0))
    return options


def feeding(tile: Tile, row: Sequence[int], seen: Sequence[int], hidden: int) -> float:
    """About how likely a discard of ``tile`` is claimed for a set: a pung by any of the three others who holds two
    of its unseen copies, a chow by the next player who holds one of each of the two tiles it runs with (``row``:
    the player's tiles after the discard; ``seen``: every tile in sight, the discard included)."""
    if hidden <= 0:
        return 0.0
    share = min(1.0, HELD / hidden)

    def unseen(kind: int) -> int:
        return max(0, 4 - seen[kind] - row[kind])

    left = unseen(tile.kind)
    pung = 3 * left * (left - 1) / 2 * share * share
    chow = 0.0
    if tile.kind < 27:
        number = tile.kind % 9
        for low in range(max(0, number - 2), min(6, number) + 1):
            others = [tile.kind - number + low + i for i in range(3) if low + i != number]
            chow += (1 - (1 - share) ** unseen(others[0])) * (1 - (1 - share) ** unseen(others[1]))
    return min(1.0, pung) + min(1.0, chow)


def look_ahead(options: list[Option], seen: Seen, concealed: Sequence[Tile], melds: int) -> list[Option]:
    """The discards ranked (:func:`rank`), the best :data:`AHEAD` of those leaving the hand one tile from ready
    looked at one step further: for each tile that helps, the ready hand it makes with its best discard, and the
    chances a winning tile comes then; of these, the one that goes out soonest on average goes first."""
    ranked = rank(options)
    if not AHEAD or not ranked or ranked[0].distance < 1:
        return ranked
    if ranked[0].distance > 1:
        if ranked[0].distance > DEEPER:
            return ranked
        near = [o for o in ranked if o.distance == ranked[0].distance][:int(AHEAD)]
        deeper = [replace(o, waits=_next_chances(o, seen, concealed, melds)) for o in near]
        deeper.sort(key=rounds)
        return [*deeper, *(o for o in ranked if o not in near)]
    near = [o for o in ranked if o.distance == 1][:int(AHEAD)]
    weighed = []
    for option in near:
        assert option.discard is not None
        row = [0] * 34
        for t in _without(concealed, option.discard):
            row[t.kind] += 1
        after = list(seen.seen)
        after[option.discard.kind] += 1
        total = weight = 0.0
        for tile, count in option.helping:
            row[tile.kind] += 1
            best = 0
            for kind in range(34):
                if not row[kind]:
                    continue
                row[kind] -= 1
                if row_distance(row, melds, seen.special) == 0:
                    after[kind] += 1
                    _, winning = _helping(row, melds, after, seen.special)
                    after[kind] -= 1
                    best = max(best, chances(0, winning, row))
                row[kind] += 1
            row[tile.kind] -= 1
            share = count * (4 if row[tile.kind] >= 2 else 2 if tile.kind < 27 else 1)
            total += share * best
            weight += share
        weighed.append(replace(option, waits=total / weight if weight else 0.0))
    weighed.sort(key=rounds)
    return [*weighed, *(o for o in ranked if o not in near)]


def _next_chances(option: Option, seen: Seen, concealed: Sequence[Tile], melds: int) -> float:
    """For a discard leaving the hand two tiles or more from ready: the chances the hand has after the next tile
    that helps comes (the likeliest :data:`NEXT_KINDS` of them) and its best discard, on average."""
    assert option.discard is not None
    row = [0] * 34
    for t in _without(concealed, option.discard):
        row[t.kind] += 1
    after = list(seen.seen)
    after[option.discard.kind] += 1
    goal = option.distance - 1
    total = weight = 0.0
    likeliest = sorted(option.helping, key=lambda item: -item[1] * (4 if row[item[0].kind] >= 2 else 2))
    for tile, count in likeliest[:int(NEXT_KINDS)]:
        row[tile.kind] += 1
        best = 0
        for kind in range(34):
            if not row[kind] or kind == tile.kind:
                continue
            row[kind] -= 1
            if row_distance(row, melds, seen.special) == goal:
                after[kind] += 1
                _, found = _helping(row, melds, after, seen.special)
                after[kind] -= 1
                best = max(best, chances(goal, found, row))
            row[kind] += 1
        row[tile.kind] -= 1
        share = count * (4 if row[tile.kind] >= 2 else 2 if tile.kind < 27 else 1)
        total += share * best
        weight += share
    return total / weight if weight else 0.0


def rank(options: Sequence[Option]) -> list[Option]:
    """The options best first: nearest to ready; then by :func:`merit` (the chances of the tiles that help, and a
    little for the score); between those otherwise equal, the discard that reaches least (:func:`reach`)."""
    ranked = sorted(options, key=lambda o: (o.distance, -merit(o), reach(o.discard)))
    if ranked and ranked[0].distance == 0 and WAIT:
        # a poor ready hand: one tile away, with many tiles that help, is often quicker to go out
        nearly = [o for o in ranked if o.distance == 1]
        if nearly and rounds(nearly[0]) < rounds(ranked[0]):
            ranked.remove(nearly[0])
            ranked.insert(0, nearly[0])
    return ranked


def rounds(option: Option) -> float:
    """About how many rounds of play a hand ready or one tile away needs to go out: the unseen tiles over the
    chances that one that helps comes, and for a hand one tile away its ready hand's chances after (:func:`look_ahead`;
    else a typical wait, :data:`WAIT` chances)."""
    first = option.hidden / option.chances if option.chances else float("inf")
    if option.distance <= 0:
        return first
    if option.distance > 1:  # (the steps after the next are alike for every option of the same distance)
        return first + option.hidden / option.waits if option.waits else float("inf")
    wait = option.waits or WAIT
    return first + option.hidden / wait if wait else float("inf")


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
    return option.chances / 2 + WORTH * option.potential - FEED * option.feed  # (a tile that helps: about two chances)


def chances(distance: int, helping: Sequence[tuple[Tile, int]], row: Sequence[int]) -> int:
    """The chances per round of play that a tile that helps comes: each unseen copy may be drawn, or discarded by
    another player and claimed: by any of the three when it wins or makes a pung (an honour :data:`HONOUR_CLAIMS`
    times, a terminal :data:`TERMINAL_CLAIMS` times as often as another tile: the others throw them away first), by
    the player before when it makes a chow."""
    total = 0.0
    for tile, count in helping:
        claimable = 3.0 if distance == 0 or row[tile.kind] >= 2 else 1.0 if tile.kind < 27 else 0.0
        if distance == 0 or row[tile.kind] >= 2:
            claimable *= HONOUR_CLAIMS if tile.kind >= 27 else TERMINAL_CLAIMS if tile.kind % 9 in (0, 8) else 1.0
        total += count * (1 + claimable)
    return round(total)


def weigh(state: AnyState) -> list[Option]:
    """Every legal decision of the seat to move that the strong player considers, weighed, the best first.

    In his turn: each discard (and a standing hand with it), a concealed kong, a tile added to a shown pung,
    mah jong.  Asked about a discard: passing, and each claim with the best discard after it."""
    return weigh_seen(look(state), state.legal())


def weigh_seen(seen: Seen, legal: Sequence[str]) -> list[Option]:
    """:func:`weigh` for what a seat sees (``seen``) and its ``legal`` decisions: the same ranking without a state
    (a practice puzzle's hand)."""
    options = _turn(seen, legal) if seen.phase == "turn" else _answer(seen, legal)
    if "mahjong" in legal:
        return [Option("mahjong", -1, (), 0.0), *options]
    return options


def _turn(seen: Seen, legal: Sequence[str]) -> list[Option]:
    discards = [o for o in _discards(seen, seen.concealed, seen.melds, seen.exposed) if o.decision in legal]
    ranked = look_ahead(discards, seen, seen.concealed, seen.melds)
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
                       o.chances, o.hidden, o.waits) for o in ranked if f"{o.decision} standing" in legal]
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
                  chances=chances(now, found, row), hidden=136 - sum(seen.seen) - len(seen.concealed))
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
                                 chances=chances(d, f, r), hidden=keep.hidden))
            continue
        best = look_ahead(_discards(seen, rest, melds, exposed), seen, rest, melds)[0]
        claims.append(Option(decision, best.distance, best.helping, best.potential, best.discard, scoring,
                             chances=best.chances, hidden=best.hidden))

    def better(claim: Option) -> bool:
        if claim.distance == 0 and keep.distance == 1 and WAIT and rounds(keep) < rounds(claim):
            return False  # a poor ready hand: passing, one tile away, is quicker
        return claim.distance < keep.distance or (claim.distance == keep.distance and (
            claim.scoring_set or claim.chances > keep.chances * CLAIM_WIDER))

    good = [c for c in claims if better(c)]
    return [*rank(good), keep, *rank([c for c in claims if c not in good])]


def strong(state: AnyState, rng: random.Random) -> str:
    """The strong player's decision (:func:`weigh`'s first); it draws nothing from ``rng``."""
    return weigh(state)[0].decision




def unseen(state: AnyState) -> list[int]:
    """For each of the 34 tile kinds, the copies the seat to move has not seen (in its hand or anywhere on the
    table)."""
    seen = look(state)
    row = list(seen.seen)
    for tile in seen.concealed:
        row[tile.kind] += 1
    return [4 - n for n in row]


__all__ = ["WORTH", "Option", "STANDING_WAITS", "Seen", "distance", "helping", "look", "potential",
           "rank", "row_distance", "strong", "unseen", "weigh", "weigh_seen"]

