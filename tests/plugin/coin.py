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
from tutor.presentation import Presentation
from tutor.puzzles import Choice as PuzzleChoice
from tutor.puzzles import Puzzle
from tutor.replays import Frame, Replay
from tutor.sources import Source
from tutor.state import CHANCE, Chance, State
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
    """Two seats call in turn, each call followed by a toss; the first to call the face that comes up wins a
    point.  After three calls each, nobody wins.

    The model of chance as steps of the record: a toss is the step ``toss heads`` (or ``toss tails``), drawn
    from the seed or, without one, played from outside like a decision.
    """

    game = "coin"
    chance_words = ("toss",)
    rules: CoinRules
    seed: int | None
    decisions: tuple[str, ...]
    chance: Chance | None
    calls: tuple[str, ...]
    tosses: tuple[str, ...]

    @classmethod
    def begin(cls, rules: CoinRules) -> "CoinState":
        return cls(rules, None, (), None, (), ())

    @property
    def seats(self) -> tuple[str, ...]:
        return ("A", "B")

    @property
    def to_move(self) -> str | None:
        if self._won() is not None or len(self.tosses) == 6:
            return None
        if len(self.calls) > len(self.tosses):
            return CHANCE
        return self.seats[len(self.calls) % 2]

    def _won(self) -> str | None:
        for number, (call, face) in enumerate(zip(self.calls, self.tosses, strict=False)):
            if call == face:
                return self.seats[number % 2]
        return None

    def legal(self) -> tuple[str, ...]:
        if self.finished:
            return ()
        if self.to_move == CHANCE:
            return ("toss heads", "toss tails")
        return ("heads", "tails")

    def draw_chance(self, stream: Chance) -> tuple[str, Chance]:
        face, after = stream.draw(lambda rng: rng.choice(("heads", "tails")))
        return f"toss {face}", after

    def _decide(self, text: str) -> "CoinState":
        if text not in self.legal():
            raise self.refuse(text)
        if self.to_move == CHANCE:
            return replace(self, decisions=(*self.decisions, text), tosses=(*self.tosses, text.split()[1]))
        return replace(self, decisions=(*self.decisions, text), calls=(*self.calls, text))

    def payments(self) -> tuple[Payment, ...]:
        won = self._won()
        if won is None:
            return ()
        return (Payment("B" if won == "A" else "A", won, 1, "coin.called"),)

    def view(self, seat: str | None = None) -> dict[str, Any]:
        last = self.decisions[-1] if self.decisions else None
        return {**self.common_view(seat), "calls": list(self.calls), "tosses": list(self.tosses), "last": last}

    def draw(self, seat: str | None = None, language: str = "en") -> str:
        return CoinPresentation().draw(self.view(seat), language)

    def suggest(self, rng: random.Random) -> str:
        return rng.choice(self.legal())

    def narrate(self, language: str = "en", seat: str | None = None) -> str:
        return CoinPresentation().narrate(self.view(seat), language)


class CoinPresentation(Presentation):
    """The coin game shown from a view: the tosses so far as a row of letters."""

    game = "coin"

    def draw(self, view: dict[str, Any], language: str = "en") -> str:
        faces = "".join(face[0].upper() for face in view["tosses"])
        return f"<svg xmlns='http://www.w3.org/2000/svg'><text>{faces}</text></svg>"

    def narrate(self, view: dict[str, Any], language: str = "en") -> str:
        last = view["last"]
        if last is None:
            return "A calls first."
        return f"The coin shows {last.split()[1]}." if last.startswith("toss ") else f"The call: {last}."


GAME = Game(
    "coin", "tests.plugin", CoinRules,
    terms=(Term("coin.game", "Coin toss", "орлянка", "掷硬币", "Guess the face.", "Угадай сторону.", "猜正反面。"),),
    sources=(FOLKLORE,),
    figures={"coin.winner": Maker(winner_table)},
    puzzles={"coin.pick": Maker(pick_winner, ("faces",))},
    replays={"coin.tosses": Maker(tosses, ("faces",))},
    state=CoinState,
    presentation=CoinPresentation(),
    commands=(Command("toss", "toss a coin", toss, (
        Argument("face", "the face that came up"),
        Argument("caller", "who called it", kind="option"),
        Argument("loudly", "shout the result", kind="switch"),
    )),),
)
