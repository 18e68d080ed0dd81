"""Backgammon notations: strict parse/format pairs (written spec: ``content/backgammon/notation.md``).

Three notations, all from the side on roll (points 1–24 counted from its own home,
``bar`` = 25, ``off`` = 0):

- the gnubg **Position ID** (spec §5.3): 14 base64 characters, the side *not* on
  roll first;
- a **play**, as gnubg writes it (spec §5.2): ``13/7*/5 6/off``, ``bar/22``,
  ``24/18(2)``, or ``pass`` when nothing can be played;
- a **roll**: two dice such as ``6-5``;
- a **decision** of a game played one decision at a time (:mod:`tutor.backgammon.state`):
  a play, a word of the cube (``double``, ``take``, ``drop``, or ``roll`` for not
  doubling), Acey-Deucey's named double after a 1-2 (``5-5``), or Russian
  backgammon's ``reroll`` of the opening roll;
- a **chance step** of such a game, what the dice brought: ``lot 5-3``, one throw of
  the opening lot (light's die, then dark's; a tie is thrown again, as another step),
  and ``dice 6-4``, the two dice of a roll (the higher first).

>>> from tutor.backgammon.notation import decode_position_id, encode_position_id, parse_play
>>> waiting, on_roll = decode_position_id("4HPwATDgc/ABMA")
>>> on_roll[23], on_roll[12], on_roll[7], on_roll[5]
(2, 5, 3, 5)
>>> encode_position_id(waiting, on_roll)
'4HPwATDgc/ABMA'
>>> parse_play("bar/20*/15 13/7(2)")
(Chain(start=25, hits=(20,), end=15, count=1, hits_end=False), Chain(start=13, hits=(), end=7, count=2, hits_end=False))

Errors name the character and its position:

>>> parse_play("13/7 8/9")
Traceback (most recent call last):
  ...
tutor.errors.NotationError: backgammon.point-order: 8/9 at position 8 of '13/7 8/9' does not move towards home
>>> decode_position_id("4HPwATDgc/AB-A")
Traceback (most recent call last):
  ...
tutor.errors.NotationError: notation.expected: expected 'A–Z, a–z, 0–9, + or /' at position 13 of '4HPwATDgc/AB-A', found '-'
"""

from __future__ import annotations

import base64
import string
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tutor.errors import InvalidPositionError, NotationError
from tutor.notation import Scanner

BAR, OFF = 25, 0
CHECKERS = 15
PASS = "pass"

_ALPHABET = frozenset(string.ascii_letters + string.digits + "+/")
_ID_LENGTH = 14

#: One side's checkers: 25 counts, index 0..23 = its points 1..24, index 24 = its bar.
Side = tuple[int, ...]
#: One checker's single step ``(from, to)``: 25 is the bar, 0 is off.
Step = tuple[int, int]


def encode_position_id(waiting: Sequence[int], on_roll: Sequence[int]) -> str:
    """The gnubg Position ID of a position (spec §5.3): the side not on roll comes first.

    >>> start = (0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5) + (0,) * 10 + (2, 0)
    >>> encode_position_id(start, start)
    '4HPwATDgc/ABMA'
    """
    bits: list[int] = []
    for side in (waiting, on_roll):
        for count in side:
            bits.extend([1] * count)
            bits.append(0)
    bits.extend([0] * (80 - len(bits)))
    key = bytes(sum(bits[8 * i + j] << j for j in range(8)) for i in range(10))
    return base64.b64encode(key).decode("ascii").rstrip("=")


