"""Puzzles: a question on a page, an answer computed by the engine at build time.

A puzzle *kind* (``"<game>.<name>"``) is a function from the page's options, the
rules in force and the language to a :class:`Puzzle`: the figure, the choices,
which are right, and for every choice the engine's own explanation in the page's
language.  The page only supplies the question's prose; the answer can never
disagree with the engine.  Each game lists its kinds in its descriptor.

>>> p = Puzzle("demo.even", "one", (Choice("2", True, "2 is even"), Choice("3", False, "3 is odd")))
>>> p.answer
('2',)

A kind may also let the learner make a choice by moving pieces on the figure
(``Puzzle.board``: the figure with *places* to click, drawn with
:func:`tutor.svg.place`).  Each choice then carries the :func:`move_key` of its
moves, and ``tutor-puzzle.js`` computes the same key from the learner's clicks and
looks it up: the browser keeps count of the pieces, the engine decides the rules.

The engine may also judge each step as it is made, so that a wrong one is refused at
once with its reason: a place's ``data-steps`` (the verdict on every step from it) or,
for a turn of several steps, the board's ``data-play-steps`` (the verdicts after each
partial move, keyed by the :func:`move_key` of the steps made so far).  Pieces drawn
with ``data-at`` (the place they stand on) follow the steps, stacked as the place's
``data-stack`` says: a step moves its place's top piece, or the top one of the kind
its verdict names (a piece's ``data-piece``) where a place holds pieces that differ;
the script still decides nothing.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from tutor.errors import TutorError
from tutor.i18n import N_, gettext

MODES = ("all", "one")


@dataclass(frozen=True)
class Choice:
    """One answer the learner may pick."""

    key: str  # the notation the learner sees and the page checks against
    correct: bool
    explanation: str  # the engine's reason, in the page's language
    figure: str = ""  # inline SVG
    moves: str = ""  # its move_key, when it can be made on the puzzle's board


def move_key(steps: Iterable[tuple[str, str]], captured: Iterable[str] = ()) -> str:
    """The key of moves made on a board: how many pieces each place gained or lost, and where pieces were captured.

    Two ways of moving that leave the same pieces in the same places, capturing the
    same ones, have the same key.  ``tutor-puzzle.js`` builds it the same way.

    >>> move_key([("13", "7"), ("7", "5")], ["7"]) == move_key([("13", "5")], ["7"])
    True
    >>> move_key([("bar", "20"), ("20", "15"), ("bar", "20")], ["20"])
    '15:1,20:1,bar:-2|20'
    """
    net: dict[str, int] = {}
    for start, end in steps:
        net[start] = net.get(start, 0) - 1
        net[end] = net.get(end, 0) + 1
    return ",".join(sorted(f"{place}:{n}" for place, n in net.items() if n)) + "|" + ",".join(sorted(set(captured)))


@dataclass(frozen=True)
class Puzzle:
    """A puzzle ready to render: ``mode`` is "all" (tick every right choice) or "one"."""

    kind: str
    mode: str
    choices: tuple[Choice, ...]
    figure: str = ""
    figure_caption: str = ""
    figure_label: str = ""  # what the figure shows, in the page's language (no label when empty)
    board: str = ""  # the figure with places to move pieces on (web pages); ``figure`` stays for books
    question: str = ""  # the question in the page's language (practice puzzles; a page's own puzzle has prose)

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}")
        right = sum(c.correct for c in self.choices)
        if self.mode == "one" and right != 1:
            raise ValueError(f"a one-answer puzzle needs exactly one right choice, not {right}")
        if len({c.key for c in self.choices}) != len(self.choices):
            raise ValueError("choices must differ")

    @property
    def answer(self) -> tuple[str, ...]:
        return tuple(c.key for c in self.choices if c.correct)


#: (the page's options, the game's rules in force, the page's language) -> a puzzle
PuzzleMaker = Callable[[Mapping[str, str], Any, str], Puzzle]



def option(options: Mapping[str, str], name: str) -> str:
    """A required option of a puzzle; its absence is an error with a stable code."""
    value = options.get(name, "").strip()
    if not value:
        raise TutorError("tutor.puzzle-option-missing", option=name)
    return value


#: the words of a puzzle's form (the ``tutor`` domain), by key
FORM_WORDS = {
    "ok": N_("Correct!"),
    "bad": N_("Not quite. The reasons are shown under the choices you got wrong."),
    "missed": N_("Not quite: you have not found every right answer yet."),
    # practice (the first check is the one that counts): the right answers missed are shown, each with its reason
    "shown": N_("Not quite: you missed a right answer. Each right answer is marked ✓, with the reason it is right."),
    "shown-bad": N_("Not quite. The reasons are shown under the choices you got wrong, and each right answer is "
                    "marked ✓, with the reason it is right."),
    "none": N_("Choose an answer first."),
    "check": N_("Check"),
    "choices": N_("Choices"),
    "answers": N_("Answers"),
    # moving on the board (a puzzle whose kind draws one)
    "board": N_("Or make the move on the board: pick the place a piece leaves, then the place it goes to, "
                "and mark the move in the list."),
    "mark": N_("Mark this move"),
    "undo": N_("Undo"),
    "restart": N_("Start again"),
    "moves": N_("Moves on the board"),
    "nothing": N_("Make a move on the board first."),
    "no-piece": N_("None of your pieces is there."),
    "marked": N_("{moves}: marked in the list."),
    "unlisted": N_("{moves} is not one of the choices."),
    "picked": N_("{place}: now pick where it goes."),
}


def _attr(value: str) -> str:
    return html.escape(value, quote=True)


def choice_name(figure: str, key: str) -> str:
    """The choice's accessible name: the drawing's title (notation and the tile's name in
    the page's language, e.g. "[6-6] шеф неба"), or the bare notation without a drawing."""
    match = re.search(r"<title>(.*?)</title>", figure, re.S)
    return html.unescape(match.group(1)).strip() if match else key


def render_form(puzzle: Puzzle, puzzle_id: str, language: str) -> str:
    """The puzzle's form as HTML (the figure and the prose are separate nodes)."""
    t = {key: gettext(text, language) for key, text in FORM_WORDS.items()}
    input_type = "checkbox" if puzzle.mode == "all" else "radio"
    parts = [
        f'<form class="tutor-check" id="{puzzle_id}" data-kind="{_attr(puzzle.kind)}" '
        f'data-mode="{puzzle.mode}" data-answer="{_attr(chr(10).join(puzzle.answer))}" '
        f'data-ok="{_attr(t["ok"])}" data-bad="{_attr(t["bad"])}" data-missed="{_attr(t["missed"])}" '
        f'data-shown="{_attr(t["shown"])}" data-shown-bad="{_attr(t["shown-bad"])}" '
        f'data-none="{_attr(t["none"])}">',
    ]
    if puzzle.board:
        parts.append(board_controls(t))
    parts.append(f'<fieldset><legend>{html.escape(t["choices"])}</legend><div class="tutor-choices">')
    for index, choice in enumerate(puzzle.choices):
        why_id = f"{puzzle_id}-why-{index}"
        moves = f' data-moves="{_attr(choice.moves)}"' if choice.moves else ""
        parts.append(
            f'<label class="tutor-choice"><input type="{input_type}" name="{puzzle_id}" '
            f'value="{_attr(choice.key)}" aria-label="{_attr(choice_name(choice.figure, choice.key))}" '
            f'aria-describedby="{why_id}"{moves}>'
            f'<span class="tutor-choice-figure" aria-hidden="true">{choice.figure}</span>'
            f'<span class="tutor-notation">{html.escape(choice.key)}</span>'
            f'<span class="tutor-why" id="{why_id}" hidden>{html.escape(choice.explanation)}</span>'
            f'</label>'
        )
    parts.append("</div></fieldset>")
    parts.append(f'<button type="submit" class="tutor-submit">{html.escape(t["check"])}</button>')
    parts.append('<output class="tutor-verdict" aria-live="polite"></output></form>')
    return "".join(parts)


def board_controls(t: dict[str, str]) -> str:
    """The buttons and the running record of the moves the learner makes on the puzzle's board."""
    data = " ".join(f'data-{key}="{_attr(t[key])}"' for key in ("nothing", "no-piece", "marked", "unlisted", "picked"))
    return (f'<div class="tutor-board-moves" {data}><p class="tutor-board-help">{html.escape(t["board"])}</p>'
            f'<p><span class="tutor-board-label">{html.escape(t["moves"])}:</span> '
            f'<span class="tutor-notation tutor-moves" aria-live="polite"></span></p>'
            f'<p class="tutor-board-buttons"><button type="button" data-act="mark">{html.escape(t["mark"])}</button> '
            f'<button type="button" data-act="undo">{html.escape(t["undo"])}</button> '
            f'<button type="button" data-act="restart">{html.escape(t["restart"])}</button></p>'
            f'<output class="tutor-board-said" aria-live="polite"></output></div>')


def render(puzzle: Puzzle, puzzle_id: str, language: str) -> str:
    """A whole puzzle as HTML: its figure (the board to move on, if it has one), its question and its form.

    What a practice page shows (built in, and made by the engine in the reader's
    browser); a page's own ``{puzzle}`` adds its prose between the figure and the form.
    """
    parts = [f'<div class="tutor-puzzle" id="{puzzle_id}-box">']
    figure = puzzle.board or puzzle.figure
    if figure:
        label = (f'<span class="tutor-figure-label">{html.escape(puzzle.figure_label)}</span>'
                 if puzzle.figure_label else "")
        parts.append(f'<div class="tutor-puzzle-figure">{label}{figure}'
                     f'<span class="tutor-notation">{html.escape(puzzle.figure_caption)}</span></div>')
    if puzzle.question:
        parts.append(f'<p class="tutor-question">{html.escape(puzzle.question)}</p>')
    parts.append(render_form(puzzle, puzzle_id, language))
    parts.append("</div>")
    return "".join(parts)
