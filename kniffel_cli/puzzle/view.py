"""What the puzzle looks like: the board, the announcements, hints and solutions, the log."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kniffel_cli.common.formatting import compose, counted, table
from kniffel_cli.common.text import escape
from kniffel_cli.puzzle.game import PuzzleGame

if TYPE_CHECKING:
    from kniffel_cli.puzzle.solver import Solution


def data(game: PuzzleGame) -> dict[str, Any]:
    """The JSON view of ``new``, ``slide``, ``undo`` and ``show``."""
    return {
        "game": "puzzle",
        "size": game.size,
        "alphabet": game.alphabet,
        "board": game.board.rows(game.alphabet),
        "moves": game.moves,
        "solved": game.solved,
    }


def board_table(game: PuzzleGame, tablefmt: str) -> str:
    """The board, one table cell per tile, the gap blank."""
    rows = [
        [" " if cell is None else escape(cell) for cell in row]
        for row in game.board.rows(game.alphabet)
    ]
    return table(rows, (), tablefmt, ["center"] * game.size)


def _moves(count: int) -> str:
    return f"{count} move{'s' if count != 1 else ''}"


def status(game: PuzzleGame) -> str:
    """Moves so far, and whether it is solved."""
    moves = _moves(game.moves)
    if game.solved:
        return f"Buchstabenpuzzle {game.size}x{game.size} - solved in {moves}"
    return f"Buchstabenpuzzle {game.size}x{game.size} - {moves}"


def render(game: PuzzleGame, tablefmt: str) -> str:
    """Status line and the board."""
    return compose(tablefmt, [status(game)], [board_table(game, tablefmt)])


def solved(game: PuzzleGame) -> str:
    """The line that says the puzzle is solved, and in how many moves."""
    return f"Solved in {_moves(game.moves)}!"


def building(table: int, tables: int) -> str:
    """The label of the progress bar while a solver table is built."""
    return f"Building pattern table {table} of {tables}"


def _label(solution: Solution) -> str:
    return "proven shortest" if solution.optimal else "NOT proven shortest"


def hint(game: PuzzleGame, solution: Solution) -> str:
    """The next tile to slide, and how far it is from there."""
    tile = game.letter(solution.tiles[0])
    return f"Slide {tile}: {counted(len(solution.tiles), 'move')} to go ({_label(solution)})."


def hint_data(game: PuzzleGame, solution: Solution) -> dict[str, Any]:
    """The JSON view of ``hint``."""
    tile = game.letter(solution.tiles[0])
    return {"tile": tile, "length": len(solution.tiles), "optimal": solution.optimal}


def solution(game: PuzzleGame, found: Solution, tablefmt: str, *, applied: bool = False) -> str:
    """The tiles of a solution in order; when ``applied``, the solved board below."""
    letters = " ".join(game.letter(tile) for tile in found.tiles)
    text = f"{counted(len(found.tiles), 'move')} ({_label(found)}): {letters}"
    if not applied:
        return text
    return compose(tablefmt, [text, status(game)], [board_table(game, tablefmt)])


def solution_data(game: PuzzleGame, found: Solution) -> dict[str, Any]:
    """The JSON view of ``solve``."""
    letters = [game.letter(tile) for tile in found.tiles]
    return {"moves": letters, "length": len(letters), "optimal": found.optimal}


def log_rows(game: PuzzleGame) -> list[tuple[int, str, str, str]]:
    """One row per command: number, who, action, the move counter after it."""
    rows: list[tuple[int, str, str, str]] = []
    moves = 0
    for number, entry in enumerate(game.entries, 1):
        if entry["action"] == "slide":
            moves += len(entry["tiles"])
            action = "slide " + " ".join(escape(t) for t in entry["tiles"])
        else:
            moves -= entry["count"]
            action = f"undo {entry['count']}"
        rows.append((number, entry["by"], action, _moves(moves)))
    return rows
