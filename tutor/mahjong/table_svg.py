"""The Mahjong table as one seat sees it (the play page's board): drawn from that seat's view only.

Each player has a band: his name (and whose decision it is), his exposed sets (underlined),
his declared concealed kongs, his flowers and seasons, and the backs of the tiles he holds;
below them, his discards, the one the others are asked about framed in orange.  The seat
who looks at the table sits at the bottom, with his own tiles face up and full size (the
tile he has just drawn set apart); the others are above him in the order of play, the
player before him just above (the one whose discards he may claim for a chow).  A line at
the top says whose decision it is and how many tiles the wall has left.

Drawn from :meth:`~tutor.mahjong.state.MahjongState.view`, the picture cannot show what the
view hides.  With ``places``, each tile of the seat's hand is a place to click
(``data-place`` its notation, ``data-name`` its name in the reader's language).

>>> from tutor.mahjong.state import start
>>> state = start(seed=23)
>>> svg = table_svg(state.view("E"), "en", places=True)
>>> svg.count('class="tutor-place"'), 'data-place="North" data-name="North wind"' in svg, 'role="group"' in svg
(14, True, True)
>>> south = table_svg(state.view("S"), "ru")  # South waits: nothing to click, the others' 40 tiles face down
>>> "data-place" in south, south.count('class="back"'), south.count('<use href="#mahjong-t-back"')
(False, 1, 40)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from tutor.i18n import N_, gettext
from tutor.mahjong.notation import parse_tile
from tutor.mahjong.svg import GAP, HEIGHT, WIDTH, tile_markup
from tutor.mahjong.terms import GLOSSARY
from tutor.mahjong.tiles import ALL_KINDS, BONUS_TILES, SEATS, Bonus, Tile
from tutor.mahjong.words import SEAT_NAMES, tile_name, tile_words
from tutor.svg import SVG_NS, SvgImage

__all__ = ["table_svg"]

#: the table's width: ten full-size tiles (a hand of 14 takes two rows)
PER_ROW = 10
STEP = WIDTH + GAP
TABLE_WIDTH = PER_ROW * STEP - GAP
SMALL = 0.55  # the others' sets and everyone's discards
SMALL_STEP = STEP * SMALL
BACK_STEP = WIDTH * SMALL * 0.5  # the backs of a hand overlap by half
FONT = 11.0
LINE = 15.0
SCALE = 1.3  # CSS pixels per unit (a narrower screen shrinks the drawing to fit)

_TITLE = N_("The Mahjong table as {seat} sees it")
_TITLE_ALL = N_("The Mahjong table, every hand face up")
_LABEL = N_("The Mahjong table: click a tile of your hand to discard it")
_YOU = N_("{seat} (you)")
_TURN = N_("{seat} to play")
_ASKED = N_("{discarder} has discarded {tile}: {seat} to answer")
_ROB = N_("{discarder} makes a kong with {tile}: {seat} may rob it")
_WON = N_("{seat} has gone mah jong")
_DEAD = N_("A dead game: nobody went mah jong")
_WALL = N_("{count} tiles left in the wall")
_DRAWN = N_("{tile}, just drawn")
_SCORE = N_("score {score}, net {net}")


def _say(message: str, language: str, **fields: Any) -> str:
    return gettext(message, language).format(**fields)


#: every tile and bonus tile by its notation (the view writes them so)
_TILES: dict[str, Tile | Bonus] = {**{str(t): t for t in ALL_KINDS}, **{str(b): b for b in BONUS_TILES}}


def _tile(text_: str) -> Tile | Bonus:
    """A tile or a bonus tile from the view's notation."""
    return _TILES[text_]


