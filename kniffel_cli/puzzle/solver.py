"""Solve a board: shortest when it can be proven in time, else fast and labelled so.

- 3x3: the table of every arrangement's distance (always shortest, instant).
- 4x4: IDA* over additive 6-6-3 pattern databases, within ``max_seconds``
  (a level at a time with numpy: see layered.py);
  after that, weighted IDA* over the same tables (within 15% of the shortest
  when that can be shown in another ``max_seconds``), labelled not proven.
- 5x5, 6x6: IDA* over the Manhattan distance when that bound is small (lightly
  scrambled boards), within ``max_seconds``. Boards of any size within 20
  of solved by that bound take this search at once (no tables needed).
  Otherwise the reduction fills the top rows and left columns until the
  bottom-right 4x4 block is left, and the 4x4 search solves that block
  shortest within what is left of ``max_seconds`` (else the reduction does):
  not shortest for the whole board, and labelled so.
Otherwise (a 4x4 board whose searches all ran out of time) the row-by-row
reduction, which is fast but not shortest.

``method_for`` is the one place that picks the search by size and distance:
``solve`` (an answer always) and ``shortest`` (a proven one or None, for the
review) both follow it. IDA* is Korf's (1985); the pattern databases are
Culberson and Schaeffer's (1998), made additive as Korf and Felner (2002)
do: ida.py and pdb.py give the references.

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
from enum import Enum
from typing import TypeVar

from kniffel_cli.common.cache import Notify, TableError, cache_folder, note
from kniffel_cli.common.i18n import _
from kniffel_cli.puzzle import exact3, ida, layered, reduction, tables4
from kniffel_cli.puzzle.board import GAP, Board
from kniffel_cli.puzzle.errors import PuzzleError

GROUPS_4X4 = tables4.GROUPS
MANHATTAN_LIMIT = 40  # beyond this bound, larger boards go straight to the reduction
EASY = 20  # boards this close need no tables: the Manhattan search is instant
WEIGHTS = (1.5, 1.3, 1.15)  # the 4x4 weighted searches after the deadline, in turn
BOUND = 1.15  # ... until the answer is proven at most this much longer than the shortest

Progress = tables4.Progress
Table = tables4.Table


class Method(Enum):
    """The search that proves a board's shortest solution, chosen by ``method_for``."""

    DISTANCES = "the 3x3 table of every arrangement's distance"
    NEAR = "IDA* over the Manhattan distance, instant this near solved: no deadline needed"
    PATTERNS = "IDA* over the 4x4 pattern databases"
    MANHATTAN = "IDA* over the Manhattan distance, within the time"
    NONE = "none: a large board too far from solved for the Manhattan distance"


def method_for(board: Board) -> Method:
    """Which search proves the shortest solution of ``board``: the one place that decides
    by its size and by how far from solved the Manhattan distance puts it."""
    if board.size == 3:
        return Method.DISTANCES
    distance = board.manhattan()
    if distance <= EASY:
        return Method.NEAR
    if board.size == 4:
        return Method.PATTERNS
    if distance <= MANHATTAN_LIMIT:
        return Method.MANHATTAN
    return Method.NONE


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
) -> list[Table]:
    """The three pattern databases as the search reads them, from the cache or built now
    (``fresh``: built now)."""
    layered.load_numpy_meanwhile()  # the search needs it
    tables = tables4.lookup_tables(folder, progress, notify, fresh)
    layered.numpy_loaded()  # ready, like the tables, before any search's clock starts
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
        return retried(
            lambda fresh: _solve(board, max_seconds, folder, progress, notify, fresh),
            folder,
            notify,
        )
    except TableError:
        return Solution(reduction.solve(board), False)


T = TypeVar("T")


def retried(attempt: Callable[[bool], T], folder: str, notify: Notify | None) -> T:
    """``attempt(False)`` with the cached tables; if they contradict themselves in use, say so
    for each and ``attempt(True)``, building them afresh (a second TableError is the caller's).
    """
    try:
        return attempt(False)
    except TableError as error:
        if notify:
            for name in error.names:
                notify(note(os.path.join(folder, name), _("it contradicted itself in use")))
    return attempt(True)


# The tables this process has read, by board size and folder: read once per command, and
# once per batch session, whose requests would otherwise each read them again.
_LOADED: dict[tuple[int, str], list[Table]] = {}


def load_tables(
    size: int,
    folder: str,
    progress: Progress | None = None,
    notify: Notify | None = None,
    fresh: bool = False,
) -> list[Table]:
    """The tables ``shortest`` needs for a board of ``size``, from the cache or built now
    (``fresh``: built now): the 3x3 distances, the three 4x4 databases, or none."""
    key = (size, folder)
    if not fresh and key in _LOADED:
        return _LOADED[key]
    tables: list[Table] = []
    if size == 3:
        tables = [exact3.load_or_build(folder, notify, fresh)]
    elif size == 4:
        tables = tables_4x4(folder, progress, notify, fresh)
    _LOADED[key] = tables
    return tables


def shortest(
    board: Board, at_least: int, *, deadline: float | None, tables: Sequence[Table]
) -> list[int] | None:
    """A proven shortest solution of ``board``, or None when none is proven by ``deadline``
    (``time.monotonic``) or the board is out of reach (a large board far from solved).

    ``tables`` are ``load_tables``' for the board's size. ``at_least`` is a length
    known to have no shorter solution (the search starts there). A 4x4 answer
    that does not solve the board raises TableError.
    """
    if board.is_solved:
        return []
    method = method_for(board)
    if method is Method.DISTANCES:
        return exact3.solve(board, tables[0])
    try:
        if method is Method.PATTERNS:
            return _checked(board, optimal_4x4(board, tables, ida.Search(deadline), at_least))
        if method in (Method.NEAR, Method.MANHATTAN):
            return ida.manhattan_search(board, ida.Search(deadline), at_least)
    except ida.OutOfTime:
        return None
    return None


