"""Playing Mahjong by clicking the table (issue 19), through the common interface only: the board's places,
the paths of clicks, the refusals of an illegal click or claim with their reasons and rule links, and the log
(narrate) in the reader's language, never telling a seat what it could not see."""

import os
import random
import re
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

import pytest
from docutils.nodes import make_id

import tutor
from tests.click_contract import checked_paths, every_path
from tutor.browser import answer
from tutor.errors import IllegalPlayError, TutorError
from tutor.games import click_paths, clicked, drawing, game, narration
from tutor.i18n import LANGUAGE_DIRS, normalize_language
from tutor.mahjong.errors import RULE_LINKS
from tutor.mahjong.tiles import ALL_KINDS, SEATS, Tile
from tutor.mahjong.wall import Wall
from tutor.state import ALL

LANGUAGES = ("en", "ru", "zh")
SEEDS = range(6)
CONTENT = Path(__file__).resolve().parents[2] / "content"
SVG = "{http://www.w3.org/2000/svg}"
# what a Russian or Chinese log must not contain: a seat's letter, a tile in the notation, an English word
ENGLISH = re.compile(r"[A-Za-z]")


def places(svg, parse=False):
    """The places of a board: token -> the names they carry (``parse``: read as XML, which also checks that
    the board is well formed; else found by their attributes, which the table writes in this order)."""
    found = {}
    if parse:
        for element in ET.fromstring(svg).iter():
            if "data-place" in element.attrib:
                found.setdefault(element.get("data-place"), set()).add(element.get("data-name"))
        return found
    pairs = re.findall(r'data-place="([^"]*)" data-name="([^"]*)"', svg)
    assert len(pairs) == svg.count("data-place="), "every place is named"
    for token, name in pairs:
        found.setdefault(token, set()).add(name)
    return found


def games(seeds=SEEDS):
    """The states of seeded hands played by the automatic players, one after another."""
    for seed in seeds:
        rng = random.Random(seed)
        state = tutor.start("mahjong", seed=seed)
        yield state
        while not state.finished:
            state = state.play(tutor.suggest(state, seed=rng.randrange(10**6)))
            yield state


def refused(state, decision):
    """The coded error ``decision`` raises (it must raise one)."""
    with pytest.raises(IllegalPlayError) as error:
        state.play(decision)
    return error.value


def check_reason(error, seat):
    """A refusal says why in three languages, naming the seat in each, and the site explains its rule."""
    said = {language: error.message(language) for language in LANGUAGES}
    assert len(set(said.values())) == 3, said
    for language, text in said.items():
        assert tutor.mahjong.MahjongState.seat_name(seat, language) in text, text
        assert "{" not in text, text
    assert error.code in RULE_LINKS, error.code


