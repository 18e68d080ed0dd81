"""Bagchen practice: the themes whose puzzles the engine makes from a seed (:mod:`tutor.practice`).

Each theme draws a real position from its seed, as a *position* value, and then words
it as a puzzle in the reader's language; the choices and their verdicts come from the
game's own puzzle kinds (:mod:`tutor.bagchen.puzzles`), fed with options built from
the position:

- ``bagchen.beats``: a trick of a hand the automatic players play, a tile or set face up
  on top, and the player to answer it: which of his tiles would beat it (``bagchen.beaters``);
- ``bagchen.lead-kind``: tiles from a dealt hand: what kind of lead they make under the
  point, if any (the kinds' glossary definitions say what each one is);
- ``bagchen.points``: the dice of a deal and a dealt hand: which of its tiles are the point
  (``bagchen.points``);
- ``bagchen.passport``: a passport holder to lead in the middle of a hand: which leads the
  passport rules in force allow him (``bagchen.passport``);
- ``bagchen.settlement``: a finished hand, played by automatic players who keep their points
  for the end: one player's balance from the settlement, jumps included (``bagchen.settlement``).

A position with nothing to ask (one possible answer, or none) is skipped for the next draw
of the same seed's stream, so the same seed gives the same puzzle everywhere.

>>> from tutor.bagchen.practice import THEMES
>>> from tutor.bagchen.rules import Rules
>>> [theme.id for theme in THEMES]
['bagchen.beats', 'bagchen.lead-kind', 'bagchen.points', 'bagchen.passport', 'bagchen.settlement']
>>> puzzle = THEMES[2].make(5, Rules(), "en")
>>> puzzle.question
'The dice show 6-3. South (S) was dealt the tiles in the figure. Which of the tiles below are points this hand? Tick every one.'
>>> puzzle.answer, [c.explanation for c in puzzle.choices if c.key == "[5-4]"]
(('[6-3]', '[5-4]'), ['[5-4] is a point for the throw 6-3'])
>>> puzzle == THEMES[2].make(5, Rules(), "en")
True
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import TypeVar

from tutor.bagchen.hand import Hand, Play, beating_plays, passport_leads
from tutor.bagchen.leads import Lead, LeadKind, classify
from tutor.bagchen.legal import CHIEFS, HORSE_TILES, MINISTERS, leads_in
from tutor.bagchen.narration import describe
from tutor.bagchen.notation import format_tiles
from tutor.bagchen.players import random_play
from tutor.bagchen.point import Point
from tutor.bagchen.puzzles import beaters, passport, points, settlement
from tutor.bagchen.rules import Rules
from tutor.bagchen.settlement import SEATS
from tutor.bagchen.state import BagchenState
from tutor.bagchen.svg import settlement_svg, tiles_svg, trick_svg
from tutor.bagchen.terms import GLOSSARY
from tutor.bagchen.tiles import Suit, Tile
from tutor.errors import IllegalPlayError, TutorError, define_messages
from tutor.i18n import COMMA, N_, gettext, ngettext, normalize_language
from tutor.options import Choice as OptionChoice
from tutor.practice import TRIES, Theme, draws
from tutor.puzzles import Choice, Puzzle

define_messages({
    "bagchen.practice-nothing": N_("the practice theme {theme} found nothing to ask from the seed {seed}"),
})

# --- the words of the questions ---

_DICE = N_("The dice show {dice}, so the points this hand are {points}.")
_DICE_ONLY = N_("The dice show {dice}.")
_SEAT = N_("{name} ({seat})")
_BEATS_ASK = N_("{seat} is to play to this trick, with {top} face up on top. Which of the tiles below would beat "
                "it, played face up? Tick every one.")
_BEATS_LABEL = N_("The trick so far")
_NOT_A_LEAD = N_("not a lead")
_KIND_IS = N_("{tiles}: {kind}. {definition}")
_KIND_ISNT = N_("{tiles}: {kind}, not {other}. {other_name}: {definition}")
_KIND_LEGAL = N_("{tiles} is a legal lead: {kind}.")
_KIND_NONE = N_("Not a lead: {reason}.")
_KIND_NONE_ISNT = N_("Not {other}, nor any other lead: {reason}. {other_name}: {definition}")
_POINTS_ASK = N_("{seat} was dealt the tiles in the figure. Which of the tiles below are points this hand? "
                 "Tick every one.")
_PASSPORT_ASK = N_("{seat} has won {won} tricks, so he holds a passport, and it is his lead. Played face up so "
                   "far: {face_up}. Under {rules}, which of the leads below may he make? Tick every one.")
_SETTLE_ASK = N_("The hand is over, and {winner} took the last trick; the figure shows how many tricks each player "
                 "won. The last leads, in order: {tricks} Under these rules the jump factor F is {factor}. What balance "
                 "does the settlement give {seat}? (Leave out the chips paid for point leads during play.)")
_LAST_LEAD = N_("{seat} leads {tiles}, and {winner} wins.")
_LAST_CHARITY = N_("{seat} gives charity, and {winner} wins.")
_AND_THEN = N_("{why}. {settlement}")
_NO_JUMP = N_("The hand did not end with a run of point leads by {winner}: no jump, so m = 1.")
_PAID = N_("Settlement: {payments}.")
_TRICKS_WON = N_("Tricks won")
_TRICKS_TITLE = N_("Tricks won: {tricks}; {winner} took the last trick")
_TILES, _HAND = N_("Tiles"), N_("Hand")

FIGURE_SIZE = 30.0  # CSS pixels per tile in a hand

_P = TypeVar("_P")


def first_position(theme: str, seed: int, draw: Callable[[random.Random], _P | None]) -> _P:
    """The first position the seed's stream gives that has something to ask."""
    rng = draws(seed, salt=theme)
    for _ in range(TRIES):
        found = draw(rng)
        if found is not None:
            return found
    raise TutorError("bagchen.practice-nothing", theme=f"bagchen.{theme}", seed=seed)


