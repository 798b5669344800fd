"""State files: read with a size cap, check the envelope, lock, write atomically.

A state file is one JSON object ``{"format": "spiel", "version": 2, "game": ...}``
plus what the game stores. ``-`` stands for standard input or output. Only
regular files are locked and replaced; anything else (a device, a FIFO, a
descriptor such as ``/dev/stdout`` or ``<(...)``) is a *stream*: read once or
written straight into.
"""

from __future__ import annotations

import errno
import fcntl
import json
import os
import re
import stat
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager, suppress
from typing import NoReturn, TypeVar

from kniffel_cli.common.envelope import FORMAT, GAMES, VERSION, GameName
from kniffel_cli.common.errors import (
    InputError,
    InvalidStateFileError,
    MissingStateFileError,
    StateFileError,
    WriteError,
    os_reason,
)
from kniffel_cli.common.i18n import N_, _
from kniffel_cli.common.jsontypes import JSONObject
from kniffel_cli.common.numbers import number_text
from kniffel_cli.common.streams import message
from kniffel_cli.common.text import FileName

MAX_BYTES = 1 << 20
STDIO = "-"
# Seconds a command waits for a lock before it says so (tests set it to 0 to hear at once).
WAIT_NOTICE = 1.0
NAME_MAX = 255  # bytes in a file name
_STEM_MAX = 200  # bytes of the state file's name kept in its temporary file's name

_DESCRIPTOR = re.compile(r"/dev/(?:std(?:in|out|err)|fd/\d+)|/proc/(?:self|thread-self|\d+)/fd/\d+")
_STDOUT = re.compile(r"/dev/(?:stdout|fd/1)|/proc/(?:self|thread-self)/fd/1")
_STDIN = re.compile(r"/dev/(?:stdin|fd/0)|/proc/(?:self|thread-self)/fd/0")
_LOCK_NAME = re.compile(r"\..+\.lock", re.DOTALL)  # lock_path's form
_TEMPORARY_NAME = re.compile(r"\..+\.\d+\.[0-9a-f]{8}\.tmp", re.DOTALL)  # _write_file's form

_saves: list[str] = []


def display_name(path: str, *, reading: bool = True) -> str:
    """How a path is named in messages: standard input or output in words, a file by its
    name, which a message quotes (``FileName``)."""
    if path == STDIO:
        return _("standard input") if reading else _("standard output")
    return FileName(path)


def is_standard_input(path: str) -> bool:
    """True for ``-`` and the names of standard input (``/dev/stdin``, ``/dev/fd/0``)."""
    return path == STDIO or bool(_STDIN.fullmatch(_descriptor_path(path) or ""))


def _descriptor_path(path: str) -> str | None:
    """The descriptor path (``/dev/stdout``, ``/dev/fd/63``) that ``path`` is or links to."""
    current = os.path.abspath(path)
    for _hop in range(40):
        if _DESCRIPTOR.fullmatch(current):
            return current
        try:
            link = os.readlink(current)
        except OSError:
            return None
        current = os.path.normpath(os.path.join(os.path.dirname(current), link))
    return None


def is_dangling_link(path: str) -> bool:
    """True for a symbolic link to a file that does not exist (yet); a link in a circle is
    none: it leads nowhere a file could be made."""
    try:
        os.stat(path)  # not realpath: /dev/fd/63 names a pipe through a link only stat follows
    except FileNotFoundError:
        return os.path.islink(path)
    except OSError:
        return False
    return False


def is_stream(path: str) -> bool:
    """True unless ``path`` is a regular file or a directory (or names nothing yet)."""
    if path == STDIO or _descriptor_path(path) is not None:
        return True
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    return not (stat.S_ISREG(mode) or stat.S_ISDIR(mode))


def check_path(path: str, option: str, *, reading: bool) -> str:
    """Refuse an empty path or a directory (exit 2); ``/dev/stdout`` and the like become ``-``."""
    if not path:
        other = _("standard input") if reading else _("standard output")
        raise InputError(
            _("{option} is empty; name a file, or '-' for {stream}").format(
                option=option, stream=other
            )
        )
    if "\0" in path:  # no file name holds one (the operating system refuses it)
        text = _("{option} {path} holds a NUL character; name a file")
        raise InputError(text.format(option=option, path=path))  # shown escaped, as all are
    if path != STDIO and os.path.isdir(path):
        raise InputError(
            _("{option} {path} is a directory; name a file").format(option=option, path=path)
        )
    refuse_lock_file(path, option)
    if not reading and path != STDIO and _STDOUT.fullmatch(_descriptor_path(path) or ""):
        return STDIO
    return path


