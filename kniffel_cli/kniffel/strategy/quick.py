"""The hint without numpy: one level of a cached table, one turn planned in plain Python.

A hint needs the next turn's values only of the states the current one leads
to, and the plan of one turn: a few thousand additions. Read from the
verified cache file and added up in plain Python, they spare the hint
loading numpy, which takes longer than all the rest of the command. The sums
run in the order of the numpy kernels (``turn``, ``keeps``), so the values
are the same to the last bit. Anything amiss (no cached table, a file that
does not fit) gives None, and the caller takes the numpy path, which reports
and rebuilds.
"""

from __future__ import annotations

import math
import os
import sys
from array import array
from bisect import bisect_left
from collections.abc import Callable
from functools import cache

from kniffel_cli.common.cache import Damaged, read
from kniffel_cli.common.i18n import _
from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.rules import CATEGORY_IDS, DICE
from kniffel_cli.kniffel.sheet import Sheet, offer
from kniffel_cli.kniffel.strategy.choice import Choice, proper_keeps, ranked
from kniffel_cli.kniffel.strategy.table_file import (
    CAP,
    DENSE,
    KNIFFEL,
    KNIFFEL_BIT,
    UPPER,
    Spec,
    dense_index,
    read_description,
    used_mask,
)

State = tuple[int, int, int]  # categories used (a mask), upper sum (capped), Kniffel row at 50+
Values = Callable[[int, int, int], float]  # a level's value of (mask, upper, flag)


class Level:
    """The values of one level's states, as the table holds them (sorted by dense index)."""

    def __init__(self, indices: array[int], values: array[float]) -> None:
        self.indices = indices
        self.values = values

    def __call__(self, mask: int, upper: int, flag: int) -> float:
        """The value of a state. Damaged if the table lacks it (the states a hint asks for are
        in every sound table) or its value is not a number."""
        index = dense_index(mask, upper, flag)
        at = bisect_left(self.indices, index)
        if at == len(self.indices) or self.indices[at] != index:
            raise Damaged(_("its states are incomplete"))
        value = self.values[at]
        if not math.isfinite(value):
            raise Damaged(_("its values are malformed"))
        return value


def read_level(spec: Spec, turns_left: int, folder: str) -> Values | None:
    """The values of the states with ``turns_left`` turns to play, from the cached table of
    ``spec`` in ``folder``; None unless it is there, intact and fits."""
    if turns_left == 0:
        return lambda mask, upper, flag: (
            float(spec.points.bonus) if upper >= spec.points.bonus_threshold else 0.0
        )
    try:
        payload = read(os.path.join(folder, spec.name))
        offset, counts, _size = read_description(spec, payload)
    except (FileNotFoundError, Damaged):
        return None
    if not 1 <= turns_left <= spec.rounds:
        return None
    before, count = sum(counts[: turns_left - 1]), counts[turns_left - 1]
    values, indices = array("d"), array("i")
    if values.itemsize != 8 or indices.itemsize != 4:
        return None
    start = offset + 8 * before
    values.frombytes(payload[start : start + 8 * count])
    start = offset + 8 * sum(counts) + 4 * before
    indices.frombytes(payload[start : start + 4 * count])
    if sys.byteorder != "little":
        values.byteswap()
        indices.byteswap()
    if count and not (indices[0] >= 0 and indices[-1] < DENSE):
        return None
    return Level(indices, values)  # not sorted, it finds too little, which it reports


def state_of(sheet: Sheet) -> State:
    """The table's view of a sheet: rows used, upper sum (capped), Kniffel row at 50 or more."""
    mask = used_mask(sheet.scores)
    return mask, min(CAP, sheet.upper), 1 if (sheet.scores["kniffel"] or 0) > 0 else 0


class Entries:
    """Entering any roll in one state (``turn.entries`` for one state)."""

    def __init__(self, spec: Spec, following: Values, state: State) -> None:
        self.spec, self.following, self.state = spec, following, state
        mask, _, flag = state
        self.held = None if not mask & KNIFFEL_BIT else spec.points.kniffel if flag else 0
        self.open_rows = {c for i, c in enumerate(CATEGORY_IDS) if not mask & (1 << i)}
        self.afters: dict[tuple[int, int], float] = {}

    def after(self, c: int, points: int) -> float:
        """The next turn's value of the state that entering ``points`` in row c leads to."""
        if (c, points) not in self.afters:
            mask, upper, flag = self.state
            after_upper = min(CAP, upper + points) if c < UPPER else upper
            after_flag = 1 if c == KNIFFEL and points > 0 else flag
            self.afters[c, points] = self.following(mask | (1 << c), after_upper, after_flag)
        return self.afters[c, points]

    def __call__(self, roll: int) -> list[float | None]:
        """Entering roll number ``roll`` in each category; None where it is not offered."""
        offered = offer(self.spec.rules, combos.ROLLS[roll], self.held, self.spec.points)
        open_rows = self.open_rows
        tier = next((t for t in offered.tiers if open_rows & t.keys()), offered.tiers[0])
        found: list[float | None] = []
        for c, name in enumerate(CATEGORY_IDS):
            gained = max(
                tier.get(name, -math.inf) if name in open_rows else -math.inf,
                offered.again.get(name, -math.inf),
            )
            if gained == -math.inf:
                found.append(None)
            else:
                points = int(gained)
                found.append(points + self.after(c, points) + offered.bonus)
        return found


@cache
def _children() -> list[tuple[int, list[int]]]:
    """Each keep of fewer than five dice, largest first, with its keeps one die larger."""
    return [
        (combos.KEEP_INDEX[keep], combos.children(keep))
        for size in range(DICE - 1, -1, -1)
        for keep in combos.KEEPS_BY_SIZE[size]
    ]


@cache
def _parents() -> list[tuple[int, list[int]]]:
    """Each keep of one die or more, smallest first, with its distinct keeps one die smaller."""
    return [
        (combos.KEEP_INDEX[keep], sorted(set(combos.parents(keep))))
        for size in range(1, DICE + 1)
        for keep in combos.KEEPS_BY_SIZE[size]
    ]


def keep_values(rolled: list[float]) -> list[float]:
    """``keeps.keep_values`` for one state, summed in the same order."""
    keep = rolled + [0.0] * (len(combos.KEEPS) - len(rolled))
    for k, (a, b, c, d, e, f) in _children():
        keep[k] = (keep[a] + keep[b] + keep[c] + keep[d] + keep[e] + keep[f]) / 6.0
    return keep


def best_keeps(keep: list[float]) -> list[float]:
    """``keeps.best_keeps`` for one state."""
    best = list(keep)
    for k, parents in _parents():
        best[k] = max(keep[k], *(best[p] for p in parents))
    return best[: len(combos.ROLLS)]


def choices(
    spec: Spec, following: Values, state: State, roll: int, rolls_left: int
) -> list[Choice]:
    """``strategy.choices`` for one state, given the next turn's values ``following``."""
    entries = Entries(spec, following, state)
    takes = entries(roll)
    found = [Choice("take", None, c, v) for c, v in enumerate(takes) if v is not None]
    if rolls_left > 0:
        rolled = []
        for r in range(len(combos.ROLLS)):
            rolled.append(max(v for v in entries(r) if v is not None))
        for _ in range(rolls_left - 1):
            rolled = best_keeps(keep_values(rolled))
        keeps = keep_values(rolled)
        found += [Choice("roll", k, None, keeps[k]) for k in sorted(set(proper_keeps(roll)))]
    return ranked(found)
