"""Every JSON view has a TypedDict, its man page lists it as the TypedDict says, and the views
printed match it (checked in every test: ``tests.views``, conftest, ``checked_spiel``)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Literal, TypedDict

import click
import pytest

from kniffel_cli.cli import spiel
from kniffel_cli.common.formatting import SCHEMA_VERSION
from tests.conftest import CHECKED_BIN
from tests.helpers import ROOT, Invoke
from tests.views import GROUPS, ViewMismatch, check, check_view, documented, views


class Inner(TypedDict):
    side: Literal["player", "computer"]
    took: int


class _Outer(TypedDict):
    name: str
    share: float
    moves: list[Inner]
    winner: Literal["player", "computer"] | None


class Outer(_Outer, total=False):  # as the schemas say optional (NotRequired needs 3.11's types)
    extra: dict[str, bool]


GOOD = {"name": "A", "share": 0.5, "moves": [{"side": "player", "took": 2}], "winner": None}


@pytest.mark.parametrize(
    "view",
    [GOOD, {**GOOD, "share": 1}, {**GOOD, "winner": "computer", "extra": {"x": True}}],
)
def test_the_check_passes_what_the_typeddict_describes(view: dict[str, object]) -> None:
    check(view, Outer)


@pytest.mark.parametrize(
    ("view", "problem"),
    [
        ({**GOOD, "name": 3}, "view.name: 3 is not str"),
        ({**GOOD, "share": True}, "view.share: True is not float"),
        ({**GOOD, "moves": [{"side": "player", "took": "2"}]}, "view.moves.0.took: '2' is not"),
        ({**GOOD, "moves": [{"side": "nobody", "took": 2}]}, "view.moves.0.side: 'nobody' is none"),
        ({**GOOD, "moves": [{"took": 2, "side": "player"}]}, "not in order"),
        ({**GOOD, "winner": "draw"}, "view.winner: 'draw' is none of"),
        ({**GOOD, "more": 1}, "unknown ['more'], missing []"),
        ({"name": "A", "share": 0.5, "winner": None}, "unknown [], missing ['moves']"),
        ({**GOOD, "extra": {"x": 1}}, "view.extra.x: 1 is not bool"),
        ({**GOOD, "moves": {}}, "view.moves: {} is not a list"),
    ],
)
def test_the_check_names_what_differs(view: dict[str, object], problem: str) -> None:
    with pytest.raises(ViewMismatch) as raised:
        check(view, Outer)
    assert problem in str(raised.value)


def json_commands(group: click.Group, prefix: str = "") -> set[str]:
    """The commands of ``group`` (and its subgroups) that have ``--format``."""
    context = click.Context(group)
    found = set()
    for name in group.list_commands(context):
        command = group.get_command(context, name)
        assert command is not None
        if isinstance(command, click.Group):
            found |= json_commands(command, f"{prefix}{name} ")
        if any("--format" in getattr(param, "opts", ()) for param in command.params):
            found.add(prefix + name)
    return found


@pytest.mark.parametrize("game", GROUPS)
def test_every_command_with_a_json_view_has_its_typeddict(game: str) -> None:
    group = spiel.get_command(click.Context(spiel), game)
    assert isinstance(group, click.Group)
    assert json_commands(group) == set(views(game))


def json_views_section(game: str) -> list[str]:
    """The man page's subsection titles and field tags in JSON VIEWS, in order (``cache``'s
    views are in spiel.1)."""
    page = "spiel.1" if game == "cache" else f"spiel-{game}.1"
    text = (ROOT / "man" / page).read_text(encoding="utf-8")
    section = re.search(r"^\.SH JSON VIEWS\n(.*?)^\.SH ", text, re.S | re.M)
    assert section is not None, f"{page} has no JSON VIEWS section"
    lines = section.group(1).splitlines()
    tagged = [line for before, line in zip(lines, lines[1:], strict=False) if before == ".TP"]
    return [line for line in lines if line.startswith(".SS") or line in tagged]


@pytest.mark.parametrize("game", GROUPS)
def test_the_man_page_lists_every_view_as_its_typeddict_says(game: str) -> None:
    expected = documented(game)
    assert json_views_section(game) == expected, "\n".join(expected)


def test_processes_run_the_spiel_that_checks_its_views() -> None:
    assert shutil.which("spiel") == str(CHECKED_BIN / "spiel")


@pytest.mark.slow
def test_the_checking_spiel_is_the_real_one_with_its_views_checked(tmp_path: Path) -> None:
    result = subprocess.run(
        ["spiel", "streichholz", "new", "--seed", "v", "--format", "json", "-f", "s.json"],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
    )
    assert (result.returncode, result.stderr) == (0, "")
    check_view("streichholz", "new", json.loads(result.stdout))


# --- the schema version -------------------------------------------------------------------

# One run of every command with a JSON view (each game's VIEWS): the commands that set its
# game up, then the command itself, run with ``--format json``. Kniffel plays one round, whose
# strategy tables build in a moment.
KNIFFEL = ["new", "--seed", "v", "--rounds", "1", "--players", "Anna,Bob", "--force", "-q"]
SOLO = ["new", "--seed", "v", "--rounds", "1", "--force", "-q"]
MATCHES = ["new", "--seed", "v", "--matches", "17", "--level", "perfect", "--force", "-q"]
PUZZLE = ["new", "--board", "ABC/DEF/.GH", "--force", "-q"]
ROLL = ["roll", "-q"]
ONE_GAME = ["--games", "1", "--rounds", "1"]
RUNS: list[tuple[str, str, list[list[str]], list[str]]] = [
    ("kniffel", "new", [], KNIFFEL[:-1]),
    ("kniffel", "roll", [KNIFFEL], ["roll"]),
    ("kniffel", "take", [KNIFFEL, ROLL], ["take", "chance"]),
    ("kniffel", "undo", [KNIFFEL, ROLL, ["take", "chance", "-q"]], ["undo"]),
    ("kniffel", "show", [KNIFFEL], ["show"]),
    ("kniffel", "log", [KNIFFEL, ROLL], ["log"]),
    ("kniffel", "hint", [KNIFFEL, ROLL], ["hint"]),
    ("kniffel", "score", [], ["score", "1", "2", "3", "4", "5"]),
    ("kniffel", "solve", [], ["solve", "--rounds", "1"]),
    ("kniffel", "simulate", [], ["simulate", "--games", "2", "--rounds", "1"]),
    ("kniffel", "simulate", [], ["simulate", "--players", "cpu:greedy,cpu:random", *ONE_GAME]),
    ("kniffel", "review", [KNIFFEL, ROLL, ["take", "chance", "-q"]], ["review"]),
    ("kniffel", "highscore", [], ["highscore"]),
    ("kniffel", "highscore list", [], ["highscore", "list"]),
    ("kniffel", "highscore add", [SOLO, ROLL, ["take", "chance", "-q"]], ["highscore", "add"]),
    ("streichholz", "new", [], MATCHES[:-1]),
    ("streichholz", "take", [MATCHES], ["take", "1"]),
    ("streichholz", "undo", [MATCHES, ["take", "1", "-q"]], ["undo"]),
    ("streichholz", "show", [MATCHES], ["show"]),
    ("streichholz", "log", [MATCHES, ["take", "1", "-q"]], ["log"]),
    ("streichholz", "hint", [MATCHES], ["hint"]),
    ("streichholz", "review", [MATCHES, ["take", "1", "-q"]], ["review"]),
    ("puzzle", "new", [], PUZZLE[:-1]),
    ("puzzle", "slide", [PUZZLE], ["slide", "G"]),
    ("puzzle", "undo", [PUZZLE, ["slide", "G", "-q"]], ["undo"]),
    ("puzzle", "show", [PUZZLE], ["show"]),
    ("puzzle", "log", [PUZZLE, ["slide", "G", "-q"]], ["log"]),
    ("puzzle", "hint", [PUZZLE], ["hint"]),
    ("puzzle", "solve", [PUZZLE], ["solve"]),
    ("puzzle", "review", [PUZZLE, ["slide", "G", "-q"]], ["review"]),
    ("cache", "build", [], ["build", "kniffel", "--rounds", "1", "--table-only"]),
    ("cache", "list", [["build", "kniffel", "--rounds", "1", "-q"]], ["list"]),
    ("cache", "clear", [["build", "kniffel", "--rounds", "1", "-q"]], ["clear", "--yes"]),
]
VERSION_FIRST = f'{{"schema_version": {SCHEMA_VERSION}, '
# The puzzle's solver tables take a second to build: these runs are the slow set's.
PUZZLE_TABLES = [("puzzle", "hint"), ("puzzle", "solve"), ("puzzle", "review")]


def test_every_command_with_a_json_view_is_run_for_its_version() -> None:
    assert {(game, command) for game, command, _, _ in RUNS} == {
        (game, command) for game in GROUPS for command in views(game)
    }


@pytest.mark.parametrize(
    ("game", "command", "setup", "words"),
    [pytest.param(*run, marks=[pytest.mark.slow] * (run[:2] in PUZZLE_TABLES)) for run in RUNS],
    ids=[f"{game} {' '.join(words)}" for game, _, _, words in RUNS],
)
def test_every_json_view_begins_with_the_schema_version(
    invoke: Invoke, game: str, command: str, setup: list[list[str]], words: list[str]
) -> None:
    for before in setup:
        assert invoke(game, *before).exit_code == 0
    result = invoke(game, *words, "--format", "json")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith(VERSION_FIRST), result.stdout
    view = json.loads(result.stdout)
    assert list(view)[0] == "schema_version" and view["schema_version"] == SCHEMA_VERSION
    check_view(game, command, view)  # and the rest is the view its TypedDict describes


@pytest.mark.parametrize(
    ("setup", "args"),
    [
        ([], ["streichholz", "take", "1"]),  # no game: exit 3
        ([], ["streichholz", "new", "--matches", "99"]),  # usage: exit 2
        ([["puzzle", *PUZZLE]], ["puzzle", "slide", "C"]),  # C is out of line: exit 1
    ],
)
def test_a_json_error_begins_with_the_schema_version(
    invoke: Invoke, setup: list[list[str]], args: list[str]
) -> None:
    for before in setup:
        assert invoke(*before).exit_code == 0
    result = invoke(*args, "--format", "json")
    assert result.exit_code in (1, 2, 3) and result.stdout == ""
    assert result.stderr.startswith(VERSION_FIRST + '"exit": '), result.stderr
    error = json.loads(result.stderr)
    assert list(error) == ["schema_version", "exit", "error"]
    assert error["exit"] == result.exit_code


def test_show_field_prints_the_values_alone(invoke: Invoke) -> None:
    invoke("streichholz", *MATCHES)
    result = invoke("streichholz", "show", "--field", "matches", "--field", "moves")
    assert result.stdout == "17\n[]\n"
    result = invoke("streichholz", "show", "--field", "schema_version")
    assert result.exit_code == 2 and "no field 'schema_version'" in result.stderr


def test_the_man_page_names_the_current_schema_version() -> None:
    text = (ROOT / "man" / "spiel.1").read_text(encoding="utf-8")
    section = re.search(r'^\.SH "?VIEW VERSIONS"?\n(.*?)^\.SH ', text, re.S | re.M)
    assert section is not None, "spiel.1 has no VIEW VERSIONS section"
    assert f"The current schema version is {SCHEMA_VERSION}." in section.group(1)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f'`"schema_version": {SCHEMA_VERSION}`' in readme
