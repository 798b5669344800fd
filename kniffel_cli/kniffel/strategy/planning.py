"""Decisions within a turn, for many games at once: hints, computer players, simulation.

A plan holds, for a batch of start-of-turn states, the value of entering
every roll (``final``) and the value of every keep with r rolls left
(``keeps[r - 1]``). The optimal player plans against the table of the next
turns; the greedy player against nothing (this turn's points alone).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np

from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.sheet import Sheet
from kniffel_cli.kniffel.strategy.choice import Choice as Choice  # the strategy's actions
from kniffel_cli.kniffel.strategy.choice import proper_keeps, ranked
from kniffel_cli.kniffel.strategy.keeps import best_keeps, keep_values
from kniffel_cli.kniffel.strategy.solver import Spec
from kniffel_cli.kniffel.strategy.table_file import CAP, CATEGORIES, DENSE, used_mask
from kniffel_cli.kniffel.strategy.turn import entries, final_values


@cache
def sub_keeps() -> np.ndarray:
    """(252, 32): each roll's ``proper_keeps``, padded with the first (computed once)."""
    rows = [list(proper_keeps(roll)) * 32 for roll in range(len(combos.ROLLS))]
    keeps = np.array([row[:32] for row in rows], dtype=np.int64)
    keeps.setflags(write=False)
    return keeps


@dataclass
class States:
    """A batch of start-of-turn states, one per game."""

    masks: np.ndarray
    uppers: np.ndarray  # capped at 63
    flags: np.ndarray  # the Kniffel row holds 50 or more


def states_of(sheets: Sequence[Sheet]) -> States:
    """The solver's view of sheets: rows used, upper sum (capped), Kniffel row at 50 or more."""
    return States(
        np.array(
            [used_mask(s.scores) for s in sheets],
            dtype=np.int64,
        ),
        np.array([min(CAP, s.upper) for s in sheets], dtype=np.int64),
        np.array([1 if (s.scores["kniffel"] or 0) > 0 else 0 for s in sheets], dtype=np.int64),
    )


@dataclass
class Plan:
    """Values for one turn of a batch of states."""

    spec: Spec
    states: States
    following: np.ndarray  # the next turn's dense values
    final: np.ndarray  # (252, games)
    keeps: list[np.ndarray]  # keeps[r - 1]: (462, games) with r rolls left
    # (13, 252, games): the value of entering each roll in each category, -inf where not
    # offered, when the values are not those of ``following`` (a player who plays to win)
    takes: np.ndarray | None = None


def plan(spec: Spec, following: np.ndarray, states: States) -> Plan:
    """Plan one turn for every state of the batch."""
    final = final_values(
        spec.rules, following, states.masks, states.uppers, states.flags, spec.points
    )
    return planned(spec, states, following, final)


def planned(
    spec: Spec,
    states: States,
    following: np.ndarray,
    final: np.ndarray,
    takes: np.ndarray | None = None,
) -> Plan:
    """The plan whose rolls are worth ``final`` (252, games) to enter: the keeps follow."""
    keeps = []
    rolled = final
    for _ in range(spec.rolls - 1):
        values = keep_values(rolled)
        keeps.append(values)
        rolled = best_keeps(values)
    return Plan(spec, states, following, final, keeps, takes)


def category_values(plan: Plan, rolls: np.ndarray, games: np.ndarray | None = None) -> np.ndarray:
    """(13, n): entering roll ``rolls[i]`` of game ``games[i]`` (the plan's column; i when not
    given) in each category now; -inf where not allowed."""
    games = np.arange(len(rolls)) if games is None else games
    if plan.takes is not None:
        return plan.takes[:, rolls, games]
    states = plan.states
    return entries(
        plan.spec.rules,
        plan.following,
        states.masks[games],
        states.uppers[games],
        states.flags[games],
        rolls,
        plan.spec.points,
    )


def choices(plan: Plan, roll: int, rolls_left: int) -> list[Choice]:
    """Every sensible action of a one-game plan, best first (takes before rolls on ties).

    Keeping all five dice is left out: it is never better than taking now or
    keeping fewer.
    """
    takes = category_values(plan, np.array([roll]))[:, 0]
    found = [
        Choice("take", None, c, float(takes[c])) for c in range(CATEGORIES) if takes[c] > -np.inf
    ]
    if rolls_left > 0:
        keeps = plan.keeps[rolls_left - 1][:, 0]
        for keep in sorted(set(proper_keeps(roll))):
            found.append(Choice("roll", keep, None, float(keeps[keep])))
    return ranked(found)


def decide(
    plan: Plan, rolls: np.ndarray, rolls_left: int, games: np.ndarray | None = None
) -> tuple[np.ndarray, np.ndarray]:
    """For every game (the plan's columns ``games``, all when not given): the keep to roll
    with (-1 to take), and the category to take."""
    games = np.arange(len(rolls)) if games is None else games
    takes = category_values(plan, rolls, games)
    category = takes.argmax(axis=0)
    take_value = takes.max(axis=0)
    keep = np.full(len(rolls), -1)
    if rolls_left > 0:
        candidates = sub_keeps()[rolls]  # (games, 32)
        keep_value = plan.keeps[rolls_left - 1][candidates, games[:, None]]
        best = keep_value.argmax(axis=1)
        better = keep_value[np.arange(len(rolls)), best] > take_value + 1e-9
        keep = np.where(better, candidates[np.arange(len(rolls)), best], -1)
    return keep, category


def graded(
    plan: Plan,
    rolls: np.ndarray,
    rolls_left: int,
    keep: np.ndarray,
    category: np.ndarray,
    games: np.ndarray | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """For every game (the plan's columns ``games``, all when not given): the value of the
    action taken (``keep`` >= 0: roll keeping it, else take ``category``) and of the best
    action, both under ``plan``."""
    games = np.arange(len(rolls)) if games is None else games
    takes = category_values(plan, rolls, games)
    each = np.arange(len(rolls))
    best = takes.max(axis=0)
    chosen = takes[np.maximum(category, 0), each]
    if rolls_left > 0:
        values = plan.keeps[rolls_left - 1]
        keeps = values[sub_keeps()[rolls], games[:, None]]
        best = np.maximum(best, keeps.max(axis=1))
        chosen = np.where(keep >= 0, values[np.maximum(keep, 0), games], chosen)
    return chosen, best


@cache
def zero_values() -> np.ndarray:
    """The greedy player's view of the future: worth nothing (one read-only array)."""
    values = np.zeros(DENSE)
    values.setflags(write=False)
    return values
