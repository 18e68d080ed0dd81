"""A hand as a value: following, winning tricks, charity, passports, payments, replay, random hands."""

import random

import pytest

from tutor.bagchen import Rules, Suit, format_tiles, parse_tiles
from tutor.bagchen.play import Hand, Play, beating_plays, passport_leads
from tutor.bagchen.players import random_hand
from tutor.errors import IllegalPlayError, InvalidPositionError

# E holds the chiefs and a mixed hand; S, W and N hold the rest (the deal is E, S, W, N).
DEAL = ("[6-6]×4[6-3][5-4][3-1]×2[6-5]×2[5-2][4-3][4-1][2-1][3-2][2-2] "
        "[1-1]×4[4-4]×4[3-1]×2[5-5]×4[6-3][5-4] "
        "[3-3]×4[2-2]×3[6-5]×2[6-4]×4[6-1]×3 "
        "[6-1][5-1]×4[6-2]×2[5-3]×2[5-2][4-3][4-2]×2[4-1][3-2][2-1]")


def deal(point="4-4", rules=None):
    return Hand.deal_from(DEAL, point, "E", rules)


def discard_round(hand, lead):
    """E leads ``lead``; the others play face down."""
    hand = hand.play(Play("E", lead))
    for seat in ("S", "W", "N"):
        hand = hand.play(Play(seat, hand.hands[seat][:len(parse_tiles(lead))], face_up=False))
    return hand


def with_passport(rules=None):
    hand = discard_round(deal("1-1", rules), "[6-6]×4")
    return discard_round(hand, "[6-3][5-4]")


def test_a_trick_goes_to_the_top_and_counts_one_per_tile():
    hand = deal().play(Play("E", "[3-1]×2")).play(Play("S", "[1-1]×2"))
    hand = hand.play(Play("W", "[6-4]×2", face_up=False)).play(Play("N", "[5-1]×2", face_up=False))
    assert hand.won == {"E": 0, "S": 2, "W": 0, "N": 0} and hand.to_act == "S"
    assert hand.tricks[0].winner == "S" and len([t for p in hand.tricks[0].plays for t in p.tiles]) == 4 * 2


@pytest.mark.parametrize("play, code", [
    (Play("S", "[1-1]"), "bagchen.not-your-turn"),
    (Play("E", "[1-1]"), "bagchen.tiles-not-held"),
    (Play("E", "[4-4][5-2]"), "bagchen.tiles-not-held"),
    (Play("E", "[5-2][4-1]"), "bagchen.earth-set-unequal-rank"),
    (Play("E", "[3-1]", face_up=False, named=Suit.SKY), None),
])
def test_leads(play, code):
    if code is None:
        assert deal().play(play).current.lead is None  # a charity
        return
    with pytest.raises(IllegalPlayError) as caught:
        deal().play(play)
    assert caught.value.code == code


def test_following_rules():
    hand = deal().play(Play("E", "[3-1]×2"))
    with pytest.raises(IllegalPlayError) as caught:
        hand.play(Play("S", "[1-1]"))
    assert caught.value.code == "bagchen.follow-count"
    with pytest.raises(IllegalPlayError) as caught:
        hand.play(Play("S", "[5-5]×2"))
    assert caught.value.code == "bagchen.does-not-beat"
    # S also holds [4-4]×2, but [4-4] is the point: points never beat
    assert [format_tiles(group) for group in beating_plays(hand, "S")] == ["[1-1]×2"]
    with pytest.raises(IllegalPlayError) as caught:
        deal(rules=Rules(must_beat_if_able=True)).play(Play("E", "[3-1]×2")).play(Play("S", "[5-5]×2", False))
    assert caught.value.code == "bagchen.must-beat"


