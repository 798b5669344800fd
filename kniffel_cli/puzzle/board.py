"""The board: tiles 1..N²-1 and a gap (0) in row-major cells, with letters for the tiles.

Pure functions and one immutable value; no randomness, no I/O.
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from functools import cache

from kniffel_cli.common import expect
from kniffel_cli.puzzle.errors import (
    AlphabetCharacterError,
    AlphabetLengthError,
    AlphabetRepeatError,
    AlphabetSizeError,
    BoardCellsError,
    BoardSizeError,
    ForeignTileError,
    GapCountError,
    NoSuchCellError,
    NoSuchTileError,
    NotNextToGapError,
    RepeatedTileError,
    RowCountError,
    RowLengthError,
    UnknownDirectionError,
    UnsolvableBoardError,
)
from kniffel_cli.puzzle.notation import (
    DIRECTION_WORDS,
    DIRECTIONS,
    GAP_MARK,
    MAX_SIZE,
    MIN_SIZE,
    ROW_MARK,
    Direction,
)

GAP = 0
# Where the tile that moves in a direction stands, seen from the gap: rows and columns.
_FROM_GAP: dict[Direction, tuple[int, int]] = {
    "up": (1, 0),
    "down": (-1, 0),
    "left": (0, 1),
    "right": (0, -1),
}


def direction_of(word: str) -> Direction | None:
    """The direction ``word`` names (``left`` or ``links``, in any case), or None."""
    return DIRECTION_WORDS.get(word.lower())


def default_alphabet(size: int) -> str:
    """A, B, C, ... then lower case: size²-1 letters."""
    letters = string.ascii_uppercase + string.ascii_lowercase
    return letters[: size * size - 1]


def check_alphabet(alphabet: str, size: int) -> str:
    """size²-1 distinct printable characters other than the gap and row marks."""
    need = size * size - 1
    if len(alphabet) != need:
        raise AlphabetLengthError(size=size, need=need, length=len(alphabet))
    for char in alphabet:
        if not char.isprintable() or char.isspace() or char in (GAP_MARK, ROW_MARK):
            raise AlphabetCharacterError(char=char)
    if len(set(alphabet)) != len(alphabet):
        raise AlphabetRepeatError(char=next(c for c in alphabet if alphabet.count(c) > 1))
    return alphabet


def size_of_alphabet(alphabet: str) -> int:
    """The board size an alphabet of size²-1 characters belongs to."""
    for size in range(MIN_SIZE, MAX_SIZE + 1):
        if len(alphabet) == size * size - 1:
            return size
    raise AlphabetSizeError(length=len(alphabet))


@cache
def adjacency(size: int) -> tuple[tuple[int, ...], ...]:
    """For each cell of a size x size board, the cells next to it (up, down, left, right)."""
    found = []
    for cell in range(size * size):
        row, col = divmod(cell, size)
        near = []
        if row > 0:
            near.append(cell - size)
        if row < size - 1:
            near.append(cell + size)
        if col > 0:
            near.append(cell - 1)
        if col < size - 1:
            near.append(cell + 1)
        found.append(tuple(near))
    return tuple(found)


@cache
def _solved_cells(size: int) -> tuple[int, ...]:
    return tuple(range(1, size * size)) + (GAP,)


@cache
def home_distances(size: int) -> tuple[tuple[int, ...], ...]:
    """distance[tile][cell]: how far a tile in that cell stands from home (0 for the gap)."""
    return ((0,) * size * size,) + tuple(
        tuple(abs(c // size - (t - 1) // size) + abs(c % size - (t - 1) % size)
              for c in range(size * size))
        for t in range(1, size * size)
    )  # fmt: skip


def _check_size(size: int) -> int:
    expect.whole(size, "size")
    if not MIN_SIZE <= size <= MAX_SIZE:
        raise BoardSizeError(size=size)
    return size


@dataclass(frozen=True)
class Board:
    """An arrangement: ``cells[i]`` is the tile at cell i (row-major), 0 the gap.

    Every public method checks its arguments (TypeError for the wrong type, the puzzle's
    errors for a tile, cell, direction, size or alphabet no board has); the board's own
    moves and the solver, which know their values, make boards unchecked (``_made``).
    """

    size: int
    cells: tuple[int, ...]

    def __post_init__(self) -> None:
        size = _check_size(self.size)
        cells = expect.expect(self.cells, tuple, "cells", "a tuple of whole numbers")
        expect.wholes(cells, "cells")
        if sorted(cells) != list(range(size * size)):
            raise BoardCellsError(size=size)

    @classmethod
    def _made(cls, size: int, cells: tuple[int, ...]) -> Board:
        """A board of cells known to be right, unchecked."""
        board = object.__new__(cls)
        object.__setattr__(board, "size", size)
        object.__setattr__(board, "cells", cells)
        return board

    @classmethod
    def solved(cls, size: int) -> Board:
        """Tiles in order, the gap bottom right."""
        _check_size(size)
        return cls._made(size, _solved_cells(size))

    @property
    def gap(self) -> int:
        return self.cells.index(GAP)

    @property
    def is_solved(self) -> bool:
        return self.cells == _solved_cells(self.size)

    def _tile(self, tile: int) -> int:
        """``tile`` if it is one of this board's tiles (1 to size²-1), else NoSuchTileError."""
        expect.whole(tile, "tile")
        if not 1 <= tile < len(self.cells):
            raise NoSuchTileError(tile=tile, size=self.size)
        return tile

    def inversions(self) -> int:
        """Pairs of tiles in the wrong order, read row by row (the gap left out)."""
        tiles = [t for t in self.cells if t != GAP]
        return sum(1 for i, a in enumerate(tiles) for b in tiles[i + 1 :] if a > b)

    @property
    def is_solvable(self) -> bool:
        """Whether slides can bring this arrangement to the solved one.

        Every slide keeps the parity of the inversions on odd widths, and of
        the inversions plus the gap's row on even widths.
        """
        parity = self.inversions()
        target = 0
        if self.size % 2 == 0:
            parity += self.gap // self.size
            target = self.size - 1
        return parity % 2 == target % 2

    def manhattan(self) -> int:
        """The sum of every tile's distance from home: a lower bound on the moves left."""
        distance = home_distances(self.size)
        return sum(distance[t][c] for c, t in enumerate(self.cells))

    def position(self, tile: int) -> int:
        """The cell ``tile`` stands in."""
        return self.cells.index(self._tile(tile))

    def neighbours(self, cell: int) -> tuple[int, ...]:
        """The cells next to ``cell`` (up, down, left, right)."""
        expect.whole(cell, "cell")
        if not 0 <= cell < len(self.cells):
            raise NoSuchCellError(cell=cell, size=self.size)
        return adjacency(self.size)[cell]

    def movable(self) -> list[int]:
        """The tiles next to the gap."""
        return [self.cells[c] for c in adjacency(self.size)[self.gap]]

    def move(self, tile: int) -> Board:
        """Slide one tile next to the gap into it."""
        cell = self.position(tile)
        gap = self.gap
        if cell not in adjacency(self.size)[gap]:
            raise NotNextToGapError(tile=tile)
        cells = list(self.cells)
        cells[gap], cells[cell] = tile, GAP
        return Board._made(self.size, tuple(cells))

    def run(self, tile: int) -> list[int]:
        """The tiles that move, nearest the gap first, when ``tile`` slides toward the gap.

        Empty when the tile is not in the gap's row or column.
        """
        gap_row, gap_col = divmod(self.gap, self.size)
        row, col = divmod(self.position(tile), self.size)
        if row == gap_row:
            step = 1 if col > gap_col else -1
            cells = [row * self.size + c for c in range(gap_col + step, col + step, step)]
        elif col == gap_col:
            step = 1 if row > gap_row else -1
            cells = [r * self.size + col for r in range(gap_row + step, row + step, step)]
        else:
            return []
        return [self.cells[c] for c in cells]

    def tile_for(self, direction: Direction) -> int | None:
        """The tile that moves in ``direction`` into the gap, if there is one."""
        if expect.one_of(direction, DIRECTIONS, "direction") not in _FROM_GAP:
            raise UnknownDirectionError(direction=direction)
        row, col = divmod(self.gap, self.size)
        d_row, d_col = _FROM_GAP[direction]
        row, col = row + d_row, col + d_col
        if 0 <= row < self.size and 0 <= col < self.size:
            return self.cells[row * self.size + col]
        return None

    def direction(self, tile: int) -> Direction:
        """The direction ``tile``, next to the gap, moves in when it slides into the gap."""
        gap_row, gap_col = divmod(self.gap, self.size)
        row, col = divmod(self.position(tile), self.size)
        for direction, offset in _FROM_GAP.items():
            if offset == (row - gap_row, col - gap_col):
                return direction
        raise NotNextToGapError(tile=tile)

    def rows(self, alphabet: str) -> list[list[str | None]]:
        """The board as rows of letters (``alphabet``: one per tile), None for the gap."""
        expect.text(alphabet, "alphabet")
        check_alphabet(alphabet, self.size)
        return [
            [alphabet[t - 1] if t != GAP else None for t in self.cells[r : r + self.size]]
            for r in range(0, self.size * self.size, self.size)
        ]

    def notation(self, alphabet: str) -> str:
        """``ABCD/EFGH/IJKL/MNO.`` (``alphabet``: one letter per tile)."""
        rows = self.rows(alphabet)
        return ROW_MARK.join("".join(GAP_MARK if t is None else t for t in row) for row in rows)


