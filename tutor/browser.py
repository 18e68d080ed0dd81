"""The engine in the reader's browser: the Python half of the page's worker (issue 18).

The site ships the engine as a pure-Python wheel with Pyodide (``tools/engine.py``);
``_engine/worker.mjs`` loads both and hands every message from the page to
:func:`handle`, as JSON text, and posts back what it returns.  The page's fences run
here with doctest's semantics, as ``make test`` runs them (``conftest.py``): the same
option flags, one namespace per page shared by its fences in order.

A message ``{"id", "type": "run", "ns", "lang", "fences": [{"key", "code", "quiet"}]}``
gets ``{"id", "type": "result", "fences": [...]}``, one entry per fence::

    {"key", "status": "passed" | "failed" | "error", "error": str | None,
     "examples": [{"source", "want", "got", "status", "line", "code", "message"}]}

A message ``{"id", "type": "game", "game", "seed", "options": ["NAME=VALUE", …], "record",
"play"?, "auto"?, "seat"?, "lang"}`` plays a game through its state (:mod:`tutor.state`):
the state after ``record`` (and ``play``, one more decision, or with ``auto`` the
automatic player's decision for the seat to move), as ``seat`` sees it:
``{"id", "type": "state", **summary (with its words: tutor.games.summary_in), "view", "svg", "places",
"log", "refused"}`` (``refused`` is the coded error, in the page's language, when ``play`` is
not legal: the state is then the one before it).  States are kept by record, so the next
decision costs one step, not a replay.  The play pages (issue 19) also send ``clicks`` (a
path of places clicked on the board, :meth:`~tutor.state.State.clicked`) instead of
``play``; ``until``: ``"end"`` (the automatic players finish the game) or ``"seat"`` (they
play until ``seat`` is to move); ``history`` (the log from the start, not only the
decisions this message made).  ``svg`` is the board with places to click when ``seat`` is
to move; ``places`` is ``{decision: [[token, …], …]}``, each legal decision that can be
clicked (as ``legal`` writes it) with every path of places that makes it
(:meth:`~tutor.state.State.click_paths`; no path begins another), so that the page
sends ``play``: the decision, once a path is clicked.  ``log`` is what each new decision
did, as ``seat`` heard it: ``[{"n", "seat", "text"}]``.

``{"type": "replay", "game", "seed", "options", "record", "frame", "lang"}`` gets the
caption of every state of the game and the drawing of one (:func:`replay_message`), nothing
hidden; ``{"type": "practice", "theme", "seed", "lang"}`` gets the puzzle the theme
makes from the seed (:func:`practice_message`).

``got`` is what the example printed (for an exception, the traceback doctest would
print); ``code`` and ``message`` are set when the engine raised a coded error: the
message is in the page's language, as ``--lang`` gives it on the command line.  Quiet
fences (the page's earlier ones, run first so their names exist) send no examples.
A worker that restored the memory an earlier page kept (this module imported, no
reader's code run yet) calls :func:`started` once before the page's first message.

>>> import json
>>> reply = json.loads(handle(json.dumps({"id": 1, "type": "run", "ns": "t", "lang": "ru",
...     "fences": [{"key": "a", "code": ">>> x = 2\\n>>> x + 1\\n3\\n"},
...                {"key": "b", "code": ">>> x * 5\\n11\\n>>> from tutor.i18n import normalize_language\\n"
...                                     ">>> normalize_language('fr')\\n"}]})))
>>> [f["status"] for f in reply["fences"]]
['passed', 'error']
>>> [(e["status"], e["got"]) for e in reply["fences"][1]["examples"]][0]
('failed', '10\\n')
>>> second = reply["fences"][1]["examples"][2]
>>> second["status"], second["code"], second["message"]
('error', 'tutor.unknown-language', "неизвестный язык 'fr' (выберите en, ru или zh)")
>>> forget("t")
>>> started()
"""

from __future__ import annotations

