"""Mahjong's error codes and the names of its notations (added to :mod:`tutor.errors`)."""

from tutor.errors import define_messages
from tutor.i18n import N_

MESSAGES: dict[str, str] = {
    "mahjong.too-many-copies": N_("{tile} appears {count} times, but the set has only 4 of each tile"),
    "mahjong.bonus-only": N_("'{text}' may hold only flowers and seasons: F1 to F4, S1 to S4"),
    "mahjong.bonus-twice": N_("{tile} appears twice, but each flower and season is unique"),
    "mahjong.honour-chow": N_("{tiles} is not a set: winds and dragons do not make a chow"),
    "mahjong.not-a-set": N_("{tiles} is not a set: a chow is three tiles in a row of one suit, a pung three "
                            "identical tiles, a kong four"),
    "mahjong.not-a-kong": N_("{tiles} is not a kong: a declared kong is four identical tiles"),
    "mahjong.tile-count": N_("the hand has {count} tiles (kongs counted as three); a hand holds 13, or 14 "
                             "with the tile that has just been drawn or claimed"),
    "mahjong.undeclared-kong-count": N_("the hand has {count} tiles: the four {tile} are not a kong until they are "
                                        "declared (written ⟨{tile} {tile} {tile} {tile}⟩), so they count as four "
                                        "tiles, not three; a hand holds 13, or 14 with the tile that has just been "
                                        "drawn or claimed"),
    "mahjong.winning-count": N_("a hand with a winning tile (*) must hold 14 tiles (kongs counted as three), "
                                "not {count}"),
    "mahjong.two-winning-tiles": N_("only one tile can be the winning tile (*)"),
    "mahjong.winning-tile-in-kong": N_("{tiles}: the winning tile cannot complete a kong"),
    "mahjong.not-complete": N_("{hand} is not a complete hand, so it cannot go mah jong"),
    "mahjong.no-winning-tile": N_("mark the winning tile of {hand} with *"),
    "mahjong.loser-has-star": N_("{hand} marks a winning tile (*), but its player did not go mah jong"),
    "mahjong.won-by": N_("the winning tile of {hand} is in an exposed set, so it was claimed: it cannot be "
                         "won '{won_by}'"),
    "mahjong.bad-won-by": N_("'{won_by}' is not a way to win (choose wall, discard, loose or robbed-kong)"),
    "mahjong.bad-seat": N_("'{seat}' is not a seat (choose E, S, W or N)"),
    "mahjong.standing-hand-discard": N_("under these rules a standing hand may not win on a discard"),
    "mahjong.broken-standing-hand": N_("under these rules a player who broke his standing hand may not go mah jong"),
    "mahjong.robbed-tile-held": N_("{hand} cannot be won by robbing a kong: the robbed tile is the last {tile}, "
                                   "the other three being in the pung it was to complete, so it appears once in "
                                   "the winning hand, not {count} times"),
    "mahjong.rob-concealed-kong": N_("only Thirteen Orphans may rob a concealed kong, and only if the rules allow it"),
    "mahjong.no-claims": N_("nobody claims the discard"),
    "mahjong.bad-claim": N_("'{kind}' is not a claim (choose mahjong, kong, pung or chow)"),
    "mahjong.own-discard": N_("{seat} cannot claim his own discard"),
    "mahjong.two-claims": N_("{seat} makes two claims for one discard"),
    "mahjong.chow-not-next": N_("{seat} cannot claim a chow: only the player after {discarder} may"),
    "mahjong.scores": N_("'{text}' is not a list of scores: write E=336,S=40,W=32,N=16 with each seat once"),
    "mahjong.winds": N_("'{winds}' does not give each of the four players one wind: E, S, W and N once each"),
    "mahjong.not-a-player": N_("'{player}' is not one of the players ({players})"),
    "mahjong.winner-not-seated": N_("the winner {seat} has no score"),
    "mahjong.already-complete": N_("{hand} is already complete: waits are asked of a hand of 13 tiles"),
    "mahjong.bad-dice": N_("'{dice}' is not a throw of East's two dice: two numbers from 1 to 6, not both 1"),
    "mahjong.not-a-chow": N_("{tiles} is not a chow: three tiles in a row of one suit, lowest first"),
    "mahjong.tile-not-held": N_("{seat} holds no {tile} to discard"),
    "mahjong.standing-not-allowed": N_("{seat} may declare a standing hand only with his first discard, before "
                                       "showing any set, and only if the 13 tiles he keeps wait for one more"),
    "mahjong.standing-discard": N_("{seat} has declared a standing hand: he must discard the tile he drew, {tile}, "
                                   "or go mah jong"),
    "mahjong.standing-change": N_("{seat} has declared a standing hand: he may not change his tiles with a kong or "
                                  "a chow, pung or kong of a discard, only go mah jong"),
    "mahjong.not-self-drawn": N_("{seat} has drawn no tile in this turn: a discard completes a hand only when it "
                                 "is claimed for mah jong"),
    "mahjong.no-concealed-kong": N_("{seat} does not hold four {tile} for a concealed kong"),
    "mahjong.cannot-add": N_("{seat} may add to an exposed pung only the tile he has just drawn, the fourth of "
                             "that pung; {tile} is not such a tile"),
    "mahjong.no-discard-to-claim": N_("there is no discard to claim: it is {seat}'s turn to discard, or to declare "
                                      "mah jong or a kong"),
    "mahjong.answer-the-claim": N_("{seat} is asked about {tile}: answer pass, chow, pung, kong or mahjong"),
    "mahjong.chow-tiles": N_("{seat} cannot show {tiles}: a chow claimed for {tile} holds that tile and two "
                             "tiles from his hand"),
    "mahjong.pung-tiles": N_("{seat} needs two {tile} in his hand to claim it for a pung"),
    "mahjong.kong-tiles": N_("{seat} needs three {tile} in his hand to claim it for a kong"),
    "mahjong.pung-barred": N_("{seat} let {tile} go by when he could have punged it: he may not pung it before "
                              "his own next turn"),
    "mahjong.rob-only": N_("{seat} may only rob the kong of {tile} (mahjong) or pass"),
    "mahjong.wall-exhausted": N_("only {remaining} tiles are left in the wall: the last 14 are never drawn, "
                                 "so the hand is a dead game"),
    "mahjong.wall-size": N_("the wall has {count} tiles, not 144: every tile of the set once, the 136 playing "
                            "tiles and the 8 flowers and seasons"),
    "mahjong.deal-size": N_("{seat} is dealt {count} tiles, not {dealt}: East takes 14 tiles, the others 13, "
                            "flowers and seasons included"),
    "mahjong.tile-gone": N_("no {tile} is left in the wall: the set has no more of it than the hands and the "
                            "table already show"),
    "mahjong.chance-other": N_("'{step}' is not the chance step due now: write {due}"),
}

