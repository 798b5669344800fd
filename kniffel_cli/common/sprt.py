"""A sequential probability ratio test on game pairs, as fishtest runs one.

A match plays every deal in both seatings, so a pair of games gives player A a share of
0, 0.25, 0.5, 0.75 or 1 of the pair's points (a win counts 1, a tie 0.5). The counts of
these five outcomes, the pentanomial frequencies, feed a generalized SPRT (GSPRT) in the
"logistic" Elo model of fishtest's ``LLR_logistic`` (Michel Van den Bergh): the expected
share ``s`` of a player ``elo`` points better is ``1 / (1 + 10**(-elo / 400))``; for each
bound the distribution of the five outcomes that is most likely to have produced the
counts under the constraint "expected share = s" is found, and the log-likelihood ratio
is the number of pairs times the mean log ratio of the two constrained distributions.

Zero counts are replaced by 0.001 before anything is computed (fishtest's
``regularize``), so all-equal outcomes and the first few pairs give a finite log-likelihood
ratio and a finite Elo interval; with no pair at all the ratio is 0. No least number of
pairs is imposed, as in fishtest: at narrow bounds (0 against 10 Elo) a pair moves the ratio
too little for the first pairs to decide, at wide ones (0 against 200) eight straight 2-0
pairs accept H1. Fishtest's dynamic overshoot correction of the bounds is not applied:
the bounds are Wald's.
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from statistics import NormalDist
from typing import Literal

import numpy as np
import numpy.typing as npt

PAIR_SCORES = (0.0, 0.25, 0.5, 0.75, 1.0)
_VALUES = np.array(PAIR_SCORES)
REGULARIZATION = 1e-3  # fishtest's stand-in for a zero count
# fishtest's Elo estimate keeps the score within [0.001, 0.999], about +-1200 Elo
_SCORE_CLAMP = 1e-3
_Z95 = NormalDist().inv_cdf(0.975)

Decision = Literal["H0", "H1"]


def elo(score: float) -> float:
    """The Elo difference of an expected score (0 < score < 1) on the logistic curve."""
    if not 0.0 < score < 1.0:
        raise ValueError(f"a score must be strictly between 0 and 1, not {score!r}")
    return 400.0 * math.log10(score / (1.0 - score))


def score(elo: float) -> float:
    """The expected score of a player ``elo`` points better: the inverse of :func:`elo`."""
    if elo >= 0:
        return 1.0 / (1.0 + math.pow(10.0, -elo / 400.0))
    odds = math.pow(10.0, elo / 400.0)  # the same, without overflow for a large -elo
    return odds / (1.0 + odds)


def bounds(alpha: float, beta: float) -> tuple[float, float]:
    """Wald's bounds of the log-likelihood ratio: ``(log(beta/(1-alpha)), log((1-beta)/alpha))``."""
    _check_error_rate("alpha", alpha)
    _check_error_rate("beta", beta)
    return math.log(beta / (1.0 - alpha)), math.log((1.0 - beta) / alpha)


def pair_index(pair_score: float) -> int:
    """Which of the five outcomes (0 to 4) a pair score of 0, 0.25, 0.5, 0.75 or 1 is."""
    if isinstance(pair_score, numbers.Real) and not isinstance(pair_score, bool):
        quarters = pair_score * 4
        if quarters in (0, 1, 2, 3, 4):
            return int(quarters)
    raise ValueError(f"a pair score must be 0, 0.25, 0.5, 0.75 or 1, not {pair_score!r}")


def pentanomial(pair_scores: Iterable[float]) -> tuple[int, int, int, int, int]:
    """The counts of the pair scores 0, 0.25, 0.5, 0.75 and 1 among ``pair_scores``."""
    counts = [0, 0, 0, 0, 0]
    for pair_score in pair_scores:
        counts[pair_index(pair_score)] += 1
    return counts[0], counts[1], counts[2], counts[3], counts[4]


@dataclass(frozen=True)
class EloEstimate:
    """An Elo difference and its 95% interval."""

    elo: float
    low: float
    high: float


def elo_estimate(counts: Sequence[int]) -> EloEstimate:
    """A's Elo advantage from pentanomial counts, as fishtest's ``get_elo`` reports it.

    The mean pair share and its standard error (normal approximation) give a 95% interval
    of the share; both ends go through the logistic curve and the interval is reported as
    symmetric, Elo +- half its width. Scores are clamped to [0.001, 0.999] on the way.
    """
    n = _regularized(_checked_counts(counts))
    total = float(n.sum())
    mean = float((n * _VALUES).sum()) / total
    variance = float((n * (_VALUES - mean) ** 2).sum()) / total
    error = math.sqrt(variance / total)
    centre = _clamped_elo(mean)
    half = (_clamped_elo(mean + _Z95 * error) - _clamped_elo(mean - _Z95 * error)) / 2.0
    return EloEstimate(centre, centre - half, centre + half)


def llr(counts: npt.ArrayLike, elo0: float, elo1: float) -> npt.NDArray[np.float64]:
    """The GSPRT log-likelihood ratio of elo1 against elo0 for pentanomial counts.

    ``counts`` has the five counts on its last axis (any leading axes are evaluated at
    once); zero counts are regularized, and a row with no pair gives 0.
    """
    s0, s1 = _bound_score(elo0), _bound_score(elo1)
    raw = _checked_counts(counts)
    n = _regularized(raw)
    phat = n / n.sum(axis=-1, keepdims=True)
    # log p1 - log p0 = log(1 + x0 (a - s0)) - log(1 + x1 (a - s1)), p = phat / (1 + x (a - s))
    x0 = _tilt(phat, s0)
    x1 = _tilt(phat, s1)
    jumps = np.log1p(x0[..., None] * (_VALUES - s0)) - np.log1p(x1[..., None] * (_VALUES - s1))
    ratio = (n * jumps).sum(axis=-1)
    return np.where(raw.sum(axis=-1) == 0, 0.0, ratio)


