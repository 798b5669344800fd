"""Singular and plural: "take 1", "after 1 round", "(1 move)", "1 point"."""

from __future__ import annotations

from kniffel_cli.common.formatting import take_range
from kniffel_cli.kniffel import view as kniffel_view
from kniffel_cli.kniffel.game import KniffelGame
from kniffel_cli.puzzle.errors import NothingToSolveError, PuzzleSolvedError
from kniffel_cli.streichholz.errors import NotEnoughLeftError, TooManyError
from tests.helpers import Invoke


def test_take_range() -> None:
    assert (take_range(1), take_range(2), take_range(3)) == ("take 1", "take 1 or 2", "take 1 to 3")


def test_matchstick_words() -> None:
    assert NotEnoughLeftError(count=2, matches=1, limit=1).message == "only 1 match left; take 1"
    assert (
        TooManyError(count=2, max_take=1, limit=1).message
        == "at most 1 match may be taken at once; take 1"
    )
    assert (
        TooManyError(count=4, max_take=3, limit=3).message
        == "at most 3 matches may be taken at once; take 1 to 3"
    )


def test_puzzle_words() -> None:
    assert PuzzleSolvedError(moves=1).message.startswith("the puzzle is solved (1 move);")
    assert NothingToSolveError(moves=2).message.startswith("the puzzle is solved (2 moves);")


def test_a_one_round_game(invoke: Invoke) -> None:
    game = KniffelGame(["Anna", "Bob"], seed="g", rounds=1, rolls_per_turn=1)
    status = kniffel_view._status(game)
    assert status.endswith("no roll yet (1 roll left)")
    for _ in game.players:
        game.roll()
        game.take("ones")
    assert game.finished
    assert " after 1 round - " in kniffel_view._status(game)


def test_the_matchstick_status_with_one_to_take(invoke: Invoke) -> None:
    assert invoke("streichholz", "new", "--matches", "9", "--max-take", "1", "-q").exit_code == 0
    assert "your turn: take 1\n" in invoke("streichholz", "show").stdout