NOTATIONS: dict[str, str] = {
    "mahjong.tile": N_("Mahjong tile"),
    "mahjong.hand": N_("Mahjong hand"),
    "mahjong.decision": N_("Mahjong decision"),
    "mahjong.score-list": N_("Mahjong scores"),
    "mahjong.claims": N_("Mahjong claims"),
    "mahjong.chance": N_("Mahjong chance step"),
}

define_messages(MESSAGES, NOTATIONS)


_DECISIONS = "mahjong/notation#decisions-in-play"  # what a player may write in his turn and after a discard
_KONGS = "mahjong/claims#kongs"
_STANDING = "mahjong/play#mahjong-play-standing"
_CHANCE = "mahjong/notation#mahjong-notation-chance"  # the wall, the dice, the deal and the draws as steps

#: where the site explains the rule behind each error (``Game.rule_links``): code -> "<page>#<anchor>";
#: every error a decision of :class:`~tutor.mahjong.state.MahjongState` can raise has one
RULE_LINKS: dict[str, str] = {
    # the decision is not written as the notation writes decisions
    "notation.empty": _DECISIONS,
    "notation.expected": _DECISIONS,
    "notation.trailing": _DECISIONS,
    "notation.out-of-range": "mahjong/notation#tiles",
    "mahjong.not-a-chow": _DECISIONS,
    # what may be decided in one's turn, and what after a discard
    "mahjong.tile-not-held": _DECISIONS,
    "mahjong.no-discard-to-claim": _DECISIONS,
    "mahjong.answer-the-claim": _DECISIONS,
    "mahjong.not-self-drawn": _DECISIONS,
    "mahjong.chow-tiles": _DECISIONS,
    "mahjong.not-complete": "mahjong/notation#complete-hands-and-waits",
    "mahjong.undeclared-kong-count": "mahjong/notation#complete-hands-and-waits",
    # claims
    "mahjong.chow-not-next": "mahjong/claims#mahjong-claims",
    "mahjong.pung-tiles": "mahjong/claims#mahjong-claims",
    "mahjong.kong-tiles": _KONGS,
    "mahjong.pung-barred": "mahjong/play#mahjong-play-pung-let-go",
    # kongs, and robbing them
    "mahjong.no-concealed-kong": _KONGS,
    "mahjong.cannot-add": _KONGS,
    "mahjong.rob-only": _KONGS,
    "mahjong.rob-concealed-kong": _DECISIONS,
    # a standing hand
    "mahjong.standing-not-allowed": _STANDING,
    "mahjong.standing-discard": _STANDING,
    "mahjong.standing-change": _STANDING,
    "mahjong.standing-hand-discard": _STANDING,
    # chance written out: a hand played at a real table
    "mahjong.wall-size": _CHANCE,
    "mahjong.deal-size": _CHANCE,
    "mahjong.tile-gone": _CHANCE,
    "mahjong.chance-other": _CHANCE,
    "mahjong.too-many-copies": _CHANCE,
    "mahjong.bonus-twice": _CHANCE,
}
