"""Scoring: every category, table-driven and against a brute-force definition."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kniffel_cli.kniffel import rules
from kniffel_cli.kniffel.errors import BadDieError, DiceCountError, UnknownCategoryError
from kniffel_cli.kniffel.rules import CATEGORIES, all_points, parse_category, points
from tests.helpers import brute_force

CASES = [
    # dice, category, points
    ((1, 1, 2, 3, 1), "ones", 3),
    ((2, 2, 2, 2, 5), "twos", 8),
    ((3, 1, 4, 4, 6), "threes", 3),
    ((4, 4, 4, 4, 4), "fours", 20),
    ((1, 2, 3, 4, 6), "fives", 0),
    ((6, 6, 1, 6, 2), "sixes", 18),
    ((3, 3, 3, 5, 5), "three_of_a_kind", 19),
    ((3, 3, 2, 5, 5), "three_of_a_kind", 0),
    ((6, 6, 6, 6, 1), "three_of_a_kind", 25),
    ((2, 2, 2, 2, 6), "four_of_a_kind", 14),
    ((2, 2, 2, 3, 6), "four_of_a_kind", 0),
    ((5, 5, 5, 5, 5), "four_of_a_kind", 25),
    ((3, 3, 3, 5, 5), "full_house", 25),
    ((5, 2, 5, 2, 2), "full_house", 25),
    ((4, 4, 4, 4, 4), "full_house", 25),  # five equal counts, as the rules page reads
    ((4, 4, 4, 4, 2), "full_house", 0),
    ((1, 2, 3, 5, 5), "full_house", 0),
    ((1, 2, 3, 4, 6), "small_straight", 30),
    ((2, 3, 4, 5, 5), "small_straight", 30),
    ((6, 4, 3, 5, 1), "small_straight", 30),
    ((3, 4, 5, 6, 3), "small_straight", 30),
    ((1, 2, 3, 4, 5), "small_straight", 30),
    ((1, 2, 3, 5, 6), "small_straight", 0),
    ((1, 1, 2, 2, 3), "small_straight", 0),
    ((1, 2, 3, 4, 5), "large_straight", 40),
    ((6, 5, 4, 3, 2), "large_straight", 40),
    ((1, 2, 3, 4, 6), "large_straight", 0),
    ((1, 3, 4, 5, 6), "large_straight", 0),
    ((6, 6, 6, 6, 6), "kniffel", 50),
    ((6, 6, 6, 6, 5), "kniffel", 0),
    ((1, 2, 3, 4, 6), "chance", 16),
    ((6, 6, 6, 6, 6), "chance", 30),
]


@pytest.mark.parametrize(("dice", "category", "expected"), CASES)
def test_points_table(dice: tuple[int, ...], category: str, expected: int) -> None:
    assert points(category, dice) == expected


dice_strategy = st.tuples(*[st.integers(1, 6)] * 5)


@given(dice_strategy)
def test_points_match_brute_force(dice: tuple[int, ...]) -> None:
    for category in CATEGORIES:
        assert points(category.id, dice) == brute_force(category.id, dice), category.id


@pytest.mark.slow
def test_every_roll_of_five_dice_matches_brute_force() -> None:
    for dice in itertools.product(range(1, 7), repeat=5):
        assert all_points(dice) == {c.id: brute_force(c.id, dice) for c in CATEGORIES}


@given(dice_strategy)
def test_points_do_not_depend_on_order(dice: tuple[int, ...]) -> None:
    assert all_points(dice) == all_points(tuple(sorted(dice)))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("3", "threes"),
        ("13", "chance"),
        ("threes", "threes"),
        ("THREES", "threes"),
        ("3er", "threes"),
        ("3er Pasch", "three_of_a_kind"),
        ("3er-pasch", "three_of_a_kind"),
        ("three of a kind", "three_of_a_kind"),
        ("Kleine Straße", "small_straight"),
        ("kleine-strasse", "small_straight"),
        ("KLEINE_STRASSE", "small_straight"),
        ("große straße", "large_straight"),
        ("grosse-strasse", "large_straight"),
        ("Full House", "full_house"),
        ("fullhouse", "full_house"),
        ("kniffel", "kniffel"),
        (" chance ", "chance"),
    ],
)
def test_parse_category_is_forgiving(text: str, expected: str) -> None:
    assert parse_category(text).id == expected


USUAL_NAMES = {
    "ones": ["ones", "Einser", "einer", "1er"],
    "twos": ["twos", "Zweier"],
    "threes": ["threes", "Dreier"],
    "fours": ["fours", "Vierer"],
    "fives": ["fives", "Fünfer", "fuenfer"],
    "sixes": ["sixes", "Sechser"],
    "three_of_a_kind": ["three of a kind", "3 of a kind", "Dreierpasch", "3er-Pasch"],
    "four_of_a_kind": ["four of a kind", "4 of a kind", "Viererpasch", "4er Pasch"],
    "full_house": ["full house", "Full House"],
    "small_straight": ["small straight", "kleine Straße", "Kleine Strasse"],
    "large_straight": ["large straight", "große Straße", "GROSSE STRASSE"],
    "kniffel": ["yahtzee", "Yahtzee", "Kniffel"],
    "chance": ["chance", "Chance"],
}


@pytest.mark.parametrize(
    ("text", "expected"),
    [(name, category) for category, names in USUAL_NAMES.items() for name in names],
)
def test_parse_category_knows_the_usual_names_in_both_languages(text: str, expected: str) -> None:
    assert parse_category(text).id == expected


@pytest.mark.parametrize(
    ("text", "suggestion"),
    [
        ("grose strasse", "large_straight"),
        ("ful house", "full_house"),
        ("chanse", "chance"),
        ("yahtze", "kniffel"),
        ("funfer", "fives"),
        ("dreierpash", "three_of_a_kind"),
        ("small straigt", "small_straight"),
    ],
)
def test_a_near_miss_carries_a_suggestion(text: str, suggestion: str) -> None:
    with pytest.raises(UnknownCategoryError) as caught:
        parse_category(text, ("chance",))
    assert (caught.value.text, caught.value.suggestion) == (text, suggestion)
    assert caught.value.offered == ("chance",)
    assert parse_category(suggestion).id == suggestion  # what is suggested is accepted


def test_every_suggestable_name_is_accepted() -> None:
    for _, name in rules._SPELLINGS.values():  # every spelling, as written for people
        assert parse_category(name).id in rules.CATEGORY_IDS


@pytest.mark.parametrize("text", ["0", "14", "", "foo", "3erpasch2", "yahtzee!", "-1", "1 3", "_2"])
def test_parse_category_refuses_unknown_names(text: str) -> None:
    with pytest.raises(UnknownCategoryError) as caught:
        parse_category(text)
    assert caught.value.text == text
    assert caught.value.offered == ()


@pytest.mark.parametrize("text", ["foo", "bonus", "xyz", "13x7"])
def test_a_name_far_from_every_category_has_no_suggestion(text: str) -> None:
    with pytest.raises(UnknownCategoryError) as caught:
        parse_category(text)
    assert caught.value.suggestion is None


def test_check_dice() -> None:
    assert rules.check_dice([1, 2, 3, 4, 5]) == [1, 2, 3, 4, 5]
    with pytest.raises(DiceCountError) as count:
        rules.check_dice([1, 2, 3])
    assert (count.value.dice, count.value.count) == (5, 3)
    with pytest.raises(BadDieError) as die:
        rules.check_dice([1, 2, 3, 4, 7])
    assert (die.value.faces, die.value.value) == (6, 7)
