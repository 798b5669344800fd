"""Checks for the fields of a loaded state; each failure names the field.

Each takes any value (one read from a file, not yet checked) and gives it back
as the type it checked, so what passes is typed from there on.
"""

from __future__ import annotations

from kniffel_cli.common.errors import StateFileError
from kniffel_cli.common.i18n import _, grouped, ngettext
from kniffel_cli.common.numbers import number_text
from kniffel_cli.common.text import quoted


def check_keys(data: object, expected: set[str], where: str) -> dict[str, object]:
    """``data`` must be an object with exactly the ``expected`` keys."""
    if not isinstance(data, dict):
        raise StateFileError(_("{where} is not an object").format(where=where))
    missing = expected - data.keys()
    if missing:
        text = ngettext("{where} lacks {fields}", "{where} lacks {fields}", len(missing))
        raise StateFileError(text.format(where=where, fields=_fields(missing)))
    extra = data.keys() - expected
    if extra:
        text = ngettext(
            "{where} has an unknown field {fields}",
            "{where} has unknown fields {fields}",
            len(extra),
        )
        raise StateFileError(text.format(where=where, fields=_fields(extra)))
    return data


def _fields(names: set[str]) -> str:
    """Field names as a message lists them: ``'position'``, German ``„position“``."""
    return ", ".join(quoted(name) for name in sorted(names))


def integer(value: object, where: str, low: int, high: int) -> int:
    """A whole number (not a bool) in ``low .. high``."""
    if type(value) is not int:
        raise StateFileError(_("{where} is not a whole number").format(where=where))
    if not low <= value <= high:
        raise StateFileError(
            _("{where} is {value}, outside {low}..{high}").format(
                where=where, value=number_text(value), low=grouped(low), high=grouped(high)
            )
        )
    return value


def text(value: object, where: str, max_length: int = 200) -> str:
    """A string of at most ``max_length`` characters."""
    if not isinstance(value, str):
        raise StateFileError(_("{where} is not text").format(where=where))
    if len(value) > max_length:
        raise StateFileError(
            _("{where} is longer than {most} characters").format(where=where, most=max_length)
        )
    return value


def array(value: object, where: str) -> list[object]:
    """A JSON array."""
    if not isinstance(value, list):
        raise StateFileError(_("{where} is not a list").format(where=where))
    return value


def boolean(value: object, where: str) -> bool:
    """``true`` or ``false``."""
    if type(value) is not bool:
        raise StateFileError(_("{where} is not true or false").format(where=where))
    return value
