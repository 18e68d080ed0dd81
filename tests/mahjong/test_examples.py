"""Every worked example of spec §5 (W1–W10, L1–L4) and every settlement of §4.3 (S1–S7)."""

import pytest

from tutor.mahjong import Rules, Win, parse_hand, score_hand, settle

# id: (hand, seat, round, won_by, points, doubles, total)
WINNERS = {
    "W1": ("[2D 3D 4D] [Red Red Red] {7B 7B 7B} {6C 7C 8C} South South* F2 S2", "S", "E", "wall", 46, 2, 184),
    "W2": ("{East East East} [9B 9B 9B] [5B 5B 5B 5B] [1B 2B* 3B] 7B 7B", "E", "E", "discard", 42, 3, 336),
    "W3": ("{Green Green Green} {1C 1C 1C} [4D 4D 4D] [West West West West] White White* S3 F1", "W", "S",
           "discard", 70, 3, 500),
    "W4": ("[3C 4C 5C] {6D 7D 8D} {1B 2B 3B} [4B 5B 6B*] 9C 9C", "N", "E", "discard", 20, 1, 40),
    "W6": ("[2B 3B 4B] [5D 5D 5D] {7C 8C 9C} {Red Red Red} East East*", "E", "E", "discard", 40, 1, 80),
    "W9": ("[1B 2B 3B] {5B 5B 5B} [9B 9B 9B] {6B 7B 8B} 2B 2B*", "N", "E", "wall", 34, 3, 272),
    "W10 discard": ("[3B 4B 5B] {1C 2C 3C} {Green Green Green} 8D 8D 8D* 5C 5C", "S", "E", "discard", 30, 1, 60),
    "W10 wall": ("[3B 4B 5B] {1C 2C 3C} {Green Green Green} 8D 8D 8D* 5C 5C", "S", "E", "wall", 34, 1, 68),
}


@pytest.mark.parametrize("name", WINNERS)
def test_worked_winning_hands(name):
    text, seat, round_wind, won_by, points, doubles, total = WINNERS[name]
    score = score_hand(parse_hand(text), seat, round_wind, winner=True, won_by=won_by)
    assert (score.points, score.doubles, score.total) == (points, doubles, total)


def test_w1_items_are_the_specs_rows():
    score = score_hand(parse_hand(WINNERS["W1"][0]), "S", "E", winner=True, won_by="wall")
    assert [(i.code, i.points, i.doubles) for i in score.items] == [
        ("pung-exposed-majors", 4, 0), ("pung-concealed-simples", 4, 0), ("bonus-tile", 4, 0),
        ("bonus-tile", 4, 0), ("pair-own-wind", 2, 0), ("mahjong", 20, 0), ("from-wall", 2, 0),
        ("only-possible", 2, 0), ("pair-completed-majors", 4, 0), ("dragon-set", 0, 1),
        ("own-flower-and-season", 0, 1)]


def test_w5_standing_hand_and_kajonggs_double():
    hand = parse_hand("{2C 3C 4C} {5C 6C 7C} {8C 8C 8C} {1D 2D 3D} 5D 5D*")
    score = score_hand(hand, "W", "E", winner=True, win=Win(standing_hand="kept"))
    assert (score.points, score.doubles, score.total) == (130, 1, 260)
    kaj = score_hand(hand, "W", "E", winner=True, win=Win(standing_hand="kept"),
                     rules=Rules(standing_hand_reward="double"))
    assert (kaj.points, kaj.doubles, kaj.total) == (30, 2, 120)


@pytest.mark.parametrize("text, seat", [
    ("1B 9B 1C 9C 1D 9D East South West North Red Green White White*", "S"),
    ("{1C 1C 1C 2C 3C 4C 5C 6C 7C 8C 9C 9C 9C} 5C*", "E"),
])
def test_w7_w8_special_hands_score_the_limit(text, seat):
    score = score_hand(parse_hand(text), seat, "E", winner=True)
    assert score.total == 500 and score.limit_hand in ("limit.thirteen-orphans", "limit.nine-gates")