def _deal(rng: random.Random, rules: Rules) -> BagchenState:
    """A new hand dealt from a seed the stream draws.  Its hand is the one the first lead is made from: before
    it, the automatic players propose no exchange, keep the deal and make no call (:func:`~tutor.bagchen.players.easy`)."""
    return BagchenState.start(rules, rng.randrange(1 << 32))


Player = Callable[[Hand, random.Random], Play]


def _play_out(rng: random.Random, rules: Rules, player: Player = random_play) -> tuple[BagchenState, Iterator[Hand]]:
    """A hand the automatic players play from a seed the stream draws: its state at the deal, and the hand
    after each play, the last one finished.  The plays are made on the :class:`~tutor.bagchen.hand.Hand`
    (:func:`~tutor.bagchen.players.easy` is the same player, and through the state each play costs twice as much); the state
    replays the hand's record (the tests do)."""
    state = _deal(rng, rules)
    moves = random.Random(rng.getrandbits(64))

    def hands() -> Iterator[Hand]:
        hand = state.hand
        yield hand
        while not hand.finished:
            hand = hand.play(player(hand, moves))
            yield hand

    return state, hands()


def keeps_points(hand: Hand, rng: random.Random) -> Play:
    """The automatic player (:func:`~tutor.bagchen.players.random_play`), who keeps his points for the end of
    the hand, as players who hope for a jump do: he leads them only when nothing else is left (or nothing else
    is allowed him), and he plays other tiles face down.

    >>> import random
    >>> from tutor.bagchen.players import random_deal
    >>> rng = random.Random(3)
    >>> hand = random_deal(rng)
    >>> while not hand.finished:
    ...     hand = hand.play(keeps_points(hand, rng))
    >>> hand.point, hand.settlement().jump, [str(trick.lead) for trick in hand.closing_run()]
    (Point.parse('5-2'), 2, ['[4-3]', '[5-2]'])
    """
    play = random_play(hand, rng)
    point = hand.point
    if not any(t in point for t in play.tiles):
        return play
    seat = play.seat
    others = [t for t in hand.hands[seat] if t not in point]
    if hand.current is not None:  # a beat never holds points; tiles face down need not
        if play.face_up or len(others) < len(play.tiles):
            return play
        return Play(seat, sorted(rng.sample(others, len(play.tiles)), key=_order), face_up=False)
    if play.throw is not None:
        return play  # a passport holder who threw the dice for his suit
    if hand.has_passport(seat):
        allowed, _ = passport_leads(hand, seat)
        leads = [lead for lead in allowed if not any(t in point for t in lead.tiles)]
    else:
        leads = leads_in(others, point, hand.rules)
    return Play(seat, rng.choice(leads).tiles) if leads else play


