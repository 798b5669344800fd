"""Found by an attack pass on playing to win (issue 21): each test a bug that was fixed."""

from __future__ import annotations

from pathlib import Path

import pytest

from kniffel_cli.common import i18n
from kniffel_cli.common.i18n import Language
from kniffel_cli.kniffel import library
from kniffel_cli.kniffel.errors import UnknownGoalError
from tests.helpers import Invoke


@pytest.fixture(autouse=True)
def tables(monkeypatch: pytest.MonkeyPatch, table_folder: Path) -> None:
    """Share the optimal-strategy tables between tests (built once, kept between runs)."""
    monkeypatch.setenv("SPIEL_CACHE_DIR", str(table_folder))


def twins(invoke: Invoke) -> None:
    """Ann and Bob on duplicate dice, one round: both roll three times and take Three of a
    kind from the same dice (2 2 1 4 2, 11 points), so their lines are the same."""
    invoke("kniffel", "new", "--players", "Ann,Bob", "--rounds", "1", "--dice", "duplicate",
           "--seed", "4", "-q")  # fmt: skip
    for _player in range(2):
        for _roll in range(3):
            assert invoke("kniffel", "roll", "-q").exit_code == 0
        assert invoke("kniffel", "take", "three_of_a_kind", "-q").exit_code == 0


def test_the_same_lines_swapped_change_nothing_not_minus_zero(invoke: Invoke) -> None:
    twins(invoke)
    english = invoke("kniffel", "review").stdout
    assert "On Ann's sheet, Bob's choices would have changed the expected final total by " \
        "+0.00 over 1 round" in english  # fmt: skip
    assert "-0.00" not in english
    german = invoke("kniffel", "review", "--lang", "de").stdout
    assert "um +0,00 verändert" in german
    assert "\u22120,00" not in german


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_negative_zero_is_written_as_zero(language: Language) -> None:
    with i18n.speaking(language):
        assert i18n.decimal(-0.0, 2, sign=True) in ("+0.00", "+0,00")
        assert i18n.decimal(-0.001, 2) in ("0.00", "0,00")
        assert i18n.percent(-0.0) in ("0.0%", "0,0 %")
        assert i18n.percent(-0.00001, 2) in ("0.00%", "0,00 %")


def test_the_hint_api_refuses_an_unknown_goal(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--players", "Ann,Bob", "--rounds", "1", "--seed", "4", "-q")
    game = library.load("kniffel.json")
    for goal in ("foo", "WIN"):
        with pytest.raises(UnknownGoalError, match="unknown goal"):
            library.hint(game, goal=goal)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="^goal must be a str"):
        library.hint(game, goal=3)  # type: ignore[arg-type]
    assert library.hint(game, goal="points").goal == "points"


def test_a_field_past_a_chance_names_the_chance_not_null(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--players", "Ann,Bob", "--rounds", "1", "--seed", "4", "-q")
    chance = invoke("kniffel", "show", "--chances", "--field", "players.0.chance").stdout.strip()
    assert chance == "0.5"
    result = invoke("kniffel", "show", "--chances", "--field", "players.0.chance.x")
    assert result.exit_code == 2
    assert "no field 'x' in 'players.0.chance': it is 0.5, not an object or a list" in result.stderr
    result = invoke("kniffel", "show", "--field", "players.0.chance.x")
    assert "it is null, not an object or a list" in result.stderr
