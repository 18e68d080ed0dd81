"""Pachisi's glossary entries.

Russian names are the source's own words (дом, двор, барьер, старая шашка …);
the English and Chinese names are this project's translations of them, used the
same way on every page and in every message.
"""

from tutor.terms import Glossary, Term

TERMS: tuple[Term, ...] = (
    Term(
        "pachisi.game", "Pachisi on a chessboard", "пахиси на шахматной доске", "棋盘上的帕奇西",
        "A family variant of the Indian race game Pachisi (Ludo), played on an ordinary chessboard with one die.",
        "Домашний вариант индийской игры-гонки пахиси (людо) на обычной шахматной доске с одним кубиком.",
        "印度竞速棋帕奇西（鲁多）的一种家庭玩法，在普通国际象棋棋盘上用一颗骰子进行。",
    ),
    Term(
        "pachisi.piece", "piece", "шашка", "棋子",
        "One of a player's four pieces (draughts or chess pieces); the players' pieces must look different.",
        "Одна из четырёх фигур игрока: шашка или шахматная фигура; у разных игроков фигуры должны различаться.",
        "每位玩家的四枚棋子之一（跳棋子或国际象棋子）；各玩家的棋子必须能区分。",
    ),
    Term(
        "pachisi.track", "track", "внешнее поле", "外圈",
        "The 28 edge squares of the board, travelled clockwise by every piece.",
        "28 крайних клеток доски; все шашки обходят их по часовой стрелке.",
        "棋盘最外一圈的28个格子，所有棋子都按顺时针方向绕行。",
    ),
    Term(
        "pachisi.home", "home", "дом", "家",
        "A player's corner square: pieces enter there, and a piece that has gone round comes back there.",
        "Угловое поле игрока: сюда выставляют шашки, и сюда возвращается шашка, обошедшая доску.",
        "玩家所在的角格：棋子从这里出场，绕完一圈的棋子也回到这里。",
    ),
    Term(
        "pachisi.yard", "yard", "двор", "院子",
        "The three squares on the diagonal from a player's home towards the centre, reached by exact count; "
        "only the owner's pieces go there, one per square, and they cannot be eaten.",
        "Три поля по диагонали от дома к центру; заходят туда ровно по числу очков, только свои шашки, по одной "
        "на поле, и съесть их там нельзя.",
        "从家沿对角线向中心的三个格子；必须点数恰好才能进入，只有自己的棋子能进，每格一枚，且不会被吃。",
    ),
    Term(
        "pachisi.enter", "enter", "выставить шашку", "出子",
        "To put a new piece onto one's home, allowed on a throw of 1 or 6.",
        "Поставить новую шашку в свой дом; можно, когда выпало 1 или 6.",
        "把一枚新棋子放到自己的家，掷出1或6时才可以。",
    ),
    Term(
        "pachisi.barrier", "barrier", "барьер", "屏障",
        "Two to four pieces of one player on one square: no enemy may land there, and no piece, own or enemy, "
        "may pass it except with a 6.",
        "От двух до четырёх шашек одного игрока на одном поле: противник встать туда не может, а перепрыгнуть "
        "его, свой или чужой, можно только шестёркой.",
        "同一玩家的两至四枚棋子停在同一格：对手不能落在这里，任何棋子（无论己方还是对方）只有掷出6才能越过。",
    ),
    Term(
        "pachisi.eat", "eat", "съесть", "吃子",
        "To land on a square holding a single enemy piece, which goes off the board and must be entered again.",
        "Встать на поле, где стоит одна шашка соперника; она уходит с доски, и её надо выставлять заново.",
        "落到只有一枚对方棋子的格子上，那枚棋子离开棋盘，须重新出子。",
    ),
    Term(
        "pachisi.mixed-barrier", "mixed barrier", "смешанный барьер", "混合屏障",
        "In the partners game, pieces of both partners on one square: opponents can never pass it, not even "
        "with a 6; the partners themselves pass it with a 6.",
        "В игре парами шашки обоих партнёров на одном поле: соперники не могут перепрыгнуть его ни при каких "
        "обстоятельствах, а сами партнёры перепрыгивают его шестёркой.",
        "搭档玩法中，两名搭档的棋子停在同一格：对手无论如何都不能越过，搭档自己掷出6可以越过。",
    ),
    Term(
        "pachisi.new-piece", "new piece", "новая шашка", "新棋子",
        "A piece just entered onto its home, at the start of its lap.",
        "Шашка, только что выставленная в дом, в начале своего круга.",
        "刚出子放到家里、正要开始绕圈的棋子。",
    ),
    Term(
        "pachisi.old-piece", "old piece", "старая шашка", "老棋子",
        "A piece that has gone all the way round and stopped on its home; it may only go on into the yard, "
        "and alone it can still be eaten.",
        "Шашка, обошедшая всю доску и вставшая в свой дом; второй круг ей запрещён, она может идти только во "
        "двор, а одиночную её ещё могут съесть.",
        "绕完整圈、停在自家的棋子；不得再绕第二圈，只能进院子，单独一枚时仍可能被吃。",
    ),
    Term(
        "pachisi.extra-throw", "extra throw", "дополнительный бросок", "再掷",
        "After every 6 the player throws again, whether or not the 6 could be used.",
        "После каждой шестёрки игрок бросает кубик ещё раз, независимо от того, смог ли он ею сходить.",
        "每掷出一次6，玩家就再掷一次，不论这个6能否走棋。",
    ),
)

GLOSSARY = Glossary(TERMS)
