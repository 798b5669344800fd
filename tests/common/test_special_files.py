"""Special files, read-only files, locks and temporary files: only regular files are replaced.

The tests run as root in CI, where a rename over ``/dev/null`` would succeed; each one
checks that the devices are still devices afterwards.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from kniffel_cli.common.statefile import NAME_MAX, _temporary_stem, lock_path, locked
from tests.helpers import Invoke, read_state, refused

# One game per row: how to start it, and one action that writes a new state.
GAMES = [
    ("kniffel", ["new", "--seed", "s"], ["roll"]),
    ("streichholz", ["new", "--seed", "s", "--matches", "20"], ["take", "1"]),
    ("puzzle", ["new", "--board", "ABCD/EFGH/IJKL/MN.O"], ["slide", "N"]),
]
IDS = [game for game, _, _ in GAMES]


@pytest.fixture(params=GAMES, ids=IDS)
def game(request: pytest.FixtureRequest, invoke: Invoke) -> Iterator[tuple[str, list[str]]]:
    """A started game in GAME.json; yields the game's name and its writing action."""
    name, start, action = request.param
    assert invoke(name, *start, "-q").exit_code == 0
    yield name, action


@pytest.fixture(autouse=True)
def _devices_stay_devices() -> Iterator[None]:
    yield
    for device in ("/dev/null", "/dev/full"):
        assert stat.S_ISCHR(os.stat(device).st_mode), f"{device} was replaced"
        assert not os.path.lexists(lock_path(device))
    assert not [name for name in os.listdir("/dev") if name.endswith(".tmp")]


def _history(path: str | Path) -> list[object]:
    history: list[object] = read_state(path)["history"]
    return history


# --- -o into a device, a FIFO, standard output -------------------------------------


def test_output_into_dev_null_discards_the_state(
    invoke: Invoke, game: tuple[str, list[str]]
) -> None:
    name, action = game
    before = Path(f"{name}.json").read_bytes()
    result = invoke(name, *action, "-o", "/dev/null")
    assert result.exit_code == 0, result.stderr
    assert result.stdout and result.stderr == ""  # the view, as with any file
    assert Path(f"{name}.json").read_bytes() == before


def test_output_into_dev_full_is_exit_4(invoke: Invoke, game: tuple[str, list[str]]) -> None:
    name, action = game
    line = refused(invoke, 4, name, *action, "-o", "/dev/full")
    assert line == "Error: cannot write the new state to /dev/full: No space left on device"


def test_output_into_a_fifo_reaches_its_reader(invoke: Invoke, game: tuple[str, list[str]]) -> None:
    name, action = game
    fifo = Path("state.fifo")
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()))
    reader.start()
    result = invoke(name, *action, "-o", str(fifo), "-q")
    reader.join(timeout=10)
    assert result.exit_code == 0, result.stderr
    assert json.loads(received[0])["game"] == name
    assert stat.S_ISFIFO(fifo.lstat().st_mode)
    assert sorted(os.listdir()) == sorted([f"{name}.json", "state.fifo"])


@pytest.mark.slow
def test_output_to_dev_stdout_is_standard_output(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "s", "-q")
    before = Path("kniffel.json").read_bytes()
    done = subprocess.run(
        ["spiel", "kniffel", "roll", "-o", "/dev/stdout"], capture_output=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert len(json.loads(done.stdout)["history"]) == 1  # the state alone on stdout
    assert b"Round 1 of 13" in done.stderr  # the board on stderr, as with -o -
    assert Path("kniffel.json").read_bytes() == before


# --- -f from a FIFO, a device, a process substitution ------------------------------


def test_file_from_a_fifo_is_read_once_and_the_state_goes_to_stdout(
    invoke: Invoke, game: tuple[str, list[str]]
) -> None:
    name, action = game
    before = Path(f"{name}.json").read_bytes()
    fifo = Path("state.fifo")
    os.mkfifo(fifo)
    writer = threading.Thread(target=lambda: fifo.write_bytes(before))
    writer.start()
    result = invoke(name, *action, "-f", str(fifo))
    writer.join(timeout=10)
    assert result.exit_code == 0, result.stderr
    assert len(json.loads(result.stdout)["history"]) > len(json.loads(before)["history"])
    assert result.stderr  # the view, as with -f -
    assert not Path(".state.fifo.lock").exists()
    assert Path(f"{name}.json").read_bytes() == before


@pytest.mark.slow
def test_file_from_a_process_substitution(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "s", "-q")
    before = Path("kniffel.json").read_bytes()
    done = subprocess.run(
        ["bash", "-c", "spiel kniffel roll -f <(cat kniffel.json) --format json"],
        capture_output=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert len(json.loads(done.stdout)["history"]) == 1
    assert json.loads(done.stderr)["rolls_left"] == 2
    assert Path("kniffel.json").read_bytes() == before


def test_a_refused_read_of_dev_null_takes_no_lock(invoke: Invoke) -> None:
    line = refused(invoke, 3, "kniffel", "roll", "-f", "/dev/null", file=Path("/dev/null"))
    assert line == "Error: '/dev/null' is empty; it is no state file"


def test_new_with_a_device_file_writes_the_state_to_stdout(invoke: Invoke) -> None:
    result = invoke("kniffel", "new", "--seed", "s", "-f", "/dev/null", "-q")
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["game"] == "kniffel"
    assert os.listdir() == []


# --- directories, empty paths, missing folders -------------------------------------


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        (["-f", "folder"], "--file folder is a directory; name a file"),
        (["-o", "folder"], "--output folder is a directory; name a file"),
        (["-f", ""], "--file is empty; name a file, or '-' for standard input"),
        (["-o", ""], "--output is empty; name a file, or '-' for standard output"),
    ],
)
def test_a_directory_or_an_empty_path_is_usage(
    invoke: Invoke, game: tuple[str, list[str]], args: list[str], reason: str
) -> None:
    name, action = game
    Path("folder").mkdir()
    assert refused(invoke, 2, name, *action, *args) == f"Error: {reason}"
    assert not Path(".folder.lock").exists() and os.listdir("folder") == []


