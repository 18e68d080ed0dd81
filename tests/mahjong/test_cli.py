"""``tutor mahjong score|settle|waits``: named flags (``--seat S``), a switch (``--winner``), JSON."""

import json

from tutor.cli import main

W1 = "[2D 3D 4D] [Red Red Red] {7B 7B 7B} {6C 7C 8C} South South*"


def test_score_with_flags_and_a_switch(capsys):
    assert main(["mahjong", "score", W1, "--seat", "S", "--round", "E", "--winner", "--won-by", "wall",
                 "--bonus", "F2 S2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["points"], data["doubles"], data["total"]) == (46, 2, 184)
    assert data["items"][0] == {"table": "A", "code": "pung-exposed-majors", "points": 4, "doubles": 0,
                                "tiles": "Red Red Red"}


def test_score_of_a_loser_in_russian(capsys):
    assert main(["mahjong", "score", "[Red Red Red] {9D 9D 9D} West West 1C 5C 3B 8B North F3", "--seat", "W",
                 "--lang", "ru"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "16 × 2^1 = 32"


def test_settle(capsys):
    assert main(["mahjong", "settle", "--scores", "E=336,S=40,W=32,N=16", "--winner", "E", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["payments"][0] == {"from": "S", "to": "E", "amount": 672, "reason": "mahjong.pays-winner"}
    assert data["net"] == {"E": 2016, "S": -640, "W": -664, "N": -712}


def test_waits(capsys):
    assert main(["mahjong", "waits", "{1C 1C 1C 2C 3C 4C 5C 6C 7C 8C 9C 9C 9C}", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["waits"] == [f"{n}C" for n in range(1, 10)]


def test_bad_input_is_a_coded_error(capsys):
    assert main(["mahjong", "settle", "--scores", "E=1,E=2", "--winner", "E", "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"] == "tutor.seat-twice"  # the shared SEAT=N parser's code
    assert main(["mahjong", "settle", "--scores", "E=1,X=2", "--winner", "E", "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"] == "notation.expected"
    assert main(["mahjong", "waits", "{1C 1C 1C 2C 3C 4C 5C 6C 7C 8C 9C 9C 9C} 5C", "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"] == "mahjong.already-complete"
    assert main(["mahjong", "score", W1 + " 1C", "--winner", "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"] == "mahjong.tile-count"


def test_an_unknown_flag_is_a_usage_error(capsys):
    assert main(["mahjong", "score", W1, "--colour", "red", "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"] == "tutor.usage"


def test_play_a_whole_hand(capsys):
    assert main(["mahjong", "play", "--seed", "23", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["winner"], data["won_by"], data["dice"]) == ("N", "wall", [3, 1])
    assert data["settlement"]["net"] == {"E": 64, "S": -160, "W": -144, "N": 240}
    assert main(["mahjong", "play", "--seed", "23", "--lang", "zh"]) == 0
    assert capsys.readouterr().out.splitlines()[-1].startswith("结算：")


def test_play_needs_a_whole_number(capsys):
    assert main(["mahjong", "play", "--seed", "x"]) == 2
    assert "[tutor.bad-option]" in capsys.readouterr().err
