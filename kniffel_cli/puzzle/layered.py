"""IDA* whose iterations run a level at a time with numpy: the 4x4 optimal search.

IDA* (R. E. Korf, "Depth-first iterative-deepening: an optimal admissible tree
search", Artificial Intelligence 27, 1985) over the additive pattern databases
of pdb.py; ida.py says more. Each iteration explores the same tree as the
depth-first search in ida.py (children whose moves plus lower bound fit the
bound, never straight back), but as arrays: a node is its board packed into 64
bits (four per cell), its gap and previous gap in one small integer, and its
lookup indices into the three pattern databases packed into one integer for
the board and one for its mirror (each move changes one tile's cell, so each
index changes by a constant from a small table).

The children of a batch of nodes are made together, in order of parent then
direction (up, down, left, right), and taken on in batches of at most CHUNK,
each to the bottom before the next: depth first over batches. So the first
solution found is the one the depth-first search finds first, and the search
stops soon after it. numpy runs a node's few operations over thousands of
nodes at once, ten times as fast as a node at a time in Python.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from kniffel_cli.common.cache import TableError
from kniffel_cli.puzzle import tables4
from kniffel_cli.puzzle.board import GAP, Board, adjacency
from kniffel_cli.puzzle.ida import (
    OutOfTime,
    Search,
    index_deltas,
    solution_parity,
    start_indices,
)
from kniffel_cli.puzzle.tables4 import Table

if TYPE_CHECKING:
    import numpy as np

SIZE = 4
FIELD = 24  # bits of each of the first two packed indices (16**6 = 2**24)
MASK = (1 << FIELD) - 1
CHUNK = 1 << 14  # parents expanded at a time: the temporary arrays stay small
MOST_MOVES = 80  # no 4x4 board needs more (Brüngger et al. 1999): beyond, the tables lie


def load_numpy_meanwhile() -> None:
    """Start importing numpy on another thread: while this thread reads and checks the
    tables (which releases the interpreter lock), most of numpy's 0.1 s goes by unseen.
    ``numpy_loaded`` waits for it to finish."""
    if "numpy" not in sys.modules:
        import threading

        threading.Thread(target=numpy_loaded).start()


def numpy_loaded() -> bool:
    """Whether numpy can be used (waiting for an import under way on another thread)."""
    try:
        import numpy  # noqa: F401
    except Exception:  # a broken install may fail in any way: the plain search will do
        return False
    return True


def _pack(index: Sequence[int]) -> int:
    return index[0] | index[1] << FIELD | index[2] << 2 * FIELD


class _Tables:
    """The move tables and pattern databases as numpy arrays (made once a process).

    A move is ``cell * 16 + gap``: the tile on ``cell`` slides into the gap. It is
    also the child's gap and previous gap, which is all a node keeps of its past.
    """

    def __init__(self, groups: Sequence[Sequence[int]], tables: Sequence[Table]) -> None:
        import numpy as np

        self.first, self.second, self.third = (np.frombuffer(t, dtype=np.uint8) for t in tables)
        normal, mirror = index_deltas(groups)
        # normal[tile * 256 + move]: how the packed index changes (likewise mirror)
        self.normal = np.array([[_pack(d) for d in row] for row in normal], dtype=np.int64).ravel()
        self.mirror = np.array([[_pack(d) for d in row] for row in mirror], dtype=np.int64).ravel()
        # moves[gap * 16 + previous, direction]: the move that way (up, down, left,
        # right: adjacency()'s order), or -1 (off the board, or straight back).
        moves = np.full((16 * 16, 4), -1, dtype=np.int64)
        steps = (-SIZE, SIZE, -1, 1)
        neighbours = adjacency(SIZE)
        for gap in range(16):
            for previous in range(16):
                for direction, step in enumerate(steps):
                    cell = gap + step
                    if cell in neighbours[gap] and cell != previous:
                        moves[gap * 16 + previous, direction] = cell * 16 + gap
        self.moves = moves
        move = np.arange(256, dtype=np.int64)
        self.shift = (move >> 4) * 4  # where the moving tile stands in the packed board
        # board[tile * 256 + move]: how the packed board changes (wrapping is harmless)
        tiles = np.arange(16, dtype=np.uint64)[:, None]
        cells, gaps = (move >> 4).astype(np.uint64), (move & 15).astype(np.uint64)
        with np.errstate(over="ignore"):
            change = (tiles << (gaps * np.uint64(4))) - (tiles << (cells * np.uint64(4)))
        self.board = change.view(np.int64).ravel()


_cache: dict[tuple[object, ...], _Tables] = {}


def _tables(groups: Sequence[Sequence[int]], tables: Sequence[Table]) -> _Tables:
    """The arrays for these tables, made once. The key's ids stay unique: the arrays
    made from the tables keep them alive as long as they are cached."""
    key = (tuple(map(tuple, groups)), *map(id, tables))
    if key not in _cache:
        _cache.clear()
        _cache[key] = _Tables(groups, tables)
    return _cache[key]


Batch = tuple["np.ndarray", "np.ndarray", "np.ndarray", "np.ndarray"]
"""Nodes: packed boards, gap * 16 + previous gap, the two packed indices."""


def pattern_search(
    board: Board,
    groups: Sequence[Sequence[int]],
    tables: Sequence[Table],
    search: Search,
    at_least: int = 0,
) -> list[int]:
    """A shortest solution of a 4x4 board, the tiles to move in order: the optimal search of
    ida.pattern_search, a level at a time, with the same answer."""
    import numpy as np

    t = _tables(groups, tables)
    cells = board.cells
    index = start_indices(board, groups)

    def estimate_of(a: int, b: int, c: int) -> int:
        return int(t.first[a]) + int(t.second[b]) + int(t.third[c])

    estimate = max(estimate_of(*index[:3]), estimate_of(*index[3:]))
    if estimate == 0:
        return []
    gap = cells.index(GAP)
    packed = sum(tile << 4 * cell for cell, tile in enumerate(cells))
    root = (
        np.array([packed], dtype=np.uint64).view(np.int64),
        np.array([gap * 16 + gap], dtype=np.int64),
        np.array([_pack(index[:3])], dtype=np.int64),
        np.array([_pack(index[3:])], dtype=np.int64),
    )
    parity = solution_parity(board)
    bound = max(estimate, at_least)
    while True:
        if bound % 2 != parity:
            bound += 1
        if bound > MOST_MOVES:
            raise TableError(*tables4.file_names())
        search.lower = bound
        moves, bound = _Iteration(t, bound, search).run(root)
        if moves is not None:
            return _tiles(board, moves)


def _tiles(board: Board, moves: list[int]) -> list[int]:
    """The tiles that ``moves`` (cell * 16 + gap each) slide, from ``board``."""
    cells = list(board.cells)
    tiles = []
    for move in moves:
        cell, gap = move >> 4, move & 15
        tiles.append(cells[cell])
        cells[gap], cells[cell] = cells[cell], GAP
    return tiles


class _Iteration:
    """One iteration of IDA* under ``bound``: the moves of the first solution of that length,
    or the least total cut off, which is the next bound.

    Depth first over batches: a batch's children are made together, then taken
    on in batches of at most CHUNK, each to the bottom before the next, so that
    the search stops soon after the first solution in the depth-first order, as
    the depth-first search does, and memory stays small.
    """

    def __init__(self, t: _Tables, bound: int, search: Search) -> None:
        self.t = t
        self.bound = bound
        self.search = search
        self.least = 10**9  # the least lower bound of a path cut off: the next bound
        self.enough = bound + 2  # no next bound can be less (solutions keep a parity)
        self.moves: list[int] = []  # the solution's moves, collected last first

    def run(self, root: Batch) -> tuple[list[int] | None, int]:
        """The solution's moves (cell * 16 + gap each) and ``bound``, or None and the next."""
        if self._descend(root, 1) >= 0:
            return self.moves[::-1], self.bound
        return None, self.least

    def _descend(self, batch: Batch, depth: int) -> int:
        """The position in ``batch`` of the parent of the path to the first solution, or -1."""
        want_least = self.least > self.enough
        children, pruned = _expand(self.t, batch, self.bound - depth, want_least, self.search)
        self.least = min(self.least, depth + pruned)
        if depth == self.bound:  # the children left are solved boards
            if not len(children[0]):
                return -1
            self.moves.append(int(children[1][0]))
            return int(children[4][0])
        deadline = self.search.deadline
        if deadline is not None and time.monotonic() > deadline:
            raise OutOfTime
        for start in range(0, len(children[0]), CHUNK):
            end = start + CHUNK
            part = children[0][start:end], children[1][start:end], children[2][start:end]
            found = self._descend((*part, children[3][start:end]), depth + 1)
            if found >= 0:
                self.moves.append(int(children[1][start + found]))
                return int(children[4][start + found])
        return -1


