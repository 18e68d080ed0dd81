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
from tutor.i18n import N_, gettext, language_from_environment, normalize_language, reader_language
from tutor.makers import Maker
from tutor.option_words import describe as describe_options
from tutor.options import Rules
from tutor.practice import Theme
from tutor.presentation import Presentation
from tutor.puzzles import Puzzle
from tutor.replays import Replay
from tutor.sources import Quote, Source, find_quote
from tutor.state import CHANCE, AnyState
from tutor.state import replay as read_record
from tutor.table import Table, finish, new_table
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


_OPTIONS_HEADER = N_("{game}: the rule options. Choose one as NAME=VALUE (a yes-or-no option is written true "
                     "or false).")


def options_text(game_id: str, language: str | None = None, only: str | tuple[str, ...] = (), **options: Any) -> str:
    """The rule options of ``game_id`` in words, in ``language`` (by default the environment's: on the site's
    Run, the page's): what each decides, the value in force and the default, the other values, what each
    source says.  ``only`` names some of them; ``options`` are the rules in force.  ``tutor GAME options``
    prints the same text.

    >>> print(options_text("backgammon", "ru", only="russian_opening_reroll", variant="russian"))
    Бэкгаммон: параметры правил. Параметр задаётся как ИМЯ=ЗНАЧЕНИЕ (параметр «да или нет» пишется true или false).
    russian_opening_reroll: Русский бэкгаммон: ...
      значение: нет, по умолчанию
      другое значение: да
      Бэкгаммон: ... → нет
      bkgm.com: ... → да
    """
    g = game(game_id)
    language = normalize_language(language or language_from_environment())
    name = g.name(language)
    header = gettext(_OPTIONS_HEADER, language).format(game=name[:1].upper() + name[1:])
    return f"{header}\n{describe_options(g.rules(**options), language, only)}"


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


def quotes() -> tuple[Quote, ...]:
    """Every game's quotes of its source texts, in the order of the games."""
    return tuple(q for g in games() for q in g.quotes)


def quote(key: str, locator: str) -> Quote | None:
    """The quote a citation of ``key`` (a source's file) by its first words ``locator`` opens to, if there is one."""
    return find_quote(quotes(), source(key), locator)


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
    tutor.errors.TutorError: tutor.bad-option: the option 'level' cannot be 'grandmaster' (choose easy, strong)
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


def presentation(game_id: str) -> Presentation:
    """The presentation of ``game_id`` (:mod:`tutor.presentation`): its drawings, words and clicks."""
    shown = game(game_id).presentation
    if shown is None:
        raise ValueError(f"game {game_id!r} has a state but no presentation")
    return shown


def seat_name(game_id: str, seat: str, language: str) -> str:
    """``seat`` of ``game_id`` in words, in ``language``."""
    return state_class(game_id).seat_name(seat, language)


def summary_in(state: AnyState, language: str, seat: str | None = None) -> dict[str, Any]:
    """:meth:`~tutor.state.State.summary` with the words a reader needs, in ``language``, as ``seat`` may hear
    them (the command line's and the page's answers)."""
    summary = state.summary()
    if seat is not None and seat != state.to_move and state.to_move != CHANCE:
        summary["legal"] = []  # another seat's choices would show its hidden tiles (chance's outcomes are public)
    return {**summary, "narration": narration(state, seat, language),
            "names": {s: state.seat_name(s, language) for s in state.seats},
            "payments_explained": state.explain_payments(language), "outcome_words": state.outcome_words(language)}


def drawing(state: AnyState, seat: str | None, language: str | None = None, places: bool = False) -> str:
    """The position as ``seat`` sees it, drawn from its view; with ``places``, the board to click on when
    ``seat`` is to move (:meth:`tutor.presentation.Presentation.board`).  Without a language, the reader's."""
    language = reader_language(language)
    shown = presentation(state.game)
    view = state.view(seat)
    return shown.board(view, language) if places else shown.draw(view, language)


def narration(state: AnyState, seat: str | None, language: str | None = None) -> str:
    """What the last step of ``state`` did, as ``seat`` saw it, in ``language`` (without one, the reader's)."""
    language = reader_language(language)
    return presentation(state.game).narrate(state.view(seat), language)


