"""Bagchen's glossary entries (spec §4.1, §4.2).

Names follow the sources: Russian from Berkhin's text (шеф, министр, лама, сёстры…),
Chinese from the 巴尘 article (天皇, 天僧, 喇嘛, 天女…), English from pagat.  The
"nickname" entries are the Russian source's names for single tile types; the
Chinese and English forms of those are this project's translations of them.
"""

from tutor.terms import Glossary, Term

TERMS: tuple[Term, ...] = (
    Term(
        "bagchen.game", "Bagchen", "бакчен", "巴尘",
        "A Tibetan trick-taking game for four players with 64 Chinese-style domino tiles and two dice.",
        "Тибетская игра на взятки для четырёх игроков: 64 камня, как в китайском домино, и две игральные кости.",
        "西藏的四人吃磴式骨牌游戏，使用64张中国式骨牌和两颗骰子。",
        bo="སྦག་ཆེན་", wylie="sbag chen",
    ),
    Term(
        "bagchen.tile", "tile", "камень", "牌",
        "One of the 64 playing pieces; its two halves show 1 to 6 pips each, like a throw of two dice.",
        "Одна из 64 костяшек: на каждой из двух половин от одной до шести точек, как на двух игральных костях.",
        "64张牌中的一张；两半各有一至六点，正如两颗骰子的点数。",
    ),
    Term(
        "bagchen.suit", "suit", "семейство", "花色",
        "One of the two families of tiles, sky and earth; a tile only ever beats a tile of its own suit.",
        "Одно из двух семейств камней, небо и земля; камень бьёт только камень своего семейства.",
        "牌分天子、地子两种花色；牌只能压制同一花色的牌。",
    ),
    Term(
        "bagchen.sky", "sky", "семейство неба", "天子",
        "The suit of 44 tiles: 11 types, four copies of each, ranked in a fixed order that does not follow the pips.",
        "Семейство из 44 камней: 11 видов по четыре экземпляра; порядок старшинства постоянный и от числа точек не зависит.",
        "共44张的花色：11种牌，每种四张；大小次序固定，与点数无关。",
    ),
    Term(
        "bagchen.earth", "earth", "семейство земли", "地子",
        "The suit of 20 tiles: 10 types, two copies of each, ranked by their pip total.",
        "Семейство из 20 камней: 10 видов по два экземпляра; старшинство по сумме точек.",
        "共20张的花色：10种牌，每种两张；按点数总和定大小。",
    ),
    Term(
        "bagchen.rank", "rank", "достоинство", "等级",
        "A tile's place in the order of its suit; tiles of equal rank never beat each other.",
        "Место камня в порядке старшинства его семейства; камни равного достоинства друг друга не бьют.",
        "牌在本花色中的大小位置；同等级的牌互不压制。",
    ),
    Term(
        "bagchen.set", "set", "комбинация", "组合",
        "Two to four tiles led or played together: identical sky tiles, or earth tiles of equal rank.",
        "От двух до четырёх камней, которыми заходят или отвечают вместе: одинаковые камни неба или камни земли равного достоинства.",
        "一起打出的两至四张牌：完全相同的天子，或同等级的地子。",
    ),
    Term(
        "bagchen.lead", "lead", "заход", "领出",
        "The tile or set that starts a trick; the other three players answer it in clockwise turn.",
        "Камень или комбинация, с которых начинается взятка; остальные трое отвечают по часовой стрелке.",
        "开始一栋的那张牌或那组牌；其余三家按顺时针依次跟牌。",
    ),
    Term(
        "bagchen.beat", "beat", "побить", "压制",
        "To play face up on the top of the trick the same number of tiles, of the same suit and higher rank.",
        "Положить на взятку в открытую столько же камней того же семейства, но старшего достоинства.",
        "在栋上明出同样张数、同一花色且等级更高的牌。",
    ),
    Term(
        "bagchen.trick", "trick", "взятка", "栋",
        "The stack won by the player whose tiles lie face up on top; a lead of n tiles counts as n tricks.",
        "Стопка, которую забирает игрок, чьи камни лежат сверху открытыми; заход из n камней даёт n взяток.",
        "由面朝上压在最上面的一家赢得的牌叠；领出n张牌即算n栋。",
    ),
    Term(
        "bagchen.point", "point", "очко", "骰尊",
        "The tile type named by the dice at the deal; its four tiles cannot be beaten and beat nothing.",
        "Вид камня, выпавший на костях при раздаче; четыре таких камня нельзя побить, и сами они ничего не бьют.",
        "发牌时由骰子点出的牌种；这四张牌无牌可压，也不能压别的牌。",
    ),
    Term(
        "bagchen.passport", "passport", "паспорт", "通行证",
        "Six tricks won in a hand; from then on the holder pays nothing and must lead by special rules.",
        "Шесть взяток, набранных в круге; с этого момента игрок ничего не платит и заходит по особым правилам.",
        "一局中赢得六栋即得通行证；此后持有者不再支付，领牌时须遵守特别规则。",
    ),
    Term(
        "bagchen.charity", "charity", "подачка", "施舍",
        "A single tile led face down to pass the lead on; only a player without a passport may give it.",
        "Один камень, которым заходят рисунком вниз, чтобы передать ход; подачку может сделать только игрок без паспорта.",
        "以暗牌领出一张单牌，把领牌权让给别人；只有未取得通行证的玩家可以施舍。",
    ),
    Term(
        "bagchen.jump", "jump", "прыжок", "跳结",
        "The hand ends with the winner's run of point leads; its J points multiply the settlement by 2 × J.",
        "Круг кончается серией заходов очками, сделанных победителем; очки этой серии, J, умножают расчёт на 2 × J.",
        "一局以结牌者连续的至尊出牌结束；这些至尊的点数 J 使结算乘以 2×J。",
    ),
    Term(
        "bagchen.settlement", "settlement", "взаиморасчёты", "结算",
        "After the last trick, every player pays or is paid by its winner for each trick under or over six.",
        "После последней взятки каждый игрок платит её победителю за каждую взятку, которой ему недостаёт до шести, или получает от него за каждую взятку сверх шести.",
        "最后一栋之后，每位玩家按少于或多于六栋的栋数，向结牌者支付或从其获得筹码。",
    ),
    Term(
        "bagchen.chip", "chip", "фишка", "筹码",
        "The unit of payment, one chip per point led and per trick under or over six; players agree on its worth.",
        "Единица платежей (у Берхина «условная единица расчётов»): фишка за каждое очко в заходе и за каждую взятку "
        "до шести или сверх шести; сколько она стоит, игроки договариваются.",
        "支付的单位：领出的每点骰尊、结算时少于或多于六栋的每一栋各一枚；价值由玩家约定。",
    ),
    # the kinds of lead (spec §1.3, §4.2)
    Term(
        "bagchen.single", "single", "отдельный камень", "单张",
        "One tile led alone; only a single of the same suit and higher rank beats it.",
        "Один камень в заходе; побить его может только камень того же семейства и старше.",
        "单独领出的一张牌；只有同花色、等级更高的单张能压制它。",
    ),
    Term(
        "bagchen.sky-set", "sky set", "комбинация неба", "天子组合",
        "Two to four identical sky tiles; beaten only by as many identical sky tiles of a higher rank.",
        "От двух до четырёх одинаковых камней неба; бьётся только таким же числом одинаковых камней неба старше.",
        "两至四张完全相同的天子；只有同样张数、等级更高的相同天子能压制。",
    ),
    Term(
        "bagchen.earth-set", "earth set", "комбинация земли", "地子组合",
        "Two to four earth tiles of equal rank; beaten only by as many earth tiles of a higher rank.",
        "От двух до четырёх камней земли равного достоинства; бьётся только таким же числом камней земли старше.",
        "两至四张同等级的地子；只有同样张数、等级更高的地子能压制。",
    ),
    Term(
        "bagchen.chiefs", "mixed chiefs", "шефы неба и земли", "天地皇",
        "Sky chiefs [6-6] with earth chiefs [6-3]/[5-4], up to eight tiles: nothing beats them.",
        "Шефы неба [6-6] вместе с шефами земли [6-3]/[5-4], до восьми камней: их ничто не бьёт.",
        "天皇[6-6]与地皇[6-3]/[5-4]一起，最多八张：无牌可压。",
    ),
    Term(
        "bagchen.mixed-ministers", "mixed ministers", "министры неба и земли", "天地僧配",
        "Sky ministers [1-1] with earth ministers [6-2]/[5-3]; only chiefs of the same mix beat them.",
        "Министры неба [1-1] вместе с министрами земли [6-2]/[5-3]; бьют их только шефы того же состава.",
        "天僧[1-1]与地僧[6-2]/[5-3]一起；只有组成相同的天地皇能压制。",
    ),
    Term(
        "bagchen.mother-son", "mother and son", "мать и сын", "母子尊",
        "[4-2] and [2-1] led together: a point, whatever the dice show, and unbeatable.",
        "[4-2] и [2-1] в одном заходе: очко при любом броске костей, и его не побить.",
        "[4-2]与[2-1]一同领出：无论骰子点数如何都算至尊，无牌可压。",
    ),
    Term(
        "bagchen.double-mother-son", "double mother and son", "двойные мать и сын", "双母子尊",
        "Both mothers and both sons led together (the Chinese source): worth two points, unbeatable.",
        "Обе матери и оба сына в одном заходе (китайский источник): два очка, их не побить.",
        "两张老母与两张幼子一同领出（中文资料）：值两点，无牌可压。",
    ),
    Term(
        "bagchen.mare", "mare", "малое чистое", "雌马",
        "[4-1] with [2-1]; only the stallion beats it.",
        "[4-1] вместе с [2-1]; бьёт его только большое чистое.",
        "[4-1]与[2-1]；只有雄马能压制。",
    ),
    Term(
        "bagchen.stallion", "stallion", "большое чистое", "雄马",
        "[4-3] with [4-2]; nothing beats it, and it beats the mare.",
        "[4-3] вместе с [4-2]; его ничто не бьёт, а само оно бьёт малое чистое.",
        "[4-3]与[4-2]；无牌可压，并能压制雌马。",
    ),
    Term(
        "bagchen.complete-horse", "complete horse", "совершенный конь", "骈马",
        "The stallion and the mare led together; unbeatable, but not a point.",
        "Большое и малое чистое в одном заходе; его не побить, но это не очко.",
        "雄马与雌马一同领出；无牌可压，但不算至尊。",
    ),
    Term(
        "bagchen.double-mare", "double mare", "двойное малое чистое", "双雌马",
        "Two mares led together; only the double stallion beats it.",
        "Два малых чистых в одном заходе; бьёт их только двойное большое чистое.",
        "两副雌马一同领出；只有双雄马能压制。",
    ),
    Term(
        "bagchen.double-stallion", "double stallion", "двойное большое чистое", "双雄马",
        "Two stallions led together; nothing beats it, and it beats the double mare.",
        "Два больших чистых в одном заходе; их ничто не бьёт, а сами они бьют двойное малое чистое.",
        "两副雄马一同领出；无牌可压，并能压制双雌马。",
    ),
    Term(
        "bagchen.point-set", "point lead", "заход очками", "骰尊出牌",
        "One to four point tiles led together; unbeatable, and paid for at once by each opponent without a passport.",
        "От одного до четырёх очков в одном заходе; их не побить, и каждый соперник без паспорта сразу за них платит.",
        "一至四张骰尊一同领出；无牌可压，每位未持通行证的对手须立即支付。",
    ),
    Term(
        "bagchen.supreme", "supreme", "высший заход", "至尊",
        "The Chinese article's word (至尊) for a lead paid for at once: point tiles, or a mother and son "
        "(the double too); a hand that ends with a run of them ends in a jump.",
        "Слово китайской статьи (至尊) для захода, за который платят сразу: очки или мать и сын "
        "(и двойные тоже); круг, который кончается серией таких заходов, кончается прыжком.",
        "中文条目的用语：领出后立即收筹码的牌，即骰尊或母子尊（包括双母子尊）；一局以连续的至尊结束，即为跳结。",
    ),
    Term(
        "bagchen.unbeatable", "unbeatable", "непобедимая комбинация", "无敌牌",
        "A lead that no tiles still unseen could beat, judged from the tiles played face up.",
        "Заход, который не могут побить ещё не показанные камни; судят по камням, сыгранным в открытую.",
        "按已明出的牌判断，剩下未见的牌已无法压制的出牌。",
    ),
    Term(
        "bagchen.merged", "merged lead", "несколько непобедимых комбинаций сразу", "合并领出",
        "Several unbeatable combinations led at once to save time (Berkhin's text only).",
        "Несколько непобедимых комбинаций, которыми заходят одновременно для экономии времени (только у Берхина).",
        "为节省时间一次领出的多组无敌牌（仅见于别尔欣的文本）。",
    ),
    Term(
        "bagchen.blind-pair", "blind pair", "пара вслепую", "盲对",
        "With 14 tricks, the last two tiles led together with one shown; any pair of its suit beats it (Berkhin).",
        "Взявший 14 взяток заходит двумя последними камнями, открыв один; её бьёт любая пара того же семейства (Берхин).",
        "已得 14 栋者将最后两张牌一起领出并亮出一张；同花色的任何一对都能压制（别尔欣）。",
    ),
    Term(
        "bagchen.gobah", "Gobah", "Рука Судьбы", "够巴",
        "The call that ends a session: five more hands are played, the last one Tashi Gobah.",
        "Объявление конца игры: играются ещё пять кругов, последний — Счастливая Судьба.",
        "宣告结束整场游戏：再打五局，最后一局称为“他士够巴”。",
        bo="གྷོ་བྷ།",
    ),
    # the masang words for the dice totals (Berkhin's text, the last paragraphs; spec §4.5)
    Term(
        "bagchen.masang", "masang", "масанг", "玛桑",
        "In the legend told in Berkhin's text, a non-human people of ancient Tibet who invented the dice; Bagchen players call the dice totals by words of their language.",
        "По преданию из текста Берхина, нечеловеческое племя древнего Тибета, изобретшее игральные кости; суммы на костях игроки называют словами их языка.",
        "别尔欣文本所讲传说中古代西藏的非人族类，骰子即由他们发明；玩家用他们的语言称呼骰子的点数和。",
    ),
    Term(
        "bagchen.dice-2", "para", "пара", "para",
        "The masang word for a throw of the two dice totalling two.",
        "На языке масанг — сумма 2 на двух костях.",
        "玛桑语中两颗骰子合计两点的叫法；中文资料未载，此处按俄文文本的拼法转写。",
    ),
    Term(
        "bagchen.dice-3", "suk", "сук", "suk",
        "The masang word for a throw of the two dice totalling three.",
        "На языке масанг — сумма 3 на двух костях.",
        "玛桑语中两颗骰子合计三点的叫法；中文资料未载，此处按俄文文本的拼法转写。",
    ),
    Term(
        "bagchen.dice-4", "dzik", "дзик", "dzik",
        "The masang word for a throw of the two dice totalling four.",
        "На языке масанг — сумма 4 на двух костях.",
        "玛桑语中两颗骰子合计四点的叫法；中文资料未载，此处按俄文文本的拼法转写。",
    ),
    Term(
        "bagchen.dice-5", "k'a", "к'а", "k'a",
        "The masang word for a throw of the two dice totalling five.",
        "На языке масанг — сумма 5 на двух костях.",
        "玛桑语中两颗骰子合计五点的叫法；中文资料未载，此处按俄文文本的拼法转写。",
    ),
    Term(
        "bagchen.dice-6", "ndruk", "ндрук", "ndruk",
        "The masang word for a throw of the two dice totalling six.",
        "На языке масанг — сумма 6 на двух костях.",
        "玛桑语中两颗骰子合计六点的叫法；中文资料未载，此处按俄文文本的拼法转写。",
    ),
    Term(
        "bagchen.dice-7", "ri", "ри", "ri",
        "The masang word for a throw of the two dice totalling seven.",
        "На языке масанг — сумма 7 на двух костях.",
        "玛桑语中两颗骰子合计七点的叫法；中文资料未载，此处按俄文文本的拼法转写。",
    ),
    Term(
        "bagchen.dice-8", "sha", "ша", "sha",
        "The masang word for a throw of the two dice totalling eight.",
        "На языке масанг — сумма 8 на двух костях.",
        "玛桑语中两颗骰子合计八点的叫法；中文资料未载，此处按俄文文本的拼法转写。",
    ),
    Term(
        "bagchen.dice-9", "gu", "гу", "gu",
        "The masang word for a throw of the two dice totalling nine.",
        "На языке масанг — сумма 9 на двух костях.",
        "玛桑语中两颗骰子合计九点的叫法；中文资料未载，此处按俄文文本的拼法转写。",
    ),
    Term(
        "bagchen.dice-10", "ch'u", "ч'у", "ch'u",
        "The masang word for a throw of the two dice totalling ten.",
        "На языке масанг — сумма 10 на двух костях.",
        "玛桑语中两颗骰子合计十点的叫法；中文资料未载，此处按俄文文本的拼法转写。",
    ),
    Term(
        "bagchen.dice-11", "t'ok", "т'ок", "t'ok",
        "The masang word for a throw of the two dice totalling eleven.",
        "На языке масанг — сумма 11 на двух костях.",
        "玛桑语中两颗骰子合计十一点的叫法；中文资料未载，此处按俄文文本的拼法转写。",
    ),
    Term(
        "bagchen.dice-12", "njam or chala", "нджам или чала", "njam 或 chala",
        "The masang word for a throw of the two dice totalling twelve.",
        "На языке масанг — сумма 12 на двух костях.",
        "玛桑语中两颗骰子合计十二点的叫法；中文资料未载，此处按俄文文本的拼法转写。",
    ),
    # the twelve ranks
    Term(
        "bagchen.sky-chief", "sky chief", "шеф неба", "天皇",
        "[6-6], the highest sky rank.",
        "[6-6], высшее достоинство семейства неба.",
        "[6-6]，天子中最大的等级。",
    ),
    Term(
        "bagchen.sky-minister", "sky minister", "министр неба", "天僧",
        "[1-1], the second sky rank.",
        "[1-1], второе достоинство семейства неба.",
        "[1-1]，天子中第二大的等级。",
    ),
    Term(
        "bagchen.lama", "lama", "лама", "喇嘛",
        "[4-4], the third sky rank.",
        "[4-4], третье достоинство семейства неба.",
        "[4-4]，天子中第三大的等级。",
    ),
    Term(
        "bagchen.bird", "bird", "птица", "天鹅",
        "[3-1], the fourth sky rank.",
        "[3-1], четвёртое достоинство семейства неба.",
        "[3-1]，天子中第四大的等级。",
    ),
    Term(
        "bagchen.sisters", "sisters", "сёстры", "天女",
        "[5-5], [3-3] and [2-2]: one sky rank of three types that tie with each other.",
        "[5-5], [3-3] и [2-2]: одно достоинство семейства неба из трёх видов, равных между собой.",
        "[5-5]、[3-3]、[2-2]：天子中同一等级的三种牌，彼此相等。",
    ),
    Term(
        "bagchen.people", "people", "люди", "天民",
        "[6-5], [6-4], [6-1] and [5-1]: the lowest sky rank, four types that tie with each other.",
        "[6-5], [6-4], [6-1] и [5-1]: низшее достоинство семейства неба, четыре равных между собой вида.",
        "[6-5]、[6-4]、[6-1]、[5-1]：天子中最小的等级，四种牌彼此相等。",
    ),
    Term(
        "bagchen.earth-chief", "earth chief", "шеф земли", "地皇",
        "[6-3] and [5-4], the nines: the highest earth rank.",
        "[6-3] и [5-4], девятки: высшее достоинство семейства земли.",
        "[6-3]、[5-4]（九点）：地子中最大的等级。",
    ),
    Term(
        "bagchen.earth-minister", "earth minister", "министр земли", "地僧",
        "[6-2] and [5-3], the eights: the second earth rank.",
        "[6-2] и [5-3], восьмёрки: второе достоинство семейства земли.",
        "[6-2]、[5-3]（八点）：地子中第二大的等级。",
    ),
    Term(
        "bagchen.seven", "seven", "семёрка", "贵族",
        "[5-2] and [4-3]: the third earth rank.",
        "[5-2] и [4-3]: третье достоинство семейства земли.",
        "[5-2]、[4-3]（七点）：地子中第三大的等级。",
    ),
    Term(
        "bagchen.mother", "mother", "мать", "老母",
        "[4-2], the six: the fourth earth rank.",
        "[4-2], шестёрка: четвёртое достоинство семейства земли.",
        "[4-2]（六点）：地子中第四大的等级。",
    ),
    Term(
        "bagchen.five", "five (owl)", "сова", "猫头鹰",
        "[4-1] and [3-2]: the fifth earth rank.",
        "[4-1] и [3-2]: пятое достоинство семейства земли.",
        "[4-1]、[3-2]（五点）：地子中第五大的等级。",
    ),
    Term(
        "bagchen.son", "son", "сын", "幼子",
        "[2-1], the three: the lowest earth rank.",
        "[2-1], тройка: низшее достоинство семейства земли.",
        "[2-1]（三点）：地子中最小的等级。",
    ),
    # the Russian source's names for single types
    Term(
        "bagchen.motley", "motley", "пёстрый", "花斑",
        "The Russian source's name for [6-6]: its pips are half red, half white.",
        "Название [6-6] в русском источнике: его очки наполовину красные, наполовину белые.",
        "俄文资料对[6-6]的称呼：其点一半红、一半白。",
    ),
    Term(
        "bagchen.flower", "flower", "цветок", "花",
        "The Russian source's name for [1-1].",
        "Название [1-1] в русском источнике.",
        "俄文资料对[1-1]的称呼。",
    ),
    Term(
        "bagchen.red", "red", "красный", "红",
        "The Russian source's second name for [4-4], the lama.",
        "Второе название [4-4] (ламы) в русском источнике.",
        "俄文资料对[4-4]（喇嘛）的另一称呼。",
    ),
    Term(
        "bagchen.table", "table", "стол", "桌",
        "The Russian source's name for [2-2], one of the sisters.",
        "Название [2-2], одной из сестёр, в русском источнике.",
        "俄文资料对[2-2]（天女之一）的称呼。",
    ),
    Term(
        "bagchen.stick", "stick", "палка", "棍",
        "The Russian source's name for [3-3], one of the sisters.",
        "Название [3-3], одной из сестёр, в русском источнике.",
        "俄文资料对[3-3]（天女之一）的称呼。",
    ),
    Term(
        "bagchen.white-ten", "white ten", "белая десятка", "白十",
        "The Russian source's name for [5-5], one of the sisters.",
        "Название [5-5], одной из сестёр, в русском источнике.",
        "俄文资料对[5-5]（天女之一）的称呼。",
    ),
    Term(
        "bagchen.weakling", "weakling", "слабак", "弱者",
        "The Russian source's name for [6-5], one of the people.",
        "Название [6-5], одного из людей, в русском источнике.",
        "俄文资料对[6-5]（天民之一）的称呼。",
    ),
    Term(
        "bagchen.dew", "dew", "роса", "露",
        "The Russian source's name for [6-4], one of the people.",
        "Название [6-4], одного из людей, в русском источнике.",
        "俄文资料对[6-4]（天民之一）的称呼。",
    ),
    Term(
        "bagchen.pig", "pig", "свинья", "猪",
        "The Russian source's name for [6-1], one of the people.",
        "Название [6-1], одного из людей, в русском источнике.",
        "俄文资料对[6-1]（天民之一）的称呼。",
    ),
    Term(
        "bagchen.kunga", "kunga", "кунга", "衮噶",
        "The Russian source's name for [5-1], one of the people.",
        "Название [5-1], одного из людей, в русском источнике.",
        "俄文资料对[5-1]（天民之一）的称呼。",
    ),
    Term(
        "bagchen.khan", "khan", "хан", "汗",
        "The Russian source's name for the earth chiefs [6-3] and [5-4].",
        "Название шефов земли [6-3] и [5-4] в русском источнике.",
        "俄文资料对地皇[6-3]、[5-4]的称呼。",
    ),
    Term(
        "bagchen.barley", "barley", "ячмень", "青稞",
        "The Russian source's name for the earth ministers [6-2] and [5-3].",
        "Название министров земли [6-2] и [5-3] в русском источнике.",
        "俄文资料对地僧[6-2]、[5-3]的称呼。",
    ),
    Term(
        "bagchen.fat", "fat", "жирный", "胖子",
        "The Russian source's name for the sevens [5-2] and [4-3].",
        "Название семёрок [5-2] и [4-3] в русском источнике.",
        "俄文资料对贵族[5-2]、[4-3]的称呼。",
    ),
)

#: Bagchen's terms by id (the registry joins every game's glossary for the site).
GLOSSARY = Glossary(TERMS)
