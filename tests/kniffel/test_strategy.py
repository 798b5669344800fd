"""The optimal strategy against an independent exhaustive recursion, and in play."""

from __future__ import annotations

import itertools
import math
from collections import Counter
from functools import cache
from pathlib import Path

import numpy as np
import pytest

from kniffel_cli.kniffel.game import KniffelGame
from kniffel_cli.kniffel.strategy import planning, solver
from kniffel_cli.kniffel.strategy.advisor import hint
from kniffel_cli.kniffel.strategy.engine import Engines
from kniffel_cli.kniffel.strategy.simulation import simulate
from kniffel_cli.kniffel.strategy.solver import Spec
from tests.helpers import brute_force

UPPER = ["ones", "twos", "threes", "fours", "fives", "sixes"]


@cache
def outcomes(count: int) -> list[tuple[tuple[int, ...], float]]:
    """Every multiset of ``count`` dice with its probability, by enumeration."""
    found: Counter[tuple[int, ...]] = Counter(
        tuple(sorted(r)) for r in itertools.product(range(1, 7), repeat=count)
    )
    return [(k, v / 6**count) for k, v in found.items()]


def exhaustive(
    rules: str, rolls: int, open_rows: frozenset[str], upper: int, scored: bool, turns: int
) -> float:
    """Expected points to come, by plain recursion over every roll, keep and choice.

    Written without the solver's tricks: dice are enumerated, keeps are all
    subsets of positions, and the Kniffel row's extra entries (kniffel
    rules) are allowed while ``scored``.
    """

    @cache
    def start(open_now: frozenset[str], up: int, kniffel: bool, left: int) -> float:
        if left == 0:
            return 35.0 if up >= 63 else 0.0
        return sum(
            p * turn(roll, rolls - 1, open_now, up, kniffel, left) for roll, p in outcomes(5)
        )

    @cache
    def turn(
        roll: tuple[int, ...],
        rolls_left: int,
        open_now: frozenset[str],
        up: int,
        kniffel: bool,
        left: int,
    ) -> float:
        best = enter(roll, open_now, up, kniffel, left)
        if rolls_left:
            kept_parts = {tuple(roll[i] for i in range(5) if m >> i & 1) for m in range(32)}
            for kept in kept_parts:
                value = sum(
                    p
                    * turn(tuple(sorted(kept + more)), rolls_left - 1, open_now, up, kniffel, left)
                    for more, p in outcomes(5 - len(kept))
                )
                best = max(best, value)
        return best

    def enter(
        roll: tuple[int, ...], open_now: frozenset[str], up: int, kniffel: bool, left: int
    ) -> float:
        best = -math.inf
        five = len(set(roll)) == 1
        if rules == "yahtzee" and five and "kniffel" not in open_now:
            return joker(roll, open_now, up, kniffel, left)
        for row in open_now:
            gained = brute_force(row, roll)
            if rules == "yahtzee" and row == "full_house" and five:
                gained = 0  # the official full house needs two numbers
            new_up = min(63, up + gained) if row in UPPER else up
            now_scored = kniffel or (row == "kniffel" and gained == 50)
            best = max(best, gained + start(open_now - {row}, new_up, now_scored, left - 1))
        if rules == "kniffel" and kniffel and five:
            best = max(best, 100 + start(open_now, up, kniffel, left - 1))
        return best

    def joker(
        roll: tuple[int, ...], open_now: frozenset[str], up: int, kniffel: bool, left: int
    ) -> float:
        """Official rules: own upper row first, else a lower row at full points, else 0."""
        bonus = 100 if kniffel else 0
        own = UPPER[roll[0] - 1]
        lower = [r for r in open_now if r not in UPPER]
        if own in open_now:
            allowed = {own: 5 * roll[0]}
        elif lower:
            full = {"full_house": 25, "small_straight": 30, "large_straight": 40}
            allowed = {r: full.get(r, sum(roll)) for r in lower}
        else:
            allowed = {r: 0 for r in open_now}
        return max(
            gained
            + bonus
            + start(open_now - {r}, min(63, up + gained) if r in UPPER else up, kniffel, left - 1)
            for r, gained in allowed.items()
        )

    return start(open_rows, upper, scored, turns)


def mask_of(open_rows: frozenset[str]) -> int:
    from kniffel_cli.kniffel.rules import CATEGORY_IDS

    return sum(1 << i for i, c in enumerate(CATEGORY_IDS) if c not in open_rows)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("rules", "rolls", "turns", "open_rows", "upper", "scored"),
    [
        ("yahtzee", 3, 1, frozenset({"chance"}), 20, False),
        ("kniffel", 1, 1, frozenset({"sixes"}), 50, False),
        ("kniffel", 1, 2, frozenset({"sixes", "kniffel"}), 45, False),
        ("yahtzee", 3, 2, frozenset({"full_house", "kniffel"}), 0, False),
        ("yahtzee", 3, 2, frozenset({"full_house", "sixes"}), 40, True),  # jokers with bonus
        ("kniffel", 1, 2, frozenset({"chance", "sixes"}), 10, True),  # extra Kniffels...
        ("kniffel", 1, 1, frozenset({"chance", "sixes"}), 10, True),  # ...and after one
    ],
)
def test_table_values_match_the_exhaustive_recursion(
    rules: str,
    rolls: int,
    turns: int,
    open_rows: frozenset[str],
    upper: int,
    scored: bool,
    table_folder: Path,
) -> None:
    table = Engines(folder=str(table_folder))(Spec(rules, rolls, 13)).table()
    expected = exhaustive(rules, rolls, open_rows, upper, scored, turns)
    got = table.value(turns, mask_of(open_rows), upper, int(scored))
    assert got == pytest.approx(expected, abs=1e-9)


