"""One hand of Mahjong as a :class:`tutor.state.State`: from the wall to the settlement, step by step.

Chance is written in the record, as steps (:func:`~tutor.mahjong.notation.parse_chance`):
first the wall as it is built (``wall …``, its 144 tiles), then East's dice (``dice 3-4``;
a double one is thrown again, so it may be written twice or more).  The dice break the
wall (:mod:`tutor.mahjong.wall`), and the deal, the flowers and seasons replaced and
every later draw follow from the wall: a seed's hand writes these two steps and nothing
else of chance.  A hand played at a real table, whose wall nobody wrote down, writes the
dice, then what was dealt (``deal E … S … W … N …``) and each tile as it is taken from
the wall (``draw 5D``).

East begins with 14 tiles.  In his turn a player discards (``5D``), may declare a
standing hand with his first discard (``5D standing``), goes mah jong on a tile he drew
(``mahjong``), declares a concealed kong (``kong 6C``) or adds the tile he drew to an
exposed pung (``add 6C``); the notation is :func:`~tutor.mahjong.notation.parse_decision`'s.

After each discard the other three are asked, one at a time, counter-clockwise from
the discarder's right (the order of play): each answers ``pass``, ``chow 3D 4D 5D``
(only the next player), ``pung``, ``kong`` or ``mahjong``, without seeing the others'
answers; then :func:`~tutor.mahjong.claims.winning_claim` gives the tile to one of
them, or the next player draws.  A kong (claimed, concealed or added) is followed by a
loose tile; a tile added to an exposed pung, and under the option
``orphans_rob_concealed_kong`` a concealed kong, are first offered to the others,
who may rob it to go mah jong.  When only the last 14 tiles are left and a player must
draw, the hand is a dead game.

The drawings and the words are :mod:`tutor.mahjong.presentation`'s, from :meth:`MahjongState.view`;
the automatic player is :mod:`tutor.mahjong.players`'.

>>> from tutor.mahjong import replay, start
>>> state = start(seed=23)
>>> state.decisions[1], state.to_move, state.legal()[:4], len(state.legal())
('dice 3-1', 'E', ('1D', '4B', '4D', '5B'), 11)
>>> after = state.play("North")
>>> after.record()[-15:], after.to_move, after.legal()
('dice 3-1; North', 'S', ('pass',))
>>> after.view("W")["players"]["S"]["concealed"], after.view("W")["players"]["S"]["concealed_count"]
(None, 13)
>>> replay(after.record()) == after
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any, cast

from tutor.errors import IllegalPlayError
from tutor.i18n import Text, reader_language
from tutor.mahjong.claims import Claim, next_seat, winning_claim
from tutor.mahjong.hands import Block, Hand, Player, Shape, completion, set_of, waits_of
from tutor.mahjong.notation import (
    CHANCE_WORDS,
    ChanceStep,
    DealStep,
    Decision,
    DiceStep,
    DrawStep,
    WallStep,
    format_chance,
    format_decision,
    parse_chance,
    parse_decision,
    parse_hand,
)
from tutor.mahjong.rules import Rules
from tutor.mahjong.scoring import HandScore, Win, earths_blessing, score_hand
from tutor.mahjong.settlement import Settlement, settle
from tutor.mahjong.tiles import BONUS_TILES, SEATS, Bonus, Seat, Tile, full_set
from tutor.mahjong.wall import (
    DEALT,
    BrokenWall,
    Wall,
    WallTile,
    break_at,
    break_wall,
    deal,
    shuffled,
    unknown_wall,
    wall_to_break,
)
from tutor.mahjong.words import SEAT_NAMES
from tutor.payments import Payment
from tutor.state import ALL, CHANCE, Chance, State

__all__ = ["Event", "MahjongState", "Result"]

#: An event of the hand, as the view's ``last`` gives it to the narration: a kind and its fields.
Event = tuple[Any, ...]

#: the phases at which chance comes next: the wall, the dice, the deal (a real table's) and a draw (a real table's)
_CHANCE_PHASES = frozenset({"wall", "dice", "deal", "draw", "replace"})
#: the chance step each of those phases wants (the error when another comes)
_DRAW_DUE = Text("the tile taken from the wall, like draw 5D", "фишку, взятую из стены, например draw 5D",
                 "从牌墙摸到的牌，如 draw 5D")
_DUE = {"wall": Text("the wall as built (wall and its 144 tiles) or East's dice (dice a-b)",
                     "стену, как её построили (wall и её 144 фишки), или кости Востока (dice a-b)",
                     "砌好的牌墙（wall 加 144 张牌）或庄家的骰子（dice a-b）"),
        "dice": Text("East's dice, like dice 3-4", "кости Востока, например dice 3-4", "庄家的骰子，如 dice 3-4"),
        "deal": Text("the deal, deal E … S … W … N …", "раздачу: deal E … S … W … N …",
                     "发牌：deal E … S … W … N …"),
        "draw": _DRAW_DUE, "replace": _DRAW_DUE}
_THROWS = tuple(f"dice {a}-{b}" for a in range(1, 7) for b in range(1, 7))
#: every tile of the set, as many times as it is in it
_SET: Counter[WallTile] = Counter([*full_set(), *BONUS_TILES])


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
    """Draw for ``seat`` from a wall whose tiles are known (a loose tile after a kong), replacing flowers and
    seasons with loose tiles.

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
    assert tile is not None, "a wall whose tiles are known"
    player = replace(player, concealed=tuple(sorted((*player.concealed, tile))))
    return wall, player, events, tile, loose


