"""Mahjong figures for pages (see :mod:`tutor.figures`).

- ``mahjong.hand`` (option ``hand``): a hand drawn as the notation writes it.
- ``mahjong.tiles`` (option ``tiles``): any tiles in the hand notation, of any count, one group
  per row (a suit, the honours, the bonus tiles).
- ``mahjong.payments`` (options ``scores``, ``winner``, ``east``): who pays whom how much, as
  a table with a row per payer and a column per payee, and each player's net.
- ``mahjong.wall`` (options ``seed``, ``dice`` such as ``3 4``, and optionally ``deal``: ``yes`` to
  show the wall left after the deal): the wall seen from above, broken by East's dice.
- ``mahjong.score-table`` (option ``table``: ``A``, ``B``, ``C`` or ``C-winner``): one
  row per item of that scoring table, with its points or doubles under the rules in
  force — the same numbers the scorer uses (:func:`tutor.mahjong.scoring.tables`).

>>> from tutor.mahjong.figures import score_table
>>> from tutor.mahjong.rules import Rules
>>> table = score_table({"table": "B"}, Rules(), "en")
>>> table.rows[0]
('going mah jong', '20', 'Babcock, Rules for Mah-Jongg; Millington, The Complete Book of Mah-Jongg; mahjongg.com, scoring; Kajongg, Classical Chinese standard')
>>> score_table({"table": "C-winner"}, Rules(), "ru").rows[4][:2]
('только одна масть', '×8')
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.errors import TutorError
from tutor.figures import Cell, FigureKind, Table
from tutor.i18n import N_, gettext
from tutor.mahjong.notation import parse_hand
from tutor.mahjong.rules import Rules
from tutor.mahjong.scoring import BONUS_STYLE, LABELS, ROW_SOURCES, STANDING_HAND_SOURCES, tables
from tutor.mahjong.settlement import parse_scores, settle
from tutor.mahjong.sources import MAHJONGG_COM
from tutor.mahjong.svg import hand_svg
from tutor.mahjong.wall import break_wall, build_wall, deal
from tutor.mahjong.wall_svg import wall_svg
from tutor.puzzles import option
from tutor.sources import Source
from tutor.svg import SvgImage

_HEADER = (N_("Item"), N_("Value"), N_("Sources"))
_PAYS = N_("pays ↓ to →")
_NET = N_("Net")


def score_table(options: Mapping[str, str], rules: Rules, language: str) -> Table:
    name = option(options, "table")
    rows_by_table = tables(rules)
    if name not in rows_by_table:
        raise TutorError("tutor.bad-option", option="table", value=name, choices=", ".join(rows_by_table))
    rows: list[tuple[Cell, ...]] = []
    for code, points, doubles in rows_by_table[name]:
        label = gettext(LABELS[code], language).format(tiles="").strip()
        sources: tuple[Source, ...]
        if code == "standing-hand":
            sources = STANDING_HAND_SOURCES[rules.standing_hand_reward]
        elif code in BONUS_STYLE and points:
            sources = (MAHJONGG_COM,)  # the points style of bonus_style
        else:
            sources = ROW_SOURCES[code]
        rows.append((label, str(points) if points else f"×{2 ** doubles}",
                     "; ".join(s.short(language) for s in sources)))
    return Table(tuple(gettext(h, language) for h in _HEADER), tuple(rows))


def hand(options: Mapping[str, str], rules: Rules, language: str) -> SvgImage:
    return hand_svg(parse_hand(option(options, "hand")), language=language, size=36)


def tiles(options: Mapping[str, str], rules: Rules, language: str) -> SvgImage:
    return hand_svg(parse_hand(option(options, "tiles"), check_count=False), language=language, size=36,
                    stacked=True)


def payments(options: Mapping[str, str], rules: Rules, language: str) -> Table:
    """The settlement as an exchange table.

    >>> table = payments({"scores": "E=336,S=40,W=32,N=16", "winner": "E", "east": "E"}, Rules(), "en")
    >>> table.header, table.rows[1]
    (('pays ↓ to →', 'E', 'S', 'W', 'N', 'Net'), ('S', '672', '', '', '', '−640'))
    """
    result = settle(parse_scores(option(options, "scores")), winner=options.get("winner", "").strip() or None,
                    east=options.get("east", "").strip() or "E")
    seats = list(result.net)
    owed = {(p.payer, p.payee): p.amount for p in result.payments}
    rows: list[tuple[Cell, ...]] = []
    for payer in seats:
        net = result.net[payer]
        rows.append((payer, *(str(owed[payer, payee]) if (payer, payee) in owed else "" for payee in seats),
                     f"+{net}" if net > 0 else f"−{-net}" if net < 0 else "0"))
    return Table((gettext(_PAYS, language), *seats, gettext(_NET, language)), tuple(rows))


def wall(options: Mapping[str, str], rules: Rules, language: str) -> SvgImage:
    """The wall of ``seed`` broken by ``dice`` (and, with ``deal: yes``, what is left after the deal)."""
    seed, dice = option(options, "seed"), option(options, "dice").split()
    if not seed.isascii() or not seed.isdigit():
        raise TutorError("tutor.bad-option", option="seed", value=seed, choices="whole numbers")
    if len(dice) != 2 or not all(d.isascii() and d.isdigit() for d in dice):
        raise TutorError("mahjong.bad-dice", dice=" ".join(dice))
    broken = break_wall(build_wall(int(seed)), (int(dice[0]), int(dice[1])), rules)
    after = options.get("deal", "").strip()
    if after not in ("", "yes", "no"):
        raise TutorError("tutor.bad-option", option="deal", value=after, choices="yes, no")
    return wall_svg(deal(broken).wall if after == "yes" else broken, language=language, size=420)


KINDS: dict[str, FigureKind] = {
    "mahjong.payments": FigureKind(payments, ("scores", "winner", "east")),
    "mahjong.hand": FigureKind(hand, ("hand",)),
    "mahjong.tiles": FigureKind(tiles, ("tiles",)),
    "mahjong.score-table": FigureKind(score_table, ("table",)),
    "mahjong.wall": FigureKind(wall, ("seed", "dice", "deal")),
}
