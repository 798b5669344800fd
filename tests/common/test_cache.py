"""The cache format: a checksum over the whole content, checked on every load."""

from __future__ import annotations

import fcntl
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from kniffel_cli.common import cache

NAME = "table-v1.bin"
PAYLOAD = bytes(range(256)) * 40


class Builder:
    """A build function that counts its calls."""

    def __init__(self, payload: bytes = PAYLOAD) -> None:
        self.payload = payload
        self.calls = 0

    def __call__(self) -> bytes:
        self.calls += 1
        return self.payload


def load(folder: Path, notes: list[str], build: Callable[[], bytes] | None = None) -> bytes:
    return cache.cached_bytes(str(folder), NAME, len(PAYLOAD), build or Builder(), notes.append)


def header_length(path: Path) -> int:
    return path.read_bytes().index(b"\n") + 1


def test_a_table_is_built_once_then_read_back_verified(tmp_path: Path) -> None:
    build, notes = Builder(), list[str]()
    assert load(tmp_path, notes, build) == PAYLOAD
    assert load(tmp_path, notes, build) == PAYLOAD
    assert build.calls == 1 and notes == []
    data = (tmp_path / NAME).read_bytes()
    assert data.startswith(b"spiel-cache 1 sha256 ")
    assert data.endswith(PAYLOAD)
    assert os.listdir(tmp_path) == [NAME]  # no temporary file is left


def test_the_digest_covers_the_name_and_the_payload(tmp_path: Path) -> None:
    cache.write(str(tmp_path / NAME), [PAYLOAD[:100], PAYLOAD[100:]])
    header = (tmp_path / NAME).read_bytes()[: header_length(tmp_path / NAME)]
    import hashlib

    digest = hashlib.sha256(NAME.encode() + b"\n" + PAYLOAD).hexdigest()
    assert header == f"spiel-cache 1 sha256 {digest} {len(PAYLOAD)}\n".encode()


def flip_last(data: bytes, offset: int) -> bytes:
    return data[:-1] + bytes([data[-1] ^ 1])


def zero_payload(data: bytes, offset: int) -> bytes:
    return data[:offset] + bytes(len(data) - offset)


DAMAGE: dict[str, tuple[Callable[[bytes, int], bytes], str]] = {
    "one bit flipped": (flip_last, "its checksum does not match"),
    "first payload byte": (
        lambda d, o: d[:o] + bytes([d[o] ^ 0xFF]) + d[o + 1 :],
        "its checksum does not match",
    ),
    "payload zeroed": (zero_payload, "its checksum does not match"),
    "truncated": (lambda d, o: d[:-7], "its size does not match its header"),
    "a byte appended": (lambda d, o: d + b"\0", "its size does not match its header"),
    "header only": (lambda d, o: d[:o], "its size does not match its header"),
    "empty": (lambda d, o: b"", "it is not a cache file of this version"),
    "old format (raw table)": (lambda d, o: d[o:], "it is not a cache file of this version"),
    "digest changed": (
        lambda d, o: d[:21] + (b"0" if d[21:22] != b"0" else b"1") + d[22:],
        "its checksum does not match",
    ),
    "digest not hex": (lambda d, o: d[:21] + b"Z" + d[22:], "its header is malformed"),
    "length too long": (
        lambda d, o: d[: o - 1] + b"0" + d[o - 1 :],
        "its size does not match its header",
    ),
}


@pytest.mark.parametrize("damage", DAMAGE, ids=list(DAMAGE))
def test_a_damaged_file_is_reported_and_rebuilt_like_a_missing_one(
    tmp_path: Path, damage: str
) -> None:
    change, reason = DAMAGE[damage]
    load(tmp_path, [])
    path = tmp_path / NAME
    good = path.read_bytes()
    path.write_bytes(change(good, header_length(path)))
    build, notes = Builder(), list[str]()
    assert load(tmp_path, notes, build) == PAYLOAD
    assert build.calls == 1
    assert notes == [f"The cached table {path} is damaged ({reason}); building it again."]
    assert path.read_bytes() == good  # replaced by a sound one


def test_a_file_copied_under_another_name_fails_its_checksum(tmp_path: Path) -> None:
    cache.write(str(tmp_path / "other.bin"), [PAYLOAD])
    os.replace(tmp_path / "other.bin", tmp_path / NAME)
    notes: list[str] = []
    load(tmp_path, notes)
    assert "its checksum does not match" in notes[0]


def test_a_missing_file_is_built_without_a_note(tmp_path: Path) -> None:
    notes: list[str] = []
    load(tmp_path / "new" / "folder", notes)
    assert notes == []
    assert (tmp_path / "new" / "folder" / NAME).exists()


def test_a_fifo_in_the_cache_does_not_block(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / NAME)
    notes: list[str] = []
    assert load(tmp_path, notes) == PAYLOAD
    assert "(it is not a regular file)" in notes[0]


@pytest.mark.parametrize("target", ["/dev/zero", "folder"])
def test_a_device_or_folder_in_the_cache_is_not_read(tmp_path: Path, target: str) -> None:
    if target == "folder":
        (tmp_path / NAME).mkdir()
    else:
        (tmp_path / NAME).symlink_to(target)
    notes: list[str] = []
    assert load(tmp_path, notes) == PAYLOAD
    assert "(it is not a regular file)" in notes[0]


def test_the_wrong_size_is_damage_even_under_a_good_checksum(tmp_path: Path) -> None:
    cache.write(str(tmp_path / NAME), [PAYLOAD[:-1]])
    notes: list[str] = []
    assert load(tmp_path, notes) == PAYLOAD
    assert f"(it holds {len(PAYLOAD) - 1} bytes, not {len(PAYLOAD)})" in notes[0]


