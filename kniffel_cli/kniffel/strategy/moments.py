"""The spread of an optimal game: the second moment of the points still to come.

The table (``solver``) holds each start-of-turn state's expected points to
come, E[R]. Under the same policy, the one the optimal player follows
(``planning.decide``: the best take, the first category on ties; a roll
only when its best keep beats the take by more than 1e-9, the first of the
proper keeps on ties), a second backward pass gives E[R²]: a take of g
points (its bonus included) that leads to a state with moments E[R'] and
E[R'²] has the second moment g² + 2·g·E[R'] + E[R'²], and keeping averages
second moments over the dice as it averages values (``keep_values`` is
linear). The upper bonus is in the terminal values, as in the table. The
variance of the final total is then E[R²] − E[R]² at the start.

It visits every state once more and every roll of it, as the table does,
but enters each roll through ``entries`` (all categories, not the grouped
shortcut of ``final_values``), so it takes longer than building the table.
"""

from __future__ import annotations

import math

import numpy as np

from kniffel_cli.common.cache import Notify, cache_folder, cached_bytes
from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.strategy.keeps import best_keeps, keep_values
from kniffel_cli.kniffel.strategy.planning import sub_keeps
from kniffel_cli.kniffel.strategy.solver import (
    CHUNK,
    Progress,
    Table,
    every_level,
    terminal,
)
from kniffel_cli.kniffel.strategy.table_file import DENSE, dense_index
from kniffel_cli.kniffel.strategy.turn import entry_parts, final_values

ROLL_COUNT = len(combos.ROLLS)
# The chance of each roll (numbered as in ``dice``) from rolling all five dice.
CHANCES = np.array([combos.probability(roll) for roll in combos.ROLLS])


def first_best(values: np.ndarray) -> np.ndarray:
    """The index along the first axis of each greatest value, the first on ties (``argmax``,
    which is slow along that axis)."""
    best = values[0].copy()
    index = np.zeros(best.shape, dtype=np.int64)
    for i in range(1, len(values)):
        better = values[i] > best
        index[better] = i
        np.maximum(best, values[i], out=best)
    return index


def turn_moments(
    table: Table,
    following: np.ndarray,
    squares: np.ndarray,
    masks: np.ndarray,
    uppers: np.ndarray,
    flags: np.ndarray,
) -> tuple[np.ndarray, np.ndarray]:
    """E[R] and E[R²] at the start of a turn of each state, under the optimal player's policy,
    from the next turn's values (``following``) and second moments (``squares``)."""
    spec = table.spec
    count = len(masks)
    rolls = np.repeat(np.arange(ROLL_COUNT), count)  # roll-major: (252 * count,)
    parts = entry_parts(
        spec.rules, np.tile(masks, ROLL_COUNT), np.tile(uppers, ROLL_COUNT),
        np.tile(flags, ROLL_COUNT), rolls, spec.points,
    )  # fmt: skip
    takes = parts.values(following)
    category = first_best(takes)
    pairs = np.arange(len(rolls))
    take = takes[category, pairs].reshape(ROLL_COUNT, count)
    gained = parts.gained[category, pairs] + parts.bonus
    after = parts.after[category, pairs]
    later = following[after]
    first = (gained + later).reshape(ROLL_COUNT, count)
    second = (gained * gained + 2.0 * gained * later + squares[after]).reshape(ROLL_COUNT, count)
    # The player's keep values, as ``planning.plan`` makes them, decide; the moments follow.
    planned = final_values(spec.rules, following, masks, uppers, flags, spec.points)
    candidates = sub_keeps()  # (252, 32)
    for _ in range(spec.rolls - 1):
        values = keep_values(planned)  # (462, count)
        chosen_values = values[candidates.T]  # (32, 252, count)
        best = first_best(chosen_values)  # (252, count)
        keep = candidates[np.arange(ROLL_COUNT)[:, None], best]  # (252, count)
        columns = np.arange(count)[None, :]
        better = values[keep, columns] > take + 1e-9
        first = np.where(better, keep_values(first)[keep, columns], first)
        second = np.where(better, keep_values(second)[keep, columns], second)
        planned = best_keeps(values)
    return CHANCES @ first, CHANCES @ second


def second_moments(table: Table, progress: Progress | None = None) -> dict[int, np.ndarray]:
    """turns left -> the dense E[R²] of every state of the level (the terminal one at 0);
    ``progress(done, total)`` after each batch, over the ``representatives`` of every level."""
    spec = table.spec
    levels, standing, total = every_level(spec)
    done = 0
    squares = {0: terminal(spec.points) ** 2}
    for t in range(1, spec.rounds + 1):
        masks, uppers, flags = levels[t]
        first, inverse = standing[t]
        computed = np.empty(len(first))
        step = max(1, CHUNK // 16)  # each state brings its 252 rolls: 64 is fastest
        for begin in range(0, len(first), step):
            part = first[begin : begin + step]
            _, computed[begin : begin + step] = turn_moments(
                table, table.level(t - 1), squares[t - 1], masks[part], uppers[part], flags[part]
            )
            done += len(part)
            if progress:
                progress(done, total)
        dense = np.zeros(DENSE)
        dense[dense_index(masks, uppers, flags)] = computed[inverse]
        squares[t] = dense
    return squares


def standard_deviation(table: Table, progress: Progress | None = None) -> float:
    """The standard deviation of the final total of an optimal game from the start."""
    square = float(second_moments(table, progress)[table.spec.rounds][dense_index(0, 0, 0)])
    return math.sqrt(max(0.0, square - table.expected_total**2))


def spread(
    table: Table,
    folder: str | None = None,
    progress: Progress | None = None,
    notify: Notify | None = None,
) -> float:
    """``standard_deviation``, its start's second moment cached beside the table (8 bytes,
    little-endian float64, under the same checksum as the tables)."""
    folder = cache_folder() if folder is None else folder
    name = table.spec.name.replace("kniffel-table", "kniffel-moments", 1)
    start = dense_index(0, 0, 0)

    def build() -> bytes:
        return np.array(
            [second_moments(table, progress)[table.spec.rounds][start]], "<f8"
        ).tobytes()

    square = float(np.frombuffer(cached_bytes(folder, name, 8, build, notify), "<f8")[0])
    return math.sqrt(max(0.0, square - table.expected_total**2))


# A stand-in for the cached spread (branch spread): the second moments computed in the
# process (the standard variants read from the lead's development folder when present).
class _DevSpread:
    def __init__(self, table: Table, squares: dict[int, np.ndarray]) -> None:
        self.spec = table.spec
        self.table = table
        self.squares = squares
        self._var: dict[int, np.ndarray] = {}

    def level(self, turns_left: int) -> np.ndarray:
        return self.squares[turns_left]

    def variance_level(self, turns_left: int) -> np.ndarray:
        if turns_left not in self._var:
            found = self.squares[turns_left] - self.table.level(turns_left) ** 2
            self._var[turns_left] = np.maximum(found, 0.0)
        return self._var[turns_left]


def load_or_build(
    table: Table,
    folder: str | None = None,
    progress: Progress | None = None,
    notify: Notify | None = None,
    cached_only: bool = False,
) -> tuple[_DevSpread, bool]:
    import os

    spec = table.spec
    path = f"/work/dev/sq_{spec.rules}.npz"
    if spec.rolls == 3 and spec.rounds == 13 and not spec.points.changed() and os.path.exists(path):
        stored = np.load(path)
        return _DevSpread(table, {int(k): stored[k] for k in stored.files}), True
    if cached_only:
        raise LookupError("not cached")
    return _DevSpread(table, second_moments(table, progress)), False
