"""Scoring a hand under the rules in force (spec §3, profile ``seed500`` by default).

Table A gives every player points for pungs, kongs and bonus tiles (pairs for the
winner only); Table B gives the winner bonus points; Table C doubles the points.
The total is ``points × 2**doubles``, capped at the limit.  Limit hands score
the limit outright.  The result lists one :class:`Item` per table row used.

>>> from tutor.mahjong.notation import parse_hand
>>> hand = parse_hand("{East East East} [9B 9B 9B] [5B 5B 5B 5B] [1B 2B* 3B] 7B 7B")
>>> score = score_hand(hand, seat="E", round_wind="E", winner=True)
>>> print(score.explain("en"))
A  exposed pung of terminals or honours 9B 9B 9B: +4
A  exposed kong of simples 5B 5B 5B 5B: +8
A  concealed pung of terminals or honours East East East: +8
B  going mah jong: +20
B  only possible tile 2B: +2
C  pung or kong of the player's own wind East East East: ×2
C  pung or kong of the round's wind East East East: ×2
C  one suit with honours: ×2
42 × 2^3 = 336
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

from tutor.errors import IllegalPlayError, InvalidPositionError, TutorError
from tutor.i18n import N_, gettext, reader_language
from tutor.mahjong.hands import Block, Hand, completion, waits_of
from tutor.mahjong.notation import format_hand
from tutor.mahjong.rules import Rules
from tutor.mahjong.sources import BABCOCK, BMJA, FOUR_WINDS, KAJONGG, MAHJONGG_COM, MILLINGTON, RULES_TEXT
from tutor.mahjong.tiles import DRAGONS, SEATS, Seat, Tile, wind_tile
from tutor.sources import Source

WAYS_TO_WIN = ("wall", "discard", "loose", "robbed-kong")
SELF_DRAWN = ("wall", "loose")

#: What each item says, by code (Table A, B, C rows; limit hands; the dead hand).
LABELS: dict[str, str] = {
    "pung-exposed-simples": N_("exposed pung of simples {tiles}"),
    "pung-concealed-simples": N_("concealed pung of simples {tiles}"),
    "pung-exposed-majors": N_("exposed pung of terminals or honours {tiles}"),
    "pung-concealed-majors": N_("concealed pung of terminals or honours {tiles}"),
    "kong-exposed-simples": N_("exposed kong of simples {tiles}"),
    "kong-concealed-simples": N_("concealed kong of simples {tiles}"),
    "kong-exposed-majors": N_("exposed kong of terminals or honours {tiles}"),
    "kong-concealed-majors": N_("concealed kong of terminals or honours {tiles}"),
    "bonus-tile": N_("flower or season {tiles}"),
    "pair-dragon": N_("pair of dragons {tiles}"),
    "pair-own-wind": N_("pair of the player's own wind {tiles}"),
    "pair-round-wind": N_("pair of the round's wind {tiles}"),
    "mahjong": N_("going mah jong"),
    "from-wall": N_("winning tile drawn from the wall {tiles}"),
    "only-possible": N_("only possible tile {tiles}"),
    "pair-completed-simples": N_("winning tile completes a pair of simples {tiles}"),
    "pair-completed-majors": N_("winning tile completes a pair of terminals or honours {tiles}"),
    "standing-hand": N_("standing hand completed"),
    "dragon-set": N_("pung or kong of dragons {tiles}"),
    "own-wind-set": N_("pung or kong of the player's own wind {tiles}"),
    "round-wind-set": N_("pung or kong of the round's wind {tiles}"),
    "own-flower-and-season": N_("own flower and own season {tiles}"),
    "own-bonus": N_("own flower or season {tiles}"),
    "all-flowers": N_("all four flowers"),
    "all-seasons": N_("all four seasons"),
    "three-concealed-pungs": N_("three or more concealed pungs or kongs"),
    "no-chows": N_("no chows"),
    "no-score": N_("no scoring sets or pair"),
    "fully-concealed": N_("fully concealed hand"),
    "one-suit-honours": N_("one suit with honours"),
    "one-suit": N_("one suit only"),
    "terminals-honours": N_("only terminals and honours"),
    "loose-tile": N_("winning on a loose tile"),
    "last-tile": N_("winning with the last tile of the wall or the last discard"),
    "robbed-kong": N_("robbing a kong"),
    "limit.all-honours": N_("limit hand: all honours"),
    "limit.all-terminals": N_("limit hand: all terminals"),
    "limit.four-concealed-pungs": N_("limit hand: four concealed pungs"),
    "limit.thirteen-orphans": N_("limit hand: Thirteen Orphans"),
    "limit.nine-gates": N_("limit hand: Nine Gates"),
    "limit.heavens-blessing": N_("limit hand: Heaven's Blessing"),
    "limit.earths-blessing": N_("limit hand: Earth's Blessing"),
    "limit.east-streak": N_("limit hand: East's mah jong number {tiles} in a row"),
    "limit.three-great-scholars": N_("limit hand: pungs or kongs of all three dragons"),
    "limit.four-winds": N_("limit hand: three wind sets and a pair of the fourth, or four wind sets"),
    "limit.four-kongs": N_("limit hand: four kongs"),
    "limit.imperial-jade": N_("limit hand: Imperial Jade"),
    "limit.concealed-one-suit": N_("limit hand: concealed one-suit hand"),
    "limit.plum-blossom": N_("limit hand: Plum Blossom from the Roof"),
    "limit.plucking-moon": N_("limit hand: Plucking the Moon"),
    "limit.carrying-pole": N_("limit hand: Scratching a Carrying Pole"),
    "limit.twofold-fortune": N_("limit hand: Twofold Fortune"),
    "dead-hand": N_("dead hand: it scores nothing"),
}
#: Table A: basic points for every player (a pair's points only for the winner, unless the rules say so).
TABLE_A: dict[str, int] = {
    "pung-exposed-simples": 2, "pung-concealed-simples": 4, "pung-exposed-majors": 4, "pung-concealed-majors": 8,
    "kong-exposed-simples": 8, "kong-concealed-simples": 16, "kong-exposed-majors": 16, "kong-concealed-majors": 32,
    "bonus-tile": 4, "pair-dragon": 2, "pair-own-wind": 2, "pair-round-wind": 2,
}
#: Table B: the winner's bonus points (``mahjong`` and ``standing-hand`` follow the rules in force).
TABLE_B: dict[str, int] = {
    "mahjong": 20, "from-wall": 2, "only-possible": 2, "pair-completed-simples": 2, "pair-completed-majors": 4,
    "standing-hand": 100,
}
#: Table C: doubles for every player, then the winner's own (the four of BONUS_STYLE may become points).
TABLE_C_ALL: dict[str, int] = {
    "dragon-set": 1, "own-wind-set": 1, "round-wind-set": 1, "own-flower-and-season": 1, "own-bonus": 1,
    "all-flowers": 1, "all-seasons": 1, "three-concealed-pungs": 1,
}
TABLE_C_WINNER: dict[str, int] = {
    "no-chows": 1, "no-score": 1, "fully-concealed": 1, "one-suit-honours": 1, "one-suit": 3,
    "terminals-honours": 1, "loose-tile": 1, "last-tile": 1, "robbed-kong": 1, "standing-hand": 1,
}
_CLASSICAL = (BABCOCK, MILLINGTON, MAHJONGG_COM, KAJONGG)
_MIL_KAJ = (MILLINGTON, KAJONGG)
#: Where each row's number comes from (spec §3.3–§3.5); the source text wherever it speaks.
ROW_SOURCES: dict[str, tuple[Source, ...]] = {
    **{code: (*_CLASSICAL, BMJA) for code in TABLE_A if code.startswith(("pung", "kong"))},
    "bonus-tile": (RULES_TEXT, MAHJONGG_COM, KAJONGG, BMJA),
    **{code: (RULES_TEXT, *_CLASSICAL) for code in ("pair-dragon", "pair-own-wind", "pair-round-wind")},
    "mahjong": _CLASSICAL, "from-wall": _CLASSICAL, "only-possible": _CLASSICAL,
    "pair-completed-simples": _MIL_KAJ, "pair-completed-majors": _MIL_KAJ,
    **{code: (*_CLASSICAL, BMJA) for code in ("dragon-set", "own-wind-set", "round-wind-set")},
    "own-flower-and-season": _MIL_KAJ, "own-bonus": (BMJA,), "all-flowers": _MIL_KAJ, "all-seasons": _MIL_KAJ,
    "three-concealed-pungs": _MIL_KAJ, "no-chows": _MIL_KAJ, "no-score": _MIL_KAJ, "fully-concealed": (KAJONGG,),
    "one-suit-honours": (BABCOCK, *_MIL_KAJ), "one-suit": (*_MIL_KAJ, BMJA), "terminals-honours": _MIL_KAJ,
    "loose-tile": _MIL_KAJ, "last-tile": _MIL_KAJ, "robbed-kong": (KAJONGG, FOUR_WINDS),
}
#: The standing hand: the source's 100 points, or Kajongg's and the BMJA's double (option standing_hand_reward).
STANDING_HAND_SOURCES = {"points100": (RULES_TEXT, MAHJONGG_COM), "double": (KAJONGG, BMJA)}
BONUS_STYLE = ("no-chows", "no-score", "loose-tile", "last-tile")
BONUS_STYLE_POINTS = 10


def tables(rules: Rules) -> dict[str, list[tuple[str, int, int]]]:
    """Tables A, B and C under ``rules``: (item code, points, doubles) rows, as the scorer uses them.

    >>> [row for row in tables(Rules(mahjong_bonus=10))["B"] if row[0] == "mahjong"]
    [('mahjong', 10, 0)]
    >>> [row for row in tables(Rules(bonus_style="points"))["B"] if row[0] == "no-chows"]
    [('no-chows', 10, 0)]
    """
    a = [(code, points, 0) for code, points in TABLE_A.items()]
    b = [(code, rules.mahjong_bonus if code == "mahjong" else points, 0) for code, points in TABLE_B.items()
         if code != "standing-hand" or rules.standing_hand_reward == "points100"]
    own = "own-bonus" if rules.own_bonus_doubles == "each" else "own-flower-and-season"
    c_all = [(code, 0, rules.bonus_set_doubles if code in ("all-flowers", "all-seasons") else doubles)
             for code, doubles in TABLE_C_ALL.items() if code not in ("own-bonus", "own-flower-and-season")
             or code == own]
    c_winner = []
    for code, doubles in TABLE_C_WINNER.items():
        if code == "standing-hand" and rules.standing_hand_reward != "double":
            continue
        if code in BONUS_STYLE and rules.bonus_style == "points":
            b.append((code, BONUS_STYLE_POINTS, 0))
        else:
            c_winner.append((code, 0, doubles))
    return {"A": a, "B": b, "C": c_all, "C-winner": c_winner}


_TOTAL = N_("{points} × 2^{doubles} = {raw}")
_CAPPED = N_("{points} × 2^{doubles} = {raw}, capped at the limit: {total}")
_LIMIT = N_("limit hand: {total}")


@dataclass(frozen=True)
class Win:
    """How the winner went out, beyond what the hand shows.

    ``won_by``: ``wall``, ``discard``, ``loose`` (a loose tile after a kong) or
    ``robbed-kong`` (``None``: ``discard`` if the winning tile is written in an exposed
    set, else ``wall``); ``last_tile``: the last tile of the live wall or the final
    discard; ``first_turn``: East's dealt hand, or a win on East's first discard;
    ``east_streak``: East's mah jongs in a row, this one included; ``standing_hand``:
    ``none``, ``kept`` or ``broken``; ``claimed_kongs``: exposed kongs made by
    claiming a discard onto a concealed pung; ``robbed_concealed``: the robbed kong
    was a concealed one; ``kongs_this_turn``: kongs declared in the turn that ended
    with the loose tile.
    """

    won_by: str | None = None
    last_tile: bool = False
    first_turn: bool = False
    east_streak: int = 1
    standing_hand: str = "none"
    claimed_kongs: int = 0
    robbed_concealed: bool = False
    kongs_this_turn: int = 0


@dataclass(frozen=True)
class Item:
    """One table row used: its ``code`` (a key of :data:`LABELS`), its points or doubles,
    and the tiles it is about."""

    table: str  # "A", "B", "C", "limit", or "—" for a dead hand
    code: str
    points: int = 0
    doubles: int = 0
    tiles: str = ""

    def explain(self, language: str | None = None) -> str:
        language = reader_language(language)
        label = gettext(LABELS[self.code], language).format(tiles=self.tiles).strip()
        amount = f"+{self.points}" if self.points else f"×{2 ** self.doubles}" if self.doubles else ""
        return f"{self.table}  {label}: {amount}" if amount else f"{self.table}  {label}"

    def to_json(self) -> dict[str, Any]:
        return {"table": self.table, "code": self.code, "points": self.points, "doubles": self.doubles,
                "tiles": self.tiles}


@dataclass(frozen=True)
class HandScore:
    """A hand's score: ``points`` (Tables A and B), ``doubles`` (Table C), ``total`` after the limit."""

    points: int
    doubles: int
    raw: int
    total: int
    items: tuple[Item, ...]
    limit_hand: str | None = None
    arrangement: tuple[Block, ...] = ()

    def explain(self, language: str | None = None) -> str:
        language = reader_language(language)
        lines = [item.explain(language) for item in self.items]
        if self.limit_hand is not None or (not self.points and not self.total):
            if self.limit_hand is not None:
                lines.append(gettext(_LIMIT, language).format(total=self.total))
            return "\n".join(lines)
        template = _TOTAL if self.raw == self.total else _CAPPED
        lines.append(gettext(template, language).format(points=self.points, doubles=self.doubles, raw=self.raw,
                                                      total=self.total))
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        return {"points": self.points, "doubles": self.doubles, "raw": self.raw, "total": self.total,
                "limit_hand": self.limit_hand, "items": [i.to_json() for i in self.items]}


