"""Lines for the user on standard output and error, without click: the view's text and
messages (escaped), JSON kept exact in any encoding, a failed write an OutputError.

The library uses it too (a lock's waiting notice), so it imports nothing of the
command line.
"""

from __future__ import annotations

import codecs
import json
import sys
from contextlib import suppress
from typing import IO

from kniffel_cli.common.errors import OutputError, os_reason
from kniffel_cli.common.i18n import _
from kniffel_cli.common.text import escape


def message(text: str, *, data: bool = False) -> None:
    """A line for the user that is not the view (results, warnings, errors): standard error.

    Commands print their non-error lines through ``notice``, which knows ``-q``.

    Every such line passes through ``escape`` here, so no quoted value can steer the terminal.
    ``data`` says the line is JSON (an error under ``--format json``).
    """
    write_line(_("a message"), escape(text), err=True, data=data)


def forgive_encoding() -> None:
    """Standard output and error show what their encoding cannot as '?' instead of failing.

    A Latin-1 terminal and a player named 'Ł' would otherwise end a command whose state was
    already saved in a traceback. Set once, at the start: click's own printing (help, usage
    errors, progress bars) is covered too. JSON is made ASCII-safe before (``carried``).
    """
    for stream in (sys.stdout, sys.stderr):
        with suppress(AttributeError, ValueError, OSError):  # no text file, or a closed one
            stream.reconfigure(errors="replace")  # type: ignore[union-attr]


def carried(text: str, stream: IO[str]) -> str:
    """JSON text as ``stream``'s encoding carries it: a character it cannot becomes its JSON
    escape (``\\u0141``), so the data stays exact where a '?' would change it."""
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        text.encode(encoding)
        return text
    except (UnicodeEncodeError, LookupError):
        pass

    def kept(char: str) -> str:
        try:
            char.encode(encoding)
            return char
        except (UnicodeEncodeError, LookupError):
            return json.dumps(char)[1:-1]  # \uXXXX, a surrogate pair beyond the first plane

    return "".join(map(kept, text))


def shows(text: str, *, err: bool = False) -> bool:
    """Whether standard output (``err``: error) shows every character of ``text``: its
    encoding has them, or it claims ASCII and so is written UTF-8 (``_write``). Where not,
    a view that has another way to say it (a chart's ASCII marks) takes that way, not '?'."""
    stream = sys.stderr if err else sys.stdout
    if stream is None or _claims_ascii(stream):
        return True
    try:
        text.encode(getattr(stream, "encoding", None) or "utf-8")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def write_line(what: str, text: str, *, err: bool, data: bool = False) -> None:
    """Print a line (``data``: JSON); a failure is an OutputError, except a closed pipe."""
    name = _("standard error") if err else _("standard output")
    stream = sys.stderr if err else sys.stdout
    if stream is None:
        raise OutputError(what, name, _("it is closed"))
    if data:
        text = carried(text, stream)
    try:
        _write(stream, text + "\n")
    except BrokenPipeError:
        raise
    except OSError as error:
        raise OutputError(what, name, os_reason(error)) from None


def _write(stream: IO[str], text: str) -> None:
    """Write and flush; a stream that claims ASCII (a misconfigured locale, as click takes
    it too) gets UTF-8, not an error or a '?' for every letter beyond ASCII."""
    binary = getattr(stream, "buffer", None)
    if binary is not None and _claims_ascii(stream):
        stream.flush()
        binary.write(text.encode("utf-8", "surrogateescape"))
        binary.flush()
        return
    stream.write(text)
    stream.flush()


def _claims_ascii(stream: IO[str]) -> bool:
    try:
        return codecs.lookup(getattr(stream, "encoding", None) or "ascii").name == "ascii"
    except LookupError:
        return False
