"""``tutor backgammon moves|draw`` with named options (``Argument(kind="option")``), in JSON and text."""

import json

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
