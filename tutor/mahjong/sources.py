"""The sources Mahjong's rules draw on: the Russian source text and the references of spec §0."""

from tutor.i18n import Text
from tutor.sources import Source

RULES_TEXT = Source(
    "003_683196585d15b5ce.txt", "ru", "mahjong",
    Text("Mahjong (ru)", "Маджонг", "麻将（俄文）"),
    Text("Russian rules of classical Mahjong: claiming, kongs, the standing hand, the dead hand "
         "and settlement between players.",
         "Правила классического маджонга: заявки, конги, прочный расклад, мёртвый расклад, расчёты "
         "между игроками.",
         "古典麻将的俄文规则：吃碰、杠、听牌、死手及玩家之间的结算。"),
)


def _web(key: str, title: Text, summary: Text, url: str) -> Source:
    return Source(key, "en", "mahjong", title, summary, url=url)


KAJONGG = _web(
    "kajongg-classical",
    Text("Kajongg, Classical Chinese standard", "Kajongg, «Classical Chinese standard»", "Kajongg“古典中国标准”规则"),
    Text("KDE's Mahjong program and its classical ruleset (limit 500), after Millington; consulted as an "
         "offline reference only.",
         "Программа KDE для маджонга и её классический набор правил (лимит 500) по Миллингтону; "
         "использовалась только как внешний образец.",
         "KDE 的麻将程序及其古典规则集（封顶 500），依据米林顿；仅作离线参照。"),
    "https://invent.kde.org/games/kajongg")
MILLINGTON = _web(
    "millington-mj",
    Text("Millington, The Complete Book of Mah-Jongg", "Миллингтон, «The Complete Book of Mah-Jongg»",
         "米林顿《麻将全书》"),
    Text("A. D. Millington's classical rules (1977), summarised item by item.",
         "Классические правила А. Д. Миллингтона (1977), пересказанные по пунктам.",
         "米林顿（1977）的古典规则逐条摘要。"),
    "http://www.froods.ca/~dschaub/mj.html")
BABCOCK = _web(
    "babcock-red-book",
    Text("Babcock, Rules for Mah-Jongg", "Бэбкок, «Rules for Mah-Jongg»", "巴布科克《麻将规则》"),
    Text("J. P. Babcock's Red Book (1923), the rules that brought the game to the West.",
         "«Красная книга» Дж. П. Бэбкока (1923), правила, с которыми игра пришла на Запад.",
         "巴布科克的“红皮书”（1923），把麻将带到西方的规则。"),
    "https://en.wikisource.org/wiki/Rules_for_Mah-Jongg")
MAHJONGG_COM = _web(
    "mahjongg-com",
    Text("mahjongg.com, scoring", "mahjongg.com, подсчёт очков", "mahjongg.com 计分"),
    Text("Scoring pages of mahjongg.com, with the standing hand worth 100.",
         "Страницы mahjongg.com о подсчёте очков, где прочный расклад стоит 100.",
         "mahjongg.com 的计分页面，其中天听值 100 分。"),
    "http://www.mahjongg.com/scoreplay.htm")
BMJA = _web(
    "bmja",
    Text("British Mah-Jong Association rules", "Правила Британской ассоциации маджонга", "英国麻将协会规则"),
    Text("Scoring and settling up under the British Mah-Jong Association's rules.",
         "Подсчёт очков и расчёт по правилам Британской ассоциации маджонга.",
         "英国麻将协会规则下的计分与结算。"),
    "https://www.mahjong-britishrules.com/scoring/settling-up")
FOUR_WINDS = _web(
    "four-winds",
    Text("Four Winds, classical rules", "Four Winds, классические правила", "Four Winds 古典规则"),
    Text("The Four Winds program's rule collection: Chinese and European classical payments and options.",
         "Собрание правил программы Four Winds: китайский и европейский классический расчёт и параметры правил.",
         "Four Winds 程序的规则汇编：中式与欧式古典结算及选项。"),
    "https://www.4windsmj.com/kb/rules/chinese_classical/rules06.htm")

SOURCES = (RULES_TEXT, KAJONGG, MILLINGTON, BABCOCK, MAHJONGG_COM, BMJA, FOUR_WINDS)
