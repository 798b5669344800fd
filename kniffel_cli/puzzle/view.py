"""What the puzzle looks like: the board, the announcements, hints and solutions, the log.

The table views speak the chosen language; the JSON views are the same in every language,
each shaped by its TypedDict in ``puzzle.schema``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kniffel_cli.common.expect import expect
from kniffel_cli.common.formatting import compose, table
from kniffel_cli.common.i18n import _, ngettext, pgettext
from kniffel_cli.common.text import escape
from kniffel_cli.puzzle.game import PuzzleGame
from kniffel_cli.puzzle.notation import GAP_MARK

if TYPE_CHECKING:
    from kniffel_cli.puzzle.notation import Direction
    from kniffel_cli.puzzle.schema import (
        HintView,
        LogView,
        MoveRecord,
        PuzzleView,
        SolutionView,
    )
    from kniffel_cli.puzzle.solver import Solution


def data(game: PuzzleGame) -> PuzzleView:
    """The JSON view of ``new``, ``slide``, ``undo`` and ``show``."""
    expect(game, PuzzleGame, "game", "a PuzzleGame")
    return {
        "game": "puzzle",
        "size": game.size,
        "alphabet": game.alphabet,
        "board": game.board.rows(game.alphabet),
        "move_count": game.moves,
        "solved": game.solved,
    }


def board_table(game: PuzzleGame, tablefmt: str) -> str:
    """The board, one table cell per tile, the gap marked as the board notation marks it
    (``.``): a blank cell at a row's end would not show in most table formats."""
    rows = [
        [GAP_MARK if cell is None else escape(cell) for cell in row]
        for row in game.board.rows(game.alphabet)
    ]
    return table(rows, (), tablefmt, ["center"] * game.size)


def moves_text(count: int) -> str:
    """``1 move``, ``24 moves``."""
    return ngettext("{count} move", "{count} moves", count).format(count=count)


def status(game: PuzzleGame) -> str:
    """Moves so far, and whether it is solved."""
    if game.solved:
        text = ngettext(
            "Buchstabenpuzzle {size}x{size} - solved in {count} move",
            "Buchstabenpuzzle {size}x{size} - solved in {count} moves",
            game.moves,
        )
        return text.format(size=game.size, count=game.moves)
    text = ngettext(
        "Buchstabenpuzzle {size}x{size} - {count} move",
        "Buchstabenpuzzle {size}x{size} - {count} moves",
        game.moves,
    )
    return text.format(size=game.size, count=game.moves)


def render(game: PuzzleGame, tablefmt: str) -> str:
    """Status line and the board."""
    return compose(tablefmt, [status(game)], [board_table(game, tablefmt)])


def solved(game: PuzzleGame) -> str:
    """The line that says the puzzle is solved, and in how many moves."""
    text = ngettext("Solved in {count} move!", "Solved in {count} moves!", game.moves)
    return text.format(count=game.moves)


def building(table: int, tables: int) -> str:
    """The label of the progress bar while a solver table is built."""
    return _("Building pattern table {table} of {tables}").format(table=table, tables=tables)


def _label(solution: Solution) -> str:
    return _("proven shortest") if solution.optimal else _("NOT proven shortest")


def hint(game: PuzzleGame, solution: Solution) -> str:
    """The next tile to slide, and how far it is from there."""
    tile = game.letter(solution.tiles[0])
    length = len(solution.tiles)
    text = ngettext(
        "Slide {tile}: {count} move to go ({label}).",
        "Slide {tile}: {count} moves to go ({label}).",
        length,
    )
    return text.format(tile=tile, count=length, label=_label(solution))


def hint_data(game: PuzzleGame, solution: Solution) -> HintView:
    """The JSON view of ``hint``."""
    tile = game.letter(solution.tiles[0])
    return {"tile": tile, "length": len(solution.tiles), "optimal": solution.optimal}


def solution(game: PuzzleGame, found: Solution, tablefmt: str, *, applied: bool = False) -> str:
    """The tiles of a solution in order; when ``applied``, the solved board below."""
    letters = " ".join(game.letter(tile) for tile in found.tiles)
    text = _("{moves} ({label}): {tiles}").format(
        moves=moves_text(len(found.tiles)), label=_label(found), tiles=letters
    )
    if not applied:
        return text
    return compose(tablefmt, [text, status(game)], [board_table(game, tablefmt)])


def solution_data(game: PuzzleGame, found: Solution) -> SolutionView:
    """The JSON view of ``solve``."""
    letters = [game.letter(tile) for tile in found.tiles]
    return {"tiles": letters, "length": len(letters), "optimal": found.optimal}


def side_name(side: str) -> str:
    """Who moved, in a log table: ``you`` (German ``du``) or ``solver`` (the JSON log keeps
    the English value)."""
    if side == "player":
        return pgettext("side", "you")
    if side == "solver":
        return pgettext("log", "solver")
    return side


def log_rows(game: PuzzleGame) -> list[tuple[int, str, str, str]]:
    """One row per command: number, who, action (in the present tense of who made it: ``slide
    A B`` you, ``slides A B`` the solver), the move counter after it."""
    rows: list[tuple[int, str, str, str]] = []
    moves = 0
    for number, entry in enumerate(game.entries, 1):
        if entry["action"] == "slide":
            moves += len(entry["tiles"])
            tiles = " ".join(escape(t) for t in entry["tiles"])
            text = _("slide {tiles}") if entry["by"] == "player" else _("slides {tiles}")
            action = text.format(tiles=tiles)
        else:
            count = entry["count"]
            moves -= count
            text = ngettext("take back {count} move", "take back {count} moves", count)
            action = text.format(count=count)
        rows.append((number, side_name(entry["by"]), action, moves_text(moves)))
    return rows


def log_data(game: PuzzleGame) -> LogView:
    """The JSON view of ``log``: one record per slide or undo, the tiles' ways replayed."""
    records: list[MoveRecord] = []
    board = game.start
    stack: list[int] = []
    for number, entry in enumerate(game.entries, 1):
        if entry["action"] == "slide":
            tiles = [game.alphabet.index(letter) + 1 for letter in entry["tiles"]]
            stack.extend(tiles)
        else:  # the last tiles moved go back, the last one first
            tiles = stack[-entry["count"] :][::-1]
            del stack[-entry["count"] :]
        directions: list[Direction] = []
        for tile in tiles:
            directions.append(board.direction(tile))
            board = board.move(tile)
        records.append(
            {
                "move": number,
                "side": entry["by"],
                "action": entry["action"],
                "tiles": [game.letter(tile) for tile in tiles],
                "directions": directions,
                "move_count": len(stack),
            }
        )
    return {"game": "puzzle", "moves": records}
