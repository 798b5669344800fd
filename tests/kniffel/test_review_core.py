"""The Kniffel review: zero loss for the optimal player, and total = start - loss + luck."""

from __future__ import annotations

from pathlib import Path

import pytest

from kniffel_cli.kniffel.game import KniffelGame
from kniffel_cli.kniffel.library import computers_play
from kniffel_cli.kniffel.strategy.engine import Engines
from kniffel_cli.kniffel.strategy.review import review


@pytest.fixture
def tables(table_folder: Path) -> Engines:
    return Engines(folder=str(table_folder))


def computer_game(tables: Engines, players: list[str], seed: str, **options: object) -> KniffelGame:
    return computers_play(KniffelGame(players, seed=seed, **options), tables)  # type: ignore[arg-type]


@pytest.mark.parametrize("rules", ["kniffel", "yahtzee"])
@pytest.mark.parametrize("seed", [str(n) for n in range(6)])
def test_the_optimal_player_never_loses_and_the_totals_add_up(
    tables: Engines, rules: str, seed: str
) -> None:
    game = computer_game(
        tables, ["cpu:optimal", "cpu:greedy", "cpu:random"], seed, rounds=4, rules_name=rules
    )
    assert game.finished
    found = review(game, tables)
    optimal, greedy, random = found.players
    assert all(decision.loss == 0 for decision in optimal.decisions)
    assert optimal.decisions
    for player, sheet in zip(found.players, game.sheets, strict=True):
        assert player.total == sheet.total
        assert player.expected_total == sheet.total
        assert player.expected_start - player.loss + player.luck == pytest.approx(
            sheet.total, abs=1e-9
        )
        assert all(decision.loss >= 0 for decision in player.decisions)
    assert random.loss > 0


def test_weaker_strategies_lose_points_over_many_games(tables: Engines) -> None:
    greedy_loss = random_loss = 0.0
    for seed in range(8):
        game = computer_game(
            tables, ["cpu:greedy", "cpu:random"], f"weak{seed}", rounds=3, rolls_per_turn=2
        )
        greedy, random = review(game, tables).players
        greedy_loss += greedy.loss
        random_loss += random.loss
        for player, sheet in zip((greedy, random), game.sheets, strict=True):
            assert player.expected_start - player.loss + player.luck == pytest.approx(sheet.total)
    assert 0 < greedy_loss < random_loss


def test_an_unfinished_game_adds_up_to_the_expectation_now(tables: Engines) -> None:
    game = KniffelGame(["Anna", "Bob"], seed="half", rounds=3)
    game.roll()
    game.roll([1, 2])
    game.take("chance")
    game.roll()
    found = review(game, tables)
    anna, bob = found.players
    assert not found.finished
    assert [d.choice for d in anna.decisions] == [("keep", [1, 2]), ("take", "chance")]
    assert bob.decisions == []  # his first roll needs no decision
    for player in (anna, bob):
        assert player.expected_start - player.loss + player.luck == pytest.approx(
            player.expected_total
        )
    assert anna.total == game.sheets[0].total


def test_each_decision_names_the_dice_and_the_best_choice(tables: Engines) -> None:
    game = KniffelGame(["Anna"], seed="grade", rounds=2)
    game.roll()
    game.take("ones")
    (anna,) = review(game, tables).players
    (decision,) = anna.decisions
    first = game.history[0]
    assert first["action"] == "roll" and decision.dice == tuple(first["dice"])
    assert decision.round == 1 and decision.roll == 1
    assert decision.choice == ("take", "ones")
    assert decision.best_expected >= decision.expected
    assert decision.data()["choice"] == {"category": "ones"}
