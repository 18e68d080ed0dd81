"""The game table of a play page: each seat's panel and what lies between the seats, as JSON-ready data.

A play page (issue 27) shows the game as a player at a real table sees it: the seats around
the table with the reader at the bottom, each with what every player knows of it (its name,
whether it is to move, its score or chips, its tricks, its passport, its melds and discards,
its pieces home and in the yard), and in the middle the things the seats share (the dice just
thrown, the point, the wall, the prevailing wind, the cube).  A game's *table module*
(``tutor/<game>/table.py``, found by the registry: :func:`tutor.games.table`) builds it from a
view alone (:meth:`tutor.state.State.view`), in the reader's language, so a table never shows
what the seat does not see.  The page's script (``tutor-table.js``) only lays it out.

A table is a dictionary::

    {"seats":  [{"seat", "name", "you", "to_move", "marks": [words], "face": key | None,
                 "facts": [fact], "groups": [{"label", "sets": [[tile, ...], ...]}]}, ...],
     "middle": [{"label", "value"?, "dice"?: [1-6, ...], "tiles"?: [tile, ...], "key"?}, ...],
     "faces":  {key: {"width", "height", "svg"}}}

``fact`` is ``{"label", "value", "key"?}`` (a line of a panel: "Pips: 160"); a ``tile`` is
``{"face": key, "name": words}``: the drawing of its face (``faces[key]``, SVG markup at the
origin of a ``width`` × ``height`` box, each kind once) and its name in the reader's language
(the accessible text, and the words shown on hover or a long press).  ``key`` marks an item
for the page and its tests (``throw``: the dice or throw the seat to move is playing).
The seats are in the game's order; the page turns the table so that the reader's is at the
bottom.  A game's module fills ``seat`` and what it knows of each; :func:`finish` adds the
names, the reader and the seat to move.

>>> t = new_table()
>>> panel = seat_panel(t, "light", facts=[fact("Pips", 160, key="pips")])
>>> dice = add_dice(t, "Throw", (5, 2), key="throw")
>>> sorted(t["faces"]), t["middle"][0]["dice"]
(['die:2', 'die:5'], [5, 2])
>>> done = finish(t, {"seats": ["light", "dark"], "seat": "light", "to_move": "dark"},
...               {"light": "Light", "dark": "Dark"})
>>> [(s["seat"], s["name"], s["you"], s["to_move"]) for s in done["seats"]]
[('light', 'Light', True, False), ('dark', 'Dark', False, True)]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

#: A table (see the module's documentation), JSON-ready.
Table = dict[str, Any]

#: A die's pips on a 3 × 3 grid, by its number.
_PIPS = {1: ((1, 1),), 2: ((0, 0), (2, 2)), 3: ((0, 0), (1, 1), (2, 2)), 4: ((0, 0), (2, 0), (0, 2), (2, 2)),
         5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)), 6: ((0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2))}
DIE = 24.0  # a die's side in the faces' units


def capital(words: str) -> str:
    """``words`` with a capital letter first (a seat's name that begins a label: «Светлые»).

    >>> capital("светлые бросили"), capital("")
    ('Светлые бросили', '')
    """
    return words[:1].upper() + words[1:]


def new_table() -> Table:
    """An empty table."""
    return {"seats": [], "middle": [], "faces": {}}


def tile(table: Table, face: str, name: str, svg: str, width: float, height: float) -> dict[str, str]:
    """A tile or a piece for the table: its face ``face`` drawn by ``svg`` (kept once per face) and its name."""
    table["faces"].setdefault(face, {"width": width, "height": height, "svg": svg})
    return {"face": face, "name": name}


def fact(label: str, value: object, key: str | None = None) -> dict[str, str]:
    """One line of a seat's panel or of the middle: a label and its value (in words or figures)."""
    found = {"label": label, "value": str(value)}
    if key:
        found["key"] = key
    return found


def seat_panel(table: Table, seat: str, *, facts: Sequence[dict[str, str]] = (), marks: Iterable[str] = (),
               groups: Sequence[dict[str, Any]] = (), face: str | None = None) -> dict[str, Any]:
    """Add the panel of ``seat``: ``marks`` are short words beside its name (the dealer, a passport), ``facts``
    its lines, ``groups`` its tiles by kind (``{"label", "sets"}``), ``face`` a picture of its pieces."""
    panel = {"seat": seat, "marks": [m for m in marks if m], "facts": list(facts),
             "groups": [g for g in groups if g["sets"]], "face": face}
    table["seats"].append(panel)
    return panel


def group(label: str, sets: Iterable[Sequence[dict[str, str]]]) -> dict[str, Any]:
    """Tiles of one kind in a seat's panel (its melds, its discards), each set drawn together."""
    return {"label": label, "sets": [list(s) for s in sets if s]}


def add_middle(table: Table, label: str, value: object = None, *, key: str | None = None,
               tiles: Sequence[dict[str, str]] = ()) -> dict[str, Any]:
    """Add a thing the seats share to the middle of the table: in words, or as tiles."""
    item: dict[str, Any] = {"label": label}
    if value is not None:
        item["value"] = str(value)
    if tiles:
        item["tiles"] = list(tiles)
    if key:
        item["key"] = key
    table["middle"].append(item)
    return item


def die_face(number: int) -> str:
    """A die showing ``number`` (1 to 6), as SVG markup in a :data:`DIE`-unit square."""
    if number not in _PIPS:
        raise ValueError(f"a die shows 1 to 6, not {number}")
    pips = "".join(f'<circle cx="{6 + 6 * x}" cy="{6 + 6 * y}" r="2.4" class="pip"/>' for x, y in _PIPS[number])
    return (f'<rect x="0.75" y="0.75" width="22.5" height="22.5" rx="4" class="die" fill="#fffdf7" '
            f'stroke="#3a3a36" stroke-width="1.5"/><g fill="#202020">{pips}</g>')


def add_dice(table: Table, label: str, dice: Sequence[int], *, key: str | None = None,
             value: str | None = None, names: Sequence[str] = ()) -> dict[str, Any]:
    """Add dice to the middle, drawn as dice (``names``: what each die is called, "light's die")."""
    for number in dice:
        table["faces"].setdefault(f"die:{number}", {"width": DIE, "height": DIE, "svg": die_face(number)})
    item = add_middle(table, label, value, key=key)
    item["dice"] = list(dice)
    if names:
        item["names"] = list(names)
    return item


def finish(table: Table, view: Mapping[str, Any], names: Mapping[str, str]) -> Table:
    """The table with what every panel has: each seat's name, whether it is the reader's (the view's seat) and
    whether it is to move (the name with a capital: it heads the panel); a seat the game's module left out gets a
    panel of its name alone."""
    panels = {panel["seat"]: panel for panel in table["seats"]}
    seats = []
    for seat in view["seats"]:
        panel = panels.get(seat) or {"seat": seat, "marks": [], "facts": [], "groups": [], "face": None}
        panel.update(name=capital(names.get(seat, seat)), you=seat == view.get("seat"),
                     to_move=seat == view.get("to_move"))
        seats.append(panel)
    return {**table, "seats": seats}


__all__ = ["DIE", "Table", "add_dice", "add_middle", "capital", "die_face", "fact", "finish", "group", "new_table",
           "seat_panel", "tile"]
