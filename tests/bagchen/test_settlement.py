"""Payments during play and the settlement: the spec's vectors TV-$01–$04 and TV-F01–F16, and properties."""

import json
import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutor.bagchen import Rules, classify, parse_tiles
from tutor.bagchen.hand import Hand, Play
from tutor.bagchen.legal import leads_in
from tutor.bagchen.point import all_points
from tutor.bagchen.settlement import (
    LEAST_TRICKS,
    SEATS,
    jump_count,
    multiplier,
    parse_tricks,
    point_payments,
    settle,
)
from tutor.bagchen.tiles import Tile, full_set
from tutor.errors import InvalidPositionError, NotationError, TutorError


def paid(result, payer, payee):
    return sum(p.amount for p in result.payments if p.payer == payer and p.payee == payee)


def test_tv_f01_to_f05_no_jump():
    result = settle({"N": 4, "E": 2, "S": 0, "W": 10}, "N")
    assert paid(result, "E", "N") == 4 and paid(result, "S", "N") == 6 and paid(result, "N", "W") == 4
    assert not any(p.payer == "N" and p.payee == "E" for p in result.payments)
    six = settle({"N": 4, "E": 6, "S": 6, "W": 0}, "N")
    assert not any("E" in (p.payer, p.payee) for p in six.payments)  # TV-F03
    assert result.net["N"] == 2 + 4  # TV-F05


def test_tv_f06_f07_derived_distribution():
    plain = settle({"W": 5, "N": 2, "E": 8, "S": 1}, "W")
    assert (paid(plain, "N", "W"), paid(plain, "S", "W"), paid(plain, "W", "E"), plain.net["W"]) == (4, 5, 2, 7)
    jumped = settle({"W": 5, "N": 2, "E": 8, "S": 1}, "W", jump=3)
    assert jumped.multiplier == 6
    assert (paid(jumped, "N", "W"), paid(jumped, "S", "W"), paid(jumped, "W", "E"), jumped.net["W"]) == (24, 30, 12, 42)


def test_tv_f08_a_non_point_chief_breaks_the_run():
    tricks = [("N", classify("[6-6]")), ("N", classify("[4-2][2-1]"))]
    assert jump_count(tricks) == 1 and multiplier(1, Rules()) == 2
    assert paid(settle({"N": 6, "E": 4, "S": 3, "W": 3}, "N", jump=1), "E", "N") == 4


def test_tv_f10_points_and_mother_son():
    tricks = [("N", classify("[6-3][5-4]", "3-3")), ("N", classify("[3-3]×2", "3-3")),
              ("N", classify("[4-2][2-1]", "3-3"))]
    assert jump_count(tricks) == 3
    assert paid(settle({"N": 10, "E": 1, "S": 3, "W": 2}, "N", jump=3), "E", "N") == 30


def test_tv_f11_f12_f13_multipliers():
    assert multiplier(2, Rules()) == 4 and multiplier(6, Rules()) == 12 and multiplier(2, Rules(jump_factor=4)) == 8
    with pytest.raises(TutorError) as caught:
        multiplier(7, Rules())
    assert caught.value.code == "bagchen.jump-range"


def test_tv_f15_sixteen_tricks_both_readings():
    """Issue 25: all the chips on the table are taken, never nothing: each other player loses all he sat down
    with (``table_chips``), whatever he already paid in the hand, and with or without a jump."""
    all16 = {"N": 16, "E": 0, "S": 0, "W": 0}
    everything = settle(all16, "N")
    assert everything.takes_all and everything.net == {"E": -100, "S": -100, "W": -100, "N": 300}
    assert {p.reason for p in everything.payments} == {"bagchen.sixteen-tricks"}
    paid_before = {"N": 9, "E": -3, "S": -3, "W": -3}
    assert settle(all16, "N", jump=2, chips=paid_before).net == {"E": -97, "S": -97, "W": -97, "N": 291}
    assert settle(all16, "N", rules=Rules(table_chips=40)).net["N"] == 120
    times4 = settle(all16, "N", jump=1, rules=Rules(sixteen_tricks="times4"))
    assert paid(times4, "E", "N") == 6 * 2 * 4


def test_tv_f16_the_last_trick_by_someone_else_is_no_jump():
    assert jump_count([("N", classify("[3-3]", "3-3")), ("E", classify("[5-5]"))]) == 0
    assert jump_count([]) == 0


def test_tv_dollar_01_to_04_point_lead_payments():
    lead = classify("[2-2]×2", "2-2")
    payments = point_payments("N", lead, passports={"S"})
    assert {(p.payer, p.amount) for p in payments} == {("E", 2), ("W", 2)}  # TV-$01: the passport holder pays nothing
    assert [p.amount for p in point_payments("N", classify("[4-2]×2[2-1]×2"))] == [2, 2, 2]  # TV-$02
    assert [p.amount for p in point_payments("N", classify("[4-2]×2[2-1]×2", "4-2"))] == [6, 6, 6]
    for lead in ("[4-3][4-2]", "[4-1][2-1]", "[4-3][4-2][4-1][2-1]", "[6-6][6-3]"):
        assert point_payments("N", classify(lead)) == ()  # TV-$03
    assert [p.amount for p in point_payments("N", classify("[2-2]×2", "2-2"), rules=Rules(point_payment="per_lead"))] \
        == [1, 1, 1]