def same_path(path: str, other: str) -> bool:
    """Whether two paths name one file: the same real path, or the same file (a hard link)."""
    if os.path.realpath(path) == os.path.realpath(other):
        return True
    try:
        return os.path.samefile(path, other)
    except (OSError, ValueError):
        return False


def refuse_lock_file(path: str, option: str) -> None:
    """Refuse (exit 2) a path that is, or links to, a lock file of spiel: a file written
    there would replace the lock another command holds, and let a third one in beside it;
    or one of its temporary files, which the next command removes as a killed one's.

    Both are known by their names alone (``.NAME.lock``, a long name's ``.START~HASH.lock``
    included; ``.NAME.PID.HEX.tmp``): such a file holds nothing that tells it apart, and
    may not exist yet.
    """
    if path == STDIO or _descriptor_path(path) is not None:
        return
    for name in (path, os.path.realpath(path)):
        base = os.path.basename(name)
        if _LOCK_NAME.fullmatch(base):
            if name == path:
                text = _(
                    "{option} {path} is the name of a lock file of spiel (.NAME.lock); "
                    "name another file"
                )
            else:
                text = _("{option} {path} leads to {lock}, a lock file of spiel; name another file")
            raise InputError(text.format(option=option, path=path, lock=name))
        if _TEMPORARY_NAME.fullmatch(base):
            text = _(
                "{option} {path} is the name of a temporary file of spiel "
                "(.NAME.PID.HEX.tmp), which the next command removes; name another file"
            )
            raise InputError(text.format(option=option, path=path))


def _reject_constant(name: str) -> NoReturn:
    raise ValueError(_("{value} is not a number JSON allows").format(value=name))


# The json module's words for what is wrong (the words are Python's; German gets its own).
_JSON_PROBLEMS = frozenset(
    (
        N_("Expecting value"),
        N_("Expecting ',' delimiter"),
        N_("Expecting ':' delimiter"),
        N_("Expecting property name enclosed in double quotes"),
        N_("Extra data"),
        N_("Unterminated string starting at"),
        N_("Invalid control character at"),
        N_("Invalid \\escape"),
        N_("Invalid \\uXXXX escape"),
        N_("Unexpected UTF-8 BOM (decode using utf-8-sig)"),
    )
)


def _json_problem(error: Exception) -> str:
    """What is wrong with text that is not JSON, and where."""
    if isinstance(error, json.JSONDecodeError):
        return _("{problem}: line {line} column {column} (char {position})").format(
            problem=_(error.msg) if error.msg in _JSON_PROBLEMS else error.msg,
            line=error.lineno,
            column=error.colno,
            position=error.pos,
        )
    if isinstance(error, RecursionError):
        return _("it is nested too deeply")
    if "integer string conversion" in str(error):  # Python's digit limit, in its own words
        return _("a number in it has more than {most} digits").format(
            most=sys.get_int_max_str_digits()  # 3.10.7 and later: only they raise this
        )
    return str(error)


def read_json_object(path: str, what: str = N_("state file")) -> JSONObject:
    """Read ``path`` (or standard input) as one JSON object of at most 1 MiB.

    ``what`` (a message marked with ``N_``) names what the file should be.
    """
    name, what = display_name(path), _(what)
    try:
        if path == STDIO:
            if sys.stdin is None:
                raise StateFileError(_("cannot read standard input: it is closed"))
            raw = sys.stdin.buffer.read(MAX_BYTES + 1)
        else:
            with open(path, "rb") as handle:
                raw = handle.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise StateFileError(_("{name} does not exist").format(name=name)) from None
    except IsADirectoryError:
        text = _("{name} is a directory, not a {what}")
        raise StateFileError(text.format(name=name, what=what)) from None
    except OSError as error:
        text = _("cannot read {name}: {reason}")
        raise StateFileError(text.format(name=name, reason=os_reason(error))) from None
    if len(raw) > MAX_BYTES:
        text = _("{name} is larger than 1 MiB; it is no {what}")
        raise StateFileError(text.format(name=name, what=what))
    if not raw.strip():
        raise StateFileError(_("{name} is empty; it is no {what}").format(name=name, what=what))
    return parse_json_object(raw, name, what)


