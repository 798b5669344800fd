"""Computer players: what each kind chooses in its turn, and whether a recorded choice is its own.

The random player needs neither numpy nor a table, so a game against it
loads as fast as any other; the greedy and optimal players plan their turns
with the strategy (``advisor``, numpy), loaded only for them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from kniffel_cli.common.randomness import SeededRandom
from kniffel_cli.kniffel.errors import GameOverError, NotTheComputersChoiceError
from kniffel_cli.kniffel.rules import DICE
from kniffel_cli.kniffel.strategy.engine import Engines

if TYPE_CHECKING:
    from kniffel_cli.kniffel.game import Decision, KniffelGame, Strategy


class ComputerTurn(Protocol):
    """One computer player's turn, made before its first roll or at any point of it."""

    def decide(self, game: KniffelGame) -> Decision:
        """What it does after a roll: keep these positions and roll, or take this category."""
        ...

    def would_play(self, game: KniffelGame, decision: Decision) -> bool:
        """Whether ``decision``, after the roll ``game`` shows, is one it makes."""
        ...


class RandomTurn:
    """Uniform over the legal choices: each keep that rolls a die (31 sets), each category."""

    def would_play(self, game: KniffelGame, decision: Decision) -> bool:
        return decision == self.decide(game)

    def decide(self, game: KniffelGame) -> Decision:
        return random_decision(
            game.seed, game.moves_in_force, list(game.options()), game.rolls_left
        )


def random_decision(seed: str, moves: int, offered: list[str], rolls_left: int) -> Decision:
    """The random player's choice after ``moves`` history entries in force, of the categories
    ``offered`` (in the sheet's order) and, with rolls left, each keep that rolls a die."""
    # Its own stream, keyed by the seed and the move, so the dice stay the replay's; by the
    # moves in force, so that a take and its undo change nothing of what chance gives next.
    random = SeededRandom(f"{seed}\x00choice\x00{moves}")
    subsets = range(1 << DICE) if rolls_left > 0 else range(0)
    keeps = [[p for p in range(1, DICE + 1) if subset >> (p - 1) & 1] for subset in subsets]
    while True:
        pick = random.below(len(keeps) + len(offered))
        if pick >= len(keeps):
            return None, offered[pick - len(keeps)]
        if len(keeps[pick]) < DICE:
            return keeps[pick], None
        # Keeping all five rolls nothing, which is not a move: draw again (still uniform).


def computer_turn(game: KniffelGame, kind: Strategy, engines: Engines) -> ComputerTurn:
    """The turn of the current player, a computer of ``kind``."""
    if kind == "random":
        return RandomTurn()
    from kniffel_cli.kniffel.strategy.advisor import PlannedTurn

    return PlannedTurn(game, kind, engines)


def play_turn(game: KniffelGame, kind: Strategy, engines: Engines) -> None:
    """Play the current player's turn as a computer of ``kind``: rolls, keeps, and the take;
    from the turn's first roll, or from the dice rolled so far (GameOverError when the game
    is over: there is no turn to play)."""
    if game.finished:
        raise GameOverError()
    turn = computer_turn(game, kind, engines)  # one plan serves the whole turn
    if not game.dice:
        game.roll()
    while True:
        keep, category = turn.decide(game)
        if keep is None:
            assert category is not None
            game.take(category)
            return
        game.roll(set(keep))


class ChoiceCheck:
    """The check ``state.from_dict`` runs on a computer's moves: each must be one it makes.

    The greedy and optimal players need the strategy (numpy), loaded only for
    them; cpu:optimal is checked when its table is cached, as building one
    takes seconds.
    """

    def __init__(self) -> None:
        self.turn: ComputerTurn | None = None
        self.turn_of: tuple[int, int | None] | None = None  # (round, player) of ``turn``
        self.engines = Engines(build=False)  # cpu:optimal is checked from the cache alone

    def __call__(self, game: KniffelGame, decision: Decision, number: int) -> None:
        kind = game.computer_to_play
        if kind is None:
            return
        if self.turn_of != (game.round, game.current):
            self.turn_of = (game.round, game.current)
            try:
                self.turn = computer_turn(game, kind, self.engines)
            except LookupError:
                self.turn = None  # cpu:optimal without a cached table: not checked
        if self.turn is not None and not self.turn.would_play(game, decision):
            raise NotTheComputersChoiceError(entry=number, player=game.player_name)
