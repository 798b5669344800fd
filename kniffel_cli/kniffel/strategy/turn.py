"""Entering a roll, for many start-of-turn states at once: numpy kernels of the strategy.

A state is (categories used as a 13-bit mask, upper sum capped at 63, whether
the Kniffel row holds 50 or more); ``following`` holds the next turn's values
of every state, densely indexed. From it, the value of entering a roll in
each category (``entries``) and the best entry of every roll
(``final_values``) follow for a batch of states; keeping and rolling again
(``keeps``) lead from there to the turn's start. The table (``solver``) runs
these level by level; the strategy plans a turn with them.

What a roll may be entered in, and for how much, is not written here: the
arrays of ``offers`` are ``sheet.offer`` evaluated for every roll.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

import numpy as np

from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.rules import (
    CATEGORY_IDS,
    MAX_POINTS,
    STANDARD_POINTS,
    Points,
)
from kniffel_cli.kniffel.sheet import offer
from kniffel_cli.kniffel.strategy.table_file import CAP, CATEGORIES, KNIFFEL, KNIFFEL_BIT, UPPER
from kniffel_cli.kniffel.strategy.table_file import DENSE as DENSE  # the numbering, for callers
from kniffel_cli.kniffel.strategy.table_file import dense_index as dense_index

ALL_ROWS = (1 << CATEGORIES) - 1

# What a state knows of its Kniffel row, by number: open, 0, 50 or more (the flag).
ROW_STATES = ("open", "zero", "scored")


def row_values(values: Points) -> tuple[int | None, ...]:
    """What the Kniffel row holds in each of ``ROW_STATES`` under the point ``values``."""
    return (None, 0, values.kniffel)


def row_state(masks: np.ndarray, flags: np.ndarray) -> np.ndarray:
    """The number in ``ROW_STATES`` of each state's Kniffel row."""
    return np.where((masks & KNIFFEL_BIT) != 0, 1 + flags, 0)


def after_entering(
    c: int, masks: np.ndarray, uppers: np.ndarray, flags: np.ndarray, gained: np.ndarray | int
) -> np.ndarray:
    """The dense index of the state that entering ``gained`` points in category c leads to."""
    upper = np.minimum(CAP, uppers + gained) if c < UPPER else uppers
    flag = np.where(gained > 0, 1, flags) if c == KNIFFEL else flags
    return dense_index(masks | (1 << c), upper, flag)


@dataclass(frozen=True)
class Offers:
    """``sheet.offer`` for every roll and each state of the Kniffel row, as arrays.

    Indexed by the row state (``ROW_STATES``), the tier, the category and the
    roll; -inf stands for "not offered". A roll in a row state where it goes
    into any open row at the points of ``fresh``, whatever the sheet, is
    plain; ``with_again`` marks the pairs that are plain but for their
    ``again`` rows, ``unplain`` the others, and ``special`` lists the rolls
    with a pair that is not plain.
    """

    points: np.ndarray  # [row state, tier, category, roll]
    tiers: np.ndarray  # [row state, tier, roll]: the tier's categories as a mask
    again: np.ndarray  # [row state, category, roll]
    bonus: np.ndarray  # [row state, roll]
    fresh: np.ndarray  # [category, roll]: the plain rolls' points (0 for the special ones)
    with_again: np.ndarray  # [row state, roll]: plain but for the again rows
    unplain: np.ndarray  # [row state, roll]: the other pairs that are not plain
    special: np.ndarray  # the roll numbers with a pair that is not plain


@cache
def offers(rules: str, values: Points = STANDARD_POINTS) -> Offers:
    """The arrays of ``sheet.offer`` under ``rules`` and the point ``values`` (computed once)."""
    found = [
        [offer(rules, roll, row, values) for roll in combos.ROLLS] for row in row_values(values)
    ]
    depth = max(len(o.tiers) for row in found for o in row)
    padded = [[o.tiers + ({},) * (depth - len(o.tiers)) for o in row] for row in found]

    columns: dict[int, list[float]] = {}  # most offers share their parts: each read once
    nothing = [-np.inf] * CATEGORIES

    def column(part: Mapping[str, int]) -> list[float]:
        if not part:
            return nothing
        if id(part) not in columns:
            columns[id(part)] = [part.get(c, -np.inf) for c in CATEGORY_IDS]
        return columns[id(part)]

    def grid(parts: list[list[Mapping[str, int]]]) -> np.ndarray:
        """[row state, category, roll]: one part of each offer, -inf where it has no entry."""
        rows = [[column(part) for part in row] for row in parts]
        return np.array(rows, dtype=np.float64).transpose(0, 2, 1)

    points = np.stack([grid([[p[t] for p in row] for row in padded]) for t in range(depth)], 1)
    again = grid([[o.again for o in row] for row in found])
    bonus = np.array([[o.bonus for o in row] for row in found], dtype=np.float64)
    bits = (1 << np.arange(CATEGORIES))[:, None]
    tiers = np.where(points > -np.inf, bits, 0).sum(axis=2)
    plain_but_again = (
        (tiers[:, 0] == ALL_ROWS)
        & (tiers[:, 1:] == 0).all(axis=1)
        & (bonus == 0)
        & (points[:, 0] == points[0, 0]).all(axis=1)
    )
    plain = plain_but_again & (again == -np.inf).all(axis=1)
    plain &= plain[0]  # the fresh points are those of an open row
    fresh = np.where(plain[0], points[0, 0], 0.0)
    with_again = plain_but_again & ~plain & plain[0]
    unplain = ~plain & ~with_again
    special = np.flatnonzero((unplain | with_again).any(axis=0))
    arrays = Offers(points, tiers, again, bonus, fresh, with_again, unplain, special)
    for array in (points, tiers, again, bonus, fresh, with_again, unplain, special):
        array.setflags(write=False)
    return arrays


