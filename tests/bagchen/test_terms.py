"""The masang dice words (issue 15): the glossary's Russian names are the source's own words."""

import re
from pathlib import Path

from tutor.bagchen.figures import dice_words
from tutor.bagchen.point import all_points, dice_word
from tutor.bagchen.rules import Rules
from tutor.bagchen.terms import GLOSSARY

SOURCE = Path(__file__).resolve().parents[3] / "shared" / "sources" / "000_13bb090b37522576.txt"
NUMBERS = ("два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять", "десять", "одиннадцать",
           "двенадцать")


def source_words() -> dict[int, str]:
    text = SOURCE.read_text(encoding="utf-8")
    sentence = text[text.index("словами языка масанг:"):].split("\n", 1)[0]
    words = {}
    for total, number in enumerate(NUMBERS, 2):
        found = re.search(rf"(?<![а-я]){number} - (.+?)(?:,| и двенадцать|\.$)", sentence)
        assert found, number
        words[total] = found.group(1)
    return words


def test_the_russian_names_are_the_sources_words():
    words = source_words() if SOURCE.exists() else {}
    for total in range(2, 13):
        term = GLOSSARY[f"bagchen.dice-{total}"]
        if words:
            assert term.ru == words[total], total
        assert term.en and term.zh and "masang" in term.definition_en


def test_every_throw_has_a_word_and_the_table_has_every_total():
    assert {dice_word(p) for p in all_points()} == {GLOSSARY[f"bagchen.dice-{n}"].en for n in range(2, 13)}
    rows = dice_words({}, Rules(), "ru").rows
    assert [row[0] for row in rows] == [str(n) for n in range(2, 13)] and len(rows[0]) == 3
    assert len(dice_words({}, Rules(), "zh_CN").rows[0]) == 4