def _order(tile: Tile) -> int:
    return tile.order


def _key(group: Sequence[Tile]) -> tuple[int, ...]:
    return tuple(sorted(t.order for t in group))


def _seat(seat: str, language: str) -> str:
    return gettext(_SEAT, language).format(name=BagchenState.seat_name(seat, language), seat=seat)


def _sentences(*parts: str, language: str) -> str:
    """Sentences one after another: a space between them, none in Chinese (its full stop is wide)."""
    return ("" if language == "zh_CN" else " ").join(parts)


def _dice(point: Point, language: str) -> str:
    return gettext(_DICE, language).format(dice=point, points=format_tiles(point.tiles))


def _options(choices: Sequence[Sequence[Tile]]) -> str:
    return " ".join(format_tiles(group) for group in choices)


def _varied(rng: random.Random, leads: Sequence[Lead], count: int) -> list[Lead]:
    """``count`` of ``leads``, as many kinds as possible (random play's hands hold far more singles)."""
    by_kind: dict[LeadKind, list[Lead]] = defaultdict(list)
    for lead in leads:
        by_kind[lead.kind].append(lead)
    for group in by_kind.values():
        rng.shuffle(group)
    kinds = list(by_kind)
    rng.shuffle(kinds)
    picked: list[Lead] = []
    while len(picked) < count and kinds:
        for kind in list(kinds):
            if len(picked) == count:
                break
            if by_kind[kind]:
                picked.append(by_kind[kind].pop())
            else:
                kinds.remove(kind)
    return picked


# --- does it beat? ---

@dataclass(frozen=True)
class BeatsPosition:
    """A trick with a face-up top in ``hand`` (played from ``start``), the player to act to answer it, and
    groups of his tiles to judge."""

    start: BagchenState
    hand: Hand
    choices: tuple[tuple[Tile, ...], ...]


def beats_position(seed: int, rules: Rules) -> BeatsPosition:
    return first_position("beats", seed, lambda rng: _beats_draw(rng, rules))


def _beats_draw(rng: random.Random, rules: Rules) -> BeatsPosition | None:
    by_size: dict[int, list[Hand]] = defaultdict(list)
    start, hands = _play_out(rng, rules)
    stop = rng.randrange(8, 64)  # a position from anywhere in the hand, without playing all of it
    for played, hand in enumerate(hands):
        if played > stop and by_size:
            break
        trick = hand.current
        if trick is None or trick.top is None:
            continue
        if trick.top is trick.plays[0] and trick.lead is not None and trick.lead.kind in (LeadKind.MERGED,
                                                                                          LeadKind.BLIND_PAIR):
            continue  # several unbeatable leads at once, or a blind pair: no lead to judge against
        by_size[trick.size].append(hand)
    if not by_size:
        return None
    candidates = by_size[rng.choice(sorted(by_size))]  # random play leads mostly singles: every size alike
    rng.shuffle(candidates)
    for hand in candidates:
        choices = _beats_choices(rng, hand)
        if choices:
            return BeatsPosition(start, hand, choices)
    return None