def decode_position_id(text: str) -> tuple[Side, Side]:
    """``(waiting, on_roll)`` from a Position ID; strict: every character is checked."""
    scan = Scanner(text, "backgammon.position-id")
    for index, char in enumerate(text):
        if char not in _ALPHABET:
            raise scan.error("notation.expected", index=index, expected="A–Z, a–z, 0–9, + or /")
    if len(text) != _ID_LENGTH:
        raise NotationError("backgammon.position-id-length", text=text, length=len(text), index=0,
                            notation="backgammon.position-id")
    key = base64.b64decode(text + "==")
    bits = [(key[i] >> j) & 1 for i in range(10) for j in range(8)]
    counts: list[int] = []
    run = 0
    for bit in bits:
        if len(counts) == 50:
            break  # what follows is padding; the canonical check below catches stray bits
        if bit:
            run += 1
        else:
            counts.append(run)
            run = 0
    if run or len(counts) < 50:
        raise InvalidPositionError("backgammon.position-id-overflow", text=text)
    waiting, on_roll = tuple(counts[:25]), tuple(counts[25:])
    canonical = encode_position_id(waiting, on_roll)
    if canonical != text:
        raise NotationError("backgammon.position-id-noncanonical", text=text, canonical=canonical,
                            index=_ID_LENGTH - 1, notation="backgammon.position-id")
    return waiting, on_roll


@dataclass(frozen=True)
class Chain:
    """One checker's path in a play as written: ``start``, the hits on the way, ``end``, and a repeat count."""

    start: int
    hits: tuple[int, ...]  # inner points, each hit on the way
    end: int
    count: int = 1
    hits_end: bool = False  # ``*`` after the end point

    def __str__(self) -> str:
        path = "/".join([_point(self.start), *(f"{p}*" for p in self.hits), _point(self.end)])
        path += "*" if self.hits_end else ""
        return path if self.count == 1 else f"{path}({self.count})"


def parse_play(text: str) -> tuple[Chain, ...]:
    """Read a play: chains separated by single spaces, or ``pass`` (nothing played).

    A chain is a point, then ``/point`` one or more times (each optionally hit ``*``),
    then an optional repeat ``(n)``; the points go strictly down (``bar`` first,
    ``off`` last).  The spelling is not checked against gnubg's canonical order:
    ``13/8 8/2`` reads as well as ``13/2``.

    >>> parse_play("pass")
    ()
    >>> [str(c) for c in parse_play("6/off(2) 24/23")]
    ['6/off(2)', '24/23']
    """
    scan = Scanner(text, "backgammon.play")
    if scan.accept(PASS):
        scan.finish()
        return ()
    chains: list[Chain] = []
    while True:
        chains.append(_read_chain(scan))
        if scan.at_end():
            return tuple(chains)
        scan.expect(" ")


def _read_chain(scan: Scanner) -> Chain:
    points = [BAR if scan.accept("bar") else scan.number(1, 24)]
    hits: list[int] = []
    while scan.accept("/"):
        at = scan.index
        point = OFF if scan.accept("off") else scan.number(1, 24)
        if point >= points[-1]:
            raise scan.error("backgammon.point-order", index=at, start=_point(points[-1]), end=_point(point))
        points.append(point)
        if point != OFF and scan.accept("*"):
            hits.append(point)
        elif scan.peek() == "/":
            # an inner point is written only where a checker is hit (spec §5.2)
            raise scan.error("notation.expected", expected="*")
    if len(points) < 2:
        raise scan.error("notation.expected", expected="/")
    count = 1
    if scan.accept("("):
        at = scan.index
        count = scan.number(1, 4)
        if count < 2:
            raise scan.error("backgammon.repeated-count", index=at, count=count)
        scan.expect(")")
    return Chain(points[0], tuple(hits[:-1] if hits and hits[-1] == points[-1] else hits), points[-1], count,
                 hits_end=bool(hits) and hits[-1] == points[-1])


