"""The spread of an optimal game: exact against a brute force, and against simulated games."""

from __future__ import annotations

import json
import math
from collections import defaultdict
from functools import cache
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.rules import CATEGORY_IDS, DICE
from kniffel_cli.kniffel.sheet import Sheet
from kniffel_cli.kniffel.strategy import moments, planning, solver, variance
from kniffel_cli.kniffel.strategy.engine import Engines
from kniffel_cli.kniffel.strategy.moments import standard_deviation
from kniffel_cli.kniffel.strategy.simulation import simulate
from kniffel_cli.kniffel.strategy.solver import Spec
from kniffel_cli.kniffel.strategy.table_file import dense_index
from tests.helpers import Invoke


@cache
def after_keeping() -> np.ndarray:
    """(462, 252): the chance of each roll after keeping a keep and rolling the other dice."""
    chances = np.zeros((len(combos.KEEPS), len(combos.ROLLS)))
    for k, keep in enumerate(combos.KEEPS):
        for rest in combos.KEEPS_BY_SIZE[DICE - len(keep)]:
            roll = combos.ROLL_INDEX[tuple(sorted(keep + rest))]
            chances[k, roll] += combos.probability(rest)
    return chances


def final_totals(table: solver.Table) -> dict[int, float]:
    """The exact chance of every final total of the optimal player (``planning.decide``),
    every roll followed through real sheets."""
    totals: dict[int, float] = defaultdict(float)
    for (total, _lumps, _first), chance in final_outcomes(table).items():
        totals[total] += chance
    return totals


def final_outcomes(table: solver.Table) -> dict[tuple[int, int, int], float]:
    """The exact chance of every final (total, lumps, first) of the optimal player: the
    lumps are the points of the Kniffel row and the Yahtzee bonus, first whether the row
    holds a Kniffel; every roll followed through real sheets."""
    spec = table.spec
    sheets: dict[tuple[object, ...], tuple[Sheet, float]] = {
        (): (Sheet(spec.rules, spec.points), 1.0)
    }
    rolls = np.arange(len(combos.ROLLS))
    for turns_left in range(spec.rounds, 0, -1):
        following = table.level(turns_left - 1)
        reached: dict[tuple[object, ...], tuple[Sheet, float]] = {}
        for sheet, chance in sheets.values():
            states = planning.states_of([sheet] * len(rolls))
            plan = planning.plan(spec, following, states)
            rolled = np.array([combos.probability(roll) for roll in combos.ROLLS])
            for rolls_left in range(spec.rolls - 1, 0, -1):
                keep, _ = planning.decide(plan, rolls, rolls_left)
                kept = np.where(keep[:, None] >= 0, after_keeping()[np.maximum(keep, 0)], 0.0)
                kept[keep < 0, rolls[keep < 0]] = 1.0  # taken now: this roll stays
                rolled = rolled @ kept
            _, category = planning.decide(plan, rolls, 0)
            for roll in np.flatnonzero(rolled):
                dice = combos.ROLLS[roll]
                row = CATEGORY_IDS[category[roll]]
                after = Sheet(spec.rules, spec.points)
                after.scores, after.yahtzee_bonus = dict(sheet.scores), sheet.yahtzee_bonus
                after.enter(row, sheet.options(dice)[row], dice)
                key = (*after.scores.items(), after.yahtzee_bonus)
                before = reached.get(key, (after, 0.0))[1]
                reached[key] = (after, before + chance * rolled[roll])
        sheets = reached
    outcomes: dict[tuple[int, int, int], float] = defaultdict(float)
    for sheet, chance in sheets.values():
        row = sheet.scores.get("kniffel") or 0
        lumps = row + sheet.yahtzee_bonus
        outcomes[sheet.total, lumps, int(row >= spec.points.kniffel)] += chance
    return outcomes


@pytest.mark.parametrize("rules", ["kniffel", "yahtzee"])
@pytest.mark.parametrize(("rounds", "rolls"), [(1, 1), (1, 2), (2, 1), (2, 2)])
def test_the_spread_is_that_of_every_game_followed(rules: str, rounds: int, rolls: int) -> None:
    table = solver.build(Spec(rules, rolls, rounds))
    totals = final_totals(table)
    mean = sum(total * chance for total, chance in totals.items())
    variance = sum((total - mean) ** 2 * chance for total, chance in totals.items())
    assert math.isclose(sum(totals.values()), 1.0, abs_tol=1e-12)
    assert math.isclose(mean, table.expected_total, rel_tol=1e-9, abs_tol=1e-9)
    spread = standard_deviation(table)
    assert math.isclose(spread**2, variance, rel_tol=1e-9, abs_tol=1e-9)
    assert spread > 0


@pytest.mark.parametrize("rules", ["kniffel", "yahtzee"])
@pytest.mark.parametrize(("rounds", "rolls"), [(1, 3), (2, 2), (2, 3)])
def test_the_lumps_are_those_of_every_game_followed(rules: str, rounds: int, rolls: int) -> None:
    """The chance of the first Kniffel, the extra ones (100 each) and E[L·R] from the start
    are those of every game followed (two rounds: a Kniffel and then an extra one)."""
    table = solver.build(Spec(rules, rolls, rounds))
    outcomes = final_outcomes(table)
    lumps = moments.build(table).lumps(rounds)
    start = dense_index(0, 0, 0)
    first = sum(chance * f for (_, _, f), chance in outcomes.items())
    extras = sum(chance * (lump - 50 * f) / 100 for (_, lump, f), chance in outcomes.items())
    cross = sum(chance * lump * total for (total, lump, _), chance in outcomes.items())
    assert first > 0.001
    if rounds == 2:
        assert extras > 1e-6
    assert math.isclose(lumps.first[start], first, rel_tol=1e-9, abs_tol=1e-12)
    assert math.isclose(lumps.extras[start], extras, rel_tol=1e-9, abs_tol=1e-12)
    assert math.isclose(lumps.cross[start], cross, rel_tol=1e-9, abs_tol=1e-9)


