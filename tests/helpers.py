"""Helpers the test modules share."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tests.conftest import Invoke


def read_state(path: str | Path) -> dict[str, Any]:
    """The JSON object in a state file."""
    return json.loads(Path(path).read_text(encoding="utf-8"))


def write_state(path: str | Path, data: dict[str, Any]) -> None:
    """Write a (possibly tampered) state object."""
    Path(path).write_text(json.dumps(data), encoding="utf-8")


def refused(invoke: Invoke, code: int, *args: str, file: Path | None = None) -> str:
    """Run a command that must fail with ``code``, say one line and leave ``file`` untouched.

    ``file`` defaults to the game's default state file (``GAME.json``).
    """
    file = Path(f"{args[0]}.json") if file is None else file
    before = file.read_bytes() if file.exists() else None
    result = invoke(*args)
    assert result.exit_code == code, (result.stdout, result.stderr)
    assert (file.read_bytes() if file.exists() else None) == before
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.stderr
    return lines[0]


def json_view(invoke: Invoke, game: str, *args: str) -> dict[str, Any]:
    """Run ``spiel GAME ARGS --format json``, which must succeed, and parse its view."""
    result = invoke(game, *args, "--format", "json")
    assert result.exit_code == 0, result.stderr
    data: dict[str, Any] = json.loads(result.stdout)
    return data
