"""Output that cannot be written: a full disk, a closed stream, a closed pipe, Ctrl-C.

These run the installed ``spiel`` as a process: they need real descriptors and signals.
"""

from __future__ import annotations

import json
import os
import re
import select
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from kniffel_cli import __version__, interrupt
from kniffel_cli.common.errors import EXIT_INTERRUPTED
from kniffel_cli.common.statefile import locked
from tests.helpers import Invoke, read_state

GAMES = [
    ("kniffel", ["new", "--seed", "s"], ["roll"]),
    ("streichholz", ["new", "--seed", "s", "--matches", "20"], ["take", "1"]),
    ("puzzle", ["new", "--board", "ABCD/EFGH/IJKL/MN.O"], ["slide", "N"]),
]


@pytest.fixture(params=GAMES, ids=[game for game, _, _ in GAMES])
def game(request: pytest.FixtureRequest, invoke: Invoke) -> Iterator[tuple[str, list[str]]]:
    """A started game in GAME.json; yields the game's name and its writing action."""
    name, start, action = request.param
    assert invoke(name, *start, "-q").exit_code == 0
    yield name, action


def spiel(*args: str, **kwargs: object) -> subprocess.CompletedProcess[str]:
    """Run the installed ``spiel``; stderr is captured as text."""
    result: subprocess.CompletedProcess[str] = subprocess.run(  # type: ignore[call-overload]
        ["spiel", *args], stderr=subprocess.PIPE, text=True, check=False, **kwargs
    )
    return result


def moves(name: str) -> int:
    return len(read_state(f"{name}.json")["history"])


# --- a full disk or a closed standard output: one line, exit 4 ---------------------


@pytest.mark.parametrize("view", [[], ["--format", "json"]], ids=["table", "json"])
def test_an_action_whose_view_cannot_be_written(
    game: tuple[str, list[str]], view: list[str]
) -> None:
    name, action = game
    before = moves(name)
    with open("/dev/full", "w") as full:
        done = spiel(name, *action, *view, stdout=full)
    assert done.returncode == 4
    text = (
        f"the new state was saved to {name}.json, but the view could not be written "
        "to standard output: No space left on device"
    )
    assert done.stderr == said(text, json_errors=bool(view))
    assert moves(name) > before


def said(text: str, *, json_errors: bool) -> str:
    """An output error's line on stderr: ``Error: TEXT``, or under --format json its record."""
    if json_errors:
        record = {"schema_version": 1, "exit": 4, "error": {"code": "output", "message": text}}
        return json.dumps(record, ensure_ascii=False) + "\n"
    return f"Error: {text}\n"


@pytest.mark.parametrize("command", [["show"], ["show", "--format", "json"], ["log"]])
def test_a_read_only_command_whose_view_cannot_be_written(
    game: tuple[str, list[str]], command: list[str]
) -> None:
    name, _ = game
    before = Path(f"{name}.json").read_bytes()
    with open("/dev/full", "w") as full:
        done = spiel(name, *command, stdout=full)
    assert done.returncode == 4
    text = (
        "the view could not be written to standard output: No space left on device; "
        "nothing was changed"
    )
    assert done.stderr == said(text, json_errors="--format" in command)
    assert Path(f"{name}.json").read_bytes() == before


def test_a_closed_standard_output(game: tuple[str, list[str]]) -> None:
    name, action = game
    done = spiel(name, *action, preexec_fn=lambda: os.close(1))
    assert done.returncode == 4
    assert done.stderr == (
        f"Error: the new state was saved to {name}.json, but the view could not be written "
        "to standard output: it is closed\n"
    )
    assert spiel(name, *action, "-q", preexec_fn=lambda: os.close(1)).returncode == 0


def test_a_state_that_cannot_be_written_to_standard_output(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "s", "-q")
    before = Path("kniffel.json").read_bytes()
    with open("/dev/full", "w") as full:
        done = spiel("kniffel", "roll", "-o", "-", stdout=full)
    assert done.returncode == 4
    assert done.stderr == (
        "Error: cannot write the new state to standard output: No space left on device\n"
    )
    assert Path("kniffel.json").read_bytes() == before


@pytest.mark.parametrize("args", [["--help"], ["--version"], ["kniffel", "--help"]])
def test_help_and_version_that_cannot_be_written(args: list[str]) -> None:
    with open("/dev/full", "w") as full:
        done = spiel(*args, stdout=full)
    assert done.returncode == 4
    assert done.stderr == (
        "Error: the output could not be written to standard output: No space left on device; "
        "nothing was changed\n"
    )


# --- a closed pipe: quietly, exit 141 ----------------------------------------------