def _check_seat(seat: str) -> Seat:
    if seat not in SEATS:
        raise TutorError("mahjong.bad-seat", seat=seat)
    return seat


def score_hand(hand: Hand, seat: str, round_wind: str, *, winner: bool = False, won_by: str | None = None,
               win: Win | None = None, rules: Rules | None = None, dead: bool = False) -> HandScore:
    """Score ``hand`` held by the player in ``seat`` in the round of ``round_wind``.

    ``won_by`` defaults to ``discard`` when the winning tile is written in an exposed
    set and to ``wall`` otherwise; ``win`` gives the rest of the winning context.
    A dead hand, or a loser's hand that does not hold 13 tiles, scores 0.
    """
    rules = rules or Rules()
    own, prevailing = _check_seat(seat), _check_seat(round_wind)
    if not winner and hand.star is not None:
        raise InvalidPositionError("mahjong.loser-has-star", hand=format_hand(hand))
    if dead or (not winner and hand.size != 13):
        return HandScore(0, 0, 0, 0, (Item("—", "dead-hand"),))
    if not winner:
        return _score_loser(hand, own, prevailing, rules)
    win = win or Win()
    chosen = won_by or win.won_by or ("discard" if hand.claimed_set else "wall")
    if chosen not in WAYS_TO_WIN:
        raise TutorError("mahjong.bad-won-by", won_by=chosen)
    win = replace(win, won_by=chosen)
    return _score_winner(hand, own, prevailing, win, rules)


