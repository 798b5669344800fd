"""What the matchstick game refuses, as facts: which limit, whose turn, which value.

The core raises these without words; ``messages.py`` makes the sentences
(one describer per class, see ``common/errors.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kniffel_cli.common.errors import InputError, RuleError, StateFileError

if TYPE_CHECKING:
    from kniffel_cli.streichholz.game import Side


class StreichholzError(RuleError):
    """A move the rules do not allow in the current position (exit 1)."""


class MatchOptionError(InputError):
    """An option of a new game that no game can have (exit 2)."""


class MatchStateError(StateFileError):
    """A history entry that no game can hold (exit 3)."""


class GameOverError(StreichholzError):
    """The game is over: nobody moves any more."""


class OutOfTurnError(StreichholzError):
    """``side`` wants to move, but it is ``turn``'s move (None once the game is over)."""

    def __init__(self, side: Side, turn: Side | None) -> None:
        super().__init__()
        self.side = side
        self.turn = turn


class TooFewError(StreichholzError):
    """A take of no match or fewer."""

    def __init__(self, count: int) -> None:
        super().__init__()
        self.count = count


class TooManyError(StreichholzError):
    """A take over the most a side may take at once (``limit``: the most it may take now)."""

    def __init__(self, count: int, max_take: int, limit: int) -> None:
        super().__init__()
        self.count = count
        self.max_take = max_take
        self.limit = limit


class NotEnoughLeftError(StreichholzError):
    """A take of more matches than lie there (``limit``: the most it may take now)."""

    def __init__(self, count: int, matches: int, limit: int) -> None:
        super().__init__()
        self.count = count
        self.matches = matches
        self.limit = limit


class MatchCountError(MatchOptionError):
    """A row of ``start`` matches, outside ``low .. high``."""

    def __init__(self, start: object, low: int, high: int) -> None:
        super().__init__()
        self.start = start
        self.low = low
        self.high = high


class MaxTakeError(MatchOptionError):
    """A most-per-take outside ``1 .. high``."""

    def __init__(self, max_take: object, high: int) -> None:
        super().__init__()
        self.max_take = max_take
        self.high = high


class MaxTakeNotBelowStartError(MatchOptionError):
    """A most-per-take that would let the first side take the whole row."""

    def __init__(self, max_take: int, start: int) -> None:
        super().__init__()
        self.max_take = max_take
        self.start = start


class LastWinsError(MatchOptionError):
    """Whether the last match wins, given as something else than true or false."""

    def __init__(self, value: object) -> None:
        super().__init__()
        self.value = value


class LevelError(MatchOptionError):
    """A level of the computer that does not exist."""

    def __init__(self, level: object) -> None:
        super().__init__()
        self.level = level


class FirstError(MatchOptionError):
    """A first side that is neither the player nor the computer."""

    def __init__(self, first: object) -> None:
        super().__init__()
        self.first = first


class MoverError(MatchStateError):
    """A history entry (``where``, as the shared replay names it) by neither side."""

    def __init__(self, where: str) -> None:
        super().__init__()
        self.where = where
