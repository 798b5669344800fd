"""SIGTERM and SIGHUP as an exception: what a long run has finished is kept, as for Ctrl-C.

A kill without ``-9``, a timeout or a closed terminal would end the process where it
stands: a batch session's game unsaved, a match's bots left running. Inside
``stopped_by_signals`` they raise ``Stopped`` instead (between two bytecodes, as Ctrl-C
raises KeyboardInterrupt), so that ``finally`` blocks run and what was done is reported
or saved; the process then ends with ``128 + signal``, as the shell reports a killed one.
"""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator


class Stopped(BaseException):
    """SIGTERM or SIGHUP arrived: end as for Ctrl-C, with the status ``128 + signal``. A
    BaseException, as KeyboardInterrupt is: code that catches every Exception (a bot's
    own) lets it through."""

    def __init__(self, signal: int) -> None:
        super().__init__(signal)
        self.signal = signal

    @property
    def status(self) -> int:
        return 128 + self.signal


@contextlib.contextmanager
def stopped_by_signals() -> Iterator[None]:
    """SIGTERM and SIGHUP raise ``Stopped`` inside; the old handlers after. A signal that is
    ignored (nohup) stays ignored, and one already handled (an outer block) stays so."""

    def stop(number: int, frame: object) -> None:
        raise Stopped(number)

    kept = {
        number: signal.signal(number, stop)
        for number in (signal.SIGTERM, signal.SIGHUP)
        if signal.getsignal(number) is signal.SIG_DFL
    }
    try:
        yield
    finally:
        for number, handler in kept.items():
            signal.signal(number, handler)
