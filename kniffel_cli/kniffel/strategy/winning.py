"""The chance of winning: each player's final total as a distribution, and who finishes first.

A player's final total is the points banked plus the points still to come,
whose distribution is that of the optimal player (``cpu:optimal``, the
table's policy) from the player's state: exact with at most
``outcomes.EXACT_LEVELS`` turns to play (``outcomes.Endgame``), else lumps
(the Kniffels) and a normal curve with the table's mean and the spread's
variance, counted in whole points; for the player who plays to win, moved up
by its edge (``WIN_EDGE``). Players' totals are taken as independent (each
rolls their own dice). A
player's share of the win is the chance of the highest total, a tie of k
players counting 1/k to each, so the shares of all players sum to 1.

The player who plays to win (``cpu:win``) values each entry of a roll by
its share of the win with the points it brings, the optimal player's
distribution from the state it leads to, and the others' distributions as
they stand; keeps follow from these values as they follow from points
(``planning.planned``). All of it works on a batch of games in step (one
for a hint, thousands in a simulation).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Protocol

import numpy as np

from kniffel_cli.kniffel.rules import EXTRA_KNIFFEL_POINTS
from kniffel_cli.kniffel.strategy import planning
from kniffel_cli.kniffel.strategy.outcomes import (
    EXACT_LEVELS,
    ROLL_COUNT,
    Endgame,
    length,
    state_parts,
    turn_outcomes,
)
from kniffel_cli.kniffel.strategy.solver import Spec, Table
from kniffel_cli.kniffel.strategy.table_file import CAP, CATEGORIES, KNIFFEL, UPPER, dense_index
from kniffel_cli.kniffel.strategy.turn import entry_points, offers

SMALLEST_SPREAD = 0.5  # points: a standard deviation below this counts as this
NORMAL_REACH = 8.5  # deviations from the mean within which a normal curve is counted
_HERMITE = 16  # nodes of the Gauss-Hermite rule over a normal distribution of points to come


class Variances(Protocol):
    """The variances of the points still to come, and their lumps (``moments.Spread``)."""

    def variance_level(self, turns_left: int) -> np.ndarray: ...

    def lumps(self, turns_left: int) -> Lumps: ...


def normal_cdf(x: np.ndarray) -> np.ndarray:
    """Φ(x), to within 1.5e-7 (Abramowitz and Stegun 7.1.26; numpy has no erf)."""
    z = np.abs(x) / math.sqrt(2.0)
    t = 1.0 / (1.0 + 0.3275911 * z)
    poly = t * (
        0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))
    )
    upper = 0.5 * poly * np.exp(-z * z)  # 1 - Φ(|x|)
    found: np.ndarray = np.where(x >= 0, 1.0 - upper, upper)
    return found


@cache
def _hermite() -> tuple[np.ndarray, np.ndarray]:
    nodes, weights = np.polynomial.hermite_e.hermegauss(_HERMITE)
    return nodes, weights / weights.sum()


@cache
def _legendre(players: int) -> tuple[np.ndarray, np.ndarray]:
    """Nodes and weights on [0, 1] exact for polynomials of degree ``players``."""
    nodes, weights = np.polynomial.legendre.leggauss(max(1, (players + 2) // 2))
    return (nodes + 1.0) / 2.0, weights / 2.0


@dataclass(frozen=True)
class Slots:
    """Each category's distinct entries: the points (``gained``) and the bonus beside them,
    [category, slot], padded with the first; ``slot[c, points, bonus number]`` finds one."""

    gained: np.ndarray
    bonus: np.ndarray
    bonuses: np.ndarray  # the distinct bonuses, sorted
    slot: np.ndarray
    again: np.ndarray  # [category]: offered again although filled, in some state
    used: np.ndarray  # [category, slot]: a slot of the category, not padding


@cache
def slots(spec: Spec) -> Slots:
    """The ``Slots`` of the entries ``turn.offers`` makes under the variant's rules."""
    table = offers(spec.rules, spec.points)
    bonuses = np.unique(table.bonus)
    found: list[set[tuple[int, float]]] = [set() for _ in range(CATEGORIES)]
    for row in range(table.points.shape[0]):
        for c in range(CATEGORIES):
            for part in (*table.points[row, :, c], table.again[row, c]):
                for roll in np.flatnonzero(part > -np.inf):
                    found[c].add((int(part[roll]), float(table.bonus[row, roll])))
            found[c].add((0, 0.0))
    depth = max(len(f) for f in found)
    top = int(max(max(g for g, _ in f) for f in found))
    gained = np.zeros((CATEGORIES, depth), dtype=np.int64)
    bonus = np.zeros((CATEGORIES, depth), dtype=np.int64)
    slot = np.zeros((CATEGORIES, top + 1, len(bonuses)), dtype=np.int64)
    used = np.arange(depth)[None, :] < np.array([len(f) for f in found])[:, None]
    for c, pairs in enumerate(found):
        for k, (points, extra) in enumerate(sorted(pairs)):
            gained[c, k], bonus[c, k] = points, extra
            slot[c, points, np.searchsorted(bonuses, extra)] = k
    again = np.asarray((table.again > -np.inf).any(axis=(0, 2)))
    return Slots(gained, bonus, bonuses, slot, again, used)


