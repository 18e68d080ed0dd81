"""The passages of Bagchen's two source texts the site cites, verbatim, with glosses in the other languages.

Berkhin's Russian rules (glossed in English and Chinese) and the Chinese article (glossed in
English and Russian), each in the order of its text; a citation on a page opens the passage
that holds its first words (:class:`tutor.sources.Quote`; ``tests/test_sources.py`` checks each
against its text).  The glosses translate the texts as they stand: where the article's words
are disputed («跳结» with «两次“至尊”», the sixteen tricks), the payments and interpretations
pages give the readings.
"""

from tutor.bagchen.sources import BERKHIN, ZH_ARTICLE
from tutor.i18n import Text
from tutor.sources import Quote


def _ru(passage: str, en: str, zh: str) -> Quote:
    return Quote(BERKHIN, passage, Text(en, "", zh))


def _zh(passage: str, en: str, ru: str) -> Quote:
    return Quote(ZH_ARTICLE, passage, Text(en, ru, ""))


BERKHIN_QUOTES = (
    _ru("Масанг изобрели игральные кости, которые первоначально использовались не для игры, а для гадания, и уже на "
        "основе костей были созданы камни для игры в бакчен.",
        "The masang invented dice, which were first used not for play but for divination, and the tiles for playing "
        "Bagchen were made from the dice.",
        "玛桑发明了骰子，骰子起初不是用来游戏，而是用来占卜的；巴尘的牌正是在骰子的基础上制成的。"),
    _ru("Перед началом игры все игроки по разу бросают кости, чтобы определить свой порядок за столом. Выбросивший "
        "наибольшее количество очков садится с восточной стороны стола. Остальные рассаживаются по часовой стрелке в "
        "порядке возрастания выброшенных ими очков.",
        "Before play each player throws the dice once to decide the order at the table. The one who throws the most "
        "sits on the east side of the table. The others sit clockwise in ascending order of their throws.",
        "开局前每位玩家各掷一次骰子，决定在桌边的座次。掷出点数最多的坐在桌子东侧。其余的人按所掷点数从小到大顺时针就座。"),
    _ru("Сидящий на западе игрок кидает кости, чтобы определить бросающего кости. Начиная с бросившего по часовой стрелке "
        "отсчитывается число, выпавшее на костях.",
        "The player sitting in the west throws the dice to decide who will throw the dice. The number thrown is "
        "counted clockwise, starting from the thrower.",
        "坐在西边的玩家掷骰，决定由谁掷骰。从掷骰者起按顺时针数出骰子掷出的数目。"),
    _ru("Игроки садятся за стол в произвольном порядке. Любой из игроков кидает кости, чтобы определить бросающего кости.",
        "The players sit at the table in any order. Any player throws the dice to decide who will throw the dice.",
        "玩家随意就座。任一玩家掷骰，决定由谁掷骰。"),
    _ru("Семейство неба состоит из одиннадцати камней по четыре экземпляра каждый. Итого 44 камня.",
        "The sky family consists of eleven tiles, four copies of each: 44 tiles in all.",
        "天子花色由十一种牌组成，每种四张，共 44 张。"),
    _ru("Семейство земли состоит из десяти камней по два экземпляра каждый. Итого 20 камней.",
        "The earth family consists of ten tiles, two copies of each: 20 tiles in all.",
        "地子花色由十种牌组成，每种两张，共 20 张。"),
    _ru("Комбинация \"малое чистое\" (\"кобыла\") состоит из камней 4-1 и 2-1. Комбинация \"большое чистое\" (\"конь\") "
        "состоит из камней 4-3 и 4-2 и является непобедимой.",
        "The “small pure” combination (the “mare”) consists of the tiles 4-1 and 2-1. The “large pure” combination "
        "(the “horse”) consists of the tiles 4-3 and 4-2 and is unbeatable.",
        "“小纯”组合（“雌马”）由 4-1 和 2-1 组成。“大纯”组合（“雄马”）由 4-3 和 4-2 组成，是无敌牌。"),
    _ru("Шефы неба и земли могут играться вместе в любом количестве, образуя непобедимую комбинацию.",
        "Sky and earth chiefs may be played together in any number, making an unbeatable combination.",
        "天皇和地皇可以任意张数一起打出，组成无敌牌。"),
    _ru("Кроме того, непобедимые комбинации могут возникать в процессе игры, когда по явно вышедшим камням ясно, что та "
        "или иная комбинация больше не может быть побита.",
        "Besides, unbeatable combinations can arise during play, when the tiles already played face up make it "
        "clear that a combination can no longer be beaten.",
        "此外，对局中也会出现无敌牌：从已经明着打出的牌可以看出，某个组合再也不可能被压制。"),
    _ru("Для экономии времени при заходе любое число непобедимых комбинаций может играться вместе.",
        "To save time, any number of unbeatable combinations may be led together.",
        "为节省时间，领出时可以把任意多个无敌组合一起打出。"),
    _ru("Все комбинации, которые не разрешены, запрещены.",
        "All combinations that are not allowed are forbidden.",
        "凡未允许的组合，一律禁止。"),
    _ru("Если в качестве очка выпало сочетание, входящее в семейство неба, то каждый из четырех соответствующих камней "
        "становится очком.",
        "If the dice show a combination of the sky family as the point, each of the four matching tiles becomes a "
        "point.",
        "若骰子掷出的骰尊是天子花色的组合，四张相应的牌都成为骰尊。"),
    _ru("Если в качестве очка выпало сочетание, входящее в семейство земли, то очком становятся все камни семейства "
        "земли соответствующего достоинства.",
        "If the dice show a combination of the earth family as the point, all the earth tiles of that rank become "
        "points.",
        "若骰子掷出的骰尊是地子花色的组合，该等级的所有地子牌都成为骰尊。"),
    _ru("Если семерка земли является очком, то комбинации \"большое чистое\" и \"совершенный конь\" перестают "
        "существовать в данном круге, а комбинация \"малое чистое\" становится непобедимой.",
        "If the earth seven is the point, the “large pure” and “perfect horse” combinations cease to exist for that "
        "hand, and the “small pure” combination becomes unbeatable.",
        "若地子的贵族是骰尊，本局中“大纯”与“骈马”组合不复存在，“小纯”组合成为无敌牌。"),
    _ru("Если какой-либо из шефов является очком, то министры этого же семейства, а также любые сочетания министров двух "
        "семейств одновременно становятся непобедимыми.",
        "If one of the chiefs is the point, the ministers of the same family, and any combination of ministers of "
        "both families, become unbeatable at the same time.",
        "若某一种皇是骰尊，同一花色的僧，以及两种花色的僧的任何组合，同时成为无敌牌。"),
    _ru("Ходы камнями или их комбинациями производятся по кругу по часовой стрелке. После того, как сделан первый ход, "
        "следующий по ходу часовой стрелки игрок может либо побить данные камень или комбинацию старшими камнем или "
        "комбинацией, положив их поверх камней зашедшего, либо спасовать и положить такое же число своих камней "
        "рисунком вниз под камни зашедшего.",
        "Tiles or combinations are played round the table clockwise. After the lead, the next player clockwise may "
        "either beat that tile or combination with a higher tile or combination, laying it on top of the leader's "
        "tiles, or pass and lay the same number of his own tiles face down under the leader's tiles.",
        "出牌按顺时针轮流进行。领出之后，顺时针的下一位玩家可以用更大的牌或组合压制，把牌放在领出者的牌上面；也可以放弃，"
        "把同样张数的自己的牌面朝下垫在领出者的牌下面。"),
    _ru("Шесть взяток, набранные игроком называются паспортом. С момента набора паспорта игрок освобождается в данном "
        "круге от всех платежей.",
        "Six tricks won by a player are called a passport. Once he has his passport, the player is free of all "
        "payments for the rest of the hand.",
        "玩家赢得的六栋称为通行证。取得通行证后，玩家在本局余下的时间里免除一切支付。"),
    _ru("Если у игрока, набравшего паспорт, на руках есть шефы (не очковые) и он не хочет делать ими заход, то разрешены "
        "следующие ходы:\n\n- любые непобедимые камни или комбинации,\n\n- любые особые комбинации,\n\n- любые тройки "
        "или четверки,\n\n- любая пара неба, достоинством от сестер и выше.\n\nЕсли ничего из перечисленного выше у "
        "игрока нет, он обязан сделать заход своими шефами. Если игрок, набравший паспорт, делает какой-то иной ход, он "
        "обязан открыть свои камни по требованию любого другого игрока.",
        "If a player with a passport holds chiefs (not points) and does not want to lead them, the following leads "
        "are allowed: any unbeatable tiles or combinations; any special combinations; any threes or fours; any sky "
        "pair of the rank of sisters or higher. If the player has none of these, he must lead his chiefs. If a "
        "player with a passport makes any other lead, he must show his tiles when any other player asks.",
        "若持有通行证的玩家手里有皇（不是骰尊），又不想用它们领出，则允许以下领出：任何无敌的牌或组合；任何特殊组合；任何三张或"
        "四张；任何天女及以上等级的天子对。若这些都没有，他必须用皇领出。持有通行证的玩家若领出别的牌，任何其他玩家要求时，"
        "他必须亮出手牌。"),
    _ru("Если у игрока, набравшего паспорт, шефов нет, то разрешены следующие ходы:\n\n- любые непобедимые камни или "
        "комбинации,\n\n- любые особые комбинации,\n\n- любые тройки или четверки,\n\n- любая пара неба.\n\nЕсли "
        "ничего из перечисленного выше у игрока нет, он может сделать заход парой земли. Если же вообще нет ни одной "
        "комбинации и ни одного непобедимого отдельного камня, то игрок должен открыть свои камни. Если все его камни "
        "относятся к одному семейству, он может сделать любой ход по своему усмотрению. Если у него есть камни обоих "
        "семейств, то он должен бросить кости и сделать ход любым камнем того семейства, которому соответствует "
        "сочетание, выпавшее на костях.",
        "If a player with a passport has no chiefs, the following leads are allowed: any unbeatable tiles or "
        "combinations; any special combinations; any threes or fours; any sky pair. If he has none of these, he "
        "may lead an earth pair. If he has no combination at all and no unbeatable single tile, he must show his "
        "tiles. If all his tiles belong to one family, he may lead as he pleases. If he has tiles of both "
        "families, he must throw the dice and lead any tile of the family the combination thrown belongs to.",
        "若持有通行证的玩家没有皇，则允许以下领出：任何无敌的牌或组合；任何特殊组合；任何三张或四张；任何天子对。若这些都没有，"
        "可以用地子对领出。若根本没有任何组合，也没有任何无敌的单张，必须亮出手牌。若他的牌全属一种花色，可随意领出；若两种"
        "花色都有，则须掷骰，领出与掷出组合同一花色的任一张牌。"),
    _ru("Если в начале круга у одного из игроков на руках оказывается четыре шефа неба, он обязан предъявить их другим "
        "игрокам. Другие игроки могут объединиться и помогать друг другу в игре против данного игрока.",
        "If at the start of a hand a player holds four sky chiefs, he must show them to the other players. The "
        "others may join forces and help one another in play against him.",
        "若一局开始时某玩家手里有四张天皇，他必须向其他玩家亮出。其他玩家可以联合起来，互相帮助对付他。"),
    _ru("Если кто-то из игроков в очередном круге забирает все шестнадцать взяток, то он получает все лежащие на кону "
        "деньги остальных игроков и игра на этом завершается.",
        "If a player takes all sixteen tricks in a hand, he gets all the other players' money on the table, and "
        "the game ends there.",
        "若某玩家在一局中赢得全部十六栋，他就拿走桌上其余玩家的全部钱，游戏就此结束。"),
    _ru("Если игрок уже взял четырнадцать взяток, он может зайти два оставшихся камня одновременно, открыв любой из них "
        "(но не очко).",
        "If a player has already taken fourteen tricks, he may lead his last two tiles together, showing either of "
        "them (but not a point).",
        "若玩家已赢得十四栋，可以把剩下的两张牌一起领出，亮出其中任意一张（但不能是骰尊）。"),
    _ru("Если после раздачи камней в начале круга игрок обнаруживает, что у него нет ни шефов, ни министров ни в одном из "
        "семейств, он может предъявить свои камни другим игрокам и потребовать пересдачи камней. Пересдача происходит в "
        "обычном порядке. В случае, когда очком является шеф или министр неба, то игрок обязан играть, если у него на "
        "руках есть хотя бы один лама (4-4).",
        "If after the deal at the start of a hand a player finds he has no chiefs and no ministers of either "
        "family, he may show his tiles to the others and demand a redeal. The redeal goes in the usual way. When "
        "the point is a sky chief or sky minister, the player must play if he holds at least one lama (4-4).",
        "若一局开始发牌后，某玩家发现自己两种花色的皇和僧都没有，可以向其他玩家亮牌并要求重新发牌。重发照常进行。"
        "当骰尊是天皇或天僧时，只要他手里至少有一张喇嘛（4-4），就必须照打。"),
    _ru("Игра завершается либо в заранее оговоренное время, либо по желанию любого игрока, если иное не оговорено заранее. "
        "В конце игры объявляется Рука Судьбы, или пять последних кругов.",
        "The game ends either at a time agreed in advance or when any player wishes, unless agreed otherwise. At "
        "the end of the game the Hand of Fate, the last five hands, is declared.",
        "游戏在事先约定的时间结束，或者若无另外约定，随任一玩家的意愿结束。游戏结束时宣告“命运之手”，即最后五局。"),
    _ru("Иногда, чтобы передать ход другому игроку, выполняется ход, который называется \"подачка\". Подачка разрешается "
        "только до набора паспорта. Есть два способа подачки:",
        "Sometimes, to pass the lead to another player, a lead called “charity” is made. Charity is allowed only "
        "before one has a passport. There are two ways of giving charity:",
        "有时为了把领牌权交给别的玩家，会打出一种叫“施舍”的牌。施舍只能在取得通行证之前使用。施舍有两种方式："),
    _ru("Игрок делает ход одним камнем и объявляет подачку. Следующий игрок может побить его любым камнем любого семейства.",
        "The player leads a single tile and declares charity. The next player may beat it with any tile of either "
        "family.",
        "玩家领出一张牌并宣告施舍。下一位玩家可以用任一花色的任何一张牌压制它。"),
    _ru("Если по ходу игры игрок делает заход одним или более очками, то каждый из остальных игроков, не набравших "
        "паспорт, платит зашедшему одну условную единицу расчетов. Если заход очком завершает игру, то это является "
        "прыжком и такие выплаты не производятся.",
        "If during play a player leads one or more points, each of the other players without a passport pays the "
        "leader one unit of account. If a point lead ends the hand, it is a jump, and these payments are not made.",
        "若玩家在对局中领出一张或多张骰尊，其余每位没有通行证的玩家付给领出者一个计算单位。若用骰尊领出结束本局，"
        "即为跳结，不再作这些支付。"),
    _ru("По завершении круга производятся взаиморасчеты между победителем круга и другими игроками. При завершении без "
        "прыжка, если игрок набрал меньше шести взяток, то за каждую недобранную до шести взятку он платит победителю "
        "по одной условной единице расчетов.",
        "When the hand ends, the winner of the hand settles with the other players. When it ends without a jump, a "
        "player with fewer than six tricks pays the winner one unit of account for each trick short of six.",
        "一局结束时，本局胜者与其他玩家结算。不以跳结结束时，赢得不足六栋的玩家，每差一栋付给胜者一个计算单位。"),
    _ru("При завершении круга прыжком суммы взаиморасчетов между победителем и остальными игроками умножаются на "
        "коэффициент прыжка, оговоренный перед игрой. Стандартный коэффициент составляет 2, 4, 6, 8, 10 и 12 в "
        "соответствии с кратностью прыжка (двойная кратность прыжка).",
        "When a hand ends with a jump, the sums settled between the winner and the others are multiplied by the "
        "jump coefficient agreed before play. The standard coefficient is 2, 4, 6, 8, 10 and 12 according to the "
        "multiplicity of the jump (twice the multiplicity).",
        "以跳结结束一局时，胜者与其他玩家之间的结算数额乘以事先约定的跳结系数。标准系数按跳结的重数为 2、4、6、8、10、12"
        "（跳结重数的两倍）。"),
    _ru("Если у игрока в начале есть отдельные мать или сын, то он может выложить этот камень и объявить что \"мать ищет "
        "сына\" или, соответственно, \"сын ищет мать\".",
        "If a player starts with a lone mother or son, he may lay that tile down and announce “mother seeks son” "
        "or, as the case may be, “son seeks mother”.",
        "若玩家起手有单独的老母或幼子，可以亮出这张牌，宣布“老母寻子”或“幼子寻母”。"),
    _ru("Если у первого игрока такого камня действительно нет, второй бросает кости до тех пор, пока у первого игрока не "
        "найдется камень, соответствующий выпадающему на костях сочетанию.",
        "If the first player really does not have that tile, the second throws the dice until the first player "
        "turns out to hold a tile matching the combination thrown.",
        "若第一位玩家确实没有这张牌，第二位玩家就一直掷骰，直到第一位玩家手里有与掷出组合相应的牌为止。"),
    _ru("По традиции игроки в бакчен называют выпадающие на костях числа словами языка масанг: два - пара, три - сук, "
        "четыре - дзик, пять - к'а, шесть - ндрук, семь - ри, восемь - ша, девять - гу, десять - ч'у, одиннадцать - т'ок "
        "и двенадцать - нджам или чала.",
        "By tradition Bagchen players call the numbers on the dice by words of the masang language: two is para, "
        "three suk, four dzik, five k'a, six ndruk, seven ri, eight sha, nine gu, ten ch'u, eleven t'ok and twelve "
        "njam or chala.",
        "按传统，巴尘玩家用玛桑语的词称呼骰子掷出的数：二 para，三 suk，四 dzik，五 k'a，六 ndruk，七 ri，八 sha，"
        "九 gu，十 ch'u，十一 t'ok，十二 njam 或 chala。"),
)