def parse_json_object(raw: bytes, name: str, what: str) -> JSONObject:
    """The JSON object ``raw`` holds, as a file's is read (``name``, ``what``: for messages)."""
    try:
        data = json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
        # A \udcff escape is JSON but no text: found here, not where it is used later.
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except (UnicodeDecodeError, UnicodeEncodeError):
        text = _("{name} is not UTF-8 text; it is no {what}")
        raise StateFileError(text.format(name=name, what=what)) from None
    except (ValueError, RecursionError) as error:
        text = _("{name} is not JSON ({reason})")
        raise StateFileError(text.format(name=name, reason=_json_problem(error))) from None
    if not isinstance(data, dict):
        text = _("{name} holds no JSON object; it is no {what}")
        raise StateFileError(text.format(name=name, what=what))
    return data


# No state of any game nests deeper than a few levels (a history entry's list in an object
# in a list in the state); anything deeper is refused before a check or a message walks it.
MOST_NESTED = 32


def nested_deeper(value: object, most: int = MOST_NESTED) -> bool:
    """Whether lists and objects in ``value`` nest more than ``most`` deep (walked without
    recursion, so that any depth is measured)."""
    pending: list[tuple[object, int]] = [(value, 0)]
    while pending:
        item, depth = pending.pop()
        if isinstance(item, Mapping):
            children: Iterable[object] = item.values()
        elif isinstance(item, list | tuple):
            children = item
        else:
            continue
        if depth >= most:
            return True
        pending.extend((child, depth + 1) for child in children)
    return False


def check_envelope(data: Mapping[str, object], game: GameName, name: str) -> None:
    """Refuse anything but a spiel state of ``game`` in a format version this one reads
    (nested no deeper than a state is); ``name`` says it in a message: a file's
    ``display_name``, or words (the library's "the state")."""
    if not isinstance(data, Mapping):  # the library's callers may pass anything
        text = _("{name} holds no JSON object; it is no {what}")
        raise StateFileError(text.format(name=name, what=_("state file")))
    if nested_deeper(data):
        text = _("{name} is nested deeper than a state is; it is no {what}")
        raise StateFileError(text.format(name=name, what=_("state file")))
    if data.get("format") != FORMAT:
        raise StateFileError(
            _('{name} is not a spiel state (no "format": "spiel")').format(name=name)
        )
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise StateFileError(_('{name} is not a spiel state (bad "version")').format(name=name))
    if version > VERSION:
        text = _(
            "{name} was written by a newer spiel (format version {version}, "
            "this one reads up to {supported}); upgrade spiel to read it"
        )
        raise StateFileError(
            text.format(name=name, version=number_text(version), supported=VERSION)
        )
    other = data.get("game")
    if other == game:
        return
    if other in GAMES:
        text = _("{name} holds a {other} game, not a {game} game; read it with 'spiel {other}'")
        raise StateFileError(text.format(name=name, other=other, game=game))
    raise StateFileError(_('{name} is not a spiel state (unknown "game")').format(name=name))


G = TypeVar("G")


def require_state_file(path: str, game: GameName) -> None:
    """Refuse a missing state file (exit 3), before any lock is taken for it: a symbolic
    link to nothing is as missing as the file it names."""
    if path != STDIO and (not os.path.lexists(path) or is_dangling_link(path)):
        raise MissingStateFileError(name=display_name(path), game=game)


def read_game(path: str, game: GameName, from_dict: Callable[[JSONObject], G]) -> G:
    """The game in the state file ``path`` (``-``: standard input), checked by replaying
    it: a file that is missing, unreadable, of another game or inconsistent is a
    StateFileError (exit 3)."""
    require_state_file(path, game)
    data = read_json_object(path)
    check_envelope(data, game, display_name(path))
    try:
        return from_dict(data)
    except StateFileError as error:
        raise InvalidStateFileError(name=display_name(path), game=game, problem=error) from None


