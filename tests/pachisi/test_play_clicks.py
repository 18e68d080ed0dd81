"""Playing Pachisi by clicking the board (the play page, issue 19), through the registry's face helpers only
(``drawing``, ``click_paths``, ``clicked``: the presentation, from the view of the seat to move).

Over seeded games: every legal move has a path of two clicks (the piece's square, or ``off`` for a
piece to enter, then the square it goes to) that spells it back, no path is a prefix of another,
and the board drawn for the mover has a named place for every square of every path.  A click that
spells no legal move is refused by the engine with the rule that refuses it, coded (each code has
its page on the site) and in each language; the worker answers the page the same way.
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.click_contract import checked_paths, every_path
from tutor.browser import play_message
from tutor.errors import MESSAGES, IllegalPlayError
from tutor.games import click_paths, clicked, drawing, game, start, suggest
from tutor.pachisi.errors import RULE_LINKS
from tutor.pachisi.presentation import OFF
from tutor.pachisi.state import REFUSALS

CONTENT = Path(__file__).resolve().parents[2] / "content"
SQUARES = tuple(f"{f}{r}" for f in "ABCDEFGH" for r in range(1, 9))
#: rule sets whose games reach every kind of refusal (a triple barrier matters only when a 6 passes just pairs,
#: a new and an old piece on a home are no barrier only when the option says so, mixed barriers need partners)
RULE_SETS: tuple[dict[str, object], ...] = (
    {}, {"variant": "partners"}, {"variant": "pushups", "corners": ("A1", "H8")},
    {"only_pairs_jumpable": True}, {"home_new_old_barrier": False},
)
CYRILLIC, CJK = re.compile("[а-яё]", re.I), re.compile("[\u4e00-\u9fff]")


def _games(seeds: range, every: int = 1):
    """Each state with a player to throw, every ``every``-th throw of seeded games played by the automatic
    players, as the play page plays the other seats."""
    for options in RULE_SETS:
        for seed in seeds:
            state = start("pachisi", seed, **options)
            while not state.finished:
                if len(state.decisions) % every == 0:
                    yield state
                state = state.play(suggest(state, seed=len(state.decisions)))


def _places(state) -> dict[str, str]:
    """The places of the board drawn for the player to throw: token -> data-name."""
    root = ET.fromstring(str(drawing(state, state.to_move, "en", places=True)))
    return {e.get("data-place"): e.get("data-name") for e in root.iter() if "data-place" in e.attrib}


def test_every_legal_move_has_a_path_that_spells_it():
    states = 0
    for state in _games(range(4)):
        states += 1
        paths = checked_paths(state)  # each path spells its move; none begins another: a finished path is one move
        legal = state.legal()
        assert set(paths) == set(legal) - {"-"}, state.record()  # every move on the board; '-' from the list
        assert all(len(its) == 1 for its in paths.values())
        for decision, path in every_path(paths):
            assert len(path) == 2
            assert path[0] == OFF if decision.startswith("enter ") else path[0] in SQUARES
    assert states > 1000


def test_the_board_has_a_named_place_for_every_click():
    for state in _games(range(2), every=17):
        places = _places(state)
        assert all(places.values())  # every place says what it is in words
        for _, path in every_path(click_paths(state)):
            assert set(path) <= set(places), (state.record(), path)
        # the other seats, and the state once over, get the board without places
        others = [s for s in state.seats if s != state.to_move]
        assert "data-place" not in str(drawing(state, others[0], "en", places=True))
    state = start("pachisi", 19, corners=("A1", "H8")).play("enter A1")
    names = {lang: ET.fromstring(str(drawing(state, "A1", lang, places=True))) for lang in ("en", "ru", "zh")}
    words = {lang: next(e.get("data-name") for e in root.iter() if e.get("data-place") == "A1")
             for lang, root in names.items()}
    assert words["en"] == "square A1: 1 piece of white circles"
    assert CYRILLIC.search(words["ru"]) and CJK.search(words["zh"]) and "A1" in words["ru"] + words["zh"]


def _illegal_clicks(state, rng: random.Random):
    """Paths the page sends to the engine: a first click that begins no legal path (an empty square,
    another player's piece, a piece that cannot move), or a second click that ends none."""
    paths = {path for _, path in every_path(click_paths(state))}
    starts = {p[:1] for p in paths}
    places = [*dict.fromkeys(SQUARES), OFF]
    clicks = [(p,) for p in rng.sample(places, 8) if (p,) not in starts]
    for (source,) in starts:
        clicks += [(source, t) for t in rng.sample(places, 4) if (source, t) not in paths and t != OFF]
    return clicks


def _refused(state, clicks):
    decision = clicked(state, clicks)
    assert decision is not None, clicks
    assert decision not in state.legal()
    with pytest.raises(IllegalPlayError) as caught:
        state.play(decision)
    return caught.value


def test_illegal_clicks_are_refused_with_the_rule_that_refuses_them():
    rng = random.Random(0)
    seen: dict[str, IllegalPlayError] = {}
    for state in _games(range(2), every=7):
        for clicks in _illegal_clicks(state, rng):
            error = _refused(state, clicks)
            assert error.code in RULE_LINKS, (state.record(), clicks, error)
            seen.setdefault(error.code, error)
    # the rare refusals: games of random moves until each turns up (a barrier on the way or on the square,
    # a triple barrier, a mixed barrier, a new and an old piece on their home)
    for options, code in (({}, "pachisi.barrier"), ({"only_pairs_jumpable": True}, "pachisi.big-barrier"),
                          ({"variant": "partners"}, "pachisi.mixed-barrier"),
                          ({"home_new_old_barrier": False}, "pachisi.cannot-eat")):
        seen[code] = _find(options, code)
    assert set(seen) == set(REFUSALS.values()) - {"pachisi.illegal-play"}  # '-' is never clicked
    for error in seen.values():
        words = {lang: error.message(lang) for lang in ("en", "ru", "zh")}
        assert "is not legal" in words["en"] and error.params["why"]
        assert CYRILLIC.search(words["ru"]) and "is not legal" not in words["ru"], words["ru"]
        assert CJK.search(words["zh"]) and "is not legal" not in words["zh"], words["zh"]


def _find(options: dict[str, object], code: str) -> IllegalPlayError:
    """The first click refused with ``code`` in seeded games of random moves: the piece clicked once, whose
    throw takes it where the rules forbid."""
    for seed in range(50):
        rng = random.Random(seed)
        state = start("pachisi", seed, **options)
        while not state.finished:
            starts = {path[0] for _, path in every_path(click_paths(state))}
            for square in state.view(state.to_move)["squares"][state.to_move]:
                square = square.rstrip("*")
                if square in starts:
                    continue  # that piece can move: its first click begins a legal path
                error = _refused(state, (square,))
                if error.code == code:
                    return error
            state = state.play(rng.choice(state.legal()))
    raise AssertionError(f"no click refused with {code}")


@pytest.mark.parametrize("clicks, code, reason", [
    (("C1",), "pachisi.no-such-piece", "there is no piece of A1 on C1"),
    (("A1", "A4"), "pachisi.wrong-count", "with a 1 the piece on A1 goes to A2"),
    (("off", "A8"), "pachisi.cannot-enter", "a piece enters only on its own home, A1"),
])
def test_the_worker_refuses_a_click_in_the_readers_language(clicks, code, reason):
    """The page sends the clicks; the worker answers with the engine's reason (and the state before it).  The
    record it sends writes the decisions only (an old record): the seed draws the lot and the throws."""
    message = {"type": "game", "game": "pachisi", "seed": 19, "options": ["corners=A1,H8"], "record": "enter A1",
               "seat": "A1", "clicks": list(clicks)}
    answers = {lang: play_message({**message, "lang": lang}) for lang in ("en", "ru", "zh")}
    before = "lot A1; throw 6; enter A1; throw 1"
    for answer in answers.values():
        assert answer["refused"]["code"] == code and answer["record"] == before, answer["refused"]
        assert answer["places"] == {"A1-A2": [["A1", "A2"]], "enter A1": [["off", "A1"]]}
        assert 'data-place="off"' in answer["svg"] and 'data-place="A2"' in answer["svg"]
    assert reason in answers["en"]["refused"]["message"]
    assert CYRILLIC.search(answers["ru"]["refused"]["message"]) and CJK.search(answers["zh"]["refused"]["message"])
    moved = play_message({**message, "clicks": ["A1", "A2"], "lang": "ru"})
    assert moved["refused"] is None and moved["record"] == before + "; A1-A2; throw 5"
    # nothing to click while the die is to be thrown: a game at a real table waits for the throw
    waiting = play_message({**message, "seed": None, "record": "lot A1; throw 6; enter A1", "lang": "en"})
    assert waiting["to_move"] == "chance" and waiting["places"] == {} and 'data-place' not in waiting["svg"]


def test_every_rule_link_names_a_section_of_the_site():
    assert game("pachisi").rule_links == RULE_LINKS
    for code, target in RULE_LINKS.items():
        assert code in MESSAGES, code
        page, _, anchor = target.partition("#")
        text = (CONTENT / f"{page}.md").read_text(encoding="utf-8")
        labels = set(re.findall(r"^\((\S+)\)=$", text, re.M))
        slugs = {re.sub(r"[^a-z0-9]+", "-", h.lower()).strip("-") for h in re.findall(r"^#+ (.+)$", text, re.M)}
        assert anchor in labels | slugs, target
