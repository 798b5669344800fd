"""``-q``: only errors are printed; the exit status and the JSON view still tell everything."""

from __future__ import annotations

import json

import pytest

from tests.helpers import Invoke, kniffel_game


def _silent(invoke: Invoke, *args: str) -> None:
    result = invoke(*args, "-q")
    assert result.exit_code == 0, result.stderr
    assert (result.stdout, result.stderr) == ("", "")


VIEWS = ["table", "json", "quiet"]


def ended(invoke: Invoke, view: str, *args: str) -> str:
    """Run the command that ends a game; the end line on stderr (the table's status line says
    it: not again on stderr; after a JSON view it is the one place that says it in words)."""
    if view == "quiet":
        _silent(invoke, *args)
        return ""
    as_json = ["--format", "json"] if view == "json" else []
    result = invoke(*args, *as_json)
    assert result.exit_code == 0, result.stderr
    if view == "table":
        assert result.stderr == ""
        return result.stdout.splitlines()[0]
    return result.stderr


@pytest.mark.parametrize("view", VIEWS)
def test_game_over_in_kniffel(invoke: Invoke, view: str) -> None:
    kniffel_game(invoke, "--rounds", "1")
    assert invoke("kniffel", "roll", "-q").exit_code == 0
    said = ended(invoke, view, "kniffel", "take", "chance")
    if view == "table":
        assert said.startswith("Game over after 1 round - winner: Player 1 (")
    elif view == "json":
        assert said.startswith("Game over: Player 1 scores ")
    data = json.loads(invoke("kniffel", "show", "--format", "json").stdout)
    assert data["finished"] is True


@pytest.mark.parametrize("view", VIEWS)
def test_solved_in_the_puzzle(invoke: Invoke, view: str) -> None:
    assert invoke("puzzle", "new", "--board", "ABCD/EFGH/IJKL/MN.O", "-q").exit_code == 0
    said = ended(invoke, view, "puzzle", "slide", "O")
    wanted = {"table": "Buchstabenpuzzle 4x4 - solved in 1 move", "json": "Solved in 1 move!\n"}
    assert said == wanted.get(view, "")


@pytest.mark.slow
def test_solve_apply_is_silent(invoke: Invoke) -> None:
    assert invoke("puzzle", "new", "--board", "ABC/DEF/G.H", "-q").exit_code == 0
    _silent(invoke, "puzzle", "solve", "--apply")
    assert json.loads(invoke("puzzle", "show", "--format", "json").stdout)["solved"] is True


@pytest.mark.parametrize("view", VIEWS)
def test_the_end_of_a_matchstick_game(invoke: Invoke, view: str) -> None:
    start = ("streichholz", "new", "--seed", "q", "--matches", "9", "--level", "perfect", "-q")
    assert invoke(*start).exit_code == 0
    said = ""
    while not json.loads(invoke("streichholz", "show", "--format", "json").stdout)["finished"]:
        said = ended(invoke, view, "streichholz", "take", "1")
    if view != "quiet":
        assert ("You won" in said) or ("The computer won" in said), said


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
