"""A game's rule options in words (issue 31): one call per game, in the reader's language, the same text the
command line's ``options`` prints (tests/test_cli.py checks that side)."""

from __future__ import annotations

import re

import pytest

import tutor
from tutor.errors import TutorError
from tutor.games import games
from tutor.i18n import Text
from tutor.option_words import describe


@pytest.mark.parametrize("game", [g.id for g in games()])
@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_every_option_is_told_in_words_with_what_each_source_says(game, lang):
    text = tutor.options_text(game, lang)
    header, *body = text.split("\n")
    assert "NAME=VALUE" in header or "ИМЯ=ЗНАЧЕНИЕ" in header or "名称=取值" in header
    rules = tutor.games.game(game).rules
    for o in rules.options():
        first = next(line for line in body if line.startswith(f"{o.name}:") or line.startswith(f"{o.name}："))
        assert o.summary.get(lang) in first
        for reading in o.readings:
            assert any(reading.says.get(lang) in line and reading.source.short(lang) in line for line in body), \
                (o.name, reading.source.file)
    # values are words: never "true" or "false" (only the header says how a flag is written)
    values = [line for line in body if line.startswith("  ") and not any(
        line.startswith(f"  {r.source.short(lang)}") for o in rules.options() for r in o.readings)]
    values += [line.rsplit("→", 1)[1] for line in body if "→" in line]
    assert values and not [v for v in values if re.search(r"\b(true|false)\b", v)], game
    if lang != "en":
        assert not re.search(r"\b(default|value|allowed)\b", text)


def test_a_flag_reads_yes_or_no_in_the_reader_language():
    text = tutor.options_text("pachisi", "ru", only="extra_throw_on_eat")
    assert "  значение: нет, по умолчанию" in text and "  другое значение: да" in text
    text = tutor.options_text("pachisi", "zh", only="extra_throw_on_eat", extra_throw_on_eat=True)
    assert "  取值：是；默认：否" in text


def test_the_language_comes_from_the_environment_by_default(monkeypatch):
    monkeypatch.setenv("TUTOR_LANG", "zh_CN")
    assert tutor.options_text("mahjong", only="limit").startswith("麻将：规则选项。")
    monkeypatch.setenv("TUTOR_LANG", "ru")
    assert "значение: 500, по умолчанию" in tutor.options_text("mahjong", only="limit")


def test_an_unknown_option_or_game_is_a_coded_error():
    with pytest.raises(TutorError, match="rules.unknown-option"):
        tutor.options_text("bagchen", "en", only="dice")
    with pytest.raises(TutorError, match="tutor.unknown-game"):
        tutor.options_text("chess")
    with pytest.raises(TutorError, match="rules.bad-number"):
        tutor.options_text("bagchen", "en", jump_factor=9)


def test_a_rules_class_describes_its_defaults():
    from tutor.pachisi.rules import Rules

    assert describe(Rules, "en", only="corners") == describe(Rules(), "en", only="corners")
    assert Text("a", "б", "丙").get("ru") == "б"
