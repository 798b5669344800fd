"""Ctrl-C before and after a command: a quiet exit 130, at once.

While a command runs, Ctrl-C is Python's KeyboardInterrupt, which the command
catches (a state file being written removes its temporary file first); before
(while Python loads click and the games) and after (while the last output is
flushed) there is nothing to clean up, and a KeyboardInterrupt there would be a
traceback. Nothing but ``os`` and ``signal`` is imported here (not even
``typing``): the console script installs this before anything else.
"""

from __future__ import annotations

import os
import signal

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy knows the name)
if TYPE_CHECKING:
    from types import FrameType

INTERRUPTED = 128 + signal.SIGINT  # errors.EXIT_INTERRUPTED, not imported (see above)

_interruptible = False  # Ctrl-C was Python's own when spiel started (not ignored)
_ending = INTERRUPTED  # the status a Ctrl-C ends with: the command's own once it is done


def _interrupted(signum: int, frame: FrameType | None) -> None:
    os.write(2, b"\n")  # ends the terminal's ^C line, as click does later on
    os._exit(_ending)


def done(status: int) -> None:
    """The command has ended with ``status``: a Ctrl-C while its output is flushed ends the
    process at once with that status (what was done is done), not 130."""
    global _ending
    _ending = status
    quiet()


def start() -> None:
    """At the start of the process: Ctrl-C ends it quietly from now on, unless it is ignored
    (a background job), which stays so."""
    global _interruptible
    _interruptible = signal.getsignal(signal.SIGINT) is signal.default_int_handler
    quiet()


def quiet() -> None:
    """From now on Ctrl-C ends the process at once: exit 130, no traceback."""
    if _interruptible:
        signal.signal(signal.SIGINT, _interrupted)


def loud() -> None:
    """From now on Ctrl-C is Python's KeyboardInterrupt, for the command to catch."""
    if _interruptible:
        signal.signal(signal.SIGINT, signal.default_int_handler)
