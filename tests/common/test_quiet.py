"""``-q``: only errors are printed; the exit status and the JSON view still tell everything."""

from __future__ import annotations

import json

import pytest

from tests.helpers import Invoke, kniffel_game


def _silent(invoke: Invoke, *args: str) -> None:
    result = invoke(*args, "-q")
    assert result.exit_code == 0, result.stderr
    assert (result.stdout, result.stderr) == ("", "")


@pytest.mark.parametrize("quiet", [False, True])
def test_game_over_in_kniffel(invoke: Invoke, quiet: bool) -> None:
    kniffel_game(invoke, "--rounds", "1")
    assert invoke("kniffel", "roll", "-q").exit_code == 0
    if quiet:
        _silent(invoke, "kniffel", "take", "chance")
    else:
        result = invoke("kniffel", "take", "chance")
        assert result.stderr.startswith("Game over: Player 1 scores ")
    data = json.loads(invoke("kniffel", "show", "--format", "json").stdout)
    assert data["finished"] is True


@pytest.mark.parametrize("quiet", [False, True])
def test_solved_in_the_puzzle(invoke: Invoke, quiet: bool) -> None:
    assert invoke("puzzle", "new", "--board", "ABCD/EFGH/IJKL/MN.O", "-q").exit_code == 0
    if quiet:
        _silent(invoke, "puzzle", "slide", "O")
    else:
        assert invoke("puzzle", "slide", "O").stderr == "Solved in 1 move!\n"


@pytest.mark.slow
def test_solve_apply_is_silent(invoke: Invoke) -> None:
    assert invoke("puzzle", "new", "--board", "ABC/DEF/G.H", "-q").exit_code == 0
    _silent(invoke, "puzzle", "solve", "--apply")
    assert json.loads(invoke("puzzle", "show", "--format", "json").stdout)["solved"] is True


@pytest.mark.parametrize("quiet", [False, True])
def test_the_end_of_a_matchstick_game(invoke: Invoke, quiet: bool) -> None:
    start = ("streichholz", "new", "--seed", "q", "--matches", "9", "--level", "perfect", "-q")
    assert invoke(*start).exit_code == 0
    moves = []
    while not json.loads(invoke("streichholz", "show", "--format", "json").stdout)["finished"]:
        if quiet:
            _silent(invoke, "streichholz", "take", "1")
        else:
            moves.append(invoke("streichholz", "take", "1"))
    if not quiet:
        assert moves[-1].stderr.startswith(("You won", "The computer won"))


def test_highscore_add_is_silent(invoke: Invoke) -> None:
    kniffel_game(invoke, "--rounds", "1")
    assert invoke("kniffel", "roll", "-q").exit_code == 0
    assert invoke("kniffel", "take", "chance", "-q").exit_code == 0
    _silent(invoke, "kniffel", "highscore", "add", "--highscore-file", "h.json")
    listed = invoke(
        "kniffel", "highscore", "--highscore-file", "h.json", "--format", "json", "--all"
    )
    assert len(json.loads(listed.stdout)["entries"]) == 1


def test_errors_are_still_printed(invoke: Invoke) -> None:
    kniffel_game(invoke)
    result = invoke("kniffel", "take", "chance", "-q")
    assert result.exit_code == 1
    assert result.stdout == "" and result.stderr.startswith("Error: ")
