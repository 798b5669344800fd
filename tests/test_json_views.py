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
from tests.conftest import CHECKED_BIN
from tests.helpers import ROOT
from tests.views import GROUPS, ViewMismatch, check, documented, views


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
    check(json.loads(result.stdout), views("streichholz")["new"])
