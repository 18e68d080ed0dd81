"""Coin toss: one term, one figure kind, one puzzle kind, one command and one option.

It is registered from outside the package (``tutor.games.register("tests.plugin.coin")``,
or the Sphinx setting ``tutor_games``), exactly as a new game package would be listed.
"""

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from tutor.figures import Table
from tutor.game import Answer, Argument, Command, Game
from tutor.i18n import Text
from tutor.makers import Maker
from tutor.options import Choice, Reading, Rules, option
from tutor.payments import Payment
from tutor.puzzles import Choice as PuzzleChoice
from tutor.puzzles import Puzzle
from tutor.replays import Frame, Replay
from tutor.sources import Source
from tutor.state import Chance, State
from tutor.terms import Term

FOLKLORE = Source("folklore-coin", "en", "coin", Text("Folklore", "Фольклор", "民间"),
                  Text("What everybody knows.", "Что знают все.", "人人皆知。"), url="https://example.org/coin")


@dataclass(frozen=True, init=False, repr=False)
class CoinRules(Rules):
    game = "coin"
    winner: str = option(
        Choice(("heads", Text("heads wins", "орёл выигрывает", "正面赢")),
               ("tails", Text("tails wins", "решка выигрывает", "反面赢"))),
        "heads",
        summary=Text("Which face wins", "Какая сторона выигрывает", "哪一面赢"),
        readings=(Reading(FOLKLORE, Text("Heads, mostly.", "Обычно орёл.", "通常是正面。"), "heads"),),
    )


def winner_table(options: Mapping[str, str], rules: CoinRules, language: str) -> Table:
    return Table(("face",), ((rules.winner,),))


def pick_winner(options: Mapping[str, str], rules: CoinRules, language: str) -> Puzzle:
    faces = options["faces"].split()
    return Puzzle("coin.pick", "one", tuple(PuzzleChoice(f, f == rules.winner, f"{f}!") for f in faces))


def tosses(options: Mapping[str, str], rules: CoinRules, language: str) -> Replay:
    faces = options["faces"].split()
    return Replay("coin.tosses", tuple(Frame(f"{face}: {'won' if face == rules.winner else 'lost'}")
                                       for face in faces))


def toss(args: Mapping[str, object], rules: CoinRules, language: str) -> Answer:
    won = args["face"] == rules.winner
    if args["loudly"]:
        return Answer("WON" if won else "LOST", {"won": won, "caller": args["caller"]})
    return Answer("won" if won else "lost", {"won": won, "caller": args["caller"]})


@dataclass(frozen=True, eq=False)
class CoinState(State[CoinRules]):
    """Two seats call in turn, before a toss; the first to call the face that comes up wins a point.

    After three calls each, nobody wins.  The tosses are drawn from the seed.
    """

    game = "coin"
    rules: CoinRules
    seed: int
    decisions: tuple[str, ...]
    chance: Chance
    tosses: tuple[str, ...]

    @classmethod
    def start(cls, rules: CoinRules, seed: int) -> "CoinState":
        return cls(rules, seed, (), Chance.seeded(seed), ())

    @property
    def seats(self) -> tuple[str, ...]:
        return ("A", "B")

    @property
    def to_move(self) -> str | None:
        if self._won() is not None or len(self.decisions) == 6:
            return None
        return self.seats[len(self.decisions) % 2]

    def _won(self) -> str | None:
        for number, (call, face) in enumerate(zip(self.decisions, self.tosses, strict=True)):
            if call == face:
                return self.seats[number % 2]
        return None

    def legal(self) -> tuple[str, ...]:
        return () if self.finished else ("heads", "tails")

    def _decide(self, text: str) -> "CoinState":
        if text not in ("heads", "tails"):
            raise self.refuse(text)
        face, after = self.chance.draw(lambda rng: rng.choice(("heads", "tails")))
        return replace(self, decisions=(*self.decisions, text), chance=after, tosses=(*self.tosses, face))

    def payments(self) -> tuple[Payment, ...]:
        won = self._won()
        if won is None:
            return ()
        return (Payment("B" if won == "A" else "A", won, 1, "coin.called"),)

    def view(self, seat: str | None = None) -> dict[str, Any]:
        return {**self.common_view(seat), "tosses": list(self.tosses)}

    def draw(self, seat: str | None = None, language: str = "en") -> str:
        return "<svg xmlns='http://www.w3.org/2000/svg'/>"

    def suggest(self, rng: random.Random) -> str:
        return rng.choice(self.legal())

    def narrate(self, language: str = "en", seat: str | None = None) -> str:
        if not self.decisions:
            return "A calls first."
        return f"{self.decisions[-1]}: {self.tosses[-1]}"


GAME = Game(
    "coin", "tests.plugin", CoinRules,
    terms=(Term("coin.game", "Coin toss", "орлянка", "掷硬币", "Guess the face.", "Угадай сторону.", "猜正反面。"),),
    sources=(FOLKLORE,),
    figures={"coin.winner": Maker(winner_table)},
    puzzles={"coin.pick": Maker(pick_winner, ("faces",))},
    replays={"coin.tosses": Maker(tosses, ("faces",))},
    state=CoinState,
    commands=(Command("toss", "toss a coin", toss, (
        Argument("face", "the face that came up"),
        Argument("caller", "who called it", kind="option"),
        Argument("loudly", "shout the result", kind="switch"),
    )),),
)
