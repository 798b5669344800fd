"""The table's shortcuts change no value: the keep kernels and the states that share one."""

from __future__ import annotations

import numpy as np
import pytest

from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.rules import parse_points
from kniffel_cli.kniffel.strategy import keeps, solver

RANDOM = np.random.default_rng(13)


def test_keep_values_average_over_every_outcome() -> None:
    rolled = RANDOM.random((len(combos.ROLLS), 3))
    got = keeps.keep_values(rolled)
    for keep in (combos.KEEPS[0], (2, 2, 5), (6,), ()):
        expected = sum(
            combos.probability(more) * rolled[combos.ROLL_INDEX[tuple(sorted(keep + more))]]
            for more in combos.KEEPS_BY_SIZE[5 - len(keep)]
        )
        assert got[combos.KEEP_INDEX[keep]] == pytest.approx(expected, abs=1e-12)


def test_best_keeps_take_the_best_part_of_each_roll() -> None:
    keep = RANDOM.random((len(combos.KEEPS), 4))
    got = keeps.best_keeps(keep)
    for r, roll in enumerate(combos.ROLLS):
        parts = [combos.KEEP_INDEX[k] for k in combos.sub_keeps(roll)]
        assert np.array_equal(got[r], keep[parts].max(axis=0))


def test_roll_chances_carry_a_keeps_chance_to_the_rolls_after_it() -> None:
    rng = np.random.default_rng(7)
    values = rng.random((len(keeps.ROLL_ORDER), 3))
    mass = rng.random((len(keeps.LAYOUT), 3))
    chances = keeps.inner_roll_chances(mass.copy())
    # The adjoint of keeping: the same sums, taken the other way round.
    assert np.allclose(
        (keeps.inner_keep_values(values) * mass).sum(axis=0), (chances * values).sum(axis=0)
    )
    assert np.allclose(chances.sum(axis=0), mass.sum(axis=0))  # no chance lost or made
    # Keeping nothing: every roll as likely as from rolling all five dice.
    nothing = np.zeros((len(keeps.LAYOUT), 1))
    nothing[keeps.SIZES[0]] = 1.0
    assert np.allclose(keeps.inner_roll_chances(nothing)[:, 0], keeps.ROLL_CHANCES)


def test_turn_start_chains_the_public_kernels() -> None:
    final = RANDOM.random((len(combos.ROLLS), 5)) * 50
    for rolls in (1, 2, 3, 5):
        rolled = final
        for _ in range(rolls - 1):
            rolled = keeps.best_keeps(keeps.keep_values(rolled))
        expected = keeps.keep_values(rolled)[combos.EMPTY]
        assert keeps.turn_start(rolls, final) == pytest.approx(expected, abs=1e-12)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("rules", "rolls", "rounds", "points"),
    [
        ("kniffel", 3, 4, ""),
        ("yahtzee", 2, 4, ""),
        ("kniffel", 2, 3, "bonus=0"),
        ("yahtzee", 3, 3, "bonus_threshold=12"),
    ],
)
def test_states_that_share_a_value_have_it(
    rules: str, rolls: int, rounds: int, points: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Computing every state on its own gives the table that shares work between them."""
    spec = solver.Spec(rules, rolls, rounds, parse_points(points))
    totals: list[int] = []
    shared = solver.build(spec, lambda done, total: totals.append(total))
    assert totals[-1] < shared.states  # some states shared a value

    def each_alone(
        spec: solver.Spec, masks: np.ndarray, uppers: np.ndarray, flags: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray]:
        everyone = np.arange(len(masks))
        return everyone, everyone

    monkeypatch.setattr(solver, "representatives", each_alone)
    alone = solver.build(spec)
    for t in range(1, rounds + 1):
        assert np.array_equal(shared.indices[t], alone.indices[t])
        assert np.allclose(shared.values[t], alone.values[t], rtol=0, atol=1e-9)
