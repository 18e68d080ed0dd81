"""A whole hand played by the automatic players: every tile accounted for, the rules kept, the replay's frames."""

from collections import Counter

import pytest

from tutor.errors import TutorError
from tutor.games import make_replay
from tutor.mahjong.hands import Hand, completion
from tutor.mahjong.notation import parse_hand
from tutor.mahjong.players import play_hand
from tutor.mahjong.replays import turns
from tutor.mahjong.tiles import BONUS_TILES, SEATS, full_set

SEEDS = range(12)


@pytest.mark.parametrize("seed", SEEDS)
def test_every_tile_is_somewhere(seed):
    hand = play_hand(seed)
    held = []
    for player in hand.hands:
        held += [*player.concealed, *(t for b in player.melds for t in b.tiles), *player.bonus, *player.discards]
    assert Counter(held + [*hand.wall.tiles, *hand.wall.loose]) == Counter([*full_set(), *BONUS_TILES])


@pytest.mark.parametrize("seed", SEEDS)
def test_the_hand_ends_with_a_complete_winner_or_a_dead_game(seed):
    hand = play_hand(seed)
    for seat, player in zip(SEATS, hand.hands, strict=True):
        size = parse_hand(player.text(hand.winning if seat == hand.winner else None)).size
        assert size == (14 if seat == hand.winner else 13)
    if hand.winner is None:
        assert hand.wall.exhausted and not hand.settlement.payments
    else:
        winner = hand.player(hand.winner)
        assert completion(Hand(exposed=winner.exposed, kongs=winner.kongs, loose=winner.concealed)).complete
        assert sum(hand.settlement.net.values()) == 0
        factor = 6 if hand.winner == "E" else 4
        assert hand.settlement.net[hand.winner] == factor * hand.scores[hand.winner].total


@pytest.mark.parametrize("seed", SEEDS)
def test_claims_follow_the_rules(seed):
    played = turns(play_hand(seed))
    for (_, before), (_, now) in zip(played, played[1:], strict=False):
        claims = [e for e in now if e[0] == "claims"]
        if not claims:
            continue
        _, made, won, tile, _ = claims[0]
        thrower, thrown = next((e[1], e[2]) for e in before if e[0] == "discard")
        assert thrown == tile and won in made
        if won.kind == "chow":
            assert SEATS[(SEATS.index(thrower) + 1) % 4] == won.seat


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
    from tutor.mahjong import players
    from tutor.mahjong.hands import Player
    from tutor.mahjong.replays import replay_frames

    monkeypatch.setattr(Player, "complete_with", lambda player, extra=None, special=True: False)
    monkeypatch.setattr(players, "claim_for", lambda *args: None)
    hand = play_hand(5)
    assert hand.winner is None and hand.wall.remaining == 14 and hand.payments() == ()
    assert hand.outcome() == {"E": 0, "S": 0, "W": 0, "N": 0}
    assert all(len(p.concealed) == 13 for p in hand.hands)
    frames = replay_frames(hand, "en")
    assert frames[-1].caption.startswith("Only the last 14 tiles are left")
