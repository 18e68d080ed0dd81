"""Backgammon's rules as one immutable value: each source-vs-standard difference the engine decides is an option.

The defaults are the standard game (spec §2.9: every disagreement is resolved to the
standard rule); the source's literal readings are values you can choose.

>>> from tutor.backgammon.rules import Rules
>>> Rules(), Rules(bar_entry="empty_point")
(Rules(), Rules(bar_entry='empty_point'))
>>> [o.name for o in Rules.options()]
['bar_entry', 'backgammon_checkers']
>>> [(r.source.file, r.value) for r in Rules.option("bar_entry").readings]
[('004_a765edbefe2505d9.txt', 'empty_point'), ('bkgm-rules', 'standard')]
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.backgammon.sources import BKGM, RULES_TEXT
from tutor.i18n import Text
from tutor.options import Choice, Reading, option
from tutor.options import Rules as _Rules


@dataclass(frozen=True, init=False, repr=False)
class Rules(_Rules):
    """Backgammon's rules in force (the standard game by default)."""

    game = "backgammon"

    bar_entry: str = option(
        Choice(
            ("standard", Text("any point not held by two or more opposing checkers (a blot is hit)",
                              "любой пункт, где нет двух и более шашек соперника (блот бьётся)",
                              "任何未被对方两枚或以上棋子占据的点（单子被打）")),
            ("empty_point", Text("only an empty point", "только на пустой пункт", "只能进入空点")),
        ),
        "standard",
        summary=Text("Where a checker on the bar may enter", "Куда может войти шашка с борта",
                     "吧上的棋子可以进入哪些点"),
        readings=(
            Reading(RULES_TEXT, Text(
                "A checker on the bar re-enters on a number that lets it reach an unoccupied point "
                "in the opponent's home.",
                "Шашка с борта вводится в игру, если выпавший номер позволяет поставить её "
                "на незанятую линию в доме противника.",
                "吧上的棋子在掷出的点数能让它落到对方内盘的空点时重新进入。"),
                "empty_point", "Шашка, лежащая на борту, может быть снова введена в игру"),
            Reading(BKGM, Text(
                "A checker enters on an open point: one not occupied by two or more opposing checkers; "
                "entering on a blot hits it.",
                "Шашка входит на открытый пункт, то есть не занятый двумя и более шашками соперника; "
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
                     "输家在吧上或赢家内盘中有几枚棋子时算完胜"),
        readings=(
            Reading(RULES_TEXT, Text(
                "A backgammon when the loser has borne off none and has one or two checkers in the "
                "winner's home or on the bar.",
                "Бэкгаммон, если проигравший не снял ни одной шашки и у него одна или две шашки "
                "в доме противника или на барьере.",
                "输家一枚未收且在对方内盘或吧上有一枚或两枚棋子时为完胜。"),
                "one_or_two", "Если проигравший не снес ни одной шашки и имеет одну или две шашки"),
            Reading(BKGM, Text(
                "A backgammon when the loser has borne off none and still has a checker on the bar "
                "or in the winner's home board.",
                "Бэкгаммон, если проигравший не снял ни одной шашки и у него ещё есть шашка на борту "
                "или в доме победителя.",
                "输家一枚未收且仍有棋子在吧上或赢家内盘时为完胜。"),
                "one_or_more"),
        ),
        ref="§2.7, §2.9 #5",
    )
