"""Helpers the test modules share."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


def read_state(path: str | Path) -> dict[str, Any]:
    """The JSON object in a state file."""
    return json.loads(Path(path).read_text(encoding="utf-8"))


def write_state(path: str | Path, data: dict[str, Any]) -> None:
    """Write a (possibly tampered) state object."""
    Path(path).write_text(json.dumps(data), encoding="utf-8")
