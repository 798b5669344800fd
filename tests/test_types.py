"""The package and its tests pass ``mypy --strict`` (settings in pyproject.toml)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.helpers import ROOT


@pytest.mark.slow
@pytest.mark.parametrize("target", [[], ["tests"]], ids=["package", "tests"])
def test_mypy_strict_finds_nothing(target: list[str]) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-incremental", *target],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