import doctest
import json
import os
import sys
import traceback
from typing import Any

from tutor.errors import TutorError
from tutor.i18n import normalize_language
from tutor.state import ALL, CHANCE, AnyState, parse_record, play_on, replay

FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE  # as conftest.py runs the pages
_NAMESPACES: dict[str, dict[str, Any]] = {}


def handle(text: str) -> str:
    """One message from the page (JSON text) to its answer (JSON text)."""
    message = json.loads(text)
    try:
        reply = answer(message)
    except TutorError as error:  # worded in the page's language, with its code
        try:
            language = normalize_language(str(message.get("lang") or "en"))
        except TutorError:
            language = "en"
        reply = {"type": "failed", "error": error.message(language), "code": error.code}
    reply["id"] = message.get("id")
    return json.dumps(reply, ensure_ascii=False)


def started() -> None:
    """The worker restored Pyodide's memory as an earlier page kept it (worker.mjs), engine imported:
    draw fresh chance for this page (the snapshot's would repeat on every page) and look at the
    files again (the wheel was unpacked anew)."""
    import importlib

    if "random" in sys.modules:
        sys.modules["random"].seed()
    importlib.invalidate_caches()


def answer(message: dict[str, Any]) -> dict[str, Any]:
    kind = message.get("type")
    if kind == "forget":
        forget(str(message.get("ns", "page")))
        return {"type": "forgotten"}
    if kind == "game":
        return play_message(message)
    if kind == "replay":
        return replay_message(message)
    if kind == "practice":
        return practice_message(message)
    if kind != "run":
        return {"type": "failed", "error": f"unknown message type {kind!r}"}
    language = normalize_language(str(message.get("lang") or "en"))
    os.environ["TUTOR_LANG"] = language  # what the engine's words default to, as on the command line
    globs = _NAMESPACES.setdefault(str(message.get("ns", "page")), {"__name__": "__main__"})
    fences = []
    for fence in message.get("fences", []):
        result = run_fence(str(fence.get("code", "")), globs, language, str(fence.get("key", "")))
        if fence.get("quiet"):
            result["examples"] = []
        fences.append(result)
    return {"type": "result", "fences": fences}


_STATES: dict[tuple[Any, ...], AnyState] = {}  # (game, seed, options, decisions) -> state
_KEPT = 64


def _seed_of(message: dict[str, Any]) -> int | None:
    """The message's seed: a whole number, or ``None`` (chance is played as steps: the reader's own dice)."""
    seed = message.get("seed", 0)
    if seed is None:
        return None
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise TutorError("tutor.bad-option", option="seed", value=str(seed), choices="0, 1, 2, …")
    return seed


def _state(game_id: str, seed: int | None, options: tuple[str, ...], record: str) -> AnyState:
    """The state after ``record``, from the longest record already kept (the page sends one more each time)."""
    from tutor.games import game, state_class

    decisions = parse_record(record)
    known = len(decisions)
    while known and (game_id, seed, options, decisions[:known]) not in _STATES:
        known -= 1
    state = _STATES.get((game_id, seed, options, decisions[:known]))
    if state is None:
        state = replay(state_class(game_id), game(game_id).rules.from_strings(options), seed, decisions)
    else:
        state = play_on(state, decisions[known:])
    _keep(options, state)
    return state


def _keep(options: tuple[str, ...], state: AnyState) -> None:
    if len(_STATES) >= _KEPT:  # the oldest goes first
        _STATES.pop(next(iter(_STATES)))
    _STATES[(state.game, state.seed, options, state.decisions)] = state


#: the most decisions one message plays (``until``): far more than any game of the four lasts
MOST_DECISIONS = 5000