@dataclass(frozen=True)
class SprtResult:
    """The state of a test: its decision, if any, and the figures behind it."""

    decision: Decision | None
    llr: float
    lower: float
    upper: float
    pairs: int
    elo: float
    elo_low: float
    elo_high: float


class Sprt:
    """A GSPRT of "A is elo1 better" (H1) against "A is elo0 better" (H0) on game pairs.

    Feed it each pair's score with :meth:`add` and stop the match at the first
    :meth:`result` with a decision: the error rates alpha (accepting H1 when the truth is
    elo0) and beta (accepting H0 when it is elo1) hold for a test that stops there.
    """

    def __init__(self, elo0: float, elo1: float, alpha: float = 0.05, beta: float = 0.05):
        _bound_score(elo0)
        _bound_score(elo1)
        if not elo0 < elo1:
            raise ValueError(f"elo0 must be less than elo1, not {elo0!r} and {elo1!r}")
        self.elo0 = elo0
        self.elo1 = elo1
        self.alpha = alpha
        self.beta = beta
        self.lower, self.upper = bounds(alpha, beta)
        self._counts = [0, 0, 0, 0, 0]

    @property
    def counts(self) -> tuple[int, int, int, int, int]:
        """How many pairs scored 0, 0.25, 0.5, 0.75 and 1 so far."""
        c = self._counts
        return c[0], c[1], c[2], c[3], c[4]

    def add(self, pair_score: float) -> None:
        """Count one pair: A's share of its points, 0, 0.25, 0.5, 0.75 or 1."""
        self._counts[pair_index(pair_score)] += 1

    def result(self) -> SprtResult:
        """The log-likelihood ratio, the decision it gives and the Elo estimate so far."""
        ratio = float(llr(self._counts, self.elo0, self.elo1))
        decision: Decision | None = None
        if ratio > self.upper:
            decision = "H1"
        elif ratio < self.lower:
            decision = "H0"
        estimate = elo_estimate(self._counts)
        return SprtResult(
            decision=decision,
            llr=ratio,
            lower=self.lower,
            upper=self.upper,
            pairs=sum(self._counts),
            elo=estimate.elo,
            elo_low=estimate.low,
            elo_high=estimate.high,
        )


def _check_error_rate(name: str, value: float) -> None:
    if not 0.0 < value < 0.5:
        raise ValueError(f"{name} must be between 0 and 0.5 (exclusive), not {value!r}")


def _bound_score(elo_bound: float) -> float:
    """The score of an Elo bound, which must not be 0 or 1 in floating point."""
    if not math.isfinite(elo_bound):
        raise ValueError(f"an Elo bound must be a finite number, not {elo_bound!r}")
    s = score(elo_bound)
    if not 0.0 < s < 1.0:
        raise ValueError(f"an Elo bound of {elo_bound!r} is too far from 0 to test")
    return s


def _checked_counts(counts: npt.ArrayLike) -> npt.NDArray[np.float64]:
    n = np.asarray(counts, dtype=np.float64)
    if n.ndim == 0 or n.shape[-1] != len(PAIR_SCORES):
        raise ValueError(f"counts must have {len(PAIR_SCORES)} entries, not shape {n.shape}")
    if not np.all(n >= 0):
        raise ValueError("counts must not be negative")
    return n


def _regularized(n: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    return np.where(n == 0, REGULARIZATION, n)


def _clamped_elo(share: float) -> float:
    return elo(min(max(share, _SCORE_CLAMP), 1.0 - _SCORE_CLAMP))


def _tilt(phat: npt.NDArray[np.float64], s: float) -> npt.NDArray[np.float64]:
    """The x with g(x) = sum(phat (a - s) / (1 + x (a - s))) = 0 for each row of ``phat``.

    Then ``phat / (1 + x (a - s))`` is the most likely distribution with expectation s
    (fishtest's MLE_expected). g falls strictly from +inf to -inf between its poles
    -1/(1 - s) and 1/s, as every phat is positive. Newton's method runs on g times the
    two poles' factors, which has the same root but no pole to overshoot near; a step
    that leaves the bracket of the root falls back to bisection.
    """
    shape = phat.shape[:-1]
    p = phat.reshape(-1, len(PAIR_SCORES)).T.copy()  # one row per outcome: faster sums
    d = (_VALUES - s)[:, None]
    top, bottom = 1.0 - s, -s  # the largest and smallest a - s
    lo = np.full(p.shape[1], -1.0 / top)
    hi = np.full(p.shape[1], 1.0 / -bottom)
    x = np.zeros(p.shape[1])
    for _ in range(100):
        q = p * d / (1.0 + x * d)
        g = q.sum(axis=0)
        g_slope = -(q * q / p).sum(axis=0)
        lo = np.where(g > 0, x, lo)
        hi = np.where(g < 0, x, hi)
        u, v = 1.0 + x * top, 1.0 + x * bottom
        newton = x - u * v * g / ((top * v + bottom * u) * g + u * v * g_slope)
        done = np.abs(newton - x) <= 1e-14 * np.maximum(1.0, np.abs(x))
        if np.all(done):
            break
        inside = (newton > lo) & (newton < hi)
        x = np.where(done, x, np.where(inside, newton, (lo + hi) / 2.0))
    return x.reshape(shape)
