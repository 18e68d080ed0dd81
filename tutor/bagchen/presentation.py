"""Bagchen shown: the drawings, the narration, the reading of clicks and the decisions in words, each made from
what a seat sees (:meth:`BagchenState.view <tutor.bagchen.state.BagchenState.view>`), never from a state
(:mod:`tutor.presentation`).  A tile the seat did not see is not in its view, so no drawing and no sentence can
show it: another hand, a tile played face down, a blind pair's hidden tile, the hands of a blind exchange.

>>> from tutor import bagchen
>>> from tutor.state import ALL
>>> shown = BagchenPresentation()
>>> state = bagchen.start(seed=7).play("E exchange W")
>>> shown.narrate(state.view("S"), "ru"), shown.narrate(state.view("S"), "zh")
('Восток предлагает Западу обменяться камнями не глядя.', '东家提议与西家不看牌交换整手牌。')
>>> shown.describe(state.view("W"), "W accept", "ru")
'Согласиться на обмен не глядя'
>>> first = bagchen.start(seed=7)
>>> shown.narrate(first.view(ALL), "en")
'The deal. The dice show 3-3, so the points are [3-3]×4. East leads first. Before anyone looks at his tiles, each player in turn may propose a blind exchange of hands.'
"""

from __future__ import annotations

from typing import Any

from tutor.bagchen import narration
from tutor.bagchen.hand import Play
from tutor.bagchen.notation import format_tiles, parse_tiles
from tutor.bagchen.point import MOTHER, SON
from tutor.bagchen.record import (
    Answer,
    Call,
    Deal,
    Exchange,
    Pass,
    PointThrow,
    Reply,
    StarterThrows,
    SuitThrow,
    format_decision,
    parse_chance,
    parse_decision,
)
from tutor.bagchen.settlement import NAMES, SEATS
from tutor.bagchen.svg import hand_board_svg, tiles_svg, trick_svg
from tutor.bagchen.terms import GLOSSARY
from tutor.bagchen.tiles import Suit, Tile
from tutor.errors import TutorError
from tutor.i18n import N_, gettext
from tutor.presentation import Presentation, View
from tutor.state import ALL

#: The play page's board (:meth:`BagchenPresentation.board`): besides the tiles of the hand, whose places are the
#: tiles (a second copy ``[6-6]#2``, a third ``#3``), the buttons ending a decision: the tiles picked face up (a lead
#: or a beat), face down (a charity or tiles played face down), or face down naming a suit (a named charity).
UP, DOWN = "up", "~"
NAMING = {"~ sky": Suit.SKY, "~ earth": Suit.EARTH}
_LEAD_UP = N_("Lead the tiles picked")
_BEAT_UP = N_("Beat with the tiles picked")
_CHARITY_DOWN = N_("Charity: the tile picked face down")
_FOLLOW_DOWN = N_("Play the tiles picked face down")
_CHARITY_NAMING = N_("Charity naming {suit}")
_HAND = N_("Your tiles ({seat}): pick tiles, then a button")

# The decisions in words (:meth:`BagchenPresentation.describe`): what a button says, the notation beside it.
_SAY_NO_EXCHANGE = N_("Propose no exchange")
_SAY_EXCHANGE = N_("Propose to {other} a blind exchange of hands")  # other: dative
_SAY_ACCEPT_EXCHANGE = N_("Accept the blind exchange")
_SAY_DECLINE_EXCHANGE = N_("Decline the blind exchange")
_SAY_ACCEPT_CALL = N_("Answer the call: show your {tile}")
_SAY_DECLINE_CALL = N_("Pass: do not answer the call")
_SAY_KEEP = N_("Keep the deal")
_SAY_REDEAL = N_("Show your tiles and demand a redeal")
_SAY_NO_CALL = N_("Make no call")
_SAY_UNITE_MOTHER = N_("Show the mother {tile} and call: \"mother seeks son\"")
_SAY_UNITE_SON = N_("Show the son {tile} and call: \"son seeks mother\"")
_SAY_SWAP = N_("Offer one of your two {tile} for one of the other tile, without dice")
_SAY_LEAD = N_("Lead {tiles} ({kind})")
_SAY_LEAD_PLAIN = N_("Lead {tiles}")
_SAY_BEAT = N_("Beat with {tiles}")
_SAY_FACE_DOWN = N_("Play {tiles} face down")
_SAY_CHARITY = N_("Give {tiles} as charity, face down")
_SAY_CHARITY_NAMED = N_("Give {tiles} as charity, face down, naming {suit}")
_SAY_BLIND = N_("Lead your last two tiles together, showing {tile} (blind pair)")
_SAY_DEAL = N_("The tiles are dealt: {hands}")
_SAY_POINT = N_("The dice for the point show {throw}")
_SAY_STARTER = N_("The dice for the first player show {first}, then {second}")
_SAY_DICE = N_("The dice show {throw}")
_SAY_UNITE_DICE = N_("The single dice show {caller} and {acceptor}; then the two dice show {throws}")
_EXCHANGE_ROUND = "exchange"  # (a view's round)
#: Each seat proposed to (``предложить Западу``).
_DATIVE = narration.DATIVE


