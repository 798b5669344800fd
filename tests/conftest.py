"""Shared fixtures: a clean environment, ``spiel`` on PATH, a CLI runner."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from kniffel_cli.cli import spiel

ROOT = Path(__file__).resolve().parent.parent

# The transcripts run the installed ``spiel``; make the one beside this Python win.
os.environ["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])
for _name in list(os.environ):
    if _name.startswith("SPIEL_") or _name == "SOURCE_DATE_EPOCH":
        del os.environ[_name]


@pytest.fixture(autouse=True)
def _isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test runs in its own folder with its own highscore and data folders."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))


Invoke = Callable[..., Result]


@pytest.fixture
def invoke() -> Invoke:
    """Run ``spiel ARGS`` in-process; stdout and stderr stay apart."""
    runner = CliRunner()

    def run(
        *args: str, input: str | bytes | None = None, env: dict[str, str] | None = None
    ) -> Result:
        return runner.invoke(spiel, list(args), input=input, env=env, catch_exceptions=False)

    return run


def pytest_collect_file(parent: pytest.Collector, file_path: Path) -> pytest.Collector | None:
    """Collect the transcripts even when the checkout lies below a hidden folder.

    pytest-prysk skips ``.t`` files with a hidden folder anywhere in their
    absolute path; a clone in such a place would silently run none of them.
    """
    inside = file_path.is_relative_to(ROOT) and not any(
        part.startswith(".") for part in file_path.relative_to(ROOT).parts
    )
    hidden_above = any(part.startswith(".") for part in ROOT.parts)
    if file_path.suffix == ".t" and inside and hidden_above:
        from pytest_prysk import File

        return File.from_parent(parent, path=file_path)
    return None
