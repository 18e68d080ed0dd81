"""The sources Pachisi's rules draw on."""

from tutor.i18n import Text
from tutor.sources import Source

CHESSBOARD_RULES = Source(
    "001_497fa4a1cdd1fc8d.txt", "ru", "pachisi",
    Text("Pachisi on a chessboard (ru)", "Пахиси на шахматной доске", "棋盘上的帕奇西（俄文）"),
    Text("Russian rules of a Pachisi variant played on a chessboard, with the worked position "
         "\"Figure 2\" and its four scenarios (eight throws).",
         "Правила варианта пахиси на шахматной доске с разобранной позицией «рисунок 2» и четырьмя "
         "сценариями (восемь бросков).",
         "在国际象棋棋盘上玩的帕奇西变体的俄文规则，含“图2”局面及其四个情形（共八次掷骰）。"),
)

SOURCES = (CHESSBOARD_RULES,)