@pytest.mark.parametrize("text, code", [
    ("N=5,E=2,S=8,W=2", "bagchen.tricks-total"), ("N=5,E=2,S=9", "bagchen.seat-missing"),
    ("N=5,N=2,S=8,W=1", "tutor.seat-twice"), ("N=5;E=2", "notation.expected"), ("X=5", "notation.expected"),
    ("N=17,E=0,S=0,W=0", "notation.out-of-range"),
])
def test_bad_trick_lists(text, code):
    with pytest.raises((InvalidPositionError, NotationError)) as caught:
        parse_tricks(text)
    assert caught.value.code == code


counts = st.lists(st.integers(0, 16), min_size=3, max_size=3).filter(lambda c: sum(c) <= 16)


@given(counts, st.sampled_from(SEATS), st.integers(0, 6), st.integers(2, 6))
def test_settlement_sums_to_zero_and_the_winner_nets_m_times_2_plus_tricks(others, winner, jump, factor):
    rest = [s for s in SEATS if s != winner]
    tricks = {winner: 16 - sum(others), **dict(zip(rest, others, strict=True))}
    if tricks[winner] < LEAST_TRICKS[jump]:  # no hand ends so: refused (test_hands_that_cannot_happen)
        with pytest.raises(InvalidPositionError):
            settle(tricks, winner, jump, Rules(jump_factor=factor))
        return
    result = settle(tricks, winner, jump, Rules(jump_factor=factor))
    assert sum(result.net.values()) == 0
    if not result.takes_all:  # sixteen tricks under times4: m already carries the ×4
        assert result.net[winner] == result.multiplier * (2 + tricks[winner])


def test_the_command_line():
    def tutor(*args):
        return subprocess.run([sys.executable, "-m", "tutor", "bagchen", *args, "--json"], capture_output=True,
                              text=True)
    result = tutor("settle", "--tricks", "N=5,E=2,S=8,W=1", "--winner", "N", "--jump", "3", "--factor", "2")
    data = json.loads(result.stdout)
    assert data["multiplier"] == 6 and data["net"] == {"E": -24, "S": 12, "W": -30, "N": 42}
    assert {"from": "E", "to": "N", "amount": 24, "reason": "bagchen.short-of-six"} in data["payments"]
    assert json.loads(tutor("settle", "--tricks", "N=5,E=2,S=8,W=1", "--winner", "N", "--factor", "4").stdout)[
        "options"]["jump_factor"] == 4
    assert json.loads(tutor("points", "6-2").stdout)["tiles"] == ["[6-2]", "[6-2]", "[5-3]", "[5-3]"]
    lead = json.loads(tutor("lead", "[1-1]×3", "--face-up", "[6-6]×2").stdout)
    assert lead["legal"] and lead["kind"] == "bagchen.sky-set" and lead["unbeatable"] and lead["size"] == 3
    illegal = json.loads(tutor("lead", "[4-4][5-2]").stdout)
    assert not illegal["legal"] and illegal["reason"] == "bagchen.set-mixes-suits"
    assert json.loads(tutor("beats", "[5-3]", "[6-3]", "--point", "6-3").stdout)["reason"] == "bagchen.point-cannot-beat"
    bad = tutor("settle", "--tricks", "N=5,E=2,S=8,W=2", "--winner", "N")
    assert bad.returncode == 2 and json.loads(bad.stdout)["error"] == "bagchen.tricks-total"
    for tricks, jump, code in (("N=0,E=6,S=6,W=4", "1", "bagchen.winner-no-tricks"),
                               ("N=1,E=6,S=5,W=4", "3", "bagchen.jump-tricks")):
        bad = tutor("settle", "--tricks", tricks, "--winner", "N", "--jump", jump)
        assert bad.returncode == 2 and json.loads(bad.stdout)["error"] == code and not bad.stderr


# --- hands that cannot happen (issue 15) ---

