"""A stand-in for the seeded dice that rolls what a test scripts."""

from __future__ import annotations

from collections.abc import Iterable

from kniffel_cli.kniffel.game import KniffelGame


class ScriptedDice:
    """Hands out the scripted values in order, as ``SeededRandom.randint`` would."""

    def __init__(self, values: Iterable[int]) -> None:
        self.values = list(values)
        self.seed = "scripted"
        self.draws = 0

    def copy(self) -> ScriptedDice:
        """What ``game.random`` gives: a copy, as of the seeded dice."""
        copied = ScriptedDice(self.values)
        copied.seed, copied.draws = self.seed, self.draws
        return copied

    def randint(self, low: int, high: int) -> int:
        value = self.values.pop(0)
        assert low <= value <= high
        self.draws += 1
        return value


def scripted_game(*values: int, **options: object) -> KniffelGame:
    """A game whose dice come from ``values``."""
    game = KniffelGame(seed="scripted", **options)  # type: ignore[arg-type]
    game._random = ScriptedDice(values)  # type: ignore[assignment]
    return game


def play_turn(game: KniffelGame, dice: list[int], category: str) -> int:
    """Roll ``dice`` once and take ``category``; returns the points entered."""
    assert isinstance(game._random, ScriptedDice)
    game._random.values.extend(dice)
    game.roll()
    return game.take(category)