def click_paths(state: AnyState) -> dict[str, tuple[tuple[str, ...], ...]]:
    """Each decision of the seat to move that can be made by clicking on its board (:func:`drawing` with
    ``places``), with every path of places clicked to make it (:meth:`tutor.presentation.Presentation.click_paths`).

    Each key is a decision exactly as ``legal()`` writes it; no path is a prefix of another and none spells two
    decisions, so a finished path is one decision, which :func:`clicked` reads back:

    >>> for each in games():
    ...     state = start(each.id, seed=7)  # (a seeded state takes its chance steps itself)
    ...     paths = click_paths(state)
    ...     assert set(paths) <= set(state.legal())
    ...     assert all(clicked(state, path) == decision for decision in paths for path in paths[decision])
    """
    if state.to_move in (None, CHANCE):  # nobody clicks chance (nor a finished game)
        return {}
    return presentation(state.game).click_paths(state.view(state.to_move))


def clicked(state: AnyState, places: tuple[str, ...]) -> str | None:
    """The decision a path of clicks spells out for the seat to move, legal or not (``None``: none)."""
    if state.to_move in (None, CHANCE):
        return None
    return presentation(state.game).clicked(state.view(state.to_move), places)


def describe(state: AnyState, decision: str, language: str, seat: str | None = None) -> str:
    """``decision`` (one of ``seat``'s, by default the seat to move's) in words, in ``language``: what a decision
    button says (:meth:`tutor.presentation.Presentation.describe`); the notation itself where the game does not
    word it.

    >>> state = start("backgammon", seed=7)
    >>> describe(state, state.legal()[0], "en") != ""
    True
    """
    shown = presentation(state.game)
    words = shown.describe(state.view(state.to_move if seat is None else seat), decision, language)
    return words or decision


def decisions_in_words(state: AnyState, seat: str | None, language: str) -> dict[str, str]:
    """Each legal decision of ``seat`` (of the seat to move when ``seat`` is it; at a chance node, each chance
    step) in words: ``{decision: words}``, as :func:`describe` gives them (the decision buttons of a play page)."""
    if state.finished or (state.to_move != CHANCE and seat != state.to_move):
        return {}
    shown = presentation(state.game)
    view = state.view(None if state.to_move == CHANCE else seat)
    return {d: shown.describe(view, d, language) or d for d in state.legal()}


def decision_groups(state: AnyState, seat: str | None, language: str) -> dict[str, str]:
    """The kind of each legal decision of ``seat``, in words, where the game sorts its decisions into kinds (a
    Bagchen lead: a single, a pair, a point lead …): ``{decision: kind}``, from the game's table module's
    ``groups(view, language)``; empty where it does not (a page then groups a long list by the first place
    clicked to make each decision)."""
    module = _part(state.game, "table")
    if state.finished or seat is None or seat != state.to_move or module is None or not hasattr(module, "groups"):
        return {}
    found: dict[str, str] = module.groups(state.view(seat), normalize_language(language))
    return found


def chance_dice(step: str) -> tuple[int, ...] | None:
    """The dice a chance step writes, when it is a throw of dice: a word and the numbers, ``dice 3-1`` → (3, 1),
    ``throw 4`` → (4,); ``None`` for any other chance step (a deal, a lot of seats).  A page lets a reader who
    throws his own dice enter them by their faces (the engine still says which steps are legal).

    >>> chance_dice("dice 3-1"), chance_dice("throw 4"), chance_dice("lot A1"), chance_dice("dice 7-1")
    ((3, 1), (4,), None, None)
    """
    parts = step.split()
    if len(parts) != 2:
        return None
    numbers = parts[1].split("-")
    if not all(n.isascii() and n.isdigit() and 1 <= int(n) <= 6 for n in numbers):
        return None
    return tuple(int(n) for n in numbers)


def _part(game_id: str, name: str) -> Any:
    """A game's optional module ``name`` (its ``table``, its ``coach``), ``None`` when the game has none."""
    key = f"part:{game_id}:{name}"
    if key not in _cache:
        module = f"{game(game_id).module}.{name}"
        try:
            _cache[key] = importlib.import_module(module)
        except ModuleNotFoundError as error:
            if error.name != module:
                raise
            _cache[key] = None
    return _cache[key]


def table(state: AnyState, seat: str | None, language: str) -> Table:
    """The game table as ``seat`` sees it, in ``language`` (:mod:`tutor.table`): each seat's panel and what lies
    between them, from ``seat``'s view alone.  A game's optional ``table`` module (``tutor/<game>/table.py``:
    ``table(view, language, names)``, ``names``: each seat in words) fills it; without one, each panel has the seat's name.

    >>> t = table(start("backgammon", seed=7), "light", "ru")
    >>> [(s["seat"], s["you"]) for s in t["seats"]]
    [('light', True), ('dark', False)]
    """
    view = state.view(seat)
    names = {s: state.seat_name(s, language) for s in state.seats}
    module = _part(state.game, "table")
    built = module.table(view, normalize_language(language), names) if module is not None else new_table()
    return finish(built, view, names)


