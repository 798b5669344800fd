"""Errors and the exit status each one maps to.

The game cores raise these (no click involved); the command layer turns any
of them into one ``Error: ...`` line on standard error and its exit status.
"""

from __future__ import annotations

import errno
from collections.abc import Callable
from typing import Any, TypeVar

from kniffel_cli.common.i18n import N_, _

EXIT_OK = 0
EXIT_RULES = 1
EXIT_USAGE = 2
EXIT_STATE = 3
EXIT_WRITE = 4
EXIT_INTERRUPTED = 130  # Ctrl-C: 128 + SIGINT
EXIT_CLOSED_PIPE = 141  # standard output is a pipe nobody reads any more: 128 + SIGPIPE


class SpielError(Exception):
    """Base of every expected failure; ``exit_code`` is the documented status.

    The game cores raise subclasses that carry the facts as fields and no
    words; a describer registered for the class (``@describes``, in the
    game's ``messages`` module) makes the sentence. An error made with a
    finished sentence (the shared machinery's) keeps it.
    """

    exit_code = EXIT_RULES

    def __init__(self, message: str = "") -> None:
        super().__init__(message)
        self._text = message

    @property
    def message(self) -> str:
        """The sentence for the user: from the describer of the nearest class that has one."""
        for kind in type(self).__mro__:
            describer = _DESCRIBERS.get(kind)
            if describer is not None:
                return describer(self)
        return self._text

    def __str__(self) -> str:
        return self.message


E = TypeVar("E", bound=SpielError)
_DESCRIBERS: dict[type, Callable[[Any], str]] = {}


def describes(kind: type[E]) -> Callable[[Callable[[E], str]], Callable[[E], str]]:
    """Register the function that words errors of ``kind`` (one per class)."""

    def register(describer: Callable[[E], str]) -> Callable[[E], str]:
        _DESCRIBERS[kind] = describer
        return describer

    return register


class RuleError(SpielError):
    """The rules do not allow this action now (exit 1)."""

    exit_code = EXIT_RULES


class InputError(SpielError):
    """A malformed or out-of-range value given by the user (exit 2)."""

    exit_code = EXIT_USAGE


class StateFileError(SpielError):
    """The state file is missing, unreadable, malformed or inconsistent (exit 3)."""

    exit_code = EXIT_STATE


class WriteError(SpielError):
    """The new state (or the highscore) could not be written (exit 4)."""

    exit_code = EXIT_WRITE


class OutputError(WriteError):
    """The view or a message could not be printed (exit 4; the message says what was saved)."""

    def __init__(self, what: str, stream: str, reason: str) -> None:
        text = _("{what} could not be written to {stream}: {reason}")
        super().__init__(text.format(what=what, stream=stream, reason=reason))


# The system's reasons, in the C library's English words (the words Python gives), so that
# English output is what it always was and German gets its own.
_REASONS = {
    errno.ENOENT: N_("No such file or directory"),
    errno.EACCES: N_("Permission denied"),
    errno.EPERM: N_("Operation not permitted"),
    errno.ENOSPC: N_("No space left on device"),
    errno.EDQUOT: N_("Disk quota exceeded"),
    errno.EROFS: N_("Read-only file system"),
    errno.EISDIR: N_("Is a directory"),
    errno.ENOTDIR: N_("Not a directory"),
    errno.EEXIST: N_("File exists"),
    errno.ENAMETOOLONG: N_("File name too long"),
    errno.ELOOP: N_("Too many levels of symbolic links"),
    errno.EFBIG: N_("File too large"),
    errno.EIO: N_("Input/output error"),
    errno.EBADF: N_("Bad file descriptor"),
    errno.ENXIO: N_("No such device or address"),
    errno.EPIPE: N_("Broken pipe"),
}


def os_reason(error: OSError) -> str:
    """Why an operation of the system failed, in the chosen language where we know the words."""
    known = _REASONS.get(error.errno) if error.errno is not None else None
    return _(known) if known else (error.strerror or str(error))
