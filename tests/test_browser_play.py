"""The worker's 'game' messages (tutor.browser): the path the play pages take, in Python."""

import json

import tutor
from tutor import games
from tutor.browser import handle
from tutor.games import drawing, narration
from tutor.state import ALL


def ask(**message):
    return json.loads(handle(json.dumps({"id": 1, "type": "game", **message})))


def test_a_game_step_by_step_as_the_page_plays_it():
    first = ask(game="backgammon", seed=7, options=["variant=russian"], record="", seat="light", lang="ru")
    assert first["type"] == "state" and first["to_move"] == "light" and first["legal"]
    assert first["svg"].startswith("<svg") and first["names"]["light"] == "светлые"
    assert first["options"] == ["variant=russian"]
    played = ask(game="backgammon", seed=7, options=["variant=russian"], record="", play=first["legal"][0],
                 seat="light", lang="ru")
    # the record writes the dice too: the opening lot, then the dice after the play (issue 26)
    assert played["refused"] is None and first["record"] == "lot 3-2"
    assert played["record"].startswith(f"lot 3-2; {first['legal'][0]}; dice ")
    expected = tutor.replay("backgammon", played["record"], seed=7, variant="russian")
    assert (played["to_move"], played["legal"] or list(expected.legal())) == (expected.to_move, list(expected.legal()))
    refused = ask(game="backgammon", seed=7, options=["variant=russian"], record="", play="24/10", lang="zh")
    assert refused["refused"]["code"].startswith("backgammon.") and refused["record"] == first["record"]
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


# --- what the play pages (issue 19) and practice (issue 20) add


def test_to_the_end_in_one_message_with_the_log_as_the_seat_heard_it():
    state = ask(game="mahjong", seed=3, record="", seat="S", until="end", history=True, lang="ru")
    assert state["finished"] and state["refused"] is None
    expected = tutor.replay("mahjong", state["record"], seed=3)
    assert state["outcome"] == expected.outcome()
    log = state["log"]
    assert [entry["n"] for entry in log] == list(range(len(expected.decisions) + 1))  # the start, then each decision
    replayed = tutor.start("mahjong", seed=None)  # the log reads the record from its first step: the wall
    assert log[0]["text"] == narration(replayed, "S", "ru")
    for entry, decision in zip(log[1:], expected.decisions, strict=True):
        assert entry["seat"] == replayed.to_move
        replayed = replayed.play(decision)
        assert entry["text"] == narration(replayed, "S", "ru")  # never more than S could see
    assert state["places"] == {}  # the game is over: nothing to click


def test_until_the_seat_stops_when_the_reader_is_to_move():
    state = ask(game="bagchen", seed=4, record="", seat="W", until="seat", lang="en")
    assert state["to_move"] == "W" or state["finished"]
    assert all(entry["seat"] != "W" for entry in state["log"])
    assert state["legal"] == list(tutor.replay("bagchen", state["record"], seed=4).legal())


def test_clicks_are_the_engine_s_decision_or_its_refusal():
    """``places`` is {decision: [[token, ...], ...]}: each key a legal decision as legal() writes it, with every
    path that makes it.  The page sends the decision once it has a path clicked; a path sent as clicks is the
    same decision.  The page compares paths, the engine decides."""
    for game in ("bagchen", "pachisi", "mahjong", "backgammon"):
        record, found = "", False
        for _ in range(60):
            state = tutor.replay(game, record, seed=9)
            if state.finished:
                break
            seat = state.to_move
            answer = ask(game=game, seed=9, record=record, seat=seat, lang="zh")
            assert set(answer["places"]) <= set(answer["legal"])
            for decision, paths in answer["places"].items():
                assert paths and all(isinstance(path, list) and path for path in paths), paths
                assert all(games.clicked(state, tuple(path)) == decision for path in paths)
                played = ask(game=game, seed=9, record=record, seat=seat, play=decision, lang="zh")
                clicked = ask(game=game, seed=9, record=record, seat=seat, clicks=paths[-1], lang="zh")
                assert played["refused"] is None and played["record"] == state.play(decision).record()
                assert clicked["refused"] is None and clicked["record"] == played["record"]
                found = True
                break
            record = ask(game=game, seed=9, record=record, auto=True, lang="en")["record"]
        assert found, f"{game}: no decision could be made by clicking in 60 decisions"
    opening = ask(game="backgammon", seed=7, record="", seat="light", lang="en")["places"]  # 3-2
    assert opening["24/21 13/11"] == [["24", "21", "13", "11"], ["13", "11", "24", "21"]]
    assert opening["13/8"] == [["13", "8"]] and "13/11 24/21" not in opening
    nothing = ask(game="backgammon", seed=9, record="", seat="light", clicks=["nowhere"], lang="ru")
    assert nothing["refused"]["code"] in ("tutor.no-click", "backgammon.illegal-play") or nothing["refused"]
    assert nothing["record"] == tutor.start("backgammon", seed=9).record()  # the opening lot only


def test_a_replay_of_a_finished_game_frame_by_frame():
    finished = ask(game="backgammon", seed=5, record="", until="end", lang="en")
    state = tutor.replay("backgammon", finished["record"], seed=5)

    def frame(n):
        return json.loads(handle(json.dumps({"id": 2, "type": "replay", "game": "backgammon", "seed": 5,
                                             "options": [], "record": finished["record"], "frame": n, "lang": "ru"})))
    first, last = frame(0), frame(len(state.decisions))
    assert first["type"] == "replay" and len(first["frames"]) == len(state.decisions) + 1
    assert first["frames"][-1] == narration(state, ALL, "ru") and all(first["frames"])
    assert first["svg"] == drawing(tutor.start("backgammon", seed=None), ALL, "ru")  # before the opening lot
    assert last["svg"] == drawing(state, ALL, "ru")
    assert frame(len(state.decisions) + 1)["code"] == "tutor.bad-option"


def test_practice_messages_make_the_theme_s_puzzle_from_its_seed():
    from tutor.games import games, make_exercise

    for g in games():
        for theme in g.themes[:1]:
            answer = json.loads(handle(json.dumps({"id": 3, "type": "practice", "theme": theme.id, "seed": 42,
                                                   "lang": "ru"})))
            puzzle = make_exercise(theme.id, 42, "ru")
            assert answer["type"] == "puzzle" and answer["answer"] == list(puzzle.answer)
            assert puzzle.question and puzzle.question in answer["html"] and 'class="tutor-check"' in answer["html"]
    unknown = json.loads(handle(json.dumps({"id": 4, "type": "practice", "theme": "backgammon.nothing", "seed": 1,
                                            "lang": "zh"})))
    assert unknown["code"] == "tutor.unknown-theme" and "backgammon.nothing" in unknown["error"]
