"""The cache of solver tables: where it lives, and tables kept under a checksum.

Every cache file has one format: a header line, then the payload::

    spiel-cache 1 sha256 <64 hex digits> <payload length>\\n
    <payload>

The digest is SHA-256 over the file's name, a newline and the payload, so it
covers the whole content and ties it to what it claims to be. It is written
when a table is built and checked on every load; a file that is missing,
truncated, of another format, or whose digest does not match, is built again
(and a damaged one is reported through ``notify``). The core never prints.

A table that cannot be saved still serves the run that built it; it is
simply built again next time.

A table is written to a temporary file ``.NAME.HEX.tmp`` beside it, locked
(``flock``) by its writer until it is renamed into place. One that nobody
holds is left over from a killed build and is removed by the next save; one
that another build is writing (two processes building at once) stays.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import re
import stat
from collections.abc import Callable, Iterable
from contextlib import suppress
from typing import TypeVar

from kniffel_cli.common.errors import os_reason
from kniffel_cli.common.i18n import _
from kniffel_cli.common.text import escape

MAGIC = b"spiel-cache 1 sha256 "
# A table's file while it is written: spiel's tables only (SPIEL_CACHE_DIR may be shared).
TEMPORARY = re.compile(r"\.(?:kniffel|puzzle)[^/]*\.bin\.[0-9a-f]{16}\.tmp")
HEADER_LIMIT = 128  # the header line is far shorter; a longer one is not ours
DIGEST_HEX = 64

T = TypeVar("T")
Notify = Callable[[str], None]
Chunks = Iterable[bytes | memoryview]


class Damaged(Exception):
    """A cache file that must not be trusted; ``reason`` says why in a few words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class TableError(Exception):
    """Tables contradicted themselves while in use: damaged after their check.

    ``names`` are their cache files. The caller builds them again
    (``fresh=True``) or fails clearly; it never trusts the answer.
    """

    def __init__(self, *names: str) -> None:
        super().__init__(_("the table {names} contradicts itself").format(names=", ".join(names)))
        self.names = names


def cache_folder() -> str:
    """``$SPIEL_CACHE_DIR``, else the user cache folder of spiel."""
    folder = os.environ.get("SPIEL_CACHE_DIR")
    if folder:
        return folder
    from platformdirs import user_cache_dir

    return user_cache_dir("spiel")


def note(path: str, reason: str) -> str:
    """The one line that tells the user a cached table is rebuilt, and why."""
    text = _("The cached table {path} is damaged ({reason}); building it again.")
    return text.format(path=escape(path), reason=reason)


def _digest(name: str, chunks: Chunks) -> str:
    """The checksum of a table: SHA-256 over its name, a newline and its payload."""
    hasher = hashlib.sha256(name.encode() + b"\n")
    for chunk in chunks:
        hasher.update(chunk)
    return hasher.hexdigest()


def read(path: str) -> bytes:
    """The verified payload of the cache file ``path``.

    Raises FileNotFoundError when it is missing (also where its folder is a file: nothing
    can be there), Damaged when it is anything but an intact cache file (never blocks on
    a FIFO, never reads past the size its header gives).
    """
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError:
        raise
    except NotADirectoryError:
        raise FileNotFoundError(path) from None
    except OSError as error:
        raise Damaged(_("it cannot be read: {reason}").format(reason=os_reason(error))) from None
    try:
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode):
            raise Damaged(_("it is not a regular file"))
        with os.fdopen(descriptor, "rb", closefd=False) as handle:
            header = handle.readline(HEADER_LIMIT)
            digest, length = _parse_header(header)
            if status.st_size != len(header) + length:
                raise Damaged(_("its size does not match its header"))
            payload = handle.read(length)
    except OSError as error:
        raise Damaged(_("it cannot be read: {reason}").format(reason=os_reason(error))) from None
    finally:
        os.close(descriptor)
    if len(payload) != length:
        raise Damaged(_("it is truncated"))
    if _digest(os.path.basename(path), [payload]) != digest:
        raise Damaged(_("its checksum does not match"))
    return payload


def _parse_header(header: bytes) -> tuple[str, int]:
    """The digest and payload length a header line gives; Damaged if it is none."""
    if not header.startswith(MAGIC) or not header.endswith(b"\n"):
        raise Damaged(_("it is not a cache file of this version"))
    fields = header[len(MAGIC) : -1].decode("ascii", "replace").split(" ")
    if (
        len(fields) != 2
        or len(fields[0]) != DIGEST_HEX
        or fields[0].strip("0123456789abcdef")
        or not fields[1].isascii()
        or not fields[1].isdigit()
    ):
        raise Damaged(_("its header is malformed"))
    return fields[0], int(fields[1])


