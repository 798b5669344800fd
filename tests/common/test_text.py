"""Names from users and text from files."""

from __future__ import annotations

import pytest

from kniffel_cli.common.errors import InputError
from kniffel_cli.common.text import check_name, escape


def test_names_are_stripped_and_may_be_any_language() -> None:
    assert check_name("  Jürgen  ") == "Jürgen"
    assert check_name("x" * 32) == "x" * 32


@pytest.mark.parametrize(
    "name", ["", "  ", "x" * 33, "a\x1b[31mred", "tab\there", "new\nline", "zw\u200bsp"]
)
def test_bad_names(name: str) -> None:
    with pytest.raises(InputError):
        check_name(name)


def test_escape_shows_control_characters() -> None:
    assert escape("plain Straße") == "plain Straße"
    assert escape("a\x1b[31m") == "a\\x1b[31m"
    assert escape("b\n") == "b\\n"


def test_quoted_uses_the_marks_of_the_language_and_escapes_controls() -> None:
    from kniffel_cli.common import i18n
    from kniffel_cli.common.text import quoted

    with i18n.speaking("en"):
        assert quoted("smal straight") == "'smal straight'"
        assert quoted("a\x1b[31m") == "'a\\x1b[31m'"
    with i18n.speaking("de"):
        assert quoted("smal straight") == "„smal straight“"
        assert quoted(3) == "„3“"
