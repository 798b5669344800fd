"""The dice kernels of a turn, for many states at once: keeping and rolling again.

Arrays hold one row per roll or keep and one column per state.
``keep_values`` averages over the dice rolled after a keep, ``best_keeps``
takes the best keep within each roll (both numbered as in ``dice``), and
``turn_start`` chains them into the value of a turn before its first roll.
Every state's column is computed on its own, so batches of any size give the
same values.

Inside, keeps are laid out by size, smallest first, and within a size by
their number of distinct faces, most first: each size is one slice, and the
keeps whose parents (one die fewer) are all taken into account form a prefix
of it, so the kernels work on slices and the best keep is found in place.
"""

from __future__ import annotations

import numpy as np

from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.rules import DICE


def _layout() -> list[tuple[int, ...]]:
    """Every keep in the inner order: by size, then most distinct faces first."""
    return [
        keep
        for size in range(DICE + 1)
        for keep in sorted(combos.KEEPS_BY_SIZE[size], key=lambda k: -len(set(k)))
    ]


LAYOUT = _layout()
PLACE = {keep: i for i, keep in enumerate(LAYOUT)}
# STANDARD[i]: the keep number (as in ``dice``) of inner row i; INNER: the reverse.
STANDARD = np.array([combos.KEEP_INDEX[k] for k in LAYOUT], dtype=np.int64)
INNER = np.argsort(STANDARD)
_ENDS = np.cumsum([len(combos.KEEPS_BY_SIZE[size]) for size in range(DICE + 1)]).tolist()
SIZES = {size: slice(([0, *_ENDS])[size], _ENDS[size]) for size in range(DICE + 1)}
ROLLS = SIZES[DICE]
ROLL_ORDER = STANDARD[ROLLS]  # the roll number of each inner roll row
CHILDREN = {
    size: np.array(
        [[PLACE[tuple(sorted((*k, f)))] for f in range(1, 7)] for k in LAYOUT[SIZES[size]]],
        dtype=np.int64,
    )
    for size in range(DICE)
}


def _parents(size: int) -> tuple[np.ndarray, tuple[int, ...]]:
    """The inner rows one die fewer of each keep of ``size`` dice (padded by repeating them),
    and, for each j, how many keeps of the size have more than j of them."""
    found = []
    for keep in LAYOUT[SIZES[size]]:
        distinct = sorted({PLACE[keep[:i] + keep[i + 1 :]] for i in range(size)})
        found.append(distinct)
    padded = np.array([(rows * DICE)[:DICE] for rows in found], dtype=np.int64)
    return padded, tuple(sum(len(rows) > j for rows in found) for j in range(DICE))


PARENTS = {size: _parents(size) for size in range(1, DICE + 1)}
# The chance of each inner roll row from rolling all five dice.
ROLL_CHANCES = np.array([combos.probability(roll) for roll in LAYOUT[ROLLS]])


def inner_keep_values(rolled: np.ndarray) -> np.ndarray:
    """``keep_values`` in the inner layout, from the roll values in the inner order."""
    keep = np.empty((len(LAYOUT), rolled.shape[1]))
    keep[ROLLS] = rolled
    for size in range(DICE - 1, -1, -1):
        children = CHILDREN[size]
        total = keep[children[:, 0]]
        for f in range(1, 6):
            total += keep[children[:, f]]
        total /= 6.0
        keep[SIZES[size]] = total
    return keep


def inner_roll_chances(mass: np.ndarray) -> np.ndarray:
    """The adjoint of ``inner_keep_values``, in place: ``mass`` (462, n) on keeps and rolls
    becomes each roll's chance of being rolled, the mass of a keep spread over the dice
    rolled after it (every sum ``inner_keep_values`` forms, taken the other way round).
    Returns the rolls' rows (a view of ``mass``)."""
    for size in range(1, DICE + 1):
        rows = mass[SIZES[size]]
        parents, steps = PARENTS[size]
        total = mass[parents[:, 0]]
        for j in range(1, DICE):
            count = steps[j]
            if count == 0:
                break
            total[:count] += mass[parents[:count, j]]
        total /= 6.0
        rows += total
    return mass[ROLLS]


def inner_best_keeps(keep: np.ndarray) -> np.ndarray:
    """``best_keeps`` in the inner layout, in place: ``keep`` becomes each keep's best part.

    Returns the rolls' rows (a view of ``keep``).
    """
    for size in range(1, DICE + 1):
        rows = keep[SIZES[size]]
        parents, steps = PARENTS[size]
        for j, count in enumerate(steps):
            if count == 0:
                break
            part = rows[:count]
            np.maximum(part, keep[parents[:count, j]], out=part)
    return keep[ROLLS]


def keep_values(rolled: np.ndarray) -> np.ndarray:
    """K[k, s]: the expected value of keeping k and rolling the other dice once."""
    keep: np.ndarray = inner_keep_values(rolled[ROLL_ORDER])[INNER]
    return keep


def best_keeps(keep: np.ndarray) -> np.ndarray:
    """E[r, s]: the best keep within each roll r (keeping all five included)."""
    best: np.ndarray = inner_best_keeps(keep[STANDARD])[np.argsort(ROLL_ORDER)]
    return best


def turn_start(rolls: int, final: np.ndarray) -> np.ndarray:
    """The value of a turn before its first roll, from the values of entering each roll."""
    rolled = final[ROLL_ORDER]
    for _ in range(rolls - 1):
        rolled = inner_best_keeps(inner_keep_values(rolled))
    return start_values(rolled)


def start_values(rolled: np.ndarray) -> np.ndarray:
    """The value of a turn before its first roll, from the best value of each roll (inner
    order) with all rolls to come. (A product whose rounding depends on the batch: the
    table's batches are ``solver.CHUNK`` states.)"""
    start: np.ndarray = ROLL_CHANCES @ rolled
    return start
