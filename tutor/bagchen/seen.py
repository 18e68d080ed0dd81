"""What a seat sees of a trick, as JSON-ready data: the part of a view (:meth:`BagchenState.view
<tutor.bagchen.state.BagchenState.view>`) that the drawing and the narration read (:mod:`tutor.bagchen.presentation`).

A tile played face down is named only to its own player (or in a view of everything); a blind pair shows its
first tile, the second only to its player.  Nothing here draws or words anything.

>>> from tutor.bagchen.hand import Hand
>>> from tutor.bagchen.record import parse_record
>>> trick = Hand.around(parse_record("E [3-1]; S [4-4]; W ~[2-1]; N [1-1]"), "6-6").tricks[0]
>>> seen = trick_seen(trick, 1, "S")
>>> [(p["seat"], p["tiles"], p["hidden"]) for p in seen["plays"]], seen["winner"], seen["kind"]
([('E', '[3-1]', 0), ('S', '[4-4]', 0), ('W', None, 1), ('N', '[1-1]', 0)], 'N', 'bagchen.single')
>>> trick_seen(trick, 1, "W")["plays"][2]["tiles"], trick_seen(trick, 1, None, full=True)["plays"][2]["tiles"]
('[2-1]', '[2-1]')
"""

from __future__ import annotations

from typing import Any

from tutor.bagchen.hand import Play, Trick
from tutor.bagchen.notation import format_tiles


def play_seen(play: Play, seat: str | None, full: bool = False) -> dict[str, Any]:
    """One play as ``seat`` sees it: ``tiles`` those he sees (``None``: none), ``hidden`` how many he does not."""
    tiles = play.tiles if full or play.seat == seat else play.shown
    return {"seat": play.seat, "face_up": play.face_up, "count": len(play.tiles),
            "tiles": format_tiles(tiles) if tiles else None, "hidden": len(play.tiles) - len(tiles),
            "named": play.named.value if play.named else None, "throw": str(play.throw) if play.throw else None,
            "blind": play.blind}


def trick_seen(trick: Trick, number: int, seat: str | None, full: bool = False, closing: bool = False) -> dict[str, Any]:
    """Trick ``number`` (from 1) as ``seat`` sees it (``full``: everything).  ``closing``: it is part of the run
    that ends the hand (a jump: its chips are not paid).  ``kind`` is the lead's kind (a glossary term) when the
    lead lies face up and whole, ``chips`` who pays the leader how much for a point lead."""
    lead = trick.plays[0]
    whole = lead.face_up and not lead.blind
    return {
        "number": number,
        "plays": [play_seen(play, seat, full) for play in trick.plays],
        "winner": trick.winner if trick.done else None,
        "leader": trick.leader,
        "size": trick.size,
        "kind": trick.lead.kind.value if whole and trick.lead is not None else None,
        "chips": {"payers": [p.payer for p in trick.chips], "amount": trick.chips[0].amount} if trick.chips else None,
        "closing": closing,
    }