@cache
def turn_most(rules: str, values: Points = STANDARD_POINTS) -> int:
    """The most points one turn can give, any bonus beside its entry included."""
    table = offers(rules, values)
    entered = max(table.points.max(), table.again.max(), 0.0)
    return int(entered + max(table.bonus.max(), 0.0))


# --- one turn, for many states at once -----------------------------------------------


@dataclass(frozen=True)
class Entries:
    """What entering each roll in each category gives, (13, n): the points, the bonus beside
    them, the dense index of the state it leads to, and whether it is offered at all."""

    gained: np.ndarray  # 0 where not offered
    bonus: np.ndarray  # (n,): the same for every category
    after: np.ndarray
    offered: np.ndarray

    def values(self, following: np.ndarray) -> np.ndarray:
        """V[c, i]: the points, plus ``following``'s value of the state it leads to, plus
        the bonus; -inf where not offered."""
        worth = self.gained + following[self.after] + self.bonus
        values: np.ndarray = np.where(self.offered, worth, -np.inf)
        return values


def entry_points(
    rules: str,
    masks: np.ndarray,
    flags: np.ndarray,
    rolls: np.ndarray,
    points: Points = STANDARD_POINTS,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """What entering roll ``rolls[i]`` in state i gives in every category, (13, n): the
    points (0 where not offered), the bonus beside them (n,), and whether it is offered."""
    table = offers(rules, points)
    row = row_state(masks, flags)
    has_open = (table.tiers[row, :, rolls] & ~masks[:, None]) != 0  # (n, tiers)
    tier = has_open.argmax(axis=1)  # the first tier with an open row
    bonus = table.bonus[row, rolls]
    # Every category at once, (13, n): the same arithmetic, element by element, as entering
    # each category in turn (``after_entering``), in a few numpy calls instead of a hundred.
    category = np.arange(CATEGORIES)[:, None]
    open_now = (masks & (1 << category)) == 0
    gained = np.where(open_now, table.points[row, tier, :, rolls].T, -np.inf)
    gained = np.maximum(gained, table.again[row, :, rolls].T)
    offered = gained > -np.inf
    return np.where(offered, gained, 0.0), bonus, offered


def entry_parts(
    rules: str,
    masks: np.ndarray,
    uppers: np.ndarray,
    flags: np.ndarray,
    rolls: np.ndarray,
    points: Points = STANDARD_POINTS,
) -> Entries:
    """The ``Entries`` of roll ``rolls[i]`` in state i, for every category."""
    gained, bonus, offered = entry_points(rules, masks, flags, rolls, points)
    category = np.arange(CATEGORIES)[:, None]
    whole = gained.astype(np.int64)
    upper = np.where(category < UPPER, np.minimum(CAP, uppers + whole), uppers)
    flag = np.where((category == KNIFFEL) & (whole > 0), 1, flags)
    return Entries(gained, bonus, dense_index(masks | (1 << category), upper, flag), offered)


def entries(
    rules: str,
    following: np.ndarray,
    masks: np.ndarray,
    uppers: np.ndarray,
    flags: np.ndarray,
    rolls: np.ndarray,
    points: Points = STANDARD_POINTS,
) -> np.ndarray:
    """V[c, i]: entering roll ``rolls[i]`` in category c in state i, -inf where not offered.

    The value is the points, plus the next turn's value of the state it leads
    to, plus any bonus.
    """
    return entry_parts(rules, masks, uppers, flags, rolls, points).values(following)


def again_values(
    following: np.ndarray,
    masks: np.ndarray,
    uppers: np.ndarray,
    flags: np.ndarray,
    again: np.ndarray,
) -> np.ndarray:
    """The best entry of each state i in a row offered again at ``again[i, c]`` points."""
    best = np.full(len(masks), -np.inf)
    for c in np.flatnonzero((again > -np.inf).any(axis=0)):
        gained = again[:, c]
        offered = gained > -np.inf
        worth = np.where(offered, gained, 0.0)
        after = following[after_entering(int(c), masks, uppers, flags, worth.astype(np.int64))]
        np.maximum(best, np.where(offered, worth + after, -np.inf), out=best)
    return best


@dataclass(frozen=True)
class Groups:
    """The plain entries of every roll, grouped by category and points.

    Group g enters ``worth[g]`` points in category ``category[g]``; the last
    group, numbered ``len(worth)``, is the best scratch (0 points in any open
    row). ``members[i]`` lists the groups of roll ``order[i]`` that score,
    then the scratch, padded with it; rolls with more groups come first and
    ``steps[j]`` counts the rolls with more than j.
    """

    category: np.ndarray
    worth: np.ndarray
    order: np.ndarray
    members: np.ndarray
    steps: tuple[int, ...]


@cache
def groups(rules: str, values: Points = STANDARD_POINTS) -> Groups:
    """The ``Groups`` of the plain entries under ``rules`` and the point ``values``."""
    fresh = offers(rules, values).fresh  # [category, roll]
    scores = fresh > 0
    categories = np.broadcast_to(np.arange(CATEGORIES)[:, None], fresh.shape)
    keys = categories[scores] * (MAX_POINTS + 1.0) + fresh[scores]  # points < MAX_POINTS + 1
    unique, numbers = np.unique(keys, return_inverse=True)
    scratch = len(unique)
    grid = np.full(fresh.shape, scratch)
    grid[scores] = numbers.reshape(-1)
    counts = scores.sum(axis=0) + 1  # the scoring groups and the scratch
    order = np.argsort(-counts, kind="stable")
    members = np.sort(grid, axis=0).T[order, : counts.max()]
    steps = tuple(int((counts > j).sum()) for j in range(counts.max()))
    category = (unique // (MAX_POINTS + 1.0)).astype(np.int64)
    return Groups(category, unique - category * (MAX_POINTS + 1.0), order, members, steps)


_CHUNK = 4096  # elements of one call's arrays in ``final_values``


def final_values(
    rules: str,
    following: np.ndarray,
    masks: np.ndarray,
    uppers: np.ndarray,
    flags: np.ndarray,
    points: Points = STANDARD_POINTS,
) -> np.ndarray:
    """E[r, s]: the best of entering roll r now, for each state s, given the next turn's values.

    The plain rolls of all states at once, through ``groups``: each roll's
    best is the best of the groups it scores in and the best scratch. A
    scratch stands for every open row, also those the roll scores in, which
    is sound because scoring never leaves a worse next state than scratching
    the same row (true of any ``following`` that values a higher upper sum
    and a Kniffel row at 50 no lower, as expected totals do). Then the
    pairs of roll and state with ``again`` rows, and the special ones
    through ``entries``.
    """
    table = offers(rules, points)
    grouped = groups(rules, points)
    count = len(masks)
    candidates = np.empty((len(grouped.worth) + 1, count))
    scratch = candidates[-1]
    scratch.fill(-np.inf)
    for c in range(CATEGORIES):
        closed = (masks & (1 << c)) != 0
        if closed.all():
            candidates[np.flatnonzero(grouped.category == c)] = -np.inf
            continue
        after = following[after_entering(c, masks, uppers, flags, 0)]
        after[closed] = -np.inf
        np.maximum(scratch, after, out=scratch)
        mine = np.flatnonzero(grouped.category == c)
        if not len(mine):
            continue
        if c < UPPER or c == KNIFFEL:  # the state it leads to depends on the points
            # Several groups per call, (groups, states): all of them for a few states (a
            # hint), one at a time for many (a simulation), where bigger arrays cost more.
            step = max(1, _CHUNK // count)
            for start in range(0, len(mine), step):
                part = mine[start : start + step]
                worth = grouped.worth[part][:, None]
                gained = worth.astype(np.int64)
                moved = following[after_entering(c, masks, uppers, flags, gained)]
                candidates[part] = np.where(closed, -np.inf, moved + worth)
        else:
            candidates[mine] = grouped.worth[mine, None] + after[None, :]
    members, steps = grouped.members, grouped.steps
    ordered = candidates[members[:, 0]]
    for j in range(1, len(steps)):
        part = ordered[: steps[j]]
        np.maximum(part, candidates[members[: steps[j], j]], out=part)
    best: np.ndarray = np.empty_like(ordered)
    best[grouped.order] = ordered
    rows = row_state(masks, flags)
    states, which = np.nonzero(table.with_again[rows][:, table.special])
    if len(states):
        rolls = table.special[which]
        again = table.again[rows[states], :, rolls]
        extra = again_values(following, masks[states], uppers[states], flags[states], again)
        best[rolls, states] = np.maximum(best[rolls, states], extra)
    states, which = np.nonzero(table.unplain[rows][:, table.special])
    if len(states):
        rolls = table.special[which]
        chosen = entries(
            rules, following, masks[states], uppers[states], flags[states], rolls, points
        )
        best[rolls, states] = chosen.max(axis=0)
    return best
