"""Computer players: what each kind chooses in its turn, and whether a recorded choice is its own.

The random player needs neither numpy nor a table, so a game against it
loads as fast as any other; the greedy and optimal players plan their turns
with the strategy (``advisor``, numpy), loaded only for them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from kniffel_cli.common.randomness import SeededRandom
from kniffel_cli.kniffel.errors import NotTheComputersChoiceError
from kniffel_cli.kniffel.rules import DICE

if TYPE_CHECKING:
    from kniffel_cli.kniffel.game import Decision, KniffelGame, Strategy
    from kniffel_cli.kniffel.strategy.advisor import Tables
    from kniffel_cli.kniffel.strategy.solver import Spec, Table
    from kniffel_cli.kniffel.strategy.winning import Model


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


def computer_turn(game: KniffelGame, kind: Strategy, tables: Tables) -> ComputerTurn:
    """The turn of the current player, a computer of ``kind``."""
    if kind == "random":
        return RandomTurn()
    from kniffel_cli.kniffel.strategy.advisor import PlannedTurn

    return PlannedTurn(game, kind, tables)


def play_turn(game: KniffelGame, kind: Strategy, tables: Tables) -> None:
    """Play the current player's turn as a computer of ``kind``: rolls, keeps, and the take;
    from the turn's first roll, or from the dice rolled so far."""
    turn = computer_turn(game, kind, tables)  # one plan serves the whole turn
    if not game.dice:
        game.roll()
    while True:
        keep, category = turn.decide(game)
        if keep is None:
            assert category is not None
            game.take(category)
            return
        game.roll(set(keep))


class CachedTables:
    """Optimal-strategy tables from the cache only, each read once; LookupError if not cached."""

    def __init__(self) -> None:
        self.loaded: dict[Spec, Table | None] = {}
        self.models: dict[Spec, Model | None] = {}

    def __call__(self, spec: Spec) -> Table:
        from kniffel_cli.kniffel.strategy import solver

        if spec not in self.loaded:
            try:
                self.loaded[spec] = solver.load_or_build(spec, cached_only=True)[0]
            except LookupError:
                self.loaded[spec] = None
        table = self.loaded[spec]
        if table is None:
            raise LookupError(f"the table {spec.name} is not cached")
        return table

    def model(self, spec: Spec) -> Model:
        """The table with its spread, both from the cache; LookupError if either is not."""
        from kniffel_cli.kniffel.strategy import moments
        from kniffel_cli.kniffel.strategy.winning import Model

        if spec not in self.models:
            table = self(spec)
            try:
                self.models[spec] = Model(table, moments.load_or_build(table, cached_only=True)[0])
            except LookupError:
                self.models[spec] = None
        model = self.models[spec]
        if model is None:
            raise LookupError(f"the spread of {spec.name} is not cached")
        return model


class ChoiceCheck:
    """The check ``state.from_dict`` runs on a computer's moves: each must be one it makes.

    The greedy and optimal players need the strategy (numpy), loaded only for
    them; cpu:optimal is checked when its table is cached, as building one
    takes seconds.
    """

    def __init__(self) -> None:
        self.turn: ComputerTurn | None = None
        self.turn_of: tuple[int, int | None] | None = None  # (round, player) of ``turn``
        self.tables = CachedTables()  # read from the cache once, and only for cpu:optimal

    def __call__(self, game: KniffelGame, decision: Decision, number: int) -> None:
        kind = game.computer_to_play
        if kind is None:
            return
        if self.turn_of != (game.round, game.current):
            self.turn_of = (game.round, game.current)
            try:
                self.turn = computer_turn(game, kind, self.tables)
            except LookupError:
                self.turn = None  # cpu:optimal without a cached table: not checked
        if self.turn is not None and not self.turn.would_play(game, decision):
            raise NotTheComputersChoiceError(entry=number, player=game.player_name)
