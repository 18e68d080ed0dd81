"""Board drawings: one circle per checker on the board, the tray, the dice, words in the reader's language."""

import xml.etree.ElementTree as ET

import pytest

from tutor.backgammon import START, Position, board_svg

NS = {"svg": "http://www.w3.org/2000/svg"}


def checkers(svg, side):
    return [c for c in ET.fromstring(svg).iter(f"{{{NS['svg']}}}circle") if c.get("class") == f"checker {side}"]


def test_the_start_has_fifteen_a_side():
    svg = board_svg(START)
    assert len(checkers(svg, "mover")) == len(checkers(svg, "opponent")) == 15
    assert ET.fromstring(svg).find("svg:desc", NS).text == "4HPwATDgc/ABMA"


def test_tall_stacks_show_their_count_and_borne_off_checkers_go_to_the_tray():
    position = Position.from_points({6: 10, 25: 1}, {1: 2})
    svg = board_svg(position)
    assert len(checkers(svg, "mover")) == 6       # five drawn on the 6-point, one on the bar
    assert ">10</text>" in svg
    assert svg.count('class="off mover"') == 4 and svg.count('class="off opponent"') == 13


@pytest.mark.parametrize("language, words", [("en", "light has 167 pips"), ("ru", "167"), ("zh_CN", "167")])
def test_title_in_the_reader_language(language, words):
    title = ET.fromstring(board_svg(START, language=language)).find("svg:title", NS).text
    assert words in title
    if language != "en":
        assert "light" not in title


def test_deterministic():
    assert board_svg(START, dice=(6, 5)) == board_svg(START, dice=(6, 5))