def test_fresh_ignores_the_cache(tmp_path: Path) -> None:
    load(tmp_path, [])
    build = Builder()
    notes: list[str] = []
    cache.cached_bytes(str(tmp_path), NAME, len(PAYLOAD), build, notes.append, fresh=True)
    assert build.calls == 1 and notes == []


def test_the_temporary_file_is_new_and_never_followed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A symlink planted at the temporary name is not written through; nothing is saved."""
    victim = tmp_path / "victim"
    victim.write_bytes(b"precious")
    folder = tmp_path / "cache"
    folder.mkdir()
    # The predictable name of the old code, and the name the random draw will give.
    (folder / f"{NAME}.{os.getpid()}.tmp").symlink_to(victim)
    monkeypatch.setattr(os, "urandom", lambda n: b"\x01" * n)
    (folder / f".{NAME}.{'01' * 8}.tmp").symlink_to(victim)
    assert load(folder, []) == PAYLOAD  # the built table still serves this run
    assert victim.read_bytes() == b"precious"
    assert not (folder / NAME).exists()


def test_the_temporary_name_is_random(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[tuple[str, int]] = []
    real_open = os.open

    def spy(path: str, flags: int, *args: int) -> int:
        opened.append((os.path.basename(path), flags))
        return real_open(path, flags, *args)

    monkeypatch.setattr(os, "open", spy)
    cache.write(str(tmp_path / NAME), [PAYLOAD])
    cache.write(str(tmp_path / NAME), [PAYLOAD])
    first, second = (name for name, flags in opened if name.endswith(".tmp"))
    assert first != second
    for _, flags in opened:
        wanted = os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW
        assert flags & wanted == wanted


def test_an_unwritable_folder_still_serves_the_run(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert load(blocker / "cache", []) == PAYLOAD


def test_the_note_escapes_the_path() -> None:
    line = cache.note("/tmp/\x1b]0;x\a/t.bin", "its checksum does not match")
    assert "\x1b" not in line and "\a" not in line
    assert line.count("\n") == 0


# --- temporary files of killed builds ------------------------------------------------

TABLE = "kniffel-table-v2-kniffel-rolls3-rounds13.bin"


def leftover(folder: Path, name: str = TABLE, digits: str = "0123456789abcdef") -> Path:
    """A temporary file as a build killed while writing ``name`` leaves it."""
    path = folder / f".{name}.{digits}.tmp"
    path.write_bytes(b"spiel-cache 1 sha256 half a table")
    return path


def test_a_killed_build_s_temporary_is_removed_by_the_next_save(tmp_path: Path) -> None:
    leftover(tmp_path)
    leftover(tmp_path, "puzzle4-pdb-v1-1-2-3-4-5-6.bin", "f" * 16)  # another table's
    kept = ["notes.txt", f".mine.{'0' * 16}.tmp", f".{TABLE}.tmp", f".{TABLE}.{'0' * 15}.tmp"]
    for name in kept:
        (tmp_path / name).write_text("not spiel's")
    cache.write(str(tmp_path / TABLE), [PAYLOAD])
    assert sorted(os.listdir(tmp_path)) == sorted([TABLE, *kept])


def test_a_temporary_another_build_is_writing_stays(tmp_path: Path) -> None:
    live = leftover(tmp_path)
    with live.open("rb") as writer:
        fcntl.flock(writer, fcntl.LOCK_EX)  # as its writer holds it until the rename
        cache.write(str(tmp_path / "kniffel-table-v2-other.bin"), [PAYLOAD])
        assert live.exists()
    assert cache.remove_leftovers(str(tmp_path)) == [live.name]  # its writer is gone
    assert not live.exists()


def test_ctrl_c_while_a_table_is_written_leaves_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def interrupted(*args: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        cache.write(str(tmp_path / TABLE), [PAYLOAD])
    assert os.listdir(tmp_path) == []


def test_a_symbolic_link_named_as_a_temporary_is_left_alone(tmp_path: Path) -> None:
    victim = tmp_path / "victim"
    victim.write_text("precious")
    link = tmp_path / f".{TABLE}.{'0' * 16}.tmp"
    link.symlink_to(victim)
    assert cache.remove_leftovers(str(tmp_path)) == []
    assert link.is_symlink() and victim.read_text() == "precious"


# A build that is writing its table, stopped just before the rename.
WRITING = """
import os, sys, time
from kniffel_cli.common import cache
def stuck(*args):
    print("writing", flush=True)
    time.sleep(600)
os.replace = stuck
cache.write(sys.argv[1], [b"x" * 100000])
"""


@pytest.mark.slow
def test_a_build_killed_while_writing(tmp_path: Path) -> None:
    """Two processes: the temporary of one still writing stays; once it is killed (no
    Ctrl-C, no clean-up of its own), the next save removes it."""
    build = subprocess.Popen(
        [sys.executable, "-c", WRITING, str(tmp_path / TABLE)], stdout=subprocess.PIPE
    )
    try:
        assert build.stdout is not None and build.stdout.readline() == b"writing\n"
        (temporary,) = os.listdir(tmp_path)
        assert cache.remove_leftovers(str(tmp_path)) == []
    finally:
        build.kill()
        build.wait()
    assert os.listdir(tmp_path) == [temporary]
    cache.write(str(tmp_path / TABLE), [PAYLOAD])
    assert os.listdir(tmp_path) == [TABLE]
