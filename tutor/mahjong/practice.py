"""Mahjong practice: the themes whose puzzles the engine makes from a seed (:mod:`tutor.practice`)."""

from __future__ import annotations

from tutor.practice import Theme

#: the themes, in the order the practice page lists them
THEMES: tuple[Theme, ...] = ()
