"""The actions of a turn and their order, shared by the numpy strategy and the quick hint."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.rules import DICE


@dataclass(frozen=True)
class Choice:
    """One action: roll keeping some dice (a keep index) or take a category."""

    action: str  # "roll" or "take"
    keep: int | None
    category: int | None
    value: float


@cache
def proper_keeps(roll: int) -> tuple[int, ...]:
    """The keeps roll number ``roll`` offers other than keeping all five."""
    keeps = combos.sub_keeps(combos.ROLLS[roll])
    return tuple(combos.KEEP_INDEX[k] for k in keeps if len(k) < DICE)


def ranked(found: Iterable[Choice]) -> list[Choice]:
    """The choices best first; on ties takes before rolls, then by category and keep."""
    order = {"take": 0, "roll": 1}
    return sorted(
        found,
        key=lambda c: (-round(c.value, 9), order[c.action], c.category or 0, c.keep or 0),
    )
