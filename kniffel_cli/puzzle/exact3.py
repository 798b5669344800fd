"""The 3x3 puzzle solved outright: the distance of every arrangement, from one search.

There are 9!/2 = 181,440 solvable arrangements. A breadth-first search from
the solved board gives each its shortest distance; the table keeps one byte
per permutation of the nine cells (its rank in lexicographic order).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from math import factorial

from kniffel_cli.common.cache import Notify, TableError, cached_bytes
from kniffel_cli.puzzle.board import GAP, Board, adjacency

SIZE = 3
CELLS = SIZE * SIZE
UNSOLVABLE = 255
FILE = "puzzle3-distances-v1.bin"


def rank(cells: Sequence[int]) -> int:
    """The lexicographic rank of a permutation of 0..8."""
    remaining = list(range(CELLS))
    result = 0
    for position, value in enumerate(cells):
        smaller = remaining.index(value)
        result += smaller * factorial(CELLS - 1 - position)
        remaining.pop(smaller)
    return result


def build() -> bytes:
    """Breadth-first search from the solved board over all arrangements."""
    table = bytearray([UNSOLVABLE]) * factorial(CELLS)
    start = Board.solved(SIZE)
    neighbours = [start.neighbours(c) for c in range(CELLS)]
    table[rank(start.cells)] = 0
    queue = deque([(start.cells, start.cells.index(GAP), 0)])
    while queue:
        cells, gap, distance = queue.popleft()
        for cell in neighbours[gap]:
            moved = list(cells)
            moved[gap], moved[cell] = moved[cell], GAP
            key = rank(moved)
            if table[key] == UNSOLVABLE:
                table[key] = distance + 1
                queue.append((tuple(moved), cell, distance + 1))
    return bytes(table)


def load_or_build(folder: str, notify: Notify | None = None, fresh: bool = False) -> bytes:
    """The table from the cache folder, built and saved when missing, damaged or ``fresh``."""
    return cached_bytes(folder, FILE, factorial(CELLS), build, notify, fresh)


def solve(board: Board, table: bytes | memoryview) -> list[int]:
    """A shortest solution: at each step, a move to an arrangement one closer.

    The table is not trusted blindly: the walk takes at most the start's
    distance in steps, every neighbour must lie exactly one move nearer or
    farther (the moves of the puzzle alternate parity), and the walk must end
    on the solved board. Anything else raises TableError, never a wrong
    answer or an endless loop.
    """
    cells = list(board.cells)
    path = []
    distance = table[rank(cells)]
    gap = cells.index(GAP)
    for _ in range(distance):  # at most 255 steps, whatever the table holds
        step = None
        for cell in adjacency(SIZE)[gap]:
            cells[gap], cells[cell] = cells[cell], GAP
            value = table[rank(cells)]
            cells[cell], cells[gap] = cells[gap], GAP
            if value == distance - 1:
                step = cell if step is None else step
            elif value != distance + 1:
                raise TableError(FILE)
        if step is None:
            raise TableError(FILE)
        cells[gap], cells[step] = cells[step], GAP
        path.append(cells[gap])
        gap = step
        distance -= 1
    if tuple(cells) != Board.solved(SIZE).cells:
        raise TableError(FILE)
    return path
