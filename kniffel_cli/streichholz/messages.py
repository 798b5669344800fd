"""The words of the matchstick game's errors: one describer per error class.

The core raises the errors of ``errors.py`` with facts and no words; these
functions make the sentence ``SpielError.message`` gives (``cli.py`` imports
this module, which registers them). A second language is a change here.
"""

from __future__ import annotations

from kniffel_cli.common.errors import describes
from kniffel_cli.common.formatting import take_range
from kniffel_cli.streichholz.errors import (
    FirstError,
    GameOverError,
    LastWinsError,
    LevelError,
    MatchCountError,
    MaxTakeError,
    MaxTakeNotBelowStartError,
    MoverError,
    NotEnoughLeftError,
    OutOfTurnError,
    TooFewError,
    TooManyError,
)
from kniffel_cli.streichholz.game import COMPUTER, SIDES
from kniffel_cli.streichholz.strategy import LEVELS


def _matches(count: int) -> str:
    return f"{count} match{'es' if count != 1 else ''}"


@describes(GameOverError)
def _game_over(error: GameOverError) -> str:
    return "the game is over; start a new one with 'spiel streichholz new'"


@describes(OutOfTurnError)
def _out_of_turn(error: OutOfTurnError) -> str:
    if error.side == COMPUTER:
        return "it is not the computer's turn"
    return f"it is the {error.turn}'s turn"


@describes(TooFewError)
def _too_few(error: TooFewError) -> str:
    return "take at least 1 match"


@describes(TooManyError)
def _too_many(error: TooManyError) -> str:
    most = _matches(error.max_take)
    return f"at most {most} may be taken at once; {take_range(error.limit)}"


@describes(NotEnoughLeftError)
def _not_enough_left(error: NotEnoughLeftError) -> str:
    return f"only {_matches(error.matches)} left; {take_range(error.limit)}"


@describes(MatchCountError)
def _match_count(error: MatchCountError) -> str:
    return f"the row has {error.low} to {error.high} matches, not {error.start}"


@describes(MaxTakeError)
def _max_take(error: MaxTakeError) -> str:
    return f"the most a side may take is 1 to {error.high}, not {error.max_take}"


@describes(MaxTakeNotBelowStartError)
def _max_take_not_below_start(error: MaxTakeNotBelowStartError) -> str:
    return f"--max-take {error.max_take} must be less than the {error.start} matches"


@describes(LastWinsError)
def _last_wins(error: LastWinsError) -> str:
    return "last_wins must be true or false"


@describes(LevelError)
def _level(error: LevelError) -> str:
    return f"unknown level {error.level!r}; choose one of {', '.join(LEVELS)}"


@describes(FirstError)
def _first(error: FirstError) -> str:
    return f"first must be {' or '.join(SIDES)}, not {error.first!r}"


@describes(MoverError)
def _mover(error: MoverError) -> str:
    return f"{error.where} is by neither the player nor the computer"


def take_at_least_one(count: int) -> str:
    """``take N`` with N below 1 (a usage error of the command line)."""
    return f"take at least 1 match, not {count}"
