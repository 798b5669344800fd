"""The optimal strategy: expected final points of every start-of-turn state.

A start-of-turn state is (turns left, categories used as a 13-bit mask, upper
sum capped at 63, whether the Kniffel row holds 50 or more). Backward
induction goes from the last turn to the first; within a turn, the value of
every roll and every kept part follows from the values of the next turn's
states (Verhoeff 1999, Glenn 2006; the kernels are in ``turn`` and
``keeps``). The states of one turn count are handled in batches of numpy
arrays small enough to stay in the processor's cache, and states whose upper
sums count the same (``representatives``) are computed once, so a whole
table is built in seconds. This module holds the table, its building and its
cache file.

Kniffel rules need one more thing: an extra Kniffel takes a turn without
using a category, so a state's turn count is not fixed by its mask. The
levels are therefore indexed by turns left, and a mask may appear at
several levels.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import TypeVar

import numpy as np

from kniffel_cli.common.cache import Damaged
from kniffel_cli.common.i18n import _
from kniffel_cli.kniffel.rules import DICE, STANDARD_POINTS, Points, rule_set
from kniffel_cli.kniffel.strategy import quick
from kniffel_cli.kniffel.strategy.keeps import turn_start
from kniffel_cli.kniffel.strategy.parallel import SharedArray, Workers
from kniffel_cli.kniffel.strategy.table_file import (
    CAP,
    CATEGORIES,
    DENSE,
    KNIFFEL_BIT,
    UPPER,
    Spec,
    dense_index,
    description,
    read_description,
)
from kniffel_cli.kniffel.strategy.turn import final_values

CHUNK = 1024  # states per batch: the kernels' arrays stay within the processor's cache

Progress = Callable[[int, int], None]


@cache
def reachable_uppers() -> np.ndarray:
    """reach[m, u]: can the upper rows in 6-bit mask m add up to u (capped at 63)? (read-only)"""
    reach = np.zeros((1 << UPPER, CAP + 1), dtype=bool)
    for mask in range(1 << UPPER):
        sums = {0}
        for face in range(1, UPPER + 1):
            if mask >> (face - 1) & 1:
                sums = {min(CAP, s + face * n) for s in sums for n in range(6)}
        reach[mask, sorted(sums)] = True
    reach.setflags(write=False)
    return reach


def level_states(spec: Spec, turns_left: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The start-of-turn states with ``turns_left`` turns to play: masks, uppers, flags."""
    used = spec.rounds - turns_left
    masks = np.arange(1 << CATEGORIES, dtype=np.int64)
    count = np.zeros_like(masks)
    for bit in range(CATEGORIES):
        count += (masks >> bit) & 1
    reach = reachable_uppers()
    found = []
    for flag in (0, 1):
        has_row = (masks & KNIFFEL_BIT) != 0
        if rule_set(spec.rules).extra_kniffels:
            # Extra Kniffels take turns without using categories.
            ok = (count == used) | ((count < used) & has_row & (flag == 1))
        else:
            ok = count == used
        if flag:
            ok &= has_row
        chosen = masks[ok]
        rows, uppers = np.nonzero(reach[chosen & ((1 << UPPER) - 1)])
        found.append((chosen[rows], uppers, np.full(len(rows), flag)))
    masks, uppers, flags = (np.concatenate([part[i] for part in found]) for i in range(3))
    return masks.astype(np.int64), uppers.astype(np.int64), flags.astype(np.int64)


