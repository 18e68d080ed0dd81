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


BKGM_ACEY = Source(
    "bkgm-acey-deucey", "en", "backgammon",
    Text("bkgm.com: Acey-Deucey", "bkgm.com: «единичка-двоечка»", "bkgm.com：Acey-Deucey"),
    Text("The American Acey-Deucey of Backgammon Galore: all checkers start off the board; after a 1-2 "
         "the player plays it, then any double he names, then rolls again.",
         "Американская «единичка-двоечка» по Backgammon Galore: все шашки начинают вне доски; после 1-2 "
         "игрок ходит 1 и 2, затем любой названный им дубль и бросает снова.",
         "Backgammon Galore 的美式 Acey-Deucey：所有棋子从盘外开始；掷出 1-2 后先走 1 和 2，"
         "再走自选的任一对子，然后再掷。"),
    url="http://www.bkgm.com/variants/AceyDeucey.html",
)

BKGM_RUSSIAN = Source(
    "bkgm-russian", "en", "backgammon",
    Text("bkgm.com: Russian backgammon", "bkgm.com: русский бэкгаммон", "bkgm.com：俄式双陆"),
    Text("Russian backgammon of Backgammon Galore: one direction for both players; a double is played "
         "four times, then its complement four times, then the player rolls again.",
         "Русский бэкгаммон по Backgammon Galore: оба игрока идут в одну сторону; дубль играется четыре "
         "раза, затем четыре раза его дополнение до семи, затем игрок бросает снова.",
         "Backgammon Galore 的俄式双陆：双方同向行棋；对子走四次，再走其补数（和为七）四次，然后再掷。"),
    url="http://www.bkgm.com/variants/RussianBackgammon.html",
)

WIKIPEDIA_ACEY = Source(
    "wikipedia-acey-deucey", "en", "backgammon",
    Text("Wikipedia: Acey-deucey", "Википедия: Acey-deucey", "维基百科：Acey-deucey"),
    Text("The encyclopedia article on Acey-Deucey: its history in the US forces, its rules and variants.",
         "Статья энциклопедии об «единичке-двоечке»: её история в вооружённых силах США, правила и варианты.",
         "关于 Acey-Deucey 的百科条目：它在美军中的历史、规则与变体。"),
    url="https://en.wikipedia.org/wiki/Acey-deucey",
)

ITAVLI = Source(
    "itavli", "en", "backgammon",
    Text("itavli.com rules", "Правила itavli.com", "itavli.com 规则"),
    Text("Rules of Acey-Deucey (American and European) and of Russian backgammon on an online backgammon site.",
         "Правила «единички-двоечки» (американской и европейской) и русского бэкгаммона на сайте онлайн-игры.",
         "在线双陆网站上的 Acey-Deucey（美式与欧式）与俄式双陆规则。"),
    url="https://www.itavli.com/",
)

BGMATES = Source(
    "bgmates", "en", "backgammon",
    Text("bgmates.com rules", "Правила bgmates.com", "bgmates.com 规则"),
    Text("Acey-Deucey as played on an online backgammon site: no cube, no gammons, one point per checker "
         "the loser has not borne off.",
         "«Единичка-двоечка» на сайте онлайн-игры: без дублирующей кости и без гамонов, проигравший платит по очку "
         "за каждую не снесённую шашку.",
         "在线双陆网站上的 Acey-Deucey：无加倍骰、无全胜，输家每枚未收的棋子付一分。"),
    url="https://www.bgmates.com/",
)

GAMMONPARTY = Source(
    "gammonparty", "en", "backgammon",
    Text("gammonparty.com: Russian backgammon", "gammonparty.com: русский бэкгаммон", "gammonparty.com：俄式双陆"),
    Text("Russian backgammon on an online backgammon site, repeating bkgm's rules and saying that the game "
         "is played without the doubling cube.",
         "Русский бэкгаммон на сайте онлайн-игры: повторяет правила bkgm и говорит, что в эту игру играют "
         "без дублирующей кости.",
         "在线双陆网站上的俄式双陆：沿用 bkgm 的规则，并说明这种玩法不用加倍骰。"),
    url="https://www.gammonparty.com/",
)

SOURCES = (RULES_TEXT, BKGM, BKGM_ACEY, BKGM_RUSSIAN, WIKIPEDIA_ACEY, ITAVLI, BGMATES, GAMMONPARTY)
