"""What the letter puzzle refuses, as facts: which tile, which size, which character.

The core raises these without words; ``messages.py`` makes the sentences
(one describer per class, see ``common/errors.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kniffel_cli.common.errors import InputError, RuleError, SpielError, StateFileError

if TYPE_CHECKING:
    from kniffel_cli.puzzle.board import Direction


class _Facts(SpielError):
    """An error that carries facts as fields (its subclasses are dataclasses) and no text."""

    def __post_init__(self) -> None:
        super().__init__()


class PuzzleError(_Facts, RuleError):
    """A slide, undo or search the position does not allow (exit 1)."""


class PuzzleInputError(_Facts, InputError):
    """A board, alphabet, size, setup or tile that no puzzle can have (exit 2)."""


class PuzzleStateError(_Facts, StateFileError):
    """A history entry that no puzzle can hold (exit 3); ``where`` names it."""


# The rules refuse a move.


@dataclass(eq=False)
class NotNextToGapError(PuzzleError):
    """A single move of a tile that is not next to the gap."""

    tile: int


@dataclass(eq=False)
class PuzzleSolvedError(PuzzleError):
    """A slide or undo once the puzzle is solved, after ``moves`` moves."""

    moves: int


@dataclass(eq=False)
class NothingToSolveError(PuzzleSolvedError):
    """A hint or solution asked for the solved puzzle."""


@dataclass(eq=False)
class SolvedBeforeEndError(PuzzleError):
    """Tiles named after the slides before them solved the puzzle."""


@dataclass(eq=False)
class EdgeError(PuzzleError):
    """No tile can move in ``direction``: the gap is at that edge."""

    direction: Direction


@dataclass(eq=False)
class OutOfLineError(PuzzleError):
    """The ``tile`` (a letter) is not in the gap's row or column on ``board`` (its notation)."""

    tile: str
    board: str


@dataclass(eq=False)
class UndoTooFarError(PuzzleError):
    """More tile moves to take back (``count``) than were made (``available``)."""

    count: int
    available: int


# The user names a tile, a board, an alphabet or a size that cannot be.


@dataclass(eq=False)
class UnknownTileError(PuzzleInputError):
    """A ``token`` that names no tile of ``alphabet`` and no direction."""

    token: str
    alphabet: str


@dataclass(eq=False)
class NoTilesError(PuzzleInputError):
    """A slide that names no tile."""


@dataclass(eq=False)
class AlphabetLengthError(PuzzleInputError):
    """An alphabet of ``length`` characters for a board that needs ``need``."""

    size: int
    need: int
    length: int


@dataclass(eq=False)
class AlphabetCharacterError(PuzzleInputError):
    """A character no tile may be: space, control character, gap or row mark."""

    char: str


@dataclass(eq=False)
class AlphabetRepeatError(PuzzleInputError):
    """A character that stands twice in the alphabet."""

    char: str


@dataclass(eq=False)
class AlphabetSizeError(PuzzleInputError):
    """An alphabet whose ``length`` fits no board size."""

    length: int


@dataclass(eq=False)
class RowCountError(PuzzleInputError):
    """A board of ``rows`` rows, outside the sizes."""

    rows: int


@dataclass(eq=False)
class RowLengthError(PuzzleInputError):
    """Row ``row`` (from 1) has ``cells`` cells; each of the ``size`` rows needs ``size``."""

    row: int
    cells: int
    size: int


@dataclass(eq=False)
class GapCountError(PuzzleInputError):
    """A board with ``gaps`` gaps, not one."""

    gaps: int


@dataclass(eq=False)
class ForeignTileError(PuzzleInputError):
    """A character on the board that is not a tile of ``alphabet``."""

    char: str
    alphabet: str


@dataclass(eq=False)
class RepeatedTileError(PuzzleInputError):
    """A tile (its letter) that stands twice on the board."""

    tile: str


@dataclass(eq=False)
class UnsolvableBoardError(PuzzleInputError):
    """A board of this ``size`` that slides cannot solve (the parity is wrong)."""

    size: int


@dataclass(eq=False)
class AlreadySolvedError(PuzzleInputError):
    """A given board that is solved already."""


@dataclass(eq=False)
class SizeError(PuzzleInputError):
    """A board ``size`` outside the sizes."""

    size: object


@dataclass(eq=False)
class SizeMismatchError(PuzzleInputError):
    """A size given beside an alphabet or board of another size (``inferred``)."""

    size: int
    inferred: int


@dataclass(eq=False)
class SetupConflictError(PuzzleInputError):
    """A given board and a scramble, both asked for."""


@dataclass(eq=False)
class SetupError(PuzzleInputError):
    """A setup that is no shuffle, scramble or given board."""


@dataclass(eq=False)
class ScrambleLengthError(PuzzleInputError):
    """A scramble of ``moves`` moves, outside ``1 .. most``."""

    moves: object
    most: int


@dataclass(eq=False)
class BoardTextError(PuzzleInputError):
    """A given board that is not text."""


# A state file's history holds an entry that no game can.


@dataclass(eq=False)
class SideError(PuzzleStateError):
    """An entry by neither the player nor the solver."""

    where: str


@dataclass(eq=False)
class EntryTileError(PuzzleStateError):
    """An entry that names a tile not in the alphabet."""

    where: str


@dataclass(eq=False)
class ActionError(PuzzleStateError):
    """An entry that is neither a slide nor an undo."""

    where: str
