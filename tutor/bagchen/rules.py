"""Bagchen's rules as one immutable value: every source disagreement of spec §3 as a named option.

The defaults reproduce pagat's rules; each other reading (Berkhin's Russian text,
the Chinese article, reports of other rule sets) is a value of an option, with
what each source says.  The options follow the order of spec §3.1.

>>> from tutor.bagchen.rules import Rules
>>> Rules(), Rules(passport_rules="zh").passport_rules
(Rules(), 'zh')
>>> len(Rules.options()), Rules.options()[0].name, Rules.options()[-1].name
(27, 'seating', 'redeal_new_point')
>>> Rules.from_strings(["point_payment=per_lead", "mixed_ministers_max=4"])
Rules(mixed_ministers_max=4, point_payment='per_lead')

Each option lists what the sources say and which value each reading supports:

>>> [(r.source.file, r.value) for r in Rules.option("point_payment").readings]
[('pagat-bagchen', 'per_point'), ('000_13bb090b37522576.txt', 'per_lead'), ('002_148be627a0e66218.txt', 'per_point')]
>>> Rules.option("point_payment").readings[1].says.get("ru")
'Каждый игрок без паспорта платит зашедшему одну условную единицу, сколько бы очков ни было в заходе.'

>>> Rules(jump_factor=7)
Traceback (most recent call last):
  ...
tutor.errors.TutorError: rules.bad-number: the rule option 'jump_factor' cannot be '7' (choose a whole number from 2 to 6)
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.bagchen.sources import BERKHIN, NAVPIL, PAGAT, ZH_ARTICLE
from tutor.i18n import Text
from tutor.options import Choice, Flag, Integer, Reading, option
from tutor.options import Rules as _Rules


@dataclass(frozen=True, init=False, repr=False)
class Rules(_Rules):
    """Bagchen's rules in force (pagat's by default)."""

    game = "bagchen"

    seating: str = option(
        Choice(
            ("pagat_formal", Text("formal: by dice, highest East (reversed in the afternoon)",
                                  "формально: по костям, старший бросок на востоке (днём наоборот)",
                                  "正式：掷骰，最大者坐东（下午反之）")),
            ("informal", Text("informal: sit anywhere", "неформально: где угодно", "非正式：随意入座")),
            ("ru_formal", Text("Berkhin's formal order: highest East, the rest ascending clockwise",
                               "формальный порядок Берхина: старший на востоке, остальные по возрастанию "
                               "по часовой стрелке",
                               "别尔欣的正式次序：最大者坐东，其余按点数递增顺时针入座")),
            ("zh_choose", Text("choose seats in order of the throws", "выбирать места в порядке бросков",
                               "按掷骰大小先后选择座位")),
        ),
        "pagat_formal",
        summary=Text("How the players take their seats", "Как игроки рассаживаются за столом", "玩家如何入座"),
        readings=(
            Reading(PAGAT, Text(
                "Formally by dice: in the morning highest East, then South, West, North; in the afternoon reversed.",
                "Формально по костям: утром старший бросок на востоке, затем юг, запад, север; днём наоборот.",
                "正式入座按掷骰：上午最大者坐东，其次南、西、北；下午反之。"), "pagat_formal"),
            Reading(PAGAT, Text("Informally the players may sit anywhere.", "Неформально можно сесть где угодно.",
                                "非正式时可随意入座。"), "informal"),
            Reading(BERKHIN, Text(
                "Highest throw sits East, the rest clockwise in ascending order; marked as needing clarification.",
                "Выбросивший больше всех садится на востоке, остальные — по часовой стрелке по возрастанию; "
                "помечено «требуется уточнение».",
                "掷出最大者坐东，其余按点数递增顺时针入座；原文注明“需要澄清”。"),
                "ru_formal", "Перед началом игры все игроки по разу бросают кости"),
            Reading(BERKHIN, Text("Or the players sit in any order.", "Или игроки садятся в произвольном порядке.",
                                  "或者玩家随意入座。"),
                    "informal", "Игроки садятся за стол в произвольном порядке."),
            Reading(ZH_ARTICLE, Text("The players choose their seats in order of their dice throws.",
                                     "Игроки выбирают места в порядке выброшенных очков.",
                                     "掷骰按大小先后选择座位。"),
                    "zh_choose", "与天九及麻将一样由四人同桌进行。掷骰按大小先后选择坐位"),
        ),
        ref="D1, §1.5",
    )

    first_starter: str = option(
        Choice(
            ("east", Text("East", "восток", "东位")),
            ("dice_chain", Text("two dice counts from any player", "два отсчёта по костям от любого игрока",
                                "由任一玩家起掷骰数两次")),
            ("dice_chain_from_west", Text("two dice counts from West", "два отсчёта по костям от запада",
                                          "由西位起掷骰数两次")),
            ("west", Text("West", "запад", "西位")),
        ),
        "east",
        summary=Text("Who starts the first hand", "Кто начинает первый круг", "首局由谁做庄家"),
        readings=(
            Reading(PAGAT, Text("After formal seating, East starts.", "При формальной рассадке начинает восток.",
                                "正式入座后由东位开始。"), "east"),
            Reading(PAGAT, Text(
                "Informally, a dice count picks a thrower, whose count picks the starter.",
                "Неформально отсчёт по костям выбирает бросающего, а его отсчёт — начинающего.",
                "非正式时，掷骰数出掷骰者，再由他掷骰数出首家。"), "dice_chain"),
            Reading(BERKHIN, Text(
                "Formally, West throws to pick the thrower, who throws to pick the starter; needs clarification.",
                "Формально запад бросает кости, чтобы определить бросающего, а тот — начинающего; "
                "требуется уточнение.",
                "正式时由西位掷骰定掷骰者，再由其掷骰定首家；原文注明“需要澄清”。"),
                "dice_chain_from_west", "Сидящий на западе игрок кидает кости, чтобы определить"),
            Reading(BERKHIN, Text("Informally, any player throws first; then the same two counts.",
                                  "Неформально первым бросает любой игрок; дальше те же два отсчёта.",
                                  "非正式时任一玩家先掷，再同样数两次。"),
                    "dice_chain", "Любой из игроков кидает кости, чтобы определить бросающего"),
            Reading(ZH_ARTICLE, Text("Traditionally the West seat is the first hand's starter.",
                                     "По традиции первый круг начинает игрок на западе.",
                                     "传统上，首局庄家为坐西位的人。"),
                    "west", "传统上，首局的庄家为坐“西”位的人"),
        ),
        ref="D2",
    )

    first_tower_chooser: str = option(
        Choice(
            ("opposite", Text("the player opposite the starter", "игрок напротив начинающего", "庄家对面的玩家")),
            ("starter", Text("the starter", "начинающий", "庄家")),
        ),
        "opposite",
        summary=Text("Who points at the first tower", "Кто указывает первую стопку", "由谁指定先取塔"),
        readings=(
            Reading(PAGAT, Text("The player opposite the starter points at a tower, then throws the dice.",
                                "Игрок напротив начинающего указывает стопку и бросает кости.",
                                "庄家对面的玩家指定一塔，然后掷骰。"), "opposite"),
            Reading(ZH_ARTICLE, Text("The starter names the first tower; the player opposite throws.",
                                     "Начинающий указывает первую стопку, а бросает игрок напротив.",
                                     "庄家先指定先取塔，再由对面玩家掷骰。"),
                    "starter", "庄家先指定哪一塔为“先取塔”，然后坐庄家对面的玩家"),
        ),
        ref="D3",
    )

    deal_count_direction: str = option(
        Choice(
            ("cw", Text("clockwise", "по часовой стрелке", "顺时针")),
            ("ccw", Text("counter-clockwise", "против часовой стрелки", "逆时针")),
        ),
        "cw",
        summary=Text("Which way the dice total is counted to find who takes the first tower",
                     "В какую сторону отсчитывают выпавшее число, чтобы найти, кто берёт первую стопку",
                     "数骰点决定谁先取塔时的方向"),
        readings=(
            Reading(PAGAT, Text("Clockwise, the thrower counting as 1.", "По часовой стрелке, бросавший — первый.",
                                "顺时针，掷骰者算第一位。"), "cw"),
            Reading(ZH_ARTICLE, Text("Counter-clockwise from the thrower; the towers are then taken clockwise.",
                                     "Против часовой стрелки от бросавшего; стопки затем берут по часовой.",
                                     "从掷骰者起逆时针数；之后顺时针依次取塔。"),
                    "ccw", "以掷骰者为第一位按照逆时针方向开始数起"),
        ),
        ref="D4",
    )

    redeal_rank_shift: bool = option(
        Flag(), True,
        summary=Text("When a chief or minister is the point, the next rank ([4-4], sevens) blocks a redeal",
                     "Если очко — шеф или министр, пересдачу блокирует следующее достоинство ([4-4], семёрки)",
                     "皇或僧为骰尊时，由下一等级（[4-4]、贵族）阻止洗牌重发"),
        readings=(
            Reading(PAGAT, Text("The two highest non-point ranks of each suit block a redeal.",
                                "Пересдачу блокируют два старших неочковых достоинства каждого семейства.",
                                "每种花色中两个最高的非骰尊等级阻止重发。"), True),
            Reading(BERKHIN, Text(
                "With a chief or minister as the point, a lama or a seven obliges the player to play.",
                "Если очко — шеф или министр, лама или семёрка обязывает игрока играть.",
                "皇或僧为骰尊时，持有喇嘛或贵族者必须照常开局。"),
                True, "В случае, когда очком является шеф или министр неба"),
            Reading(ZH_ARTICLE, Text("Only chiefs and ministers count, and a point is not a high tile; no shift.",
                                     "Считаются только шефы и министры, очко не в счёт; сдвига нет.",
                                     "只算皇／僧等级的大牌，骰尊不算大牌；不顺延。"),
                    False, "若有玩家手牌中没有任何一只“皇／僧”等级的大牌"),
        ),
        ref="D6",
    )

    four_sky_chiefs_alliance: bool = option(
        Flag(), False,
        summary=Text("The others may ally against a player who shows four sky chiefs",
                     "Остальные могут объединиться против игрока, предъявившего четыре шефа неба",
                     "其他玩家可联手对付亮出四张天皇的玩家"),
        readings=(
            Reading(PAGAT, Text("He must expose them, unless they are points; play goes on as usual.",
                                "Он обязан их предъявить, если они не очко; игра идёт как обычно.",
                                "除非是骰尊，他必须亮出；游戏照常进行。"), False),
            Reading(BERKHIN, Text("He must show them, and the others may unite and help each other against him.",
                                  "Он обязан их предъявить, а остальные могут объединиться против него.",
                                  "他必须亮出，其他玩家可联手互助对付他。"),
                    True, "Другие игроки могут объединиться и помогать друг другу"),
            Reading(ZH_ARTICLE, Text("He must announce them so the others can adjust; no alliance is mentioned.",
                                     "Он обязан объявить их, чтобы остальные учли это; о союзе не сказано.",
                                     "必须公开表明，让其他人调整策略；未提联手。"),
                    None, "若有玩家手牌中有四张“天皇[6-6]” ，必须公开"),
        ),
        ref="D8",
    )

    unite_equal_substitution: bool = option(
        Flag(), True,
        summary=Text("When mother seeks son, an equal earth tile is given if the named one is missing",
                     "Когда мать ищет сына, вместо названного камня земли отдают равный ему",
                     "母子团聚时，若无点出的地子，可给同等级的地子"),
        readings=(
            Reading(PAGAT, Text("If the named earth tile is missing, the giver gives an equal one.",
                                "Если названного камня земли нет, отдают равный ему.",
                                "若无点出的地子，给出同等级的另一张。"), True),
            Reading(BERKHIN, Text("If the giver lacks the named tile, the other throws again until he has one.",
                                  "Если такого камня нет, второй игрок бросает кости, пока камень не найдётся.",
                                  "若对方没有该牌，则一直重掷到对方有牌为止。"),
                    False, "Если у первого игрока такого камня действительно нет"),
            Reading(ZH_ARTICLE, Text("If the other player lacks that tile, throw again.",
                                     "Если у другого игрока нет этого камня, бросают снова.",
                                     "若对方没有该牌，则重掷再指定。"),
                    False, "若对方没有该牌，则重掷再指定 (但不能拿取"),
        ),
        ref="D9",
    )

    unite_stake_chip: bool = option(
        Flag(), False,
        summary=Text("Each party to uniting mother and son stakes a chip",
                     "Оба участника «мать ищет сына» ставят по фишке",
                     "母子团聚时双方各押一枚筹码"),
        readings=(
            Reading(NAVPIL, Text("Each party places a chip in front of him; what becomes of it is not said.",
                                 "Каждый кладёт перед собой фишку; что с ней дальше, не сказано.",
                                 "双方各在面前放一枚筹码；未说明其去向。"), True),
        ),
        ref="D9, §6 Q9",
    )

    unite_lone_tile: bool = option(
        Flag(), False,
        summary=Text("Only a player whose mother or son is alone (who lacks the other tile) may call for mother "
                     "and son",
                     "Звать «мать ищет сына» может только тот, у кого мать или сын без пары (нет другого камня)",
                     "只有手中老母或幼子落单（没有另一张）的玩家才可寻亲"),
        readings=(
            Reading(PAGAT, Text("Any player who holds a mother may call, and anyone who holds a son may accept; "
                                "and the other way round.",
                                "Звать может любой, у кого есть мать, а принять — любой, у кого есть сын; и "
                                "наоборот.",
                                "持老母者皆可寻亲，持幼子者皆可回应；反之亦然。"), False),
            Reading(BERKHIN, Text("A player who has a separate mother or son at the start may show it and call; "
                                  "anyone holding the other tile may accept.",
                                  "Игрок, у которого в начале есть отдельные мать или сын, может выложить камень "
                                  "и позвать; принять зов может любой, у кого есть другой камень.",
                                  "开局时手中有单独的老母或幼子者可亮牌寻亲；持有另一张者皆可回应。"),
                    True, "Если у игрока в начале есть отдельные мать или сын"),
            Reading(ZH_ARTICLE, Text("Whoever shows a mother calls, and the holder of a son may answer or not; and "
                                     "the other way round.",
                                     "Кто выложил мать, зовёт, а держатель сына может ответить или нет; и наоборот.",
                                     "摊开老母者寻亲，持幼子者可选择回应与否；反之亦然。"),
                    False, "并说：“老母寻亲!”，持“幼子”者可选择回应与否"),
        ),
        ref="D9",
    )

    double_mother_son: bool = option(
        Flag(), True,
        summary=Text("Two mother-and-son pairs may be led together (2 points, 6 if they are the point)",
                     "Две пары «мать и сын» можно зайти вместе (2 очка, 6 если они очко)",
                     "可一次领出双母子尊（2分；若母子为骰尊则6分）"),
        readings=(
            Reading(PAGAT, Text("Not described, though two mother-and-son count towards the maximum jump.",
                                "Не описано, хотя две «мать и сын» входят в наибольший прыжок.",
                                "未描述，但最大跳结计入两对母子尊。"), None),
            Reading(BERKHIN, Text("Not named; possible only by leading several unbeatable combinations at once.",
                                  "Не названо; возможно лишь как заход нескольких непобедимых комбинаций сразу.",
                                  "未提及；只能作为一次领出多个无敌组合。"),
                    None, "Для экономии времени при заходе любое число"),
            Reading(ZH_ARTICLE, Text("A double mother-and-son is a lead: the others discard four; it earns 2 chips.",
                                     "Двойная «мать и сын» — заход: остальные сбрасывают по четыре; "
                                     "она приносит 2 фишки.",
                                     "双母子尊可领出：其他玩家须垫牌四张，可收 2 分筹码。"),
                    True, "双母子尊 | 一对“母子尊”组成。"),
        ),
        ref="D10",
    )

    merge_unbeatable_leads: bool = option(
        Flag(), False,
        summary=Text("Several unbeatable combinations may be led at once",
                     "Несколько непобедимых комбинаций можно зайти одновременно",
                     "可一次领出多个无敌组合"),
        readings=(
            Reading(PAGAT, Text("A lead is one combination; points may not be mixed with other tiles.",
                                "Заход — одна комбинация; очки нельзя смешивать с другими камнями.",
                                "一次领出只是一种组合；骰尊不能与其他牌混出。"), False),
            Reading(BERKHIN, Text("To save time, any number of unbeatable combinations may be led together.",
                                  "Для экономии времени любое число непобедимых комбинаций можно зайти вместе.",
                                  "为节省时间，可一起领出任意多个无敌组合。"),
                    True, "Для экономии времени при заходе любое число непобедимых"),
            Reading(ZH_ARTICLE, Text("Several points may be led at once, but not points with other tiles.",
                                     "Можно зайти несколькими очками сразу, но не очками вместе с другими камнями.",
                                     "可一次打出多张骰尊，但不能混合骰尊与非骰尊。"),
                    False, "玩家可以一次打出多张“骰尊”。但不能混合"),
        ),
        ref="D11",
    )

    merged_lead_jump: str = option(
        Choice(
            ("points_last", Text("as its parts led one after another, the points last",
                                 "как её части, сыгранные подряд, очки последними",
                                 "视同各部分依次领出，至尊最后")),
            ("whole_lead", Text("only a merged lead made wholly of points", "только сплошь из очков",
                                "仅限全由至尊组成的合并领出")),
        ),
        "points_last",
        summary=Text("When several unbeatable combinations led at once (merge_unbeatable_leads) end the hand with "
                     "points among them, whether they make a jump",
                     "Даёт ли прыжок заход несколькими непобедимыми комбинациями сразу (merge_unbeatable_leads), "
                     "если он заканчивает круг и среди них есть очки",
                     "一次领出多个无敌组合（merge_unbeatable_leads）结束本局且其中有至尊时，是否算跳结"),
        readings=(
            Reading(PAGAT, Text("Leads are never merged; a trick won with a point at the end is a jump.",
                                "Заходы не объединяют; взятка, взятая очком в конце, — прыжок.",
                                "不合并领出；最后以至尊赢得的栋算跳结。"), None),
            Reading(BERKHIN, Text("A lead with a point that ends the game is a jump, and its chips are not paid; "
                                  "merging is only to save time.",
                                  "Если заход очком завершает игру, это прыжок, и выплаты за него не производятся; "
                                  "объединяют заходы лишь для экономии времени.",
                                  "以至尊领出而结束本局即为跳结，不再逐张付筹码；合并领出只为节省时间。"),
                    "points_last", "Если заход очком завершает игру, то это является"),
        ),
        ref="D11, D17",
    )

    mixed_ministers_max: int = option(
        Integer(4, 8), 8,
        summary=Text("The most tiles in a mixed-minister lead (the sources give 8 or 4)",
                     "Наибольшее число камней в заходе министрами обоих семейств (источники: 8 или 4)",
                     "天地僧配最多可出几张（资料中为 8 或 4）"),
        readings=(
            Reading(PAGAT, Text("Two or more, up to all eight.", "Два и больше, вплоть до всех восьми.",
                                "两张或以上，最多八张。"), 8),
            Reading(PAGAT, Text("Pagat reports that the Digital Gamers rules allow at most four.",
                                "Pagat сообщает, что правила Digital Gamers разрешают не больше четырёх.",
                                "pagat 称 Digital Gamers 的规则最多只许四张。"), 4),
            Reading(BERKHIN, Text("Speaks of any combinations of both suits' ministers, with no limit.",
                                  "Говорит о любых сочетаниях министров двух семейств без ограничения.",
                                  "提到两种花色的僧可任意组合，无数量限制。"),
                    8, "Если какой-либо из шефов является очком, то министры"),
            Reading(ZH_ARTICLE, Text("Two to eight tiles.", "От двух до восьми камней.", "可出两张至八张。"),
                    8, "“天子”和“地子”只限“皇／僧”两个等级的牌可配搭"),
        ),
        ref="D12",
    )

    must_beat_if_able: bool = option(
        Flag(), False,
        summary=Text("A follower who can beat must beat", "Игрок, который может побить, обязан бить",
                     "能压制时必须压制"),
        readings=(
            Reading(PAGAT, Text("No duty to beat; a follower may always play face down.",
                                "Бить не обязательно; всегда можно сбросить камни рисунком вниз.",
                                "没有压制义务；随时可以垫牌。"), False),
            Reading(PAGAT, Text("Pagat reports that the Digital Gamers rules require beating, "
                                "and calls it a misunderstanding.",
                                "Pagat сообщает, что правила Digital Gamers требуют бить, и считает это "
                                "недоразумением.",
                                "pagat 称 Digital Gamers 的规则要求必须压制，并认为这是误解。"), True),
            Reading(BERKHIN, Text("A follower may beat or pass, putting as many tiles face down.",
                                  "Можно побить или спасовать, положив столько же камней рисунком вниз.",
                                  "可以压制，或放弃并垫下同样张数的暗牌。"),
                    False, "либо спасовать и положить такое же число"),
            Reading(ZH_ARTICLE, Text("Each follower chooses to beat or to discard.",
                                     "Каждый отвечающий сам выбирает: бить или сбросить.",
                                     "每家可选择明牌压制或垫牌。"),
                    False, "必须出相同数量及相同牌型的牌，并可选择以下两种方式之一"),
        ),
        ref="D13",
    )

    point_payment: str = option(
        Choice(
            ("per_point", Text("one chip per point", "фишка за каждое очко", "每个骰尊一分")),
            ("per_lead", Text("one chip per point lead", "одна единица за заход очками", "每次领出骰尊一分")),
        ),
        "per_point",
        summary=Text("What a point lead earns from each player without a passport",
                     "Сколько платит за заход очками каждый игрок без паспорта",
                     "领出骰尊时每位无通行证的对手付多少筹码"),
        readings=(
            Reading(PAGAT, Text("One chip per point tile; mother-and-son earns 1, or 3 when they are points.",
                                "Фишка за каждый очковый камень; «мать и сын» — 1, или 3, если они очко.",
                                "每张骰尊一分；母子尊一分，母子为骰尊时三分。"), "per_point"),
            Reading(BERKHIN, Text(
                "Each player without a passport pays the leader one unit, however many points the lead has.",
                "Каждый игрок без паспорта платит зашедшему одну условную единицу, сколько бы очков ни было "
                "в заходе.",
                "每位无通行证的玩家付领出者一个单位，不论领出几个骰尊。"),
                "per_lead", "Если по ходу игры игрок делает заход одним или более очками"),
            Reading(ZH_ARTICLE, Text("One chip for each point led; mother-and-son 1, or 3 when they are points.",
                                     "Фишка за каждое очко в заходе; «мать и сын» — 1, или 3, если они очко.",
                                     "每张骰尊各得一分；母子尊一分，母子为骰尊时三分。"),
                    "per_point", "若玩家同时领出多张“至尊”(骰尊或母子尊）并赢得多栋"),
        ),
        ref="D15",
    )

    jump_factor: int = option(
        Integer(2, 6), 2,
        summary=Text("The jump factor F (multiplier m = F × J)",
                     "Коэффициент прыжка F (множитель m = F × J)",
                     "跳结系数 F（倍数 m = F × J）"),
        readings=(
            Reading(PAGAT, Text("2; some players agree on up to 6.", "2; иногда договариваются до 6.",
                                "2；有人约定最高到 6。"), 2),
            Reading(BERKHIN, Text(
                "Coefficients 2, 4 … 12 by the size of the jump; they may be multiplied by prior agreement.",
                "Коэффициенты 2, 4 … 12 по кратности прыжка; по договорённости их можно кратно увеличить.",
                "按跳结倍数取 2、4……12；可事先约定按倍数提高。"),
                2, "При завершении круга прыжком суммы взаиморасчетов"),
            Reading(ZH_ARTICLE, Text("The number of final consecutive supremes × 2.",
                                     "Число «высших» (至尊), сыгранных подряд последними, × 2.",
                                     "最后连续使用“至尊”的数量 × 2。"),
                    2, "具体而言，最终支付筹码将以“最后连续使用“至尊”的数量”"),
        ),
        ref="D18, §1.11",
    )

    sixteen_tricks: str = option(
        Choice(
            ("take_all_end", Text("take all the chips; the session ends",
                                  "забрать все деньги на кону; игра окончена", "独赢桌面所有筹码，游戏终局")),
            ("times4", Text("settle × 4", "расчёт × 4", "结算 × 4")),
        ),
        "take_all_end",
        summary=Text("What sixteen tricks win", "Что даёт взятие всех шестнадцати взяток", "赢得全部十六栋时如何结算"),
        readings=(
            Reading(PAGAT, Text("All the chips on the table; the game ends.", "Все фишки на столе; игра окончена.",
                                "赢得桌面所有筹码，游戏结束。"), "take_all_end"),
            Reading(BERKHIN, Text("All the money at stake; the game ends.", "Все деньги на кону; игра завершается.",
                                  "赢得所有赌注，游戏结束。"),
                    "take_all_end", "Если кто-то из игроков в очередном круге забирает все"),
            Reading(ZH_ARTICLE, Text("The settlement is multiplied by 4.", "Расчёт умножается на 4.",
                                     "结算后再 × 4。"),
                    "times4", "若某玩家成功赢得全部十六栋，则结算后再"),
            Reading(ZH_ARTICLE, Text("Another way to play: take all the chips, and the game ends.",
                                     "Другой способ игры: забрать все фишки, и игра окончена.",
                                     "另一玩法：独赢桌面所有筹码，游戏立刻终局。"),
                    "take_all_end", "另一玩法是，赢得十六栋即独赢桌面所有筹码"),
        ),
        ref="D19, §1.11",
    )

    table_chips: int = option(
        Integer(6, 100_000), 100,
        summary=Text("The chips each player has on the table when the session begins: a player who takes all "
                     "sixteen tricks takes what the others have left of them (sixteen_tricks=take_all_end)",
                     "Сколько фишек у каждого игрока на столе в начале игры: взявший все шестнадцать взяток "
                     "забирает всё, что от них осталось у остальных (sixteen_tricks=take_all_end)",
                     "开局时每位玩家桌面上的筹码数：赢得全部十六栋者拿走其他玩家剩下的全部筹码"
                     "（sixteen_tricks=take_all_end）"),
        readings=(
            Reading(PAGAT, Text("The sweeper wins all the chips on the table; how many each player brings is not "
                                "said.",
                                "Взявший всё получает все фишки на столе; сколько их приносит каждый, не сказано.",
                                "赢得全部十六栋者赢走桌面上所有筹码；每人带多少筹码未说明。"), None),
            Reading(BERKHIN, Text("He receives all the other players' money on the table; no sum is named.",
                                  "Он получает все деньги остальных игроков, лежащие на кону; сумма не названа.",
                                  "他获得其他玩家摆在桌上的全部钱；未说明数额。"),
                    None, "получает все лежащие на кону деньги остальных игроков"),
            Reading(ZH_ARTICLE, Text("In the other way to play he alone wins all the chips on the table; no sum is "
                                     "named.",
                                     "При другом способе игры он один забирает все фишки на столе; сумма не названа.",
                                     "另一玩法中他独赢桌面所有筹码；未说明数额。"),
                    None, "另一玩法是，赢得十六栋即独赢桌面所有筹码"),
        ),
        ref="D19, §1.11",
    )

    passport_threshold: int = option(
        Integer(1, 16), 6,
        summary=Text("Tricks that make a passport", "Сколько взяток дают паспорт", "赢得几栋即获得通行证"),
        readings=(
            Reading(PAGAT, Text("Six tricks or more.", "Шесть взяток и больше.", "六栋或以上。"), 6),
            Reading(BERKHIN, Text("Six tricks taken are called a passport.", "Шесть взяток называются паспортом.",
                                  "赢得六栋称为通行证。"),
                    6, "Шесть взяток, набранные игроком называются паспортом."),
            Reading(ZH_ARTICLE, Text("Six tricks or more.", "Шесть взяток и больше.", "累积 6 栋或以上。"),
                    6, "当玩家赢得累积 6 栋或以上时，称为获得“通行证”"),
        ),
        ref="§1.8",
    )

    passport_rules: str = option(
        Choice(
            ("pagat", Text("pagat's rules R1–R4", "правила pagat R1–R4", "pagat 的规则 R1–R4")),
            ("berkhin", Text("Berkhin's rules (with and without chiefs)",
                             "правила Берхина (с шефами и без)", "别尔欣的规则（有皇与无皇两种情形）")),
            ("zh", Text("the Chinese article's order of priority", "порядок приоритетов китайской статьи",
                        "中文条目的优先次序")),
        ),
        "pagat",
        summary=Text("Which leads a passport holder may make",
                     "Какие заходы разрешены игроку с паспортом",
                     "持有通行证的玩家可以领出哪些牌"),
        readings=(
            Reading(PAGAT, Text(
                "Always unbeatables, mixed ministers and sky sets above people, and the last tile beside points; "
                "other sky sets and special combinations only without chiefs; then earth sets; then expose and "
                "throw for the suit.",
                "Всегда — непобедимые, министры обоих семейств и комбинации неба выше людей, а также последний "
                "камень при одних очках; прочие комбинации неба и особые — только без шефов; затем комбинации "
                "земли; затем открыть камни и бросить кости на семейство.",
                "随时可出无敌牌、天地僧配、高于天民的天子组合，以及手中只剩骰尊时的最后一张牌或一组合；"
                "其他天子组合和特殊组合仅在无皇时可出；其次地子组合；最后亮牌并掷骰定花色。"), "pagat"),
            Reading(BERKHIN, Text(
                "With non-point chiefs: unbeatables, special combinations, any triple or quad, sky pairs "
                "from sisters up, else the chiefs; without chiefs: the same with any sky pair, else an earth pair.",
                "С неочковыми шефами: непобедимые, особые комбинации, любые тройки и четвёрки, пары неба "
                "от сестёр и выше, иначе шефы; без шефов: то же с любой парой неба, иначе пара земли.",
                "有非骰尊的皇：无敌牌、特殊组合、任意三张或四张、天女及以上的天子对，否则出皇；"
                "无皇：同上且可出任意天子对，否则出地子对。"),
                "berkhin", "Если у игрока, набравшего паспорт, на руках есть шефы"),
            Reading(ZH_ARTICLE, Text(
                "A priority order: first what the face-up tiles show to be the biggest, sky sets above people or "
                "mixed ministers; then people sets, supremes (points, mother and son) or horses, and, beside "
                "nothing but supremes or horses, the last tile or combination; then earth sets; then expose and "
                "throw for the suit.",
                "Порядок приоритетов: сначала самое старшее по открытым камням, комбинации неба выше людей или "
                "министры обоих семейств; затем комбинации людей, «высшие» (至尊: очки, мать и сын) или кони, "
                "а при одних «высших» или конях — последний камень или комбинация; затем комбинации земли; "
                "затем открыть камни и бросить кости.",
                "按优先次序：先出明面最大的牌、高于天民的天子组合或天地僧配；其次天民组合、至尊（骰尊、母子尊）"
                "或马，若除至尊或马之外只剩一张牌或一组合，也可领出这一张或这一组；再次地子组合；最后亮牌掷骰。"),
                "zh", "“通行者”领牌时受限于以下四种情况"),
        ),
        ref="D20–D22, §1.8",
    )

    charity_open_beat_scope: str = option(
        Choice(
            ("any_follower", Text("any follower", "любой отвечающий", "任何跟牌的玩家")),
            ("next_player", Text("only the next player", "только следующий игрок", "仅下一位玩家")),
        ),
        "any_follower",
        summary=Text("Who may beat an unnamed charity with any single tile",
                     "Кто может побить подачку без названного семейства любым камнем",
                     "谁可用任何单张压制开放施舍"),
        readings=(
            Reading(PAGAT, Text("Any follower, while the face-down tile is still on top.",
                                "Любой отвечающий, пока сверху лежит закрытый камень.",
                                "只要暗牌仍在最上面，任何跟牌的玩家都可以。"), "any_follower"),
            Reading(BERKHIN, Text("The next player may beat it with any tile of either suit.",
                                  "Следующий игрок может побить её любым камнем любого семейства.",
                                  "下一位玩家可用任何花色的任何牌压制。"),
                    "next_player", "Игрок делает ход одним камнем и объявляет подачку."),
            Reading(ZH_ARTICLE, Text("Open charity: the next player may beat it with any single tile, "
                                     "the later two by the ordinary rules.",
                                     "Открытая подачка: следующий игрок может побить её любым камнем, "
                                     "остальные двое — по обычным правилам.",
                                     "开放施舍：下一位玩家可用任何单张牌压制，其后两家依一般规则。"),
                    "next_player", "以暗牌方式领出一张单牌（面朝下）。下一位玩家可用任何单张牌"),
        ),
        ref="D23",
    )

    charity_named: bool = option(
        Flag(), True,
        summary=Text("The charity leader may name a suit", "Делающий подачку может назвать семейство",
                     "施舍者可宣告花色"),
        readings=(
            Reading(PAGAT, Text("He may name sky or earth, perhaps as a bluff; only that suit may beat it.",
                                "Можно назвать небо или землю, хоть и для блефа; бить может только это семейство.",
                                "可宣告天子或地子（可虚张声势）；只有该花色可压制。"), True),
            Reading(BERKHIN, Text("Announces two ways of charity but describes only the unnamed one.",
                                  "Объявлены два способа подачки, но описан только один, без названия семейства.",
                                  "称施舍有两种方法，但只描述了不宣告花色的一种。"),
                    False, "Есть два способа подачки:"),
            Reading(ZH_ARTICLE, Text("Restricted charity: the leader names sky or earth, not necessarily truly.",
                                     "Ограниченная подачка: заходящий называет небо или землю, не обязательно честно.",
                                     "限定施舍：宣告花色为天子或地子，不一定属实。"),
                    True, "以暗牌方式领出一张单牌（面朝下）。并宣告花色为"),
        ),
        ref="D23",
    )

    fourteen_trick_blind_pair: bool = option(
        Flag(), False,
        summary=Text("With 14 tricks, the last two tiles may be led together, one exposed",
                     "Взявший 14 взяток может зайти двумя последними камнями, открыв один",
                     "已得十四栋者可同时领出最后两张，亮出其中一张"),
        readings=(
            Reading(BERKHIN, Text("Allowed; the exposed tile may not be a point, and any pair of its suit beats it.",
                                  "Можно; открытый камень — не очко, и бьёт любая пара его семейства.",
                                  "允许；亮出的牌不能是骰尊，同花色的任何一对均可压制。"),
                    True, "Если игрок уже взял четырнадцать взяток, он может"),
        ),
        ref="D25",
    )

    session_end: str = option(
        Choice(
            ("gobah5", Text("Gobah: five more hands", "Рука Судьбы: ещё пять кругов", "够巴：再打五局")),
            ("gobah1", Text("one last hand as Tashi Gobah", "один последний круг — Счастливая Судьба",
                            "只打最后一局他士够巴")),
            ("fixed_hands", Text("an agreed number of hands", "заранее оговорённое число кругов",
                                 "事先约定的局数")),
        ),
        "gobah5",
        summary=Text("How the session of play ends", "Как заканчивается игра", "整个游戏如何结束"),
        readings=(
            Reading(PAGAT, Text("A player declares Gobah; five more hands, the last being Tashi Gobah.",
                                "Игрок объявляет Руку Судьбы (Gobah); ещё пять кругов, последний — Счастливая Судьба.",
                                "有人宣告够巴后再打五局，最后一局为他士够巴。"), "gobah5"),
            Reading(PAGAT, Text("When time is short, a single last hand may be played as Tashi Gobah.",
                                "Если времени мало, можно сыграть один последний круг как Счастливую Судьбу.",
                                "时间不够时，可只打一局作为他士够巴。"), "gobah1"),
            Reading(BERKHIN, Text(
                "The game ends at an agreed time or at any player's wish; at its end the Hand of Fate, "
                "five last hands, is declared.",
                "Игра завершается в оговорённое время или по желанию любого игрока; в конце объявляется "
                "Рука Судьбы — пять последних кругов.",
                "游戏在约定时间或任一玩家希望时结束；结束时宣告够巴，即最后五局。"),
                "gobah5", "Игра завершается либо в заранее оговоренное время"),
            Reading(ZH_ARTICLE, Text("A player declares Gobah; five more hands, the last being Tashi Gobah.",
                                     "Игрок объявляет Руку Судьбы (够巴); ещё пять кругов, "
                                     "последний — Счастливая Судьба.",
                                     "宣告够巴后再进行最后五局，最终一局为他士够巴。"),
                    "gobah5", "传统上，当玩家希望结束整个游戏时"),
        ),
        ref="D27",
    )

    unbeatable_knowledge: str = option(
        Choice(
            ("face_up", Text("tiles played face up", "открыто сыгранные камни", "明面已出的牌")),
            ("face_up_plus_own_hand", Text("tiles played face up and one's own hand",
                                           "открыто сыгранные камни и свои камни", "明面已出的牌加自己的手牌")),
        ),
        "face_up",
        summary=Text("What a passport holder may count to call a lead unbeatable",
                     "Что учитывает игрок с паспортом, считая заход непобедимым",
                     "通行者判断无敌牌时可依据哪些牌"),
        readings=(
            Reading(PAGAT, Text("The tiles already played face up.", "Уже открыто сыгранные камни.",
                                "已明面打出的牌。"), "face_up"),
            Reading(BERKHIN, Text("Combinations become unbeatable by the tiles played openly.",
                                  "Комбинации становятся непобедимыми по явно вышедшим камням.",
                                  "依明出的牌判断组合已成无敌。"),
                    "face_up", "Кроме того, непобедимые комбинации могут возникать"),
            Reading(ZH_ARTICLE, Text("The biggest tiles on the face-up record.", "Самые старшие по открытым камням.",
                                     "明面最大的牌。"),
                    "face_up", "任何 明面最大的牌，包括一张或多张"),
        ),
        ref="D30, §6 Q10",
    )

    recheck_four_sky_chiefs_after_unite: bool = option(
        Flag(), True,
        summary=Text("Four sky chiefs completed by uniting mother and son must be shown too",
                     "Четыре шефа неба, собранные после «мать ищет сына», тоже надо предъявить",
                     "母子团聚后凑齐的四张天皇也须亮出"),
        readings=(
            Reading(PAGAT, Text("Checks the four chiefs before uniting and says nothing of after.",
                                "Проверяет четыре шефа до «мать ищет сына» и ничего не говорит о после.",
                                "在母子团聚之前检查四张天皇，未提之后。"), False),
        ),
        ref="§6 Q5",
    )

    redeal_new_point: bool = option(
        Flag(), True,
        summary=Text("A redeal throws the dice again for a new point",
                     "При пересдаче кости бросают снова, и очко новое",
                     "洗牌重发时重新掷骰，另定骰尊"),
        readings=(
            Reading(PAGAT, Text("The dealing process is repeated, which implies a new throw.",
                                "Раздача повторяется целиком, что подразумевает новый бросок.",
                                "重复整个发牌过程，意味着重新掷骰。"), True),
            Reading(BERKHIN, Text("The redeal goes in the usual order.", "Пересдача происходит в обычном порядке.",
                                  "按通常次序重发。"),
                    True, "Пересдача происходит в обычном порядке."),
        ),
        ref="§6 Q6",
    )
