"""Play a game for the command line: a person's action, then every computer's turn.

The rules (``game``) take one action at a time and know nothing of who plays
it; the computer players (``strategy.players``) say what they would do. This
is the one place that puts them together: after ``new`` and after every
take, the computers whose turn it is play until a person is to move or the
game is over. It also loads state files with the computers' moves held to
what they would play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kniffel_cli.common.replay import Unchecked
from kniffel_cli.kniffel import state
from kniffel_cli.kniffel.game import KniffelGame
from kniffel_cli.kniffel.strategy.players import ChoiceCheck, play_turn

if TYPE_CHECKING:  # the engine (and numpy behind it) loads only when a computer plans
    from kniffel_cli.kniffel.strategy.engine import Engines

to_dict = state.to_dict


def computers_play(game: KniffelGame, engines: Engines) -> KniffelGame:
    """Every computer player whose turn it is plays it, until a person's turn or the end."""
    while (kind := game.computer_to_play) is not None:
        play_turn(game, kind, engines)
    return game


def take(game: KniffelGame, category_id: str, engines: Engines) -> int:
    """The person enters the dice in ``category_id``; then the computers play. Returns the
    points the person entered."""
    points = game.take(category_id)
    computers_play(game, engines)
    return points


def from_dict(data: Unchecked) -> KniffelGame:
    """A game from its state file object, each computer's moves checked to be its own."""
    return state.from_dict(data, ChoiceCheck())
