"""The solvers: correct, and shortest where they say so."""

from __future__ import annotations

import heapq
import time
from collections import deque
from pathlib import Path

import pytest

from kniffel_cli.common.randomness import SeededRandom
from kniffel_cli.puzzle import exact3, ida, pdb, reduction, solver
from kniffel_cli.puzzle.board import GAP, Board
from kniffel_cli.puzzle.game import scrambled, shuffled
from tests.helpers import apply_tiles, from_korf

# Three of Korf's 100 instances (number, optimal length, cells with 0 the blank, goal 0..15).
KORF = {
    2: (55, "13 5 4 10 9 12 8 14 2 3 7 1 0 15 11 6"),
    4: (56, "5 12 10 7 15 11 14 0 8 2 1 13 3 4 9 6"),
    5: (56, "4 7 14 13 10 3 9 12 11 5 6 15 1 2 8 0"),
}


def distances_3x3() -> dict[tuple[int, ...], int]:
    start = Board.solved(3)
    distance = {start.cells: 0}
    queue = deque([start])
    while queue:
        board = queue.popleft()
        for tile in board.movable():
            following = board.move(tile)
            if following.cells not in distance:
                distance[following.cells] = distance[board.cells] + 1
                queue.append(following)
    return distance


@pytest.fixture(scope="module")
def bfs_3x3() -> dict[tuple[int, ...], int]:
    return distances_3x3()


@pytest.mark.slow
def test_3x3_table_solutions_are_as_short_as_breadth_first_search(
    bfs_3x3: dict[tuple[int, ...], int], tmp_path: Path
) -> None:
    table = exact3.load_or_build(str(tmp_path))
    assert (tmp_path / exact3.FILE).exists()
    random = SeededRandom("3x3")
    for _ in range(300):
        board = shuffled(3, random)
        tiles = exact3.solve(board, table)
        assert apply_tiles(board, tiles).is_solved
        assert len(tiles) == bfs_3x3[board.cells]
    assert exact3.load_or_build(str(tmp_path)) == table  # read back from the cache


@pytest.mark.slow
def test_manhattan_search_is_shortest_on_3x3(bfs_3x3: dict[tuple[int, ...], int]) -> None:
    random = SeededRandom("manhattan")
    for _ in range(30):
        board = shuffled(3, random)
        tiles = ida.manhattan_search(board, ida.Search(None))
        assert apply_tiles(board, tiles).is_solved
        assert len(tiles) == bfs_3x3[board.cells]


def brute_force_pattern(group: list[int]) -> dict[int, int]:
    """0-1 Dijkstra over (tile cells, gap cell); costs count the group's moves only."""
    k = len(group)
    board = Board.solved(4)
    homes = tuple(t - 1 for t in group)
    queue: list[tuple[int, tuple[int, ...], int]] = []
    best: dict[tuple[tuple[int, ...], int], int] = {}
    for gap in range(16):
        if gap not in homes:
            best[homes, gap] = 0
            heapq.heappush(queue, (0, homes, gap))
    while queue:
        cost, places, gap = heapq.heappop(queue)
        if best[places, gap] < cost:
            continue
        for cell in board.neighbours(gap):
            step = 1 if cell in places else 0
            moved = tuple(gap if p == cell else p for p in places)
            if best.get((moved, cell), 999) > cost + step:
                best[moved, cell] = cost + step
                heapq.heappush(queue, (cost + step, moved, cell))
    table: dict[int, int] = {}
    for (places, _gap), cost in best.items():
        index = sum(p * 16 ** (k - 1 - i) for i, p in enumerate(places))
        table[index] = min(table.get(index, 999), cost)
    return table


@pytest.mark.slow
@pytest.mark.parametrize("group", [[1, 2], [15, 11, 14], [6], [2, 3, 4], [13, 14, 15]])
def test_pattern_databases_match_a_brute_force_search(group: list[int]) -> None:
    built = pdb.build(group)
    expected = brute_force_pattern(group)
    assert len(built) == pdb.compact_size(len(group)) == len(expected)
    lookup = pdb.expand(len(group), built)
    assert len(lookup) == 16 ** len(group)
    for index, value in expected.items():
        assert lookup[index] == value, index
    codes = pdb.placements(len(group))
    assert sorted(expected) == list(codes)  # every placement once, in increasing order


@pytest.mark.slow
def test_the_progress_of_a_build_reaches_its_end_once() -> None:
    reports: list[tuple[int, int]] = []
    pdb.build([1, 2, 3], lambda done, total: reports.append((done, total)))
    total = pdb.compact_size(3)
    assert [done for done, _ in reports].count(total) == 1
    assert reports[-1] == (total, total)
    assert all(t == total for _, t in reports)
    assert [done for done, _ in reports] == sorted(done for done, _ in reports)


@pytest.fixture(scope="module")
def tables(table_folder: Path) -> list[solver.Table]:
    return solver.tables_4x4(str(table_folder))


def korf(number: int) -> tuple[Board, int]:
    optimal, text = KORF[number]
    return from_korf(list(map(int, text.split()))), optimal


@pytest.mark.parametrize("number", [2, 4, 5])
def test_4x4_pattern_search_finds_korfs_optimal_lengths(
    tables: list[solver.Table], number: int
) -> None:
    board, optimal = korf(number)
    tiles = ida.pattern_search(board, solver.GROUPS_4X4, tables, ida.Search(None))
    assert len(tiles) == optimal
    assert apply_tiles(board, tiles).is_solved


