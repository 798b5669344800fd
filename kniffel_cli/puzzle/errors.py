"""What the letter puzzle refuses, as facts: which tile, which size, which character.

The core raises these without words; ``messages.py`` makes the sentences
(one describer per class, see ``common/errors.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kniffel_cli.common.errors import InputError, RuleError, StateFileError

if TYPE_CHECKING:
    from kniffel_cli.puzzle.board import Direction


class PuzzleError(RuleError):
    """A slide, undo or search the position does not allow (exit 1)."""


class PuzzleInputError(InputError):
    """A board, alphabet, size, setup or tile that no puzzle can have (exit 2)."""


class PuzzleStateError(StateFileError):
    """A history entry that no puzzle can hold (exit 3); ``where`` names it."""


# The rules refuse a move.


class NotNextToGapError(PuzzleError):
    """A single move of a tile that is not next to the gap."""

    def __init__(self, tile: int) -> None:
        super().__init__()
        self.tile = tile


class PuzzleSolvedError(PuzzleError):
    """A slide or undo once the puzzle is solved, after ``moves`` moves."""

    def __init__(self, moves: int) -> None:
        super().__init__()
        self.moves = moves


class NothingToSolveError(PuzzleSolvedError):
    """A hint or solution asked for the solved puzzle."""


class SolvedBeforeEndError(PuzzleError):
    """Tiles named after the slides before them solved the puzzle."""


class EdgeError(PuzzleError):
    """No tile can move in ``direction``: the gap is at that edge."""

    def __init__(self, direction: Direction) -> None:
        super().__init__()
        self.direction = direction


class OutOfLineError(PuzzleError):
    """The ``tile`` (a letter) is not in the gap's row or column on ``board`` (its notation)."""

    def __init__(self, tile: str, board: str) -> None:
        super().__init__()
        self.tile = tile
        self.board = board


class UndoTooFarError(PuzzleError):
    """More tile moves to take back (``count``) than were made (``available``)."""

    def __init__(self, count: int, available: int) -> None:
        super().__init__()
        self.count = count
        self.available = available


# The user names a tile, a board, an alphabet or a size that cannot be.


class UnknownTileError(PuzzleInputError):
    """A ``token`` that names no tile of ``alphabet`` and no direction."""

    def __init__(self, token: str, alphabet: str) -> None:
        super().__init__()
        self.token = token
        self.alphabet = alphabet


class NoTilesError(PuzzleInputError):
    """A slide that names no tile."""


class AlphabetLengthError(PuzzleInputError):
    """An alphabet of ``length`` characters for a board that needs ``need``."""

    def __init__(self, size: int, need: int, length: int) -> None:
        super().__init__()
        self.size = size
        self.need = need
        self.length = length


class AlphabetCharacterError(PuzzleInputError):
    """A character no tile may be: space, control character, gap or row mark."""

    def __init__(self, char: str) -> None:
        super().__init__()
        self.char = char


class AlphabetRepeatError(PuzzleInputError):
    """A character that stands twice in the alphabet."""

    def __init__(self, char: str) -> None:
        super().__init__()
        self.char = char


class AlphabetSizeError(PuzzleInputError):
    """An alphabet whose ``length`` fits no board size."""

    def __init__(self, length: int) -> None:
        super().__init__()
        self.length = length


class RowCountError(PuzzleInputError):
    """A board of ``rows`` rows, outside the sizes."""

    def __init__(self, rows: int) -> None:
        super().__init__()
        self.rows = rows


class RowLengthError(PuzzleInputError):
    """Row ``row`` (from 1) has ``cells`` cells; each of the ``size`` rows needs ``size``."""

    def __init__(self, row: int, cells: int, size: int) -> None:
        super().__init__()
        self.row = row
        self.cells = cells
        self.size = size


class GapCountError(PuzzleInputError):
    """A board with ``gaps`` gaps, not one."""

    def __init__(self, gaps: int) -> None:
        super().__init__()
        self.gaps = gaps


class ForeignTileError(PuzzleInputError):
    """A character on the board that is not a tile of ``alphabet``."""

    def __init__(self, char: str, alphabet: str) -> None:
        super().__init__()
        self.char = char
        self.alphabet = alphabet


class RepeatedTileError(PuzzleInputError):
    """A tile (its letter) that stands twice on the board."""

    def __init__(self, tile: str) -> None:
        super().__init__()
        self.tile = tile


class UnsolvableBoardError(PuzzleInputError):
    """A board of this ``size`` that slides cannot solve (the parity is wrong)."""

    def __init__(self, size: int) -> None:
        super().__init__()
        self.size = size


class AlreadySolvedError(PuzzleInputError):
    """A given board that is solved already."""


class SizeError(PuzzleInputError):
    """A board ``size`` outside the sizes."""

    def __init__(self, size: object) -> None:
        super().__init__()
        self.size = size


class SizeMismatchError(PuzzleInputError):
    """A size given beside an alphabet or board of another size (``inferred``)."""

    def __init__(self, size: int, inferred: int) -> None:
        super().__init__()
        self.size = size
        self.inferred = inferred


class SetupConflictError(PuzzleInputError):
    """A given board and a scramble, both asked for."""


class SetupError(PuzzleInputError):
    """A setup that is no shuffle, scramble or given board."""


class ScrambleLengthError(PuzzleInputError):
    """A scramble of ``moves`` moves, outside ``1 .. most``."""

    def __init__(self, moves: object, most: int) -> None:
        super().__init__()
        self.moves = moves
        self.most = most


class BoardTextError(PuzzleInputError):
    """A given board that is not text."""


# A state file's history holds an entry that no game can.


class SideError(PuzzleStateError):
    """An entry by neither the player nor the solver."""

    def __init__(self, where: str) -> None:
        super().__init__()
        self.where = where


class EntryTileError(PuzzleStateError):
    """An entry that names a tile not in the alphabet."""

    def __init__(self, where: str) -> None:
        super().__init__()
        self.where = where


class ActionError(PuzzleStateError):
    """An entry that is neither a slide nor an undo."""

    def __init__(self, where: str) -> None:
        super().__init__()
        self.where = where
