"""One turn, for many start-of-turn states at once: the numpy kernels of the strategy.

A state is (categories used as a 13-bit mask, upper sum capped at 63, whether
the Kniffel row holds 50 or more); ``following`` holds the next turn's values
of every state, densely indexed. From it, the value of entering every roll
(``final_values``), of keeping every part of a roll (``keep_values``) and of
a turn before its first roll (``turn_start``) follow for a batch of states.
The table (``solver``) runs these level by level; the strategy plans a turn with them.

What a roll may be entered in, and for how much, is not written here: the
arrays of ``offers`` are ``sheet.offer`` evaluated for every roll.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np

from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.rules import (
    BONUS_THRESHOLD,
    CATEGORY_IDS,
    FACES,
    STANDARD_POINTS,
    Points,
)
from kniffel_cli.kniffel.sheet import offer

CATEGORIES = len(CATEGORY_IDS)
UPPER = FACES  # rows 1-6, one per face, count towards the upper sum
KNIFFEL = CATEGORY_IDS.index("kniffel")
KNIFFEL_BIT = 1 << KNIFFEL
CAP = BONUS_THRESHOLD  # upper sums from 63 on count the same (no threshold is higher)
DENSE = (1 << CATEGORIES) * (CAP + 1) * 2
ALL_ROWS = (1 << CATEGORIES) - 1

# What a state knows of its Kniffel row, by number: open, 0, 50 or more (the flag).
ROW_STATES = ("open", "zero", "scored")


def row_values(values: Points) -> tuple[int | None, ...]:
    """What the Kniffel row holds in each of ``ROW_STATES`` under the point ``values``."""
    return (None, 0, values.kniffel)


def dense_index(mask: Any, upper: Any, flag: Any) -> Any:
    """Where a state's value sits in a level's dense array."""
    return (mask * (CAP + 1) + upper) * 2 + flag


def row_state(masks: np.ndarray, flags: np.ndarray) -> np.ndarray:
    """The number in ``ROW_STATES`` of each state's Kniffel row."""
    return np.where((masks & KNIFFEL_BIT) != 0, 1 + flags, 0)


def after_entering(c: int, masks: Any, uppers: Any, flags: Any, gained: Any) -> Any:
    """The dense index of the state that entering ``gained`` points in category c leads to."""
    upper = np.minimum(CAP, uppers + gained) if c < UPPER else uppers
    flag = np.where(gained > 0, 1, flags) if c == KNIFFEL else flags
    return dense_index(masks | (1 << c), upper, flag)


# --- fixed arrays over rolls and keeps ------------------------------------------------

CHILDREN = {
    size: np.array([combos.children(k) for k in combos.KEEPS_BY_SIZE[size]], dtype=np.int64)
    for size in range(5)
}
PARENTS = {
    size: np.array([combos.parents(k) for k in combos.KEEPS_BY_SIZE[size]], dtype=np.int64)
    for size in range(1, 6)
}
ROWS = {size: np.array(combos.rows_of_size(size), dtype=np.int64) for size in range(6)}


@dataclass(frozen=True)
class Offers:
    """``sheet.offer`` for every roll and each state of the Kniffel row, as arrays.

    Indexed by the row state (``ROW_STATES``), the tier, the category and the
    roll; -inf stands for "not offered". A plain roll goes into any open row at
    the points of ``fresh``, whatever the sheet; the others are ``special``.
    """

    points: np.ndarray  # [row state, tier, category, roll]
    tiers: np.ndarray  # [row state, tier, roll]: the tier's categories as a mask
    again: np.ndarray  # [row state, category, roll]
    bonus: np.ndarray  # [row state, roll]
    fresh: np.ndarray  # [category, roll]: the plain rolls' points (0 for the special ones)
    special: np.ndarray  # the roll numbers that are not plain


@cache
def offers(rules: str, values: Points = STANDARD_POINTS) -> Offers:
    """The arrays of ``sheet.offer`` under ``rules`` and the point ``values`` (computed once)."""
    found = [
        [offer(rules, roll, row, values) for roll in combos.ROLLS] for row in row_values(values)
    ]
    depth = max(len(o.tiers) for row in found for o in row)
    padded = [[o.tiers + ({},) * (depth - len(o.tiers)) for o in row] for row in found]

    def grid(parts: list[list[Mapping[str, int]]]) -> np.ndarray:
        """[row state, category, roll]: one part of each offer, -inf where it has no entry."""
        return np.array(
            [[[part.get(c, -np.inf) for part in row] for c in CATEGORY_IDS] for row in parts],
            dtype=np.float64,
        )

    points = np.stack([grid([[p[t] for p in row] for row in padded]) for t in range(depth)], 1)
    again = grid([[o.again for o in row] for row in found])
    bonus = np.array([[o.bonus for o in row] for row in found], dtype=np.float64)
    bits = (1 << np.arange(CATEGORIES))[:, None]
    tiers = np.where(points > -np.inf, bits, 0).sum(axis=2)
    plain = (
        (tiers[:, 0] == ALL_ROWS).all(axis=0)
        & (tiers[:, 1:] == 0).all(axis=(0, 1))
        & (again == -np.inf).all(axis=(0, 1))
        & (bonus == 0).all(axis=0)
        & (points[:, 0] == points[0, 0]).all(axis=(0, 1))
    )
    fresh = np.where(plain, points[0, 0], 0.0)
    arrays = Offers(points, tiers, again, bonus, fresh, np.flatnonzero(~plain))
    for array in (arrays.points, arrays.tiers, arrays.again, arrays.bonus, arrays.fresh):
        array.setflags(write=False)
    return arrays


