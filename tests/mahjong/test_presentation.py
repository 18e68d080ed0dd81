"""Mahjong's presentation (issue 26): the table, the narration, the clicks and the decisions in words, made from a
view alone, and never showing a seat what it does not see."""

import json
import random
import re
from dataclasses import replace

import pytest

import tutor
from tests.click_contract import checked_paths
from tutor.games import presentation
from tutor.mahjong.players import easy
from tutor.mahjong.presentation import MahjongPresentation
from tutor.mahjong.tiles import SEATS, Tile
from tutor.mahjong.wall import Wall
from tutor.mahjong.words import tile_words
from tutor.state import ALL, CHANCE

SHOWN = MahjongPresentation()
LANGUAGES = ("en", "ru", "zh")
LATIN = re.compile(r"[A-Za-z]")


def states(seeds, table=False):
    """Every state of seeded hands (odd seeds by the easy player, even ones at random); ``table``: the same
    hands entered as a real table's (their dice, deal and draws as steps), chance nodes included."""
    from tests.mahjong.test_chance import as_at_a_real_table, played

    for seed in seeds:
        if table:
            state = tutor.start("mahjong", seed=None)
            yield state
            for step in as_at_a_real_table(played(seed)).split("; "):
                state = state.play(step)
                yield state
            continue
        rng = random.Random(seed)
        state = tutor.start("mahjong", seed=seed)
        yield state
        while not state.finished:
            state = state.play(easy(state, rng) if seed % 2 else rng.choice(state.legal()))
            yield state


def test_the_registry_knows_the_presentation_and_the_state_draws_nothing():
    assert presentation("mahjong").__class__ is MahjongPresentation
    state = tutor.start("mahjong", seed=1)
    for name in ("draw", "board", "narrate", "click_paths", "clicked", "suggest"):
        assert name not in type(state).__dict__, name


def test_the_presentation_reads_nothing_but_the_view():
    """Each method gives the same from the view and from the view sent through JSON (as the worker sends it)."""
    checked = 0
    for number, state in enumerate(states(range(3))):
        if number % 7:
            continue
        language = LANGUAGES[number % 3]
        for seat in (*SEATS, None, ALL):
            view = state.view(seat)
            sent = json.loads(json.dumps(view))
            assert SHOWN.narrate(sent, language) == SHOWN.narrate(view, language)
            assert SHOWN.draw(sent, language) == SHOWN.draw(view, language)
            assert SHOWN.board(sent, language) == SHOWN.board(view, language)
            assert SHOWN.click_paths(sent) == SHOWN.click_paths(view)
            for decision in view["legal"]:
                assert SHOWN.describe(sent, decision, language) == SHOWN.describe(view, decision, language)
                assert SHOWN.clicked(sent, (decision,)) == SHOWN.clicked(view, (decision,))
            checked += 1
    assert checked > 100


def hidden_changed(state, seat):
    """``state`` with everything ``seat`` does not see changed: the others' concealed tiles (as many), the wall
    (as built and as left), the others' answers not yet decided, and the tiles another seat drew in the last step."""
    def other(tile):
        return Tile((tile.kind + 7) % 34) if isinstance(tile, Tile) else tile

    hands = tuple(p if s == seat else replace(p, concealed=tuple(sorted(map(other, p.concealed))))
                  for s, p in zip(SEATS, state.hands, strict=True))
    events = tuple(e[:-1] + (other(e[-1]),) if e[0] in ("draw", "loose", "replaced") and e[1] != seat else e
                   for e in state.events)
    answers = tuple((s, d if s == seat else replace(d, kind="pass", tiles=())) for s, d in state.answers)
    changes = {"hands": hands, "events": events, "answers": answers}
    if state.built is not None:
        changes["built"] = Wall(tuple(reversed(state.built.stacks)))
    if state.wall is not None:
        changes["wall"] = replace(state.wall, tiles=tuple(reversed(state.wall.tiles)))
    drawn_by_other = state.drawn is not None and state.turn != seat
    if drawn_by_other:
        changes["drawn"] = other(state.drawn)
    return replace(state, **changes)


