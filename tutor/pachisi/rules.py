"""Pachisi's rules as one immutable value: the options of ``shared/specs/pachisi.md``.

The defaults are the rules the source plays by (four players, each for himself).
``corners`` chooses the players' home corners, and so their number; the three
experimental rules the author tried and dropped (his Note 3) are flags, off.

>>> from tutor.pachisi.rules import Rules
>>> Rules(), Rules.from_strings(["corners=A1,H8"]).corners
(Rules(), ('A1', 'H8'))
>>> [o.name for o in Rules.options()]
['corners', 'home_new_old_barrier', 'extra_throw_on_eat', 'only_pairs_jumpable', 'extra_throw_on_yard']
>>> Rules(corners=("A1",))
Traceback (most recent call last):
  ...
tutor.errors.TutorError: rules.bad-subset: the rule option 'corners' cannot be 'A1' (choose 2 to 4 of: A1, A8, H8, H1, separated by commas)

The push-ups scoring (Note 1) and the partners game (Note 2) are not options yet:
they come with their own slice of the engine.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.i18n import Text
from tutor.options import Flag, Reading, Subset, option
from tutor.options import Rules as _Rules
from tutor.pachisi.sources import CHESSBOARD_RULES as SOURCE


def _corner(name: str, en: str, ru: str, zh: str) -> tuple[str, Text]:
    return name, Text(f"{name} ({en})", f"{name} ({ru})", f"{name}（{zh}）")


@dataclass(frozen=True, init=False, repr=False)
class Rules(_Rules):
    """Pachisi's rules in force."""

    game = "pachisi"

    corners: tuple[str, ...] = option(
        Subset(
            (_corner("A1", "first player", "первый игрок", "第一位玩家"),
            _corner("A8", "second player", "второй игрок", "第二位玩家"),
            _corner("H8", "third player", "третий игрок", "第三位玩家"),
            _corner("H1", "fourth player", "четвёртый игрок", "第四位玩家")),
            low=2, high=4,
        ),
        ("A1", "A8", "H8", "H1"),
        summary=Text("The home corners in use, and so the number of players (2 to 4); "
                     "with fewer than four, by default the first corners in seat order",
                     "Занятые углы-дома, а значит, и число игроков (от 2 до 4); если игроков меньше "
                     "четырёх, по умолчанию берутся первые углы по порядку мест",
                     "使用哪些角作为家，也就决定了玩家人数（2至4人）；不足四人时，默认按座次取前几个角"),
        readings=(
            Reading(SOURCE, Text("Two to four players, each for himself; the text does not say which corners "
                                 "two or three players use.",
                                 "Играют от двух до четырёх человек, каждый сам за себя; какие углы занимают "
                                 "двое или трое, в тексте не сказано.",
                                 "二至四人，各自为战；原文没有说明两人或三人时用哪些角。"),
                    None, "Игроков от двух до четырех"),
            Reading(SOURCE, Text("With four players the homes are A1, A8, H1 and H8 (the text swaps the homes "
                                 "of the third and fourth players; see the interpretations page).",
                                 "При четырёх игроках дома — A1, A8, H1 и H8 (дома третьего и четвёртого "
                                 "игроков в тексте перепутаны; см. страницу толкований).",
                                 "四人时家在 A1、A8、H1 和 H8（原文把第三、第四位玩家的家写反了，见“解读”页）。"),
                    ("A1", "A8", "H8", "H1"), "Допустим игроков четверо. Для первого игрока"),
        ),
        ref="§4.1",
    )

    home_new_old_barrier: bool = option(
        Flag(), True,
        summary=Text("A new and an old piece together on their home form a barrier",
                     "Новая и старая шашки вместе в своём доме образуют барьер",
                     "同在自家的新棋子和老棋子合起来构成屏障"),
        readings=(
            Reading(SOURCE, Text("A home can hold new and old pieces at once, and the players must remember "
                                 "which is which; whether they form a barrier together is not said.",
                                 "В доме могут стоять одновременно новые и старые шашки, и игрокам надо "
                                 "помнить, какие из них какие; образуют ли они вместе барьер, не сказано.",
                                 "家里可以同时有新棋子和老棋子，玩家必须记住哪颗是哪颗；它们合起来是否构成屏障，原文没有说。"),
                    None, "Так как «дома» могут оказаться"),
        ),
        ref="§4.5",
    )

    extra_throw_on_eat: bool = option(
        Flag(), False,
        summary=Text("Eating a piece gives an extra throw (a rule the author tried and dropped)",
                     "Съевший шашку бросает ещё раз (правило, которое автор испытал и отверг)",
                     "吃掉棋子可再掷一次（作者试过又放弃的规则）"),
        readings=(
            Reading(SOURCE, Text("Tried: a player who eats a piece throws again, and may not refuse.",
                                 "Испытывалось: съевший шашку соперника получает дополнительный бросок, "
                                 "отказаться от которого нельзя.",
                                 "试过：吃掉对手棋子的玩家再掷一次，不得放弃。"),
                    True, "а) Игрок, который съел шашку соперника"),
            Reading(SOURCE, Text("Dropped with the other two: they all mean less thinking; with this one, "
                                 "eating is always right.",
                                 "Отвергнуто вместе с двумя другими: все они ведут к тому, что надо меньше "
                                 "думать; с этим правилом есть всегда выгодно.",
                                 "与另两条一起被放弃：它们都让人少动脑；有了这条，吃子总是划算的。"),
                    False, "В результате многих экспериментов"),
        ),
        ref="§4.9 (a)",
    )

    only_pairs_jumpable: bool = option(
        Flag(), False,
        summary=Text("Only barriers of two pieces can be jumped with a 6 (a rule the author tried and dropped)",
                     "Шестёркой можно перепрыгнуть только барьер из двух шашек (правило, которое автор "
                     "испытал и отверг)",
                     "掷出6只能跳过两颗棋子的屏障（作者试过又放弃的规则）"),
        readings=(
            Reading(SOURCE, Text("Tried: barriers of three or four pieces cannot be jumped with any throw; "
                                 "it gave the trailing player an unearned advantage.",
                                 "Испытывалось: тройной и четверной барьеры нельзя перепрыгнуть ни при каком "
                                 "броске; отстающий получал незаслуженное преимущество.",
                                 "试过：三颗或四颗棋子的屏障任何点数都不能跳过；这让落后的玩家得到不应有的优势。"),
                    True, "б) Не через все барьеры можно перепрыгивать"),
            Reading(SOURCE, Text("Dropped: it means less thinking.", "Отвергнуто: надо меньше думать.",
                                 "被放弃：让人少动脑。"),
                    False, "В результате многих экспериментов"),
        ),
        ref="§4.9 (b)",
    )

    extra_throw_on_yard: bool = option(
        Flag(), False,
        summary=Text("Moving an old piece into the yard, or a yard piece forward, gives an extra throw "
                     "(a rule the author tried and dropped)",
                     "Заход старой шашки во двор или ход шашкой во дворе даёт дополнительный бросок "
                     "(правило, которое автор испытал и отверг)",
                     "老棋子进院或院内棋子前进可再掷一次（作者试过又放弃的规则）"),
        readings=(
            Reading(SOURCE, Text("Tried: bringing an old piece into the yard (not just home), or moving a yard "
                                 "piece one or two squares on, gives an extra throw that must be taken.",
                                 "Испытывалось: заход старой шашки во двор (не в дом!) или ход шашки во дворе "
                                 "на одно-два поля вперёд даёт дополнительный бросок, от которого нельзя "
                                 "отказаться.",
                                 "试过：把老棋子走进院子（不是回家），或院内棋子前进一两格，可再掷一次，不得放弃。"),
                    True, "в) Игрок, который завел «старую» шашку во «двор»"),
            Reading(SOURCE, Text("Dropped: it means less thinking.", "Отвергнуто: надо меньше думать.",
                                 "被放弃：让人少动脑。"),
                    False, "В результате многих экспериментов"),
        ),
        ref="§4.9 (c)",
    )
