"""Pachisi practice: the themes whose puzzles the engine makes from a seed (:mod:`tutor.practice`).

Every puzzle starts from a real position: a game played by the automatic player
(:func:`~tutor.pachisi.players.easy`), its throws drawn
from a seed the theme draws, stopped somewhere in the middle (see :func:`games`; the push-ups
theme: just after the first player has finished).  A position with nothing to ask is skipped
for the next one.

- ``pachisi.moves``: the player to move and his throw; tick every legal move (the puzzle
  kind ``pachisi.moves``, with its board to make the move on), among the moves that look
  possible and are not.
- ``pachisi.barriers``: a piece with a barrier a few squares ahead; tick every throw that
  lets it move.
- ``pachisi.enter-or-home``: a piece off the board, or one near its home or in its yard, and a
  throw; pick where it goes (or that it cannot).
- ``pachisi.pushups``: the push-ups game has just ended; pick a player's push-ups (the puzzle
  kind ``pachisi.pushups``).

>>> from tutor.pachisi.practice import THEMES
>>> from tutor.pachisi.rules import Rules
>>> [t.name for t in THEMES]
['moves', 'barriers', 'enter-or-home', 'pushups']
>>> p = THEMES[1].make(7, Rules(), "en")
>>> p.figure_caption, p.figure_label
('A1:A1,H3 A8: H8: H1:H1,H1,A8', 'White circles (A1): the piece on H3, the barrier on H1')
>>> p.answer
('1', '6')
>>> print(p.choices[1].explanation)
with a 2: H3-H1 is not legal: H1 holds a barrier of black circles, and no piece may land on an enemy barrier
>>> print(THEMES[1].make(7, Rules(), "ru").choices[3].explanation)
при броске 4: H3-F1 — недопустимый ход: он перепрыгивает барьер на H1, а барьер можно перепрыгнуть только шестёркой
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

from tutor.i18n import N_, gettext
from tutor.pachisi import puzzles
from tutor.pachisi.board import CORNERS, HOME_INDEX, LAP, LAST, NEW, OLD, SQUARE_ID, SQUARE_NAMES, TRACK
from tutor.pachisi.explain import NONE, judge
from tutor.pachisi.moves import Move, legal_moves, occupancy, partner_seat
from tutor.pachisi.notation import Position, format_position
from tutor.pachisi.players import easy
from tutor.pachisi.rules import Rules
from tutor.pachisi.scoring import PER_PIECE, PER_UNIT, brought_home, neighbourhood
from tutor.pachisi.state import PachisiState
from tutor.pachisi.svg import BOARD_SIZE, board_svg
from tutor.pachisi.words import player_name
from tutor.practice import TRIES, Theme, draws
from tutor.puzzles import Choice, Puzzle

#: the most moves a moves puzzle offers (besides "no move is possible"): a phone's screen
MOST_MOVES = 6
#: how often a player of the drawn games leaves the automatic player's plan for another legal move
WANDER = 0.5

_MOVES = N_("Tick every move the rules allow with this throw, or “no move is possible” if the throw is lost.")

_BARRIER_LABEL = N_("{pieces} ({player}): the piece on {square}, the barrier on {barrier}")
_BARRIER_ASK = N_("The barrier on {barrier} stands in the way of the piece on {square}. With which throws can this "
                  "piece move? Tick every such throw, or “no throw”.")
_NO_THROW = N_("no throw")
_WITH = N_("with a {roll}: {reason}")
_NO_THROW_RIGHT = N_("no throw can move the piece on {square}: each one breaks a rule")
_NO_THROW_WRONG = N_("some throw can move it: {reason}")

_THROW = N_("{pieces} ({player}) throw a {roll}")
_ENTER_ASK = N_("A piece of {pieces} is off the board. Where can it enter with this throw?")
_HOME_ASK = N_("Where can the piece of {pieces} on {square} go with this throw?")
_OLD_ASK = N_("Where can the old piece of {pieces} on {square} go with this throw?")
_CANNOT_ENTER = N_("it cannot enter")
_CANNOT_MOVE = N_("it cannot move")
_CANNOT_ENTER_RIGHT = N_("it cannot enter: {reason}")
_CANNOT_ENTER_WRONG = N_("it can enter: {reason}")
_CANNOT_MOVE_RIGHT = N_("it cannot move: {reason}")
_CANNOT_MOVE_WRONG = N_("it can move: {reason}")

_PUSHUPS_ASK = N_("How many push-ups do {pieces} ({player}) do?")


def games(rng: random.Random, rules: Rules, earliest: int, latest: int) -> Iterator[PachisiState]:
    """The states of seeded automatic games, from a throw drawn between ``earliest`` and ``latest`` on.

    Each game's throws come from a seed drawn from ``rng``; the states of one game follow one
    another until it ends, then the next game starts (at most :data:`~tutor.practice.TRIES` games).
    The players follow the automatic player's plan (:func:`~tutor.pachisi.players.easy`),
    except that now and then (:data:`WANDER`) one makes another legal move, as people do: the plan
    alone runs one piece at a time and hardly ever builds a barrier.
    """
    for _ in range(TRIES):
        state = PachisiState.start(rules, rng.randrange(2 ** 32))
        skip = rng.randint(earliest, latest)
        for _ in range(skip):
            if state.finished:
                break
            state = state.play(_decision(state, rng))
        while not state.finished:
            yield state
            state = state.play(_decision(state, rng))
    raise RuntimeError(f"no position to ask about in {TRIES} games")


def _decision(state: PachisiState, rng: random.Random) -> str:
    return rng.choice(state.legal()) if rng.random() < WANDER else easy(state, rng)


def _square(seat: int, progress: int) -> str:
    return SQUARE_NAMES[SQUARE_ID[seat][progress]]


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


# --- every legal move for this throw ---------------------------------------------------------------


def every_legal_move(seed: int, rules: Rules, language: str) -> Puzzle:
    """The player to move and his throw in a game under way: tick every legal move, or "no move is possible"."""
    rng = draws(seed, "moves")
    for state in games(rng, rules, 10, 120):
        assert state.mover is not None
        texts = move_choices(state.position, state.mover, state.roll, state.moves, rules, rng)
        if texts:
            puzzle = puzzles.moves({"position": format_position(state.position), "player": state.mover,
                                    "roll": str(state.roll), "choices": ", ".join(texts)}, rules, language)
            return replace(puzzle, kind="pachisi.moves", question=gettext(_MOVES, language))
    raise AssertionError("unreachable: games() gives up first")


def move_choices(position: Position, player: str, roll: int, legal: tuple[Move, ...], rules: Rules,
                 rng: random.Random) -> list[str]:
    """The written moves to offer (ending with ``none``): every legal move, the moves of this throw that
    break a rule (entering, or a piece moved by the throw), and one or two of the usual slips: entering
    without a 1 or a 6, counting the piece's own square as the first step, starting a second lap
    instead of going into the yard.  Empty when the position has nothing to ask: nothing wrong to
    offer, or fewer than three moves (two when the throw is lost, "no move is possible" the third);
    and, about two times in three, when no move of the throw breaks a rule, so that more puzzles
    turn on a rule than on a slip.

    A move that would land on a single enemy piece is written as eating (``x``), legal or not, so
    that the notation gives nothing away.
    """
    seat = CORNERS.index(player)
    friend = partner_seat(seat, rules)
    ids = SQUARE_ID[seat]
    occupied, _, _ = occupancy(position, rules)

    def written(source: str, square: int) -> str:
        here = occupied.get(square) if square < LAP else None
        eats = here is not None and here[1] == 1 and here[0] not in (seat, friend)
        return f"{source}-{SQUARE_NAMES[square]}{'x' if eats else ''}"

    right = [str(m) for m in legal]
    pieces = position.pieces(player)
    moved = {(m.start, m.target) for m in legal}
    entering = written("enter", ids[NEW]).replace("enter-", "enter ")
    # the moves of this throw that break a rule
    wrong = [written(_square(seat, p), ids[p + roll]) for p in sorted(set(pieces))
             if p + roll <= LAST and (p, p + roll) not in moved]
    if len(pieces) < 4 and roll in (1, 6) and not any(m.start is None for m in legal):
        wrong.append(entering)  # a barrier on the home
    slips = [entering] if len(pieces) < 4 and roll not in (1, 6) and rng.random() < 0.5 else []
    for p in sorted(set(pieces)):
        source = _square(seat, p)
        if p == OLD:
            slips.append(written(source, ids[roll]))  # an old piece starting a second lap
        elif p < OLD < p + roll:
            slips.append(written(source, (HOME_INDEX[seat] + p + roll) % LAP))  # passing home into a second lap
        elif roll > 1 and p + roll <= LAST:
            slips.append(written(source, ids[p + roll - 1]))  # counting the piece's own square as a step
    slips = [t for t in dict.fromkeys(slips) if t not in right and t not in wrong]
    if not wrong and rng.random() < 0.65:
        return []  # slips are always at hand: a position where a move breaks a rule is worth more
    wrong += rng.sample(slips, min(len(slips), rng.choice((0, 1) if wrong else (1, 2))))
    if not wrong or len(right) + len(wrong) < (3 if right else 2):
        return []
    while len(right) + len(wrong) > MOST_MOVES:  # keep one of each kind at least
        side = right if len(right) > 1 and (len(wrong) == 1 or rng.random() < 0.5) else wrong
        side.pop(rng.randrange(len(side)))
    first = sorted(t for t in right + wrong if t.startswith("enter"))
    return [*first, *sorted(t for t in right + wrong if not t.startswith("enter")), NONE]


# --- is this barrier passable ----------------------------------------------------------------------


def barrier_passable(seed: int, rules: Rules, language: str) -> Puzzle:
    """A piece with a barrier one to four squares ahead: tick every throw that lets it move (or "no throw")."""
    rng = draws(seed, "barriers")
    for state in games(rng, rules, 0, 30):
        position = state.position
        _, barriers, _ = occupancy(position, rules)
        if not barriers:
            continue
        candidates = []
        for player in position.players:
            seat = CORNERS.index(player)
            ids = SQUARE_ID[seat]
            for p in sorted(set(position.pieces(player))):
                if p >= OLD:
                    continue
                ahead = [q for q in range(p + 1, OLD + 1) if ids[q] in barriers]
                # the first barrier ahead, close enough for a throw other than a 6 to pass it
                if ahead and ahead[0] + 1 - p <= min(5, LAST - p):
                    candidates.append((player, p, ahead[0]))
        if candidates:
            return _barrier_puzzle(position, *rng.choice(candidates), rules, language)
    raise AssertionError("unreachable: games() gives up first")


def _barrier_puzzle(position: Position, player: str, progress: int, barrier: int, rules: Rules,
                    language: str) -> Puzzle:
    seat = CORNERS.index(player)
    source, wall = _square(seat, progress), _square(seat, barrier)
    choices = []
    first_legal = ""
    for roll in range(1, min(6, LAST - progress) + 1):
        verdict = judge(position, player, roll, f"{source}-{_square(seat, progress + roll)}", rules)
        reason = gettext(_WITH, language).format(roll=roll, reason=verdict.explain(language))
        first_legal = first_legal or (reason if verdict.legal else "")
        choices.append(Choice(str(roll), verdict.legal, reason))
    stuck = not first_legal
    choices.append(Choice(gettext(_NO_THROW, language), stuck,
                          gettext(_NO_THROW_RIGHT, language).format(square=source) if stuck else
                          gettext(_NO_THROW_WRONG, language).format(reason=first_legal)))
    label = gettext(_BARRIER_LABEL, language).format(pieces=player_name(player, language), player=player,
                                                     square=source, barrier=wall)
    return Puzzle("pachisi.barriers", "all", tuple(choices), board_svg(position, language=language, size=BOARD_SIZE),
                  format_position(position), _capital(label),
                  question=gettext(_BARRIER_ASK, language).format(square=source, barrier=wall))


# --- where can this piece enter or go home ---------------------------------------------------------


def enter_or_home(seed: int, rules: Rules, language: str) -> Puzzle:
    """A piece off the board, or one near its home or in its yard, and a throw: where does it go?

    The throw is drawn so that about half the puzzles have the piece move and half not.
    """
    rng = draws(seed, "enter-or-home")
    entering = rng.random() < 1 / 3
    for state in games(rng, rules, *((5, 60) if entering else (20, 100))):
        position = state.position
        if entering:
            players = [c for c in position.players if position.off(c)]
            # a home with an enemy piece on it is worth asking about; an empty one now and then
            crowded = [c for c in players if _enemy_on_home(position, c, rules)]
            if crowded or players and rng.random() < 0.3:
                player = rng.choice(crowded or players)
                roll = _throw(rng, [r for r in range(1, 7) if _moves(position, player, r, None, rules)], range(1, 7))
                return _enter_puzzle(position, player, roll, rules, language, rng)
            continue
        candidates = [(c, p) for c in position.players for p in sorted(set(position.pieces(c)))
                      if OLD - 6 <= p < LAST and not (p == OLD and NEW in position.pieces(c))]
        if candidates:
            player, progress = rng.choice(candidates)
            # on the way: the throws that reach the home or beyond; in the yard: those that fit, and one more
            rolls = (range(OLD - progress, 7) if progress < OLD else range(1, 7) if progress == OLD else
                     range(1, LAST - progress + 2))
            roll = _throw(rng, [r for r in rolls if _moves(position, player, r, progress, rules)], rolls)
            return _home_puzzle(position, player, progress, roll, rules, language)
    raise AssertionError("unreachable: games() gives up first")


def _enemy_on_home(position: Position, player: str, rules: Rules) -> bool:
    seat = CORNERS.index(player)
    here = occupancy(position, rules)[0].get(SQUARE_ID[seat][NEW])
    return here is not None and here[0] not in (seat, partner_seat(seat, rules))


def _moves(position: Position, player: str, roll: int, progress: int | None, rules: Rules) -> bool:
    """Whether ``player``'s piece at ``progress`` (``None``: off the board) can move with ``roll``."""
    return any(m.start == progress for m in legal_moves(position, player, roll, rules))


