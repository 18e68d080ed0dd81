"""Bagchen puzzle kinds (see :mod:`tutor.puzzles`).

- ``bagchen.beaters``: options ``lead`` and ``choices`` (tile lists separated by
  spaces); the learner ticks every choice that beats the lead.
- ``bagchen.set-partners``: options ``tile`` and ``choices`` (single tiles); the
  learner ticks every tile that may form a set with ``tile``.
- ``bagchen.top-rank``: option ``choices`` (single tiles of one suit); the learner
  picks the one of highest rank.
- ``bagchen.legal-leads``: options ``choices`` (tile groups) and ``point`` (a throw,
  optional); the learner ticks every group that is a legal lead.
- ``bagchen.points``: options ``dice`` and ``choices`` (single tiles); the learner
  ticks every tile that is a point for that throw.
- ``bagchen.unbeatable``: options ``choices`` (leads), ``point`` and ``face_up``
  (optional); the learner ticks every lead that nothing still unseen can beat.

- ``bagchen.settlement``: options ``tricks`` (``N=5,E=2,S=8,W=1``), ``winner``,
  ``jump`` (optional), ``seat`` and ``choices`` (signed numbers); the learner picks
  the seat's balance after the settlement.

- ``bagchen.passport``: options ``hand`` (the holder's tiles), ``choices`` (leads),
  ``point`` and ``face_up`` (optional); the learner ticks every lead he may make.
- ``bagchen.trick-winner``: options ``trick`` (the four plays, as in a hand's record)
  and ``point`` (optional); the learner picks the seat that wins the trick.

``bagchen.beaters`` also takes an optional ``point``.

>>> from tutor.bagchen.puzzles import set_partners
>>> from tutor.bagchen.rules import Rules
>>> p = set_partners({"tile": "[6-3]", "choices": "[5-4] [6-2] [6-3]"}, Rules(), "en")
>>> p.answer, p.choices[1].explanation
(('[5-4]', '[6-3]'), '[6-3][6-2]: not a set: earth tiles combine only at equal rank')
"""

from __future__ import annotations

import functools
from collections.abc import Mapping

from tutor.bagchen.hand import Hand, Trick
from tutor.bagchen.leads import Lead, LeadKind, a_beater, beats, classify
from tutor.bagchen.legal import CHIEFS
from tutor.bagchen.notation import format_tiles, parse_tiles
from tutor.bagchen.passport import passport_options, passport_reason
from tutor.bagchen.point import Point
from tutor.bagchen.ranking import REASONS, ordinary_set_rank
from tutor.bagchen.record import format_record, parse_record
from tutor.bagchen.rules import Rules
from tutor.bagchen.settlement import SEATS, parse_tricks, settle
from tutor.bagchen.svg import tiles_svg, trick_svg
from tutor.bagchen.tiles import Tile
from tutor.errors import IllegalPlayError, TutorError
from tutor.i18n import COMMA, N_, gettext
from tutor.makers import Maker
from tutor.notation import read_number
from tutor.puzzles import Choice, Puzzle, option

# the words above a puzzle's drawing
_LEAD, _TILE, _FACE_UP, _HAND, _TRICK = N_("Lead"), N_("Tile"), N_("Face up"), N_("Hand"), N_("Trick")
_IS_SET = N_("{tiles}: an ordinary set ({rank})")
_NOT_SET = N_("{tiles}: {reason}")
_LEGAL = N_("{tiles}: a legal lead ({kind})")
_POINT = N_("{tile} is a point for the throw {dice}")
_NOT_POINT = N_("{tile} is not a point for the throw {dice}, whose points are {points}")
_NEVER_BEATEN = N_("{tiles}: nothing can beat it, whatever has been played ({kind})")
_NO_LONGER = N_("{tiles}: only tiles like {beater} could beat it, and too few of them are left unseen once "
                "these tiles are face up")
_BEATABLE = N_("{tiles} can still be beaten, for example by {beater}")
_SHORT = N_("{seat} won {tricks} of the 16 tricks, {missing} short of six: pays {winner} {m} × {missing} = {amount}, "
            "so the balance is {net}")
