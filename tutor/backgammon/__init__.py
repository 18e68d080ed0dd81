"""Backgammon, Acey-Deucey and Russian backgammon — its place in the registry, ahead of its engine.

So far the package declares the game's name and its source text, so that the
glossary, the sources page and the command line know it; its rules engine, its
options, pages and puzzles come with its own issue.

>>> from tutor.backgammon import GAME
>>> GAME.name("en"), [s.file for s in GAME.sources]
('Backgammon', ['004_a765edbefe2505d9.txt'])
"""

from tutor.backgammon.game import GAME

__all__ = ["GAME"]
