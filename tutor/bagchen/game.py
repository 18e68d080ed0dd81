"""Bagchen's descriptor for the registry (:mod:`tutor.games`)."""

import random

from tutor.bagchen.cli import COMMANDS
from tutor.bagchen.errors import RULE_LINKS
from tutor.bagchen.figures import KINDS as FIGURES
from tutor.bagchen.players import easy
from tutor.bagchen.practice import THEMES
from tutor.bagchen.presentation import BagchenPresentation
from tutor.bagchen.puzzles import KINDS as PUZZLES
from tutor.bagchen.replays import KINDS as REPLAYS
from tutor.bagchen.rules import Rules
from tutor.bagchen.sources import SOURCES
from tutor.bagchen.state import BagchenState
from tutor.bagchen.terms import TERMS
from tutor.game import Game
from tutor.state import AnyState


def _easy(state: AnyState, rng: random.Random) -> str:
    """The easy player (:func:`tutor.bagchen.players.easy`), for the registry's states of any game."""
    assert isinstance(state, BagchenState)
    return easy(state, rng)


GAME = Game("bagchen", "tutor.bagchen", Rules, terms=TERMS, sources=SOURCES, figures=FIGURES,
            puzzles=PUZZLES, commands=COMMANDS, replays=REPLAYS, themes=THEMES,
            rule_links=RULE_LINKS, state=BagchenState, players={"easy": _easy},
            presentation=BagchenPresentation())
