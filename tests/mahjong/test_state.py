"""One hand of Mahjong through the common interface only (tutor.start/play/legal/view/outcome/replay/suggest)."""

import json
import random
import re
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tutor
from tutor.errors import IllegalPlayError, NotationError
from tutor.games import narration
from tutor.mahjong import replay, start
from tutor.mahjong.players import easy
from tutor.mahjong.settlement import settle
from tutor.mahjong.tiles import ALL_KINDS, BONUS_TILES, SEATS, Tile, full_set
from tutor.mahjong.wall import Wall
from tutor.state import ALL

# A bound the rules give: at most 77 tiles are drawn after the deal before only the dead wall's 14 are
# left (144 − 53 dealt − 14), and a seat shows at most 4 claimed sets (16 claims in all), so a hand has
# at most 77 + 16 + 1 turns; each turn is a discard and three answers, and each of at most 16 kongs adds
# its declaration and three answers to a robbing claim.
BOUND = (77 + 16 + 1) * 4 + 16 * 4

# The automatic players before the interface (tutor/mahjong/play.py's play_hand, seeds 0–39):
# seed:winner:won_by:winning tile:net E,S,W,N.
TODAY = (
    "0:W:wall:4B:-76,-22,120,-22 1:E:discard:1D:144,-28,-70,-46 2:E:loose:3C:408,-136,-148,-124 "
    "3:N:discard:6C:-84,-26,-18,128 4:E:discard:3D:288,-62,-122,-104 5:S:discard:7C:-104,208,-36,-68 "
    "6:E:discard:2B:288,-104,-104,-80 7:E:wall:4C:228,-84,-54,-90 8:N:discard:4B:48,-64,-112,128 "
    "9:E:discard:9B:144,-44,-44,-56 10:S:discard:2B:-8,176,-92,-76 11:W:discard:4B:-48,-32,96,-16 "
    "12:E:discard:9C:204,-22,-100,-82 13:S:discard:4C:-144,136,72,-64 14:E:discard:7B:336,-78,-180,-78 "
    "15:W:discard:7B:-132,-66,224,-26 16:E:discard:6C:168,-80,-14,-74 17:W:discard:2C:-96,16,112,-32 "
    "18:E:discard:8B:288,-88,-88,-112 19:N:discard:7B:-80,40,-48,88 20:N:discard:2B:172,-138,-138,104 "
    "21:N:discard:7D:-16,-48,-48,112 22:W:wall:9C:-100,-34,168,-34 23:N:wall:2D:64,-160,-144,240 "
    "24:S:discard:4D:-172,168,98,-94 25:S:discard:5D:280,96,-180,-196 26:S:discard:Green:-124,256,-62,-70 "
    "27:S:discard:3C:-100,272,-74,-98 28:N:discard:8B:104,-92,-124,112 29:S:wall:5B:-100,240,-74,-66 "
    "30:N:discard:2B:-148,-82,-10,240 31:E:discard:2B:384,-116,-140,-128 32:N:discard:9D:-20,-90,-18,128 "
    "33:N:wall:2C:-52,-50,-34,136 34:N:discard:7B:-52,-26,-42,120 35:N:discard:8B:-108,-86,-14,208 "
    "36:W:wall:2B:-116,-50,256,-90 37:N:discard:6C:-108,18,-14,104 38:W:discard:7D:-168,-68,272,-36 "
    "39:W:discard:9D:-172,-62,256,-22"
)


def every_tile(state):
    """Every tile of the set, wherever it is: hands, sets, bonus tiles, discards, the wall."""
    held = []
    for p in state.hands:
        held += [*p.concealed, *(t for b in p.melds for t in b.tiles), *p.bonus, *p.discards]
    return Counter(held + [*state.wall.tiles, *state.wall.loose])


FULL = Counter([*full_set(), *BONUS_TILES])


def hidden_view_holds(state, seat):
    """``view(seat)`` shows no other seat's concealed tiles, nor the wall: changing them changes nothing."""
    view = state.view(seat)
    json.dumps(view)
    for other in SEATS:
        if other != seat:
            assert view["players"][other]["concealed"] is None
    others = tuple(p if s == seat else replace(p, concealed=(Tile(0),) * len(p.concealed))
                   for s, p in zip(SEATS, state.hands, strict=True))
    wall = replace(state.wall, tiles=tuple(reversed(state.wall.tiles)), loose=tuple(reversed(state.wall.loose)))
    built = Wall(tuple(reversed(state.built.stacks)))  # the wall as built, in the record: in no seat's view
    changed = replace(state, hands=others, wall=wall, built=built)
    if state.phase == "claims":  # the others' answers are theirs until the claim is decided
        changed = replace(changed, answers=tuple((s, d if s == seat else replace(d, kind="pass", tiles=()))
                                                 for s, d in state.answers))
    assert changed.view(seat) == view


