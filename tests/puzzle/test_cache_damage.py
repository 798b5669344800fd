"""Damaged puzzle tables: never a wrong "proven shortest", a hang or a traceback."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from kniffel_cli.common.cache import TableError
from kniffel_cli.puzzle import exact3, ida, pdb, solver, tables4
from kniffel_cli.puzzle.board import Board, parse_board
from tests.helpers import Invoke, apply_tiles, json_view

BOARD_3X3 = "HGF/.DB/CEA"  # 27 moves from solved
BOARD_4X4 = "AJKF/MHDL/EBIO/.NGC"  # 41 moves from solved, found at once
SMALL_GROUP = solver.GROUPS_4X4[2]


@pytest.fixture(scope="module")
def table_3x3(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("pristine")
    exact3.load_or_build(str(folder))
    return folder / exact3.FILE


def board_3x3() -> Board:
    return parse_board(BOARD_3X3)[0]


def offset_of(path: Path, index: int) -> int:
    """Where byte ``index`` of the table sits in its cache file (after the header line)."""
    return path.read_bytes().index(b"\n") + 1 + index


def poke(path: Path, index: int, change: Callable[[int], int]) -> None:
    data = bytearray(path.read_bytes())
    where = offset_of(path, index)
    data[where] = change(data[where])
    path.write_bytes(bytes(data))


CHANGES_3X3 = {
    "255 (loops forever today)": lambda value: 255,
    "0 (a traceback today)": lambda value: 0,
    "true value + 2 (29 moves 'proven' today)": lambda value: value + 2,
    "true value - 2": lambda value: value - 2,
}


@pytest.mark.parametrize("change", CHANGES_3X3, ids=list(CHANGES_3X3))
@pytest.mark.parametrize("command", ["hint", "solve", "solve --apply"])
def test_a_damaged_3x3_cache_is_rebuilt_and_the_answer_is_right(
    invoke: Invoke, tmp_path: Path, table_3x3: Path, change: str, command: str
) -> None:
    folder = tmp_path / "cache"
    folder.mkdir()
    shutil.copy(table_3x3, folder)
    cached = folder / exact3.FILE
    pristine = cached.read_bytes()
    poke(cached, exact3.rank(board_3x3().cells), CHANGES_3X3[change])
    env = {"SPIEL_CACHE_DIR": str(folder)}
    assert invoke("puzzle", "new", "--board", BOARD_3X3, "-q").exit_code == 0
    result = invoke("puzzle", *command.split(), env=env)
    assert result.exit_code == 0, result.output
    assert "27 moves" in result.stdout and "(proven shortest)" in result.stdout
    assert result.stderr.splitlines()[0] == (
        f"The cached table {cached} is damaged (its checksum does not match); building it again."
    )
    assert "damaged" not in "".join(result.stderr.splitlines()[1:])
    assert cached.read_bytes() == pristine  # rebuilt and saved
    if command == "solve --apply":
        assert json_view(invoke, "puzzle", "show")["solved"] is True
    else:
        again = invoke("puzzle", command, env=env)
        assert again.stdout == result.stdout and again.stderr == ""


def in_memory_damage(table: bytes) -> dict[str, bytes]:
    """Tables damaged after their check, each in a way that fooled the old descent."""
    board = board_3x3()
    start = exact3.rank(board.cells)
    distance = table[start]
    following = board.move(board.movable()[0])

    def changed(index: int, value: int) -> bytes:
        damaged = bytearray(table)
        damaged[index] = value
        return bytes(damaged)

    return {
        "start 255": changed(start, 255),
        "start 0": changed(start, 0),
        "start + 2": changed(start, distance + 2),
        "start - 2": changed(start, distance - 2),
        "a neighbour 255": changed(exact3.rank(following.cells), 255),
        "solved board 5": changed(exact3.rank(Board.solved(3).cells), 5),
        "every board 7": bytes([7]) * len(table),
        "every board 0": bytes(len(table)),
        "every board 255": bytes([255]) * len(table),
    }


def test_the_3x3_descent_is_bounded_and_checked(table_3x3: Path) -> None:
    table = exact3.load_or_build(str(table_3x3.parent))
    for name, damaged in in_memory_damage(table).items():
        with pytest.raises(TableError):
            exact3.solve(board_3x3(), damaged)
            pytest.fail(name)
    assert len(exact3.solve(board_3x3(), table)) == 27


def test_a_table_damaged_in_memory_is_built_again(
    table_3x3: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shutil.copy(table_3x3, tmp_path)
    real = exact3.load_or_build
    damaged = in_memory_damage(real(str(tmp_path)))["start + 2"]
    calls: list[bool] = []

    def loaded(folder: str, notify: object = None, fresh: bool = False) -> bytes:
        calls.append(fresh)
        return real(folder, fresh=fresh) if fresh else damaged

    monkeypatch.setattr(exact3, "load_or_build", loaded)
    notes: list[str] = []
    result = solver.solve(board_3x3(), folder=str(tmp_path), notify=notes.append)
    assert result.optimal and len(result.tiles) == 27
    assert apply_tiles(board_3x3(), result.tiles).is_solved
    assert calls == [False, True]
    assert notes == [
        f"The cached table {tmp_path / exact3.FILE} is damaged "
        "(it contradicted itself in use); building it again."
    ]


def test_a_table_still_wrong_after_a_rebuild_gives_a_labelled_answer(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(exact3, "load_or_build", lambda *a, **k: bytes(362880))
    result = solver.solve(board_3x3(), folder=str(tmp_path))
    assert not result.optimal
    assert apply_tiles(board_3x3(), result.tiles).is_solved


# --- 4x4 pattern databases --------------------------------------------------------------


def korf_tables(folder: Path, tables: Path) -> None:
    """The three databases built once for the suite (test_solver keeps them), copied here."""
    solver.tables_4x4(str(tables))
    folder.mkdir(exist_ok=True)
    for group in solver.GROUPS_4X4:
        shutil.copy(tables / pdb.file_name(group), folder)


def solved_placement() -> int:
    """Where the small group's solved placement sits in its compact table."""
    home = sum(pdb.goal_cell(t) * 16 ** (2 - i) for i, t in enumerate(SMALL_GROUP))
    return list(pdb.placements(len(SMALL_GROUP))).index(home)


