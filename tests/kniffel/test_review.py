"""``spiel kniffel review``: the JSON figures add up, the table shows them, nothing is written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.helpers import Invoke, json_view, kniffel_game, play_kniffel_to_the_end


@pytest.fixture(autouse=True)
def tables(monkeypatch: pytest.MonkeyPatch, table_folder: Path) -> None:
    """Share the optimal-strategy tables between tests (built once, kept between runs)."""
    monkeypatch.setenv("SPIEL_CACHE_DIR", str(table_folder))


def adds_up(player: dict[str, float]) -> bool:
    start, loss, luck = player["expected_start"], player["loss"], player["luck"]
    return abs(start - loss + luck - player["expected_total"]) < 1e-3


def test_a_finished_game_adds_up_for_every_player(invoke: Invoke) -> None:
    kniffel_game(invoke, "--players", "Anna,cpu:greedy,cpu:optimal", "--rounds", "3")
    play_kniffel_to_the_end(invoke)
    before = Path("kniffel.json").read_bytes()
    data = json_view(invoke, "kniffel", "review")
    assert Path("kniffel.json").read_bytes() == before
    assert data["game"] == "kniffel" and data["finished"] is True and data["rounds"] == 3
    anna, greedy, optimal = data["players"]
    assert [p["name"] for p in data["players"]] == ["Anna", "cpu:greedy", "cpu:optimal"]
    for player in data["players"]:
        assert adds_up(player)
        assert player["expected_total"] == player["total"]
        assert player["loss"] == pytest.approx(
            sum(d["loss"] for d in player["decisions"]), abs=1e-3
        )
    assert all(d["loss"] == 0 for d in optimal["decisions"])
    shown = json_view(invoke, "kniffel", "show")
    assert [p["total"] for p in data["players"]] == [p["total"] for p in shown["players"]]
    first = anna["decisions"][0]
    assert set(first) == {
        "round",
        "roll",
        "dice",
        "choice",
        "best",
        "expected",
        "best_expected",
        "loss",
        # several players: the grade by the chance of winning
        "chance",
        "best_chance",
        "chance_loss",
        "best_to_win",
    }
    assert first["round"] == 1 and first["roll"] == 1 and len(first["dice"]) == 5
    assert list(first["choice"]) in (["category"], ["keep"])
    assert first["loss"] == pytest.approx(first["best_expected"] - first["expected"], abs=1e-3)


def test_a_game_in_progress_adds_up_to_the_expectation_now(invoke: Invoke) -> None:
    kniffel_game(invoke, "--players", "Anna,Bob", "--rounds", "2")
    assert invoke("kniffel", "roll", "-q").exit_code == 0
    assert invoke("kniffel", "roll", "--keep", "1,2", "-q").exit_code == 0
    data = json_view(invoke, "kniffel", "review")
    anna, bob = data["players"]
    assert data["finished"] is False
    assert [d["choice"] for d in anna["decisions"]] == [{"keep": [1, 2]}]
    assert bob["decisions"] == [] and bob["luck"] == 0 and bob["total"] == 0
    assert adds_up(anna) and adds_up(bob)
    table = invoke("kniffel", "review").stdout
    assert "expected now" in table
    assert "the expected final total now" in table


def test_the_table_lists_the_costliest_decisions(invoke: Invoke) -> None:
    kniffel_game(invoke, "--players", "Anna", "--rounds", "2")
    invoke("kniffel", "roll", "-q")
    data = json_view(invoke, "kniffel", "show")
    invoke("kniffel", "take", "ones", "-q")  # rarely the best with a whole turn to go
    review = json_view(invoke, "kniffel", "review")
    (decision,) = review["players"][0]["decisions"]
    assert decision["dice"] == data["dice"] and decision["choice"] == {"category": "ones"}
    lines = invoke("kniffel", "review").stdout.splitlines()
    assert lines[0] == (
        "Review, graded by the optimal strategy for kniffel rules, 3 rolls, 2 rounds"
    )
    if decision["loss"] >= 0.005:
        assert "Anna: the costliest decisions" in lines
        row = next(line for line in lines if "take Ones" in line)
        assert row.split()[-1] == f"{decision['loss']:.2f}"
    else:
        assert "Anna: every decision was optimal." in lines


def test_the_review_is_the_same_in_both_languages(invoke: Invoke) -> None:
    kniffel_game(invoke, "--players", "Anna,cpu:random", "--rounds", "2", "--rules", "yahtzee")
    play_kniffel_to_the_end(invoke)
    english = invoke("--lang", "en", "kniffel", "review", "--format", "json")
    german = invoke("--lang", "de", "kniffel", "review", "--format", "json")
    assert english.stdout == german.stdout and english.exit_code == german.exit_code == 0
    table = invoke("--lang", "de", "kniffel", "review").stdout
    assert table.startswith("Auswertung, bewertet mit der optimalen Strategie")
    assert "die Gesamtsumme am Ende" in table


def test_review_needs_a_game(invoke: Invoke) -> None:
    result = invoke("kniffel", "review")
    assert result.exit_code == 3 and result.stdout == ""
    assert result.stderr.startswith("Error: 'kniffel.json' does not exist")


def test_point_values_are_in_the_json_when_changed(invoke: Invoke) -> None:
    kniffel_game(invoke, "--rounds", "1", "--points", "full_house=30")
    play_kniffel_to_the_end(invoke)
    data = json.loads(invoke("kniffel", "review", "--format", "json").stdout)
    assert data["point_values"] == {"full_house": 30}


def test_simulate_reports_the_review_figures(invoke: Invoke) -> None:
    figures = {}
    for strategy in ("optimal", "greedy", "random"):
        data = json_view(
            invoke,
            "kniffel",
            "simulate",
            "--strategy",
            strategy,
            "--games",
            "400",
            "--rounds",
            "3",
            "--seed",
            "figures",
        )
        assert data["mean"] == pytest.approx(
            data["expected_start"] - data["loss"] + data["luck"], abs=1e-9
        )
        # Luck is chance alone: over many games it averages out (its stdev here is about 1).
        assert abs(data["luck"]) < 5
        figures[strategy] = data
    assert figures["optimal"]["loss"] == 0
    assert 0 < figures["greedy"]["loss"] < figures["random"]["loss"]
    assert figures["optimal"]["expected_start"] == figures["random"]["expected_start"]
    table = invoke("kniffel", "simulate", "--strategy", "greedy", "--games", "10", "--rounds", "2")
    assert "lost by choices" in table.stdout and "luck" in table.stdout


def test_a_player_without_decisions_has_none_yet(invoke: Invoke) -> None:
    kniffel_game(invoke, "--players", "Anna,Bob", "--rounds", "2")
    invoke("kniffel", "roll", "-q")
    invoke("kniffel", "take", "chance", "-q")
    data = json_view(invoke, "kniffel", "review")
    bob = data["players"][1]
    assert bob["decisions"] == [] and bob["loss"] == 0.0 and isinstance(bob["loss"], float)
    assert "Bob: no decisions yet." in invoke("kniffel", "review").stdout.splitlines()