def _throw(rng: random.Random, moving: list[int], rolls: range) -> int:
    """A throw with which the piece moves, or (about half the time, or if none does) one with which it cannot."""
    stuck = [r for r in rolls if r not in moving]
    return rng.choice(moving if moving and (not stuck or rng.random() < 0.5) else stuck)


def _enter_puzzle(position: Position, player: str, roll: int, rules: Rules, language: str,
                  rng: random.Random) -> Puzzle:
    seat = CORNERS.index(player)
    counted = TRACK[(HOME_INDEX[seat] + roll) % LAP]  # the slip of counting the throw from the home
    squares = [player, counted]
    rng.shuffle(squares)
    choices = [_square_choice(position, player, roll, f"enter {square}", square, rules, language)
               for square in squares]
    verdict = judge(position, player, roll, f"enter {player}", rules)
    reason = verdict.explain(language)
    choices.append(Choice(gettext(_CANNOT_ENTER, language), not verdict.legal,
                          gettext(_CANNOT_ENTER_WRONG if verdict.legal else _CANNOT_ENTER_RIGHT,
                                  language).format(reason=reason)))
    return _where_puzzle(position, player, roll, choices,
                         gettext(_ENTER_ASK, language).format(pieces=player_name(player, language)), language)


def _home_puzzle(position: Position, player: str, progress: int, roll: int, rules: Rules, language: str) -> Puzzle:
    seat = CORNERS.index(player)
    source = _square(seat, progress)
    target = progress + roll
    # the exact count, or the last yard square, which the count overshoots
    squares = [_square(seat, min(target, LAST))]
    if progress == OLD:
        squares.append(TRACK[(HOME_INDEX[seat] + roll) % LAP])  # an old piece starting a second lap
    elif progress < OLD < target:
        squares.append(TRACK[(HOME_INDEX[seat] + target) % LAP])  # the slip of starting a second lap
    if progress < OLD and target != OLD:
        squares.append(player)  # stopping on the home, as an old piece
    # a square one short of the count, or one beyond it (on the track just before the home: into the yard)
    squares += [_square(seat, t) for t in (target - 1, target + 1) if progress < t <= LAST]
    if progress > OLD:
        squares.append(player)  # a yard piece going back to its home
    squares = [s for s in dict.fromkeys(squares) if s != source][:3]
    choices = [_square_choice(position, player, roll, f"{source}-{square}", square, rules, language)
               for square in sorted(squares)]
    moving = next((c for c in choices if c.correct), None)
    # why it is stuck: the exact count's move (or the overshoot, whichever square is written)
    verdict = judge(position, player, roll, f"{source}-{squares[0]}", rules)
    choices.append(Choice(gettext(_CANNOT_MOVE, language), moving is None,
                          gettext(_CANNOT_MOVE_RIGHT, language).format(reason=verdict.explain(language))
                          if moving is None else
                          gettext(_CANNOT_MOVE_WRONG, language).format(reason=moving.explanation)))
    ask = _OLD_ASK if progress == OLD else _HOME_ASK
    return _where_puzzle(position, player, roll, choices,
                         gettext(ask, language).format(pieces=player_name(player, language), square=source), language)


