"""Chance as steps of the record (issue 26): the wall and East's dice written by a seed's hand, and a real
table's hand written as its dice, its deal and its draws; the record replays without the seed."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tutor
import tutor.mahjong
from tutor.cli import main
from tutor.errors import IllegalPlayError, InvalidPositionError, NotationError, TutorError
from tutor.games import narration
from tutor.mahjong.notation import DealStep, DiceStep, DrawStep, WallStep, format_chance, parse_chance
from tutor.mahjong.players import easy
from tutor.mahjong.rules import Rules
from tutor.mahjong.tiles import BONUS_TILES, SEATS, Bonus, full_set
from tutor.mahjong.wall import break_wall, build_wall, deal, dice_throws, shuffled
from tutor.state import ALL, CHANCE

OTHER = {"wall_side": "counted", "standing_hand_win_on_discard": False, "orphans_rob_concealed_kong": False,
         "dead_waits_count": True, "special_hands": False}
SET = [*full_set(), *BONUS_TILES]


def played(seed, options=None, plausible=None):
    """A seeded hand to its end: the easy player (odd seeds, or ``plausible``) or random legal decisions."""
    rng = random.Random(seed)
    state = tutor.start("mahjong", seed=seed, **(options or {}))
    smart = seed % 2 if plausible is None else plausible
    while not state.finished:
        state = state.play(easy(state, rng) if smart else rng.choice(state.legal()))
    return state


def test_a_seed_writes_the_wall_and_the_dice_it_always_drew():
    """The seeded hands are the hands they were before chance was written: the same wall (the seed's shuffle),
    the same throws (a double one thrown again), the same deal."""
    for seed in range(300):
        state = tutor.start("mahjong", seed=seed)
        wall = build_wall(seed)
        throws = dice_throws(seed)
        assert state.decisions == (format_chance(WallStep(wall.tiles)),
                                   *(format_chance(DiceStep(d)) for d in throws)), seed
        dealt = deal(break_wall(wall, throws[-1]))
        assert [p.concealed for p in state.hands] == [dealt.hands[s] for s in SEATS]
        assert [p.bonus for p in state.hands] == [dealt.bonus[s] for s in SEATS]
        assert state.broken == dealt.wall and state.to_move == "E"
    assert any(len(dice_throws(seed)) > 1 for seed in range(300))  # a rethrow is among them


@pytest.mark.parametrize("options", [{}, OTHER])
def test_a_hand_replays_from_its_record_alone(options):
    for seed in range(16):
        end = played(seed, options)
        again = tutor.replay("mahjong", end.record(), **options)
        assert again == end and again.outcome() == end.outcome() and again.seed is None and again.finished
        # a record of decisions only (as records were written before) still replays with its seed
        decisions = "; ".join(d for d in end.decisions if not end.is_chance_step(d))
        assert tutor.replay("mahjong", decisions, seed=seed, **options) == end
        if decisions:
            with pytest.raises(TutorError) as caught:
                tutor.replay("mahjong", decisions, **options)  # without the seed: the wall must come first
            assert caught.value.code == "tutor.record-step" and caught.value.params["error"] == "tutor.chance-expected"


def as_at_a_real_table(end):
    """The record a real table could have written of the seeded hand ``end``: the dice, the tiles each player
    was dealt, and each tile taken from the wall (never the wall itself)."""
    first = tutor.start("mahjong", seed=end.seed, **end.rules.as_dict())
    broken = break_wall(first.built, first.throws[-1], first.rules)
    dealt_as_taken = {seat: [] for seat in SEATS}
    for _ in range(3):
        for seat in SEATS:
            for _ in range(4):
                tile, broken = broken.draw()
                dealt_as_taken[seat].append(tile)
    for seat in (*SEATS, "E"):
        tile, broken = broken.draw()
        dealt_as_taken[seat].append(tile)
    steps = [format_chance(DiceStep(d)) for d in first.throws]
    steps.append(format_chance(DealStep(tuple(tuple(dealt_as_taken[s]) for s in SEATS))))
    state = first
    events = list(first.events)
    for decision in (*end.decisions[len(first.decisions):], None):
        steps += [f"draw {e[-1]}" for e in events if e[0] in ("draw", "loose", "replaced")]
        if decision is None:
            break
        steps.append(decision)
        state = state.play(decision)
        events = list(state.events)
    return "; ".join(steps)


@pytest.mark.parametrize("options", [{}, OTHER])
def test_a_real_tables_hand_replays_to_the_same_end(options):
    """Every seeded hand, written as a real table would write it (its deal and its draws, no wall), reads back to
    the same hands, the same winner and the same payments; the dead games too."""
    ends = {"won": 0, "dead": 0}
    for seed in range(24):
        end = played(seed, options)
        table = tutor.replay("mahjong", as_at_a_real_table(end), **options)
        assert table.finished and table.built is None and not any(d.startswith("wall") for d in table.decisions)
        assert (table.winner, table.won_by, table.winning) == (end.winner, end.won_by, end.winning)
        assert table.hands == end.hands and table.outcome() == end.outcome() and table.payments() == end.payments()
        assert table.broken.remaining == end.broken.remaining
        # the last words: the scores and the payments, or the dead game (after "nobody claims" at a real table)
        assert narration(table, ALL, "ru").endswith(narration(end, ALL, "ru"))
        assert [d for d in table.decisions if not table.is_chance_step(d)] == \
               [d for d in end.decisions if not end.is_chance_step(d)]
        assert tutor.replay("mahjong", table.record(), **options) == table
        ends["won" if end.winner else "dead"] += 1
    assert ends["won"] and ends["dead"]


def test_a_real_tables_hand_step_by_step():
    """Without a seed the hand waits at each chance step; a draw is listed among the steps due, the seat who
    draws sees his tile and the others a tile, and the wall keeps its count."""
    end = played(23, plausible=True)
    steps = as_at_a_real_table(end).split("; ")
    state = tutor.start("mahjong", seed=None)
    assert (state.to_move, state.legal(), state.seed) == (CHANCE, (), None)
    waited = 0
    for step in steps:
        if state.to_move == CHANCE:
            waited += 1
            assert state.is_chance_step(step)
            if step.startswith("draw"):
                assert step in state.legal() and state.legal() == tuple(sorted(set(state.legal())))
                drawer = state.turn if not state.replacing else state.replacing[0][0]
                after = state.play(step)
                other = next(s for s in SEATS if s != drawer)
                told, untold = narration(after, drawer, "en"), narration(after, other, "en")
                tile = parse_chance(step).tile
                assert tile.name("en") in told
                assert isinstance(tile, Bonus) or tile.name("en") not in untold.split(" and goes")[0]
        else:
            assert not state.is_chance_step(step) and step in state.legal()
        state = state.play(step)
    assert state.outcome() == end.outcome() and waited == sum(map(state.is_chance_step, steps))


def test_a_seed_draws_what_a_real_tables_record_leaves_out():
    """A record that writes the dice and nothing else: the seed deals and draws the rest from the tiles not yet
    seen, and that game too replays from its own record."""
    for seed in range(6):
        state = tutor.replay("mahjong", "dice 3-4", seed=seed)
        assert state.to_move == "E" and state.built is None and state.decisions[1].startswith("deal E ")
        rng = random.Random(seed)
        while not state.finished:
            state = state.play(rng.choice(state.legal()))
        assert any(d.startswith("draw ") for d in state.decisions)
        assert tutor.replay("mahjong", state.record()) == state
        assert sum(state.outcome().values()) == 0


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**9), first=st.integers(1, 6), second=st.integers(1, 6))
def test_chance_steps_read_back_as_written(seed, first, second):
    tiles = shuffled(random.Random(seed))
    for step in (WallStep(tiles), DiceStep((first, second)), DrawStep(tiles[0]),
                 DealStep((tiles[:14], tiles[14:27], tiles[27:40], tiles[40:53]))):
        text = format_chance(step)
        assert parse_chance(text) == step and format_chance(parse_chance(text)) == text


def wall_of(tiles):
    return "wall " + " ".join(map(str, tiles))


@pytest.mark.parametrize(("text", "error", "code"), [
    ("dice 7-1", NotationError, "notation.out-of-range"),
    ("dice 0-1", NotationError, "notation.out-of-range"),
    ("dice 3", NotationError, "notation.expected"),
    ("dice 3-4x", NotationError, "notation.trailing"),
    ("wall 1C 2C", InvalidPositionError, "mahjong.wall-size"),
    (wall_of(SET[1:] + SET[:1])[:-3], InvalidPositionError, "mahjong.wall-size"),
    (wall_of([str(t) for t in SET[:4]] + ["1C"] + [str(t) for t in SET[5:]]), InvalidPositionError,
     "mahjong.too-many-copies"),
    (wall_of([str(t) for t in SET[:-1]] + ["F1"]), InvalidPositionError, "mahjong.bonus-twice"),
    ("wall " + " ".join(["1C"] * 143) + " 0C", NotationError, "notation.out-of-range"),
    ("draw 5D", IllegalPlayError, "mahjong.chance-other"),
    ("deal E 1C S 2C W 3C N 4C", InvalidPositionError, "mahjong.deal-size"),
    ("deal E 1C", NotationError, "notation.expected"),
    ("draw", NotationError, "notation.expected"),
])
def test_a_chance_step_that_cannot_be_is_a_coded_error(text, error, code):
    with pytest.raises(error) as caught:
        (tutor.start("mahjong", seed=None).play("dice 3-4") if text.startswith("deal") else
         tutor.start("mahjong", seed=None)).play(text)
    assert caught.value.code == code
    assert len({caught.value.message(language) for language in ("en", "ru", "zh")}) == 3


def test_only_the_chance_step_due_is_played():
    thrown = tutor.start("mahjong", seed=None).play("dice 2-2")
    for text, code in (("dice 3-4", "mahjong.chance-other"), (wall_of(SET), "mahjong.chance-other"),
                       ("draw 1C", "mahjong.chance-other"), ("5D", "tutor.chance-expected")):
        with pytest.raises(IllegalPlayError) as caught:
            thrown.play(text)
        assert caught.value.code == code, text
    walled = tutor.start("mahjong", seed=None).play(wall_of(SET))
    assert walled.to_move == CHANCE and len(walled.legal()) == 36 and walled.view("E")["wall"]["dice"] is None
    again = walled.play("dice 1-1")  # a double one: thrown again
    assert again.to_move == CHANCE and again.throws == ((1, 1),)
    dealt = again.play("dice 6-5")
    assert dealt.to_move == "E" and dealt.built is not None and len(dealt.player("E").concealed) == 14
    with pytest.raises(IllegalPlayError) as caught:
        dealt.play("dice 3-4")
    assert caught.value.code == "tutor.chance-not-now"
    assert "1 + 1" in narration(again, "S", "en") and narration(again, "S", "ru") != narration(again, "S", "en")
    for ask in (lambda: tutor.suggest(walled), lambda: tutor.mahjong.suggest(walled)):
        with pytest.raises(TutorError) as caught:
            ask()
        assert caught.value.code == "tutor.chance-no-player"


def test_no_view_holds_the_wall():
    """The record writes the wall; no seat's view, nor a spectator's, says a word of its order."""
    state = tutor.start("mahjong", seed=9)
    wall_text = state.decisions[0]
    for seat in (*SEATS, None):
        view = json.dumps(state.view(seat))
        assert wall_text[5:40] not in view and "wall 5" not in view
        assert state.view(seat)["last"][0] == ["break"]
    begun = tutor.start("mahjong", seed=None).play(wall_text)
    assert all(begun.view(seat)["last"] == [["wall"]] for seat in (*SEATS, None, ALL))


def test_the_command_line_waits_for_chance_and_takes_it(capsys):
    assert main(["mahjong", "step", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["to_move"] == CHANCE and data["legal"] == [] and data["seed"] is None
    assert main(["mahjong", "step", "--play", "dice 3-1", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "Восток бросает кости (3 + 1)" in out
    record = "; ".join(tutor.start("mahjong", seed=23).decisions)
    assert main(["mahjong", "step", "--record", record, "--play", "North", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["to_move"] == "S" and data["record"].endswith("dice 3-1; North")
    assert main(["mahjong", "step", "--record", "dice 3-1", "--play", "North", "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"] == "tutor.chance-expected"


def test_rules_are_kept_in_a_real_tables_hand():
    """The wall side the rules choose is the one the dice reach, written or not."""
    rules = Rules(wall_side="counted")
    state = tutor.start("mahjong", seed=None, wall_side="counted").play("dice 3-4")
    assert state.broken.side == "W" == break_wall(build_wall(1), (3, 4), rules).side
