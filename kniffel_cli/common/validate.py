"""Checks for the fields of a loaded state; each failure names the field."""

from __future__ import annotations

from typing import Any

from kniffel_cli.common.errors import StateFileError


def check_keys(data: Any, expected: set[str], where: str) -> dict[str, Any]:
    """``data`` must be an object with exactly the ``expected`` keys."""
    if not isinstance(data, dict):
        raise StateFileError(f"{where} is not an object")
    missing = expected - data.keys()
    if missing:
        raise StateFileError(f"{where} lacks {', '.join(sorted(missing))}")
    extra = data.keys() - expected
    if extra:
        raise StateFileError(f"{where} has unknown fields {', '.join(sorted(extra))}")
    return data


def integer(value: Any, where: str, low: int, high: int) -> int:
    """A whole number (not a bool) in ``low .. high``."""
    if type(value) is not int:
        raise StateFileError(f"{where} is not a whole number")
    if not low <= value <= high:
        raise StateFileError(f"{where} is {value}, outside {low}..{high}")
    return value


def text(value: Any, where: str, max_length: int = 200) -> str:
    """A string of at most ``max_length`` characters."""
    if not isinstance(value, str):
        raise StateFileError(f"{where} is not text")
    if len(value) > max_length:
        raise StateFileError(f"{where} is longer than {max_length} characters")
    return value


def array(value: Any, where: str) -> list[Any]:
    """A JSON array."""
    if not isinstance(value, list):
        raise StateFileError(f"{where} is not a list")
    return value


def boolean(value: Any, where: str) -> bool:
    """``true`` or ``false``."""
    if type(value) is not bool:
        raise StateFileError(f"{where} is not true or false")
    return value
