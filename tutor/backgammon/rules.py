"""Backgammon's rules as one immutable value.

The options of ``shared/specs/backgammon.md`` are declared here together with the rules
that use them, when the engine lands; until then the rules have none.

>>> Rules().as_dict()
{}
"""

from dataclasses import dataclass

from tutor.options import Rules as _Rules


@dataclass(frozen=True, init=False, repr=False)
class Rules(_Rules):
    """Backgammon's rules in force."""

    game = "backgammon"
