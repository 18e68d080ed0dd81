"""tutor: a trilingual rules reference and tutor for Bagchen, Pachisi, Mahjong and Backgammon.

The engine speaks in notation, numbers and stable codes; words in Russian,
Chinese and English are added at the edge (:mod:`tutor.i18n`, :mod:`tutor.terms`).
"""

__version__ = "0.1.0"

#: The games the tutor covers, by subpackage name (engines land game by game).
GAMES = ("bagchen",)
