"""What the letter puzzle refuses: one class per kind, its facts as fields, its words on it.

Each error declares its facts as annotated fields and its ``template``
is the sentence, formatted in the language chosen when the message is asked
for (see ``common/errors.py``); ``words()`` adds what a sentence needs beyond
the fields. A new refusal is a new class here, raised by the rules; its
German goes into ``po/de.po``. This module reads no other part of the puzzle
but its terms (notation.py), so any module may raise these.
"""

from __future__ import annotations

from typing import ClassVar

from kniffel_cli.common.errors import InputError, RuleError, StateFileError
from kniffel_cli.common.i18n import N_, Nn_, _, number
from kniffel_cli.common.text import offered, quoted
from kniffel_cli.puzzle.notation import (
    DIRECTIONS,
    GAP_MARK,
    MAX_SIZE,
    MIN_SIZE,
    ROW_MARK,
    Direction,
    direction_name,
    direction_names,
)


class PuzzleError(RuleError):
    """A slide, undo or search the position does not allow (exit 1)."""


class PuzzleInputError(InputError):
    """A board, alphabet, size, setup or tile that no puzzle can have (exit 2)."""


class PuzzleStateError(StateFileError):
    """A history entry that no puzzle can hold (exit 3); ``entry`` numbers it (from 1)."""


# The rules refuse a move.


class NotNextToGapError(PuzzleError):
    """A single move of a tile that is not next to the gap."""

    tile: int
    template = N_("not next to the gap")


class PuzzleSolvedError(PuzzleError):
    """A slide or undo once the puzzle is solved, after ``moves`` moves."""

    moves: int
    template, plural = Nn_(
        "the puzzle is solved ({count} move); start a new one with 'spiel puzzle new'",
        "the puzzle is solved ({count} moves); start a new one with 'spiel puzzle new'",
    )

    def words(self) -> dict[str, object]:
        return {"count": self.moves}

    def number(self) -> int:
        return self.moves


class NothingToSolveError(PuzzleSolvedError):
    """A hint or solution asked for the solved puzzle."""

    template, plural = Nn_(
        "the puzzle is solved ({count} move); nothing is left to do",
        "the puzzle is solved ({count} moves); nothing is left to do",
    )


class SolvedBeforeEndError(PuzzleError):
    """Tiles named after the slides before them solved the puzzle."""

    template = N_("the puzzle is solved before the last tiles named; nothing was moved")


class GapAtEdgeError(PuzzleError):
    """No tile can move in ``direction``: the gap is at that edge."""

    direction: Direction
    template = N_("no tile can move {direction}: the gap is at that edge; nothing was moved")

    def words(self) -> dict[str, object]:
        """The direction in the language's word (German ``hoch``)."""
        return {"direction": direction_name(self.direction)}


class OutOfLineError(PuzzleError):
    """The ``tile`` (a letter) is not in the gap's row or column on ``board`` (its notation)."""

    tile: str
    board: str
    template = N_("{tile} is not in the gap's row or column (board {board}); nothing was moved")


class UndoTooFarError(PuzzleError):
    """More tile moves to take back (``count``) than were made (``available``)."""

    count: int
    available: int
    template, plural = Nn_(
        "only {count} tile move can be taken back",
        "only {count} tile moves can be taken back",
    )
    none_yet: ClassVar[str] = N_("no tile has been moved yet; there is nothing to take back")

    def words(self) -> dict[str, object]:
        return {"count": self.available}  # what can be taken back, not what was asked for

    def number(self) -> int:
        return self.available

    @property
    def message(self) -> str:
        """ "Only 0 moves" is no sentence: nothing moved yet says so."""
        return _(self.none_yet) if self.available == 0 else super().message


# The user names a tile, a board, an alphabet or a size that cannot be.


class UnknownTileError(PuzzleInputError):
    """A ``token`` that names no tile of ``alphabet`` and no direction."""

    token: str
    alphabet: str
    template = N_("{token} is no tile; give a letter of {alphabet} or a direction ({directions})")

    def words(self) -> dict[str, object]:
        return {
            "token": quoted(self.token),
            "alphabet": self.alphabet,
            "directions": offered(direction_names()),
        }


