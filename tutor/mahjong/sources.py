"""The sources Mahjong's rules draw on."""

from tutor.i18n import Text
from tutor.sources import Source

RULES_TEXT = Source(
    "003_683196585d15b5ce.txt", "ru", "mahjong",
    Text("Mahjong (ru)", "Маджонг", "麻将（俄文）"),
    Text("Russian rules of classical Mahjong: claiming, kongs, the standing hand, the dead hand "
         "and settlement between players.",
         "Правила классического маджонга: заявки, конги, стоячая рука, мёртвая рука, расчёты "
         "между игроками.",
         "古典麻将的俄文规则：吃碰、杠、听牌、死手及玩家之间的结算。"),
)

SOURCES = (RULES_TEXT,)
