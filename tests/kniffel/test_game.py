"""Turns, rounds, multiple Kniffels, the bonus, the end and the winners."""

from __future__ import annotations

import os

import pytest

from kniffel_cli.common.errors import InputError
from kniffel_cli.kniffel.errors import (
    CategoryTakenError,
    FirstRollKeepsError,
    GameOverError,
    KniffelRowWantsKniffelError,
    NameTwiceError,
    NoRollsLeftError,
    NotAComputerError,
    NothingToRollError,
    NotRolledError,
    OutOfRangeError,
    PlayerCountError,
    UnknownCategoryError,
)
from kniffel_cli.kniffel.game import STRATEGIES, KniffelGame
from kniffel_cli.kniffel.library import computers_play
from kniffel_cli.kniffel.rules import CATEGORY_IDS
from kniffel_cli.kniffel.strategy.engine import Engines
from tests.kniffel.scripted import play_turn, scripted_game


def test_a_new_game_waits_for_the_first_roll() -> None:
    game = KniffelGame(seed="s")
    assert game.players == ["Player 1"]
    assert (game.round, game.current, game.rolls_left, game.dice) == (1, 0, 3, [])
    assert game.options() == {}
    assert not game.finished


@pytest.mark.parametrize(
    ("players", "expected"),
    [
        ([], PlayerCountError(count=0, most=8)),
        ([f"P{i}" for i in range(9)], PlayerCountError(count=9, most=8)),
        (["Anna", "anna"], NameTwiceError(name="Anna")),
        (["cpu:genius"], NotAComputerError(name="cpu:genius", kinds=STRATEGIES)),
    ],
)
def test_bad_players_are_refused(players: list[str], expected: InputError) -> None:
    with pytest.raises(type(expected)) as caught:
        KniffelGame(players, seed="s")
    assert vars(caught.value) == vars(expected)


@pytest.mark.parametrize(
    ("players", "message"),
    [(["x" * 33], "longer than 32"), (["Bad\x1bName"], "control characters"), (["   "], "empty")],
)
def test_names_that_are_no_names_are_refused(players: list[str], message: str) -> None:
    with pytest.raises(InputError, match=message):
        KniffelGame(players, seed="s")


@pytest.mark.parametrize(
    ("rolls", "rounds", "expected"),
    [
        (0, 13, OutOfRangeError(option="rolls_per_turn", value=0, low=1, high=9)),
        (10, 13, OutOfRangeError(option="rolls_per_turn", value=10, low=1, high=9)),
        (3, 0, OutOfRangeError(option="rounds", value=0, low=1, high=13)),
        (3, 14, OutOfRangeError(option="rounds", value=14, low=1, high=13)),
    ],
)
def test_options_out_of_range_are_refused(
    rolls: int, rounds: int, expected: OutOfRangeError
) -> None:
    with pytest.raises(OutOfRangeError) as caught:
        KniffelGame(seed="s", rolls_per_turn=rolls, rounds=rounds)
    assert vars(caught.value) == vars(expected)


def test_the_same_seed_rolls_the_same_dice() -> None:
    first, second = KniffelGame(seed="abc"), KniffelGame(seed="abc")
    assert [first.roll() for _ in range(3)] == [second.roll() for _ in range(3)]
    third = KniffelGame(seed="abd")
    assert [third.roll() for _ in range(3)] != [
        d["dice"] for d in first.history if d["action"] == "roll"
    ]


def test_kept_dice_keep_their_values_and_places() -> None:
    game = scripted_game(1, 2, 3, 4, 5, 6, 6, 6)
    assert game.roll() == [1, 2, 3, 4, 5]
    assert game.roll({2, 4}) == [6, 2, 6, 4, 6]
    assert game.rolls_left == 1
    assert game.history[-1] == {
        "player": 0,
        "action": "roll",
        "keep": [2, 4],
        "dice": [6, 2, 6, 4, 6],
    }


