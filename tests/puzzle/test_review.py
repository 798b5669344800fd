"""``spiel puzzle review``: distances move by move; moves = start - now + 2 x wasted."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from kniffel_cli.puzzle import ida, solver
from kniffel_cli.puzzle.board import Board
from kniffel_cli.puzzle.review import review
from tests.helpers import Invoke, json_view


def new(invoke: Invoke, *args: str) -> None:
    result = invoke("puzzle", "new", "--seed", "rv", "-q", "--force", *args)
    assert result.exit_code == 0, result.stderr


@pytest.mark.slow
def test_random_walks_add_up_on_3x3(invoke: Invoke) -> None:
    for seed in range(6):
        new(invoke, "--size", "3", "--seed", f"walk{seed}")
        choose = random.Random(seed)
        for _ in range(12):
            tiles = json_view(invoke, "puzzle", "show")["board"]
            gap_row = next(r for r, row in enumerate(tiles) if None in row)
            gap_col = tiles[gap_row].index(None)
            near = [
                tiles[r][c]
                for r, c in (
                    (gap_row - 1, gap_col),
                    (gap_row + 1, gap_col),
                    (gap_row, gap_col - 1),
                    (gap_row, gap_col + 1),
                )
                if 0 <= r < 3 and 0 <= c < 3
            ]
            if invoke("puzzle", "slide", choose.choice(near), "-q").exit_code != 0:
                break  # solved on the way
        data = json_view(invoke, "puzzle", "review")
        assert data["proven"] is True
        assert (
            data["move_count"]
            == data["start_distance"] - data["distance_now"] + 2 * data["wasted_moves"]
        )
        distances = [data["start_distance"]] + [s["distance"] for s in data["moves"]]
        assert all(abs(a - b) == 1 for a, b in zip(distances, distances[1:], strict=False))
        assert [s["wasted"] for s in data["moves"]] == [
            b > a for a, b in zip(distances, distances[1:], strict=False)
        ]


@pytest.mark.slow
def test_a_solved_game_without_waste_and_one_slide_away_and_back(invoke: Invoke) -> None:
    new(invoke, "--size", "3", "--board", "BFC/EHD/.AG")
    assert invoke("puzzle", "solve", "--apply", "-q").exit_code == 0
    direct = json_view(invoke, "puzzle", "review")
    assert direct["wasted_moves"] == 0 and direct["move_count"] == direct["start_distance"] == 22
    new(invoke, "--size", "3", "--board", "BFC/EHD/.AG")
    assert invoke("puzzle", "slide", "A", "A", "-q").exit_code == 0  # away and back
    assert invoke("puzzle", "solve", "--apply", "-q").exit_code == 0
    before = Path("puzzle.json").read_bytes()
    data = json_view(invoke, "puzzle", "review")
    assert Path("puzzle.json").read_bytes() == before
    assert data["wasted_moves"] == 1 and data["move_count"] == 24 == data["start_distance"] + 2
    assert data["moves"][:2] == [
        {"move": 1, "tile": "A", "distance": 21, "wasted": False},
        {"move": 2, "tile": "A", "distance": 22, "wasted": True},
    ]
    lines = invoke("puzzle", "review").stdout.splitlines()
    assert lines[0] == "Review: the start was 22 moves from solved; 24 moves made, 1 wasted."
    assert lines[-1] == "moves = distance at start + 2 x wasted: 24 = 22 + 2 x 1"
    german = invoke("--lang", "de", "puzzle", "review")
    assert german.stdout.splitlines()[-1] == (
        "Züge = Abstand am Anfang + 2 × verschenkt: 24 = 22 + 2 × 1"
    )
    json_de = invoke("--lang", "de", "puzzle", "review", "--format", "json").stdout
    assert json_de == invoke("puzzle", "review", "--format", "json").stdout


@pytest.mark.slow
def test_undone_moves_are_not_graded(invoke: Invoke) -> None:
    new(invoke, "--size", "3", "--board", "BFC/EHD/.AG")
    invoke("puzzle", "slide", "A", "G", "-q")
    invoke("puzzle", "undo", "1", "-q")
    data = json_view(invoke, "puzzle", "review")
    assert data["move_count"] == 1 and [s["tile"] for s in data["moves"]] == ["A"]


def test_4x4_with_the_tables(
    invoke: Invoke, table_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SPIEL_CACHE_DIR", str(table_folder))
    new(invoke, "--board", "AJKF/MHDL/EBIO/.NGC")
    assert invoke("puzzle", "slide", "E", "E", "-q").exit_code == 0
    assert invoke("puzzle", "solve", "--apply", "-q").exit_code == 0
    data = json_view(invoke, "puzzle", "review")
    assert data["start_distance"] == 41 and data["wasted_moves"] == 1 and data["move_count"] == 43
    assert data["proven"] is True and data["distance_now"] == 0


def test_out_of_time_is_said_not_guessed(
    invoke: Invoke, table_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SPIEL_CACHE_DIR", str(table_folder))
    new(invoke, "--board", "MFHL/ON.J/KGDE/IACB")  # Korf's #1: 57 moves
    invoke("puzzle", "slide", "J", "-q")

    def out_of_time(*args: object) -> list[int]:
        raise ida.OutOfTime  # as on a machine too slow for 0.1 s

    monkeypatch.setattr(solver, "optimal_4x4", out_of_time)
    data = json_view(invoke, "puzzle", "review", "--max-seconds", "0.1")
    assert data["proven"] is False and data["start_distance"] is None
    assert data["moves"] == [{"move": 1, "tile": "J", "distance": None, "wasted": None}]
    assert data["wasted_moves"] is None  # unknown, not none


def test_larger_boards_against_the_lower_bound(
    invoke: Invoke, table_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SPIEL_CACHE_DIR", str(table_folder))  # solve's inner 4x4 uses them
    new(invoke, "--size", "5")
    invoke("puzzle", "solve", "--apply", "-q", "--max-seconds", "0.5")
    data = json_view(invoke, "puzzle", "review", "--max-seconds", "0.5")
    assert data["start_distance"] is None and data["proven"] is False
    assert data["move_count"] >= data["lower_bound"] > 0
    text = invoke("puzzle", "review", "--max-seconds", "0.5").stdout
    assert text.startswith("Exact distances are out of reach on a 5x5 board:")


def test_the_core_refuses_a_distance_that_jumps() -> None:
    start = Board.solved(3).move(8)  # one move from solved

    def wrong(board: Board, at_least: int) -> list[int] | None:
        return [] if board.is_solved else [8, 8, 8]  # lengths 3 and then 0: not one apart

    with pytest.raises(ValueError):
        review(Board.solved(3).move(8).move(5), [5, 8], wrong)
    assert review(start, [], lambda board, at_least: [8]).start == 1


def test_review_needs_a_game(invoke: Invoke) -> None:
    result = invoke("puzzle", "review")
    assert result.exit_code == 3
