"""Additive pattern databases for the 4x4 puzzle, built by breadth-first search with numpy.

A pattern is a group of tiles. Its database holds, for every placement of
those tiles, the fewest moves *of those tiles* that bring them home, the
other tiles being indistinguishable. Moves of other tiles cost nothing, so
the values of disjoint groups add up to a lower bound on the solution
(Korf and Felner 2002). The index of a placement is the tiles' cells read
as digits in base 16; the gap's cell is part of the search but not of the
table (the table keeps the least over the gap's cells).

numpy is imported only here, and only while a table is built.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from kniffel_cli.common.cache import Notify, cached_bytes

SIZE = 4
CELLS = SIZE * SIZE
UNREACHED = 255

Progress = Callable[[int, int], None]


def weights(group_size: int) -> list[int]:
    """The base-16 place value of each tile of a group, first tile most significant."""
    return [CELLS ** (group_size - 1 - i) for i in range(group_size)]


def goal_cell(tile: int) -> int:
    """Tile t belongs in cell t-1; the gap in the last cell."""
    return tile - 1


def build(group: Sequence[int], progress: Progress | None = None) -> bytes:
    """The database of ``group`` (tiles 1-15): one byte per base-16 index.

    The search runs over (placement, gap cell) states, packed as base-16
    digits: the tiles' cells, then the gap's. It goes level by level: each
    level is first closed under moves of the gap alone (free), and the
    moves of pattern tiles from it make the next level (one each).
    """
    import numpy as np

    k = len(group)
    states = CELLS ** (k + 1)
    index = np.int32 if states < 2**31 else np.int64
    shifts = [4 * (k - i) for i in range(k)]  # bit offset of each tile's digit in a state
    distance = np.full(states, UNREACHED, dtype=np.uint8)
    scratch = np.zeros(states, dtype=np.int32)

    # neighbour[d][cell]: the cell next to it in direction d, or 16 past the edge.
    neighbour = np.full((4, CELLS + 1), CELLS, dtype=index)
    for cell in range(CELLS):
        row, col = divmod(cell, SIZE)
        for d, (dr, dc) in enumerate(((-1, 0), (1, 0), (0, -1), (0, 1))):
            r, c = row + dr, col + dc
            if 0 <= r < SIZE and 0 <= c < SIZE:
                neighbour[d, cell] = r * SIZE + c

    def distinct(candidates: np.ndarray) -> np.ndarray:
        """Each state once (without sorting: the last writer of a slot wins)."""
        order = np.arange(len(candidates), dtype=np.int32)
        scratch[candidates] = order
        kept: np.ndarray = candidates[scratch[candidates] == order]
        return kept

    def expand(now: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The states one gap move away: by the gap alone, and by moving a pattern tile."""
        gap = now & 15
        occupied = np.zeros(len(now), dtype=np.int32)
        for shift in shifts:
            occupied |= np.left_shift(1, ((now >> shift) & 15).astype(np.int32))
        free_moves, tile_moves = [], []
        for d in range(4):
            target = neighbour[d][gap]
            valid = target < CELLS
            hit = ((occupied >> np.minimum(target, CELLS - 1).astype(np.int32)) & 1).astype(bool)
            alone = valid & ~hit
            free_moves.append(now[alone] + (target[alone] - gap[alone]))
            tiles = valid & hit
            sub, sub_gap, sub_target = now[tiles], gap[tiles], target[tiles]
            moved = sub - sub_gap + sub_target
            for shift in shifts:
                here = ((sub >> shift) & 15) == sub_target
                moved[here] += (sub_gap[here] - sub_target[here]) << shift
            tile_moves.append(moved)
        return np.concatenate(free_moves), np.concatenate(tile_moves)

    home = sum(goal_cell(t) << shift for t, shift in zip(group, shifts, strict=True))
    free = [c for c in range(CELLS) if c not in {goal_cell(t) for t in group}]
    frontier = np.array([home + gap for gap in free], dtype=index)
    distance[frontier] = 0
    reachable = CELLS - k
    for i in range(k):
        reachable *= CELLS - i
    seen = len(frontier)
    level = 0
    while len(frontier):
        # Close the level under free moves, gathering the tile moves out of it.
        new = frontier
        onward = []
        while len(new):
            free_next, tile_next = expand(new)
            onward.append(tile_next)
            free_next = free_next[distance[free_next] == UNREACHED]
            new = distinct(free_next)
            distance[new] = level
            seen += len(new)
        level += 1
        candidates = np.concatenate(onward)
        candidates = candidates[distance[candidates] == UNREACHED]
        frontier = distinct(candidates)
        distance[frontier] = level
        seen += len(frontier)
        if progress:
            progress(min(seen, reachable), reachable)
    table = distance.reshape(CELLS**k, CELLS).min(axis=1)
    return bytes(table.tobytes())


def file_name(group: Sequence[int]) -> str:
    """The cache file of the database of ``group``."""
    return "puzzle4-pdb-v1-" + "-".join(map(str, group)) + ".bin"


def load_or_build(
    group: Sequence[int],
    folder: str,
    progress: Progress | None = None,
    notify: Notify | None = None,
    fresh: bool = False,
) -> bytes:
    """The database of ``group`` from the cache folder, built and saved when missing or damaged.

    ``fresh`` builds it again whatever the cache holds.
    """
    return cached_bytes(
        folder,
        file_name(group),
        CELLS ** len(group),
        lambda: build(group, progress),
        notify,
        fresh,
    )