def test_no_rolls_left_after_the_last_roll() -> None:
    game = scripted_game(*[2] * 15)
    for _ in range(3):
        game.roll(None if not game.dice else set())
    with pytest.raises(NoRollsLeftError) as caught:
        game.roll(set())
    assert caught.value.round == 1


def test_the_first_roll_keeps_nothing() -> None:
    game = scripted_game(1, 2, 3, 4, 5)
    with pytest.raises(FirstRollKeepsError):
        game.roll({1})
    assert game.dice == [] and game.history == []


@pytest.mark.parametrize("keep", [{1, 2, 3, 4, 5}, [5, 4, 3, 2, 1]])
def test_a_roll_that_keeps_all_five_is_refused(keep: set[int] | list[int]) -> None:
    game = KniffelGame(seed="s")
    game.roll()
    before = (list(game.dice), game.rolls_left, len(game.history))
    with pytest.raises(NothingToRollError) as caught:
        game.roll(keep)
    assert (caught.value.round, caught.value.rolls_left) == (1, 2)
    assert (game.dice, game.rolls_left, len(game.history)) == before


# The random player needs no table: asked for one, these raise LookupError.
_no_table = Engines(folder=os.devnull, build=False)


def test_a_random_computer_never_keeps_all_five() -> None:
    for seed in range(10):
        game = computers_play(KniffelGame(["cpu:random"], seed=f"keeps{seed}"), _no_table)
        assert game.finished
        rolls = [entry for entry in game.history if entry["action"] == "roll"]
        assert all(len(entry["keep"]) < 5 for entry in rolls if entry["action"] == "roll")


def test_take_needs_a_roll_first() -> None:
    game = KniffelGame(seed="s")
    with pytest.raises(NotRolledError) as caught:
        game.take("chance")
    assert (caught.value.player, caught.value.round) == ("Player 1", 1)


def test_take_enters_points_and_passes_the_turn() -> None:
    game = scripted_game(3, 3, 3, 5, 5, players=["Anna", "Bob"])
    game.roll()
    assert game.options()["full_house"] == 25
    assert game.take("full_house") == 25
    assert game.sheets[0].scores["full_house"] == 25
    assert (game.round, game.current, game.rolls_left, game.dice) == (1, 1, 3, [])


def test_a_category_is_taken_once() -> None:
    game = scripted_game()
    play_turn(game, [3, 3, 3, 5, 5], "full_house")
    game._random.values.extend([2, 2, 3, 3, 3])  # type: ignore[attr-defined]
    game.roll()
    with pytest.raises(CategoryTakenError) as caught:
        game.take("full_house")
    assert (caught.value.category, caught.value.points) == ("full_house", 25)
    assert caught.value.offered == tuple(game.options())


def test_an_unmatched_category_is_struck_with_zero() -> None:
    game = scripted_game()
    assert play_turn(game, [1, 2, 3, 5, 6], "kniffel") == 0
    assert game.sheets[0].scores["kniffel"] == 0


def test_further_kniffels_add_100_in_the_kniffel_row() -> None:
    game = scripted_game()
    assert play_turn(game, [4] * 5, "kniffel") == 50
    game._random.values.extend([6] * 5)  # type: ignore[attr-defined]
    game.roll()
    assert game.options()["kniffel"] == 100
    assert game.take("kniffel") == 100
    assert game.sheets[0].scores["kniffel"] == 150
    assert game.sheets[0].kniffels == 2
    # Without a Kniffel the scored row offers nothing.
    game._random.values.extend([1, 2, 3, 4, 6])  # type: ignore[attr-defined]
    game.roll()
    assert "kniffel" not in game.options()
    with pytest.raises(KniffelRowWantsKniffelError) as caught:
        game.take("kniffel")
    assert caught.value.category == "kniffel"


