"""Errors and the exit status each one maps to.

The game cores raise these (no click involved); the command layer turns any
of them into one ``Error: ...`` line on standard error and its exit status.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from kniffel_cli.common.i18n import _

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
