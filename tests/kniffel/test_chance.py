"""The chance of winning shown: ``show --chances``, ``hint --goal``, the API.

The games have two rounds: the last two turns are counted exactly (no spread
table), and the tables are built in a moment.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kniffel_cli import kniffel
from kniffel_cli.kniffel.game import KniffelGame
from tests.common.test_batch import compare
from tests.helpers import Invoke, json_view, refused

NEW = ("kniffel", "new", "--seed", "8", "--players", "Anna,cpu:optimal", "--rounds", "2")


def view(invoke: Invoke, *args: str) -> dict[str, Any]:
    return json_view(invoke, "kniffel", *args)


def chances(invoke: Invoke, *args: str) -> list[float | None]:
    return [player["chance"] for player in view(invoke, "show", "--chances", *args)["players"]]


@pytest.fixture
def rolled(invoke: Invoke) -> None:
    """Anna's first roll of a game of two rounds against cpu:optimal: 3 2 3 6 2."""
    assert invoke(*NEW, "-q").exit_code == 0
    assert view(invoke, "roll")["dice"] == [3, 2, 3, 6, 2]


# --- show --------------------------------------------------------------------------------


def test_show_gives_each_player_s_chance_of_winning(invoke: Invoke, rolled: None) -> None:
    result = invoke("kniffel", "show", "--chances", "--tablefmt", "plain")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[-1].split() == ["Chance", "of", "winning", "42.8%", "57.2%"]
    assert chances(invoke) == [0.4279, 0.5721]


def test_the_chances_sum_to_one(invoke: Invoke) -> None:
    assert invoke(*NEW, "-q").exit_code == 0
    assert chances(invoke) == [0.5, 0.5]
    for keep in ("", "1,2"):
        invoke("kniffel", "roll", "-q", *(["--keep", keep] if keep else []))
        assert sum(c or 0.0 for c in chances(invoke)) == pytest.approx(1.0, abs=1e-4)
    invoke("kniffel", "take", "chance", "-q")  # then cpu:optimal plays its turn
    found = [c or 0.0 for c in chances(invoke)]
    assert found == [0.1431, 0.8569] and sum(found) == pytest.approx(1.0)


def test_the_chance_row_in_german(invoke: Invoke, rolled: None) -> None:
    result = invoke("--lang", "de", "kniffel", "show", "--chances", "--tablefmt", "plain")
    assert result.stdout.splitlines()[-1].split() == ["Gewinnchance", "42,8", "%", "57,2", "%"]


def test_without_chances_show_is_the_view_at_once(invoke: Invoke, rolled: None) -> None:
    plain = invoke("kniffel", "show")
    assert (plain.exit_code, plain.stderr) == (0, "")
    assert "Chance of winning" not in plain.stdout
    assert plain.stdout.splitlines()[-1].split() == ["Total", "0", "0"]
    assert [p["chance"] for p in view(invoke, "show")["players"]] == [None, None]
    field = invoke("kniffel", "show", "--field", "players.1.chance")
    assert field.stdout == "null\n"


