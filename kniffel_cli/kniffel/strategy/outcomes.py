"""Where a turn ends, and the exact distribution of the points still to come near the end.

The optimal player (``planning.decide``: the best take, the first category on
ties; a roll only when its best keep beats the take by more than 1e-9) ends a
turn by entering one roll: ``turn_outcomes`` follows the chance of every roll
through the keeps to the entry, for a batch of states at once. From the
outcomes of a turn and the distributions of the states they lead to, the
distribution of the points still to come follows, exactly: ``Endgame`` holds
them for the states with at most ``EXACT_LEVELS`` turns to play (made when
first asked for, a few milliseconds a batch), where a normal curve fitted to
the mean and variance would be far off (one open Kniffel row is 0 or 50).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

import numpy as np

from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.rules import DICE
from kniffel_cli.kniffel.strategy import planning
from kniffel_cli.kniffel.strategy.solver import Spec, Table
from kniffel_cli.kniffel.strategy.table_file import CAP, DENSE
from kniffel_cli.kniffel.strategy.turn import entry_parts, turn_most

EXACT_LEVELS = 3  # turns to play up to which the distribution is exact
ROLL_COUNT = len(combos.ROLLS)
KEEP_COUNT = len(combos.KEEPS)
# The chance of each roll (numbered as in ``dice``) from rolling all five dice.
CHANCES = np.array([combos.probability(roll) for roll in combos.ROLLS])
_BATCH = 64  # states per batch: each brings 252 rolls and their entries


@cache
def transitions() -> np.ndarray:
    """T[k, r]: the chance that keeping k and rolling the other dice shows roll r."""
    found = np.zeros((KEEP_COUNT, ROLL_COUNT))
    for k, keep in enumerate(combos.KEEPS):
        for r, roll in enumerate(combos.ROLLS):
            rest = list(roll)
            for face in keep:
                if face not in rest:
                    break
                rest.remove(face)
            else:
                found[k, r] = combos.probability(rest) if len(rest) == DICE - len(keep) else 0.0
    found.setflags(write=False)
    return found


def state_parts(index: np.ndarray) -> planning.States:
    """The states of dense indices (the inverse of ``dense_index``)."""
    index = np.asarray(index, dtype=np.int64)
    flags = index % 2
    rest = index // 2
    return planning.States(rest // (CAP + 1), rest % (CAP + 1), flags)


@dataclass(frozen=True)
class TurnOutcomes:
    """How a turn of each state ends, (252, n): the chance that it ends by entering roll r,
    the points that entry gives with any bonus beside them, and the state it leads to."""

    chance: np.ndarray
    gained: np.ndarray
    after: np.ndarray

    def grouped(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """The distinct ends of each state's turn: state, points, state after, chance (rolls
        that end alike summed; ends of no chance left out)."""
        states = np.broadcast_to(np.arange(self.chance.shape[1]), self.chance.shape)
        reached = self.chance > 0
        key = (states[reached] * (self.gained.max() + 1) + self.gained[reached]) * DENSE
        key += self.after[reached]
        unique, inverse = np.unique(key, return_inverse=True)
        chance = np.bincount(inverse.ravel(), self.chance[reached], minlength=len(unique))
        after = unique % DENSE
        rest = unique // DENSE
        top = self.gained.max() + 1
        return rest // top, rest % top, after, chance


def turn_outcomes(
    spec: Spec,
    following: np.ndarray,
    states: planning.States,
    start: np.ndarray | None = None,
    rolls_left: int | None = None,
) -> TurnOutcomes:
    """How the optimal player's turn of each state ends, from its first roll, or from the
    roll chances ``start`` (252, n) with ``rolls_left`` rolls still to come."""
    count = len(states.masks)
    plan = planning.plan(spec, following, states)
    rolls = np.repeat(np.arange(ROLL_COUNT), count)  # roll-major: entry r * count + s
    parts = entry_parts(
        spec.rules,
        np.tile(states.masks, ROLL_COUNT),
        np.tile(states.uppers, ROLL_COUNT),
        np.tile(states.flags, ROLL_COUNT),
        rolls,
        spec.points,
    )
    takes = parts.values(following)
    category = takes.argmax(axis=0)
    pairs = np.arange(len(rolls))
    take = takes[category, pairs].reshape(ROLL_COUNT, count)
    gained = (parts.gained[category, pairs] + parts.bonus).reshape(ROLL_COUNT, count)
    after = parts.after[category, pairs].reshape(ROLL_COUNT, count)
    mass = np.repeat(CHANCES[:, None], count, axis=1) if start is None else start.copy()
    left = spec.rolls - 1 if rolls_left is None else rolls_left
    ended = np.zeros((ROLL_COUNT, count))
    candidates = planning.sub_keeps()  # (252, 32)
    columns = np.broadcast_to(np.arange(count), (ROLL_COUNT, count))
    moves = transitions().T
    for remaining in range(left, 0, -1):
        values = plan.keeps[remaining - 1][candidates]  # (252, 32, n)
        best = values.argmax(axis=1)
        better = np.take_along_axis(values, best[:, None, :], axis=1)[:, 0] > take + 1e-9
        ended += np.where(better, 0.0, mass)
        keep = candidates[np.arange(ROLL_COUNT)[:, None], best]
        where = keep[better] * count + columns[better]
        kept = np.bincount(where, weights=mass[better], minlength=KEEP_COUNT * count)
        mass = _each_column(moves, kept.reshape(KEEP_COUNT, count))
    ended += mass
    return TurnOutcomes(ended, gained.astype(np.int64), after)


def _each_column(matrix: np.ndarray, columns: np.ndarray) -> np.ndarray:
    """``matrix @ columns``, each column multiplied alone. A product of whole batches rounds
    a column by the batch it came in, and the exact distributions are made in batches that
    depend on which states were asked for first (in a simulation, on which job played which
    deals): alone, each comes out the same whatever the batch, so the same seed plays the
    same games, whatever the jobs."""
    found = np.empty((matrix.shape[0], columns.shape[1]))
    for j in range(columns.shape[1]):
        found[:, j] = matrix @ columns[:, j]
    return found


def length(spec: Spec, turns_left: int) -> int:
    """How many totals a distribution of ``turns_left`` turns spans (from 0)."""
    return turns_left * turn_most(spec.rules, spec.points) + max(spec.points.bonus, 0) + 1


@dataclass
class Endgame:
    """The exact distribution of the points still to come (upper bonus included) of the
    states with at most ``EXACT_LEVELS`` turns to play, each made when first asked for."""

    table: Table
    _slots: dict[int, np.ndarray] = field(default_factory=dict)  # dense index -> row, or -1
    _rows: dict[int, np.ndarray] = field(default_factory=dict)  # the rows made, and room
    _made_count: dict[int, int] = field(default_factory=dict)

    @property
    def spec(self) -> Spec:
        return self.table.spec

    def distributions(self, turns_left: int, index: np.ndarray) -> np.ndarray:
        """P[i, x]: the chance that state ``index[i]`` gets x points more (``length`` columns)."""
        index = np.asarray(index, dtype=np.int64)
        if turns_left == 0:
            terminal = self.table.level(0)[index].astype(np.int64)
            found = np.zeros((len(index), length(self.spec, 0)))
            found[np.arange(len(index)), terminal] = 1.0
            return found
        if not 1 <= turns_left <= EXACT_LEVELS:
            raise ValueError(f"no exact distributions at {turns_left} turns left")
        slots = self._slots.setdefault(turns_left, np.full(DENSE, -1, dtype=np.int64))
        missing = np.unique(index[slots[index] < 0])
        for begin in range(0, len(missing), _BATCH):
            part = missing[begin : begin + _BATCH]
            made = self._made(turns_left, part)
            count = self._made_count.get(turns_left, 0)
            rows = self._room(turns_left, count + len(part), made.shape[1])
            rows[count : count + len(part)] = made
            slots[part] = np.arange(count, count + len(part))
            self._made_count[turns_left] = count + len(part)
        if turns_left not in self._rows:  # nothing asked for yet
            return np.zeros((0, length(self.spec, turns_left)))
        gathered: np.ndarray = self._rows[turns_left][slots[index]]
        return gathered

    def _room(self, turns_left: int, needed: int, width: int) -> np.ndarray:
        """The rows of ``turns_left``, grown (doubled) to hold ``needed``."""
        rows = self._rows.get(turns_left)
        if rows is None or len(rows) < needed:
            grown = np.zeros((max(needed, 2 * (0 if rows is None else len(rows)), 64), width))
            if rows is not None:
                grown[: len(rows)] = rows
            rows = self._rows[turns_left] = grown
        return rows

    def _made(self, turns_left: int, index: np.ndarray) -> np.ndarray:
        """The distributions of a batch of states, from those of the states they lead to."""
        ends = turn_outcomes(self.spec, self.table.level(turns_left - 1), state_parts(index))
        states, gained, after, chance = ends.grouped()
        later = self.distributions(turns_left - 1, after)
        width = length(self.spec, turns_left)
        where = (states * width + gained)[:, None] + np.arange(later.shape[1])[None, :]
        weights = chance[:, None] * later
        found = np.bincount(where.ravel(), weights.ravel(), minlength=len(index) * width)
        return found.reshape(len(index), width)
