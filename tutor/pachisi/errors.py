"""Pachisi's error codes and the names of its notations (added to :mod:`tutor.errors`)."""

from tutor.errors import define_messages
from tutor.i18n import N_

#: a refused move: who threw what, the rule that refuses the move (``why``), and the legal moves
_REFUSED = N_("{player} threw a {roll}: {why} (legal moves: {legal})")

MESSAGES: dict[str, str] = {
    "pachisi.not-a-corner": N_("{square} at position {position} of '{text}' is not a home corner: "
                               "the players are A1, A8, H8 and H1"),
    "pachisi.repeated-corner": N_("the player {corner} at position {position} of '{text}' is listed twice"),
    "pachisi.corner-order": N_("the player {corner} at position {position} of '{text}' is out of turn order "
                               "(A1, A8, H8, H1)"),
    "pachisi.off-path": N_("{square} at position {position} of '{text}' is not on the path of {corner}: "
                           "it is neither a track square nor one of the yard squares {yard}"),
    "pachisi.old-off-home": N_("the old-piece mark '*' at position {position} of '{text}' stands after "
                               "{square}, but an old piece of {corner} can only stand on its home {corner}"),
    "pachisi.too-many-pieces": N_("{corner} lists a fifth piece at position {position} of '{text}': "
                                  "a player has four"),
    "pachisi.yard-square-shared": N_("{square} at position {position} of '{text}' is listed twice, but a yard "
                                     "square holds one piece"),
    "pachisi.mixed-square": N_("{square} at position {position} of '{text}' already holds a piece of {other}: "
                               "pieces of two players never share a square"),
    "pachisi.finished-player": N_("{corner} at position {position} of '{text}' has finished (three pieces in "
                                  "the yard, the fourth old on its home); finished players are left out"),
    "pachisi.unknown-player": N_("'{player}' is not a player: write a home corner (A1, A8, H8 or H1)"),
    "pachisi.not-playing": N_("{player} is not in this position (its players are: {players})"),
    "pachisi.bad-roll": N_("the die shows 1 to 6, not {roll}"),
    "pachisi.partners-need-four": N_("the partners game needs four players, at A1, A8, H8 and H1"),
    "pachisi.opponents-share-square": N_("{square} at position {position} of '{text}' already holds a piece of "
                                         "{other}, an opponent of {corner}: only partners share a square"),
    "pachisi.winner-still-in": N_("{winner} is still in the position, so he has not finished: push-ups are "
                                  "counted on the position just after the winner leaves the board"),
    "pachisi.illegal-move": N_("{move} is not a legal move for {player} with a {roll} (legal moves: {legal})"),
    # chance steps (tutor.pachisi.notation.parse_chance): the lot comes once, first; then only throws
    "pachisi.lot-expected": N_("'{step}' cannot come yet: the game begins with the lot for who throws first "
                               "({legal})"),
    "pachisi.throw-expected": N_("'{step}' cannot come now: the lot has been drawn, and the next step is a throw of "
                                 "the die for {player} (throw 1 … throw 6)"),
    "pachisi.lot-not-playing": N_("the lot cannot fall to {player}: the players are {players}"),
    "pachisi.illegal-play": _REFUSED,
    # a move the rules refuse, by the rule that refuses it (tutor.pachisi.state.REFUSALS): the same words,
    # each code linked to its own rule (RULE_LINKS)
    "pachisi.cannot-enter": _REFUSED,
    "pachisi.no-such-piece": _REFUSED,
    "pachisi.wrong-count": _REFUSED,
    "pachisi.yard-rule": _REFUSED,
    "pachisi.barrier": _REFUSED,
    "pachisi.big-barrier": _REFUSED,
    "pachisi.mixed-barrier": _REFUSED,
    "pachisi.cannot-eat": _REFUSED,
    "pachisi.eat-mark": N_("'{written}' is written wrongly: the move is {move} (an x at the end marks a move "
                           "that eats, and only such a move)"),
}

NOTATIONS: dict[str, str] = {
    "pachisi.position": N_("Pachisi position"),
    "pachisi.roll": N_("throw of the die"),
    "pachisi.move": N_("Pachisi move"),
    "pachisi.chance": N_("Pachisi chance step"),
}

define_messages(MESSAGES, NOTATIONS)


#: where the site explains the rule behind each error (``Game.rule_links``): code -> "<page>#<anchor>";
#: on the rules page the sections' labels (``(pachisi-rules-…)=``), which stay when a heading is reworded
RULE_LINKS: dict[str, str] = {
    "pachisi.illegal-play": "pachisi/rules#pachisi-rules-turn",  # the throw is lost only when nothing can move
    "pachisi.no-such-piece": "pachisi/rules#pachisi-rules-turn",
    "pachisi.wrong-count": "pachisi/rules#pachisi-rules-turn",
    "pachisi.cannot-enter": "pachisi/rules#pachisi-rules-entering",
    "pachisi.yard-rule": "pachisi/rules#pachisi-rules-old-pieces",
    "pachisi.barrier": "pachisi/rules#pachisi-rules-barriers",
    "pachisi.big-barrier": "pachisi/interpretations#the-rules-the-author-dropped",
    "pachisi.mixed-barrier": "pachisi/rules#pachisi-rules-partners",
    "pachisi.cannot-eat": "pachisi/interpretations#points-the-article-leaves-open",
    "pachisi.eat-mark": "pachisi/notation#moves",
    "pachisi.lot-expected": "pachisi/notation#pachisi-notation-chance",
    "pachisi.throw-expected": "pachisi/notation#pachisi-notation-chance",
    "pachisi.lot-not-playing": "pachisi/notation#pachisi-notation-chance",
    # a decision written by hand that is no move at all
    "notation.expected": "pachisi/notation#moves",
    "notation.trailing": "pachisi/notation#moves",
    "notation.out-of-range": "pachisi/notation#moves",
    "notation.empty": "pachisi/notation#moves",
}