_OVER = N_("{seat} won {tricks} of the 16 tricks, {extra} over six: {winner} pays {m} × {extra} = {amount}, "
           "so the balance is {net}")
_SIX = N_("{seat} won six of the 16 tricks: nothing to pay or receive")
_WINNER = N_("{seat} won the last trick and {tricks} of the 16 tricks: balance {m} × (2 + {tricks}) = {net}")
_SIXTEEN = N_("{seat} took all sixteen tricks and takes all the chips the others have on the table: balance {net}")
_SIXTEEN_LOST = N_("{winner} took all sixteen tricks and takes all the chips {seat} has on the table: balance {net}")
_NOT_BALANCE = N_("{value} is not the balance of {seat} after this hand. {right}")
_NOT_SET_BUT_LEAD = N_("{tiles}: {reason}; but the two may be led together as {kind}, a combination with "
                       "rules of its own")
# the passport puzzles name the source whose rules are in force, in words
_RULES_NAME = {"pagat": N_("pagat's rules"), "berkhin": N_("Berkhin's rules"), "zh": N_("the Chinese article's rules")}
_MAY = N_("{tiles}: a passport holder with these tiles may lead it ({rules}): {why}")
#: why the passport rules allow a lead: the clause that opens it (:func:`~tutor.bagchen.passport.passport_reason`)
_ALLOWED_BY = {
    "unbeatable": N_("nothing still unseen can beat it"),
    "mixed-ministers": N_("mixed ministers are always open to him"),
    "sky-set": N_("a sky set above the people is always open to him"),
    "all-left": N_("besides his points it is all he holds"),
    "no-chief": N_("he holds no chief, so the mare, the double mare and sky sets of the people are open to him"),
    "earth-set": N_("he holds no horse, no mother and son, no sky set and nothing unbeatable, so earth sets are "
                    "open to him"),
    "special": N_("horses and mother and son are on Berkhin's list"),
    "three-or-four": N_("sets of three or four are on Berkhin's list"),
    "sky-pair": N_("a sky pair is on Berkhin's list (from the sisters up while he holds a chief)"),
    "earth-pair": N_("nothing on Berkhin's list is in his tiles, so a pair of earth tiles is open to him"),
    "one-suit": N_("all his tiles are of one suit, so he may lead whatever he likes"),
    "step-1": N_("it is on the first step of the article's order: what nothing can beat, sky sets above the "
                 "people, mixed ministers"),
    "step-2": N_("his tiles reach the article's second step first: sets of the people, points, mother and son, "
                 "horses, or all he holds besides them"),
    "step-3": N_("his tiles reach the article's third step first: earth sets"),
    "single": N_("nothing else is open to him, so he leads a single, and with tiles of one suit only he need not "
                 "throw the dice for it"),
}
_MAY_AFTER_THROW = N_("{tiles}: only after exposing his tiles and throwing the dice for the suit")
_NOT_WITH_CHIEF = N_("{tiles}: not allowed ({rules}): he still holds a chief ({chiefs}), and the mare, the double "
                     "mare and sets of the people are open only to a passport holder without chiefs")
_NOT_WITH_CHIEF_BERKHIN = N_("{tiles}: not allowed ({rules}): a passport holder with chiefs may lead only what "
                             "nothing can beat, horses, mother and son, sets of three or four and sky pairs "
                             "from the sisters up; mixed ministers are not on Berkhin's list")
_NOT_YET = N_("{tiles}: not allowed ({rules}): a lead of this kind ({kind}) is open only when nothing from an "
              "earlier step of the passport rules is left, and he still has {allowed}")
_NOT_TIER = N_("{tiles}: not allowed ({rules}): he must lead from the first step of the article's order his "
               "tiles reach, and his tiles reach the step of {allowed}")