def _beats_choices(rng: random.Random, hand: Hand) -> tuple[tuple[Tile, ...], ...] | None:
    """Some groups of the player's tiles that beat the top and some that do not (legal shapes first)."""
    seat = hand.to_act
    trick = hand.current
    assert trick is not None
    held = hand.hands[seat]
    winners = {_key(g): tuple(sorted(g, key=_order)) for g in beating_plays(hand, seat)}
    if not winners:
        return None
    # the groups that do not beat: legal shapes without points first, then one point lead, then groups of
    # other tiles (as many tiles as were led), when the hand holds few of those shapes
    shapes = [lead.tiles for lead in leads_in(held, hand.point, hand.rules)
              if lead.size == trick.size and _key(lead.tiles) not in winners]
    plain = [g for g in shapes if not any(t in hand.point for t in g)]
    rng.shuffle(plain)
    pointed = [g for g in shapes if any(t in hand.point for t in g)]
    losers = {_key(g): g for g in plain[:4]}
    if pointed and len(losers) < 4:
        group = rng.choice(pointed)
        losers[_key(group)] = group
    spare = [t for t in held if t not in hand.point]
    for _ in range(6):
        if len(losers) >= 3 or len(spare) < trick.size:
            break
        group = tuple(sorted(rng.sample(spare, trick.size), key=_order))
        if _key(group) not in winners:
            losers.setdefault(_key(group), group)
    if not losers:
        return None
    total = rng.choice((4, 5))
    right = rng.randint(1, min(len(winners), 3, total - 1))
    wrong = min(len(losers), total - right)
    if right + wrong < 3:
        return None
    picked = (rng.sample(sorted(winners.values(), key=_key), right)
              + rng.sample(sorted(losers.values(), key=_key), wrong))
    return tuple(sorted(picked, key=_key))


def beats_puzzle(position: BeatsPosition, rules: Rules, language: str) -> Puzzle:
    hand = position.hand
    trick = hand.current
    assert trick is not None and trick.top is not None
    seat = hand.to_act
    top = trick.top.tiles
    puzzle = beaters({"lead": format_tiles(top), "choices": _options(position.choices), "point": str(hand.point)},
                     rules, language)
    question = _sentences(_dice(hand.point, language), describe(trick, len(hand.tricks), language, hearer=seat),
                          gettext(_BEATS_ASK, language).format(seat=_seat(seat, language), top=format_tiles(top)),
                          language=language)
    figure = trick_svg([p.as_seen() for p in trick.plays], language=language)
    return replace(puzzle, kind="bagchen.beats", figure=str(figure), figure_caption="",
                   figure_label=gettext(_BEATS_LABEL, language), question=question)


# --- what kind of lead? ---

@dataclass(frozen=True)
class KindPosition:
    """Tiles from ``seat``'s dealt hand, and the kinds offered (``None``: "not a lead")."""

    start: BagchenState
    seat: str
    tiles: tuple[Tile, ...]
    choices: tuple[LeadKind | None, ...]


def kind_position(seed: int, rules: Rules) -> KindPosition:
    return first_position("lead-kind", seed, lambda rng: _kind_draw(rng, rules))


def _lead_or_error(tiles: Sequence[Tile], point: Point | None, rules: Rules) -> Lead | IllegalPlayError:
    try:
        return classify(tuple(tiles), point, rules)
    except IllegalPlayError as error:
        return error


