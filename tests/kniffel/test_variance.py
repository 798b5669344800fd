"""The second moments alone (``variance``): the spread's E[R²], for ``solve`` at less cost."""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np
import pytest

from kniffel_cli.kniffel.strategy import engine, moments, solver, variance
from kniffel_cli.kniffel.strategy.engine import Build, Engines, Progress
from kniffel_cli.kniffel.strategy.solver import Spec
from tests.helpers import Invoke
from tests.kniffel.test_engine import engines_of
from tests.kniffel.test_moments import small_batches

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
def test_without_a_table_it_is_built_in_the_same_pass_bit_for_bit(
    spec: Spec, monkeypatch: pytest.MonkeyPatch
) -> None:
    small_batches(monkeypatch, variance)
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


SMALL = Spec("kniffel", 2, 2)


def test_an_engine_without_a_table_builds_both_in_one_pass_and_saves_only_the_table(
    tmp_path: Path,
) -> None:
    engines, builds = engines_of(tmp_path)
    stdev = engines(SMALL).standard_deviation()
    assert builds.kinds == ["table_variance"] and builds.reports > 0 and not engines.cached
    assert sorted(path.name for path in tmp_path.iterdir()) == [SMALL.name]
    table = engines(SMALL).table()  # the pass's, kept
    assert builds.kinds == ["table_variance"]
    assert math.isclose(stdev, moments.build(table).standard_deviation(), rel_tol=1e-12)
    assert engines(SMALL).standard_deviation() == stdev  # kept for the process
    assert builds.kinds == ["table_variance"]
    engine.forget()  # as a new process: the table is read, the moments computed again
    again, builds = engines_of(tmp_path)
    assert again(SMALL).standard_deviation() == stdev
    assert builds.kinds == ["variance"] and not again.cached


def fails(what: Build) -> Iterator[Progress]:
    raise AssertionError(f"built {what}")
    yield  # a generator: the context manager's body


def test_an_engine_with_a_cached_spread_builds_nothing(tmp_path: Path) -> None:
    spread = Engines(folder=str(tmp_path))(SMALL).spread()
    engine.forget()
    engines = Engines(folder=str(tmp_path), progress=contextmanager(fails))
    assert engines(SMALL).standard_deviation() == spread.standard_deviation()
    assert engines.cached


def test_an_engine_that_may_not_build_needs_the_table_and_its_spread(tmp_path: Path) -> None:
    cached_only = Engines(folder=str(tmp_path), build=False)
    with pytest.raises(LookupError, match=SMALL.name):
        cached_only(SMALL).standard_deviation()
    Engines(folder=str(tmp_path))(SMALL).table()
    engine.forget()
    with pytest.raises(LookupError, match=SMALL.spread_name):
        cached_only(SMALL).standard_deviation()


def solve_json(invoke: Invoke) -> dict[str, object]:
    result = invoke("kniffel", "solve", "--rounds", "2", "--rolls", "2", "--format", "json")
    assert result.exit_code == 0, result.stderr
    found: dict[str, object] = json.loads(result.stdout)
    return found


def test_solve_from_an_empty_cache_writes_no_spread(
    invoke: Invoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SPIEL_CACHE_DIR", str(tmp_path))
    data = solve_json(invoke)
    assert [path.name for path in tmp_path.iterdir()] == [SMALL.name]
    table = solver.build(SMALL)
    assert data["expected_total"] == round(table.expected_total, 4)
    assert data["stdev"] == round(moments.build(table).standard_deviation(), 4)


def test_solve_with_a_cached_spread_builds_nothing(
    invoke: Invoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spread = Engines(folder=str(tmp_path))(SMALL).spread()
    engine.forget()
    monkeypatch.setenv("SPIEL_CACHE_DIR", str(tmp_path))

    def no_build(*args: object) -> object:
        raise AssertionError("built")

    monkeypatch.setattr(variance, "build", no_build)
    monkeypatch.setattr(moments, "second_moments", no_build)
    monkeypatch.setattr(solver, "build", no_build)
    data = solve_json(invoke)
    assert data["stdev"] == round(spread.standard_deviation(), 4)