def optimal_4x4(
    board: Board, tables: Sequence[Table], search: ida.Search, at_least: int = 0
) -> list[int]:
    """A shortest solution of a 4x4 board (OutOfTime at ``search``'s deadline, with
    ``search.lower`` the length below which none exists): IDA* a level at a time
    (layered.py), which finds the depth-first search's answer several times faster;
    without a working numpy, the depth-first search itself."""
    if not layered.numpy_loaded():
        return ida.pattern_search(board, GROUPS_4X4, tables, search, at_least=at_least)
    return layered.pattern_search(board, GROUPS_4X4, tables, search, at_least)


def _solve(
    board: Board,
    max_seconds: float,
    folder: str,
    progress: Progress | None,
    notify: Notify | None,
    fresh: bool,
) -> Solution:
    """``solve`` with the tables from the cache, or (``fresh``) built now."""
    method = method_for(board)
    if method is Method.DISTANCES:
        return Solution(
            exact3.solve(board, load_tables(3, folder, progress, notify, fresh)[0]), True
        )
    start = time.monotonic()
    try:
        if method is Method.NEAR:
            return Solution(ida.manhattan_search(board, ida.Search(None)), True)
        if method is Method.PATTERNS:
            return _solve_4x4(board, max_seconds, load_tables(4, folder, progress, notify, fresh))
        if method is Method.MANHATTAN:
            return Solution(ida.manhattan_search(board, ida.Search(start + max_seconds)), True)
    except ida.OutOfTime:
        pass
    if method is Method.PATTERNS:  # out of time, and the weighted searches too
        return Solution(reduction.solve(board), False)
    spent = time.monotonic() - start
    tables = load_tables(4, folder, progress, notify, fresh)  # building them is not counted
    return Solution(_solve_large(board, time.monotonic() + max_seconds - spent, tables), False)


def _solve_4x4(board: Board, max_seconds: float, tables: Sequence[Table]) -> Solution:
    """The shortest solution within ``max_seconds``; after that, the shortest of weighted
    searches over the same tables within another ``max_seconds``, the first of them fast,
    the later ones closer to the shortest; they stop once the answer is proven within
    BOUND of the shortest (against the least length the first search ruled out)."""
    search = ida.Search(time.monotonic() + max_seconds)
    try:
        return Solution(_checked(board, optimal_4x4(board, tables, search)), True)
    except ida.OutOfTime:
        pass
    lower = search.lower
    deadline = time.monotonic() + max_seconds
    best: list[int] | None = None
    plain = [bytes(table) for table in tables]  # read a fifth faster than views in Python
    for weight in WEIGHTS:
        try:
            tiles = ida.pattern_search(board, GROUPS_4X4, plain, ida.Search(deadline), weight)
        except ida.OutOfTime:
            break
        if best is None or len(tiles) < len(best):
            best = _checked(board, tiles)
        if len(best) <= BOUND * lower:
            break
    if best is None:
        raise ida.OutOfTime
    return Solution(best, False)


def _solve_large(board: Board, deadline: float, tables: Sequence[Table]) -> list[int]:
    """A 5x5 or 6x6 solution, not shortest: the reduction fills the top rows and left
    columns until a 4x4 block is left, which the 4x4 search solves shortest by
    ``deadline``. Should the search run out of time (the reduction then solves the
    block) or the answer fail its check, the whole-board reduction's, if shorter."""
    size = board.size
    cells = list(board.cells)
    tiles = reduction.place_border(cells, size, 4)
    block, back = _block(cells, size)
    searched = True
    try:
        inner = _checked(block, optimal_4x4(block, tables, ida.Search(deadline)))
    except ida.OutOfTime:
        inner, searched = reduction.solve(block), False
    tiles = reduction.without_back_and_forth(tiles + [back[t] for t in inner])
    if searched and solves(board, tiles):
        return tiles
    answers = [found for found in (tiles, reduction.solve(board)) if solves(board, found)]
    if not answers:
        raise RuntimeError("the reduction does not solve the board")
    return min(answers, key=len)


def _block(cells: Sequence[int], size: int) -> tuple[Board, dict[int, int]]:
    """The bottom-right 4x4 block of a board as a 4x4 board of its own (tiles renumbered
    so their homes are the 4x4's), and each of its tiles' number on the whole board."""
    start = size - 4
    back = {GAP: GAP}
    block = []
    for row in range(start, size):
        for col in range(start, size):
            tile = cells[row * size + col]
            if tile == GAP:
                block.append(GAP)
                continue
            home_row, home_col = divmod(tile - 1, size)
            if home_row < start or home_col < start:
                raise ValueError("the border is not solved")
            small = (home_row - start) * 4 + home_col - start + 1
            back[small] = tile
            block.append(small)
    return Board(4, tuple(block)), back


def _checked(board: Board, tiles: list[int]) -> list[int]:
    """``tiles`` if they solve ``board``; else the tables are wrong (TableError)."""
    if not solves(board, tiles):
        raise TableError(*tables4.file_names())
    return tiles
