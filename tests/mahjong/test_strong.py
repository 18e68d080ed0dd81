"""Mahjong's strong player and its coach (issue 29): the distance from ready checked against the engine's waits,
legal whole hands, decisions from the seat's view only, and advice that follows its own measure."""

import random

import pytest

import tutor
from benchmarks.mahjong import random_hands
from tutor.errors import IllegalPlayError
from tutor.games import levels
from tutor.mahjong import start
from tutor.mahjong.coach import SCALE, STEP, advise, cost
from tutor.mahjong.hands import complete_row, waits_of
from tutor.mahjong.notation import parse_tile
from tutor.mahjong.players import easy
from tutor.mahjong.strategy import distance, helping, row_distance, strong, unseen, weigh
from tutor.mahjong.tiles import Tile


def tiles(text):
    return [parse_tile(t) for t in text.split()]


def test_levels_offer_strong():
    assert levels("mahjong") == ("easy", "strong")
    state = start(seed=23)
    assert tutor.suggest(state, level="strong") in state.legal()


def test_distance_agrees_with_the_engine():
    rng = random.Random(2)
    for hand in random_hands(rng, 400):
        if hand.kongs:
            continue
        concealed = list(hand.loose)
        rng.shuffle(concealed)
        row = [0] * 34
        for t in concealed:
            row[t.kind] += 1
        assert (row_distance(row, 0) == -1) == complete_row(row, 0)
        thirteen = concealed[:13]
        if max(thirteen.count(t) for t in thirteen) == 4:
            continue  # four of a kind held: a kong to declare (distance counts it as a pung and a tile)
        assert (distance(thirteen, 0) == 0) == bool(waits_of((), thirteen, dead_waits_count=True))


def test_distance_counts_shown_sets():
    assert distance(tiles("1C 2C 3C 5D 6D 7D 2B 2B 4B 6B East East Red"), 0) == 1
    # with two sets shown, seven tiles need two more sets and a pair: 2B 2B and East East wait for 2B or East
    assert distance(tiles("2B 2B East East 4B 5B Red"), 2) == 1
    assert distance(tiles("2B 2B East East 4B 5B 6B"), 2) == 0
    # Thirteen Orphans counts when the special hands do
    orphans = tiles("1C 9C 1D 9D 1B 9B East South West North Red Green 1C")  # waits for the White dragon
    assert distance(orphans, 0) == 0 and distance(orphans, 0, special=False) > 0


def test_tiles_that_help_count_only_unseen_copies():
    hand = tiles("1C 2C 3C 5D 6D 7D 2B 2B 4B 6B East East Red")
    seen = [0] * 34
    assert [(str(t), n) for t, n in helping(hand, 0, seen)] == [("2B", 2), ("5B", 4), ("East", 2)]
    seen[Tile(22).kind] = 3  # three 5B seen on the table
    assert [(str(t), n) for t, n in helping(hand, 0, seen)] == [("2B", 2), ("5B", 1), ("East", 2)]


@pytest.mark.parametrize("options", [{}, {"special_hands": False}, {"standing_hand_win_on_discard": False}])
def test_strong_plays_whole_hands_legally(options):
    for seed in range(2):
        state = start(seed=seed, **options)
        seat = state.seats[seed]
        rng = random.Random(seed)
        while not state.finished:
            decision = strong(state, rng) if state.to_move == seat else easy(state, rng)
            assert decision in state.legal()
            state = state.play(decision)
        assert sum(state.outcome().values()) == 0


def _swap_hidden(state, seat):
    """The same table for ``seat``: two other players exchange a concealed tile each (the seat sees neither)."""
    others = [s for s in state.seats if s != seat]
    a, b = (state.player(s) for s in others[:2])
    ta, tb = next((x, y) for x in a.concealed for y in b.concealed if x != y)
    hands = list(state.hands)
    for s, player, gone, got in ((others[0], a, ta, tb), (others[1], b, tb, ta)):
        rest = list(player.concealed)
        rest.remove(gone)
        hands[state.seats.index(s)] = type(player)(tuple(sorted((*rest, got))), player.exposed, player.bonus,
                                                   player.discards, player.kongs)
    return state._evolve(hands=tuple(hands))


def test_the_player_decides_from_its_view_only():
    state = start(seed=31)
    checked = 0
    rng = random.Random(1)
    while not state.finished and checked < 25:
        seat = state.to_move
        other = _swap_hidden(state, seat)
        assert other.view(seat) == state.view(seat)
        assert other.hands != state.hands
        assert strong(other, random.Random(0)) == strong(state, random.Random(0))
        checked += 1
        state = state.play(easy(state, rng))