def _kind_draw(rng: random.Random, rules: Rules) -> KindPosition | None:
    state = _deal(rng, rules)
    hand = state.hand
    seat = rng.choice(SEATS)
    held = hand.hands[seat]
    leads = leads_in(held, hand.point, rules)
    if rng.random() < 0.2:  # a near miss: a lead and one more of his tiles, which make no lead together
        lead = rng.choice([x for x in leads if x.size < 4])
        rest = list(held)
        for t in lead.tiles:
            rest.remove(t)
        tiles = tuple(sorted((*lead.tiles, rng.choice(rest)), key=_order))
        if isinstance(_lead_or_error(tiles, hand.point, rules), Lead):
            return None
        kind: LeadKind | None = None
    else:
        by_kind: dict[LeadKind, list[Lead]] = defaultdict(list)
        for lead in leads:
            by_kind[lead.kind].append(lead)
        kinds = sorted(by_kind, key=lambda k: k.value)
        kind = rng.choices(kinds, [1 if k is LeadKind.SINGLE else 4 for k in kinds])[0]
        tiles = rng.choice(by_kind[kind]).tiles
    near = [k for k in _near(tiles, hand.point, rules) if k is not kind]
    if len(near) < (3 if kind is None else 2):
        return None
    # the likeliest mistake, and one or two more
    choices: list[LeadKind | None] = [near[0], *rng.sample(near[1:4], 2 if kind is None else 1)]
    if kind is not None:
        choices.append(kind)
    rng.shuffle(choices)
    return KindPosition(state, seat, tiles, (*choices, None))  # "not a lead" comes last, always offered


#: the kinds a lead of each size could be mistaken for, the likeliest first
_HORSES = {2: (LeadKind.MARE, LeadKind.STALLION, LeadKind.MOTHER_SON),
           4: (LeadKind.COMPLETE_HORSE, LeadKind.DOUBLE_MARE, LeadKind.DOUBLE_STALLION, LeadKind.DOUBLE_MOTHER_SON)}


def _near(tiles: tuple[Tile, ...], point: Point, rules: Rules) -> list[LeadKind]:
    """Kinds these tiles could be taken for: what they would be without the point, the kinds their suits and
    tiles suggest, then the common ones."""
    near: list[LeadKind] = []
    free = _lead_or_error(tiles, None, rules)
    if isinstance(free, Lead):
        near.append(free.kind)
    if any(t in point for t in tiles):
        near.append(LeadKind.POINT_SET)
    if len(tiles) == 1:
        near += [LeadKind.SINGLE, LeadKind.POINT_SET,
                 LeadKind.SKY_SET if tiles[0].suit is Suit.SKY else LeadKind.EARTH_SET]
    else:
        if any(t in CHIEFS for t in tiles):
            near.append(LeadKind.CHIEFS)
        if any(t in MINISTERS for t in tiles):
            near.append(LeadKind.MIXED_MINISTERS)
        if any(t in HORSE_TILES for t in tiles):
            near += _HORSES.get(len(tiles), ())
        near += [LeadKind.SKY_SET if tiles[0].suit is Suit.SKY else LeadKind.EARTH_SET,
                 LeadKind.EARTH_SET, LeadKind.SKY_SET, LeadKind.CHIEFS, LeadKind.MIXED_MINISTERS, LeadKind.POINT_SET]
    if not rules.double_mother_son:
        near = [k for k in near if k is not LeadKind.DOUBLE_MOTHER_SON]
    return list(dict.fromkeys(near))


