"""Backgammon's descriptor for the registry (:mod:`tutor.games`)."""

import random

from tutor.backgammon.cli import COMMANDS
from tutor.backgammon.errors import RULE_LINKS
from tutor.backgammon.figures import KINDS as FIGURES
from tutor.backgammon.players import easy
from tutor.backgammon.practice import THEMES
from tutor.backgammon.presentation import BackgammonPresentation
from tutor.backgammon.puzzles import KINDS as PUZZLES
from tutor.backgammon.quotes import QUOTES
from tutor.backgammon.replays import KINDS as REPLAYS
from tutor.backgammon.rules import Rules
from tutor.backgammon.sources import SOURCES
from tutor.backgammon.state import BackgammonState
from tutor.backgammon.strong import play
from tutor.backgammon.terms import TERMS
from tutor.game import Game
from tutor.state import AnyState


def _easy(state: AnyState, rng: random.Random) -> str:
    """The easy player (:func:`tutor.backgammon.players.easy`), for the registry's states of any game."""
    assert isinstance(state, BackgammonState)
    return easy(state, rng)


def _strong(state: AnyState, rng: random.Random) -> str:
    """The strong player (:func:`tutor.backgammon.strong.play`: the network's judgement), for the registry."""
    assert isinstance(state, BackgammonState)
    return play(state, rng)


GAME = Game("backgammon", "tutor.backgammon", Rules, terms=TERMS, sources=SOURCES, quotes=QUOTES, figures=FIGURES,
            puzzles=PUZZLES, commands=COMMANDS, replays=REPLAYS, themes=THEMES,
            rule_links=RULE_LINKS, state=BackgammonState, players={"easy": _easy, "strong": _strong},
            presentation=BackgammonPresentation())