def play_message(message: dict[str, Any]) -> dict[str, Any]:
    """Answer a ``game`` message (see the module's documentation)."""
    from tutor.games import click_paths, clicked, drawing, suggest, summary_in

    language = normalize_language(str(message.get("lang") or "en"))
    game_id = str(message.get("game", ""))
    seed = _seed_of(message)
    options = tuple(str(o) for o in message.get("options", ()))
    state = _state(game_id, seed, options, str(message.get("record", "")))
    seat = message.get("seat") or None
    before = len(state.decisions)
    if message.get("history"):  # the whole game's log (a page that comes back to a game in progress)
        before = 0
    refused = None
    decision = message.get("play")
    clicks = message.get("clicks")
    if isinstance(clicks, list) and not state.finished:
        decision = clicked(state, tuple(str(c) for c in clicks))
        if decision is None:
            error = TutorError("tutor.no-click")
            refused = {"code": error.code, "message": error.message(language)}
    if message.get("auto") and not state.finished and state.to_move != CHANCE:
        decision = suggest(state, seed=len(state.decisions))
    if decision:
        try:
            state = state.play(str(decision))
            _keep(options, state)
        except TutorError as error:
            refused = {"code": error.code, "message": error.message(language)}
    until = message.get("until")
    if until in ("end", "seat") and refused is None:
        for _ in range(MOST_DECISIONS):  # the automatic players, to the end (or until the reader's turn)
            if state.finished or state.to_move == CHANCE or (until == "seat" and state.to_move == seat):
                break
            state = state.play(suggest(state, seed=len(state.decisions)))
        _keep(options, state)
    to_move = seat is not None and seat == state.to_move
    return {"type": "state", **summary_in(state, language, seat), "view": state.view(seat),
            "svg": drawing(state, seat, language, places=to_move),
            "places": {d: [list(p) for p in paths] for d, paths in click_paths(state).items()} if to_move else {},
            "log": _log(game_id, seed, options, state, before, language, seat), "refused": refused}


def _log(game_id: str, seed: int | None, options: tuple[str, ...], state: AnyState, before: int, language: str,
         seat: str | None) -> list[dict[str, Any]]:
    """What each step after the first ``before`` did, as ``seat`` heard it: ``{"n", "seat", "text"}``
    (``seat`` is :data:`~tutor.state.CHANCE` for a chance step)."""
    if before >= len(state.decisions):
        return []
    from tutor.games import game, narration, state_class

    rules = game(game_id).rules.from_strings(options)
    cls = state_class(game_id)
    # the log reads the record as it is written (its chance steps included), from the first state
    first = replay(cls, rules, None, state.decisions[:before]) if cls.chance_words else \
        _STATES.get((game_id, seed, options, state.decisions[:before])) or replay(cls, rules, seed, state.decisions[:before])
    entries = [{"n": 0, "seat": None, "text": narration(first, seat, language)}] if before == 0 else []
    current = first
    for number, decision in enumerate(state.decisions[before:], before + 1):
        mover = current.to_move
        current = current.play(decision)
        entries.append({"n": number, "seat": mover, "text": narration(current, seat, language)})
    return entries


def replay_message(message: dict[str, Any]) -> dict[str, Any]:
    """Answer a ``replay`` message: the caption of every state of a (finished) game, nothing hidden, and
    the drawing of one of them (``frame``, 0 by default): ``{"type": "replay", "frames": [caption, …],
    "frame", "svg"}``.  A replay of a long hand would be megabytes of drawings; the page asks for each
    as it is shown."""
    language = normalize_language(str(message.get("lang") or "en"))
    from tutor.games import drawing, game, narration, state_class

    game_id = str(message.get("game", ""))
    seed = _seed_of(message)
    options = tuple(str(o) for o in message.get("options", ()))
    rules = game(game_id).rules.from_strings(options)
    cls = state_class(game_id)
    end = replay(cls, rules, seed, parse_record(str(message.get("record", ""))))
    decisions = end.decisions  # the record with every chance step written
    frame = message.get("frame", 0)
    if isinstance(frame, bool) or not isinstance(frame, int) or not 0 <= frame <= len(decisions):
        raise TutorError("tutor.bad-option", option="frame", value=str(frame), choices=f"0–{len(decisions)}")
    state = replay(cls, rules, None if cls.chance_words else seed, ())
    captions, svg = [narration(state, ALL, language)], drawing(state, ALL, language) if frame == 0 else ""
    for number, decision in enumerate(decisions, 1):
        state = state.play(decision)
        captions.append(narration(state, ALL, language))
        if number == frame:
            svg = drawing(state, ALL, language)
    return {"type": "replay", "frames": captions, "frame": frame, "svg": svg}