def check_rules(state):
    """What the rules say of the decisions offered (cheap enough to ask of every state)."""
    legal = state.legal()
    assert list(legal) == sorted(set(legal)) and legal
    seat = state.to_move
    if state.phase == "turn":
        if seat in state.standing:
            assert set(legal) <= {str(state.drawn), "mahjong"}
    else:
        assert "pass" in legal
        asked = [SEATS[(SEATS.index(state.turn) + k) % 4] for k in (1, 2, 3)]
        assert seat == asked[len(state.answers)]
        if any(d.startswith("chow") for d in legal):
            assert seat == asked[0]


# The rule options that change play, all away from their defaults: the wall East's dice count to, no win
# on a discard with a standing hand, no robbing a concealed kong (so nobody is asked), shapes alone make waits.
OTHER = {"wall_side": "counted", "standing_hand_win_on_discard": False, "orphans_rob_concealed_kong": False,
         "dead_waits_count": True}
BLOCKS = [({}, seeds) for seeds in (range(0, 50), range(50, 100), range(100, 150), range(150, 200))]
BLOCKS += [(OTHER, seeds) for seeds in (range(1000, 1050), range(1050, 1100))]


def plausible(state, rng):
    """A random but plausible player: mah jong whenever it is legal; otherwise the automatic player's
    decision seven times in ten, a random legal one the other three (about 9 hands in 10 end in mah jong,
    where uniformly random decisions reach it in 1 hand of 25)."""
    legal = state.legal()
    if "mahjong" in legal:
        return "mahjong"
    return easy(state, rng) if rng.random() < 0.7 else rng.choice(legal)


def uniform(state, rng):
    return rng.choice(state.legal())


def player_for(seed):
    """Even seeds decide uniformly at random, odd seeds plausibly."""
    return plausible if seed % 2 else uniform


def check_settlement(state):
    """``outcome()`` is the settlement of the hands' scores, and each payment reads well in three languages."""
    outcome = state.outcome()
    scores = {seat: state.scores[seat].total for seat in SEATS}
    assert outcome == settle(scores, state.winner, "E").net
    if state.winner is None:
        assert outcome == dict.fromkeys(SEATS, 0) and not state.payments()
        return
    assert outcome[state.winner] > 0  # a loser may gain too (East is paid double differences)
    for language in ("en", "ru", "zh"):
        explained = state.explain_payments(language)
        assert len(explained) == len(state.payments()) > 0
        for sentence, payment in zip(explained, state.payments(), strict=True):
            assert state.seat_name(payment.payer, language) in sentence, sentence
            assert state.seat_name(payment.payee, language) in sentence, sentence
            assert re.search(rf"(?<!\d){payment.amount}(?!\d)", sentence), sentence
            assert not re.search(r"[{}]|mahjong\.|\(.*\(", sentence), sentence  # no field, code, nested brackets
            if language != "en":
                assert not re.search("[A-Za-z]", sentence), sentence  # nothing left in English


@pytest.mark.parametrize(("options", "seeds"), BLOCKS)
def test_random_hands_end_within_the_bound_and_read_back(options, seeds):
    """200 hands under the default rules and 100 under OTHER, half of them with every decision drawn
    uniformly from legal(), half by the plausible player (most of those end in mah jong, so the scores and
    the settlement are reached); the tiles and the views checked every 20th state."""
    wins = 0
    for seed in seeds:
        rng = random.Random(seed)
        decide = player_for(seed)
        state = tutor.start("mahjong", seed=seed, **options)
        step = 0
        while not state.finished:
            check_rules(state)
            if step % 20 == 0:
                assert every_tile(state) == FULL
                hidden_view_holds(state, state.to_move)
            state = state.play(decide(state, rng))
            step += 1
            assert step <= BOUND
        assert every_tile(state) == FULL
        outcome = state.outcome()
        assert sum(outcome.values()) == 0 and set(outcome) == set(SEATS)
        assert (state.winner is None) == (outcome == dict.fromkeys(SEATS, 0))
        check_settlement(state)
        wins += state.winner is not None and decide is plausible
        assert tutor.replay("mahjong", state.record(), seed=seed, **options) == state
    assert wins >= len(seeds) // 2 * 3 // 4  # most plausible hands end in mah jong


