"""IDA*: depth-first searches with a growing bound on moves plus a lower bound of the rest.

Two lower bounds: the additive pattern databases of the 4x4 board (with a
second look at the board mirrored across its main diagonal), and, for any
size, the Manhattan distance. Both are updated move by move, never
recomputed, which is what makes a pure-Python search fast enough. The two
searches keep separate inner loops on purpose: a shared loop with the bound
passed in as a function would cost a call per node.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Sequence

from kniffel_cli.puzzle.board import GAP, Board, adjacency, home_distances


class OutOfTime(Exception):
    """The search hit its deadline before proving a shortest solution."""


CHECK_EVERY = 1 << 14


class Search:
    """Counts nodes and watches the clock for one search."""

    def __init__(self, deadline: float | None) -> None:
        self.deadline = deadline
        self.nodes = 0
        self._next_check = CHECK_EVERY

    def tick(self) -> None:
        self.nodes += 1
        if self.nodes >= self._next_check:
            self._next_check += CHECK_EVERY
            if self.deadline is not None and time.monotonic() > self.deadline:
                raise OutOfTime


def pattern_search(
    board: Board,
    groups: Sequence[Sequence[int]],
    tables: Sequence[bytes],
    search: Search,
) -> list[int]:
    """A shortest solution of a 4x4 board: the tiles to move, in order.

    ``tables[g]`` is the pattern database of ``groups[g]`` (see pdb.py).
    """
    size = board.size
    cells = list(board.cells)
    transpose = [(c % size) * size + c // size for c in range(size * size)]
    # The mirrored board has tile t's mirror image where the transpose of t's cell is.
    mirror_tile = [0] + [transpose[t - 1] + 1 for t in range(1, size * size)]
    group_of = [0] * (size * size)
    weight = [0] * (size * size)
    for g, tiles in enumerate(groups):
        for i, tile in enumerate(tiles):
            group_of[tile] = g
            weight[tile] = 16 ** (len(tiles) - 1 - i)
    count = len(groups)
    # delta[tile][from_cell][to_cell] as six index changes (three groups, three mirrored).
    neighbours = adjacency(size)

    def change(tile: int, source: int, target: int) -> tuple[int, ...]:
        d = [0] * (2 * count)
        d[group_of[tile]] += (target - source) * weight[tile]
        m = mirror_tile[tile]
        d[count + group_of[m]] += (transpose[target] - transpose[source]) * weight[m]
        return tuple(d)

    delta = {
        (tile, source, target): change(tile, source, target)
        for tile in range(1, 16)
        for source in range(16)
        for target in neighbours[source]
    }
    index = [0] * (2 * count)
    for cell, tile in enumerate(cells):
        if tile != GAP:
            index[group_of[tile]] += cell * weight[tile]
            m = mirror_tile[tile]
            index[count + group_of[m]] += transpose[cell] * weight[m]
    if count != 3:
        raise ValueError("the 4x4 search expects three pattern groups")
    first, second, third = tables
    path: list[int] = []
    found = False
    tick = search.tick

    def depth_first(
        cost: int,
        bound: int,
        gap: int,
        previous: int,
        a: int,
        b: int,
        c: int,
        ma: int,
        mb: int,
        mc: int,
    ) -> int:
        nonlocal found
        smallest = 999
        for cell in neighbours[gap]:
            if cell == previous:
                continue
            tick()
            tile = cells[cell]
            da, db, dc, dma, dmb, dmc = delta[tile, cell, gap]
            na, nb, nc = a + da, b + db, c + dc
            nma, nmb, nmc = ma + dma, mb + dmb, mc + dmc
            estimate = first[na] + second[nb] + third[nc]
            mirrored = first[nma] + second[nmb] + third[nmc]
            if mirrored > estimate:
                estimate = mirrored
            total = cost + 1 + estimate
            if total > bound:
                if total < smallest:
                    smallest = total
                continue
            path.append(tile)
            if estimate == 0:
                found = True
                return total
            cells[gap], cells[cell] = tile, GAP
            result = depth_first(cost + 1, bound, cell, gap, na, nb, nc, nma, nmb, nmc)
            cells[gap], cells[cell] = GAP, tile
            if found:
                return result
            path.pop()
            if result < smallest:
                smallest = result
        return smallest

    a, b, c, ma, mb, mc = index
    gap = cells.index(GAP)
    return _deepen(
        lambda bound: depth_first(0, bound, gap, -1, a, b, c, ma, mb, mc),
        max(first[a] + second[b] + third[c], first[ma] + second[mb] + third[mc]),
        lambda: found,
        path,
    )


def manhattan_search(board: Board, search: Search) -> list[int]:
    """A shortest solution of any board, bounded by the Manhattan distance (small puzzles)."""
    size = board.size
    cells = list(board.cells)
    neighbours = adjacency(size)
    distance = home_distances(size)
    path: list[int] = []
    found = False
    tick = search.tick

    def depth_first(cost: int, bound: int, gap: int, previous: int, estimate: int) -> int:
        nonlocal found
        smallest = 999
        for cell in neighbours[gap]:
            if cell == previous:
                continue
            tick()
            tile = cells[cell]
            rest = estimate - distance[tile][cell] + distance[tile][gap]
            total = cost + 1 + rest
            if total > bound:
                if total < smallest:
                    smallest = total
                continue
            path.append(tile)
            if rest == 0:
                found = True
                return total
            cells[gap], cells[cell] = tile, GAP
            result = depth_first(cost + 1, bound, cell, gap, rest)
            cells[gap], cells[cell] = GAP, tile
            if found:
                return result
            path.pop()
            if result < smallest:
                smallest = result
        return smallest

    estimate = board.manhattan()
    gap = cells.index(GAP)
    return _deepen(
        lambda bound: depth_first(0, bound, gap, -1, estimate), estimate, lambda: found, path
    )


def _deepen(
    search: Callable[[int], int], bound: int, found: Callable[[], bool], path: list[int]
) -> list[int]:
    """Search with a growing bound until a solution turns up (``path`` then holds it).

    Each search returns the least total that went over its bound: the next bound.
    """
    if bound == 0:
        return []
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 1000))
    try:
        while True:
            bound = search(bound)
            if found():
                return path
    finally:
        sys.setrecursionlimit(limit)
