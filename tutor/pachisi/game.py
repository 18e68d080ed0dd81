"""Pachisi's descriptor for the registry (:mod:`tutor.games`)."""

from tutor.game import Game
from tutor.pachisi.cli import COMMANDS
from tutor.pachisi.errors import RULE_LINKS
from tutor.pachisi.figures import KINDS as FIGURES
from tutor.pachisi.players import easy
from tutor.pachisi.practice import THEMES
from tutor.pachisi.presentation import PachisiPresentation
from tutor.pachisi.puzzles import KINDS as PUZZLES
from tutor.pachisi.replays import KINDS as REPLAYS
from tutor.pachisi.rules import Rules
from tutor.pachisi.sources import SOURCES
from tutor.pachisi.state import PachisiState
from tutor.pachisi.terms import TERMS

GAME = Game("pachisi", "tutor.pachisi", Rules, terms=TERMS, sources=SOURCES, figures=FIGURES,
            puzzles=PUZZLES, commands=COMMANDS, replays=REPLAYS, themes=THEMES,
            rule_links=RULE_LINKS, state=PachisiState, presentation=PachisiPresentation(), players={"easy": easy})
