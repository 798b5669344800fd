"""Kniffel, the dice game: as a library for Python programs, and behind ``spiel kniffel``.

A game is a ``KniffelGame``; its methods are the rules: ``roll(keep)`` (keep
die positions 1-5; the turn's first roll keeps none), ``options()`` (what
each category would score now), ``take(category_id)``, ``undo()`` (a
person's last take, while no die has been rolled since), and ``dice``,
``rolls_left``, ``round``, ``current``, ``sheets``, ``finished``,
``winners()`` to read it. The functions below are what the commands do
around the rules: ``new`` and ``take`` let the computer players
(``cpu:optimal``, ``cpu:greedy``, ``cpu:random``) play their turns, ``hint``
is ``spiel kniffel hint`` (``hint(game, goal="points")`` its ``--goal``),
``chances`` each player's chance of winning as ``spiel kniffel show`` gives
it, ``play_turn`` plays a turn as one of the computer players would, and
``load``/``save`` read and write the commands' state files, byte for byte::

    from kniffel_cli import kniffel

    game = kniffel.new(["Anna", "cpu:greedy"], seed="7")
    game.roll()
    game.roll(keep=[1, 3])
    best = kniffel.hint(game)[0]           # Advice: action, keep, category, expected_total,
                                           # chance (of winning: None alone)
    kniffel.take(game, "chance")           # then cpu:greedy plays its turn
    kniffel.save(game, "kniffel.json")     # as 'spiel kniffel take chance' writes it
    assert kniffel.view_data(game)["players"][0]["total"] == game.sheets[0].total

``new(..., dice="duplicate")`` starts a game on duplicate dice, as ``spiel kniffel new
--dice duplicate`` does: each die a function of the seed, the round, the roll of the turn and
its position alone (``game.dice_mode`` says which dice a game has). With several players
there is no chance of winning on such dice: ``chances`` raises ``ChancesWithheldError``,
``hint`` ranks by points (its ``chance`` None, ``Hint.withheld`` saying why) and refuses
``goal="win"`` (``WinGoalWithheldError``, a ``ChancesWithheldError``).

A refused action raises an error of the game (``KniffelError``: the rules
say no, exit 1 on the command line; ``KniffelInputError``: a value it cannot
take, exit 2) and changes nothing; a state file that cannot be read raises
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
    from kniffel_cli.kniffel.errors import (
        BadPositionsError,
        CategoryClosedError,
        CategoryTakenError,
        ChancesWithheldError,
        FirstRollKeepsError,
        GameOverError,
        KniffelError,
        KniffelInputError,
        NoRollsLeftError,
        NothingToAdviseError,
        NothingToRollError,
        NothingToUndoError,
        NotRolledError,
        OutsideMovesError,
        PositionTwiceError,
        TakeNotUndoneError,
        UndoAfterRollError,
        UndoneAlreadyError,
        UnknownCategoryError,
        WinGoalWithheldError,
    )
    from kniffel_cli.kniffel.game import STRATEGIES, KniffelGame, Strategy
    from kniffel_cli.kniffel.library import (
        chances,
        computers_play,
        from_dict,
        hint,
        load,
        match,
        new,
        play_turn,
        roll,
        save,
        take,
        undo,
    )
    from kniffel_cli.kniffel.outside.seats import Bot
    from kniffel_cli.kniffel.rules import CATEGORY_IDS
    from kniffel_cli.kniffel.schema import Goal
    from kniffel_cli.kniffel.sheet import Sheet
    from kniffel_cli.kniffel.state import to_dict
    from kniffel_cli.kniffel.strategy.advisor import Advice, Hint
    from kniffel_cli.kniffel.strategy.match import HeadToHead, Standings
    from kniffel_cli.kniffel.view import data as view_data

__all__ = [
    "KniffelGame",
    "Sheet",
    "CATEGORY_IDS",
    "STRATEGIES",
    "Strategy",
    "new",
    "roll",
    "take",
    "undo",
    "computers_play",
    "play_turn",
    "hint",
    "Hint",
    "Goal",
    "Advice",
    "chances",
    "match",
    "Bot",
    "HeadToHead",
    "Standings",
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
    "KniffelError",
    "KniffelInputError",
    "GameOverError",
    "NoRollsLeftError",
    "NothingToRollError",
    "FirstRollKeepsError",
    "NotRolledError",
    "CategoryClosedError",
    "CategoryTakenError",
    "NothingToAdviseError",
    "BadPositionsError",
    "PositionTwiceError",
    "UnknownCategoryError",
    "NothingToUndoError",
    "TakeNotUndoneError",
    "UndoAfterRollError",
    "UndoneAlreadyError",
    "ChancesWithheldError",
    "WinGoalWithheldError",
    "OutsideMovesError",
]

_ERRORS = "kniffel_cli.kniffel.errors"
_COMMON_ERRORS = "kniffel_cli.common.errors"
_LIBRARY = "kniffel_cli.kniffel.library"
_WHERE = {
    # the game and its parts
    "KniffelGame": "kniffel_cli.kniffel.game",
    "Sheet": "kniffel_cli.kniffel.sheet",
    "CATEGORY_IDS": "kniffel_cli.kniffel.rules",
    "STRATEGIES": "kniffel_cli.kniffel.game",
    "Strategy": "kniffel_cli.kniffel.game",
    # what the commands do
    "new": _LIBRARY,
    "roll": _LIBRARY,
    "take": _LIBRARY,
    "undo": _LIBRARY,
    "computers_play": _LIBRARY,
    "play_turn": _LIBRARY,
    "hint": _LIBRARY,
    "Hint": "kniffel_cli.kniffel.strategy.advisor",
    "Goal": "kniffel_cli.kniffel.schema",
    "Advice": "kniffel_cli.kniffel.strategy.advisor",
    "chances": _LIBRARY,
    "match": _LIBRARY,
    "Bot": "kniffel_cli.kniffel.outside.seats",
    "HeadToHead": "kniffel_cli.kniffel.strategy.match",
    "Standings": "kniffel_cli.kniffel.strategy.match",
    "view_data": "kniffel_cli.kniffel.view:data",
    # state files
    "load": _LIBRARY,
    "save": _LIBRARY,
    "from_dict": _LIBRARY,
    "to_dict": "kniffel_cli.kniffel.state",
    # errors
    "SpielError": _COMMON_ERRORS,
    "RuleError": _COMMON_ERRORS,
    "InputError": _COMMON_ERRORS,
    "StateFileError": _COMMON_ERRORS,
    "WriteError": _COMMON_ERRORS,
    "KniffelError": _ERRORS,
    "KniffelInputError": _ERRORS,
    "GameOverError": _ERRORS,
    "NoRollsLeftError": _ERRORS,
    "NothingToRollError": _ERRORS,
    "FirstRollKeepsError": _ERRORS,
    "NotRolledError": _ERRORS,
    "CategoryClosedError": _ERRORS,
    "CategoryTakenError": _ERRORS,
    "NothingToAdviseError": _ERRORS,
    "BadPositionsError": _ERRORS,
    "PositionTwiceError": _ERRORS,
    "UnknownCategoryError": _ERRORS,
    "NothingToUndoError": _ERRORS,
    "TakeNotUndoneError": _ERRORS,
    "UndoAfterRollError": _ERRORS,
    "UndoneAlreadyError": _ERRORS,
    "ChancesWithheldError": _ERRORS,
    "WinGoalWithheldError": _ERRORS,
    "OutsideMovesError": _ERRORS,
}

if not TYPE_CHECKING:  # type checkers read the imports above
    from kniffel_cli.common.exports import lazy_names

    __getattr__, __dir__ = lazy_names(__name__, _WHERE)
