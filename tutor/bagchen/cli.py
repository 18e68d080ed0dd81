"""Bagchen's commands: ``tutor bagchen beats|lead|points|tile|svg …`` (the ``tutor`` command builds the parser).

>>> from tutor.bagchen.rules import Rules
>>> print(beats({"lead": "[3-3]", "follower": "[5-5]", "point": None}, Rules(), "en").text)
no — equal rank (sisters)
>>> lead({"tiles": "[4-2][2-1]", "point": "2-1", "face_up": None}, Rules(), "en").data
{'legal': True, 'kind': 'bagchen.mother-son', 'size': 2, 'points': 3, 'unbeatable': True, 'reason': None}
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.bagchen.leads import beats as judge
from tutor.bagchen.leads import classify, is_unbeatable
from tutor.bagchen.notation import format_tiles, parse_tiles
from tutor.bagchen.point import Point
from tutor.bagchen.ranking import REASONS
from tutor.bagchen.rules import Rules
from tutor.bagchen.settlement import parse_tricks
from tutor.bagchen.settlement import settle as settle_hand
from tutor.bagchen.svg import tiles_svg
from tutor.bagchen.tiles import Tile
from tutor.errors import IllegalPlayError
from tutor.game import Answer, Argument, Command
from tutor.i18n import N_, gettext
from tutor.notation import read_number

_LEGAL = N_("{tiles}: {kind}, {size} tiles, {points} points; {beatable}")
_UNBEATABLE = N_("nothing can beat it")
_BEATABLE = N_("it can still be beaten")
_ILLEGAL = N_("{tiles}: {reason}")
_POINTS = N_("point {point}: {tiles}")
_MULTIPLIER = N_("multiplier {m}")
_PAYMENT = N_("{payer} pays {payee} {amount}")
_TAKES_ALL = N_("{winner} took all sixteen tricks: all the chips on the table, and the session ends")
_NET = N_("net: {net}")


def beats(args: Mapping[str, Any], rules: Rules, language: str) -> Answer:
    verdict = judge(args["lead"], args["follower"], args["point"], rules)
    data = {"beats": verdict.beats, "reason": verdict.reason, "explanation": verdict.explain(language)}
    return Answer(verdict.summary(language), data)


def lead(args: Mapping[str, Any], rules: Rules, language: str) -> Answer:
    tiles = parse_tiles(args["tiles"])
    point = Point.parse(args["point"]) if args["point"] else None
    face_up = parse_tiles(args["face_up"]) if args["face_up"] else ()
    try:
        found = classify(tiles, point, rules)
    except IllegalPlayError as error:
        reason = gettext(REASONS[error.code], language).format(lead_kind="", follower_kind="")
        text = gettext(_ILLEGAL, language).format(tiles=format_tiles(tiles), reason=reason)
        return Answer(text, {"legal": False, "kind": None, "size": len(tiles), "points": 0,
                             "unbeatable": False, "reason": error.code})
    unbeatable = is_unbeatable(found, point, face_up, rules)
    text = gettext(_LEGAL, language).format(
        tiles=str(found), kind=found.kind.name_in(language), size=found.size, points=found.points,
        beatable=gettext(_UNBEATABLE if unbeatable else _BEATABLE, language))
    return Answer(text, {"legal": True, "kind": found.kind.value, "size": found.size, "points": found.points,
                         "unbeatable": unbeatable, "reason": None})


def points(args: Mapping[str, Any], rules: Rules, language: str) -> Answer:
    point = Point.parse(args["dice"])
    tiles = [str(t) for t in point.tiles]
    return Answer(gettext(_POINTS, language).format(point=point, tiles=format_tiles(point.tiles)), {"tiles": tiles})


def settle(args: Mapping[str, Any], rules: Rules, language: str) -> Answer:
    if args["factor"] is not None:
        rules = rules.replace(jump_factor=Rules.option("jump_factor").kind.parse("jump_factor", args["factor"]))
    jump = 0 if args["jump"] is None else read_number(args["jump"], 0, 6)
    result = settle_hand(parse_tricks(args["tricks"]), args["winner"], jump, rules)
    payments = [{"from": p.payer, "to": p.payee, "amount": p.amount, "reason": p.reason} for p in result.payments]
    lines = [gettext(_MULTIPLIER, language).format(m=result.multiplier)]
    if result.takes_all:
        lines.append(gettext(_TAKES_ALL, language).format(winner=args["winner"]))
    lines += [gettext(_PAYMENT, language).format(payer=p.payer, payee=p.payee, amount=p.amount)
              for p in result.payments]
    lines.append(gettext(_NET, language).format(net=", ".join(f"{s} {v:+d}" for s, v in result.net.items())))
    return Answer("\n".join(lines), {"multiplier": result.multiplier, "payments": payments, "net": result.net,
                                      "takes_all": result.takes_all}, rules)


def tile(args: Mapping[str, Any], rules: Rules, language: str) -> Answer:
    found = Tile.parse(args["tile"])
    fields = {
        "tile": str(found), "suit": found.suit.name_in(language), "rank": found.name(language),
        "level": found.rank.level, "copies": found.copies,
    }
    nickname = found.nickname(language)
    if nickname:
        template = N_("{tile}: {suit}, {rank} (level {level} of 6), {copies} copies in the set; "
                      "the Russian source calls it “{nickname}”")
    else:
        template = N_("{tile}: {suit}, {rank} (level {level} of 6), {copies} copies in the set")
    text = gettext(template, language).format(nickname=nickname, **fields)
    data = {"tile": str(found), "suit": found.suit.value, "rank": found.rank.term_id,
            "level": found.rank.level, "copies": found.copies}
    return Answer(text, data)


def svg(args: Mapping[str, Any], rules: Rules, language: str) -> Answer:
    drawing = tiles_svg(parse_tiles(args["tiles"]), language=language)
    return Answer(str(drawing), {"svg": str(drawing)})


_POINT = Argument("point", N_("the point the dice named, like 6-2"), kind="option", metavar="D-D")

COMMANDS = (
    Command("beats", N_("does FOLLOWER beat LEAD? (tiles like [3-3] or [6-4]x3)"), beats,
            (Argument("lead", N_("the tiles led")), Argument("follower", N_("the tiles played on them")), _POINT)),
    Command("lead", N_("is this a legal lead, of what kind, and can anything beat it?"), lead,
            (Argument("tiles", N_("the tiles led")), _POINT,
             Argument("face_up", N_("the tiles already played face up"), kind="option", metavar="TILES"))),
    Command("points", N_("which four tiles are points for this throw of the dice?"), points,
            (Argument("dice", N_("the throw, like 6-2")),)),
    Command("settle", N_("who pays whom after the last trick, against six tricks each"), settle,
            (Argument("tricks", N_("the tricks of every seat, like N=5,E=2,S=8,W=1"), kind="option",
                      metavar="N=n,E=n,S=n,W=n", required=True),
             Argument("winner", N_("the seat that won the last trick: N, E, S or W"), kind="option", metavar="SEAT",
                      required=True),
             Argument("jump", N_("the points of the closing run (0 to 6; default 0)"), kind="option", metavar="J"),
             Argument("factor", N_("the jump factor (the same as --option jump_factor=F)"), kind="option",
                      metavar="F"))),
    Command("tile", N_("describe one tile"), tile, (Argument("tile", N_("one tile, like [5-5]")),)),
    Command("svg", N_("draw tiles as SVG"), svg, (Argument("tiles", N_("tiles, like [4-2][2-1]")),)),
)
