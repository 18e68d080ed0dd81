"""A whole hand played by the automatic players: every tile accounted for, the rules kept, the replay's frames."""

from collections import Counter

import pytest

from tutor.errors import TutorError
from tutor.games import make_replay
from tutor.mahjong.hands import Hand, completion
from tutor.mahjong.notation import parse_hand
from tutor.mahjong.play import play_hand
from tutor.mahjong.tiles import BONUS_TILES, SEATS, full_set

SEEDS = range(12)


@pytest.mark.parametrize("seed", SEEDS)
def test_every_tile_is_somewhere(seed):
    hand = play_hand(seed)
    held = []
    for player in hand.players.values():
        held += [*player.concealed, *(t for b in player.exposed for t in b.tiles), *player.bonus, *player.discards]
    assert Counter(held + [*hand.wall.tiles, *hand.wall.loose]) == Counter([*full_set(), *BONUS_TILES])


@pytest.mark.parametrize("seed", SEEDS)
def test_the_hand_ends_with_a_complete_winner_or_a_dead_game(seed):
    hand = play_hand(seed)
    for seat, player in hand.players.items():
        size = parse_hand(player.text(hand.winning if seat == hand.winner else None)).size
        assert size == (14 if seat == hand.winner else 13)
    if hand.winner is None:
        assert hand.wall.exhausted and not hand.settlement.payments
    else:
        winner = hand.players[hand.winner]
        assert completion(Hand(exposed=winner.exposed, loose=winner.concealed)).complete
        assert sum(hand.settlement.net.values()) == 0
        factor = 6 if hand.winner == "E" else 4
        assert hand.settlement.net[hand.winner] == factor * hand.scores[hand.winner].total


@pytest.mark.parametrize("seed", SEEDS)
def test_claims_follow_the_rules(seed):
    hand = play_hand(seed)
    for before, turn in zip(hand.turns, hand.turns[1:], strict=False):
        if turn.claim is None:
            continue
        assert before.discard == turn.claimed and turn.claim.seat == turn.seat
        if turn.claim.kind == "chow":
            assert SEATS[(SEATS.index(before.seat) + 1) % 4] == turn.seat


def test_the_replay_has_a_frame_per_turn_and_ends_with_the_payments():
    replay = make_replay("mahjong.hand", {"seed": "23"}, "ru")
    assert len(replay.frames) == 2 + 29 + 2
    assert "Расчёт" in replay.frames[-1].caption or "→" in replay.frames[-1].caption
    assert replay.frames[30].figure is not None


def test_a_seed_is_a_whole_number():
    with pytest.raises(TutorError) as error:
        make_replay("mahjong.hand", {"seed": "x"}, "en")
    assert error.value.code == "tutor.bad-option"


def test_when_nobody_can_go_out_the_hand_is_a_dead_game(monkeypatch):
    from tutor.mahjong import play
    from tutor.mahjong.replays import replay_frames

    monkeypatch.setattr(play, "_complete", lambda player, extra=None: False)
    monkeypatch.setattr(play, "claim_for", lambda *args: None)
    hand = play_hand(5)
    assert hand.winner is None and hand.wall.remaining == 14 and hand.settlement.payments == ()
    assert all(len(p.concealed) == 13 for p in hand.players.values())
    frames = replay_frames(hand, "en")
    assert frames[-1].caption.startswith("Only the last 14 tiles are left")
