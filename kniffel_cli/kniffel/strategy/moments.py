"""The spread of an optimal game: the second moment of the points still to come.

The table (``solver``) holds each start-of-turn state's expected points to
come, E[R]. Under the same policy, the one the optimal player follows
(``planning.decide``: the best take, the first category on ties; a roll
only when its best keep beats the take by more than 1e-9, the first of the
proper keeps on ties), a second backward pass gives E[R²]: a take of g
points (its bonus included) that leads to a state with moments E[R'] and
E[R'²] has the second moment g² + 2·g·E[R'] + E[R'²] = (g + E[R'])² +
Var[R']. The upper bonus is in the terminal values, as in the table. The
variance of the final total is E[R²] − E[R]² at the start. Beside it the
pass carries what the points to come owe to the Kniffel row (``Lumps``).

Each turn is planned as the table plans it, so that every decision is made on
the values the player plans with, bit for bit, and ties go where
``planning.decide`` sends them. To find the winner of a maximum without a slow
argmax, the candidates also carry integer keys: a value's bits (non-negative
floats order as their bits do) with the last few replaced by the candidate's
place, higher for the one ``decide`` prefers on ties. The greatest key is the
winner unless two values lie within those last bits of each other without
being equal; then the exact maximum (computed beside it) differs from the
key's value, and those few pairs are decided again as ``decide`` does.

- A take: ``turn.final_values``' grouped entries and its best scratch
  (``take_moments``); rolls that are not plain go through ``entries``.
- A keep: ``keeps.best_keeps`` over the keep values (the values to plan with)
  and over their keys (the best proper keep, the first in ``proper_keeps``
  order on ties).

Every quantity at a turn's start is an expectation over where the turn ends,
and the chances of ending on each roll are the same for all of them: they are
carried forwards through the chosen keeps (``end_chances``, the adjoint of
keeping), and each quantity is then a sum over the takes weighted by those
chances (``Takes.expectations``). One forward pass thus serves the four
quantities, where averaging each backwards through the keeps would cost one
pass apiece.

The plan of a turn is the table's own work: built in the same pass
(``build_with_table``, when neither is cached), the table costs the spread
nothing more than a sum per state. The whole table of moments is cached beside
the table (``Spread``).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from functools import cache

import numpy as np

from kniffel_cli.common.cache import Damaged
from kniffel_cli.common.i18n import _
from kniffel_cli.kniffel.rules import EXTRA_KNIFFEL_POINTS, Points
from kniffel_cli.kniffel.strategy import keeps, quick
from kniffel_cli.kniffel.strategy.parallel import SharedArray, Workers
from kniffel_cli.kniffel.strategy.planning import sub_keeps
from kniffel_cli.kniffel.strategy.solver import (
    CHUNK,
    Batch,
    Batches,
    Progress,
    Spec,
    Table,
    decode_levels,
    encode_levels,
    every_level,
    level_places,
    terminal,
)
from kniffel_cli.kniffel.strategy.table_file import (
    CATEGORIES,
    DENSE,
    KNIFFEL,
    UPPER,
    dense_index,
)
from kniffel_cli.kniffel.strategy.turn import (
    after_entering,
    entry_parts,
    groups,
    offers,
    row_state,
    turn_most,
)


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


@dataclass(frozen=True)
class Rows:
    """The candidates of a take, one row each: every group of ``turn.groups``, and after
    the groups of each category that category's scratch, so that rows go in category
    order; then the best scratch. ``members`` are ``turn.groups``' members as rows."""

    of_group: np.ndarray
    scratch: np.ndarray
    members: np.ndarray

    @property
    def best_scratch(self) -> int:
        return int(self.scratch[-1]) + 1


@cache
def take_rows(rules: str, points: Points) -> Rows:
    """The ``Rows`` of the takes under ``rules`` and the point ``points``."""
    grouped = groups(rules, points)
    of_group = np.arange(len(grouped.worth)) + grouped.category
    ends = np.searchsorted(grouped.category, np.arange(CATEGORIES), side="right")
    scratch = ends + np.arange(CATEGORIES)
    rows = np.append(of_group, scratch[-1] + 1)  # group numbers, then the best scratch
    return Rows(of_group, scratch, rows[grouped.members])


TAKE_BITS = 7  # a take key's low bits: its row (at most 112 groups + 13 scratches + 1 < 2**7)
INNER_PLACE = np.argsort(keeps.ROLL_ORDER)  # where each roll (numbered as in ``dice``) is