@pytest.mark.parametrize("table", [False, True], ids=["seeded", "real-table"])
def test_a_seat_is_shown_nothing_it_does_not_see(table):
    """For every seat, the drawing, the board, the narration and the decisions' words are the same whatever the
    others hold, the wall's order and the tiles the others drew (while the hand is on: at the end every hand is
    shown)."""
    checked = 0
    for number, state in enumerate(states(range(4), table)):
        if state.finished or number % 3:
            continue
        for seat in SEATS:
            changed = hidden_changed(state, seat)
            view, other = state.view(seat), changed.view(seat)
            assert other == view, (number, seat)
            language = LANGUAGES[checked % 3]
            assert SHOWN.narrate(other, language) == SHOWN.narrate(view, language)
            if checked % 4 == 0:  # drawing is the slow part
                assert SHOWN.board(other, language) == SHOWN.board(view, language)
            assert [SHOWN.describe(other, d, language) for d in view["legal"]] == \
                   [SHOWN.describe(view, d, language) for d in view["legal"]]
            checked += 1
        spectator = state.view(None)
        assert all(p["concealed"] is None for p in spectator["players"].values())
        assert hidden_changed(state, None).view(None) == spectator
    assert checked > 250


def test_a_spectator_sees_every_hand_once_the_hand_is_over_and_a_replay_always():
    end = None
    for end in states([5]):
        shown = end.view(ALL)
        assert all(p["concealed"] is not None for p in shown["players"].values())
    assert end.finished and all(p["concealed"] is not None for p in end.view(None)["players"].values())
    assert SHOWN.draw(end.view(None), "en") == SHOWN.draw(end.view(ALL), "en")
    midway = tutor.start("mahjong", seed=5)
    assert "as a spectator sees it" in SHOWN.draw(midway.view(None), "en")
    assert "every hand face up" in SHOWN.draw(midway.view(ALL), "en")


def test_the_click_contract_through_the_presentation():
    """Every path the presentation offers spells its decision back, through the registry and directly from the
    view; chance and the end offer nothing to click."""
    discards = 0
    for state in states(range(3), table=True):
        paths = checked_paths(state)
        if state.to_move in (None, CHANCE) or state.phase != "turn":
            assert paths == {}
            continue
        view = json.loads(json.dumps(state.view(state.to_move)))
        assert SHOWN.click_paths(view) == paths
        assert all(SHOWN.clicked(view, path) == decision for decision, its in paths.items() for path in its)
        discards += len(paths)
    assert discards > 300


def test_every_decision_in_words():
    """Every decision of many states, in three languages: distinct within a state, and in Russian and Chinese no
    notation and no English word; a claim names the tile claimed."""
    kinds = set()
    for state in states([*range(8), 59]):  # seed 59: West may declare a standing hand
        if state.finished:
            continue
        seat = state.to_move
        view = state.view(seat)
        for language in LANGUAGES:
            said = [SHOWN.describe(view, d, language) for d in view["legal"]]
            assert len(set(said)) == len(said), said
            for decision, words in zip(view["legal"], said, strict=True):
                assert words and words != decision
                if language != "en":
                    assert not LATIN.search(words), (decision, words)
                if decision in ("pass", "pung", "kong") or decision.startswith("chow"):  # the tile claimed is named
                    assert tile_words(state.tile).get(language) in words, words
                kinds.add(decision.split()[0] if decision.split()[0] in ("pass", "pung", "kong", "chow", "mahjong",
                                                                          "add") else
                          "standing" if decision.endswith("standing") else "discard")
    assert {"pass", "pung", "chow", "mahjong", "discard", "standing"} <= kinds


def test_the_words_of_rarer_decisions():
    state = tutor.start("mahjong", seed=1)
    view = state.view("E")
    assert SHOWN.describe(view, "kong 9B", "en") == "Declare a concealed kong (9 of bamboo) and take a loose tile"
    assert SHOWN.describe(view, "add 5D", "zh").startswith("把五筒加到")
    assert SHOWN.describe(view, "mahjong", "en") == "Go mah jong with the tiles you were dealt"
    assert SHOWN.describe(view, "dice 3-4", "ru") == "Кости Востока: 3 + 4"
    assert SHOWN.describe(view, "draw F2", "en") == "The tile taken from the wall is flower 2"


def test_the_chance_steps_are_told_to_every_seat_alike():
    """The wall built, a double one thrown again, the break, the deal: public, the same for every seat; a draw at a
    real table names the tile to the seat who drew it only."""
    state = tutor.start("mahjong", seed=None)
    assert len({SHOWN.narrate(state.view(seat), "en") for seat in (*SEATS, None, ALL)}) == 1
    walled = state.play(tutor.start("mahjong", seed=2).decisions[0])
    for step in ("dice 1-1", "dice 1-3"):
        said = {SHOWN.narrate(walled.view(seat), "zh") for seat in (*SEATS, None)}
        assert len(said) == 1 and not LATIN.search(said.pop())
        walled = walled.play(step)
    assert walled.view("N")["phase"] == "turn"