def test_charity():
    named = deal().play(Play("E", "[2-2]", face_up=False, named=Suit.EARTH))
    with pytest.raises(IllegalPlayError) as caught:
        named.play(Play("S", "[1-1]"))
    assert caught.value.code == "bagchen.charity-wrong-suit"
    assert named.play(Play("S", "[6-3]")).current.top.seat == "S"
    open_next = deal(rules=Rules(charity_open_beat_scope="next_player")).play(Play("E", "[2-2]", face_up=False))
    open_next = open_next.play(Play("S", "[5-5]", face_up=False))
    with pytest.raises(IllegalPlayError) as caught:
        open_next.play(Play("W", "[6-4]"))
    assert caught.value.code == "bagchen.charity-next-only"
    anyone = deal().play(Play("E", "[2-2]", face_up=False)).play(Play("S", "[5-5]", face_up=False))
    assert anyone.play(Play("W", "[6-4]")).current.top.seat == "W"  # pagat: any follower
    with pytest.raises(IllegalPlayError) as caught:
        deal(rules=Rules(charity_named=False)).play(Play("E", "[2-2]", face_up=False, named=Suit.SKY))
    assert caught.value.code == "bagchen.charity-named-off"
    unbeaten = deal().play(Play("E", "[2-2]", face_up=False))
    for seat in ("S", "W", "N"):
        unbeaten = unbeaten.play(Play(seat, unbeaten.hands[seat][:1], face_up=False))
    assert unbeaten.won["E"] == 1  # everyone discarded: the leader wins


def test_a_passport_holder_may_not_give_charity():
    hand = with_passport()
    assert hand.has_passport("E") and hand.won["E"] == 6
    with pytest.raises(IllegalPlayError) as caught:
        hand.play(Play("E", "[2-2]", face_up=False))
    assert caught.value.code == "bagchen.charity-with-passport"


@pytest.mark.parametrize("style, allowed", [
    ("pagat", {"[3-1]×2", "[6-5]×2", "[4-1][2-1]"}),        # R1c; R2 (no chiefs left): people set and mare
    ("berkhin", {"[3-1]×2", "[6-5]×2", "[4-1][2-1]"}),      # any sky pair without chiefs; special combinations
    ("zh", {"[3-1]×2"}),                                    # the first tier he can play: sky sets above people
])
def test_passport_leads_under_each_reading(style, allowed):
    hand = with_passport(Rules(passport_rules=style))
    leads, must_throw = passport_leads(hand, "E")
    assert {str(lead) for lead in leads} == allowed and not must_throw
    with pytest.raises(IllegalPlayError) as caught:
        hand.play(Play("E", "[5-2][4-3]"))
    assert caught.value.code == "bagchen.passport-lead"


def test_point_leads_are_paid_at_once_by_players_without_a_passport():
    hand = deal("2-2")
    hand = hand.play(Play("E", "[2-2]"))
    assert [(p.payer, p.amount) for p in hand.tricks[0].chips] == [("S", 1), ("W", 1), ("N", 1)]


def test_a_record_replays_to_the_same_hand():
    played = random_hand(random.Random(3))
    again = Hand.new(
        {seat: [t for trick in played.tricks for p in trick.plays if p.seat == seat for t in p.tiles]
         for seat in ("E", "S", "W", "N")}, played.point, played.starter, played.rules)
    for play in played.record():
        again = again.play(play)
    assert again.money() == played.money() and again.won == played.won


@pytest.mark.parametrize("seed", range(200))
def test_random_hands_keep_every_invariant(seed):
    rules = Rules(passport_rules=("pagat", "berkhin", "zh")[seed % 3],
                  charity_open_beat_scope=("any_follower", "next_player")[seed % 2])
    hand = random_hand(random.Random(seed), rules)
    assert hand.finished and sum(hand.won.values()) == 16
    assert sum(trick.size for trick in hand.tricks) == 16
    for trick in hand.tricks:
        assert sum(len(p.tiles) for p in trick.plays) == 4 * trick.size  # a stack of 4 × n tiles
    assert sum(hand.net().values()) == 0
    settlement = hand.settlement()
    winner = hand.tricks[-1].winner
    if not settlement.takes_all:
        assert settlement.net[winner] == settlement.multiplier * (2 + hand.won[winner])


