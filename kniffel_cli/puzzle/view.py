"""What the puzzle looks like: the board as a table, the JSON view, the log."""

from __future__ import annotations

from typing import Any

from kniffel_cli.common.text import escape
from kniffel_cli.common.view import table
from kniffel_cli.puzzle.game import PuzzleGame


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


def status(game: PuzzleGame) -> str:
    """Moves so far, and whether it is solved."""
    moves = f"{game.moves} move{'s' if game.moves != 1 else ''}"
    if game.solved:
        return f"Buchstabenpuzzle {game.size}x{game.size} - solved in {moves}"
    return f"Buchstabenpuzzle {game.size}x{game.size} - {moves}"


def render(game: PuzzleGame, tablefmt: str) -> str:
    """Status line and the board."""
    return f"{status(game)}\n\n{board_table(game, tablefmt)}"


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
        rows.append((number, entry["by"], action, f"{moves} move{'s' if moves != 1 else ''}"))
    return rows