@pytest.mark.parametrize("number", [2, 4, 5])
def test_weighted_searches_stay_within_their_weight(
    tables: list[solver.Table], number: int
) -> None:
    board, optimal = korf(number)
    for weight in solver.WEIGHTS:
        tiles = ida.pattern_search(board, solver.GROUPS_4X4, tables, ida.Search(None), weight)
        assert apply_tiles(board, tiles).is_solved
        assert optimal <= len(tiles) <= weight * (optimal + 1)  # bounds rise by one at least


def test_a_search_out_of_time_knows_a_lower_bound(tables: list[solver.Table]) -> None:
    board, optimal = korf(4)
    search = ida.Search(time.monotonic() - 1)  # out of time at its first look at the clock
    with pytest.raises(ida.OutOfTime):
        ida.pattern_search(board, solver.GROUPS_4X4, tables, search)
    assert 40 < search.lower <= optimal and search.nodes > 0


def test_4x4_pattern_search_agrees_with_the_manhattan_search(tables: list[solver.Table]) -> None:
    random = SeededRandom("agree")
    for _ in range(5):
        board = scrambled(4, 30, random)
        pattern = ida.pattern_search(board, solver.GROUPS_4X4, tables, ida.Search(None))
        plain = ida.manhattan_search(board, ida.Search(None))
        assert len(pattern) == len(plain)
        assert apply_tiles(board, pattern).is_solved


def test_out_of_time_falls_back_to_a_labelled_longer_solution(
    tables: list[bytes], table_folder: Path
) -> None:
    board = Board(4, tuple([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 1, 2, GAP]))
    assert board.is_solvable
    result = solver.solve(board, max_seconds=0.1, folder=str(table_folder))
    assert not result.optimal
    assert apply_tiles(board, result.tiles).is_solved


@pytest.mark.slow
@pytest.mark.parametrize("size", [3, 4, 5, 6])
def test_the_reduction_solves_every_size(size: int) -> None:
    random = SeededRandom(f"reduce {size}")
    for _ in range(5):
        board = shuffled(size, random)
        assert apply_tiles(board, reduction.solve(board)).is_solved


def test_large_boards_are_solved_and_labelled(
    tables: list[solver.Table], table_folder: Path
) -> None:
    board = shuffled(6, SeededRandom("large"))
    result = solver.solve(board, folder=str(table_folder))
    assert not result.optimal and apply_tiles(board, result.tiles).is_solved
    easy = scrambled(5, 12, SeededRandom("easy"))
    result = solver.solve(easy, folder=str(table_folder))
    assert result.optimal and len(result.tiles) <= 12 and apply_tiles(easy, result.tiles).is_solved
    assert solver.solve(Board.solved(4)).tiles == []


@pytest.mark.slow
@pytest.mark.parametrize("size", [5, 6])
def test_the_border_is_placed_and_the_block_relabelled(size: int) -> None:
    random = SeededRandom(f"border {size}")
    for _ in range(5):
        board = shuffled(size, random)
        cells = list(board.cells)
        moved = reduction.place_border(cells, size, 4)
        assert apply_tiles(board, moved).cells == tuple(cells)
        start = size - 4
        for cell in range(size * size):
            if cell // size < start or cell % size < start:
                assert cells[cell] == cell + 1  # the border is home
        block, back = solver._block(cells, size)
        assert block.is_solvable and sorted(block.cells) == list(range(16))
        for index, small in enumerate(block.cells):
            row, col = divmod(index, 4)
            assert back[small] == cells[(start + row) * size + start + col]
        whole = Board(size, tuple(cells))
        inner = [back[t] for t in reduction.solve(block)]
        assert apply_tiles(whole, inner).is_solved  # the block's moves, mapped back


@pytest.mark.parametrize("size", [5, 6])
def test_large_boards_beat_the_reduction(
    tables: list[bytes], table_folder: Path, size: int
) -> None:
    random = SeededRandom(f"large {size}")
    shorter, new_total, old_total = 0, 0, 0
    for _ in range(6):
        board = shuffled(size, random)
        result = solver.solve(board, folder=str(table_folder))
        assert not result.optimal and apply_tiles(board, result.tiles).is_solved
        old = reduction.solve(board)
        shorter += len(result.tiles) <= len(old)
        new_total += len(result.tiles)
        old_total += len(old)
    assert shorter >= 5 and new_total < old_total


@pytest.mark.slow
def test_a_large_board_out_of_time_is_still_solved(monkeypatch: pytest.MonkeyPatch) -> None:
    def out_of_time(*args: object, **kwargs: object) -> list[int]:
        raise ida.OutOfTime

    monkeypatch.setattr(solver, "optimal_4x4", out_of_time)
    board = shuffled(6, SeededRandom("hurry"))
    tiles = solver._solve_large(board, time.monotonic() + 10, [])
    assert apply_tiles(board, tiles).is_solved
    assert len(tiles) <= len(reduction.solve(board))


@pytest.mark.slow
def test_a_wrong_block_answer_is_never_returned(monkeypatch: pytest.MonkeyPatch) -> None:
    board = shuffled(5, SeededRandom("wrong"))
    monkeypatch.setattr(solver, "optimal_4x4", lambda *args, **kwargs: [])
    monkeypatch.setattr(solver, "_checked", lambda board, tiles: tiles)
    tiles = solver._solve_large(board, time.monotonic() + 10, [])
    assert tiles == reduction.solve(board) and apply_tiles(board, tiles).is_solved