def format_play(steps: Iterable[Step], hit_points: frozenset[int]) -> str:
    """gnubg's canonical string for a play (spec §5.2).

    ``steps`` are single steps ``(from, to)`` in any order; ``hit_points`` are the
    points (in the mover's numbering) where the opponent had a checker before the play.

    >>> format_play([(13, 8), (8, 2)], frozenset())
    '13/2'
    >>> format_play([(25, 20), (20, 15), (25, 20)], frozenset({20}))
    'bar/20*/15 bar/20'
    >>> format_play([], frozenset())
    'pass'
    """
    ordered = sorted(steps, reverse=True)  # highest start first; same start: highest end first
    if not ordered:
        return PASS
    names = _POINTS
    count = len(ordered)
    if count == 1:
        start, end = ordered[0]
        return f"{names[start]}/{names[end]}*" if end in hit_points else f"{names[start]}/{names[end]}"
    if count == 2:  # the usual case, written out
        (start, end), (start2, end2) = ordered
        if start2 == end:  # one checker, two steps
            text = f"{names[start]}/{end}*/{names[end2]}" if end in hit_points else f"{names[start]}/{names[end2]}"
            return text + "*" if end2 in hit_points else text
        text = f"{names[start]}/{names[end]}*" if end in hit_points else f"{names[start]}/{names[end]}"
        if start2 == start and end2 == end:
            return text + "(2)"
        second = f"{names[start2]}/{names[end2]}"
        if end2 in hit_points and end2 != end:
            second += "*"
        return f"{text} {second}"
    # join each checker's steps: a later step that starts where a chain ends extends it
    counts: dict[tuple[int, tuple[int, ...], int], int] = {}  # (start, inner hit points, end) -> repeats
    used = [False] * count
    for i in range(count):
        if used[i]:
            continue
        start, end = ordered[i]
        inner: tuple[int, ...] = ()
        for j in range(i + 1, count):
            if not used[j] and ordered[j][0] == end:
                used[j] = True
                if end in hit_points:
                    inner += (end,)
                end = ordered[j][1]
        key = (start, inner, end)
        counts[key] = counts.get(key, 0) + 1
    parts: list[str] = []
    starred: set[int] = set()
    for (start, inner, end), repeats in counts.items():
        text = names[start] + "".join(f"/{p}*" for p in inner) + "/" + names[end] if inner else \
            names[start] + "/" + names[end]
        starred.update(inner)
        if end in hit_points and end not in starred:
            text += "*"
            starred.add(end)
        parts.append(text if repeats == 1 else f"{text}({repeats})")
    return " ".join(parts)


def parse_roll(text: str) -> tuple[int, int]:
    """Two dice, ``6-5`` (the order is kept as written).

    >>> parse_roll("3-1"), parse_roll("1-3")
    ((3, 1), (1, 3))
    """
    scan = Scanner(text, "backgammon.roll")
    first = scan.digit(1, 6)
    scan.expect("-")
    second = scan.digit(1, 6)
    scan.finish()
    return first, second


def format_roll(dice: tuple[int, int]) -> str:
    """``6-5``: the higher die first, as the gnubg lists write rolls."""
    return f"{max(dice)}-{min(dice)}"


_POINTS = ("off", *(str(p) for p in range(1, 25)), "bar")


def _point(point: int) -> str:
    return _POINTS[point]


#: The cube's words: offer a double, answer it, or roll without doubling.
CUBE_WORDS = ("double", "take", "drop", "roll")
#: Russian backgammon (bkgm): the first player rolls both dice again instead of playing the opening roll.
REROLL = "reroll"


@dataclass(frozen=True)
class Decision:
    """One decision as written: ``kind`` is ``'play'`` (``chains``), ``'cube'`` (``word``), ``'name'``
    (Acey-Deucey's named double: ``number``) or ``'reroll'``."""

    kind: str
    chains: tuple[Chain, ...] = ()
    word: str = ""
    number: int = 0


def parse_decision(text: str) -> Decision:
    """Read one decision: a cube word, ``reroll``, a named double ``n-n``, or a play.

    >>> parse_decision("take"), parse_decision("5-5")
    (Decision(kind='cube', chains=(), word='take', number=0), Decision(kind='name', chains=(), word='', number=5))
    >>> parse_decision("24/18 13/8").chains
    (Chain(start=24, hits=(), end=18, count=1, hits_end=False), Chain(start=13, hits=(), end=8, count=1, hits_end=False))
    >>> parse_decision("5-4")
    Traceback (most recent call last):
      ...
    tutor.errors.NotationError: backgammon.named-double: '5-4' at position 3 names no double: a named double is two equal dice, like 5-5
    """
    if text in CUBE_WORDS:
        return Decision("cube", word=text)
    if text == REROLL:
        return Decision("reroll")
    if text[:1].isdigit() and "/" not in text:  # every play has a slash (or is "pass")
        return Decision("name", number=parse_named_double(text))
    return Decision("play", chains=parse_play(text))