class NoSuchTileError(PuzzleInputError):
    """A tile number (``Board``'s methods) that no tile of a ``size`` x ``size`` board has."""

    tile: int
    size: int
    template = N_("{tile} is no tile of a {size}x{size} board; its tiles are 1 to {most}")

    def words(self) -> dict[str, object]:
        return {**super().words(), "most": self.size * self.size - 1}


class NoSuchCellError(PuzzleInputError):
    """A cell number (``Board.neighbours``) outside a ``size`` x ``size`` board."""

    cell: int
    size: int
    template = N_("{cell} is no cell of a {size}x{size} board; its cells are 0 to {most}")

    def words(self) -> dict[str, object]:
        return {**super().words(), "most": self.size * self.size - 1}


class BoardCellsError(PuzzleInputError):
    """Cells of a ``Board`` that are not the tiles and the gap (0), each once."""

    size: int
    template = N_(
        "the cells of a {size}x{size} board hold the tiles 1 to {most} and the gap 0, each once"
    )

    def words(self) -> dict[str, object]:
        return {**super().words(), "most": self.size * self.size - 1}


class UnknownDirectionError(PuzzleInputError):
    """A direction (``Board.tile_for``) that is none of up, down, left and right."""

    direction: str
    template = N_("unknown direction {direction}; choose {known}")

    def words(self) -> dict[str, object]:
        return {"direction": quoted(self.direction), "known": offered(DIRECTIONS)}


class NoTilesError(PuzzleInputError):
    """A slide that names no tile."""

    template = N_("name at least one tile to slide")


class AlphabetLengthError(PuzzleInputError):
    """An alphabet of ``length`` characters for a board that needs ``need``."""

    size: int
    need: int
    length: int
    template = N_("a {size}x{size} board needs an alphabet of {need} characters, not {length}")


class AlphabetCharacterError(PuzzleInputError):
    """A character no tile may be: space, control character, gap or row mark."""

    char: str
    template = N_("the alphabet may not contain {char} (spaces, control characters, {marks})")

    def words(self) -> dict[str, object]:
        return {"char": quoted(self.char), "marks": f"{quoted(GAP_MARK)}, {quoted(ROW_MARK)}"}


class AlphabetRepeatError(PuzzleInputError):
    """A character that stands twice in the alphabet."""

    char: str
    template = N_("the alphabet has {char} twice; its characters must be distinct")

    def words(self) -> dict[str, object]:
        return {"char": quoted(self.char)}


class AlphabetSizeError(PuzzleInputError):
    """An alphabet whose ``length`` fits no board size."""

    length: int
    template = N_(
        "an alphabet has {most} or {last} characters (sizes {low} to {high}), not {length}"
    )

    def words(self) -> dict[str, object]:
        *most, last = [str(size * size - 1) for size in range(MIN_SIZE, MAX_SIZE + 1)]
        return {
            "most": ", ".join(most),
            "last": last,
            "low": MIN_SIZE,
            "high": MAX_SIZE,
            "length": self.length,
        }


class RowCountError(PuzzleInputError):
    """A board of ``rows`` rows, outside the sizes."""

    rows: int
    template = N_("a board has {low} to {high} rows separated by '{mark}', not {rows}")

    def words(self) -> dict[str, object]:
        return {"low": MIN_SIZE, "high": MAX_SIZE, "mark": ROW_MARK, "rows": self.rows}


class RowLengthError(PuzzleInputError):
    """Row ``row`` (from 1) has ``cells`` cells; each of the ``size`` rows needs ``size``."""

    row: int
    cells: int
    size: int
    template = N_("row {row} of the board has {cells} cells; each of the {size} rows needs {size}")


class GapCountError(PuzzleInputError):
    """A board with ``gaps`` gaps, not one."""

    gaps: int
    template = N_("the board needs exactly one gap '{mark}', not {gaps}")

    def words(self) -> dict[str, object]:
        return {"mark": GAP_MARK, "gaps": self.gaps}


