"""A puzzle's board moves its pieces as the learner picks them: every piece says where it stands
(``data-at``, the place names of :func:`tutor.pachisi.puzzles.board_steps`), every place that can
receive one says how the page stacks it there (``data-stack``), and a move that eats says where the
eaten piece goes."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections import Counter

import pytest

from tutor.pachisi import FIGURE_2, Position, Rules
from tutor.pachisi.board import CORNERS, NEW, OLD, SQUARE_ID, SQUARE_NAMES, path
from tutor.pachisi.moves import legal_moves, play
from tutor.pachisi.puzzles import board_steps, moves
from tutor.pachisi.svg import board_svg

PARTNERS = Rules(variant="partners")
SVG = "{http://www.w3.org/2000/svg}"


def _tree(svg: str) -> ET.Element:
    return ET.fromstring(str(svg))


def _pieces(root: ET.Element) -> list[ET.Element]:
    return [e for e in root.iter() if "data-at" in e.attrib]


def _squares(position: Position, corner: str) -> list[str]:
    seat = CORNERS.index(corner)
    return [SQUARE_NAMES[SQUARE_ID[seat][p]] for p in position.pieces(corner)]


@pytest.mark.parametrize("written, mover, rules", [
    (FIGURE_2, "A8", Rules()), (FIGURE_2, "H1", Rules()), ("A1: A8:A1", "A1", Rules()),
    ("A1:A1,A1* A8:B1", "A1", Rules()), ("H1:H2,G2,F3", "H1", Rules()),
    ("A1:C1,C1,C1,C1 H8:C1,C1,C1,C1", "H8", PARTNERS),
])
def test_every_piece_says_where_it_stands(written, mover, rules):
    position = Position.parse(written, rules)
    root = _tree(board_svg(position, mover=mover))
    at = Counter(e.get("data-at") for e in _pieces(root))
    expected = Counter(s for c in position.players for s in _squares(position, c))
    expected["off"] = position.off(mover)  # only the mover's pieces off the board are drawn, in the strip
    assert at == +expected
    # each drawn piece (its shape and an old piece's ring) is one group the page moves
    shapes = [e for e in root.iter() if (e.get("class") or "").startswith("piece ")]
    assert len(shapes) == sum(expected.values())
    # on a square, the mover's pieces are on top (last): the page moves a place's top piece
    for square in set(_squares(position, mover)):
        group = next(g for g in root.iter(f"{SVG}g") if g.get("data-square") == square)
        owners = [p.get("class", "").split()[1] for p in group.iter() if (p.get("class") or "").startswith("piece ")]
        assert owners[-owners.count(mover.lower()):] == [mover.lower()] * owners.count(mover.lower())


def test_the_plain_figure_has_nothing_to_move():
    assert "data-at" not in board_svg(Position.parse(FIGURE_2)) and "data-stack" not in board_svg(Position.parse(FIGURE_2))


def test_pieces_stand_where_the_page_would_stack_them():
    """A square on the mover's path is drawn as its data-stack says, so moving a piece redraws nothing else."""
    position = Position.parse(FIGURE_2)
    root = _tree(board_svg(position, mover="H1"))
    stacks = {e.get("data-place") or e.get("data-stack-name"): [float(v) for v in e.get("data-stack").split()]
              for e in root.iter() if "data-stack" in e.attrib}
    assert set(path("H1")) | {"off", "off-A1", "off-A8", "off-H8"} == set(stacks)
    for name in set(path("H1")) | {"off"}:
        here = [p for p in _pieces(root) if p.get("data-at") == name]
        x, y, dx, dy, room = stacks[name][:5]
        k = (room - 1) / (len(here) - 1) if len(here) > room else 1
        for i, piece in enumerate(here):
            px, py = (float(v) for v in piece.get("data-xy").split())
            assert (px, py) == pytest.approx((x + i * dx * k, y + i * dy * k)), (name, i)


def test_a_move_that_eats_sends_the_eaten_piece_off_the_board():
    position = Position.parse(FIGURE_2)
    for player in position.players:
        for roll in range(1, 7):
            steps = {place: json.loads(data) for place, data in board_steps(position, player, roll, Rules(), "en").items()}
            for move in legal_moves(position, player, roll):
                verdict = steps[move.source or "off"][move.destination]
                if move.eats:
                    assert verdict[2:] == [[], [[move.destination, f"off-{move.eats}"]]]
                else:
                    assert len(verdict) == 2
    puzzle = moves({"position": "A1: A8:A1", "player": "A1", "roll": "6", "choices": "enter A1x, none"}, Rules(), "en")
    board = _tree(puzzle.board)
    assert [e.get("data-stack-name") for e in board.iter() if e.get("data-stack-name")] == ["off-A8", "off-H8", "off-H1"]


