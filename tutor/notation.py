"""A strict little scanner that every game's notation parser is written with.

It reads left to right and fails at the first character that does not fit,
naming that character and its position (``notation.*`` error codes), so that
``[6x6]`` gets "expected '-' at position 3" and never a bare ``int()`` error.

>>> from tutor.notation import Scanner
>>> scan = Scanner("[6-4]", "demo.tile")
>>> scan.expect("["), scan.digit(1, 6), scan.expect("-"), scan.digit(1, 6), scan.expect("]")
('[', 6, '-', 4, ']')
>>> scan.finish()
>>> Scanner("[9-4]", "demo.tile").expect("[") and Scanner("[9-4]", "demo.tile").skip(1).digit(1, 6)
Traceback (most recent call last):
  ...
tutor.errors.NotationError: notation.out-of-range: 9 at position 2 of '[9-4]' is outside 1–6
"""

from __future__ import annotations

from tutor.errors import NotationError


class Scanner:
    """A cursor over ``text``; ``notation`` names the notation in error messages."""

    def __init__(self, text: str, notation: str) -> None:
        if not isinstance(text, str):
            raise TypeError(f"notation must be a str, not {type(text).__name__}")
        self.text = text
        self.notation = notation
        self.index = 0
        if not text.strip():
            raise NotationError("notation.empty", text=text, index=0, notation=notation)

    def error(self, code: str, **params: object) -> NotationError:
        params.setdefault("index", self.index)
        return NotationError(code, text=self.text, notation=self.notation, **params)

    def at_end(self) -> bool:
        return self.index >= len(self.text)

    def peek(self) -> str:
        return "" if self.at_end() else self.text[self.index]

    def skip(self, count: int) -> Scanner:
        self.index += count
        return self

    def skip_spaces(self) -> None:
        while not self.at_end() and self.text[self.index] == " ":
            self.index += 1

    def accept(self, *choices: str) -> str | None:
        """Consume and return one of ``choices`` if the text continues with it."""
        for choice in choices:
            if self.text.startswith(choice, self.index):
                self.index += len(choice)
                return choice
        return None

    def expect(self, *choices: str) -> str:
        """Consume one of ``choices`` or fail, naming the first choice as expected."""
        found = self.accept(*choices)
        if found is None:
            raise self.error("notation.expected", expected=choices[0])
        return found

    def digit(self, low: int, high: int) -> int:
        """One decimal digit in ``low..high``."""
        char = self.peek()
        if not char.isdigit() or not char.isascii():
            raise self.error("notation.expected", expected=f"{low}–{high}")
        value = int(char)
        if not low <= value <= high:
            raise self.error("notation.out-of-range", value=value, low=low, high=high)
        self.index += 1
        return value

    def number(self, low: int, high: int) -> int:
        """A decimal number without leading zeros in ``low..high``."""
        start = self.index
        while self.peek().isdigit() and self.peek().isascii():
            self.index += 1
        digits = self.text[start:self.index]
        if not digits:
            raise self.error("notation.expected", expected=f"{low}–{high}")
        value = int(digits)
        if not low <= value <= high or (len(digits) > 1 and digits[0] == "0"):
            raise self.error("notation.out-of-range", index=start, value=digits, low=low, high=high)
        return value

    def signed_number(self, low: int, high: int) -> int:
        """A whole number with an optional ``+`` or ``-`` sign, in ``low..high``."""
        start = self.index
        sign = -1 if self.accept("-", "−") else 1
        if sign == 1:
            self.accept("+")
        value = sign * self.number(0, max(abs(low), abs(high)))
        if not low <= value <= high:
            raise self.error("notation.out-of-range", index=start, value=self.text[start:self.index],
                             low=low, high=high)
        return value

    def finish(self) -> None:
        """Fail if anything is left: notation is strict, spaces included."""
        if not self.at_end():
            raise self.error("notation.trailing")


def read_number(text: str, low: int, high: int) -> int:
    """A whole number (optionally signed) from ``low`` to ``high``, or a coded notation error.

    >>> read_number("+30", -99, 99), read_number("-5", -99, 99)
    (30, -5)
    >>> read_number("7", 0, 6)
    Traceback (most recent call last):
      ...
    tutor.errors.NotationError: notation.out-of-range: 7 at position 1 of '7' is outside 0–6
    """
    scan = Scanner(text.strip(), "number")
    value = scan.signed_number(low, high)
    scan.finish()
    return value
