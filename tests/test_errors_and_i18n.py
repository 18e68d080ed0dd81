"""Stable error codes, their messages in three languages, and language handling."""

import pytest

import tutor.games
from tutor.errors import MESSAGES, NOTATION_NAMES, NotationError, TutorError, define_messages
from tutor.games import glossary, term
from tutor.i18n import gettext, language_from_environment, normalize_language, translation


def test_every_code_has_a_translated_message():
    tutor.games.games()  # every game defines its codes on import
    assert any(code.startswith("bagchen.") for code in MESSAGES)
    for code, english in {**MESSAGES, **NOTATION_NAMES}.items():
        for language in ("ru", "zh_CN"):
            assert gettext(english, language) != english, (code, language)


def test_unknown_code_is_a_programming_error():
    with pytest.raises(KeyError):
        TutorError("bagchen.no-such-code")


def test_notation_error_in_russian_names_the_position():
    error = NotationError("notation.expected", text="[6x6]", index=2, expected="-")
    assert error.message("ru").count("3") >= 1 and "'x'" in error.message("ru")
    assert error.to_json("en")["error"] == "notation.expected"


def test_end_of_text_is_translated():
    error = NotationError("notation.expected", text="[6-6", index=4, expected="]")
    assert "the end of the text" in error.message("en")
    assert "the end of the text" not in error.message("zh_CN")


@pytest.mark.parametrize("given, expected", [
    ("en", "en"), ("EN_us", "en"), ("ru_RU.UTF-8", "ru"), ("zh", "zh_CN"), ("zh-CN", "zh_CN"),
    ("zh_Hans", "zh_CN"),
])
def test_normalize_language(given, expected):
    assert normalize_language(given) == expected


def test_unknown_language():
    with pytest.raises(TutorError) as caught:
        normalize_language("de")
    assert caught.value.code == "tutor.unknown-language"


def test_environment_language(monkeypatch):
    for var in ("TUTOR_LANG", "LANGUAGE", "LC_ALL", "LANG"):
        monkeypatch.delenv(var, raising=False)
    assert language_from_environment() == "en"
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert language_from_environment() == "en"
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    assert language_from_environment() == "zh_CN"
    monkeypatch.setenv("TUTOR_LANG", "ru")
    assert language_from_environment() == "ru"


def test_catalogs_are_compiled_into_the_package():
    assert translation("ru").gettext("Correct!") == "Верно!"
    assert translation("zh_CN").gettext("Correct!") == "正确！"


def test_terms_are_complete_in_every_language():
    for entry in glossary().values():
        for language in ("en", "ru", "zh_CN"):
            assert entry.name(language).strip() and entry.define(language).strip(), entry.id
    assert term("bagchen.game").bo == "སྦག་ཆེན་"
    with pytest.raises(TutorError):
        term("bagchen.nothing")


def test_a_code_cannot_be_defined_twice_with_other_words():
    tutor.games.games()
    define_messages({"bagchen.set-size": MESSAGES["bagchen.set-size"]})  # the same words: fine
    with pytest.raises(ValueError):
        define_messages({"bagchen.set-size": "other words"})


def test_an_error_in_an_unknown_language_is_itself_coded():
    with pytest.raises(TutorError) as caught:
        NotationError("notation.empty", text="", index=0, notation="x").message("fr")
    assert caught.value.code == "tutor.unknown-language"
