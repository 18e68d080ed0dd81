# The C generator (_plays.c); moves.py binds it to its Play and Position classes.
from tutor.backgammon.board import Position
from tutor.backgammon.moves import Play

SOURCE_SHA256: str

def bind(play_class: type[Play], position_class: type[Position], /) -> None: ...
def standard_plays(position: Position, high: int, low: int, empty_entry: bool, /) -> tuple[Play, ...]: ...
