"""A hand as a value: following, winning tricks, charity, passports, payments, replay, random hands."""

import random

import pytest

from tutor.bagchen import Rules, Suit, format_tiles, parse_tiles
from tutor.bagchen.hand import Hand, Play, beating_plays, passport_leads
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

from tutor.bagchen.passport import passport_options  # noqa: E402


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


# --- Berkhin's merged leads and blind pair, and the session (merge_unbeatable_leads,
#     fourteen_trick_blind_pair, session_end) ---

from tutor.bagchen.leads import LeadKind, merged_lead  # noqa: E402
from tutor.bagchen.record import format_record, parse_record  # noqa: E402
from tutor.bagchen.session import Session  # noqa: E402
from tutor.bagchen.tiles import full_set  # noqa: E402


def test_tv_p16_merged_unbeatable_leads():
    assert merged_lead("[1-1][6-2][5-3][6-2]", point="1-1", face_up="[6-3][5-4]") is not None
    assert merged_lead("[1-1][6-2][5-3][6-2]", point="1-1") is None
    assert merged_lead("[3-3]×2[4-2][2-1]", point="3-3").points == 3  # spec §6 Q2: points plus mother and son
    merge = Rules(merge_unbeatable_leads=True)
    record = parse_record("E [3-3]×2[4-2][2-1]; S ~[6-6]×4; W ~[1-1]×4; N ~[4-4]×4")
    with pytest.raises(IllegalPlayError):
        Hand.around(record, "3-3")  # pagat: one combination per lead
    hand = Hand.around(record, "3-3", merge)
    assert hand.tricks[0].lead.kind is LeadKind.MERGED and hand.won["E"] == 4
    assert [p.amount for p in hand.tricks[0].chips] == [3, 3, 3]


def _fourteen_tricks(answer: str) -> str:
    """E takes 14 tricks with three unbeatable leads, the others playing face down, then leads his last two
    tiles blind ([5-5] shown); S answers with ``answer``, W and N play face down."""
    used = parse_tiles("[6-6]×4[6-3]×2[5-4]×2[1-1]×4[4-4]×2[5-5][2-1]" + answer)
    pool = list(full_set())
    for tile in used:
        pool.remove(tile)
    plays = []
    for lead in ("[6-6]×4[6-3]×2[5-4]×2", "[1-1]×4", "[4-4]×2"):
        size = len(parse_tiles(lead))
        plays.append(f"E {lead}")
        plays += [f"{seat} ~" + "".join(str(pool.pop()) for _ in range(size)) for seat in ("S", "W", "N")]
    plays.append("E [5-5][2-1] blind")
    plays.append(f"S {answer}")
    plays += [f"{seat} ~" + "".join(str(pool.pop()) for _ in range(2)) for seat in ("W", "N")]
    return "; ".join(plays)


def test_fourteen_trick_blind_pair():
    rules = Rules(fourteen_trick_blind_pair=True)
    hand = Hand.around(parse_record(_fourteen_tricks("[3-1]×2")), "6-2", rules)
    assert hand.tricks[-1].lead.kind is LeadKind.BLIND_PAIR and hand.tricks[-1].winner == "S"
    assert hand.won == {"E": 14, "S": 2, "W": 0, "N": 0}
    with pytest.raises(IllegalPlayError) as caught:
        Hand.around(parse_record(_fourteen_tricks("[5-2][4-3]")), "6-2", rules)  # an earth pair: the shown tile is sky
    assert caught.value.code == "bagchen.blind-pair-beat"
    with pytest.raises(IllegalPlayError) as caught:
        Hand.around(parse_record(_fourteen_tricks("[3-1]×2")), "6-2")
    assert caught.value.code == "bagchen.blind-pair-off"
    record = _fourteen_tricks("[3-1]×2")
    assert parse_record(format_record(parse_record(record))) == parse_record(record)


def test_session_end():
    session = Session()
    assert session.hands_left is None and not session.finished
    session = session.call_gobah()
    for _ in range(4):
        session = session.add(random_hand(random.Random(1)))
    assert session.hands_left == 1 and session.next_is_tashi_gobah
    session = session.add(random_hand(random.Random(2)))
    assert session.finished
    fixed = Session(Rules(session_end="fixed_hands"), agreed_hands=1).add(random_hand(random.Random(3)))
    assert fixed.finished
    with pytest.raises(IllegalPlayError) as caught:
        Session(Rules(session_end="fixed_hands")).call_gobah()
    assert caught.value.code == "bagchen.gobah-not-in-rules"


# --- the Chinese article's tiers (passport_rules=zh, issue 15) ---

ZH = Rules(passport_rules="zh")


