"""The SPRT on game pairs: the Elo curve, the log-likelihood ratio checked against a brute
force search, the degenerate counts, and the error rates measured by simulation."""

from __future__ import annotations

import math
from statistics import NormalDist

import numpy as np
import numpy.typing as npt
import pytest

from kniffel_cli.common.sprt import (
    REGULARIZATION,
    Sprt,
    bounds,
    elo,
    elo_estimate,
    llr,
    pentanomial,
    score,
)

SHARES = np.array([0.0, 0.25, 0.5, 0.75, 1.0])
# Two equal Kniffel players over a deal played in both seatings: mostly one win each.
EQUAL = np.array([0.25, 0.005, 0.49, 0.005, 0.25])


def test_the_logistic_curve_and_its_inverse() -> None:
    assert elo(0.5) == 0.0
    assert elo(score(35.0)) == pytest.approx(35.0, abs=1e-9)
    assert score(elo(0.3)) == pytest.approx(0.3, abs=1e-12)
    assert elo(0.75) == pytest.approx(400 * math.log10(3))
    assert score(0.0) == 0.5
    assert score(-400.0) == pytest.approx(1 / 11)
    assert score(-1e6) == 0.0 and score(1e6) == 1.0


@pytest.mark.parametrize("bad", [0.0, 1.0, -0.1, 1.5, math.nan])
def test_a_score_outside_the_open_interval_has_no_elo(bad: float) -> None:
    with pytest.raises(ValueError, match="strictly between 0 and 1"):
        elo(bad)