def _tile_of(token: str) -> Tile | None:
    """The tile a place of the hand stands for (``[6-6]``, or ``[6-6]#2`` for a second copy); ``None``: no tile."""
    written, _, copy = token.partition("#")
    if copy and copy not in ("2", "3", "4"):
        return None
    try:
        return Tile.parse(written)
    except TutorError:
        return None


def _tokens(hand: str | None) -> list[tuple[str, Tile]]:
    """The tiles of a hand (as a view writes it) in the order of the set, each with its place: the tile, ``#2``
    after a second copy."""
    tokens = []
    seen: dict[Tile, int] = {}
    for tile in sorted(parse_tiles(hand) if hand else (), key=lambda t: t.order):
        seen[tile] = seen.get(tile, 0) + 1
        tokens.append((f"{tile}#{seen[tile]}" if seen[tile] > 1 else str(tile), tile))
    return tokens


def _row(play: dict[str, Any]) -> tuple[str, tuple[Tile | None, ...], bool]:
    """A play of a view's trick as :func:`~tutor.bagchen.svg.trick_svg` draws it: what the view does not show is
    a back (``None``)."""
    shown = parse_tiles(play["tiles"]) if play["tiles"] else ()
    return play["seat"], (*shown, *(None,) * play["hidden"]), play["face_up"]


