"""The second moments alone (``variance``): the spread's E[R²], for ``solve`` at less cost."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from kniffel_cli.kniffel.strategy import moments, solver, variance
from kniffel_cli.kniffel.strategy.engine import Engines
from kniffel_cli.kniffel.strategy.solver import Spec

SPECS = [
    Spec("kniffel", 2, 2),
    Spec("kniffel", 3, 3),
    Spec("kniffel", 3, 4),
    Spec("yahtzee", 2, 3),
    Spec("yahtzee", 3, 2),
    Spec("yahtzee", 2, 4),
]


@pytest.mark.parametrize("spec", SPECS, ids=str)
def test_the_second_moments_are_the_spreads(spec: Spec) -> None:
    table = solver.build(spec)
    spread = moments.build(table)
    squares = variance.build(spec, table)
    assert squares.table is table
    for t in range(1, spec.rounds + 1):
        found, expected = squares.values[t], spread.values[t][0]
        assert found.shape == expected.shape
        np.testing.assert_allclose(found, expected, rtol=1e-9, atol=0.0)
    assert math.isclose(squares.standard_deviation(), spread.standard_deviation(), rel_tol=1e-9)
    assert squares.standard_deviation() > 0


@pytest.mark.parametrize("spec", [Spec("kniffel", 3, 4), Spec("yahtzee", 2, 3)], ids=str)
def test_without_a_table_it_is_built_in_the_same_pass_bit_for_bit(spec: Spec) -> None:
    table = solver.build(spec)
    both = variance.build(spec)
    alone = variance.build(spec, table)
    assert both.table.seconds == both.seconds > 0
    for t in range(1, spec.rounds + 1):
        assert np.array_equal(both.table.indices[t], table.indices[t])
        assert both.table.values[t].tobytes() == table.values[t].tobytes()
        assert both.values[t].tobytes() == alone.values[t].tobytes()


@pytest.mark.slow
@pytest.mark.parametrize(("rules", "stdev"), [("yahtzee", 59.6079), ("kniffel", 52.7656)])
def test_the_full_standard_deviations(rules: str, stdev: float, table_folder: Path) -> None:
    """The pinned figures of the full variants, and the spread's to 1e-6."""
    spread = Engines(folder=str(table_folder))(Spec(rules)).spread()
    squares = variance.build(Spec(rules), spread.table)
    assert round(squares.standard_deviation(), 4) == stdev
    assert math.isclose(squares.standard_deviation(), spread.standard_deviation(), rel_tol=1e-6)
