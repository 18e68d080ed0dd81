"""The names of the games whose engines have not landed yet, as glossary entries.

Each game's own subpackage holds its terms; until a game's engine exists, its name
lives here so that the glossary, the sources page and the home page can name it in
every language.
"""

from tutor.terms import Term

TERMS: tuple[Term, ...] = (
    Term(
        "pachisi.game", "Pachisi", "пахиси", "帕奇西",
        "An Indian race game, here in a variant played on a chessboard.",
        "Старинная индийская игра-гонка, здесь в варианте на шахматной доске.",
        "一种古老的印度竞速棋类游戏，这里介绍在国际象棋棋盘上玩的变体。",
    ),
    Term(
        "mahjong.game", "Mahjong", "маджонг", "麻将",
        "The Chinese tile game for four players, in its classical rules.",
        "Китайская игра в кости-карты для четырёх игроков, по классическим правилам.",
        "四人玩的中国牌类游戏，按古典规则。",
    ),
    Term(
        "backgammon.game", "Backgammon", "бэкгаммон", "双陆棋",
        "The race game for two players with dice, with the variants Acey-Deucey and Russian backgammon.",
        "Игра-гонка для двоих с игральными костями, с вариантами «единичка-двоечка» и русский бэкгаммон.",
        "两人掷骰竞速的棋类游戏，附 Acey-Deucey 与俄式双陆两种变体。",
    ),
)