def parse_board(text: str, alphabet: str | None = None) -> tuple[Board, str]:
    """A board from ``ABCD/EFGH/IJKL/MNO.`` and its alphabet (default: the size's letters)."""
    rows = text.strip().split(ROW_MARK)
    size = len(rows)
    if not MIN_SIZE <= size <= MAX_SIZE:
        raise RowCountError(rows=size)
    for number, row in enumerate(rows, 1):
        if len(row) != size:
            raise RowLengthError(row=number, cells=len(row), size=size)
    alphabet = check_alphabet(alphabet or default_alphabet(size), size)
    letters = "".join(rows)
    if letters.count(GAP_MARK) != 1:
        raise GapCountError(gaps=letters.count(GAP_MARK))
    cells = []
    for char in letters:
        if char == GAP_MARK:
            cells.append(GAP)
        elif char in alphabet:
            cells.append(alphabet.index(char) + 1)
        else:
            raise ForeignTileError(char=char, alphabet=alphabet)
    for index, tile in enumerate(cells):
        if tile != GAP and cells.index(tile) != index:
            raise RepeatedTileError(tile=alphabet[tile - 1])
    board = Board(size, tuple(cells))
    if not board.is_solvable:
        raise UnsolvableBoardError(size=size)
    return board, alphabet