def _kind_name(kind: LeadKind | None, language: str) -> str:
    return gettext(_NOT_A_LEAD, language) if kind is None else kind.name_in(language)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def kind_puzzle(position: KindPosition, rules: Rules, language: str) -> Puzzle:
    hand = position.start.hand
    tiles = position.tiles
    written = format_tiles(tiles)
    found = _lead_or_error(tiles, hand.point, rules)
    choices = []
    for kind in position.choices:
        name = _kind_name(kind, language)
        definition = GLOSSARY[kind.value].define(language) if kind is not None else ""
        fields = {"tiles": written, "other": name, "other_name": _capital(name), "definition": definition}
        if isinstance(found, IllegalPlayError):
            reason = found.message(language)
            text = gettext(_KIND_NONE if kind is None else _KIND_NONE_ISNT, language).format(reason=reason, **fields)
            choices.append(Choice(name, kind is None, text))
            continue
        right = found.kind.name_in(language)
        if kind is None:
            text = gettext(_KIND_LEGAL, language).format(tiles=written, kind=right)
        elif kind is found.kind:
            text = gettext(_KIND_IS, language).format(tiles=written, kind=right, definition=definition)
        else:
            text = gettext(_KIND_ISNT, language).format(kind=right, **fields)
        choices.append(Choice(name, kind is found.kind, text))
    ask = ngettext("{seat} was dealt this tile among others. What kind of lead is it?",
                   "{seat} was dealt these {n} tiles among others. What kind of lead do they make, led together?",
                   len(tiles), language)
    question = _sentences(_dice(hand.point, language), ask.format(seat=_seat(position.seat, language), n=len(tiles)),
                          language=language)
    return Puzzle("bagchen.lead-kind", "one", tuple(choices), str(tiles_svg(tiles, language=language, size=48)),
                  written, gettext(_TILES, language), question=question)


# --- which tiles are points? ---

@dataclass(frozen=True)
class PointsPosition:
    """A dealt hand (``seat``'s in ``start``) and the types of his tiles offered."""

    start: BagchenState
    seat: str
    choices: tuple[Tile, ...]


def points_position(seed: int, rules: Rules) -> PointsPosition:
    return first_position("points", seed, lambda rng: _points_draw(rng, rules))


def _points_draw(rng: random.Random, rules: Rules) -> PointsPosition | None:
    state = _deal(rng, rules)
    hand = state.hand
    point = hand.point
    seat = rng.choice([s for s in SEATS if any(t in point for t in hand.hands[s])])
    types = sorted(set(hand.hands[seat]), key=_order)
    yes = [t for t in types if t in point]
    no = [t for t in types if t not in point]
    named = point.named
    # the tiles a learner may take for points: sharing a number with the dice, or their pips, or their suit
    near = [t for t in no if {t.high, t.low} & {named.high, named.low} or t.pips == named.pips]
    far = [t for t in no if t not in near]
    rng.shuffle(near)
    rng.shuffle(far)
    wrong = (near + far)[:rng.randint(2, 4)]
    if len(wrong) < 2:
        return None
    return PointsPosition(state, seat, tuple(sorted(yes + wrong, key=_order)))


def points_puzzle(position: PointsPosition, rules: Rules, language: str) -> Puzzle:
    hand = position.start.hand
    held = hand.hands[position.seat]
    puzzle = points({"dice": str(hand.point), "choices": _options([(t,) for t in position.choices])}, rules, language)
    question = _sentences(gettext(_DICE_ONLY, language).format(dice=hand.point),
                          gettext(_POINTS_ASK, language).format(seat=_seat(position.seat, language)), language=language)
    return replace(puzzle, kind="bagchen.points", figure=str(tiles_svg(held, language=language, size=FIGURE_SIZE)),
                   figure_caption=format_tiles(held), figure_label=gettext(_HAND, language), question=question)


# --- leads with a passport ---

@dataclass(frozen=True)
class PassportPosition:
    """A passport holder to lead in ``hand`` (played from ``start``), and leads his tiles hold: some allowed,
    some not."""

    start: BagchenState
    hand: Hand
    choices: tuple[tuple[Tile, ...], ...]


def passport_position(seed: int, rules: Rules) -> PassportPosition:
    return first_position("passport", seed, lambda rng: _passport_draw(rng, rules))