def dump_state(data: Mapping[str, object]) -> str:
    """The canonical text of a state: a field a line, a list of objects an item a line."""

    def compact(value: object) -> str:
        return json.dumps(value, ensure_ascii=False)

    lines = []
    for key, value in data.items():
        if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            items = ",\n".join(f"  {compact(item)}" for item in value)
            lines.append(f" {compact(key)}: [\n{items}\n ]")
        else:
            lines.append(f" {compact(key)}: {compact(value)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def saves() -> list[str]:
    """What this command has written so far, as ``the new state was saved to FILE``."""
    return list(_saves)


def forget_saves() -> None:
    """Start a new command: nothing written yet."""
    _saves.clear()


def write_text(path: str, text: str, what: str = N_("state")) -> None:
    """Write ``text`` to ``path``: atomically to a regular file, straight into a stream.

    A regular file must be written under ``locked``: the lock makes any temporary
    file of its name a leftover of a killed command, removed here. ``what`` (a
    message marked with ``N_``) names what is written.
    """
    what = _(what)
    if path == STDIO:
        _write_stdout(text, what)
        _saves.append(_("the new {what} was written to standard output").format(what=what))
    elif is_stream(path):
        _write_stream(path, text, what)
        _saves.append(_("the new {what} was written to {path}").format(what=what, path=path))
    else:
        _write_file(path, text, what)
        _saves.append(_("the new {what} was saved to {path}").format(what=what, path=path))


def _write_stdout(text: str, what: str) -> None:
    """The state as UTF-8, as in a file, whatever the terminal's encoding: it is data for the
    next command, which a '?' in place of a letter would change."""
    reason = _("it is closed")
    if sys.stdout is not None:
        try:
            sys.stdout.flush()  # anything printed before comes first
            binary = getattr(sys.stdout, "buffer", None)
            if binary is None:  # a text-only stream (a test's): it takes the text as it is
                sys.stdout.write(text)
                sys.stdout.flush()
                return
            binary.write(text.encode("utf-8"))
            binary.flush()
            return
        except BrokenPipeError:
            raise  # a closed pipe ends the command quietly (kniffel_cli.cli)
        except OSError as error:
            reason = os_reason(error)
    text = _("cannot write the new {what} to standard output: {reason}")
    raise WriteError(text.format(what=what, reason=reason))


def _write_stream(path: str, text: str, what: str) -> None:
    """Write into a device, FIFO or descriptor as ``cp`` would: no lock, no rename."""
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_APPEND)
        try:
            data = memoryview(text.encode("utf-8"))
            while data:
                data = data[os.write(descriptor, data) :]
        finally:
            os.close(descriptor)
    except BrokenPipeError:
        raise
    except OSError as error:
        reason = os_reason(error)
        text = _("cannot write the new {what} to {path}: {reason}")
        raise WriteError(text.format(what=what, path=path, reason=reason)) from None


def _temporary_stem(name: str) -> str:
    """``name``, or when that is long, its start and a hash: temporary names fit NAME_MAX."""
    if len(os.fsencode(name)) <= _STEM_MAX:
        return name
    import hashlib  # only for long names: most commands never need it

    digest = hashlib.sha256(os.fsencode(name)).hexdigest()[:16]
    short = name
    while len(os.fsencode(short)) > _STEM_MAX - len(digest) - 1:
        short = short[:-1]
    return f"{short}~{digest}"


def refuse_link_circle(path: str) -> None:
    """Refuse to write through a symbolic link that leads in a circle (exit 4), as ``cp`` and
    the shell do: replacing it would turn the link into a file."""
    if os.path.islink(os.path.realpath(path)):  # realpath stops where the circle begins
        text = _("cannot write {path}: it is a symbolic link that leads in a circle; remove it")
        raise WriteError(text.format(path=path))


def refuse_read_only(path: str, what: str) -> int | None:
    """Refuse a regular file that is read-only (its mode, or no permission), root's too:
    ``what`` (in the chosen language) was in it and stays; the file's mode, if it exists."""
    try:
        mode = os.stat(os.path.realpath(path)).st_mode
    except OSError:
        return None
    if stat.S_ISREG(mode) and (mode & 0o222 == 0 or not os.access(path, os.W_OK)):
        text = _("{path} is read-only; the old {what} is intact (chmod u+w makes it writable)")
        raise WriteError(text.format(path=path, what=what))
    return mode


def _write_file(path: str, text: str, what: str) -> None:
    """Temporary file, fsync, rename; refuse a read-only file; clear old temporaries."""
    refuse_link_circle(path)
    target = os.path.realpath(path)
    directory = os.path.dirname(target)
    stem = _temporary_stem(os.path.basename(target))
    temporary = os.path.join(directory, f".{stem}.{os.getpid()}.{os.urandom(4).hex()}.tmp")
    mode = refuse_read_only(path, what)
    try:
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        try:
            with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
                handle.write(text)
                handle.flush()
                os.fsync(handle.fileno())
            if mode is not None:
                os.chmod(temporary, mode & 0o7777)
            os.replace(temporary, target)
        except BaseException:
            with suppress(OSError):
                os.unlink(temporary)
            raise
        _sync_directory(directory)
    except OSError as error:
        reason = os_reason(error)
        text = _("cannot write {path}: {reason}; the old {what} is intact")
        raise WriteError(text.format(path=path, reason=reason, what=what)) from None
    _remove_temporaries(directory, stem)