@pytest.mark.parametrize("tricks, winner, jump, code", [
    ({"N": 0, "E": 6, "S": 6, "W": 4}, "N", 0, "bagchen.winner-no-tricks"),  # he holds the last trick
    ({"N": 0, "E": 6, "S": 6, "W": 4}, "N", 1, "bagchen.winner-no-tricks"),
    ({"N": 1, "E": 6, "S": 5, "W": 4}, "N", 1, "bagchen.jump-tricks"),  # a run needs the trick before it
    ({"N": 1, "E": 6, "S": 5, "W": 4}, "N", 3, "bagchen.jump-tricks"),
    ({"N": 2, "E": 6, "S": 4, "W": 4}, "N", 2, "bagchen.jump-tricks"),
    ({"N": 4, "E": 6, "S": 4, "W": 2}, "N", 5, "bagchen.jump-tricks"),
    ({"N": 4, "E": 6, "S": 4, "W": 2}, "N", 6, "bagchen.jump-tricks"),
    ({"N": 5, "E": 2, "S": 8, "W": 1}, "N", 7, "bagchen.jump-range"),
    ({"N": 5, "E": 2, "S": 8, "W": 1}, "N", -1, "bagchen.jump-range"),
    ({"N": -1, "E": 7, "S": 6, "W": 4}, "E", 0, "bagchen.tricks-range"),
    ({"N": 17, "E": -1, "S": 0, "W": 0}, "N", 0, "bagchen.tricks-range"),
])
def test_hands_that_cannot_happen(tricks, winner, jump, code):
    with pytest.raises(TutorError) as caught:
        settle(tricks, winner, jump)
    assert caught.value.code == code
    assert caught.value.message("ru") != caught.value.message("en") != caught.value.message("zh")


@pytest.mark.parametrize("tricks, jump", [
    ({"N": 1, "E": 6, "S": 5, "W": 4}, 0), ({"N": 2, "E": 6, "S": 4, "W": 4}, 1), ({"N": 3, "E": 6, "S": 4, "W": 3}, 3),
    ({"N": 4, "E": 6, "S": 4, "W": 2}, 4), ({"N": 5, "E": 11, "S": 0, "W": 0}, 6), ({"N": 16, "E": 0, "S": 0, "W": 0}, 6),
])
def test_the_fewest_tricks_for_a_jump_are_accepted(tricks, jump):
    assert settle(tricks, "N", jump, Rules(sixteen_tricks="times4")).jump == jump


def _fewest_tiles_for(points_wanted, point, rules):
    """The fewest tiles of point leads (one after another) worth ``points_wanted`` under ``point``."""
    pool = list(point.tiles) + ([] if point.mother_son_are_points else [Tile(4, 2)] * 2 + [Tile(2, 1)] * 2)
    best = None

    def walk(tiles, points, used):
        nonlocal best
        if points == points_wanted:
            best = used if best is None else min(best, used)
            return
        for lead in leads_in(tiles, point, rules):
            if lead.is_point_lead and points + lead.points <= points_wanted:
                rest = list(tiles)
                for t in lead.tiles:
                    rest.remove(t)
                walk(rest, points + lead.points, used + lead.size)

    walk(pool, 0, 0)
    return best


def test_least_tricks_is_the_fewest_any_point_allows():
    """Derived from the engine's leads: the run's fewest tiles over all 21 points, plus the trick before it."""
    for rules in (Rules(), Rules(double_mother_son=False)):
        for jump in range(1, 7):
            fewest = min(n for n in (_fewest_tiles_for(jump, p, rules) for p in all_points()) if n is not None)
            assert LEAST_TRICKS[jump] == fewest + 1, jump
    assert LEAST_TRICKS[0] == 1


def test_a_real_hand_with_a_jump_of_six_and_five_tricks():
    """Mother and son are the point: the winner beats one single with his [6-6], then leads both mothers
    and both sons, worth 6 points in four tricks. A jump larger than his tricks is a real hand."""
    east = parse_tiles("[6-6]×3[6-3]×2[5-4]×2[1-1]×4[3-1][6-5][6-1][5-1][6-4]")
    north_keeps = parse_tiles("[6-6][4-2]×2[2-1]×2")
    rest = list(full_set())
    for t in east + north_keeps:
        rest.remove(t)
    hands = {"E": east, "N": rest[:11] + list(north_keeps), "S": rest[11:27], "W": rest[27:]}
    hand = Hand.new(hands, "4-2", "E")
    for lead, beater in (("[6-6]×3", None), ("[6-3]×2[5-4]×2", None), ("[1-1]×4", None), ("[3-1]", "[6-6]")):
        hand = hand.play(Play("E", lead))
        for seat in ("S", "W", "N"):
            n = len(parse_tiles(lead))
            if seat == "N" and beater:
                hand = hand.play(Play("N", beater))
            else:
                spare = [t for t in hand.hands[seat] if t not in north_keeps] if seat == "N" else hand.hands[seat]
                hand = hand.play(Play(seat, spare[:n], face_up=False))
    hand = hand.play(Play("N", "[4-2]×2[2-1]×2"))
    for seat in ("E", "S", "W"):
        hand = hand.play(Play(seat, hand.hands[seat], face_up=False))
    assert hand.finished and hand.won == {"E": 11, "S": 0, "W": 0, "N": 5}
    result = hand.settlement()
    assert result.jump == 6 and result.multiplier == 12 and result.net["N"] == 12 * (2 + 5)
