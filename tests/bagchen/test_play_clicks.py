"""Playing Bagchen by clicking the tiles (the play page, issue 19), through the State interface only.

Over seeded hands under several rule options: every click path spells its own decision back, no path is a
prefix of another, the drawn board has a place for every place of every path, every lead, beat, charity and
play face down can be clicked, and a click the rules forbid is refused with a coded reason, in the three
languages, that the site links to a page explaining the rule.  The log (``narrate`` as a seat hears it) is
told in the reader's language.
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.click_contract import checked_paths, every_path
from tutor.bagchen.errors import RULE_LINKS
from tutor.bagchen.players import easy
from tutor.bagchen.presentation import DOWN, NAMING, UP
from tutor.bagchen.rules import Rules
from tutor.bagchen.state import BagchenState
from tutor.errors import IllegalPlayError, TutorError
from tutor.games import click_paths, clicked, drawing, narration

CONTENT = Path(__file__).resolve().parents[2] / "content"
SVG = "{http://www.w3.org/2000/svg}"
LANGUAGES = ("en", "ru", "zh")
ENDS = (UP, DOWN, *NAMING)

VARIANTS = {
    "pagat": Rules(),
    "must-beat": Rules(must_beat_if_able=True, charity_named=False),
    "berkhin": Rules(passport_rules="berkhin", fourteen_trick_blind_pair=True, charity_open_beat_scope="next_player"),
    "merged": Rules(merge_unbeatable_leads=True),
}


def hands(rules: Rules, seeds: range):
    """Every state of hands played from ``seeds``: mostly the automatic players, sometimes another legal
    decision (so that calls and exchanges are accepted too)."""
    for seed in seeds:
        rng = random.Random(seed)
        state = BagchenState.start(rules, seed)
        yield state
        while not state.finished:
            legal = state.legal()
            state = state.play(rng.choice(legal) if rng.random() < 0.2 else easy(state, rng))
            yield state


def places_of(board: str) -> dict[str, str]:
    """The places drawn on a board (it may hold several drawings): token -> words."""
    root = ET.fromstring(f"<board>{board}</board>")
    found = {}
    for element in root.iter():
        if "data-place" in element.attrib:
            assert element.get("data-place") not in found, "each place is drawn once"
            found[element.get("data-place")] = element.get("data-name")
    groups = [svg for svg in root.iter(f"{SVG}svg") if any("data-place" in e.attrib for e in svg.iter())]
    assert all(svg.get("role") == "group" and svg.get("aria-label") for svg in groups), "places are in a group"
    return found


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_path_spells_its_decision_on_the_board(variant):
    rules = VARIANTS[variant]
    checked = 0
    for number, state in enumerate(hands(rules, range(3))):
        seat = state.to_move
        paths = checked_paths(state)
        if seat is None or state.before_play:
            assert paths == {} and drawing(state, seat, "en", places=True) == drawing(state, seat, "en")
            continue
        legal = state.legal()
        plays = {d for d in legal if " blind" not in d}
        assert set(paths) == plays, "every lead, beat, charity and play face down can be clicked"
        assert all(len(its) == 1 for its in paths.values()), "one path each: the page picks tiles in any order"
        for _, path in every_path(paths):
            assert path[-1] in ENDS and all(place not in ENDS for place in path[:-1])
        language = LANGUAGES[number % 3]
        drawn = places_of(drawing(state, seat, language, places=True))
        needed = {place for _, path in every_path(paths) for place in path}
        assert needed <= set(drawn), needed - set(drawn)
        assert all(drawn.values()), "every place has its words"
        other = state.seats[(state.seats.index(seat) + 1) % 4]
        assert drawing(state, other, language, places=True) == drawing(state, other, language)
        checked += len(paths)
    assert checked > 1000


def test_tiles_clicked_in_any_order_spell_the_same_play():
    state = next(s for s in hands(Rules(), range(1)) if not s.before_play)
    for decision, path in every_path(click_paths(state))[:200]:
        *tiles, end = path
        assert clicked(state, (*reversed(tiles), end)) == decision
    assert clicked(state, ()) is None and clicked(state, (UP,)) is None
    assert clicked(state, ("[7-7]", UP)) is None and clicked(state, ("[6-6]#9", UP)) is None
    assert clicked(state, ("[6-6]", "[6-6]", UP)) is None, "one place is clicked once"


def refusal(state: BagchenState, path: tuple[str, ...]) -> IllegalPlayError | None:
    decision = clicked(state, path)
    if decision is None:
        return None
    try:
        state.play(decision)
    except IllegalPlayError as error:
        return error
    return None


@pytest.mark.parametrize("variant", ["pagat", "must-beat"])
def test_a_tile_that_does_not_beat_is_refused_with_the_reason(variant):
    """Each tile of the hand clicked alone to a single lead, face up: the legal ones are played, the others
    refused with the rule's code and its words in every language (the ranking's reason: equal rank, other
    suit...), and the site links the rule."""
    refused = 0
    for state in hands(VARIANTS[variant], range(4)):
        current = state.hand.current
        if state.before_play or state.finished or current is None or current.size != 1:
            continue
        for token in {path[0] for _, path in every_path(click_paths(state))}:
            path = (token, UP)
            if clicked(state, path) in state.legal():
                continue
            error = refusal(state, path)
            assert error is not None, path
            assert error.code in RULE_LINKS, error.code
            words = [error.message(language) for language in LANGUAGES]
            assert len(set(words)) == 3, words
            if error.code == "bagchen.does-not-beat-because":
                assert re.search("[а-я]", words[1].split(":")[-1]) and re.search("[\u4e00-\u9fff]", words[2])
            refused += 1
    assert refused > 50


def test_unfinished_paths_say_why_or_nothing():
    """A path the page sends before its button (no legal decision goes on so): the tiles face up when that is
    illegal, so that the engine says why; nothing when they would be legal (the reader may not have finished)."""
    for state in hands(Rules(), range(2)):
        if state.before_play or state.finished:
            continue
        tokens = [path[0] for _, path in every_path(click_paths(state)) if len(path) == 2]
        for token in tokens[:6]:
            decision = clicked(state, (token,))
            if decision is None:
                assert f"{state.to_move} {token.split('#')[0]}" in state.legal()
            else:
                with pytest.raises(IllegalPlayError) as caught:
                    state.play(decision)
                assert caught.value.code in RULE_LINKS


def random_decision(state: BagchenState, rng: random.Random) -> str:
    """A decision typed at random: another seat now and then, any words before play, tiles held or not,
    face up or down, named, blind, with the dice."""
    seat = state.to_move if rng.random() < 0.85 else rng.choice(state.seats)
    if rng.random() < 0.15:
        words = ("pass", "keep", "redeal", "accept", "decline", f"exchange {rng.choice(state.seats)}",
                 "unite [4-2]", "unite [2-1]", "swap [4-2]", "unite [6-6]")
        return f"{seat} {rng.choice(words)}"
    held = [str(tile) for tile in state.hand.hands[seat]] or ["[6-6]"]
    tiles = "".join(rng.choice(held) for _ in range(rng.choice((1, 1, 2, 2, 3, 4, 5))))
    text = f"{seat} {'~' if rng.random() < 0.3 else ''}{tiles}"
    return text + rng.choice(("", "", "", "", " sky", " blind", " @3-1", "x"))


def test_every_refusal_of_a_decision_links_its_rule():
    codes = set()
    rng = random.Random(5)
    for variant in VARIANTS.values():
        for state in hands(variant, range(2)):
            if state.finished:
                continue
            for _ in range(3):
                try:
                    state.play(random_decision(state, rng))
                except TutorError as error:
                    codes.add(error.code)
            tokens = sorted({place for _, path in every_path(click_paths(state)) for place in path[:-1]})
            for _ in range(2 if tokens else 0):
                picked = tuple(rng.sample(tokens, min(len(tokens), rng.randint(1, 3))))
                error = refusal(state, (*picked, rng.choice(ENDS)))
                if error is not None:
                    codes.add(error.code)
    assert len(codes) > 25
    assert codes - set(RULE_LINKS) <= {"tutor.not-legal"}, codes - set(RULE_LINKS)


def anchors(page: Path) -> set[str]:
    """The ids a built page has for its MyST labels and headings (a heading's id is its slug)."""
    found = set()
    for line in page.read_text(encoding="utf-8").splitlines():
        label = re.fullmatch(r"\((.+)\)=", line)
        heading = re.match(r"#+ (.+)", line)
        if label:
            found.add(label.group(1))
        elif heading:
            found.add(re.sub(r"[\s]+", "-", re.sub(r"[^\w\s-]", "", heading.group(1).lower())).strip("-"))
    return found


def test_rule_links_name_pages_and_anchors_that_exist():
    for code, target in RULE_LINKS.items():
        page, _, anchor = target.partition("#")
        source = CONTENT / f"{page}.md"
        assert source.is_file(), (code, target)
        assert anchor in anchors(source), (code, target)


@pytest.mark.parametrize("language", ["ru", "zh"])
def test_the_log_is_told_in_the_language_and_hides_what_a_seat_did_not_see(language):
    """Every line of a seat's log: no English words (seats and tiles are written in the notation), Chinese
    punctuation in Chinese; a play tells only itself (its trick's number when it leads), and names no tile but
    the points, the tiles face up and the hearer's own."""
    for state in hands(Rules(), range(2)):
        last = state.decisions[-1] if state.decisions else ""
        for hearer in ("E", "S"):
            line = narration(state, hearer, language)
            assert line and not re.search(r"[A-Za-z]{3,}", line), line
            if language == "zh":
                assert "; " not in line and ". " not in line, line
            if not state.hand.tricks or state.before_play or " " not in last or last.split()[1][0] not in "[~":
                continue
            trick = state.hand.tricks[-1]
            seen = {str(t) for p in trick.plays if p.face_up or p.seat == hearer for t in p.tiles}
            named = set(re.findall(r"\[\d-\d\]", line))
            assert named <= seen, (line, named - seen)
            assert len(re.findall(r"\[\d-\d\]", line)) <= len(re.findall(r"\[\d-\d\]", last))