class ForeignTileError(PuzzleInputError):
    """A character on the board that is not a tile of ``alphabet``."""

    char: str
    alphabet: str
    template = N_("{char} is not a tile of the alphabet {alphabet}")

    def words(self) -> dict[str, object]:
        return {"char": quoted(self.char), "alphabet": self.alphabet}


class RepeatedTileError(PuzzleInputError):
    """A tile (its letter) that stands twice on the board."""

    tile: str
    template = N_("the tile {tile} stands twice on the board")

    def words(self) -> dict[str, object]:
        return {"tile": quoted(self.tile)}


class UnsolvableBoardError(PuzzleInputError):
    """A board of this ``size`` that slides cannot solve (the parity is wrong)."""

    size: int
    template = N_(
        "this board cannot be solved: slides never change the parity of its inversions; "
        "swap two tiles to make it solvable"
    )
    # An even width keeps another invariant, and the sentence names it.
    template_even = N_(
        "this board cannot be solved: slides never change the parity of its inversions "
        "plus the gap's row; swap two tiles to make it solvable"
    )

    @property
    def message(self) -> str:
        return _(self.template_even if self.size % 2 == 0 else self.template)


class AlreadySolvedError(PuzzleInputError):
    """A given board that is solved already."""

    template = N_("the board is already solved; give an unsolved one")


class BoardSizeError(PuzzleInputError):
    """A board ``size`` outside the sizes."""

    size: object
    template = N_("the board is {low} to {high} tiles wide, not {size}")

    def words(self) -> dict[str, object]:
        return {"low": MIN_SIZE, "high": MAX_SIZE, "size": self.size}


class SizeMismatchError(PuzzleInputError):
    """A size given beside an alphabet or board of another size (``inferred``)."""

    size: int
    inferred: int
    template = N_("--size {size} does not fit a {inferred}x{inferred} board or alphabet")


class SetupConflictError(PuzzleInputError):
    """A given board and a scramble, both asked for."""

    template = N_("give --board or --scramble, not both")


class UnknownSetupError(PuzzleInputError):
    """A setup that is no shuffle, scramble or given board."""

    template = N_("the setup is a shuffle, a scramble of M moves, or a given board")


class ScrambleLengthError(PuzzleInputError):
    """A scramble of ``moves`` moves, outside ``1 .. most``."""

    moves: object
    most: int
    template = N_("a scramble has 1 to {most} moves, not {moves}")


class BoardTextError(PuzzleInputError):
    """A given board that is not text."""

    template = N_("the given board must be text")


# A state file's history holds an entry that no game can.


class UnknownSideError(PuzzleInputError):
    """A side of a move (``by``) that is none of ``known``: the player or the solver."""

    side: object
    known: tuple[str, ...]
    template = N_("unknown side {side}; choose {known}")

    def words(self) -> dict[str, object]:
        """The side quoted, the known sides offered."""
        return {"side": quoted(self.side), "known": offered(self.known)}


class TimeLimitError(PuzzleInputError):
    """A time limit for the solver that is no number of seconds from 0 to ``most``."""

    seconds: float
    most: int
    template = N_("the solver's time limit must be 0 to {most} seconds, not {seconds}")

    def words(self) -> dict[str, object]:
        """The numbers as the language writes them."""
        return {"most": number(self.most), "seconds": number(self.seconds)}


class EntrySideError(PuzzleStateError):
    """An entry by neither the player nor the solver."""

    entry: int
    template = N_("history entry {entry} is by neither you nor the solver")


class EntryTileError(PuzzleStateError):
    """An entry that names a tile not in the alphabet."""

    entry: int
    template = N_("history entry {entry} names a tile not in the alphabet")


class EntryActionError(PuzzleStateError):
    """An entry that is neither a slide nor an undo."""

    entry: int
    template = N_("history entry {entry} is neither a slide nor an undo")
