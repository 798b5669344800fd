"""The package's shape: no import circle, Kniffel rules that know no strategy, and a library
that knows no command line."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import ROOT

PACKAGE = ROOT / "kniffel_cli"
# The Kniffel rules: none of them may import the strategy (or the play service above it).
KNIFFEL_RULES = ("rules", "sheet", "dice", "game", "state", "errors")


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in PACKAGE.rglob("*.py")}


def imports(name: str) -> set[str]:
    """The package's modules ``name`` imports anywhere: top level, in functions, for typing."""
    found = set()
    for node in ast.walk(ast.parse(MODULES[name].read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                full = f"{node.module}.{alias.name}"
                found.add(full if full in MODULES else node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {module for module in found if module in MODULES and module != name}


GRAPH = {name: imports(name) for name in MODULES}


def circles() -> list[list[str]]:
    """Every group of modules that import each other, directly or through others (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in sorted(GRAPH[module]):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(GRAPH):
        if module not in index:
            visit(module)
    return found


def test_no_import_circle_anywhere_in_the_package() -> None:
    assert circles() == []


def test_the_walk_finds_a_circle_when_there_is_one() -> None:
    GRAPH["kniffel_cli.kniffel.rules"].add("kniffel_cli.kniffel.game")  # game imports rules
    try:
        pair = {"kniffel_cli.kniffel.game", "kniffel_cli.kniffel.rules"}
        assert any(pair <= set(group) for group in circles())
    finally:
        GRAPH["kniffel_cli.kniffel.rules"].discard("kniffel_cli.kniffel.game")


def test_the_kniffel_rules_import_no_strategy() -> None:
    for rule in KNIFFEL_RULES:
        name = f"kniffel_cli.kniffel.{rule}"
        reached = reached_from(name)
        above = {m for m in reached if m.startswith("kniffel_cli.kniffel.strategy")}
        assert above | ({"kniffel_cli.kniffel.library"} & reached) == set(), name


def reached_from(name: str) -> set[str]:
    """The package's modules ``name`` imports, directly or through others."""
    reached: set[str] = set()
    todo = [name]
    while todo:
        for other in GRAPH[todo.pop()] - reached:
            reached.add(other)
            todo.append(other)
    return reached


def test_the_strategy_engine_knows_no_command_line() -> None:
    """One engine gives every table; it and the strategy behind it print nothing and take
    their progress display as a callback."""
    for name in ("kniffel_cli.kniffel.strategy.engine", "kniffel_cli.kniffel.library"):
        command_line = {m for m in reached_from(name) if m.endswith(("cli", "output", "options"))}
        assert command_line == set(), name


# A program that uses the library as the README shows: it must never load click.
LIBRARY_PROGRAM = """
import sys
from kniffel_cli import kniffel

game = kniffel.new(["Anna", "cpu:optimal"], rounds=2, seed="library")
game.roll()
assert kniffel.hint(game)[0].expected_total > 0
assert abs(sum(kniffel.chances(game)) - 1) < 1e-9
kniffel.take(game, "chance")
kniffel.save(game, "library.json")
assert kniffel.load("library.json").history == game.history
loaded = sorted(name for name in sys.modules if name == "click" or name.startswith("click."))
assert not loaded, loaded
"""


@pytest.mark.slow
def test_a_program_that_plays_through_the_library_never_loads_click(tmp_path: Path) -> None:
    env = {**os.environ, "SPIEL_CACHE_DIR": str(tmp_path / "cache")}
    done = subprocess.run(
        [sys.executable, "-c", LIBRARY_PROGRAM],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