def test_wald_bounds() -> None:
    lower, upper = bounds(0.05, 0.05)
    assert lower == pytest.approx(-2.9444389791664403) and upper == pytest.approx(math.log(19))
    assert bounds(0.05, 0.1) == pytest.approx((math.log(0.1 / 0.95), math.log(0.9 / 0.05)))


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ((10.0, 0.0), "elo0 must be less than elo1"),
        ((5.0, 5.0), "elo0 must be less than elo1"),
        ((0.0, 10.0, 0.5), "alpha must be between 0 and 0.5"),
        ((0.0, 10.0, 0.0), "alpha must be between 0 and 0.5"),
        ((0.0, 10.0, 0.05, -0.1), "beta must be between 0 and 0.5"),
        ((0.0, math.inf), "finite"),
        ((math.nan, 10.0), "finite"),
        ((0.0, 1e6), "too far from 0"),
        ((-1e6, 0.0), "too far from 0"),
    ],
)
def test_bad_parameters_are_refused(arguments: tuple[float, ...], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Sprt(*arguments)


@pytest.mark.parametrize("bad", [0.3, -0.25, 1.25, 2, math.nan, True])
def test_a_pair_score_must_be_one_of_the_five(bad: float) -> None:
    sprt = Sprt(0.0, 10.0)
    with pytest.raises(ValueError, match="a pair score must be 0, 0.25, 0.5, 0.75 or 1"):
        sprt.add(bad)
    assert sprt.counts == (0, 0, 0, 0, 0)


def test_pair_scores_are_counted() -> None:
    assert pentanomial([0, 1, 0.5, 0.5, 0.75, 1.0, 0.25, 1]) == (1, 1, 2, 1, 3)
    assert pentanomial([np.float64(0.75), np.float64(0.0), 0.25]) == (1, 1, 0, 1, 0)
    sprt = Sprt(0.0, 10.0)
    for pair_score in (1, 0.5, 0.75, 0.5):
        sprt.add(pair_score)
    assert sprt.counts == (0, 0, 2, 1, 1)
    assert sprt.result().pairs == 4


def log_likelihood_by_search(counts: npt.NDArray[np.float64], s: float) -> float:
    """The largest sum(n log p) over distributions with expectation s, by a grid search.

    p1, p2 and p3 are free; p4 and p0 follow from the mean and the total. The likelihood
    is concave on this convex set, so a grid that shrinks around its best point finds the
    maximum; nothing is shared with the module's root search.
    """
    centre = np.array([0.5, 0.5, 0.5])
    half = 0.5
    best = -math.inf
    for _ in range(26):
        axis = np.linspace(-half, half, 31)
        p1, p2, p3 = np.meshgrid(*(c + axis for c in centre), indexing="ij")
        p4 = s - 0.25 * p1 - 0.5 * p2 - 0.75 * p3
        p0 = 1.0 - p1 - p2 - p3 - p4
        p = np.stack([p0, p1, p2, p3, p4])
        with np.errstate(divide="ignore", invalid="ignore"):
            log_likelihood = np.where(
                np.all(p > 0, axis=0),
                np.tensordot(counts, np.log(np.where(p > 0, p, 1.0)), axes=1),
                -np.inf,
            )
        at = np.unravel_index(np.argmax(log_likelihood), log_likelihood.shape)
        best = float(log_likelihood[at])
        centre = np.array([p1[at], p2[at], p3[at]])
        half *= 4 / 15  # the new grid spans 4 steps of the old one either side
    return best


@pytest.mark.parametrize(
    ("counts", "elo0", "elo1"),
    [
        ((3, 1, 10, 2, 6), 0.0, 10.0),
        ((5, 0, 12, 1, 2), 0.0, 10.0),  # a zero count: regularized to 0.001 first
        ((40, 3, 90, 5, 30), -5.0, 15.0),
        ((12, 2, 20, 0, 30), 0.0, 50.0),
    ],
)
def test_the_llr_is_the_difference_of_the_constrained_maxima(
    counts: tuple[int, ...], elo0: float, elo1: float
) -> None:
    n = np.array([REGULARIZATION if c == 0 else c for c in counts], dtype=np.float64)
    expected = log_likelihood_by_search(n, score(elo1)) - log_likelihood_by_search(n, score(elo0))
    assert float(llr(counts, elo0, elo1)) == pytest.approx(expected, abs=1e-8)


def test_known_llr_values() -> None:
    # fishtest's sample pentanomial in stat_util, and a Kniffel-like one: the grid search
    # above gives the same to 1e-10 (it takes a third of a second for each).
    assert float(llr([10789, 19328, 33806, 19402, 10543], -3.0, 1.0)) == pytest.approx(
        2.1310678117879, abs=1e-9
    )
    assert float(llr([250, 5, 490, 5, 250], 0.0, 10.0)) == pytest.approx(-0.8238575511774, abs=1e-9)


def test_the_llr_is_close_to_its_normal_approximation_for_many_pairs() -> None:
    counts = np.array([2400, 60, 4900, 40, 2600])
    n = counts / counts.sum()
    mean = float((n * SHARES).sum())
    variance = float((n * (SHARES - mean) ** 2).sum())
    s0, s1 = score(0.0), score(10.0)
    approximate = counts.sum() * (s1 - s0) * (2 * mean - s0 - s1) / variance / 2
    assert float(llr(counts, 0.0, 10.0)) == pytest.approx(approximate, rel=0.01)


def test_the_llr_mirrors() -> None:
    counts = np.array([[7, 2, 15, 1, 9], [0, 0, 3, 5, 12], [120, 40, 10, 0, 0]])
    forward = llr(counts, -5.0, 15.0)
    assert llr(counts, 15.0, -5.0) == pytest.approx(-forward)
    assert llr(counts[:, ::-1], -15.0, 5.0) == pytest.approx(-forward)
    assert forward == pytest.approx([float(llr(row, -5.0, 15.0)) for row in counts])


def test_no_pair_gives_no_evidence() -> None:
    result = Sprt(0.0, 10.0).result()
    assert result.llr == 0.0 and result.decision is None and result.pairs == 0
    assert result.elo == 0.0
    assert result.elo_low == pytest.approx(-1199.83, abs=0.01)
    assert result.elo_high == pytest.approx(1199.83, abs=0.01)


@pytest.mark.parametrize("outcome", [0, 1, 2, 3, 4])
@pytest.mark.parametrize("elo_bounds", [(0.0, 10.0), (-400.0, 800.0), (0.0, 3000.0)])
def test_all_pairs_alike_give_finite_figures(outcome: int, elo_bounds: tuple[float, float]) -> None:
    pairs = np.arange(1, 301)
    counts = np.zeros((pairs.size, 5))
    counts[:, outcome] = pairs
    ratios = llr(counts, *elo_bounds)
    assert np.all(np.isfinite(ratios))
    sprt = Sprt(*elo_bounds)
    for _ in range(5):
        sprt.add(outcome / 4)
    result = sprt.result()
    assert all(
        math.isfinite(value) for value in (result.llr, result.elo, result.elo_low, result.elo_high)
    )
    assert result.llr == pytest.approx(float(ratios[4]))


def test_a_sweep_accepts_h1_and_splits_accept_h0() -> None:
    sprt = Sprt(0.0, 200.0)
    decided = []
    for _ in range(20):
        sprt.add(1.0)
        decided.append(sprt.result().decision)
    # with nothing but 2-0 pairs each adds about log(score(200) / score(0)) = 0.42
    assert decided.index("H1") == 7 and decided[:7] == [None] * 7
    even = Sprt(0.0, 10.0)
    for _ in range(200):
        even.add(0.5)
    result = even.result()
    assert result.decision == "H0" and result.llr < result.lower
    assert result.elo == pytest.approx(0.0, abs=1e-9) and result.elo_high < 1


def test_the_elo_estimate_is_fishtests() -> None:
    estimate = elo_estimate([1, 1, 1, 1, 1])
    error = math.sqrt(0.125 / 5)  # the variance of the five shares, over five pairs
    half = elo(0.5 + NormalDist().inv_cdf(0.975) * error)
    assert estimate.elo == 0.0
    assert (estimate.low, estimate.high) == pytest.approx((-half, half))
    shares = [1.0] * 30 + [0.75] * 4 + [0.5] * 50 + [0.25] * 1 + [0.0] * 20
    counts = pentanomial(shares)
    mean = sum(shares) / len(shares)
    error = math.sqrt(sum((x - mean) ** 2 for x in shares) / len(shares) / len(shares))
    z = NormalDist().inv_cdf(0.975)
    half = (elo(mean + z * error) - elo(mean - z * error)) / 2
    estimate = elo_estimate(counts)
    assert estimate.elo == pytest.approx(elo(mean))
    assert (estimate.low, estimate.high) == pytest.approx((elo(mean) - half, elo(mean) + half))
    sprt = Sprt(0.0, 10.0)
    for share in shares:
        sprt.add(share)
    result = sprt.result()
    assert (result.elo, result.elo_low, result.elo_high) == pytest.approx(
        (estimate.elo, estimate.low, estimate.high)
    )


ELO0, ELO1, ALPHA, BETA = 0.0, 10.0, 0.05, 0.05
RUNS = 400
CAP = 40_000  # pairs; far beyond any run's length at these bounds (a few thousand)


def simulate(
    probabilities: npt.NDArray[np.float64], seed: int
) -> tuple[npt.NDArray[np.int8], npt.NDArray[np.int64]]:
    """RUNS tests on pairs drawn from ``probabilities``, each checked after every pair.

    Returns each run's decision (1 for H1, -1 for H0, 0 if it reached CAP) and length. The
    runs still going draw a block of pairs at once; the LLR after each pair of the block
    is evaluated in one call, and a run stops at the first pair where it leaves the bounds.
    """
    rng = np.random.default_rng(seed)
    lower, upper = bounds(ALPHA, BETA)
    counts = np.zeros((RUNS, 5), dtype=np.int64)
    decisions = np.zeros(RUNS, dtype=np.int8)
    lengths = np.full(RUNS, CAP, dtype=np.int64)
    running = np.arange(RUNS)
    played = 0
    while running.size and played < CAP:
        block = min(CAP - played, max(100, 300_000 // running.size))
        outcomes = rng.choice(5, size=(running.size, block), p=probabilities)
        path = counts[running, None, :] + np.cumsum(np.eye(5, dtype=np.int64)[outcomes], axis=1)
        ratio = llr(path, ELO0, ELO1)
        out = (ratio > upper) | (ratio < lower)
        stopped = out.any(axis=1)
        first = out.argmax(axis=1)[stopped]
        runs = running[stopped]
        decisions[runs] = np.where(ratio[stopped, first] > upper, 1, -1)
        lengths[runs] = played + first + 1
        counts[running] = path[:, -1]
        running = running[~stopped]
        played += block
    return decisions, lengths


def with_score(target: float) -> npt.NDArray[np.float64]:
    """The equal players' distribution with mass moved from 0-2 pairs to 2-0 pairs."""
    shift = target - 0.5
    moved: npt.NDArray[np.float64] = EQUAL + np.array([-shift, 0.0, 0.0, 0.0, shift])
    return moved


def standard_error(rate: float) -> float:
    return math.sqrt(rate * (1 - rate) / RUNS)


def test_equal_players_are_rarely_found_better() -> None:
    decisions, lengths = simulate(EQUAL, seed=2024)
    assert np.all(decisions != 0)
    assert np.mean(decisions == 1) <= ALPHA + 3 * standard_error(ALPHA)
    assert 1000 < np.mean(lengths) < 10_000


def test_a_player_20_elo_better_is_found_better() -> None:
    probabilities = with_score(score(20.0))
    assert float(probabilities @ SHARES) == pytest.approx(score(20.0))
    decisions, _ = simulate(probabilities, seed=2025)
    assert np.all(decisions != 0)
    assert np.mean(decisions == 1) >= 1 - BETA - 3 * standard_error(BETA)


def test_a_player_just_elo1_better_is_rarely_found_not_better() -> None:
    decisions, _ = simulate(with_score(score(ELO1)), seed=2026)
    assert np.all(decisions != 0)
    assert np.mean(decisions == -1) <= BETA + 3 * standard_error(BETA)
