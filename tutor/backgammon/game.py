"""Backgammon's descriptor for the registry (:mod:`tutor.games`)."""

import random

from tutor.backgammon.cli import COMMANDS
from tutor.backgammon.errors import RULE_LINKS
from tutor.backgammon.figures import KINDS as FIGURES
from tutor.backgammon.practice import THEMES
from tutor.backgammon.puzzles import KINDS as PUZZLES
from tutor.backgammon.replays import KINDS as REPLAYS
from tutor.backgammon.rules import Rules
from tutor.backgammon.sources import SOURCES
from tutor.backgammon.state import BackgammonState
from tutor.backgammon.strong import play as strong
from tutor.backgammon.terms import TERMS
from tutor.game import Game
from tutor.state import AnyState


def easy(state: AnyState, rng: random.Random) -> str:
    """The rules-of-thumb player the state carries (:mod:`tutor.backgammon.players`)."""
    return state.suggest(rng)


GAME = Game("backgammon", "tutor.backgammon", Rules, terms=TERMS, sources=SOURCES, figures=FIGURES,
            puzzles=PUZZLES, commands=COMMANDS, replays=REPLAYS, themes=THEMES,
            rule_links=RULE_LINKS, state=BackgammonState,
            players={"easy": easy, "strong": strong})  # type: ignore[dict-item]
