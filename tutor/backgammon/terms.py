"""Backgammon's glossary entries."""

from tutor.terms import Glossary, Term

TERMS: tuple[Term, ...] = (
    Term(
        "backgammon.game", "Backgammon", "бэкгаммон", "双陆棋",
        "The race game for two players with dice, with the variants Acey-Deucey and Russian backgammon.",
        "Игра-гонка для двоих с игральными костями, с вариантами «единичка-двоечка» и русский бэкгаммон.",
        "两人掷骰竞速的棋类游戏，附 Acey-Deucey 与俄式双陆两种变体。",
    ),
)

GLOSSARY = Glossary(TERMS)
