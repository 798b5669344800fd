"""The second moment of an optimal game alone: what ``solve`` needs of the spread.

The spread (``moments``) carries four quantities per state for the win model;
the standard deviation needs only the first, E[R²], the mean square of the
points still to come under the table's policy. Here it is carried backwards
through each turn beside the values: a roll taken has the second moment of
its take, (take)² + Var[R'] (``moments.Taken.terms``' first term); a keep
has the average of the rolls it may lead to (``keeps.inner_keep_values``,
the same averages as the values); and at each roll the policy's own choice
(``moments.policy_keeps``: the same keys and ties as the spread's, hence as
``planning.decide``'s) says whose second moment the roll has.

Without a table the table is built in the same pass, bit for bit as
``solver.build`` builds it (the same batches of ``solver.CHUNK`` states).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

import numpy as np

from kniffel_cli.kniffel.strategy import keeps
from kniffel_cli.kniffel.strategy.moments import MOMENTS_CHUNK, Takes, policy_keeps, take_moments
from kniffel_cli.kniffel.strategy.parallel import SharedArray, Workers
from kniffel_cli.kniffel.strategy.solver import (
    Batch,
    Batches,
    Progress,
    Spec,
    Table,
    every_level,
    level_places,
    terminal,
)
from kniffel_cli.kniffel.strategy.table_file import DENSE, dense_index


def take_squares(takes: Takes, variance: np.ndarray) -> np.ndarray:
    """(252, n): the second moment of the points to come after each roll's take, from the
    variance (dense) of the next turn's states: (take)² + Var[R']."""
    leads = np.append(takes.leads.ravel(), 0)  # the special takes' slot, filled below
    after = leads[takes.chosen]
    rolls, states = takes.special
    after[rolls, states] = takes.taken.after
    squares: np.ndarray = takes.take * takes.take
    squares += variance[after]
    return squares


def turn_squares(rolls: int, takes: Takes, variance: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """E[R²] at the start of each state's turn, and the best value of each first roll
    (``keeps.turn_start``'s, for the table)."""
    taken = take_squares(takes, variance)
    decisions, rolled = policy_keeps(rolls, takes.final, takes.take)
    squares = taken
    for chosen in decisions:  # one roll left first
        kept = keeps.inner_keep_values(squares)
        kept[keeps.ROLLS] = taken  # a roll's own row: taking it
        squares = kept.ravel()[chosen]
    start: np.ndarray = keeps.ROLL_CHANCES @ squares
    return start, rolled


@dataclass
class Squares:
    """Every start-of-turn state's E[R²], level by level at the table's states."""

    table: Table
    values: dict[int, np.ndarray]  # turns left -> E[R²] at table.indices
    seconds: float = 0.0

    def standard_deviation(self) -> float:
        """The standard deviation of the final total of an optimal game from the start."""
        spec = self.table.spec
        start = dense_index(0, 0, 0)
        at = int(np.searchsorted(self.table.indices[spec.rounds], start))
        mean = self.table.values[spec.rounds][at]
        return math.sqrt(max(float(self.values[spec.rounds][at] - mean * mean), 0.0))


def table_batch(
    spec: Spec,
    following: np.ndarray,
    variance: np.ndarray,
    states: tuple[np.ndarray, np.ndarray, np.ndarray],
) -> tuple[np.ndarray, np.ndarray]:
    """E[R²] at the turn's start of one table batch of states (masks, uppers, flags), and
    their table values: the takes in batches of ``moments.MOMENTS_CHUNK`` (their arrays
    stay within the processor's cache), the values summed over the whole batch as
    ``solver.build`` sums them (bit for bit)."""
    squares, rolled = [], []
    for begin in range(0, len(states[0]), MOMENTS_CHUNK):
        masks, uppers, flags = (part[begin : begin + MOMENTS_CHUNK] for part in states)
        takes = take_moments(spec.rules, following, masks, uppers, flags, spec.points)
        start, best = turn_squares(spec.rolls, takes, variance)
        squares.append(start)
        rolled.append(best)
    return np.concatenate(squares), keeps.start_values(np.concatenate(rolled, axis=1))


def build(
    spec: Spec, table: Table | None = None, progress: Progress | None = None, jobs: int = 1
) -> Squares:
    """E[R²] of every state of ``table``'s policy; without a ``table`` it is built in the
    same pass (``table.seconds`` is then the pass's). ``progress(done, total)`` after each
    batch, over the ``representatives`` of every level; the batches are computed by
    ``jobs`` processes, each as it is in one (the same bits whatever their number)."""
    started = time.perf_counter()
    levels, standing, total = every_level(spec)
    building = table is None
    known = Table(spec, {}, {}) if table is None else table
    following = SharedArray(DENSE)  # the level below, where the workers read it
    following.array[:] = terminal(spec.points)
    variance = SharedArray(DENSE)  # of the next turn's states: nothing after the last

    def batch(task: Batch) -> tuple[np.ndarray, np.ndarray]:
        t, begin, end = task
        masks, uppers, flags = levels[t]
        part = standing[t][0][begin:end]
        states = masks[part], uppers[part], flags[part]
        return table_batch(spec, following.array, variance.array, states)

    batches = Batches(standing, total, progress)
    found = {}
    with Workers(batch, jobs) as workers:
        for t in range(1, spec.rounds + 1):
            parts = batches.run(workers, t)
            squares = np.concatenate([square for square, _ in parts])
            indices, places = level_places(levels[t], standing[t][1])
            if building:
                values = np.concatenate([value for _, value in parts])
                known.indices[t], known.values[t] = indices, values[places]
            found[t] = squares[places]
            if t > 1:  # read no more: the levels' states may meet
                variance.array[known.indices[t - 1]] = 0.0
            mean = known.values[t]
            variance.array[known.indices[t]] = found[t] - mean * mean
            following.array[:] = 0.0
            following.array[known.indices[t]] = known.values[t]
    seconds = time.perf_counter() - started
    if building:
        known.seconds = seconds
    return Squares(known, found, seconds)
