"""Mahjong's descriptor for the registry (:mod:`tutor.games`)."""

from tutor.game import Game
from tutor.mahjong.cli import COMMANDS
from tutor.mahjong.errors import RULE_LINKS
from tutor.mahjong.figures import KINDS as FIGURES
from tutor.mahjong.players import easy
from tutor.mahjong.practice import THEMES
from tutor.mahjong.presentation import MahjongPresentation
from tutor.mahjong.puzzles import KINDS as PUZZLES
from tutor.mahjong.replays import KINDS as REPLAYS
from tutor.mahjong.rules import Rules
from tutor.mahjong.sources import SOURCES
from tutor.mahjong.state import MahjongState
from tutor.mahjong.terms import TERMS

GAME = Game("mahjong", "tutor.mahjong", Rules, terms=TERMS, sources=SOURCES, figures=FIGURES,
            puzzles=PUZZLES, commands=COMMANDS, replays=REPLAYS, themes=THEMES,
            rule_links=RULE_LINKS, state=MahjongState, players={"easy": easy},
            presentation=MahjongPresentation())