def test_every_click_path_spells_its_decision_and_the_board_has_its_places():
    boards = discards = 0
    for number, state in enumerate(games()):
        seat = state.to_move
        if seat is None:
            assert click_paths(state) == {}
            continue
        paths = checked_paths(state)  # each path spells its decision of legal(); none begins another
        legal = state.legal()
        if state.phase != "turn":
            assert paths == {}  # the answers to a claim are made from the list
        else:  # every legal discard, and only discards, is one click on its tile
            assert set(paths) == {d for d in legal if " " not in d and d != "mahjong"}
            assert all(its == ((decision,),) for decision, its in paths.items())
        discards += len(paths)
        if number % 3:  # the board itself on every third state (drawing is the slow part)
            continue
        language = LANGUAGES[number % 9 // 3]
        board = drawing(state, seat, language, places=True)
        shown = places(board, parse=number % 27 == 0)
        assert all(set(path) <= set(shown) for _, path in every_path(paths))
        role = re.search(r'<svg [^>]*role="(\w+)"', board).group(1)
        assert role == ("group" if shown else "img")  # no places inside a picture (axe)
        if state.phase == "turn":  # each tile of his hand is a place, named in the reader's language
            view = state.view(seat)
            hand, drawn = view["players"][seat]["concealed"], view["drawn"]
            assert set(shown) == set(hand) and board.count('class="tutor-place"') == len(hand)
            for token, names in shown.items():
                name = next(t for t in ALL_KINDS if str(t) == token).name(language)
                assert name in names or token == drawn, (token, names)
                assert all(n == name or (token == drawn and n.startswith(name)) for n in names), (token, names)
        boards += 1
        if number % 9 == 0:  # another seat's board has nothing to click
            other = SEATS[(SEATS.index(seat) + 1) % 4]
            assert "data-place" not in drawing(state, other, language, places=True)
    assert boards > 300 and discards > 2000


def test_a_seats_board_shows_nothing_the_seat_could_not_see():
    """Changing the others' concealed tiles, their undecided answers and the wall changes nothing of a seat's
    board (while the hand is on; at the end every hand is shown)."""
    checked = 0
    for number, state in enumerate(games(range(2))):
        if state.finished or number % 5:
            continue
        for looker in SEATS:
            others = tuple(p if s == looker else replace(p, concealed=tuple(sorted(Tile((t.kind + 5) % 34)
                                                                                   for t in p.concealed)))
                           for s, p in zip(SEATS, state.hands, strict=True))
            answers = tuple((s, d if s == looker else replace(d, kind="pass", tiles=())) for s, d in state.answers)
            wall = replace(state.wall, tiles=tuple(reversed(state.wall.tiles)))
            built = Wall(tuple(reversed(state.built.stacks)))
            changed = replace(state, hands=others, wall=wall, built=built, answers=answers)
            language = LANGUAGES[checked % 3]
            assert drawing(changed, looker, language, places=True) == drawing(state, looker, language, places=True), (number, looker)
            checked += 1
    assert checked > 200


def test_a_click_on_a_tile_not_in_the_hand_is_refused_with_the_reason():
    state = tutor.start("mahjong", seed=3)
    seat = state.to_move
    held = state.view(seat)["players"][seat]["concealed"]
    missing = next(str(t) for t in ALL_KINDS if str(t) not in held)
    assert clicked(state, (missing,)) == missing and missing not in click_paths(state)
    error = refused(state, clicked(state, (missing,)))
    assert error.code == "mahjong.tile-not-held"
    check_reason(error, seat)
    assert clicked(state, ("1D", "2D")) is None and clicked(state, ("F1",)) is None and clicked(state, ("x",)) is None
    # the worker answers a click the same way, in the page's language, and keeps the state before it
    page = answer({"type": "game", "game": "mahjong", "seed": 3, "record": "", "seat": seat, "clicks": [missing],
                   "lang": "zh"})
    assert page["refused"]["code"] == "mahjong.tile-not-held" and "东家" in page["refused"]["message"]
    assert page["record"] == state.record() and page["places"] and page["to_move"] == seat  # the wall and the dice
    assert page["svg"].count('class="tutor-place"') == len(held) == 14  # East holds 14 tiles at the start


def test_claims_out_of_turn_or_without_the_tiles_are_refused_with_the_reason():
    codes = set()
    for state in games(range(3)):
        if state.phase != "claims":
            continue
        seat, tile = state.to_move, state.tile
        # a tile clicked while a claim is asked: answer the claim first
        error = refused(state, clicked(state, (str(tile),)))
        assert error.code == "mahjong.answer-the-claim"
        codes.add(error.code)
        concealed = state.view(seat)["players"][seat]["concealed"]
        if tile.kind < 27 and tile.number <= 7:
            chow = f"chow {tile} {Tile(tile.kind + 1)} {Tile(tile.kind + 2)}"
            if chow not in state.legal():
                error = refused(state, chow)
                assert error.code in ("mahjong.chow-not-next", "mahjong.chow-tiles"), error.code
                codes.add(error.code)
                if error.code == "mahjong.chow-not-next":  # only the player after the discarder may chow
                    assert state.seat_name(state.turn, "ru") in error.message("ru")
                check_reason(error, seat)
        if concealed.count(str(tile)) < 2:
            error = refused(state, "pung")
            assert error.code == "mahjong.pung-tiles"
            codes.add(error.code)
            check_reason(error, seat)
    assert {"mahjong.answer-the-claim", "mahjong.chow-not-next", "mahjong.chow-tiles", "mahjong.pung-tiles"} <= codes


def test_a_standing_hand_refuses_any_other_discard():
    """Seed 59: West may declare a standing hand with his first discard; later he must throw what he draws."""
    state = tutor.start("mahjong", seed=59)
    rng = random.Random(59)
    while not any(d.endswith(" standing") for d in state.legal()):
        state = state.play(tutor.suggest(state, seed=rng.randrange(10**6)))
    seat = state.to_move
    state = state.play(next(d for d in state.legal() if d.endswith(" standing")))
    assert "прочный расклад" in narration(state, ALL, "ru") and "天听" in narration(state, ALL, "zh")
    while not (state.finished or (state.to_move == seat and state.phase == "turn")):
        state = state.play(tutor.suggest(state, seed=rng.randrange(10**6)))
    assert not state.finished
    drawn = str(state.drawn)
    assert set(click_paths(state)) == {drawn}
    shown = places(drawing(state, seat, "en", places=True))
    other = next(t for t in shown if t != drawn)  # his other tiles are places: a click says why not
    error = refused(state, clicked(state, (other,)))
    assert error.code == "mahjong.standing-discard" and RULE_LINKS[error.code].endswith("#mahjong-play-standing")
    check_reason(error, seat)


def test_the_log_is_in_the_readers_language():
    """Russian and Chinese narration names seats and tiles in words: no seat letter, no notation, no English;
    the end gives every hand's score and the payments."""
    told = 0
    for number, state in enumerate(games(range(3))):
        language = ("ru", "zh")[number % 2]
        seat = SEATS[number % 4]
        text = narration(state, seat, language)
        assert text and not ENGLISH.search(text), text
        told += 1
        if state.finished and state.winner is not None:
            net = state.outcome()
            for language in ("en", "ru", "zh"):
                text = narration(state, ALL, language)
                for s in SEATS:
                    amount = net[s]
                    signed = f"+{amount}" if amount > 0 else f"−{-amount}" if amount < 0 else "0"
                    assert f"{state.seat_name(s, language)} {signed}" in text, text
                    assert f"{state.seat_name(s, language)} {state.scores[s].total}" in text, text
    assert told > 500


def _anchors(page):
    """The ids a page of the site has: its labels, and its headings' own ids."""
    text = (CONTENT / f"{page}.md").read_text(encoding="utf-8")
    labels = set(re.findall(r"^\(([\w-]+)\)=$", text, re.M))
    headings = {make_id(title) for title in re.findall(r"^#+ (.+)$", text, re.M)}
    return labels | headings


def test_every_rule_link_names_a_section_of_the_site():
    assert game("mahjong").rule_links == RULE_LINKS
    for code, target in RULE_LINKS.items():
        page, _, anchor = target.partition("#")
        assert (CONTENT / f"{page}.md").is_file(), target
        assert anchor in _anchors(page), (code, target)
    built = os.environ.get("TUTOR_BUILT_SITE")
    if built:  # the built pages, in every language, carry the anchors
        for language in ("en", "ru", "zh"):
            folder = Path(built) / LANGUAGE_DIRS[normalize_language(language)]
            for target in set(RULE_LINKS.values()):
                page, _, anchor = target.partition("#")
                assert f'id="{anchor}"' in (folder / f"{page}.html").read_text(encoding="utf-8"), (language, target)


def test_every_error_a_decision_raises_has_its_rule_link():
    """Random well-formed and ill-formed decisions in every state of a few hands: each refusal's code is linked
    (the shared fallback tutor.not-legal has no rule of its own)."""
    words = ["pass", "pung", "kong", "mahjong", "chow", "add", "5D standing", "kong 5D", "add 5D", "0D", "",
             "chow 3D 4D 5D", "chow 5D 4D 3D", "F1", *(str(t) for t in ALL_KINDS)]
    codes = set()
    for number, state in enumerate(games(range(2))):
        if state.finished or number % 2:
            continue
        rng = random.Random(number)
        for _ in range(6):
            try:
                state.play(rng.choice(words) + rng.choice(["", "", " x"]))
            except TutorError as error:
                codes.add(error.code)
    assert len(codes) > 8
    assert {c for c in codes if not c.startswith("tutor.")} <= set(RULE_LINKS), codes - set(RULE_LINKS)
