"""Whole numbers of any size in a message, without Python's digit limit.

``str()`` of an int over 4,300 digits raises ValueError (the limit guards against
slow conversions); a number read from a file or handed over by a program may be
that long. A message names such a number by its length instead: ``a number of
5000 digits``, worked out from ``bit_length`` with no conversion.
"""

from __future__ import annotations

from kniffel_cli.common.i18n import grouped, ngettext

MOST_DIGITS = 30  # a number longer than this is named by its length, not written out


def digits(value: int) -> int:
    """The decimal digits of ``value`` (its sign not counted), without converting it."""
    magnitude = abs(value)
    count = max(1, (magnitude.bit_length() * 30103) // 100000 + 1)  # log10(2) ~ 0.30103
    while count > 1 and magnitude < 10 ** (count - 1):
        count -= 1
    while magnitude >= 10**count:
        count += 1
    return count


def is_long(value: int) -> bool:
    """Whether ``value`` is named by its length in a message (cheap: its bits only)."""
    return abs(value).bit_length() > 3 * MOST_DIGITS and digits(value) > MOST_DIGITS


def number_text(value: int) -> str:
    """``value`` as a message shows it: its digits (grouped as the language writes them:
    1,000,000, German 1.000.000), or for a long one its length (a
    negative one's too: the message says it is out of range either way)."""
    if not is_long(value):
        return grouped(value)
    count = digits(value)
    text = ngettext("a number of {count} digits", "a number of {count} digits", count)
    return text.format(count=count)


class LongNumber(int):
    """A whole number that formats as ``number_text`` (a fact of an error): it compares and
    counts as the number it is."""

    def __repr__(self) -> str:
        return number_text(self)

    __str__ = __repr__

    def __format__(self, spec: str) -> str:
        return format(number_text(self), spec)


def safe_numbers(value: object) -> object:
    """``value`` with every long int in it (in tuples, lists and dicts too) a ``LongNumber``."""
    if isinstance(value, int) and not isinstance(value, bool):
        return LongNumber(value) if is_long(value) else value
    if type(value) is tuple or type(value) is list:
        items = [safe_numbers(item) for item in value]
        return tuple(items) if type(value) is tuple else items
    if type(value) is dict:
        return {key: safe_numbers(item) for key, item in value.items()}
    return value
