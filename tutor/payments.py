"""Payments between seats, and their sum: what every game's settlement is made of.

A game ends in payments (chips for a lead and a jump, a hand's settlement, points
doubled by a cube, a race's result): each one from a payer to a payee, an amount and
the reason's stable code.  :func:`net` sums them per
seat, and the sums add up to zero, by construction.

>>> paid = (Payment("E", "N", 4, "demo.point"), Payment("S", "N", 4, "demo.point"))
>>> net(paid, ("N", "E", "S", "W"))
{'N': 8, 'E': -4, 'S': -4, 'W': 0}
>>> paid[0].to_json()
{'from': 'E', 'to': 'N', 'amount': 4, 'reason': 'demo.point'}

Each game says what its reasons mean (:func:`define_reasons`, English ``N_()``
messages), so a payment can be told in the reader's language:

>>> define_reasons({"demo.point": N_("a point lead")})
>>> paid[0].explain("en")
'E pays N 4: a point lead'

A game whose seats are named in the plural (its pieces, say) says so, and the verb agrees:

>>> paid[0].explain("en", lambda seat, language: f"the {seat} pieces", plural=True)
'the E pieces pay the N pieces 4: a point lead'

Counts per seat (tricks taken, a hand's scores) are written ``SEAT=N,SEAT=N…``, read
by one strict parser:

>>> parse_seat_numbers("N=5,E=2,S=8,W=1", ("N", "E", "S", "W"), "demo.tricks")
{'N': 5, 'E': 2, 'S': 8, 'W': 1}
>>> parse_seat_numbers("N=5,N=2", ("N", "E", "S", "W"), "demo.tricks")
Traceback (most recent call last):
  ...
tutor.errors.NotationError: tutor.seat-twice: the seat 'N' is given twice in 'N=5,N=2'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.errors import NotationError
from tutor.i18n import N_, gettext, reader_language
from tutor.notation import Scanner

#: What each payment's reason code means (English ``N_()`` messages); each game adds its own.
REASONS: dict[str, str] = {}
_PAYS = N_("{payer} pays {payee} {amount}: {reason}")
#: the same, for seats named in the plural (``State.seat_names_plural``): the verb agrees with the payer
_PAY = N_("{payer} pay {payee} {amount}: {reason}")


def define_reasons(reasons: Mapping[str, str]) -> None:
    """Add a game's payment reasons (codes prefixed with its id); the same code twice must say the same."""
    for code, text in reasons.items():
        if REASONS.get(code, text) != text:
            raise ValueError(f"payment reason {code!r} is defined twice with different words")
        REASONS[code] = text


def reason_words(code: str, language: str | None = None) -> str:
    """What the reason ``code`` means, in ``language`` (the code itself if no game defined it)."""
    language = reader_language(language)
    return gettext(REASONS[code], language) if code in REASONS else code


@dataclass(frozen=True)
class Payment:
    """``amount`` from ``payer`` to ``payee``; ``reason`` is a stable code (``""`` when none is kept)."""

    payer: str
    payee: str
    amount: int
    reason: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"from": self.payer, "to": self.payee, "amount": self.amount, "reason": self.reason}

    def explain(self, language: str | None = None, seat_name: Callable[[str, str], str] | None = None,
                plural: bool = False) -> str:
        """The payment in a sentence, in ``language``; ``seat_name(seat, language)`` words the seats,
        ``plural``: in the plural (``white circles (A1)``), so that the verb agrees."""
        language = reader_language(language)
        def name(seat: str) -> str:
            return seat_name(seat, language) if seat_name else seat

        return gettext(_PAY if plural else _PAYS, language).format(
            payer=name(self.payer), payee=name(self.payee), amount=self.amount,
            reason=reason_words(self.reason, language))


def net(payments: Iterable[Payment], seats: Sequence[str]) -> dict[str, int]:
    """Each seat's balance, in the order of ``seats``; the balances sum to zero."""
    balance = dict.fromkeys(seats, 0)
    for p in payments:
        balance[p.payer] -= p.amount
        balance[p.payee] += p.amount
    return balance


def parse_seat_numbers(text: str, seats: Sequence[str], notation: str, high: int = 10**9) -> dict[str, int]:
    """Read ``SEAT=N,SEAT=N…`` (spaces allowed after commas): each seat at most once, each N in 0…``high``.

    Which seats must appear, and what the numbers must add up to, is the caller's rule.
    """
    scan = Scanner(text, notation)
    found: dict[str, int] = {}
    while True:
        start = scan.index
        seat = scan.expect(*seats)
        if seat in found:
            raise NotationError("tutor.seat-twice", seat=seat, text=text, index=start)
        scan.expect("=")
        found[seat] = scan.number(0, high)
        if scan.at_end():
            return found
        scan.expect(",")
        scan.skip_spaces()
