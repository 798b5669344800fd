"""Shared fixtures: a clean environment, ``spiel`` on PATH, a CLI runner."""

from __future__ import annotations

import atexit
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from hypothesis import settings

from kniffel_cli.cli import spiel
from kniffel_cli.common import i18n, output, statefile
from kniffel_cli.common.formatting import json_text
from tests import views
from tests.helpers import ROOT, Invoke

# The transcripts run the installed ``spiel``; make the one beside this Python win, and in
# front of it the one that checks every JSON view it prints against its schema.
CHECKED_BIN = Path(tempfile.mkdtemp(prefix="spiel-checked-"))
atexit.register(shutil.rmtree, CHECKED_BIN, ignore_errors=True)
CHECKED_SPIEL = ROOT / "tests" / "checked_spiel.py"
(CHECKED_BIN / "spiel").write_text(
    f"#!{sys.executable}\nimport runpy\nrunpy.run_path({str(CHECKED_SPIEL)!r})\n"
)
(CHECKED_BIN / "spiel").chmod(0o755)
os.environ["PATH"] = os.pathsep.join(
    [str(CHECKED_BIN), str(Path(sys.executable).parent), os.environ.get("PATH", "")]
)
for _name in list(os.environ):
    if _name.startswith("SPIEL_") or _name == "SOURCE_DATE_EPOCH":
        del os.environ[_name]
# The suite reads English whatever the machine's locale; German is asked for where tested.
os.environ["SPIEL_LANG"] = "en"
# Hypothesis fails an example that takes over 200 ms: a race with the clock on a busy machine.
settings.register_profile("spiel", deadline=None)
settings.load_profile("spiel")


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    """Every test starts in English, and the next one finds it English again.

    A command run in-process in German leaves the process German (as the command
    line would).
    """
    i18n.use("en")
    yield
    i18n.use("en")


@pytest.fixture(autouse=True)
def _views_follow_their_schemas(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every JSON view a command run in-process prints is checked against its TypedDict."""
    mismatches: list[str] = []
    monkeypatch.setattr(output, "json_text", views.checked(json_text, mismatches.append))
    yield
    assert not mismatches, mismatches


@pytest.fixture(autouse=True)
def _isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test runs in its own folder with its own highscore and data folders."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))


@pytest.fixture(autouse=True)
def _no_process_in_the_quick_loop(request: pytest.FixtureRequest) -> Iterator[None]:
    """A test that spawns a process belongs to the slow set: outside it, spawning fails."""
    if request.node.get_closest_marker("slow") is not None:
        yield
        return

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("this test spawns a process: mark it @pytest.mark.slow")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(subprocess.Popen, "__init__", refuse)
        yield


@pytest.fixture
def lock_notice(monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """Set once a command in this process has said that it waits for a lock.

    The notice comes at the first busy try (no delay), so a test holding a
    lock waits for this event, not for the clock, before it lets go.
    """
    heard = threading.Event()
    say = output.message  # what statefile prints its notice with

    def say_and_tell(text: str) -> None:
        say(text)
        heard.set()

    monkeypatch.setattr(statefile, "WAIT_NOTICE", 0.0)
    monkeypatch.setattr(statefile, "message", say_and_tell)
    return heard


@pytest.fixture(scope="session")
def table_folder(request: pytest.FixtureRequest) -> Path:
    """The solver tables the tests share: built once, kept in pytest's cache between runs."""
    cache = request.config.cache
    assert cache is not None, "the tables are kept in pytest's cache"
    return cache.mkdir("spiel-tables")


# The slow set (``-m "not slow"`` skips it; pyproject.toml describes the marker): tests
# that spawn processes, play whole games, build or read solver tables, run the
# transcripts, or sweep through hundreds of cases. Whole groups are marked here; single
# tests say ``@pytest.mark.slow`` themselves.
SLOW_FIXTURES = {"table_folder"}  # the solver tables the tests share
SLOW_MODULES = {
    "test_hostile_input.py",  # thousands of generated inputs
    "test_file_values.py",  # every name-like field of every game, with every wrong type
    "test_output_failures.py",  # real processes, descriptors and signals
    "test_batch_processes.py",  # batch sessions driven by another process
    "test_concurrency.py",  # processes racing for the lock
    "test_docs.py",  # every example of the README and the man pages, run by bash
    "test_cache_damage.py",  # solver tables, damaged and rebuilt
    "test_table_cache.py",
    "test_table_variants.py",
}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark the slow groups above: the transcripts, whole modules, tests using a fixture."""
    for item in items:
        fixtures = set(getattr(item, "fixturenames", ()))
        if item.path.suffix == ".t" or item.path.name in SLOW_MODULES or fixtures & SLOW_FIXTURES:
            item.add_marker(pytest.mark.slow)


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

        transcript: pytest.Collector = File.from_parent(parent, path=file_path)
        return transcript
    return None
