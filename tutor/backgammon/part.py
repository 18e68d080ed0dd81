"""One part of a turn to play: its legal plays, and the rule a refused play breaks.

A roll is played in one part (the ordinary roll) or several (Russian backgammon's
complement after a double, Acey-Deucey's named double): each part is a
:class:`Part`, the moves ``values`` of ``roll`` in ``position`` (seen from the side on
roll).  The game's state plays its parts through it, and the board's click reading
(:mod:`tutor.backgammon.presentation`) reads the same plays from a view; :func:`part`
keeps the last few, so that both ask the move generator once.

>>> from tutor.backgammon.board import START
>>> from tutor.backgammon.rules import Rules
>>> opening = part(START, (3, 2), (3, 2), Rules(), "light")
>>> sorted(opening.options)[:3], opening.canonical("13/11 13/10")
(['13/10 6/4', '13/10 8/6', '13/11 13/10'], '13/11 13/10')
>>> opening.canonical("24/18")
Traceback (most recent call last):
  ...
tutor.errors.IllegalPlayError: backgammon.wrong-distance: 24/18 would move a checker by 6, and the numbers to play (3, 2) move one checker by 2, 3 or 5
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from itertools import combinations

from tutor.backgammon.board import Position
from tutor.backgammon.counts import WAIT, Key, after, apply_chains, counts, hit_points
from tutor.backgammon.explain import bear_off_reason, stop_reason
from tutor.backgammon.moves import ACCELERATOR, Roll, generate, legal_plays, ordinary_moves, play_part, stepper
from tutor.backgammon.notation import BAR, OFF, Chain, format_play, parse_play
from tutor.backgammon.rules import Rules
from tutor.backgammon.sides import name
from tutor.catalog import Text
from tutor.errors import IllegalPlayError
from tutor.i18n import LIST_COMMA, N_, gettext, normalize_language

_OR = N_("{some} or {last}")
_AND = N_("{some} and {last}")
_POINTS = ("off", *(str(p) for p in range(1, 25)), "bar")


@dataclass(frozen=True, eq=False)
class Part:
    """The moves ``values`` of ``roll`` to play in ``position`` (seen from ``seat``, the side on roll)."""

    position: Position
    roll: Roll
    values: tuple[int, ...]
    rules: Rules
    seat: str

    @cached_property
    def options(self) -> dict[str, tuple[Position | Key, bool]]:
        """The legal plays: notation → (the position after it, or its key; all moves played)."""
        if ACCELERATOR is not None and self.rules.ordinary_turns:
            return {p.notation: (p.result, True) for p in legal_plays(self.position, self.roll, self.rules)}
        me, them = counts(self.position)
        most, found = generate(me, them, self.values, stepper(self.rules, self.roll, self.position))
        marked = hit_points(them)
        full = most == len(self.values)
        return {format_play(steps, marked): (key, full) for key, steps in found.items()}

    def after(self, entry: Position | Key) -> Position:
        """The position after a play of :attr:`options`, the opponent on roll."""
        return entry if isinstance(entry, Position) else after(entry, self.position)

    def canonical(self, text: str) -> str:
        """The notation :attr:`options` lists for the play ``text`` (any spelling of it); the engine's reason if
        it is illegal."""
        if text in self.options:
            return text
        me, _ = counts(self.position)
        if sum(c.count for c in parse_play(text) if c.start == BAR) > me[BAR] + me[WAIT]:
            raise IllegalPlayError("backgammon.none-to-enter", play=text, player=self.player())
        try:
            key, _ = play_part(self.position, self.roll, self.values, text, self.rules)
        except IllegalPlayError as error:
            if error.code != "backgammon.illegal-play":
                raise
            raise self.why_not(text) or error from None
        result = after(key, self.position)
        for notation, (found, _) in self.options.items():
            if found == key or self.after(found) == result:
                return notation
        raise IllegalPlayError("tutor.not-legal", decision=text, legal=", ".join(sorted(self.options)))  # not reached

    def player(self) -> Text:
        """The side on roll in words, in the three languages (for a refusal)."""
        return Text(name(self.seat, "en"), name(self.seat, "ru"), name(self.seat, "zh"))

    def why_not(self, text: str) -> IllegalPlayError | None:
        """The rule an illegal play breaks, where the engine's own check names none (it says only that the play
        is not legal): a distance no number of the roll makes, numbers used twice, bearing off too early or
        by too small a number, a checker that moves by both numbers but cannot stop on the way."""
        chains = parse_play(text)
        values = self.values
        numbers = ", ".join(str(v) for v in values)
        me, them = counts(self.position)
        left = apply_chains(me, them, chains)
        # the roll's own moves (not a complement, nor a named double): what the explanations take
        ordinary = values == ordinary_moves((max(self.roll), min(self.roll)))
        if any(c.end == OFF for c in chains):
            if left is not None and (any(left[0][7:BAR + 1]) or left[0][WAIT]):
                return IllegalPlayError("backgammon.bear-off-outside", play=text, player=self.player())
            if ordinary and not self.rules.exact_bear_off and not me[WAIT]:
                why = _reasons(text, lambda language: bear_off_reason(self.position, self.roll, text, language,
                                                                      self.rules))
                if why is not None:
                    return IllegalPlayError("backgammon.bear-off", play=text, why=why)
            return None
        single = sorted({values[0] * n for n in range(1, len(values) + 1)}) if len(set(values)) == 1 else \
            sorted({*values, sum(values)})
        for chain in chains:
            distance = chain.start - chain.end
            if distance not in single:
                return IllegalPlayError("backgammon.wrong-distance", play=text, move=_move_text(chain),
                                        distance=distance, numbers=numbers, made=_listed(single, _OR))
        distances = [c.start - c.end for c in chains for _ in range(c.count)]
        if not _shared_out(distances, list(values)):
            return IllegalPlayError("backgammon.wrong-distances", play=text, numbers=numbers,
                                    moved=_listed(distances, _AND))
        if ordinary and len(chains) == 1 and chains[0].count == 1:
            why = _reasons(text, lambda language: stop_reason(self.position, self.roll, text, language, self.rules))
            if why is not None:
                return IllegalPlayError("backgammon.stops", play=text, why=why)
        return None


#: the parts asked for last, most recent last (the state's and the board's clicks share one)
_KEPT: dict[tuple[object, ...], Part] = {}
KEEP = 16


def part(position: Position, roll: Roll, values: tuple[int, ...], rules: Rules, seat: str) -> Part:
    """The :class:`Part` of these values: the same object for the state and for the board's clicks, so that the
    plays are generated once."""
    key = (position, tuple(roll), tuple(values), rules, seat)  # (a position is its own key: no ID to write)
    found = _KEPT.pop(key, None) or Part(position, roll, values, rules, seat)
    _KEPT[key] = found
    if len(_KEPT) > KEEP:
        del _KEPT[next(iter(_KEPT))]
    return found


def _move_text(chain: Chain) -> str:
    return f"{_POINTS[chain.start]}/{_POINTS[chain.end]}"


def _listed(numbers: list[int], joined: str) -> Text:
    """Numbers in words in the three languages: ``3, 2 or 5`` (``joined``: :data:`_OR` or :data:`_AND`)."""
    def words(language: str) -> str:
        texts = [str(n) for n in numbers]
        if len(texts) == 1:
            return texts[0]
        return gettext(joined, language).format(some=LIST_COMMA[normalize_language(language)].join(texts[:-1]),
                                                last=texts[-1])
    return Text(words("en"), words("ru"), words("zh"))


def _reasons(text: str, reason: Callable[[str], str | None]) -> Text | None:
    """An explanation of :mod:`tutor.backgammon.explain` in the three languages, without the play it begins with
    (``None`` when it has none)."""
    found = [reason(language) for language in ("en", "ru", "zh")]
    if any(why is None for why in found):
        return None
    return Text(*(why[len(text):].lstrip(":：").strip() if why.startswith(text) else why
                  for why in found if why is not None))


def _shared_out(distances: list[int], values: list[int]) -> bool:
    """Can each distance be made by some of ``values``, each value used once at most?

    >>> _shared_out([3, 3], [3, 2]), _shared_out([5], [3, 2]), _shared_out([12, 6], [6, 6, 6, 6])
    (False, True, True)
    """
    if not distances:
        return True
    first, rest = distances[0], distances[1:]
    for size in range(1, len(values) + 1):
        for chosen in combinations(range(len(values)), size):
            if sum(values[i] for i in chosen) == first:
                remaining = [v for i, v in enumerate(values) if i not in chosen]
                if _shared_out(rest, remaining):
                    return True
    return False