ZH_QUOTES = (
    _zh("“巴尘”分为“天子”与“地子”两种花色，“天子”共44张，“地子”共20张。",
        "Bagchen has two suits, sky and earth: 44 sky tiles and 20 earth tiles.",
        "В бакчене два семейства, небо и земля: 44 камня неба и 20 камней земли."),
    _zh("天皇 [6-6] > 天僧 [1-1] > 喇嘛 [4-4] > 天鹅 [3-1] > 天女 [5-5]=[3-3]=[2-2] > 天民 [6-5]=[6-4]=[6-1]=[5-1]。",
        "Sky chief [6-6] > sky minister [1-1] > lama [4-4] > bird [3-1] > sisters [5-5]=[3-3]=[2-2] > people "
        "[6-5]=[6-4]=[6-1]=[5-1].",
        "Шеф неба [6-6] > министр неба [1-1] > лама [4-4] > птица [3-1] > сёстры [5-5]=[3-3]=[2-2] > люди "
        "[6-5]=[6-4]=[6-1]=[5-1]."),
    _zh("可选择出单一张、两张、三张或四张，但必须是完全相同图案的牌。比如“天女”分别有三种牌 [5-5]，[3-3]及[2-2] ，它们虽然是同等级，"
        "但不能混合配搭。",
        "One may play one, two, three or four tiles, but they must be tiles of exactly the same pattern. For "
        "example, the sisters are three tiles, [5-5], [3-3] and [2-2]: though they are of the same rank, they may "
        "not be mixed.",
        "Можно сыграть один, два, три или четыре камня, но только с одинаковым рисунком. Например, у сестёр три "
        "камня — [5-5], [3-3] и [2-2]: хотя достоинство у них одно, смешивать их нельзя."),
    _zh("地皇 [6-3]=[5-4] > 地僧 [6-2]=[5-3] > 贵族 [5-2]=[4-3] > 老母 [4-2] > 猫头鹰 [4-1]=[3-2] > 幼子 [2-1]。",
        "Earth chief [6-3]=[5-4] > earth minister [6-2]=[5-3] > seven [5-2]=[4-3] > mother [4-2] > owl "
        "[4-1]=[3-2] > son [2-1].",
        "Шеф земли [6-3]=[5-4] > министр земли [6-2]=[5-3] > семёрка [5-2]=[4-3] > мать [4-2] > сова "
        "[4-1]=[3-2] > сын [2-1]."),
    _zh("可选择出单一张、两张、三张或四张。只需点数相等，不同图案的牌也可混合配搭，",
        "One may play one, two, three or four tiles. The totals need only be equal: tiles of different patterns "
        "may be mixed,",
        "Можно сыграть один, два, три или четыре камня. Достаточно равной суммы очков: камни с разным рисунком "
        "можно смешивать,"),
    _zh("“天子”和“地子”只限“皇／僧”两个等级的牌可配搭组合。可选择出两张至八张，“天皇”只能配搭“地皇”，“天僧”只能配搭“地僧”。",
        "Sky and earth tiles may be combined only at the two ranks of chief and minister. Two to eight tiles may be "
        "played; a sky chief goes only with earth chiefs, a sky minister only with earth ministers.",
        "Камни неба и земли можно сочетать только на двух достоинствах — шефы и министры. Можно сыграть от двух до "
        "восьми камней; шеф неба сочетается только с шефами земли, министр неба — только с министрами земли."),
    _zh("再举例（见下图例）：“四天双地僧”只可被“四天双地皇”压制，但不能被“双天三地皇”压制。因“天+地”数目不同。",
        "Another example (see the picture below): “four sky and two earth ministers” can be beaten only by “four "
        "sky and two earth chiefs”, not by “two sky and three earth chiefs”, because the numbers of sky and earth "
        "tiles differ.",
        "Ещё пример (см. рисунок ниже): «четыре министра неба и два министра земли» бьются только «четырьмя шефами "
        "неба и двумя шефами земли», но не «двумя шефами неба и тремя шефами земли»: число камней неба и земли "
        "разное."),
    _zh("双母子尊 | 一对“母子尊”组成。玩家先打出“双母子尊”后，没任何牌可击倒它，其他玩家须即时垫牌四张，并可立即收取 2 分筹码。",
        "Double mother and son | Made of two mother-and-son pairs. When a player leads a double mother and son, "
        "nothing can beat it; the other players must at once lay four tiles face down, and he may at once collect "
        "2 chips.",
        "Двойные мать и сын | Две пары «мать и сын». Когда игрок заходит двойными матерью и сыном, побить их "
        "нечем; остальные сразу кладут по четыре камня рубашкой вверх, и он может сразу получить 2 фишки."),
    _zh("一对“雌马”组成。玩家先打出“双雌马”后，除了“双雌马”能压制“双雌马尊”，没任何牌可击倒它，“双雌马”亦不能打击任何其他牌。",
        "Made of two mares. When a player leads a double mare, nothing can beat it, except that a “double mare” "
        "can beat a “double mare supreme”; a double mare cannot beat any other tiles either.",
        "Две «кобылы» (малых чистых). Когда игрок заходит двойной кобылой, побить её нечем, кроме того что "
        "«двойная кобыла» может побить «двойную высшую кобылу»; и сама двойная кобыла не бьёт никаких других "
        "камней."),
    _zh("与天九及麻将一样由四人同桌进行。掷骰按大小先后选择坐位。传统上，首局的庄家为坐“西”位的人，该局胜出的玩家将连任成为下一局庄家，其余为闲家。",
        "As in Tien Gow and mahjong, four play at one table. The dice are thrown and seats are chosen in order "
        "of the throws. Traditionally the dealer of the first hand is the player in the west seat; the winner of a "
        "hand is dealer of the next, and the others are non-dealers.",
        "Как в тяньцзю и маджонге, играют вчетвером за одним столом. Бросают кости и выбирают места в порядке "
        "выпавших чисел. По традиции сдающий первой партии — тот, кто сидит на западе; победитель партии сдаёт "
        "следующую, остальные — не сдающие."),
    _zh("庄家先指定哪一塔为“先取塔”，然后坐庄家对面的玩家掷骰，依掷骰的数目来决定由哪一家开始拿“先取塔”，并必须保留两骰的点数于小盘子上，"
        "以掷骰者为第一位按照逆时针方向开始数起，先拿“先取塔”，顺时针下一家则取第二塔牌，再下一家取第三塔，如此类推。",
        "The dealer first names one tower as the “first tower”; then the player opposite the dealer throws the "
        "dice, and the number thrown decides who takes the first tower. The two dice must be kept showing their "
        "numbers on a small plate. Counting starts from the thrower as one, counter-clockwise; that player takes "
        "the first tower, the next clockwise the second, the next the third, and so on.",
        "Сдающий указывает, какая стопка будет «первой»; затем игрок напротив сдающего бросает кости, и выпавшее "
        "число решает, кто берёт первую стопку. Обе кости надо оставить на блюдце с выпавшими числами. Счёт "
        "начинают с бросившего, против часовой стрелки; этот игрок берёт первую стопку, следующий по часовой — "
        "вторую, следующий — третью и так далее."),
    _zh("之前小盘子掷出的点数将决定为一张“骰尊”。“骰尊”为特殊牌，若先打出，无牌可压制，但不能压别牌。",
        "The numbers thrown on the small plate decide a tile that is the point. The point is a special tile: "
        "led, nothing can beat it, but it cannot beat other tiles.",
        "Числа, выброшенные на блюдце, определяют камень-очко. Очко — особый камень: если им зайти, побить его "
        "нечем, но сам он других камней не бьёт."),
    _zh("玩家可以一次打出多张“骰尊”。但不能混合“骰尊”+ 非“骰尊”出牌。每出一张“骰尊”可立即收取 1 分筹码。",
        "A player may lead several points at once, but may not mix points with tiles that are not points. Each "
        "point played collects 1 chip at once.",
        "Игрок может зайти несколькими очками сразу, но не может смешивать очки с другими камнями. За каждое "
        "сыгранное очко он сразу получает 1 фишку."),
    _zh("- 若“贵族[4-3]或[5-2]”是该局“骰尊”，则不能再配搭出“雄马”及“骈马”，“雌马”间接变成无敌。",
        "- If the seven [4-3] or [5-2] is the point of the hand, the stallion and the complete horse can no longer "
        "be formed, and the mare becomes unbeatable as a result.",
        "- Если очко партии — семёрка [4-3] или [5-2], то «жеребца» и «совершенного коня» составить уже нельзя, а "
        "«кобыла» тем самым становится непобедимой."),
    _zh("- 若有玩家手牌中没有任何一只“皇／僧”等级的大牌（若是“骰尊”，不算作大牌），可要求洗牌重发，虽摊开牌证明。",
        "- If a player's hand holds no high tile of chief or minister rank (a point does not count as a high "
        "tile), he may ask for the tiles to be shuffled and dealt again, showing his tiles as proof.",
        "- Если у игрока на руках нет ни одного старшего камня достоинства шефа или министра (очко старшим камнем "
        "не считается), он может потребовать перемешать камни и сдать заново, открыв свои камни в доказательство."),
    _zh("- 若有玩家手牌中有四张“天皇[6-6]” ，必须公开向所有玩家表明，然后游戏继续，让其他人可调整策略。四张“地皇”则不须要。",
        "- If a player's hand holds four sky chiefs [6-6], he must declare it openly to all the players, and play "
        "goes on, so that the others can adjust their strategy. Four earth chiefs need not be declared.",
        "- Если у игрока на руках четыре шефа неба [6-6], он обязан открыто объявить это всем игрокам, и игра "
        "продолжается, чтобы остальные могли изменить тактику. О четырёх шефах земли объявлять не нужно."),
    _zh("方法一：摊开一张“老母”牌，并说：“老母寻亲!”，持“幼子”者可选择回应与否。",
        "Way one: lay a mother tile face up and say “the mother seeks her kin!”; whoever holds a son may choose "
        "whether to answer.",
        "Способ первый: открыть камень «мать» и сказать: «Мать ищет родню!»; тот, у кого есть «сын», может "
        "откликнуться или нет."),
    _zh("比如，掷到 ⚅ ＋ ⚅，则可拿取对方的“天皇[6-6]”牌，若对方没有该牌，则重掷再指定 (但不能拿取“骰尊”，“老母”及“幼子”牌)。",
        "For example, throwing ⚅ + ⚅ lets him take the other's sky chief [6-6]; if the other does not have that "
        "tile, he throws again and names another (but he may not take a point, a mother or a son).",
        "Например, выпало ⚅ + ⚅ — можно взять у другого шефа неба [6-6]; если такого камня у того нет, бросают "
        "снова и называют другой (но нельзя брать очко, «мать» и «сына»)."),
    _zh("游戏开始，由庄家起领出一张牌或一组合牌，将牌正面朝上并排放在桌面中央。其余玩家依顺时针的出牌顺序，必须出相同数量及相同牌型的牌，"
        "并可选择以下两种方式之一：\n- 明牌压制，出一张或一组能够压过目前牌型的牌（或组合），并将其牌面朝上覆盖在原本的牌之上。\n"
        "- 垫牌，放弃相同数量的牌，但不公开内容，将其面朝下，垫在牌堆下方。",
        "Play begins with the dealer leading a tile or a combination, face up side by side in the middle of the "
        "table. The other players, in clockwise order, must play the same number of tiles of the same kind, and "
        "may choose one of two ways: beat openly, playing a tile or set that beats the tiles on the table, face up "
        "on top of them; or lay tiles under, giving up the same number of tiles without showing them, face down "
        "under the pile.",
        "Игра начинается с того, что сдающий заходит камнем или комбинацией, кладя их лицом вверх в середину "
        "стола. Остальные по часовой стрелке обязаны сыграть столько же камней того же вида и могут выбрать одно "
        "из двух: открыто побить, положив лицом вверх поверх лежащих камень или комбинацию, которые их бьют; или "
        "подложить — отдать столько же камней, не показывая их, лицом вниз под стопку."),
    _zh("当玩家赢得累积 6 栋或以上时，称为获得“通行证”的“通行者”。",
        "When a player has won 6 tricks or more in all, he is said to hold the passport: he is a “passport holder”.",
        "Когда игрок набрал в сумме 6 взяток или больше, говорят, что он получил «паспорт» и стал «обладателем "
        "паспорта»."),
    _zh("“通行者”领牌时受限于以下四种情况：\n1. 须先领出大牌，包括：\n- 任何 明面最大的牌，包括一张或多张“天皇”、“地皇”、“天地皇”。"
        "若四张“天皇”都已打出，单张的“天僧”则是明面最大；\n- 任何 头五等“天子”组合（即多于一张），不能领出最低等的“天民”组合；\n"
        "- 任何“天地僧配”。\n2. 若手中没有(1.)的任何牌组，须先领出：\n- 任何“天民”组合；\n- 任何“至尊”或“马”；\n"
        "- 若手中只剩“至尊或马”以及一张牌或一组合：则“通行者”可保留手中的“至尊或马”，并将余下的该一牌或一组合(不论大小）领出。\n"
        "3. 若手中没有(1.)及(2.)的牌组，须先领出：\n- 任何“地子”组合\n4. 若“通行者”必须领牌，手中没有(1.)(2.)及(3.)的牌：\n"
        "则必须“明牌作战”，将全部手牌明面摊开，以证明其再没有符合规则的牌。\n- 若其所有牌属同一花色“天子”或“地子”，则可任意选择其中"
        "单一张领出；\n- 若同时包含“天子”与“地子”两种花色，则需掷骰决定哪一门花色，并依骰子结果领出该花色的任单一张牌。",
        "A passport holder's leads are limited in the following four cases: 1. He must first lead high tiles: any "
        "highest tile showing, one or more sky chiefs, earth chiefs or mixed chiefs (once all four sky chiefs are "
        "out, a single sky minister is the highest showing); any sky set of the top five ranks (more than one "
        "tile), not the lowest, people; any mixed ministers. 2. With none of (1.), he must first lead: any set of "
        "people; any supreme or horse; if only a supreme or horse and one tile or one set are left, he may keep "
        "the supreme or horse and lead that tile or set, whatever it is. 3. With none of (1.) and (2.), he must "
        "first lead any earth set. 4. If he must lead and has none of (1.), (2.) and (3.), he must play openly, "
        "laying his whole hand face up to prove he has nothing the rules allow: if all his tiles are of one suit, "
        "sky or earth, he may lead any single tile of them; if he has both suits, he throws the dice to decide "
        "the suit and leads any single tile of the suit thrown.",
        "Заходы обладателя паспорта ограничены следующими четырьмя случаями. 1. Сначала он обязан заходить "
        "старшими камнями: любым старшим из видимых — одним или несколькими шефами неба, шефами земли, шефами неба "
        "и земли (когда все четыре шефа неба вышли, старшим из видимых становится одиночный министр неба); любой "
        "комбинацией неба пяти старших достоинств (больше одного камня), но не младшей, людьми; любыми министрами "
        "неба и земли. 2. Если ничего из (1.) нет, сначала он заходит: любой комбинацией людей; любым «высшим» "
        "(至尊) или «конём»; если остались только «высший» или «конь» и ещё один камень или одна комбинация, он "
        "может оставить «высший» или «коня» и зайти этим камнем или комбинацией, какими бы они ни были. 3. Если "
        "нет ни (1.), ни (2.), сначала он заходит любой комбинацией земли. 4. Если он обязан зайти, а ничего из "
        "(1.), (2.) и (3.) нет, он должен «играть в открытую»: выложить все камни лицом вверх, доказывая, что "
        "разрешённого правилами у него нет; если все камни одного семейства, неба или земли, он заходит любым "
        "одним из них; если есть оба семейства, он бросает кости, чтобы определить семейство, и заходит любым "
        "одним камнем выпавшего семейства."),
    _zh("以暗牌方式领出一张单牌（面朝下）。下一位玩家可用任何单张牌(即使是最低等级的）压制该牌，但不得使用“骰尊”。其后两家，必须依一般规则选择压制或垫牌。",
        "He leads a single tile face down. The next player may beat it with any single tile (even of the lowest "
        "rank), but not with a point. The two players after him must beat or lay tiles under by the usual rules.",
        "Он заходит одним камнем рубашкой вверх. Следующий игрок может побить его любым одиночным камнем (даже "
        "самого низкого достоинства), но не очком. Двое следующих обязаны бить или подкладывать по обычным "
        "правилам."),
    _zh("以暗牌方式领出一张单牌（面朝下）。并宣告花色为“天子”或“地子”，该牌实际内容不公开，且不一定属于所宣告的花色。其后玩家仅可垫牌或用所宣告花色的任一单张牌压制，但不得使用“骰尊”。",
        "He leads a single tile face down and declares its suit, sky or earth; the tile itself is not shown and "
        "need not be of the suit declared. The following players may only lay tiles under, or beat it with any "
        "single tile of the suit declared, but not with a point.",
        "Он заходит одним камнем рубашкой вверх и объявляет семейство — небо или земля; сам камень не "
        "показывают, и он не обязан принадлежать объявленному семейству. Следующие игроки могут только "
        "подкладывать или бить любым одиночным камнем объявленного семейства, но не очком."),
    _zh("- 当玩家以“至尊”(骰尊或母子尊）赢得一栋时，每位未持有“通行证”的对手需立即各支付该玩家 1 分筹码。",
        "- When a player wins a trick with a supreme (a point or mother and son), each opponent without a passport "
        "must at once pay him 1 chip.",
        "- Когда игрок берёт взятку «высшим» (очком или матерью и сыном), каждый соперник без паспорта должен "
        "сразу заплатить ему по 1 фишке."),
    _zh("- 若玩家同时领出多张“至尊”(骰尊或母子尊）并赢得多栋，则依所出“至尊”的张数计算，每张牌皆可获得 1 分筹码。",
        "- If a player leads several supremes (points or mother and son) at once and wins several tricks, the "
        "payment counts the supreme tiles played: each tile earns 1 chip.",
        "- Если игрок заходит несколькими «высшими» (очками или матерью и сыном) сразу и берёт несколько взяток, "
        "платёж считают по числу сыгранных «высших» камней: каждый камень приносит 1 фишку."),
    _zh("任何一家只要赢得每局最后一个回合（即使只有一栋牌）即算胜出，称之为“结牌”。若庄家结牌，即可连庄。",
        "Whoever wins the last round of a hand (even with a single trick) wins the hand; this is called “closing”. "
        "If the dealer closes, he deals again.",
        "Кто выиграл последний круг партии (хотя бы одной взяткой), тот и выиграл партию; это называется "
        "«закрыть». Если закрыл сдающий, он сдаёт снова."),
    _zh("综合而言，“结牌者”的净收益，必定等于 2 枚筹码加上其自身所赢得的栋数。",
        "Taken together, the closer's net gain always equals 2 chips plus the number of tricks he has won himself.",
        "В итоге чистый выигрыш закрывшего всегда равен 2 фишкам плюс число взятых им самим взяток."),
    _zh("若果玩家以“至尊”(骰尊或母子尊）结牌赢得，或在结牌前出现连续两回以“至尊”赢得的情况，称为“跳结”。在此情况下，这些最后的“至尊”不再逐张支付筹码，而是改为对最终结算进行倍数加成。",
        "If a player closes with a supreme (a point or mother and son), or wins twice in a row with supremes just "
        "before closing, it is called a “jump”. Then these last supremes no longer pay chips tile by tile; "
        "instead they multiply the final settlement.",
        "Если игрок закрывает «высшим» (очком или матерью и сыном) или перед закрытием дважды подряд берёт "
        "«высшими», это называется «прыжок». Тогда эти последние «высшие» уже не оплачиваются фишками по камню, "
        "а умножают итоговый расчёт."),
    _zh("具体而言，最终支付筹码将以“最后连续使用“至尊”的数量” × 2 的倍数。",
        "Precisely: the final payments are multiplied by “the number of supremes used in a row at the end” × 2.",
        "Точнее: итоговые выплаты умножаются на «число “высших”, сыгранных подряд в конце» × 2."),
    _zh("例如，某玩家在倒数第三栋以“天皇[6-6]”获胜，接着以“母子尊”连续赢得最后两尊，则其在结牌前连续使用了两次“至尊”牌。此时，一名仅得四栋的玩家，原本应支付 2 枚筹码，现在须支付 4 枚。",
        "For example, a player wins the third trick from the end with a sky chief [6-6], then wins the last two "
        "in a row with mother and son: he has used supremes twice in a row before closing. A player with only "
        "four tricks, who would have paid 2 chips, now pays 4.",
        "Например, игрок берёт третью с конца взятку шефом неба [6-6], а затем подряд две последние — матерью и "
        "сыном: перед закрытием он дважды подряд сыграл «высшие». Игрок всего с четырьмя взятками, который "
        "заплатил бы 2 фишки, теперь платит 4."),
    _zh("若某玩家成功赢得全部十六栋，则结算后再 × 4 的倍数。",
        "If a player manages to win all sixteen tricks, the settlement is then multiplied by 4 as well.",
        "Если игроку удалось взять все шестнадцать взяток, расчёт дополнительно умножается на 4."),
    _zh("另一玩法是，赢得十六栋即独赢桌面所有筹码，游戏立刻终局。",
        "Another way to play: winning sixteen tricks takes all the chips on the table, and the game ends at once.",
        "Другой вариант: взявший шестнадцать взяток забирает все фишки на столе, и игра сразу заканчивается."),
    _zh("传统上，当玩家希望结束整个游戏时，可由其中一人宣告“够巴”(Gobah / གྷོ་བྷ།），之后再进行最后五局，最终结算局称为“他士够巴”(Tashi Gobah / བཀྲ་ཤིས་གོ་བྷ།）。",
        "Traditionally, when the players wish to end the whole game, one of them may declare “Gobah”; five last "
        "hands are then played, and the final hand is called “Tashi Gobah”.",
        "По традиции, когда игроки хотят закончить всю игру, один из них может объявить «Гоба» (Gobah); затем "
        "играют последние пять партий, а последняя называется «Таши Гоба» (Tashi Gobah)."),
)

QUOTES = BERKHIN_QUOTES + ZH_QUOTES
