"""One hand of Mahjong as a :class:`tutor.state.State`: from the wall to the settlement, decision by decision.

The wall is built and broken from the seed (:mod:`tutor.mahjong.wall`: East's dice,
the deal, the bonus tiles replaced), so the seed and the decisions are the whole
hand.  East begins with 14 tiles.  In his turn a player discards (``5D``), may declare
a standing hand with his first discard (``5D standing``), goes mah jong on a tile he
drew (``mahjong``), declares a concealed kong (``kong 6C``) or adds the tile he drew to
an exposed pung (``add 6C``); the notation is :func:`~tutor.mahjong.notation.parse_decision`'s.

After each discard the other three are asked, one at a time, counter-clockwise from
the discarder's right (the order of play): each answers ``pass``, ``chow 3D 4D 5D``
(only the next player), ``pung``, ``kong`` or ``mahjong``, without seeing the others'
answers; then :func:`~tutor.mahjong.claims.winning_claim` gives the tile to one of
them, or the next player draws.  A kong (claimed, concealed or added) is followed by a
loose tile; a tile added to an exposed pung, and under the option
``orphans_rob_concealed_kong`` a concealed kong, are first offered to the others,
who may rob it to go mah jong.  Drawing is chance, not a decision: it follows the
decision that makes it due.  When only the last 14 tiles are left and a player must
draw, the hand is a dead game.

>>> state = start(seed=23)
>>> state.to_move, state.legal()[:4], len(state.legal())
('E', ('1D', '4B', '4D', '5B'), 11)
>>> after = state.play(state.suggest(random.Random(0)))
>>> after.record(), after.to_move, after.legal(), after.narrate()
('North', 'S', ('pass',), 'East discards the North wind. 88 tiles are left in the wall.')
>>> after.view("W")["players"]["S"]["concealed"], after.view("W")["players"]["S"]["concealed_count"]
(None, 13)
>>> final = play_hand(23)
>>> final.winner, final.won_by, final.winning, final.outcome()
('N', 'wall', Tile('2D'), {'E': 64, 'S': -160, 'W': -144, 'N': 240})
>>> replay(final.record(), seed=23) == final
True
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any, cast

from tutor.errors import IllegalPlayError, TutorError
from tutor.i18n import COMMA, LIST_COMMA, N_, Text, gettext, normalize_language, reader_language
from tutor.mahjong.claims import KINDS as KIND_ORDER
from tutor.mahjong.claims import Claim, next_seat, winning_claim
from tutor.mahjong.hands import Block, Hand, Player, Shape, completion, set_of, waits_of
from tutor.mahjong.notation import Decision, format_decision, parse_decision, parse_hand, parse_tile
from tutor.mahjong.players import choose_discard, claim_for
from tutor.mahjong.puzzles import claim_kind
from tutor.mahjong.rules import Rules
from tutor.mahjong.scoring import HandScore, Win, earths_blessing, score_hand
from tutor.mahjong.settlement import Settlement, settle
from tutor.mahjong.table_svg import table_svg
from tutor.mahjong.tiles import SEATS, Bonus, Seat, Tile
from tutor.mahjong.wall import BrokenWall, Deal, break_wall, build_wall, deal, dice_throws
from tutor.mahjong.words import SEAT_NAMES, WALL_OF, chow_words, tile_name, tile_words
from tutor.payments import Payment
from tutor.state import State
from tutor.state import replay as replay_state

__all__ = ["Event", "MahjongState", "Result", "play_hand", "replay", "start", "suggest"]

#: An event of the hand, as :meth:`MahjongState.narrate` and the replay tell it: a kind and its fields.
Event = tuple[Any, ...]


_BREAK_SIDE = N_("East throws {dice}; counting round the table from himself, the total reaches {side}'s wall, "
                 "along which he counts {gap} stacks from its right-hand end; he takes that stack out and lays its "
                 "two tiles on the head of the wall as loose tiles. The tiles are drawn from the other side of the "
                 "gap.")
_BREAK = N_("East throws {dice} and counts {gap} stacks along his wall from its right-hand end; he takes that "
            "stack out and lays its two tiles on the head of the wall as loose tiles. The tiles are drawn from "
            "the other side of the gap.")
_DEAL = N_("The deal: East has 14 tiles, the others 13.")
_REPLACED = N_("{seat} puts {bonus} face up and takes the loose tile {tile}.")
_LEFT = N_("{count} tiles are left in the wall.")
_DRAWS = N_("{seat} draws {tile}.")
_DRAWS_UNSEEN = N_("{seat} draws a tile.")
_REPLACED_UNSEEN = N_("{seat} puts {bonus} face up and takes a loose tile.")
_KONG_LOOSE_UNSEEN = N_("After the kong he takes a loose tile.")
_DISCARDS = N_("{seat} discards {tile}.")
_CLAIMS_CHOW = N_("{seat} claims {tile} for a chow and shows {meld}.")
_CLAIMS_SET = N_("{seat} claims {tile} for a {kind}.")
_CLAIMED_BY = N_("Claims for {tile}: {claims}.")
_CLAIM_ITEM = N_("{seat} ({kind})")
_PRIORITY_RANK = N_("{seat} takes it: a claim for {kind} comes before a claim for {other}.")
_PRIORITY_TURN = N_("{seat} takes it: of two claims for {kind}, the player nearer in turn wins.")
_KONG_LOOSE = N_("After the kong he takes a loose tile, {tile}.")
_WINS_WALL = N_("{seat} draws {tile} and goes mah jong.")
_WINS_LOOSE = N_("{seat} goes mah jong with the loose tile {tile}.")
_WINS_DISCARD = N_("{seat} claims {tile} and goes mah jong.")
_WINS_DEALT = N_("{seat} goes mah jong with the tiles he was dealt.")
_WINS_ROBBED = N_("{seat} robs the kong of {tile} and goes mah jong.")
_STANDING = N_("{seat} declares a standing hand.")
_CONCEALED_KONG = N_("{seat} declares a concealed kong ({name}).")
_ADDS = N_("{seat} adds {tile} to his exposed pung, making a kong.")
_ANSWERED = N_("{seat} has answered.")
_DEAD = N_("Only the last 14 tiles are left and nobody went out: the hand is a dead game, and nobody pays.")
_SCORED = N_("The hands score: {scores}.")
_SETTLED = N_("Payments: {payments}. In all: {net}.")

@dataclass(frozen=True)
class Result:
    """How the hand ended: the winner (``None``: a dead game), how he went out, the winning tile, the context."""

    winner: Seat | None
    won_by: str | None = None
    winning: Tile | None = None
    win: Win = Win()


#: the values a state computes once and keeps (not carried over to the next state)
_CACHED = frozenset({"_legal", "scores", "settlement"})


def _asked_after(discarder: Seat) -> tuple[Seat, Seat, Seat]:
    """The seats asked about a discard (or a kong to rob), in order: counter-clockwise from the discarder's right."""
    first = next_seat(discarder)
    second = next_seat(first)
    return first, second, next_seat(second)


