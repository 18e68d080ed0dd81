"""Backgammon's rules as one immutable value: each source-vs-standard difference the engine decides is an option.

The defaults are the standard game (spec §2.9: every disagreement is resolved to the
standard rule); the source's literal readings are values you can choose.

>>> from tutor.backgammon.rules import Rules
>>> Rules(), Rules(bar_entry="empty_point")
(Rules(), Rules(bar_entry='empty_point'))
>>> [o.name for o in Rules.options()][:3]
['bar_entry', 'backgammon_checkers', 'variant']
>>> Rules.from_strings(["variant=russian"])
Rules(variant='russian')

The variant options (``acey_deucey_*``, ``russian_*``) belong to their variant; set
without it, they are an error rather than silently ignored:

>>> Rules(russian_double_moves="2+2")
Traceback (most recent call last):
  ...
tutor.errors.TutorError: backgammon.variant-option: the rule option 'russian_double_moves' belongs to the variant russian: add variant=russian
>>> [(r.source.file, r.value) for r in Rules.option("bar_entry").readings]
[('004_a765edbefe2505d9.txt', 'empty_point'), ('bkgm-rules', 'standard')]
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.backgammon.board import START, VARIANT_START, Position
from tutor.backgammon.sources import (
    BGMATES,
    BKGM,
    BKGM_ACEY,
    BKGM_RUSSIAN,
    GAMMONPARTY,
    ITAVLI,
    RULES_TEXT,
    WIKIPEDIA_ACEY,
)
from tutor.errors import TutorError
from tutor.i18n import Text
from tutor.options import Choice, Flag, Reading, option
from tutor.options import Rules as _Rules


@dataclass(frozen=True, init=False, repr=False)
class Rules(_Rules):
    """Backgammon's rules in force (the standard game by default)."""

    game = "backgammon"

    def check(self) -> None:
        for name, value in self.changed().items():
            for prefix, variant in (("acey_deucey_", "acey-deucey"), ("russian_", "russian")):
                if name.startswith(prefix) and self.variant != variant:
                    raise TutorError("backgammon.variant-option", option=name, variant=variant, value=value)

    # --- what the variant changes, answered by the rules (the engine asks these, never ``variant``) ---

    @property
    def ordinary_turns(self) -> bool:
        """Standard backgammon: every checker starts on the board and a turn is one roll (the C generator's game)."""
        return self.variant == "standard"

    @property
    def start(self) -> Position:
        """Where a game starts, the first player on roll.

        >>> Rules().start, Rules(variant="russian").start
        (Position.parse('4HPwATDgc/ABMA'), Position.parse('AAAAAAAAAAAAAA:15:15', same_direction=True))
        """
        if not self.starts_off_board:
            return START
        return Position(VARIANT_START.mover, VARIANT_START.opponent, 15, 15, self.same_direction)

    @property
    def starts_off_board(self) -> bool:
        """The variants: every checker starts off the board, waiting to enter as from the bar."""
        return self.variant != "standard"

    @property
    def same_direction(self) -> bool:
        """Russian backgammon: both sides enter on the same table and number the points alike."""
        return self.variant == "russian"

    @property
    def cube_in_play(self) -> bool:
        """Is the doubling cube used?  Not in Russian backgammon, nor in Acey-Deucey unless scored as backgammon.

        >>> Rules().cube_in_play, Rules(variant="russian").cube_in_play
        (True, False)
        """
        if self.variant == "acey-deucey":
            return self.acey_deucey_scoring == "backgammon"
        return self.variant == "standard"

    @property
    def scoring(self) -> str:
        """What a game won is worth: ``'gammons'`` (single, gammon, backgammon), ``'single'``, or
        ``'checkers'`` (one point per checker the loser has not borne off: Acey-Deucey per checker)."""
        if self.variant == "acey-deucey" and self.acey_deucey_scoring != "backgammon":
            return "checkers" if self.acey_deucey_scoring == "per_checker" else "single"
        if self.variant == "russian" and not self.russian_gammons:
            return "single"
        return "gammons"

    @property
    def opening_throw_played(self) -> bool:
        """Does the winner of the opening throw (one die each, ties thrown again) play the two numbers thrown, so
        that the opening play is never a double?  In Acey-Deucey (bkgm) he throws both dice afresh instead.

        >>> Rules().opening_throw_played, Rules(variant="acey-deucey").opening_throw_played
        (True, False)
        >>> Rules(variant="acey-deucey", acey_deucey_opening="opening_throw").opening_throw_played
        True
        """
        if self.variant == "acey-deucey":
            return self.acey_deucey_opening == "opening_throw"
        return True

    @property
    def first_roll_enters_only(self) -> bool:
        """Russian backgammon, the chapter's literal reading: does a player's first roll only bring checkers in?"""
        return self.variant == "russian" and self.russian_first_roll == "enter"

    @property
    def opening_reroll_choice(self) -> bool:
        """Russian backgammon (bkgm): may the first player roll both dice again instead of playing the opening roll?"""
        return self.variant == "russian" and self.russian_opening_reroll

    @property
    def acey_deucey_bonus(self) -> str:
        """What a fully played 1-2 gives: ``'double'`` (name a double, play it, roll again), ``'roll'``, or ``''``."""
        if self.variant != "acey-deucey":
            return ""
        return "double" if self.acey_deucey_style == "standard" else "roll"

    @property
    def entry_needs_double_or_acey_deucey(self) -> bool:
        """Acey-Deucey's older reading: no checker enters before the player rolls a double or a 1-2."""
        return self.variant == "acey-deucey" and self.acey_deucey_entry.startswith("after_double_or_acey_deucey")

    @property
    def opening_double_rolls_again(self) -> bool:
        """Acey-Deucey's older reading: the double that lets a player's first checkers in gives another roll."""
        return self.variant == "acey-deucey" and self.acey_deucey_entry == "after_double_or_acey_deucey_roll_again"

    @property
    def all_enter_before_moving(self) -> bool:
        """Acey-Deucey: all fifteen checkers enter before any moves on."""
        return self.variant == "acey-deucey" and self.acey_deucey_entry == "all_before_moving"

    @property
    def european_doubles(self) -> bool:
        """Acey-Deucey's European version: a double is followed by its complement and another roll."""
        return self.variant == "acey-deucey" and self.acey_deucey_european

    @property
    def exact_bear_off(self) -> bool:
        """Acey-Deucey's European version: a checker is borne off only by its exact number."""
        return self.european_doubles

    @property
    def russian_doubles(self) -> bool:
        """Russian backgammon: a double is played, then its complement, then the player rolls again."""
        return self.variant == "russian"

    bar_entry: str = option(
        Choice(
            ("standard", Text("any point not held by two or more opposing checkers (a blot is hit)",
                              "любая линия, где нет двух и более шашек соперника (блот бьётся)",
                              "任何未被对方两枚或以上棋子占据的点（单子被打）")),
            ("empty_point", Text("only an empty point", "только на пустую линию", "只能进入空点")),
        ),
        "standard",
        summary=Text("Where a checker on the bar may enter", "Куда может войти шашка с борта",
                     "中栏上的棋子可以进入哪些点"),
        readings=(
            Reading(RULES_TEXT, Text(
                "A checker on the bar re-enters on a number that lets it reach an unoccupied point "
                "in the opponent's home.",
                "Шашка с борта вводится в игру, если выпавший номер позволяет поставить её "
                "на незанятую линию в доме противника.",
                "中栏上的棋子在掷出的点数能让它落到对方内盘的空点时重新进入。"),
                "empty_point", "Шашка, лежащая на борту, может быть снова введена в игру"),
            Reading(BKGM, Text(
                "A checker enters on an open point: one not occupied by two or more opposing checkers; "
                "entering on a blot hits it.",
                "Шашка входит на открытую линию, то есть не занятую двумя и более шашками соперника; "
                "вход на блот бьёт его.",
                "棋子进入开放的点，即未被对方两枚或以上棋子占据的点；进入对方单子所在的点即打掉它。"),
                "standard"),
        ),
        ref="§2.9 #3",
    )

    backgammon_checkers: str = option(
        Choice(
            ("one_or_more", Text("one or more checkers", "одна шашка или больше", "一枚或以上")),
            ("one_or_two", Text("one or two checkers", "одна или две шашки", "一枚或两枚")),
        ),
        "one_or_more",
        summary=Text("How many of the loser's checkers on the bar or in the winner's home make a backgammon",
                     "Сколько шашек проигравшего на борту или в доме победителя дают бэкгаммон",
                     "输家在中栏上或赢家内盘中有几枚棋子时算完胜"),
        readings=(
            Reading(RULES_TEXT, Text(
                "A backgammon when the loser has borne off none and has one or two checkers in the "
                "winner's home or on the bar.",
                "Бэкгаммон, если проигравший не снёс ни одной шашки и у него одна или две шашки "
                "в доме противника или на барьере.",
                "输家一枚未收且在对方内盘或中栏上有一枚或两枚棋子时为完胜。"),
                "one_or_two", "Если проигравший не снес ни одной шашки и имеет одну или две шашки"),
            Reading(BKGM, Text(
                "A backgammon when the loser has borne off none and still has a checker on the bar "
                "or in the winner's home board.",
                "Бэкгаммон, если проигравший не снёс ни одной шашки и у него ещё есть шашка на борту "
                "или в доме победителя.",
                "输家一枚未收且仍有棋子在中栏上或赢家内盘时为完胜。"),
                "one_or_more"),
        ),
        ref="§2.7, §2.9 #5",
    )

    variant: str = option(
        Choice(
            ("standard", Text("standard backgammon", "обычный бэкгаммон", "标准双陆")),
            ("acey-deucey", Text("Acey-Deucey", "«единичка-двоечка»", "Acey-Deucey")),
            ("russian", Text("Russian backgammon", "русский бэкгаммон", "俄式双陆")),
        ),
        "standard",
        summary=Text("Which game: standard backgammon or one of the source's two variants",
                     "Какая игра: обычный бэкгаммон или один из двух вариантов источника",
                     "哪种玩法：标准双陆或原文的两种变体之一"),
        readings=(
            Reading(RULES_TEXT, Text(
                "Describes standard backgammon, then Acey-Deucey and Russian backgammon in a few lines each.",
                "Описывает обычный бэкгаммон, затем в нескольких строках «единичку-двоечку» и русский бэкгаммон.",
                "先讲标准双陆，再用几行分别讲 Acey-Deucey 与俄式双陆。"),
                None, "Единичка-двоечка ЕДИНИЧКА-ДВОЕЧКА"),
        ),
        ref="§3, §4",
    )

    acey_deucey_style: str = option(
        Choice(
            ("standard", Text("play the 1-2, then a double of one's choice, then roll again",
                              "сыграть 1-2, затем любой дубль по выбору, затем бросить снова",
                              "走完 1-2，再走自选的对子，然后再掷")),
            ("source", Text("play the 1-2, then roll again", "сыграть 1-2, затем бросить снова",
                            "走完 1-2，然后再掷")),
        ),
        "standard",
        summary=Text("Acey-Deucey: what a 1-2 gives", "«Единичка-двоечка»: что даёт 1-2",
                     "Acey-Deucey：掷出 1-2 的奖励"),
        readings=(
            Reading(RULES_TEXT, Text(
                "After a 1-2 the player moves one checker three points, or one checker one point and another "
                "two, and then has an extra roll.",
                "Когда выпадает 1-2, игрок двигает одну шашку на три линии или одну на одну линию, а другую "
                "на две, затем имеет право на дополнительный бросок.",
                "掷出 1-2 时，玩家把一枚棋子走三点，或一枚走一点、另一枚走两点，然后可以再掷一次。"),
                "source", "а когда выпадает 1-2"),
            Reading(BKGM_ACEY, Text(
                "After a 1-2 the player plays the 1 and the 2, then names any double and plays it, then rolls "
                "again.",
                "После 1-2 игрок ходит 1 и 2, затем называет любой дубль и играет его, затем бросает снова.",
                "掷出 1-2 后先走 1 和 2，再指定任一对子并走完，然后再掷。"),
                "standard"),
            Reading(WIKIPEDIA_ACEY, Text(
                "The same as bkgm: the 1-2, a double of the player's choice, and another roll.",
                "То же, что у bkgm: 1-2, дубль по выбору игрока и ещё один бросок.",
                "与 bkgm 相同：1-2、自选对子，再掷一次。"),
                "standard"),
        ),
        ref="§3 [Δ] 1",
    )

    acey_deucey_opening: str = option(
        Choice(
            ("new_roll", Text("the winner of the opening throw throws both dice afresh",
                              "выигравший начальный бросок бросает обе кости заново",
                              "开局掷骰胜出者重新掷两颗骰子")),
            ("opening_throw", Text("the winner plays the two numbers of the opening throw, as in backgammon",
                                   "выигравший играет два числа начального броска, как в бэкгаммоне",
                                   "胜出者按开局所掷的两个点数走，同双陆")),
        ),
        "new_roll",
        summary=Text("Acey-Deucey: what the opening throw (one die each) is used for",
                     "«Единичка-двоечка»: для чего служит начальный бросок (по одной кости)",
                     "Acey-Deucey：开局各掷一颗骰子的用途"),
        readings=(
            Reading(RULES_TEXT, Text(
                "The rules are those of ordinary backgammon, where the higher die plays both numbers thrown.",
                "Правила те же, что и в обычном бэкгаммоне, где выбросивший большее число играет оба "
                "выпавших числа.",
                "规则与普通双陆相同，即点数大者按所掷的两个点数走。"),
                "opening_throw", "Правила те же, что и в обычном"),
            Reading(BKGM_ACEY, Text(
                "Each player throws one die; the higher starts by throwing both dice afresh.",
                "Каждый бросает одну кость; выбросивший больше начинает, бросив обе кости заново.",
                "各掷一颗骰子，点数大者先走，并重新掷两颗骰子。"),
                "new_roll"),
        ),
        ref="§3",
    )

    acey_deucey_entry: str = option(
        Choice(
            ("free", Text("from the first roll, any die may enter a checker",
                          "с первого броска любая кость может ввести шашку", "从第一掷起任一骰点都可入盘")),
            ("after_double_or_acey_deucey",
             Text("no checker enters before the player has rolled a double or a 1-2",
                  "ни одна шашка не входит, пока игрок не выбросит дубль или 1-2",
                  "掷出对子或 1-2 之前不能入盘")),
            ("after_double_or_acey_deucey_roll_again",
             Text("no checker enters before the player has rolled a double or a 1-2, and that first double "
                  "gives another roll",
                  "ни одна шашка не входит, пока игрок не выбросит дубль или 1-2, и за этот первый дубль "
                  "даётся ещё бросок",
                  "掷出对子或 1-2 之前不能入盘，且这第一个对子之后再掷一次")),
            ("all_before_moving", Text("all fifteen checkers enter before any moves on",
                                       "все пятнадцать шашек входят прежде, чем какая-либо пойдёт дальше",
                                       "十五枚棋子全部入盘后才能前进")),
        ),
        "free",
        summary=Text("Acey-Deucey: when checkers may enter", "«Единичка-двоечка»: когда можно вводить шашки",
                     "Acey-Deucey：何时可以入盘"),
        readings=(
            Reading(RULES_TEXT, Text(
                "The checkers are not set up before the game but brought onto the board during play.",
                "Шашки не расставляются до начала игры, а вводятся на доску в ходе игры.",
                "棋子不预先摆放，而在对局中入盘。"),
                "free", "но шашки не расставляются на доске"),
            Reading(BKGM_ACEY, Text(
                "Once a checker has entered, each die may enter another checker or move one already in.",
                "Когда шашка вошла, каждая кость может ввести ещё одну шашку или двинуть уже введённую.",
                "一枚棋子入盘后，每个骰点可让另一枚入盘，或移动已入盘的棋子。"),
                "free"),
            Reading(WIKIPEDIA_ACEY, Text(
                "An older version: no checker may enter until the player rolls a double or a 1-2.",
                "Более старый вариант: шашки не входят, пока игрок не выбросит дубль или 1-2.",
                "较早的版本：掷出对子或 1-2 之前不能入盘。"),
                "after_double_or_acey_deucey"),
            Reading(WIKIPEDIA_ACEY, Text(
                "In that older version the player who rolls the opening double takes another turn after it.",
                "В том же старом варианте игрок, выбросивший первый дубль, после него ходит ещё раз.",
                "在这个较早的版本中，掷出开局对子的玩家走完后再掷一次。"),
                "after_double_or_acey_deucey_roll_again"),
        ),
        ref="§3 (a), (b)",
    )

    acey_deucey_european: bool = option(
        Flag(), False,
        summary=Text("Acey-Deucey: the European version (each double followed by its complement and another "
                     "roll; bearing off by exact numbers only)",
                     "«Единичка-двоечка»: европейский вариант (за каждым дублем — дубль-дополнение до семи "
                     "и ещё бросок; снос только точным числом)",
                     "Acey-Deucey：欧式（每个对子之后走其补数对子并再掷；只能按确切点数收子）"),
        readings=(
            Reading(ITAVLI, Text(
                "In the European version every double is followed by its complement double and another roll, "
                "and a checker is borne off only by its exact number.",
                "В европейском варианте за каждым дублем следует дубль-дополнение и ещё бросок, а шашка "
                "сносится только точным числом.",
                "欧式玩法中每个对子之后走其补数对子并再掷，且只能用确切点数收子。"),
                True),
            Reading(BKGM_ACEY, Text(
                "The American game: doubles are played four times, as in backgammon.",
                "Американская игра: дубли играются четыре раза, как в бэкгаммоне.",
                "美式玩法：对子照双陆走四次。"),
                False),
        ),
        ref="§3 (c)",
    )

    acey_deucey_scoring: str = option(
        Choice(
            ("backgammon", Text("as backgammon: single, gammon, backgammon, the cube",
                                "как в бэкгаммоне: одиночная партия, гамон, бэкгаммон, дублирующая кость",
                                "同双陆：单局胜、全胜、完胜，用加倍骰")),
            ("per_checker", Text("one point per checker the loser has not borne off, no cube",
                                 "по очку за каждую не снесённую шашку проигравшего, без дублирующей кости",
                                 "输家每枚未收棋子一分，无加倍骰")),
            ("single", Text("one point, no cube", "одно очко, без дублирующей кости", "一分，无加倍骰")),
        ),
        "backgammon",
        summary=Text("Acey-Deucey: what a game is worth", "«Единичка-двоечка»: сколько стоит партия",
                     "Acey-Deucey：一局的分值"),
        readings=(
            Reading(RULES_TEXT, Text(
                "The rules are those of ordinary backgammon.",
                "Правила те же, что и в обычном бэкгаммоне.",
                "规则与普通双陆相同。"),
                "backgammon", "Правила те же, что и в обычном"),
            Reading(BGMATES, Text(
                "No cube and no gammons: the loser pays one point for each checker he has not borne off.",
                "Без дублирующей кости и гамонов: проигравший платит по очку за каждую не снесённую шашку.",
                "无加倍骰、无全胜：输家每枚未收的棋子付一分。"),
                "per_checker"),
            Reading(WIKIPEDIA_ACEY, Text(
                "Played for single stakes, without the doubling cube.",
                "Играется на одиночную ставку, без дублирующей кости.",
                "按单倍赌注玩，不用加倍骰。"),
                "single"),
        ),
        ref="§7 question 1",
    )

    russian_double_moves: str = option(
        Choice(
            ("4+4", Text("four moves of the number, then four of its complement",
                         "четыре хода на выпавшее число, затем четыре на дополнение до семи",
                         "按点数走四步，再按补数走四步")),
            ("2+2", Text("two moves of the number and two of its complement",
                         "два хода на выпавшее число и два на дополнение до семи",
                         "按点数走两步，按补数走两步")),
        ),
        "4+4",
        summary=Text("Russian backgammon: how a double is played", "Русский бэкгаммон: как играется дубль",
                     "俄式双陆：对子怎么走"),
        readings=(
            Reading(RULES_TEXT, Text(
                "Doubles double the moves: the player moves twice by the number on the top faces and also by "
                "the number on the bottom, opposite faces.",
                "Дубли удваивают ходы: игрок дважды ходит по цифре на верхней грани и также по цифре на "
                "нижней, противоположной грани.",
                "对子使步数加倍：按上面的点数走两次，也按底面（对面）的点数走。"),
                "2+2", "Игрок не только дважды ходит"),
            Reading(BKGM_RUSSIAN, Text(
                "A double is played four times, then its complement (the bottom faces) four times.",
                "Дубль играется четыре раза, затем его дополнение (нижние грани) ещё четыре раза.",
                "对子走四次，再按其补数（底面）走四次。"),
                "4+4"),
        ),
        ref="§4 [Δ] 1",
    )

    russian_first_turn_exception: str = option(
        Choice(
            ("each_players_first_turn", Text("each player's first turn", "первый ход каждого игрока",
                                             "每位玩家的第一轮")),
            ("games_first_turn", Text("the game's first turn only", "только первый ход партии",
                                      "仅全局第一轮")),
            ("entering_phase", Text("until the player has entered all fifteen checkers",
                                    "пока игрок не ввёл все пятнадцать шашек", "直到该玩家十五枚棋子全部入盘")),
            ("none", Text("no exception", "без исключения", "无例外")),
        ),
        "each_players_first_turn",
        summary=Text("Russian backgammon: when a double is only an ordinary double",
                     "Русский бэкгаммон: когда дубль — просто обычный дубль",
                     "俄式双陆：何时对子只按普通对子走"),
        readings=(
            Reading(RULES_TEXT, Text(
                "In every case except the first move, doubles double the moves.",
                "Во всех случаях, кроме первого хода, дубли удваивают ходы.",
                "除第一步外，对子都使步数加倍。"),
                "each_players_first_turn", "Во всех случаях, кроме первого хода"),
            Reading(ITAVLI, Text(
                "The complement is played only once all fifteen checkers have entered.",
                "Дополнение играется только после того, как все пятнадцать шашек введены.",
                "只有十五枚棋子全部入盘后才走补数。"),
                "entering_phase"),
        ),
        ref="§4 [Δ] 2",
    )

    russian_first_roll: str = option(
        Choice(
            ("free", Text("from the first checker in, each die may enter another checker or move one already in",
                          "с первой введённой шашки каждая кость может ввести ещё одну или двинуть уже введённую",
                          "第一枚棋子入盘后，每个骰点可让另一枚入盘，或移动已入盘的棋子")),
            ("enter", Text("a player's first roll only brings checkers in; moving them on starts with his next roll",
                           "первый бросок игрока только вводит шашки; двигать их можно со следующего броска",
                           "玩家第一掷只能让棋子入盘；从下一掷起才能前进")),
        ),
        "free",
        summary=Text("Russian backgammon: what a player's first roll may do",
                     "Русский бэкгаммон: что может первый бросок игрока",
                     "俄式双陆：玩家第一掷可以做什么"),
        readings=(
            Reading(RULES_TEXT, Text(
                "After one or two checkers have been entered, the player chooses, with the following throws, "
                "whether to enter the rest or to move those already in.",
                "После того как одна или две шашки введены, игрок сам выбирает, вводить ли следующими "
                "бросками остальные шашки или двигать уже введённые.",
                "一两枚棋子入盘之后，玩家自行决定此后各掷是让其余棋子入盘，还是移动已入盘的棋子。"),
                "enter", "После того, как одна или две шашки введены в игру"),
            Reading(BKGM_RUSSIAN, Text(
                "After the first checker is in, each die may enter another checker or move one already in.",
                "Когда первая шашка введена, каждая кость может ввести ещё одну или двинуть уже введённую.",
                "第一枚棋子入盘后，每个骰点可让另一枚入盘，或移动已入盘的棋子。"),
                "free"),
        ),
        ref="§4 [Δ] 6",
    )

    russian_opening_reroll: bool = option(
        Flag(), False,
        summary=Text("Russian backgammon: the first player may roll both dice again instead of playing the "
                     "opening numbers",
                     "Русский бэкгаммон: первый игрок может вместо начального броска бросить обе кости снова",
                     "俄式双陆：先手可不走开局点数而重掷两颗骰子"),
        readings=(
            Reading(RULES_TEXT, Text(
                "Says nothing about the opening of Russian backgammon (in backgammon the opening numbers are "
                "played).",
                "Ничего не говорит о начале русского бэкгаммона (в бэкгаммоне начальные числа играются).",
                "未提俄式双陆如何开局（双陆中开局点数直接走）。"),
                False),
            Reading(BKGM_RUSSIAN, Text(
                "The first player may either use the two opening numbers or roll both dice again.",
                "Первый игрок может либо сыграть два начальных числа, либо снова бросить обе кости.",
                "先手可以走开局的两个点数，也可以重掷两颗骰子。"),
                True),
        ),
        ref="§4 [Δ] 4",
    )

    russian_gammons: bool = option(
        Flag(), False,
        summary=Text("Russian backgammon: gammons and backgammons count (a backgammon if the loser still has a "
                     "checker on the bar, waiting to enter or in the entry table, points 19 to 24)",
                     "Русский бэкгаммон: гамоны и бэкгаммоны засчитываются (бэкгаммон — если у проигравшего ещё "
                     "есть шашка на борту, среди ждущих ввода или в четверти ввода, на линиях 19–24)",
                     "俄式双陆：计算全胜与完胜（输家若仍有棋子在中栏上、尚未入盘或在入盘区即第19至24点，为完胜）"),
        readings=(
            Reading(RULES_TEXT, Text(
                "Bearing off is as in ordinary backgammon; nothing is said about scoring.",
                "Шашки сносятся, как в обычном бэкгаммоне; о счёте ничего не сказано.",
                "收子同普通双陆；未提计分。"),
                None, "Шашки сносятся, как и в обычном"),
            Reading(GAMMONPARTY, Text(
                "No doubling in this game.",
                "В этой игре нет удвоения.",
                "这种玩法不加倍。"),
                False),
        ),
        ref="§4 [Δ] 5",
    )
