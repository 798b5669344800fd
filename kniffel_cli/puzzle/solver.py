"""Solve a board: shortest when it can be proven in time, else fast and labelled so.

- 3x3: the table of every arrangement's distance (always shortest, instant).
- 4x4: IDA* over additive 6-6-3 pattern databases, within ``max_seconds``.
- 5x5, 6x6: IDA* over the Manhattan distance when that bound is small (lightly
  scrambled boards), within ``max_seconds``. Boards of any size within 20
  of solved by that bound take this search at once (no tables needed).
Otherwise the row-by-row reduction, which is fast but not shortest.

The tables live in the cache folder (``$SPIEL_CACHE_DIR``, else
``platformdirs.user_cache_dir("spiel")``) under a checksum (see
common/cache.py); building them is not counted in ``max_seconds``. An answer
found with a table is checked before it is trusted: a wrong one means the
table is built again, never a wrong "proven shortest".
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from kniffel_cli.common.cache import Notify, TableError, cache_folder, note
from kniffel_cli.common.i18n import _
from kniffel_cli.puzzle import exact3, ida, pdb, reduction
from kniffel_cli.puzzle.board import Board
from kniffel_cli.puzzle.errors import PuzzleError

GROUPS_4X4 = ((4, 7, 8, 11, 12, 15), (5, 6, 9, 10, 13, 14), (1, 2, 3))
MANHATTAN_LIMIT = 40  # beyond this bound, larger boards go straight to the reduction
EASY = 20  # boards this close need no tables: the Manhattan search is instant

Progress = Callable[[int, int, int, int], None]
"""Hears of a table being built: its number, how many tables, the steps done and in all."""


@dataclass(frozen=True)
class Solution:
    """The tiles to move, in order, and whether no shorter solution exists."""

    tiles: list[int]
    optimal: bool


def tables_4x4(
    folder: str,
    progress: Progress | None = None,
    notify: Notify | None = None,
    fresh: bool = False,
) -> list[bytes]:
    """The three pattern databases, from the cache or built now (``fresh``: built now)."""
    tables = []
    for number, group in enumerate(GROUPS_4X4, 1):

        def report(done: int, total: int, number: int = number) -> None:
            if progress:
                progress(number, len(GROUPS_4X4), done, total)

        tables.append(pdb.load_or_build(group, folder, report, notify, fresh))
    return tables


def solves(board: Board, tiles: Sequence[int]) -> bool:
    """Whether moving ``tiles`` in order is legal and leaves ``board`` solved."""
    try:
        for tile in tiles:
            board = board.move(tile)
    except (PuzzleError, ValueError):
        return False
    return board.is_solved


def solve(
    board: Board,
    *,
    max_seconds: float = 10.0,
    folder: str | None = None,
    progress: Progress | None = None,
    notify: Notify | None = None,
) -> Solution:
    """A solution of ``board``; ``optimal`` tells whether it is proven shortest.

    ``notify`` hears one line for each cached table found damaged and built
    again. A table that contradicts itself in use is built afresh and the
    search repeated; should that fail too, the answer is the reduction's,
    labelled not proven.
    """
    if board.is_solved:
        return Solution([], True)
    folder = cache_folder() if folder is None else folder
    try:
        return _solve(board, max_seconds, folder, progress, notify, fresh=False)
    except TableError as error:
        if notify:
            for name in error.names:
                notify(note(os.path.join(folder, name), _("it contradicted itself in use")))
    try:
        return _solve(board, max_seconds, folder, progress, notify, fresh=True)
    except TableError:
        return Solution(reduction.solve(board), False)


def _solve(
    board: Board,
    max_seconds: float,
    folder: str,
    progress: Progress | None,
    notify: Notify | None,
    fresh: bool,
) -> Solution:
    """``solve`` with the tables from the cache, or (``fresh``) built now."""
    if board.size == 3:
        return Solution(exact3.solve(board, exact3.load_or_build(folder, notify, fresh)), True)
    try:
        if board.manhattan() <= EASY:
            return Solution(ida.manhattan_search(board, ida.Search(None)), True)
        if board.size == 4:
            tables = tables_4x4(folder, progress, notify, fresh)
            search = ida.Search(time.monotonic() + max_seconds)
            tiles = ida.pattern_search(board, GROUPS_4X4, tables, search)
            if not solves(board, tiles):
                raise TableError(*(pdb.file_name(group) for group in GROUPS_4X4))
            return Solution(tiles, True)
        if board.manhattan() <= MANHATTAN_LIMIT:
            search = ida.Search(time.monotonic() + max_seconds)
            return Solution(ida.manhattan_search(board, search), True)
    except ida.OutOfTime:
        pass
    return Solution(reduction.solve(board), False)