def keyed(values: np.ndarray, low: np.ndarray | int, bits: int) -> np.ndarray:
    """Integer keys of non-negative values (or -inf): a greater value, or one within
    2**bits units in its last place and a greater ``low``, is a greater key."""
    keys = values.view(np.int64) & ~((1 << bits) - 1)
    keys |= low
    return keys


def flat(rows: np.ndarray, count: int) -> np.ndarray:
    """Indices into a raveled (rows, count) array of row ``rows[r, s]`` in column s."""
    rows *= count
    rows += np.arange(count)
    return rows


@dataclass(frozen=True)
class Lumps:
    """Dense arrays of a level beside the table's: E[R²], and what the points to come owe to
    the Kniffel row (``winning`` models them as lumps): the chance that the first Kniffel
    (50 in the row) is still to come, the expected number of extra Kniffels still to come
    (100 each: a further Kniffel in the row under kniffel rules, a joker's bonus under
    yahtzee rules), and E[L·R], L the lumps' points (R includes them)."""

    squares: np.ndarray
    first: np.ndarray
    extras: np.ndarray
    cross: np.ndarray

    def quantities(self) -> tuple[np.ndarray, ...]:
        """The four arrays, in order."""
        return self.squares, self.first, self.extras, self.cross


def terminal_lumps(points: Points) -> Lumps:
    """After the last turn: the bonus squared, and no lumps to come."""
    zero = np.zeros(DENSE)
    return Lumps(terminal(points) ** 2, zero, zero, zero)


# What a take needs of the state it leads to, side by side so that one look-up fetches
# it: Var[R'], the first Kniffel's chance, the extras, E[L'·R'] and E[L'] (the lumps'
# points to come).
NEXT_FIELDS = 5


@dataclass(frozen=True)
class Takes:
    """The takes of a batch of states, for every roll r and state s (252, n, rolls in
    ``keeps``' inner order): ``final``, ``final_values``' E[r, s] (the values to plan with),
    and ``take``, the value of the take ``planning.decide`` makes. Most takes are one of the
    candidate rows (``Rows``): ``chosen`` is its flat index into ``values`` and ``leads``
    (rows, n), the take's value and the state it leads to, with each row's ``gains`` and
    whether they are a ``first`` Kniffel. The rest (``special`` (rolls, states), ``chosen``
    the size of ``values``) are each given as ``Taken``."""

    final: np.ndarray
    take: np.ndarray
    chosen: np.ndarray
    values: np.ndarray
    leads: np.ndarray
    gains: np.ndarray
    first: np.ndarray
    special: tuple[np.ndarray, np.ndarray]
    taken: Taken
    points: Points

    def expectations(self, chances: np.ndarray, fields: np.ndarray) -> np.ndarray:
        """(4, n): the ``Lumps`` quantities of each state's turn start, where ``chances``
        (252, n) are those of ending the turn on each roll and ``fields`` (DENSE,
        ``NEXT_FIELDS``) those of the next turn's states."""
        count = self.values.shape[1]
        # The special takes add to one more slot, left out.
        weights = np.bincount(self.chosen.ravel(), chances.ravel(), self.values.size + 1)
        weights = weights[:-1]
        at = np.flatnonzero(weights)
        rows = at // count
        kniffel = self.first[rows] * self.points.kniffel
        rows_taken = Taken(
            at % count,
            self.values.ravel()[at],
            self.gains[rows],
            self.first[rows],
            kniffel,
            np.zeros(len(at)),
            self.leads.ravel()[at],
        )
        rolls, states = self.special
        found = np.zeros((QUANTITIES, count))
        for taken, weight in ((rows_taken, weights[at]), (self.taken, chances[rolls, states])):
            for q, term in enumerate(taken.terms(fields)):
                found[q] += np.bincount(taken.states, weight * term, count)
        return found


@dataclass(frozen=True)
class Taken:
    """Takes one by one: the state that takes, the take's value (its points ``gained``
    plus the next turn's value), of which ``lump`` are lumps (a ``first`` Kniffel,
    ``extra`` ones), and the state it leads to (dense)."""

    states: np.ndarray
    value: np.ndarray
    gained: np.ndarray
    first: np.ndarray
    lump: np.ndarray
    extra: np.ndarray
    after: np.ndarray

    def terms(self, fields: np.ndarray) -> tuple[np.ndarray, ...]:
        """The ``Lumps`` quantities after each take: E[(g + R')²] = take² + Var[R'],
        E[L·R] = l·take + g·E[L'] + E[L'R']."""
        variance, first, extras, cross, lumps = fields[self.after].T
        return (
            self.value * self.value + variance,
            self.first + first,
            self.extra + extras,
            self.lump * self.value + self.gained * lumps + cross,
        )