def _square_choice(position: Position, player: str, roll: int, written: str, square: str, rules: Rules,
                   language: str) -> Choice:
    verdict = judge(position, player, roll, written, rules)
    return Choice(square, verdict.legal, verdict.explain(language))


def _where_puzzle(position: Position, player: str, roll: int, choices: list[Choice], question: str,
                  language: str) -> Puzzle:
    label = gettext(_THROW, language).format(pieces=player_name(player, language), player=player, roll=roll)
    return Puzzle("pachisi.enter-or-home", "one", tuple(choices),
                  board_svg(position, language=language, size=BOARD_SIZE), format_position(position),
                  _capital(label), question=question)


# --- the push-ups score ----------------------------------------------------------------------------


def pushups_score(seed: int, rules: Rules, language: str) -> Puzzle:
    """A push-ups game just after the first player finished: how many push-ups does one of the others do?

    The rules in force are kept, but for the variant: this theme is always the push-ups game.
    """
    rng = draws(seed, "pushups")
    rules = rules.switched(variant="pushups")
    for _ in range(TRIES):
        state = PachisiState.start(rules, rng.randrange(2 ** 32))
        while state.at_first_finish is None and not state.finished:
            state = state.play(easy(state, rng))
        position = state.at_first_finish
        if position is None:  # (a game always has a first finisher; kept for the type checker)
            continue
        winner = state.order[0]
        player = rng.choice(position.players)
        texts = pushups_choices(position, winner, player, rules, rng)
        puzzle = puzzles.pushups({"position": format_position(position), "winner": winner, "player": player,
                                  "choices": ", ".join(map(str, texts))}, rules, language)
        question = gettext(_PUSHUPS_ASK, language).format(pieces=player_name(player, language), player=player)
        return replace(puzzle, kind="pachisi.pushups", question=question)
    raise RuntimeError(f"no game ended in {TRIES} tries")


