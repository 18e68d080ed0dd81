"""Bagchen's descriptor for the registry (:mod:`tutor.games`)."""

from tutor.bagchen.cli import COMMANDS
from tutor.bagchen.errors import RULE_LINKS
from tutor.bagchen.figures import KINDS as FIGURES
from tutor.bagchen.practice import THEMES
from tutor.bagchen.puzzles import KINDS as PUZZLES
from tutor.bagchen.replays import KINDS as REPLAYS
from tutor.bagchen.rules import Rules
from tutor.bagchen.sources import SOURCES
from tutor.bagchen.state import BagchenState
from tutor.bagchen.strategy import PLAYERS
from tutor.bagchen.terms import TERMS
from tutor.game import Game

GAME = Game("bagchen", "tutor.bagchen", Rules, terms=TERMS, sources=SOURCES, figures=FIGURES,
            puzzles=PUZZLES, commands=COMMANDS, replays=REPLAYS, themes=THEMES,
            rule_links=RULE_LINKS, state=BagchenState, players=PLAYERS)