def _expand(
    t: _Tables, batch: Batch, limit: int, want_least: bool, search: Search
) -> tuple[list[np.ndarray], int]:
    """The children of ``batch`` whose lower bound is at most ``limit``, in order, and (if
    ``want_least``) the least lower bound over ``limit`` among the others.

    Children: a Batch's four arrays and the parent's position in ``batch``.
    """
    import numpy as np

    first, second, third = t.first.take, t.second.take, t.third.take
    packed, gaps, normal, mirror = batch
    moves = t.moves.take(gaps, axis=0).ravel()
    legal = np.flatnonzero(moves >= 0)
    search.counts[0] += len(legal)
    parent = legal >> 2
    move = moves.take(legal)
    boards = packed.take(parent)
    tile = (boards >> t.shift.take(move)) & 15
    key = (tile << 8) | move
    index = normal.take(parent) + t.normal.take(key)
    bound = first(index & MASK) + second((index >> FIELD) & MASK) + third(index >> 2 * FIELD)
    keep = bound <= limit
    pruned = 10**9
    if want_least and not keep.all():
        pruned = int(bound[~keep].min())
    kept = np.flatnonzero(keep)
    # The mirror image only for the children the board's own bound let through.
    other = mirror.take(parent.take(kept)) + t.mirror.take(key.take(kept))
    reflected = first(other & MASK) + second((other >> FIELD) & MASK) + third(other >> 2 * FIELD)
    keep = reflected <= limit
    if want_least and not keep.all():
        pruned = min(pruned, int(reflected[~keep].min()))
    if not keep.all():
        kept, other = kept[keep], other[keep]
    if len(kept) < len(parent):
        parent, move, boards, key, index = (
            a.take(kept) for a in (parent, move, boards, key, index)
        )
    boards = boards + t.board.take(key)
    return [boards, move, index, other, parent], pruned
