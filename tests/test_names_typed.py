"""Names people type on the command line: close misses get a suggestion, choices any case."""

from __future__ import annotations

import json

import pytest

from tests.helpers import Invoke, read_state, refused

MISTYPED = [("kniffle", "kniffel"), ("puzle", "puzzle"), ("streichholtz", "streichholz")]


@pytest.mark.parametrize(("typed", "game"), MISTYPED)
def test_a_mistyped_game_gets_a_suggestion(invoke: Invoke, typed: str, game: str) -> None:
    line = refused(invoke, 2, typed, "new")
    assert line == f"Error: No such command '{typed}'. Did you mean '{game}'? (see 'spiel --help')"


def test_a_name_far_from_every_game_gets_none(invoke: Invoke) -> None:
    line = refused(invoke, 2, "bowling", "new")
    assert line == "Error: No such command 'bowling' (see 'spiel --help')"


def test_a_mistyped_command_of_a_game_gets_a_suggestion_as_before(invoke: Invoke) -> None:
    line = refused(invoke, 2, "kniffel", "rol")
    assert "No such command 'rol'. Did you mean 'roll'?" in line


def test_fixed_choices_take_any_case_and_pass_on_the_canonical_value(invoke: Invoke) -> None:
    result = invoke("kniffel", "new", "--seed", "s", "--rules", "Yahtzee", "--format", "JSON")
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["rules"] == "yahtzee"
    assert read_state("kniffel.json")["rules"] == "yahtzee"
    result = invoke(
        "streichholz", "new", "--seed", "s", "--level", "Perfect", "--first", "Computer", "-q"
    )
    assert result.exit_code == 0, result.stderr
    state = read_state("streichholz.json")
    assert state["level"] == "perfect"
    assert state["first"] == "computer" and state["history"][0]["by"] == "computer"


def test_the_simulate_strategy_takes_any_case(
    invoke: Invoke, monkeypatch: pytest.MonkeyPatch
) -> None:
    from kniffel_cli.common.charts import Bins
    from kniffel_cli.kniffel.strategy import simulation

    asked: list[str] = []

    def simulate(spec: object, kind: str, games: int, *rest: object) -> simulation.Summary:
        """The parsed strategy, without the games (and the table they need)."""
        asked.append(kind)
        none = 0.0
        return simulation.Summary(
            kind, "kniffel", "random", games, none, none, none, 0, 0, none, none, none, none,
            none, Bins(0, 1, [games]),
        )  # fmt: skip

    monkeypatch.setattr(simulation, "simulate", simulate)
    result = invoke(
        "kniffel",
        "simulate",
        "--strategy",
        "Greedy",
        "--games",
        "2",
        "--seed",
        "s",
        "--format",
        "Json",
    )
    assert result.exit_code == 0, result.stderr
    assert asked == ["greedy"]
    assert json.loads(result.stdout)["strategy"] == "greedy"


def test_a_choice_that_is_none_of_them_in_any_case_is_still_refused(invoke: Invoke) -> None:
    line = refused(invoke, 2, "kniffel", "new", "--rules", "Kniffle")
    assert "'Kniffle' is not one of 'kniffel', 'yahtzee'" in line


def test_a_bad_table_format_on_the_command_line_names_the_option(invoke: Invoke) -> None:
    invoke("streichholz", "new", "--seed", "s", "-q")
    line = refused(invoke, 2, "streichholz", "show", "--tablefmt", "nope")
    assert line.startswith("Error: Invalid value for '--tablefmt': unknown table format 'nope'")
    assert "SPIEL_TABLEFMT" not in line


def test_a_bad_table_format_from_the_environment_names_the_variable(invoke: Invoke) -> None:
    invoke("streichholz", "new", "--seed", "s", "-q")
    result = invoke("streichholz", "show", env={"SPIEL_TABLEFMT": "nope"})
    assert result.exit_code == 2
    assert result.stderr.startswith(
        "Error: Invalid value for '--tablefmt' (env var: 'SPIEL_TABLEFMT'): unknown table format"
    )


def test_a_bad_seed_names_where_it_came_from(invoke: Invoke) -> None:
    args = ("kniffel", "simulate", "--games", "2", "--strategy", "random")
    given = invoke(*args, "--seed", "x" * 201)
    assert "Invalid value for '--seed': the seed is longer" in given.stderr
    from_env = invoke(*args, env={"SPIEL_SEED": "x" * 201})
    assert "Invalid value for '--seed' (env var: 'SPIEL_SEED'): the seed" in from_env.stderr
