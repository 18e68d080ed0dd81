"""SVG primitives shared by every game's drawings (python-chess ``chess.svg`` style).

Drawings are built with the standard library's ElementTree, carry a ``<title>``
(the words, in the reader's language) and a ``<desc>`` (the notation, the same in
every language), use CSS classes that pages and puzzle scripts can hook, and are
deterministic, so snapshot tests are easy.  Ids inside one drawing get a per-figure
prefix because inline SVGs on one page share the id space.

>>> from tutor.svg import svg_root, finish
>>> root = svg_root(20, 10, css_class="demo", title="A box", desc="[1-1]")
>>> print(finish(root))
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10" width="20" height="10" class="demo" role="img"><title>A box</title><desc>[1-1]</desc></svg>
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

SVG_NS = "http://www.w3.org/2000/svg"


class SvgImage(str):
    """An SVG document as a string that notebooks display as a picture."""

    def _repr_svg_(self) -> str:
        return str(self)


def svg_root(
    width: float, height: float, *, css_class: str, title: str, desc: str,
    size: float | None = None,
) -> ET.Element:
    """An ``<svg>`` with a viewBox, a class, an accessible title and a notation ``<desc>``.

    ``size`` scales the drawing to that width in CSS pixels (keeping proportions).
    """
    scale = 1.0 if size is None else size / width
    root = ET.Element("svg", {
        "xmlns": SVG_NS,
        "viewBox": f"0 0 {_num(width)} {_num(height)}",
        "width": _num(width * scale),
        "height": _num(height * scale),
        "class": css_class,
        "role": "img",
    })
    ET.SubElement(root, "title").text = title
    ET.SubElement(root, "desc").text = desc
    return root


def rect(parent: ET.Element, x: float, y: float, w: float, h: float, *, css_class: str,
         rx: float = 0, fill: str | None = None, stroke: str | None = None,
         stroke_width: float | None = None) -> ET.Element:
    attrs = {"x": _num(x), "y": _num(y), "width": _num(w), "height": _num(h), "class": css_class}
    if rx:
        attrs["rx"] = _num(rx)
    _paint(attrs, fill, stroke, stroke_width)
    return ET.SubElement(parent, "rect", attrs)


def circle(parent: ET.Element, cx: float, cy: float, r: float, *, css_class: str,
           fill: str | None = None, stroke: str | None = None,
           stroke_width: float | None = None) -> ET.Element:
    attrs = {"cx": _num(cx), "cy": _num(cy), "r": _num(r), "class": css_class}
    _paint(attrs, fill, stroke, stroke_width)
    return ET.SubElement(parent, "circle", attrs)


def polygon(parent: ET.Element, points: list[tuple[float, float]], *, css_class: str,
            fill: str | None = None, stroke: str | None = None,
            stroke_width: float | None = None) -> ET.Element:
    attrs = {"points": " ".join(f"{_num(x)},{_num(y)}" for x, y in points), "class": css_class}
    _paint(attrs, fill, stroke, stroke_width)
    return ET.SubElement(parent, "polygon", attrs)


def line(parent: ET.Element, x1: float, y1: float, x2: float, y2: float, *, css_class: str,
         stroke: str, stroke_width: float) -> ET.Element:
    return ET.SubElement(parent, "line", {
        "x1": _num(x1), "y1": _num(y1), "x2": _num(x2), "y2": _num(y2), "class": css_class,
        "stroke": stroke, "stroke-width": _num(stroke_width),
    })


def arrow(parent: ET.Element, x1: float, y1: float, x2: float, y2: float, *, css_class: str,
          stroke: str = "currentColor", stroke_width: float = 2, head: float = 10) -> ET.Element:
    """A straight arrow from (x1, y1) to (x2, y2), its head drawn as a triangle (no marker ids to clash)."""
    group = ET.SubElement(parent, "g", {"class": css_class})
    angle = math.atan2(y2 - y1, x2 - x1)
    bx, by = x2 - head * math.cos(angle), y2 - head * math.sin(angle)
    line(group, x1, y1, bx, by, css_class="shaft", stroke=stroke, stroke_width=stroke_width)
    left = (bx + head / 2 * math.sin(angle), by - head / 2 * math.cos(angle))
    right = (bx - head / 2 * math.sin(angle), by + head / 2 * math.cos(angle))
    points = " ".join(f"{_num(x)},{_num(y)}" for x, y in ((x2, y2), left, right))
    ET.SubElement(group, "polygon", {"points": points, "class": "head", "fill": stroke})
    return group


def text(parent: ET.Element, x: float, y: float, words: str, *, css_class: str, size: float,
         fill: str = "currentColor", anchor: str = "start", weight: str = "normal") -> ET.Element:
    """A line of text; ``currentColor`` follows the page's colour (light and dark themes)."""
    element = ET.SubElement(parent, "text", {
        "x": _num(x), "y": _num(y), "class": css_class, "font-size": _num(size), "fill": fill,
        "text-anchor": anchor, "font-weight": weight,
    })
    element.text = words
    return element


def place(parent: ET.Element, x: float, y: float, w: float, h: float, *, name: str, label: str,
          pieces: int = 0, capture: bool = False) -> ET.Element:
    """A place the learner can click or pick with the keyboard on a puzzle's board (see :mod:`tutor.puzzles`).

    ``name`` is the place in the game's notation, ``label`` its name in the page's
    language, ``pieces`` how many pieces of the side to move stand on it, and
    ``capture`` whether a piece that arrives there captures what stands there.  It is
    drawn transparent, over everything else, so that the pieces do not catch the clicks.
    """
    attrs = {"x": _num(x), "y": _num(y), "width": _num(w), "height": _num(h), "class": "tutor-place",
             "fill": "transparent", "data-place": name, "data-pieces": str(pieces), "role": "button",
             "tabindex": "0", "aria-label": label}
    if capture:
        attrs["data-capture"] = ""
    return ET.SubElement(parent, "rect", attrs)


def interactive(root: ET.Element, label: str) -> None:
    """Make a drawing a group of places rather than one picture (places inside an image are not announced)."""
    root.set("role", "group")
    root.set("aria-label", label)


def finish(root: ET.Element) -> SvgImage:
    """Serialise without an XML declaration, ready to inline in HTML."""
    return SvgImage(ET.tostring(root, encoding="unicode", short_empty_elements=True))


def _paint(attrs: dict[str, str], fill: str | None, stroke: str | None,
           stroke_width: float | None) -> None:
    if fill is not None:
        attrs["fill"] = fill
    if stroke is not None:
        attrs["stroke"] = stroke
    if stroke_width is not None:
        attrs["stroke-width"] = _num(stroke_width)


def _num(value: float) -> str:
    """Numbers without float noise: 10, 2.5, 0.33."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return text if text != "-0" else "0"