EXTRAS_MOST = 4  # extra Kniffels told apart in the lumps (more count as this many): at a
# mean of at most 0.45 extras still to come (kniffel rules), 5 or more have a chance below 1e-4


class Lumps(Protocol):
    """What the points to come owe to the Kniffel row (``moments.Lumps``)."""

    @property
    def first(self) -> np.ndarray: ...

    @property
    def extras(self) -> np.ndarray: ...

    @property
    def cross(self) -> np.ndarray: ...


@dataclass(frozen=True)
class Lumped:
    """Points to come as lumps plus a normal rest: with chance ``weights[g, k]`` the points
    to come are normal about ``offsets[g, k]`` with deviation ``sd[g]`` (k: how many
    Kniffels of which kind, see ``lumped``)."""

    offsets: np.ndarray
    weights: np.ndarray
    sd: np.ndarray


def _poisson(mean: np.ndarray) -> np.ndarray:
    """P[g, m]: m = 0 to ``EXTRAS_MOST`` events of a Poisson count of mean ``mean[g]``, the
    tail beyond added to the last."""
    count = np.arange(EXTRAS_MOST + 1)
    logs = count * np.log(np.maximum(mean, 1e-300))[:, None] - mean[:, None]
    logs -= np.cumsum(np.log(np.maximum(count, 1)))[None, :]
    found: np.ndarray = np.exp(logs)
    found[:, -1] += np.maximum(1.0 - found.sum(axis=1), 0.0)
    return found


def lumped(
    mean: np.ndarray, variance: np.ndarray, lumps: Lumps, index: np.ndarray, kniffel: float
) -> Lumped:
    """The points to come of the states ``index`` (E[R] ``mean``, Var[R] ``variance``).

    The lumps: the first Kniffel (``kniffel`` points) comes with chance ``first``; the
    extra Kniffels (100 each) are a Poisson count, of mean ``extras`` when the row
    already holds 50 and of mean ``extras / first`` after a first Kniffel to come (none
    without it). The rest is normal and leans on the lumps as their covariance E[L·R] −
    E[L]·E[R] − Var[L] says (its regression on L), so that the mean and variance of the
    whole are the table's and the spread's. Column k of a state whose row holds 50: k
    extras; of one whose row is open: no Kniffel (k = 0), or the first and k − 1 extras.
    """
    held = (state_parts(index).flags == 1)[:, None]  # the row holds 50 already
    first = np.where(held[:, 0], 0.0, np.clip(lumps.first[index], 0.0, 1.0))
    extras = np.maximum(lumps.extras[index], 0.0)
    rate = np.where(held[:, 0], extras, extras / np.maximum(first, 1e-12))
    counts = _poisson(rate)
    column = np.arange(EXTRAS_MOST + 2)[None, :]
    points = np.where(
        held,
        EXTRA_KNIFFEL_POINTS * column,
        np.where(column > 0, kniffel + EXTRA_KNIFFEL_POINTS * (column - 1), 0.0),
    )
    weights = np.zeros(points.shape)
    weights[:, :-1] = np.where(held, counts, 0.0)
    weights[:, 0] += np.where(held[:, 0], 0.0, 1.0 - first)
    weights[:, 1:] += np.where(held, 0.0, first[:, None] * counts)
    lump_mean = (weights * points).sum(axis=1)
    lump_variance = np.maximum((weights * points * points).sum(axis=1) - lump_mean**2, 0.0)
    covariance = lumps.cross[index] - lump_mean * mean  # Cov[L, R]
    rest_variance = variance - 2.0 * covariance + lump_variance
    leaning = covariance - lump_variance  # Cov[L, rest]
    some = lump_variance > 1e-9
    slope = np.where(some, leaning / np.where(some, lump_variance, 1.0), 0.0)
    residual = rest_variance - np.where(some, slope * leaning, 0.0)
    sd = np.maximum(np.sqrt(np.maximum(residual, 0.0)), SMALLEST_SPREAD)
    offsets = points * (1.0 + slope)[:, None] + (mean - lump_mean * (1.0 + slope))[:, None]
    return Lumped(offsets, weights, sd)


