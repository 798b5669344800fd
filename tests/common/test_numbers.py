"""Numbers past Python's digit limit are named by their length, never converted."""

from __future__ import annotations

import json

import pytest

from kniffel_cli.common import validate
from kniffel_cli.common.errors import StateFileError
from kniffel_cli.common.numbers import digits, number_text
from kniffel_cli.kniffel.errors import OutOfRangeError


@pytest.mark.parametrize("count", [1, 2, 30, 31, 4300, 4301, 5000, 10_000])
def test_digits_are_counted_without_converting(count: int) -> None:
    assert digits(10 ** (count - 1)) == count == digits(10**count - 1) == digits(-(10**count - 1))


def test_a_long_number_is_named_by_its_length() -> None:
    assert number_text(12345) == "12,345"  # grouped as the language writes it
    assert number_text(10**4999) == "a number of 5000 digits"


def test_an_error_with_a_long_number_words_it_and_gives_its_facts_as_json() -> None:
    error = OutOfRangeError(option="rounds", value=10**5000, low=1, high=13)
    assert error.message == "rounds must be 1 to 13, not a number of 5001 digits"
    assert json.dumps(error.fields()) and "5001 digits" in repr(error)


def test_a_long_number_out_of_range_in_a_file_is_worded() -> None:
    with pytest.raises(StateFileError, match="draws is a number of 9000 digits, outside"):
        validate.integer(10**8999, "draws", 0, 10)