# --- one turn, for many states at once -----------------------------------------------


def entries(
    rules: str,
    following: np.ndarray,
    masks: np.ndarray,
    uppers: np.ndarray,
    flags: np.ndarray,
    rolls: np.ndarray,
    points: Points = STANDARD_POINTS,
) -> np.ndarray:
    """V[c, i]: entering roll ``rolls[i]`` in category c in state i, -inf where not offered.

    The value is the points, plus the next turn's value of the state it leads
    to, plus any bonus.
    """
    table = offers(rules, points)
    row = row_state(masks, flags)
    has_open = (table.tiers[row, :, rolls] & ~masks[:, None]) != 0  # (n, tiers)
    tier = has_open.argmax(axis=1)  # the first tier with an open row
    bonus = table.bonus[row, rolls]
    values = np.empty((CATEGORIES, len(masks)))
    for c in range(CATEGORIES):
        open_now = (masks & (1 << c)) == 0
        gained = np.where(open_now, table.points[row, tier, c, rolls], -np.inf)
        gained = np.maximum(gained, table.again[row, c, rolls])
        offered = gained > -np.inf
        gained = np.where(offered, gained, 0.0)
        after = following[after_entering(c, masks, uppers, flags, gained.astype(np.int64))]
        values[c] = np.where(offered, gained + after + bonus, -np.inf)
    return values


def final_values(
    rules: str,
    following: np.ndarray,
    masks: np.ndarray,
    uppers: np.ndarray,
    flags: np.ndarray,
    points: Points = STANDARD_POINTS,
) -> np.ndarray:
    """E[r, s]: the best of entering roll r now, for each state s, given the next turn's values.

    The plain rolls of all states at once; then the special ones through ``entries``.
    """
    table = offers(rules, points)
    count = len(masks)
    best = np.full((len(combos.ROLLS), count), -np.inf)
    for c in range(CATEGORIES):
        open_now = (masks & (1 << c)) == 0
        if not open_now.any():
            continue
        gained = table.fresh[c]
        if c < UPPER or c == KNIFFEL:  # the state it leads to depends on the points
            worths, which = np.unique(gained, return_inverse=True)
            value = np.stack(
                [
                    worth + following[after_entering(c, masks, uppers, flags, int(worth))]
                    for worth in worths
                ]
            )
            value[:, ~open_now] = -np.inf
            value = value[which]
        else:
            after = following[after_entering(c, masks, uppers, flags, 0)]
            value = gained[:, None] + np.where(open_now, after, -np.inf)[None, :]
        np.maximum(best, value, out=best)
    special = table.special
    if len(special):
        times = len(special)
        values = entries(
            rules,
            following,
            np.tile(masks, times),
            np.tile(uppers, times),
            np.tile(flags, times),
            np.repeat(special, count),
            points,
        )
        best[special] = values.max(axis=0).reshape(times, count)
    return best


def keep_values(rolled: np.ndarray) -> np.ndarray:
    """K[k, s]: the expected value of keeping k and rolling the other dice once."""
    keep = np.empty((len(combos.KEEPS), rolled.shape[1]))
    keep[ROWS[5]] = rolled
    for size in range(4, -1, -1):
        children = CHILDREN[size]
        total = keep[children[:, 0]].copy()
        for f in range(1, 6):
            total += keep[children[:, f]]
        keep[ROWS[size]] = total / 6.0
    return keep


def best_keeps(keep: np.ndarray) -> np.ndarray:
    """E[r, s]: the best keep within each roll r (keeping all five included)."""
    best = np.empty_like(keep)
    best[ROWS[0]] = keep[ROWS[0]]
    for size in range(1, 6):
        parents = PARENTS[size]
        value = keep[ROWS[size]]
        for j in range(5):
            np.maximum(value, best[parents[:, j]], out=value)
        best[ROWS[size]] = value
    return best[ROWS[5]]


def turn_start(rolls: int, final: np.ndarray) -> np.ndarray:
    """The value of a turn before its first roll, from the values of entering each roll."""
    rolled = final
    for _ in range(rolls - 1):
        rolled = best_keeps(keep_values(rolled))
    start: np.ndarray = keep_values(rolled)[combos.EMPTY]
    return start
