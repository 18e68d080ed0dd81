"""The passages of the Russian Mahjong text the site cites, verbatim, with English and Chinese glosses.

In the order of the text; a citation on a page opens the passage that holds its first words
(:class:`tutor.sources.Quote`; ``tests/test_sources.py`` checks each against the text).  The
glosses translate the text as it stands, misprints and slips included («Ионг», «понт»,
«вое точный», the inverted negation about limit hands): the interpretations page lists them.
A passage that runs over a line break of the scanned text keeps it.
"""

from tutor.i18n import Text
from tutor.mahjong.sources import RULES_TEXT
from tutor.sources import Quote


def _q(passage: str, en: str, zh: str) -> Quote:
    return Quote(RULES_TEXT, passage, Text(en, "", zh))


QUOTES = (
    _q("«Маджонг» — это игра китайского происхождения, появившаяся на Западе в 20-х годах XX века. Ее название значит "
       "«воробей».",
       "Mah jong is a game of Chinese origin that appeared in the West in the 1920s. Its name means “sparrow”.",
       "麻将是起源于中国的游戏，二十世纪二十年代传入西方。它的名字意为“麻雀”。"),
    _q("Существуют три различные масти: кружки (бин) 36 табличек, бамбук (тео) 36 табличек и иероглифы (бань) 36 табличек.",
       "There are three different suits: circles (“bin”), 36 tiles; bamboo (“teo”), 36 tiles; and characters "
       "(“ban”), 36 tiles.",
       "有三种不同的花色：筒子（原文音译“бин”）36 张，条子（原文音译“тео”）36 张，万子（原文音译“бань”）36 张。"),
    _q("Фишки «дракон» (лун), 12 табличек.",
       "“Dragon” (“lun”) tiles, 12 tiles.",
       "“龙”牌（原文音译“лун”），12 张。"),
    _q("Существуют три разных масти: белая доска (байбань), красная середина (хунчжун) и зеленое счастье (фауай) (слева "
       "направо на рисунке).",
       "There are three different suits: the white board (“baiban”), the red centre (“hongzhong”) and the green "
       "fortune (“fauai”) (left to right in the picture).",
       "有三种不同的“花色”：白板（байбань）、红中（хунчжун）和“绿色的福气”（原文音译“фауай”）（图中从左到右）。"),
    _q("Цветочные (хуар) и плодовые (го) фишки.",
       "Flower (“huar”) and fruit (“go”) tiles.",
       "花牌（原文音译“хуар”）和“果”牌（原文音译“го”）。"),
    _q("Ветра остальных игроков определяются их положением за столом относительно восточного ветра: западный сидит "
       "напротив восточного, южный сидит справа от восточного, а северный — слева от восточного (не так, как в компасе).",
       "The other players' winds follow from where they sit relative to East: West sits opposite East, South sits "
       "to the right of East, and North to the left of East (not as on a compass).",
       "其他玩家的风位由他们相对东风的座位决定：西风坐在东风对面，南风坐在东风右边，北风坐在东风左边（与指南针不同）。"),
    _q("Если игрок, представляющий восточный ветер, не выигрывает первую партию, ветра перемещаются вокруг стола против "
       "часовой стрелки.",
       "If the player who is East does not win the first hand, the winds move round the table counter-clockwise.",
       "若坐东风的玩家没有赢得第一局，风位就沿桌子逆时针轮转。"),
    _q("Полная партия состоит из четырех раундов, но игроки могут прекратить ее раньше.",
       "A full game consists of four rounds, but the players may stop it sooner.",
       "一整场由四圈组成，但玩家可以提前结束。"),
    _q("Все фишки раскладываются изображением вниз на столе и тщательно перемешиваются игроками.",
       "All the tiles are laid face down on the table and thoroughly shuffled by the players.",
       "所有牌面朝下摊在桌上，由玩家仔细洗匀。"),
    _q("1) Восток бросает две игральные кости, чтобы определить, какая сторона стены будет пробиваться. Если у него "
       "выпадают две единицы, он должен бросать кости заново.",
       "1) East throws two dice to decide which side of the wall is to be broken. If he throws two ones, he must "
       "throw again.",
       "1）东家掷两颗骰子，决定从牌墙的哪一边开牌。若掷出两个一，必须重掷。"),
    _q("По числу выпавших очков он отсчитывает справа налево от края своей стены соответствующее число пар.",
       "By the number thrown he counts that many pairs from right to left from the end of his own wall.",
       "他按掷出的点数，从自己那段牌墙的边缘起由右向左数出相应的墩数。"),
    _q("2) Вынутые таблички кладут по одной на стену справа от образовавшегося проема. Это место называется «головой "
       "стены». Место, расположенное по другую сторону проема, называется «концом стены».",
       "2) The tiles taken out are laid one by one on the wall to the right of the gap. This place is called the "
       "“head of the wall”. The place on the other side of the gap is called the “end of the wall”.",
       "2）取出的牌一张一张放到缺口右边的牌墙上。这里叫“墙头”。缺口另一边叫“墙尾”。"),
    _q("После того как конец и начало стены определены, восток берет себе с конца две пары табличек.",
       "Once the end and the beginning of the wall are fixed, East takes two pairs of tiles from the end.",
       "墙尾和墙头确定后，东家从墙尾取两墩牌。"),
    _q("После четвертого круга у каждого игрока оказывается по 13 табличек, и восток берет еще одну четырнадцатую "
       "табличку, необходимую ему для начала игры.",
       "After the fourth round each player has 13 tiles, and East takes one more, a fourteenth tile, which he needs "
       "to begin play.",
       "第四轮之后每位玩家各有 13 张牌，东家再拿第十四张，用来开始出牌。"),
    _q("Все такие таблички, попавшиеся в первичный расклад или позднее в процессе игры, должны быть выложены перед "
       "игроком лицевой стороной вверх и заменены на то же количество запасных табличек, взятых с головы стены.",
       "All such tiles, whether in the first hand or drawn later in play, must be laid face up in front of the "
       "player and replaced by as many spare tiles taken from the head of the wall.",
       "所有这类牌，不论是起手就有还是之后摸到，都必须面朝上摆在玩家面前，并从墙头补上同样张数的备用牌。"),
    _q("В начале игры замена осуществляется по кругу, причем вое точный делает это первым.",
       "At the start of play the replacing goes round the table, and East (the text has «вое точный» for "
       "«восточный») does it first.",
       "开局时按座次轮流补花，东家（原文把 «восточный» 误作 «вое точный»）最先补。"),
    _q("Полный расклад обычно состоит из четырех: «чоу», «понт» или «конг» плюс идентичная пара.",
       "A complete hand usually consists of four chows, pungs (the text has «понт») or kongs, plus an identical "
       "pair.",
       "完整的一手牌通常由四组吃、碰（原文误作 «понт»）或杠，加一对相同的将组成。"),
    _q("Смешанные ветра или смешанные драконы не считаются «чоу».",
       "Mixed winds or mixed dragons do not count as a chow.",
       "不同的风牌或不同的箭牌凑在一起不算吃。"),
    _q("«Ионг» — это набор из трех одинаковых табличек с одинаковыми номерами, например, трех зеленых драконов (б), трех "
       "бамбуков «8» или трех южных ветров.",
       "A pung (the text has «Ионг») is a set of three identical tiles with the same number, for example three "
       "green dragons (b), three 8 bamboos or three south winds.",
       "碰（原文误作 «Ионг»）是三张相同、号数相同的牌，例如三张发（b）、三张八条或三张南风。"),
    _q('Особые расклады «маджонг», не совпадающие с обычной схемой, принимаются некоторыми игроками в качестве альтернативного способа набрать «маджонг».',
       'Special mah jong hands that do not follow the usual pattern are accepted by some players as another way to go mah jong.',
       '不符合通常牌型的特殊和牌，被一些玩家接受为另一种和牌方式。'),
    _q("1) расклад из 13 нечетных крупнейших табличек (1 и 9 каждой масти, один из драконов, один из ветров и пара к "
       "любой из этих фишек);",
       "1) a hand of 13 odd major tiles (the 1 and 9 of each suit, one of the dragons, one of the winds, and a "
       "pair to any of these tiles);",
       "1）由 13 张“单独的大牌”组成的牌（每门花色的 1 和 9、一张箭牌、一张风牌，再加其中任一张的对子）；"),
    _q("2) девятерной расклад без одной фишки (фишки одной масти: три 1, три 9, по одной фишке от 2 до 8 и любая другая "
       "фишка той же масти).",
       "2) the ninefold hand less one tile (tiles of one suit: three 1s, three 9s, one each of 2 to 8, and any "
       "other tile of the same suit).",
       "2）缺一张的“九重”牌（同一花色：三张 1、三张 9、2 到 8 各一张，再加同花色的任一张）。"),
    _q("Выставленные фишки помещаются в центр стола — обычно лицевой стороной вверх в западных странах, но втемную в "
       "Китае и на Востоке.",
       "Discarded tiles go in the middle of the table: usually face up in Western countries, but face down in "
       "China and the East.",
       "打出的牌放在桌子中央：西方国家通常面朝上，而在中国和东方则面朝下。"),
    _q("Если права на выставленную табличку предъявляют более одного игрока, они имеют следующее преимущество:",
       "If more than one player claims the discarded tile, they take precedence as follows:",
       "若不止一位玩家要这张打出的牌，按以下先后："),
    _q("Таким образом, если игрок 1 выставляет табличку, а игрок 4 желает взять ее, игроки 2 и 3 теряют свои ходы, и "
       "следующим ходит игрок 1, если только на выставленную игроком 4 табличку не предъявит права другой участник.",
       "So if player 1 discards a tile and player 4 wants to take it, players 2 and 3 lose their turns, and player "
       "1 plays next, unless another player claims the tile player 4 discards.",
       "因此，若玩家 1 打出一张牌而玩家 4 要拿，玩家 2 和 3 就失去各自的轮次，下一个轮到玩家 1，除非有别人要玩家 4 打出的牌。"),
    _q("Если ни один игрок не хочет брать последнюю выставленную табличку, участник справа от последнего выставлявшего "
       "берет ее с конца стены без свободных табличек.",
       "If no player wants the last discarded tile, the player on the right of the last to discard takes it from "
       "the end of the wall without loose tiles.",
       "若没有人要最后打出的那张牌，坐在最后出牌者右边的玩家就从不含补牌的墙尾摸“它”。"),
    _q("Можно заявлять права лишь на выставленную табличку. Ее можно потребовать для завершения «чоу», «понг», «конг» или "
       "«маджонг».",
       "Only the discarded tile may be claimed. It may be claimed to complete a chow, a pung, a kong or mah jong.",
       "只能要刚打出的牌。要它可以是为了凑成吃、碰、杠或胡。"),
    _q("Заявить «чоу» может лишь игрок, сидящий справа от выставившегося участника, имея в своем раскладе две другие "
       "таблички, необходимые для «чоу».",
       "Only the player sitting on the right of the one who discarded may claim a chow, holding the two other "
       "tiles the chow needs.",
       "只有坐在出牌者右边、手里有吃所需另外两张牌的玩家才能吃。"),
    _q("б) он совершил промежуточный ход после неудавшегося «понг» в предыдущем выставлении.",
       "b) he has made an intermediate turn after a failed pung on the previous discard.",
       "b）他在上一次出牌时碰未成之后，已经走过一个中间轮次。"),
    _q("Любой игрок может претендовать на последнюю выставленную табличку для «конг», если у него на полке имеются три "
       "идентичные таблички.",
       "Any player may claim the last discarded tile for a kong if he has three identical tiles on his rack.",
       "任何玩家只要牌架上有三张相同的牌，就可以要最后打出的牌来开杠。"),
    _q("Затем, прежде чем игрок выставляется обычным образом, он берет свободную табличку (после «конг» свободная табличка "
       "берется всегда, потому что завершенный расклад имеет одну дополнительную табличку для каждого содержащегося в "
       "нем «конг»).",
       "Then, before discarding as usual, the player takes a loose tile (a loose tile is always taken after a kong, "
       "because a complete hand has one extra tile for each kong in it).",
       "然后，在照常出牌之前，玩家先摸一张补牌（开杠后总要摸补牌，因为完整的牌里每有一个杠就多一张牌）。"),
    _q("Игрокам не разрешается обращать выставленные «понг» в «конг» с помощью выставленных фишек.",
       "Players may not turn an exposed pung into a kong with a discarded tile.",
       "玩家不得用别人打出的牌把明碰改成杠。"),
    _q("Скрытый «конг», выложенный на стол, стоит вдвое больше очков и отличается от открытого «конг» тем, что "
       "выкладывается особым образом: две таблички открытыми и две закрытыми.",
       "A concealed kong laid on the table is worth twice the points and differs from an exposed kong in the way "
       "it is laid out: two tiles face up and two face down.",
       "亮到桌上的暗杠分数加倍，与明杠的区别在于摆法特殊：两张面朝上，两张面朝下。"),
    _q("Если другой игрок сделал «маджонг», пока у другого игрока на полке находился скрытый «конг», он получает очки "
       "только как за скрытый «понг».",
       "If another player goes mah jong while a player still has a concealed kong on his rack, he scores it only "
       "as a concealed pung.",
       "若别人胡牌时某玩家牌架上还藏着暗杠，他只能按暗碰计分。"),
    _q("Первой используется табличка, находящаяся дальше всего от бреши в стене, а затем другая свободная.",
       "The loose tile farthest from the breach in the wall is used first, then the other.",
       "先用离牌墙缺口最远的那张补牌，再用另一张。"),
    _q("Если игрок имеет на руках больше или меньше положенного Числа табличек, он теряет право на выигрыш и платит штраф "
       "всем игрокам.",
       "If a player holds more or fewer tiles than he should, he loses the right to win and pays a penalty to all "
       "the players.",
       "若玩家手里的牌多于或少于应有张数，他失去胡牌的资格，并向所有玩家付罚分。"),
    _q("Партия объявляется мертвой, если ни один игрок не сделал «маджонг» до того, как игра дошла до последних 14 "
       "табличек в стене (включая свободные). При этом счета не ведется, а новая партия разыгрывается с тем же игроком в "
       "роли восточного ветра.",
       "A hand is declared dead if no player has gone mah jong before play reaches the last 14 tiles of the wall "
       "(loose tiles included). Nothing is scored, and a new hand is played with the same player as East.",
       "若打到牌墙只剩最后 14 张（含补牌）时仍无人胡牌，这一局宣告流局。不计分，下一局由同一位玩家继续做东。"),
    _q("Если предупреждают два игрока и оба претендуют на одну и ту же табличку, предпочтение отдается игроку, чей ход "
       "ближе.",
       "If two players are calling and both claim the same tile, the one whose turn comes sooner has precedence.",
       "若两位玩家都听牌并都要同一张牌，先轮到的那位优先。"),
    _q("Прочный расклад.\nВосточный ветер может заявить «прочный расклад», если он предупреждает после первого "
       "выставления таблички. Любой игрок может заявить прочный расклад, если он предупреждает после того, как первый "
       "раз за партию взял и выставил табличку.",
       "Standing hand. East may declare a “standing hand” if he is calling after the first discard. Any player may "
       "declare a standing hand if he is calling after he has drawn and discarded a tile for the first time in the "
       "hand.",
       "天听。东家若在第一次出牌后即听牌，可以宣布“天听”。任何玩家若在本局第一次摸牌并出牌之后即听牌，都可以宣布天听。"),
    _q("Игрок, заявивший прочный расклад, после этого не должен менять ни одной из 13 табличек своего расклада. При каждом "
       "своем ходе он берет табличку из\nстены обычным образом, а затем выставляет ее, если она не является необходимой "
       "для «маджонг».",
       "A player who has declared a standing hand may not change any of the 13 tiles of his hand afterwards. Each "
       "turn he draws a tile from the wall as usual and then discards it, unless it is the tile he needs for mah "
       "jong.",
       "宣布天听的玩家此后不得更换手中 13 张牌的任何一张。每轮他照常从牌墙摸牌，除非是胡牌所需的那张，否则就打出去。"),
    _q("Игрок, который завершил прочный расклад, получает премию в 100 очков.",
       "A player who completes a standing hand gets a bonus of 100 points.",
       "天听而胡的玩家得 100 分奖励。"),
    _q("Игрок, который делает предупреждение, может завершить свой расклад, перехватив «конг» — то есть заявив права на "
       "табличку, взятую со стены другим игроком, который с ее помощью обращает выставленный «понг» в «конг».",
       "A calling player may complete his hand by robbing a kong: claiming the tile another player has drawn from "
       "the wall to turn his exposed pung into a kong.",
       "听牌的玩家可以抢杠胡：要别人从牌墙摸来、用以把明碰改成杠的那张牌。"),
    _q("Если игрок, объявивший «Маджонг», полностью вскрывает свой расклад, а затем обнаруживает ошибку, он должен "
       "оплатить каждому из остальных игроков двойное количество очков.",
       "If a player who has declared mah jong lays his hand fully open and then finds a mistake, he must pay each "
       "of the other players double the points.",
       "宣布胡牌的玩家若已把牌全部摊开后才发现错误，必须付给其他每位玩家双倍的分数。"),
    _q("Подсчитав стоимость собственных раскладов, игроки рассчитываются друг с другом следующим образом. Если восточный "
       "ветер сделал «маджонг», он получает от остальных игроков сумму, равную количеству своих очков.",
       "Having counted the value of their own hands, the players settle with one another as follows. If East has "
       "gone mah jong, he receives from the other players a sum equal to his points.",
       "算出各自牌的分值后，玩家之间这样结算：若东家胡牌，他从其余玩家那里收取等于自己分数的总额。"),
    _q("Каждый проигравший отсчитывает ему треть суммы.",
       "Each loser counts out a third of the sum to him.",
       "每个输家付给他这笔总额的三分之一。"),
    _q("Если другой игрок сделал «маджонг», он получает двойную сумму своих очков от восточного ветра и количество своих "
       "очков от каждого из остальных игроков.",
       "If another player has gone mah jong, he receives twice his points from East and his points from each of "
       "the other players.",
       "若是别的玩家胡牌，他从东家收取双倍分数，从其余每位玩家收取等于自己分数的数额。"),
    _q("Когда проигрывает восточный ветер, он выплачивает или получает при расчете с другим проигравшим двойную разницу "
       "счетов.",
       "When East loses, he pays or receives double the difference of the scores when settling with another loser.",
       "东家输牌时，与另一个输家结算，付出或收取的是双倍的分差。"),
    _q("Как пользоваться таблицей А.\nВсе игроки получают очки за «понг» и «конг» и за каждую цветочную и плодовую "
       "табличку (за «чоу» очки не начисляются); игрок, сделавший «маджонг», кроме того, получает очки за некоторые пары.",
       "How to use Table A. All players score for pungs and kongs and for each flower and fruit tile (chows score "
       "nothing); the player who went mah jong also scores for certain pairs.",
       "表 A 的用法。所有玩家的碰、杠以及每张花牌和“果”牌都得分（吃不得分）；胡牌的玩家另外还有某些对子得分。"),
    _q("Игрок, сделавший «маджонг», получает дополнительные премиальные очки.",
       "The player who went mah jong receives additional bonus points.",
       "胡牌的玩家另得奖励分。"),
    _q("Игроки удваивают свои очки, как показано, и опять-таки игрок, сделавший «маджонг», дополнительно удваивает свой "
       "счет.",
       "Players double their points as shown, and again the player who went mah jong doubles his score once more.",
       "玩家按表中所示加倍，胡牌的玩家还要再加倍一次。"),
    _q("Почти невозможные комбинации.\nБольшинство счетных систем включают определенные комбинации, созданные для того, "
       "чтобы предотвратить набор избыточного числа очков в одном раскладе.",
       "Almost impossible combinations. Most scoring systems include certain combinations meant to prevent an "
       "excessive number of points in one hand.",
       "几乎不可能的组合。大多数计分体系都包含某些组合，用来防止一手牌得分过多。"),
    _q("Они имеют фиксированное количество очков — обычно 500 — независимо от их действительной номинальной стоимости.",
       "They score a fixed number of points, usually 500, whatever their actual face value.",
       "它们的分数是固定的，通常为 500 分，与其实际面值无关。"),
    _q("Восточный ветер платит или получает вдвойне. Большинство лимитированных раскладов можно получить, лишь когда игрок "
       "не может сот ставить «маджонг».",
       "East pays or receives double. Most limit hands can be scored only when the player cannot make (the text "
       "has «сот ставить» for «составить») mah jong.",
       "东家付出或收取双倍。大多数满贯牌只有在玩家“不能”胡牌时才能得到（原文把 «составить» 误作 «сот ставить»）。"),
    _q("Типичными примерами являются:\nа) расклад из всех ветров и драконов;\nб) расклад из всех единиц и девяток;\nв) "
       "расклад из скрытых «понг» и «конг»;\nг) расклад из тринадцати нечетных главных фишек;\nд) расклад из девяти "
       "табличек с предупреждением;\nе) первичный расклад (расклад восточного ветра в начале игры);\nж) расклад, "
       "завершенный с первым выставлением таблички восточным ветром;\nз) тринадцатый «маджонг» подряд восточного ветра.",
       "Typical examples are: a) a hand of all winds and dragons; b) a hand of all ones and nines; c) a hand of "
       "concealed pungs and kongs; d) a hand of the thirteen odd major tiles; e) a nine-tile hand with calling; "
       "f) the first hand (East's hand at the start of play); g) a hand completed with East's first discard; "
       "h) East's thirteenth mah jong in a row.",
       "典型的例子有：a）全由风牌和箭牌组成的牌；b）全由一和九组成的牌；c）全由暗碰和暗杠组成的牌；d）由十三张“单独的主牌”"
       "组成的牌；e）听牌的“九张牌”；f）起手牌（东家开局时的牌）；g）东家第一次出牌即胡的牌；h）东家连续第十三次胡牌。"),
    _q("Если игроку с такими раскладами не удается сделать «маджонг», он получает очки от других игроков. Примеры:\nа) "
       "расклад с «понг» или «конг» из не менее трех драконов;",
       "If a player with such hands does not manage to go mah jong, he receives points from the other players. "
       "Examples: a) a hand with pungs or kongs of at least three dragons;",
       "持有这类牌的玩家若未能胡牌，也从其他玩家那里得分。例如：a）有至少三种箭牌的碰或杠的牌；"),
)
