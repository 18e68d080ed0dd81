"""Mahjong practice: the themes whose puzzles the engine makes from a seed (:mod:`tutor.practice`).

Every hand is dealt from a seeded stream out of a set of tiles (never more than four
of a kind): four sets and a pair drawn one by one, most of them in one or two suits
as real hands are, some of them exposed, a kong now and then.  The themes:

- ``mahjong.complete``: three hands, one or two of them complete; the others are
  near misses (a complete hand with one tile changed) or seven pairs, which the
  engine finds complete when the same tiles also make four sets and a pair.  The
  learner ticks every complete hand (the puzzle kind ``mahjong.complete``).
- ``mahjong.waits``: a complete hand less one tile, its concealed tiles in a row;
  the learner ticks every tile that would complete it, among the tiles it waits for
  and tiles near its own (``mahjong.waits``).  Hands with two waits or more come
  more often than they would by chance.
- ``mahjong.score``: a winner's hand (drawn from the wall or won on a discard) or a
  loser's, in a seat and a round; the learner picks its total, its points before
  doubling or its doubles (``mahjong.score``).  The wrong numbers are those a learner
  gets by leaving out one line of the tables, or by counting one too many.
- ``mahjong.payments``: four hands dealt from one set of tiles, each scored by the
  engine; the learner says how much one player pays another, nothing included (the
  winner never pays, and a loser with the higher score collects instead of paying)
  (``mahjong.settle``).

>>> from tutor.mahjong.rules import Rules
>>> puzzle = THEMES[1].make(11, Rules(), "en")
>>> puzzle.kind, puzzle.question
('mahjong.waits', 'Which tiles would complete this hand? Select every one.')
>>> puzzle.figure_caption, puzzle.answer
('3C 4C 5C 2B 2B 2B 3B 4B North North Green Green Green', ('2B', '5B', 'North'))
>>> puzzle.choices[-1].explanation
'North completes it: 3C 4C 5C · 2B 3B 4B · 2B 2B · North North North · Green Green Green'
>>> THEMES[1].make(11, Rules(), "en") == puzzle, THEMES[1].make(11, Rules(), "zh").question
(True, '哪些牌能使这手牌和牌？全部选出。')
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Literal

from tutor.errors import TutorError, define_messages
from tutor.i18n import COMMA, N_, gettext, normalize_language
from tutor.mahjong.hands import Block, Hand, completion, waits
from tutor.mahjong.notation import format_hand, parse_hand
from tutor.mahjong.puzzles import complete_puzzle, score_puzzle, settle_puzzle, waits_puzzle
from tutor.mahjong.rules import Rules
from tutor.mahjong.scoring import score_hand
from tutor.mahjong.settlement import settle
from tutor.mahjong.svg import hand_svg
from tutor.mahjong.tiles import BONUS_TILES, SEATS, Bonus, Seat, Tile
from tutor.practice import TRIES, Theme, draws
from tutor.puzzles import Puzzle

define_messages({
    "mahjong.practice-nothing": N_("the practice theme {theme} found nothing to ask from the seed {seed}"),
})

# --- the words -------------------------------------------------------------------------------

_Q_COMPLETE = N_("Which of these hands are complete? Select every complete hand.")
_Q_WAITS = N_("Which tiles would complete this hand? Select every one.")
_WON_WALL = N_("{seat} draws {tile} from the wall and goes mah jong {round}.")
_WON_DISCARD = N_("{seat} goes mah jong on {tile}, discarded by another player, {round}.")
_LOST = N_("{winner} goes mah jong {round}; {seat} is left with this hand.")
_ASKS = {"total": N_("What does the hand score?"),
         "points": N_("How many points does the hand have before doubling?"),
         "doubles": N_("How many doubles does the hand have?")}
_ROUNDS = {"E": N_("in the East round"), "S": N_("in the South round"), "W": N_("in the West round"),
           "N": N_("in the North round")}
_Q_PAYMENTS = N_("The hands score {scores}, and {winner} went mah jong. How much does {payer} pay {payee}?")
_WINNING_HAND = N_("The winning hand")
_SEATS = {"E": N_("East"), "S": N_("South"), "W": N_("West"), "N": N_("North")}
#: the rounds a theme's hand is played in: East's most often, as in a game's first round
_ROUND_DRAW: tuple[Seat, ...] = ("E", "E", "S", "W", "N")


def _say(message: str, language: str, **fields: object) -> str:
    return gettext(message, language).format(**fields)


def _sentences(parts: list[str], language: str) -> str:
    """Sentences one after another (Chinese runs them on without a space)."""
    return ("" if normalize_language(language) == "zh_CN" else " ").join(parts)


# --- dealing hands from a seeded stream ------------------------------------------------------

Pool = list[int]  # how many of each of the 34 kinds are left in the set being dealt from


def new_pool() -> Pool:
    """A whole set: four of each kind."""
    return [4] * 34


def _take(pool: Pool, tiles: tuple[Tile, ...]) -> bool:
    """Take ``tiles`` out of ``pool`` if they are all there (nothing is taken otherwise)."""
    need: dict[int, int] = {}
    for tile in tiles:
        need[tile.kind] = need.get(tile.kind, 0) + 1
    if any(pool[kind] < n for kind, n in need.items()):
        return False
    for kind, n in need.items():
        pool[kind] -= n
    return True


@dataclass(frozen=True)
class Dealt:
    """A complete hand as it was dealt: exposed sets, declared kongs, concealed sets, the pair."""

    exposed: tuple[Block, ...]
    kongs: tuple[Block, ...]
    sets: tuple[Block, ...]
    pair: Block
    bonus: tuple[Bonus, ...] = ()

    @property
    def concealed(self) -> tuple[Tile, ...]:
        """The concealed tiles (not in a declared kong), sorted."""
        return tuple(sorted(t for b in (*self.sets, self.pair) for t in b.tiles))

    def hand(self, loose: tuple[Tile, ...] | None = None) -> Hand:
        """The hand with its concealed tiles in one sorted row (or ``loose`` instead of them)."""
        row = self.concealed if loose is None else tuple(sorted(loose))
        return Hand(self.exposed, self.kongs, (), row, self.bonus)

    def won(self, winning: Tile) -> Hand:
        """The hand as a winner shows it: concealed sets in braces, the pair bare, ``winning`` starred."""
        groups = tuple(b.tiles for b in self.sets)
        for g, group in enumerate(groups):
            if winning in group:
                star = ("groups", g, group.index(winning))
                break
        else:
            star = ("loose", 0, self.pair.tiles.index(winning))
        return Hand(self.exposed, self.kongs, groups, self.pair.tiles, self.bonus, star)


@dataclass(frozen=True)
class Style:
    """How a theme deals: how many suits (weights for 1, 2, 3), how often a set is of honours,
    a chow, a kong, exposed; how often a flower or a season comes with the hand."""

    suits: tuple[int, int, int] = (2, 5, 3)
    honours: float = 0.2
    chows: float = 0.55
    kongs: float = 0.06
    exposed: float = 0.3
    bonus: float = 0.0


def deal_complete(rng: random.Random, pool: Pool, style: Style = Style()) -> Dealt | None:
    """Four sets and a pair dealt out of ``pool`` (``None`` if the pool runs short; the pool is then spent)."""
    suits = rng.sample((0, 9, 18), rng.choices((1, 2, 3), weights=style.suits)[0])
    blocks: list[Block] = []
    while len(blocks) < 4:
        for _ in range(20):
            if rng.random() < style.honours:
                block = Block("pung", Tile(rng.randrange(27, 34)))
            else:
                base = rng.choice(suits)
                block = (Block("chow", Tile(base + rng.randrange(7))) if rng.random() < style.chows
                         else Block("pung", Tile(base + rng.randrange(9))))
            if block.shape == "pung" and rng.random() < style.kongs:
                block = Block("kong", block.first)
            if _take(pool, block.tiles):
                blocks.append(block)
                break
        else:
            return None
    for _ in range(20):
        kind = rng.randrange(27, 34) if rng.random() < style.honours else rng.choice(suits) + rng.randrange(9)
        pair = Block("pair", Tile(kind))
        if _take(pool, pair.tiles):
            break
    else:
        return None
    exposed, kongs, concealed = [], [], []
    for block in blocks:
        if rng.random() < style.exposed:
            exposed.append(block)
        elif block.shape == "kong":
            kongs.append(block)
        else:
            concealed.append(block)
    bonus = tuple(sorted(b for b in BONUS_TILES if rng.random() < style.bonus))
    return Dealt(tuple(exposed), tuple(kongs), tuple(concealed), pair, bonus)


def _near(tiles: tuple[Tile, ...]) -> list[Tile]:
    """The kinds a learner might take for a wait: those held, and those within two of a suited tile held."""
    kinds = set()
    for tile in tiles:
        kinds.add(tile.kind)
        if not tile.is_honour:
            kinds.update(k for k in range(tile.kind - 2, tile.kind + 3) if k // 9 == tile.kind // 9)
    return [Tile(k) for k in sorted(kinds)]


def _remove(tiles: tuple[Tile, ...], tile: Tile) -> tuple[Tile, ...]:
    rest = list(tiles)
    rest.remove(tile)
    return tuple(rest)


def near_miss(rng: random.Random, pool: Pool, dealt: Dealt) -> Hand | None:
    """``dealt`` with one concealed tile changed for a tile near it (or one it holds) so that it is not complete."""
    concealed = dealt.concealed
    for _ in range(20):
        out = rng.choice(concealed)
        others = [t for t in _near(concealed) if t != out]
        if not others:  # the concealed tiles are one honour pair: nothing near to change it for
            return None
        into = rng.choice(others)
        if pool[into.kind] < 1:
            continue
        hand = dealt.hand((*_remove(concealed, out), into))
        if not completion(hand).complete:
            pool[into.kind] -= 1
            pool[out.kind] += 1
            return hand
    return None


def seven_pairs(rng: random.Random, pool: Pool) -> Hand | None:
    """Seven pairs in one or two suits: no hand in these rules, unless its tiles also make four sets and a pair."""
    suits = rng.sample((0, 9, 18), rng.choice((1, 1, 2)))
    kinds = sorted(rng.sample([base + n for base in suits for n in range(9)], 7))
    tiles = tuple(Tile(k) for k in kinds for _ in range(2))
    if not _take(pool, tiles):
        return None
    return Hand(loose=tiles)


# --- the themes ------------------------------------------------------------------------------

def _give_up(theme: str, seed: int) -> TutorError:
    """No puzzle in :data:`~tutor.practice.TRIES` draws (the tests show every seed 0–999 needs far fewer)."""
    return TutorError("mahjong.practice-nothing", theme=theme, seed=seed)


def complete_exercise(seed: int, rules: Rules, language: str) -> Puzzle:
    """Three hands, at least one complete and one not: tick every complete one."""
    rng = draws(seed, "complete")
    style = Style(exposed=0.2)
    for _ in range(TRIES):
        complete = rng.choice((1, 1, 2))
        plan = ["complete"] * complete + rng.choices(("near", "pairs"), weights=(5, 1), k=3 - complete)
        rng.shuffle(plan)
        hands: list[Hand] = []
        for kind in plan:
            pool = new_pool()
            if kind == "pairs":
                found = seven_pairs(rng, pool)
            else:
                dealt = deal_complete(rng, pool, style)
                found = None if dealt is None else dealt.hand() if kind == "complete" else near_miss(rng, pool, dealt)
            if found is not None:
                hands.append(found)
        texts = [format_hand(h) for h in hands]
        verdicts = {completion(h, rules.special_hands).complete for h in hands}
        if len(hands) == 3 and len(set(texts)) == 3 and verdicts == {True, False}:
            puzzle = complete_puzzle({"hands": " | ".join(texts)}, rules, language)
            return replace(puzzle, kind="mahjong.complete", question=gettext(_Q_COMPLETE, language))
    raise _give_up("mahjong.complete", seed)


def waits_exercise(seed: int, rules: Rules, language: str) -> Puzzle:
    """A complete hand less one tile: tick every tile it waits for, among tiles near its own."""
    rng = draws(seed, "waits")
    style = Style(suits=(3, 5, 1), honours=0.12, exposed=0.15)
    for _ in range(TRIES):
        dealt = deal_complete(rng, new_pool(), style)
        if dealt is None:
            continue
        hand = dealt.hand(_remove(dealt.concealed, rng.choice(dealt.concealed)))
        right = waits(hand, dead_waits_count=rules.dead_waits_count, special=rules.special_hands)
        if not right or (len(right) == 1 and rng.random() < 0.6):
            continue
        others = [t for t in _near(hand.concealed) if t not in right]
        if len(others) < 2:
            continue
        wrong = rng.sample(others, max(2, min(len(others), 6 - len(right))))
        choices = " ".join(str(t) for t in sorted([*right, *wrong]))
        puzzle = waits_puzzle({"hand": format_hand(hand), "choices": choices}, rules, language)
        return replace(puzzle, kind="mahjong.waits", question=gettext(_Q_WAITS, language))
    raise _give_up("mahjong.waits", seed)


@dataclass(frozen=True)
class ScoreCase:
    """A hand to score: its notation, the seat holding it, the round, how it went out (``""`` for a
    loser, then ``winner`` is who went out), what is asked (``total``, ``points`` or ``doubles``)
    and the numbers offered."""

    hand: str
    seat: Seat
    round: Seat
    won_by: Literal["wall", "discard", ""]
    winner: Seat
    ask: Literal["total", "points", "doubles"]
    choices: tuple[int, ...]


def _loser_hand(rng: random.Random, pool: Pool, dealt: Dealt) -> Hand | None:
    """What a loser holds when another player goes out: a complete hand less one tile, one more tile changed."""
    concealed = _remove(dealt.concealed, rng.choice(dealt.concealed))
    out = rng.choice(concealed)
    kinds = [k for k in range(34) if pool[k] and k != out.kind]
    if not kinds:
        return None
    into = Tile(rng.choice(kinds))
    pool[into.kind] -= 1
    return dealt.hand((*_remove(concealed, out), into))


def _wrong_numbers(rng: random.Random, right: int, candidates: set[int], count: int = 3) -> tuple[int, ...]:
    wrong = sorted(n for n in candidates if n != right and n >= 0)
    return tuple(sorted(rng.sample(wrong, min(count, len(wrong)))))


def score_case(seed: int, rules: Rules) -> ScoreCase:
    """The hand the ``mahjong.score`` theme asks about, for ``seed``, with the numbers it offers."""
    rng = draws(seed, "score")
    style = Style(honours=0.3, exposed=0.35, bonus=0.12)
    for _ in range(TRIES):
        pool = new_pool()
        dealt = deal_complete(rng, pool, style)
        if dealt is None:
            continue
        seat, round_wind = rng.choice(SEATS), rng.choice(_ROUND_DRAW)
        if rng.random() < 0.75:
            won_by: Literal["wall", "discard", ""] = rng.choice(("wall", "discard"))
            hand = dealt.won(rng.choice(dealt.concealed))
            winner = seat
        else:
            won_by, winner = "", rng.choice([s for s in SEATS if s != seat])
            found = _loser_hand(rng, pool, dealt)
            if found is None:
                continue
            hand = found
        score = score_hand(hand, seat, round_wind, winner=bool(won_by), won_by=won_by or None, rules=rules)
        if score.limit_hand is not None or not score.total:
            continue
        ask: Literal["total", "points", "doubles"] = rng.choice(("total", "total", "points", "doubles"))
        items = score.items

        def total(points: int, doubles: int) -> int:
            return min(points * (1 << doubles), int(rules.limit))  # points × 2^doubles, capped

        if ask == "total":
            right = score.total
            # leave out one line of the tables, or count one double too many or too few
            candidates = {total(score.points - i.points, score.doubles - i.doubles) for i in items}
            candidates |= {total(score.points, score.doubles + 1), total(score.points, max(score.doubles - 1, 0))}
        elif ask == "points":
            right = score.points
            # leave out a line, or count a set's points twice (an exposed set taken for a concealed one)
            candidates = {score.points - i.points for i in items if i.points}
            candidates |= {score.points + i.points for i in items if i.table == "A"}
        else:
            right = score.doubles
            candidates = {score.doubles + d for d in (-2, -1, 1, 2)}
        wrong = _wrong_numbers(rng, right, candidates)
        if len(wrong) < 2:
            continue
        return ScoreCase(format_hand(hand), seat, round_wind, won_by, winner, ask, tuple(sorted((right, *wrong))))
    raise _give_up("mahjong.score", seed)


def score_exercise(seed: int, rules: Rules, language: str) -> Puzzle:
    """A winner's or a loser's hand: pick its total, its points before doubling, or its doubles."""
    case = score_case(seed, rules)
    puzzle = score_puzzle({"hand": case.hand, "seat": case.seat, "round": case.round, "won_by": case.won_by,
                           "choices": " ".join(map(str, case.choices)), "ask": case.ask}, rules, language)
    words = {"seat": gettext(_SEATS[case.seat], language), "round": gettext(_ROUNDS[case.round], language),
             "winner": gettext(_SEATS[case.winner], language)}
    if case.won_by:
        words["tile"] = str(parse_hand(case.hand).winning)
    situation = _say(_WON_WALL if case.won_by == "wall" else _WON_DISCARD if case.won_by else _LOST,
                     language, **words)
    question = _sentences([situation, gettext(_ASKS[case.ask], language)], language)
    return replace(puzzle, kind="mahjong.score", question=question)


@dataclass(frozen=True)
class PaymentsCase:
    """Four hands dealt from one set (the winner's starred), how the winner went out, the round,
    the scores the engine gives them, who pays whom, and the amounts offered."""

    hands: dict[str, str]
    winner: Seat
    won_by: Literal["wall", "discard"]
    round: Seat
    scores: dict[str, int]
    payer: Seat
    payee: Seat
    choices: tuple[int, ...]


def payments_case(seed: int, rules: Rules) -> PaymentsCase:
    """The table the ``mahjong.payments`` theme asks about, for ``seed``, with the amounts it offers."""
    rng = draws(seed, "payments")
    style = Style(honours=0.25, exposed=0.35, bonus=0.1)
    for _ in range(TRIES):
        pool = new_pool()
        winner: Seat = rng.choice(SEATS)
        won_by: Literal["wall", "discard"] = rng.choice(("wall", "discard"))
        round_wind = rng.choice(_ROUND_DRAW)
        hands: dict[Seat, Hand] = {}
        for seat in SEATS:
            dealt = deal_complete(rng, pool, style)
            if dealt is None:
                break
            if seat == winner:
                hands[seat] = dealt.won(rng.choice(dealt.concealed))
            else:
                found = _loser_hand(rng, pool, dealt)
                if found is None:
                    break
                hands[seat] = found
        if len(hands) < 4:
            continue
        scores: dict[str, int] = {
            seat: score_hand(hand, seat, round_wind, winner=seat == winner, won_by=won_by if seat == winner else None,
                             rules=rules).total for seat, hand in hands.items()}
        result = settle(scores, winner, "E")
        owed = {(p.payer, p.payee): p.amount for p in result.payments}
        pairs = [(a, b) for a in SEATS for b in SEATS if a != b]
        paying = [pair for pair in pairs if pair in owed]
        payer, payee = rng.choice(paying if paying and rng.random() < 0.7 else pairs)
        right = owed.get((payer, payee), 0)
        back = owed.get((payee, payer), 0)
        double = 2 if "E" in (payer, payee) else 1
        # the mistakes: East's double forgotten or given to the wrong pair, the direction turned round,
        # the winner's score paid between losers, the difference taken as a score
        base = right // double if right else back // double
        candidates = {0, base, base * 2, back, scores[winner], scores[winner] * 2, scores[payee], scores[payer]}
        wrong = _wrong_numbers(rng, right, candidates)
        if len(wrong) < 2:
            continue
        return PaymentsCase({s: format_hand(h) for s, h in hands.items()}, winner, won_by, round_wind, scores,
                            payer, payee, tuple(sorted((right, *wrong))))
    raise _give_up("mahjong.payments", seed)


def payments_exercise(seed: int, rules: Rules, language: str) -> Puzzle:
    """Four hands scored: how much does one player pay another (nothing, perhaps)?"""
    case = payments_case(seed, rules)
    scores = ",".join(f"{s}={case.scores[s]}" for s in SEATS)
    puzzle = settle_puzzle({"scores": scores, "winner": case.winner, "payer": case.payer, "payee": case.payee,
                            "choices": " ".join(map(str, case.choices))}, rules, language)
    language = normalize_language(language)
    listed = COMMA[language].join(f"{s} {case.scores[s]}" for s in SEATS)
    question = _say(_Q_PAYMENTS, language, scores=listed, winner=case.winner, payer=case.payer, payee=case.payee)
    won = parse_hand(case.hands[case.winner])
    return replace(puzzle, kind="mahjong.payments", question=question,
                   figure=str(hand_svg(won, language=language, size=36.0)), figure_caption=case.hands[case.winner],
                   figure_label=gettext(_WINNING_HAND, language))


#: the themes, in the order the practice page lists them
THEMES: tuple[Theme, ...] = (
    Theme("mahjong.complete", N_("Is this hand complete?"), complete_exercise,
          N_("Find the hands that are four sets and a pair among near misses and seven pairs.")),
    Theme("mahjong.waits", N_("What does it wait for?"), waits_exercise,
          N_("Find every tile that completes a hand one tile short.")),
    Theme("mahjong.score", N_("What does it score?"), score_exercise,
          N_("Score a winner's or a loser's hand, table line by table line.")),
    Theme("mahjong.payments", N_("Who pays whom?"), payments_exercise,
          N_("Settle a hand: what one player pays another, with East's double.")),
)
