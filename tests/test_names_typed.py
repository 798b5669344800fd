"""Names people type on the command line: close misses get a suggestion, choices any case."""

from __future__ import annotations

import pytest

from tests.helpers import Invoke, refused

MISTYPED = [("kniffle", "kniffel"), ("puzle", "puzzle"), ("streichholtz", "streichholz")]


@pytest.mark.parametrize(("typed", "game"), MISTYPED)
def test_a_mistyped_game_gets_a_suggestion(invoke: Invoke, typed: str, game: str) -> None:
    line = refused(invoke, 2, typed, "new")
    assert line == f"Error: No such command '{typed}'. Did you mean '{game}'? (see 'spiel --help')"


def test_a_name_far_from_every_game_gets_none(invoke: Invoke) -> None:
    line = refused(invoke, 2, "chess", "new")
    assert line == "Error: No such command 'chess'. (see 'spiel --help')"


def test_a_mistyped_command_of_a_game_gets_a_suggestion_as_before(invoke: Invoke) -> None:
    line = refused(invoke, 2, "kniffel", "rol")
    assert "No such command 'rol'. Did you mean 'roll'?" in line
