"""The argument checks at the public entry of the library: the wrong type is a TypeError.

A program that hands a game the wrong type of value hears so where it called,
with the parameter's name and what it takes (``points must be a mapping of
category to points, not str``), not from deep inside. A value of the right
type that the rules refuse is the game's own error (a ``SpielError``), as on
the command line. Like Python's own TypeErrors, these are for programmers and
in English.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import TypeGuard, TypeVar

T = TypeVar("T")


def _wrong(value: object, name: str, what: str) -> TypeError:
    return TypeError(f"{name} must be {what}, not {type(value).__name__}")


def _is_whole(value: object) -> TypeGuard[int]:
    """An int that is no bool (True is no count)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: object) -> TypeGuard[float]:
    """An int or float that is no bool."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def expect(value: object, types: type[T] | tuple[type, ...], name: str, what: str) -> T:
    """``value`` if it is one of ``types``, else TypeError naming ``name`` and ``what``
    (``"a whole number"``). A bool is no int here: pass ``whole`` for counts."""
    if not isinstance(value, types) or (isinstance(value, bool) and bool not in _tuple(types)):
        raise _wrong(value, name, what)
    return value  # type: ignore[return-value]


def _tuple(types: type | tuple[type, ...]) -> tuple[type, ...]:
    return types if isinstance(types, tuple) else (types,)


def whole(value: object, name: str, *, optional: bool = False) -> int | None:
    """A whole number (an int, not a bool); None too when ``optional``."""
    if value is None and optional:
        return None
    if not _is_whole(value):
        raise _wrong(value, name, "a whole number" + (" or None" if optional else ""))
    return value


def text(value: object, name: str, *, optional: bool = False) -> str | None:
    """A str; None too when ``optional``."""
    if value is None and optional:
        return None
    if not isinstance(value, str):
        raise _wrong(value, name, "a str" + (" or None" if optional else ""))
    return value


def texts(value: object, name: str, *, one: bool = False) -> Sequence[str]:
    """A list or tuple of str (or one str, when ``one``: it stands for itself)."""
    if one and isinstance(value, str):
        return value
    if not isinstance(value, (list, tuple)) or not all(isinstance(item, str) for item in value):
        raise _wrong(value, name, "a list of str" + (" or a str" if one else ""))
    return value


def wholes(value: object, name: str, *, optional: bool = False) -> Collection[int] | None:
    """A list, tuple or set of whole numbers (no bools); None too when ``optional``."""
    if value is None and optional:
        return None
    if not isinstance(value, (list, tuple, set, frozenset, range)) or not all(
        _is_whole(item) for item in value
    ):
        raise _wrong(value, name, "a list of whole numbers" + (" or None" if optional else ""))
    return value


def number(value: object, name: str) -> float:
    """A real number (int or float; no bool)."""
    if not _is_number(value):
        raise _wrong(value, name, "a number")
    return value


def numbers(value: object, name: str, *, gaps: bool = False) -> Sequence[float | None]:
    """A list or tuple of real numbers (no bools); None among them too when ``gaps``."""
    if not isinstance(value, (list, tuple)) or not all(
        (item is None and gaps) or _is_number(item) for item in value
    ):
        raise _wrong(value, name, "a list of numbers" + (" (or None)" if gaps else ""))
    return value


def mapping(value: object, name: str, what: str) -> Mapping[object, object]:
    """A mapping (a dict and the like)."""
    if not isinstance(value, Mapping):
        raise _wrong(value, name, what)
    return value


def one_of(value: object, allowed: Iterable[str], name: str) -> str:
    """A str (one of ``allowed``: the caller raises its game's error for another)."""
    if not isinstance(value, str):
        choices = " or ".join(repr(item) for item in allowed)
        raise _wrong(value, name, f"a str ({choices})")
    return value
