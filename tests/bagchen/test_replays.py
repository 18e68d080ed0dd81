"""The sample-hand replay agrees with itself (each caption names exactly what changes its frame's table), and
display text (replay, rank table) never breaks inside a tile code on a narrow screen."""

import re

import pytest

from tutor.bagchen.notation import WORD_JOINER, parse_tiles
from tutor.bagchen.replays import hand_replay
from tutor.bagchen.rules import Rules
from tutor.bagchen.samples import SAMPLES, sample_hand

SEATS = ("E", "S", "W", "N")
LETTER = {"East": "E", "South": "S", "West": "W", "North": "N"}  # the captions name the seats in words
_NAME = "East|South|West|North"


def _columns(frame):
    rows = {row[0]: row for row in frame.table.rows}
    tiles = {s: 0 if rows[s][1] == "—" else _count(rows[s][1]) for s in SEATS}
    return tiles, {s: int(rows[s][2]) for s in SEATS}, {s: int(rows[s][3]) for s in SEATS}


def _count(written):
    total = 0
    assert parse_tiles(written)  # the displayed list still reads as notation
    for _tile, times in re.findall(r"(\[\d-\u2060?\d\])(?:×(\d))?", written):
        total += int(times or 1)
    return total


def _named_payments(caption):
    """The balance changes a caption announces: point chips ('For the point, East, South pay North 1 each.') and
    the settlement ('Settlement: East → North 8, North → West 10.')."""
    change = dict.fromkeys(SEATS, 0)
    chips = re.search(rf"For the point, ([A-Za-z, ]+) pays? ({_NAME}) (\d+)(?: each)?\.", caption)
    if chips:
        for payer in chips.group(1).split(", "):
            change[LETTER[payer]] -= int(chips.group(3))
            change[LETTER[chips.group(2)]] += int(chips.group(3))
    settlement = re.search(r"Settlement: (.*)\.$", caption)
    if settlement:
        for payer, payee, amount in re.findall(rf"({_NAME}) → ({_NAME}) (\d+)", settlement.group(1)):
            change[LETTER[payer]] -= int(amount)
            change[LETTER[payee]] += int(amount)
    return change


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_every_caption_names_the_changes_of_its_own_frame(name):
    frames = hand_replay({"hand": name}, Rules(), "en").frames
    assert frames[0].caption.startswith("The deal.")
    assert _columns(frames[0])[2] == dict.fromkeys(SEATS, 0)
    for before, frame in zip(frames, frames[1:], strict=False):
        tiles0, won0, net0 = _columns(before)
        tiles1, won1, net1 = _columns(frame)
        change = {s: net1[s] - net0[s] for s in SEATS}
        assert change == _named_payments(frame.caption), frame.caption
        wins = re.search(rf"({_NAME}) wins (\d+) tricks?\.", frame.caption)
        if wins:  # a trick: its winner's tricks grow by its size, and every seat played that many tiles
            size = int(wins.group(2))
            winner = LETTER[wins.group(1)]
            assert {s: won1[s] - won0[s] for s in SEATS} == {s: size if s == winner else 0 for s in SEATS}
            assert {s: tiles0[s] - tiles1[s] for s in SEATS} == dict.fromkeys(SEATS, size), frame.caption
            assert "Settlement" not in frame.caption
        else:  # the settlement: the last frame, nothing played
            assert frame is frames[-1] and won1 == won0 and tiles1 == tiles0


def test_a_jump_pays_no_chips_for_its_run_and_the_last_frame_holds_the_hand_s_balance():
    frames = hand_replay({"hand": "sample"}, Rules(), "en").frames
    last_trick = frames[-2].caption
    assert "For the point" not in last_trick and "chips are not paid" in last_trick
    assert _columns(frames[-1])[2] == sample_hand("sample").net()
    assert "jump of 1 point," in frames[-1].caption


@pytest.mark.parametrize("language", ["ru", "zh_CN"])
def test_the_translated_replay_has_the_same_tables(language):
    english = hand_replay({"hand": "sample"}, Rules(), "en").frames
    other = hand_replay({"hand": "sample"}, Rules(), language).frames
    assert [[row[1:] for row in f.table.rows] for f in english] == [[row[1:] for row in f.table.rows] for f in other]


def test_tile_codes_in_the_replay_never_break_inside_a_tile():
    """At 390 px the hand column wraps: every tile code's hyphen is followed by a word joiner and the
    groups are parted by zero-width spaces, so a line breaks between tiles ("[6-6][1-1]" / "[2-2]"),
    never inside one ("[6-" / "1]×2")."""
    for frame in hand_replay({"hand": "sample"}, Rules(), "ru").frames:
        for text in [frame.caption, *(row[1] for row in frame.table.rows)]:
            assert not re.search(r"\[\d-\d\]", text), text
            assert text.count("-" + WORD_JOINER) == len(re.findall(r"\[\d-", text))
            assert not re.search(r"[\]\d]\[", text), text  # a line may break between any two groups


def test_the_rank_table_never_breaks_a_tile_code_or_parts_a_tile_from_its_name():
    from tutor.bagchen.figures import rank_table

    for suit in ("sky", "earth"):
        for row in rank_table({"suit": suit}, Rules(), "ru").rows:
            names = row[4]
            assert not re.search(r"\[\d-\d\]", names), names
            assert names == "—" or all("]\u00a0" in part for part in names.split(", ")), names


def test_the_dice_words_table_never_breaks_a_throw():
    from tutor.bagchen.figures import dice_words

    for language in ("en", "ru", "zh_CN"):
        for row in dice_words({}, Rules(), language).rows:
            assert not re.search(r"\d-\d", row[-1]) and re.search("\\d-" + WORD_JOINER + "\\d", row[-1]), row
