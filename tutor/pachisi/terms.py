"""Pachisi's glossary entries."""

from tutor.terms import Glossary, Term

TERMS: tuple[Term, ...] = (
    Term(
        "pachisi.game", "Pachisi", "пахиси", "帕奇西",
        "An Indian race game, here in a variant played on a chessboard.",
        "Старинная индийская игра-гонка, здесь в варианте на шахматной доске.",
        "一种古老的印度竞速棋类游戏，这里介绍在国际象棋棋盘上玩的变体。",
    ),
)

GLOSSARY = Glossary(TERMS)
