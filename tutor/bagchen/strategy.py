"""Bagchen's strong automatic player: the tricks it expects, from the tiles it has not seen (issue 29).

The player sees its own tiles and what has been played face up (and its own tiles played
face down); the rest of the set is *unseen*: in the other hands, or played face down.  It
deals the unseen tiles at random into the other hands (each as many as it holds) and the
face-down plays, :data:`SAMPLES` times, every deal consistent with what has been played, as
programs for trick-taking games do (:func:`deals`).  From those deals it counts how often
the players still to play to a trick hold tiles that would beat a play (:func:`holds`), and
weighs each decision (:func:`weigh`) by:

- the **tricks it expects**: the chance that the play stays on top, times the tricks it
  counts (a lead of *n* tiles is *n* tricks), one chip each in the settlement (below six
  tricks a player pays one per trick short, above six he is paid one per trick over), and
  the lead that comes with a trick won;
- the **last trick**: its winner settles with everybody, :data:`LAST` chips more than losing
  it, and with a **jump** (point leads closing the hand) the settlement is multiplied;
- **the point**: a point lead is never beaten and is paid at once by each player without a
  passport, or kept for the jump when the rest of the hand can win the lead back
  (:func:`sure_run`);
- **the tiles it spends**: each tile's worth for later tricks (:func:`worth`), so that a
  high tile is not thrown away and a low one is played face down;
- **the passport**: a player with six tricks pays nothing more; reaching it is worth
  :data:`PASSPORT`.

Before play it proposes no blind exchange, calls and answers for mother and son only to
unite them in its own hand, and keeps every deal.  The dice a passport holder throws for his
suit are the table's, and his legal leads come from the rules (the state's ``legal()``).
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tutor.bagchen.hand import Play
from tutor.bagchen.leads import NEVER_BEATEN, Lead, LeadKind, classify_cached, is_unbeatable
from tutor.bagchen.legal import beaters, leads_in
from tutor.bagchen.notation import parse_tiles
from tutor.bagchen.point import MOTHER, SON, Point
from tutor.bagchen.record import format_decision, parse_decision
from tutor.bagchen.rules import Rules
from tutor.bagchen.settlement import SEATS
from tutor.bagchen.tiles import Suit, Tile, full_set
from tutor.state import AnyState

#: how many deals of the unseen tiles the player looks at (fewer when :data:`BUDGET` runs out)
SAMPLES = 32
#: the most seconds it spends dealing and looking (native CPython; the page's engine is some three times slower)
BUDGET = 0.04
#: the chance it gives a player who holds tiles that beat of beating with them
BEATS = 0.8
#: what a trick is worth (in chips: one per trick in the settlement)
TRICK = 1.0
#: what winning the last trick is worth over losing it (it settles with everybody)
LAST = 8.0
#: what having the lead is worth
LEAD = 0.4
#: what reaching the passport (six tricks) is worth: no more point chips to pay
PASSPORT = 1.5
#: what a point tile kept in the hand is worth (paid at once when led, or a jump at the end)
POINT_WORTH = 1.6
#: a tile's worth for later tricks, by its rank's level within its suit (6 the chief)
LEVEL_WORTH = {6: 1.0, 5: 0.75, 4: 0.5, 3: 0.35, 2: 0.2, 1: 0.1}

_FULL = Counter(full_set())


def _ordered(tiles: Sequence[Tile]) -> tuple[Tile, ...]:
    return tuple(sorted(tiles, key=lambda t: t.order))


# --- what the seat sees ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Table:
    """What the seat to play sees (its view), read into tiles: its hand, the point, the tricks won and the
    passports, the trick on the table (``top``: the tiles face up on top, ``None`` when leading or when a charity
    still lies face down), the seats still to play to it after this one, the tiles it has seen played, and how many
    tiles each seat holds."""

    seat: str
    hand: tuple[Tile, ...]
    point: Point
    rules: Rules
    won: dict[str, int]
    passports: frozenset[str]
    leading: bool
    size: int
    top: tuple[Tile, ...] | None
    top_seat: str | None
    later: tuple[str, ...]
    seen: tuple[Tile, ...]
    counts: dict[str, int]
    charity: bool = False  # the trick on the table is a charity no one has beaten yet
    named: Suit | None = None

    @property
    def last_trick(self) -> bool:
        """Is the trick on the table (or the one this seat leads) the last of the hand?"""
        return len(self.hand) == self.size

    @property
    def unseen(self) -> Counter[Tile]:
        pool = Counter(_FULL)
        pool.subtract(Counter(self.hand))
        pool.subtract(Counter(self.seen))
        return +pool


def look(state: AnyState) -> Table:
    """What the seat to move sees, from its :meth:`view`."""
    seat = state.to_move
    assert seat is not None
    view = state.view(seat)
    hand = parse_tiles(view["hand"]) if view["hand"] else ()
    seen: list[Tile] = []
    current: list[dict[str, Any]] = []
    for trick in view["tricks"]:
        for play in trick["plays"]:
            if play["tiles"]:
                seen.extend(parse_tiles(play["tiles"]))
        if trick["winner"] is None:
            current = trick["plays"]
    shown = view.get("shown", {})
    for other, tiles in shown.items():  # tiles a seat had to show: he still holds them, so they are not unseen
        if other != seat:
            seen.extend(parse_tiles(tiles))
    passports = frozenset(view["passports"])
    leading = not current
    top = top_seat = None
    named = None
    charity = False
    size = len(hand) and 1
    if current:
        size = current[0]["count"]
        for play in current:
            if play["face_up"] and play["tiles"] and not play["hidden"]:
                top, top_seat = _ordered(parse_tiles(play["tiles"])), play["seat"]
        first = current[0]
        charity = not first["face_up"] and top is None
        named = Suit(first["named"]) if first["named"] else None
    order = SEATS[SEATS.index(seat):] + SEATS[:SEATS.index(seat)]
    later = tuple(order[1:4 - len(current)]) if current else tuple(order[1:])
    return Table(seat, _ordered(hand), Point.parse(view["point"]), state.rules, dict(view["won"]), passports,
                 leading, size, top, top_seat, later, tuple(seen), dict(view["counts"]), charity, named)


@dataclass(frozen=True)
class Deals:
    """Deals of the unseen tiles into the other hands, each consistent with what the seat has seen."""

    hands: tuple[dict[str, tuple[Tile, ...]], ...]


def deals(table: Table, rng: random.Random, count: int = SAMPLES, budget: float = BUDGET) -> Deals:
    """Up to ``count`` deals of the unseen tiles: each other seat gets as many as it holds, the rest are the tiles
    played face down (which nobody holds any more), all at random; fewer if ``budget`` seconds run out."""
    pool = list(table.unseen.elements())
    pool.sort(key=lambda t: t.order)
    others = [s for s in SEATS if s != table.seat]
    found = []
    began = time.perf_counter()
    for _ in range(count):
        rng.shuffle(pool)
        at = 0
        hands = {}
        for seat in others:
            n = table.counts[seat]
            hands[seat] = tuple(pool[at:at + n])
            at += n
        found.append(hands)
        if time.perf_counter() - began > budget / 4:
            break
    return Deals(tuple(found))


def holds(table: Table, tiles: tuple[Tile, ...], sampled: Deals) -> float:
    """The chance that ``tiles``, on top of the trick, stay there: that none of the seats still to play beats them
    (each that can doing so with the chance :data:`BEATS`), over the deals."""
    if not table.later or not sampled.hands:
        return 1.0
    top = _ordered(tiles)
    lead = classify_cached(top, table.point, table.rules.double_mother_son, table.rules.mixed_ministers_max)
    if isinstance(lead, Lead) and (lead.kind in NEVER_BEATEN or lead.kind is LeadKind.POINT_SET):
        return 1.0
    total = 0.0
    for hands in sampled.hands:
        stays = 1.0
        for seat in table.later:
            if beaters(table.point, table.rules, top, hands[seat]):
                stays *= 1 - BEATS
        total += stays
    return total / len(sampled.hands)


def charity_holds(table: Table, sampled: Deals) -> float:
    """The chance a charity led stays unbeaten: a follower beats it with any single of the suit it names (any
    single at all when it names none), points excepted."""
    total = 0.0
    for hands in sampled.hands:
        stays = 1.0
        for seat in table.later:
            if any(t not in table.point and (table.named is None or t.suit is table.named) for t in hands[seat]):
                stays *= 1 - BEATS
        total += stays
    return total / max(1, len(sampled.hands))


# --- what tiles are worth ---------------------------------------------------------------------------------

def worth(tile: Tile, table: Table) -> float:
    """What ``tile`` is worth kept for later tricks: a point is paid when led (or makes a jump); a chief always wins
    its trick led alone; lower tiles less, by their rank within their suit; mother and son together are a point."""
    if tile in table.point:
        return POINT_WORTH
    if tile in (MOTHER, SON) and MOTHER in table.hand and SON in table.hand and not table.point.mother_son_are_points:
        return POINT_WORTH * 0.8
    return LEVEL_WORTH[tile.rank.level]


def spent(tiles: Sequence[Tile], table: Table) -> float:
    return sum(worth(t, table) for t in tiles)


def unbeatable(lead: Lead, table: Table) -> bool:
    """Can nothing beat ``lead``, whoever holds the tiles the seat has not seen?"""
    if lead.kind in NEVER_BEATEN:
        return True
    mine = list(table.hand)  # the seat's own other tiles are not in another hand either
    for tile in lead.tiles:
        if tile in mine:
            mine.remove(tile)
    return is_unbeatable(lead, table.point, (*table.seen, *mine), table.rules)


def sure_run(tiles: Sequence[Tile], table: Table, known: dict[tuple[Tile, ...], bool] | None = None) -> int:
    """If ``tiles`` (the hand after a lead) split into leads nobody can beat and a last lead of points, the points
    of that last lead (the jump it would make), else 0.  ``known``: :func:`unbeatable`'s answers for ``table`` so
    far, by the lead's tiles (the same leads come back for every lead weighed)."""
    points = [t for t in tiles if t in table.point]
    if not points:
        return 0
    known = {} if known is None else known

    def sure_lead(lead: Lead) -> bool:
        if lead.tiles not in known:
            known[lead.tiles] = unbeatable(lead, table)
        return known[lead.tiles]

    rest = [t for t in tiles if t not in table.point]
    while rest:
        sure = [lead for lead in leads_in(rest, table.point, table.rules)
                if lead.kind is not LeadKind.POINT_SET and sure_lead(lead)]
        if not sure:
            return 0
        best = max(sure, key=lambda lead: lead.size)
        for t in best.tiles:
            rest.remove(t)
    last = classify_cached(_ordered(points), table.point, table.rules.double_mother_son,
                           table.rules.mixed_ministers_max)
    return last.points if isinstance(last, Lead) else 0


