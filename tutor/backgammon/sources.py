"""The sources Backgammon's rules draw on: the Russian text and the standard rules it is checked against."""

from tutor.i18n import Text
from tutor.sources import Source

RULES_TEXT = Source(
    "004_a765edbefe2505d9.txt", "ru", "backgammon",
    Text("Backgammon (ru)", "Бэкгаммон", "双陆棋（俄文）"),
    Text("Russian rules of backgammon with Acey-Deucey and Russian backgammon.",
         "Правила бэкгаммона, а также его вариантов «единичка-двоечка» и «русский бэкгаммон».",
         "双陆棋的俄文规则，附 Acey-Deucey 与俄式双陆。"),
)

BKGM = Source(
    "bkgm-rules", "en", "backgammon",
    Text("bkgm.com rules (Backgammon Galore)", "Правила bkgm.com (Backgammon Galore)",
         "bkgm.com 规则（Backgammon Galore）"),
    Text("Tom Keith's standard rules of backgammon from bkgm.com, as adapted in the gnubg-nn "
         "documentation: the standard game this site follows.",
         "Стандартные правила бэкгаммона Тома Кита с bkgm.com в переложении документации gnubg-nn: "
         "стандартная игра, которой следует этот сайт.",
         "汤姆·基思在 bkgm.com 上的标准双陆棋规则（gnubg-nn 文档改编版）：本站遵循的标准规则。"),
    url="https://github.com/reayd-falmouth/gnubg-nn-pypi/blob/main/docs/rules.rst",
)

SOURCES = (RULES_TEXT, BKGM)
