"""The ``tutor`` command, run as a user runs it: a separate process, exit codes, no tracebacks."""

import json
import os
import subprocess
import sys

import pytest


def tutor(*args: str, env_lang: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("LANG", "LANGUAGE", "LC_ALL", "TUTOR_LANG")}
    if env_lang:
        env["LANG"] = env_lang
    return subprocess.run([sys.executable, "-m", "tutor", *args], capture_output=True, text=True,
                          env=env, timeout=60)


@pytest.mark.parametrize("lang, expected", [
    ("en", "no — equal rank (sisters)"),
    ("ru", "нет — равное достоинство (сёстры)"),
    ("zh", "否——同等级（天女）"),
])
def test_beats_in_three_languages(lang, expected):
    result = tutor("bagchen", "beats", "[3-3]", "[5-5]", "--lang", lang)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == expected


def test_json_answer():
    result = tutor("bagchen", "beats", "[3-3]", "[3-1]", "--json")
    data = json.loads(result.stdout)
    assert result.returncode == 0
    assert data["beats"] is True and data["reason"] == "bagchen.higher-rank"


def test_language_from_the_environment():
    result = tutor("bagchen", "beats", "[3-3]", "[5-5]", env_lang="ru_RU.UTF-8")
    assert result.stdout.strip() == "нет — равное достоинство (сёстры)"


@pytest.mark.parametrize("args, code", [
    (("bagchen", "beats", "[7-1]", "[5-5]"), "notation.out-of-range"),
    (("bagchen", "beats", "[6-6", "[5-5]"), "notation.expected"),
    (("bagchen", "beats", "banana", "[5-5]"), "notation.expected"),
    (("bagchen", "beats", "[5-5][3-3]", "[6-6]×2"), "bagchen.sky-set-not-identical"),
    (("bagchen", "tile", "[6-6]×5"), "notation.trailing"),
    (("bagchen", "beats", "[3-3]", "[5-5]", "--lang", "fr"), "tutor.unknown-language"),
    (("bagchen", "castle"), "tutor.usage"),
    (("chess",), "tutor.usage"),
])
def test_bad_input_exits_2_with_a_coded_message_and_no_traceback(args, code):
    result = tutor(*args)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr + result.stdout
    assert f"[{code}]" in result.stderr
    as_json = tutor(*args, "--json")
    assert as_json.returncode == 2
    assert json.loads(as_json.stdout)["error"] == code


def test_error_message_is_translated():
    result = tutor("bagchen", "beats", "[7-1]", "[5-5]", "--lang", "ru")
    assert result.returncode == 2
    assert "ошибка" in result.stderr.lower() and "[notation.out-of-range]" in result.stderr


def test_tile_and_svg_commands():
    result = tutor("bagchen", "tile", "[5-5]", "--lang", "ru")
    assert result.returncode == 0 and "сёстры" in result.stdout and "белая десятка" in result.stdout
    svg = tutor("bagchen", "svg", "[4-2][2-1]")
    assert svg.returncode == 0 and svg.stdout.startswith("<svg")


@pytest.mark.parametrize("lang, words", [
    ("en", ["games", "bagchen", "Bagchen", "Pachisi", "Mahjong", "Backgammon", "answer in JSON"]),
    ("ru", ["игры", "бакчен", "пахиси", "маджонг", "бэкгаммон", "ответ в формате JSON"]),
    ("zh", ["游戏", "巴尘", "帕奇西", "麻将", "双陆棋", "以 JSON 格式回答"]),
])
def test_help_lists_the_games_in_each_language(lang, words):
    result = tutor("--help", "--lang", lang)
    assert result.returncode == 0
    assert all(word in result.stdout for word in words), result.stdout


@pytest.mark.parametrize("lang, words", [
    ("ru", ["команды", "описать один камень", "options"]),
    ("zh", ["命令", "说明一张牌", "options"]),
])
def test_game_help_lists_its_commands_in_each_language(lang, words):
    result = tutor("bagchen", "--help", "--lang", lang)
    assert result.returncode == 0 and all(word in result.stdout for word in words), result.stdout


@pytest.mark.parametrize("lang, words", [
    ("en", "has no rule option 'nope'"),
    ("ru", "нет параметра правил «nope»"),
    ("zh", "没有规则选项“nope”"),
])
def test_an_unknown_rule_option_exits_2_translated_with_its_code(lang, words):
    result = tutor("bagchen", "beats", "[3-3]", "[5-5]", "--option", "nope=1", "--lang", lang)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert words in result.stderr and "[rules.unknown-option]" in result.stderr
    assert "passport_rules" in result.stderr  # the message lists what is allowed


