"""The rule: every option a command lists changes what that command does.

Two halves. ``OPTIONS`` is the table of every command of every game (batch and the
highscore actions included) and the options it lists: a command that gains or loses one
fails here until the table says so, which is the moment to ask whether it does anything
there. Then the shared options (``-f``, ``-o``, ``--format``, ``--tablefmt``, ``-q``) are
tried on every command that lists them: run with and without, in the same folder, the
output or the files written must differ.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import click
import pytest

from kniffel_cli.cli import spiel
from tests.helpers import Invoke

# Every command and the options it lists (--help and --lang are on all of them).
OPTIONS: dict[str, set[str]] = {
    "spiel": {"--version"},
    "kniffel": set(),
    "kniffel new": {
        *("--players", "--rules", "--rolls", "--rounds", "--points", "--dice", "--seed"),
        "--force",
        *("-f", "-o", "--format", "--tablefmt", "-q"),
    },
    "kniffel roll": {"--keep", "--reroll", "-f", "-o", "--format", "--tablefmt", "-q"},
    "kniffel take": {"-f", "-o", "--format", "--tablefmt", "-q"},
    "kniffel show": {"--field", "--chances", "-f", "--format", "--tablefmt", "-q"},
    "kniffel log": {"-f", "--format", "--tablefmt", "-q", "--chances"},
    "kniffel hint": {"--goal", "-f", "--format", "--tablefmt", "-q"},
    "kniffel review": {"-f", "--format", "--tablefmt", "-q"},
    "kniffel rules": {"--rules", "--rolls", "--rounds", "--points", "--dice", "-f"},
    "kniffel score": {"--rules", "--points", "--format", "--tablefmt", "-q"},
    "kniffel solve": {"--rules", "--rolls", "--rounds", "--points", "--format", "-q"},
    "kniffel simulate": {
        *("--games", "--strategy", "--players", "--seed", "--rules", "--rolls", "--rounds"),
        *("--points", "--dice", "--jobs", "--chance-lost", "--bot", "--move-time", "--bot-log"),
        *("--points-lost", "--games-out", "--sprt", "--alpha", "--beta"),
        *("--format", "--tablefmt", "-q"),
    },
    "kniffel highscore": {
        *("--rules", "--rounds", "--rolls", "--points", "--all", "--highscore-file"),
        *("--format", "--tablefmt", "-q"),
    },
    "kniffel highscore list": {
        *("--rules", "--rounds", "--rolls", "--points", "--all", "--highscore-file"),
        *("--format", "--tablefmt", "-q"),
    },
    "kniffel highscore add": {
        *("--name", "--computers", "--highscore-file"),
        *("-f", "--format", "--tablefmt", "-q"),
    },
    "kniffel highscore clear": {"--yes", "--highscore-file", "-q"},
    "kniffel undo": {"-f", "-o", "--format", "--tablefmt", "-q"},
    "kniffel batch": {"--save", "-f", "-o"},
    "streichholz": set(),
    "streichholz new": {
        *("--matches", "--rows", "--first", "--level", "--max-take", "--takes", "--last-wins"),
        *("--seed", "--force", "-f", "-o", "--format", "--tablefmt", "-q"),
    },
    "streichholz take": {"--row", "-f", "-o", "--format", "--tablefmt", "-q"},
    "streichholz undo": {"-f", "-o", "--format", "--tablefmt", "-q"},
    "streichholz show": {"--field", "-f", "--format", "--tablefmt", "-q"},
    "streichholz log": {"-f", "--format", "--tablefmt", "-q"},
    "streichholz hint": {"-f", "--format", "-q"},
    "streichholz review": {"-f", "--format", "--tablefmt", "-q"},
    "streichholz rules": {
        *("--matches", "--rows", "--level", "--max-take", "--takes", "--last-wins", "-f"),
    },
    "streichholz batch": {"--save", "-f", "-o"},
    "puzzle": set(),
    "puzzle new": {
        *("--size", "--alphabet", "--board", "--scramble", "--seed", "--force"),
        *("-f", "-o", "--format", "--tablefmt", "-q"),
    },
    "puzzle slide": {"-f", "-o", "--format", "--tablefmt", "-q"},
    "puzzle undo": {"-f", "-o", "--format", "--tablefmt", "-q"},
    "puzzle show": {"--field", "-f", "--format", "--tablefmt", "-q"},
    "puzzle log": {"-f", "--format", "--tablefmt", "-q"},
    "puzzle hint": {"--max-seconds", "-f", "--format", "-q"},
    "puzzle solve": {"--apply", "--max-seconds", "-f", "-o", "--format", "--tablefmt", "-q"},
    "puzzle review": {"--max-seconds", "-f", "--format", "--tablefmt", "-q"},
    "puzzle rules": {"--size", "--alphabet", "-f"},
    "puzzle batch": {"--save", "-f", "-o"},
    "cache": set(),
    "cache list": {"--format", "--tablefmt", "-q"},
    "cache clear": {
        *("--yes", "--game", "--rules", "--rolls", "--rounds", "--points"),
        *("--format", "--tablefmt", "-q"),
    },
    "cache build": {
        *("--table-only", "--rules", "--rolls", "--rounds", "--points"),
        *("--format", "--tablefmt", "-q"),
    },
    "completion": set(),
}
EVERYWHERE = {"--help", "--lang"}


def commands(command: click.Command, path: str = "") -> Iterator[tuple[str, click.Command]]:
    """Every command under ``command`` with its path (``kniffel highscore add``)."""
    yield path or "spiel", command
    if isinstance(command, click.Group):
        context = click.Context(command)
        for name in command.list_commands(context):
            inner = command.get_command(context, name)
            assert inner is not None
            yield from commands(inner, f"{path} {name}".strip())


def listed(command: click.Command) -> set[str]:
    """The options ``command`` lists in its help: each by its first name (``-f``, ``--yes``)."""
    names = set()
    context = click.Context(command)
    for param in command.get_params(context):
        if isinstance(param, click.Option) and "--help" in param.opts:  # -h: as the root's
            names.add("--help")  # context says, which a bare context here does not know
        elif isinstance(param, click.Option) and not param.hidden:
            names.add(min(param.opts, key=lambda name: (name.startswith("--"), name)))
    return names


def test_every_command_lists_the_options_of_the_table() -> None:
    found = {path: listed(command) - EVERYWHERE for path, command in commands(spiel)}
    assert found == OPTIONS
    for path, command in commands(spiel):
        assert listed(command) >= EVERYWHERE - ({"--lang"} if path == "completion" else set())


# --- the shared options, tried ---------------------------------------------------------------

# For each command: the commands that make its folder (run in order) and its own words.
# The folder always holds a second game of the same kind, other.json, for -f.
Setup = list[list[str]]
KNIFFEL_GAME: Setup = [["kniffel", "new", "--seed", "a", "--rounds", "1", "--players", "Anna"]]
KNIFFEL_OTHER: Setup = [["kniffel", "new", "--seed", "b", "--rounds", "2", "-o", "other.json"]]
ROLLED: Setup = [
    *KNIFFEL_GAME,
    ["kniffel", "roll"],
    *KNIFFEL_OTHER,
    ["kniffel", "roll", "-f", "other.json"],
]
FINISHED: Setup = [*ROLLED, ["kniffel", "take", "chance"]]
OTHER_FINISHED: Setup = [
    ["kniffel", "take", "chance", "-f", "other.json"],
    ["kniffel", "roll", "-f", "other.json"],
    ["kniffel", "take", "ones", "-f", "other.json"],
]
MATCHES: Setup = [
    ["streichholz", "new", "--seed", "a", "--matches", "20"],
    ["streichholz", "new", "--seed", "b", "--matches", "30", "-o", "other.json"],
]
TAKEN: Setup = [  # the perfect computer's answers draw nothing: they may be taken back
    ["streichholz", "new", "--seed", "a", "--matches", "20", "--level", "perfect"],
    ["streichholz", "take", "1"],
    [
        "streichholz",
        "new",
        "--seed",
        "b",
        "--matches",
        "30",
        "--level",
        "perfect",
        "-o",
        "other.json",
    ],
    ["streichholz", "take", "2", "-f", "other.json"],
]
PUZZLE: Setup = [  # three moves from solved, and a 4x4 board three moves from solved
    ["puzzle", "new", "--board", "ABC/.DF/GEH"],
    ["puzzle", "new", "--board", "ABC./EFGD/IJKH/MNOL", "-o", "other.json"],
]
SLID: Setup = [*PUZZLE, ["puzzle", "slide", "D"], ["puzzle", "slide", "C", "-f", "other.json"]]
# spiel cache: in a cache folder of each run's own ("cache" in the folder copied), never the
# shared tables; a table built in the setup, so that build finds it (and says so, the same
# each time).
CACHED: Setup = [["cache", "build", "kniffel", "--rounds", "1", "--table-only"]]

CASES: dict[str, tuple[Setup, list[str]] | tuple[Setup, list[str], str]] = {
    "kniffel new": ([], ["--seed", "s", "--rounds", "1"]),
    "kniffel roll": (KNIFFEL_GAME + KNIFFEL_OTHER, []),
    "kniffel take": (ROLLED, ["chance"]),
    "kniffel show": (ROLLED, []),
    "kniffel log": (ROLLED, []),
    "kniffel hint": (ROLLED, []),
    "kniffel review": (FINISHED + OTHER_FINISHED, []),
    "kniffel rules": (KNIFFEL_GAME + KNIFFEL_OTHER, []),
    "kniffel score": ([], ["3,3,3,5,5"]),
    "kniffel solve": ([], ["--rounds", "1"]),
    "kniffel simulate": ([], ["--rounds", "1", "--games", "3", "--seed", "s"]),
    "kniffel highscore": (FINISHED + [["kniffel", "highscore", "add"]], ["--rounds", "1"]),
    "kniffel highscore list": (FINISHED + [["kniffel", "highscore", "add"]], ["--rounds", "1"]),
    "kniffel highscore add": (FINISHED + OTHER_FINISHED, []),
    "kniffel highscore clear": (FINISHED + [["kniffel", "highscore", "add"]], ["--yes"]),
    "kniffel undo": (FINISHED + OTHER_FINISHED, []),
    "streichholz new": ([], ["--seed", "s"]),
    "streichholz take": (MATCHES, ["1"]),
    "streichholz undo": (TAKEN, []),
    "streichholz show": (MATCHES, []),
    "streichholz log": (MATCHES + [["streichholz", "take", "2"]], []),
    "streichholz hint": (MATCHES, []),
    "streichholz review": (MATCHES + [["streichholz", "take", "2"]], []),
    "streichholz rules": (MATCHES, []),
    "puzzle new": ([], ["--board", "ABC/.DF/GEH", "--seed", "s"]),
    "puzzle slide": (PUZZLE, ["D"]),
    "puzzle undo": (SLID, []),
    "puzzle show": (SLID, []),
    "puzzle log": (SLID, []),
    "puzzle hint": (SLID, []),
    "puzzle solve": (SLID, ["--apply"]),  # --tablefmt: the board it leaves
    "puzzle review": (SLID, []),
    "puzzle rules": (PUZZLE, []),
    "kniffel batch": (KNIFFEL_GAME + KNIFFEL_OTHER, [], "roll\nshow\n"),
    "streichholz batch": (MATCHES, [], "take 1\n"),
    "puzzle batch": (PUZZLE, [], "slide D\n"),
    "cache list": (CACHED, []),
    "cache clear": (CACHED, ["--yes"]),
    "cache build": (CACHED, ["kniffel", "--rounds", "1", "--table-only"]),
}
TRIED = {  # the words that try each shared option
    "-f": ["-f", "other.json"],
    "-o": ["-o", "out.json"],
    "--format": ["--format", "json"],
    "--tablefmt": ["--tablefmt", "grid"],
    "-q": ["-q"],
}
Outcome = tuple[int, str, str, dict[str, bytes]]


def test_every_command_with_a_shared_option_is_tried() -> None:
    with_shared = {path for path, names in OPTIONS.items() if names & set(TRIED)}
    assert with_shared == set(CASES)


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, table_folder: Path) -> Iterator[Path]:
    monkeypatch.setenv("SPIEL_CACHE_DIR", str(table_folder))
    monkeypatch.setenv("SPIEL_HIGHSCORE_FILE", "scores.json")  # in the folder: it is compared
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1790000000")
    yield tmp_path / "setup"


def outcome(
    invoke: Invoke, setup: Path, where: Path, args: list[str], given: str | None
) -> Outcome:
    """Run ``spiel ARGS`` in a fresh copy of ``setup``: what it printed and the files after."""
    shutil.rmtree(where, ignore_errors=True)
    shutil.copytree(setup, where)
    before = Path.cwd()
    os.chdir(where)
    try:
        result = invoke(*args, input=given)
    finally:
        os.chdir(before)
    files = {path.name: path.read_bytes() for path in sorted(where.iterdir()) if path.is_file()}
    return result.exit_code, result.stdout, result.stderr, files


@pytest.mark.slow
@pytest.mark.parametrize("path", sorted(CASES))
def test_each_shared_option_changes_what_the_command_does(
    invoke: Invoke, folder: Path, path: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    setup_commands, words, *given = CASES[path]
    if path.startswith("cache"):
        monkeypatch.setenv("SPIEL_CACHE_DIR", "cache")  # relative: inside each run's copy
    lines = given[0] if given else None
    folder.mkdir()
    os.chdir(folder)
    for command in setup_commands:
        result = invoke(*command, "-q") if command[-1] != "add" else invoke(*command)
        assert result.exit_code == 0, (command, result.stderr)
    os.chdir(folder.parent)
    command = [*path.split(), *words]
    runs = folder.parent / "run"
    outcome(invoke, folder, runs, command, lines)  # the tables it needs, built once
    plain = outcome(invoke, folder, runs, command, lines)
    assert plain[0] == 0, plain
    assert outcome(invoke, folder, runs, command, lines) == plain, "not deterministic: no test"
    for option in sorted(OPTIONS[path] & set(TRIED)):
        tried = outcome(invoke, folder, runs, [*command, *TRIED[option]], lines)
        assert tried[0] == 0, (option, tried)
        assert tried != plain, f"{option} changes nothing for '{path}'"