LOSERS = {
    "L1": ("[Red Red Red] {9D 9D 9D} West West 1C 5C 3B 8B North F3", "W", 32),
    "L2": ("[North North North] 6B 6B 6B 6B 1C 5C 9D 2D 3B 7B", "N", 16),
    "L2'": ("[North North North] ⟨6B 6B 6B 6B⟩ 1C 5C 9D 2D 3B 7B 8C", "N", 40),
    "L3": ("[Red Red Red] [Green Green Green] {White White White} 1C 5C 9D 3B", "S", 500),
    "L4": ("[East East East] [South South South] {North North North} West West 1C 5C", "E", 500),
}


@pytest.mark.parametrize("name", LOSERS)
def test_losing_hands(name):
    text, seat, total = LOSERS[name]
    assert score_hand(parse_hand(text), seat, "E").total == total


def test_l1_under_kajonggs_loser_pairs():
    text, seat, _ = LOSERS["L1"]
    assert score_hand(parse_hand(text), seat, "E", rules=Rules(loser_pairs_score=True)).total == 36


SETTLEMENTS = {
    "S1": ({"E": 336, "S": 40, "W": 32, "N": 16}, "E",
           [("S", "E", 672), ("W", "E", 672), ("N", "E", 672), ("W", "S", 8), ("N", "S", 24), ("N", "W", 16)],
           {"E": 2016, "S": -640, "W": -664, "N": -712}),
    "S2": ({"E": 20, "S": 184, "W": 32, "N": 16}, "S",
           [("E", "S", 368), ("W", "S", 184), ("N", "S", 184), ("E", "W", 24), ("N", "E", 8), ("N", "W", 16)],
           {"E": -384, "S": 736, "W": -144, "N": -208}),
    "S3": ({"E": 24, "S": 24, "W": 24, "N": 40}, "N", [("E", "N", 80), ("S", "N", 40), ("W", "N", 40)],
           {"E": -80, "S": -40, "W": -40, "N": 160}),
    "S4": ({"E": 72, "S": 500, "W": 500, "N": 0}, "W",
           [("E", "W", 1000), ("S", "W", 500), ("N", "W", 500), ("E", "S", 856), ("N", "E", 144), ("N", "S", 500)],
           {"E": -1712, "S": 856, "W": 2000, "N": -1144}),
    "S5": ({"E": 500, "S": 8, "W": 0, "N": 30}, "E",
           [("S", "E", 1000), ("W", "E", 1000), ("N", "E", 1000), ("W", "S", 8), ("S", "N", 22), ("W", "N", 30)],
           {"E": 3000, "S": -1014, "W": -1038, "N": -948}),
    "S6": ({"E": 20, "S": 48, "W": 12, "N": 0}, "S",
           [("E", "S", 96), ("W", "S", 48), ("N", "S", 48), ("W", "E", 16), ("N", "E", 40), ("N", "W", 12)],
           {"E": -40, "S": 192, "W": -52, "N": -100}),
    "S7": ({"E": 36, "S": 0, "W": 36, "N": 72}, "N",
           [("E", "N", 144), ("S", "N", 72), ("W", "N", 72), ("S", "E", 72), ("S", "W", 36)],
           {"E": -72, "S": -180, "W": -36, "N": 288}),
}


@pytest.mark.parametrize("name", SETTLEMENTS)
def test_settlement_examples(name):
    scores, winner, payments, net = SETTLEMENTS[name]
    result = settle(scores, winner=winner, east="E")
    assert sorted((p.payer, p.payee, p.amount) for p in result.payments) == sorted(payments)
    assert result.net == net and sum(result.net.values()) == 0


def test_s6_dead_hand_enters_as_zero():
    dead = score_hand(parse_hand("[Red Red Red] {9D 9D 9D} 1C 5C 3B 8B North West West"), "N", "E", dead=True)
    assert dead.total == 0 and dead.items[0].code == "dead-hand"
