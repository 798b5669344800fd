"""Buchstabenpuzzle, the sliding puzzle with letters: as a library, and behind ``spiel puzzle``.

A game is a ``PuzzleGame``: ``slide(tiles)`` slides the tiles named (letters,
or the directions ``up``, ``down``, ``left``, ``right``) in order, all or
nothing; ``undo(count)`` takes moves back; ``solution()`` is a shortest
solution from here (a ``Solution``: ``tiles`` as numbers, ``letter(tile)``
names them, and whether it is proven ``optimal``), and ``solve()`` makes its
moves; ``board``, ``moves`` and ``solved`` to read it. ``new`` starts a game
as ``spiel puzzle new`` does, and ``load``/``save`` read and write the
commands' state files, byte for byte::

    from kniffel_cli import puzzle

    game = puzzle.new(size=3, board="BFC/EHD/.AG")
    game.slide(["A", "A"])
    hint = game.solution()                   # 'spiel puzzle hint': the next tile
    assert game.letter(hint.tiles[0]) == "A" and hint.optimal
    game.solve()
    puzzle.save(game, "puzzle.json")
    assert puzzle.view_data(game)["move_count"] == 24

A refused slide raises a ``PuzzleError`` (exit 1 on the command line) or a
``PuzzleInputError`` (a tile that is none, exit 2) and changes nothing; a
state file that cannot be read raises ``StateFileError``. Every error has a
stable ``code``, its facts (``fields()``) and a ``message`` in the chosen
language. The solvers (and numpy) load at the first ``solution()``.

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
    from kniffel_cli.puzzle.board import Board
    from kniffel_cli.puzzle.errors import (
        GapAtEdgeError,
        NothingToSolveError,
        NoTilesError,
        OutOfLineError,
        PuzzleError,
        PuzzleInputError,
        PuzzleSolvedError,
        SetupConflictError,
        SolvedBeforeEndError,
        UndoTooFarError,
        UnknownTileError,
    )
    from kniffel_cli.puzzle.game import PuzzleGame
    from kniffel_cli.puzzle.library import from_dict, load, new, save
    from kniffel_cli.puzzle.solver import Solution
    from kniffel_cli.puzzle.state import to_dict
    from kniffel_cli.puzzle.view import data as view_data

__all__ = [
    "PuzzleGame",
    "Board",
    "Solution",
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
    "PuzzleError",
    "PuzzleInputError",
    "PuzzleSolvedError",
    "NothingToSolveError",
    "SolvedBeforeEndError",
    "GapAtEdgeError",
    "OutOfLineError",
    "UndoTooFarError",
    "UnknownTileError",
    "NoTilesError",
    "SetupConflictError",
]

_ERRORS = "kniffel_cli.puzzle.errors"
_COMMON_ERRORS = "kniffel_cli.common.errors"
_LIBRARY = "kniffel_cli.puzzle.library"
_WHERE = {
    "PuzzleGame": "kniffel_cli.puzzle.game",
    "Board": "kniffel_cli.puzzle.board",
    "Solution": "kniffel_cli.puzzle.solver",
    "new": _LIBRARY,
    "view_data": "kniffel_cli.puzzle.view:data",
    "load": _LIBRARY,
    "save": _LIBRARY,
    "from_dict": _LIBRARY,
    "to_dict": "kniffel_cli.puzzle.state",
    "SpielError": _COMMON_ERRORS,
    "RuleError": _COMMON_ERRORS,
    "InputError": _COMMON_ERRORS,
    "StateFileError": _COMMON_ERRORS,
    "WriteError": _COMMON_ERRORS,
    "PuzzleError": _ERRORS,
    "PuzzleInputError": _ERRORS,
    "PuzzleSolvedError": _ERRORS,
    "NothingToSolveError": _ERRORS,
    "SolvedBeforeEndError": _ERRORS,
    "GapAtEdgeError": _ERRORS,
    "OutOfLineError": _ERRORS,
    "UndoTooFarError": _ERRORS,
    "UnknownTileError": _ERRORS,
    "NoTilesError": _ERRORS,
    "SetupConflictError": _ERRORS,
}

if not TYPE_CHECKING:  # type checkers read the imports above
    from kniffel_cli.common.exports import lazy_names

    __getattr__, __dir__ = lazy_names(__name__, _WHERE)
