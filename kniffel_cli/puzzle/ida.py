"""IDA*: depth-first searches with a growing bound on moves plus a lower bound of the rest.

IDA* is Korf's iterative-deepening A* (R. E. Korf, "Depth-first
iterative-deepening: an optimal admissible tree search", Artificial
Intelligence 27, 1985, 97-109): a depth-first search that cuts off every path
whose moves so far plus a lower bound of the moves left exceed a bound, and
that starts again with the least total it cut off as the next bound until a
solution turns up. With a lower bound that never overestimates, the first
solution found is a shortest one.

Two lower bounds: the additive pattern databases of the 4x4 board (pattern
databases: J. C. Culberson and J. Schaeffer, "Pattern databases",
Computational Intelligence 14, 1998; disjoint groups whose values add up:
R. E. Korf and A. Felner, "Disjoint pattern database heuristics", Artificial
Intelligence 134, 2002, who also look the board up mirrored across its main
diagonal, as done here), and, for any size, the Manhattan distance. Both are
updated move by move, never recomputed, which is what makes a pure-Python
search fast enough. The two searches keep separate inner loops on purpose: a
shared loop with the bound passed in as a function would cost a call per node.
layered.py runs the optimal 4x4 search a level at a time with numpy; the
depth-first one here is its reference, the weighted searches and the fallback
without numpy.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from kniffel_cli.puzzle.board import GAP, Board, adjacency, home_distances
from kniffel_cli.puzzle.tables4 import Table


class OutOfTime(Exception):
    """The search hit its deadline before proving a shortest solution."""


CHECK_EVERY = 1 << 14


class Search:
    """Counts nodes (children generated) and watches the clock for one search.

    The inner loops count into ``counts`` (nodes, next check) themselves and
    call ``check`` only every CHECK_EVERY nodes, never once per node.
    """

    def __init__(self, deadline: float | None) -> None:
        self.deadline = deadline
        self.counts = [0, CHECK_EVERY]
        self.lower = 0.0  # no solution is shorter (set by the optimal searches)

    @property
    def nodes(self) -> int:
        return self.counts[0]

    def check(self) -> None:
        """Raise OutOfTime past the deadline; else the next check is CHECK_EVERY nodes on."""
        self.counts[1] = self.counts[0] + CHECK_EVERY
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise OutOfTime

    def tick(self) -> None:
        """Count one node (for the slower searches)."""
        self.counts[0] += 1
        if self.counts[0] >= self.counts[1]:
            self.check()


@dataclass(frozen=True)
class Deepening:
    """How IDA* raises its bound from one iteration to the next (see ``_deepen``).

    ``parity``: the parity every solution's length has, so that an integer
    bound of the other parity is skipped (None: no bound is skipped).
    ``rise``: the least the bound goes up (a weighted search overshoots the
    bound it would need by less, and so saves the many iterations that would
    each go a fraction of a move further). ``proves_lower``: the search is
    admissible, so every bound it tried without a solution is a lower bound of
    the shortest, recorded in ``Search.lower``.
    """

    parity: int | None = None
    rise: float = 0.0
    proves_lower: bool = True


Iteration = Callable[[float], float]
"""One depth-first search under a bound, returning the least total it cut off (the next
bound). A solution it finds is left in the ``path`` it was made with; else that stays empty."""


def pattern_search(
    board: Board,
    groups: Sequence[Sequence[int]],
    tables: Sequence[Table],
    search: Search,
    weight: float = 1.0,
    at_least: int = 0,
) -> list[int]:
    """A shortest solution of a 4x4 board: the tiles to move, in order.

    ``tables[g]`` is the pattern database of ``groups[g]`` in the lookup
    layout (see pdb.py). With ``weight`` w > 1 it is weighted IDA*: each move
    counts 1/w against the bound, so the answer is at most w times one more
    than the shortest (see Deepening), and found far sooner. ``at_least`` is
    a length known to have no shorter solution: the search starts there.
    """
    if len(groups) != 3 or len(tables) != 3:
        raise ValueError("the 4x4 search expects three pattern groups")
    index = start_indices(board, groups)
    estimate = max(_estimate(tables, index[:3]), _estimate(tables, index[3:]))
    if estimate == 0:
        return []
    path: list[int] = []
    step = 1.0 / weight if weight != 1.0 else 1
    iteration = _pattern_iteration(board, index, groups, tables, search, step, path)
    if weight == 1.0:
        deepening = Deepening(parity=solution_parity(board))
    else:
        deepening = Deepening(rise=1.0, proves_lower=False)
    _deepen(search, iteration, max(estimate, at_least), path, deepening)
    return path[::-1]


def _estimate(tables: Sequence[Table], index: Sequence[int]) -> int:
    """The lower bound the three databases give at these three lookup indices."""
    first, second, third = tables
    return first[index[0]] + second[index[1]] + third[index[2]]


def _pattern_iteration(
    board: Board,
    index: Sequence[int],
    groups: Sequence[Sequence[int]],
    tables: Sequence[Table],
    search: Search,
    step: float,
    path: list[int],
) -> Iteration:
    """One iteration of the 4x4 search from ``board`` (its ``start_indices``: ``index``), each
    move counting ``step``; the solution it finds goes into ``path``, last move first.

    The node being searched is the arguments of ``depth_first``: its cost so
    far, its gap and previous gap as ``gap * 16 + previous`` (which is also
    the key of the move that made it, ``cell * 16 + gap``), and the three
    lookup indices of the board and of its mirror image. Plain arguments, and
    the tables as variables of this closure, are what CPython reads fastest;
    the board's cells are one list, changed for a child and put back after.
    """
    cells = list(board.cells)
    normal, mirror = index_deltas(groups)
    moves = _moves(board.size)
    first, second, third = tables
    counts = search.counts
    check = search.check
    bound: float = 0
    found = False

    def depth_first(
        cost: float, node: int, a: int, b: int, c: int, ma: int, mb: int, mc: int
    ) -> float:
        nonlocal found
        children = moves[node]
        counts[0] += len(children)
        if counts[0] >= counts[1]:
            check()
        gap = node >> 4
        cost += step
        limit = bound - cost  # a child whose estimate exceeds this is cut off
        least: float = 999  # the least such estimate
        for cell, key in children:
            tile = cells[cell]
            da, db, dc = normal[tile][key]
            na = a + da
            nb = b + db
            nc = c + dc
            estimate = first[na] + second[nb] + third[nc]
            if estimate > limit:
                if estimate < least:
                    least = estimate
                continue
            da, db, dc = mirror[tile][key]
            nma = ma + da
            nmb = mb + db
            nmc = mc + dc
            reflected = first[nma] + second[nmb] + third[nmc]
            if reflected > limit:
                if reflected < least:
                    least = reflected
                continue
            if estimate == 0:
                found = True
                path.append(tile)
                return cost
            cells[gap] = tile
            cells[cell] = 0
            result = depth_first(cost, key, na, nb, nc, nma, nmb, nmc)
            cells[cell] = tile
            cells[gap] = 0
            if found:  # the path is collected on the way back, last move first
                path.append(tile)
                return result
            if result - cost < least:
                least = result - cost
        return cost + least

    a, b, c, ma, mb, mc = index
    root = cells.index(GAP) * 17  # gap * 16 + previous: none yet

    def iteration(new_bound: float) -> float:
        nonlocal bound
        bound = new_bound
        return depth_first(0, root, a, b, c, ma, mb, mc)

    return iteration


def _moves(size: int) -> list[tuple[tuple[int, int], ...]]:
    """moves[gap * 16 + previous]: (cell, key) for each cell whose tile may slide into the gap,
    the gap's previous cell excluded (``previous == gap``: none); key = cell * 16 + gap."""
    neighbours = adjacency(size)
    cells = size * size
    moves: list[tuple[tuple[int, int], ...]] = [()] * (cells * 16)
    for gap in range(cells):
        for previous in range(cells):
            moves[gap * 16 + previous] = tuple(
                (cell, cell * 16 + gap) for cell in neighbours[gap] if cell != previous
            )
    return moves


