"""A terminal whose encoding cannot show every character: what it cannot is replaced.

A Latin-1 or ASCII standard output and a player named 'Łukasz' or with an emoji, or a
puzzle alphabet of such letters: the view shows '?' in their place, JSON escapes them
(``\\u0141``) so the data stays exact, a state on standard output stays UTF-8, and the
exit status is the command's own (the state was saved: 0, not a traceback and 1).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from kniffel_cli.cli import spiel
from tests.helpers import Invoke

# A command for each game whose view holds characters Latin-1 has not (a name, the tiles,
# the lines of a table format): each writes a new state.
STARTS = [
    ("kniffel", "new", "--seed", "s", "--players", "Łukasz,😀"),
    ("streichholz", "new", "--seed", "s", "--matches", "20", "--tablefmt", "fancy_grid"),
    ("puzzle", "new", "--seed", "s", "--size", "3", "--alphabet", "ŁŚŻĆŃĘĄŹ"),
]


def run(charset: str, *args: str) -> Result:
    """``spiel ARGS`` in-process with standard streams of ``charset``."""
    runner = CliRunner(charset=charset)
    return runner.invoke(spiel, list(args), catch_exceptions=False)


@pytest.mark.parametrize("charset", ["latin-1", "cp1252"])
@pytest.mark.parametrize("start", STARTS, ids=[start[0] for start in STARTS])
def test_a_view_the_terminal_cannot_show_is_replaced(
    invoke: Invoke, charset: str, start: tuple[str, ...]
) -> None:
    shown = invoke(*start, "-o", "utf8.json")
    assert shown.exit_code == 0, shown.stderr
    result = run(charset, *start)
    assert result.exit_code == 0, result.stderr
    assert result.stdout_bytes == shown.stdout.encode(charset, "replace")
    assert Path(f"{start[0]}.json").read_bytes() == Path("utf8.json").read_bytes()


@pytest.mark.parametrize("start", STARTS, ids=[start[0] for start in STARTS])
def test_an_ascii_stream_is_taken_for_a_misconfigured_locale(
    invoke: Invoke, start: tuple[str, ...]
) -> None:
    """As click (and Python under the C locale) does: UTF-8 is written, not '?' for every
    letter beyond ASCII."""
    shown = invoke(*start, "-o", "utf8.json")
    result = run("ascii", *start)
    assert result.exit_code == 0, result.stderr
    assert result.stdout_bytes == shown.stdout.encode("utf-8")


@pytest.mark.parametrize("start", STARTS, ids=[start[0] for start in STARTS])
def test_a_json_view_escapes_what_the_terminal_cannot_show(
    invoke: Invoke, start: tuple[str, ...]
) -> None:
    shown = invoke(*start, "-o", "utf8.json", "--format", "json")
    result = run("ascii", *start, "--format", "json")
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout_bytes.decode("ascii")) == json.loads(shown.stdout)


def test_fields_of_the_view(invoke: Invoke) -> None:
    invoke(*STARTS[0], "-q")
    result = run(
        "latin-1",
        "kniffel",
        "show",
        "--field",
        "players.1.name",
        "--field",
        "players",
    )
    assert result.exit_code == 0, result.stderr
    name, players = result.stdout_bytes.decode("latin-1").splitlines()
    assert name == "?"  # text as text: replaced
    assert [player["name"] for player in json.loads(players)] == ["Łukasz", "😀"]  # JSON: exact


def test_a_state_on_standard_output_stays_utf8(invoke: Invoke) -> None:
    invoke(*STARTS[0], "-q")
    before = Path("kniffel.json").read_bytes()
    result = run("ascii", "kniffel", "show", "-f", "kniffel.json", "--format", "json")
    assert result.exit_code == 0
    result = run("ascii", "kniffel", "roll", "-o", "-")
    assert result.exit_code == 0, result.stderr
    state = json.loads(result.stdout_bytes.decode("utf-8"))
    assert state["players"] == ["Łukasz", "😀"]
    assert Path("kniffel.json").read_bytes() == before  # -o -: the file is not written
    view = result.stderr_bytes.decode("utf-8")  # UTF-8 into ASCII (see above)
    assert view.startswith("Round 1 of 13 - Łukasz's turn")


def test_errors_are_replaced_too(invoke: Invoke) -> None:
    invoke(*STARTS[0], "-q")
    result = run("latin-1", "--lang", "de", "kniffel", "take", "Łódź")
    assert result.exit_code == 2
    said = result.stderr_bytes.decode("latin-1")
    assert said.startswith("Fehler: ") and "?ód?" in said and "Große Straße" in said
    result = run("latin-1", "--lang", "de", "kniffel", "take", "Łódź", "--format", "json")
    assert result.exit_code == 2
    error = json.loads(result.stderr_bytes.decode("latin-1"))["error"]
    assert error["text"] == "Łódź" and "Große Straße" in error["message"]


def test_batch_answers_stay_utf8(invoke: Invoke) -> None:
    requests = "new --seed 1 --players Łukasz😀\nshow --field players.0.name\n".encode()
    result = CliRunner(charset="latin-1").invoke(
        spiel, ["kniffel", "batch", "--save", "never"], input=requests
    )
    assert result.exit_code == 0, result.stderr
    answers = result.stdout_bytes.decode("utf-8").splitlines()
    assert json.loads(answers[1])["view"] == "Łukasz😀"


@pytest.mark.slow
def test_a_latin1_terminal_as_a_process(tmp_path: Path) -> None:
    """The real streams (PYTHONIOENCODING as a Latin-1 locale would set them)."""
    env = {**os.environ, "PYTHONIOENCODING": "latin-1"}
    done = subprocess.run(
        [sys.executable, "-m", "kniffel_cli", *STARTS[0]],
        capture_output=True,
        env=env,
        check=False,
    )
    assert (done.returncode, done.stderr) == (0, b"")
    assert b"Round 1 of 13 - ?ukasz's turn" in done.stdout
    done = subprocess.run(
        [sys.executable, "-m", "kniffel_cli", "--lang", "de", "kniffel", "take", "Łódź"],
        capture_output=True,
        env=env,
        check=False,
    )
    assert done.returncode == 2
    assert done.stderr.decode("latin-1").startswith("Fehler: ") and b"?\xf3d?" in done.stderr
