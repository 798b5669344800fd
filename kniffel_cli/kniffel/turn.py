"""One turn, for many start-of-turn states at once: the numpy kernels of the strategy.

A state is (categories used as a 13-bit mask, upper sum capped at 63, whether
the Kniffel row holds 50 or more); ``following`` holds the next turn's values
of every state, densely indexed. From it, the value of entering every roll
(``final_values``), of keeping every part of a roll (``keep_values``) and of
a turn before its first roll (``turn_start``) follow for a batch of states.
The table (``solver``) runs these level by level; the strategy plans a turn with them.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import numpy as np

from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.rules import (
    BONUS_THRESHOLD,
    CATEGORY_IDS,
    EXTRA_KNIFFEL_POINTS,
    KNIFFEL_RULES,
    joker_points,
    points,
)

CATEGORIES = len(CATEGORY_IDS)
UPPER = 6
KNIFFEL = CATEGORY_IDS.index("kniffel")
KNIFFEL_BIT = 1 << KNIFFEL
CAP = BONUS_THRESHOLD  # upper sums from 63 on count the same
DENSE = (1 << CATEGORIES) * (CAP + 1) * 2


def dense_index(mask: Any, upper: Any, flag: Any) -> Any:
    """Where a state's value sits in a level's dense array."""
    return (mask * (CAP + 1) + upper) * 2 + flag


# --- fixed arrays over rolls and keeps ------------------------------------------------

ROLLS = np.array(combos.ROLLS, dtype=np.int64)  # (252, 5)
FACE_COUNTS = np.stack([(ROLLS == f).sum(axis=1) for f in range(1, 7)])  # (6, 252)
IS_KNIFFEL = FACE_COUNTS.max(axis=0) == 5
KNIFFEL_ROLL = [combos.ROLL_INDEX[(f,) * 5] for f in range(1, 7)]
CHILDREN = {
    size: np.array([combos.children(k) for k in combos.KEEPS_BY_SIZE[size]], dtype=np.int64)
    for size in range(5)
}
PARENTS = {
    size: np.array([combos.parents(k) for k in combos.KEEPS_BY_SIZE[size]], dtype=np.int64)
    for size in range(1, 6)
}
ROWS = {size: np.array(combos.rows_of_size(size), dtype=np.int64) for size in range(6)}


@cache
def points_matrix(rules: str) -> np.ndarray:
    """points[c, r]: what roll r enters in category c of a fresh sheet (computed once)."""
    table = np.array(
        [[points(c, roll, rules) for roll in combos.ROLLS] for c in CATEGORY_IDS], dtype=np.float64
    )
    table.setflags(write=False)
    return table


@cache
def joker_matrix() -> np.ndarray:
    """joker[c, r]: what roll r scores in lower category c as a Yahtzee joker (computed once)."""
    table = np.array(
        [[joker_points(c, roll) for roll in combos.ROLLS] for c in CATEGORY_IDS], dtype=np.float64
    )
    table.setflags(write=False)
    return table


# --- one turn, for many states at once -----------------------------------------------


def final_values(
    rules: str,
    following: np.ndarray,
    masks: np.ndarray,
    uppers: np.ndarray,
    flags: np.ndarray,
) -> np.ndarray:
    """E[r, s]: the best of entering roll r now, for each state s, given the next turn's values."""
    count = len(masks)
    points_table = points_matrix(rules)
    best = np.full((len(combos.ROLLS), count), -np.inf)
    for c in range(CATEGORIES):
        bit = 1 << c
        open_now = (masks & bit) == 0
        if not open_now.any():
            continue
        if c < UPPER:
            face = c + 1
            # What the category is worth for each count of the face: 0..5 dice.
            worth = np.stack(
                [
                    face * n
                    + following[dense_index(masks | bit, np.minimum(CAP, uppers + face * n), flags)]
                    for n in range(6)
                ]
            )
            value = worth[FACE_COUNTS[c]]
        elif c == KNIFFEL:
            scored = following[dense_index(masks | bit, uppers, 1)]
            struck = following[dense_index(masks | bit, uppers, flags)]
            value = np.where(
                IS_KNIFFEL[:, None], points_table[c][:, None] + scored[None, :], struck[None, :]
            )
        else:
            value = (
                points_table[c][:, None]
                + following[dense_index(masks | bit, uppers, flags)][None, :]
            )
        np.maximum(best, np.where(open_now[None, :], value, -np.inf), out=best)
    row_filled = (masks & KNIFFEL_BIT) != 0
    if rules == KNIFFEL_RULES:
        extra = row_filled & (flags == 1)
        if extra.any():
            stay = EXTRA_KNIFFEL_POINTS + following[dense_index(masks, uppers, 1)]
            for r in KNIFFEL_ROLL:
                best[r] = np.where(extra, np.maximum(best[r], stay), best[r])
    elif row_filled.any():
        _jokers(best, following, masks, uppers, flags, row_filled)
    return best


def _jokers(
    best: np.ndarray,
    following: np.ndarray,
    masks: np.ndarray,
    uppers: np.ndarray,
    flags: np.ndarray,
    filled: np.ndarray,
) -> None:
    """Yahtzee rules: a Yahtzee after the row is filled is a joker, placed as the rules force."""
    bonus = np.where(flags == 1, float(EXTRA_KNIFFEL_POINTS), 0.0)
    for face in range(1, 7):
        roll = (face,) * 5
        own = 1 << (face - 1)
        own_open = (masks & own) == 0
        own_value = (
            5 * face
            + following[dense_index(masks | own, np.minimum(CAP, uppers + 5 * face), flags)]
        )
        lower = np.full(len(masks), -np.inf)
        upper_zero = np.full(len(masks), -np.inf)
        for c in range(CATEGORIES):
            bit = 1 << c
            open_now = (masks & bit) == 0
            after = following[dense_index(masks | bit, uppers, flags)]
            if c < UPPER:
                upper_zero = np.where(open_now, np.maximum(upper_zero, after), upper_zero)
            elif c != KNIFFEL:
                worth = joker_points(CATEGORY_IDS[c], roll) + after
                lower = np.where(open_now, np.maximum(lower, worth), lower)
        forced = np.where(own_open, own_value, np.where(lower > -np.inf, lower, upper_zero))
        r = combos.ROLL_INDEX[roll]
        best[r] = np.where(filled, forced + bonus, best[r])


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
