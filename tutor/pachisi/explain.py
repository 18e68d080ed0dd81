"""Why a move is legal or not: the engine's reasons, for puzzles and for rules lawyers.

:func:`judge` reads a move in the notation of spec §5 (``E1-A3``, ``G1-E1x``,
``enter A8``, or ``none`` for "no move is possible") and says whether it is one
of the legal actions for the throw, with the rule that decides it.  Figure 2,
black diamonds throw a 3 (scenario 4b):

>>> from tutor.pachisi.explain import judge
>>> from tutor.pachisi.notation import Position
>>> fig2 = Position.parse("A1:A1,A1,H2 A8:A8,H4,B7 H8:H1,H1,G1,G8 H1:E1,C1,C1")
>>> judge(fig2, "A8", 3, "A8-D8").explain("en")
'A8-D8 is legal: the piece moves 3 squares clockwise'
>>> judge(fig2, "A8", 3, "H4-H1").explain("en")
'H4-H1 is not legal: H1 holds a barrier of white diamonds, and no piece may land on an enemy barrier'
>>> judge(fig2, "A8", 3, "B7-E5").explain("ru")
'B7-E5 — недопустимый ход: во дворе счёт должен быть точным, а при броске 3 шашка с B7 проскочила бы последнее поле двора'

Every refusal names its rule.  An old piece, back on its home, only goes on into the
yard; a piece coming round passes its home into the yard rather than start a second lap:

>>> judge(Position.parse("A1:A1*"), "A1", 3, "A1-A4").explain("en")
'A1-A4 is not legal: the piece on A1 is old (it has been round the board), so it can only go on into its yard: with a 3 it goes to D4'
>>> judge(Position.parse("A1:C1"), "A1", 4, "C1-A3").explain("en")
'C1-A3 is not legal: a piece never starts a second lap: with a 4 the piece on C1 passes its home and goes into its yard, to C3'

A piece already in its yard moves on in it, by the exact count, and never back:

>>> judge(Position.parse("H8:G7"), "H8", 1, "G7-H8").explain("en")
'G7-H8 is not legal: the piece on G7 is already in its yard, where a piece only goes forward, exactly as many squares as the die shows: with a 1 it goes to F6'

A legal move gets its reasons too: the count, the barriers a 6 passes or that the piece
stops short of, and what it lands on (in Figure 2, black circles throw a 6, then a 1;
black diamonds a 2):

>>> judge(fig2, "H1", 6, "E1-A3").explain("en")
'E1-A3 is legal: the piece moves 6 squares clockwise; a 6 passes the barriers on C1, A1'
>>> judge(fig2, "H1", 1, "C1-B1").explain("en")
'C1-B1 is legal: the piece moves 1 square clockwise; it stops short of the barrier on A1'
>>> print(judge(fig2, "A8", 2, "H4-H2x").explain("zh_CN"))
H4-H2x 是合法走法，并吃掉白圆的一枚棋子：棋子顺时针走 2 格；它停在 H1 的屏障之前；白圆在 H2 的棋子是单独一枚，而单独的敌方棋子会被吃掉

Entering is written in words in the reader's language (the notation's ``enter A1``):

>>> judge(Position.parse("A1:A2"), "A1", 3, "enter A1").explain("ru")
'выставить шашку на A1 — недопустимый ход: шашку выставляют, только когда выпало 1 или 6'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tutor.i18n import LIST_COMMA, N_, NP_, SEMICOLON, gettext, ngettext, normalize_language, reader_language
from tutor.notation import Scanner
from tutor.pachisi.board import CORNERS, LAST, NEW, OLD, SQUARE_ID, SQUARE_NAMES
from tutor.pachisi.moves import DEFAULT, Move, apply, blocking, legal_moves, occupancy, partner_seat
from tutor.pachisi.notation import Position, read_square
from tutor.pachisi.rules import Rules
from tutor.pachisi.words import player_name

NONE = "none"  # the answer "no move is possible"

REASONS: dict[str, str] = {
    "legal": N_("{move} is legal: {why}"),
    "legal-eats": N_("{move} is legal and eats a piece of {victim}: {why}"),
    "no-move": N_("no move is possible: the throw is lost"),
    "some-move": N_("a throw is lost only when no move is possible, and here one is: {moves}"),
    "enter-roll": N_("{move} is not legal: a piece enters only on a 1 or a 6"),
    "enter-none-off": N_("{move} is not legal: all four pieces are already on the board"),
    "enter-elsewhere": N_("{move} is not legal: a piece enters only on its own home, {home}"),
    "enter-blocked": N_("{move} is not legal: the home holds a barrier of {owner}, and no piece may land on an "
                        "enemy barrier"),
    "no-piece": N_("{move} is not legal: there is no piece of {player} on {square}"),
    "overshoot": N_("{move} is not legal: in the yard the count must be exact, and with a {roll} the piece on "
                    "{square} would overshoot the last yard square"),
    "wrong-count": N_("{move} is not legal: a piece moves exactly as many squares as the die shows, clockwise, "
                      "so with a {roll} the piece on {square} goes to {target}"),
    "wrong-count-old": N_("{move} is not legal: the piece on {square} is old (it has been round the board), so it "
                          "can only go on into its yard: with a {roll} it goes to {target}"),
    "wrong-count-yard": N_("{move} is not legal: a piece never starts a second lap: with a {roll} the piece on "
                           "{square} passes its home and goes into its yard, to {target}"),
    "wrong-count-in-yard": N_("{move} is not legal: the piece on {square} is already in its yard, where a piece "
                              "only goes forward, exactly as many squares as the die shows: with a {roll} it "
                              "goes to {target}"),
    "passes-barrier": N_("{move} is not legal: it passes the barrier on {square}, and only a 6 passes a barrier"),
    "passes-big-barrier": N_("{move} is not legal: it passes a barrier of {count} on {square}, and under the rule "
                             "option in force a 6 passes only a barrier of two pieces"),
    "passes-mixed-barrier": N_("{move} is not legal: it passes the mixed barrier of {owner} and their partner on "
                               "{square}, which opponents can never pass"),
    "yard-taken": N_("{move} is not legal: the yard square {square} is taken, and a yard square holds one piece"),
    "lands-on-barrier": N_("{move} is not legal: {square} holds a barrier of {owner}, and no piece may land on an "
                           "enemy barrier"),
    "lands-on-pair": N_("{move} is not legal: {square} holds a new and an old piece of {owner}; only a single piece "
                        "can be eaten"),
}


@dataclass(frozen=True)
class Judgement:
    """The verdict on one written move: ``legal``, the reason (a key of :data:`REASONS`) and its fields."""

    legal: bool
    reason: str
    fields: dict[str, Any] = field(default_factory=dict)
    move: Move | None = None

    def explain(self, language: str | None = None) -> str:
        language = reader_language(language)
        fields = _named(self.fields, language)
        if "move" in fields:
            fields["move"] = move_words(fields["move"], language)
        if "moves" in fields:
            fields["moves"] = ", ".join(move_words(m, language) for m in fields["moves"])
        if "why" in fields:
            fields["why"] = SEMICOLON[normalize_language(language)].join(
                _clause(key, more, language) for key, more in fields["why"])
        return gettext(REASONS[self.reason], language).format(**fields)


def _named(fields: dict[str, Any], language: str) -> dict[str, Any]:
    """The fields with each player (a victim, an owner) named by his pieces in ``language``."""
    return {k: player_name(v, language) if k in ("victim", "owner") else v for k, v in fields.items()}


#: why a legal move is legal, clause by clause (:func:`why_legal`); each counted clause is a pair of forms
WHY: dict[str, str | tuple[str, str]] = {
    "enters": N_("a 1 or a 6 enters a new piece on its own home"),
    "steps": NP_("the piece moves {count} square clockwise", "the piece moves {count} squares clockwise"),
    "home-old": N_("it comes round the board to its home, where it becomes old"),
    "into-yard": N_("it passes its home and goes on into its yard, to the free square {square}"),
    "old-into-yard": N_("an old piece goes on from its home into its yard, here to the free square {square}"),
    "in-yard": N_("in the yard the count is exact, and {square} is free"),
    "six-passes": NP_("a 6 passes the barrier on {squares}", "a 6 passes the barriers on {squares}"),
    "partner-barrier": NP_("its partner's barrier on {squares} does not stop it",
                           "its partner's barriers on {squares} do not stop it"),
    "stops-short": N_("it stops short of the barrier on {square}"),
    "eats": N_("the piece of {victim} on {square} stands alone, and a lone enemy piece is eaten"),
    "makes-barrier": N_("with its own piece there it makes a barrier on {square}"),
    "joins-own": N_("it joins its own pieces on {square}"),
    "joins-partner": N_("it may stand with its partner's piece on {square}"),
}


def _clause(key: str, fields: dict[str, Any], language: str) -> str:
    words = WHY[key]
    if "squares" in fields:
        fields = {**fields, "squares": LIST_COMMA[normalize_language(language)].join(fields["squares"])}
    if isinstance(words, tuple):
        text = ngettext(*words, fields["count"], language)
    else:
        text = gettext(words, language)
    return text.format(**_named(fields, language))


_ENTER = N_("enter a piece on {square}")
_ENTER_EATS = N_("enter a piece on {square} and eat")


def move_words(text: str, language: str) -> str:
    """A written move as the reader reads it: squares stay as written, entering is said in words.

    >>> move_words("enter A1x", "en"), move_words("A2-A5x", "zh_CN"), move_words("enter H1", "ru")
    ('enter a piece on A1 and eat', 'A2-A5x', 'выставить шашку на H1')
    """
    text = text.strip()
    if not text.lower().startswith("enter "):
        return text
    square = text[6:].strip().upper()
    eats = square.endswith("X")
    return gettext(_ENTER_EATS if eats else _ENTER, language).format(square=square.rstrip("X"))


def parse_move(text: str) -> tuple[str | None, str, bool]:
    """``(from, to, eats)`` of a written move; ``from`` is ``None`` for entering.

    >>> parse_move("enter a8x"), parse_move("G1-E1")
    ((None, 'A8', True), ('G1', 'E1', False))
    """
    scan = Scanner(text.strip(), "pachisi.move")
    if scan.accept("enter "):
        source = None
    else:
        source = read_square(scan)
        scan.expect("-")
    target = read_square(scan)
    eats = scan.accept("x") is not None
    scan.finish()
    return source, target, eats


def judge(position: Position, player: str, roll: int, text: str, rules: Rules = DEFAULT) -> Judgement:
    """Whether the move written ``text`` (or ``none``) is legal for ``player`` throwing ``roll``, and why."""
    legal = legal_moves(position, player, roll, rules)
    if text.strip().lower() == NONE:
        if legal:
            return Judgement(False, "some-move", {"moves": [str(m) for m in legal]})
        return Judgement(True, "no-move")
    source, target, _ = parse_move(text)
    for move in legal:
        if move.source == source and move.destination == target:
            why = why_legal(position, move, rules)
            if move.eats:
                return Judgement(True, "legal-eats", {"move": str(move), "victim": move.eats, "why": why}, move)
            return Judgement(True, "legal", {"move": str(move), "why": why}, move)
    fields: dict[str, Any] = {"move": text.strip(), "player": player, "roll": roll}
    reason, more = _why_not(position, player, roll, source, target, rules)
    return Judgement(False, reason, {**fields, **more})


def _why_not(position: Position, player: str, roll: int, source: str | None, target: str,
             rules: Rules) -> tuple[str, dict[str, Any]]:
    seat = CORNERS.index(player)
    ids = SQUARE_ID[seat]
    pieces = position.pieces(player)
    occupied, barriers, mixed = occupancy(position, rules)
    blocked = blocking(seat, roll, occupied, barriers, mixed, rules)
    if source is None:
        if roll not in (1, 6):
            return "enter-roll", {}
        if len(pieces) == 4:
            return "enter-none-off", {}
        if target != player:
            return "enter-elsewhere", {"home": player}
        return "enter-blocked", {"owner": CORNERS[occupied[ids[NEW]][0]]}
    starts = sorted(p for p in set(pieces) if SQUARE_NAMES[ids[p]] == source)
    if not starts:
        return "no-piece", {"square": source}
    reachable = [p for p in starts if p + roll <= LAST]
    matching = [p for p in reachable if SQUARE_NAMES[ids[p + roll]] == target]
    if not matching:
        if not reachable:
            return "overshoot", {"square": source}
        p = reachable[-1]
        where = {"square": source, "target": SQUARE_NAMES[ids[p + roll]]}
        if p == OLD:
            return "wrong-count-old", where
        if p > OLD:
            return "wrong-count-in-yard", where
        if p + roll > OLD:
            return "wrong-count-yard", where
        return "wrong-count", where
    t = matching[0] + roll
    for q in range(matching[0] + 1, min(t, OLD + 1)):
        s = ids[q]
        if s in blocked:
            if s in mixed and occupied[s][0] not in (seat, partner_seat(seat, rules)):
                return "passes-mixed-barrier", {"square": SQUARE_NAMES[s], "owner": CORNERS[occupied[s][0]]}
            if roll != 6:
                return "passes-barrier", {"square": SQUARE_NAMES[s]}
            return "passes-big-barrier", {"square": SQUARE_NAMES[s], "count": barriers[s]}
    if t > OLD:
        return "yard-taken", {"square": target}
    owner = CORNERS[occupied[ids[t]][0]]
    if ids[t] in barriers:
        return "lands-on-barrier", {"square": target, "owner": owner}
    return "lands-on-pair", {"square": target, "owner": owner}


def why_legal(position: Position, move: Move, rules: Rules = DEFAULT) -> list[tuple[str, dict[str, Any]]]:
    """Why ``move`` (one of the legal moves in ``position``) is legal: clauses of :data:`WHY` with their fields.

    How it enters or how far it goes (round to its home, into the yard), the barriers it passes
    (a 6, or a partner's) or stops short of, and what it lands on: a lone enemy piece it eats,
    its own pieces (a new barrier), its partner's.

    >>> fig2 = Position.parse("A1:A1,A1,H2 A8:A8,H4,B7 H8:H1,H1,G1,G8 H1:E1,C1,C1")
    >>> [six] = [m for m in legal_moves(fig2, "H8", 6) if str(m) == "H1-B1"]
    >>> why_legal(fig2, six)
    [('steps', {'count': 6}), ('six-passes', {'squares': ('C1',), 'count': 1})]
    """
    seat = CORNERS.index(move.player)
    friend = partner_seat(seat, rules)
    ids = SQUARE_ID[seat]
    occupied, barriers, mixed = occupancy(position, rules)
    start, end, roll = move.start, move.target, move.roll
    clauses: list[tuple[str, dict[str, Any]]] = []
    if start is None:
        clauses.append(("enters", {}))
    elif start > OLD:
        clauses.append(("in-yard", {"square": move.destination}))
    elif start == OLD:
        clauses.append(("old-into-yard", {"square": move.destination}))
    elif end > OLD:
        clauses.append(("into-yard", {"square": move.destination}))
    elif end == OLD:
        clauses.append(("home-old", {}))
    else:
        clauses.append(("steps", {"count": roll}))
    if start is not None and start < OLD:
        passed = [ids[q] for q in range(start + 1, min(end, OLD + 1)) if ids[q] in barriers]
        sixes = [SQUARE_NAMES[s] for s in passed if roll == 6]
        friends = [SQUARE_NAMES[s] for s in passed if roll != 6]  # not a 6: only a partner's barrier lets it by
        for key, squares in (("six-passes", sixes), ("partner-barrier", friends)):
            if squares:
                clauses.append((key, {"squares": tuple(squares), "count": len(squares)}))
        # the first barrier this throw may not pass, if a throw of the die could reach it: why a smaller throw is fine
        blocked = blocking(seat, roll, occupied, barriers, mixed, rules)
        ahead = [q for q in range(end + 1, min(start + 6, OLD) + 1) if ids[q] in blocked]
        if end <= OLD and ahead:
            clauses.append(("stops-short", {"square": SQUARE_NAMES[ids[ahead[0]]]}))
    square = ids[end]
    here = occupied.get(square) if end <= OLD else None
    if move.eats:
        clauses.append(("eats", {"victim": move.eats, "square": move.destination}))
    elif here is not None and here[0] == seat:
        made = square in occupancy(apply(position, move), rules)[1] and square not in barriers
        clauses.append(("makes-barrier" if made else "joins-own", {"square": move.destination}))
    elif here is not None and here[0] == friend:
        clauses.append(("joins-partner", {"square": move.destination}))
    return clauses
