"""Mahjong replays (see :mod:`tutor.replays`): one whole hand, from the wall to the settlement.

- ``mahjong.hand`` (option ``seed``): the wall built and broken, the deal with its
  flower replacements, then one frame per turn (draws, discards, claims and the rule
  of priority that decided them, kongs and loose tiles), the win or the dead game,
  every player's score and the payments.  Every frame is computed by
  :func:`tutor.mahjong.play.play_hand`.

>>> from tutor.mahjong.replays import hand_replay
>>> from tutor.mahjong.rules import Rules
>>> replay = hand_replay({"seed": "23"}, Rules(), "en")
>>> len(replay.frames), replay.frames[10].caption
(33, 'N claims 8C for a pung and shows 8C 8C 8C. Claims for 8C: S chow, N pung. N takes the tile: a claim for pung comes before a claim for chow. N discards 8D. 83 tiles are left in the wall.')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.errors import TutorError
from tutor.figures import Table
from tutor.i18n import COMMA, N_, gettext, normalize_language
from tutor.mahjong.notation import parse_hand
from tutor.mahjong.play import PlayedHand, Player, Turn, play_hand
from tutor.mahjong.puzzles import claim_kind, claim_reason
from tutor.mahjong.rules import Rules
from tutor.mahjong.svg import hand_svg
from tutor.mahjong.tiles import SEATS
from tutor.mahjong.wall import break_at, build_wall
from tutor.mahjong.wall_svg import wall_svg
from tutor.makers import Maker
from tutor.puzzles import option
from tutor.replays import Frame, Replay

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
_DISCARDS = N_("{seat} discards {tile}.")
_CLAIMS = N_("{seat} claims {tile} for a {kind} and shows {meld}.")
_CLAIMED_BY = N_("Claims for {tile}: {claims}.")
_KONG_LOOSE = N_("After the kong he takes a loose tile, {tile}.")
_WINS_WALL = N_("{seat} draws {tile} and goes mah jong.")
_WINS_LOOSE = N_("{seat} goes mah jong with the loose tile {tile}.")
_WINS_DISCARD = N_("{seat} claims {tile} and goes mah jong.")
_DEAD = N_("Only the last 14 tiles are left and nobody went out: the hand is a dead game, and nobody pays.")
_SCORES = N_("The scores: {scores}. The winner's hand: {items}.")
_PAYMENTS = N_("Settlement: {payments}.")
_SENTENCE = N_("{sentence}.")
_HEADER = (N_("Seat"), N_("Concealed tiles"), N_("Exposed sets"), N_("Flowers and seasons"), N_("Discards"))
_SCORE_HEADER = (N_("Seat"), N_("Hand"), N_("Points"), N_("Doubles"), N_("Score"))
_NET = N_("Net")


def _table(players: Mapping[Any, Player], language: str) -> Table:
    rows = tuple((seat, " ".join(map(str, p.concealed)) or "—", " ".join(f"[{b}]" for b in p.exposed) or "—",
                  " ".join(map(str, p.bonus)) or "—", " ".join(map(str, p.discards)) or "—")
                 for seat, p in players.items())
    return Table(tuple(gettext(h, language) for h in _HEADER), rows)


def _join(sentences: list[str], language: str) -> str:
    """Sentences one after the other (Chinese sets no space between them)."""
    return ("" if normalize_language(language) == "zh_CN" else " ").join(sentences)


def _say(message: str, language: str, **fields: object) -> str:
    return gettext(message, language).format(**fields)


def describe(turn: Turn, language: str) -> str:
    """What happened in one turn, in words."""
    parts = []
    if turn.claim is not None and turn.claim.kind == "mahjong":
        parts.append(_say(_WINS_DISCARD, language, seat=turn.seat, tile=turn.claimed))
    elif turn.claim is not None and turn.meld is not None:
        parts.append(_say(_CLAIMS, language, seat=turn.seat, tile=turn.claimed,
                          kind=claim_kind(turn.claim.kind, language), meld=turn.meld))
    if turn.claim is not None and len(turn.claims) > 1:
        claims = COMMA[normalize_language(language)].join(f"{c.seat} {claim_kind(c.kind, language)}" for c in turn.claims)
        parts.append(_say(_CLAIMED_BY, language, tile=turn.claimed, claims=claims))
        parts.append(_say(_SENTENCE, language, sentence=claim_reason(turn.claim, turn.claims, language)))
    if turn.drawn is not None:
        if turn.claim is not None:
            parts.append(_say(_KONG_LOOSE, language, tile=turn.drawn))
        elif turn.won_by == "wall":
            parts.append(_say(_WINS_WALL, language, seat=turn.seat, tile=turn.drawn))
        else:
            parts.append(_say(_DRAWS, language, seat=turn.seat, tile=turn.drawn))
    for bonus, tile in turn.replaced:
        parts.append(_say(_REPLACED, language, seat=turn.seat, bonus=bonus, tile=tile))
    if turn.won_by == "loose":
        parts.append(_say(_WINS_LOOSE, language, seat=turn.seat,
                          tile=turn.replaced[-1][1] if turn.replaced else turn.drawn))
    if turn.discard is not None:
        parts.append(_say(_DISCARDS, language, seat=turn.seat, tile=turn.discard))
    parts.append(_say(_LEFT, language, count=turn.remaining))
    return _join(parts, language)


def replay_frames(hand: PlayedHand, language: str) -> tuple[Frame, ...]:
    """The frames of a played hand, in ``language``."""
    comma = COMMA[normalize_language(language)]
    wall = hand.dealt.wall
    gap = hand.dice[0] + hand.dice[1]
    broken = break_at(build_wall(hand.seed), hand.dice, hand.wall.side)
    said = _BREAK if broken.side == "E" else _BREAK_SIDE
    frames = [Frame(_say(said, language, dice=f"{hand.dice[0]} + {hand.dice[1]}", gap=gap, side=broken.side),
                    wall_svg(broken, language=language, size=360))]
    dealt = _join([_say(_DEAL, language),
                      *(_say(_REPLACED, language, seat=r.seat, bonus=r.bonus, tile=r.loose)
                        for r in hand.dealt.replacements),
                   _say(_LEFT, language, count=wall.remaining)], language)
    start = {s: Player(hand.dealt.hands[s], bonus=hand.dealt.bonus[s]) for s in SEATS}
    frames.append(Frame(dealt, wall_svg(wall, language=language, size=360), _table(start, language)))
    for turn in hand.turns:
        figure = None
        if turn.won_by is not None:
            figure = hand_svg(parse_hand(hand.players[turn.seat].text(hand.winning)), language=language, size=30.0)
        frames.append(Frame(describe(turn, language), figure, _table(turn.players, language)))
    if hand.winner is None:
        frames.append(Frame(_say(_DEAD, language), None, _table(hand.players, language)))
        return tuple(frames)
    won = hand.scores[hand.winner]
    items = comma.join(i.explain(language).split("  ", 1)[-1] for i in won.items)
    items += comma + won.explain(language).splitlines()[-1]
    scores = comma.join(f"{s} {hand.scores[s].total}" for s in SEATS)
    net = hand.settlement.net
    rows = tuple((s, hand.players[s].text(hand.winning if s == hand.winner else None), str(hand.scores[s].points),
                  str(hand.scores[s].doubles), str(hand.scores[s].total)) for s in SEATS)
    header = tuple(gettext(h, language) for h in _SCORE_HEADER)
    # the scores first; the net gains join the table only in the frame whose caption gives the payments
    frames.append(Frame(_say(_SCORES, language, scores=scores, items=items), None, Table(header, rows)))
    payments = comma.join(f"{p.payer} → {p.payee} {p.amount}" for p in hand.settlement.payments)
    settled = tuple((*row, _signed(net[s])) for row, s in zip(rows, SEATS, strict=True))
    frames.append(Frame(_say(_PAYMENTS, language, payments=payments), None,
                        Table((*header, gettext(_NET, language)), settled)))
    return tuple(frames)


def _signed(amount: int) -> str:
    """+64, −160 (a true minus sign), 0."""
    return f"+{amount}" if amount > 0 else f"−{-amount}" if amount < 0 else "0"


def hand_replay(options: Mapping[str, str], rules: Rules, language: str) -> Replay:
    text = option(options, "seed")
    if not text.isascii() or not text.isdigit():
        raise TutorError("tutor.bad-option", option="seed", value=text, choices="whole numbers")
    return Replay("mahjong.hand", replay_frames(play_hand(int(text), rules), language))


KINDS: dict[str, Maker[Replay]] = {"mahjong.hand": Maker(hand_replay, ("seed",))}