# --- losers ------------------------------------------------------------------------------

def _score_loser(hand: Hand, own: Seat, prevailing: Seat, rules: Rules) -> HandScore:
    held = Counter(hand.concealed)
    # an undeclared quartet scores as a concealed pung (SEED); chows score nothing, so every
    # triplet is taken as a pung: that arrangement scores most
    sets = [(b, False) for b in hand.exposed] + [(b, True) for b in hand.kongs]
    sets += [(Block("pung", t), True) for t, n in sorted(held.items()) if n >= 3]
    pairs = [Block("pair", t) for t, n in sorted(held.items()) if n == 2]
    limit = _non_winner_limit(sets, pairs)
    if limit is not None:
        total = rules.limit * rules.non_winner_limit_value // 100
        return HandScore(0, 0, total, total, (Item("limit", limit),), limit_hand=limit)
    items = list(_table_a(sets, pairs if rules.loser_pairs_score else [], hand, own, prevailing))
    items += _table_c_all(sets, hand, own, prevailing, rules)
    return _total(items, rules)


def _non_winner_limit(sets: list[tuple[Block, bool]], pairs: list[Block]) -> str | None:
    pungs = {b.first for b, _ in sets if b.shape in ("pung", "kong")}
    if all(Tile(31 + i) in pungs for i in range(len(DRAGONS))):
        return "limit.three-great-scholars"
    winds = [wind_tile(s) for s in SEATS]
    have = sum(1 for w in winds if w in pungs)
    if have == 4 or (have == 3 and any(p.first in winds and p.first not in pungs for p in pairs)):
        return "limit.four-winds"
    return None


