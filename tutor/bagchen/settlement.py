"""Money: chips for point leads during play (spec §1.10) and the settlement after the last trick (§1.11).

Every payment is explicit — who pays whom how much, and why (a :class:`tutor.payments.Payment` with
its reason's code) — and the payments of a settlement sum to zero.  Seats are written ``N``, ``E``, ``S``, ``W``.

>>> from tutor.bagchen.settlement import settle
>>> result = settle({"N": 5, "E": 2, "S": 8, "W": 1}, winner="N")
>>> [(p.payer, p.payee, p.amount) for p in result.payments]
[('E', 'N', 4), ('N', 'S', 2), ('W', 'N', 5)]
>>> result.net["N"], settle({"N": 5, "E": 2, "S": 8, "W": 1}, winner="N", jump=3).net["N"]
(7, 42)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from tutor.bagchen.leads import Lead, LeadKind
from tutor.bagchen.rules import Rules
from tutor.catalog import Text
from tutor.errors import InvalidPositionError, TutorError
from tutor.i18n import N_
from tutor.payments import Payment, define_reasons, net, parse_seat_numbers

#: The four seats, in the order of play (clockwise: East, South, West, North).
SEATS = ("E", "S", "W", "N")
#: Each seat by its name, in three languages (the subject of a sentence; a payment names its seats so).
NAMES = {"E": Text("East", "Восток", "东家"), "S": Text("South", "Юг", "南家"),
         "W": Text("West", "Запад", "西家"), "N": Text("North", "Север", "北家")}
TRICKS = 16
POINT_LEAD = "point-lead"
MOTHER_SON_LEAD = "mother-son-lead"
MERGED_LEAD = "merged-lead"
SHORT = "short-of-six"
OVER = "over-six"
SIXTEEN = "sixteen-tricks"
define_reasons({
    f"bagchen.{POINT_LEAD}": N_("a lead of point tiles: each player without a passport pays the leader"),
    f"bagchen.{MOTHER_SON_LEAD}": N_("mother and son led, a point of their own: each player without a passport "
                                     "pays the leader"),
    f"bagchen.{MERGED_LEAD}": N_("unbeatable combinations led at once, points among them: each player without a "
                                 "passport pays the leader for the points"),
    f"bagchen.{SHORT}": N_("short of six tricks: one chip for each trick missing, times the multiplier, to the "
                           "winner of the last trick"),
    f"bagchen.{OVER}": N_("over six tricks: the winner of the last trick pays one chip for each trick over six, "
                          "times the multiplier"),
    f"bagchen.{SIXTEEN}": N_("all sixteen tricks: the winner takes every chip the others have left on the table"),
})

#: The fewest tricks the winner of the last trick can hold, by the points J of his closing run (spec
#: §1.11), unless he took all sixteen.  He holds the last trick (J = 0: one).  To lead a closing run he
#: must have won the trick before it, and the run takes one trick per point, except that when mother and
#: son are the point, [4-2][2-1] is 3 points in two tricks ([4-2][4-2][2-1]: 4 in three; the four tiles: 6).
LEAST_TRICKS = (1, 2, 3, 3, 4, 5, 5)

@dataclass(frozen=True)
class Settlement:
    """The end of a hand: the multiplier, the payments, each seat's net, and whether the session ends."""

    multiplier: int
    payments: tuple[Payment, ...]
    net: dict[str, int] = field(compare=False)
    takes_all: bool = False  # sixteen tricks under sixteen_tricks=take_all_end: all the chips on the table
    jump: int = 0  # J, the points of the closing run

    @property
    def session_ends(self) -> bool:
        return self.takes_all


def parse_tricks(text: str) -> dict[str, int]:
    """Read ``N=5,E=2,S=8,W=1``: every seat once, the counts adding up to 16.

    >>> parse_tricks("N=5,E=2,S=8,W=1")
    {'N': 5, 'E': 2, 'S': 8, 'W': 1}
    >>> parse_tricks("N=5,E=2,S=8,W=2")
    Traceback (most recent call last):
      ...
    tutor.errors.InvalidPositionError: bagchen.tricks-total: the tricks add up to 17, not 16
    """
    tricks = parse_seat_numbers(text, SEATS, "bagchen.tricks", TRICKS)
    return check_tricks(tricks)


