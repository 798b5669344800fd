"""The words of the letter puzzle's errors: one describer per error class.

The core raises the errors of ``errors.py`` with facts and no words; these
functions make the sentence ``SpielError.message`` gives (``cli.py`` imports
this module, which registers them), in the language chosen (``common/i18n.py``).
"""

from __future__ import annotations

from kniffel_cli.common.errors import describes
from kniffel_cli.common.i18n import _, ngettext
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

# The rules refuse a move.


@describes(NotNextToGapError)
def _not_next_to_gap(error: NotNextToGapError) -> str:
    return _("not next to the gap")


@describes(PuzzleSolvedError)
def _puzzle_solved(error: PuzzleSolvedError) -> str:
    text = ngettext(
        "the puzzle is solved ({count} move); start a new one with 'spiel puzzle new'",
        "the puzzle is solved ({count} moves); start a new one with 'spiel puzzle new'",
        error.moves,
    )
    return text.format(count=error.moves)


@describes(NothingToSolveError)
def _nothing_to_solve(error: NothingToSolveError) -> str:
    text = ngettext(
        "the puzzle is solved ({count} move); nothing is left to do",
        "the puzzle is solved ({count} moves); nothing is left to do",
        error.moves,
    )
    return text.format(count=error.moves)


@describes(SolvedBeforeEndError)
def _solved_before_end(error: SolvedBeforeEndError) -> str:
    return _("the puzzle is solved before the last tiles named; nothing was moved")


@describes(EdgeError)
def _edge(error: EdgeError) -> str:
    text = _("no tile can move {direction}: the gap is at that edge; nothing was moved")
    return text.format(direction=error.direction)


@describes(OutOfLineError)
def _out_of_line(error: OutOfLineError) -> str:
    text = _("{tile} is not in the gap's row or column (board {board}); nothing was moved")
    return text.format(tile=error.tile, board=error.board)


@describes(UndoTooFarError)
def _undo_too_far(error: UndoTooFarError) -> str:
    text = ngettext(
        "only {count} tile move can be taken back",
        "only {count} tile moves can be taken back",
        error.available,
    )
    return text.format(count=error.available)


# The user names a tile, a board, an alphabet or a size that cannot be.


@describes(UnknownTileError)
def _unknown_tile(error: UnknownTileError) -> str:
    text = _("{token} is no tile; give letters of {alphabet} or {directions}")
    return text.format(
        token=repr(error.token), alphabet=error.alphabet, directions=", ".join(DIRECTIONS)
    )


@describes(NoTilesError)
def _no_tiles(error: NoTilesError) -> str:
    return _("name at least one tile to slide")


@describes(AlphabetLengthError)
def _alphabet_length(error: AlphabetLengthError) -> str:
    text = _("a {size}x{size} board needs an alphabet of {need} characters, not {length}")
    return text.format(size=error.size, need=error.need, length=error.length)


@describes(AlphabetCharacterError)
def _alphabet_character(error: AlphabetCharacterError) -> str:
    text = _("the alphabet may not contain {char} (spaces, control characters, {marks})")
    return text.format(char=repr(error.char), marks=f"'{GAP_MARK}', '{ROW_MARK}'")


@describes(AlphabetRepeatError)
def _alphabet_repeat(error: AlphabetRepeatError) -> str:
    text = _("the alphabet has {char} twice; its characters must be distinct")
    return text.format(char=repr(error.char))


@describes(AlphabetSizeError)
def _alphabet_size(error: AlphabetSizeError) -> str:
    *most, last = [str(size * size - 1) for size in range(MIN_SIZE, MAX_SIZE + 1)]
    text = _("an alphabet has {most} or {last} characters (sizes {low} to {high}), not {length}")
    return text.format(
        most=", ".join(most), last=last, low=MIN_SIZE, high=MAX_SIZE, length=error.length
    )


@describes(RowCountError)
def _row_count(error: RowCountError) -> str:
    text = _("a board has {low} to {high} rows separated by '{mark}', not {rows}")
    return text.format(low=MIN_SIZE, high=MAX_SIZE, mark=ROW_MARK, rows=error.rows)


@describes(RowLengthError)
def _row_length(error: RowLengthError) -> str:
    text = _("row {row} of the board has {cells} cells; each of the {size} rows needs {size}")
    return text.format(row=error.row, cells=error.cells, size=error.size)


@describes(GapCountError)
def _gap_count(error: GapCountError) -> str:
    return _("the board needs exactly one gap '{mark}', not {gaps}").format(
        mark=GAP_MARK, gaps=error.gaps
    )


@describes(ForeignTileError)
def _foreign_tile(error: ForeignTileError) -> str:
    text = _("{char} is not a tile of the alphabet {alphabet}")
    return text.format(char=repr(error.char), alphabet=error.alphabet)


@describes(RepeatedTileError)
def _repeated_tile(error: RepeatedTileError) -> str:
    return _("the tile {tile} stands twice on the board").format(tile=repr(error.tile))


@describes(UnsolvableBoardError)
def _unsolvable_board(error: UnsolvableBoardError) -> str:
    if error.size % 2 == 0:
        return _(
            "this board cannot be solved: slides never change the parity of its inversions "
            "plus the gap's row; swap two tiles to make it solvable"
        )
    return _(
        "this board cannot be solved: slides never change the parity of its inversions; "
        "swap two tiles to make it solvable"
    )


@describes(AlreadySolvedError)
def _already_solved(error: AlreadySolvedError) -> str:
    return _("the board is already solved; give an unsolved one")


@describes(SizeError)
def _size(error: SizeError) -> str:
    text = _("the board is {low} to {high} tiles wide, not {size}")
    return text.format(low=MIN_SIZE, high=MAX_SIZE, size=error.size)


@describes(SizeMismatchError)
def _size_mismatch(error: SizeMismatchError) -> str:
    text = _("--size {size} does not fit a {inferred}x{inferred} board or alphabet")
    return text.format(size=error.size, inferred=error.inferred)


@describes(SetupConflictError)
def _setup_conflict(error: SetupConflictError) -> str:
    return _("give --board or --scramble, not both")


@describes(SetupError)
def _setup(error: SetupError) -> str:
    return _("the setup is a shuffle, a scramble of M moves, or a given board")


@describes(ScrambleLengthError)
def _scramble_length(error: ScrambleLengthError) -> str:
    text = _("a scramble has 1 to {most} moves, not {moves}")
    return text.format(most=error.most, moves=error.moves)


@describes(BoardTextError)
def _board_text(error: BoardTextError) -> str:
    return _("the given board must be text")


# A state file's history holds an entry that no game can.


@describes(SideError)
def _side(error: SideError) -> str:
    return _("{where} is by neither the player nor the solver").format(where=error.where)


@describes(EntryTileError)
def _entry_tile(error: EntryTileError) -> str:
    return _("{where} names a tile not in the alphabet").format(where=error.where)


@describes(ActionError)
def _action(error: ActionError) -> str:
    return _("{where} is neither a slide nor an undo").format(where=error.where)
