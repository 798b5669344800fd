"""State files: read with a size cap, check the envelope, lock, write atomically.

A state file is one JSON object ``{"format": "spiel", "version": 1, "game": ...}``
plus what the game stores. ``-`` stands for standard input or output.
"""

from __future__ import annotations

import fcntl
import json
import os
import sys
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from kniffel_cli.common.errors import StateFileError, WriteError

FORMAT = "spiel"
VERSION = 1
MAX_BYTES = 1 << 20
STDIO = "-"
GAMES = ("kniffel", "streichholz", "puzzle")


def display_name(path: str, *, reading: bool = True) -> str:
    """How a path is named in messages."""
    if path == STDIO:
        return "standard input" if reading else "standard output"
    return path


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def read_json_object(path: str, what: str = "state file") -> dict[str, Any]:
    """Read ``path`` (or standard input) as one JSON object of at most 1 MiB."""
    name = display_name(path)
    try:
        if path == STDIO:
            raw = sys.stdin.buffer.read(MAX_BYTES + 1)
        else:
            with open(path, "rb") as handle:
                raw = handle.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise StateFileError(f"{name} does not exist") from None
    except IsADirectoryError:
        raise StateFileError(f"{name} is a directory, not a {what}") from None
    except OSError as error:
        raise StateFileError(f"cannot read {name}: {error.strerror}") from None
    if len(raw) > MAX_BYTES:
        raise StateFileError(f"{name} is larger than 1 MiB; it is no {what}")
    if not raw.strip():
        raise StateFileError(f"{name} is empty; it is no {what}")
    try:
        data = json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
    except UnicodeDecodeError:
        raise StateFileError(f"{name} is not UTF-8 text; it is no {what}") from None
    except (ValueError, RecursionError) as error:
        raise StateFileError(f"{name} is not JSON ({error})") from None
    if not isinstance(data, dict):
        raise StateFileError(f"{name} holds no JSON object; it is no {what}")
    return data


def check_envelope(data: dict[str, Any], game: str, path: str) -> None:
    """Refuse anything but a version-1 spiel state of ``game``."""
    name = display_name(path)
    if data.get("format") != FORMAT:
        raise StateFileError(f'{name} is not a spiel state (no "format": "spiel")')
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise StateFileError(f'{name} is not a spiel state (bad "version")')
    if version > VERSION:
        raise StateFileError(
            f"{name} was written by a newer spiel (format version {version}, "
            f"this one reads up to {VERSION}); upgrade spiel to read it"
        )
    other = data.get("game")
    if other == game:
        return
    if other in GAMES:
        raise StateFileError(
            f"{name} holds a {other} game, not a {game} game; read it with 'spiel {other}'"
        )
    raise StateFileError(f'{name} is not a spiel state (unknown "game")')


def dump_state(data: dict[str, Any]) -> str:
    """The canonical text of a state: a field a line, a list of objects an item a line."""

    def compact(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False)

    lines = []
    for key, value in data.items():
        if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            items = ",\n".join(f"  {compact(item)}" for item in value)
            lines.append(f" {compact(key)}: [\n{items}\n ]")
        else:
            lines.append(f" {compact(key)}: {compact(value)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def write_text(path: str, text: str, what: str = "state") -> None:
    """Write ``text`` to ``path`` atomically (temporary file, fsync, rename), or to stdout."""
    if path == STDIO:
        try:
            sys.stdout.write(text)
            sys.stdout.flush()
        except OSError as error:
            raise WriteError(f"cannot write the new {what} to standard output: {error}") from None
        return
    target = os.path.realpath(path)
    directory = os.path.dirname(target)
    temporary = os.path.join(
        directory, f".{os.path.basename(target)}.{os.getpid()}.{os.urandom(4).hex()}.tmp"
    )
    try:
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        try:
            with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
                handle.write(text)
                handle.flush()
                os.fsync(handle.fileno())
            try:
                os.chmod(temporary, os.stat(target).st_mode & 0o7777)
            except FileNotFoundError:
                pass
            os.replace(temporary, target)
        except BaseException:
            try:
                os.unlink(temporary)
            except OSError:
                pass
            raise
        _sync_directory(directory)
    except OSError as error:
        reason = error.strerror or str(error)
        raise WriteError(f"cannot write {path}: {reason}; the old {what} is intact") from None


def _sync_directory(directory: str) -> None:
    try:
        descriptor = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


@contextmanager
def locked(paths: Iterable[str]) -> Iterator[None]:
    """Hold an exclusive lock on each file's sidecar ``FILE.lock`` (stdin/stdout need none).

    Locks are taken in a fixed order so two commands never wait on each other.
    """
    targets = sorted({os.path.realpath(p) for p in paths if p != STDIO})
    descriptors: list[int] = []
    try:
        for target in targets:
            try:
                descriptor = os.open(target + ".lock", os.O_RDWR | os.O_CREAT, 0o666)
            except OSError as error:
                raise WriteError(
                    f"cannot lock {target}: {error.strerror} (creating {target}.lock)"
                ) from None
            descriptors.append(descriptor)
            fcntl.flock(descriptor, fcntl.LOCK_EX)
        yield
    finally:
        for descriptor in reversed(descriptors):
            fcntl.flock(descriptor, fcntl.LOCK_UN)
            os.close(descriptor)