def test_without_chances_show_needs_no_table(invoke: Invoke, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    assert invoke("kniffel", "new", "--players", "Anna,Bob", "--seed", "t", "-q").exit_code == 0
    invoke("kniffel", "roll", "-q")
    env = {"SPIEL_CACHE_DIR": str(cache)}
    result = invoke("kniffel", "show", "--format", "json", env=env)
    assert result.exit_code == 0 and not cache.exists()


def test_alone_there_is_no_chance_to_show(invoke: Invoke) -> None:
    assert invoke("kniffel", "new", "--seed", "8", "--rounds", "2", "-q").exit_code == 0
    invoke("kniffel", "roll", "-q")
    assert "Chance of winning" not in invoke("kniffel", "show", "--chances").stdout
    assert chances(invoke) == [None]
    assert view(invoke, "roll")["players"][0].keys() == view(invoke, "show")["players"][
        0
    ].keys() - {"chance"}


def test_only_show_s_view_has_the_chance(invoke: Invoke) -> None:
    new = view(invoke, *NEW[1:])
    assert "chance" not in new["players"][0]
    assert "chance" not in view(invoke, "roll")["players"][0]


def test_fields_hold_the_chance(invoke: Invoke, rolled: None) -> None:
    result = invoke("kniffel", "show", "--chances", "--field", "players.0.chance",
                    "--field", "players.1.chance")  # fmt: skip
    assert (result.exit_code, result.stdout) == (0, "0.4279\n0.5721\n")
    shown = invoke("kniffel", "show", "--chances", "--field", "players.1").stdout
    assert '"chance":0.5721' in shown


def test_a_field_without_a_chance_builds_no_table(invoke: Invoke, tmp_path: Path) -> None:
    assert invoke("kniffel", "new", "--players", "Anna,Bob", "--seed", "t", "-q").exit_code == 0
    cache = tmp_path / "cache"
    result = invoke("kniffel", "show", "--chances", "--field", "players.0.total",
                    "--field", "round",
                    env={"SPIEL_CACHE_DIR": str(cache)})  # fmt: skip
    assert (result.exit_code, result.stdout, result.stderr) == (0, "0\n1\n", "")
    line = refused(invoke, 2, "kniffel", "show", "--chances", "--field", "players.0.nope")
    assert line.endswith("'yahtzee_bonus', 'total' or 'chance' (see 'spiel kniffel show --help')")
    assert not cache.exists()


def test_a_finished_game_gives_the_winner_everything(invoke: Invoke) -> None:
    assert invoke(*NEW, "-q").exit_code == 0
    for category in ("chance", "kniffel"):
        invoke("kniffel", "roll", "-q")
        assert invoke("kniffel", "take", category, "-q").exit_code == 0
    final = view(invoke, "show", "--chances")
    assert final["finished"] and final["winners"] == ["cpu:optimal"]
    assert [p["chance"] for p in final["players"]] == [0.0, 1.0]
    last = invoke("kniffel", "show", "--chances", "--tablefmt", "plain").stdout.splitlines()[-1]
    assert last.split() == ["Chance", "of", "winning", "0.0%", "100.0%"]


def test_a_tie_shares_the_win(invoke: Invoke, tmp_path: Path) -> None:
    """Two players who strike out everything tie at 0: a half each, no table needed."""
    game = kniffel.new(["Anna", "Bob"], seed="tie", rounds=1)
    for _ in range(2):
        game.roll()
        kniffel.take(game, min(game.options(), key=lambda c: game.options()[c]))
    assert game.finished and game.winners() == [0, 1]
    kniffel.save(game, "kniffel.json")
    assert chances(invoke) == [0.5, 0.5]
    assert not (tmp_path / "cache").exists()


# --- hint --------------------------------------------------------------------------------

WIN_BEST = {
    "action": "roll",
    "keep": [1, 2],
    "category": None,
    "expected_total": 52.0224,
    "chance": 0.4306,
}
POINTS_BEST = {
    "action": "roll",
    "keep": [1],
    "category": None,
    "expected_total": 52.0596,
    "chance": 0.4286,
}
OTHERS = [
    {"action": "roll", "keep": [4], "category": None, "expected_total": 51.9618, "chance": 0.4238},
    {
        "action": "roll",
        "keep": [1, 4],
        "category": None,
        "expected_total": 51.904,
        "chance": 0.4233,
    },
]


def test_the_hint_plays_to_win_with_several_players(invoke: Invoke, rolled: None) -> None:
    assert view(invoke, "hint") == {
        "schema_version": 1,
        **WIN_BEST,
        "goal": "win",
        "alternatives": [POINTS_BEST, *OTHERS],
        "other_goal": POINTS_BEST,
    }
    assert view(invoke, "hint", "--goal", "win") == view(invoke, "hint")
    assert invoke("kniffel", "hint").stdout == (
        "Anna: keep dice 1,2 and roll (chance of winning 43.1%, expected final total 52.02)\n"
        "For the most points: keep die 1 and roll (expected final total 52.06, chance of "
        "winning 42.9%)\n"
        "\n"
        "or                        chance of winning    expected total\n"
        "----------------------  -------------------  ----------------\n"
        "keep die 1 and roll                   42.9%             52.06\n"
        "keep die 4 and roll                   42.4%             51.96\n"
        "keep dice 1,4 and roll                42.3%             51.90\n"
    )


def test_the_hint_for_points(invoke: Invoke, rolled: None) -> None:
    assert view(invoke, "hint", "--goal", "points") == {
        "schema_version": 1,
        **POINTS_BEST,
        "goal": "points",
        "alternatives": [WIN_BEST, *OTHERS],
        "other_goal": WIN_BEST,
    }
    lines = invoke("kniffel", "hint", "--goal", "points").stdout.splitlines()
    assert lines[:2] == [
        "Anna: keep die 1 and roll (expected final total 52.06, chance of winning 42.9%)",
        "For the best chance of winning: keep dice 1,2 and roll (chance of winning 43.1%, "
        "expected final total 52.02)",
    ]
    assert lines[3].split() == ["or", "expected", "total", "chance", "of", "winning"]


def test_the_hint_in_german(invoke: Invoke, rolled: None) -> None:
    lines = invoke("--lang", "de", "kniffel", "hint").stdout.splitlines()
    assert lines[:2] == [
        "Anna: Würfel 1 und 2 behalten und würfeln (Gewinnchance 43,1 %, erwartete "
        "Gesamtsumme am Ende 52,02)",
        "Für die meisten Punkte: Würfel 1 behalten und würfeln (erwartete Gesamtsumme am Ende "
        "52,06, Gewinnchance 42,9 %)",
    ]
    assert lines[3].split() == ["oder", "Gewinnchance", "erwartete", "Gesamtsumme"]


def test_before_the_first_roll_the_hint_is_to_roll(invoke: Invoke) -> None:
    assert invoke(*NEW, "-q").exit_code == 0
    data = view(invoke, "hint")
    assert (data["action"], data["goal"], data["alternatives"], data["other_goal"]) == (
        "roll",
        "win",
        [],
        None,
    )
    assert 0.5 <= data["chance"] < 0.55  # the first to play, playing to win this turn


def test_the_hint_alone_is_as_before(invoke: Invoke) -> None:
    assert invoke("kniffel", "new", "--seed", "8", "--rounds", "2", "-q").exit_code == 0
    invoke("kniffel", "roll", "-q")
    data = view(invoke, "hint")
    assert data["goal"] == "points" and data["other_goal"] is None
    assert data["chance"] is None and all(a["chance"] is None for a in data["alternatives"])
    assert view(invoke, "hint", "--goal", "win") == data == view(invoke, "hint", "--goal", "points")
    lines = invoke("kniffel", "hint").stdout.splitlines()
    assert lines[0].startswith("Player 1: ") and lines[0].endswith(")")
    assert "chance" not in lines[0] and lines[2].split() == ["or", "expected", "total"]


@pytest.mark.parametrize("goal", ["nope", "", "most", "gewinn"])
def test_other_goals_are_refused(invoke: Invoke, rolled: None, goal: str) -> None:
    line = refused(invoke, 2, "kniffel", "hint", "--goal", goal)
    assert line.startswith(f"Error: Invalid value for '--goal': '{goal}' is not one of 'win', ")


def test_a_refused_goal_in_german(invoke: Invoke, rolled: None) -> None:
    result = invoke("--lang", "de", "kniffel", "hint", "--goal", "x")
    assert result.exit_code == 2
    assert "„x“ gibt es nicht; wähle „sieg“ oder „punkte“ (siehe" in result.stderr


@pytest.mark.parametrize(
    ("word", "goal"),
    [("sieg", "win"), ("Punkte", "points"), ("WIN", "win"), ("punkte", "points")],
)
def test_a_goal_is_typed_in_either_language(
    invoke: Invoke, rolled: None, word: str, goal: str
) -> None:
    assert view(invoke, "hint", "--goal", word)["goal"] == goal  # the JSON holds the id


def test_the_goals_help_offers_the_words_of_its_language(invoke: Invoke) -> None:
    assert "--goal [win|points]" in invoke("kniffel", "hint", "--help").stdout
    german = invoke("--lang", "de", "kniffel", "hint", "--help").stdout
    assert "--goal [sieg|punkte]" in german and "(„sieg“)" in german


# --- batch and the API -------------------------------------------------------------------


def test_a_session_shows_the_same_chances(invoke: Invoke, tmp_path: Path) -> None:
    lines = [" ".join(NEW[1:]), "show --chances", "roll", "show --chances", "hint"]
    lines += ["hint --goal points", "show", "show --chances --field players.1.chance"]
    lines += ["hint --goal x"]
    answers = compare("kniffel", lines, invoke, tmp_path)
    assert answers[3]["view"]["players"][0]["chance"] == 0.4279
    assert answers[4]["view"]["goal"] == "win" and answers[5]["view"]["goal"] == "points"
    assert answers[7]["view"] == 0.5721
    assert answers[8]["exit"] == 2


def test_the_api_gives_the_chances_and_the_goal() -> None:
    game = kniffel.new(["Anna", "cpu:optimal"], seed="8", rounds=2)
    assert kniffel.chances(game) == pytest.approx([0.5, 0.5])
    game.roll()
    assert [round(c, 4) for c in kniffel.chances(game)] == [0.4279, 0.5721]
    best = kniffel.hint(game)
    assert best.goal == "win" and best[0].keep == [1, 2] and best[0].chance is not None
    assert best.other is not None and best.other.keep == [1]
    by_points = kniffel.hint(game, goal="points")
    assert by_points.goal == "points" and by_points[0].keep == [1]
    alone = KniffelGame(["Solo"], seed="8", rounds=2)
    assert kniffel.chances(alone) == [1.0]
    assert kniffel.hint(alone, goal="win").goal == "points"
