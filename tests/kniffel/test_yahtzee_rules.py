"""The official rules: two-number full house, the Yahtzee bonus and the forced joker."""

from __future__ import annotations

import pytest

from kniffel_cli.kniffel.errors import JokerGoesElsewhereError
from kniffel_cli.kniffel.rules import points
from kniffel_cli.kniffel.sheet import Sheet
from tests.kniffel.scripted import play_turn, scripted_game


def test_full_house_needs_two_numbers() -> None:
    assert points("full_house", [4, 4, 4, 4, 4], "yahtzee") == 0
    assert points("full_house", [4, 4, 4, 2, 2], "yahtzee") == 25
    assert points("full_house", [4, 4, 4, 4, 4]) == 25  # the kniffel rules


def sheet_with(filled: dict[str, int]) -> Sheet:
    sheet = Sheet("yahtzee")
    sheet.scores.update(filled)
    return sheet


def test_a_joker_goes_into_its_own_upper_row_first() -> None:
    sheet = sheet_with({"kniffel": 50})
    assert sheet.options([3, 3, 3, 3, 3]) == {"threes": 15}
    assert sheet.bonus_for([3, 3, 3, 3, 3]) == 100


def test_then_into_any_open_lower_row_at_full_points() -> None:
    sheet = sheet_with({"kniffel": 50, "threes": 9, "small_straight": 30})
    assert sheet.options([3, 3, 3, 3, 3]) == {
        "three_of_a_kind": 15,
        "four_of_a_kind": 15,
        "full_house": 25,
        "large_straight": 40,
        "chance": 15,
    }


def test_else_as_zero_into_an_open_upper_row() -> None:
    lower = [
        "three_of_a_kind",
        "four_of_a_kind",
        "full_house",
        "small_straight",
        "large_straight",
        "chance",
    ]
    sheet = sheet_with({"kniffel": 0, "threes": 9, **dict.fromkeys(lower, 0)})
    assert sheet.options([3, 3, 3, 3, 3]) == {
        "ones": 0,
        "twos": 0,
        "fours": 0,
        "fives": 0,
        "sixes": 0,
    }
    assert sheet.bonus_for([3, 3, 3, 3, 3]) == 0  # the row holds 0: no bonus


def test_the_bonus_counts_in_the_total() -> None:
    game = scripted_game(rules_name="yahtzee")
    assert play_turn(game, [5] * 5, "kniffel") == 50
    assert play_turn(game, [2] * 5, "twos") == 10
    sheet = game.sheets[0]
    assert sheet.yahtzee_bonus == 100 and sheet.kniffels == 2
    assert sheet.total == 50 + 10 + 100
    game._random.values.extend([1] * 5)  # type: ignore[attr-defined]
    game.roll()
    with pytest.raises(JokerGoesElsewhereError) as caught:
        game.take("chance")  # the ones row is open, so the joker must go there
    assert (caught.value.category, caught.value.offered) == ("chance", ("ones",))
    assert game.take("ones") == 5 and game.sheets[0].yahtzee_bonus == 200
