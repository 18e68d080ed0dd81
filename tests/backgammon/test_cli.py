"""``tutor backgammon moves|draw|play`` with named options (``Argument(kind="option")``) and ``--variant``
(``Argument(kind="rule")``), in JSON and text."""

import json

import pytest

from tutor.backgammon import Rules
from tutor.backgammon.record import replay_record
from tutor.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_moves_lists_the_plays_as_json(capsys):
    code, out, _ = run(capsys, "backgammon", "moves", "--position", "4HPwATDgc/ABMA", "--dice", "6-5", "--json")
    data = json.loads(out)
    assert code == 0
    assert data["plays"] == ["13/2", "13/7 8/3", "13/8 13/7", "24/13", "24/18 13/8", "24/18 8/3", "8/3 8/2"]
    assert data["count"] == 7


def test_flags_may_come_in_any_order_with_rule_options(capsys):
    code, out, _ = run(capsys, "backgammon", "moves", "--dice", "4-3", "--option", "bar_entry=empty_point",
                       "--position", "AAAAgAEAACDg/wE")
    assert code == 2  # 15 characters: not a Position ID
    code, out, _ = run(capsys, "backgammon", "moves", "--dice", "1-1", "--position", "4HPwATDgc/ABMA", "--lang", "ru")
    assert code == 0 and out.splitlines()[0] == "24/20"


def test_a_missing_flag_is_a_usage_error(capsys):
    code, out, _ = run(capsys, "backgammon", "moves", "--position", "4HPwATDgc/ABMA", "--json")
    assert code == 2
    assert json.loads(out)["error"] == "tutor.usage"
    assert "--dice" in json.loads(out)["params"]["detail"]


def test_a_bad_position_id_is_a_coded_translated_error(capsys):
    code, out, _ = run(capsys, "backgammon", "moves", "--position", "4HPwATDgc/AB-A", "--dice", "6-5",
                       "--json", "--lang", "zh")
    error = json.loads(out)
    assert code == 2 and error["error"] == "notation.expected" and error["params"]["index"] == 12


def test_draw_writes_an_svg_with_the_position_id(capsys):
    code, out, _ = run(capsys, "backgammon", "draw", "--position", "0OfBBwDgfw4AYA")
    assert code == 0
    assert out.startswith("<svg") and "<desc>0OfBBwDgfw4AYA</desc>" in out
    code, out, _ = run(capsys, "backgammon", "draw", "--position", "0OfBBwDgfw4AYA", "--dice", "5-5")
    assert out.count('class="die"') == 2


def test_variant_is_short_for_the_rule_option(capsys):
    long = run(capsys, "backgammon", "moves", "--position", "AAAAAAAAAAAAAA:15:15", "--dice", "2-1",
               "--option", "variant=acey-deucey", "--json")
    short = run(capsys, "backgammon", "moves", "--position", "AAAAAAAAAAAAAA:15:15", "--dice", "2-1",
                "--variant", "acey-deucey", "--json")
    assert long == short and long[0] == 0
    data = json.loads(short[1])
    assert data["plays"] == ["bar/22", "bar/24 bar/23"] and data["options"]["variant"] == "acey-deucey"
    code, out, _ = run(capsys, "backgammon", "draw", "--position", "AAAAAAAAAAAAAA:15:15", "--variant", "russian")
    assert code == 0 and out.startswith("<svg")


@pytest.mark.parametrize(("argv", "code"), [
    (("--variant", "chess"), "rules.bad-choice"),
    (("--variant", "russian", "--option", "variant=standard"), "rules.repeated-option"),
    (("--variant", "russian", "--variant", "russian"), "rules.repeated-option"),
])
def test_a_bad_or_repeated_variant_is_a_coded_error(capsys, argv, code):
    status, out, _ = run(capsys, "backgammon", "moves", "--position", "4HPwATDgc/ABMA", "--dice", "6-5", *argv,
                         "--json", "--lang", "ru")
    assert status == 2 and json.loads(out)["error"] == code


def test_play_prints_a_whole_game_and_its_record_replays(capsys):
    code, out, _ = run(capsys, "backgammon", "play", "--seed", "5", "--lang", "ru")
    assert code == 0
    lines = out.splitlines()
    # the opening throw first (issue 25: one die each, the higher plays first), then the 44 turns
    assert len(lines) == 45 and lines[0].startswith("Начало партии. Чтобы решить, кто ходит первым, каждая сторона "
                                                    "бросает одну кость: у светлых выпало 5, у тёмных 3.")
    assert lines[1] == "Ход 1: светлые играют начальный бросок 5-3: 8/3 6/3."
    assert "тёмные бросают 4-3 и не могут сходить" in lines[15]
    code, out, _ = run(capsys, "backgammon", "play", "--seed", "5", "--variant", "russian", "--json")
    data = json.loads(out)
    game = replay_record(data["record"], Rules(variant="russian"))
    assert (game.result, game.winner, game.points) == (data["result"], data["winner"], data["points"])
    assert data["payments"] == {"dark": 1, "light": -1} and data["options"]["variant"] == "russian"
    assert data["record"].startswith("light 5, dark 3; 5-3: ") and data["opening"] == {"light": 5, "dark": 3}
    assert len(data["turns"]) == len(game.turns)


@pytest.mark.parametrize("seed", ["-1", "five", "٣"])
def test_play_refuses_a_seed_that_is_not_a_whole_number(capsys, seed):
    code, out, _ = run(capsys, "backgammon", "play", "--seed", seed, "--json")
    assert code == 2 and json.loads(out)["error"] in ("tutor.bad-option", "tutor.usage")