def write(path: str, chunks: list[bytes | memoryview]) -> None:
    """Save a payload under its checksum: a fresh temporary file, then a rename.

    The temporary file gets a random name and is created exclusively, never
    through a symlink, and stays locked until it is renamed. A write cut short
    leaves no file, or one whose checksum fails, so no fsync is needed; a
    killed one leaves its temporary file, which this removes the next time.
    Failures are ignored (see the module).
    """
    folder = os.path.dirname(path) or "."
    name = os.path.basename(path)
    length = sum(len(chunk) for chunk in chunks)
    header = MAGIC + f"{_digest(name, chunks)} {length}\n".encode()
    temporary = os.path.join(folder, f".{name}.{os.urandom(8).hex()}.tmp")
    try:
        os.makedirs(folder, exist_ok=True)
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
        descriptor = os.open(temporary, flags, 0o644)
    except OSError:
        return
    try:
        # Held until the rename: a clean-up in another process sees a live build. (Taken
        # an instant after the file is made: a clean-up in that instant removes it, and
        # the rename below fails, which only leaves this table unsaved.)
        fcntl.flock(descriptor, fcntl.LOCK_EX)
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(header)
            for chunk in chunks:
                handle.write(chunk)
            handle.flush()
            os.replace(temporary, path)
    except BaseException as error:  # a failed write, or Ctrl-C while writing
        with suppress(OSError):
            os.unlink(temporary)
        if not isinstance(error, OSError):
            raise
    remove_leftovers(folder)


def remove_leftovers(folder: str) -> list[str]:
    """Remove the temporary files of killed builds in ``folder``: those no process holds
    locked. Returns their names."""
    removed = []
    with suppress(OSError):
        for name in os.listdir(folder):
            if TEMPORARY.fullmatch(name) and _remove_if_unheld(os.path.join(folder, name)):
                removed.append(name)
    return removed


def _remove_if_unheld(path: str) -> bool:
    """Remove the regular file ``path`` if no process holds its lock (its writer is gone)."""
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return False
    try:
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode):
            return False
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False  # a build is writing it
        if os.lstat(path).st_ino != status.st_ino:
            return False  # renamed into place meanwhile, and the name taken anew
        os.unlink(path)
        return True
    except OSError:
        return False
    finally:
        os.close(descriptor)


def load_or_build(
    folder: str,
    name: str,
    build: Callable[[], T],
    *,
    decode: Callable[[bytes], T],
    encode: Callable[[T], list[bytes | memoryview]],
    notify: Notify | None = None,
    fresh: bool = False,
) -> tuple[T, bool]:
    """The table cached as ``name``, or ``build()`` it and keep it; the flag: from the cache?

    ``decode`` turns a verified payload into the table and raises Damaged if
    it makes no sense; ``encode`` gives the payload of a built table.
    ``fresh`` skips the cache (the caller found the cached table wrong).
    """
    if not fresh:
        found = load(folder, name, decode, notify)
        if found is not None:
            return found, True
    table = build()
    write(os.path.join(folder, name), encode(table))
    return table, False


def load(
    folder: str, name: str, decode: Callable[[bytes], T], notify: Notify | None = None
) -> T | None:
    """The table cached as ``name``, or None when it is missing or damaged (``notify``
    hears one line when it is damaged: it will be built again)."""
    path = os.path.join(folder, name)
    try:
        return decode(read(path))
    except FileNotFoundError:
        return None
    except Damaged as damage:
        if notify:
            notify(note(path, damage.reason))
        return None


def expect_length(payload: bytes, size: int) -> None:
    """Damaged unless a verified payload holds exactly the ``size`` bytes its table needs."""
    if len(payload) != size:
        text = _("it holds {length} bytes, not {size}")
        raise Damaged(text.format(length=len(payload), size=size))


def cached_bytes(
    folder: str,
    name: str,
    size: int,
    build: Callable[[], bytes],
    notify: Notify | None = None,
    fresh: bool = False,
) -> bytes:
    """The ``size`` bytes cached as ``name``, or ``build()`` them and keep them."""

    def decode(payload: bytes) -> bytes:
        expect_length(payload, size)
        return payload

    table, _cached = load_or_build(
        folder,
        name,
        build,
        decode=decode,
        encode=lambda data: [data],
        notify=notify,
        fresh=fresh,
    )
    return table