@dataclass(frozen=True, eq=False)
class MahjongState(State[Rules]):
    """A hand in progress (or over): everyone's tiles, the wall, whose decision it is.

    ``phase`` is ``turn`` (``turn`` discards or declares), ``claims`` (the others are
    asked about ``tile``, ``turn``'s discard), ``rob`` (they are asked whether they rob
    ``tile``, the kong ``turn`` is making), ``over``, or a chance node: ``wall`` (nothing
    yet), ``dice`` (East throws), and for a real table's hand ``deal`` and ``draw``
    (``turn`` takes a tile from the wall) or ``replace`` (a flower or season dealt is
    replaced: ``replacing`` lists those still to replace).  ``built`` is the wall as built
    when the record writes it (``None``: a real table's hand, its tiles unknown until drawn).
    ``drawn`` is the tile ``turn`` drew in this turn (``None`` after a claim), ``loose``
    whether it is a loose tile.  ``events`` are what the last step did, for the narration.
    """

    game = "mahjong"
    chance_words = CHANCE_WORDS
    rules: Rules
    seed: int | None
    decisions: tuple[str, ...]
    chance: Chance | None
    built: Wall | None
    throws: tuple[tuple[int, int], ...]
    wall: BrokenWall | None
    hands: tuple[Player, ...]  # in the order of SEATS
    turn: Seat = "E"
    phase: str = "wall"
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
    replacing: tuple[tuple[Seat, Bonus], ...] = ()

    # --- the interface --------------------------------------------------------------------

    @classmethod
    def begin(cls, rules: Rules) -> MahjongState:
        """The hand before any chance: the tiles not yet built into the wall."""
        return cls(rules, None, (), None, None, (), None, (Player(()),) * len(SEATS))

    def draw_chance(self, stream: Chance) -> tuple[str, Chance]:
        """The wall is shuffled from a copy of the stream, and East's dice thrown from the stream itself: the wall
        and the dice are the ones every seed gave before the chance steps were written (two streams, each from the
        seed).  A real table's hand goes on with a deal dealt from a shuffle, and draws of the tiles left."""
        if self.phase == "wall":
            tiles, _ = stream.draw(shuffled)
            return format_chance(WallStep(tiles)), stream
        if self.phase == "dice":
            dice, after = stream.draw(lambda rng: (rng.randint(1, 6), rng.randint(1, 6)))
            return format_chance(DiceStep(dice)), after
        if self.phase == "deal":
            tiles, after = stream.draw(shuffled)
            hands = (tiles[:14], tiles[14:27], tiles[27:40], tiles[40:53])
            return format_chance(DealStep(hands)), after
        left = sorted(self._unseen().elements(), key=lambda t: (isinstance(t, Bonus), str(t)))
        tile, after = stream.draw(lambda rng: rng.choice(left))
        return format_chance(DrawStep(tile)), after

    @property
    def seats(self) -> tuple[str, ...]:
        return SEATS

    @property
    def to_move(self) -> str | None:
        phase = self.phase
        if phase == "turn":
            return self.turn
        if phase == "over":
            return None
        if phase in _CHANCE_PHASES:
            return CHANCE
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

    @property
    def broken(self) -> BrokenWall:
        """The wall once East's dice have broken it (a coded error before)."""
        if self.wall is None:
            raise IllegalPlayError("tutor.chance-expected", decision="", words=", ".join(CHANCE_WORDS))
        return self.wall

    @cached_property
    def _legal(self) -> tuple[str, ...]:
        seat = self.to_move
        if seat is None:
            return ()
        if seat == CHANCE:
            if self.phase == "dice":
                return _THROWS
            if self.phase in ("draw", "replace"):
                return tuple(sorted(f"draw {t}" for t in self._unseen()))
            return ()  # a wall or a deal: too many to list
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
        if self.phase in _CHANCE_PHASES:
            return self._chance_step(text)
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

    # --- chance ---------------------------------------------------------------------------

    def _chance_step(self, text: str) -> MahjongState:
        """The state after the chance step ``text`` (the one due now, or a coded error that names it)."""
        step: ChanceStep = parse_chance(text)
        phase = self.phase
        if phase == "wall" and isinstance(step, WallStep):
            done = self._evolve(built=Wall.of_tiles(step.tiles), phase="dice", events=(("wall",),))
        elif phase in ("wall", "dice") and isinstance(step, DiceStep):
            done = self._thrown(step.dice)
        elif phase == "deal" and isinstance(step, DealStep):
            done = self._dealt(step.hands)
        elif phase in ("draw", "replace") and isinstance(step, DrawStep):
            if step.tile not in self._unseen():
                raise IllegalPlayError("mahjong.tile-gone", tile=str(step.tile))
            done = self._took(step.tile)
        else:
            raise IllegalPlayError("mahjong.chance-other", step=text, due=_DUE[phase])
        return done._evolve(decisions=(*self.decisions, text))  # parse_chance reads canonical text only

    def _thrown(self, dice: tuple[int, int]) -> MahjongState:
        """East's dice: a double one is thrown again; any other throw breaks the wall (and, when the wall is
        known, the deal and its replacements follow at once)."""
        throws = (*self.throws, dice)
        if dice == (1, 1):
            return self._evolve(throws=throws, phase="dice", events=(("dice", dice),))
        if self.built is None:  # a real table's wall: the deal comes as a step of its own
            broken = break_at(unknown_wall(), dice, wall_to_break(dice, self.rules))
            return self._evolve(throws=throws, wall=broken, phase="deal", events=(("break",),))
        broken = break_wall(self.built, dice, self.rules)
        dealt = deal(broken)
        hands = tuple(Player(dealt.hands[s], bonus=dealt.bonus[s]) for s in SEATS)
        # East's 14th tile (or the last loose tile that replaced one of his bonus tiles) is the one he "drew"
        last = [r.loose for r in dealt.replacements if r.seat == "E"]
        first = last[-1] if last else broken.tiles[4 * 13]
        drawn = first if isinstance(first, Tile) else None
        events = (("break",), ("deal",), *(("replaced", r.seat, r.bonus, r.loose) for r in dealt.replacements))
        return self._evolve(throws=throws, wall=dealt.wall, hands=hands, phase="turn", turn="E", drawn=drawn,
                            events=events)

    def _dealt(self, dealt: tuple[tuple[WallTile, ...], ...]) -> MahjongState:
        """A real table's deal, as written: each player's tiles, his flowers and seasons to be replaced in turn,
        East first (East's last tile written is the fourteenth he took)."""
        hands = tuple(Player(tuple(sorted(t for t in held if isinstance(t, Tile))),
                             bonus=tuple(t for t in held if isinstance(t, Bonus))) for held in dealt)
        replacing = tuple((seat, b) for seat, player in zip(SEATS, hands, strict=True) for b in player.bonus)
        last = dealt[0][-1]
        broken = self.broken
        state = self._evolve(hands=hands, wall=replace(broken, tiles=broken.tiles[DEALT:]), replacing=replacing,
                             drawn=last if isinstance(last, Tile) else None, events=(("deal",),))
        if replacing:
            return state._evolve(phase="replace", turn=replacing[0][0])
        return state._evolve(phase="turn", turn="E")

    def _took(self, tile: WallTile) -> MahjongState:
        """A real table's draw: ``turn`` takes ``tile`` (a loose tile from the head after a kong, a flower or a
        season); a flower or season is laid out and replaced by another loose tile."""
        seat = self.turn
        me = self.player(seat)
        broken = self.broken
        loose = self.loose or self.phase == "replace"
        _, wall = broken.draw_loose() if loose else broken.draw()
        replacing = self.replacing
        if replacing:
            seat, bonus = replacing[0]
            me = self.player(seat)
            event: Event = ("replaced", seat, bonus, tile)
            replacing = replacing[1:]
        else:
            event = ("loose" if loose else "draw", seat, tile)
        drawn = self.drawn
        if isinstance(tile, Bonus):
            me = replace(me, bonus=(*me.bonus, tile))
            mine = next((k for k, (s, _) in enumerate(replacing) if s != seat), len(replacing))
            replacing = (*replacing[:mine], (seat, tile), *replacing[mine:])
        else:
            me = replace(me, concealed=tuple(sorted((*me.concealed, tile))))
            if self.phase == "draw" or seat == "E":
                drawn = tile
        state = self._evolve(wall=wall, hands=self._with(seat, me), replacing=replacing, drawn=drawn,
                             events=(event,))
        if self.phase == "replace":
            if replacing:
                return state._evolve(turn=replacing[0][0])
            return state._evolve(phase="turn", turn="E", loose=False)
        if replacing:  # a flower or season drawn in play: a loose tile replaces it
            if wall.exhausted:
                return state._dead([event])
            return state._evolve(loose=True)
        return state._evolve(phase="turn", loose=loose)

    def _unseen(self) -> Counter[WallTile]:
        """The tiles nobody has shown yet: the set, less every tile in a hand or on the table."""
        known: Counter[WallTile] = Counter()
        for p in self.hands:
            known.update(p.concealed)
            known.update(p.bonus)
            known.update(p.discards)
            for block in p.melds:
                known.update(block.tiles)
        return _SET - known

    def _take(self, seat: Seat, loose: bool, events: list[Event]) -> MahjongState:
        """``seat`` draws (``loose``: a loose tile from the head, after a kong): from the wall when its tiles are
        known, else the state waits for the chance step that says which tile (a real table's hand)."""
        broken = self.broken
        if self.built is None:
            if broken.exhausted:
                return self._dead(events)
            return self._evolve(turn=seat, phase="draw", drawn=None, loose=loose, events=tuple(events))
        wall, me, drawn_events, tile, loose = _draw(broken, self.player(seat), seat, loose)
        events += drawn_events
        state = self._evolve(wall=wall, hands=self._with(seat, me), drawn=tile, loose=loose)
        if tile is None:
            return state._dead(events)
        return state._evolve(events=tuple(events))

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
        win = Win(won_by, last_tile=self.broken.exhausted and won_by != "robbed-kong", first_turn=first_turn,
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
        return self._take(seat, True, events)

    def _dead(self, events: list[Event]) -> MahjongState:
        events.append(("dead",))
        return self._evolve(phase="over", result=Result(None), drawn=None, replacing=(), events=tuple(events))

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
            state = state._evolve(turn=nxt, phase="turn", tile=None, kongs_this_turn=0)
            # a real table's draw is a step of its own: this answer ends the claims unanswered
            return state._take(nxt, False, [] if self.built is not None else [("passed", seat, tile)])
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
        """The seat's own concealed tiles; everyone's sets, flowers, seasons and discards; counts of the rest; what
        the last step did as the seat saw it (``last``: another seat's drawn tile is ``None``), and once the hand
        is over every hand, the scores and the payments.  ``ALL`` sees every hand (a replay).

        Answers to a claim are shown to their own seat only, until the claim is decided.  The wall's order is in
        no view: only how many tiles are left, the dice and where they broke it.
        """
        view = self.common_view(seat)
        everything = seat == ALL or self.phase == "over"
        players = {}
        for s, p in zip(SEATS, self.hands, strict=True):
            mine = s == seat or everything
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
        wall = self.wall
        view.update({
            "players": players,
            "turn": self.turn,
            "phase": self.phase,
            "tile": None if self.tile is None else str(self.tile),
            "drawn": str(self.drawn) if self.drawn is not None and seat == self.turn and self.phase == "turn"
            else None,
            "answered": [s for s, _ in self.answers],
            "answer": answer,
            "wall": {"remaining": 144 if wall is None else wall.remaining,
                     "dice": list(self.throws[-1]) if self.throws else None,
                     "side": None if wall is None else wall.side, "gap": None if wall is None else wall.gap,
                     "loose_taken": 0 if wall is None else wall.loose_taken},
            "winner": self.winner,
            "won_by": self.won_by,
            "winning": None if self.winning is None else str(self.winning),
            "scores": {s: score.total for s, score in self.scores.items()} if self.scores else None,
            "payments": [[p.payer, p.payee, p.amount] for p in self.payments()],
            "decided": sum(1 for d in self.decisions if not self.is_chance_step(d)),
            "last": [self.seen(event, seat, everything) for event in self.events],
        })
        return view

    @staticmethod
    def seen(event: Event, seat: str | None, everything: bool) -> list[Any]:
        """An event as JSON-ready data, as ``seat`` saw it: a tile another seat drew (or took loose) is ``None``."""
        kind = event[0]
        if kind == "claims":
            _, claims, won, tile, meld = event
            return [kind, [[c.seat, c.kind] for c in claims], [won.seat, won.kind], str(tile),
                    None if meld is None else str(meld)]
        if kind == "dice":
            return [kind, list(event[1])]
        if kind in ("draw", "loose", "replaced") and not (everything or event[1] == seat):
            return [*(str(part) for part in event[:-1]), None]
        return [str(part) for part in event]

    # --- words ----------------------------------------------------------------------------

    @classmethod
    def seat_name(cls, seat: str, language: str | None = None) -> str:
        language = reader_language(language)
        return SEAT_NAMES[seat].get(language) if seat in SEAT_NAMES else seat
