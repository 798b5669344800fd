"""The shapes of the puzzle's JSON views, as the man page's JSON VIEW and each command pin them.

One TypedDict per view (and per object inside one); the functions that build
them (``view``, ``review_view``, ``review.data_of``) write their keys in the
order shown here, which is the order printed. Tiles are the game's letters,
the same in every language.

Printed, a view begins with ``schema_version`` (``common.formatting.SCHEMA_VERSION``),
which ``json_text`` adds to every JSON line: it is no field of these TypedDicts, and a
rename, removal or changed type here must bump it.
"""

from __future__ import annotations

from typing import Literal, TypedDict

from kniffel_cli.puzzle.game import Side
from kniffel_cli.puzzle.notation import Direction


class PuzzleView(TypedDict):
    """``new``, ``slide``, ``undo``, ``show``: the board row by row, None for the gap."""

    game: Literal["puzzle"]
    size: int
    alphabet: str
    board: list[list[str | None]]
    move_count: int
    solved: bool


class MoveRecord(TypedDict):
    """A slide or undo in the log: who, the tiles moved in order (moved back, for an undo),
    the way each moved, and the move counter after it."""

    move: int
    side: Side
    action: Literal["slide", "undo"]
    tiles: list[str]
    directions: list[Direction]
    move_count: int


class LogView(TypedDict):
    """``log``: every slide and undo in order, numbered from 1."""

    game: Literal["puzzle"]
    moves: list[MoveRecord]


class HintView(TypedDict):
    """``hint``: the next tile, how far solved is from here, and whether that is proven."""

    tile: str
    length: int
    optimal: bool


class SolutionView(TypedDict):
    """``solve``: the tiles in order, their count, and whether it is proven shortest."""

    tiles: list[str]
    length: int
    optimal: bool


class StepView(TypedDict):
    """One move of a review: the distance it left (None: not proven), whether it went up."""

    move: int
    tile: str
    distance: int | None
    wasted: bool | None


class ReviewFigures(TypedDict):
    """What the review found: the start's distance, its bound, each move graded."""

    start_distance: int | None
    lower_bound: int
    proven: bool
    wasted_moves: int | None
    distance_now: int | None
    moves: list[StepView]


class _ReviewedGame(TypedDict):
    game: Literal["puzzle"]
    size: int
    move_count: int
    solved: bool


class ReviewView(_ReviewedGame, ReviewFigures):
    """``review``: the game's size, moves and state, then the review's figures."""


# Which view each command prints under ``--format json`` (the man page's JSON VIEWS).
VIEWS: dict[str, object] = {
    "new": PuzzleView,
    "slide": PuzzleView,
    "undo": PuzzleView,
    "show": PuzzleView,
    "log": LogView,
    "hint": HintView,
    "solve": SolutionView,
    "review": ReviewView,
}
