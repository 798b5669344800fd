"""Playing to win: the exact distributions of the last turns, the shares of the win, and the
games of computers in step (``outcomes``, ``winning``, ``match``)."""

from __future__ import annotations

import copy
import math
from collections import defaultdict
from functools import cache

import numpy as np
import pytest

from kniffel_cli import kniffel
from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.rules import DICE, FACES, Points, category_at
from kniffel_cli.kniffel.sheet import Sheet
from kniffel_cli.kniffel.strategy import match, moments, planning, solver
from kniffel_cli.kniffel.strategy.engine import Engines
from kniffel_cli.kniffel.strategy.solver import Spec
from kniffel_cli.kniffel.strategy.table_file import dense_index
from kniffel_cli.kniffel.strategy.winning import SMALLEST_SPREAD, Model, Standing

# A low threshold, so that the upper bonus is won or missed within one or two turns.
LOW_BONUS = Points(bonus_threshold=8, bonus=35)


@cache
def model(spec: Spec) -> Model:
    table = solver.build(spec)
    return Model(table, moments.build(table))


@cache
def rolled(kept: tuple[int, ...]) -> list[tuple[tuple[int, ...], float]]:
    """Every roll the dice not kept can make, with its chance (a brute force over faces)."""
    free = DICE - len(kept)
    found: dict[tuple[int, ...], float] = defaultdict(float)
    for code in range(FACES**free):
        faces = [1 + code // FACES**i % FACES for i in range(free)]
        found[tuple(sorted(kept + tuple(faces)))] += 1.0 / FACES**free
    return list(found.items())


def brute_force(spec: Spec) -> dict[int, float]:
    """The chance of each final total of the optimal player's game from an empty sheet: every
    roll followed through the sheet's own rules, each decision as ``planning.decide`` makes it."""
    table = solver.build(spec)

    seen: dict[object, dict[int, float]] = {}

    def game(sheet: Sheet, turns_left: int) -> dict[int, float]:
        if turns_left == 0:
            return {sheet.total: 1.0}
        key = (tuple(sheet.scores.items()), sheet.yahtzee_bonus, turns_left)
        if key not in seen:
            seen[key] = playing(sheet, turns_left)
        return seen[key]

    def playing(sheet: Sheet, turns_left: int) -> dict[int, float]:
        plan = planning.plan(spec, table.level(turns_left - 1), planning.states_of([sheet]))

        @cache
        def turn(roll: tuple[int, ...], rolls_left: int) -> dict[int, float]:
            """The chance of each final total from ``roll`` with ``rolls_left`` to come."""
            found: dict[int, float] = defaultdict(float)
            index = np.array([combos.ROLL_INDEX[roll]])
            keep, category = planning.decide(plan, index, rolls_left)
            if keep[0] >= 0:
                for again, p in rolled(combos.KEEPS[keep[0]]):
                    for total, q in turn(again, rolls_left - 1).items():
                        found[total] += p * q
                return found
            after = copy.deepcopy(sheet)
            row = category_at(int(category[0]))
            after.enter(row, after.options(roll)[row], roll)
            return game(after, turns_left - 1)

        found: dict[int, float] = defaultdict(float)
        for roll, p in rolled(()):
            for total, q in turn(roll, spec.rolls - 1).items():
                found[total] += p * q
        return found

    return game(Sheet(spec.rules, spec.points), spec.rounds)


@pytest.mark.slow
@pytest.mark.parametrize(
    "spec",
    [
        Spec("kniffel", 1, 2, LOW_BONUS),
        Spec("yahtzee", 1, 2, LOW_BONUS),
        Spec("kniffel", 3, 1, LOW_BONUS),
        Spec("yahtzee", 2, 1),
        Spec("kniffel", 2, 2, LOW_BONUS),
        Spec("yahtzee", 3, 2),
    ],
    ids=str,
)
def test_the_exact_distribution_is_the_chance_of_each_final_total(spec: Spec) -> None:
    expected = brute_force(spec)
    found = model(spec).endgame.distributions(spec.rounds, np.array([dense_index(0, 0, 0)]))[0]
    totals = {x: float(p) for x, p in enumerate(found) if p > 0}
    assert totals.keys() == expected.keys()
    for total, chance in expected.items():
        assert math.isclose(totals[total], chance, rel_tol=1e-9, abs_tol=1e-15), total


@pytest.mark.parametrize("rules", ["kniffel", "yahtzee"])
def test_exact_distributions_have_the_tables_mean_and_the_spreads_variance(rules: str) -> None:
    spec = Spec(rules, 3, 3, LOW_BONUS)
    found = model(spec)
    for turns_left in (1, 2):
        index = found.table.indices[turns_left][::7].astype(np.int64)
        exact = found.endgame.distributions(turns_left, index)
        points = np.arange(exact.shape[1])
        mean = exact @ points
        variance = exact @ points**2 - mean**2
        assert np.allclose(exact.sum(axis=1), 1.0)
        assert np.allclose(mean, found.table.level(turns_left)[index], atol=1e-9)
        assert np.allclose(variance, found.spread.variance_level(turns_left)[index], atol=1e-6)


def point(model: Model, total: int) -> np.ndarray:
    found = np.zeros((1, model.width))
    found[0, total] = 1.0
    return found


def test_a_tie_counts_in_equal_parts_and_the_shares_sum_to_one() -> None:
    found = model(Spec("kniffel", 3, 2))
    assert found.shares([point(found, 30), point(found, 30)])[:, 0].tolist() == [0.5, 0.5]
    three = found.shares([point(found, 30), point(found, 30), point(found, 29)])[:, 0]
    assert np.allclose(three, [0.5, 0.5, 0.0])
    spread = found.finals(Standing(np.array([5]), 1, np.array([dense_index(1, 5, 0)])))
    shares = found.shares([spread, point(found, 30), spread])[:, 0]
    assert math.isclose(shares.sum(), 1.0, rel_tol=1e-12)
    assert math.isclose(shares[0], shares[2], rel_tol=1e-12)


def test_against_a_known_total_the_share_is_the_chance_of_beating_it() -> None:
    found = model(Spec("kniffel", 3, 2))
    mine = found.finals(Standing(np.array([0]), 2, np.array([dense_index(0, 0, 0)])))[0]
    shares = found.shares([mine[None, :], point(found, 40)])[:, 0]
    assert math.isclose(shares[0], mine[41:].sum() + mine[40] / 2, rel_tol=1e-12)


SEEDS = [f"duel/{n}" for n in range(4)]


@pytest.mark.parametrize("dice", ["duplicate", "random"])
@pytest.mark.parametrize(
    "kinds",
    [["win", "optimal"], ["optimal", "win", "greedy"], ["random", "win"]],
    ids=",".join,
)
def test_games_in_step_are_the_games_new_plays(dice: str, kinds: list[str]) -> None:
    spec = Spec("kniffel", 3, 3)
    players = [match.computer(kind) for kind in kinds]
    played = match.play(spec, players, SEEDS, Engines()(spec), dice=dice)  # type: ignore[arg-type]
    names = [f"cpu:{kind}:{n}" for n, kind in enumerate(kinds)]
    for g, seed in enumerate(SEEDS):
        game = kniffel.new(names, seed=seed, rounds=3, dice=dice)  # type: ignore[arg-type]
        assert [sheet.total for sheet in game.sheets] == played.totals[:, g].tolist()


@pytest.mark.parametrize("kind", ["optimal", "greedy", "random"])
def test_each_simulated_game_is_the_game_new_plays(kind: str) -> None:
    """simulate's game g is ``new --players cpu:KIND --seed SEED/g``: one loop for both."""
    spec = Spec("kniffel", 2, 3)
    played = match.play(spec, [match.computer(kind)], SEEDS, Engines()(spec), dice="random")
    for g, seed in enumerate(SEEDS):
        game = kniffel.new([f"cpu:{kind}"], seed=seed, rounds=3, rolls=2)
        sheet = game.sheets[0]
        assert sheet.total == played.totals[0, g]
        assert (sheet.kniffels > 0) == played.kniffel[0, g]
        assert (sheet.upper >= sheet.values.bonus_threshold) == played.bonus[0, g]


@pytest.mark.parametrize("rules", ["kniffel", "yahtzee"])
def test_the_lumped_points_to_come_keep_the_tables_mean_and_variance(rules: str) -> None:
    """The lumps and the normal rest of every state of a level of 4 rounds: chances that sum
    to 1, and the whole has the table's mean and the spread's variance (until the rest's
    deviation would fall below its floor)."""
    found = model(Spec(rules, 3, 4))
    for turns_left in (2, 3, 4):
        index = found.table.indices[turns_left]
        later = found._lumped(turns_left, index)
        mean = (later.weights * later.offsets).sum(axis=1)
        second = (later.weights * (later.offsets**2 + later.sd[:, None] ** 2)).sum(axis=1)
        table_mean = found.table.level(turns_left)[index]
        variance = found.spread.variance_level(turns_left)[index]
        assert np.allclose(later.weights.sum(axis=1), 1.0, atol=1e-12)
        assert (later.weights >= 0).all()
        assert np.allclose(mean, table_mean, atol=1e-7)
        floored = later.sd <= SMALLEST_SPREAD
        assert (~floored).mean() > 0.5
        assert np.allclose((second - mean**2)[~floored], variance[~floored], rtol=1e-9, atol=1e-6)
