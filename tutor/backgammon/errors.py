"""Backgammon's error codes and the names of its notations (added to :mod:`tutor.errors`)."""

from tutor.errors import define_messages
from tutor.i18n import N_

MESSAGES: dict[str, str] = {
    "backgammon.too-many-checkers": N_("one side has {count} checkers; a side has 15 at most"),
    "backgammon.shared-point": N_("both sides have checkers on the {point}-point of the side on roll"),
    "backgammon.negative-count": N_("{count} checkers on a point: a count cannot be negative"),
    "backgammon.bad-point": N_("{point} is not a point: points are 1 to 24, and 25 is the bar"),
    "backgammon.position-id-length": N_("a Position ID has 14 characters, not {length}"),
    "backgammon.position-id-overflow": N_("the Position ID '{text}' describes more than 50 points and bars"),
    "backgammon.position-id-noncanonical": N_("the Position ID '{text}' has bits set after its end; "
                                              "its canonical form is '{canonical}'"),
    "backgammon.point-order": N_("{start}/{end} at position {position} of '{text}' does not move towards home"),
    "backgammon.repeated-count": N_("a repeat count must be at least 2, not {count}"),
    "backgammon.not-finished": N_("the game is not over: both sides still have checkers on the board"),
    "backgammon.bar-first": N_("{play}: with {roll}, a checker on the bar must enter before any other checker moves"),
    "backgammon.point-blocked": N_("{play}: the {point}-point is held by {count} opposing checkers, "
                                   "so no checker may land there"),
    "backgammon.no-blot": N_("{play}: there is no single opposing checker on the {point}-point to hit"),
    "backgammon.hit-not-written": N_("{play}: the {point}-point holds an opposing blot, so landing there "
                                     "hits it; write {point}*"),
    "backgammon.no-checker": N_("{play}: the side on roll has no checker on the {point}-point to move"),
    "backgammon.entry-not-yet": N_("{play}: no checker may enter before the player has rolled a double or a 1-2, "
                                   "and {roll} is neither"),
    "backgammon.use-more-dice": N_("{play} leaves part of {roll} unplayed, but another play uses more of it"),
    "backgammon.larger-die": N_("{play} plays the smaller number of {roll}, but the larger one can be played"),
    "backgammon.cannot-double": N_("{player} may not double: the cube belongs to {owner}"),
    "backgammon.waiting-and-off": N_("a side has {waiting} checkers waiting to enter and {off} borne off; "
                                     "bearing off needs all fifteen entered"),
    "backgammon.waiting-syntax": N_("'{text}' should be a Position ID, or a Position ID followed by :m:o "
                                    "(the waiting checkers of the side on roll and of the other side)"),
    "backgammon.no-double-to-choose": N_("{roll} gives no double to choose here: only a fully played 1-2 "
                                         "in Acey-Deucey does"),
    "backgammon.record-syntax": N_("turn {turn} of the game record: '{text}' should be ROLL: PLAY, with any "
                                   "further parts after |, or 'double, take' or 'double, drop'"),
    "backgammon.record-after-end": N_("turn {turn} of the game record: the game is already over"),
    "backgammon.no-cube": N_("turn {turn} of the game record: this game is played without the doubling cube"),
    "backgammon.cube-mid-turn": N_("turn {turn} of the game record: a player may double only at the start of "
                                   "his turn, before rolling, not before an extra roll"),
    "backgammon.opening-double": N_("turn {turn}: the opening roll is never a double ({roll})"),
    "backgammon.opening-tie": N_("the opening throw light {light}, dark {dark} is a tie: the players throw again, "
                                 "and the record gives the throw that decided who plays first"),
    "backgammon.opening-roll": N_("turn {turn}: the first player plays the opening throw {opening}, not {roll}"),
    "backgammon.record-forfeit": N_("turn {turn} of the game record: {part} comes after a part that could not "
                                    "be played in full, so the rest of the turn is lost"),
    "backgammon.record-part": N_("turn {turn} of the game record: {part} is not a part of this turn"),
    "backgammon.record-missing-part": N_("turn {turn} of the game record: {roll} was played in full, so the "
                                         "turn goes on; write its next part after |"),
    "backgammon.variant-option": N_("the rule option '{option}' belongs to the variant {variant}: "
                                    "add variant={variant}"),
    "backgammon.record-or-seed": N_("a replay shows either a game record or the game of a seed, not both"),
    "backgammon.seed-or-position": N_("a board shows either the start of a seed's game or a position, not both"),
    "backgammon.named-double": N_("'{text}' at position {position} names no double: a named double is two equal "
                                  "dice, like {example}"),
    "backgammon.double-or-roll": N_("{decision}: {player} is about to roll, and first says 'double' or 'roll'"),
    "backgammon.take-or-drop": N_("{decision}: {player} answers the double with 'take' or 'drop'"),
    "backgammon.name-a-double": N_("{decision}: after the 1-2, {player} names a double, like 6-6"),
    "backgammon.play-the-roll": N_("{decision}: {player} has rolled {roll} and plays it ('pass' when nothing "
                                   "can be played)"),
    "backgammon.no-reroll": N_("{decision}: only the first player, instead of playing the opening roll, may roll "
                               "both dice again (Russian backgammon with russian_opening_reroll)"),
    # a chance step where the other kind is due (tutor.state: the dice are steps of the record)
    "backgammon.lot-expected": N_("{step}: the opening throw comes first, one die for each side, written like "
                                  "'lot 5-3' (light's die, then dark's)"),
    "backgammon.dice-expected": N_("{step}: the dice of a roll come now, written like 'dice 6-4'"),
    "backgammon.illegal-play": N_("{play} is not a legal play of {roll} here (the legal plays are: {legal})"),
    # why a play is not legal, where the text alone does not show it (tutor.backgammon.part.Part.why_not)
    "backgammon.wrong-distance": N_("{move} would move a checker by {distance}, and the numbers to play "
                                    "({numbers}) move one checker by {made}"),
    "backgammon.wrong-distances": N_("{play}: the checkers would move by {moved}, and the numbers to play "
                                     "({numbers}) cannot be shared out so, each being played once"),
    "backgammon.bear-off-outside": N_("{play}: {player} still has a checker outside his home board, and no "
                                      "checker is borne off until all fifteen are home"),
    "backgammon.bear-off": N_("{play} breaks a rule of bearing off: {why}"),
    "backgammon.none-to-enter": N_("{play}: {player} has no checker on the bar to enter"),
    "backgammon.backwards": N_("{play}: a checker moves only forwards, towards its home board, to a lower-numbered "
                               "point"),
    "backgammon.stops": N_("{play} cannot be played with one checker: {why}"),
}