def test_show_of_a_directory_is_usage(invoke: Invoke) -> None:
    Path("folder").mkdir()
    assert "is a directory" in refused(invoke, 2, "kniffel", "show", "-f", "folder")


@pytest.mark.parametrize("command", [["show"], ["log"], ["roll"], ["roll", "-o", "out.json"]])
def test_a_missing_folder_is_a_missing_state_file(invoke: Invoke, command: list[str]) -> None:
    line = refused(invoke, 3, "kniffel", *command, "-f", "nodir/k.json")
    assert line == "Error: 'nodir/k.json' does not exist; start a game with 'spiel kniffel new'"
    assert sorted(os.listdir()) == []


# --- read-only state files ---------------------------------------------------------


def test_a_read_only_state_file_is_not_replaced(
    invoke: Invoke, game: tuple[str, list[str]]
) -> None:
    name, action = game
    state = Path(f"{name}.json")
    state.chmod(0o444)
    line = refused(invoke, 4, name, *action)
    assert line.startswith(f"Error: {name}.json is read-only")
    assert state.stat().st_mode & 0o777 == 0o444
    assert refused(invoke, 4, name, "new", "--force").startswith(f"Error: {name}.json is read-only")


# --- the lock ----------------------------------------------------------------------


def test_a_symbolic_link_at_the_lock_is_refused(invoke: Invoke, tmp_path: Path) -> None:
    invoke("kniffel", "new", "--seed", "s", "-q")
    Path(".kniffel.json.lock").symlink_to(tmp_path / "planted")
    line = refused(invoke, 4, "kniffel", "roll")
    assert line.endswith(".kniffel.json.lock is a symbolic link; remove it")
    assert not (tmp_path / "planted").exists()


def test_a_command_that_waits_for_the_lock_says_so_once(
    invoke: Invoke, lock_notice: threading.Event
) -> None:
    invoke("kniffel", "new", "--seed", "s", "-q")
    held = threading.Event()

    def hold() -> None:
        with locked(["kniffel.json"]):
            held.set()
            lock_notice.wait(timeout=60)  # the timeout only ends a test that failed

    holder = threading.Thread(target=hold)
    holder.start()
    assert held.wait(timeout=60)
    result = invoke("kniffel", "roll", "-q")
    holder.join()
    assert result.exit_code == 0
    assert result.stderr == "waiting for kniffel.json: another spiel command is using it\n"
    assert len(_history("kniffel.json")) == 1


def test_a_command_that_gets_the_lock_at_once_says_nothing(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "s", "-q")
    assert invoke("kniffel", "roll", "-q").stderr == ""


# --- temporary files ---------------------------------------------------------------


def test_temporaries_of_killed_commands_are_removed_by_the_next_write(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "s", "-q")
    stale = [".kniffel.json.4194303.0123abcd.tmp", ".kniffel.json.17.ffffffff.tmp"]
    kept = [".kniffel.json.bak", ".other.json.17.0123abcd.tmp", ".kniffel.json.x.0123abcd.tmp"]
    for name in stale + kept:
        Path(name).write_text("partial")
    assert invoke("kniffel", "roll", "-q").exit_code == 0
    assert sorted(os.listdir()) == sorted(["kniffel.json", *kept])


