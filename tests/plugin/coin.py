"""Coin toss: one term, one figure kind, one puzzle kind, one command and one option.

It is registered from outside the package (``tutor.games.register("tests.plugin.coin")``,
or the Sphinx setting ``tutor_games``), exactly as a new game package would be listed.
"""

from collections.abc import Mapping
from dataclasses import dataclass

from tutor.figures import FigureKind, Table
from tutor.game import Answer, Argument, Command, Game
from tutor.i18n import Text
from tutor.options import Choice, Reading, Rules, option
from tutor.puzzles import Choice as PuzzleChoice
from tutor.puzzles import Puzzle, PuzzleKind
from tutor.replays import Frame, Replay, ReplayKind
from tutor.sources import Source
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


GAME = Game(
    "coin", "tests.plugin", CoinRules,
    terms=(Term("coin.game", "Coin toss", "орлянка", "掷硬币", "Guess the face.", "Угадай сторону.", "猜正反面。"),),
    sources=(FOLKLORE,),
    figures={"coin.winner": FigureKind(winner_table)},
    puzzles={"coin.pick": PuzzleKind(pick_winner, ("faces",))},
    replays={"coin.tosses": ReplayKind(tosses, ("faces",))},
    commands=(Command("toss", "toss a coin", toss, (
        Argument("face", "the face that came up"),
        Argument("caller", "who called it", kind="option"),
        Argument("loudly", "shout the result", kind="switch"),
    )),),
)