@pytest.mark.parametrize("rules", ["kniffel", "yahtzee"])
def test_the_spread_is_that_of_simulated_games(rules: str, table_folder: Path) -> None:
    engines = Engines(folder=str(table_folder))
    stdev = engines(Spec(rules)).spread().standard_deviation()  # kept
    result = simulate(Spec(rules), "optimal", 10000, "moments", engines)
    # The sample standard deviation's standard error is about sigma / sqrt(2 n); the
    # distribution's tail (extra Kniffels) widens it: allow four of them and a half.
    error = stdev / math.sqrt(2 * result.games)
    assert abs(result.stdev - stdev) < 4.5 * error
    if rules == "yahtzee":
        assert round(stdev, 2) == 59.61  # Verhoeff's optimal solitaire player


def test_solve_shows_the_spread(invoke: Invoke, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SPIEL_CACHE_DIR", ".")
    result = invoke("kniffel", "solve", "--rounds", "2", "--rolls", "2", "--format", "json")
    assert result.exit_code == 0, result.stderr
    spread = standard_deviation(solver.build(Spec("kniffel", 2, 2)))
    stdev = json.loads(result.stdout)["stdev"]
    assert isinstance(stdev, float) and stdev == round(spread, 4)
    shown = invoke("kniffel", "solve", "--rounds", "2", "--rolls", "2")
    assert f"Standard deviation of the total: {spread:.2f}\n" in shown.stdout


SMALL = Spec("yahtzee", 2, 2)


def small_batches(monkeypatch: pytest.MonkeyPatch, module: ModuleType) -> None:
    """Small batches for the table (``solver.CHUNK``, every pass's batches) and ``module``'s
    takes (its ``MOMENTS_CHUNK``), so that levels span several of the table's batches and
    end in a part."""
    monkeypatch.setattr(solver, "CHUNK", 64)
    monkeypatch.setattr(module, "MOMENTS_CHUNK", 16)


def same_table_and_spread(spec: Spec) -> None:
    """The table built with its spread is ``solver.build``'s bit for bit, and its spread
    is the one built from that table."""
    table = solver.build(spec)
    both = moments.build_with_table(spec)
    alone = moments.build(table)
    assert both.table.seconds == both.seconds > 0
    for t in range(1, spec.rounds + 1):
        assert np.array_equal(both.table.indices[t], table.indices[t])
        assert both.table.values[t].tobytes() == table.values[t].tobytes()
        assert both.values[t].tobytes() == alone.values[t].tobytes()


@pytest.mark.parametrize(
    "spec",
    [Spec("kniffel", 3, 4), pytest.param(Spec("yahtzee", 2, 5), marks=pytest.mark.slow)],
)
def test_the_table_built_with_its_spread_is_the_table_bit_for_bit(
    spec: Spec, monkeypatch: pytest.MonkeyPatch
) -> None:
    small_batches(monkeypatch, moments)
    same_table_and_spread(spec)


@pytest.mark.slow
@pytest.mark.parametrize("spec", [Spec("kniffel", 3, 4), Spec("yahtzee", 2, 5)])
def test_several_jobs_build_the_same_bits(spec: Spec, monkeypatch: pytest.MonkeyPatch) -> None:
    """The batches of a level shared out to three processes: the table, its spread and the
    mean squares alone are the ones one process builds, bit for bit."""
    small_batches(monkeypatch, moments)  # several batches per level, for three jobs
    monkeypatch.setattr(variance, "MOMENTS_CHUNK", 16)
    alone, shared = solver.build(spec), solver.build(spec, jobs=3)
    both, spread = moments.build_with_table(spec), moments.build(alone, jobs=3)
    together = moments.build_with_table(spec, jobs=3)
    squares, squares_shared = variance.build(spec, alone), variance.build(spec, None, None, 3)
    for t in range(1, spec.rounds + 1):
        assert np.array_equal(shared.indices[t], alone.indices[t])
        assert shared.values[t].tobytes() == alone.values[t].tobytes()
        assert together.table.values[t].tobytes() == alone.values[t].tobytes()
        assert spread.values[t].tobytes() == both.values[t].tobytes()
        assert together.values[t].tobytes() == both.values[t].tobytes()
        assert squares_shared.values[t].tobytes() == squares.values[t].tobytes()
        assert squares_shared.table.values[t].tobytes() == alone.values[t].tobytes()


@pytest.mark.slow
def test_the_full_table_built_with_its_spread_is_the_table_bit_for_bit() -> None:
    same_table_and_spread(Spec("yahtzee"))


def test_the_spread_levels_are_second_moments_and_variances() -> None:
    table = solver.build(SMALL)
    spread = moments.build(table)
    assert np.array_equal(spread.level(0), solver.terminal(SMALL.points) ** 2)
    for t in range(SMALL.rounds + 1):
        level, variance = spread.level(t), spread.variance_level(t)
        assert not level.flags.writeable and not variance.flags.writeable
        expected = np.maximum(level - table.level(t) ** 2, 0.0)
        assert np.array_equal(variance, expected) and variance.min() >= 0.0
        assert spread.variance_level(t) is variance  # computed once
    start = dense_index(0, 0, 0)
    assert spread.standard_deviation() == math.sqrt(spread.variance_level(SMALL.rounds)[start])
