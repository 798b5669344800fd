"""Text from files, arguments and the environment never reaches the terminal raw.

Every message line passes through ``escape`` in one place (``view.message``, which
``Error: ...`` lines use too), so these tests try each way a value can get quoted.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from kniffel_cli.common.output import message
from kniffel_cli.common.text import escape
from tests.helpers import Invoke, read_state, refused, write_state

OSC = "\x1b]0;pwned\x07"  # sets the terminal's title
RAW = ("\x1b", "\x07", "\x9b")
STARTS = {
    "kniffel": ["new", "--seed", "s"],
    "streichholz": ["new", "--seed", "s", "--matches", "20"],
    "puzzle": ["new", "--board", "ABCD/EFGH/IJKL/MN.O"],
}


def clean(line: str) -> bool:
    return not any(char in line for char in RAW)


@pytest.mark.parametrize("game", list(STARTS))
def test_an_unknown_field_from_the_file_is_escaped(invoke: Invoke, game: str) -> None:
    invoke(game, *STARTS[game], "-q")
    data = read_state(f"{game}.json")
    data[OSC] = 1
    write_state(f"{game}.json", data)
    line = refused(invoke, 3, game, "show")
    assert clean(line) and "unknown field '\\x1b]0;pwned\\x07'" in line


def test_a_field_value_from_the_file_is_escaped(invoke: Invoke) -> None:
    invoke("kniffel", *STARTS["kniffel"], "-q")
    data = read_state("kniffel.json")
    data["rolls_per_turn"] = OSC + "\x9b"
    write_state("kniffel.json", data)
    line = refused(invoke, 3, "kniffel", "show")
    assert clean(line) and "\\x1b]0;pwned\\x07\\x9b" in line


@pytest.mark.parametrize(
    ("code", "args", "env"),
    [
        (2, ["show", OSC], {}),  # click's "Got unexpected extra argument"
        (3, ["show", "-f", OSC], {}),
        (3, ["roll", "-f", OSC], {}),
        (2, ["roll", "--keep", OSC], {}),
        (3, ["show"], {"SPIEL_KNIFFEL_FILE": OSC}),
    ],
)
def test_arguments_and_environment_are_escaped(
    invoke: Invoke, code: int, args: list[str], env: dict[str, str]
) -> None:
    result = invoke("kniffel", *args, env=env)
    assert result.exit_code == code
    assert clean(result.stderr) and len(result.stderr.splitlines()) == 1
    assert result.stderr.startswith("Error: ")


def test_a_path_that_is_not_utf8(invoke: Invoke) -> None:
    name = os.fsdecode(b"\xff\x9b.json")  # '\udcff\udc9b.json'
    result = invoke("kniffel", "show", "-f", name)
    assert result.exit_code == 3
    assert result.stderr.startswith("Error: '\\xff\\x9b.json' does not exist")
    invoke("kniffel", *STARTS["kniffel"], "-q", "-f", name)
    assert os.path.exists(name)
    assert invoke("kniffel", "roll", "-q", "-f", name).exit_code == 0


@pytest.mark.slow
def test_a_non_utf8_argument_in_a_real_process(tmp_path: Path) -> None:
    done = subprocess.run(
        [b"spiel", b"kniffel", b"show", b"-f", b"\xff\x1b.json"], capture_output=True, check=False
    )
    assert done.returncode == 3
    assert done.stderr == b"Error: '\\xff\\x1b.json' does not exist; start a game with " + (
        b"'spiel kniffel new'\n"
    )


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("plain Straße", "plain Straße"),
        ("\x1b]0;x\x07", "\\x1b]0;x\\x07"),
        ("c1 \x9b31m", "c1 \\x9b31m"),
        ("lone \udcff", "lone \\xff"),
        ("bidi \u202e", "bidi \\u202e"),
    ],
)
def test_escape(text: str, shown: str) -> None:
    assert escape(text) == shown


def test_message_escapes_the_whole_line(capsys: pytest.CaptureFixture[str]) -> None:
    message(f"Recorded {OSC}: 200 points")
    assert capsys.readouterr().err == "Recorded \\x1b]0;pwned\\x07: 200 points\n"