_WINS = N_("{seat} wins: {tiles} lies face up on top")
_WINS_ALONE = N_("{seat} wins: everyone else played face down")
_LOSES_DOWN = N_("{seat} played face down, and face-down tiles never win a trick; {right}")
_LOSES_BEATEN = N_("{seat} played {tiles} face up, but {top} was laid on it later; {right}")
_LOSES_LED_DOWN = N_("{seat} led face down (charity), and someone beat it; {right}")
_TOP = N_("{tile} ranks highest here ({rank})")
_NOT_TOP = N_("{tile} ranks below {top} ({rank} under {top_rank})")

FIGURE_SIZE = 30.0  # CSS pixels per tile in a choice


def _choices(options: Mapping[str, str]) -> list[tuple[Tile, ...]]:
    return [parse_tiles(text) for text in option(options, "choices").split()]


def _choice(group: tuple[Tile, ...], correct: bool, explanation: str, language: str) -> Choice:
    return Choice(format_tiles(group), correct, explanation, choice_figure(tuple(group), language))


@functools.lru_cache(maxsize=1024)
def choice_figure(group: tuple[Tile, ...], language: str) -> str:
    """A choice's drawing, remembered: the practice themes (:mod:`tutor.bagchen.practice`) draw the same
    few tiles and sets again and again."""
    return str(tiles_svg(group, language=language, size=FIGURE_SIZE))


def _point(options: Mapping[str, str]) -> Point | None:
    return Point.parse(options["point"]) if options.get("point") else None


def _reason(error: IllegalPlayError, language: str) -> str:
    return gettext(REASONS[error.code], language)