class _Drawing:
    """The table's markup, written piece by piece (faster than a tree: a table has a hundred tiles).  Each
    kind of tile is drawn once, in ``<defs>`` (:func:`~tutor.mahjong.svg.tile_markup`), and placed with
    ``<use>``: a table, and a replay of a hundred of them, stays light.  The ids start with ``prefix``, so
    that two tables on one page never share one."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix
        self.parts: list[str] = []
        self.defs: dict[str, str] = {}

    def tile(self, tile: Tile | Bonus | None, x: float, y: float, scale: float = 1.0, *, winning: bool = False,
             face_down: bool = False, marked: bool = False) -> None:
        name = f"{self.prefix}{'back' if tile is None or face_down else tile}{'-w' if winning else ''}" \
               f"{'-m' if marked else ''}"
        if name not in self.defs:
            markup = tile_markup(tile, winning=winning, face_down=face_down, marked=marked)
            self.defs[name] = f'<g id="{name}"{markup[2:]}'
        size = f" scale({scale:g})" if scale != 1 else ""
        self.parts.append(f'<g transform="translate({_n(x)} {_n(y)}){size}"><use href="#{name}" />')

    def close(self) -> None:
        self.parts.append("</g>")

    def text(self, x: float, y: float, words: str, css: str, bold: bool = False) -> None:
        weight = "bold" if bold else "normal"
        self.parts.append(f'<text x="{_n(x)}" y="{_n(y)}" class="{css}" font-size="{FONT:g}" fill="currentColor" '
                          f'font-weight="{weight}">{escape(words)}</text>')

    def underline(self, x1: float, x2: float, y: float) -> None:
        self.parts.append(f'<line x1="{_n(x1)}" y1="{_n(y)}" x2="{_n(x2)}" y2="{_n(y)}" class="exposed" '
                          f'stroke="currentColor" stroke-width="1.5" />')

    def row(self, groups: Sequence[tuple[Sequence[Tile | Bonus | None], str]], y: float, *,
            marked_last: bool = False, winning: Tile | None = None) -> float:
        """Groups of small tiles from the left at ``y``, wrapped to the table's width (a group is never
        split unless it is longer than a row); a group's kind is ``exposed`` (underlined), ``kong`` (outer
        tiles face down), ``backs`` (face down, overlapping), ``discards`` or ``plain`` (``winning`` framed in
        gold, once).  Gives the ``y`` below the last row."""
        scale = SMALL
        step = STEP * scale
        height = HEIGHT * scale + 4
        x = 0.0
        used = False
        for tiles, kind in groups:
            pitch = BACK_STEP if kind == "backs" else step
            span = (len(tiles) - 1) * pitch + WIDTH * scale
            if used and x + span > TABLE_WIDTH + 0.01 and kind != "discards":
                x, y = 0.0, y + height
            for i, tile in enumerate(tiles):
                if x + WIDTH * scale > TABLE_WIDTH + 0.01:  # a long group (the discards) wraps inside itself
                    x, y = 0.0, y + height
                won = kind == "plain" and tile == winning
                self.tile(tile, x, y, scale, face_down=kind == "backs" or (kind == "kong" and i in (0, len(tiles) - 1)),
                          marked=marked_last and i == len(tiles) - 1, winning=won)
                self.close()
                winning = None if won else winning
                x += pitch
            if kind == "exposed":
                self.underline(x - len(tiles) * pitch, x - pitch + WIDTH * scale, y + HEIGHT * scale + 2)
            x += (WIDTH * scale - pitch) + 6
            used = True
        return y + height if used else y


def _n(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def _status(view: Mapping[str, Any], language: str) -> str:
    name: dict[str, str] = {s: SEAT_NAMES[s].get(language) for s in SEATS}
    if view["finished"]:
        winner = view["winner"]
        return _say(_WON, language, seat=name[winner]) if winner else gettext(_DEAD, language)
    to_move, turn = view["to_move"], view["turn"]
    if view["phase"] == "turn":
        return _say(_TURN, language, seat=name[to_move])
    tile = parse_tile(view["tile"])
    if view["phase"] == "rob":
        return _say(_ROB, language, discarder=name[turn], tile=tile_name(tile).get(language), seat=name[to_move])
    return _say(_ASKED, language, discarder=name[turn], tile=tile_words(tile).get(language), seat=name[to_move])


def _signed(amount: int) -> str:
    return f"+{amount}" if amount > 0 else f"−{-amount}" if amount < 0 else "0"


def table_svg(view: Mapping[str, Any], language: str = "en", *, places: bool = False,
              scores: Mapping[str, int] | None = None, ident: str = "t") -> SvgImage:
    """The table as ``view`` shows it (:meth:`~tutor.mahjong.state.MahjongState.view`; a view with every
    hand's ``concealed`` filled in shows every hand face up); ``places``: the tiles of the viewer's hand
    can be clicked; ``scores``: each hand's score once the hand is over; ``ident``: what tells this table's
    ids from another's on the same page (letters and digits)."""
    seat = view["seat"]
    players = view["players"]
    name: dict[str, str] = {s: SEAT_NAMES[s].get(language) for s in SEATS}
    if seat is None:
        order: list[str] = list(SEATS)
    else:
        first = SEATS.index(seat)
        order = [SEATS[(first + k) % 4] for k in (1, 2, 3, 0)]
    drawing = _Drawing(f"mahjong-{ident}-")
    y = LINE
    drawing.text(0, y - 3, _status(view, language), "status", bold=True)
    y += LINE
    drawing.text(0, y - 3, _say(_WALL, language, count=view["wall"]["remaining"]), "wall")
    y += 6
    claimed = view["tile"] if view["phase"] == "claims" else None
    for s in order:
        shown = players[s]
        y += LINE
        label = _say(_YOU, language, seat=name[s]) if s == seat else name[s]
        if shown["standing"]:
            label += " · " + GLOSSARY["mahjong.standing-hand"].name(language)
        if scores is not None and view["outcome"]:
            label += " · " + _say(_SCORE, language, score=scores[s], net=_signed(view["outcome"][s]))
        mover = s == view["to_move"]
        drawing.text(12 if mover else 0, y - 3, label, "seat", bold=mover)
        if mover:  # a small arrow before the name of the seat to decide
            drawing.parts.append(f'<polygon points="0,{_n(y - 11)} 8,{_n(y - 7)} 0,{_n(y - 3)}" class="to-move" '
                                 f'fill="currentColor" />')
        y += 2
        groups: list[tuple[Sequence[Tile | Bonus | None], str]] = []
        groups += [(tuple(map(_tile, b.split())), "exposed") for b in shown["exposed"]]
        groups += [(tuple(map(_tile, b.split())), "kong") for b in shown["kongs"]]
        if shown["bonus"]:
            groups.append((tuple(map(_tile, shown["bonus"])), "plain"))
        concealed = shown["concealed"]
        if s != seat:
            if concealed is None:
                groups.append(((None,) * shown["concealed_count"], "backs"))
            elif concealed:
                groups.append((tuple(map(_tile, concealed)), "plain"))
        won = parse_tile(view["winning"]) if view["winning"] and view["winner"] == s else None
        y = drawing.row(groups, y, winning=won)
        if shown["discards"]:
            y = drawing.row([(tuple(map(_tile, shown["discards"])), "discards")], y + 2,
                            marked_last=claimed is not None and s == view["turn"])
        if s == seat and concealed is not None:
            y = _hand(drawing, view, concealed, y + 4, language, places)
    height = y + 4
    title = _say(_TITLE, language, seat=name[seat]) if seat is not None else gettext(_TITLE_ALL, language)
    desc = " | ".join(f"{s}: {' '.join(players[s]['concealed'] or ['?'] * players[s]['concealed_count'])}"
                      f"{''.join(f' [{b}]' for b in players[s]['exposed'])}"
                      f"{''.join(f' ⟨{b}⟩' for b in players[s]['kongs'])} / {' '.join(players[s]['discards'])}"
                      for s in order)
    role = (f'role="group" aria-label={quoteattr(gettext(_LABEL, language))}' if places else 'role="img"')
    return SvgImage(
        f'<svg xmlns="{SVG_NS}" viewBox="0 0 {_n(TABLE_WIDTH)} {_n(height)}" width="{_n(TABLE_WIDTH * SCALE)}" '
        f'height="{_n(height * SCALE)}" class="mahjong-table" {role}><title>{escape(title)}</title>'
        f'<desc>{escape(desc)}</desc><defs>{"".join(drawing.defs.values())}</defs>'
        f'<g class="table">{"".join(drawing.parts)}</g></svg>')


def _hand(drawing: _Drawing, view: Mapping[str, Any], concealed: Sequence[str], y: float, language: str,
          places: bool) -> float:
    """The viewer's own tiles, full size, in rows of ten; the tile he has just drawn set apart at the end."""
    tiles = list(concealed)
    drawn = view["drawn"]
    if drawn is not None:
        tiles.remove(drawn)
    winning = view["winning"] if view["winner"] == view["seat"] else None
    cells: list[tuple[str, bool]] = [(t, False) for t in tiles] + ([(drawn, True)] if drawn is not None else [])
    x = 0.0
    for k, (tile_text, just_drawn) in enumerate(cells):
        if k and k % PER_ROW == 0:
            x, y = 0.0, y + HEIGHT + 6
        if just_drawn and k % PER_ROW:
            x += 6  # set apart
        if x + WIDTH > TABLE_WIDTH + 0.01:
            x, y = 0.0, y + HEIGHT + 6
        tile = _tile(tile_text)
        drawing.tile(tile, x, y, winning=winning == tile_text)
        winning = None if winning == tile_text else winning
        if places:
            words = tile.name(language)
            if just_drawn:
                words = _say(_DRAWN, language, tile=words)
            drawing.parts.append(
                f'<rect x="0" y="0" width="{_n(WIDTH)}" height="{_n(HEIGHT)}" rx="3" class="tutor-place" '
                f'fill="transparent" data-place={quoteattr(tile_text)} data-name={quoteattr(words)} role="button" '
                f'tabindex="0" aria-label={quoteattr(words)} />')
        drawing.close()
        x += STEP
    return y + HEIGHT
