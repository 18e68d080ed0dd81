"""Bagchen's error codes and the names of its notations (added to :mod:`tutor.errors`)."""

from tutor.errors import define_messages
from tutor.i18n import N_

MESSAGES: dict[str, str] = {
    "bagchen.too-many-copies": N_("{tile} appears {count} times, but the 64-tile set has only {copies}"),
    "bagchen.sky-set-not-identical": N_("{tiles} is not a set: sky tiles combine only as identical copies"),
    "bagchen.earth-set-unequal-rank": N_("{tiles} is not a set: earth tiles combine only at equal rank"),
    "bagchen.set-mixes-suits": N_("{tiles} is not an ordinary set: sky and earth tiles do not mix"),
    "bagchen.set-size": N_("{tiles} has {count} tiles; an ordinary set has 2 to 4"),
    "bagchen.point-mixed": N_("{tiles} mixes point tiles with other tiles"),
    "bagchen.double-mother-son-off": N_("{tiles} is a double mother and son, which these rules do not allow "
                                        "(double_mother_son=false)"),
    "bagchen.too-many-ministers": N_("{tiles} has {count} ministers; these rules allow at most {most} "
                                     "(mixed_ministers_max)"),
    "bagchen.not-a-lead": N_("{tiles} is not a lead: no combination has {count} such tiles"),
    "bagchen.tricks-total": N_("the tricks add up to {total}, not 16"),
    "bagchen.seat-twice": N_("seat {seat} is given twice in '{text}'"),
    "bagchen.seat-missing": N_("no tricks are given for {seats}"),
    "bagchen.unknown-seat": N_("'{seat}' is not a seat (choose N, E, S or W)"),
    "bagchen.jump-range": N_("a jump counts 0 to 6 points, not {jump}"),
}

NOTATIONS: dict[str, str] = {
    "bagchen.tile": N_("Bagchen tile"),
    "bagchen.tiles": N_("list of Bagchen tiles"),
    "bagchen.dice": N_("throw of two dice"),
    "bagchen.tricks": N_("list of tricks per seat"),
}

define_messages(MESSAGES, NOTATIONS)
