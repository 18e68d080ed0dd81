"""Bagchen figures for pages (see :mod:`tutor.figures`).

- ``bagchen.rank-table`` (option ``suit``: sky or earth): one row per rank, top
  first, with every tile type of the rank drawn, the copies and the Russian
  source's names.
- ``bagchen.tiles`` (option ``tiles``): tiles drawn side by side.
- ``bagchen.trick`` (option ``trick``: the plays of one trick, as in a hand's record): the trick as it
  lies on the table, one row per seat, tiles played face down drawn from the back.
- ``bagchen.dice-words``: the masang words for the dice totals 2 to 12, with the throws of each
  (and, outside the Russian page, the words as Berkhin's text spells them).

>>> from tutor.bagchen.figures import rank_table
>>> from tutor.bagchen.rules import Rules
>>> table = rank_table({"suit": "sky"}, Rules(), "zh_CN")
>>> [row[1] for row in table.rows]
['天皇', '天僧', '喇嘛', '天鹅', '天女', '天民']
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.bagchen.hand import Hand
from tutor.bagchen.notation import WORD_JOINER, parse_tiles, unbreakable
from tutor.bagchen.record import parse_record
from tutor.bagchen.rules import Rules
from tutor.bagchen.settlement import parse_tricks, settle
from tutor.bagchen.svg import settlement_svg, tiles_svg, trick_svg
from tutor.bagchen.terms import GLOSSARY
from tutor.bagchen.tiles import Rank, Suit
from tutor.errors import TutorError
from tutor.figures import Cell, Figure, Table
from tutor.i18n import COMMA, N_, gettext
from tutor.makers import Maker
from tutor.notation import read_number
from tutor.puzzles import option
from tutor.svg import SvgImage

_HEADER = (N_("Level"), N_("Rank"), N_("Tiles"), N_("Copies of each"),
           N_("Names in the Russian source"))


def rank_table(options: Mapping[str, str], rules: Rules, language: str) -> Table:
    value = option(options, "suit")
    try:
        suit = Suit(value)
    except ValueError:
        raise TutorError("tutor.bad-option", option="suit", value=value,
                         choices="sky, earth") from None
    rows: list[tuple[Cell, ...]] = []
    for rank in Rank:
        if rank.suit is not suit:
            continue
        tiles = rank.tiles
        # a tile and its name stay on one line, and a tile code never breaks (see notation.unbreakable)
        nicknames = ", ".join(
            unbreakable(f"{t}\u00a0{t.nickname(language)}") for t in tiles if t.nickname(language))
        rows.append((
            str(rank.level), rank.name_in(language), tiles_svg(tiles, language=language, size=30),
            str(tiles[0].copies), nicknames or "—",
        ))
    header = tuple(gettext(h, language) for h in _HEADER)
    return Table(header, tuple(rows))


_DICE_HEADER = (N_("Dice total"), N_("Word"), N_("In Berkhin's text"), N_("Throws"))


def dice_words(options: Mapping[str, str], rules: Rules, language: str) -> Table:
    """``bagchen.dice-words``: one row per dice total, its masang word and the throws that make it.

    >>> [row[1] for row in dice_words({}, Rules(), "en").rows][:3], dice_words({}, Rules(), "en").rows[5][3].replace("\u2060", "")
    (['para', 'suk', 'dzik'], '6-1, 5-2, 4-3')

    A throw never breaks at its hyphen on a narrow screen (a word joiner follows it).
    """
    russian = language.startswith("ru")
    rows: list[tuple[Cell, ...]] = []
    for total in range(2, 13):
        term = GLOSSARY[f"bagchen.dice-{total}"]
        throws = COMMA[language].join(f"{a}-{WORD_JOINER}{total - a}" for a in range(6, 0, -1) if 1 <= total - a <= a)
        cells = (str(total), term.name(language), term.name("ru"), throws)
        rows.append(cells[:2] + cells[3:] if russian else cells)
    header = tuple(gettext(h, language) for h in _DICE_HEADER)
    return Table(header[:2] + header[3:] if russian else header, tuple(rows))


def tiles(options: Mapping[str, str], rules: Rules, language: str) -> SvgImage:
    return tiles_svg(parse_tiles(option(options, "tiles")), language=language, size=40)


def trick(options: Mapping[str, str], rules: Rules, language: str) -> SvgImage:
    """``bagchen.trick``: one trick drawn (every play checked by the engine; option ``point``, else 1-1)."""
    plays = parse_record(option(options, "trick"))
    played = Hand.around(plays, options.get("point") or "1-1", rules).tricks[0]
    return trick_svg([p.as_seen() for p in played.plays], language=language, size=36)


_SETTLED = N_("Settlement: {payments}")


def settlement(options: Mapping[str, str], rules: Rules, language: str) -> SvgImage:
    """``bagchen.settlement``: who pays whom after a hand (options ``tricks``, ``winner``, ``jump``)."""
    tricks = parse_tricks(option(options, "tricks"))
    winner = option(options, "winner")
    result = settle(tricks, winner, read_number(options.get("jump") or "0", 0, 6), rules)
    flows = [(p.payer, p.payee, p.amount) for p in result.payments]
    title = gettext(_SETTLED, language).format(
        payments=COMMA[language].join(f"{a} → {b} {n}" for a, b, n in flows) or "—")
    return settlement_svg(tricks, winner, flows, title=title, size=320)


KINDS: dict[str, Maker[Figure]] = {
    "bagchen.rank-table": Maker(rank_table, ("suit",)),
    "bagchen.tiles": Maker(tiles, ("tiles",)),
    "bagchen.dice-words": Maker(dice_words, ()),
    "bagchen.trick": Maker(trick, ("trick", "point")),
    "bagchen.settlement": Maker(settlement, ("tricks", "winner", "jump")),
}
