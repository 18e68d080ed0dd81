"""Set translations in a catalog from a small table (used by hand when a few messages change).

    python -m tools.po_fill locales/ru/LC_MESSAGES/tutor.po fixes.json

``fixes.json`` maps msgid to msgstr; the entries lose their fuzzy mark.  Obsolete
entries (``#~``) are dropped.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from babel.messages.pofile import read_po, write_po


def fill(po: Path, table: dict[str, str]) -> list[str]:
    with po.open("rb") as handle:
        catalog = read_po(handle)
    missing = []
    for msgid, msgstr in table.items():
        message = catalog.get(msgid)
        if message is None:
            missing.append(msgid)
            continue
        message.string = msgstr
        message.flags.discard("fuzzy")
        message.previous_id = []
    catalog.obsolete.clear()
    with po.open("wb") as handle:
        write_po(handle, catalog, width=76, omit_header=False)
    return missing


if __name__ == "__main__":
    missing = fill(Path(sys.argv[1]), json.loads(Path(sys.argv[2]).read_text(encoding="utf-8")))
    for msgid in missing:
        print(f"not in catalog: {msgid!r}", file=sys.stderr)
    sys.exit(1 if missing else 0)
