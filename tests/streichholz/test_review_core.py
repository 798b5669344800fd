"""The matchstick review: the mistakes are the moves that throw a won position away."""

from __future__ import annotations

import random

import pytest

from kniffel_cli.streichholz.game import MatchGame
from kniffel_cli.streichholz.review import review


def played(level: str, seed: int, **options: object) -> MatchGame:
    """A game where the player takes at random, to the end."""
    game = MatchGame.create(seed=f"review{seed}", level=level, **options)  # type: ignore[arg-type]
    choose = random.Random(seed)
    while not game.finished:
        game.take(choose.randint(1, game.limit()))
    return game


@pytest.mark.parametrize("level", ["classic", "perfect"])
@pytest.mark.parametrize("last_wins", [False, True])
def test_the_computer_never_makes_a_mistake(level: str, last_wins: bool) -> None:
    for seed in range(60):
        found = review(played(level, seed, last_wins=last_wins, max_take=3))
        player, computer = found.sides
        assert computer.mistakes == 0 and computer.first_mistake is None
        assert player.moves + computer.moves == len(found.moves)


def test_the_decisive_mistake_hands_the_game_to_the_winner() -> None:
    for seed in range(100):
        game = played("random", seed)
        found = review(game)
        if found.decided_by is None:
            assert game.winner == found.start_won_for
        else:
            assert game.winner != found.moves[found.decided_by - 1].by


def test_a_mistake_names_the_winning_take() -> None:
    game = MatchGame(seed="s", start=10, max_take=3, level="perfect")
    game.player_move(2)  # 10 % 4 == 2: taking 1 leaves 9, lost for the computer
    (move,) = review(game).moves
    assert move.won_before and move.best == 1 and move.mistake
    assert move.data() == {
        "move": 1,
        "side": "player",
        "matches": 10,
        "took": 2,
        "left": 8,
        "won_before": True,
        "mistake": True,
        "best_take": 1,
    }


def test_a_lost_position_has_no_mistake() -> None:
    game = MatchGame(seed="s", start=9, max_take=3, level="perfect")
    game.player_move(3)  # 9 % 4 == 1: lost whatever is taken
    (move,) = review(game).moves
    assert not move.won_before and move.best is None and not move.mistake
