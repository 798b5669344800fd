"""The strategies applied to a game: the hint, and the turns of the planning computer players.

numpy and the tables load only here, so ordinary commands never pay for them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel import solver, strategy
from kniffel_cli.kniffel.computer import Decision
from kniffel_cli.kniffel.errors import NothingToAdvise
from kniffel_cli.kniffel.game import Action, KniffelGame, Strategy
from kniffel_cli.kniffel.rules import CATEGORY_IDS
from kniffel_cli.kniffel.solver import Spec

Tables = Callable[[Spec], solver.Table]
TOLERANCE = 1e-6


def spec_of(game: KniffelGame) -> Spec:
    return Spec(game.rules_name, game.rolls_per_turn, game.rounds, game.points)


def state_of(game: KniffelGame, player: int | None = None) -> tuple[int, strategy.States, float]:
    """A player's turns left, solver state, and points banked (bonus excluded).

    The player is the current one unless ``player`` names another.
    """
    if player is None:
        assert game.current is not None
        player = game.current
    sheet = game.sheets[player]
    taken = sum(1 for e in game.history if e["player"] == player and e["action"] == "take")
    banked = sheet.upper + sheet.lower + sheet.yahtzee_bonus
    return game.rounds - taken, strategy.states_of([sheet]), float(banked)


def roll_index(dice: list[int]) -> int:
    return combos.ROLL_INDEX[tuple(sorted(dice))]


@dataclass(frozen=True)
class Advice:
    """One action with the expected final total it leads to."""

    action: Action
    keep: list[int] | None  # positions 1-5
    category: str | None
    expected_total: float

    def data(self) -> dict[str, Any]:
        return {
            "action": self.action,
            "keep": self.keep,
            "category": self.category,
            "expected_total": round(self.expected_total, 4),
        }


def hint(game: KniffelGame, tables: Tables) -> list[Advice]:
    """The best action for the current player, then the best three others."""
    if game.finished:
        raise NothingToAdvise()
    table = tables(spec_of(game))
    turns_left, states, banked = state_of(game)
    if not game.dice:
        value = table.value(
            turns_left, int(states.masks[0]), int(states.uppers[0]), int(states.flags[0])
        )
        return [Advice("roll", [], None, banked + value)]
    plan = strategy.plan(spec_of(game), table.level(turns_left - 1), states)
    found = strategy.choices(plan, roll_index(game.dice), game.rolls_left)
    return [Advice(_action(c), *_decision(game, c), banked + c.value) for c in found[:4]]


def _action(choice: strategy.Choice) -> Action:
    """The choice's action, typed (``strategy.Choice`` holds it as a plain string)."""
    return "roll" if choice.action == "roll" else "take"


def _decision(game: KniffelGame, choice: strategy.Choice) -> Decision:
    """A strategy's choice in the terms of the game: die positions to keep, or a category."""
    if choice.keep is not None:
        return combos.positions_for(game.dice, combos.KEEPS[choice.keep]), None
    assert choice.category is not None
    return None, CATEGORY_IDS[choice.category]


class PlannedTurn:
    """The turn of a greedy or optimal computer player, planned once.

    It may be made before the turn's first roll or at any point of the turn:
    the plan depends only on the sheet, which does not change until the take.
    """

    def __init__(self, game: KniffelGame, kind: Strategy, tables: Tables) -> None:
        turns_left, states, _ = state_of(game)
        spec = spec_of(game)
        following = (
            strategy.zero_values() if kind == "greedy" else tables(spec).level(turns_left - 1)
        )
        self.plan = strategy.plan(spec, following, states)

    def decide(self, game: KniffelGame) -> Decision:
        """What it does after a roll: keep these positions and roll, or take this category."""
        keeps, categories = strategy.decide(
            self.plan, np.array([roll_index(game.dice)]), game.rolls_left
        )
        if keeps[0] < 0:
            return None, CATEGORY_IDS[int(categories[0])]
        return combos.positions_for(game.dice, combos.KEEPS[keeps[0]]), None

    def would_play(self, game: KniffelGame, decision: Decision) -> bool:
        """Whether ``decision`` is its own: what it decides, or a choice exactly as good.

        Equal values may be summed in another order on another machine, so
        every choice within ``TOLERANCE`` of the best counts as its own.
        """
        found = strategy.choices(self.plan, roll_index(game.dice), game.rolls_left)
        best = found[0].value
        return any(_decision(game, c) == decision for c in found if c.value >= best - TOLERANCE)
