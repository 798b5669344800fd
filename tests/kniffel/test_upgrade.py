"""Kniffel files of format version 1: upgraded in one step at load, written back as version 2."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from kniffel_cli.kniffel.game import KniffelGame
from kniffel_cli.kniffel.state import to_dict
from tests.helpers import ROOT, Invoke, read_state, refused, write_state

STATE = Path("kniffel.json")
OLD_FILES = sorted((ROOT / "tests" / "data" / "v1").glob("kniffel-*.json"))


def view(invoke: Invoke) -> dict[str, Any]:
    shown = invoke("kniffel", "show", "--format", "json")
    assert shown.exit_code == 0, shown.stderr
    shown_view: dict[str, Any] = json.loads(shown.stdout)
    return shown_view


def as_version_1(game: KniffelGame, wasted_after: int) -> dict[str, Any]:
    """``game``'s file as version 1 wrote it had the roll at ``wasted_after`` (a history
    index) been followed by a roll that kept all five dice."""
    data = to_dict(game)
    roll = data["history"][wasted_after]
    assert roll["action"] == "roll"
    wasted = {**roll, "keep": [1, 2, 3, 4, 5]}
    data["history"].insert(wasted_after + 1, wasted)
    if not any(e["action"] == "take" for e in data["history"][wasted_after:]):
        data["position"]["rolls_left"] -= 1  # the turn is still on: the roll was used up
    return {**data, "version": 1}


@pytest.mark.parametrize("old", OLD_FILES, ids=lambda path: path.name)
def test_a_version_1_file_loads_and_is_written_back_as_version_2(invoke: Invoke, old: Path) -> None:
    shutil.copy(old, STATE)
    before = view(invoke)
    if not before["finished"]:
        assert invoke("kniffel", "roll", "-q").exit_code == 0
        assert read_state(STATE)["version"] == 2
        assert read_state(STATE)["history"][:-1] == json.loads(old.read_text())["history"]
        assert view(invoke)["round"] == before["round"]


def test_a_roll_that_kept_all_five_is_dropped_and_its_roll_given_back(invoke: Invoke) -> None:
    game = KniffelGame(seed="old")
    game.roll()
    write_state(STATE, as_version_1(game, wasted_after=0))
    assert view(invoke)["rolls_left"] == 2  # the wasted roll is given back
    assert invoke("kniffel", "roll", "--keep", "1", "-q").exit_code == 0
    assert [e["action"] for e in read_state(STATE)["history"]] == ["roll", "roll"]


def test_a_dropped_roll_of_a_finished_turn_changes_no_points(invoke: Invoke) -> None:
    game = KniffelGame(seed="old", rounds=2)
    game.roll()
    game.take("chance")
    write_state(STATE, as_version_1(game, wasted_after=0))
    shown = view(invoke)
    assert (shown["round"], shown["rolls_left"]) == (2, 3)
    assert shown["players"][0]["total"] == game.sheets[0].total


def test_a_random_computer_after_a_dropped_roll_cannot_be_checked(invoke: Invoke) -> None:
    game = KniffelGame(["Anna", "cpu:random"], seed="old")
    game.roll()
    game.take("chance")
    game.roll()  # the random computer's first roll; its moves follow in the file
    data = as_version_1(game, wasted_after=0)
    data["history"].append({**data["history"][-1], "keep": [1]})
    write_state(STATE, data)
    message = refused(invoke, 3, "kniffel", "show")
    assert "random computer player" in message


def test_a_roll_keeping_all_five_that_changed_the_dice_is_no_old_roll(invoke: Invoke) -> None:
    game = KniffelGame(seed="old")
    game.roll()
    data = as_version_1(game, wasted_after=0)
    data["history"][1]["dice"] = [7 - d for d in data["history"][1]["dice"]]
    write_state(STATE, data)
    refused(invoke, 3, "kniffel", "show")


def wasted_roll_file(change: dict[str, Any], rolls_left: int = 1) -> dict[str, Any]:
    """A version-1 file whose roll is followed by a 'keep all five' roll changed by ``change``."""
    game = KniffelGame(seed="old")
    game.roll()
    data = as_version_1(game, wasted_after=0)
    data["history"][1].update(change)
    data["position"]["rolls_left"] = rolls_left
    return data


@pytest.mark.parametrize(
    "change",
    [
        {"keep": [True, 2, 3, 4, 5]},
        {"keep": [1.0, 2, 3, 4, 5]},
        {"player": False},
        {"cheat": 1},
        {"dice": "same"},  # replaced below by the same dice as floats
    ],
    ids=["keep-true", "keep-float", "player-false", "extra-field", "dice-floats"],
)
def test_only_an_exact_old_roll_is_dropped(invoke: Invoke, change: dict[str, Any]) -> None:
    data = wasted_roll_file(change)
    if change.get("dice") == "same":
        data["history"][1]["dice"] = [float(d) for d in data["history"][0]["dice"]]
    write_state(STATE, data)
    refused(invoke, 3, "kniffel", "show")


def test_old_rolls_beyond_the_turn_s_rolls_are_not_dropped(invoke: Invoke) -> None:
    game = KniffelGame(seed="old")
    game.roll()
    data = as_version_1(game, wasted_after=0)
    data["history"] += [dict(data["history"][1]), dict(data["history"][1])]  # four rolls of 3
    data["position"]["rolls_left"] = -1
    write_state(STATE, data)
    refused(invoke, 3, "kniffel", "show")


def test_an_old_file_over_the_history_limit_is_refused_before_it_is_upgraded(
    invoke: Invoke,
) -> None:
    game = KniffelGame(seed="old")
    game.roll()
    data = as_version_1(game, wasted_after=0)
    data["history"] += [dict(data["history"][1])] * 6000
    write_state(STATE, data)
    assert "more than 5,000" in refused(invoke, 3, "kniffel", "show")