# --- Table A and Table C for every player ----------------------------------------------------

def _table_a(sets: list[tuple[Block, bool]], pairs: list[Block], hand: Hand, own: Seat,
             prevailing: Seat) -> Iterator[Item]:
    for block, concealed in sets:
        if block.shape == "chow":
            continue
        code = (f"{block.shape}-{'concealed' if concealed else 'exposed'}-"
                f"{'majors' if block.first.is_major else 'simples'}")
        yield _a(code, str(block))
    for bonus in hand.bonus:
        yield _a("bonus-tile", str(bonus))
    for pair in pairs:
        tile = pair.first
        if tile.is_dragon:
            yield _a("pair-dragon", str(pair))
        if tile.wind == own:
            yield _a("pair-own-wind", str(pair))
        if tile.wind == prevailing:
            yield _a("pair-round-wind", str(pair))


def _a(code: str, tiles: str) -> Item:
    return Item("A", code, points=TABLE_A[code], tiles=tiles)


def _c(code: str, tiles: str = "", doubles: int | None = None) -> Item:
    return Item("C", code, doubles=(TABLE_C_ALL.get(code) or TABLE_C_WINNER[code]) if doubles is None else doubles,
                tiles=tiles)


def _table_c_all(sets: list[tuple[Block, bool]], hand: Hand, own: Seat, prevailing: Seat,
                 rules: Rules) -> Iterator[Item]:
    for block, _ in sets:
        if block.shape == "chow":
            continue
        if block.first.is_dragon:
            yield _c("dragon-set", str(block))
        if block.first.wind == own:
            yield _c("own-wind-set", str(block))
        if block.first.wind == prevailing:
            yield _c("round-wind-set", str(block))
    mine = [b for b in hand.bonus if b.owner == own]
    if rules.own_bonus_doubles == "each":
        for bonus in mine:
            yield _c("own-bonus", str(bonus))
    elif len(mine) == 2:
        yield _c("own-flower-and-season", " ".join(map(str, mine)))
    for group, code in (("F", "all-flowers"), ("S", "all-seasons")):
        if sum(1 for b in hand.bonus if b.group == group) == 4:
            yield _c(code, doubles=rules.bonus_set_doubles)
    if sum(1 for block, concealed in sets if concealed and block.shape != "chow") >= 3:
        yield _c("three-concealed-pungs")