def test_unseen_counts_the_table():
    state = start(seed=23).play("North")
    row = unseen(state)  # South is asked about East's North
    assert row[parse_tile("North").kind] == 4 - 1 - state.player("S").concealed.count(parse_tile("North"))


def test_advice_follows_the_measure():
    state = start(seed=23)
    advice = advise(state)
    assert advice.verdict == "best" and advice.cost == 0.0
    assert advice.decision == tutor.suggest(state, level="strong")
    ranked = {o.decision: o for o in weigh(state)}
    for decision in state.legal():
        other = advise(state, decision)
        assert other.cost == pytest.approx(cost(ranked[advice.decision], ranked[decision]))
        if decision != advice.decision:
            assert other.verdict == next((w for bound, w in SCALE if other.cost < bound), "blunder")
        if ranked[decision].distance > ranked[advice.decision].distance:
            assert other.cost >= STEP and other.verdict in ("mistake", "blunder")
    with pytest.raises(IllegalPlayError):
        advise(state, "9C")


def test_advice_on_claims_and_mah_jong():
    said = set()
    for seed in range(40):
        state = start(seed=seed)
        rng = random.Random(seed)
        while not state.finished:
            legal = state.legal()
            if state.phase == "claims" and len(legal) > 1:
                advice = advise(state, None, "en")
                words = advice.reason()
                if advice.decision == "pass":
                    assert words.startswith("Pass: claiming would not bring the hand nearer to ready.")
                    said.add("pass")
                elif advice.decision == "mahjong":
                    assert words == "The hand is complete: go mah jong."
                    missed = advise(state, "pass")
                    assert missed.verdict == "blunder" and "throws the win away" in missed.reason()
                    said.add("mahjong")
                else:
                    assert words.startswith("Claim ") and "Passing would leave it" in words
                    said.add("claim")
            state = state.play(easy(state, rng))
        if said == {"pass", "mahjong", "claim"}:
            break
    assert said == {"pass", "mahjong", "claim"}


def test_feeding_counts_the_sets_a_discard_may_give_away():
    from tutor.mahjong.strategy import feeding

    row, seen = [0] * 34, [0] * 34
    east, five, one = (parse_tile(t) for t in ("East", "5D", "1C"))
    for tile in (east, five, one):
        seen[tile.kind] = 1  # the discard itself is in sight
    # a fresh middle tile runs into three chows and a pung; a terminal into one chow; an honour into a pung only
    assert feeding(five, row, seen, 100) > feeding(one, row, seen, 100) > feeding(east, row, seen, 100) > 0
    # with the other three copies in sight nobody can hold a pair of it, and an honour makes no chow
    seen[east.kind] = 4
    assert feeding(east, row, seen, 100) == 0


def test_honours_and_terminals_count_more_among_the_tiles_that_help():
    from tutor.mahjong.strategy import HONOUR_CLAIMS, TERMINAL_CLAIMS, chances

    assert HONOUR_CLAIMS > TERMINAL_CLAIMS > 1
    row = [0] * 34
    for t in tiles("East East 5D 5D 1C 1C"):
        row[t.kind] += 1
    # a pair waiting for its pung: each unseen copy drawn, or claimed from the three others (more for an honour)
    assert chances(2, [(parse_tile("East"), 2)], row) > chances(2, [(parse_tile("1C"), 2)], row) \
        > chances(2, [(parse_tile("5D"), 2)], row) == 2 * (1 + 3)


def test_a_hand_two_tiles_from_ready_looks_one_step_further():
    from tutor.mahjong.strategy import Seen, weigh_seen

    hand = tuple(sorted(tiles("2C 3C 4C 6C 6C 7C 9C 1D 2D 4D 6D 1B West West")))
    seen = Seen("S", hand, 0, (), (0,) * 34, "turn", None, hand[0], False, True, False)
    ranked = weigh_seen(seen, [str(t) for t in sorted(set(hand))])
    best, other = ranked[0], next(o for o in ranked if o.decision == "9C")
    # 1B and 9C leave the hand as far from ready with as many chances; after the next tile that helps (and the best
    # discard then), the hand without 1B has more on average
    assert (best.decision, best.distance, best.chances) == ("1B", 2, other.chances) and other.distance == 2
    assert best.waits > other.waits > 0