def solution_parity(board: Board) -> int:
    """The parity every solution's length has: that of the gap's distance from its home
    corner (each slide moves the gap one cell and changes the arrangement's parity)."""
    size, gap = board.size, board.cells.index(GAP)
    return (abs(gap // size - (size - 1)) + abs(gap % size - (size - 1))) % 2


def start_indices(board: Board, groups: Sequence[Sequence[int]]) -> list[int]:
    """The three lookup indices of a 4x4 board, then the three of its mirror image."""
    normal, mirror = index_deltas(groups)
    index = [0] * 6
    for cell, tile in enumerate(board.cells):
        if tile != GAP:
            for i, d in enumerate(normal[tile][cell * 16 + cell]):
                index[i] += d
            for i, d in enumerate(mirror[tile][cell * 16 + cell]):
                index[3 + i] += d
    return index


Deltas = list[list[tuple[int, int, int]]]


def index_deltas(groups: Sequence[Sequence[int]]) -> tuple[Deltas, Deltas]:
    """How the three lookup indices change when a tile moves, on the board and on its mirror
    (worked out once for each partition; read only).

    ``normal[tile][source * 16 + target]`` is the change of the three indices
    when ``tile`` slides from ``source`` to ``target``; ``mirror`` likewise
    for the board mirrored across its main diagonal (tile t's mirror image
    stands where the transpose of t's cell is). Key ``cell * 16 + cell``
    gives the index contribution of ``tile`` standing on ``cell``.
    """
    return _index_deltas(tuple(tuple(group) for group in groups))


@cache
def _index_deltas(groups: tuple[tuple[int, ...], ...]) -> tuple[Deltas, Deltas]:
    size = 4
    transpose = [(c % size) * size + c // size for c in range(size * size)]
    mirror_tile = [0] + [transpose[t - 1] + 1 for t in range(1, size * size)]
    group_of = [0] * (size * size)
    weight = [0] * (size * size)
    for g, tiles in enumerate(groups):
        for i, tile in enumerate(tiles):
            group_of[tile] = g
            weight[tile] = 16 ** (len(tiles) - 1 - i)

    def change(tile: int, source: int, target: int) -> tuple[int, int, int]:
        d = [0, 0, 0]
        d[group_of[tile]] = (target - source if source != target else source) * weight[tile]
        return d[0], d[1], d[2]

    neighbours = adjacency(size)
    normal = [[(0, 0, 0)] * 256 for _ in range(size * size)]
    mirror = [[(0, 0, 0)] * 256 for _ in range(size * size)]
    for tile in range(1, size * size):
        m = mirror_tile[tile]
        for source in range(size * size):
            for target in (source, *neighbours[source]):
                key = source * 16 + target
                normal[tile][key] = change(tile, source, target)
                mirror[tile][key] = change(m, transpose[source], transpose[target])
    return normal, mirror


def manhattan_search(board: Board, search: Search, at_least: int = 0) -> list[int]:
    """A shortest solution of any board, bounded by the Manhattan distance (small puzzles).

    ``at_least`` is a length known to have no shorter solution: the search starts there.
    """
    size = board.size
    cells = list(board.cells)
    neighbours = adjacency(size)
    distance = home_distances(size)
    path: list[int] = []
    found = False
    tick = search.tick

    def depth_first(cost: int, bound: float, gap: int, previous: int, estimate: int) -> int:
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
    if estimate == 0:
        return []
    gap = cells.index(GAP)

    def iteration(bound: float) -> float:
        return depth_first(0, bound, gap, -1, estimate)

    return _deepen(search, iteration, max(estimate, at_least), path, Deepening())


def _deepen(
    search: Search, iteration: Iteration, bound: float, path: list[int], deepening: Deepening
) -> list[int]:
    """IDA*'s outer loop: ``iteration`` under a growing bound, from ``bound``, until it leaves
    a solution in ``path``; the bound rises as ``deepening`` says."""
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 1000))
    try:
        while True:
            if deepening.parity is not None and int(bound) % 2 != deepening.parity:
                bound = int(bound) + 1
            if deepening.proves_lower:  # every bound below this one holds no solution
                search.lower = bound
            reached = iteration(bound)
            if path:
                return path
            bound = max(reached, bound + deepening.rise)
    finally:
        sys.setrecursionlimit(limit)