# a tile as the narration names it ("the 5 of dots", "the North wind", "the flower 2"; a chow "3-4-5 of dots")
NAMES = {t.name("en"): str(t) for t in (*ALL_KINDS, *BONUS_TILES)}
TILE_WORD = re.compile(r"(?<![\w-])(?:" + "|".join(sorted(map(re.escape, NAMES), key=len, reverse=True)) + r")(?!\w)")
CHOW_WORDS = re.compile(r"(?<!\w)([1-9])-([1-9])-([1-9]) of (characters|dots|bamboo)")


def tiles_named(text):
    """The tiles an English narration names, in the notation."""
    found = {NAMES[name] for name in TILE_WORD.findall(text)}
    for *numbers, suit in CHOW_WORDS.findall(text):
        found.update(f"{n}{suit[0].upper()}" for n in numbers)
    return found


def tiles_shown(view):
    """Every tile ``view`` names: the hands it shows, the sets, bonus tiles, discards, the tile drawn or
    discarded, the winning tile, the decisions offered."""
    words = set()
    for shown in view["players"].values():
        for key in ("concealed", "exposed", "kongs", "bonus", "discards"):
            for text in shown[key] or ():
                words.update(text.split())
    words.update(view[key] for key in ("drawn", "tile", "winning") if view[key])
    for decision in view["legal"]:
        words.update(decision.split())
    return words


@pytest.mark.parametrize("options", [{}, OTHER])
def test_a_seat_is_told_only_what_it_sees(options):
    """Every state of random hands, narrated to every seat, names no tile that seat's view does not show;
    without a seat, the narration is the whole story (a replay's)."""
    hidden = 0
    for seed in range(6):
        rng = random.Random(seed)
        decide = player_for(seed)
        state = tutor.start("mahjong", seed=seed, **options)
        while True:
            told = [narration(state, seat, "en") for seat in SEATS]
            for seat, text in zip(SEATS, told, strict=True):
                named = tiles_named(text)
                assert named <= tiles_shown(state.view(seat)), (seed, state.record(), seat, text)
            if state.finished or state.phase != "turn":  # nothing hidden was drawn: all are told the same
                assert set(told) == {narration(state, ALL, "en")}
            hidden += len(set(told)) > 1
            if state.finished:
                break
            state = state.play(decide(state, rng))
    assert hidden > 100


def test_the_automatic_players_play_todays_hands():
    for entry in TODAY.split()[::2]:
        seed, winner, won_by, winning, net = entry.split(":")
        state = tutor.start("mahjong", seed=int(seed))
        while not state.finished:
            state = state.play(tutor.suggest(state, seed=int(seed)))
        assert (state.winner, state.won_by, str(state.winning)) == (winner, won_by, winning), seed
        assert list(state.outcome().values()) == [int(n) for n in net.split(",")], seed


def test_what_cannot_be_read_or_played_is_a_coded_error():
    state = start(seed=23)
    for text, code in (("5X", "notation.expected"), ("chow 3D 5D 4D", "mahjong.not-a-chow"), ("", "notation.empty"),
                       ("5D  standing", "notation.trailing"), ("F1", "notation.expected")):
        with pytest.raises(NotationError) as error:
            state.play(text)
        assert error.value.code == code, text
    held = state.view("E")["players"]["E"]["concealed"]
    missing = next(str(t) for t in full_set() if str(t) not in held)
    for text, code in ((missing, "mahjong.tile-not-held"), ("pass", "mahjong.no-discard-to-claim"),
                       ("mahjong", "mahjong.not-complete"), ("kong 1D", "mahjong.no-concealed-kong"),
                       ("add 1D", "mahjong.cannot-add"), (f"{held[0]} standing", "mahjong.standing-not-allowed")):
        with pytest.raises(IllegalPlayError) as error:
            state.play(text)
        assert error.value.code == code, text
    asked = state.play(held[0])
    for text, code in (("1D", "mahjong.answer-the-claim"), ("pung", "mahjong.pung-tiles"),
                       ("kong", "mahjong.kong-tiles"), ("mahjong", "mahjong.not-complete")):
        with pytest.raises(IllegalPlayError) as error:
            asked.play(text)
        assert error.value.code == code, text
    with pytest.raises(IllegalPlayError) as error:
        asked.play("pass").play("chow 1C 2C 3C")
    assert error.value.code == "mahjong.chow-not-next"
    assert replay(asked.record(), seed=23) == asked


