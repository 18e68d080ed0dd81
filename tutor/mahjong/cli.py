"""Mahjong's commands: ``tutor mahjong score|settle|waits|play …`` (the ``tutor`` command builds the parser).

>>> from tutor.mahjong.rules import Rules
>>> answer = score({"hand": "[2D 3D 4D] [Red Red Red] {7B 7B 7B} {6C 7C 8C} South South*", "seat": "S",
...                 "round": "E", "winner": True, "won_by": "wall", "bonus": "F2 S2"}, Rules(), "en")
>>> answer.data["points"], answer.data["doubles"], answer.data["total"]
(46, 2, 184)
>>> print(settle_command({"scores": "E=336,S=40,W=32,N=16", "winner": "E", "east": "E"}, Rules(), "en").text)
S → E 672
W → E 672
N → E 672
W → S 8
N → S 24
N → W 16
E +2016, S −640, W −664, N −712
>>> print(waits_command({"hand": "[1C 1C 1C] [2B 2B 2B] {6D 6D 6D 6D} 3D 4D 5D"}, Rules(), "en").text)
3D
>>> played = play_command({"seed": "23"}, Rules(), "en")
>>> print(played.text.splitlines()[-1])
Settlement: E → N 120, S → N 60, W → N 60, S → E 96, W → E 88, S → W 4.
>>> played.data["winner"], played.data["scores"], played.data["turns"][1]
('N', {'E': 56, 'S': 8, 'W': 12, 'N': 60}, {'seat': 'N', 'claims': ['N:pung'], 'claimed': 'North', 'drew': None, 'discarded': 'Red', 'won_by': None})
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from tutor.errors import TutorError
from tutor.game import Answer, Argument, Command, parse_seed
from tutor.i18n import N_, gettext
from tutor.mahjong.claims import format_claims
from tutor.mahjong.hands import waits
from tutor.mahjong.notation import format_hand, parse_bonus, parse_hand
from tutor.mahjong.players import play_hand
from tutor.mahjong.replays import replay_frames, turns
from tutor.mahjong.rules import Rules
from tutor.mahjong.scoring import score_hand
from tutor.mahjong.settlement import parse_scores, settle

_NO_WAITS = N_("no tile completes this hand")


def score(args: Mapping[str, Any], rules: Rules, language: str) -> Answer:
    hand = parse_hand(args["hand"])
    extra = parse_bonus(args.get("bonus") or "")
    if extra:
        hand = parse_hand(format_hand(replace(hand, bonus=hand.bonus + extra)))
    result = score_hand(hand, args.get("seat") or "E", args.get("round") or "E", winner=bool(args.get("winner")),
                        won_by=args.get("won_by") or None, rules=rules)
    return Answer(result.explain(language), result.to_json())


def settle_command(args: Mapping[str, Any], rules: Rules, language: str) -> Answer:
    winner = args.get("winner") or None
    result = settle(parse_scores(args["scores"]), winner=winner, east=args.get("east") or "E")
    lines = [f"{p.payer} → {p.payee} {p.amount}" for p in result.payments]
    lines.append(", ".join(f"{seat} {'+' if n > 0 else '−' if n < 0 else ''}{abs(n)}" for seat, n in result.net.items()))
    return Answer("\n".join(lines), result.to_json())


def waits_command(args: Mapping[str, Any], rules: Rules, language: str) -> Answer:
    hand = parse_hand(args["hand"])
    if hand.size != 13:
        raise TutorError("mahjong.already-complete", hand=format_hand(hand))
    found = [str(t) for t in waits(hand, dead_waits_count=rules.dead_waits_count, special=rules.special_hands)]
    return Answer(" ".join(found) or gettext(_NO_WAITS, language), {"waits": found})


def play_command(args: Mapping[str, Any], rules: Rules, language: str) -> Answer:
    seed = parse_seed(str(args["seed"]))
    hand = play_hand(seed, rules)
    text = "\n".join(frame.caption for frame in replay_frames(hand, language))
    played = []
    for state, events in turns(hand):
        claims = next((e for e in events if e[0] == "claims"), None)
        drew = next((e[2] for e in events if e[0] in ("draw", "loose")), None)
        discarded = next((e[2] for e in events if e[0] == "discard"), None)
        seat = next((e[1] for e in events if e[0] in ("draw", "discard", "win")), state.turn)
        played.append({"seat": claims[2].seat if claims else seat,
                       "claims": format_claims(claims[1]).split() if claims else [],
                       "claimed": str(claims[3]) if claims else None, "drew": str(drew) if drew else None,
                       "discarded": str(discarded) if discarded else None,
                       "won_by": state.won_by if state.finished else None})
    settlement = hand.settlement
    assert settlement is not None
    data = {"seed": seed, "dice": list(hand.throws[-1]), "winner": hand.winner, "won_by": hand.won_by,
            "turns": played, "scores": {s: score.total for s, score in hand.scores.items()},
            "settlement": settlement.to_json(), "record": hand.record()}
    return Answer(text, data)


_HAND = N_("a hand, like \"[2D 3D 4D] {7B 7B 7B} South South*\" (quote it)")

COMMANDS = (
    Command("score", N_("score a hand: points, doubles and total, item by item"), score, (
        Argument("hand", _HAND),
        Argument("seat", N_("the player's seat wind: E, S, W or N (default E)"), kind="option", metavar="SEAT"),
        Argument("round", N_("the round's wind: E, S, W or N (default E)"), kind="option", metavar="WIND"),
        Argument("winner", N_("the player went mah jong"), kind="switch"),
        Argument("won_by", N_("how the winning tile came: wall, discard, loose or robbed-kong"), kind="option",
                 metavar="HOW"),
        Argument("bonus", N_("bonus tiles, like \"F2 S2\""), kind="option", metavar="TILES"),
    )),
    Command("settle", N_("who pays whom after a hand"), settle_command, (
        Argument("scores", N_("the hands' totals, like E=336,S=40,W=32,N=16"), kind="option", metavar="SCORES",
                 required=True),
        Argument("winner", N_("the seat that went mah jong (none: a dead game)"), kind="option", metavar="SEAT"),
        Argument("east", N_("the seat of East, who pays and receives double (default E)"), kind="option",
                 metavar="SEAT"),
    )),
    Command("waits", N_("the tiles that would complete a hand of 13"), waits_command, (Argument("hand", _HAND),)),
    Command("play", N_("play a whole hand from a shuffled wall to the settlement, turn by turn"), play_command, (
        Argument("seed", N_("the number that shuffles the wall"), kind="option", metavar="N", required=True),
    )),
)