def check_tricks(tricks: Mapping[str, int]) -> dict[str, int]:
    missing = [s for s in SEATS if s not in tricks]
    if missing:
        raise InvalidPositionError("bagchen.seat-missing", seats=", ".join(missing))
    for seat in SEATS:
        if not isinstance(tricks[seat], int) or not 0 <= tricks[seat] <= TRICKS:
            raise InvalidPositionError("bagchen.tricks-range", seat=seat, count=tricks[seat])
    total = sum(tricks.values())
    if total != TRICKS:
        raise InvalidPositionError("bagchen.tricks-total", total=total)
    return {s: tricks[s] for s in tricks}


def multiplier(jump: int, rules: Rules) -> int:
    """m = 1 without a jump, else F × J (spec §1.11)."""
    if not 0 <= jump <= 6:
        raise TutorError("bagchen.jump-range", jump=jump)
    return rules.jump_factor * jump if jump else 1


def settle(tricks: Mapping[str, int], winner: str, jump: int = 0, rules: Rules | None = None,
           chips: Mapping[str, int] | None = None) -> Settlement:
    """Settle a hand against six tricks: below six a loser pays the winner m per missing trick,
    above six the winner pays him m per extra trick (spec §1.11, TV-F01–F15).

    Sixteen tricks under ``sixteen_tricks=take_all_end`` take all the chips on the table (pagat; Berkhin:
    «получает все лежащие на кону деньги остальных игроков»): each other player hands over what he has left of
    the ``table_chips`` he sat down with, after ``chips``, his balance from the point leads of this hand.  So
    he loses all of them, whatever was paid before.  Under ``times4`` the settlement is multiplied by 4.

    A hand that cannot happen is refused: the tricks must add up to 16, the winner holds the last
    trick, and a jump of J needs the tricks of its closing run and of the trick before it
    (:data:`LEAST_TRICKS`).

    >>> everything = settle({"N": 16, "E": 0, "S": 0, "W": 0}, "N", chips={"N": 6, "E": -2, "S": -2, "W": -2})
    >>> everything.takes_all, [(p.payer, p.amount) for p in everything.payments], everything.net["N"]
    (True, [('E', 98), ('S', 98), ('W', 98)], 294)
    >>> settle({"N": 16, "E": 0, "S": 0, "W": 0}, "N", rules=Rules(sixteen_tricks="times4")).net["N"]
    72
    >>> settle({"N": 0, "E": 6, "S": 6, "W": 4}, "N")
    Traceback (most recent call last):
      ...
    tutor.errors.InvalidPositionError: bagchen.winner-no-tricks: N won the last trick, so N holds at least one trick, not 0
    """
    rules = rules or Rules()
    tricks = check_tricks(tricks)
    if winner not in SEATS:
        raise TutorError("bagchen.unknown-seat", seat=winner)
    m = multiplier(jump, rules)
    if tricks[winner] == 0:
        raise InvalidPositionError("bagchen.winner-no-tricks", seat=winner)
    if tricks[winner] < LEAST_TRICKS[jump]:  # (sixteen tricks: the whole hand is his, any run will do)
        raise InvalidPositionError("bagchen.jump-tricks", jump=jump, least=LEAST_TRICKS[jump],
                                   count=tricks[winner])
    if tricks[winner] == TRICKS:
        if rules.sixteen_tricks == "take_all_end":
            left = {seat: rules.table_chips + (chips or {}).get(seat, 0) for seat in SEATS if seat != winner}
            taken = tuple(Payment(seat, winner, amount, f"bagchen.{SIXTEEN}")
                          for seat, amount in sorted(left.items()) if amount > 0)
            return Settlement(m, taken, net(taken, SEATS), takes_all=True, jump=jump)
        m *= 4
    payments = []
    for seat in SEATS:
        if seat == winner or tricks[seat] == 6:
            continue
        if tricks[seat] < 6:
            payments.append(Payment(seat, winner, m * (6 - tricks[seat]), f"bagchen.{SHORT}"))
        else:
            payments.append(Payment(winner, seat, m * (tricks[seat] - 6), f"bagchen.{OVER}"))
    payments.sort(key=lambda p: (p.payer, p.payee))
    return Settlement(m, tuple(payments), net(payments, SEATS), jump=jump)