def test_answers_stay_hidden_until_the_claim_is_decided():
    state = start(seed=23)
    state = state.play(state.legal()[0]).play("pass")
    assert state.view("S")["answer"] == "pass" and state.view("W")["answer"] is None
    assert state.view("N")["answered"] == ["S"] and "pass" not in json.dumps(state.view("N")["players"])
    assert narration(state, ALL, "en") == "South has answered."


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), choices=st.lists(st.integers(0, 10**6), min_size=1, max_size=120))
def test_each_decision_keeps_every_tile_and_the_order_of_play(seed, choices):
    state = start(seed=seed)
    for choice in choices:
        if state.finished:
            break
        before, seat = state, state.to_move
        state = state.play(state.legal()[choice % len(state.legal())])
        assert every_tile(state) == FULL
        if state.finished:
            break
        if before.phase == "turn" and state.phase == "claims":  # a discard: the seat on the right is asked first
            assert state.to_move == SEATS[(SEATS.index(seat) + 1) % 4]
        if before.phase == "claims" and len(before.answers) == 2 and state.phase == "turn" and not any(
                e[0] == "claims" for e in state.events):  # nobody claimed: the next player draws
            assert state.to_move == SEATS[(SEATS.index(before.turn) + 1) % 4]


def arranged(turn="E", options=None, **hands):
    """A hand of seed 1 at ``turn``'s turn with the concealed tiles (and exposed sets) written in ``hands``;
    the last concealed tile of ``turn`` is the one he has just drawn."""
    from tutor.mahjong.notation import parse_hand

    state = start(seed=1, **(options or {}))
    players = list(state.hands)
    for seat, text in hands.items():
        hand = parse_hand(text, check_count=False)
        players[SEATS.index(seat)] = replace(players[SEATS.index(seat)], concealed=tuple(sorted(hand.concealed)),
                                             exposed=hand.exposed)
    drawn = parse_hand(hands[turn], check_count=False).concealed[-1] if turn in hands else None
    return replace(state, hands=tuple(players), turn=turn, drawn=drawn, discarded=frozenset(SEATS))


def test_a_tile_added_to_an_exposed_pung_can_be_robbed():
    state = arranged(E="[5D 5D 5D] 1B 2B 3B 4B 5B 6B 7B 8B 9B Red 5D",
                     S="1C 2C 3C 7B 8B 9B 3D 4D East East East North North")
    assert "add 5D" in state.legal()
    state = state.play("add 5D")
    assert state.to_move == "S" and state.legal() == ("mahjong", "pass")
    with pytest.raises(IllegalPlayError) as error:
        state.play("pung")
    assert error.value.code == "mahjong.rob-only"
    state = state.play("mahjong").play("pass").play("pass")
    assert (state.winner, state.won_by, str(state.winning)) == ("S", "robbed-kong", "5D")
    assert "[5D 5D 5D]" in state.player("E").text()  # the pung was not made a kong
    assert any(i.code == "robbed-kong" for i in state.scores["S"].items)
    assert sum(state.outcome().values()) == 0 and state.outcome()["S"] > 0
    assert narration(state, ALL, "en").startswith("South robs the kong of the 5 of dots and goes mah jong.")


def test_only_thirteen_orphans_rob_a_concealed_kong_and_only_under_the_option():
    orphans = "1C 9C 1D 9D 1B East South West North Red Green White White"
    state = arranged(E="9B 9B 9B 9B 2C 3C 4C 5C 6C 7C 2D 3D 4D 5D", N=orphans)
    state = state.play("kong 9B")
    assert state.phase == "rob" and state.legal() == ("pass",)  # S cannot rob it
    state = state.play("pass").play("pass")
    assert state.legal() == ("mahjong", "pass")
    state = state.play("mahjong")
    assert (state.winner, state.won_by) == ("N", "robbed-kong")
    assert state.scores["N"].limit_hand == "limit.thirteen-orphans"
    quiet = arranged(options={"orphans_rob_concealed_kong": False}, E="9B 9B 9B 9B 2C 3C 4C 5C 6C 7C 2D 3D 4D 5D",
                     N=orphans).play("kong 9B")
    assert quiet.phase == "turn" and quiet.to_move == "E" and quiet.player("E").kongs  # no one is asked
    assert narration(quiet, ALL, "en").startswith("East declares a concealed kong (9 of bamboo). After the kong he takes a "
                                      "loose tile, the")
    # the others see the kong (two of its tiles face up), not the loose tile
    assert narration(quiet, "S", "en").startswith("East declares a concealed kong (9 of bamboo). After the kong he takes "
                                              "a loose tile. ")