_ASKED = {seat: _asked_after(seat) for seat in SEATS}


def _remove(tiles: Iterable[Tile], *gone: Tile) -> tuple[Tile, ...]:
    rest = list(tiles)
    for tile in gone:
        rest.remove(tile)
    return tuple(rest)


def _draw(wall: BrokenWall, player: Player, seat: Seat, loose: bool
          ) -> tuple[BrokenWall, Player, list[Event], Tile | None, bool]:
    """Draw for ``seat`` (a loose tile after a kong), replacing flowers and seasons with loose tiles.

    Gives the wall and the player after it, the events, the tile kept (``None`` when the
    wall ran out: a dead game) and whether that tile is a loose one.
    """
    events: list[Event] = []
    if wall.exhausted:
        return wall, player, events, None, loose
    tile, wall = wall.draw_loose() if loose else wall.draw()
    events.append(("loose" if loose else "draw", seat, tile))
    while isinstance(tile, Bonus):
        player = replace(player, bonus=(*player.bonus, tile))
        if wall.exhausted:
            return wall, player, events, None, True
        bonus = tile
        tile, wall = wall.draw_loose()
        events.append(("replaced", seat, bonus, tile))
        loose = True
    player = replace(player, concealed=tuple(sorted((*player.concealed, tile))))
    return wall, player, events, tile, loose


