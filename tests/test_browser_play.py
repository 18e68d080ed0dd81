"""The worker's 'game' messages (tutor.browser): the path the play pages take, in Python."""

import json

import tutor
from tutor.browser import handle


def ask(**message):
    return json.loads(handle(json.dumps({"id": 1, "type": "game", **message})))


def test_a_game_step_by_step_as_the_page_plays_it():
    first = ask(game="backgammon", seed=7, options=["variant=russian"], record="", seat="light", lang="ru")
    assert first["type"] == "state" and first["to_move"] == "light" and first["legal"]
    assert first["svg"].startswith("<svg") and first["names"]["light"] == "светлые"
    assert first["options"] == ["variant=russian"]
    played = ask(game="backgammon", seed=7, options=["variant=russian"], record="", play=first["legal"][0],
                 seat="light", lang="ru")
    assert played["refused"] is None and played["record"] == first["legal"][0]
    expected = tutor.replay("backgammon", played["record"], seed=7, variant="russian")
    assert (played["to_move"], played["legal"] or list(expected.legal())) == (expected.to_move, list(expected.legal()))
    refused = ask(game="backgammon", seed=7, options=["variant=russian"], record="", play="24/10", lang="zh")
    assert refused["refused"]["code"].startswith("backgammon.") and refused["record"] == ""
    assert "24/10" in refused["refused"]["message"] and refused["narration"]


def test_the_automatic_players_and_the_end():
    record, seen = "", 0
    while True:
        state = ask(game="bagchen", seed=2, record=record, auto=True, lang="en")
        assert state["refused"] is None
        seen += 1
        record = state["record"]
        if state["finished"]:
            break
    assert seen > 16 and state["outcome"] == tutor.replay("bagchen", record, seed=2).outcome()
    assert len(state["payments_explained"]) == len(state["payments"])


def test_a_seat_sees_only_what_it_may():
    state = tutor.start("mahjong", seed=5)
    hidden = [seat for seat in state.seats if seat != state.to_move][0]
    answer = ask(game="mahjong", seed=5, record="", seat=hidden, lang="en")
    assert answer["legal"] == [] and answer["view"]["seat"] == hidden
    assert answer["view"] == json.loads(json.dumps(state.view(hidden)))


def test_bad_messages_are_coded_errors_in_the_page_language():
    answer = ask(game="chess", seed=1, record="", lang="ru")
    assert answer["type"] == "failed" and answer["code"] == "tutor.unknown-game" and "chess" in answer["error"]
    answer = ask(game="backgammon", seed=1, record="zzz", lang="zh")
    assert answer["code"] == "tutor.record-step"
    assert ask(game="backgammon", seed=-3, record="", lang="en")["code"] == "tutor.bad-option"
