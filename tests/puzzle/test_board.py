"""Board rules: solvability, slides and runs, parsing."""

from __future__ import annotations

from collections import deque

import pytest

from kniffel_cli.common.errors import InputError
from kniffel_cli.common.randomness import SeededRandom
from kniffel_cli.puzzle.board import Board, default_alphabet, parse_board


def reachable_3x3() -> set[tuple[int, ...]]:
    start = Board.solved(3)
    seen = {start.cells}
    queue = deque([start])
    while queue:
        board = queue.popleft()
        for tile in board.movable():
            following = board.move(tile)
            if following.cells not in seen:
                seen.add(following.cells)
                queue.append(following)
    return seen


@pytest.mark.slow
def test_solvability_on_3x3_matches_a_breadth_first_search() -> None:
    import itertools

    reachable = reachable_3x3()
    assert len(reachable) == 181440
    for cells in itertools.islice(itertools.permutations(range(9)), 0, 362880, 97):
        assert Board(3, cells).is_solvable == (cells in reachable)


@pytest.mark.parametrize("size", [4, 5, 6])
def test_random_walks_stay_solvable_and_one_swap_breaks_it(size: int) -> None:
    random = SeededRandom(f"walk {size}")
    board = Board.solved(size)
    for _ in range(200):
        board = board.move(random.choice(board.movable()))
        assert board.is_solvable
        cells = list(board.cells)
        a, b = [i for i, t in enumerate(cells) if t][:2]
        cells[a], cells[b] = cells[b], cells[a]
        assert not Board(size, tuple(cells)).is_solvable


def test_runs_and_directions() -> None:
    board, alphabet = parse_board("ABC/DEF/GH.")
    letter = {c: alphabet.index(c) + 1 for c in alphabet}
    assert board.run(letter["G"]) == [letter["H"], letter["G"]]  # the row, nearest first
    assert board.run(letter["C"]) == [letter["F"], letter["C"]]  # the column
    assert board.run(letter["A"]) == []  # out of line
    assert board.tile_for("down") == letter["F"]
    assert board.tile_for("right") == letter["H"]
    assert board.tile_for("up") is None and board.tile_for("left") is None


def test_notation_round_trip() -> None:
    board, alphabet = parse_board("MFHL/ON.J/KGDE/IACB")
    assert board.notation(alphabet) == "MFHL/ON.J/KGDE/IACB"
    assert alphabet == default_alphabet(4) == "ABCDEFGHIJKLMNO"
    assert default_alphabet(6) == "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghi"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("AB/C.", "3 to 6 rows"),
        ("ABC/DEF/GH", "row 3 of the board has 2 cells"),
        ("ABC/DEF/GHH", "exactly one gap"),
        ("ABC/DEF/GZ.", "'Z' is not a tile"),
        ("ABC/DEF/GG.", "stands twice"),
        ("BAC/DEF/GH.", "cannot be solved"),
        ("ABCD/EFGH/IJKL/MON.", "cannot be solved"),
    ],
)
def test_bad_boards(text: str, message: str) -> None:
    with pytest.raises(InputError, match=message):
        parse_board(text)


def test_custom_alphabet() -> None:
    board, alphabet = parse_board("123/456/78.", "12345678")
    assert board.is_solved and alphabet == "12345678"
    with pytest.raises(InputError, match="twice"):
        parse_board("123/456/78.", "12345677")
    with pytest.raises(InputError, match="may not contain"):
        parse_board("123/456/78.", "1234567.")
