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
- ``mahjong.breakdown`` (options ``hand``, ``seat``, ``round``, ``won_by``: ``wall``,
  ``discard``…, empty for a player who did not go out): the engine's scoring of that hand,
  one row per table row used and the total, in the page's language — the same lines
  ``HandScore.explain`` prints.
- ``mahjong.limit-hands``: the source's limit hands, one example of each drawn, the name the
  engine gives it and its value.

>>> from tutor.mahjong.figures import score_table
>>> from tutor.mahjong.rules import Rules
>>> table = score_table({"table": "B"}, Rules(), "en")
>>> table.rows[0]
('going mah jong', '20', 'Babcock, Rules for Mah-Jongg; Millington, The Complete Book of Mah-Jongg; mahjongg.com, scoring; Kajongg, Classical Chinese standard')
>>> score_table({"table": "C-winner"}, Rules(), "ru").rows[4][:2]
('только одна масть', '×8')
>>> w6 = {"hand": "[2B 3B 4B] [5D 5D 5D] {7C 8C 9C} {Red Red Red} East East*", "seat": "E", "round": "E",
...       "won_by": "discard"}
>>> table = breakdown(w6, Rules(), "zh")
>>> table.rows[1], table.rows[-1][-1]
(('A', '幺九或字牌暗刻 Red Red Red', '+8'), '40 × 2^1 = 80')
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.errors import TutorError
from tutor.figures import Cell, Figure, Table
from tutor.i18n import N_, gettext
from tutor.mahjong.notation import parse_hand
from tutor.mahjong.rules import Rules
from tutor.mahjong.scoring import (
    BONUS_STYLE,
    LABELS,
    ROW_SOURCES,
    STANDING_HAND_SOURCES,
    HandScore,
    Win,
    score_hand,
    tables,
)
from tutor.mahjong.settlement import parse_scores, settle
from tutor.mahjong.sources import MAHJONGG_COM
from tutor.mahjong.svg import hand_svg
from tutor.mahjong.wall import break_wall, build_wall, deal
from tutor.mahjong.wall_svg import wall_svg
from tutor.makers import Maker
from tutor.puzzles import option
from tutor.sources import Source
from tutor.svg import SvgImage

_HEADER = (N_("Item"), N_("Value"), N_("Sources"))
_PAYS = N_("pays ↓ to →")
_NET = N_("Net")
_BREAKDOWN = (N_("Table"), N_("Item"), N_("Value"))
_TOTAL_ROW = N_("Total")
_LIMIT_HEADER = (N_("Limit hand"), N_("Hand"))
#: one example of each limit hand the source names, with how it was won (the scoring page's doctest)
LIMIT_EXAMPLES: tuple[tuple[str, str, Win], ...] = (
    ("[East East East] {Red Red Red} {Green Green Green} {North North North} West West*", "W", Win(won_by="wall")),
    ("{1C 1C 1C} {9C 9C 9C} {1D 1D 1D} {9B 9B 9B} 1B 1B*", "S", Win(won_by="wall")),
    ("{2C 2C 2C} {5D 5D 5D} {7B 7B 7B} {8C 8C 8C} 3D 3D*", "N", Win(won_by="wall")),
    ("1B 9B 1C 9C 1D 9D East South West North Red Green White White*", "S", Win(won_by="discard")),
    ("{1C 1C 1C 2C 3C 4C 5C 6C 7C 8C 9C 9C 9C} 5C*", "E", Win(won_by="wall")),
    ("{2C 3C 4C} {5D 6D 7D} {7B 7B 7B} {8C 8C 8C} 3D 3D*", "E", Win(won_by="wall", first_turn=True)),
    ("[2C 3C 4C*] {5D 6D 7D} {7B 7B 7B} {8C 8C 8C} 3D 3D", "S", Win(won_by="discard", first_turn=True)),
    ("[2C 3C 4C*] {5D 6D 7D} {7B 7B 7B} {8C 8C 8C} 3D 3D", "E", Win(won_by="discard", east_streak=13)),
)


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


def breakdown_rows(score: HandScore, language: str) -> tuple[tuple[Cell, ...], ...]:
    """A hand score's lines as table rows: (table, item, value), then the total."""
    rows: list[tuple[Cell, ...]] = []
    for item in score.items:
        label = gettext(LABELS[item.code], language).format(tiles=item.tiles).strip()
        amount = f"+{item.points}" if item.points else f"×{2 ** item.doubles}" if item.doubles else ""
        rows.append((item.table, label, amount))
    total = score.explain(language).splitlines()[-1]
    if score.limit_hand is None and (score.points or score.total):
        rows.append(("", gettext(_TOTAL_ROW, language), total))
    return tuple(rows)


def breakdown(options: Mapping[str, str], rules: Rules, language: str) -> Table:
    """How the engine scores one hand, line by line, in ``language``."""
    won_by = options.get("won_by", "").strip()
    score = score_hand(parse_hand(option(options, "hand")), option(options, "seat"), option(options, "round"),
                       winner=bool(won_by), won_by=won_by or None, rules=rules)
    return Table(tuple(gettext(h, language) for h in _BREAKDOWN), breakdown_rows(score, language))


def limit_hands(options: Mapping[str, str], rules: Rules, language: str) -> Table:
    """One example of each of the source's limit hands, drawn, with the engine's name for it.

    >>> [row[0] for row in limit_hands({}, Rules(), "en").rows][:2]
    ['all honours', 'all terminals']
    """
    rows: list[tuple[Cell, ...]] = []
    for text, seat, win in LIMIT_EXAMPLES:
        score = score_hand(parse_hand(text), seat, "E", winner=True, win=win, rules=rules)
        item = score.items[0]
        name = gettext(LABELS[item.code], language).format(tiles=item.tiles).strip()
        name = name.split(":", 1)[-1].split("：", 1)[-1].strip()
        rows.append((name, hand_svg(parse_hand(text), language=language, size=30, wrap=7, keep=170)))
    return Table(tuple(gettext(h, language) for h in _LIMIT_HEADER), tuple(rows))


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


KINDS: dict[str, Maker[Figure]] = {
    "mahjong.payments": Maker(payments, ("scores", "winner", "east")),
    "mahjong.hand": Maker(hand, ("hand",)),
    "mahjong.tiles": Maker(tiles, ("tiles",)),
    "mahjong.score-table": Maker(score_table, ("table",)),
    "mahjong.wall": Maker(wall, ("seed", "dice", "deal")),
    "mahjong.breakdown": Maker(breakdown, ("hand", "seat", "round", "won_by")),
    "mahjong.limit-hands": Maker(limit_hands, ()),
}
