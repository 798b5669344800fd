"""Streichholzspiel, matches against the computer: as a library, and behind ``spiel streichholz``.

A game is a ``MatchGame``: ``take(count)`` is the player's move and, unless
that ended the game, the computer's answer (it returns the computer's take,
or None); ``undo()`` takes them back when the answer drew no random number;
``hint()`` the winning take, if there is one; ``matches``,
``turn``, ``moves``, ``finished`` and ``winner`` to read it. In rows
(``new(rows=(1, 3, 5, 7))``) ``take(count, row)`` names the row (from 1),
``rows`` holds each row's matches and ``advice()`` the best move with its row. ``new`` starts
a game as ``spiel streichholz new`` does, and ``load``/``save`` read and write
the commands' state files, byte for byte::

    from kniffel_cli import streichholz

    game = streichholz.new(matches=23, level="perfect", seed="1")
    while not game.finished:
        game.take(game.hint().take)
    streichholz.save(game, "streichholz.json")
    assert streichholz.view_data(game)["winner"] == "player"

A refused move raises a ``StreichholzError`` (exit 1 on the command line)
and changes nothing; a state file that cannot be read raises
``StateFileError``. Every error has a stable ``code``, its facts
(``fields()``) and a ``message`` in the chosen language.

The names in ``__all__`` are the public API and keep working across minor
versions; everything else in this package may change. Importing the package
costs nothing: each name is imported when first used.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (it costs ms)

if TYPE_CHECKING:
    from kniffel_cli.common.errors import (
        InputError,
        RuleError,
        SpielError,
        StateFileError,
        WriteError,
    )
    from kniffel_cli.streichholz.errors import (
        EmptyRowError,
        MatchOptionError,
        MatchOverError,
        NoMoveToUndoError,
        NoSuchRowError,
        NotEnoughInRowError,
        NotEnoughLeftError,
        OutOfTurnError,
        RowNeededError,
        StreichholzError,
        TakeNotAllowedError,
        TakeTooLargeError,
        TooFewError,
        TooManyError,
        UndoAfterDrawError,
    )
    from kniffel_cli.streichholz.game import Advice, Hint, MatchGame, Move
    from kniffel_cli.streichholz.library import from_dict, load, new, save
    from kniffel_cli.streichholz.sides import SIDES, Side
    from kniffel_cli.streichholz.state import to_dict
    from kniffel_cli.streichholz.strategy import LEVELS, Level
    from kniffel_cli.streichholz.view import data as view_data

__all__ = [
    "MatchGame",
    "Move",
    "Hint",
    "Advice",
    "LEVELS",
    "Level",
    "SIDES",
    "Side",
    "new",
    "view_data",
    "load",
    "save",
    "from_dict",
    "to_dict",
    "SpielError",
    "RuleError",
    "InputError",
    "StateFileError",
    "WriteError",
    "StreichholzError",
    "MatchOptionError",
    "MatchOverError",
    "OutOfTurnError",
    "TooFewError",
    "TakeTooLargeError",
    "TooManyError",
    "NotEnoughLeftError",
    "NoMoveToUndoError",
    "UndoAfterDrawError",
    "RowNeededError",
    "NoSuchRowError",
    "EmptyRowError",
    "TakeNotAllowedError",
    "NotEnoughInRowError",
]

_ERRORS = "kniffel_cli.streichholz.errors"
_COMMON_ERRORS = "kniffel_cli.common.errors"
_LIBRARY = "kniffel_cli.streichholz.library"
_WHERE = {
    "MatchGame": "kniffel_cli.streichholz.game",
    "Move": "kniffel_cli.streichholz.game",
    "Hint": "kniffel_cli.streichholz.game",
    "Advice": "kniffel_cli.streichholz.game",
    "LEVELS": "kniffel_cli.streichholz.strategy",
    "Level": "kniffel_cli.streichholz.strategy",
    "SIDES": "kniffel_cli.streichholz.sides",
    "Side": "kniffel_cli.streichholz.sides",
    "new": _LIBRARY,
    "view_data": "kniffel_cli.streichholz.view:data",
    "load": _LIBRARY,
    "save": _LIBRARY,
    "from_dict": _LIBRARY,
    "to_dict": "kniffel_cli.streichholz.state",
    "SpielError": _COMMON_ERRORS,
    "RuleError": _COMMON_ERRORS,
    "InputError": _COMMON_ERRORS,
    "StateFileError": _COMMON_ERRORS,
    "WriteError": _COMMON_ERRORS,
    "StreichholzError": _ERRORS,
    "MatchOptionError": _ERRORS,
    "MatchOverError": _ERRORS,
    "OutOfTurnError": _ERRORS,
    "TooFewError": _ERRORS,
    "TakeTooLargeError": _ERRORS,
    "TooManyError": _ERRORS,
    "NotEnoughLeftError": _ERRORS,
    "NoMoveToUndoError": _ERRORS,
    "UndoAfterDrawError": _ERRORS,
    "RowNeededError": _ERRORS,
    "NoSuchRowError": _ERRORS,
    "EmptyRowError": _ERRORS,
    "TakeNotAllowedError": _ERRORS,
    "NotEnoughInRowError": _ERRORS,
}

if not TYPE_CHECKING:  # type checkers read the imports above
    from kniffel_cli.common.exports import lazy_names

    __getattr__, __dir__ = lazy_names(__name__, _WHERE)
