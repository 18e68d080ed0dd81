"""Pachisi on a chessboard — its place in the registry, ahead of its engine.

So far the package declares the game's name and its source text, so that the
glossary, the sources page and the command line know it; its rules engine, its
options, pages and puzzles come with its own issue.

>>> from tutor.pachisi import GAME
>>> GAME.name("en"), [s.file for s in GAME.sources]
('Pachisi', ['001_497fa4a1cdd1fc8d.txt'])
"""

from tutor.pachisi.game import GAME

__all__ = ["GAME"]
