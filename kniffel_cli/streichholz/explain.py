"""Why a take is advised in matches in rows, as data: the facts a pupil needs to follow it.

``explain`` gives the move ``nim.best_move`` advises with each row's value,
the Nim sum before and after it, whether the misère endgame exception
decides, and for a lost position how many winning replies the advised take
leaves. ``explain_text.describe`` says it in words; ``Explanation.facts`` is
its JSON form.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kniffel_cli.streichholz.nim import (
    Move,
    Period,
    Rows,
    TakeRule,
    after,
    best_move,
    can_move,
    fickle,
    hardest,
    is_won,
    period,
    value,
)

if TYPE_CHECKING:  # the JSON view's shape, for type checkers
    from kniffel_cli.streichholz.schema import ExplanationView


@dataclass(frozen=True)
class Explanation:
    """The advised move in a position and the facts behind it.

    ``values``: each row's value (Nim: the row itself), top first, before and
    after the move; ``period``: how a row's value repeats with its size (None
    for Nim, where the value is the row). ``endgame``: misère play, and every
    row acts like a row of 0 or 1 match (after the advised winning take, or
    already in a lost position), so the aim is Nim sum 1 (an odd number of
    single matches) instead of 0. ``replies``: the winning replies the
    opponent has after the move (0 when it wins).
    """

    rows: Rows
    rule: TakeRule
    last_wins: bool
    move: Move
    wins: bool
    values: tuple[int, ...]
    values_after: tuple[int, ...]
    period: Period | None
    nim_sum_before: int
    nim_sum_after: int
    endgame: bool
    replies: int

    @property
    def target(self) -> int:
        """The Nim sum whoever leaves it wins with: 1 in the misère endgame, else 0."""
        return 1 if self.endgame else 0

    @property
    def left(self) -> int:
        """The matches left in the row the move takes from."""
        return self.rows[self.move.row] - self.move.count

    def facts(self) -> ExplanationView:
        """The facts as JSON data; rows counted from 1, top first, as people count them."""
        return {
            "row": self.move.row + 1,
            "take": self.move.count,
            "wins": self.wins,
            "values": list(self.values),
            "values_after": list(self.values_after),
            "period": None
            if self.period is None
            else {"start": self.period.start, "length": self.period.length},
            "nim_sum_before": self.nim_sum_before,
            "nim_sum_after": self.nim_sum_after,
            "endgame": self.endgame,
            "target": self.target,
            "replies": self.replies,
        }


def _nim_sum(values: tuple[int, ...]) -> int:
    total = 0
    for worth in values:
        total ^= worth
    return total


def explain(rows: Rows, rule: TakeRule, last_wins: bool) -> Explanation:
    """The advised move and why. Only asked while the side to move has a legal move."""
    if not can_move(rows, rule):
        raise ValueError("no take is left to explain")
    wins = is_won(rows, rule, last_wins)
    if wins:
        move, replies = best_move(rows, rule, last_wins), 0
        decided_by = after(rows, move)
    else:
        move, replies = hardest(rows, rule, last_wins)
        decided_by = rows
    values = tuple(value(rule, row) for row in rows)
    values_after = tuple(value(rule, row) for row in after(rows, move))
    endgame = not last_wins and all(fickle(rule, row) for row in decided_by)
    return Explanation(
        rows=rows,
        rule=rule,
        last_wins=last_wins,
        move=move,
        wins=wins,
        values=values,
        values_after=values_after,
        period=period(rule),
        nim_sum_before=_nim_sum(values),
        nim_sum_after=_nim_sum(values_after),
        endgame=endgame,
        replies=replies,
    )