def test_a_standing_hand_keeps_its_tiles():
    state = arranged(E="1C 2C 3C 4C 5C 6C 7C 8C 9C 1D 1D 2D 3D North")
    state = replace(state, discarded=frozenset())
    assert "North standing" in state.legal() and "1C standing" not in state.legal()
    state = state.play("North standing")
    assert "East declares a standing hand." in narration(state, ALL, "en")
    while not state.finished and not (state.phase == "turn" and state.to_move == "E"):
        if state.phase != "turn" and state.to_move == "E":
            assert set(state.legal()) <= {"pass", "mahjong"}
        state = state.play("pass" if "pass" in state.legal() else state.legal()[0])
    if not state.finished:
        assert set(state.legal()) <= {str(state.drawn), "mahjong"}
        with pytest.raises(IllegalPlayError) as error:
            state.play(next(t for t in ("1C", "2C") if t != str(state.drawn)))
        assert error.value.code == "mahjong.standing-discard"


def test_a_pung_let_go_by_is_barred_until_the_next_turn():
    state = arranged(E="1B 2B 3B 4B 5B 6B 7B 8B 9B Red Red Green 5D 6D",
                     S="5D 5D 1C 2C 3C 4C 5C 6C 7C 8C 9C East East")
    state = state.play("5D")
    assert "pung" in state.legal()
    state = state.play("pass").play("pass").play("pass")
    again = replace(state, turn="W", phase="claims", tile=Tile(13), answers=())  # W throws another 5D
    again = again.play("pass").play("pass")
    assert again.to_move == "S" and "pung" not in again.legal()
    with pytest.raises(IllegalPlayError) as error:
        again.play("pung")
    assert error.value.code == "mahjong.pung-barred"


def test_east_may_go_out_on_the_hand_he_was_dealt():
    state = replace(arranged(E="1C 2C 3C 4C 5C 6C 7C 8C 9C 1D 1D 2D 3D 4D"), discarded=frozenset())
    state = state.play("mahjong")
    assert (state.winner, state.won_by) == ("E", "wall")
    assert state.scores["E"].limit_hand == "limit.heavens-blessing"
    assert narration(state, ALL, "en").startswith("East goes mah jong with the tiles he was dealt. The hands score: East ")


# --- issue 25: the readings the source leaves open -------------------------------------------------

def _earths_blessing_after_a_kong(options=None):
    """East declares a concealed kong before his first discard, then throws 6B, which South claims for mah jong."""
    state = arranged(options=options, E="9B 9B 9B 9B 6B 2C 3C 4C 5C 6C 7C 2D 3D 4D",
                     S="1C 2C 3C 7B 8B 3D 4D 5D East East East North North")
    state = replace(state, discarded=frozenset())  # nobody has discarded yet: East's first turn
    state = state.play("kong 9B")
    while state.phase == "rob":
        state = state.play("pass")
    assert state.to_move == "E" and state.player("E").kongs
    state = state.play("6B")
    assert "mahjong" in state.legal()
    state = state.play("mahjong")
    while not state.finished:
        state = state.play("pass")
    assert (state.winner, state.won_by) == ("S", "discard")
    return state


def test_a_kong_before_easts_first_discard_keeps_earths_blessing_unless_the_option_says_otherwise():
    assert _earths_blessing_after_a_kong().scores["S"].limit_hand == "limit.earths-blessing"
    strict = _earths_blessing_after_a_kong({"earths_blessing_after_east_kong": False})
    assert strict.scores["S"].limit_hand is None


def test_thirteen_orphans_goes_out_only_where_special_hands_are_accepted():
    def south_asked(options=None):
        state = arranged(turn="W", options=options, S="1C 9C 1D 9D 1B East South West North Red Green White White",
                         W="2C 3C 4C 5C 6C 7C 2D 3D 4D 5D 6D 7D 8D 9B").play("9B")
        while state.to_move != "S":
            state = state.play("pass")
        return state

    assert "mahjong" in south_asked().legal()
    refused = south_asked({"special_hands": False})
    assert "mahjong" not in refused.legal()
    with pytest.raises(IllegalPlayError) as error:
        refused.play("mahjong")
    assert error.value.code == "mahjong.not-complete"
