"""The words of the matchstick game's errors: one describer per error class.

The core raises the errors of ``errors.py`` with facts and no words; these
functions make the sentence ``SpielError.message`` gives (``cli.py`` imports
this module, which registers them), in the language chosen (``common/i18n.py``).
"""

from __future__ import annotations

from kniffel_cli.common.errors import describes
from kniffel_cli.common.formatting import take_range
from kniffel_cli.common.i18n import _, ngettext
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
from kniffel_cli.streichholz.game import COMPUTER, PLAYER, SIDES
from kniffel_cli.streichholz.strategy import LEVELS


@describes(GameOverError)
def _game_over(error: GameOverError) -> str:
    return _("the game is over; start a new one with 'spiel streichholz new'")


@describes(OutOfTurnError)
def _out_of_turn(error: OutOfTurnError) -> str:
    if error.side == COMPUTER:
        return _("it is not the computer's turn")
    if error.turn == PLAYER:
        return _("it is the player's turn")
    return _("it is the computer's turn")


@describes(TooFewError)
def _too_few(error: TooFewError) -> str:
    return _("take at least 1 match")


@describes(TooManyError)
def _too_many(error: TooManyError) -> str:
    text = ngettext(
        "at most {count} match may be taken at once; {take}",
        "at most {count} matches may be taken at once; {take}",
        error.max_take,
    )
    return text.format(count=error.max_take, take=take_range(error.limit))


@describes(NotEnoughLeftError)
def _not_enough_left(error: NotEnoughLeftError) -> str:
    text = ngettext(
        "only {count} match left; {take}", "only {count} matches left; {take}", error.matches
    )
    return text.format(count=error.matches, take=take_range(error.limit))


@describes(MatchCountError)
def _match_count(error: MatchCountError) -> str:
    text = _("the row has {low} to {high} matches, not {start}")
    return text.format(low=error.low, high=error.high, start=error.start)


@describes(MaxTakeError)
def _max_take(error: MaxTakeError) -> str:
    text = _("the most a side may take is 1 to {high}, not {max_take}")
    return text.format(high=error.high, max_take=error.max_take)


@describes(MaxTakeNotBelowStartError)
def _max_take_not_below_start(error: MaxTakeNotBelowStartError) -> str:
    text = _("--max-take {max_take} must be less than the {start} matches")
    return text.format(max_take=error.max_take, start=error.start)


@describes(LastWinsError)
def _last_wins(error: LastWinsError) -> str:
    return _("last_wins must be true or false")


@describes(LevelError)
def _level(error: LevelError) -> str:
    text = _("unknown level {level}; choose one of {known}")
    return text.format(level=repr(error.level), known=", ".join(LEVELS))


@describes(FirstError)
def _first(error: FirstError) -> str:
    text = _("first must be {sides}, not {first}")
    return text.format(sides=_(" or ").join(SIDES), first=repr(error.first))


@describes(MoverError)
def _mover(error: MoverError) -> str:
    return _("{where} is by neither the player nor the computer").format(where=error.where)


def take_at_least_one(count: int) -> str:
    """``take N`` with N below 1 (a usage error of the command line)."""
    return _("take at least 1 match, not {count}").format(count=count)
