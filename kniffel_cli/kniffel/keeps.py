"""The dice kernels of a turn, for many states at once: keeping and rolling again.

Arrays hold one row per roll or keep (numbered as in ``dice``) and one column
per state. ``keep_values`` averages over the dice rolled after a keep,
``best_keeps`` takes the best keep within each roll, and ``turn_start``
chains them into the value of a turn before its first roll. Every state's
column is computed on its own, so batches of any size give the same values.
"""

from __future__ import annotations

import numpy as np

from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.rules import DICE

CHILDREN = {
    size: np.array([combos.children(k) for k in combos.KEEPS_BY_SIZE[size]], dtype=np.int64)
    for size in range(DICE)
}
PARENTS = {
    size: np.array([combos.parents(k) for k in combos.KEEPS_BY_SIZE[size]], dtype=np.int64)
    for size in range(1, DICE + 1)
}
ROWS = {size: np.array(combos.rows_of_size(size), dtype=np.int64) for size in range(DICE + 1)}
# The chance of each roll from rolling all five dice.
ROLL_CHANCES = np.array([combos.probability(roll) for roll in combos.ROLLS])


def _by_distinct_parents(size: int) -> tuple[np.ndarray, np.ndarray, tuple[int, ...]]:
    """The keeps of ``size`` dice, most distinct faces first; their parents; and, for each
    j, how many of them have more than j distinct parents (``parents`` pads with repeats)."""
    distinct = np.array([len(set(k)) for k in combos.KEEPS_BY_SIZE[size]])
    order = np.argsort(-distinct, kind="stable")
    sorted_distinct = distinct[order]
    steps = tuple(int((sorted_distinct > j).sum()) for j in range(DICE))
    return ROWS[size][order], PARENTS[size][order], steps


SORTED = {size: _by_distinct_parents(size) for size in range(1, DICE + 1)}


def keep_values(rolled: np.ndarray) -> np.ndarray:
    """K[k, s]: the expected value of keeping k and rolling the other dice once."""
    keep = np.empty((len(combos.KEEPS), rolled.shape[1]))
    keep[ROWS[DICE]] = rolled
    for size in range(DICE - 1, -1, -1):
        children = CHILDREN[size]
        total = keep[children[:, 0]]
        for f in range(1, 6):
            total += keep[children[:, f]]
        total /= 6.0
        keep[ROWS[size]] = total
    return keep


def best_keeps(keep: np.ndarray) -> np.ndarray:
    """E[r, s]: the best keep within each roll r (keeping all five included)."""
    best = np.empty_like(keep)
    best[ROWS[0]] = keep[ROWS[0]]
    for size in range(1, DICE + 1):
        rows, parents, steps = SORTED[size]
        value = keep[rows]
        for j in range(DICE):
            count = steps[j]
            if count == 0:
                break
            part = value[:count]
            np.maximum(part, best[parents[:count, j]], out=part)
        best[rows] = value
    return best[ROWS[DICE]]


def turn_start(rolls: int, final: np.ndarray) -> np.ndarray:
    """The value of a turn before its first roll, from the values of entering each roll."""
    rolled = final
    for _ in range(rolls - 1):
        rolled = best_keeps(keep_values(rolled))
    start: np.ndarray = ROLL_CHANCES @ rolled
    return start
