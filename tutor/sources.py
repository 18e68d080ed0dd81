"""The source texts the rules come from (``shared/sources/``), as citable data.

Pages cite them with the ``{source}`` role: a file name and a short locator (the
first words of the paragraph), so a reader can find the passage.  The texts
themselves are not republished; a test checks that every locator on every page
really occurs in its source.

>>> from tutor.sources import source
>>> s = source("000_13bb090b37522576.txt")
>>> s.short("en"), s.language
('Berkhin, Bakchen (ru)', 'ru')
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.errors import TutorError
from tutor.i18n import normalize_language


@dataclass(frozen=True)
class Source:
    file: str
    language: str  # the language the text is written in
    game: str
    short_en: str
    short_ru: str
    short_zh: str
    about_en: str
    about_ru: str
    about_zh: str

    @property
    def anchor(self) -> str:
        return "source-" + self.file.split("_", 1)[0]

    def short(self, language: str) -> str:
        return {"en": self.short_en, "ru": self.short_ru, "zh_CN": self.short_zh}[
            normalize_language(language)]

    def about(self, language: str) -> str:
        return {"en": self.about_en, "ru": self.about_ru, "zh_CN": self.about_zh}[
            normalize_language(language)]


SOURCES: tuple[Source, ...] = (
    Source(
        "000_13bb090b37522576.txt", "ru", "bagchen",
        "Berkhin, Bakchen (ru)", "Берхин, «Бакчен»", "别尔欣《巴尘》（俄文）",
        "Igor Berkhin's Russian rules of Bagchen: tiles and ranks, combinations, the point, "
        "passport, charity, payments, jumps, uniting mother and son, the Hand of Fate.",
        "Правила бакчена Игоря Берхина на русском языке: камни и их достоинство, комбинации, "
        "очко, паспорт, подачка, платежи, прыжки, «мать ищет сына», Рука Судьбы.",
        "伊戈尔·别尔欣的俄文巴尘规则：牌与等级、组合、骰尊、通行证、施舍、支付、跳结、母子团聚、够巴。",
    ),
    Source(
        "001_497fa4a1cdd1fc8d.txt", "ru", "pachisi",
        "Pachisi on a chessboard (ru)", "Пачиси на шахматной доске", "棋盘上的帕奇西（俄文）",
        "Russian rules of a Pachisi variant played on a chessboard, with the worked position "
        "\"Figure 2\" and its seven scenarios.",
        "Правила варианта пачиси на шахматной доске с разобранной позицией «рисунок 2» и семью "
        "сценариями.",
        "在国际象棋棋盘上玩的帕奇西变体的俄文规则，含“图2”局面及其七种情形。",
    ),
    Source(
        "002_148be627a0e66218.txt", "zh", "bagchen",
        "巴尘 / 藏牌 article (zh)", "Статья «巴尘 / 藏牌» (кит.)", "《巴尘／藏牌》条目",
        "A Chinese encyclopedia-style article on Bagchen: ranking, combinations, the point, "
        "passport, charity, settlement and jump multipliers with two worked examples.",
        "Китайская энциклопедическая статья о бакчене: старшинство, комбинации, очко, паспорт, "
        "подачка, расчёт и множители прыжка с двумя примерами.",
        "介绍巴尘的中文百科式条目：等级、牌型组合、骰尊、通行证、施舍、结算及跳结倍数（含两个例子）。",
    ),
    Source(
        "003_683196585d15b5ce.txt", "ru", "mahjong",
        "Mahjong (ru)", "Маджонг", "麻将（俄文）",
        "Russian rules of classical Mahjong: claiming, kongs, the standing hand, the dead hand "
        "and settlement between players.",
        "Правила классического маджонга: заявки, конги, стоячая рука, мёртвая рука, расчёты "
        "между игроками.",
        "古典麻将的俄文规则：吃碰、杠、听牌、死手及玩家之间的结算。",
    ),
    Source(
        "004_a765edbefe2505d9.txt", "ru", "backgammon",
        "Backgammon (ru)", "Бэкгаммон", "双陆棋（俄文）",
        "Russian rules of backgammon with Acey-Deucey and Russian backgammon.",
        "Правила бэкгаммона, а также его вариантов «единичка-двоечка» и «русский бэкгаммон».",
        "双陆棋的俄文规则，附 Acey-Deucey 与俄式双陆。",
    ),
)

_BY_FILE = {s.file: s for s in SOURCES}


def source(file: str) -> Source:
    """The source text named ``file``; an unknown name is an error (the build fails on it)."""
    try:
        return _BY_FILE[file]
    except KeyError:
        raise TutorError("tutor.unknown-source", source=file) from None
