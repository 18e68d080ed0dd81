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
    "bagchen.seat-missing": N_("no tricks are given for {seats}"),
    "bagchen.unknown-seat": N_("'{seat}' is not a seat (choose N, E, S or W)"),
    "bagchen.jump-range": N_("a jump counts 0 to 6 points, not {jump}"),
    "bagchen.tricks-range": N_("{seat} is given {count} tricks; a seat wins 0 to 16"),
    "bagchen.winner-no-tricks": N_("{seat} won the last trick, so {seat} holds at least one trick, not 0"),
    "bagchen.jump-tricks": N_("a jump of {jump} needs at least {least} tricks for the winner, not {count}: "
                              "he won the trick before his closing run, and the run takes a trick for each "
                              "point ([4-2][2-1] is 3 points in two tricks when mother and son are the point)"),
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
    "bagchen.follow-suffix": N_("{tiles} played face down to a lead takes no '{suffix}': only a charity, which "
                                "leads a trick, names a suit, and only a lead is a blind pair"),
    "bagchen.follow-count": N_("{count} tiles played to a lead of {size}: play as many as were led"),
    "bagchen.must-beat": N_("these rules oblige a player who can beat to beat (must_beat_if_able=true)"),
    "bagchen.does-not-beat": N_("{tiles} played face up does not beat {top}"),
    "bagchen.does-not-beat-because": N_("{tiles} played face up does not beat {top}: {why}"),
    "bagchen.four-players": N_("seating needs the throws of four players, not {count}"),
    "bagchen.seating-tie": N_("{players} threw the same: they throw again among themselves"),
    "bagchen.chain-throws": N_("the dice chain needs two throws, not {count}"),
    "bagchen.unite-points": N_("mother and son are the point: they may not seek each other this hand"),
    "bagchen.unite-tie": N_("the single dice tie: both throw again"),
    "bagchen.unite-no-tile": N_("{seat} holds neither a mother [4-2] nor a son [2-1]"),
    "bagchen.unite-same-tile": N_("{seat} must answer a mother with a son, or a son with a mother"),
    "bagchen.unite-more-throws": N_("no throw named a tile that can be given: throw again"),
    "bagchen.unite-throws-after": N_("the throw {throw} already named a tile to give ({gift}): no throw comes "
                                     "after it"),
    "bagchen.chance-other": N_("'{step}' is not the chance step due now: write {expected}"),
    "bagchen.not-dealt": N_("the tiles have not been dealt yet"),
    "bagchen.gobah-not-in-rules": N_("these rules end the session at an agreed hand, without Gobah "
                                     "(session_end=fixed_hands)"),
    "bagchen.gobah-called": N_("Gobah has already been called"),
    "bagchen.session-over": N_("the session is over"),
    "bagchen.blind-pair-off": N_("these rules have no blind pair (fourteen_trick_blind_pair=false)"),
    "bagchen.blind-pair-when": N_("only a player with 14 tricks and his last two tiles may lead them blind; not {seat}"),
    "bagchen.blind-pair-point": N_("the tile shown in a blind pair may not be a point, and {tile} is"),
    "bagchen.blind-pair-beat": N_("{tiles} does not beat the blind pair: only a pair of the {suit} suit does"),
    "bagchen.point-never-beats": N_("{tile} is a point, and a point never beats, not even a charity"),
    "bagchen.charity-wrong-suit": N_("the charity named {suit}; {tile} is not of that suit"),
    "bagchen.charity-next-only": N_("only the next player may beat an open charity "
                                    "(charity_open_beat_scope=next_player); {seat} must play face down"),
    "bagchen.passport-lead": N_("a passport holder may not lead {tiles} under the passport rules in force "
                                "(passport_rules={rules})"),
    "bagchen.passport-throw": N_("a passport holder with nothing else to lead must throw the dice for the suit first"),
    "bagchen.passport-suit": N_("the dice named the {suit} suit; {tiles} is not of it"),
    "bagchen.passport-dice-shown": N_("the dice showed {throw}, not {written}"),
    "bagchen.redeal-asked": N_("{seat} must first say whether he keeps the deal ({seat} keep) or, dealt none of "
                               "the high tiles, demands a redeal ({seat} redeal)"),
    "bagchen.not-begun": N_("the hand has not begun: {seat} is asked first ({legal})"),
    "bagchen.pass-when": N_("{seat} may pass only when it is his turn to propose a blind exchange or to call for "
                            "mother and son"),
    "bagchen.exchange-when": N_("a blind exchange is proposed only before anyone has looked at his tiles, each "
                                "player in his turn"),
    "bagchen.exchange-self": N_("{seat} cannot exchange hands with himself"),
    "bagchen.unite-when": N_("mother and son are called for only before the first lead, each player in his turn, "
                             "after the redeal"),
    "bagchen.unite-not-lone": N_("{seat} holds {other} as well as {tile}: under these rules only a mother or a son "
                                 "without the other tile may seek it (unite_lone_tile=true)"),
    "bagchen.unite-call-tile": N_("{tile} is neither a mother [4-2] nor a son [2-1]"),
    "bagchen.answer-when": N_("nobody has proposed an exchange or called for mother and son: {seat} has nothing "
                              "to answer"),
    "bagchen.answer-first": N_("{seat} must first answer {caller}: accept or decline"),
    "bagchen.cannot-accept": N_("{seat} cannot accept without {tiles}"),
    "bagchen.redeal-when": N_("only a player dealt none of the high tiles may demand a redeal, and only before "
                              "the first lead"),
}

