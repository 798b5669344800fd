"""The strategies applied to a game: the hint, and the turns of computer players.

numpy and the tables load only here, so ordinary commands never pay for them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from kniffel_cli.common.randomness import SeededRandom
from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel import solver, strategy
from kniffel_cli.kniffel.game import KniffelGame
from kniffel_cli.kniffel.rules import CATEGORY_IDS, DICE
from kniffel_cli.kniffel.solver import Spec

Tables = Callable[[Spec], solver.Table]


def spec_of(game: KniffelGame) -> Spec:
    return Spec(game.rules, game.rolls_per_turn, game.rounds)


def state_of(game: KniffelGame) -> tuple[int, strategy.States, float]:
    """The current player's turns left, solver state, and points banked (bonus excluded)."""
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

    action: str
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


def hint(game: KniffelGame, table: solver.Table) -> list[Advice]:
    """The best action for the current player, then the best three others."""
    turns_left, states, banked = state_of(game)
    if not game.dice:
        value = table.value(
            turns_left, int(states.masks[0]), int(states.uppers[0]), int(states.flags[0])
        )
        return [Advice("roll", [], None, banked + value)]
    plan = strategy.plan(spec_of(game), table.level(turns_left - 1), states)
    found = strategy.choices(plan, roll_index(game.dice), game.rolls_left)
    return [
        Advice(
            c.action,
            combos.positions_for(game.dice, combos.KEEPS[c.keep]) if c.keep is not None else None,
            CATEGORY_IDS[c.category] if c.category is not None else None,
            banked + c.value,
        )
        for c in found[:4]
    ]


def play_computer_turn(game: KniffelGame, kind: str, tables: Tables) -> None:
    """Play the current (computer) player's whole turn: rolls, keeps, and the take."""
    plan = None
    if kind != "random":
        turns_left, states, _ = state_of(game)
        following = (
            strategy.zero_values()
            if kind == "greedy"
            else tables(spec_of(game)).level(turns_left - 1)
        )
        plan = strategy.plan(spec_of(game), following, states)  # one plan serves the whole turn
    game.roll()
    while True:
        if plan is None:
            # Its own stream, keyed by the seed and the move, so the dice stay the replay's.
            choices = SeededRandom(f"{game.seed}\x00choice\x00{len(game.history)}")
            keep, category = _random_choice(game, choices)
        else:
            keeps, categories = strategy.decide(
                plan, np.array([roll_index(game.dice)]), game.rolls_left
            )
            keep = None if keeps[0] < 0 else combos.positions_for(game.dice, combos.KEEPS[keeps[0]])
            category = None if keep is not None else CATEGORY_IDS[int(categories[0])]
        if keep is None:
            assert category is not None
            game.take(category)
            return
        game.roll(set(keep))


def _random_choice(game: KniffelGame, random: SeededRandom) -> tuple[list[int] | None, str | None]:
    """Uniform over the legal actions: each of the 32 position sets to keep, each category."""
    offered = list(game.options())
    keeps = (
        [[p for p in range(1, DICE + 1) if subset >> (p - 1) & 1] for subset in range(1 << DICE)]
        if game.rolls_left > 0
        else []
    )
    pick = random.below(len(keeps) + len(offered))
    if pick < len(keeps):
        return keeps[pick], None
    return None, offered[pick - len(keeps)]