def take_moments(
    rules: str,
    following: np.ndarray,
    masks: np.ndarray,
    uppers: np.ndarray,
    flags: np.ndarray,
    points: Points,
) -> Takes:
    """The ``Takes`` of the states (masks, uppers, flags) given the next turn's values."""
    table = offers(rules, points)
    grouped = groups(rules, points)
    rows = take_rows(rules, points)
    count = len(masks)
    lowest = (1 << TAKE_BITS) - 1
    size = rows.best_scratch + 1
    values = np.empty((size, count))
    leads = np.zeros((size, count), dtype=np.int64)  # the state each row leads to
    gains, firsts = np.zeros(size), np.zeros(size)  # each row's points, first Kniffel or not
    keys = np.empty((size, count), dtype=np.int64)
    values[-1], keys[-1] = -np.inf, np.iinfo(np.int64).min  # the best scratch
    for c in range(CATEGORIES):
        closed = (masks & (1 << c)) != 0
        mine = rows.of_group[grouped.category == c]
        if closed.all():
            values[mine], keys[mine] = -np.inf, np.iinfo(np.int64).min
            continue
        index = after_entering(c, masks, uppers, flags, 0)
        after = following[index]
        after[closed] = -np.inf
        row = rows.scratch[c]
        values[row], leads[row] = after, index
        np.maximum(values[-1], after, out=values[-1])
        np.maximum(keys[-1], keyed(after, lowest - row, TAKE_BITS), out=keys[-1])
        if not len(mine):
            continue
        worth = grouped.worth[grouped.category == c][:, None]
        gains[mine] = worth[:, 0]
        if c < UPPER or c == KNIFFEL:
            index = after_entering(c, masks, uppers, flags, worth.astype(np.int64))
            values[mine] = np.where(closed, -np.inf, following[index] + worth)
            leads[mine] = index
            if c == KNIFFEL:  # an open row: points there are the first Kniffel
                firsts[mine] = worth[:, 0] > 0
        else:
            values[mine] = worth + after[None, :]
            leads[mine] = index[None, :]
        keys[mine] = keyed(values[mine], (lowest - mine)[:, None], TAKE_BITS)
    members, steps = rows.members, grouped.steps
    merged, best = values[members[:, 0]], keys[members[:, 0]]
    for j in range(1, len(steps)):
        np.maximum(merged[: steps[j]], values[members[: steps[j], j]], out=merged[: steps[j]])
        np.maximum(best[: steps[j]], keys[members[: steps[j], j]], out=best[: steps[j]])
    final = np.empty_like(merged)
    final[INNER_PLACE[grouped.order]] = merged
    chosen = np.empty_like(best)
    chosen[INNER_PLACE[grouped.order]] = best
    chosen &= lowest
    chosen = flat(np.subtract(lowest, chosen, out=chosen), count)
    take = values.ravel()[chosen]
    # Two takes within a hair of each other, and the rolls that are not plain: each
    # category on its own, as ``planning.decide`` does.
    hair = take != final
    rolls, states = np.nonzero(hair)
    special = (table.with_again | table.unplain)[row_state(masks, flags)][:, table.special]
    special_states, which = np.nonzero(special)
    rolls = np.concatenate([rolls, INNER_PLACE[table.special[which]]])
    states = np.concatenate([states, special_states])
    numbers = keeps.ROLL_ORDER[rolls]
    parts = entry_parts(rules, masks[states], uppers[states], flags[states], numbers, points)
    takes = parts.values(following)
    category = first_best(takes)
    index = np.arange(len(rolls))
    gained = parts.gained[category, index]
    in_row = np.where(category == KNIFFEL, gained, 0.0)
    first = (in_row > 0) & (flags[states] == 0)
    lump = in_row + parts.bonus
    chosen_take = takes[category, index]
    final[rolls, states] = take[rolls, states] = chosen_take
    chosen[rolls, states] = values.size
    taken = Taken(
        states, chosen_take, gained + parts.bonus, first.astype(float), lump,
        (lump - first * points.kniffel) / EXTRA_KNIFFEL_POINTS, parts.after[category, index],
    )  # fmt: skip
    return Takes(final, take, chosen, values, leads, gains, firsts, (rolls, states), taken, points)


