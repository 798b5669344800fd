"""The words of the letter puzzle's errors: one describer per error class.

The core raises the errors of ``errors.py`` with facts and no words; these
functions make the sentence ``SpielError.message`` gives (``cli.py`` imports
this module, which registers them). A second language is a change here.
"""

from __future__ import annotations

from kniffel_cli.common.errors import describes
from kniffel_cli.common.formatting import counted
from kniffel_cli.puzzle.board import DIRECTIONS, GAP_MARK, MAX_SIZE, MIN_SIZE, ROW_MARK
from kniffel_cli.puzzle.errors import (
    ActionError,
    AlphabetCharacterError,
    AlphabetLengthError,
    AlphabetRepeatError,
    AlphabetSizeError,
    AlreadySolvedError,
    BoardTextError,
    EdgeError,
    EntryTileError,
    ForeignTileError,
    GapCountError,
    NothingToSolveError,
    NoTilesError,
    NotNextToGapError,
    OutOfLineError,
    PuzzleSolvedError,
    RepeatedTileError,
    RowCountError,
    RowLengthError,
    ScrambleLengthError,
    SetupConflictError,
    SetupError,
    SideError,
    SizeError,
    SizeMismatchError,
    SolvedBeforeEndError,
    UndoTooFarError,
    UnknownTileError,
    UnsolvableBoardError,
)

NOTHING_MOVED = "nothing was moved"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' if count != 1 else ''}"


# The rules refuse a move.


@describes(NotNextToGapError)
def _not_next_to_gap(error: NotNextToGapError) -> str:
    return "not next to the gap"


@describes(PuzzleSolvedError)
def _puzzle_solved(error: PuzzleSolvedError) -> str:
    moves = counted(error.moves, "move")
    return f"the puzzle is solved ({moves}); start a new one with 'spiel puzzle new'"


@describes(NothingToSolveError)
def _nothing_to_solve(error: NothingToSolveError) -> str:
    return f"the puzzle is solved ({counted(error.moves, 'move')}); nothing is left to do"


@describes(SolvedBeforeEndError)
def _solved_before_end(error: SolvedBeforeEndError) -> str:
    return f"the puzzle is solved before the last tiles named; {NOTHING_MOVED}"


@describes(EdgeError)
def _edge(error: EdgeError) -> str:
    return f"no tile can move {error.direction}: the gap is at that edge; {NOTHING_MOVED}"


@describes(OutOfLineError)
def _out_of_line(error: OutOfLineError) -> str:
    return f"{error.tile} is not in the gap's row or column (board {error.board}); {NOTHING_MOVED}"


@describes(UndoTooFarError)
def _undo_too_far(error: UndoTooFarError) -> str:
    return f"only {_plural(error.available, 'tile move')} can be taken back"


# The user names a tile, a board, an alphabet or a size that cannot be.


@describes(UnknownTileError)
def _unknown_tile(error: UnknownTileError) -> str:
    return (
        f"{error.token!r} is no tile; give letters of {error.alphabet} or {', '.join(DIRECTIONS)}"
    )


@describes(NoTilesError)
def _no_tiles(error: NoTilesError) -> str:
    return "name at least one tile to slide"


@describes(AlphabetLengthError)
def _alphabet_length(error: AlphabetLengthError) -> str:
    board = f"{error.size}x{error.size}"
    return f"a {board} board needs an alphabet of {error.need} characters, not {error.length}"


@describes(AlphabetCharacterError)
def _alphabet_character(error: AlphabetCharacterError) -> str:
    marks = f"'{GAP_MARK}', '{ROW_MARK}'"
    return f"the alphabet may not contain {error.char!r} (spaces, control characters, {marks})"


@describes(AlphabetRepeatError)
def _alphabet_repeat(error: AlphabetRepeatError) -> str:
    return f"the alphabet has {error.char!r} twice; its characters must be distinct"


@describes(AlphabetSizeError)
def _alphabet_size(error: AlphabetSizeError) -> str:
    *most, last = [str(size * size - 1) for size in range(MIN_SIZE, MAX_SIZE + 1)]
    return (
        f"an alphabet has {', '.join(most)} or {last} characters "
        f"(sizes {MIN_SIZE} to {MAX_SIZE}), not {error.length}"
    )


@describes(RowCountError)
def _row_count(error: RowCountError) -> str:
    return f"a board has {MIN_SIZE} to {MAX_SIZE} rows separated by '{ROW_MARK}', not {error.rows}"


@describes(RowLengthError)
def _row_length(error: RowLengthError) -> str:
    return (
        f"row {error.row} of the board has {error.cells} cells; "
        f"each of the {error.size} rows needs {error.size}"
    )


@describes(GapCountError)
def _gap_count(error: GapCountError) -> str:
    return f"the board needs exactly one gap '{GAP_MARK}', not {error.gaps}"


@describes(ForeignTileError)
def _foreign_tile(error: ForeignTileError) -> str:
    return f"{error.char!r} is not a tile of the alphabet {error.alphabet}"


@describes(RepeatedTileError)
def _repeated_tile(error: RepeatedTileError) -> str:
    return f"the tile {error.tile!r} stands twice on the board"


@describes(UnsolvableBoardError)
def _unsolvable_board(error: UnsolvableBoardError) -> str:
    parity = "its inversions" + (" plus the gap's row" if error.size % 2 == 0 else "")
    return (
        f"this board cannot be solved: slides never change the parity of {parity}; "
        "swap two tiles to make it solvable"
    )


@describes(AlreadySolvedError)
def _already_solved(error: AlreadySolvedError) -> str:
    return "the board is already solved; give an unsolved one"


@describes(SizeError)
def _size(error: SizeError) -> str:
    return f"the board is {MIN_SIZE} to {MAX_SIZE} tiles wide, not {error.size}"


@describes(SizeMismatchError)
def _size_mismatch(error: SizeMismatchError) -> str:
    board = f"{error.inferred}x{error.inferred}"
    return f"--size {error.size} does not fit a {board} board or alphabet"


@describes(SetupConflictError)
def _setup_conflict(error: SetupConflictError) -> str:
    return "give --board or --scramble, not both"


@describes(SetupError)
def _setup(error: SetupError) -> str:
    return "the setup is a shuffle, a scramble of M moves, or a given board"


@describes(ScrambleLengthError)
def _scramble_length(error: ScrambleLengthError) -> str:
    return f"a scramble has 1 to {error.most} moves, not {error.moves}"


@describes(BoardTextError)
def _board_text(error: BoardTextError) -> str:
    return "the given board must be text"


# A state file's history holds an entry that no game can.


@describes(SideError)
def _side(error: SideError) -> str:
    return f"{error.where} is by neither the player nor the solver"


@describes(EntryTileError)
def _entry_tile(error: EntryTileError) -> str:
    return f"{error.where} names a tile not in the alphabet"


@describes(ActionError)
def _action(error: ActionError) -> str:
    return f"{error.where} is neither a slide nor an undo"
