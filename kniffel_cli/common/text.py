"""Untrusted text: player names in, anything read from a file out."""

from __future__ import annotations

from collections.abc import Iterable

from kniffel_cli.common.errors import InputError
from kniffel_cli.common.i18n import _, current, either

MAX_NAME = 32


def _is_control(char: str) -> bool:
    """Control and format characters, line separators, and spaces other than ' '."""
    return char != " " and not char.isprintable()


def check_name(name: str) -> str:
    """Return ``name`` stripped, or raise InputError when it cannot be a player name."""
    if not isinstance(name, str):
        raise InputError(_("a name must be text"))
    stripped = name.strip()
    if not stripped:
        raise InputError(_("a name must not be empty"))
    if len(stripped) > MAX_NAME:
        text = _("the name {start}... is longer than {most} characters")
        raise InputError(text.format(start=escape(stripped[:MAX_NAME]), most=MAX_NAME))
    if any(_is_control(char) for char in stripped):
        raise InputError(
            _("the name {name} contains control characters").format(name=escape(stripped))
        )
    return stripped


# The quotation marks of each language: 'Anna' in English, „Anna“ in German.
QUOTES = {"en": ("'", "'"), "de": ("\u201e", "\u201c")}


def cut(text: str, most: int) -> str:
    """``text``, or its first ``most`` characters and ``...`` (a message quotes no more)."""
    return text if len(text) <= most else f"{text[:most]}..."


def quoted(value: object) -> str:
    """``value`` as text between the current language's quotation marks, control characters
    escaped: what the user typed, shown back in a message."""
    opening, closing = QUOTES[current()]
    return f"{opening}{escape(str(value))}{closing}"


class FileName(str):
    """A file's name as a message shows it: between the language's quotation marks, as a
    value the user typed ('kniffel.json', „kniffel.json“), wherever a message is formatted
    with it; as data (an error's facts, JSON) it is the plain name."""

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        return format(quoted(str(self)), spec)


def offered(choices: Iterable[object]) -> str:
    """Choices a user may type, each quoted, as a sentence offers them: ``'a', 'b' or 'c'``,
    German „a“, „b“ oder „c“."""
    return either(quoted(choice) for choice in choices)


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
