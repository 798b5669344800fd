"""Locks nobody can replace or trip over (issue 31): a lock file is no file to write, read
or keep a highscore in; a lock is held on the file at the lock's path, and removed by its
holder at the end."""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from kniffel_cli.common import statefile
from kniffel_cli.common.statefile import _temporary_stem, lock_path, locked
from tests.helpers import Invoke, refused

LONG = "k" * 235 + ".json"

# A lock file named as a path: what spiel's lock_path makes, for any game and the highscore.
LOCK_NAMES = [
    ".kniffel.json.lock",
    ".streichholz.json.lock",
    "..hidden.json.lock",
    ".highscore.json.lock",
    f".{_temporary_stem(LONG)}.lock",  # a long name's START~HASH form
    ".not-yet-a-lock.lock",  # the name decides: it may be created any moment
    "games/.a.json.lock",
]

# Where a command takes a path: (the words before it, the option, the words after).
PLACES: list[tuple[list[str], str, list[str]]] = [
    (["kniffel", "roll"], "-o", []),
    (["kniffel", "new", "--seed", "s", "--force"], "-o", []),
    (["kniffel", "show"], "-f", []),
    (["kniffel", "roll"], "-f", []),
    (["kniffel", "rules"], "-f", []),
    (["streichholz", "take", "1"], "-o", []),
    (["puzzle", "new", "--size", "3", "--seed", "1"], "-o", []),
    (["kniffel", "highscore", "clear", "--yes"], "--highscore-file", []),
    (["kniffel", "highscore", "list"], "--highscore-file", []),
    (["kniffel", "batch"], "-f", []),
    (["kniffel", "batch"], "-o", []),
]


@pytest.fixture
def started(invoke: Invoke) -> None:
    for game, *start in (
        ["kniffel", "new", "--seed", "s"],
        ["streichholz", "new", "--seed", "s", "--matches", "20"],
    ):
        assert invoke(game, *start, "-q").exit_code == 0
    Path("games").mkdir()


@pytest.mark.usefixtures("started")
@pytest.mark.parametrize("name", LOCK_NAMES)
@pytest.mark.parametrize(("before", "option", "after"), PLACES)
def test_a_lock_file_is_no_file_to_name(
    invoke: Invoke, name: str, before: list[str], option: str, after: list[str]
) -> None:
    line = refused(invoke, 2, *before, option, name, *after)
    assert line.endswith(
        f"{name} is the name of a lock file of spiel (.NAME.lock); name another file"
    )
    assert not os.path.lexists(name)


@pytest.mark.usefixtures("started")
@pytest.mark.parametrize("name", [".kniffel.json.123.deadbeef.tmp", "games/.x.7.0123abcd.tmp"])
@pytest.mark.parametrize(("before", "option", "after"), PLACES)
def test_a_temporary_file_of_spiel_is_no_file_to_name(
    invoke: Invoke, name: str, before: list[str], option: str, after: list[str]
) -> None:
    """The next command on the file removes it as a killed command's leftover."""
    line = refused(invoke, 2, *before, option, name, *after)
    assert line.endswith(
        f"{name} is the name of a temporary file of spiel (.NAME.PID.HEX.tmp), which the next "
        "command removes; name another file"
    )
    assert not os.path.lexists(name)


@pytest.mark.usefixtures("started")
@pytest.mark.parametrize(("before", "option", "after"), PLACES)
def test_a_symbolic_link_to_a_lock_file_is_refused(
    invoke: Invoke, before: list[str], option: str, after: list[str]
) -> None:
    Path("link.json").symlink_to(".kniffel.json.lock")  # to nothing yet: it may appear
    line = refused(invoke, 2, *before, option, "link.json", *after)
    assert line.endswith(".kniffel.json.lock, a lock file of spiel; name another file")
    assert not os.path.lexists(".kniffel.json.lock")


@pytest.mark.usefixtures("started")
def test_the_highscore_file_from_the_environment_is_no_lock_file(invoke: Invoke) -> None:
    result = invoke(
        "kniffel", "highscore", "clear", "--yes", env={"SPIEL_HIGHSCORE_FILE": ".kniffel.json.lock"}
    )
    assert result.exit_code == 2 and "a lock file of spiel" in result.stderr
    assert not os.path.lexists(".kniffel.json.lock")


@pytest.mark.usefixtures("started")
@pytest.mark.parametrize(
    "request_",
    [
        "roll -o .kniffel.json.lock",
        "highscore clear --yes --highscore-file .kniffel.json.lock",
        "highscore add --highscore-file ..x.lock",
    ],
)
def test_a_batch_request_naming_a_lock_file_is_refused(invoke: Invoke, request_: str) -> None:
    before = Path("kniffel.json").read_bytes()
    result = invoke("kniffel", "batch", input=f"{request_}\nshow\n")
    assert result.exit_code == 0
    first, second = result.stdout.splitlines()
    assert '"ok": false, "exit": 2' in first and '"ok": true' in second
    assert Path("kniffel.json").read_bytes() == before
    assert sorted(os.listdir()) == ["games", "kniffel.json", "streichholz.json"]


