"""The engine in the reader's browser: the Python half of the page's worker (issue 18).

The site ships the engine as a pure-Python wheel with Pyodide (``tools/engine.py``);
``_engine/worker.mjs`` loads both and hands every message from the page to
:func:`handle`, as JSON text, and posts back what it returns.  The page's fences run
here as ``make test`` runs them (:mod:`tutor.examples`): doctest's parser and option
flags, one namespace per page shared by its fences in order, the engine speaking the
page's language (``explain()``, ``narrate()``, errors … need no language in the code).

A message ``{"id", "type": "run", "ns", "lang", "fences": [{"key", "code", "quiet"}]}``
gets ``{"id", "type": "result", "fences": [...]}``, one entry per fence::

    {"key", "status": "passed" | "answered" | "failed" | "error", "error": str | None,
     "examples": [{"source", "want", "got", "status", "line", "code", "message", "explanation"}]}

An example with an expected output passes or fails; one without (a reader's own
question) is ``answered``: nothing failed, ``got`` is the answer and ``explanation``
the engine's words for the value it showed, in the page's language, where the value has
them (:func:`explanation`).  A fence's status is its worst example's.

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

``got`` is what the example printed; for an exception, then the traceback doctest would
print without the interpreter's own frames (no paths of its files: ``...`` stands for
them), ending with the error's code and its message in the page's language; ``code``
and ``message`` are set when the engine raised a coded error, the message as ``--lang``
gives it on the command line.  A command line's ``--help`` (``SystemExit`` with status 0)
ends the example with the help it printed, not in an error.  Quiet
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
>>> print(second["got"], end="")
Traceback (most recent call last):
  ...
tutor.errors.TutorError: tutor.unknown-language: неизвестный язык 'fr' (выберите en, ru или zh)

A question is answered (the engine speaks the page's language); the command line's help is its text:

>>> reply = json.loads(handle(json.dumps({"id": 2, "type": "run", "ns": "t", "lang": "zh-cn",
...     "fences": [{"key": "c", "code": ">>> from tutor.i18n import reader_language\\n>>> reader_language()\\n"
...                                     ">>> from tutor.cli import main\\n>>> main(['--help'])\\n"}]})))
>>> fence = reply["fences"][0]
>>> fence["status"], [e["status"] for e in fence["examples"]]
('answered', ['passed', 'answered', 'passed', 'answered'])
>>> question, help = fence["examples"][1], fence["examples"][3]
>>> question["got"], question["explanation"]
("'zh_CN'\\n", None)
>>> help["got"][:3], "Traceback" in help["got"]  # the help, in the page's language
('用法：', False)
>>> forget("t")
>>> started()
"""

from __future__ import annotations

import json
import sys
from typing import Any

from tutor.errors import TutorError
from tutor.examples import Outcome, parse, run, speaking
from tutor.i18n import normalize_language
from tutor.state import ALL, CHANCE, AnyState, State, parse_record, play_on, replay

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
    language = normalize_language(str(message.get("lang") or "en"))  # the engine's words default to it
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


#: what a value the reader asked for may say of itself, in the page's language (the first it has)
EXPLAINERS = ("explain", "narrate")


def explanation(value: Any, language: str) -> str | None:
    """The engine's words for a value a reader's question showed: its ``explain`` (a verdict, a score, a
    judgement, a payment …), or for a game's state what its last step did (:func:`tutor.games.narration`), in
    ``language``; ``None`` when it has neither.

    >>> class Verdict:
    ...     def explain(self, language=None):
    ...         return {"ru": "да", "zh_CN": "是"}.get(language or "en", "yes")
    >>> explanation(Verdict(), "zh_CN"), explanation(3, "ru")
    ('是', None)
    >>> import tutor
    >>> from tutor.games import games, narration
    >>> state = tutor.start(games()[1].id, seed=3)
    >>> explanation(state, "ru") == narration(state, None, "ru") != narration(state, None, "en")
    True

    """
    if isinstance(value, State):  # a game's state is told by its presentation, as a spectator hears it
        from tutor.games import narration

        try:
            return narration(value, None, language) or None
        except Exception:  # a game the registry does not know (a test's own): no explanation
            return None
    for name in EXPLAINERS:
        method = getattr(type(value), name, None)
        if callable(method) and not isinstance(value, type):
            try:
                with speaking(language):
                    words = method(value, language)
            except Exception:  # a method of that name that wants something else: no explanation
                continue
            if isinstance(words, str) and words.strip():
                return words
    return None


def _entry(outcome: Outcome, language: str) -> dict[str, Any]:
    """One example's answer for the page (see the module's documentation)."""
    example, error = outcome.example, outcome.error
    entry: dict[str, Any] = {"source": example.source, "want": example.want, "got": outcome.got,
                             "line": example.lineno + 1, "code": None, "message": None, "explanation": None}
    if error is not None:
        entry["got"] = outcome.got + outcome.traceback(compact=True)
        if isinstance(error, TutorError):
            entry["code"] = error.code
            entry["message"] = error.message(language)
    if outcome.passed:
        entry["status"] = "passed"
    elif error is None and not example.want.strip():
        # a question without an expected answer: the engine answers it, nothing failed
        entry["status"] = "answered"
        if outcome.shown:
            entry["explanation"] = explanation(outcome.value, language)
    else:
        entry["status"] = "error" if error is not None and example.exc_msg is None else "failed"
    return entry


def run_fence(code: str, globs: dict[str, Any], language: str, key: str = "") -> dict[str, Any]:
    """Run one fence's examples in ``globs`` (kept for the next fence), the engine speaking ``language``.

    As ``make test`` runs it (:mod:`tutor.examples`), except that an example with no expected output
    is a question, ``answered`` (with the value's explanation, if it has one), and that a command
    line's ``--help`` (``SystemExit`` with status 0) ends with its text, not in an error."""
    try:
        test = parse(code, key or "fence")
    except ValueError as error:  # a prompt without its space, inconsistent indentation …
        return {"key": key, "status": "error", "error": str(error), "examples": []}
    examples = [_entry(outcome, language) for outcome in run(test, globs, language, quiet_exit=True)
                if not outcome.skipped]
    statuses = {e["status"] for e in examples}
    status = next((s for s in ("error", "failed", "answered") if s in statuses), "passed")
    return {"key": key, "status": status, "error": None, "examples": examples}