def beaters(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    lead = classify(parse_tiles(option(options, "lead")), _point(options), rules)  # illegal: a page error
    choices = []
    for group in _choices(options):
        verdict = beats(lead, group, lead.point, rules)
        choices.append(_choice(group, verdict.beats, verdict.explain(language), language))
    return Puzzle("bagchen.beaters", "all", tuple(choices),
                  tiles_svg(lead.tiles, language=language, size=48), str(lead), gettext(_LEAD, language))


def set_partners(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    tile = Tile.parse(option(options, "tile"))  # exactly one tile, or a coded notation error
    choices = []
    for group in _choices(options):
        written = format_tiles((tile, *group))
        try:
            rank = ordinary_set_rank((tile, *group))
        except IllegalPlayError as error:
            reason = _reason(error, language)
            try:  # a combination of its own (mixed ministers, chiefs, horses) is a lead, but not an ordinary set
                other = classify((tile, *group), None, rules)
            except IllegalPlayError:
                text = gettext(_NOT_SET, language).format(tiles=written, reason=reason)
            else:
                text = gettext(_NOT_SET_BUT_LEAD, language).format(tiles=written, reason=reason,
                                                                  kind=other.kind.name_in(language))
            choices.append(_choice(group, False, text, language))
        else:
            choices.append(_choice(group, True, gettext(_IS_SET, language).format(
                tiles=written, rank=rank.name_in(language)), language))
    return Puzzle("bagchen.set-partners", "all", tuple(choices),
                  tiles_svg((tile,), language=language, size=48), str(tile), gettext(_TILE, language))


def top_rank(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    # single tiles only: a list here would otherwise be cut to its first tile without a word
    tiles = [Tile.parse(text) for text in option(options, "choices").split()]
    top = max(tiles, key=lambda t: t.rank.level)
    # ranks compare only inside a suit, and a tie at the top leaves no single answer
    if len({t.suit for t in tiles}) != 1 or sum(t.rank is top.rank for t in tiles) != 1:
        raise TutorError("tutor.puzzle-ambiguous", kind="bagchen.top-rank")
    choices = []
    for tile in tiles:
        fields = {"tile": str(tile), "top": str(top), "rank": tile.rank.name_in(language),
                  "top_rank": top.rank.name_in(language)}
        if tile == top:
            text, correct = gettext(_TOP, language), True
        else:
            text, correct = gettext(_NOT_TOP, language), False
        choices.append(_choice((tile,), correct, text.format(**fields), language))
    return Puzzle("bagchen.top-rank", "one", tuple(choices))


def legal_leads(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    point = _point(options)
    choices = []
    for group in _choices(options):
        try:
            lead = classify(group, point, rules)
        except IllegalPlayError as error:
            text = gettext(_NOT_SET, language).format(tiles=format_tiles(group), reason=_reason(error, language))
            choices.append(_choice(group, False, text, language))
        else:
            text = gettext(_LEGAL, language).format(tiles=str(lead), kind=lead.kind.name_in(language))
            choices.append(_choice(group, True, text, language))
    return Puzzle("bagchen.legal-leads", "all", tuple(choices))


def points(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    point = Point.parse(option(options, "dice"))
    written = format_tiles(point.tiles)
    choices = []
    for text in option(options, "choices").split():
        tile = Tile.parse(text)
        template = _POINT if tile in point else _NOT_POINT
        explanation = gettext(template, language).format(tile=str(tile), dice=str(point), points=written)
        choices.append(_choice((tile,), tile in point, explanation, language))
    return Puzzle("bagchen.points", "all", tuple(choices))


def unbeatable(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    point = _point(options)
    face_up = parse_tiles(options["face_up"]) if options.get("face_up") else ()
    choices = []
    for group in _choices(options):
        lead = classify(group, point, rules)  # a puzzle about an illegal lead is a page error
        beater = a_beater(lead, point, face_up, rules)
        if beater is None:
            before = a_beater(lead, point, (), rules)  # with nothing face up yet
            if before is None:
                text = gettext(_NEVER_BEATEN, language).format(tiles=str(lead), kind=lead.kind.name_in(language))
            else:
                text = gettext(_NO_LONGER, language).format(tiles=str(lead), beater=format_tiles(before))
        else:
            text = gettext(_BEATABLE, language).format(tiles=str(lead), beater=format_tiles(beater))
        choices.append(_choice(group, beater is None, text, language))
    figure = tiles_svg(face_up, language=language, size=30) if face_up else ""
    return Puzzle("bagchen.unbeatable", "all", tuple(choices), figure, format_tiles(face_up) if face_up else "",
                  gettext(_FACE_UP, language))


def settlement(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    tricks = parse_tricks(option(options, "tricks"))
    winner, seat = option(options, "winner"), option(options, "seat")
    jump = read_number(options.get("jump") or "0", 0, 6)
    result = settle(tricks, winner, jump, rules)
    if seat not in SEATS:
        raise TutorError("bagchen.unknown-seat", seat=seat)
    net, t, m = result.net[seat], tricks[seat], result.multiplier
    fields = {"seat": seat, "tricks": t, "winner": winner, "m": m, "net": f"{net:+d}", "amount": abs(net),
              "missing": 6 - t, "extra": t - 6}
    if result.takes_all:
        template = _SIXTEEN if seat == winner else _SIXTEEN_LOST
    elif seat == winner:
        template = _WINNER
    else:
        template = _SHORT if t < 6 else _OVER if t > 6 else _SIX
    right = gettext(template, language).format(**fields)
    choices = []
    for text in option(options, "choices").split():
        value = read_number(text, -999, 999)
        wrong = gettext(_NOT_BALANCE, language).format(value=f"{value:+d}", seat=seat, right=right)
        choices.append(Choice(f"{value:+d}", value == net, right if value == net else wrong))
    return Puzzle("bagchen.settlement", "one", tuple(choices))


def _passport_refusal(group: tuple[Tile, ...], hand: tuple[Tile, ...], allowed: list[Lead], point: Point | None,
                      rules: Rules, language: str) -> str:
    """Why a passport holder with ``hand`` may not lead ``group``: the rule that closes it."""
    fields = {"tiles": format_tiles(group), "rules": gettext(_RULES_NAME[rules.passport_rules], language),
              "allowed": COMMA[language].join(str(lead) for lead in allowed)}
    try:
        lead = classify(group, point, rules)
    except IllegalPlayError as error:
        return gettext(_NOT_SET, language).format(tiles=format_tiles(group), reason=_reason(error, language))
    fields["kind"] = lead.kind.name_in(language)
    chiefs = [t for t in hand if t in CHIEFS and not (point and t in point)]
    chief = bool(chiefs)
    fields["chiefs"] = format_tiles(chiefs)
    if rules.passport_rules == "zh":
        return gettext(_NOT_TIER, language).format(**fields)
    if chief and rules.passport_rules == "berkhin":
        return gettext(_NOT_WITH_CHIEF_BERKHIN, language).format(**fields)
    if chief and (lead.kind in (LeadKind.MARE, LeadKind.DOUBLE_MARE) or lead.kind is LeadKind.SKY_SET):
        return gettext(_NOT_WITH_CHIEF, language).format(**fields)
    return gettext(_NOT_YET, language).format(**fields)


def passport(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    hand = parse_tiles(option(options, "hand"))
    point = _point(options)
    face_up = parse_tiles(options["face_up"]) if options.get("face_up") else ()
    allowed, must_throw = passport_options(hand, point, face_up, rules)
    written = {format_tiles(sorted(lead.tiles, key=lambda t: t.order)): lead for lead in allowed}
    choices = []
    for group in _choices(options):
        key = format_tiles(sorted(group, key=lambda t: t.order))
        ok = key in written
        if ok and must_throw:
            text = gettext(_MAY_AFTER_THROW, language).format(tiles=format_tiles(group))
        elif ok:
            why = passport_reason(hand, written[key], point, face_up, rules)
            text = gettext(_MAY, language).format(tiles=format_tiles(group), why=gettext(_ALLOWED_BY[why], language),
                                                  rules=gettext(_RULES_NAME[rules.passport_rules], language))
        else:
            text = _passport_refusal(group, hand, allowed, point, rules, language)
        choices.append(_choice(group, ok, text, language))
    return Puzzle("bagchen.passport", "all", tuple(choices), tiles_svg(hand, language=language, size=30),
                  format_tiles(hand), gettext(_HAND, language))


def _loses(trick: Trick, seat: str, right: str, language: str) -> str:
    """Why ``seat`` does not win ``trick``: it played face down, or its face-up tiles were beaten."""
    play = next(p for p in trick.plays if p.seat == seat)
    if not play.face_up:
        template = _LOSES_LED_DOWN if play is trick.plays[0] else _LOSES_DOWN
        return gettext(template, language).format(seat=seat, right=right)
    top = trick.top
    assert top is not None  # someone else is on top of this face-up play
    return gettext(_LOSES_BEATEN, language).format(seat=seat, tiles=format_tiles(play.tiles),
                                                  top=format_tiles(top.tiles), right=right)


def trick_winner(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    plays = parse_record(option(options, "trick"))
    hand = Hand.around(plays, _point(options) or Point.parse("1-1"), rules)  # checks every play
    trick = hand.tricks[0]
    top = trick.top
    if top is None:
        right = gettext(_WINS_ALONE, language).format(seat=trick.winner)
    else:
        right = gettext(_WINS, language).format(seat=trick.winner, tiles=format_tiles(top.tiles))
    choices = tuple(Choice(seat, seat == trick.winner,
                           right if seat == trick.winner else _loses(trick, seat, right, language))
                    for seat in SEATS)
    figure = trick_svg([p.as_seen() for p in trick.plays], language=language)
    return Puzzle("bagchen.trick-winner", "one", choices, figure, format_record(trick.plays), gettext(_TRICK, language))


KINDS: dict[str, Maker[Puzzle]] = {
    "bagchen.beaters": Maker(beaters, ("lead", "choices", "point")),
    "bagchen.legal-leads": Maker(legal_leads, ("choices", "point")),
    "bagchen.points": Maker(points, ("dice", "choices")),
    "bagchen.unbeatable": Maker(unbeatable, ("choices", "point", "face_up")),
    "bagchen.settlement": Maker(settlement, ("tricks", "winner", "jump", "seat", "choices")),
    "bagchen.passport": Maker(passport, ("hand", "choices", "point", "face_up")),
    "bagchen.trick-winner": Maker(trick_winner, ("trick", "point")),
    "bagchen.set-partners": Maker(set_partners, ("tile", "choices")),
    "bagchen.top-rank": Maker(top_rank, ("choices",)),
}