CHANGES_4X4: dict[str, Callable[[bytes], bytes]] = {
    "zeroed": lambda table: bytes(len(table)),
    "inadmissible (every value + 3)": lambda table: bytes(min(254, v + 3) for v in table),
    "solved placement raised": lambda table: (
        table[: solved_placement()] + bytes([9]) + table[solved_placement() + 1 :]
    ),
}


@pytest.mark.parametrize("change", CHANGES_4X4, ids=list(CHANGES_4X4))
def test_a_damaged_pattern_table_is_detected_and_rebuilt(
    invoke: Invoke, tmp_path: Path, change: str, table_folder: Path
) -> None:
    folder = tmp_path / "cache"
    korf_tables(folder, table_folder)
    cached = folder / pdb.file_name(SMALL_GROUP)
    pristine = cached.read_bytes()
    head = offset_of(cached, 0)
    damaged = pristine[:head] + CHANGES_4X4[change](pristine[head:])
    assert damaged != pristine
    cached.write_bytes(damaged)
    assert invoke("puzzle", "new", "--board", BOARD_4X4, "-q").exit_code == 0
    result = invoke("puzzle", "hint", env={"SPIEL_CACHE_DIR": str(folder)})
    assert result.exit_code == 0
    assert "41 moves to go (proven shortest)" in result.stdout
    assert result.stderr.splitlines()[0] == (
        f"The cached table {cached} is damaged (its checksum does not match); building it again."
    )
    assert cached.read_bytes() == pristine


def test_a_4x4_search_that_goes_wrong_in_memory_rebuilds_its_tables(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, table_folder: Path
) -> None:
    korf_tables(tmp_path, table_folder)
    real = solver.tables_4x4
    fresh_calls: list[bool] = []

    def tables(
        folder: str, progress: object = None, notify: object = None, fresh: bool = False
    ) -> list[solver.Table]:
        fresh_calls.append(fresh)
        good = real(folder)
        return good if fresh else [bytes(len(t)) for t in good]  # zero: "solved" at once

    monkeypatch.setattr(solver, "tables_4x4", tables)
    board = parse_board(BOARD_4X4)[0]
    notes: list[str] = []
    result = solver.solve(board, folder=str(tmp_path), notify=notes.append)
    assert result.optimal and len(result.tiles) == 41
    assert apply_tiles(board, result.tiles).is_solved
    assert fresh_calls == [False, True]
    assert len(notes) == 4 and all("(it contradicted itself in use)" in n for n in notes)


def test_a_zeroed_table_in_memory_cannot_hang_the_search() -> None:
    board = parse_board(BOARD_4X4)[0]
    zero = [bytes(16**6), bytes(16**6), bytes(16**3)]
    tiles = ida.pattern_search(board, solver.GROUPS_4X4, zero, ida.Search(None))
    assert not solver.solves(board, tiles)  # caught by the solver, as above


def test_a_damaged_lookup_cache_is_derived_again(
    invoke: Invoke, tmp_path: Path, table_folder: Path
) -> None:
    folder = tmp_path / "cache"
    korf_tables(folder, table_folder)
    solver.tables_4x4(str(folder))  # derives the lookup file from the compact ones
    lookup = folder / tables4.lookup_name()
    pristine = lookup.read_bytes()
    head = offset_of(lookup, 0)
    lookup.write_bytes(pristine[:head] + bytes(len(pristine) - head))
    assert invoke("puzzle", "new", "--board", BOARD_4X4, "-q").exit_code == 0
    result = invoke("puzzle", "hint", env={"SPIEL_CACHE_DIR": str(folder)})
    assert result.exit_code == 0
    assert "41 moves to go (proven shortest)" in result.stdout
    assert result.stderr.splitlines() == [
        f"The cached table {lookup} is damaged (its checksum does not match); building it again."
    ]
    assert lookup.read_bytes() == pristine
