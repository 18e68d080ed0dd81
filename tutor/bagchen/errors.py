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
    "bagchen.deal-size": N_("a deal is four hands separated by spaces, not {count}"),
    "bagchen.hand-size": N_("seat {seat} is dealt {count} tiles, not 16"),
    "bagchen.not-the-set": N_("the four hands are not the 64 tiles of the set"),
    "bagchen.hand-over": N_("the hand is over: all sixteen tricks have been played"),
    "bagchen.hand-not-over": N_("the hand is not over yet"),
    "bagchen.not-your-turn": N_("it is {turn}'s turn, not {seat}'s"),
    "bagchen.tiles-not-held": N_("{seat} does not hold {tiles}"),
    "bagchen.charity-one-tile": N_("a charity is one tile face down"),
    "bagchen.charity-with-passport": N_("a passport holder may not give charity"),
    "bagchen.charity-named-off": N_("these rules have no named charity (charity_named=false)"),
    "bagchen.only-charity-names": N_("only a charity names a suit, and only a passport holder's lead throws the dice"),
    "bagchen.follow-count": N_("{count} tiles played to a lead of {size}: play as many as were led"),
    "bagchen.must-beat": N_("these rules oblige a player who can beat to beat (must_beat_if_able=true)"),
    "bagchen.does-not-beat": N_("{tiles} played face up does not beat {top}"),
    "bagchen.point-never-beats": N_("{tile} is a point, and a point never beats, not even a charity"),
    "bagchen.charity-wrong-suit": N_("the charity named {suit}; {tile} is not of that suit"),
    "bagchen.charity-next-only": N_("only the next player may beat an open charity "
                                    "(charity_open_beat_scope=next_player); {seat} must play face down"),
    "bagchen.passport-lead": N_("a passport holder may not lead {tiles} under the {rules} rules"),
    "bagchen.passport-throw": N_("a passport holder with nothing else to lead must throw the dice for the suit first"),
    "bagchen.passport-suit": N_("the dice named the {suit} suit; {tiles} is not of it"),
}

NOTATIONS: dict[str, str] = {
    "bagchen.tile": N_("Bagchen tile"),
    "bagchen.tiles": N_("list of Bagchen tiles"),
    "bagchen.dice": N_("throw of two dice"),
    "bagchen.tricks": N_("list of tricks per seat"),
}

define_messages(MESSAGES, NOTATIONS)
