"""A session of play: hands one after another, running totals, and the end (spec §1.12, D27).

When a player calls Gobah (the Hand of Fate), the session goes on for five more hands, the last one
Tashi Gobah (``session_end = gobah5``); pressed for time, for one (``gobah1``); or it ends at a number
of hands agreed beforehand (``fixed_hands``).  Sixteen tricks under ``sixteen_tricks = take_all_end``
end it at once.

>>> from tutor.bagchen.session import Session
>>> session = Session().call_gobah()
>>> session.hands_left, Session(rules=Rules(session_end="gobah1")).call_gobah().hands_left
(5, 1)
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from tutor.bagchen.hand import Hand
from tutor.bagchen.rules import Rules
from tutor.bagchen.settlement import SEATS
from tutor.errors import IllegalPlayError
from tutor.payments import net as payments_net

AFTER_GOBAH = {"gobah5": 5, "gobah1": 1}


@dataclass(frozen=True)
class Session:
    """Hands played so far, each seat's running total, and when the end was called."""

    rules: Rules = field(default_factory=Rules)
    agreed_hands: int | None = None  # for session_end = fixed_hands
    hands: int = 0
    totals: dict[str, int] = field(default_factory=lambda: dict.fromkeys(SEATS, 0))
    gobah_after: int | None = None  # the hand count when Gobah was called
    ended_by_sixteen: bool = False

    def call_gobah(self) -> Session:
        """A player calls Gobah: the last hands begin."""
        if self.rules.session_end == "fixed_hands":
            raise IllegalPlayError("bagchen.gobah-not-in-rules")
        if self.gobah_after is not None:
            raise IllegalPlayError("bagchen.gobah-called")
        return replace(self, gobah_after=self.hands)

    def add(self, hand: Hand) -> Session:
        """The session after one more finished hand."""
        if self.finished:
            raise IllegalPlayError("bagchen.session-over")
        net = hand.net()
        totals = {seat: self.totals[seat] + net[seat] for seat in SEATS}
        settlement = hand.settlement()
        if settlement.takes_all:  # all the chips on the table: each other player is left with none of his
            chips = payments_net(hand.point_chips(), SEATS)
            winner = hand.tricks[-1].winner
            for seat in SEATS:
                if seat != winner:
                    totals[seat] = min(self.totals[seat] + chips[seat], -self.rules.table_chips)
            totals[winner] = -sum(v for seat, v in totals.items() if seat != winner)
        return replace(self, hands=self.hands + 1, totals=totals, ended_by_sixteen=settlement.takes_all)

    @property
    def hands_left(self) -> int | None:
        """How many hands remain, once that is known."""
        if self.rules.session_end == "fixed_hands":
            return None if self.agreed_hands is None else max(0, self.agreed_hands - self.hands)
        if self.gobah_after is None:
            return None
        return max(0, self.gobah_after + AFTER_GOBAH[self.rules.session_end] - self.hands)

    @property
    def next_is_tashi_gobah(self) -> bool:
        """The next hand is the last of the Hand of Fate, Tashi Gobah ("Happy Fate")."""
        return self.rules.session_end != "fixed_hands" and self.hands_left == 1

    @property
    def finished(self) -> bool:
        return self.ended_by_sixteen or self.hands_left == 0