def format_decision(decision: Decision) -> str:
    """The text of a decision: the inverse of :func:`parse_decision` (a play as its chains are written).

    >>> [format_decision(parse_decision(t)) for t in ("roll", "reroll", "6-6", "bar/20*/15 13/7(2)", "pass")]
    ['roll', 'reroll', '6-6', 'bar/20*/15 13/7(2)', 'pass']
    """
    if decision.kind == "cube":
        return decision.word
    if decision.kind == "reroll":
        return REROLL
    if decision.kind == "name":
        return format_named_double(decision.number)
    return " ".join(str(c) for c in decision.chains) or PASS


def parse_named_double(text: str) -> int:
    """Acey-Deucey's named double after a 1-2, written as the double: ``5-5`` → 5."""
    scan = Scanner(text, "backgammon.roll")
    first = scan.digit(1, 6)
    scan.expect("-")
    at = scan.index
    second = scan.digit(1, 6)
    scan.finish()
    if first != second:
        raise NotationError("backgammon.named-double", text=text, index=at, notation="backgammon.roll",
                            example=format_named_double(first))
    return first


def format_named_double(number: int) -> str:
    """``5-5``: the double a player names."""
    return f"{number}-{number}"


#: The first words of the chance steps: one throw of the opening lot, and the dice of a roll.
LOT, DICE = "lot", "dice"


@dataclass(frozen=True)
class ChanceStep:
    """What the dice brought, as a step of a game's record: ``kind`` is :data:`LOT` (``dice`` are light's die and
    dark's, in that order) or :data:`DICE` (``dice`` are a roll, the higher first)."""

    kind: str
    dice: tuple[int, int]


def parse_chance(text: str) -> ChanceStep:
    """Read a chance step: ``lot L-D`` (light threw L, dark D) or ``dice A-B`` (a roll, in either order).

    >>> parse_chance("lot 3-5"), parse_chance("dice 1-4")
    (ChanceStep(kind='lot', dice=(3, 5)), ChanceStep(kind='dice', dice=(4, 1)))
    >>> parse_chance("dice 7-1")
    Traceback (most recent call last):
      ...
    tutor.errors.NotationError: notation.out-of-range: 7 at position 6 of 'dice 7-1' is outside 1–6
    """
    scan = Scanner(text, "backgammon.chance")
    kind = scan.accept(LOT + " ", DICE + " ")
    if kind is None:
        raise scan.error("notation.expected", expected=f"'{LOT} ' or '{DICE} '")
    first = scan.digit(1, 6)
    scan.expect("-")
    second = scan.digit(1, 6)
    scan.finish()
    if kind == LOT + " ":
        return ChanceStep(LOT, (first, second))
    return ChanceStep(DICE, (max(first, second), min(first, second)))


def format_chance(step: ChanceStep) -> str:
    """The text of a chance step, the inverse of :func:`parse_chance` (a roll written the higher die first).

    >>> format_chance(ChanceStep(LOT, (3, 5))), format_chance(parse_chance("dice 1-4"))
    ('lot 3-5', 'dice 4-1')
    """
    first, second = step.dice
    if step.kind == DICE:
        return f"{DICE} {format_roll(step.dice)}"
    return f"{LOT} {first}-{second}"


def format_opening(light: int, dark: int) -> str:
    """The opening throw's line of a game record (:mod:`tutor.backgammon.record`): ``light 5, dark 3``."""
    return f"light {light}, dark {dark}"


def parse_opening(text: str) -> tuple[int, int] | None:
    """The opening throw a game record's line gives (``light 5, dark 3``), or ``None`` if the line is not one.

    >>> parse_opening("light 5, dark 3"), parse_opening("5-3: 8/3 6/3")
    ((5, 3), None)
    """
    if not text.startswith("light "):
        return None
    scan = Scanner(text, "backgammon.record")
    scan.expect("light ")
    light = scan.digit(1, 6)
    scan.expect(", dark ")
    dark = scan.digit(1, 6)
    scan.finish()
    return light, dark