# --- weighing the decisions ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Option:
    """One decision as the strong player weighed it: the chance its tiles win the trick (``holds``), the tricks
    that brings, the chips a point lead is paid at once, whether it is the last trick, the jump it keeps or
    makes, the worth of the tiles it spends, and the ``value`` of it all."""

    decision: str
    tiles: tuple[Tile, ...]
    face_up: bool
    holds: float
    tricks: int
    chips: int
    last: bool
    jump: int
    spent: float
    value: float
    kind: str = ""  # the lead's kind (a term id), "charity" or "face-down"
    passport: bool = False  # does winning the trick give the seat a passport
    payers: int = 0  # the players who pay a point lead at once
    multiplier: int = 1  # the settlement's multiplier a jump would make (``jump``)
    sure: bool = False  # a lead nothing can beat, whoever holds the tiles the seat has not seen


def _value(table: Table, tiles: tuple[Tile, ...], held: float, chips: int, jump: int, keeps: int) -> tuple[float, bool]:
    size = len(tiles)
    tricks = table.won[table.seat]
    passport = tricks < table.rules.passport_threshold <= tricks + size
    value = held * (size * TRICK + LEAD + (PASSPORT if passport else 0.0)) + chips - spent(tiles, table)
    if table.last_trick:
        multiplier = table.rules.jump_factor * jump if jump else 1
        value += held * LAST * multiplier
    elif keeps:
        value += keeps * table.rules.jump_factor * LAST * 0.5
    return value, passport