def point_payments(leader: str, lead: Lead, passports: Iterable[str] = (), rules: Rules | None = None
                   ) -> tuple[Payment, ...]:
    """The chips a point lead earns at once: from each other seat without a passport (spec §1.10).

    >>> from tutor.bagchen.leads import classify
    >>> [(p.payer, p.amount) for p in point_payments("N", classify("[2-2]×2", "2-2"), passports={"S"})]
    [('E', 2), ('W', 2)]
    >>> point_payments("N", classify("[4-2][2-1]"))[0].explain("zh")
    'E付给N 1：领出母子尊（本身即算至尊）：没有通行证的每位玩家付给领出者'

    """
    rules = rules or Rules()
    if not lead.points:  # only point leads earn chips (horses, chiefs: nothing)
        return ()
    amount = lead.points if rules.point_payment == "per_point" else 1
    holders = set(passports)
    reason = f"bagchen.{_REASONS.get(lead.kind, POINT_LEAD)}"  # the supreme led, named as such (母子尊 is no 骰尊)
    return tuple(Payment(seat, leader, amount, reason) for seat in SEATS if seat != leader and seat not in holders)


_REASONS = {LeadKind.MOTHER_SON: MOTHER_SON_LEAD, LeadKind.DOUBLE_MOTHER_SON: MOTHER_SON_LEAD,
            LeadKind.MERGED: MERGED_LEAD}


def in_closing_run(lead: Lead, rules: Rules | None = None) -> tuple[bool, bool]:
    """Whether ``lead`` (a lead that won its trick) counts in a closing run, and whether the run goes on back
    past it.  A point lead counts and the run goes on.  A merged lead (``merge_unbeatable_leads``) with points
    and other combinations counts under ``merged_lead_jump=points_last``, as its parts led one after another
    with the points last (Berkhin: «Если заход очком завершает игру, то это является прыжком»; the merge is
    only «для экономии времени»): its other parts, led before them, end the run."""
    if lead.is_point_lead:
        return True, True
    merged_points = lead.kind is LeadKind.MERGED and lead.points > 0
    return merged_points and (rules or Rules()).merged_lead_jump == "points_last", False


def jump_count(tricks: Iterable[tuple[str, Lead]], rules: Rules | None = None) -> int:
    """J: the points of the last trick's winner's closing run of point leads (spec §1.11, TV-F08, TV-F10).

    ``tricks`` are (winner, lead) in the order played; a point lead always wins its trick.

    >>> from tutor.bagchen.leads import classify, merged_lead
    >>> jump_count([("N", classify("[6-6]")), ("N", classify("[4-2][2-1]"))])
    1
    >>> jump_count([("N", classify("[6-3][5-4]")), ("N", classify("[3-3]×2", "3-3")),
    ...             ("N", classify("[4-2][2-1]", "3-3"))])
    3

    A merged lead of the point [3-3] and two chiefs [6-6] (``merge_unbeatable_leads``) ending the hand:

    >>> merged = merged_lead("[3-3][6-6]×2", "3-3")
    >>> jump_count([("N", classify("[4-2][2-1]")), ("N", merged)])
    1
    >>> jump_count([("N", classify("[4-2][2-1]")), ("N", merged)], Rules(merged_lead_jump="whole_lead"))
    0
    """
    played = list(tricks)
    if not played:
        return 0
    last_winner = played[-1][0]
    total = 0
    for winner, lead in reversed(played):
        counts, goes_on = in_closing_run(lead, rules)
        if winner != last_winner or not counts:
            break
        total += lead.points
        if not goes_on:
            break
    return total
