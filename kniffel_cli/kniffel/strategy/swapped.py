"""Duplicate dice, one step further: another player's choices played on your own sheet.

With duplicate dice a die depends on the seed, the round, the roll and its
position alone, so a player who kept what another kept would have rolled what
the other rolled: another player's line of a round (the keeps and the take) is
one you could have played, to the same dice, exactly. Where the row the other
took was still open on your sheet, the optimal table values both lines from
your own position: the expected final total after your take against the one
after theirs. Summed over those rounds, it says how much your choices gained
(or lost) against theirs, with the luck of the dice and the difference of the
sheets taken out; cheap (one table value per line).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kniffel_cli.kniffel.same_dice import Swap
from kniffel_cli.kniffel.sheet import Sheet
from kniffel_cli.kniffel.strategy import quick

if TYPE_CHECKING:
    from kniffel_cli.kniffel.strategy.solver import Table


@dataclass(frozen=True)
class Line:
    """A player's turn of a round: the sheet before the take, the turns left then (this
    one included), the dice taken and the row."""

    sheet: Sheet
    turns_left: int
    dice: tuple[int, ...]
    category: str


def after(line: Line, dice: tuple[int, ...], category: str, table: Table) -> float | None:
    """The expected final total of ``line``'s player after entering ``dice`` in ``category``
    (None: the sheet does not take them there)."""
    offered = line.sheet._options(dice)
    if category not in offered:
        return None
    sheet = copy.deepcopy(line.sheet)
    sheet._enter(category, offered[category], dice)
    banked = sheet.upper + sheet.lower + sheet.yahtzee_bonus
    return banked + table.value(line.turns_left - 1, *quick.state_of(sheet))


def swaps(names: list[str], lines: list[dict[int, Line]], table: Table) -> list[Swap]:
    """For every ordered pair of players, the other's lines on the player's sheet."""
    found = []
    for a, own in enumerate(lines):
        for b, theirs in enumerate(lines):
            if a == b:
                continue
            gains = []
            for number, line in own.items():
                other = theirs.get(number)
                if other is None:
                    continue
                swapped = after(line, other.dice, other.category, table)
                mine = after(line, line.dice, line.category, table)
                if swapped is not None and mine is not None:
                    gains.append(mine - swapped)
            found.append(Swap(names[a], names[b], len(gains), sum(gains)))
    return found
