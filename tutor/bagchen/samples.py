"""Sample hands: a deal and every play, as data the engine replays (the pages show them frame by frame).

``SAMPLE`` was found by four random legal players (seed 314) and kept because it shows
most of the game in twelve tricks: a named charity beaten, a passport holder's leads,
one of them after a throw of the dice for the suit, point leads paid at once (and a
passport holder who pays nothing), and a hand won with a point: a jump.

The seed deals the hand (:class:`~tutor.bagchen.state.BagchenState` draws the deal and the point as the
random players did); the one throw of the dice for a passport holder's suit is the players' own, written
``@6-1`` after his lead: it is read as the chance step ``dice 6-1`` before the lead (the seed would have
thrown other dice).

>>> from tutor.bagchen.samples import SAMPLES, sample_hand, sample_state
>>> hand = sample_hand("sample")
>>> hand.finished, hand.won, hand.settlement().multiplier
(True, {'E': 2, 'S': 1, 'W': 11, 'N': 2}, 2)
>>> sample_state("sample").outcome() == hand.net()
True
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.bagchen.hand import Hand
from tutor.bagchen.rules import Rules
from tutor.bagchen.state import BagchenState
from tutor.errors import TutorError
from tutor.state import CHANCE
from tutor.state import replay as read_record


@dataclass(frozen=True)
class Sample:
    deal: str  # the four hands, E S W N, separated by spaces (what the seed deals)
    point: str
    starter: str
    record: tuple[str, ...]  # the plays, one trick a line
    seed: int = 0  # the seed that deals it
    before: tuple[str, ...] = ()  # the decisions before the first lead (the blind exchanges, the calls)


SAMPLES: dict[str, Sample] = {
    "sample": Sample(
        "[6-6][1-1][2-2][6-5][6-4]×2[6-1]×2[6-3][5-4]×2[5-2][4-2][4-1][3-2][2-1] [1-1][4-4][3-1][5-5]×2[3-3]×2[2-2]×2[6-5][6-4][5-1]×2[6-3][5-3][4-3] [6-6][1-1][4-4]×2[3-1][5-5][3-3]×2[6-1]×2[5-1][6-2]×2[5-3][5-2][3-2] [6-6]×2[1-1][4-4][3-1]×2[5-5][2-2][6-5]×2[6-4][5-1][4-3][4-2][4-1][2-1]",
        "4-3", "E",
        (
            "E [4-2]; S ~[2-2]; W [5-3]; N ~[5-5]",
            "W [3-2]; N ~[4-4]; E [5-4]; S ~[3-3]",
            "E ~[5-2] earth; S [5-3]; W ~[5-5]; N ~[6-6]",
            "S [3-1]; W [6-6]; N ~[6-5]; E ~[5-4]",
            "W [3-1]; N [1-1]; E [6-6]; S ~[6-5]",
            "E [6-1]×2; S [5-5]×2; W [4-4]×2; N ~[6-4][2-2]",
            "W [1-1][6-2]; N ~[3-1][5-1]; E ~[2-1][1-1]; S ~[5-1][6-3]",
            "W [3-3]×2; N ~[4-1][3-1]; E ~[6-4][6-5]; S ~[3-3][5-1]",
            "W [5-2]; N ~[2-1]; E ~[2-2]; S ~[4-4]",
            "W [6-1]×2; N ~[6-5][4-2]; E ~[4-1][3-2]; S ~[2-2][1-1]",
            "W [5-1] @6-1; N [6-6]; E ~[6-3]; S ~[4-3]",
            "N [4-3]; E ~[6-4]; S ~[6-4]; W ~[6-2]",
        ),
        seed=314,
        # nobody proposes a blind exchange, everybody keeps the deal, nobody calls for mother and son
        before=("E pass", "S pass", "W pass", "N pass", "E keep", "S keep", "W keep", "N keep",
                "E pass", "S pass", "W pass", "N pass"),
    ),
}


def sample_steps(name: str) -> tuple[str, ...]:
    """The steps of the sample hand ``name`` after the seed's deal: its decisions, and before a lead written with
    the dice its player threw for his suit (``@6-1``), that throw as the chance step (``dice 6-1``)."""
    if name not in SAMPLES:
        raise TutorError("tutor.bad-option", option="hand", value=name, choices=", ".join(SAMPLES))
    sample = SAMPLES[name]
    steps: list[str] = []
    for decision in (*sample.before, *"; ".join(sample.record).split("; ")):
        if " @" in decision:
            steps.append(f"dice {decision.split(' @')[1]}")
        steps.append(decision)
    return tuple(steps)


def sample_states(name: str, rules: Rules | None = None) -> list[BagchenState]:
    """The states along the sample hand ``name``: the deal first, then one after each decision (with the chance
    step that follows it, if any)."""
    steps = sample_steps(name)
    rules = rules or Rules()
    end = read_record(BagchenState, rules, SAMPLES[name].seed, steps)
    state = BagchenState.start(rules, None)  # the record written out, chance and all: no seed needed
    states = []
    for step in end.decisions:
        state = state.play(step)
        if state.to_move != CHANCE:
            states.append(state)
    return states


def sample_state(name: str, rules: Rules | None = None) -> BagchenState:
    """The sample hand ``name`` played to its end, as a state."""
    return sample_states(name, rules)[-1]


def sample_hand(name: str) -> Hand:
    """The sample hand ``name`` played to its end."""
    return sample_state(name).hand