# States per batch: their arrays (the four quantities side by side) stay within the cache.
MOMENTS_CHUNK = 256

RANK_BITS = 9  # a keep key's low bits: its rank (462 keeps)
ROLL_COUNT = len(keeps.LAYOUT) - keeps.ROLLS.start


def _ranks() -> tuple[np.ndarray, np.ndarray]:
    """Each inner keep row's key bits, and the inner row of each key bits value: highest
    for the rolls' own rows (keeping all five stands for taking, which wins ties), then the
    proper keeps, higher for earlier ones in ``proper_keeps`` order (by size, then faces)."""
    layout = keeps.LAYOUT
    proper = sorted(range(keeps.ROLLS.start), key=lambda row: (len(layout[row]), layout[row]))
    ranked = [*range(keeps.ROLLS.start, len(layout)), *proper]
    low = (1 << RANK_BITS) - 1
    bits = np.empty(len(ranked), dtype=np.int64)
    bits[ranked] = low - np.arange(len(ranked))
    rows = np.zeros(low + 1, dtype=np.int64)
    rows[bits] = np.arange(len(ranked))
    return bits, rows


KEEP_BITS, KEEP_ROWS = _ranks()
PROPER_BITS = KEEP_BITS[: keeps.ROLLS.start, None]
TAKE_RANKS = (1 << RANK_BITS) - ROLL_COUNT  # key bits from here on: a roll's own row
CANDIDATES = keeps.INNER[sub_keeps()[keeps.ROLL_ORDER]]  # (252, 32): inner rows and rolls


