"""Under ``--format json`` a refused command prints one JSON line on stderr: code, message,
facts; the code and facts are the same in every language."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import Invoke, read_state, write_state


def refused_json(invoke: Invoke, code: int, *args: str) -> dict[str, Any]:
    """Run a command that must fail with ``code``; its one JSON line, parsed."""
    result = invoke(*args)
    assert result.exit_code == code, result.stderr
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    data: dict[str, Any] = json.loads(lines[0])
    assert data["exit"] == code
    error: dict[str, Any] = data["error"]
    return error


def test_a_rule_error_is_its_code_message_and_facts(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "1", "--players", "Anna", "-q")
    before = Path("kniffel.json").read_bytes()
    error = refused_json(invoke, 1, "kniffel", "take", "chance", "--format", "json")
    assert error == {
        "code": "not_rolled",
        "message": "Anna has not rolled in round 1 yet; roll first",
        "player": "Anna",
        "round": 1,
    }
    assert Path("kniffel.json").read_bytes() == before


@pytest.mark.parametrize(
    ("args", "facts"),
    [
        (("kniffel", "roll", "--keep", "7"), {"option": "--keep"}),
        (("kniffel", "roll", "--kep", "1"), {"option": "--kep"}),
        (("kniffel", "take"), {"argument": "CATEGORY"}),
        (("kniffel", "tkae"), {"command": "tkae"}),
        (("streichholz", "take", "x"), {"argument": "N"}),
    ],
)
def test_a_usage_error_names_what_is_wrong(
    invoke: Invoke, args: tuple[str, ...], facts: dict[str, str]
) -> None:
    error = refused_json(invoke, 2, *args, "--format", "json")
    assert error["code"] == "usage"
    assert {key: error[key] for key in facts} == facts
    assert error["message"]


def test_the_option_may_come_first_or_as_one_word(invoke: Invoke) -> None:
    error = refused_json(invoke, 2, "kniffel", "--format=JSON", "roll", "--keep", "0")
    assert error["code"] == "usage"


def test_a_missing_state_file(invoke: Invoke) -> None:
    error = refused_json(invoke, 3, "kniffel", "show", "--format", "json")
    assert error == {
        "code": "missing_state_file",
        "message": "'kniffel.json' does not exist; start a game with 'spiel kniffel new'",
        "name": "kniffel.json",
        "game": "kniffel",
    }


def test_an_invalid_state_file_holds_the_problem_as_data(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "1", "-q")
    invoke("kniffel", "roll", "-q")
    state = read_state("kniffel.json")
    state["history"][0]["action"] = "shake"
    write_state("kniffel.json", state)
    english = refused_json(invoke, 3, "kniffel", "show", "--format", "json")
    assert english["code"] == "invalid_state_file"
    assert english["problem"] == {
        "code": "entry_not_an_action",
        "message": "history entry 1 is no roll, take or undo",
        "entry": 1,
    }
    german = refused_json(invoke, 3, "--lang", "de", "kniffel", "show", "--format", "json")
    assert german["problem"]["message"] == (
        "Verlaufseintrag 1 ist weder ein Wurf noch ein Eintrag noch eine Rücknahme"
    )
    for error in (english, german):
        error.pop("message")
        error["problem"].pop("message")
    assert english == german


def test_the_code_and_facts_do_not_change_with_the_language(invoke: Invoke) -> None:
    invoke("streichholz", "new", "--matches", "20", "--seed", "1", "-q")
    english = refused_json(invoke, 1, "streichholz", "take", "9", "--format", "json")
    german = refused_json(invoke, 1, "--lang", "de", "streichholz", "take", "9", "--format", "json")
    assert english.pop("message") != german.pop("message")
    assert english == german


def test_without_json_the_error_stays_one_line_of_words(invoke: Invoke) -> None:
    result = invoke("kniffel", "roll", "--keep", "7")
    assert result.stderr.startswith("Error: Invalid value for '--keep'")
    assert result.stderr.endswith("(see 'spiel kniffel roll --help')\n")
