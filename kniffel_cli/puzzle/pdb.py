"""Additive pattern databases for the 4x4 puzzle, built by breadth-first search with numpy.

A pattern is a group of tiles. Its database holds, for every placement of
those tiles, the fewest moves that bring them home, the other tiles being
indistinguishable (J. C. Culberson and J. Schaeffer, "Pattern databases",
Computational Intelligence 14, 1998). Counting only the moves *of those
tiles*, moves of other tiles costing nothing, the values of disjoint groups
add up to a lower bound on the solution (R. E. Korf and A. Felner, "Disjoint
pattern database heuristics", Artificial Intelligence 134, 2002).

Two layouts of one database:

- **compact** (built and cached): one byte per placement, the placements
  (the tiles' cells, first tile first) in lexicographic order; a 6-tile
  group has 16!/10! = 5,765,760 of them.
- **lookup** (what the search reads): one byte per base-16 number of the
  tiles' cells, ``16**k`` bytes with holes where two tiles would share a
  cell. Moving one tile changes its number by a constant, so the search
  updates it with one addition (see ida.py).

The breadth-first search runs over placements only: the gap moves freely
between moves of pattern tiles, so for each placement it keeps the set of
gap cells reached (a union of the connected regions of free cells), never a
state per gap cell. numpy is imported only here, and only while a table is built or
expanded.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from math import perm
from typing import TYPE_CHECKING

from kniffel_cli.common.cache import Notify, cached_bytes

if TYPE_CHECKING:
    import numpy as np

SIZE = 4
CELLS = SIZE * SIZE
UNREACHED = 255
VERSION = 2
SLICE = 1 << 19  # frontier states expanded at a time
LEFT_COLUMN = 0x1111
RIGHT_COLUMN = 0x8888

Progress = Callable[[int, int], None]


def goal_cell(tile: int) -> int:
    """Tile t belongs in cell t-1; the gap in the last cell."""
    return tile - 1


def compact_size(group_size: int) -> int:
    """How many placements a group of this size has: 16!/(16-k)!."""
    return perm(CELLS, group_size)


@cache
def placements(group_size: int) -> np.ndarray:
    """The base-16 numbers of all placements, in lexicographic order (the compact order)."""
    import numpy as np

    digit = np.arange(CELLS, dtype=np.int32)
    bit = np.left_shift(1, digit).astype(np.int32)
    codes, used = digit.copy(), bit.copy()
    for _ in range(group_size - 1):
        free = (used[:, None] & bit[None, :]) == 0
        codes = (codes[:, None] * CELLS + digit[None, :])[free]
        used = (used[:, None] | bit[None, :])[free]
    return codes


@cache
def _regions() -> np.ndarray:
    """regions[occupied * 16 + cell]: the free cells the gap reaches from ``cell``.

    ``occupied`` is a 16-bit set of cells holding pattern tiles; the answer is
    0 when ``cell`` is one of them.
    """
    import numpy as np

    occupied = np.repeat(np.arange(1 << CELLS, dtype=np.int32), CELLS)
    start = np.tile(np.arange(CELLS, dtype=np.int32), 1 << CELLS)
    free = ~occupied & 0xFFFF
    region = np.left_shift(1, start) & free
    while True:
        grown = (
            region
            | (region << SIZE)
            | (region >> SIZE)
            | ((region & ~RIGHT_COLUMN) << 1)
            | ((region & ~LEFT_COLUMN) >> 1)
        ) & free
        if np.array_equal(grown, region):
            done: np.ndarray = region.astype(np.uint16)
            return done
        region = grown


def build(group: Sequence[int], progress: Progress | None = None) -> bytes:
    """The compact database of ``group`` (tiles 1-15): one byte per placement.

    Breadth-first search level by level, one level per move of a pattern
    tile. A search state is a placement with a region of gap cells (free
    moves of the gap are taken at once); ``seen`` holds, per placement, the
    gap cells reached so far, and the first level that reaches a placement
    is its value.
    """
    import numpy as np

    k = len(group)
    slots = CELLS**k
    shifts = [4 * (k - 1 - i) for i in range(k)]
    regions = _regions()
    distance = np.full(slots, UNREACHED, dtype=np.uint8)
    seen = np.zeros(slots, dtype=np.uint16)
    scratch = np.zeros(slots, dtype=np.int32)
    total = compact_size(k)

    home_cells = [goal_cell(t) for t in group]
    home = sum(cell << shift for cell, shift in zip(home_cells, shifts, strict=True))
    occupied_home = sum(1 << cell for cell in home_cells)
    codes = np.array([home], dtype=np.int32)
    gaps = np.array([~occupied_home & 0xFFFF], dtype=np.int32)  # every free cell
    distance[codes] = 0
    seen[codes] = gaps
    reached, level = 1, 0
    while len(codes):
        level += 1
        # In slices, each marked seen before the next is expanded: no state twice, and
        # the temporary arrays stay small.
        found_codes, found_gaps = [], []
        for start in range(0, len(codes), SLICE):
            part, part_gaps = _step(
                codes[start : start + SLICE], gaps[start : start + SLICE], seen, shifts, regions
            )
            part, part_gaps, once = _distinct(part, part_gaps, scratch)
            new = once[distance.take(once) == UNREACHED]
            distance[new] = level
            reached += len(new)
            np.bitwise_or.at(seen, part, part_gaps.astype(np.uint16))
            found_codes.append(part)
            found_gaps.append(part_gaps)
        codes, gaps = np.concatenate(found_codes), np.concatenate(found_gaps)
        if progress and len(codes):
            progress(min(reached, total - 1), total)
    table = distance[placements(k)]
    if int(table.max()) == UNREACHED:
        raise AssertionError("a placement was never reached")  # pragma: no cover
    if progress:
        progress(total, total)
    return bytes(table.tobytes())


def _distinct(
    codes: np.ndarray, gaps: np.ndarray, scratch: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each (placement, region) once, and each placement once, without sorting.

    Per round, the last writer of a placement's slot wins, and the entries
    with another region go to the next round; the first round's winners are
    the placements, each once.
    """
    import numpy as np

    kept_codes, kept_gaps = [codes[:0]], [gaps[:0]]
    while len(codes):
        order = np.arange(len(codes), dtype=np.int32)
        scratch[codes] = order
        winner = scratch.take(codes)
        first = winner == order
        kept_codes.append(codes[first])
        kept_gaps.append(gaps[first])
        other = gaps.take(winner) != gaps
        codes, gaps = codes[other], gaps[other]
    once = kept_codes[1] if len(kept_codes) > 1 else kept_codes[0]
    return np.concatenate(kept_codes), np.concatenate(kept_gaps), once