def representatives(
    spec: Spec, masks: np.ndarray, uppers: np.ndarray, flags: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """The states of a level that stand for all of it, and which one stands for each state.

    The upper sum matters only through the bonus: sums that reached its
    threshold count the same, and so do sums that the open upper rows (each
    adds at most five times its face) can no longer lift to it; without a
    bonus no sum matters. Such states have equal values, so one is computed.
    """
    points = spec.points
    reach = np.zeros_like(uppers)
    for face in range(1, UPPER + 1):
        reach += np.where((masks >> (face - 1)) & 1, 0, DICE * face)
    threshold = points.bonus_threshold
    kind = np.where(uppers + reach < threshold, -1, uppers)
    kind = np.where(uppers >= threshold, CAP + 1, kind)
    if points.bonus == 0:
        kind = np.zeros_like(kind)
    key = ((masks << 1) | flags) * (CAP + 3) + kind + 1
    _, first, inverse = np.unique(key, return_index=True, return_inverse=True)
    return first, inverse.reshape(-1)


def terminal(points: Points = STANDARD_POINTS) -> np.ndarray:
    """Values after the last turn: the upper bonus, if earned."""
    uppers = np.tile(np.repeat(np.arange(CAP + 1), 2), 1 << CATEGORIES)
    return np.where(uppers >= points.bonus_threshold, float(points.bonus), 0.0)


# --- the table ----------------------------------------------------------------------------


@dataclass
class Table:
    """Every start-of-turn state's expected points to come, level by level."""

    spec: Spec
    indices: dict[int, np.ndarray]  # turns left -> dense indices of its states (sorted)
    values: dict[int, np.ndarray]  # turns left -> their values
    seconds: float = 0.0
    _dense: dict[int, np.ndarray] = field(default_factory=dict)

    @property
    def states(self) -> int:
        return sum(len(v) for v in self.indices.values())

    @property
    def expected_total(self) -> float:
        """The expected total of an optimal game from the start."""
        return self.value(self.spec.rounds, 0, 0, 0)

    def level(self, turns_left: int) -> np.ndarray:
        """The dense value array of a level (terminal values at 0)."""
        if turns_left not in self._dense:
            if turns_left == 0:
                self._dense[0] = terminal(self.spec.points)
            else:
                dense = np.zeros(DENSE)
                dense[self.indices[turns_left]] = self.values[turns_left]
                self._dense[turns_left] = dense
        return self._dense[turns_left]

    def value(self, turns_left: int, mask: int, upper: int, flag: int) -> float:
        return float(self.level(turns_left)[dense_index(mask, min(upper, CAP), flag)])

    def levels(self, turns_left: int) -> quick.Values:
        """A level's values as the plain-Python reader sees them (``quick.check`` reads
        the table through these, as it reads a cache file)."""
        if turns_left == 0:
            return quick.terminal(self.spec)
        return quick.Level(self.indices[turns_left], self.values[turns_left])


Levels = dict[int, tuple[np.ndarray, np.ndarray, np.ndarray]]
Standing = dict[int, tuple[np.ndarray, np.ndarray]]
Done = TypeVar("Done")  # what the work on one batch gives
Batch = tuple[int, int, int]  # a level, and where its batch of representatives begins and ends


def every_level(spec: Spec) -> tuple[Levels, Standing, int]:
    """Each level's states, its ``representatives``, and how many representatives in all."""
    levels = {t: level_states(spec, t) for t in range(1, spec.rounds + 1)}
    standing = {t: representatives(spec, *levels[t]) for t in levels}
    return levels, standing, sum(len(first) for first, _ in standing.values())


def level_places(
    states: tuple[np.ndarray, np.ndarray, np.ndarray], inverse: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """A level's dense indices in the table's order (sorted), and the place of each among
    the representatives (``inverse``): a level computed per representative is
    ``computed[..., places]`` at those indices."""
    index = dense_index(*states)
    order = np.argsort(index)
    return index[order], inverse[order]


class Batches:
    """A level's states in batches of ``CHUNK`` representatives, the work's unit (each batch
    is computed alone, by whichever worker), and the ``progress`` over all levels."""

    def __init__(self, standing: Standing, total: int, progress: Progress | None) -> None:
        self.standing = standing
        self.total = total
        self.progress = progress
        self.done = 0

    def run(self, workers: Workers[Batch, Done], t: int) -> list[Done]:
        """Every batch of level ``t`` (tasks ``(t, begin, end)``: which representatives),
        in order."""
        count = len(self.standing[t][0])
        tasks = [(t, begin, min(count, begin + CHUNK)) for begin in range(0, count, CHUNK)]

        def count_done(number: int) -> None:
            _, begin, end = tasks[number]
            self.done += end - begin
            if self.progress:
                self.progress(self.done, self.total)

        return workers.map(tasks, count_done)


def build(spec: Spec, progress: Progress | None = None, jobs: int = 1) -> Table:
    """Backward induction over all levels; ``progress(done, total)`` after each chunk.

    Only the ``representatives`` of each level are computed (``total`` counts them), a
    batch of ``CHUNK`` at a time, by ``jobs`` processes; each batch is computed as it is
    in one, so the table is the same bit for bit whatever their number.
    """
    start = time.perf_counter()
    levels, standing, total = every_level(spec)
    table = Table(spec, {}, {})
    following = SharedArray(DENSE)  # the level below, where the workers read it
    following.array[:] = terminal(spec.points)

    def batch(task: Batch) -> np.ndarray:
        t, begin, end = task
        masks, uppers, flags = levels[t]
        part = standing[t][0][begin:end]
        final = final_values(
            spec.rules, following.array, masks[part], uppers[part], flags[part], spec.points
        )
        return turn_start(spec.rolls, final)

    batches = Batches(standing, total, progress)
    with Workers(batch, jobs) as workers:
        for t in range(1, spec.rounds + 1):
            first, inverse = standing[t]
            parts = batches.run(workers, t)
            computed = np.concatenate(parts) if parts else np.empty(0)
            table.indices[t], places = level_places(levels[t], inverse)
            table.values[t] = computed[places]
            following.array[:] = 0.0
            following.array[table.indices[t]] = table.values[t]
    table.seconds = time.perf_counter() - start
    return table


def encode(table: Table) -> list[bytes | memoryview]:
    """The cached form: a JSON line (padded to 8 bytes), every level's values, then indices.

    Values are little-endian float64, indices little-endian int32 (each level
    sorted), level 1 first; a level of several quantities per state has them one after
    the other.
    """
    return encode_levels(table.spec, table.indices, table.values, table.seconds)


def encode_levels(
    spec: Spec, indices: dict[int, np.ndarray], values: dict[int, np.ndarray], seconds: float
) -> list[bytes | memoryview]:
    """``encode`` of any values per level at the levels' indices (the table's, the spread's)."""
    levels = range(1, spec.rounds + 1)
    counts = [len(indices[t]) for t in levels]
    line = json.dumps(description(spec, counts, seconds)).encode()
    line = line.ljust(-(-(len(line) + 1) // 8) * 8 - 1) + b"\n"
    return [
        line,
        *(np.ascontiguousarray(values[t], "<f8").tobytes() for t in levels),
        *(indices[t].astype("<i4").tobytes() for t in levels),
    ]


def decode(spec: Spec, payload: bytes) -> Table:
    """A table from its verified cached form; Damaged if it is not one of ``spec``."""
    table = Table(spec, *decode_levels(spec, payload))
    quick.check(spec, table.levels, range(1, spec.rounds + 1))
    return table


def decode_levels(
    spec: Spec, payload: bytes, quantities: int = 1
) -> tuple[dict[int, np.ndarray], dict[int, np.ndarray], float]:
    """The indices, values and build seconds of ``encode_levels``' form, read in place
    (read-only arrays); Damaged if they are not sorted states with finite values. With
    several ``quantities`` per state, a level's values are (quantities, states)."""
    offset, counts, seconds = read_description(spec, payload, quantities)
    values, indices = {}, {}
    for t, count in enumerate(counts, 1):
        found = np.frombuffer(payload, "<f8", count * quantities, offset)
        values[t] = found if quantities == 1 else found.reshape(quantities, count)
        offset += 8 * count * quantities
    for t, count in enumerate(counts, 1):
        indices[t] = np.frombuffer(payload, "<i4", count, offset)
        offset += 4 * count
        if count and not (indices[t][0] >= 0 and indices[t][-1] < DENSE):
            raise Damaged(_("its states are out of range"))
        if not np.all(np.diff(indices[t]) > 0) or not np.isfinite(values[t]).all():
            raise Damaged(_("its values are malformed"))
    return indices, values, seconds


__all__ = ["DENSE", "Spec", "Table", "build"]
