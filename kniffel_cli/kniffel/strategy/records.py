"""A match's games as state files: each game's moves played again through the rules.

Game s of deal k is the game ``spiel kniffel new --players P --seed SEED/k`` deals, its
players in the order of seating s (the match's players turned s - 1 places), so the same
seed's stream gives the same dice. A game an outside player left by a fault is written as
it stood then, the outside player to move (``take`` and ``roll`` refuse its turn).
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from kniffel_cli.common.replay import StateObject
from kniffel_cli.kniffel import state
from kniffel_cli.kniffel.game import DiceMode, KniffelGame
from kniffel_cli.kniffel.strategy.match import Move
from kniffel_cli.kniffel.strategy.solver import Spec


def game_state(
    spec: Spec, names: Sequence[str], seed: str, dice: DiceMode, moves: Sequence[Move]
) -> StateObject:
    """The state file of a game of ``names`` (in seating order) from the seed ``seed``, its
    ``moves`` made in turn (up to the first that puts a player out)."""
    game = KniffelGame(
        names,
        rolls_per_turn=spec.rolls,
        rounds=spec.rounds,
        seed=seed,
        rules_name=spec.rules,
        points=spec.points,
        dice_mode=dice,
    )
    for move in moves:
        if move[0] == "out":
            break
        if move[0] == "roll":
            game.roll(move[1])
        else:
            game.take(move[1])
    return state.to_dict(game)


class GamesFile:
    """The lines of ``--games-out``: each game's state file, one compact JSON line each."""

    def __init__(self, spec: Spec, names: Sequence[str], seed: str, dice: DiceMode) -> None:
        self.spec, self.names, self.seed, self.dice = spec, list(names), seed, dice
        self.lines: list[str] = []

    def __call__(self, games: list[list[Move]], first_deal: int) -> None:
        """Add the games of the deals from ``first_deal`` on (the next deals), each deal's
        seatings in turn: all of them or, interrupted, none."""
        count = len(self.names)
        lines = []
        for number, moves in enumerate(games):
            deal, turn = first_deal + number // count, number % count
            seated = [self.names[(turn + i) % count] for i in range(count)]
            found = game_state(self.spec, seated, f"{self.seed}/{deal}", self.dice, moves)
            lines.append(json.dumps(found, ensure_ascii=False))
        self.lines.extend(lines)

    def text(self, deals: int) -> str:
        """The lines of the first ``deals`` deals (the deals a match reports), in order."""
        return "".join(f"{line}\n" for line in self.lines[: deals * len(self.names)])
