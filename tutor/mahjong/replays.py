"""Mahjong replays (see :mod:`tutor.replays`): one whole hand, from the wall to the settlement.

- ``mahjong.hand`` (option ``seed``): the wall built and broken, the deal with its
  flower replacements, then one frame per turn (draws, discards, claims and the rule
  of priority that decided them, kongs and loose tiles), the win or the dead game,
  every player's score and the payments.  The hand is played by the automatic
  players (:func:`tutor.mahjong.players.play_hand`) and read back through its record,
  step by step; the captions are the narration's words
  (:mod:`tutor.mahjong.presentation`, every hand seen), a turn to a frame.

>>> from tutor.mahjong.replays import hand_replay
>>> from tutor.mahjong.rules import Rules
>>> replay = hand_replay({"seed": "23"}, Rules(), "en")
>>> len(replay.frames), replay.frames[10].caption
(33, 'North claims the 8 of characters for a pung. Claims for the 8 of characters: South (chow), North (pung). North takes it: a claim for pung comes before a claim for chow. North discards the 8 of dots. 83 tiles are left in the wall.')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tutor.errors import TutorError
from tutor.figures import Table
from tutor.i18n import COMMA, N_, gettext, normalize_language
from tutor.mahjong.hands import Player
from tutor.mahjong.notation import parse_hand
from tutor.mahjong.players import play_hand
from tutor.mahjong.presentation import join, sentences
from tutor.mahjong.rules import Rules
from tutor.mahjong.state import Event, MahjongState
from tutor.mahjong.svg import hand_svg
from tutor.mahjong.tiles import SEATS
from tutor.mahjong.wall import break_at
from tutor.mahjong.wall_svg import wall_svg
from tutor.makers import Maker
from tutor.puzzles import option
from tutor.replays import Frame, Replay
from tutor.state import ALL, CHANCE

_LEFT = N_("{count} tiles are left in the wall.")
_DEAD = N_("Only the last 14 tiles are left and nobody went out: the hand is a dead game, and nobody pays.")
_SCORES = N_("The scores: {scores}. The winner's hand: {items}.")
_PAYMENTS = N_("Settlement: {payments}.")
_HEADER = (N_("Seat"), N_("Concealed tiles"), N_("Exposed sets"), N_("Flowers and seasons"), N_("Discards"))
_SCORE_HEADER = (N_("Seat"), N_("Hand"), N_("Points"), N_("Doubles"), N_("Score"))
_NET = N_("Net")


def _table(players: Sequence[Player], language: str) -> Table:
    rows = tuple((seat, " ".join(map(str, p.concealed)) or "—",
                  " ".join([*(f"[{b}]" for b in p.exposed), *(f"⟨{b}⟩" for b in p.kongs)]) or "—",
                  " ".join(map(str, p.bonus)) or "—", " ".join(map(str, p.discards)) or "—")
                 for seat, p in zip(SEATS, players, strict=True))
    return Table(tuple(gettext(h, language) for h in _HEADER), rows)


def _say(message: str, language: str, **fields: object) -> str:
    return gettext(message, language).format(**fields)


def dealt(final: MahjongState) -> MahjongState:
    """The hand of ``final`` once dealt: its record's first chance steps read back (the wall and the dice, or a
    real table's dice, deal and flowers replaced)."""
    state = MahjongState.begin(final.rules)
    for step in final.decisions:
        if state.to_move != CHANCE:
            break
        state = state.play(step)
    return state


def turns(final: MahjongState) -> list[tuple[MahjongState, tuple[Event, ...]]]:
    """The hand read back turn by turn: the state after each turn (a discard, the win or the dead game)
    with what happened in it (the answers to claims, which decide nothing until the last, left out)."""
    state = dealt(final)
    found = []
    events: list[Event] = []
    for decision in final.decisions[len(state.decisions):]:
        state = state.play(decision)
        events += [e for e in state.events if e[0] != "answered"]
        if state.finished or any(e[0] == "discard" for e in state.events):
            found.append((state, tuple(events)))
            events = []
    return found


def replay_frames(hand: MahjongState, language: str) -> tuple[Frame, ...]:
    """The frames of a hand played to its end, in ``language``: the hand is read back through its record."""
    comma = COMMA[normalize_language(language)]
    first = dealt(hand)
    assert first.built is not None, "a replay shows the wall a seed built"
    broken = break_at(first.built, first.throws[-1], first.broken.side)
    seen = first.view(ALL)
    begin = sentences(seen, seen["last"], language)
    frames = [Frame(begin[0], wall_svg(broken, language=language, size=360)),
              Frame(join(begin[1:], language), wall_svg(first.broken, language=language, size=360),
                    _table(first.hands, language))]
    for state, events in turns(hand):
        figure = None
        if state.winner is not None:
            figure = hand_svg(parse_hand(state.player(state.winner).text(state.winning)), language=language,
                              size=30.0)
        shown = [MahjongState.seen(event, ALL, True) for event in events]
        said = sentences(state.view(ALL), shown, language, answers=False, left=False)
        said.append(_say(_LEFT, language, count=state.broken.remaining))
        frames.append(Frame(join(said, language), figure, _table(state.hands, language)))
    if hand.winner is None:
        frames.append(Frame(_say(_DEAD, language), None, _table(hand.hands, language)))
        return tuple(frames)
    won = hand.scores[hand.winner]
    items = comma.join(i.explain(language).split("  ", 1)[-1] for i in won.items)
    items += comma + won.explain(language).splitlines()[-1]
    scores = comma.join(f"{s} {hand.scores[s].total}" for s in SEATS)
    settlement = hand.settlement
    assert settlement is not None
    net = settlement.net
    rows = tuple((s, hand.player(s).text(hand.winning if s == hand.winner else None),
                  str(hand.scores[s].points), str(hand.scores[s].doubles), str(hand.scores[s].total)) for s in SEATS)
    header = tuple(gettext(h, language) for h in _SCORE_HEADER)
    # the scores first; the net gains join the table only in the frame whose caption gives the payments
    frames.append(Frame(_say(_SCORES, language, scores=scores, items=items), None, Table(header, rows)))
    payments = comma.join(f"{p.payer} → {p.payee} {p.amount}" for p in settlement.payments)
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