def _remove_temporaries(directory: str, stem: str) -> None:
    """Remove ``.STEM.PID.HEX.tmp`` files left by killed commands (the caller holds the lock)."""
    pattern = re.compile(rf"\.{re.escape(stem)}\.\d+\.[0-9a-f]{{8}}\.tmp")
    with suppress(OSError):
        for name in os.listdir(directory):
            if pattern.fullmatch(name):
                with suppress(OSError):
                    os.unlink(os.path.join(directory, name))


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
    """Hold an exclusive lock on each regular file's hidden lock file ``.FILE.lock`` (streams
    need none), and remove the lock files when done.

    Locks are taken in a fixed order so two commands never wait on each other. A lock
    counts once it is held on the file that is at the lock's path: one held on a file
    removed (or replaced) meanwhile is taken again. So a lock file can be removed by its
    holder, which does that at the end while it still holds it, and only if it is still
    the same file: a command that waited on it then finds it gone and takes the new one,
    and no two commands are ever in at once.
    """
    names = {os.path.realpath(p): p for p in paths if not is_stream(p)}
    held: list[tuple[int, str]] = []
    try:
        for target in sorted(names):
            held.append(_take(target, names[target]))
        yield
    finally:
        for descriptor, lock in reversed(held):
            _release(descriptor, lock)


def _take(target: str, name: str) -> tuple[int, str]:
    """The descriptor of ``target``'s lock file, locked, and the lock file's path."""
    lock = lock_path(target)
    said = False
    while True:
        descriptor = _open_lock(target)
        try:
            said = _acquire(descriptor, name, quiet=said) or said
            if _same_file(descriptor, lock):
                return descriptor, lock
        except BaseException:
            os.close(descriptor)
            raise
        os.close(descriptor)  # its holder removed it: the lock is the file there now


def _same_file(descriptor: int, path: str) -> bool:
    """Whether the file open as ``descriptor`` is the one at ``path`` (not following a link)."""
    try:
        there = os.lstat(path)
    except OSError:
        return False
    held = os.fstat(descriptor)
    return (held.st_dev, held.st_ino) == (there.st_dev, there.st_ino)


def _release(descriptor: int, lock: str) -> None:
    """Remove the lock file if it is still this one, then let go of it."""
    try:
        if _same_file(descriptor, lock):
            with suppress(OSError):  # a read-only folder keeps it: harmless, as before
                os.unlink(lock)
    finally:
        fcntl.flock(descriptor, fcntl.LOCK_UN)
        os.close(descriptor)


def lock_path(target: str) -> str:
    """The sidecar of ``target``: ``.NAME.lock`` in its folder (a long name shortened as in a
    temporary file's, so that it fits)."""
    directory, name = os.path.split(target)
    return os.path.join(directory, f".{_temporary_stem(name)}.lock")


def _open_lock(target: str) -> int:
    """Open the sidecar lock file, never through a symbolic link, and only a regular file."""
    lock = lock_path(target)
    flags = os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK
    try:
        descriptor = os.open(lock, flags, 0o666)
    except OSError as error:
        if error.errno == errno.ELOOP:
            reason = _("{lock} is a symbolic link; remove it").format(lock=lock)
        else:
            reason = _("{reason} (creating {lock})").format(reason=os_reason(error), lock=lock)
        text = _("cannot lock {target}: {reason}")
        raise WriteError(text.format(target=target, reason=reason)) from None
    if not stat.S_ISREG(os.fstat(descriptor).st_mode):
        os.close(descriptor)
        text = _("cannot lock {target}: {lock} is not a regular file; remove it")
        raise WriteError(text.format(target=target, lock=lock))
    return descriptor


def _acquire(descriptor: int, name: str, *, quiet: bool = False) -> bool:
    """Take the lock; after WAIT_NOTICE seconds of waiting, say for which file (unless
    ``quiet``: it was said before). True when it said so."""
    deadline = time.monotonic() + WAIT_NOTICE
    while True:  # at least one try: a free lock is taken without a word, whatever the delay
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return False
        except BlockingIOError:
            if time.monotonic() >= deadline:
                break
            time.sleep(0.01)
    if not quiet:
        with suppress(OSError, WriteError):  # a notice only: a closed stderr must not stop it
            message(_("waiting for {name}: another spiel command is using it").format(name=name))
    fcntl.flock(descriptor, fcntl.LOCK_EX)
    return not quiet
