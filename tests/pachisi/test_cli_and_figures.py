"""``tutor pachisi moves|draw`` (named options --position, --player, --roll), the board figure and the rules options."""

import json
import re

import pytest

from tutor.cli import main
from tutor.games import make_figure
from tutor.pachisi import FIGURE_2, Position, Rules
from tutor.pachisi.svg import board_svg


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_moves_as_json(capsys):
    status, out, _ = run(capsys, "pachisi", "moves", "--position", FIGURE_2, "--player", "A8", "--roll", "6", "--json")
    assert status == 0
    assert json.loads(out)["moves"] == [
        {"from": None, "to": "A8", "eats": None},
        {"from": "A8", "to": "G8", "eats": "H8"},
        {"from": "H4", "to": "E1", "eats": "H1"},
    ]


def test_flags_in_any_order_and_the_rule_options(capsys):
    status, out, _ = run(capsys, "pachisi", "moves", "--roll", "2", "--player", "h8", "--position", FIGURE_2,
                         "--lang", "zh")
    assert status == 0 and out.strip() == "H1-F1, G1-E1x, G8-G7"
    status, out, _ = run(capsys, "pachisi", "moves", "--position", "A1:A2 A8:A4,A4,A4", "--player", "A1",
                         "--roll", "6", "--option", "only_pairs_jumpable=true")
    assert status == 0 and out.strip() == "enter A1"


def test_no_move_in_each_language(capsys):
    for lang, words in (("en", "no legal move"), ("ru", "ходов нет"), ("zh", "无棋可走")):
        status, out, _ = run(capsys, "pachisi", "moves", "--position", FIGURE_2, "--player", "H1", "--roll", "3",
                             "--lang", lang)
        assert status == 0 and words in out


@pytest.mark.parametrize("argv, code", [
    (["--position", "A1:C4", "--player", "A1", "--roll", "1"], "pachisi.off-path"),
    (["--position", FIGURE_2, "--player", "A1", "--roll", "7"], "notation.out-of-range"),
    (["--position", FIGURE_2, "--player", "A1", "--roll", "66"], "notation.trailing"),
    (["--position", FIGURE_2, "--player", "B2", "--roll", "1"], "pachisi.unknown-player"),
    (["--position", "A1: A8:", "--player", "H1", "--roll", "1"], "pachisi.not-playing"),
    (["--position", FIGURE_2, "--roll", "1"], "tutor.usage"),  # a required flag is missing
    ([FIGURE_2, "A1", "1"], "tutor.usage"),  # the arguments are named, not positional
])
def test_bad_input_exits_2_with_a_code(capsys, argv, code):
    status, out, _ = run(capsys, "pachisi", "moves", *argv, "--json")
    assert status == 2 and json.loads(out)["error"] == code


def test_draw(capsys):
    status, out, _ = run(capsys, "pachisi", "draw", "--position", FIGURE_2)
    assert status == 0 and out.startswith("<svg") and f"<desc>{FIGURE_2}</desc>" in out


def test_board_drawing_shows_every_piece_with_its_shape():
    svg = board_svg(Position.parse(FIGURE_2))
    assert svg.count('class="piece a1') + svg.count('class="piece h1') == 6   # white and black circles: 3 + 3
    assert svg.count('class="piece a8') + svg.count('class="piece h8') == 7  # the diamonds: 3 + 4
    assert svg.count('class="square track') == 28 and svg.count(" home") == 4
    assert 'data-square="H1" data-count="2"' in svg
    old = board_svg(Position.parse("A1:H2,A1*"))
    assert 'class="piece a1 old"' in old and 'class="old-mark"' in old


def test_each_home_is_labelled_by_its_owner_and_the_legend_names_it():
    svg = board_svg(Position.parse("A1:"))
    # the owner's piece is drawn in the margin beside his corner: A1 bottom left, A8 top left, H8 top right, H1 bottom right
    marks = {corner: shape for shape, corner in re.findall(r'<(circle|polygon)[^>]*class="home-owner (\w\d)"', svg)}
    assert marks == {"a1": "circle", "a8": "polygon", "h8": "polygon", "h1": "circle"}
    assert "legend" not in svg
    for language, words in (("en", ("white circles: home A1", "black circles: home H1", "old piece")),
                            ("ru", ("белые кружки: дом A1", "чёрные ромбы: дом A8", "старая шашка")),
                            ("zh_CN", ("白圆的家：A1", "黑菱的家：A8", "老棋子"))):
        legend = make_figure("pachisi.board", {"position": "A1:A1*", "legend": "yes"}, language=language)
        assert all(w in legend for w in words), language


def test_board_figure_kind_in_three_languages():
    for language, name in (("en", "white circles"), ("ru", "белые кружки"), ("zh_CN", "白圆")):
        svg = make_figure("pachisi.board", {"position": FIGURE_2}, language=language)
        assert name in svg and FIGURE_2 in svg


def test_rules_defaults_and_readings():
    rules = Rules()
    assert rules.corners == ("A1", "A8", "H8", "H1") and rules.home_new_old_barrier
    assert not (rules.extra_throw_on_eat or rules.only_pairs_jumpable or rules.extra_throw_on_yard)
    assert all(o.readings and o.summary.get("zh_CN") for o in Rules.options())
    assert Rules.from_strings(["corners=H1,A8"]).corners == ("A8", "H1")


@pytest.mark.parametrize("command, lang, words", [
    ("moves", "ru", "не лежит на пути игрока A1"),
    ("moves", "zh", "不在 A1 的路线上"),
    ("draw", "ru", "не лежит на пути игрока A1"),
    ("draw", "zh", "不在 A1 的路线上"),
])
def test_bad_input_is_coded_and_translated(capsys, command, lang, words):
    extra = ["--player", "A1", "--roll", "1"] if command == "moves" else []
    status, out, err = run(capsys, "pachisi", command, "--position", "A1:C4", *extra, "--lang", lang)
    assert status == 2 and not out and words in err and "[pachisi.off-path]" in err and "Traceback" not in err
