"""The sources Backgammon's rules draw on."""

from tutor.i18n import Text
from tutor.sources import Source

RULES_TEXT = Source(
    "004_a765edbefe2505d9.txt", "ru", "backgammon",
    Text("Backgammon (ru)", "Бэкгаммон", "双陆棋（俄文）"),
    Text("Russian rules of backgammon with Acey-Deucey and Russian backgammon.",
         "Правила бэкгаммона, а также его вариантов «единичка-двоечка» и «русский бэкгаммон».",
         "双陆棋的俄文规则，附 Acey-Deucey 与俄式双陆。"),
)

SOURCES = (RULES_TEXT,)
