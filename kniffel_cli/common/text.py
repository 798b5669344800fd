"""Untrusted text: player names in, anything read from a file out."""

from __future__ import annotations

from kniffel_cli.common.errors import InputError

MAX_NAME = 32


def _is_control(char: str) -> bool:
    """Control and format characters, line separators, and spaces other than ' '."""
    return char != " " and not char.isprintable()


def check_name(name: str) -> str:
    """Return ``name`` stripped, or raise InputError when it cannot be a player name."""
    if not isinstance(name, str):
        raise InputError("a name must be text")
    stripped = name.strip()
    if not stripped:
        raise InputError("a name must not be empty")
    if len(stripped) > MAX_NAME:
        raise InputError(
            f"the name {escape(stripped[:MAX_NAME])}... is longer than {MAX_NAME} characters"
        )
    if any(_is_control(char) for char in stripped):
        raise InputError(f"the name {escape(stripped)!s} contains control characters")
    return stripped


def escape(text: str) -> str:
    """Show control characters as escapes (``\\x1b``) so printed text cannot steer a terminal.

    A byte that was not UTF-8 (Python's lone surrogate for it) is shown as that byte, ``\\xff``.
    """
    if not any(_is_control(char) for char in text):
        return text
    return "".join(_escaped(char) if _is_control(char) else char for char in text)


def _escaped(char: str) -> str:
    if "\udc80" <= char <= "\udcff":
        return f"\\x{ord(char) - 0xDC00:02x}"
    return char.encode("unicode_escape").decode("ascii")