NOTATIONS: dict[str, str] = {
    "bagchen.tile": N_("Bagchen tile"),
    "bagchen.tiles": N_("list of Bagchen tiles"),
    "bagchen.dice": N_("throw of two dice"),
    "bagchen.tricks": N_("list of tricks per seat"),
    "bagchen.decision": N_("Bagchen decision"),
    "bagchen.chance": N_("Bagchen chance step"),
}

define_messages(MESSAGES, NOTATIONS)


_TURN = "bagchen/playing#beating-or-playing-face-down"
_CHANCE = "bagchen/notation#chance-the-deal-and-the-dice"
_CHARITY = "bagchen/playing#charity"
_PASSPORT = "bagchen/playing#the-passport"
_SETS = "bagchen/tiles-and-ranking#sets-of-two-to-four-tiles"
_POINT = "bagchen/point#what-a-point-does"
_BLIND_PAIR = "bagchen/interpretations#each-option-at-work"
_BEFORE = "bagchen/notation#before-the-first-lead"
_REDEAL = "bagchen/before-play#asking-for-a-redeal"
_UNITE = "bagchen/before-play#mother-seeks-son"
_DECISION = "bagchen/notation#a-decision"

#: where the site explains the rule behind each error (``Game.rule_links``): code -> "<page>#<anchor>";
#: every error a decision of a hand can raise (tests/bagchen/test_play_clicks.py tries them)
RULE_LINKS: dict[str, str] = {
    # chance written out (the deal, the point, the dice)
    "bagchen.chance-other": _CHANCE,
    "bagchen.unite-throws-after": _CHANCE,
    # whose turn, and which tiles
    "bagchen.not-your-turn": _TURN,
    "bagchen.tiles-not-held": _DECISION,
    "notation.expected": _DECISION,
    "notation.trailing": _DECISION,
    "notation.out-of-range": _DECISION,
    "notation.empty": _DECISION,
    "bagchen.too-many-copies": "bagchen/notation#several-tiles",
    # leads
    "bagchen.sky-set-not-identical": _SETS,
    "bagchen.earth-set-unequal-rank": _SETS,
    "bagchen.set-mixes-suits": _SETS,
    "bagchen.set-size": _SETS,
    "bagchen.not-a-lead": "bagchen/combinations#bagchen-combinations",
    "bagchen.point-mixed": _POINT,
    "bagchen.double-mother-son-off": "bagchen/combinations#horses-and-mother-and-son",
    "bagchen.too-many-ministers": "bagchen/combinations#chiefs-and-ministers",
    # following
    "bagchen.follow-count": _TURN,
    "bagchen.follow-suffix": _TURN,
    "bagchen.must-beat": _TURN,
    "bagchen.does-not-beat": "bagchen/tiles-and-ranking#beating-a-single-tile",
    "bagchen.does-not-beat-because": "bagchen/tiles-and-ranking#beating-a-single-tile",
    "bagchen.point-never-beats": _POINT,
    # charity
    "bagchen.charity-one-tile": _CHARITY,
    "bagchen.charity-with-passport": _CHARITY,
    "bagchen.charity-named-off": _CHARITY,
    "bagchen.charity-wrong-suit": _CHARITY,
    "bagchen.charity-next-only": _CHARITY,
    "bagchen.only-charity-names": _CHARITY,
    # the passport
    "bagchen.passport-lead": _PASSPORT,
    "bagchen.passport-throw": _PASSPORT,
    "bagchen.passport-suit": _PASSPORT,
    "bagchen.passport-dice-shown": _PASSPORT,
    # the blind pair (a rule option)
    "bagchen.blind-pair-off": _BLIND_PAIR,
    "bagchen.blind-pair-when": _BLIND_PAIR,
    "bagchen.blind-pair-point": _BLIND_PAIR,
    "bagchen.blind-pair-beat": _BLIND_PAIR,
    # before the first lead
    "bagchen.not-begun": _BEFORE,
    "bagchen.pass-when": _BEFORE,
    "bagchen.answer-when": _BEFORE,
    "bagchen.answer-first": _BEFORE,
    "bagchen.exchange-when": _BEFORE,
    "bagchen.exchange-self": _BEFORE,
    "bagchen.redeal-asked": _REDEAL,
    "bagchen.redeal-when": _REDEAL,
    "bagchen.unite-points": _UNITE,
    "bagchen.unite-when": _UNITE,
    "bagchen.unite-call-tile": _UNITE,
    "bagchen.unite-not-lone": _UNITE,
    "bagchen.cannot-accept": _UNITE,
}