def _total(items: list[Item], rules: Rules, arrangement: tuple[Block, ...] = ()) -> HandScore:
    points = sum(i.points for i in items)
    doubles = sum(i.doubles for i in items)
    raw = points * 2 ** doubles
    return HandScore(points, doubles, raw, min(raw, rules.limit), tuple(items), arrangement=arrangement)


# --- the winner --------------------------------------------------------------------------

def _score_winner(hand: Hand, own: Seat, prevailing: Seat, win: Win, rules: Rules) -> HandScore:
    text = format_hand(hand)
    won = hand.winning
    if won is None:
        raise InvalidPositionError("mahjong.no-winning-tile", hand=text)
    if hand.claimed_set is not None and win.won_by in SELF_DRAWN:
        raise IllegalPlayError("mahjong.won-by", hand=text, won_by=win.won_by)
    if win.won_by == "robbed-kong":
        _check_robbed_tile(hand, won)
    if win.standing_hand == "broken" and rules.broken_standing_hand == "no_win":
        raise IllegalPlayError("mahjong.broken-standing-hand")
    if win.standing_hand == "kept" and win.won_by == "discard" and not rules.standing_hand_win_on_discard:
        raise IllegalPlayError("mahjong.standing-hand-discard")
    shape = completion(hand, rules.special_hands)
    if not shape.complete:
        raise InvalidPositionError("mahjong.not-complete", hand=text)
    if win.won_by == "robbed-kong" and win.robbed_concealed and not (
            shape.shape == "thirteen_orphans" and rules.orphans_rob_concealed_kong):
        raise IllegalPlayError("mahjong.rob-concealed-kong")
    if shape.shape in ("thirteen_orphans", "nine_gates"):
        return _limit(f"limit.{shape.shape.replace('_', '-')}", rules)
    limit = _winner_limit_by_context(hand, own, win, rules)
    candidates = []
    for arrangement in shape.arrangements:
        for where in _winning_blocks(hand, arrangement, won):
            candidates.append(_score_arrangement(hand, arrangement, where, own, prevailing, win, rules, limit))
    return max(candidates, key=lambda s: (s.total, s.points, s.doubles))


