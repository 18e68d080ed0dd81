"""Backgammon's glossary entries.

Russian names follow the source text (линия, борт, блот, сносить, прайм, шатаут,
гамон, дублирующая кость); Chinese names are the usual ones of Chinese backgammon
writing (点, 中栏, 单子, 打, 内盘, 收子, 全胜, 完胜, 加倍骰).
"""

from tutor.terms import Glossary, Term

TERMS: tuple[Term, ...] = (
    Term(
        "backgammon.game", "Backgammon", "бэкгаммон", "双陆棋",
        "The race game for two players with dice, with the variants Acey-Deucey and Russian backgammon.",
        "Игра-гонка для двоих с игральными костями, с вариантами «единичка-двоечка» и русский бэкгаммон.",
        "两人掷骰竞速的棋类游戏，附 Acey-Deucey 与俄式双陆两种变体。",
    ),
    Term(
        "backgammon.point", "point", "линия", "点",
        "One of the 24 triangles; each player numbers them 1 to 24 from his own home.",
        "Один из 24 треугольников доски; каждый игрок нумерует их от 1 до 24, начиная от своего дома.",
        "棋盘上的24个三角形之一；双方各自从自己的内盘起编号1至24。",
    ),
    Term(
        "backgammon.checker", "checker", "шашка", "棋子",
        "One of a player's fifteen pieces.",
        "Одна из пятнадцати шашек игрока.",
        "每方十五枚棋子中的一枚。",
    ),
    Term(
        "backgammon.bar", "bar", "борт", "中栏",
        "The divider in the middle of the board, where hit checkers wait to enter again.",
        "Перегородка посередине доски; на ней ждут побитые шашки, пока их снова не введут в игру.",
        "棋盘中央的隔栏，被打的棋子放在这里等待重新进入。",
    ),
    Term(
        "backgammon.home-board", "home board", "дом", "内盘",
        "A player's points 1 to 6, where he gathers his checkers to bear them off.",
        "Линии игрока с 1-й по 6-ю; там он собирает шашки, чтобы сносить их.",
        "己方的1至6点，棋子在此集齐后才能收子。",
    ),
    Term(
        "backgammon.outer-board", "outer board", "внешняя четверть", "外盘",
        "A player's points 7 to 12, between his home board and the bar.",
        "Линии игрока с 7-й по 12-ю, между его домом и бортом.",
        "己方的7至12点，位于内盘与中栏之间。",
    ),
    Term(
        "backgammon.blot", "blot", "блот", "单子",
        "A single checker alone on a point, which the opponent can hit.",
        "Одна незащищённая шашка на линии; соперник может её побить.",
        "独自占一个点的单个棋子，可被对方打掉。",
    ),
    Term(
        "backgammon.blocked-point", "blocked point", "блокированная линия", "封锁点",
        "A point held by two or more checkers of one side; the other side may pass over it but not land on it.",
        "Линия, на которой две или больше шашек одного игрока; соперник может пройти через неё, но не встать на неё.",
        "一方有两枚或以上棋子的点；对方可越过但不能停在这里。",
    ),
    Term(
        "backgammon.hit", "hit", "бить", "打",
        "To land on a blot; the blot goes to the bar and must enter again.",
        "Встать на блот соперника; побитая шашка уходит на борт и должна снова войти в игру.",
        "落到对方单子所在的点；该棋子被送上中栏，须重新进入。",
    ),
    Term(
        "backgammon.enter", "enter", "ввести в игру", "进入",
        "To bring a checker from the bar into the opponent's home board: a die d puts it on point 25 − d.",
        "Поставить шашку с борта в дом соперника: кость с числом d ставит её на линию 25 − d.",
        "把中栏上的棋子放进对方内盘：掷出 d 即落在第 25 − d 点。",
    ),
    Term(
        "backgammon.bear-off", "bear off", "сносить", "收子",
        "To take a checker off the board from the home board; the first to bear off all fifteen wins.",
        "Снимать шашки с доски из своего дома; кто первым снесёт все пятнадцать, выигрывает.",
        "把内盘中的棋子移出棋盘；先收完十五枚者获胜。",
    ),
    Term(
        "backgammon.double", "double", "дубль", "对子",
        "A roll with the same number on both dice; it is played as four moves of that number.",
        "Бросок с одинаковым числом на обеих костях; его играют как четыре хода на это число.",
        "两颗骰子点数相同的一掷；按该点数走四步。",
    ),
    Term(
        "backgammon.prime", "prime", "прайм", "连封",
        "Six blocked points in a row with an opposing checker behind them.",
        "Шесть блокированных линий подряд, за которыми стоит шашка соперника.",
        "连续六个封锁点，其后方有对方棋子。",
    ),
    Term(
        "backgammon.shutout", "closed board", "шатаут", "关门",
        "All six points of the home board blocked while the opponent has a checker on the bar (shutout).",
        "Все шесть линий дома заблокированы, а у соперника есть шашка на борту.",
        "己方内盘六个点全部封锁，而对方有棋子在中栏上。",
    ),
    Term(
        "backgammon.single-game", "single game", "одиночная партия", "单局胜",
        "A win in which the loser has already borne off a checker: the stake once.",
        "Победа, когда проигравший уже снёс хотя бы одну шашку: одинарная ставка.",
        "输家已至少收走一枚棋子时的获胜：赢一倍赌注。",
    ),
    Term(
        "backgammon.gammon", "gammon", "гамон", "全胜",
        "A win before the loser has borne off any checker: double stakes.",
        "Победа, когда проигравший не снёс ни одной шашки: двойная ставка.",
        "输家一枚棋子都未收时获胜：赢双倍。",
    ),
    Term(
        "backgammon.backgammon", "backgammon", "бэкгаммон (тройной выигрыш)", "完胜",
        "A gammon in which the loser still has a checker on the bar or in the winner's home board (in Russian "
        "backgammon: on the bar, waiting to enter or in the entry table): triple stakes.",
        "Гамон, при котором у проигравшего ещё есть шашка на борту или в доме победителя (в русском бэкгаммоне — "
        "на борту, среди ждущих ввода или в четверти ввода): тройная ставка.",
        "输家一枚未收，且仍有棋子在中栏上或赢家内盘中（俄式双陆中：在中栏上、尚未入盘或在入盘区）：赢三倍。",
    ),
    Term(
        "backgammon.doubling-cube", "doubling cube", "дублирующая кость", "加倍骰",
        "The die marked 2 to 64 that records the stake; a player may offer to double it before rolling.",
        "Кость с числами от 2 до 64, на которой отмечают ставку; игрок может предложить удвоить её перед броском.",
        "标有2至64的骰子，记录赌注倍数；玩家可在掷骰前提出加倍。",
    ),
    Term(
        "backgammon.take", "take", "принять удвоение", "接受加倍",
        "To accept a double: the game goes on at twice the stake, and the cube belongs to the taker.",
        "Согласиться на удвоение: партия идёт дальше по двойной ставке, а кость переходит к принявшему.",
        "同意加倍：对局按双倍赌注继续，加倍骰归接受的一方。",
    ),
    Term(
        "backgammon.drop", "drop", "отказаться от удвоения", "拒绝加倍",
        "To refuse a double: the game ends, and the player who refused pays the stake before the double.",
        "Не согласиться на удвоение: партия кончается, и отказавшийся платит ставку до удвоения.",
        "不同意加倍：对局结束，拒绝的一方按加倍前的赌注付分。",
    ),
    Term(
        "backgammon.position-id", "Position ID", "Position ID", "局面编码",
        "GNU Backgammon's 14-character code of a position, the side not on roll first.",
        "Четырнадцатизначный код позиции в GNU Backgammon; сначала записан игрок, который не ходит.",
        "GNU Backgammon 的14字符局面编码，先记不走棋的一方。",
    ),
)

GLOSSARY = Glossary(TERMS)
