"""Bagchen replays (see :mod:`tutor.replays`): a whole hand, trick by trick.

- ``bagchen.hand`` (option ``hand``: the name of a sample in :mod:`tutor.bagchen.samples`):
  the deal, then every trick — who led what, who beat or played face down, who won,
  the chips paid — and the settlement: the sample's record read back through the game's
  state (:mod:`tutor.bagchen.state`), its captions the game's words (:mod:`tutor.bagchen.narration`) for what a
  spectator saw at the table (tiles face down are not named).

>>> from tutor.bagchen.replays import hand_replay
>>> from tutor.bagchen.rules import Rules
>>> replay = hand_replay({"hand": "sample"}, Rules(), "en")
>>> len(replay.frames), replay.frames[1].caption.replace("\u2060", "")  # display text: see notation.unbreakable
(14, 'Trick 1: East leads [4-2] (single); South plays 1 tile face down; West beats with [5-3]; North plays 1 tile face down. West wins 1 trick.')
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.bagchen.hand import Hand
from tutor.bagchen.narration import deal_words, describe, settlement_words
from tutor.bagchen.notation import format_tiles, unbreakable
from tutor.bagchen.rules import Rules
from tutor.bagchen.samples import sample_states
from tutor.bagchen.settlement import SEATS
from tutor.bagchen.svg import trick_svg
from tutor.figures import Table
from tutor.i18n import N_, gettext
from tutor.makers import Maker
from tutor.payments import Payment, net
from tutor.puzzles import option
from tutor.replays import Frame, Replay

_HEADER = (N_("Seat"), N_("Tiles in hand"), N_("Tricks"), N_("Balance"))


def _table(hand: Hand, language: str, net: Mapping[str, int]) -> Table:
    rows = tuple((seat, unbreakable(format_tiles(hand.hands[seat])) or "—", str(hand.won[seat]), f"{net[seat]:+d}")
                 for seat in SEATS)
    return Table(tuple(gettext(h, language) for h in _HEADER), rows)


def hand_replay(options: Mapping[str, str], rules: Rules, language: str) -> Replay:
    """The sample hand read back through :class:`~tutor.bagchen.state.BagchenState`: a frame for the deal, one
    for each trick (the state after its last play), and the settlement."""
    states = sample_states(option(options, "hand"), rules)
    final = states[-1]
    # the closing run is known only at the end: its chips are never paid (a jump pays through the
    # multiplier), so the frames before the settlement show only the chips actually paid
    first_of_run = len(final.hand.tricks) - len(final.hand.closing_run()) + 1
    start = states[0]
    point = start.hand.point
    deal = deal_words(str(point), format_tiles(point.tiles), start.hand.starter, language)
    frames = [Frame(unbreakable(deal), None,
                    _table(start.hand, language, dict.fromkeys(SEATS, 0)))]
    chips_paid: list[Payment] = []
    for state in states[1:]:
        hand = state.hand
        if hand.current is None and hand.tricks:  # a trick is complete
            trick, number = hand.tricks[-1], len(hand.tricks)
            if number < first_of_run:
                chips_paid.extend(trick.chips)
            figure = trick_svg([p.as_seen() for p in trick.plays], language=language)
            caption = describe(final.hand.tricks[number - 1], number, language, closing=number >= first_of_run)
            frames.append(Frame(unbreakable(caption), figure,
                                _table(hand, language, net(chips_paid, SEATS))))
    settled = final.view(None)["settlement"]
    frames.append(Frame(unbreakable(settlement_words(settled, language)), None,
                        _table(final.hand, language, final.hand.net())))
    return Replay("bagchen.hand", tuple(frames))


KINDS: dict[str, Maker[Replay]] = {"bagchen.hand": Maker(hand_replay, ("hand",))}
