"""Pachisi's rules as one immutable value: the options of ``shared/specs/pachisi.md``.

The defaults are the rules the source plays by (four players, each for himself).
``corners`` chooses the players' home corners, and so their number; ``variant``
chooses the author's push-ups scoring (his Note 1) or the partners game (Note 2); the three experimental rules
the author tried and dropped (his Note 3) are flags, off.

>>> from tutor.pachisi.rules import Rules
>>> Rules(), Rules.from_strings(["corners=A1,H8"]).corners
(Rules(), ('A1', 'H8'))
>>> [o.name for o in Rules.options()]
['corners', 'home_new_old_barrier', 'variant', 'basic_stakes', 'pushups_brought_home', 'pushups_stop_at_first_finisher', 'partners_mixed_pair_is_barrier', 'partner_barrier_needs_six', 'partner_on_home_blocks_entry', 'extra_throw_on_eat', 'only_pairs_jumpable', 'extra_throw_on_yard', 'extra_throw_on_yard_entry']
>>> Rules(corners=("A1",))
Traceback (most recent call last):
  ...
tutor.errors.TutorError: rules.bad-subset: the rule option 'corners' cannot be 'A1' (choose 2 to 4 of: A1, A8, H8, H1, separated by commas)

The partners game needs all four corners:

>>> Rules(variant="partners", corners=("A1", "H8"))
Traceback (most recent call last):
  ...
tutor.errors.TutorError: pachisi.partners-need-four: the partners game needs four players, at A1, A8, H8 and H1
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.errors import TutorError
from tutor.i18n import Text
from tutor.options import Choice, Flag, Reading, Subset, option
from tutor.options import Rules as _Rules
from tutor.pachisi.sources import CHESSBOARD_RULES as SOURCE


def _corner(name: str, en: str, ru: str, zh: str) -> tuple[str, Text]:
    return name, Text(f"{name} ({en})", f"{name} ({ru})", f"{name}（{zh}）")


# what the author says of each of the three rules he tried (his Note 3)
_DROPPED = Reading(SOURCE, Text("Dropped: it means less thinking.", "Отвергнуто: надо меньше думать.",
                                "被放弃：让人少动脑。"),
                   False, "В результате многих экспериментов")


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
                                 "игроков в тексте перепутаны; см. страницу «Прочтения и параметры правил»).",
                                 "四人时家在 A1、A8、H1 和 H8（原文把第三、第四位玩家的家写反了，见“读法与规则选项”页）。"),
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

    variant: str = option(
        Choice(
            ("basic", Text("each for himself; the first to finish wins and the last player left loses",
                           "каждый сам за себя; выигрывает первый закончивший, проигрывает последний оставшийся",
                           "各自为战；第一个走完的玩家获胜，最后剩下的玩家为输家")),
            ("pushups", Text("push-ups: when the first player finishes, the others pay in push-ups",
                             "на отжимания: когда первый игрок закончил, остальные отжимаются",
                             "俯卧撑：第一位玩家走完时，其余玩家做俯卧撑")),
            ("partners", Text("partners: A1 with H8 against A8 with H1; the first to finish wins for his pair",
                              "парами: A1 с H8 против A8 с H1; первый закончивший выигрывает за свою пару",
                              "两人一组：A1 与 H8 对 A8 与 H1；第一个走完的人为本组赢得比赛")),
        ),
        "basic",
        summary=Text("Which game is played: the basic game, the author's push-ups scoring (Note 1), or the "
                     "partners game (Note 2)",
                     "Какой вариант игры: основной, с отжиманиями, как играет автор (примечание 1), или игра "
                     "парами (примечание 2)",
                     "玩哪种玩法：基本玩法、作者的俯卧撑计分（附注1）或两人一组的玩法（附注2）"),
        readings=(
            Reading(SOURCE, Text("The first player to bring his four pieces round wins; the last player left is "
                                 "declared the loser.",
                                 "Выигрывает тот, кто первым провёл свои четыре шашки; последний оставшийся "
                                 "игрок объявляется проигравшим.",
                                 "第一个把四枚棋子走完一圈的玩家获胜；最后剩下的玩家被判为输家。"),
                    "basic", "Выигрывает игрок, первым сумевший провести"),
            Reading(SOURCE, Text("The author and his friends play on until the first player has brought his pieces "
                                 "home; everyone else does push-ups (or squats).",
                                 "Автор с друзьями играет так: кто первым завёл шашки домой, ничего не делает, "
                                 "а остальные отжимаются (или приседают).",
                                 "作者和朋友们这样玩：第一个把棋子带回家的人什么都不用做，其余的人做俯卧撑（或深蹲）。"),
                    "pushups", "1. Автор в компании своих друзей применяет следующий вариант игры"),
            Reading(SOURCE, Text("The liveliest game is four players in two pairs, partners sitting opposite.",
                                 "Самый азартный вариант — вчетвером и парами; партнёры сидят напротив друг друга.",
                                 "最刺激的玩法是四人分两组，搭档相对而坐。"),
                    "partners", "2. Самый азартный вариант игры – это вчетвером и парами"),
        ),
        ref="§4.6, §4.7, §4.8",
    )

    basic_stakes: str = option(
        Choice(
            ("loser_pays_winner", Text("the last player left pays the first to finish 1; the others are even",
                                       "последний оставшийся платит 1 первому закончившему; остальные при своих",
                                       "最后剩下的玩家付给第一个走完的玩家1分；其余玩家不输不赢")),
            ("loser_pays_each", Text("the last player left pays each of the others 1",
                                     "последний оставшийся платит по 1 каждому из остальных",
                                     "最后剩下的玩家付给其余每位玩家各1分")),
        ),
        "loser_pays_winner",
        summary=Text("The basic game's stakes: who pays the loser's point",
                     "Ставки в основной игре: кому платит проигравший",
                     "基本玩法的输赢：输家付分给谁"),
        readings=(
            Reading(SOURCE, Text("The first player to bring his four pieces round wins, and the last player left "
                                 "is declared the loser; no stakes are named, so the loser pays the winner one "
                                 "point.",
                                 "Выигрывает тот, кто первым провёл свои четыре шашки, а последний оставшийся "
                                 "объявляется проигравшим; ставки не названы, так что проигравший платит "
                                 "победителю одно очко.",
                                 "第一个把四枚棋子走完一圈的玩家获胜，最后剩下的玩家被判为输家；原文没有说输赢多少，"
                                 "所以输家付给赢家1分。"),
                    "loser_pays_winner", "Выигрывает игрок, первым сумевший провести"),
            Reading(SOURCE, Text("A player who has finished leaves, and the game goes on without him; only the last "
                                 "player left is named, as the loser. Read as one loser against all who got out "
                                 "before him, he pays each of them one point.",
                                 "Закончивший игрок уходит, и игра продолжается без него; назван только "
                                 "последний оставшийся — проигравший. Если считать, что он проиграл всем, кто "
                                 "вышел раньше, он платит каждому из них по очку.",
                                 "走完的玩家离场，游戏在没有他的情况下继续；原文只点名最后剩下的玩家为输家。"
                                 "如果理解为他输给了所有比他先走完的玩家，他就付给其中每人1分。"),
                    "loser_pays_each", "Если игрок выставил все свои шашки во «двор»"),
        ),
        ref="§4.6",
        requires=("variant", "basic"),
    )

    pushups_brought_home: str = option(
        Choice(
            ("yard_and_old", Text("the pieces in the yard and an old piece on the home",
                                  "шашки во дворе и старая шашка в доме", "院子里的棋子和家里的老棋子")),
            ("yard_only", Text("only the pieces in the yard", "только шашки во дворе", "只算院子里的棋子")),
        ),
        "yard_and_old",
        summary=Text("Push-ups: which pieces count as brought home",
                     "Отжимания: какие шашки считаются заведёнными домой", "俯卧撑：哪些棋子算已带回家"),
        readings=(
            Reading(SOURCE, Text("Five push-ups for each piece not brought \"home\"; which pieces count is not said.",
                                 "По 5 отжиманий за каждую шашку, не заведённую «домой»; какие шашки считаются, "
                                 "не сказано.",
                                 "每枚没带“回家”的棋子做5个俯卧撑；哪些棋子算数，原文没有说。"),
                    None, "тот, кто первым завел свои шашки «домой», ничего не делает"),
        ),
        ref="§4.7",
        requires=("variant", "pushups"),
    )

    pushups_stop_at_first_finisher: bool = option(
        Flag(), True,
        summary=Text("Push-ups: the game ends when the first player finishes",
                     "Отжимания: игра кончается, когда закончил первый игрок",
                     "俯卧撑：第一位玩家走完时游戏结束"),
        readings=(
            Reading(SOURCE, Text("The push-ups are counted when the first player has brought his pieces home; "
                                 "whether play goes on is not said.",
                                 "Отжимания считают, когда первый игрок завёл свои шашки домой; продолжается ли "
                                 "игра, не сказано.",
                                 "第一位玩家把棋子带回家时计算俯卧撑；之后是否继续下，原文没有说。"),
                    None, "тот, кто первым завел свои шашки «домой», ничего не делает"),
        ),
        ref="§4.7",
        requires=("variant", "pushups"),
    )

    partners_mixed_pair_is_barrier: bool = option(
        Flag(), True,
        summary=Text("Partners: one piece of each partner on a square is already a (mixed) barrier",
                     "Игра парами: по одной шашке каждого партнёра на поле — уже (смешанный) барьер",
                     "两人一组：搭档各一枚棋子同在一格就已构成（混合）屏障"),
        readings=(
            Reading(SOURCE, Text("Barriers made of the pieces of two partners are \"mixed\" barriers; how many "
                                 "pieces make one is not said.",
                                 "Барьеры из шашек двух игроков-партнёров — «смешанные»; из скольких шашек он "
                                 "состоит, не сказано.",
                                 "由两位搭档的棋子组成的屏障是“混合”屏障；几枚棋子才算，原文没有说。"),
                    None, "В-третьих, если образуются"),
        ),
        ref="§4.8",
        requires=("variant", "partners"),
    )

    partner_barrier_needs_six: bool = option(
        Flag(), True,
        summary=Text("Partners: a partner's own barrier needs a 6 to pass, as any barrier",
                     "Игра парами: барьер партнёра, как и любой барьер, перепрыгивают только шестёркой",
                     "两人一组：搭档自己的屏障也和其他屏障一样，要掷出6才能越过"),
        readings=(
            Reading(SOURCE, Text("Only mixed barriers are discussed: opponents can never jump them, the partners "
                                 "can with a 6.",
                                 "Говорится только о смешанных барьерах: соперники не могут их перепрыгнуть никогда, "
                                 "а сами партнёры могут шестёркой.",
                                 "原文只谈到混合屏障：对手永远不能越过，搭档自己掷出6可以越过。"),
                    None, "В-третьих, если образуются"),
        ),
        ref="§4.8",
        requires=("variant", "partners"),
    )

    partner_on_home_blocks_entry: bool = option(
        Flag(), False,
        summary=Text("Partners: a partner's barrier on your home stops you entering",
                     "Игра парами: барьер партнёра в вашем доме не даёт выставить шашку",
                     "两人一组：搭档在你家里的屏障会挡住你出子"),
        readings=(
            Reading(SOURCE, Text("A partner's pieces are not eaten, and a player may stand on the square of his "
                                 "partner's piece; entering is not discussed.",
                                 "Шашки партнёра не съедаются, и на поле с шашкой партнёра вставать можно; о "
                                 "выставлении не сказано.",
                                 "搭档的棋子不会被吃，可以走到搭档棋子所在的格子；出子的情形原文没有谈。"),
                    None, "Во-вторых, шашки своего партнера не съедаются"),
        ),
        ref="§4.8",
        requires=("variant", "partners"),
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
                                 "думать; с этим правилом съесть шашку всегда выгодно.",
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
            _DROPPED,
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
            _DROPPED,
        ),
        ref="§4.9 (c)",
    )

    extra_throw_on_yard_entry: str = option(
        Choice(
            ("old_piece", Text("only an old piece: one that stopped on its home first, then steps into the yard",
                               "только старая шашка: та, что сначала остановилась в своём доме, а потом "
                               "заходит во двор",
                               "只限老棋子：先停在自家、再走进院子的棋子")),
            ("any_piece", Text("any piece that comes into the yard, also one that passes its home without "
                               "stopping",
                               "любая шашка, зашедшая во двор, в том числе прошедшая свой дом без остановки",
                               "任何走进院子的棋子，包括不停留、直接经过自家的棋子")),
        ),
        "old_piece",
        summary=Text("Rule (c): which pieces coming into the yard earn the extra throw",
                     "Правило (в): за заход какой шашки во двор дают дополнительный бросок",
                     "规则（c）：哪些棋子进院可再掷一次"),
        readings=(
            Reading(SOURCE, Text("An \"old\" piece is one that has gone round and come back home but not yet "
                                 "into the yard; a piece that passes its home straight into the yard never "
                                 "was one.",
                                 "«Старая» — шашка, которая обошла доску и вернулась домой, но ещё не вошла во "
                                 "двор; шашка, прошедшая свой дом прямо во двор, старой не бывала.",
                                 "“老棋子”是绕完一圈回到家、但还没进院子的棋子；不停留、直接经过自家进院的棋子从来不是老棋子。"),
                    "old_piece", "Шашка, которая обошла всю доску и вернулась"),
            Reading(SOURCE, Text("The article also calls the white diamonds' piece one step before its home "
                                 "\"old\" (Figure 2, scenario 4c): in that loose sense every piece on its last "
                                 "approach is old.",
                                 "Автор называет «старой» и шашку белых ромбов, которой остался один шаг до дома "
                                 "(рисунок 2, сценарий 4c): в этом широком смысле старая — любая шашка на "
                                 "последнем подходе.",
                                 "作者也把离家还差一步的白菱棋子叫作“老棋子”（图2情形4c）：按这种宽泛的说法，最后一段路上的棋子都算老棋子。"),
                    "any_piece", "соперник потерял свою «старую» шашку"),
        ),
        ref="§4.9 (c)",
        requires=("extra_throw_on_yard", True),
    )

    @property
    def partners(self) -> bool:
        """The partners game: opposite players play as a pair (spec §4.11)."""
        return self.variant == "partners"

    @property
    def pushups_game(self) -> bool:
        """The push-ups game: the others pay the first to finish in push-ups (Note 1)."""
        return self.variant == "pushups"

    @property
    def ends_at_first_finisher(self) -> bool:
        """The game ends when the first player (or pair) has every piece home."""
        return self.partners or self.variant == "pushups" and self.pushups_stop_at_first_finisher

    def check(self) -> None:
        if self.partners and len(self.corners) != 4:
            raise TutorError("pachisi.partners-need-four")
