"""Games of several computer players on duplicate dice, many at once, all turns in step.

Each game is the game ``spiel kniffel new --players ... --dice duplicate
--seed SEED`` would play (a test holds the two to each other): the dice
are ``game.duplicate_die`` of the game's seed, the computers decide as in
``advisor`` (the optimal and greedy players by ``planning``, the player
who plays to win by ``winning``). Games of one seating are played as one
batch: every game is at the same turn of the same player.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.game import duplicate_die
from kniffel_cli.kniffel.rules import DICE, category_at
from kniffel_cli.kniffel.sheet import Sheet
from kniffel_cli.kniffel.strategy import planning
from kniffel_cli.kniffel.strategy.solver import Spec
from kniffel_cli.kniffel.strategy.table_file import dense_index
from kniffel_cli.kniffel.strategy.winning import Model, Standing

# What is seen at the start of each turn: (round, player, every player's share of the win
# per game (players, games)); the simulation's calibration reads it.
Watcher = Callable[[int, int, np.ndarray], None]


@dataclass(frozen=True)
class Played:
    """The games of one seating: each player's final total per game, (players, games)."""

    totals: np.ndarray


def _dice(seeds: Sequence[str], spec: Spec) -> np.ndarray:
    """D[g, round - 1, roll - 1, position - 1]: every die the games may roll."""
    return np.array(
        [
            [
                [
                    [duplicate_die(seed, r, k, p) for p in range(1, DICE + 1)]
                    for k in range(1, spec.rolls + 1)
                ]
                for r in range(1, spec.rounds + 1)
            ]
            for seed in seeds
        ],
        dtype=np.int64,
    ).reshape(len(seeds), spec.rounds, spec.rolls, DICE)


def standing(sheets: Sequence[Sheet], turns_left: int) -> Standing:
    """The ``Standing`` of one player's sheets, one per game."""
    states = planning.states_of(sheets)
    banked = np.array([s.upper + s.lower + s.yahtzee_bonus for s in sheets], dtype=np.int64)
    return Standing(banked, turns_left, dense_index(states.masks, states.uppers, states.flags))


def play(
    spec: Spec,
    kinds: Sequence[str],
    seeds: Sequence[str],
    model: Model,
    dice: np.ndarray | None = None,
    watch: Watcher | None = None,
) -> Played:
    """Play one game per seed with the computers ``kinds`` (optimal, greedy, win) seated in
    that order; ``dice`` (from ``_dice``) when already drawn."""
    games = len(seeds)
    drawn = _dice(seeds, spec) if dice is None else dice
    sheets = [[Sheet(spec.rules, spec.points) for _ in range(games)] for _ in kinds]
    everyone = np.arange(games)
    for round_ in range(1, spec.rounds + 1):
        for player, kind in enumerate(kinds):
            standings = [
                standing(s, spec.rounds - round_ + (p >= player)) for p, s in enumerate(sheets)
            ]
            if watch is not None:
                watch(round_, player, model.shares([model.finals(s) for s in standings]))
            mover = standings[player]
            if kind == "win":
                plan = model.plan(mover, [s for p, s in enumerate(standings) if p != player])
            else:
                following = (
                    planning.zero_values()
                    if kind == "greedy"
                    else model.table.level(mover.turns_left - 1)
                )
                plan = planning.plan(spec, following, planning.states_of(sheets[player]))
            faces = drawn[:, round_ - 1, 0, :].copy()  # (games, 5) by position
            pending = everyone
            rolls_left = spec.rolls - 1
            while len(pending):
                rolls = np.array([combos.ROLL_INDEX[tuple(sorted(f))] for f in faces[pending]])
                sub = _subplan(plan, pending)
                keep, category = planning.decide(sub, rolls, rolls_left)
                rolling = keep >= 0
                for g, c in zip(pending[~rolling], category[~rolling], strict=True):
                    sheet = sheets[player][g]
                    chosen = category_at(int(c))
                    sheet.enter(chosen, sheet.options(tuple(faces[g]))[chosen], tuple(faces[g]))
                roll_number = spec.rolls - rolls_left + 1
                for g, k in zip(pending[rolling], keep[rolling], strict=True):
                    kept = combos.positions_for(list(faces[g]), combos.KEEPS[k])
                    for position in range(1, DICE + 1):
                        if position not in kept:
                            faces[g, position - 1] = drawn[
                                g, round_ - 1, roll_number - 1, position - 1
                            ]
                pending = pending[rolling]
                rolls_left -= 1
    return Played(np.array([[s.total for s in player] for player in sheets]))


def _subplan(plan: planning.Plan, games: np.ndarray) -> planning.Plan:
    """The plan of some games of the batch."""
    states = plan.states
    return planning.Plan(
        plan.spec,
        planning.States(states.masks[games], states.uppers[games], states.flags[games]),
        plan.following,
        plan.final[:, games],
        [k[:, games] for k in plan.keeps],
        None if plan.takes is None else plan.takes[:, :, games],
    )
