"""The registry: the one place that lists the games, and the way everything else reaches them.

Each game is a package that exposes ``GAME`` (a :class:`~tutor.game.Game`).  The
shared modules never import a game; the faces (the Sphinx extension and the
``tutor`` command) ask this module.  Adding a game is one new package plus one
line in :data:`PACKAGES`.

>>> [g.id for g in games()]
['bagchen', 'pachisi', 'mahjong', 'backgammon']
>>> load_game("bagchen", jump_factor=3)
Rules(jump_factor=3)
>>> game("chess")
Traceback (most recent call last):
  ...
tutor.errors.TutorError: tutor.unknown-game: no game 'chess' (the games are: bagchen, pachisi, mahjong, backgammon)
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from tutor.errors import TutorError
from tutor.figures import Figure
from tutor.game import LEVELS, Game
from tutor.i18n import normalize_language, reader_language
from tutor.makers import Maker
from tutor.options import Rules
from tutor.practice import Theme
from tutor.presentation import Presentation
from tutor.puzzles import Puzzle
from tutor.replays import Replay
from tutor.sources import Source
from tutor.state import ALL, CHANCE, AnyState
from tutor.state import replay as read_record
from tutor.terms import Glossary, Term

#: The game packages, in the order the site and the command line list them.
PACKAGES: tuple[str, ...] = ("tutor.bagchen", "tutor.pachisi", "tutor.mahjong", "tutor.backgammon")

_registered: dict[str, Game] = {}


def register(module: str) -> Game:
    """Import a game package and add its ``GAME`` to the registry (the built-in ones come first).

    A package outside :data:`PACKAGES` (a test's own game, a plug-in) is registered
    by calling this once; registering the same package again changes nothing.
    """
    _load_builtin()
    return _add(module)


def _add(module: str) -> Game:
    descriptor = importlib.import_module(module).GAME
    if not isinstance(descriptor, Game):
        raise TypeError(f"{module}.GAME is not a tutor.game.Game")
    known = _registered.get(descriptor.id)
    if known is not None and known is not descriptor:
        raise ValueError(f"two games have the id {descriptor.id!r}")
    _registered[descriptor.id] = descriptor
    _cache.clear()
    return descriptor


def _load_builtin() -> None:
    if not _registered:
        for module in PACKAGES:
            _add(module)


def games() -> tuple[Game, ...]:
    """Every registered game, in order."""
    _load_builtin()
    return tuple(_registered.values())


def game(game_id: str) -> Game:
    """The game ``game_id``; an unknown id is a coded error that lists the games."""
    _load_builtin()
    try:
        return _registered[game_id]
    except KeyError:
        raise TutorError("tutor.unknown-game", game=game_id, games=", ".join(_registered)) from None


def game_of(name: str) -> Game:
    """The game a prefixed name (``bagchen.sky-chief``, ``bagchen.beaters``) belongs to."""
    return game(name.split(".", 1)[0])


def load_game(game_id: str, **options: Any) -> Rules:
    """The rules of ``game_id`` with ``options`` in force, validated (OpenSpiel's ``load_game``)."""
    return game(game_id).rules(**options)


_cache: dict[str, Any] = {}


def glossary() -> Glossary:
    """Every game's terms, by id, in the order of the games."""
    if "glossary" not in _cache:
        _cache["glossary"] = Glossary(t for g in games() for t in g.terms)
    result: Glossary = _cache["glossary"]
    return result


def term(term_id: str) -> Term:
    """The glossary entry ``term_id``; an unknown id is a coded error (the site build fails on it)."""
    return glossary()[term_id]


def sources() -> tuple[Source, ...]:
    """Every game's sources, each once, in the order of the games."""
    unique: dict[str, Source] = {}
    for g in games():
        for s in g.sources:
            unique.setdefault(s.file, s)
    return tuple(unique.values())


def source(key: str) -> Source:
    """The source named ``key`` (a file name in shared/sources/, or a web page's key)."""
    for s in sources():
        if s.file == key:
            return s
    raise TutorError("tutor.unknown-source", source=key)


#: What a page can ask a game to make, and the error for a kind no game has.
_SECTIONS = {"figures": "tutor.unknown-figure-kind", "puzzles": "tutor.unknown-puzzle-kind",
             "replays": "tutor.unknown-replay-kind"}


def maker(section: str, kind: str) -> Maker[Any]:
    """The maker of ``kind`` in a game's ``section`` (``figures``, ``puzzles`` or ``replays``).

    >>> maker("puzzles", "bagchen.beaters").options
    ('lead', 'choices', 'point')
    >>> maker("figures", "chess.board")
    Traceback (most recent call last):
      ...
    tutor.errors.TutorError: tutor.unknown-figure-kind: unknown figure kind 'chess.board'
    """
    try:
        kinds: Mapping[str, Maker[Any]] = getattr(game_of(kind), section)
        return kinds[kind]
    except (TutorError, KeyError):
        raise TutorError(_SECTIONS[section], kind=kind) from None


def make(section: str, kind: str, options: Mapping[str, str], language: str, rules: Rules | None = None) -> Any:
    """Make the figure, puzzle or replay ``kind`` from a page's options, under ``rules``, in ``language``."""
    found = maker(section, kind)
    for name in options:
        if name not in found.options:
            raise TutorError("tutor.unexpected-option", kind=kind, option=name,
                             allowed=", ".join(found.options) or "—")
    return found.make(options, rules or game_of(kind).rules(), language)


def make_figure(kind: str, options: Mapping[str, str], language: str, rules: Rules | None = None) -> Figure:
    """Draw the figure ``kind`` from a page's options, under ``rules`` (the game's defaults if none)."""
    figure: Figure = make("figures", kind, options, language, rules)
    return figure


def make_puzzle(kind: str, options: Mapping[str, str], language: str, rules: Rules | None = None) -> Puzzle:
    """Build the puzzle ``kind`` from a page's options, worded in ``language``."""
    puzzle: Puzzle = make("puzzles", kind, options, language, rules)
    return puzzle


def make_replay(kind: str, options: Mapping[str, str], language: str, rules: Rules | None = None) -> Replay:
    """Compute the frames of the replay ``kind``, worded in ``language``."""
    replay_: Replay = make("replays", kind, options, language, rules)
    return replay_


def themes(game_id: str) -> tuple[Theme, ...]:
    """The practice themes of ``game_id``, in the order its page lists them."""
    return game(game_id).themes


def theme(theme_id: str) -> Theme:
    """The practice theme ``theme_id`` (``"<game>.<name>"``); an unknown one is a coded error that lists them."""
    g = game_of(theme_id)
    for t in g.themes:
        if t.id == theme_id:
            return t
    raise TutorError("tutor.unknown-theme", theme=theme_id, themes=", ".join(t.id for t in g.themes) or "—")


def make_exercise(theme_id: str, seed: int, language: str, rules: Rules | None = None) -> Puzzle:
    """The puzzle the theme ``theme_id`` makes from ``seed``, worded in ``language`` (the game's default rules if none)."""
    t = theme(theme_id)
    return t.make(_seed(seed), rules or game_of(theme_id).rules(), normalize_language(language))


def state_class(game_id: str) -> type[AnyState]:
    """The class of ``game_id``'s states (every built-in game has one)."""
    cls = game(game_id).state
    if cls is None:
        raise TutorError("tutor.unknown-game", game=game_id, games=", ".join(g.id for g in games() if g.state))
    return cls


def start(game_id: str, seed: int | None = 0, **options: Any) -> AnyState:
    """A new game of ``game_id`` under the rule ``options``, its chance drawn from ``seed`` (``None``: chance is
    played from outside, step by step: real dice at a real table).

    >>> state = start("backgammon", seed=7)
    >>> state.game, state.finished
    ('backgammon', False)
    """
    return state_class(game_id).start(load_game(game_id, **options), None if seed is None else _seed(seed))


def replay(game_id: str, record: str, seed: int | None = None, **options: Any) -> AnyState:
    """The state after the steps of ``record`` under ``options``: the record read back.  The chance steps the
    record writes are played as written; ``seed`` draws those it leaves out, and the chance after its end."""
    return read_record(state_class(game_id), load_game(game_id, **options), None if seed is None else _seed(seed),
                       record)


def suggest(state: AnyState, seed: int = 0, level: str = "easy") -> str:
    """The decision the game's automatic player of ``level`` makes in ``state`` (its choices among equals drawn
    from ``seed``).  The levels a game offers are :func:`levels`; another is a coded error.

    >>> state = start("pachisi", seed=3)
    >>> suggest(state) in state.legal()
    True
    >>> suggest(state, level="grandmaster")
    Traceback (most recent call last):
      ...
    tutor.errors.TutorError: tutor.bad-option: the option 'level' cannot be 'grandmaster' (choose easy)
    """
    players = game(state.game).players
    if state.to_move == CHANCE:
        raise TutorError("tutor.chance-no-player")
    if level not in players:
        raise TutorError("tutor.bad-option", option="level", value=str(level), choices=", ".join(levels(state.game)))
    return players[level](state, random.Random(_seed(seed)))


def levels(game_id: str) -> tuple[str, ...]:
    """The levels of ``game_id``'s automatic players, weakest first.

    >>> levels("bagchen")[0]
    'easy'
    """
    offered = game(game_id).players
    return tuple(level for level in LEVELS if level in offered)


def presentation(game_id: str) -> Presentation | None:
    """The presentation of ``game_id`` (:mod:`tutor.presentation`), ``None`` while its state still draws itself."""
    return game(game_id).presentation


def seat_name(game_id: str, seat: str, language: str) -> str:
    """``seat`` of ``game_id`` in words, in ``language``."""
    return state_class(game_id).seat_name(seat, language)


def summary_in(state: AnyState, language: str, seat: str | None = None) -> dict[str, Any]:
    """:meth:`~tutor.state.State.summary` with the words a reader needs, in ``language``, as ``seat`` may hear
    them (the command line's and the page's answers)."""
    summary = state.summary()
    if seat is not None and seat != state.to_move:
        summary["legal"] = []  # another seat's choices would show its hidden tiles
    return {**summary, "narration": narration(state, seat, language),
            "names": {s: state.seat_name(s, language) for s in state.seats},
            "payments_explained": state.explain_payments(language), "outcome_words": state.outcome_words(language)}


def drawing(state: AnyState, seat: str | None, language: str | None = None, places: bool = False) -> str:
    """The position as ``seat`` sees it, drawn from its view; with ``places``, the board to click on when
    ``seat`` is to move (:meth:`tutor.presentation.Presentation.board`).  Without a language, the reader's."""
    language = reader_language(language)
    shown = presentation(state.game)
    if shown is None:  # a game whose state still draws itself (and knows no ALL: its None shows everything)
        seat = None if seat == ALL else seat
        return state.board(seat, language) if places else state.draw(seat, language)
    view = state.view(seat)
    return shown.board(view, language) if places else shown.draw(view, language)


def narration(state: AnyState, seat: str | None, language: str | None = None) -> str:
    """What the last step of ``state`` did, as ``seat`` saw it, in ``language`` (without one, the reader's)."""
    language = reader_language(language)
    shown = presentation(state.game)
    if shown is None:
        return state.narrate(language, None if seat == ALL else seat)
    return shown.narrate(state.view(seat), language)


def click_paths(state: AnyState) -> dict[str, tuple[tuple[str, ...], ...]]:
    """Each decision of the seat to move that can be made by clicking, with its paths of places."""
    shown = presentation(state.game)
    if shown is None:
        return state.click_paths()
    if state.to_move in (None, CHANCE):  # nobody clicks chance (nor a finished game)
        return {}
    return shown.click_paths(state.view(state.to_move))


def clicked(state: AnyState, places: tuple[str, ...]) -> str | None:
    """The decision a path of clicks spells out for the seat to move, legal or not (``None``: none)."""
    shown = presentation(state.game)
    if shown is None:
        return state.clicked(places)
    if state.to_move in (None, CHANCE):
        return None
    return shown.clicked(state.view(state.to_move), places)


def _seed(seed: Any) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise TutorError("tutor.bad-option", option="seed", value=str(seed), choices="0, 1, 2, …")
    return seed


def package_files(g: Game) -> list[Path]:
    """The Python files of a game's package (what a page drawing from it depends on)."""
    spec = importlib.import_module(g.module).__file__
    assert spec is not None
    return sorted(Path(spec).parent.rglob("*.py"))