def weigh(state: AnyState, rng: random.Random | None = None, every: str | None = None,
          budget: float = BUDGET) -> list[Option]:
    """Every decision the strong player considers for the seat to play, weighed, the best first (only plays:
    the steps before the first lead are :func:`before_play`'s).  Of the plays face down it weighs its own choice,
    the tiles least worth keeping; ``every``: one more decision to weigh (the coach's question).  ``budget``: the
    seconds it may spend dealing (:func:`deals`; ``math.inf``: all :data:`SAMPLES` deals, whatever the machine's
    speed, as a practice puzzle needs to be the same everywhere)."""
    rng = rng or random.Random(0)
    table = look(state)
    legal = set(state.legal())
    sampled = deals(table, rng, budget=budget)
    options = _leads(table, legal, sampled) if table.leading else _follows(table, legal, sampled)
    if every is not None and every in legal and all(o.decision != every for o in options):
        options.append(_one(table, every, sampled))
    options.sort(key=lambda o: -o.value)
    return options


def _one(table: Table, decision: str, sampled: Deals) -> Option:
    """A play face down the strong player would not make (other tiles than its lowest), weighed."""
    play = parse_decision(decision)
    assert isinstance(play, Play) and not play.face_up
    tiles = _ordered(play.tiles)
    if table.leading:  # a charity
        named = Table(**{**table.__dict__, "named": play.named})
        held = charity_holds(named, sampled)
        value, passport = _value(table, tiles, held, 0, 0, 0)
        return Option(decision, tiles, False, held, 1, 0, table.last_trick, 0, spent(tiles, table), value, "charity",
                      passport)
    return Option(decision, tiles, False, 0.0, 0, 0, table.last_trick, 0, spent(tiles, table), -spent(tiles, table),
                  "face-down")


