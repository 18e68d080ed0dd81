"""Mahjong's rules as one immutable value: the profile ``seed500`` and its knobs (spec §3.11).

Every option of spec §3.11 (and ``dead_waits_count`` of §2) is declared with the
spec's default and what the sources say.  The defaults are ``seed500``: the
Russian source where it speaks, Kajongg's classical ruleset where it is silent.

>>> from tutor.mahjong.rules import Rules
>>> Rules().limit, Rules().mahjong_bonus, Rules().bonus_style
(500, 20, 'doubles')
>>> len(Rules.options()), Rules.from_strings(["mahjong_bonus=10", "limit=1000"])
(23, Rules(limit=1000, mahjong_bonus=10))
>>> [(r.source.file, r.value) for r in Rules.option("standing_hand_reward").readings]
[('003_683196585d15b5ce.txt', 'points100'), ('mahjongg-com', 'points100'), ('kajongg-classical', 'double'), ('bmja', 'double')]
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.i18n import Text
from tutor.mahjong.sources import BABCOCK, BMJA, FOUR_WINDS, KAJONGG, MAHJONGG_COM, MILLINGTON, RULES_TEXT
from tutor.options import Choice, Flag, Integer, Reading, Subset, option
from tutor.options import Rules as _Rules

EXTRA_LIMIT_HANDS = (
    ("four_kongs", Text("four kongs", "четыре конга", "四杠")),
    ("imperial_jade", Text("Imperial Jade (all green)", "«императорский нефрит» (всё зелёное)", "绿一色")),
    ("concealed_one_suit", Text("concealed one-suit hand", "скрытая рука одной масти", "门清清一色")),
    ("plum_blossom", Text("Plum Blossom from the Roof (5 dots on a loose tile)",
                          "«цветок сливы с крыши» (5 кружков свободной фишкой)", "杠上开花（五筒）")),
    ("plucking_moon", Text("Plucking the Moon (1 dot as the last tile)",
                           "«достать луну со дна» (1 кружок последней фишкой)", "海底捞月（一筒）")),
    ("carrying_pole", Text("Scratching a Carrying Pole (robbing a kong of 2 bamboo)",
                           "«почесать коромысло» (перехват конга 2 бамбука)", "抢杠（二条）")),
    ("twofold_fortune", Text("Twofold Fortune (a loose tile after two kongs in one turn)",
                             "«двойная удача» (свободная фишка после двух конгов за ход)", "双杠上开花")),
)


@dataclass(frozen=True, init=False, repr=False)
class Rules(_Rules):
    """Mahjong's rules in force (the profile ``seed500`` by default)."""

    game = "mahjong"

    limit: int = option(
        Integer(100, 10000), 500,
        summary=Text("The limit: no hand scores more", "Лимит: больше этого не стоит ни одна рука", "封顶：任何一手牌的得分上限"),
        readings=(
            Reading(RULES_TEXT, Text("Limit hands have a fixed value, usually 500.",
                                     "Лимитные руки стоят фиксированное число очков, обычно 500.",
                                     "满贯牌有固定分值，通常为 500。"),
                    500, "Они имеют фиксированное количество очков"),
            Reading(KAJONGG, Text("The classical ruleset caps every hand at 500.",
                                  "Классический набор правил ограничивает любую руку 500 очками.",
                                  "古典规则集每手牌封顶 500。"), 500),
            Reading(BMJA, Text("The British rules use a limit of 1000.", "Британские правила используют лимит 1000.",
                               "英式规则封顶 1000。"), 1000),
        ),
        ref="§3.6",
    )

    mahjong_bonus: int = option(
        Integer(0, 100), 20,
        summary=Text("Points for going mah jong (Table B)", "Очки за маджонг (таблица B)", "和牌奖励分（表 B）"),
        readings=(
            Reading(BABCOCK, Text("Going mah jong earns 20 points.", "Маджонг приносит 20 очков.", "和牌得 20 分。"), 20),
            Reading(KAJONGG, Text("Going mah jong earns 20 points.", "Маджонг приносит 20 очков.", "和牌得 20 分。"), 20),
            Reading(MILLINGTON, Text("Millington prints 10.", "У Миллингтона 10.", "米林顿书中为 10 分。"), 10),
        ),
        ref="§3.4",
    )

    bonus_style: str = option(
        Choice(
            ("doubles", Text("doubles", "удвоения", "翻番")),
            ("points", Text("10 points each", "по 10 очков", "各加 10 分")),
        ),
        "doubles",
        summary=Text("No chows, no score, loose tile and last tile: a double or 10 points",
                     "Без чоу, без очков, свободная фишка, последняя фишка: удвоение или 10 очков",
                     "无吃、无分、杠上开花、海底：翻一番还是加 10 分"),
        readings=(
            Reading(MILLINGTON, Text("Each of them is a double for the winner.", "Каждое — удвоение для победителя.",
                                     "每项为和家翻一番。"), "doubles"),
            Reading(KAJONGG, Text("Each of them is a double for the winner.", "Каждое — удвоение для победителя.",
                                  "每项为和家翻一番。"), "doubles"),
            Reading(MAHJONGG_COM, Text("Each of them adds 10 points.", "Каждое добавляет 10 очков.", "每项加 10 分。"),
                    "points"),
        ),
        ref="§3.5",
    )

    own_bonus_doubles: str = option(
        Choice(
            ("flower_and_season", Text("one double for own flower and own season together",
                                       "одно удвоение за собственные цветок и сезон вместе", "本家花与本家季齐全翻一番")),
            ("each", Text("one double for each own bonus tile", "по удвоению за каждую собственную фишку",
                          "每张本家花季各翻一番")),
        ),
        "flower_and_season",
        summary=Text("Doubles for a player's own flower and season", "Удвоения за собственные цветок и сезон",
                     "本家花、季的翻数"),
        readings=(
            Reading(MILLINGTON, Text("One double for holding both.", "Одно удвоение за обе.", "两张齐全翻一番。"),
                    "flower_and_season"),
            Reading(KAJONGG, Text("One double for holding both.", "Одно удвоение за обе.", "两张齐全翻一番。"),
                    "flower_and_season"),
            Reading(BMJA, Text("One double for each own bonus tile.", "Удвоение за каждую собственную фишку.",
                               "每张本家花季各翻一番。"), "each"),
        ),
        ref="§3.5",
    )

    bonus_set_doubles: int = option(
        Integer(1, 2), 1,
        summary=Text("Doubles for all four flowers, or all four seasons", "Удвоения за все четыре цветка или все четыре сезона",
                     "四花齐全或四季齐全的翻数"),
        readings=(
            Reading(MILLINGTON, Text("One double.", "Одно удвоение.", "翻一番。"), 1),
            Reading(KAJONGG, Text("One double.", "Одно удвоение.", "翻一番。"), 1),
            Reading(BMJA, Text("Two doubles.", "Два удвоения.", "翻两番。"), 2),
        ),
        ref="§3.5",
    )

    loser_pairs_score: bool = option(
        Flag(), False,
        summary=Text("Pairs of dragons and of the player's or the round's wind score for losers too",
                     "Пары драконов и ветра игрока или раунда приносят очки и проигравшим",
                     "输家的箭牌对子、门风或圈风对子也计分"),
        readings=(
            Reading(RULES_TEXT, Text("Every player scores pungs, kongs and bonus tiles; the winner also scores "
                                     "some pairs.",
                                     "Все игроки получают очки за понги, конги и цветы; победитель — ещё и за "
                                     "некоторые пары.",
                                     "所有玩家的刻子、杠子和花牌计分；和家另有某些对子计分。"),
                    False, "Все игроки получают очки за «понг» и «конг»"),
            Reading(KAJONGG, Text("Valuable pairs score for every player.", "Ценные пары засчитываются всем.",
                                  "有分的对子所有玩家都计分。"), True),
            Reading(MILLINGTON, Text("Valuable pairs score for every player.", "Ценные пары засчитываются всем.",
                                     "有分的对子所有玩家都计分。"), True),
        ),
        ref="D1, §3.3",
    )

    standing_hand_reward: str = option(
        Choice(
            ("points100", Text("100 points", "100 очков", "100 分")),
            ("double", Text("one double", "одно удвоение", "翻一番")),
        ),
        "points100",
        summary=Text("Reward for completing a standing hand", "Награда за завершённый прочный расклад",
                     "完成天听的奖励"),
        readings=(
            Reading(RULES_TEXT, Text("The player who completes a standing hand gets a bonus of 100 points.",
                                     "Завершивший прочный расклад получает премию в 100 очков.",
                                     "完成天听者得 100 分奖励。"),
                    "points100", "Игрок, который завершил прочный расклад, получает премию в 100 очков"),
            Reading(MAHJONGG_COM, Text("Winning with a standing hand: 100.", "Победа с прочным раскладом: 100.",
                                       "以天听和牌：100 分。"), "points100"),
            Reading(KAJONGG, Text("An original call is one double.", "«Первоначальный вызов» — одно удвоение.",
                                  "起手听翻一番。"), "double"),
            Reading(BMJA, Text("An original call is one double.", "«Первоначальный вызов» — одно удвоение.",
                               "起手听翻一番。"), "double"),
        ),
        ref="D2, §3.7",
    )

    east_streak_limit: int = option(
        Integer(2, 99), 13,
        summary=Text("East's mah jong in a row that is a limit hand", "Какой по счёту маджонг Востока подряд — лимитная рука",
                     "庄家连和第几次算满贯牌"),
        readings=(
            Reading(RULES_TEXT, Text("East's thirteenth mah jong in a row is a limit hand.",
                                     "Тринадцатый маджонг Востока подряд — лимитная рука.",
                                     "东家连续第十三次和牌算满贯牌。"),
                    13, "з) тринадцатый «маджонг» подряд восточного ветра"),
            Reading(KAJONGG, Text("East's ninth win in a row is a limit hand.", "Девятая победа Востока подряд — лимитная рука.",
                                  "东家连和九次算满贯牌。"), 9),
        ),
        ref="D3, §3.6",
    )

    non_winner_limit_value: int = option(
        Integer(0, 100), 100,
        summary=Text("A loser's limit hand is worth this percentage of the limit",
                     "Лимитная рука проигравшего стоит столько процентов лимита",
                     "输家满贯牌值封顶的百分之几"),
        readings=(
            Reading(RULES_TEXT, Text("A player who fails to go out with such a hand still receives points from the "
                                     "others; it has a fixed value.",
                                     "Игрок с такой рукой, не сделавший маджонг, всё равно получает очки от "
                                     "других; её стоимость фиксирована.",
                                     "持此类牌而未和者仍从他人处得分；其分值固定。"),
                    100, "Если игроку с такими раскладами не удается сделать «маджонг»"),
            Reading(BMJA, Text("Calling hands of special hands are paid 0.2 to 0.4 of the limit.",
                               "Ожидающие особые руки оплачиваются в 0,2–0,4 лимита.",
                               "听牌的特殊牌型按封顶的 0.2 至 0.4 支付。")),
        ),
        ref="D4, §10 Q3",
    )

    extra_limit_hands: tuple[str, ...] = option(
        Subset(EXTRA_LIMIT_HANDS), (),
        summary=Text("Limit hands beyond the source's list", "Лимитные руки сверх списка источника",
                     "来源所列之外的满贯牌"),
        readings=(
            Reading(RULES_TEXT, Text("Lists eight limit hands as typical examples.",
                                     "Перечисляет восемь лимитных рук как типичные примеры.",
                                     "列出八种满贯牌作为典型例子。"),
                    (), "Типичными примерами являются"),
            Reading(KAJONGG, Text("Also counts all seven as limit hands.", "Считает лимитными и все семь.",
                                  "这七种也都算满贯牌。"), tuple(v for v, _ in EXTRA_LIMIT_HANDS)),
        ),
        ref="D6, §3.6",
    )

    special_hands: bool = option(
        Flag(), True,
        summary=Text("The special hands, Thirteen Orphans and Nine Gates, go mah jong (for the limit)",
                     "Особые расклады, «тринадцать сирот» и «девять врат», дают маджонг (на лимит)",
                     "特殊牌型十三幺、九莲宝灯可以和牌（按封顶计）"),
        readings=(
            Reading(RULES_TEXT, Text("Some players accept special hands outside the usual pattern as another way "
                                     "to go mah jong, usually for the limit: Thirteen Orphans and Nine Gates.",
                                     "Некоторые игроки принимают особые расклады вне обычной схемы как ещё один "
                                     "способ сделать маджонг, обычно на лимит: «тринадцать сирот» и «девять врат».",
                                     "有些玩家接受不合常规的特殊牌型作为另一种和牌方式，通常按封顶计：十三幺和九莲宝灯。"),
                    True, "принимаются некоторыми игроками"),
            Reading(RULES_TEXT, Text("So not every table does: without them a hand goes mah jong only as four sets "
                                     "and a pair.",
                                     "Значит, не за каждым столом: без них маджонг — только четыре комплекта и пара.",
                                     "可见并非每桌都接受：不接受时，只有四组加一对才能和牌。"),
                    False, "Особые расклады «маджонг», не совпадающие с обычной схемой"),
            Reading(KAJONGG, Text("Thirteen Orphans and Nine Gates are limit hands.",
                                  "«Тринадцать сирот» и «девять врат» — лимитные руки.",
                                  "十三幺和九莲宝灯是满贯牌。"), True),
        ),
        ref="§3.1",
    )

    claimed_kong_concealed: bool = option(
        Flag(), False,
        summary=Text("A kong claimed onto a concealed pung keeps the hand fully concealed",
                     "Конг, заявленный на скрытый понг, оставляет руку полностью скрытой",
                     "暗刻上碰杠成的杠仍算门清"),
        readings=(
            Reading(RULES_TEXT, Text("The claimer exposes the completed kong.", "Заявивший выставляет завершённый конг.",
                                     "杠牌者亮出完成的杠。"),
                    False, "Любой игрок может претендовать на последнюю выставленную табличку для «конг»"),
            Reading(MILLINGTON, Text("Such a kong counts as concealed.", "Такой конг считается скрытым.", "此杠算暗杠。"),
                    True),
            Reading(KAJONGG, Text("Such a kong counts as concealed.", "Такой конг считается скрытым.", "此杠算暗杠。"),
                    True),
        ),
        ref="D7, §3.2",
    )

    false_mahjong_penalty: str = option(
        Choice(
            ("double_limit", Text("twice the limit to each other player", "двойной лимит каждому",
                                  "向其他每家各付两倍封顶")),
            ("half_limit", Text("half the limit to each other player", "половина лимита каждому",
                                "向其他每家各付半个封顶")),
            ("flat300", Text("300 to each other player", "300 каждому", "向其他每家各付 300")),
        ),
        "double_limit",
        summary=Text("Penalty for a false mah jong", "Штраф за ошибочный маджонг", "诈和的罚分"),
        readings=(
            Reading(RULES_TEXT, Text("Pays each other player a double amount; the base is not said.",
                                     "Платит каждому «двойное количество очков»; основа не названа.",
                                     "向其他每家支付“双倍分数”，未说明基数。"),
                    "double_limit", "Если игрок, объявивший «Маджонг», полностью вскрывает свой расклад"),
            Reading(BMJA, Text("Half the limit to each player.", "Половина лимита каждому.", "每家半个封顶。"), "half_limit"),
            Reading(KAJONGG, Text("A flat 300.", "Фиксированные 300.", "固定 300 分。"), "flat300"),
        ),
        ref="§3.8",
    )

    broken_standing_hand: str = option(
        Choice(
            ("no_win", Text("he may not go out in that hand", "не может выйти в этой раздаче", "本局不得和牌")),
            ("lose_bonus", Text("he only loses the bonus", "лишь теряет премию", "仅失去奖励")),
        ),
        "no_win",
        summary=Text("What happens to a player who changes his standing hand", "Что грозит изменившему прочный расклад",
                     "改动天听牌的后果"),
        readings=(
            Reading(RULES_TEXT, Text("He must not change any of his 13 tiles; the consequence is not said.",
                                     "Он не должен менять ни одной из 13 фишек; последствие не названо.",
                                     "他不得更换 13 张牌中的任何一张；未说明违反的后果。"),
                    None, "Игрок, заявивший прочный расклад, после этого не должен менять"),
            Reading(KAJONGG, Text("A broken original call may not go out.", "Нарушивший «первоначальный вызов» не может выйти.",
                                  "破坏起手听者不得和牌。"), "no_win"),
        ),
        ref="§3.7",
    )

    standing_hand_win_on_discard: bool = option(
        Flag(), True,
        summary=Text("A standing hand may win on a discard", "С прочным раскладом можно выйти на сброшенной фишке",
                     "天听可以和别家打出的牌"),
        readings=(
            Reading(RULES_TEXT, Text("Says how he draws and discards, not whether he may claim.",
                                     "Говорит, как он берёт и сбрасывает, но не может ли он заявлять.",
                                     "只说明摸打方式，未说明能否吃碰和。"),
                    None, "При каждом своем ходе он берет табличку"),
        ),
        ref="§10 Q6",
    )

    dead_game_breaks_east_streak: bool = option(
        Flag(), False,
        summary=Text("A dead game ends East's run of wins", "Мёртвая партия прерывает серию побед Востока",
                     "流局中断庄家连和"),
        readings=(
            Reading(RULES_TEXT, Text("After a dead game the same player deals again as East.",
                                     "После мёртвой партии тот же игрок снова играет Востоком.",
                                     "流局后由同一玩家继续坐庄。"),
                    False, "Партия объявляется мертвой"),
        ),
        ref="§6",
    )

    pass_deal_after_streak_limit: bool = option(
        Flag(), True,
        summary=Text("After East's limit win in a row the deal passes", "После лимитной серии Востока сдача переходит",
                     "庄家连和成满贯牌后让庄"),
        readings=(
            Reading(KAJONGG, Text("The deal passes after the limit streak.", "После лимитной серии сдача переходит.",
                                  "连和成满贯牌后让庄。"), True),
        ),
        ref="§10 Q5",
    )

    heavens_blessing_allows_bonus_replacement: bool = option(
        Flag(), True,
        summary=Text("Heaven's Blessing may include replaced bonus tiles", "«Первичный расклад» допускает замену цветов",
                     "天和可以补花"),
        readings=(
            Reading(RULES_TEXT, Text("East's dealt hand; replacements are not mentioned.",
                                     "Расклад Востока в начале игры; о замене не сказано.",
                                     "东家起手牌；未提补花。"),
                    None, "е) первичный расклад"),
            Reading(KAJONGG, Text("The dealt hand must be unchanged.", "Сданная рука не должна меняться.", "起手牌不得变动。"),
                    False),
            Reading(FOUR_WINDS, Text("Offers both.", "Предлагает оба прочтения.", "两种皆可选。")),
        ),
        ref="§3.6 е, §6",
    )

    earths_blessing_self_draw: bool = option(
        Flag(), False,
        summary=Text("Earth's Blessing also counts a player's first self-drawn win",
                     "«Земное благословение» засчитывается и с первой фишкой, взятой со стены",
                     "地和也包括闲家首次自摸"),
        readings=(
            Reading(RULES_TEXT, Text("A hand completed with East's first discard.",
                                     "Расклад, завершённый первой сброшенной Востоком фишкой.",
                                     "以东家第一张打出的牌和牌。"),
                    False, "ж) расклад, завершенный с первым выставлением таблички"),
            Reading(FOUR_WINDS, Text("An extended option adds the first self-draw.", "Дополнительный параметр правил добавляет и первую фишку, взятую со стены.",
                                     "扩展选项加入首次自摸。"), True),
        ),
        ref="§6",
    )

    earths_blessing_after_east_kong: bool = option(
        Flag(), True,
        summary=Text("Earth's Blessing also counts when East declared a concealed kong before his first discard",
                     "«Земное благословение» засчитывается, даже если Восток до первого сброса объявил скрытый конг",
                     "东家在第一次打牌前暗杠，地和仍然成立"),
        readings=(
            Reading(RULES_TEXT, Text("A hand completed with East's first discard; a kong East declares before it "
                                     "is not mentioned, and the discard after it is still his first.",
                                     "Расклад, завершённый первой сброшенной Востоком фишкой; о конге Востока до "
                                     "неё не сказано, а сброс после конга — всё равно его первый.",
                                     "以东家第一张打出的牌和牌；未提东家在此之前开杠，而杠后打出的仍是他的第一张牌。"),
                    True, "ж) расклад, завершенный с первым выставлением таблички"),
            Reading(KAJONGG, Text("A win on the hand's first discard is Earth's Blessing, whatever East declared "
                                  "before it.",
                                  "Победа на первом сбросе раздачи — «земное благословение», что бы Восток ни "
                                  "объявил до него.",
                                  "和本局第一张打出的牌即为地和，无论东家此前宣告了什么。"), True),
        ),
        ref="§3.6 ж",
    )

    orphans_rob_concealed_kong: bool = option(
        Flag(), True,
        summary=Text("Thirteen Orphans may rob a concealed kong", "«Тринадцать сирот» могут перехватить скрытый конг",
                     "十三幺可以抢暗杠"),
        readings=(
            Reading(KAJONGG, Text("Thirteen Orphans may rob a concealed kong.", "«Тринадцать сирот» могут перехватить скрытый конг.",
                                  "十三幺可抢暗杠。"), True),
        ),
        ref="§6",
    )

    wall_side: str = option(
        Choice(
            ("east", Text("East's own wall", "стена Востока", "庄家自己的牌墙")),
            ("counted", Text("the wall the dice count to, round the table from East",
                             "стена, до которой доходит счёт по кругу от Востока",
                             "从庄家起按行牌顺序数到的那一家的牌墙")),
        ),
        "east",
        summary=Text("Whose wall East's dice break", "Чью стену пробивает бросок Востока", "庄家掷骰开哪一家的牌墙"),
        readings=(
            Reading(RULES_TEXT, Text("East counts the stacks from the right-hand end of his own wall.",
                                     "Восток отсчитывает пары справа налево от края своей стены.",
                                     "庄家从自己牌墙的右端起数墩。"), "east", "По числу выпавших очков он отсчитывает"),
            Reading(RULES_TEXT, Text("East throws the dice to decide which side of the wall is broken.",
                                     "Восток бросает кости, чтобы определить, какую сторону стены пробивать.",
                                     "庄家掷骰是为了决定开哪一面牌墙。"), "counted",
                    "Восток бросает две игральные кости, чтобы определить"),
        ),
        ref="§8 item 12",
    )

    dead_waits_count: bool = option(
        Flag(), False,
        summary=Text("A tile the player holds all four of still counts as a wait",
                     "Фишка, все четыре копии которой у игрока, всё же считается ожидаемой",
                     "自己已有四张的牌仍算听牌张"),
        readings=(
            Reading(KAJONGG, Text("Such a tile is no wait, so the other one is the only possible tile.",
                                  "Такую фишку не ждут, так что другая — единственно возможная.",
                                  "这种牌不算听张，另一张便是唯一可能的牌。"), False),
        ),
        ref="§2",
    )
