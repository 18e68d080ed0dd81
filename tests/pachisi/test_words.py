"""How Pachisi's words name a player (issue 25, item 21): in Chinese a player named by his pieces
(白圆, 黑菱…) is one player, never 他们."""

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from tutor.games import narration
from tutor.pachisi import Rules, replay, start, suggest
from tutor.state import ALL

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("variant", ["basic", "pushups", "partners"])
def test_the_engine_says_one_player_in_chinese_without_tamen(variant):
    for seed in range(3):
        end = start(seed=seed, variant=variant)
        while not end.finished:
            end = end.play(suggest(end, seed))
        state = start(seed=None, variant=variant)  # every step told, the lot and the throws too
        said = [narration(state, ALL, "zh")]
        for step in end.decisions:
            state = state.play(step)
            said.append(narration(state, ALL, "zh"))
        assert state == end == replay(end.record(), variant=variant)
        said += [state.outcome_words("zh"), *state.explain_payments("zh")]
        assert not [s for s in said if "他们" in s], variant


def test_the_pages_say_one_player_in_chinese_without_tamen():
    """他们 only where the English speaks of several players (the four of Figure 2, the automatic players)."""
    for po in sorted((ROOT / "locales" / "zh_CN" / "LC_MESSAGES" / "pachisi").glob("*.po")):
        with po.open("rb") as handle:
            catalog = read_po(handle)
        for message in catalog:
            if message.id and "他们" in (message.string or ""):
                assert any(word in message.id for word in ("players", "Four players", "other players")), \
                    (po.name, message.id)
    assert Rules().variant == "basic"