def practice_message(message: dict[str, Any]) -> dict[str, Any]:
    """Answer a ``practice`` message ``{"theme", "seed", "lang"}``: the puzzle the engine makes,
    ``{"type": "puzzle", "theme", "seed", "html", "answer"}`` (``html``: :func:`tutor.puzzles.render`)."""
    from tutor.games import make_exercise
    from tutor.puzzles import render

    language = normalize_language(str(message.get("lang") or "en"))
    theme_id = str(message.get("theme", ""))
    seed = message.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise TutorError("tutor.bad-option", option="seed", value=str(seed), choices="0, 1, 2, …")
    puzzle = make_exercise(theme_id, seed, language)
    box = f"practice-{theme_id.replace('.', '-')}-{seed}"
    return {"type": "puzzle", "theme": theme_id, "seed": seed, "html": render(puzzle, box, language),
            "answer": list(puzzle.answer), "question": puzzle.question}


def forget(namespace: str) -> None:
    """Drop a page's names (the page starts again from its first fence)."""
    _NAMESPACES.pop(namespace, None)


class _Collector(doctest.DocTestRunner):
    """A doctest runner that keeps each example's outcome instead of printing a report."""

    def __init__(self, language: str) -> None:
        super().__init__(optionflags=FLAGS, verbose=False)
        self.language = language
        self.examples: list[dict[str, Any]] = []

    def _add(self, example: doctest.Example, status: str, got: str, error: BaseException | None = None) -> None:
        entry: dict[str, Any] = {"source": example.source, "want": example.want, "got": got, "status": status,
                                 "line": example.lineno + 1, "code": None, "message": None}
        if isinstance(error, TutorError):
            entry["code"] = error.code
            entry["message"] = error.message(self.language)
        self.examples.append(entry)

    def report_start(self, out: Any, test: doctest.DocTest, example: doctest.Example) -> None:
        pass

    def report_success(self, out: Any, test: doctest.DocTest, example: doctest.Example, got: str) -> None:
        self._add(example, "passed", got)

    def report_failure(self, out: Any, test: doctest.DocTest, example: doctest.Example, got: str) -> None:
        error = sys.exc_info()[1]  # set when an expected exception differed
        self._add(example, "failed", got, error)

    def report_unexpected_exception(self, out: Any, test: doctest.DocTest, example: doctest.Example,
                                    exc_info: Any) -> None:
        got = "".join(traceback.format_exception(exc_info[0], exc_info[1], exc_info[2]))
        self._add(example, "error", got, exc_info[1])


def run_fence(code: str, globs: dict[str, Any], language: str, key: str = "") -> dict[str, Any]:
    """Run one fence's examples in ``globs`` (kept for the next fence)."""
    try:
        test = doctest.DocTestParser().get_doctest(code, globs, key or "fence", None, 0)
    except ValueError as error:  # a prompt without its space, inconsistent indentation …
        return {"key": key, "status": "error", "error": str(error), "examples": []}
    test.globs = globs  # the fences of a page share their names
    runner = _Collector(language)
    runner.run(test, out=lambda text: None, clear_globs=False)
    statuses = {e["status"] for e in runner.examples}
    status = "error" if "error" in statuses else "failed" if "failed" in statuses else "passed"
    return {"key": key, "status": status, "error": None, "examples": runner.examples}
