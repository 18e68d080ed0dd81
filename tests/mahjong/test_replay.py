"""The Mahjong replay agrees with itself: each caption with its own frame's table, and with the frames before it."""

import re

import pytest

from tutor.games import make_replay
from tutor.mahjong.tiles import ALL_KINDS, SEATS

NOTATION = {t.name("en"): str(t) for t in ALL_KINDS}  # a tile as the captions name it -> the notation

SEEDS = ("23", "5", "8", "41")
LANGUAGES = ("en", "ru", "zh")


def _number(text: str) -> int:
    return int(text.replace("−", "-").replace("+", ""))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("seed", SEEDS)
def test_the_final_captions_agree_with_the_final_tables(seed, language):
    frames = make_replay("mahjong.hand", {"seed": seed}, language).frames
    if frames[-1].table is not None and len(frames[-1].table.header) == 5 and "→" not in frames[-1].caption:
        pytest.skip("a dead game: no scores, no payments")
    scores, settlement = frames[-2], frames[-1]
    # the scores the caption gives are the table's Score column, seat by seat
    said = dict(re.findall(r"(?<![A-Za-z])([ESWN]) (\d+)(?=[,，、.。;；])", scores.caption)[:4])
    table = {row[0]: row for row in scores.table.rows}
    assert list(table) == list(SEATS)
    assert {s: int(said[s]) for s in SEATS} == {s: int(table[s][4]) for s in SEATS}
    # the scores frame does not yet show who gains what: that is the next frame's news
    assert len(scores.table.header) == 5
    # every payment in the caption, summed per seat, is the table's Net column
    net = {s: 0 for s in SEATS}
    for payer, payee, amount in re.findall(r"([ESWN]) → ([ESWN]) (\d+)", settlement.caption):
        net[payer] -= int(amount)
        net[payee] += int(amount)
    assert net == {row[0]: _number(row[5]) for row in settlement.table.rows}
    assert sum(net.values()) == 0
    # each column is its own cell: a score and a number of doubles never share one ("28 1")
    for row in settlement.table.rows:
        assert all(re.fullmatch(r"[+−]?\d+", cell) for cell in row[2:])


@pytest.mark.parametrize("seed", SEEDS)
def test_each_turns_caption_agrees_with_its_table(seed):
    frames = make_replay("mahjong.hand", {"seed": seed}, "en").frames
    left = None
    checked = 0
    for frame in frames[2:]:
        if frame.table is None or frame.table.header[-1] != "Discards":
            continue
        rows = {row[0]: row for row in frame.table.rows}
        count = re.search(r"(\d+) tiles are left in the wall", frame.caption)
        if count:  # the wall only shrinks
            assert left is None or int(count.group(1)) <= left
            left = int(count.group(1))
        discards = re.findall(r"\b(East|South|West|North) discards the ([^.]+)\.", frame.caption)
        for seat, tile in discards:  # the tile just discarded is the last of his discards
            assert rows[seat[0]][4].split()[-1] == NOTATION[tile]
        shown = re.findall(r"\b(East|South|West|North) claims the [^.]+ for a chow and shows ([1-9])-([1-9])-([1-9]) "
                           r"of (\w+)\.", frame.caption)
        for seat, *numbers, suit in shown:  # the chow he shows is among his exposed sets
            assert f"[{' '.join(n + suit[0].upper() for n in numbers)}]" in rows[seat[0]][2]
        for seat, tile, kind in re.findall(r"\b(East|South|West|North) claims the ([^.]+) for a (pung|kong)\.",
                                           frame.caption):
            assert f"[{' '.join([NOTATION[tile]] * (3 if kind == 'pung' else 4))}]" in rows[seat[0]][2]
        checked += len(discards) + len(shown)
    assert checked > 5