@pytest.mark.parametrize(
    "command",
    [["show", "--format", "json"], ["log"], ["roll"], ["roll", "-o", "-"]],
    ids=["show", "log", "roll", "roll-o-"],
)
def test_a_closed_pipe_ends_quietly(invoke: Invoke, command: list[str]) -> None:
    invoke("kniffel", "new", "--seed", "s", "-q")
    read_end, write_end = os.pipe()
    os.close(read_end)  # nobody reads: every write is EPIPE, as after 'head -1' exits
    try:
        done = spiel("kniffel", *command, stdout=write_end)
    finally:
        os.close(write_end)
    assert (done.returncode, done.stderr) == (141, "")


@pytest.mark.parametrize("args", [["--help"], ["--version"], ["kniffel", "--help"]])
def test_help_and_version_into_a_closed_pipe(args: list[str]) -> None:
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = spiel(*args, stdout=write_end)
    finally:
        os.close(write_end)
    assert (done.returncode, done.stderr) == (141, "")


def test_a_long_log_into_head(invoke: Invoke) -> None:
    """Quiet; 141 when spiel notices the closed pipe, 0 when its one big write already
    went through (Python reports that write as done), as with 'seq N | head -1'."""
    invoke("puzzle", "new", "--board", "ABCD/EFGH/IJKL/MN.O", "-q")
    invoke("puzzle", "slide", *["down", "up"] * 2000, "-q")  # one row 8,000 columns wide
    for _ in range(20):
        invoke("puzzle", "slide", "down", "up", "-q")
    done = subprocess.run(
        ["bash", "-c", "spiel puzzle log | head -1 | cut -c1-4; echo ${PIPESTATUS[0]}"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.splitlines()[0] == "move"
    assert done.stdout.splitlines()[-1] in ("0", "141")
    assert done.stderr == ""


# --- Ctrl-C: exit 130, no traceback, nothing written -------------------------------


def ctrl_c_heard() -> None:
    """In the child before it starts: Ctrl-C (and a hang-up) does what it does in a terminal,
    even when the tests themselves run in the background or under nohup (where it is
    ignored, and spiel keeps an ignored signal ignored)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.signal(signal.SIGHUP, signal.SIG_DFL)


def test_ctrl_c_while_waiting_for_the_lock(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "s", "-q")
    before = Path("kniffel.json").read_bytes()
    with locked(["kniffel.json"]):
        process = subprocess.Popen(
            ["spiel", "kniffel", "roll"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            preexec_fn=ctrl_c_heard,
        )
        assert process.stderr is not None
        # started, and waiting for the lock: it says so (the timeout only ends a failed test)
        assert select.select([process.stderr], [], [], 60)[0], "no notice within a minute"
        notice = process.stderr.readline()
        assert notice == b"waiting for kniffel.json: another spiel command is using it\n"
        process.send_signal(signal.SIGINT)
        stdout, stderr = process.communicate(timeout=10)
    assert process.returncode == 130
    assert b"Traceback" not in stderr and stdout == b""
    assert Path("kniffel.json").read_bytes() == before
    assert os.listdir() == ["kniffel.json"]  # the lock file held above, removed by its holder


def test_ctrl_c_under_json_errors_is_a_json_line(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "s", "-q")
    with locked(["kniffel.json"]):
        process = subprocess.Popen(
            ["spiel", "kniffel", "roll", "--format", "json"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            preexec_fn=ctrl_c_heard,
        )
        assert process.stderr is not None
        assert select.select([process.stderr], [], [], 60)[0], "no notice within a minute"
        process.stderr.readline()  # waiting for kniffel.json
        process.send_signal(signal.SIGINT)
        stdout, stderr = process.communicate(timeout=10)
    assert process.returncode == 130 and stdout == b""
    record = {
        "schema_version": 1,
        "exit": 130,
        "error": {"code": "interrupted", "message": "interrupted"},
    }
    assert json.loads(stderr.decode().splitlines()[-1]) == record


# Ctrl-C while Python still loads click, before cli.main could catch it: the finder below
# interrupts the process just as click's import begins.
INTERRUPT_AT_CLICK = """
import os, signal, sys
class Interrupt:
    def find_spec(self, name, path=None, target=None):
        if name == "click":
            os.kill(os.getpid(), signal.SIGINT)
        return None
sys.meta_path.insert(0, Interrupt())
sys.argv = ["spiel", "kniffel", "show"]
from kniffel_cli.console import main
main()
"""


def test_ctrl_c_while_spiel_is_loading() -> None:
    done = subprocess.run(
        [sys.executable, "-c", INTERRUPT_AT_CLICK],
        capture_output=True,
        text=True,
        check=False,
        preexec_fn=ctrl_c_heard,
    )
    assert (done.returncode, done.stdout, done.stderr) == (EXIT_INTERRUPTED, "", "\n")


def test_an_ignored_ctrl_c_stays_ignored_while_spiel_is_loading() -> None:
    ignored = "import signal; signal.signal(signal.SIGINT, signal.SIG_IGN)\n"  # a background job
    script = ignored + INTERRUPT_AT_CLICK.replace('"kniffel", "show"', '"--version"')
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=False
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, f"spiel {__version__}\n", "")


# What the console script pip writes does, then spiel: Ctrl-C at any instant of the start.
AS_THE_CONSOLE_SCRIPT = """
import re, sys
sys.argv = ["spiel", "kniffel", "show"]
from kniffel_cli.console import main
sys.exit(main())
"""
FRAME = re.compile(r'File "(?P<path>[^"]+)", line (?P<line>\d+)')
PACKAGE = Path(interrupt.__file__).parent


def lines_before_the_handler() -> set[tuple[Path, int]]:
    """The lines of spiel's own that run before Ctrl-C is spiel's: the console script up to
    ``interrupt.start()``, the imports of ``interrupt`` up to ``signal``, and ``start`` itself
    up to the moment its handler is in place."""
    console = PACKAGE / "console.py"
    console_lines = console.read_text().splitlines()
    statements = ["from kniffel_cli import interrupt", "def main(", "    interrupt.start()"]
    before = {(console, 1)} | {  # its docstring, its import of interrupt, main up to start()
        (console, n + 1)
        for n, line in enumerate(console_lines)
        if any(line.startswith(statement) for statement in statements)
    }
    handler = PACKAGE / "interrupt.py"
    handler_lines = handler.read_text().splitlines()
    before |= {(handler, n) for n in range(1, handler_lines.index("import signal") + 2)}
    start = handler_lines.index("def start() -> None:")
    loud = handler_lines.index("def loud() -> None:")  # start and quiet lie before it
    before |= {(handler, n) for n in range(start + 1, loud + 1)}
    return before | {(PACKAGE / "__init__.py", n) for n in range(1, 10)}


@pytest.mark.parametrize("delay", [ms / 1000 for ms in range(0, 80, 4)], ids=lambda d: f"{d:.3f}")
def test_ctrl_c_early_is_no_traceback_once_spiel_runs(invoke: Invoke, delay: float) -> None:
    """Only Python's own start (before spiel's first line) may still answer with a traceback;
    from the handler on, every Ctrl-C is a quiet exit 130 and a command that finished says so."""
    invoke("kniffel", "new", "--seed", "s", "-q")
    board = invoke("kniffel", "show").output
    allowed = lines_before_the_handler()
    for _ in range(3):
        process = subprocess.Popen(
            [sys.executable, "-c", AS_THE_CONSOLE_SCRIPT],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            preexec_fn=ctrl_c_heard,
        )
        time.sleep(delay)
        process.send_signal(signal.SIGINT)
        stdout, stderr = process.communicate(timeout=60)
        if "Traceback" in stderr:  # Python's start: only before spiel's handler
            frames = [(Path(m["path"]), int(m["line"])) for m in FRAME.finditer(stderr)]
            own = [frame for frame in frames if frame[0].is_relative_to(PACKAGE)]
            assert set(own) <= allowed, stderr
        elif process.returncode == 0:
            assert "Player 1" in stdout and stderr == ""
        elif process.returncode == -signal.SIGINT:  # killed before Python's handler
            assert (stdout, stderr) == ("", "")
        else:  # spiel's quiet exit: before the board, or after it was written but before
            # the command returned (a whole board, never part of one)
            assert process.returncode == EXIT_INTERRUPTED and stdout in ("", board)
            assert stderr in ("", "\n")


def test_ctrl_c_is_exit_130_not_1(invoke: Invoke, monkeypatch: pytest.MonkeyPatch) -> None:
    invoke("kniffel", "new", "--seed", "s", "-q")

    def interrupted(*args: object) -> dict[str, object]:
        raise KeyboardInterrupt

    monkeypatch.setattr("kniffel_cli.common.statefile.read_json_object", interrupted)
    result = invoke("kniffel", "roll")
    assert result.exit_code == 130
    assert result.stdout == "" and result.stderr.strip() == ""


def test_a_view_on_stderr_after_the_state_on_stdout(invoke: Invoke) -> None:
    """Sanity: with the state on stdout, a failing stderr still says nothing half."""
    invoke("kniffel", "new", "--seed", "s", "-q")
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            ["spiel", "kniffel", "roll", "-o", "-"], stdout=subprocess.PIPE, stderr=full
        )
    assert done.returncode == 4
    assert len(json.loads(done.stdout)["history"]) == 1