@pytest.mark.slow
def test_a_one_round_game_matches_the_recursion() -> None:
    for rules, rolls in (("kniffel", 1), ("yahtzee", 2)):
        table = solver.build(Spec(rules, rolls, 1))
        from kniffel_cli.kniffel.rules import CATEGORY_IDS

        expected = exhaustive(rules, rolls, frozenset(CATEGORY_IDS), 0, False, 1)
        assert table.expected_total == pytest.approx(expected, abs=1e-9)


@pytest.fixture(scope="module")
def engines(table_folder: Path) -> Engines:
    return Engines(folder=str(table_folder))


@pytest.fixture(scope="module")
def yahtzee_table(engines: Engines) -> solver.Table:
    return engines(Spec("yahtzee", 3, 13)).table()


def test_the_official_anchor(yahtzee_table: solver.Table) -> None:
    assert round(yahtzee_table.expected_total, 4) == 254.5877  # Verhoeff 1999, Glenn 2006
    assert yahtzee_table.states == 536320


def test_the_best_category_values_agree_with_the_table(yahtzee_table: solver.Table) -> None:
    rolls = np.arange(252)
    states = planning.States(np.full(252, 0b1000000100101), np.full(252, 12), np.zeros(252, int))
    plan = planning.plan(Spec("yahtzee"), yahtzee_table.level(9), states)
    values = planning.category_values(plan, rolls)
    assert np.allclose(values.max(axis=0), plan.final[rolls, rolls])


def game_with(dice: list[int], rolls_left: int, rules: str = "yahtzee") -> KniffelGame:
    game = KniffelGame(seed="hint", rules_name=rules)
    game.roll()
    game._dice = list(dice)
    game._rolls_left = rolls_left
    return game


def test_hint_before_the_first_roll(engines: Engines) -> None:
    advice = hint(KniffelGame(seed="h", rules_name="yahtzee"), engines)
    assert [a.data() for a in advice] == [
        {
            "action": "roll",
            "keep": [],
            "category": None,
            "expected_total": 254.5877,
            "chance": None,  # alone
        }
    ]


def test_hint_takes_a_yahtzee(engines: Engines) -> None:
    best = hint(game_with([4, 4, 4, 4, 4], 2), engines)[0]
    assert (best.action, best.category) == ("take", "kniffel")


def test_hint_keeps_a_small_straight_for_the_large(engines: Engines) -> None:
    best, *others = hint(game_with([6, 2, 3, 1, 4], 2), engines)
    assert (best.action, best.keep) == ("roll", [2, 3, 4, 5])
    assert len(others) == 3 and all(o.expected_total <= best.expected_total for o in others)


def test_hint_with_no_rolls_left_names_a_category(engines: Engines) -> None:
    best = hint(game_with([2, 3, 4, 5, 6], 0), engines)[0]
    assert (best.action, best.category, best.keep) == ("take", "large_straight", None)


def test_the_optimal_strategy_scores_what_the_table_expects(
    engines: Engines, yahtzee_table: solver.Table
) -> None:
    result = simulate(Spec("yahtzee"), "optimal", 1500, "expectation", engines)
    error = result.stdev / math.sqrt(result.games)
    assert abs(result.mean - yahtzee_table.expected_total) < 3 * error


def test_the_greedy_strategy_scores_what_the_literature_reports(engines: Engines) -> None:
    result = simulate(Spec("yahtzee"), "greedy", 1500, "greedy", engines)
    assert abs(result.mean - 218.05) < 4.5  # Glenn 2006; about 3 standard errors
    assert result.bonus_rate < 0.1  # blind to the upper bonus


def test_random_play_is_legal_and_poor(engines: Engines) -> None:
    result = simulate(Spec("yahtzee", 3, 13), "random", 100, "random", engines)
    assert result.games == 100 and 0 < result.mean < 120
    assert result.loss > 100  # random choices give away most of the expectation


@pytest.mark.slow
def test_simulations_are_reproducible(tmp_path: Path) -> None:
    first = simulate(Spec("kniffel", 2, 3), "greedy", 50, "same", Engines(folder=str(tmp_path)))
    second = simulate(Spec("kniffel", 2, 3), "greedy", 50, "same", Engines(folder=str(tmp_path)))
    assert first == second


@pytest.mark.slow
def test_a_simulation_s_json_view_keeps_the_documented_order(tmp_path: Path) -> None:
    result = simulate(Spec("kniffel", 2, 3), "random", 5, "order", Engines(folder=str(tmp_path)))
    assert list(result.data()) == ["strategy", "rules", "dice", "games", "mean", "stdev", "median",
                                   "min", "max", "bonus_rate", "kniffel_rate",
                                   "expected_start", "loss", "luck",
                                   "distribution"]  # fmt: skip
    assert result.data()["games"] == result.games == 5
    spread = result.data()["distribution"]
    assert sum(spread["counts"]) == 5 and spread["counts"][0] and spread["counts"][-1]
    high = spread["low"] + spread["width"] * len(spread["counts"]) - 1
    assert spread["low"] <= result.min <= result.max <= high
