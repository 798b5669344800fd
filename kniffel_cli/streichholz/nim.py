"""Matches in rows: which takes a rule allows, and which positions are won.

A position is the number of matches in each row, top first. A move takes
``count`` matches from one row. The game ends when the side to move has no
legal move; with ``last_wins`` whoever made the last move won, otherwise lost.

This first version decides positions by exhaustive search (memoised), which is
exact for small positions; the theory (Nim sums, the misère rule,
Sprague-Grundy values with their period) replaces the search behind the same
functions.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

Rows = tuple[int, ...]


@dataclass(frozen=True)
class Move:
    """Take ``count`` matches from the row at index ``row`` (0 = top)."""

    row: int
    count: int


@dataclass(frozen=True)
class TakeRule:
    """Which numbers of matches one move may take from one row.

    ``max_take``: any number from 1 to it; ``takes``: exactly one of these
    (distinct, ascending, each at least 1); neither: any number from 1 to the
    whole row. At most one of the two is given.
    """

    max_take: int | None = None
    takes: tuple[int, ...] | None = None

    def allows(self, count: int, row: int) -> bool:
        """Whether a move may take ``count`` from a row of ``row`` matches."""
        if not 1 <= count <= row:
            return False
        if self.max_take is not None:
            return count <= self.max_take
        if self.takes is not None:
            return count in self.takes
        return True

    def counts(self, row: int) -> tuple[int, ...]:
        """Every count a move may take from a row of ``row`` matches, ascending."""
        if self.takes is not None:
            return tuple(take for take in self.takes if take <= row)
        high = row if self.max_take is None else min(self.max_take, row)
        return tuple(range(1, high + 1))


def legal_moves(rows: Rows, rule: TakeRule) -> list[Move]:
    """Every legal move, by row (top first) and then by count (ascending)."""
    return [Move(index, count) for index, row in enumerate(rows) for count in rule.counts(row)]


def after(rows: Rows, move: Move) -> Rows:
    """The position once ``move`` is made (the move must be legal)."""
    return rows[: move.row] + (rows[move.row] - move.count,) + rows[move.row + 1 :]


@cache
def _won(rows: Rows, rule: TakeRule, last_wins: bool) -> bool:
    moves = legal_moves(rows, rule)
    if not moves:
        # The opponent made the last move: it won when the last move wins.
        return not last_wins
    return any(not _won(tuple(sorted(after(rows, move))), rule, last_wins) for move in moves)


def is_won(rows: Rows, rule: TakeRule, last_wins: bool) -> bool:
    """Whether the side to move can force a win."""
    return _won(tuple(sorted(rows)), rule, last_wins)


def winning_moves(rows: Rows, rule: TakeRule, last_wins: bool) -> list[Move]:
    """Every move that leaves the opponent lost, in the order of ``legal_moves``."""
    return [
        move for move in legal_moves(rows, rule) if not is_won(after(rows, move), rule, last_wins)
    ]


def best_move(rows: Rows, rule: TakeRule, last_wins: bool) -> Move:
    """The first winning move; when the position is lost, the first legal move.

    Only asked while the side to move has a legal move.
    """
    winning = winning_moves(rows, rule, last_wins)
    return winning[0] if winning else legal_moves(rows, rule)[0]