def test_bad_deals():
    with pytest.raises(InvalidPositionError) as caught:
        Hand.deal_from(DEAL.replace("[2-2] ", "[1-1] ", 1), "4-4")
    assert caught.value.code in ("bagchen.not-the-set", "bagchen.too-many-copies")
    with pytest.raises(InvalidPositionError) as caught:
        Hand.deal_from("[6-6]", "4-4")
    assert caught.value.code == "bagchen.deal-size"


# --- the spec's passport and charity vectors (TV-PP01–PP07, TV-C01–C04) ---

from tutor.bagchen.play import passport_options  # noqa: E402


def allowed(tiles, **kwargs):
    leads, must_throw = passport_options(tiles, **kwargs)
    return {str(lead) for lead in leads}, must_throw


def test_tv_pp01_unbeatable_from_the_face_up_tiles():
    leads, _ = allowed("[5-2][4-3][6-5][6-1]", point="6-2", face_up="[6-3][6-3][5-4]")
    assert "[5-2][4-3]" in leads


def test_tv_pp02_sky_pairs_and_chiefs():
    with_chief, _ = allowed("[6-3][3-3]×2[6-5]×2")
    assert "[3-3]×2" in with_chief and "[6-5]×2" not in with_chief
    without, _ = allowed("[3-3]×2[6-5]×2[6-1]×2")
    assert {"[6-5]×2", "[6-1]×2"} <= without


def test_tv_pp03_minister_after_four_chiefs():
    assert allowed("[1-1][5-2][3-2]", face_up="[6-6]×4") == ({"[1-1]"}, False)
    # one [6-6] still unseen: nothing is allowed but the rule R4 (expose, throw for the suit, lead a single)
    assert allowed("[1-1][5-2][3-2]", face_up="[6-6]×3") == ({"[1-1]", "[5-2]", "[3-2]"}, True)


def test_tv_pp04_points_kept_back():
    assert allowed("[2-2][2-2][3-1]", point="2-2")[0] >= {"[3-1]"}


def test_tv_pp05_expose_and_throw():
    assert allowed("[3-1][5-2]") == ({"[3-1]", "[5-2]"}, True)
    assert allowed("[3-1][6-5]") == ({"[3-1]", "[6-5]"}, False)  # one suit: any of them, no throw


def test_tv_pp06_pp07_chief_and_people():
    assert allowed("[6-6][6-5][6-5][2-1]") == ({"[6-6]"}, False)
    assert allowed("[6-6][6-5][6-5][2-1]", rules=Rules(passport_rules="berkhin")) == ({"[6-6]"}, False)
    three = "[6-6][6-5]×3[2-1]"
    assert "[6-5]×3" in allowed(three, rules=Rules(passport_rules="berkhin"))[0]
    assert "[6-5]×3" not in allowed(three)[0]


def test_tv_c01_an_unbeaten_named_charity_wins_its_trick():
    hand = deal().play(Play("E", "[2-2]", face_up=False, named=Suit.EARTH))
    for seat in ("S", "W", "N"):
        hand = hand.play(Play(seat, hand.hands[seat][:1], face_up=False))
    assert hand.won["E"] == 1 and hand.tricks[0].winner == "E"


def test_tv_c02_after_the_free_beat_the_ordinary_rule():
    hand = deal().play(Play("E", "[2-2]", face_up=False)).play(Play("S", "[6-3]"))
    with pytest.raises(IllegalPlayError) as caught:
        hand.play(Play("W", "[6-4]"))  # a sky tile does not beat the earth [6-3]
    assert caught.value.code == "bagchen.does-not-beat"


def test_tv_c03_a_point_never_beats_a_charity():
    with pytest.raises(IllegalPlayError) as caught:
        deal("1-1").play(Play("E", "[2-2]", face_up=False)).play(Play("S", "[1-1]"))
    assert caught.value.code == "bagchen.point-never-beats"