def test_the_lock_another_command_holds_stays_when_named_as_output(invoke: Invoke) -> None:
    """Issue 31: '-o .kniffel.json.lock' replaced the lock a batch session held, and the next
    command took the new file's lock at once beside it; an update was lost."""
    invoke("kniffel", "new", "--seed", "s", "-q")
    invoke("kniffel", "new", "--seed", "t", "-q", "-o", "other.json")
    with locked(["kniffel.json"]):
        held = os.lstat(".kniffel.json.lock")
        refused(invoke, 2, "kniffel", "roll", "-f", "other.json", "-o", ".kniffel.json.lock")
        refused(
            invoke,
            2,
            "kniffel",
            "highscore",
            "clear",
            "--yes",
            "--highscore-file",
            ".kniffel.json.lock",
            file=Path(".kniffel.json.lock"),
        )
        now = os.lstat(".kniffel.json.lock")
        assert (now.st_dev, now.st_ino, now.st_size) == (held.st_dev, held.st_ino, 0)
    assert sorted(os.listdir()) == ["kniffel.json", "other.json"]


# --- the protocol ----------------------------------------------------------------------


class Inside:
    """Who holds the lock now: two at once is the failure the protocol prevents."""

    def __init__(self) -> None:
        self.names: list[str] = []
        self.together: list[tuple[str, ...]] = []
        self.guard = threading.Lock()

    def enter(self, name: str) -> None:
        with self.guard:
            self.names.append(name)
            if len(self.names) > 1:
                self.together.append(tuple(self.names))

    def leave(self, name: str) -> None:
        with self.guard:
            self.names.remove(name)


def holder(
    path: str, name: str, inside: Inside, go: threading.Event, entered: threading.Event
) -> threading.Thread:
    def hold() -> None:
        with locked([path]):
            inside.enter(name)
            entered.set()
            go.wait(timeout=60)  # the timeout only ends a test that failed
            inside.leave(name)

    thread = threading.Thread(target=hold)
    thread.start()
    return thread


@pytest.fixture
def quiet_waits(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """Set when a lock in this process waits (said at the first busy try)."""
    waiting = threading.Event()
    monkeypatch.setattr(statefile, "WAIT_NOTICE", 0.0)
    monkeypatch.setattr(statefile, "message", lambda text: waiting.set())
    yield waiting


def test_a_lock_removed_while_waited_on_is_taken_again(
    tmp_path: Path, quiet_waits: threading.Event
) -> None:
    """A waits on the lock file B holds; it is removed (as B removes it at its end) and C
    takes a new one. When B lets go, A must not go in beside C: it finds its file gone and
    waits for C's."""
    path = str(tmp_path / "state.json")
    inside = Inside()  # A and C; B is as good as gone once its lock file is
    go_b, in_b = threading.Event(), threading.Event()
    b = holder(path, "B", Inside(), go_b, in_b)
    assert in_b.wait(timeout=60)
    go_a, in_a = threading.Event(), threading.Event()
    a = holder(path, "A", inside, go_a, in_a)
    assert quiet_waits.wait(timeout=60)  # A waits on B's lock file
    os.unlink(lock_path(path))
    go_c, in_c = threading.Event(), threading.Event()
    c = holder(path, "C", inside, go_c, in_c)
    assert in_c.wait(timeout=60)  # a new lock file: C is in at once
    go_b.set()
    b.join()
    assert not in_a.wait(timeout=0.5)  # a bound, not a measurement: A must stay out
    go_c.set()
    c.join()
    assert in_a.wait(timeout=60)
    go_a.set()
    a.join()
    assert inside.together == []
    assert not os.path.lexists(lock_path(path))


def test_a_lock_file_replaced_meanwhile_is_not_removed_by_the_holder(tmp_path: Path) -> None:
    path = str(tmp_path / "state.json")
    with locked([path]):
        os.unlink(lock_path(path))
        Path(lock_path(path)).write_text("someone else's")
    assert Path(lock_path(path)).read_text() == "someone else's"


def test_a_lock_left_by_a_killed_command_is_taken_and_removed(tmp_path: Path) -> None:
    path = str(tmp_path / "state.json")
    Path(lock_path(path)).write_text("")
    with locked([path]):
        pass
    assert os.listdir(tmp_path) == []


def test_locks_of_two_files_are_both_removed(tmp_path: Path) -> None:
    paths = [str(tmp_path / "a.json"), str(tmp_path / LONG)]
    with locked(paths):
        assert sorted(os.listdir(tmp_path)) == sorted(lock_path(p).split("/")[-1] for p in paths)
    assert os.listdir(tmp_path) == []
