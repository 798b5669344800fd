"""``show --field NAME``: one top-level field of the JSON view as plain text, for scripts."""

from __future__ import annotations

import json

import pytest

from kniffel_cli.common.formatting import field_text
from tests.helpers import Invoke, json_view, kniffel_game, refused

STARTS = {
    "kniffel": ["new", "--seed", "f", "--players", "Anna,Bob"],
    "streichholz": ["new", "--seed", "f", "--matches", "17"],
    "puzzle": ["new", "--board", "ABCD/EFGH/IJKL/MN.O"],
}


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (True, "true"),
        (False, "false"),
        (None, "null"),
        (17, "17"),
        (231.5, "231.5"),
        ("Anna", "Anna"),
        ("\x1b[2J", "\\x1b[2J"),
        ([1, 4], "[1,4]"),
        ({"by": "player", "took": 2}, '{"by":"player","took":2}'),
        (["Ä", None], '["Ä",null]'),
    ],
)
def test_a_value_as_text(value: object, text: str) -> None:
    assert field_text(value) == text


@pytest.mark.parametrize("game", sorted(STARTS))
def test_every_field_of_every_game(invoke: Invoke, game: str) -> None:
    assert invoke(game, *STARTS[game], "-q").exit_code == 0
    data = json_view(invoke, game, "show")
    for name, value in data.items():
        result = invoke(game, "show", "--field", name)
        assert result.exit_code == 0, result.stderr
        assert result.stdout == field_text(value) + "\n"
        assert result.stderr == ""
        if not isinstance(value, str):
            assert json.loads(result.stdout) == value


def test_the_simple_questions(invoke: Invoke) -> None:
    kniffel_game(invoke, "--players", "Anna,Bob")
    invoke("kniffel", "roll", "-q")
    assert invoke("kniffel", "show", "--field", "finished").stdout == "false\n"
    assert invoke("kniffel", "show", "--field", "round").stdout == "1\n"
    assert invoke("kniffel", "show", "--field", "rolls_left").stdout == "2\n"
    invoke("streichholz", *STARTS["streichholz"], "-q")
    assert invoke("streichholz", "show", "--field", "matches").stdout == "17\n"
    assert invoke("streichholz", "show", "--field", "winner").stdout == "null\n"
    invoke("puzzle", *STARTS["puzzle"], "-q")
    invoke("puzzle", "slide", "O", "-q")
    assert invoke("puzzle", "show", "--field", "solved").stdout == "true\n"


@pytest.mark.parametrize("game", sorted(STARTS))
def test_an_unknown_field_is_a_usage_error_listing_the_known_ones(
    invoke: Invoke, game: str
) -> None:
    assert invoke(game, *STARTS[game], "-q").exit_code == 0
    line = refused(invoke, 2, game, "show", "--field", "nope")
    assert "'nope'" in line
    for name in json_view(invoke, game, "show"):
        assert name in line


def test_a_missing_file_is_still_exit_3(invoke: Invoke) -> None:
    refused(invoke, 3, "puzzle", "show", "--field", "solved")


def test_quiet_prints_no_field(invoke: Invoke) -> None:
    invoke("puzzle", *STARTS["puzzle"], "-q")
    result = invoke("puzzle", "show", "--field", "move_count", "-q")
    assert (result.exit_code, result.stdout, result.stderr) == (0, "", "")