def _made_on_the_board(root: ET.Element, steps: dict[str, str], move) -> Counter:
    """Where tutor-puzzle.js draws each piece once ``move`` is made on the board (its ``draw``, step by step):
    the step takes the top piece of the place it leaves, the top one of the kind its verdict names
    (``data-piece``) if it names one, after the other pieces the verdict moves.  Each piece as (place,
    owner, kind)."""
    pieces = []
    for order, element in enumerate(_pieces(root)):
        owner = next(e.get("class").split()[1] for e in element.iter() if (e.get("class") or "").startswith("piece "))
        pieces.append({"at": element.get("data-at"), "owner": owner, "kind": element.get("data-piece"), "order": order})
    counter = len(pieces)

    def shift(a: str, b: str, kind: str = "") -> None:
        nonlocal counter
        here = sorted((p for p in pieces if p["at"] == a), key=lambda p: p["order"])
        named = [p for p in here if p["kind"] == kind] if kind else []
        top = (named or here)[-1]
        top["at"], top["order"] = b, counter
        counter += 1

    source = move.source or "off"
    targets = json.loads(steps[source])
    verdict = targets.get(move.destination, targets["*"])
    assert verdict[0], (move, verdict)
    step = [source, move.destination, verdict[1], *(verdict[2:] + [[], [], ""][len(verdict) - 2:])]
    for a, b in step[4]:
        shift(a, b)
    shift(step[0], step[1], step[5])
    return Counter((p["at"], p["owner"], p["kind"]) for p in pieces)


def _drawn(position: Position, mover: str) -> Counter:
    """The pieces a puzzle's board draws: every piece where the position has it, old with the ring, and the
    mover's off the board in his strip; each as (place, owner, kind)."""
    drawn = Counter((square, corner.lower(), "old" if p == OLD else "new") for corner in position.players
                    for p, square in zip(position.pieces(corner), _squares(position, corner), strict=True))
    if mover in position.players and position.off(mover):
        drawn[("off", mover.lower(), "new")] += position.off(mover)
    return drawn


@pytest.mark.parametrize("written, mover, rules", [
    ("A1:A1,A1*", "A1", Rules()), ("A1:A1,A1,A1* A8:A3,D1", "A1", Rules()),
    ("A1:A1*,A1,B2 A8:B1", "A1", Rules()), ("H8:E1 H1:H1,H1*,G2", "H1", Rules()),
    ("A1:A1,A1* A8:A2 H8:A1,A6", "A1", PARTNERS),
])
def test_a_move_from_a_home_shared_by_a_new_and_an_old_piece_moves_that_piece(written, mover, rules):
    """The drawing moves the piece the move names: from a home holding a new and an old piece, the new one
    along the track or the old one into the yard, not whichever is drawn on top."""
    position = Position.parse(written, rules)
    made = 0
    for roll in range(1, 7):
        steps = board_steps(position, mover, roll, rules, "en")
        root = _tree(board_svg(position, mover=mover, steps=steps))
        for move in legal_moves(position, mover, roll, rules):
            if move.target == OLD:  # a piece back home turns old: the engine draws the next position anew
                continue
            # the piece the move names leaves its place (new, or old with its ring) and keeps its look
            expected = _drawn(position, mover)
            kind = "old" if move.start == OLD else "new"
            expected[(move.source or "off", mover.lower(), kind)] -= 1
            if move.eats:  # the eaten piece goes off the board, under it
                [eaten] = [p for p in expected if p[:2] == (move.destination, move.eats.lower())]
                expected[eaten] -= 1
                expected[(f"off-{move.eats}", *eaten[1:])] += 1
            expected[(move.destination, mover.lower(), kind)] += 1
            drawn = _made_on_the_board(root, steps, move)
            assert drawn == +expected, (written, str(move))
            # and every piece stands where the engine's position after the move has it
            after = play(position, move, rules)
            places = Counter(p[:2] for p in _drawn(after, mover).elements())
            if move.eats:
                places[(f"off-{move.eats}", move.eats.lower())] += 1
            assert Counter(p[:2] for p in drawn.elements()) == places, (written, str(move))
            made += move.start in (NEW, OLD)
    assert made >= 2  # the new and the old piece of the home have both moved
