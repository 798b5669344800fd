"""The level-at-a-time IDA*: the depth-first search's answers, shortest, bounded in time."""

from __future__ import annotations

import itertools
from pathlib import Path
from types import SimpleNamespace

import pytest

from kniffel_cli.common.cache import TableError
from kniffel_cli.common.randomness import SeededRandom
from kniffel_cli.puzzle import ida, layered, solver
from kniffel_cli.puzzle.board import Board
from kniffel_cli.puzzle.game import scrambled, shuffled
from tests.helpers import apply_tiles, korf_boards


@pytest.fixture(scope="module")
def tables(table_folder: Path) -> list[solver.Table]:
    return solver.tables_4x4(str(table_folder))


def search(board: Board, tables: list[solver.Table], at_least: int = 0) -> list[int]:
    return layered.pattern_search(board, solver.GROUPS_4X4, tables, ida.Search(None), at_least)


def test_it_finds_the_depth_first_searchs_solution(tables: list[solver.Table]) -> None:
    random = SeededRandom("layered")
    easy = [board for number, _, board in korf_boards() if number in (2, 9, 4, 12)]
    boards = easy + [scrambled(4, 60, random) for _ in range(12)] + [shuffled(4, random)]
    for board in boards:
        depth_first = ida.pattern_search(board, solver.GROUPS_4X4, tables, ida.Search(None))
        assert search(board, tables) == depth_first
        assert apply_tiles(board, depth_first).is_solved


def test_a_known_lower_bound_changes_nothing(tables: list[solver.Table]) -> None:
    number, optimal, board = korf_boards()[1]
    tiles = search(board, tables)
    assert len(tiles) == optimal
    assert search(board, tables, at_least=optimal) == tiles
    assert search(board, tables, at_least=optimal - 7) == tiles  # any parity


def test_a_solved_board_needs_no_move(tables: list[solver.Table]) -> None:
    assert search(Board.solved(4), tables) == []


@pytest.mark.slow
def test_korfs_100_are_all_solved_shortest(tables: list[solver.Table]) -> None:
    for number, optimal, board in korf_boards():
        tiles = solver.optimal_4x4(board, tables, ida.Search(None))
        assert len(tiles) == optimal, number
        assert apply_tiles(board, tiles).is_solved, number


def test_out_of_time_it_knows_a_lower_bound(
    tables: list[solver.Table], monkeypatch: pytest.MonkeyPatch
) -> None:
    number, optimal, board = korf_boards()[59]  # #60, 66 moves: about 5,000 looks at the clock
    # A clock that ticks once per look: out of time after 100 looks, on a machine of any speed
    # (by then the bound has risen from 50 to 60).
    ticks = itertools.count()
    monkeypatch.setattr(layered, "time", SimpleNamespace(monotonic=lambda: next(ticks)))
    watch = ida.Search(100)
    with pytest.raises(ida.OutOfTime):
        layered.pattern_search(board, solver.GROUPS_4X4, tables, watch)
    assert 50 < watch.lower <= optimal and watch.nodes > 0


def test_tables_that_promise_too_much_are_caught_not_searched_forever() -> None:
    board = korf_boards()[0][2]
    high = [bytes([200]) * 16**6, bytes([200]) * 16**6, bytes([200]) * 16**3]
    with pytest.raises(TableError):
        layered.pattern_search(board, solver.GROUPS_4X4, high, ida.Search(None))


def test_zeroed_tables_give_an_answer_the_solver_refuses() -> None:
    board = korf_boards()[0][2]
    zero = [bytes(16**6), bytes(16**6), bytes(16**3)]
    tiles = layered.pattern_search(board, solver.GROUPS_4X4, zero, ida.Search(None))
    assert not solver.solves(board, tiles)


def test_without_numpy_the_plain_search_answers(
    tables: list[solver.Table], monkeypatch: pytest.MonkeyPatch
) -> None:
    number, optimal, board = korf_boards()[1]
    monkeypatch.setattr(layered, "numpy_loaded", lambda: False)  # as with a broken numpy
    monkeypatch.setattr(layered, "pattern_search", None)  # never reached
    tiles = solver.optimal_4x4(board, tables, ida.Search(None))
    assert len(tiles) == optimal and apply_tiles(board, tiles).is_solved


# The 80-move positions (the most any needs, Brüngger et al. 1999), searched to the very bound
# past which the search calls the tables liars, take minutes: benchmarks/solver.py --hardest
# proves all 16. The suite proves Korf's 100 (above), which reach the same code.