def _step(
    codes: np.ndarray,
    gaps: np.ndarray,
    seen: np.ndarray,
    shifts: list[int],
    regions: np.ndarray,
) -> tuple[np.ndarray, np.ndarray]:
    """Every (placement, gap region) one pattern-tile move away from the given ones and
    not seen before (a region is seen when its cells are in ``seen``)."""
    import numpy as np

    cells = [(codes >> shift) & 15 for shift in shifts]
    occupied = np.zeros(len(codes), dtype=np.int32)
    for cell in cells:
        occupied |= np.left_shift(1, cell)
    # For each way a tile can slide (cell step), the tiles' cells whose neighbour that
    # way is in the gap's region.
    slides = [
        (-SIZE, (gaps << SIZE) & occupied),
        (SIZE, (gaps >> SIZE) & occupied),
        (-1, ((gaps & ~RIGHT_COLUMN) << 1) & occupied),
        (1, ((gaps & ~LEFT_COLUMN) >> 1) & occupied),
    ]
    found_codes, found_gaps = [], []
    for cell, shift in zip(cells, shifts, strict=True):
        for step, movable_cells in slides:
            movable = np.flatnonzero((movable_cells >> cell) & 1)
            moved = codes.take(movable) + (step << shift)
            source = cell.take(movable)
            fresh = np.flatnonzero(
                ((seen.take(moved) >> source) & 1) == 0
            )  # gap ends where the tile was
            moved, source, movable = moved.take(fresh), source.take(fresh), movable.take(fresh)
            # The tile leaves ``source`` for ``source + step``.
            after = (
                occupied.take(movable) ^ np.left_shift(1, source) ^ np.left_shift(1, source + step)
            )
            found_codes.append(moved)
            found_gaps.append(regions.take(after * CELLS + source).astype(np.int32))
    return np.concatenate(found_codes), np.concatenate(found_gaps)


def expand(group_size: int, compact: bytes) -> bytes:
    """The lookup layout of a compact database (holes hold 0; the search never reads them)."""
    import numpy as np

    lookup = np.zeros(CELLS**group_size, dtype=np.uint8)
    lookup[placements(group_size)] = np.frombuffer(compact, dtype=np.uint8)
    return bytes(lookup.tobytes())


def file_name(group: Sequence[int]) -> str:
    """The cache file of the compact database of ``group``."""
    return f"puzzle4-pdb-v{VERSION}-" + "-".join(map(str, group)) + ".bin"


def load_or_build(
    group: Sequence[int],
    folder: str,
    progress: Progress | None = None,
    notify: Notify | None = None,
    fresh: bool = False,
) -> bytes:
    """The compact database of ``group`` from the cache folder, built and saved when it is
    missing or damaged; ``fresh``: built again whatever the cache holds."""
    return cached_bytes(
        folder,
        file_name(group),
        compact_size(len(group)),
        lambda: build(group, progress),
        notify,
        fresh,
    )