def _payers(table: Table) -> int:
    return sum(1 for s in SEATS if s != table.seat and s not in table.passports)


def _leads(table: Table, legal: set[str], sampled: Deals) -> list[Option]:
    options = []
    hand = table.hand
    known: dict[tuple[Tile, ...], bool] = {}
    for lead in leads_in(hand, table.point, table.rules):
        decision = format_decision(Play(table.seat, lead.tiles))
        if decision not in legal:
            continue
        tiles = lead.tiles
        if lead.tiles not in known:
            known[lead.tiles] = lead.kind in NEVER_BEATEN or lead.kind is LeadKind.POINT_SET or unbeatable(lead, table)
        sure = known[lead.tiles]
        held = 1.0 if sure else holds(table, tiles, sampled)
        rest = list(hand)
        for t in tiles:
            rest.remove(t)
        is_points = lead.is_point_lead
        chips = lead.points * _payers(table) if is_points and table.rules.point_payment == "per_point" else (
            _payers(table) if is_points else 0)
        jump = lead.points if is_points and table.last_trick else 0
        keeps = sure_run(rest, table, known) if not is_points or rest else 0
        if is_points and table.last_trick:
            chips = 0  # a jump is paid through the multiplier instead
        value, passport = _value(table, tiles, held, chips, jump, keeps)
        jumped = jump or keeps
        options.append(Option(decision, tiles, True, held, len(tiles), chips, table.last_trick, jumped,
                              spent(tiles, table), value, lead.kind.term_id, passport, _payers(table),
                              table.rules.jump_factor * jumped if jumped else 1, sure))
    if f"{table.seat} ~{hand[0]}" in legal or any(f"{table.seat} ~{t}" in legal for t in hand):
        low = min(hand, key=lambda t: (worth(t, table), t.order))
        decision = format_decision(Play(table.seat, (low,), face_up=False))
        if decision in legal:
            held = charity_holds(table, sampled)
            value, passport = _value(table, (low,), held, 0, 0, 0)
            options.append(Option(decision, (low,), False, held, 1, 0, table.last_trick, 0, spent((low,), table),
                                  value, "charity", passport))
    return options


def _follows(table: Table, legal: set[str], sampled: Deals) -> list[Option]:
    options = []
    for decision in legal:
        if " ~" in decision:
            continue
        play = parse_decision(decision)
        if not isinstance(play, Play) or not play.face_up:
            continue
        tiles = _ordered(play.tiles)
        held = holds(table, tiles, sampled)
        value, passport = _value(table, tiles, held, 0, 0, 0)
        options.append(Option(decision, tiles, True, held, len(tiles), 0, table.last_trick, 0, spent(tiles, table),
                              value, "beat", passport))
    down = _ordered(sorted(table.hand, key=lambda t: (worth(t, table), t.order))[:table.size])
    decision = format_decision(Play(table.seat, down, face_up=False))
    if decision in legal:
        options.append(Option(decision, down, False, 0.0, 0, 0, table.last_trick, 0, spent(down, table),
                              -spent(down, table), "face-down"))
    return options


def before_play(state: AnyState) -> str:
    """The steps before the first lead: no blind exchange proposed or accepted, every deal kept, no call for
    mother and son made or accepted (the strong player weighs only the play of the tiles)."""
    seat = state.to_move
    legal = state.legal()
    for wanted in (f"{seat} decline", f"{seat} keep", f"{seat} pass"):
        if wanted in legal:
            return wanted
    return legal[0]


def strong(state: AnyState, rng: random.Random) -> str:
    """The strong player's decision: :func:`weigh`'s best, and :func:`before_play` before the first lead."""
    if state.before_play:  # type: ignore[attr-defined]
        return before_play(state)
    ranked = weigh(state, rng)
    legal = state.legal()
    return ranked[0].decision if ranked else legal[0]



__all__ = ["BEATS", "Deals", "LAST", "Option", "SAMPLES", "Table", "deals", "holds", "look", "strong",
           "sure_run", "weigh", "worth"]
