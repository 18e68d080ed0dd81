"""Which tiles tie, which may form a set, and what beats what (spec §1.1, §1.3 L1–L3).

Ordinary sets have 2–4 tiles: sky tiles combine only as identical copies, earth
tiles at equal rank.  A follower beats a single or an ordinary set only with the
same number of tiles, of the same suit, of a strictly higher rank.  The other
leads (chiefs, mixed ministers, horses, mother and son, the point) and the general
``beats`` are in :mod:`tutor.bagchen.leads`; the :class:`Verdict` is shared.

>>> from tutor.bagchen import beats
>>> beats("[3-3]", "[3-1]")
Verdict(beats=True, reason='bagchen.higher-rank')
>>> beats("[3-3]", "[5-5]")
Verdict(beats=False, reason='bagchen.equal-rank')
>>> print(beats("[3-3]", "[5-5]").explain("en"))
[5-5] does not beat [3-3]: equal rank (sisters)
>>> print(beats("[3-3]", "[5-5]").summary("ru"))
нет — равное достоинство (сёстры)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tutor.bagchen.notation import check_copies, format_tiles, parse_tiles
from tutor.bagchen.tiles import Rank, Suit, Tile
from tutor.errors import IllegalPlayError, InvalidPositionError
from tutor.i18n import N_, gettext, reader_language

Tiles = str | Tile | Sequence[Tile]

#: Why a follower does or does not beat: stable codes and their English wording.
REASONS: dict[str, str] = {
    "bagchen.higher-rank": N_("higher rank ({follower_rank} over {lead_rank})"),
    "bagchen.equal-rank": N_("equal rank ({rank})"),
    "bagchen.lower-rank": N_("lower rank ({follower_rank} under {lead_rank})"),
    "bagchen.other-suit": N_("other suit ({follower_suit} against {lead_suit})"),
    "bagchen.count-differs": N_("wrong number of tiles ({follower_count} against a lead of {lead_count})"),
    "bagchen.sky-set-not-identical": N_("not a set: sky tiles combine only as identical copies"),
    "bagchen.earth-set-unequal-rank": N_("not a set: earth tiles combine only at equal rank"),
    "bagchen.set-mixes-suits": N_("not an ordinary set: sky and earth tiles do not mix"),
    "bagchen.set-size": N_("not a set: an ordinary set has 2 to 4 tiles"),
    "bagchen.point-mixed": N_("not a lead: point tiles are led alone or with other points"),
    "bagchen.double-mother-son-off": N_("not a lead: these rules have no double mother and son"),
    "bagchen.too-many-ministers": N_("not a lead: too many ministers for these rules"),
    "bagchen.not-a-lead": N_("not a lead: no combination has these tiles"),
    "bagchen.point-cannot-beat": N_("a point tile never beats"),
    "bagchen.unbeatable-kind": N_("nothing beats {lead_kind}"),
    "bagchen.wrong-kind": N_("{follower_kind} does not beat {lead_kind}"),
    "bagchen.mix-differs": N_("the chiefs must match the ministers' mix of sky and earth tiles"),
    "bagchen.chiefs-beat-ministers": N_("chiefs beat ministers of the same mix"),
    "bagchen.stallion-beats-mare": N_("the stallion beats the mare"),
}

_BEATS = N_("{follower} beats {lead}: {reason}")
_DOES_NOT_BEAT = N_("{follower} does not beat {lead}: {reason}")
_YES = N_("yes — {reason}")
_NO = N_("no — {reason}")


def as_tiles(tiles: Tiles) -> tuple[Tile, ...]:
    """Accept notation, one tile or a sequence of tiles."""
    if isinstance(tiles, str):
        return parse_tiles(tiles)
    if isinstance(tiles, Tile):
        return (tiles,)
    result = tuple(tiles)
    if not all(isinstance(t, Tile) for t in result):
        raise TypeError("expected Tile objects or tile notation")
    check_copies(result)
    return result


def ties(a: Tile, b: Tile) -> bool:
    """Equal rank: same suit and same level.  Such tiles never beat each other.

    >>> from tutor.bagchen import Tile
    >>> ties(Tile(5, 5), Tile(2, 2)), ties(Tile(6, 3), Tile(5, 4)), ties(Tile(4, 4), Tile(5, 3))
    (True, True, False)
    """
    return a.rank is b.rank


def ordinary_set_rank(tiles: Tiles) -> Rank:
    """The rank of a single or an ordinary set; fail with a stable code if it is neither.

    >>> ordinary_set_rank("[6-3][5-4]"), ordinary_set_rank("[2-2]×3")
    (Rank.EARTH_CHIEF, Rank.SISTERS)
    >>> ordinary_set_rank("[5-5][3-3]")
    Traceback (most recent call last):
      ...
    tutor.errors.IllegalPlayError: bagchen.sky-set-not-identical: [5-5][3-3] is not a set: sky tiles combine only as identical copies
    """
    group = as_tiles(tiles)
    written = format_tiles(group)
    if not 1 <= len(group) <= 4:
        raise IllegalPlayError("bagchen.set-size", tiles=written, count=len(group))
    first = group[0]
    if any(t.suit is not first.suit for t in group):
        raise IllegalPlayError("bagchen.set-mixes-suits", tiles=written)
    if first.suit is Suit.SKY and any(t != first for t in group):
        raise IllegalPlayError("bagchen.sky-set-not-identical", tiles=written)
    if first.suit is Suit.EARTH and any(t.rank is not first.rank for t in group):
        raise IllegalPlayError("bagchen.earth-set-unequal-rank", tiles=written)
    return first.rank


def can_form_set(tiles: Tiles) -> bool:
    """Whether the tiles make a single or an ordinary set.

    >>> can_form_set("[6-3][5-4]"), can_form_set("[4-4][5-2]"), can_form_set("[6-2][6-3]")
    (True, False, False)
    """
    try:
        ordinary_set_rank(tiles)
    except (IllegalPlayError, InvalidPositionError):
        return False
    return True


@dataclass(frozen=True)
class Verdict:
    """The answer to "does this follower beat this lead?", with a stable reason code.

    It is truthy when the follower beats.  ``explain`` and ``summary`` put it into words.
    """

    beats: bool
    reason: str
    lead: tuple[Tile, ...] = field(repr=False, compare=False, default=())
    follower: tuple[Tile, ...] = field(repr=False, compare=False, default=())
    lead_rank: Rank | None = field(repr=False, compare=False, default=None)
    follower_rank: Rank | None = field(repr=False, compare=False, default=None)
    lead_kind: Any = field(repr=False, compare=False, default=None)  # a leads.LeadKind
    follower_kind: Any = field(repr=False, compare=False, default=None)

    def __bool__(self) -> bool:
        return self.beats

    def reason_text(self, language: str | None = None) -> str:
        """The reason alone, e.g. ``equal rank (sisters)``."""
        language = reader_language(language)
        lead_rank, follower_rank = self.lead_rank, self.follower_rank
        fields = {
            "lead": format_tiles(self.lead),
            "follower": format_tiles(self.follower),
            "lead_count": len(self.lead),
            "follower_count": len(self.follower),
            "lead_rank": lead_rank.name_in(language) if lead_rank else "",
            "follower_rank": follower_rank.name_in(language) if follower_rank else "",
            "rank": lead_rank.name_in(language) if lead_rank else "",
            "lead_suit": lead_rank.suit.name_in(language) if lead_rank else "",
            "follower_suit": follower_rank.suit.name_in(language) if follower_rank else "",
            "lead_kind": self.lead_kind.name_in(language) if self.lead_kind else "",
            "follower_kind": self.follower_kind.name_in(language) if self.follower_kind else "",
        }
        return gettext(REASONS[self.reason], language).format(**fields)

    def explain(self, language: str | None = None) -> str:
        """A sentence: ``[5-5] does not beat [3-3]: equal rank (sisters)``."""
        language = reader_language(language)
        template = gettext(_BEATS if self.beats else _DOES_NOT_BEAT, language)
        return template.format(
            follower=format_tiles(self.follower), lead=format_tiles(self.lead),
            reason=self.reason_text(language),
        )

    def summary(self, language: str | None = None) -> str:
        """A short answer: ``no — equal rank (sisters)``."""
        language = reader_language(language)
        template = gettext(_YES if self.beats else _NO, language)
        return template.format(reason=self.reason_text(language))
