"""The review of a matchstick game: every move graded by the position it leaves.

A position (the matches left, with a side to move) is won for that side when
some take leaves the opponent a lost position. A move is a mistake when its
side stood on a won position and left the opponent a won one; the review
names the take that would have kept the win. Once lost, every move is as
good as any other (against perfect play).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from kniffel_cli.streichholz import nim
from kniffel_cli.streichholz.game import MatchGame, as_undo
from kniffel_cli.streichholz.sides import SIDES, Side, other_side
from kniffel_cli.streichholz.strategy import winning_take

if TYPE_CHECKING:  # the JSON views' shapes, for type checkers
    from kniffel_cli.streichholz.schema import GradedMoveView, ReviewFigures, SideReviewView


@dataclass(frozen=True)
class GradedMove:
    """One move: who, from how many matches, how many, and whether it threw a win away."""

    number: int  # 1, 2, ... in the order of the game
    by: Side
    matches: int  # before the move
    took: int
    won_before: bool  # the side to move stood on a won position
    best: int | None  # the take that wins from there, None when lost
    undone: bool = False  # taken back by an undo: shown, and not counted
    row: int | None = None  # in rows: the row taken from (from 1)
    best_row: int | None = None  # in rows: the row of the winning take
    won_after: bool = False  # in rows: the position left is won for the other side
    rows: tuple[int, ...] = ()  # in rows: the matches of each row before the move

    @property
    def left(self) -> int:
        return self.matches - self.took

    @property
    def mistake(self) -> bool:
        """It stood on a won position and left the other side a won one (in one row: took
        something else than the one winning take)."""
        if self.row is not None:
            return self.won_before and self.won_after
        return self.won_before and self.took != self.best

    def data(self) -> GradedMoveView:
        """The move as the JSON view shows it (``undone`` only on a move taken back)."""
        view: GradedMoveView = {
            "move": self.number,
            "side": self.by,
            "matches": self.matches,
            "took": self.took,
            "left": self.left,
            "won_before": self.won_before,
            "mistake": self.mistake,
            "best_take": self.best,
        }
        if self.row is not None:
            view["row"] = self.row
            view["best_row"] = self.best_row
        if self.undone:
            view["undone"] = True
        return view


@dataclass(frozen=True)
class SideSummary:
    """One side's moves and mistakes."""

    side: Side
    moves: int
    mistakes: int
    first_mistake: int | None  # the move number

    def data(self) -> SideReviewView:
        """The side's part of the JSON view."""
        return {
            "side": self.side,
            "move_count": self.moves,
            "mistakes": self.mistakes,
            "first_mistake": self.first_mistake,
        }


@dataclass(frozen=True)
class Review:
    """Every move graded, each side's summary, and the mistake that decided the game."""

    moves: list[GradedMove]  # undone ones too, marked
    sides: list[SideSummary]
    start_won_for: Side  # the side the opening position is won for
    decided_by: int | None  # the last mistake that stands: after it the winner never let go
    undos: dict[int, list[int]] = field(default_factory=dict)  # an undo's number: the moves'

    def data(self) -> ReviewFigures:
        """The review's part of the JSON view (``review_view.data`` adds the game's)."""
        return {
            "start_won_for": self.start_won_for,
            "decided_by": self.decided_by,
            "sides": [side.data() for side in self.sides],
            "moves": [move.data() for move in self.moves],
        }


def review(game: MatchGame) -> Review:
    """Grade every move of ``game`` made while it was running, undone moves too."""
    if game.in_rows:
        return _review_rows(game)
    assert game.max_take is not None  # the one-row game always has its most per take
    matches = game.start
    graded: list[GradedMove] = []
    standing: list[int] = []  # the places in ``graded`` of the moves that stand
    undos: dict[int, list[int]] = {}
    for number, entry in enumerate(game.history, 1):
        if "action" not in entry:  # a move
            if matches == 0 or (matches == 1 and not game.last_wins):
                continue  # moves after the end (histories of older versions) decide nothing
            best = winning_take(matches, game.max_take, game.last_wins)
            standing.append(len(graded))
            graded.append(
                GradedMove(number, entry["by"], matches, entry["took"], best is not None, best)
            )
            matches -= entry["took"]
            continue
        undone = _undo(graded, standing, undos, number, as_undo(entry)["count"])
        matches += sum(move.took for move in undone)
    opening = winning_take(game.start, game.max_take, game.last_wins)
    return _summed(game, graded, undos, opening is not None)


def _review_rows(game: MatchGame) -> Review:
    """The review of a game in rows: a move is graded by the positions before and after it."""
    rows = list(game.start_rows)
    graded: list[GradedMove] = []
    standing: list[int] = []
    undos: dict[int, list[int]] = {}
    for number, entry in enumerate(game.history, 1):
        if "action" not in entry:  # a move
            row = entry.get("row", 1)
            before = tuple(rows)
            won = nim.is_won(before, game.rule, game.last_wins)
            best = nim.best_move(before, game.rule, game.last_wins) if won else None
            rows[row - 1] -= entry["took"]
            after = nim.is_won(tuple(rows), game.rule, game.last_wins)
            standing.append(len(graded))
            graded.append(
                GradedMove(
                    number,
                    entry["by"],
                    sum(before),
                    entry["took"],
                    won,
                    None if best is None else best.count,
                    row=row,
                    best_row=None if best is None else best.row + 1,
                    won_after=after,
                    rows=before,
                )
            )
            continue
        for move in _undo(graded, standing, undos, number, as_undo(entry)["count"]):
            rows[(move.row or 1) - 1] += move.took
    opening = nim.is_won(game.start_rows, game.rule, game.last_wins)
    return _summed(game, graded, undos, opening)


def _undo(
    graded: list[GradedMove],
    standing: list[int],
    undos: dict[int, list[int]],
    number: int,
    count: int,
) -> list[GradedMove]:
    """Mark the last ``count`` moves that stand as undone by the undo ``number``; returns
    them."""
    places = standing[-count:]
    del standing[-count:]
    for place in places:
        graded[place] = replace(graded[place], undone=True)
    undos[number] = [graded[place].number for place in places]
    return [graded[place] for place in places]


def _summed(
    game: MatchGame, graded: list[GradedMove], undos: dict[int, list[int]], opening: bool
) -> Review:
    """The review of the graded moves: each side's summary, the deciding mistake."""
    start_won_for = game.first if opening else other_side(game.first)
    counted = [move for move in graded if not move.undone]
    mistakes = [move for move in counted if move.mistake]
    sides = [
        SideSummary(
            side,
            sum(1 for move in counted if move.by == side),
            sum(1 for move in mistakes if move.by == side),
            next((move.number for move in mistakes if move.by == side), None),
        )
        for side in SIDES
    ]
    decided_by = mistakes[-1].number if mistakes else None
    return Review(graded, sides, start_won_for, decided_by, undos)