def _check_robbed_tile(hand: Hand, won: Tile) -> None:
    """A robbed kong's tile is the fourth copy, the other three being in the kong it was to
    complete, so the robber holds no other copy: the tile is single in his winning hand.
    It therefore completes a chow, or a special hand in which it stands alone, never a
    pung or a pair."""
    count = hand.tiles.count(won)
    if count != 1:
        raise InvalidPositionError("mahjong.robbed-tile-held", hand=format_hand(hand), tile=str(won), count=count)


def _limit(code: str, rules: Rules, tiles: str = "") -> HandScore:
    return HandScore(0, 0, rules.limit, rules.limit, (Item("limit", code, tiles=tiles),), limit_hand=code)


def earths_blessing(east_kongs: int, rules: Rules | None = None) -> bool:
    """Is a win on East's first discard Earth's Blessing, when East declared ``east_kongs`` concealed kongs
    before that discard?  The source says only «завершенный с первым выставлением таблички»: a kong is not
    a discard, so by default the discard after it is still East's first (as Kajongg counts it); the rule
    option ``earths_blessing_after_east_kong=false`` takes the kong to end the first go-round.

    >>> earths_blessing(0), earths_blessing(1), earths_blessing(1, Rules(earths_blessing_after_east_kong=False))
    (True, True, False)
    """
    return not east_kongs or (rules or Rules()).earths_blessing_after_east_kong


def _winner_limit_by_context(hand: Hand, own: Seat, win: Win, rules: Rules) -> str | None:
    """Limit hands that depend on the moment of the win rather than on the arrangement."""
    if own == "E" and win.first_turn and win.won_by == "wall" and (
            rules.heavens_blessing_allows_bonus_replacement or not hand.bonus):
        return "limit.heavens-blessing"
    if own != "E" and win.first_turn and (
            win.won_by == "discard" or (win.won_by == "wall" and rules.earths_blessing_self_draw)):
        return "limit.earths-blessing"
    if own == "E" and win.east_streak >= rules.east_streak_limit:
        return "limit.east-streak"
    extra = rules.extra_limit_hands
    won = hand.winning
    if "plum_blossom" in extra and win.won_by == "loose" and won == Tile(13):
        return "limit.plum-blossom"
    if "plucking_moon" in extra and win.last_tile and win.won_by == "wall" and won == Tile(9):
        return "limit.plucking-moon"
    if "carrying_pole" in extra and win.won_by == "robbed-kong" and won == Tile(19):
        return "limit.carrying-pole"
    if "twofold_fortune" in extra and win.won_by == "loose" and win.kongs_this_turn >= 2:
        return "limit.twofold-fortune"
    return None


def _winning_blocks(hand: Hand, arrangement: tuple[Block, ...], won: Tile) -> list[Block]:
    """The blocks the winning tile may have completed (the claimed set, if it is written in one)."""
    if hand.claimed_set is not None:
        return [hand.claimed_set]
    return sorted({b for b in arrangement if won in b.tiles})


def _score_arrangement(hand: Hand, arrangement: tuple[Block, ...], where: Block, own: Seat, prevailing: Seat,
                       win: Win, rules: Rules, context_limit: str | None) -> HandScore:
    claimed = win.won_by in ("discard", "robbed-kong")
    # a set completed by a claimed tile is exposed (spec §3.2); the pair is not a set
    sets = [(b, False) for b in hand.exposed] + [(b, True) for b in hand.kongs]
    exposed_winning = claimed and where.is_set and hand.claimed_set is None
    sets += [(b, not (exposed_winning and b == where)) for b in arrangement if b.is_set]
    if exposed_winning:  # only one copy of a repeated set is the one the tile completed
        repeated = [i for i, (b, c) in enumerate(sets) if b == where and not c and i >= len(hand.melds)]
        for i in repeated[1:]:
            sets[i] = (sets[i][0], True)
    pair = next(b for b in arrangement if b.shape == "pair")
    limit = context_limit or _winner_limit_by_shape(hand, sets, pair, claimed, win, rules)
    if limit is not None:
        return replace(_limit(limit, rules, str(win.east_streak) if limit == "limit.east-streak" else ""),
                       arrangement=hand.melds + arrangement)
    items = list(_table_a(sets, [pair], hand, own, prevailing))
    table_a_sets_and_pair = sum(i.points for i in items if i.code != "bonus-tile")
    items += _table_b(hand, where, pair, win, rules)
    items += _table_c_all(sets, hand, own, prevailing, rules)
    items += _table_c_winner(hand, sets, claimed, table_a_sets_and_pair, win, rules)
    return _total(items, rules, hand.melds + arrangement)


