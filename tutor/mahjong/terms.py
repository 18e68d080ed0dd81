"""Mahjong's glossary entries."""

from tutor.terms import Glossary, Term

TERMS: tuple[Term, ...] = (
    Term(
        "mahjong.game", "Mahjong", "маджонг", "麻将",
        "The Chinese tile game for four players, in its classical rules.",
        "Китайская игра в кости-карты для четырёх игроков, по классическим правилам.",
        "四人玩的中国牌类游戏，按古典规则。",
    ),
)

GLOSSARY = Glossary(TERMS)
