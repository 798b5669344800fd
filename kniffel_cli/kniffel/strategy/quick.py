"""The hint without numpy: one level of a cached table, one turn planned in plain Python.

A hint needs the next turn's values only of the states the current one leads
to, and the plan of one turn: a few thousand additions. Read from the
verified cache file and added up in plain Python, they spare the hint
loading numpy, which takes longer than all the rest of the command. The sums
run in the order of the numpy kernels (``turn``, ``keeps``), so the values
are the same to the last bit. Anything amiss (no cached table, a file that
does not fit, values that fail ``check``) gives None, and the caller takes the
numpy path, which reports and rebuilds.

``check`` is the one test of a table's values beyond its checksum, run by every
reader (this one, the solver's ``decode``, ``spiel cache list``): at one state of
each level it checks, the value must be what the level below and the rules make
it. Level 0 (after the last turn) is computed, never read, so a table halved,
scaled or shifted as a whole fails at level 1, and a level changed alone (a
level reversed) fails against the level below. A change that keeps the checked
states right (values swapped among other states; for a hint, which checks its
level and the last, levels shifted together between them) is not found: the
cache folder is trusted like the program (man spiel, FILES).
"""

from __future__ import annotations

import math
import os
import sys
from array import array
from bisect import bisect_left
from collections.abc import Callable, Iterable
from functools import cache
from typing import Any, Protocol

from kniffel_cli.common.cache import Damaged, read
from kniffel_cli.common.i18n import _, ngettext
from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.rules import CATEGORY_IDS, DICE, Points
from kniffel_cli.kniffel.sheet import Offer, Sheet, offer
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
Levels = Callable[[int], Values]  # a table's values by turns left (0: after the last turn)

TOLERANCE = 1e-9  # relative: ``start_value`` adds up in another order than numpy's product
# Whether this Python reads the table's little-endian float64 and int32 arrays in place
# (elsewhere the hint takes the numpy path).
PLAIN = sys.byteorder == "little" and array("d").itemsize == 8 and array("i").itemsize == 4


class Column(Protocol):
    """One of a level's arrays: a plain ``array`` of a cache file's, or the solver's numpy one."""

    def __len__(self) -> int: ...

    def __getitem__(self, at: int, /) -> Any: ...


class Level:
    """The values of one level's states, as the table holds them (sorted by dense index):
    the arrays of a cache file, or the solver's numpy arrays."""

    def __init__(self, indices: Column, values: Column) -> None:
        self.indices = indices
        self.values = values

    def __call__(self, mask: int, upper: int, flag: int) -> float:
        """The value of a state. Damaged if the table lacks it (the states a hint asks for are
        in every sound table) or its value is not a number."""
        index = dense_index(mask, upper, flag)
        at = bisect_left(self.indices, index)
        if at == len(self.indices) or self.indices[at] != index:
            raise Damaged(_("its states are incomplete"))
        value = float(self.values[at])
        if not math.isfinite(value):
            raise Damaged(_("its values are malformed"))
        return value


def terminal(spec: Spec) -> Values:
    """The values after the last turn: the upper bonus, if earned (no table holds them)."""
    bonus, threshold = float(spec.points.bonus), spec.points.bonus_threshold
    return lambda mask, upper, flag: bonus if upper >= threshold else 0.0


def payload_levels(spec: Spec, payload: bytes) -> Levels:
    """The levels of a verified cache file's payload (needs ``PLAIN``); Damaged if its
    description does not fit ``spec``, or a level's states lie out of range."""
    offset, counts, _seconds = read_description(spec, payload)
    total = sum(counts)

    view = memoryview(payload)

    @cache
    def level(turns_left: int) -> Values:
        if turns_left == 0:
            return terminal(spec)
        before, count = sum(counts[: turns_left - 1]), counts[turns_left - 1]
        start = offset + 8 * before
        values = view[start : start + 8 * count].cast("d")  # read in place, not copied
        start = offset + 8 * total + 4 * before
        indices = view[start : start + 4 * count].cast("i")
        if count and not (indices[0] >= 0 and indices[-1] < DENSE):
            raise Damaged(_("its states are out of range"))
        return Level(indices, values)  # not sorted, it finds too little, which it reports

    return level


def read_level(spec: Spec, turns_left: int, folder: str) -> Values | None:
    """The values of the states with ``turns_left`` turns to play, from the cached table of
    ``spec`` in ``folder``; None unless it is there, intact, fits and passes ``check`` at
    this level and the last turn."""
    if turns_left == 0:
        return terminal(spec)
    if not PLAIN or not 1 <= turns_left <= spec.rounds:
        return None
    try:
        levels = payload_levels(spec, read(os.path.join(folder, spec.name)))
        check(spec, levels, quick_turns(turns_left))
        return levels(turns_left)
    except (FileNotFoundError, Damaged):
        return None