# How the player who plays to win (cpu:win) plays out a game, for its chance of winning:
# as the optimal player would, its points to come moved up by ``WIN_EDGE`` times their
# standard deviation. It gives points away where the game is decided (14 a game against
# cpu:optimal), but where the game is open it adapts to the others' luck, and that is
# worth as much as this edge. Fitted to the chances shown at the start of every turn of
# 10,000 two-player deals of cpu:win against cpu:optimal under the kniffel rules, both
# seatings (``python benchmarks/winning.py fit``): 0.06 holds each tenth within 0.9 points.
WIN_EDGE = 0.06


def _moved(later: np.ndarray, shift: np.ndarray) -> np.ndarray:
    """Exact distributions of points to come (games, points), each moved up by ``shift[g]``
    points (a fraction split between the two whole points beside it; the grid's ends
    hold what would fall beyond)."""
    games, inner = later.shape
    whole = np.floor(shift).astype(np.int64)
    part = (shift - whole)[:, None]
    at = np.clip(np.arange(inner)[None, :] + whole[:, None], 0, inner - 1)
    above = np.minimum(at + 1, inner - 1)
    base = (np.arange(games) * inner)[:, None]
    found = np.bincount((at + base).ravel(), (later * (1.0 - part)).ravel(), games * inner)
    found += np.bincount((above + base).ravel(), (later * part).ravel(), games * inner)
    return found.reshape(games, inner)


@dataclass(frozen=True)
class Standing:
    """Where a batch of games stands for one player: points banked (no upper bonus yet),
    turns still to play, and the dense index of the state before the next turn."""

    banked: np.ndarray  # (games,)
    turns_left: int
    index: np.ndarray  # (games,)