NOTATIONS: dict[str, str] = {
    "backgammon.position-id": N_("gnubg Position ID"),
    "backgammon.play": N_("backgammon play"),
    "backgammon.roll": N_("roll of two dice"),
    "backgammon.record": N_("backgammon game record"),
    "backgammon.chance": N_("backgammon chance step"),
}

define_messages(MESSAGES, NOTATIONS)


#: where the site explains the rule behind each error (``Game.rule_links``): code -> "<page>#<anchor>"
RULE_LINKS: dict[str, str] = {
    # the notation of a play (a decision typed, or clicked backwards)
    "notation.expected": "backgammon/notation#plays",
    "notation.trailing": "backgammon/notation#plays",
    "notation.out-of-range": "backgammon/notation#plays",
    "notation.empty": "backgammon/notation#plays",
    "backgammon.point-order": "backgammon/notation#plays",
    "backgammon.backwards": "backgammon/moving#two-numbers-two-moves",
    "backgammon.none-to-enter": "backgammon/moving#entering-from-the-bar",
    "backgammon.repeated-count": "backgammon/notation#plays",
    "backgammon.named-double": "backgammon/acey-deucey#the-throw-1-2",
    "backgammon.lot-expected": "backgammon/notation#the-dice-as-steps-of-the-game",
    "backgammon.dice-expected": "backgammon/notation#the-dice-as-steps-of-the-game",
    # the decisions of a turn
    "backgammon.double-or-roll": "backgammon/winning#the-doubling-cube",
    "backgammon.take-or-drop": "backgammon/winning#the-doubling-cube",
    "backgammon.cannot-double": "backgammon/winning#the-doubling-cube",
    "backgammon.name-a-double": "backgammon/acey-deucey#the-throw-1-2",
    "backgammon.play-the-roll": "backgammon/moving#two-numbers-two-moves",
    "backgammon.no-reroll": "backgammon/russian#the-start-and-the-score",
    # the rules of moving
    "backgammon.illegal-play": "backgammon/moving#backgammon-moving",
    "backgammon.no-checker": "backgammon/moving#two-numbers-two-moves",
    "backgammon.wrong-distance": "backgammon/moving#two-numbers-two-moves",
    "backgammon.wrong-distances": "backgammon/moving#two-numbers-two-moves",
    "backgammon.stops": "backgammon/moving#two-numbers-two-moves",
    "backgammon.point-blocked": "backgammon/moving#blocked-points",
    "backgammon.no-blot": "backgammon/moving#hitting",
    "backgammon.hit-not-written": "backgammon/notation#plays",
    "backgammon.bar-first": "backgammon/moving#entering-from-the-bar",
    "backgammon.entry-not-yet": "backgammon/acey-deucey#other-versions",
    "backgammon.use-more-dice": "backgammon/moving#both-numbers-or-the-larger-one",
    "backgammon.larger-die": "backgammon/moving#both-numbers-or-the-larger-one",
    "backgammon.bear-off-outside": "backgammon/bearing-off#when-bearing-off-may-start",
    "backgammon.bear-off": "backgammon/bearing-off#each-number-takes-one-checker-off",
}