def pushups_choices(position: Position, winner: str, player: str, rules: Rules, rng: random.Random) -> list[int]:
    """The right count and three of the usual slips, in order: the neighbourhood read from the wrong side
    or left out, a piece too many or too few, and the pieces counted under the other rule option."""
    pieces = position.pieces(player)
    missing = 4 - brought_home(pieces, rules)
    units = neighbourhood(player, winner)
    right = PER_PIECE * missing + PER_UNIT * units
    slips = {PER_PIECE * missing + PER_UNIT * u for u in (1, 2, 3, 0)}
    slips |= {PER_PIECE * m + PER_UNIT * units for m in (missing - 1, missing + 1) if 0 <= m <= 4}
    other = rules.replace(pushups_brought_home="yard_only" if rules.pushups_brought_home == "yard_and_old"
                          else "yard_and_old")
    slips.add(PER_PIECE * (4 - brought_home(pieces, other)) + PER_UNIT * units)
    slips.discard(right)
    return sorted([right, *rng.sample(sorted(slips), 3)])


#: the themes, in the order the practice page lists them
THEMES: tuple[Theme, ...] = (
    Theme("pachisi.moves", N_("Every legal move for this throw"), every_legal_move,
          N_("A position from a game under way and a throw: find every move the rules allow.")),
    Theme("pachisi.barriers", N_("Is this barrier passable?"), barrier_passable,
          N_("A barrier stands ahead of a piece: which throws let the piece move?")),
    Theme("pachisi.enter-or-home", N_("Where can this piece enter or go home?"), enter_or_home,
          N_("A piece off the board, or near its home or in its yard, and a throw: where does it go?")),
    Theme("pachisi.pushups", N_("The push-ups score"), pushups_score,
          N_("The first player has just finished: count another player's push-ups.")),
)
