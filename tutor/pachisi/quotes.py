"""The passages of the Russian article on Pachisi the site cites, verbatim, with English and Chinese glosses.

In the order of the text; a citation on a page opens the passage that holds its first words
(:class:`tutor.sources.Quote`; ``tests/test_sources.py`` checks each against the text).  The
glosses translate the article as it stands, slips included (scenario 1 names the black
diamonds where it means the black circles: the figure page says so).
"""

from tutor.i18n import Text
from tutor.pachisi.sources import CHESSBOARD_RULES
from tutor.sources import Quote


def _q(passage: str, en: str, zh: str) -> Quote:
    return Quote(CHESSBOARD_RULES, passage, Text(en, "", zh))


QUOTES = (
    _q("…В эту игру в конце 80-х годов ХХ века автора научил его дядя.",
       "…The author was taught this game by his uncle at the end of the 1980s.",
       "……二十世纪八十年代末，作者的叔叔教会了他这个游戏。"),
    _q("Игроков от двух до четырех. Каждый участник играет сам за себя.",
       "Two to four players. Each plays for himself.",
       "两到四名玩家，各自为战。"),
    _q("Перед игрой каждый игрок берет себе по четыре фигуры, при этом фигуры разных игроков должны отличаться между "
       "собой.",
       "Before the game each player takes four pieces; the pieces of different players must differ from one another.",
       "开局前每位玩家各取四枚棋子，不同玩家的棋子必须彼此区分得开。"),
    _q('Итак, игроки взяли шашки и жребием определяют, кто будет первым ходить.',
       'So the players have taken their pieces and draw lots for who moves first.',
       '于是玩家们拿好棋子，抽签决定谁先走。'),
    _q("Допустим игроков четверо. Для первого игрока «домом» будет являться поле А1, для второго – А8, для третьего – "
       "H1 и для четвертого – Н8.",
       "Say there are four players. The first player's home is square A1, the second's A8, the third's H1 and the "
       "fourth's H8.",
       "假设有四名玩家。第一位玩家的“家”是 A1 格，第二位是 A8，第三位是 H1，第四位是 H8。"),
    _q("Например, шашка стоит на поле В2, а кубик показывает «4» - в этом случае шашка передвигается на поле А3.",
       "For example, a piece stands on B2 and the die shows 4: the piece then moves to A3.",
       "例如一枚棋子在 B2，骰子掷出 4，这枚棋子就走到 A3。"),
    _q("Через барьер перепрыгивать нельзя, даже если он свой.",
       "A barrier may not be jumped, even one's own.",
       "屏障不能越过，即使是自己的屏障也不行。"),
    _q("Очень важно и то, что если на пути находится свой барьер, то его можно перепрыгнуть тоже только 6.",
       "It is also very important that one's own barrier in the way can likewise be jumped only with a 6.",
       "同样很重要的是：路上有自己的屏障时，也只有掷出 6 才能越过它。"),
    _q("Шашка, которая обошла всю доску и вернулась «домой», но не успевшая войти во «двор», называется «старой».",
       "A piece that has gone round the whole board and come back home, but has not yet got into the yard, is "
       "called “old”.",
       "绕完整个棋盘回到“家”、但还没来得及进入“院子”的棋子，称为“老棋子”。"),
    _q("Одиночную «старую» шашку, стоящую «дома», противники еще могут съесть.",
       "A single old piece standing at home can still be eaten by the opponents.",
       "单独停在“家”里的老棋子，仍可能被对手吃掉。"),
    _q("Так как «дома» могут оказаться как только что выставленные шашки («новые»), так и «старые» шашки, то в игре надо "
       "запоминать, что у кого-то в «доме» есть одновременно и «новые» шашки и «старые».",
       "Since a home may hold both pieces just entered (“new”) and old pieces, players have to remember that "
       "someone's home holds new and old pieces at the same time.",
       "由于“家”里既可能有刚出的棋子（“新棋子”），也可能有老棋子，对局中要记住某人的“家”里同时有新棋子和老棋子。"),
    _q('Во «дворе» шашки не могут идти «назад», но при движении «вперед» разрешается перепрыгивать.',
       'In the “yard” pieces may not go “back”, but moving “forward” they may jump.',
       '在“院子”里棋子不能“后退”，但“前进”时允许跳过。'),
    _q("Например, у игрока во «дворе» стоят уже две шашки на полях F3 и G2.",
       "For example, a player already has two pieces in his yard, on F3 and G2.",
       "例如某玩家的“院子”里已有两枚棋子，在 F3 和 G2。"),
    _q("Выигрывает игрок, первым сумевший провести свои четыре шашки вокруг доски, три из которых будут находиться во "
       "«дворе», а одна «дома».",
       "The winner is the first player to bring his four pieces round the board, three of them ending in the yard "
       "and one at home.",
       "最先把自己的四枚棋子走完一圈的玩家获胜，其中三枚停在“院子”里，一枚停在“家”里。"),
    _q('Если игрок выставил все свои шашки во «двор», то после этого он их всех убирает с доски, и игра продолжается уже без него.',
       'When a player has brought all his pieces into the “yard”, he then takes them all off the board, and the game goes on without him.',
       '一位玩家把自己的棋子全部走进“院子”后，就把它们全部移出棋盘，游戏在没有他的情况下继续。'),
    _q('Последний оставшийся игрок объявляется проигравшим.',
       'The last player left is declared the loser.',
       '最后剩下的玩家被宣布为输家。'),
    _q("Для облегчения рассмотрим пример типичной позиции, которая может сложиться в игре - рисунок 2.",
       "To make things easier, let us look at an example of a typical position that can arise in play: Figure 2.",
       "为便于理解，来看一个对局中可能出现的典型局面：图 2。"),
    _q("Игроков четверо: черные кружки (их «дом» - Н1), белые кружки (их «дом» - А1), черные ромбы (их «дом» - А8), белые "
       "ромбы (их «дом» - Н8).",
       "There are four players: black circles (home H1), white circles (home A1), black diamonds (home A8), white "
       "diamonds (home H8).",
       "共四名玩家：黑圆（家在 H1）、白圆（家在 A1）、黑菱（家在 A8）、白菱（家在 H8）。"),
    _q("1. Пусть ход у черных ромбов, и у них выпало 6. Так как их «дом» занят барьером белых ромбов, то вывести свою "
       "шашку на доску они не могут.",
       "1. Say it is the black diamonds' turn and they throw a 6. Since their home is taken by a barrier of the "
       "white diamonds, they cannot bring a piece onto the board.",
       "1. 假设轮到黑菱，掷出 6。由于他们的“家”被白菱的屏障占着，他们不能出子。"),
    _q("Теперь допустим, что у них выпало не 6, а 3. Черные кружки не могут сделать хода, поэтому ни одна шашка у них не "
       "двигается, и ход переходит к белым кружкам.",
       "Now say they threw not 6 but 3. The black circles cannot move, so none of their pieces moves, and the turn "
       "passes to the white circles.",
       "再假设他们掷出的不是 6 而是 3。黑圆无棋可走，没有棋子移动，轮到白圆。"),
    _q("2. Пусть ход у белых кружков, и у них выпало 6. Они могут выставить одну свою шашку в «дом» (поле А1), образуя "
       "тройной барьер, либо пойти шашкой с поля А1 на А7, разрушая свой барьер.",
       "2. Say it is the white circles' turn and they throw a 6. They may enter a piece at home (A1), making a "
       "triple barrier, or move a piece from A1 to A7, breaking their barrier.",
       "2. 假设轮到白圆，掷出 6。他们可以在“家”（A1）出一枚子，形成三重屏障；也可以把一枚棋子从 A1 走到 A7，拆掉自己的屏障。"),
    _q("3. Пусть ход у белых ромбов, и у них выпало 2. Они могут завести свою шашку на G8 во «двор» на поле G7 (это самый "
       "лучший вариант), либо сходить вперед шашкой G1 на Е1, съедая шашку соперника (хуже, так как никаких выгод от "
       "этого съедания нет), либо пойти шашкой с Н1 на F1 (самый худший вариант, так как после такого хода у белых "
       "ромбов образуются три незащищенные шашки, одну из которых наверняка съедят соперники).",
       "3. Say it is the white diamonds' turn and they throw a 2. They may bring their piece on G8 into the yard on "
       "G7 (the best choice), or move the piece on G1 forward to E1, eating an opponent's piece (worse, since "
       "eating it gains nothing), or move a piece from H1 to F1 (the worst, since the white diamonds would then "
       "have three unprotected pieces, one of which the opponents would surely eat).",
       "3. 假设轮到白菱，掷出 2。他们可以把 G8 的棋子走进“院子”的 G7（最好的选择）；或把 G1 的棋子向前走到 E1，吃掉对手一枚"
       "棋子（较差，因为吃这枚子没有任何好处）；或把一枚棋子从 H1 走到 F1（最差，因为这样白菱会有三枚无保护的棋子，其中一枚"
       "几乎肯定会被对手吃掉）。"),
    _q("Теперь допустим, что у белых ромбов выпало не 2, а 5. Белые ромбы не могут сделать хода, поэтому ни одна шашка у "
       "них не двигается, и ход переходит к черным кружкам.",
       "Now say the white diamonds threw not 2 but 5. The white diamonds cannot move, so none of their pieces moves, "
       "and the turn passes to the black circles.",
       "再假设白菱掷出的不是 2 而是 5。白菱无棋可走，没有棋子移动，轮到黑圆。"),
    _q("4. Пусть ход у черных ромбов, и у них выпало 1. Они могут вывести свою шашку на доску в свой «дом» А8 (это самый "
       "лучший ход), либо пойти вперед шашкой с Н4 на Н3 (хуже), либо пойти шашкой с А8 на В8 (не очень хороший ход), "
       "либо же пойти шашкой в своем «дворе» с В7 на С6 (совершенно бессмысленный ход).",
       "4. Say it is the black diamonds' turn and they throw a 1. They may bring a piece onto the board at their "
       "home A8 (the best move), or move the piece on H4 forward to H3 (worse), or move a piece from A8 to B8 (not a "
       "very good move), or move the piece in their yard from B7 to C6 (a pointless move).",
       "4. 假设轮到黑菱，掷出 1。他们可以在自家 A8 出一枚子（最好的一步）；或把 H4 的棋子向前走到 H3（较差）；或把一枚棋子"
       "从 A8 走到 B8（不太好）；或把“院子”里的棋子从 B7 走到 C6（毫无意义的一步）。"),
    _q("Теперь допустим, что у черных ромбов выпало не 1, а 3. В этом случае у них только один вариант хода – пойти "
       "шашкой с А8 на D8.",
       "Now say the black diamonds threw not 1 but 3. Then they have only one move: the piece from A8 to D8.",
       "再假设黑菱掷出的不是 1 而是 3。这时他们只有一种走法：把棋子从 A8 走到 D8。"),
    _q("Допустим, что у черных ромбов 6. В этом случае они могут вывести свою шашку на доску в свой «дом» А8 (хороший "
       "ход), либо пойти вперед с А8 на G8, съедая шашку соперника (замечательный ход, так как соперник потерял свою "
       "«старую» шашку, которая едва не забежала во «двор»), либо пойти шашкой с Н4 на Е1, съедая шашку у черных "
       "кружков (бестолковый ход, так как никаких преимуществ не дает – впереди еще один барьер и проскочить его вряд ли "
       "удастся, так как рассчитывать на выпадение второй шестерки подряд неблагоразумно).",
       "Say the black diamonds have a 6. Then they may bring a piece onto the board at their home A8 (a good move), "
       "or move forward from A8 to G8, eating an opponent's piece (an excellent move: the opponent has lost his old "
       "piece, which had all but run into the yard), or move a piece from H4 to E1, eating a piece of the black "
       "circles (a foolish move, which gains nothing: another barrier lies ahead and is unlikely to be passed, as "
       "it is unwise to count on a second six in a row).",
       "假设黑菱掷出 6。这时他们可以在自家 A8 出一枚子（好棋）；或从 A8 向前走到 G8，吃掉对手一枚棋子（妙棋：对手失去了"
       "差一点就进“院子”的老棋子）；或把一枚棋子从 H4 走到 E1，吃掉黑圆一枚棋子（糊涂棋，毫无好处：前面还有一道屏障，"
       "很难越过，因为指望连续再掷出一个 6 是不明智的）。"),
    _q("1. Автор в компании своих друзей применяет следующий вариант игры: тот, кто первым завел свои шашки «домой», "
       "ничего не делает, а все остальные участники отжимаются (или приседают) следующее число раз: 5 отжиманий за "
       "каждую незаведенную шашку «домой» и 10 отжиманий за каждое «соседство».",
       "1. The author and his friends play this version: whoever first brings his pieces home does nothing, and "
       "all the others do push-ups (or squats) as follows: 5 push-ups for each piece not brought home and 10 for "
       "each “neighbourhood”.",
       "1. 作者和朋友们这样玩：最先把棋子都走回“家”的人什么也不用做，其余每个人做俯卧撑（或深蹲），次数是：每枚没走回“家”的"
       "棋子 5 个，每一级“邻位”10 个。"),
    _q("2. Самый азартный вариант игры – это вчетвером и парами. Правила при этом чуть-чуть отличаются.",
       "2. The most exciting version is four players in pairs. The rules then differ slightly.",
       "2. 最刺激的玩法是四人两两组队。这时规则略有不同。"),
    _q("Во-вторых, шашки своего партнера не съедаются. При этом разрешается вставать на одно поле с шашкой партнера.",
       "Second, a partner's pieces are not eaten, and a piece may stop on the same square as a partner's piece.",
       "第二，同伴的棋子不会被吃，并且允许停在同伴棋子所在的格子上。"),
    _q("Таким образом, на одном поле может быть и более четырех шашек (вплоть до восьми).",
       "So one square may hold more than four pieces (up to eight).",
       "因此一个格子上可以有四枚以上的棋子（最多八枚）。"),
    _q("В-третьих, если образуются так называемые «смешанные» барьеры, то есть барьеры, состоящие из шашек двух "
       "игроков-партнеров, то такие барьеры соперники не могут перепрыгнуть не при каких обстоятельствах, а сами игроки "
       "могут (при выпадении шестерки).",
       "Third, if so-called “mixed” barriers form, made of the pieces of two partners, the opponents cannot jump "
       "them under any circumstances, while the partners themselves can (on a six).",
       "第三，若形成所谓“混合”屏障，即由两名同伴的棋子组成的屏障，对手在任何情况下都不能越过，而同伴自己可以（掷出 6 时）。"),
    _q("а) Игрок, который съел шашку соперника, получает право на дополнительный бросок (отказаться от него нельзя).",
       "a) A player who has eaten an opponent's piece gets an extra throw (he may not refuse it).",
       "a) 吃掉对手棋子的玩家获得一次额外掷骰（不得放弃）。"),
    _q("б) Не через все барьеры можно перепрыгивать, а только через барьеры из двух шашек.",
       "b) Not every barrier may be jumped: only barriers of two pieces.",
       "b) 并非所有屏障都能越过，只有两枚棋子组成的屏障可以。"),
    _q("в) Игрок, который завел «старую» шашку во «двор» (не в «дом»!), получает право на дополнительный бросок, "
       "отказаться от которого нельзя.",
       "c) A player who has brought an old piece into the yard (not home!) gets an extra throw, which he may not "
       "refuse.",
       "c) 把老棋子走进“院子”（不是“家”！）的玩家获得一次额外掷骰，不得放弃。"),
    _q("В результате многих экспериментов, автор убедился, что перечисленные правила излишне, так как все они приводят к "
       "тому, что надо меньше думать.",
       "After many experiments the author became convinced that these rules are unnecessary, since all of them mean "
       "less thinking.",
       "经过多次试验，作者确信上述规则是多余的，因为它们都会让人少动脑筋。"),
)
