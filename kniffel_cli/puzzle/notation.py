"""The terms a board is named in: its sizes, the marks of ``ABCD/EFGH/IJKL/MNO.``, the directions.

The board (board.py) and the words of its errors (errors.py) both read these;
this module reads neither, so the two need not import each other.
"""

from __future__ import annotations

from typing import Literal, get_args

from kniffel_cli.common.i18n import pgettext

MIN_SIZE = 3
MAX_SIZE = 6
GAP_MARK = "."
ROW_MARK = "/"
Direction = Literal["up", "down", "left", "right"]
"""The way a tile moves into the gap, as ``slide`` takes it."""
DIRECTIONS: tuple[Direction, ...] = get_args(Direction)
# The words ``slide`` takes for a direction, in either language whatever the one shown.
DIRECTION_WORDS: dict[str, Direction] = {
    **{direction: direction for direction in DIRECTIONS},
    "hoch": "up",
    "oben": "up",
    "runter": "down",
    "unten": "down",
    "links": "left",
    "rechts": "right",
}


def direction_names() -> list[str]:
    """The directions as the current language names them: ``up, down, left, right``, German
    ``hoch, runter, links, rechts``."""
    return [direction_name(direction) for direction in DIRECTIONS]


def direction_name(direction: Direction) -> str:
    """One direction's word in the current language."""
    names = {
        "up": pgettext("direction", "up"),
        "down": pgettext("direction", "down"),
        "left": pgettext("direction", "left"),
        "right": pgettext("direction", "right"),
    }
    return names[direction]
