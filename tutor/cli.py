"""The ``tutor`` command: ask the engine from a terminal, in your language.

``tutor GAME COMMAND ARGS… [--lang ru|zh|en] [--json]``.  Bad input prints the
problem (translated, with its stable code) and exits with status 2; there is
never a traceback.

>>> from tutor.cli import main
>>> main(["bagchen", "beats", "[3-3]", "[5-5]", "--lang", "en"])
no — equal rank (sisters)
0
>>> main(["bagchen", "beats", "[3-3]", "[7-1]", "--lang", "en", "--json"])
{"error": "notation.out-of-range", "message": "7 at position 2 of '[7-1]' is outside 1–6", "params": {"text": "[7-1]", "notation": "bagchen.tiles", "value": 7, "low": 1, "high": 6, "index": 1}}
2
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from collections.abc import Iterator, Sequence
from typing import Any, NoReturn

from tutor.errors import TutorError
from tutor.i18n import N_, gettext, language_from_environment, normalize_language

_ERROR = N_("error: {message} [{code}]")

# argparse words its own errors through its module-level gettext; these are the ones a
# user of this command can meet, so the tutor catalog translates them too.
ARGPARSE_MESSAGES = (
    N_("usage: "),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("expected one argument"),
)


original_gettext = argparse._  # type: ignore[attr-defined]


class _UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _UsageError(message)


def _bagchen_beats(args: argparse.Namespace, language: str) -> tuple[str, dict[str, Any]]:
    from tutor.bagchen import beats

    verdict = beats(args.lead, args.follower)
    data = {"beats": verdict.beats, "reason": verdict.reason,
            "explanation": verdict.explain(language)}
    return verdict.summary(language), data


def _bagchen_tile(args: argparse.Namespace, language: str) -> tuple[str, dict[str, Any]]:
    from tutor.bagchen import Tile

    tile = Tile.parse(args.tile)
    fields = {
        "tile": str(tile), "suit": tile.suit.name_in(language), "rank": tile.name(language),
        "level": tile.rank.level, "copies": tile.copies,
    }
    nickname = tile.nickname(language)
    if nickname:
        template = N_("{tile}: {suit}, {rank} (level {level} of 6), {copies} copies in the set; "
                      "the Russian source calls it “{nickname}”")
    else:
        template = N_("{tile}: {suit}, {rank} (level {level} of 6), {copies} copies in the set")
    text = gettext(template, language).format(nickname=nickname, **fields)
    data = {"tile": str(tile), "suit": tile.suit.value, "rank": tile.rank.term_id,
            "level": tile.rank.level, "copies": tile.copies}
    return text, data


def _bagchen_svg(args: argparse.Namespace, language: str) -> tuple[str, dict[str, Any]]:
    from tutor.bagchen import parse_tiles
    from tutor.bagchen.svg import tiles_svg

    svg = tiles_svg(parse_tiles(args.tiles), language=language)
    return str(svg), {"svg": str(svg)}


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="tutor", description="Rules tutor for Bagchen (more games to come).")
    parser.add_argument("--lang", help="en, ru or zh (default: from the environment)")
    parser.add_argument("--json", action="store_true", help="answer in JSON")
    games = parser.add_subparsers(dest="game", required=True, parser_class=_Parser)

    bagchen = games.add_parser("bagchen", help="the Tibetan domino game")
    commands = bagchen.add_subparsers(dest="command", required=True, parser_class=_Parser)
    p = commands.add_parser("beats", help="does FOLLOWER beat LEAD? (tiles like [3-3] or [6-4]x3)")
    p.add_argument("lead")
    p.add_argument("follower")
    p.set_defaults(handler=_bagchen_beats)
    p = commands.add_parser("tile", help="describe one tile")
    p.add_argument("tile")
    p.set_defaults(handler=_bagchen_tile)
    p = commands.add_parser("svg", help="draw tiles as SVG")
    p.add_argument("tiles")
    p.set_defaults(handler=_bagchen_svg)
    for sub in (bagchen, *commands.choices.values()):  # options may come anywhere on the line
        sub.add_argument("--lang", default=argparse.SUPPRESS, help=argparse.SUPPRESS)
        sub.add_argument("--json", action="store_true", default=argparse.SUPPRESS,
                         help=argparse.SUPPRESS)
    return parser


@contextlib.contextmanager
def _argparse_speaks(language: str) -> Iterator[None]:
    """Let argparse word its own messages in ``language`` for the duration of a call."""
    argparse._ = lambda message: gettext(message, language)  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = original_gettext  # type: ignore[attr-defined]


def _language(argv: Sequence[str]) -> str:
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
    return language_from_environment()


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    as_json = "--json" in argv
    language = "en"
    try:
        language = normalize_language(_language(argv))
        with _argparse_speaks(language):
            args = build_parser().parse_args(argv)
        text, data = args.handler(args, language)
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
                build_parser().print_usage(sys.stderr)
            print(gettext(_ERROR, language).format(message=usage.message(language), code=usage.code),
                  file=sys.stderr)
        return 2
    print(json.dumps(data, ensure_ascii=False) if as_json else text)
    return 0


def run() -> NoReturn:
    """Console-script entry point."""
    sys.exit(main())