@dataclass(frozen=True, eq=False)
class MahjongState(State[Rules]):
    """A hand in progress (or over): everyone's tiles, the wall, whose decision it is.

    ``phase`` is ``turn`` (``turn`` discards or declares), ``claims`` (the others are
    asked about ``tile``, ``turn``'s discard), ``rob`` (they are asked whether they rob
    ``tile``, the kong ``turn`` is making) or ``over``.  ``drawn`` is the tile ``turn``
    drew in this turn (``None`` after a claim), ``loose`` whether it is a loose tile.
    ``events`` are what the last decision did, for :meth:`narrate`.
    """

    game = "mahjong"
    rules: Rules
    seed: int
    decisions: tuple[str, ...]
    throws: tuple[tuple[int, int], ...]
    dealt: Deal
    wall: BrokenWall
    hands: tuple[Player, ...]  # in the order of SEATS
    turn: Seat = "E"
    phase: str = "turn"
    drawn: Tile | None = None
    loose: bool = False
    kongs_this_turn: int = 0
    tile: Tile | None = None
    answers: tuple[tuple[Seat, Decision], ...] = ()
    robbing: str = ""  # "add" or "concealed" while others may rob a kong
    standing: frozenset[Seat] = frozenset()
    discarded: frozenset[Seat] = frozenset()  # seats that have discarded at least once
    barred: frozenset[tuple[Seat, Tile]] = frozenset()  # a pung let go by, until the seat's next turn
    claimed_kongs: tuple[int, ...] = (0, 0, 0, 0)
    result: Result | None = None
    events: tuple[Event, ...] = ()

    # --- the interface --------------------------------------------------------------------

    @classmethod
    def start(cls, rules: Rules, seed: int) -> MahjongState:  # type: ignore[override]  # chance steps: issue 26
        throws = dice_throws(seed)
        broken = break_wall(build_wall(seed), throws[-1], rules)
        dealt = deal(broken)
        hands = tuple(Player(dealt.hands[s], bonus=dealt.bonus[s]) for s in SEATS)
        # East's 14th tile (or the last loose tile that replaced one of his bonus tiles) is the one he "drew"
        last = [r.loose for r in dealt.replacements if r.seat == "E"]
        first = last[-1] if last else broken.tiles[4 * 13]
        drawn = first if isinstance(first, Tile) else None
        return cls(rules, seed, (), throws, dealt, dealt.wall, hands, drawn=drawn, events=(("begin",),))

    @property
    def seats(self) -> tuple[str, ...]:
        return SEATS

    @property
    def to_move(self) -> str | None:
        if self.phase == "over":
            return None
        if self.phase == "turn":
            return self.turn
        return _ASKED[self.turn][len(self.answers)]

    def _evolve(self, **changes: Any) -> MahjongState:
        """This state with ``changes`` (a quicker :func:`dataclasses.replace`: the fields are already checked)."""
        new = object.__new__(type(self))
        fields = self.__dict__.copy()
        for name in _CACHED:
            fields.pop(name, None)
        fields.update(changes)
        new.__dict__.update(fields)
        return new

    def player(self, seat: str) -> Player:
        return self.hands[SEATS.index(seat)]

    @cached_property
    def _legal(self) -> tuple[str, ...]:
        seat = self.to_move
        if seat is None:
            return ()
        found = self._turn_options(cast(Seat, seat)) if self.phase == "turn" else self._answers(cast(Seat, seat))
        return tuple(sorted({format_decision(d) for d in found}))

    def legal(self) -> tuple[str, ...]:
        return self._legal

    def _turn_options(self, seat: Seat) -> list[Decision]:
        me = self.player(seat)
        found: list[Decision] = []
        special = self.rules.special_hands
        if self.drawn is not None and me.complete_with(special=special):
            found.append(Decision("mahjong"))
        if seat in self.standing:
            if self.drawn is not None:
                found.append(Decision("discard", (self.drawn,)))
            return found
        held = Counter(me.concealed)
        found += [Decision("kong", (t,)) for t, n in held.items() if n == 4]
        if self.drawn is not None and Block("pung", self.drawn) in me.exposed:
            found.append(Decision("add", (self.drawn,)))
        may_stand = seat not in self.discarded and not me.exposed
        for tile in held:
            found.append(Decision("discard", (tile,)))
            if may_stand and waits_of(me.melds, _remove(me.concealed, tile),
                                      dead_waits_count=self.rules.dead_waits_count, special=special):
                found.append(Decision("standing", (tile,)))
        return found

    def _answers(self, seat: Seat) -> list[Decision]:
        me, tile = self.player(seat), self.tile
        assert tile is not None
        found = [Decision("pass")]
        standing = seat in self.standing
        if me.complete_with(tile, self.rules.special_hands) and (
                not standing or self.rules.standing_hand_win_on_discard):
            if self.phase == "claims" or self.robbing == "add" or self._orphans(me, tile):
                found.append(Decision("mahjong"))
        if self.phase == "rob" or standing:
            return found
        concealed = me.concealed
        copies = concealed.count(tile)
        if copies == 3:
            found.append(Decision("kong"))
        if copies >= 2 and (seat, tile) not in self.barred:
            found.append(Decision("pung"))
        if seat == _ASKED[self.turn][0] and tile.kind < 27:
            number = tile.kind % 9 + 1
            for low in range(max(1, number - 2), min(7, number) + 1):
                run = tuple(Tile(tile.kind + low - number + i) for i in range(3))
                if all(t in concealed for t in run if t != tile):
                    found.append(Decision("chow", run))
        return found

    @staticmethod
    def _orphans(me: Player, tile: Tile) -> bool:
        """A concealed kong may be robbed only for Thirteen Orphans."""
        return completion(Hand(exposed=me.exposed, kongs=me.kongs, loose=(*me.concealed, tile))).shape == \
            "thirteen_orphans"

    def _decide(self, text: str) -> MahjongState:
        decision = parse_decision(text)
        canonical = format_decision(decision)
        if not self._allows(decision, canonical):
            raise self._refusal(decision, canonical)
        seat = self.to_move
        assert seat is not None
        mover = cast(Seat, seat)
        done = self._apply_turn(mover, decision) if self.phase == "turn" else self._apply_answer(mover, decision)
        return done._evolve(decisions=(*self.decisions, canonical))

    def _allows(self, decision: Decision, canonical: str) -> bool:
        """Whether ``decision`` is legal: a plain discard is checked directly (the list of every legal
        decision costs a search for waits at a first discard), everything else against :meth:`legal`."""
        if decision.kind == "discard" and self.phase == "turn" and "_legal" not in self.__dict__:
            seat = self.to_move
            assert seat is not None
            if seat in self.standing:
                return decision.tiles[0] == self.drawn
            return decision.tiles[0] in self.player(seat).concealed
        return canonical in self._legal

    # --- why a decision is refused --------------------------------------------------------

    def _refusal(self, decision: Decision, text: str) -> IllegalPlayError:
        seat = self.to_move
        assert seat is not None
        me = self.player(seat)
        name = SEAT_NAMES[seat]  # the seat in the reader's language
        tile = decision.tiles[0] if decision.tiles else None
        if self.phase == "turn":
            if decision.kind in ("pass", "pung", "chow") or (decision.kind == "kong" and tile is None):
                return IllegalPlayError("mahjong.no-discard-to-claim", seat=name)
            if decision.kind == "mahjong":
                if self.drawn is None:
                    return IllegalPlayError("mahjong.not-self-drawn", seat=name)
                return IllegalPlayError("mahjong.not-complete", hand=me.text())
            if seat in self.standing:
                if decision.kind == "discard" and self.drawn is not None:
                    return IllegalPlayError("mahjong.standing-discard", seat=name, tile=str(self.drawn))
                return IllegalPlayError("mahjong.standing-change", seat=name)
            if decision.kind in ("discard", "standing") and tile not in me.concealed:
                return IllegalPlayError("mahjong.tile-not-held", seat=name, tile=str(tile))
            if decision.kind == "standing":
                return IllegalPlayError("mahjong.standing-not-allowed", seat=name)
            if decision.kind == "kong":
                return IllegalPlayError("mahjong.no-concealed-kong", seat=name, tile=str(tile))
            if decision.kind == "add":
                return IllegalPlayError("mahjong.cannot-add", seat=name, tile=str(tile))
            return self.refuse(text)
        claimed = str(self.tile)
        if decision.kind in ("discard", "standing", "add") or (decision.kind == "kong" and tile is not None):
            return IllegalPlayError("mahjong.answer-the-claim", seat=name, tile=claimed)
        if self.phase == "rob":
            if decision.kind == "mahjong" and self.robbing == "concealed" and me.complete_with(
                    self.tile, self.rules.special_hands):
                return IllegalPlayError("mahjong.rob-concealed-kong")
            if decision.kind != "mahjong":
                return IllegalPlayError("mahjong.rob-only", seat=name, tile=claimed)
        if decision.kind == "mahjong":
            if seat in self.standing and me.complete_with(self.tile, self.rules.special_hands):
                return IllegalPlayError("mahjong.standing-hand-discard")
            assert self.tile is not None
            return IllegalPlayError("mahjong.not-complete", hand=Player((*me.concealed, self.tile), me.exposed,
                                                                         me.bonus, kongs=me.kongs).text())
        if seat in self.standing:
            return IllegalPlayError("mahjong.standing-change", seat=name)
        if decision.kind == "chow":
            if seat != next_seat(self.turn):
                return IllegalPlayError("mahjong.chow-not-next", seat=name, discarder=SEAT_NAMES[self.turn])
            return IllegalPlayError("mahjong.chow-tiles", seat=name, tiles=" ".join(map(str, decision.tiles)),
                                    tile=claimed)
        if decision.kind == "pung" and (seat, self.tile) in self.barred:
            return IllegalPlayError("mahjong.pung-barred", seat=name, tile=claimed)
        if decision.kind == "pung":
            return IllegalPlayError("mahjong.pung-tiles", seat=name, tile=claimed)
        if decision.kind == "kong":
            return IllegalPlayError("mahjong.kong-tiles", seat=name, tile=claimed)
        return self.refuse(text)

    # --- what a decision does -------------------------------------------------------------

    def _with(self, seat: Seat, player: Player) -> tuple[Player, ...]:
        index = SEATS.index(seat)
        return (*self.hands[:index], player, *self.hands[index + 1:])

    def _win(self, seat: Seat, won_by: str, winning: Tile, events: list[Event], **flags: Any) -> MahjongState:
        # Earth's Blessing: a claim of East's first discard (his only sets then are concealed kongs)
        first_turn = (won_by == "wall" and seat == "E" and not self.discarded) or (
            won_by == "discard" and self.discarded == frozenset("E") and self.turn == "E"
            and earths_blessing(len(self.player("E").melds), self.rules))
        if won_by == "wall" and seat != "E" and self.rules.earths_blessing_self_draw:
            first_turn = seat not in self.discarded and not self.player(seat).melds
        win = Win(won_by, last_tile=self.wall.exhausted and won_by != "robbed-kong", first_turn=first_turn,
                  standing_hand="kept" if seat in self.standing else "none",
                  claimed_kongs=self.claimed_kongs[SEATS.index(seat)], **flags)
        events.append(("win", seat, won_by, winning))
        return self._evolve(phase="over", result=Result(seat, won_by, winning, win), events=tuple(events))

    def _apply_turn(self, seat: Seat, decision: Decision) -> MahjongState:
        me = self.player(seat)
        tile = decision.tiles[0] if decision.tiles else None
        if decision.kind == "mahjong":
            assert self.drawn is not None
            won_by = "loose" if self.loose else "wall"
            if self.dealt_turn:
                return self._win(seat, won_by, self.drawn, [("dealt-win", seat)])
            return self._win(seat, won_by, self.drawn, [], kongs_this_turn=self.kongs_this_turn)
        if decision.kind in ("discard", "standing"):
            assert tile is not None
            after = replace(me, concealed=_remove(me.concealed, tile), discards=(*me.discards, tile))
            events: list[Event] = [("discard", seat, tile)]
            standing = self.standing
            if decision.kind == "standing":
                events.append(("standing", seat))
                standing = standing | {seat}
            barred = frozenset(b for b in self.barred if b[0] != seat)
            return self._evolve(hands=self._with(seat, after), phase="claims", tile=tile, answers=(),
                           standing=standing, discarded=self.discarded | {seat}, barred=barred,
                           events=tuple(events))
        assert tile is not None
        kind = "add" if decision.kind == "add" else "concealed"
        event: Event = ("add" if kind == "add" else "concealed-kong", seat, tile)
        if kind == "add" or self.rules.orphans_rob_concealed_kong:
            return self._evolve(phase="rob", tile=tile, answers=(), robbing=kind, events=(event,))
        return self._make_kong(seat, tile, kind, [event])

    def _make_kong(self, seat: Seat, tile: Tile, kind: str, events: list[Event]) -> MahjongState:
        me = self.player(seat)
        if kind == "add":
            exposed = tuple(Block("kong", tile) if b == Block("pung", tile) else b for b in me.exposed)
            me = replace(me, concealed=_remove(me.concealed, tile), exposed=exposed)
        else:
            me = replace(me, concealed=_remove(me.concealed, tile, tile, tile, tile),
                         kongs=(*me.kongs, Block("kong", tile)))
        return self._evolve(hands=self._with(seat, me), phase="turn", tile=None, answers=(), robbing="",
                       kongs_this_turn=self.kongs_this_turn + 1)._loose_draw(seat, events)

    def _loose_draw(self, seat: Seat, events: list[Event]) -> MahjongState:
        wall, me, drawn_events, tile, _ = _draw(self.wall, self.player(seat), seat, loose=True)
        events += drawn_events
        state = self._evolve(wall=wall, hands=self._with(seat, me), drawn=tile, loose=True)
        if tile is None:
            return state._dead(events)
        return state._evolve(events=tuple(events))

    def _dead(self, events: list[Event]) -> MahjongState:
        events.append(("dead",))
        return self._evolve(phase="over", result=Result(None), drawn=None, events=tuple(events))

    def _apply_answer(self, seat: Seat, decision: Decision) -> MahjongState:
        answers = (*self.answers, (seat, decision))
        if len(answers) < 3:
            return self._evolve(answers=answers, events=(("answered", seat),))
        assert self.tile is not None
        tile, discarder = self.tile, self.turn
        claims = tuple(Claim(s, d.kind) for s, d in sorted(answers, key=lambda a: SEATS.index(a[0]))
                       if d.kind != "pass")
        if self.phase == "rob":
            if not claims:
                return self._make_kong(discarder, tile, self.robbing, [])
            won = winning_claim(discarder, claims)
            robbed = self.player(discarder)
            state = self._evolve(hands=self._with(discarder, replace(robbed, concealed=_remove(robbed.concealed,
                                                                                               tile))))
            winner = state.player(won.seat)
            state = state._evolve(hands=state._with(won.seat, replace(
                winner, concealed=tuple(sorted((*winner.concealed, tile))))))
            return state._win(won.seat, "robbed-kong", tile, [("claims", claims, won, tile, None)],
                              robbed_concealed=self.robbing == "concealed")
        # a seat that could have punged the tile and let it go may not pung it before its next turn
        barred = self.barred | {(s, tile) for s, d in answers
                                if d.kind in ("pass", "chow") and Counter(self.player(s).concealed)[tile] >= 2}
        state = self._evolve(answers=(), barred=barred)
        if not claims:
            nxt = next_seat(discarder)
            wall, me, events, drawn, loose = _draw(state.wall, state.player(nxt), nxt, loose=False)
            state = state._evolve(wall=wall, hands=state._with(nxt, me), turn=nxt, phase="turn", tile=None,
                            drawn=drawn, loose=loose, kongs_this_turn=0)
            return state._dead(events) if drawn is None else state._evolve(events=tuple(events))
        won = winning_claim(discarder, claims)
        thrower = state.player(discarder)
        state = state._evolve(hands=state._with(discarder, replace(thrower, discards=thrower.discards[:-1])))
        taker = state.player(won.seat)
        if won.kind == "mahjong":
            taker = replace(taker, concealed=tuple(sorted((*taker.concealed, tile))))
            state = state._evolve(hands=state._with(won.seat, taker))
            return state._win(won.seat, "discard", tile, [("claims", claims, won, tile, None)])
        meld = Block(cast(Shape, won.kind), tile) if won.kind != "chow" else set_of(dict(answers)[won.seat].tiles)
        assert meld is not None
        taker = replace(taker, concealed=_remove(taker.concealed, *_remove(meld.tiles, tile)),
                        exposed=(*taker.exposed, meld))
        kongs = state.claimed_kongs
        if won.kind == "kong":
            index = SEATS.index(won.seat)
            kongs = (*kongs[:index], kongs[index] + 1, *kongs[index + 1:])
        state = state._evolve(hands=state._with(won.seat, taker), turn=won.seat, phase="turn", tile=None,
                        drawn=None, loose=False, kongs_this_turn=0, claimed_kongs=kongs)
        claimed: list[Event] = [("claims", claims, won, tile, meld)]
        if won.kind == "kong":
            return state._evolve(kongs_this_turn=1)._loose_draw(won.seat, claimed)
        return state._evolve(events=tuple(claimed))

    @property
    def dealt_turn(self) -> bool:
        """East's first turn, before anybody has discarded: his hand is the one he was dealt (and its loose tiles)."""
        return self.turn == "E" and not self.discarded and not self.kongs_this_turn

    # --- the end --------------------------------------------------------------------------

    @property
    def winner(self) -> Seat | None:
        return None if self.result is None else self.result.winner

    @property
    def won_by(self) -> str | None:
        return None if self.result is None else self.result.won_by

    @property
    def winning(self) -> Tile | None:
        return None if self.result is None else self.result.winning

    @cached_property
    def scores(self) -> dict[Seat, HandScore]:
        """Every hand's score once the hand is over (empty while it is on)."""
        if self.result is None:
            return {}
        result = self.result
        found = {}
        for seat in SEATS:
            won = seat == result.winner
            text = self.player(seat).text(result.winning if won else None)
            found[seat] = score_hand(parse_hand(text), seat, "E", winner=won, won_by=result.won_by if won else None,
                                     win=result.win if won else None, rules=self.rules)
        return found

    @cached_property
    def settlement(self) -> Settlement | None:
        if self.result is None:
            return None
        return settle({s: score.total for s, score in self.scores.items()}, self.winner, "E")

    def payments(self) -> tuple[Payment, ...]:
        return () if self.settlement is None else self.settlement.payments

    # --- what a seat sees -----------------------------------------------------------------

    def view(self, seat: str | None = None) -> dict[str, Any]:
        """The seat's own concealed tiles; everyone's sets, flowers, seasons and discards; counts of the rest.

        Answers to a claim are shown to their own seat only, until the claim is decided.
        """
        view = self.common_view(seat)
        players = {}
        for s, p in zip(SEATS, self.hands, strict=True):
            mine = s == seat or self.phase == "over"
            players[s] = {
                "concealed": [str(t) for t in p.concealed] if mine else None,
                "concealed_count": len(p.concealed),
                "exposed": [str(b) for b in p.exposed],
                "kongs": [str(b) for b in p.kongs],
                "bonus": [str(b) for b in p.bonus],
                "discards": [str(t) for t in p.discards],
                "standing": s in self.standing,
            }
        answer = next((str(d) for s, d in self.answers if s == seat), None)
        view.update({
            "players": players,
            "turn": self.turn,
            "phase": self.phase,
            "tile": None if self.tile is None else str(self.tile),
            "drawn": str(self.drawn) if self.drawn is not None and seat == self.turn and self.phase == "turn"
            else None,
            "answered": [s for s, _ in self.answers],
            "answer": answer,
            "wall": {"remaining": self.wall.remaining, "dice": list(self.throws[-1]), "side": self.wall.side,
                     "gap": self.wall.gap, "loose_taken": self.wall.loose_taken},
            "winner": self.winner,
            "won_by": self.won_by,
            "winning": None if self.winning is None else str(self.winning),
        })
        return view

    def draw(self, seat: str | None = None, language: str | None = None) -> str:
        """The table as ``seat`` sees it (:mod:`tutor.mahjong.table_svg`): his own tiles face up, the others'
        sets, flowers, seasons and discards, the backs of their tiles.  Without a seat every hand is face up
        (a replay's picture, as :meth:`narrate` without a seat tells everything)."""
        language = reader_language(language)
        return str(table_svg(self._shown(seat), language, scores=self._totals(), ident=self._ident(seat)))

    def board(self, seat: str | None = None, language: str | None = None) -> str:
        """:meth:`draw`, where ``seat``, if he is to discard, may click a tile of his hand to discard it.

        >>> state = start(seed=23)
        >>> board = state.board("E", "zh")
        >>> board.count('class="tutor-place"'), 'data-place="Green" data-name="发财"' in board
        (14, True)
        >>> state.click_paths()["Green"], state.clicked(("Green",)), state.clicked(("9C",)), state.clicked(("1D", "4D"))
        ((('Green',),), 'Green', '9C', None)
        >>> state.play(state.clicked(("9C",)))
        Traceback (most recent call last):
          ...
        tutor.errors.IllegalPlayError: mahjong.tile-not-held: East holds no 9C to discard
        """
        language = reader_language(language)
        places = seat is not None and seat == self.to_move and self.phase == "turn"
        return str(table_svg(self._shown(seat), language, places=places, scores=self._totals(),
                             ident=self._ident(seat)))

    def click_paths(self) -> dict[str, tuple[tuple[str, ...], ...]]:
        """Each legal discard, made by clicking the tile in the hand, its one path (a standing hand, mah jong and
        the kongs, and every answer to a claim, are chosen from the list)."""
        if self.phase != "turn":
            return {}
        return {d: ((d,),) for d in self._legal if " " not in d and d != "mahjong"}

    def clicked(self, places: tuple[str, ...]) -> str | None:
        """A tile clicked is its discard (legal or not: :meth:`play` says why not)."""
        if len(places) != 1:
            return None
        try:
            return str(parse_tile(places[0]))
        except TutorError:
            return None

    def _shown(self, seat: str | None) -> dict[str, Any]:
        """What the table shows ``seat``: his view; without a seat, every hand face up."""
        view = self.view(seat)
        if seat is None:
            for s, p in zip(SEATS, self.hands, strict=True):
                view["players"][s]["concealed"] = [str(t) for t in p.concealed]
        return view

    def _ident(self, seat: str | None) -> str:
        """What tells this table's ids from another table's on the page: the seat and the decisions made."""
        return f"{seat or 'all'}{len(self.decisions)}"

    def _totals(self) -> dict[str, int] | None:
        return {s: score.total for s, score in self.scores.items()} if self.scores else None

    # --- the automatic player -------------------------------------------------------------

    def suggest(self, rng: random.Random) -> str:
        """The automatic player's decision (:mod:`tutor.mahjong.players`); ``rng`` is not needed."""
        seat = self.to_move
        if seat is None:
            raise IllegalPlayError("tutor.game-over", decision="")
        me = self.player(seat)
        legal = self._legal
        if self.phase == "turn":
            if "mahjong" in legal:
                return "mahjong"
            wanted = str(self.drawn) if seat in self.standing else str(choose_discard(me))
        elif self.phase == "rob":
            wanted = "mahjong"
        else:
            assert self.tile is not None
            claim = claim_for(cast(Seat, seat), me, self.tile, self.turn)
            if claim is None:
                wanted = "pass"
            else:
                kind, meld = claim[0].kind, claim[1]
                wanted = f"chow {meld}" if kind == "chow" else kind
        return wanted if wanted in legal else "pass" if "pass" in legal else legal[0]

    # --- words ----------------------------------------------------------------------------

    @classmethod
    def seat_name(cls, seat: str, language: str | None = None) -> str:
        language = reader_language(language)
        return SEAT_NAMES[seat].get(language) if seat in SEAT_NAMES else seat

    def narrate(self, language: str | None = None, seat: str | None = None) -> str:
        """What the last decision did, in ``language``; with a ``seat``, nothing that seat could not see.

        Another seat's drawn and loose tiles stay unnamed until the hand is over (then every hand is
        shown); an answer to a claim is told only once the claims are decided, as :meth:`view` shows it.

        >>> state = start(seed=23).play("North").play("pass").play("pass").play("pass")
        >>> state.narrate(seat="S"), state.narrate(seat="W")
        ('South draws the 3 of characters. 87 tiles are left in the wall.', 'South draws a tile. 87 tiles are left in the wall.')
        >>> state.narrate("zh", seat="W"), state.narrate() == state.narrate(seat="S")
        ('南家摸一张牌。牌墙还剩 87 张。', True)

        Once the hand is over, the last sentences are every hand's score and the payments:

        >>> print(play_hand(23).narrate("ru"))
        Север берёт 2 кружка и делает маджонг. Очки рук: Восток 56, Юг 8, Запад 12, Север 60. Платежи: Восток → Север 120, Юг → Север 60, Запад → Север 60, Юг → Восток 96, Запад → Восток 88, Юг → Запад 4. Итого: Восток +64, Юг −160, Запад −144, Север +240.
        """
        language = reader_language(language)
        if seat is not None:
            self.common_view(seat)  # an unknown seat is a coded error
        return join(sentences(self, self.events, language, seat=seat) + settled(self, language), language)


