"""A fast, not shortest, solution for any size: place the tiles row by row.

The top rows are filled tile by tile, the last two tiles of a row together;
the last two rows are filled column by column, a column's two tiles
together; the final 2x2 corner comes last. Each step is a small
breadth-first search over the cells of the tiles it places and of the gap,
inside the part of the board not yet finished, so it never disturbs a
finished tile. Only solvable boards reach here, so the corner always fits.
``place_border`` fills only a board's outer rows and columns the same way,
leaving a smaller block in the bottom-right corner for another solver.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from kniffel_cli.puzzle.board import GAP, Board, adjacency


def _place(cells: list[int], size: int, tiles: Sequence[int], locked: set[int]) -> list[int]:
    """Move ``tiles`` home without touching ``locked`` cells; returns the tiles moved."""
    homes = tuple(t - 1 for t in tiles)
    start = (tuple(cells.index(t) for t in tiles), cells.index(GAP))
    if start[0] == homes:
        return []
    neighbours = {
        c: [n for n in adjacency(size)[c] if n not in locked]
        for c in range(size * size)
        if c not in locked
    }
    parent: dict[tuple[tuple[int, ...], int], tuple[tuple[tuple[int, ...], int], int] | None]
    parent = {start: None}
    queue = deque([start])
    goal = None
    while queue:
        state = queue.popleft()
        places, gap = state
        if places == homes:
            goal = state
            break
        for cell in neighbours[gap]:
            moved = tuple(gap if p == cell else p for p in places)
            following = (moved, cell)
            if following not in parent:
                parent[following] = (state, cell)
                queue.append(following)
    if goal is None:
        raise ValueError("the tiles cannot be placed; the board is not solvable")
    gap_path = []
    state = goal
    while parent[state] is not None:
        previous, cell = parent[state]  # type: ignore[misc]
        gap_path.append(cell)
        state = previous
    moved_tiles = []
    gap = cells.index(GAP)
    for cell in reversed(gap_path):
        tile = cells[cell]
        cells[gap], cells[cell] = tile, GAP
        moved_tiles.append(tile)
        gap = cell
    return moved_tiles


def solve(board: Board) -> list[int]:
    """The tiles to move, in order, to solve ``board``."""
    size = board.size
    cells = list(board.cells)
    locked: set[int] = set()
    moved: list[int] = []

    def tile_at(row: int, col: int) -> int:
        return row * size + col + 1

    for row in range(size - 2):
        for col in range(size - 2):
            moved += _place(cells, size, [tile_at(row, col)], locked)
            locked.add(row * size + col)
        pair = [tile_at(row, size - 2), tile_at(row, size - 1)]
        moved += _place(cells, size, pair, locked)
        locked.update(t - 1 for t in pair)
    for col in range(size - 2):
        pair = [tile_at(size - 2, col), tile_at(size - 1, col)]
        moved += _place(cells, size, pair, locked)
        locked.update(t - 1 for t in pair)
    corner = [tile_at(size - 2, size - 2), tile_at(size - 2, size - 1), tile_at(size - 1, size - 2)]
    moved += _place(cells, size, corner, locked)
    return without_back_and_forth(moved)


def place_border(cells: list[int], size: int, inner: int) -> list[int]:
    """Fill the top rows and left columns, a row then a column in turn, until only the
    bottom-right ``inner`` x ``inner`` block is left unsolved; moves ``cells`` and
    returns the tiles moved. Each line is placed tile by tile, its last two together."""
    locked: set[int] = set()
    moved: list[int] = []
    for k in range(size - inner):
        across = [k * size + col for col in range(k, size)]
        down = [row * size + k for row in range(k + 1, size)]
        for line in (across, down):
            for cell in line[:-2]:
                moved += _place(cells, size, [cell + 1], locked)
                locked.add(cell)
            moved += _place(cells, size, [cell + 1 for cell in line[-2:]], locked)
            locked.update(line[-2:])
    return moved


def without_back_and_forth(tiles: list[int]) -> list[int]:
    """Drop a tile moved and at once moved back: the pair changes nothing."""
    kept: list[int] = []
    for tile in tiles:
        if kept and kept[-1] == tile:
            kept.pop()
        else:
            kept.append(tile)
    return kept