def end_chances(rolls: int, final: np.ndarray, take: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(252, n): each state's chance of ending its turn on each roll (in ``keeps``' inner
    order) under the policy, from the values ``final`` to plan with and the ``take`` made;
    and the best value of each first roll (``keeps.turn_start``'s, for the table).

    The policy's keeps are found backwards (``policy_keeps``), as the table finds the
    values; then the chances are carried forwards through them (the adjoint of keeping).
    Every expectation over the turn is a sum over the rolls weighted by them, so the four
    quantities cost one pass instead of four.
    """
    decisions, rolled = policy_keeps(rolls, final, take)
    count = final.shape[1]
    chances = np.repeat(keeps.ROLL_CHANCES[:, None], count, axis=1)
    for chosen in reversed(decisions):
        mass = np.bincount(chosen.ravel(), chances.ravel(), len(keeps.LAYOUT) * count)
        chances = keeps.inner_roll_chances(mass.reshape(len(keeps.LAYOUT), count))
    return chances, rolled


def policy_keeps(
    rolls: int, final: np.ndarray, take: np.ndarray
) -> tuple[list[np.ndarray], np.ndarray]:
    """The policy's choice at every roll (in ``keeps``' inner order) with 1, 2, ... rolls
    left, each (252, n) flat indices into (462, n) keep rows (a roll's own row: taking it),
    from the values ``final`` to plan with and the ``take`` made; and the best value of
    each first roll (``keeps.turn_start``'s, for the table).

    A roll's own row (keeping all five) stands for taking it: its key is that of the take
    plus 1e-9 with the highest rank, so a proper keep wins only where it is worth more, as
    in ``planning.decide``.
    """
    rolled = final
    count = final.shape[1]
    proper = keeps.ROLLS.start
    low = (1 << RANK_BITS) - 1
    threshold = take + 1e-9
    taking = keyed(threshold, KEEP_BITS[proper:, None], RANK_BITS)
    offsets = KEEP_ROWS * count
    columns = np.arange(count)
    keys = np.empty((len(keeps.LAYOUT), count), dtype=np.int64)
    decisions = []  # with 1, 2, ... rolls left: each roll's chosen row, flat in (462, n)
    for _step in range(rolls - 1):
        values = keeps.inner_keep_values(rolled)
        np.bitwise_and(values[:proper].view(np.int64), ~low, out=keys[:proper])
        keys[:proper] |= PROPER_BITS
        keys[proper:] = taking
        best = keeps.inner_best_keeps(keys)
        best &= low
        chosen = offsets[best]
        chosen += columns
        found = values.ravel()[chosen]
        previous, rolled = rolled, keeps.inner_best_keeps(values)
        better = rolled > threshold
        hair = found != rolled
        hair |= best >= TAKE_RANKS
        hair &= better
        if hair.any():  # values within a hair of each other: the exact values decide
            near, states = np.nonzero(hair)
            seen, which = np.unique(states, return_inverse=True)
            exact = keeps.inner_keep_values(previous[:, seen])
            rows = CANDIDATES[near]
            first = first_best(exact[rows.T, which])
            chosen[near, states] = rows[np.arange(len(rows)), first] * count + states
        decisions.append(chosen)
    return decisions, rolled


QUANTITIES = 4  # the ``Lumps`` fields, in order


# The table's values are summed a table batch at a time, as ``solver.build`` does (the
# product's rounding depends on the batch), from whole batches of moments.
assert CHUNK % MOMENTS_CHUNK == 0


def second_moments(
    spec: Spec, table: Table | None = None, progress: Progress | None = None, jobs: int = 1
) -> tuple[Table, dict[int, np.ndarray]]:
    """The table and, turns left -> the ``Lumps`` quantities (4, states) of the level's
    states at ``table.indices``; ``progress(done, total)`` after each batch, over the
    ``representatives`` of every level.

    Without a ``table``, the table is built in the same pass, bit for bit as
    ``solver.build`` builds it: the plan of every turn is its own work, and the moments
    add to it what they add (``table.seconds`` is then the pass's). The table's batches
    are computed by ``jobs`` processes, each as it is in one: the same bits whatever
    their number."""
    started = time.perf_counter()
    levels, standing, total = every_level(spec)
    building = table is None
    known = Table(spec, {}, {}) if table is None else table
    following = SharedArray(DENSE)  # the level below: its values, where the workers read them
    following.array[:] = terminal(spec.points)
    # What a take needs of the states of the level after the one being computed, at
    # their dense indices (terminal: nothing to come, no variance).
    fields = SharedArray(DENSE, NEXT_FIELDS)

    def batch(task: Batch) -> tuple[np.ndarray, np.ndarray | None]:
        """One table batch of a level: its quantities, and its values when building."""
        t, begin, end = task
        masks, uppers, flags = levels[t]
        first = standing[t][0][begin:end]
        computed, rolled = [], []
        for at in range(0, len(first), MOMENTS_CHUNK):
            part = first[at : at + MOMENTS_CHUNK]
            takes = take_moments(
                spec.rules, following.array, masks[part], uppers[part], flags[part], spec.points
            )
            chances, best = end_chances(spec.rolls, takes.final, takes.take)
            computed.append(takes.expectations(chances, fields.array))
            rolled.append(best)
        values = keeps.start_values(np.concatenate(rolled, axis=1)) if building else None
        return np.concatenate(computed, axis=1), values

    batches = Batches(standing, total, progress)
    found = {}
    with Workers(batch, jobs) as workers:
        for t in range(1, spec.rounds + 1):
            first, inverse = standing[t]
            parts = batches.run(workers, t)
            indices, places = level_places(levels[t], inverse)
            if building:
                values = np.concatenate([v for _, v in parts if v is not None])
                known.indices[t], known.values[t] = indices, values[places]
            found[t] = np.concatenate([c for c, _ in parts], axis=1)[:, places]
            if t > 1:
                fields.array[known.indices[t - 1]] = 0.0  # read no more: levels' states may meet
            squares, first_kniffel, extras, cross = found[t]
            mean = known.values[t]
            fields.array[known.indices[t]] = np.stack(
                [
                    squares - mean * mean,
                    first_kniffel,
                    extras,
                    cross,
                    first_kniffel * spec.points.kniffel + EXTRA_KNIFFEL_POINTS * extras,
                ],
                axis=1,
            )
            following.array[:] = 0.0
            following.array[known.indices[t]] = known.values[t]
    if building:
        known.seconds = time.perf_counter() - started
    return known, found


# --- the spread, cached -------------------------------------------------------------------


@dataclass
class Spread:
    """Every start-of-turn state's ``Lumps`` quantities (E[R²] first), level by level at
    the table's states; the table gives E[R]."""

    table: Table
    values: dict[int, np.ndarray]  # turns left -> (QUANTITIES, states) at table.indices
    seconds: float = 0.0
    _dense: dict[int, Lumps] = field(default_factory=dict)
    _variance: dict[int, np.ndarray] = field(default_factory=dict)

    @property
    def spec(self) -> Spec:
        return self.table.spec

    def lumps(self, turns_left: int) -> Lumps:
        """The dense quantities of a level (the terminal ones at 0), read-only."""
        if turns_left not in self._dense:
            if turns_left == 0:
                dense = np.stack(terminal_lumps(self.spec.points).quantities())
            else:
                dense = np.zeros((QUANTITIES, DENSE))
                dense[:, self.table.indices[turns_left]] = self.values[turns_left]
            dense.setflags(write=False)
            self._dense[turns_left] = Lumps(*dense)
        return self._dense[turns_left]

    def level(self, turns_left: int) -> np.ndarray:
        """The dense E[R²] of a level (the terminal one at 0), read-only."""
        return self.lumps(turns_left).squares

    def variance_level(self, turns_left: int) -> np.ndarray:
        """The dense variance of the points to come, E[R²] − E[R]² (at least 0), read-only."""
        if turns_left not in self._variance:
            mean = self.table.level(turns_left)
            variance = np.maximum(self.level(turns_left) - mean * mean, 0.0)
            variance.setflags(write=False)
            self._variance[turns_left] = variance
        return self._variance[turns_left]

    def standard_deviation(self) -> float:
        """The standard deviation of the final total of an optimal game from the start."""
        start = dense_index(0, 0, 0)
        return math.sqrt(float(self.variance_level(self.spec.rounds)[start]))


def build(table: Table, progress: Progress | None = None, jobs: int = 1) -> Spread:
    """The spread of ``table``'s policy: ``second_moments`` at the table's states."""
    started = time.perf_counter()
    _, values = second_moments(table.spec, table, progress, jobs)
    return Spread(table, values, time.perf_counter() - started)


def build_with_table(spec: Spec, progress: Progress | None = None, jobs: int = 1) -> Spread:
    """The table of ``spec`` and its spread, built in one pass (the table bit for bit
    ``solver.build``'s); ``seconds`` of each is the whole pass's."""
    table, values = second_moments(spec, None, progress, jobs)
    return Spread(table, values, table.seconds)


def standard_deviation(table: Table, progress: Progress | None = None) -> float:
    """The standard deviation of the final total of an optimal game from the start."""
    return build(table, progress).standard_deviation()


def encode(spread: Spread) -> list[bytes | memoryview]:
    """The cached form: as the table's (``solver.encode``), with the four quantities of a
    level one after the other for its values."""
    return encode_levels(spread.spec, spread.table.indices, spread.values, spread.seconds)


def decode(table: Table, payload: bytes) -> Spread:
    """The spread of ``table`` from its verified cached form; Damaged if it is not one."""
    indices, values, seconds = decode_levels(table.spec, payload, QUANTITIES)
    spec = table.spec
    for t, found in indices.items():
        if not np.array_equal(found, table.indices[t]):
            raise Damaged(_("its states are not the table's"))
        mean = table.values[t]
        most = float(t * turn_most(spec.rules, spec.points) + max(spec.points.bonus, 0))
        lumps = abs(spec.points.kniffel) + EXTRA_KNIFFEL_POINTS * t
        squares, first, extras, cross = values[t]
        slack = 1 + 1e-9
        if (
            np.any(squares < mean * mean * (1 - 1e-9) - 1e-9)
            or np.any(squares > most * most * slack)  # more than the most points to come allow
            or np.any((first < -1e-9) | (first > slack))
            or np.any((extras < -1e-9) | (extras > t * slack))
            or np.any(np.abs(cross) > lumps * most * slack + 1e-9)
        ):
            raise Damaged(_("its values are malformed"))
    spread = Spread(table, values, seconds)
    _check_anchor(spread)
    return spread


def _check_anchor(spread: Spread) -> None:
    """Damaged unless the quantities of one state of the last turn are what the rules make
    them: at the state the table's check reads there (``quick.sample``: the first rows
    taken, all 0, so no bonus; a few milliseconds). A spread scaled or shifted as a whole
    fails here."""
    spec = spread.spec
    taken = np.array([quick.sample(spec, 1)[0]])
    zero = np.zeros(1, dtype=np.int64)
    following = spread.table.level(0)
    takes = take_moments(spec.rules, following, taken, zero, zero, spec.points)
    chances = end_chances(spec.rolls, takes.final, takes.take)[0]
    fields = np.zeros((DENSE, NEXT_FIELDS))  # after the last turn: nothing to come
    index = dense_index(int(taken[0]), 0, 0)
    expected = [float(q[0]) for q in takes.expectations(chances, fields)]
    found = [float(q[index]) for q in spread.lumps(1).quantities()]
    if not all(
        math.isclose(f, e, rel_tol=1e-9, abs_tol=1e-9) for f, e in zip(found, expected, strict=True)
    ):
        raise Damaged(_("its last turn is not what the rules make it"))
