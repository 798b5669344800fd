"""A value of the wrong JSON type in any name-like field of a file is exit 3, never a traceback.

Each of these fields is compared with a set of names (rules, levels, sides,
actions, categories, setups, tiles); a list or an object there must not reach
a ``dict`` lookup, where it would be unhashable.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import Invoke, read_state, refused, write_state

WRONG_TYPES = [[1], {"a": 1}, 7, None]

# How each game's state is made: commands that leave a history with every kind of entry.
SETUPS: dict[str, list[list[str]]] = {
    "kniffel": [
        ["new", "--seed", "v", "--players", "Anna,cpu:random"],
        ["roll"],
        ["roll", "--keep", "1"],
        ["take", "chance"],
    ],
    "streichholz": [["new", "--seed", "v", "--first", "computer"], ["take", "1"]],
    "puzzle": [["new", "--seed", "v", "--size", "3", "--scramble", "5"], ["slide", "up"], ["undo"]],
    "puzzle-board": [["new", "--board", "ABC/DEF/G.H"]],
}

# (state, path to the field, a word the message must contain)
FIELDS: list[tuple[str, tuple[str | int, ...], str]] = [
    ("kniffel", ("format",), "format"),
    ("kniffel", ("game",), "game"),
    ("kniffel", ("rules",), "rules"),
    ("kniffel", ("players", 0), "name"),
    ("kniffel", ("history", 0, "action"), "history entry 1"),
    ("kniffel", ("history", 1, "action"), "history entry 2"),
    ("kniffel", ("history", 2, "action"), "history entry 3"),
    ("kniffel", ("history", 2, "category"), "history entry 3"),
    ("streichholz", ("level",), "level"),
    ("streichholz", ("first",), "first"),
    ("streichholz", ("history", 0, "by"), "history entry 1"),
    ("streichholz", ("history", 1, "by"), "history entry 2"),
    ("puzzle", ("setup",), "setup"),
    ("puzzle", ("setup", "kind"), "setup"),
    ("puzzle", ("alphabet",), "alphabet"),
    ("puzzle", ("history", 0, "by"), "history entry 1"),
    ("puzzle", ("history", 0, "action"), "history entry 1"),
    ("puzzle", ("history", 0, "tiles", 0), "history entry 1"),
    ("puzzle", ("history", 1, "by"), "history entry 2"),
    ("puzzle", ("history", 1, "action"), "history entry 2"),
    ("puzzle-board", ("setup", "kind"), "setup"),
    ("puzzle-board", ("setup", "board"), "board"),
]


def make_state(invoke: Invoke, name: str) -> Path:
    """Play the commands of ``SETUPS[name]``; the state file they leave."""
    game = name.split("-")[0]
    for command in SETUPS[name]:
        result = invoke(game, *command, "-q")
        assert result.exit_code == 0, result.stderr
    return Path(f"{game}.json")


def replace(data: Any, path: tuple[str | int, ...], value: Any) -> None:
    for key in path[:-1]:
        data = data[key]
    data[path[-1]] = value


@pytest.mark.parametrize("value", WRONG_TYPES, ids=json.dumps)
@pytest.mark.parametrize(("state", "path", "word"), FIELDS, ids=lambda v: str(v))
def test_a_wrong_type_in_a_state_field_is_exit_3(
    invoke: Invoke, state: str, path: tuple[str | int, ...], word: str, value: Any
) -> None:
    file = make_state(invoke, state)
    data = read_state(file)
    replace(data, path, value)
    write_state(file, data)
    line = refused(invoke, 3, file.stem, "show")
    assert word in line


@pytest.mark.parametrize("value", WRONG_TYPES, ids=json.dumps)
@pytest.mark.parametrize("field", ["name", "rules", "date", "game"])
def test_a_wrong_type_in_a_highscore_field_is_exit_3(
    invoke: Invoke, field: str, value: Any
) -> None:
    entry = {"name": "A", "score": 1, "rules": "kniffel", "date": "2026-01-01"}
    entry["game"] = "0123456789abcdef"
    entry[field] = value
    scores = Path("scores.json")
    write_state(scores, {"format": "spiel-highscore", "version": 1, "entries": [entry]})
    line = refused(invoke, 3, "kniffel", "highscore", "--highscore-file", str(scores), file=scores)
    assert "entry 1" in line