def _winner_limit_by_shape(hand: Hand, sets: list[tuple[Block, bool]], pair: Block, claimed: bool, win: Win,
                           rules: Rules) -> str | None:
    tiles = hand.tiles
    if all(t.is_honour for t in tiles):
        return "limit.all-honours"
    if all(t.is_terminal for t in tiles):
        return "limit.all-terminals"
    if not claimed and not hand.exposed and all(b.shape != "chow" for b, _ in sets):
        return "limit.four-concealed-pungs"
    shaped = _non_winner_limit(sets, [pair])
    if shaped is not None:
        return shaped
    extra = rules.extra_limit_hands
    if "four_kongs" in extra and sum(1 for b, _ in sets if b.shape == "kong") == 4:
        return "limit.four-kongs"
    if "imperial_jade" in extra and all(t.kind in (19, 20, 21, 23, 25, 32) for t in tiles):
        return "limit.imperial-jade"
    if ("concealed_one_suit" in extra and _fully_concealed(hand, claimed, win, rules)
            and len({t.suit for t in tiles}) == 1 and not any(t.is_honour for t in tiles)):
        return "limit.concealed-one-suit"
    return None


def _fully_concealed(hand: Hand, claimed: bool, win: Win, rules: Rules) -> bool:
    exposed_kongs = sum(1 for b in hand.exposed if b.shape == "kong")
    forgiven = min(win.claimed_kongs, exposed_kongs) if rules.claimed_kong_concealed else 0
    return not claimed and len(hand.exposed) == forgiven


def _table_b(hand: Hand, where: Block, pair: Block, win: Win, rules: Rules) -> Iterator[Item]:
    won = hand.winning
    assert won is not None
    yield Item("B", "mahjong", points=rules.mahjong_bonus)
    if win.won_by in SELF_DRAWN:
        yield _b("from-wall", str(won))
    melds, before = hand.before_win()
    if waits_of(melds, before, dead_waits_count=rules.dead_waits_count, special=rules.special_hands) == [won]:
        yield _b("only-possible", str(won))
    if where == pair:
        yield _b("pair-completed-majors" if pair.first.is_major else "pair-completed-simples", str(pair))
    # a broken standing hand that may still go out ("lose_bonus") has lost its reward
    if win.standing_hand == "kept":
        yield _b("standing-hand") if rules.standing_hand_reward == "points100" else _c("standing-hand")


def _b(code: str, tiles: str = "") -> Item:
    return Item("B", code, points=TABLE_B[code], tiles=tiles)


def _table_c_winner(hand: Hand, sets: list[tuple[Block, bool]], claimed: bool, set_points: int, win: Win,
                    rules: Rules) -> Iterator[Item]:
    as_points = rules.bonus_style == "points"

    def bonus(code: str) -> Item:
        return Item("B", code, points=BONUS_STYLE_POINTS) if as_points else _c(code)

    if all(b.shape != "chow" for b, _ in sets):
        yield bonus("no-chows")
    if set_points == 0:
        yield bonus("no-score")
    if _fully_concealed(hand, claimed, win, rules):
        yield _c("fully-concealed")
    tiles = hand.tiles
    suits = {t.suit for t in tiles if not t.is_honour}
    honours = any(t.is_honour for t in tiles)
    if len(suits) == 1 and honours:
        yield _c("one-suit-honours")
    elif len(suits) == 1:
        yield _c("one-suit")
    if all(t.is_major for t in tiles) and honours and suits:
        yield _c("terminals-honours")
    if win.won_by == "loose":
        yield bonus("loose-tile")
    if win.last_tile:
        yield bonus("last-tile")
    if win.won_by == "robbed-kong":
        yield _c("robbed-kong")
