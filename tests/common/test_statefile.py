"""Reading with a cap, the envelope, atomic writes and the lock."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest

from kniffel_cli.common.errors import StateFileError, WriteError
from kniffel_cli.common.statefile import (
    MAX_BYTES,
    check_envelope,
    dump_state,
    lock_path,
    locked,
    read_json_object,
    write_text,
)
from tests.helpers import Invoke


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "is empty"),
        (b"not json", "is not JSON"),
        (b"[1, 2]", "holds no JSON object"),
        (b'{"a": NaN}', "is not JSON"),
        (b"\xff\xfe{}", "is not UTF-8"),
        (b"{" * 100_000, "is not JSON"),
        (b" " * (MAX_BYTES + 1), "larger than 1 MiB"),
    ],
)
def test_unreadable_files(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "state.json"
    path.write_bytes(content)
    with pytest.raises(StateFileError, match=message):
        read_json_object(str(path))


def test_missing_file_and_directory(tmp_path: Path) -> None:
    with pytest.raises(StateFileError, match="does not exist"):
        read_json_object(str(tmp_path / "absent.json"))
    with pytest.raises(StateFileError, match="is a directory"):
        read_json_object(str(tmp_path))


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({}, "not a spiel state"),
        ({"format": "other"}, "not a spiel state"),
        ({"format": "spiel", "version": "1"}, 'bad "version"'),
        ({"format": "spiel", "version": 0}, 'bad "version"'),
        ({"format": "spiel", "version": 3, "game": "kniffel"}, "newer spiel \\(format version 3"),
        (
            {"format": "spiel", "version": 1, "game": "puzzle"},
            "holds a puzzle game, not a kniffel game",
        ),
        ({"format": "spiel", "version": 1, "game": "chess"}, 'unknown "game"'),
    ],
)
def test_envelope(data: dict[str, object], message: str) -> None:
    with pytest.raises(StateFileError, match=message):
        check_envelope(data, "kniffel", "k.json")


def test_dump_state_is_json_with_one_history_entry_a_line() -> None:
    data = {"format": "spiel", "history": [{"a": 1}, {"b": [2]}], "name": "Jürgen"}
    text = dump_state(data)
    assert json.loads(text) == data
    assert '  {"a": 1},\n  {"b": [2]}\n' in text
    assert "Jürgen" in text and text.endswith("}\n")


def test_write_replaces_atomically_and_keeps_the_mode(tmp_path: Path) -> None:
    path = tmp_path / "state.json"
    path.write_text("old")
    path.chmod(0o600)
    write_text(str(path), "new\n")
    assert path.read_text() == "new\n"
    assert path.stat().st_mode & 0o777 == 0o600
    assert os.listdir(tmp_path) == ["state.json"]  # no temporary file left behind


def test_write_through_a_link_replaces_the_target(tmp_path: Path) -> None:
    target = tmp_path / "real.json"
    target.write_text("old")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    write_text(str(link), "new")
    assert link.is_symlink() and target.read_text() == "new"


def test_a_failed_write_leaves_the_old_file(tmp_path: Path) -> None:
    with pytest.raises(WriteError, match="cannot write .*the old state is intact"):
        write_text(str(tmp_path / "missing" / "state.json"), "x")
    target = tmp_path / "state.json"
    target.write_text("old")
    (tmp_path / "blocker").mkdir()
    with pytest.raises(WriteError):
        write_text(str(tmp_path / "blocker"), "new")
    assert target.read_text() == "old"
    assert sorted(os.listdir(tmp_path)) == ["blocker", "state.json"]


def test_lock_serialises(tmp_path: Path, lock_notice: threading.Event) -> None:
    path = str(tmp_path / "state.json")
    order: list[str] = []

    def second() -> None:
        with locked([path]):
            order.append("second")

    with locked([path, path]):
        thread = threading.Thread(target=second)
        thread.start()
        assert lock_notice.wait(timeout=60)  # the second is waiting for the lock
        order.append("first")
    thread.join()
    assert order == ["first", "second"]
    assert not os.path.lexists(lock_path(path))  # removed by the last to hold it


def test_lock_in_a_missing_folder_is_a_write_error(tmp_path: Path) -> None:
    with pytest.raises(WriteError, match="cannot lock"):
        with locked([str(tmp_path / "nope" / "state.json")]):
            pass


def test_a_value_nested_too_deep_to_write_out_is_the_same_as_nothing() -> None:
    """A file may hold a value json reads but cannot write back (RecursionError): such a
    position is no position a game gives, and says so instead of a traceback."""
    from kniffel_cli.common.replay import same

    deep: list[object] = []
    for _ in range(100_000):
        deep = [deep]
    assert not same(deep, {"board": "AB/C."})


@pytest.mark.parametrize(
    "commands",
    [
        [["kniffel", "new", "--seed", "s"], ["kniffel", "roll"]],
        [["streichholz", "new", "--seed", "s"], ["streichholz", "take", "1"]],
        [["puzzle", "new", "--board", "ABCD/EFGH/IJKL/MN.O"], ["puzzle", "slide", "N"]],
    ],
    ids=["kniffel", "streichholz", "puzzle"],
)
def test_no_lock_file_stays(invoke: Invoke, commands: list[list[str]]) -> None:
    """The user's folder shows the state file only (issue 31: the kept lock file showed in
    the user's git status)."""
    for command in commands:
        assert invoke(*command, "-q").exit_code == 0
    assert os.listdir() == [f"{commands[0][0]}.json"]


@pytest.mark.parametrize(
    ("path", "lock"),
    [
        ("kniffel.json", ".kniffel.json.lock"),
        ("games/a.json", "games/.a.json.lock"),
        (".hidden.json", "..hidden.json.lock"),
    ],
)
def test_the_lock_s_name(path: str, lock: str) -> None:
    assert lock_path(path) == lock


@pytest.mark.parametrize(
    ("start", "action"),
    [
        (["kniffel", "new", "--seed", "s", "-q"], ["kniffel", "roll"]),
        (["puzzle", "new", "--seed", "s", "-q"], ["puzzle", "slide", "A"]),
    ],
    ids=["kniffel", "puzzle"],
)
def test_a_lone_surrogate_escape_is_no_state(
    invoke: Invoke, start: list[str], action: list[str]
) -> None:
    """``"\\udcff"`` is JSON but no text: refused on loading (exit 3), not a traceback when
    the seed is first used (or the next save), and the file is left as it was."""
    invoke(*start)
    path = Path(f"{start[0]}.json")
    data = json.loads(path.read_text())
    data["seed"] = "\udcff"
    path.write_text(json.dumps(data))
    before = path.read_bytes()
    result = invoke(*action)
    assert result.exit_code == 3
    assert result.stderr == f"Error: '{path}' is not UTF-8 text; it is no state file\n"
    assert path.read_bytes() == before


def test_a_state_nested_too_deep_to_check_is_no_json(invoke: Invoke) -> None:
    invoke("puzzle", "new", "--seed", "s", "-q")
    data = json.loads(Path("puzzle.json").read_text())
    data["history"] = "here"
    # 980 deep: json reads it as a process; writing it out again recursed too deep
    text = json.dumps(data).replace('"here"', "[" * 980 + "]" * 980)
    Path("puzzle.json").write_text(text)
    result = invoke("puzzle", "show")
    assert result.exit_code == 3
    assert result.stderr.startswith("Error: 'puzzle.json' is not")
