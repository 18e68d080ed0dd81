"""Classical Mahjong — its place in the registry, ahead of its engine.

So far the package declares the game's name and its source text, so that the
glossary, the sources page and the command line know it; its rules engine, its
options, pages and puzzles come with its own issue.

>>> from tutor.mahjong import GAME
>>> GAME.name("en"), [s.file for s in GAME.sources]
('Mahjong', ['003_683196585d15b5ce.txt'])
"""

from tutor.mahjong.game import GAME

__all__ = ["GAME"]
