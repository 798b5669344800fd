"""What a take rule leaves the side to move, counted without listing the moves.

A row may hold a million matches: ``nim.legal_moves`` would list a million
moves, these functions count and pick them in a few steps per row, in the
order of ``nim.legal_moves`` (by row, top first, then by count).
"""

from __future__ import annotations

from bisect import bisect_right

from kniffel_cli.streichholz.nim import Move, Rows, TakeRule


def choice_count(rule: TakeRule, row: int) -> int:
    """How many different takes the rule allows from a row of ``row`` matches."""
    if rule.takes is not None:
        return bisect_right(rule.takes, row)
    return row if rule.max_take is None else min(rule.max_take, row)


def nth_move(rows: Rows, rule: TakeRule, number: int) -> Move:
    """The legal move ``number`` (from 1) in the order of ``nim.legal_moves``."""
    for index, row in enumerate(rows):
        choices = choice_count(rule, row)
        if number <= choices:
            count = rule.takes[number - 1] if rule.takes is not None else number
            return Move(index, count)
        number -= choices
    raise IndexError(number)


def move_count(rows: Rows, rule: TakeRule) -> int:
    """How many legal moves there are."""
    return sum(choice_count(rule, row) for row in rows)


def only_the_last(rows: Rows, rule: TakeRule) -> bool:
    """Whether every legal move takes the last matches on the table (and there is one).

    One row holds all that is left, and the one take the rule allows from it
    is all of it: with 1 allowed, a single match.
    """
    filled = [row for row in rows if row]
    if len(filled) != 1:
        return False
    return choice_count(rule, filled[0]) == 1 and rule.allows(filled[0], filled[0])