def _passport_draw(rng: random.Random, rules: Rules) -> PassportPosition | None:
    found: list[tuple[Hand, list[Lead], list[Lead]]] = []
    start, hands = _play_out(rng, rules)
    enough = rng.randint(1, 6)  # the first few passport leads of the hand are enough to choose from
    for hand in hands:
        if len(found) == enough:
            break
        if hand.finished or hand.current is not None or not hand.has_passport(hand.to_act) or not hand.face_up:
            continue
        allowed, must_throw = passport_leads(hand, hand.to_act)
        if must_throw:
            continue  # he throws the dice for his suit: another question
        keys = {_key(lead.tiles) for lead in allowed}
        refused = [lead for lead in leads_in(hand.hands[hand.to_act], hand.point, rules)
                   if _key(lead.tiles) not in keys]
        if refused:
            found.append((hand, allowed, refused))
    if not found:
        return None
    hand, allowed, refused = rng.choice(found)
    right = rng.randint(1, min(2, len(allowed)))
    wrong = min(len(refused), rng.randint(max(1, 3 - right), 3))
    picked = _varied(rng, allowed, right) + _varied(rng, refused, wrong)
    if len(picked) < 3:
        return None
    return PassportPosition(start, hand, tuple(sorted((lead.tiles for lead in picked), key=_key)))


def passport_puzzle(position: PassportPosition, rules: Rules, language: str) -> Puzzle:
    hand = position.hand
    seat = hand.to_act
    face_up = tuple(sorted(hand.face_up, key=_order))
    puzzle = passport({"hand": format_tiles(hand.hands[seat]), "choices": _options(position.choices),
                       "point": str(hand.point), "face_up": format_tiles(face_up)}, rules, language)
    named = Rules.option("passport_rules").kind
    assert isinstance(named, OptionChoice)
    question = _sentences(_dice(hand.point, language), gettext(_PASSPORT_ASK, language).format(
        seat=_seat(seat, language), won=hand.won[seat], face_up=format_tiles(face_up),
        rules=named.label(rules.passport_rules, language)), language=language)
    return replace(puzzle, kind="bagchen.passport", question=question)


# --- who pays whom at the end ---

@dataclass(frozen=True)
class SettlementPosition:
    """A finished ``hand`` (played from ``start``), the seat asked about, and the balances offered."""

    start: BagchenState
    hand: Hand
    seat: str
    choices: tuple[int, ...]


def settlement_position(seed: int, rules: Rules) -> SettlementPosition:
    return first_position("settlement", seed, lambda rng: _settlement_draw(rng, rules))


def _settlement_draw(rng: random.Random, rules: Rules) -> SettlementPosition | None:
    start, hands = _play_out(rng, rules, keeps_points)
    *_, hand = hands
    result = hand.settlement()
    if result.takes_all or max(hand.won.values()) == 16:
        return None  # all sixteen tricks: no balance to work out
    seat = rng.choice(SEATS)
    right = result.net[seat]
    wrong = [v for v in dict.fromkeys(_mistakes(hand.won, hand.tricks[-1].winner, seat, result.multiplier,
                                                result.jump, right))
             if v != right and -999 <= v <= 999]
    near = wrong[:5]
    rng.shuffle(near)
    values = sorted([right, *near[:3]])
    if len(values) < 4:
        return None
    return SettlementPosition(start, hand, seat, tuple(values))


def _mistakes(won: dict[str, int], winner: str, seat: str, m: int, jump: int, right: int) -> list[int]:
    """Balances a learner might work out by mistake, the likeliest first."""

    def balance(multiplier: int) -> int:
        if seat == winner:
            return multiplier * sum(6 - won[s] for s in SEATS if s != winner)
        return multiplier * (won[seat] - 6)

    found = []
    if jump:
        found += [balance(1), balance(jump), balance(m + jump)]  # the jump forgotten; J without F; F + J
    found.append(-right)  # who pays whom the wrong way round
    if seat == winner:
        found += [m * sum(6 - won[s] for s in SEATS if won[s] < 6 and s != winner), m * won[winner]]
    else:
        found += [m * (won[seat] - won[winner])]
    found += [right + m, right - m, right + 2 * m, right - 2 * m, right + 1, right - 1]
    return found


