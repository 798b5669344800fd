"""On duplicate dice with several players no chance of winning is shown (the players share their
dice, and the chance assumes each rolls their own): ``show --chances``, ``log --chances``,
``review`` and ``hint`` say why in a line and in their JSON (``chances_withheld``), the API
raises ``ChancesWithheldError``. Alone, and on each player's own dice, nothing changes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kniffel_cli import kniffel
from kniffel_cli.kniffel import library
from kniffel_cli.kniffel.errors import (
    ChancesWithheldError,
    KniffelInputError,
    WinGoalWithheldError,
)
from kniffel_cli.kniffel.strategy.engine import Engines
from tests.helpers import Invoke, json_view, refused

WHY = (
    "No chances of winning on duplicate dice: the players share their dice, and the chance "
    "assumes each rolls their own."
)
WHY_DE = (
    "Keine Gewinnchancen bei Duplikatwürfeln: Die Spieler teilen sich die Würfel, und die "
    "Gewinnchance setzt voraus, dass jeder seine eigenen würfelt."
)
DUPLICATE = "Duplicate dice: every player rolls the same dice at the same point of the game"
NO_WIN_GOAL = (
    "goal win needs the chance of winning, which is not estimated on duplicate dice: the "
    "players share their dice, and the chance assumes each rolls their own; hints rank by "
    "points there"
)


def pair(invoke: Invoke, *options: str, players: str = "Ann,Bob") -> None:
    """Ann and Bob (people: no table needed) on duplicate dice, 3 rounds, seed ``demo``; Ann
    has taken Chance on her first roll and Bob has rolled once."""
    invoke("kniffel", "new", "--players", players, "--rounds", "3", "--dice", "duplicate",
           "--seed", "demo", *options, "-q")  # fmt: skip
    for args in (["roll"], ["take", "chance"], ["roll"]):
        assert invoke("kniffel", *args, "-q").exit_code == 0


def no_table_built() -> bool:
    """Whether no table was read or built (the tests' cache folder, XDG's, stays away)."""
    return not Path("cache").exists()


# --- show --chances -----------------------------------------------------------------------


def test_show_chances_has_no_row_but_the_line_saying_why(invoke: Invoke) -> None:
    pair(invoke)
    plain = invoke("kniffel", "show").stdout
    shown = invoke("kniffel", "show", "--chances")
    assert shown.exit_code == 0 and shown.stderr == ""
    assert shown.stdout == plain.replace(DUPLICATE + "\n\n", f"{DUPLICATE}\n\n{WHY}\n\n")
    assert shown.stdout.splitlines()[:5] == [
        "Round 1 of 3 - Bob's turn - roll 1 of 3 (2 left)",
        "",
        DUPLICATE,
        "",
        WHY,
    ]
    assert "Chance of winning" not in shown.stdout
    german = invoke("--lang", "de", "kniffel", "show", "--chances").stdout.splitlines()
    assert german[4] == WHY_DE and "Gewinnchance " not in german[-1]
    assert no_table_built()


def test_show_chances_json_keeps_the_chances_null_and_says_why(invoke: Invoke) -> None:
    pair(invoke)
    plain = json_view(invoke, "kniffel", "show")
    view = json_view(invoke, "kniffel", "show", "--chances")
    assert [p["chance"] for p in view["players"]] == [None, None]
    assert view == {**plain, "chances_withheld": "duplicate_dice"}
    assert list(view)[-1] == "chances_withheld"
    assert "chances_withheld" not in plain  # only when the chances were asked for
    assert no_table_built()


def test_show_field_of_a_chance_prints_null_and_says_why_on_standard_error(
    invoke: Invoke,
) -> None:
    pair(invoke)
    args = ("kniffel", "show", "--chances", "--field", "players.0.chance")
    result = invoke(*args, "--field", "chances_withheld")
    assert (result.exit_code, result.stdout, result.stderr) == (
        0,
        "null\nduplicate_dice\n",
        WHY + "\n",
    )
    quiet = invoke(*args, "-q")  # -q prints nothing at all, as for any field
    assert (quiet.exit_code, quiet.stdout, quiet.stderr) == (0, "", "")
    total = invoke("kniffel", "show", "--chances", "--field", "players.1.total")
    assert (total.stdout, total.stderr) == ("0\n", "")  # no chance asked for: no line
    without = invoke("kniffel", "show", "--field", "players.0.chance")
    assert (without.stdout, without.stderr) == ("null\n", "")
    line = refused(invoke, 2, "kniffel", "show", "--field", "chances_withheld")
    assert "no field 'chances_withheld' in the kniffel view" in line
    assert no_table_built()


def test_a_finished_duplicate_game_shows_its_winner_and_no_chance(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--players", "Ann,Bob", "--rounds", "1", "--dice", "duplicate",
           "--seed", "demo", "-q")  # fmt: skip
    for args in (["roll"], ["take", "chance"], ["roll"], ["take", "ones"]):
        assert invoke("kniffel", *args, "-q").exit_code == 0
    lines = invoke("kniffel", "show", "--chances").stdout.splitlines()
    assert lines[:5] == [
        "Game over after 1 round - winner: Ann (16 points)",
        "",
        DUPLICATE,
        "",
        WHY,
    ]
    view = json_view(invoke, "kniffel", "show", "--chances")
    assert view["winners"] == ["Ann"] and view["chances_withheld"] == "duplicate_dice"
    assert [p["chance"] for p in view["players"]] == [None, None]
    log = json_view(invoke, "kniffel", "log", "--chances")
    assert all("chances" not in move for move in log["moves"])
    assert log["chances_withheld"] == "duplicate_dice"
    assert no_table_built()


def test_alone_on_duplicate_dice_nothing_changes(invoke: Invoke) -> None:
    pair(invoke, players="Ann")
    assert invoke("kniffel", "show", "--chances").stdout == invoke("kniffel", "show").stdout
    assert "chances_withheld" not in json_view(invoke, "kniffel", "show", "--chances")
    log = json_view(invoke, "kniffel", "log", "--chances")
    assert "chances_withheld" not in log
    assert [m["chances"] for m in log["moves"] if m["action"] == "take"] == [[1.0]]
    assert WHY not in invoke("kniffel", "log", "--chances").stdout


# --- log --chances ------------------------------------------------------------------------


def test_log_chances_is_the_log_after_the_line_saying_why(invoke: Invoke) -> None:
    pair(invoke)
    plain = invoke("kniffel", "log").stdout
    shown = invoke("kniffel", "log", "--chances")
    assert (shown.exit_code, shown.stderr) == (0, "")
    assert shown.stdout == f"{WHY}\n\n{plain}"
    assert "wins" not in shown.stdout and "▁" not in shown.stdout  # no column, no chart
    german = invoke("--lang", "de", "kniffel", "log", "--chances").stdout
    assert german.startswith(WHY_DE + "\n\n")
    tsv = invoke("kniffel", "log", "--chances", "--tablefmt", "tsv").stdout  # rows alone
    assert tsv == invoke("kniffel", "log", "--tablefmt", "tsv").stdout
    assert no_table_built()


def test_log_chances_json_has_no_chances_and_says_why(invoke: Invoke) -> None:
    pair(invoke)
    plain = json_view(invoke, "kniffel", "log")
    view = json_view(invoke, "kniffel", "log", "--chances")
    assert view == {**plain, "chances_withheld": "duplicate_dice"}
    assert "chances_withheld" not in plain
    assert no_table_built()


# --- hint ---------------------------------------------------------------------------------


def test_hint_goal_win_is_refused_and_the_state_stays_as_it_was(invoke: Invoke) -> None:
    pair(invoke)
    before = Path("kniffel.json").read_bytes()
    assert refused(invoke, 2, "kniffel", "hint", "--goal", "win") == f"Error: {NO_WIN_GOAL}"
    result = invoke("kniffel", "hint", "--goal", "win", "--format", "json")
    assert result.exit_code == 2 and result.stdout == ""
    assert json.loads(result.stderr) == {
        "schema_version": 1,
        "exit": 2,
        "error": {"code": "win_goal_withheld", "message": NO_WIN_GOAL, "reason": "duplicate_dice"},
    }
    german = invoke("--lang", "de", "kniffel", "hint", "--goal", "win")
    assert (german.exit_code, german.stdout) == (2, "")
    assert german.stderr == (
        "Fehler: Das Ziel „sieg“ braucht die Gewinnchance, und die wird bei Duplikatwürfeln "
        "nicht geschätzt: Die Spieler teilen sich die Würfel, und die Gewinnchance setzt "
        "voraus, dass jeder seine eigenen würfelt; dort werden die Züge nach Punkten geordnet\n"
    )
    assert Path("kniffel.json").read_bytes() == before
    assert no_table_built()  # refused before any table is read


def test_hint_goal_win_is_refused_after_the_last_round_too(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--players", "Ann,Bob", "--rounds", "1", "--dice", "duplicate",
           "--seed", "demo", "-q")  # fmt: skip
    for args in (["roll"], ["take", "chance"], ["roll"], ["take", "ones"]):
        invoke("kniffel", *args, "-q")
    assert refused(invoke, 2, "kniffel", "hint", "--goal", "win") == f"Error: {NO_WIN_GOAL}"
    line = refused(invoke, 1, "kniffel", "hint")  # the usual refusal of a game that is over
    assert line == "Error: the game is over; there is nothing left to advise"


def test_hint_ranks_by_points_and_says_why(invoke: Invoke, table_folder: Path) -> None:
    pair(invoke)
    env = {"SPIEL_CACHE_DIR": str(table_folder)}
    before = Path("kniffel.json").read_bytes()
    shown = invoke("kniffel", "hint", env=env)
    assert shown.exit_code == 0, shown.stderr
    lines = shown.stdout.splitlines()
    assert lines[0].startswith("Bob: ") and "(expected final total " in lines[0]
    assert "chance" not in lines[0] and lines[1] == WHY
    assert lines[3].split() == ["or", "expected", "total"]  # no column of chances
    assert invoke("kniffel", "hint", "--goal", "points", env=env).stdout == shown.stdout
    view = json.loads(invoke("kniffel", "hint", "--format", "json", env=env).stdout)
    assert view["goal"] == "points" and view["other_goal"] is None
    assert view["chance"] is None and [a["chance"] for a in view["alternatives"]] == [None] * 3
    assert list(view)[-1] == "chances_withheld" and view["chances_withheld"] == "duplicate_dice"
    assert Path("kniffel.json").read_bytes() == before
    # The same moves and totals as the same sheet and dice alone: ranked by points.
    game = kniffel.load("kniffel.json")
    engines = Engines(folder=str(table_folder))
    hint = kniffel.hint(game, engines=engines)
    assert hint.goal == "points" and hint.withheld == "duplicate_dice" and hint.other is None
    assert [a.expected_total for a in hint] == pytest.approx(
        [view["expected_total"], *(a["expected_total"] for a in view["alternatives"])], abs=1e-4
    )
    german = invoke("--lang", "de", "kniffel", "hint", env=env).stdout.splitlines()
    assert german[1] == WHY_DE


# --- review ---------------------------------------------------------------------------------


def test_review_of_a_duplicate_game_is_graded_by_points_alone(
    invoke: Invoke, table_folder: Path
) -> None:
    env = {"SPIEL_CACHE_DIR": str(table_folder)}
    invoke("kniffel", "new", "--players", "Ann,cpu:win", "--rounds", "3", "--dice", "duplicate",
           "--seed", "demo", "-q", env=env)  # fmt: skip
    for args in (["roll"], ["take", "chance"], ["roll"], ["roll", "--keep", "1,2"]):
        assert invoke("kniffel", *args, "-q", env=env).exit_code == 0
    invoke("kniffel", "take", "twos", "-q", env=env)
    data = json.loads(invoke("kniffel", "review", "--format", "json", env=env).stdout)
    assert list(data)[-2:] == ["same_dice", "chances_withheld"]
    assert data["chances_withheld"] == "duplicate_dice"
    for player in data["players"]:
        assert list(player) == [
            *("name", "expected_start", "loss", "luck", "expected_total", "total"),
            "decisions",
        ]
        for decision in player["decisions"]:
            assert list(decision) == [
                *("round", "roll", "dice", "choice", "best", "expected", "best_expected"),
                "loss",
            ]
    table = invoke("kniffel", "review", env=env).stdout
    lines = table.splitlines()
    assert lines[:3] == [
        "Review, graded by the optimal strategy for kniffel rules, 3 rolls, 3 rounds",
        WHY,
        "",
    ]
    assert lines[3].split() == [
        *("player", "expected", "at", "start", "lost", "by", "choices", "luck", "total"),
        *("expected", "now"),
    ]
    assert "chance" not in table.replace(WHY, "").replace("take Chance", "")
    assert "▁" not in table and "█" not in table  # no chart
    assert "Ann: the costliest decisions" in table and "best to win" not in table
    assert "On the same dice, Ann scored 38 points fewer than cpu:win" in table
    german = invoke("--lang", "de", "kniffel", "review", env=env).stdout.splitlines()
    assert german[1] == WHY_DE


def test_review_alone_on_duplicate_dice_says_nothing_of_chances(
    invoke: Invoke, table_folder: Path
) -> None:
    env = {"SPIEL_CACHE_DIR": str(table_folder)}
    pair(invoke, players="Ann")
    data = json.loads(invoke("kniffel", "review", "--format", "json", env=env).stdout)
    assert "chances_withheld" not in data and "same_dice" not in data
    assert WHY not in invoke("kniffel", "review", env=env).stdout


# --- the Python API -----------------------------------------------------------------------


def test_the_api_raises_where_the_chances_are_withheld(tmp_path: Path) -> None:
    no_table = Engines(folder=str(tmp_path / "none"), build=False)
    game = kniffel.new(["Ann", "Bob"], rounds=3, seed="demo", dice="duplicate")
    assert library.chances_withheld(game) == "duplicate_dice"
    with pytest.raises(kniffel.ChancesWithheldError) as raised:
        kniffel.chances(game, no_table)
    error = raised.value
    assert isinstance(error, KniffelInputError) and error.code == "chances_withheld"
    assert error.fields() == {"reason": "duplicate_dice"}
    assert error.message == (
        "no chances of winning on duplicate dice: the players share their dice, and the chance "
        "assumes each rolls their own"
    )
    game.roll()
    with pytest.raises(WinGoalWithheldError) as refused_goal:
        kniffel.hint(game, "win", no_table)
    assert isinstance(refused_goal.value, ChancesWithheldError)
    assert refused_goal.value.code == "win_goal_withheld"
    assert kniffel.WinGoalWithheldError is WinGoalWithheldError


def test_the_api_alone_and_on_own_dice_is_as_before(tmp_path: Path) -> None:
    no_table = Engines(folder=str(tmp_path / "none"), build=False)
    alone = kniffel.new(["Ann"], rounds=3, seed="demo", dice="duplicate")
    assert library.chances_withheld(alone) is None and kniffel.chances(alone, no_table) == [1.0]
    own = kniffel.new(["Ann", "Bob"], rounds=3, seed="demo")
    assert library.chances_withheld(own) is None
