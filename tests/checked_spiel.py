"""``spiel`` that checks each JSON view it prints against its schema (``tests.views``).

conftest puts a ``spiel`` that runs this first on ``PATH``, so every transcript
and every test that runs ``spiel`` as a process checks the views it prints: a
view its TypedDict does not describe ends the command with exit 70 and the
difference on standard error, which fails the test.
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kniffel_cli import console, interrupt  # noqa: E402  (os and signal only, as the real script)

MISMATCH = 70  # EX_SOFTWARE: no exit status spiel itself gives


def _fail(text: str) -> None:
    os.write(2, f"JSON view mismatch: {text}\n".encode())
    os._exit(MISMATCH)


def _run() -> None:
    """Load the checks as quietly interruptible as ``console.main`` loads the commands."""
    interruptible = signal.getsignal(signal.SIGINT) is signal.default_int_handler
    if interruptible:
        signal.signal(signal.SIGINT, interrupt._interrupted)
    from kniffel_cli.common import output
    from kniffel_cli.common.formatting import json_text
    from tests.views import checked

    vars(output)["json_text"] = checked(json_text, _fail)  # what ``present`` prints with
    if interruptible:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    console.main()


_run()