def test_a_struck_kniffel_row_is_closed_for_good() -> None:
    game = scripted_game()
    play_turn(game, [1, 2, 3, 4, 6], "kniffel")
    game._random.values.extend([5] * 5)  # type: ignore[attr-defined]
    game.roll()
    assert "kniffel" not in game.options()
    with pytest.raises(CategoryTakenError) as caught:
        game.take("kniffel")
    assert (caught.value.category, caught.value.points) == ("kniffel", 0)


def test_upper_bonus_at_63() -> None:
    game = scripted_game()
    for face, category in enumerate(CATEGORY_IDS[:6], 1):
        play_turn(game, [face, face, face, 1 if face != 1 else 2, 2 if face != 2 else 3], category)
    sheet = game.sheets[0]
    assert sheet.upper == 63  # three of each face: exactly the threshold
    assert sheet.bonus == 35
    assert sheet.total == sheet.upper + 35


def test_no_bonus_below_63() -> None:
    game = scripted_game()
    play_turn(game, [6, 6, 1, 2, 3], "sixes")
    assert game.sheets[0].bonus == 0


def test_the_game_ends_after_the_rounds_with_winners() -> None:
    game = scripted_game(players=["Anna", "Bob"], rounds=2)
    play_turn(game, [6, 6, 6, 6, 6], "chance")  # Anna 30
    play_turn(game, [1, 1, 1, 1, 2], "chance")  # Bob 6
    assert game.round == 2
    play_turn(game, [1, 2, 3, 4, 6], "ones")  # Anna 1
    play_turn(game, [5, 5, 5, 5, 5], "kniffel")  # Bob 50
    assert game.finished and game.current is None
    assert game.winners() == [1]
    assert game.options() == {}
    with pytest.raises(GameOverError):
        game.roll()
    with pytest.raises(GameOverError):
        game.take("twos")


def test_a_tie_has_several_winners() -> None:
    game = scripted_game(players=["Anna", "Bob"], rounds=1)
    play_turn(game, [1, 2, 3, 4, 6], "chance")
    play_turn(game, [6, 4, 3, 2, 1], "chance")
    assert game.winners() == [0, 1]


def test_thirteen_rounds_with_three_kniffels_leave_a_row_open() -> None:
    game = scripted_game()
    play_turn(game, [2] * 5, "kniffel")
    play_turn(game, [3] * 5, "kniffel")
    play_turn(game, [4] * 5, "kniffel")
    for category in [c for c in CATEGORY_IDS if c != "kniffel"][:10]:
        play_turn(game, [1, 2, 3, 4, 5], category)
    assert game.finished
    open_rows = [c for c, v in game.sheets[0].scores.items() if v is None]
    assert len(open_rows) == 2  # two rows stay open, counting 0
    assert game.sheets[0].scores["kniffel"] == 250
    assert game.sheets[0].kniffels == 3


@pytest.mark.parametrize("name", ["Chance", "13", "chance", "CHANCE"])
def test_take_accepts_every_name_the_command_accepts(name: str) -> None:
    game = KniffelGame(seed="names")
    dice = game.roll()
    points = game.take(name)
    assert game.sheets[0].scores["chance"] == points == sum(dice)


@pytest.mark.parametrize("wrong", ["bogus", "", "14", "chance!"])
def test_take_of_no_category_is_an_unknown_category_not_a_key_error(wrong: str) -> None:
    game = KniffelGame(seed="names")
    game.roll()
    with pytest.raises(UnknownCategoryError) as refused:
        game.take(wrong)
    assert refused.value.code == "unknown_category"
    assert game.sheets[0].scores["chance"] is None and game.dice  # nothing changed


@pytest.mark.parametrize("wrong", [13, None, b"chance", ["chance"]])
def test_take_of_no_text_is_a_type_error_naming_the_parameter(wrong: object) -> None:
    game = KniffelGame(seed="names")
    game.roll()
    with pytest.raises(TypeError, match=r"^category_id must be a str, not \w+$"):
        game.take(wrong)  # type: ignore[arg-type]
    assert game.sheets[0].scores["chance"] is None and game.dice  # nothing changed