@pytest.mark.parametrize("tiles, point, face_up, expected", [
    # 至尊 and 马 are the second tier, with the exception: holding only them and one tile or combination,
    # he keeps them and leads that one, whatever its size
    ("[2-2][2-2][3-1]", "2-2", "", {"[2-2]", "[2-2]×2", "[3-1]"}),           # point tiles
    ("[4-2][2-1][6-5]×2", None, "", {"[4-2][2-1]", "[6-5]×2"}),               # mother and son
    ("[4-3][4-2][6-5]", None, "", {"[4-3][4-2]", "[6-5]"}),                   # the stallion
    ("[4-1][2-1][5-2]", None, "", {"[4-1][2-1]", "[5-2]"}),                   # the mare
    ("[4-3][4-2][4-1][2-1][5-2]", None, "",                                   # the complete horse
     {"[4-3][4-2][4-1][2-1]", "[4-3][4-2]", "[4-1][2-1]", "[4-2][2-1]", "[5-2]"}),
    ("[4-2]×2[2-1]×2[5-2][4-3]", None, "", {"[4-2][2-1]", "[4-2]×2[2-1]×2", "[4-3][4-2]", "[5-2][4-3]"}),
    ("[3-3][4-2][2-1][5-2][4-3]", "3-3", "",                                  # a point, mother and son, a pair
     {"[3-3]", "[4-2][2-1]", "[4-3][4-2]", "[5-2][4-3]"}),
    # not the exception: two tiles left besides, or a tile that is neither a 至尊 nor a 马's
    ("[4-2][2-1][5-2][3-1]", None, "", {"[4-2][2-1]"}),
    ("[4-3][4-2][3-2][6-5]", None, "", {"[4-3][4-2]"}),
    ("[4-3][4-1][5-2][6-5]", None, "", {"[5-2][4-3]"}),                       # no horse: not a 马
    # the first tier is unchanged: it still comes first, and the exception does not reach past it
    ("[6-6][4-2][2-1]", None, "", {"[6-6]"}),
    ("[4-2][2-1][6-3][5-4]", None, "", {"[6-3]", "[5-4]", "[6-3][5-4]"}),
    ("[3-3]×2[4-1][2-1]", None, "", {"[3-3]×2"}),
    ("[1-1][4-3][4-2]", None, "[6-6]×4", {"[1-1]"}),                           # 明面最大 once four [6-6] are up
    ("[1-1][6-2][5-3][4-3][4-2]", None, "", {"[1-1][6-2]", "[1-1][5-3]",      # mixed ministers
                                                   "[1-1][6-2][5-3]"}),
    ("[6-5]×2[6-1]×2[5-2]", None, "", {"[6-5]×2", "[6-1]×2"}),               # people sets: the second tier
    ("[5-2][4-3][3-2]", None, "", {"[5-2][4-3]"}),                            # earth sets: the third
])
def test_the_chinese_tiers(tiles, point, face_up, expected):
    leads, must_throw = passport_options(tiles, point, face_up or (), ZH)
    assert {str(lead) for lead in leads} == expected and not must_throw


def test_the_chinese_exception_changes_only_the_zh_reading():
    # pagat keeps only points back (R1d); the unbeatable mother and son or stallion must go first
    assert allowed("[4-1][2-1][5-2]") == ({"[4-1][2-1]"}, False)
    assert allowed("[4-3][4-2][6-5]") == ({"[4-3][4-2]"}, False)
    assert allowed("[2-2][2-2][3-1]", point="2-2")[0] == {"[2-2]", "[2-2]×2", "[3-1]"}


def test_a_chinese_passport_holder_keeps_mother_and_son_in_play():
    """East leads everything and the others play face down; with [3-1][4-2][2-1] left and a passport,
    the article lets him lead the [3-1] and keep mother and son; pagat makes him lead them first."""
    from tutor.bagchen.tiles import full_set
    east = parse_tiles("[6-6]×4[1-1]×4[6-3]×2[5-4]×2[4-4][3-1][4-2][2-1]")
    rest = list(full_set())
    for t in east:
        rest.remove(t)
    hands = {"E": east, "S": rest[:16], "W": rest[16:32], "N": rest[32:]}
    for rules, refused in ((ZH, False), (Rules(), True)):
        hand = Hand.new(hands, "5-5", "E", rules)
        for lead in ("[6-6]×4", "[1-1]×4", "[6-3]×2[5-4]×2", "[4-4]"):
            hand = discard_round(hand, lead)
        assert hand.has_passport("E") and hand.won["E"] == 13
        if refused:
            with pytest.raises(IllegalPlayError) as caught:
                hand.play(Play("E", "[3-1]"))
            assert caught.value.code == "bagchen.passport-lead"
            continue
        hand = discard_round(hand, "[3-1]")
        hand = discard_round(hand, "[4-2][2-1]")
        assert hand.finished and hand.won["E"] == 16
