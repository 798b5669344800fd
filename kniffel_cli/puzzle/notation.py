"""The terms a board is named in: its sizes, the marks of ``ABCD/EFGH/IJKL/MNO.``, the directions.

The board (board.py) and the words of its errors (errors.py) both read these;
this module reads neither, so the two need not import each other.
"""

from __future__ import annotations

from typing import Literal, get_args

MIN_SIZE = 3
MAX_SIZE = 6
GAP_MARK = "."
ROW_MARK = "/"
Direction = Literal["up", "down", "left", "right"]
"""The way a tile moves into the gap, as ``slide`` takes it."""
DIRECTIONS: tuple[Direction, ...] = get_args(Direction)
