"""Every game survives the round trip through its state file object, for all three games."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from kniffel_cli.kniffel import state as kniffel_state
from kniffel_cli.puzzle import state as puzzle_state
from kniffel_cli.streichholz import state as match_state
from tests.helpers import played_kniffel, played_matches, played_puzzle

GAMES: list[tuple[str, Callable[[], Any], Any]] = [
    ("kniffel", played_kniffel, kniffel_state),
    ("streichholz", played_matches, match_state),
    ("puzzle", played_puzzle, puzzle_state),
]


@pytest.mark.parametrize(("name", "played", "module"), GAMES, ids=[g[0] for g in GAMES])
def test_a_game_survives_the_round_trip(name: str, played: Callable[[], Any], module: Any) -> None:
    game = played()
    data = module.to_dict(game)
    assert data["game"] == name and data["history"]
    again = module.from_dict(json.loads(json.dumps(data)))
    assert module.to_dict(again) == data
    assert again.random.draws == game.random.draws


def test_a_restored_kniffel_game_rolls_the_same_dice() -> None:
    game = played_kniffel()
    again = kniffel_state.from_dict(json.loads(json.dumps(kniffel_state.to_dict(game))))
    assert again.roll({3}) == game.roll({3})


def test_a_restored_matchsticks_game_answers_the_same() -> None:
    game = played_matches()
    again = match_state.from_dict(json.loads(json.dumps(match_state.to_dict(game))))
    assert again.take(1) == game.take(1)
    assert match_state.to_dict(again) == match_state.to_dict(game)