def settlement_puzzle(position: SettlementPosition, rules: Rules, language: str) -> Puzzle:
    hand = position.hand
    won = hand.won
    winner = hand.tricks[-1].winner
    result = hand.settlement()
    tricks = ",".join(f"{s}={won[s]}" for s in SEATS)
    puzzle = settlement({"tricks": tricks, "winner": winner, "jump": str(result.jump), "seat": position.seat,
                         "choices": " ".join(f"{v:+d}" for v in position.choices)}, rules, language)
    if result.jump:
        multiplier = ngettext(
            "{winner} ended the hand with a run of point leads worth {jump} point, a jump: m = F × J = "
            "{factor} × {jump} = {m}.",
            "{winner} ended the hand with a run of point leads worth {jump} points, a jump: m = F × J = "
            "{factor} × {jump} = {m}.", result.jump, language)
    else:
        multiplier = gettext(_NO_JUMP, language)
    paid = gettext(_PAID, language).format(payments=COMMA.get(language, ", ").join(
        f"{p.payer} → {p.payee} {p.amount}" for p in result.payments))
    then = _sentences(multiplier.format(winner=winner, jump=result.jump, factor=rules.jump_factor, m=result.multiplier),
                      paid, language=language)
    choices = tuple(replace(c, explanation=gettext(_AND_THEN, language).format(why=c.explanation, settlement=then))
                    for c in puzzle.choices)
    run = len(hand.closing_run())
    shown = hand.tricks[-max(2, run + 1):]
    lines = []
    for trick in shown:
        fields = {"seat": trick.leader, "winner": trick.winner, "tiles": format_tiles(trick.plays[0].tiles)}
        lines.append(gettext(_LAST_LEAD if trick.lead is not None else _LAST_CHARITY, language).format(**fields))
    question = _sentences(_dice(hand.point, language), gettext(_SETTLE_ASK, language).format(
        winner=_seat(winner, language), tricks=_sentences(*lines, language=language), factor=rules.jump_factor,
        seat=_seat(position.seat, language)), language=language)
    title = gettext(_TRICKS_TITLE, language).format(tricks=", ".join(f"{s} {won[s]}" for s in SEATS), winner=winner)
    figure = str(settlement_svg(won, winner, [], title=title, size=260))
    return replace(puzzle, kind="bagchen.settlement", choices=choices, figure=figure, figure_caption=tricks,
                   figure_label=gettext(_TRICKS_WON, language), question=question)


def _theme(name: str, title: str, summary: str, position: Callable[[int, Rules], _P],
           puzzle: Callable[[_P, Rules, str], Puzzle]) -> Theme:
    def make(seed: int, rules: Rules, language: str) -> Puzzle:
        return puzzle(position(seed, rules), rules, normalize_language(language))

    return Theme(f"bagchen.{name}", title, make, summary)


#: the themes, in the order the practice page lists them
THEMES: tuple[Theme, ...] = (
    _theme("beats", N_("Does it beat?"),
           N_("A trick of a hand the engine plays: which of the next player's tiles would beat what lies on top"),
           beats_position, beats_puzzle),
    _theme("lead-kind", N_("What kind of lead?"),
           N_("Tiles from a dealt hand: the kind of lead they make under the point, if any"),
           kind_position, kind_puzzle),
    _theme("points", N_("Which tiles are points?"),
           N_("The dice of a deal and a dealt hand: which of its tiles are the point"),
           points_position, points_puzzle),
    _theme("passport", N_("Leads with a passport"),
           N_("A passport holder to lead in the middle of a hand: which leads the passport rules allow him"),
           passport_position, passport_puzzle),
    _theme("settlement", N_("Who pays whom at the end"),
           N_("A finished hand: one player's balance from the settlement against six tricks, jumps included"),
           settlement_position, settlement_puzzle),
)
