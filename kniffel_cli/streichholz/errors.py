"""What the matchstick game refuses, as facts: which limit, whose turn, which value.

The core raises these without words; ``messages.py`` makes the sentences
(one describer per class, see ``common/errors.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kniffel_cli.common.errors import InputError, RuleError, SpielError, StateFileError

if TYPE_CHECKING:
    from kniffel_cli.streichholz.game import Side


class _Facts(SpielError):
    """An error that carries facts as fields (its subclasses are dataclasses) and no text."""

    def __post_init__(self) -> None:
        super().__init__()


class StreichholzError(_Facts, RuleError):
    """A move the rules do not allow in the current position (exit 1)."""


class MatchOptionError(_Facts, InputError):
    """An option of a new game that no game can have (exit 2)."""


class MatchStateError(_Facts, StateFileError):
    """A history entry that no game can hold (exit 3)."""


@dataclass(eq=False)
class GameOverError(StreichholzError):
    """The game is over: nobody moves any more."""


@dataclass(eq=False)
class OutOfTurnError(StreichholzError):
    """``side`` wants to move, but it is ``turn``'s move (None once the game is over)."""

    side: Side
    turn: Side | None


@dataclass(eq=False)
class TooFewError(StreichholzError):
    """A take of no match or fewer."""

    count: int


@dataclass(eq=False)
class TooManyError(StreichholzError):
    """A take over the most a side may take at once (``limit``: the most it may take now)."""

    count: int
    max_take: int
    limit: int


@dataclass(eq=False)
class NotEnoughLeftError(StreichholzError):
    """A take of more matches than lie there (``limit``: the most it may take now)."""

    count: int
    matches: int
    limit: int


@dataclass(eq=False)
class MatchCountError(MatchOptionError):
    """A row of ``start`` matches, outside ``low .. high``."""

    start: object
    low: int
    high: int


@dataclass(eq=False)
class MaxTakeError(MatchOptionError):
    """A most-per-take outside ``1 .. high``."""

    max_take: object
    high: int


@dataclass(eq=False)
class MaxTakeNotBelowStartError(MatchOptionError):
    """A most-per-take that would let the first side take the whole row."""

    max_take: int
    start: int


@dataclass(eq=False)
class LastWinsError(MatchOptionError):
    """Whether the last match wins, given as something else than true or false."""

    value: object


@dataclass(eq=False)
class LevelError(MatchOptionError):
    """A level of the computer that does not exist."""

    level: object


@dataclass(eq=False)
class FirstError(MatchOptionError):
    """A first side that is neither the player nor the computer."""

    first: object


@dataclass(eq=False)
class MoverError(MatchStateError):
    """A history entry (``where``, as the shared replay names it) by neither side."""

    where: str
