"""The spread of an optimal game: exact against a brute force, and against simulated games."""

from __future__ import annotations

import json
import math
from collections import defaultdict
from functools import cache
from pathlib import Path

import numpy as np
import pytest

from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.rules import CATEGORY_IDS, DICE
from kniffel_cli.kniffel.sheet import Sheet
from kniffel_cli.kniffel.strategy import planning, solver
from kniffel_cli.kniffel.strategy.moments import spread, standard_deviation
from kniffel_cli.kniffel.strategy.simulation import simulate
from kniffel_cli.kniffel.strategy.solver import Spec
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
    totals: dict[int, float] = defaultdict(float)
    for sheet, chance in sheets.values():
        totals[sheet.total] += chance
    return totals


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
def test_the_spread_is_that_of_simulated_games(rules: str, table_folder: Path) -> None:
    table = solver.load_or_build(Spec(rules), str(table_folder))[0]
    stdev = spread(table, str(table_folder))  # cached there for the next run
    result = simulate(Spec(rules), "optimal", 10000, "moments", lambda _: table)
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


def test_the_spread_is_cached_beside_the_table(tmp_path: Path) -> None:
    table = solver.build(Spec("yahtzee", 2, 2))
    first = spread(table, str(tmp_path))
    (name,) = (path.name for path in tmp_path.iterdir())
    assert name.startswith("kniffel-moments-") and name.endswith("-yahtzee-rolls2-rounds2.bin")

    def computed(done: int, total: int) -> None:
        raise AssertionError("computed again")

    assert spread(table, str(tmp_path), progress=computed) == first
    assert first == standard_deviation(table)
