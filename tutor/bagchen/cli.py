"""Bagchen's commands: ``tutor bagchen beats|tile|svg …`` (the ``tutor`` command builds the parser).

>>> from tutor.bagchen.rules import Rules
>>> print(beats({"lead": "[3-3]", "follower": "[5-5]"}, Rules(), "en").text)
no — equal rank (sisters)
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.bagchen.notation import parse_tiles
from tutor.bagchen.ranking import beats as judge
from tutor.bagchen.rules import Rules
from tutor.bagchen.svg import tiles_svg
from tutor.bagchen.tiles import Tile
from tutor.game import Answer, Argument, Command
from tutor.i18n import N_, gettext


def beats(args: Mapping[str, str], rules: Rules, language: str) -> Answer:
    verdict = judge(args["lead"], args["follower"])
    data = {"beats": verdict.beats, "reason": verdict.reason, "explanation": verdict.explain(language)}
    return Answer(verdict.summary(language), data)


def tile(args: Mapping[str, str], rules: Rules, language: str) -> Answer:
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


def svg(args: Mapping[str, str], rules: Rules, language: str) -> Answer:
    drawing = tiles_svg(parse_tiles(args["tiles"]), language=language)
    return Answer(str(drawing), {"svg": str(drawing)})


COMMANDS = (
    Command("beats", N_("does FOLLOWER beat LEAD? (tiles like [3-3] or [6-4]x3)"), beats,
            (Argument("lead", N_("the tiles led")), Argument("follower", N_("the tiles played on them")))),
    Command("tile", N_("describe one tile"), tile, (Argument("tile", N_("one tile, like [5-5]")),)),
    Command("svg", N_("draw tiles as SVG"), svg, (Argument("tiles", N_("tiles, like [4-2][2-1]")),)),
)
