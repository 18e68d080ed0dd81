"""Mahjong shown from what a seat sees: the table, the narration, the clicks and the decisions in words.

Everything here reads one view (:meth:`~tutor.mahjong.state.MahjongState.view`), JSON-ready data,
and nothing else, so that a drawing or a sentence cannot show what the view's seat does not see:
another seat's concealed tiles and drawn tiles, the answers to a claim not yet decided, and the
wall's order are not in it.

**The table** (the play page's board).  Each player has a band: his name (and whose decision it
is), his exposed sets (underlined), his declared concealed kongs, his flowers and seasons, and the
backs of the tiles he holds; below them, his discards, the one the others are asked about framed in
orange.  The seat who looks at the table sits at the bottom, with his own tiles face up and full size
(the tile he has just drawn set apart); the others are above him in the order of play, the player
before him just above (the one whose discards he may claim for a chow).  A line at the top says whose
decision it is and how many tiles the wall has left.  With places (:meth:`MahjongPresentation.board`),
each tile of the seat's hand is a place to click (``data-place`` its notation, ``data-name`` its name
in the reader's language).

>>> from tutor.mahjong import start
>>> state = start(seed=23)
>>> shown = MahjongPresentation()
>>> svg = shown.board(state.view("E"), "en")
>>> svg.count('class="tutor-place"'), 'data-place="North" data-name="North wind"' in svg, 'role="group"' in svg
(14, True, True)
>>> south = shown.draw(state.view("S"), "ru")  # South waits: nothing to click, the others' 40 tiles face down
>>> "data-place" in south, south.count('class="back"'), south.count('<use href="#mahjong-S0-back"')
(False, 1, 40)

**The narration** tells what the last step did (the view's ``last``), as the seat saw it:

>>> after = state.play("North").play("pass").play("pass").play("pass")
>>> shown.narrate(after.view("S"), "en"), shown.narrate(after.view("W"), "en")
('South draws the 3 of characters. 87 tiles are left in the wall.', 'South draws a tile. 87 tiles are left in the wall.')
>>> shown.narrate(after.view("W"), "zh")
'南家摸一张牌。牌墙还剩 87 张。'

**The decisions in words**, as the decision buttons give them beside the notation:

>>> [shown.describe(state.view("E"), d, "ru") for d in ("North", "1D")]
['Сбросить северный ветер', 'Сбросить 1 кружок']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from tutor.errors import TutorError
from tutor.i18n import COMMA, LIST_COMMA, N_, Text, gettext, normalize_language
from tutor.mahjong.claims import KINDS as KIND_ORDER
from tutor.mahjong.hands import set_of
from tutor.mahjong.notation import parse_tile
from tutor.mahjong.puzzles import claim_kind
from tutor.mahjong.svg import GAP, HEIGHT, WIDTH, tile_markup
from tutor.mahjong.terms import GLOSSARY
from tutor.mahjong.tiles import ALL_KINDS, BONUS_TILES, SEATS, Bonus, Tile
from tutor.mahjong.words import SEAT_NAMES, WALL_OF, chow_words, tile_name, tile_words
from tutor.presentation import Presentation, View
from tutor.svg import SVG_NS, SvgImage

__all__ = ["MahjongPresentation", "join", "sentences", "settled", "table_svg"]

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
_TITLE_SPECTATOR = N_("The Mahjong table as a spectator sees it")
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
_BEFORE_PLAY = N_("Before play: the wall is built and broken, and the tiles are dealt")
_TAKING = N_("{seat} takes a tile from the wall")


def _say(message: str, language: str, **fields: object) -> str:
    """``message`` in ``language``, its fields filled (a field given in three languages in the reader's)."""
    return gettext(message, language).format(**{k: v.get(language) if isinstance(v, Text) else v
                                                for k, v in fields.items()})


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
    if view["phase"] in ("wall", "dice", "deal"):
        return gettext(_BEFORE_PLAY, language)
    if view["phase"] in ("draw", "replace"):
        return _say(_TAKING, language, seat=name[turn])
    if view["phase"] == "turn":
        return _say(_TURN, language, seat=name[to_move])
    tile = parse_tile(view["tile"])
    if view["phase"] == "rob":
        return _say(_ROB, language, discarder=name[turn], tile=tile_name(tile).get(language), seat=name[to_move])
    return _say(_ASKED, language, discarder=name[turn], tile=tile_words(tile).get(language), seat=name[to_move])


def _signed(amount: int) -> str:
    return f"+{amount}" if amount > 0 else f"−{-amount}" if amount < 0 else "0"


def table_svg(view: Mapping[str, Any], language: str = "en", *, places: bool = False) -> SvgImage:
    """The table as ``view`` shows it (:meth:`~tutor.mahjong.state.MahjongState.view`; the view of every seat,
    ``ALL``, shows every hand face up, and so does every view once the hand is over); ``places``: the tiles of
    the viewer's hand can be clicked.  Each hand's score is shown once the hand is over; the ids of the drawing
    say whose table it is and after how many decisions, so that two tables on one page never share one."""
    seat = view["seat"] if view["seat"] in SEATS else None  # a spectator, or every seat (ALL)
    players = view["players"]
    scores = view["scores"]
    ident = f"{seat or 'all'}{view['decided']}"
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
    if seat is not None:
        title = _say(_TITLE, language, seat=name[seat])
    else:
        everyone = view["seat"] is not None or view["finished"]
        title = gettext(_TITLE_ALL if everyone else _TITLE_SPECTATOR, language)
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


# --- the narration ---------------------------------------------------------------------------

_BEGIN = N_("A new hand: the tiles are to be shuffled face down and built into the wall, and East is to throw "
            "the dice that break it.")
_WALL_BUILT = N_("The 144 tiles are shuffled face down and built into four walls of 18 stacks, two tiles high.")
_RETHROW = N_("East throws {dice}: a double one, so he throws again.")
_BREAK_SIDE = N_("East throws {dice}; counting round the table from himself, the total reaches {side}'s wall, "
                 "along which he counts {gap} stacks from its right-hand end; he takes that stack out and lays its "
                 "two tiles on the head of the wall as loose tiles. The tiles are drawn from the other side of the "
                 "gap.")
_BREAK = N_("East throws {dice} and counts {gap} stacks along his wall from its right-hand end; he takes that "
            "stack out and lays its two tiles on the head of the wall as loose tiles. The tiles are drawn from "
            "the other side of the gap.")
_DEAL = N_("The deal: East has 14 tiles, the others 13.")
_REPLACED = N_("{seat} puts {bonus} face up and takes the loose tile {tile}.")
_LEFT = N_("{count} tiles are left in the wall.")
_DRAWS = N_("{seat} draws {tile}.")
_DRAWS_UNSEEN = N_("{seat} draws a tile.")
_REPLACED_UNSEEN = N_("{seat} puts {bonus} face up and takes a loose tile.")
_KONG_LOOSE_UNSEEN = N_("After the kong he takes a loose tile.")
_DISCARDS = N_("{seat} discards {tile}.")
_PASSED = N_("Nobody claims {tile}.")
_CLAIMS_CHOW = N_("{seat} claims {tile} for a chow and shows {meld}.")
_CLAIMS_SET = N_("{seat} claims {tile} for a {kind}.")
_CLAIMED_BY = N_("Claims for {tile}: {claims}.")
_CLAIM_ITEM = N_("{seat} ({kind})")
_PRIORITY_RANK = N_("{seat} takes it: a claim for {kind} comes before a claim for {other}.")
_PRIORITY_TURN = N_("{seat} takes it: of two claims for {kind}, the player nearer in turn wins.")
_KONG_LOOSE = N_("After the kong he takes a loose tile, {tile}.")
_WINS_WALL = N_("{seat} draws {tile} and goes mah jong.")
_WINS_LOOSE = N_("{seat} goes mah jong with the loose tile {tile}.")
_WINS_DISCARD = N_("{seat} claims {tile} and goes mah jong.")
_WINS_DEALT = N_("{seat} goes mah jong with the tiles he was dealt.")
_WINS_ROBBED = N_("{seat} robs the kong of {tile} and goes mah jong.")
_STANDING = N_("{seat} declares a standing hand.")
_CONCEALED_KONG = N_("{seat} declares a concealed kong ({name}).")
_ADDS = N_("{seat} adds {tile} to his exposed pung, making a kong.")
_ANSWERED = N_("{seat} has answered.")
_DEAD_GAME = N_("Only the last 14 tiles are left and nobody went out: the hand is a dead game, and nobody pays.")
_SCORED = N_("The hands score: {scores}.")
_SETTLED = N_("Payments: {payments}. In all: {net}.")
#: the phases before the tiles are dealt: no count of the tiles left yet
_BEFORE_DEAL = ("wall", "dice", "deal")


def join(parts: list[str], language: str) -> str:
    """Sentences one after the other (Chinese sets no space between them)."""
    return ("" if normalize_language(language) == "zh_CN" else " ").join(parts)


def _priority(won: list[str], claims: list[list[str]], language: str) -> str:
    """Why the claim ``won`` takes the discard from the other ``claims`` (the rule of priority that decided it)."""
    seat, kind = won
    others = [c for c in claims if c != won]
    said = claim_kind(kind, language)
    if any(c[1] == kind or {c[1], kind} == {"pung", "kong"} for c in others):
        return _say(_PRIORITY_TURN, language, seat=SEAT_NAMES[seat], kind=said)
    weakest = max(others, key=lambda c: KIND_ORDER.index(c[1]))
    return _say(_PRIORITY_RANK, language, seat=SEAT_NAMES[seat], kind=said, other=claim_kind(weakest[1], language))


def _words(text: str) -> Text:
    """A tile or bonus tile of the view, as the object of a verb."""
    return tile_words(_tile(text))


def sentences(view: View, events: Sequence[Sequence[Any]], language: str, *, answers: bool = True,
              left: bool = True) -> list[str]:
    """``events`` (the view's ``last``, or several steps' gathered by a replay) in words, as the view's seat saw
    them (a tile it did not see is ``None``: "South draws a tile").  ``answers``: also say who has answered a
    claim, without saying what; ``left``: say how many tiles are left in the wall.  Seats and tiles are named in
    ``language``."""
    def say(message: str, **fields: object) -> None:
        parts.append(_say(message, language, **fields))

    wall = view["wall"]
    won_from_wall = any(e[0] == "win" and e[2] == "wall" for e in events)
    parts: list[str] = []
    for event in events:
        kind = event[0]
        who = SEAT_NAMES.get(event[1]) if len(event) > 1 and isinstance(event[1], str) else None
        if kind == "wall":
            say(_WALL_BUILT)
        elif kind == "dice":
            say(_RETHROW, dice=" + ".join(map(str, event[1])))
        elif kind == "break":
            dice = wall["dice"]
            said = _BREAK if wall["side"] == "E" else _BREAK_SIDE
            say(said, dice=f"{dice[0]} + {dice[1]}", gap=sum(dice), side=WALL_OF[wall["side"]])
        elif kind == "deal":
            say(_DEAL)
        elif kind == "answered" and answers:
            say(_ANSWERED, seat=who)
        elif kind == "passed":
            say(_PASSED, tile=_words(event[2]))
        elif kind == "claims":
            _, claims, won, tile, meld = event
            taker = SEAT_NAMES[won[0]]
            if won[1] == "mahjong":
                robbed = any(e[0] == "win" and e[2] == "robbed-kong" for e in events)
                say(_WINS_ROBBED if robbed else _WINS_DISCARD, seat=taker, tile=_words(tile))
            elif won[1] == "chow":
                block = set_of([parse_tile(t) for t in meld.split()])
                assert block is not None
                say(_CLAIMS_CHOW, seat=taker, tile=_words(tile), meld=chow_words(block))
            else:
                say(_CLAIMS_SET, seat=taker, tile=_words(tile), kind=claim_kind(won[1], language))
            if len(claims) > 1:
                listed = LIST_COMMA[normalize_language(language)].join(
                    _say(_CLAIM_ITEM, language, seat=SEAT_NAMES[c[0]], kind=claim_kind(c[1], language))
                    for c in claims)
                say(_CLAIMED_BY, tile=_words(tile), claims=listed)
                parts.append(_priority(won, claims, language))
        elif kind == "draw" and event[2] is None:
            say(_DRAWS_UNSEEN, seat=who)
        elif kind == "draw":
            say(_WINS_WALL if won_from_wall else _DRAWS, seat=who, tile=_words(event[2]))
        elif kind == "loose":
            if event[2] is None:
                say(_KONG_LOOSE_UNSEEN)
            else:
                say(_KONG_LOOSE, tile=_words(event[2]))
        elif kind == "replaced" and event[3] is None:
            say(_REPLACED_UNSEEN, seat=who, bonus=_words(event[2]))
        elif kind == "replaced":
            say(_REPLACED, seat=who, bonus=_words(event[2]), tile=_words(event[3]))
        elif kind == "discard":
            say(_DISCARDS, seat=who, tile=_words(event[2]))
        elif kind == "standing":
            say(_STANDING, seat=who)
        elif kind == "concealed-kong":
            say(_CONCEALED_KONG, seat=who, name=tile_name(_tile(event[2])))
        elif kind == "add":
            say(_ADDS, seat=who, tile=_words(event[2]))
        elif kind == "dealt-win":
            say(_WINS_DEALT, seat=who)
        elif kind == "win":
            if event[2] == "wall" and not any(e[0] in ("draw", "dealt-win") for e in events):
                say(_WINS_WALL, seat=who, tile=_words(event[3]))
            elif event[2] == "loose":
                say(_WINS_LOOSE, seat=who, tile=_words(event[3]))
        elif kind == "dead" and left:
            say(_LEFT, count=wall["remaining"])
            say(_DEAD_GAME)
    phase = view["phase"]
    if left and phase != "over" and phase not in _BEFORE_DEAL and events and events[0][0] != "answered":
        say(_LEFT, count=wall["remaining"])
    return parts


def settled(view: View, language: str) -> list[str]:
    """Once a player has gone mah jong: every hand's score and the payments, in ``language`` (the end of
    the log; each payment's reason is :meth:`~tutor.state.State.explain_payments`)."""
    if not view["finished"] or view["winner"] is None:
        return []
    comma = COMMA[normalize_language(language)]
    name: dict[str, str] = {s: SEAT_NAMES[s].get(language) for s in SEATS}
    scores = comma.join(f"{name[s]} {view['scores'][s]}" for s in SEATS)
    payments = comma.join(f"{name[payer]} → {name[payee]} {amount}" for payer, payee, amount in view["payments"])
    net = comma.join(f"{name[s]} {_signed(n)}" for s, n in view["outcome"].items())
    return [_say(_SCORED, language, scores=scores), _say(_SETTLED, language, payments=payments, net=net)]


# --- the decisions in words ------------------------------------------------------------------

_DO_DISCARD = N_("Discard {tile}")
_DO_STANDING = N_("Discard {tile} and declare a standing hand")
_DO_MAHJONG = N_("Go mah jong: the tile you drew completes your hand")
_DO_MAHJONG_DEALT = N_("Go mah jong with the tiles you were dealt")
_DO_MAHJONG_CLAIM = N_("Claim {tile} and go mah jong")
_DO_ROB = N_("Rob the kong of {tile} and go mah jong")
_DO_KONG = N_("Declare a concealed kong ({name}) and take a loose tile")
_DO_ADD = N_("Add {tile} to your exposed pung, making a kong, and take a loose tile")
_DO_PASS = N_("Pass: let {tile} go by")
_DO_PASS_ROB = N_("Pass: let the kong of {tile} be made")
_DO_CHOW = N_("Claim {tile} for a chow, showing {meld}")
_DO_PUNG = N_("Claim {tile} for a pung")
_DO_KONG_CLAIM = N_("Claim {tile} for a kong")
_DO_DICE = N_("East's dice show {dice}")
_DO_DRAW = N_("The tile taken from the wall is {tile}")
_DO_WALL = N_("The wall as built, its 144 tiles in order")
_DO_DEAL = N_("The tiles each player was dealt")


def describe_decision(view: View, decision: str, language: str) -> str:
    """``decision`` (one the view's seat may make, or a chance step) in words, in ``language``."""
    words = decision.split()
    first = words[0]
    tile = view["tile"]
    if first == "pass":
        return _say(_DO_PASS_ROB if view["phase"] == "rob" else _DO_PASS, language, tile=_words(tile))
    if first == "mahjong":
        if view["phase"] == "rob":
            return _say(_DO_ROB, language, tile=_words(tile))
        if view["phase"] != "turn":
            return _say(_DO_MAHJONG_CLAIM, language, tile=_words(tile))
        dealt = view["turn"] == "E" and not any(view["players"][s]["discards"] for s in SEATS) and view["decided"] == 0
        return gettext(_DO_MAHJONG_DEALT if dealt else _DO_MAHJONG, language)
    if first == "kong" and len(words) == 2:
        return _say(_DO_KONG, language, name=tile_name(_tile(words[1])))
    if first == "kong":
        return _say(_DO_KONG_CLAIM, language, tile=_words(tile))
    if first == "pung":
        return _say(_DO_PUNG, language, tile=_words(tile))
    if first == "chow":
        block = set_of([parse_tile(t) for t in words[1:]])
        assert block is not None
        return _say(_DO_CHOW, language, tile=_words(tile), meld=chow_words(block))
    if first == "add":
        return _say(_DO_ADD, language, tile=_words(words[1]))
    if first == "dice":
        return _say(_DO_DICE, language, dice=words[1].replace("-", " + "))
    if first == "draw":
        return _say(_DO_DRAW, language, tile=tile_name(_tile(words[1])))
    if first == "wall":
        return gettext(_DO_WALL, language)
    if first == "deal":
        return gettext(_DO_DEAL, language)
    if len(words) == 2:  # "5D standing"
        return _say(_DO_STANDING, language, tile=_words(first))
    return _say(_DO_DISCARD, language, tile=_words(first))


# --- the game's presentation -----------------------------------------------------------------

class MahjongPresentation(Presentation):
    """Mahjong's table, narration, clicks and decisions in words, each from a view."""

    game = "mahjong"

    def draw(self, view: View, language: str = "en") -> str:
        """The table as the view's seat sees it: his own tiles face up, the others' sets, flowers, seasons and
        discards, the backs of their tiles (every hand face up in the view of every seat, ``ALL``)."""
        return str(table_svg(view, language))

    def board(self, view: View, language: str = "en") -> str:
        """:meth:`draw`, where the view's seat, if he is to discard, may click a tile of his hand to discard it.

        >>> from tutor.mahjong import start
        >>> state, shown = start(seed=23), MahjongPresentation()
        >>> board = shown.board(state.view("E"), "zh")
        >>> board.count('class="tutor-place"'), 'data-place="Green" data-name="发财"' in board
        (14, True)
        >>> view = state.view("E")
        >>> shown.click_paths(view)["Green"], shown.clicked(view, ("Green",)), shown.clicked(view, ("9C",))
        ((('Green',),), 'Green', '9C')
        >>> shown.clicked(view, ("1D", "4D")) is None, shown.click_paths(state.view("S"))
        (True, {})
        """
        return str(table_svg(view, language, places=bool(view["legal"]) and view["phase"] == "turn"))

    def narrate(self, view: View, language: str = "en") -> str:
        """What the last step did, in ``language``, as the view's seat saw it; once the hand is over, the last
        sentences are every hand's score and the payments.

        >>> from tutor.mahjong.players import play_hand
        >>> print(MahjongPresentation().narrate(play_hand(23).view(), "ru"))
        Север берёт 2 кружка и делает маджонг. Очки рук: Восток 56, Юг 8, Запад 12, Север 60. Платежи: Восток → Север 120, Юг → Север 60, Запад → Север 60, Юг → Восток 96, Запад → Восток 88, Юг → Запад 4. Итого: Восток +64, Юг −160, Запад −144, Север +240.
        """
        if not view["last"] and view["phase"] == "wall":
            return gettext(_BEGIN, language)
        return join(sentences(view, view["last"], language) + settled(view, language), language)

    def click_paths(self, view: View) -> dict[str, tuple[tuple[str, ...], ...]]:
        """Each legal discard, made by clicking the tile in the hand, its one path (a standing hand, mah jong and
        the kongs, and every answer to a claim, are chosen from the list)."""
        if view["phase"] != "turn":
            return {}
        return {d: ((d,),) for d in view["legal"] if " " not in d and d != "mahjong"}

    def clicked(self, view: View, places: tuple[str, ...]) -> str | None:
        """A tile clicked is its discard (legal or not: the state says why not)."""
        if len(places) != 1:
            return None
        try:
            return str(parse_tile(places[0]))
        except TutorError:
            return None

    def describe(self, view: View, decision: str, language: str = "en") -> str:
        return describe_decision(view, decision, language)
