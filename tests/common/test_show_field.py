"""``show --field PATH``: fields of the JSON view by dotted path as plain text, for scripts."""

from __future__ import annotations

import json

import pytest

from kniffel_cli.common.formatting import field_text
from tests.helpers import Invoke, json_view, kniffel_game, refused, unversioned

STARTS = {
    "kniffel": ["new", "--seed", "f", "--players", "Anna,Bob"],
    "streichholz": ["new", "--seed", "f", "--matches", "17"],
    "puzzle": ["new", "--board", "ABCD/EFGH/IJKL/MN.O"],
}
# Kniffel's chances of winning would build the strategy's tables (test_chance.py shows them).
SHOW = {"kniffel": ["show"], "streichholz": ["show"], "puzzle": ["show"]}


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
    data = unversioned(json_view(invoke, game, *SHOW[game]))  # a field of the view, not the line
    for name, value in data.items():
        result = invoke(game, *SHOW[game], "--field", name)
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
    for name in unversioned(json_view(invoke, game, *SHOW[game])):
        assert name in line


def test_a_missing_file_is_still_exit_3(invoke: Invoke) -> None:
    refused(invoke, 3, "puzzle", "show", "--field", "solved")


def test_quiet_prints_no_field(invoke: Invoke) -> None:
    invoke("puzzle", *STARTS["puzzle"], "-q")
    result = invoke("puzzle", "show", "--field", "move_count", "-q")
    assert (result.exit_code, result.stdout, result.stderr) == (0, "", "")


def test_a_dotted_path_reaches_into_objects_and_lists(invoke: Invoke) -> None:
    kniffel_game(invoke, "--players", "Anna,Bob")
    invoke("kniffel", "roll", "-q")
    data = json_view(invoke, "kniffel", *SHOW["kniffel"])

    def field(path: str) -> str:
        result = invoke("kniffel", *SHOW["kniffel"], "--field", path)
        assert (result.exit_code, result.stderr) == (0, ""), result.stderr
        return result.stdout

    assert field("players.0.total") == "0\n"
    assert field("players.1.name") == "Bob\n"
    assert field("options.chance") == f"{sum(data['dice'])}\n"
    assert field("dice.4") == f"{data['dice'][4]}\n"
    assert field("players.0.scores.ones") == "null\n"
    assert json.loads(field("players.1")) == data["players"][1]
    assert field("dice") == json.dumps(data["dice"], separators=(",", ":")) + "\n"
    invoke("puzzle", *STARTS["puzzle"], "-q")
    assert invoke("puzzle", "show", "--field", "board.3").stdout == '["M","N",null,"O"]\n'
    assert invoke("puzzle", "show", "--field", "board.3.2").stdout == "null\n"


def test_several_fields_print_one_line_each_in_the_order_given(invoke: Invoke) -> None:
    kniffel_game(invoke, "--players", "Anna,Bob")
    result = invoke(
        "kniffel", "show", "--field", "round", "--field", "players.1.name", "--field", "winners"
    )
    assert (result.exit_code, result.stdout, result.stderr) == (0, "1\nBob\n[]\n", "")


@pytest.mark.parametrize(
    ("path", "problem"),
    [
        (
            "players.0.nope",
            "no field 'nope' in 'players.0'; choose 'name', 'scores', 'kniffels', 'upper', "
            "'bonus', 'lower', 'yahtzee_bonus', 'total' or 'chance'",
        ),
        ("players.2", "no item '2' in 'players'; choose an index from 0 to 1"),
        ("players.first", "no item 'first' in 'players'; choose an index from 0 to 1"),
        ("players.-1", "no item '-1' in 'players'; choose an index from 0 to 1"),
        ("dice.0", "no item '0' in 'dice': it is empty"),
        ("round.x", "no field 'x' in 'round': it is 1, not an object or a list"),
        (
            "players.1.name.x",
            "no field 'x' in 'players.1.name': it is Bob, not an object or a list",
        ),
        ("options.chance", "no field 'chance' in 'options': it is empty"),
        ("players..total", "no item '' in 'players'; choose an index from 0 to 1"),
    ],
)
def test_a_path_that_leads_nowhere_is_exit_2_naming_what_is_there(
    invoke: Invoke, path: str, problem: str
) -> None:
    kniffel_game(invoke, "--players", "Anna,Bob")
    line = refused(invoke, 2, "kniffel", "show", "--field", "round", "--field", path)
    assert (
        line == f"Error: Invalid value for '--field': {problem} (see 'spiel kniffel show --help')"
    )


def test_the_errors_speak_german_too(invoke: Invoke) -> None:
    kniffel_game(invoke, "--players", "Anna,Bob")
    result = invoke("--lang", "de", "kniffel", "show", "--field", "players.2")
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == (
        "Fehler: Ungültiger Wert für „--field“: Kein Element „2“ in „players“; wähle einen "
        "Index von 0 bis 1 (siehe „spiel kniffel show --help“)\n"
    )
    unknown = invoke("--lang", "de", "kniffel", "show", "--field", "players.0.nope")
    assert unknown.stderr == (
        "Fehler: Ungültiger Wert für „--field“: Kein Feld „nope“ in „players.0“; wähle "
        "„name“, „scores“, „kniffels“, „upper“, „bonus“, „lower“, „yahtzee_bonus“, „total“ "
        "oder „chance“ (siehe „spiel kniffel show --help“)\n"
    )
