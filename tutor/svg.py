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


def line(parent: ET.Element, x1: float, y1: float, x2: float, y2: float, *, css_class: str,
         stroke: str, stroke_width: float) -> ET.Element:
    return ET.SubElement(parent, "line", {
        "x1": _num(x1), "y1": _num(y1), "x2": _num(x2), "y2": _num(y2), "class": css_class,
        "stroke": stroke, "stroke-width": _num(stroke_width),
    })


def text(parent: ET.Element, x: float, y: float, words: str, *, css_class: str, size: float,
         fill: str = "currentColor", anchor: str = "start", weight: str = "normal") -> ET.Element:
    """A line of text; ``currentColor`` follows the page's colour (light and dark themes)."""
    element = ET.SubElement(parent, "text", {
        "x": _num(x), "y": _num(y), "class": css_class, "font-size": _num(size), "fill": fill,
        "text-anchor": anchor, "font-weight": weight,
    })
    element.text = words
    return element


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