class Model:
    """The distributions of final totals under the tables of one variant."""

    def __init__(
        self,
        table: Table,
        spread: Variances,
        endgame: Endgame | None = None,
        win_edge: float = WIN_EDGE,
    ) -> None:
        self.table = table
        self.spread = spread
        self.endgame = endgame if endgame is not None else Endgame(table)
        self.win_edge = win_edge
        self.width = length(table.spec, table.spec.rounds)  # every total from 0 on

    @property
    def spec(self) -> Spec:
        return self.table.spec

    def prepare(self) -> None:
        """Make every turn's dense arrays now: jobs forked after this share them (made in
        each job, each would hold its own copy, about 700 MB under the kniffel rules)."""
        for turns_left in range(self.spec.rounds + 1):
            self.table.level(turns_left)
            self.spread.variance_level(turns_left)
            self.spread.lumps(turns_left)

    def _lumped(self, turns_left: int, index: np.ndarray) -> Lumped:
        """The points to come of the states ``index`` as ``Lumped`` normal curves."""
        return lumped(
            self.table.level(turns_left)[index],
            self.spread.variance_level(turns_left)[index],
            self.spread.lumps(turns_left),
            index,
            float(self.spec.points.kniffel),
        )

    def finals(self, standing: Standing, kind: str = "optimal") -> np.ndarray:
        """P[g, x]: the chance that game g's player finishes with x points, playing as the
        computer of ``kind`` does: ``win`` as the optimal player, its points to come moved
        up by ``win_edge`` standard deviations (``WIN_EDGE``); any other kind, and a
        person, as the optimal player."""
        t, banked = standing.turns_left, standing.banked.astype(np.int64)
        shift = self.edge(standing) if kind == "win" and t > 0 else None
        if t <= EXACT_LEVELS:
            later = self.endgame.distributions(t, standing.index)
            return self._placed(banked, later if shift is None else _moved(later, shift))
        lumped = self._lumped(t, standing.index)
        if shift is not None:
            lumped = Lumped(lumped.offsets + shift[:, None], lumped.weights, lumped.sd)
        return self._mixed(banked, lumped)

    def edge(self, standing: Standing) -> np.ndarray:
        """The points by which the player who plays to win is taken to outdo the optimal
        player's points to come: ``win_edge`` standard deviations of them."""
        variance = self.spread.variance_level(standing.turns_left)[standing.index]
        found: np.ndarray = self.win_edge * np.sqrt(np.maximum(variance, 0.0))
        return found

    def _mixed(self, banked: np.ndarray, later: Lumped) -> np.ndarray:
        """The ``Lumped`` points to come moved up by the points banked, on the whole grid."""
        found = np.zeros((len(banked), self.width))
        for k in np.flatnonzero(later.weights.max(axis=0) > 1e-12):
            found += later.weights[:, k, None] * self._normal(
                banked + later.offsets[:, k], later.sd
            )
        return found

    def _placed(self, banked: np.ndarray, later: np.ndarray) -> np.ndarray:
        """Distributions of points to come moved up by the points banked, on the whole grid."""
        games, inner = later.shape
        where = (np.arange(games) * self.width + banked)[:, None] + np.arange(inner)[None, :]
        found = np.bincount(where.ravel(), later.ravel(), minlength=games * self.width)
        return found.reshape(games, self.width)

    def _normal(self, mean: np.ndarray, sd: np.ndarray) -> np.ndarray:
        """Normal distributions counted in whole points: x stands for x - 0.5 to x + 0.5,
        within the grid. Only the points within ``NORMAL_REACH`` deviations of the mean are
        worked out (beyond, the chance is below 1e-16), then placed on the whole grid."""
        if len(mean) == 0:
            return np.zeros((0, self.width))
        half = min(int(np.ceil(NORMAL_REACH * sd.max())) + 1, self.width)
        first = np.floor(mean).astype(np.int64) - half
        points = first[:, None] + np.arange(2 * half + 2)[None, :]
        below = normal_cdf((points - 0.5 - mean[:, None]) / sd[:, None])
        found = np.diff(below, axis=1)
        found *= (points[:, :-1] >= 0) & (points[:, :-1] < self.width)
        found /= found.sum(axis=1, keepdims=True)
        where = np.clip(points[:, :-1], 0, self.width - 1)
        where += (np.arange(len(mean)) * self.width)[:, None]
        placed = np.bincount(where.ravel(), found.ravel(), minlength=len(mean) * self.width)
        return placed.reshape(len(mean), self.width)

    def chances(
        self,
        standings: Sequence[Standing],
        kinds: Sequence[str],
        rolled: tuple[int, np.ndarray, int] | None = None,
    ) -> np.ndarray:
        """S[i, g]: player i's chance of winning game g, each player playing as the computer
        of kind ``kinds[i]`` does (a person: ``optimal``; see ``finals``). ``rolled``
        (player, roll chances (252, games), rolls left): that player's turn is under way
        and is played out from there (``turn_finals``)."""
        if len(standings) == 1:
            return np.ones((1, len(standings[0].index)))
        finals = [self.finals(s, k) for s, k in zip(standings, kinds, strict=True)]
        if rolled is not None:
            player, start, rolls_left = rolled
            finals[player] = self.turn_finals(standings[player], start, rolls_left, kinds[player])
        return self.shares(finals)

    def shares(self, finals: Sequence[np.ndarray]) -> np.ndarray:
        """S[i, g]: player i's share of the win in game g, from everyone's final totals."""
        return np.array(
            [(finals[i] * self.beating([f for j, f in enumerate(finals) if j != i])).sum(axis=1)
             for i in range(len(finals))]
        )  # fmt: skip

    def beating(self, others: Sequence[np.ndarray]) -> np.ndarray:
        """W[g, x]: the share of the win of a player who finishes with x points against
        ``others``: the integral over τ in [0, 1] of the product of P(below x) + τ·P(at x),
        which gives a tie of k players 1/k each."""
        games = others[0].shape[0] if others else 1
        if not others:
            return np.ones((games, self.width))
        below = [np.cumsum(f, axis=1) - f for f in others]
        nodes, weights = _legendre(len(others))
        found = np.zeros((games, self.width))
        for tau, weight in zip(nodes, weights, strict=True):
            product = np.ones((games, self.width))
            for b, f in zip(below, others, strict=True):
                product *= b + tau * f
            found += weight * product
        return found

    # --- the player who plays to win ----------------------------------------------------

    def take_values(self, mover: Standing, others: Sequence[Standing]) -> np.ndarray:
        """V[c, r, g]: the mover's share of the win after entering roll r in category c in
        game g (and playing for points from then on); -inf where not offered.

        An entry's worth depends on the roll only through the points it gives
        (``slots``): each category's few distinct entries are valued once per game.
        """
        spec, games = self.spec, len(mover.index)
        states = state_parts(mover.index)
        entered, bonus, offered = entry_points(
            spec.rules,
            np.tile(states.masks, ROLL_COUNT),
            np.tile(states.flags, ROLL_COUNT),
            np.repeat(np.arange(ROLL_COUNT), games),
            spec.points,
        )
        table = slots(spec)
        category = np.arange(CATEGORIES)[None, :, None]
        gained = table.gained[None, :, :]
        whole = np.broadcast_to(gained, (games, *table.gained.shape))
        masks, uppers, flags = (
            a[:, None, None] for a in (states.masks, states.uppers, states.flags)
        )
        upper = np.where(category < UPPER, np.minimum(CAP, uppers + whole), uppers)
        flag = np.where((category == KNIFFEL) & (whole > 0), 1, flags)
        after = dense_index(masks | (1 << category), upper, flag)
        points = mover.banked[:, None, None] + gained + table.bonus[None, :, :]
        beaten = self.beating([self.finals(o) for o in others])
        # Only the categories open (or offered again) are valued: the others are never read.
        needed = ((masks >> category) & 1 == 0) | table.again[None, :, None]
        needed = needed & table.used[None, :, :]
        game = np.broadcast_to(np.arange(games)[:, None, None], points.shape)
        worth = np.zeros(points.shape)
        worth[needed] = self.after_values(
            beaten, mover.turns_left - 1, game[needed], points[needed], after[needed]
        )
        slot = table.slot[np.arange(CATEGORIES)[:, None], entered.astype(np.int64),
                          np.searchsorted(table.bonuses, bonus)[None, :]]  # fmt: skip
        game = np.tile(np.arange(games), ROLL_COUNT)[None, :]
        values = np.where(offered, worth[game, np.arange(CATEGORIES)[:, None], slot], -np.inf)
        return values.reshape(CATEGORIES, ROLL_COUNT, games)

    def after_values(
        self,
        beaten: np.ndarray,
        turns_left: int,
        game: np.ndarray,
        points: np.ndarray,
        after: np.ndarray,
    ) -> np.ndarray:
        """E[W(points + points to come)] of a player in game ``game[i]`` with ``points[i]``
        banked in state ``after[i]`` with ``turns_left`` to play (``beaten`` from
        ``beating``)."""
        flat = beaten.ravel()
        base = game * self.width
        if turns_left <= EXACT_LEVELS:
            exact = self.endgame.distributions(turns_left, after)
            at = points[:, None] + np.arange(exact.shape[1])[None, :]
            at = np.minimum(at, self.width - 1) + base[:, None]
            found: np.ndarray = (exact * flat[at]).sum(axis=1)
            return found
        later = self._lumped(turns_left, after)
        nodes, weights = _hermite()
        at = (points[:, None] + later.offsets)[:, :, None] + (later.sd[:, None] * nodes)[:, None, :]
        np.clip(at, 0.0, self.width - 1.0, out=at)
        low = np.minimum(at.astype(np.int64), self.width - 2)
        part = at - low
        low += base[:, None, None]
        inside = flat[low]
        inside += (flat[low + 1] - inside) * part
        found = ((inside @ weights) * later.weights).sum(axis=1)
        return found

    def plan(self, mover: Standing, others: Sequence[Standing]) -> planning.Plan:
        """The turn of the player who plays to win, for every game of the batch."""
        takes = self.take_values(mover, others)
        states = state_parts(mover.index)
        following = self.table.level(mover.turns_left - 1)
        return planning.planned(self.spec, states, following, takes.max(axis=0), takes)

    def turn_finals(
        self,
        mover: Standing,
        start: np.ndarray | None = None,
        rolls_left: int | None = None,
        kind: str = "optimal",
    ) -> np.ndarray:
        """P[g, x]: the mover's final total when the optimal player plays out the turn,
        from its first roll or from the roll chances ``start`` (252, games), and the player
        of ``kind`` the turns after it (``finals``)."""
        t = mover.turns_left
        ends = turn_outcomes(
            self.spec, self.table.level(t - 1), state_parts(mover.index), start, rolls_left
        )
        states, gained, after, chance = ends.grouped()
        banked = mover.banked.astype(np.int64)[states] + gained
        later = self.finals(Standing(banked, t - 1, after), kind)
        found = np.zeros((len(mover.index), self.width))
        np.add.at(found, states, chance[:, None] * later)
        return found
