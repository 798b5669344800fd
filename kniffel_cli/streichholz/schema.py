"""The shapes of the matchstick game's JSON views, as the man page's JSON VIEW pins them.

One TypedDict per view (and per object inside one); the functions that build
them (``view``, ``review_view``, the review's ``data`` methods) write their keys
in the order shown here, which is the order printed. The same in every
language.

Printed, a view begins with ``schema_version`` (``common.formatting.SCHEMA_VERSION``),
which ``json_text`` adds to every JSON line: it is no field of these TypedDicts, and a
rename, removal or changed type here must bump it.
"""

from __future__ import annotations

from typing import Literal, TypedDict

from kniffel_cli.streichholz.sides import Side
from kniffel_cli.streichholz.strategy import Level


class _MoveView(TypedDict):
    side: Side
    took: int


class MoveView(_MoveView, total=False):
    """One move of the game: which side took how many matches (in rows: from which ``row``)."""

    row: int


class MatchView(TypedDict):
    """``new``, ``take``, ``undo``, ``show``: the row, the options, the moves that stand;
    ``turn`` None once over."""

    game: Literal["streichholz"]
    start: int
    matches: int
    max_take: int
    last_wins: bool
    level: Level
    turn: Side | None
    moves: list[MoveView]
    finished: bool
    winner: Side | None


class RowsView(TypedDict):
    """``new``, ``take``, ``undo``, ``show`` of a game in rows: the rows, the take rule (a most
    per take, a take set, or neither: any number), the moves that stand."""

    game: Literal["streichholz"]
    start: int
    matches: int
    start_rows: list[int]
    rows: list[int]
    max_take: int | None
    takes: list[int] | None
    last_wins: bool
    level: Level
    turn: Side | None
    moves: list[MoveView]
    finished: bool
    winner: Side | None


class _TakeRecord(TypedDict):
    move: int
    side: Side
    action: Literal["take"]
    took: int
    left: int


class TakeRecord(_TakeRecord, total=False):
    """A move in the log: which side took how many, and how many matches it left (in rows:
    from which ``row``)."""

    row: int


class UndoRecord(TypedDict):
    """An undo in the log: the moves it took back (the player's, and the computer's answer
    when there was one), and how many matches are left after it."""

    move: int
    side: Side
    action: Literal["undo"]
    undone: list[MoveView]
    left: int


class LogView(TypedDict):
    """``log``: every move and undo in order, numbered from 1 (an undone move stays)."""

    game: Literal["streichholz"]
    moves: list[TakeRecord | UndoRecord]


class _HintView(TypedDict):
    take: int
    winning: bool


class PeriodView(TypedDict):
    """How a row's value repeats with its size under a take set."""

    start: int
    length: int


class ExplanationView(TypedDict):
    """Why the hint's take is advised (``explain.Explanation``): the rows' values before and
    after it, their Nim sums, the sum to leave, and the opponent's winning answers."""

    row: int
    take: int
    wins: bool
    values: list[int]
    values_after: list[int]
    period: PeriodView | None
    nim_sum_before: int
    nim_sum_after: int
    endgame: bool
    target: int
    replies: int


class HintView(_HintView, total=False):
    """``hint``: the best take, and whether it wins against any answer (in rows: its ``row``
    and ``why``)."""

    row: int
    why: ExplanationView


class _GradedMoveView(TypedDict):
    move: int
    side: Side
    matches: int
    took: int
    left: int
    won_before: bool
    mistake: bool
    best_take: int | None


class GradedMoveView(_GradedMoveView, total=False):
    """One move of a review: from how many matches, how many, and whether it threw a win away;
    in rows its ``row`` and the winning take's ``best_row``; ``undone`` (true) only on a move
    an undo took back, which is not counted."""

    row: int
    best_row: int | None
    undone: bool


class SideReviewView(TypedDict):
    """One side's moves and mistakes (``first_mistake`` a move number, or None)."""

    side: Side
    move_count: int
    mistakes: int
    first_mistake: int | None


class ReviewFigures(TypedDict):
    """What the review found: who the start was won for, the deciding move, the sides, moves."""

    start_won_for: Side
    decided_by: int | None
    sides: list[SideReviewView]
    moves: list[GradedMoveView]


class _ReviewedGame(TypedDict):
    game: Literal["streichholz"]
    finished: bool


class ReviewView(_ReviewedGame, ReviewFigures):
    """``review``: the game, whether it is over, then the review's figures."""


# Which view each command prints under ``--format json`` (the man page's JSON VIEWS).
VIEWS: dict[str, object] = {
    "new": MatchView | RowsView,
    "take": MatchView | RowsView,
    "undo": MatchView | RowsView,
    "show": MatchView | RowsView,
    "log": LogView,
    "hint": HintView,
    "review": ReviewView,
}
