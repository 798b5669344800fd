"""The review of a puzzle game: the shortest distance to solved before and after each move.

A slide changes the shortest distance by exactly one, up or down: the
puzzle's positions split into two colours (the gap's square colour together
with the arrangement's parity) and each slide changes colour, so the
distance cannot stay the same; and it cannot change by more, as the slide
can be undone. A move that goes up is wasted, so

    moves = distance at start - distance now + 2 x wasted moves

and for a solved game, moves = distance at start + 2 x wasted moves.

The distances come from ``shortest(board, at_least)``: a shortest solution
of the board, given that none is shorter than ``at_least``, or None when it
cannot be proven (out of time, or a board too large). After a move along the
shortest solution known, the distance is one less and no search is needed.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kniffel_cli.common.cache import Notify
from kniffel_cli.puzzle import solver
from kniffel_cli.puzzle.board import Board
from kniffel_cli.puzzle.solver import Progress

if TYPE_CHECKING:  # the JSON views' shapes, for type checkers
    from kniffel_cli.puzzle.schema import ReviewFigures

Shortest = Callable[[Board, int], "list[int] | None"]


@dataclass(frozen=True)
class GradedMove:
    """One tile moved: the distance it left, and whether it went up (None: not proven)."""

    number: int
    tile: int
    distance: int | None
    wasted: bool | None


@dataclass(frozen=True)
class Review:
    """The start's distance, every move graded, and how many were wasted."""

    start: int | None  # the shortest distance before the first move, None if not proven
    moves: list[GradedMove]
    lower_bound: int  # a lower bound of the start's distance (all a large board gets)

    @property
    def proven(self) -> bool:
        """Every distance is known exactly."""
        return self.start is not None and all(m.distance is not None for m in self.moves)

    @property
    def wasted(self) -> int:
        """The moves known to go up."""
        return sum(1 for move in self.moves if move.wasted)

    @property
    def distance_now(self) -> int | None:
        """The shortest distance after the last move (the start's before any)."""
        return self.moves[-1].distance if self.moves else self.start


def review(start: Board, tiles: Sequence[int], shortest: Shortest) -> Review:
    """Grade the moves ``tiles`` (in order) from ``start``; each distance proven or None."""
    path = shortest(start, 0)
    distance = start_distance = None if path is None else len(path)
    board = start
    graded: list[GradedMove] = []
    for number, tile in enumerate(tiles, 1):
        board = board.move(tile)
        if distance is None or path is None:
            graded.append(GradedMove(number, tile, None, None))
            continue
        if path and path[0] == tile:  # along the shortest solution known
            path = path[1:]
        else:
            path = shortest(board, max(0, distance - 1))
        if path is None:
            distance = None
            graded.append(GradedMove(number, tile, None, None))
            continue
        if abs(len(path) - distance) != 1:
            raise ValueError("a slide changed the shortest distance by other than one")
        graded.append(GradedMove(number, tile, len(path), len(path) > distance))
        distance = len(path)
    return Review(start_distance, graded, start.manhattan())


def data_of(found: Review, letter: Callable[[int], str]) -> ReviewFigures:
    """The review's part of the JSON view: the figures, and each move graded."""
    return {
        "start_distance": found.start,
        "lower_bound": found.lower_bound,
        "proven": found.proven,
        "wasted_moves": found.wasted if found.proven else None,
        "distance_now": found.distance_now,
        "moves": [
            {
                "move": move.number,
                "tile": letter(move.tile),
                "distance": move.distance,
                "wasted": move.wasted,
            }
            for move in found.moves
        ],
    }


def review_game(
    start: Board,
    tiles: Sequence[int],
    *,
    max_seconds: float,
    folder: str,
    progress: Progress | None = None,
    notify: Notify | None = None,
) -> Review:
    """Grade a game's moves with the solver, all searches within ``max_seconds`` together.

    The tables the board needs are read (or built) once, first, and not counted in
    the time. Tables that contradict themselves are built again and the review
    repeated.
    """

    def attempt(fresh: bool) -> Review:
        tables = solver.load_tables(start.size, folder, progress, notify, fresh)
        deadline = time.monotonic() + max_seconds

        def shortest(board: Board, at_least: int) -> list[int] | None:
            return solver.shortest(board, at_least, deadline=deadline, tables=tables)

        return review(start, tiles, shortest)

    return solver.retried(attempt, folder, notify)