#: the end's explanation, when the game's table module does not give one
_RESULT = N_("The result")
_PAYMENTS = N_("Payments")


def result(state: AnyState, language: str) -> list[dict[str, Any]]:
    """How a finished game came to its outcome, line by line, in ``language``: ``[{"title", "lines"}]``, the
    game's own calculation first (its table module's ``result(state, language)``: a Mahjong hand's score, the
    tricks and chips of Bagchen, the order of finishing, the result times the cube), then each payment with
    its reason.  Empty while the game is on.  The end of a game is public: every seat may hear it.

    >>> state = start("pachisi", seed=3)
    >>> result(state, "en")
    []
    """
    if not state.finished:
        return []
    language = normalize_language(language)
    module = _part(state.game, "table")
    sections: list[dict[str, Any]] = list(module.result(state, language)) if module is not None and hasattr(
        module, "result") else []
    if not sections and state.outcome_words(language):
        sections.append({"title": gettext(_RESULT, language), "lines": [state.outcome_words(language)]})
    payments = state.explain_payments(language)
    if payments:
        sections.append({"title": gettext(_PAYMENTS, language), "lines": payments})
    return sections


#: the words of a decision's cost against the strong player's (:func:`advice`), from the best to the worst
VERDICTS: dict[str, str] = {
    "best": N_("the best decision"),
    "fine": N_("practically as good"),
    "slip": N_("a small slip"),
    "mistake": N_("a mistake"),
    "blunder": N_("a big mistake"),
}
_PLAIN_REASON = N_("This is the decision the automatic player ({level}) would take; it cannot say why yet.")
_LEVEL_NAMES = {"easy": N_("easy"), "strong": N_("strong")}


def level_name(level: str, language: str) -> str:
    """A level of the automatic players (:data:`tutor.game.LEVELS`) in words."""
    return gettext(_LEVEL_NAMES[level], language) if level in _LEVEL_NAMES else level


def advice(state: AnyState, language: str, decision: str | None = None) -> dict[str, Any]:
    """The coach's word on the seat to move's decision in ``state``, in ``language`` (Hint, and the coach switch
    after the reader's decision ``decision``): ``{"decision", "words", "reason", "asked", "verdict",
    "verdict_words", "cost"}``: the decision the strongest automatic player takes, in words, and why; with
    ``decision``, how it compares (``verdict``: ``best``, ``fine``, ``slip``, ``mistake`` or ``blunder``, in
    words too; ``cost`` in the game's own measure).

    A game's optional ``coach`` module (``tutor/<game>/coach.py``: ``advise(state, decision, language)``,
    answering with the decision, the reasons and the verdict) says it; a game without one answers with its
    strongest player's decision and a plain reason, and no verdict unless the two decisions are the same.

    >>> state = start("pachisi", seed=3)
    >>> answer = advice(state, "en")
    >>> answer["decision"] in state.legal(), answer["verdict"] is None
    (True, True)
    """
    language = normalize_language(language)
    if state.finished or state.to_move == CHANCE:
        raise TutorError("tutor.chance-no-player")
    coach = _part(state.game, "coach")
    if coach is not None and hasattr(coach, "advise"):
        given = coach.advise(state, decision, language)
        verdict = getattr(given, "verdict", None) if decision is not None else None
        reason = given.reason(language) if callable(getattr(given, "reason", None)) else str(getattr(given, "text", ""))
        chosen, cost, asked = str(given.decision), getattr(given, "cost", None), getattr(given, "asked", decision)
    else:
        strongest = levels(state.game)[-1]
        chosen = suggest(state, seed=len(state.decisions), level=strongest)
        reason = gettext(_PLAIN_REASON, language).format(level=level_name(strongest, language))
        asked = state.play(decision).decisions[-1] if decision is not None else None  # its own spelling
        verdict = "best" if asked == chosen else None
        cost = 0.0 if verdict else None
    return {"decision": chosen, "words": describe(state, chosen, language), "reason": reason, "asked": asked,
            "verdict": verdict, "cost": None if cost is None else round(float(cost), 3),
            "verdict_words": gettext(VERDICTS[verdict], language) if verdict in VERDICTS else None}


def _seed(seed: Any) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise TutorError("tutor.bad-option", option="seed", value=str(seed), choices="0, 1, 2, …")
    return seed


def package_files(g: Game) -> list[Path]:
    """The Python files of a game's package (what a page drawing from it depends on)."""
    spec = importlib.import_module(g.module).__file__
    assert spec is not None
    return sorted(Path(spec).parent.rglob("*.py"))