@pytest.mark.parametrize("name", ["k" * 235 + ".json", "ä" * 120 + ".json", "x.json"])
def test_temporary_names_fit_the_folder(name: str) -> None:
    stem = _temporary_stem(name)
    temporary = f".{stem}.{4194304}.{'f' * 8}.tmp"
    assert len(os.fsencode(temporary)) <= NAME_MAX
    assert stem == name or stem.startswith(name[:80])  # still recognisable
    assert _temporary_stem(name) == stem  # the same name each time, for the clean-up


def test_a_state_file_named_with_240_characters_works(invoke: Invoke) -> None:
    name = "k" * 235 + ".json"
    assert invoke("kniffel", "new", "--seed", "s", "-f", name, "-q").exit_code == 0
    leftover = Path(f".{_temporary_stem(name)}.17.0123abcd.tmp")
    leftover.write_text("partial")
    assert invoke("kniffel", "roll", "-f", name, "-q").exit_code == 0
    assert len(_history(name)) == 1
    assert os.listdir() == [name]


# --- new -o OTHER.json -------------------------------------------------------------


def test_new_into_another_file_refuses_an_unfinished_game(
    invoke: Invoke, game: tuple[str, list[str]]
) -> None:
    name, _ = game
    os.rename(f"{name}.json", "other.json")
    line = refused(invoke, 1, name, "new", "-o", "other.json", file=Path("other.json"))
    assert line == (
        "Error: other.json holds an unfinished game; finish it, choose another file with "
        "--file, or replace it with --force"
    )
    assert invoke(name, "new", "-o", "other.json", "--force", "-q").exit_code == 0


def test_dash_is_standard_output_even_beside_a_folder_named_dash(invoke: Invoke) -> None:
    Path("-").mkdir()
    result = invoke("kniffel", "new", "--seed", "s", "-o", "-", "-q")
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["game"] == "kniffel"


# --- symbolic links ----------------------------------------------------------------


@pytest.mark.parametrize(("name", "start", "action"), GAMES, ids=IDS)
def test_new_through_a_link_to_nothing_yet_makes_the_file_it_names(
    invoke: Invoke, name: str, start: list[str], action: list[str]
) -> None:
    """As cp or the shell's '>' write through such a link: the link stays, the file appears
    where it points, and the game goes on through the link."""
    Path("games").mkdir()
    Path(f"{name}.json").symlink_to(f"games/{name}.json")
    assert invoke(name, *start, "-q").exit_code == 0
    assert Path(f"{name}.json").is_symlink()
    assert read_state(f"games/{name}.json")["game"] == name
    assert invoke(name, *action, "-q").exit_code == 0
    assert os.listdir("games") == [f"{name}.json"]
    line = refused(invoke, 1, name, *start)  # now it names an unfinished game
    assert line.startswith(f"Error: {name}.json holds an unfinished game")


def test_a_link_to_nothing_yet_is_missing_for_every_other_command(invoke: Invoke) -> None:
    Path("kniffel.json").symlink_to("games/k.json")
    line = refused(invoke, 3, "kniffel", "roll")
    assert line == "Error: 'kniffel.json' does not exist; start a game with 'spiel kniffel new'"


def test_a_link_into_a_missing_folder_cannot_be_written(invoke: Invoke) -> None:
    Path("kniffel.json").symlink_to("games/k.json")
    line = refused(invoke, 4, "kniffel", "new", "--seed", "s")
    assert line.startswith("Error: cannot lock ") and "games/k.json" in line
    assert os.listdir() == ["kniffel.json"]


@pytest.mark.parametrize("name", ["kniffel", "streichholz", "puzzle"])
def test_a_link_in_a_circle_is_no_file_to_make_or_replace(invoke: Invoke, name: str) -> None:
    """As cp and the shell refuse it: writing would turn the link into a file."""
    Path(f"{name}.json").symlink_to("loop")
    Path("loop").symlink_to(f"{name}.json")
    assert invoke(name, "new", "--seed", "s", "-f", "game.json", "-q").exit_code == 0
    game = Path("game.json").read_bytes()
    circle = f"Error: cannot write {name}.json: it is a symbolic link that leads in a circle; "
    output = ["-o", f"{name}.json", "-f", "game.json", "--force"]
    for args in (["new", "--seed", "s"], ["new", "--seed", "s", "--force"],
                 ["new", "--seed", "s", *output]):  # fmt: skip
        assert refused(invoke, 4, name, *args) == circle + "remove it"
    assert Path(f"{name}.json").is_symlink() and Path("loop").is_symlink()
    assert Path("game.json").read_bytes() == game
    assert set(os.listdir()) == {"game.json", "loop", f"{name}.json"}  # no lock file left