def quick_turns(turns_left: int) -> tuple[int, ...]:
    """The levels ``check`` looks at when a hint reads one level: that one, and the last
    turn (which finds a table shifted as a whole; the level alone cannot)."""
    return (1, turns_left)


# The rows a ``sample`` state has taken, first to last: the Kniffel row last, so that
# every sample has it open and plays with the offers a hint's own state mostly has.
SAMPLE_ORDER = [c for c in range(len(CATEGORY_IDS)) if c != KNIFFEL] + [KNIFFEL]


def sample(spec: Spec, turns_left: int) -> State:
    """The state ``check`` looks at in a level: the first rows of ``SAMPLE_ORDER`` taken
    (all scratched), the others open. Every table of ``spec`` has it, and its turn can
    score (in the Kniffel row at least), so a level scaled against the one below breaks
    the rules there."""
    return sum(1 << c for c in SAMPLE_ORDER[: spec.rounds - turns_left]), 0, 0


def check(spec: Spec, levels: Levels, turns: Iterable[int]) -> None:
    """Damaged unless, at each level of ``turns``, the ``sample`` state's value is the one
    that the level below and the rules make it (``start_value``), up to rounding.

    The one check of a table's values that every reader runs, over the levels it reads
    (a few milliseconds a level, in plain Python).
    """
    for turns_left in sorted(set(turns)):
        state = sample(spec, turns_left)
        expected = start_value(spec, levels(turns_left - 1), state)
        found = levels(turns_left)(*state)
        if not math.isclose(found, expected, rel_tol=TOLERANCE, abs_tol=TOLERANCE):
            text = ngettext(
                "its value with {turns} turn left is not what the rules make it",
                "its value with {turns} turns left is not what the rules make it",
                turns_left,
            )
            raise Damaged(text.format(turns=turns_left))


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
        self.open_list = [(i, c) for i, c in enumerate(CATEGORY_IDS) if not mask & (1 << i)]
        self.open_rows = {c for _i, c in self.open_list}
        self.afters: dict[tuple[int, int], float] = {}

    def after(self, c: int, points: int) -> float:
        """The next turn's value of the state that entering ``points`` in row c leads to."""
        if (c, points) not in self.afters:
            mask, upper, flag = self.state
            after_upper = min(CAP, upper + points) if c < UPPER else upper
            after_flag = 1 if c == KNIFFEL and points > 0 else flag
            self.afters[c, points] = self.following(mask | (1 << c), after_upper, after_flag)
        return self.afters[c, points]

    def values(self, roll: int) -> dict[int, float]:
        """Entering roll number ``roll``: the value of each category it is offered in (the
        open rows of its tier, the rows offered again)."""
        offered = _offers(self.spec.rules, self.held, self.spec.points)[roll]
        open_rows = self.open_rows
        tier = next((t for t in offered.tiers if open_rows & t.keys()), offered.tiers[0])
        gains = {c: tier.get(name, -math.inf) for c, name in self.open_list}
        for name, points in offered.again.items():
            c = CATEGORY_IDS.index(name)
            gains[c] = max(gains.get(c, -math.inf), points)
        return {
            c: int(gained) + self.after(c, int(gained)) + offered.bonus
            for c, gained in gains.items()
            if gained != -math.inf
        }

    def __call__(self, roll: int) -> list[float | None]:
        """Entering roll number ``roll`` in each category; None where it is not offered."""
        values = self.values(roll)
        return [values.get(c) for c in range(len(CATEGORY_IDS))]


@cache
def _offers(rules: str, held: int | None, points: Points) -> tuple[Offer, ...]:
    """``sheet.offer`` of every roll, by roll number (a state's turn asks for each)."""
    return tuple(offer(rules, roll, held, points) for roll in combos.ROLLS)


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
        keeps = keep_values(_rolled(entries, rolls_left))
        found += [Choice("roll", k, None, keeps[k]) for k in sorted(set(proper_keeps(roll)))]
    return ranked(found)


def _rolled(entries: Entries, rolls_left: int) -> list[float]:
    """The value of each roll with ``rolls_left`` rolls left after it: the best entry (the
    numpy kernels' ``final_values``), then the best keep ``rolls_left - 1`` times."""
    rolled = [max(entries.values(r).values()) for r in range(len(combos.ROLLS))]
    for _roll in range(rolls_left - 1):
        rolled = best_keeps(keep_values(rolled))
    return rolled


@cache
def _roll_chances() -> tuple[float, ...]:
    return tuple(combos.probability(roll) for roll in combos.ROLLS)


def start_value(spec: Spec, following: Values, state: State) -> float:
    """``keeps.turn_start`` for one state: its turn's value before the first roll, given
    the next turn's values ``following``."""
    rolled = _rolled(Entries(spec, following, state), spec.rolls)
    return sum(chance * value for chance, value in zip(_roll_chances(), rolled, strict=True))
