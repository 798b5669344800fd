"""Errors and the exit status each one maps to.

The game cores raise these (no click involved); the command layer turns any
of them into one ``Error: ...`` line on standard error and its exit status.
"""

from __future__ import annotations

EXIT_OK = 0
EXIT_RULES = 1
EXIT_USAGE = 2
EXIT_STATE = 3
EXIT_WRITE = 4
EXIT_INTERRUPTED = 130  # Ctrl-C: 128 + SIGINT
EXIT_CLOSED_PIPE = 141  # standard output is a pipe nobody reads any more: 128 + SIGPIPE


class SpielError(Exception):
    """Base of every expected failure; ``exit_code`` is the documented status."""

    exit_code = EXIT_RULES

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


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
        super().__init__(f"{what} could not be written to {stream}: {reason}")