@pytest.mark.parametrize("args, code", [
    (("--option", "jump_factor=7"), "rules.bad-number"),
    (("--option", "passport_rules=tibet"), "rules.bad-choice"),
    (("--option", "charity_named=maybe"), "rules.bad-flag"),
    (("--option", "jump_factor"), "rules.option-syntax"),
    (("--option", "jump_factor=3", "--option", "jump_factor=4"), "rules.repeated-option"),
])
def test_bad_rule_options(args, code):
    result = tutor("bagchen", "beats", "[3-3]", "[5-5]", *args, "--json")
    assert result.returncode == 2 and json.loads(result.stdout)["error"] == code


def test_json_names_the_options_in_force_and_options_may_come_anywhere():
    result = tutor("--option", "jump_factor=3", "bagchen", "--option", "passport_rules=zh", "beats", "[3-3]",
                   "[3-1]", "--json", "--option", "sixteen_tricks=times4")
    data = json.loads(result.stdout)
    assert result.returncode == 0, result.stderr
    assert data["options"]["jump_factor"] == 3 and data["options"]["passport_rules"] == "zh"
    assert data["options"]["sixteen_tricks"] == "times4" and data["options"]["seating"] == "pagat_formal"


def test_every_game_lists_its_options():
    listing = tutor("bagchen", "options", "--lang", "ru", "--option", "jump_factor=5")
    assert listing.returncode == 0 and "jump_factor = 5 (по умолчанию 2" in listing.stdout
    for game in ("pachisi", "mahjong", "backgammon"):
        assert tutor(game, "options", "--json").returncode == 0


def test_a_rule_argument_must_name_a_rule_option_of_its_game():
    from dataclasses import dataclass

    from tutor.game import Argument, Command, Game
    from tutor.options import Choice, Rules, option
    from tutor.terms import Term

    @dataclass(frozen=True, init=False, repr=False)
    class DemoRules(Rules):
        game = "demo"
        board: str = option(Choice(("small", "small"), ("large", "large")), "small", summary="the board")

    def noop(args, rules, language):
        raise AssertionError

    terms = (Term("demo.game", "Demo", "Демо", "演示", "", "", ""),)
    Game("demo", "tutor", DemoRules, terms=terms,
         commands=(Command("go", "go", noop, (Argument("board", "the board", kind="rule"),)),))
    with pytest.raises(ValueError, match="--size of 'demo go' is not a rule option"):
        Game("demo", "tutor", DemoRules, terms=terms,
             commands=(Command("go", "go", noop, (Argument("size", "the size", kind="rule"),)),))


GAMES = ("bagchen", "pachisi", "mahjong", "backgammon")


@pytest.mark.parametrize("game", GAMES)
def test_an_empty_decision_is_refused_with_its_code(game, capsys):
    """Issue 25, item 8: `step --play ""` was silently ignored (exit 0, the state unchanged)."""
    from tutor.cli import main

    for blank in ("", "  "):
        assert main([game, "step", "--seed", "1", "--play", blank, "--json"]) == 2
        assert json.loads(capsys.readouterr().out)["error"] == "notation.empty"
    assert main([game, "step", "--seed", "1", "--play", "", "--lang", "ru"]) == 2
    err = capsys.readouterr().err
    assert "[notation.empty]" in err and "ошибка" in err.lower()


def test_a_record_that_starts_with_a_dash_is_a_record(capsys):
    """Issue 25, item 12: argparse took "-;-" (two lost Pachisi throws) for an option."""
    from tutor.cli import main

    # the seed draws the lot and the throws the record leaves out, and writes them (issue 26)
    played = "lot A8; throw 4; -; throw 4; -; throw 1"
    assert main(["pachisi", "step", "--seed", "0", "--record", "-;-", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["record"] == played and data["legal"] == ["enter H1"]
    for written in (["--record=-;-"], ["--record", "-; -"]):
        assert main(["pachisi", "step", "--seed", "0", *written, "--json"]) == 0
        assert json.loads(capsys.readouterr().out)["record"] == played
    assert main(["pachisi", "step", "--seed", "0", "--record", "-", "--play", "-", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["record"] == played
    # a value is still taken only after an option that takes one
    assert main(["pachisi", "step", "--seed", "0", "--json", "-x"]) == 2
    assert json.loads(capsys.readouterr().out)["error"] == "tutor.usage"


def test_an_option_of_another_variant_is_refused(capsys):
    """Issue 25, item 10: Pachisi ignored the partners' and push-ups' options outside their variant."""
    from tutor.cli import main

    for setting, requires in (("partner_barrier_needs_six=false", "variant=partners"),
                              ("pushups_stop_at_first_finisher=false", "variant=pushups"),
                              ("extra_throw_on_yard_entry=any_piece", "extra_throw_on_yard=true")):
        assert main(["pachisi", "new", "--option", setting, "--json"]) == 2
        error = json.loads(capsys.readouterr().out)
        assert error["error"] == "rules.requires-option" and error["params"]["requires"] == requires
    assert main(["pachisi", "new", "--option", "variant=partners", "--option", "partner_barrier_needs_six=false",
                 "--json"]) == 0
    capsys.readouterr()
