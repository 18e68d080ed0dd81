"""The passages of the Russian backgammon text the site cites, verbatim, with English and Chinese glosses.

In the order of the text; a citation on a page opens the passage that holds its first words
(:class:`tutor.sources.Quote`; ``tests/test_sources.py`` checks each against the text).
"""

from tutor.backgammon.sources import RULES_TEXT
from tutor.i18n import Text
from tutor.sources import Quote


def _q(passage: str, en: str, zh: str) -> Quote:
    return Quote(RULES_TEXT, passage, Text(en, "", zh))


QUOTES = (
    _q("БЭКГАММОН (Backgammon) также Триктрак или Короткие нарды – прародитель всех игр на доске с дорожками и, "
       "вероятно, самая старинная игра с костями из всех, в которые играют и теперь.",
       "Backgammon, also called trictrac or short nardy, is the ancestor of all the games played on a board "
       "with tracks, and probably the oldest dice game still played today.",
       "双陆，又称 trictrac 或短纳尔德，是一切带路线的棋盘游戏的鼻祖，大概也是至今仍在玩的最古老的骰子游戏。"),
    _q('У каждого – пара костей со стаканом и одна дублирующая кость.',
       'Each has a pair of dice with a cup, and there is one doubling cube.',
       '每人有一对骰子和一个骰盅，另有一个加倍骰。'),
    _q("· на стороне черных на линии 1 устанавливаются две белых шашки, на линии 6 – пять черных шашек, на линии 8 – "
       "три черных шашки и на линии 12 – пять белых шашек;",
       "on Black's side, two white checkers are set on point 1, five black checkers on point 6, three black "
       "checkers on point 8 and five white checkers on point 12;",
       "在黑方一侧，第 1 点放两枚白子，第 6 点放五枚黑子，第 8 点放三枚黑子，第 12 点放五枚白子；"),
    _q('Каждый игрок бросает одну кость из стакана. Игрок, выбросивший большее число, играет первым, используя номера на своей кости и на кости противника.',
       "Each player throws one die from the cup. The player who throws the higher number plays first, using the numbers on his own die and on his opponent's.",
       '每位玩家从骰盅里掷出一颗骰子。掷出较大点数的玩家先走，使用自己骰子和对手骰子上的点数。'),
    _q("Когда одна шашка передвинута на число линий, выпавших на одной кости, то можно либо ее же передвинуть на "
       "число линий, выпавших на другой кости, либо подвинуть на это число другую свою шашку.",
       "When one checker has been moved by the number on one die, the player may move the same checker on by the "
       "number on the other die, or move another of his checkers by that number.",
       "一枚棋子按一颗骰子的点数走完后，可以让同一枚棋子再按另一颗骰子的点数走，也可以让自己的另一枚棋子走这个点数。"),
    _q("Играющий должен стараться использовать оба числа. Если он может использовать лишь одно из чисел, надо "
       "стараться, по возможности, использовать большее из двух возможных.",
       "The player must try to use both numbers. If he can use only one of them, he should, where possible, use "
       "the larger of the two.",
       "玩家必须设法用上两个点数。若只能用其中一个，应尽可能用较大的那个。"),
    _q("Поэтому, если выпал дубль 3, то играется это так же, как четыре тройки.",
       "So a double 3 is played as four threes.",
       "所以掷出双 3 时，按四个 3 来走。"),
    _q("Одна незащищенная шашка на линии называется блот (blot). Когда шашка противоположного цвета попадает на ту "
       "же линию, блот считается битым и переставляется на борт.",
       "A single unprotected checker on a point is called a blot. When a checker of the other colour lands on "
       "that point, the blot is hit and put on the bar.",
       "一个点上无保护的单个棋子称为单子（blot）。对方颜色的棋子落到这个点上时，单子被打，放到中栏上。"),
    _q("Шашка, лежащая на борту, может быть снова введена в игру, если на костях выпадет номер, с помощью которого "
       "можно будет поставить шашку на незанятую линию в доме противника.",
       "A checker on the bar may be brought back into play when the dice show a number that lets it be put on an "
       "unoccupied point in the opponent's home.",
       "中栏上的棋子，在骰子掷出的点数能让它落到对方内盘的空点上时，可以重新进入对局。"),
    _q("Все шашки с борта должны быть введены в игру раньше, чем можно будет сделать другой ход.",
       "All the checkers on the bar must be brought into play before any other move may be made.",
       "中栏上的棋子必须全部进入后，才能走别的棋。"),
    _q("Когда у игрока имеется на линии две шашки или более, линия считается блокированной, и шашки противника "
       "нельзя ставить на нее, хотя их можно двигать за блокированной линией.",
       "When a player has two or more checkers on a point, the point is blocked: the opponent's checkers may not "
       "be put on it, though they may move past it.",
       "玩家在一个点上有两枚或以上棋子时，这个点被封锁：对方棋子不能落在上面，但可以越过它。"),
    _q("Если он заблокировал все шесть линий своего дома, а у его противника одна или более шашек находятся на "
       "борту, тогда он сделал шатаут (shutout).",
       "If he has blocked all six points of his home and his opponent has one or more checkers on the bar, he "
       "has made a shutout.",
       "若他封锁了自己内盘的全部六个点，而对方有一枚或以上棋子在中栏上，他就完成了关门（shutout）。"),
    _q("Когда все шашки игрока достигли своего дома, он начинает снимать их с доски.",
       "When all of a player's checkers have reached his home, he begins to take them off the board.",
       "玩家的棋子全部到达自己的内盘后，开始把它们从棋盘上取下。"),
    _q("Это называется «сносить» их с доски (bearingoff). На каждый выпавший на костях номер одна шашка сносится с "
       "соответствующей линии.",
       "This is called bearing them off the board. For each number the dice show, one checker is borne off "
       "from the matching point.",
       "这称为收子（bearing off）。骰子每掷出一个点数，就从相应的点收走一枚棋子。"),
    _q("Если, например, выпало 5-3, одна шашка сносится с 5-й, другая – с 3-й линии.",
       "If, for example, 5-3 is rolled, one checker is borne off from the 5-point and another from the 3-point.",
       "例如掷出 5-3，就从第 5 点收一枚，从第 3 点收另一枚。"),
    _q("Если выпадет дубль 3, с третьей линии можно снести четыре шашки.",
       "If a double 3 is rolled, four checkers may be borne off from the 3-point.",
       "掷出双 3 时，可以从第 3 点收走四枚棋子。"),
    _q("Если выпавший номер выше, чем любая линия, на которой стоят шашки, игрок может снять шашку со следующей по "
       "старшинству линии.",
       "If the number rolled is higher than any point with checkers on it, the player may take a checker off the "
       "next highest point.",
       "若掷出的点数高于任何有棋子的点，玩家可以从次高的点上取下一枚棋子。"),
    _q("Если выпадают малые номера, а на этих линиях шашек нет, шашки с более высокой линии перемещаются на более "
       "низкие в соответствии с выпавшим на костях числом.",
       "If low numbers are rolled and there are no checkers on those points, checkers on a higher point move down "
       "by the number on the dice.",
       "若掷出小点数而相应的点上没有棋子，就把较高点上的棋子按骰子的点数往低处移动。"),
    _q("Шашки также можно при желании передвигать ниже вместо того, чтобы сносить.",
       "Checkers may also, if the player wishes, be moved lower instead of being borne off.",
       "玩家也可以选择把棋子往低处移动，而不收子。"),
    _q("Игрок, который первым снесет все шашки, выигрывает один гейм.",
       "The player who is first to bear off all his checkers wins one game.",
       "最先收完全部棋子的玩家赢得一局。"),
    _q("Если проигравший не снес ни одной шашки и имеет одну или две шашки в доме своего противника или на барьере, "
       "победителем считается выигравший тройной гейм, или бэкгаммон, и получает тройные ставки.",
       "If the loser has borne off no checker and has one or two checkers in his opponent's home or on the bar, "
       "the winner is reckoned to have won a triple game, a backgammon, and receives triple stakes.",
       "若输家一枚棋子也没收，且在对方内盘或中栏上有一枚或两枚棋子，赢家算赢得三倍局，即完胜（backgammon），得三倍赌注。"),
    _q('В любую минуту, когда противник кончил кидать кости, игрок может удвоить ставку.',
       'At any moment when the opponent has finished throwing the dice, a player may double the stake.',
       '在对手掷完骰子后的任何时刻，玩家都可以把赌注加倍。'),
    _q("Если его оппонент отказывается принять двойную ставку, он штрафует геймы и ставки.",
       "If his opponent refuses the doubled stake, he forfeits the game and the stakes.",
       "若对方拒绝接受加倍的赌注，就输掉这一局和赌注。"),
    _q("Привилегия удвоения ставок переходит к его противнику. Предела удвоению ставок нет, но обе стороны заранее "
       "договариваются об условиях.",
       "The privilege of doubling passes to his opponent. There is no limit to doubling, but both sides agree on "
       "the terms beforehand.",
       "加倍的权利转到对方手中。加倍没有上限，但双方事先约定条件。"),
    _q("Единичка-двоечка ЕДИНИЧКА-ДВОЕЧКА (Acey-Deucey) – вариант БЭКГАММОНА, любимый военными и торговыми моржами и "
       "морской пехотой США.",
       "Acey-Deucey is a variant of backgammon loved by the US armed forces, merchant sailors and Marines.",
       "Acey-Deucey 是双陆的一种变体，深受美国军人、商船海员和海军陆战队喜爱。"),
    _q("Правила те же, что и в обычном БЭКГАММОНЕ, но шашки не расставляются на доске до начала игры, а вводятся на "
       "доску в ходе игры, а когда выпадает 1-2, игрок двигает одну шашку на три линии или одну шашку на одну линию, "
       "а другую – на две, затем он имеет право на дополнительный бросок костей.",
       "The rules are those of ordinary backgammon, but the checkers are not set up before the game: they are "
       "brought onto the board during play; and when 1-2 is rolled, the player moves one checker three points, or "
       "one checker one point and another two, and then has the right to an extra roll of the dice.",
       "规则与普通双陆相同，但开局前不摆棋子，而是在对局中把棋子放上棋盘；掷出 1-2 时，玩家把一枚棋子走三点，或一枚走一点、"
       "另一枚走两点，然后有权再掷一次骰子。"),
    _q("В РУССКОМ БЭКГАММОНЕ шашки так же не ставятся на доску до игры, а каждый играющий вводит их на доску "
       "бросанием костей.",
       "In Russian backgammon, too, the checkers are not set on the board before the game: each player brings "
       "them on by rolling the dice.",
       "俄式双陆同样不在开局前摆棋子，每位玩家靠掷骰把棋子放上棋盘。"),
    _q("Оба игрока начинают игру из одного дома и двигаются в одном и том же направлении вокруг доски к "
       "противоположному дому.",
       "Both players start from the same home and move in the same direction round the board to the opposite "
       "home.",
       "双方都从同一个内盘出发，沿同一方向绕棋盘走向对面的内盘。"),
    _q("Шашки сносятся, как и в обычном БЭКГАММОНЕ. После того, как одна или две шашки введены в игру, играющий сам "
       "выбирает, вводить ли следующими бросками костей остальные шашки или двигать вперед уже введенные в игру.",
       "Checkers are borne off as in ordinary backgammon. Once one or two checkers have been brought into play, "
       "the player chooses whether his next rolls bring in the other checkers or move on those already in play.",
       "收子与普通双陆相同。一两枚棋子进入对局后，玩家自己选择：之后的掷骰是让其余棋子进入，还是让已进入的棋子前进。"),
    _q("Если блот побит противником, владелец должен ввести его в игру прежде, чем сделает следующий ход.",
       "If a blot is hit by the opponent, its owner must bring it back into play before he makes his next move.",
       "单子被对方打掉后，其主人必须先让它重新进入，才能走下一步。"),
    _q("Во всех случаях, кроме первого хода, дубли удваивают ходы. Игрок не только дважды ходит согласно цифре на "
       "верхней грани кости, но также смотря по цифре и на нижней, противоположной грани.",
       "In every case except the first move, doubles double the moves: the player moves not only twice by the "
       "number on the top face of the die but also by the number on the bottom, opposite face.",
       "除第一步外，对子都使走法加倍：玩家不仅按骰子顶面的点数走两次，还要按底面（相对一面）的点数走。"),
    _q("После каждого выпавшего дубля игрок продолжает кидать кости, пока не выпадут разные числа.",
       "After every double the player goes on rolling the dice until different numbers come up.",
       "每掷出一个对子后，玩家继续掷骰，直到掷出不同的点数。"),
)
