"""The site's icon (issue 30): a Bagchen domino tile, [1-3], ivory on the site's ink blue.

    python -m tools.icons      # rewrites tutor/sphinx/static/tutor-icon*.svg / .png

Drawn once here as SVG (``tutor-icon.svg``: the favicon of every page, and the manifest's
scalable icon); Debian's Chromium (through Playwright) renders the PNGs the manifest and
iOS ask for: 192 and 512 px, a maskable 512 px (the tile inside the safe circle, the
background to every edge) and the 180 px home-screen icon, which has no transparency.
The files are committed; run this again only when the drawing changes.
"""

from __future__ import annotations

import base64
import sys
from pathlib import Path

from tutor.sphinx.offline import ICON_SVG, ICONS, TOUCH_ICON

ROOT = Path(__file__).resolve().parent.parent
STATIC = ROOT / "tutor" / "sphinx" / "static"
INK, IVORY, EDGE, RED, BLACK = "#1f3a5f", "#fbf5e6", "#cbbf9f", "#c62828", "#262626"


def svg(full_bleed: bool = False) -> str:
    """The icon on a 512 × 512 canvas: a rounded square, or (``full_bleed``) a square whose tile
    keeps inside the circle a maskable icon's platform may cut it to (80 % of the width).

    >>> svg().startswith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"')
    True
    """
    scale = 0.8 if full_bleed else 1.0
    background = (f'<rect width="512" height="512" fill="{INK}"/>' if full_bleed
                  else f'<rect width="512" height="512" rx="112" fill="{INK}"/>')
    pips = [(0, -100, 42, RED)] + [(dx, 100 + dx, 25, BLACK) for dx in (-58, 0, 58)]
    tile = "".join([
        f'<rect x="-104" y="-204" width="208" height="408" rx="40" fill="{IVORY}" stroke="{EDGE}" stroke-width="8"/>',
        f'<line x1="-68" y1="0" x2="68" y2="0" stroke="{BLACK}" stroke-width="10" stroke-linecap="round"/>',
        *(f'<circle cx="{x}" cy="{y}" r="{r}" fill="{colour}"/>' for x, y, r, colour in pips),
    ])
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">{background}'
            f'<g transform="translate(256 256) scale({scale})">{tile}</g></svg>\n')


def render(page: object, drawing: str, size: int) -> bytes:
    source = "data:image/svg+xml;base64," + base64.b64encode(drawing.encode()).decode()
    page.set_viewport_size({"width": size, "height": size})  # type: ignore[attr-defined]
    page.set_content(f'<body style="margin:0"><img src="{source}" width="{size}" height="{size}" '  # type: ignore[attr-defined]
                     'style="display:block"></body>')
    page.wait_for_function("document.images[0].complete")  # type: ignore[attr-defined]
    return page.screenshot(omit_background=True, clip={"x": 0, "y": 0, "width": size, "height": size})  # type: ignore[attr-defined,no-any-return]


def main() -> int:
    from playwright.sync_api import sync_playwright

    from tools.weight import CHROMIUM_ARGS, chromium

    executable = chromium()
    if executable is None:
        print("tools.icons: no Chromium here (apt-get install chromium)", file=sys.stderr)
        return 1
    (STATIC / ICON_SVG).write_text(svg(), encoding="utf-8")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        page = browser.new_page(device_scale_factor=1)
        for name, size, purpose in [*ICONS, (TOUCH_ICON, 180, "maskable")]:
            (STATIC / name).write_bytes(render(page, svg(full_bleed=purpose == "maskable"), size))
            print(f"wrote {name}")
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