class BagchenPresentation(Presentation):
    """Bagchen's drawings, words and clicks, each from a view."""

    game = "bagchen"

    # --- drawing ---

    def draw(self, view: View, language: str = "en") -> str:
        """The last trick as it lies on the table (tiles face down drawn as backs), and the seat's own tiles (backs
        while nobody has looked at them); in a view of everything, every hand."""
        parts = []
        if view["tricks"]:
            parts.append(self._trick(view, language))
        seat, hands = view["seat"], view.get("hands")
        if hands and any(hands.values()):
            parts.append(str(trick_svg([(s, parse_tiles(hands[s]) if hands[s] else (), True) for s in SEATS],
                                       language=language)))
        elif seat is not None and seat != ALL and view["hand"]:
            parts.append(str(tiles_svg(parse_tiles(view["hand"]), language=language)))
        elif seat is not None and seat != ALL:  # before anyone has looked (the blind exchanges): his tiles unseen
            parts.append(str(trick_svg([(seat, (None,) * view["counts"][seat], False)], language=language)))
        elif not parts:  # a spectator before the first trick: the tiles the four hold, face down
            parts.append(str(trick_svg([(s, (None,) * view["counts"][s], False) for s in SEATS], language=language)))
        return "\n".join(parts)

    def _trick(self, view: View, language: str) -> str:
        return str(trick_svg([_row(play) for play in view["tricks"][-1]["plays"]], language=language))

    def _clickable(self, view: View) -> bool:
        seat = view["seat"]
        return seat is not None and seat != ALL and seat == view["to_move"] and not view["before_play"]

    def board(self, view: View, language: str = "en") -> str:
        """:meth:`draw`, and when the view's seat is to lead or follow, his tiles to click with the buttons that end
        a decision (:data:`UP`, :data:`DOWN`, and :data:`NAMING` when charity names a suit and he leads).

        >>> from tutor import bagchen
        >>> state = bagchen.start(seed=7)
        >>> for decision in ("E pass", "S pass", "W pass", "N pass", "E keep", "S keep", "W keep", "N keep",
        ...                  "E pass", "S pass", "W pass", "N pass"):
        ...     state = state.play(decision)
        >>> shown = BagchenPresentation()
        >>> board = shown.board(state.view("E"), "ru")
        >>> board.count("data-place="), 'data-place="[6-6]#2" data-name="[6-6] шеф неба"' in board  # 16 tiles, 4 buttons
        (20, True)
        >>> 'data-name="Зайти выбранными камнями"' in board, shown.board(state.view("S")) == shown.draw(state.view("S"))
        (True, True)
        """
        if not self._clickable(view):
            return self.draw(view, language)
        seat = view["seat"]
        tiles = [(token, tile, f"{tile} {tile.name(language)}") for token, tile in _tokens(view["hand"])]
        if not view["current"]:
            actions = [(UP, gettext(_LEAD_UP, language)), (DOWN, gettext(_CHARITY_DOWN, language))]
            if view["rules"]["charity_named"]:
                actions += [(token, gettext(_CHARITY_NAMING, language).format(suit=suit.name_in(language)))
                            for token, suit in NAMING.items()]
        else:
            actions = [(UP, gettext(_BEAT_UP, language)), (DOWN, gettext(_FOLLOW_DOWN, language))]
        title = gettext(_HAND, language).format(seat=NAMES[seat].get(language))
        mine = str(hand_board_svg(tiles, actions, title=title, language=language))
        return "\n".join((self._trick(view, language), mine)) if view["tricks"] else mine

    # --- clicks ---

    def click_paths(self, view: View) -> dict[str, tuple[tuple[str, ...], ...]]:
        """Each lead, beat, charity and play face down with its one path of clicks: the tiles, in the order of the
        hand (the first copies first), then the button (:data:`UP`, :data:`DOWN`, one of :data:`NAMING`).  The page
        lets the tiles be picked in any order and sends another order to :meth:`clicked`.  A blind pair (which of
        its tiles is shown matters) and the steps before the first lead are made from the list.

        >>> from tutor import bagchen
        >>> state = bagchen.start(seed=7)
        >>> for decision in ("E pass", "S pass", "W pass", "N pass", "E keep", "S keep", "W keep", "N keep",
        ...                  "E pass", "S pass", "W pass", "N pass"):
        ...     state = state.play(decision)
        >>> shown = BagchenPresentation()
        >>> paths = shown.click_paths(state.view("E"))
        >>> paths["E [6-6]"], paths["E [6-6]×2"], paths["E ~[3-1]"]
        ((('[6-6]', 'up'),), (('[6-6]', '[6-6]#2', 'up'),), (('[3-1]', '~'),))
        >>> after = state.play("E [4-4]×2")
        >>> shown.click_paths(after.view("S"))["S ~[2-2][3-2]"], len(shown.click_paths(after.view("S"))) == len(after.legal())
        ((('[2-2]', '[3-2]', '~'),), True)
        """
        if not self._clickable(view):
            return {}
        places: dict[Tile, list[str]] = {}
        for token, tile in _tokens(view["hand"]):
            places.setdefault(tile, []).append(token)
        paths: dict[str, tuple[tuple[str, ...], ...]] = {}
        for decision in view["legal"]:
            play = parse_decision(decision)
            if not isinstance(play, Play) or play.blind:
                continue
            used: dict[Tile, int] = {}
            path = []
            for tile in play.tiles:  # (a decision of legal() has its tiles in the order of the set)
                path.append(places[tile][used.get(tile, 0)])
                used[tile] = used.get(tile, 0) + 1
            end = UP if play.face_up else DOWN if play.named is None else f"~ {play.named.value}"
            paths[decision] = ((*path, end),)
        return paths

    def clicked(self, view: View, places: tuple[str, ...]) -> str | None:
        """The play a path of clicks spells out, legal or not: the tiles picked (in any order), played as the
        last place, a button, says.  A path without its button spells the tiles played face up when that is
        not legal, so that the state says why (the reader picked a tile no legal decision goes on with); when
        it is legal, the reader may not have finished (he picked the tiles in another order), so it spells
        nothing.  A place that is no tile of the board spells nothing either.

        >>> from tutor import bagchen
        >>> state = bagchen.start(seed=7)
        >>> for decision in ("E pass", "S pass", "W pass", "N pass", "E keep", "S keep", "W keep", "N keep",
        ...                  "E pass", "S pass", "W pass", "N pass"):
        ...     state = state.play(decision)
        >>> shown, view = BagchenPresentation(), state.view("E")
        >>> shown.clicked(view, ("[6-6]#2", "[6-6]", "up")), shown.clicked(view, ("[3-1]", "~"))
        ('E [6-6]×2', 'E ~[3-1]')
        >>> shown.clicked(view, ("[6-6]#2",)), shown.clicked(view, ("[6-6]", "[5-3]")), shown.clicked(view, ("up",))
        (None, 'E [6-6][5-3]', None)
        >>> state.play(shown.clicked(view, ("[6-6]", "[5-3]")))
        Traceback (most recent call last):
          ...
        tutor.errors.IllegalPlayError: bagchen.set-mixes-suits: [6-6][5-3] is not an ordinary set: sky and earth tiles do not mix
        """
        seat = view["seat"]
        if not self._clickable(view) or not places or len(set(places)) != len(places):
            return None
        end = places[-1] if places[-1] in (UP, DOWN, *NAMING) else None
        tiles = []
        for token in places[:-1] if end else places:
            tile = _tile_of(token)
            if tile is None:
                return None
            tiles.append(tile)
        if not tiles:
            return None
        if end is None:
            text = format_decision(Play(seat, tiles))
            return None if text in view["legal"] else text
        return format_decision(Play(seat, tiles, face_up=end == UP, named=NAMING.get(end)))

    # --- words ---

    def narrate(self, view: View, language: str = "en") -> str:
        """What the last step did, every seat named in ``language``, as the view's seat saw it (:mod:`narration
        <tutor.bagchen.narration>`): no tile he could not see is named."""
        return narration.narrate(view, language)

    def describe(self, view: View, decision: str, language: str = "en") -> str:
        """A decision of the view's seat (or a chance step) in words, in ``language``: what its button says.

        >>> from tutor import bagchen
        >>> state = bagchen.start(seed=7)
        >>> shown = BagchenPresentation()
        >>> [shown.describe(state.view("E"), d, "en") for d in state.legal()[:2]]
        ['Propose to North a blind exchange of hands', 'Propose to South a blind exchange of hands']
        >>> shown.describe(state.view("E"), "E [6-6]×2", "zh"), shown.describe(state.view("E"), "E ~[3-1] sky", "ru")
        ('领出 [6-6]×2', 'Сделать подачку: [3-1] рисунком вниз, назвав семейство неба')
        """
        if decision.split(maxsplit=1)[0] in ("deal", "point", "starter", "dice"):
            return self._chance(decision, language)
        made = parse_decision(decision)
        seat = made.seat
        if isinstance(made, Play):
            tiles = format_tiles(made.tiles)
            if made.blind:
                return gettext(_SAY_BLIND, language).format(tile=made.tiles[0])
            if not made.face_up and not view.get("current"):
                if made.named is not None:
                    return gettext(_SAY_CHARITY_NAMED, language).format(tiles=tiles, suit=made.named.name_in(language))
                return gettext(_SAY_CHARITY, language).format(tiles=tiles)
            if not made.face_up:
                return gettext(_SAY_FACE_DOWN, language).format(tiles=tiles)
            if view.get("current"):
                return gettext(_SAY_BEAT, language).format(tiles=tiles)
            kind = view.get("lead_kinds", {}).get(decision)
            if kind is None:
                return gettext(_SAY_LEAD_PLAIN, language).format(tiles=tiles)
            return gettext(_SAY_LEAD, language).format(tiles=tiles, kind=GLOSSARY[kind].name(language))
        if isinstance(made, Pass):
            message = _SAY_NO_EXCHANGE if view.get("round") == _EXCHANGE_ROUND else _SAY_NO_CALL
            return gettext(message, language)
        if isinstance(made, Exchange):
            return gettext(_SAY_EXCHANGE, language).format(other=_DATIVE[made.other].get(language))
        if isinstance(made, Answer):
            return gettext(_SAY_REDEAL if made.redeal else _SAY_KEEP, language)
        if isinstance(made, Reply):
            proposal = view.get("proposal") or {}
            if proposal.get("kind") in ("unite", "swap"):
                if not made.accept:
                    return gettext(_SAY_DECLINE_CALL, language)
                other = SON if proposal.get("tile") == str(MOTHER) else MOTHER
                return gettext(_SAY_ACCEPT_CALL, language).format(tile=other)
            return gettext(_SAY_ACCEPT_EXCHANGE if made.accept else _SAY_DECLINE_EXCHANGE, language)
        assert isinstance(made, Call) and seat in SEATS
        if made.swap:
            return gettext(_SAY_SWAP, language).format(tile=made.tile)
        message = _SAY_UNITE_MOTHER if made.tile == MOTHER else _SAY_UNITE_SON
        return gettext(message, language).format(tile=made.tile)

    def _chance(self, text: str, language: str) -> str:
        step = parse_chance(text)
        if isinstance(step, Deal):
            hands = "; ".join(f"{NAMES[s].get(language)} {format_tiles(t)}" for s, t in zip(SEATS, step.hands,
                                                                                             strict=True))
            return gettext(_SAY_DEAL, language).format(hands=hands)
        if isinstance(step, PointThrow):
            return gettext(_SAY_POINT, language).format(throw=step.throw)
        if isinstance(step, StarterThrows):
            return gettext(_SAY_STARTER, language).format(first=step.throws[0], second=step.throws[1])
        if isinstance(step, SuitThrow):
            return gettext(_SAY_DICE, language).format(throw=step.throw)
        return gettext(_SAY_UNITE_DICE, language).format(caller=step.dice[0], acceptor=step.dice[1],
                                                         throws=narration.comma(language).join(str(t) for t in step.throws))