# --- sentences -------------------------------------------------------------------------------

def _say(message: str, language: str, **fields: object) -> str:
    """``message`` in ``language``, its fields filled (a field given in three languages in the reader's)."""
    return gettext(message, language).format(**{k: v.get(language) if isinstance(v, Text) else v
                                                for k, v in fields.items()})


def join(parts: list[str], language: str) -> str:
    """Sentences one after the other (Chinese sets no space between them)."""
    return ("" if normalize_language(language) == "zh_CN" else " ").join(parts)


def _priority(won: Claim, claims: Iterable[Claim], language: str) -> str:
    """Why ``won`` takes the discard from the other ``claims`` (the rule of priority that decided it)."""
    others = [c for c in claims if c != won]
    kind = claim_kind(won.kind, language)
    if any(c.kind == won.kind or {c.kind, won.kind} == {"pung", "kong"} for c in others):
        return _say(_PRIORITY_TURN, language, seat=SEAT_NAMES[won.seat], kind=kind)
    weakest = max(others, key=lambda c: KIND_ORDER.index(c.kind))
    return _say(_PRIORITY_RANK, language, seat=SEAT_NAMES[won.seat], kind=kind,
                other=claim_kind(weakest.kind, language))


def sentences(state: MahjongState, events: Iterable[Event], language: str, *, answers: bool = True,
              left: bool = True, seat: str | None = None) -> list[str]:
    """The events in words (``answers``: also say who has answered a claim, without saying what;
    ``left``: say how many tiles are left in the wall; ``seat``: as that seat saw them, without the
    tiles another seat drew while the hand was on).  Seats and tiles are named in ``language``."""
    events = list(events)

    def unseen(drawer: str) -> bool:
        return seat is not None and drawer != seat and state.phase != "over"

    def say(message: str, **fields: object) -> None:
        parts.append(_say(message, language, **fields))

    won_from_wall = any(e[0] == "win" and e[2] == "wall" for e in events)
    parts: list[str] = []
    for event in events:
        kind = event[0]
        who = SEAT_NAMES[event[1]] if len(event) > 1 and event[1] in SEAT_NAMES else None
        if kind == "begin":
            dice = state.throws[-1]
            said = _BREAK if state.wall.side == "E" else _BREAK_SIDE
            say(said, dice=f"{dice[0]} + {dice[1]}", gap=sum(dice), side=WALL_OF[state.wall.side])
            say(_DEAL)
            for r in state.dealt.replacements:
                if unseen(r.seat):
                    say(_REPLACED_UNSEEN, seat=SEAT_NAMES[r.seat], bonus=tile_words(r.bonus))
                else:
                    say(_REPLACED, seat=SEAT_NAMES[r.seat], bonus=tile_words(r.bonus), tile=tile_words(r.loose))
        elif kind == "answered" and answers:
            say(_ANSWERED, seat=who)
        elif kind == "claims":
            _, claims, won, tile, meld = event
            taker = SEAT_NAMES[won.seat]
            if won.kind == "mahjong":
                robbed = any(e[0] == "win" and e[2] == "robbed-kong" for e in events)
                say(_WINS_ROBBED if robbed else _WINS_DISCARD, seat=taker, tile=tile_words(tile))
            elif won.kind == "chow":
                say(_CLAIMS_CHOW, seat=taker, tile=tile_words(tile), meld=chow_words(meld))
            else:
                say(_CLAIMS_SET, seat=taker, tile=tile_words(tile), kind=claim_kind(won.kind, language))
            if len(claims) > 1:
                listed = LIST_COMMA[normalize_language(language)].join(
                    _say(_CLAIM_ITEM, language, seat=SEAT_NAMES[c.seat], kind=claim_kind(c.kind, language))
                    for c in claims)
                say(_CLAIMED_BY, tile=tile_words(tile), claims=listed)
                parts.append(_priority(won, claims, language))
        elif kind == "draw" and unseen(event[1]):
            say(_DRAWS_UNSEEN, seat=who)
        elif kind == "draw":
            say(_WINS_WALL if won_from_wall else _DRAWS, seat=who, tile=tile_words(event[2]))
        elif kind == "loose":
            if unseen(event[1]):
                say(_KONG_LOOSE_UNSEEN)
            else:
                say(_KONG_LOOSE, tile=tile_words(event[2]))
        elif kind == "replaced" and unseen(event[1]):
            say(_REPLACED_UNSEEN, seat=who, bonus=tile_words(event[2]))
        elif kind == "replaced":
            say(_REPLACED, seat=who, bonus=tile_words(event[2]), tile=tile_words(event[3]))
        elif kind == "discard":
            say(_DISCARDS, seat=who, tile=tile_words(event[2]))
        elif kind == "standing":
            say(_STANDING, seat=who)
        elif kind == "concealed-kong":
            say(_CONCEALED_KONG, seat=who, name=tile_name(event[2]))
        elif kind == "add":
            say(_ADDS, seat=who, tile=tile_words(event[2]))
        elif kind == "dealt-win":
            say(_WINS_DEALT, seat=who)
        elif kind == "win":
            if event[2] == "wall" and not any(e[0] in ("draw", "dealt-win") for e in events):
                say(_WINS_WALL, seat=who, tile=tile_words(event[3]))
            elif event[2] == "loose":
                say(_WINS_LOOSE, seat=who, tile=tile_words(event[3]))
        elif kind == "dead" and left:
            say(_LEFT, count=state.wall.remaining)
            say(_DEAD)
    if left and state.phase != "over" and events and events[0][0] not in ("answered",):
        say(_LEFT, count=state.wall.remaining)
    return parts


