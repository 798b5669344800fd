"""The ``spiel`` console script: Ctrl-C is a quiet exit 130 from its first instant.

Loading click and the game modules takes a twentieth of a second, before
``cli.main`` can catch anything; a Ctrl-C then would print a traceback.
Here the interrupt ends the process quietly until ``cli.main`` takes over.
Nothing else is imported first, for the same reason.
"""

from __future__ import annotations

import os
import signal
from types import FrameType
from typing import NoReturn

INTERRUPTED = 128 + signal.SIGINT  # errors.EXIT_INTERRUPTED, not imported (see above)


def _interrupted(signum: int, frame: FrameType | None) -> None:
    os.write(2, b"\n")  # ends the terminal's ^C line, as click does later on
    os._exit(INTERRUPTED)


def main(prog_name: str = "spiel") -> NoReturn:
    """Entry point of the ``spiel`` console script (and of ``python -m kniffel_cli``)."""
    # Python's own handler, unless Ctrl-C is ignored (a background job): that stays so.
    interruptible = signal.getsignal(signal.SIGINT) is signal.default_int_handler
    if interruptible:
        signal.signal(signal.SIGINT, _interrupted)
    from kniffel_cli.cli import main as run

    if interruptible:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    run(prog_name=prog_name)
