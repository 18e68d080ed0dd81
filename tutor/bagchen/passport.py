"""The passport holder's leads (spec §1.8, D20–D22): pagat's rules R1–R4, Berkhin's and the Chinese article's.

A player who has won six tricks holds a passport: he pays nothing more, and he may lead only what
the rules in force (``passport_rules``) allow him.  :func:`passport_options` answers for a hand, the
tiles played face up and the rules; :func:`check_passport_lead` refuses a lead with the rule's code.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cached_property

from tutor.bagchen.leads import NEVER_BEATEN, POINT_KINDS, Lead, LeadKind, beater_in
from tutor.bagchen.legal import CHIEFS, HORSE_TILES, SPECIAL, leads_in
from tutor.bagchen.notation import format_tiles
from tutor.bagchen.point import Point
from tutor.bagchen.ranking import as_tiles
from tutor.bagchen.rules import Rules
from tutor.bagchen.terms import GLOSSARY
from tutor.bagchen.tiles import TILE_TYPES, Tile
from tutor.errors import IllegalPlayError


class _Holder:
    """What the passport rules look at: the holder's tiles, every lead they hold, and (asked lazily, it
    costs a search of the unseen tiles) which of those leads nothing unseen can beat."""

    def __init__(self, tiles: tuple[Tile, ...], point: Point | None, face_up: tuple[Tile, ...],
                 rules: Rules) -> None:
        self.tiles, self.point, self.face_up, self.rules = tiles, point, face_up, rules
        self.every = tuple(leads_in(tiles, point, rules))
        self._unbeatable: dict[int, bool] = {}
        self.memo: dict[str, bool | int | None] = {}  # what a passport rule found for every lead at once

    @cached_property
    def rest(self) -> list[Tile]:
        return [t for t in self.tiles if not (self.point and t in self.point)]

    @cached_property
    def has_chiefs(self) -> bool:
        return any(t in CHIEFS for t in self.rest)

    @cached_property
    def unseen(self) -> dict[Tile, int]:
        """How many of each type are not among the tiles played face up (nor, if the rules count them,
        the holder's own), every type listed."""
        pool = {t: t.copies for t in TILE_TYPES}
        seen = self.face_up + self.tiles if self.rules.unbeatable_knowledge == "face_up_plus_own_hand" \
            else self.face_up
        for tile in seen:
            pool[tile] -= 1
        return pool

    def is_unbeatable(self, lead: Lead) -> bool:
        if id(lead) not in self._unbeatable:
            # a_beater(lead, point, face_up, rules, own tiles less the lead), with the unseen tiles counted once
            if lead.kind in NEVER_BEATEN:
                self._unbeatable[id(lead)] = True
            else:
                pool = dict(self.unseen)
                if self.rules.unbeatable_knowledge != "face_up_plus_own_hand":
                    for tile in lead.tiles:  # else the lead is among the holder's own tiles, already counted
                        pool[tile] -= 1
                self._unbeatable[id(lead)] = beater_in(lead, self.point, pool) is None
        return self._unbeatable[id(lead)]

    @cached_property
    def any_unbeatable(self) -> bool:
        return any(self.is_unbeatable(x) for x in self.every)

    def remainder(self, lead: Lead) -> list[Tile]:
        rest = list(self.tiles)
        for t in lead.tiles:
            rest.remove(t)
        return rest


def _sky_set(lead: Lead, lowest: int = 1) -> bool:
    """A sky set whose rank is above level ``lowest - 1`` (level 1 is the people)."""
    return lead.kind is LeadKind.SKY_SET and lead.rank is not None and lead.rank.level >= lowest


def _pagat(h: _Holder, lead: Lead) -> bool:
    if h.is_unbeatable(lead) or lead.kind is LeadKind.MIXED_MINISTERS or _sky_set(lead, 2):
        return True  # R1a, R1b, R1c
    if len(h.rest) < len(h.tiles) and sorted(h.rest, key=lambda t: t.order) == list(lead.tiles):
        return True  # R1d: only points plus exactly this one tile or combination
    if not h.has_chiefs and (lead.kind in (LeadKind.MARE, LeadKind.DOUBLE_MARE) or _sky_set(lead)):
        return True  # R2
    if lead.kind is not LeadKind.EARTH_SET:
        return False
    if "pagat" not in h.memo:  # the same for every lead of this holder: asked once
        h.memo["pagat"] = (not any(x.kind in SPECIAL or x.kind is LeadKind.SKY_SET for x in h.every)
                           and not h.any_unbeatable)
    return bool(h.memo["pagat"])


def _berkhin(h: _Holder, lead: Lead) -> bool:
    """Berkhin's list (000: «Если у игрока, набравшего паспорт, на руках есть шефы …»): unbeatable tiles and
    combinations, special combinations, any triple or quadruple (an ordinary set of three or four, sky or
    earth: spec §6 Q11), and sky pairs, from the sisters up while he holds chiefs.  Mixed ministers are not on
    it.  With chiefs and nothing listed he must lead his chiefs (unbeatable, so listed).  Without chiefs and
    nothing listed he may lead an earth pair («он может сделать заход парой земли»); if he has no earth pair
    either, but still a combination (mixed ministers are the only kind left), the text is silent: he leads
    that combination, as a holder with chiefs leads his chiefs.  With no combination at all, see
    :func:`passport_options`."""
    def listed(x: Lead) -> bool:
        ordinary = x.kind in (LeadKind.SKY_SET, LeadKind.EARTH_SET)
        sky_pair = x.size == 2 and _sky_set(x, 2 if h.has_chiefs else 1)  # with chiefs: from sisters up
        return h.is_unbeatable(x) or x.kind in SPECIAL or (ordinary and x.size in (3, 4)) or sky_pair
    if listed(lead):
        return True
    if h.has_chiefs:
        return False  # "he must lead his chiefs": they are unbeatable, so listed
    if "berkhin" not in h.memo:  # the same for every lead of this holder: asked once
        h.memo["berkhin"] = any(listed(x) for x in h.every)
        h.memo["berkhin-earth-pair"] = any(_earth_pair(x) for x in h.every)
    if h.memo["berkhin"]:
        return False
    if h.memo["berkhin-earth-pair"]:
        return _earth_pair(lead)
    return lead.kind is not LeadKind.SINGLE  # no earth pair: his remaining combinations (the text is silent)


def _earth_pair(lead: Lead) -> bool:
    return lead.kind is LeadKind.EARTH_SET and lead.size == 2


#: The Chinese article's 至尊 (a point set, mother and son, the double) and 马 (every horse): its second tier.
SUPREMES_AND_HORSES = POINT_KINDS | SPECIAL


def _supremes_and_horses(h: _Holder, tiles: tuple[Tile, ...]) -> bool:
    """Whether ``tiles`` (in display order, at least one) split wholly into 至尊 and 马 leads."""
    if not tiles or not all((h.point and t in h.point) or t in HORSE_TILES for t in tiles):
        return False  # the quick answer for nearly every hand: some tile is neither a point nor a horse's
    key = "zh:" + format_tiles(tiles)
    if key not in h.memo:
        h.memo[key] = False
        for x in leads_in(tiles, h.point, h.rules):
            if x.kind in SUPREMES_AND_HORSES and tiles[0] in x.tiles:  # the lead that holds the first tile
                rest = list(tiles)
                for t in x.tiles:
                    rest.remove(t)
                if not rest or _supremes_and_horses(h, tuple(rest)):
                    h.memo[key] = True
                    break
    return bool(h.memo[key])


def _zh(h: _Holder, lead: Lead) -> bool:
    """The Chinese article's four tiers (通行证规则): the first tier the hand can play is the one he must
    play from.  (1) 大牌: whatever the face-up tiles show nothing can beat (明面最大), but not a 至尊 or a
    马, which the article lists in (2); sky sets above the people; mixed ministers.  (2) people sets,
    any 至尊 (point sets, mother and son) or 马 (horses), and, when all he holds besides is 至尊 or 马,
    his one remaining tile or combination, whatever its size.  (3) earth sets.  (4) the hand shown,
    and a single (see :func:`passport_options`)."""
    tiers: tuple[Callable[[Lead], bool], ...] = (
        lambda x: ((x.kind not in SUPREMES_AND_HORSES and h.is_unbeatable(x)) or _sky_set(x, 2)
                   or x.kind is LeadKind.MIXED_MINISTERS),
        lambda x: (x.kind is LeadKind.SKY_SET or x.kind in SUPREMES_AND_HORSES
                   or _supremes_and_horses(h, tuple(h.remainder(x)))),
        lambda x: x.kind is LeadKind.EARTH_SET,
    )
    if "zh" not in h.memo:  # the first tier the hand can play is the one he must play from (asked once)
        h.memo["zh"] = next((i for i, tier in enumerate(tiers) if any(tier(x) for x in h.every)), None)
    first = h.memo["zh"]
    return first is not None and tiers[first](lead)


_PASSPORT_RULES = {"pagat": _pagat, "berkhin": _berkhin, "zh": _zh}

def passport_options(tiles: str | Sequence[Tile], point: Point | str | None = None, face_up: str | Sequence[Tile] = (),
                     rules: Rules | None = None) -> tuple[list[Lead], bool]:
    """The leads a passport holder with ``tiles`` may make, with ``face_up`` tiles played, under ``rules``
    (``passport_rules`` picks pagat's, Berkhin's or the Chinese article's), and whether he must first throw
    the dice for the suit of a single (rule R4: nothing else allowed, and tiles of both suits).

    >>> leads, must_throw = passport_options("[6-6][6-5][6-5][2-1]")  # TV-PP06
    >>> [str(lead) for lead in leads], must_throw
    (['[6-6]'], False)
    >>> passport_options("[3-1][5-2]")[1]  # TV-PP05: expose the hand and throw for the suit
    True
    """
    held = tuple(sorted(as_tiles(tiles), key=lambda t: t.order))
    point = Point.parse(point) if isinstance(point, str) else point
    holder = _Holder(held, point, as_tiles(face_up) if face_up else (), rules or Rules())
    allows = _PASSPORT_RULES[holder.rules.passport_rules]
    allowed = [lead for lead in holder.every if allows(holder, lead)]
    if allowed:
        return allowed, False
    if len({t.suit for t in held}) == 1 and holder.rules.passport_rules == "berkhin":
        return list(holder.every), False  # Berkhin: all of one suit, "any lead he likes"
    singles = [lead for lead in holder.every if lead.kind is LeadKind.SINGLE]
    return singles, len({t.suit for t in held}) > 1



def check_passport_lead(allowed: list[Lead], must_throw: bool, lead: Lead, throw: Point | None,
                        rules: Rules) -> None:
    """Refuse ``lead`` unless it is among the ``allowed`` leads (:func:`passport_options`); when the holder
    had to throw the dice for the suit (rule R4), the lead must be a single of the suit ``throw`` names."""
    if lead.tiles not in {a.tiles for a in allowed}:
        raise IllegalPlayError("bagchen.passport-lead", tiles=str(lead), rules=rules.passport_rules)
    if must_throw:
        if throw is None:
            raise IllegalPlayError("bagchen.passport-throw")
        if lead.tiles[0].suit is not throw.named.suit:
            raise IllegalPlayError("bagchen.passport-suit", tiles=str(lead),
                                   suit=GLOSSARY[throw.named.suit.term_id].text)


def passport_reason(tiles: str | Sequence[Tile], lead: Lead, point: Point | str | None = None,
                    face_up: str | Sequence[Tile] = (), rules: Rules | None = None) -> str:
    """The clause of the passport rules in force that lets a holder of ``tiles`` lead ``lead``, one of the
    leads :func:`passport_options` allows him (not one he may make only after throwing for the suit).

    Pagat's: ``unbeatable`` (R1a), ``mixed-ministers`` (R1b), ``sky-set`` (R1c), ``all-left`` (R1d),
    ``no-chief`` (R2), ``earth-set`` (R3).  Berkhin's: ``unbeatable``, ``special``, ``mixed-ministers``,
    ``three-or-four``, ``sky-pair`` (his list), ``earth-pair`` (nothing on it), ``one-suit``.  The
    Chinese article's: ``step-1``, ``step-2``, ``step-3`` (the first step of its order the tiles reach).
    When nothing else is open, a single of his one suit: ``single``.

    >>> from tutor.bagchen.leads import classify
    >>> passport_reason("[6-6][6-5][6-5][2-1]", classify("[6-6]"))  # TV-PP06
    'unbeatable'
    """
    held = tuple(sorted(as_tiles(tiles), key=lambda t: t.order))
    point = Point.parse(point) if isinstance(point, str) else point
    h = _Holder(held, point, as_tiles(face_up) if face_up else (), rules or Rules())
    lead = next(x for x in h.every if x.tiles == lead.tiles)  # the holder's own lead object (is_unbeatable keys on it)
    allowed = _PASSPORT_RULES[h.rules.passport_rules](h, lead)
    if h.rules.passport_rules == "zh":
        if allowed:
            return f"step-{int(h.memo['zh'] or 0) + 1}"
    elif h.rules.passport_rules == "berkhin":
        if not allowed:
            if len({t.suit for t in held}) == 1:
                return "one-suit"
        elif h.is_unbeatable(lead):
            return "unbeatable"
        elif lead.kind in SPECIAL:
            return "special"
        elif lead.kind is LeadKind.MIXED_MINISTERS:
            return "mixed-ministers"
        elif lead.size in (3, 4):
            return "three-or-four"
        elif lead.kind is LeadKind.SKY_SET:
            return "sky-pair"
        else:
            return "earth-pair"
    elif allowed:
        if h.is_unbeatable(lead):
            return "unbeatable"
        if lead.kind is LeadKind.MIXED_MINISTERS:
            return "mixed-ministers"
        if _sky_set(lead, 2):
            return "sky-set"
        if len(h.rest) < len(h.tiles) and sorted(h.rest, key=lambda t: t.order) == list(lead.tiles):
            return "all-left"
        return "no-chief" if lead.kind is not LeadKind.EARTH_SET else "earth-set"
    if lead.kind is LeadKind.SINGLE and len({t.suit for t in held}) == 1:
        return "single"  # nothing else is open (R4), and with one suit there is nothing to throw for
    raise ValueError(f"{lead} is not a lead the passport rules allow a holder of {format_tiles(held)}")
