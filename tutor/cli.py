"""The ``tutor`` command: ask the engine from a terminal, in your language.

``tutor GAME COMMAND ARGS… [--option NAME=VALUE]… [--lang ru|zh|en] [--json]``.
The games and their commands come from the registry (:mod:`tutor.games`); every
game also has ``options``, which lists its rule options, and ``new`` and ``step``,
which play it one decision at a time (``tutor GAME new --seed N`` gives the first
state; ``tutor GAME step --record "…" --play "…"`` the state after one more step; the
same path the browser takes).  A record holds its chance steps (``dice 3-1``, ``deal …``),
so ``step`` needs no seed: with ``--seed``, the seed draws the chance the record leaves
out and what comes after it; without, the game waits for each chance step to be played
like a decision (real dice at a real table).  Bad input prints the
problem (translated, with its stable code) and exits with status 2; there is
never a traceback.

>>> from tutor.cli import main
>>> main(["--lang", "fr", "--json", "anything"])
{"error": "tutor.unknown-language", "message": "unknown language 'fr' (choose en, ru or zh)", "params": {"language": "fr"}}
2

Each game's own commands, with examples, are in its ``cli`` module.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from collections.abc import Iterator, Sequence
from typing import Any, NoReturn

from tutor.errors import TutorError
from tutor.game import Answer, Argument, Command, Game, parse_seed
from tutor.games import games, narration, seat_name, state_class, summary_in
from tutor.i18n import N_, gettext, language_from_environment, normalize_language
from tutor.options import Rules
from tutor.state import CHANCE, AnyState
from tutor.state import replay as read_record

_ERROR = N_("error: {message} [{code}]")
_DESCRIPTION = N_("The rules tutor: ask the engine about a game. Every game also has the command "
                  "'options', which lists its rule options.")
_GAMES = N_("games")
_COMMANDS = N_("commands")
_HELP = {
    "lang": N_("the language of the answer: en, ru or zh (default: from the environment)"),
    "json": N_("answer in JSON"),
    "option": N_("a rule option in force, as NAME=VALUE (repeatable; 'options' lists them)"),
    "options": N_("list the game's rule options: their values, defaults and meaning"),
    "new": N_("start a game: whose turn it is and the legal decisions"),
    "step": N_("the game after a record and one more step: whose turn it is and the legal decisions"),
    "seed": N_("the seed the game's chance (dice, deal, wall) is drawn from: 0, 1, 2, …"),
    "step-seed": N_("the seed that draws the chance the record does not write: 0, 1, 2, … (without it, "
                    "chance is played as a step: real dice)"),
    "record": N_("the steps so far, separated by '; ': the decisions and what chance brought"),
    "play": N_("the next step, in the game's notation: a decision, or what chance brought"),
}
_STATE_LINES = {
    "game": N_("{game}, seed {seed}"),
    "game-unseeded": N_("{game}, chance played as steps"),
    "chance": N_("Chance comes next: play what it brought"),
    "record": N_("Record: {record}"),
    "to_move": N_("To decide: {seat}"),
    "legal": N_("Legal decisions ({count}): {decisions}"),
    "over": N_("The game is over."),
    "outcome": N_("Outcome: {net}"),
}
_OPTION_LINE = N_("{name} = {value} (default {default}; allowed: {allowed})")

# argparse words its own messages through its module-level gettext; these are the ones a
# user of this command can meet (errors and --help), so the tutor catalog translates them too.
ARGPARSE_MESSAGES = (
    N_("usage: "),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("expected one argument"),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
)

original_gettext = argparse._  # type: ignore[attr-defined]


class _UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _UsageError(message)


def _list_options(args: Any, rules: Rules, language: str) -> Answer:
    lines = []
    declared = []
    for o in rules.options():
        value = getattr(rules, o.name)
        allowed = ", ".join(o.kind.format(v) for v in o.kind.alternatives()) or "…"
        line = gettext(_OPTION_LINE, language).format(
            name=o.name, value=o.kind.format(value), default=o.kind.format(o.default), allowed=allowed)
        lines.append(f"{line}\n    {o.summary.get(language)}")
        declared.append({"name": o.name, "value": o.kind.to_json(value), "default": o.kind.to_json(o.default),
                         "allowed": [o.kind.to_json(v) for v in o.kind.alternatives()],
                         "summary": o.summary.get(language)})
    return Answer("\n".join(lines) or "—", {"declared": declared})


OPTIONS_COMMAND = Command("options", _HELP["options"], _list_options)


def _state_answer(state: AnyState, language: str) -> Answer:
    """A state as the command line answers it: a few lines in ``language``, or its summary as JSON."""
    def line(key: str, **fields: Any) -> str:
        return gettext(_STATE_LINES[key], language).format(**fields)

    name = next(g for g in games() if g.id == state.game).name(language)
    name = name[:1].upper() + name[1:]
    lines = [line("game", game=name, seed=state.seed) if state.seed is not None else line("game-unseeded", game=name),
             narration(state, None, language)]
    if state.decisions:
        lines.insert(1, line("record", record=state.record()))
    outcome = state.outcome()
    if outcome is None:
        assert state.to_move is not None
        legal = state.legal()
        lines.append(line("chance") if state.to_move == CHANCE else
                     line("to_move", seat=seat_name(state.game, state.to_move, language)))
        if legal:
            lines.append(line("legal", count=len(legal), decisions=", ".join(legal)))
    else:
        net = ", ".join(f"{seat_name(state.game, seat, language)} {points:+d}" for seat, points in outcome.items())
        lines += [line("over"), line("outcome", net=net), *state.explain_payments(language)]
    return Answer("\n".join(lines), summary_in(state, language))


def _new(args: Any, rules: Rules, language: str) -> Answer:
    seed = parse_seed(args["seed"] or "0")
    return _state_answer(state_class(rules.game).start(rules, seed), language)


def _step(args: Any, rules: Rules, language: str) -> Answer:
    seed = parse_seed(args["seed"]) if args["seed"] is not None else None
    state = read_record(state_class(rules.game), rules, seed, args["record"] or "")
    if args["play"] is not None:  # an empty decision too: the game says why it is none
        state = state.play(args["play"])
    return _state_answer(state, language)


NEW_COMMAND = Command("new", _HELP["new"], _new, (Argument("seed", _HELP["seed"], kind="option", metavar="N"),))
STEP_COMMAND = Command("step", _HELP["step"], _step, (
    Argument("seed", _HELP["step-seed"], kind="option", metavar="N"),
    Argument("record", _HELP["record"], kind="option", metavar="RECORD"),
    Argument("play", _HELP["play"], kind="option", metavar="DECISION"),
))


def build_parser(language: str, collected: list[str]) -> argparse.ArgumentParser:
    """The whole command line, from the registry, worded in ``language``.

    ``--option`` values from any level of the line are appended to ``collected``.
    """
    class Collect(argparse.Action):
        def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                     values: Any, option_string: str | None = None) -> None:
            collected.append(str(values))

    class CollectRule(argparse.Action):
        # --variant russian is --option variant=russian: one path, so one check and one error for a repeat
        def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                     values: Any, option_string: str | None = None) -> None:
            collected.append(f"{self.dest}={values}")

    def common(parser: argparse.ArgumentParser, shown: bool) -> None:
        # --lang, --json and --option may come anywhere on the line; help shows them once
        def hide(text: str) -> str:
            return gettext(text, language) if shown else argparse.SUPPRESS

        parser.add_argument("--lang", default=argparse.SUPPRESS, help=hide(_HELP["lang"]))
        parser.add_argument("--json", action="store_true", default=argparse.SUPPRESS, help=hide(_HELP["json"]))
        parser.add_argument("--option", action=Collect, metavar="NAME=VALUE", default=argparse.SUPPRESS,
                            help=hide(_HELP["option"]))

    parser = _Parser(prog="tutor", description=gettext(_DESCRIPTION, language))
    common(parser, True)
    by_game = parser.add_subparsers(dest="game", required=True, parser_class=_Parser,
                                    title=gettext(_GAMES, language), metavar="GAME")
    for g in games():
        name = g.name(language)
        about = g.glossary[f"{g.id}.game"].define(language)
        game_parser = by_game.add_parser(g.id, help=name, description=f"{name[:1].upper()}{name[1:]}: {about}")
        common(game_parser, False)
        by_command = game_parser.add_subparsers(dest="command", required=True, parser_class=_Parser,
                                                title=gettext(_COMMANDS, language), metavar="COMMAND")
        playable = (NEW_COMMAND, STEP_COMMAND) if g.state is not None else ()
        for command in (*g.commands, *playable, OPTIONS_COMMAND):
            text = gettext(command.help, language)
            sub = by_command.add_parser(command.name, help=text, description=text)
            for argument in command.arguments:
                words = gettext(argument.help, language)
                if argument.kind == "positional":
                    sub.add_argument(argument.name, help=words, metavar=argument.metavar)
                elif argument.kind == "option":
                    sub.add_argument("--" + argument.name.replace("_", "-"), dest=argument.name, help=words,
                                     metavar=argument.metavar or argument.name.upper(), required=argument.required)
                elif argument.kind == "rule":
                    sub.add_argument("--" + argument.name.replace("_", "-"), dest=argument.name, help=words,
                                     metavar=argument.metavar or argument.name.upper(), action=CollectRule,
                                     default=argparse.SUPPRESS)
                else:
                    sub.add_argument("--" + argument.name.replace("_", "-"), dest=argument.name, help=words,
                                     action="store_true")
            sub.set_defaults(tutor_game=g, tutor_command=command)
            common(sub, True)
    return parser


@contextlib.contextmanager
def _argparse_speaks(language: str) -> Iterator[None]:
    """Let argparse word its own messages in ``language`` for the duration of a call."""
    argparse._ = lambda message: gettext(message, language)  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = original_gettext  # type: ignore[attr-defined]


def _values_kept(argv: Sequence[str]) -> list[str]:
    """``argv`` with each value that starts with ``-`` joined to its option (``--record=-;-``), so that
    argparse does not read it as an option: a record or a decision may begin with ``-`` (a lost
    throw, in a race game).

    >>> _values_kept(["GAME", "step", "--seed", "1", "--record", "-;-", "--play", "-", "--json"])
    ['GAME', 'step', '--seed', '1', '--record=-;-', '--play', '-', '--json']
    """
    taking = {"--lang", "--option"} | {"--" + a.name.replace("_", "-") for g in games()
                                       for command in (*g.commands, NEW_COMMAND, STEP_COMMAND, OPTIONS_COMMAND)
                                       for a in command.arguments if a.kind in ("option", "rule")}
    kept: list[str] = []
    waiting = False
    for arg in argv:
        if waiting and arg.startswith("-") and not arg.startswith("--") and arg != "-":
            kept[-1] = f"{kept[-1]}={arg}"
        else:
            kept.append(arg)
        waiting = arg in taking and not waiting
    return kept


def _language(argv: Sequence[str]) -> str:
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
    return language_from_environment()


def run_command(game: Game, command: Command, arguments: dict[str, Any], settings: Sequence[str],
                language: str) -> Answer:
    """Run one command under the rules ``settings`` (``NAME=VALUE`` texts) give."""
    rules = game.rules.from_strings(settings)
    answer = command.run(arguments, rules, language)
    return Answer(answer.text, {**answer.data, "options": (answer.rules or rules).as_dict()})


def main(argv: Sequence[str] | None = None) -> int:
    argv = _values_kept(sys.argv[1:] if argv is None else argv)
    as_json = "--json" in argv
    language = "en"
    try:
        language = normalize_language(_language(argv))
        settings: list[str] = []
        with _argparse_speaks(language):
            args = build_parser(language, settings).parse_args(argv)
        game: Game = args.tutor_game
        command: Command = args.tutor_command
        arguments = {a.name: getattr(args, a.name) for a in command.arguments if a.kind != "rule"}
        answer = run_command(game, command, arguments, settings, language)
    except TutorError as error:
        if as_json:
            print(json.dumps(error.to_json(language), ensure_ascii=False))
        else:
            print(gettext(_ERROR, language).format(message=error.message(language), code=error.code),
                  file=sys.stderr)
        return 2
    except _UsageError as error:
        usage = TutorError("tutor.usage", detail=str(error))
        if as_json:
            print(json.dumps(usage.to_json(language), ensure_ascii=False))
        else:
            with _argparse_speaks(language):
                build_parser(language, []).print_usage(sys.stderr)
            print(gettext(_ERROR, language).format(message=usage.message(language), code=usage.code),
                  file=sys.stderr)
        return 2
    print(json.dumps(answer.data, ensure_ascii=False) if as_json else answer.text)
    return 0


def run() -> NoReturn:
    """Console-script entry point."""
    sys.exit(main())