def settled(state: MahjongState, language: str) -> list[str]:
    """Once a player has gone mah jong: every hand's score and the payments, in ``language`` (the end of
    the log; each payment's reason is :meth:`~tutor.state.State.explain_payments`)."""
    if state.settlement is None or state.winner is None:
        return []
    comma = COMMA[normalize_language(language)]
    name: dict[str, str] = {s: SEAT_NAMES[s].get(language) for s in SEATS}
    scores = comma.join(f"{name[s]} {state.scores[s].total}" for s in SEATS)
    payments = comma.join(f"{name[p.payer]} → {name[p.payee]} {p.amount}" for p in state.settlement.payments)
    net = comma.join(f"{name[s]} {_signed(n)}" for s, n in state.settlement.net.items())
    return [_say(_SCORED, language, scores=scores), _say(_SETTLED, language, payments=payments, net=net)]


def _signed(amount: int) -> str:
    """+64, −160 (a true minus sign), 0."""
    return f"+{amount}" if amount > 0 else f"−{-amount}" if amount < 0 else "0"


# --- the game-level verbs ------------------------------------------------------------------

def start(seed: int = 0, **options: Any) -> MahjongState:
    """The first state of the hand of ``seed`` under ``Rules(**options)``."""
    return MahjongState.start(Rules(**options), seed)


def replay(record: str | tuple[str, ...], seed: int = 0, **options: Any) -> MahjongState:
    """The state after the decisions of ``record`` in the hand of ``seed``."""
    state = replay_state(MahjongState, Rules(**options), seed, record)
    assert isinstance(state, MahjongState)
    return state


def suggest(state: MahjongState, seed: int = 0) -> str:
    """The automatic player's decision in ``state``."""
    return state.suggest(random.Random(seed))


def play_hand(seed: int, rules: Rules | None = None) -> MahjongState:
    """The hand of ``seed`` played to its end by the automatic players (:meth:`MahjongState.suggest` for every seat)."""
    state = MahjongState.start(rules or Rules(), seed)
    rng = random.Random(seed)
    while not state.finished:
        state = state.play(state.suggest(rng))
    return state
