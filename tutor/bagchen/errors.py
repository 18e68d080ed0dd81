"""Bagchen's error codes and the names of its notations (added to :mod:`tutor.errors`)."""

from tutor.errors import define_messages
from tutor.i18n import N_

MESSAGES: dict[str, str] = {
    "bagchen.too-many-copies": N_("{tile} appears {count} times, but the 64-tile set has only {copies}"),
    "bagchen.sky-set-not-identical": N_("{tiles} is not a set: sky tiles combine only as identical copies"),
    "bagchen.earth-set-unequal-rank": N_("{tiles} is not a set: earth tiles combine only at equal rank"),
    "bagchen.set-mixes-suits": N_("{tiles} is not an ordinary set: sky and earth tiles do not mix"),
    "bagchen.set-size": N_("{tiles} has {count} tiles; an ordinary set has 2 to 4"),
}

NOTATIONS: dict[str, str] = {
    "bagchen.tile": N_("Bagchen tile"),
    "bagchen.tiles": N_("list of Bagchen tiles"),
}

define_messages(MESSAGES, NOTATIONS)
